"""shinpr (shinpr/claude-code-workflows): the recipe skills' stops and AskUserQuestion calls — recipe-diagnose
("ask with AskUserQuestion" for missing change information; the Design Decision Gate "A verified design-level issue
was detected. How should we proceed?" A / B), recipe-design's `[Stop: Scope confirmation]`, `[Stop: ADR batch
approval]` and `[Stop: Design approval]`, recipe-review's implementation authority ("approve all proposed `apply`
routes", c / d / s per item), recipe-update-doc (candidate selection, `[Stop: Final approval]`), recipe-implement's
`[Stop]` after requirement-analyzer and recipe-reverse-engineer's Step 0 scope questions.

Fixtures: kiteschool (NestJS + Postgres bookings for a kitesurf school, docs/prd, docs/design, docs/adr),
hivecount (FastAPI + React beehive inspections, a clean-architecture backend) and sailrota (Go crew rota for a
sailing club, small and undocumented).
"""
from common import SHP, O, Q, L, call, sel, multi, typ, person, merge, src

F = "shinpr"


def S(skill, section):
    return src(SHP, f"skills/{skill}/SKILL.md", section)


KS_CLAUDE = """# kiteschool

NestJS 10 + Postgres (TypeORM). Lesson bookings for Northshore Kite School.
- No new infrastructure without an ADR: Postgres is the only datastore (no Redis, no queues).
- Design Docs in docs/design/ are approved by the school's owner; ADRs in docs/adr/.
- The partner API (/partner/v1) is used by two travel agencies; its contract may not change without notice to them.
"""
KS = {"CLAUDE.md": KS_CLAUDE,
      "docs/prd/bookings.md": "# PRD: Bookings\n§2 Students book 2h lessons by wind window.\n§3 Refunds: lessons cancelled for no wind are refunded automatically (in scope for v1).\n§4 Out of scope: equipment rental.\n",
      "docs/design/booking-state.md": "# Design: booking state (approved 2026-08-02)\nBookingService owns booking state; InstructorService reads it. Single instructor per lesson.\nOpen question: revisit ownership when lessons get several instructors.\n",
      "docs/adr/0003-rate-limits.md": "# ADR-0003 Public endpoint rate limits\nPublic booking endpoints: 30 requests/min per IP.\n"}
HC = {"pyproject.toml": '[project]\nname = "hivecount"\nrequires-python = ">=3.12"\ndependencies = ["fastapi>=0.115", "sqlalchemy>=2.0"]\n',
      "backend/src/domain/hive.py": "class Hive: ...\n", "backend/src/application/inspect_hive.py": "def inspect_hive(...): ...\n",
      "backend/src/infrastructure/sql_hive_repo.py": "class SqlHiveRepo: ...\n", "frontend/package.json": '{"name": "hivecount-web", "dependencies": {"react": "18.3.1"}}',
      "README.md": "# hivecount\n\nBeekeepers record hive inspections; the association sees colony health by apiary.\n"}
SR = {"go.mod": "module sailrota\n\ngo 1.22\n", "main.go": "package main\n", "README.md": "# sailrota\n\nCrew rota for Saturday races.\n"}


