#!/usr/bin/env python3
"""Build the v12 held-out part: python3 eval/commands/build-heldout-v12/build.py

Writes ../commands.heldout-v12.jsonl, ../file_tools.heldout-v12.jsonl, ../web_tools.heldout-v12.jsonl.
Fails on a duplicate inside v12; drops (and names) any record that repeats the first set or v2 to v11.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "build-heldout-v4"))  # part.py
import _v12
import src_clojure, src_ocaml, src_powershell, src_security, src_monorepo, src_gamedev, src_mobile, src_docs, src_airflow  # noqa: F401,E402  (they fill the lists)
from part import build  # noqa: E402

build(12, _v12, src_clojure, src_ocaml, src_powershell, src_security, src_monorepo, src_gamedev, src_mobile, src_docs, src_airflow)
