"""GSD: /gsd:new-project and /gsd:discuss-phase questions."""
from common import *
from projects import *

F = "gsd"
NP = "/gsd:new-project"

# ---------------------------------------------------------------- new-project
call(F, "np-codebase", f"{GB}:get-shit-done/workflows/new-project.md#2. Brownfield Offer", "verbatim", NP,
     {"package.json": SHELFIE_PKG, "src/app/page.tsx": "export default function Home() { return <main>Shelfie</main> }\n"},
     Q("I detected existing code in this directory. Would you like to map the codebase first?", "Codebase",
       [O("Map codebase first", "Run /gsd:map-codebase to understand existing architecture (Recommended)"),
        O("Skip mapping", "Proceed with project initialization")]),
     L("confirmation", sel("Map codebase first"),
       "Existing code is present and no codebase map exists; the recommended, non-destructive path is to map it first."))

call(F, "np-autocfg", f"{GC}:get-shit-done/workflows/new-project.md#2a. Auto Mode Config", "verbatim", NP + " --auto", {},
     [Q("How thorough should planning be?", "Depth",
        [O("Quick (Recommended)", "Ship fast (3-5 phases, 1-3 plans each)"),
         O("Standard", "Balanced scope and speed (5-8 phases, 3-5 plans each)"),
         O("Comprehensive", "Thorough coverage (8-12 phases, 5-10 plans each)")]),
      Q("Run plans in parallel?", "Execution",
        [O("Parallel (Recommended)", "Independent plans run simultaneously"), O("Sequential", "One plan at a time")]),
      Q("Commit planning docs to git?", "Git Tracking",
        [O("Yes (Recommended)", "Planning docs tracked in version control"),
         O("No", "Keep .planning/ local-only (add to .gitignore)")])],
     [L("style", sel("Quick (Recommended)"), "No project file argues for a different depth, so the workflow's recommended default stands."),
      L("confirmation", sel("Parallel (Recommended)"), "Workflow setting with a recommended default and nothing in the project against it."),
      L("confirmation", sel("Yes (Recommended)"), "Tracking planning docs is the recommended default and no file says to keep them local.")])

call(F, "np-autocfg", f"{GB}:get-shit-done/workflows/new-project.md#2a. Auto Mode Config", "filled", NP + " --auto",
     {".planning/IDEA.md": "# Clinic intake portal\nThree contributors, ten-week contract. The client reviews every phase, so phases must be small enough to review in one sitting.\nPlanning notes are internal: the contract says they must never land in the client's repository.\n",
      ".gitignore": "node_modules/\n.env\n.planning/\n"},
     [Q("How finely should scope be sliced into phases?", "Granularity",
        [O("Coarse (Recommended)", "Fewer, broader phases (3-5 phases, 1-3 plans each)"),
         O("Standard", "Balanced phase size (5-8 phases, 3-5 plans each)"),
         O("Fine", "Many focused phases (8-12 phases, 5-10 plans each)")]),
      Q("Run plans in parallel?", "Execution",
        [O("Parallel (Recommended)", "Independent plans run simultaneously"), O("Sequential", "One plan at a time")]),
      Q("Commit planning docs to git?", "Git Tracking",
        [O("Yes (Recommended)", "Planning docs tracked in version control"),
         O("No", "Keep .planning/ local-only (add to .gitignore)")])],
     [L("style", sel("Fine"), "IDEA.md asks for phases small enough for the client to review in one sitting, which overrides the coarse default."),
      L("confirmation", sel("Parallel (Recommended)"), "Nothing in the project argues against parallel plan execution."),
      L("architecture", sel("No"), "The contract forbids planning notes in the client repo and .planning/ is already gitignored.")])

AGENTS_GC = [
    Q("Research before planning each phase? (adds tokens/time)", "Research",
      [O("Yes (Recommended)", "Investigate domain, find patterns, surface gotchas"), O("No", "Plan directly from requirements")]),
    Q("Verify plans will achieve their goals? (adds tokens/time)", "Plan Check",
      [O("Yes (Recommended)", "Catch gaps before execution starts"), O("No", "Execute plans without verification")]),
    Q("Verify work satisfies requirements after each phase? (adds tokens/time)", "Verifier",
      [O("Yes (Recommended)", "Confirm deliverables match phase goals"), O("No", "Trust execution, skip verification")]),
]
AGENT_LABELS = [
    L("confirmation", sel("Yes (Recommended)"), "Research is the recommended default and nothing in the project argues against it."),
    L("confirmation", sel("Yes (Recommended)"), "Keeping the plan checker on is the careful default; turning a quality gate off is not warden's call."),
    L("confirmation", sel("Yes (Recommended)"), "Keeping post-phase verification on is the careful default; skipping verification would weaken the workflow."),
]
call(F, "np-agents", f"{GC}:get-shit-done/workflows/new-project.md#Round 2 — Workflow agents", "verbatim", NP, {},
     AGENTS_GC + [Q("Which AI models for planning agents?", "AI Models",
        [O("Balanced (Recommended)", "Sonnet for most agents — good quality/cost ratio"),
         O("Quality", "Opus for research/roadmap — higher cost, deeper analysis"),
         O("Budget", "Haiku where possible — fastest, lowest cost")])],
     AGENT_LABELS + [L("other", person("Model tier sets what the person spends on every agent run; that is their budget decision."),
                       "The options differ mainly in cost, which is the person's budget.", ["about_person"])])

