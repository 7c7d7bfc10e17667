"""What the words of a question or an option say an action does, as effects.

"Yes, push the branch and open a PR" pushes and publishes; "Start fresh: delete the
checkpoint" deletes; "Keep the existing workflow - don't make any changes" does nothing
hazardous. A text is read the way a person reads it:

- *commands* in it (a code span, a quoted ``'git push origin main'``) are judged as
  commands (:func:`command_effects`), like a permission prompt's Bash command;
- *prose* is read clause by clause as effect verbs acting on objects ("delete" + "the
  branch"; "enter" + "your API token"), where the object decides the effect: deleting a
  build folder or a cache is no hazard, deleting anything else is; a verb with no object
  of its own ("Yes, delete it") takes its object from the question (``context``);
- a verb is *negated* by what stands just before it in its clause ("does not delete",
  "without pushing", "Block ... delete commands", "Don't send"), and a clause that asks
  ("Notify the owner when stock is low?") describes behaviour, not an action now;
- warnings ("There is no undo", "cannot be reversed", "irreversible", "permanently")
  mark the effects found as irreversible, and are a hazard of their own when they name
  no effect this vocabulary knows.

The effects are those of commands (``delete``, ``discard_work``, ``rewrite_history``,
``push``, ``publish``, ``deploy``, ``send``, ``credentials``, ``outside_project``,
``privilege``, ``network_exec``, ``system``, ``unknown`` — a person decides; ``read``,
``build_test``, ``write_project``, ``vcs_local``, ``install_local`` — harmless).
"""

from __future__ import annotations

import functools
import re

from warden.judge import effects as E
from warden.judge.effects import ALLOWED, UNKNOWN
from warden.judge.prose_words import (
    AGAINST_DEPLOYED,
    ALLOWED_BY_KIND,
    AT_USERS,
    CODE_EDIT,
    DISPOSABLE,
    GIT_OBJECT,
    IRREVERSIBLE,
    LOCAL_TOOLING,
    NAMES_A_THING,
    NEGATOR,
    OUTSIDE_PATH,
    PRECIOUS,
    PRODUCTION,
    QUESTIONING,
    VERBS,
    is_credential,
    remote_object,
)

# what a person must authorise: everything the command judgement holds, and what it cannot tell
HAZARDS = frozenset(E.REASONS) - ALLOWED
OUTWARD = frozenset({E.PUSH, E.MERGE, E.PUBLISH, E.DEPLOY, E.SEND})
_I = re.IGNORECASE


class Effect(E.Effect):
    """One effect found in a text (:class:`warden.judge.effects.Effect`, its ``evidence``
    the words that show it) and whether the text warns that it cannot be undone."""

    __slots__ = ("irreversible",)

    def __init__(self, kind: str, words: str, irreversible: bool = False):
        super().__init__(kind, "", words)
        self.irreversible = irreversible

    @property
    def effect(self) -> str:
        return self.kind

    @property
    def words(self) -> str:
        return self.evidence

    @property
    def hazard(self) -> bool:
        return self.kind in HAZARDS

    def __repr__(self) -> str:
        return f"Effect({self.kind!r}, {self.evidence!r}{', irreversible' if self.irreversible else ''})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Effect) and (self.kind, self.evidence, self.irreversible) == (
            other.kind, other.evidence, other.irreversible)

    def __hash__(self) -> int:
        return hash((self.kind, self.evidence, self.irreversible))


def hazards(text: str, context: str = "", *, production: bool = False, cwd: str | None = None) -> list[Effect]:
    """The effects in ``text`` a person must authorise (see :func:`effects`)."""
    return [e for e in effects(text, context, production=production, cwd=cwd) if e.hazard]


def effects(text: str, context: str = "", *, production: bool = False, cwd: str | None = None) -> list[Effect]:
    """Every effect ``text`` says an action has. ``context`` (the question, for an
    option) gives a verb with no object of its own its object; ``production``: the
    project's database is a production one, so writing it is a deployment; ``cwd``: the
    project, where quoted commands run.

    A function of its arguments alone (the judge reads no file), so a long-running
    process (the server) reads each text once: the same options come back question
    after question."""
    return list(_effects(text, context, production, cwd))


