"""karimo (opensesh/KARIMO): the configure command of a PRD-driven agent execution framework. It checks for an
existing configuration, asks the execution mode (Full with GitHub issues, PRs and Projects, or Fast Track), confirms
the detected runtime, asks which files agents never touch, whether to enable automated review and with which
provider (Greptile's dashboard and merge threshold), the Claude subscription and seats, the model, parallelism and
pre-PR checks, the cost controls and the CD provider, and shows the configuration before writing it. The
greptile-review command asks whether to stop at an early-exit score.

Files read (@ f682b36cf7157fefc12f11c4829c4591726f96f7):
  .claude/plugins/karimo/commands/configure.md (Step 0: Check Existing Configuration; Step 0.5: Select Execution
  Mode; Basic Step 2: Confirm Detection; Basic Step 3: File Boundaries; Basic Step 4: Automated Review; Basic Step 5:
  Claude Subscription; Quick Install: `--review`, `--greptile`, `--subscription`, `--cd`; Step 5: Execution Settings;
  Step 6: Cost Controls; Step 8: Confirm and Write)
  .claude/plugins/karimo/commands/greptile-review.md (early exit)

The header/question/options blocks are `verbatim` (headers over 12 characters shortened: "Review Provider" →
"Provider"); the file-boundary question offers five patterns and the CD question six providers, trimmed to four
(`filled`, the detected provider marked "(Detected)" as the command says); the existing-configuration menu, the
final confirmation and the early-exit question are text menus or a comment in the source (`prose`). The final
configuration summary and the review score are shown above the question (`shown.md`).

Fixtures: Tessellate (a Next.js/pnpm team app on Vercel, GitHub org tessellate-io; CLAUDE.md: Ana, the engineering
lead, approves any recurring spend, review tools and model upgrades included; agents may update pnpm-lock.yaml;
src/auth PRs merge only at a 5/5 review score), Quarry (a Django service on Fly.io; CLAUDE.md: the org's Greptile
subscription was approved by Ruth, merge bar 4/5, one CI job at a time, merge commits only), Sketchpad (a solo
weekend prototype with no remote) and plain repositories.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import KARIMO

F = "karimo"
CF = ".claude/plugins/karimo/commands/configure.md"


def S(section, path=CF):
    return src(KARIMO, path, section)


TS_MD = ("# Tessellate\n\nNext.js 14 app for shared floor plans. Team of six, GitHub org tessellate-io.\n"
         "- Ana (engineering lead) approves any recurring spend: review tools, CI add-ons, model upgrades.\n"
         "- Agents may update pnpm-lock.yaml when they add a dependency (Renovate is off).\n"
         "- .env files are never read or edited by agents.\n"
         "- PRs touching src/auth/ merge only at a 5/5 review score.\n")
TS = {"CLAUDE.md": TS_MD,
      "package.json": "{\"name\": \"tessellate\", \"engines\": {\"node\": \"20\"}, \"packageManager\": \"pnpm@9.1.0\",\n"
                      " \"dependencies\": {\"next\": \"14.2.3\"},\n"
                      " \"scripts\": {\"build\": \"next build\", \"lint\": \"next lint\", \"test\": \"vitest run\", \"typecheck\": \"tsc --noEmit\"}}\n",
      "vercel.json": "{\"framework\": \"nextjs\"}\n",
      ".git/config": "[remote \"origin\"]\n\turl = git@github.com:tessellate-io/tessellate.git\n"}
QY_MD = ("# Quarry\n\nDjango 5 service for quarry logistics (Python 3.12, uv), deployed on Fly.io.\n"
         "- Automated review: the org's Greptile subscription (approved by Ruth, CTO) covers this repo. Merge bar: 4/5.\n"
         "- CI runners are shared: one job at a time.\n"
         "- Applied migrations in */migrations/ are history and are never edited.\n"
         "- Checks before a PR: ruff and pytest.\n")
QY = {"CLAUDE.md": QY_MD,
      "pyproject.toml": "[project]\nname = \"quarry\"\nrequires-python = \">=3.12\"\ndependencies = [\"django>=5.0\"]\n\n[tool.uv]\ndev-dependencies = [\"ruff\", \"pytest-django\"]\n",
      "fly.toml": "app = \"quarry-api\"\nprimary_region = \"ams\"\n",
      "CONTRIBUTING.md": "# Contributing\n\nPRs land as merge commits (signed); squash and rebase merges are disabled.\n",
      ".git/config": "[remote \"origin\"]\n\turl = git@github.com:quarry-logistics/quarry.git\n"}
SK = {"README.md": "# Sketchpad\n\nWeekend prototype of a drawing toy. Just me, no remote yet; commits only.\n",
      "package.json": "{\"name\": \"sketchpad\", \"private\": true, \"scripts\": {\"dev\": \"vite\"}}\n"}
PLAIN = {".git/config": "[remote \"origin\"]\n\turl = git@github.com:kitebase/kitebase.git\n",
         "package.json": "{\"name\": \"kitebase\", \"scripts\": {\"build\": \"tsc\", \"test\": \"jest\"}}\n"}

MODE = Q("Which execution mode should KARIMO use?", "Mode", [
    O("Full Mode (Recommended)", "Complete GitHub integration with issues, PRs, and Projects. Requires GitHub MCP + gh CLI."),
    O("Fast Track Mode", "Commit-only workflow without GitHub. Best for small teams and prototyping.")])
DET = Q("Confirm auto-detected runtime and framework?", "Detection", [
    O("Yes, use detected settings (Recommended)", "Runtime: Node.js 20, Framework: Next.js 14, Package manager: pnpm"),
    O("Edit runtime/framework", "Manually specify runtime, framework, or package manager")])
BND_JS = Q("Which files should agents NEVER modify?", "Boundaries", [
    O("Dependencies (node_modules, vendor, etc.)", "Prevents agents from editing package dependencies"),
    O("Build outputs (.next, dist, build, etc.)", "Generated files that should not be manually edited"),
    O("Lock files (package-lock.json, yarn.lock, etc.)", "Package manager lock files"),
    O("Environment files (.env, .env.*, secrets.*)", "Secrets and environment configuration")], multi=True)
BND_PY = Q("Which files should agents NEVER modify?", "Boundaries", [
    O("Dependencies (node_modules, vendor, etc.)", "Prevents agents from editing package dependencies"),
    O("Lock files (package-lock.json, yarn.lock, etc.)", "Package manager lock files"),
    O("Environment files (.env, .env.*, secrets.*)", "Secrets and environment configuration"),
    O("Database migrations (*/migrations/**, db/migrate/**)", "Historical migration files (for Django, Rails, etc.)")], multi=True)
REV = Q("Enable automated code review for task PRs?", "Review", [
    O("No (Manual review only)", "Review PRs manually via GitHub. No additional cost."),
    O("Yes - Greptile ($30/month flat)", "Automated review with revision loops. Best for high volume (50+ PRs/month)"),
    O("Yes - Claude Code Review ($15-25/PR)", "Automated review via Claude. Best for low-medium volume")])
PROV = Q("Which automated code review provider would you like to use?", "Provider", [
    O("Claude Code Review (Recommended)", "$15-25 per PR. Native Claude integration. Auto-resolves issues."),
    O("Greptile", "$30/month flat. Score-based reviews. Best for high PR volume."),
    O("Skip for now", "Configure review provider later. Manual PR review only.")])
THR = Q("What confidence score should PRs meet before merging?", "Threshold", [
    O("5/5 (Recommended)", "Highest quality standard. All issues must be addressed."),
    O("4/5", "High quality. Minor issues may be acceptable."),
    O("3/5", "Moderate quality. Suitable for rapid iteration.")])
DASH = Q("Have you completed Greptile dashboard setup (installed app, added repo, configured settings)?", "Dashboard", [
    O("Yes, proceed with setup", "Dashboard configured, ready to install config files and workflow"),
    O("Not yet, show me the steps", "Display detailed setup instructions first"),
    O("Cancel", "Exit without making changes")])
SUB = Q("What Claude subscription plan are you using?", "Subscription", [
    O("Skip for now", "Configure later. PRD summaries won't show usage capacity comparison."),
    O("Claude Pro ($20/month)", "Individual plan with standard capacity."),
    O("Claude Max 5× ($100/month) (Recommended)", "Individual plan with 5× Pro capacity."),
    O("Claude Max 20× ($200/month)", "Individual plan with 20× Pro capacity.")])
SEATS = Q("How many seats does your team have?", "Team Size", [
    O("1-5 seats", "Small team"), O("6-10 seats", "Medium team"), O("11-20 seats", "Larger team"),
    O("20+ seats", "Large team — enter exact count")])
MODEL = Q("Which model should agents use by default?", "Model", [
    O("Sonnet (Recommended)", "Fast and cost-effective for most tasks. Opus auto-escalates for complex work."),
    O("Opus", "Most capable model. Higher cost but better for complex codebases.")])
PAR = Q("How many tasks can run simultaneously?", "Parallelism", [
    O("3 tasks (Recommended)", "Good balance of speed and resource usage for most projects."),
    O("1 task", "Sequential execution. Safer but slower."),
    O("5 tasks", "Faster execution. Requires more context awareness.")])
CHK = Q("Which commands must pass before creating a PR?", "PR Checks", [
    O("Build", "Run build command to verify compilation"), O("Typecheck", "Run typecheck command to verify types"),
    O("Lint", "Run lint command to check code style"), O("Test", "Run test command to verify functionality")], multi=True)
ESC = Q("When should agents escalate from Sonnet to Opus?", "Escalation", [
    O("After 1 failed attempt (Recommended)", "Balance of cost and quality. Escalates quickly when needed."),
    O("Never escalate", "Always use default model. Lower cost but may struggle on complex tasks."),
    O("After 2 failed attempts", "More attempts before escalating. Saves cost but may delay completion.")])
ATT = Q("How many attempts before requiring human review?", "Attempts", [
    O("3 attempts (Recommended)", "Good balance. Allows retries but doesn't spin endlessly."),
    O("2 attempts", "Fail faster. Requires more human intervention."),
    O("5 attempts", "More autonomous. May spend more on difficult tasks.")])
REV2 = Q("Enable automated code review?", "Review", [
    O("No (default)", "Skip automated review. Can enable later with /karimo:configure --review."),
    O("Claude Code Review", "$15-25 per PR. Native Claude integration. Requires Teams/Enterprise."),
    O("Greptile", "$30/month flat. Score-based reviews. Requires GREPTILE_API_KEY secret.")])


def CD(detected):
    opts = [("Vercel", "Add ignoreCommand to vercel.json to skip KARIMO branches"), ("Netlify", "Add ignore rule to netlify.toml"),
            ("Fly.io", "Show configuration guidance"), ("Skip / None", "No CD provider, or I'll configure manually")]
    return Q("Which CD provider would you like to configure?", "CD Config",
             [O(n + (" (Detected)" if n == detected else ""), d) for n, d in opts])


EXIST = Q("Existing configuration found in .karimo/config.yaml. What would you like to do?", "Config", [
    O("Update", "Review and modify existing values"), O("Reset", "Start fresh with auto-detection"), O("Cancel", "Exit without changes")])
WRITE = Q("Write this configuration to .karimo/config.yaml?", "Confirm", [
    O("Write configuration", "Save config.yaml and continue"), O("Edit a section", "Go back and change a section before saving"),
    O("Cancel", "Exit without writing")])
EARLY = Q("Score is 4/5. Stop here or continue to 5/5?", "Early exit", [
    O("Stop here (Recommended)", "Accept the score, add the greptile-passed label and exit"),
    O("Continue to 5/5", "Keep revising until the review reaches the threshold")])


def SUMMARY(owner, merge_strategy, never_touch):
    return ("Section 8 of 9: Confirm and Write\n\nConfiguration Summary:\n\n  Mode: full\n\n  Boundaries:\n    never_touch:\n"
            + "".join(f"      - \"{p}\"\n" for p in never_touch)
            + f"\n  GitHub (Full Mode only):\n    owner_type: organization\n    owner: {owner}\n    merge_strategy: {merge_strategy}\n\n"
            "  Execution:\n    default_model: sonnet\n    max_parallel: 3\n")


def build():
    sec = S("Step 0.5: Select Execution Mode")
    call(F, "mode", sec, "verbatim", "/karimo:configure", TS, MODE,
         L("architecture", sel("Full Mode (Recommended)"), "A team repository in a GitHub org that works through PRs; the GitHub integration is what Full Mode adds."))
    call(F, "mode", sec, "verbatim", "/karimo:configure", SK, MODE,
         L("architecture", sel("Fast Track Mode"), "A solo weekend prototype with no remote; the README says commits only, which is Fast Track's commit-only workflow."))
    call(F, "mode", sec, "verbatim", "/karimo:configure", merge(PLAIN, {"CLAUDE.md": "# Kitebase\n\n- New GitHub Projects and org-wide issue labels are created by Ruth (org admin) only.\n"}), MODE,
         L("architecture", person("Full Mode creates GitHub issues and a Project on the org, and CLAUDE.md reserves new Projects to Ruth; Fast Track drops the GitHub workflow the team uses. Which one is for her or the person."),
           "Reserved to a named person.", ["about_person", "outward"]))

    sec = S("Basic Step 2: Confirm Detection")
    call(F, "detect", sec, "verbatim", "/karimo:configure", TS, DET,
         L("confirmation", sel("Yes, use detected settings (Recommended)"), "package.json confirms Node 20, Next.js 14 and pnpm, exactly what was detected."))
    call(F, "detect", sec, "verbatim", "/karimo:configure", QY, DET,
         L("confirmation", sel("Edit runtime/framework"), "The detection says Node.js/Next.js/pnpm, but Quarry is a Django service on Python 3.12 with uv; the detected settings are wrong."))

    sec = S("Basic Step 3: File Boundaries")
    call(F, "bounds", sec, "filled", "/karimo:configure", TS, BND_JS,
         L("scope", multi("Dependencies (node_modules, vendor, etc.)", "Build outputs (.next, dist, build, etc.)", "Environment files (.env, .env.*, secrets.*)"),
           "CLAUDE.md lets agents update pnpm-lock.yaml when they add a dependency, so lock files stay editable; dependencies, build output and .env files are never touched.", ["security"]))
    call(F, "bounds", sec, "filled", "/karimo:configure", QY, BND_PY,
         L("scope", multi("Dependencies (node_modules, vendor, etc.)", "Lock files (package-lock.json, yarn.lock, etc.)", "Environment files (.env, .env.*, secrets.*)",
                          "Database migrations (*/migrations/**, db/migrate/**)"),
           "CLAUDE.md says applied migrations are history and never edited; dependencies, the uv lock file and env files are protected as well.", ["security"]))

    sec = S("Basic Step 4: Automated Review")
    call(F, "review", sec, "verbatim", "/karimo:configure", TS, REV,
         L("architecture", sel("No (Manual review only)"), "Both review services are recurring spend, which CLAUDE.md gives to Ana, and none is approved; manual review costs nothing and review can be enabled later.",
           ["about_person"]))
    call(F, "review", sec, "verbatim", "/karimo:configure", QY, REV,
         L("architecture", sel("Yes - Greptile ($30/month flat)"), "CLAUDE.md says the org's approved Greptile subscription covers this repository."))
    call(F, "review", sec, "verbatim", "/karimo:configure",
         merge(PLAIN, {"NOTES.md": "KARIMO setup: I want automated review on every task PR this time. We do about ten PRs a month; take whichever provider is cheaper at that volume.\n"}), REV,
         L("architecture", sel("Yes - Greptile ($30/month flat)"), "The person's note asks for automated review and the cheaper provider at ten PRs a month: $30 flat against $150-250 per month per-PR."))

    sec = S("Quick Install: `--review` Flag (Provider Choice)")
    call(F, "provider", sec, "verbatim", "/karimo:configure --review", TS, PROV,
         L("architecture", person("Both providers are recurring spend, which CLAUDE.md says Ana approves; nothing records her approval, and skipping is not what the person asked for."),
           "Money, reserved to a named person.", ["about_person"]))
    call(F, "provider", sec, "verbatim", "/karimo:configure --review", QY, PROV,
         L("architecture", sel("Greptile"), "The org already pays for Greptile for this repository (CLAUDE.md); the recommended per-PR service would be new spend."))
    call(F, "provider", sec, "verbatim", "/karimo:configure --review", PLAIN, PROV,
         L("architecture", person("The person asked to set up review, and each provider is a paid service ($15-25 per PR or $30 a month); which one to pay for is the person's."),
           "Money, no rule.", ["about_person"]))

    sec = S("Quick Install: `--greptile` Flag")
    call(F, "threshold", sec, "verbatim", "/karimo:configure --greptile", QY, THR,
         L("architecture", sel("4/5"), "CLAUDE.md sets Quarry's merge bar at 4/5."))
    call(F, "threshold", sec, "verbatim", "/karimo:configure --greptile", PLAIN, THR,
         L("architecture", sel("5/5 (Recommended)"), "No project rule on the bar; the recommended highest standard is the default."))
    call(F, "dashboard", sec, "verbatim", "/karimo:configure --greptile",
         merge(QY, {"docs/SETUP.md": "Greptile: GitHub app installed on quarry-logistics, quarry repo added, settings as in greptile.json (Ruth, Nov 12).\n"}), DASH,
         L("confirmation", sel("Yes, proceed with setup"), "docs/SETUP.md records that the app was installed, the repository added and the settings configured."))
    call(F, "dashboard", sec, "verbatim", "/karimo:configure --greptile", PLAIN, DASH,
         L("confirmation", person("Whether the person installed the Greptile app and configured the dashboard happened outside the repository; nothing records it, so only they can say."),
           "Observation of the person's own steps.", ["about_person"]))

    sec = S("Basic Step 5: Claude Subscription")
    call(F, "plan", sec, "verbatim", "/karimo:configure", TS, SUB,
         L("other", person("Which Claude plan the person pays for is something only they know; nothing in the repository says."), "About the person's account.", ["about_person"]))
    call(F, "plan", sec, "verbatim", "/karimo:configure", merge(SK, {"NOTES.md": "me: Claude Max 5x since October.\n"}), SUB,
         L("other", sel("Claude Max 5× ($100/month) (Recommended)"), "The person's own note says they are on Max 5×."))
    call(F, "seats", S("Quick Install: `--subscription` Flag (Claude Subscription Configuration)"), "verbatim", "/karimo:configure --subscription",
         merge(TS, {"TEAM.md": "Claude Team Standard, one seat each: Ana, Bo, Chidi, Dara, Emil, Farah.\n"}), SEATS,
         L("other", sel("6-10 seats"), "TEAM.md lists six seats on Team Standard."))

    call(F, "seats", S("Quick Install: `--subscription` Flag (Claude Subscription Configuration)"), "verbatim", "/karimo:configure --subscription", QY, SEATS,
         L("other", person("How many seats the person's team pays for is billing information nothing in the repository records."), "About the person's account.", ["about_person"]))

    sec = S("Step 5: Execution Settings")
    call(F, "exec", sec, "verbatim", "/karimo:configure --advanced", TS, [MODEL, PAR, CHK],
         [L("architecture", sel("Sonnet (Recommended)"), "Opus is a model upgrade, which CLAUDE.md puts with Ana; the recommended Sonnet is the default.", ["about_person"]),
          L("architecture", sel("3 tasks (Recommended)"), "Nothing limits parallel work; the recommended default."),
          L("scope", multi("Build", "Typecheck", "Lint", "Test"), "package.json has build, typecheck, lint and test scripts; all four belong before a PR.")])
    call(F, "exec", sec, "verbatim", "/karimo:configure --advanced", QY, [MODEL, PAR, CHK],
         [L("architecture", sel("Sonnet (Recommended)"), "No reason in the project for the costlier model; the recommended default."),
          L("architecture", sel("1 task"), "CLAUDE.md says CI runners are shared and run one job at a time."),
          L("scope", multi("Lint", "Test"), "CLAUDE.md names ruff and pytest as the checks; a Django service has no build or typecheck step configured.")])

    sec = S("Step 6: Cost Controls")
    call(F, "cost", sec, "verbatim", "/karimo:configure --advanced", TS, [ESC, ATT, REV2],
         [L("architecture", sel("Never escalate"), "Escalating to Opus is a model upgrade, which CLAUDE.md says Ana approves; without her approval agents stay on the default model.", ["about_person"]),
          L("architecture", sel("3 attempts (Recommended)"), "No project rule; the recommended default."),
          L("architecture", sel("No (default)"), "Review tools are recurring spend Ana approves and none is approved; the default skips it.", ["about_person"])])
    call(F, "cost", sec, "verbatim", "/karimo:configure --advanced", QY, [ESC, ATT, REV2],
         [L("architecture", sel("After 1 failed attempt (Recommended)"), "Nothing in Quarry limits model spend; the recommended default."),
          L("architecture", sel("3 attempts (Recommended)"), "No project rule; the recommended default."),
          L("architecture", sel("Greptile"), "CLAUDE.md says the approved Greptile subscription covers this repository.")])

    sec = S("Quick Install: `--cd` Flag (CD Provider Configuration)")
    call(F, "cd", sec, "filled", "/karimo:configure --cd", TS, CD("Vercel"),
         L("architecture", sel("Vercel (Detected)"), "vercel.json is in the repository; Vercel is the provider that builds its branches."))
    call(F, "cd", sec, "filled", "/karimo:configure --cd", QY, CD("Fly.io"),
         L("architecture", sel("Fly.io (Detected)"), "fly.toml deploys Quarry on Fly.io."))

    call(F, "existing", S("Step 0: Check Existing Configuration"), "prose", "/karimo:configure",
         merge(TS, {".karimo/config.yaml": "mode: full\nproject:\n  name: tessellate\nexecution:\n  default_model: sonnet\n  max_parallel: 3\n"}), EXIST,
         L("other", sel("Update"), "A configuration exists and the person ran configure without --reset; updating keeps the reviewed values, resetting would discard them.", ["destructive"]))

    sec = S("Step 8: Confirm and Write")
    call(F, "write", sec, "prose", "/karimo:configure --advanced",
         merge(TS, {"shown.md": SUMMARY("tessellate-io", "squash", [".env*", "node_modules/**", ".next/**"])}), WRITE,
         L("confirmation", sel("Write configuration"), "The summary matches the project: the tessellate-io org, .env files protected, lock file left editable, Sonnet and three tasks."))
    call(F, "write", sec, "prose", "/karimo:configure --advanced",
         merge(QY, {"shown.md": SUMMARY("quarry-logistics", "squash", [".env*", "uv.lock", "*/migrations/**"])}), WRITE,
         L("confirmation", sel("Edit a section"), "The summary sets merge_strategy: squash, but CONTRIBUTING.md says PRs land as signed merge commits and squash merges are disabled."))

    sec = S("greptile-review (early exit)", ".claude/plugins/karimo/commands/greptile-review.md")
    call(F, "early", sec, "prose", "/karimo:greptile-review",
         merge(QY, {"shown.md": "PR #88 (task 2b: invoice export) — Greptile score 4/5 after loop 2.\nRemaining: 1 style nit (long function in exports/views.py).\n"}), EARLY,
         L("confirmation", sel("Stop here (Recommended)"), "Quarry's merge bar is 4/5 and only a style nit remains."))
    call(F, "early", sec, "prose", "/karimo:greptile-review",
         merge(TS, {"shown.md": "PR #141 (task 3a: session refresh in src/auth/session.ts) — Greptile score 4/5 after loop 1.\nRemaining: token refresh does not check revocation.\n"}), EARLY,
         L("confirmation", sel("Continue to 5/5"), "The PR touches src/auth/, which CLAUDE.md merges only at 5/5, and the remaining finding is a missing revocation check; revising is the remediation.",
           ["security"]))
