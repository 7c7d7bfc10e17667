"""GSD: milestones, todos, debug, settings, undo, ship, workspaces, import, docs, tests, misc."""
from common import *
from projects import *

F = "gsd"

# ---------------------------------------------------------------- milestones
CM = "/gsd:complete-milestone 1.0"
call(F, "cm-archive", f"{GC}:get-shit-done/workflows/complete-milestone.md#archive_milestone", "filled", CM, SHELFIE,
     Q("Archive phase directories to milestones/?", "Archive",
       [O("Yes — move to milestones/v1.0-phases/"), O("Skip — keep phases in place")]),
     L("confirmation", sel("Yes — move to milestones/v1.0-phases/"), "Archiving moves (not deletes) the phase folders as part of completing the milestone."))

BR_Q = Q("Git branches detected (strategy: milestone; branch gsd/v1.0-reading-app). How should they be handled?", "Branches",
         [O("Squash merge (Recommended)", "Merge as one commit on main"), O("Merge with history", "Keep individual commits"),
          O("Delete without merging", "Already merged or not needed"), O("Keep branches", "Leave for manual handling")])
call(F, "cm-branches", f"{GB}:get-shit-done/workflows/complete-milestone.md#handle_branches", "filled", CM, SHELFIE, BR_Q,
     L("other", person("Integrating into main (and how history looks there) is the person's call; no project convention is recorded."),
       "A main-branch integration decision with no documented policy.", ["destructive"]))

call(F, "cm-branches", f"{GB}:get-shit-done/workflows/complete-milestone.md#handle_branches", "filled", CM,
     with_(SHELFIE, {"CONTRIBUTING.md": "## Git\nMilestone branches are squash-merged into main when the milestone completes. Branches are kept until the release tag exists.\n"}),
     BR_Q, L("style", sel("Squash merge (Recommended)"), "CONTRIBUTING.md documents squash-merging milestone branches; nothing is deleted or pushed."))

call(F, "cm-tagpush", f"{GB}:get-shit-done/workflows/complete-milestone.md#git_tag", "prose", CM, SHELFIE,
     Q("Tagged v1.0 locally. Push tag to remote?", "Push tag", [O("Yes", "git push origin v1.0"), O("No", "Keep the tag local")]),
     L("confirmation", person("Pushing a release tag publishes the release to the remote."),
       "Outward-facing action.", ["outward"]))

call(F, "cl-archive", f"{GC}:get-shit-done/workflows/cleanup.md#confirm", "verbatim", "/gsd:cleanup", SHELFIE,
     Q("Proceed with archiving?", "Cleanup", [O("Yes — archive listed phases"), O("Cancel")]),
     L("confirmation", sel("Yes — archive listed phases"), "Cleanup moves completed-milestone phase folders into the archive; nothing is deleted."))

NM = "/gsd:new-milestone"
SEEDS = with_(SHELFIE, {".planning/MILESTONE-CONTEXT.md": "# v1.1 Import & Discovery\nGoals: bring in existing libraries (Goodreads, StoryGraph); help readers find books through friends.\n"})
call(F, "nm-seeds", f"{GB}:get-shit-done/workflows/new-milestone.md#2.5. Scan Planted Seeds", "filled", NM, SEEDS,
     Q("These planted seeds match your milestone goals. Include any in this milestone's scope?", "Seeds",
       [O("SEED-001: Goodreads CSV import", "Trigger: when we add data import | Planted during: Phase 2"),
        O("SEED-003: Friend-based recommendations", "Trigger: when discovery becomes a goal | Planted during: Phase 3"),
        O("SEED-004: Dark mode", "Trigger: UI polish milestone | Planted during: Phase 1")], True),
     L("scope", multi("SEED-001: Goodreads CSV import", "SEED-003: Friend-based recommendations"),
       "Import and friend discovery match the v1.1 goals; dark mode's trigger is a UI polish milestone."))

call(F, "nm-confirm", f"{GB}:get-shit-done/workflows/new-milestone.md#3.5. Verify Milestone Understanding", "filled", NM, SEEDS,
     Q("Milestone v1.1 Import & Discovery — target features: Goodreads CSV import, StoryGraph import, friend-based recommendations. Does this capture what you want to build in this milestone?", "Confirm?",
       [O("Looks good", "Proceed to write PROJECT.md"), O("Adjust", "Let me correct or add details")]),
     L("confirmation", sel("Looks good"), "The summary matches MILESTONE-CONTEXT.md."))

call(F, "nm-confirm", f"{GB}:get-shit-done/workflows/new-milestone.md#3.5. Verify Milestone Understanding", "variant", NM, SEEDS,
     Q("Milestone v1.1 Import & Discovery — target features: friend-based recommendations, reading challenges. Does this capture what you want to build in this milestone?", "Confirm?",
       [O("Looks good", "Proceed to write PROJECT.md"), O("Adjust", "Let me correct or add details")]),
     L("confirmation", typ("Adjust: the milestone's first goal is importing existing libraries (Goodreads, StoryGraph) per MILESTONE-CONTEXT.md; add it, and drop reading challenges, which are not in the goals."),
       "The summary omits the import goal and adds a feature the context never mentions."))

call(F, "nm-research", f"{GB}:get-shit-done/workflows/new-milestone.md#8. Research Decision", "filled", NM,
     with_(SEEDS, {".planning/config.json": "{\n  \"workflow\": { \"research\": false }\n}\n"}),
     Q("Research the domain ecosystem for new features before defining requirements?", "Research",
       [O("Skip research (current default)", "Go straight to requirements"),
        O("Research first", "Discover patterns, features, architecture for NEW capabilities")]),
     L("confirmation", sel("Skip research (current default)"), "The person's configured default (workflow.research=false) applies; nothing argues for an override."))