@functools.lru_cache(maxsize=4096)
def _effects(text: str, context: str, production: bool, cwd: str | None) -> tuple[Effect, ...]:
    text = _straight(text)
    context = _straight(context)
    found: list[Effect] = []
    prose = text
    for cmd, span in _commands(text):
        for kind in command_effects(cmd, production=production, cwd=cwd):
            found.append(Effect(kind, cmd))
        prose = prose.replace(span, " the command ")
    for clause in _clauses(prose):
        found.extend(_clause_effects(clause, context, production))
        for m in re.finditer(r"\bdestructive\b", clause, _I):
            if not _negated(clause, m.start()) and clause[max(0, m.start() - 4): m.start()] != "non-":
                found.append(Effect(UNKNOWN, _words(clause, m)))  # the text itself calls the action destructive
    warning = irreversible(text)
    if warning:
        if any(e.hazard and e.kind != UNKNOWN for e in found):
            found = [Effect(e.kind, e.words, True) for e in found if e.hazard and e.kind != UNKNOWN or not e.hazard]
        else:
            found.append(Effect(UNKNOWN, warning, True))
    return tuple(_unique(found))


def irreversible(text: str) -> str | None:
    """The words in ``text`` that warn an action cannot be undone, if any."""
    for m in IRREVERSIBLE.finditer(_straight(text)):
        before = text[max(0, m.start() - 12): m.start()].lower()
        if re.search(r"\b(?:not|n't|no)\s*$", before):
            continue
        return m.group(0)
    return None


def _clause_effects(clause: str, context: str, production: bool) -> list[Effect]:
    found = []
    if QUESTIONING.search(clause) and re.search(r"\bwhen|\bif\b|\bwhenever\b", clause, _I):
        return found  # a feature described by a question ("Notify the owner when stock is low?")
    for verb in VERBS:
        for m in verb.pattern.finditer(clause):
            if clause[m.end(): m.end() + 1] in ("/", ".", "-", "_") and clause[m.end() + 1: m.end() + 2].strip():
                continue  # part of a path or a name ("updates/", "delete.ts"), not a verb
            if m.start() and clause[m.start() - 1] in "/._-":
                continue
            if re.search(r"=\s*[\"']$", clause[max(0, m.start() - 3): m.start()]):
                continue  # an attribute's value in markup (<label for="email">): a word, not an action
            if _negated(clause, m.start()):
                continue
            if re.match(r"open\b", m.group(0), _I) and _COUNTED.search(clause[max(0, m.start() - 14): m.start()]):
                continue  # "3 open issues", "the open tickets": "open" as an adjective, unresolved
            if re.search(r"(?:ion|ment)s?$", m.group(0), _I) and re.search(r"\b\d+\s+$", clause[max(0, m.start() - 8): m.start()]):
                continue  # "9 deletions(-)", "2 deployments": a count of what happened, not an action
            # "sent" is a participle, "deployment" a noun of action: "the deployment" is the one it names
            participle = bool(re.search(r"(?:ed|en|(?<!m)ent)$", m.group(0).split()[0], _I))
            if participle and (_DONE_BEFORE.search(clause[max(0, m.start() - 30): m.start()]) or (
                    _DETERMINER.search(clause[max(0, m.start() - 12): m.start()]) and " " not in m.group(0).strip())):
                continue  # "notes already shared with the class", "commits that were pushed": what happened, not what is done now
            if NAMES_A_THING.match(clause, m.end()):
                continue  # "the rm -rf rule", "a deployment platform": the name of a thing, not an action
            if _gerund_noun(clause, m):
                continue  # "retention pruning", "log rotation": a feature's name
            if _topic_noun(clause, m):
                continue  # "proceed to deployment & documentation": a stage of work named, not an action done
            if verb.kind == "credential_use" and _described_state(clause, m):
                continue  # "Token stored in browser localStorage": how a design keeps a thing, not an action now
            effect = _resolve(verb.kind, m, clause, context, production)
            if effect in ("write_project", "build_test") and _against_deployed(clause):
                effect = "deploy"  # running or writing against a deployed system ("the load test against staging")
            if effect is not None:
                found.append(Effect(effect, _words(clause, m)))
    return found


@functools.lru_cache(maxsize=256)
def _against_deployed(clause: str) -> bool:
    """Whether ``clause`` runs or writes against a deployed system; read once per clause, not per verb in it."""
    return bool(AGAINST_DEPLOYED.search(clause))


