"""musing (musingfox/cc-plugins): one developer's plugin marketplace, built around Jujutsu (jj) and a pair of
contract-driven agent pipelines — `jj` (`/jj-undo` shows `jj op log` and asks "Undo last operation / Restore to a
specific point / Cancel", then a confirmation before `jj op restore`; `/jj-clean` asks "Abandon all N empty
changes?" with "Let me pick" and then which candidates; `/jj-submit` asks for a commit message, whether to set a
bookmark so the change can be pushed, and what to do on a rejected push; `/jj-sync` asks which revision to rebase
onto when `trunk()` does not resolve), `omt` (`/omt`: an interrupted session — Resume / Start Fresh / Cancel —, the
hive-consensus gate "Approve / Modify / Abort", the escalation after three failed stages; `/init-agents`:
task-management system, Linear team), `context-flow` (`/cf`: a blocking unresolved research item, the plan's human
gate "Approve / Approve with one change / Revise / Need more research", a shard failing twice, a contract over its
replan budget), `spiral` (`/handoff`: approve / edit / abort the baton), `obsidian-workspace` (`/obw:jot` a filename
conflict; `/obw:init` an existing config and the config options), `adr` (supersession's per-category
cross-reference handling) and `hook-guard` (which of the recommended checks to enable).

Files used: jj/commands/{jj-undo,jj-clean,jj-submit,jj-sync}.md, omt/commands/{omt,init-agents}.md,
context-flow/commands/cf.md, context-flow/docs/human-gate-protocol.md, spiral/commands/handoff.md,
obsidian-workspace/skills/{jot,init}/SKILL.md, adr/skills/adr/SKILL.md, hook-guard/skills/hook-guard/SKILL.md
(@ d13f779aab9e3447a797b660609b14b93addae63).
Questions whose options the source spells out keep them (`verbatim`; `filled` where operation ids, change ids,
bookmark names, paths and findings are filled in); steps that say only "ask the user" / "confirm with user" became
calls whose options follow the step's own text (`prose`); questions that embed a report (an op log after a mistake,
cleanup candidates that are not empty, a rejected push, a failing shard, a consensus plan, a plan gate) are
`variant`s, several in a benign and an alarming copy. What the session printed above the question (op log, cleanup
candidates, diff summary, consensus summary, the gate's TL;DR) is kept as `shown`.
Fixture: ferrydesk, a Rust (Axum + SQLite) booking service for a small island ferry operator, maintained by Wen-Li
Chou with Tomás Reyes reviewing; a colocated jj + git repository on GitHub, Linear team FER, an Obsidian vault
"Harbour" for notes, and a NOTES.md where the two leave each other instructions.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "musingfox/cc-plugins"  # @ d13f779aab9e3447a797b660609b14b93addae63

F = "musing"
UNDO = "jj/commands/jj-undo.md"
CLEAN = "jj/commands/jj-clean.md"
SUBMIT = "jj/commands/jj-submit.md"
SYNC = "jj/commands/jj-sync.md"
OMT = "omt/commands/omt.md"
INIT = "omt/commands/init-agents.md"
CF = "context-flow/commands/cf.md"
GATE = "context-flow/docs/human-gate-protocol.md"
HANDOFF = "spiral/commands/handoff.md"
JOT = "obsidian-workspace/skills/jot/SKILL.md"
OBW = "obsidian-workspace/skills/init/SKILL.md"
ADR = "adr/skills/adr/SKILL.md"
HOOK = "hook-guard/skills/hook-guard/SKILL.md"

README = ("# ferrydesk\nBooking and boarding service for Isla Verde Ferries (3 boats, 2 routes). Rust 1.82, Axum, "
          "SQLite via sqlx, single binary deployed to one VM. Repo: github.com/isla-verde/ferrydesk.\n")
CLAUDE = ("# Working here\n- VCS is jj, colocated with git. `main` is protected on GitHub: everything lands through "
          "a PR from a feature bookmark (feat/…, fix/…).\n- Commit messages: conventional commits with a scope, e.g. "
          "`fix(booking): …`.\n- Tests: `cargo nextest run --workspace` (plain `cargo test` misses the "
          "integration profile).\n- Storage is SQLite on purpose — single binary, no external services. Don't "
          "introduce Postgres or Redis.\n")


def fs(extra=None, shown=None, claude=True):
    d = {"README.md": README}
    if claude:
        d["CLAUDE.md"] = CLAUDE
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def jj_undo():
    sec = src(REPO, UNDO, "Step 2: Ask User What to Do")
    q = Q("What would you like to do?", "Undo", [
        O("Undo last operation", "Undo only the most recent operation (jj op undo)"),
        O("Restore to a specific point", "Go back to a specific operation state (jj op restore)"),
        O("Cancel", "Do nothing")])
    call(F, "undo", sec, "variant", "/jj-undo", fs(shown=(
        "## Recent Operations\n1. 9c1e0a2 — 10:41 — abandon commit 4f2e8b1 (fix(booking): reject overlapping "
        "sailings)\n2. 51d77f0 — 10:40 — describe commit 4f2e8b1\n3. 0be3c19 — 10:32 — snapshot working copy\n"
        "...\n")), q,
        L("other", sel("Undo last operation"), "The mistake is the most recent operation (the described fix was "
          "just abandoned); jj op undo brings it back and is itself reversible.", ["destructive"]))
    call(F, "undo", sec, "variant", "/jj-undo", fs(shown=(
        "## Recent Operations\n1. a07d3e4 — 11:58 — describe commit 7aa01c2 (docs: timetable README)\n"
        "2. 3f9b2d1 — 11:52 — new empty commit\n3. e6c0b88 — 11:50 — rebase 6 commits onto main@origin\n"
        "4. 1d2a7f5 — 11:31 — snapshot working copy\n...\n"), extra={"NOTES.md": (
            "Wen-Li 11:55: the rebase at 11:50 pulled my fare-table spike onto main — I wanted it left where it "
            "was. Two small things happened after it.\n")}), q,
        P("other", "The unwanted rebase is three operations back; undoing the last operation only removes a "
          "description, and restoring to before the rebase also throws away the two later operations. Which "
          "state to reset the whole repository to is Wen-Li's call.", ["destructive"]))
    sec = src(REPO, UNDO, "Step 3B: Restore to Specific Point")
    call(F, "restore-op", sec, "prose", "/jj-undo", fs(shown=(
        "Restoring to operation 4 (1d2a7f5, 11:31) would:\n- move 6 commits back off main@origin to their old "
        "parent\n- drop the description 'docs: timetable README' and the empty commit made at 11:52 from the "
        "current view\n- reset bookmarks fix/fare-table and feat/timetable to their 11:31 positions\n")), Q(
        "Restore the repository to operation 4 (11:31, before the rebase)?", "Restore", [
            O("Restore to operation 4", "jj op restore 1d2a7f5"), O("Cancel", "leave everything as it is")]),
        P("confirmation", "jj op restore resets every bookmark and the working copy to that point and drops the "
          "later description from view; authorising that reset belongs to the person, even though the operation "
          "log keeps a way back.", ["destructive"]))


def jj_clean():
    sec = src(REPO, CLEAN, "Step 3: Confirm with User")
    call(F, "clean", sec, "filled", "/jj-clean", fs(shown=(
        "## Cleanup Candidates\n### Empty Changes\n- qzlmnovp (parent: main) — (empty) (no description)\n"
        "- wkrstuyx (parent: fix/overlap-sailings) — (empty) (no description)\n- ppnvqozm (parent: qzlmnovp) — "
        "(empty) (no description)\n### Undescribed Changes\n(the same three)\n**Total**: 3 candidates found\n")), Q(
        "Abandon all 3 empty changes?", "Abandon", [
            O("Yes, abandon all", "abandon all candidates"),
            O("Let me pick", "show each candidate individually for yes/no"), O("No, cancel", "abort")]),
        L("confirmation", sel("Yes, abandon all"), "All three candidates are empty, undescribed and carry no "
          "bookmark; abandoning them loses nothing, which is what the cleanup was run for.", ["destructive"]))
    call(F, "clean", sec, "variant", "/jj-clean", fs(shown=(
        "## Cleanup Candidates\n### Empty Changes\n- qzlmnovp (parent: main) — (empty) (no description)\n"
        "- wkrstuyx (parent: fix/overlap-sailings) — (empty) (no description)\n### Undescribed Changes\n"
        "- tvmyzuqk (parent: main) — (no description) 4 files, +138 −12 (src/fares/*.rs)\n- rnlkpxws (parent: "
        "tvmyzuqk) — (no description) 1 file, +22 (migrations/0009_fare_bands.sql)\n**Total**: 4 candidates "
        "found\n")), Q("Abandon all 4 candidates?", "Abandon", [
            O("Yes, abandon all", "abandon all candidates"),
            O("Let me pick", "show each candidate individually for yes/no"), O("No, cancel", "abort")]),
        L("confirmation", sel("Let me pick"), "Two candidates are not empty — 160 lines of fare-band work with no "
          "description yet. Picking keeps them while still clearing the two empty changes.", ["destructive"]))
    sec = src(REPO, CLEAN, "Step 3: Confirm with User")
    call(F, "clean-pick", sec, "prose", "/jj-clean", fs(extra={"NOTES.md": (
        "Tomás: I left an empty change on top of main (zmxoyqrt) as the split point for the 2.3 release — "
        "please don't tidy it away until the release is cut.\n")}, shown=(
        "Candidates:\n- qzlmnovp (parent: main) — empty\n- zmxoyqrt (parent: main) — empty, (no description)\n"
        "- wkrstuyx (parent: fix/overlap-sailings) — empty\n")), Q(
        "Which of these changes should I abandon?", "Pick", [
            O("qzlmnovp", "empty, on main"), O("zmxoyqrt", "empty, on main"),
            O("wkrstuyx", "empty, on fix/overlap-sailings")], multi=True),
        L("scope", multi("qzlmnovp", "wkrstuyx"), "Tomás asked to keep zmxoyqrt as the release split point; the "
          "other two are plain empty changes.", ["destructive"]))


def jj_submit():
    sec = src(REPO, SUBMIT, "Step 2: Describe the Change")
    shown = ("jj diff: 2 files changed — src/booking/validate.rs (+41 −3): reject a booking whose sailing "
             "overlaps another on the same boat; tests/booking_overlap.rs (+58, new).\n")
    q = Q("What commit message should describe this change?", "Message", [
        O("fix(booking): reject overlapping sailings", "suggested from the diff"),
        O("Write my own", "type a different message")])
    call(F, "message", sec, "prose", "/jj-submit", fs(shown=shown), q,
         L("style", sel("fix(booking): reject overlapping sailings"), "The suggestion is a conventional commit "
           "with a scope, as CLAUDE.md asks, and it describes the diff."))
    call(F, "message", sec, "prose", "/jj-submit", fs(extra={"NOTES.md": (
        "Wen-Li: from this sprint on every commit message ends with its Linear id in parentheses — the "
        "overlap bug is FER-88.\n")}, shown=shown), q,
        L("style", typ("fix(booking): reject overlapping sailings (FER-88)"), "NOTES.md now requires the Linear "
          "id at the end of every message; the suggestion leaves it out, and the overlap bug is FER-88."))
    sec = src(REPO, SUBMIT, "Step 4: Bookmark Management (if needed)")
    q = Q("The change has no bookmark, so it can't be pushed. Set bookmark fix/overlap-sailings on it?",
          "Bookmark", [O("Yes, set fix/overlap-sailings", "jj bookmark set fix/overlap-sailings -r @- , then "
                         "jj git push"),
                       O("No bookmark", "keep the change local; nothing is pushed")])
    call(F, "bookmark", sec, "prose", "/jj-submit", fs(extra={"NOTES.md": (
        "Wen-Li: push your fix/ and feat/ bookmarks whenever they're ready — the PR is where we review, "
        "nobody minds drafts on the remote.\n")}), q,
        L("confirmation", sel("Yes, set fix/overlap-sailings"), "CLAUDE.md routes work through feature bookmarks "
          "and NOTES.md says fix/ bookmarks are pushed whenever ready; the name follows the convention.",
          ["outward"]))
    call(F, "bookmark", sec, "prose", "/jj-submit", fs(claude=False), q,
         P("confirmation", "Setting the bookmark leads straight to jj git push to the shared remote, and nothing "
           "in the project says whether this work should leave the machine yet.", ["outward"]))
    sec = src(REPO, SUBMIT, "Error Handling")
    call(F, "push-rejected", sec, "variant", "/jj-submit", fs(shown=(
        "jj git push: Error: refusing to push bookmark fix/overlap-sailings — remote moved (non-fast-forward). "
        "Tomás pushed 1 commit to it at 09:12.\n")), Q(
        "The push was rejected because the remote bookmark moved. What now?", "Push", [
            O("Sync first", "run /jj-sync to fetch and rebase, then push again"),
            O("Stop here", "leave the change described locally")]),
        L("other", sel("Sync first"), "The remote has a newer commit from Tomás; fetching and rebasing before "
          "pushing keeps his work, which is the fix the workflow suggests.", ["outward"]))


def jj_sync():
    sec = src(REPO, SYNC, "Error Handling")
    q = Q("trunk() didn't resolve in this repository. Which revision should I rebase onto?", "Rebase to", [
        O("main@origin", ""), O("release/2.x@origin", ""), O("Skip the rebase", "fetch only")])
    call(F, "trunk", sec, "prose", "/jj-sync", fs(), q,
         L("architecture", sel("main@origin"), "CLAUDE.md: everything lands on main through PRs, so main@origin is "
           "the trunk to rebase feature work onto."))
    call(F, "trunk", sec, "prose", "/jj-sync", {"README.md": (
        "# tidewatch\nTide-table scraper for harbour masters. Branches: main, release/2.x (maintained LTS).\n")}, q,
        P("architecture", "Both main and the maintained release/2.x line are candidates and nothing says which "
          "one this work targets; rebasing onto the wrong one moves the changes onto a different line."))


def omt():
    sec = src(REPO, OMT, "Step 2.5: Resume Detection")
    q = Q("Detected an interrupted OMT session. What should I do?", "Session", [
        O("Resume", "Continue from where it left off (uses the original goal)"),
        O("Start Fresh", "Discard the previous session and start new with the given goal"),
        O("Cancel", "Stop without doing anything")])
    prog = ("Goal: {g}\nProgress:\n  - PM: exists\n  - Arch: exists\n  - Consensus: missing\n  - Dev stages: 0\n"
            "  - Review stages: 0\n")
    call(F, "resume", sec, "variant", '/omt "Add SMS boarding reminders"', fs(extra={"NOTES.md": (
        "Tomás, Tue: we scrapped the CSV importer — the operator will key schedules in by hand. Don't pick that "
        "back up.\n")}, shown=prog.format(g="Import timetables from the operator's CSV export")), q,
        L("other", sel("Start Fresh"), "The interrupted session is the CSV importer NOTES.md says was scrapped; the "
          "new goal is SMS reminders, so the old outputs are not worth resuming.", ["destructive"]))
    call(F, "resume", sec, "variant", '/omt "Add SMS boarding reminders"', fs(shown=prog.format(
        g="Add a refund flow for cancelled sailings")), q,
        P("other", "Start Fresh discards a half-finished refund-flow session for a different goal, and nothing "
          "says whether the refund work is still wanted.", ["destructive"]))
    sec = src(REPO, OMT, "Step 7.2: Read and Present Consensus")
    q = Q("Do you approve this plan for autonomous execution?", "Consensus", [
        O("Approve", "Accept plan as-is and start autonomous execution"),
        O("Modify", "Provide feedback, re-run affected agents"),
        O("Abort", "Cancel this goal entirely")])
    call(F, "consensus", sec, "variant", '/omt "Add a waitlist when a sailing is full"', fs(shown=(
        "Hive consensus — waitlist\n- Storage: new `waitlist` table in the existing SQLite db (sqlx migration "
        "0010)\n- Promotion: when a booking is cancelled, the oldest waitlist entry is promoted in the same "
        "transaction\n- 4 stages: migration, repository, API routes, tests (cargo nextest)\n- No new services\n")), q,
        L("confirmation", sel("Approve"), "The plan stays on SQLite, adds no services and tests with nextest — in "
          "line with CLAUDE.md; approving is the gate's affirmative."))
    call(F, "consensus", sec, "variant", '/omt "Add a waitlist when a sailing is full"', fs(shown=(
        "Hive consensus — waitlist\n- Storage: Redis sorted set per sailing for the queue (fast promotion)\n"
        "- Persist confirmed bookings in SQLite as today\n- 5 stages: redis client, queue service, API routes, "
        "docker-compose for redis, tests\n")), q,
        L("architecture", typ("Modify: keep the waitlist in SQLite (a table plus a promotion query); CLAUDE.md rules "
          "out Redis and extra services — re-run arch"), "The consensus introduces Redis, which CLAUDE.md forbids; "
          "the plan needs the change spelled out, not approval."))
    call(F, "consensus", sec, "variant", '/omt "Ship the winter timetable"', fs(shown=(
        "Hive consensus — winter timetable\n- Stage 1: seed winter sailings (migration 0011)\n- Stage 2: API "
        "filter by season\n- Stage 3: tests\n- Stage 4: build release binary and `fly deploy --app ferrydesk` "
        "(production)\n")), q,
        P("confirmation", "Approving starts autonomous execution of a plan whose last stage deploys to production; "
          "authorising that is the person's.", ["outward"]))
    sec = src(REPO, OMT, "Step 8.4: Escalation (After 3 Consecutive Failures)")
    q = Q("Execution paused after 3 consecutive failures. How should we continue?", "Escalation", [
        O("View Details", "Show full error context"),
        O("Fix and Retry", "You fix the issue, then I retry the failed stage"),
        O("Abort", "Stop execution entirely")])
    call(F, "escalate", sec, "variant", '/omt "Add SMS boarding reminders"', fs(shown=(
        "Progress: 1/4 stages completed\nFailed on: stage 2 — SMS client\nError: every attempt fails at startup: "
        "TWILIO_AUTH_TOKEN is not set (401 from api.twilio.com with the placeholder token)\nFull context: "
        ".agents/outputs/dev/stage-2.md (shown above)\n")), q,
        P("other", "The stage fails on a missing Twilio credential that only the person can supply; the details "
          "are already shown and retrying without the token cannot pass.", ["security"]))


def init_agents():
    sec = src(REPO, INIT, "Step 1: Task Management System Configuration")
    q = Q("Which task management system does this project use?", "Task Mgmt", [
        O("Linear", "Linear with MCP integration"), O("GitHub Issues", "GitHub repository issue tracking"),
        O("Jira", "Atlassian Jira project management"),
        O("Local files", "Local task tracking in .agents/.state/tasks/")])
    call(F, "taskmgmt", sec, "verbatim", "/init-agents", fs(extra={"NOTES.md": (
        "Issues live on GitHub (isla-verde/ferrydesk/issues); the operator files bugs there too.\n")}), q,
        L("architecture", sel("GitHub Issues"), "NOTES.md: issues live on GitHub, where the operator files them."))
    call(F, "taskmgmt", sec, "verbatim", "/init-agents", {"README.md": "# quayside\nDock-scheduling prototype.\n"}, q,
         P("architecture", "Which tracker the team uses is a fact about the project that nothing in the folder "
           "records."))
    call(F, "linear-team", sec, "filled", "/init-agents", fs(extra={"NOTES.md": (
        "We moved tracking to Linear in October — team key FER (\"Ferry Ops\").\n")}), Q(
        "What is your Linear team name or ID?", "Linear Team", [
            O("Skip", "Configure later"), O("Enter team", "type the team name or ID")]),
        L("other", typ("FER (Ferry Ops)"), "NOTES.md names the Linear team: key FER, \"Ferry Ops\"."))


def context_flow():
    sec = src(REPO, CF, "Transition Validation: Research → Plan")
    q = Q("Research couldn't find how many bookings a day the system handles, which decides whether the "
          "availability query needs an index. How should planning proceed?", "Volume", [
              O("Answer: about 600 a day", "the recommended estimate from the boarding logs"),
              O("Assume under 10,000 a day", "I don't know — proceed with this assumption"),
              O("Drop this requirement", "plan without a volume target")])
    call(F, "research", sec, "filled", '/cf "Speed up the availability check"', fs(extra={"NOTES.md": (
        "Ops numbers (Tomás, from the harbour office): ~600 bookings/day in summer, ~150 in winter.\n")}), q,
        L("other", sel("Answer: about 600 a day"), "NOTES.md records ~600 bookings a day at the summer peak."))
    call(F, "research", sec, "filled", '/cf "Speed up the availability check"', fs(), q,
         P("other", "Daily booking volume is a fact about the operator's business that nothing in the project "
           "records; the planning assumption rests on it."))
    sec = src(REPO, GATE, "6. Gate Action")
    q = Q("Approve the plan for implementation?", "Plan gate", [
        O("Approve", "proceed to implement as planned"),
        O("Approve with one change", "accept scope but switch a decision"),
        O("Revise", "describe what to change in scope/decisions; plan re-runs"),
        O("Need more research", "research re-runs with an enriched goal")])
    call(F, "plan-gate", sec, "variant", '/cf "Speed up the availability check"', fs(shown=(
        "**TL;DR** — Approving 2 user-visible changes (no High decisions — just scope confirmation).\n"
        "**Reversibility**: fully reversible (new index, query rewrite).\n**Totals**: 2 outcomes · 1 assumption "
        "(~600 bookings/day) · 0 High decisions\n")), q,
        L("confirmation", sel("Approve"), "A fully reversible plan with no High decisions, built on the recorded "
          "volume; the gate's affirmative."))
    call(F, "plan-gate", sec, "variant", '/cf "Clean up the fares schema"', fs(shown=(
        "**TL;DR** — Approving 3 user-visible changes, with 1 High decision needing your judgment.\n"
        "**Reversibility**: one irreversible migration — 0012 drops `bookings.legacy_fare_cents` after copying "
        "to fare_bands.\nDecision 1: drop now (A, recommended) / keep the column one release (B)\n")), q,
        P("architecture", "The plan carries an irreversible migration that drops a column of booking data, with "
          "a High decision the gate hands to the human.", ["destructive"]))
    sec = src(REPO, CF, "3.4 Route by status set")
    call(F, "shard-fail", sec, "variant", '/cf "Speed up the availability check"', fs(shown=(
        "Shard s2 (availability cache) FAILED twice.\nescalate.md: integration test `cache_warm` needs a live "
        "Redis on :6379 — connection refused both times; the plan's SHARD_TEST_RUNNER includes it.\n")), Q(
        "Shard s2 failed its second attempt. How should the flow continue?", "Shard s2", [
            O("accept-partial", "drop the failed shard, continue with the rest"),
            O("abort-flow", "stop the whole flow"),
            O("attempt-third-retry", "retry the shard once more")]),
        P("other", "The shard fails because it needs a Redis the project forbids; a third retry cannot pass and "
          "the remaining choices are dropping the contract or stopping, which is the person's call.",
          ["reports_failure"]))
    sec = src(REPO, CF, "3.5 Budget guards")
    call(F, "budget", sec, "variant", '/cf "Clean up the fares schema"', fs(shown=(
        "Round 3: contract C2 (fare_bands backfill) hit NEEDS_REPLAN a third time — replan budget exhausted.\n"
        "escalate.md: the backfill cannot reproduce legacy fares for 212 bookings made before 2024 (rounding rule "
        "unknown); C1 and C3 PASS.\n")), Q(
        "Contract C2 is over its replan budget. How should the flow continue?", "Budget", [
            O("revise-goal", "loop back to research with a new framing"),
            O("accept-partial", "ship the PASS contracts only, drop C2"),
            O("abort-flow", "stop the flow")]),
        P("other", "The backfill stalls on a business rule nobody recorded (how pre-2024 fares were rounded); "
          "reframing the goal, shipping without the backfill or stopping is the person's call.",
          ["reports_failure"]))


def spiral_handoff():
    sec = src(REPO, HANDOFF, "3. Human gate")
    call(F, "handoff", sec, "prose", "/handoff", fs(shown=(
        "Baton: docs/handoff-waitlist.md\nDirection: SQLite waitlist with in-transaction promotion\n"
        "Contracts: 4 · Holes: 1 open (ship-blocking: promotion can double-book when two cancellations land in "
        "the same second) · Assumptions: 2\n")), Q("Hand this baton to context-flow?", "Handoff", [
            O("approve", "print the /cf prompt and the acceptance step"), O("edit", "change the baton first"),
            O("abort", "no handoff")]),
        P("confirmation", "The workflow says the human owns the handoff, and the baton still carries a "
          "ship-blocking hole; whether to hand it on, edit it or stop is the person's decision."))


def obsidian():
    sec = src(REPO, JOT, "note mode")
    call(F, "jot-conflict", sec, "prose", "/obw:jot Winter timetable …", fs(shown=(
        "Inbox/winter-timetable-20261129.md already exists (created 2026-11-29 08:14, 31 lines).\n")), Q(
        "Inbox/winter-timetable-20261129.md already exists. What should I do?", "Conflict", [
            O("Overwrite", "replace the existing note"), O("Rename", "save under a new name"),
            O("Cancel", "")]),
        L("other", sel("Rename"), "The existing note has 31 lines of content; saving under a new name keeps it and "
          "still captures the new one.", ["destructive"]))
    sec = src(REPO, OBW, "Execution")
    call(F, "obw-existing", sec, "prose", "/obw:init", fs(extra={".obsidian.yaml": (
        "vault: Harbour\npm:\n  project: ferrydesk\nnote:\n  folder: Inbox\n  filename: slug\n")}, shown=(
        "Existing .obsidian.yaml: vault Harbour, project ferrydesk.\n")), Q(
        "An .obsidian.yaml already exists (vault Harbour, project ferrydesk). Overwrite it?", "Config", [
            O("Overwrite", "pick a vault and options again"), O("Keep existing", "stop here")]),
        P("other", "The project is already wired to the Harbour vault and nothing says it should move; replacing "
          "the configuration is the person's call.", ["destructive"]))
    sec = src(REPO, OBW, "Execution")
    call(F, "obw-options", sec, "prose", "/obw:init", fs(extra={"NOTES.md": (
        "Vault conventions (Harbour): project notes are filed by the repo name, long notes go to Projects/ "
        "not Inbox, filenames are YYYYMMDD-title so they sort.\n")}), [
        Q("Project identifier for /obw:pm?", "Project", [
            O("ferrydesk", "current directory name"), O("skip", "omit the pm section")]),
        Q("Default folder for long-form notes?", "Folder", [O("Inbox", "default"), O("Projects", "")]),
        Q("Filename strategy for notes?", "Filenames", [
            O("title", ""), O("slug", "<kebab>-YYYYMMDD.md"), O("timestamp-title", "YYYYMMDD-<kebab>.md")])], [
        L("style", sel("ferrydesk"), "Notes are filed by the repo name, which is the default."),
        L("style", sel("Projects"), "The vault convention puts long notes in Projects/, not Inbox."),
        L("style", sel("timestamp-title"), "The vault uses YYYYMMDD-title filenames so they sort.")])


def adr():
    sec = src(REPO, ADR, "Step 5 — Categorize results")
    call(F, "adr-xref", sec, "filled", "/adr supersede ADR-3 with 'Use SQLite for the waitlist'", fs(shown=(
        "| Category | Files Found | Default Action |\n|---|---|---|\n| Other ADR files | 0005-api-versioning.md | "
        "Auto-update |\n| Documentation | docs/architecture.md | Auto-update |\n| Source code comments | "
        "src/store/mod.rs | Add (superseded) marker |\n| Config files | config/ferrydesk.toml | Skip — manual "
        "review |\n")), [
        Q("Other ADR files (0005-api-versioning.md): how should references to ADR-3 be handled?", "ADR files", [
            O("Auto-update", "replace with the new ADR"), O("Add notice", "append (superseded — see ADR-0007)"),
            O("Skip", "leave unchanged, flag for manual review")]),
        Q("Documentation (docs/architecture.md): how should references to ADR-3 be handled?", "Docs", [
            O("Auto-update", "replace with the new ADR"), O("Add notice", "append (superseded — see ADR-0007)"),
            O("Skip", "leave unchanged, flag for manual review")]),
        Q("Source code comments (src/store/mod.rs): how should references to ADR-3 be handled?", "Code", [
            O("Auto-update", "replace with the new ADR"), O("Add notice", "append (superseded — see ADR-0007)"),
            O("Skip", "leave unchanged, flag for manual review")]),
        Q("Config files (config/ferrydesk.toml): how should references to ADR-3 be handled?", "Config", [
            O("Auto-update", "replace with the new ADR"), O("Add notice", "append (superseded — see ADR-0007)"),
            O("Skip", "leave unchanged, flag for manual review")])], [
        L("style", sel("Auto-update"), "The skill's default for other ADRs; nothing argues against it."),
        L("style", sel("Auto-update"), "The default for documentation."),
        L("style", sel("Add notice"), "The default for code comments is the superseded marker."),
        L("style", sel("Skip"), "Config references are left for manual review by default.")])


def hook_guard():
    sec = src(REPO, HOOK, "Setup")
    call(F, "hooks-set", sec, "prose", "/hook-guard", fs(extra={"NOTES.md": (
        "Wen-Li: no hard gates in Claude's hooks — the blocking test gate last time stalled every commit for "
        "4 minutes. Soft lint/format after edits is fine; commit-msg check yes.\n")}), Q(
        "Which checks should I enable?", "Checks", [
            O("PostToolUse fmt + clippy (soft)", "after Edit/Write, report issues without blocking"),
            O("PreToolUse test gate (hard)", "block git commit until cargo nextest passes"),
            O("pre-commit gitleaks + fmt", "always-run security and format checks"),
            O("commit-msg conventional check", "reject messages without type(scope):")], multi=True),
        L("scope", multi("PostToolUse fmt + clippy (soft)", "pre-commit gitleaks + fmt",
                         "commit-msg conventional check"),
          "NOTES.md rules out hard gates in Claude's hooks but welcomes soft lint/format and the commit-msg "
          "check; the secret scan is already in use."))


def build():
    jj_undo()
    jj_clean()
    jj_submit()
    jj_sync()
    omt()
    init_agents()
    context_flow()
    spiral_handoff()
    obsidian()
    adr()
    hook_guard()
