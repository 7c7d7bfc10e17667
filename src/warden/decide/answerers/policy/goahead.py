"""The go-ahead: when going on with what a question proposes is the person's standing intent.

The one option that goes on is taken where going on is what the person asked for: a plan,
execute or autonomous phase, or a command that names the work, when the question names the
work; outside such a phase only when the option itself says it does ordinary project work
(writes the project's files, builds and tests, reads, commits locally). Never when the
question reports a problem, hedges, warns, states that something is not so, names a place
outside the project, proposes turning off a security control, or the project records an open
blocker; nor when the text shown above the question quotes someone's question. Every other option must hold:
stop, wait, hand back, object, keep things as they are, or (in a phase that goes on) only go
back a step.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy import concerns, limits, optional, reserved
from warden.decide.answerers.policy.forbidden import off_branch
from warden.decide.answerers.policy.claims import (INTO_RELEASE, excluded_item, excluded_subject, included_subject, option_ruled_out,
                                                    quoted_subject, ruled_out_change, uses_ruled_out)
from warden.decide.answerers.policy.hazard import describe, routine
from warden.decide.answerers.policy.present import present
from warden.decide.answerers.policy.ruling import rule_on
from warden.decide.answerers.policy.project import open_items
from warden.decide.answerers.policy.shown import beyond_request, failed_run, flagged, proposed, quoted_question, reports, shared_file, uncommitted
from warden.decide.answerers.policy.structure import Question, View
from warden.decide.answerers.policy.wording import ACTION_ASK, BACK, asking, asking_part, bare_yes, detour, short, straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import ItemAnswer
    from warden.decide.answerers.policy.project import Project

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why

# the question's own words placing what it proposes outside the work the person asked for
_UNRELATED = re.compile(r"\b(?:unrelated|not related|not part of (?:this|the) (?:\w+ )?(?:task|change|work|story|ticket|commit|fix|feature)"
                        r"|outside (?:of )?(?:this|the) (?:task|change|work|scope|story|ticket|feature)|out of scope)\b", re.I)
# asked whether something is needed at all ("Does this change need a decision record?", "Is a migration required here?"): a
# judgement of the work, whose yes does more of it and whose no goes on as well; neither is the go-ahead
# a new version on offer: "Update available", "a new release is available", "v4.20.1 → v4.20.3"
_NEW_VERSION = re.compile(r"\b(?:updates?|upgrades?|new version|new release)\b[^?\n]{0,40}?\bavailable\b"
                          r"|\bv?\d+\.\d+(?:\.\d+)?\s*(?:→|->)\s*v?\d+\.\d+(?:\.\d+)?", re.I)
# a tool the question says the machine lacks, proposed for installing ("ast-grep not found. Install it?")
_MISSING_TOOL = re.compile(r"\b([\w.+-]{1,60}) (?:is )?(?:not found|not installed|missing|unavailable)\b[^?]{0,80}?\binstall\w*", re.I)
_FALLBACK = re.compile(r"\b(?:fallback|fall back|without it|continue with(?:out)?|skip (?:it|install\w*))\b", re.I)
_NEEDED = re.compile(r"^(?:does|do|is|are|would|will|should)\b[^?]{0,80}?\b(?:need|needs|needed|require|requires|required|necessary"
                     r"|warrant|warrants|worth|merit|merits|call for|calls for)\b", re.I)
# rewriting commits: what the command or the question proposes to do to the branch's history
_REWRITES = re.compile(r"\b(?:rebuild\w*|rebas\w*|squash\w*|amend\w*|reword\w*|fixup|force[- ]push\w*|rewrit\w*|reorder\w*|collaps\w*)\b", re.I)
_HISTORY = re.compile(r"\b(?:commits?|history|branch)\b|^/\S*(?:rebuild|rebase|squash)", re.I)
# a file recording the branch as shared: pushed to a remote, or under an open pull request
_SHARED = re.compile(r"\b(?<!never )(?<!not )(?:pushed to \w+|(?:PR|pull request|MR|merge request) #?\d+ (?:is )?open|open (?:PR|pull request|MR|merge request))\b", re.I)
_HOLDS = ("negative", "stall", "view", "manual", "object", "stay", "keep", "paper", "delegate", "open", "unsure")
# a folder the work is put in or done for ("for src/frontend/", "under packages/api/"), and a question that makes one
# (a folder's name ends at its slash: "into feat/pdf-export" names a branch, "in src/app.py" a file)
_IN_FOLDER = re.compile(r"\b(?:for|in|into|under|inside|within)\s+`?((?:[\w.-]+/)+)(?![\w.-])`?", re.I)
_MAKES_FOLDER = re.compile(r"\b(?:create|make|add|scaffold|set up|initiali[sz]e|new)\b[^?]{0,30}\b(?:folder|directory|dir|package|module|app)\b|\bmkdir\b", re.I)
# work run side by side: parallel agents, workers, a grouping of them
_SIDE_BY_SIDE = re.compile(r"\b(?:parallel\w*|concurrent\w*|side by side|grouping|groups?|agents|subagents|workers|spawn\w*|fan[- ]out)\b", re.I)
# a unit of a workflow's own work: going on with one is going on with the work
_WORK_UNIT = re.compile(
    r"\b(?:plans?|wave|waves|tasks?|steps?|phases?|stages?|areas?|sections?|research|execution|implementation|verification|context"
    r"|roadmap|spec|requirements|tests?|docs?|documentation|stories|story|todos?|checklist|milestone scope|gap closure|gap-closure"
    r"|tickets?|epics?|sprints?|chores?|work items?)\b",
    re.I,
)


# a question headed as the approval itself ("Approval", "Approve?", "Sign-off")
_GATE = re.compile(r"^\W*(?:approv\w*|sign[- ]?off)\W*$", re.I)
# a question that asks only whether to go on ("Shall I go ahead?", "Proceed?") ...
_BARE_ASK = re.compile(r"^\W*(?:(?:shall|should|can|may) (?:i|we) (?:go ahead|proceed|continue|go on|do (?:it|that|this))"
                       r"|(?:ok(?:ay)? to |ready to )?(?:go ahead|proceed|continue)(?: with (?:it|this|that))?)\W*$", re.I)
# ... goes on with what it announced it does next, on a line of its own before asking ("Next, per the protocol: `git add .`
# then git commit …", "I'll regenerate the fixtures:")
_ANNOUNCES = re.compile(r"(?im)^\W*(?:next(?: step)?\b[^:\n]{0,40}:|i(?:'ll| will) |about to |now i(?:'ll| will) )")
# an option going on to the workflow's own next step ("Yes, looks good — proceed to Step 3: Spec", "continue to phase 4")
_NEXT_STEP = re.compile(r"\b(?:proceed|continue|move on|go on|advance)\s+(?:on\s+)?(?:to|with)\s+(?:the\s+next\s+)?(?:step|phase|stage)\b", re.I)
# a file recording an approval given in advance
_APPROVED = re.compile(r"\b(?:pre-?approved|(?:is|are) approved|approved (?:by|in advance))\b", re.I)
_COMMON = frozenset("with this that these those proceed continue should want like what which your from into".split())


def shared_history(docs, text: str) -> str | None:
    """The files' line saying the branch is shared, where ``text`` (the command and the question) proposes
    rewriting its commits (None: it proposes no rewrite, or nothing says the branch is shared)."""
    if not (_REWRITES.search(text) and _HISTORY.search(text)):
        return None
    for d in docs:
        for line in d.text.splitlines()[:400]:
            if _SHARED.search(line):
                return line.strip()
    return None


# the branch the work is on, as `git status` reports it, and a file's rule against committing on a branch by name
# where a status or a plan shown says the work is: "On branch main", "Branch:     main (default branch)"
_ON_BRANCH = re.compile(r"^(?:On branch|[ \t]*Branch:)[ \t]+`?([\w./-]+)", re.M)
_COMMITS = re.compile(r"\bcommit\w*\b", re.I)


def forbidden_branch(docs, text: str, shown: str = "") -> str | None:
    """The files' line ruling out committing on the branch `git status` (or the plan the session ``shown``)
    says the work is on, where ``text`` (the command, the question, the option) commits ("nothing is committed
    directly to main" and "On branch main"); None: it does not commit, no status names the branch, or nothing
    rules the branch out."""
    if not _COMMITS.search(text):
        return None
    branches = {m.group(1) for t in (*(d.text for d in docs), shown) for m in _ON_BRANCH.finditer(t[:2000])}
    for b in branches:
        rule = re.compile(r"\b(?:never|not|no|nothing|don'?t|do not|must not)\b[^.\n]{0,40}?\bcommit\w*\b[^.\n]{0,25}?"
                          r"\b(?:to|on|into)\s+(?:the\s+)?[`'\"]?" + re.escape(b) + r"(?![\w/-])", re.I)
        for d in docs:
            for line in d.text.splitlines()[:400]:
                if rule.search(line):
                    return line.strip(" -*\t")
    return None


class GoAhead:
    """The go-ahead steps of :class:`~warden.decide.answerers.policy.reading.Reading`, which
    provides what they use besides: ``_unsafe``, ``_hazardous_option``, ``_elsewhere``, ``_pick``."""

    item: Item
    q: Question
    project: Project
    unconfirmed: bool
    proposes: str  # the question with what the session showed before asking it
    shown: str  # what the session showed before asking, alone

    def _proposal(self) -> Verdict | None:
        """The go-ahead: the one option that goes on with what the question proposes."""
        if self.unconfirmed or self.item.multi:
            return None
        q = self.q
        forward = [v for v in q.options if v.has("proceed") and not v.has("negative", "manual", "object", "stay", "paper")
                   and not detour(v)]
        if not forward:
            return None
        if len(forward) == 1 and bare_yes(forward[0]) and not ACTION_ASK.search(q.text):
            return None  # "Should the API support pagination?" is a design question, not a go-ahead
        safe = [v for v in forward if not self._unsafe(v)]
        if not safe:
            v = forward[0]
            return None, f"going on would {describe(self.hazards[v.index])}: left to a person"
        if len(safe) > 1:
            return None
        v = safe[0]
        if not self._is_go_ahead(v):
            return None
        needed = next((m for a in asking(straighten(self.item.question)) if (m := _NEEDED.search(a.strip()))), None)
        if needed and not self.project.phase.names(f"{v.text} {asking_part(self.item.question)}"):
            return None, f"it asks whether something is needed ({needed.group(0)!r}): a judgement of the work, not a go-ahead"
        missing = _MISSING_TOOL.search(asking_part(self.item.question)) or _MISSING_TOOL.search(self.item.question)
        if missing and any(o is not v and _FALLBACK.search(o.text) for o in q.options) and not self._project_tool(missing.group(1)):
            # a tool the machine lacks, that the project does not list as its own, is installed on the person's machine;
            # a fallback keeps the run going
            return None, (f"it proposes installing a missing tool ({short(missing.group(0), 60)!r}) the project does not list,"
                          " while a fallback goes on: the person's machine is theirs")
        left_out = excluded_subject(self.item.question, self.project.docs)
        if left_out:
            # what it asks to take in the files keep out: the one option that keeps it out is theirs
            keeps = [o for o in q.options if o is not v and o.has("keep", "negative") and not self._unsafe(o)]
            if len(keeps) == 1:
                return self._pick(keeps[0]), f"chose {keeps[0].label!r}: the files keep what it asks to take in out ({short(left_out, 100)!r})"
            return None, f"{v.label!r} goes on, but the files keep what it asks to take in out ({short(left_out, 100)!r})"
        subject, into = quoted_subject(self.item.question), INTO_RELEASE.search(straighten(asking_part(self.item.question)))
        if subject and into and not included_subject(self.item.question, into.group(1), self.project.docs):
            return None, f"what goes into {into.group(1)!r} is a product call, and no file places {subject!r} in it"
        blocker = self._go_ahead_blocker(v)
        if blocker:
            return None, f"{v.label!r} goes on, but {blocker}"
        return self._pick(v), f"chose {v.label!r}, the option that goes on with what it proposes ({self._standing(v)})"

    def _project_tool(self, tool: str) -> bool:
        """Whether the project's documents name ``tool`` (its setup lists it as the project's own)."""
        name = re.compile(r"(?<![\w-])" + re.escape(tool) + r"(?![\w-])", re.I)
        return any(name.search(d.text) for d in self.project.docs)

    def _is_go_ahead(self, v: View) -> bool:
        """``v`` goes on and every other option holds: stops, waits, hands back, objects,
        keeps things as they are, or (in a phase that goes on) only goes back a step."""
        if not v.has("proceed") or v.has("negative", "manual", "object", "stay", "paper"):
            return False
        others = [o for o in self.q.options if o is not v]
        if all(o.has(*_HOLDS) or detour(o) or self._unsafe(o) for o in others):
            return True
        # plan and execute phases confirm and go on (the person moved the work there): an
        # option that only goes back a step (discuss, gather context, research) does not hold
        return self.project.phase.proceeds and all(
            BACK.search(straighten(o.label)) or detour(o) or o.has(*_HOLDS) for o in others)

    def _go_ahead_blocker(self, v: View) -> str | None:
        """Why going on with ``v`` is not simply the person's standing intent (None: it is)."""
        risky = self._hazardous_option() or self._elsewhere(v)
        if risky:
            return risky
        phase = self.project.phase
        asking = asking_part(self.item.question)
        made = routine(v.text, self.item.question)
        creates = any(e.effect in ("write_project", "vcs_local", "install_local") for e in made)
        reads = bool(made) and all(e.effect == "read" for e in made)
        # in a phase that goes on, an input the question says is absent, which another option offers to produce
        # first ("No AI-SPEC.md exists. Continue without it, or run the spec step first?"), is the workflow
        # checking its inputs: the person moved the work on
        fills = phase.proceeds and any(detour(o) or BACK.search(straighten(o.label)) for o in self.q.options if o is not v)
        rec = self.q.recommended
        if rec is not None and rec is not v:
            # the workflow itself advises the other way ("Plan drift: ... Recommended: Cancel.")
            return f"the workflow recommends {rec.label!r}"
        shared = self._rewrites_shared()
        if shared:
            # rewriting commits others have (a pushed branch, an open pull request) is a force-push: it
            # replaces what is outside the project, whatever the command says is going on
            return f"it rewrites commits the files say are shared ({short(shared, 100)!r})"
        branch = forbidden_branch(self.project.docs, f"{self.project.phase.command}\n{self.proposes}\n{v.text}", self.shown)
        if branch:
            return f"it commits on the branch the work is on, which the files rule out ({short(branch, 100)!r})"
        out = option_ruled_out(self.project.docs, v, self.item.question, f"{v.text} {self.proposes}")
        if out:
            return f"the files rule out what it would do: {short(out, 100)!r}"
        dirty = uncommitted(self.shown) if creates else None
        if dirty:
            # what it writes would mix into work in progress nobody has committed: keeping it apart is the person's call
            return f"what the session showed reports {dirty!r}, which what it writes would mix into"
        absent = self._absent_folder(asking)
        if absent:
            return f"it is about {absent!r}, which the project does not have"
        extra = optional.unasked_extra(self.item.question, self.project.docs)
        if extra:
            return f"it offers an extra as optional ({extra!r}) that no file asks for: whether the person wants it is theirs"
        product = undescribed_product(self.shown, self.project.docs)
        if product:
            return f"it shows a draft of what the product is ({short(product, 80)!r}) that no file describes: whether it is right is the person's"
        past = beyond_request(self.project.phase.command, self.shown)
        if past:
            return f"what the session showed reaches past the scope the request named ({past!r})"
        overlap = shared_file(self.shown) if _SIDE_BY_SIDE.search(f"{self.item.question} {v.text}") else None
        if overlap:
            return f"what the session showed gives {overlap[1]!r} and {overlap[2]!r} the same file ({overlap[0]!r}) to edit side by side"
        change = ruled_out_change(self.shown, self.project.docs)
        if change:
            return f"what the session showed makes a change the files rule out ({short(change, 100)!r})"
        excluded = excluded_item(self.proposes, self.project.docs)
        if excluded:
            return f"the files place an item it lists out of the work: {short(excluded, 100)!r}"
        kept = reserved.reserved(self.proposes, self.project.docs)
        if kept:
            # what the files reserve for a named person is theirs to change, whatever the phase says is going on
            return f"the files reserve what it changes for someone: {short(kept, 100)!r}"
        first = reserved.asks_first(self.project.docs, self.proposes)
        if first:
            return f"the files ask to check with someone first ({short(first, 100)!r})"
        over = limits.exceeded(self.proposes, self.project.docs)
        if over:
            return f"it goes over a limit the files record ({short(over, 120)!r})"
        offer = _NEW_VERSION.search(straighten(self.item.question))
        if offer and not v.has("recommended") and not re.search(r"\b(?:update|upgrade)", self.project.phase.name):
            # "Update available (v4.20.1 → v4.20.3). Run the update now?": a new version of a tool the person runs, offered by
            # the tool; when to take it is the person's, unless the workflow recommends it or their command asked for it
            return f"it offers a new version ({short(offer.group(0), 60)!r}) the workflow does not recommend"
        apart = _UNRELATED.search(straighten(self.item.question))
        if apart:
            # the running command names the work; what the question itself calls unrelated to it is not that work
            return f"the question says what it proposes is {apart.group(0)!r} to the work asked for"
        ruled = _drafted_rule(self.proposes, self.project.docs)
        if ruled:
            return f"it shows a draft the files set a rule for ({short(ruled, 100)!r}): whether the draft keeps it is the person's"
        rule = rule_on(self.proposes, self.project.docs)
        if rule:
            return f"the files lay down a rule on what it is about ({short(rule, 100)!r}): whether going on keeps it is the person's"
        warned = concerns.warning(self.item.question, v.text, creates=creates or fills, reads=reads)
        if warned:
            return f"the question says {warned!r}: going on is the person's call"
        warnings, notes = flagged(self.shown)
        # the session marks a line of what it proposes for the person: a warning, or a note whose words report a
        # problem or an absence ("Note: admin-console has no authentication configured") or says going on would take
        # something away ("initializing would reset papers-reviewed.json"), is theirs to weigh
        # (or a note that the work uses what the files rule out: "note: tests/conftest.py uses sqlite" where an ADR says "No
        # SQLite anywhere, including tests")
        marked = warnings[0] if warnings else next((n for n in notes if concerns.warning(n, v.text) or concerns.loses(n)
                                                    or uses_ruled_out(n, self.project.docs)), None)
        if marked:
            return f"what the session showed marks {short(marked, 80)!r} for the person: going on past it is their call"
        kept_off = off_branch(self.project.docs, f"{self.item.question}\n{v.text}\n{self.shown}")
        if kept_off:
            return f"it commits on a branch the files keep commits off ({short(kept_off, 80)!r})"
        failed = failed_run(self.shown)
        if failed:
            return f"what the session showed reports a run that failed ({short(failed, 80)!r}): going on past it is the person's call"
        if self.project.failing:
            return f"a log of the project ends in an error ({short(self.project.failing[0], 100)!r}): going on is the person's call"
        if self.project.blockers:
            return f"the project records an open blocker ({short(self.project.blockers[0], 80)!r}): going on past it is the person's call"
        asked = quoted_question(self.shown)
        if asked:
            # going on acts on someone's words as a request; a question of theirs asks for an answer, which is the person's
            return f"what the session showed quotes a question ({short(asked, 80)!r}): answering it is the person's"
        weakened = concerns.weakens_access(proposed(self.shown))
        if weakened:
            return f"what the session showed would weaken security ({weakened!r}): the person's to accept"
        unanswered = open_items(self.shown)
        if unanswered:
            # what it proposes leaves questions of its own open: going on settles them by default
            return f"what the session showed leaves {short(unanswered[0], 80)!r} open: going on past it is the person's call"
        if phase.proceeds or phase.names(f"{v.text} {asking}"):
            if made or routine(asking) or _WORK_UNIT.search(f"{v.text} {self.item.question}"):
                return None
            return f"nothing says what work going on does, even in {phase.label}"
        if _GATE.match(straighten(self.item.header)) and not self._approved_on_file():
            # the question calls itself the approval: the workflow keeps this gate for the person, and that going on
            # is ordinary work does not approve it; only the person's standing intent or an approval on file does
            return f"it is headed {self.item.header!r}, a gate the workflow keeps for the person, and no file approves it"
        if not phase.known:
            # no phase: only an option that itself says it does ordinary project work
            # (a bare yes says it does what the question itself asks, not what a note in it describes:
            # "Save the findings to notes.md? Yes", but not "Continue with task 3 (add validation)? Yes")
            if made or (self._says_yes(v) and (routine(re.sub(r"\([^)]*\)", " ", asking)) or self._announced(asking))):
                return None
            if self.shown and (_NEXT_STEP.search(v.text) or self._says_yes(v)) and not reports(self.shown, self.project.docs):
                # a gate on the workflow's own step (what it made is shown above it): going on to its next step, or
                # saying yes to what it asks, is the workflow's work when what it showed reports no problem and uses
                # nothing the files rule out
                return None
            return "outside a known phase, and the option does not say it does ordinary project work"
        if made or (self._says_yes(v) and (routine(asking) or self._announced(asking))):
            return None
        return f"in {phase.label} going on is not the standing intent, and nothing says it is ordinary project work"

    def _absent_folder(self, asking: str) -> str | None:
        """A folder the question's asking part puts the work in or for ("a separate AGENTS.md for src/frontend/?") that
        the project does not have (None: it names none, or has each; a question creating one is not asked)."""
        if not self.project.cwd or _MAKES_FOLDER.search(asking):
            return None
        for m in _IN_FOLDER.finditer(asking):
            name = m.group(1)
            if ".." not in name.split("/") and not name.startswith(("/", "~")) and not present(self.project, name):
                return name
        return None

    def _announced(self, asking: str) -> list:
        """The ordinary project work a question that asks only whether to go on announced it does next (empty: it
        asks more than that, or announced nothing, or what it announced is not only ordinary work)."""
        if not _BARE_ASK.match(asking):
            return []
        question = self.item.question
        end = question.rfind(asking)
        said = list(_ANNOUNCES.finditer(question, 0, end if end > 0 else len(question)))
        return routine(question[said[-1].start():end], question) if said else []

    def _approved_on_file(self) -> bool:
        """A sentence of the project's files recording an approval of the kind of work the question asks to go on
        with ("Any scan of ./ with these rulesets is approved."): shares a word of what the question describes."""
        words = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]{4,}", self.item.question)} - _COMMON
        if not words:
            return False
        for d in self.project.docs:
            for line in d.text.splitlines():
                if _APPROVED.search(line) and any(w.lower().rstrip("s") in words for w in re.findall(r"[A-Za-z]{4,}", line)):
                    return True
        return False

    def _says_yes(self, v: View) -> bool:
        """``v`` only says yes to what the question proposes: a bare yes, or the reply the question itself
        names for going on ("Respond with 'Go' to proceed", "type 'ship it' to continue")."""
        if bare_yes(v):
            return True
        label = re.escape(straighten(v.label).strip())
        return bool(label) and bool(re.search(
            r"\b(?:respond|reply|answer|type|say|enter)\w*(?: with)?\s+(?:['\"][^'\"]{1,20}['\"]\s+or\s+)?['\"]" + label
            + r"['\"](?:\s+or\s+['\"][^'\"]{1,20}['\"])?\s+(?:to|and I(?:'ll| will))\s+(?:proceed|continue|go on|start|begin|confirm)\b",
            straighten(self.item.question), re.I))

    def _rewrites_shared(self) -> str | None:
        return shared_history(self.project.docs, f"{self.project.phase.command}\n{self.item.question}")

    def _standing(self, v: View) -> str:
        phase = self.project.phase
        named = phase.names(f"{v.text} {self.item.question}")
        if phase.proceeds:
            return f"going on is the standing intent of {phase.label}"
        if named:
            return f"{phase.label} names the work ({named!r})"
        made = routine(v.text, self.item.question) or routine(self.item.question)
        if made:
            return "ordinary project work: " + ", ".join(sorted({e.effect.replace('_', ' ') for e in made}))
        unit = _WORK_UNIT.search(f"{v.text} {asking_part(self.item.question)}")
        return f"it goes on with the workflow's own work ({unit.group(0) if unit else v.label!r})"