def _resolve(kind: str, m: re.Match[str], clause: str, context: str, production: bool) -> str | None:
    """The effect of verb match ``m`` of ``kind`` in ``clause``, by what it acts on."""
    after = clause[m.end(): m.end() + 80]
    before = clause[max(0, m.start() - 50): m.start()]
    obj = _object(after, before)
    verb = m.group(0).lower()
    if kind in ("rewrite_history", "discard_work", "privilege", "network_exec", "system", "publish", "send", "merge"):
        if kind == "discard_work" and obj and DISPOSABLE.search(obj) and not OUTSIDE_PATH.search(obj):
            return E.CLEAN
        return kind
    if kind == "replace":
        if is_credential(obj or "", context) or (not obj and is_credential(context)):
            return "credentials"
        if re.search(r"\b(?:existing|current|it|them|all|everything)\b", obj or "", _I):
            return "discard_work"
        if not obj or re.match(r"(?:with|by)\b", obj, _I):
            return "discard_work" if _mentions_existing(context) else None
        return None
    if kind == "regenerate":
        return "credentials" if is_credential(obj or context, context) else None
    if kind == "delete":
        if re.match(r"clear", verb) and re.search(r"\b(?:is|are|was|were|be|been|and|or|very|more|less|stay|stays|seems?)\s*$", before, _I):
            return None  # "if scope is small and clear": an adjective
        effect = _delete_effect(verb, obj, context)
        if effect == E.CLEAN and AT_USERS.search(clause):
            return "delete"  # "deletes the old cache on first launch": what the users downloaded, not build output
        return effect
    if kind == "deploy":
        if obj and LOCAL_TOOLING.search(obj) and not re.search(r"\b(?:prod|production|live|server|cloud|staging)\b", obj, _I):
            return None
        return "deploy"
    if kind == "push":
        if re.search(r"\bdb\b|\bdatabase\b|\bschema\b", before + " " + (obj or ""), _I):
            return "deploy" if production else "write_project"
        if re.search(r"^\s*(?:notifications?|alerts?|messages?)\b", after, _I) or re.search(r"\bpush\w* (?:notification|alert)", clause, _I):
            return None  # a push notification is a feature, not a git push
        if obj and GIT_OBJECT.search(obj):
            return "push"
        if not obj and re.search(r"\bgit push\b|\bpush(?:es|ed|ing)? (?:to |the )?(?:origin|remote|branch|main|master)", context, _I):
            return "push"
        if re.match(r"\s*(?:it\s+|them\s+|this\s+|the\s+(?:fix|change|changes|commit|commits|work)\s+)?(?:up\s+)?(?:to|into|onto)\s+(?:the\s+)?[`'\"]?"
                    r"(?:dev|develop|development|staging|trunk|release[\w./-]*|upstream|gh-pages|prod|production|[\w./-]+\s+branch)\b", after, _I):
            return "push"  # "push to dev", "push it to staging": a branch on the remote, whatever its name
        if re.search(r"\bdb push\b|\bdatabase\b", context, _I):
            return "deploy" if production else "write_project"
        if obj and re.search(r"\bpush\b", obj, _I) or re.search(r"\bthe push\b", clause, _I):
            return "push"
        if not obj and re.search(r"\b(?:confirm|approve|allow|proceed with|go ahead with|ready (?:to|for)|ok(?:ay)? to)\s+$", before, _I):
            return "push"  # "Confirm push?": the act itself, asked for by name
        if verb == "push" and (not obj or re.fullmatch(r"(?:(?:it|them)\s+)?(?:now|then|first|again|once more|immediately|right away|directly"
                                                    r"|straight away)|it|them", obj, _I)) \
                and _imperative(clause[:m.start()]):
            return "push"  # "Push and let CI run", "Push now": an option's own imperative pushes the work at hand
        return None
    if kind == "credential_use":
        if any(is_credential(o, context) and not _FEATURE.search(o) for o in _conjoined(after, obj)) or is_credential(before[-30:], context):
            return "credentials"
        # a bare "token" or "key" that is saved, entered or pasted is a secret value
        if re.search(r"^\s*(?:the |your |a |this |that |new |my )?(?:token|key|secret|pat)\b(?!s)", after, _I) or re.search(
                r"\b(?:token|key|secret)\s*$", before[-20:], _I) and verb not in ("add", "adds", "added", "adding", "create", "creates"):
            return "credentials"
        if re.search(r"^\s*(?:it|them)\b", after, _I) and is_credential(context):
            return "credentials"
        if obj and OUTSIDE_PATH.search(obj):
            return "outside_project"
        if obj and remote_object(obj) and re.match(r"(?:add|set|sav|stor|persist|creat|generat|upload|shar|post)", verb):
            return "send"  # "create the products in Stripe", "add it to the PR description"
        if re.match(r"commit", verb):
            return "vcs_local"
        if re.match(r"(?:add|set|sav|stor|persist|creat|generat)", verb):
            return "write_project"
        return None
    if kind in ("write", "make"):
        if obj and OUTSIDE_PATH.search(obj):
            return "outside_project"
        if obj and remote_object(obj) and not re.match(r"(?:install|fix|implement|refactor|execut|apply|re-?plan)", verb):
            return "send"  # "update the GitHub issue", "edit the PR description", "archive the Slack channel"
        if obj and PRODUCTION.search(obj):
            return "deploy"
        return "install_local" if verb.startswith("install") else "write_project"
    if kind == "look" and obj and OUTSIDE_PATH.search(obj):
        return "personal"  # "read files in ~/Documents": the person's own files
    if kind in ALLOWED_BY_KIND:
        return ALLOWED_BY_KIND[kind]
    if kind == "database":
        return "deploy" if production or PRODUCTION.search(clause) else "write_project"
    return None


