"""What a question reports or warns about, beside what it asks.

"Tests failed (3 of 40). Approve the change anyway?" reports a failure; "This scan may
take a while and may use a significant number of tokens. Continue?" warns of a cost;
"Gap closure did not resolve the issues (still 6/7)" reports that a remedy was already
tried. A person reading such a question does not simply go on: a report is weighed (its
remedy, or the person), a warning is the person's to accept. The vocabulary here is
ordinary English for problems, hedges and going on regardless, not any one workflow's.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy.wording import asking, straighten
from warden.judge.prose_words import REMOTE, names_credential

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.decide.answerers.policy.evidence import Doc

_I = re.IGNORECASE


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _I)


# a problem stated as a fact: a failure, an error, a risk, something missing, broken or in conflict
_PROBLEM = _rx(
    r"\bfail(?:s|ed|ing|ure|ures)?\b|\berrors?\b|\berroring\b|\bexceptions?\b|\bissues?\b|\bproblems?\b|\bbugs?\b|\bwarn(?:ings?|s)?\b"
    r"|\brisks?\b|\brisky\b|\bconcerns?\b|\bthreats?\b|\bvulnerab\w*|\bgaps?\b(?!-)|\bconflict\w*|\bblock(?:er|ers|ed)\b(?!-)"
    r"|\bbroken\b|\bbreaks?\b|\bregress\w*|\btech(?:nical)? debt\b|\bdrift\w*|\bviolat\w*|\bfindings?\b|\bdefects?\b|\bincidents?\b"
    r"|\b(?:has|have) changed since\b|\boutages?\b|\bcrash\w*|\btim(?:ed|es) out\b|\btimeouts?\b|\bexceed\w*|\bover (?:budget|the limit)\b|\blimit (?:reached|exceeded)\b"
    r"|\bdenied\b|\bunauthori[sz]ed\b|\bforbidden\b|\binvalid(?:_grant)?\b|\b(?:logged|signed) out\b|\bcorrupt\w*|\binconsisten\w*|\bmismatch\w*|\bcontradict\w*"
    r"|\bcompeting\b|\bambigu\w*|\bunclear\b|\binconclusive\b|\bunresolved\b|\bunverified\b|\buntested\b|\bincomplete\b|\bpartial(?:ly)?\b"
    r"|\bmissing\b|\bstale\b|\boutdated\b|\bdeprecat\w*|\bdanger\w*|\bunsafe\b|\binsecure\b|\bleak\w*|\bexposed\b|\bsensitive\b"
    r"|\bcritical\b|\bsevere\b|\bsuspicious\b|\bhuman[_ -]needed\b|\bneeds? attention\b|\blow confidence\b|\bconfidence is low\b"
    r"|\bdegrad\w*|\bunsatisfied\b|\bnot (?:yet )?(?:fixed|resolved|addressed|covered|met|satisfied|passing|working|complete\w*"
    r"|verified|tested|configured|set|available|supported|compatible|referenced|planned|mitigated)\b|\bhas no (?:plan|test|owner)"
    r"|(?-i:\b(?:HIGH|MEDIUM|BLOCKER|BLOCK|RED|FAIL|ERROR|WARNING|P[0-2])\b)|\bopen (?:threats?|items?|questions?|risks?)\b"
    r"|\b(?:threats?|risks?|items?) (?:remain|open)\b|\bdid not (?:fully )?(?:resolve|complete|converge|pass|work)\b"
    # a finding graded by its severity: "(high) the route does not check ...", "[critical]"
    r"|[(\[](?:critical|high|medium|low|major|minor|blocker|severe)[)\]]"
)
_NONE_FIELD = (r"\b(?:breaking changes?|blockers?|risks?|issues?|conflicts?|warnings?|errors?|failures?|regressions?|findings?"
               r"|concerns?|(?:\w+ )?drift|deviations?|violations?|discrepanc(?:y|ies)|mismatch(?:es)?|gaps?)\s*:\s*(?:none|nothing|n/a|0)\b")
# a problem stated and then denied: "No downstream dependencies", "0 errors", "non-blocking"
_DENIED = _rx(
    r"\bno (?:downstream )?(?:dependencies|dependents|conflicts|errors|issues|failures|gaps|warnings|problems|findings|regressions"
    r"|drift|deviations?|discrepanc(?:y|ies)|mismatch(?:es)?|violations)\b"
    r"|\b(?:0|zero) (?:errors|failures|issues|gaps|warnings|findings)\b|\bwithout (?:errors|failures|issues|conflicts)\b"
    r"|\b(?:all|\d+ of \d+) (?:tests |checks )?pass(?:ed|ing)?\b|\b(?:tests?|checks?|builds?) (?:now )?pass(?:es|ed)?\b"
    # a problem word that names the remedy or the work about it: "the bug fix", "error handling", "a regression test"
    r"|\b(?:bugs?|errors?|failures?|crash(?:es)?|security|regressions?|exceptions?)[- ](?:fix(?:es|ed)?|handling|handlers?|tests?"
    r"|messages?|pages?|boundar(?:y|ies)|states?|tracking|budgets?|reporting|suites?)\b"
    # a risk the question says is taken care of: "Risk: large uploads, which chunking handles"
    r"|\brisks?\b[^.\n]{0,80}?\b(?:handles? (?:it|this|that|them)|is handled|are handled|mitigated by|covered by)"
    # a problem word naming a measured score is a measurement, not a report: "Ambiguity: 41%", "risk score 0.2"
    r"|\b[A-Za-z]+(?: score)?\s*[:=]?\s*\d{1,3}(?:\.\d+)?\s*%"
    # a priority scale names a format, not a finding: "P0 at the top through P4", "P1-P3 labels"
    r"|(?-i:\bP\d\b)[^.\n]{0,20}?(?:\bthrough\b|\bto\b|[-\u2013])\s*(?-i:P\d\b)"
    # nothing left pending is a clean state, not a hedge: "nothing uncommitted", "no unsaved changes", "nothing left to do"
    r"|\bnothing (?:is |left |still )?(?:uncommitted|unstaged|unsaved|unpushed|pending|outstanding|left(?: to (?:do|commit|review))?)\b"
    r"|\bno (?:uncommitted|unstaged|unsaved|unpushed|pending|outstanding|open) (?:changes|edits|work|items|todos|tasks)\b"
    # an ordering between the pieces of proposed work names another piece (or none), not a problem:
    # "3. Refund flow (blocked by: 1)", "blocked by 1 and 2", "blocked by: none" (an issue's key, "#12" or "OPS-4", may
    # be open work elsewhere: a blocker)
    r"|\bblock(?:ed|s)[ -]by\b\s*:?\s*(?:none\b|nothing\b|n/a\b|-(?!\w)|(?:(?<![#\w-])\d+(?:\.\d+)?\b(?![-#])(?:\s*(?:,|and|&)\s*)?)+)"
    # a problem field of a report valued none: "Breaking changes: none", "Blockers: n/a" (as "no conflicts")
    rf"|{_NONE_FIELD}"
    # what the designed work covers, listed under what it is: "Scenarios: exact match, missing ARN", "Key components:
    # ..., exceptions tab": the cases the work handles, named by the problems they are about, not problems found
    r"|\b(?:scenarios|(?:test |edge |use )?cases|coverage areas|(?:key )?components|features|handles)(?:\s+(?:covered|tested|handled))?\s*:[^.\n]*"
    # failing tests as what a step is to make ("proceed to RED phase (write failing tests)"): the step's product
    r"|\b(?:writ(?:e|es|ing)|add(?:s|ing)?|creat(?:e|es|ing))\s+(?:\w+\s+)?failing\s+(?:unit\s+|integration\s+)?tests?\b"
    # a step named by its status ("RED phase", "the FAIL stage"): the step, not its outcome
    r"|(?-i:\b[A-Z]{3,}\b)\s+(?:phase|step|stage)\b"
    # a condition the work reacts to ("when the level exceeds the threshold, members get a text"): a case, not a fact
    r"|\b(?:when|whenever|if)\b[^,.;:?!\n]{1,80},"
    # a problem the work acts on: "wraps Supabase errors", "retries on timeouts", "guards against conflicts"
    r"|\b(?:wrap|catch|handl|retr(?:y|ie)|recover\w* from|tolerat|guard\w* against|prevent|avoid)\w*\s+(?:[\w-]+\s+){0,2}?"
    r"(?:errors?|exceptions?|failures?|timeouts?|conflicts?|crash\w*)\b"
)
# a failure the report itself says is the expected state of the step ("All tests are failing as expected", "expected to
# fail"): the tests' failing is then what the step is for; a failure of another kind (a build failure, an error) is not
_EXPECTED_FAILURE = _rx(r"\bfail(?:s|ed|ing)?\b[^.\n]{0,30}?\bas expected\b|\bexpected to fail\b")
_TEST_FAILING = _rx(r"\bfail(?:s|ed|ing)?\b(?!\s*(?:to\s+(?:compile|build|load|import|start|run)))")


# a name that is a path or a branch ("fix/RK-230-timeout", "src/errors/timeout.ts"): its words name a place, they report nothing
_PATHLIKE = re.compile(r"(?<![\w.-])[\w.-]*\w/[\w./-]*")  # read from a run's start only
# a tracker's item named by its number ("Issue #80", "bug 12", "incident #4"): a name for a piece of work, which
# reports nothing by being named ("Review the plan for Issue #80"); what the sentence says of it still does
_NUMBERED_ITEM = re.compile(r"\b(?:issues?|bugs?|tickets?|incidents?)\s*(?:#\s*\d+|\d+\b)", re.I)


def _plain(said: str) -> str:
    """What ``said`` states with the problems it denies, or says are expected, and the names of paths,
    branches and numbered tracker items taken out."""
    plain = _DENIED.sub(" ", _PATHLIKE.sub(" ", _NUMBERED_ITEM.sub(" ", said)))
    if _EXPECTED_FAILURE.search(said):
        plain = _TEST_FAILING.sub(" ", plain)
    return plain
_DEPENDENTS = _rx(
    r"\b(?:\d+|some|other|later|downstream) (?:\w+ )?(?:plans?|commits?|tasks?|phases?|work|files?|modules?|services?) "
    r"(?:depend(?:s|ing)?|build(?:s)?|rel(?:y|ies)) on\b|\bdownstream (?:dependencies|dependents)\b(?! *:? *none)|\bdepends? on\b"
)
# a cause only a person can clear: retrying does not help
_AUTH_CAUSE = _rx(r"\bunauthori[sz]ed\b|\bforbidden\b|\b40[13]\b|\bpermission\b|\bdenied\b|\bnot authori[sz]ed\b|\bcredentials?\b"
                  r"|\bauth(?:entication)? failed\b|\bsign(?:ed)? in\b|\blog(?:ged)? in\b|\b(?:logged|signed) out\b|\binvalid_grant\b"
                  r"|\b(?:token|session|login) (?:has )?expired\b"
                  # a second factor, or a code the account's holder receives: "needs a Steam Guard code for the build account"
                  r"|\b(?:2FA|MFA|OTP|two-factor|one-time (?:code|password))\b|\b(?:code|passcode)\b[^.?!\n]{0,40}?\baccount\b")
# a secret that is missing or no longer works
_LACKING = _rx(r"\b(?:missing|not (?:set|configured|found|available|provided)|needs?|requires?|expired|invalid|revoked|neither|unset)\b")
# hedges and warnings: what going on may cost or break
_HEDGE = _rx(
    r"\bmay\b|\bmight\b|\bcould\b|\bsignificant\w*|\btake a while\b|\blong[- ]running\b|\bexpensive\b|\bcostly\b|\btokens?\b"
    r"|\bare you sure\b|\bcaution\b|\bcareful\b|\bcannot be\b|\birreversib\w*|\bpermanent\w*|\bonce (?:you|this)\b|\bno undo\b"
    r"|\bslow(?:s|er|ing|down|s down)?\b|\bdelays?\b|\bheads up\b|\bbe aware\b|\bnote that\b|\bassum\w*|\bunless\b|\btakes? (?:about |around |roughly |up to |~)?\d+ ?(?:min\w*|hours?|h)\b"
    r"|\b(?:drop|drops|dropping|remov(?:e|es|ing)|break|breaks|breaking|los(?:e|es|ing)|disabl(?:e|es|ing)|replac(?:e|es|ing))\b"
    # what going on will achieve only in part: "so migration verification will be limited"
    r"|\b(?:will|would) be (?:limited|reduced|partial|incomplete|skipped|unverified)\b|\blimited (?:verification|coverage|testing|checks?)\b"
)
# going on regardless of what is reported
_REGARDLESS = _rx(
    r"\banyway\b|\bdespite\b|\bregardless\b|\bforce\w*|\boverrid\w*|\bbypass\w*|\bignor\w*|\bas-is\b"
    r"|\bwithout (?:fixing|verif\w*|validat\w*|review\w*|tests?|testing|checking|addressing|resolving|recording)\b"
    r"|\bskip (?:the )?(?:check|verification|gate|validation|tests?|review)\b|\baccept(?:ing)? (?:the )?(?:risk|gaps?|issues|uncertainty)\b"
    r"|\bremaining (?:issues|concerns|gaps|findings|risks)\b"
)
_NEGATION = _rx(r"\bnot\b|n't\b|\bnever\b|\bwithout\b|\bcannot\b|\bno\b|\bnone\b|\bnothing\b|\bneither\b|\bnor\b")
# something absent that the question offers to create: "Git is not initialized. Initialize it?"
_ABSENT = _rx(
    r"\b(?:does not|doesn't|do not|don't) (?:exist|have (?:one|any))(?: yet)?\b|\bnot (?:yet )?(?:initiali[sz]ed|created|set up|found|present)\b"
    r"|\bno [\w.-]+(?: [\w.-]+)? (?:found|exists?|yet|detected)\b|\bis missing\b|\bare missing\b|\bhas not been (?:created|run|set up)\b"
    r"|\b(?:has|have|with) no [\w.-]+(?: (?:file|yet))?\b"
)
# a failure that stays after its remedy was tried: the automatic path is spent
_ESCALATED = _rx(
    r"\b(?:after|in) (?:\d+|two|three|four|five|several|multiple|repeated) (?:\w+ )?(?:attempts|tries|retries|revisions?|rounds|cycles"
    r"|iterations|passes|runs)\b|\b(?:failed|failing|failures?)\b[^.?!]{0,40}\b(?:\d+|two|three|several|multiple) times\b"
    r"|\bmax(?:imum)? (?:\w+ )?(?:iterations|retries|attempts|rounds|revisions)\b|\bstill\b|\bagain\b|\bpersists\b|\bpersisting\b"
    r"|\bdid not (?:fully )?(?:resolve|fix|complete|converge|help)\b|\bexhausted\b|\bremains? after\b|\bkeeps? failing\b"
)
# a report that leaves a decision open for the person: a question inside it, an open question, a
# product decision, sources that disagree
_OPEN_DECISION = _rx(
    r"\bneeds? (?:a |an |the )?(?:\w+ )?(?:decision|judgment|judgement|call|input|answer|sign-?off|approval)\b|\bopen questions?\b"
    r"|\bcompeting\b|\bcontradict\w*|\bdisagree\w*|\bwhich (?:one )?(?:governs|wins|is right|is authoritative)\b|\bambigu\w*"
    # a rule the work needs that nothing written gives: "needs to know whether … — neither spec.md nor plan.md says"
    r"|\bneeds? to know (?:whether|which|if|how)\b|\bneither [^.;\n]{1,40}? nor [^.;\n]{1,40}? (?:says?|specif\w*|defines?)\b"
    # a failure that needs what the work keeps out ("needs src/billing/usageMeter.ts — OUT OF SCOPE for this build"):
    # whether to widen the scope is a decision no retry makes
    r"|\b(?:needs?|requires?|would (?:have to )?(?:touch|change))\b[^\n]{0,80}?(?:\bout of scope\b|\boutside (?:the |this )?scope\b|\bnot in scope\b)"
)


# a place outside the project: deployed systems, infrastructure, accounts and services, other people. A noun
# that only names a thing of the product's own ("cloud cover", a weather app's widget; "a word cloud") is no place
_DESTINATION = _rx(
    r"\b(?:prod|production|staging|live|shared) (?:environment|env|database|db|cluster|server|servers|site|data|instance|deploy\w*"
    r"|traffic|users?|replica|bucket)\b|\bproduction\b|\bstaging\b|(?<!word )(?<!tag )(?<!point )\bcloud\b(?!\s+(?:cover|coverage|layers?|types?|base|ceiling|formations?|icons?|shapes?|animations?|widgets?|cards?|tags?|charts?)\b)|\bclusters?\b|\binstances?\b(?! of)"
    # a hosting region, not a region of a map or a page: "us-east-1", "the AWS region", "which region hosts"
    r"|\b(?:aws|gcp|azure|cloud|hosting|server|data ?cent(?:er|re)|deployment|availability) (?:regions?|zones?)\b|\b[a-z]{2}-[a-z]+-\d\b"
    r"|\bregions? (?:should |will |to )?(?:host|hosts|hosting|serve|deploy)\w*\b"
    r"|\bhost(?:ed|ing)\b|\b(?:your|my|our|cloud|service|provider|billing|developer|company|team|personal|paid|admin) accounts?\b"
    r"|\baccount (?:ids?|settings|owners?|admins?|keys?)\b|\borgani[sz]ations?\b|\bregistry\b|\bmarketplace\b|\bapp store\b|\bdomain names?\b|\bdns\b"
    r"|\bcdn\b|\bbuckets?\b|\bremote\b(?!/)|\bupstream\b(?!/)|\bcustomers?\b|\bend users\b|\buser data\b"
    r"|\b(?:this|the|a|next|new|major|minor|patch|public) releases?\b|\bpayments?\b|\bsubscriptions?\b|\bbilling\b|\bvendors?\b"
    r"|\b(?:payment|cloud|hosting|email|sms|auth|identity|dns|cdn|llm|ai|model) providers?\b|\bmailing list\b"
    r"|\bother (?:teams?|people|users|services)\b|\bthird[- ]party\b"
    # the person's home folder: their global settings and other projects ("~/.claude.json", "~/.config/gh")
    r"|(?<![\w./~-])~/[\w.-]+"
    # what other people keep and read: a shared drive or sheet, a team's wiki or channel
    r"|\bshared (?:drives?|folders?|documents?|docs?|spreadsheets?|sheets?|calendars?|inbox(?:es)?|channels?|workspaces?|wikis?)\b"
    r"|\bteam'?s (?:[\w-]+ )?(?:drives?|folders?|documents?|docs?|spreadsheets?|sheets?|calendars?|inbox|channels?|wikis?|boards?)\b"
    r"|\b(?:receiv|get|send|post|deliver|rout)\w* (?:the |our |all )?(?:\w+ )?(?:alerts?|notifications?|messages?|e-?mails?|reports?|pages?)\b"
    r"|\be-?mail address(?:es)?\b|\bcall(?:s|ing)? (?:the |an? )?(?:[\w-]+ ){0,2}?api\b|\bapi calls?\b|\bexternal (?:api|service)s?\b"
)
# the question asks what to call something others know it by: the app, the package, a release
_PUBLIC_THING = r"(?:app|application|product|project|company|brand|package|library|repo|repository|organi[sz]ation|team|bot|service|site|domain|account|author|maintainer)"
_NAMING = _rx(rf"\bwhat (?:should|do|would|will) (?:we|you|i|it|this|they|the {_PUBLIC_THING}) (?:be )?(?:call|name)"
              rf"|\bname (?:for|of) (?:the |this |your |our )?(?:new )?{_PUBLIC_THING}\b|\b{_PUBLIC_THING} names?\b"
              rf"|\bwhat (?:name|title)\b|\bwhich (?:name|version)\b|\bversion (?:bump|number|to use)\b|\buse v\d")


def destination(text: str) -> str | None:
    """The words with which ``text`` names a place outside the project (production, a
    cloud region, an account, a release, a payment provider, other teams)."""
    text = straighten(text)
    m = _DESTINATION.search(text)
    return m.group(0) if m else _remote(text)


def _remote(text: str) -> str | None:
    """A tracker, a pull request or a hosted service ``text`` names: not "#12", nor an item's own
    heading ("Issue 2: the plan writes its own loop"), which number what the question reports."""
    for m in REMOTE.finditer(text):
        if not m.group(0).startswith("#") and not re.match(r"\s*[:.)\u2014\u2013-]", text[m.end():]):
            return m.group(0)
    return None


def where_reported(question: str, remedies: list[str]) -> str | None:
    """A place outside the project where a reported problem lives or its remedy would act: named
    in the sentence that reports it, where the question asks, or in a remedy. What the problem
    does to the product's own users ("leaks other users' activity") and a numbered item ("AC #3")
    are the project's code and documents, not a place."""
    said = [p for p in stated(question) if _PROBLEM.search(p)]
    places = [_place(text, reported=True) for text in said]
    listed = [place for text, place in zip(said, places) if _ENTRY.match(text)]
    # (where it lists several problems and only some lie outside the project, as "nobody owns Stripe alerts" beside two
    # in the project's own webhook handler, a remedy inside the project still meets the others)
    if not (len(listed) > 1 and not all(listed)):
        place = next((p for p in places if p), None)
        if place:
            return place
    for text in (_asking(question), *remedies):
        place = _place(text, reported=False)
        if place:
            return place
    return None


