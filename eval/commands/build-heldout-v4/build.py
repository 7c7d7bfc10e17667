#!/usr/bin/env python3
"""Build the v4 held-out part: python3 eval/commands/build-heldout-v4/build.py

Writes ../commands.heldout-v4.jsonl, ../file_tools.heldout-v4.jsonl, ../web_tools.heldout-v4.jsonl.
Fails on a duplicate inside v4; drops (and names) any record that repeats the first set, v2 or v3.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import _v4
import src_transcripts, src_repos, src_security, src_web  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(4, _v4, src_security, src_repos)
