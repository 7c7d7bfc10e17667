#!/usr/bin/env python3
"""Build the v15 held-out part: python3 eval/commands/build-heldout-v15/build.py

Writes ../commands.heldout-v15.jsonl, ../file_tools.heldout-v15.jsonl, ../web_tools.heldout-v15.jsonl.
Fails on a duplicate inside v15; drops (and names) any record that repeats the first set or v2 to v14.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v15
import src_requests, src_wpdeploy, src_goose, src_t3turbo, src_ansible, src_hexpm, src_kamal, src_promop  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(15, _v15, src_requests, src_wpdeploy, src_goose, src_t3turbo, src_ansible, src_hexpm, src_kamal, src_promop)
