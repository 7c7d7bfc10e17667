"""Helpers for authoring the AskUserQuestion evaluation corpus (data only)."""

GB = "gsd-build/get-shit-done"          # commit bdcaab2c752d9a33a1a1ca9acf3a3c81fb991815
GC = "glittercowboy/get-shit-done"      # commit 131f24b5cd9014a1e910807565ad522416932053
AF = "xloxn69/AgileFlow"                # commit e29e6f09c80580550093e02645aa371c2dd8a74f
CE = "EveryInc/compound-engineering-plugin"  # commit 925b4ef71cbee0b4205693c4cafc9b2c557a603a
SP = "obra/superpowers"                 # commit 44c9b2d6e889982ac18c27d05a19fefe335194e1
CC = "anthropics/claude-code"           # commit 5cfc0a1905ce0c0a9bd81d8a90fe6b62ff614357
CPO = "anthropics/claude-plugins-official"  # commit 340e33aef211d95769d252324854497af871dafe

CALLS = []
_counters = {}


def O(label, description=""):
    return {"label": label, "description": description}


def Q(question, header, options, multi=False):
    opts = [o if isinstance(o, dict) else O(o) for o in options]
    return {"question": question, "header": header, "options": opts, "multiSelect": multi}


def sel(label):
    return {"select": label}


def multi(*labels):
    return {"multi": list(labels)}


def typ(text):
    return {"type": text}


def person(why):
    return {"person": why}


def L(category, expected, why, flags=()):
    return {"category": category, "expected": expected, "flags": list(flags), "why": why}


def call(family, slug, source, extracted, phase, files, questions, labels):
    key = (family, slug)
    _counters[key] = _counters.get(key, 0) + 1
    cid = f"{family}-{slug}-{_counters[key]}"
    if isinstance(questions, dict):
        questions = [questions]
    if isinstance(labels, dict):
        labels = [labels]
    CALLS.append({
        "id": cid,
        "family": family,
        "source": source,
        "extracted": extracted,
        "phase": phase,
        "cwd_files": dict(files or {}),
        "tool_input": {"questions": questions},
        "labels": labels,
    })
    return cid


def src(repo, path, section):
    """A call's `source`: owner/repo:path#heading (the commit is listed once per part, in its README)."""
    return f"{repo}:{path}#{section}"


def skill_phase(source):
    """The slash command a skill's question is asked under, from the call's `source` ("/cleanup" of
    "owner/repo:skill/cleanup/SKILL.md#…"); None for any other file (an agent's questions come from a request in
    plain words, with no command)."""
    path = source.split(":", 1)[1].split("#", 1)[0]
    return "/" + path.split("/")[-2] if path.endswith("/SKILL.md") else None


def merge(*dicts):
    out = {}
    for d in dicts:
        out.update(d)
    return out


class shown_from:
    """A step for corpus_stats.build_part, after the families' modules: the files named ``names`` that a call
    was authored with (what the workflow writes in the turn that asks, above the question) become the call's
    `shown` text, as a transcript's text block holds it, and leave its project files."""

    def __init__(self, *names):
        self.names = names

    def build(self):
        for c in CALLS:
            texts = [c["cwd_files"].pop(name) for name in self.names if name in c["cwd_files"]]
            if texts:
                c["shown"] = "\n".join(t.strip() for t in texts)
