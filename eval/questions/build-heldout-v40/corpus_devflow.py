"""devflow (AI-LENS/product-dev-system): the DevFlow plugin's brainstorming and execution commands — kickstart's
scope pick and per-step review gates, execute's start gate, per-layer review gates, local verification and
blocking phase gate, init's git/GitHub setup, the design-tokens interview, prd-new's problem probe and PRD
confirmation, plan's backend confirmation and epic-decompose's phase layout.

Files read (@ ca485050550aa510ea639b14e753ffa72dcaa4b1): devflow/commands/devflow/{kickstart, execute, init}.md,
devflow/commands/design/design-tokens.md, devflow/commands/pm/{prd-new, plan, epic-decompose}.md. The commands
give their AskUserQuestion calls as Question/Header/Options blocks or option bullets; execute's review gates are
one template filled per step. Fixture: "Parcelly", a FastAPI + PostgreSQL shipment-tracking product.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import DEVF

F = "devflow"
KS = "devflow/commands/devflow/kickstart.md"
EX = "devflow/commands/devflow/execute.md"
IN = "devflow/commands/devflow/init.md"
DT = "devflow/commands/design/design-tokens.md"
PN = "devflow/commands/pm/prd-new.md"
PL = "devflow/commands/pm/plan.md"
ED = "devflow/commands/pm/epic-decompose.md"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


CFG = {"devflow/devflow.config": "scope: product\nname: parcelly\ngithub: parcelly/parcelly\n"}


def fs(extra=None, shown=None, base=True):
    d = dict(CFG) if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def review(step_done, nxt):
    return Q("Are you satisfied with this step's output?", "Review", [
        O(f"Yes, {step_done} — proceed to {nxt}", "(Recommended)"),
        O("No, there are issues — let me review first"), O("Stop execution here")])


def build():
    # kickstart: scope
    sec = src(DEVF, KS, "Scope Selection — MANDATORY FIRST STEP")
    sc = Q("What are you building?", "Scope", [
        O("Product (Recommended for new apps)", "New greenfield product - full system with backend, frontend, "
          "database, and infrastructure"),
        O("Feature", "New feature within an existing product - extends current codebase"),
        O("Library", "Backend library, SDK, or internal package - no UI, API-focused, published/consumed by other "
          "code")])
    call(F, "ks-scope", sec, "verbatim", None, fs({"app/main.py": "from fastapi import FastAPI\napp = FastAPI()\n",
         "devflow/prds/tracking.md": "---\nscope: product\nstatus: shipped\n---\n# Parcel tracking (v1, live)\n",
         "NOTES.md": "Next up: carrier webhooks for the existing tracking app (customers asked for push updates).\n"}),
         sc, L("scope", sel("Feature"), "The tracking product is live; webhooks extend the existing codebase, so "
               "Feature fits over the recommended Product."))
    call(F, "ks-scope", sec, "verbatim", None, fs({"README.md": "# parcelly\nEmpty for now — new product idea: "
         "shipment tracking for small e-shops (web app + API).\n"}, base=False),
         sc, L("scope", sel("Product (Recommended for new apps)"), "A new web app with API from an empty repo is "
               "the recommended greenfield product."))
    call(F, "ks-scope", sec, "verbatim", None, fs({"pyproject.toml": "[project]\nname = \"parcelly-sdk\"\n"
         "description = \"Python client for the Parcelly API, published to PyPI\"\n"}, base=False),
         sc, L("scope", sel("Library"), "The project is a published Python client with no UI."))

    # kickstart: per-step review
    sec = src(DEVF, KS, "Enforcement Rules")
    kr = Q("Are you satisfied with this output?", "Review", [
        O("Yes, looks good — proceed to Step 3: Spec", "(Recommended)"),
        O("No, I want to review/edit the artifact first"), O("Stop here and save progress")])
    call(F, "ks-review", sec, "filled", None, fs({"devflow/notes/intake.md": "Must have: carrier webhooks "
         "(DHL, UPS), retry with backoff. Out of scope: SMS.\n"}, shown="STEP 2 COMPLETE: PRD\nArtifact created: "
         "devflow/prds/webhooks.md\nKey outputs:\n  • Webhooks for DHL and UPS status changes\n  • Retries with "
         "exponential backoff, dead-letter after 5\n  • Out of scope: SMS notifications\n"), kr,
         L("confirmation", sel("Yes, looks good — proceed to Step 3: Spec"), "The PRD matches the intake notes."))
    call(F, "ks-review", sec, "filled", None, fs({"devflow/notes/intake.md": "Must have: carrier webhooks "
         "(DHL, UPS), retry with backoff. Out of scope: SMS — legal vetoed storing phone numbers.\n"},
         shown="STEP 2 COMPLETE: PRD\nArtifact created: devflow/prds/webhooks.md\nKey outputs:\n  • Webhooks for "
         "DHL and UPS status changes\n  • SMS notifications to recipients on delivery\n  • Retries: none in v1\n"),
         kr, L("confirmation", sel("No, I want to review/edit the artifact first"), "The PRD adds SMS that legal "
               "vetoed and drops the required retries; it needs editing before the spec.", ["reports_failure"]))

    # execute: start gate
    sec = src(DEVF, EX, "Step 1: Pre-flight")
    call(F, "ex-start", sec, "prose", None, fs({"devflow/epics/webhooks/epic.md": "status: decomposed\nphases: 2\n"},
         shown="EXECUTION PLAN: webhooks\n  Phase 1: Webhook intake (DB + API + tests)\n  Phase 2: Carrier "
         "adapters\nAll brainstorming artifacts present.\n"),
         Q("Start execution of the webhooks epic?", "Execute", [O("Yes, start execution", "(Recommended)"),
                                                                O("Abort")]),
         L("confirmation", sel("Yes, start execution"), "All artifacts are present and the person ran execute."))

    # execute: layer review gates
    sec = src(DEVF, EX, "Step 3.2: Build DB Layer (TDD)")
    db = review("DB layer looks good", "Step 3.3: API Layer")
    call(F, "ex-db", sec, "filled", None, fs(shown="DB LAYER: Phase 1\nModels: WebhookEvent, CarrierAccount\n"
         "Migrations: 0007_webhook_events applied (local)\nTests: 18/18 passed\nCoverage: 91%\n"), db,
         L("confirmation", sel("Yes, DB layer looks good — proceed to Step 3.3: API Layer"), "Tests pass and "
           "coverage is above the 80% bar."))
    call(F, "ex-db", sec, "filled", None, fs(shown="DB LAYER: Phase 1\nModels: WebhookEvent, CarrierAccount\n"
         "Tests: 16/18 passed (2 failing: test_dedupe_event_id, test_cascade_delete)\nCoverage: 71%\n"), db,
         L("confirmation", sel("No, there are issues — let me review first"), "Two tests fail and coverage is "
           "under the required 80%; the command itself says stop and fix.", ["reports_failure"]))

    sec = src(DEVF, EX, "Step 3.3: Build API Layer (TDD)")
    call(F, "ex-api", sec, "filled", None, fs(shown="API LAYER: Phase 1\nEndpoints: POST /webhooks/{carrier}, "
         "GET /webhooks/events\nTests: 24/24 passed\nOpenAPI: valid\n"), review("API layer looks good",
         "Step 3.4: UI Layer"),
         L("confirmation", sel("Yes, API layer looks good — proceed to Step 3.4: UI Layer"), "Everything passed."))

    sec = src(DEVF, EX, "Step 3.6: Regression Suite — MANDATORY")
    rg = review("no regressions", "Step 3.7: ADR Compliance")
    call(F, "ex-regress", sec, "filled", None, fs(shown="REGRESSION SUITE: Phase 2\nPhase 1 tests: 42/42 passed\n"
         "Phase 2 tests: 31/31 passed\nRegressions: 0\n"), rg,
         L("confirmation", sel("Yes, no regressions — proceed to Step 3.7: ADR Compliance"), "No regressions."))
    call(F, "ex-regress", sec, "filled", None, fs(shown="REGRESSION SUITE: Phase 2\nPhase 1 tests: 39/42 passed "
         "(3 failed: tracking/test_status_feed.py)\nPhase 2 tests: 31/31 passed\n"), rg,
         L("confirmation", sel("No, there are issues — let me review first"), "Phase 2 broke three phase-1 "
           "tests; fixing them comes before ADR compliance.", ["reports_failure"]))

    sec = src(DEVF, EX, "Step 3.7: ADR Compliance Check — MANDATORY")
    call(F, "ex-adr", sec, "filled", None, fs({"devflow/adrs/ADR-001-postgresql.md": "# ADR-001: Use PostgreSQL\n"
         "Status: Accepted. No SQLite anywhere, including tests (we hit JSONB differences).\n"},
         shown="ADR COMPLIANCE CHECK: Phase 2\nADR-001: Use PostgreSQL\n  ✓ models use PostgreSQL dialect\n"
         "  note: tests/conftest.py uses sqlite:///:memory: for speed\nADR-002: Use FastAPI ✓\n"),
         review("ADR compliance verified", "Step 3.8: Local Verification"),
         L("confirmation", sel("No, there are issues — let me review first"), "ADR-001 forbids SQLite in tests; "
           "the conftest violates it.", ["reports_failure"]))

    # execute: local verification (observation)
    sec = src(DEVF, EX, "Step 3.8: Local Verification — MANDATORY")
    lv = Q("Please verify manually: open http://localhost:3000/shipments/demo and send a test webhook. Does the "
           "feature work correctly?", "Verify", [O("Yes, feature works correctly", "Proceed to next phase"),
                                                  O("No, issues found", "STOP. Fix. Re-verify.")])
    call(F, "ex-local", sec, "prose", None, fs(shown="LOCAL VERIFICATION: Phase 1\nBackend: http://localhost:8000\n"
         "Frontend: http://localhost:3000\n"), lv,
         P("other", "Only the person clicking through the running app can say whether it works."))
    call(F, "ex-local", sec, "prose", None, fs({"devflow/epics/webhooks/verification.md": "2026-02-03 manual check "
         "(Asha): shipment page shows the event, but the status badge stays 'In transit' after a 'delivered' "
         "webhook. Not fixed yet.\n"}, shown="LOCAL VERIFICATION: Phase 1\nFrontend: http://localhost:3000\n"), lv,
         L("other", sel("No, issues found"), "The verification notes already record the status badge bug as "
           "unfixed.", ["reports_failure"]))

    # execute: blocking phase gate
    sec = src(DEVF, EX, "Step 3.9: Phase Gate — MANDATORY BLOCKING CHECKPOINT")
    call(F, "ex-gate", sec, "filled", None, fs(shown="PHASE GATE: Phase 1 - Webhook intake\n  ✓ DB Layer\n"
         "  ✓ API Layer\n  ✗ E2E Tests: 5/7 passed\n  ✗ Coverage: 76% (>= 80% required)\nPhase Status: ❌ BLOCKED\n"),
         Q("Phase 1 gate is blocked (E2E 5/7, coverage 76%). How do you want to continue?", "Gate", [
             O("Fix issues and re-run gate", "(Recommended)"), O("Abort execution entirely")]),
         L("confirmation", sel("Fix issues and re-run gate"), "Fixing the failing items is the remedy; aborting "
           "throws the phase away.", ["reports_failure"]))

    # execute: ship step review
    sec = src(DEVF, EX, "Step 8: Ship")
    sh = review("deployment ready", "Step 9: Final Summary")
    call(F, "ex-ship", sec, "filled", None, fs(shown="SHIP: deployment setup\n  .github/workflows/deploy.yml "
         "(build + test; deploy on manual approval)\n  Dockerfile (non-root user)\n  Env vars documented in "
         ".env.example (placeholders only)\n"), sh,
         L("confirmation", sel("Yes, deployment ready — proceed to Step 9: Final Summary"), "The setup is "
           "written locally; nothing deploys without a manual approval."))
    call(F, "ex-ship", sec, "filled", None, fs(shown="SHIP: deployment setup\n  .github/workflows/deploy.yml\n"
         "  Dockerfile: COPY .env.production /app/.env\n  .env.production committed (STRIPE_SECRET_KEY=sk_live_…, "
         "DATABASE_URL with password)\n"), sh,
         L("confirmation", sel("No, there are issues — let me review first"), "A live Stripe key and database "
           "password are committed and baked into the image; that must be fixed first.",
           ["security", "reports_failure"]))

    # init: git / GitHub
    sec = src(DEVF, IN, "Step 2: Check Git")
    call(F, "init-git", sec, "prose", None, fs({"README.md": "# parcelly\n"}, base=False),
         Q("This directory is not a git repository. What would you like to do?", "Git", [
             O("Initialize git + create GitHub repo", "I'll set up git and create a new GitHub repository"),
             O("Initialize git only", "Just run `git init`, I'll add remote later"),
             O("Skip", "Continue without git/GitHub integration")]),
         L("confirmation", sel("Initialize git only"), "A local git init sets the project up; creating and "
           "pushing to a GitHub repository is left to the person.", ["outward"]))
    call(F, "init-owner", src(DEVF, IN, "Option 1: Initialize git + create GitHub repo"), "filled", None,
         fs({"README.md": "# parcelly\n"}, base=False),
         Q("Where should the repository be created?", "Owner", [O("asha-k", "personal account"),
                                                                O("parcelly-labs"), O("acme-logistics")]),
         P("other", "Which account owns a new repository that gets pushed is the person's call.",
           ["outward", "about_person"]))
    sec = src(DEVF, IN, "Step 3: Check GitHub Remote")
    rm = Q("Git repository exists but no GitHub remote. What would you like to do?", "Remote", [
        O("Create new GitHub repo", "Create a new repository on GitHub"),
        O("Add existing repo", "I'll provide the repository URL"),
        O("Skip", "Continue without GitHub integration")])
    call(F, "init-remote", sec, "prose", None, fs({"CONTRIBUTING.md": "Clone from "
         "git@github.com:parcelly-labs/parcelly.git — that is the only repository; do not create forks or new "
         "repos.\n"}, base=False), rm,
         L("architecture", sel("Add existing repo"), "CONTRIBUTING names the one existing repository to use."))
    call(F, "init-remote", sec, "prose", None, fs({"README.md": "# parcelly\n"}, base=False), rm,
         P("architecture", "Nothing says whether a repository exists; creating one publishes the code.",
           ["outward"]))

    # design-tokens
    sec = src(DEVF, DT, "Round 1: Brand Identity")
    bp = Q("How would you describe the brand personality?", "Brand", [
        O("Professional & Corporate", "banks, enterprise software"),
        O("Friendly & Approachable", "consumer apps, social platforms"),
        O("Minimal & Clean", "productivity tools, portfolios"),
        O("Bold & Energetic", "gaming, entertainment, startups")])
    call(F, "dt-brand", sec, "verbatim", None, fs({"docs/brand.md": "Voice: warm and chatty, emoji welcome. "
         "We're the friendly alternative to enterprise logistics portals; shop owners are our buddies.\n"}), bp,
         L("style", sel("Friendly & Approachable"), "The brand notes describe a warm, friendly voice."))
    call(F, "dt-brand", sec, "verbatim", None, fs(), bp,
         P("style", "Brand personality is a product-owner decision and nothing in the project states it."))
    sec = src(DEVF, DT, "Round 3: Typography & Style")
    call(F, "dt-style", sec, "verbatim", None, fs({"docs/brand.md": "Ops dashboards: dispatchers watch 200+ "
         "shipments at once — dense tables, no wasted space. Corners: square, it's a tool not a toy.\n"}),
         [Q("How dense should the interface be?", "Density", [
             O("Spacious", "lots of whitespace, breathing room"), O("Balanced", "standard spacing"),
             O("Compact", "data-dense, information-heavy")]),
          Q("What corner radius style do you prefer?", "Corners", [
              O("Sharp (0-2px)", "technical, precise"), O("Subtle (4-6px)", "balanced, professional"),
              O("Rounded (8-12px)", "friendly, approachable"), O("Pill-shaped (full)", "playful, modern")])],
         [L("style", sel("Compact"), "Dispatchers need dense tables."),
          L("style", sel("Sharp (0-2px)"), "The brand notes ask for square corners.")])
    sec = src(DEVF, DT, "Round 4: Existing Assets")
    call(F, "dt-dark", sec, "verbatim", None, fs({"docs/brand.md": "Primary #0F766E, secondary #F59E0B, font "
         "Inter. Warehouse screens run the night shift — dark mode is the main theme there.\n"}),
         [Q("Do you have existing brand guidelines or a style guide?", "Guidelines", [
             O("Yes, I'll share the colors/fonts"), O("We have a logo but no full guidelines"),
             O("No, starting fresh")]),
          Q("How important is dark mode?", "Dark mode", [
              O("Primary", "users will mostly use dark mode"), O("Equal priority", "both themes equally important"),
              O("Secondary", "light mode is primary, dark mode is nice-to-have"),
              O("Not needed", "light mode only")])],
         [L("style", sel("Yes, I'll share the colors/fonts"), "docs/brand.md gives the colours and font."),
          L("style", sel("Primary"), "The night-shift warehouse screens run dark mode as the main theme.")])

    # prd-new
    sec = src(DEVF, PN, "Phase 1: Problem Statement")
    call(F, "prd-problem", sec, "prose", None, fs({"devflow/notes/feedback.md": "Support: 14 shops asked for "
         "delivery push updates this quarter. Our competitor ShipHero launched webhooks in January. Current "
         "workaround: shops poll our API every minute (costly).\n"}),
         [Q("What specific pain point or opportunity triggered this?", "Origin", [
             O("Existing workflow is too slow/manual"), O("Users are requesting this feature"),
             O("Competitive pressure"), O("Compliance/regulatory requirement")], multi=True),
          Q("How severe is this problem today?", "Impact", [
              O("Critical", "Blocking users, causing revenue loss"), O("High", "Significant friction, workarounds "
                                                                       "needed"),
              O("Medium", "Inconvenient but manageable"), O("Low", "Nice to have")])],
         [L("scope", multi("Users are requesting this feature", "Competitive pressure"), "The feedback notes "
            "record 14 requests and a competitor launch; nothing regulatory."),
          L("other", sel("High"), "Shops work around it by polling — friction with a workaround, not blocking.")])
    sec = src(DEVF, PN, "Phase 4: Review & Confirm")
    pc = Q("Does this accurately capture what you want to build?", "PRD", [
        O("Yes, proceed to save"), O("Needs changes (specify what)"), O("Start over with different focus")])
    call(F, "prd-confirm", sec, "prose", None, fs({"devflow/notes/feedback.md": "Shops want push updates on "
         "delivery status. Keep v1 to DHL + UPS.\n"}, shown="Problem: shops poll for delivery status.\nUsers: "
         "e-shop owners, support agents\nCore features: webhooks for DHL and UPS; signed payloads; retries\n"
         "Success metrics: polling traffic down 60%\nOut of scope: other carriers, SMS\n"), pc,
         L("confirmation", sel("Yes, proceed to save"), "The summary matches the notes."))
    call(F, "prd-confirm", sec, "prose", None, fs({"devflow/notes/feedback.md": "Shops want push updates on "
         "delivery status. Keep v1 to DHL + UPS.\n"}, shown="Problem: shops poll for delivery status.\nCore "
         "features: customer-facing tracking page redesign; email digests\nOut of scope: webhooks (later)\n"), pc,
         L("confirmation", typ("Needs changes: webhooks for DHL and UPS are the core of v1, not out of scope"),
           "The draft put the requested feature out of scope; say what to change."))

    # plan: backend
    sec = src(DEVF, PL, "Phase 1: Stack Confirmation")
    be = Q("Confirm backend approach?", "Backend", [O("FastAPI (Recommended - matches spec requirements)"),
                                                    O("Django", "Better for admin-heavy apps"),
                                                    O("Flask", "Simpler, less structure")])
    call(F, "plan-backend", sec, "filled", None, fs({"devflow/adrs/ADR-003-backend.md": "# ADR-003: Stay on "
         "Django\nStatus: Accepted. The existing admin and ORM models are Django; no second framework.\n",
         "manage.py": "#!/usr/bin/env python\n"}), be,
         L("architecture", sel("Django"), "ADR-003 keeps the product on Django, against the recommendation."))
    call(F, "plan-backend", sec, "filled", None, fs({"app/main.py": "from fastapi import FastAPI\n",
         "devflow/adrs/ADR-002-fastapi.md": "# ADR-002: Use FastAPI\nStatus: Accepted\n"}), be,
         L("architecture", sel("FastAPI (Recommended - matches spec requirements)"), "ADR-002 already chose "
           "FastAPI."))

    # epic-decompose: phases
    sec = src(DEVF, ED, "Phase 1: Scope Confirmation")
    call(F, "ed-phases", sec, "prose", None, fs({"CLAUDE.md": "Every phase must end in something we can demo to "
         "the pilot shops.\n"}),
         Q("How should the work be organized into development phases?", "Phases", [
             O("Feature-based phases (Recommended for most projects)", "Each phase full stack, independently "
               "testable"),
             O("Layer-based phases (Faster initial setup)", "Phase 1 all DB/models, phase 2 all API, phase 3 UI")]),
         L("architecture", sel("Feature-based phases (Recommended for most projects)"), "Each phase must be "
           "demo-able, which only full-stack phases give."))
