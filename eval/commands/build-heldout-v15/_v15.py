"""v15 authoring functions: v4's (build-heldout-v4/_v4.py: R for repository files, FQ/WQ for file and web calls on
a path or URL that a source file names), pointed at v15's sources.

Every repository-file command must occur in its file (continuation lines joined), and what was quoted goes
to quotes.json so the build reproduces without the mirrors."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.append(os.path.join(os.path.dirname(HERE), "build-heldout-v4"))
import _v4  # noqa: E402
from _v4 import R, P, C, F, W, FQ, WQ, CMDS, FILES, WEBS  # noqa: E402,F401
import v15_sources  # noqa: E402

QUOTES_FILE = os.path.join(HERE, "quotes.json")
LIVE = v15_sources.live()
# v4's functions read their module globals: give them v15's sources and fresh records of what was quoted.
SNAP, REPO_SNAP = _v4.repoint(LIVE, QUOTES_FILE)
USED_CALLS, USED_QUOTES = _v4.USED_CALLS, _v4.USED_QUOTES