# an entry of a list of findings: "- HIGH: ...", "TIGER (HIGH): ...", "2. ..."
_ENTRY = re.compile(r"^\s*(?:[-*+\u2022]|\d+[.)]|[A-Z][A-Z-]{2,}(?:\s*\([^)]{1,20}\))?\s*:)")


def _place(text: str, reported: bool) -> str | None:
    """A place outside the project that ``text`` names; ``reported``: a sentence reporting a problem, where who the
    problem affects is not such a place."""
    text = straighten(text)
    for m in _DESTINATION.finditer(text):
        # who a reported problem affects ("every customer's reminders") is what the project's code serves;
        # a customer system ("the customer CRM"), or a customer where the question asks or a remedy acts, is outside it
        affected = reported and re.fullmatch(r"customers?", m.group(0), _I) and re.match(
            r"'s\b|s'|\s+(?:who|can|could|may|might|would|will|get|gets|see|sees|lose|loses|stop|stops|receive|receives)\b", text[m.end():], _I)
        if not affected and not re.fullmatch(r"(?:other|end) users|user data", m.group(0), _I):
            return m.group(0)
    return _remote(text)


def _asking(question: str) -> str:
    asks = asking(straighten(question))
    return " ".join(asks) or ""


def naming(question: str) -> str | None:
    """The words with which ``question`` asks what to name something."""
    m = _NAMING.search(straighten(question))
    return m.group(0) if m else None