call(F, "nm-research", f"{GC}:get-shit-done/workflows/new-milestone.md#8. Research Decision", "verbatim", NM, SEEDS,
     Q("Research the domain ecosystem for new features before defining requirements?", "Research",
       [O("Research first (Recommended)", "Discover patterns, features, architecture for NEW capabilities"),
        O("Skip research", "Go straight to requirements")]),
     L("confirmation", sel("Research first (Recommended)"), "New import integrations are unfamiliar territory; the recommended default stands."))

call(F, "nm-scope", f"{GC}:get-shit-done/workflows/new-milestone.md#9. Define Requirements", "filled", NM,
     with_(SEEDS, {".planning/MILESTONE-CONTEXT.md": "# v1.1 Import & Discovery\nImport: Goodreads CSV and StoryGraph CSV. Kindle highlights are explicitly NOT this milestone (API terms unclear).\n"}),
     Q("Which Import features are in this milestone?", "Import",
       [O("Goodreads CSV import"), O("StoryGraph CSV import"), O("Kindle highlights sync"),
        O("None for this milestone", "Defer entire category")], True),
     L("scope", multi("Goodreads CSV import", "StoryGraph CSV import"), "MILESTONE-CONTEXT.md names the two CSV imports and excludes Kindle."))

call(F, "nm-roadmap", f"{GC}:get-shit-done/workflows/new-milestone.md#10. Create Roadmap", "filled", NM, SEEDS,
     Q("Does this roadmap structure work for you?", "Roadmap",
       [O("Approve", "Commit and continue"), O("Adjust phases", "Tell me what to change"), O("Review full file", "Show raw ROADMAP.md")]),
     L("confirmation", sel("Approve"), "Affirmative gate; the proposed phases follow the milestone context."))

call(F, "nm-version", f"{GC}:get-shit-done/workflows/new-milestone.md#3. Determine Milestone Version", "prose", NM,
     with_(SHELFIE, {".planning/MILESTONE-CONTEXT.md": "# Paid tier relaunch\nThis is the paid-tier relaunch with breaking URL changes. Call it 2.0.\n",
                     ".planning/MILESTONES.md": "# Milestones\n- v1.0 MVP (shipped 2026-04-30)\n"}),
     Q("Last milestone was v1.0. Use v1.1 for this milestone (or v2.0 for a major release)?", "Version",
       [O("v1.1 (Recommended)", "Minor milestone"), O("v2.0", "Major release")]),
     L("other", sel("v2.0"), "MILESTONE-CONTEXT.md says this is a breaking relaunch to be called 2.0."))

call(F, "nm-gaps", f"{GB}:get-shit-done/references/gate-prompts.md#multi-option-priority", "variant", "/gsd:plan-milestone-gaps",
     with_(SHELFIE, {".planning/PROJECT.md": SHELFIE_PROJECT + "\n## Release rule\nMust and should gaps block a release; nice-to-have gaps always go to the backlog.\n",
                     ".planning/v1.0-MILESTONE-AUDIT.md": "must: 2 | should: 3 | nice: 2\n"}),
     Q("Which gaps should we address? (2 must, 3 should, 2 nice)", "Priority",
       [O("Must-fix only"), O("Must + should"), O("Everything"), O("Let me pick")]),
     L("scope", sel("Must + should"), "The project's release rule blocks on must and should gaps and backlogs nice-to-haves."))

# ---------------------------------------------------------------- todos
call(F, "td-dup", f"{GC}:get-shit-done/workflows/add-todo.md#check_duplicates", "filled", "/gsd:add-todo",
     with_(SHELFIE, {".planning/todos/pending/2026-05-03-handle-rate-limits-on-import.md": "---\ntitle: Handle rate limits on import\narea: api\n---\n## Problem\nGoodreads lookups return 429 during large imports.\n## Solution\nExponential backoff with jitter.\n"}),
     Q("Similar todo exists: Handle rate limits on import. What would you like to do?", "Duplicate?",
       [O("Skip", "keep existing todo"), O("Replace", "update existing with new context"), O("Add anyway", "create as separate todo")]),
     L("other", sel("Skip"), "The new todo (backoff on 429s during import) says the same as the existing one; keep it rather than overwrite it.", ["destructive"]))

call(F, "td-action", f"{GC}:get-shit-done/workflows/check-todos.md#offer_actions", "filled", "/gsd:check-todos", SHELFIE,
     Q("This todo relates to Phase 3: Reading Feed. What would you like to do?", "Action",
       [O("Work on it now", "move to done, start working"), O("Add to phase plan", "include when planning Phase 3"),
        O("Brainstorm approach", "think through before deciding"), O("Put it back", "return to list")]),
     L("other", sel("Add to phase plan"), "Phase 3 is being discussed now; folding the todo into its plan keeps the workflow order."))

# ---------------------------------------------------------------- debug
DBG = "/gsd:debug feed shows wrong page"
call(F, "db-root", f"{GB}:agents/gsd-debug-session-manager.md#3a. ROOT CAUSE FOUND", "variant", DBG, SHELFIE,
     Q("Root cause identified: the feed cursor uses `createdAt > cursor` instead of `<`, so 'Load more' returns newer items. Specialist review: LOOKS_GOOD. How would you like to proceed?", "Fix",
       [O("Fix now", "Apply fix immediately"), O("Plan fix", "Use /gsd:plan-phase --gaps"), O("Manual fix", "I'll handle it myself")]),
     L("other", sel("Fix now"), "A confirmed one-line local code fix with a passing specialist review."))

call(F, "db-root", f"{GB}:agents/gsd-debug-session-manager.md#3a. ROOT CAUSE FOUND", "variant", DBG, SHELFIE,
     Q("Root cause identified: 312 production rows in `activities` have a NULL owner_id after the 05-09 migration. The fix requires an UPDATE against the production database plus a backfill script. How would you like to proceed?", "Fix",
       [O("Fix now", "Apply fix immediately"), O("Plan fix", "Use /gsd:plan-phase --gaps"), O("Manual fix", "I'll handle it myself")]),
     L("other", person("The fix writes to production data; that needs the person."),
       "'Fix now' would run an UPDATE on the production database.", ["destructive"]))

