"""devkit (chainavawongse/ai-devkit): a spec-driven development lifecycle plugin tied to an issue tracker. /refine
loads a ticket, offers to skip ahead when its requirements are already clear (or to discuss missing non-functional
requirements), then asks about needs and behaviours one question at a time ("How long should user sessions remain
active?"), never about architecture; /plan asks only the genuine technical decisions (a new cache, synchronous or
event-driven, load tests); /execute asks up front whether to open a PR at the end; /clean-worktrees offers which
worktrees to remove and whether to delete their branches; /setup asks how to treat existing artifacts and pre-commit
hooks; /address-feedback drafts answers to reviewers' questions and asks before posting; the autonomy skill asks for
a permission level; the project-management skill asks before adding missing properties to the tracker's database;
the documentation skill asks whether the discovered structure is right; /changelog and /release
ask before updating the changelog and confirm the version.

Files read (@ 169b9c70a054cb52f5cb95334d8ac61638f58ca5): plugins/skills/refining-issues/SKILL.md (Phase 1.5, Phase 2,
Phase 3, Question Patterns), plugins/skills/technical-planning/SKILL.md (Phase 3: technology decisions, Phase 4,
testing), plugins/skills/executing-plans/SKILL.md (Step 0), plugins/skills/cleaning-up-git-worktrees/SKILL.md (Step 5,
Step 6), plugins/commands/setup.md (Initial Setup Check, pre-commit), plugins/skills/addressing-pr-feedback/SKILL.md
(Step 4), plugins/skills/configuring-autonomy/SKILL.md (Step 4), plugins/skills/generating-agent-documentation/SKILL.md
(discovered structure), plugins/skills/configuring-project-management/SKILL.md (Verify required properties),
plugins/commands/changelog.md, plugins/commands/release.md (Determine version).

The skills write some questions as AskUserQuestion examples with headers and descriptions ("Caching", "Architecture",
"Testing"; the session, password and data questions), used word for word where they fit (`verbatim`) or with the
fixture's feature (`filled`); the rest are text menus or a line ("Create PR at end? (yes/no/ask-later)", "Keep as-is /
Add hooks / Replace completely"), turned into calls with those options (`prose`); one `variant` confirms a minor
version over a commit log with a breaking change. Headers are added where the source has none ("Clarity", "NFRs",
"Sessions", "Login", "Profile", "Retention", "PR", "Worktrees", "Branches", "Setup", "Hooks", "Reply", "Autonomy", "Schema",
"Structure", "Changelog", "Version"). The ticket, worktree list, drafted reply and commit log shown before the question
are in `shown.md`.

Fixtures: Hearth (a home-services booking API, FastAPI and Postgres, three replicas on Fly; CLAUDE.md: docs/adr decides
architecture and ADR-004 allows no new infrastructure without Ines's (tech lead) sign-off, services call each other
synchronously over HTTP, security policy SEC-2 (30-minute idle sessions) and SEC-3 (lock after 5 failed logins),
Claude may open draft PRs and answer review questions on PRs it opened, marking ready and merging is the author's;
docs/nfr.md and docs/privacy.md; tickets HRT-41/52/60), the same API without its policies, and plain repositories.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import DEVKIT

F = "devkit"
REF = "plugins/skills/refining-issues/SKILL.md"
TP = "plugins/skills/technical-planning/SKILL.md"
EXE = "plugins/skills/executing-plans/SKILL.md"
WT = "plugins/skills/cleaning-up-git-worktrees/SKILL.md"
SET = "plugins/commands/setup.md"
FB = "plugins/skills/addressing-pr-feedback/SKILL.md"
AUT = "plugins/skills/configuring-autonomy/SKILL.md"
DOC = "plugins/skills/generating-agent-documentation/SKILL.md"
PMC = "plugins/skills/configuring-project-management/SKILL.md"
CHG = "plugins/commands/changelog.md"
REL = "plugins/commands/release.md"

HE_MD = ("# Hearth API\n\nHome-services booking API: FastAPI, Postgres, 3 replicas on Fly.io.\n\n"
         "- Architecture decisions live in docs/adr/. ADR-004: no new infrastructure (Redis, queues, new datastores) without Ines's (tech lead) sign-off.\n"
         "- Services call each other synchronously over HTTP; there is no message broker.\n"
         "- Security policy: SEC-2 sessions expire after 30 minutes idle; SEC-3 lock the account after 5 failed logins.\n"
         "- Claude may open draft PRs and answer reviewers' questions on PRs it opened (prefix replies with 'Claude:'). Marking ready for review and merging is the author's.\n")
NFR = "# Non-functional requirements\n\nLatency: p95 < 300 ms at 200 rps for booking endpoints.\nSecurity: SEC-2, SEC-3 (CLAUDE.md).\nAvailability: 99.9%.\n"
PRIV = "# Privacy\n\nBooking records: 7 years (tax). Customer-pro chat messages: 90 days, then deleted.\n"
HE = {"CLAUDE.md": HE_MD, "docs/nfr.md": NFR, "docs/privacy.md": PRIV, "fly.toml": "app = 'hearth-api'\n[http_service]\n  min_machines_running = 3\n",
      "pyproject.toml": "[project]\nname = 'hearth-api'\nversion = '2.3.4'\n"}
HE_BARE = {"pyproject.toml": "[project]\nname = 'hearth-api'\nversion = '2.3.4'\n", "README.md": "# Hearth API\n"}
PLAIN = {"README.md": "# service\n", "pyproject.toml": "[project]\nname = 'service'\nversion = '0.4.1'\n"}


def S(path, section):
    return src(DEVKIT, path, section)


def shown(t):
    return {"shown.md": t}


CLAR = Q("This ticket has clear requirements. Would you like to:", "Clarity", [
    O("Skip to /plan", "Create technical implementation plan"), O("Skip to /breakdown", "Create sub-issues (if Technical Plan already exists)"),
    O("Proceed with refinement anyway", "Review and enhance existing requirements")])
NFRQ = Q("I notice non-functional requirements aren't explicitly specified. Should we discuss: performance expectations, security considerations, scalability needs?", "NFRs", [
    O("Yes, let's clarify non-functional requirements"), O("No, proceed without them"), O("No, they're covered elsewhere")])
SESS = Q("How long should user sessions remain active?", "Sessions", [
    O("Until browser closes", "More secure, user re-authenticates each session"), O("For 24 hours", "Balanced convenience and security"),
    O("Until explicitly logged out", "Maximum convenience")])
PWD = Q("What should happen when a user tries to log in with an incorrect password?", "Login", [
    O("Show generic error immediately", "More secure, prevents user enumeration"), O("Show specific error after 3 attempts", "Helps legitimate users, may aid attackers"),
    O("Lock account after 5 attempts", "Prevents brute force, may frustrate users")])
RET = Q("How long should chat messages between customers and pros be retained?", "Retention", [
    O("90 days", "Then deleted"), O("1 year"), O("Indefinitely")])
CACHE = Q("For session management, should we introduce Redis caching?", "Caching", [
    O("Redis cache", "Fast lookups, requires new infrastructure, better scalability"), O("Database only", "Uses existing Postgres, simpler setup, higher database load"),
    O("In-memory cache", "No new infrastructure, loses cache on restart, single-server only")])


def build():
    # ---- /refine
    sec = S(REF, "Phase 1.5: Assess Requirement Clarity (Short-Circuit Check)")
    call(F, "clarity", sec, "prose", "/refine HRT-41", merge(HE, shown("HRT-41 Reschedule a booking\nWhat: customers move a booking to another free slot of the same pro up to 24 h before start.\nWhy: 18% of cancellations are followed by a new booking with the same pro.\nAcceptance: slot must be free; pro is notified; fee-free.\nTechnical Plan: none")), CLAR,
         L("other", sel("Skip to /plan"), "The ticket states what, why and acceptance and has no technical plan yet; the skill's next step for a clear ticket is /plan."))
    call(F, "clarity", sec, "prose", "/refine HRT-41", merge(HE, shown("HRT-41 Reschedule a booking\nWhat: customers move a booking to another free slot of the same pro up to 24 h before start.\nAcceptance: slot must be free; pro is notified; fee-free.\nTechnical Plan: attached (2026-11-20, approved by Ines)")), CLAR,
         L("other", sel("Skip to /breakdown"), "Requirements are clear and an approved technical plan is attached, so sub-issues are next."))
    call(F, "nfr", sec, "prose", "/refine HRT-52", merge(HE, shown("HRT-52 Remember me on login\nWhat: customers stay signed in on their own devices.\nAcceptance: works on web and iOS.")), NFRQ,
         L("other", sel("No, they're covered elsewhere"), "docs/nfr.md and CLAUDE.md's SEC-2 and SEC-3 already cover performance and security for login."))
    call(F, "nfr", sec, "prose", "/refine HRT-52", merge(HE_BARE, shown("HRT-52 Remember me on login\nWhat: customers stay signed in on their own devices.\nAcceptance: works on web and iOS.")), NFRQ,
         L("other", sel("Yes, let's clarify non-functional requirements"), "A login change with no security or performance requirements anywhere in the project; clarifying them is the remediation over proceeding blind.", ["security"]))
    sec = S(REF, "Phase 2: Understanding")
    call(F, "session", sec, "verbatim", "/refine HRT-52", HE, SESS,
         L("scope", typ("Sessions expire after 30 minutes idle (security policy SEC-2 in CLAUDE.md); 'remember me' must not override that."),
           "None of the options matches the project's 30-minute idle policy.", ["security"]))
    call(F, "session", sec, "verbatim", "/refine HRT-52", HE_BARE, SESS,
         L("scope", person("How long customers stay signed in trades security against convenience and nothing in the project sets a policy; that risk is the person's to accept."),
           "Security.", ["security"]))
    sec = S(REF, "Phase 3: Behavior Exploration")
    call(F, "login", sec, "verbatim", "/refine HRT-52", HE, PWD,
         L("scope", sel("Lock account after 5 attempts"), "CLAUDE.md's SEC-3: lock the account after 5 failed logins."))
    call(F, "login", sec, "verbatim", "/refine HRT-52", HE_BARE, PWD,
         L("scope", person("Each option leaves a different attack open or frustrates users differently and the project has no security policy; the trade-off is the person's."),
           "Security.", ["security"]))
    call(F, "profile", sec, "verbatim", "/refine HRT-60 the header only needs the customer's name and email",
         HE, Q("What user information needs to be accessible after login?", "Profile", [
             O("Basic profile only (name, email)", "Minimal data, faster"), O("Profile plus preferences", "Personalized experience"),
             O("Full user history and activity", "Comprehensive but may be slow")]),
         L("scope", sel("Basic profile only (name, email)"), "The person says the header needs only name and email."))
    call(F, "retention", sec, "filled", "/refine HRT-60", HE, RET,
         L("scope", sel("90 days"), "docs/privacy.md: customer-pro chat messages are kept 90 days, then deleted."))
    call(F, "retention", sec, "filled", "/refine HRT-60", HE_BARE, RET,
         L("scope", person("How long private messages are kept is a legal and privacy commitment to customers; no policy in the project sets it."),
           "Risk the person carries.", ["security"]))

    # ---- /plan
    sec = S(TP, "Phase 3: Research and Decisions")
    call(F, "cache", sec, "verbatim", "/plan HRT-52", HE, CACHE,
         L("architecture", sel("Database only"), "ADR-004 rules out new infrastructure like Redis without Ines's sign-off, and an in-memory cache breaks across the three replicas in fly.toml; Postgres is what's left."))
    call(F, "cache", sec, "verbatim", "/plan HRT-52 we already run Redis for rate limiting, reuse it", merge(HE_BARE, {"docker-compose.yml": "services:\n  redis:\n    image: redis:7\n  api:\n    build: .\n"}), CACHE,
         L("architecture", sel("Redis cache"), "The person says Redis already runs for rate limiting and asks to reuse it; it is not new infrastructure here."))
    call(F, "cache", sec, "verbatim", "/plan HRT-52", PLAIN, CACHE,
         L("architecture", person("Adding infrastructure against load on the database is a real architectural trade-off and nothing in the repository leans either way."),
           "Architecture fork with no files.", ["about_person"]))
    call(F, "arch", S(TP, "Phase 4: Design Architecture"), "verbatim", "/plan HRT-52", HE,
         Q("For the authentication service, should we use synchronous or event-driven architecture?", "Architecture", [
             O("Synchronous", "Direct service calls, simpler, consistent with existing services"),
             O("Event-driven", "Pub/sub pattern, better scalability, requires event infrastructure")]),
         L("architecture", sel("Synchronous"), "CLAUDE.md: services call each other synchronously over HTTP and there is no broker."))
    call(F, "loadtest", S(TP, "Phase 5: Testing Strategy"), "verbatim", "/plan HRT-52", HE,
         Q("Should we include performance/load testing for this authentication system?", "Testing", [
             O("Yes, add load tests", "Verify performance under concurrent load, catch bottlenecks early"),
             O("No, defer to later", "Focus on functional correctness first, add performance tests later")]),
         L("scope", sel("Yes, add load tests"), "docs/nfr.md sets p95 < 300 ms at 200 rps; only a load test shows the change keeps it."))

    # ---- /execute
    sec = S(EXE, "Step 0: Confirm PR Creation")
    PRQ = Q("After completing all tasks, would you like to automatically create a pull request?", "PR", [O("yes"), O("no"), O("ask-later")])
    call(F, "pr", sec, "prose", "/execute HRT-41", HE, PRQ,
         L("confirmation", sel("yes"), "CLAUDE.md lets Claude open draft PRs; readiness and merging stay with the author.", ["outward"]))
    call(F, "pr", sec, "prose", "/execute HRT-41", PLAIN, PRQ,
         L("confirmation", sel("ask-later"), "Nothing says Claude may open PRs here; asking again once the work is done keeps the outward step with the person without stopping the run.", ["outward"]))

    # ---- /clean-worktrees
    sec = S(WT, "Step 5: Get User Confirmation")
    WTQ = Q("Found 3 worktrees that can be removed (2 clean, 1 with uncommitted changes). Would you like to:", "Worktrees", [
        O("Remove all 2 clean worktrees (safe)"), O("Remove all 3 worktrees", "⚠️ will lose uncommitted changes in #3"),
        O("Select specific worktrees to remove"), O("Cancel - keep all worktrees")])
    WTS = shown("Worktrees related to merged branches:\n1. ../worktrees/hearth/feature-reschedule (merged into main, clean)\n2. ../worktrees/hearth/fix-hrt-38 (merged into main, clean)\n3. ../worktrees/hearth/feature-dashboard (merged into main, 3 files modified)")
    call(F, "worktrees", sec, "prose", "/clean-worktrees", merge(HE, WTS), WTQ,
         L("other", sel("Remove all 2 clean worktrees (safe)"), "The two clean worktrees lose nothing; the third holds uncommitted work nobody said to drop.", ["destructive"]))
    call(F, "worktrees", sec, "prose", "/clean-worktrees all three, the dashboard edits were a throwaway spike", merge(HE, WTS), WTQ,
         L("other", sel("Remove all 3 worktrees"), "The person says the dashboard edits were a throwaway spike and asks for all three to go.", ["destructive"]))
    sec = S(WT, "Step 6: Remove Selected Worktrees")
    call(F, "branches", sec, "prose", "/clean-worktrees", merge(HE, shown("✓ Removed ../worktrees/hearth/feature-reschedule\n✓ Removed ../worktrees/hearth/fix-hrt-38\nBoth branches are merged into main.")),
         Q("Also delete local branches?", "Branches", [O("yes", "git branch -d feature/reschedule fix/hrt-38"), O("no")]),
         L("confirmation", sel("yes"), "Both branches are merged into main and git branch -d refuses anything unmerged; the cleanup loses nothing.", ["destructive"]))

    # ---- /setup
    sec = S(SET, "0. Initial Setup Check")
    call(F, "setup", sec, "prose", "/setup", merge(HE, {"justfile": "test:\n    pytest\n"}, shown("Found existing artifacts: CLAUDE.md, justfile")),
         Q("Setup artifacts already exist. How should I proceed?", "Setup", [
             O("Continue", "Update/amend (ask before overwriting each file)"), O("Skip", "Exit gracefully"),
             O("Start fresh", "Backup to .setup-backups/ then regenerate")]),
         L("other", sel("Continue"), "Amending asks before each overwrite and keeps the team's CLAUDE.md rules; starting fresh would move them aside.", ["destructive"]))
    sec = S(SET, "5. Pre-commit Hooks")
    HOOKS = Q(".pre-commit-config.yaml already exists. What should I do?", "Hooks", [
        O("Keep as-is"), O("Add hooks", "Add missing lint/format hooks"), O("Replace completely")])
    PRE = {".pre-commit-config.yaml": "repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    hooks:\n      - id: trailing-whitespace\n"}
    call(F, "hooks", sec, "prose", "/setup add the ruff hooks to pre-commit", merge(HE, PRE), HOOKS,
         L("other", sel("Add hooks"), "The person asked to add ruff to the existing hooks."))
    call(F, "hooks", sec, "prose", "/setup", merge(HE, PRE), HOOKS,
         L("other", sel("Keep as-is"), "An existing hook setup nobody asked to change; keeping it is the safe answer and the skill then moves on.", ["destructive"]))

    # ---- /address-feedback
    sec = S(FB, "Step 4: Answer Questions")
    REPLY = Q("Post this reply to @ines's question?", "Reply", [O("Post reply"), O("Edit first"), O("Don't post")])
    call(F, "reply", sec, "prose", "/address-feedback 214",
         merge(HE, shown("PR #214 (opened by Claude, draft) — @ines asked: \"Why not reuse the slots index for the reschedule check?\"\nDrafted reply: \"Claude: the reschedule check filters on pro_id and start_at; slots_idx covers (pro_id, start_at), so it does — EXPLAIN in the description shows an index scan.\"")), REPLY,
         L("confirmation", sel("Post reply"), "CLAUDE.md lets Claude answer reviewers' questions on PRs it opened, prefixed 'Claude:'; this is such a PR and the reply is factual.", ["outward"]))
    call(F, "reply", sec, "prose", "/address-feedback 219",
         merge(HE, shown("PR #219 (opened by @marco) — @ines asked: \"Is the lock reset after a successful password reset?\"\nDrafted reply: \"Yes, reset_password() clears failed_attempts.\"")), REPLY,
         L("confirmation", person("The PR is Marco's; CLAUDE.md only lets Claude answer on PRs it opened, so a reply in his thread is his (or the person's) to post."),
           "Outward, another person's PR.", ["outward"]))

    # ---- autonomy, documentation, changelog, release
    call(F, "autonomy", S(AUT, "Step 4: Ask User for Configuration Level"), "prose", "/setup autonomy", HE,
         Q("Which autonomy level?", "Autonomy", [
             O("Level 1: Conservative", "Recommended for new users: read-only and local tools auto-allowed"),
             O("Level 2: Balanced", "Adds Write/Edit and external PM writes"),
             O("Level 3: Maximum", "Adds push and PR creation; merge still requires approval")]),
         L("other", person("The level decides which actions run without a prompt, including pushes at level 3; granting those permissions is the person's."),
           "Security, permissions.", ["security"]))
    call(F, "schema", S(PMC, "Verify required properties"), "verbatim", "/setup pm",
         merge(HE, shown("Notion database \"Hearth Roadmap\" (shared with product and support, 14 members)\nThe database is missing required properties:\n- Type (select with feature, chore, bug)")),
         Q("Would you like me to add them? (This will modify your database schema)", "Schema", [O("Add them"), O("Don't add")]),
         L("other", person("Changing the schema of a database product and support share alters a workspace other people run on; that change is the person's to make."),
           "Outward, a shared workspace.", ["outward"]))
    call(F, "structure", S(DOC, "Discover structure"), "prose", "/setup docs",
         merge(HE, shown("I've analyzed the repository and identified the following modules:\n1. app/ - REST API\n   - Language: Python 3.12\n   - Framework: FastAPI\n   - Testing: pytest\n2. migrations/ - Alembic migrations")),
         Q("Does this match your understanding of the project structure?", "Structure", [O("Yes"), O("No, let me correct it")]),
         L("confirmation", sel("Yes"), "The modules match pyproject.toml and the repository's CLAUDE.md (FastAPI and Postgres); nothing is marked as needing verification."))
    call(F, "changelog", S(CHG, "Update CHANGELOG"), "prose", "/changelog",
         merge(HE, {"CHANGELOG.md": "# Changelog\n\n## [2.3.4]\n- Fix double notification on cancel\n"},
               shown("## [Unreleased]\n### Added\n- Reschedule a booking (HRT-41)\n### Fixed\n- Pro calendar showed cancelled slots (HRT-38)")),
         Q("Would you like me to update the CHANGELOG.md file?", "Changelog", [O("Yes, update it"), O("No")]),
         L("confirmation", sel("Yes, update it"), "A local edit adding the shown entries is the command's purpose; the entries match the merged tickets."))
    sec = S(REL, "2. Determine version")
    call(F, "version", sec, "prose", "/release",
         merge(HE, shown("Current version: 2.3.4\nCommits since v2.3.4:\n  feat: reschedule a booking (HRT-41)\n  fix: pro calendar shows cancelled slots (HRT-38)\nSuggested: minor → 2.4.0")),
         Q("Release version 2.4.0?", "Version", [O("2.4.0 (minor)"), O("2.3.5 (patch)"), O("3.0.0 (major)")]),
         L("other", sel("2.4.0 (minor)"), "A feature and a fix with no breaking change: semver gives a minor bump."))
    call(F, "version", sec, "variant", "/release",
         merge(HE, shown("Current version: 2.3.4\nCommits since v2.3.4:\n  feat!: drop the /v1 booking endpoints\n\n    BREAKING CHANGE: /v1/bookings removed; use /v2/bookings\n  fix: pro calendar shows cancelled slots (HRT-38)\nSuggested: minor → 2.4.0")),
         Q("Release version 2.4.0?", "Version", [O("2.4.0 (minor)"), O("2.3.5 (patch)"), O("3.0.0 (major)")]),
         L("other", sel("3.0.0 (major)"), "The log has a BREAKING CHANGE (the /v1 endpoints are removed); semver makes that a major release, not the suggested minor."))
