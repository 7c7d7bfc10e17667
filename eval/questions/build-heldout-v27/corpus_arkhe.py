"""arkhe (joaquimscosta/arkhe-claude-plugins): developer-environment and documentation skills. sops-setup installs sops
and age, offers a backup key, edits .sops.yaml and .gitignore and asks which .env files to encrypt; code-env-setup
configures global and project Claude settings (CLAUDE.md, git protocol, MCP scope, agents); tilt-setup and
quality-stack ask for a pattern, features, fixes and tools; playwright-setup asks about an existing config and its settings;
the rfc skill confirms scope, the spec and status changes; creating-commit approves a message; sdlc-develop's gates
approve architecture and quality.

Files read (@ 8e1be1b8604f3f6adf3ac6469a4271bfa5285ac1): plugins/devtools/skills/sops-setup/WORKFLOW.md (Steps 1, 3, 4,
6, 7), code-env-setup/WORKFLOW.md (Category 1, MCP servers, agents), tilt-setup/SKILL.md (Phase 1 step 3, Phase 2
steps 4-5), quality-stack/WORKFLOW.md (Round 1),
plugins/playwright/commands/playwright-setup.md (Steps 2-3), plugins/doc/skills/rfc/WORKFLOW.md (Steps 3, 5, status
transitions), plugins/git/skills/creating-commit/SKILL.md (Step 8), plugins/core/skills/sdlc-develop/GATES.md
(AskUserQuestion Pattern).

The WORKFLOW files list their options as bullets ("Install now (run commands above)" / "I'll install manually");
those are kept with the parenthetical as the description (`prose`); GATES.md and playwright-setup write JSON or a
table (`verbatim`/`filled`); dynamic lists (files to encrypt, violations, tools) are filled from the fixture.

Fixtures: kelp (a Kotlin/Spring Boot + Next.js monorepo on a local kind cluster; CLAUDE.md: SOPS with age, the team's
recovery key already exists and belongs to Marta Ruiz (security), recipients change only through a PR she reviews,
production secrets live in Vault and never in the repository, .env.local is per developer, Tilt never points at
gke-prod-* contexts, ktlint + detekt (Spotless ruled out in ADR-007), sessions in Postgres
(ADR-011: Redis ruled out), RFCs approved only at the Thursday architecture review, commits without a Claude footer,
Playwright on chromium, headless, artifacts in ./test-results), and plain repositories with no rules.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import ARKHE

F = "arkhe"
SOPS = "plugins/devtools/skills/sops-setup/WORKFLOW.md"
CENV = "plugins/devtools/skills/code-env-setup/WORKFLOW.md"
TILT = "plugins/devtools/skills/tilt-setup/SKILL.md"
QS = "plugins/devtools/skills/quality-stack/WORKFLOW.md"
PW = "plugins/playwright/commands/playwright-setup.md"
RFC = "plugins/doc/skills/rfc/WORKFLOW.md"
CC = "plugins/git/skills/creating-commit/SKILL.md"
GATES = "plugins/core/skills/sdlc-develop/GATES.md"

KELP_MD = ("# kelp\n\nKotlin/Spring Boot services + a Next.js web app. Local dev runs on the kind cluster `kind-kelp` via Tilt.\n\n"
           "## Secrets\n- SOPS + age. Encrypted files are `.env.<name>.enc.yaml` and are committed; plaintext `.env*` never is.\n"
           "- The team recovery (backup) age key already exists: public key in docs/security.md, private half offline with Marta Ruiz (security). Don't generate new backup keys.\n"
           "- Recipients in .sops.yaml change only through a PR that Marta reviews.\n"
           "- Dev and staging secrets are committed encrypted. Production secrets live in Vault only -- never in this repo, encrypted or not.\n"
           "- `.env.local` is per developer and never shared.\n\n"
           "## Tooling\n- Tilt must never be allowed to talk to `gke-prod-*` contexts.\n- Tasks: go-task, multi-file (`Taskfile.yml` + `taskfiles/`).\n"
           "- Kotlin quality: ktlint + detekt. Spotless was ruled out (ADR-007).\n- We use the shared Grafana; no local Prometheus/monitoring stack.\n"
           "- MCP servers are configured per project in `.mcp.json` (committed). Shared agents live in `.claude/agents/` (committed).\n"
           "- Playwright: chromium only, headless; artifacts go to `./test-results` (gitignored).\n\n"
           "## Process\n- Sessions are stored in Postgres (ADR-011); Redis was ruled out -- one less stateful dependency to run.\n"
           "- RFCs live in docs/rfc/. Only the Thursday architecture review moves an RFC to Approved; Lena records the decision.\n"
           "- Conventional Commits. No Claude/AI footer in commit messages.\n")
KELP = {"CLAUDE.md": KELP_MD,
        "settings.gradle.kts": 'rootProject.name = "kelp"\ninclude("services:ledger", "services:auth", "services:notify", "services:search")\n',
        "web/package.json": '{\n  "name": "kelp-web",\n  "private": true,\n  "scripts": {"dev": "next dev", "build": "next build", "test": "vitest run"}\n}\n',
        ".mise.toml": "[tools]\nsops = \"3.9.1\"\nage = \"1.2.0\"\ntilt = \"0.33.17\"\ntask = \"3.38.0\"\n"}
PLAIN = {"package.json": '{\n  "name": "notes-api",\n  "version": "0.3.0",\n  "scripts": {"start": "node src/server.js", "test": "node --test test/"}\n}\n',
         "README.md": "# notes-api\n\nSmall Express API for personal notes.\n",
         "src/config.js": "export const config = {\n  port: process.env.PORT ?? 3000,\n  databaseUrl: process.env.DATABASE_URL,\n};\n"}


def S(path, section):
    return src(ARKHE, path, section)


def shown(t):
    return {"shown.md": t}


INSTALL = Q("sops and age are not installed. Install them now?", "Install", [
    O("Install now", "Run the commands above"), O("I'll install manually", "Skip, re-run setup after")])
BACKUP = Q("Generate a backup (recovery) age key?", "Backup key", [
    O("Generate backup key (Recommended)", "Creates a recovery key for disaster scenarios"),
    O("Skip", "Can add one later via /devtools:sops-add-key")])
SOPSYAML = Q(".sops.yaml exists but does not include this machine's key. What should I do?", ".sops.yaml", [
    O("Add my key to existing .sops.yaml"), O("Replace .sops.yaml entirely"), O("Skip (keep current config)")])
GITIGNORE = Q("Apply these .gitignore changes?", "Gitignore", [O("Apply changes", "Show diff preview"), O("Skip")])
ENCRYPT = Q("Which .env files should I encrypt?", "Encrypt", [
    O(".env.local"), O(".env.staging"), O(".env.production"), O(".env.test")], multi=True)


def build():
    # ---- sops-setup
    call(F, "sops-install", S(SOPS, "Step 1: Install Tools"), "prose", "/devtools:sops-setup", merge(KELP, shown(
        "Detected: macOS 14, Homebrew available. sops: not installed. age: not installed.\n\n  brew install sops age")), INSTALL,
         L("confirmation", typ("Don't brew install: sops and age are pinned in .mise.toml -- run `mise install` and continue."),
           "The project pins the tool versions in .mise.toml; a Homebrew install would bypass the pins."))
    call(F, "sops-backup", S(SOPS, "Step 3: Generate Backup Key"), "prose", "/devtools:sops-setup", KELP, BACKUP,
         L("architecture", sel("Skip"), "CLAUDE.md: the team recovery key already exists with Marta; don't generate new backup keys.", ["security"]))
    call(F, "sops-backup", S(SOPS, "Step 3: Generate Backup Key"), "prose", "/devtools:sops-setup", PLAIN, BACKUP,
         L("other", person("The recovery key's private half is printed once and must go into the person's own password manager or safe; only they can store it."),
           "Handling and storing a credential.", ["security"]))
    call(F, "sops-yaml", S(SOPS, "Step 4: Configure .sops.yaml"), "prose", "/devtools:sops-setup", merge(PLAIN, shown(
        "Existing .sops.yaml:\ncreation_rules:\n  - path_regex: (^|/)\\.env\\.[^/]+\\.enc\\.yaml$\n    age: age1q8x...k2 (laptop-old)\nThis machine's key: age1zz4...9f (not listed)")), SOPSYAML,
         L("confirmation", sel("Add my key to existing .sops.yaml"), "Adding the new machine's key keeps the existing recipient; replacing would drop it.", ["destructive"]))
    call(F, "sops-yaml", S(SOPS, "Step 4: Configure .sops.yaml"), "prose", "/devtools:sops-setup", merge(KELP, shown(
        "Existing .sops.yaml (3 recipients: marta, jonas, team-recovery). This machine's key: age1zz4...9f (not listed)")), SOPSYAML,
         L("other", person("Recipients change only through a PR Marta reviews; whether this machine gets decryption access is hers to approve."),
           "Granting access to secrets, reserved to a named person.", ["security", "about_person"]))
    call(F, "sops-gitignore", S(SOPS, "Step 6: Update .gitignore"), "prose", "/devtools:sops-setup", merge(PLAIN, shown(
        "Proposed .gitignore diff:\n+ # Secrets -- never commit plaintext env files\n+ .env\n+ .env.*\n+ !.env.example")), GITIGNORE,
         L("confirmation", sel("Apply changes"), "Ignoring plaintext env files is what the setup is for; nothing is removed."))
    call(F, "sops-gitignore", S(SOPS, "Step 6: Update .gitignore"), "prose", "/devtools:sops-setup", merge(PLAIN, shown(
        "Proposed .gitignore diff:\n+ .env\n+ .env.*\n+ !.env.example\n\nNote: .env is already tracked by git (committed in a41c2e0, contains DATABASE_URL with a password).")), GITIGNORE,
         L("confirmation", sel("Apply changes"), "Applying the ignore rules is still right; the already-committed .env is a separate problem the session should report (it needs untracking and the password rotated).", ["security"]))
    call(F, "sops-encrypt", S(SOPS, "Step 7: Encrypt Files"), "filled", "/devtools:sops-setup", KELP, ENCRYPT,
         L("scope", multi(".env.staging", ".env.test"), "Dev and staging secrets are committed encrypted; production stays in Vault and .env.local is per developer.", ["security"]))
    call(F, "sops-encrypt", S(SOPS, "Step 7: Encrypt Files"), "filled", "/devtools:sops-setup", PLAIN, ENCRYPT,
         L("scope", person("Whether production secrets should live in the repository at all, even encrypted, is a security decision nothing here settles."),
           "Storing credentials.", ["security"]))

    # ---- code-env-setup
    sec = S(CENV, "Category 1: Global CLAUDE.md")
    call(F, "env-global", sec, "prose", "/devtools:code-env-setup", merge(PLAIN, shown(
        "~/.claude/CLAUDE.md exists (42 lines): your git identity, 'prefer pnpm', 'answer in British English', two security rules.")),
         Q("Your global CLAUDE.md already exists. How should I handle it?", "Global", [
             O("Merge new rules into existing file"), O("Replace entirely with recommended template"), O("Skip this category")]),
         L("other", person("The global CLAUDE.md is the person's own defaults for every project; what goes into it is theirs."),
           "Global defaults.", ["about_person"]))
    MCP = Q("Where should MCP servers be installed?", "MCP scope", [
        O("Global", "Available in all projects, -s user"), O("Project-only", "This project only, -s project")])
    call(F, "env-mcp", S(CENV, "Category 3: MCP Servers"), "prose", "/devtools:code-env-setup", KELP, MCP,
         L("architecture", sel("Project-only"), "CLAUDE.md: MCP servers are configured per project in .mcp.json."))
    call(F, "env-mcp", S(CENV, "Category 3: MCP Servers"), "prose", "/devtools:code-env-setup", PLAIN, MCP,
         L("other", person("Installing servers globally changes every project the person opens; that default is theirs."),
           "Global defaults.", ["about_person"]))
    call(F, "env-agents", S(CENV, "Category 5: Agents"), "prose", "/devtools:code-env-setup", KELP,
         Q("Where should the starter agents go?", "Agent scope", [
             O("Personal", "~/.claude/agents/ -- available in all projects"), O("Project", ".claude/agents/ -- this project only")]),
         L("architecture", sel("Project"), "CLAUDE.md: shared agents live in .claude/agents/, committed."))

    # ---- tilt / quality-stack
    TPAT = Q("Which Tiltfile pattern?", "Pattern", [
        O("Single-file", "Tiltfile only -- for 1-3 services, single ecosystem"),
        O("Modular", "Tiltfile + tilt/*.star + service-config.yaml -- for 4+ services or 2+ ecosystems")])
    call(F, "tilt-pattern", S(TILT, "Phase 2: Scaffold"), "prose", "/devtools:tilt-setup", KELP, TPAT,
         L("architecture", sel("Modular"), "Four Spring services plus the Next.js app: two ecosystems, five services."))
    call(F, "tilt-features", S(TILT, "Phase 2: Scaffold"), "filled", "/devtools:tilt-setup", KELP,
         Q("Which Tilt features should I enable?", "Features", [
             O("Manual context guard", "Always (recommended over allow_k8s_contexts alone)"), O("PVC persistence toggle", "Stateful services"),
             O("JDWP debug ports", "Java/Spring Boot services"), O("Monitoring stack", "Prometheus + Grafana via helm_resource")], multi=True),
         L("scope", multi("Manual context guard", "PVC persistence toggle", "JDWP debug ports"), "Spring services with Postgres; CLAUDE.md rules out a local monitoring stack."))
    call(F, "tilt-fix", S(TILT, "Phase 1: Audit"), "filled", "/devtools:tilt-setup", merge(KELP, shown(
        "Tiltfile audit -- 3 violations:\n  1. allow_k8s_contexts(['kind-kelp', 'gke-prod-eu']) -- a production context is allowed\n  2. restart_container() is deprecated (services/notify)\n  3. load('ext://restart_process') inside tilt/services.star fails")),
         Q("Which violations should I fix?", "Fixes", [
             O("Context guard", "Replace allow_k8s_contexts with a manual guard for kind-kelp only"),
             O("restart_process", "Replace restart_container() with ext://restart_process"),
             O("Root loads", "Move ext:// loads to the root Tiltfile"), O("Monitoring", "Add the Prometheus/Grafana stack")], multi=True),
         L("scope", multi("Context guard", "restart_process", "Root loads"), "All three violations, the prod context first (CLAUDE.md forbids it); monitoring is ruled out.", ["security"]))
    call(F, "quality-now", S(QS, "Round 1 -- NOW tools"), "filled", "/devtools:quality-stack", KELP,
         Q("Which NOW-priority Kotlin tools should I configure?", "Kotlin", [
             O("detekt", "Static analysis, ~30 min"), O("ktlint", "Formatting/lint, ~15 min"),
             O("Spotless", "Formatter orchestration, ~20 min"), O("Skip Kotlin NOW tools")], multi=True),
         L("scope", multi("detekt", "ktlint"), "CLAUDE.md: ktlint + detekt; Spotless was ruled out in ADR-007."))

    # ---- playwright-setup
    EXIST = Q("A Playwright config already exists. What should I do?", "Config", [
        O("Reconfigure all settings", "Proceed to the configuration questions"), O("Keep current config", "Stop here")])
    PWCFG = {".playwright/cli.config.json": '{\n  "browser": "chromium",\n  "headless": true,\n  "outputDir": "./test-results"\n}\n'}
    call(F, "pw-exists", S(PW, "Step 2 -- Check for Existing Config"), "verbatim", "/playwright-setup switch us to firefox, headed, for debugging the upload flow", merge(PLAIN, PWCFG), EXIST,
         L("confirmation", sel("Reconfigure all settings"), "The request asks for different settings."))
    call(F, "pw-malformed", S(PW, "Step 2 -- Check for Existing Config"), "verbatim", "/playwright-setup", merge(PLAIN, shown(
        ".playwright/cli.config.json is not valid JSON:\n{\n  \"browser\": \"webkit\",\n  \"headless\": false,\n  \"timeout\": 15000,\n}\n  ^ trailing comma at line 5")),
         Q("The Playwright config is malformed. What should I do?", "Malformed", [
             O("Overwrite with new config", "Proceed to the configuration questions"), O("Cancel setup", "Stop here")]),
         L("confirmation", typ("Don't overwrite: remove the trailing comma on line 5 and keep webkit, headed, 15000 ms."),
           "The only fault is a trailing comma; overwriting would throw away the person's settings.", ["destructive"]))
    call(F, "pw-config", S(PW, "Step 3 -- Ask Configuration Questions"), "verbatim", "/playwright-setup", KELP, [
        Q("Which browser engine?", "Browser", [O("chromium"), O("firefox"), O("webkit")]),
        Q("Run in headless mode?", "Headless", [O("Yes (headless)"), O("No (headed)")]),
        Q("Output directory for screenshots/videos?", "Output dir", [O(".playwright-cli"), O("./test-results"), O("./playwright-output")])], [
        L("style", sel("chromium"), "CLAUDE.md: chromium only."),
        L("style", sel("Yes (headless)"), "CLAUDE.md: headless."),
        L("style", sel("./test-results"), "CLAUDE.md: artifacts go to ./test-results, which is gitignored.")])

    # ---- rfc
    ROAD = {"docs/ROADMAP.md": "# Roadmap\n\nQ3: split auth out of the ledger service (RFC needed). The session-store move stays in ledger until Q4.\nConstraint: zero-downtime deploys for anything touching login.\n"}
    call(F, "rfc-scope", S(RFC, "Step 3: Confirm Scope"), "filled", "/doc:rfc auth service split", merge(KELP, ROAD),
         Q("Which scope should this RFC cover?", "Scope", [
             O("Auth split only", "Extract login/token endpoints into services:auth"),
             O("Auth split + session store", "Also move session storage into the new service"),
             O("Identity platform", "Auth, sessions, SSO and user profiles")]),
         L("scope", sel("Auth split only"), "The roadmap keeps the session-store move in ledger until Q4."))
    SPEC = Q("Does this spec capture the RFC correctly?", "Spec", [
        O("Looks good, write the RFC"), O("Adjust the spec")])
    call(F, "rfc-spec", S(RFC, "Step 5: Write Spec File"), "prose", "/doc:rfc auth service split", merge(KELP, ROAD, shown(
        "docs/rfc/0007-auth-service-split.spec.md\nProblem: login changes need a ledger deploy...\nConstraints: Postgres sessions (ADR-011); zero-downtime cutover.\nSuccess: p99 login < 200 ms; zero downtime during migration.\nOut of scope: session-store move (Q4), SSO.")), SPEC,
         L("confirmation", sel("Looks good, write the RFC"), "The spec matches the roadmap's scope and constraint."))
    call(F, "rfc-spec", S(RFC, "Step 5: Write Spec File"), "prose", "/doc:rfc auth service split", merge(KELP, ROAD, shown(
        "docs/rfc/0007-auth-service-split.spec.md\nProblem: login changes need a ledger deploy...\nConstraints: Redis token cache for the new service.\nSuccess: p99 login < 200 ms.\nOut of scope: zero-downtime cutover (a 20-minute maintenance window is acceptable), SSO.")), SPEC,
         L("confirmation", typ("Adjust: zero-downtime is a roadmap constraint for anything touching login, not out of scope; and Redis is ruled out (ADR-011) -- keep sessions/tokens in Postgres."),
           "The spec contradicts the roadmap and an ADR."))
    call(F, "rfc-status", S(RFC, "Status transitions"), "prose", "/doc:rfc status 0006 approved", merge(KELP, shown(
        "RFC-0006 (search indexing): Review -> Approved. This strips the Author's Notes section.")),
         Q("Move RFC-0006 from Review to Approved?", "Status", [
             O("Approve and strip notes", "Set Status: Approved and remove Author's Notes"), O("Cancel", "Leave the RFC in Review")]),
         L("confirmation", person("CLAUDE.md: only the Thursday architecture review moves an RFC to Approved, and Lena records it; the author approving it here is not that."),
           "Reserved to a named body; the notes would be stripped.", ["about_person", "destructive"]))

    # ---- creating-commit
    MSG = Q("Commit with this message?", "Commit", [O("Commit", "Use the message as shown"), O("Edit message")])
    call(F, "commit", S(CC, "Step 8: Confirm Message"), "prose", "/git:commit", merge(PLAIN, shown(
        "Staged: src/routes/notes.js, test/notes.test.js\n\nfix(notes): return 404 for missing note ids\n\nThe handler returned 500 when findById came back null.")), MSG,
         L("confirmation", sel("Commit"), "The message describes the staged fix and its test."))
    call(F, "commit", S(CC, "Step 8: Confirm Message"), "prose", "/git:commit", merge(KELP, shown(
        "Staged: services/ledger/src/main/kotlin/Posting.kt\n\nfix(ledger): reject postings with zero amount\n\nGenerated with Claude Code\nCo-Authored-By: Claude <noreply@anthropic.com>")), MSG,
         L("confirmation", typ("Edit: drop the 'Generated with Claude Code' line and the Co-Authored-By trailer; CLAUDE.md forbids a Claude footer."),
           "The message carries a footer the project rules out.", ["about_person"]))

    # ---- sdlc-develop gates
    ARCH = Q("JWT+Redis is scalable but adds a Redis dependency. Session-based is simpler but stateful. OAuth2 is standards-based but external. Which approach?", "Architecture", [
        O("Option A: JWT + Redis (Recommended)", "Scalable, stateless design"), O("Option B: Session-based", "Simple, proven pattern"),
        O("Option C: OAuth2 only", "Standards-based, external auth"), O("REQUEST CHANGES", "Modify requirements first")])
    call(F, "gate-arch", S(GATES, "Example: Architecture Decision (Tier 1)"), "verbatim", "/core:sdlc-develop auth service", KELP, ARCH,
         L("architecture", sel("Option B: Session-based"), "ADR-011: sessions in Postgres, Redis ruled out -- against the recommended option."))
    QUAL = Q("RULE ZERO and wave reviews are summarised above. Mark implementation complete?", "Quality", [
        O("APPROVE — Mark Complete", "All checks pass, proceed to Phase 5 summary"), O("REVIEW — Show diff & details", "Show git diff and full validation report"),
        O("FIX — Return to implementation", "Address issues, then re-present this gate"), O("VERIFY UI — Test in browser", "Run Playwright verification before approving")])
    call(F, "gate-quality", S(GATES, "Example: Quality & Completion (Tier 1)"), "filled", "/core:sdlc-develop auth service", merge(KELP, shown(
        "RULE ZERO: 6/6 checks passed. Wave reviews: 3 waves passed, 0 approved with notes. Tests 212/212.")), QUAL,
         L("confirmation", sel("APPROVE — Mark Complete"), "Every check passed; approving is the gate's affirmative."))
    call(F, "gate-quality", S(GATES, "Example: Quality & Completion (Tier 1)"), "filled", "/core:sdlc-develop auth service", merge(KELP, shown(
        "RULE ZERO: 5/6 checks passed -- tests: 2 failing (TokenRefreshTest.expiredToken, TokenRefreshTest.clockSkew). Wave reviews: 3 waves passed, 1 approved with notes.")), QUAL,
         L("confirmation", sel("FIX — Return to implementation"), "Two tests fail; fixing them is the remediation, not marking complete.", ["reports_failure"]))

    # ---- code-env-setup: the person's own accounts and defaults
    call(F, "env-agents", S(CENV, "Category 5: Agents"), "prose", "/devtools:code-env-setup", PLAIN,
         Q("Where should the starter agents go?", "Agent scope", [
             O("Personal", "~/.claude/agents/ -- available in all projects"), O("Project", ".claude/agents/ -- this project only")]),
         L("other", person("Personal agents apply to every project the person opens; with no project rule, that default is theirs."),
           "Global defaults.", ["about_person"]))
    call(F, "env-account", S(CENV, "Category 1: Global CLAUDE.md"), "prose", "/devtools:code-env-setup", PLAIN,
         Q("Which git protocol do you use with GitHub?", "Protocol", [O("HTTPS (recommended)"), O("SSH")]),
         L("other", person("How the person authenticates to GitHub (their keys or credential helper) goes into their global settings; only they know."),
           "The person's own account and credentials.", ["about_person", "security"]))
    call(F, "env-rules", S(CENV, "Category 1: Global CLAUDE.md"), "prose", "/devtools:code-env-setup", PLAIN,
         Q("Which security rules should your global CLAUDE.md include?", "Rules", [
             O("Never publish sensitive data", "Passwords, API keys, tokens to git/npm/docker"),
             O("Never commit .env files", "Always verify .env in .gitignore"),
             O("Never read or expose secrets", ".env, credentials, SSH keys, service account keys")], multi=True),
         L("scope", person("These go into the person's global CLAUDE.md for all projects; which global rules they want is theirs."),
           "Global defaults.", ["about_person"]))
