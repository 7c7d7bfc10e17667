"""dev-lifecycle-marketplace (vanman2024/dev-lifecycle-marketplace): plugins of phased slash commands
("Phase 1: Discovery … Actions: … use AskUserQuestion to …") — /planning:clarify, /planning:add-feature,
/planning:decide, /planning:roadmap, /versioning:commit, /versioning:setup, /implementation:execute (lettered
options A–D), /foundation:select-stack, /foundation:init-structure, /foundation:github-init,
/foundation:env-vars, /iterate:refactor, /deployment:rollback and /deployment:validate. Most questions are
described in prose (question plus option list); /versioning:commit and /implementation:execute give the options.

Fixtures: shoalmap (a Next.js + Supabase volunteer seabed-survey app for a marine charity, deployed on Vercel,
ADRs in docs/adr, open source), quaybook (a Ruby on Rails ferry-booking app on DigitalOcean with a deployment
history, a release-manager rule and Doppler for secrets) and almanac-mcp (a Python FastMCP server of tide and
sunrise tools, deployed on FastMCP Cloud, published as a package).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import DLM

F = "devlifecycle"


def D(plugin, cmd, section):
    return src(DLM, f"plugins/{plugin}/commands/{cmd}.md", section)


SM = {"CLAUDE.md": """# shoalmap

Next.js 15 + Supabase. Volunteers upload seabed survey tracks (GPX + sonar depth) for the Firth Marine Trust.
- Open source (MIT): the trust publishes all its code on GitHub.
- Depths are stored and shown in metres (config/units.ts); never feet.
- Deployed on Vercel: preview per branch, production from main.
""",
      "docs/adr/ADR-004-auth.md": "# ADR-004 Auth\nStatus: accepted (2026-08)\nVolunteers sign in with Supabase email magic links. No passwords, no social login (volunteers include minors; no third-party accounts).\n",
      "config/units.ts": "export const DEPTH_UNIT = 'm' as const;\n",
      "package.json": '{"name": "shoalmap", "private": true, "dependencies": {"next": "15.0.3", "@supabase/supabase-js": "2.45.4"}}',
      "tsconfig.json": '{"compilerOptions": {"strict": true}}',
      "docs/grant.md": "# Heritage grant\nDeliverables (public map, volunteer upload, QA review) due 2027-03-31.\n",
      "git-status.txt": "On branch feat/survey-upload\nChanges not staged for commit:\n  modified: app/upload/page.tsx\n  modified: app/upload/actions.ts\n  modified: lib/gpx.ts\n  modified: lib/gpx.test.ts\n  modified: app/auth/callback/route.ts\n  modified: .env.local\n"}

QB = {"CLAUDE.md": """# quaybook