call(F, "np-agents", f"{GB}:get-shit-done/workflows/new-project.md#2a. Auto Mode Config (Round 2)", "verbatim", NP + " --auto", {},
     AGENTS_GC + [Q("Which AI models for planning agents?", "AI Models",
        [O("Balanced (Recommended)", "Sonnet for most agents — good quality/cost ratio"),
         O("Quality", "Opus for research/roadmap — higher cost, deeper analysis"),
         O("Budget", "Haiku where possible — fastest, lowest cost"),
         O("Inherit", "Use the current session model for all agents (OpenCode /model)")])],
     AGENT_LABELS + [L("other", person("Choosing a model tier commits the person's money on every run."),
                       "Cost tier is the person's budget, not a project fact warden can read.", ["about_person"])])

call(F, "np-prbody", f"{GB}:get-shit-done/workflows/new-project.md#Round 3 — PR body onboarding", "filled", NP + " --auto",
     with_(SHELFIE, {"CONTRIBUTING.md": "# Contributing\nEvery PR is reviewed by my co-maintainer Dana. She asks for the acceptance criteria and the rollout risks in the PR body.\nThere is no formal sign-off or approval process, and we do not track release metrics.\n"}),
     Q("Which optional PRD-style sections should /gsd:ship include in PR bodies?", "PR Body",
       [O("User Stories & Acceptance Criteria", "Append user-facing stories and acceptance checks from REQUIREMENTS.md"),
        O("Risks & Dependencies", "Append rollout risks, dependencies, and rollback notes from PLAN.md"),
        O("Success Metrics & Release Criteria", "Append measurable Definition of Done and release checks for stakeholder review"),
        O("Stakeholder Review & Approval", "Append approval checklist for projects that need sign-off traceability")], True),
     L("scope", multi("User Stories & Acceptance Criteria", "Risks & Dependencies"),
       "CONTRIBUTING.md names exactly acceptance criteria and rollout risks, and rules out sign-off and release metrics."))

call(F, "np-defaults", f"{GC}:get-shit-done/workflows/new-project.md#5. Workflow Preferences", "verbatim", NP, {},
     Q("Use your saved default settings? (from ~/.gsd/defaults.json)", "Defaults",
       [O("Yes (Recommended)", "Use saved defaults, skip settings questions"), O("No", "Configure settings manually")]),
     L("confirmation", sel("Yes (Recommended)"), "The saved defaults are the person's own earlier choices; reusing them is the affirmative path."))

call(F, "np-defaults", f"{GB}:get-shit-done/workflows/new-project.md#5. Workflow Preferences", "verbatim", NP, {},
     Q("Use these saved defaults?", "Defaults",
       [O("Use as-is (Recommended)", "Proceed with the defaults shown above"),
        O("Modify some settings", "Keep defaults, change a few"),
        O("Configure fresh", "Walk through all questions from scratch")]),
     L("confirmation", sel("Use as-is (Recommended)"), "Nothing in the (empty) project contradicts the person's saved defaults."))

call(F, "np-settings", f"{GC}:get-shit-done/workflows/new-project.md#Round 1 — Core workflow settings", "filled", NP,
     {".planning/IDEA.md": "# Board-game night planner\nWeekend hack: I want something live for Sunday's game night. Just me building it.\n"},
     [Q("How do you want to work?", "Mode",
        [O("YOLO (Recommended)", "Auto-approve, just execute"), O("Interactive", "Confirm at each step")]),
      Q("How thorough should planning be?", "Depth",
        [O("Quick", "Ship fast (3-5 phases, 1-3 plans each)"),
         O("Standard", "Balanced scope and speed (5-8 phases, 3-5 plans each)"),
         O("Comprehensive", "Thorough coverage (8-12 phases, 5-10 plans each)")]),
      Q("Run plans in parallel?", "Execution",
        [O("Parallel (Recommended)", "Independent plans run simultaneously"), O("Sequential", "One plan at a time")]),
      Q("Commit planning docs to git?", "Git Tracking",
        [O("Yes (Recommended)", "Planning docs tracked in version control"),
         O("No", "Keep .planning/ local-only (add to .gitignore)")])],
     [L("other", person("How the person wants to work (approve each step or not) is a preference about themselves."),
        "The question asks about the person's own working style.", ["about_person"]),
      L("style", sel("Quick"), "IDEA.md is a weekend hack due Sunday; the quick depth fits."),
      L("confirmation", sel("Parallel (Recommended)"), "Nothing argues against parallel execution."),
      L("confirmation", sel("Yes (Recommended)"), "No file asks to keep planning docs out of git.")])

