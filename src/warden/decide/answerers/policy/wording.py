"""How questions and options are worded: the vocabulary shared by classification and the
strategies, and the small text helpers every part of the policy uses."""

from __future__ import annotations

import re

from warden.askuser.model import Item

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

    class View(Protocol):  # structure.View: an option and what it does (no import: structure uses this module)
        label: str
        text: str

_I = re.IGNORECASE

_DELEGATION = re.compile(
    r"\b(?:you decide|you choose|you pick|your call|your choice|your discretion|(?:at )?claude'?s? (?:discretion|choice|call|decides?|picks?)"
    r"|whatever you (?:think|prefer|recommend|decide|suggest)|up to you|let claude (?:decide|choose|pick)"
    r"|(?:agent|assistant)'?s? discretion|no preference|dealer'?s choice|either is fine|either works|i don'?t mind"
    r"|use your (?:best )?judg(?:e)?ment|you know best|surprise me)\b",
    _I,
)

# options that only a person typing could fill: the question is an open floor
_OPEN_OPTION = re.compile(r"^\s*(?:other|something else|type something|let me (?:explain|describe|type)|i'?ll (?:explain|describe|type))\b", _I)

# an option that says yes to going on; a bare "yes" counts only with confirming wording
_AFFIRM_STRONG = re.compile(
    r"^\W*(?:yes\b[,\s-]*)?(?:proceed|continue|go ahead|approve[sd]?|confirm(?:ed)?|looks? (?:good|great|right|fine)|lgtm|create|apply"
    r"|start|commit|run (?:it|them|the)|do it|ship it|execute|keep going|sounds good|accept|move on|next phase|let'?s go"
    r"|finali[sz]e|save|write (?:it|the)|generate|merge|push|deploy|install|publish|plan it|all good)\b",
    _I,
)
_AFFIRM_BARE = re.compile(r"^\W*(?:yes|yep|yeah|y|ok|okay|sure|correct|right|ready|done|good|agreed?|affirmative)\b", _I)

# asks for an observation ("does it work?") that only someone who checked can report
_OBSERVATION = re.compile(
    r"\b(?:does|did|do|is|are|was|were)\b[^?]{0,400}\b(?:works?|working|worked|pass(?:es|ed|ing)?|fixed|resolved|renders?|rendered|rendering"
    r"|displays?|displayed|appears?|appeared|behaves?|correctly|as expected|broken|fail(?:s|ed|ing)?|crash(?:es|ed)?)\b"
    r"|\b(?:can|could) you (?:confirm|verify|check|test|reproduce)\b|\bdid you (?:see|get|try|notice)\b",
    _I,
)


def straighten(text: str) -> str:
    """Curly apostrophes made straight, so that one pattern matches "don't" and "don’t"."""
    return text.replace("\u2019", "'").replace("\u2018", "'")


def question_text(item: Item) -> str:
    """The header and the question as one text, the way the patterns read a question."""
    return straighten(f"{item.header}: {item.question}" if item.header else item.question)


def short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def asks_observation(question: str) -> bool:
    """Whether one of the question's interrogative sentences asks for an observation. (A sentence
    is only looked for where one starts: from every place it would cost a long text its square.)"""
    return any(_OBSERVATION.search(m.group(0)) for m in re.finditer(r"(?<![^.!?\n])[^.!?\n]*\?", straighten(question)))


def is_delegation_label(label: str) -> bool:
    return bool(_DELEGATION.search(straighten(label)))


def is_open_option(label: str) -> bool:
    return bool(_OPEN_OPTION.search(straighten(label)))


def affirmatives(item: Item, bare: bool) -> list[str]:
    out = []
    for o in item.options:
        label = straighten(o.label)
        if _AFFIRM_STRONG.search(label) or (bare and _AFFIRM_BARE.search(label)):
            out.append(o.label)
    return out


# ---------------------------------------------------------------- what an option says about going on

BACK = re.compile(r"\b(?:discuss\w*|gather\w*|context|research\w*|revis\w*|rethink|re-?plan\w*|go back|back to)\b|^\W*plan\b", _I)
# the same answers in the languages workflows are written in besides English: a picker's "キャンセル" or "Abbrechen" stops
# as "Cancel" does, and a file's "席予約・キャンセル・通知" names a feature of the product, not the option
YES_L10N = r"はい|是|是的|确认|確認|예|네|oui|sí|ja"
NO_L10N = r"いいえ|否|不|아니요|아니오|nein|não|nee"
CANCEL_L10N = (r"キャンセル|中止|中断|取り消し|取消|取消する|停止|終了|やめる|止める|취소|중단|중지|abbrechen|annuler|cancelar|annulla"
               r"|スキップ|跳过|건너뛰기|überspringen|omitir|saltar")
RESPONSE = re.compile(r"^\W*(?:yes|y|no|n|ok(?:ay)?|sure|done|pass(?:ed)?|fail(?:ed)?|skip|cancel|exit|quit|stop|approve|reject|revise"
                      r"|accept|continue|proceed|confirm|later|never|always|none|all|both|neither|review|verify|retry|edit|adjust"
                      rf"|{YES_L10N}|{NO_L10N}|{CANCEL_L10N})\W*$", _I)
