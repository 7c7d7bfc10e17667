#!/usr/bin/env python3
"""Build the v9 held-out part: python3 eval/commands/build-heldout-v9/build.py

Writes ../commands.heldout-v9.jsonl, ../file_tools.heldout-v9.jsonl, ../web_tools.heldout-v9.jsonl.
Fails on a duplicate inside v9; drops (and names) any record that repeats the first set or v2 to v8.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v9
import src_secrets, src_apps, src_tools, src_written  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(9, _v9, src_secrets, src_apps, src_tools, src_written)
