"""Who holds a decision the project's files name: "Release titles are Ines's call", "Pricing, ad spend and
legal documents: mine, ask me", "Ask Ana before triggering more CI runs", "Route anything touching the
cut-off to Jonas", "Only Priya picks the release branch".

A sentence holds a thing for someone when it names three parts: the holder (a person by name, with or
without their role, a role such as "the founder" or "the release manager", or the writer themselves:
"mine", "ask me"), a relation that keeps the decision with them (their call, decision or approval; they
decide, approve, choose or own it; ask them first; route or leave it to them) and the thing itself. A
sentence that only records what someone did ("Ines approved the title") decides; it holds nothing, and
an imperative addressed to the reader ("approve when the output matches this file") names no holder.

:func:`held` returns the things as short phrases, one per item of a list ("pricing", "ad spend", "legal
documents"), so a question is matched against each thing, not against every word of the sentence.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
# words that look like a name at a sentence's start or in a heading but name no one
_NOT_NAMES = frozenset("""The This That These Those Our All Any Each Every Only Ask Route Leave Send Do Don Never Always No Not
    If When Where While After Before For From With Without Please Note Notes Use Keep Make Run Tests Test CI PR PRs API
    README CLAUDE TODO Release Releases Pricing Budget Title Titles Changes Anything Everything Nothing Gates Gate
    Claude Codex Copilot Gemini Cursor GPT ChatGPT""".split())
# a person by name ("Ines", "Ana Lopes"): a capitalised word that is not one of the words above
_NAME = (r"(?-i:(?!(?:" + "|".join(sorted(_NOT_NAMES)) + r")\b)[A-Z][a-z]{1,20}(?:\s+[A-Z][a-z]{1,20})?)")
# a role that decides for a project
_ROLE = (r"(?:the|our|a|my)\s+(?:[\w-]+\s+)?(?:founder|owner|product\s+owner|editor|lead|manager|maintainers?|designer|architect|PM|CTO|CEO|CFO"
         r"|COO|CISO|client|customer|legal(?:\s+team)?|security(?:\s+team)?|finance(?:\s+team)?|marketing(?:\s+team)?|IT|ops(?:\s+team)?"
         r"|compliance|board|partners?|director|supervisor|professor|advisor|reviewer|DPO|officer|accountant|lawyer|team|human|person)")
# a team named bare: "chosen by marketing", "needs legal"
_TEAM = r"(?:marketing|legal|security|finance|compliance|IT|ops|design|product|procurement|HR)\b"
# the role in brackets or after a comma: "Sora (release manager)", "the editor (Ines)", "Jonas, the electrical engineer,"
_ASIDE = r"(?:\s*\([^()\n]{1,40}\)|,\s+(?:the|our)\s+[\w -]{2,30},)?"
_WHO = rf"(?:(?:{_ROLE}|{_NAME}){_ASIDE}|{_TEAM})"
# the decision kept with the holder
_KEEP_NOUN = r"(?:call|decision|choice|say|sign-?off|approval|OK|okay|go-ahead|consent|responsibility|domain)"
_DECIDES = r"(?:decides|approves|chooses|picks|owns|signs\s+off(?:\s+on)?|has\s+the\s+final\s+say\s+on)"
_TO_DECIDE = r"(?:decide|choose|pick|approve|sign\s+off(?:\s+on)?|set|say)"

# Each form is found by its anchor (the relation and the holder), never by scanning for the thing from every
# position: a form whose thing comes first takes it from the text just before the anchor, back to the clause's
# start (at most ``_BACK`` characters), so a long line costs linear time.
_BACK = 80
_STOPS = ".;:!?\n"
# (?<!\s): an anchor opens at the first blank of a run, so a long run of blanks is read once
_BEFORE = [
    # "<thing> is/are <Name>'s call", "<thing> is the founder's decision", "<thing> is for Ines to decide"
    (re.compile(rf"(?<!\s)\s+(?:is|are|remains?|stays?)\s+(?:(?P<who>{_WHO})'s\s+(?:\w+\s+)?{_KEEP_NOUN}"
                rf"|up\s+to\s+(?P<who2>{_WHO})|for\s+(?P<who3>{_WHO})\s+to\s+{_TO_DECIDE})\b", _I), _STOPS),
    # "<thing>: mine, ask me", "<thing> — Ines decides", "<thing>: Ana's call", "<thing>: ask Ines first"
    (re.compile(rf"(?<!\s)\s*[:—–]\s*(?:(?P<me>mine|ask\s+me|I\s+decide|my\s+call)\b"
                rf"|(?P<who>{_WHO})(?:'s\s+{_KEEP_NOUN}|\s+{_DECIDES})\b|ask\s+(?P<who2>{_WHO})\b)", _I), ".;!?\n—"),
    # "major versions need my OK first", "schema changes require our sign-off": the writer keeps them
    (re.compile(r"(?<!\s)\s+(?:needs?|requires?|must\s+(?:have|get))\s+(?P<me>my|our)\s+(?:explicit\s+|written\s+)?"
                r"(?:OK|okay|approval|sign-?off|go-ahead|consent|review)\b", _I), _STOPS),
    # "<thing> goes to Ines for approval"
    (re.compile(rf"(?<!\s)\s+(?:go|goes|must\s+go|are\s+sent|is\s+sent)\s+to\s+(?P<who>{_WHO})\s+for\s+"
                rf"(?:approval|sign-?off|review|a\s+decision)\b", _I), _STOPS),
    # "<thing> is/are chosen/decided/approved/owned by <holder>"
    (re.compile(rf"(?<!\s)\s+(?:is|are|must\s+be|gets?|get)\s+(?:only\s+)?(?:chosen|decided|picked|approved|owned"
                rf"|signed\s+off|done|handled|made|performed)\s+(?:only\s+)?by\s+(?P<who>{_WHO})\b", _I), _STOPS),
]
_AFTER = [
    # "ask Ana before triggering more runs", "check with the founder before changing prices"
    re.compile(rf"\b(?:ask|check\s+with|consult|clear\s+it\s+with|get\s+approval\s+from)\s+(?P<who>{_WHO}|me)\s+(?:first\s+)?"
               rf"(?:before|about|for)\s+(?P<thing>[^.;:!?\n]{{3,80}})", _I),
    # "route anything touching the cut-off to Jonas", "leave release titles to Ines"
    re.compile(rf"\b(?:route|routes|leave|leaves|escalate|escalates|refer|refers)\s+(?P<thing>[^.;:!?\n]{{3,80}}?)"
               rf"\s+to\s+(?P<who>{_WHO})\b", _I),
    # "Ines decides the release title", "only Priya picks the release branch", "the founder approves pricing changes"
    re.compile(rf"(?:^|[.;:(—-]\s*|\bonly\s+)(?P<who>{_WHO})\s+(?:alone\s+|personally\s+|always\s+)?{_DECIDES}\s+(?P<thing>[^.;:!?\n]{{3,80}})",
               _I),
    # "only Priya pushes to release branches", "only the maintainers may tag releases"
    re.compile(rf"\bonly\s+(?P<who>{_WHO})\s+(?>(?:may\s+|can\s+|is\s+allowed\s+to\s+)?)[a-z]+(?:s|es)?\s+(?:to\s+|on\s+|in\s+)?"
               rf"(?P<thing>[^.;:!?\n]{{3,60}})", _I),
    # "do not pick release titles; Ines does", "don't choose the name yourself"
    re.compile(rf"\b(?:do\s+not|don'?t|never)\s+(?:pick|choose|decide|set|approve|change|write)\s+(?P<thing>[^.;:!?\n]{{3,60}}?)"
               rf"(?:\s*[;,]\s*(?P<who>{_WHO})\s+(?:does|will|decides|approves)\b|\s+yourself\b)", _I),
]
_SPLIT = re.compile(r"\s*(?:,|\band\b|\bor\b|/)\s*", _I)
_LEAD = re.compile(r"^\W*(?:anything|everything|all|any|every|each|the|a|an|our|your|their|about|touching|involving|on|of|to|more|new|changes?\s+to)\s+", _I)
# a time a clause ends on ("more CI runs this month"): when, not what
_WHEN = re.compile(r"\s+(?:(?:this|next|each|every|per|a)\s+(?:month|week|day|year|quarter|sprint|release|time)|today|tomorrow|first|again|now)\W*$", _I)
_FUNCTION = frozenset("""the a an our your their its this that these those all any each every anything everything something about touching
    involving on of to in for with from into more new changes change that which what it they them you me my mine only also just
    before after first""".split())


def _is_person(who: str) -> bool:
    first = who.split()[0] if who.split() else ""
    return bool(first) and (first not in _NOT_NAMES or who.lower().startswith(("the ", "our ", "a ", "my ")))


def _things(text: str) -> list[str]:
    """The things a clause lists ("Pricing, ad spend, legal documents and anything about selling the company")."""
    out = []
    for part in _SPLIT.split(text):
        part = part.strip(" -*\t\"'`()")
        while True:
            trimmed = _LEAD.sub("", part)
            if trimmed == part:
                break
            part = trimmed
        part = _WHEN.sub("", part)
        words = [w for w in re.findall(r"[A-Za-z][\w-]*", part) if w.lower() not in _FUNCTION]
        if words:
            out.append(" ".join(words[-3:]))
    return out


def held(sentence: str) -> list[tuple[str, str]]:
    """(a thing, its holder) for each thing ``sentence`` keeps with someone (empty: it keeps nothing)."""
    out: list[tuple[str, str]] = []
    found = [(m, _before(sentence, m.start(), stops)) for form, stops in _BEFORE for m in form.finditer(sentence)]
    found += [(m, m.group("thing")) for form in _AFTER for m in form.finditer(sentence)]
    for m, thing in found:
        g = m.groupdict()
        who = g.get("who") or g.get("who2") or g.get("who3") or ("the writer" if g.get("me") else "")
        if not who or not thing or (who != "the writer" and who.lower() != "me" and not _is_person(who)):
            continue
        out.extend((t, who) for t in _things(thing))
    return out


def _before(sentence: str, at: int, stops: str) -> str:
    """The clause of ``sentence`` that ends at ``at``: back to the last of ``stops``, at most ``_BACK`` characters."""
    head = sentence[max(0, at - _BACK):at]
    cut = max(head.rfind(c) for c in stops)
    thing = head[cut + 1:].strip()
    return thing if len(thing) >= 3 else ""
