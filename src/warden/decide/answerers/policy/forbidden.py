"""What the project's files forbid the agent to put out: "Never push; Alex pushes and opens PRs",
"Claude never pushes", "never run npm publish by hand", "Agents do not comment on public issues".

A question that would do such a thing (push, publish, deploy, merge, send) asks the agent to break
a rule its person wrote down; the option that holds back keeps the rule and loses nothing, and the
person who reserved the step still takes it. Only a plain, whole prohibition counts:

- its subject is the reader (an imperative) or the agent ("Claude", "agents", "assistants", "bots");
  "CI never deploys from forks" and "Dana pushes on Fridays" say what others do;
- it forbids the act itself, anywhere: "never push", "never push to origin", "never run npm publish
  by hand". One that says where, what or how ("never push to main", "never push tags", "never push
  with --no-verify", "never deploy on a Friday", "never push directly") forbids only some of them, and
  which one this question's is, is the person's to read;
- nothing in its line makes it a gate someone may open ("ask me first", "without Dana's go-ahead",
  "until", "after an explicit yes"), and nothing in its sentence a condition ("when on main: …");
- no line of the files allows the agent the same kind of act ("Claude may push feature branches",
  "it's fine to push to your fork"): the rule is then conditional, and the condition the person's.

The person's own request may hold the step back the same way (``held_back``): "don't push yet", "no
publish", or handing it back, "I'll paste it into Ghost myself" where the question proposes the Ghost
draft.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.evidence import Doc
from warden.decide.answerers.policy.phase import label_words
from warden.decide.answerers.policy.wording import straighten

_I = re.IGNORECASE
# the outward verbs, by the judge's kind of effect (``warden.judge.prose.OUTWARD``), in their plain form
# (an imperative) and as the agent's ("Claude never pushes"); shipping is each of push, publish and deploy
_KINDS = {
    "push": r"(?:run\s+)?(?:git\s+)?(?:force[- ])?push(?:es)?",
    "publish": r"(?:run\s+)?(?:npm\s+|pnpm\s+|yarn\s+|pypi\s+|cargo\s+|twine\s+)?publish(?:es)?|releases?",
    "deploy": r"deploys?",
    "merge": r"(?:self-)?merges?",
    "send": r"posts?|comments?|announces?|sends?|e-?mails?|notif(?:y|ies)",
}
_SHIP = re.compile(r"^ship(?:s)?$", _I)
_VERB = "|".join(f"(?P<{k}>{v})" for k, v in _KINDS.items()) + r"|(?P<ship>ships?)"
_AGENT = r"(?:claude(?:\s+code)?|agents?|the\s+agent|assistants?|bots?|AI(?:\s+agents?)?|LLMs?|you)"
_NOT = r"(?:never|do\s+not|don't|does\s+not|doesn't|must\s+not|mustn't|may\s+not|should\s+not|shouldn't|cannot|can't|will\s+not|won't|are\s+not\s+allowed\s+to|is\s+not\s+allowed\s+to)"
# a clause that begins with the prohibition, the agent its subject or none (an imperative)
_PROHIBITS = re.compile(rf"^(?P<agent>{_AGENT}\s+(?:must\s+|should\s+|may\s+|will\s+)?)?{_NOT}\s+(?:ever\s+)?(?:{_VERB})(?P<rest>(?:\W.*)?)$", _I)
# what may follow the act and still forbid every one of it: where it goes out (anywhere: origin, the
# remote), that it is by hand, the work itself
_WHOLE = re.compile(r"^\W*(?:(?:(?:it|them|anything|changes|commits|code|(?:your\s+|the\s+)?work)\s*)?"
                    r"(?:(?:to|on)\s+(?:the\s+)?(?:origin|remote|remotes|github|gitlab|npm|pypi|the\s+registry)\b)?\s*"
                    r"(?:by\s+hand|manually|yourself|ever|at\s+all)?)\W*$", _I)
# a gate someone may open, anywhere in the line: not a rule against the act but a reservation
_GATE = re.compile(r"\b(?:ask\w*|yes|unless|until|without|except|approv\w*|go-ahead|sign-?off|permission|OK|okay|explicit\w*"
                   r"|tell\s+you|say\s+so|instruct\w*|request\w*|confirm\w*)\b", _I)
# a condition in the prohibition's own sentence: "When on main: never push"
_CONDITION = re.compile(r"\b(?:when|whenever|if|while|once|after|before|during|on\s+main|unless)\b", _I)
# the same kind of act allowed: "Claude may push feature branches", "it's fine to push to your fork"
_ALLOWS = re.compile(rf"\b(?:may|can|could|allowed\s+to|permitted\s+to|fine\s+to|ok(?:ay)?\s+to|free\s+to|welcome\s+to|should)\s+"
                     rf"(?:\w+\s+(?:and|or)\s+)?(?:{_VERB})\b", _I)
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n")
_CLAUSES = re.compile(r"[.;:!]\s+|\s+[—–-]{1,2}\s+|,\s+")
_MARKS = re.compile(r"[*_`\"“”]")
_NEGATED = re.compile(r"\b(?:never|not|no|n't|cannot)\b|n't\b", _I)


def prohibition(docs: list[Doc], kinds: set[str], request: str = "") -> tuple[str, set[str]] | None:
    """The files' sentence forbidding the agent every act of one of ``kinds`` (outward effects: push,
    publish, deploy, merge, send; a force-push rewrites history), and the kinds it forbids. None when
    none does, when any line of the files allows the agent the same kind of act, or when the person's
    ``request`` (what they typed, or what the question says they asked) names the act: their request
    against their rule is theirs to settle."""
    found = None
    for d in docs:
        for line in d.text.splitlines():
            plain = _MARKS.sub("", straighten(line))
            if not _NEGATED.search(plain) and not _ALLOWS.search(plain):
                continue
            if any(_forbids(m) & kinds for m in _ALLOWS.finditer(plain)):
                return None  # a permission beside the rule: its conditions are the person's to read
            if found or _GATE.search(plain):
                continue
            for sentence in _SENTENCES.split(plain):
                for clause in _CLAUSES.split(sentence):
                    m = _PROHIBITS.match(clause.strip(" -*\t#>"))
                    if not m or not _WHOLE.match(m.group("rest")):
                        continue
                    if not m.group("agent") and re.search(r"[^s]s$", _verb(m), _I):
                        continue  # "never deploys": someone else's act, not an order to the reader
                    forbids = _forbids(m)
                    if re.search(r"force", _verb(m), _I):
                        forbids = {"rewrite_history"}  # a force-push: a plain one is not forbidden
                    if not forbids & kinds or _CONDITION.search(sentence[: sentence.find(clause)] if clause in sentence else ""):
                        continue
                    if request and _asks_for(request, forbids):
                        continue
                    found = (line.strip(" -*\t#>"), forbids & kinds)
                    break
                if found:
                    break
    return found


def _verb(m: re.Match[str]) -> str:
    return next((m.group(k) for k in (*_KINDS, "ship") if m.group(k)), "")


def _forbids(m: re.Match[str]) -> set[str]:
    if m.group("ship"):
        return {"push", "publish", "deploy"}
    return {k for k in _KINDS if m.group(k)}


_REQUEST_VERBS = {"push": r"push|ship", "publish": r"publish|ship", "deploy": r"deploy|ship",
                  "merge": r"merge|land", "send": r"post|comment|announce|send|e-?mail|notify", "rewrite_history": r"force"}


def _verbs(kinds: set[str]) -> str:
    """The words that name doing one of ``kinds`` in a request or an option, as one alternation ("" for none)."""
    return "|".join(_REQUEST_VERBS[k] for k in kinds if k in _REQUEST_VERBS)


def _asks_for(request: str, kinds: set[str]) -> bool:
    """Whether the person's request names one of the acts ``kinds`` forbids ("/ship", "push it once green")."""
    words = _verbs(kinds)
    return bool(words) and bool(re.search(rf"(?<![a-z])(?:{words})", request, _I))


