#!/usr/bin/env python3
"""Build the v5 held-out part: python3 eval/commands/build-heldout-v5/build.py

Writes ../commands.heldout-v5.jsonl, ../file_tools.heldout-v5.jsonl, ../web_tools.heldout-v5.jsonl.
Fails on a duplicate inside v5; drops (and names) any record that repeats the first set, v2, v3 or v4.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v5
import src_transcripts, src_repos, src_security, src_web  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(5, _v5, src_security, src_repos)
