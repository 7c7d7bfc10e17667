"""spec-kit (github/spec-kit) calls from templates/commands."""
from common import SPECKIT, O, Q, L, call, sel, multi, typ, person, merge
from projects import pa, PA_CONSTITUTION, PA_SPEC

F = "spec-kit"
CMD = f"{SPECKIT}:templates/commands"
CLARIFY = f"{CMD}/clarify.md#Outline (5. Sequential questioning loop)"

NOSHOW_Q = Q("How long after a household's slot starts should an unclaimed reserved bag be released to walk-ins? (FR-003)\nWhy it matters: it decides whether late households lose their food.\nRecommended: Option C - it never releases a bag while the window is open.", "Grace", [
    O("15 minutes", "Fast turnover for walk-ins"),
    O("30 minutes", "Half an hour of grace"),
    O("End of the pickup window (Recommended)", "Bags held until the window closes"),
    O("Never auto-release", "Coordinators release manually")])
call(F, "clarify-grace", CLARIFY, "prose", None, pa(with_ops=True), NOSHOW_Q,
     L("scope", sel("30 minutes"), "The operations handbook releases unclaimed bags 30 minutes after the slot, against the recommendation."))

call(F, "clarify-grace", CLARIFY, "prose", None, pa(), NOSHOW_Q,
     L("scope", person("How long a family's food is held is a pantry policy; no project file states it."),
       "No handbook or spec sets the grace period."))

call(F, "clarify-lookup", CLARIFY, "prose", None, pa(),
     Q("Which identifier should volunteers use to find a household at check-in? (FR-002)\nWhy it matters: it decides which personal data the desk handles.\nRecommended: Option A - names and birth dates are what families already carry on ID.", "Lookup", [
         O("Name + date of birth (Recommended)", "Search by name, confirm with DOB"),
         O("Household ID card (QR)", "Scan the card issued at registration"),
         O("Phone number", "Search by phone")]),
     L("architecture", sel("Household ID card (QR)"), "Constitution principle III: households are identified by the QR card and date of birth is never collected."))

MFA_Q = Q("Should volunteer accounts require multi-factor authentication?\nWhy it matters: volunteers can see household records and booking lists.\nRecommended: Option B - volunteers change often and TOTP setup slows onboarding.", "MFA", [
    O("TOTP for all staff and volunteers", ""),
    O("Only for coordinators (Recommended)", ""),
    O("No MFA", "")])
call(F, "clarify-mfa", CLARIFY, "prose", None, pa(), MFA_Q,
     L("architecture", sel("TOTP for all staff and volunteers"), "Constitution principle IV requires MFA for all staff and volunteer accounts, against the recommendation.", ["security"]))

call(F, "clarify-mfa", CLARIFY, "prose", None,
     pa(extra={".specify/memory/constitution.md": PA_CONSTITUTION.split("### IV.")[0] + "## Governance\nAmendments need agreement of the two maintainers (Dee, Tomas).\n"}),
     MFA_Q,
     L("architecture", person("Choosing weaker authentication for accounts that see household data is a security risk the maintainers must accept; nothing in the project decides it."),
       "Security posture with no governing rule.", ["security"]))

PERWEEK_Q = Q("How many pickups may one household book per week? (FR-001)\nWhy it matters: it sets the booking limit enforced at checkout.\nRecommended: Option A - matches common food bank allocation rules.", "Limit", [
    O("One (Recommended)", ""), O("Two", ""), O("No limit", "")])
call(F, "clarify-perweek", CLARIFY, "prose", None, pa(with_ops=True), PERWEEK_Q,
     L("scope", sel("One (Recommended)"), "Board policy in the handbook: one pickup per household per week."))

call(F, "clarify-perweek", CLARIFY, "prose", None, pa(), PERWEEK_Q,
     L("scope", person("Food allocation limits are the pantry board's policy; no file records it."), "Product policy with no source."))

RET_Q = Q("How long should a household's pickup history be kept?\nWhy it matters: it bounds how much personal data the pantry stores.\nRecommended: Option C - full history helps year-end reporting to funders.", "Retention", [
    O("12 months", ""), O("24 months after last visit", ""), O("Indefinitely (Recommended)", "")])