# what may stand before a verb that is the text's own imperative: nothing, or earlier imperatives joined to it
# ("Commit and push", "Run the tests, then push"); a subject ("We push weekly", "CI pushes") makes it a statement
_SUBJECT = re.compile(r"^\W*(?:we|i|you|they|he|she|it|this|that|these|those|the|a|an|ci|our|my|your|their|who|which"
                      r"|nobody|no one|someone|everyone)\b", _I)


def _imperative(before: str) -> bool:
    """Whether a verb after ``before`` (its clause up to the verb) is the text's own command."""
    lead = before.strip(" \t-*\u2022\"'`([")
    if not lead:
        return True
    return bool(re.search(r"(?:\band|\bthen|,)\s*$", lead, _I)) and not _SUBJECT.match(lead)


def _delete_effect(verb: str, obj: str, context: str) -> str | None:
    if re.match(r"drop", verb) and not re.search(
            r"\b(?:tables?|databases?|db|schemas?|columns?|collections?|index(?:es)?|stash|commits?|data|branch(?:es)?|keyspace)\b", obj or "", _I):
        return None  # "drop Phase 5", "drop support for": not a deletion of data
    if re.match(r"empt", verb) and not re.search(
            r"^\s*(?:the |your |all |this |that )*(?:[\w.-]+ )?(?:bucket|trash|table|database|db|directory|dir|folder|queue|inbox|cache|disk)s?\b",
            obj or "", _I):
        return None  # "empty state", "empty list": an adjective
    if re.match(r"clear", verb) and not obj and not context:
        return None
    if re.match(r"truncat", verb) and not re.search(
            r"\b(?:tables?|data|databases?|db|collections?|logs?|files?|history|records?|rows?)\b", obj or context, _I):
        return None  # "truncate long titles": shortening text, not losing data
    target = obj or ""
    if not target or re.fullmatch(r"\W*(?:it|them|this|that|these|those|everything|all)?\W*", target, _I):
        target = (target + " " + context).strip()
    if OUTSIDE_PATH.search(target):
        return "outside_project" if not is_credential(target) else "credentials"
    if is_credential(obj or "", context) and not DISPOSABLE.search(obj or ""):
        return "credentials"
    if re.match(r"(?:remov|clean|clear|prun)", verb) and CODE_EDIT.search(target) and not PRECIOUS.search(target):
        return "write_project"
    if DISPOSABLE.search(target) and not PRECIOUS.search(target):
        return E.CLEAN
    return "delete"


_LEADS_A_VERB = frozenset("""with by for of to about before after when while without and or is are was were be been being
    start starts started stop stops keep keeps avoid avoids begin finish continue proceed allow allows prevent confirm approve
    try tries skip skips not also then just now""".split())


_COUNTED = re.compile(r"\b(?:\d+|the|all|any|no|remaining|these|those|its|their|our|your|still|two|three|four|five|several|many|few|some)\s+$", _I)
# a participle right after a determiner is an adjective: "the published timetable", "the deleted rows"
_DETERMINER = re.compile(r"\b(?:the|a|an|its|their|our|your|this|that|these|those|every|each)\s+$", _I)
_DONE_BEFORE = re.compile(r"\b(?:already|previously|earlier|(?:has|have|had) been|was|were)\s+(?:\w+\s+)?$", _I)


def _gerund_noun(clause: str, m: re.Match[str]) -> bool:
    """An -ing word right after a noun is part of a name ("retention pruning"), not an action."""
    word = m.group(0)
    if not word.lower().endswith("ing") or " " in word:
        return False
    before = re.search(r"([A-Za-z][\w'-]*)\s+$", clause[max(0, m.start() - 40): m.start()])
    if not before:
        return False
    prev = before.group(1).lower()
    return prev not in _LEADS_A_VERB and prev not in ("the", "a", "an", "this", "that", "these", "those", "your", "our", "my")


