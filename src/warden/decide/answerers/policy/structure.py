"""The structure of a question: what each option does for the work, and what the
question itself reports.

A person reading "Gaps found in phase 3 (score 5/7). How to proceed?" with the options
"Run gap closure", "Continue without fixing" and "Stop autonomous mode" sees a report of
a failure, one option that remedies it, one that papers over it and one that stops.
That reading, not the wording of any one workflow, is what the strategies decide on.

Option roles (an option may have several):

- ``proceed``: goes forward with what the question proposes ("Yes", "Approve", "Create
  PROJECT.md", "Resume", "Next area");
- ``remedy``: fixes what the question reports ("Fix regressions", "Retry", "Dig deeper",
  "Run gap closure", "Refresh", "Add a plan");
- ``paper``: goes on despite it ("Continue anyway", "Accept all open", "Force approve",
  "Skip — mark manual-only", "Continue with tech debt");
- ``stall``: stops, cancels, pauses or exits ("Cancel", "Stop — address debt first",
  "Not now"); ``view``: only shows something ("View it", "Open in browser");
- ``manual``: hands the work back to the person ("I'll do it myself", "Let me pick",
  "Edit manually", "Provide guidance");
- ``object``: says the proposal is wrong ("Let me correct some", "Adjust", "Describe
  issues"); ``stay``: asks for more of the same ("More questions", "Keep exploring");
- ``keep``: leaves what exists as it is ("Skip: keep existing todo", "Leave");
  ``redo``: redoes it ("Update it", "Re-audit", "Refresh");
- ``none``: chooses nothing ("None for v1", "Use defaults only"); ``delegate``: "You
  decide"; ``open``: "Other", "Let me explain"; ``unsure``: "Not sure yet";
- ``recommended``: the option the question marks as recommended or as the current default.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item, Option
from warden.decide.answerers.policy import concerns, person
from warden.decide.answerers.policy.wording import CANCEL_L10N, NO_L10N, YES_L10N, asking, is_delegation_label, straighten

_I = re.IGNORECASE


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _I)


_RECOMMENDED = _rx(r"(?<!not )\brecommended\b|\(default\)|\bcurrent (?:default|value|setting)\b|\(current\)")
_NOT_RECOMMENDED = _rx(r"\bnot recommended\b")
# a recommendation with its own condition ("Recommended for larger changes", "recommended only if the
# suite is slow"): it marks the option only where the condition holds, which the reader must judge
_CONDITIONAL_RECOMMENDED = _rx(
    r"\brecommended\s+(?:only\s+)?(?:if|when|unless|where|in case)\b|\brecommended\s+only\b"
    r"|\brecommended\s+(?:only\s+)?for\s+(?:larger|large|bigger|big|smaller|small|complex|simple|major|minor|critical|long|longer|risky|multi-\w+)\b")
_NEGATIVE_START = _rx(rf"^\W*(?:(?:no|nope|not|don'?t|do not|never|cancel|abort|decline|reject|n(?=\W*$))\b|(?:{NO_L10N})(?!\w))")
_PROCEED = _rx(
    r"^\W*(?:yes|yep|ok(?:ay)?|sure|approve[sd]?|accept(?:ed)?|confirm(?:ed)?|continue|proceed|go ahead|go|let'?s go|looks? (?:good|right|great)"
    r"|lgtm|all good|correct|done|create|apply|start|begin|run|execute|generate|write|save|commit|resume|enable|initiali[sz]e|init|y(?=\W*$)"
    r"|install|upgrade|update|set ?up|spawn|map|research|verify|validate|plan it|build|implement|keep going|next|move on|finali[sz]e|add"
    r"|include|use|import|scan|fix|merge|push|deploy|publish|ship|send|close|delete|remove|overwrite|replace|discard|work on)\b"
    rf"|^\W*(?:{YES_L10N})(?!\w)"
)
_ON_TO_REMEDY = _rx(r"^\W*(?:proceed|continue|go on|move on)\w* to\b[^.;]*?\b(?:fix\w*|remediat\w*|investigat\w*|root[- ]cause|debug\w*|repair\w*|resolv\w*)\b")
_PROCEED_ANYWHERE = _rx(r"\b(?:proceed|continue|go ahead|approve|move (?:on|forward)|next (?:area|step|phase))\b")
# (?<!\W): a search starts a run of non-word characters only at its first one (every option
# begins with a letter), so a long run is read once, not once from each of its characters
_REMEDY = _rx(
    r"(?<!\W)\W*(?:fix(?:es|ing)?|auto-?fix|re-?try|retry|re-?plan|replan|(?:route|go|send it) back to (?:the )?planning|refresh|re-?run|rerun|re-?audit|re-?scan|re-?verify|dig deeper|research"
    r"|investigat\w*|debug\w*|gap closure|close (?:the )?gaps?|address(?:es|ing)?|resolve|repair|verify (?:all|the|each|open)|add (?:a |the )?(?:plan|test)s?"
    r"|write (?:the )?missing|split|update|upgrade|regenerate|correct (?:it|them|the)|patch|mitigat\w*|remediat\w*"
    r"|apply (?:every |all |each |the )?(?:\w+ )?(?:patch(?:es)?|fix(?:es)?)|implement (?:the |a )?fix(?:es)?"
    # changing the plan or the approach so the risk it reports goes away: "Add mitigations to plan", "Modify fix approach"
    r"|add (?:the |risk )?mitigations?|modify (?:the )?fix|(?:modify|change) (?:the )?(?:fix )?approach|(?:modify|revise|rework|amend|change) (?:the )?plan)\b"
)
_PAPER = _rx(
    r"\banyway\b|\bdespite\b|\bwithout (?:fixing|verif\w*|validat\w*|recording|tests?|testing|review\w*|addressing|resolving|checking)|\bignor\w*|\bforce\w*"
    r"|^\W*accept\w*|\baccept (?:all|as|the|them|and|uncertainty|risk|residual)|\bmark(?:ed)? (?:as )?(?:manual|done|passed|complete)"
    r"|\bwith (?:the )?(?:tech(?:nical)? debt|known|issues|warnings|gaps)|\bskip (?:the )?(?:check|schema check|verification|gate|validation|tests?|review)\b"
    r"|\bbypass\w*|\bdefer(?:red)? to (?:the )?backlog|\bconvert to skip|\bwarnings are acceptable|\bstart anyway|\bproceed with current"
)
# an option opening with its acceptance: "Accept", "Accept and proceed", "Accept all"
_ACCEPTS = _rx(r"^\W*accept(?:ed|s)?\b(?:\s+(?:all|it|this|them))?")
_STALL = _rx(
    rf"^\W*(?:{CANCEL_L10N})(?:する|します)?(?!\w)|"
    r"^\W*(?:cancel|abort|stop|pause|exit|quit|halt|not now|not yet|later|remind me later|hold|wait|abandon|block|(?:go )?back(?! to (?:the )?planning)"
    r"|done\b(?=.*\b(?:exit|later)\b)|put it back|keep as-is|skip\b(?!.*\b(?:keep|use existing|leave)\b))"
    r"|\b(?:stop|abort|cancel|exit|halt)\b(?! (?:the )?(?:existing|old))|\bdon'?t (?:send|merge|save|create|apply|run|do)\b|\bno changes\b"
    # putting it off: "Fix later", "Remind me next time"
    r"|\b(?:later|next time|afterwards)\W*$"
)
_VIEW = _rx(r"^\W*(?:view|show|display|see|open in|preview|read|review full|inspect|look at|print)\b")
_MANUAL = _rx(
    r"\blet me (?:pick|choose|specify|handle|do|review|edit|adjust|decide|select|add|type|write)|\bmyself\b|\bmanual(?:ly)?\b(?!-only)"
    r"|\bI need to think|\bprovide guidance|\bself-review|\bcherry-pick\b|\bI want to\b|\byou choose which\b"
    r"|\bI'?ll (?:handle|do|review|specify|pick|choose|edit|push|type|paste|take care|fix|write|set)"
    # the person speaking: "I have feedback", "I'd like to discuss one of these" hands the turn back to them
    r"|^\W*(?:I have|I've got|I'd like to|I would like to|I need to) (?:some |a few |more |an? |one )?(?:feedback|changes?|comments?|questions?"
    r"|concerns?|edits?|corrections?|notes?|discuss|correct|adjust|revise|explain|add|think|talk)\b"
    # the choice handed back: "Pick another task", "Choose a different epic"
    r"|^\W*(?:choose|pick|select|specify|name) (?:an?other|a different|other|some other|one of the other)\b"
)
_OBJECT = _rx(
    r"^\W*(?:adjust|change|modify|correct|edit|revise|request changes|describe issues?|issue\b|something(?:'s| is) wrong|needs? changes"
    r"|let me correct|no[,\s—-]+(?:it'?s|that'?s|use)|not (?:quite|right)|wrong"
    # proposing something else instead: "Different approach", "Try another design"
    r"|(?:try |take |use )?(?:a )?(?:different|another|alternative) (?:approach|plan|design|direction|way|solution))"
)
_STAY = _rx(r"^\W*(?:more questions|keep exploring|ask me more|discuss (?:more|deeper|further)|revisit|go deeper|explore more)\b")
_KEEP = _rx(r"\b(?:keep(?:s|ing)? (?:the |it |current |existing |as)|leave\b|use existing|as-is|keep existing|keep current|preserve"
            r"|keep(?:s|ing)? (?:[\w-]+ ){0,3}?(?:in place|as (?:is|they are|it is)|unchanged|where (?:it is|they are))"
            # keeping what would go out where it is: "Keep local for review", "Keep it unpushed"
            r"|keep(?:s|ing)? (?:it |them |the [\w-]+ )?(?:local(?:ly)?|unpushed|unpublished|private)\b)")
_REDO = _rx(r"^\W*(?:update|refresh|re-?run|re-?audit|regenerate|replan|re-?plan|redo|rebuild|re-?analy[sz]e|re-?scan|rewrite)\b")
_NONE = _rx(r"^\W*(?:none\b|nothing\b|no additional|use defaults only|defaults only|no,? (?:thanks|that'?s (?:all|everything))|skip all)")
_OPEN = _rx(r"^\W*(?:other\b|something else|type something|let me (?:explain|describe|type)|i'?ll (?:explain|describe|type|paste))")
_UNSURE = _rx(r"^\W*(?:not sure|unsure|undecided|i don'?t know|no idea|exploratory|can'?t (?:test|tell|say))|\bnot sure yet\b")
_OPTIONAL = _rx(r"\b(?:optional|nice[- ]to[- ]have|stretch(?: goal)?|someday|if time|bonus|experimental|suggestion|later|future|v2|deferred|maybe)\b")


class View:
    """One option and what it does for the work."""

    __slots__ = ("option", "index", "roles", "text")

    def __init__(self, option: Option, index: int, roles: set[str]):
        self.option, self.index, self.roles = option, index, roles
        self.text = option_text(option)

    @property
    def label(self) -> str:
        return self.option.label

    def has(self, *roles: str) -> bool:
        return any(r in self.roles for r in roles)

    @property
    def substantive(self) -> bool:
        """A real choice of content: not a way out, a hand-back, or a non-answer."""
        return not self.has("delegate", "open", "unsure", "none", "stall", "view", "manual", "stay")

    def __repr__(self) -> str:
        return f"View({self.label!r}, {sorted(self.roles)})"


def option_text(option: Option) -> str:
    return straighten(f"{option.label}. {option.description}" if option.description else option.label)


# a list marker before a label: "[2] Auto-fix", "1. Retry", "(b) Skip", "B) Hold off", "2A) Reuse the helper"
_MARKER = _rx(r"^\W*(?:\[\w{1,2}\]|\(\w{1,2}\)|\d{1,2}[A-Za-z]?[.)]|[A-Za-z]\))\s+")


def roles(option: Option) -> set[str]:
    label = _MARKER.sub("", straighten(option.label))
    desc = straighten(option.description)
    text = f"{label} {desc}"
    r: set[str] = set()
    if is_delegation_label(label):
        r.add("delegate")
    if _OPEN.search(label):
        r.add("open")
    if _UNSURE.search(label) and "delegate" not in r:
        r.add("unsure")
    if _NONE.search(label):
        r.add("none")
    if _RECOMMENDED.search(text) and not _NOT_RECOMMENDED.search(text) and not _CONDITIONAL_RECOMMENDED.search(text):
        r.add("recommended")
    if _STALL.search(label) or (not label.strip(" .") and _STALL.search(desc)) or re.match(r"^\W*(?:exit|cancel|stop)\b", desc, _I):
        r.add("stall")
    if _VIEW.search(label):
        r.add("view")
    if _MANUAL.search(text) or re.search(r"\bI'?ll\b", label, _I):
        r.add("manual")
    if _OBJECT.search(label):
        r.add("object")
    if _STAY.search(label):
        r.add("stay")
    if _KEEP.search(text) or re.match(r"^\W*(?:skip|leave|keep)\b", label, _I) and _KEEP.search(desc + " keep") \
            or re.match(r"^\W*(?:keep|keep (?:it|them|both))\W*(?:\([^)]*\))?\W*$", label, _I):
        r.add("keep")
    if _REDO.search(label):
        r.add("redo")
    if _PAPER.search(label) or _PAPER.search(desc):
        r.add("paper")
    if (_REMEDY.match(re.sub(r"^\W*(?:yes,?\s+|run\s+|apply/|continue\s+|keep\s+)", "", label, flags=_I))
            or re.search(r"\bremediat\w*", label, _I)) and not r & {"stall", "paper", "manual"}:
        r.add("remedy")
    negative = bool(_NEGATIVE_START.search(label))
    if negative:
        r.add("negative")
    if not negative and not r & {"stall", "view", "manual", "object", "stay", "none", "open", "unsure", "delegate"} and (
            _PROCEED.search(label) or _PROCEED_ANYWHERE.search(label)):
        r.add("proceed")
    if _OPTIONAL.search(label) or re.search(r"\(optional\)|^\W*(?:optional|nice[- ]to[- ]have|can come later)", desc, _I):
        r.add("optional")
    return r


_ITEM_ROLES = {"none", "delegate", "open", "unsure", "optional", "recommended", "negative"}


# where a question states its own recommendation: "Recommendation: B because ...", "RECOMMENDATION: Choose A —
# ...", "I recommend option 2", "We suggest going with C"
_STATES_RECOMMENDATION = _rx(
    r"(?<![\w-])(?:recommend(?:ation|ed)?|suggest(?:ion|ed)?|advice|my pick)\s*(?:[:\u2014-]|\bis\b)\s*|\b(?:i|we) (?:would )?(?:recommend|suggest)\s+")
_CHOOSE = _rx(r"^(?:to )?(?:choose|pick|select|go with|take|use)?\s*(?:option\s+)?")
# a recommendation that depends on something the reader must judge: "A if the checks passed", "A for critical, B for transient"
_CONDITION = _rx(r"\b(?:if|when|unless|only|depending|otherwise|either)\b|\bfor (?:critical|transient|minor|major|small|large|simple|complex)\b")
# an option's key: its list marker ("A)", "2B.", "[C]") or its leading words ("MINOR", "Squash merge")
_KEY = _rx(r"^\W*(?:\[(\w{1,3})\]|\(?(\w{1,3})[.)])\s+")


def _key(option: Option) -> str:
    label = straighten(option.label)
    m = _KEY.match(label)
    if m:
        return m.group(1) or m.group(2)
    return re.split(r"\s+[(\u2014\u2013:-]|\s*[(\u2014\u2013:]", label.strip(), maxsplit=1)[0].strip()


def stated_recommendation(item: Item, text: str | None = None) -> int | None:
    """The option the question's own words (or ``text``: what the session showed before asking)
    recommend without a condition ("Recommendation: B because ..."), by index; None when it
    states none, names several, or makes it depend on something ("Choose A if all checks passed")."""
    q = straighten(item.question if text is None else text)
    keys = [_key(o) for o in item.options]
    found: set[int] = set()
    for m in _STATES_RECOMMENDATION.finditer(q):
        # what follows, to the sentence's end ("Choose A for a quick check. Choose B if ..." recommends A) and
        # at most a sentence's length: a long text costs its length
        said = re.split(r"\n|(?<=[.!?])\s", q[m.end(): m.end() + 200], maxsplit=1)[0]
        said = said[_CHOOSE.match(said).end():]
        hit = [i for i, k in enumerate(keys) if k and said.startswith(k) and not said[len(k): len(k) + 1].isalnum()]
        if not hit:
            continue
        if _CONDITION.search(said) or any(re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", said[len(keys[hit[0]]):])
                                          for i, k in enumerate(keys) if k and i != hit[0] and len(k) <= 3):
            return None
        found.add(hit[0])
    return found.pop() if len(found) == 1 else None


def views(item: Item) -> list[View]:
    if item.multi:
        # a multi-select's options are things to include, not ways to go on
        return [View(o, i, roles(o) & _ITEM_ROLES - {"negative"}) for i, o in enumerate(item.options)]
    out = [View(o, i, roles(o)) for i, o in enumerate(item.options)]
    stated = stated_recommendation(item)
    if stated is not None:
        # the question's recommendation and a label's mark disagreeing recommend nothing
        for v in out:
            if v.index == stated:
                v.roles.add("recommended")
            else:
                v.roles.discard("recommended")
    # a yes to a question that proposes a remedy ("Run the repair to fix them? Yes") is the remedy
    asks = " ".join(asking(straighten(item.question)))
    if asks and _REMEDY.search(asks):
        for v in out:
            if re.match(r"^\W*(?:yes|y|ok(?:ay)?|sure)\b", straighten(v.label), _I) and not v.has("stall", "paper", "manual", "negative"):
                v.roles.add("remedy")
    # going on to a next step that remedies ("Approve: proceed to remediation") is that remedy
    for v in out:
        if v.has("proceed") and not v.has("stall", "paper", "manual", "negative") and _ON_TO_REMEDY.search(straighten(v.option.description)):
            v.roles.add("remedy")
    return out


# ------------------------------------------------------------------ the question

_OBSERVATION = _rx(
    # (within the one sentence that asks: "The tests pass. Save the summary?" asks nothing observed)
    # (every scan to the sentence's end is bounded: a question of many "did"s re-read from each is quadratic)
    r"\b(?:did|does|do|is|are|was|were)\b(?![^?]{0,400}\bwork for you)[^?.!\n]{0,400}\b(?:works?|working|worked|pass(?:es|ed)?|fixed|renders?|rendered|displays?|displayed|shows?|appears?"
    r"|appeared|behaves?|as expected|broken|crash(?:es|ed)?)\b[^?.!\n]{0,400}\?|\bdid it pass\b|\bhuman-verify\b|\b(?:can|could) you (?:confirm|verify|check|test|reproduce)\b"
    r"|\bwhat (?:should happen|happens|did you see|do you see)\b|\b(?:validation|test|check|verification) results?\b\s*\?"
    # when or where something happened in the world: "When did the defect first occur in production?", "On which line
    # was the low torque produced?" (a record of it is read, not chosen: only someone who looked can say)
    r"|\b(?:when|where|on which|at which|in which)\b[^?.!\n]{0,400}\b(?:did|was|were)\b[^?.!\n]{0,400}\b(?:occur\w*|happen\w*|start\w*|beg[au]n"
    r"|first (?:seen|noticed|appear\w*|reported)|produced|noticed|observed|introduced|detected)\b[^?.!\n]{0,400}\?"
    # what others decided where the session was not: "What is the review outcome?", "What was the client's verdict?"
    r"|\bwhat (?:is|was|were) (?:the )?(?:[\w'-]+ ){0,2}?(?:review|reviewers?|client|stakeholders?|customer|uat|qa|test|approval)'?s?"
    r" (?:outcome|result|verdict|decision|feedback|answer)s?\b"
    # what the person did outside the session: "Have you completed Greptile dashboard setup?"
    r"|\bhave you (?:already )?(?:completed|finished|done|set up|installed|configured|created|added|enabled|registered|resolved"
    r"|fixed|reviewed|tested|checked|verified|saved|restarted|logged in|signed in|authenticated|updated)\b[^?.!\n]{0,400}\?"
    # and in the passive, whoever did it: "Has it been tested?", "Was this change verified on a device?"
    r"|\b(?:has|have|was|were) (?:it|they|(?:this|that|these|those|the|its|our|your)(?: [\w-]+){0,2}) (?:already )?(?:been )?(?:tested|verified"
    r"|reviewed|checked|tried|validated|run|reproduced)\b[^?.!\n]{0,400}\?"
)
_ASSERTION = _rx(
    r"\b(?:(?:is|are) (?:that|this|these|those|it) (?:correct|right|accurate)|(?:look|looks) (?:right|correct|good)\??$|all look right"
    r"|does (?:this|that) (?:capture|match)|(?:does|do) (?:this|that|these|those|the|it|they) [\w ]{0,30}?(?:look|seem|sound)s? (?:correct|right|accurate|good|ok|okay|fine|reasonable)|\bsounds? (?:good|right|ok|okay|reasonable)\?|accept these answers|is that correct|(?:these|this) (?:all )?(?:look|looks) right"
    r"|(?:does|do) (?:this|these|the) [\w ]{0,30}(?:work|look good|look right) for you)"
    # stated facts asked to be corrected, or asked whether they still hold: "I'm assuming: ... Any corrections?"
    r"|\bany corrections\?|\b(?:is|are) (?:these|those|they|this|that) (?:\w+ ){0,2}?still (?:valid|correct|accurate|right|true)\b"
)
_EXISTING = _rx(r"\balready (?:exists?|has|have|set|configured)\b|\bexisting \w+ (?:found|detected)\b|\bsimilar \w+ exists\b|\bduplicate\b|\bfound (?:an? )?(?:existing|interrupted|in-progress|unfinished|paused|previous)\b")
_DUPLICATE = _rx(r"\bsimilar \w+ exists\b|\bduplicate\b|\balready (?:tracked|captured|recorded)\b")
# (and "Add another scenario?", "Would you like to add another repository pattern?": a yes opens an item the person supplies)
_MORE_INPUT = _rx(r"\b(?:anything else|any other|anything (?:more|to add)|what else|anything (?:we|i|research) missed|missed\b|more to add"
                  r"|add (?:another|one more)\b(?=[^?]{0,60}\?))")
_CORRECTIONS = _rx(r"\b(?:need(?:s)? (?:correct\w*|chang\w*|fix\w*)|are wrong|is wrong|incorrect|should (?:be )?chang\w*|to (?:correct|change))\b")
_ADDITIONS = _rx(r"\b(?:enable|add|include|turn on|install|set up|create|want)\b")


class Question:
    """What a question reports and asks, beside its options."""

    __slots__ = ("item", "text", "options", "reports", "auth_cause", "escalated", "open_decision", "observation", "assertion",
                 "about_person", "about_person_weak", "existing", "duplicate", "corrections", "additions", "more_input")

    def __init__(self, item: Item):
        self.item = item
        q = straighten(item.question)
        self.text = f"{straighten(item.header)}: {q}" if item.header else q
        self.options = views(item)
        self.reports = None if item.multi else concerns.reported(q)
        self.auth_cause = bool(self.reports and concerns.auth_cause(q))
        self.escalated = concerns.escalated(q) if self.reports else None
        self.open_decision = concerns.open_decision(q) if self.reports else None
        self.observation = bool(_OBSERVATION.search(q))
        self.assertion = bool(_ASSERTION.search(q))
        self.about_person = person.about_person(item)
        self.about_person_weak = person.about_person_weak(item)
        self.existing = bool(_EXISTING.search(q))
        self.duplicate = bool(_DUPLICATE.search(q))
        self.corrections = bool(_CORRECTIONS.search(q))
        self.additions = bool(_ADDITIONS.search(q))
        self.more_input = bool(_MORE_INPUT.search(q))

    def accept_approves(self) -> None:
        """Where the question reports no problem, an option that accepts ("Accept and proceed") approves what it
        shows: nothing is papered over. Called once what the session showed has added what it reports."""
        if self.reports:
            return
        for v in self.options:
            label, desc = straighten(v.label), straighten(v.option.description)
            if "paper" in v.roles and _ACCEPTS.match(label) and not _PAPER.search(_ACCEPTS.sub("", label)) and not _PAPER.search(desc):
                v.roles.discard("paper")
                if not v.roles & {"stall", "view", "manual", "object", "stay", "none", "open", "unsure", "delegate", "negative"}:
                    v.roles.add("proceed")

    def with_role(self, *roles: str) -> list[View]:
        return [v for v in self.options if v.has(*roles)]

    @property
    def recommended(self) -> View | None:
        rec = self.with_role("recommended")
        return rec[0] if len(rec) == 1 else None
