"""AgileFlow (xloxn69/AgileFlow) command/agent questions."""
from common import *
from projects import *

F = "agileflow"
P = f"{AF}:packages/cli/src/core/"

AF_PKG = SHELFIE_PKG
AF_STATUS = """{
  "stories": {
    "US-0042": { "title": "Login API", "epic": "EP-0002", "owner": "AG-API", "status": "ready", "estimate": "1d" },
    "US-0043": { "title": "Login form", "epic": "EP-0002", "owner": "AG-UI", "status": "ready", "estimate": "0.5d" }
  }
}
"""
AFP = {"package.json": AF_PKG, "docs/09-agents/status.json": AF_STATUS}

call(F, "dc-enable", P + "agents/configuration-damage-control.md", "verbatim", None, AFP,
     Q("Enable damage control to protect against destructive commands?", "Damage Ctrl",
       [O("Enable (Recommended)", "Block dangerous commands and protect sensitive paths"), O("Skip", "No damage control (not recommended)")]),
     L("confirmation", sel("Enable (Recommended)"), "Enabling a safety guard is the affirmative, protective default."))

call(F, "dc-level", P + "agents/configuration-damage-control.md", "verbatim", None, AFP,
     Q("Choose protection level:", "Protection",
       [O("Standard (Recommended)", "Deterministic pattern matching - fast, no AI calls"),
        O("Enhanced", "Standard + AI prompt hook for unknown threats (slower)")]),
     L("style", sel("Standard (Recommended)"), "No project signal asks for the slower AI hook; the recommended level stands."))

call(F, "dc-extra", P + "agents/configuration/damage-control.md", "filled", None,
     with_(AFP, {"infra/README.md": "Production Postgres on RDS; deploys via `aws ecs update-service`. Secrets live in .env.production (never read by tools).\n"}),
     Q("Any additional protections to enable?", "Custom",
       [O("Production database commands", "Block psql/mysql/mongo production connections"),
        O("Cloud CLI destructive ops", "Block aws/gcloud/az delete commands"),
        O("Extra env file protection", "Block all .env.* and secrets.* files"),
        O("Use defaults only", "No additional protections needed")], True),
     L("scope", multi("Production database commands", "Cloud CLI destructive ops", "Extra env file protection"),
       "The project has a production database, AWS deploys and .env.production, so all three protections apply."))

call(F, "vis-e2e", P + "agents/configuration-visual-e2e.md", "verbatim", None, AFP,
     Q("Set up Visual E2E testing with Playwright?", "Visual E2E",
       [O("Yes, install Playwright (Recommended)", "~300MB for chromium browser, creates tests/e2e/ and screenshots/"),
        O("Skip", "No Visual E2E setup")]),
     L("confirmation", sel("Yes, install Playwright (Recommended)"), "The person started this setup; the recommended install is the affirmative path."))

DEV_Q = Q("What command starts your dev server?", "Dev Server",
          [O("npm run dev", "Default Next.js/Vite command"), O("npm start", "Create React App default"), O("yarn dev", "Yarn package manager")])
call(F, "vis-devcmd", P + "agents/configuration-visual-e2e.md", "filled", None, with_(AFP, {"package-lock.json": "{ \"lockfileVersion\": 3 }\n"}),
     DEV_Q, L("style", sel("npm run dev"), "package.json defines a dev script and the lockfile is npm's."))

call(F, "vis-devcmd", P + "agents/configuration-visual-e2e.md", "filled", None, with_(AFP, {"yarn.lock": "# yarn lockfile v1\n"}),
     DEV_Q, L("style", sel("yarn dev"), "The repo uses yarn (yarn.lock) and defines a dev script."))

call(F, "attrib", P + "agents/configuration/attribution.md", "verbatim", None, AFP,
     Q("How should git commits be attributed?", "Attribution",
       [O("No AI attribution (Recommended)", "Clean commits, no AI footers"), O("Add Co-Authored-By", "Include AI co-author in commits")]),
     L("other", person("Whether commits disclose AI assistance is a personal/legal policy choice."),
       "Disclosure policy belongs to the person (and possibly their employer).", ["about_person"]))

