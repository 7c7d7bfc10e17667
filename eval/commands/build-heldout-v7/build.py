#!/usr/bin/env python3
"""Build the v7 held-out part: python3 eval/commands/build-heldout-v7/build.py

Writes ../commands.heldout-v7.jsonl, ../file_tools.heldout-v7.jsonl, ../web_tools.heldout-v7.jsonl.
Fails on a duplicate inside v7; drops (and names) any record that repeats the first set or v2 to v6.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v7
import src_go, src_rust, src_others, src_written  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(7, _v7, src_go, src_rust, src_others, src_written)
