"""``policy``: decides by rules, question categories and the project's own files.

Deterministic and quick: no tokens, no network, only a few small project files read.
Every item of a call is classified as one of

- ``confirmation``: "Proceed?", "Should I continue?" with an affirmative option;
- ``delegation``: an option such as "You decide" or "Claude's discretion";
- ``scope``: a multi-select asking what to include;
- ``style``: equivalent alternatives of naming, formatting, layout or visual style;
- ``architecture``: options with different consequences (databases, frameworks, ...);
- ``open_floor``: a request for free input ("Anything else?", "What would you like?");

and decided on its own; the call is answered only when every item is. The order of
evidence for an item:

1. the user's rules from config.toml, first match wins::

       chain = [{ answerer = "policy", rules = [
           { question = "which database", choose = "PostgreSQL" },
           { question = "features", choose = ["Login", "Search"] },
           { question = "anything else", choose = { type = "text", text = "No, that is all." } },
       ] }]

   ``question`` is a regex searched (case-insensitively) in the question text and its
   header; ``choose`` is an option label (exact, else a case-insensitive regex over the
   labels), a list of them for a multi-select, or ``{ type = "text", text = "..." }`` to
   type an answer. An optional ``phase`` regex limits a rule to matching workflow
   commands. A rule whose choice fits none of the options is passed over.
2. the category's strategy, informed by the project's planning files
   (``.planning/ROADMAP.md``, ``STATE.md``, ``CONTEXT.md``, ``PROJECT.md``, the current
   phase's ``*-CONTEXT.md`` under ``.planning/phases/``, and ``CLAUDE.md``) and, for style
   questions, by the conventions the codebase already follows (``.editorconfig``,
   ``.prettierrc``, ``pyproject.toml``, existing file names and indentation);
3. the workflow phase (``context.phase``): in a discuss phase, the phase where the person's
   decisions are gathered, only confirmations, rules and strong evidence from the project
   answer; in plan and execute phases confirmations are confirmed, delegations
   delegated, and a scope question with no evidence gets every option not marked optional.

A confirmation or delegation that names a destructive action is never waved through:
anything that deletes or overwrites data, history, branches or releases, force-pushes,
resets hard, drops or truncates tables, deploys to production, rotates or revokes keys,
or says it cannot be undone makes policy abstain ("destructive: ... left to a person")
unless a user rule decides it. Deleting only build artefacts, caches or temporary files
(``dist/``, ``node_modules``, ``__pycache__``) is not destructive.

Policy never redirects ("Chat about this") and never declines; when it cannot decide it
abstains, saying which question stopped it, so the next answerer in the chain takes over.
"""

from __future__ import annotations

import json
import os
import re

from warden.decide.context import Abstain, Context, Decision, Outcome
from warden.askuser.model import Answer, Item, ItemAnswer, Option, multi, select, typed
from warden.askuser.validate import validate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

CATEGORIES = ("confirmation", "delegation", "scope", "style", "architecture", "open_floor")

PLANNING_FILES = (
    ".planning/CONTEXT.md",
    ".planning/STATE.md",
    ".planning/ROADMAP.md",
    ".planning/PROJECT.md",
    "CLAUDE.md",
)
MAX_BYTES = 64 * 1024

_I = re.IGNORECASE

# ---------------------------------------------------------------- wording

_DELEGATION = re.compile(
    r"\b(?:you decide|you choose|you pick|your call|your choice|your discretion|(?:at )?claude'?s? (?:discretion|choice|call|decides?|picks?)"
    r"|whatever you (?:think|prefer|recommend|decide|suggest)|up to you|let claude (?:decide|choose|pick)"
    r"|(?:agent|assistant)'?s? discretion|no preference|dealer'?s choice|either is fine|either works|i don'?t mind"
    r"|use your (?:best )?judg(?:e)?ment|you know best|surprise me)\b",
    _I,
)

# options that only a person typing could fill: the question is an open floor
_OPEN_OPTION = re.compile(r"^\s*(?:other|something else|type something|let me (?:explain|describe|type)|i'?ll (?:explain|describe|type))\b", _I)
_OPEN_STRONG = re.compile(
    r"\b(?:anything else|something else|what else|anything (?:more|further|to add)|is there anything"
    r"|any (?:other|additional|further|more) (?:\w+ )?(?:thoughts|requirements|comments|concerns|questions|notes|feedback"
    r"|details|context|ideas|preferences|constraints|features|changes|suggestions|input)"
    r"|in your own words|free[- ]?form)\b",
    _I,
)
_OPEN_WEAK = re.compile(
    r"\b(?:what would you like|what do you (?:want|have in mind|think|envision)|tell me (?:more|about)|describe"
    r"|how do you (?:envision|imagine|see))\b",
    _I,
)

# an option that says yes to going on; a bare "yes" counts only with confirming wording
_AFFIRM_STRONG = re.compile(
    r"^\W*(?:yes\b[,\s-]*)?(?:proceed|continue|go ahead|approve[sd]?|confirm(?:ed)?|looks? (?:good|great|right|fine)|lgtm|create|apply"
    r"|start|commit|run (?:it|them|the)|do it|ship it|execute|keep going|sounds good|accept|move on|next phase|let'?s go"
    r"|finali[sz]e|save|write (?:it|the)|generate|merge|push|deploy|install|publish|plan it|all good)\b",
    _I,
)
_AFFIRM_BARE = re.compile(r"^\W*(?:yes|yep|yeah|y|ok|okay|sure|correct|right|ready|done|good|agreed?|affirmative)\b", _I)
_QUALIFIED = re.compile(r"\b(?:but|with (?:changes|edits|modifications)|except|after|first|instead|partially|adjust|tweak)\b", _I)
_NEGATIVE_OPTION = re.compile(
    r"^\W*(?:no|nope|not (?:yet|now)|cancel|stop|abort|wait|hold|pause|skip|don'?t|do not|revise|adjust|change|edit|modify"
    r"|let me|i'?ll|back|go back|discuss|review|later|exit|quit|reject|decline|rethink|redo|more questions)\b",
    _I,
)
_CONFIRM_WORDING = re.compile(
    r"^\W*(?:proceed|continue|ready|shall|should i|should we|can i|may i|ok(?:ay)? to|go ahead|approve|confirm)\b"
    r"|\b(?:proceed|continue|go ahead|move on|keep going|ready to|good to go|shall i|shall we|should i|should we|ok(?:ay)? to"
    r"|do you want (?:me|us) to|would you like (?:me|us) to|want me to|is (?:this|that|it|the \w+) (?:ok|okay|correct|right|good|fine|acceptable)"
    r"|(?:does|do) (?:this|that|these|the [\w-]+(?: [\w-]+)?) look|sounds? (?:good|right)|looks? (?:good|right)|lgtm|approve|confirm|commit (?:this|these|the)"
    r"|create (?:it|this|the)|apply (?:this|these|the)|start (?:the|phase|execution|planning))\b",
    _I,
)
# asks for an observation ("does it work?") that only someone who checked can report
_OBSERVATION = re.compile(
    r"\b(?:does|did|do|is|are|was|were)\b[^?]*\b(?:works?|working|worked|pass(?:es|ed|ing)?|fixed|resolved|renders?|rendered|rendering"
    r"|displays?|displayed|appears?|appeared|behaves?|correctly|as expected|broken|fail(?:s|ed|ing)?|crash(?:es|ed)?)\b"
    r"|\b(?:can|could) you (?:confirm|verify|check|test|reproduce)\b|\bdid you (?:see|get|try|notice)\b",
    _I,
)

