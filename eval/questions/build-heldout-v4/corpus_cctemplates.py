"""cc-templates (davila7/claude-code-templates cli-tool/components): commands and skills that name AskUserQuestion,
several with the full question JSON or `Question:/Header:/Options:` blocks in the file (the worktree commands,
feature-design-assistant, rust-cli-builder, playwright-e2e-builder, dependency-updater, gepetto,
daily-meeting-update, szamlazz).

Fixtures: trailmix (Next.js 14 + Supabase hiking-trip planner, pnpm, Vercel) and rivet (a Rust CLI that
renames photos by EXIF date, with a published library crate).
"""
import json

from common import CCT, O, Q, L, call, sel, multi, typ, person, merge, src

F = "cc-templates"
C = "cli-tool/components"


def S(path, section):
    return src(CCT, f"{C}/{path}", section)


TM_CLAUDE = """# trailmix

Plan multi-day hikes: trips, daily stages, gear lists, GPX. Next.js 14 (app router), TypeScript, Supabase
(Postgres + auth with SSR cookies via @supabase/ssr), Mapbox GL for maps, pnpm. Deployed on Vercel
(preview per PR, production from main).

- Stay on Next 14 until the auth-helpers → @supabase/ssr migration is finished (TODO.md #12).
- Tests never touch the hosted Supabase project. Use the local stack (`supabase start`) seeded from
  `supabase/seed.sql`.
- User-facing features get a help page under `docs/help/`.
- Commits: Conventional Commits. No AI co-author lines.
"""

TM_TODO = """# TODO

## This week
- GPX export for planned trips (spec: docs/specs/gpx-export.md)
- Trail difficulty badges on stage cards

## Later
- #12 finish @supabase/ssr migration, then Next 15
- upgrade vitest to 2.x next time dependencies are updated (nothing blocks it)
"""

TM_SPEC = """# Spec: GPX export

New: hikers can download a planned trip as a GPX 1.1 file (one track per stage) from the trip page.
- Signed-in owners of the trip only.
- Elevation comes from our server-side elevation cache (`/api/elevation`); the browser never calls
  Open-Elevation directly (API key).
- If the elevation cache is unavailable, export without <ele> tags and show a notice — never fail.
- Must handle 10k-point tracks in < 2 s.
- No schema change. Estimate: 2 days. Planned for the current sprint (ends Friday).
"""

TM = {"CLAUDE.md": TM_CLAUDE, "TODO.md": TM_TODO, "docs/specs/gpx-export.md": TM_SPEC,
      "package.json": json.dumps({"name": "trailmix", "private": True, "packageManager": "pnpm@9.7.0",
                                  "dependencies": {"next": "14.2.5", "react": "18.3.1", "@supabase/ssr": "0.4.0", "mapbox-gl": "3.6.0", "zod": "3.23.8"},
                                  "devDependencies": {"vitest": "1.6.0", "@playwright/test": "1.46.0", "eslint": "8.57.0", "typescript": "5.5.4"}}, indent=2),
      ".github/workflows/ci.yml": "name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm i && pnpm test\n"}

RV_README = """# rivet

Rename photos by their EXIF capture date: `rivet rename <dir> --pattern "{date}_{seq}"`, `rivet preview`,
`rivet undo` (reads the journal written by the last rename).

Workspace: `rivet-core` (library, published on crates.io, used by two other tools) and `rivet` (the binary).
"""

RV_NOTES = """# Design notes

- Everything is local file I/O; no network.
- Users asked for a saved default pattern: `~/.config/rivet/config.toml`, flags override it.
- `--json` output for scripting (photo-sorting pipelines), human output by default.
- rivet-core exposes typed errors (downstream tools match on them); the binary just prints chains.
"""

RV = {"README.md": RV_README, "docs/NOTES.md": RV_NOTES,
      "Cargo.toml": "[workspace]\nmembers = [\"rivet-core\", \"rivet\"]\nresolver = \"2\"\n"}