call(F, "db-inconclusive", f"{GB}:agents/gsd-debug-session-manager.md#3e. INVESTIGATION INCONCLUSIVE", "variant", DBG, SHELFIE,
     Q("Investigation inconclusive. Checked: cursor math, Prisma query, SSE merge. Remaining possibilities: stale CDN cache, client state merge. How would you like to proceed?", "Debug",
       [O("Continue investigating", "Spawn new agent with additional context"),
        O("Add more context", "Provide additional information and retry"),
        O("Stop", "Save session for manual investigation")]),
     L("other", sel("Continue investigating"), "Untested hypotheses remain that an agent can check without new input."))

call(F, "db-tdd", f"{GB}:agents/gsd-debug-session-manager.md#3b. TDD CHECKPOINT", "prose", DBG, SHELFIE,
     Q("TDD gate: failing test written (tests/feed/cursor.test.ts › 'load more returns older items'). Status: RED. Failure: expected ids [7,6,5] but received [9,10,11]. Confirm the test is red for the right reason?", "TDD",
       [O("Confirmed — proceed with fix"), O("Describe issues")]),
     L("confirmation", sel("Confirmed — proceed with fix"), "The failure shows newer items returned, exactly the diagnosed bug."))

call(F, "db-tdd", f"{GB}:agents/gsd-debug-session-manager.md#3b. TDD CHECKPOINT", "variant", DBG, SHELFIE,
     Q("TDD gate: failing test written (tests/feed/cursor.test.ts). Status: RED. Failure: SyntaxError: Cannot use import statement outside a module. Confirm the test is red for the right reason?", "TDD",
       [O("Confirmed — proceed with fix"), O("Describe issues")]),
     L("confirmation", typ("Not confirmed: the test fails on a module/ESM configuration error, not on the cursor bug. Fix the test setup so it fails on the wrong ordering first."),
       "The test is red for the wrong reason, so confirming would be false.", ["reports_failure"]))

call(F, "db-symptom", f"{GC}:commands/gsd/debug.md#2. Gather Symptoms", "filled", "/gsd:debug", SHELFIE,
     Q("What should happen when you open the feed after following a new reader?", "Expected",
       [O("Their recent activity appears"), O("Only activity after the follow appears"), O("Let me describe")]),
     L("open_floor", person("Only the person knows the behavior they expected and observed."),
       "Symptom gathering asks about the person's observation; no bug report file exists."))

call(F, "db-symptom", f"{GC}:commands/gsd/debug.md#2. Gather Symptoms", "filled", "/gsd:debug",
     with_(SHELFIE, {".planning/todos/pending/2026-05-11-feed-empty-after-follow.md": "---\ntitle: Feed empty after following someone\n---\nExpected: after following Dana, her last 30 days of activity shows up.\nActual: feed stays empty until she logs a new book.\n"}),
     Q("What should happen when you open the feed after following a new reader?", "Expected",
       [O("Their recent activity appears"), O("Only activity after the follow appears"), O("Let me describe")]),
     L("open_floor", sel("Their recent activity appears"), "The todo records the expected behavior: the new followee's recent activity appears."))

# ---------------------------------------------------------------- settings
STG = "/gsd:settings"
CFG1 = {".planning/config.json": "{\n  \"model_profile\": \"balanced\",\n  \"workflow\": { \"research\": true, \"plan_check\": true, \"verifier\": true, \"auto_advance\": false, \"nyquist_validation\": true },\n  \"git\": { \"branching_strategy\": \"phase\" }\n}\n"}
call(F, "st-main", f"{GC}:get-shit-done/workflows/settings.md#present_settings", "verbatim", STG, with_(SHELFIE, CFG1),
     [Q("Which model profile for agents?", "Model",
        [O("Quality", "Opus everywhere except verification (highest cost)"),
         O("Balanced (Recommended)", "Opus for planning, Sonnet for execution/verification"),
         O("Budget", "Sonnet for writing, Haiku for research/verification (lowest cost)")]),
      Q("Spawn Plan Researcher? (researches domain before planning)", "Research",
        [O("Yes", "Research phase goals before planning"), O("No", "Skip research, plan directly")]),
      Q("Spawn Plan Checker? (verifies plans before execution)", "Plan Check",
        [O("Yes", "Verify plans meet phase goals"), O("No", "Skip plan verification")]),
      Q("Spawn Execution Verifier? (verifies phase completion)", "Verifier",
        [O("Yes", "Verify must-haves after execution"), O("No", "Skip post-execution verification")])],
     [L("other", person("The model profile is the person's spending choice."), "Cost tier is a budget decision.", ["about_person"]),
      L("confirmation", sel("Yes"), "config.json has research on; keep the person's current setting."),
      L("confirmation", sel("Yes"), "config.json has the plan checker on; keep it."),
      L("confirmation", sel("Yes"), "config.json has the verifier on; turning verification off is not warden's call.")])

call(F, "st-main", f"{GC}:get-shit-done/workflows/settings.md#present_settings", "verbatim", STG, with_(SHELFIE, CFG1),
     [Q("Auto-advance pipeline? (discuss → plan → execute automatically)", "Auto",
        [O("No (Recommended)", "Manual /clear + paste between stages"), O("Yes", "Chain stages via Task() subagents (same isolation)")]),
      Q("Enable Nyquist Validation? (researches test coverage during planning)", "Nyquist",
        [O("Yes (Recommended)", "Research automated test coverage during plan-phase. Adds validation requirements to plans. Blocks approval if tasks lack automated verify."), O("No", "Skip validation research. Good for rapid prototyping or no-test phases.")]),
      Q("Git branching strategy?", "Branching",
        [O("None (Recommended)", "Commit directly to current branch"), O("Per Phase", "Create branch for each phase (gsd/phase-{N}-{name})"),
         O("Per Milestone", "Create branch for entire milestone (gsd/{version}-{name})")])],
     [L("style", sel("No (Recommended)"), "config.json has auto_advance=false; keep the current value."),
      L("confirmation", sel("Yes (Recommended)"), "config.json has Nyquist validation on; keep it."),
      L("style", sel("Per Phase"), "config.json uses per-phase branches; the recommended 'None' would silently change the person's setting.")])

