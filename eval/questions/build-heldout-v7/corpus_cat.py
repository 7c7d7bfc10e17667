"""cat (cowwoc/cat, the CAT planning plugin): its commands spell every AskUserQuestion out as header, question
and options — /cat:add (what to add, task type, "{best_match} (Recommended)" version, the three-question scope
call, task size, multiSelect acceptance criteria), /cat:remove (intent, task pick, completed-task and dependency
warnings, final confirmation), /cat:work (coverage gate, "Decompose into subtasks (Recommended)", the approach
wizard, execution and verification failures, the stakeholder review gate, "✓ Approve and merge / ✏️ Request
changes / ✗ Abort"), /cat:init (worktree push, project type, state, version gates, research), /cat:config
(menu, trust, verify, cleanup) and /cat:research (target version, approach, drill-down).

Commands are cited by their `<step name="…">` blocks, the files' own sections. Headers longer than 12 characters
("Suggested Version", "Acceptance Criteria", "Dependency Warning", "Confirm Removal") are shortened.

Fixtures: hopyard (Java 21 + Maven hop-stock inventory for a brewery co-op, CAT planning in .claude/cat/, docs
required), stitchboard (a solo Rails app for a quilting guild's events) and orbitlab (C++/CMake pass scheduler
for a university ground station: the PI approves merges, whole-project verification, worktrees kept).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import CAT

F = "cat"


def C(cmd, step):
    return src(CAT, f"plugin/commands/{cmd}.md", f"step: {step}")


HY_CLAUDE = """# hopyard

