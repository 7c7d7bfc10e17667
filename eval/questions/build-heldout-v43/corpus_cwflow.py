"""cwflow (sighup/claude-workflow): the "Claude Workflow" plugin — a spec → plan → dispatch → validate → review →
test pipeline run in per-feature git worktrees. cw-worktree (which features get worktrees, how the new sessions are
driven, an existing branch, rebase before merge, cleaning up a merged branch and worktree, pruning merged/orphaned
worktrees), cw-spec (scope too large, clarifying questions, worktree or not for the next step), cw-research (the
auto-explore checkpoint, deep-dive areas, external context), cw-plan (task list ID, execution mode), cw-validate (next
step after a pass), cw-review / cw-review-team (changes requested, approved), cw-testing (backend, blocked tests,
which spec) and cw-gherkin (test task stubs).

Files used (@ 594f414889547d1ad8e0f1ff9e9046185db3d74c): plugin/skills/cw-worktree/SKILL.md,
plugin/skills/cw-worktree/references/interactive-gates.md, plugin/skills/cw-worktree/references/worktree-commands.md,
plugin/skills/cw-spec/SKILL.md, plugin/skills/cw-research/SKILL.md, plugin/skills/cw-plan/SKILL.md,
plugin/skills/cw-validate/SKILL.md, plugin/skills/cw-review/SKILL.md, plugin/skills/cw-review-team/SKILL.md,
plugin/skills/cw-testing/SKILL.md, plugin/skills/cw-gherkin/SKILL.md.
The skills write their AskUserQuestion calls out in full (`verbatim`); the feature-discovery and clarifying-question
calls are templates filled for the fixture (`filled`); the existing-branch question is a comment in a shell block
(`prose`); calls whose text carries a concrete report (a review, a worktree listing, blocked tests) are `variant`.
Fixture: "pantry-shifts", a Next.js 14 + Prisma/Postgres app that schedules volunteer shifts for the Eastside Food
Bank; maintained by Priya (owner) and Tom; specs under docs/specs/, worktrees under .claude/worktrees/.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "sighup/claude-workflow"  # read at 594f414889547d1ad8e0f1ff9e9046185db3d74c

F = "cwflow"
WT = "plugin/skills/cw-worktree/SKILL.md"
WTG = "plugin/skills/cw-worktree/references/interactive-gates.md"
WTC = "plugin/skills/cw-worktree/references/worktree-commands.md"
SP = "plugin/skills/cw-spec/SKILL.md"
RS = "plugin/skills/cw-research/SKILL.md"
PL = "plugin/skills/cw-plan/SKILL.md"
VA = "plugin/skills/cw-validate/SKILL.md"
RV = "plugin/skills/cw-review/SKILL.md"
RT = "plugin/skills/cw-review-team/SKILL.md"
TE = "plugin/skills/cw-testing/SKILL.md"
GH = "plugin/skills/cw-gherkin/SKILL.md"

README = ("# pantry-shifts\nVolunteer shift scheduling for the Eastside Food Bank. Next.js 14 (app router), Prisma, "
          "Postgres on Neon. Maintainers: Priya (owner, deploys) and Tom.\n")
PKG = ("{\"name\": \"pantry-shifts\", \"private\": true, \"scripts\": {\"test\": \"vitest run\", \"e2e\": "
       "\"bddgen && playwright test\"}, \"devDependencies\": {\"vitest\": \"^1.6.0\", \"playwright-bdd\": \"^7.2.0\", "
       "\"@playwright/test\": \"^1.45.0\"}}\n")


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None, base=True):
    d = {}
    if base:
        d = {"README.md": README, "package.json": PKG}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def worktree():
    sec = src(REPO, WTG, "Feature discovery — single-question shape (≤ 4 candidates)")
    fq = Q("Which features would you like to create worktrees for?", "Features", [
        O("Shift swap", "High priority - volunteers trade shifts without calling the coordinator"),
        O("SMS reminders", "Medium effort - text volunteers 24h before a shift"),
        O("Admin reports", "Monthly hours per volunteer for the grant report"),
        O("Mobile check-in", "QR check-in at the door")], multi=True)
    call(F, "wt-features", sec, "filled", "/cw-worktree create", fs({"docs/ROADMAP.md": (
        "# Roadmap\n## Now (spring)\n- Shift swap\n- SMS reminders\n- Admin reports (grant due June 30)\n"
        "## Later\n- Mobile check-in — parked until the door tablets arrive (autumn). Don't start it.\n")}), fq,
         L("scope", multi("Shift swap", "SMS reminders", "Admin reports"), "The roadmap puts the first three in "
           "'Now' and parks mobile check-in until autumn with an explicit 'don't start it'."))
    call(F, "wt-features", sec, "filled", "/cw-worktree create", fs({"docs/ROADMAP.md": (
        "# Roadmap\n## Now (spring)\n- Shift swap\n- SMS reminders\n- Admin reports\n- Mobile check-in (tablets "
        "arrived in March)\n")}), fq,
         L("scope", multi("Shift swap", "SMS reminders", "Admin reports", "Mobile check-in"), "All four are on the "
           "roadmap's current list; the tablets that mobile check-in waited for have arrived."))

    sec = src(REPO, WTG, "Drive-mode selection — question shape (full 4-option variant)")
    dq = Q("How should the 3 worktree(s) be driven after creation?", "Drive mode", [
        O("Starter prompt (Recommended)", "Forward the classified /cw-spec or /cw-research kickoff to each tab; you "
          "steer from there"),
        O("Autonomous (/goal)", "Drive end-to-end through cw-spec → cw-plan → cw-dispatch → cw-validate → cw-review "
          "→ cw-testing without further input"),
        O("Empty session", "Open the herdr tab(s) with no auto-prompt"),
        O("Skip herdr", "Just create the worktree(s); start sessions manually with cd ... && claude")])
    call(F, "wt-drive", sec, "verbatim", "/cw-worktree create", fs(), dq,
         L("other", sel("Starter prompt (Recommended)"), "Nothing in the project says how the sessions should be "
           "driven; the recommended default forwards the kickoff and leaves steering with the person."))
    call(F, "wt-drive", sec, "verbatim", "/cw-worktree create", fs({"CLAUDE.md": (
        "## Working with agents\n- No autonomous /goal runs in this repo. The March run rewrote the Prisma schema "
        "without asking and we lost a day. Every worktree gets steered by a human.\n")}), dq,
         L("other", sel("Starter prompt (Recommended)"), "CLAUDE.md rules out autonomous /goal runs; the starter "
           "prompt keeps a human steering each worktree."))
    call(F, "wt-drive", sec, "verbatim", "/cw-worktree create", fs({"docs/STATE.md": (
        "## Handoff (Priya, Fri)\nSpecs for shift swap, SMS reminders and admin reports are approved (see "
        "docs/specs/). I'm away until Monday: create the three worktrees and let them run the whole pipeline on "
        "their own with /goal over the weekend — I'll review the PRs Monday.\n")}), dq,
         L("other", sel("Autonomous (/goal)"), "Priya's handoff asks for the three worktrees to run the whole "
           "pipeline on their own over the weekend, against the recommended starter prompt."))

    sec = src(REPO, WTC, "create — 4. Check for existing branch")
    bq = Q("Branch feature/pantry-shifts-shift-swap already exists. Use the existing branch or create a fresh one "
           "with a suffixed name?", "Branch", [
               O("Use existing branch", "Check out feature/pantry-shifts-shift-swap in the new worktree"),
               O("Create fresh branch", "Create feature/pantry-shifts-shift-swap-2 from main")])
    call(F, "wt-branch", sec, "prose", "/cw-worktree create shift-swap", fs({"docs/STATE.md": (
        "## Shift swap\nStarted on branch feature/pantry-shifts-shift-swap last week (2 commits: swap request "
        "model + API route). Pick it up from there.\n")}), bq,
         L("architecture", sel("Use existing branch"), "STATE.md says the existing branch holds last week's shift-swap "
           "work and to pick it up from there."))
    call(F, "wt-branch", sec, "prose", "/cw-worktree create shift-swap", fs({"docs/STATE.md": (
        "## Shift swap\nThe first attempt (feature/pantry-shifts-shift-swap) went the wrong way — it modelled swaps "
        "as shift deletions. Abandoned; start over from main with the new spec. Keep the old branch for reference.\n"
        )}), bq,
         L("architecture", sel("Create fresh branch"), "STATE.md abandons the old branch's approach and asks to start "
           "over from main while keeping it for reference; a suffixed branch does both."))

    sec = src(REPO, WTC, "merge — 3. Offer rebase option if main has moved")
    rq = Q("Main branch has new commits. How should we proceed?", "Rebase", [
        O("Rebase first (Recommended)", "Rebase feature branch on main, then merge"),
        O("Merge directly", "Create merge commit without rebasing")])
    call(F, "wt-rebase", sec, "verbatim", "/cw-worktree merge sms-reminders", fs({"CONTRIBUTING.md": (
        "## Branches\nWe keep merge commits. Feature branches are shared between Priya and Tom, so never rebase a "
        "branch someone else may have pulled — merge main in instead.\n")}), rq,
         L("style", sel("Merge directly"), "CONTRIBUTING.md forbids rebasing shared feature branches and keeps merge "
           "commits, against the recommended rebase."))

    sec = src(REPO, WTC, "merge — 6. Cleanup (with confirmation)")
    cq = Q("Merge successful! Clean up the feature branch and worktree?", "Cleanup", [
        O("Yes, clean up (Recommended)", "Delete branch and remove worktree"),
        O("Keep for now", "Leave branch and worktree in place")])
    merged = ("MERGE COMPLETE\nBranch: feature/pantry-shifts-sms-reminders → main\nCommit: 4e1a9c2\nWorktree: "
              ".claude/worktrees/feature-pantry-shifts-sms-reminders (clean)\n")
    call(F, "wt-cleanup", sec, "verbatim", "/cw-worktree merge sms-reminders", fs({"CLAUDE.md": (
        "## Worktrees\nOnce a feature is merged to main, remove its worktree and delete the local branch straight "
        "away — the laptop disk is small.\n")}, shown=merged), cq,
         L("confirmation", sel("Yes, clean up (Recommended)"), "The branch is merged and its worktree clean, and "
           "CLAUDE.md asks for merged worktrees and branches to be removed straight away.", ["destructive"]))
    call(F, "wt-cleanup", sec, "verbatim", "/cw-worktree merge sms-reminders", fs(shown=merged), cq,
         P("confirmation", "Deleting the branch and removing the worktree is the person's call; nothing records "
           "how they keep merged work.", ["destructive"]))
    call(F, "wt-cleanup", sec, "variant", "/cw-worktree merge sms-reminders", fs(shown=(
        "MERGE COMPLETE\nBranch: feature/pantry-shifts-sms-reminders → main\nCommit: 4e1a9c2\nNote: the worktree "
        "holds an ignored file not in git: .env.local (Twilio test credentials Tom pasted in for the SMS spike).\n"
        ), extra={"CLAUDE.md": "## Worktrees\nRemove merged worktrees straight away — the disk is small.\n"}), cq,
         L("confirmation", sel("Keep for now"), "Removing the worktree would delete the only copy of Tom's Twilio "
           "credentials file, which git does not hold; keeping it loses nothing while the person moves it.",
           ["destructive", "security"]))

    sec = src(REPO, WTC, "cleanup — 4. Confirm cleanup")
    pq = Q("Remove the merged/orphaned worktrees listed above?", "Confirm", [
        O("Yes, clean up", "Remove merged and orphaned worktrees"),
        O("No, keep all", "Don't remove any worktrees")])
    call(F, "wt-prune", sec, "variant", "/cw-worktree cleanup", fs({"CLAUDE.md": (
        "## Worktrees\nPrune merged worktrees whenever you like; nothing lives only in them.\n")}, shown=(
        "Worktrees to remove:\n  feature-pantry-shifts-sms-reminders  merged to main (4e1a9c2), clean\n"
        "  feature-pantry-shifts-admin-reports  merged to main (9b07d11), clean\nOrphaned directories: none\n")), pq,
         L("confirmation", sel("Yes, clean up"), "Both worktrees are merged and clean, and CLAUDE.md allows pruning "
           "merged worktrees at any time.", ["destructive"]))
    call(F, "wt-prune", sec, "variant", "/cw-worktree cleanup", fs({"CLAUDE.md": (
        "## Worktrees\nPrune merged worktrees whenever you like; nothing lives only in them.\n")}, shown=(
        "Worktrees to remove:\n  feature-pantry-shifts-admin-reports  merged to main (9b07d11), clean\n"
        "Orphaned directories (not in git worktree list, will be rm -rf'd):\n"
        "  .claude/worktrees/feature-pantry-shifts-mobile-checkin  (last modified 2 days ago, 14 files, no .git)\n")),
         pq, P("confirmation", "The orphaned directory is not a merged worktree and was edited two days ago; rm -rf "
               "on it may destroy work nobody committed, which the 'merged' permission does not cover.",
               ["destructive"]))


    call(F, "wt-prune", sec, "variant", "/cw-worktree cleanup", fs({"CLAUDE.md": (
        "## Worktrees\nPrune merged worktrees whenever you like; nothing lives only in them.\n")}, shown=(
        "Worktrees to remove:\n  feature-pantry-shifts-admin-reports  merged to main (9b07d11); branch has 2 "
        "commits after the merge that are on no other branch (\"grant export: add CSV totals\", \"wip\")\n"
        "Orphaned directories: none\n")), pq,
         P("confirmation", "The worktree's branch holds two commits made after the merge that exist nowhere else; "
           "the permission to prune assumes nothing lives only in a worktree, which no longer holds.",
           ["destructive"]))


def spec():
    sec = src(REPO, SP, "Step 3: Scope Assessment")
    sq = Q("This feature seems too large for a single spec. How should we proceed?", "Scope", [
        O("Split into phases", "Create multiple specs, implement incrementally"),
        O("Reduce scope", "Focus on core functionality only"),
        O("Proceed anyway", "Accept larger scope with more demoable units")])
    big = ("Scope assessment: 'volunteer portal' covers shift swap, SMS reminders, a volunteer profile page, hours "
           "export and a waitlist — 5 subsystems, ~11 demoable units. Too large for one spec.\n")
    call(F, "spec-scope", sec, "verbatim", "/cw-spec volunteer portal", fs({"docs/decisions.md": (
        "## 2026-02-03 Ship in slices\nWe ship one vertical slice per spec, smallest useful piece first. Big specs "
        "stalled twice last year.\n")}, shown=big), sq,
         L("scope", sel("Split into phases"), "decisions.md says to ship one slice per spec after big specs stalled; "
           "splitting into phased specs follows it."))
    call(F, "spec-scope", sec, "verbatim", "/cw-spec volunteer portal", fs(shown=big), sq,
         P("scope", "Whether to split, cut or accept the larger scope changes what gets built and when; nothing in "
           "the project sets the priority and no option delegates it."))

    sec = src(REPO, SP, "Step 4: Clarifying Questions")
    cq = [Q("Who is shift swap for?", "Audience", [
              O("Volunteers only", "Volunteers trade among themselves; coordinators see the result"),
              O("Volunteers + coordinators", "Coordinators approve each swap")]),
          Q("What should shift swap NOT do in this version?", "Exclusions", [
              O("No swaps across sites", "Only swap within the same pantry site"),
              O("No swaps inside 12 hours", "Block last-minute swaps"),
              O("No partial-shift swaps", "Whole shifts only")], multi=True),
          Q("How should a swap be confirmed?", "Confirm", [
              O("In-app accept", "The other volunteer accepts in the app"),
              O("SMS reply", "Reply YES to a text")])]
    call(F, "spec-clarify", sec, "filled", "/cw-spec shift swap", fs({"docs/decisions.md": (
        "## Shift swap (agreed with the coordinators, 2026-03-11)\n- Coordinators must approve every swap (insurance "
        "rule: they need to know who is on site).\n- Out of scope for v1: swaps between sites; partial shifts.\n"
        "- Last-minute swaps are fine — that's the main reason people asked for this.\n"
        "- SMS is one-way (reminders only); don't build inbound SMS.\n")}), cq,
         [L("architecture", sel("Volunteers + coordinators"), "decisions.md requires coordinator approval of every "
            "swap for insurance."),
          L("scope", multi("No swaps across sites", "No partial-shift swaps"), "decisions.md puts cross-site and "
            "partial swaps out of v1 and explicitly wants last-minute swaps."),
          L("architecture", sel("In-app accept"), "decisions.md keeps SMS one-way and rules out inbound SMS.")])
    call(F, "spec-clarify", sec, "filled", "/cw-spec shift swap", fs(), cq,
         [P("architecture", "Whether coordinators must approve swaps is a policy question for the food bank; nothing "
            "in the project settles it.", ["about_person"]),
          P("scope", "Which limits the first version has is the person's product decision; no file records any."),
          P("architecture", "Nothing says whether inbound SMS is wanted; it changes the provider set-up and the "
            "food bank's running cost.", ["about_person"])])

    sec = src(REPO, SP, "Step 6: Next steps — not in a worktree")
    wq = Q("The specification is complete. For isolated development (recommended), create a worktree first. How "
           "would you like to proceed?", "Workflow", [
               O("Create worktree (Recommended)", "Move to .claude/worktrees/{type}-{repo}-{slug}/ with isolated "
                 "branch and task list"),
               O("Continue here", "Spawn planner subagent to run /cw-plan in current directory (spec stays on "
                 "current branch)"),
               O("Done for now", "Save the spec and continue later")])
    call(F, "spec-wt", sec, "verbatim", "/cw-spec admin reports", fs(), wq,
         L("other", sel("Create worktree (Recommended)"), "Nothing in the project argues against the isolated "
           "worktree the workflow recommends."))
    call(F, "spec-wt", sec, "verbatim", "/cw-spec admin reports", fs({"CLAUDE.md": (
        "## Git\nNo worktrees in this repo — the Prisma client and Playwright browsers don't survive them on Tom's "
        "machine. Work on a feature branch in the main checkout.\n"), ".git/HEAD": "ref: refs/heads/feature/admin-reports\n"}),
        wq,
         L("other", sel("Continue here"), "CLAUDE.md rules out worktrees and asks for feature branches in the main "
           "checkout, which is where the session already is."))


def research():
    sec = src(REPO, RS, "Step 4: Checkpoint — initial findings")
    fq = Q("Here are the initial findings from auto-explore. How would you like to proceed?", "Focus", [
        O("Looks good, continue", "Proceed to deep-dive with the current focus areas"),
        O("Refine focus areas", "Adjust which dimensions get deeper exploration"),
        O("Redirect exploration", "Shift focus to different areas not covered above")])
    call(F, "rs-focus", sec, "variant", "/cw-research SMS reminder delivery", fs(shown=(
        "Initial findings (SMS reminder delivery):\n- Reminders are scheduled in lib/jobs/reminders.ts (Vercel cron, "
        "hourly)\n- Twilio client in lib/sms.ts; no retry on 429/5xx\n- Opt-out list stored in volunteers.sms_opt_out\n"
        "- Failed sends logged to console only\n")), fq,
         L("confirmation", sel("Looks good, continue"), "The findings cover the scheduling, provider, opt-out and "
           "failure paths the topic asks about."))
    call(F, "rs-focus", sec, "variant", "/cw-research SMS reminder delivery", fs(shown=(
        "Initial findings (SMS reminder delivery):\n- Next.js app router layout, Tailwind, shadcn/ui components\n"
        "- Prisma schema: 9 models, shifts/volunteers/sites\n- Vitest unit tests, Playwright e2e\n- No findings yet "
        "on how reminders are scheduled or sent\n")), fq,
         L("open_floor", sel("Redirect exploration"), "The findings describe the UI stack and miss the reminder "
           "scheduling and sending the research is about; redirecting fixes that rather than deep-diving the wrong "
           "areas."))

    sec = src(REPO, RS, "Step 4: Refine focus areas")
    call(F, "rs-deepdive", sec, "filled", "/cw-research SMS reminder delivery", fs(), Q(
        "Which areas should receive deeper exploration?", "Deep Dive", [
            O("Tech Stack & Project Structure", "Languages, frameworks, build tools, directory layout"),
            O("Architecture & Patterns", "Design patterns, module boundaries, abstractions"),
            O("Dependencies & Integrations", "External deps, APIs, data flow between services"),
            O("Test & Quality Patterns", "Test frameworks, CI/CD, linting, type checking")], multi=True),
         L("scope", multi("Architecture & Patterns", "Dependencies & Integrations"), "Reminder delivery lives in the "
           "job scheduling pattern and the Twilio integration; the stack layout and test tooling are not the "
           "question."))

    sec = src(REPO, RS, "Step 5: External Context Collection")
    xq = Q("Do you have any external context sources to include in the research? You can provide multiple sources at "
           "once (GitHub issues/PRs, Jira tickets, Confluence pages, local docs).", "Context", [
               O("Yes, I have sources to add", "Provide URLs, file paths, or other references"),
               O("No external context needed", "Continue with codebase findings only")])
    call(F, "rs-context", sec, "verbatim", "/cw-research SMS reminder delivery", fs({"docs/STATE.md": (
        "## Now\nResearching why reminders go missing. Coordinators' reports are collected in GitHub issue #212 and "
        "Twilio's delivery export is in docs/ops/twilio-delivery-april.csv — use both.\n")}), xq,
         L("open_floor", typ("Yes — add GitHub issue #212 (coordinators' reports) and docs/ops/twilio-delivery-april.csv "
                              "(Twilio delivery export)"), "STATE.md names the two sources to use; choosing 'Yes' "
           "alone would leave them unsaid, so they are typed."))
    call(F, "rs-context", sec, "verbatim", "/cw-research SMS reminder delivery", fs(), xq,
         P("open_floor", "Only the person knows which tickets, threads or documents outside the repository bear on "
           "the research.", ["about_person"]))


def plan_and_run():
    sec = src(REPO, PL, "Step 1: Task list ID check")
    tq = Q("CLAUDE_CODE_TASK_LIST_ID is not set. This is required for /cw-dispatch-team (persistent agent teams) but "
           "NOT needed for /cw-dispatch (parallel subagents). Would you like to configure it now?", "Task List ID", [
               O("Skip for now", "Continue planning — you can use /cw-dispatch without it"),
               O("Use repo name", "Derive from the current git repository name"),
               O("Custom name", "Enter a custom project identifier")])
    call(F, "pl-listid", sec, "verbatim", "/cw-plan shift swap", fs({"CLAUDE.md": (
        "## Agents\nWe run implementation with /cw-dispatch-team (agent teams are enabled in our settings); the task "
        "list is named after the repo.\n")}), tq,
         L("other", sel("Use repo name"), "CLAUDE.md says the project uses /cw-dispatch-team with the task list named "
           "after the repo."))

    sec = src(REPO, PL, "Step 7: Execution choice")
    eq = Q("The task graph is ready for execution. How would you like to proceed?", "Execution", [
        O("Parallel (/cw-dispatch)", "Spawn parallel subagent workers — ready workers run concurrently, no extra "
          "setup needed"),
        O("Team (/cw-dispatch-team)", "Persistent agent team with lead coordination (requires "
          "CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS=1 and CLAUDE_CODE_TASK_LIST_ID)"),
        O("Single task (/cw-execute)", "Execute one task at a time with full visibility and control"),
        O("Done for now", "Save the task graph and execute later")])
    call(F, "pl-exec", sec, "verbatim", "/cw-plan shift swap", fs({"CLAUDE.md": (
        "## Agents\nOne task at a time, please — I want to read each diff before the next task starts. No parallel "
        "workers on the Prisma schema.\n")}), eq,
         L("other", sel("Single task (/cw-execute)"), "CLAUDE.md asks for one task at a time with each diff read "
           "before the next."))
    call(F, "pl-exec", sec, "verbatim", "/cw-plan shift swap", fs(), eq,
         P("other", "How the work runs — parallel workers, an agent team or one supervised task at a time — is the "
           "person's working style and token budget, and no option is marked or recorded.", ["about_person"]))

    sec = src(REPO, VA, "Step 8: Next step after PASS")
    vq = Q("Validation passed! What would you like to do next?", "Next step", [
        O("Run /cw-testing", "Execute E2E tests against the running application (recommended)"),
        O("Run /cw-review", "Review code for bugs, security issues, and quality problems"),
        O("Run /cw-review-team", "Team-based review with parallel concern-partitioned reviewers"),
        O("Done for now", "Exit — validation report saved")])
    call(F, "va-next", sec, "verbatim", "/cw-validate", fs({"docs/STATE.md": (
        "## Testing\nE2E can't run this week: the Neon staging branch is being migrated until Friday and the app "
        "won't start against it. Do code review in the meantime.\n")}), vq,
         L("other", sel("Run /cw-review"), "STATE.md says the app cannot start for E2E this week and asks for code "
           "review meanwhile."))


def review_and_test():
    sec = src(REPO, RV, "Step 9: Next steps — changes requested")
    cq = Q("Code review complete — changes requested. What would you like to do next?", "Next Step", [
        O("Execute fixes (Recommended)", "Run /cw-dispatch to execute the FIX-REVIEW tasks"),
        O("Re-run /cw-testing", "Re-run tests to check for regressions before fixing"),
        O("Create PR", "Proceed to pull request creation without fixing"),
        O("Done for now", "Review the report and decide later")])
    call(F, "rv-changes", sec, "variant", "/cw-review", fs(shown=(
        "Review: CHANGES REQUESTED\nBlocking:\n  1. app/api/swaps/route.ts:41 — any signed-in volunteer can approve a "
        "swap (no coordinator role check) [security]\n  2. lib/swaps.ts:88 — swap and shift update not in one "
        "transaction; a failure leaves two volunteers on one shift\nFIX-REVIEW tasks created: 2\n")), cq,
         L("other", sel("Execute fixes (Recommended)"), "The review blocks on a missing authorisation check and a "
           "non-atomic update; fixing them is the remedy, and opening a PR without fixes would paper over them.",
           ["security"]))

    call(F, "rv-changes", sec, "variant", "/cw-review", fs(shown=(
        "Review: CHANGES REQUESTED\nBlocking:\n  1. lib/swaps.ts:52 — swaps take effect as soon as the other "
        "volunteer accepts; a coordinator should approve each swap before it applies [correctness]\nFIX-REVIEW tasks "
        "created: 1 (add a coordinator approval step)\n")), cq,
         P("other", "The one blocking finding is a product-policy call (must coordinators approve swaps?) that the "
           "spec leaves open; executing the fix would decide it for the food bank.", ["about_person"]))

    sec = src(REPO, RT, "Completion — approved")
    aq = Q("Code review complete — approved. What would you like to do next?", "Next Step", [
        O("Create PR (Recommended)", "Proceed to pull request creation"),
        O("Re-run /cw-testing", "Re-run tests to confirm nothing regressed"),
        O("Run /cw-validate", "Verify coverage against spec and run validation gates"),
        O("Done for now", "Review the report and decide later")])
    call(F, "rv-approved", sec, "verbatim", "/cw-review-team", fs({"docs/STATE.md": (
        "## Admin reports\nWhen review approves, open the PR against main (draft is fine) and ping Priya.\n")},
        shown="Review: APPROVED — 0 blocking, 3 informational\n"), aq,
         L("other", sel("Create PR (Recommended)"), "STATE.md asks for the PR to be opened once review approves.",
           ["outward"]))
    call(F, "rv-approved", sec, "verbatim", "/cw-review-team", fs(shown="Review: APPROVED — 0 blocking, 3 "
         "informational\n"), aq,
         P("other", "Opening a pull request publishes the branch to the shared repository; nothing records that the "
           "person wants it opened now.", ["outward"]))

    sec = src(REPO, TE, "Step 4: Select backend")
    bq = Q("Which automation backend should be used for this test suite?", "Backend", [
        O("playwright-bdd", "Compiled Gherkin → Playwright tests via bddgen. Deterministic, CI-friendly. Requires "
          ".feature files."),
        O("chrome-devtools", "AI-driven browser automation via Chrome DevTools MCP. Uses natural language test "
          "prompts."),
        O("cli", "Bash only — for API, CLI, or non-browser tests."),
        O("manual", "Step-by-step user confirmation. No automation tools required.")])
    call(F, "te-backend", sec, "filled", "/cw-testing init", fs({"docs/decisions.md": (
        "## E2E (2026-01-28)\nWe settled on compiled Gherkin with playwright-bdd so CI can run the suite. The "
        "Chrome DevTools MCP experiment was dropped — too flaky on the shift calendar.\n")}), bq,
         L("architecture", sel("playwright-bdd"), "decisions.md settles on playwright-bdd for CI and drops the "
           "DevTools approach."))
    call(F, "te-backend", sec, "filled", "/cw-testing init", fs(base=False, extra={"README.md": README}), bq,
         P("architecture", "Four backends with different costs and CI consequences, none recommended, and nothing in "
           "the project picks one."))

    sec = src(REPO, TE, "Step 2: Check Task Board — some blocked")
    kq = Q("Testing complete with blocked tests. What would you like to do?", "Next action", [
        O("Reset and re-run all", "Reset all test results to pending and re-execute the full suite"),
        O("Reset failed/blocked only", "Re-run only the tests that failed or were blocked"),
        O("Done", "Exit — results are saved on the task board")])
    call(F, "te-blocked", sec, "variant", "/cw-testing run", fs(shown=(
        "E2E: 10 passed, 2 blocked\n  Test: Volunteer receives swap confirmation — blocked: dev server was not "
        "running (ECONNREFUSED :3000)\n  Test: Coordinator approves swap — blocked: same\nDev server has since been "
        "started.\n")), kq,
         L("other", sel("Reset failed/blocked only"), "Both tests were blocked by the dev server being down, which "
           "is now fixed; re-running just those two answers the open question.", ["reports_failure"]))
    call(F, "te-blocked", sec, "variant", "/cw-testing run", fs(shown=(
        "E2E: 10 passed, 2 blocked\n  Test: Coordinator signs in with 2FA — blocked: needs the SMS code sent to "
        "Priya's phone\n  Test: Coordinator approves swap — blocked: depends on the sign-in above\n")), kq,
         P("other", "The blocked tests need a code sent to Priya's phone; re-running them without her changes "
           "nothing, and only she can unblock or accept them.", ["reports_failure", "about_person"]))

    call(F, "te-blocked", sec, "variant", "/cw-testing run", fs(shown=(
        "E2E: 11 passed, 1 blocked\n  Test: Volunteer receives SMS reminder — blocked: the sandbox Twilio number is "
        "suspended; the only working credentials in .env.production send real texts to the volunteer list\n")), kq,
         P("other", "Re-running the blocked test would need production Twilio credentials that text real "
           "volunteers; whether to do that, fix the sandbox or accept the gap is the person's call.",
           ["reports_failure", "outward", "security"]))

    sec = src(REPO, TE, "Step 1: Resolve spec")
    call(F, "te-spec", sec, "filled", "/cw-testing run", fs({"docs/STATE.md": (
        "## Now\nShift swap (docs/specs/03-spec-shift-swap) is in testing. SMS reminders spec was only touched to "
        "fix a typo.\n")}), Q("Two spec directories were modified at nearly the same time. Which spec should this "
        "test run use?", "Spec", [
            O("03-spec-shift-swap", "docs/specs/03-spec-shift-swap/ — modified 10:42"),
            O("04-spec-sms-reminders", "docs/specs/04-spec-sms-reminders/ — modified 10:44")]),
         L("other", sel("03-spec-shift-swap"), "STATE.md says shift swap is the spec in testing and the other was a "
           "typo fix."))

    call(F, "te-spec", sec, "filled", "/cw-testing run", fs(), Q("Two spec directories were modified at nearly the "
        "same time. Which spec should this test run use?", "Spec", [
            O("03-spec-shift-swap", "docs/specs/03-spec-shift-swap/ — modified 10:42"),
            O("04-spec-sms-reminders", "docs/specs/04-spec-sms-reminders/ — modified 10:44")]),
         P("other", "Both specs changed minutes apart and nothing says which feature is in testing; only the person "
           "knows which run they meant."))

    sec = src(REPO, GH, "Step 6: Offer test task stubs")
    gq = Q(".feature files created. Create cw-testing task stubs so /cw-testing run can execute these scenarios? Skip "
           "this if you plan to use playwright-bdd — run /cw-testing init instead.", "Task stubs", [
               O("Yes — create tasks", "Create parent suite + one step task per scenario (for chrome-devtools, "
                 "playwright MCP, cli, or manual backends)"),
               O("No — .feature files only", "Save scenarios as documentation; run /cw-testing init later to set up "
                 "the backend and create tasks")])
    call(F, "gh-stubs", sec, "verbatim", "/cw-gherkin", fs({"docs/decisions.md": (
        "## E2E\nplaywright-bdd compiles our .feature files in CI.\n")}), gq,
         L("other", sel("No — .feature files only"), "The project uses playwright-bdd, for which the question itself "
           "says to skip the stubs."))


def build():
    worktree()
    spec()
    research()
    plan_and_run()
    review_and_test()