# a report the question itself grades as minor or uncertain, or rates below grave ("its risk is Medium", "low-severity")
_MINOR = _rx(r"\b(?:advisory|info|informational|minor|trivial|cosmetic|nits?|non-blocking|may be|might be|possibly|could be)\b"
             r"|\b(?:risk|severity|impact)[ \t]*(?:(?:is|:|=|rated|of)[ \t]*)?(?:low|medium|moderate)\b|\b(?:low|medium|moderate)[- ](?:risk|severity|impact)\b")


def minor(question: str) -> str | None:
    """The words with which ``question`` grades what it reports as minor or uncertain (none when it
    also grades some of it grave: "1 critical, 1 major, 1 minor" is graded by its worst)."""
    said = statements(question)
    m = _MINOR.search(said)
    return m.group(0) if m and not _GRAVE.search(said) else None


_GRAVE = _rx(r"\b(?:critical|severe|major|blocker|blocking)\b|(?-i:\b(?:HIGH|P0|P1)\b)|\bhigh(?:-severity)?\b(?=[^.]*\b(?:severity|priority|risk|finding|issue))")


# the answers a prompt lists for itself, "(yes/no)", "[Y/n]": they state nothing
_ANSWER_HINT = _rx(r"[(\[]\s*(?:y(?:es)?|n(?:o)?)\s*(?:/\s*(?:y(?:es)?|n(?:o)?)\s*)+[)\]]")


