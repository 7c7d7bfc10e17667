"""What the person's request says where the workflow would go on: where they asked it to stop ("stop after
phase 2"); and what stands against a choice once a step has made it: the request naming what
another option does or the step another option goes to, an item that would rewrite what the
files say is approved, a ranking whose top item the choice passes over, a choice that does what the
files reserve for a named person, and going on where the question itself warns that going on may lose things.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy import reserved
from warden.decide.answerers.policy.shown import secret_shown
from warden.decide.answerers.policy.phase import label_words, refused_words
from warden.decide.answerers.policy.wording import asking_part, bare, short, straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why


# a proposal to change a document by its kind ("update the Design Doc to 24", "rewrite the PRD")
_UPDATES = re.compile(r"\b(?:update|rewrite|change|edit|amend)\s+(?:the\s+)?((?:[A-Z][\w-]*\s+)?(?:[Dd]oc|PRD|ADR|[Ss]pec|[Dd]esign [Dd]oc)\w*)")
# options the question presents in ranked order ("Select a task (ranked by score):", "score 98")
# the question's own warning that going on may lose or replace what exists ("If anything in there isn't from
# this repo, it could be lost", "this may overwrite your local changes"): whatever the files say, that is destructive
_LOSES = re.compile(r"\b(?:could|may|might|will|would)\s+(?:be\s+)?(?:lost|los[et]|overwrit\w*|replace[sd]?\s+or\s+remove[sd]?|"
                    r"remove[sd]?\s+or\s+replace[sd]?|wipe[sd]?|clobber\w*|discard\w*)\b", re.I)
# what a report says nobody has checked: "UNVERIFIED: the label prints ...", "could not be verified: ..."
_UNCHECKED = re.compile(r"\b(?:unverified|unverifiable|not verified|could not be (?:verified|checked|tested)|untested|needs? manual (?:verification|check\w*|testing))\b\W*([^.;\n]{0,160})", re.I)
# a file saying a kind of check only a person can make: on a real device, by hand, by someone named
_BY_PERSON = re.compile(r"\b(?:must|needs? to|has to|have to|should|can only)\s+be\s+(?:checked|verified|tested|confirmed|tried)\s+"
                        r"(?:on\s+(?:a|the)\s+(?:real|physical|actual)\b|by hand\b|manually\b|in person\b|by\s+[A-Z])")
# asked by when the work must ship: a deadline, a ship date, a target release
_DEADLINE = re.compile(r"\b(?:deadline|ship (?:date|by)|must ship|due date|launch date|target (?:date|release)|date (?:this|it) (?:must|should|has to))\b"
                       r"|\bby when\b", re.I)
_REQUEST_STOP = frozenset("this that with from into what about make build want need should the our some".split())
# an option that goes on with what the question proposes, by its first word
# an option writing its files into a named folder: "Write all files into custom_components/sunvault/"
_WRITES_INTO = re.compile(r"\b(?:write|writes|generate|generates|create|creates)\b[^.\n]{0,40}?\binto\s+`?([\w.-]+(?:/[\w.-]+)*/)", re.I)
# an option whose value is typed in the free-text answer: "group ID via Other", "enter it in Other"
_VIA_OTHER = re.compile(r"\b(?:via|in|through|using)\s+(?:the\s+)?[\"'`]?Other\b")
# a place a named person owns: "Tomas's workspace", "Ana's working copy"
_OWNED = re.compile(r"(?<![A-Za-z])(?-i:[A-Z][a-z]+)'s\s+(?:own\s+)?(?:workspace|working\s+copy|repo|repository|checkout|machine|laptop|home\s+directory)\b")
# a question weighing cost, and a file's spend against a limit: "$61 of the $60 alert threshold"
_COST = re.compile(r"\b(?:costs?|costly|spend\w*|tokens?|escalat\w*)\b", re.I)
_SPENT = re.compile(r"\$\s?(\d[\d,]{0,9}(?:\.\d+)?)\s+of\s+(?:the\s+|my\s+|a\s+|our\s+)?\$\s?(\d[\d,]{0,9}(?:\.\d+)?)"
                    r"[^.\n]{0,30}?\b(?:threshold|budget|limit|cap|allowance)\b", re.I)
# an option carried out with the person taking part: the agent guides them, asks them, works it out together
_WITH_PERSON = re.compile(r"\b(?:guide|walk|coach|take|talk)\s+you\s+through\b|\binterview\s+you\b|\bask\s+you\s+(?:a\s+few\s+|some\s+)?questions\b"
                          r"|\bwe\s+(?:work|figure|think)\s+(?:it|this|them)\s+(?:out\s+)?together\b", re.I)
_GOES_ON = re.compile(r"^\W*(?:continue|proceed|go ahead|go on|yes|sync|overwrite|replace)\b", re.I)
_RANKED = re.compile(r"\b(?:ranked|ranking|sorted by (?:score|priority)|in priority order|by priority)\b|\bscore:?\s*\d", re.I)


def person_check(question: str, docs) -> str | None:
    """The files' line saying that what ``question`` reports unverified can only be checked by a person (on a real
    device, by hand, by someone named): no fix or acceptance the workflow offers settles it (None: none)."""
    m = _UNCHECKED.search(straighten(question))
    if not m:
        return None
    words = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]{4,}", m.group(1))}
    for d in docs:
        for line in d.text.splitlines()[:400]:
            found = _BY_PERSON.search(straighten(line))
            if found and words & {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]{4,}", line[:found.start()])}:
                return line.strip(" -*\t")
    return None


class AgainstRequest:
    """The last check of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it
    uses besides: ``_unsafe``, ``_hazardous_option``, ``_pick``."""

    item: Item
    q: Question
    project: Project
    shown: str

    def _stop_here(self) -> Verdict | None:
        """The person's request says where to stop ("stop after phase 2") and the question reports reaching that
        point ("Phase 2 of 4 validated"): the one option that stops there is what they asked for."""
        where = self.project.phase.stops_at()
        # reached: the unit is reported done ("Phase 2 of 4 (invites) validated"), not named as what comes next
        if not where or not re.search(r"\b" + re.escape(where).replace(r"\ ", r"\s+") + r"\b(?!\.\d)[^.?!\n]{0,60}?"
                                      r"\b(?:validated|complete|completed|done|finished|passed|verified)\b", self.item.question, re.I):
            return None
        stop = [v for v in self.q.options if re.match(r"^\W*(?:pause|stop|halt|wait)\b", v.label, re.I)]
        if len(stop) != 1 or self._unsafe(stop[0]):
            return None
        return self._pick(stop[0]), f"the person's request says to stop at {where} ({self.project.phase.label}), which it reports reached"

    def _against_request(self, got: Verdict) -> Verdict:
        """A choice stands unless the person's own request names what another option does ("/choir-docs
        ...; replace the old rota" and "Start over (replace all)"): then what they meant is theirs to say. Where
        it names the step one option goes to ("go straight to the technical design" and "skip to technical
        design"), that option is what they asked for."""
        answer, why = got
        if answer is None:
            return got
        chosen = [v for v in self.q.options if v.label in answer.labels]
        for v in chosen:
            # what the option does, or what the question asks to choose ("Which PR title ...?" where one person
            # "writes or approves every title"): either is the holder's
            kept = None if v.has("keep", "negative", "stall", "paper") else (
                reserved.reserved(v.text, self.project.docs) or reserved.reserved(asking_part(self.item.question), self.project.docs, whole=True)
                # the question's header names what it is about ("Literature" of "Research the domain first?")
                or reserved.reserved(self.item.header, self.project.docs))
            if kept and not self._files_choose(v, kept):
                # spending, approving, changing what the files reserve for a named person is that person's choice
                return None, f"{v.label!r} does what the files reserve for someone: {short(kept, 100)!r}"
        secret = secret_shown(self.shown)
        if secret and any(not v.has("negative", "stall", "paper", "keep") for v in chosen):
            # what the session showed puts a secret among what going on takes along (a staged .env, a key's value)
            return None, f"what the session showed before asking holds a secret ({secret!r}): going on with it is the person's"
        guided = next((v for v in chosen if _WITH_PERSON.search(straighten(v.text))), None)
        if guided:
            # the person's own time and answers are what that option is made of: only someone there can take it up
            return None, f"{guided.label!r} is done with the person taking part ({short(guided.text, 80)!r}): theirs to take up"
        held = next((h for h in map(self._fills_held_folder, chosen) if h), None)
        if held:
            return None, f"it writes its files into {held!r}, which already holds the project's files: writing over them is the person's"
        typed = next((v for v in chosen if _VIA_OTHER.search(v.option.description or "")), None)
        if typed:
            # the option is only half an answer: the value it asks for ("group ID via Other") is the person's to give
            return None, f"{typed.label!r} needs a value typed via Other ({short(typed.option.description, 60)!r}): the person's"
        theirs = next((t for t in map(self._someone_elses, chosen) if t), None)
        if theirs:
            return None, f"the files say where it writes is someone else's ({short(theirs, 80)!r}): theirs to agree to"
        over = self._spend_past_limit()
        if over:
            return None, f"it weighs what runs cost, and the files say spend is past the person's limit ({short(over, 80)!r})"
        check = person_check(self.item.question, self.project.docs)
        if check:
            return None, f"it reports something unverified that the files say only a person can check ({short(check, 100)!r})"
        due = self._deadline_elsewhere()
        if due:
            return None, due
        loses = _LOSES.search(straighten(self.item.question))
        if loses and any(_GOES_ON.match(straighten(v.label)) for v in chosen):
            return None, f"the question warns that going on {loses.group(0)!r}: accepting that loss is the person's"
        if self.item.multi:
            return got
        others = [v.label for v in self.q.options if v.label not in answer.labels]
        counted = self._request_counts(others)
        if counted:
            # "/web-server-security-reviewer web01 ... 30 日で消して" among 30, 60, 90, 180: a number is read in any language
            return None, f"the person's request gives {counted!r} where {answer.labels[0]!r} was chosen: theirs to settle"
        refused = self.project.phase.refuses(answer.labels[0])
        if refused:
            # the request turns the chosen option down ("I don't have Docker installed"): no default outranks that
            return None, f"the person's request turns down what {answer.labels[0]!r} is ({refused!r}): theirs to settle"
        rule = self._rule_against_request(chosen)
        if rule:
            return None, f"the person's request asks for what a file's rule turns down ({short(rule, 100)!r}): theirs to settle"
        declined = self._declines_request(chosen)
        if declined:
            return None, declined
        echoed = self.project.phase.echoes([v.label for v in self.q.options], [v.option.description for v in self.q.options])
        if echoed and echoed[0] in others:
            return None, f"the person's request names what {echoed[0]!r} does ({echoed[1]!r}), not {answer.labels[0]!r}"
        named = self.project.phase.repeats([v.text for v in self.q.options])
        v = next((o for o in self.q.options if o.text == named), None)
        if v is not None and v.label in others and not self._unsafe(v) and not self._hazardous_option():
            return self._pick(v), f"the person's request names the step {v.label!r} goes to ({self.project.phase.label})"
        approved = self._rewrites_approved() if re.search(r"\ball\b", answer.labels[0], re.I) else None
        if approved:
            return None, f"one item would rewrite what the files say is approved ({short(approved, 80)!r}): it needs its own decision, not a batch"
        top = self.q.options[0].label
        if _RANKED.search(f"{self.item.question} {self.q.options[0].text}") and answer.labels[0] != top and not self._taken_by_another(top):
            # the ranking is the workflow's reading of what matters most; passing over its top item (a security task,
            # a committee's decision) is a judgement of why that one waits, which is the person's
            return None, f"the options are ranked and {answer.labels[0]!r} passes over the top one, {top!r}: the person's call"
        return got

    def _request_counts(self, others: list[str]) -> str | None:
        """Another option's label that is a bare number ("30" among "30", "60", "90") which the person's request gives
        as a number of its own: they said which value they want."""
        rest = self.project.phase.command.partition(" ")[2]
        given = set(re.findall(r"(?<![\w.,])\d+(?:\.\d+)?(?![\w.,]\d)", rest))
        return next((label for label in others if bare(label) in given), None) if given else None

    def _rule_against_request(self, chosen: list) -> str | None:
        """A file's sentence turning down what the person's request asks for, about what the question asks
        ("run it straight on my laptop" and "Autonomous loops (Ralph etc.) run only inside Docker, never on a
        laptop directly", asked "Run Ralph in Docker?"): the request and the project's rule disagree, and which
        gives way is the person's to say, whichever option a step would take."""
        wanted = self.project.phase.asked_for()
        about = label_words(" ".join([self.item.question, *(v.label for v in chosen)])) - wanted
        if not wanted or not about:
            return None
        for d in self.project.docs:
            for sentence in re.split(r"\n|(?<=[.;])\s+", d.text[:16384]):
                if wanted & refused_words(sentence) and about & label_words(sentence):
                    return sentence.strip(" -*\t")
        return None

    def _declines_request(self, chosen: list) -> str | None:
        """Why the chosen option says no to what the person's request asks for ("write a first draft I can edit"
        and "No, just create a stub" beside "Yes, generate a rough draft"): declining what they asked is theirs."""
        no = [v for v in chosen if v.has("negative")]
        wanted = self.project.phase.asked_for() if no else set()
        for o in (o for o in self.q.options if wanted and o not in chosen and not o.has("negative", "stall", "paper")):
            shared = (label_words(o.label) & wanted) - label_words(no[0].text)
            if shared:
                return (f"the person's request asks for {', '.join(sorted(shared))!r}, which {o.label!r} does and"
                        f" {no[0].label!r} declines")
        return None

    def _fills_held_folder(self, v) -> str | None:
        """The folder a chosen option writes its generated files into ("Write all files into custom_components/x/")
        where that folder already holds files: generating there writes over work that exists."""
        m = _WRITES_INTO.search(straighten(v.text))
        if not m or not self.project.disk.isdir(m.group(1).rstrip("/")):
            return None
        return m.group(1) if self.project.disk.listdir(m.group(1).rstrip("/")) else None

    def _someone_elses(self, v) -> str | None:
        """A file line naming the place the chosen option writes to (its label's first name, "llm-wiki") as a named
        person's own ("Tomas's workspace, he edits there daily"): committing there lands in their work."""
        name = re.match(r"\W*([A-Za-z][\w.-]{2,})", v.label)
        if not name or re.match(r"(?:yes|no|ok|all|none|commit|continue|proceed|skip|cancel)$", name.group(1), re.I):
            return None
        where = re.compile(r"\b" + re.escape(name.group(1)) + r"\b[^\n]{0,80}?" + _OWNED.pattern + r"|" + _OWNED.pattern
                           + r"[^\n]{0,40}?\b" + re.escape(name.group(1)) + r"\b", re.I)
        for d in self.project.docs:
            m = where.search(straighten(d.text[:16384]))
            if m:
                return m.group(0)
        return None

    def _spend_past_limit(self) -> str | None:
        """A question weighing what its runs cost ("at propagator cost", "escalating to a costlier model") where
        a file says the spend is already at or past a limit ("$61 of the $60 alert threshold I set"): more is the
        person's to approve."""
        text = " ".join([self.item.question] + [v.text for v in self.q.options])
        if not _COST.search(text):
            return None
        for d in self.project.docs:
            for m in _SPENT.finditer(d.text[:16384]):
                if float(m.group(1).replace(",", "")) >= float(m.group(2).replace(",", "")):
                    return m.group(0)
        return None

    def _deadline_elsewhere(self) -> str | None:
        """Asked by when new work must ship, a date is the person's plan for that work: a date the files give
        for other work (today's release cut) is not one, so only a file line naming the request's work answers."""
        if not _DEADLINE.search(asking_part(straighten(self.item.question))):
            return None
        topic = {w.lower() for w in re.findall(r"[A-Za-z][\w-]{3,}", self.project.phase.command.partition(" ")[2])} - _REQUEST_STOP
        for d in self.project.docs:
            if any(re.search(r"\b" + re.escape(w) + r"\b", d.text[:16384], re.I) for w in topic):
                return None
        return "it asks by when the work must ship, and no file speaks of that work: the date is the person's plan"

    def _files_choose(self, v, kept: str) -> bool:
        """The files themselves speak for ``v`` in a line naming the person ``kept`` reserves it for or stating
        the decision ("the team uses multi-AI Team mode for brainstorms"): that person has already chosen it.
        A changelog or a tip naming the option is no such line. The person's own request may say it too: it names
        the option and that its holder approved it ("/release Ines okayed the minor")."""
        labels = [o.label for o in self.q.options]
        named = self.project.phase.names_one(labels, self.item.question)
        if named and named[0] == v.label and reserved.lifted(kept, self.project.phase.command.partition(" ")[2]):
            return True
        m = self.project.mentions(self.item, labels)
        return (v.label in m.positive and v.label not in m.negative and m.strength.get(v.label, 2) >= 2
                and reserved.lifted(kept, m.why.get(v.label, "")))

    def _rewrites_approved(self) -> str | None:
        """The files' sentence saying a document the question proposes to update ("update the Design Doc to 24")
        is approved by someone ("Design Docs in docs/design/ are approved by the school's owner")."""
        for m in _UPDATES.finditer(self.item.question):
            doc = re.compile(r"\b" + re.escape(m.group(1)) + r"s?\b[^.\n]{0,60}\b(?:approved|signed off) by\b", re.I)
            for d in self.project.docs:
                found = doc.search(d.text)
                if found:
                    return found.group(0)
        return None

    def _taken_by_another(self, label: str) -> bool:
        """Whether the files say the work ``label`` names by its key ("#212", "PAY-7") is someone else's
        already: assigned to a person or in progress."""
        key = re.match(r"\W*((?:#|[A-Z]+-)?\d+)\b", label)
        if not key:
            return False
        mark = re.compile(r"(?<![\w-])" + re.escape(key.group(1)) + r"\b[^\n]*?\b(?:assignee: @|assigned to @?\w|in progress|claimed by)", re.I)
        return any(mark.search(d.text) for d in self.project.docs)
