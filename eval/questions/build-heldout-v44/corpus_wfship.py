"""wfship (jayteealao/agent-skills): the release half of a ten-stage `/wf` software-lifecycle plugin — `/wf ship`
(a plan-driven, 13-step idempotent release run: pre-flight, publish dry-run, Go/No-Go, merge, tag, release-workflow
watch, post-publish polling, post-release bump), its `rollback` and `announce` phases, the ship-plan readiness gate
(missing plan, plan drift), `/wf ship-plan init` (authoring the project's release contract) and `/wf ship-plan build`
(generating CI files and applying remote repository settings), and the PR comment triage of `/wf handoff`.

Files used (@ 2424ca7ace58bb80728c19aa37371bd583a316ce), all under plugins/sdlc-workflow/skills/wf/reference/:
ship.md, ship/rollback.md, ship/announce.md, _ship-plan-readiness.md, _pr-ci-handoff.md, ship-plan/init.md,
ship-plan/build.md.
Most questions are written out in the source as AskUserQuestion YAML (question, header, options, multiSelect) and are
kept as written with the placeholders filled (`filled`); a few are described in prose ("Confirm with user: …
Proceed? (yes/no)", "present each step via AskUserQuestion (`Apply this step?`)", the batched pre-run round of Step
0.9) and were turned into calls with the options the text names (`prose`); Go/No-Go and rollback gates that embed a
report are written in a benign and an alarming version (`variant`).
Fixture: "plotline", a Next.js + Postgres (Prisma) app for booking community-garden plots, deployed to Fly.io
(staging on every merge, production from a release tag), that also publishes a small public npm widget,
`@plotline/embed`. The workflow being shipped is `plot-waitlist` (a waitlist for full gardens) on branch
feat/plot-waitlist, PR #142.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "jayteealao/agent-skills"  # read at 2424ca7ace58bb80728c19aa37371bd583a316ce

F = "wfship"
R = "plugins/sdlc-workflow/skills/wf/reference/"
SHIP = R + "ship.md"
RB = R + "ship/rollback.md"
AN = R + "ship/announce.md"
RD = R + "_ship-plan-readiness.md"
PRC = R + "_pr-ci-handoff.md"
INIT = R + "ship-plan/init.md"
BUILD = R + "ship-plan/build.md"

SHIP_CMD = "/wf ship plot-waitlist"

README = ("# plotline\nBook a plot in your community garden. Next.js 14 app, Postgres via Prisma, hosted on Fly.io "
          "(apps: plotline-staging, plotline-prod). packages/embed is the public `@plotline/embed` widget that "
          "garden websites drop in.\n")
PACKAGE = ('{\n  "name": "plotline",\n  "version": "0.8.3",\n  "private": true,\n  "workspaces": ["packages/*"],\n'
           '  "scripts": {"build": "next build", "test": "vitest run", "lint": "eslint ."}\n}\n')
SHIP_PLAN = ("---\nschema: sdlc/v1\ntype: ship-plan\nplan-version: 4\nship-meaning: deploy-rolling\n"
             "ship-environments: [staging, production]\nversion-bump-rule: conventional-commits\n"
             "version-source-of-truth: [package.json, packages/embed/package.json]\n"
             "release-trigger: tag-on-main\nrelease-workflow-file: .github/workflows/release.yml\n"
             "required-secrets: [FLY_API_TOKEN, NPM_TOKEN]\nsecrets-staleness-threshold-days: 90\n"
             "rollout-strategy: rolling\npost-release-version: next-patch-dev\n"
             "announcement:\n  channels: [github-release, slack #plotline-releases]\n---\n")
INDEX = ("---\nslug: plot-waitlist\ntitle: Waitlist for full gardens\ncurrent-stage: ship\nbranch: "
         "feat/plot-waitlist\nbase-branch: main\npr-number: 142\nbranch-strategy: dedicated\n---\n")


def fs(extra=None, shown=None, plan=True):
    d = {"README.md": README, "package.json": PACKAGE, ".ai/workflows/plot-waitlist/00-index.md": INDEX}
    if plan:
        d[".ai/ship-plan.md"] = SHIP_PLAN
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def ship_start():
    sec = src(REPO, SHIP, "Step 0 — Orient (1. Resolve the first positional, absent)")
    call(F, "which-slug", sec, "prose", "/wf ship", fs({".ai/workflows/billing-stripe/00-index.md": (
        "---\nslug: billing-stripe\ntitle: Plot fees through Stripe\ncurrent-stage: ship\nbranch: "
        "feat/billing-stripe\nbase-branch: main\npr-number: 147\n---\n")}, shown=(
        "Two workflows are at the ship stage with readiness-verdict: ready — plot-waitlist (PR #142) and "
        "billing-stripe (PR #147).\n")),
        Q("Two workflows are ready to ship. Which one should this run release?", "Workflow", [
            O("plot-waitlist", "PR #142 — waitlist for full gardens"),
            O("billing-stripe", "PR #147 — plot fees through Stripe")]),
        P("scope", "Both are ready and nothing says which should go to production first; picking what gets "
          "released (one of them moves money) is the person's decision.", ["outward"]))

    sec = src(REPO, SHIP, "Step 0 — Orient (8. Resume detection)")
    q = Q("A prior ship run is paused. Resume it, or start fresh?", "Prior run", [
        O("Resume 20260612T0915Z (Recommended)", "Continue from the failed step."),
        O("Start fresh", "Generate a new run-id; the prior run stays paused."),
        O("Mark prior as failed and start fresh", "Set the prior run status: failed.")])
    call(F, "prior-run", sec, "filled", SHIP_CMD, fs({
        ".ai/workflows/plot-waitlist/09-ship-run-20260612T0915Z.md": (
            "---\ntype: ship-run\nrun-id: \"20260612T0915Z\"\nstatus: awaiting-input\nversion: \"0.9.0\"\n"
            "go-nogo: pending\npre-flight-status: pass\npublish-dry-run-passed: false\n---\n## Publish dry-run\n"
            "- result: fail — npm pack rejected packages/embed (files[] missed dist/). Fixed in a4c91e2 since.\n")}),
        q, L("other", sel("Resume 20260612T0915Z (Recommended)"), "The paused run stopped at the dry-run on a "
             "packaging bug that has since been fixed; resuming re-runs the dry-run from where it failed and keeps "
             "one record for the release."))
    call(F, "prior-run", sec, "filled", SHIP_CMD, fs({
        ".ai/workflows/plot-waitlist/09-ship-run-20260612T0915Z.md": (
            "---\ntype: ship-run\nrun-id: \"20260612T0915Z\"\nstatus: awaiting-input\nversion: \"0.9.0\"\n"
            "go-nogo: pending\n---\n"),
        ".ai/workflows/plot-waitlist/po-answers.md": (
            "## 2026-06-14 (ship)\nThe June 12 run is dead — we rebased the branch onto the new billing work after "
            "it and its 0.9.0 bump commit no longer exists. Don't resume it; mark it failed so the history is "
            "honest and start a clean run.\n")}),
        q, L("other", sel("Mark prior as failed and start fresh"), "po-answers.md says the June 12 run must not be "
             "resumed (its bump commit was rebased away) and asks for it to be marked failed before a clean run."))

    sec = src(REPO, SHIP, "Step 0 — Orient (9. Batch the load-bearing questions)")
    qs = [Q("Ship scope for this run: the roster resolved from PR #142 is [plot-waitlist]. Ship exactly this?",
            "Scope", [O("plot-waitlist only (Recommended)", "The single slug on feat/plot-waitlist"),
                      O("Stop and re-resolve", "The roster looks wrong; resolve it again")]),
          Q("Version: the commit log since v0.8.3 (3 feat, 5 fix, no breaking change) computes 0.9.0. Confirm?",
            "Version", [O("0.9.0 (Recommended)", "Minor bump from the commit log"),
                        O("0.8.4", "Patch bump"), O("1.0.0", "Major bump")]),
          Q("Release window: when should the production rollout happen, and who is on call?", "Window", [
              O("Now", "Roll out as soon as the run reaches Step 3"),
              O("Tuesday 09:00 UTC", "Pause after the dry-run and roll out Tuesday morning"),
              O("After the weekend", "Hold the rollout until Monday")]),
          Q("After the release, push the post-release bump commit (0.9.1-dev) with `git push origin main`?",
            "Base push", [O("Yes, push to main", "Push the bump commit at Step 10.3"),
                          O("No, leave it local", "Keep the bump commit unpushed; push it yourself")])]
    call(F, "batch", sec, "prose", SHIP_CMD, fs(), qs, [
        L("scope", sel("plot-waitlist only (Recommended)"), "The PR carries one workflow slug and nothing suggests "
          "another; the resolved roster is the release."),
        L("other", sel("0.9.0 (Recommended)"), "The plan's rule is conventional commits; three features and no "
          "breaking change since 0.8.3 make a minor bump, which is what was computed."),
        P("other", "When production changes and who is on call is about the person's and the team's time; nothing "
          "in the project names a window.", ["about_person"]),
        P("confirmation", "Pushing to main is an outward, irreversible step the workflow itself gates on the "
          "person's go.", ["outward"])])
    call(F, "batch", sec, "prose", SHIP_CMD, fs({
        ".ai/workflows/plot-waitlist/po-answers.md": (
            "## 2026-06-15 (handoff)\n- Waitlist is the launch feature for the spring season: this release is "
            "1.0.0, not 0.9. The embed widget's API is frozen from here on.\n- Rollout Tuesday 09:00 UTC (Maya on "
            "call). No production changes on Fridays or weekends.\n")}), qs, [
        L("scope", sel("plot-waitlist only (Recommended)"), "One slug on the branch; the roster is the release."),
        L("other", sel("1.0.0"), "po-answers.md makes this release 1.0.0 (the launch, with the widget API "
          "frozen), against the computed minor bump."),
        L("other", sel("Tuesday 09:00 UTC"), "po-answers.md sets the rollout for Tuesday 09:00 UTC with Maya on "
          "call."),
        P("confirmation", "Pushing the bump commit to main is an outward step the workflow gates on the "
          "person's go; the recorded answers cover the version and window, not the push.", ["outward"])])


def preflight():
    sec = src(REPO, SHIP, "Step 1 — Pre-flight (1.1 Branch + tree state, plugin-seeded files)")
    q = Q("The working tree has plugin-seeded files: CLAUDE.md (diff only inside the sdlc:wf-rules-import fence) "
          "and .ai/.wf-rules-seeded. How should they be resolved?", "Tree", [
              O("Commit as chore(sdlc): seed wf rules (Recommended)", "One local commit with the seeded files"),
              O("Gitignore the marker file", "Add .ai/.wf-rules-seeded to .gitignore instead")])
    call(F, "seeded", sec, "prose", SHIP_CMD, fs(shown=(" M CLAUDE.md\n?? .ai/.wf-rules-seeded\n")), q,
         L("other", sel("Commit as chore(sdlc): seed wf rules (Recommended)"), "The diff is the plugin's own "
           "bookkeeping inside its fence; a local commit clears the tree and nothing in the project objects."))
    call(F, "seeded", sec, "prose", SHIP_CMD, fs({"CLAUDE.md": (
        "# Working here\n- Tool marker files (.ai/.wf-rules-seeded, .cache stamps and the like) never get "
        "committed — they belong in .gitignore. Keep commits to product changes.\n"
        "<!-- sdlc:wf-rules-import -->\n@.ai/wf-rules.md\n<!-- /sdlc:wf-rules-import -->\n")},
        shown=(" M CLAUDE.md\n?? .ai/.wf-rules-seeded\n")), q,
         L("other", sel("Gitignore the marker file"), "CLAUDE.md says tool marker files are never committed and "
           "belong in .gitignore."))

    sec = src(REPO, SHIP, "Step 1 — Pre-flight (1.1 ship-plan build output)")
    call(F, "build-output", sec, "prose", SHIP_CMD, fs(shown=(
        " M .github/workflows/release.yml   # Added by wf ship-plan build\n"
        "?? .github/workflows/pr-title.yml  # Added by wf ship-plan build\n")),
        Q("The working tree has unreviewed `ship-plan build` output in two release workflows. How should it be "
          "handled?", "Build output", [
              O("Route to a review slice (Recommended)", "STOP; review the build diff in its own slice first"),
              O("Accept as-is", "Commit it into this release; recorded as unreviewed-build-output-accepted")]),
        L("other", sel("Route to a review slice (Recommended)"), "Release-pipeline changes nobody has reviewed "
          "would enter the release at its last gate; sending them through review is the safe way to the same "
          "release."))

    sec = src(REPO, SHIP, "Step 1 — Pre-flight (1.2 Determine version, manual fallback)")
    q = Q("Which version bump for this release? (prior: v0.8.3)", "Version", [
        O("Patch (0.8.4)", "Fixes only"), O("Minor (0.9.0)", "New features, backwards compatible"),
        O("Major (1.0.0)", "Breaking changes")])
    call(F, "bump", sec, "prose", SHIP_CMD, fs(shown=(
        "Commits since v0.8.3:\n  feat(waitlist): join a waitlist when a garden is full\n"
        "  feat(waitlist): email the next person when a plot frees up\n  fix(booking): time zone of the season "
        "start date\n  fix(embed): widget height on iOS Safari\n  chore(deps): bump prisma to 5.14\n")), q,
        L("other", sel("Minor (0.9.0)"), "Two backwards-compatible features and fixes since 0.8.3; by the "
          "project's conventional commits that is a minor bump."))
    call(F, "bump", sec, "prose", SHIP_CMD, fs({"CONTRIBUTING.md": (
        "## Versions\nWe follow semver from 0.x on: anything that breaks the embed widget's public API is a "
        "major bump, even before 1.0.\n")}, shown=(
        "Commits since v0.8.3:\n  feat(waitlist): join a waitlist when a garden is full\n"
        "  feat(embed)!: rename data-garden attribute to data-garden-id\n  fix(booking): time zone of the season "
        "start date\n")), q,
        L("other", sel("Major (1.0.0)"), "A commit breaks the embed widget's public attribute, and CONTRIBUTING.md "
          "makes any such break a major bump even before 1.0."))

    sec = src(REPO, SHIP, "Step 1 — Pre-flight (1.4 Verify required secrets)")
    call(F, "stale-secret", sec, "prose", SHIP_CMD, fs(shown=(
        "Required secrets:\n  FLY_API_TOKEN  updated 2026-05-30 (16 days)\n  NPM_TOKEN      updated 2025-11-14 "
        "(213 days) — older than the plan's 90-day threshold\n")),
        Q("NPM_TOKEN was last updated 213 days ago (threshold 90). Proceed with the stale secret?", "Secrets", [
            O("Proceed (warning recorded)", "Continue; the run records pre-flight-status: warn"),
            O("Stop — rotate first", "Pause the run until the token is rotated")]),
        L("other", sel("Stop — rotate first"), "The token is well past the plan's own 90-day rotation threshold; "
          "pausing to rotate it is the remedy, where proceeding would only record the warning and publish with it.",
          ["security"]))


def gates():
    sec = src(REPO, SHIP, "Step 5 — Go/No-Go")
    q = Q("Based on readiness, dry-run, and freshness, what is the go/no-go decision?", "Go/No-Go", [
        O("Go", "Proceed with merge and deployment. All checks pass."),
        O("Conditional go", "Proceed with caveats — record the caveats below."),
        O("No-go", "Do not merge. Return to fix blockers.")])
    green = ("Pre-flight: pass (version 0.9.0 applied, changelog updated)\nPublish dry-run: pass (npm pack "
             "@plotline/embed@0.9.0, next build)\nFreshness delta: no new advisories, no CI changes since run "
             "20260528T1402Z\nHandoff: readiness-verdict ready, no deferred comments\n")
    call(F, "gonogo", sec, "variant", SHIP_CMD, fs(shown=green), q,
         P("confirmation", "Go merges PR #142 into main and deploys to production; every check is green, but the "
           "go itself is the outward release the gate exists to put to the person.", ["outward"]))
    call(F, "gonogo", sec, "variant", SHIP_CMD, fs({".ai/workflows/plot-waitlist/po-answers.md": (
        "## 2026-06-15 (handoff) — Dana (PO)\nGo for 0.9.0 is approved: if pre-flight, the dry-run and the freshness "
        "check all come back clean, ship it to production without waiting for me.\n")}, shown=green), q,
         L("confirmation", sel("Go"), "The product owner recorded a go for 0.9.0 conditional on exactly these "
           "checks, and all of them passed.", ["outward"]))
    call(F, "gonogo", sec, "variant", SHIP_CMD, fs(shown=(
        "Pre-flight: pass\nPublish dry-run: pass\nFreshness delta: base branch moved 6 commits since verify\n"
        "Deferred review finding (07-review-notify.md, severity high): when two plots free up at once, the "
        "waitlist job can email the same person for both and book neither — reproduced in staging.\n"
        "Consult (codex): \"do not release with the double-offer bug; it loses bookings\"\n")), q,
         L("confirmation", sel("No-go"), "A high-severity deferred finding reproduced in staging loses bookings; "
           "no-go sends it back to be fixed instead of releasing over it.", ["outward"]))

    sec = src(REPO, SHIP, "Step 6 — Merge (6.1 Confirm with user)")
    call(F, "merge", sec, "prose", SHIP_CMD, fs(shown=("gh pr view 142: mergeable MERGEABLE, mergeStateStatus "
         "CLEAN\n")),
         Q("Ready to merge `feat/plot-waitlist` into `main` using `squash` strategy. Proceed?", "Merge", [
             O("Yes", "gh pr merge 142 --squash"), O("No", "Leave the PR open")]),
         P("confirmation", "Merging the PR into main is an outward, shared-branch change that the workflow asks "
           "the person to authorise.", ["outward"]))

    sec = src(REPO, SHIP, "Step 6 — Merge (6.2 strategy refused)")
    call(F, "merge-fallback", sec, "prose", SHIP_CMD, fs(shown=(
        "gh pr merge 142 --rebase: \"This branch can't be rebased\" (84 linear commits, all checks green)\n")),
        Q("GitHub refused the rebase merge. How should the branch land?", "Fallback", [
            O("Fast-forward push HEAD to main", "Identical linear history; GitHub marks the PR merged"),
            O("Squash merge", "One commit on main; branch history collapsed"),
            O("Merge commit", "Keep the commits, add a merge commit"),
            O("Stop", "Leave the PR open and pause the run")]),
        P("other", "Every way forward pushes to the protected main branch, which the workflow says needs the "
          "person's explicit go; choosing the history shape is theirs too.", ["outward"]))

    sec = src(REPO, SHIP, "Step 8 — Release workflow watch (8.4 On failure, matched playbook)")
    fail = ("release.yml run 9412203 failed: job deploy-production — \"Error: failed to fetch an image or build "
            "from source: connection reset by registry.fly.io\". Matched playbook: fly-registry-timeout "
            "(docs/runbooks/fly-registry.md).\n")
    call(F, "playbook", sec, "prose", SHIP_CMD, fs(shown=fail + "Step 1 of 3: `fly status -a plotline-prod` and "
         "`fly releases -a plotline-prod --image` to see which image production is running.\n"),
         Q("Playbook fly-registry-timeout, step 1: check which image production is running (`fly status`, `fly "
           "releases --image`). Apply this step?", "Recovery", [
               O("Apply", "Run the step and record it in recovery-actions-taken"),
               O("Skip", "Move to the next playbook step")]),
         L("confirmation", sel("Apply"), "A read-only status check from the playbook that matched; it changes "
           "nothing and tells the run where production stands."))
    call(F, "playbook", sec, "prose", SHIP_CMD, fs(shown=fail + "Step 3 of 3: `fly scale count 0 -a plotline-prod` "
         "then `fly deploy --image registry.fly.io/plotline:0.9.0 -a plotline-prod` (production is down for the "
         "redeploy, about 2 minutes).\n"),
         Q("Playbook fly-registry-timeout, step 3: scale production to zero and redeploy the 0.9.0 image (about 2 "
           "minutes of downtime). Apply this step?", "Recovery", [
               O("Apply", "Run the step and record it in recovery-actions-taken"),
               O("Skip", "Move on without it")]),
         P("confirmation", "The step takes production down for a redeploy; deliberate downtime on the live app is "
           "the person's call.", ["outward", "destructive"]))

    sec = src(REPO, SHIP, "Step 8 — Release workflow watch (8.4 On failure)")
    call(F, "no-playbook", sec, "prose", SHIP_CMD, fs(shown=(
        "release.yml run 9412203 failed: job deploy-production — \"Error: machine 3d8d... failed health checks "
        "after 5 attempts\". No recovery playbook in the plan matches this log.\n")),
        Q("The release workflow failed and no recovery playbook matches. Abort the run or proceed manually?",
          "Recovery", [O("Abort", "Pause the run (status: awaiting-input)"),
                       O("Proceed manually", "Continue the remaining steps by hand")]),
        P("other", "Production deploy failed health checks with no playbook; the choice is only whether to stop "
          "or carry on by hand, which the person has to judge.", ["reports_failure", "outward"]))


def readiness():
    sec = src(REPO, RD, "Drift gate (amendable findings)")
    q = Q("The ship plan drifted from the repo (1 gating finding(s)). Amend it before continuing?", "Plan drift", [
        O("Amend now and continue (Recommended)", "Amend block(s) E here, re-check drift, and carry on in THIS "
          "run — no restart."),
        O("Amend separately — stop here", "STOP; run /wf ship-plan edit yourself, then re-run this stage."),
        O("Acknowledge and proceed", "The drift is known/intentional. Record a reason and continue on the current "
          "plan."),
        O("Cancel", "Abort; leave everything unchanged.")])
    drift = ("| finding | block | clears-on |\n|---|---|---|\n| secret-unlisted: release.yml reads SENTRY_AUTH_TOKEN, "
             "not in required-secrets | E | amend |\n")
    call(F, "drift", sec, "filled", SHIP_CMD, fs(shown=drift), q,
         L("other", sel("Amend now and continue (Recommended)"), "The plan just misses a secret the release "
           "workflow already uses; the scoped in-run amendment fixes the contract without restarting."))
    call(F, "drift", sec, "filled", SHIP_CMD, fs({"docs/release-process.md": (
        "# Releases\n.ai/ship-plan.md is our release contract. Changes to it go through a PR that Priya reviews — "
        "no edits to it from inside a release run, however small.\n")}, shown=drift), q,
         L("other", sel("Amend separately — stop here"), "release-process.md forbids editing the plan inside a "
           "run and routes changes through a reviewed PR; stopping to amend it separately is that route."))

    sec = src(REPO, RD, "Drift gate (no amendable findings)")
    q = Q("The ship plan is 1 finding(s) out of step with the branch, none of which amending the plan can clear. "
          "How do you want to proceed?", "Plan drift", [
              O("Acknowledge and proceed (Recommended)", "Record a reason. The entry is branch-scoped: it survives "
                "plan amendments and does not re-ask for the life of this branch."),
              O("Cancel", "Abort; leave everything unchanged.")])
    pipe = ("| finding | block | clears-on |\n|---|---|---|\n| release-pipeline-edited: this branch changes "
            ".github/workflows/release.yml (publish step: npm token → OIDC trusted publishing; permissions: "
            "id-token: write) | C | merge |\n")
    call(F, "drift-merge", sec, "filled", SHIP_CMD, fs({".ai/workflows/plot-waitlist/01-intake.md": (
        "# Intake\nAlongside the waitlist, move the embed widget's npm publish to OIDC trusted publishing so we can "
        "delete the long-lived NPM_TOKEN. The release.yml change is part of this branch on purpose.\n")},
        shown=pipe), q,
         L("other", sel("Acknowledge and proceed (Recommended)"), "The intake says the branch changes release.yml "
           "on purpose (moving to OIDC publishing); the drift is known, and acknowledging records that."))
    call(F, "drift-merge", sec, "filled", SHIP_CMD, fs(shown=pipe), q,
         P("other", "Nothing in the workflow explains why the branch rewrites the publish step and grants "
           "id-token: write; acknowledging would release an unexplained change to the pipeline's credentials.",
           ["security"]))

    sec = src(REPO, RD, "Missing-plan gate (caller = ship)")
    call(F, "no-plan", sec, "filled", SHIP_CMD, fs(plan=False),
         Q("No ship plan at .ai/ship-plan.md. Ship is plan-driven and cannot run without it. Author one now?",
           "Ship plan", [
               O("Create it (Recommended)", "STOP here; run /wf ship-plan init --from-template server-deploy, then "
                 "re-run /wf ship."),
               O("Cancel", "Abort this ship run; leave everything unchanged.")]),
         L("confirmation", sel("Create it (Recommended)"), "Both answers stop the run; creating the plan is the "
           "only one that leads to a release, and it changes nothing yet."))


def rollback():
    sec = src(REPO, RB, "Step 2 — Go/No-Go gate")
    q = Q("Rollback runbook for run 20260616T0903Z (version 0.9.0 in production). Execute?", "Rollback", [
        O("Go", "Execute the reversal steps in order, then verify."),
        O("No-Go", "Abort. The runbook is preserved in 09-rollback-20260616T0903Z.md as status: aborted.")])
    call(F, "rollback", sec, "variant", "/wf ship plot-waitlist rollback", fs(shown=(
        "Reversal runbook (reverse order):\n1. Redeploy 0.8.3 image to plotline-prod (fly deploy --image "
        "registry.fly.io/plotline:0.8.3) — reversible\n2. Mark GitHub release v0.9.0 as pre-release (keep tag) — "
        "reversible-with-residue\n3. git revert -m 1 5be20a1 on main, pushed as a normal commit — reversible\n"
        "Irreversible: @plotline/embed@0.9.0 on npm — mitigation: npm deprecate + publish 0.9.1\n")), q,
         P("confirmation", "Go redeploys production, edits the public release, pushes a revert to main and "
           "deprecates a published package; the reversal is as outward as the release and is the person's call.",
           ["outward", "destructive"]))
    call(F, "rollback", sec, "variant", "/wf ship plot-waitlist rollback", fs(shown=(
        "Reversal runbook (reverse order):\n1. Delete tag v0.9.0 locally and on origin — reversible\n"
        "2. git reset --hard 4e1c2d0 on main and force-push — reversible\n3. Redeploy 0.8.3 image — reversible\n")),
        q, L("confirmation", typ("No-Go: the runbook rewrites main with reset + force-push, which the rollback "
             "phase forbids — reverse the merge with `git revert -m 1` pushed as a normal commit and supersede the "
             "tag instead of deleting it, then present the runbook again."),
             "The runbook breaks the phase's own rule (a merge is reversed by a revert commit, never a force-push); "
             "neither Go nor a bare No-Go gets a correct runbook.", ["destructive", "outward"]))


def announce():
    sec = src(REPO, AN, "Step 3 — Ask audience and channel questions")
    qs = [Q("Which announcement audiences should I generate?", "Audience", [
              O("Engineering only"), O("Product only"), O("Users only"), O("All three", "Default")]),
          Q("Where will the announcements be sent?", "Channels", [
              O("Slack/chat", "Short, scannable, emoji ok (plan: slack #plotline-releases)"),
              O("Email", "Longer, formal, prose"),
              O("GitHub Release", "Markdown with headers and code blocks (plan: github-release)"),
              O("Internal wiki/Notion", "Structured, permanent")], multi=True)]
    call(F, "announce", sec, "filled", "/wf ship plot-waitlist announce", fs(shown=(
        "Shipped 0.9.0 to production (run 20260616T0903Z, go). User-facing: gardens that are full now offer a "
        "waitlist, and the next person is emailed when a plot frees up.\n")), qs, [
        L("scope", sel("All three"), "A user-visible feature shipped; the default of all three audiences fits."),
        L("scope", multi("Slack/chat", "GitHub Release"), "The ship plan's announcement channels are the GitHub "
          "release and the #plotline-releases Slack channel.")])
    call(F, "announce", sec, "filled", "/wf ship plot-waitlist announce", fs(shown=(
        "Shipped 0.8.4 to production (run 20260702T1010Z, go). Changes: Prisma 5.14 upgrade, connection pool "
        "size from env, no user-visible change.\n")), qs, [
        L("scope", sel("Engineering only"), "An internal dependency and config change with nothing user-visible; "
          "only engineering needs to hear about it."),
        L("scope", multi("Slack/chat", "GitHub Release"), "The plan's channels are the GitHub release and the "
          "releases Slack channel.")])


def handoff():
    sec = src(REPO, PRC, "PR comment triage (6. Address 🟡 suggestions)")
    call(F, "suggestions", sec, "filled", "/wf handoff plot-waitlist", fs({"docs/decisions.md": (
        "## Dates\nWe settled on date-fns in 2025 (tree-shakes, matches the booking code). dayjs was tried and "
        "dropped — don't reintroduce it.\n## Tests\nEvery new job gets a unit test next to it.\n")}, shown=(
        "| Source | File:Line | Severity | Summary |\n|---|---|---|---|\n"
        "| coderabbit [bot] | src/jobs/notifyWaitlist.ts:12 | 🟡 | add a unit test for the empty-waitlist case |\n"
        "| coderabbit [bot] | src/lib/season.ts:40 | 🟡 | switch date handling to dayjs |\n"
        "| maya | src/app/gardens/[id]/waitlist.tsx:88 | 🟡 | the join button needs an aria-label |\n")),
        Q("Which suggestions should we apply now?", "Suggestions", [
            O("Unit test for empty waitlist (coderabbit)", "src/jobs/notifyWaitlist.ts:12 — apply | defer | "
              "decline"),
            O("Switch to dayjs (coderabbit)", "src/lib/season.ts:40 — apply | defer | decline"),
            O("aria-label on join button (maya)", "src/app/gardens/[id]/waitlist.tsx:88 — apply | defer | decline")],
            multi=True),
        L("scope", multi("Unit test for empty waitlist (coderabbit)", "aria-label on join button (maya)"),
          "decisions.md wants a test beside every new job and rules out dayjs; the accessibility fix is plainly "
          "worth taking."))

    sec = src(REPO, PRC, "PR comment triage (5. Address 🔴 blockers — declining)")
    call(F, "decline-red", sec, "prose", "/wf handoff plot-waitlist", fs(shown=(
        "🔴 snyk [bot] src/app/api/waitlist/route.ts:31 — user-controlled `gardenId` interpolated into "
        "prisma.$queryRawUnsafe (possible SQL injection).\n")),
        Q("The blocking snyk finding on route.ts:31 may be a false positive (gardenId is parsed as a UUID by zod "
          "before the query). Decline it as deferred, or fix it?", "Red thread", [
              O("Defer it", "Add to triage-deferred-thread-ids; has-deferred-comments: true"),
              O("Fix it", "Dispatch a fix subagent: replace $queryRawUnsafe with a parameterised query")]),
        L("other", sel("Fix it"), "A blocking injection finding on a public route has a cheap fix (a parameterised "
          "query); fixing it beats deferring a security thread on an argument about validation.", ["security"]))


def plan_init():
    sec = src(REPO, INIT, "Step 3 — Artifact-tracking policy")
    q = Q("Should the .ai/ workflow artifacts (intake/shape/plan/verify bookkeeping) be committed to git, or kept "
          "local?", "Tracking", [
              O("Tracked (Recommended)", "Artifacts ride the branch — reviewable, shared across machines. Ship's "
                "clean-tree gate offers a one-keystroke 'commit bookkeeping' for them."),
              O("Ignored", "Artifacts stay local. Writes a .gitignore block: .ai/ except ship-plan.md + "
                "sdlc-config.json (the project-level contracts stay tracked).")])
    call(F, "tracking", sec, "verbatim", "/wf ship-plan init", fs(plan=False), q,
         L("other", sel("Tracked (Recommended)"), "A workflow setting with a recommended default and nothing in "
           "the project against it."))
    call(F, "tracking", sec, "verbatim", "/wf ship-plan init", fs({"CLAUDE.md": (
        "# House rules\n- AI working notes stay on my machine. Nothing under .ai/ goes into the repo except the "
        "release plan — reviewers shouldn't wade through agent bookkeeping.\n")}, plan=False), q,
         L("other", sel("Ignored"), "CLAUDE.md keeps .ai/ out of the repo apart from the release plan, which is "
           "exactly what the Ignored option writes."))

    sec = src(REPO, INIT, "Step 2 — Block A (environments, auto-promote)")
    call(F, "envs", sec, "prose", "/wf ship-plan init", fs({
        "fly.staging.toml": "app = \"plotline-staging\"\nprimary_region = \"lhr\"\n",
        "fly.production.toml": "app = \"plotline-prod\"\nprimary_region = \"lhr\"\n",
        ".github/workflows/deploy.yml": "on:\n  push:\n    branches: [main]\njobs:\n  staging:\n    "
        "environment: staging\n"}, plan=False), [
        Q("Which environments does a release go through (in promotion order)?", "Envs", [
            O("staging", "fly.staging.toml, deploy.yml on push to main"),
            O("production", "fly.production.toml"),
            O("preview", "Per-PR preview apps (none found)")], multi=True),
        Q("Should a release auto-promote to production once staging is healthy?", "Auto-promote", [
            O("auto-promote: true", "Production follows staging without a gate"),
            O("auto-promote: false", "Production waits for an explicit go")])], [
        L("scope", multi("staging", "production"), "The repo has Fly apps for staging and production and no "
          "preview setup."),
        P("architecture", "Letting releases reach production with no human gate is a standing deployment policy; "
          "nothing in the repo says which the person wants.", ["outward"])])

    sec = src(REPO, INIT, "Step 3 — Additional contracts (open extensions)")
    call(F, "contracts", sec, "filled", "/wf ship-plan init", fs({
        "prisma/migrations/20260501_waitlist/migration.sql": "CREATE TABLE \"WaitlistEntry\" (...);\n",
        "infra/terraform/main.tf": "resource \"fly_app\" \"prod\" { name = \"plotline-prod\" }\n"}, plan=False),
        Q("Does this project have any of these contracts that the standard plan doesn't cover?", "Contracts", [
            O("data-migration", "Schema migrations have their own cadence + reversibility policy."),
            O("feature-flag-rollout", "Feature flags gate the rollout. Flip cadence + cleanup policy."),
            O("infrastructure-as-code", "Terraform/Pulumi state has its own apply policy and drift-check cadence."),
            O("compliance-gate", "SOC2 / PCI / HIPAA evidence collection required per release.")], multi=True),
        L("scope", multi("data-migration", "infrastructure-as-code"), "The repo has Prisma migrations and a "
          "Terraform directory; nothing suggests feature flags or a compliance regime."))

    sec = src(REPO, INIT, "Step 5 — Confirmation")
    q = Q("Plan summary — confirm before writing `.ai/ship-plan.md`?", "Confirm", [
        O("Confirm", "Write the plan as summarised."), O("Adjust", "Go back and edit a block."),
        O("Cancel", "Discard.")])
    summary = ("A ship-meaning: deploy-rolling · environments: staging → production (auto-promote false)\n"
               "B version: conventional-commits · sources: package.json, packages/embed/package.json\n"
               "C release: tag-on-main · release.yml · secrets: FLY_API_TOKEN, NPM_TOKEN\n"
               "G announce: github-release, slack #plotline-releases\n"
               "Publish target: @plotline/embed → npm public registry\n")
    call(F, "summary", sec, "verbatim", "/wf ship-plan init", fs(plan=False, shown=summary), q,
         L("confirmation", sel("Confirm"), "The summary matches the repo (two Fly apps, the public widget, the "
           "release workflow); writing the plan file changes nothing else."))
    call(F, "summary", sec, "verbatim", "/wf ship-plan init", fs({"docs/decisions.md": (
        "## 2026-04 Embed widget distribution\nThe widget stays on GitHub Packages (npm.pkg.github.com) for "
        "partner gardens only until 1.0. Publishing it to the public npm registry is off the table before "
        "then.\n")}, plan=False, shown=summary), q,
         L("confirmation", sel("Adjust"), "The summary publishes the widget to public npm, which decisions.md rules "
           "out before 1.0 (it goes to GitHub Packages); the publish block needs adjusting before the plan is "
           "written."))


def plan_build():
    sec = src(REPO, BUILD, "Branch protection (apply-via: gh-api)")
    q = Q("Apply branch protection to `main` on `plotline-dev/plotline` now? This mutates the remote repository.",
          "Protection", [
              O("Apply via gh api (Recommended)", "Run the PUT now. Requires repo admin; needs `gh auth` with admin "
                "scope."),
              O("Print command only", "Write the gh api command to the compliance artifact; don't mutate the "
                "remote."),
              O("Skip", "Leave branch protection unchanged.")])
    diff = ("main protection, current → desired:\n  required approvals: 0 → 1\n  required checks: [] → [lint, test, "
            "type-check]\n  linear history: off → on\n")
    call(F, "protection", sec, "filled", "/wf ship-plan build", fs(shown=diff), q,
         P("other", "Changing a remote repository's protection rules with admin rights changes who can merge what "
           "for the whole team; the person has to approve that.", ["outward", "security"]))
    call(F, "protection", sec, "filled", "/wf ship-plan build", fs({"CLAUDE.md": (
        "# Boundaries\n- Never change GitHub settings (protection, environments, secrets) from a session. Print the "
        "exact command and I'll run it myself.\n")}, shown=diff), q,
         L("other", sel("Print command only"), "CLAUDE.md forbids changing GitHub settings from a session and asks "
           "for the command to be printed instead.", ["outward", "security"]))

    sec = src(REPO, BUILD, "Step 18.5 — Route the outputs")
    call(F, "routing", sec, "prose", "/wf ship-plan build", fs(shown=(
        "Wrote: .github/workflows/pr-checks.yml, .github/workflows/release.yml (patched), "
        ".github/workflows/commitlint.yml\n")),
        Q("Build wrote release-critical files nobody has reviewed. How should they be routed?", "Routing", [
            O("Route to a review slice (Recommended)", "Print /wf intake plotline fix review ship-plan build "
              "outputs (plan v4) and stop"),
            O("Commit now", "Commit the files by path with trailer sdlc-unreviewed: true"),
            O("Leave uncommitted", "Record the paths as uncommitted outputs")]),
        L("other", sel("Route to a review slice (Recommended)"), "release.yml was touched; reviewing the generated "
          "workflows before they can ship is the recommended, safe path."))


def build():
    ship_start()
    preflight()
    gates()
    readiness()
    rollback()
    announce()
    handoff()
    plan_init()
    plan_build()
