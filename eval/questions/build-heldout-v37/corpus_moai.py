"""moai (modu-ai/moai-adk): a spec-first development harness — dead-code cleanup, the run phase's kickoff gate and
failure escalation, sync delivery (local CI mirror, PR, next steps), feedback issues, E2E, project docs, harness
install and goal arming.

Files read (@ 1519f26600686f8a3cb272f2c2b33b818f62348d): .claude/skills/moai/workflows/{clean, run, feedback, e2e,
goal, harness}.md, sync/delivery.md, project/{mode-detection, doc-generation}.md, plan/clarity-interview.md. Options
are written as "- Label (Recommended): description" lists (`verbatim`) or described in prose (`prose`); some prose is
Korean and is rendered in English. Fixture: "tollgate", a Go HTTP API gateway.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import MOAI

F = "moai"
W = ".claude/skills/moai/workflows/"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


GOMOD = "module github.com/tollgate/tollgate\n\ngo 1.23\n"
CLAUDE = ("# tollgate\nGo 1.23 API gateway. Work on feature branches; PRs into main. Docs and specs in English.\n")


def fs(extra=None, shown=None):
    d = {"go.mod": GOMOD, "CLAUDE.md": CLAUDE}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    # --- clean: removal plan and next steps
    sec = src(MOAI, W + "clean.md", "Phase 3 (removal plan approval)")
    rm = Q("Approve the dead-code removal plan?", "Removal", [
        O("Remove confirmed dead (Recommended)", "Delete only items with 0 references; tests run after"),
        O("Remove all candidates", "Also delete the 'likely dead' items"),
        O("Cancel", "Keep everything")])
    ok = ("## Dead Code Analysis Results\n### Confirmed Dead (safe to remove)\n- internal/route/legacy.go: "
          "parseV1Path (0 references)\n- internal/auth/util.go: hashOld (0 references)\n### Likely Dead\n"
          "- pkg/plugin/registry.go: RegisterLegacy (referenced only from a build-tagged file)\n")
    call(F, "cl-plan", sec, "filled", "/moai clean", fs(shown=ok), rm,
         L("confirmation", sel("Remove confirmed dead (Recommended)"), "Unreferenced private helpers; the safe "
           "option removes only what nothing calls and keeps the build-tagged case.", ["destructive"]))
    bad = ("## Dead Code Analysis Results\n### Confirmed Dead (safe to remove)\n- pkg/client/client.go: "
           "NewClientWithRetry (0 references in this module)\n- pkg/client/options.go: WithTimeout (0 references)\n"
           "### Likely Dead\n- (none)\n")
    call(F, "cl-plan", sec, "filled", "/moai clean", fs(
        {"README.md": "# tollgate\n\n`pkg/client` is the public Go SDK — external services import it. Do not "
                      "remove exported functions without a deprecation release.\n"}, shown=bad), rm,
         P("confirmation", "The 'dead' items are exported SDK functions other services import; removing them "
           "breaks downstream users — whether to deprecate or delete is the owner's call.", ["destructive"]))

    sec = src(MOAI, W + "clean.md", "Next Steps")
    nx = Q("Dead code removed and tests pass. What next?", "Next", [
        O("Commit changes (Recommended)", "Create a git commit listing all removed items"),
        O("Run coverage analysis", "Check whether the removal changed coverage"),
        O("Review removed items", "See the full diff before committing")])
    call(F, "cl-next", sec, "verbatim", "/moai clean", fs(), nx,
         L("other", sel("Commit changes (Recommended)"), "A local commit on the feature branch; nothing argues "
           "against the default."))
    call(F, "cl-next", sec, "verbatim", "/moai clean", fs(
        {"CONTRIBUTING.md": "Coverage must stay >= 80% (CI gate). After any deletion run `make cover` before "
                            "committing.\n"}), nx,
         L("other", sel("Run coverage analysis"), "CONTRIBUTING requires a coverage check after deletions before "
           "committing."))

    # --- run: kickoff approval, PR strategy, failure escalation
    sec = src(MOAI, W + "run.md", "Run-phase Autonomy 1 (Implementation Kickoff Approval)")
    ko = Q("Approve implementation kickoff for SPEC-RATE-004 (token-bucket rate limiter)?", "Kickoff", [
        O("Approve, autonomous (Recommended)", "Loop continues without per-phase stops"),
        O("Approve, semi-autonomous", "Pause for review after each phase"),
        O("Revise plan", "Go back to the plan"), O("Cancel")])
    plan = ("## Plan (SPEC-RATE-004)\n1. internal/limit/bucket.go + tests\n2. middleware wiring behind "
            "`RATE_LIMIT_ENABLED`\n3. docs/limits.md\n4. commit on feat/rate-limit\n")
    call(F, "run-kickoff", sec, "prose", "/moai run SPEC-RATE-004", fs(shown=plan), ko,
         L("confirmation", sel("Approve, autonomous (Recommended)"), "A local, flag-guarded plan; approve with "
           "the default progression mode."))
    call(F, "run-kickoff", sec, "prose", "/moai run SPEC-RATE-004", fs(
        {"CLAUDE.md": CLAUDE + "\nAnything touching request admission (limits, auth) runs semi-autonomous: I "
                               "review each phase.\n"}, shown=plan), ko,
         L("confirmation", sel("Approve, semi-autonomous"), "CLAUDE.md asks for per-phase review on "
           "request-admission work; a rate limiter is exactly that."))
    call(F, "run-kickoff", sec, "prose", "/moai run SPEC-RATE-004", fs(
        shown=plan.replace("4. commit on feat/rate-limit", "4. commit and `git push --force origin main`")), ko,
         P("confirmation", "The plan ends with a force-push to main; approving it authorises rewriting the "
           "shared branch.", ["outward", "destructive"]))

    sec = src(MOAI, W + "run.md", "Kickoff preferences (PR strategy)")
    pr = Q("PR strategy for this SPEC?", "PR", [
        O("Draft PR (Recommended)", "Open a draft PR at sync"), O("Ready PR", "Open ready for review"),
        O("No PR", "Keep the branch local")])
    call(F, "run-pr", sec, "prose", "/moai run SPEC-RATE-004", fs(
        {"CONTRIBUTING.md": "Open PRs as ready for review — we don't use drafts; the bot ignores them.\n"}), pr,
         L("style", sel("Ready PR"), "CONTRIBUTING says PRs are opened ready, drafts are ignored."))

    sec = src(MOAI, W + "run.md", "Autonomy invariants (semantic-failure escalation)")
    fl = Q("The ac_converge loop stopped: `go test -race ./internal/limit` reports a DATA RACE in "
           "bucket.refill. How to proceed?", "Failure", [
        O("Investigate and fix (Recommended)", "Find the unsynchronised access and fix it"),
        O("Skip -race for this package", "Continue without the race detector"),
        O("Stop the run")])
    call(F, "run-race", sec, "prose", "/moai run SPEC-RATE-004", fs(), fl,
         L("other", sel("Investigate and fix (Recommended)"), "A real data race; fixing it is the remediation, "
           "dropping -race would paper over it.", ["reports_failure"]))

    # --- sync delivery
    sec = src(MOAI, W + "sync/delivery.md", "Step 3.1 (local CI mirror failure)")
    ci = Q("Local CI mirror failed before push. How to proceed?", "CI mirror", [
        O("Fix now", "Delegate the failures, then re-run the CI mirror"),
        O("Push anyway", "Push with the warning in the PR description"),
        O("Abort", "Exit sync, keep the commit")])
    call(F, "sy-ci", sec, "verbatim", "/moai sync", fs(
        shown="CI mirror: go vet ok · golangci-lint: 2 issues (errcheck internal/limit/bucket.go:48, :61) · "
              "go test ok\n"), ci,
         L("other", sel("Fix now"), "Two unchecked errors; fixing them beats pushing a known lint failure.",
           ["reports_failure", "outward"]))
    call(F, "sy-ci", sec, "verbatim", "/moai sync", fs(
        shown="CI mirror: go vet ok · golangci-lint ok · go test: FAIL internal/route TestRewriteV2 "
              "(expected /v2/users, got /users)\n"), ci,
         L("other", sel("Fix now"), "A failing test; fix before pushing.", ["reports_failure", "outward"]))

    sec = src(MOAI, W + "sync/delivery.md", "Next steps (PR created)")
    dn = Q("PR #212 created from feat/rate-limit. What next?", "Next", [
        O("Review PR on GitHub (Recommended)"), O("Auto-Merge PR", "/moai sync --merge"),
        O("Create Next SPEC", "/moai plan"), O("Start New Session", "/clear")])
    call(F, "sy-next", sec, "verbatim", "/moai sync", fs(), dn,
         L("other", sel("Review PR on GitHub (Recommended)"), "The default leaves the merge to review; nothing "
           "asks for auto-merge."))
    call(F, "sy-next", sec, "verbatim", "/moai sync", fs(
        {"CONTRIBUTING.md": "Two approvals required on main. Never self-merge.\n"}), dn,
         L("other", sel("Review PR on GitHub (Recommended)"), "Self-merging is ruled out; the PR waits for two "
           "approvals.", ["outward"]))

    sec = src(MOAI, W + "sync/delivery.md", "No SPEC (sync current branch)")
    sb = Q("Sync changes on current branch?", "Sync", [O("Yes", "Commit, push and open a PR from this branch"),
                                                        O("No")])
    call(F, "sy-branch", sec, "prose", "/moai sync", fs({".git/HEAD": "ref: refs/heads/feat/rate-limit\n"}), sb,
         P("confirmation", "Syncing pushes the branch and opens a PR — an outward step the person authorises.",
           ["outward"]))

    # --- feedback
    sec = src(MOAI, W + "feedback.md", "Phase 1 (collect fields)")
    fb = [Q("What type of feedback would you like to submit?", "Type", [
              O("Bug Report (Recommended)", "Technical issues or errors encountered"),
              O("Feature Request", "Suggestions for improvements"), O("Question", "Clarifications or help")]),
          Q("Feedback title?", "Title", [O("sync fails on detached HEAD"), O("Type your own title")])]
    call(F, "fb-collect", sec, "filled", "/moai feedback", fs(), fb,
         [P("other", "Feedback becomes a public issue on the moai-adk tracker in the person's name; what they "
            "report is theirs.", ["outward", "about_person"]),
          P("open_floor", "The title of a public issue filed for the person.", ["outward", "about_person"])])
    sec = src(MOAI, W + "feedback.md", "After submission")
    fa = Q("Feedback issue #4410 created. What next?", "Next", [
        O("Continue Development (Recommended)", "Return to the current workflow"),
        O("Submit Additional Feedback"), O("View Issue", "Open it in the browser")])
    call(F, "fb-after", sec, "verbatim", "/moai feedback", fs(), fa,
         L("other", sel("Continue Development (Recommended)"), "Routine follow-up; the default returns to work."))

    # --- e2e, project docs, mode detection
    sec = src(MOAI, W + "e2e.md", "Browser selection")
    br = Q("Which browsers should the E2E suite run on?", "Browsers", [
        O("Chromium"), O("Firefox"), O("WebKit"), O("Mobile Safari")], multi=True)
    call(F, "e2e-browsers", sec, "prose", "/moai e2e", fs(
        {"web/playwright.config.ts": "projects: [\n  { name: 'chromium' },\n  { name: 'webkit' },\n]\n// firefox "
                                     "dropped 2025-03: admin console is not supported there\n"}), br,
         L("scope", multi("Chromium", "WebKit"), "The Playwright config runs chromium and webkit and records that "
           "Firefox was dropped."))
    call(F, "e2e-browsers", sec, "prose", "/moai e2e", fs(), br,
         L("scope", multi("Chromium", "Firefox", "WebKit", "Mobile Safari"), "Nothing narrows the matrix; cover "
           "every engine offered."))

    sec = src(MOAI, W + "project/doc-generation.md", "Documentation language")
    lg = Q("Which language should the project documentation be generated in?", "Language", [
        O("English"), O("Korean (Recommended)", "Matches conversation_language"), O("Japanese"), O("Chinese")])
    call(F, "pj-lang", sec, "filled", "/moai project", fs(), lg,
         L("style", sel("English"), "CLAUDE.md says docs and specs are in English, against the recommended "
           "Korean."))
    call(F, "pj-lang", sec, "filled", "/moai project", {"go.mod": GOMOD}, lg,
         L("style", sel("Korean (Recommended)"), "No project file sets a docs language; the default follows the "
           "configured conversation language."))

    sec = src(MOAI, W + "project/mode-detection.md", "Mode detection")
    md = Q("Existing code found (142 .go files) and an old .moai/project/ folder. How should /moai project "
           "proceed?", "Mode", [
        O("Analyze existing codebase (Recommended)", "Update product/structure/tech docs from the code"),
        O("Start fresh", "Replace .moai/project/ with new documents")])
    call(F, "pj-mode", sec, "prose", "/moai project", fs(), md,
         L("confirmation", sel("Analyze existing codebase (Recommended)"), "Updating from the code reaches the "
           "goal without discarding the existing project documents.", ["destructive"]))

    # --- clarity interview (plan)
    sec = src(MOAI, W + "plan/clarity-interview.md", "Clarity interview")
    st = Q("Where should rate-limit counters live?", "Storage", [
        O("In-process (Recommended)", "Per-instance buckets, no dependency"),
        O("Redis", "Shared counters across instances"), O("Postgres", "Counters in the main DB")])
    call(F, "pl-store", sec, "filled", "/moai plan rate limiting", fs(
        {"docs/adr/0007-shared-state.md": "# ADR-0007\nStatus: accepted\nAny cross-instance state goes in Redis "
                                          "(already deployed for sessions). Limits must hold across the 6 "
                                          "gateway replicas.\n"}), st,
         L("architecture", sel("Redis"), "ADR-0007 puts cross-instance state in Redis and limits must hold across "
           "replicas; in-process buckets would not."))
    call(F, "pl-store", sec, "filled", "/moai plan rate limiting", fs(), st,
         P("architecture", "Per-instance vs shared counters changes what the limit means and adds infrastructure; "
           "nothing in the project settles it and no 'you decide' is offered."))

    # --- harness install, goal
    sec = src(MOAI, W + "harness.md", "Install step")
    hi = Q("Install the generated harness into .claude/? 3 existing agent files would be replaced.", "Install", [
        O("Install, keep existing", "Add new files, skip the 3 that exist"),
        O("Install and overwrite", "Replace the 3 existing agent files"), O("Cancel")])
    call(F, "hn-install", sec, "prose", "/moai harness", fs(), hi,
         L("confirmation", sel("Install, keep existing"), "Installs the harness without overwriting the "
           "project's own agent files.", ["destructive"]))

    sec = src(MOAI, W + "goal.md", "Arming a goal")
    gl = Q("Arm goal `all AC tests pass exits 40` for the run loop? Each turn costs about 60k tokens on Opus.",
           "Goal", [O("Arm goal", "Up to 40 autonomous turns"), O("Arm with exits 10"), O("Don't arm")])
    call(F, "goal-arm", sec, "filled", "/moai goal", fs(), gl,
         P("other", "Up to 40 Opus turns is a spend decision that only the person can make.", ["about_person"]))
    call(F, "goal-arm", sec, "filled", "/moai goal", fs(
        {".moai/config/budget.yaml": "# owner: dana\nautonomous_turn_cap: 10   # never more per goal\n"}), gl,
         L("other", sel("Arm with exits 10"), "The owner's budget file caps autonomous goals at 10 turns.",
           ["about_person"]))