def statements(question: str) -> str:
    """What a question states, without what it asks: "Tests failed — fix now or go on?"
    states "Tests failed"; "Which retry strategy for failed deliveries?" states nothing."""
    return " ".join(stated(question))


def stated(question: str) -> list[str]:
    """``statements`` sentence by sentence (a line of a list is one)."""
    parts = re.split(r"(?<=[.!?])\s+|\n+", _ANSWER_HINT.sub(" ", straighten(question)).strip())
    if parts and parts[-1].rstrip().endswith("?"):
        last = parts.pop()
        head = re.split(r"\s[-\u2014\u2013]\s|:\s", last)
        if len(head) > 1:
            parts.append(" ".join(head[:-1]))
    return [p for p in parts if p and (not p.rstrip().endswith("?") or "(" in p)]


def reported(question: str) -> str | None:
    """The words with which ``question`` reports a problem (or work that depends on what
    it would change), if it does."""
    plain = _plain(statements(question))
    m = _PROBLEM.search(plain)
    if not m and _UNDOES.search(straighten(question)):
        # what depends on a thing matters when going on undoes or removes it; in new work it is structure
        m = _DEPENDENTS.search(plain)
    return m.group(0) if m else None


_UNDOES = _rx(r"\b(?:revert\w*|undo\w*|roll(?:ing|s)? ?back|delet\w*|remov\w*|drop\w*|replac\w*|renam\w*|rewrit\w*|discard\w*"
              r"|deprecat\w*|archiv\w*|reset\w*|overwrit\w*|migrat\w*|chang\w*|modif\w*)\b")


