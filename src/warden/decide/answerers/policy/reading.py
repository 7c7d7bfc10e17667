"""One question read against the project, the way a careful person reads it before
answering for someone else: first whether it is theirs to answer at all, then what the
project's files and the workflow's phase positively say.

The order of evidence (the first step that decides, decides; a step may also decide to
leave the question to a person):

1. *whose question it is*: about the person (their identity, preferences, accounts,
   money, legal choices, own settings), an observation only someone who checked can
   report, a proposal whose own words are hazardous, options that leave the project
   (push, merge, publish, deploy, send, secrets, privileges, outside the project), or a
   reported failure that persisted after its remedy, leaves a decision open, or comes
   down to access: the person's;
2. a workflow setting the person already chose is kept;
3. a reported problem takes the remedy that changes nothing outside the project and
   discards nothing, unless the phase gathers the person's decisions; otherwise a
   person judges it;
4. what exists: a file the question names is looked for in the tree; kept when it would be
   duplicated, resumed rather than discarded, redone when the files say things changed since;
5. stated facts checked against the files; 6. the project's conventions; 7. what the
   files speak for (a multi-select: only what they positively name);
8. weaker questions about the person no file answered: the person's;
9. an option that says when it is the one to take ("best for bug fixes"), when the
   question or the files say that is the case;
10. the recommended option of a choice about how the work is organised, when nothing
    argues against it, no option is hazardous and nothing places it outside the project
    (a recommended go-ahead is a go-ahead);
11. the go-ahead: only where going on is the person's standing intent or, outside it,
    where the judge positively reads the option as routine project work, and nothing
    reports a problem, hedges, warns or names a place outside the project;
12. "You decide", when no option is hazardous and the files do not speak of one option.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item, ItemAnswer, multi, select
from warden.decide.answerers.policy import beside, bump, cadence, concerns, pending, person, present, secrecy, testfirst, tradeoff, trait
from warden.decide.answerers.policy import shown as shown_text
from warden.decide.answerers.policy import settings as current_settings
from warden.decide.answerers.policy.classify import classify
from warden.decide.answerers.policy.claims import fits, option_ruled_out, spoken_of, shown_claims, staleness, topic_decision
from warden.decide.answerers.policy.against import AgainstRequest
from warden.decide.answerers.policy.goahead import GoAhead
from warden.decide.answerers.policy.hazard import describe, option_hazards, outward, phase_hazards, plan_hazards, question_hazards
from warden.decide.answerers.policy.project import Project
from warden.decide.answerers.policy.recommended import Recommended, reads_only
from warden.decide.answerers.policy.requested import Requested
from warden.decide.answerers.policy.spoken import Spoken
from warden.decide.answerers.policy.structure import Question, View
from warden.decide.answerers.policy.wording import asking, asking_part, leads_to_choice, short, straighten

Verdict = "tuple[ItemAnswer | None, str]"

# a question asking which piece of work to take up, and options saying they are finished
# words that grade a remedy's reach: everything, the worst only, by severity
_REACH = re.compile(r"\b(?:all|every(?:thing)?|only|critical|high|medium|low|major|minor|blocking|blockers?|serious|severe"
                    r"|P[0-3])\b|\w\+\w", re.I)
_WHICH_WORK = re.compile(r"\bwhich (?:one|\w+)? ?(?:should (?:i|we)|to|do you want to) (?:use|continue|resume|work on|pick up|take up|open)\b", re.I)
_FINISHED = re.compile(r"\b(?:complete|completed|finished|all (?:\w+ )?done|100 ?%|closed|shipped)\b", re.I)
_COUNTED_DONE = re.compile(r"\b(\d+) of (\d+) (?:\w+ )?(?:done|complete|completed|finished)\b", re.I)
# a request's stated purpose: "before the pen test next week", "ahead of the audit", "to prepare for the hand-over"
_PURPOSE = re.compile(r"\b(?:before|ahead of|prior to|in preparation for|to prepare for|in time for)\s+(?:the|our|a|an|next|this)\b[^.;\n]{0,60}", re.I)
# a question asking what suits this project, not what is usual
_FITS = re.compile(r"\b(?:fits?|suits?|matches|best describes?|applies|right for (?:us|this|the project))\b(?: (?:best|most|this|the project|us))?", re.I)
# what a workflow organises: its steps and artifacts, and how it runs them
_WORKFLOW = re.compile(
    r"\b(?:plans?|planning|waves?|tasks?|steps?|phases?|stages?|research\w*|execution|verification|verifier|roadmap|spec|specs|requirements"
    r"|milestones?|scan|scans|scanned|review|reviews|reviewed|reviewing|reviewers?|audit|audited|analysis|findings|report|agents?|subagents?"
    r"|workspace|worktrees?|sessions?|git|commits?|settings|defaults|hooks?|depth|granularity|gates?|checkpoints?|codebase|repository|repo"
    r"|proposals?|drafts?|iterations?|batch(?:es)?|rounds?)\b",
    re.I,
)

_ALL_HOLD = re.compile(r"^\W*all (?:(?:still|look|looks|are|is)\s+)?(?:correct|valid|accurate|right|true)\b", re.I)


class Reading(AgainstRequest, beside.Beside, bump.Bump, present.Present, cadence.Cadence, testfirst.TestFirst, trait.Trait, GoAhead, Recommended,
              Requested, Spoken):
    """One question read against the project: its structure, the options' hazards and
    the evidence of the files, and the decision they lead to."""

    def __init__(self, item: Item, project: Project, keyed: bool = False, shown: str = ""):
        self.item = item
        # what the session showed in the turn that asks, above the question ("Update CHANGELOG.md with
        # these entries?" shows the entries): part of what it proposes, read only to hold back
        self.shown = shown
        self.proposes = shown_text.proposal(item, shown)
        self.keyed = keyed  # the options are a list's entries, read from their keys (``keyed``)
        self.project = project
        self.q = Question(item)
        shown_text.read_into(item, self.q, shown)
        if self.q.reports:  # a problem the person's request names is the work's subject, not a report
            self.q.reports = concerns.reported(project.phase.without_request(item.question))
        self.q.accept_approves()
        production = project.production_database
        plan = shown_text.approved(item, project, shown)
        self.hazards = option_hazards(self.q, production=production, running=project.phase.command, plan=plan)
        self.asked = question_hazards(self.q, production=production)
        self.asked += [e for e in phase_hazards(project.phase.command, production=production) if e not in self.asked]
        self.asked += [e for e in plan_hazards(plan, production=production) if e not in self.asked]
        self.held: list[str] = []  # why options were passed over: shown when nothing is chosen
        self.unconfirmed = False  # it states facts the files do not confirm: only the files may decide

    # -- the order of evidence

    def decide(self) -> tuple[ItemAnswer | None, str]:
        steps = (self._whose, self._stop_here, self._current_setting, self._bump, self._present, self._cadence, self._report, self._existing, self._unfinished, self._assertion, self._conventions,
                 self._trade, self._not_run, self._test_first, self._files, self._weak_person, self._requested, self._fitting, self._recommended, self._more_input, self._trait, self._proposal, self._delegate)
        if meant := person.asks_what_was_meant(self.item):  # only the request itself says what the person meant
            steps = (self._whose, self._requested, lambda: (None, f"it asks what the person meant ({meant!r}): only they can say"))
        for step in steps:
            got = step()
            if got is not None:
                return self._against_request(got)
        held = f" ({'; '.join(self.held)})" if self.held else ""
        if self.item.multi:
            return None, f"the files do not say which of these belong to the work{held}"
        return None, f"options with different consequences, and nothing in the project settles it{held}"

    def _whose(self) -> Verdict | None:
        """The person's question, whatever the project says."""
        q = self.q
        if q.about_person:
            return None, f"it is about the person ({q.about_person!r}): only they can answer"
        if q.observation:
            return None, "it asks what someone observed (does it work, did it pass), which only someone who checked can report"
        kept = self._reversible()
        if kept:
            return kept
        if self.asked:
            held = self._holds_back()
            if held:
                return held
            return None, f"what it proposes would {describe(self.asked)}: left to a person"
        weakened = concerns.weakens_access(self.item.question)
        if weakened:
            return None, f"it decides who must sign in or who sees personal data ({weakened!r}): a security decision for the person"
        own = shown_text.persons_own(self.shown)
        if own:
            return None, f"what the session showed before asking {own}: the person's to decide"
        secret = secrecy.about_secret(self.item, self.q, self.shown)
        if secret:
            return None, f"it is about a secret ({secret}): handling it is the person's"
        leaving = outward(self.hazards)
        if leaving and not self._safe_remedy():
            held = self._holds_back()
            if held:
                return held
            return None, f"one of its options would {describe(leaving)}: choosing among them is the person's"
        if self.item.multi and any(self.hazards.values()):
            v = next(v for v in q.options if self.hazards.get(v.index))
            return None, f"{v.label!r} would {describe(self.hazards[v.index])}: left to a person"
        if q.reports and q.auth_cause:
            return None, f"it reports {q.reports!r}, which comes down to access or a secret only a person can provide"
        if q.reports and q.escalated:
            return None, f"it reports {q.reports!r} persisting ({q.escalated!r}): the automatic remedy is spent, a person decides"
        undecided = q.open_decision or (concerns.open_decision(self.shown) if q.reports and self.shown else None)
        if q.reports and undecided:
            return None, f"it reports {q.reports!r} and leaves a decision open ({short(undecided, 60)!r}): the person's"
        return None

    def _safe_remedy(self) -> bool:
        """A reported problem has a remedy that stays inside the project: another option that would
        leave it (file a ticket, open a PR) is a way not taken, not the decision the question asks for."""
        q = self.q
        return bool(q.reports and self.project.phase.remedies and not self._where_reported() and any(
            v.has("remedy") and not v.has("stall", "paper", "manual", "negative", "view") and not self._unsafe(v)
            and not concerns.regardless(v.text) for v in q.options))

    def _where_reported(self) -> str | None:
        return concerns.where_reported(self.item.question, [v.text for v in self.q.options if v.has("remedy")])

    def _current_setting(self) -> Verdict | None:
        got = current_settings.choose(self.q, self.project.settings)
        if got is None:
            return None
        view, key, value = got
        if self._unsafe(view):
            return None
        return self._pick(view), f"keeps the person's current setting {key} = {value!r} (.planning/config.json)"

    def _report(self) -> Verdict | None:
        q, phase = self.q, self.project.phase
        if not q.reports:
            return None
        if not phase.remedies:
            return None, (f"it reports {q.reports!r}; outside a phase whose standing intent covers remedies"
                          f" ({phase.label}), a person judges it")
        graded = concerns.minor(self.item.question)
        if graded:
            return None, (f"it reports {q.reports!r} and grades it {graded!r}: whether to remedy it or go on is the"
                          " person's judgement")
        conflict = phase.against_request(self.item.question)
        if conflict:
            return None, (f"it reports {q.reports!r} against what the person asked for ({short(conflict, 80)!r}): dropping"
                          " the request or accepting the risk is theirs")
        waits = pending.awaiting(self.item.question, self.project.docs)
        if waits:
            # what it reports waits on someone's decision the files record: remedying it now would guess that decision
            defer = [v for v in q.options if re.match(r"^\W*(?:defer|postpone|later)\b", straighten(v.label), re.I) and not self._unsafe(v)]
            why = f"it reports {q.reports!r}, which the files record as an open question ({short(waits, 80)!r})"
            return (self._pick(defer[0]), f"{why}: chose {defer[0].label!r}") if len(defer) == 1 else (None, f"{why}: the person's")
        remedies = [v for v in q.options if v.has("remedy") and not v.has("stall", "paper", "manual", "negative", "view")]
        for v in list(remedies):
            # a remedy limited to what the report counts none of ("the critical issues" of "0 critical") remedies nothing;
            # carrying out the change whose breakage the question states is that change, not its remedy
            spent = concerns.counted_out(self.item.question, v.text)
            broken = concerns.breaks(self.item.question) if self._does_the_proposal(v) else None
            down = shown_text.repeats_what_is_down(self.shown, v.label, v.option.description)
            why = (f"is limited to {spent} issues, of which it counts none" if spent else f"repeats what failed, and what the session"
                   f" showed says {down!r}" if down else f"is the change itself, which the question says {broken!r}" if broken else None)
            if why:
                remedies.remove(v), self.held.append(f"{v.label!r} {why}")
        # writing a change made outside the project into it ("Update the code to match" the console) keeps that change
        for v in [v for v in remedies if concerns.adopts_outside(v.text, f"{q.text}\n{self.shown}", self.project.docs)]:
            remedies.remove(v), self.held.append(f"{v.label!r} keeps a change made outside the project, which no file keeps")
        safe = [v for v in remedies if not self._unsafe(v) and not concerns.regardless(v.text) and not concerns.silences(v.text)]
        elsewhere = self._where_reported()
        if elsewhere:
            # where the problem lives outside the project, only looking into it changes nothing there
            safe = [v for v in safe if reads_only(v, self.item.question)]
            if not safe:
                return None, f"it reports {q.reports!r} at a place outside the project ({elsewhere!r}): remedying it there is the person's call"
        if safe:
            recommended = [x for x in safe if x.has("recommended")]
            graded = [x for x in safe if _REACH.search(straighten(x.label))]
            if len(graded) > 1 and not recommended:
                # the same remedy at different reaches ("Fix all", "Fix critical+high", "Fix critical only"): how much to
                # take on is a choice the failure does not settle
                return None, (f"it reports {q.reports!r}; the remedies {', '.join(repr(x.label) for x in graded)} differ in "
                              "how much they take on, and nothing says which: a person decides")
            v = (recommended or shown_text.changes_first(safe, self.item.question, self.shown))[0]
            return self._pick(v), f"it reports {q.reports!r}; chose the remedy {v.label!r}, which changes nothing outside the project"
        proposed = self._proposed_remedy() or self._holds_back() or self._asked_remedy()
        if proposed:
            return proposed
        if remedies:
            v = remedies[0]
            why = describe(self.hazards[v.index]) if self._unsafe(v) else "go on regardless"
            return None, f"it reports {q.reports!r} and its remedy would {why}: left to a person"
        return None, f"it reports {q.reports!r} and the options only accept it or stop: a person decides"

    def _does_the_proposal(self, v: View) -> bool:
        """Whether option ``v`` opens with the action the question's asking sentence proposes ("Update X" of
        "Apply this update?")."""
        verb = re.match(r"^\W*(?:yes\W+)?([A-Za-z]{3,})", straighten(v.label))
        if not verb:
            return False
        root = verb.group(1).lower().rstrip("e")
        return any(w.lower().startswith(root) for w in re.findall(r"[A-Za-z]{3,}", asking_part(self.item.question)))

    def _existing(self) -> Verdict | None:
        q = self.q
        if not q.existing:
            return None
        if q.duplicate:
            keep = [v for v in q.with_role("keep") if not self._unsafe(v)]
            if keep:
                return self._pick(keep[0]), f"what it would add already exists: kept the existing one ({keep[0].label!r})"
        resume = [v for v in q.options if re.match(r"^\W*(?:resume|continue)\b", straighten(v.label), re.I) and not self._unsafe(v)]
        restart = [v for v in q.options if v not in resume and (self._unsafe(v) or re.search(
            r"\b(?:restart|start (?:over|fresh|again)|from scratch)\b", v.text, re.I))]
        if len(resume) == 1 and restart:
            v = resume[0]
            described = " ".join(x for x in re.split(r"\n+", self.item.question) if "?" not in x)
            if self.project.phase.asks_for(described) is False:
                # what is in progress is other work than the person asked for now: resuming it is not their request
                return None, f"the work in progress is not what {self.project.phase.label} asks for: whether to resume it is the person's"
            return self._pick(v), f"work in progress exists: chose {v.label!r}, which keeps it, over starting again"
        redo = [v for v in q.with_role("redo") if not self._unsafe(v) and not v.has("negative")]
        if redo:
            changed = staleness(self.project.docs)
            if changed:
                return self._pick(redo[0]), f"the files say things changed since: {short(changed, 120)!r}; chose {redo[0].label!r}"
        return None

    def _unfinished(self) -> Verdict | None:
        """Which piece of work to take up, when all but one say they are finished ("3 of 3 tasks
        done"): a finished piece has nothing left to work on."""
        if self.item.multi or not _WHICH_WORK.search(asking_part(self.item.question)):
            return None
        subs = [v for v in self.q.options if v.substantive]
        done = [v for v in subs if _FINISHED.search(v.text) or any(a == b for a, b in _COUNTED_DONE.findall(v.text))]
        left = [v for v in subs if v not in done]
        if len(subs) >= 2 and done and len(left) == 1 and not self._unsafe(left[0]) and not self._hazardous_option():
            return self._pick(left[0]), f"the others say they are finished ({', '.join(repr(v.label) for v in done)}): chose {left[0].label!r}"
        return None

    def _assertion(self) -> Verdict | None:
        q = self.q
        if not q.assertion:
            return None
        # the option affirming every stated fact ("All correct", "All still valid") is the assertion's yes
        yes = [v for v in q.options if (v.has("proceed") or _ALL_HOLD.match(straighten(v.label))) and not v.has("negative")]
        fix = [v for v in q.options if v.has("object") and not v.has("manual")]
        supported, contradicted, unknown = shown_claims(self.item.question, self.shown, self.project.docs)
        if not (supported or contradicted or unknown) and self.project.phase.proceeds:
            return None  # "Does this plan look good?" while planning: an approval, confirmed and gone on with
        if contradicted:
            # an option that leads on to choosing what to correct; one that needs the correction said is the person's
            if len(fix) >= 1 and not self._unsafe(fix[0]) and leads_to_choice(fix[0]):
                return self._pick(fix[0]), f"the files contradict {short(contradicted[0], 60)!r}; chose {fix[0].label!r}"
            return None, f"the files contradict {short(contradicted[0], 60)!r}, and correcting it needs the person's words"
        act = _announced_act(self.item.question, yes[0].label) if yes else None
        if act:
            # "Releasing 1.2.0. Is this correct?" with "Yes — release 1.2.0": a file holding the figure confirms the
            # figure, not the act the yes performs
            return None, f"its yes does what it announces ({act!r}); a file holding the figures is no go-ahead for that"
        if supported and len(supported) >= 2 * len(unknown) and yes and not self._unsafe(yes[0]):
            return self._pick(yes[0]), f"the files confirm what it states ({short('; '.join(supported), 80)!r})"
        self.unconfirmed = True
        self.held.append("it asks whether stated facts are right, and the files do not confirm them")
        return None

    def _conventions(self) -> Verdict | None:
        """A style question the project's configuration or code already answers."""
        if classify(self.item) != "style":
            return None
        options = [v for v in self.q.options if v.substantive]
        conv = self.project.conventions
        for c in [*conv.found, *conv.sampled(self.item)]:
            hit = [v for v in options if c.pattern.search(straighten(v.label))]
            if len(hit) == 1 and not self._unsafe(hit[0]):
                return self._pick(hit[0]), f"chose {hit[0].label!r}, the project's convention: {c.source}"
        return None

    def _trade(self) -> Verdict | None:
        if self.item.multi or not tradeoff.trade(self.q):
            return None
        v, why = tradeoff.chosen(self.q, self.project.docs)
        return (self._pick(v) if v is not None and not self._unsafe(v) else None), why

    def _not_run(self) -> Verdict | None:
        """A check the question says was not run ("The full suite was not run"), and one option runs it."""
        got = None if self.item.multi else pending.not_run(self.item.question, [v.label for v in self.q.options])
        v = next((o for o in self.q.options if got and o.label == got[0]), None)
        if v is None or self._unsafe(v):
            return None
        return self._pick(v), f"it says {got[1]!r}: chose {v.label!r}, which runs it, before anything goes on"

    def _more_input(self) -> Verdict | None:
        if self.q.more_input:
            return None, "it asks whether there is more to add, which is the person's to say"
        return None

    def _weak_person(self) -> Verdict | None:
        if self.q.about_person_weak:
            return None, f"it is about the person or their money ({self.q.about_person_weak!r}) and no file decides it"
        return None

    def _fitting(self) -> Verdict | None:
        """An option that says when it is the one to take, where the question or the files say so."""
        if self.unconfirmed or self.item.multi:
            return None
        got = fits(self.item, self.project.docs)
        if got is None:
            return None
        v = self.q.options[got[0]]
        if self._unsafe(v) or self._hazardous_option() or self._elsewhere(v) or \
                v.has("negative", "manual", "view", "open", "unsure", "delegate") or \
                re.match(r"^\W*(?:cancel|stop|abort|exit|quit|pause|halt)\b", straighten(v.label), re.I):
            return None
        return self._pick(v), f"{v.label!r} says when it is the one to take, and {short(got[1], 120)!r} says that is the case"

    def _recommended(self) -> Verdict | None:
        if self.unconfirmed or self.item.multi:
            return None  # (in a multi-select "recommended" says one item belongs, not that it is all that belongs)
        rec = self.q.recommended
        if rec is None or rec.has("stall", "manual", "view", "paper", "delegate", "open", "unsure"):
            return None
        if self._unsafe(rec):
            self.held.append(f"the recommended {rec.label!r} would {describe(self.hazards[rec.index])}")
            return None
        risky = self._hazardous_option() or self._elsewhere(rec)
        if risky:
            self.held.append(f"the recommended {rec.label!r} is one of options where {risky}")
            return None
        priced = person.costs(rec.text)
        if priced:
            self.held.append(f"the recommended {rec.label!r} costs money ({priced!r})")
            return None
        unattended = cadence.UNATTENDED.search(rec.text)  # how much to delegate is the person's
        if unattended and self.project.phase.kind != "autonomous":
            self.held.append(f"the recommended {rec.label!r} hands the work to unattended execution ({unattended.group(0)!r}): how much to delegate is the person's")
            return None
        named = concerns.naming(self.item.question)
        if named:
            self.held.append(f"it asks what to name something ({named!r}), and a name is the person's")
            return None
        if any(x.startswith("the files rule out") and repr(rec.label) in x for x in self.held):
            return None
        # (going on approves what the session showed above the question: "Plan: switch to Decimal amounts")
        out = option_ruled_out(self.project.docs, rec, self.item.question, f"{rec.text} {self.proposes}" if rec.has("proceed") else "")
        if out:
            fix = [v for v in self.q.options if v.has("remedy") and not v.has("stall", "paper") and not self._unsafe(v)]
            if rec.has("proceed") and self.shown and len(fix) == 1:
                # what it would go on with is a plan the files contradict: the remedy changes the plan, going on papers over it
                return self._pick(fix[0]), f"the files rule out what the plan shown does ({short(out, 100)!r}): chose {fix[0].label!r}"
            self.held.append(f"the files rule out what the recommended {rec.label!r} uses: {short(out, 100)!r}")
            return None
        if self.project.blockers:
            # the workflow's default assumes nothing stands in the way; the project says something does
            self.held.append(f"the project records an open blocker ({short(self.project.blockers[0], 80)!r})")
            return None
        if self._is_go_ahead(rec) and not self.project.phase.configures:
            # a recommended go-ahead is a go-ahead: "recommended" is evidence, not permission
            blocker = self._go_ahead_blocker(rec)
            if blocker:
                return None, f"the recommended {rec.label!r} goes on, but {blocker}"
            return self._pick(rec), f"took the recommended {rec.label!r}, which goes on ({self._standing(rec)})"
        said = spoken_of(self.item, self.project.docs)
        if said and said[0] != rec.index:
            self.held.append(f"the files speak of {self.item.options[said[0]].label!r} ({short(said[1], 100)!r}), not of the recommended")
            return None
        spoken = topic_decision(self.item, self.project.docs, rec.label)
        if spoken:
            self.held.append(f"the files decide this without naming the recommended {rec.label!r}: {short(spoken, 100)!r}")
            return None
        # a default for how the work is organised (research first, plans in parallel, what to scan) is
        # the workflow's to recommend; a default for what the product is (an architecture, a design) is
        # a choice with consequences the files must settle, or the person
        # (what a default is about is said where the question asks and in the option, not in the reasons it
        # gives: "it gives people time to change plans" is about the product's users)
        fit = _FITS.search(asking_part(self.item.question))
        if fit:
            # "Which approach fits best?" asks what suits this project: a generic default does not answer it
            self.held.append(f"it asks what fits the project ({fit.group(0)!r}), and a default does not say that")
            return None
        # (where no sentence asks, the options say what the choice is about, not every word of the text)
        about = _WORKFLOW.search(f"{self.item.header} {' '.join(asking(straighten(self.item.question)))} {rec.text}")
        if not about:
            self.held.append(f"the recommended {rec.label!r} is a choice about the product, which the files do not settle")
            return None
        dearer = person.dearer(rec.text, [v.text for v in self.q.options if v is not rec])
        if dearer:  # how much of it to run is how much to spend ("Quick: fewer analysts, lower cost"): the person's budget
            return None, f"the recommended {rec.label!r} costs more than another option ({dearer!r}): how much to spend is the person's"
        purpose = _PURPOSE.search(self.project.phase.command.partition(" ")[2])
        if purpose:
            # the person's request states what the work is for ("... before the pen test next week"): a workflow's
            # default is for when the request says nothing of it, and which option serves that purpose is theirs
            self.held.append(f"the request states what the work is for ({purpose.group(0)!r}), which the default does not weigh")
            return None
        if rec.has("proceed") and (bad := shown_text.failed_run(self.shown)):  # going on past a failed run is no way of working
            return None, f"the recommended {rec.label!r} goes on past what the session showed ({short(bad, 80)!r})"
        return self._pick(rec), (f"took the recommended {rec.label!r}: it is about how the work is organised"
                                 f" ({about.group(0)!r}) and nothing in the project argues against it")

    def _delegate(self) -> Verdict | None:
        if self.unconfirmed:
            return None
        d = self.q.with_role("delegate")
        if self.item.multi or not d or self._hazardous_option() or self._elsewhere(*self.q.options):
            return None
        named = concerns.naming(self.item.question)
        if named:
            return None, f"it asks what to name something ({named!r}), and a name is the person's"
        said = spoken_of(self.item, self.project.docs)
        if said:
            return None, f"the files speak of this ({short(said[1], 100)!r}) without settling it: 'You decide' would pass over them"
        return self._pick(d[0]), f"nothing in the project prefers an option: chose {d[0].label!r}"

    # -- helpers

    def _unsafe(self, view: View) -> bool:
        return bool(self.hazards.get(view.index))

    def _hazardous_option(self) -> str | None:
        for v in self.q.options:
            if self._unsafe(v):
                return f"{v.label!r} would {describe(self.hazards[v.index])}"
        return None

    def _elsewhere(self, *chosen: View) -> str | None:
        """A place outside the project that the question, or the options that would be
        chosen, name."""
        texts = [self.item.header, self.item.question, *(v.text for v in chosen)]
        for text in texts:
            where = concerns.destination(text)
            if where:
                return f"it concerns a place outside the project ({where!r})"
        return None

    def _pick(self, view: View) -> ItemAnswer:
        return multi([view.label]) if self.item.multi else select(view.label)


_GERUND = re.compile(r"(?:^|[.!?:]\s+)([A-Z][a-z]{2,}ing)\b")


def _announced_act(question: str, label: str) -> str | None:
    """The act a question announces in a sentence of its own ("Releasing 1.2.0.") that its yes option performs
    ("Yes — release 1.2.0"), or None."""
    rest = re.sub(r"^\W*\w+\W*", "", straighten(label), count=1)
    for m in _GERUND.finditer(straighten(question)):
        stem = m.group(1)[:-3].lower()
        if len(stem) >= 4 and re.search(r"\b" + re.escape(stem), rest, re.I):
            return m.group(1)
    return None