# a noun of action ("deployment", "publication") is an action when a verb of doing governs it ("start the
# deployment", "proceed with deployment", "fix implementation and deployment"); paired with writing about it
# ("deployment & documentation", "release notes and docs") it names a stage whose work is documents and
# configuration, not the action itself
_ACTION_NOUN = re.compile(r"(?:deployments?|publications?|releases?|rollouts?)$", _I)
_WRITING = r"(?:documentation|docs|readme|runbooks?|guides?|notes|configuration|config|planning|design|write-?ups?)\b"
_COORDINATED_AFTER = re.compile(r"\s*(?:&|\+|/|,)?\s*(?:(?:and|or)\b)?\s*(?:the\s+)?" + _WRITING, _I)
_COORDINATED_BEFORE = re.compile(r"\b" + _WRITING + r"\s*(?:&|\+|/|,)?\s*(?:\b(?:and|or)\s*)?$", _I)
# a noun of action naming a kind of work to plan: "deployment/rollout tasks", "release checklist items"
_WORK_AFTER = re.compile(r"(?:\s*/\s*[\w-]+)?\s+(?:tasks?|steps?|items?|tickets?|stories|checklists?|work|plans?|planning)\b", _I)
_GOVERNED = re.compile(r"\b(?:with|start\w*|begin\w*|run\w*|do|does|doing|perform\w*|trigger\w*|kick\w* off|execut\w*|approv\w*"
                       r"|ready for|time for|go ahead|authori[sz]\w*)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s*(?:&|and|\+|/|,)\s*)?$", _I)


def _topic_noun(clause: str, m: re.Match[str]) -> bool:
    """A noun of action paired with writing about it ("testing, documentation, or deployment"), or naming a kind of
    work to plan ("deployment/rollout tasks"), and governed by no verb of doing: a stage's name."""
    word = m.group(0)
    if " " in word or not _ACTION_NOUN.search(word):
        return False
    before = clause[max(0, m.start() - 40): m.start()]
    if not (_COORDINATED_AFTER.match(clause, m.end()) or _COORDINATED_BEFORE.search(before) or _WORK_AFTER.match(clause, m.end())):
        return False
    return not _GOVERNED.search(before)


# a past participle right after a bare noun ("Token stored in browser localStorage", "Secrets kept in the
# vault"): a heading describing how a thing is kept, not a verb of the sentence acting now
_KEPT = re.compile(r"(?:stored|kept|persisted|cached|held|saved)", _I)
_BARE_SUBJECT = re.compile(r"^\s*(?:[\w-]+\s+){0,2}[\w-]+\s+$")
_NOT_A_NOUN = re.compile(r"\b(?:i|we|you|it|they|he|she|will|'ll|to|and|or|then|please|should|would|must|can|could|may|might|is|are|was|were"
                         r"|be|been|has|have|had|get|gets|got)\b", _I)


# code about a credential, named by what it is: "refresh token support", "API key validation" are features, not secrets
_FEATURE = re.compile(r"\b(?:support|handling|rotation|flows?|endpoints?|validation|expiry|expiration|logic|middleware|parsing|parser"
                      r"|tests?|types?|models?|schema|docs|documentation)\s*$", _I)


def _described_state(clause: str, m: re.Match[str]) -> bool:
    word = m.group(0)
    if " " in word or not _KEPT.fullmatch(word) or m.start() > 80:
        return False  # (a heading's subject is a few words: a long clause is not read again per match)
    head = clause[: m.start()]
    return bool(_BARE_SUBJECT.match(head)) and not _NOT_A_NOUN.search(head)


def _mentions_existing(text: str) -> bool:
    return bool(re.search(r"\b(?:already exists?|existing|current|similar \w+ exists)\b", text, _I))


def _object(after: str, before: str) -> str:
    """The words a verb acts on: what follows it up to the clause's next conjunction,
    or, for a passive ("the branch will be deleted"), what precedes it."""
    m = re.match(r"[\s:,]*(.*?)(?=(?:\s+|(?<![^\s:,]))(?:and|or|but|then|so|before|after|while|because|unless|once)(?![\w-])|[,;]|$)", after, _I)
    obj = m.group(1).strip(" \t.:!?()") if m else ""
    if obj:
        return obj
    p = re.search(r"((?:\w[\w./-]* ){1,5})(?:will be|is|are|was|were|gets?|got|has been|have been|to be)\s*$", before, _I)
    return p.group(1).strip() if p else ""