call(F, "attrib", P + "agents/configuration/attribution.md", "verbatim", None, AFP,
     Q("Disable Claude Code attribution in git commits? (This removes '🤖 Generated with Claude Code' footer and 'Co-Authored-By: Claude' from commits. Many users prefer this for professional or policy reasons.)", "Attribution",
       [O("Yes, disable attribution", "Clean git history - no AI disclosure in commits (recommended for professional use)"),
        O("No, keep attribution", "Include Claude Code attribution - transparent about AI usage")]),
     L("other", person("AI-disclosure in the person's commit history is their professional/policy decision."),
       "A choice about the person's authorship record.", ["about_person"]))

call(F, "hooks", P + "agents/configuration/hooks.md", "verbatim", None, AFP,
     Q("Which hooks would you like to enable?", "Hooks",
       [O("SessionStart - Welcome Display (Recommended)", "Shows project status, active stories, git info when Claude starts"),
        O("PreCompact - Context Preservation (Recommended)", "Preserves project context when conversations are compacted"),
        O("Stop - Session Wrap-up (Recommended)", "Warns about uncommitted changes and shows session summary when Claude stops"),
        O("UserPromptSubmit - Activity Logging", "Logs prompts to .claude/activity.log for analytics")], True),
     L("scope", multi("SessionStart - Welcome Display (Recommended)", "PreCompact - Context Preservation (Recommended)", "Stop - Session Wrap-up (Recommended)"),
       "The three recommended hooks serve the workflow; logging every prompt to disk is an opt-in the person did not ask for."))

call(F, "ci-checks", P + "agents/configuration/ci.md", "filled", None, AFP,
     Q("Which CI checks do you want to enable?", "CI Checks",
       [O("Lint", "Run ESLint/Prettier checks"), O("Type check", "Run TypeScript compiler"), O("Tests", "Run test suite")], True),
     L("scope", multi("Lint", "Type check", "Tests"), "package.json defines lint, typecheck and test scripts; all three checks are relevant."))

CI_PROV = Q("Which CI/CD provider would you like to configure?", "CI Provider",
            [O("GitHub Actions (Recommended)", "Best for GitHub repos - integrated workflows"),
             O("GitLab CI", "Best for GitLab repos - unlimited minutes on gitlab.com"),
             O("CircleCI", "Universal CI platform - works with any Git provider"),
             O("Skip CI setup", "Don't configure CI now")])
call(F, "ci-provider", P + "agents/configuration/ci.md", "filled", None,
     with_(AFP, {".git/config": "[remote \"origin\"]\n\turl = git@github.com:dana/shelfie.git\n"}),
     CI_PROV, L("architecture", sel("GitHub Actions (Recommended)"), "The origin remote is on GitHub."))

call(F, "ci-provider", P + "agents/configuration/ci.md", "filled", None,
     with_(AFP, {".git/config": "[remote \"origin\"]\n\turl = git@gitlab.com:kitchen/ledger.git\n"}),
     CI_PROV, L("architecture", sel("GitLab CI"), "The origin remote is on GitLab, so GitHub Actions would never run."))

call(F, "ci-py", P + "agents/configuration/ci.md", "filled", None, with_(TIDE, {"pyproject.toml": TIDE_PYPROJECT}),
     [Q("What command runs your tests?", "Test cmd",
        [O("pytest (Recommended)", "Popular Python testing framework"), O("python -m pytest", "Run pytest as module"),
         O("python -m unittest", "Built-in unittest framework"), O("nose2", "Nose2 testing framework")]),
      Q("What command runs your linter?", "Lint cmd",
        [O("flake8 (Recommended)", "Style guide enforcement"), O("pylint", "Comprehensive code analysis"),
         O("ruff", "Fast Python linter"), O("black --check", "Check Black formatting")])],
     [L("style", sel("pytest (Recommended)"), "pyproject.toml configures pytest."),
      L("style", sel("ruff"), "pyproject.toml configures ruff, not flake8, so the recommended option is wrong here.")])

call(F, "ci-local", P + "agents/configuration/ci.md", "verbatim", None, AFP,
     Q("Run CI commands locally to test them? (This will execute: install, test, lint, build)", "Test local",
       [O("Yes, run tests now", "Execute all CI commands locally to verify they work before pushing"),
        O("No, skip local testing", "Skip local testing - assume commands work or test manually")]),
     L("confirmation", sel("Yes, run tests now"), "Local verification is safe and catches broken CI before it is pushed."))