call(F, "np-settings", f"{GB}:get-shit-done/workflows/new-project.md#Round 1 — Core workflow settings", "filled", NP,
     with_(TIDE, {".planning/notes/setup.md": "Personal note: I like many small phases I can review in one sitting. Lots of phases is fine.\n"}),
     [Q("How finely should scope be sliced into phases?", "Granularity",
        [O("Coarse", "Fewer, broader phases (3-5 phases, 1-3 plans each)"),
         O("Standard", "Balanced phase size (5-8 phases, 3-5 plans each)"),
         O("Fine", "Many focused phases (8-12 phases, 5-10 plans each)")]),
      Q("Run plans in parallel?", "Execution",
        [O("Parallel (Recommended)", "Independent plans run simultaneously"), O("Sequential", "One plan at a time")]),
      Q("Commit planning docs to git?", "Git Tracking",
        [O("Yes (Recommended)", "Planning docs tracked in version control"),
         O("No", "Keep .planning/ local-only (add to .gitignore)")])],
     [L("style", sel("Fine"), "The person's own setup note asks for many small phases."),
      L("confirmation", sel("Parallel (Recommended)"), "Nothing argues against parallel execution."),
      L("confirmation", sel("Yes (Recommended)"), "No file asks to keep planning docs local.")])

call(F, "np-changeset", f"{GB}:get-shit-done/workflows/new-project.md#Modify some settings", "filled", NP,
     {".planning/IDEA.md": "# Clinic intake portal\nPlanning notes are internal and must never be committed to the client's repository (contract clause 7).\n",
      ".gitignore": ".planning/\n"},
     Q("Which settings do you want to change?", "Change",
       [O("Mode", "Currently: YOLO"), O("Granularity", "Currently: Coarse"),
        O("Git Tracking", "Currently: Yes"), O("Verifier", "Currently: Yes")], True),
     L("scope", multi("Git Tracking"),
       "Only the saved 'commit planning docs' default conflicts with this project's contract; the others have no project reason to change."))

call(F, "np-multirepo", f"{GB}:get-shit-done/workflows/new-project.md#Multi-repo detection", "filled", NP,
     {".planning/IDEA.md": "# Fleet dashboard\nThis project covers the API in backend/ and the web UI in frontend/.\ninfra/ is owned by the platform team - we must not commit there. docs-site/ is the marketing site, unrelated.\n"},
     Q("I detected separate git repos in this workspace. Which directories contain code that GSD should commit to?",
       "Multi-Repo",
       [O("backend", "Separate git repo"), O("frontend", "Separate git repo"),
        O("infra", "Separate git repo"), O("docs-site", "Separate git repo")], True),
     L("scope", multi("backend", "frontend"), "IDEA.md scopes the project to backend and frontend and forbids commits to infra."))

call(F, "np-research", f"{GC}:get-shit-done/workflows/new-project.md#6. Research Decision", "verbatim", NP, {},
     Q("Research the domain ecosystem before defining requirements?", "Research",
       [O("Research first (Recommended)", "Discover standard stacks, expected features, architecture patterns"),
        O("Skip research", "I know this domain well, go straight to requirements")]),
     L("confirmation", sel("Research first (Recommended)"), "Recommended default and nothing says the person already knows the domain."))

call(F, "np-features", f"{GB}:get-shit-done/workflows/new-project.md#Scope each category", "filled", NP,
     with_(SHELFIE, {".planning/PROJECT.md": SHELFIE_PROJECT + "\n## v1 scope notes\n- Login: email + password, with password reset. Magic links and OAuth are postponed to v2.\n"}),
     Q("Which Authentication features are in v1?", "Auth",
       [O("Sign up with email/password", "Table stakes: account creation"),
        O("Password reset", "Table stakes: email link to reset"),
        O("Magic link login", "Differentiator: passwordless email login"),
        O("None for v1", "Defer entire category")], True),
     L("scope", multi("Sign up with email/password", "Password reset"),
       "PROJECT.md puts email/password with reset in v1 and postpones magic links."))

call(F, "np-features", f"{GB}:get-shit-done/workflows/new-project.md#Scope each category", "filled", NP,
     with_(SHELFIE, {".planning/PROJECT.md": SHELFIE_PROJECT + "\n## v1 scope notes\n- Feed: read-only activity from people you follow, plus a single 'like' reaction.\n- Comments are out of scope (moderation burden for a solo dev).\n"}),
     Q("Which Feed features are in v1?", "Feed",
       [O("Friends' activity feed", "Table stakes: what people you follow finished or started"),
        O("Reactions (likes)", "Differentiator: one-tap reaction on an activity"),
        O("Comments", "Differentiator: threaded comments on activity"),
        O("None for v1", "Defer entire category")], True),
     L("scope", multi("Friends' activity feed", "Reactions (likes)"),
       "PROJECT.md includes the feed and likes in v1 and explicitly excludes comments."))

call(F, "np-features", f"{GC}:get-shit-done/workflows/new-project.md#Scope each category", "filled", NP,
     with_(TIDE, {".planning/PROJECT.md": TIDE_PROJECT + "\n## v1 scope notes\n- Retention in v1 = keep the last N backups per database.\n- GFS rotation is a v2 idea. Object lock is not needed: ops handles bucket versioning.\n"}),
     Q("Which Retention features are in v1?", "Retention",
       [O("Keep last N backups", "Table stakes: prune older dumps"),
        O("GFS rotation", "Daily/weekly/monthly generations"),
        O("Object-lock immutability", "Write-once backups via S3 object lock"),
        O("None for v1", "Defer entire category")], True),
     L("scope", multi("Keep last N backups"), "PROJECT.md limits v1 retention to keep-last-N and rules out the other two."))

