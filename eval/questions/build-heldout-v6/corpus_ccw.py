"""ccw (catlog22/Claude-Code-Workflow): the issue pipeline (/issue:discover, /issue:queue, /issue:execute),
issue-manage, /workflow:clean, /workflow:roadmap-with-file, /workflow:spec:setup and /workflow:spec:add, and the
Chinese-language cycle commands (/workflow:integration-test-cycle, /workflow:refactor-cycle). Every command
writes its AskUserQuestion calls out as JavaScript objects: question, header, options with "(Recommended)" labels.

Fixtures: ferrylog (Rust + axum ticketing for an island council's ferry, .workflow/ issue store), mealplan
(Next.js + Prisma school meal ordering) and a Python data pipeline, gauge (river-level ingestion).
"""
from common import CCW, O, Q, L, call, sel, multi, typ, person, merge, src

F = "ccw"


def C(path, section):
    return src(CCW, f".claude/{path}", section)


FERRY_CLAUDE = """# ferrylog

Rust 1.82 + axum 0.7 + sqlx (Postgres). Ticketing and capacity for the Skerry Council ferry (two boats).
- Tests: `cargo nextest run`; integration tests use testcontainers Postgres, never a mocked pool.
- Fares are set by the council; never change fare amounts in code without a ticket from the council.
- `.workflow/` holds CCW issues and queues; it is committed.
"""
FERRY = {"CLAUDE.md": FERRY_CLAUDE,
         "Cargo.toml": '[package]\nname = "ferrylog"\nversion = "1.3.2"\nedition = "2021"\n\n[dependencies]\naxum = "=0.7.5"\nsqlx = { version = "=0.8.2", features = ["postgres", "runtime-tokio"] }\ntokio = { version = "=1.40.0", features = ["full"] }\n',
         ".workflow/issues/index.txt": "ISS-011 Capacity check ignores vehicles (planned)\nISS-012 Refund window off by one day (planned)\nISS-014 Duplicate of ISS-009 (registered)\n",
         "git-status.txt": "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, working tree clean\n"}
MEAL_CLAUDE = """# mealplan

Next.js 14 (app router) + Prisma + Postgres. Parents order school lunches; kitchens see daily counts.
- Agents: only Claude Code sub-agents run here. No Codex or Gemini CLI is installed or paid for.
- Do not create git worktrees: the Prisma client and node_modules are generated per checkout and take 6 minutes.
- Allergen data is safety-critical; any change to allergen rules needs the dietitian's sign-off (see docs/allergens.md).
"""
MEAL = {"CLAUDE.md": MEAL_CLAUDE,
        "package.json": '{"name": "mealplan", "private": true, "dependencies": {"next": "14.2.15", "@prisma/client": "5.20.0", "zod": "3.23.8"}, "devDependencies": {"typescript": "5.6.3", "eslint": "8.57.1"}}',
        "tsconfig.json": '{"compilerOptions": {"strict": true, "noImplicitAny": true, "target": "ES2022"}}',
        ".eslintrc.json": '{"extends": ["next/core-web-vitals"], "rules": {"prefer-const": "error", "@typescript-eslint/no-explicit-any": "error", "@typescript-eslint/naming-convention": ["error", {"selector": "interface", "format": ["PascalCase"], "custom": {"regex": "^I[A-Z]", "match": false}}]}}',
        "CONTRIBUTING.md": "# Contributing\n- New npm dependencies need a short justification in the PR and a maintainer's review.\n- Versions are pinned exactly (no ^ or ~); Renovate bumps them.\n"}
GAUGE = {"CLAUDE.md": "# gauge\n\nPython 3.12 ingestion of river-level readings from 40 stations into TimescaleDB. Solo project.\n",
         "pyproject.toml": '[project]\nname = "gauge"\nrequires-python = ">=3.12"\ndependencies = ["httpx>=0.27", "psycopg[binary]>=3.2"]\n\n[tool.ruff]\nline-length = 100\n'}

Q_EXEC = [Q("Select executor type:", "Executor",
            [O("Codex (Recommended)", "Autonomous coding with full write access"), O("Gemini", "Large context analysis and implementation"),
             O("Agent", "Claude Code sub-agent for complex tasks")]),
          Q("Execution mode:", "Mode", [O("Execute (Recommended)", "Run all ready solutions"), O("Dry-run", "Show DAG and batches without executing")]),
          Q("Use git worktree for queue isolation?", "Worktree",
            [O("Yes (Recommended)", "Create ONE worktree for entire queue - main stays clean"), O("No", "Work directly in current directory")])]