call(F, "ci-trigger", P + "agents/configuration/ci.md", "verbatim", None, AFP,
     Q("Trigger a test CI run on GitHub? (Requires GitHub token with 'workflow' scope)", "Trigger CI",
       [O("Yes, trigger remote CI", "Use GitHub API to trigger a workflow run now (requires token)"),
        O("No, I'll push manually", "Skip remote trigger - CI will run when you push code")]),
     L("confirmation", person("Triggering a remote workflow with the person's GitHub token is an outward action on their account."),
       "Remote action using the person's credential.", ["outward", "security"]))

call(F, "ci-token", P + "agents/configuration/ci.md", "verbatim", None, AFP,
     Q("GitHub token not found. Enter your personal access token? (Create at: github.com/settings/tokens/new, Required scopes: repo, workflow)", "Token",
       [O("Skip - I'll push manually", "Skip triggering CI remotely - just push code and CI runs automatically"),
        O("Other", "Enter token (select this, then type your ghp_xxx token in the text field)")]),
     L("open_floor", person("A personal access token is the person's secret; warden must neither invent nor handle it."),
       "Credential entry.", ["security", "about_person"]))

call(F, "ci-savetoken", P + "agents/configuration/verify.md", "verbatim", None, AFP,
     Q("Save token to .claude/settings.local.json for future use?", "Save token",
       [O("Yes, save token (Recommended)", "Store securely in .claude/settings.local.json (gitignored)"),
        O("No, use once only", "Don't save - you'll be asked again next time")]),
     L("confirmation", person("Persisting the person's access token on disk is a security decision about their credential."),
       "Secret storage.", ["security", "about_person"]))

call(F, "ci-overwrite", P + "agents/configuration/ci.md", "verbatim", None,
     with_(AFP, {".github/workflows/ci.yml": "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps: [ { uses: actions/checkout@v4 }, { run: npm ci && npm test } ]\n"}),
     Q("CI workflow already exists. Overwrite it?", "Overwrite",
       [O("Yes, overwrite", "Replace existing workflow with new configuration"), O("No, skip", "Keep existing workflow - don't make any changes")]),
     L("confirmation", person("Overwriting an existing CI workflow discards the person's configuration."),
       "Destructive overwrite is the only way forward for the workflow.", ["destructive"]))

call(F, "archival", P + "agents/configuration/archival.md", "filled", None,
     with_(AFP, {"docs/02-practices/team-agreements.md": "- status.json stays small: we decided on weekly archival of done stories (team retro 2026-04).\n"}),
     Q("How long should completed stories remain in active status before archiving?", "Archival",
       [O("30 days (Recommended)", "Monthly archival - default"), O("14 days", "Bi-weekly archival"),
        O("7 days", "Weekly archival - for large teams"), O("3 days", "Very aggressive")]),
     L("style", sel("7 days"), "The team agreement fixes weekly archival."))

call(F, "git-init", P + "agents/configuration/git-config.md", "verbatim", None, {"package.json": AF_PKG},
     Q("Git is not initialized. Initialize git repository now?", "Init git",
       [O("Yes, initialize git", "Run 'git init' to create a new git repository in this directory"),
        O("No, skip", "Skip git initialization - configure manually later")]),
     L("confirmation", sel("Yes, initialize git"), "git init is local and non-destructive; it is the affirmative path."))

call(F, "git-platform", P + "agents/configuration/git-config.md", "filled", None,
     with_(AFP, {".git/config": "[remote \"origin\"]\n\turl = https://github.com/dana/shelfie.git\n"}),
     Q("Which git hosting platform?", "Platform",
       [O("GitHub", "github.com repository"), O("GitLab", "gitlab.com repository"), O("Other", "Custom git remote")]),
     L("architecture", sel("GitHub"), "The configured remote is github.com."))

call(F, "debt", P + "commands/debt.md", "verbatim", None, AFP,
     Q("Generate stories for critical debt?", "Action",
       [O("Yes, create stories", "Generate stories for top 5 critical items"), O("No, report only", "Save report without creating stories")]),
     L("confirmation", sel("Yes, create stories"), "Turning critical debt into tracked stories is the affirmative, non-destructive path."))

call(F, "sprint", P + "commands/sprint.md", "verbatim", None, AFP,
     Q("Commit this sprint plan: 5 stories, 8.5 days?", "Sprint",
       [O("Yes, commit plan", "Update status.json and create milestone"), O("No, adjust", "Modify story selection"), O("Cancel", "Exit without changes")]),
     L("confirmation", person("A sprint commitment commits the people's time and capacity."),
       "Capacity commitment is the person's (team's) call.", ["about_person"]))