def build():
    # ------------------------------------------------------------ recipe-diagnose
    dg = "/recipe-diagnose"
    q_info = Q("Bookings fail with 500 since yesterday. What was changed before the failure?", "Change",
               [O("A dependency upgrade", ""), O("A config / env change", ""), O("A code change", ""), O("Nothing I know of", "")])
    call(F, "diag-info", S("recipe-diagnose", "0.2 Information Supplementation for Change Failures"), "prose", "/recipe-diagnose bookings fail with 500 since yesterday",
         merge(KS, {"git-log.txt": "a91c2e0 (yesterday 17:40) chore(deps): bump typeorm 0.3.20 -> 0.3.25\n5d0e7f1 (3 days ago) docs: wind window copy\n"}), q_info,
         L("other", sel("A dependency upgrade"), "git log: the only change before the failure is the TypeORM bump."))
    call(F, "diag-info", S("recipe-diagnose", "0.2 Information Supplementation for Change Failures"), "variant", "/recipe-diagnose bookings fail with 500 since yesterday",
         merge(KS, {"git-log.txt": "5d0e7f1 (3 days ago) docs: wind window copy\n"}), q_info,
         L("other", person("No commit since the failure began; whether someone changed the server's config or environment only the person knows."), "No project signal.", []))
    q_gate = Q("A verified design-level issue was detected. How should we proceed?", "Design",
               [O("A: Attempt fix within current design", ""), O("B: Include design reconsideration", "")])
    call(F, "diag-gate", S("recipe-diagnose", "Step 5: Design Decision Gate"), "verbatim", "/recipe-diagnose instructor sees stale booking after reschedule",
         merge(KS, {"diagnosis.md": "Cause: InstructorService caches bookings for 10 min instead of reading BookingService (the design says it reads). Ownership is fine; the cache is an implementation slip.\n"}), q_gate,
         L("architecture", sel("A: Attempt fix within current design"), "The code drifted from an approved design that is still right."))
    call(F, "diag-gate", S("recipe-diagnose", "Step 5: Design Decision Gate"), "variant", "/recipe-diagnose double-booked instructors on two-instructor lessons",
         merge(KS, {"diagnosis.md": "Cause: lessons with two instructors; the design assumes a single instructor per lesson and BookingService cannot represent two.\n"}), q_gate,
         L("architecture", sel("B: Include design reconsideration"), "The approved design itself names this case as its open question; a fix inside it cannot represent two instructors."))
    call(F, "diag-gate", S("recipe-diagnose", "Step 5: Design Decision Gate"), "variant", "/recipe-diagnose agency bookings arrive without a wind window",
         merge(KS, {"diagnosis.md": "Cause: /partner/v1 accepts bookings without windowId; fixing it means making windowId required in the partner contract.\n"}), q_gate,
         L("architecture", person("The fix changes the partner API contract that two agencies rely on; CLAUDE.md says it may not change without notice to them."), "Outward act.", ["outward"]))

    # ------------------------------------------------------------ recipe-design
    de = "/recipe-design docs/prd/bookings.md"
    scope_ok = ("Scope confirmation:\n- Outcome: students book 2h lessons by wind window; no-wind cancellations refunded automatically\n- Cost band: M (BookingService, RefundService, one migration)\n"
                "- Exclusions: equipment rental\n- Structural Scale: Medium\n- ADR decision points: none\nProceed, or correct scope and re-run analysis?")
    opts_scope = [O("Proceed", ""), O("Correct scope", "re-run analysis")]
    call(F, "design-scope", S("recipe-design", "Step 3: Confirm Scope and ADR Decisions"), "filled", de, KS, Q(scope_ok, "Scope", opts_scope),
         L("confirmation", sel("Proceed"), "Matches the PRD: refunds in, rental out."))
    call(F, "design-scope", S("recipe-design", "Step 3: Confirm Scope and ADR Decisions"), "variant", de, KS,
         Q(scope_ok.replace("; no-wind cancellations refunded automatically", "").replace("Exclusions: equipment rental", "Exclusions: equipment rental, automatic refunds (manual for v1)"), "Scope", opts_scope),
         L("confirmation", typ("Correct scope: automatic refunds for no-wind cancellations are in scope for v1 (PRD §3); only equipment rental is excluded."), "PRD §3 puts refunds in v1."))
    q_adr = Q("ADR batch reviewed (approved by document-reviewer):\n- ADR-0007 Booking state ownership moves to a LessonAggregate (supersedes design of 2026-08-02)\n- ADR-0008 Refunds via the payment provider's refund API, not store credit\nApprove the batch? (sets both to Accepted)", "ADR batch",
              [O("Approve batch", ""), O("Request changes", "")])
    call(F, "design-adr", S("recipe-design", "Step 4: Create and Approve an ADR Batch When Needed"), "filled", "/recipe-design two-instructor lessons", KS, q_adr,
         L("confirmation", person("Accepting ADRs changes decisions the school's owner approved; the stop exists for that person's sign-off."), "No project signal.", []))
    call(F, "design-adr", S("recipe-design", "Step 4: Create and Approve an ADR Batch When Needed"), "variant", "/recipe-design booking reminders",
         merge(KS, {"docs/owner-decisions.md": "# Owner decisions (2026-10-14)\n- Reminders by email only, 24h before the lesson. Record it as an ADR.\n"}),
         Q("ADR batch reviewed (approved by document-reviewer):\n- ADR-0009 Lesson reminders by email only, 24h before, sent from the existing mail module\nApprove the batch? (sets it to Accepted)", "ADR batch",
           [O("Approve batch", ""), O("Request changes", "")]),
         L("confirmation", sel("Approve batch"), "The ADR records exactly what the owner decided and asked to record."))
    q_dapp = ("Design Doc docs/design/refunds.md ready (reviewed; design-sync: no conflicts). Accepted ADRs: none. {extra}Approve the design?")
    call(F, "design-approve", S("recipe-design", "Step 7: Review and Approve"), "filled", de, KS,
         Q(q_dapp.format(extra="RefundService in Postgres, triggered by the wind-cancellation job. "), "Design", [O("Approve", ""), O("Revise", "")]),
         L("confirmation", sel("Approve"), "Stays within the PRD and the Postgres-only rule; review and sync are clean."))
    call(F, "design-approve", S("recipe-design", "Step 7: Review and Approve"), "variant", de, KS,
         Q(q_dapp.format(extra="Refund jobs go through a new Redis queue (BullMQ). "), "Design", [O("Approve", ""), O("Revise", "")]),
         L("confirmation", typ("Revise: no Redis/BullMQ — CLAUDE.md allows no new infrastructure without an ADR; run refund jobs from Postgres (e.g. a jobs table polled by the existing scheduler)."),
           "CLAUDE.md: Postgres is the only datastore."))

    # ------------------------------------------------------------ recipe-review
    rv = "/recipe-review docs/design/booking-state.md"
    q_all = ("Code Review: needs changes\n  Quality Findings:\n  - reliability src/booking/booking.service.ts:88: no transaction around capacity check — [recommended: c]\n"
             "Security Review: 1 finding\n  - confirmed_risk src/partner/partner.controller.ts:40: missing auth guard on GET /partner/v1/bookings — [recommended: c]\n"
             "Approve all proposed `apply` routes?")
    opts_all = [O("Approve all proposed apply routes", "c for both findings"), O("Decide per item", ""), O("Decline all", "record reasons")]
    call(F, "review-approve", S("recipe-review", "Step 4: Verdict and Response"), "filled", rv, KS, Q(q_all, "Authority", opts_all),
         L("confirmation", sel("Approve all proposed apply routes"), "Code-side fixes for a reliability bug and a missing auth guard; nothing argues for declining.", ["security"]))
    call(F, "review-approve", S("recipe-review", "Step 4: Verdict and Response"), "variant", rv, KS,
         Q("Code Review: needs changes\n  Identifier Mismatches:\n  - cancelWindowHours: DD=48 Code=24 at src/booking/policy.ts:12 [recommended: d — update the Design Doc to 24]\n"
           "Approve all proposed `apply` routes?", "Authority", opts_all),
         L("confirmation", sel("Decide per item"), "The proposal rewrites an owner-approved Design Doc to match the code; that item needs its own decision, not a batch approval."))
    call(F, "review-item", S("recipe-review", "Step 4: Verdict and Response"), "filled", rv, KS,
         Q("user_decision_required: public booking endpoint has no rate limit. Which limit?", "Rate limit",
           [O("10 requests/min per IP", ""), O("30 requests/min per IP", ""), O("60 requests/min per IP", "")]),
         L("architecture", sel("30 requests/min per IP"), "ADR-0003 sets 30 requests/min per IP."))
    call(F, "review-item", S("recipe-review", "Step 4: Verdict and Response"), "variant", "/recipe-review",
         merge(SR, {"review.txt": "security: POST /signup has no rate limit\n"}),
         Q("user_decision_required: public signup endpoint has no rate limit. Which limit?", "Rate limit",
           [O("10 requests/min per IP", ""), O("30 requests/min per IP", ""), O("60 requests/min per IP", "")]),
         L("architecture", person("A security trade-off with no record in the repo; the club decides how strict signup is."), "Security risk.", ["security"]))
    q_route = Q("dd_violation: Design Doc says InstructorService reads BookingService; code caches bookings for 10 min. Route?", "Route",
                [O("c) Code-side fix", "modify code to match"), O("d) Design-side update", "revise the Design Doc"), O("s) Decline", "accept current state")])
    call(F, "review-route", S("recipe-review", "Step 4: Verdict and Response"), "verbatim", rv, KS, q_route,
         L("architecture", sel("c) Code-side fix"), "The approved design still holds (reads, no cache); the code drifted."))

    # ------------------------------------------------------------ recipe-update-doc
    ud = "recipe-update-doc"
    q_cand = Q("Several documents match 'booking'. Which one should be updated?", "Document",
               [O("docs/prd/bookings.md", "PRD"), O("docs/design/booking-state.md", "Design Doc"), O("docs/adr/0003-rate-limits.md", "ADR")])
    call(F, "ud-target", S(ud, "Step 1: Target Document Identification"), "prose", "/recipe-update-doc booking", KS, q_cand,
         L("scope", person("'booking' matches a PRD, a Design Doc and an ADR; which the person means is theirs to say."), "No project signal.", []))
    call(F, "ud-target", S(ud, "Step 1: Target Document Identification"), "variant", "/recipe-update-doc booking design: note two-instructor lessons", KS, q_cand,
         L("scope", sel("docs/design/booking-state.md"), "The invocation says the booking design."))
    call(F, "ud-clarify", S(ud, "Step 3: Change Content Clarification"), "prose", "/recipe-update-doc refund rules: partial refunds",
         KS, Q("What should partial refunds cover?", "Partial", [O("Lesson cut short by wind drop", "refund the unused hour"), O("Late cancellation by the student", "50% refund"), O("Both", "")]),
         L("other", person("Refund policy is the school's decision and neither the request nor the PRD says which cases are partial."), "No project signal.", []))
    q_final = "Updated docs/design/booking-state.md (two-instructor lessons; LessonAggregate owns state). Review: approved. design-sync: {sync}. Approve?"
    call(F, "ud-final", S(ud, "Step 6: Consistency Verification and Final Approval"), "filled", "/recipe-update-doc booking design: note two-instructor lessons", KS,
         Q(q_final.format(sync="no conflicts"), "Approval", [O("Approve", ""), O("Revise", "")]),
         L("confirmation", sel("Approve"), "The update is what the person asked for; review and sync are clean."))
    call(F, "ud-final", S(ud, "Step 6: Consistency Verification and Final Approval"), "variant", "/recipe-update-doc booking design: note two-instructor lessons", KS,
         Q(q_final.format(sync="1 conflict — docs/design/instructor-pay.md assumes one instructor per lesson"), "Approval", [O("Approve", ""), O("Revise", "")]),
         L("confirmation", sel("Revise"), "design-sync found a conflicting Design Doc; approving would leave the docs inconsistent.", ["reports_failure"]))

    # ------------------------------------------------------------ recipe-reverse-engineer
    re_ = "recipe-reverse-engineer"
    q_re = [Q("Which directory/module should be documented?", "Target", [O("backend/src", ""), O("frontend/src", ""), O("Whole repository", "")]),
            Q("Depth?", "Depth", [O("PRD only", ""), O("PRD + Design Docs", "")]),
            Q("Reference architecture?", "Arch", [O("layered", ""), O("mvc", ""), O("clean", ""), O("hexagonal", "")]),
            Q("Human review between steps?", "Review", [O("Yes (recommended)", ""), O("No (fully autonomous)", "")])]
    call(F, "re-scope", S(re_, "0.1 Scope Confirmation"), "verbatim", "/recipe-reverse-engineer backend, PRDs and design docs", HC, q_re,
         [L("scope", sel("backend/src"), "The invocation says backend."),
          L("scope", sel("PRD + Design Docs"), "The invocation asks for PRDs and design docs."),
          L("architecture", sel("clean"), "backend/src has domain/, application/ and infrastructure/."),
          L("confirmation", sel("Yes (recommended)"), "Nothing asks for a fully autonomous run; the recommended default.")])
    call(F, "re-scope", S(re_, "0.1 Scope Confirmation"), "variant", "/recipe-reverse-engineer", SR, q_re,
         [L("scope", sel("Whole repository"), "A single small Go module; there are no separate parts."),
          L("scope", person("How much documentation to produce (and pay for in a long run) is the person's choice; the invocation says nothing."), "No project signal.", []),
          L("architecture", person("One main.go with no structure to infer from; the reference architecture is a choice, not a fact."), "No project signal.", []),
          L("confirmation", sel("Yes (recommended)"), "The recommended default.")])
    call(F, "re-fullstack", S(re_, "0.1 Scope Confirmation"), "verbatim", "/recipe-reverse-engineer backend, PRDs and design docs", HC,
         Q("Fullstack design? (Yes: for each functional unit, generate backend + frontend Design Docs)", "Fullstack", [O("Yes", ""), O("No", "")]),
         L("scope", sel("No"), "The invocation limits the run to the backend."))
    call(F, "re-fullstack", S(re_, "0.1 Scope Confirmation"), "variant", "/recipe-reverse-engineer the whole app",
         HC, Q("Fullstack design? (Yes: for each functional unit, generate backend + frontend Design Docs)", "Fullstack", [O("Yes", ""), O("No", "")]),
         L("scope", sel("Yes"), "The whole app: a FastAPI backend and a React frontend."))

    # ------------------------------------------------------------ recipe-implement
    im = S("recipe-implement", "After requirement-analyzer [Stop]")
    call(F, "impl-scale", im, "filled", "/recipe-implement automatic refunds for no-wind cancellations", KS,
         Q("requirement-analyzer: scale Medium (RefundService, wind job, one migration; 6 files). Convergence: ready. Flow: Design Doc → work plan → tasks. Proceed?", "Scale",
           [O("Proceed", ""), O("Adjust", "")]),
         L("confirmation", sel("Proceed"), "Scale and flow follow the PRD; nothing objects."))
    call(F, "impl-scale", im, "variant", "/recipe-implement add the crew swap button",
         SR, Q("requirement-analyzer: scale Small (1 handler, 1 template). Open: who may approve a swap — the skipper or the rota secretary?", "Scale",
               [O("Skipper", ""), O("Rota secretary", ""), O("Either", "")]),
         L("other", person("Who approves crew swaps is the club's rule; the repo records none."), "No project signal.", []))
    call(F, "impl-batch", S("recipe-implement", "Execution Decision Flow"), "prose", "/recipe-implement automatic refunds for no-wind cancellations",
         merge(KS, {"docs/plans/refunds-plan.md": "Tasks: 1 migration (add refunds table), 2 RefundService, 3 wind job hook, 4 e2e test. All local; no deploy step.\n"}),
         Q("Work plan docs/plans/refunds-plan.md (4 tasks). Approve the batch to enter autonomous mode?", "Batch", [O("Approve", ""), O("Revise plan", "")]),
         L("confirmation", sel("Approve"), "Additive migration and local tasks matching the approved design; no outward step."))
    call(F, "impl-batch", S("recipe-implement", "Execution Decision Flow"), "variant", "/recipe-implement automatic refunds for no-wind cancellations",
         merge(KS, {"docs/plans/refunds-plan.md": "Tasks: 1 migration (add refunds table), 2 RefundService, 3 wind job hook, 4 run the refund backfill against production for last season's cancellations.\n"}),
         Q("Work plan docs/plans/refunds-plan.md (4 tasks). Approve the batch to enter autonomous mode?", "Batch", [O("Approve", ""), O("Revise plan", "")]),
         L("confirmation", person("Task 4 moves real money in production during an autonomous run; only the person can authorise that."), "Outward act.", ["outward", "destructive"]))
    build_more()