call(F, "np-additions", f"{GB}:get-shit-done/workflows/new-project.md#Identify gaps", "filled", NP,
     with_(SHELFIE, {".planning/PROJECT.md": SHELFIE_PROJECT + "\n## Must-haves\n- Import an existing Goodreads library from its CSV export (most users are switching from Goodreads).\n",
                     ".planning/REQUIREMENTS.md": "# v1 Requirements (draft)\n- AUTH-01 sign up with email/password\n- AUTH-02 password reset\n- LIB-01 add a book by ISBN or title search\n- LIB-02 shelves (want / reading / read)\n- FEED-01 friends' activity feed\n"}),
     Q("Any requirements research missed? (Features specific to your vision)", "Additions",
       [O("No, research covered it", "Proceed"), O("Yes, let me add some", "Capture additions")]),
     L("open_floor", typ("Yes - add IMPORT-01: import a Goodreads library from its CSV export (a must-have in PROJECT.md, missing from the draft requirements)."),
       "PROJECT.md lists Goodreads CSV import as a must-have but the draft requirements omit it."))

call(F, "np-additions", f"{GC}:get-shit-done/workflows/new-project.md#Identify gaps", "filled", NP,
     with_(TIDE, {".planning/REQUIREMENTS.md": "# v1 Requirements (draft)\n- CLI-01 config file with database list\n- BAK-01 pg_dump each database, compressed\n- BAK-02 verify dump with pg_restore --list\n- S3-01 upload to S3-compatible bucket\n- RET-01 keep last N backups\n- RES-01 restore a named backup\n- OPS-01 non-zero exit on any failure\n"}),
     Q("Any requirements research missed? (Features specific to your vision)", "Additions",
       [O("No, research covered it", "Proceed"), O("Yes, let me add some", "Capture additions")]),
     L("confirmation", sel("No, research covered it"), "Every item in PROJECT.md's core value and constraints already has a draft requirement."))

call(F, "np-structure", f"{GB}:get-shit-done/workflows/new-project.md#7.5. Project Structure Mode", "prose", NP, SHELFIE,
     Q("How do you want to structure the project?", "Structure",
       [O("Vertical MVP (Recommended)", "Get a working app fast; each phase delivers an end-to-end user capability"),
        O("Horizontal Layers", "Build complete technical layers (DB, API, UI, wiring) and assemble at the end")]),
     L("architecture", sel("Vertical MVP (Recommended)"), "A solo evenings-and-weekends web app whose core value is a fast logging flow fits vertical slices."))

call(F, "np-structure", f"{GB}:get-shit-done/workflows/new-project.md#7.5. Project Structure Mode", "prose", NP,
     {".planning/PROJECT.md": "# Clinic intake portal\n## Team\nFour developers: one DB engineer, two backend, one frontend.\n## Constraint\nThe client must sign off the API contract before any UI work starts (contract milestone M1).\n"},
     Q("How do you want to structure the project?", "Structure",
       [O("Vertical MVP (Recommended)", "Get a working app fast; each phase delivers an end-to-end user capability"),
        O("Horizontal Layers", "Build complete technical layers (DB, API, UI, wiring) and assemble at the end")]),
     L("architecture", sel("Horizontal Layers"), "A four-person team split by layer, with a signed-off API contract before UI work, needs layer-first phases."))

call(F, "np-roadmap", f"{GC}:get-shit-done/workflows/new-project.md#8. Create Roadmap (approval)", "verbatim", NP,
     with_(SHELFIE, {".planning/ROADMAP.md": SHELFIE_ROADMAP.replace("in progress", "planned").replace("complete", "planned")}),
     Q("Does this roadmap structure work for you?", "Roadmap",
       [O("Approve", "Commit and continue"), O("Adjust phases", "Tell me what to change"), O("Review full file", "Show raw ROADMAP.md")]),
     L("confirmation", sel("Approve"), "The proposed phases match PROJECT.md's scope and requirements."))

call(F, "np-roadmap", f"{GB}:get-shit-done/workflows/new-project.md#8. Create Roadmap (approval)", "variant", NP,
     with_(SHELFIE, {".planning/ROADMAP.md": "# Roadmap: Shelfie v1.0 (draft)\n1. Foundation & Auth\n2. Library CRUD\n3. Reading Feed\n4. Sharing & Friends\n5. iOS companion app (SwiftUI)\n"}),
     Q("Does this roadmap structure work for you?", "Roadmap",
       [O("Approve", "Commit and continue"), O("Adjust phases", "Tell me what to change"), O("Review full file", "Show raw ROADMAP.md")]),
     L("confirmation", typ("Adjust phases: drop Phase 5 (iOS companion app) - native mobile is out of scope for v1 per PROJECT.md; keep phases 1-4."),
       "The draft adds a native iOS phase that PROJECT.md rules out for v1, so approving would be wrong."))

