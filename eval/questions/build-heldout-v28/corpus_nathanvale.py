"""nathanvale (nathanvale/claude-code-config): personal productivity skills. productivity-sync routes transcripts and
meeting action items (Apply as suggested / Different destination / Skip / Defer, batched up to four per call), picks a
Jira board when several match, proposes config and TASKS.md header patches; new-sprint closes stale asks, handles
merged-PR drift, asks for sprint context and roll-candidate decisions and merges a re-run's sections; classic-cinema
confirms a reminder email before sending it and asks which account to use when none is configured.

Files read (@ 175e1bd20c4d7470c0e5050160dbcf76d40b14cb): skills/productivity-sync/SKILL.md (transcript routing 3a,
action-item triage, board-id discovery, active-sprint identity check), skills/archive/new-sprint/SKILL.md (6c, 6d,
PR drift, Step 7, re-run merge), skills/classic-cinema/SKILL.md, references/booking-flow.md (Confirm),
references/email-send.md.

The skills quote their prompts ("(a) Apply as suggested (b) Different destination ... (d) Defer to next sync",
"Looks like 'POS-3934 prefix' was answered in the May 7 standup -- close this ask?", "(a) Move POS-3934 to Done table +
transition Jira -> In Test (b) Move TASKS.md only, leave Jira alone (c) Skip", "kill / deprioritize / commit /
unsure", "Yes send / No cancel"); lettered menus became options (`prose`), item texts, tickets and dates were filled
from the fixture (`filled`).

Fixtures: Nathan's work notes repository for the POS Yellow engagement (TASKS.md with a sprint header and a Done
table, .productivity.yml, memory/people notes, a sprint doc with locked decisions, CLAUDE.md: personal items never go
into the repo, Jira transitions are Nathan's, reminders go to his personal address), and a bare copy with none of these.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import NATHANVALE

F = "nathanvale"
PS = "skills/productivity-sync/SKILL.md"
NS = "skills/archive/new-sprint/SKILL.md"
CC = "skills/classic-cinema/SKILL.md"
BF = "skills/classic-cinema/references/booking-flow.md"
ES = "skills/classic-cinema/references/email-send.md"

CLAUDE = ("# Work notes -- POS Yellow\n\nNathan's notes for the POS Yellow engagement (Jira project POS). A parallel "
          "engagement (Monash) has its own repository; nothing from it is written here.\n\n"
          "- Personal or non-work items never go into this repo.\n"
          "- Jira transitions are mine: QA watches `In Test`, so I move tickets myself after checking the build.\n"
          "- Cinema reminders go to my personal address (see .productivity.yml).\n")
TASKS = ("# TASKS -- POS Yellow Sprint FY2625 (id 25194), board: POS Squad Yellow (id 812)\n\n## Now\n"
         "- [ ] POS-4102 receipt reprint for split tenders\n- [ ] POS-3934 SKU prefix for consignment stock\n\n"
         "## Ask Sonny / next standup\n- POS-3934 prefix: which prefix for consignment SKUs?\n"
         "- POS-4120 who owns the refund report?\n\n## Done\n| ticket | what | date |\n|---|---|---|\n"
         "| POS-4077 | Box file sharing handoff sent to Daniel | 2026-05-06 |\n")
YML = ("calendar: google\ntranscriptions: notion\nproject-tracker: jira\nproject-key: POS\n"
       "email: gog\nemail-account: hi@nathanvale.com\n")
PEOPLE = {"memory/people/daniel-waghorn.md": "# Daniel Waghorn\n\nMonash-side contact for the extension handoff.\n\n"
                                           "## Open Threads\n- (none)\n"}
NOTES = merge({"CLAUDE.md": CLAUDE, "TASKS.md": TASKS, ".productivity.yml": YML}, PEOPLE)
BARE = {"TASKS.md": "# TASKS\n\n## Now\n- [ ] tidy backlog\n"}


def P(category, why, flags=()):
    """A person label: the reason only the person can answer is both the `person` text and the `why`."""
    return L(category, person(why), why, flags)


def S(path, section):
    return src(NATHANVALE, path, section)


def shown(t):
    return {"shown.md": t}


ROUTE_OPTS = [O("Apply as suggested"), O("Different destination"), O("Skip", "Already handled / not actionable"),
              O("Defer to next sync")]


def route(item, dest):
    return Q(f"From the May 12 standup: '{item}'. Suggested destination: {dest}. What should I do?", "Action item", ROUTE_OPTS)


def build():
    # ---- productivity-sync: transcript routing
    sec = S(PS, "3a. Skip-rule classifier / transcript routing")
    tq = Q("Transcript '@Today 4:01 PM (GMT+10)': persist and extract action items?", "Transcript", [
        O("Persist + extract"), O("Persist only"), O("Skip")])
    call(F, "transcript", sec, "prose", "/productivity-sync", merge(NOTES, shown(
        "Transcript '@Today 4:01 PM (GMT+10)' -- raw transcript excerpt:\nNathan: so for POS-4102 the reprint has to "
        "carry both tenders...\nSonny: and the POS Squad Yellow demo is Thursday.")), tq,
         L("other", sel("Persist + extract"), "The raw transcript is about POS-4102 and the POS Yellow demo -- in scope "
           "for this repository."))
    call(F, "transcript", sec, "prose", "/productivity-sync", merge(NOTES, shown(
        "Transcript '@Today 4:01 PM (GMT+10)' -- raw transcript excerpt:\nDaniel: the Monash extension handoff needs the "
        "Box folder...\nPri: and the Monash sprint review moves to Friday.")), tq,
         L("other", sel("Skip"), "The transcript is Monash work; CLAUDE.md keeps the Monash engagement out of this "
           "repository.", ["security"]))
    call(F, "transcript", sec, "prose", "/productivity-sync", merge(NOTES, shown(
        "Could not classify '@Today 9:30 AM (GMT+10)' -- transcript empty. Treat as skip until manual review.")), tq,
         L("other", sel("Skip"), "With no transcript to read there is nothing to route it by; skipping loses nothing and "
           "leaves it for manual review."))

    # ---- productivity-sync: action-item triage (batched)
    sec = S(PS, "Action items -- Ask the user (batched <=4 per AskUserQuestion call)")
    call(F, "items", sec, "filled", "/productivity-sync", NOTES, [
        route("Nathan to add tender breakdown to POS-4102 reprint", "TASKS.md 'Now' under POS-4102"),
        route("Nathan to book a dentist appointment for Thursday", "TASKS.md 'Now' (no ticket key)"),
        route("Nathan to respond to Box file sharing process for extension handoff", "TASKS.md 'Now' (no ticket key)"),
        route("Nathan to send Daniel the consignment data dictionary", "TASKS.md 'Now' (no ticket key)")],
         [L("scope", sel("Apply as suggested"), "A POS ticket item belongs under its ticket in TASKS.md."),
          L("scope", sel("Skip"), "CLAUDE.md: personal items never go into this repository; the dentist is personal.",
            ["about_person"]),
          L("scope", sel("Skip"), "TASKS.md's Done table records the Box handoff as sent on 2026-05-06."),
          L("scope", sel("Different destination"), "A commitment to a person without a ticket belongs in "
            "memory/people/daniel-waghorn.md's Open Threads, not TASKS.md 'Now'.")])
    call(F, "items", sec, "filled", "/productivity-sync", BARE, [
        route("Nathan to chase the vendor quote", "TASKS.md 'Now' (no ticket key)"),
        route("Nathan to decide whether to take the Friday workshop", "TASKS.md 'Now' (no ticket key)"),
        route("Nathan to reply to the recruiter about the contract extension", "TASKS.md 'Now' (no ticket key)"),
        route("Nathan to renew the car park permit", "TASKS.md 'Now' (no ticket key)")],
         [P("scope", "No project notes say whether the vendor quote is work for this repository or already handled; the "
                     "person knows.", ["about_person"]),
          P("scope", "Whether to take a workshop is the person's own commitment, and no notes show where it belongs.",
            ["about_person"]),
          P("scope", "A reply about the person's own contract is private to them; where (and whether) to track it is "
                     "theirs to say.", ["about_person"]),
          P("scope", "A personal errand with no notes on where such items go; the person decides.", ["about_person"])])

    # ---- productivity-sync: board discovery
    sec = S(PS, "Board-id discovery")
    bq = Q("Several scrum boards match project POS. Which one is the POS Yellow board?", "Board", [
        O("812 -- POS Squad Yellow"), O("815 -- POS Squad Blue"), O("790 -- POS Platform")])
    call(F, "board", sec, "filled", "/productivity-sync", NOTES, bq,
         L("other", sel("812 -- POS Squad Yellow"), "TASKS.md's header names the board: POS Squad Yellow (id 812)."))
    call(F, "board", sec, "filled", "/productivity-sync", merge(BARE, {".productivity.yml": "project-tracker: jira\n"
                                                                                      "project-key: POS\n"}), bq,
         P("other", "Nothing records which squad the person is on; a wrong board makes every drift check run against the "
                    "wrong sprint.", ["about_person"]))
    call(F, "board-config", S(PS, "Board-id discovery -- step 5"), "prose", "/productivity-sync", merge(NOTES, shown(
        "Verified: board 812 has the active sprint FY2625 (id 25194), matching TASKS.md.")),
         Q("Add `project-tracker-board: 812` to .productivity.yml?", "Config", [O("Yes, add it"), O("No, leave it out")]),
         L("confirmation", sel("Yes, add it"), "The board is verified against the live sprint; recording it is the "
           "step's purpose and only touches the notes config."))

    # ---- productivity-sync: sprint header drift
    sec = S(PS, "0. Active-sprint identity check")
    call(F, "header", sec, "prose", "/productivity-sync", merge(NOTES, shown(
        "TASKS.md header says FY2625 id 25194; Jira live active sprint is FY2624 id 25140 (FY2625 is 'future', starts "
        "2026-05-26).")),
         Q("Patch TASKS.md header -> FY2624 id 25140?", "Header", [O("Patch the header"), O("Leave it")]),
         L("confirmation", sel("Patch the header"), "The live active sprint is FY2624; the header names a sprint that "
           "hasn't started, so every check runs against the wrong sprint until it is patched."))

    # ---- new-sprint: stale asks
    sec = S(NS, "6d -- Stale ask-X auto-triage")
    aq = Q("Looks like 'POS-3934 prefix' was answered in the May 7 standup -- close this ask?", "Stale ask", [
        O("Close it"), O("Keep open (annotate 'still open')")])
    call(F, "ask", sec, "filled", "/new-sprint", merge(NOTES, shown(
        "May 7 standup transcript: Sonny: 'POS-3934 -- use CN- for consignment SKUs, that's final.'")), aq,
         L("confirmation", sel("Close it"), "The standup answers the exact question (CN- prefix for consignment SKUs)."))
    call(F, "ask", sec, "filled", "/new-sprint", merge(NOTES, shown(
        "May 7 standup transcript: Sonny: 'POS-3943 -- parked until SIT is unblocked.'")), aq,
         L("confirmation", sel("Keep open (annotate 'still open')"), "The quote is about POS-3943, not POS-3934, and "
           "doesn't say which prefix to use."))

    # ---- new-sprint: PR drift
    sec = S(NS, "PR drift -- Surface as Step 7 questions")
    call(F, "drift", sec, "prose", "/new-sprint", merge(NOTES, shown(
        "PR #522 (POS-3934) merged Fri but TASKS.md still treats it as in-progress.")),
         Q("PR #522 (POS-3934) merged Fri but TASKS.md still treats it as in-progress. What should I do?", "PR drift", [
             O("Move to Done + transition Jira", "Move POS-3934 to the Done table and transition Jira -> In Test"),
             O("Move TASKS.md only", "Leave Jira alone"), O("Skip", "Already handled")]),
         L("other", sel("Move TASKS.md only"), "CLAUDE.md: Jira transitions are Nathan's (QA watches In Test); the notes "
           "can still be corrected.", ["outward"]))

    # ---- new-sprint: Step 7 context batch
    sec = S(NS, "Step 7 -- Ask the user for additional context")
    call(F, "context", sec, "filled", "/new-sprint", merge(NOTES, {"context/projects/sprint-25.md":
        "---\nsprint: FY2625\nstart: 2026-05-26\nend: 2026-06-08\n---\n"}), [
        Q("Confirm sprint dates: 2026-05-26 -> 2026-06-08 ?", "Dates", [O("Confirmed"), O("Different dates")]),
        Q("Any tickets you know are coming in that aren't in Jira yet?", "Incoming", [O("None"), O("Yes, I'll list them")]),
        Q("Any directive from Sonny/BA not covered in the planning notes that should shape the sprint?", "Directives", [
            O("None"), O("Yes, I'll paste it")]),
        Q("Any context from the planning ceremony I should fold in that isn't in the meeting notes?", "Planning", [
            O("Nothing to add"), O("Yes, I'll add it")])],
         [L("confirmation", sel("Confirmed"), "The dates match the sprint doc and the Jira board's FY2625 dates."),
          P("open_floor", "Only the person knows about work that isn't in Jira yet.", ["about_person"]),
          P("open_floor", "Directives outside the notes are in the person's head or inbox; nothing here shows them.", ["about_person"]),
          P("open_floor", "What was said at planning beyond the notes is known only to the person.", ["about_person"])])
    rq = Q("POS-3867 has rolled 3 sprints (FY2622 -> FY2623 -> FY2624). What should happen to it?", "Roll-over", [
        O("Kill"), O("Deprioritize"), O("Commit for FY2625"), O("Unsure")])
    call(F, "roll", sec, "filled", "/new-sprint", merge(NOTES, {"context/projects/sprint-24.md":
        "## Decisions locked\n- POS-3867 (loyalty points on refunds) is committed for FY2625 -- Sonny, 12 May planning.\n"}),
         rq, L("scope", sel("Commit for FY2625"), "The previous sprint doc locks POS-3867 for FY2625 (Sonny, 12 May)."))
    call(F, "roll", sec, "filled", "/new-sprint", NOTES, [rq,
         Q("POS-2866 was queued 3 sprints (FY2615 -> FY2617) and is now in the backlog. What should happen to it?",
           "Roll-over", [O("Kill"), O("Deprioritize"), O("Commit for FY2625"), O("Unsure")]),
         Q("POS-3990 has rolled 3 sprints (FY2622 -> FY2624). What should happen to it?", "Roll-over", [
             O("Kill"), O("Deprioritize"), O("Commit for FY2625"), O("Unsure")])],
         [P("scope", "Killing or committing a repeatedly rolled ticket is a priority call for the person and the product "
                     "owner; nothing records one."),
          P("scope", "An abandoned roll with no recorded decision: kill or revive is a product priority call."),
          P("scope", "No locked decision covers POS-3990; its priority is for the person and the product owner.")])

    # ---- new-sprint: re-run merge
    sec = S(NS, "Re-run merge -- Changed / Removed in fresh")
    call(F, "rerun", sec, "prose", "/new-sprint", merge(NOTES, shown(
        "Batch 1 of 1: 2 sections\n- 'Ordered queue' changed: 2 lines added, 3 removed; your version has POS-4102 first "
        "(edited by hand on 2026-05-20), fresh has POS-3934 first.\n- 'Watch-list' removed in fresh (yours lists "
        "POS-4120).")), [
        Q("'Ordered queue' differs from the fresh draft. Which version?", "Queue", [O("Keep mine"), O("Use fresh")]),
        Q("'Watch-list' is missing from the fresh draft. Keep or drop it?", "Watch-list", [O("Keep"), O("Drop")])],
         [L("other", sel("Keep mine"), "The existing order was edited by hand; the re-run exists so it doesn't destroy "
            "user edits.", ["destructive"]),
          L("other", sel("Keep"), "Keeping the hand-kept watch-list loses nothing; dropping it deletes the person's "
            "entry.", ["destructive"])])

    # ---- classic-cinema
    sec = S(BF, "Confirm")
    sq = Q("Send this reminder email?", "Send", [O("Yes send"), O("No cancel")])
    call(F, "send", sec, "verbatim", "/classic-cinema The Magic Faraway Tree 10:00am 2", merge(NOTES, shown(
        "The Magic Faraway Tree -- Sat 14 Jun, 10:00 AM, Cinema 3\nTickets: 2 adult ($42.00)\nSeats: F7, F8\n"
        "To: hi@nathanvale.com\n\nThis will generate a ticket-style email (reminder only, not an actual cinema booking).")),
         sq, L("confirmation", sel("Yes send"), "The summary matches the request (film, 10am, 2 tickets) and the email "
               "goes to Nathan's own configured address.", ["outward"]))
    call(F, "send", sec, "verbatim", "/classic-cinema Sinners 7:30pm 2", merge(NOTES, shown(
        "Sinners -- Fri 13 Jun, 9:45 PM, Cinema 1\nTickets: 2 adult ($42.00)\nSeats: H4, H5\nTo: hi@nathanvale.com\n\n"
        "This will generate a ticket-style email (reminder only, not an actual cinema booking).")),
         sq, L("confirmation", typ("Don't send: the session is wrong -- I asked for the 7:30 PM Sinners session, not "
                                   "9:45 PM; rebuild the reminder for 7:30 PM."),
               "The request was for 7:30pm; the summary shows 9:45 PM.", ["outward"]))
    call(F, "send", sec, "verbatim", "/classic-cinema Sinners 7:30pm 2", merge(NOTES, shown(
        "Sinners -- Fri 13 Jun, 7:30 PM, Cinema 1\nTickets: 2 adult ($42.00)\nSeats: H4, H5\n"
        "To: team-pos-yellow@posyellow.com.au\n\nThis will generate a ticket-style email (reminder only).")),
         sq, L("confirmation", typ("Don't send to the team list: the reminder goes to my own address, "
                                   "hi@nathanvale.com (.productivity.yml)."),
               "The recipient is a work team list; the skill sends reminders to Nathan himself at the configured "
               "account.", ["outward"]))
    call(F, "account", S(ES, "Account resolution"), "prose", "/classic-cinema Sinners 7:30pm 2", BARE,
         Q("No .productivity.yml found. Which Gmail account should send the reminder?", "Account", [
             O("hi@nathanvale.com"), O("nathan.vale@posyellow.com.au")]),
         P("other", "Which of the person's accounts to send from (and to) is theirs to say; no config records it.",
           ["about_person"]))