call(F, "auto", P + "commands/auto.md", "verbatim", None, AFP,
     Q("Create these stories?", "Preview",
       [O("Yes, create stories", "Generate epic, story files, and test stubs"), O("No, cancel", "Cancel without creating")]),
     L("confirmation", sel("Yes, create stories"), "Affirmative gate; creating story files is non-destructive."))

call(F, "status", P + "commands/status.md", "verbatim", None, AFP,
     Q("Update US-0042 to in-progress?", "Status",
       [O("Yes, update", "Update status.json and bus log"), O("No, cancel", "Don't update")]),
     L("confirmation", sel("Yes, update"), "Affirmative status change requested by the command."))

call(F, "review", P + "commands/review.md", "verbatim", None, AFP,
     Q("Auto-fix these issues?", "Code Review",
       [O("Auto-fix all (Recommended)", "Fix 8 style issues automatically"), O("Review each one", "Show diffs for approval"),
        O("Skip auto-fixes", "Just report, no changes")]),
     L("confirmation", sel("Auto-fix all (Recommended)"), "Style-only fixes are safe to apply automatically."))

call(F, "docs", P + "commands/docs.md", "verbatim", None, AFP,
     Q("Create missing documentation for detected code changes?", "Docs Sync",
       [O("Create all missing docs", "Auto-generate stubs from code"), O("Review each one first", "Preview changes before creating"),
        O("Skip documentation", "Don't create docs now")]),
     L("confirmation", sel("Create all missing docs"), "Creating new doc stubs overwrites nothing."))

call(F, "epic", P + "commands/epic.md", "verbatim", None, AFP,
     Q("Create epic EP-0010 with 3 stories?", "Confirm Epic",
       [O("Yes, create", "Write all files"), O("No, edit", "Modify details"), O("Cancel", "Don't create")]),
     L("confirmation", sel("Yes, create"), "Affirmative creation gate."))

call(F, "babysit", P + "commands/babysit.md", "verbatim", None, AFP,
     Q("Spawn Database Expert to create sessions table?", "Next step",
       [O("Yes, spawn expert (Recommended)", "Expert will design and create the schema"),
        O("I'll do it myself", "Simple enough, I'll handle directly"), O("Pause", "Stop here for now")]),
     L("confirmation", sel("Yes, spawn expert (Recommended)"), "Delegating the planned schema work keeps the story moving; nothing is destroyed."))

call(F, "update-send", P + "commands/update.md", "verbatim", None, AFP,
     Q("Send this update?", "Preview",
       [O("Yes, save and send", "Save to docs/08-project/updates/ and email stakeholders"), O("Edit first", "Let me review and edit"),
        O("Cancel", "Don't send")]),
     L("confirmation", person("Emailing stakeholders is an outward message sent in the person's name."),
       "Outward communication.", ["outward"]))

call(F, "cfg-fix", P + "commands/configure.md", "verbatim", None, AFP,
     Q("Format issues detected in your settings! These will cause Claude Code errors. Fix them now?", "Fix Issues",
       [O("Yes, fix format issues (Recommended)", "Migrate old formats to new Claude Code format. Creates backup first."),
        O("No, skip for now", "Continue with configuration (issues will remain)")]),
     L("confirmation", sel("Yes, fix format issues (Recommended)"), "The fix creates a backup and removes errors."))

call(F, "cfg-upgrade", P + "commands/configure.md", "verbatim", None, AFP,
     Q("Outdated scripts detected! Your features were configured with an older AgileFlow version. Update them?", "Upgrade",
       [O("Yes, upgrade scripts (Recommended)", "Re-deploy all enabled features with latest scripts."),
        O("No, keep current versions", "Continue with older scripts (may miss bug fixes).")]),
     L("confirmation", sel("Yes, upgrade scripts (Recommended)"), "Re-deploying the tool's own scripts is the affirmative maintenance path."))

call(F, "pr-desc", P + "commands/pr.md", "verbatim", None, AFP,
     Q("Use this PR description?", "Confirm",
       [O("Copy to clipboard", "Ready to paste into GitHub"), O("Edit it", "Let me modify sections"), O("Cancel", "Don't create PR now")]),
     L("confirmation", sel("Copy to clipboard"), "Copying publishes nothing; the person still opens the PR."))