CFG2 = {".planning/config.json": "{\n  \"workflow\": { \"tdd_mode\": false, \"code_review\": true, \"code_review_depth\": \"deep\", \"ui_review\": false },\n  \"git\": { \"create_tag\": true },\n  \"commit_docs\": false,\n  \"hooks\": { \"context_warnings\": true },\n  \"workflow_worktrees_note\": \"use_worktrees=false: EnterWorktree branches from the wrong base on this machine\"\n}\n"}
call(F, "st-main", f"{GB}:get-shit-done/workflows/settings.md#present_settings", "verbatim", STG, with_(TIDE, CFG2),
     [Q("Enable TDD Mode? (RED/GREEN/REFACTOR gates for eligible tasks)", "TDD",
        [O("No (Recommended)", "Execute tasks normally. Tests written alongside implementation."),
         O("Yes", "Planner applies type:tdd to business logic/APIs/validations; executor enforces gate sequence. End-of-phase review checks compliance.")]),
      Q("Enable Code Review? (/gsd:code-review and /gsd:code-review --fix commands)", "Code Review",
        [O("Yes (Recommended)", "Enable /gsd:code-review commands for reviewing source files changed during a phase."),
         O("No", "Commands exit with a configuration gate message. Use when code review is handled externally.")]),
      Q("Code Review Depth? (default depth for /gsd:code-review — override per-run with --depth=)", "Review Depth",
        [O("Standard (Recommended)", "Per-file analysis. Balanced cost and signal."), O("Quick", "Pattern-matching only. Fastest, lowest cost."),
         O("Deep", "Cross-file analysis with import graphs. Highest cost, highest signal.")]),
      Q("Enable UI Review? (visual quality audit via /gsd:ui-review in autonomous mode)", "UI Review",
        [O("Yes (Recommended)", "Run visual quality audit after phase execution in autonomous mode."),
         O("No", "Skip the UI audit step. Good for backend-only projects.")])],
     [L("style", sel("No (Recommended)"), "config.json has TDD mode off; keep it."),
      L("confirmation", sel("Yes (Recommended)"), "Code review is on in config.json; keep it."),
      L("style", sel("Deep"), "config.json sets depth=deep; keep the person's value over the recommended default."),
      L("style", sel("No"), "tidectl is a CLI with no UI and config.json already has UI review off.")])

call(F, "st-main", f"{GB}:get-shit-done/workflows/settings.md#present_settings", "verbatim", STG, with_(TIDE, CFG2),
     [Q("Create git tags on milestone completion?", "Git Tagging",
        [O("Yes (Recommended)", "Tag releases with version (e.g., v1.0) on milestone completion"), O("No", "Skip git tagging — use if your project doesn't use tags or uses a different release convention")]),
      Q("Enable context window warnings? (injects advisory messages when context is getting full)", "Ctx Warnings",
        [O("Yes (Recommended)", "Warn when context usage exceeds 65%. Helps avoid losing work."), O("No", "Disable warnings. Allows Claude to reach auto-compact naturally. Good for long unattended runs.")]),
      Q("Commit .planning/ files to git? (controls whether plans/artifacts are tracked in your repo)", "Commit Docs",
        [O("Yes (Recommended)", "Commit .planning/ to git. Plans, research, and phase artifacts travel with the repo."), O("No", "Do not commit .planning/. Keep planning local only. Automatic when .planning/ is in .gitignore.")]),
      Q("Use git worktrees for parallel agent isolation?", "Worktrees",
        [O("Yes (Recommended)", "Each parallel executor runs in its own worktree branch — no conflicts between agents."),
         O("No", "Disable worktree isolation. Agents run sequentially on the main working tree. Use if EnterWorktree creates branches from wrong base (known cross-platform issue).")])],
     [L("confirmation", sel("Yes (Recommended)"), "config.json has create_tag=true; keep it."),
      L("confirmation", sel("Yes (Recommended)"), "Context warnings are on in config.json; keep them."),
      L("style", sel("No"), "config.json has commit_docs=false; keep the person's choice."),
      L("style", sel("No"), "The config note records the wrong-base EnterWorktree problem that the No option describes.")])

call(F, "st-defaults", f"{GC}:get-shit-done/workflows/settings.md#save_as_defaults", "verbatim", STG, {},
     Q("Save these as default settings for all new projects?", "Defaults",
       [O("Yes", "New projects start with these settings (saved to ~/.gsd/defaults.json)"), O("No", "Only apply to this project")]),
     L("other", person("Global defaults in the person's home directory are a preference about their own account, beyond this project."),
       "The choice writes ~/.gsd/defaults.json for every future project.", ["about_person"]))

call(F, "st-adv", f"{GB}:get-shit-done/workflows/settings-advanced.md#Section 5 — Git Customization", "filled", "/gsd:settings --advanced",
     with_(TIDE, {".planning/config.json": "{\n  \"git\": { \"base_branch\": \"develop\", \"phase_branch_template\": \"gsd/phase-{phase}-{slug}\" }\n}\n"}),
     [Q("Git base branch? (current: develop)", "Base Branch",
        [O("Keep current", "Leave base branch unchanged."), O("Enter branch name", "e.g., main, master, develop.")]),
      Q("Phase branch template? (current: gsd/phase-{phase}-{slug})", "Phase Tmpl",
        [O("Keep current", "Leave template unchanged."), O("Enter template", "Non-empty string with at least one placeholder.")]),
      Q("Delegate phase execution to an external AI CLI? (current: false)", "Cross-AI",
        [O("No (default: false)", "Use local executor agents."), O("Yes", "Pipe phase prompt to `cross_ai_command` via stdin.")])],
     [L("style", sel("Keep current"), "Nothing asks for a different base branch."),
      L("style", sel("Keep current"), "The current template is valid and nothing asks to change it."),
      L("other", sel("No (default: false)"), "Keeping the current value; sending code to another vendor's CLI would be the person's decision.", ["security"])])

