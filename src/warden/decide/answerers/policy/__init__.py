"""``policy``: decides the way a person reading the question and the project would.

Deterministic and quick: no tokens, no network, only a bounded set of the project's
small files read. It answers only what it positively understands and abstains on the
rest: abstaining is never wrong (the chain goes on to a person or another answerer),
answering a question that is the person's is.

Each question of a call is read for its *structure* (``structure``): what it reports
(``concerns``: a failure, a risk, a hedge, a failure that persisted, a decision left
open), whether it is about the person (``person``: their identity, preferences, accounts,
money, legal choices, own settings, how they are consulted), and what each option does
for the work (goes on, remedies, papers over, stalls, hands back, keeps what exists,
redoes it, is recommended, is "none", is "You decide"). What an option *does* to the
world is judged by ``warden.judge.prose`` (``hazard``): one that deletes, discards,
rewrites history, pushes, merges, publishes, deploys, sends, handles credentials, grants
privileges, writes outside the project or is warned irreversible is never chosen, and a
question with such an option is the person's (so is one exporting, filing, closing or
deleting an issue tracker's items; approving a plan the question names approves its steps); the judge also says when an action is
ordinary project work (writing the project's files, building and testing, reading).

The order of evidence for a question (``reading`` gives the details):

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
   commands. A rule whose choice fits none of the options is passed over. Rules decide
   even what policy would otherwise leave to a person.
2. whose question it is: about the person, an observation, a proposal whose own words
   are hazardous (or that weakens sign-in, or carries a secrets file), options that leave
   the project, or a reported failure that persisted, leaves a decision open or comes down
   to access: left to a person; asked to keep what exists or remove it, the recommended
   keeping is taken (it can be undone), and asked to replace it, the one option that writes
   the new beside the old ("Keep both", ``beside``); where what it proposes is outward or destructive,
   the option the workflow recommends that holds back (holds off, investigates, fixes
   first) is taken (``recommended``);
3. a workflow setting the person already chose (``.planning/config.json``) is kept;
4. a reported problem takes the remedy that changes nothing outside the project and
   discards nothing, unless the phase's standing intent is the person's own decisions
   or settings (discuss, configure); else the remedy the workflow recommends ("Recommendation:
   2A because ..."), or its recommended holding back, unless the files argue against it;
   a report graded minor or uncertain, or with only accept-or-stop options, is the person's;
   a remedy limited to what the report counts none of ("the critical issues" of "0 critical"),
   or the very change whose breakage the question states, is no remedy; going on to a step
   that remedies ("Approve: proceed to remediation") is one; a retry of the same attempt is none where what
   the session showed says what it reaches is down ("exited (1)", ``shown.repeats_what_is_down``), and comes after
   a remedy that changes something unless the failure may pass by itself (a timeout, a rate limit);
5. what exists: kept when it would be duplicated, resumed rather than discarded, redone
   when the files say things changed since;
6. stated facts ("These all look right?", "I'm assuming: ... Any corrections?", "still valid?") are
   checked against the files, and the option affirming them all ("All correct") is taken only
   where the files confirm each;
7. a style question the project's configuration or code answers takes its convention;
8. the files (planning documents, docs, notes and the configuration's facts) speak for
   an option, or rule out all but one; for a choice of one, a sentence speaks for an option
   only where it states it as chosen or describes the project by it ("Base branch: develop",
   "docs in English"), not where it allows it, says what it does or needs, or holds it as a
   bare value ("Claude may cut patch releases", "Major releases need Matt's go-ahead", a file
   whose line is a user name: ``mentioned.states_choice``); a multi-select takes the options a request that says
   it is limited names ("old sessions only"), else only what the files positively
   place in the work, and only when they account for every option (while discussing,
   the areas to discuss are the open ones: those the files do not settle); what the question
   asks the options to be changes what a mention means (``asks``): asked what to leave out,
   only a sentence that leaves an option out speaks for it; asked which work to start, only
   a plan (an open checkbox, a planned-work heading); beside an option offering the person's
   own account ("I'll list them") the others are samples no file completes; other work
   "instead" of what was asked is not chosen because a file names it; where the document
   about the work the command names says it is not decided yet, no other file decides it; an
   item a listing restricts to another use ("Mailchimp (newsletter opt-in only)") is not in;
   and an option acting on problems found is not spoken for where nothing reports any;
9. a weaker question about the person (what they use, their team) no file answered: a
   person's;
10. an option that says when it is the one to take ("best for bug fixes"), when the
    question or the files say that is the case; else the recommended option of a choice
    about how the work is organised, when no option is
    hazardous, nothing places it outside the project, it costs nothing and names nothing (nor
    more than another option says it does: "Quick: lower cost" against "Full (Recommended)"),
    the files do not speak of another option, the question does not ask what fits the
    project, the request does not state what the work is for ("before the pen test"), and
    the project records no open blocker (an option's recommendation with its own condition,
    "Recommended for larger changes", marks nothing);
11. the go-ahead (``goahead``): the one option that goes on, where going on is the
    person's standing intent (a plan, execute or autonomous phase, or a command that names
    the work) and the question names the work; outside such a phase only an option that
    itself says it does ordinary project work, or a bare yes (or the reply the question names for
    going on: "Respond with 'Go' to proceed") to a question that says so; never where the files
    place an item of the plan it lists out of the work, or rule out what it does (a bare yes does what
    the question proposes: "Create isolated worktree?" beside "Don't use git worktrees here",
    ``claims.option_ruled_out``);
    never where it offers an extra as optional that no file asks for ("You can always add this later",
    ``optional``); never where what the session showed makes a kind of change the files rule out ("no refactors", "no new
    dependencies": ``claims.ruled_out_change``), gives two units of work run side by side one file to edit
    (``shown.shared_file``), reaches past the scope the request named ("org:partner-co" under
    "/github:... org:harbor-labs", ``shown.beyond_request``), or drafts what the product is ("Executive Summary: …")
    where no file describes the product (``goahead.undescribed_product``), puts the work in a folder the project
    does not have ("a separate AGENTS.md for src/frontend/?"), or writes into a working tree the session showed holds
    changes nobody committed (``shown.uncommitted``);
    never when the question reports a problem, hedges (unless going on only reads), warns,
    states that something is not so (unless going on says it leaves that as it is), names a
    place outside the project, calls what it proposes unrelated to the work asked for, states
    a figure over a limit the files record (``limits``), the project records an open blocker,
    or a log of the project (``*.log``) ends in an error;
12. a question whether the project or its product is so ("Does the design support Arabic / RTL?", a yes
    and a no): the answer a file states, else the person's (``trait``, read before the go-ahead of 11: going on
    is no answer to it);
13. "You decide", when no option is hazardous and the files do not speak of one option.

What the person's request says: where it says to stop ("stop after phase 2") and the question reports
that point reached, the option that stops; where it is limited ("security findings only"), the one
option limited to that; where it names the step one option goes to ("go straight to the technical
design"), that option (``against``); where it names one option whole ("/triage bugs" and "Bugs"), of
a plain choice where the named option is not hazardous and does not itself leave the project, that option
(a clause leaving something out names nothing: "anything but major"; nor does one said unsure, "tests look fine I
think", nor a file the command works on, "drafts/editor-wars.md"); where it asks for what the chosen
option declines ("write a first draft" and "No, just a stub"), nothing (``against``); where it holds an
outward step back ("don't push yet", "I'll paste it into Ghost myself"), the option that holds back
(``forbidden.held_back``); where a file
approves one option for a kind of work ("approved for specs that touch payments"), that option when the
request names everything the condition names, and the approval speaks for nothing otherwise (``requested``). What is not done yet (``pending``): a check the question says
was not run is run first; a gap the files record as an open question waiting on someone is
deferred. A bump question under the commits since the last tag takes the bump their Conventional
Commits types call for, where a file lets the agent make releases of that kind (``bump``). What is the
person's besides: a change to what the files reserve for a named person
("thresholds are set by the biologist; code never changes them", ``reserved``), a trade of quality
for time the files state no priority for (``tradeoff``), a question headed as the approval itself
that no file approves in advance, how closely they follow a run (approving between steps or not) where
no file says how they want to work and the workflow recommends no default (``cadence``), and what goes
into a release ('"Offline mode" ... Include it in v2.4?') where no file places the thing in it; where a
file keeps it out ("Offline mode is deferred to 3.0"), the one option that keeps it out.

What a report is: a problem word naming what the designed work handles ("Scenarios: ..., missing
ARN", "exceptions tab", "when the level exceeds ...", "Breaking changes: none"), a failure the
report calls the step's expected state ("failing as expected"), a problem word denied ("no drift"),
or the problem the person's request names, reports nothing.

What the session showed in the turn that asks (``shown``: the text above the question, read from
its transcript) is part of what the question proposes, read only to hold back: its steps' hazards, an
amount of money or a paid plan, a draft crediting an AI as an author ("Co-Authored-By: Claude"), the go-ahead's refusals, a line it marks for the person (a "Warning:", or a
"Note:" reporting a problem or an absence: ``shown.flagged``), and a recommendation it states.

What a sentence says of what it names: an option that itself opens with a no ("No check-in in 30 days") is agreed with
by the same no ("no check-in for 30 days"), not ruled out; one key word standing for a label ("team" of "Support team")
does not name it where the sentence qualifies it by another option's word ("Checkout team") (``qualified``); a list
naming a label's last word bare ("active members, weekly check-ins and revenue") names "Monthly revenue"
(``listing``); "X, not Y" sets X against Y (for X), "X, not yet" is against X; "Moderate/Info
go to the backlog" is against both; an option that is one thing only ("No — English only") is not what a sentence
naming it with another is ("English and Arabic"); "X is its own project" is against X; a sentence giving the set the
options come from ("Labels from: Feature, Bug, UX") chooses none of them.

What the files are: a heading of a word or two names its section's topic, not a choice; a
document that says it is archived or superseded is the project's past and is not read; a
decision record (``DECISIONS.md``, ``docs/adr/``) holds decisions in every sentence; what follows
a dash in a label and reasons about the situation ("Proceed — the root cause spans these files")
is the option's claim, which a file naming its subject does not confirm.

Options named by a key ("A", "B", "C") are read as the entries the question lists for them,
and answered by key (``keyed``). The workflow phase (``context.phase``, e.g. ``/gsd:plan-phase 3``,
or an MCP server's prompt ``/mcp__server__prompt``) is part of the input (``phase``). Policy never redirects ("Chat about this") and never declines; when it
cannot decide it abstains, saying why, so the next answerer in the chain takes over.
"""

from warden import rxcache

rxcache.load()  # in the hook: the patterns below come compiled from the last hook (warden.rxcache)

from warden.decide.answerers.policy.answerer import PolicyAnswerer  # noqa: E402

__all__ = ["PolicyAnswerer"]
