"""Helpers for authoring the v2 AskUserQuestion evaluation corpus (data only)."""

# Repositories and the commits that were read (see ../README.md).
VBW = "swt-labs/vibe-better-with-claude-code-vbw"   # d3fad0214bdbb8089c4315959d832d71585cef5b
BMAD = "bmad-code-org/BMAD-METHOD"                  # 67d876f1c317a82123e429d0c078ff3c601a99a8 (src/bmm-skills, src/core-skills)
#                                                     01bbe2a3ef2d4df7c34816fb92a3ede5bf278a95 (src/bmm/workflows, v6 step files)
CCPM = "automazeio/ccpm"                            # 1cb9483a74eb923fcd6c60de385bf2a0ac9c9a09 (ccpm/commands)
#                                                     7d7e4623bc6d4c0c9ba66ca6bfecd7e5261dc697 (skill/ccpm)
SPECKIT = "github/spec-kit"                         # 27f50f7e6b618ea14d74dd4037f9e7c60218b16c
CCSDD = "gotalab/cc-sdd"                            # 29aee950f4addc36f9aeecb9881c46540e71ecc9
SPECWF = "Pimzino/claude-code-spec-workflow"        # f3de74d8055120658ac199bfca865a3e1de9fd99

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


def merge(*dicts):
    out = {}
    for d in dicts:
        out.update(d)
    return out
