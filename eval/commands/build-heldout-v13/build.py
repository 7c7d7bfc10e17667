#!/usr/bin/env python3
"""Build the v13 held-out part: python3 eval/commands/build-heldout-v13/build.py

Writes ../commands.heldout-v13.jsonl, ../file_tools.heldout-v13.jsonl, ../web_tools.heldout-v13.jsonl.
Fails on a duplicate inside v13; drops (and names) any record that repeats the first set or v2 to v12.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v13
import src_dotfiles, src_homelab, src_restic, src_solidity, src_clib, src_mlops, src_operator  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(13, _v13, src_dotfiles, src_homelab, src_restic, src_solidity, src_clib, src_mlops, src_operator)
