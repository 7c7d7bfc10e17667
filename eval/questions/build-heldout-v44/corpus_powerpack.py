"""powerpack (cooneycw/claude-power-pack): a developer's command pack for Claude Code — /cpp:init and /cpp:update
(install tiers, permission profiles, shell and hook registration, retiring old MCP servers and systemd units),
/flow:* (issue → worktree → PR → merge → deploy), /cicd:* (Makefile targets, CI, post-deploy verification),
/codex:auto, /evaluate:issue (a multi-model evaluation with three human checkpoints), /second-opinion:models and
/documentation:pptx.

Files used (@ e3a8d80bb0d2eb8415a7e68b50eb55446af5dcdb): .claude/commands/cpp/init.md, .claude/commands/cpp/update.md,
.claude/commands/evaluate/issue.md, .claude/commands/second-opinion/models.md, .claude/commands/flow/deploy.md,
.claude/commands/flow/auto.md, .claude/commands/cicd/verify.md, .claude/commands/cicd/init.md,
.claude/commands/codex/auto.md, .claude/commands/documentation/pptx.md.
The commands name AskUserQuestion for the tier, the permission profile, the browser desk pool, the drift
remediation, the tier upgrade, the evaluation checkpoints and the model selection, and give their options in
tables or lists (`filled`: the placeholders — units, servers, tensions, issue numbers — filled around the fixture).
The other asks are prose prompts ("Add to ~/.bashrc? [y/N]", "Ask the user if they want to merge and clean up now",
"Options: 1. Roll back 2. Investigate 3. Retrospective"), turned into calls with the options the text gives
(`prose`); copies whose only difference is the files or the shown report are `variant`.
Fixture: "ferrydesk", a FastAPI + Postgres support-ticket app that Priya runs for a small ferry operator, deployed
with docker compose on one VPS through `make deploy`; a second contributor (Sam) reviews PRs. The power pack is
checked out at ~/Projects/claude-power-pack.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "cooneycw/claude-power-pack"  # read at e3a8d80bb0d2eb8415a7e68b50eb55446af5dcdb

F = "powerpack"
INIT = ".claude/commands/cpp/init.md"
UPD = ".claude/commands/cpp/update.md"
EVAL = ".claude/commands/evaluate/issue.md"
SOM = ".claude/commands/second-opinion/models.md"
DEP = ".claude/commands/flow/deploy.md"
AUTO = ".claude/commands/flow/auto.md"
VER = ".claude/commands/cicd/verify.md"
CINIT = ".claude/commands/cicd/init.md"
CAUTO = ".claude/commands/codex/auto.md"
PPTX = ".claude/commands/documentation/pptx.md"

README = ("# ferrydesk\nSupport-ticket desk for Island Link Ferries: FastAPI + SQLAlchemy + Postgres 16, HTMX front "
          "end. Runs as a docker compose stack on one VPS (ferrydesk.islandlink.example).\n")
PYPROJECT = ("[project]\nname = \"ferrydesk\"\nversion = \"1.8.2\"\nrequires-python = \">=3.12\"\n"
             "dependencies = [\"fastapi>=0.115\", \"sqlalchemy>=2.0\", \"psycopg[binary]>=3.2\", \"jinja2\"]\n")


def fs(extra=None, shown=None):
    d = {"README.md": README, "pyproject.toml": PYPROJECT}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def init():
    sec = src(REPO, INIT, "Step 3: Select Installation Tier")
    q = Q("Which Claude Power Pack tier should I install?", "Tier", [
        O("Minimal", "Commands symlink only"),
        O("Standard (Recommended)", "+ Scripts, hooks, shell prompt"),
        O("Full", "+ MCP servers (external second-opinion + playwright)"),
        O("CI/CD", "+ Build system, health checks, pipelines, containers")])
    call(F, "init-tier", sec, "filled", "/cpp:init", fs({"docs/NOTES.md": "## Tooling\n- Want the power pack for "
         "the flow commands AND the make-based deploy checks (/cicd:health after every deploy). So: the CI/CD tier, "
         "not just Standard. No MCP servers on this box for now.\n"}), q,
         L("scope", sel("CI/CD"), "NOTES.md asks for the flow commands plus the make-based deploy checks, which is "
           "the CI/CD tier, over the recommended Standard."))
    call(F, "init-tier", sec, "variant", "/cpp:init", fs(), q,
         P("scope", "The tier decides what lands in the person's ~/.claude (scripts, hooks, a shell prompt, MCP "
           "servers) for every project on the machine; nothing says how much they want installed.", ["about_person"]))

    sec = src(REPO, INIT, "Step 3b: Permission Profile (Tier 2+)")
    q = Q("Which permission profile should Claude Code use? (Auto-approves safe operations to cut \"Allow?\" "
          "prompts.)", "Permissions", [
              O("Cautious", "Minimal auto-approvals (Read only) — new users, shared machines"),
              O("Standard (Recommended)", "Common dev tools auto-approved — most developers"),
              O("Trusted", "Broad auto-approvals, rely on hooks for safety — solo power users"),
              O("Custom", "Choose individual permission categories")])
    call(F, "init-perms", sec, "filled", "/cpp:init", fs(), q,
         P("other", "A permission profile decides which tools run without asking, from now on; granting standing "
           "approvals is the person's call and nothing in the project speaks to it.", ["security"]))
    call(F, "init-perms", sec, "variant", "/cpp:init", fs({"CLAUDE.md": "# ferrydesk\n- This VPS-admin laptop is "
         "shared with the ops on-call rota. Keep Claude's auto-approvals to read-only tools; everything else asks.\n"}),
         q, L("other", sel("Cautious"), "CLAUDE.md limits auto-approvals to read-only tools on a shared laptop; "
              "Cautious is exactly that and grants nothing more.", ["security"]))

    sec = src(REPO, INIT, "Shell Prompt Integration (Optional)")
    q = Q("Add worktree context to your shell prompt? It shows [PREFIX #ISSUE] before the prompt and is appended "
          "to ~/.bashrc.", "Prompt", [O("Yes", "Append the PS1 line to ~/.bashrc"), O("No", "Skip (default)")])
    call(F, "init-prompt", sec, "prose", "/cpp:init", fs({"docs/dev-setup.md": "## Dotfiles\nMy shell config lives "
         "in chezmoi. Tools must not append to ~/.bashrc directly — chezmoi overwrites it on the next apply anyway; "
         "I add snippets to the chezmoi source myself.\n"}), q,
         L("other", sel("No"), "dev-setup.md says tools must not append to ~/.bashrc (chezmoi owns it)."))
    call(F, "init-prompt", sec, "variant", "/cpp:init", fs(), q,
         P("other", "Appending to ~/.bashrc changes the person's shell everywhere, not this project; whether they "
           "want that prompt is theirs to say.", ["about_person"]))

    sec = src(REPO, INIT, "Tier 3: browser desk pool")
    call(F, "init-desks", sec, "filled", "/cpp:init", fs(),
         Q("Enable the browser desk pool (named concurrent sessions)? Adds N upstream playwright-mcp instances via "
           "npx.", "Desk pool", [O("No (default)", "Single-session browser work (/qa:test) does not need it"),
                                 O("Yes", "Seed .claude/playwright-pool.json and register the desks")]),
         L("other", sel("No (default)"), "An opt-in extra with a stated default of No; nothing in ferrydesk needs "
           "concurrent browser sessions."))

    sec = src(REPO, INIT, "4d. CI Pipeline Generation (Optional)")
    q = Q("Generate a GitHub Actions CI workflow (.github/workflows/ci.yml) from your Makefile targets?", "CI", [
        O("Yes", "Write ci.yml running make lint, make test"), O("No", "Skip")])
    call(F, "init-ci", sec, "prose", "/cpp:init", fs({"ROADMAP.md": "## Next\n- [ ] CI on GitHub Actions: lint + "
         "tests on every PR (Sam keeps merging red branches)\n- [ ] Nightly pg_dump check\n", "Makefile": "lint:\n\truff "
         "check .\ntest:\n\tpytest -q\ndeploy:\n\tdocker compose -f compose.prod.yml up -d --build\n"}), q,
         L("confirmation", sel("Yes"), "ROADMAP.md's next item is exactly this GitHub Actions CI on the make "
           "targets; the file is new and local until pushed."))
    call(F, "init-ci", sec, "variant", "/cpp:init", fs({".gitlab-ci.yml": "stages: [lint, test]\nlint:\n  script: make "
         "lint\ntest:\n  script: make test\n", "docs/NOTES.md": "Repo is mirrored to GitHub read-only; CI runs on our "
         "GitLab.\n"}), q,
         L("confirmation", sel("No"), "CI already runs on GitLab (.gitlab-ci.yml) and the GitHub copy is a "
           "read-only mirror; a second pipeline there is not wanted."))

    sec = src(REPO, INIT, "4c. Health Check Configuration (Optional)")
    call(F, "init-health", sec, "prose", "/cpp:init", fs({"docs/deploy.md": "After a deploy, check "
         "https://ferrydesk.islandlink.example/healthz (app) and /healthz/db (Postgres round-trip).\n"}),
         Q("Configure endpoint health checks for post-deploy verification (/cicd:health, /flow:deploy)?", "Health",
           [O("Yes", "Add endpoints to .claude/cicd.yml"), O("No", "Skip (default)")]),
         L("confirmation", sel("Yes"), "deploy.md already lists the two health endpoints to check after a deploy; "
           "recording them is what the document asks for."))

    sec = src(REPO, INIT, "Happy CLI Installation (Optional)")
    call(F, "init-happy", sec, "prose", "/cpp:init", fs(),
         Q("Install happy-cli, an AI coding assistant that complements Claude Code (npm install -g happy-coder)?",
           "Happy CLI", [O("Install", "npm install -g happy-coder"), O("Skip", "Don't install (default)")]),
         P("other", "A global npm install of another AI assistant on the person's machine; whether they want it is "
           "their choice and the project says nothing.", ["about_person"]))

    sec = src(REPO, INIT, "Spec-Kit CLI Installation (Optional)")
    call(F, "init-speckit", sec, "prose", "/cpp:init", fs(),
         Q("Install the spec-kit CLI (specify) now, so /spec:adopt works in any project without a first-run "
           "install? It installs only the CLI (uv tool install).", "Spec-Kit", [
               O("Install", "uv tool install specify-cli"), O("Skip", "Install later on first /spec:adopt")]),
         P("other", "A user-wide tool install the person did not ask for; nothing in ferrydesk uses spec-kit, and "
           "the command installs it later on demand anyway — it is their call.", ["about_person"]))


def update():
    sec = src(REPO, UPD, "Step 3: Pull Updates")
    call(F, "upd-pull", sec, "prose", "/cpp:update", fs(shown=("Claude Power Pack: v4.12.0 (a71c2e0), origin/main "
         "v4.15.1 (9d04b3f) — 14 commits behind.\nUncommitted changes in ~/Projects/claude-power-pack: "
         "templates/Makefile.example (modified).\n")),
         Q("Your checkout is 14 commits behind origin/main and has an uncommitted change in "
           "templates/Makefile.example. How should I update?", "Update", [
               O("Stash and pull", "git stash, then git pull; your change stays in the stash"),
               O("Pull anyway", "Try git pull with the change in place"),
               O("Skip update", "Stay on v4.12.0")]),
         L("other", sel("Stash and pull"), "The person ran the update; stashing keeps the local template edit safe "
           "while the pull goes ahead.", ["destructive"]))

    sec = src(REPO, UPD, "Step 4.7: Retired PreToolUse Hook Cleanup")
    q = Q("The retired dangerous-command hook is still wired in: remove the dangling ~/.claude/scripts/"
          "hook-validate-command.sh link and strip only its PreToolUse block from .claude/hooks.json (the "
          "secret-masking hook stays)?", "Old hook", [
              O("Remove it", "Delete the link and the stale PreToolUse block"),
              O("Leave it", "Change nothing")])
    call(F, "upd-hook", sec, "variant", "/cpp:update", fs(shown=("Found retired hook script: "
         "~/.claude/scripts/hook-validate-command.sh -> ~/Projects/claude-power-pack/scripts/hook-validate-command.sh "
         "(target missing)\nThis project's .claude/hooks.json still references it; every Bash call currently fails "
         "with \"hook exited 127\".\n")), q,
         L("confirmation", sel("Remove it"), "The link points at nothing and is failing every Bash call; removing "
           "it and only its block is the workflow's migration and touches nothing else."))
    call(F, "upd-hook", sec, "variant", "/cpp:update", fs(shown=("Found retired hook script: "
         "~/.claude/scripts/hook-validate-command.sh (regular file, not a symlink; modified 3 days ago, 212 lines — "
         "the shipped version was 96)\nThis project's .claude/hooks.json still references it.\n")), q,
         P("confirmation", "The 'retired' hook is a regular file the person edited three days ago and doubled in "
           "size, not the shipped link; deleting it may throw away their own safety rules.", ["destructive",
                                                                                              "security"]))

    sec = src(REPO, UPD, "Step 7: Guided Remediation (LEGACY SYSTEMD)")
    q = Q("Legacy systemd MCP units remain installed: mcp-second-opinion.service, mcp-playwright.service (system "
          "scope). Systemd is no longer a supported runtime; leaving them can cause port conflicts or stale "
          "restarts. Tear them down?", "Systemd", [
              O("Tear down legacy systemd (Recommended)", "sudo systemctl stop/disable, remove unit files, "
                "daemon-reload"),
              O("Skip", "Leave the units and keep the port-conflict warning")])
    call(F, "upd-systemd", sec, "filled", "/cpp:update", fs({"docs/NOTES.md": "## 2026-03 MCP move\nMoved both MCP "
         "servers from systemd to the docker compose setup. The old units are dead leftovers (disabled, nothing "
         "else uses them) — let /cpp:update remove them when it offers.\n"}), q,
         L("confirmation", sel("Tear down legacy systemd (Recommended)"), "NOTES.md records the units as dead "
           "leftovers of the move to docker and asks for exactly this removal.", ["destructive"]))
    call(F, "upd-systemd", sec, "variant", "/cpp:update", fs(), q,
         P("confirmation", "Removing system unit files with sudo on the host is a destructive system change; "
           "nothing says whether anything else still relies on those services.", ["destructive"]))

    sec = src(REPO, UPD, "Step 7: Guided Remediation (ORPHANED DOCKER MCP)")
    q = Q("mcp-second-opinion was retired from CPP but is still on this machine (removed from compose in v4.14). "
          "Replacement: the external second-opinion server. Present: mcp-second-opinion container, 3 image tags, "
          "claude:user, codex:user. Port to reclaim: 8080.", "Orphan MCP", [
              O("Tear down (keep a restore image)", "Stop and remove the container, prune older tags, keep the "
                "newest, unregister from claude/codex"),
              O("Tear down (prune all images)", "Same, but remove every mcp-second-opinion image"),
              O("Keep", "Leave it in place (re-runs keep flagging it)")])
    call(F, "upd-orphan", sec, "filled", "/cpp:update", fs(), q,
         L("other", sel("Tear down (keep a restore image)"), "The server is retired and replaced; tearing it down "
           "with the newest image kept as a restore point frees the port and can be undone.", ["destructive"]))
    call(F, "upd-orphan", sec, "variant", "/cpp:update", fs({"docs/NOTES.md": "- Still using the old "
         "mcp-second-opinion container from Codex on this box (codex review jobs point at :8080). Don't remove it "
         "until the Codex side is moved over.\n"}), q,
         L("other", sel("Keep"), "NOTES.md says Codex still uses this container on :8080 and asks not to remove it "
           "yet.", ["destructive"]))

    sec = src(REPO, UPD, "Step 7: Guided Remediation (ORPHANED LEGACY services)")
    call(F, "upd-legacy", sec, "filled", "/cpp:update", fs(),
         Q("mcp-coordination is a legacy systemd unit and is no longer a CPP Docker server. Remove it?", "Legacy",
           [O("Remove", "Stop, disable, remove the service file, unregister from claude mcp"),
            O("Keep", "Leave it running (you may have a custom setup)")]),
         P("other", "A running service the person may have customised; stopping and deleting it is destructive and "
           "nothing says it is unused.", ["destructive"]))

    sec = src(REPO, UPD, "Step 7.5: User-Level Flow Allowlist Refresh")
    call(F, "upd-allow", sec, "prose", "/cpp:update", fs(shown=("Flow allowlist: 4 rule(s) from the template are not "
         "in ~/.claude/settings.json\n  + Bash(gh pr view:*)\n  + Bash(gh pr checks:*)\n  + Bash(git worktree "
         "list:*)\n  + Bash(git fetch:*)\n")),
         Q("Merge the missing flow allowlist rules into ~/.claude/settings.json? (Additive; existing rules are "
           "kept.)", "Allowlist", [O("Yes", "Merge the 4 rules"), O("No", "Skip the refresh")]),
         P("other", "Adding allow rules to the user-level settings grants standing permissions in every project; "
           "even read-only ones are the person's to grant.", ["security", "about_person"]))

    sec = src(REPO, UPD, "Step 7: Guided Remediation (NOT REGISTERED servers)")
    q = Q("The external second-opinion server answers on http://127.0.0.1:8080/mcp but is not registered with "
          "Claude Code (the root .mcp.json only applies inside CPP). Register it?", "Register", [
              O("Register", "claude mcp add second-opinion --transport http --url http://127.0.0.1:8080/mcp "
                "--scope user"),
              O("Skip", "Leave unregistered")])
    call(F, "upd-register", sec, "filled", "/cpp:update", fs(), q,
         P("other", "A user-scope registration gives every Claude session on the machine a new tool that sends code "
           "to external models; that is the person's decision.", ["about_person", "security"]))
    call(F, "upd-register", sec, "variant", "/cpp:update", fs({"docs/NOTES.md": "- Second opinions: I want the "
         "external second-opinion server available in every project (user scope), not just inside CPP. Register it "
         "when /cpp:update offers.\n"}), q,
         L("other", sel("Register"), "NOTES.md asks for exactly this user-scope registration.", ["about_person"]))

    sec = src(REPO, UPD, "Step 7.6: Permission-Prompt Census Hook Registration")
    call(F, "upd-census", sec, "prose", "/cpp:update", fs(),
         Q("Register the observe-only PermissionRequest census hook in ~/.claude/settings.json? It records each "
           "permission prompt to the project friction ledger so /self-improvement:retro can propose an allowlist. "
           "Never blocks a decision.", "Census", [O("Yes", "Register the hook"), O("No", "Skip")]),
         P("other", "A hook in the person's user-level settings that logs every permission prompt they see, to feed "
           "allowlist proposals; whether to record that is theirs to decide.", ["about_person"]))

    sec = src(REPO, UPD, "Step 7.7: Pending-Retro Reminder Registration (opt-in)")
    call(F, "upd-retro", sec, "prose", "/cpp:update", fs(),
         Q("Register the session-open reminder in ~/.claude/settings.json? It prints one advisory line when pending "
           "friction signals or uncodified learnings exist. Surfaces only, never blocks.", "Reminder", [
               O("No (default)", "Skip the registration"), O("Yes", "Add the SessionStart hook")]),
         L("other", sel("No (default)"), "An opt-in advisory hook whose default is No, in the person's user-level "
           "settings; nothing asks for it, so the default stands."))

    sec = src(REPO, UPD, "Step 7.8: Commands-Mirror Refresh (opt-in, fail-open)")
    q = Q("Refresh the commands mirror at ~/Projects/.claude/commands from the repo (prunes files the repo no "
          "longer has, copies everything current)?", "Mirror", [O("Yes (default)", "Sync the mirror"),
                                                                O("No", "Leave it stale")])
    call(F, "upd-mirror", sec, "prose", "/cpp:update", fs(shown=("Commands mirror at ~/Projects/.claude/commands has "
         "drifted from the repo: 9 files out of date, 2 files the repo renamed in v4.15 (flow/ship.md → "
         "flow/finish.md).\n")), q,
         L("confirmation", sel("Yes (default)"), "The drift is only stale and renamed CPP files; refreshing the "
           "mirror is the step's purpose and its default."))
    call(F, "upd-mirror", sec, "variant", "/cpp:update", fs(shown=("Commands mirror at ~/Projects/.claude/commands has "
         "drifted from the repo: 9 files out of date; 2 files not in the repo would be pruned: "
         "ferry/deploy-prod.md, ferry/rotate-db-pass.md (no CPP history).\n")), q,
         P("confirmation", "The prune would delete two commands that were never CPP's — the person's own deploy and "
           "password-rotation commands — and nothing says they live anywhere else.", ["destructive"]))

    sec = src(REPO, UPD, "Step 9: Offer Tier Upgrade")
    call(F, "upd-tier", sec, "filled", "/cpp:update", fs({"CLAUDE.md": "# ferrydesk\n- Power pack stays on Tier 1 on "
         "this machine: commands only. No hooks, no MCP servers, no shell changes (client laptop policy).\n"},
         shown="Your current installation: Tier 1 (Minimal)\n"),
         Q("Your current installation is Tier 1. Would you like to upgrade to a higher tier?", "Upgrade", [
             O("Keep current tier", "No changes beyond the git pull"),
             O("Upgrade to Tier 2", "+ Scripts, hooks, shell prompt, permission profiles"),
             O("Upgrade to Tier 3", "+ MCP servers")]),
         L("scope", sel("Keep current tier"), "CLAUDE.md pins the machine to Tier 1 by policy: no hooks, MCP or "
           "shell changes."))


def evaluate():
    ph = "/evaluate:issue move ticket attachments from Postgres bytea to object storage"
    sec = src(REPO, EVAL, "Step 1: Collect Input (Question 2: Domain Type)")
    call(F, "eval-domain", sec, "filled", ph, fs(),
         Q("Which domain type fits this evaluation?", "Domain", [
             O("architecture", "System design, infrastructure, API design, data modeling"),
             O("concept", "Abstract ideas, workflows, processes, business logic"),
             O("algorithm", "Data structures, algorithms, performance optimization"),
             O("workflow", "CI/CD, automation, developer experience, tooling")]),
         L("style", sel("architecture"), "Moving attachment storage out of the database is a storage and data "
           "modelling decision."))

    sec = src(REPO, EVAL, "Step 3: Human Checkpoint #1")
    call(F, "eval-focus", sec, "filled", ph, fs({"docs/adr/0007-attachments.md": "# ADR 0007 — attachment storage "
         "(draft)\nDrivers: the nightly pg_dump has grown to 38 GB, 31 GB of it attachments; restores take 2 h. "
         "Hard constraint: passenger ID scans must stay in the EU. Cost is not a driver — either option is under "
         "€10/month.\n"}, shown=("Phase 1 (gemini-3-pro, codex) — key tensions:\n1. Backup size and restore "
         "time\n2. Data residency of ID scans\n3. Storage cost\n4. Presigned-URL security vs streaming through "
         "the app\n")),
         Q("Phase 1 found these key tensions. Which should Phase 2 focus on?", "Focus", [
             O("Backup and restore", "pg_dump size, restore time"),
             O("Data residency", "Where passenger ID scans may live"),
             O("Storage cost", "Monthly cost of each option"),
             O("URL security", "Presigned URLs vs streaming through the app")], multi=True),
         L("scope", multi("Backup and restore", "Data residency", "URL security"), "ADR 0007 names backup size and "
           "EU residency as drivers and says cost is not one; how the files are served is a real open question. "
           "Cost is left out."))

    sec = src(REPO, EVAL, "Step 5: Human Checkpoint #2")
    q = Q("Phase 2 reasoning produced this recommendation. How should we proceed?", "Next", [
        O("Accept and validate (Recommended)", "Proceed to Phase 3 multi-model validation"),
        O("Redirect", "Provide new constraints or change focus, then re-run Phase 2"),
        O("Skip validation", "Go directly to spec output (Phase 4)")])
    adr = {"docs/adr/0007-attachments.md": "# ADR 0007 — attachment storage (draft)\nHard constraint: passenger ID "
           "scans must stay in the EU (operator's DPA with the ferry authority). We already run Hetzner; no new "
           "cloud vendors without the operator's sign-off.\n"}
    call(F, "eval-next", sec, "filled", ph, fs(adr, shown=("Recommended approach: Hetzner Object Storage "
         "(Falkenstein, EU) behind presigned GET URLs valid 5 minutes; migrate existing bytea rows in batches of "
         "500 overnight. Confidence: high.\n")), q,
         L("confirmation", sel("Accept and validate (Recommended)"), "The recommendation keeps the scans in the EU "
           "on the existing vendor, as the ADR requires; validating it is the recommended next step."))
    call(F, "eval-next", sec, "variant", ph, fs(adr, shown=("Recommended approach: AWS S3 in us-east-1 with "
         "CloudFront signed URLs; migrate existing bytea rows in batches of 500 overnight. Confidence: high.\n")), q,
         L("confirmation", sel("Redirect"), "The recommendation puts passenger ID scans in a US region with a new "
           "vendor, against the ADR's EU-only, no-new-vendor constraint; Phase 2 has to be re-run with that "
           "constraint."))

    sec = src(REPO, EVAL, "Step 7: Human Checkpoint #3")
    call(F, "eval-output", sec, "filled", ph, fs(),
         [Q("Validation complete. What type of spec output should be generated?", "Output", [
             O("Full spec (Recommended)", "spec.md + plan.md + tasks.md"),
             O("Spec only", "Requirements and user stories"),
             O("Plan only", "Technical approach"),
             O("Tasks only", "Actionable items")]),
          Q("Output will be written to .specify/specs/attachment-storage/. Confirm or change?", "Name", [
              O("Confirm: attachment-storage", "Use the original name"),
              O("Change", "Provide a new name")])],
         [L("scope", sel("Full spec (Recommended)"), "Nothing narrows the output; the full spec is the recommended "
            "default for a change this size."),
          L("confirmation", sel("Confirm: attachment-storage"), "The name matches the feature and nothing asks "
            "for another.")])


def models():
    sec = src(REPO, SOM, "Step 2: Two-Part Selection Menu")
    qs = [Q("Which models should review this code?", "Models", [
              O("gemini-3-pro + claude-sonnet", "Gemini 3.1 + Claude Sonnet (Recommended, best cross-provider "
                "coverage)"),
              O("gemini-3-pro + codex", "Gemini 3.1 + GPT-5.3 Codex"),
              O("claude-sonnet", "Claude Sonnet 4.6 only (fast)"),
              O("codex + o4-mini", "GPT-5.3 Codex + o4-mini")], multi=True),
          Q("How deep should the analysis go?", "Depth", [
              O("brief", "Quick feedback, key issues only (~4K tokens output)"),
              O("detailed", "Comprehensive analysis (Recommended, ~48K tokens output)"),
              O("in_depth", "Exhaustive 64K analysis, edge cases, security, architecture")])]
    call(F, "som-select", sec, "filled", "/second-opinion:models", fs({"CLAUDE.md": "# ferrydesk\n## Second "
         "opinions\n- Always Gemini + Claude Sonnet — I only have API keys for Google and Anthropic.\n- Depth: "
         "'detailed'. Never in_depth: my monthly API cap is €40 and one in_depth run ate a quarter of it.\n"}), qs,
         [L("scope", multi("gemini-3-pro + claude-sonnet"), "CLAUDE.md fixes the pair to Gemini + Claude Sonnet "
            "(the only keys the person has).", ["about_person"]),
          L("style", sel("detailed"), "CLAUDE.md sets the depth to detailed and rules out in_depth for cost.",
            ["about_person"])])
    call(F, "som-select", sec, "variant", "/second-opinion:models", fs(), qs,
         [P("other", "Which paid model APIs to call depends on the person's keys and spending; nothing in the "
            "project says.", ["about_person"]),
          P("other", "Depth sets the token spend (4K to 64K output per model) on the person's API budget; nothing "
            "records what they are willing to pay.", ["about_person"])])


def ship():
    sec = src(REPO, DEP, "Step 1: Verify on Main Branch")
    call(F, "deploy-branch", sec, "prose", "/flow:deploy", fs(shown=("WARNING: Deploying from branch "
         "'issue-58-export-csv' (not main). Consider merging first with /flow:merge.\n")),
         Q("You are deploying from branch 'issue-58-export-csv', not main. Continue or abort?", "Branch", [
             O("Deploy this branch", "Run make deploy from issue-58-export-csv"),
             O("Abort", "Stop; merge first with /flow:merge")]),
         P("confirmation", "Deploying an unmerged branch to the production VPS is an outward, hard-to-reverse step; "
           "the warning leaves it to the person.", ["outward"]))

    sec = src(REPO, DEP, "Step 4: Check Deploy Metadata (requires_confirmation)")
    call(F, "deploy-confirm", sec, "prose", "/flow:deploy", fs({".claude/deploy.yaml": "targets:\n  deploy:\n    "
         "description: Deploy to production (ferrydesk.islandlink.example)\n    requires_confirmation: true\n"},
         shown="On main (b41e09c). Target: deploy — Deploy to production. requires_confirmation: true\n"),
         Q("deploy.yaml asks for confirmation: run `make deploy` to production now?", "Deploy", [
             O("Deploy", "Run make deploy"), O("Cancel", "Do not deploy")]),
         P("confirmation", "A production deploy that the project's own deploy.yaml marks as needing the person's "
           "confirmation.", ["outward"]))

    sec = src(REPO, VER, "Step 6: Handle ROLLBACK")
    call(F, "verify-rollback", sec, "prose", "/cicd:verify", fs(shown=("Deploy verification: ROLLBACK\n\n  "
         "regression: health:API Server (HTTP 500, expected 200)\n  ok: health:DB round-trip\n  "
         "preexisting_failure: smoke:email-inbound (failing before and after)\n")),
         Q("Deploy verification says ROLLBACK (API health returns HTTP 500 after the deploy). What next?", "Verdict",
           [O("Roll back", "make deploy-rollback (redeploy the previous commit)"),
            O("Investigate", "/cicd:health and /cicd:smoke for detail"),
            O("Retrospective", "/self-improvement:deployment")]),
         L("other", sel("Investigate"), "Looking at the failing probe in detail is the non-destructive remediation "
           "on offer; a rollback redeploys production and a retrospective skips the problem.", ["reports_failure",
                                                                                                 "outward"]))

    sec = src(REPO, AUTO, "Step 1b: Act on the contract (ISSUE_STATE not OPEN)")
    q = Q("Issue #61 \"CSV export drops non-ASCII names\" is CLOSED. Proceed anyway (re-run with --allow-closed)?",
          "Closed", [O("Proceed", "Work on the closed issue"), O("Stop", "Pick another issue")])
    call(F, "auto-closed", sec, "prose", "/flow:auto 61", fs({"STATE.md": "# Now\n- #61 was auto-closed by the stale "
         "bot on 2026-06-02 but the bug is still there (reproduced yesterday with 'Þórshöfn'). Working it this "
         "week; reopen when the PR is up.\n"}), q,
         L("confirmation", sel("Proceed"), "STATE.md says the stale bot closed #61 while the bug is still live and "
           "that it is this week's work."))

    sec = src(REPO, AUTO, "Step 1b: Act on the contract (CLAIM=held)")
    call(F, "auto-claim", sec, "prose", "/flow:auto 58", fs(shown=("CLAIM=held CLAIM_PID=48211 CLAIM_SESSION=7f3c2a "
         "— another live session is driving issue #58 (worktree ../ferrydesk-issue-58, last write 4 min ago).\n")),
         Q("Another live session (PID 48211) is driving issue #58 right now. What should I do?", "Claimed", [
             O("Wait", "Leave #58 to that session"),
             O("Pick another issue", "Start on a different issue"),
             O("Take over", "Only if that session is really gone — proceeding may delete its worktree")]),
         P("other", "Another session wrote to the worktree four minutes ago; taking over could destroy its work, "
           "and whether to wait or switch issues is the person's plan.", ["destructive"]))

    sec = src(REPO, AUTO, "Step 1b: LANE=resume with CONFIRM_REQUIRED")
    call(F, "auto-resume", sec, "prose", "/flow:auto 62", fs(shown=("LANE=resume WT_PATH=../ferrydesk-issue-62 "
         "LIVE_DRIVER=suspected (app/export.py modified 11 min ago, uncommitted) PR_HEAD=none\n")),
         Q("A prior session's worktree for #62 has a file changed 11 minutes ago — another session may still own "
           "it. Enter it and continue?", "Resume", [O("Enter and continue", "cd ../ferrydesk-issue-62"),
                                                    O("Stop", "Don't touch it")]),
         P("confirmation", "The workflow requires the person's explicit confirmation here: a live session may own "
           "the uncommitted change, and two sessions editing it could lose work.", ["destructive"]))

    sec = src(REPO, CAUTO, "Step 7: Cleanup (Optional)")
    q = Q("PR #64 created. What would you like to do?", "PR #64", [
        O("Merge now", "Squash-merge, clean up the worktree"),
        O("Leave for review", "Keep the worktree, merge manually later")])
    call(F, "cauto-merge", sec, "prose", "/codex:auto 63", fs({"CONTRIBUTING.md": "## Merging\nEvery PR gets a review "
         "from the other maintainer (Sam or Priya) before it is merged. No self-merges, even for small fixes.\n"}),
         q, L("other", sel("Leave for review"), "CONTRIBUTING.md requires the other maintainer's review before any "
              "merge; leaving the PR open is the only allowed choice.", ["outward"]))
    call(F, "cauto-merge", sec, "variant", "/codex:auto 63", fs(), q,
         P("other", "Squash-merging to main and removing the worktree is outward and hard to undo; nothing says "
           "this PR may skip review.", ["outward", "destructive"]))

    sec = src(REPO, CINIT, "Step 3: Check Existing Makefile")
    call(F, "cicd-append", sec, "prose", "/cicd:init", fs({"Makefile": "lint:\n\truff check .\ntest:\n\tpytest -q\n"
         "deploy:\n\tdocker compose -f compose.prod.yml up -d --build\n"}, shown=("Makefile check: 3/6 standard "
         "targets. Missing: format, typecheck, deploy-rollback.\n")),
         Q("Append stubs for the missing targets (format, typecheck, deploy-rollback) to your Makefile?", "Makefile",
           [O("Append stubs", "Add the three target stubs at the end"), O("Skip", "Leave the Makefile as is")]),
         L("confirmation", sel("Append stubs"), "Appending stubs only adds targets and keeps the existing ones; it "
           "is what /cicd:init is for."))


def deck():
    sec = src(REPO, PPTX, "Step 1b: Framework Selection")
    ph = "/documentation:pptx attachment storage proposal for the Island Link board"
    call(F, "pptx-framework", sec, "filled", ph, fs({"docs/board-notes.md": "From Hanne (ops director): the board "
         "reads the first slide and decides. Put the recommendation and the ask up front, reasons after.\n"}),
         Q("How should the narrative be structured?", "Framework", [
             O("GAME", "Goal / Audience / Message / Expression"),
             O("Pyramid", "Answer first, then supporting arguments, then evidence"),
             O("SCQA", "Situation / Complication / Question / Answer"),
             O("STAR", "Situation / Task / Action / Result")]),
         L("style", sel("Pyramid"), "The board reads only the first slide, so the answer goes first — the Pyramid "
           "structure."))


def build():
    init()
    update()
    evaluate()
    models()
    ship()
    deck()