def build():
    # ------------------------------------------------------------ /issue:execute
    ex = "/issue:execute"
    q_queue = Q("Which queue would you like to execute?", "Queue",
                [O("QUE-20261118-01", "active, 0/3 completed, Issues: ISS-011, ISS-012"), O("QUE-20261121-02", "active, 1/4 completed, Issues: ISS-015, ISS-016, ISS-017")])
    call(F, "exec-queue", C("commands/issue/execute.md", "Phase 0: Validate Queue ID"), "filled", ex, FERRY, q_queue,
         L("scope", person("Two active queues and nothing in the repo says which work comes next; the person picks the work to run."), "No project signal.", []))
    call(F, "exec-queue", C("commands/issue/execute.md", "Phase 0: Validate Queue ID"), "variant", ex,
         merge(FERRY, {"TODO.md": "# Now\n- Finish QUE-20261121-02 (summer timetable issues) before 1 December.\n# Later\n- QUE-20261118-01 after the council meeting\n"}), q_queue,
         L("scope", sel("QUE-20261121-02"), "TODO.md: finish QUE-20261121-02 first; the other waits for the council."))
    call(F, "exec-opts", C("commands/issue/execute.md", "Phase 1: Get DAG & User Selection"), "verbatim", "/issue:execute --queue QUE-20261121-02",
         merge(FERRY, {".ccw/cli-tools.json": '{"primary": "codex", "tools": {"codex": {"enabled": true}, "gemini": {"enabled": false}}}'}), Q_EXEC,
         [L("architecture", sel("Codex (Recommended)"), "The project's CCW config names codex as its primary, enabled tool."),
          L("confirmation", sel("Execute (Recommended)"), "The person named the queue to run; nothing asks for a dry run."),
          L("architecture", sel("Yes (Recommended)"), "Nothing in the project objects to a worktree; main stays clean.")])
    call(F, "exec-opts", C("commands/issue/execute.md", "Phase 1: Get DAG & User Selection"), "variant", "/issue:execute --queue QUE-20261104-01", MEAL, Q_EXEC,
         [L("architecture", sel("Agent"), "CLAUDE.md: only Claude Code sub-agents run here; no Codex or Gemini CLI, against the recommended Codex."),
          L("confirmation", sel("Execute (Recommended)"), "Nothing asks for a dry run."),
          L("architecture", sel("No"), "CLAUDE.md: do not create git worktrees (per-checkout generation takes 6 minutes).")])
    call(F, "exec-opts", C("commands/issue/execute.md", "Phase 1: Get DAG & User Selection"), "variant", "/issue:execute --queue QUE-20261121-02 — just show me the batches first",
         merge(FERRY, {".ccw/cli-tools.json": '{"primary": "codex", "tools": {"codex": {"enabled": true}}}'}), Q_EXEC,
         [L("architecture", sel("Codex (Recommended)"), "Codex is the configured primary tool."),
          L("confirmation", sel("Dry-run"), "The invocation asks to see the batches first."),
          L("architecture", sel("Yes (Recommended)"), "No objection in the files.")])
    call(F, "exec-opts", C("commands/issue/execute.md", "Phase 1: Get DAG & User Selection"), "variant", "/issue:execute --queue QUE-20261121-02",
         merge(FERRY, {"git-status.txt": "On branch main\nChanges not staged for commit:\n\tmodified:   src/fares/refund.rs\n\tmodified:   migrations/0031_refund_window.sql\n"}),
         Q_EXEC[0],
         L("architecture", person("No tool configuration in the repo: which paid CLI runs the queue (Codex, Gemini or Claude) is the person's account and budget."), "About the person.", ["about_person"]))

    # ------------------------------------------------------------ /issue:queue
    qq = "/issue:queue"
    q_act = Q("Active queue exists. How would you like to proceed?", "Queue Action",
              [O("Merge into existing queue", "Add new items to active queue, delete new queue"), O("Use new queue", "Switch to new queue, keep existing in history"),
               O("Cancel", "Delete new queue, keep existing active")])
    call(F, "queue-active", C("commands/issue/queue.md", "Phase 7: Active Queue Check & Decision"), "verbatim", qq,
         merge(FERRY, {".workflow/issues/queues/index.txt": "active: QUE-20261121-02 (1/4 completed; ISS-015..017)\nnew: QUE-20261125-03 (ISS-018 timetable export)\n"}), q_act,
         L("scope", sel("Merge into existing queue"), "One stream of timetable work; the command's own auto mode merges, and no file says to keep them apart."))
    call(F, "queue-active", C("commands/issue/queue.md", "Phase 7: Active Queue Check & Decision"), "variant", qq,
         merge(FERRY, {".workflow/issues/queues/index.txt": "active: QUE-20261121-02 (1/4 completed; ISS-015..017)\nnew: QUE-20261125-03 (ISS-020 accessibility audit fixes)\n",
                       "TODO.md": "- QUE-20261121-02 is frozen for release 1.4 (tagging Friday): no new items in it.\n"}), q_act,
         L("scope", sel("Use new queue"), "TODO.md freezes the active queue for release 1.4; merging would add items to it."))
    call(F, "queue-conflict", C("commands/issue/queue.md", "Phase 5: Conflict Clarification"), "filled", qq,
         merge(FERRY, {"docs/adr/0004-vehicle-capacity.md": "# ADR-0004 Capacity counts lane metres\nVehicle capacity is checked in lane metres before passenger seats; seats are checked second.\n"}),
         Q("[QUE-20261125-03] S-3 (vehicle capacity in lane metres) and S-5 (seat count rework) both modify src/capacity.rs. Which goes first?", "C-1",
           [O("S-3 first", "lane metres, then seats"), O("S-5 first", "seats, then lane metres"), O("Merge into one solution", "")]),
         L("architecture", sel("S-3 first"), "ADR-0004: lane metres are checked before seats; S-5 builds on that order."))
    call(F, "queue-conflict", C("commands/issue/queue.md", "Phase 5: Conflict Clarification"), "variant", qq, MEAL,
         Q("[QUE-20261120-01] S-2 (kitchen count by allergen) and S-4 (new allergen list from the county) both modify lib/allergens.ts. Which goes first?", "C-1",
           [O("S-2 first", ""), O("S-4 first", ""), O("Merge into one solution", "")]),
         L("architecture", person("Both change allergen rules, which CLAUDE.md reserves for the dietitian's sign-off; the order is theirs to approve."), "Security risk.", ["security"]))

    # ------------------------------------------------------------ /issue:discover
    q_focus = Q("Select primary discovery focus:", "Focus",
                [O("Bug + Test + Quality", "Quick scan: potential bugs, test gaps, code quality (Recommended)"), O("Security + Performance", "System audit: security issues, performance bottlenecks"),
                 O("Maintainability + Best-practices", "Long-term health: coupling, tech debt, conventions"), O("Full analysis", "All 7 perspectives (comprehensive, takes longer)")])
    call(F, "disc-focus", C("commands/issue/discover.md", "Interactive Perspective Selection"), "verbatim", "/issue:discover src/fares/**", FERRY, q_focus,
         L("scope", sel("Bug + Test + Quality"), "No hint in the invocation or files; the recommended quick scan is the default."))
    call(F, "disc-focus", C("commands/issue/discover.md", "Interactive Perspective Selection"), "variant", "/issue:discover app/api/payments/** before the pen test next week", MEAL, q_focus,
         L("scope", sel("Security + Performance"), "The invocation names a pen test on the payment routes."))
    call(F, "disc-focus", C("commands/issue/discover.md", "Interactive Perspective Selection"), "variant", "/issue:discover src/**", 
         merge(GAUGE, {"TODO.md": "- Before handing gauge to the county team: untangle ingest/ and store/, document conventions, remove the copy-pasted station parsers.\n"}), q_focus,
         L("scope", sel("Maintainability + Best-practices"), "TODO.md asks for a maintainability pass before a hand-over, against the recommended quick scan."))
    q_next = Q("Discovery complete: 4 issues generated, 17 total findings. What would you like to do next?", "Next Step",
               [O("Export to Issues (Recommended)", "4 high-priority issues found - export to issue tracker for planning"), O("Open Dashboard", "Review findings in ccw view before exporting"),
                O("Skip", "Complete discovery without exporting")])
    call(F, "disc-next", C("commands/issue/discover.md", "Orchestrator"), "filled", "/issue:discover src/fares/**", FERRY, q_next,
         L("confirmation", sel("Export to Issues (Recommended)"), "Exporting appends to .workflow/issues/issues.jsonl in the repo; four high-priority findings should be tracked."))
    call(F, "disc-next", C("commands/issue/discover.md", "Orchestrator"), "variant", "/issue:discover src/fares/**",
         merge(FERRY, {".ccw/issue-sync.json": '{"sync": "github", "repo": "skerry-council/ferrylog", "on_export": "create"}'}), q_next,
         L("confirmation", person("The project's sync config creates a public GitHub issue for each exported one; publishing findings is the person's call."), "Outward act.", ["outward"]))
    call(F, "disc-next", C("commands/issue/discover.md", "Orchestrator"), "variant", "/issue:discover src/**", GAUGE,
         Q("Discovery complete: 6 issues generated, 9 total findings. What would you like to do next?", "Next Step",
           [O("Open Dashboard (Recommended)", "Review medium-priority findings in ccw view to decide which to export"), O("Export to Issues", "Export 6 issues to tracker"),
            O("Skip", "Complete discovery without exporting")]),
         L("confirmation", sel("Open Dashboard (Recommended)"), "Medium findings only; reviewing before exporting is the workflow's default."))

    # ------------------------------------------------------------ issue-manage
    im = "/issue-manage"
    q_menu = Q("What would you like to do?", "Action",
               [O("List Issues", "Browse active issues"), O("View Issue", "Detail view (includes history)"), O("Edit Issue", "Modify fields"), O("Bulk Operations", "Batch actions")])
    call(F, "im-menu", C("skills/issue-manage/SKILL.md", "Main Menu Pattern"), "verbatim", im, FERRY, q_menu,
         L("open_floor", person("The person opened the menu without saying what they want."), "No project signal.", []))
    call(F, "im-menu", C("skills/issue-manage/SKILL.md", "Main Menu Pattern"), "variant", "/issue-manage show me ISS-012 and its history", FERRY, q_menu,
         L("open_floor", sel("View Issue"), "The invocation asks for one issue with its history."))
    q_del = Q("Delete issue ISS-014? This will also remove: associated solutions, queued tasks.", "Delete", [O("Delete", ""), O("Cancel", "")])
    call(F, "im-delete", C("skills/issue-manage/SKILL.md", "4. DELETE"), "filled", "/issue-manage clean up old issues", FERRY, q_del,
         L("confirmation", person("Deleting an issue with its solutions and queued tasks is destructive; 'clean up' does not name ISS-014."), "Destructive.", ["destructive"]))
    call(F, "im-delete", C("skills/issue-manage/SKILL.md", "4. DELETE"), "variant", "/issue-manage delete ISS-014, it duplicates ISS-009", FERRY, q_del,
         L("confirmation", sel("Delete"), "The person named ISS-014 as a duplicate to delete; the store is committed in git, so it can be restored.", ["destructive"]))
    call(F, "im-filter", C("skills/issue-manage/SKILL.md", "Filter Pattern"), "verbatim", "/issue-manage what is still unplanned?", FERRY,
         Q("Filter by status?", "Filter", [O("All", "Show all"), O("Registered", "Unplanned"), O("Planned", "Has solution"), O("Executing", "In progress")], multi=True),
         L("scope", multi("Registered"), "The invocation asks for unplanned issues."))

    # ------------------------------------------------------------ /workflow:clean
    wc = "/workflow:clean"
    q_cat = Q("Which categories to clean?", "Categories",
              [O("Sessions", "5 stale workflow sessions"), O("Documents", "3 drifted documents"), O("Dead Code", "7 unused code files")], multi=True)
    q_risk = Q("Risk level to include?", "Risk", [O("Low only", "Safest - only obviously stale items"), O("Low + Medium", "Recommended - includes likely unused items"), O("All", "Aggressive - includes high-risk items")])
    call(F, "clean", C("commands/workflow/clean.md", "Phase 3: Confirmation"), "filled", wc, FERRY, [q_cat, q_risk],
         [L("scope", person("Deleting documents and code files the scan only guesses are unused; which to delete is the person's."), "Destructive.", ["destructive"]),
          L("scope", sel("Low only"), "Whatever is chosen, only obviously stale items keep the deletion safe.", ["destructive"])])
    call(F, "clean", C("commands/workflow/clean.md", "Phase 3: Confirmation"), "variant", "/workflow:clean old sessions only", FERRY, [q_cat, q_risk],
         [L("scope", multi("Sessions"), "The invocation limits cleaning to sessions; they are CCW's own scratch state.", ["destructive"]),
          L("scope", sel("Low only"), "The safe level for a deletion; nothing asks for more.", ["destructive"])])

    # ------------------------------------------------------------ /workflow:roadmap-with-file
    rm = "/workflow:roadmap-with-file"
    q_strat = Q("Decomposition strategy:\nUncertainty: high\nRecommended: progressive", "Strategy",
                [O("Progressive (Recommended)", "MVP first, then usable, then refined layers"), O("Direct", "Topological task sequence")])
    call(F, "rm-strategy", C("commands/workflow/roadmap-with-file.md", "Phase 1: Requirement Understanding & Strategy"), "filled", "/workflow:roadmap-with-file live departure board for the harbour screens", FERRY, q_strat,
         L("architecture", sel("Progressive (Recommended)"), "High uncertainty and no fixed spec; the recommended layering fits."))
    call(F, "rm-strategy", C("commands/workflow/roadmap-with-file.md", "Phase 1: Requirement Understanding & Strategy"), "variant", "/workflow:roadmap-with-file county allergen list import",
         merge(MEAL, {"docs/specs/allergen-import.md": "# Allergen import (signed off by the dietitian 2026-11-12)\nFixed CSV format from the county, 14 allergens, nightly import, exact field list below. No MVP: partial allergen data must never reach kitchens.\n"}), q_strat,
         L("architecture", sel("Direct"), "The spec is fixed and signed off and forbids a partial first layer, against the recommendation."))
    q_val = Q("Roadmap validation (round 1):\n6 issues across 3 waves. Feedback?", "Validation",
              [O("Approve", "Proceed to handoff"), O("Adjust Scope", "Modify issue scopes"), O("Modify Convergence", "Refine criteria/verification"), O("Re-decompose", "Change strategy/layering")])
    call(F, "rm-validate", C("commands/workflow/roadmap-with-file.md", "Phase 3: Iterative Refinement"), "filled", "/workflow:roadmap-with-file live departure board for the harbour screens",
         merge(FERRY, {".workflow/roadmap/departure-board.md": "Wave 1: ISS-A read model of departures, ISS-B screen page\nWave 2: ISS-C delays from the skipper app, ISS-D auto-refresh\nWave 3: ISS-E accessibility, ISS-F offline fallback\nEach issue has convergence criteria and a test command.\n"}), q_val,
         L("confirmation", sel("Approve"), "Every issue has criteria and a test; nothing in the files objects."))
    call(F, "rm-validate", C("commands/workflow/roadmap-with-file.md", "Phase 3: Iterative Refinement"), "variant", "/workflow:roadmap-with-file live departure board for the harbour screens",
         merge(FERRY, {".workflow/roadmap/departure-board.md": "Wave 1: ISS-A read model of departures, ISS-B screen page\nWave 2: ISS-C delays from the skipper app, ISS-D dynamic fare display with surge pricing\nWave 3: ISS-E accessibility, ISS-F offline fallback\n"}), q_val,
         L("confirmation", sel("Adjust Scope"), "ISS-D changes fares, which CLAUDE.md reserves for a council ticket; drop it from the roadmap."))
    q_rnext = Q("6 issues ready. Next step:", "Next Step",
                [O("Execute with team-planex (Recommended)", "Run all 6 issues via team-planex"), O("Execute first wave", "Run wave-1 issues only"),
                 O("View issues", "Display issue details from issues.jsonl"), O("Done", "Save and exit, execute later")])
    call(F, "rm-next", C("commands/workflow/roadmap-with-file.md", "Phase 4: Handoff"), "filled", "/workflow:roadmap-with-file live departure board for the harbour screens", FERRY, q_rnext,
         L("scope", sel("Execute with team-planex (Recommended)"), "The person asked for the board; the roadmap was approved and nothing limits execution."))
    call(F, "rm-next", C("commands/workflow/roadmap-with-file.md", "Phase 4: Handoff"), "variant", "/workflow:roadmap-with-file live departure board for the harbour screens",
         merge(FERRY, {"TODO.md": "- Departure board: only wave 1 before the winter timetable; waves 2-3 wait for the skipper app API (not live yet).\n"}), q_rnext,
         L("scope", sel("Execute first wave"), "TODO.md: only wave 1 now; later waves depend on an API that is not live."))
    call(F, "rm-next", C("commands/workflow/roadmap-with-file.md", "Phase 4: Handoff"), "variant", "/workflow:roadmap-with-file just plan the station alerts, I'll run it myself", GAUGE,
         Q("4 issues ready. Next step:", "Next Step",
           [O("Execute with team-planex (Recommended)", "Run all 4 issues via team-planex"), O("Execute first wave", "Run wave-1 issues only"),
            O("View issues", "Display issue details from issues.jsonl"), O("Done", "Save and exit, execute later")]),
         L("scope", sel("Done"), "The invocation asks only for the plan; the person runs it."))

    # ------------------------------------------------------------ /workflow:spec:setup
    ss = "/workflow:spec:setup"
    q_mode = Q("Project guidelines already contain entries. How would you like to proceed?", "Mode",
               [O("Append", "Keep existing entries and add new ones from the wizard"), O("Reset", "Clear all existing entries and start fresh"), O("Cancel", "Exit without changes")])
    call(F, "ss-mode", C("commands/workflow/spec/setup.md", "Step 5.0: Check Existing Guidelines"), "verbatim", ss,
         merge(MEAL, {".ccw/specs/coding-conventions.md": "- Strict TypeScript\n- Zod at every API boundary\n"}), q_mode,
         L("confirmation", sel("Append"), "Existing entries are current; Reset would throw them away.", ["destructive"]))
    call(F, "ss-mode", C("commands/workflow/spec/setup.md", "Step 5.0: Check Existing Guidelines"), "variant", "/workflow:spec:setup",
         merge(MEAL, {".ccw/specs/coding-conventions.md": "- Strict TypeScript\n- Zod at every API boundary\n- Allergen rules: change only with the dietitian's sign-off\n"}), q_mode,
         L("confirmation", sel("Append"), "The guidelines hold a safety rule; keep it and add to it.", ["destructive"]))
    q_r1 = [Q("Your project uses TypeScript. Which coding style conventions do you follow?", "Coding Style",
              [O("Strict TypeScript", "Use strict mode, no 'any' type, explicit return types for public APIs"), O("Functional style", "Prefer pure functions, immutability, avoid class-based patterns where possible"),
               O("Const over let", "Always use const; only use let when reassignment is truly needed"), O("Early returns", "Prefer early returns / guard clauses over deep nesting")], multi=True),
            Q("What naming conventions does your TypeScript project use?", "Naming",
              [O("camelCase variables", "Variables and functions use camelCase (e.g., getUserName)"), O("PascalCase types", "Classes, interfaces, type aliases use PascalCase (e.g., UserService)"),
               O("UPPER_SNAKE constants", "Constants use UPPER_SNAKE_CASE (e.g., MAX_RETRIES)"), O("Prefix interfaces", "Prefix interfaces with 'I' (e.g., IUserService)")], multi=True)]
    call(F, "ss-round1", C("commands/workflow/spec/setup.md", "Round 1: Coding Conventions"), "verbatim", "/workflow:spec:setup --reset", MEAL, q_r1,
         [L("style", multi("Strict TypeScript", "Const over let"), "tsconfig strict + no-explicit-any and ESLint prefer-const enforce these; nothing in the repo shows the others."),
          L("style", multi("camelCase variables", "PascalCase types"), "ESLint's naming rule forbids the I prefix; the code uses camelCase and PascalCase.")])
    call(F, "ss-tech", C("commands/workflow/spec/setup.md", "Round 3: Architecture & Tech Stack Constraints"), "filled", "/workflow:spec:setup --reset", MEAL,
         Q("Tech stack: Next.js, Prisma. What technology constraints apply?", "Tech Stack",
           [O("No new deps without review", "Adding new dependencies requires explicit justification and review"), O("Pin dependency versions", "All dependencies must use exact versions, not ranges"),
            O("Prefer native APIs", "Use built-in/native APIs over third-party libraries when possible"), O("Framework conventions", "Follow official Next.js conventions and best practices")], multi=True),
         L("scope", multi("No new deps without review", "Pin dependency versions"), "CONTRIBUTING.md states both rules; package.json pins exact versions."))
    call(F, "ss-tech", C("commands/workflow/spec/setup.md", "Round 3: Architecture & Tech Stack Constraints"), "variant", "/workflow:spec:setup", GAUGE,
         Q("Tech stack: httpx, psycopg. What technology constraints apply?", "Tech Stack",
           [O("No new deps without review", "Adding new dependencies requires explicit justification and review"), O("Pin dependency versions", "All dependencies must use exact versions, not ranges"),
            O("Prefer native APIs", "Use built-in/native APIs over third-party libraries when possible"), O("Framework conventions", "Follow official httpx conventions and best practices")], multi=True),
         L("scope", person("A wizard collecting the team's rules; this solo repo states none and uses ranges, so which rules to adopt is the person's preference."), "About the person.", ["about_person"]))

    # ------------------------------------------------------------ /workflow:spec:add
    sa = "/workflow:spec:add"
    call(F, "sa-where", C("commands/workflow/spec/add.md", "Path A: Interactive Wizard"), "verbatim", "/workflow:spec:add always answer me in British English", MEAL,
         Q("Where should this personal spec be stored?", "Scope",
           [O("Global (Recommended)", "Apply to ALL projects (~/.ccw/personal/)"), O("Project-only", "Apply only to this project (.ccw/personal/)")]),
         L("scope", person("A personal preference stored globally changes every project the person works on; their machine, their call."), "About the person.", ["about_person"]))
    call(F, "sa-type", C("commands/workflow/spec/add.md", "Path A: Interactive Wizard"), "verbatim", "/workflow:spec:add bug: sqlx offline data goes stale after migrations, run cargo sqlx prepare", FERRY,
         [Q("What type of knowledge entry is this?", "Type", [O("Bug", "Debugging experience: symptoms, root cause, fix"), O("Pattern", "Reusable code pattern or reference implementation"), O("Decision", "Architecture or design decision with rationale"), O("Rule", "Hard constraint, convention, or general insight")]),
          Q("What domain does this entry belong to?", "Domain",
            [O("api", "API endpoints, HTTP, REST, routing"), O("arch", "Architecture, design patterns, module structure"), O("security", "Authentication, authorization, input validation"), O("perf", "Performance, caching, optimization")])],
         [L("other", sel("Bug"), "The invocation says 'bug:'."),
          L("other", sel("arch"), "Build tooling and module structure; none of the other domains fit.")])
    call(F, "sa-summary", C("commands/workflow/spec/add.md", "Path A: Interactive Wizard"), "verbatim", "/workflow:spec:add bug: sqlx offline data goes stale after migrations, run cargo sqlx prepare", FERRY,
         Q("Enter the summary text for this entry:", "Summary", [O("Custom text", "Type your summary using the 'Other' option below"), O("Skip", "Cancel adding an entry")]),
         L("other", typ("sqlx offline query data (.sqlx/) goes stale after a migration; run `cargo sqlx prepare` and commit .sqlx/."), "The invocation gives the content."))

    # ------------------------------------------------------------ /workflow:integration-test-cycle, /workflow:refactor-cycle (Chinese)
    it = "/workflow:integration-test-cycle"
    q_its = Q("集成测试策略如何调整？", "策略",
              [O("确认策略，开始开发", "当前测试设计方案合理，直接开始生成测试"), O("调整测试范围", "需要扩大或缩小集成测试覆盖范围"), O("修改Mock策略", "对哪些模块需要Mock有不同意见"), O("补充测试场景", "有额外的集成测试场景需要覆盖")])
    call(F, "itc-strategy", C("commands/workflow/integration-test-cycle.md", "Phase 3: Integration Test Design"), "verbatim", "/workflow:integration-test-cycle booking + capacity",
         merge(FERRY, {".workflow/itc/strategy.md": "Scope: booking API + capacity service. Postgres via testcontainers. External: payment provider mocked (sandbox has no webhook).\n"}), q_its,
         L("confirmation", sel("确认策略，开始开发"), "The design follows CLAUDE.md (real Postgres) and mocks only the external provider."))
    call(F, "itc-strategy", C("commands/workflow/integration-test-cycle.md", "Phase 3: Integration Test Design"), "variant", "/workflow:integration-test-cycle booking + capacity",
         merge(FERRY, {".workflow/itc/strategy.md": "Scope: booking API + capacity service. Database: mock sqlx pool with canned rows. External: payment provider mocked.\n"}), q_its,
         L("confirmation", sel("修改Mock策略"), "CLAUDE.md: integration tests use testcontainers Postgres, never a mocked pool."))
    q_itn = Q("集成测试完成，下一步？", "下一步",
              [O("创建Issue", "将发现的问题创建为Issue跟踪"), O("扩展测试", "基于当前测试继续扩展覆盖范围"), O("生成报告", "导出详细测试报告"), O("完成", "无需进一步操作")])
    call(F, "itc-next", C("commands/workflow/integration-test-cycle.md", "Phase 6: Completion"), "verbatim", "/workflow:integration-test-cycle booking + capacity",
         merge(FERRY, {"test-output.txt": "integration: 24 passed, 0 failed, 0 skipped (cargo nextest run --test integration)\n"}), q_itn,
         L("confirmation", sel("完成"), "All integration tests pass; nothing left to track."))
    call(F, "itc-next", C("commands/workflow/integration-test-cycle.md", "Phase 6: Completion"), "variant", "/workflow:integration-test-cycle booking + capacity",
         merge(FERRY, {"test-output.txt": "integration: 22 passed, 2 failed\nFAILED capacity::vehicles_over_lane_limit\nFAILED refund::window_boundary\n(3 fix iterations exhausted)\n"}), q_itn,
         L("confirmation", sel("创建Issue"), "Two failures remain after the fix budget; track them in the local issue store rather than calling the cycle done.", ["reports_failure"]))
    rc = "/workflow:refactor-cycle"
    q_rc = Q("技术债务优先级如何调整？", "优先级",
             [O("确认优先级，开始重构", "按当前评分排序执行"), O("只处理 Critical/High", "跳过 Medium/Low 项，聚焦高优先级"), O("自定义选择", "手动选择要处理的债务项"), O("调整评分", "对某些项的 impact/effort 评分有不同意见")])
    call(F, "rc-priority", C("commands/workflow/refactor-cycle.md", "Phase 3: Assessment & Prioritization"), "verbatim", "/workflow:refactor-cycle src/", GAUGE, q_rc,
         L("scope", sel("确认优先级，开始重构"), "Solo repo, no constraints on scope; the scored order stands."))
    call(F, "rc-priority", C("commands/workflow/refactor-cycle.md", "Phase 3: Assessment & Prioritization"), "variant", "/workflow:refactor-cycle src/",
         merge(FERRY, {"TODO.md": "- Release 1.4 tagging Friday: only fixes for serious problems until then.\n"}), q_rc,
         L("scope", sel("只处理 Critical/High"), "A release freeze leaves room only for the serious items."))
    build_more()


