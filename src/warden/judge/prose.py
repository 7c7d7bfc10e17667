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

import re

from warden.judge import effects as E
from warden.judge.effects import ALLOWED, UNKNOWN

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
    project, where quoted commands run."""
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
            if not _negated(clause, m.start()) and not re.search(r"non-$", clause[: m.start()]):
                found.append(Effect(UNKNOWN, _words(clause, m)))  # the text itself calls the action destructive
    warning = irreversible(text)
    if warning:
        if any(e.hazard and e.kind != UNKNOWN for e in found):
            found = [Effect(e.kind, e.words, True) for e in found if e.hazard and e.kind != UNKNOWN or not e.hazard]
        else:
            found.append(Effect(UNKNOWN, warning, True))
    return _unique(found)


def irreversible(text: str) -> str | None:
    """The words in ``text`` that warn an action cannot be undone, if any."""
    for m in _IRREVERSIBLE.finditer(_straight(text)):
        before = text[max(0, m.start() - 12): m.start()].lower()
        if re.search(r"\b(?:not|n't|no)\s*$", before):
            continue
        return m.group(0)
    return None


# ------------------------------------------------------------------ the vocabulary

def _verb(*stems: str) -> str:
    """A pattern for verbs and their inflections: ``_verb("delet~e")`` is delete,
    deletes, deleted, deleting; ``stem:suffix`` marks where inflections attach."""
    out = []
    for s in stems:
        if "~" in s:
            root, base = s.split("~")
            out.append(root + r"(?:" + base + r"|" + base + r"s|" + base + r"d|ed|es|ing|ion|ions)")
        else:
            out.append(s)
    return r"\b(?:" + "|".join(out) + r")\b"


_IRREVERSIBLE = re.compile(
    r"\b(?:irreversibl[ey]|irrecoverabl[ey]|unrecoverabl[ey]|permanent(?:ly)?(?= delet| remov| eras| lost| gone| destroy)|permanently"
    r"|(?:cannot|can ?not|can't|won't be able to)\s+(?:be\s+)?(?:undone|undo|reversed|reverted|recovered|restored|rolled back)"
    r"|there is no (?:undo|going back|way back|recovery)|no (?:undo|way back|going back)|for good|forever)\b",
    _I,
)

# negators that govern a verb standing close after them in its clause
_NEGATOR = re.compile(
    r"(?:\b(?:not|never|no|without|nothing|none|neither|nor|instead of|rather than|avoid(?:s|ing)?|block(?:s|ing)?|prevent(?:s|ing)?"
    r"|protect(?:s|ing)? against|guard(?:s|ing)? against|forbid(?:s|ding)?|disallow(?:s|ing)?|deny|denies|refus\w+|skip(?:s|ping)?"
    r"|keep(?:s|ing)?|preserv\w+|won't|don't|doesn't|didn't|isn't|aren't|cannot|can't|instead)\b|n't\b)",
    _I,
)
_QUESTIONING = re.compile(r"\?\s*$")

_DISPOSABLE = re.compile(
    r"\b(?:build|builds|dist|target|out|\.next|artifacts?|artefacts?|caches?|cached|node_modules|__pycache__|\.pyc|pytest_cache|mypy_cache"
    r"|coverage|temp|temporary|tmp|scratch|compiled|bytecode|stale (?:lock ?file|lock|pid ?file)|lock ?file|generated|logs? of (?:the )?build)\b",
    _I,
)
_CODE_EDIT = re.compile(
    r"\b(?:unused|dead code|imports?|console\.log|print statements?|debug(?:ging)? (?:code|statements?|output|logs?)|comments? from|whitespace"
    r"|trailing|lines? (?:of|from)|statements?|typos?|duplicat\w+|todos?|warnings?|lint|redundant|obsolete code|the (?:flag|option|parameter|argument))\b",
    _I,
)
_OUTSIDE_PATH = re.compile(r"(?:(?<![\w.])(?:~/|\$HOME\b|/home\b|/etc\b|/usr\b|/var\b|/opt\b|/root\b|/System\b|/Library\b|/bin\b|/sbin\b|C:\\)"
                           r"|(?<=\s)/(?=\s|$)|\bglobal(?:ly)? (?:config\w*|settings?|claude\.md|git ?config|gitconfig|profile)|\bfor all projects\b"
                           r"|\bhome directory\b|\bsystem-wide\b)", _I)
# what is a credential for sure, and words that are one only beside such a word ("key added"
# after "needs RESEND_API_KEY"; "adds tokens/time" is not about a credential)
_CREDENTIAL = re.compile(
    r"\b(?:api[_ -]?keys?|access[_ -]?keys?|secret(?:s| keys?)?|passwords?|passphrases?|credentials?|certificates?|ssh keys?|private keys?"
    r"|signing keys?|(?:access|api|auth|bearer|personal|github|gitlab|npm|pypi|refresh|session|deploy|ci) tokens?|ghp_\w*|glpat-\w*"
    r"|[A-Z][A-Z0-9]*_(?:API_)?(?:KEY|TOKEN|SECRET|PASSWORD)\b)",
)
_CREDENTIAL_I = re.compile(_CREDENTIAL.pattern.replace("|[A-Z][A-Z0-9]*_(?:API_)?(?:KEY|TOKEN|SECRET|PASSWORD)\\b", ""), _I)
_CREDENTIAL_WEAK = re.compile(r"\b(?:keys?|tokens?|secret|pat)\b", _I)


def _credential(text: str, context: str = "") -> bool:
    """Whether ``text`` names a credential (a bare "key" or "token" counts when ``context``
    or ``text`` itself names one for sure)."""
    if _CREDENTIAL.search(text) or _CREDENTIAL_I.search(text):
        return True
    return bool(_CREDENTIAL_WEAK.search(text)) and bool(_CREDENTIAL.search(context) or _CREDENTIAL_I.search(context))


_GIT_OBJECT = re.compile(
    r"\b(?:branch(?:es)?|origin|remote|upstream|main|master|develop|tags?|commits?|changes|code|repo(?:sitory)?|it|them|head|--tags|--force|-f)\b", _I)
_DB_OBJECT = re.compile(r"\b(?:database|db|schema|tables?|migrations?|data ?base)\b", _I)
_LOCAL_TOOLING = re.compile(r"\b(?:scripts?|hooks?|features?|agents?|commands?|config\w*|templates?|skills?|plugins?|locally|local)\b", _I)


class _Verb:
    __slots__ = ("pattern", "kind")

    def __init__(self, pattern: str, kind: str):
        self.pattern = re.compile(pattern, _I)
        self.kind = kind


_VERBS = [
    _Verb(r"\bforce[- ]?push\w*|\bpush\w* (?:--force|-f)\b|\bforce[- ]with[- ]lease|\brewrit\w* (?:the |git |its |their )*history"
          r"|\brebas\w*|\bamend(?:s|ed|ing)? (?:the |a |pushed |published )*commits?|\bsquash(?:es|ed|ing)? (?:the |all |these |those |\d+ )*commits"
          r"|\bfilter-branch", "rewrite_history"),
    _Verb(r"\bhard reset|\breset\w* (?:--hard|(?:the |your )?(?:branch|working tree|worktree|head|main|master|local changes))"
          r"|\bdiscard\w*|\bthrow(?:s|ing)? away|\bthrew away|\blos(?:e|es|ing) (?:all |your |the |any )*(?:changes|work|edits|progress|data|commits|history)"
          r"|\boverwrit\w*|\bclobber\w*|\bstart(?:s|ing)? (?:over|fresh|from scratch)|\broll(?:s|ed|ing)? ?back"
          r"|\brevert\w* (?:the |your |all |any )*(?:uncommitted|unsaved|local|working|pending) (?:changes|edits|work)"
          r"|\bundo(?:es|ing)? (?:the |your |all )*(?:local |uncommitted )?(?:changes|edits|work)"
          r"|\babandon\w* (?:the |this |your |all |these )*(?:changes|work|branch|commits|edits|progress)", "discard_work"),
    _Verb(r"\breplac(?:e|es|ed|ing)\b", "replace"),
    _Verb(r"\bregenerat\w*|\brotat(?:e|es|ed|ing)\b|\brevok\w*", "regenerate"),
    _Verb(_verb("delet~e", "remov~e", "eras~e", "wip~e", "purg~e", "destroy", "destroys", "destroyed", "destroying", "destruction",
                "nuke", "nukes", "nuked", "nuking", "obliterat~e", "prun~e", "uninstall", "uninstalls", "uninstalled", "uninstalling",
                "rm", "get rid of", "clean(?:s|ed|ing)? up", "clear(?:s|ed|ing)?(?: out)?", "tear(?:s|ing)? down", "tore down",
                "drop(?:s|ped|ping)?", "truncat~e", "empty(?:ing)?", "empties", "emptied"), "delete"),
    _Verb(r"\bdeploy\w*|\bre-deploy\w*|\broll(?:s|ed|ing)? ?out|\bgo(?:es|ing)? live|\bpromot\w* (?:\w+ ){0,3}?to (?:prod|production|live)\b"
          r"|\b(?:ship|push|releas)\w* (?:\w+ ){0,4}?to (?:the )?(?:prod|production|live|users|customers)\b", "deploy"),
    _Verb(r"\bpublish\w*|\brelease(?:s|d)? (?:a |the |new |version |v?\d)|\bcut(?:s|ting)? (?:a |the )?release|\bnpm publish"
          r"|\b(?:creat|open)\w* (?:a |an |the |new )?(?:draft )?(?:pull request|pr|merge request|mr|github release|release)\b"
          r"|\bmerg\w* (?:the |this |that |your |a )?(?:pull request|pr|mr|merge request)\b|\bmerg\w* when (?:ci|checks|the build|tests) pass"
          r"|\bmake (?:it|the repo\w*|the project) public", "publish"),
    _Verb(r"\bpush(?:es|ed|ing)?\b", "push"),
    _Verb(r"\b(?:merg\w*|integrat\w*|land(?:s|ed|ing)?) (?:[\w-]+ ){0,3}?(?:in)?to (?:the |your )?(?:main|master|trunk|develop|production|release|default branch)\b", "merge"),
    _Verb(_verb("send", "sends", "sent", "tweet\\w*", "announc~e")
          + r"|\be-?mail(?:s|ed|ing)?\b(?! (?:links?|address\w*|templates?|notifications?|verification|fields?|logins?|passwords?|digests?|formats?|inputs?|columns?|and password))" +
          r"|\bnotif(?:y|ies|ied|ying) (?:the |all |your )?(?:stakeholders|team|users|customers|subscribers|people|owners?|reviewers?|everyone|channel)"
          r"|\bpost(?:s|ed|ing)? (?:a |the |an )?(?:comment|message|reply|update|note)s?\b|\bcomment(?:s|ed|ing)? on\b|\breply(?:ing)? to\b"
          r"|\brequest(?:s|ed|ing)? (?:a )?review from|\bping(?:s|ed|ing)? (?:a |the |your )?(?:teammate|reviewer|team)"
          r"|\b(?:file|open|creat|rais|submit)\w* (?:a |an |the |new )?(?:tracked |github |gitlab |public )?(?:issues?|tickets?|bug reports?)\b"
          r"|\b(?:fil|log|report|record|track|submit)\w* (?:it|this|them|the \w+|findings?) (?:in|into|to|on) (?:the |a |your )?(?:\w+ ){0,2}?(?:tracker|issues|jira|linear|github|gitlab)\b"
          r"|\bclos\w* [^.;]{0,40}\bwith [^.;]{0,20}\bcomments?\b|\bmessag(?:e|es|ed|ing) (?:the |your )", "send"),
    _Verb(r"\b(?:trigger|dispatch|kick(?:s|ed|ing)? off|re-?run|start)\w* (?:the |a |an )?(?:remote |ci |github actions? |gitlab |deploy(?:ment)? |release )"
          r"(?:workflow|pipeline|build|job|run)s?\b|\b(?:run|trigger)\w* (?:\w+ ){0,3}?(?:remotely|on (?:github|gitlab|ci|the ci))\b", "send"),
    _Verb(r"\b(?:grant|give|add|allow|approv)\w* (?:\w+ ){0,3}?(?:permissions?|access|rules?|rights|privileges?|sudo|admin)\b|\bsudo\b"
          r"|\bchmod\b|\bchown\b|\bas root\b|\balways allow\b", "privilege"),
    _Verb(r"\bcurl\b[^|]*\|\s*(?:ba|z)?sh\b|\bdownload\w* and (?:run|execut)\w*|\bpip(?:e|ed|ing) (?:it )?(?:in)?to (?:ba|z)?sh\b", "network_exec"),
    _Verb(r"\binstall\w* (?:\w+ ){0,3}?(?:globally|system-wide)|\bmodif\w* (?:your |the )?(?:shell profile|bashrc|zshrc|path)|\breboot\w*"
          r"|\brestart\w* (?:the )?(?:machine|computer|docker daemon|system)", "system"),
    _Verb(_verb("enter", "enters", "entered", "entering", "provid~e", "past~e", "add", "adds", "added", "adding", "set", "sets",
                "setting", "sav~e", "stor~e", "persist", "persists", "persisted", "persisting", "creat~e", "generat~e", "shar~e",
                "upload", "uploads", "uploaded", "uploading", "commit", "commits", "committed", "committing", "print", "prints",
                "printed", "printing", "log", "logs", "logged", "logging", "reveal", "reveals", "revealed", "expos~e"), "credential_use"),
    _Verb(_verb("writ~e", "wrote", "written", "modif(?:y|ies|ied|ying)", "chang~e", "edit", "edits", "edited", "editing",
                "updat~e", "append", "appends", "appended", "appending", "add", "adds", "added", "adding", "install", "installs",
                "installed", "installing", "mov~e", "cop(?:y|ies|ied|ying)"), "write"),
    _Verb(r"\bdb push\b|\bmigrat\w*|\bseed(?:s|ed|ing)? the (?:database|db)|\bschema change", "database"),
]


def _clause_effects(clause: str, context: str, production: bool) -> list[Effect]:
    found = []
    if _QUESTIONING.search(clause) and re.search(r"\bwhen|\bif\b|\bwhenever\b", clause, _I):
        return found  # a feature described by a question ("Notify the owner when stock is low?")
    for verb in _VERBS:
        for m in verb.pattern.finditer(clause):
            if clause[m.end(): m.end() + 1] in ("/", ".", "-", "_") and clause[m.end() + 1: m.end() + 2].strip():
                continue  # part of a path or a name ("updates/", "delete.ts"), not a verb
            if m.start() and clause[m.start() - 1] in "/._-":
                continue
            if _negated(clause, m.start()):
                continue
            effect = _resolve(verb.kind, m, clause, context, production)
            if effect is not None:
                found.append(Effect(effect, _words(clause, m)))
    return found


def _resolve(kind: str, m: re.Match[str], clause: str, context: str, production: bool) -> str | None:
    """The effect of verb match ``m`` of ``kind`` in ``clause``, by what it acts on."""
    after = clause[m.end(): m.end() + 80]
    before = clause[max(0, m.start() - 50): m.start()]
    obj = _object(after, before)
    verb = m.group(0).lower()
    if kind in ("rewrite_history", "discard_work", "privilege", "network_exec", "system", "publish", "send", "merge"):
        if kind == "discard_work" and obj and _DISPOSABLE.search(obj) and not _OUTSIDE_PATH.search(obj):
            return E.CLEAN
        return kind
    if kind == "replace":
        if _credential(obj or "", context) or (not obj and _credential(context)):
            return "credentials"
        if re.search(r"\b(?:existing|current|it|them|all|everything)\b", obj or "", _I):
            return "discard_work"
        if not obj or re.match(r"(?:with|by)\b", obj, _I):
            return "discard_work" if _mentions_existing(context) else None
        return None
    if kind == "regenerate":
        return "credentials" if _credential(obj or context, context) else None
    if kind == "delete":
        return _delete_effect(verb, obj, context)
    if kind == "deploy":
        if obj and _LOCAL_TOOLING.search(obj) and not re.search(r"\b(?:prod|production|live|server|cloud|staging)\b", obj, _I):
            return None
        return "deploy"
    if kind == "push":
        if re.search(r"\bdb\b|\bdatabase\b|\bschema\b", before + " " + (obj or ""), _I):
            return "deploy" if production else "write_project"
        if re.search(r"^\s*(?:notifications?|alerts?|messages?)\b", after, _I) or re.search(r"\bpush\w* (?:notification|alert)", clause, _I):
            return None  # a push notification is a feature, not a git push
        if obj and _GIT_OBJECT.search(obj):
            return "push"
        if not obj and re.search(r"\bgit push\b|\bpush(?:es|ed|ing)? (?:to |the )?(?:origin|remote|branch|main|master)", context, _I):
            return "push"
        if re.search(r"\bdb push\b|\bdatabase\b", context, _I):
            return "deploy" if production else "write_project"
        if obj and re.search(r"\bpush\b", obj, _I) or re.search(r"\bthe push\b", clause, _I):
            return "push"
        return None
    if kind == "credential_use":
        if _credential(obj or "", context) or _credential(before[-30:], context):
            return "credentials"
        # a bare "token" or "key" that is saved, entered or pasted is a secret value
        if re.search(r"^\s*(?:the |your |a |this |that |new |my )?(?:token|key|secret|pat)\b(?!s)", after, _I) or re.search(
                r"\b(?:token|key|secret)\s*$", before[-20:], _I) and verb not in ("add", "adds", "added", "adding", "create", "creates"):
            return "credentials"
        if re.search(r"^\s*(?:it|them)\b", after, _I) and _credential(context):
            return "credentials"
        return None
    if kind == "write":
        if obj and _OUTSIDE_PATH.search(obj):
            return "outside_project"
        if obj and _PRODUCTION.search(obj):
            return "deploy"
        return None
    if kind == "database":
        return "deploy" if production or _PRODUCTION.search(clause) else "write_project"
    return None


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
    if _OUTSIDE_PATH.search(target):
        return "outside_project" if not _credential(target) else "credentials"
    if _credential(obj or "", context) and not _DISPOSABLE.search(obj or ""):
        return "credentials"
    if re.match(r"(?:remov|clean|clear|prun)", verb) and _CODE_EDIT.search(target) and not _PRECIOUS.search(target):
        return "write_project"
    if _DISPOSABLE.search(target) and not _PRECIOUS.search(target):
        return E.CLEAN
    return "delete"


_PRECIOUS = re.compile(
    r"\b(?:data|records?|rows?|users?|accounts?|customers?|database|db|tables?|branch(?:es)?|tags?|releases?|history|commits?"
    r"|backups?|uploads?|migrations?|secrets?|repo(?:sitory)?|production|prod|source|src|bucket|worktrees?|stories|story|skills?"
    r"|checkpoints?|todos?|issues?|documents?|docs|work|changes|project|planning|volumes?)\b",
    _I,
)


_PRODUCTION = re.compile(r"\b(?:prod|production|live) (?:data(?:base)?|db|server|servers|environment|env|cluster|site|users?|traffic)\b"
                         r"|\b(?:in|on|to|against) (?:the )?(?:prod|production)\b", _I)


def _mentions_existing(text: str) -> bool:
    return bool(re.search(r"\b(?:already exists?|existing|current|similar \w+ exists)\b", text, _I))


def _object(after: str, before: str) -> str:
    """The words a verb acts on: what follows it up to the clause's next conjunction,
    or, for a passive ("the branch will be deleted"), what precedes it."""
    m = re.match(r"[\s:,]*(.*?)(?=\s+(?:and|or|but|then|so|before|after|while|because|unless|once)\b|[,;]|$)", after, _I)
    obj = m.group(1).strip(" \t.:!?()") if m else ""
    if obj:
        return obj
    p = re.search(r"((?:\w[\w./-]* ){1,5})(?:will be|is|are|was|were|gets?|got|has been|have been|to be)\s*$", before, _I)
    return p.group(1).strip() if p else ""


def _negated(clause: str, start: int) -> bool:
    window = clause[max(0, start - 40): start]
    words = window.split()
    near = " ".join(words[-4:])
    return bool(_NEGATOR.search(near))


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
    out: list[Effect] = []
    for e in found:
        if e not in out:
            out.append(e)
    return out


# ------------------------------------------------------------------ commands in text

def _commands(text: str) -> list[tuple[str, str]]:
    """(command, the span as written) for each command in ``text``: a code span or a
    quoted text that starts with a program the command judgement knows (``createdAt >
    cursor`` and `` `tidectl backup run` `` are code and names, not commands to run), or
    a whole text that is one command line."""
    from warden.judge.programs import PROGRAMS

    def known(body: str) -> bool:
        words = body.split()
        return bool(words) and words[0] in PROGRAMS and (len(words) >= 2 or words[0] in ("git", "rm"))

    out = []
    whole = text.strip()
    if known(whole) and not re.search(r"[.?!]\s|\?$", whole) and re.match(r"[a-z]", whole):
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