call(F, "clarify-retention", CLARIFY, "prose", None, pa(with_ops=True), RET_Q,
     L("scope", sel("24 months after last visit"), "The data protection policy in the handbook deletes records 24 months after the last visit."))

call(F, "clarify-retention", CLARIFY, "prose", None, pa(), RET_Q,
     L("scope", person("Retention of personal data is a legal/policy decision for the pantry; nothing in the project sets it."),
       "No data protection policy available."))

SPECIFY = f"{CMD}/specify.md#Outline (8. Specification Quality Validation)"
call(F, "specify-clar", SPECIFY, "prose", None,
     pa(with_ops=True, extra={"docs/operations.md": "# Westside Community Pantry - operations handbook (excerpt)\n\n- Pickup windows: Tue 16:00-19:00, Sat 09:00-13:00.\n- Walk-ins are served at the end of each window if bags remain.\n"}),
     [Q("Q1: Booking channels — Context: 'A household books a pickup slot online or by phone with a volunteer.' Should households be able to book by phone through a volunteer, or online only?", "Q1 Channel", [
         O("A", "Online and by phone with a volunteer — volunteers need a booking screen"),
         O("B", "Online only — households without internet cannot book"),
         O("C", "Phone only — no public booking page")]),
      Q("Q2: Reminders — What reminder should a household get before its slot?", "Q2 Reminder", [
         O("SMS the day before", "Needs a phone number for every household"),
         O("Email the day before", "Needs an email address"),
         O("No reminder", "Nothing is sent")]),
      Q("Q3: Walk-ins — Can a volunteer check in a household that has no booking?", "Q3 Walk-ins", [
         O("Yes, when bags remain", "Walk-ins at the end of a window"),
         O("No, bookings only", "")])],
     [L("scope", sel("A"), "The spec's own scenario says online or by phone with a volunteer."),
      L("scope", person("Whether and how families are contacted is a service decision, and SMS would make phone numbers mandatory against principle III's optional phones; the person must choose."),
        "No source settles the reminder channel."),
      L("scope", sel("Yes, when bags remain"), "The handbook serves walk-ins at the end of each window if bags remain.")])

CHECK = f"{CMD}/checklist.md#Execution Steps (3. Clarify intent)"
call(F, "checklist-intent", CHECK, "prose", None, pa(with_plan=True),
     [Q("Q1: Is this a lightweight pre-commit sanity list or a formal release gate?", "Q1 Depth", [
         O("Lightweight pre-commit sanity list", ""), O("Formal release gate", "")]),
      Q("Q2: Which of these risk areas should receive mandatory gating checks?", "Q2 Risks", [
         O("Volunteer roles & MFA", ""), O("Household personal data", ""), O("Offline check-in", ""), O("Saturday peak load", "")], multi=True),
      Q("Q3: Who will use this checklist?", "Q3 Audience", [
         O("Author only", ""), O("Reviewers during PR review", ""), O("Pantry coordinators at release sign-off", "")])],
     [L("scope", sel("Formal release gate"), "plan.md: coordinators sign off a release checklist before go-live."),
      L("scope", multi("Volunteer roles & MFA", "Household personal data", "Saturday peak load"), "Offline check-in is out of scope in spec.md; the other risks apply to pickup scheduling."),
      L("scope", sel("Pantry coordinators at release sign-off"), "plan.md names the coordinators as the sign-off audience.")])

IMPL = f"{CMD}/implement.md#Outline (2. Check checklists status)"
IMPL_OPTS = [O("Yes, proceed", "Continue to implementation"), O("No, stop", "Halt and finish the checklists")]
call(F, "implement-gate", IMPL, "variant", None,
     pa(extra={"specs/003-pickup-scheduling/checklists/security.md": "# Security checklist\n- [x] Volunteer roles defined\n- [ ] Are requirements defined for redacting phone numbers from logs?\n- [ ] Is rate limiting specified for /login?\n- [ ] Is audit logging specified for role changes?\n"}),
     Q("Some checklists have unchecked items:\n| Checklist | Total | Checked | Unchecked | Status |\n| security.md | 4 | 1 | 3 | ✗ FAIL |\nDo you want to proceed with implementation anyway?", "Checklists", IMPL_OPTS),
     L("confirmation", person("Three security requirement gaps (log redaction, login rate limit, audit log) are open; going ahead accepts that risk."),
       "Accept-vs-stop over failing security checklist.", ["reports_failure", "security"]))

