"""wire (rittmananalytics/wire-plugin): the Wire Framework, a data-consultancy delivery plugin that runs client
data-platform engagements (BigQuery/dbt/Looker style work) as releases of artifacts, each generated, validated and
reviewed: `/wire:start` (pick a project), `/wire:new` (create an engagement and its first release: release type, repo
mode, git branch, issue tracker, document store), `/wire:archive` and `/wire:remove`, `/wire:autopilot` (autonomous
SOW-to-delivery run with its discovery hand-off and its safety gates before pipeline / data_refactor / data_quality
artifacts), the stakeholder review commands (`/wire:requirements-review`, `/wire:dbt-review`,
`/wire:deployment-review`), `/wire:release-spawn` and `/wire:utils-jira-create`.

Files used (@ ac889d20d15cbd02a499989f1928a9f519896a8d): commands/start.md, commands/new.md, commands/archive.md,
commands/remove.md, commands/autopilot.md, commands/requirements-review.md, commands/dbt-review.md,
commands/deployment-review.md, commands/release-spawn.md, commands/utils-jira-create.md.
Most questions are AskUserQuestion JSON in the source and are kept as written with the placeholders filled
(`filled`); headers longer than 12 characters are shortened ("Issue Tracker" → "Tracker", "Safety Gate — …" →
"Safety gate"), and the seven-option release-type menu is cut to the four options that fit (the other three are
dashboard/enablement types no fixture needs). Questions the source asks in chat ("Which applies? (A/B)", "Add a new
release to it? (yes/no)", "Proceed? (yes/no)" before spawning releases) were turned into calls with the options the
text names (`prose`); the release-spawn confirmation is rendered as a multi-select of the planned releases.
Fixture: Rittman-style consultancy repo for "Harbourline Ferries", a ferry operator whose ticketing (Postgres),
web analytics (GA4) and fleet telemetry feed a BigQuery warehouse modelled in dbt and reported in Looker.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "rittmananalytics/wire-plugin"  # read at ac889d20d15cbd02a499989f1928a9f519896a8d

F = "wire"
C = "commands/"
START, NEW, ARCH, REM, AUTO = C + "start.md", C + "new.md", C + "archive.md", C + "remove.md", C + "autopilot.md"
REQR, DBTR, DEPR = C + "requirements-review.md", C + "dbt-review.md", C + "deployment-review.md"
SPAWN, JIRA = C + "release-spawn.md", C + "utils-jira-create.md"

ENG = "20260302_harbourline_platform"
README = ("# Harbourline Ferries — data platform engagement\nDelivery repo for the Harbourline engagement. Wire "
          "artifacts live under .wire/. Warehouse: BigQuery (project hbl-analytics). Modelling: dbt Core. "
          "BI: Looker.\n")
ENGCTX = ("---\nclient: Harbourline Ferries\nengagement: harbourline_platform\nlead: Priya Nand\nsow: "
          "docs/SOW-harbourline-2026.pdf\n---\n## Key context\n- Sources: ticketing (Postgres on Cloud SQL), GA4, "
          "vessel telemetry (Pub/Sub).\n- Client sponsor: Tom Aske (Head of Commercial). Client data lead: Eilidh Ross.\n")
STATUS_DISC = ("---\nrelease: 01-discovery\ntype: discovery\ncurrent_phase: review\n---\n| artifact | generate | "
               "validate | review |\n|---|---|---|---|\n| problem_definition | complete | pass | approved |\n| pitch | "
               "complete | pass | approved |\n| release_brief | complete | pass | pending |\n| sprint_plan | complete | "
               "pass | pending |\n")


def fs(extra=None, shown=None, base=True):
    d = {}
    if base:
        d = {"README.md": README, ".wire/engagement/context.md": ENGCTX,
             ".wire/releases/01-discovery/status.md": STATUS_DISC}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def start():
    sec = src(REPO, START, "Step 4: Ask User to Select Project")
    q = Q("Which data platform project do you want to work on?", "Project", [
        O("20260302_harbourline_platform (Type: engagement)", "Next: /wire:release-brief-review 01-discovery"),
        O("20260119_kestrel_retail (Type: dbt_development)", "Next: /wire:dbt-validate 02-core-models"),
        O("Create new project", "Set up a new data platform project interactively"),
        O("Skip", "Just exploring, no specific project")])
    two = {".wire/kestrel/status.md": ("---\nproject: 20260119_kestrel_retail\ntype: dbt_development\n"
                                       "current_phase: validate\n---\n")}
    call(F, "pick", sec, "filled", "/wire:start", fs(merge(two, {"NOTES.md": (
        "## This week (Priya)\n- Kestrel is paused until their new BigQuery billing account is approved — don't "
        "touch it.\n- Harbourline: get the release brief and sprint plan through review before Thursday's call.\n")})),
        q, L("other", sel("20260302_harbourline_platform (Type: engagement)"), "NOTES.md pauses Kestrel and makes "
             "the Harbourline release-brief review this week's work."))
    call(F, "pick", sec, "filled", "/wire:start", fs(two), q,
         P("other", "Two live projects and nothing says which one the person means to spend this session on; "
           "that is their own plan for the day.", ["about_person"]))


def new():
    sec = src(REPO, NEW, "Step 1: New Engagement or Additional Release?")
    call(F, "add-release", sec, "prose", "/wire:new", fs({"docs/SOW-amendment-1.md": (
        "# SOW amendment 1 (signed 2026-04-08)\nAdds a second delivery release, 'fleet telemetry reporting', to the "
        "Harbourline engagement: Pub/Sub ingestion, dbt models and two Looker dashboards.\n")}),
        Q("An engagement already exists in this repo. Add a new release to it?", "Add release", [
            O("Yes, add a release", "Add the next release under the existing engagement"),
            O("No", "Stop; don't change the engagement")]),
        L("confirmation", sel("Yes, add a release"), "The signed SOW amendment adds a telemetry reporting release "
          "to this engagement, which is what the person is setting up."))

    sec = src(REPO, NEW, "Step 5: Ask About First Release Type")
    q = Q("What type is the first release for this engagement?", "Release", [
        O("Discovery", "Shape Up discovery: problem definition → pitch → release brief → sprint plan"),
        O("Full platform", "Complete implementation (pipelines, dbt, BI, enablement)"),
        O("Pipeline only", "Data pipeline development"),
        O("dbt development", "dbt models and semantic layer")])
    call(F, "rel-type", sec, "filled", "/wire:new", fs({"docs/SOW-harbourline-2026.md": (
        "# Statement of Work — Harbourline Ferries\n## Phasing\n1. A two-week discovery sprint to agree the problem, "
        "the data sources in scope and a delivery plan. No build work starts before the discovery pitch is signed "
        "off.\n2. Delivery releases as agreed at the end of discovery.\n")}, base=False), q,
        L("architecture", sel("Discovery"), "The SOW opens with a two-week discovery sprint and forbids build work "
          "before its pitch is signed off."))
    call(F, "rel-type", sec, "filled", "/wire:new", fs(base=False), q,
         P("architecture", "No SOW or note in the repo says what was sold; the release type sets the whole "
           "engagement's scope and there is no option to delegate it."))

    sec = src(REPO, NEW, "Step 3: Repo Mode")
    call(F, "repo-mode", sec, "prose", "/wire:new", fs({"CLAUDE.md": (
        "# harbourline-delivery\nThis repository only holds our delivery artefacts (Wire, decks, SOWs). Harbourline's "
        "dbt project lives in their own repo, github.com/harbourline/hbl-dbt — we push to it through PRs, never "
        "by copying .wire/ into it.\n")}, base=False),
        Q("Is this repo the client's code repo, or a dedicated delivery repo?", "Repo mode", [
            O("A — Combined", "The .wire/ folder lives directly in the client's code repo (default)"),
            O("B — Dedicated delivery repo", "This repo is exclusively for Wire delivery artifacts")]),
        L("architecture", sel("B — Dedicated delivery repo"), "CLAUDE.md says this repository holds only delivery "
          "artefacts and the client's dbt code lives in their own repo, against the combined default."))

    sec = src(REPO, NEW, "Step 7: Confirm")
    call(F, "confirm", sec, "filled", "/wire:new", fs(base=False, shown=(
        "Engagement: harbourline_platform (Harbourline Ferries)\nLead: Priya Nand\nRelease type: discovery\n"
        "Release ID: 01-discovery\n")),
        Q("Create this engagement and first release?", "Confirm", [
            O("Yes, create it", "Create the engagement and release with these settings"),
            O("Change settings", "Let me provide different settings")]),
        L("confirmation", sel("Yes, create it"), "The summary matches what was entered; creating local folders is "
          "the step the person started."))

    sec = src(REPO, NEW, "Step 8: Git Branch Check")
    call(F, "branch", sec, "prose", "/wire:new", fs({"CONTRIBUTING.md": (
        "Nothing lands on main without a PR — start every engagement or release on its own feature/ branch.\n")},
        base=False),
        Q("You're on main. Create and switch to a branch for this engagement?", "Branch", [
            O("feature/harbourline_platform (Recommended)", "git checkout -b feature/harbourline_platform"),
            O("Stay on main", "Write the engagement files on main")]),
        L("confirmation", sel("feature/harbourline_platform (Recommended)"), "CONTRIBUTING.md requires a feature "
          "branch for every engagement; the suggested name follows the pattern."))

    sec = src(REPO, NEW, "Step 9: Issue Tracker Integration (Optional)")
    q = Q("Would you like to track this engagement in an issue tracker?", "Tracker", [
        O("Jira", "Create or link Jira Epic, Tasks, and Sub-tasks"),
        O("Linear", "Create or link a Linear Project, Issues, and Sub-issues"),
        O("Both Jira and Linear", "Track in both Jira and Linear simultaneously"),
        O("No, skip issue tracking", "Track progress in status.md only")])
    call(F, "tracker", sec, "filled", "/wire:new", fs({".wire/engagement/kickoff-notes.md": (
        "## Kickoff 2026-03-02\n- Eilidh runs the client's data team in Linear (team DATA); she wants our work "
        "visible there, not in a second tool.\n- We dropped Jira for this client — their licence lapsed in January.\n")}),
        q, L("other", sel("Linear"), "The kickoff notes put the client's work in Linear team DATA and rule Jira "
             "out; tracking there is what the client asked for.", ["outward"]))
    call(F, "tracker", sec, "filled", "/wire:new", fs(), q,
         P("other", "Tracking creates epics and issues in a client-visible tool; nothing records which tracker, if "
           "any, the client uses or wants.", ["outward"]))

    sec = src(REPO, NEW, "Step 9: Issue Tracker Integration (Linear setup)")
    call(F, "linear", sec, "filled", "/wire:new", fs({".wire/engagement/kickoff-notes.md": (
        "## Kickoff 2026-03-02\n- Linear team DATA. Eilidh has already made a project 'Harbourline Data Platform' "
        "and written the discovery issues herself — hook into those, don't duplicate them.\n")}),
        Q("How would you like to set up Linear?", "Linear", [
            O("Create new project + new issues", "Wire will create a new Linear project with issues from scratch"),
            O("Use existing project + create new issues", "Fresh issues inside an existing project"),
            O("Link to existing project + existing issues", "Search the team for matching issues and link them")]),
        L("other", sel("Link to existing project + existing issues"), "The client already made the project and "
          "wrote the discovery issues and asked not to have them duplicated."))

    sec = src(REPO, NEW, "Step 9.5: Document Store Integration (Optional)")
    q = Q("Would you like to replicate generated documents to a client-accessible document store for review and "
          "annotation?", "Doc store", [
              O("Confluence", "Publish documents to a Confluence space — reviewers can comment inline"),
              O("Notion", "Publish documents to a Notion workspace — reviewers can comment and edit pages"),
              O("Both Confluence and Notion", "Publish to both simultaneously"),
              O("No, skip document store", "Documents stay in GitHub only")])
    call(F, "docstore", sec, "filled", "/wire:new", fs({".wire/engagement/kickoff-notes.md": (
        "## Kickoff 2026-03-02\n- Harbourline legal: until the data processing agreement is countersigned, no "
        "engagement documents go into any Harbourline workspace (Confluence included). Share PDFs from GitHub "
        "releases instead.\n")}), q,
        L("other", sel("No, skip document store"), "Client legal bars documents from their workspaces until the "
          "DPA is countersigned; keeping them in GitHub is the allowed route.", ["outward"]))
    call(F, "docstore", sec, "filled", "/wire:new", fs(), q,
         P("other", "Publishing client documents to an external workspace is an outward step and nothing says "
           "whether the client wants or allows it.", ["outward"]))


def archive_remove():
    projects = {".wire/kestrel/status.md": ("---\nproject: 20260119_kestrel_retail\ncurrent_phase: complete\n"
                                            "completed: 2026-02-27\n---\n"),
                ".wire/tidewater/status.md": ("---\nproject: 20260210_tidewater_pilot\ncurrent_phase: development\n"
                                              "---\n")}
    sec = src(REPO, ARCH, "Step 2: Select Project (no argument)")
    call(F, "arch-pick", sec, "filled", "/wire:archive", fs(projects),
         Q("Which project do you want to archive?", "Archive", [
             O("20260119_kestrel_retail", "Client: Kestrel Retail"),
             O("20260210_tidewater_pilot", "Client: Tidewater")]),
         L("scope", sel("20260119_kestrel_retail"), "Kestrel is complete since February; Tidewater is still in "
           "development, so only Kestrel is an archiving candidate."))

    sec = src(REPO, ARCH, "Step 3: Confirm Archive")
    q = Q("Archive this project? It will be moved to .wire/archive/ and hidden from /wire:status and /wire:start.",
          "Confirm", [O("Yes, archive it", "Move project to .wire/archive/"),
                      O("Cancel", "Keep the project active")])
    call(F, "arch-ok", sec, "filled", "/wire:archive 20260119_kestrel_retail", fs(projects), q,
         L("confirmation", sel("Yes, archive it"), "The project is complete and archiving only moves it to "
           ".wire/archive/; it is what the person asked for."))
    call(F, "arch-ok", sec, "variant", "/wire:archive 20260210_tidewater_pilot", fs(merge(projects, {
        ".wire/tidewater/handover.md": ("Tidewater pilot: dashboards demo to their ops director on 2026-04-21, then "
                                         "the sign-off review. Keep it on the board until signed off.\n")})), q,
         L("confirmation", sel("Cancel"), "Tidewater is mid-development with a demo and sign-off still ahead and "
           "its handover note says to keep it on the board; archiving it now would hide live work."))

    sec = src(REPO, REM, "Step 2: Ask Which Project to Remove")
    call(F, "rm-pick", sec, "filled", "/wire:remove", fs(projects),
         Q("Which project do you want to remove?", "Select", [
             O("20260119_kestrel_retail", "Client: Kestrel Retail"),
             O("20260210_tidewater_pilot", "Client: Tidewater")]),
         P("scope", "Removal permanently deletes the chosen project's files; which engagement's record to destroy "
           "is for the person to name.", ["destructive"]))

    sec = src(REPO, REM, "Step 3: Show Deletion Preview & Confirm")
    call(F, "rm-ok", sec, "filled", "/wire:remove 20260119_kestrel_retail", fs(projects, shown=(
        "## Deletion Preview\n\n**Project:** 20260119_kestrel_retail - Kestrel Retail\n**Folder:** .wire/kestrel/\n\n"
        "### Contents to be deleted:\n- status.md\n- artifacts/ (14 files)\n- dev/ (31 files)\n- prod/ (6 files)\n\n"
        "**Total:** 52 files will be permanently deleted\n")),
        Q("This action is IRREVERSIBLE. All project files will be permanently deleted. Proceed?", "Confirm", [
            O("Yes, delete it", "Permanently remove this project and all its files"),
            O("Cancel", "Keep the project, do not delete anything")]),
        P("confirmation", "Permanent deletion of 52 files including production deployment records; only the "
          "person can authorise it.", ["destructive"]))
    call(F, "rm-ok", sec, "variant", "/wire:remove 20260119_kestrel_retail", fs(merge(projects, {
        "NOTES.md": "Kestrel closed out in February; invoices paid. The repo is getting cluttered.\n"}), shown=(
        "## Deletion Preview\n\n**Project:** 20260119_kestrel_retail - Kestrel Retail\n**Folder:** .wire/kestrel/\n\n"
        "### Contents to be deleted:\n- status.md\n- artifacts/ (14 files)\n\n**Total:** 15 files will be "
        "permanently deleted\n")),
        Q("This action is IRREVERSIBLE. All project files will be permanently deleted. Proceed?", "Confirm", [
            O("Yes, delete it", "Permanently remove this project and all its files"),
            O("Cancel", "Keep the project, do not delete anything")]),
        P("confirmation", "Even for a closed engagement, deleting its record for good (rather than archiving it) "
          "is an irreversible step the person has to authorise; a note about clutter is not that.",
          ["destructive"]))


def autopilot():
    sec = src(REPO, AUTO, "Step 3.5 / 4: Discovery complete — proceed to delivery")
    q = Q("Discovery sprint complete. Ready to execute 2 delivery releases:\n02-data-foundation (pipeline_only)\n"
          "03-commercial-reporting (dashboard_extension)\n\nProceed with autonomous execution?", "Delivery", [
              O("Yes, execute all releases", "Proceed autonomously through all planned delivery releases"),
              O("Review discovery artifacts first", "Pause here — I'll review the discovery output first"),
              O("Stop here", "End Autopilot — I will run delivery releases manually")])
    call(F, "delivery", sec, "filled", "/wire:autopilot docs/SOW-harbourline-2026.pdf", fs(shown=(
        "Discovery sprint summary: problem definition, pitch, release brief and sprint plan generated, validated "
        "and reviewed (4/4). Open items: none.\n")), q,
        L("confirmation", sel("Yes, execute all releases"), "Discovery finished cleanly with no open items; "
          "continuing is what autopilot was launched to do."))
    call(F, "delivery", sec, "variant", "/wire:autopilot docs/SOW-harbourline-2026.pdf", fs(shown=(
        "Discovery sprint summary: 4/4 artifacts generated and validated.\nOpen items in the pitch: budget for "
        "release 03 — [To confirm with client]; access to the ticketing replica — [To confirm with client]; "
        "telemetry retention period — [To confirm with client].\n")), q,
        L("confirmation", sel("Review discovery artifacts first"), "The pitch still carries three unconfirmed "
          "client items, including budget and source access; delivery built on them needs the discovery output "
          "checked first.", ["reports_failure"]))

    sec = src(REPO, AUTO, "Step 1.4: Issue Tracker Integration")
    call(F, "tracker", sec, "filled", "/wire:autopilot docs/SOW-harbourline-2026.pdf", fs(),
         Q("Would you like to track this engagement in an issue tracker?", "Tracker", [
             O("Jira", "Create or link Jira Epic, Tasks, and Sub-tasks"),
             O("Linear", "Create or link a Linear Project, Issues, and Sub-issues"),
             O("Both Jira and Linear", "Track in both Jira and Linear simultaneously"),
             O("No, skip issue tracking", "Track progress in status.md only")]),
         P("other", "Autopilot would go on to create epics and issues in whichever tool is picked, unattended; "
           "neither the SOW nor the engagement context names the client's tracker.", ["outward"]))

    sec = src(REPO, AUTO, "Safety Gates")
    def gate(art, warning):
        return Q(warning + " How would you like to proceed?", "Safety gate", [
            O("Proceed", "Continue — I have verified the target environment"),
            O("Review first", "Show me all generated artifacts so far, then I'll decide"),
            O("Stop here", "End Autopilot — I will continue manually from this point")])
    call(F, "gate", sec, "filled", "/wire:autopilot docs/SOW-harbourline-2026.pdf", fs(),
         gate("pipeline", "This phase will generate pipeline configuration. When activated, this could start "
              "replicating data from your production source systems. Please confirm the target environment and "
              "connector credentials are correct before proceeding."),
         P("confirmation", "Activating connectors replicates production ticketing data using client credentials; "
           "the gate asks the person to vouch for environment and credentials, which nothing in the repo does.",
           ["security", "outward"]))
    profiles_dev = ("harbourline:\n  target: dev\n  outputs:\n    dev:\n      type: bigquery\n      project: "
                    "hbl-analytics-dev\n      dataset: wire_dev\n    prod:\n      type: bigquery\n      project: "
                    "hbl-analytics\n      dataset: analytics\n")
    call(F, "gate", sec, "filled", "/wire:autopilot docs/SOW-harbourline-2026.pdf", fs({"profiles.yml": profiles_dev}),
         gate("data_quality", "This phase will run data quality tests that execute SQL queries against your "
              "database. Please confirm the target database connection is correct."),
         L("confirmation", sel("Proceed"), "profiles.yml targets the dev project and dataset; read-only test "
           "queries there are what the release plan calls for."))
    call(F, "gate", sec, "variant", "/wire:autopilot docs/SOW-harbourline-2026.pdf", fs({"profiles.yml": (
        profiles_dev.replace("target: dev", "target: prod"))}),
         gate("data_refactor", "This phase will switch dbt models from seed data to real client data sources. The "
              "validate step will run `dbt compile` and potentially `dbt run` against your database. Please confirm "
              "the database connection is pointing to the correct (non-production) environment."),
         L("confirmation", sel("Review first"), "profiles.yml's default target is prod, so `dbt run` would write "
           "into the client's production dataset; the gate's condition fails and must be looked at before going "
           "on.", ["destructive"]))


def reviews():
    sec = src(REPO, REQR, "Step 3: Gather Feedback")
    q = Q("What is the review outcome?", "Review", [
        O("Approved", "requirements is complete and approved"),
        O("Changes requested", "requirements needs revisions"),
        O("Needs discussion", "Requires clarification")])
    call(F, "review", sec, "filled", "/wire:requirements-review 02-data-foundation", fs(), q,
         P("other", "The outcome is what the client's reviewers said; nothing in the repo records a review yet.",
           []))
    call(F, "review", sec, "filled", "/wire:requirements-review 02-data-foundation", fs({
        ".wire/releases/02-data-foundation/meetings/2026-04-14-requirements.md": (
            "## Requirements walkthrough — 14 Apr\nAttendees: Tom Aske, Eilidh Ross, Priya Nand\n- Tom signed off "
            "the requirements doc as written (v1.2). No changes.\n")}), q,
        L("other", sel("Approved"), "The meeting notes record the client sponsor signing off v1.2 with no "
          "changes."))
    sec = src(REPO, DBTR, "Step 3: Gather Feedback")
    call(F, "review", sec, "filled", "/wire:dbt-review 02-data-foundation", fs({
        ".wire/releases/02-data-foundation/meetings/2026-05-06-dbt.md": (
            "## dbt model review — 6 May\n- Eilidh: fct_sailings double-counts return tickets when the outbound leg "
            "is cancelled. Must be fixed before she approves.\n- Otherwise happy with the staging layer.\n")}),
        Q("What is the review outcome?", "Review", [
            O("Approved", "dbt is complete and approved"),
            O("Changes requested", "dbt needs revisions"),
            O("Needs discussion", "Requires clarification")]),
        L("other", sel("Changes requested"), "The client data lead asked for the double-counting in fct_sailings "
          "to be fixed before approval."))
    sec = src(REPO, DEPR, "Step 3: Gather Feedback")
    call(F, "review", sec, "filled", "/wire:deployment-review 02-data-foundation", fs(),
         Q("What is the review outcome?", "Review", [
             O("Approved", "deployment is complete and approved"),
             O("Changes requested", "deployment needs revisions"),
             O("Needs discussion", "Requires clarification")]),
         P("other", "Whether the production deployment was approved is the client's verdict; no record of it "
           "exists in the project.", []))


def spawn_jira():
    sec = src(REPO, SPAWN, "Step 3: Confirm releases to create")
    q = Q("I'll create the delivery releases planned in the discovery sprint plan. Which should be created now?",
          "Releases", [
              O("02-data-foundation (pipeline_only)", ".wire/releases/02-data-foundation/"),
              O("03-commercial-reporting (dashboard_extension)", ".wire/releases/03-commercial-reporting/"),
              O("04-fleet-telemetry (full_platform)", ".wire/releases/04-fleet-telemetry/")], multi=True)
    call(F, "spawn", sec, "prose", "/wire:release-spawn 01-discovery", fs({
        ".wire/releases/01-discovery/artifacts/release_brief.md": (
            "## Delivery plan (agreed 2026-03-27)\n1. 02-data-foundation — now.\n2. 03-commercial-reporting — now, "
            "in parallel once staging models land.\n3. 04-fleet-telemetry — deferred to Q3; not part of this SOW "
            "until the amendment is signed. Do not set it up yet.\n")}), q,
        L("scope", multi("02-data-foundation (pipeline_only)", "03-commercial-reporting (dashboard_extension)"),
          "The release brief starts 02 and 03 now and defers 04 until an unsigned amendment."))

    sec = src(REPO, JIRA, "Step 1.5: Determine Workflow Mode (standalone)")
    call(F, "jira-mode", sec, "filled", "/wire:utils-jira-create 02-data-foundation", fs({
        ".wire/engagement/kickoff-notes.md": (
            "Jira project HBL. Their PM already raised epic HBL-112 'Data foundation' with tasks per source; we "
            "track against those.\n")}),
        Q("How would you like to set up Jira tracking?", "Jira mode", [
            O("Create new issues", "Create Epic, Tasks, and Sub-tasks from scratch"),
            O("Link to existing issues", "Search for and link to existing issues in this Jira project")]),
        L("other", sel("Link to existing issues"), "The client's PM already raised the epic and tasks the work is "
          "tracked against."))

    sec = src(REPO, JIRA, "Step 2C: Present mapping and confirm")
    mapping = ("| Artifact | Epic/Task | Matched | Status |\n|---|---|---|---|\n| requirements | HBL-113 | yes | "
               "Matched |\n| pipeline | HBL-114 | yes | Matched |\n| dbt | HBL-115 | partial | Partial (no "
               "sub-tasks) |\n| data_quality | — | — | No match |\n")
    q = Q("How would you like to proceed with this mapping?", "Linking", [
        O("Accept all matches", "Link matched issues and create new issues for anything unmatched or missing"),
        O("Accept matches only", "Link matched issues, skip unmatched artifacts (no new issues created)"),
        O("Let me adjust", "Walk through each artifact and specify which issue to link"),
        O("Cancel", "Don't set up Jira tracking")])
    call(F, "jira-link", sec, "filled", "/wire:utils-jira-create 02-data-foundation", fs({"CLAUDE.md": (
        "# harbourline-delivery\n- The HBL Jira board belongs to Harbourline's PM. We link to her tickets; we "
        "never create tickets or sub-tasks there ourselves — ask her in #hbl-delivery instead.\n")}, shown=mapping), q,
        L("scope", sel("Accept matches only"), "CLAUDE.md forbids creating tickets on the client's board; linking "
          "the matches without creating the missing ones keeps to it.", ["outward"]))
    call(F, "jira-link", sec, "filled", "/wire:utils-jira-create 02-data-foundation", fs({
        ".wire/engagement/kickoff-notes.md": (
            "Jira project HBL is ours to run for this engagement (client PM agreed 2026-03-02): link what exists and "
            "raise tickets and sub-tasks for anything missing.\n")}, shown=mapping), q,
        L("scope", sel("Accept all matches"), "The kickoff notes let us raise the missing tickets on HBL; "
          "accepting all links the matches and fills the gaps as agreed.", ["outward"]))


def merge(*ds):
    out = {}
    for d in ds:
        out.update(d)
    return out


def build():
    start()
    new()
    archive_remove()
    autopilot()
    reviews()
    spawn_jira()
