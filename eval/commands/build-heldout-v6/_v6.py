"""v6 authoring helpers: v4's (build-heldout-v4/_v4.py: R for repository files, P for commands written for a
settings pattern), pointed at v6's sources, and two more for file and web calls on a path or URL that a
source file names (FQ, WQ): the quoted path or URL must occur in the file.

Every repository-file command must occur in its file (continuation lines joined), and what was quoted goes
to quotes.json so the build reproduces without the mirrors."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.append(os.path.join(os.path.dirname(HERE), "build-heldout-v4"))
import _v4  # noqa: E402
from _v4 import R, P, C, F, W, CMDS, FILES, WEBS  # noqa: E402,F401
import v6_sources  # noqa: E402

QUOTES_FILE = os.path.join(HERE, "quotes.json")
LIVE = v6_sources.live()
if LIVE:
    SNAP, REPO_SNAP = LIVE
else:  # no mirrors: check against the committed quotes (only the inputs the corpus uses)
    _q = json.load(open(QUOTES_FILE, encoding="utf-8"))
    SNAP = _q["transcripts"]
    REPO_SNAP = {s: {"commit": d["commit"], "blob": d["blob"], "quotes": d["quotes"]} for s, d in _q["files"].items()}

# v4's helpers read these module globals: give them v6's sources and fresh records of what was quoted.
_v4.SNAP, _v4.REPO_SNAP = SNAP, REPO_SNAP
_v4.USED_CALLS.clear(); _v4.USED_QUOTES.clear()
USED_CALLS, USED_QUOTES = _v4.USED_CALLS, _v4.USED_QUOTES


def _named(source, quoted):
    if source not in REPO_SNAP:
        raise SystemExit(f"BUILD ERROR: no source file for {source}")
    if not _v4.has_quote(source, quoted):
        raise SystemExit(f"BUILD ERROR: {quoted!r} not in {source}")
    return f" The file names {quoted}."


def FQ(source, quoted, tool, path, verdict, cls, why, amb=False):
    """A file tool call on a path the source file names (`quoted` occurs in it; `path` is its absolute form)."""
    F(tool, path, source, verdict, cls, why + _named(source, quoted), filled=True, amb=amb)


def WQ(source, quoted, tool, tool_input, verdict, cls, why, amb=False):
    """A WebFetch or WebSearch call on a URL or name the source file gives (`quoted` occurs in it)."""
    W(tool, tool_input, source, verdict, cls, why + _named(source, quoted), filled=True, amb=amb)