_NOT_DOING = re.compile(r"\b(?:don't|do\s+not|not|no|skip|without|never|instead\s+of)\W+(?:\w+\W+){0,2}$", _I)


def does(text: str, kinds: set[str]) -> bool:
    """Whether ``text`` (an option's words) names doing one of the acts ``kinds`` forbids, not negated
    ("Push later", "then push automatically"; not "Don't push", "Skip push", "Keep it unpushed")."""
    words = _verbs(kinds)
    plain = straighten(text)
    return bool(words) and any(not _NOT_DOING.search(plain[: m.start()])
                               for m in re.finditer(rf"(?<![a-z])(?:{words})", plain, _I))


# a clause of the request handing a step back to the person: "I'll paste it into Ghost myself"
# the words that hand a step back, which name nothing the question proposes
_HANDING = frozenset("will let want myself manual manually hand".split())
_MINE = re.compile(r"\b(?:I'?ll|I\s+will|let\s+me|I\s+want\s+to)\b.*\b(?:myself|manually|by\s+hand)\b", _I)


def held_back(request: str, kinds: set[str], question: str) -> str | None:
    """The clause of the person's request that holds back the step ``kinds`` names: it says not to take it
    ("don't push yet", "no publish") or hands it back ("I'll paste it into Ghost myself", where the question
    proposes the Ghost draft: the clause shares a word with it). None when no clause does, or when another
    clause asks for the act ("push it, I'll tag it myself")."""
    rest = request.split(None, 1)[1] if " " in request.strip() else ""
    words = _verbs(kinds)
    if not rest or not words:
        return None
    asked = label_words(straighten(question))
    said = None
    for clause in _CLAUSES.split(straighten(rest)):
        doing = [m for m in re.finditer(rf"(?<![a-z])(?:{words})", clause, _I)]
        if any(not _NOT_DOING.search(clause[: m.start()]) for m in doing):
            return None  # the request asks for the act in this clause
        if doing or (_MINE.search(clause) and asked & (label_words(clause) - _HANDING)):
            said = said or clause.strip()
    return said


# a rule that keeps commits off a branch: "Nothing is committed on main directly", "Never commit directly to master"
_BRANCH_RULE = re.compile(r"\b(?:never|don't|do\s+not|must\s+not|may\s+not|nothing\s+is|no\s+one|nobody)\s+(?:\w+\s+){0,2}?"
                          r"(?:commit(?:s|ted|ting)?|push(?:es|ed)?)\s+(?:\w+\s+){0,2}?(?:on|to|into|onto)\s+(?:the\s+)?"
                          r"(main|master|trunk|develop)\b", _I)
_COMMITS = re.compile(r"\bcommit\w*", _I)


def off_branch(docs: list[Doc], text: str) -> str | None:
    """The files' rule keeping commits off a branch (``main``, ``master``, ``trunk``, ``develop``) where ``text`` (the
    question, the option and what the session showed) commits on that branch ("(on main)", "Current branch: main");
    None where it does not, or no rule does."""
    if not _COMMITS.search(text):
        return None
    for d in docs:
        for line in d.text.splitlines():
            m = _BRANCH_RULE.search(_MARKS.sub("", straighten(line)))
            if m and re.search(rf"\b(?:on|current\s+branch:?|branch:)\s+`?{m.group(1)}\b`?", text, _I):
                return line.strip(" -*\t#>")
    return None
