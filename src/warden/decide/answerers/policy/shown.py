"""What the session showed in the turn that asks, read as part of what the question proposes.

A question often only points at its proposal: "Update CHANGELOG.md with these entries?",
"Proceed to write the plan?", "Execute plan `p-0b15`?". The proposal itself is the text the
session wrote above the question, which a person reads on the screen before answering
(``Context.shown``, read from the transcript by ``warden.transcript.asking``). The policy
reads it the way it reads a plan file the question names, and only to hold back:

- what its steps do is what approving does (``approved``, as for a plan file the question
  names): a hazardous step leaves the question to a person; a sentence reporting what was already
  done ("I pushed the branch earlier", "- Committed and pushed") is the turn's past, not a step;
- an amount of money or a paid plan in it is the person's to spend (``spends``);
- the go-ahead's refusals read it with the question (``proposal``): the files ruling out what it
  would do, placing an item it lists out of the work, reserving it for someone, a limit it goes
  over, a rule for the draft it shows;
- a recommendation it states ("Recommended: Cancel.") marks that option (``read_into``), so the
  go-ahead does not take another, and a recommended choice about the work may be followed;
- a question it quotes as someone else's words ("> Is dropping the alpha channel intended?",
  ``quoted_question``) asks for an answer, which the go-ahead does not give by acting on it.

Nothing in it speaks *for* an option otherwise: a file or the question does that.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy import concerns
from warden.decide.answerers.policy.claims import uses_ruled_out
from warden.decide.answerers.policy.hazard import PLAN_FILE
from warden.decide.answerers.policy.structure import Question, stated_recommendation
from warden.decide.answerers.policy.wording import straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.decide.answerers.policy.evidence import Doc
from warden.judge.prose_words import SECRET_FILE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.decide.answerers.policy.project import Project

# an amount of money or a paid plan: "$200/month", "EUR 40 a seat", "the paid tier", "a subscription to"; a
# currency sign's lone digit is money only with its period ("$9/month"): "$2" in `awk '{print $2}'` or a
# regex's "$1" is a field, and a sign inside quotes or braces is code
_UNIT = r"(?:\s?(?:/|per |a |an )\s?(?:month|mo|year|yr|week|day|seat|user|call|request|hour)\b)"
_SPENDS = re.compile(
    r"(?<![\w'\"`{\\])[$\u20ac\u00a3]\s?(?:\d[\d,]*\.\d+|\d{2,}[\d,]*|\d(?=" + _UNIT + r"|\s?[kKmM]\b))"
    r"(?:\s?[kKmM]\b)?" + _UNIT + r"?(?![\w}\]'\"`])"
    r"|\b\d[\d,.]{0,30}\s?(?:USD|EUR|GBP|dollars|euros|pounds)\b|\b(?:USD|EUR|GBP)\s?\d"
    r"|\bpaid (?:plan|tier|api|service|subscription|account|licen[cs]e|seats?)\b|\bsubscri(?:be|ption) to\b", re.I)
# a sentence reporting what was done ("I pushed the branch earlier", "- Committed and pushed", "Done: built and
# tagged"): the turn's past, not what approving does
_DONE_BEFORE = re.compile(
    r"^\W*(?:(?:i|we)\s+(?:have\s+|'ve\s+|already\s+|just\s+)*)?(?:done|completed|finished|[a-z]+ed|ran|made|wrote|built|sent|did|put"
    r"|kept|left|found|got|took|shipped|set up)\b(?!\s+(?:to|by)\b)", re.I)


def approved(item: Item, project: Project, shown: str) -> str:
    """What the question asks to approve besides its own words: the text of the plan or work file it
    names and the project holds, capped as every document is, and the shown text (approving either
    approves its steps); empty when there is neither."""
    m = PLAN_FILE.search(item.question)
    named = (project.read(m.group(1).removeprefix("./"), 16 * 1024) or "") if m else ""
    shown = proposed(shown)
    return f"{named}\n\n{shown}" if named and shown else named or shown


def proposed(shown: str) -> str:
    """The shown text without its sentences reporting what was already done."""
    if not shown:
        return ""
    # a heading ends at its colon ("Updated plan: drop the table" proposes what follows it); a field switched off
    # ("Push:  no (local only)") proposes nothing; steps laid out on one line ("4 review  5 version (minor, push)")
    # are each one
    # a plan's way back ("Rollback: drop index.") says what undoes the work if it must be undone, not what it does
    lines = [step for line in shown.splitlines() if not _SWITCHED_OFF.match(line) for step in _STEPS_APART.split(_WAY_BACK.sub(" ", line))]
    kept = [s for line in lines for s in re.split(r"(?<=[.!?:])\s+", line) if not _DONE_BEFORE.match(s)]
    return "\n".join(kept)


# a plan's field whose value says it does not happen: "Push: no", "Changelog: none", "Deploy: skipped"
_SWITCHED_OFF = re.compile(r"^[ \t]*[A-Za-z][\w ./-]{0,30}:[ \t]*(?:no|none|false|off|skip(?:ped)?|disabled|n/?a)[ \t]*(?:$|[(,;\u2014-])",
                           re.I | re.M)
# a plan's field saying how the work is undone: "Rollback: drop index.", "Rollback plan: revert the migration", "Undo: git revert"
_WAY_BACK = re.compile(r"(?:^|(?<=[.!?;]\s))[ \t*-]*(?:roll-?back|roll back|revert|back-?out|undo)(?: plan| steps?| path)?[ \t]*:[^.!?;\n]*[.!?;]?",
                       re.I)
# where steps laid out on one line part: two spaces or more before a step's number
_STEPS_APART = re.compile(r"[ \t]{2,}(?=\d{1,2}[ \t.)]+[A-Za-z])")


def proposal(item: Item, shown: str) -> str:
    """The question with the text shown above it, as a person reads the screen."""
    return f"{shown}\n\n{item.question}" if shown else item.question


def spends(shown: str) -> str | None:
    """The words with which the shown text names an amount of money or a paid plan (None: none)."""
    m = _SPENDS.search(straighten(shown)) if shown else None
    return m.group(0) if m else None


# a draft crediting an AI as an author of the person's work: "Co-Authored-By: Claude …", "Generated with Claude Code"
_CREDITS_AI = re.compile(r"\bco-authored-by:\s*[^\n]{0,40}?\b(?:claude|anthropic|gpt|openai|copilot|gemini|ai\b)"
                         r"|\bgenerated (?:with|by) \[?(?:claude|chatgpt|copilot|gemini)\b", re.I)


def persons_own(shown: str) -> str | None:
    """What the shown text does that is the person's own to decide, said as a verb phrase: it spends money ("spends
    money ('$40/month')") or credits an AI in the person's work ("credits an AI ('Co-Authored-By: Claude…')");
    None: neither."""
    spent = spends(shown)
    if spent:
        return f"spends money ({spent!r})"
    m = _CREDITS_AI.search(shown or "")
    return f"credits an AI as an author ({m.group(0)[:60]!r})" if m else None


def read_into(item: Item, q: Question, shown: str) -> None:
    """What the shown text adds to the question's structure: the option it recommends without a condition, where
    the question marks none; and that what the question reports comes down to access or a secret, where the text
    shows why ("The workflow run failed. What should I do?" above "Klaviyo API returned 401 Unauthorized")."""
    if shown and not item.multi and not q.with_role("recommended"):
        said = stated_recommendation(item, shown)
        if said is not None:
            q.options[said].roles.add("recommended")
    if shown and q.reports and not q.auth_cause:
        q.auth_cause = concerns.auth_cause(shown[-4000:])



# a line the session marks for the person's attention: a warning by its mark ("Warning: ...", "\u26a0 ..."), or a note
# ("Note: admin-console has no authentication configured.") that says what of it matters by its words
_WARNED = re.compile(r"^\W*(?:warning|caution|careful|danger)\b\s*[:!-]\s*(.+)$|^\s*(?:\u26a0\ufe0f?|\u2757|!!)\s*(.+)$", re.I | re.M)
_NOTED = re.compile(r"^\W*(?:note|nb|heads[- ]up|important|attention)\b\.?\s*[:!-]\s*(.+)$", re.I | re.M)


def flagged(shown: str) -> tuple[list[str], list[str]]:
    """The lines the shown text marks as warnings, and those it marks as notes, without their marks."""
    if not shown:
        return [], []
    return [m.group(1) or m.group(2) for m in _WARNED.finditer(shown)], [m.group(1) for m in _NOTED.finditer(shown)]


# a secret the session shows among what going on would take along: a secret's value (read by the judge's one reader
# of disclosed secrets, ``warden.judge.leaks.disclosed``, imported only where the text names something of the kind),
# or a secrets file (the judge's ``SECRET_FILE``) in a list of what is staged or committed
_MAY_DISCLOSE = re.compile(r"secret|token|passw|api[_-]?key|private|credential|(?:sk|rk|pk)_(?:live|test)_|gh[pousr]_|AKIA|xox|BEGIN", re.I)
_STAGED = re.compile(r"^\W*(?:staged|to be committed|changes to be committed|files? to commit|committing)\b[^\n]*", re.I | re.M)


def secret_shown(shown: str) -> str | None:
    """A secret the session's text above the question shows among what going on takes along (None: none)."""
    if not shown:
        return None
    for line in _STAGED.finditer(shown):
        held = SECRET_FILE.search(line.group(0))
        if held:
            return held.group(0)
    if _MAY_DISCLOSE.search(shown):
        from warden.judge.leaks import disclosed

        return disclosed(shown) or None
    return None


