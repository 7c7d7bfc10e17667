"""Whether a question is about the person rather than the project.

What a person is, wants, owns or pays for is theirs to say: their identity and accounts,
their habits and preferences, their money (budgets, model tiers, token costs), legal and
disclosure choices (licences, AI attribution, consent, privacy, telemetry) and their own
settings beyond this project. A question is about the person by what it asks about, read
from its structure, not from any one workflow's wording:

- it asks the person about themselves: a second-person subject with a verb of habit,
  preference or feeling ("how do *you typically* ...", "what frustrates *you*"), or a
  "how do you want to <verb>?" with nothing but the person acting ("How do you want to
  work?", where "How do you want to structure the project?" is about the project);
- a second-person possessive stands over something personal ("*your* preferences",
  "*your* account", "*your* saved default settings");
- its subject is money (a budget, a price, a model tier, tokens spent) or a legal or
  disclosure choice;
- it asks in whose name a record gives an approval, an acceptance or a sign-off;
- it asks for the person's own rules: hard constraints, what must or must not happen ("Are
  there hard constraints for this skill?"); what a session happened to do is not a rule the
  person set, so options filled from it do not answer it;
- weaker, because a project file may record the answer: it asks what the person uses,
  knows or works with, about their team or stage, or its options differ in what they
  cost.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy.wording import asking_part, straighten

_I = re.IGNORECASE

# verbs of habit and feeling: with "you" as their subject the question asks about the person
_HABIT = (r"typically|usually|normally|generally|tend to|enjoy|feel|care (?:about|most)|frustrat\w*|annoy\w*|envision|imagine"
          r"|mean|remember|recall|describe yourself|would describe|see yourself|trust|worry|value")
_ASKS_PERSON = re.compile(
    rf"\b(?:do|did|would|will|can|could|are|were)\s+you\s+(?:\w+\s+)?(?:{_HABIT})\b"
    rf"|\bwhen\s+you\s+(?:ask|work|review|decide|code|write|start|read)\b|\b(?:{_HABIT})\w*\s+you\b"
    r"|\bhow\s+(?:do|would|should)\s+you\s+(?:want|like|prefer)\s+to\s+(?:work|collaborate|interact|communicate|be\s+\w+|receive|hear|get\s+\w+)\b"
    r"|\b(?:about|for|describe)\s+yourself\b|\byour\s+own\s+words\b"
    # what it would write down is the person's own knowledge: "This captures what you learned from the experiment"
    r"|\bwhat\s+you(?:'ve|\s+have)?\s+(?:learned|learnt|found out|noticed|observed|concluded|took away|make of)\b"
    # the person's own day: "Which projects are you focusing on today?", "What do you want to work on this morning?"
    r"|\byou\s+(?:\w+\s+){0,2}?(?:focus\w*|work(?:ing)?|concentrat\w*|spend\w*\s+(?:time|the\s+day))\s+on\b[^?\n]{0,40}?"
    r"\b(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|week))\b",
    _I,
)
# "do you prefer" asks about the person unless a thing of the project is what is preferred ("Which
# approach do you prefer?" is a design question)
_PREFERS = re.compile(r"\b(?:do|would)\s+you\s+(?:\w+\s+)?(?:prefer|like best|like more)\b", _I)
_PREFERRED_THING = re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+){1,3}(?:do|would)\s+you\s+(?:\w+\s+)?(?:prefer|like)", _I)
# what is personal when it is "yours": identity, accounts, habits and preferences, money, legal choices,
# one's own settings and secrets
_PERSONAL = (
    r"preferences?|preferred|habits?|ways? of working|working style|sessions|session history|history|profile|feedback|opinions?"
    r"|experience|background|schedule|availability|calendar|taste|frustrations?"
    r"|name|e-?mail(?: address)?|identity|username|handle|phone|address|location"
    r"|console|account|accounts|subscription|billing|budget|money|spend\w*|wallet|card|plan tier|quota|credits?"
    r"|settings|config|configuration|defaults|dotfiles|home directory|machine|computer|shell|editor"
    r"|credentials?|tokens?|keys?|passwords?|secrets?|licen[cs]es?|consent|privacy"
)
# "your" and up to two words that describe (not a verb: "your features were configured" is about features;
# not the project itself: "your app handle(s)", "your repo's config" are the project's, not the person's)
_DESCRIBING = (r"(?:(?!(?:is|are|was|were|will|have|has|had|be|been|do|does|did|can|could|should|would|may|might"
               r"|app|apps|application|project|codebase|repo|repository|site|website|service|product|api|backend|frontend|server"
               r"|package|library|crate|module|cli|tool)\b)[\w-]+\s+)")
_YOURS = re.compile(rf"\byour\s+{_DESCRIBING}{{0,2}}?(?:{_PERSONAL})\b", _I)
# a question about money: what it says, not what its options note ("Deep: highest cost" is a setting's side)
_MONEY = re.compile(
    r"\$\d|\b(?:free|paid|pro|premium|enterprise|team|starter|basic) (?:plan|tier)s?\b|\b(?:(?<!context )(?<!time )(?<!performance )(?<!error )(?<!latency )(?<!memory )budgets?|costs?|costly|pricing|prices?"
    r"|spend(?:s|ing)?|paid|billed|plan tier|charged|per month|a month|compute"
    r"|model (?:profile|tier)s?|(?:ai|llm|language) models?|which models?\b(?!\s+provider)|(?:number|amount|lots) of tokens|tokens?/time"
    r"|adds tokens|token[- ](?:cost|usage|budget|intensive)|credits?|sprint (?:plan|commitment)|commit (?:this|the) sprint|headcount|salary"
    # an account's allowance, and moving the work onto another of the person's accounts: "at 100% of its 5-hour limit"
    r"|usage limits?|\d+-(?:hour|day|week|month) limits?|(?:daily|weekly|monthly) (?:usage )?limits?"
    r"|(?:another|a different|a second|the other) account)\b",
    _I,
)
# the person given a role, or acting as themselves: "makes you the owner", "As you"
_YOU_AS = re.compile(
    r"\b(?:make|makes|making|assign|assigns|assigning|add|adds|adding|set|sets|list|lists|name|names|invite|invites)\s+you\b"
    r"|\byou\s+as\s+(?:the\s+|an?\s+)?\w+|\bas\s+you(?:rself)?\b|\bin\s+your\s+name\b|\bon\s+your\s+behalf\b",
    _I,
)
# options that are a service's price tiers
_TIERS = re.compile(r"^\W*(?:free|pro|team|teams|enterprise|business|premium|starter|basic|plus|hobby|growth|scale)\b", _I)
# a legal, disclosure or consent choice, in the question or in what its options do ("your feedback", "with
# feedback" is the person's reply to the question: "Request changes: return to step 1 with feedback")
_LEGAL = re.compile(
    r"\b(?:attribut\w*|co-?author\w*|authored|authorship|sign-?offs?|signed-off-by|disclos\w*|licen[cs]\w*|copyright|trademark|terms of (?:service|use)|consent|privacy|telemetry"
    r"|analytics|usage data|data collection|gdpr|personal data|(?<!your )(?<!with )feedback)\b"
    # a part of the product that records its users' consent or privacy choices is design, not the person's choice
    r"(?!\s+(?:flows?|forms?|boxe?s?|checkbox(?:es)?|banners?|screens?|pages?|timestamps?|records?|fields?|columns?|tables?|steps?|models?))",
    _I,
)
# analytics a product shows its users (a dashboard's charts and metrics) is a feature, not data collected about them
_SHOWS_DATA = re.compile(r"\b(?:dashboards?|charts?|reporting|reports|metrics|insights|KPIs?)\b", _I)
_COLLECTS = re.compile(r"\b(?:track\w*|collect\w*|send\w*|sent|records? (?:each|every)|usage (?:data|events|metrics)|telemetry|clicks?"
                       r"|(?:each|every) user'?s?|mixpanel|posthog|segment|amplitude|google analytics|third[- ]part\w*)\b", _I)
# what the question says the action does to something of the person's: it changes their own settings
# ("Global setup will change your base Claude config"), said in passing or not, unlike a consequence that
# leaves their things as they are ("your design preferences won't be included")
_CHANGES_YOURS = re.compile(
    rf"\b(?:change|changes|changing|modif(?:y|ies|ying)|overwrit\w*|replac\w*|reset\w*|rewrit\w*|edit\w*|updat\w*"
    rf"|delet\w*|remov\w*|touch\w*|alter\w*)\s+your\s+{_DESCRIBING}{{0,2}}?(?:{_PERSONAL})\b",
    _I,
)
# settings beyond this project: every session, project or user of the machine
_BEYOND_PROJECT = re.compile(
    r"\b(?:global(?:ly)?|machine-wide|system-wide|user-wide|user-level|for (?:all|every) (?:your )?(?:projects?|sessions?|repos?|repositories))\b"
    r"|(?:^|\s)--global\b|\bdefaults write\b|\b[\w-]{0,40}config\s+set\b",
    _I,
)
_PROJECT_ONLY = re.compile(r"\bproject(?:-level|-local|-scoped)?\b|\bthis (?:repo|repository)\b|\.claude/", _I)
_SETTING = re.compile(r"\b(?:setup|set up|config\w*|settings?|install\w*|mode|defaults?|enable\w*|turn (?:it |this )?on)\b", _I)
# the person's own understanding is what is asked: a quiz or a check of what they know
_ASSESSES = re.compile(
    r"\bquiz(?:zes)?\b|\b(?:test|check|verify|confirm)\w*\s+(?:that\s+)?(?:your|you)\s+(?:own\s+)?"
    r"(?:understand\w*|knowledge|know|can explain|grasp)\b",
    _I,
)
# whose name a record gives an act of approval: an attestation only that person can give ("Who should be
# recorded as the acceptance actor?", "Log it as approved by whom?"), where what the record holds is the project's
_ATTESTS = re.compile(
    r"\bwho(?:m|se(?: name)?)?\b[^?]{0,40}?\b(?:recorded|listed|named|credited|logged|entered|noted|put down|shown)\s+as\b"
    r"|\b(?:accept\w*|approv\w*|sign-?off|signing|review\w*|verif\w*|attest\w*)\s+(?:actor|signatory|on behalf)\b"
    r"|\bas\s+(?:accepted|approved|signed(?: off)?|reviewed|verified|attested)\s+by\s+(?:whom|who)\b",
    _I,
)
_FIRST_PERSON = re.compile(r"^\W*(?:i|i'?m|i'?d|i'?ve|i'?ll|let me)\b", _I)
# how the person is consulted: approving, asking, being reminded (their working style, their call)
_CONSULTED = re.compile(
    r"\b(?:auto-?approv\w*|without (?:asking|confirmation|confirming|prompting)|stop asking|(?:don'?t|never) ask(?: me)?(?: again)?"
    r"|ask (?:me )?(?:before|every time|each time|first)|remember (?:my|this|the) (?:choice|answer|decision)|always (?:allow|approve)"
    r"|confirm (?:at|before) each (?:step|change|action)"
    # the session's own permission prompts: skipping them grants every tool call unasked
    r"|(?:skip|bypass|disable|turn off)\w*\s+(?:all\s+|the\s+)?permission\s+(?:prompts?|checks?|requests?|dialogs?)|dangerously-skip-permissions)\b",
    _I,
)
# the person's own rules asked for: hard constraints, what must or must not happen, never or always
_RULES = re.compile(r"\b(?:hard|firm|non-negotiable|strict)\s+(?:constraints?|rules?|limits?)\b"
                    r"|\bmust\s+or\s+must\s+not\b|\b(?:must|should)\s+(?:always|never)\s+(?:happen|be done)\b", _I)
_WEAK = re.compile(
    r"\b(?:do|did)\s+you\s+(?:use|have|know|work|own|run|host)\b|\bare\s+you\s+(?:familiar|comfortable|experienced|using|committing)\b"
    r"|\byour\s+(?:[\w-]+\s+){0,2}?(?:role|team|company|employer|organi[sz]ation|industry|stage|context|level|skills?|stack)\b"
    r"|\bwhich\s+(?:vendor|provider|platform)s?\s+(?:are|do|will)\s+you\b|\b(?:are|is)\s+(?:you|your team)\s+committing\b"
    # a fact the workflow looked for and did not find ("Research couldn't find how many bookings a day the system handles"):
    # what the person's business or system is like, which a file may record, else only they know
    r"|\b(?:couldn'?t|could\s+not|was\s+unable\s+to|were\s+unable\s+to)\s+(?:find|determine|establish|work\s+out)\s+(?:how|what|whether|which|when|who)\b"
    # the reason behind what the person did ("What was the thesis / reason, for the trade log?"): theirs, unless a file says
    r"|\bwhat\s+(?:was|were|is)\s+(?:the|your)\s+(?:thesis|reason|rationale|motivation|motive)s?\b",
    _I,
)
_COST = re.compile(r"\$\d|\b(?:cost|costs|costly|cheap\w*|expensive|pricing|price|budget|paid|free tier|billed|billing|per month"
                   r"|/month|/mo|per seat|per user|tokens?)\b", _I)


def _product_analytics(m: re.Match[str], text: str) -> bool:
    """Analytics that is the product's feature (what a dashboard shows: "Analytics, charts, reporting") or a name
    (a schema called ANALYTICS), not data collected about anyone: nothing in the text tracks, collects or sends."""
    if m.group(0).lower() != "analytics":
        return False
    if m.group(0) == "ANALYTICS":
        return True
    return bool(_SHOWS_DATA.search(text)) and not _COLLECTS.search(text)


def about_person(item: Item) -> str | None:
    """The words that show ``item`` asks about the person (None: it does not, strongly)."""
    q = straighten(item.question)
    head = straighten(item.header)
    # an option in the first person ("I have feedback") is the person's reply to the question, not a choice
    # about their own disclosures
    options = " | ".join(straighten(f"{o.label} {o.description}") for o in item.options if not _FIRST_PERSON.match(straighten(o.label)))
    for text in (q, head):
        for pattern in (_ASKS_PERSON, _YOURS):
            # "your X" counts where the question asks, not in what it states in passing ("No CONTEXT.md
            # found - your design preferences won't be included. Continue?")
            m = pattern.search(asking_part(text) if pattern is _YOURS else text)
            if m:
                return m.group(0)
        m = _PREFERS.search(text)
        if m and not _PREFERRED_THING.search(text):
            return m.group(0)
    # legal choices: what the question asks and what its options choose, not what it reports in
    # passing ("LICENSE file detected. Create CONTRIBUTING.md?")
    asked = f"{asking_part(q)} {head}"
    for pattern, text in ((_MONEY, f"{q} {head}"), (_LEGAL, asked), (_LEGAL, options), (_CONSULTED, f"{q} {options}"),
                          (_YOU_AS, f"{q} {options}")):
        m = next((m for m in pattern.finditer(text) if not (pattern is _LEGAL and _product_analytics(m, f"{q} {head} {options}"))), None)
        if m:
            return m.group(0)
    m = _CHANGES_YOURS.search(q) or _ASSESSES.search(f"{q} {head}") or _RULES.search(asked) or _ATTESTS.search(asked)
    if m:
        return m.group(0)
    # what the question proposes to do beyond this project (globally, machine-wide, for every project) and
    # a setting an option makes there (a tool's own `config set`) are the person's own settings, unless
    # another option keeps it to this project: then where it goes is a question the files answer
    beyond = _BEYOND_PROJECT.search(f"{q} {head}")
    if beyond:
        return beyond.group(0)
    if _SETTING.search(f"{q} {head} {options}"):
        texts = [straighten(f"{o.label} {o.description}") for o in item.options]
        wide = [m for m in map(_BEYOND_PROJECT.search, texts) if m]
        if wide and not any(_PROJECT_ONLY.search(t) for t in texts if not _BEYOND_PROJECT.search(t)):
            return wide[0].group(0)
    tiers = [o.label for o in item.options if _TIERS.search(straighten(o.label))]
    if len(tiers) >= 2:
        return "options that are a service's price tiers"
    m = re.search(r"\btoken-intensive|\b(?:number|lots|amount) of tokens|\btake a while\b|\bleave [\w ]{0,20}open\b", q, _I)
    return m.group(0) if m else None


# the question says the person's own request was too vague and asks what they meant: only the request can answer
_UNCLEAR_REQUEST = re.compile(
    r"\b(?:your|the)\s+(?:description|request|prompt|input|ask)\s+(?:is|was|seems|looks)\s+(?:too\s+|a bit\s+|quite\s+|rather\s+)?"
    r"(?:vague|unclear|ambiguous|broad)\b|\b(?:what|which\s+(?:one|of these))\s+did\s+you\s+mean\b|\bnot\s+sure\s+what\s+you\s+mean", _I)


def asks_what_was_meant(item: Item) -> str | None:
    """The words with which ``item`` asks what the person meant by a request it found unclear ("Your
    description is too vague. What type of feature are you building?"): the project's files say what the
    project is, not what the person had in mind."""
    m = _UNCLEAR_REQUEST.search(straighten(item.question))
    return m.group(0) if m else None


# an option saying it costs less than the others ("lower cost", "cheaper"), or more ("costly", "higher cost")
_CHEAPER = re.compile(r"\b(?:lower|less|reduced|smaller|minimal)\s+(?:cost|spend\w*|price|token\s+use)\b|\bcheaper\b|\bless expensive\b"
                      r"|\bfewer tokens\b", _I)
_DEARER = re.compile(r"\b(?:higher|more|greater)\s+(?:cost|spend\w*|price|token\s+use)\b|\bcostl(?:y|ier)\b|\b(?:more )?expensive\b", _I)


def dearer(chosen: str, others: list[str]) -> str | None:
    """The words that say the option whose text is ``chosen`` costs more than one of the ``others``: another
    says it costs less ("Quick: fewer analysts, lower cost"), or ``chosen`` says it costs more; None: neither."""
    m = _DEARER.search(straighten(chosen))
    if m:
        return m.group(0)
    return next((m.group(0) for text in others if (m := _CHEAPER.search(straighten(text)))), None)


def costs(text: str) -> str | None:
    """The words with which an option's text says it costs money."""
    m = _COST.search(straighten(text))
    return m.group(0) if m else None


def about_person_weak(item: Item) -> str | None:
    """About the person, but something a project file may record (their stack, their team,
    their stage), or options that differ in what they cost."""
    m = _WEAK.search(straighten(item.question))
    if m:
        return m.group(0)
    costly = [o for o in item.options if _COST.search(straighten(f"{o.label} {o.description}"))]
    if len(costly) >= 2:
        return "options that differ in what they cost"
    return None
