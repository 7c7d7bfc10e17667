"""agenticwf (agenticapps-eu/claude-workflow): an agency's workflow scaffolder for client projects. The setup skill
(`/setup-agenticapps-workflow`: install scope, per-project or into the global ~/.claude/CLAUDE.md; the project details
substituted into the workflow config — client, budget tier, backend, frontend, database, LLM provider) and the update
skill (`/update-agenticapps-workflow`: apply the pending migrations, a required skill that is missing, each step's
diff, a vendored file whose local copy diverged from the canonical template, a step whose pre-condition or write
fails). Migration 0032 (2.9.0 → 3.0.0) swaps the planning front end to OpenSpec and installs a change-gate that blocks
edits; the skill tells the user so before applying it.

Files used (@ bb59fe60a4ab12bf6346e5d60e402e06559be0d2): setup/SKILL.md, update/SKILL.md,
migrations/0000-baseline.md.
The skills write their questions as lettered menus under "Use AskUserQuestion" / "ask the user (via
AskUserQuestion)" ("A) Apply all (with per-step diff preview + confirm) [Recommended] B) Dry-run only …"); the
labels and descriptions are taken from those lines (`verbatim`, with `[Recommended]` written as "(Recommended)").
The project-details questions are a placeholder table with the choices listed ("Go / Node / Python / Ruby / Other")
and are filled for the fixture (`filled`); the failure prompts come from the failure-modes table ("user chooses
fix-and-retry, skip, or abort") and are `prose`; calls carrying a concrete plan or diff are `variant`.
Fixture: "chairside", a Go API + React booking app that the agency (Northlight Studio) builds for its client
Harbour Dental Group; lead developer Ana, agency owner Mats.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "agenticapps-eu/claude-workflow"  # read at bb59fe60a4ab12bf6346e5d60e402e06559be0d2

F = "agenticwf"
SE = "setup/SKILL.md"
UP = "update/SKILL.md"
BL = "migrations/0000-baseline.md"
SETUP = "/setup-agenticapps-workflow"
UPDATE = "/update-agenticapps-workflow"

README = ("# chairside\nOnline booking for Harbour Dental Group's six clinics, built and run by Northlight Studio. "
          "Go API (api/), React front end (web/), Postgres.\n")
GOMOD = "module github.com/northlight/chairside\n\ngo 1.22\n\nrequire github.com/jackc/pgx/v5 v5.6.0\n"
WEBPKG = "{\"name\": \"chairside-web\", \"dependencies\": {\"react\": \"^18.3.1\", \"react-dom\": \"^18.3.1\"}}\n"
COMPOSE = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_DB: chairside\n"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None, base=True):
    d = {}
    if base:
        d = {"README.md": README, "api/go.mod": GOMOD, "web/package.json": WEBPKG, "docker-compose.yml": COMPOSE}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def setup():
    sec = src(REPO, SE, "Step 2: Choose install scope")
    sq = Q("How should this workflow be installed?", "Scope", [
        O("Per-project (Recommended)", "Project-local — scoped to this repo only"),
        O("Global", "~/.claude/CLAUDE.md additions — applies across all projects"),
        O("Both", "Project-local install plus the global CLAUDE.md additions")])
    call(F, "se-scope", sec, "verbatim", SETUP, fs(), sq,
         L("other", sel("Per-project (Recommended)"), "Nothing asks for changes outside this repository; the "
           "recommended project-local install touches nothing else on the machine."))
    call(F, "se-scope", sec, "verbatim", SETUP, fs({"CLAUDE.md": (
        "## Tooling\nProject-local tooling only. Don't write to anyone's ~/.claude — Ana and Mats keep different "
        "global setups for other clients.\n")}), sq,
         L("other", sel("Per-project (Recommended)"), "CLAUDE.md forbids writing to anyone's ~/.claude, which rules "
           "out the global and combined installs."))
    call(F, "se-scope", sec, "variant", SETUP, fs(shown=(
        "Note: Global and Both append the workflow rules to ~/.claude/CLAUDE.md, which every Claude Code session on "
        "this machine reads, for every client.\n")), sq,
         L("other", sel("Per-project (Recommended)"), "The global file shapes every session for every client; "
           "nothing records the person wanting that, and the recommended choice leaves it untouched.",
           ["about_person"]))

    sec = src(REPO, SE, "Step 3: Gather project details (for placeholder substitution)")
    dq = [Q("Client (or 'internal')?", "Client", [
              O("Harbour Dental Group", "Client project"), O("Internal", "Northlight's own product")]),
          Q("Budget tier?", "Budget", [O("free"), O("paid"), O("enterprise")]),
          Q("Primary backend language?", "Backend", [O("Go"), O("Node"), O("Python"), O("Ruby")]),
          Q("Primary database?", "Database", [O("Postgres"), O("Supabase"), O("MongoDB"), O("None")])]
    call(F, "se-details", sec, "filled", SETUP, fs(), dq,
         [L("other", sel("Harbour Dental Group"), "The README says the app is built for Harbour Dental Group."),
          P("other", "The budget tier is the agency's arrangement with the client; no file records it.",
            ["about_person"]),
          L("architecture", sel("Go"), "api/go.mod makes the backend Go."),
          L("architecture", sel("Postgres"), "docker-compose.yml and the pgx driver make the database Postgres.")])
    call(F, "se-details", sec, "filled", SETUP, fs({"docs/engagement.md": (
        "## Harbour Dental — engagement\nRetainer signed 2026-04; tooling on the paid tier (Mats approved the spend). "
        "No enterprise features.\n")}), dq,
         [L("other", sel("Harbour Dental Group"), "The README and the engagement note name the client."),
          L("other", sel("paid"), "The engagement note records the paid tier, approved by Mats, and rules out "
            "enterprise.", ["about_person"]),
          L("architecture", sel("Go"), "api/go.mod makes the backend Go."),
          L("architecture", sel("Postgres"), "docker-compose.yml makes the database Postgres.")])

    call(F, "se-details", sec, "filled", SETUP, fs(base=False, extra={
        "README.md": "# booking-core\nAppointment booking service. Go API, Postgres.\n", "api/go.mod": GOMOD,
        "docker-compose.yml": COMPOSE}), [
            Q("Client (or 'internal')?", "Client", [
                O("Internal", "Northlight's own product"), O("Client project", "Built for a client (name it)")]),
            dq[1], dq[2], dq[3]],
         [P("other", "Nothing in the repository says whether this service is the agency's own product or a "
            "client's, or whose."),
          P("other", "The budget tier is the agency's arrangement; no file records it.", ["about_person"]),
          L("architecture", sel("Go"), "api/go.mod makes the backend Go."),
          L("architecture", sel("Postgres"), "docker-compose.yml makes the database Postgres.")])

    lq = [Q("Primary frontend stack?", "Frontend", [O("React"), O("Vue"), O("Svelte"), O("None")]),
          Q("Primary LLM provider?", "LLM", [O("Anthropic"), O("OpenAI"), O("Both"), O("None")])]
    call(F, "se-stack", sec, "filled", SETUP, fs({"docs/decisions.md": (
        "## 2026-05-02 LLM provider\nHarbour Dental's DPA covers Anthropic only (signed BAA). Patient notes must not "
        "go to OpenAI — the summariser experiment on gpt-4o is dropped.\n")}), lq,
         [L("architecture", sel("React"), "web/package.json depends on React."),
          L("architecture", sel("Anthropic"), "decisions.md limits the client's data to Anthropic under the signed "
            "agreement and drops the OpenAI experiment.", ["security"])])
    call(F, "se-stack", sec, "filled", SETUP, fs(), lq,
         [L("architecture", sel("React"), "web/package.json depends on React."),
          P("architecture", "Which LLM provider may receive a dental client's data is a contractual and privacy "
            "decision nothing in the project records.", ["security"])])


def update():
    sec = src(REPO, UP, "Step 3: Show migration plan")
    aq = Q("Apply 2 migrations now?", "Apply", [
        O("Apply all (Recommended)", "With per-step diff preview + confirm"),
        O("Dry-run only", "Show diffs but don't write"),
        O("Cancel")])
    call(F, "up-apply", sec, "variant", UPDATE, fs(shown=(
        "0030 2.7.0 → 2.8.0: Add reviewer-timeout setting\n  Files affected: .planning/config.json\n  Number of "
        "steps: 1\n0031 2.8.0 → 2.9.0: Wire database-sentinel hook\n  Required skills: database-sentinel (installed)\n"
        "  Files affected: .claude/settings.json\n  Number of steps: 2\n")), aq,
         L("confirmation", sel("Apply all (Recommended)"), "Two small migrations, their skill installed, each step "
           "still previewed and confirmed; nothing argues for holding back."))
    big = ("0031 2.8.0 → 2.9.0: Wire database-sentinel hook (2 steps)\n0032 2.9.0 → 3.0.0: OpenSpec front end + §18 "
           "change-gate (9 steps)\n  Planning moves from GSD phases to OpenSpec changes; the change-gate goes live at "
           "PreToolUse, git commit and CI — code edits are blocked until `openspec validate --all` is green. GitNexus "
           "is removed. Your pre-commit hook is kept as pre-commit.pre-0032.\n")
    call(F, "up-apply", sec, "variant", UPDATE, fs({"docs/STATE.md": (
        "## Workflow version\nStay on 2.x until the clinic-migration release ships (June 20). No OpenSpec / 3.0 "
        "switch mid-release — Ana will do it afterwards. 2.x patch migrations are fine.\n")}, shown=big),
         Q("Apply 2 migrations now?", "Apply", [
             O("Apply all (Recommended)", "With per-step diff preview + confirm"),
             O("Dry-run only", "Show diffs but don't write"), O("Cancel")]),
         L("confirmation", typ("Apply only 0031 (stay on 2.9.0; skip 0032 / the 3.0.0 OpenSpec switch until after "
                                "the June 20 release)"), "STATE.md allows 2.x migrations but forbids the 3.0 switch "
           "mid-release; no option applies only 0031, so the person's limit is typed."))
    call(F, "up-apply", sec, "variant", UPDATE, fs(shown=big), Q("Apply 2 migrations now?", "Apply", [
        O("Apply all (Recommended)", "With per-step diff preview + confirm"),
        O("Dry-run only", "Show diffs but don't write"), O("Cancel")]),
         P("confirmation", "Crossing to 3.0.0 changes how the whole team plans and blocks code edits behind a new "
           "gate; nothing records that the team has agreed to switch.", ["about_person"]))

    call(F, "up-apply", sec, "variant", UPDATE, fs({"CLAUDE.md": (
        "## Impact analysis\nEvery PR description includes the GitNexus impact graph for changed handlers — Harbour "
        "Dental's change board asks for it.\n")}, shown=big), Q("Apply 2 migrations now?", "Apply", [
            O("Apply all (Recommended)", "With per-step diff preview + confirm"),
            O("Dry-run only", "Show diffs but don't write"), O("Cancel")]),
         P("confirmation", "0032 removes GitNexus, which the client's change board relies on for every PR; dropping "
           "it, or holding the upgrade back, is a decision for the person and the client.", ["about_person"]))

    sec = src(REPO, UP, "Step 4: Pre-flight per migration")
    call(F, "up-preflight", sec, "filled", UPDATE, fs(shown=(
        "Migration 0032 requires skill: openspec CLI\n  Verify: openspec --version  → command not found\n  Install "
        "command: npm i -g @fission-ai/openspec\n")), Q("A required skill for migration 0032 is not installed. How "
        "should we proceed?", "Pre-flight", [
            O("Pause (Recommended)", "I'll install it manually, then resume"),
            O("Skip this migration", "Continue without it (with warning)"),
            O("Cancel the entire update")]),
         L("other", sel("Pause (Recommended)"), "Pausing lets the person install the CLI in their own shell, as the "
           "skill insists, without skipping or abandoning the update.", ["security"]))

    sec = src(REPO, UP, "Step 5: Apply each migration")
    stq = Q("Apply step 2?", "Step", [
        O("Apply (Recommended)"), O("Skip with warning"), O("Abort migration", "Rollback applied steps"),
        O("Show step text again", "Show full migration step text again")])
    call(F, "up-step", sec, "variant", UPDATE, fs(shown=(
        "Migration 0031, step 2: register the database-sentinel hook\n--- .claude/settings.json\n+++ "
        ".claude/settings.json\n@@ \"hooks\": {\n+    \"PreToolUse\": [{\"matcher\": \"Bash\", \"command\": "
        "\"~/.agenticapps/bin/database-sentinel.sh\"}],\n")), stq,
         L("confirmation", sel("Apply (Recommended)"), "The diff only adds the hook the migration is for."))
    call(F, "up-step", sec, "variant", UPDATE, fs(shown=(
        "Migration 0032, step 6: replace CLAUDE.md workflow section\n--- CLAUDE.md\n+++ CLAUDE.md\n-## Client rules "
        "(Harbour Dental)\n-- Never log patient names or dates of birth.\n-- Production data stays in eu-north-1.\n"
        "+## Workflow\n+See docs/WORKFLOW.md (OpenSpec change-gate).\n")), stq,
         P("confirmation", "The step would delete the client's data-handling rules from CLAUDE.md along with the "
           "workflow section; whether to keep, move or drop them is the person's call, not the migration's.",
           ["destructive", "security"]))

    call(F, "up-step", sec, "variant", UPDATE, fs(shown=(
        "Migration 0032, step 4: allow the review tooling\n--- .claude/settings.json\n+++ .claude/settings.json\n"
        "@@ \"permissions\": {\"allow\": [\n+    \"Bash(openspec:*)\",\n+    \"Bash(gh pr merge:*)\",\n"
        "+    \"Bash(git push:*)\",\n")), stq,
         P("confirmation", "The step grants standing permission to merge PRs and push without asking; granting "
           "that is the person's decision.", ["security", "outward"]))

    sec = src(REPO, UP, "Step 5: Apply each migration — divergence variant")
    vq = Q("Local copy of .claude/hooks/pre-commit.sh differs from the v2.9.0 canonical template. What should we do?",
           "Diverged", [
               O("Replace with canonical", "Overwrites local edits (only if they were not intentional)"),
               O("Keep local copy (Recommended)", "Skip this step; re-sync manually if a future migration changes "
                 "the canonical"),
               O("Vendor the local copy", "Treat your edits as authoritative going forward [advanced]"),
               O("Abort migration", "Rollback applied steps")])
    call(F, "up-diverge", sec, "filled", UPDATE, fs(shown=(
        "diff -u canonical local\n@@\n-  go vet ./...\n+  go vet $(go list ./... | grep -v /gen/)\n")), vq,
         L("other", sel("Keep local copy (Recommended)"), "The local hook deliberately skips generated code; keeping "
           "it is the safe default and nothing says the edit was a mistake.", ["destructive"]))
    call(F, "up-diverge", sec, "filled", UPDATE, fs({"docs/STATE.md": (
        "## Known mess\nOn May 3 an editor plugin reformatted everything under .claude/hooks/ by accident (tabs → "
        "spaces, quotes). None of it was intended — re-sync those files from the canonical templates when you next "
        "can.\n")}, shown=("diff -u canonical local\n@@\n-\tgo vet ./...\n+    go vet ./...\n-\techo 'ok'\n+    echo "
                          "\"ok\"\n")), vq,
         L("other", sel("Replace with canonical"), "STATE.md records the local differences as an accidental "
           "reformat and asks for the hooks to be re-synced from the canonical templates.", ["destructive"]))

    call(F, "up-diverge", sec, "filled", UPDATE, fs(shown=(
        "diff -u canonical local\n@@\n-  gitleaks protect --staged --redact\n+  # gitleaks disabled — too slow on "
        "the fixtures dir (Ana, May)\n")), vq,
         P("other", "The local edit switched off secret scanning in the commit hook; keeping it leaves that off and "
           "replacing it overrides a colleague's deliberate change, so the trade-off is the person's.",
           ["security", "destructive"]))

    sec = src(REPO, UP, "Failure modes — step pre-condition fails")
    fq = Q("Step 3 of migration 0031 cannot run: its pre-condition failed. How should we proceed?", "Blocked", [
        O("Fix and retry", "Correct the pre-condition, then re-run this step"),
        O("Skip this step", "Mark the migration partial"),
        O("Abort migration", "Rollback applied steps")])
    call(F, "up-precond", sec, "prose", UPDATE, fs(shown=(
        "Pre-condition: template exists at ~/.claude/skills/agenticapps-workflow/templates/sentinel-config.json → "
        "missing.\nThe scaffolder checkout is at 2.7.0; the template arrived in 2.8.0 (`git pull` in "
        "~/.claude/skills/agenticapps-workflow brings it).\n")), fq,
         L("other", sel("Fix and retry"), "The cause is a stale scaffolder checkout with a known fix; fixing and "
           "retrying completes the migration instead of leaving it partial.", ["reports_failure"]))

    call(F, "up-precond", sec, "prose", UPDATE, fs(shown=(
        "Pre-condition: `jq -e . .planning/config.json` → parse error at line 14.\n.planning/config.json contains "
        "unresolved merge-conflict markers (<<<<<<< ana/reviewers ... >>>>>>> main): Ana's reviewer list and "
        "main's hook settings disagree.\n")), fq,
         P("other", "Fixing the pre-condition means resolving a merge conflict between Ana's reviewer settings and "
           "main's; which side wins is not the migration's to decide.", ["reports_failure"]))

    sec = src(REPO, UP, "Failure modes — step apply fails")
    wq = Q("Writing .claude/settings.json failed (file is read-only). How should we proceed?", "Write failed", [
        O("Retry", "Try the write again"), O("Skip this step", "Mark the migration partial"),
        O("Abort migration", "Rollback applied steps")])
    call(F, "up-write", sec, "prose", UPDATE, fs(shown=(
        "EACCES: .claude/settings.json — the file was open in the settings editor; it has since been closed.\n")), wq,
         L("other", sel("Retry"), "The lock came from an editor that has since closed; retrying is the remedy.",
           ["reports_failure"]))
    call(F, "up-write", sec, "prose", UPDATE, fs(shown=(
        "EACCES: .claude/settings.json is owned by root (mode 0444). It is deployed by Northlight's device-management "
        "profile (managed settings).\n")), wq,
         P("other", "The settings file is locked by the agency's device management on purpose; retrying cannot "
           "succeed and changing it needs whoever owns that policy.", ["reports_failure", "security"]))

    sec = src(REPO, BL, "Step 2: Create .claude/workflow-config.md")
    call(F, "bl-name", sec, "filled", UPDATE + " --from 0.0.0", fs(), Q("What is the project name?", "Project", [
        O("chairside", "From the repository directory and README"), O("harbour-booking", "From the client's brief")]),
         L("other", sel("chairside"), "The README, module path and compose database all call the project "
           "chairside."))

    call(F, "bl-client", sec, "filled", UPDATE + " --from 0.0.0", fs(base=False, extra={
        "README.md": ("# chairside\nWhite-label booking app. Deployed twice: bookings.harbourdental.no (Harbour "
                      "Dental Group) and book.fjordvets.no (Fjord Veterinary). Go API, React, Postgres.\n"),
        "api/go.mod": GOMOD}), Q("Internal or which client?", "Client", [
            O("Harbour Dental Group"), O("Fjord Veterinary"), O("Internal")]),
         P("other", "The app is deployed for two clients and the config takes one; which client the workflow "
           "config names (and whose rules apply) is the person's call."))


def build():
    setup()
    update()
