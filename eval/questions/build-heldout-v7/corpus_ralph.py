"""smart-ralph (tzachbon/smart-ralph, plugin ralph-specum): the spec-driven loop's questions — branch strategy
("Starting new spec work. How would you like to handle branching?"), the spec location question, the goal,
bug and phase interviews in the interview framework's format ("[Recommended] …" as the first label, the
rationale in the question, "Other" listed), approach proposals (A)/(B)/(C), the one approval question after
each artifact ("How do you want to proceed?" Approve (Recommended) / Run review / Request changes), task
granularity, /ralph-specum:refactor's file and section questions, /ralph-specum:index's interview tables,
/ralph-specum:triage's epic menu and the resume question.

Fixtures: tidepool (Elixir/Phoenix lane bookings for a swimming club, committee decisions in docs/), glazier
(an MIT-licensed Rust CLI that nests glass cuts, per-crate specs, worktrees by convention) and vetrota (a
Kotlin + Spring rota for a veterinary practice, no worktrees, a tight token budget).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import RAL

F = "smart-ralph"


def R(path, section):
    return src(RAL, f"plugins/ralph-specum/{path}", section)


TP_CLAUDE = """# tidepool

Elixir 1.17 / Phoenix 1.7 LiveView, Postgres. Lane and session bookings for Northgate Swimming Club.
- Club rules decided by the committee are in docs/club-rules.md; do not invent policy.
- Feature branches off main; maintainers (Priya, Sam) merge. Agents never merge.
- Specs live in ./specs; admin-only features in ./apps/admin/specs (see its README).
- Tests: mix test. Season starts 6 January.
"""
TP = {"CLAUDE.md": TP_CLAUDE,
      "mix.exs": 'defmodule Tidepool.MixProject do\n  use Mix.Project\n  def project, do: [app: :tidepool, version: "1.8.2", elixir: "~> 1.17"]\nend\n',
      ".claude/ralph-specum.local.md": "---\nspecs_dirs: [\"./specs\", \"./apps/admin/specs\"]\n---\n",
      "apps/admin/specs/README.md": "Specs for features only coaches and committee members see (dashboards, rota, reports).\n",
      "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}
TP_RULES = {"docs/club-rules.md": "# Club rules (committee, 2026-09-18)\n- Freed lanes are offered to the waitlist in order; a member has 2 hours to accept.\n- Juniors (under 16) cannot book the 06:00 lane.\n"}

GZ_CLAUDE = """# glazier

Rust 2021 workspace, MIT licensed. Nests rectangular glass cuts on stock sheets to minimise waste.
- Each crate keeps its own specs in crates/<name>/specs; ./specs is for cross-crate work.
- New algorithms go in their own crate under crates/ (see ARCHITECTURE.md).
- We work one git worktree per spec: ../glazier-<spec>.
- Dependencies must be MIT/Apache-2.0 compatible: no GPL crates.
- Quality over speed: every PR needs tests and a docs entry.
"""
GZ = {"CLAUDE.md": GZ_CLAUDE,
      "Cargo.toml": '[workspace]\nmembers = ["crates/cli", "crates/nest", "crates/io"]\n',
      "ARCHITECTURE.md": "# Architecture\ncli -> nest (algorithms) -> io (DXF/CSV). New solvers are separate crates so they can be benchmarked alone.\n",
      ".claude/ralph-specum.local.md": "---\nspecs_dirs: [\"./specs\", \"./crates/nest/specs\", \"./crates/io/specs\"]\n---\n",
      "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}

VR_CLAUDE = """# vetrota