def auth_cause(question: str) -> bool:
    """Whether what the question reports comes down to access or a secret (a missing API
    key, a 401): only a person can clear that."""
    said = statements(question)
    return bool(_AUTH_CAUSE.search(straighten(question))) or (names_credential(said) and bool(_LACKING.search(said)))


def escalated(question: str) -> str | None:
    """The words that show a failure persisted after it was retried or remedied."""
    m = _ESCALATED.search(statements(question))
    return m.group(0) if m else None


def open_decision(question: str) -> str | None:
    """The words that show a report leaves a decision open: a question inside what it
    states, an open question, a decision someone must make, sources that disagree."""
    said = statements(question)
    m = _OPEN_DECISION.search(_DENIED.sub(" ", straighten(question)))
    if m:
        return m.group(0)
    inner = re.search(r"(?<![^.!?:;\n'\"«])[^.!?:;\n'\"«]*\?(?=['\"»)]|\s+\S)", said)
    return inner.group(0).strip() if inner else None


# what a proposed change says it breaks: its own cost, not a problem that carrying it out remedies
_BREAKS = _rx(r"\bbreak(?:s|ing)?\b|\bincompatib\w*|\bnot (?:yet |fully )?compatible\b|\bno longer (?:\w+ )?(?:read|supported|works?|available|accepted)\b"
              r"|\bdrops? support\b|\bremoved in\b")
