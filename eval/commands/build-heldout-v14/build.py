#!/usr/bin/env python3
"""Build the v14 held-out part: python3 eval/commands/build-heldout-v14/build.py

Writes ../commands.heldout-v14.jsonl, ../file_tools.heldout-v14.jsonl, ../web_tools.heldout-v14.jsonl.
Fails on a duplicate inside v14; drops (and names) any record that repeats the first set or v2 to v13.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v14
import src_sentry, src_gson, src_glow, src_wrangler, src_vscode, src_bakery, src_fpm  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(14, _v14, src_sentry, src_gson, src_glow, src_wrangler, src_vscode, src_bakery, src_fpm)