def build():
    # ------------------------------------------------ /worktree-init
    wi = "commands/git-workflow/worktree-init.md"
    call(F, "wt-dirty", S(wi, "Step 1: Validate Environment"), "prose", "/worktree-init gpx export | difficulty badges",
         merge(TM, {"git-status.txt": "$ git status --porcelain\n M src/app/trips/[id]/page.tsx\n"}),
         Q("The working tree has uncommitted changes (src/app/trips/[id]/page.tsx). New worktrees branch from origin/main and won't include them. Continue creating the worktrees?",
           "Dirty tree", [O("Continue", "Create the worktrees; the change stays here"), O("Stop", "Let me commit or stash first")]),
         L("confirmation", sel("Continue"), "Creating worktrees from origin/main leaves the local change untouched; nothing is lost."))
    call(F, "wt-tasks", S(wi, "Step 2: Parse Tasks"), "filled", "/worktree-init", TM,
         Q("Which tasks should get a worktree? Describe them separated by | (one worktree and claude/<task> branch each).", "Tasks",
           [O("GPX export | trail difficulty badges", "This week's items in TODO.md"), O("Next 15 upgrade | vitest 2", "Items under Later"),
            O("GPX export only", "")]),
         L("scope", sel("GPX export | trail difficulty badges"), "TODO.md lists exactly these two for this week."))
    call(F, "wt-tasks", S(wi, "Step 2: Parse Tasks"), "variant", "/worktree-init", RV,
         Q("Which tasks should get a worktree? Describe them separated by | (one worktree and claude/<task> branch each).", "Tasks",
           [O("HEIC support | undo journal fsync", ""), O("Windows path handling", ""), O("Config file support", "")]),
         L("open_floor", person("No TODO or roadmap says what to work on next; which tasks to start in parallel is the person's plan."),
           "The person's intent, no project signal."))

    # ------------------------------------------------ /worktree-deliver
    wd = "commands/git-workflow/worktree-deliver.md"
    call(F, "wd-files", S(wd, "Step 4: Confirm Files to Commit"), "filled", "/worktree-deliver",
         merge(TM, {"git-status.txt": "$ git status --short\n M src/lib/gpx.ts\n A src/lib/gpx.test.ts\n M src/app/trips/[id]/export/route.ts\n M docs/help/export.md\n"}),
         Q("These files will be committed:\n M src/lib/gpx.ts\n A src/lib/gpx.test.ts\n M src/app/trips/[id]/export/route.ts\n M docs/help/export.md\nStage all of them?", "Stage",
           [O("Stage all changes", "stage everything"), O("Let me choose", "user will specify which files to include")]),
         L("confirmation", sel("Stage all changes"), "Exactly the GPX task's files, tests and help page."))
    call(F, "wd-files", S(wd, "Step 4: Confirm Files to Commit"), "variant", "/worktree-deliver",
         merge(TM, {"git-status.txt": "$ git status --short\n M src/lib/gpx.ts\n A src/lib/gpx.test.ts\n?? .env.local\n?? supabase/.temp/\n", ".gitignore": "node_modules/\n.next/\n"}),
         Q("These files will be committed:\n M src/lib/gpx.ts\n A src/lib/gpx.test.ts\n?? .env.local\n?? supabase/.temp/\nStage all of them?", "Stage",
           [O("Stage all changes", "stage everything"), O("Let me choose", "user will specify which files to include")]),
         L("confirmation", sel("Let me choose"),
           "`.env.local` (Supabase keys) and the CLI's temp folder are not ignored; staging everything would commit and then push secrets.", ["security"]))
    call(F, "wd-msg", S(wd, "Step 5: Stage and Commit — Commit Message Strategy"), "filled", "/worktree-deliver", TM,
         Q("Proposed commit message:\n\nfeat: add GPX export for planned trips\n\nAfter this the branch is pushed (git push -u origin HEAD) and a PR is opened against main.",
           "Commit msg", [O("Use this message", ""), O("Let me write my own", "")]),
         L("confirmation", person("Accepting the message is the last question before the command pushes and opens a PR — no later gate."),
           "Push + PR follow immediately.", ["outward"]))

    # ------------------------------------------------ /worktree-cleanup
    wc = "commands/git-workflow/worktree-cleanup.md"
    call(F, "wc-pick", S(wc, "Step 5: Confirm and Execute"), "filled", "/worktree-cleanup",
         merge(TM, {"worktrees.txt": "| # | Worktree | Branch | Merged? | Dirty? |\n| 1 | claude-gpx-export | claude/gpx-export | Yes | Clean |\n| 2 | claude-difficulty-badges | claude/difficulty-badges | No | Dirty |\n"}),
         Q("Clean up these worktrees? Each removal deletes the worktree, the local branch and the remote branch (git push origin --delete).", "Cleanup",
           [O("claude/gpx-export (merged, clean)", ""), O("claude/difficulty-badges (unmerged, dirty)", "")], True),
         L("scope", person("Deleting remote branches is an outward change to the shared repository; which to remove is the person's call."),
           "Remote branch deletion.", ["destructive", "outward"]))
    call(F, "wc-force", S(wc, "Step 5: Confirm and Execute"), "filled", "/worktree-cleanup --force-all",
         merge(TM, {"worktrees.txt": "| 3 | claude-trip-photos | claude/trip-photos | No (4 commits ahead) | Clean |\n"}),
         Q("claude/trip-photos is NOT merged (4 commits ahead of main). Remove its worktree and delete the branch with -D?", "Force",
           [O("Delete it", "git worktree remove + git branch -D"), O("Keep it", "")]),
         L("other", person("Force-deleting an unmerged branch throws away 4 commits; the command itself requires explicit user confirmation."),
           "Unmerged work deleted.", ["destructive"]))

    # ------------------------------------------------ feature-design-assistant (question JSON in the skill)
    fda = "skills/development/feature-design-assistant/SKILL.md"
    fph = "/feature-design-assistant GPX export (docs/specs/gpx-export.md)"
    call(F, "fda-r1", S(fda, "Round 1: Core Requirements"), "verbatim", fph, TM,
         [Q("What is the primary goal of this feature?", "Goal",
            [O("New Functionality", "Add entirely new capability to the system"), O("Enhancement", "Improve or extend existing feature"),
             O("Bug Fix", "Fix incorrect behavior or issue"), O("Refactoring", "Improve code quality without changing behavior")]),
          Q("Who are the primary users of this feature?", "Users",
            [O("End Users", "External customers using the product"), O("Admins", "Internal administrators or operators"),
             O("Developers", "Other developers using APIs or SDKs"), O("System", "Automated processes or background jobs")], True),
          Q("What is the expected scope of this feature?", "Scope",
            [O("Small (1-2 days)", "Single component, limited changes"), O("Medium (3-5 days)", "Multiple components, moderate complexity"),
             O("Large (1-2 weeks)", "Cross-cutting concerns, significant changes"), O("Unsure", "Need to explore further to estimate")]),
          Q("Are there any hard deadlines or constraints?", "Timeline",
            [O("Urgent", "Need this ASAP, within days"), O("This Sprint", "Should be done within current sprint"),
             O("Flexible", "No hard deadline, quality over speed"), O("Planning Only", "Just designing now, implementing later")])],
         [L("scope", sel("New Functionality"), "The spec opens with 'New:' — a download that doesn't exist yet."),
          L("scope", multi("End Users"), "Hikers who own the trip."),
          L("scope", sel("Small (1-2 days)"), "Spec estimate: 2 days, no schema change."),
          L("scope", sel("This Sprint"), "Planned for the current sprint per the spec and TODO.md.")])
    call(F, "fda-r2", S(fda, "Round 2: Technical Requirements"), "verbatim", fph, TM,
         [Q("Which layers of the system will this feature touch?", "Layers",
            [O("Data Model", "Database schema, models, migrations"), O("Business Logic", "Services, domain logic, rules"),
             O("API", "REST/GraphQL endpoints, contracts"), O("UI", "Frontend components, user interface")], True),
          Q("What are the key quality requirements?", "Quality",
            [O("High Performance", "Must handle high load or be very fast"), O("Strong Security", "Sensitive data, auth, access control"),
             O("High Reliability", "Cannot fail, needs redundancy"), O("Easy Maintenance", "Needs to be easily understood and modified")], True),
          Q("How should errors be handled?", "Errors",
            [O("Fail Fast", "Stop immediately on any error"), O("Graceful Degrade", "Continue with reduced functionality"),
             O("Retry & Recover", "Automatic retry with recovery logic"), O("Context Dependent", "Different strategies for different cases")]),
          Q("What testing approach is preferred?", "Testing",
            [O("TDD (Recommended)", "Write tests first, then implementation"), O("Test After", "Implement first, add tests after"),
             O("Minimal Tests", "Only critical path testing"), O("No Tests", "Skip testing for this feature")])],
         [L("scope", multi("Business Logic", "API", "UI"), "GPX building, an export route and a button; the spec says no schema change."),
          L("scope", multi("High Performance"), "The spec's only non-functional requirement is 10k points in < 2 s."),
          L("architecture", sel("Graceful Degrade"), "Spec: export without elevation if the cache is down — never fail."),
          L("style", sel("TDD (Recommended)"), "Recommended default; nothing in the project argues against it.")])
    call(F, "fda-r3", S(fda, "Round 3: Integration & Dependencies"), "verbatim", fph, TM,
         [Q("Does this feature need external integrations?", "Integrations",
            [O("Database", "New tables, queries, or migrations"), O("External APIs", "Third-party service calls"),
             O("Message Queue", "Async processing, events"), O("None", "No external integrations needed")], True),
          Q("Are there dependencies on other features or teams?", "Dependencies",
            [O("Auth System", "User authentication or authorization"), O("Other Features", "Depends on features being developed"),
             O("External Team", "Needs input from another team"), O("None", "Fully independent feature")], True),
          Q("How should we handle backwards compatibility?", "Compat",
            [O("Must Maintain", "Cannot break existing clients"), O("Version API", "Create new version, deprecate old"),
             O("Breaking OK", "Can make breaking changes"), O("Not Applicable", "New feature, no existing users")]),
          Q("What documentation is needed?", "Docs",
            [O("API Docs", "Endpoint documentation"), O("User Guide", "How-to for end users"), O("Dev Guide", "Technical implementation details"),
             O("None", "No documentation needed")], True)],
         [L("scope", multi("Database"),
            "New queries for a trip's stages and points (no new tables); elevation comes from the project's own /api/elevation cache, so no third-party call and no queue."),
          L("scope", multi("Auth System"), "Only signed-in owners of the trip may export."),
          L("architecture", sel("Not Applicable"), "A new endpoint with no existing clients."),
          L("scope", multi("User Guide"), "CLAUDE.md: user-facing features get a help page under docs/help/.")])
    approach = lambda: Q("Which approach would you like to proceed with?\n\nOption A: Build the GPX in the browser from the trip already loaded on the page; fetch elevation from Open-Elevation per point.\nOption B: Server route /trips/[id]/export builds the GPX, elevation from the /api/elevation cache, streams the file.\nOption C: Supabase edge function generating GPX on a schedule.",
                         "Approach", [O("Option A (Recommended)", "Client-side GPX, Open-Elevation from the browser"), O("Option B", "Server route + elevation cache"),
                                      O("Option C", "Scheduled edge function")])
    call(F, "fda-approach", S(fda, "Phase 3: Approach Exploration"), "filled", fph, TM, approach(),
         L("architecture", sel("Option B"),
           "The spec forbids the browser calling Open-Elevation directly and names the server-side cache; the recommended option breaks that."))
    call(F, "fda-approach", S(fda, "Phase 3: Approach Exploration"), "variant", "/feature-design-assistant GPX export",
         {k: v for k, v in TM.items() if k != "docs/specs/gpx-export.md"}, approach(),
         L("architecture", person("Three viable designs with different cost and privacy trade-offs and no spec or ADR to choose between them."),
           "Design choice with no project signal."))
    review = lambda sec: Q(f"{sec}\n\nDoes this section look correct?", "Review",
                           [O("Looks Good", "Continue to next section"), O("Minor Changes", "Small adjustments needed"),
                            O("Major Revision", "Significant changes required"), O("Questions", "Need clarification before proceeding")])
    call(F, "fda-review", S(fda, "Phase 4: Design Presentation"), "filled", fph, TM,
         review("## Data Flow\nTrip page → GET /trips/[id]/export → load stages (RLS: owner only) → elevation from /api/elevation (batched) → GPX 1.1 stream (one <trk> per stage)."),
         L("confirmation", sel("Looks Good"), "Matches the spec."))
    call(F, "fda-review", S(fda, "Phase 4: Design Presentation"), "variant", fph, TM,
         review("## Error Handling\nIf /api/elevation fails or times out, return 503 and show 'Export failed, try again later'."),
         L("confirmation", typ("Minor change: when the elevation cache is unavailable, export without <ele> tags and show a notice — the spec says never fail."),
           "The section contradicts the spec; the correction has to be said."))

    # ------------------------------------------------ rust-cli-builder
    rc = "skills/development/rust-cli-builder/SKILL.md"
    call(F, "rust-r1", S(rc, "Round 1: Tool purpose and commands"), "verbatim", "/rust-cli-builder rivet", RV,
         [Q("What kind of CLI tool are you building?", "Tool type",
            [O("Single command (like ripgrep, curl)", "One main action with flags and arguments"), O("Multi-command (like git, cargo)", "Multiple subcommands under one binary"),
             O("Interactive REPL (like psql)", "Persistent session with a prompt loop"), O("Pipeline tool (like jq, sed)", "Reads stdin, transforms, writes stdout")]),
          Q("What will the tool operate on?", "Input",
            [O("Files/directories", "Read, process, or generate files"), O("Network/API", "HTTP requests, TCP connections, API calls"),
             O("System resources", "Processes, hardware info, OS config"), O("Data streams (stdin/stdout)", "Pipe-friendly text/binary processing")])],
         [L("architecture", sel("Multi-command (like git, cargo)"), "README: rename, preview, undo."),
          L("architecture", sel("Files/directories"), "It renames photo files in a directory.")])
    call(F, "rust-r3", S(rc, "Round 3: Configuration and output"), "verbatim", "/rust-cli-builder rivet", RV,
         [Q("How should the tool be configured?", "Config",
            [O("CLI flags only (Recommended)", "All config via command-line arguments"), O("Config file (TOML)", "Load defaults from ~/.config/toolname/config.toml"),
             O("Config file + CLI overrides", "Config file for defaults, flags override specific values"), O("Environment variables + flags", "Env vars for secrets, flags for everything else")]),
          Q("What output format does the tool need?", "Output",
            [O("Human-readable (colored text)", "Pretty terminal output with colors and formatting"), O("Machine-readable (JSON)", "Structured output for piping to other tools"),
             O("Both (--format flag)", "Default human, --json or --format=json for machines"), O("Minimal (exit codes only)", "Success/failure via exit code, errors to stderr")])],
         [L("architecture", sel("Config file + CLI overrides"), "The design notes ask for a saved default pattern in config.toml that flags override — against the recommended option."),
          L("architecture", sel("Both (--format flag)"), "Human output by default, --json for scripting pipelines.")])
    call(F, "rust-r3", S(rc, "Round 3: Configuration and output"), "variant", "/rust-cli-builder exifcount",
         {"README.md": "# exifcount\n\nPrints how many photos in a folder were taken with each camera model.\n"},
         Q("How should the tool be configured?", "Config",
           [O("CLI flags only (Recommended)", "All config via command-line arguments"), O("Config file (TOML)", "Load defaults from ~/.config/toolname/config.toml"),
            O("Config file + CLI overrides", "Config file for defaults, flags override specific values"), O("Environment variables + flags", "Env vars for secrets, flags for everything else")]),
         L("architecture", sel("CLI flags only (Recommended)"), "A one-shot counter with nothing to persist; the recommended default stands."))
    call(F, "rust-r4", S(rc, "Round 4: Async and error handling"), "verbatim", "/rust-cli-builder rivet", RV,
         [Q("Does the tool need async operations?", "Async",
            [O("No — synchronous is fine (Recommended)", "File I/O, computation, simple operations"), O("Yes — tokio (network I/O)", "HTTP requests, concurrent connections, async file I/O"),
             O("Yes — tokio multi-threaded", "Heavy parallelism, multiple concurrent tasks")]),
          Q("How should errors be presented to users?", "Errors",
            [O("Simple messages (anyhow) (Recommended)", "Human-readable error chains, good for most CLIs"), O("Typed errors (thiserror)", "Custom error enum with specific variants for each failure"),
             O("Both (thiserror for lib, anyhow for bin)", "Library code is typed, CLI wraps with anyhow")])],
         [L("architecture", sel("No — synchronous is fine (Recommended)"), "Local file I/O only, no network."),
          L("architecture", sel("Both (thiserror for lib, anyhow for bin)"), "rivet-core is a published library whose users match on typed errors; the binary prints chains.")])

    # ------------------------------------------------ playwright-e2e-builder
    pw = "skills/development/playwright-e2e-builder/SKILL.md"
    routes = {"app-routes.txt": "/ /login /signup /reset /trips /trips/new /trips/[id] /trips/[id]/edit /trips/[id]/stages/[n] /trips/[id]/gear /trips/[id]/export /settings /settings/profile /help\n"}
    call(F, "pw-r1", S(pw, "Round 1: Scope and critical flows"), "verbatim", "/playwright-e2e-builder", merge(TM, routes),
         [Q("What are the critical user flows to test?", "Flows",
            [O("Authentication (signup, login, logout, password reset)", "Core auth flows"), O("Core CRUD (create, read, update, delete main resources)", "Primary data operations"),
             O("Checkout/payments (cart, billing, confirmation)", "E-commerce or payment flows"), O("Dashboard/admin (data views, filters, exports)", "Admin panel interactions")], True),
          Q("How many pages/routes does the application have approximately?", "App size",
            [O("Small (< 10 routes)", "Landing page, auth, a few feature pages"), O("Medium (10-30 routes)", "Multiple feature areas, settings, profiles"),
             O("Large (30+ routes)", "Complex app with many sections and user roles")])],
         [L("scope", multi("Authentication (signup, login, logout, password reset)", "Core CRUD (create, read, update, delete main resources)"),
            "trailmix has auth and trip CRUD; no payments and no admin area."),
          L("scope", sel("Medium (10-30 routes)"), "app-routes.txt lists 14 routes.")])
    call(F, "pw-r2", S(pw, "Round 2: Authentication strategy for tests"), "verbatim", "/playwright-e2e-builder", TM,
         [Q("How does your app handle authentication?", "Auth type",
            [O("Cookie/session based (Recommended)", "Server sets httpOnly cookies after login"), O("JWT in localStorage", "Token stored in browser localStorage"),
             O("OAuth/SSO (Google, GitHub, etc.)", "Third-party auth provider redirect flow"), O("No auth (public app)", "No login required")]),
          Q("How should tests authenticate?", "Test auth",
            [O("Login via UI once, reuse state (Recommended)", "storageState pattern: login in setup, share cookies across tests"), O("API login in beforeEach", "Call auth API directly before each test, skip UI login"),
             O("Seed auth token in fixtures", "Inject pre-generated tokens, no login flow needed"), O("Test login UI every time", "Actually test the login form in each test suite")])],
         [L("architecture", sel("Cookie/session based (Recommended)"), "Supabase auth with SSR cookies (@supabase/ssr)."),
          L("style", sel("Login via UI once, reuse state (Recommended)"), "Recommended default; nothing in the project argues against it.")])
    call(F, "pw-r3", S(pw, "Round 3: Test data and environment"), "verbatim", "/playwright-e2e-builder", TM,
         [Q("How should test data be managed?", "Test data",
            [O("API seeding in fixtures (Recommended)", "Call API endpoints to create/clean test data before each test"), O("Database seeding (direct SQL)", "Run SQL scripts or ORM commands to populate test database"),
             O("Shared test environment (pre-populated)", "Tests run against a persistent staging environment with existing data"), O("Mock API responses", "Intercept network requests and return mock data")]),
          Q("What environment do E2E tests run against?", "Environment",
            [O("Local dev server (Recommended)", "Start dev server before tests, run against localhost"), O("Preview/staging URL", "Run against a deployed preview or staging environment"),
             O("Docker Compose stack", "Full stack in containers, tests run outside or inside")])],
         [L("architecture", sel("Database seeding (direct SQL)"), "CLAUDE.md: tests use the local Supabase stack seeded from supabase/seed.sql, never the hosted project."),
          L("architecture", sel("Local dev server (Recommended)"), "Tests must not touch hosted Supabase, which Vercel previews use.")])
    ci_q = lambda: Q("How should tests run in CI?", "CI",
                     [O("GitHub Actions (Recommended)", "Native Playwright support with sharding"), O("GitLab CI", "Docker-based runners with Playwright image"),
                      O("Local only (no CI yet)", "Just local test runs for now"), O("Other CI (Jenkins, CircleCI)", "Custom CI configuration")])
    call(F, "pw-r4", S(pw, "Round 4: CI and parallelization"), "verbatim", "/playwright-e2e-builder", TM,
         [ci_q(), Q("Do you need visual regression testing?", "Visual",
                    [O("No — functional tests only (Recommended)", "Assert behavior, not pixels"), O("Yes — screenshot comparisons", "Capture and compare page screenshots"),
                     O("Yes — component screenshots", "Capture specific components, not full pages")])],
         [L("architecture", sel("GitHub Actions (Recommended)"), "CI already runs on GitHub Actions (.github/workflows/ci.yml)."),
          L("scope", sel("No — functional tests only (Recommended)"), "Recommended default; nothing asks for pixel tests.")])
    call(F, "pw-r4", S(pw, "Round 4: CI and parallelization"), "variant", "/playwright-e2e-builder",
         merge({k: v for k, v in TM.items() if not k.startswith(".github")},
               {".gitlab-ci.yml": "stages: [test]\nunit:\n  image: node:20\n  script:\n    - corepack enable && pnpm i && pnpm test\n"}),
         ci_q(), L("architecture", sel("GitLab CI"), "This copy of the project runs CI on GitLab (.gitlab-ci.yml), not GitHub Actions."))

    # ------------------------------------------------ dependency-updater
    du = "skills/development/dependency-updater/SKILL.md"
    major = lambda pkg, cur, new, note: Q(f"MAJOR update available: {pkg} {cur} → {new}\n{note}\nApply this major update?", "Major",
                                          [O(f"Update {pkg}", f"{cur} → {new}"), O("Skip", "Keep the current version")])
    call(F, "du-major", S(du, "Workflow — Step 5: PROMPT FOR MAJOR UPDATES"), "filled", "/dependency-updater", TM,
         major("next", "14.2.5", "15.1.0", "Breaking: async request APIs (cookies(), headers()), caching defaults changed."),
         L("architecture", sel("Skip"), "CLAUDE.md: stay on Next 14 until the @supabase/ssr migration (TODO #12) is finished."))
    call(F, "du-major", S(du, "Workflow — Step 5: PROMPT FOR MAJOR UPDATES"), "filled", "/dependency-updater", TM,
         major("vitest", "1.6.0", "2.1.1", "Breaking: default pool changed to forks; some reporters renamed."),
         L("architecture", sel("Update vitest"), "TODO.md: upgrade vitest to 2.x next time dependencies are updated; nothing blocks it."))
    call(F, "du-major", S(du, "Workflow — Step 5: PROMPT FOR MAJOR UPDATES"), "filled", "/dependency-updater", TM,
         major("eslint", "8.57.0", "9.9.0", "Breaking: flat config (eslint.config.js) required; .eslintrc is no longer read; several plugins not yet compatible."),
         L("architecture", person("A config-format migration with plugin compatibility risk and nothing in the project's notes either way."),
           "Consequential upgrade, no project signal."))
    call(F, "du-audit", S(du, "Workflow — Step 7: FINALIZE (security audit)"), "prose", "/dependency-updater", TM,
         Q("Security audit: 1 high (path-to-regexp ReDoS, via next 14.2.5 → path-to-regexp 6.2.1). `pnpm audit --fix` would need next@15. How should I handle it?", "Audit",
           [O("Add a pnpm override path-to-regexp@6.3.0", "Patched release on the same major"), O("Upgrade next to 15", "Fixes it through the major"),
            O("Leave it and note it", "")]),
         L("architecture", sel("Add a pnpm override path-to-regexp@6.3.0"),
           "Fixes the finding without the Next 15 upgrade CLAUDE.md holds back.", ["security", "reports_failure"]))

    # ------------------------------------------------ gepetto
    gp = "skills/ai-research/gepetto/references/research-protocol.md"
    call(F, "gp-code", S(gp, "4.2 Ask About Codebase Research"), "verbatim", "/gepetto docs/specs/gpx-export.md", TM,
         Q("Is there existing code I should research first?", "Codebase",
           [O("Yes, research the codebase", "Analyze existing patterns, conventions, dependencies"), O("No existing code", "This is a new project or standalone feature")]),
         L("confirmation", sel("Yes, research the codebase"), "The feature goes into an existing app with an elevation cache and trip routes."))
    call(F, "gp-web", S(gp, "4.3 Ask About Web Research"), "filled", "/gepetto docs/specs/gpx-export.md",
         merge(TM, {"docs/adr/0002-mapbox.md": "# ADR 0002: Mapbox GL for maps\n\nAccepted. Leaflet was evaluated and rejected (vector tiles, 3D terrain).\n"}),
         Q("Which topics should I research on the web?", "Web",
           [O("GPX 1.1 schema and extensions", ""), O("Building large XML documents fast in Node", "10k-point tracks"),
            O("Leaflet vs Mapbox for track display", ""), O("None", "Skip web research")], True),
         L("scope", multi("GPX 1.1 schema and extensions", "Building large XML documents fast in Node"),
           "Both serve the spec (GPX 1.1; 10k-point tracks in < 2 s); the map library is settled by ADR 0002."))
    call(F, "gp-review", S("skills/ai-research/gepetto/SKILL.md", "12. User Review of Integrated Plan"), "verbatim", "/gepetto docs/specs/gpx-export.md", TM,
         Q("The plan has been updated with external feedback. You can now review and edit claude-plan.md.\n\nIf you want Claude's help editing the plan, open a separate Claude session - this session is mid-workflow and can't assist with edits until the workflow completes.\n\nWhen you're done reviewing, select \"Done\" to continue.",
           "Review", [O("Done reviewing", ""), O("Not yet", "Still editing claude-plan.md")]),
         L("other", person("The step exists so the human reads and edits the plan; answering it for them skips the review."),
           "Human review gate."))

    # ------------------------------------------------ feature-pipeline
    call(F, "fp-design", S("commands/orchestration/feature-pipeline.md", "Input Detection"), "prose", "/feature-pipeline",
         merge(TM, {"docs/designs/gpx-export.md": "# GPX export design\n- [x] route\n- [ ] GPX builder\n- [ ] help page\n",
                    "docs/designs/trip-sharing.md": "# Trip sharing design\nStatus: draft, not approved\n- [ ] share links\n"}),
         Q("Which design file should I execute?", "Design",
           [O("docs/designs/gpx-export.md", "1 of 3 tasks done"), O("docs/designs/trip-sharing.md", "Draft, 0 of 1 done")]),
         L("scope", sel("docs/designs/gpx-export.md"), "GPX export is this week's work and in progress; trip sharing is an unapproved draft."))

    # ------------------------------------------------ daily-meeting-update
    dm = "skills/enterprise-communication/daily-meeting-update/SKILL.md"
    call(F, "dm-pull", S(dm, "Step 2: Offer GitHub/Jira Integrations (if available)"), "verbatim", "/daily-meeting-update", TM,
         Q("I detected you have GitHub/Git configured. Want me to pull your recent activity (commits, PRs, reviews)?", "Activity",
           [O("Yes, pull the info", ""), O("No, I'll provide everything manually", "")]),
         L("other", person("Whether to read their own activity for a standup is the person's preference."), "About the person.", ["about_person"]))
    call(F, "dm-sessions", S(dm, "Step 4: Offer Claude Code History"), "filled", "/daily-meeting-update", TM,
         Q("Here are your Claude Code sessions from yesterday. Select the ones relevant to your standup:", "Sessions",
           [O("GPX export route (trailmix)", ""), O("Difficulty badges (trailmix)", ""), O("Wedding website (personal)", ""), O("Tax return spreadsheet (personal)", "")], True),
         L("scope", person("The skill says the user picks which sessions are work-related; what goes into their standup is theirs to say."),
           "Their own activity and privacy.", ["about_person"]))
    call(F, "dm-blockers", S(dm, "Question 3: Blockers"), "verbatim", "/daily-meeting-update", TM,
         Q("Do you have any blockers or impediments?", "Blockers", [O("No blockers", ""), O("Yes, I have blockers", "follow-up for details")]),
         L("other", person("Only the person knows what blocks them."), "About the person.", ["about_person"]))
    call(F, "dm-topics", S(dm, "Question 4: Topics for Discussion"), "verbatim", "/daily-meeting-update", TM,
         Q("Any topic you want to bring up at the end of the daily?", "Topics", [O("No, nothing to discuss", ""), O("Yes", "follow-up for details")]),
         L("other", person("What the person wants to raise with their team is theirs to say."), "About the person.", ["about_person"]))

    # ------------------------------------------------ /szamlazz
    sz = "commands/automation/szamlazz.md"
    szf = {"seller.yaml": "seller:\n  name: Trailmix Kft.\n  tax_number: 12345678-2-42\n  bank: OTP 11773016-00000000\n"}
    call(F, "sz-confirm", S(sz, "Implementation"), "filled", "/szamlazz invoice Példa Kft. 150 000 Ft webfejlesztés", szf,
         Q("Invoice summary (invoices are legal documents):\nBuyer: Példa Kft. (tax 87654321-2-13, from NAV)\nItem: Webfejlesztés — 1 db × 118 110 Ft net, ÁFA 27 % → 150 000 Ft gross\nPayment: bank transfer, due in 8 days\nIssue this invoice via szamlazz.hu now?",
           "Invoice", [O("Issue invoice", "Sends to szamlazz.hu and NAV"), O("Edit", ""), O("Cancel", "")]),
         L("confirmation", person("Issuing an invoice is a legal act reported to the tax authority; the command makes the summary mandatory for the person."),
           "Outward legal/financial act.", ["outward"]))
    call(F, "sz-storno", S(sz, "Features"), "filled", "/szamlazz storno TRM-2026-0142", szf,
         Q("Cancel (storno) invoice TRM-2026-0142 (Példa Kft., 150 000 Ft, issued 2026-09-01)? A storno invoice will be issued and reported to NAV.",
           "Storno", [O("Issue storno", ""), O("Keep the invoice", "")]),
         L("other", person("A storno is a second legal document sent to the tax authority and cannot be undone."), "Outward, irreversible.",
           ["outward", "destructive"]))
    call(F, "sz-setup", S(sz, "Implementation"), "prose", "/szamlazz invoice Példa Kft. 150 000 Ft webfejlesztés", {},
         Q("First run: no configuration found. Paste your szamlazz.hu Agent API key (it will be stored in the OS credential store).", "API key",
           [O("Paste key now", ""), O("I'll set it up later", "")]),
         L("other", person("Only the person has (and may hand over) their invoicing account's API key."), "Credentials.", ["security", "about_person"]))

    # ------------------------------------------------ more: standup, invoicing, upgrades, interviews
    call(F, "dm-yesterday", S(dm, "Question 1: Yesterday"), "filled", "/daily-meeting-update", TM,
         Q("Here's what I found from your activity:\n- Merged PR #88: GPX export route\n- 4 commits in trailmix\n- Reviewed PR #91 (approved)\n\nAnything else you worked on yesterday that I missed?", "Yesterday",
           [O("No, that's everything", ""), O("Yes, I'll add more", "")]),
         L("other", person("Only the person knows what else they did (meetings, support, work outside git)."), "About the person.", ["about_person"]))
    call(F, "dm-today", S(dm, "Question 2: Today"), "filled", "/daily-meeting-update", TM,
         Q("I see you have these tickets assigned:\n- TRL-31: GPX export help page (In Progress)\n- TRL-40: Trail difficulty badges (To Do)\n\nWill you work on any of these today?", "Today",
           [O("TRL-31", ""), O("TRL-40", ""), O("Both", ""), O("Something else", "")]),
         L("other", person("What the person plans to do today is theirs to say in their own standup."), "About the person.", ["about_person"]))
    call(F, "sz-buyer", S(sz, "Implementation"), "prose", "/szamlazz invoice Példa 80 000 Ft tanácsadás", szf,
         Q("\"Példa\" is not in the partner cache. NAV lookup found two taxpayers:\n- Példa Kft. (87654321-2-13, Budapest)\n- Példa Trade Kft. (11223344-2-08, Győr)\nWhich one is the buyer?", "Buyer",
           [O("Példa Kft. (Budapest)", ""), O("Példa Trade Kft. (Győr)", ""), O("Neither — I'll give the tax number", "")]),
         L("other", person("Who the person is invoicing is their business fact; a wrong buyer on a legal invoice means a storno."), "Buyer of a legal invoice.", ["outward"]))
    call(F, "sz-vat", S(sz, "Implementation"), "prose", "/szamlazz invoice Példa Kft. 150 000 Ft webfejlesztés",
         merge(szf, {"seller.yaml": szf["seller.yaml"] + "  vat_status: AAM   # alanyi adómentes (KATA-era small taxpayer, no VAT)\n"}),
         Q("Which VAT rate applies to \"Webfejlesztés\"?", "VAT", [O("27 %", "Standard rate"), O("5 %", ""), O("AAM", "Subject-exempt (alanyi adómentes)")]),
         L("other", sel("AAM"), "seller.yaml records the seller as subject-exempt (AAM)."))
    call(F, "du-major", S(du, "Workflow — Step 5: PROMPT FOR MAJOR UPDATES"), "variant", "/dependency-updater", TM,
         major("mapbox-gl", "3.6.0", "4.0.0", "Breaking: new terms — map loads beyond 50,000/month billed to the account owner; token scopes changed."),
         L("architecture", person("The upgrade changes what the person's Mapbox account is billed; spending is their decision."),
           "Budget / account terms.", ["about_person"]))
    call(F, "du-audit", S(du, "Workflow — Step 7: FINALIZE (security audit)"), "variant", "/dependency-updater", TM,
         Q("Security audit: 2 moderate (cookie < 0.7.0 via @supabase/ssr 0.4.0). No patched version is compatible with @supabase/ssr 0.4; there is no override that works. Accept the findings and finish?", "Audit",
           [O("Accept and finish", "Note them in the summary"), O("Stop", "")]),
         L("other", person("Accepting known vulnerabilities with no fix available is a risk acceptance for the person."),
           "Risk acceptance, accept-vs-stop.", ["security", "reports_failure"]))
    interview = lambda q, h, o: Q(q, h, o)
    call(F, "gp-interview", S("skills/ai-research/gepetto/references/interview-protocol.md", "Example Questions"), "filled", "/gepetto docs/specs/gpx-export.md", TM,
         interview("What happens when the elevation cache fails during an export? Should we retry, log, or surface to user?", "Failure",
                   [O("Retry up to 3 times, then fail", ""), O("Log and export without elevation", "Show a notice to the user"), O("Fail with an error message", "")]),
         L("architecture", sel("Log and export without elevation"), "The spec: export without <ele> tags and show a notice — never fail."))
    call(F, "gp-interview", S("skills/ai-research/gepetto/references/interview-protocol.md", "Example Questions"), "filled", "/gepetto docs/specs/trip-sharing.md",
         merge(TM, {"docs/specs/trip-sharing.md": "# Spec: trip sharing\n\nHikers share a read-only link to a planned trip. (Draft — Ines to fill in the details.)\n"}),
         interview("What's the expected scale - dozens, thousands, or millions of shared-trip views per day?", "Scale",
                   [O("Dozens", ""), O("Thousands", ""), O("Millions", "")]),
         L("scope", person("The draft spec gives no usage figures and no analytics are in the project; only the person (or Ines) knows the expected audience."),
           "Fact only the person has."))
    call(F, "fda-r1", S(fda, "Round 1: Core Requirements"), "variant", "/feature-design-assistant trip sharing",
         merge(TM, {"docs/specs/trip-sharing.md": "# Spec: trip sharing\n\nHikers share a read-only link to a planned trip. (Draft — Ines to fill in the details.)\n"}),
         [Q("What is the expected scope of this feature?", "Scope",
            [O("Small (1-2 days)", "Single component, limited changes"), O("Medium (3-5 days)", "Multiple components, moderate complexity"),
             O("Large (1-2 weeks)", "Cross-cutting concerns, significant changes"), O("Unsure", "Need to explore further to estimate")]),
          Q("Are there any hard deadlines or constraints?", "Timeline",
            [O("Urgent", "Need this ASAP, within days"), O("This Sprint", "Should be done within current sprint"),
             O("Flexible", "No hard deadline, quality over speed"), O("Planning Only", "Just designing now, implementing later")])],
         [L("scope", sel("Unsure"), "The spec is a one-line draft; exploring before estimating is the honest answer the options offer."),
          L("scope", person("No date for trip sharing appears anywhere (it is not in TODO.md); its deadline is the person's call."), "Priority is the person's.")])
