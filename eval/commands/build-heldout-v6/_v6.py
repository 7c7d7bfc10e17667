"""v6 authoring helpers: v4's (build-heldout-v4/_v4.py: R for repository files, P for commands written for a
settings pattern), pointed at v6's sources, and two more for file and web calls on a path or URL that a
source file names (FQ, WQ): the quoted path or URL must occur in the file.

Every repository-file command must occur in its file (continuation lines joined), and what was quoted goes
to quotes.json so the build reproduces without the mirrors."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.append(os.path.join(os.path.dirname(HERE), "build-heldout-v4"))
import _v4  # noqa: E402
from _v4 import R, P, C, F, W, CMDS, FILES, WEBS  # noqa: E402,F401
import v6_sources  # noqa: E402

QUOTES_FILE = os.path.join(HERE, "quotes.json")
LIVE = v6_sources.live()
# v4's helpers read their module globals: give them v6's sources and fresh records of what was quoted.
SNAP, REPO_SNAP = _v4.repoint(LIVE, QUOTES_FILE)
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