_STYLE_OPTION = re.compile(
    r"\b(?:camel[_ -]?case|snake[_ -]?case|kebab[_ -]?case|pascal[_ -]?case|screaming[_ -]?snake|upper[_ -]?case|lower[_ -]?case"
    r"|tabs?|\d+[- ]?spaces?|spaces|single[- ]quotes?|double[- ]quotes?|semicolons?|no semicolons|trailing commas?"
    r"|dark (?:mode|theme)|light (?:mode|theme)|serif|sans[- ]serif|monospace)\b",
    _I,
)
_STYLE_STRONG = re.compile(
    r"\b(?:nam(?:e|es|ed|ing)|rename|casing|camel ?case|snake[_ ]?case|kebab[- ]?case|formatt(?:ing|er)|indent(?:ation|ing)?"
    r"|tabs or spaces|quotes?|quoting|semicolons?|line (?:length|width)|trailing commas?|import (?:order|sorting)|convention|conventions"
    r"|theme|colou?rs?|palette|fonts?|typography|icons?|spacing|padding|margins?|look and feel|visual|wording|tone|phrasing"
    r"|lint(?:er|ing)?|docstrings?|comment style|commit message|prefix|suffix|where should (?:the |this |it )?[\w./ -]*(?:live|go|be placed|sit)"
    r"|folder|directory|file location|file path|path for)\b",
    _I,
)
_STYLE_WEAK = re.compile(r"\b(?:format|layout|structure|style|styled|styling|styles|look)\b", _I)
_ARCHITECTURE = re.compile(
    r"\b(?:database|db|framework|storage|store|persist\w*|sync|async\w*|synchronous|queue|protocol|api|architecture|library|orm"
    r"|cache|caching|auth\w*|deploy\w*|hosting|runtime|language|backend|frontend|state management|monorepo|transport|serializ\w*"
    r"|message|broker|server|client|engine|pattern|concurrency|thread\w*|process\w*|schema|migration\w*|output|response|payload)\b",
    _I,
)

# actions a confirmation must not wave through: they delete or overwrite data, history,
# branches or releases, reach production, or cannot be undone. Always destructive:
_DESTRUCTIVE_ALWAYS = re.compile(
    r"\b(?:force[- ]?push\w*|push(?:ing)? (?:--force|-f)\b|--force-with-lease|reset --hard"
    r"|drop(?:s|ped|ping)? (?:\w+ ){0,3}?(?:tables?|database|databases|db|schemas?|collections?|index(?:es)?|columns?)"
    r"|truncat\w* (?:\w+ ){0,3}?(?:tables?|data|database|db|collections?|logs?|files?|history)\b|overwrit(?:e|es|ing|ten)"
    r"|irreversibl[ey]|irrecoverabl[ey]|(?:cannot|can'?t|can ?not) be (?:undone|reversed|recovered)|no way back|destructive"
    r"|destroy\w*|shred\w*|rewrit\w* (?:the )?(?:git )?history"
    r"|(?:rotat|revok)(?:e|es|ed|ing) (?:\w+ ){0,3}?(?:keys?|tokens?|credentials?|secrets?|certificates?|passwords?)"
    r"|(?:deploy\w*|releas\w*|ship\w*|push\w*|publish\w*|roll\w* out) (?:\w+ ){0,4}?(?:to|in|into|on) (?:the )?(?:prod|production|live)\b"
    r"|(?:prod|production) (?:deploy\w*|release|rollout|push)"
    r"|migrat\w* (?:\w+ ){0,3}?(?:prod|production|live)\b|(?:prod|production) (?:data(?:base)?|db)\b)",
    _I,
)
# deleting is destructive unless all it removes is a build artefact or cache
_DELETE = re.compile(r"\b(?:delet(?:e|es|ed|ing|ion)|remov(?:e|es|ed|ing|al)|eras(?:e|es|ed|ing)|wip(?:e|es|ed|ing)"
                     r"|purg(?:e|es|ed|ing)|clear(?:s|ed|ing)? out|rm)\b", _I)
_DISPOSABLE = re.compile(
    r"\b(?:build|builds|dist|target|artifacts?|artefacts?|caches?|cached|node_modules|__pycache__|\.pyc|\.pytest_cache|\.mypy_cache"
    r"|coverage|temp|temporary|tmp|scratch|compiled|bytecode|stale lock ?file)\b",
    _I,
)
# what no "build folder" wording makes disposable
_PRECIOUS = re.compile(
    r"\b(?:data|records?|rows?|users?|accounts?|customers?|database|db|tables?|branch(?:es)?|tags?|releases?|history|commits?"
    r"|backups?|uploads?|files? of|migrations?|secrets?|keys?|repo(?:sitory)?|production|prod|source|src)\b",
    _I,
)


def destructive(text: str, context: str = "") -> str | None:
    """The wording in ``text`` that names a destructive or irreversible action, if any.

    The line: anything that deletes or overwrites data, history, branches or releases,
    reaches production or cannot be undone is destructive; deleting only build
    artefacts, caches or temporary files is not. ``context`` (the question, for an
    option's text) says what a bare "Yes, delete it" deletes.
    """
    text = _n(text)
    hit = _DESTRUCTIVE_ALWAYS.search(text)
    if hit:
        return hit.group(0)
    for m in re.finditer(r"[^.!?;\n]+", text):
        clause = m.group(0)
        d = _DELETE.search(clause)
        if not d or _PRECIOUS.search(clause):
            if d:
                return d.group(0)
            continue
        context_disposable = bool(context) and bool(_DISPOSABLE.search(context)) and not _PRECIOUS.search(context)
        if not (_DISPOSABLE.search(clause) or context_disposable):
            return d.group(0)
    return None


# a scope option that is not for now
_OPTIONAL = re.compile(
    r"\b(?:optional|later|nice[- ]to[- ]have|stretch(?: goal)?|future|v2|someday|defer(?:red)?|maybe|if time|bonus|extra credit|experimental)\b",
    _I,
)