# a severity the report counts none of: "0 critical", "no high"
_NONE_OF = _rx(r"\b(?:0|zero|no)\s+(critical|high|medium|low|major|minor|blocker|blocking|severe|error|warning)s?\b")
_SOME_OF = _rx(r"\b[1-9]\d*\s+(critical|high|medium|low|major|minor|blocker|blocking|severe|error|warning)s?\b")
_SEVERITY = _rx(r"\b(critical|high|medium|low|major|minor|blocker|blocking|severe|error|warning)s?\b")


def breaks(question: str) -> str | None:
    """The words with which what ``question`` states says a change breaks something."""
    m = _BREAKS.search(statements(question))
    return m.group(0) if m else None


def counted_out(question: str, option: str) -> str | None:
    """The severities ``option`` is limited to ("address the critical/high issues") when the
    question's report counts none of them ("0 critical, 0 high, 2 low"): it remedies nothing."""
    said = straighten(question)
    none = {m.group(1).lower() for m in _NONE_OF.finditer(said)} - {m.group(1).lower() for m in _SOME_OF.finditer(said)}
    named = {m.group(1).lower() for m in _SEVERITY.finditer(straighten(option))}
    return "/".join(sorted(named)) if named and named <= none else None


# silencing the check that reported instead of acting on what it found: going on regardless, in other words
_SILENCES = _rx(
    r"\b(?:disabl\w*|suppress\w*|silenc\w*|exclud\w*|quarantin\w*|mut(?:e|es|ed|ing)|allow-?list\w*|whitelist\w*|baseline\w*"
    r"|snooz\w*|dismiss\w*|ignore-?list|noqa|type: ?ignore|eslint-disable|nolint)\b"
    r"|\b(?:lower|loosen|relax|raise|increase)\w* (?:the )?(?:\w+ ){0,2}?(?:threshold|gate|bar|limit|budget|tolerance)s?\b"
    r"|\bmark(?:s|ed|ing)? (?:[\w-]+ ){0,4}?(?:as )?(?:skip\w*|pass\w*|xfail|expected|known|flaky|won'?t ?fix)\b"
)