def _conjoined(after: str, obj: str) -> list[str]:
    """The object and the noun phrases joined to it ("the Sentry DSN and the org auth token"): an "and" followed by
    a determiner joins another thing acted on, where one followed by a verb ("and commit it") starts another act."""
    out = [obj or ""]
    rest = after[after.find(obj) + len(obj):] if obj and obj in after else ""
    while (m := re.match(r"\s*(?:,\s*)?(?:and|or|,)\s+((?:the|a|an|your|our|its|their|this|that)\s.*?)(?=\s+(?:and|or|then|in|into|to|on)\s|[,;.]|$)", rest, _I)):
        out.append(m.group(1))
        rest = rest[m.end():]
    return out


def _negated(clause: str, start: int) -> bool:
    window = clause[max(0, start - 40): start]
    words = window.split()
    near = " ".join(words[-4:])
    return bool(NEGATOR.search(near))


def _words(clause: str, m: re.Match[str]) -> str:
    end = min(len(clause), m.end() + 40)
    cut = clause.rfind(" ", m.end(), end) if end < len(clause) else end
    return " ".join(clause[max(0, m.start()): cut if cut > m.end() else end].split())


def _clauses(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!?;])\s+|\n+|\s+[—–]\s+|\s+-\s+|(?<=\?)", text)
    return [p.strip() for p in parts if p and p.strip()]


def _straight(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')


def _unique(found: list[Effect]) -> list[Effect]:
    # in order, each once (by the effects' hash: a long text finds thousands)
    return list(dict.fromkeys(found))


# ------------------------------------------------------------------ commands in text

# a text written as a sentence, not a command line: an article among its words and nothing a shell reads
# ("cut a release and push the tag" is prose, though `cut` is a program)
_SENTENCE = re.compile(r"^[^-/=|;&$<>*~`'\"]*\b(?:the|a|an)\s[^-/=|;&$<>*~`'\"]*$", re.I)


_PROSE_SECOND = frozenset({"the", "a", "an", "on", "ahead", "forward", "along", "onto", "with", "this", "that", "these", "those", "it",
                           "them", "my", "your", "our", "their", "its"})


def _commands(text: str) -> list[tuple[str, str]]:
    """(command, the span as written) for each command in ``text``: a code span or a
    quoted text that starts with a program the command judgement knows (``createdAt >
    cursor`` and `` `tidectl backup run` `` are code and names, not commands to run), or
    a whole text that is one command line."""

    def known(body: str) -> bool:
        # the program table (some twenty modules) is imported only for a text that may hold a command
        from warden.judge.programs import PROGRAMS

        words = body.split()
        if not words or words[0] not in PROGRAMS:
            return False
        if len(words) == 1:
            return words[0] in ("git", "rm")
        # a program's name followed by an article or a particle is English ("move on to stage 4", "cat the logs")
        return words[1].lower() not in _PROSE_SECOND

    out = []
    whole = text.strip()
    if re.match(r"[a-z]", whole) and "\n" not in whole and not re.search(r"[.?!]\s|\?$", whole) and not _SENTENCE.search(whole) \
            and known(whole):
        return [(whole, whole)]
    for m in re.finditer(r"`([^`\n]+)`", text):
        if known(m.group(1).strip()):
            out.append((m.group(1).strip(), m.group(0)))
    for m in re.finditer(r"(?<![\w])'([^'\n]{2,200})'(?![\w])|\"([^\"\n]{2,200})\"", text):
        body = (m.group(1) or m.group(2) or "").strip()
        if known(body):
            out.append((body, m.group(0)))
    return out


def command_effects(command: str, *, production: bool = False, cwd: str | None = None) -> list[str]:
    """The effects of one shell command line, judged like a permission prompt's command
    (``warden.judge.commands``). A database change is a deployment against a production
    database and project work against a development one."""
    import os

    from warden.judge.commands import units
    from warden.judge.paths import Place

    home = os.path.expanduser("~")
    project = cwd or os.path.join(home, "project")
    kinds = [e.kind for _, effs in units(command, project, Place(project, home)) for e in effs]
    if E.ALTER_DATA in kinds:
        kinds = [(E.DEPLOY if production else E.WRITE_PROJECT) if k == E.ALTER_DATA else k for k in kinds]
    return list(dict.fromkeys(kinds)) or [UNKNOWN]