Java 21, Maven, Spring Boot. Hop stock, contracts and brew reservations for the Fenland Brewers' Co-op.
- Every feature ships with tests and a page in docs/ (the co-op's brewers read them); no regressions allowed.
- We use Lombok @Value DTOs, not records: two consumers still run Java 11 clients generated from them.
- Variety codes are generated into 14 files; a code rename lands as one atomic commit.
"""
HY_ROADMAP = """# Roadmap
- v1.0 Stock ledger — completed
- v1.1 Brew reservations — frozen for the January release: bug fixes only
- v1.2 Supplier integrations (Hopfen AG, Yakima Chief) — pending
"""
HY = {"CLAUDE.md": HY_CLAUDE, ".claude/cat/ROADMAP.md": HY_ROADMAP,
      ".claude/cat/cat-config.json": '{"trust": "medium", "verify": "changed", "curiosity": "low", "patience": "high"}',
      "pom.xml": "<project><groupId>coop.fenland</groupId><artifactId>hopyard</artifactId><version>1.1.4</version></project>\n",
      "docs/suppliers.md": "# Suppliers\nHopfen AG: REST API only (the CSV feed was discontinued in 2026). Yakima Chief: REST API.\n"}
SB = {"CLAUDE.md": "# stitchboard\n\nRails 7.2, SQLite. Events and sign-ups for the Wensley Quilting Guild. I maintain it alone.\n- No docs site; the README covers setup only.\n- I review every diff myself before it is merged.\n",
      "Gemfile": "source 'https://rubygems.org'\ngem 'rails', '~> 7.2'\n",
      ".claude/cat/cat-config.json": '{"trust": "low", "verify": "changed"}'}
OL_CLAUDE = """# orbitlab

C++20, CMake. Pass scheduling for the university ground station (UHF/S-band).
- Merges to main need the PI's (Dr. Okafor) approval; the flight-ops dashboard builds from the main worktree.
- Do not change git configuration in this repository.
- Always build and test the whole project: header changes ripple through every module.
- Keep task worktrees after completion; flight-ops audits inspect them.
- Token budget is limited: no bulk research runs.
"""
OL = {"CLAUDE.md": OL_CLAUDE, "CMakeLists.txt": "cmake_minimum_required(VERSION 3.25)\nproject(orbitlab CXX)\n",
      ".claude/cat/cat-config.json": '{"trust": "low", "verify": "changed"}',
      "docs/PROJECT.md": "# orbitlab\nConstraints: self-hosted only (university network, no SaaS); open-source licences.\n"}


def build():
    # ------------------------------------------------------------ /cat:add
    call(F, "add-what", C("add", "select_type"), "verbatim", "/cat:add", HY,
         Q("What would you like to add?", "Add What?",
           [O("Task", "Add a task to an existing minor version"), O("Patch version", "Add a patch version to an existing minor"),
            O("Minor version", "Add a minor version to an existing major"), O("Major version", "Add a new major version")]),
         L("scope", person("/cat:add with no description; what the person wants to add to the plan only they know."), "The person's intent."))
    q_type = Q("What type of work is this?", "Task Type",
               [O("Feature", "Add new functionality"), O("Bugfix", "Fix a problem"), O("Refactor", "Improve code structure"), O("Performance", "Improve speed/efficiency")])
    q_ver = Q("Based on your task description, I recommend adding this to version {best} ({why}). Which version should this task be added to?", "Version",
              [O("{best} (Recommended)", ""), O("{second}", ""), O("Show all versions", "See complete list"), O("Create new minor", "This doesn't fit existing versions")])

    def ver(best, why, second, d_best, d_second):
        return Q(q_ver["question"].format(best=best, why=why), "Version",
                 [O(f"{best} (Recommended)", d_best), O(second, d_second), O("Show all versions", "See complete list"), O("Create new minor", "This doesn't fit existing versions")])
    call(F, "add-version", C("add", "task_suggest_version"), "filled", "/cat:add pull Hopfen AG contract prices through their API", HY,
         ver("v1.2", "supplier integrations", "v1.1", "Supplier integrations", "Brew reservations"),
         L("scope", sel("v1.2 (Recommended)"), "ROADMAP: v1.2 is supplier integrations and pending."))
    call(F, "add-version", C("add", "task_suggest_version"), "variant", "/cat:add let brewers hold a reservation for a week before paying", HY,
         ver("v1.1", "brew reservations", "v1.2", "Brew reservations", "Supplier integrations"),
         L("scope", sel("Create new minor"), "v1.1 is frozen (bug fixes only) and v1.2 is about suppliers; a reservation feature fits neither."))
    q_scope3 = [Q("How many files will this task likely touch?", "Scope",
                  [O("1-2 files", "Very focused change"), O("3-5 files", "Moderate scope"), O("6+ files", "Broad change - consider splitting")]),
                Q("Does this task depend on other tasks completing first?", "Dependencies",
                  [O("No dependencies", "Can start immediately"), O("Yes, select dependencies", "Show task list to choose from")]),
                Q("Does this task block any existing tasks?", "Blocks",
                  [O("No, doesn't block anything", "Continue without blockers"), O("Yes, select blocked tasks", "Show task list to choose from")])]
    call(F, "add-scope", C("add", "task_discuss"), "verbatim", "/cat:add rename variety codes to the IHGC scheme",
         merge(HY, {"grep-variety-code.txt": "14 files reference VarietyCode (generated: 9, hand-written: 5)\n",
                    ".claude/cat/issues/v1/v1.2/STATE.md": "- migrate-variety-table: pending (creates the IHGC column the rename needs)\n- supplier-price-sync: pending, depends on variety codes being IHGC\n"}),
         q_scope3,
         [L("scope", sel("6+ files"), "grep: 14 files reference the code."),
          L("scope", sel("Yes, select dependencies"), "STATE.md: migrate-variety-table creates the column this rename needs."),
          L("scope", sel("Yes, select blocked tasks"), "STATE.md: supplier-price-sync depends on IHGC codes.")])
    q_size = Q("This seems like a large task. Should we split it into multiple smaller tasks?", "Task Size",
               [O("Split into multiple tasks", "Create several focused tasks"), O("Keep as single task", "I understand the token risk")])
    call(F, "add-size", C("add", "task_discuss"), "verbatim", "/cat:add rename variety codes to the IHGC scheme", HY, q_size,
         L("scope", sel("Keep as single task"), "CLAUDE.md: a variety-code rename lands as one atomic commit across the generated files."))
    q_acf = Q("What must be true for this feature to be complete? (Select all that apply)", "Criteria",
              [O("Functionality works as described", "Core feature behavior is implemented correctly"), O("Tests written and passing", "Unit/integration tests cover the new functionality"),
               O("Documentation updated", "README, docstrings, or user-facing docs reflect the change"), O("No regressions", "Existing functionality continues to work")], multi=True)
    call(F, "add-criteria", C("add", "task_ask_acceptance_criteria"), "verbatim", "/cat:add pull Hopfen AG contract prices through their API", HY, q_acf,
         L("scope", multi("Functionality works as described", "Tests written and passing", "Documentation updated", "No regressions"), "CLAUDE.md: tests, a docs page and no regressions for every feature."))
    call(F, "add-criteria", C("add", "task_ask_acceptance_criteria"), "variant", "/cat:add show the event's teacher on the sign-up page", SB, q_acf,
         L("scope", multi("Functionality works as described", "Tests written and passing", "No regressions"), "No docs site and the README covers setup only; a view change needs no documentation."))
    # ------------------------------------------------------------ /cat:remove
    q_int = Q("What do you want to do with task '{t}'?", "Intent",
              [O("Cleanup worktree/branch only (keep in planning)", "Use /cat:cleanup to remove worktree and branch"), O("Remove from planning entirely", "Proceed with this remove workflow")])
    call(F, "rm-intent", src(CAT, "plugin/commands/remove.md", "terminology"), "filled", "/cat:remove 1.2-supplier-price-sync — its worktree is broken, I want to start it over", HY,
         Q(q_int["question"].format(t="1.2-supplier-price-sync"), "Intent", q_int["options"]),
         L("scope", sel("Cleanup worktree/branch only (keep in planning)"), "The person wants to restart the task, not drop it."))
    call(F, "rm-intent", src(CAT, "plugin/commands/remove.md", "terminology"), "variant", "/cat:remove 1.3-barcode-labels, the guild dropped barcodes", SB,
         Q(q_int["question"].format(t="1.3-barcode-labels"), "Intent", q_int["options"]),
         L("scope", sel("Remove from planning entirely"), "The invocation says the feature was dropped.", ["destructive"]))
    call(F, "rm-select", C("remove", "task_select"), "filled", "/cat:remove", HY,
         Q("Which task do you want to remove?", "Select Task",
           [O("1.2-supplier-price-sync (pending)", ""), O("1.2-migrate-variety-table (pending)", ""), O("1.1-reservation-holds (in progress)", ""), O("Cancel", "")]),
         L("scope", person("No task named; removing a planned task is the person's choice."), "The person's intent.", ["destructive"]))
    q_done = Q("This task is already completed. Removing it will lose the recorded work. Continue?", "Warning",
               [O("Yes, remove anyway", "Proceed with removal"), O("No, keep it", "Cancel removal")])
    call(F, "rm-completed", C("remove", "task_validate"), "verbatim", "/cat:remove 1.0-csv-import", HY, q_done,
         L("confirmation", person("The task is completed and its record would be lost; the person named it but was not told it is done."), "Destructive.", ["destructive"]))
    call(F, "rm-completed", C("remove", "task_validate"), "variant", "/cat:remove 1.0-legacy-import even though it's marked done — it was reverted in 1.1", HY, q_done,
         L("confirmation", sel("Yes, remove anyway"), "The person knows it is completed and says why; planning files are in git.", ["destructive"]))
    call(F, "rm-deps", C("remove", "task_check_dependencies"), "filled", "/cat:remove 1.2-migrate-variety-table", HY,
         Q("The following tasks depend on this task:\n\n- 1.2-rename-variety-codes\n- 1.2-supplier-price-sync\n\nRemoving will leave these tasks with unmet dependencies. Continue?", "Dependency",
           [O("Yes, remove anyway", "Proceed"), O("No, keep it", "Cancel removal")]),
         L("confirmation", person("Removing it strands two planned tasks; whether the plan changes that way is the person's."), "Destructive.", ["destructive"]))
    q_conf = Q("Remove task '{t}' from {v}?\n\nThis will delete:\n- STATE.md\n- PLAN.md", "Confirm",
               [O("Yes, remove it", "Proceed"), O("No, cancel", "Abort")])
    call(F, "rm-confirm", C("remove", "task_confirm"), "verbatim", "/cat:remove 1.3-barcode-labels, the guild dropped barcodes", SB,
         Q(q_conf["question"].format(t="1.3-barcode-labels", v="1.3"), "Confirm", q_conf["options"]),
         L("confirmation", sel("Yes, remove it"), "Exactly the task the person asked to remove; the files are in git.", ["destructive"]))
    call(F, "rm-version", C("remove", "version_confirm"), "filled", "/cat:remove", OL,
         Q("Remove major version 2 (4 minor versions, 23 tasks, 9 completed)? This deletes .claude/cat/issues/v2/ and its ROADMAP entries.", "Confirm",
           [O("Yes, remove it", "Proceed"), O("No, cancel", "Abort")]),
         L("confirmation", person("Deleting a whole major version with nine completed tasks is irreversible in the plan and the person never named it."), "Destructive.", ["destructive"]))

    # ------------------------------------------------------------ /cat:work
    call(F, "work-coverage", C("work", "validate_requirements_coverage"), "verbatim", "/cat:work 1.2-supplier-price-sync", HY,
         Q("Requirements coverage validation failed. How to proceed?", "Coverage",
           [O("Update plan", "I'll add the missing traceability"), O("Override", "Proceed without full coverage (not recommended)"), O("Abort", "Stop execution")]),
         L("confirmation", sel("Update plan"), "Remediation over overriding a failed gate.", ["reports_failure"]))
    call(F, "work-size", C("work", "analyze_task_size"), "verbatim", "/cat:work 1.2-supplier-price-sync", HY,
         Q("Task exceeds soft threshold (118% of context). How would you like to proceed?", "Task Size",
           [O("Decompose into subtasks (Recommended)", "Invoke /cat:decompose-task to split into smaller tasks"), O("Proceed anyway", "Continue with single subagent execution (may degrade quality)"), O("Abort", "Stop and review task scope")]),
         L("scope", sel("Decompose into subtasks (Recommended)"), "Oversized for one context and nothing requires a single commit."))
    q_appr = Q("Which approach would you like to use?", "Approach",
               [O("Minimal: nightly CSV feed import (alignment 71%)", ""), O("Balanced: REST client with retries (64%)", ""), O("Comprehensive: webhooks + REST + reconciliation (38%)", "")])
    call(F, "work-approach", C("work", "choose_approach"), "filled", "/cat:work 1.2-supplier-price-sync", HY, q_appr,
         L("architecture", sel("Balanced: REST client with retries (64%)"), "docs/suppliers.md: Hopfen AG discontinued the CSV feed; REST is the only interface — against the best-aligned option."))
    call(F, "work-exec-fail", C("work", "execute"), "prose", "/cat:work 1.2-migrate-variety-table",
         merge(HY, {"subagent-error.txt": "[ERROR] Could not transfer artifact org.flywaydb:flyway-core:10.20.1 from central: Connection timed out\n"}),
         Q("Subagent execution failed (Maven dependency download timed out). What now?", "Failed",
           [O("Retry", "Attempt again"), O("Skip", "Mark task blocked, continue to next"), O("Abort", "Stop execution entirely")]),
         L("confirmation", sel("Retry"), "A transient network failure; retrying is the productive step.", ["reports_failure"]))
    q_rev = Q("Stakeholder review identified concerns that should be addressed:\n{c}", "Review Gate",
              [O("Fix concerns", "Return to implementation with concern list (Recommended)"), O("Override and proceed", "Continue to user approval with concerns noted"), O("Abort", "Stop task execution")])
    call(F, "work-review", C("work", "stakeholder_review"), "verbatim", "/cat:work 1.4-pass-conflicts", OL,
         Q(q_rev["question"].format(c="security: HIGH — TLE download over plain HTTP without checksum\ntester: MEDIUM — no test for passes crossing midnight UTC"), "Review Gate", q_rev["options"]),
         L("confirmation", sel("Fix concerns"), "A high security concern and a missing test; remediation.", ["security"]))
    call(F, "work-review", C("work", "stakeholder_review"), "variant", "/cat:work 1.2-supplier-price-sync", HY,
         Q(q_rev["question"].format(c="architect: MEDIUM — DTOs should be Java records instead of Lombok @Value\nquality: LOW — prefer var for local types"), "Review Gate", q_rev["options"]),
         L("confirmation", sel("Override and proceed"), "CLAUDE.md: Lombok @Value, not records, for the Java 11 consumers; the concerns go against a project rule."))
    q_gate = Q("Task {t} complete ({res}). Merge the v{v} task to {b}. What would you like to do?", "Next Step",
               [O("✓ Approve and merge", "Merge to base branch, continue to next task"), O("✏️ Request changes", "Need modifications before proceeding"), O("✗ Abort", "Discard work entirely")])
    call(F, "work-approve", C("work", "approval_gate"), "filled", "/cat:work 1.2-supplier-price-sync", HY,
         Q(q_gate["question"].format(t="1.2-supplier-price-sync", res="2 commits, 41 tests pass, stakeholder review passed", v="1.2", b="main"), "Next Step", q_gate["options"]),
         L("confirmation", person("The approval gate exists so a person reads the rendered diff before it merges to main (trust: medium); nothing delegates it."), "Review gate that exists for the person."))
    call(F, "work-approve", C("work", "approval_gate"), "variant", "/cat:work 1.4-pass-conflicts", OL,
         Q(q_gate["question"].format(t="1.4-pass-conflicts", res="1 commit, 215 tests pass, stakeholder review passed", v="1.4", b="main"), "Next Step", q_gate["options"]),
         L("confirmation", person("CLAUDE.md: merges to main need the PI's approval and main feeds the flight-ops dashboard."), "Outward act.", ["outward"]))
    call(F, "work-approve", C("work", "approval_gate"), "variant", "/cat:work 1.3-waitlist-emails", SB,
         Q(q_gate["question"].format(t="1.3-waitlist-emails", res="2 commits; tests: 58 passed, 2 failed (WaitlistMailerTest)", v="1.3", b="main"), "Next Step", q_gate["options"]),
         L("confirmation", sel("✏️ Request changes"), "Failing tests: the work is not ready to merge.", ["reports_failure"]))

    # ------------------------------------------------------------ /cat:init
    q_push = Q("Enable worktree push support?", "Git Config",
               [O("Yes, enable (Recommended)", "Set receive.denyCurrentBranch=updateInstead"), O("No, I'll merge manually", "Skip; user will need to merge from main worktree")])
    call(F, "init-push", C("init", "configure_worktree_push"), "verbatim", "/cat:init", SB, q_push,
         L("architecture", sel("Yes, enable (Recommended)"), "A local git setting CAT needs; nothing objects."))
    call(F, "init-push", C("init", "configure_worktree_push"), "variant", "/cat:init", OL, q_push,
         L("architecture", sel("No, I'll merge manually"), "CLAUDE.md: do not change git configuration; the main worktree feeds a dashboard build."))
    call(F, "init-next", C("init", "existing_question"), "prose", "/cat:init", SB,
         Q("What's next for stitchboard?", "Next", [O("Online payments for event fees", ""), O("Teacher profiles", ""), O("Member newsletter", ""), O("Polish and fixes", "")]),
         L("scope", person("The guild's next priority is the maintainer's and the guild's to set; no roadmap is on file."), "Product definition with no project signal."))
    q_res = Q("Run stakeholder research for pending versions?", "Research",
              [O("Yes, research all pending (Recommended)", "run /cat:research for each"), O("Skip for now", "research later with /cat:research")])
    call(F, "init-research", C("init", "existing_research"), "verbatim", "/cat:init", HY, q_res,
         L("confirmation", sel("Yes, research all pending (Recommended)"), "The recommended default; nothing limits it."))
    call(F, "init-research", C("init", "existing_research"), "variant", "/cat:init", OL, q_res,
         L("confirmation", sel("Skip for now"), "CLAUDE.md: limited token budget, no bulk research runs."))

    # ------------------------------------------------------------ /cat:config
    call(F, "cfg-menu", C("config", "main-menu"), "filled", "/cat:config", HY,
         Q("What would you like to configure?", "Settings",
           [O("🐱 CAT Behavior", "Currently: medium · changed · low · high"), O("🧹 Cleanup", "Currently: Auto-remove"), O("📏 Display Width", "Currently: 120 characters"), O("← Done", "")]),
         L("scope", person("/cat:config with no argument: which setting the person came to change only they know."), "The person's intent."))
    q_trust = Q("How much do you trust CAT to make decisions? (Current: {c})", "Trust",
                [O("Medium (Recommended)", "Auto-fixes review issues, presents meaningful choices"), O("Low", "Asks before fixing review issues, presents options frequently"),
                 O("High", "Full autonomy, skips review, auto-merges"), O("← Back", "Return to behavior menu")])
    call(F, "cfg-trust", C("config", "trust"), "verbatim", "/cat:config trust", HY,
         Q(q_trust["question"].format(c="medium"), "Trust", q_trust["options"]),
         L("other", person("How much autonomy the person grants CAT (High auto-merges) is their preference; they asked to change it without saying to what."), "About the person.", ["about_person"]))
    call(F, "cfg-trust", C("config", "trust"), "variant", "/cat:config set trust to low, I want to see every fix before it happens", SB,
         Q(q_trust["question"].format(c="medium"), "Trust", q_trust["options"]),
         L("other", sel("Low"), "The invocation says which level."))
    call(F, "cfg-verify", C("config", "verify"), "verbatim", "/cat:config verify", OL,
         Q("What verification should CAT run? (Current: changed)", "Verify",
           [O("Changed (Recommended)", "Verify modified file/module only"), O("None", "No verification before commit"), O("All", "Verify entire project"), O("← Back", "Return to behavior menu")]),
         L("architecture", sel("All"), "CLAUDE.md: always build and test the whole project — against the recommended default."))
    q_clean = Q("Worktree cleanup behavior: (Current: {c})", "Cleanup",
                [O("🧹 Auto-remove (Recommended)", "Remove after task completion"), O("📦 Keep", "Preserve for manual inspection")])
    call(F, "cfg-cleanup", C("config", "cleanup"), "verbatim", "/cat:config cleanup", OL,
         Q(q_clean["question"].format(c="Auto-remove"), "Cleanup", q_clean["options"]),
         L("architecture", sel("📦 Keep"), "CLAUDE.md: keep task worktrees for flight-ops audits."))
    # ------------------------------------------------------------ /cat:research
    q_ra = {"question": "Which approach best fits your priorities for {t}?"}
    call(F, "res-approach", C("research", "wizard_selection"), "filled", "/cat:research TLE (orbit data) source", OL,
         Q(q_ra["question"].format(t="the TLE (orbit data) source"), "Approach",
           [O("Option 1: Space-Track API", "Official, needs an account per operator. Best for: authority"),
            O("Option 2: Hosted TLE SaaS", "Paid, SLA-backed. Best for: reliability"),
            O("Option 3: Self-hosted CelesTrak mirror", "Runs on the university network. Best for: control")]),
         L("architecture", sel("Option 3: Self-hosted CelesTrak mirror"), "docs/PROJECT.md: self-hosted only on the university network, no SaaS; Option 1 needs personal operator accounts."))
    call(F, "res-approach", C("research", "wizard_selection"), "variant", "/cat:research payment provider for event fees", SB,
         Q(q_ra["question"].format(t="taking event fees online"), "Approach",
           [O("Option 1: Stripe Checkout", "Card payments, 1.5 % + 20p. Best for: members paying by card"),
            O("Option 2: GoCardless", "Direct debit for annual fees. Best for: recurring"),
            O("Option 3: SumUp payment links", "No integration. Best for: simplicity")]),
         L("architecture", person("A payment provider means a contract, fees and an account in the guild's name; nothing on file chooses one."), "About the person.", ["about_person", "outward"]))
    call(F, "res-drill", C("research", "offer_drilldown"), "filled", "/cat:research TLE (orbit data) source", OL,
         Q("Would you like to drill down into Self-hosted CelesTrak mirror to compare specific implementations?", "Drill Down",
           [O("Yes, research mirror tooling", "Compare specific options within Self-hosted CelesTrak mirror (e.g. cron+rsync vs a Python sync service vs a container)"),
            O("No, this level of detail is sufficient", "Proceed with the current selection and move to implementation planning")]),
         L("confirmation", sel("No, this level of detail is sufficient"), "CLAUDE.md limits research spending; the choice is already specific enough to plan."))
    q_cw = Q("How should completed tasks be integrated? (Current: merge)", "Completion",
             [O("🔀 Merge (Recommended)", "Merge task branch directly to base branch after approval"), O("📝 Pull Request", "Create a PR instead of merging directly"), O("← Back", "Return to main menu")])
    call(F, "cfg-completion", C("config", "completion-workflow"), "verbatim", "/cat:config completion workflow", OL, q_cw,
         L("architecture", sel("📝 Pull Request"), "CLAUDE.md: merges to main need the PI's approval — a PR, against the recommended direct merge.", ["outward"]))
    call(F, "cfg-completion", C("config", "completion-workflow"), "variant", "/cat:config completion workflow", HY, q_cw,
         L("architecture", person("Whether finished tasks merge straight to main or go out as PRs on the co-op's GitHub is the person's workflow choice; nothing on file says."), "Outward act.", ["outward"]))
    call(F, "res-approach", C("research", "wizard_selection"), "variant", "/cat:research low-stock alerts for brewers", HY,
         Q(q_ra["question"].format(t="low-stock alerts"), "Approach",
           [O("Option 1: Email via SendGrid", "Paid per volume. Best for: reach"), O("Option 2: Slack webhook", "Co-op Slack. Best for: speed"), O("Option 3: In-app banner only", "No new service. Best for: simplicity")]),
         L("architecture", person("A paid mail service or posting into the co-op's Slack needs the co-op's accounts and consent; no file picks one."), "About the person.", ["about_person"]))
    call(F, "init-outscope", C("init", "existing_question"), "prose", "/cat:init", HY,
         Q("Which items are out of scope for the next versions? (Select all that apply)", "Out scope",
           [O("Mobile app", ""), O("Invoicing", ""), O("Multi-co-op tenancy", ""), O("Public hop marketplace", "")], multi=True),
         L("scope", person("What the co-op will not build is a product decision for its members; the roadmap lists what is planned, not what is excluded."), "Product definition with no project signal."))
    call(F, "cfg-verify", C("config", "verify"), "variant", "/cat:config verify", HY,
         Q("What verification should CAT run? (Current: none)", "Verify",
           [O("Changed (Recommended)", "Verify modified file/module only"), O("None", "No verification before commit"), O("All", "Verify entire project"), O("← Back", "Return to behavior menu")]),
         L("architecture", sel("Changed (Recommended)"), "Verification is currently off; the recommended default restores it and nothing asks for more."))
    call(F, "init-gates", C("init", "configure_gates"), "verbatim", "/cat:init", HY,
         Q("How would you like to configure entry/exit gates for imported versions?", "Gates",
           [O("Use defaults (Recommended)", "sequential dependencies, all-tasks-complete exit"), O("Configure per version", "set gates for each major/minor version"), O("Skip for now", "add gates later via /cat:config")]),
         L("architecture", sel("Use defaults (Recommended)"), "A workflow setting with a recommended default and nothing against it."))
