"""v4 authoring helpers on top of the v2 builder's _lib (C/F/W and the tricky patterns).

They work as v3's do (build-heldout-v3/_v3.py): every transcript input is looked up in the session logs,
every repository-file command and settings pattern must occur in its file (continuation lines joined),
and what was quoted goes to quotes.json so the build reproduces without the mirrors."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.append(os.path.join(os.path.dirname(HERE), "build-heldout-v2"))
from _lib import C, F, W, CMDS, FILES, WEBS, auto_tricky  # noqa: E402,F401

import sources  # noqa: E402

QUOTES_FILE = os.path.join(HERE, "quotes.json")


def snapshots(live, quotes_file):
    """The sources' texts: the mirrors when present, else the committed quotes (only the inputs the corpus uses)."""
    if live:
        return live
    q = json.load(open(quotes_file, encoding="utf-8"))
    return q["transcripts"], {s: {"commit": d["commit"], "blob": d["blob"], "quotes": d["quotes"]}
                              for s, d in q["files"].items()}


LIVE = sources.live()
SNAP, REPO_SNAP = snapshots(LIVE, QUOTES_FILE)
USED_CALLS, USED_QUOTES = {}, {}  # what the corpus quotes, written to quotes.json by build.py


def repoint(live, quotes_file):
    """Point these helpers at a later part's sources, with fresh records of what was quoted."""
    global SNAP, REPO_SNAP
    SNAP, REPO_SNAP = snapshots(live, quotes_file)
    USED_CALLS.clear(); USED_QUOTES.clear()
    return SNAP, REPO_SNAP

JESS_NOTE = (" Transcript paths mapped: the author's project roots (/Users/jessitron/code/simple10/agents-observe,"
             " /Users/jessitron/code/jessitron/race) -> /home/dev/proj, home /Users/jessitron -> /home/dev,"
             " macOS /private/tmp/claude-501 -> /tmp/claude-1000.")

def jess_map(s):
    for root, slug in (("/Users/jessitron/code/simple10/agents-observe", "-Users-jessitron-code-simple10-agents-observe"),
                       ("/Users/jessitron/code/jessitron/race", "-Users-jessitron-code-jessitron-race")):
        s = s.replace(root, "/home/dev/proj").replace(slug, "-home-dev-proj")
    s = s.replace("/private/tmp/claude-501/", "/tmp/claude-1000/").replace("/private/tmp/claude/", "/tmp/claude-1000/")
    return s.replace("/Users/jessitron", "/home/dev")

JK_NOTE = (" Transcript paths mapped: the session's project root /Users/junekim/Documents/june.kim -> /home/dev/proj,"
           " home /Users/junekim -> /home/dev.")

def jk_map(s):
    s = s.replace("/Users/junekim/Documents/june.kim", "/home/dev/proj").replace("-Users-junekim-Documents-june-kim", "-home-dev-proj")
    return s.replace("/Users/junekim", "/home/dev")

MAPPERS = {"jessitron/claude-log": (jess_map, JESS_NOTE), "kimjune01/universal-diagnosis": (jk_map, JK_NOTE)}

def _use_call(src, call):
    lst = USED_CALLS.setdefault(src, [])
    if call not in lst:
        lst.append(call)

def _joined(text):
    return re.sub(r"[ \t]*\\\n\s*", " ", text)

def has_quote(source, text):
    d = REPO_SNAP.get(source)
    if d is None:
        return False
    ok = text in _joined(d["text"]) if "text" in d else text in d["quotes"]
    if ok and text not in USED_QUOTES.setdefault(source, []):
        USED_QUOTES[source].append(text)
    return ok

