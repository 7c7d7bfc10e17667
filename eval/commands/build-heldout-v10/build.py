#!/usr/bin/env python3
"""Build the v10 held-out part: python3 eval/commands/build-heldout-v10/build.py

Writes ../commands.heldout-v10.jsonl, ../file_tools.heldout-v10.jsonl, ../web_tools.heldout-v10.jsonl.
Fails on a duplicate inside v10; drops (and names) any record that repeats the first set or v2 to v9.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v10
import src_rust, src_go, src_mobile, src_written  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(10, _v10, src_rust, src_go, src_mobile, src_written)