call(F, "st-int", f"{GB}:get-shit-done/workflows/settings-integrations.md#section_1_search_integrations", "filled", "/gsd:settings-integrations", SHELFIE,
     [Q("Brave Search API key — used for web research during plan/discuss phases", "Brave",
        [O("Leave (**** already set)", "Keep current value"), O("Replace", "Enter a new API key"), O("Clear", "Remove the stored key")]),
      Q("Firecrawl API key — used for deep-crawl scraping", "Firecrawl",
        [O("Skip", "Leave unset"), O("Set", "Enter an API key")]),
      Q("Include gitignored files in local code searches?", "Gitignored",
        [O("No (Recommended)", "Respect .gitignore. Safer — excludes secrets, node_modules, build artifacts."),
         O("Yes", "Include gitignored files.")])],
     [L("other", sel("Leave (**** already set)"), "Keeping the existing key changes nothing; replacing or clearing a credential is the person's act.", ["security"]),
      L("other", person("Whether to add a paid scraping key, and the key itself, belong to the person."),
        "Only the person has (and pays for) the credential.", ["security", "about_person"]),
      L("other", sel("No (Recommended)"), "Respecting .gitignore keeps secrets like .env out of searches.", ["security"])])

# ---------------------------------------------------------------- undo
UD = "/gsd:undo --phase 3"
call(F, "ud-deps", f"{GB}:get-shit-done/workflows/undo.md#dependency_check", "variant", UD, SHELFIE,
     Q("Downstream work depends on the target being reverted: Phase 4 plans 04-01 and 04-02 import from src/feed/activity.ts (created in Phase 3). Proceed anyway?", "Confirm",
       [O("Proceed"), O("Abort")]),
     L("confirmation", person("Reverting work that later phases build on breaks them; only the person can accept that."),
       "Destructive revert with dependents.", ["destructive"]))

call(F, "ud-confirm", f"{GB}:get-shit-done/workflows/undo.md#confirm_revert", "variant", "/gsd:undo --plan 03-04", SHELFIE,
     Q("The following commits will be reverted: a1c9e02 — docs(03-04): fix typo in feed empty-state copy. Total: 1 commit. No downstream dependencies. Proceed with revert?", "Approve?",
       [O("Approve"), O("Abort")]),
     L("confirmation", sel("Approve"), "The person asked to undo this plan; it is one copy-only commit, reverted with a new commit, with no dependents."))

# ---------------------------------------------------------------- ship / inbox
call(F, "sh-review", f"{GB}:get-shit-done/workflows/ship.md#offer_review", "verbatim", "/gsd:ship 3", SHELFIE,
     Q("PR created. Run a code review before merge?", "Review",
       [O("Skip review", "PR is ready — merge when CI passes"), O("Self-review", "I'll review the diff in the PR myself"),
        O("Request review", "Request review from a teammate")]),
     L("other", person("Who reviews (or whether anyone does) before merging a PR is the person's outward-facing decision."),
       "Options lead to merging, the person reviewing, or pinging a teammate.", ["outward"]))

call(F, "ib-close", f"{GB}:get-shit-done/workflows/inbox.md#close_noncompliant", "variant", "/gsd:inbox", SHELFIE,
     Q("Found 6 items to close. Review the list above — proceed with closing?", "Close",
       [O("Close all", "Close all 6 non-compliant items with explanation comments"),
        O("Let me pick", "I'll choose which ones to close"), O("Skip", "Don't close anything — report only")]),
     L("other", person("Closing contributors' issues and PRs with public comments is outward-facing."),
       "Public action on other people's contributions.", ["outward"]))

# ---------------------------------------------------------------- workspaces
WS = "/gsd:workspace --new"
call(F, "ws-strategy", f"{GB}:get-shit-done/workflows/new-workspace.md#4. Select Strategy", "verbatim", WS, {},
     Q("How should repos be copied into the workspace?", "Strategy",
       [O("Worktree (recommended)", "Lightweight, shares .git objects with source repo"),
        O("Clone", "Fully independent copy, no connection to source repo")]),
     L("style", sel("Worktree (recommended)"), "No requirement for independent copies; the recommended lightweight option stands."))

call(F, "ws-repos", f"{GB}:get-shit-done/workflows/new-workspace.md#3. Select Repos", "filled", WS + " --name billing",
     {"WORKSPACE-PLAN.md": "Billing workspace: touches api/ (Stripe webhooks) and web/ (billing page). mobile/ and infra/ are untouched.\n"},
     Q("Which repos should be included in the workspace?", "Repos",
       [O("api"), O("web"), O("mobile"), O("infra")], True),
     L("scope", multi("api", "web"), "The workspace plan names api and web only."))

call(F, "ws-current", f"{GB}:get-shit-done/workflows/new-workspace.md#3. Select Repos", "verbatim", WS, {},
     Q("No child repos found. Create a workspace with the current repo?", "Current Repo",
       [O("Yes — create workspace with current repo"), O("Cancel")]),
     L("confirmation", sel("Yes — create workspace with current repo"), "Affirmative path; creating a worktree-based workspace is non-destructive."))

call(F, "ws-init", f"{GB}:get-shit-done/workflows/new-workspace.md#Offer to initialize GSD", "verbatim", WS, {},
     Q("Would you like to initialize a GSD project in the new workspace?", "Init GSD",
       [O("Yes — run /gsd:new-project"), O("No — I'll set it up later")]),
     L("confirmation", sel("Yes — run /gsd:new-project"), "Affirmative next step of the workflow."))

# ---------------------------------------------------------------- import / ingest
call(F, "im-warn", f"{GB}:get-shit-done/workflows/import.md#detect_conflicts", "variant", "/gsd:import plans/feed-plan.md", SHELFIE,
     Q("Review the warnings above ([WARNING] plan references src/lib/db.ts, which is now src/server/db.ts; [INFO] 2 tasks lack verify commands). Proceed with import?", "Approve?",
       [O("Approve"), O("Abort")]),
     L("confirmation", sel("Approve"), "Only a path rename warning and info notes; no blockers, so import proceeds (the planner will fix paths)."))