_STOPWORDS = frozenset(
    """a an the and or but of to in on at for from with without by via per into onto over under as is are be it its this that
    these those we you i our your my use using used add adding new keep keeping make making create creating only just all both
    one two each also more less simple basic default standard custom existing current option options approach based file files
    folder directory module modules system support layer data code app application service local yes no none skip later now
    recommended recommend best good better way via do does not own same other another etc e.g i.e set up setup support
    first then when where which what who how why can should will would let lets let's go have has had any some that's it's
    i'm there here need needed thing things everything nothing something done fine ok okay right now via just""".split()
)

# negation and preference cues around a mention in a planning file
_NEG_BEFORE = re.compile(
    r"(?:\bnot\b|n't\b|\bnever\b|\bno\b|\bavoid(?:ing)?\b|\binstead of\b|\brather than\b|\bwithout\b|\bdrop(?:ped|ping)?\b"
    r"|\breject(?:ed|ing)?\b|\bremov(?:e|ed|ing)\b|\bdeprecat\w*|\bexcept\b|\bnon-?goals?\b|\bout of scope\b|\bdefer(?:red)?\b"
    r"|\blater\b|\bv2\b|\bpostpone[ds]?\b|\bexclud(?:e|ed|ing)\b|\breplac(?:e|ed|ing)\b|\b(?:migrat|switch|mov|port)\w* (?:away )?from\b)"
    r"(?:\s+(?:\w+\s+){0,2}?(?:use|using|go with|choose|adopt|pick|need|want|include|support|add|build))?",
    _I,
)
_POS_BEFORE = re.compile(
    r"\b(?:in favou?r of|prefer(?:red|s)?|chose|chosen|choose|decided(?: on| to use)?|decision:?|go(?:ing)? with|use|uses|using"
    r"|adopt(?:ed)?|pick(?:ed)?|select(?:ed)?|locked(?: in)?|settled on|standardi[sz]e on|built (?:on|with)|include[sd]?|must|will"
    r"|with|to)\b",
    _I,
)
# a mention that only weighs options: no evidence either way
_TENTATIVE = re.compile(
    r"\b(?:consider(?:s|ed|ing)?|maybe|might|could|evaluat\w*|candidates?|options? (?:are|include)|tbd|undecided|open question"
    r"|unsure|unclear|not sure|pros and cons|trade-?offs?|compared?|comparing|versus|vs\.?|either)\b",
    _I,
)
_NEG_AFTER = re.compile(
    r"^[\s\W]*(?:(?:is|was|are|were|will be|has been|have been|gets|got)\s+)?(?:not\b|rejected|out of scope|deferred|dropped|excluded"
    r"|postponed|removed|deprecated|later|not needed|unnecessary|overkill|too (?:heavy|complex|slow|much)|comes later|in v2|for v2"
    r"|can wait|is a non-goal)",
    _I,
)
_NEG_SECTION = re.compile(
    r"out of scope|deferred|non-?goals?|not doing|won'?t|rejected|alternatives|considered|future|later|backlog|\bv2\b|exclu|parking lot|someday|icebox",
    _I,
)
_SENTENCE = re.compile(r"(?:[^.!?;\n]|[.!?;](?=[^\s.!?;]))*(?:[.!?;]+|\n|$)")
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#._/'-]*[A-Za-z0-9+#]|[A-Za-z0-9]")
_PAREN = re.compile(r"\([^)]*\)")