Rails 7.2 ferry bookings for Skerry Isles Ferries. Deployed to DigitalOcean App Platform.
- Production deploys and rollbacks are run by the release manager (Ines) or the on-call engineer, never by an agent unasked.
- Secrets live in Doppler (project quaybook, configs dev/stg/prd). Never upload .env files to Doppler from a laptop.
- We use Claude in the terminal only; no Copilot in this org.
""",
      ".deployment-history/latest.json": '{"platform": "digitalocean", "current": "v1.8.2", "deployed_at": "2026-11-26T07:10Z", "previous": ["v1.8.1", "v1.7.9"]}',
      "Gemfile": 'source "https://rubygems.org"\ngem "rails", "~> 7.2"\n',
      "README.md": "# quaybook\n\nStaging: https://stg.quaybook.skerryferries.co.uk  Production: https://book.skerryferries.co.uk\n",
      "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}

AM = {"README.md": "# almanac-mcp\n\nFastMCP server with tide, sunrise and moon-phase tools. Published on PyPI as `almanac-mcp`; semver.\n",
      "pyproject.toml": '[project]\nname = "almanac-mcp"\nversion = "2.3.0"\nrequires-python = ">=3.11"\ndependencies = ["fastmcp>=2.3"]\n',
      "src/almanac_mcp/tides.py": "def tide_times(station_id: str, date: str) -> list[dict]: ...\n",
      "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}


def build():
    build_core()
    build_more()


def build_core():
    # ------------------------------------------------------------ /planning:clarify
    call(F, "clarify", D("planning", "clarify", "Phase 2: Structure Clarification Questions"), "filled", "/planning:clarify survey-upload", SM,
         [Q("Which authentication method should volunteers use to upload surveys?", "Auth method",
            [O("Email magic link", "Supabase passwordless"), O("OAuth (Google)", ""), O("Username + password", "")]),
          Q("Which unit should the upload form accept for manual depth entries?", "Depth unit",
            [O("Metres", ""), O("Feet", ""), O("Either, converted", "")])],
         [L("architecture", sel("Email magic link"), "ADR-004 (accepted): magic links, no passwords, no social login."),
          L("style", sel("Metres"), "CLAUDE.md and config/units.ts: metres only, never feet.")])
    call(F, "clarify", D("planning", "clarify", "Phase 2: Structure Clarification Questions"), "variant", "/planning:clarify public-map", SM,
         [Q("Should the public map show each volunteer's survey tracks with their name?", "Attribution",
            [O("Yes, with names", ""), O("Yes, anonymised", ""), O("No, aggregated depths only", "")]),
          Q("Which basemap should the public map use?", "Basemap",
            [O("OpenStreetMap", "free, open data"), O("Mapbox", "paid above 50k loads"), O("Google Maps", "paid")])],
         [L("scope", person("Showing named volunteers' tracks (some are minors, ADR-004) on a public map is a privacy decision for the trust."), "Privacy of others.", ["security"]),
          L("architecture", person("The basemap choice sets a recurring bill (Mapbox, Google) or not; nothing in the files settles the trust's budget or preference."), "Budget.", ["about_person"])])

    # ------------------------------------------------------------ /planning:add-feature
    q_plan = Q("Use recent plan '{f}' created {t}?", "Plan", [O("Yes", ""), O("No", "")])
    call(F, "addfeat", D("planning", "add-feature", "Phase 1: Parse Input"), "prose", "/planning:add-feature",
         merge(SM, {"recent-plans.txt": "~/.claude/plans/survey-upload-qa-review.md  (40 minutes ago)  'QA review queue for uploaded surveys'\n"}),
         Q(q_plan["question"].format(f="survey-upload-qa-review.md", t="40 minutes ago"), q_plan["header"], q_plan["options"]),
         L("confirmation", sel("Yes"), "The recent plan is for this repo's next grant deliverable (QA review) and the branch is survey upload."))
    call(F, "addfeat", D("planning", "add-feature", "Phase 1: Parse Input"), "variant", "/planning:add-feature",
         merge(QB, {"recent-plans.txt": "~/.claude/plans/kiln-temperature-alerts.md  (25 minutes ago)  'Email alerts when a kiln overshoots'\n"}),
         Q(q_plan["question"].format(f="kiln-temperature-alerts.md", t="25 minutes ago"), q_plan["header"], q_plan["options"]),
         L("confirmation", sel("No"), "The recent plan is about kilns, another project entirely; it is not a ferry-booking feature."))

    # ------------------------------------------------------------ /versioning:commit
    q_grp = Q("Found 3 groups of changes:\n[1] survey-upload (4 files): app/upload/page.tsx, app/upload/actions.ts, lib/gpx.ts, lib/gpx.test.ts\n[2] auth (1 file): app/auth/callback/route.ts\n[3] config (1 file): .env.local\nWhich group to commit?", "Group",
              [O("[1] survey-upload (4 files)", ""), O("[2] auth (1 file)", ""), O("[3] config (1 file)", ""), O("all - Commit everything", "")])
    call(F, "commit", D("versioning", "commit", "Phase 3: Present Groups to User"), "filled", "/versioning:commit", SM, q_grp,
         L("scope", sel("[1] survey-upload (4 files)"), "The branch is feat/survey-upload; .env.local holds local secrets and must never be committed, so not 'all'."))
    call(F, "commit", D("versioning", "commit", "Phase 3: Present Groups to User"), "variant", "/versioning:commit the auth callback fix", SM, q_grp,
         L("scope", sel("[2] auth (1 file)"), "The invocation names the auth callback fix."))

    # ------------------------------------------------------------ /implementation:execute
    q_ex = Q("Layer {n} ({k} tasks): {tasks}\nHow should I execute Layer {n}?", "Execution",
             [O("A) I'll do it manually", "Claude uses Bash/Read/Write/Edit tools"), O("B) Use Copilot Chat", "I'll hand off the task list"),
              O("C) Spawn suggested agents", "costs tokens, fully automated"), O("D) Skip this layer for now", "")])
    call(F, "execute", D("implementation", "execute", "Phase 5: Present Execution Plan and Get User Choice"), "verbatim", "/implementation:execute --phase-2", QB,
         Q(q_ex["question"].format(n=2, k=4, tasks="seat-map model, hold expiry job, booking form, mailer"), q_ex["header"], q_ex["options"]),
         L("delegation", sel("A) I'll do it manually"), "No Copilot in this org (CLAUDE.md); four ordinary tasks need no paid agent fleet."))
    call(F, "execute", D("implementation", "execute", "Phase 5: Present Execution Plan and Get User Choice"), "variant", "/implementation:execute --phase-3 — spawn the agents for this one, the token budget is fine", SM,
         Q(q_ex["question"].format(n=3, k=7, tasks="QA queue table, reviewer role, review UI, diff viewer, notifications, tests, docs"), q_ex["header"], q_ex["options"]),
         L("delegation", sel("C) Spawn suggested agents"), "The invocation asks for agents and accepts the token cost."))
    call(F, "execute", D("implementation", "execute", "Phase 5: Present Execution Plan and Get User Choice"), "variant", "/implementation:execute --phase-4",
         merge(SM, {"docs/features.json": '{"phase-4": {"status": "blocked", "note": "waits for the trust board to approve the public map (meeting 2026-12-09)"}}'}),
         Q(q_ex["question"].format(n=4, k=5, tasks="public map page, tiles, attribution, caching, launch banner"), q_ex["header"], q_ex["options"]),
         L("delegation", sel("D) Skip this layer for now"), "features.json marks phase 4 blocked on the board's approval of the public map."))

    # ------------------------------------------------------------ /foundation:select-stack
    q_st = Q("Which tech stack best matches your project?", "Stack",
             [O("{a}", ""), O("{b}", ""), O("{c}", ""), O("See all stacks", "")])

    def stacks(a, b, c):
        return Q(q_st["question"], q_st["header"], [O(a, ""), O(b, ""), O(c, ""), O("See all stacks", "")])
    call(F, "stack", D("foundation", "select-stack", "Phase 3: Present Intelligent Recommendations"), "filled", "/foundation:select-stack", SM,
         stacks("AI Tech Stack 1 — 95% (Next.js ✓, Supabase ✓)", "Web Stack 4 — 81% (Next.js ✓, Prisma)", "Web Stack 7 — 64% (Remix, Postgres)"),
         L("architecture", sel("AI Tech Stack 1 — 95% (Next.js ✓, Supabase ✓)"), "package.json is Next.js + Supabase; the top match fits."))
    call(F, "stack", D("foundation", "select-stack", "Phase 3: Present Intelligent Recommendations"), "variant", "/foundation:select-stack", AM,
         stacks("AI Tech Stack 1 — 88% (Next.js ✓, Supabase ✓)", "Web Stack 4 — 72% (Next.js, Prisma)", "AI Tech Stack 3 — 70% (FastAPI, Postgres)"),
         L("architecture", sel("See all stacks"), "almanac-mcp is a Python FastMCP server; none of the three matches, and the top 'match' is a Next.js stack."))

    # ------------------------------------------------------------ /foundation:init-structure
    call(F, "structure", D("foundation", "init-structure", "Phase 3: Clarifying Questions"), "prose", "/foundation:init-structure",
         merge(QB, {"docker-compose.yml": "services:\n  api:\n    build: ./api\n  web:\n    build: ./web\n"}),
         [Q("Is this a full-stack project (backend + frontend)?", "Full-stack", [O("Yes", ""), O("No, backend only", "")]),
          Q("Preferred backend directory name?", "Backend dir", [O("backend/", ""), O("api/", ""), O("server/", "")]),
          Q("Preferred frontend directory name?", "Frontend dir", [O("frontend/", ""), O("web/", ""), O("client/", "")])],
         [L("architecture", sel("Yes"), "docker-compose builds an api and a web service."),
          L("style", sel("api/"), "docker-compose already uses ./api."),
          L("style", sel("web/"), "docker-compose already uses ./web.")])

    # ------------------------------------------------------------ /deployment:rollback, /deployment:validate
    call(F, "rollback-target", D("deployment", "rollback", "Phase 1: Discovery"), "prose", "/deployment:rollback — checkout has been broken since this morning's deploy", QB,
         Q("Which deployment/version should I roll back to?", "Target",
           [O("v1.8.1", "previous"), O("v1.7.9", "two back")]),
         L("other", sel("v1.8.1"), "The breakage started with this morning's deploy of v1.8.2 (.deployment-history); the previous release is the target.", ["reports_failure"]))
    q_rb = Q("Roll back from v1.8.2 to v1.8.1 on DigitalOcean? This will replace the current live deployment.", "Rollback",
             [O("Yes, roll back", ""), O("No", "")])
    call(F, "rollback-confirm", D("deployment", "rollback", "Phase 2: Rollback Planning"), "prose", "/deployment:rollback — checkout has been broken since this morning's deploy", QB, q_rb,
         L("confirmation", person("Replacing the live production deployment is the release manager's or the on-call engineer's act (CLAUDE.md), not an agent's."), "Outward, production.", ["outward", "destructive"]))
    call(F, "rollback-confirm", D("deployment", "rollback", "Phase 2: Rollback Planning"), "variant", "/deployment:rollback to v1.8.1 now — Ines here, I'm the release manager and I approve it", QB, q_rb,
         L("confirmation", sel("Yes, roll back"), "The release manager invokes the rollback herself and approves it.", ["outward"]))
    call(F, "validate", D("deployment", "validate", "Phase 1: Discovery"), "prose", "/deployment:validate staging", QB,
         Q("What's the deployment URL to validate?", "URL",
           [O("https://stg.quaybook.skerryferries.co.uk", ""), O("https://book.skerryferries.co.uk", "")]),
         L("other", sel("https://stg.quaybook.skerryferries.co.uk"), "The invocation says staging; README lists the staging URL."))

    # ------------------------------------------------------------ /planning:decide, /planning:roadmap
    call(F, "decide", D("planning", "decide", "Phase 2: Analysis"), "prose", "/planning:decide record the seat-hold decision",
         merge(QB, {"docs/meetings/2026-11-19.md": "# Booking sync\nDecided: seat holds expire after 10 minutes (was 30); considered 5 and 15. Why: Friday sell-outs with abandoned carts.\n"}),
         Q("What decision was made about seat holds?", "Decision",
           [O("Holds expire after 10 minutes", ""), O("Holds expire after 15 minutes", ""), O("Holds expire after 30 minutes", "")]),
         L("other", sel("Holds expire after 10 minutes"), "The 2026-11-19 meeting notes record the decision and its alternatives."))
    call(F, "decide", D("planning", "decide", "Phase 2: Analysis"), "variant", "/planning:decide record why we chose the tide data provider", AM,
         Q("What decision was made about the tide data provider?", "Decision",
           [O("UKHO Admiralty API", ""), O("NOAA CO-OPS", ""), O("Own harmonic model", "")]),
         L("other", person("No file records the decision or why; the ADR must state what the people decided, not a guess."), "Fact only the person knows."))
    q_tl = Q("What's the target timeline for the roadmap?", "Timeline",
             [O("3 months", ""), O("6 months", ""), O("12 months", "")])
    call(F, "roadmap", D("planning", "roadmap", "Phase 2: Analysis"), "prose", "/planning:roadmap", SM, q_tl,
         L("scope", sel("6 months"), "docs/grant.md: the deliverables are due 2027-03-31, about four months away; 3 months stops short of the grant deadline, 6 covers it"))
    call(F, "roadmap", D("planning", "roadmap", "Phase 2: Analysis"), "variant", "/planning:roadmap", AM, q_tl,
         L("scope", person("How far ahead the maintainer plans a side-project package is theirs; no milestone or deadline is recorded."), "About the person's plans.", ["about_person"]))

    # ------------------------------------------------------------ /iterate:refactor
    call(F, "refactor", D("iterate", "refactor", "Phase 1: Discovery"), "prose", "/iterate:refactor src/almanac_mcp/tides.py", AM,
         Q("Any constraints on this refactor?", "Constraints",
           [O("Preserve the public API", "tool names and signatures"), O("Keep backwards compatibility", "semver minor"), O("Reduce complexity", ""), O("None", "")], multi=True),
         L("scope", multi("Preserve the public API", "Keep backwards compatibility", "Reduce complexity"), "A published semver package whose MCP tools clients call by name; the refactor's goal is the complexity."))

    # ------------------------------------------------------------ /foundation:github-init, env-vars, versioning setup
    q_vis = Q("Public or Private repository?", "Visibility", [O("Public", ""), O("Private", "")])
    call(F, "gh-init", D("foundation", "github-init", "Phase 3: Configuration"), "prose", "/foundation:github-init", SM, q_vis,
         L("confirmation", sel("Public"), "CLAUDE.md: open source (MIT), the trust publishes all its code on GitHub.", ["outward"]))
    call(F, "gh-init", D("foundation", "github-init", "Phase 3: Configuration"), "variant", "/foundation:github-init", QB, q_vis,
         L("confirmation", person("Whether a ferry company's booking code goes up publicly is a publishing decision for the company; nothing says."), "Outward, publishing.", ["outward", "security"]))
    q_env = Q("What would you like to do with environment variables?", "Env action",
              [O("scan", "find variables the code uses"), O("generate", ".env.example from scan"), O("add", "add a key"), O("sync-to-doppler", "upload .env → Doppler")])
    call(F, "envvars", D("foundation", "env-vars", "Phase 1: Parse Action"), "prose", "/foundation:env-vars which keys does the code read that aren't in .env.example?", QB, q_env,
         L("scope", sel("scan"), "The invocation asks which variables the code uses: a scan."))
    call(F, "envvars", D("foundation", "env-vars", "Phase 1: Parse Action"), "variant", "/foundation:env-vars push my local env up so staging matches", QB, q_env,
         L("scope", person("The request maps to sync-to-doppler, which CLAUDE.md forbids from a laptop; uploading secrets is the person's to settle with the team."), "Secrets, outward.", ["security", "outward"]))
    call(F, "vsetup", D("versioning", "setup", "Phase 1: Detect Project Type"), "prose", "/versioning:setup",
         merge(SM, {"pyproject.toml": '[tool.ruff]\nline-length = 100\n# only for scripts/ (survey import helpers)\n'}),
         Q("Which project type?", "Type", [O("Python", ""), O("TypeScript", ""), O("JavaScript", "")]),
         L("architecture", sel("TypeScript"), "The product is the Next.js app (package.json + tsconfig.json); pyproject.toml only configures ruff for helper scripts."))


def build_more():
    """Further calls: retention, secrets, targets and settings that are the people's to decide."""
    call(F, "clarify", D("planning", "clarify", "Phase 2: Structure Clarification Questions"), "variant", "/planning:clarify qa-review", SM,
         [Q("How long should raw sonar uploads be kept after QA review?", "Retention",
            [O("Keep forever", ""), O("Delete after 90 days", ""), O("Delete after 1 year", "")]),
          Q("Who may see an upload before it passes QA review?", "Visibility",
            [O("Only the uploader and QA reviewers", ""), O("All signed-in volunteers", ""), O("Everyone", "")])],
         [L("scope", person("Deleting survey data after a period is a retention policy for the trust (and its grant's data terms), not a technical default."), "Data deletion policy.", ["destructive"]),
          L("scope", person("Who sees unreviewed uploads from volunteers (some minors) is a privacy decision for the trust."), "Privacy of others.", ["security"])])
    call(F, "rollback-target", D("deployment", "rollback", "Phase 1: Discovery"), "variant", "/deployment:rollback", QB,
         Q("Which deployment/version should I roll back to?", "Target",
           [O("v1.8.1", "previous"), O("v1.7.9", "two back")]),
         L("other", person("No fault is described and production rollbacks are the release manager's or on-call's (CLAUDE.md); the target is theirs."), "Outward, production.", ["outward", "destructive"]))
    call(F, "envvars-add", D("foundation", "env-vars", "Phase 1: Parse Action"), "prose", "/foundation:env-vars add STRIPE_SECRET_KEY", QB,
         Q("Which value and Doppler config should STRIPE_SECRET_KEY get?", "Secret",
           [O("dev (test key)", ""), O("stg (test key)", ""), O("prd (live key)", "")]),
         L("other", person("The key's value is a credential only the person has, and writing a live key to prd is theirs to do."), "Credentials.", ["security"]))
    call(F, "gh-confirm", D("foundation", "github-init", "Phase 3: Configuration"), "prose", "/foundation:github-init --org=firth-marine-trust", SM,
         Q("Create firth-marine-trust/shoalmap (public, MIT) on GitHub and push main?", "Confirm",
           [O("Create and push", ""), O("Change the details", "")]),
         L("confirmation", sel("Create and push"), "The person asked for the repository under the trust's org, and CLAUDE.md says the trust publishes all its code on GitHub under MIT.", ["outward"]))
    call(F, "roadmap-priority", D("planning", "roadmap", "Phase 2: Analysis"), "prose", "/planning:roadmap", QB,
         Q("Priority order for the next features?", "Priority",
           [O("Seat maps first, then vehicle bookings", ""), O("Vehicle bookings first, then seat maps", ""), O("Both in parallel", "")]),
         L("scope", person("Which feature the ferry company ships first is a business priority; no file ranks them."), "Business decision."))
    call(F, "gh-confirm", D("foundation", "github-init", "Phase 3: Configuration"), "prose", "/foundation:github-init --org=skerry-ferries --private",
         merge(QB, {"gh-org-check.txt": "gh api orgs/skerry-ferries → 404 (✗ no access)\n"}),
         Q("You don't have access to the skerry-ferries organisation. Create quaybook (private) under your personal account instead, and push main?", "Confirm",
           [O("Create under my account", ""), O("Stop; I'll sort out org access", "")]),
         L("confirmation", person("Putting the company's code in the person's own GitHub account instead of the org is a question of ownership and access only the person (and the company) can settle."), "Accounts, outward.", ["about_person", "outward"]))
    q_env = Q("What would you like to do with environment variables?", "Env action",
              [O("scan", "find variables the code uses"), O("generate", ".env.example from scan"), O("add", "add a key"), O("sync-to-doppler", "upload .env → Doppler")])
    call(F, "envvars", D("foundation", "env-vars", "Phase 1: Parse Action"), "variant", "/foundation:env-vars", SM, q_env,
         L("open_floor", person("No action was given and nothing in the project points to one; what the person wants done with their secrets is theirs to say."), "About the person."))
    call(F, "clarify", D("planning", "clarify", "Phase 2: Structure Clarification Questions"), "variant", "/planning:clarify qa-review", SM,
         Q("Who should hold the QA reviewer role?", "Reviewers",
           [O("Trust staff only", ""), O("Experienced volunteers", ""), O("Both", "")]),
         L("scope", person("Who may approve survey data for the public map is an organisational decision for the trust."), "About the organisation."))
    call(F, "roadmap-priority", D("planning", "roadmap", "Phase 2: Analysis"), "variant", "/planning:roadmap", QB,
         Q("Any fixed milestones or deadlines?", "Milestones",
           [O("Summer timetable launch (May)", ""), O("No fixed dates", "")]),
         L("scope", person("The company's launch dates are business facts no file records."), "About the business."))
    call(F, "validate", D("deployment", "validate", "Phase 1: Discovery"), "prose", "/deployment:validate staging — the booking search and the payment webhook are what broke last time",
         merge(QB, {"docs/endpoints.md": "GET /health\nGET /api/sailings/search\nPOST /webhooks/stripe\nGET /admin (staff only)\n"}),
         Q("Any specific endpoints to test?", "Endpoints",
           [O("Health check only", ""), O("All public endpoints", "")]),
         L("open_floor", typ("Test GET /health, GET /api/sailings/search and POST /webhooks/stripe on https://stg.quaybook.skerryferries.co.uk — search and the payment webhook broke last time."), "The invocation names two endpoints that neither option covers alone."))