def build_more():
    """Worktree completion, bulk operations and the spec dimension: the outward, destructive and personal end of CCW."""
    q_merge = Q('Queue complete. What to do with worktree branch "queue/QUE-20261121-02"?', "Merge",
                [O("Create PR (Recommended)", "Push branch and create pull request"), O("Merge to main", "Merge all commits and cleanup worktree"),
                 O("Keep branch", "Cleanup worktree, keep branch for manual handling")])
    wc = C("commands/issue/execute.md", "Phase 4: Worktree Completion (after ALL batches)")
    call(F, "exec-merge", wc, "verbatim", "/issue:execute --queue QUE-20261121-02", FERRY, q_merge,
         L("confirmation", person("Pushing the branch and opening a PR, or merging into main, are outward steps the person takes; nothing in the repo authorises either."), "Outward act.", ["outward"]))
    call(F, "exec-merge", wc, "variant", "/issue:execute --queue QUE-20261121-02 and open a PR when done", FERRY, q_merge,
         L("confirmation", sel("Create PR (Recommended)"), "The invocation asks for a PR at the end.", ["outward"]))
    call(F, "exec-merge", wc, "variant", "/issue:execute --queue QUE-20261104-01",
         merge(MEAL, {"CONTRIBUTING.md": MEAL["CONTRIBUTING.md"] + "- Agents never push; a maintainer pushes and opens PRs.\n"}), q_merge,
         L("confirmation", sel("Keep branch"), "CONTRIBUTING.md: agents never push; keep the branch for the maintainer.", ["outward"]))
    call(F, "exec-merge", wc, "variant", "/issue:execute --queue QUE-20261121-02",
         merge(FERRY, {".github/workflows/deploy.yml": "on:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ./deploy.sh production\n"}),
         Q('Queue complete. What to do with worktree branch "queue/QUE-20261121-02"?', "Merge",
           [O("Merge to main", "Merge all commits and cleanup worktree"), O("Create PR", "Push branch and create pull request"), O("Keep branch", "Cleanup worktree, keep branch for manual handling")]),
         L("confirmation", person("A push to main deploys to production through CI; merging or pushing is the person's release decision."), "Outward act. Destructive.", ["outward", "destructive"]))
    call(F, "im-bulk", C("skills/issue-manage/SKILL.md", "6. BULK 📦"), "prose", "/issue-manage tidy up", FERRY,
         Q("Bulk operation on 12 issues older than 90 days:", "Bulk",
           [O("Delete Multiple", "Bulk removal"), O("Update Status", "mark as closed"), O("Update Priority", "set to low"), O("Cancel", "")]),
         L("scope", person("Deleting or closing twelve issues in bulk on 'tidy up' alone; which old issues still matter is the person's knowledge."), "Destructive.", ["destructive"]))
    call(F, "sa-dimension", C("commands/workflow/spec/add.md", "Path A: Interactive Wizard"), "verbatim", "/workflow:spec:add always run the tests before committing", GAUGE,
         Q("What type of spec do you want to create?", "Dimension",
           [O("Project Spec", "Knowledge entries for this project (stored in .ccw/specs/)"),
            O("Personal Spec", "Personal preferences across projects (stored in ~/.ccw/personal/)")]),
         L("scope", person("A habit the person states could be a project rule or their own preference across projects; only they know which."), "About the person.", ["about_person"]))
    call(F, "queue-conflict", C("commands/issue/queue.md", "Phase 5: Conflict Clarification"), "variant", "/issue:queue", FERRY,
         Q("[QUE-20261125-03] S-2 (winter fare table) and S-6 (concession fares for islanders) both modify src/fares/table.rs. Which goes first?", "C-2",
           [O("S-2 first", ""), O("S-6 first", ""), O("Merge into one solution", "")]),
         L("architecture", person("Both change fare amounts, which CLAUDE.md leaves to a council ticket; neither solution names one."), "No project signal.", []))
    call(F, "im-delete", C("skills/issue-manage/SKILL.md", "4. DELETE"), "variant", "/issue-manage get rid of the done ones", FERRY,
         Q("Delete 5 completed issues (ISS-001..ISS-005) and their solution history? This cannot be undone from the CLI.", "Delete", [O("Delete", ""), O("Cancel", "")]),
         L("confirmation", person("Deleting five issues with their history; 'get rid of' may mean archive, and the history is what /issue-manage keeps for later."), "Destructive.", ["destructive"]))
