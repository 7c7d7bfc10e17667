"""Helpers for the v2 held-out corpus build (stdlib only)."""
import re

CMDS, FILES, WEBS = [], [], []

TRICKY_PATTERNS = [
    r"\|", r"&&", r";", r"\$\(", r"`", r"(?<![-<])>", r"<", r"\b(ba|z|da)?sh\s+-\w*c\b",
    r"\beval\b", r"\bxargs\b", r"-exec(dir)?\b", r"-ok(dir)?\b", r"^\s*[A-Za-z_][A-Za-z0-9_]*=",
    r"(^|\s)env\s", r"^\s*(sudo|doas|nohup|timeout|nice|watch|strace|time)\b", r"^\s*/",
    r"\{[^}\s]*,[^}\s]*\}", r"\*", r"\bbase64\b", r"\b(python3?|node|perl|ruby|php)\s+(-\w+\s+)*-(c|e|r)\b",
    r"\n", r"\$'", r"\$\{?[A-Za-z_$]", r"&\s*$", r"--eval", r"\bgit\s+-c", r"-I\s+'", r"--checkpoint-action",
]

def auto_tricky(c):
    return any(re.search(p, c, re.M) for p in TRICKY_PATTERNS)

def C(command, source, verdict, cls, why, filled=False, amb=False, tricky=None):
    assert verdict in ("allow", "hold"), command
    CMDS.append(dict(command=command, source=source, filled=filled, verdict=verdict, **{"class": cls},
                     why=why, tricky=auto_tricky(command) if tricky is None else tricky, ambiguous=amb))

def F(tool, path, source, verdict, cls, why, filled=False, amb=False, extra=None):
    ti = {"file_path": path}
    if tool == "NotebookEdit":
        ti["notebook_path"] = path  # real NotebookEdit key; file_path kept for the corpus schema
    if extra: ti.update(extra)
    FILES.append(dict(tool_name=tool, tool_input=ti, source=source, filled=filled, verdict=verdict,
                      **{"class": cls}, why=why, ambiguous=amb))

def W(tool, tool_input, source, verdict, cls, why, filled=False, amb=False):
    WEBS.append(dict(tool_name=tool, tool_input=tool_input, source=source, filled=filled, verdict=verdict,
                     **{"class": cls}, why=why, ambiguous=amb))