call(F, "np-ready", f"{GC}:get-shit-done/references/questioning.md#decision_gate", "verbatim", NP, {},
     Q("I think I understand what you're after. Ready to create PROJECT.md?", "Ready?",
       [O("Create PROJECT.md", "Let's move forward"), O("Keep exploring", "I want to share more / ask me more")]),
     L("confirmation", sel("Create PROJECT.md"), "Affirmative gate; nothing indicates open questions remain."))

call(F, "np-probe", f"{GB}:get-shit-done/references/questioning.md#using_askuserquestion", "filled", NP,
     {".planning/IDEA.md": "# Recipe finder\nSearch should feel instant: results appear as you type, under 200 ms on a normal laptop.\nDataset is small (my ~2,000 saved recipes).\n"},
     Q("Fast how?", "Fast",
       [O("Sub-second response"), O("Handles large datasets"), O("Quick to build"), O("Let me explain")]),
     L("open_floor", sel("Sub-second response"), "IDEA.md defines fast as results under 200 ms on a small dataset."))

call(F, "np-probe", f"{GC}:get-shit-done/references/questioning.md#using_askuserquestion", "verbatim", NP, {},
     Q("Fast how?", "Fast",
       [O("Sub-second response"), O("Handles large datasets"), O("Quick to build"), O("Let me explain")]),
     L("open_floor", person("What the person meant by 'fast' is their own vision; no file records it."),
       "Clarifying the person's vague answer needs the person.", ["about_person"]))

call(F, "np-probe", f"{GC}:get-shit-done/references/questioning.md#using_askuserquestion", "verbatim", NP, {},
     Q("What specifically frustrates you?", "Frustration",
       [O("Too many clicks"), O("Missing features"), O("Unreliable"), O("Let me explain")]),
     L("open_floor", person("Only the person knows what frustrates them about their current tools."),
       "The question is about the person's own experience.", ["about_person"]))

# ---------------------------------------------------------------- discuss-phase
DP3 = "/gsd:discuss-phase 3"
DP2 = "/gsd:discuss-phase 2"

call(F, "dp-context", f"{GC}:get-shit-done/workflows/discuss-phase.md#check_existing", "filled", DP3,
     with_(SHELFIE, {".planning/STATE.md": SHELFIE_STATE + "Note 2026-05-10: user testing changed Phase 3 scope (book clubs must appear in the feed) - re-discuss before planning.\n",
                     ".planning/phases/03-reading-feed/03-CONTEXT.md": "# Phase 3: Reading Feed - Context\nGathered 2026-05-02 (before book clubs were added).\n"}),
     Q("Phase 3 already has context. What do you want to do?", "Context",
       [O("Update it", "Review and revise existing context"), O("View it", "Show me what's there"), O("Skip", "Use existing context as-is")]),
     L("other", sel("Update it"), "STATE.md says the scope changed after the context was gathered and asks for a re-discussion."))

call(F, "dp-plans", f"{GC}:get-shit-done/workflows/discuss-phase.md#check_existing", "filled", DP3, SHELFIE,
     Q("Phase 3 already has 2 plan(s) created without user context. Your decisions here won't affect existing plans unless you replan.", "Plans exist",
       [O("Continue and replan after", "Capture context, then run /gsd:plan-phase 3 to replan"),
        O("View existing plans", "Show plans before deciding"), O("Cancel", "Skip discuss-phase")]),
     L("confirmation", sel("Continue and replan after"), "The discuss phase was run deliberately; capturing context and replanning is the forward path."))

call(F, "dp-resume", f"{GB}:get-shit-done/workflows/discuss-phase.md#check_existing", "filled", DP2, TIDE,
     Q("Found interrupted discussion checkpoint (2 areas completed out of 4). Resume from where you left off?", "Resume",
       [O("Resume", "Load the checkpoint and continue with the remaining areas"),
        O("Start fresh", "Delete the checkpoint and start over")]),
     L("confirmation", sel("Resume"), "Resuming keeps decisions already captured; starting fresh would discard them for no stated reason.", ["destructive"]))

call(F, "dp-areas", f"{GC}:get-shit-done/workflows/discuss-phase.md#present_gray_areas", "filled", DP3, SHELFIE,
     Q("Which areas do you want to discuss for Reading Feed?", "Discuss",
       [O("Layout style", "Cards vs list vs timeline? Information density?"),
        O("Loading behavior", "Infinite scroll or pagination? Pull to refresh?"),
        O("Content ordering", "Chronological, algorithmic, or user choice?"),
        O("Item metadata", "What info per activity? Cover, rating, timestamp?")], True),
     L("scope", multi("Layout style", "Loading behavior", "Content ordering", "Item metadata"),
       "All four gray areas belong to the Reading Feed phase; discuss-phase is the decision phase, so select all relevant."))

call(F, "dp-areas", f"{GC}:get-shit-done/workflows/discuss-phase.md#present_gray_areas", "filled", DP2, TIDE,
     Q("Which areas do you want to discuss for Backup engine?", "Discuss",
       [O("Output format", "JSON, table, or plain text? Verbosity levels?"),
        O("Flag design", "Short flags, long flags, or both? Required vs optional?"),
        O("Progress reporting", "Silent, progress bar, or log lines?"),
        O("Error recovery", "Fail fast, retry, or prompt for action?")], True),
     L("scope", multi("Output format", "Flag design", "Progress reporting", "Error recovery"),
       "All four areas shape the backup engine's CLI behavior in this phase."))