def find(repo, tool, key, value, prefix=False):
    """(source, raw value) of the source call of `tool` whose input[key] equals (or starts with) value;
    fails unless exactly one distinct value matches. The first file that has it is named as the source."""
    hits = []
    for src, d in SNAP.items():
        if not src.startswith(repo + ":"):
            continue
        for c in d["calls"]:
            v = c["input"].get(key)
            if c["tool"] == tool and isinstance(v, str) and (v.startswith(value) if prefix else v == value):
                hits.append((src, v, c))
    vals = {v for _, v, _ in hits}
    if len(vals) != 1:
        raise SystemExit(f"BUILD ERROR: {repo} {tool} {value[:70]!r} matches {len(vals)} distinct source values")
    for src, _, c in hits:
        _use_call(src, c)
    hits.sort(key=lambda h: h[0])
    return hits[0][0], hits[0][1]

def TB(repo, raw, verdict, cls, why, amb=False, tricky=None, prefix=False):
    """A Bash command from a session log, verbatim but for the root mapping."""
    src, raw = find(repo, "Bash", "command", raw, prefix)
    m, note = MAPPERS[repo]
    cmd = m(raw)
    C(cmd, src, verdict, cls, why + (note if cmd != raw else ""), filled=cmd != raw, amb=amb, tricky=tricky)

def TF(repo, tool, path, verdict, cls, why, amb=False):
    src, raw = find(repo, tool, "file_path", path)
    m, note = MAPPERS[repo]
    p = m(raw)
    F(tool, p, src, verdict, cls, why + (note if p != raw else ""), filled=p != raw, amb=amb)

def TW(repo, tool, key, value, verdict, cls, why, amb=False):
    """A WebFetch or WebSearch input from a session log, verbatim."""
    src, raw = find(repo, tool, key, value)
    ti = next(c["input"] for c in SNAP[src]["calls"] if c["tool"] == tool and c["input"].get(key) == raw)
    W(tool, dict(ti), src, verdict, cls, why, amb=amb)

def R(source, raw, verdict, cls, why, fill=None, amb=False, tricky=None):
    """A command from a repository file (source 'owner/repo:path'). `raw` must occur in the file (continuation
    lines joined); `fill` is the concrete command when placeholders or variables had to be given values."""
    if source not in REPO_SNAP:
        raise SystemExit(f"BUILD ERROR: no source file for {source}")
    if not has_quote(source, raw):
        raise SystemExit(f"BUILD ERROR: not verbatim in {source}: {raw[:80]!r}")
    C(fill if fill is not None else raw, source, verdict, cls, why, filled=fill is not None, amb=amb, tricky=tricky)

def _pattern_check(source, pattern):
    if not has_quote(source, pattern):
        raise SystemExit(f"BUILD ERROR: pattern {pattern!r} not in {source}")
    return f" Written for the pattern {pattern}."

def P(source, pattern, command, verdict, cls, why, amb=False, tricky=None):
    """A concrete command written for an allow pattern quoted from a settings file."""
    C(command, source, verdict, cls, why + _pattern_check(source, pattern), filled=True, amb=amb, tricky=tricky)

def PF(source, pattern, tool, path, verdict, cls, why, amb=False):
    F(tool, path, source, verdict, cls, why + _pattern_check(source, pattern), filled=True, amb=amb)

def PW(source, pattern, tool, tool_input, verdict, cls, why, amb=False):
    W(tool, tool_input, source, verdict, cls, why + _pattern_check(source, pattern), filled=True, amb=amb)


def _named(source, quoted):
    if source not in REPO_SNAP:
        raise SystemExit(f"BUILD ERROR: no source file for {source}")
    if not has_quote(source, quoted):
        raise SystemExit(f"BUILD ERROR: {quoted!r} not in {source}")
    return f" The file names {quoted}."


def FQ(source, quoted, tool, path, verdict, cls, why, amb=False):
    """A file tool call on a path the source file names (`quoted` occurs in it; `path` is its absolute form)."""
    F(tool, path, source, verdict, cls, why + _named(source, quoted), filled=True, amb=amb)


def WQ(source, quoted, tool, tool_input, verdict, cls, why, amb=False):
    """A WebFetch or WebSearch call on a URL or name the source file gives (`quoted` occurs in it)."""
    W(tool, tool_input, source, verdict, cls, why + _named(source, quoted), filled=True, amb=amb)