def build_more():
    """Scope unknowns, a security route through the partner contract, and a decline the reviewer cannot own."""
    call(F, "design-unknown", S("recipe-design", "Step 3: Confirm Scope and ADR Decisions"), "prose", "/recipe-design docs/prd/bookings.md", KS,
         Q("Material unknown that changes scope: should no-wind refunds go back to the card or become lesson credit?", "Refund to",
           [O("Original card", ""), O("Lesson credit", ""), O("Student chooses", "")]),
         L("other", person("PRD §3 says refunds but not how; money back or credit is the school owner's policy."), "No project signal.", []))
    call(F, "review-route", S("recipe-review", "Step 4: Verdict and Response"), "variant", "/recipe-review docs/design/booking-state.md", KS,
         Q("confirmed_risk src/partner/partner.controller.ts:61: GET /partner/v1/bookings returns students' phone numbers to agencies [recommended: c]. Route?", "Route",
           [O("c) Code-side fix", "remove the field"), O("d) Design-side update", "document it"), O("s) Decline", "accept current state")]),
         L("architecture", person("Removing the field changes the partner contract the agencies rely on, and keeping it exposes personal data; both need the owner and notice to the agencies."),
           "Security risk. Outward act.", ["security", "outward"]))
    call(F, "review-route", S("recipe-review", "Step 4: Verdict and Response"), "variant", "/recipe-review",
         merge(HC, {"review.txt": "defense_gap backend/src/infrastructure/sql_hive_repo.py:30: raw SQL built with f-string from apiary name [recommended: c]\n"}),
         Q("defense_gap backend/src/infrastructure/sql_hive_repo.py:30: raw SQL built with an f-string from the apiary name [recommended: c]. Route?", "Route",
           [O("c) Code-side fix", "bind parameters"), O("d) Design-side update", ""), O("s) Decline", "accept current state")]),
         L("architecture", sel("c) Code-side fix"), "An injection risk fixed locally with bound parameters; declining would paper over it.", ["security"]))
    call(F, "diag-info", S("recipe-diagnose", "0.2 Information Supplementation for Change Failures"), "variant", "/recipe-diagnose swap button does nothing",
         SR, Q("Where does the failure show?", "Where", [O("Production (club server)", ""), O("Local dev", ""), O("Both", "")]),
         L("other", person("No logs or reports in the repo; where the person saw it is their knowledge."), "No project signal.", []))
    call(F, "impl-batch", S("recipe-implement", "Execution Decision Flow"), "variant", "/recipe-implement share the wind-window parser with the rental shop",
         merge(KS, {"docs/plans/wind-parser-plan.md": "Tasks: 1 extract packages/wind-window, 2 tests, 3 npm publish @northshore/wind-window (public), 4 switch kiteschool to the package.\n"}),
         Q("Work plan docs/plans/wind-parser-plan.md (4 tasks). Approve the batch to enter autonomous mode?", "Batch", [O("Approve", ""), O("Revise plan", "")]),
         L("confirmation", person("Task 3 publishes a public npm package during an autonomous run; publishing is the person's act."), "Outward act.", ["outward"]))
    call(F, "design-adr", S("recipe-design", "Step 4: Create and Approve an ADR Batch When Needed"), "variant", "/recipe-design card payments for bookings", KS,
         Q("ADR batch reviewed (approved by document-reviewer):\n- ADR-0010 Payment provider: Mollie (1.8% + €0.25) over Stripe (1.5% + €0.25 + €2 payouts)\nApprove the batch? (sets it to Accepted)", "ADR batch",
           [O("Approve batch", ""), O("Request changes", "")]),
         L("confirmation", person("Choosing a payment provider is a contract and fees for the school; the owner signs that."), "About the person.", ["about_person"]))