call(F, "ig-classify", f"{GB}:get-shit-done/workflows/ingest-docs.md#discover_docs", "filled", "/gsd:ingest-docs docs/", SHELFIE,
     Q("Proceed with classification of these 12 documents?", "Approve?", [O("Approve"), O("Revise"), O("Abort")]),
     L("confirmation", sel("Approve"), "Classification only writes staging files; it is the forward path."))

call(F, "ig-conflict", f"{GB}:get-shit-done/workflows/ingest-docs.md#conflict_gate", "variant", "/gsd:ingest-docs docs/", SHELFIE,
     Q("Review the competing variants above (ADR-0002 says Postgres; prd/auth.md assumes Firebase Auth + Firestore). Resolve manually and proceed, or abort?", "Approve?",
       [O("Approve"), O("Abort")]),
     L("other", person("The source documents contradict each other on the data store; the person must resolve which is authoritative."),
       "Approving means choosing between conflicting decisions without a resolution.", ["reports_failure"]))

call(F, "ig-overwrite", f"{GB}:get-shit-done/workflows/ingest-docs.md#initialize", "prose", "/gsd:ingest-docs docs/ --mode new",
     with_(SHELFIE, {".planning/STATE.md": SHELFIE_STATE}),
     Q("--mode new was requested but .planning/ already exists (PROJECT, ROADMAP, 3 phases). Continuing will overwrite it. Approve?", "Overwrite?",
       [O("Approve", "Overwrite existing planning"), O("Revise", "Switch to --mode merge"), O("Abort")]),
     L("other", person("Overwriting an existing .planning/ discards the person's project state."),
       "Destructive overwrite of planning data.", ["destructive"]))

# ---------------------------------------------------------------- docs / tests
DOC = "/gsd:docs-update"
call(F, "dc-contrib", f"{GB}:get-shit-done/workflows/docs-update.md#CONTRIBUTING.md confirmation", "verbatim", DOC,
     {"LICENSE": "MIT License\n", "README.md": "# tidectl\nContributions welcome! Open an issue first for larger changes.\n"},
     Q("This project appears to be open source (LICENSE file detected). CONTRIBUTING.md does not exist yet. Would you like to create one?", "Contributing",
       [O("Yes, create it", "Generate CONTRIBUTING.md with project guidelines"), O("No, skip it", "This project does not need a CONTRIBUTING.md")]),
     L("scope", sel("Yes, create it"), "The README invites contributions, so contributor guidelines are relevant."))

call(F, "dc-contrib", f"{GB}:get-shit-done/workflows/docs-update.md#CONTRIBUTING.md confirmation", "verbatim", DOC,
     {"LICENSE": "MIT License\n", "README.md": "# tidectl\nSource published for transparency. We do not accept outside pull requests.\n"},
     Q("This project appears to be open source (LICENSE file detected). CONTRIBUTING.md does not exist yet. Would you like to create one?", "Contributing",
       [O("Yes, create it", "Generate CONTRIBUTING.md with project guidelines"), O("No, skip it", "This project does not need a CONTRIBUTING.md")]),
     L("scope", sel("No, skip it"), "The README says outside contributions are not accepted."))

call(F, "dc-gaps", f"{GB}:get-shit-done/workflows/docs-update.md#discover_gaps", "filled", DOC,
     with_(SHELFIE, {"scripts/README.txt": "One-off migration scripts for the v0 -> v1 move. Deleted after the v1.0 release.\n"}),
     Q("Found 4 documentation gaps in the codebase. Which should be created?", "Doc gaps",
       [O("src/components", "6 components in src/components/ with no docs"), O("API routes", "7 route handlers with no docs"),
        O("Data model", "prisma/schema.prisma has no data-model doc"), O("scripts/", "2 migration scripts with no docs")], True),
     L("scope", multi("src/components", "API routes", "Data model"), "scripts/ is throwaway and deleted after v1.0; the rest is lasting code."))

call(F, "dc-queue", f"{GB}:get-shit-done/workflows/docs-update.md#assemble_queue", "filled", DOC, SHELFIE,
     Q("Doc queue assembled (7 docs). Proceed with generation?", "Doc queue",
       [O("Proceed", "Generate all 7 docs in the queue"), O("Abort", "Cancel doc generation")]),
     L("confirmation", sel("Proceed"), "Affirmative gate for the requested documentation run."))

call(F, "dc-handwritten", f"{GB}:get-shit-done/workflows/docs-update.md#preservation_check", "prose", DOC,
     with_(SHELFIE, {"docs/DEPLOYMENT.md": "# Deployment (hand-written)\nVercel env vars, Neon branch per preview, rollback steps.\n"}),
     Q("docs/DEPLOYMENT.md appears to be hand-written (no GSD marker found). How should this file be handled?", "Handwritten",
       [O("preserve", "Skip entirely. Leave unchanged."), O("supplement", "Append only missing sections. Existing content untouched."),
        O("regenerate", "Overwrite with a fresh GSD-generated doc.")]),
     L("other", sel("supplement"), "Supplementing adds missing sections without touching the person's text; regenerating would overwrite it.", ["destructive"]))

call(F, "dc-secrets", f"{GB}:get-shit-done/workflows/docs-update.md#scan_for_secrets", "verbatim", DOC, SHELFIE,
     Q("Potential secrets detected in generated docs. How would you like to proceed?", "Security",
       [O("Safe to proceed", "I've reviewed the flagged lines — no real secrets, commit the docs"),
        O("Abort commit", "Skip committing — I'll clean up the docs first")]),
     L("other", person("Attesting that flagged lines hold no real secrets is the person's review."),
       "Committing possible secrets is a security risk acceptance.", ["security"]))