def _n(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'")


def _q(item: Item) -> str:
    return _n(f"{item.header}: {item.question}" if item.header else item.question)


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _asks_observation(question: str) -> bool:
    """Whether one of the question's interrogative sentences asks for an observation."""
    return any(_OBSERVATION.search(m.group(0)) for m in re.finditer(r"[^.!?\n]*\?", _n(question)))


def is_delegation_label(label: str) -> bool:
    return bool(_DELEGATION.search(_n(label)))


def _affirmatives(item: Item, bare: bool) -> list[str]:
    out = []
    for o in item.options:
        label = _n(o.label)
        if _AFFIRM_STRONG.search(label) or (bare and _AFFIRM_BARE.search(label)):
            out.append(o.label)
    return out


def _is_confirmation(item: Item) -> bool:
    if item.multi or len(item.options) > 4:
        return False
    # "Does it work now?" is a yes/no question too (decided by abstaining: see _confirmation)
    worded = bool(_CONFIRM_WORDING.search(_n(item.question)) or _asks_observation(item.question))
    affirm = _affirmatives(item, bare=worded)
    if not affirm:
        return False
    others = [o.label for o in item.options if o.label not in affirm]
    if worded:
        return True
    # no confirming wording: the options themselves must read as go / don't go
    return bool(others) and all(_NEGATIVE_OPTION.search(_n(x)) for x in others)


def _is_style(item: Item) -> bool:
    q = _q(item)
    labels = " | ".join(_n(o.label) for o in item.options)
    if sum(1 for o in item.options if _STYLE_OPTION.search(_n(o.label))) >= 2:
        return True
    if _STYLE_STRONG.search(q):
        return True
    return bool(_STYLE_WEAK.search(q)) and not _ARCHITECTURE.search(q) and not _ARCHITECTURE.search(labels)


def classify(item: Item) -> str:
    """The category of one question, from its wording, options and multiSelect flag."""
    q = _q(item)
    if _OPEN_STRONG.search(q) or any(_OPEN_OPTION.search(_n(o.label)) for o in item.options):
        return "open_floor"
    if _is_confirmation(item):
        return "confirmation"
    if item.multi:
        return "scope"
    if _is_style(item):
        return "style"
    if any(is_delegation_label(o.label) for o in item.options):
        return "delegation"
    if _OPEN_WEAK.search(q):
        return "open_floor"
    return "architecture"


# ---------------------------------------------------------------- phase


class Phase:
    """The running workflow command, e.g. ``/gsd:discuss-phase 2``: its kind and number."""

    __slots__ = ("command", "kind", "number")

    def __init__(self, command: str | None):
        self.command = (command or "").strip()
        c = self.command.lower()
        name = c.split()[0] if c else ""
        if not c:
            self.kind = "unknown"
        elif re.search(r"discuss|new-project|new-milestone|question|brainstorm|research", name):
            self.kind = "discuss"
        elif "verify" in name or "uat" in name or re.search(r"\btest", name):
            self.kind = "verify"
        elif re.search(r"exec|implement|quick|build|fix|debug", name):
            self.kind = "execute"
        elif "plan" in name:
            self.kind = "plan"
        else:
            self.kind = "unknown"
        m = re.search(r"\b(\d+(?:\.\d+)?)\b", c[len(name):] if name else "")
        self.number = m.group(1) if m else None

    @property
    def label(self) -> str:
        return self.command or "no known phase"

    @property
    def proceeds(self) -> bool:
        """Plan and execute phases confirm and go on."""
        return self.kind in ("plan", "execute")


# ---------------------------------------------------------------- project files


class Doc:
    __slots__ = ("name", "text")

    def __init__(self, name: str, text: str):
        self.name, self.text = name, text


class Mentions:
    """Which options a set of documents speaks for (and against)."""

    __slots__ = ("positive", "negative")

    def __init__(self) -> None:
        self.positive: dict[str, list[str]] = {}  # label -> documents
        self.negative: dict[str, list[str]] = {}

    def cite(self, label: str) -> str:
        return ", ".join(dict.fromkeys(self.positive.get(label, [])))


def _tokens(text: str) -> list[str]:
    return [t.strip("'") for t in _TOKEN.findall(_n(text))]


def _distinctive(token: str) -> bool:
    """A token unlikely to be an ordinary word: PostgreSQL, SQLite, S3, Next.js, C++."""
    return bool(re.search(r"[0-9+#./_]", token) or re.search(r".[A-Z]", token) or (token.isupper() and len(token) >= 3))


def _key_tokens(item: Item, label: str) -> list[str]:
    qtokens = {t.lower() for t in _tokens(item.question)}
    others: set[str] = set()
    for o in item.options:
        if o.label != label:
            others.update(t.lower() for t in _tokens(o.label))
    out = []
    for t in _tokens(label):
        low = t.lower()
        if low in _STOPWORDS or low in others or low in qtokens:
            continue
        if len(t) < 3 and not re.search(r"[0-9+#]", t):
            continue
        if t not in out:
            out.append(t)
    return out


def _word_re(phrase: str, case_sensitive: bool = False) -> re.Pattern[str]:
    body = r"\s+".join(re.escape(p) for p in phrase.split())
    return re.compile(r"(?<![A-Za-z0-9_])" + body + r"(?![A-Za-z0-9_])", 0 if case_sensitive else _I)


def _mention_kind(sentence: str, start: int, end: int, section_negative: bool) -> int | None:
    """+1 for a mention in favour, -1 against, None for a mention that decides nothing."""
    if sentence.rstrip().endswith("?"):
        return None
    if section_negative:
        return -1
    before = sentence[max(0, start - 60) : start]
    # a negation speaks about what closely follows it ("no ORM: plain SQL" rules out the ORM only)
    neg_end = max((m.end() for m in _NEG_BEFORE.finditer(before) if len(before) - m.end() <= 30), default=-1)
    pos_end = max((m.end() for m in _POS_BEFORE.finditer(before)), default=-1)
    tent_end = max((m.end() for m in _TENTATIVE.finditer(before)), default=-1)
    if tent_end > max(neg_end, pos_end):
        return None
    if neg_end >= 0 and neg_end >= pos_end:
        return -1
    if pos_end < 0 and _NEG_AFTER.search(sentence[end : end + 40]):
        return -1
    return 1


def _sentences(text: str) -> list[tuple[str, bool]]:
    """(sentence, under a section that rules things out) for every sentence of a document."""
    out = []
    section_negative = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            section_negative = bool(_NEG_SECTION.search(stripped))
            title = stripped.lstrip("#").strip()
            if title:
                out.append((title, section_negative))
            continue
        tag = re.match(r"^<(/?)([A-Za-z_][\w-]*)>$", stripped)
        if tag:
            closing = bool(tag.group(1))
            section_negative = False if closing else bool(_NEG_SECTION.search(tag.group(2).replace("_", " ")))
            continue
        if not stripped:
            continue
        for sm in _SENTENCE.finditer(line):
            if sm.group(0).strip():
                out.append((sm.group(0), section_negative))
    return out


def _scan(text: str, patterns: dict[str, list[re.Pattern[str]]], exclusive: bool) -> tuple[set[str], set[str]]:
    """The labels a document speaks for and against. For a choice of one (``exclusive``),
    a sentence in favour of two options (``PostgreSQL or SQLite``) only weighs them and
    counts for neither."""
    pos: set[str] = set()
    neg: set[str] = set()
    for sentence, section_negative in _sentences(text):
        here: dict[str, int] = {}
        for label, pats in patterns.items():
            kinds = {
                _mention_kind(sentence, m.start(), m.end(), section_negative)
                for pat in pats
                for m in pat.finditer(sentence)
            } - {None}
            if kinds:
                here[label] = 1 if 1 in kinds else -1
        favoured = [x for x, k in here.items() if k == 1]
        if len(favoured) == 1 or not exclusive:
            pos.update(favoured)
        neg.update(x for x, k in here.items() if k == -1)
    return pos, neg


def _phase_section(text: str, number: str | None) -> str | None:
    """The part of a roadmap under the heading of phase ``number``, if there is one."""
    if not number:
        return None
    lines = text.splitlines()
    num = re.escape(number.lstrip("0") or "0")
    head = re.compile(r"^(#+)\s.*\bphase\s+0*" + num + r"(?![\d.])", _I)
    for i, line in enumerate(lines):
        m = head.match(line.strip())
        if not m:
            continue
        level = len(m.group(1))
        out = []
        for nxt in lines[i + 1 :]:
            h = re.match(r"^(#+)\s", nxt.strip())
            if h and len(h.group(1)) <= level:
                break
            out.append(nxt)
        return "\n".join(out)
    return None


class Project:
    """What the policy may read of a project: planning documents and conventions, each
    read once per call and only when a question needs it."""

    def __init__(self, cwd: str | None, phase: Phase, files: tuple[str, ...] = PLANNING_FILES, max_bytes: int = MAX_BYTES):
        self.cwd = cwd
        self.phase = phase
        self.files = files
        self.max_bytes = max_bytes
        self._docs: list[Doc] | None = None
        self._conventions: Conventions | None = None

    def read(self, rel: str) -> str | None:
        if not self.cwd:
            return None
        path = os.path.join(self.cwd, rel)
        try:
            with open(path, "rb") as f:
                data = f.read(self.max_bytes)
        except OSError:
            return None
        return data.decode("utf-8", "replace")

    @property
    def docs(self) -> list[Doc]:
        if self._docs is None:
            docs = []
            rels = list(self.files)
            phase_ctx = self._phase_context()
            if phase_ctx:
                rels.insert(0, phase_ctx)
            for rel in rels:
                text = self.read(rel)
                if text and text.strip():
                    docs.append(Doc(rel, text))
            self._docs = docs
        return self._docs

    def _phase_context(self) -> str | None:
        """``.planning/phases/NN-name/NN-CONTEXT.md`` of the current phase, if any."""
        if not self.cwd or not self.phase.number:
            return None
        base = os.path.join(self.cwd, ".planning", "phases")
        try:
            names = sorted(os.listdir(base))
        except OSError:
            return None
        want = self.phase.number.lstrip("0") or "0"
        for name in names:
            m = re.match(r"^0*(\d+(?:\.\d+)?)(?:-|$)", name)
            if not m or m.group(1) != want:
                continue
            try:
                inner = sorted(os.listdir(os.path.join(base, name)))
            except OSError:
                return None
            for f in inner:
                if f.upper().endswith("CONTEXT.MD"):
                    return f".planning/phases/{name}/{f}"
        return None

    @property
    def conventions(self) -> Conventions:
        if self._conventions is None:
            self._conventions = Conventions(self)
        return self._conventions

    def mentions(self, item: Item, labels: list[str], *, for_scope: bool = False) -> Mentions:
        """Which of ``labels`` the planning documents speak for or against."""
        result = Mentions()
        docs = self.docs
        if not docs:
            return result
        texts = []
        for d in docs:
            text = d.text
            if for_scope and d.name.endswith("ROADMAP.md"):
                text = _phase_section(text, self.phase.number) or text
            texts.append(Doc(d.name, text))
        patterns = {label: pats for label in labels if (pats := _label_patterns(item, label))}
        for d in texts:
            pos, neg = _scan(d.text, patterns, exclusive=not for_scope)
            for label in labels:
                if label in pos:
                    result.positive.setdefault(label, []).append(d.name)
                elif label in neg:
                    result.negative.setdefault(label, []).append(d.name)
        return result


def _label_patterns(item: Item, label: str) -> list[re.Pattern[str]]:
    """Patterns that find a mention of an option: its whole label, or its key words
    (words no other option and not the question itself uses)."""
    clean = _PAREN.sub(" ", _n(label)).strip(" -:,.") or _n(label)
    pats = [_word_re(clean, case_sensitive=len(clean) < 4)]
    keys = _key_tokens(item, clean)
    distinctive = [t for t in keys if _distinctive(t)]
    if distinctive:
        pats.extend(_word_re(t) for t in distinctive)
    elif keys and len(keys) <= 2:
        # ordinary words: one key word stands for a short label
        pats.extend(_word_re(t) for t in keys)
    elif keys:
        # a long label: two of its key words in one sentence
        for i, a in enumerate(keys):
            for b in keys[i + 1 :]:
                pats.append(re.compile(_word_re(a).pattern + r"[^.!?;\n]{0,60}?" + _word_re(b).pattern, _I))
                pats.append(re.compile(_word_re(b).pattern + r"[^.!?;\n]{0,60}?" + _word_re(a).pattern, _I))
    return pats


# ---------------------------------------------------------------- conventions


class Convention:
    __slots__ = ("pattern", "source", "strength")

    def __init__(self, pattern: str, source: str, strength: int):
        self.pattern = re.compile(pattern, _I)
        self.source = source  # "indentation is 4 spaces (.editorconfig)"
        self.strength = strength  # 2: a config file says so; 1: what existing code does


_SOURCE_EXT = {".py", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".go", ".rs", ".rb", ".css", ".scss", ".vue", ".svelte",
               ".java", ".kt", ".sh", ".lua", ".php", ".swift", ".c", ".h", ".cpp", ".cs"}
_SKIP_DIRS = {"node_modules", "dist", "build", "target", "vendor", "__pycache__", "venv", "env", "coverage", "out"}


class Conventions:
    """Conventions the codebase already follows, as patterns over option labels."""

    def __init__(self, project: Project):
        self.project = project
        self.found: list[Convention] = []
        self._sources: list[tuple[str, str]] | None = None
        self._read_configs()

    def add(self, pattern: str, source: str, strength: int = 2) -> None:
        self.found.append(Convention(pattern, source, strength))

    def _read_configs(self) -> None:
        p = self.project
        # .editorconfig
        ec = p.read(".editorconfig")
        if ec:
            keys: dict[str, str] = {}
            for line in ec.splitlines():
                m = re.match(r"^\s*([\w-]+)\s*=\s*([^#;]*?)\s*$", line)
                if m and m.group(1).lower() not in keys:
                    keys[m.group(1).lower()] = m.group(2).lower()
            self._indent(keys.get("indent_style"), keys.get("indent_size"), ".editorconfig")
            if keys.get("max_line_length", "").isdigit():
                self.add(rf"\b{keys['max_line_length']}\b", f"line length is {keys['max_line_length']} (.editorconfig)")
        # prettier
        pr = self._prettier()
        if pr is not None:
            conf, src = pr
            self.add(r"\bprettier\b", f"Prettier is configured ({src})")
            if "useTabs" in conf or "tabWidth" in conf:
                self._indent("tab" if conf.get("useTabs") else "space", str(conf.get("tabWidth", "")), src)
            if "singleQuote" in conf:
                self.add(r"\bsingle\b" if conf["singleQuote"] else r"\bdouble\b",
                         f"{'single' if conf['singleQuote'] else 'double'} quotes ({src})")
            if "semi" in conf:
                self.add(r"^(?!.*\b(?:no|without|omit)\b).*\bsemicolons?\b" if conf["semi"] else r"\b(?:no|without|omit)\b.*\bsemicolons?\b|\bsemicolon-?less\b|\bASI\b",
                         f"{'semicolons' if conf['semi'] else 'no semicolons'} ({src})")
            if str(conf.get("printWidth", "")).isdigit():
                self.add(rf"\b{conf['printWidth']}\b", f"line length is {conf['printWidth']} ({src})")
            if "trailingComma" in conf:
                tc = str(conf["trailingComma"])
                self.add(r"\bno trailing|\bwithout trailing|\bnone\b" if tc == "none" else r"^(?!.*\b(?:no|without)\b).*\btrailing commas?\b",
                         f"trailing commas: {tc} ({src})")
        # pyproject.toml
        py = p.read("pyproject.toml")
        if py:
            tool = self._toml_tools(py)
            ruff, black = tool.get("ruff"), tool.get("black")
            if isinstance(ruff, dict):
                self.add(r"\bruff\b", "Ruff is configured (pyproject.toml [tool.ruff])")
                fmt = ruff.get("format") if isinstance(ruff.get("format"), dict) else {}
                width = ruff.get("line-length")
                if isinstance(width, int):
                    self.add(rf"\b{width}\b", f"line length is {width} (pyproject.toml [tool.ruff])")
                q = fmt.get("quote-style")
                if q in ("single", "double"):
                    self.add(rf"\b{q}\b", f"{q} quotes (pyproject.toml [tool.ruff.format])")
                style = fmt.get("indent-style")
                if style in ("tab", "space"):
                    self._indent(style, str(ruff.get("indent-width", "")), "pyproject.toml [tool.ruff.format]")
                elif isinstance(ruff.get("indent-width"), int):
                    self._indent("space", str(ruff["indent-width"]), "pyproject.toml [tool.ruff]")
                if q is None:
                    self.add(r"\bdouble\b", "double quotes (Ruff's formatter default, pyproject.toml [tool.ruff])", 1)
            if isinstance(black, dict):
                self.add(r"\bblack\b", "Black is configured (pyproject.toml [tool.black])")
                width = black.get("line-length")
                if isinstance(width, int):
                    self.add(rf"\b{width}\b", f"line length is {width} (pyproject.toml [tool.black])")
                if not black.get("skip-string-normalization"):
                    self.add(r"\bdouble\b", "double quotes (Black, pyproject.toml [tool.black])")
            if isinstance(ruff, dict) or isinstance(black, dict):
                self._indent("space", "4", "pyproject.toml formatter default", strength=1)
        # tailwind and other visual conventions
        if self.project.cwd:
            for name in ("tailwind.config.js", "tailwind.config.ts", "tailwind.config.cjs", "tailwind.config.mjs"):
                if os.path.exists(os.path.join(self.project.cwd, name)):
                    self.add(r"\btailwind\b", f"Tailwind is configured ({name})")
                    break

    def _indent(self, style: str | None, size: str | None, src: str, strength: int = 2) -> None:
        if style in ("tab", "tabs"):
            self.add(r"\btabs?\b", f"indentation uses tabs ({src})", strength)
        elif style in ("space", "spaces"):
            if size and size.isdigit():
                self.add(rf"\b{size}[- ]?spaces?\b|\b{size}[- ]?space indent", f"indentation is {size} spaces ({src})", strength)
            self.add(r"^(?!.*\btabs?\b).*\bspaces?\b", f"indentation uses spaces ({src})", strength)

    def _prettier(self) -> tuple[dict[str, Any], str] | None:
        p = self.project
        for name in (".prettierrc", ".prettierrc.json", ".prettierrc.json5"):
            text = p.read(name)
            if text is None:
                continue
            try:
                conf = json.loads(text)
                if isinstance(conf, dict):
                    return conf, name
            except ValueError:
                return _simple_yaml(text), name
        for name in (".prettierrc.yaml", ".prettierrc.yml"):
            text = p.read(name)
            if text is not None:
                return _simple_yaml(text), name
        for name in ("prettier.config.js", "prettier.config.cjs", "prettier.config.mjs", ".prettierrc.js", ".prettierrc.cjs"):
            if p.cwd and os.path.exists(os.path.join(p.cwd, name)):
                return {}, name
        pkg = p.read("package.json")
        if pkg:
            try:
                d = json.loads(pkg)
            except ValueError:
                d = None
            if isinstance(d, dict) and isinstance(d.get("prettier"), dict):
                return d["prettier"], "package.json"
        return None

    @staticmethod
    def _toml_tools(text: str) -> dict[str, Any]:
        import tomllib

        try:
            tool = tomllib.loads(text).get("tool", {})
        except (tomllib.TOMLDecodeError, ValueError):
            return {}
        return tool if isinstance(tool, dict) else {}

    # -- sampled from the code itself (weaker than a config file)

    def sampled(self, item: Item) -> list[Convention]:
        out: list[Convention] = []
        q = _q(item).lower()
        files = self._source_files()
        if not files:
            return out
        if re.search(r"\b(?:file|files|filename|file names?|module names?|modules?)\b|\.\w{1,4}\b", q):
            out.extend(self._file_naming(files, q))
        elif re.search(r"\b(?:function|variable|method|identifier|field|property|parameter|argument)s?\b", q):
            exts = {os.path.splitext(rel)[1] for rel, _ in files}
            if ".py" in exts or ".rb" in exts or ".rs" in exts:
                out.append(Convention(r"snake[_ -]?case", "the project's language names functions and variables in snake_case", 1))
            elif exts & {".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".java", ".kt", ".go", ".swift"}:
                out.append(Convention(r"camel[_ -]?case", "the project's language names functions and variables in camelCase", 1))
        if re.search(r"\b(?:indent\w*|tabs?|spaces?)\b", q) or any(re.search(r"\btabs?\b|\bspaces?\b", o.label, _I) for o in item.options):
            out.extend(self._indentation(files))
        return out

    def _source_files(self) -> list[tuple[str, str]]:
        """(relative path, absolute path) of up to a few hundred source files, shallow first."""
        if self._sources is not None:
            return self._sources
        self._sources = []
        root = self.project.cwd
        if not root:
            return self._sources
        seen = 0
        for dirpath, dirnames, filenames in os.walk(root):
            depth = os.path.relpath(dirpath, root).count(os.sep)
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in _SKIP_DIRS and not d.endswith(".egg-info")
                                 and depth < 3)
            for f in sorted(filenames):
                seen += 1
                if os.path.splitext(f)[1] in _SOURCE_EXT and not f.startswith("."):
                    full = os.path.join(dirpath, f)
                    self._sources.append((os.path.relpath(full, root), full))
            if seen > 2000 or len(self._sources) > 400:
                break
        return self._sources

    def _file_naming(self, files: list[tuple[str, str]], q: str) -> list[Convention]:
        ext_m = re.search(r"(\.[a-z]{1,4})\b", q)
        exts = {ext_m.group(1)} if ext_m and ext_m.group(1) in _SOURCE_EXT else None
        counts = {"snake": 0, "kebab": 0, "camel": 0, "pascal": 0}
        for rel, _ in files:
            stem, ext = os.path.splitext(os.path.basename(rel))
            if exts and ext not in exts:
                continue
            if stem.startswith("__") or stem.lower() in ("index", "main", "setup", "conftest"):
                continue
            if "_" in stem and "-" not in stem:
                counts["snake"] += 1
            elif "-" in stem and "_" not in stem:
                counts["kebab"] += 1
            elif re.match(r"^[a-z]+[A-Z]", stem):
                counts["camel"] += 1
            elif re.match(r"^[A-Z][a-z0-9]+[A-Z]", stem):
                counts["pascal"] += 1
        total = sum(counts.values())
        if total < 3:
            return []
        best = max(counts, key=counts.__getitem__)
        if counts[best] * 3 < total * 2:
            return []
        where = f"{counts[best]} of {total} existing multi-word file names" + (f" ({', '.join(sorted(exts))})" if exts else "")
        pattern = {
            "snake": r"snake[_ -]?case|\b[a-z0-9]+_[a-z0-9_]+\.\w+",
            "kebab": r"kebab[_ -]?case|dash|hyphen|\b[a-z0-9]+-[a-z0-9-]+\.\w+",
            "camel": r"camel[_ -]?case|\b[a-z]+[A-Z]\w*\.\w+",
            "pascal": r"pascal[_ -]?case|\b[A-Z][a-z0-9]+[A-Z]\w*\.\w+",
        }[best]
        return [Convention(pattern, f"{best}-case file names ({where})", 1)]

    def _indentation(self, files: list[tuple[str, str]]) -> list[Convention]:
        tabs = spaces = two = 0
        for _, full in files[:40]:
            try:
                with open(full, "rb") as f:
                    data = f.read(8192).decode("utf-8", "replace")
            except OSError:
                continue
            for line in data.splitlines():
                if line.startswith("\t"):
                    tabs += 1
                elif line.startswith(" ") and line.strip():
                    spaces += 1
                    n = len(line) - len(line.lstrip(" "))
                    if n % 4 == 2:
                        two += 1
        if tabs + spaces < 20:
            return []
        if tabs > spaces * 3:
            return [Convention(r"\btabs?\b", f"existing code is indented with tabs ({tabs} of {tabs + spaces} indented lines)", 1)]
        if spaces > tabs * 3:
            size = "2" if two * 5 > spaces else "4"
            return [
                Convention(rf"\b{size}[- ]?spaces?\b", f"existing code is indented with {size} spaces", 1),
                Convention(r"^(?!.*\btabs?\b).*\bspaces?\b", f"existing code is indented with spaces ({spaces} of {tabs + spaces} indented lines)", 1),
            ]
        return []


def _simple_yaml(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for line in text.splitlines():
        m = re.match(r"^\s*([A-Za-z]\w*)\s*:\s*['\"]?([^'\"#]*?)['\"]?\s*(?:#.*)?$", line)
        if not m:
            continue
        v: Any = m.group(2)
        if v in ("true", "false"):
            v = v == "true"
        elif v.isdigit():
            v = int(v)
        out[m.group(1)] = v
    return out


# ---------------------------------------------------------------- rules


class Rule:
    __slots__ = ("index", "question", "phase", "choose", "source")

    def __init__(self, index: int, raw: Any):
        where = f"policy rule {index}"
        if not isinstance(raw, dict):
            raise ValueError(f"{where}: a rule is a table like {{ question = \"regex\", choose = \"label\" }}, got {raw!r}")
        unknown = sorted(set(raw) - {"question", "choose", "phase"})
        if unknown:
            raise ValueError(f"{where}: unknown key(s) {', '.join(unknown)} (a rule has question, choose and optionally phase)")
        self.index = index
        self.source = raw
        self.question = _compile(raw.get("question"), f"{where}: question", required=True)
        self.phase = _compile(raw.get("phase"), f"{where}: phase", required=False)
        choose = raw.get("choose")
        if isinstance(choose, str):
            if not choose.strip():
                raise ValueError(f"{where}: choose is empty")
            self.choose: Any = choose
        elif isinstance(choose, list):
            if not choose or not all(isinstance(x, str) and x.strip() for x in choose):
                raise ValueError(f"{where}: choose as a list must name one or more labels (non-empty strings)")
            self.choose = list(choose)
        elif isinstance(choose, dict):
            if choose.get("type") != "text" or set(choose) - {"type", "text"}:
                raise ValueError(f"{where}: choose as a table must be {{ type = \"text\", text = \"...\" }}")
            text = choose.get("text")
            if not isinstance(text, str) or not text.strip():
                raise ValueError(f"{where}: choose = {{ type = \"text\" }} needs a non-empty text")
            self.choose = {"type": "text", "text": text}
        elif choose is None:
            raise ValueError(f"{where}: choose is missing (a label, a list of labels, or {{ type = \"text\", text = \"...\" }})")
        else:
            raise ValueError(f"{where}: choose must be a label, a list of labels or a text table, got {type(choose).__name__}")

    def matches(self, item: Item, phase: Phase) -> bool:
        if self.phase is not None and not self.phase.search(phase.command):
            return False
        return bool(self.question.search(item.question) or (item.header and self.question.search(item.header)))

    def resolve(self, item: Item) -> tuple[ItemAnswer, str] | None:
        """The answer this rule gives ``item``, or None if its choice fits no option."""
        if isinstance(self.choose, dict):
            return typed(self.choose["text"]), f"typed {_short(self.choose['text'])!r}"
        wanted = [self.choose] if isinstance(self.choose, str) else self.choose
        chosen: list[str] = []
        for w in wanted:
            found = _find_labels(item, w, all_matches=item.multi)
            if not found:
                return None
            chosen.extend(x for x in found if x not in chosen)
        if item.multi:
            return multi(chosen), "chose " + ", ".join(repr(x) for x in chosen)
        if len(chosen) != 1:
            return None
        return select(chosen[0]), f"chose {chosen[0]!r}"


def _compile(value: Any, where: str, required: bool) -> re.Pattern[str] | None:
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{where} must be a non-empty regex string, got {value!r}")
    try:
        return re.compile(value, _I)
    except re.error as e:
        raise ValueError(f"{where}: {value!r} is not a valid regex ({e})") from None


def _find_labels(item: Item, wanted: str, all_matches: bool) -> list[str]:
    if wanted in item.labels:
        return [wanted]
    for label in item.labels:
        if label.casefold() == wanted.casefold():
            return [label]
    try:
        pat = re.compile(wanted, _I)
    except re.error:
        return []
    found = [label for label in item.labels if pat.search(label)]
    return found if all_matches else found[:1]


# ---------------------------------------------------------------- the answerer


class PolicyAnswerer:
    """Rules first, then a strategy per question category, informed by the project."""

    name = "policy"
    instant = False  # it reads a few small project files

    OPTIONS = ("planning_files", "max_bytes")

    def __init__(self, rules: list[dict[str, Any]] | None = None, **options: Any):
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            raise ValueError(f"policy: unknown option(s) {', '.join(unknown)} (known: rules, {', '.join(self.OPTIONS)})")
        if rules is None:
            rules = []
        if not isinstance(rules, list):
            raise ValueError(f"policy: rules must be a list of tables, got {type(rules).__name__}")
        self.rules = [Rule(i, r) for i, r in enumerate(rules, 1)]
        files = options.get("planning_files", PLANNING_FILES)
        if isinstance(files, str) or not isinstance(files, (list, tuple)) or not all(isinstance(f, str) and f for f in files):
            raise ValueError("policy: planning_files must be a list of paths relative to the project directory")
        self.planning_files = tuple(files)
        max_bytes = options.get("max_bytes", MAX_BYTES)
        if not isinstance(max_bytes, int) or isinstance(max_bytes, bool) or max_bytes <= 0:
            raise ValueError(f"policy: max_bytes must be a positive integer, got {max_bytes!r}")
        self.max_bytes = max_bytes

    # -- public API

    def classify(self, item: Item) -> str:
        return classify(item)

    def project(self, context: Context) -> Project:
        return Project(context.cwd, Phase(context.phase), self.planning_files, self.max_bytes)

    def decide(self, context: Context) -> Outcome:
        project = self.project(context)
        call = context.call
        answers: list[ItemAnswer] = []
        reasons: list[str] = []
        for n, item in enumerate(call.items, 1):
            answer, reason = self.decide_item(item, context, project)
            if answer is None:
                if len(call.items) == 1:
                    return Abstain(reason)
                return Abstain(f"question {n} ({_name(item)}) could not be decided: {reason}")
            answers.append(answer)
            reasons.append(reason if len(call.items) == 1 else f"question {n} ({_name(item)}): {reason}")
        answer = validate(call, Answer(tuple(answers)))
        return Decision(answer, "; ".join(reasons))

    def decide_item(self, item: Item, context: Context, project: Project | None = None) -> tuple[ItemAnswer | None, str]:
        """The answer for one item (None to abstain) and why."""
        if project is None:
            project = self.project(context)
        phase = project.phase
        for rule in self.rules:
            if rule.matches(item, phase):
                got = rule.resolve(item)
                if got is not None:
                    answer, what = got
                    return answer, f"user rule {rule.index} (question ~ {rule.question.pattern!r}): {what}"
        category = classify(item)
        head = f"{category.replace('_', ' ')} in {phase.label}"
        answer, why = getattr(self, f"_{category}")(item, project)
        return answer, f"{head}: {why}"

    # -- strategies, one per category

    def _confirmation(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        if _asks_observation(item.question):
            return None, "it asks whether something works, which only someone who checked can report"
        affirm = _affirmatives(item, bare=True)
        danger = _destructive_item(item, [o for o in item.options if o.label in affirm])
        if danger:
            return None, danger
        plain = [x for x in affirm if not _QUALIFIED.search(_n(x))]
        label = (plain or affirm)[0]
        return _pick(item, label), f"chose the affirmative {label!r}"

    def _delegation(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        delegate = next(o.label for o in item.options if is_delegation_label(o.label))
        others = [o.label for o in item.options if not is_delegation_label(o.label)]
        # delegating hands Claude every option: none of them may be destructive
        danger = _destructive_item(item, list(item.options))
        if danger:
            return None, danger
        pref = self._preferred(item, others, project)
        if pref is not None:
            return pref
        if project.phase.kind == "discuss":
            return None, f"nothing in the project prefers an option, and a discuss phase gathers the person's own choices rather than {delegate!r}"
        return _pick(item, delegate), f"nothing in the project prefers another option: chose {delegate!r}"

    def _scope(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        candidates = [o for o in item.options if not is_delegation_label(o.label)]
        labels = [o.label for o in candidates]
        m = project.mentions(item, labels, for_scope=True)
        if m.positive:
            chosen = [x for x in labels if x in m.positive]
            cites = ", ".join(dict.fromkeys(d for x in chosen for d in m.positive[x]))
            return multi(chosen) if item.multi else select(chosen[0]), (
                f"the planning files ({cites}) name {', '.join(repr(x) for x in chosen)}")
        if project.phase.proceeds:
            chosen = [o.label for o in candidates if not _OPTIONAL.search(_n(f"{o.label} {o.description}")) and o.label not in m.negative]
            if chosen:
                left = [x for x in labels if x not in chosen]
                note = f" (left out as optional or deferred: {', '.join(repr(x) for x in left)})" if left else ""
                return multi(chosen), f"no planning file narrows it, so chose every option meant for now: {', '.join(repr(x) for x in chosen)}{note}"
            return None, "every option is marked optional or deferred"
        if project.phase.kind == "discuss":
            return None, "no planning file names any of the options, and a discuss phase is where the person decides scope"
        return None, "no planning file names any of the options and the phase does not say what to include"

    def _style(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        labels = list(item.labels)
        conv = project.conventions
        for c in conv.found:
            hit = [x for x in labels if c.pattern.search(_n(x)) and not is_delegation_label(x)]
            if len(hit) == 1:
                return _pick(item, hit[0]), f"chose {hit[0]!r}, the project's convention: {c.source}"
        others = [x for x in labels if not is_delegation_label(x)]
        m = project.mentions(item, others)
        if len(m.positive) == 1:
            label = next(iter(m.positive))
            return _pick(item, label), f"chose {label!r}, as {m.cite(label)} says"
        for c in conv.sampled(item):
            hit = [x for x in labels if c.pattern.search(_n(x)) and not is_delegation_label(x)]
            if len(hit) == 1:
                return _pick(item, hit[0]), f"chose {hit[0]!r}, following the codebase: {c.source}"
        if project.phase.kind == "discuss":
            return None, "no convention of the project settles it, and a discuss phase gathers the person's own preferences"
        delegate = next((x for x in labels if is_delegation_label(x)), None)
        if delegate is not None:
            return _pick(item, delegate), f"no convention of the project settles it: chose {delegate!r}"
        return None, "no convention of the project settles it and there is no option to delegate the choice"

    def _architecture(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        labels = [x for x in item.labels if not is_delegation_label(x)]
        return self._preferred(item, labels, project) or (None, self._no_evidence(item, labels, project))

    def _open_floor(self, item: Item, project: Project) -> tuple[ItemAnswer | None, str]:
        labels = [x for x in item.labels if not is_delegation_label(x) and not _OPEN_OPTION.search(_n(x))]
        return self._preferred(item, labels, project) or (
            None, "it asks for the person's own input, and no user rule or planning file answers it")

    # -- helpers

    def _preferred(self, item: Item, labels: list[str], project: Project) -> tuple[ItemAnswer, str] | None:
        """The one option the planning files speak for, if exactly one."""
        m = project.mentions(item, labels)
        if len(m.positive) != 1:
            return None
        label = next(iter(m.positive))
        why = f"chose {label!r}, the only option the planning files name ({m.cite(label)})"
        if project.phase.kind == "execute" and classify(item) == "architecture":
            why += "; a design question while executing suggests the plan missed it"
        return _pick(item, label), why

    @staticmethod
    def _no_evidence(item: Item, labels: list[str], project: Project) -> str:
        m = project.mentions(item, labels)
        if len(m.positive) > 1:
            named = ", ".join(f"{x!r} ({m.cite(x)})" for x in m.positive)
            return f"the planning files name more than one option: {named}"
        if not project.docs:
            return "options with different consequences, and no planning files to settle it"
        return "options with different consequences, and the planning files name none of them"


def _destructive_item(item: Item, options: list[Option]) -> str | None:
    """Why ``item`` is left to a person, if its question, header or ``options`` name a destructive action."""
    question = _q(item)
    for text, context in [(item.header, ""), (item.question, ""), *((f"{o.label}. {o.description}", question) for o in options)]:
        hit = destructive(text, context) if text else None
        if hit:
            return f"destructive: {_short(hit, 40)!r} in {_short(text)!r} is left to a person (add a user rule to decide it)"
    return None


def _pick(item: Item, label: str) -> ItemAnswer:
    return multi([label]) if item.multi else select(label)


def _name(item: Item) -> str:
    return item.header or _short(item.question, 40)