# a line the session quotes (markdown's "> "), as it quotes someone else's words: a review comment, a message
_QUOTED = re.compile(r"^\s*>\s?(.*\S)\s*$", re.M)


def quoted_question(shown: str) -> str | None:
    """A question someone else asks in what the session shows, quoted as their words ("> Is dropping the alpha
    channel intended?"): an answer is asked of the person, not a change (None: none)."""
    if not shown or ">" not in shown:
        return None
    quoted = " ".join(m.group(1) for m in _QUOTED.finditer(shown))
    asked = [q for q in re.split(r"(?<=[.!?])\s+", quoted) if q.rstrip(" `'\"*)").endswith("?")]
    return asked[0] if asked else None


# what the session showed reporting that what the work reaches is not running: "orderbook   exited (1)", "api: CrashLoopBackOff"
_DOWN = re.compile(r"\b(?:exited|crashed|crash-?loop\w*|OOMKilled|not running|is down|has stopped|dead)\b", re.I)
# a remedy that only repeats what failed: "Retry" ("Run the same request again"), "Try again"
_REPEATS = re.compile(r"^\W*(?:re-?try|try again|run (?:it )?again|re-?run)\W*$", re.I)
_CHANGES = re.compile(r"\b(?:after|once|with|fix\w*|start\w*|restart\w*|new|fresh|different|modified|increase\w*|longer)\b", re.I)


