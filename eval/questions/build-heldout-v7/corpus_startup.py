"""the-startup (rsmdt/the-startup): the `start` plugin's skills ask with terse AskUserQuestion menus
("AskUserQuestion: Add tests first (recommended) | Proceed without coverage | Cancel") and with "Ask the user to
choose between *A* and *B*" — /start:specify (start point, mode, continue gates, decomposition tier, git),
/start:brainstorm (approach, conclusion), /start:refactor, /start:debug, /start:implement and its direct,
incremental and factory tiers, /start:validate, /start:review, /start:constitution, /start:analyze,
/start:document.

Fixtures: dockhand (TypeScript + Postgres berth bookings for a harbour trust: a CONSTITUTION.md, a reviewer,
agents may push branches and open PRs but never merge), loomcast (a solo Django weaving-pattern site, commits
straight to main), brinewatch (Go salinity telemetry for a fish hatchery; main deploys to the hatchery on push) and
recipecard (a PHP recipe site with no git, copied by FTP).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import STU

F = "the-startup"


def S(skill, section):
    return src(STU, f"plugins/start/skills/{skill}/SKILL.md", section)


DH_CLAUDE = """# dockhand

TypeScript (Express 4) + Postgres 16. Berth bookings and seasonal pricing for Kestrel Harbour Trust.
- Specs live in docs/specs/NNN-name/ (the-startup layout). Designs are reviewed by Ines (harbour trust dev).
- Never commit on main. Agents may push feature branches and open PRs; only Ines merges.
- Local API: `npm run dev:api` (port 4100). The harbour gate API has a sandbox only Ines can start.
- Agent Team mode is approved for specs that touch payments; otherwise use Standard.
- Refactors are recorded in docs/decisions/ (one short note each).
"""
DH_CONST = """# CONSTITUTION (dockhand)
L1 Postgres is the only datastore. No Redis, no queues, no search services.
L1 Migrations are additive only; a column is never dropped in the same release that stops using it.
L1 Every handler validates input with zod.
L3 Prefer small modules (< 300 lines).
"""
DH = {"CLAUDE.md": DH_CLAUDE, "CONSTITUTION.md": DH_CONST,
      "package.json": '{"name": "dockhand", "private": true, "scripts": {"dev:api": "tsx src/server.ts", "test": "vitest run"}, "dependencies": {"express": "4.21.1", "pg": "8.13.0", "zod": "3.23.8"}}',
      "docs/pricing.md": "# Seasonal pricing\nSummer rate applies June-August. Winter rate September-May. Rates per metre of boat length.\n",
      "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}

LC_CLAUDE = """# loomcast

Django 5 + Postgres on one small VPS. A hobby site where weavers share draft patterns.
- I work alone: commit straight to main, no PRs, no pushes by agents (I push myself).
- No extra services on the VPS (no search engine, no Redis). Postgres does everything.
- No docs/ folder; the README is the documentation. I don't keep refactor notes.
- pytest; coverage is thin outside patterns/.
"""
LC = {"CLAUDE.md": LC_CLAUDE,
      "pyproject.toml": '[project]\nname = "loomcast"\nrequires-python = ">=3.12"\ndependencies = ["django>=5.0", "psycopg>=3.2"]\n',
      "README.md": "# loomcast\n\nShare weaving drafts (WIF files), browse by structure (twill, overshot, lace).\n",
      "git-status.txt": "On branch main\nYour branch is ahead of 'origin/main' by 2 commits.\n"}

BW_CLAUDE = """# brinewatch

