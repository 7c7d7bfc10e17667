"""sdlcmkt (rnagrodzki/sdlc-marketplace): a delivery plugin whose skills stop at consent gates — commit plan, release
plan (version bump, tag, push), retag, CI-script refresh, PR draft, received-review action plan and thread replies, ship
pipeline and rebase conflicts, plan execution tiers and high-risk waves, and a setup wizard that writes the project's
shared `.claude/sdlc.json`.

Files read (@ 8499eda21f102953059164fcdca4994fbfec8cd1): plugins/sdlc-utilities/skills/{commit-sdlc, version-sdlc,
pr-sdlc, received-review-sdlc, ship-sdlc, execute-plan-sdlc, plan-sdlc, setup-sdlc}/SKILL.md. The skills write the
options as bold words with dashes ("**yes** — execute all steps"); they are turned into label/description pairs
(`verbatim` when only that split was made). Fixture: "ledgerline", a TypeScript billing API (team lead Priya Raman).
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import SDLC

F = "sdlcmkt"
SK = "plugins/sdlc-utilities/skills/"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(skill, section):
    return src(SDLC, SK + skill + "/SKILL.md", section)


CLAUDE = ("# ledgerline\n\nTypeScript billing API (Fastify + Postgres). Trunk: `main`, protected.\n\n"
          "- Work on feature branches; never commit directly to `main`.\n"
          "- Conventional commits, scopes: api, billing, db, ci.\n")
PKG = '{\n  "name": "ledgerline",\n  "version": "1.4.2",\n  "scripts": {"test": "vitest run"}\n}\n'


def fs(extra=None, shown=None, base=True):
    d = {"CLAUDE.md": CLAUDE, "package.json": PKG} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    # --- version-sdlc: uncommitted changes warning
    sec = S("version-sdlc", "Step 1 warnings (uncommitted changes)")
    unc = Q("You have uncommitted changes that will NOT be included in this release. How should I continue?",
            "Uncommitted", [O("proceed", "Release without the uncommitted changes"),
                            O("commit first", "Run /commit-sdlc to commit changes, then re-invoke /version-sdlc"),
                            O("cancel", "Abort the release")])
    call(F, "ver-uncommitted", sec, "verbatim", "/version-sdlc minor", fs(
        {"CHANGELOG.md": "## [Unreleased]\n- billing: prorate mid-cycle plan upgrades (src/billing/prorate.ts)\n"},
        shown=" M src/billing/prorate.ts\n M tests/billing/prorate.test.ts"), unc,
         L("confirmation", sel("commit first"), "The uncommitted files are the proration change the Unreleased "
           "changelog entry announces; releasing without them ships a changelog that lies."))
    call(F, "ver-uncommitted", sec, "verbatim", "/version-sdlc minor", fs(
        {".gitignore": "node_modules/\ndist/\n"}, shown="?? notes/scratch-priya.md"), unc,
         L("confirmation", sel("proceed"), "The only uncommitted file is a personal scratch note that is not part "
           "of the product; the release can go ahead without it (the plan is approved separately)."))

    # --- version-sdlc: release plan approval
    sec = S("version-sdlc", "Step 5 (DO): Present Release Plan for Approval")
    rel = Q("Execute this release?", "Release", [O("yes", "Execute all steps"), O("edit", "Describe what to change"),
                                                 O("cancel", "Abort")])
    plan = ("Release Plan\nVersion:    1.4.2 -> 1.5.0\nTag:        v1.5.0 (annotated)\nFile:       package.json\n"
            "Push:       yes (to origin/main)\nChangelog:  yes\n\n## [1.5.0]\n- billing: prorate mid-cycle plan upgrades\n"
            "- api: GET /invoices supports ?status=")
    call(F, "ver-plan", sec, "verbatim", "/version-sdlc minor", fs(shown=plan), rel,
         P("confirmation", "Executing pushes a release commit and tag to origin/main; publishing a release is the "
                           "person's to approve.", ["outward"]))
    plan2 = ("Release Plan\nVersion:    1.4.2 -> 2.0.0\nTag:        v2.0.0 (annotated)\nFile:       package.json\n"
             "Push:       yes (to origin/main)\n\nCommits since v1.4.2:\n- fix(billing): rounding of VAT on credit notes\n"
             "- fix(api): 404 instead of 500 for unknown invoice id\n- chore(ci): bump node to 22")
    call(F, "ver-plan", sec, "verbatim", "/version-sdlc", fs(shown=plan2), rel,
         L("confirmation", sel("edit"), "Only fixes and a chore since v1.4.2 — a major bump to 2.0.0 is wrong; the "
           "plan should become a patch release (1.4.3) before anything is tagged.", ["outward"]))
    plan3 = ("Release Plan\nVersion:    1.4.2 -> 1.4.3\nTag:        v1.4.3 (annotated)\nFile:       package.json\n"
             "Push:       no (local only, --no-push)\nChangelog:  no")
    call(F, "ver-plan", sec, "verbatim", "/version-sdlc patch --no-push", fs(shown=plan3), rel,
         L("confirmation", sel("yes"), "A local bump commit and tag the person asked for with --no-push; nothing "
           "leaves the machine and the patch level matches the fixes."))

    # --- version-sdlc: CI script refresh
    sec = S("version-sdlc", "Step 7: CI release scripts")
    ci = Q("Release CI scripts are outdated (.github/workflows/release.yml: installed 1.2.0, current 1.6.0). Update "
           "CI scripts? This does not block the release.", "CI scripts", [
        O("yes", "Overwrite the outdated files with the current templates"), O("no", "Warn and continue")])
    call(F, "ver-ci", sec, "filled", "/version-sdlc minor", fs(), ci,
         P("confirmation", "Overwriting the repository's release workflow changes what CI does on every tag; the "
                           "person decides whether their workflow is regenerated.", ["destructive"]))
    call(F, "ver-ci", sec, "filled", "/version-sdlc minor", fs(
        {"docs/RELEASING.md": "# Releasing\n\n.github/workflows/release.yml is hand-maintained (we added the npm "
                              "provenance step and Slack notice). Do not let tools regenerate it.\n"}), ci,
         L("confirmation", sel("no"), "RELEASING.md says the release workflow is hand-maintained and must not be "
           "regenerated; the release proceeds either way.", ["destructive"]))

    # --- version-sdlc: retag
    sec = S("version-sdlc", "Branch D: Step D2 confirmation")
    rt = Q("About to retag v1.5.0 from 3f9c2a1 to 8d04be7 (HEAD). Continue?", "Retag", [
        O("yes", "Delete and recreate the tag locally and on origin"), O("no", "Cancel")])
    call(F, "ver-retag", sec, "filled", "/version-sdlc --retag", fs(), rt,
         P("confirmation", "Retagging deletes a published tag on origin and moves it; anyone who fetched v1.5.0 "
                           "sees it change.", ["destructive", "outward"]))

    # --- commit-sdlc: commit plan
    sec = S("commit-sdlc", "Step 5 (DO): Present and Execute")
    cm = Q("Commit as shown?", "Commit", [O("yes", "Commit as shown"), O("edit", "Tell me what to change"),
                                          O("cancel", "Abort")])
    cp = ("Commit\nMessage:    feat(billing): prorate mid-cycle plan upgrades\n\nStaged:     2 files changed, +96, -4\n"
          "  src/billing/prorate.ts\n  tests/billing/prorate.test.ts\nBranch:     feat/prorate-upgrades")
    call(F, "cm-plan", sec, "verbatim", "/commit-sdlc", fs(shown=cp), cm,
         L("confirmation", sel("yes"), "A local commit on a feature branch with a conventional message and its "
           "tests; confirm."))
    cp2 = ("Commit\nMessage:    chore(ci): add deploy config\n\nStaged:     3 files changed, +41\n"
           "  .github/workflows/deploy.yml\n  .env.production\n  docs/deploy.md\nBranch:     chore/deploy")
    call(F, "cm-plan", sec, "verbatim", "/commit-sdlc", fs({".gitignore": "node_modules/\n.env*\n"}, shown=cp2), cm,
         L("confirmation", sel("edit"), ".env.production (ignored by .gitignore, force-added) is staged — unstage "
           "it before committing rather than putting production secrets into history.", ["security"]))
    cp3 = ("Commit\nMessage:    fix(api): return 404 for unknown invoice id\n\nStaged:     1 file changed, +6, -2\n"
           "  src/api/invoices.ts\nBranch:     main (default branch)")
    call(F, "cm-plan", sec, "verbatim", "/commit-sdlc", fs(shown=cp3), cm,
         L("confirmation", typ("Don't commit on main — CLAUDE.md says work goes on feature branches; create a branch "
                               "(e.g. fix/invoice-404) and commit there."),
           "The commit would land on the protected default branch that CLAUDE.md forbids committing to; none of the "
           "options moves it to a branch."))

    sec = S("commit-sdlc", "Step 5 subject pattern gate")
    sp = Q("The subject 'Fix invoice lookup' does not match the project's pattern "
           "^(feat|fix|chore|docs|refactor|test)\\((api|billing|db|ci)\\): . How should I continue?", "Subject", [
        O("edit subject", "Revise the subject line to match the pattern; re-run the gate"),
        O("harden", "Run /harden-sdlc to propose stronger guardrails"), O("cancel", "Abort the commit")])
    call(F, "cm-subject", sec, "filled", "/commit-sdlc", fs(), sp,
         L("confirmation", sel("edit subject"), "Fix the subject to the project's conventional format "
           "(fix(api): ...) and commit; the gate is doing its job."))

    # --- pr-sdlc
    sec = S("pr-sdlc", "Step 5 (DO): Present for Review")
    pr = Q("Create this PR as shown?", "PR", [O("yes", "Create the PR"), O("edit", "Tell me what to change"),
                                              O("cancel", "Abort")])
    d1 = ("PR Title: feat(billing): prorate mid-cycle plan upgrades\nLabels: billing (rule)\n\n## Summary\nCustomers "
          "upgrading mid-cycle are charged only for the remaining days.\n## Testing\n12 new unit tests in "
          "tests/billing/prorate.test.ts; all green.")
    call(F, "pr-create", sec, "verbatim", "/pr-sdlc", fs(shown=d1), pr,
         P("confirmation", "Creating the PR publishes it to the team's GitHub; the person approves what goes out.",
           ["outward"]))
    d2 = ("PR Title: feat(billing): prorate mid-cycle plan upgrades\n\n## Summary\nProrates upgrades.\n## Testing\n"
          "Covered by the new end-to-end suite in tests/e2e/upgrade.spec.ts.\n\n(diff: src/billing/prorate.ts only; "
          "no files under tests/ changed)")
    call(F, "pr-create", sec, "verbatim", "/pr-sdlc", fs(shown=d2), pr,
         L("confirmation", sel("edit"), "The description claims an e2e suite the diff does not contain; fix the "
           "Testing section before the PR is published.", ["outward"]))

    sec = S("pr-sdlc", "Step 2: Business Context / Benefits")
    bz = Q("What business problem does this change solve? I could not infer it from the commits.", "Business", [
        O("Cut manual reconciliation", "Finance no longer adjusts upgrade invoices by hand"),
        O("Customer complaints", "Reduce support tickets about double charges"),
        O("Not sure", "Leave Business Context as 'Not detected'")])
    call(F, "pr-business", sec, "filled", "/pr-sdlc", fs(
        {"docs/tickets/BILL-212.md": "# BILL-212 Prorate upgrades\n\nRequested by Finance: every upgrade invoice is "
                                     "corrected by hand at month end (~40/month). Goal: remove that manual step.\n"}),
         bz, L("other", sel("Cut manual reconciliation"), "The ticket for this branch says Finance asked for it to "
               "remove the month-end manual corrections."))
    call(F, "pr-business", sec, "filled", "/pr-sdlc", fs(), bz,
         P("other", "Nothing in the project says why proration was wanted; the business reason is the person's to "
                    "state, not to guess."))

    # --- received-review-sdlc
    sec = S("received-review-sdlc", "Step 10: consent gate")
    rr = Q("No changes have been made yet. How to proceed?", "Review plan", [
        O("implement", "Post responses to PR and apply code changes"), O("edit", "Modify the plan before proceeding"),
        O("skip", "Discard, make no changes")])
    ap1 = ("Action plan (PR #318, 3 comments)\n1. @dkim: extract rounding helper -> agree, will fix\n"
           "2. @dkim: rename `amt` -> agree, will fix\n3. @sfischer: use BigInt for cents -> pushback (values < 2^53)")
    call(F, "rr-consent", sec, "verbatim", "/received-review-sdlc 318", fs(shown=ap1), rr,
         P("confirmation", "Implementing posts replies on the PR under the person's name as well as changing code; "
                           "that needs their go-ahead.", ["outward"]))
    ap2 = ("Action plan (PR #318, 2 comments)\n1. @bot-reviewer: tests flaky against sandbox TLS cert -> agree, will "
           "fix: set NODE_TLS_REJECT_UNAUTHORIZED=0 in src/http/client.ts\n2. @dkim: add JSDoc -> agree, will fix")
    call(F, "rr-consent", sec, "verbatim", "/received-review-sdlc 318", fs(shown=ap2), rr,
         L("confirmation", sel("edit"), "Item 1 'fixes' flaky tests by disabling TLS verification in the production "
           "HTTP client; change the plan before anything is applied or posted.", ["security", "outward"]))

    sec = S("received-review-sdlc", "Step 12: reply and resolve")
    rp = Q("Should I reply to all addressed review comments on the PR and resolve the threads?", "Replies", [
        O("yes", "Post replies and resolve threads"), O("skip", "Do not post replies (I will handle it)"),
        O("selective", "Let me choose which threads to reply to")])
    call(F, "rr-reply", sec, "verbatim", "/received-review-sdlc 318", fs(), rp,
         P("other", "Posting replies and resolving reviewers' threads speaks for the person on a shared PR.",
           ["outward"]))

    # --- ship-sdlc
    sec = S("ship-sdlc", "Step 3: Run this pipeline?")
    sh = Q("Run this pipeline?", "Pipeline", [O("yes", "Execute as shown"), O("edit", "Change steps, flags, or config"),
                                              O("cancel", "Stop here")])
    call(F, "ship-run", sec, "verbatim", "/ship-sdlc", fs(
        shown="Pipeline (preset A)\n1 execute  2 commit  3 review  4 received-review  5 version (minor, push)  "
              "6 pr (ready for review)"), sh,
         P("confirmation", "The pipeline ends in a pushed release tag and an open PR; running it authorises both.",
           ["outward"]))
    sec = S("ship-sdlc", "Rebase conflicts")
    rb = Q("Rebase onto main has conflicts in 2 files (src/billing/prorate.ts, src/api/invoices.ts). How should I "
           "continue?", "Conflicts", [O("Pause pipeline", "Resolve manually, then --resume"),
                                      O("Skip rebase", "Create PR with conflicts (GitHub will show them)"),
                                      O("Merge instead", "Try git merge origin/main (creates merge commit)")])
    call(F, "ship-rebase", sec, "verbatim", "/ship-sdlc", fs(), rb,
         L("other", sel("Pause pipeline"), "Conflicts in billing code need resolving before anything is published; "
           "skipping would open a conflicted PR.", ["outward"]))
    sec = S("ship-sdlc", "Missing-state prompt (R-implicit-resume)")
    ms = Q("Active pipeline reminder found but no state file for current branch. Start fresh, or specify a state path?",
           "State", [O("fresh", "Start the pipeline cleanly"), O("path", "Give an explicit state file path"),
                     O("abort", "Exit without dispatching any step")])
    # --- execute-plan-sdlc
    sec = S("execute-plan-sdlc", "Step 2: quality tier")
    tier = Q("Select execution quality tier", "Tier", [O("full", "Speed: strongest models on every task"),
                                                       O("balanced", "Balanced (default)"),
                                                       O("minimal", "Quality: cheapest models"),
                                                       O("custom", "Choose per task")])
    call(F, "ex-tier", sec, "verbatim", "/execute-plan-sdlc docs/plans/prorate.md", fs(), tier,
         P("other", "The tier sets which models run and what the run costs; that budget is the person's.",
           ["about_person"]))
    sec = S("execute-plan-sdlc", "High-risk wave approval")
    hw = Q("Wave 2 contains high-risk task(s):\n- Task 5: \"Drop legacy column invoices.amount_float\" [HIGH RISK: "
           "database change]\n\nApprove execution?", "High risk", [
        O("yes", "Execute this wave"), O("skip", "Skip high-risk tasks, continue with remaining waves"),
        O("cancel", "Stop execution")])
    call(F, "ex-highrisk", sec, "filled", "/execute-plan-sdlc docs/plans/prorate.md", fs(), hw,
         P("confirmation", "Dropping a column destroys data; approving a destructive schema change is the person's "
                           "call.", ["destructive"]))

    # --- plan-sdlc
    sec = S("plan-sdlc", "Scope check")
    sc = Q("These requirements cover independent subsystems (invoice PDF rendering; webhook retry queue). Recommend "
           "splitting into 2 plans. Proceed as one plan or split?", "Scope", [
        O("Split (Recommended)", "One plan per subsystem"), O("One plan", "Keep everything together")])
    call(F, "plan-split", sec, "filled", "/plan-sdlc", fs(
        {"docs/ROADMAP.md": "Q3: invoice PDFs (owner: Priya) and webhook retries (owner: Dmitri) ship separately.\n"}),
         sc, L("scope", sel("Split (Recommended)"), "The roadmap treats the two as separate deliveries with "
               "different owners."))

    # --- setup-sdlc
    sec = S("setup-sdlc", "Step 2 -- Migration")
    mg = Q("Legacy config files detected. Migrate to unified config before proceeding?", "Migrate", [
        O("yes", "Migrate now (recommended)"), O("no", "Configure from scratch")])
    dl = Q("Delete legacy config files?", "Legacy", [O("yes", "Delete migrated files (keeps backup in git history)"),
                                                     O("no", "Keep legacy files alongside unified config")])
    call(F, "setup-delete", sec, "verbatim", "/setup-sdlc", fs(), dl,
         L("confirmation", sel("no"), "The unified config already works; keeping the old files loses nothing, "
           "deleting them is the person's choice.", ["destructive"]))

    sec = S("setup-sdlc", "3a. Version section")
    vq = Q("Version configuration detected:\n  Version file: package.json (package.json)\n  Tag prefix: v (from "
           "existing tags)\n\nConfirm version setup?", "Version", [
        O("yes", "Use detected settings"), O("customize", "Change settings"), O("skip", "Don't configure versioning")])
    call(F, "setup-version", sec, "filled", "/setup-sdlc", fs(), vq,
         L("confirmation", sel("yes"), "Detected settings match package.json and the v-prefixed tags."))
    call(F, "setup-version", sec, "filled", "/setup-sdlc", fs(
        {"docs/RELEASING.md": "# Releasing\n\nVersions are tracked by git tags only (release-YYYY.MM.N). "
                              "package.json's version is a placeholder and is never bumped.\n"}), vq,
         L("architecture", sel("customize"), "RELEASING.md says versions come from release- tags and package.json "
           "is never bumped; the detected file mode and prefix are wrong."))

    sec = S("setup-sdlc", "3b. Ship section")
    ship = [Q("Pipeline variant for /ship-sdlc?", "Preset", [
                O("A (full)", "Default"), O("B (skip version)", "No version bump in the pipeline"),
                O("C (minimal)", "Execute + commit + PR")]),
            Q("Default version bump level?", "Bump", [O("patch (Recommended)", "Default"), O("minor"), O("major")]),
            Q("Open PRs as drafts?", "Draft", [O("no (Recommended)", "Ready for review"), O("yes", "Draft PRs")]),
            Q("Minimum review severity that blocks the pipeline?", "Threshold", [
                O("high (Recommended)", "Default"), O("critical"), O("medium")])]
    call(F, "setup-ship", sec, "filled", "/setup-sdlc", fs(
        {"CONTRIBUTING.md": "## PRs\n- Open PRs as drafts; mark ready once CI is green.\n- Review findings of medium "
                            "severity or above block merge.\n- Releases are cut by release-please in CI — never bump "
                            "versions in a feature pipeline.\n"}), ship,
         [L("architecture", sel("B (skip version)"), "CONTRIBUTING: releases are cut in CI, never bumped in a "
            "feature pipeline."),
          L("style", sel("patch (Recommended)"), "Nothing overrides the default bump level (it is unused under "
            "preset B anyway)."),
          L("style", sel("yes"), "CONTRIBUTING says PRs are opened as drafts."),
          L("style", sel("medium"), "CONTRIBUTING says medium-severity findings block merge.")])
    au = Q("Run the ship pipeline non-interactively by default (auto)?", "Auto", [
        O("no (Recommended)", "Keep the approval gates"), O("yes", "Skip prompts; treat every gate as approved")])
    call(F, "setup-auto", sec, "filled", "/setup-sdlc", fs(), au,
         P("other", "Auto mode removes every consent gate (push, tag, PR) for all future runs; whether to give up "
                    "those approvals is the person's decision.", ["outward", "about_person"]))

    sec = S("setup-sdlc", "3c. Jira section")
    jr = Q("Do you use Jira for this project?", "Jira", [O("yes", "Configure Jira integration"),
                                                         O("no", "Skip Jira setup")])
    call(F, "setup-jira", sec, "verbatim", "/setup-sdlc", fs(
        {"CONTRIBUTING.md": "## Tracking\nIssues live in Linear (team LED). Link the Linear issue in every PR.\n"}),
         jr, L("other", sel("no"), "The team tracks work in Linear, not Jira."))

    sec = S("setup-sdlc", "3d. Review section")
    rv = Q("Default review scope for /review-sdlc?", "Review", [
        O("committed (Recommended)", "Only committed changes vs base branch"),
        O("all", "Staged + unstaged + untracked"), O("staged", "Only staged changes"),
        O("working", "Staged + unstaged (no untracked)")])
    sec = S("setup-sdlc", "Step 4 -- Content Setup")
    ct = Q("Content setup (optional): which should I set up?", "Content", [
        O("review-dimensions", "Install review dimensions (required for /review-sdlc)"),
        O("pr-template", "Create PR template"), O("skip", "Skip content setup")], multi=True)
    call(F, "setup-content", sec, "verbatim", "/setup-sdlc", fs(
        {".github/pull_request_template.md": "## What\n## Why (Linear issue)\n## Screenshots\n"}), ct,
         L("scope", multi("review-dimensions"), "Review dimensions are missing and required; the repository already "
           "has its own PR template, so don't create another."))