# a failure that may pass by itself: a retry is its remedy
_TRANSIENT = re.compile(r"\b(?:time[sd]?[- ]?out|timed out|etimedout|econnreset|eai_again|socket hang up|rate[- ]limit\w*|429|50[234]|temporar\w*|transient|flaky|intermittent\w*|"
                        r"throttl\w*|unavailable|busy|locked|still starting|network (?:error|hiccup|blip))\b", re.I)


def only_repeats(label: str, description: str) -> bool:
    """Whether the option (``label``, ``description``) only repeats what failed ("Retry"), changing nothing."""
    return bool(_REPEATS.match(straighten(label))) and not _CHANGES.search(straighten(description))


def passes_by_itself(text: str) -> bool:
    """Whether ``text`` (the question and what the session showed) reports a failure that may pass by itself: a
    timeout, a rate limit, a busy or unavailable service."""
    return bool(_TRANSIENT.search(text or ""))


def changes_first(views: list, question: str, shown: str) -> list:
    """``views`` (remedies) with those that change something before those that only repeat what failed, unless the
    failure may pass by itself (``question`` and ``shown`` report a timeout, a rate limit): then as they are."""
    if passes_by_itself(f"{question}\n{shown}"):
        return list(views)
    return sorted(views, key=lambda v: only_repeats(v.label, v.option.description))


def repeats_what_is_down(shown: str, label: str, description: str) -> str | None:
    """The words of ``shown`` saying what the work reaches is not running, where the option (``label``, ``description``)
    only repeats what failed: the same attempt fails the same way (None: it changes something, or nothing is down)."""
    if not only_repeats(label, description):
        return None
    m = _DOWN.search(shown or "")
    return m.group(0) if m else None


# a unit of work running beside others, with the files it edits: "Agent B: src/scheduler/queue.ts, billing/invoice.ts"
_UNIT_FILES = re.compile(r"(?:^|[\n.;])[-*\s]*((?:agent|worker|task|group|stream|lane|executor|subagent)\s+[\w.-]{1,12})\s*(?:\([^)\n]{0,40}\))?\s*:\s*"
                         r"((?:[^\n.;]|\.(?!\s|$))*)", re.I)
_PATH = re.compile(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.[A-Za-z]{1,5})(?![\w/-])")


