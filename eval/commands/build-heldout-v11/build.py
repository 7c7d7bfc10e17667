#!/usr/bin/env python3
"""Build the v11 held-out part: python3 eval/commands/build-heldout-v11/build.py

Writes ../commands.heldout-v11.jsonl, ../file_tools.heldout-v11.jsonl, ../web_tools.heldout-v11.jsonl.
Fails on a duplicate inside v11; drops (and names) any record that repeats the first set or v2 to v10.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v11
import src_langs, src_data, src_web, src_ops, src_nix_embedded, src_written  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(11, _v11, src_langs, src_data, src_web, src_ops, src_nix_embedded, src_written)