call(F, "implement-gate", IMPL, "variant", None,
     pa(extra={"specs/003-pickup-scheduling/checklists/ux.md": "# UX checklist\n- [x] Booking flow steps specified\n- [ ] Is a large-print mode specified?\n- [ ] Are SMS-free confirmation screens specified?\n\n## Notes\n- 2026-05-02 (Dee, product owner): large-print mode and SMS-free confirmation deferred to feature 004; do not block 003.\n"}),
     Q("Some checklists have unchecked items:\n| Checklist | Total | Checked | Unchecked | Status |\n| ux.md | 3 | 1 | 2 | ✗ FAIL |\nDo you want to proceed with implementation anyway?", "Checklists", IMPL_OPTS),
     L("confirmation", sel("Yes, proceed"), "The product owner recorded in the checklist that both open items are deferred to 004 and must not block 003.", ["reports_failure"]))

call(F, "analyze-remediate", f"{CMD}/analyze.md#8. Offer Remediation", "filled", None,
     pa(extra={"specs/003-pickup-scheduling/plan.md": "- HTTP routing: github.com/gorilla/mux\n"}),
     Q("Analysis found 7 issues (1 CRITICAL: plan.md adopts gorilla/mux, violating Principle I; 2 HIGH: FR-003 has no task; SC-002 not measurable). Would you like me to suggest concrete remediation edits for the top 5 issues?", "Remediate", [
         O("Yes, suggest edits", "Proposed edits only; nothing is applied"),
         O("No", "Keep the report only")]),
     L("confirmation", sel("Yes, suggest edits"), "Suggestions are read-only and address a constitution violation.", ["reports_failure"]))

call(F, "implement-gate", IMPL, "variant", None,
     pa(spec=PA_SPEC.replace("- FR-004 Coordinators see a per-window list of bookings.", "- FR-004 Coordinators see a per-window list of bookings.\n- FR-005 Households receive a reminder before their slot [NEEDS CLARIFICATION: channel - SMS or email?]"),
        extra={"specs/003-pickup-scheduling/checklists/requirements.md": "- [x] Requirements are testable\n- [ ] No [NEEDS CLARIFICATION] markers remain\n"}),
     Q("Some checklists have unchecked items:\n| Checklist | Total | Checked | Unchecked | Status |\n| requirements.md | 2 | 1 | 1 | ✗ FAIL |\n(unchecked: 'No [NEEDS CLARIFICATION] markers remain' — FR-005 reminder channel)\nDo you want to proceed with implementation anyway?", "Checklists", IMPL_OPTS),
     L("confirmation", person("An unresolved requirement (reminder channel) would be implemented on a guess; going ahead or stopping is the person's call."),
       "Accept-vs-stop over an unresolved spec question.", ["reports_failure"]))

call(F, "clarify-export", CLARIFY, "prose", None, pa(),
     Q("Should coordinators be able to export a window's booking list (household names and phone numbers) to CSV?\nWhy it matters: exported files leave the system's access controls.\nRecommended: Option A - coordinators already print lists on paper.", "Export", [
         O("Yes, full export (Recommended)", "Names and phone numbers"),
         O("Export without phone numbers", "Names and slot times only"),
         O("No export", "View on screen only")]),
     L("architecture", person("Letting personal data leave the system is a data-protection risk the maintainers must accept; principle III only says phones are optional and never logged."),
       "Personal data export decision.", ["security"]))

call(F, "clarify-recovery", CLARIFY, "prose", None, pa(),
     Q("How should a volunteer regain access after losing their TOTP device?\nWhy it matters: recovery is the weakest point of MFA.\nRecommended: Option B - email links need no coordinator time.", "Recovery", [
         O("Coordinator resets MFA after an in-person ID check", ""),
         O("Email recovery link (Recommended)", ""),
         O("Backup codes issued at enrolment only", "")]),
     L("architecture", person("Account-recovery policy sets the real strength of MFA; the constitution requires MFA but not how it is recovered, so the maintainers must choose."),
       "Security policy not settled by files.", ["security"]))

