#!/usr/bin/env python3
"""Build the v8 held-out part: python3 eval/commands/build-heldout-v8/build.py

Writes ../commands.heldout-v8.jsonl, ../file_tools.heldout-v8.jsonl, ../web_tools.heldout-v8.jsonl.
Fails on a duplicate inside v8; drops (and names) any record that repeats the first set or v2 to v7.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v8
import src_infra, src_data, src_apps, src_written  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(8, _v8, src_infra, src_data, src_apps, src_written)
