"""flow (ll931217/dotfiles): a PRD-driven workflow of slash commands (/flow:plan → /flow:generate-tasks →
/flow:implement → /flow:cleanup) that keeps PRDs with YAML frontmatter in .flow/, tracks tasks in beads (bd) and
works in git worktrees. Its questions are JavaScript AskUserQuestion blocks (question, header, options with
descriptions, multiSelect) collected in one templates file and repeated in the commands.

Files read:
  .claude/commands/flow/shared/templates/ask-user-questions.md @ aa147b93f218758e3fc35bda49a014e7f5ec58c1
      (Worktree Selection Prompt, PRD Action Prompt, PRD Status Warning, PRD Approval Workflow, Worktree Cleanup
       Prompt, Cleanup Options, Task Generation Update Options, PRD Regeneration Prompt, Clarification Request)
  .claude/commands/flow/cleanup.md @ 3aab8dc9a6b5d98f560e463cd35fc2e7ee43b5f0 (Process 1-3: PRD discovery,
      completion check, worktree cleanup)

"Worktree Cleanup" (16 characters) is shortened to "Cleanup WT" and "Task Generation" headers kept as given
("Task Update", "Next Step"); "Clarification" (13) is shortened to "Clarify" (the file-upload example keeps its
own "File Upload").

Fixtures: ledgerly (a Next.js + Postgres bookkeeping app for freelancers; Priya owns product and approves PRDs,
Kofi merges to main through reviewed PRs), trailmap (a one-person Go CLI; its owner lets /flow:cleanup merge
finished worktrees into main locally) and pantry-api (a FastAPI service in a monorepo whose tooling breaks in
worktrees).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import FLOW

F = "flow"
T = ".claude/commands/flow/shared/templates/ask-user-questions.md"
C = ".claude/commands/flow/cleanup.md"


def S(path, section):
    return src(FLOW, path, section)


LG_MD = ("# ledgerly\n\nNext.js 15 + Postgres (Drizzle). Bookkeeping for freelancers.\n"
         "- Team: Priya (product; approves every PRD before work starts), Kofi (tech lead; merges to main via reviewed PR).\n"
         "- main is protected. Feature work happens in worktrees under ../ledgerly-wt/.\n")
LG = {"CLAUDE.md": LG_MD, "package.json": "{\"name\": \"ledgerly\", \"private\": true}", ".git/HEAD": "ref: refs/heads/feature/invoice-reminders\n"}
TM_MD = ("# trailmap\n\nGo 1.23 CLI that cleans and merges GPX tracks. Solo project (me).\n"
         "- /flow:cleanup may merge finished feature worktrees into main locally and delete the merged branch. Never push; I push myself.\n")
TM = {"CLAUDE.md": TM_MD, "go.mod": "module github.com/trailmap/trailmap\n\ngo 1.23\n", ".git/HEAD": "ref: refs/heads/feature/elevation-smoothing\n"}
PA_MD = ("# pantry-api\n\nFastAPI service in the kitchen-os monorepo (services/pantry-api).\n"
         "- Do not use git worktrees here: the monorepo's Bazel cache and pre-commit hooks break in worktrees. Branch in place.\n")
PA = {"CLAUDE.md": PA_MD, "pyproject.toml": "[project]\nname = \"pantry-api\"\nrequires-python = \">=3.12\"\n"}


def prd(name, status, branch, extra=""):
    return (f"---\nname: {name}\nstatus: {status}\nversion: 2\ngit:\n  branch: {branch}\n  parent_branch: main\n---\n"
            f"# PRD: {name}\n{extra}")


def build():
    # ---- /flow:plan worktree selection ----
    sec = S(T, "Worktree Selection Prompt")
    wq = Q("PRDs work best in isolated worktrees for better branch/feature management. What would you like to do?", "Worktree",
           [O("Create worktree", "Create a new git worktree and continue PRD planning there (recommended)"),
            O("Continue without worktree", "Proceed with PRD planning in the current directory"),
            O("Exit", "Exit the PRD planning process")])
    call(F, "worktree", sec, "verbatim", "/flow:plan invoice reminders", LG, wq,
         L("other", sel("Create worktree"), "ledgerly does feature work in worktrees; the recommended option matches the project."))
    call(F, "worktree", sec, "verbatim", "/flow:plan pantry expiry alerts", PA, wq,
         L("other", sel("Continue without worktree"), "CLAUDE.md forbids worktrees in this monorepo (Bazel cache and hooks break) — against the recommendation."))
    call(F, "worktree", sec, "verbatim", "/flow:plan elevation smoothing", TM, wq,
         L("other", sel("Create worktree"), "Nothing argues against the recommended worktree; the owner's cleanup rule expects feature worktrees."))

    # ---- PRD action (no PRD matches) ----
    sec = S(C, "Process 1: Auto-Discover PRD — Stage 4: No Match Found")
    aq = lambda lst: Q(f"No PRD matches the current context. Available PRDs: {lst}. What would you like to do?", "PRD Action",
                       [O("Create new PRD", "Run /flow:plan to create a new PRD"), O("Select existing PRD", "Manually select one of the available PRDs"),
                        O("Exit", "Exit the cleanup process")])
    call(F, "prd-action", sec, "filled", "/flow:cleanup", merge(TM, {
        ".flow/prd-elevation-smoothing-v2.md": prd("elevation-smoothing", "implementing", "feature/elevation-smooth"),
        "git-branch.txt": "* feature/elevation-smoothing (renamed from feature/elevation-smooth yesterday)\n"}),
         aq("prd-elevation-smoothing-v2.md (branch feature/elevation-smooth), prd-gpx-merge-v4.md (branch feature/gpx-merge)"),
         L("other", sel("Select existing PRD"), "The branch was only renamed; prd-elevation-smoothing is this work."))
    sec = S(T, "PRD Action Prompt")
    call(F, "prd-action", sec, "filled", "/flow:generate-tasks", merge(LG, {
        ".git/HEAD": "ref: refs/heads/feature/vat-export\n",
        "NOTES.md": "Priya approved the VAT export PRD in Monday's review — PRD lives in the Notion page, not in .flow/ yet.\n",
        ".flow/prd-invoice-reminders-v3.md": prd("invoice-reminders", "approved", "feature/invoice-reminders")}),
         Q("No PRD found matching current context (branch: feature/vat-export, worktree: ledgerly-wt/vat-export). Available PRDs: prd-invoice-reminders-v3.md. What would you like to do?",
           "PRD Action", [O("Create new PRD", "Run /flow:plan to create a new PRD for this context"),
                          O("Select existing PRD", "Manually select one of the available PRDs"), O("Exit", "Exit the process")]),
         L("other", sel("Create new PRD"), "The only PRD is for another feature; the VAT export PRD exists only outside .flow/ and must be written there first."))

    # ---- /flow:implement PRD status warning ----
    sec = S(T, "PRD Status Warning")
    sq = Q("PRD status is \"draft\" - this PRD has not been approved yet. What would you like to do?", "PRD Status",
           [O("Continue anyway", "Proceed with implementation despite draft status"),
            O("Run /flow:generate-tasks", "Generate tasks and approve the PRD first"), O("Exit", "Exit the implementation process")])
    call(F, "status", sec, "verbatim", "/flow:implement", merge(LG, {".flow/prd-invoice-reminders-v2.md": prd("invoice-reminders", "draft", "feature/invoice-reminders")}), sq,
         L("other", person("CLAUDE.md says Priya approves every PRD before work starts; both ways forward either skip her approval or approve the draft for her."),
           "Approval reserved to a named person.", ["about_person"]))
    call(F, "status", sec, "variant", "/flow:implement", merge(TM, {".flow/prd-elevation-smoothing-v2.md": prd("elevation-smoothing", "draft", "feature/elevation-smoothing"),
                                                                  "NOTES.md": "Read the smoothing PRD tonight — it's fine, approve it and get going.\n"}), sq,
         L("other", sel("Run /flow:generate-tasks"), "The owner's note approves the PRD; recording the approval through generate-tasks is the proper route, not skipping the status."))
    call(F, "status", sec, "variant", "/flow:implement", merge(LG, {".flow/prd-invoice-reminders-v3.md": prd("invoice-reminders", "draft", "feature/invoice-reminders",
        "\n## Changelog\n| 3 | 2026-11-20 | Approved by Priya in review (status flip forgotten) |\n")}), sq,
         L("other", sel("Continue anyway"), "The PRD changelog records Priya's approval; only the status field was not flipped, so implementation may go ahead."))

    # ---- /flow:plan PRD approval ----
    sec = S(T, "PRD Approval Workflow")
    pq = Q("Does the PRD summary above meet your requirements?", "Approval",
           [O("Yes, approve", "Approve PRD and proceed to task generation"), O("Review full PRD", "Open the complete PRD file for detailed review"),
            O("No, revise", "Restart from clarifying questions"), O("Changes needed", "Collect feedback and revise")])
    call(F, "approve", sec, "variant", "/flow:plan gpx merge", merge(TM, {
        "request.md": "GPX merge: join several tracks into one, drop duplicate points closer than 2 m, keep timestamps, CLI flag --gap to split on pauses.\n",
        "prd-summary.txt": "Merge N GPX tracks into one; dedupe points < 2 m apart; preserve timestamps; --gap splits on pauses > N minutes.\n"}), pq,
         L("confirmation", sel("Yes, approve"), "The summary matches every point of the owner's written request, and trailmap is a one-person project."))
    call(F, "approve", sec, "variant", "/flow:plan gpx merge", merge(TM, {
        "request.md": "GPX merge: join several tracks into one, drop duplicate points closer than 2 m, keep timestamps, CLI flag --gap to split on pauses.\n",
        "prd-summary.txt": "Merge N GPX tracks into one; dedupe points < 2 m apart; --gap splits on pauses.\n"}), pq,
         L("confirmation", sel("Changes needed"), "The summary drops 'keep timestamps' from the request; feedback and a revision fix it."))
    call(F, "approve", sec, "variant", "/flow:plan invoice reminders", merge(LG, {
        "prd-summary.txt": "Send automatic payment reminders at 7/14/30 days overdue by email; add a paid SMS tier (€2/month) for reminders by text.\n"}), pq,
         L("confirmation", person("The PRD is Priya's to approve and it introduces a paid tier and its price; neither may be approved on her behalf."),
           "Approval and pricing reserved to a named person.", ["about_person"]))

    # ---- /flow:cleanup worktree merge ----
    sec = S(C, "Process 3d: Worktree Cleanup — User Confirmation")
    cq = lambda wt, tgt: Q(f"Worktree detected: {wt}. Merge to {tgt} and cleanup? This will merge the branch, remove the worktree, and delete the feature branch.",
                           "Cleanup WT", [O("Merge and cleanup worktree", "Merge branch to target, remove worktree, and delete feature branch"),
                                          O("Skip worktree cleanup", "Only create summary commit, leave worktree intact for manual cleanup"),
                                          O("Exit", "Abort cleanup to handle worktree merge manually")])
    call(F, "cleanup-wt", sec, "filled", "/flow:cleanup", merge(TM, {"git-status.txt": "clean\n"}), cq("trailmap-wt/elevation-smoothing", "main"),
         L("other", sel("Merge and cleanup worktree"), "The owner's CLAUDE.md lets cleanup merge finished worktrees into main locally and delete the merged branch; nothing is pushed.", ["destructive"]))
    call(F, "cleanup-wt", sec, "filled", "/flow:cleanup", LG, cq("ledgerly-wt/invoice-reminders", "main"),
         L("other", sel("Skip worktree cleanup"), "main is protected and Kofi merges through reviewed PRs; skipping the local merge still completes the cleanup commit.", ["outward", "destructive"]))
    call(F, "cleanup-wt", sec, "filled", "/flow:cleanup", merge(TM, {"git-status.txt": "?? notes/field-test-2026-11-22.gpx (untracked, 41 MB)\n"}),
         cq("trailmap-wt/elevation-smoothing", "main"),
         L("other", sel("Exit"), "The worktree holds an untracked 41 MB field recording that removing the worktree would lose; the merge needs a clean tree, so stop and leave it to the owner.", ["destructive"]))
    call(F, "cleanup-wt", sec, "filled", "/flow:cleanup", {"go.mod": "module example.com/feedr\n\ngo 1.22\n", ".git/HEAD": "ref: refs/heads/feature/opml-import\n"},
         cq("feedr-wt/opml-import", "main"),
         L("other", person("Merging into main, removing the worktree and deleting the branch are destructive and nothing in the folder says who merges to main."),
           "Merge to main and branch deletion with no rule.", ["destructive"]))

    # ---- /flow:cleanup incomplete tasks ----
    sec = S(C, "Process 2b: Completion Check")
    iq = lambda lst: Q(f"Not all tasks are complete yet. Open/In-Progress Issues: {lst}. What would you like to do?", "Cleanup",
                       [O("Continue anyway", "Cleanup only completed tasks"), O("Exit", "Complete remaining tasks first")])
    call(F, "incomplete", sec, "filled", "/flow:cleanup", LG, iq("ldg-41 Send reminder emails (P0, in_progress), ldg-44 Unsubscribe link (P1, open)"),
         L("other", sel("Exit"), "The core reminder-sending task and the unsubscribe link are unfinished; finishing them is the remediation.", ["reports_failure"]))
    call(F, "incomplete", sec, "filled", "/flow:cleanup", merge(TM, {
        ".flow/prd-gpx-merge-v4.md": prd("gpx-merge", "implementing", "feature/gpx-merge", "\n## Out of scope\n- tm-19 KML export (moved to v2 by me, 2026-11-18)\n")}),
         iq("tm-19 KML export (P3, open)"),
         L("other", sel("Continue anyway"), "The one open task was moved out of scope in the PRD by its owner."))

    # ---- /flow:generate-tasks update ----
    sec = S(T, "Task Generation Update Options")
    uq = Q("Found existing tasks for this PRD. Options:", "Task Update",
           [O("Review and update existing", "Keep completed tasks, update pending ones"), O("Regenerate all", "Archive existing, create new from scratch"),
            O("Show diff", "Show PRD changes to understand what needs updating"), O("Cancel", "Cancel task generation")])
    call(F, "task-update", sec, "verbatim", "/flow:generate-tasks", merge(LG, {"tasks.txt": "ldg-40 closed, ldg-41 in_progress, ldg-42..45 open\n",
                                                                            ".flow/prd-invoice-reminders-v4.md": prd("invoice-reminders", "approved", "feature/invoice-reminders", "\n| 4 | Added reminder for partial payments |\n")}), uq,
         L("other", sel("Review and update existing"), "Two tasks are done or underway; updating keeps them, regenerating would archive done work.", ["destructive"]))
    call(F, "task-update", sec, "verbatim", "/flow:generate-tasks", merge(TM, {"tasks.txt": "tm-30..36 open (none started)\n",
                                                                            "NOTES.md": "Rewrote the smoothing PRD from scratch (Kalman instead of moving average). Old tasks are junk — regenerate.\n"}), uq,
         L("other", sel("Regenerate all"), "No task has started and the owner's note says the old tasks no longer apply and asks to regenerate; the old ones are archived, not lost.", ["destructive"]))

    # ---- next step ----
    sec = S(T, "PRD Regeneration Prompt")
    call(F, "next", sec, "verbatim", "/flow:plan elevation smoothing", TM,
         Q("Would you like to run /flow:generate-tasks now to create new tasks from the updated PRD?", "Next Step",
           [O("Yes", "Generate tasks from the updated PRD"), O("No", "Skip task generation for now")]),
         L("confirmation", sel("Yes"), "Generating tasks is the next local step of the workflow and nothing argues for waiting."))

    # ---- /flow:implement clarification ----
    sec = S(T, "Clarification Request Template")
    call(F, "clarify", sec, "verbatim", "/flow:implement", merge(LG, {"docs/uploads.md": "Receipts: images (jpg/png/heic) up to 10 MB, scanned by ClamAV before storage.\n"}),
         Q("The PRD specifies 'users can upload files' but doesn't define the maximum file size or allowed file types. Which approach should I use?", "File Upload",
           [O("10MB limit, images only", "Restrict to jpg, png, gif formats with 10MB size limit"),
            O("50MB limit, documents", "Allow common documents (pdf, doc, images) with 50MB limit"),
            O("No limit, any type", "Allow any file type with no size restrictions")]),
         L("architecture", sel("10MB limit, images only"), "docs/uploads.md fixes receipts to images up to 10 MB."))
    call(F, "clarify", sec, "filled", "/flow:implement", PA,
         Q("The PRD says 'expiry alerts reach the household' but doesn't say how. Which channel should I build?", "Clarify",
           [O("Push notification", "Use the existing Expo push setup in the mobile app"), O("SMS via Twilio", "New Twilio account, ~$0.008 per message"),
            O("Email digest", "Daily email through the existing SES sender")]),
         L("architecture", person("Two options reuse existing channels and one adds a paid provider; nothing in the files chooses, and the channel is a product decision with running cost."),
           "Product choice with cost, no file settles it.", ["about_person"]))
    call(F, "clarify", sec, "filled", "/flow:implement", merge(LG, {"SECURITY.md": "Bank credentials never touch our servers; bank feeds only through the aggregator's hosted link flow (Plaid Link).\n"}),
         Q("The PRD says 'import transactions from the user's bank' but doesn't say how we connect. Which approach should I use?", "Clarify",
           [O("Plaid Link", "Hosted link flow; we store only the access token"), O("Store bank login", "Ask for online-banking username/password and scrape"),
            O("CSV upload", "User downloads a CSV from their bank and uploads it")]),
         L("architecture", sel("Plaid Link"), "SECURITY.md forbids handling bank credentials and names the hosted link flow.", ["security"]))
    call(F, "clarify", sec, "filled", "/flow:implement", TM,
         Q("The PRD says 'smooth elevation noise' but doesn't name the window. Which approach should I use?", "Clarify",
           [O("Window of 5 points", "Simple moving average over 5 points"), O("Window of 15 points", "Heavier smoothing, loses short climbs"),
            O("You decide", "Pick what fits the data")]),
         L("delegation", sel("You decide"), "Nothing in the files prefers a window and either is easy to change; the workflow offers delegation."))

    # ---- more clarifications and approvals ----
    sec = S(T, "Clarification Request Template")
    call(F, "clarify", sec, "filled", "/flow:implement", LG,
         Q("The PRD says 'closed accounts are cleaned up' but doesn't say what happens to their invoices. Which approach should I use?", "Clarify",
           [O("Delete after 30 days", "Hard-delete invoices and clients 30 days after closing"), O("Keep 7 years, then delete", "Retain for bookkeeping law, then purge"),
            O("Anonymise now", "Strip names and addresses, keep amounts")]),
         L("architecture", person("Every option deletes or rewrites customers' financial records, and the retention period is a legal and product decision nothing in the files makes."),
           "Deleting data under a retention rule no file sets.", ["destructive"]))
    sec = S(T, "PRD Approval Workflow")
    call(F, "approve", sec, "variant", "/flow:plan vat export", merge(LG, {
        "request.md": "Priya: VAT export — quarterly CSV of invoices with VAT rate and amount per line, for the accountant.\n",
        "prd-summary.txt": "Quarterly CSV export of invoices with VAT rate and VAT amount per line, downloadable from Settings > Exports.\n"}), pq,
         L("confirmation", person("The summary matches Priya's request, but CLAUDE.md makes her the one who approves every PRD; approval is hers to give."),
           "Approval reserved to a named person.", ["about_person"]))

    sec = S(T, "Clarification Request Template")
    call(F, "clarify", sec, "filled", "/flow:implement", LG,
         Q("The PRD says 'existing customers hear about reminders' but doesn't say how. Which approach should I use?", "Clarify",
           [O("Email all customers on launch", "One announcement to all 4,200 accounts from billing@ledgerly.app"),
            O("In-app banner only", "Show a dismissible banner after login"), O("Both", "Banner plus the email")]),
         L("architecture", person("Two options send an email to every customer; a mass mailing goes out under the company's name and nothing in the files authorises it."),
           "Mass email to customers.", ["outward"]))
    call(F, "clarify", sec, "filled", "/flow:implement", merge(LG, {".env.example": "STRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\n"}),
         Q("The PRD needs live Stripe keys for card payments but doesn't say where they live. Which approach should I use?", "Clarify",
           [O("Commit .env.production", "Keys in the repo, simplest deploy"), O("Vercel env vars", "Paste keys into the Vercel dashboard"),
            O("1Password + CI inject", "Store in the team vault, inject at build")]),
         L("architecture", person("Live payment keys must be fetched from and placed by someone who holds them; nothing in the files says where they are kept, and one option commits them to git."),
           "Handling live credentials.", ["security"]))
    sec = S(C, "Process 3c: Determine Merge Target")
    call(F, "target", sec, "prose", "/flow:cleanup", {"package.json": "{\"name\": \"receipts-ocr\", \"private\": true}", ".git/HEAD": "ref: refs/heads/spike/ocr-receipts\n",
                                                      "git-branches.txt": "main\ndevelop\nrelease/2026.12\nspike/ocr-receipts\n"},
         Q("Can't infer the merge target for spike/ocr-receipts. Which branch should it merge into?", "Target",
           [O("main", "Production branch"), O("develop", "Integration branch"), O("release/2026.12", "Current release branch")]),
         L("other", person("A spike branch has no naming rule for its target and nothing says whether the spike should be merged at all; merging into a long-lived branch is the person's call."),
           "Merge into a long-lived branch with no rule.", ["destructive"]))

    # ---- cleanup PRD discovery with several candidates ----
    sec = S(C, "Process 1: Auto-Discover PRD — Stage 4: No Match Found")
    call(F, "prd-action", sec, "filled", "/flow:cleanup", merge(PA, {".git/HEAD": "ref: refs/heads/main\n"}),
         aq("prd-expiry-alerts-v2.md (branch feature/expiry-alerts), prd-barcode-scan-v1.md (branch feature/barcode-scan)"),
         L("other", sel("Exit"), "Cleanup is running on main, which no PRD belongs to; picking one of two other features' PRDs or creating one would be a guess — exit and switch branch."))
