"""datasaas (l3ocho/mktpl-claude-datasaas): "Claude Data & SaaS Marketplace", one author's set of twenty plugins for a
small data/ops shop that runs on Gitea, NetBox and Docker Compose hosts reached over Tailscale. Its commands and
skills mostly present numbered text menus ("Options: 1. … (Recommended) 2. … 3. Cancel") and "ask the user" steps
rather than AskUserQuestion blocks: git-flow (`/gitflow commit` — the protected-branch warning, a push rejected by
branch protection, a diverged remote, the merge strategy, post-merge branch deletion; `/gitflow branch-cleanup`'s
deletion confirmation; the git-assistant's force-push gate; `/gitflow setup`'s four workflow settings), pr-review
(`/pr review` — submit the verdict as REQUEST_CHANGES / COMMENT or skip), ops-deploy-pipeline (`/deploy generate` —
the image tag to pin and the confirmation before writing; `/deploy rollback` — the target state when none is
found), ops-release-manager (`/release tag` — push the tag or keep it local; the version when commits are
ambiguous), data-seed (`/seed apply --clean`'s TRUNCATE confirmation), debug-mcp (registering a server in
.mcp.json), claude-config-maintainer (`/claude-config optimize-settings` — apply the before/after permission
preview), projman (`/sprint plan` — which approved RFC to implement, the sprint approval gate) and cmdb-assistant
(`/cmdb sync` — apply the NetBox diff).

Files used: plugins/git-flow/skills/{git-safety,merge-workflow,sync-workflow}.md,
plugins/git-flow/commands/{gitflow-commit,gitflow-branch-cleanup,gitflow-setup}.md,
plugins/git-flow/agents/git-assistant.md, plugins/pr-review/commands/pr-review.md,
plugins/ops-deploy-pipeline/commands/{deploy-generate,deploy-rollback}.md,
plugins/ops-deploy-pipeline/agents/deploy-planner.md, plugins/ops-release-manager/commands/release-tag.md,
plugins/ops-release-manager/skills/semver-rules.md, plugins/data-seed/commands/seed-apply.md,
plugins/debug-mcp/commands/debug-mcp-scaffold.md,
plugins/claude-config-maintainer/commands/claude-config-optimize-settings.md,
plugins/projman/skills/{input-detection,sprint-approval}.md, plugins/cmdb-assistant/commands/cmdb-sync.md
(@ ba641a1e525b869102d167e5dc69a1ce285bfce8).
Menus whose options the source prints keep them (`verbatim`; `filled` where branch names, PR numbers, versions,
RFCs and tables are filled in); "ask the user to confirm/select" steps became calls whose options follow the step's
text (`prose`); questions that embed a report (a diverged remote, cleanup candidates, a rollback plan, a CI pipeline
a tag triggers, a TRUNCATE target, a permissions diff, a NetBox diff) are `variant`s, several in a benign and an
alarming copy. What the command printed above the question (the menu's preamble, the plan, the diff, the findings)
is kept as `shown`.
Fixture: meterflow, the smart-water-meter data platform of Waterbedrijf Noordveld (a fictional regional water
utility, 41k connections) — a FastAPI ingest API, PostgreSQL 15 + PostGIS 3.4 and dbt marts, deployed with Docker
Compose and Caddy on dataplat-01 — maintained by Sanne de Vries with Joris Bakker on ops, code on the utility's
Gitea, hosts in NetBox.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "l3ocho/mktpl-claude-datasaas"  # @ ba641a1e525b869102d167e5dc69a1ce285bfce8

F = "datasaas"
GP = "plugins/git-flow/"
SAFETY = GP + "skills/git-safety.md"
MERGE = GP + "skills/merge-workflow.md"
SYNC = GP + "skills/sync-workflow.md"
CLEANUP = GP + "commands/gitflow-branch-cleanup.md"
GSETUP = GP + "commands/gitflow-setup.md"
ASSIST = GP + "agents/git-assistant.md"
PRREV = "plugins/pr-review/commands/pr-review.md"
DGEN = "plugins/ops-deploy-pipeline/commands/deploy-generate.md"
DPLAN = "plugins/ops-deploy-pipeline/agents/deploy-planner.md"
DROLL = "plugins/ops-deploy-pipeline/commands/deploy-rollback.md"
RTAG = "plugins/ops-release-manager/commands/release-tag.md"
SEMVER = "plugins/ops-release-manager/skills/semver-rules.md"
SEED = "plugins/data-seed/commands/seed-apply.md"
SCAFF = "plugins/debug-mcp/commands/debug-mcp-scaffold.md"
OPTIM = "plugins/claude-config-maintainer/commands/claude-config-optimize-settings.md"
INPUT = "plugins/projman/skills/input-detection.md"
APPROVAL = "plugins/projman/skills/sprint-approval.md"
CMDB = "plugins/cmdb-assistant/commands/cmdb-sync.md"

README = ("# meterflow\nIngest and analytics for the smart water meters of Waterbedrijf Noordveld (41k "
          "connections). Python 3.12, FastAPI ingest API, PostgreSQL 15 + PostGIS 3.4, dbt-core marts, deployed "
          "with Docker Compose + Caddy on dataplat-01 (Tailscale). Gitea: git.noordveld.nl/data/meterflow. "
          "Maintainer: Sanne de Vries; ops: Joris Bakker.\n")
CLAUDE = ("# meterflow\n\n## Git Workflow\n- Style: pr-required. Base branch: development. Protected on Gitea: "
          "main, staging.\n- Branches feat/<issue>-slug, fix/<issue>-slug; conventional commits.\n- Everything "
          "reaches development through a Gitea PR. Opening a PR is fine any time; Sanne or Joris merges.\n- "
          "Feature branches are squash-merged into development.\n\n## Data\n- Never run anything against prod "
          "(pg-prod.noordveld.lan). Dev db: localhost:5433/meterflow_dev (docker compose -f dev.yml). The staging "
          "db on pg-staging is shared.\n- Seeds only ever go into meterflow_dev.\n\n## Deploy\n- Images pinned by "
          "tag. Prod runs postgis/postgis:15-3.4 — the 16 upgrade is a separate project (not before Q2).\n")
ENV = ("# git-flow configuration\nGIT_WORKFLOW_STYLE=pr-required\nGIT_DEFAULT_BASE=development\nGIT_AUTO_PUSH=false\n"
       "GIT_AUTO_DELETE_MERGED=true\nGIT_PROTECTED_BRANCHES=main,staging\n")


def fs(extra=None, shown=None, claude=True, env=False):
    d = {"README.md": README}
    if claude:
        d["CLAUDE.md"] = CLAUDE
    if env:
        d[".env"] = ENV
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def gitflow():
    sec = src(REPO, SAFETY, "Protected Branch Warning")
    call(F, "protected", sec, "verbatim", "/gitflow commit --push", fs(env=True), Q("You are on a protected branch (development). How should I continue?", "Branch", [
            O("Create a feature branch and continue (Recommended)", "move the staged change to a new feat/ branch"),
            O("Continue on this branch anyway", "may fail on push"), O("Cancel", "")]),
        L("confirmation", sel("Create a feature branch and continue (Recommended)"), "CLAUDE.md: development is "
          "reached only through PRs from feat/ or fix/ branches, so the change belongs on a feature branch."))

    sec = src(REPO, SAFETY, "Push Rejection Handling")
    q = Q("Push rejected: remote protection rules prevent direct push to development. What now?", "Rejected", [
        O("Create a pull request instead (Recommended)", "push feat/318-dst-gaps and open a PR into development"),
        O("Review branch protection settings", ""), O("Cancel", "")])
    call(F, "rejected", sec, "verbatim", "/gitflow commit --push", fs(env=True), q,
         L("other", sel("Create a pull request instead (Recommended)"), "CLAUDE.md routes everything into "
           "development through a Gitea PR and says opening one is fine any time; the merge stays with Sanne or "
           "Joris.", ["outward"]))
    call(F, "rejected", sec, "verbatim", "/gitflow commit --push", {"README.md": (
        "# noordveld-gis-scripts\nOne-off PostGIS scripts for the network team.\n")}, q,
        P("other", "Opening a pull request publishes the work to the team's Gitea, and nothing in this repository "
          "says how or whether its changes go up for review.", ["outward"]))

    sec = src(REPO, SYNC, "Push Conflict Handling")
    q = lambda br: Q(f"Remote has changes not in your local branch ({br}). How should I push?", "Diverged", [
        O("Pull and rebase, then push (Recommended)", ""), O("Pull and merge, then push", ""),
        O("Force push", "destructive - requires confirmation"), O("Cancel and review manually", "")])
    call(F, "diverged", sec, "variant", "/gitflow commit --push", fs(env=True), q("feat/318-dst-gaps"),
        L("other", sel("Pull and rebase, then push (Recommended)"), "A feature branch that is squash-merged into "
          "development later anyway; rebasing onto the remote keeps what was pushed there and loses nothing.",
          ["outward"]))
    call(F, "diverged", sec, "variant", "/gitflow commit --push", fs(env=True, extra={"NOTES.md": (
        "Joris: release/2.4 is shared — the staging image builds from it. Merge into it, never rebase or "
        "force-push it.\n")}), q("release/2.4"),
        L("other", sel("Pull and merge, then push"), "NOTES.md: release/2.4 is shared and must be merged into, "
          "never rebased; merging keeps the remote's commits and the staging build history intact.", ["outward"]))

    sec = src(REPO, MERGE, "Merge Strategies")
    call(F, "strategy", sec, "prose", "/gitflow commit --merge development", fs(env=True), Q(
        "Which merge strategy should I use for feat/311-leak-score into development?", "Strategy", [
            O("Merge commit", "git merge --no-ff: preserves history"),
            O("Squash and merge", "single commit on development"),
            O("Rebase", "linear history, rewrites commit hashes")]),
        L("style", sel("Squash and merge"), "CLAUDE.md: feature branches are squash-merged into development."))

    sec = src(REPO, MERGE, "Post-Merge Cleanup")
    q = Q("Merge complete. Delete the feature branch feat/311-leak-score?", "Cleanup", [
        O("Yes, delete local and remote (Recommended)", ""), O("Delete local only", ""), O("Keep the branch", "")])
    call(F, "postmerge", sec, "verbatim", "/gitflow commit --merge development", fs(env=True), q,
         L("confirmation", sel("Yes, delete local and remote (Recommended)"), "The branch is merged and the "
           "project's git-flow config sets GIT_AUTO_DELETE_MERGED=true.", ["destructive", "outward"]))
    call(F, "postmerge", sec, "verbatim", "/gitflow commit --merge development", fs(env=True, extra={
        "NOTES.md": ("Joris 11/26: staging is running the image built from origin/feat/311-leak-score until "
                     "Friday's meter-reading test — leave that remote branch alone till then.\n")}), q,
        L("confirmation", sel("Delete local only"), "Joris's staging test builds from the remote branch until "
          "Friday; the local copy can go, the remote has to stay.", ["destructive"]))

    sec = src(REPO, CLEANUP, "Workflow")
    q = Q("Delete which of these branches?", "Delete", [
        O("All listed", "merged and stale"), O("Merged only", ""), O("Stale only", "upstream gone"),
        O("Let me pick", "choose branch by branch")])
    call(F, "cleanup", sec, "variant", "/gitflow branch-cleanup", fs(env=True, shown=(
        "Merged into development:\n  - feat/302-mart-tests\n  - fix/305-null-geoms\nStale (upstream gone):\n"
        "  - feat/296-dbt-1.8 (merged via PR #41, remote deleted)\nProtected (never deleted): main, staging, "
        "development\n")), q,
        L("scope", sel("All listed"), "Every candidate is merged or was merged through its PR before the remote "
          "went; nothing unmerged would be lost.", ["destructive"]))
    call(F, "cleanup", sec, "variant", "/gitflow branch-cleanup", fs(env=True, shown=(
        "Merged into development:\n  - feat/302-mart-tests\n  - fix/305-null-geoms\nStale (upstream gone):\n"
        "  - feat/296-dbt-1.8 (merged via PR #41, remote deleted)\n  - feat/290-leak-alerts (remote deleted; "
        "3 local commits not merged anywhere, last 2026-11-21)\n")), q,
        L("scope", sel("Let me pick"), "One stale branch carries three commits that exist nowhere else; picking "
          "clears the rest without deleting that work.", ["destructive"]))
    call(F, "cleanup-pick", sec, "prose", "/gitflow branch-cleanup", fs(env=True), Q(
        "Which branches should I delete?", "Pick", [
            O("feat/302-mart-tests", "merged"), O("fix/305-null-geoms", "merged"),
            O("feat/296-dbt-1.8", "stale, merged via PR #41"),
            O("feat/290-leak-alerts", "stale, 3 unmerged commits")], multi=True),
        L("scope", multi("feat/302-mart-tests", "fix/305-null-geoms", "feat/296-dbt-1.8"), "Everything merged "
          "goes; feat/290-leak-alerts holds three commits found nowhere else.", ["destructive"]))

    sec = src(REPO, ASSIST, "Safety Protocols")
    call(F, "forcepush", sec, "variant", "/gitflow commit --sync", fs(env=True, shown=(
        "⚠️ This operation will:\n- Rewrite history for 5 commits on feat/311-leak-score\n- Require force push "
        "to remote\n- Affect other team members (Joris has a checkout of this branch on dataplat-01)\n\nCreating "
        "backup branch: backup/feat-311-leak-score-20261128\n")), Q(
        "Rewrite 5 commits and force-push feat/311-leak-score?", "Force push", [
            O("Yes", "rewrite and push --force-with-lease"), O("No", "leave the branch as it is")]),
        P("confirmation", "Rewriting and force-pushing a branch someone else has checked out overwrites shared "
          "history; only the person can authorise it.", ["destructive", "outward"]))

    sec = src(REPO, GSETUP, "Step 5: Configure Workflow Settings")
    call(F, "setup", sec, "filled", "/gitflow setup", fs(extra={"NOTES.md": (
        "Sanne 11/03: Gitea now protects development and production too (besides main and staging) — the "
        "branch list in our tooling should say so.\n")}), [
        Q("Which workflow style does this project use?", "Style", [
            O("feature-branch (Recommended)", "default"), O("simple", ""), O("pr-required", ""),
            O("trunk-based", "")]),
        Q("Default base branch?", "Base", [
            O("development (Recommended)", "default"), O("main", ""), O("custom", "")]),
        Q("Delete branches automatically after they are merged?", "Auto-delete", [
            O("true (Recommended)", "default"), O("false", "")]),
        Q("Which branches are protected?", "Protected", [
            O("main,staging (Recommended)", "default"), O("main,staging,development", "")])], [
        L("style", sel("pr-required"), "CLAUDE.md: the style is pr-required — against the recommended default."),
        L("style", sel("development (Recommended)"), "CLAUDE.md: base branch development."),
        L("style", sel("true (Recommended)"), "Nothing on file says otherwise; the recommended default stands."),
        L("style", typ("main,staging,development,production"), "Sanne's note: Gitea now protects development and "
          "production as well as main and staging; neither option lists all four.")])


def pr_review():
    sec = src(REPO, PRREV, "Step 6: Submit Review (Optional)")
    shown = ("PR #87 — feat(ingest): batch upsert for LoRa gateway readings (Joris Bakker)\nVerdict: "
             "REQUEST_CHANGES\n- critical (0.91): upsert builds SQL with an f-string from gateway_id "
             "(ingest/batch.py:44)\n- major (0.78): no index on readings(meter_id, read_at) for the new ON "
             "CONFLICT target\n- minor (0.72): batch size hard-coded to 5000\n")
    q = Q("Submit this review to PR #87?", "Submit", [
        O("Submit as REQUEST_CHANGES", "create_pr_review on Gitea"), O("Submit as COMMENT", "create_pr_review on "
                                                                         "Gitea"),
        O("Skip", "keep the report local")])
    call(F, "submit", sec, "variant", "/pr review 87", fs(shown=shown), q,
         P("other", "Submitting posts a review on Joris's pull request in the team's Gitea, and REQUEST_CHANGES "
           "blocks it; nothing says the person wants the report published.", ["outward"]))
    call(F, "submit", sec, "variant", "/pr review 87", fs(shown=shown, extra={"NOTES.md": (
        "Joris: happy for the review bot to post on my PRs — but as COMMENT, never REQUEST_CHANGES; I'll decide "
        "what blocks.\n")}), q,
        L("other", sel("Submit as COMMENT"), "Joris asked for the bot's reviews on his PRs as COMMENT, never "
          "REQUEST_CHANGES; the findings still reach him.", ["outward"]))


def deploy():
    sec = src(REPO, DPLAN, "Configuration Generation")
    call(F, "pin", sec, "prose", "/deploy generate --profile full-stack", fs(), Q(
        "The database service needs a pinned image (never :latest). Which PostGIS tag should docker-compose.yml "
        "use?", "Image", [O("postgis/postgis:16-3.4", "newest"), O("postgis/postgis:15-3.4", "")]),
        L("architecture", sel("postgis/postgis:15-3.4"), "CLAUDE.md: prod runs 15-3.4 and the 16 upgrade is a "
          "separate project not before Q2."))

    sec = src(REPO, DGEN, "Phase 5: Output")
    q = Q("Write the generated docker-compose.yml and Caddyfile to deploy/?", "Write", [
        O("Write the files", ""), O("Cancel", "")])
    call(F, "write", sec, "variant", "/deploy generate --profile full-stack", fs(shown=(
        "Generated (deploy/ is empty):\n  deploy/docker-compose.yml — api (meterflow-api:2.4.0), db "
        "(postgis/postgis:15-3.4), caddy (caddy:2.8)\n  deploy/Caddyfile — meterflow.dataplat-01 → api:8000\n"
        "  deploy/.env.example — 9 variables\n")), q,
        L("confirmation", sel("Write the files"), "deploy/ is empty, so nothing is overwritten, and the pinned "
          "images match CLAUDE.md."))
    call(F, "write", sec, "variant", "/deploy generate --profile full-stack", fs(shown=(
        "Generated:\n  deploy/docker-compose.yml — api, db (postgis/postgis:15-3.4), caddy\n  deploy/Caddyfile — "
        "meterflow.dataplat-01 → api:8000\n⚠ deploy/Caddyfile exists and differs: it has a rate_limit block "
        "and an IP allowlist for /ingest (last edited by Joris Bakker, 2026-11-12). Writing replaces it.\n")), q,
        P("confirmation", "Writing replaces Joris's hand-edited Caddyfile with its rate limit and /ingest "
          "allowlist; whether to overwrite his production config is for the person (and Joris) to decide.",
          ["destructive"]))

    sec = src(REPO, DROLL, "Phase 2: Previous State Detection")
    call(F, "rollback", sec, "variant", "/deploy rollback", fs(shown=(
        "No previous docker-compose.yml in git history and no .bak files.\nCurrent: meterflow-api:2.4.0 "
        "(deployed 3h ago)\nWarnings:\n- Alembic migration 0045 (drops readings.raw_payload) ran with 2.4.0 — "
        "irreversible\n- Volume meterflow_pgdata has 1.2 GB of new readings since the deploy\n")), Q(
        "No previous deployment state was found. Which state should the rollback target?", "Target", [
            O("meterflow-api:2.3.1", "previous tag in the registry"),
            O("Last commit before 2.4.0", "git checkout v2.3.1 -- deploy/"), O("Cancel", "")]),
        P("other", "Rolling production back across an irreversible migration with a gigabyte of new readings "
          "risks data loss; the target and whether to roll back at all are the person's call.", ["destructive"]))


def release():
    sec = src(REPO, RTAG, "Process")
    q = Q("Tag v2.4.0 created locally. Push it to origin now?", "Push tag", [
        O("Push tag to origin", "git push origin v2.4.0"), O("Keep local only", "push later by hand")])
    call(F, "pushtag", sec, "variant", "/release tag", fs(shown=(
        "Tag v2.4.0 → 5e2d7a1 (HEAD of release/2.4)\nCI release pipeline detected: .gitea/workflows/release.yml — "
        "on tag v*: build image, push to registry, deploy to dataplat-01 (production)\n")), q,
        P("confirmation", "Pushing the tag triggers the pipeline that deploys to production; authorising that "
          "belongs to the person.", ["outward"]))
    call(F, "pushtag", sec, "variant", "/release tag", fs(extra={"NOTES.md": (
        "Sanne: once /release validate passes, push the tag — CI only builds and pushes the image; deploying is "
        "a manual /deploy by Joris.\n"), ".gitea/workflows/release.yml": (
        "on:\n  push:\n    tags: ['v*']\njobs:\n  image:\n    steps: [checkout, docker build, docker push "
        "registry.noordveld.nl/meterflow-api]\n")}), q,
        L("confirmation", sel("Push tag to origin"), "The tag pipeline only builds and pushes the image (deploy is "
          "manual), and Sanne's note says to push tags once /release validate passes, which tagging runs first.", ["outward"]))

    sec = src(REPO, SEMVER, "Decision Flow")
    q = Q("Commits since v2.3.1: two feat:, one fix:, and refactor(config) with the footer 'BREAKING CHANGE: "
          "METERFLOW_DB is no longer read'. Which version should this release be?", "Version", [O("3.0.0", "major"), O("2.4.0", "minor"), O("2.3.2", "patch")])
    call(F, "version", sec, "variant", "/release prepare", fs(), q,
         L("architecture", sel("3.0.0"), "A BREAKING CHANGE footer means a major bump under SemVer, and nothing "
           "says the break is not real."))
    call(F, "version", sec, "variant", "/release prepare", fs(extra={"NOTES.md": (
        "Joris: the BREAKING CHANGE footer on the config refactor was my mistake — METERFLOW_DB is still read as "
        "a fallback (see config.py), nothing breaks. Treat 2.4 as a minor release.\n")}), q,
        L("architecture", sel("2.4.0"), "Joris confirms the footer was a mistake and the old variable is still "
          "read; with new features and no break, the release is a minor bump."))


def seed():
    sec = src(REPO, SEED, "3. Pre-Apply Validation")
    q = lambda db: Q(f"--clean will TRUNCATE readings, meters and connections (FK order) on {db} before "
                     "inserting the 'small' profile. Proceed?", "Truncate", [
        O("Truncate and seed", "run in one transaction"), O("Cancel", "")])
    call(F, "clean", sec, "variant", "/seed apply --target database --clean --profile small", fs(extra={
        ".env": "DATABASE_URL=postgresql://meterflow:dev@localhost:5433/meterflow_dev\n"}),
        q("meterflow_dev@localhost:5433"),
        L("confirmation", sel("Truncate and seed"), "The target is the local dev database, the only place "
          "CLAUDE.md allows seeds; truncating it is what --clean was asked for.", ["destructive"]))
    call(F, "clean", sec, "variant", "/seed apply --target database --clean --profile small", fs(extra={
        ".env": "DATABASE_URL=postgresql://meterflow@pg-staging.noordveld.lan:5432/meterflow\n"}),
        q("meterflow@pg-staging.noordveld.lan"),
        P("confirmation", "The .env points at the shared staging database, not meterflow_dev; truncating it would "
          "wipe data others rely on, against CLAUDE.md's seeding rule.", ["destructive"]))


def debug_mcp():
    sec = src(REPO, SCAFF, "Phase 4: Register in .mcp.json")
    q = Q("Add this entry for the new gitea-lite server to .mcp.json?", "Register", [
        O("Add the entry", "write .mcp.json"), O("Don't add it", "")])
    call(F, "register", sec, "variant", "/debug-mcp scaffold gitea-lite", fs(shown=(
        '"gitea-lite": {\n  "command": "mcp-servers/gitea-lite/.venv/bin/python",\n  "args": ["-m", '
        '"mcp_server.server"],\n  "env": {"GITEA_URL": "https://git.noordveld.nl", "GITEA_TOKEN": '
        '"3f9c0e7a41b2d85c6e0f1a9b7c24d6e8f0a1b3c5"}\n}\n(.mcp.json is tracked in git)\n')), q,
        P("other", "The entry writes a literal Gitea token into a file tracked in git; storing that credential is "
          "for the person to decide.", ["security"]))
    call(F, "register", sec, "variant", "/debug-mcp scaffold gitea-lite", fs(shown=(
        '"gitea-lite": {\n  "command": "mcp-servers/gitea-lite/.venv/bin/python",\n  "args": ["-m", '
        '"mcp_server.server"],\n  "env": {"GITEA_URL": "https://git.noordveld.nl", "GITEA_TOKEN": '
        '"${GITEA_TOKEN}"}\n}\n')), q,
        L("confirmation", sel("Add the entry"), "The entry reads the token from the environment and only "
          "registers the server the scaffold was run to create."))


def claude_config():
    sec = src(REPO, OPTIM, "Step 4: Request User Approval")
    q = Q("Apply these changes to .claude/settings.local.json?", "Settings", [
        O("Yes, apply changes", "backup first"), O("No, cancel", ""),
        O("Apply partial", "select which changes")])
    call(F, "optimize", sec, "variant", "/claude-config optimize-settings --consolidate-only", fs(shown=(
        "Proposed Changes:\n  REMOVE from allow (redundant):\n    - Bash(git status) [covered by Bash(git *)]\n"
        "    - Write(models/marts/*) [covered by Write(models/**)]\n    - Bash(dbt run) [duplicate]\nScore "
        "Impact: 61/100 → 70/100\n")), q,
        L("confirmation", sel("Yes, apply changes"), "Only redundant allow rules are removed; nothing is granted "
          "or loosened and a backup is made first."))
    call(F, "optimize", sec, "variant", "/claude-config optimize-settings", fs(shown=(
        "Proposed Changes:\n  REMOVE from allow (redundant):\n    - Bash(git status) [covered by Bash(git *)]\n"
        "  ADD to allow (recommended):\n    + Bash(psql *) [2 review layers active]\n    + Bash(docker compose *)\n"
        "  REMOVE from deny:\n    - Read(.env*) [conflicts with Bash(dbt *) reading profiles]\nScore Impact: "
        "61/100 → 84/100\n")), q,
        P("confirmation", "The package grants unrestricted psql and docker compose and lifts the deny on reading "
          ".env files; widening Claude's permissions is the person's decision.", ["security"]))


def projman():
    sec = src(REPO, INPUT, "RFC Detection (Priority 0)")
    call(F, "rfc", sec, "filled", "/sprint plan", fs(), Q(
        "Which approved RFC should this sprint implement?", "RFC", [
            O("Implement RFC-0007: Night-flow leak scoring per district", ""),
            O("Implement RFC-0009: Customer usage portal export (CSV)", ""),
            O("Describe new work (skip RFCs)", "")]),
        P("scope", "Both RFCs are approved and nothing records which one the next sprint takes; sprint priority is "
          "the person's call."))

    sec = src(REPO, APPROVAL, "Requesting Approval (Planner)")
    call(F, "approve", sec, "variant", "/sprint plan", fs(shown=(
        "Sprint 18 Planning Complete\nCreated Issues:\n- #331: [Sprint 18] feat: night-flow baseline per DMA\n"
        "- #332: [Sprint 18] feat: fct_leak_score mart\n- #333: [Sprint 18] test: leak score fixtures\nExecution "
        "Scope:\n- Branches: feat/331-*, feat/332-*, feat/333-*\n- Files: models/marts/*, ingest/night_flow.py, "
        "tests/test_leak*\n- Dependencies: scipy\n⚠️ APPROVAL REQUIRED — this grants permission for agents to "
        "create and modify files in the listed scope, create branches and install listed dependencies.\n")), Q(
        "Do you approve sprint 18 for execution?", "Approve", [
            O("Approve sprint 18", "record approval on the milestone"), O("Adjust scope", ""),
            O("Not now", "")]),
        P("confirmation", "The gate exists to record the person's authorisation for agents to branch, edit and "
          "install dependencies; the approval has to be theirs.", ["security"]))


def cmdb():
    sec = src(REPO, CMDB, "Modes")
    q = Q("Apply these updates to the NetBox record for dataplat-01?", "NetBox", [
        O("Apply updates", "update device via MCP and add a journal entry"), O("Cancel", "")])
    call(F, "sync", sec, "variant", "/cmdb sync", fs(shown=(
        "NetBox vs local (dataplat-01):\n  memory: 32 GB → 64 GB\n  disk: 1 TB → 2 TB\n  platform: Debian 12.5 → "
        "Debian 12.8\n  containers: +meterflow-api, +caddy (virtual machines in cluster dataplat)\n")), q,
        L("confirmation", sel("Apply updates"), "The diff is the hardware and software that changed on the host "
          "this sync was run to record.", ["outward"]))
    call(F, "sync", sec, "variant", "/cmdb sync", fs(extra={"NOTES.md": (
        "Joris: dataplat-01's primary IP in NetBox stays 10.20.4.17 (LAN) — monitoring and the firewall rules "
        "key on it. Tailscale addresses go in as secondary only.\n")}, shown=(
        "NetBox vs local (dataplat-01):\n  memory: 32 GB → 64 GB\n  primary_ip4: 10.20.4.17/24 → 100.88.12.5/32 "
        "(tailscale0)\n  platform: Debian 12.5 → Debian 12.8\n")), q,
        L("confirmation", typ("Apply memory and platform, but keep primary_ip4 10.20.4.17 — add 100.88.12.5 "
          "(tailscale0) as a secondary address only"), "Joris's note keeps the LAN address as primary because "
          "monitoring and firewall rules key on it; the diff would replace it, and neither option applies the rest "
          "without that.", ["outward"]))


def build():
    gitflow()
    pr_review()
    deploy()
    release()
    seed()
    debug_mcp()
    claude_config()
    projman()
    cmdb()