# a draft the question shows for approval, introduced by what it is: "Commit message:", "PR title:", "Release notes:"
_DRAFT = re.compile(r"(?:^|\n|[.!?]\s)[^\S\n]*+(?:(?:generated|proposed|suggested|draft(?:ed)?|new)\s+)?((?:[A-Za-z]+ )?(?:message|title|description|summary|notes|name|subject|changelog entry))s?\s*:\s*(?:\n|$|[\"'`])",
                    re.I)


def _drafted_rule(question: str, docs: list) -> str | None:
    """A sentence of the project's files that sets a rule for the kind of text the question shows
    as a draft ("Commit messages start with the ticket key"): approving the draft as it is
    assumes it keeps the rule, which only checking it can say."""
    kinds = {m.group(1).lower() for m in _DRAFT.finditer(question)}
    if not kinds:
        return None
    for kind in kinds:
        said = re.compile(r"(?<![\w-])" + r"\s+".join(re.escape(w) for w in kind.split()) + r"s?\b[^.\n]{0,80}?\b(?:must|should|start|begin|end|use|include|follow|need|never|always|are|is)\b"
                          # a setting for the kind's style: "commit_style: imperative", "pr-title-format = ..."
                          + r"|(?<![\w-])" + re.escape(kind.split()[0]) + r"[_-](?:[a-z]+[_-])?(?:style|format|convention|template)\s*[:=]\s*\S", re.I)
        for d in docs:
            for line in d.text.splitlines():
                m = said.search(line)
                if m:
                    return line.strip(" -*\t")
    return None


