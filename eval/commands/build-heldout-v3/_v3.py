"""v3 authoring helpers on top of the v2 builder's _lib (C/F/W and the tricky patterns)."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.append(os.path.join(os.path.dirname(HERE), "build-heldout-v2"))
from _lib import C, F, W, CMDS, FILES, WEBS, auto_tricky  # noqa: E402,F401

import sources  # noqa: E402

QUOTES_FILE = os.path.join(HERE, "quotes.json")
LIVE = sources.live()
if LIVE:
    SNAP, REPO_SNAP = LIVE
else:  # no mirrors: check against the committed quotes (only the inputs the corpus uses)
    _q = json.load(open(QUOTES_FILE, encoding="utf-8"))
    SNAP = _q["transcripts"]
    REPO_SNAP = {s: {"commit": d["commit"], "blob": d["blob"], "quotes": d["quotes"]} for s, d in _q["files"].items()}
USED_CALLS, USED_QUOTES = {}, {}  # what the corpus quotes, written to quotes.json by build.py

def _use_call(src, call):
    lst = USED_CALLS.setdefault(src, [])
    if call not in lst:
        lst.append(call)

def has_quote(source, text):
    """True if `text` occurs in the source file (continuation lines joined); records the quote."""
    d = REPO_SNAP.get(source)
    if d is None:
        return False
    ok = text in _joined(d["text"]) if "text" in d else text in d["quotes"]
    if ok and text not in USED_QUOTES.setdefault(source, []):
        USED_QUOTES[source].append(text)
    return ok

def _mapper(repo):
    if repo == "marot/spotter":
        def m(s):
            s = re.sub(r"/home/USER/projects/spotter-worktrees/spotter-[a-z0-9]+", "/home/dev/proj", s)
            s = re.sub(r"-home-USER-projects-spotter-worktrees-spotter-[a-z0-9]+", "-home-dev-proj", s)
            s = s.replace("/home/marco/projects/spotter", "/home/dev/proj").replace("-home-marco-projects-spotter", "-home-dev-proj")
            return s.replace("/home/USER", "/home/dev")
        return m, (" Transcript paths mapped: the author's worktree (/home/USER/projects/spotter-worktrees/spotter-*,"
                   " /home/marco/projects/spotter) -> /home/dev/proj, home -> /home/dev.")
    if repo == "DRMacIver/claude-reliability":
        return (lambda s: re.sub(r"/tmp/tmp[a-z0-9_]{8}", "/home/dev/proj", s),
                " Transcript path mapped: the session's project root /tmp/tmpXXXXXXXX -> /home/dev/proj.")
    raise KeyError(repo)

def find(repo, tool, key, value, prefix=False):
    """(source, raw value) of the one source call of `tool` whose input[key] equals (or starts with) value."""
    hits, calls = [], []
    for src, d in SNAP.items():
        if not src.startswith(repo + ":"):
            continue
        for c in d["calls"]:
            v = c["input"].get(key)
            if c["tool"] == tool and isinstance(v, str) and (v.startswith(value) if prefix else v == value):
                hits.append((src, v)); calls.append((src, c))
    vals = {v for _, v in hits}
    if len(vals) != 1:
        raise SystemExit(f"BUILD ERROR: {repo} {tool} {value[:70]!r} matches {len(vals)} distinct source values")
    for src, c in calls:
        _use_call(src, c)
    return hits[0]

def TB(repo, raw, verdict, cls, why, amb=False, tricky=None, prefix=False):
    """A Bash command from a session log, verbatim but for the root mapping."""
    src, raw = find(repo, "Bash", "command", raw, prefix)
    m, note = _mapper(repo)
    cmd = m(raw)
    C(cmd, src, verdict, cls, why + (note if cmd != raw else ""), filled=cmd != raw, amb=amb, tricky=tricky)

def TF(repo, tool, path, verdict, cls, why, amb=False):
    src, raw = find(repo, tool, "file_path", path)
    m, note = _mapper(repo)
    p = m(raw)
    F(tool, p, src, verdict, cls, why + (note if p != raw else ""), filled=p != raw, amb=amb)

def TW(repo, tool, key, value, verdict, cls, why, amb=False):
    src, raw = find(repo, tool, key, value)
    ti = next(c["input"] for c in SNAP[src]["calls"] if c["tool"] == tool and c["input"].get(key) == raw)
    W(tool, dict(ti), src, verdict, cls, why, amb=amb)

def _joined(text):
    return re.sub(r"[ \t]*\\\n\s*", " ", text)

def R(source, raw, verdict, cls, why, fill=None, amb=False, tricky=None):
    """A command from a repository file (source 'owner/repo:path'). `raw` must occur in the text of
    that file (continuation lines joined); `fill` is the concrete command when placeholders, Make
    variables or CI variables had to be given values (then filled=True and `why` says so)."""
    if source not in REPO_SNAP:
        raise SystemExit(f"BUILD ERROR: no source file for {source}")
    if not has_quote(source, raw):
        raise SystemExit(f"BUILD ERROR: not verbatim in {source}: {raw[:80]!r}")
    C(fill if fill is not None else raw, source, verdict, cls, why, filled=fill is not None, amb=amb, tricky=tricky)

def P(source, pattern, command, verdict, cls, why, amb=False, tricky=None):
    """A concrete command written for an allow/ask/deny pattern quoted from a settings file."""
    if not has_quote(source, pattern):
        raise SystemExit(f"BUILD ERROR: pattern {pattern!r} not in {source}")
    C(command, source, verdict, cls, why + f" Concrete command written for the pattern {pattern}.", filled=True, amb=amb, tricky=tricky)
