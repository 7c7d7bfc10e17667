"""v5 authoring helpers: v4's (build-heldout-v4/_v4.py: TB/TF/TW for session calls, R for repository files,
P/PF/PW for commands written for a settings pattern), pointed at v5's sources.

Every transcript input is looked up in the console logs, every repository-file command and settings pattern
must occur in its file, and what was quoted goes to quotes.json so the build reproduces without the mirrors."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.append(os.path.join(os.path.dirname(HERE), "build-heldout-v4"))
import _v4  # noqa: E402
from _v4 import R, P, PF, PW, C, F, W, CMDS, FILES, WEBS  # noqa: E402,F401
import v5_sources  # noqa: E402

QUOTES_FILE = os.path.join(HERE, "quotes.json")
LIVE = v5_sources.live()
# v4's helpers read their module globals: give them v5's sources and fresh records of what was quoted.
SNAP, REPO_SNAP = _v4.repoint(LIVE, QUOTES_FILE)
USED_CALLS, USED_QUOTES = _v4.USED_CALLS, _v4.USED_QUOTES

BM = "palimondo/BookMinder"
BM_NOTE = (" Transcript paths mapped: the session's project root /Users/palimondo/Developer/BookMinder -> /home/dev/proj,"
           " home /Users/palimondo -> /home/dev.")

def bm_map(s):
    s = s.replace("/Users/palimondo/Developer/BookMinder", "/home/dev/proj")
    s = s.replace("-Users-palimondo-Developer-BookMinder", "-home-dev-proj")
    return s.replace("/Users/palimondo", "/home/dev")

def bm_path(p):
    """The console shows project files relative to the project root; the hook sees absolute paths."""
    if p.startswith("~/"):
        return "/home/dev/" + p[2:]
    if p.startswith("../") and not p.startswith("../../"):  # a sibling of the project root
        return "/home/dev/" + p[3:]
    return bm_map(p) if p.startswith("/") else "/home/dev/proj/" + p

_v4.MAPPERS[BM] = (bm_map, BM_NOTE)

def TB(raw, verdict, cls, why, amb=False, tricky=None, prefix=False):
    """A Bash command from the BookMinder console logs, verbatim but for the root mapping."""
    _v4.TB(BM, raw, verdict, cls, why, amb=amb, tricky=tricky, prefix=prefix)

def TF(tool, path, verdict, cls, why, amb=False):
    """A file tool call from the console logs; the shown path made absolute (always marked filled)."""
    src, raw = _v4.find(BM, tool, "file_path", path)
    p = bm_path(raw)
    F(tool, p, src, verdict, cls, why + " Path made absolute under the project root (the console shows it relative)."
      + (BM_NOTE if raw.startswith("/") else ""), filled=True, amb=amb)

def TW(tool, value, verdict, cls, why, amb=False, prompt="Summarize the relevant part of this page."):
    """A WebFetch URL or WebSearch query from the console logs; the console does not show a fetch's prompt,
    so one is filled."""
    key = "url" if tool == "WebFetch" else "query"
    src, raw = _v4.find(BM, tool, key, value)
    ti = {"url": raw, "prompt": prompt} if tool == "WebFetch" else {"query": raw}
    W(tool, ti, src, verdict, cls, why + (" Prompt filled (the console does not show it)." if tool == "WebFetch" else ""),
      filled=tool == "WebFetch", amb=amb)