call(F, "dp-areas", f"{GB}:get-shit-done/workflows/discuss-phase.md#present_gray_areas", "filled", DP2, KL,
     Q("Which areas do you want to discuss for Waste logging?", "Discuss",
       [O("Entry flow", "Scan a barcode or pick from a list? (You already have an item picker from Phase 1.)"),
        O("Units", "Grams, portions, or the item's stock unit?"),
        O("Offline behavior", "What happens when the tablet loses wifi mid-entry?"),
        O("Low-stock push alerts", "Notify the owner when waste drops stock below par?")], True),
     L("scope", multi("Entry flow", "Units", "Offline behavior"),
       "Low-stock alerts are Phase 5 in ROADMAP.md; the other three belong to waste logging."))

LAYOUT_Q = Q("How should activity items be displayed in the feed?", "Layout",
             [O("Cards", "Reuses the existing BookCard component - consistent with Library"),
              O("List", "Compact rows, more items per screen"),
              O("Timeline", "Needs a new Timeline component - none exists yet"),
              O("You decide", "Claude's discretion")])

call(F, "dp-layout", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "filled", DP3,
     with_(SHELFIE, ctx("02-library-crud", "# Phase 2: Library CRUD - Context\n<decisions>\n- D-04 (locked): every book display uses the shared BookCard component; no one-off layouts.\n</decisions>\n")),
     LAYOUT_Q,
     L("style", sel("Cards"), "Phase 2 locked BookCard for every book display, so the feed should reuse it."))

call(F, "dp-layout", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "filled", DP3,
     with_(SHELFIE, ctx("02-library-crud", "# Phase 2: Library CRUD - Context\n<decisions>\n- D-04: we abandoned the card grid after the phone test (too tall, two books per screen). Everything is a compact list now.\n</decisions>\n")),
     LAYOUT_Q,
     L("style", sel("List"), "Phase 2 abandoned cards for compact lists after the phone test."))

call(F, "dp-layout", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "filled", DP3,
     SHELFIE, LAYOUT_Q,
     L("delegation", sel("You decide"), "No file records a layout preference and the options are equally valid, so delegate."))

call(F, "dp-loading", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "filled", DP3,
     with_(SHELFIE, ctx("02-library-crud", "# Phase 2: Library CRUD - Context\n<decisions>\n- D-07: infinite scroll is off the table (footer unreachable, screen-reader complaints).\n- D-08: long lists use an explicit 'Load more' button, as in the Library page.\n</decisions>\n")),
     Q("How should more feed items load?", "Loading",
       [O("Infinite scroll", "Load as the reader nears the bottom"), O("Load-more button", "Explicit button under the list"),
        O("Numbered pages", "Classic pagination"), O("You decide", "Claude's discretion")]),
     L("style", sel("Load-more button"), "Infinite scroll was vetoed and the project's convention is an explicit Load more button."))

call(F, "dp-ordering", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "filled", DP3,
     with_(SHELFIE, {".planning/PROJECT.md": SHELFIE_PROJECT + "\n## Principles\n- No algorithmic feeds, ever. Newest first, nothing ranked.\n"}),
     Q("In what order should feed items appear?", "Ordering",
       [O("Chronological (newest first)", "Simple and predictable"), O("Ranked by friends' likes", "Surface popular activity"),
        O("Reader can toggle", "Default chronological with a ranked option"), O("You decide", "Claude's discretion")]),
     L("architecture", sel("Chronological (newest first)"), "PROJECT.md forbids algorithmic ranking: newest first only."))

call(F, "dp-metadata", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "filled", DP3,
     with_(SHELFIE, ctx("02-library-crud", "# Phase 2: Library CRUD - Context\n<decisions>\n- D-11: reviews are private in v1; they never appear outside the owner's library.\n</decisions>\n")),
     Q("What should each feed item show?", "Metadata",
       [O("Cover thumbnail"), O("Star rating"), O("Review excerpt"), O("Timestamp")], True),
     L("scope", multi("Cover thumbnail", "Star rating", "Timestamp"), "Reviews are private in v1, so the review excerpt is excluded; the rest are relevant."))

call(F, "dp-output", f"{GC}:get-shit-done/workflows/discuss-phase.md#discuss_areas", "filled", DP2,
     with_(TIDE, ctx("01-cli-skeleton", "# Phase 1: CLI skeleton - Context\n<decisions>\n- D-03 (locked): every command prints machine-readable JSON by default; humans add --pretty.\n</decisions>\n")),
     Q("Default output format for `tidectl backup run`?", "Output",
       [O("Table (Recommended)", "Human-friendly columns"), O("JSON", "Machine-readable, one object per database"), O("Plain text", "One line per database")]),
     L("style", sel("JSON"), "Locked decision D-03 makes JSON the default output, overriding the recommended table."))