AT = "/gsd:add-tests 3"
call(F, "at-classify", f"{GB}:get-shit-done/workflows/add-tests.md#present_classification", "filled", AT, SHELFIE,
     Q("Files classified for testing — TDD (unit): src/feed/cursor.ts, src/feed/activity.ts; E2E: app/feed/page.tsx; Skip: app/feed/loading.tsx (static). How would you like to proceed?", "Tests",
       [O("Approve and generate test plan"), O("Adjust classification (I'll specify changes)"), O("Cancel")]),
     L("confirmation", sel("Approve and generate test plan"), "The classification is sensible; approve and continue."))

call(F, "at-plan", f"{GB}:get-shit-done/workflows/add-tests.md#generate_test_plan", "filled", AT, SHELFIE,
     Q("Test generation plan: 9 unit tests across 2 files, 2 E2E scenarios. Unit: npm test; E2E: npx playwright test. Ready to generate?", "Test Plan",
       [O("Generate all"), O("Cherry-pick (I'll specify which)"), O("Adjust plan")]),
     L("confirmation", sel("Generate all"), "Affirmative gate; the plan covers the approved files."))

call(F, "at-structure", f"{GB}:get-shit-done/workflows/add-tests.md#discover_test_structure", "filled", AT,
     with_(SHELFIE, {"vitest.config.ts": "export default { test: { include: ['tests/**/*.test.ts'] } }\n"}),
     Q("I found multiple test locations. Where should I create tests?", "Test dir",
       [O("tests/", "12 existing *.test.ts files"), O("src/__tests__/", "1 legacy file"), O("e2e/", "Playwright specs")]),
     L("style", sel("tests/"), "vitest.config.ts only includes tests/**/*.test.ts; that is the unit-test convention."))

# ---------------------------------------------------------------- misc workflows
call(F, "hl-repair", f"{GB}:get-shit-done/workflows/health.md#offer_repair", "prose", "/gsd:health", SHELFIE,
     Q("3 repairable issues found (STATE.md missing 'Last activity'; config.json missing workflow.verifier, default true; phase 4 directory missing). Run /gsd:health --repair to fix them automatically?", "Repair",
       [O("Yes", "Run repairs"), O("No", "Leave as-is")]),
     L("confirmation", sel("Yes"), "The repairs only add missing fields and directories."))

call(F, "sc-gate", f"{GB}:get-shit-done/workflows/spec-phase.md#Gate check", "filled", "/gsd:spec-phase 3", SHELFIE,
     Q("Ambiguity is 0.14 — requirements are clear enough to write SPEC.md. Proceed?", "Spec Gate",
       [O("Yes — write SPEC.md"), O("One more round"), O("Done talking — write it")]),
     L("confirmation", sel("Yes — write SPEC.md"), "The gate passed; proceeding is the affirmative option."))

call(F, "sc-gate", f"{GB}:get-shit-done/workflows/spec-phase.md#max rounds", "variant", "/gsd:spec-phase 3", SHELFIE,
     Q("After 6 rounds, ambiguity is 0.34. Below minimum: success metric (no measurable target), privacy boundary (who sees activity). What would you like to do?", "Max Rounds",
       [O("Write SPEC.md anyway — flag gaps"), O("Keep talking"), O("Abandon")]),
     L("other", person("The unresolved dimensions (success metric, privacy boundary) can only be settled by the person."),
       "Ambiguity remains on product decisions only the person can make.", ["reports_failure"]))

MVP = "/gsd:mvp-phase 4"
call(F, "mv-spidr", f"{GB}:get-shit-done/workflows/mvp-phase.md#4. SPIDR check", "filled", MVP, SHELFIE,
     Q("Your story: «As a reader, I want to share a shelf with friends and let them copy its books to their own shelves, so that we can read together.» It has two compound capabilities joined by 'and'. Want to walk through SPIDR splitting?", "SPIDR",
       [O("Yes, walk through SPIDR"), O("No, proceed with the story as-is")]),
     L("scope", sel("Yes, walk through SPIDR"), "The story bundles two independent capabilities, exactly the splitting trigger."))

call(F, "mv-split", f"{GB}:get-shit-done/workflows/mvp-phase.md#4d. split proposal", "filled", MVP, SHELFIE,
     Q("Proposed split: Phase 4 (this one): share a read-only shelf link with friends; Phase 4.1 (new): friends copy books from a shared shelf to their own. Accept this split?", "Split",
       [O("Accept"), O("Modify"), O("Reject")]),
     L("scope", sel("Accept"), "Sharing first and copying second gives a thin, shippable first slice; the new phase is only suggested, not created."))

call(F, "mv-apply", f"{GB}:get-shit-done/workflows/mvp-phase.md#5. Update ROADMAP.md", "filled", MVP, SHELFIE,
     Q("Apply these changes to ROADMAP.md? (Phase 4 goal → the confirmed user story; add **Mode:** mvp)", "Apply",
       [O("Apply"), O("Cancel")]),
     L("confirmation", sel("Apply"), "The diff only rewrites the phase goal the person just confirmed."))

call(F, "pf-existing", f"{GB}:get-shit-done/workflows/profile-user.md#1. Check existing profile", "verbatim", "/gsd:profile-user", {},
     Q("You already have a profile. What would you like to do?", "Profile",
       [O("View it", "Display summary card"), O("Refresh it", "Re-analyze sessions"), O("Cancel", "Exit workflow")]),
     L("other", person("The developer profile describes the person; what to do with it is theirs to choose."),
       "Profile workflow is entirely about the person.", ["about_person"]))

call(F, "pf-consent", f"{GB}:get-shit-done/workflows/profile-user.md#2. Consent Gate", "verbatim", "/gsd:profile-user", {},
     Q("Ready to analyze your sessions?", "Ready?",
       [O("Let's go", "Proceed to step 3 (session analysis)"), O("Use questionnaire instead", "Jump to step 4b (questionnaire path)"), O("Not now", "Display \"No worries. Run /gsd:profile-user when ready.\" and exit")]),
     L("confirmation", person("Consent to read the person's past session logs must come from the person."),
       "Consent about the person's own data.", ["about_person", "security"]))