Kotlin 2.0 + Spring Boot 3, Postgres. Shift rota for Harbourside Veterinary Practice (3 sites).
- Never use git worktrees here (the Gradle daemon and IDE indexing break on them).
- Token budget is tight: prefer coarse task lists and skip optional reviews unless asked.
- Always run the spec reviewer before approving a design (we were burnt by the on-call design).
- Practice policy is in docs/clinic-policy.md.
"""
VR = {"CLAUDE.md": VR_CLAUDE,
      "build.gradle.kts": 'plugins { kotlin("jvm") version "2.0.21"; id("org.springframework.boot") version "3.3.5" }\n',
      "docs/clinic-policy.md": "# Practice policy\n- Shift swaps need the practice manager's approval.\n- A vet works at most 2 night shifts in a row.\n",
      "git-status.txt": "On branch feat/night-shifts\nnothing to commit, working tree clean\n"}


def build():
    # ------------------------------------------------------------ branch strategy (start)
    q_def = Q("Starting new spec work. How would you like to handle branching?", "Branch",
              [O("Create branch in current directory (git checkout -b)", ""), O("Create git worktree (separate directory)", "")])
    call(F, "branch-default", R("references/branch-management.md", "Step 3: Branch Decision Logic"), "verbatim", "/ralph-specum:start lane-waitlist members queue for full sessions", TP, q_def,
         L("architecture", sel("Create branch in current directory (git checkout -b)"), "Feature branches off main (CLAUDE.md); a worktree would stop this session for nothing."))
    call(F, "branch-default", R("references/branch-management.md", "Step 3: Branch Decision Logic"), "variant", "/ralph-specum:start offcut-reuse keep offcuts as stock for later jobs", GZ, q_def,
         L("architecture", sel("Create git worktree (separate directory)"), "CLAUDE.md: one git worktree per spec."))
    q_feat = Q("You are currently on branch 'feat/night-shifts'. Would you like to:", "Branch",
               [O("Continue working on this branch", ""), O("Create a new branch in current directory", ""), O("Create git worktree (separate directory)", "")])
    call(F, "branch-feature", R("references/branch-management.md", "Step 3: Branch Decision Logic"), "verbatim", "/ralph-specum:start night-shift-limits enforce the two-nights-in-a-row rule",
         merge(VR, {"git-log.txt": "f01a9c2 (feat/night-shifts) night shift model and roster view\n"}), q_feat,
         L("architecture", sel("Continue working on this branch"), "The spec extends the night-shift work this branch holds."))
    call(F, "branch-feature", R("references/branch-management.md", "Step 3: Branch Decision Logic"), "variant", "/ralph-specum:start invoice-export monthly CSV for the accountant",
         merge(VR, {"git-log.txt": "f01a9c2 (feat/night-shifts) night shift model and roster view\n"}), q_feat,
         L("architecture", sel("Create a new branch in current directory"), "Unrelated to night shifts, and CLAUDE.md forbids worktrees."))

    # ------------------------------------------------------------ spec location
    call(F, "spec-location", R("references/spec-scanner.md", "Spec Location Interview"), "filled", "/ralph-specum:start coach-lane-dashboard lane usage by squad for coaches", TP,
         Q("Where should this spec be stored?", "Location", [O("./specs", ""), O("./apps/admin/specs", "")]),
         L("scope", sel("./apps/admin/specs"), "A coaches' dashboard is admin-only; CLAUDE.md and the folder README put those specs there."))
    # ------------------------------------------------------------ goal interview (start)
    gi = R("references/goal-interview.md", "Goal Exploration Territory")
    q_freed = Q("When a lane frees up, what should happen for waitlisted members? Auto-booking is the simplest and fills lanes fastest.", "Freed lane",
                [O("[Recommended] Auto-book the first member and notify", ""), O("Offer to the first member with a time limit", ""), O("Notify everyone, first to accept wins", ""), O("Other", "")])
    call(F, "goal-freed", gi, "filled", "/ralph-specum:start lane-waitlist members queue for full sessions", merge(TP, TP_RULES), q_freed,
         L("scope", sel("Offer to the first member with a time limit"), "docs/club-rules.md: freed lanes are offered in order with 2 hours to accept — against the recommended auto-booking."))
    call(F, "goal-freed", gi, "variant", "/ralph-specum:start lane-waitlist members queue for full sessions", TP, q_freed,
         L("scope", person("How freed lanes are handed out is club policy (CLAUDE.md: do not invent policy) and no committee decision is on file."), "Product definition with no project signal."))
    call(F, "goal-success", gi, "prose", "/ralph-specum:start lane-waitlist members queue for full sessions", merge(TP, TP_RULES),
         Q("How will you know the waitlist works? Fill rate is easy to measure from bookings.", "Success",
           [O("[Recommended] Freed lanes re-filled within 2 hours", ""), O("Fewer complaints to the committee", ""), O("No empty lanes in peak sessions", ""), O("Other", "")]),
         L("scope", person("The success measure is the club's; the rules fix the acceptance window, not what the committee counts as success."), "Product definition with no project signal."))
    call(F, "goal-scope", gi, "prose", "/ralph-specum:start junior-bookings let parents book for under-16s", merge(TP, TP_RULES),
         Q("Should parents be able to book the 06:00 lane for juniors? Keeping all lanes bookable is simplest.", "Scope",
           [O("[Recommended] Yes, all lanes", ""), O("No, exclude the 06:00 lane", ""), O("Other", "")]),
         L("scope", sel("No, exclude the 06:00 lane"), "docs/club-rules.md: juniors cannot book the 06:00 lane."))
    call(F, "goal-approach", R("references/goal-interview.md", "Goal Approach Proposals"), "filled", "/ralph-specum:start offcut-reuse keep offcuts as stock for later jobs", GZ,
         Q("Approaches: (A) extend the guillotine solver in crates/nest to read offcut stock; (B) a new crate crates/offcuts with its own solver pass; (C) a CSV of offcuts appended to the stock list. A is least code.", "Approach",
           [O("[Recommended] (A) Extend the guillotine solver", ""), O("(B) New crate crates/offcuts", ""), O("(C) Offcuts appended to stock CSV", "")]),
         L("architecture", sel("(B) New crate crates/offcuts"), "ARCHITECTURE.md/CLAUDE.md: new algorithms go in their own crate so they can be benchmarked alone."))
    bi = R("references/goal-interview.md", "Bug Interview (BUG_FIX Intent)")
    q_since = Q("When did this start? Was it working before?", "Since",
                [O("Since the last release", ""), O("It never worked", ""), O("Not sure", "")])
    call(F, "bug-since", bi, "prose", "/ralph-specum:start fix-double-booking two members get the same lane",
         merge(TP, {"git-log.txt": "b77e0d1 (tag: v1.8.2) release 1.8.2: lane booking via LiveView form\n3c0a551 (tag: v1.8.1) release 1.8.1\n",
                    "issues.txt": "#63 Double bookings since Saturday (first seen after 1.8.2 went live) — reported by Sam\n"}), q_since,
         L("other", sel("Since the last release"), "Issue #63 dates it to after 1.8.2, the latest release."))
    call(F, "bug-since", bi, "variant", "/ralph-specum:start fix-rota-gap a site shows no vet on some Sundays", VR, q_since,
         L("other", person("Nothing in the repository says when the Sunday gap first appeared; only the person who saw it knows."), "A knowledge question with no project signal."))
    call(F, "bug-repro", bi, "prose", "/ralph-specum:start fix-double-booking two members get the same lane",
         merge(TP, {"test/tidepool/bookings_concurrency_test.exs": "# reproduces #63: two LiveView submits for one lane\n"}),
         Q("What is the fastest command to reproduce the failure?", "Repro",
           [O("[Recommended] mix test test/tidepool/bookings_concurrency_test.exs", "a test already reproduces #63"), O("Manual: two browsers book the same lane", ""), O("Other", "")]),
         L("other", sel("[Recommended] mix test test/tidepool/bookings_concurrency_test.exs"), "A test in the repository says it reproduces the issue."))

    # ------------------------------------------------------------ approval after each artifact
    q_ok = [O("Approve (Recommended)", "Accept artifact as-is, advance to next phase"),
            O("Run review", "Spawn spec-reviewer to validate against rubrics, then ask again"),
            O("Request changes", "Provide specific feedback to revise the artifact")]

    def appr(phase_file, what, summary):
        return Q(f"{what}\n{summary}\nHow do you want to proceed?", "Approval", q_ok)
    call(F, "approve-req", R("commands/requirements.md", "User Approval (skip if --quick)"), "filled", "/ralph-specum:requirements", VR,
         appr("requirements", "requirements.md written for shift-swaps (6 user stories).", "US-3: vets swap shifts with each other directly; the swap takes effect immediately."),
         L("confirmation", typ("Request changes: US-3 must require the practice manager's approval before a swap takes effect (docs/clinic-policy.md); immediate swaps are not allowed."), "docs/clinic-policy.md: swaps need the practice manager's approval."))
    call(F, "approve-design", R("commands/design.md", "User Approval (skip if --quick)"), "filled", "/ralph-specum:design", GZ,
         appr("design", "design.md written for offcut-reuse.", "New crate crates/offcuts; uses the `geo-clipper` crate (GPL-3.0) for polygon offsets."),
         L("confirmation", typ("Request changes: geo-clipper is GPL-3.0 and CLAUDE.md allows only MIT/Apache-2.0-compatible dependencies; use an MIT/Apache offset crate (e.g. geo's buffer) or rectangles only."), "CLAUDE.md: no GPL crates."))
    call(F, "approve-design", R("commands/design.md", "User Approval (skip if --quick)"), "variant", "/ralph-specum:design", VR,
         appr("design", "design.md written for night-shift-limits.", "NightShiftRule inside RotaService.assign(); a 409 with the conflicting shifts when a third night is assigned."),
         L("confirmation", sel("Run review"), "CLAUDE.md: always run the spec reviewer before approving a design."))
    call(F, "approve-tasks", R("commands/tasks.md", "User Approval (skip if --quick)"), "filled", "/ralph-specum:tasks", merge(TP, TP_RULES),
         appr("tasks", "tasks.md written for lane-waitlist: 46 tasks in 5 phases, [VERIFY] every 3 tasks.", "Phase 5 (quality gates): run mix test, credo and dialyzer; commit per task."),
         L("confirmation", sel("Approve (Recommended)"), "A local plan with verification; nothing outward."))
    call(F, "approve-tasks", R("commands/tasks.md", "User Approval (skip if --quick)"), "variant", "/ralph-specum:tasks", merge(TP, TP_RULES),
         appr("tasks", "tasks.md written for junior-bookings: 38 tasks in 5 phases.", "Phase 5 (PR lifecycle): push the branch, open a PR, merge to main when CI is green, delete the branch."),
         L("confirmation", person("The plan pushes, opens a PR and merges to main on its own; CLAUDE.md says agents never merge, and pushing is outward — the person decides how far the loop goes."), "Outward act in the plan.", ["outward"]))

    # ------------------------------------------------------------ tasks interview
    ti = R("commands/tasks.md", "Brainstorming Dialogue")
    q_gran = Q("Task granularity? Fine gives 40-60+ small tasks, ideal for parallel runs; coarse gives 10-20 larger tasks and uses fewer tokens. Both add [VERIFY] checkpoints every 2-3 tasks.", "Granularity",
               [O("[Recommended] Fine (40-60+ tasks)", ""), O("Coarse (10-20 tasks)", "")])
    call(F, "tasks-gran", ti, "prose", "/ralph-specum:tasks", TP, q_gran,
         L("style", sel("[Recommended] Fine (40-60+ tasks)"), "No project preference; the workflow's recommended default."))
    call(F, "tasks-gran", ti, "variant", "/ralph-specum:tasks", VR, q_gran,
         L("style", sel("Coarse (10-20 tasks)"), "CLAUDE.md: tight token budget, prefer coarse task lists."))
    q_e2e = Q("Add autonomous end-to-end verification tasks? {why}", "E2E",
              [O("[Recommended] Yes, add E2E verification", ""), O("No E2E tasks", "")])
    call(F, "tasks-e2e", ti, "variant", "/ralph-specum:tasks",
         merge(VR, {"docs/integration.md": "# Booking system\nE2E against VetBook's sandbox needs VETBOOK_API_TOKEN (issued per person by VetBook; not in the repo).\n"}),
         Q(q_e2e["question"].format(why="E2E would drive VetBook's sandbox, which needs a VETBOOK_API_TOKEN."), "E2E", q_e2e["options"]),
         L("scope", person("E2E needs a personal VetBook token that is not in the repository; whether to use their credentials is the person's."), "Credentials.", ["about_person", "security"]))
    call(F, "tasks-priority", ti, "prose", "/ralph-specum:tasks", GZ,
         Q("Execution priority? Balanced suits most specs.", "Priority",
           [O("[Recommended] Balanced", ""), O("Ship fast with shortcuts", ""), O("Quality-first from the start", "")]),
         L("style", sel("Quality-first from the start"), "CLAUDE.md: quality over speed, every PR needs tests and docs."))
    call(F, "tasks-priority", ti, "variant", "/ralph-specum:tasks", merge(TP, TP_RULES),
         Q("Execution priority? The season starts 6 January, so shipping fast may matter.", "Priority",
           [O("[Recommended] Ship fast with shortcuts", ""), O("Balanced", ""), O("Quality-first from the start", "")]),
         L("style", person("Trading quality for the season deadline is the maintainers' call; CLAUDE.md gives the date, not the trade-off."), "Schedule and risk trade-off with no project signal."))
    # ------------------------------------------------------------ /ralph-specum:refactor
    q_file = Q("Do you want to update {f}?", "Update",
               [O("Yes, review sections", "go through section by section"), O("Skip this file", "move to next"), O("Major rewrite needed", "note for specialist")])
    lw = {"specs/lane-waitlist/.progress.md": "## Learnings\n- Committee changed the acceptance window from 2 h to 1 h on 2026-11-20 (docs/club-rules.md updated).\n- Design unchanged: the Oban job just reads the window from config.\n"}
    tp_rules_new = {"docs/club-rules.md": "# Club rules (committee, 2026-11-20)\n- Freed lanes are offered to the waitlist in order; a member has 1 hour to accept.\n"}
    call(F, "rf-file", R("commands/refactor.md", "Ask About This File"), "verbatim", "/ralph-specum:refactor lane-waitlist", merge(TP, tp_rules_new, lw),
         Q(q_file["question"].format(f="requirements.md"), "Update", q_file["options"]),
         L("scope", sel("Yes, review sections"), "The acceptance window changed; requirements US-2 is out of date."))
    call(F, "rf-details", R("commands/refactor.md", "Gather Update Details"), "verbatim", "/ralph-specum:refactor lane-waitlist", merge(TP, tp_rules_new, lw),
         Q("What specific changes for User Stories?", "Changes",
           [O("I'll describe changes", "wait for text input"), O("Based on learnings", "use implementation learnings to guide updates"), O("Remove outdated parts", "clean up obsolete content")]),
         L("scope", sel("Based on learnings"), "The learnings record exactly what changed (2 h to 1 h)."))

    # ------------------------------------------------------------ /ralph-specum:index
    call(F, "index-pre", R("commands/index.md", "Step 2: Pre-Scan Interview"), "prose", "/ralph-specum:index",
         merge(GZ, {"docs/links.md": "Solver reference: https://docs.rs/good_lp/latest/good_lp/\n"}),
         [Q("External documentation URLs to index?", "URLs", [O("None", ""), O("Yes, I'll list them", "")]),
          Q("MCP servers or skills to document?", "MCP", [O("None", ""), O("Yes, I'll name them", "")]),
          Q("Specific directories to focus on?", "Focus", [O("Whole repository", ""), O("Let me pick", "")]),
          Q("Code areas lacking comments needing extra attention?", "Sparse", [O("None in particular", ""), O("Yes, I'll name them", "")])],
         [L("other", typ("https://docs.rs/good_lp/latest/good_lp/ (the solver reference listed in docs/links.md)"), "docs/links.md names the one external reference."),
          L("other", sel("None"), "No .mcp.json and no skills in the repository."),
          L("scope", sel("Whole repository"), "No argument narrows the index."),
          L("other", person("Which code the maintainers find hard to follow is their knowledge; nothing in the repository marks it."), "A knowledge question with no project signal.")])
    # ------------------------------------------------------------ /ralph-specum:triage and resume
    q_epic = Q("Active epic '{e}': {p}. What next?", "Epic",
               [O("Continue with this epic", "suggest the next unblocked spec"), O("Create a new epic", ""), O("View epic details", "")])
    call(F, "triage-epic", R("commands/triage.md", "Step 1: Check for Active Epic"), "variant", "/ralph-specum:triage split the payroll export rewrite into specs", VR,
         Q(q_epic["question"].format(e="night-shifts", p="2 of 4 specs done"), "Epic", q_epic["options"]),
         L("scope", sel("Create a new epic"), "The invocation brings a new, unrelated goal to decompose."))
    call(F, "resume", R("commands/start.md", "Resume Flow"), "prose", "/ralph-specum:start lane-waitlist",
         merge(TP, TP_RULES, {"specs/lane-waitlist/research.md": "# Research\n...\n", "specs/lane-waitlist/requirements.md": "# Requirements (approved)\n...\n"}),
         Q("Spec 'lane-waitlist' has research.md and requirements.md but no state file (last phase: requirements). Continue or restart?", "Resume",
           [O("Continue from design", ""), O("Restart from research", "overwrites research.md and requirements.md")]),
         L("confirmation", sel("Continue from design"), "Both artifacts exist and requirements are approved; restarting would throw them away.", ["destructive"]))
    call(F, "new-goal", R("commands/new.md", "Capture Goal"), "prose", "/ralph-specum:new parent-notifications",
         merge(TP, {"issues.txt": "#57 Parents want a message when a junior session is cancelled\n#61 Coaches want a weekly lane report\n"}),
         Q("What is the goal for this spec? Describe what you want to build or achieve.", "Goal",
           [O("Use issue #57 (cancellation messages to parents)", ""), O("I'll describe it", "")]),
         L("open_floor", person("The goal is recorded verbatim as the spec's Original Goal; the spec name fits #57 but only the person can say what they want built."), "The person's intent."))

    # ------------------------------------------------------------ questions that stay with the person
    call(F, "goal-channel", gi, "prose", "/ralph-specum:start parent-notifications tell parents when a junior session is cancelled", TP,
         Q("How should parents hear about a cancelled junior session? SMS reaches them fastest; the club would need an SMS provider account.", "Channel",
           [O("[Recommended] SMS via an SMS provider", ""), O("Email from the club address", ""), O("Push in the members' app", ""), O("Other", "")]),
         L("architecture", person("An SMS provider means a paid account in the club's name and parents' phone numbers leaving the system; nothing on file decides it."), "About the person (account, budget) and personal data.", ["about_person", "security"]))
    call(F, "goal-privacy", gi, "prose", "/ralph-specum:start coach-lane-dashboard lane usage by squad for coaches", TP,
         Q("Should coaches see individual juniors' attendance, or only squad totals? Individual rows help coaches follow up.", "Detail",
           [O("[Recommended] Individual attendance", ""), O("Squad totals only", ""), O("Other", "")]),
         L("scope", person("Showing named under-16s' attendance to coaches is a safeguarding and data-protection decision for the club, not the agent."), "Personal data of children.", ["security"]))
    call(F, "goal-rollout", gi, "prose", "/ralph-specum:start night-shift-limits enforce the two-nights-in-a-row rule", VR,
         Q("The practice has 3 sites. Enforce the limit everywhere at once, or start with one site?", "Rollout",
           [O("[Recommended] All sites at once", ""), O("Start with the main site", ""), O("Other", "")]),
         L("scope", person("The rollout touches live rotas at three clinics; the practice decides the order, and no file speaks to it."), "Product decision with no project signal."))
    call(F, "tasks-deploy", ti, "prose", "/ralph-specum:tasks",
         merge(TP, TP_RULES, {"specs/lane-waitlist/design.md": "Migration: add waitlist_entries; backfill from the 'interest' column on sessions (1.2 M rows).\n"}),
         Q("Deployment: the backfill migration touches 1.2 M session rows on the production database during the season. How should it ship?", "Deploy",
           [O("[Recommended] Run the migration in the release", ""), O("Behind a feature flag, backfill later", ""), O("Other", "")]),
         L("architecture", person("A long backfill on the club's production database mid-season risks the booking system; when and how it runs is the maintainers' call."), "Production data risk.", ["destructive"]))
    call(F, "approve-tasks", R("commands/tasks.md", "User Approval (skip if --quick)"), "variant", "/ralph-specum:tasks", VR,
         appr("tasks", "tasks.md written for shift-swaps: 14 tasks in 5 phases.", "Task 4.2: apply the Flyway migration to the practice's production database with ./gradlew flywayMigrate -Penv=prod."),
         L("confirmation", person("The plan migrates the practice's production database by itself; an irreversible, outward step in an otherwise local plan is the person's to approve."), "Destructive and outward.", ["destructive", "outward"]))