call(F, "dp-flags", f"{GC}:get-shit-done/workflows/discuss-phase.md#discuss_areas", "filled", DP2,
     with_(TIDE, ctx("01-cli-skeleton", "# Phase 1: CLI skeleton - Context\n<decisions>\n- D-05: long flags only (--bucket, --database). We settled on no single-letter flags: cron lines must be self-explanatory.\n</decisions>\n")),
     Q("How should backup flags be spelled?", "Flags",
       [O("Both (-b/--bucket)", "Short and long forms"), O("Long only (--bucket)", "Self-documenting"),
        O("Short only (-b)", "Terse"), O("You decide", "Claude's discretion")]),
     L("style", sel("Long only (--bucket)"), "Phase 1 settled on long flags only."))

call(F, "dp-progress", f"{GC}:get-shit-done/workflows/discuss-phase.md#discuss_areas", "filled", DP2,
     with_(TIDE, {".planning/STATE.md": TIDE_STATE + "Decision (phase 1): logs go to stdout as one JSON line per event; journald collects them.\n"}),
     Q("How should progress be reported while pg_dump runs?", "Progress",
       [O("Silent", "Only print the final result"), O("Progress bar", "Interactive bar on a TTY"),
        O("Structured log lines", "One JSON line per stage"), O("You decide", "Claude's discretion")]),
     L("style", sel("Structured log lines"), "It runs from cron and STATE.md fixes one JSON log line per event; a progress bar has no TTY."))

ERR_OPTS = [O("Fail fast (exit non-zero)", "Stop at the first error"),
            O("Retry 3x with backoff", "Retry transient errors, then exit non-zero"),
            O("Prompt for action", "Ask the operator what to do")]

call(F, "dp-errors", f"{GC}:get-shit-done/workflows/discuss-phase.md#discuss_areas", "filled", DP2,
     with_(TIDE, {".planning/STATE.md": TIDE_STATE + "Decision (agreed in phase 1 discuss): transient network/S3 errors are retried 3x with exponential backoff before failing.\n"}),
     Q("What should happen when a database dump hits a transient error?", "Errors", ERR_OPTS),
     L("architecture", sel("Retry 3x with backoff"), "STATE.md records the agreed retry-with-backoff decision."))

call(F, "dp-errors", f"{GC}:get-shit-done/workflows/discuss-phase.md#discuss_areas", "filled", DP2, TIDE,
     Q("What should happen when a database dump hits a transient error?", "Errors", ERR_OPTS),
     L("architecture", person("Prompting is ruled out (unattended cron), but nothing decides between failing fast and retrying, and there is no 'You decide' option."),
       "Two consequential options remain with no recorded decision."))

call(F, "dp-more", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "filled", DP3, SHELFIE,
     Q("More questions about Layout, or move to next? (Remaining: Loading behavior, Content ordering)", "Layout",
       [O("More questions"), O("Next area")]),
     L("confirmation", sel("Next area"), "The layout questions were answered; moving on progresses the discussion."))

call(F, "dp-done", f"{GC}:get-shit-done/workflows/discuss-phase.md#discuss_areas", "filled", DP3, SHELFIE,
     Q("We've discussed Layout, Loading behavior, Content ordering. Which gray areas remain unclear?", "Done",
       [O("Explore more gray areas"), O("I'm ready for context")]),
     L("confirmation", sel("I'm ready for context"), "The selected areas are covered and no open question is recorded."))

call(F, "dp-done", f"{GB}:get-shit-done/workflows/discuss-phase/modes/default.md#discuss_areas", "variant", DP3,
     with_(SHELFIE, {".planning/ROADMAP.md": SHELFIE_ROADMAP + "**Success criteria:** 1) feed loads under 1s; 2) empty state guides readers who follow nobody; 3) likes update live.\n"}),
     Q("We've discussed Layout, Loading behavior, Content ordering. Which gray areas remain unclear?", "Done",
       [O("Explore more gray areas"), O("I'm ready for context")]),
     L("confirmation", sel("Explore more gray areas"),
       "ROADMAP success criteria include an empty state for readers who follow nobody, which has not been discussed."))

ASSUME_Q = ("Assumptions: (1) feed items are fetched in a server component through Prisma; "
            "(2) live updates use WebSockets; (3) the feed covers the last 30 days. These all look right?")
call(F, "dp-assume", f"{GB}:get-shit-done/workflows/discuss-phase-assumptions.md#present_assumptions", "filled", DP3,
     with_(SHELFIE, {".planning/DECISIONS.md": "- ADR-002: live updates use Server-Sent Events. WebSockets are ruled out on Vercel serverless.\n"}),
     Q(ASSUME_Q, "Assumptions",
       [O("Yes, proceed", "Write CONTEXT.md with these assumptions as decisions"),
        O("Let me correct some", "Select which assumptions to change")]),
     L("confirmation", sel("Let me correct some"), "Assumption 2 (WebSockets) contradicts ADR-002, which chose SSE."))

call(F, "dp-assume", f"{GB}:get-shit-done/workflows/discuss-phase-assumptions.md#present_assumptions", "filled", DP3,
     with_(SHELFIE, {".planning/DECISIONS.md": "- ADR-002: live updates use WebSockets via Pusher (managed), fine on Vercel.\n- ADR-003: feed window is 30 days.\n"}),
     Q(ASSUME_Q, "Assumptions",
       [O("Yes, proceed", "Write CONTEXT.md with these assumptions as decisions"),
        O("Let me correct some", "Select which assumptions to change")]),
     L("confirmation", sel("Yes, proceed"), "All three assumptions match the recorded decisions."))