# a draft of what the product is, shown for writing down: its summary, features, audience, vision
_PRODUCT_DRAFT = re.compile(r"\b(?:executive summary|key features|product vision|vision statement|problem statement|value proposition"
                            r"|target (?:users|audience|customers|market)|personas?|positioning|elevator pitch)\s*:\s*([^\n]{0,400})", re.I)
_CONTENT = re.compile(r"[A-Za-z][a-z]{4,}")
_COMMON_WORDS = frozenset("about their there which where these those would could should other every first after before "
                          "phone phones with from your users".split())


def undescribed_product(shown: str, docs) -> str | None:
    """The draft of what the product is that ``shown`` offers to write down ("Draft Executive Summary: Let staff swap
    shifts from their phones."), where no sentence of the files describes the product in two of its words: whether
    the draft says what the product is, only the person can tell. None: no such draft, or the files describe it."""
    drafts = [m.group(0) for m in _PRODUCT_DRAFT.finditer(shown or "")]
    if not drafts:
        return None
    words = {w.lower().rstrip("s") for d in drafts for w in _CONTENT.findall(d.split(":", 1)[1])} - _COMMON_WORDS
    for d in docs:
        if d.name == "the project's configuration":
            continue
        for line in d.text.splitlines()[:400]:
            if len(words & {w.lower().rstrip("s") for w in _CONTENT.findall(line)}) >= 2:
                return None
    return drafts[0]