def silences(text: str) -> str | None:
    """The words with which ``text`` (an option) silences the check that reported instead of acting
    on what it found ("Mark them as skipped", "Exclude legacy/ from linting", "Lower the threshold")."""
    m = _SILENCES.search(straighten(text))
    return m.group(0) if m else None


def regardless(text: str) -> str | None:
    """The words with which ``text`` (an option) goes on regardless of what is reported."""
    m = _REGARDLESS.search(straighten(text))
    return m.group(0) if m else None


# what going on would take away, said as its consequence: "initializing would reset papers-reviewed.json to {}"
_LOSES = _rx(r"\b(?:would|will|could|may)\s+(?:also\s+)?(?:reset|overwrite|wipe|erase|delete|remove|clear|discard|replace|truncate"
             r"|drop|lose)\b")


def loses(note: str) -> str | None:
    """The words with which ``note`` says going on would take something away (None: it does not)."""
    m = _LOSES.search(straighten(note))
    return m.group(0) if m else None


def warning(question: str, going_on: str, creates: bool = False, reads: bool = False) -> str | None:
    """Why going on (the option ``going_on``) is not simply the person's standing intent:
    the question states a problem, hedges, warns, or states that something is not so; or
    going on is worded as going on regardless. ``creates``: going on creates something, so
    a statement that it is absent ("Git is not initialized") is the reason to go on. ``reads``:
    going on only reads (reviews, checks, shows), so a hedge ("may need updating") says whether
    it is needed, not what it may cost or break."""
    said = statements(question)
    plain = _plain(said)
    undoes = bool(_UNDOES.search(f"{straighten(question)} {straighten(going_on)}"))
    for pattern, text in ((_PROBLEM, plain), (_DEPENDENTS, plain if undoes else ""), (_HEDGE, "" if reads else re.sub(_NONE_FIELD, " ", said, flags=_I)), (_REGARDLESS, straighten(question)),
                          (_REGARDLESS, straighten(going_on))):
        m = pattern.search(text)
        if m:
            return m.group(0)
    if _KEEPS.search(straighten(going_on)):
        # going on says it leaves things as they are ("the change stays here"): what the question says going on
        # will not touch ("new worktrees won't include them") is that reassurance, not a warning
        return None
    negated = plain
    if creates:
        negated = _ABSENT.sub(" ", negated)
    m = _NEGATION.search(negated)
    return m.group(0) if m else None