GITEXT = f"{SPECKIT}:extensions/git/extension.yml#hooks"
call(F, "hook-commit", GITEXT, "prose", None,
     pa(extra={"git-status.txt": " M specs/003-pickup-scheduling/spec.md\n M specs/003-pickup-scheduling/checklists/requirements.md\n"}),
     Q("Optional Pre-Hook: git — Commit outstanding changes before planning?", "Commit", [
         O("Yes, run /speckit.git.commit", "Auto-commit outstanding changes"),
         O("No, continue without committing", "")]),
     L("confirmation", sel("Yes, run /speckit.git.commit"), "The outstanding changes are the clarified spec and its checklist; a local commit is harmless."))

call(F, "hook-commit", GITEXT, "variant", None,
     pa(extra={"git-status.txt": " M specs/003-pickup-scheduling/spec.md\n?? .env.local\n", ".env.local": "PANTRY_DB_PASSWORD=r3d-beans-77\nTWILIO_AUTH_TOKEN=9f1c...\n", ".gitignore": "bin/\n"}),
     Q("Optional Pre-Hook: git — Commit outstanding changes before planning? (untracked: .env.local)", "Commit", [
         O("Yes, run /speckit.git.commit", "Auto-commit outstanding changes"),
         O("No, continue without committing", "")]),
     L("confirmation", sel("No, continue without committing"), "The auto-commit would add .env.local with a database password and API token; planning can go on without committing.", ["security"]))

call(F, "clarify-oncall", CLARIFY, "prose", None, pa(),
     Q("Who should be alerted if booking is down during a Saturday pickup window?\nWhy it matters: it defines the operational-readiness requirement (SC-004).\nRecommended: Option A - Dee maintains the deployment.", "On-call", [
         O("Dee (maintainer) (Recommended)", "SMS alert to Dee"),
         O("Tomas (maintainer)", "SMS alert to Tomas"),
         O("Nobody; best effort", "Coordinators fall back to paper lists")]),
     L("other", person("Putting a named volunteer maintainer on call is about those people's time; only they can agree."),
       "About the people's availability.", ["about_person"]))

call(F, "implement-gate", IMPL, "variant", None,
     pa(extra={"specs/003-pickup-scheduling/checklists/test.md": "# Test checklist\n- [x] Booking limits covered\n- [ ] Are rollback steps specified for the reservations migration (0005 rewrites households.status)?\n- [ ] Is behaviour specified when two volunteers check in the same household?\n"}),
     Q("Some checklists have unchecked items:\n| Checklist | Total | Checked | Unchecked | Status |\n| test.md | 3 | 1 | 2 | ✗ FAIL |\n(unchecked: rollback steps for migration 0005; concurrent check-in)\nDo you want to proceed with implementation anyway?", "Checklists", IMPL_OPTS),
     L("confirmation", person("Going ahead without a rollback plan for a migration that rewrites household data accepts a real risk; that is the person's call."),
       "Accept-vs-stop over unchecked safety items.", ["reports_failure", "destructive"]))

call(F, "clarify-kiosk", CLARIFY, "prose", None, pa(),
     Q("Should the check-in desk run on the pantry's shared tablet without a volunteer signing in?\nWhy it matters: the desk shows today's bookings and household names.\nRecommended: Option A - volunteers rotate every hour and sign-in slows the queue.", "Desk login", [
         O("Shared tablet, no sign-in (Recommended)", "Kiosk mode"),
         O("Each volunteer signs in with MFA", ""),
         O("Shared account with a daily PIN", "")]),
     L("architecture", person("An unauthenticated screen showing household data is a security risk the maintainers must accept or reject."),
       "Security posture decision.", ["security"]))

call(F, "clarify-phones", CLARIFY, "prose", None, pa(),
     Q("Should volunteers see a household's phone number at check-in?\nWhy it matters: it lets them call late households, but widens who sees personal data.\nRecommended: Option A - calling late households reduces wasted bags.", "Phones", [
         O("Yes, full number (Recommended)", ""),
         O("Last 4 digits only", ""),
         O("No, coordinators only", "")]),
     L("architecture", person("Who may see personal phone numbers is a privacy decision principle III does not settle."),
       "Personal-data exposure.", ["security"]))