call(F, "pf-quiz", f"{GB}:get-shit-done/bin/lib/profile-output.cjs#PROFILING_QUESTIONS", "verbatim", "/gsd:profile-user --questionnaire", {},
     [Q("When you ask Claude to build something, how much context do you typically provide?", "Comm Style",
        [O('Minimal -- "fix the bug", "add dark mode", just say what\'s needed'), O("Some context -- explain what and why in a paragraph or two"),
         O("Detailed specs -- headers, numbered lists, problem analysis, constraints"),
         O("It depends on the task -- simple tasks get short prompts, complex ones get detailed specs")]),
      Q("When Claude presents you with options, how do you typically decide?", "Deciding",
        [O("Pick quickly based on gut feeling or past experience"), O("Ask for a comparison table or pros/cons, then decide"),
         O("Research independently (read docs, check GitHub stars) before deciding"), O("Let Claude recommend -- I generally trust the suggestion")])],
     [L("other", person("A self-description only the person can give."), "Questionnaire about the person.", ["about_person"]),
      L("other", person("A self-description only the person can give."), "Questionnaire about the person.", ["about_person"])])

call(F, "pf-split", f"{GB}:get-shit-done/workflows/profile-user.md#5. Split Resolution", "filled", "/gsd:profile-user", {},
     Q("Your sessions show different patterns: CLI/backend projects -> terse-direct; frontend/UI projects -> detailed-structured.", "Comm Style",
       [O("terse-direct"), O("detailed-structured"), O("Context-dependent (keep both)")]),
     L("other", person("How the person wants to be characterized is theirs to say."), "About the person.", ["about_person"]))

call(F, "pf-artifacts", f"{GB}:get-shit-done/workflows/profile-user.md#8. Artifact Selection", "verbatim", "/gsd:profile-user", {},
     Q("Which artifacts should I generate?", "Artifacts",
       [O("/gsd-dev-preferences command file", "Load your preferences in any session"),
        O("CLAUDE.md profile section", "Add profile to this project's CLAUDE.md"),
        O("Global CLAUDE.md", "Add profile to $HOME/.claude/CLAUDE.md for all projects")], True),
     L("scope", person("Writing the person's profile into their global and project instructions changes their own setup."),
       "Artifacts alter the person's account-wide configuration.", ["about_person"]))

call(F, "ps-size", f"{GB}:get-shit-done/workflows/plant-seed.md#--enrich", "filled", "/gsd:plant-seed --enrich SEED-003",
     with_(SHELFIE, {".planning/seeds/SEED-003.md": "# SEED-003: Friend-based recommendations\nSpike notes: needs a co-reading graph query plus a new Recommendations page. Roughly two phases.\n"}),
     Q("How big is this? (rough estimate)", "Scope",
       [O("Small", "A few hours — could be a quick task"), O("Medium", "A phase or two — needs planning"),
        O("Large", "A full milestone — significant effort")]),
     L("scope", sel("Medium"), "The seed's spike notes estimate about two phases."))

call(F, "do-route", f"{GB}:get-shit-done/workflows/do.md#route (ambiguity)", "prose", "/gsd:do refactor the authentication system",
     with_(SHELFIE, {".planning/codebase/STRUCTURE.md": "Auth code: 14 files across src/auth/, app/api/auth/, middleware.ts, and 6 server actions.\n"}),
     Q("'Refactor the authentication system' could be a full planning cycle or a quick task. Which approach fits better?", "Route",
       [O("/gsd:phase (full planning)", "Recommended for multi-file refactors"), O("/gsd:quick", "If scope is small and clear")]),
     L("scope", sel("/gsd:phase (full planning)"), "The auth code spans 14 files; this is a multi-file refactor."))

call(F, "nx-incomplete", f"{GB}:get-shit-done/workflows/next.md#prior_phase_check", "prose", "/gsd:next", SHELFIE,
     Q("Prior phase has incomplete work: Plan 03-04 (like persistence) executed but has no SUMMARY.md. Advancing may cause verification gaps and context loss.", "Incomplete",
       [O("Continue and defer to backlog"), O("Stop and resolve manually (recommended)"), O("Force advance without recording deferral")]),
     L("other", person("Whether to advance past unverified work or stop is the person's call; no automatic fix is offered."),
       "The options are defer, stop, or force.", ["reports_failure"]))

call(F, "rs-next", f"{GB}:get-shit-done/workflows/resume-project.md#offer_options", "prose", "/gsd:resume-work",
     with_(SHELFIE, {".planning/STATE.md": "# Project State\nCurrent phase: 3\nStatus: context captured, not planned\nNext: /gsd:plan-phase 3\n",
                     ".planning/phases/03-reading-feed/03-CONTEXT.md": "# Phase 3 - Context\n(captured 2026-05-11)\n"}),
     Q("What would you like to do next?", "Next Step",
       [O("Plan Phase 3", "/gsd:plan-phase 3"), O("Review current phase status"),
        O("Check pending todos (3 pending)"), O("Something else")]),
     L("open_floor", sel("Plan Phase 3"), "STATE.md names /gsd:plan-phase 3 as the next step and the context exists."))

call(F, "dv-lowconf", f"{GC}:get-shit-done/workflows/discovery-phase.md#confidence_gate", "filled", "/gsd:plan-phase 4",
     with_(KL, {".planning/ROADMAP.md": KL_ROADMAP + "\n### Phase 4: Receipt OCR import\n"}),
     Q("Discovery confidence is LOW: no supplier receipt samples were available, so extraction accuracy is unverified. How would you like to proceed?", "Low Conf.",
       [O("Dig deeper", "Do more research before planning"), O("Proceed anyway", "Accept uncertainty, plan with caveats"),
        O("Pause", "I need to think about this")]),
     L("other", sel("Dig deeper"), "More research is the remediation; proceeding would plan on an unverified assumption.", ["reports_failure"]))