_KEEPS = _rx(r"\b(?:stays?|remains?|is kept|are kept|untouched|left as (?:it is|they are|is)|unchanged|preserved|intact)\b")


# words saying a choice weakens who must prove who they are, widens who sees personal data, or turns a security
# control off ("disable `verifyCsrf` for /bookings", "bypass the signature check"): a security decision for the person,
# whatever the files lean to
_WEAKENS_ACCESS = _rx(
    r"\bwithout (?:\w+ ){0,2}?(?:sign(?:ing)?[- ]?in|log(?:ging)?[- ]?in|authenticat\w*|a password|mfa|2fa)\b|\bno (?:sign-?in|login|authentication)\b"
    r"|\banonymous(?:ly)? (?:access|users?|read)\b|\banyone with the link\b|\bwiden\w* (?:who|the people who) (?:sees?|can see|has access)\b"
    r"|\b(?:expos\w*|reveal\w*|show\w*) (?:more |the |their |a )?(?:\w+'s )?(?:personal data|pii|phone numbers?|home address\w*|date of birth)\b"
    r"|\bwho (?:can|may|should) (?:see|view|read|access) (?:\w+ ){0,3}?(?:personal|private|sensitive)\b"
    r"|\b(?:disabl\w*|turn\w* off|switch\w* off|bypass\w*|comment\w* out)\s+(?:the\s+|a\s+|its\s+|our\s+|all\s+)?[`'\"]?(?:[\w-]+\s+){0,2}?"
    r"(?:csrf\w*|xsrf\w*|verify\w*|auth\w*|tls|ssl|certificate (?:check|verification)s?|signature (?:check|verification)s?|2fa|mfa"
    r"|rate[- ]limit\w*|security (?:check|header|scan)s?|sanitiz\w*|permission checks?|access checks?|cors)\b"
)


def weakens_access(text: str) -> str | None:
    """The words with which ``text`` says a choice weakens sign-in, widens who sees personal data or turns a security
    control off (None: it does not)."""
    m = _WEAKENS_ACCESS.search(straighten(text))
    return m.group(0) if m else None


# a remedy that writes what is live into the project ("Update the code to match", "Write the live value into main.tf"),
# and a report that something was changed outside it (drift, a console edit)
_ADOPTS = re.compile(r"\bto match\b|\b(?:match|mirror|adopt|accept|import)\w*\b[^.;\n]{0,40}?\b(?:live|console|remote|deployed|actual)\b"
                     r"|\blive (?:value|state|config\w*|setting)s?\b", _I)
_CHANGED_OUTSIDE = re.compile(r"\bdrift\w*|\bchanged outside\b|\boutside (?:of )?(?:terraform|pulumi|the code|git)\b|\b(?:in|via|through) the console\b"
                              r"|\bout[- ]of[- ]band\b|\bmanual(?:ly)? (?:changed?|edit\w*|modif\w*)", _I)
_KEEPS = re.compile(r"\bkeep(?:s|ing)?\b|\bleave (?:it|them)\b|\bstays?\b", _I)
_BY_HAND = re.compile(r"\b(?:console|by hand|manual\w*|live|hotfix\w*|dashboard)\b", _I)


def adopts_outside(option: str, reported: str, docs: list[Doc]) -> bool:
    """Whether ``option`` writes into the project a change ``reported`` (the question and what the session showed) says
    was made outside it ("Update the code to match" where "changed outside Terraform"), and no line of ``docs`` keeps
    such a change ("set min-instances=1 in the console ... Keep it")."""
    return bool(_ADOPTS.search(straighten(option)) and _CHANGED_OUTSIDE.search(reported)
                and not any(_KEEPS.search(line) and _BY_HAND.search(line) for d in docs for line in d.text.splitlines()))