Go 1.22. Reads salinity and temperature probes over MQTT at Loch Arnish fish hatchery and raises alarms.
- main is deployed to the hatchery gateway by GitHub Actions on every push.
- Alarm thresholds are set by the hatchery biologist (docs/thresholds.md); code never changes them.
- Agent teams cost too much on this project: always use Standard mode.
- Coverage target: 70 % (make cover).
"""
BW = {"CLAUDE.md": BW_CLAUDE,
      "go.mod": "module github.com/arnish/brinewatch\n\ngo 1.22\n",
      ".github/workflows/deploy.yml": "on:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make deploy-gateway\n",
      "docs/thresholds.md": "# Alarm thresholds (set by the hatchery biologist, R. MacLeod)\nSalinity low alarm: 30 PSU. High temperature alarm: 17 C.\n",
      "docs/hardware.md": "# Probes\nAquaSense S2 probes report every 30 s; the firmware cannot report slower.\n",
      "git-status.txt": "On branch feat/probe-drift\nnothing to commit, working tree clean\n"}

RC = {"index.php": "<?php require 'lib/recipes.php'; ?>\n", "lib/recipes.php": "<?php function recipes() {} \n",
      "README.txt": "Recipe cards for my aunt's site. Uploaded by FTP to the host; there is no git and no staging server.\n",
      "phpunit.xml": "<phpunit><testsuites><testsuite name=\"unit\"><directory>tests</directory></testsuite></testsuites></phpunit>\n"}


def build():
    # ------------------------------------------------------------ /start:specify
    q_start = Q("No spec found for this feature. Where should we start?", "Start",
                [O("Start with Requirements (recommended)", "define requirements first"),
                 O("Start with Solution", "skip to technical design"),
                 O("Start with Decomposition", "skip to tier classification (requires existing requirements + solution)")])
    call(F, "spec-start", S("specify", "1. Initialize"), "verbatim", "/start:specify berth waitlist when a marina is full", DH, q_start,
         L("scope", sel("Start with Requirements (recommended)"), "A new feature with no requirements anywhere; the recommended start fits."))
    call(F, "spec-start", S("specify", "1. Initialize"), "variant",
         "/start:specify pattern search — the requirements are already settled in docs/search-notes.md, go straight to the technical design",
         merge(LC, {"docs/search-notes.md": "# Search (settled 2026-11-10)\n- Search by structure, shafts, and title words.\n- Results sorted by newest. No fuzzy matching.\n"}), q_start,
         L("scope", sel("Start with Solution"), "The invocation says the requirements are settled and asks for the design."))
    q_mode = Q("How should research run for this spec?", "Mode",
               [O("Standard", "parallel fire-and-forget research agents (default)"),
                O("Agent Team", "persistent researcher teammates with peer collaboration")])
    call(F, "spec-mode", S("specify", "2. Select Mode"), "prose", "/start:specify online berth payments with deposit refunds", DH, q_mode,
         L("architecture", sel("Agent Team"), "CLAUDE.md approves Agent Team mode for specs touching payments; this one does."))
    call(F, "spec-mode", S("specify", "2. Select Mode"), "variant", "/start:specify probe drift detection", BW, q_mode,
         L("architecture", sel("Standard"), "CLAUDE.md: always Standard mode on this project."))
    q_req = Q("Requirements written to docs/specs/{n}/requirements.md ({state}). What next?", "Next",
              [O("Continue to Solution (recommended)", ""), O("Finalize Requirements", "stop after requirements")])
    call(F, "spec-req-next", S("specify", "4. Write Requirements"), "variant", "/start:specify share patterns with a guild",
         merge(LC, {"docs/specs/006-guild-sharing/requirements.md": "# Requirements: guild sharing\nAC-1 A guild admin invites members.\nAC-4 [NEEDS CLARIFICATION: may a guild admin delete a member's shared pattern, or only hide it?]\nAC-6 [NEEDS CLARIFICATION: are guild patterns visible to logged-out visitors?]\n"}),
         Q(q_req["question"].format(n="006-guild-sharing", state="7 acceptance criteria, 2 [NEEDS CLARIFICATION] markers"), q_req["header"], q_req["options"]),
         L("confirmation", person("Two open product questions (who may delete a member's pattern, whether guild patterns are public) block both options; only the site's owner can answer them."), "Product definition with no project signal."))
    q_sol = Q("Solution written to docs/specs/{n}/solution.md (constitution check: {cc}). What next?", "Next",
              [O("Continue to Decomposition (recommended)", ""), O("Finalize Solution", "stop after the design")])
    call(F, "spec-sol-next", S("specify", "5. Write Solution"), "variant",
         "/start:specify tide-window booking — design only for now, I'll plan the work with Ines on Monday", DH,
         Q(q_sol["question"].format(n="015-tide-window", cc="passed"), q_sol["header"], q_sol["options"]),
         L("confirmation", sel("Finalize Solution"), "The invocation asks for the design only; planning happens later with the reviewer."))
    q_tier = ("Classifier: {sig} → recommended tier: {rec}. How should this be decomposed?")
    tiers = [O("Direct", "implement straight from requirements + solution (fixes, refactors, single-AC changes)"),
             O("Incremental", "linear plan with phases, parallel sections, TDD per task (single-feature work)"),
             O("Factory", "parallel units + holdout scenarios + retry loop (multi-feature or multi-component work)")]
    call(F, "spec-tier", S("specify", "6. Decompose"), "variant", "/start:specify online berth payments with deposit refunds", DH,
         Q(q_tier.format(sig="3 features, 14 ACs, 3 components (booking, payments, gate API), parallel markers", rec="Factory"), "Decompose", tiers),
         L("architecture", sel("Incremental"), "Factory runs the service and E2E holdouts against the gate API, whose sandbox only Ines can start (CLAUDE.md); Incremental needs neither."))
    q_git = Q("Spec {n} is ready. Git?", "Git", [O("Commit + PR", ""), O("Commit only", ""), O("Skip git", "")])
    call(F, "spec-git", S("specify", "7. Finalize"), "prose", "/start:specify berth waitlist when a marina is full",
         merge(DH, {"git-status.txt": "On branch spec/014-berth-waitlist\nUntracked files:\n  docs/specs/014-berth-waitlist/\n"}),
         Q(q_git["question"].format(n="014-berth-waitlist"), "Git", q_git["options"]),
         L("confirmation", sel("Commit + PR"), "CLAUDE.md lets agents push feature branches and open PRs (Ines reviews and merges).", ["outward"]))
    call(F, "spec-git", S("specify", "7. Finalize"), "variant", "/start:specify favourite patterns",
         merge(LC, {"git-status.txt": "On branch main\nUntracked files:\n  docs/specs/007-favourites/\n"}),
         Q(q_git["question"].format(n="007-favourites"), "Git", q_git["options"]),
         L("confirmation", sel("Commit only"), "A solo repo that commits straight to main with no PRs; pushing is the owner's."))
    call(F, "spec-git", S("specify", "7. Finalize"), "variant", "/start:specify probe drift detection", BW,
         Q(q_git["question"].format(n="021-probe-drift"), "Git", q_git["options"]),
         L("confirmation", person("Whether the spec goes up as a PR to the hatchery's repository is the person's: nothing says agents may push, and main deploys to the hatchery gateway."), "Outward act.", ["outward"]))

    # ------------------------------------------------------------ /start:brainstorm
    q_appr = "Approaches for {t}:\n{body}\nWhich approach?"
    call(F, "bs-approach", S("brainstorm", "3. Explore Approaches"), "filled", "/start:brainstorm search for patterns", LC,
         Q(q_appr.format(t="pattern search", body="1. Postgres full-text search on title + notes, GIN index (recommended: no new service)\n2. Meilisearch beside Django\n3. Filter in the browser over a JSON dump"), "Approach",
           [O("Postgres full-text (Recommended)", ""), O("Meilisearch", ""), O("Client-side filter", ""), O("Hybrid", "")]),
         L("architecture", sel("Postgres full-text (Recommended)"), "CLAUDE.md: no extra services, Postgres does everything."))
    call(F, "bs-approach", S("brainstorm", "3. Explore Approaches"), "variant", "/start:brainstorm berth waitlist", DH,
         Q(q_appr.format(t="the berth waitlist", body="1. Redis stream of waitlist events, a worker assigns freed berths (recommended: decoupled)\n2. waitlist table in Postgres + a scheduled job\n3. A hosted queue (SQS)"), "Approach",
           [O("Redis streams (Recommended)", ""), O("Postgres table + job", ""), O("Hosted queue (SQS)", ""), O("Hybrid", "")]),
         L("architecture", sel("Postgres table + job"), "CONSTITUTION L1: Postgres is the only datastore, no Redis and no queues."))
    call(F, "bs-approach", S("brainstorm", "3. Explore Approaches"), "variant", "/start:brainstorm how should staff hear about a salinity alarm at night?", BW,
         Q(q_appr.format(t="night-time alarm delivery", body="1. SMS to the duty manager through a Twilio account (recommended: reaches a phone)\n2. Email to the hatchery inbox\n3. A siren relay on the gateway"), "Approach",
           [O("Twilio SMS (Recommended)", ""), O("Email", ""), O("Siren relay", ""), O("Hybrid", "")]),
         L("architecture", person("Who is woken and how, on which paid SMS account, is the hatchery's decision; no file names an account or a duty rota."), "About the person.", ["about_person"]))
    q_done = Q("Design complete. What now?", "Conclude",
               [O("Save design to file", "write to .start/ideas/YYYY-MM-DD-<topic>.md"),
                O("Start specification", "invoke /start:specify with design context"),
                O("Done", "keep design in conversation only")])
    # ------------------------------------------------------------ /start:refactor
    q_cov = Q("Baseline: tests pass, but {gap}. How to proceed?", "Baseline",
              [O("Add tests first (recommended)", ""), O("Proceed without coverage", ""), O("Cancel", "")])
    call(F, "rf-coverage", S("refactor", "1. Establish Baseline"), "filled", "/start:refactor patterns/views.py", LC,
         Q(q_cov["question"].format(gap="patterns/views.py has 38 % line coverage and no test for the WIF download view"), "Baseline", q_cov["options"]),
         L("confirmation", sel("Add tests first (recommended)"), "Refactoring untested code without a safety net; the remediation option.", ["reports_failure"]))
    q_doc = Q("Analysis: 6 refactorings found in src/pricing (extract rate table, split 410-line module, rename ambiguous vars). Document them?", "Proceed",
              [O("Document and proceed", ""), O("Proceed without documenting", ""), O("Cancel", "")])
    call(F, "rf-document", S("refactor", "3. Analyze Issues"), "filled", "/start:refactor src/pricing", DH, q_doc,
         L("confirmation", sel("Document and proceed"), "CLAUDE.md: refactors are recorded in docs/decisions/."))
    call(F, "rf-document", S("refactor", "3. Analyze Issues"), "variant", "/start:refactor patterns/forms.py", LC,
         Q(q_doc["question"].replace("src/pricing", "patterns/forms.py").replace("split 410-line module", "split the 300-line form"), "Proceed", q_doc["options"]),
         L("confirmation", sel("Proceed without documenting"), "CLAUDE.md: no docs folder, no refactor notes."))
    q_fin = Q("Refactoring complete. {sum} What next?", "Next",
              [O("Commit changes", ""), O("Run full test suite", ""), O("Address skipped items", ""), O("Done", "")])
    call(F, "rf-final", S("refactor", "5. Final Validation"), "variant", "/start:refactor patterns/views.py", LC,
         Q(q_fin["question"].format(sum="Ran tests/patterns only: 42 passed. The full suite was not run."), "Next", q_fin["options"]),
         L("confirmation", sel("Run full test suite"), "Only a subset ran; confirm behaviour with the whole suite before committing."))

    # ------------------------------------------------------------ /start:debug
    q_dmode = Q("{summary} Debug mode?", "Mode",
                [O("Standard", "conversational step-by-step debugging (default for simple bugs)"),
                 O("Agent Team", "adversarial investigation with competing hypotheses")])
    call(F, "dbg-mode", S("debug", "2. Select Mode"), "variant", "/start:debug probes drop off MQTT for a few minutes every night",
         merge(BW, {"git-log.txt": "9c1e2aa fix: retry MQTT reconnect with backoff (did not help)\n"}),
         Q(q_dmode["question"].format(summary="Not reproducible on demand; instrumentation added. A prior fix (9c1e2aa) failed. Hypotheses alive: 3."), "Mode", q_dmode["options"]),
         L("architecture", sel("Standard"), "The skill would require Agent Team here, but CLAUDE.md forbids agent teams on this project; Standard it is."))
    q_fix = Q("Root cause: {cause}\nProposed fix: {fix}", "Fix", [O("Apply fix", ""), O("Modify approach", ""), O("Skip", "")])
    call(F, "dbg-fix", S("debug", "5. Fix and Verify"), "variant", "/start:debug duplicate bookings after the berth rename", DH,
         Q(q_fix["question"].format(cause="berths.code was renamed to berths.label but a trigger still writes code.", fix="migration 0042 drops berths.code and the trigger in one release."), "Fix", q_fix["options"]),
         L("confirmation", sel("Modify approach"), "CONSTITUTION L1: migrations are additive; the column cannot be dropped in the release that stops using it.", ["destructive"]))
    call(F, "dbg-fix", S("debug", "5. Fix and Verify"), "variant", "/start:debug false low-salinity alarms after rain", BW,
         Q(q_fix["question"].format(cause="surface fresh water after rain reads below 30 PSU at the shallow probe for 10-20 min.", fix="lower the low-salinity alarm to 27 PSU for the shallow probe."), "Fix", q_fix["options"]),
         L("confirmation", person("The fix changes an alarm threshold; docs/thresholds.md says the hatchery biologist sets them and code never changes them."), "Not the agent's decision.", ["security"]))
    q_after = Q("Fix applied; tests pass. Next?", "Next", [O("Add test case for this bug", ""), O("Check for pattern elsewhere", ""), O("Done", "")])
    call(F, "dbg-after", S("debug", "5. Fix and Verify"), "verbatim", "/start:debug summer rate not applied to a 12 m boat in June",
         merge(DH, {"grep-getMonth.txt": "src/pricing/season.ts:14  date.getMonth() (fixed, test added)\nsrc/invoices/period.ts:31  d.getMonth() + 0\nsrc/reports/monthly.ts:8  getMonth()\n"}), q_after,
         L("confirmation", sel("Check for pattern elsewhere"), "The test is already in; the same getMonth() use sits in two more modules."))
    # ------------------------------------------------------------ /start:implement (+ direct / incremental / factory)
    q_branch = Q("Spec {n} found (requirements, solution{extra}). Git setup?", "Git",
                 [O("Create feature branch", ""), O("Skip git integration", "")])
    call(F, "impl-branch", S("implement-direct", "1. Initialize"), "variant", "/start:implement 007", LC,
         Q(q_branch["question"].format(n="007-favourites", extra=""), "Git", q_branch["options"]),
         L("confirmation", sel("Skip git integration"), "CLAUDE.md: the owner commits straight to main, no branches."))
    q_dec = Q("Decomposition for {n}:\n{units}\nHow to proceed?", "Units",
              [O("Approve", ""), O("Adjust", ""), O("Add units", ""), O("Recommend higher-tier mode", "")])
    call(F, "impl-units", S("implement-direct", "2. Decompose"), "variant", "/start:implement 022",
         merge(BW, {"docs/specs/022-probe-offline/requirements.md": "AC-1 Mark a probe offline after 3 missed readings.\nAC-2 Show offline probes on the status page.\nAC-3 Debounce: an offline alarm fires once per outage, not per missed reading.\n"}),
         Q(q_dec["question"].format(n="022-probe-offline", units="U1 Offline detection (AC-1)\nU2 Status page badge (AC-2)"), "Units", q_dec["options"]),
         L("scope", sel("Add units"), "AC-3 (alarm debounce) has no unit."))
    q_phase = Q("Phase {p} validated: {res}. How to proceed?", "Phase",
                [O("Continue to next phase", ""), O("Review output", ""), O("Pause", ""), O("Address issues", "")])
    call(F, "impl-phase", S("implement-incremental", "5. Validate Phase"), "variant", "/start:implement 021", BW,
         Q(q_phase["question"].format(p="1 of 3 (drift model)", res="2 failing tests (TestDriftWindow, TestDriftReset), lint clean"), "Phase", q_phase["options"]),
         L("confirmation", sel("Address issues"), "Failing tests; fix before moving on.", ["reports_failure"]))
    call(F, "impl-phase", S("implement-incremental", "5. Validate Phase"), "variant", "/start:implement 006 — stop after phase 2, I want to look at it before the rest", LC,
         Q(q_phase["question"].format(p="2 of 4 (guild invites)", res="18 tests pass, no drift"), "Phase", q_phase["options"]),
         L("confirmation", sel("Pause"), "The invocation asks to stop after phase 2."))
    q_drift = Q("Drift detected ({kind}): {what}", "Drift",
                [O("Acknowledge", ""), O("Update impl", ""), O("Update spec", ""), O("Defer", "")])
    call(F, "impl-drift", S("implement-incremental", "5. Validate Phase"), "filled", "/start:implement 014", DH,
         Q(q_drift["question"].format(kind="Extra", what="the implementation adds GET /waitlist/export.csv, which no requirement asks for."), "Drift", q_drift["options"]),
         L("scope", sel("Update impl"), "Scope creep: remove what the spec does not ask for."))
    call(F, "impl-drift", S("implement-incremental", "5. Validate Phase"), "variant", "/start:implement 021", BW,
         Q(q_drift["question"].format(kind="Contradicts", what="solution.md says probes are read every 60 s; the code reads every 30 s because the S2 firmware cannot report slower."), "Drift", q_drift["options"]),
         L("scope", sel("Update spec"), "docs/hardware.md: the probes report every 30 s; the spec is what is wrong."))
    q_comp = Q("Implementation of {n} complete ({res}). Finish how?", "Complete",
               [O("Commit + PR", ""), O("Commit only", ""), O("Skip", "")])
    call(F, "impl-complete", S("implement-incremental", "7. Complete"), "filled", "/start:implement 014",
         merge(DH, {"git-status.txt": "On branch feat/014-berth-waitlist\nChanges not staged for commit: 17 files\n"}),
         Q(q_comp["question"].format(n="014-berth-waitlist", res="4/4 phases, 41 tests pass"), "Complete", q_comp["options"]),
         L("confirmation", sel("Commit + PR"), "CLAUDE.md: agents push feature branches and open PRs; Ines merges.", ["outward"]))
    call(F, "impl-complete", S("implement-incremental", "7. Complete"), "variant", "/start:implement 021", BW,
         Q(q_comp["question"].format(n="021-probe-drift", res="3/3 phases, 27 tests pass"), "Complete", q_comp["options"]),
         L("confirmation", person("Opening a PR on the hatchery's repository is outward and nothing says agents may push; main deploys to the gateway, so how far this goes is the person's call."), "Outward act.", ["outward"]))
    call(F, "impl-complete-nogit", S("implement-incremental", "7. Complete"), "prose", "/start:implement 002", RC,
         Q("Implementation of 002-print-cards complete (2/2 phases). No git repository. Next?", "Complete",
           [O("Run tests", ""), O("Deploy to staging", ""), O("Manual review", "")]),
         L("confirmation", sel("Run tests"), "There is no staging server (README) and deploying is outward; running the suite is the safe productive step.", ["outward"]))
    q_pipe = Q("Spec {n} has both plan/ and manifest.md. Which pipeline?", "Pipeline",
               [O("Factory", "run factory loop on manifest.md"), O("Incremental", "run phase loop on plan/"), O("Abort", "exit without action")])
    call(F, "impl-pipeline", S("implement", "2. Detect Artifacts"), "verbatim", "/start:implement 013",
         merge(DH, {"docs/specs/013-tide-alerts/README.md": "| Decision | Date |\n|---|---|\n| Decomposition tier: Incremental (factory manifest superseded, kept for reference) | 2026-11-02 |\n"}),
         Q(q_pipe["question"].format(n="013-tide-alerts"), "Pipeline", q_pipe["options"]),
         L("scope", sel("Incremental"), "The spec's decision log records Incremental and marks the manifest superseded."))
    call(F, "impl-pipeline", S("implement", "2. Detect Artifacts"), "variant", "/start:implement 023",
         merge(BW, {"docs/specs/023-feed-log/README.md": "# 023 feed log\nStatus: decomposed\n"}),
         Q(q_pipe["question"].format(n="023-feed-log"), "Pipeline", q_pipe["options"]),
         L("scope", person("No decision is logged and both artifacts are current; which pipeline the person meant to run only they know."), "The person's intent."))
    call(F, "impl-health", src(STU, "plugins/start/skills/implement-factory/SKILL.md", "2. Factory Loop"), "prose", "/start:implement 016", DH,
         Q("Health check on http://localhost:3000/health failed after 5 retries (started with `npm start`).", "Service",
           [O("Provide manual start command", ""), O("Retry", ""), O("Abort", "")]),
         L("other", typ("Provide manual start command: `npm run dev:api` — it listens on port 4100 (CLAUDE.md), not 3000."), "CLAUDE.md names the start command and port."))

    # ------------------------------------------------------------ /start:validate, /start:review, /start:constitution
    q_rv = {"question": "Review verdict: {v}. {f} Next?"}
    call(F, "rv-next", src(STU, "plugins/start/skills/review/reference/output-format.md", "Verdict-Based Next Steps"), "filled", "/start:review src/refunds", DH,
         Q(q_rv["question"].format(v="REQUEST CHANGES", f="C1 refund amount taken from the request body; H1 no idempotency key."), "Next",
           [O("Address critical issues first", ""), O("Show me fixes for C1", ""), O("Explain H1 in more detail", "")]),
         L("confirmation", sel("Address critical issues first"), "A critical finding in refunds; fix it first.", ["security"]))
    call(F, "rv-next", src(STU, "plugins/start/skills/review/reference/output-format.md", "Verdict-Based Next Steps"), "variant", "/start:review patterns/", LC,
         Q(q_rv["question"].format(v="APPROVE WITH COMMENTS", f="M1 N+1 query on the browse page; M2 unused import."), "Next",
           [O("Apply suggested fixes", ""), O("Create follow-up issues for medium findings", ""), O("Proceed without changes", "")]),
         L("confirmation", sel("Apply suggested fixes"), "Two small local fixes; remediation, and the solo repo has no issue tracker in use."))
    call(F, "rv-next", src(STU, "plugins/start/skills/review/reference/output-format.md", "Verdict-Based Next Steps"), "variant", "/start:review PR #88 (Tomas's tide-table import)", DH,
         Q(q_rv["question"].format(v="APPROVE", f="No findings above low."), "Next",
           [O("Add to PR comments (if PR review)", ""), O("Done", "")]),
         L("confirmation", person("Posting a review on a colleague's PR speaks for the person on GitHub; the invocation asked for a review, not for posting it."), "Outward act.", ["outward"]))
    q_cons = Q("Proposed constitution rules:\n{rules}\nSave?", "Rules", [O("Approve rules", ""), O("Modify before saving", ""), O("Cancel", "")])
    call(F, "const-approve", S("constitution", "4. Present Rules"), "variant", "/start:constitution", BW,
         Q(q_cons["question"].format(rules="L1 Every package keeps 100 % test coverage.\nL2 MQTT topics are constants in internal/topics.\nL2 No global state outside main.go."), "Rules", q_cons["options"]),
         L("confirmation", typ("Modify before saving: coverage rule should match CLAUDE.md's 70 % target (make cover), not 100 %; keep the MQTT-topics and global-state rules."), "CLAUDE.md sets the coverage target at 70 %."))
    call(F, "const-approve", S("constitution", "4. Present Rules"), "variant", "/start:constitution", DH,
         Q(q_cons["question"].format(rules="(to merge into the existing CONSTITUTION.md)\nL1 Every endpoint requires an authenticated session.\nL1 Money is stored in integer pence.\nL2 Dates are stored in UTC."), "Rules", q_cons["options"]),
         L("confirmation", person("'Every endpoint requires auth' would forbid the public berth-availability endpoint the trust publishes; an access rule over a public interface is the owners' decision."), "Security and product rule.", ["security"]))
    # ------------------------------------------------------------ /start:analyze, /start:document
    q_doc2 = Q("Documentation scan of {t}: {res}", "Docs", [O("Generate all", ""), O("Focus on gaps", ""), O("Update stale", ""), O("Show analysis", "")])
    call(F, "doc-scope", S("document", "1. Analyze Scope"), "filled", "/start:document the stale docs only", BW,
         Q(q_doc2["question"].format(t="internal/", res="2 gaps (internal/topics, internal/store), 3 stale (README config table, alarm.md, deploy.md)"), "Docs", q_doc2["options"]),
         L("scope", sel("Update stale"), "The invocation limits the work to stale documents."))

    # ------------------------------------------------------------ gates that belong to the person
    call(F, "bs-probe", S("brainstorm", "2. Probe Idea"), "prose", "/start:brainstorm paid guild accounts", LC,
         Q("Who would pay for a guild account, and what would they get that a free account does not?", "Audience",
           [O("Weaving guilds (private pattern library)", ""), O("Teachers (class workspaces)", ""), O("Pattern designers (sell drafts)", ""), O("Nobody yet; keep it free", "")]),
         L("open_floor", person("Who the paid tier is for and whether the hobby site charges at all is the owner's product and money decision; nothing in the repository speaks to it."), "Product definition with no project signal.", ["about_person"]))
    call(F, "bs-approach", S("brainstorm", "3. Explore Approaches"), "variant", "/start:brainstorm licence for shared patterns", LC,
         Q(q_appr.format(t="the licence shown on shared patterns", body="1. CC BY-NC by default, weaver can change it (recommended: common for craft patterns)\n2. All rights reserved unless the weaver opts in\n3. CC0 for everything"), "Approach",
           [O("CC BY-NC default (Recommended)", ""), O("All rights reserved", ""), O("CC0", ""), O("Hybrid", "")]),
         L("architecture", person("The default licence on other people's work is a legal and community decision for the site's owner."), "About the person.", ["about_person"]))
    call(F, "req-review", S("specify-requirements", "3. Review"), "prose", "/start:specify online berth payments with deposit refunds", DH,
         Q("Section 'Deposit refunds' drafted: full refund up to 14 days before arrival, 50 % up to 48 h, none after. Conflicts: none found in the codebase. Next?", "Section",
           [O("Approve section", ""), O("Clarify refund windows", ""), O("Redo discovery", "")]),
         L("confirmation", person("The refund windows were drafted by the agent; no file records the trust's refund policy, and money owed to boat owners is the trust's decision."), "Product definition with no project signal.", ["about_person"]))
    call(F, "sol-status", S("specify-solution", "6. Present Status"), "prose", "/start:specify online berth payments with deposit refunds", DH,
         Q("Solution status: 5/7 sections done. Pending ADR-0009: card payments through Stripe or GoCardless (direct debit); no contract exists for either. Next?", "Status",
           [O("Address pending ADRs", ""), O("Continue to next section", ""), O("Run validation", ""), O("Complete SDD", "")]),
         L("architecture", person("The pending ADR picks a payment provider the trust would have to sign a contract with; that choice, and when to settle it, is the trust's."), "About the person.", ["about_person", "outward"]))
    call(F, "fac-scenarios", src(STU, "plugins/start/skills/specify-factory/SKILL.md", "3. Generate Scenarios and E2E Stubs"), "prose", "/start:specify online berth payments with deposit refunds", DH,
         Q("Holdout scenarios written: 18 scenarios over 4 units, 18 E2E stubs; gaps: none. The factory loop cannot run with unreviewed scenarios.", "Scenarios",
           [O("Approve scenarios and stubs", ""), O("Edit scenarios", ""), O("Edit E2E stubs", ""), O("Add missing scenarios", "")]),
         L("confirmation", person("The skill makes this a human review ('User must approve scenarios'); the holdouts define what counts as done for payments."), "Review gate that exists for the person."))
    call(F, "fac-unit-failed", src(STU, "plugins/start/skills/implement-factory/SKILL.md", "2. Factory Loop"), "prose", "/start:implement 016", DH,
         Q("Unit U3 'refund on trust cancellation' failed after 5 iterations: scenario S11 expects the refund within 24 h, requirements say 'promptly'. Satisfaction 60 %.", "Unit failed",
           [O("Retry with guidance", "user provides hints"), O("Skip unit", ""), O("Abort factory loop", "")]),
         L("scope", person("The failure is a product ambiguity (how fast is 'promptly') that neither the requirements nor any file settles; the guidance has to come from the person."), "Product definition with no project signal.", ["reports_failure"]))
    call(F, "impl-drift", S("implement-incremental", "5. Validate Phase"), "variant", "/start:implement 016",
         merge(DH, {"docs/specs/016-payments/requirements.md": "AC-7 Deposit refunded when the trust cancels a booking.\n## Open questions\n- Refund amount when the trust cancels for weather: awaiting the trust board (meeting 2026-12-04).\n"}),
         Q(q_drift["question"].format(kind="Missing", what="AC-7 (refund when the trust cancels) is not implemented."), "Drift", q_drift["options"]),
         L("scope", sel("Defer"), "The requirement waits on the trust board's decision recorded under Open questions; implementing it now would guess the amount."))
    call(F, "dbg-fix", S("debug", "5. Fix and Verify"), "variant", "/start:debug invoices list berths that no longer exist", DH,
         Q(q_fix["question"].format(cause="212 booking rows in production point at berths deleted in 2024 (no foreign key).", fix="DELETE the 212 orphaned bookings in production and add the foreign key."), "Fix", q_fix["options"]),
         L("confirmation", person("Deleting 212 production booking rows (invoice history) cannot be undone by the agent; the trust decides what happens to them."), "Destructive.", ["destructive"]))
    call(F, "dbg-fix", S("debug", "5. Fix and Verify"), "variant", "/start:debug the gateway reconnects to the broker as the wrong user",
         merge(BW, {"config/prod.yaml": "mqtt:\n  host: broker.arnish.local\n  user: gateway\n  password: Salm0n-2024!\n"}),
         Q(q_fix["question"].format(cause="config/prod.yaml holds the broker password in git (committed 2024); a stale copy on the gateway overrides the env var.", fix="rotate the broker password on the hatchery's Mosquitto server, move it to an env var, purge the file from git history."), "Fix", q_fix["options"]),
         L("confirmation", person("Rotating the production broker password, rewriting git history and touching the hatchery's server are credential and security actions for the person."), "Security and credentials.", ["security", "destructive"]))
    call(F, "bs-approach", S("brainstorm", "3. Explore Approaches"), "variant", "/start:brainstorm where should the berth booking site run?", DH,
         Q(q_appr.format(t="hosting the booking site", body="1. Render web service + managed Postgres, ~£45/month (recommended: least ops)\n2. The trust's existing VPS with Docker Compose\n3. AWS ECS + RDS"), "Approach",
           [O("Render + managed Postgres (Recommended)", ""), O("Existing VPS", ""), O("AWS ECS + RDS", ""), O("Hybrid", "")]),
         L("architecture", person("A monthly bill and an account in the trust's name; hosting spend is the trust's decision and nothing on file settles it."), "About the person (budget, accounts).", ["about_person"]))
    call(F, "spec-final", S("specify", "6. Decompose"), "prose", "/start:specify probe drift detection", BW,
         Q("Plan written: docs/specs/021-probe-drift/plan/ (3 phases, 11 tasks; every AC mapped). Finalize?", "Finalize",
           [O("Finalize specification (recommended)", ""), O("Revisit Decomposition", "")]),
         L("confirmation", sel("Finalize specification (recommended)"), "The plan covers the requirements; nothing objects."))
