"""mpm (bobmatnyc/claude-mpm): the project-manager agent's structured question templates. The PR strategy
templates ask how to organize PRs (main-based vs stacked), drafts, auto-merge after CI, how to split a large change,
commit granularity, approvals and when to request review; the ticket templates ask about dependencies, priority,
execution, completion criteria, testing, documentation and blockers; the project-init templates ask project type,
language, test framework, coverage, CI/CD, framework and database.

Files read (@ bb378b48c850f12c0fbba9831d9a00d734fad4cb): src/claude_mpm/templates/questions/pr_strategy.py,
ticket_mgmt.py, project_init.py; src/claude_mpm/agents/templates/structured-questions-examples.md (/mpm-init flow).

Question and option texts are the templates' own strings (`verbatim`); where a template builds options from context
(the ticket list) the call is `filled`. Headers over 12 characters were shortened. The templates carry no
"(Recommended)" marks.

Fixtures: ledgerline (a FastAPI payments service; CONTRIBUTING by Priya Nair: one PR per ticket against main, 2
approvals on payments code, merges to main deploy to production and need a human, early draft PRs for approach
review, tests required for done), a Vue + Node dashboard on GitLab, and an empty repository.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import MPM

F = "mpm"
PR = "src/claude_mpm/templates/questions/pr_strategy.py"
TK = "src/claude_mpm/templates/questions/ticket_mgmt.py"
PI = "src/claude_mpm/templates/questions/project_init.py"

LEDGER_CONTRIB = ("# Contributing to ledgerline\n\nMaintainer: Priya Nair.\n\n"
                  "- One PR per ticket, always against `main`. We tried stacked PRs in 2024 and abandoned them.\n"
                  "- Open PRs as drafts early and ask for an approach review in #payments before finishing.\n"
                  "- Payments code (`app/payments/`) needs 2 approvals; branch protection enforces it.\n"
                  "- Merging to `main` deploys to production. Every merge is done by a person -- no auto-merge.\n"
                  "- Commits: one commit per logical change; we bisect a lot.\n"
                  "- Done = implementation + passing unit and integration tests.\n"
                  "- Testing: unit + integration on critical paths; e2e only for the checkout flow.\n")
LEDGER = {"CONTRIBUTING.md": LEDGER_CONTRIB,
          "pyproject.toml": '[project]\nname = "ledgerline"\ndependencies = ["fastapi", "sqlalchemy", "psycopg"]\n\n'
                            '[tool.pytest.ini_options]\naddopts = "--cov=app --cov-fail-under=80"\n',
          "docs/adr/0002-database.md": "# ADR 2: PostgreSQL\n\nStatus: accepted. We use PostgreSQL 16 for all ledger data.\n"}
DASH = {"package.json": '{\n  "name": "fleet-dashboard",\n  "dependencies": {"vue": "^3.4"},\n'
                        '  "devDependencies": {"vitest": "^1.6"}\n}\n',
        ".gitlab-ci.yml": "stages: [test]\ntest:\n  script: npm test\n"}
EMPTY = {}


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(MPM, path, section)


def shown(t):
    return {"shown.md": t}


def build():
    # ---- PR workflow
    sec = S(PR, "PRWorkflowTemplate")
    wq = Q("How should we organize the pull requests?", "PR Strategy", [
        O("Main-based PRs", "Each ticket gets its own PR against main branch (parallel work)"),
        O("Stacked PRs", "PRs build on each other sequentially (ticket-1 → ticket-2 → ticket-3)")])
    call(F, "workflow", sec, "verbatim", "/mpm", merge(LEDGER, shown("Tickets: LED-41 refund API, LED-42 refund "
                                                                     "webhooks, LED-43 refund report")), wq,
         L("architecture", sel("Main-based PRs"), "CONTRIBUTING: one PR per ticket against main; stacked PRs were "
           "abandoned."))
    call(F, "workflow", sec, "verbatim", "/mpm", merge(EMPTY, {
        "CLAUDE.md": "We stack PRs with Graphite (`gt submit --stack`); each layer is reviewed on its own.\n"},
        shown("Tickets: ENG-7 schema, ENG-8 repository layer on ENG-7, ENG-9 API on ENG-8")), wq,
         L("architecture", sel("Stacked PRs"), "CLAUDE.md: the team stacks PRs with Graphite, and these tickets build "
           "on one another."))
    dq = Q("Should PRs be created as drafts initially?", "Draft PRs", [
        O("Yes, as drafts", "Create as draft PRs, mark ready when implementation complete"),
        O("No, ready for review", "Create as regular PRs ready for immediate review")])
    call(F, "draft", sec, "verbatim", "/mpm", LEDGER, dq,
         L("style", sel("Yes, as drafts"), "CONTRIBUTING: open PRs as drafts early."))
    call(F, "draft", sec, "verbatim", "/mpm", EMPTY, dq,
         P("style", "How PRs are opened to reviewers is the team's convention and nothing records it; opening them "
                    "is also visible to others.", ["outward"]))
    aq = Q("Should PRs auto-merge after CI passes and approval?", "Auto-merge", [
        O("Enable auto-merge", "PRs merge automatically after CI passes and approval received"),
        O("Manual merge only", "PRs require manual merge even after approval")])
    call(F, "automerge", sec, "verbatim", "/mpm", LEDGER, aq,
         L("architecture", sel("Manual merge only"), "CONTRIBUTING: merging deploys to production and every merge is "
           "done by a person.", ["outward"]))
    call(F, "automerge", sec, "verbatim", "/mpm", DASH, aq,
         P("architecture", "Letting merges happen without a person is a release policy for the owner; no notes set "
                           "one.", ["outward"]))
    call(F, "automerge", sec, "verbatim", "/mpm", merge(DASH, {
        "README.md": "# fleet-dashboard\n\nInternal dashboard. `main` is deployed by hand from the GitLab UI; merging "
                     "does not deploy. Auto-merge is fine for anything that is approved and green.\n"}), aq,
         L("architecture", sel("Enable auto-merge"), "README: merging doesn't deploy, and the owners allow auto-merge "
           "for approved, green changes.", ["outward"]))

    # ---- PR size, commits
    sec = S(PR, "PRSizeTemplate")
    call(F, "size", sec, "verbatim", "/mpm", merge(LEDGER, shown(
        "Estimated change: ~900 lines across app/payments/refunds.py, app/webhooks/, app/reports/ and migrations.")),
         Q("This feature involves significant changes. How should we split it?", "PR Size", [
             O("Single large PR", "Keep all changes together in one comprehensive PR"),
             O("Split by component", "Create separate PRs for each major component"),
             O("Split by feature", "Create separate PRs for each sub-feature")]),
         L("architecture", sel("Split by feature"), "CONTRIBUTING: one PR per ticket; the three sub-features are the "
           "three tickets."))
    call(F, "commits", sec, "verbatim", "/mpm", LEDGER,
         Q("How should commits be organized?", "Commits", [
             O("Atomic commits", "Many small, focused commits (one per logical change)"),
             O("Feature commits", "Fewer, larger commits (one per feature/component)")]),
         L("style", sel("Atomic commits"), "CONTRIBUTING: one commit per logical change; they bisect."))

    # ---- review
    sec = S(PR, "PRReviewTemplate")
    apq = Q("How many approvals should be required before merging?", "Approvals", [
        O("1 approval", "Single approval sufficient (faster iteration)"),
        O("2 approvals", "Two approvals required (more thorough review)")])
    call(F, "approvals", sec, "verbatim", "/mpm", LEDGER, apq,
         L("architecture", sel("2 approvals"), "CONTRIBUTING: payments code needs 2 approvals, enforced by branch "
           "protection."))
    call(F, "approvals", sec, "verbatim", "/mpm", DASH, apq,
         P("architecture", "How much review the team requires is a governance rule the owners set; nothing here "
                           "records one.", ["security"]))
    call(F, "reviewwhen", sec, "verbatim", "/mpm", LEDGER,
         Q("When should review be requested?", "Review When", [
             O("After implementation", "Request review only when all code is complete"),
             O("Early feedback", "Request early review for approach validation")]),
         L("style", sel("Early feedback"), "CONTRIBUTING: ask for an approach review in #payments before finishing."))

    # ---- tickets
    sec = S(TK, "TicketPrioritizationTemplate")
    call(F, "deps", sec, "verbatim", "/mpm", merge(LEDGER, shown(
        "LED-41 refund API (no deps); LED-42 refund webhooks (needs LED-41); LED-44 fix report timezone (no deps)")),
         Q("How should we handle ticket dependencies?", "Dependencies", [
             O("Sequential execution", "Complete tickets in dependency order (foundational work first)"),
             O("Parallel where possible", "Work on independent tickets in parallel, sequential for dependent ones")]),
         L("architecture", sel("Parallel where possible"), "LED-44 is independent, LED-42 waits for LED-41; "
           "main-based PRs per ticket allow that."))
    pq = Q("How should we prioritize the tickets?", "Priority", [
        O("User-visible first", "Prioritize features that directly impact users"),
        O("Infrastructure first", "Build foundational components before user-facing features"),
        O("Quick wins first", "Start with easiest tickets to build momentum"),
        O("High risk first", "Tackle uncertain/risky tickets early to derisk project")])
    call(F, "priority", sec, "verbatim", "/mpm", merge(LEDGER, {
        "ROADMAP.md": "## Q2\nDerisk the new acquirer integration first -- nobody has used their refund API yet. "
                      "Everything else can slip.\n"}), pq,
         L("architecture", sel("High risk first"), "ROADMAP: derisk the acquirer integration first."))
    call(F, "priority", sec, "verbatim", "/mpm", EMPTY, pq,
         P("architecture", "The order of work is a product priority the person sets; there is no roadmap."))
    call(F, "execution", sec, "verbatim", "/mpm", merge(LEDGER, {
        "CLAUDE.md": "Solo sessions: one ticket in flight at a time. Finish, PR, then the next.\n"}),
         Q("How should tickets be executed?", "Execution", [
             O("One at a time", "Complete each ticket fully before starting the next"),
             O("Parallel execution", "Work on multiple tickets simultaneously when possible")]),
         L("style", sel("One at a time"), "CLAUDE.md: one ticket in flight at a time."))
    call(F, "criteria", sec, "verbatim", "/mpm", LEDGER,
         Q("What should be the ticket completion criteria?", "Criteria", [
             O("Implementation only", "Code implementation complete, basic functionality working"),
             O("Implementation + tests", "Code complete with passing unit tests")]),
         L("scope", sel("Implementation + tests"), "CONTRIBUTING: done means implementation plus passing tests."))

    sec = S(TK, "TicketScopeTemplate")
    call(F, "testing", sec, "verbatim", "/mpm", LEDGER,
         Q("What testing is required for this ticket?", "Testing", [
             O("Comprehensive", "Unit tests, integration tests, and e2e tests required"),
             O("Standard", "Unit tests and integration tests for critical paths"),
             O("Basic", "Unit tests for core functionality only")]),
         L("scope", sel("Standard"), "CONTRIBUTING: unit + integration on critical paths; e2e only for checkout, "
           "which a refund ticket doesn't touch."))

    sec = S(TK, "TicketDependencyTemplate")
    bq = Q("How should we handle external dependencies?", "Blockers", [
        O("Wait for unblock", "Pause blocked tickets until external dependency resolves"),
        O("Mock and continue", "Create mocks/stubs to continue development"),
        O("Work around", "Find alternative implementation to avoid dependency")])
    call(F, "blockers", sec, "verbatim", "/mpm", merge(LEDGER, shown(
        "LED-42 is blocked: the acquirer's sandbox is down until Friday. Their webhook payload schema is published in "
        "docs/vendor/acquirer-webhooks.json.")), bq,
         L("architecture", sel("Mock and continue"), "The payload schema is published, so a stub built from it lets "
           "the work continue while the sandbox is down."))
    call(F, "blockers", sec, "verbatim", "/mpm", merge(LEDGER, shown(
        "LED-45 is blocked: the contract with the new acquirer isn't signed; legal says no integration work against "
        "their API until it is.")), bq,
         L("architecture", sel("Wait for unblock"), "Legal has ruled out work against the API until the contract is "
           "signed; mocking or working around it would sidestep that."))

    # ---- project init
    sec = S(PI, "ProjectTypeTemplate")
    tq = [Q("What type of project is this?", "Project Type", [
        O("Web Application", "Full-stack web app with frontend and backend"), O("API Service", "Backend API or microservice"),
        O("Library/Package", "Reusable library or package for distribution"), O("CLI Tool", "Command-line application or tool")]),
        Q("What is the primary programming language?", "Language", [
            O("Python", "Python 3.8+ for backend, scripts, or data processing"),
            O("JavaScript/TypeScript", "JavaScript or TypeScript for Node.js or full-stack"),
            O("Go", "Go for high-performance services and tools"),
            O("Rust", "Rust for systems programming and performance-critical code")])]
    call(F, "init", sec, "verbatim", "/mpm-init", LEDGER, tq,
         [L("architecture", sel("API Service"), "pyproject: a FastAPI service with no frontend."),
          L("architecture", sel("Python"), "pyproject.toml: a Python project.")])
    call(F, "init", sec, "verbatim", "/mpm-init", EMPTY, tq,
         [P("architecture", "An empty repository: what the person means to build is theirs to say."),
          P("architecture", "No code or notes pick a language; that choice is the person's.")])

    sec = S(PI, "DevelopmentWorkflowTemplate")
    call(F, "testfw", sec, "verbatim", "/mpm-init", DASH,
         Q("What testing framework should we use?", "Testing", [
             O("Jest", "Popular, batteries-included testing framework"),
             O("Vitest", "Fast, modern testing with native ESM support")]),
         L("style", sel("Vitest"), "package.json already has vitest as a dev dependency."))
    call(F, "coverage", sec, "verbatim", "/mpm-init", LEDGER,
         Q("What level of test coverage should we target?", "Coverage", [
             O("High coverage (80%+)", "Comprehensive testing with strict coverage requirements"),
             O("Moderate coverage (60%+)", "Good testing balance between speed and thoroughness")]),
         L("style", sel("High coverage (80%+)"), "pyproject: pytest runs with --cov-fail-under=80."))
    cq = Q("Should we set up CI/CD from the start?", "CI/CD", [
        O("Yes, with GitHub Actions", "Automated testing and deployment using GitHub Actions"),
        O("Yes, with GitLab CI", "Automated testing and deployment using GitLab CI"),
        O("Not yet", "Set up CI/CD later when project is more mature")])
    call(F, "cicd", sec, "verbatim", "/mpm-init", DASH, cq,
         L("architecture", sel("Yes, with GitLab CI"), "The repository already has a .gitlab-ci.yml."))
    call(F, "cicd", sec, "verbatim", "/mpm-init", EMPTY, cq,
         P("architecture", "Where code is hosted and whether it deploys automatically is the person's decision; "
                           "nothing shows the host.", ["outward"]))

    sec = S(PI, "FrameworkTemplate")
    call(F, "database", sec, "verbatim", "/mpm-init", LEDGER,
         Q("What database should we use?", "Database", [
             O("PostgreSQL", "Robust relational database with advanced features"),
             O("MongoDB", "Flexible NoSQL document database"),
             O("SQLite", "Lightweight embedded database (good for prototypes)"),
             O("Redis", "In-memory data store for caching and real-time features")]),
         L("architecture", sel("PostgreSQL"), "ADR 2 (accepted): PostgreSQL for all ledger data."))