def shared_file(shown: str) -> tuple[str, str, str] | None:
    """(the file, one unit, another) where what the session showed gives two units of work that run side by side the
    same file to edit ("Agent A: src/queue.ts. Agent B: src/queue.ts, billing/invoice.ts"): run together, one
    overwrites the other's work. None: no two units share a file."""
    owner: dict[str, str] = {}
    for m in _UNIT_FILES.finditer(shown or ""):
        unit = m.group(1).strip()
        for f in dict.fromkeys(_PATH.findall(m.group(2))):
            if f in owner and owner[f] != unit:
                return f, owner[f], unit
            owner.setdefault(f, unit)
    return None


# a scope a request names by a qualifier: "org:harbor-labs", "repo:acme/api", "--project TALLY", "env=staging"
_SCOPE = re.compile(r"(?<![\w-])-{0,2}(org|owner|user|repo|project|team|workspace|account|namespace|cluster|env|environment|region)[:=\s]\s*"
                    r"([A-Za-z0-9][\w./-]*)", re.I)


def beyond_request(command: str, shown: str) -> str | None:
    """What the session showed reaching past the scope the request named: the same qualifier with another value
    ("/github:remove-main-branch org:harbor-labs" and "23 across org:harbor-labs and org:partner-co"). None: the
    request names no such scope, or what was shown stays in it."""
    named: dict[str, set[str]] = {}
    for key, value in _SCOPE.findall(command or ""):
        named.setdefault(key.lower(), set()).add(value.lower().rstrip("."))
    if not named:
        return None
    for m in _SCOPE.finditer(shown or ""):
        key, value = m.group(1).lower(), m.group(2).lower().rstrip(".")
        if key in named and re.search(r"[:=]", m.group(0)) and value not in named[key]:  # "org:x", "env=x", not prose
            return m.group(0).strip().rstrip(".,;")
    return None


# what the session showed saying the working tree holds changes not committed: "9 modified files not committed"
_UNCOMMITTED = re.compile(r"\b\d+ (?:modified|changed|edited|staged) files? (?:not committed|uncommitted)\b|\buncommitted (?:changes|edits|work|files)\b"
                          r"|\bworking (?:tree|directory|copy) (?:is )?(?:dirty|not clean)\b|\bchanges not staged for commit\b", re.I)


def uncommitted(shown: str) -> str | None:
    """The words of ``shown`` saying the working tree holds changes not committed (None: it does not say so)."""
    m = _UNCOMMITTED.search(shown or "")
    return m.group(0) if m else None


def reports(shown: str, docs: list[Doc]) -> str | None:
    """A line of what the session showed that reports a problem ("Unit tests: 61/64 passed (3 failing)"), or the files'
    sentence ruling out a name it uses ("no Redis anywhere" against "note: staging tables kept in Redis"); None: neither."""
    for line in (shown or "").splitlines():
        if concerns.reported(line):
            return line.strip()
    return uses_ruled_out(shown, docs) if shown else None  # the files' rules walked once, not once a line


# a run's outcome that failed: "3 failing", "2 tests failed", "Tests: 61/64 passed", a line marked failed ("\u2717 Lint");
# a count keyed "failed: 2" where the line names a run of tests, checks or a build (a count of failed hypotheses is a result)
_FAILED_RUN = re.compile(r"(?<![=:\d])\b[1-9]\d*\s+(?:(?:unit |integration |e2e )?(?:tests?|specs?|checks?|jobs?|steps?)\s+)?"
                         r"(?:fail(?:ed|ing|ures?|s)?|errors?|errored)\b(?!\s*[:=])|^\s*[\u2717\u2718\u274c]", re.I | re.M)
_FAILED_COUNT = re.compile(r"\bfail(?:ed|ures?|ing)?\s*[:=]\s*[1-9]", re.I)
_RUN = re.compile(r"\b(?:tests?|checks?|specs?|lint\w*|builds?|jobs?|suites?|CI)\b", re.I)
_PASSED_OF = re.compile(r"\b(\d+)\s*/\s*(\d+)\s+(?:tests?\s+)?pass(?:ed|ing|es)?\b", re.I)


def failed_run(shown: str) -> str | None:
    """A line of what the session showed that reports a run that failed: tests, checks or jobs failing, fewer passed
    than run ("Tests: 61/64 passed"), a line marked as failed; None where none does. (What a plan proposes to fix, "Fix
    the crash on empty input", reports no run.)"""
    for line in (shown or "").splitlines():
        if _FAILED_RUN.search(line) or (_FAILED_COUNT.search(line) and _RUN.search(line)) or any(int(m.group(1)) < int(m.group(2)) for m in _PASSED_OF.finditer(line)):
            return line.strip()
    return None
