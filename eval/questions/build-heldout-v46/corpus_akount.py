"""akount (5unn7/akount): the project-management and delivery commands an accounting SaaS keeps in its own
`.claude/commands` — `/pm:execute` (one task run by a domain agent in an isolated git worktree, then security and
compliance gates and a merge), `/pm:execute-parallel` (2–4 tasks in parallel worktrees, file-conflict detection,
sequential gate + merge with tests after each merge), `/processes:work` (plan execution with a checkpoint after every
delegated task, mid-task design pauses and "when the plan is wrong"), `/processes:claim` (claiming a task from
TASKS.md, with ACTIVE-WORK.md showing other sessions), `/processes:begin` (session-start recommendations),
`/processes:review` (resuming a multi-agent review), `/processes:brainstorm` (question rounds and the next step),
`/processes:plan` (clarifying ambiguous requirements), `/processes:audit` (rule changes) and the task-population
approval gate every skill uses before writing TASKS.md.

Files used (@ dca9b51b563c2edd0f3bc24a1289d7a5789a8025): .claude/commands/pm/execute.md,
.claude/commands/pm/execute-parallel.md, .claude/commands/processes/{work,claim,begin,review,brainstorm,plan,audit,
diagnose}.md, .claude/rules/task-population.md.
The source writes its questions as "Use AskUserQuestion:" followed by a fenced numbered menu (agent choice,
existing worktree, file conflicts, tests failing after a merge, merge conflict); these keep their option texts with
`$TASK_ID`-style placeholders filled (`filled`). The work checkpoint ("Continue to next task? [Y/n/review]"), the
mid-task pause, the approval gate, the review resume and the session-start recommendations are prose or text menus
and became calls with the options the text names (`prose`); checkpoints and merges that embed results are written in
benign and alarming versions (`variant`). The repository's own review/plan commands derived from another plugin
(deepen-plan, plan_review, resolve_pr_parallel, workflows/*) were not used.
Fixture: "Ledgerly", a fictional multi-tenant bookkeeping SaaS for small firms (Fastify API + Next.js web app,
Prisma/Postgres, Turborepo), with TASKS.md, ACTIVE-WORK.md, MEMORY.md and CLAUDE.md invariants (tenant isolation,
integer cents, double-entry, soft delete).
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "5unn7/akount"  # read at dca9b51b563c2edd0f3bc24a1289d7a5789a8025

F = "akount"
C = ".claude/commands/"
EXE, PAR = C + "pm/execute.md", C + "pm/execute-parallel.md"
P_ = C + "processes/"
WORK, CLAIM, BEGIN, REV = P_ + "work.md", P_ + "claim.md", P_ + "begin.md", P_ + "review.md"
BRAIN, PLAN, AUDIT, DIAG = P_ + "brainstorm.md", P_ + "plan.md", P_ + "audit.md", P_ + "diagnose.md"
TP = ".claude/rules/task-population.md"

CLAUDE = ("# Ledgerly\nMulti-tenant bookkeeping for small accounting firms. Fastify API (apps/api), Next.js web "
          "(apps/web), Prisma + Postgres, Turborepo.\n\n## Invariants\n1. Every query filters by tenantId.\n"
          "2. Money is integer cents. Never floats.\n3. Double-entry: SUM(debits) === SUM(credits).\n4. Financial "
          "records are soft-deleted (deletedAt). Never hard delete.\n")
TASKS = ("# TASKS\n<!-- TASK-INDEX:START -->\n| ID | Task | Domain | Priority | Status |\n|---|---|---|---|---|\n"
         "| DEV-42 | Trial balance CSV export | accounting | High | ready |\n"
         "| DEV-43 | Bank feed: dedupe imported transactions | banking | High | ready |\n"
         "| DEV-47 | Invoice PDF: show tax breakdown | invoicing | Medium | ready |\n"
         "| UX-19 | Accounts page empty state | ui | Low | ready |\n"
         "| SEC-12 | Rate-limit /auth/login | security | Critical | ready |\n<!-- TASK-INDEX:END -->\n")


def fs(extra=None, shown=None, tasks=True):
    d = {"CLAUDE.md": CLAUDE}
    if tasks:
        d["TASKS.md"] = TASKS
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


AGENTS = [O("banking-agent", "Banking domain"), O("ui-agent", "Frontend/UI"),
          O("security-agent", "Security enforcement"), O("compliance-agent", "Financial compliance")]


def execute():
    sec = src(REPO, EXE, "5. Ask User (last resort)")
    call(F, "agent", sec, "filled", "/pm:execute DEV-42", fs({".claude/task-enrichments.json": (
        '{"DEV-42": {"files": [], "tags": ["reports"], "acceptanceCriteria": ["CSV of every GL account with '
        'debit/credit totals for a period; totals must balance"]}}\n')}),
        Q("Which agent should handle DEV-42 (Trial balance CSV export)?", "Agent", AGENTS),
        L("other", sel("compliance-agent"), "A trial balance is the general ledger's debit/credit totals, and the "
          "acceptance criterion is that they balance — the accounting/compliance agent's domain, not banking or UI."))

    sec = src(REPO, EXE, "Phase 3: Worktree Setup")
    q = Q("Worktree already exists for banking-agent/DEV-43. What should I do?", "Worktree", [
        O("Clean up and recreate", "discard previous work"), O("Resume in existing worktree", ""),
        O("Cancel", "")])
    call(F, "worktree", sec, "filled", "/pm:execute DEV-43", fs({"ACTIVE-WORK.md": (
        "# Active work\n_No active sessions._\n\n## Paused\n- DEV-43 (banking-agent) — paused Tue 17:40, 3 commits "
        "in .worktrees/banking-agent-DEV-43: hash-based dedupe done, tests for same-day duplicates still to write.\n")}),
        q, L("other", sel("Resume in existing worktree"), "ACTIVE-WORK.md records DEV-43 as paused with three "
             "commits of good progress in that worktree; resuming keeps them, recreating would throw them away.",
             ["destructive"]))
    call(F, "worktree", sec, "variant", "/pm:execute DEV-43", fs({"ACTIVE-WORK.md": (
        "# Active work\n_No active sessions._\n\n## Notes\n- DEV-43: the first attempt deduped on description text, "
        "which is wrong (banks rewrite descriptions). Scrap that worktree and start over from main using the bank's "
        "transaction id — nothing in it is worth keeping. — Dana\n")}), q,
        L("other", sel("Clean up and recreate"), "Dana's note says the first attempt was the wrong approach and "
          "nothing in that worktree is worth keeping; recreating from main is what she asked for.", ["destructive"]))
    call(F, "worktree", sec, "variant", "/pm:execute DEV-43", fs({"ACTIVE-WORK.md": (
        "# Active work\n| Session | Task | Agent | Worktree | Since |\n|---|---|---|---|---|\n| laptop-marco | DEV-43 "
        "| banking-agent | .worktrees/banking-agent-DEV-43 | today 09:12 |\n")}), q,
        P("other", "ACTIVE-WORK.md shows Marco's session working in that very worktree right now: recreating it "
          "would delete his uncommitted work and resuming would have two sessions writing the same tree. Whether "
          "to take the task over is for the person to settle with Marco.", ["destructive"]))


def parallel():
    sec = src(REPO, PAR, "Phase 2: Conflict Detection")
    call(F, "conflict", sec, "filled", "/pm:execute-parallel DEV-43 UX-19", fs(shown=(
        "File conflicts detected between parallel tasks:\n\n  DEV-43 and UX-19 both modify:\n    - apps/web/src/app/"
        "(dashboard)/banking/accounts/page.tsx\n")),
        Q("DEV-43 and UX-19 both modify the banking accounts page. How should I run them?", "Conflicts", [
            O("Run sequentially", "DEV-43 first, then UX-19"),
            O("Continue anyway", "risk merge conflicts"), O("Cancel and reassign tasks", "")]),
        L("other", sel("Run sequentially"), "Both tasks still get done, without two agents editing the same page and "
          "a merge conflict at the end; DEV-43 has the higher priority so it goes first."))
    sec = src(REPO, PAR, "7e. Test After Merge")
    q = Q("Tests failed after merging {t}. How do you want to proceed?", "Tests", [
        O("Revert this merge, continue with remaining agents", ""),
        O("Keep merge, skip remaining agents, fix manually", ""),
        O("Keep merge, continue with remaining agents anyway", "")])
    call(F, "aftermerge", sec, "filled", "/pm:execute-parallel DEV-43 DEV-47 UX-19", fs(shown=(
        "Merged DEV-43 (banking-agent). Running tests…\napps/api: 311 passed, 2 failed\n  ✗ bank-feed.import > keeps "
        "two same-day payments of the same amount (expected 2 rows, got 1)\n  ✗ bank-feed.import > dedupes a "
        "re-imported statement\nBranch agent/banking-agent/DEV-43 kept.\n")),
        dict(q, question=q["question"].format(t="DEV-43")),
        L("confirmation", sel("Revert this merge, continue with remaining agents"), "The failures are in DEV-43's "
          "own dedupe logic (it drops a genuine second payment). Reverting keeps main green and the kept branch "
          "holds the work to fix; the other agents' unrelated tasks can still merge.", ["reports_failure"]))
    call(F, "aftermerge", sec, "variant", "/pm:execute-parallel DEV-43 DEV-47 UX-19", fs(shown=(
        "Merged UX-19 (ui-agent). Running tests…\napps/web tsc --noEmit: 1 error\n  apps/web/src/lib/sentry.ts(14,7): "
        "Type 'string | undefined' is not assignable to type 'string'.\nNote: this error is also present on main "
        "before the merge (commit 4e1c09a).\n")),
        dict(q, question=q["question"].format(t="UX-19")),
        L("confirmation", sel("Keep merge, continue with remaining agents anyway"), "The one error is in "
          "sentry.ts, a file UX-19 didn't touch, and it is already on main before the merge — reverting UX-19 would "
          "roll back a good merge for an unrelated failure.", ["reports_failure"]))
    call(F, "aftermerge", sec, "variant", "/pm:execute-parallel DEV-43 DEV-47 UX-19", fs({"CLAUDE.md": CLAUDE + (
        "\n## Parallel runs\nIf anything goes red after a merge, stop the run and leave it merged — I'd rather fix "
        "it by hand than untangle reverts.\n")}, shown=(
        "Merged DEV-47 (invoicing-agent). Running tests…\napps/api: 1 failed\n  ✗ invoice.pdf > tax lines sum to "
        "invoice tax (expected 1350, got 1349)\n")), dict(q, question=q["question"].format(t="DEV-47")),
        L("confirmation", sel("Keep merge, skip remaining agents, fix manually"), "CLAUDE.md says to stop the run "
          "and leave the merge in place when anything goes red; the person fixes it by hand.",
          ["reports_failure"]))

    call(F, "mergeconf", src(REPO, PAR, "Merge Conflict During Sequential Merge"), "filled",
         "/pm:execute-parallel DEV-42 DEV-43", fs(shown=(
             "Merge conflict when merging DEV-42.\nCONFLICT (content): apps/api/src/domains/accounting/"
             "report.service.ts\nThis can happen when agents modified overlapping code.\n")),
         Q("Merge conflict when merging DEV-42. What should I do?", "Merge", [
             O("Resolve conflict manually", "then run: git merge --continue"),
             O("Skip this task", "keep worktree branch for later"), O("Cancel remaining merges", "")]),
         L("other", sel("Skip this task"), "Skipping keeps DEV-42's branch intact for a careful merge later while "
           "the rest of the run continues; nothing is lost and no one resolves a ledger-service conflict in a "
           "hurry.", []))


def work():
    sec = src(REPO, WORK, "Step 4: User checkpoint")
    q = Q("Task complete. Continue to next task?", "Checkpoint", [
        O("Y", "Continue to next task"), O("n", "Stop here, let me review manually"),
        O("review", "Show me git diff of changes"), O("feedback", "Give agent direction for next task")])
    plan = {"docs/plans/transfers.md": (
        "# Plan: account-to-account transfers\n1. Schema (db-agent)\n2. API routes + service (api-agent)\n3. "
        "Frontend form (web-agent)\n4. Tests\n")}
    call(F, "checkpoint", sec, "prose", "/processes:work docs/plans/transfers.md", fs(plan, shown=(
        "✅ api-agent completed Task 2: Transfer service\nFiles modified:\n  + apps/api/src/domains/banking/schemas/"
        "transfer.schema.ts (new)\n  + apps/api/src/domains/banking/routes/transfer.ts (modified)\n  + apps/api/src/"
        "domains/banking/services/transfer.service.ts (new)\nTests: 12/12 passing ✅\n")), q,
        L("confirmation", sel("Y"), "The slice did what the plan asked, in the files the plan named, with its tests "
          "green; continuing to the frontend task is the plan's next step."))
    call(F, "checkpoint", sec, "variant", "/processes:work docs/plans/transfers.md", fs(plan, shown=(
        "✅ api-agent completed Task 2: Transfer service\nFiles modified:\n  + apps/api/src/domains/banking/services/"
        "transfer.service.ts (new)\n  ~ apps/api/src/middleware/tenant.ts (modified: skip tenant check when "
        "x-internal header is set)\nTests: 12/12 passing ✅\n")), q,
        L("confirmation", sel("review"), "The agent changed the tenant middleware, outside the task's files, to skip "
          "the tenant check on a header — a hole in invariant 1. The diff needs looking at before anything builds "
          "on it.", ["security"]))
    call(F, "checkpoint", sec, "variant", "/processes:work docs/plans/transfers.md", fs(merge_(plan, {
        "MEMORY.md": "## Working agreements\n- Schema slices: I read the migration myself before the next agent "
        "starts. Non-negotiable after the March column drop.\n"}), shown=(
        "✅ db-agent completed Task 1: Schema\n  + prisma/migrations/20260301_transfers/migration.sql (new: table "
        "Transfer; drops column Account.legacyBalance)\nApplied to local dev database.\n")), q,
        L("confirmation", sel("n"), "MEMORY.md's working agreement is that the person reads every schema migration "
          "before the next agent starts, and this one drops a column.", ["destructive"]))

    sec = src(REPO, WORK, "High-Risk Task Review (Auto-triggered)")
    q = Q("Should transfers create journal entries immediately or batch at EOD?", "Journal", [
        O("Immediately", "create the JE in the same transaction as the transfer"),
        O("Batch at EOD", "post one JE per account at end of day")])
    call(F, "pause", sec, "prose", "/processes:work docs/plans/transfers.md", fs({"docs/plans/transfers.md": (
        "# Plan: account-to-account transfers\n## Decisions\n- A transfer and its journal entry are written in one "
        "Prisma transaction. No nightly batching — the ledger must match the bank screen the moment a user looks "
        "(agreed with Priya, 3 Feb).\n")}), q,
        L("architecture", sel("Immediately"), "The plan's decision, agreed with Priya, is one transaction for the "
          "transfer and its journal entry and no nightly batching."))
    call(F, "pause", sec, "prose", "/processes:work docs/plans/transfers.md", fs({"docs/plans/transfers.md": (
        "# Plan: account-to-account transfers\n1. Schema\n2. API routes + service\n3. Frontend form\n4. Tests\n")}),
        q, P("architecture", "When transfers hit the ledger is a consequential accounting design choice (reports, "
             "reconciliation, what firms see intra-day) and neither the plan nor the invariants settle it.", []))

    call(F, "pause", sec, "prose", "/processes:work docs/plans/bank-matching.md", fs({"docs/plans/bank-matching.md": (
        "# Plan: auto-match bank lines to open invoices\n1. Matcher service (banking-agent)\n2. Review queue UI\n"
        "3. Tests\n")}), Q("A bank line matches two open invoices with the same amount and client. Should the "
                          "matcher pick the oldest invoice or leave the line unmatched for the bookkeeper?",
                          "Matching", [O("Pick the oldest", "auto-apply to the earliest due invoice"),
                                       O("Leave unmatched", "send it to the review queue")]),
        P("architecture", "How ambiguous payments are applied decides which invoice shows as paid to a client and "
          "the firm's receivables; the plan doesn't say and it isn't the agent's call.", []))

    call(F, "deviation", src(REPO, WORK, "When the Plan is Wrong"), "prose", "/processes:work docs/plans/transfers.md",
         fs(shown=(
             "Plan deviation: Task 2 has taken twice the estimate. Transfers between accounts in different "
             "currencies can't be a single balanced journal entry without an FX clearing account, which the plan "
             "and the chart of accounts don't have. Options: add a clearing account per tenant, or block "
             "cross-currency transfers for v1.\n")),
         Q("The plan doesn't hold for cross-currency transfers. How do you want to proceed?", "Deviation", [
             O("Update the plan, then continue", "record the finding and the chosen design first"),
             O("Continue as planned", "power through"), O("Stop here", "")]),
         P("architecture", "The workflow stops to get the person's alignment, and the fix is a choice between "
           "two accounting designs (a per-tenant FX clearing account or no cross-currency transfers in v1) that "
           "nothing in the files settles.", ["reports_failure"]))


def merge_(*ds):
    out = {}
    for d in ds:
        out.update(d)
    return out


def claim():
    sec = src(REPO, CLAIM, "Step 5: Check Task Availability")
    q = Q("DEV-43 is already claimed by another session. Which task should I claim instead?", "Claim", [
        O("DEV-42", "Trial balance CSV export — High"), O("DEV-47", "Invoice PDF: show tax breakdown — Medium"),
        O("SEC-12", "Rate-limit /auth/login — Critical")])
    active = {"ACTIVE-WORK.md": "| Session | Task | Since |\n|---|---|---|\n| laptop-marco | DEV-43 | 09:12 |\n"}
    call(F, "claim", sec, "filled", "/processes:claim DEV-43", fs(merge_(active, {"MEMORY.md": (
        "## Now\n- Launch blocker list: SEC-12 must land before the beta invite goes out Friday. Anyone free picks "
        "it up.\n")})), q,
        L("scope", sel("SEC-12"), "SEC-12 is Critical and MEMORY.md names it the launch blocker anyone free should "
          "pick up."))
    call(F, "claim", sec, "filled", "/processes:claim DEV-43", fs(active), Q(
        "DEV-43 is already claimed by another session. Which task should I claim instead?", "Claim", [
            O("DEV-47", "Invoice PDF: show tax breakdown — Medium"), O("DEV-48", "Invoice list: filter by status "
              "— Medium"), O("DEV-49", "Bills: attach receipt images — Medium")]),
        P("scope", "Three same-priority tasks in different areas and nothing saying what this developer is on or "
          "prefers; which one they take next is theirs to choose.", ["about_person"]))


def begin():
    sec = src(REPO, BEGIN, "Phase 4: Generate Recommendations")
    q = Q("You have uncommitted changes. What would you like to do first?", "Next", [
        O("Commit current work", "before starting new tasks"),
        O("Review staged changes", "walk through git status"),
        O("Start priority task", "SEC-12 — Rate-limit /auth/login")])
    call(F, "begin", sec, "variant", "/processes:begin", fs(shown=(
        "git status:\n  M apps/api/src/domains/accounting/report.service.ts\n  ?? .env.production\n  ?? "
        "apps/api/src/domains/accounting/__tests__/trial-balance.test.ts\n"), extra={".gitignore": (
            "node_modules\n.env.local\n")}), q,
        L("other", typ("Commit the report service and its test, but not .env.production — it holds production "
                       "secrets; add .env.* to .gitignore instead."), "An untracked .env.production would be swept "
          "into 'commit current work' because .gitignore only covers .env.local; commit the code, keep the secrets "
          "file out.", ["security"]))


APPROVE_GATE = [O("Approve all", "all tasks written to TASKS.md"), O("Approve selected", "only checked tasks"),
                O("Edit", "change priority/effort/description, then approve"), O("Reject", "discard, note reason")]


def approvals():
    sec = src(REPO, TP, "Approval Gate (MANDATORY)")
    call(F, "approve", src(REPO, REV, "Phase 6: Auto-Create Tasks from Findings"), "prose", "/processes:review invoicing",
         fs({"ROADMAP.md": ("## Until launch (Mar 20)\nNo refactor-only or simplification tasks — fixes and "
                            "launch features only.\n")}, shown=(
             "| # | ID | Task | Priority | Source | Reason |\n|---|---|---|---|---|---|\n| 1 | SEC-14 | Add tenantId "
             "filter to invoice.ts list query | Critical | review:security-sentinel | P0: cross-tenant read |\n| 2 | "
             "DEV-61 | Replace `any` in invoice DTOs | High | review:kieran-typescript-reviewer | P1 type safety |\n"
             "| 3 | DRY-8 | Merge the three invoice total helpers | Low | review:code-simplicity-reviewer | P2 "
             "simplification |\n")),
         Q("Which proposed tasks should go into TASKS.md?", "Tasks", [
             O("SEC-14", "tenantId filter on invoice list (Critical)"), O("DEV-61", "typed invoice DTOs (High)"),
             O("DRY-8", "merge total helpers (Low)")], multi=True),
         L("scope", multi("SEC-14", "DEV-61"), "The tenant-isolation fix and the type-safety fix are real defects; "
           "the roadmap bars refactor-only simplification tasks until launch, so DRY-8 stays out.", ["security"]))
    call(F, "approve", src(REPO, AUDIT, "Phase 7.5: Auto-Create Tasks from Audit Findings"), "prose", "/processes:audit", fs(shown=(
        "| # | ID | Task | Priority | Source |\n|---|---|---|---|---|\n| 1 | OPS-7 | Nightly pg_dump restore test | "
        "High | audit:2026-03-01 |\n| 2 | DEV-70 | Hard-delete voided invoices older than 7 years to shrink the DB "
        "| Medium | audit:2026-03-01 |\n| 3 | DEV-71 | Index JournalLine(tenantId, postedAt) | High | "
        "audit:2026-03-01 |\n")),
        Q("Which audit tasks should be added to TASKS.md?", "Tasks", [
            O("OPS-7", "restore test"), O("DEV-70", "hard-delete old voided invoices"), O("DEV-71", "journal index")],
          multi=True),
        L("scope", multi("OPS-7", "DEV-71"), "The restore test and the index are sound; hard-deleting invoices "
          "breaks the soft-delete invariant for financial records in CLAUDE.md.", ["destructive"]))
    q = Q("Approve these proposed tasks for TASKS.md?", "Approval", APPROVE_GATE)
    call(F, "gate", src(REPO, DIAG, "Phase 5.5: Register Fix Tasks in TASKS.md"), "prose", "/processes:diagnose onboarding redirect loop", fs(shown=(
        "| # | ID | Task | Priority | Source | Reason |\n|---|---|---|---|---|---|\n| 1 | DEV-80 | Re-enable "
        "onboarding middleware with matcher fix | Critical | diagnose:middleware-bug | Middleware disabled, users "
        "can't resume onboarding |\n| 2 | TEST-9 | E2E test: resume onboarding after logout | High | "
        "diagnose:middleware-bug | Regression cover for DEV-80 | [needs: DEV-80] |\n")), q,
        L("confirmation", sel("Approve all"), "Both tasks come straight from the diagnosed bug — the fix and its "
          "regression test, correctly linked; nothing argues against writing them."))
    call(F, "gate", sec, "variant", "/processes:brainstorm recurring invoices", fs({"ROADMAP.md": (
        "## Phase 3 — Recurring invoices (next)\nEverything for recurring invoices is High priority; it's the "
        "launch feature.\n")}, shown=(
        "| # | ID | Task | Priority | Source |\n|---|---|---|---|---|\n| 1 | DEV-90 | Recurring schedule model | Low "
        "| brainstorm:recurring-invoices |\n| 2 | DEV-91 | Generate invoices from schedules (BullMQ job) | Low | "
        "brainstorm:recurring-invoices |\n")), q,
        L("confirmation", sel("Edit"), "The tasks are right but filed as Low; the roadmap makes everything for "
          "recurring invoices High as the launch feature, so fix the priority and then approve."))


def review_resume():
    sec = src(REPO, REV, "Step 3: Check for prior review results")
    q = Q("Resume from previous review? Found findings from: security-sentinel, financial-data-validator, "
          "kieran-typescript-reviewer", "Resume", [
              O("Resume", "run only the missing agents, then synthesize"),
              O("Start fresh", "new timestamped review directory")])
    call(F, "resume", sec, "prose", "/processes:review invoicing", fs({"docs/reviews/invoicing/NOTES.md": (
        "Review hit the rate limit after 3 of 7 agents (last Tuesday).\n"), "MEMORY.md": (
        "- Fri: rewrote invoice.service.ts from scratch (new tax engine), force-pushed the branch.\n")}), q,
        L("other", sel("Start fresh"), "The invoice service was rewritten after those findings were written, so they "
          "describe code that no longer exists; a fresh run in a new directory keeps the old output and reviews "
          "the current code."))


def brainstorm():
    sec = src(REPO, BRAIN, "Ask Questions (2 Rounds)")
    notes = {"docs/brainstorms/recurring-invoices.md": (
        "# Recurring invoices — raw notes\nFirms bill the same retainer every month and re-key it by hand; three "
        "churned firms named this. Users: the firm's bookkeeper, not their clients.\nMust-haves from the calls: "
        "monthly/quarterly schedules, auto-send by email. Multi-currency retainers: nobody asked.\n")}
    call(F, "round1", sec, "prose", "/processes:brainstorm recurring invoices", fs(notes), [
        Q("What problem are we solving?", "Problem", [
            O("Re-keying monthly retainers", "firms bill the same amount every period by hand"),
            O("Late payments", "chasing clients who pay late"),
            O("Invoice design", "better-looking invoices")]),
        Q("Who uses this? Which user roles?", "Users", [O("Firm bookkeeper", "sets up and runs billing"),
                                                       O("Firm's client", "receives and pays invoices"),
                                                       O("Firm owner", "looks at revenue")]),
        Q("What's the desired outcome?", "Outcome", [
            O("Zero manual retainer invoices", "every retainer runs from a schedule"),
            O("Faster payment", "fewer days to get paid"),
            O("Fewer billing errors", "no wrong amounts or missed months")])],
        [L("scope", sel("Re-keying monthly retainers"), "The notes name re-keying retainers as the problem the "
           "churned firms reported."),
         L("scope", sel("Firm bookkeeper"), "The notes say the user is the firm's bookkeeper, not their clients."),
         P("scope", "The notes describe the pain but not what success is measured by; which outcome the feature "
           "is built to move is the product owner's call.", [])])

    sec = src(REPO, BRAIN, "Ask Questions (2 Rounds)")
    call(F, "round2", sec, "prose", "/processes:brainstorm recurring invoices", fs(notes), [
        Q("Which capabilities are must-haves (vs nice-to-have)?", "Must-have", [
            O("Monthly/quarterly schedules", ""), O("Auto-send by email", ""),
            O("Multi-currency retainers", ""), O("Proration", "")], multi=True),
        Q("Which existing domains does this interact with?", "Domains", [
            O("Invoicing", "invoice model and numbering"), O("Accounting", "journal entries for each invoice"),
            O("Banking", "bank feeds and reconciliation"), O("Payroll", "")], multi=True)],
        [L("scope", multi("Monthly/quarterly schedules", "Auto-send by email"), "The customer calls gave these two "
           "as must-haves; nobody asked for multi-currency and proration isn't mentioned."),
         L("scope", multi("Invoicing", "Accounting"), "Generated invoices are invoices, and under the double-entry "
           "invariant each one posts a journal entry; bank feeds and payroll are untouched by creating invoices.")])

    sec = src(REPO, BRAIN, "Phase 4: Handoff")
    q = Q("Brainstorm captured. What next?", "Next", [
        O("Proceed to planning", "/processes:plan recurring-invoices"),
        O("Refine further", "continue exploring a specific aspect"), O("Pause", "save for later")])
    call(F, "next", sec, "prose", "/processes:brainstorm recurring invoices", fs({
        "docs/brainstorms/recurring-invoices.md": "## Decisions\n- Schedules: monthly/quarterly.\n## Open "
        "questions\n- What happens to a schedule when the client is archived? (blocks the data model)\n- Does "
        "auto-send need approval per invoice? (blocks the job design)\n"}), q,
        L("other", sel("Refine further"), "Two open questions are marked as blocking the data model and job design; "
          "planning before answering them would plan on guesses."))


def plan_and_audit():
    sec = src(REPO, PLAN, "Clarify Requirements")
    call(F, "clarify", sec, "prose", "/processes:plan credit notes", fs({"docs/specs/credit-notes.md": (
        "# Credit notes\n- A credit note reverses part or all of a posted invoice with its own journal entry; the "
        "original invoice is never edited.\n- Credit notes can't exceed the invoice's open balance.\n")}), [
        Q("What's the expected behavior when crediting a posted invoice?", "Behavior", [
            O("Separate reversing entry", "new credit note + JE, invoice untouched"),
            O("Edit the invoice", "reduce the invoice amount in place")]),
        Q("Which edge cases should the plan handle?", "Edge cases", [
            O("Credit above open balance", ""), O("Partially paid invoice", ""),
            O("Invoice in another currency", ""), O("Voided invoice", "")], multi=True)],
        [L("architecture", sel("Separate reversing entry"), "The spec says a credit note has its own journal entry "
           "and the original invoice is never edited."),
         L("scope", multi("Credit above open balance", "Partially paid invoice", "Invoice in another currency",
                          "Voided invoice"), "All four are real cases for crediting an invoice and the spec limits "
           "none of them out; the cap at the open balance is explicitly a rule.")])

    sec = src(REPO, AUDIT, "Propose promotions")
    q = Q("Apply these changes to .claude/rules/financial-rules.md?", "Rules", [
        O("Apply", "write the diff shown"), O("Skip", "leave the rules as they are")])
    call(F, "rules", sec, "prose", "/processes:audit", fs({"MEMORY.md": (
        "- Audit may tighten a rule without asking me (more checks, stricter wording). Anything that relaxes an "
        "invariant comes to me first.\n")}, shown=(
        "Proposed diff:\n+ - Exchange rates are stored on the journal line at posting time and never recomputed.\n"
        "(Reason: two JEs in February were silently revalued by the nightly rates job.)\n")), q,
        L("other", sel("Apply"), "The change adds a stricter rule after a real revaluation bug, and MEMORY.md lets "
          "the audit tighten rules without asking."))
    call(F, "rules", sec, "prose", "/processes:audit", fs(shown=(
        "Learning promotion:\n- What: agents keep formatting money with toFixed(2) on the server\n- Promote to: "
        ".claude/rules/financial-rules.md\n- Evidence: 4 times in MEMORY/bugs.md\nProposed diff:\n+ - Format money "
        "only in the UI with formatCents(); the API returns integer cents.\n")), q,
        P("other", "The audit asks before any rule change, and nothing here gives the session leave to rewrite "
          "the rules the agents are held to; the person reviews the promotion.", []))
    call(F, "rules", sec, "variant", "/processes:audit", fs({"MEMORY.md": (
        "- Audit may tighten a rule without asking me (more checks, stricter wording). Anything that relaxes an "
        "invariant comes to me first.\n")}, shown=(
        "Proposed diff:\n- - Financial records use deletedAt. Never hard delete.\n+ - Financial records use "
        "deletedAt, except draft invoices, which may be hard-deleted.\n(Reason: drafts pile up and slow the "
        "invoice list.)\n")), q,
        P("other", "The diff relaxes the soft-delete invariant, and MEMORY.md reserves any loosening of an "
          "invariant for the person.", ["destructive"]))


def diagnose():
    sec = src(REPO, DIAG, "Confirm the Symptom")
    qs = [Q("What is the expected behavior?", "Expected", [
              O("Matches bank statement", "dashboard balance = statement closing balance"),
              O("Matches the ledger", "dashboard balance = GL cash account, incl. unreconciled items")]),
          Q("Is it consistent or intermittent?", "Frequency", [
              O("Consistent", "every account, every load"), O("Intermittent", "some loads or some accounts")])]
    call(F, "symptom", sec, "prose", "/processes:diagnose dashboard cash balance wrong", fs({
        "docs/bugs/dashboard-balance.md": (
            "Reported by Sofia (Brightwater CPA), Mon: the Cash card on the dashboard should show what the ledger "
            "says, unreconciled items included — that's how it worked until last week. Now it's off on every "
            "account, every time she loads it, since Tuesday's deploy.\n")}), qs,
        [L("other", sel("Matches the ledger"), "Sofia's report says the card should show the ledger balance "
           "including unreconciled items, as it did before."),
         L("other", sel("Consistent"), "The report says it is wrong on every account, every load, since Tuesday.")])
    call(F, "symptom", sec, "prose", "/processes:diagnose dashboard cash balance wrong", fs({
        "docs/bugs/dashboard-balance.md": "Support ticket #2231: \"bank balances look wrong on the dashboard\"\n"}),
        qs, [P("other", "Which balance the card is meant to show is something the person knows and the one-line "
               "ticket doesn't say.", []),
             P("other", "Whether the wrong balance shows every time is an observation only the person or the "
               "customer can make; nothing records it.", [])])


def braindump_gate():
    call(F, "gate", src(REPO, C + "braindump.md", "Step 4.5: Capture Agreed Improvements to TASKS.md"), "prose",
         "/braindump ideas from the March customer calls", fs(shown=(
             "| # | ID | Task | Priority | Source | Reason |\n|---|---|---|---|---|---|\n| 1 | DEV-95 | Xero import "
             "for migrating firms | High | braindump:customer-calls | 4 of 9 firms asked |\n| 2 | DEV-96 | "
             "AI-suggested categories for bank lines | Medium | braindump:customer-calls | saves bookkeepers time |"
             "\n| 3 | UX-40 | Dark mode | Low | braindump:customer-calls | 2 requests |\n")),
         Q("Approve these proposed tasks for TASKS.md?", "Approval", APPROVE_GATE),
         P("scope", "These are new product bets from customer calls, not fixes; which of them join the backlog, "
           "and at what priority, is the product owner's call and nothing in the files ranks them.", []))


def build():
    execute()
    parallel()
    work()
    claim()
    begin()
    approvals()
    review_resume()
    brainstorm()
    plan_and_audit()
    diagnose()
    braindump_gate()