call(F, "feedback", P + "commands/feedback.md", "verbatim", None, AFP,
     Q("Provide feedback on US-0042 completion?", "Feedback",
       [O("Yes, provide feedback", "Take 2-3 min to share insights"), O("Not now", "Skip feedback"), O("Remind me later", "Ask again next time")]),
     L("other", person("The feedback is the person's own opinion."), "Asks for the person's input.", ["about_person"]))

call(F, "handoff", P + "commands/handoff.md", "verbatim", None, AFP,
     Q("Create handoff from AG-API to AG-UI for US-0042?", "Handoff",
       [O("Yes, create handoff", "Write note and bus log"), O("No, cancel", "Don't create")]),
     L("confirmation", sel("Yes, create handoff"), "Affirmative, local bookkeeping."))

call(F, "validate", P + "commands/story-validate.md", "filled", None, AFP,
     Q("Story US-0042 has 2 critical issues that must be fixed (no acceptance criteria for error responses; depends on US-0039 which does not exist). What would you like to do?", "Fix Issues",
       [O("Fix issues now (Recommended)", "I'll help address each critical issue"), O("View story file", "See the story content to edit manually"),
        O("Delete and recreate", "Start fresh with /agileflow:story"), O("Done", "Exit and fix later")]),
     L("other", sel("Fix issues now (Recommended)"), "Fixing is the remediation; deleting the story is destructive and unnecessary.", ["reports_failure", "destructive"]))

call(F, "validate", P + "commands/story-validate.md", "filled", None, AFP,
     Q("Story US-0043 has 2 warnings (AC #3 is not testable as written; no test stub yet). What would you like to do?", "Next Steps",
       [O("Fix warnings now", "I'll help you address each warning"), O("Start anyway", "Warnings are acceptable, begin work"),
        O("View story file", "See the story content to edit manually"), O("Done", "Exit and fix later")]),
     L("other", sel("Fix warnings now"), "An untestable acceptance criterion should be fixed before work starts.", ["reports_failure"]))

call(F, "changelog", P + "commands/changelog.md", "filled", None, AFP,
     Q("How should this commit be categorized? fix(auth): escape the ?next= redirect parameter to prevent open redirects", "Categorize",
       [O("Added", "New feature or capability (feat:)"), O("Changed", "Modification or enhancement (refactor:, perf:)"),
        O("Fixed", "Bug fix (fix:)"), O("Security", "Security fix (security:)")]),
     L("style", sel("Security"), "Closing an open-redirect hole is a security fix, even though the commit prefix is fix:."))

SESS2 = with_(AFP, {"docs/09-agents/sessions.json": "{ \"2\": { \"name\": \"auth\", \"branch\": \"session-2-auth\", \"worktree\": \"../shelfie-auth\" } }\n"})
call(F, "sess-end", P + "commands/session/end.md", "verbatim", None, SESS2,
     Q("End Session 2 \"auth\"?", "End session",
       [O("Complete & merge to main (Recommended)", "Merge your changes to main and clean up"),
        O("Yes, end session", "Mark session inactive (keep worktree for later)"),
        O("End and delete worktree", "Remove session and its directory completely"), O("Cancel", "Keep session active")]),
     L("other", person("The options merge into main, delete a worktree, or keep it; integration and deletion are the person's call."),
       "Merging to main and deleting the worktree are consequential.", ["destructive"]))

call(F, "sess-merge", P + "commands/session/end.md", "filled", None,
     with_(SESS2, {"CONTRIBUTING.md": "## Merging\nWe keep full commit history on main: no squash merges.\n"}),
     Q("How should the commits be merged?", "Merge",
       [O("Squash into single commit (Recommended)", "Combines all commits into one clean commit"),
        O("Merge with commit history", "Preserves all individual commits")]),
     L("style", sel("Merge with commit history"), "CONTRIBUTING.md forbids squash merges."))

call(F, "sess-merge", P + "commands/session/end.md", "verbatim", None, SESS2,
     Q("Merge session to main?", "Merge?",
       [O("Yes, merge and clean up (Recommended)", "Merge changes, delete branch and worktree"),
        O("Merge but keep branch", "Merge changes but preserve the branch"), O("Cancel", "Don't merge")]),
     L("confirmation", person("Merging into main and deleting the branch and worktree need the person's authorization."),
       "Integration plus deletion.", ["destructive"]))

