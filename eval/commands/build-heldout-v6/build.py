#!/usr/bin/env python3
"""Build the v6 held-out part: python3 eval/commands/build-heldout-v6/build.py

Writes ../commands.heldout-v6.jsonl, ../file_tools.heldout-v6.jsonl, ../web_tools.heldout-v6.jsonl.
Fails on a duplicate inside v6; drops (and names) any record that repeats the first set or v2 to v5.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v6
import src_repos, src_written  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(6, _v6, src_repos, src_written)
