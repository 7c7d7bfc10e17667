"""recce (DataRecce/recce-claude-plugin): data-validation commands for dbt projects. /recce-ci generates Recce Cloud
GitHub Actions workflows (standalone or integrated), reminds the person to create the Recce Cloud project and offers
to commit and push; /recce-dbt-doctor fills unknown tooling preferences, proposes edits to existing CI files, then
asks to commit, push and open a pull request; /recce-analyze stops before any branch-mutating base build; /recce-setup
confirms the base/target branches and the base artifacts; /recce-check asks which check and which models.

Files read (@ 6568aea3520335ec2cffe498bd5c4e466e89d7cf): plugins/recce-quickstart/commands/recce-ci.md (Step 2: Check
Existing CI, Step 3: Recce Cloud Project Setup, 6.2 Ask to Commit), recce-dbt-doctor.md (3A.1 Resolve Unknown
Preferences, 3B.4 Ask User to Confirm, 4.2 Ask to Commit, 4.3 Ask to Push, 4.4 Ask to Create PR/MR), recce-analyze.md
(Step 3: Base Strategy, confirmation gate), recce-setup.md (Step 5: branch configuration, Step 6: base artifacts),
recce-check.md (check type, selector, profile warning).

recce-ci.md writes its prompts in Chinese ("建立獨立 Recce workflow (推薦)", "已建立，繼續", "Commit 並 push"); they are
rendered here in English with the same options and the (Recommended) mark. recce-dbt-doctor.md names its
AskUserQuestion options ("uv (Recommended), pip", "Yes, apply changes / Show me the full files / Skip for now",
"Yes / No"); recce-analyze, recce-setup and recce-check ask as y/N or numbered text menus (`prose`). Headers are added
("Setup", "Cloud", "Commit", "Tooling", "Python", "Apply", "Push", "PR", "Base build", "Branches", "Base", "Check",
"Models", "Profile"). Proposed CI edits, detection results and base strategies shown before the question are in
`shown.md`.

Fixtures: jaffle-analytics (a dbt project on Snowflake; CLAUDE.md: Priya Raman, analytics lead, owns CI and the
Recce Cloud org; workflow changes land through a PR that Priya reviews; feature branches may be pushed, never main;
the integration branch is `develop`; full builds on the shared warehouse cost credits and need Priya's OK), a
platform-owned deploy workflow, and plain dbt repositories.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import RECCE

F = "recce"
CI = "plugins/recce-quickstart/commands/recce-ci.md"
DOC = "plugins/recce-quickstart/commands/recce-dbt-doctor.md"
AN = "plugins/recce-quickstart/commands/recce-analyze.md"
SET = "plugins/recce-quickstart/commands/recce-setup.md"
CHK = "plugins/recce-quickstart/commands/recce-check.md"

JAF_MD = ("# jaffle-analytics\n\n"
          "dbt project on Snowflake (dbt-snowflake 1.8). Recce validates model changes on every PR.\n\n"
          "- Priya Raman (analytics lead) owns CI and the Recce Cloud org.\n"
          "- Changes under .github/workflows land through a pull request that Priya reviews. Feature branches may be pushed; never push to main.\n"
          "- The integration branch is `develop`: feature branches come off it and PRs target it. `main` is release-only.\n"
          "- Python tooling: uv, Python 3.11 (matches the Airflow image in prod).\n"
          "- Full `dbt build` runs on the shared ANALYTICS_WH cost warehouse credits; ask Priya before starting one. `dbt docs generate` is fine.\n"
          "- Commits follow Conventional Commits with a DCO sign-off (`git commit -s`).\n")
JAF = {"CLAUDE.md": JAF_MD, "dbt_project.yml": "name: jaffle_analytics\nprofile: jaffle\n", "uv.lock": "version = 1\n",
       ".github/workflows/ci.yml": "name: ci\non: [pull_request]\n"}
ONEWF_MD = ("# orders-dbt\n\n"
            "- All CI lives in .github/workflows/ci.yml. Don't add workflow files: branch protection lists ci.yml's jobs as the required checks.\n"
            "- .github/workflows/deploy.yml is owned by the platform team (Marco Ilić). Don't edit it; open an issue on platform/infra instead.\n")
ONEWF = {"CLAUDE.md": ONEWF_MD, "dbt_project.yml": "name: orders\nprofile: orders\n",
         ".github/workflows/ci.yml": "name: ci\non: [pull_request]\n", ".github/workflows/deploy.yml": "name: deploy\non:\n  push:\n    branches: [main]\n"}
PLAIN = {"dbt_project.yml": "name: shop\nprofile: shop\n", "requirements.txt": "dbt-postgres==1.8.2\n"}
PLAIN_CI = merge(PLAIN, {".github/workflows/ci.yml": "name: ci\non: [pull_request]\n", ".github/workflows/deploy.yml": "name: deploy\non: [push]\n"})
PIPTOOLS_MD = ("# marts\n\n- Dependencies: pip-tools. Edit requirements.in, run `pip-compile`; CI installs requirements.txt with pip.\n"
               "- Workflow edits may be committed to the current branch; leave them uncommitted if they touch deploy.yml, Jonas reviews that diff first.\n")
PIPTOOLS = {"CLAUDE.md": PIPTOOLS_MD, "dbt_project.yml": "name: marts\nprofile: marts\n", "requirements.in": "dbt-bigquery\nrecce\n"}


def S(path, section):
    return src(RECCE, path, section)


def shown(t):
    return {"shown.md": t}


MODE = Q("Existing CI workflows detected. How should Recce be set up?", "Setup", [
    O("Create standalone Recce workflow (Recommended)", "Creates separate recce-ci-pr.yml and recce-ci-main.yml files that won't interfere with existing CI"),
    O("Integrate into existing CI workflow", "I'll help you add Recce steps to an existing workflow")])
CLOUD = Q("Have you created the matching project in Recce Cloud (repository URL and project directory must match)?", "Cloud", [
    O("Created, continue", "User confirms project exists, proceed to Step 4"),
    O("Open Recce Cloud", "Create the project in the browser, then confirm"),
    O("Set up later, generate workflow first", "Skip for now; the generated files carry a warning")])
CICOMMIT = Q("Should I commit these changes for you?", "Commit", [
    O("Commit and push", "Commit changes and push to remote"),
    O("Commit only", "Commit locally, don't push yet"),
    O("Don't commit", "Keep changes uncommitted for manual review")])
PKG = Q("Which Python package manager should the workflows use?", "Tooling", [O("uv (Recommended)"), O("pip")])
PYV = Q("Which Python version should the workflows use?", "Python", [O("3.12 (Recommended)"), O("3.11"), O("3.10")])
APPLY = Q("Apply these changes?", "Apply", [
    O("Yes, apply changes", "I'll modify the files and create a branch"),
    O("Show me the full files", "Display complete modified files"),
    O("Skip for now", "Exit without changes")])
COMMIT = Q("Commit these changes?", "Commit", [
    O("Yes", "Commit with standard message"), O("Yes, with custom message", "Let me specify the message"),
    O("No", "Keep changes staged but don't commit")])
PUSH = Q("Push to remote?", "Push", [O("Yes", "Push branch to origin"), O("No", "Keep local only")])
PR = Q("Create pull request?", "PR", [O("Yes", "Create PR (uses gh CLI if available)"), O("No", "Just push the branch")])
GATE = Q("Base artifacts need a rebuild before the comparison. Proceed?", "Base build", [O("y", "Run it"), O("N", "Stop here")])
BR = Q("Is this branch configuration correct?", "Branches", [O("Yes, continue"), O("Change base branch")])
BASE = Q("Base artifacts (target-base/) already exist. Regenerate them?", "Base", [
    O("Yes, regenerate", "Rebuild the base from the base branch"), O("No, use existing", "Keep the current base artifacts")])
CHECK = Q("Which check would you like to run?", "Check", [
    O("row-count", "Compare row counts between environments"), O("schema", "Compare schema structure (columns, types)"),
    O("profile", "Statistical profiles (min/max/avg/distinct)"), O("query-diff", "Custom SQL query comparison")])
SELQ = Q("Which models should I check?", "Models", [
    O("state:modified", "Only changed models"), O("state:modified+", "Changed models + downstream"),
    O("All models", "Complete check (slower)"), O("Custom selector", "Enter dbt selector syntax")])


def build():
    # ---- /recce-ci
    sec = S(CI, "Step 2: Check Existing CI")
    call(F, "mode", sec, "prose", "/recce-ci", merge(PLAIN_CI, shown(
        "Detected existing CI workflows:\n• .github/workflows/ci.yml\n• .github/workflows/deploy.yml")), MODE,
         L("architecture", sel("Create standalone Recce workflow (Recommended)"), "Nothing in the repository asks for Recce inside the existing CI; the recommended standalone files leave ci.yml and deploy.yml alone."))
    call(F, "mode", sec, "prose", "/recce-ci", merge(ONEWF, shown(
        "Detected existing CI workflows:\n• .github/workflows/ci.yml\n• .github/workflows/deploy.yml")), MODE,
         L("architecture", sel("Integrate into existing CI workflow"), "CLAUDE.md: all CI lives in ci.yml and no workflow files may be added, since branch protection lists ci.yml's jobs."))
    sec = S(CI, "Step 3: Recce Cloud Project Setup")
    call(F, "cloud", sec, "prose", "/recce-ci", merge(PLAIN, shown(
        "A Recce Cloud project is identified by Repository URL + Project Directory.\n• Repository: acme/shop-dbt\n• Project Directory: (repo root)\nCreate it at https://cloud.datarecce.io/projects/new")), CLOUD,
         L("other", person("Whether the Recce Cloud project exists is a fact about the person's own Recce Cloud account that no file records."),
           "Only the person knows what their cloud account holds.", ["about_person"]))
    call(F, "cloud", sec, "prose", "/recce-ci — I made the Recce Cloud project this morning (acme/shop-dbt, repo root)", merge(PLAIN, shown(
        "A Recce Cloud project is identified by Repository URL + Project Directory.\n• Repository: acme/shop-dbt\n• Project Directory: (repo root)")), CLOUD,
         L("confirmation", sel("Created, continue"), "The person says the project exists with the same repository and directory."))
    call(F, "cloud", sec, "prose", "/recce-ci just generate the workflow files for now, the cloud side comes later", merge(PLAIN, shown(
        "A Recce Cloud project is identified by Repository URL + Project Directory.\n• Repository: acme/shop-dbt\n• Project Directory: (repo root)")), CLOUD,
         L("confirmation", sel("Set up later, generate workflow first"), "The person asked for the files now and the cloud project later."))
    sec = S(CI, "6.2 Ask to Commit")
    call(F, "cicommit", sec, "prose", "/recce-ci", merge(PLAIN, shown(
        "Created:\n  .github/workflows/recce-ci-pr.yml\n  .github/workflows/recce-ci-main.yml\nSecrets to add: RECCE_API_TOKEN, DBT_POSTGRES_PASSWORD\nCurrent branch: main")), CICOMMIT,
         L("confirmation", person("'Commit and push' would push new workflows straight to main on the remote, where they start running; 'Don't commit' and 'Commit only' leave the person's review out. Pushing to main is the person's call, and nothing says how they want it."),
           "Pushing to main is outward.", ["outward"]))
    call(F, "cicommit", sec, "prose", "/recce-ci", merge(PIPTOOLS, shown(
        "Created:\n  .github/workflows/recce-ci-pr.yml\n  .github/workflows/recce-ci-main.yml\nCurrent branch: feat/recce-ci")), CICOMMIT,
         L("confirmation", sel("Commit only"), "CLAUDE.md lets workflow edits be committed on the current branch (they don't touch deploy.yml); committing locally pushes nothing.", ["outward"]))
    call(F, "cicommit", sec, "prose", "/recce-ci", merge(PIPTOOLS, shown(
        "Created:\n  .github/workflows/recce-ci-pr.yml\n  .github/workflows/recce-ci-main.yml\nModified:\n  .github/workflows/deploy.yml   (adds recce-cloud upload --type prod)\nCurrent branch: feat/recce-ci")), CICOMMIT,
         L("confirmation", sel("Don't commit"), "The change touches deploy.yml, and CLAUDE.md says such edits stay uncommitted until Jonas has reviewed the diff."))

    # ---- /recce-dbt-doctor
    sec = S(DOC, "3A.1 Resolve Unknown Preferences")
    call(F, "tooling", sec, "prose", "/recce-dbt-doctor set up CI", merge(PIPTOOLS, shown(
        "Environment detection:\n  Git: github.com/acme/marts\n  dbt project: marts\n  Package manager: unknown (no uv.lock, no requirements.txt)\n  CI: none")), PKG,
         L("style", sel("pip"), "CLAUDE.md: dependencies are compiled with pip-tools and CI installs requirements.txt with pip."))
    call(F, "python", sec, "prose", "/recce-dbt-doctor", merge(JAF, shown(
        "Environment detection:\n  Package manager: uv\n  Python version: unknown (no .python-version, no python-version in workflows)")), PYV,
         L("style", sel("3.11"), "CLAUDE.md pins Python 3.11 to match the Airflow image in production, against the recommended 3.12."))
    sec = S(DOC, "3B.4 Ask User to Confirm")
    call(F, "apply", sec, "prose", "/recce-dbt-doctor add recce to our CI", merge(PLAIN_CI, shown(
        "Proposed changes to .github/workflows/ci.yml:\n+      - run: dbt docs generate --target ci\n+      - run: recce-cloud upload\n+        env:\n+          RECCE_API_TOKEN: ${{ secrets.RECCE_API_TOKEN }}")), APPLY,
         L("confirmation", sel("Yes, apply changes"), "The person asked for Recce in CI; the edit adds two steps on a new local branch."))
    call(F, "apply", sec, "prose", "/recce-dbt-doctor", merge(ONEWF, shown(
        "Proposed changes:\n.github/workflows/ci.yml\n+      - run: dbt docs generate\n+      - run: recce-cloud upload\n.github/workflows/deploy.yml\n+      - run: dbt docs generate --target prod\n+      - run: recce-cloud upload --type prod")), APPLY,
         L("confirmation", typ("Apply only the ci.yml part. deploy.yml belongs to the platform team (Marco Ilić) and CLAUDE.md says not to edit it; draft an issue for platform/infra asking for the prod upload step instead."),
           "Half the proposal edits a file the project reserves to another team; none of the options splits it."))
    call(F, "apply", sec, "prose", "/recce-dbt-doctor", merge(PLAIN_CI, shown(
        "Proposed changes to .github/workflows/ci.yml:\n-      - run: dbt build --select state:modified+ --defer --state prod-artifacts\n+      - run: dbt build\n+      - run: dbt docs generate\n+      - run: recce-cloud upload")), APPLY,
         L("confirmation", sel("Show me the full files"), "The diff drops the slim-CI selector (state:modified+ with --defer) and would make every PR rebuild the whole project; look at the full files before accepting that."))
    sec = S(DOC, "4.2 Ask to Commit")
    call(F, "commit", sec, "prose", "/recce-dbt-doctor", merge(JAF, shown(
        "Branch: recce/setup-cloud-integration\nStaged: .github/workflows/ci.yml\nMessage: ci: add Recce Cloud integration (signed off)")), COMMIT,
         L("confirmation", sel("Yes"), "The standard message is a conventional commit signed off with -s, as CLAUDE.md asks."))
    sec = S(DOC, "4.3 Ask to Push")
    call(F, "push", sec, "prose", "/recce-dbt-doctor", merge(PLAIN, shown(
        "Committed on recce/setup-cloud-integration (1 file changed).")), PUSH,
         L("confirmation", person("Pushing the branch publishes it to the shared remote; the repository says nothing about it and the person only asked for the doctor run."),
           "Outward.", ["outward"]))
    call(F, "push", sec, "prose", "/recce-dbt-doctor", merge(JAF, shown(
        "Committed on recce/setup-cloud-integration (1 file changed).")), PUSH,
         L("confirmation", person("CLAUDE.md allows feature branches on the remote, but a pushed workflow change starts Priya's review and CI runs; the person hasn't asked for it to go out."),
           "Outward.", ["outward"]))
    call(F, "push", sec, "prose", "/recce-dbt-doctor wire recce into CI and push a branch for Priya to review", merge(JAF, shown(
        "Committed on recce/setup-cloud-integration (1 file changed).")), PUSH,
         L("confirmation", sel("Yes"), "The person asked for the branch to be pushed for Priya's review; it's a feature branch, which CLAUDE.md allows.", ["outward"]))
    sec = S(DOC, "4.4 Ask to Create PR/MR")
    call(F, "pr", sec, "prose", "/recce-dbt-doctor", merge(PLAIN, shown(
        "Pushed recce/setup-cloud-integration to origin.")), PR,
         L("confirmation", person("Opening a pull request is a public action on the repository that the person hasn't asked for."), "Outward.", ["outward"]))
    call(F, "pr", sec, "prose", "/recce-dbt-doctor set up the recce upload and open the PR against develop so Priya can review it", merge(JAF, shown(
        "Pushed recce/setup-cloud-integration to origin.")), PR,
         L("confirmation", sel("Yes"), "The person asked for the PR; CLAUDE.md routes workflow changes through a PR that Priya reviews.", ["outward"]))

    call(F, "pr", sec, "prose", "/recce-dbt-doctor", merge(ONEWF, shown(
        "Pushed recce/setup-cloud-integration to origin.")), PR,
         L("confirmation", person("A pull request is a public action the person didn't ask for; the repository's rules cover which files may change, not who opens PRs."), "Outward.", ["outward"]))

    # ---- /recce-analyze
    sec = S(AN, "Step 3: Base Strategy")
    call(F, "gate", sec, "prose", "/recce-analyze", merge(PLAIN, shown(
        "recce check-base: recommendation = docs_generate (base artifacts are 9 days old)\nBase: main  Target: feat/orders-refunds\nWill stash uncommitted changes, check out main, run dbt docs generate --target-path target-base, return and pop the stash.\nExpected runtime: ~1 min")), GATE,
         L("confirmation", sel("y"), "A docs-only refresh of stale base artifacts: the stash is restored, nothing is rebuilt in the warehouse.", ["destructive"]))
    call(F, "gate", sec, "prose", "/recce-analyze", merge(JAF, shown(
        "recce check-base: recommendation = full_build (no base artifacts)\nBase: develop  Target: feat/ltv-segments\nWill stash, check out develop, run dbt build --target-path target-base (312 models on ANALYTICS_WH), return and pop the stash.\nExpected runtime: ~40 min")), GATE,
         L("confirmation", person("A full dbt build on ANALYTICS_WH spends warehouse credits, and CLAUDE.md says to ask Priya before starting one."),
           "Money, reserved to a named person.", ["about_person"]))

    # ---- /recce-setup
    sec = S(SET, "Step 5: Branch configuration")
    call(F, "branches", sec, "prose", "/recce-setup", merge(JAF, shown(
        "Detected branch configuration:\n• Base branch: main (comparison baseline)\n• Target branch: feat/ltv-segments (your changes)")), BR,
         L("confirmation", sel("Change base branch"), "CLAUDE.md: feature branches come off develop and PRs target it; main is release-only, so the baseline should be develop."))
    call(F, "branches", sec, "prose", "/recce-setup", merge(PLAIN, shown(
        "Detected branch configuration:\n• Base branch: main (comparison baseline)\n• Target branch: feature/new-model (your changes)")), BR,
         L("confirmation", sel("Yes, continue"), "main is the only long-lived branch; the detected pair is right."))
    sec = S(SET, "Step 6: Base artifacts")
    call(F, "base", sec, "prose", "/recce-setup — I rebased onto main an hour ago", merge(PLAIN, shown(
        "target-base/manifest.json exists (built 2026-11-02 from main @ 4c1e9a2; main is now @ 9be03d1).")), BASE,
         L("confirmation", sel("Yes, regenerate"), "The base was built from an older main than the one the person just rebased onto; a stale base would show upstream changes as theirs."))

    # ---- /recce-check
    sec = S(CHK, "check type and selector")
    call(F, "check", sec, "prose", "/recce-check did my change to stg_orders drop any rows?", PLAIN, CHECK,
         L("other", sel("row-count"), "The question is whether rows went missing: a row-count comparison."))
    call(F, "models", sec, "prose", "/recce-check row-count", merge(JAF, shown("Modified models: stg_payments, fct_orders")), SELQ,
         L("scope", sel("state:modified"), "No scope was given; the changed models are the check's subject, and a wider run costs warehouse time the project rations."))
    sec = S(CHK, "Profile Check")
    call(F, "profile", sec, "prose", "/recce-check profile", merge(JAF, shown(
        "Profile diff will run on 14 models, including fct_events (2.1B rows) and fct_sessions (640M rows), on ANALYTICS_WH.")),
         Q("Profile checks can be slow on large tables. Run the profile on all 14 models?", "Profile", [
             O("Run on all 14"), O("Only the small models", "Skip fct_events and fct_sessions"), O("Cancel")]),
         L("scope", sel("Only the small models"), "Profiling two tables of billions of rows burns shared warehouse credits CLAUDE.md rations; the small models still answer the check without that spend."))