call(F, "dp-correct", f"{GB}:get-shit-done/workflows/discuss-phase-assumptions.md#correct_assumptions", "filled", DP3,
     with_(SHELFIE, {".planning/DECISIONS.md": "- ADR-002: live updates use Server-Sent Events. WebSockets are ruled out on Vercel serverless.\n- ADR-003: the feed shows 14 days, not 30 (Neon free-tier query limits).\n"}),
     Q("Which assumptions need correcting?", "Corrections",
       [O("Feed fetched in a server component via Prisma", "If wrong: data fetching moves client-side"),
        O("Live updates use WebSockets", "If wrong: transport and hosting change"),
        O("Feed covers the last 30 days", "If wrong: query window and indexes change")], True),
     L("scope", multi("Live updates use WebSockets", "Feed covers the last 30 days"),
       "ADR-002 and ADR-003 contradict assumptions 2 and 3; assumption 1 stands."))

call(F, "dp-correct", f"{GB}:get-shit-done/workflows/discuss-phase-assumptions.md#correct_assumptions", "filled", DP3,
     with_(SHELFIE, {".planning/DECISIONS.md": "- ADR-002: live updates use Server-Sent Events. WebSockets are ruled out on Vercel serverless.\n"}),
     Q("What should we do instead for: Live updates use WebSockets?", "Live",
       [O("Server-Sent Events (Recommended)", "One-way stream from a route handler"),
        O("Poll every 30 seconds", "No streaming infrastructure"),
        O("Managed socket service", "Add a third-party realtime provider")]),
     L("architecture", sel("Server-Sent Events (Recommended)"), "ADR-002 already chose SSE."))

call(F, "dp-todos", f"{GB}:get-shit-done/workflows/discuss-phase.md#cross_reference_todos", "filled", DP3, SHELFIE,
     Q("These pending todos match Phase 3. Which should be folded into its scope?", "Todos",
       [O("Feed should hide private shelves", "area: feed - score 0.82"),
        O("Add dark mode toggle", "area: ui - score 0.41"),
        O("Rate-limit the Goodreads import endpoint", "area: api - score 0.40")], True),
     L("scope", multi("Feed should hide private shelves"), "Only the private-shelves todo belongs to the Reading Feed phase; the others are other areas."))

call(F, "dp-advisor", f"{GB}:get-shit-done/workflows/discuss-phase/modes/advisor.md#discuss_areas", "filled", DP3,
     with_(SHELFIE, {".planning/DECISIONS.md": "- ADR-002 (accepted): Server-Sent Events for live updates. WebSockets are off the table on Vercel serverless; polling was judged too chatty.\n"}),
     Q("Which approach for Live updates?", "Live updates",
       [O("WebSockets", "Bidirectional; needs a long-lived server"), O("Server-Sent Events", "One-way stream; works with route handlers"),
        O("Polling", "Simple; more requests")]),
     L("architecture", sel("Server-Sent Events"), "ADR-002 accepted SSE and ruled out the alternatives."))

AUTO = "/gsd:autonomous --from 3"
call(F, "dp-smart", f"{GB}:get-shit-done/references/autonomous-smart-discuss.md#Sub-step 4", "filled", AUTO,
     with_(SHELFIE, {".planning/PROJECT.md": SHELFIE_PROJECT + "\n## Principles\n- No algorithmic feeds, ever. Newest first.\n"}),
     Q("Accept these answers for Feed Layout? Q1 display: Cards (reuses BookCard). Q2 order: Most-liked first.", "Area 1/3",
       [O("Accept all"), O("Change Q1"), O("Change Q2"), O("Discuss deeper")]),
     L("other", sel("Change Q2"), "Q2's 'most-liked first' contradicts PROJECT.md's no-algorithmic-feed principle; Q1 is fine."))

call(F, "dp-smart", f"{GB}:get-shit-done/references/autonomous-smart-discuss.md#On Change QN", "filled", AUTO,
     with_(SHELFIE, {".planning/PROJECT.md": SHELFIE_PROJECT + "\n## Principles\n- No algorithmic feeds, ever. Newest first.\n"}),
     Q("Q2: In what order should feed items appear?", "Feed Layout",
       [O("Chronological (newest first)"), O("Most-liked first"), O("You decide", "Claude's discretion")]),
     L("architecture", sel("Chronological (newest first)"), "PROJECT.md mandates newest first."))

call(F, "dp-smart", f"{GB}:get-shit-done/references/autonomous-smart-discuss.md#Sub-step 4", "filled", AUTO,
     with_(SHELFIE, ctx("02-library-crud", "# Phase 2 - Context\n<decisions>\n- D-04: book displays use BookCard.\n- D-09: lists are newest first.\n</decisions>\n")),
     Q("Accept these answers for Feed Layout? Q1 display: Cards (reuses BookCard). Q2 order: Chronological, newest first.", "Area 1/3",
       [O("Accept all"), O("Change Q1"), O("Change Q2"), O("Discuss deeper")]),
     L("confirmation", sel("Accept all"), "Both recommended answers match the Phase 2 decisions."))