BARE_YES = re.compile(rf"^\W*(?:yes|yep|ok(?:ay)?|sure|y|approve[sd]?|accept|confirm|proceed|continue|go ahead|{YES_L10N})\W*$", _I)
ACTION_ASK = re.compile(
    r"\b(?:proceed|continue|go ahead|run|create|apply|approve|commit|initiali[sz]e|spawn|resume|update|upgrade|generate|enable|install"
    r"|start|write|save|execute|implement|research|verify|map|use your saved|add|set up|fix|retry|re-?run|move on|merge|push|deploy|send"
    r"|publish|delete|remove|overwrite|replace|discard|revert|undo|reset|import|export|build|scan|ship|finish|accept|confirm)\b",
    _I,
)


def bare(label: str) -> str:
    """A label without its parenthesised notes and list markers ("[C] Continue (Recommended)" -> "Continue")."""
    return re.sub(r"\([^)]*\)|^\W*\[?\w\]\s+|^\W*\d+[.)]\s+", " ", straighten(label)).strip()


def bare_yes(view: View) -> bool:
    """"Yes", "Approve (Recommended)": an option that only says yes to what the question proposes."""
    return bool(BARE_YES.match(re.sub(r"\([^)]*\)", " ", straighten(view.label))))


def detour(view: View) -> bool:
    """An option that first does something else ("Run discuss-phase first", "Export first")."""
    return bool(re.search(r"\b(?:first|before)\b", straighten(view.label), _I))


def leads_to_choice(view: View) -> bool:
    """An option whose next step is choosing ("Select which assumptions to change"), not saying what is wrong."""
    return bool(re.search(r"\b(?:select|choose|pick|mark)\b", view.text, _I)) and not re.search(
        r"\btell me\b|\btype\b|\bdescribe\b|\bexplain\b|\bin your own words\b", view.text, _I)


_ENDS = frozenset(".!?\n")


def asking(text: str) -> list[str]:
    """The sentences of ``text`` that ask: each run of text up to a sentence's end (a line
    break, or ``.!?`` before white space or the end) cut after its last ``?``, where it has
    one. One pass: a question of any length costs its length (a regular expression that
    looked for the ``?`` from every place in a sentence without one took the square)."""
    out: list[str] = []
    start, last_q, n = 0, -1, len(text)
    for i, c in enumerate(text):
        if c not in _ENDS:
            continue
        if c == "?":
            last_q = i
        if c == "\n" or i + 1 >= n or text[i + 1].isspace():
            if last_q >= start:
                out.append(text[start:last_q + 1])
            start, last_q = i + 1, -1
    if last_q >= start:
        out.append(text[start:last_q + 1])
    return out


def asking_part(question: str) -> str:
    """The sentences of ``question`` that ask, or all of it when none ends in "?"."""
    return " ".join(asking(straighten(question))) or question


def _root(word: str) -> str:
    """A word without its inflection, for patterns: "Extraction" -> "Extract", "Cards" -> "Card"."""
    low = word.lower()
    for suffix in ("ions", "ion", "ings", "ing", "ed", "es", "s"):
        if low.endswith(suffix) and len(word) - len(suffix) >= 4 and not low.endswith("ss"):
            return word[: -len(suffix)]
    if low.endswith("e") and len(word) >= 5:
        return word[:-1]
    return word


def word_re(phrase: str, case_sensitive: bool = False) -> re.Pattern[str]:
    """A phrase as a pattern that tolerates case, hyphens for spaces, plural and
    inflected endings ("Object-lock" finds "object lock", "Cards" finds "card")."""
    words = [w for w in re.split(r"[\s'\"-]+", phrase) if w]
    parts = []
    for w in words:
        body = re.escape(w)
        if re.fullmatch(r"[a-z]{3}", w, _I) and not case_sensitive:
            body += r"s?"
        elif re.fullmatch(r"[A-Za-z]{4,}", w):
            root = _root(w)
            body = re.escape(root) + r"(?:s|es|e|ed|d|ing|ion|ions|ql|sql)?"
        parts.append(body)
    joint = r"[\s'\"-]*" if len(words) == 2 and all(len(w) >= 4 for w in words) else r"[\s'\"-]+"
    pattern = r"(?<![A-Za-z0-9_])" + joint.join(parts) + r"(?![A-Za-z0-9_])"
    if len(words) == 1 and re.fullmatch(r"[A-Za-z]+", words[0]):
        # one word is not part of a dotted name: "Ship" is not in "ship-saas.now", "Next" not in "Next.js"
        # nor the last part of a hyphenated name: "web" is not in "moa-web" (a project's name)
        pattern = r"(?<![A-Za-z0-9]\.)(?<![a-z0-9]-)" + pattern + r"(?![-\w]*\.[A-Za-z0-9])"
    return re.compile(pattern, 0 if case_sensitive else _I)


_PLAIN = frozenset("with from into that this them then than when what which have will about their there only also some more".split())


def content_words(text: str) -> set[str]:
    """The content words of ``text`` (four letters or more), by their stem."""
    return {w[:-1] if w.endswith("s") and len(w) > 4 else w
            for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _PLAIN}