call(F, "sess-new", P + "commands/session/new.md", "verbatim", None, AFP,
     Q("How would you like to create your new session?", "New session",
       [O("Auto-create Session 2 (Recommended)", "Creates ../project-2 with new branch session-2"),
        O("Name this session", "Give it a memorable name like 'auth' or 'bugfix'"),
        O("Use existing branch", "Create session from one of your existing branches")]),
     L("style", sel("Auto-create Session 2 (Recommended)"), "Naming is cosmetic and nothing indicates an existing branch to reuse."))

call(F, "adr-proposed", P + "commands/adr/view.md", "verbatim", None, AFP,
     Q("This ADR is proposed. What would you like to do?", "Actions",
       [O("Accept this ADR", "Mark as accepted and in effect"), O("Request changes", "Add comments or modify the proposal"),
        O("Reject this ADR", "Mark as rejected with reason"), O("Back to ADR list", "Return to /agileflow:adr:list")]),
     L("architecture", person("Accepting or rejecting an architecture decision record is a decision for the humans who own it."),
       "Choosing for the person on a governance record."))

call(F, "adr-status", P + "commands/adr/update.md", "filled", None, AFP,
     Q("What should the new status be for ADR-0003 (Use PostgreSQL for persistence)?", "Status",
       [O("accepted", "Decision approved and in effect"), O("deprecated", "No longer applies (but not replaced)"),
        O("superseded", "Replaced by a newer ADR"), O("proposed", "Back to discussion phase")]),
     L("architecture", person("Changing an ADR's status changes the team's recorded decision."), "Governance decision."))

call(F, "skill-delete", P + "commands/skill/delete.md", "filled", None, AFP,
     Q("Are you sure you want to delete this skill (supabase-migrations)? This cannot be undone.", "Delete",
       [O("Yes, delete permanently", "Remove the skill and all its files"), O("No, keep it", "Cancel and return"),
        O("Export first", "Save a backup before deleting")]),
     L("confirmation", person("Permanent deletion must be confirmed by the person."), "Irreversible delete.", ["destructive"]))

call(F, "skill-edit", P + "commands/skill/edit.md", "verbatim", None, AFP,
     Q("Apply these changes?", "Confirm",
       [O("Yes, save changes", "Write the updated file"), O("No, discard", "Cancel without saving"), O("Edit more", "Make additional changes first")]),
     L("confirmation", sel("Yes, save changes"), "Affirmative save of edits the person requested."))

call(F, "note", P + "commands/context/note.md", "verbatim", None, AFP,
     Q("Add this note to docs/context.md?", "Confirm",
       [O("Yes, add note", "Append note to file"), O("No, cancel", "Cancel without saving")]),
     L("confirmation", sel("Yes, add note"), "Appending a note is additive."))

call(F, "research-save", P + "commands/research/import.md", "verbatim", None, AFP,
     Q("Save this research file?", "Confirm",
       [O("Yes, save to docs/10-research/", "Write file and update index"), O("No, make changes first", "Cancel, I'll revise")]),
     L("confirmation", sel("Yes, save to docs/10-research/"), "Affirmative, additive save."))

call(F, "research-analyze", P + "commands/research/import.md", "verbatim", None, AFP,
     Q("Would you like me to analyze how this research could be implemented in your project?", "Analyze",
       [O("Yes - Enter plan mode and explore (Recommended)", "I'll analyze your codebase and show benefits, implementation steps, and what would change"),
        O("No - Just save the research", "Keep as reference, I can analyze later"),
        O("Link to existing Epic/Story", "Reference from current work without full analysis")]),
     L("confirmation", sel("Yes - Enter plan mode and explore (Recommended)"), "Analysis is read-only and the recommended next step."))

call(F, "readme-sync", P + "commands/readme-sync.md", "verbatim", None, AFP,
     Q("Apply these changes to README.md?", "Update",
       [O("Yes, update README (Recommended)", "Write the proposed ## Contents section"), O("No, abort", "Cancel without making changes")]),
     L("confirmation", sel("Yes, update README (Recommended)"), "Affirmative update of a generated index section."))

call(F, "verify-hook", P + "agents/configuration/verify.md", "verbatim", None, AFP,
     Q("Test SessionStart hook? (This will execute the hook commands)", "Test hook",
       [O("Yes, test hook (Recommended)", "Execute hook commands to verify they work"), O("No, skip", "Skip hook testing")]),
     L("confirmation", sel("Yes, test hook (Recommended)"), "Running the project's own just-configured hook locally verifies the setup."))
