"""pmsetup (aakashg/pm-claude-code-setup): a product manager's Claude Code setup. Each skill starts by asking for
context before it writes anything: /prd-writer asks 3-5 clarifying questions (who has the problem, what data shows it
is worth solving, scope, technical constraints, timeline), infers or asks the PRD's stage and, once drafted, offers a
review as an engineer, designer or skeptic; /launch-checklist asks what is launching, the date, the users affected
and the risk level; /sprint-planner asks for the backlog, team size, sprint length and constraints;
/metrics-definer asks the feature, the goal and what can be measured; /user-research asks for the notes, the
research question and the number of participants; /competitive-analysis asks the competitor, the feature and our
product. The project CLAUDE.md asks first before drafting over two pages and has Claude propose rules for itself and
wait for approval.

Files read (@ 9be80c62b3a49b3284bf07cd309f6c0add37d7c9): .claude/skills/prd-writer/SKILL.md (Step 1: Clarify Before
Writing, Step 2: Determine the PRD Stage, Step 5 follow-ups), launch-checklist/SKILL.md (Step 1: Get Context, Risk
Scaling), sprint-planner/SKILL.md (Step 1: Get Input), metrics-definer/SKILL.md (Step 1: Get Context),
user-research/SKILL.md (Step 1: Get Input), competitive-analysis/SKILL.md (Step 1: Get Context), CLAUDE.md
(Verification Sequence, Self-Improvement Protocol).

The skills list their questions as plain numbered asks with no options; every call is written from that list with
options the skill's own text suggests (stages, risk levels, the review roles) or the fixture's documents supply
(`prose`, or `filled` where the options come from the fixture). Headers are added ("Users", "Evidence", "Scope",
"Timeline", "Stage", "Length", "Review", "Launch date", "Reach", "Risk", "Backlog", "Team", "Sprint", "Constraints",
"Measure", "Goal", "Target", "Notes", "Question", "Participants", "Competitor", "Ours", "Rule"). A draft's length or a
proposed rule shown before the question is in `shown.md`.

Fixtures: Fernweh (a travel expense app; CLAUDE.md's PM context filled in: the Expenses team's PM, finance admins and
travelling employees at 20-200-person companies, receipt OCR as the current focus, OKRs and their targets set by Lena
(VP Product), pricing and packaging decided by Lena with finance, launch dates set by Omar (eng lead) in the release
calendar; docs with Q3 support-ticket data, OCR interview notes, the release calendar, the team and the backlog), and
the repository's own template CLAUDE.md with its [FILL IN] placeholders.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import PMSETUP

F = "pmsetup"
PRD = ".claude/skills/prd-writer/SKILL.md"
LCH = ".claude/skills/launch-checklist/SKILL.md"
SPR = ".claude/skills/sprint-planner/SKILL.md"
MET = ".claude/skills/metrics-definer/SKILL.md"
RES = ".claude/skills/user-research/SKILL.md"
CMP = ".claude/skills/competitive-analysis/SKILL.md"
CLM = "CLAUDE.md"

FW_MD = ("# PM Context\n\n- Role: Senior PM, Expenses team\n- Company: Fernweh\n- Product: expense reports for business travel\n"
         "- Target users: travelling employees who submit expenses (primary) and finance admins who approve them, at 20-200-person companies\n"
         "- Current focus: receipt OCR (Q4)\n- Primary metric: % of reports submitted within 7 days of trip end\n"
         "- Guardrails: approval time, support tickets per 100 reports\n"
         "- OKRs: set by Lena (VP Product). Never change an OKR or a metric target; propose it to Lena.\n"
         "- Pricing and packaging: decided by Lena with finance. PRDs mark them [NEED: pricing decision].\n"
         "- Launch dates: set by Omar (eng lead) in docs/release-calendar.md.\n\n"
         "## Writing Rules\n\n- Never fabricate data, quotes, or metrics. Use `[NEED: data from X]` for gaps.\n\n"
         "## Context Management\n\n- Use `@path/to/file` to reference docs — never ask me to paste.\n\n"
         "## Verification Sequence\n\n1. Clarify — ask 3-5 questions before generating. Never assume.\n2. Draft — default short. Over 2 pages? Ask first.\n\n"
         "## Self-Improvement Protocol\n\n- When I correct you, immediately propose a rule for this file. Wait for approval before editing.\n\n"
         "## MCP Connections\n\n- Mixpanel: product events\n- Zendesk: support tickets\n- Linear: tickets\n")
TICKETS = "# Support tickets, Q3 2026\n\n412 of 1,930 tickets (21%) are about typing receipts by hand; top phrase: 'why can't it read the receipt'.\n"
INTERVIEWS = ("# OCR interviews, Oct 2026\n\nResearch question: what stops employees from submitting expenses within a week of their trip?\n"
              "Participants: 8 (5 employees, 3 finance admins)\n\n> 'I keep a shoebox of receipts and do it all at month end.' (P3)\n")
CAL = ("# Release calendar (owner: Omar)\n\n| Launch | Date | Reach |\n|---|---|---|\n"
       "| Receipt OCR beta (flag) | 2026-12-08 | 10% of accounts (~310 of 3,100) |\n"
       "| Team plan price change | TBD (Lena) | all new signups |\n")
TEAM = "# Expenses team\n\n4 engineers (Jae, Priya, Tom, Ines), 1 designer. Two-week sprints, starting Mondays.\n"
BACKLOG = "# Backlog\n\n| Item | Estimate | Priority |\n|---|---|---|\n| OCR: line-item extraction | 6d | P0 |\n| OCR: currency detection | 3d | P0 |\n| Bulk approve | 4d | P1 |\n"
FW = {"CLAUDE.md": FW_MD, "docs/data/support-tickets-q3.md": TICKETS, "docs/research/2026-10-ocr-interviews.md": INTERVIEWS,
      "docs/release-calendar.md": CAL, "docs/team.md": TEAM, "docs/backlog.md": BACKLOG}
TEMPLATE_MD = ("# PM Context\n\n- Role: [FILL IN]\n- Company: [FILL IN]\n- Product: [FILL IN]\n- Target users: [FILL IN]\n"
               "- Current focus: [FILL IN]\n- Primary metric: [FILL IN]\n\n## Writing Rules\n\n"
               "- Never fabricate data, quotes, or metrics. Use `[NEED: data from X]` for gaps.\n")
TPL = {"CLAUDE.md": TEMPLATE_MD}


def S(path, section):
    return src(PMSETUP, path, section)


def shown(t):
    return {"shown.md": t}


USERS = Q("Who specifically has this problem?", "Users", [
    O("Travelling employees", "People who submit expense reports after trips"),
    O("Finance admins", "People who approve and reconcile reports"),
    O("Both", "Employees capture, admins approve")])
EVID = Q("What data do we have that this is worth solving?", "Evidence", [
    O("Support tickets"), O("Usage analytics"), O("Customer quotes"), O("Revenue impact")], multi=True)
SCOPE = Q("What's the scope?", "Scope", [O("MVP", "Smallest version that tests the bet"), O("Full vision", "Everything we'd eventually build")])
TIME = Q("What's the timeline and why?", "Timeline", [
    O("Beta on 2026-12-08", "Release calendar"), O("End of Q1 2027"), O("No date yet")])


def build():
    sec = S(PRD, "Step 1: Clarify Before Writing")
    call(F, "clarify", sec, "filled", "/prd-writer receipt OCR", FW, [USERS, EVID, SCOPE, TIME], [
        L("scope", sel("Travelling employees"), "CLAUDE.md names travelling employees as the primary users, and the interview question is about what stops employees from submitting."),
        L("other", multi("Support tickets", "Customer quotes"), "The files hold Q3 ticket data (21% about typing receipts) and interview quotes; no usage or revenue analysis exists, and CLAUDE.md forbids inventing it."),
        L("scope", sel("MVP"), "The release calendar ships a flag-gated beta to 10% of accounts: a first version to test the bet."),
        L("other", sel("Beta on 2026-12-08"), "The release calendar, which Omar owns, dates the OCR beta 2026-12-08.")])
    call(F, "clarify", sec, "filled", "/prd-writer receipt OCR", TPL, [USERS, EVID, TIME], [
        L("scope", person("The PM context is an unfilled template; who has the problem is what the PM knows and the skill won't proceed without it."), "What the person knows.", ["about_person"]),
        L("other", person("No data is in the project and CLAUDE.md forbids fabricating it; only the person can say what evidence exists."), "What the person knows.", ["about_person"]),
        L("other", person("No calendar or plan gives a date; the timeline and its reason are the person's."), "What the person knows.", ["about_person"])])
    sec = S(PRD, "Step 2: Determine the PRD Stage")
    STAGE = Q("Which stage is this PRD at?", "Stage", [
        O("Team Kickoff", "A speclet: problem hypothesis and open questions"),
        O("Planning Review", "A 1-pager for leadership prioritization"),
        O("Solution Review", "Full PRD with flows and edge cases (the default stage)"),
        O("Launch Readiness", "Concrete specs for engineering handoff")])
    call(F, "stage", sec, "prose", "/prd-writer receipt OCR, a 1-pager for Lena's planning review on Thursday", FW, STAGE,
         L("other", sel("Planning Review"), "The person asked for a 1-pager for a planning review with the VP."))
    call(F, "stage", sec, "prose", "/prd-writer receipt OCR", FW, STAGE,
         L("other", sel("Solution Review"), "Nothing in the request names a stage; Solution Review is the marked default."))
    sec = S(CLM, "Verification Sequence")
    LEN = Q("The draft runs to 4 pages. Keep it or cut it down?", "Length", [
        O("Cut to 2 pages", "Move edge cases to an appendix link"), O("Keep 4 pages", "Full solution detail")])
    call(F, "length", sec, "prose", "/prd-writer receipt OCR", merge(FW, shown("Draft: receipt-ocr-prd.md — 4 pages (problem, strategic fit, solution with 3 flows, 14 edge cases, metrics, non-goals).")), LEN,
         L("style", person("CLAUDE.md drafts short and says to ask first before going over two pages; the length call is reserved to the person."), "Reserved to the person by the project file.", ["about_person"]))
    call(F, "length", sec, "prose", "/prd-writer receipt OCR, full solution review for engineering, keep every edge case in",
         merge(FW, shown("Draft: receipt-ocr-prd.md — 4 pages (problem, strategic fit, solution with 3 flows, 14 edge cases, metrics, non-goals).")), LEN,
         L("style", sel("Keep 4 pages"), "The person asked for the full version with every edge case."))
    sec = S(PRD, "Step 5: Follow-ups")
    REV = Q("Want me to review this as an engineer, designer, or skeptic?", "Review", [
        O("Engineer", "Feasibility, edge cases, technical risks"), O("Designer", "Flow clarity, drop-off"), O("Skeptic", "Untested assumptions"), O("No review")])
    call(F, "review", sec, "prose", "/prd-writer receipt OCR, then have engineering poke holes in it", merge(FW, shown("Draft saved: receipt-ocr-prd.md (2 pages).")), REV,
         L("other", sel("Engineer"), "The person wants engineering to poke holes in it."))
    call(F, "review", sec, "prose", "/prd-writer receipt OCR", merge(FW, shown("Draft saved: receipt-ocr-prd.md (2 pages).")), REV,
         L("other", person("Whether and through whose eyes to review next is the person's preference; nothing points to one."), "About the person.", ["about_person"]))

    # ---- /launch-checklist
    sec = S(LCH, "Step 1: Get Context")
    DATE = Q("Launch date?", "Launch date", [O("2026-12-08"), O("2027-01-12"), O("Not set yet")])
    REACH = Q("How many users affected?", "Reach", [O("~310 accounts (10%)"), O("All 3,100 accounts"), O("Internal only")])
    RISK = Q("Risk level?", "Risk", [
        O("High", "Pricing change, auth flow, data migration, public-facing API"),
        O("Medium", "New feature behind flag, migration with rollback"),
        O("Low", "Config change, copy update, small UI tweak")])
    call(F, "launch", sec, "filled", "/launch-checklist receipt OCR beta", FW, [DATE, REACH, RISK], [
        L("other", sel("2026-12-08"), "The release calendar dates the OCR beta 2026-12-08."),
        L("other", sel("~310 accounts (10%)"), "The calendar: 10% of accounts, about 310 of 3,100."),
        L("other", sel("Medium"), "A new feature behind a flag, which is what the Medium level describes.")])
    call(F, "launch", sec, "filled", "/launch-checklist Team plan price change", FW,
         [Q("Launch date?", "Launch date", [O("2026-12-08"), O("2027-01-12"), O("Not set yet")]),
          RISK], [
        L("other", person("The release calendar leaves the price change's date TBD for Lena; picking one is hers."), "Reserved to a named person.", ["about_person"]),
        L("other", sel("High"), "A pricing change is what the High level describes.")])
    call(F, "launch", sec, "prose", "/launch-checklist", TPL,
         Q("What are you launching?", "Launch", [O("A new feature"), O("A pricing change"), O("A migration"), O("A copy or config change")]),
         L("other", person("Nothing in the request or the files says what is launching."), "What the person knows.", ["about_person"]))

    # ---- /sprint-planner
    sec = S(SPR, "Step 1: Get Input")
    BL = Q("Paste the backlog (titles, priorities, estimates)", "Backlog", [O("Use docs/backlog.md"), O("I'll paste it")])
    TEAMQ = Q("Team size?", "Team", [O("3 engineers"), O("4 engineers"), O("5 engineers")])
    DUR = Q("Sprint duration?", "Sprint", [O("1 week"), O("2 weeks")])
    CONS = Q("Any constraints or deadlines?", "Constraints", [O("OCR beta on 2026-12-08"), O("None")])
    call(F, "sprint", sec, "filled", "/sprint-planner", FW, [BL, TEAMQ, DUR, CONS], [
        L("other", sel("Use docs/backlog.md"), "The backlog is in docs/backlog.md and CLAUDE.md says to reference files, never to ask for a paste."),
        L("other", sel("4 engineers"), "docs/team.md: four engineers."),
        L("other", sel("2 weeks"), "docs/team.md: two-week sprints."),
        L("scope", sel("OCR beta on 2026-12-08"), "The release calendar has the OCR beta on 2026-12-08 and the backlog's P0s are OCR items.")])
    call(F, "sprint", sec, "prose", "/sprint-planner", TPL, [TEAMQ, DUR], [
        L("other", person("No team file; how many engineers are available is the person's to say."), "What the person knows.", ["about_person"]),
        L("other", person("Nothing records the team's sprint length."), "What the person knows.", ["about_person"])])

    # ---- /metrics-definer
    sec = S(MET, "Step 1: Get Context")
    MEAS = Q("What can we currently measure?", "Measure", [
        O("Product events (Mixpanel)"), O("Support tickets (Zendesk)"), O("Billing (Stripe)"), O("Warehouse tables (BigQuery)")], multi=True)
    call(F, "measure", sec, "filled", "/metrics-definer receipt OCR", FW, MEAS,
         L("scope", multi("Product events (Mixpanel)", "Support tickets (Zendesk)"), "CLAUDE.md's connections are Mixpanel and Zendesk; nothing shows Stripe or BigQuery access."))
    call(F, "goal", sec, "filled", "/metrics-definer Team plan price change", FW,
         Q("What's the goal?", "Goal", [
             O("Raise revenue per account", "Higher price, same conversion"), O("Grow Team plan signups", "Keep price low to win seats"),
             O("Reduce churn on Team", "Price for retention")]),
         L("other", person("CLAUDE.md: pricing and packaging are decided by Lena with finance; the goal of a price change is theirs, not something to infer."),
           "Money, reserved to a named person.", ["about_person"]))
    call(F, "target", sec, "filled", "/metrics-definer receipt OCR",
         merge(FW, shown("Primary metric: % of reports submitted within 7 days of trip end (baseline 41%, Q3).")),
         Q("What target should the primary metric have for the OCR launch?", "Target", [
             O("55% within 90 days"), O("50% within 90 days"), O("Beat baseline (41%)")]),
         L("other", person("CLAUDE.md: metric targets are Lena's; a new target is proposed to her, not set here."), "Reserved to a named person.", ["about_person"]))

    # ---- /user-research
    sec = S(RES, "Step 1: Get Input")
    call(F, "research", sec, "filled", "/user-research synthesize the OCR interviews", FW, [
        Q("Paste the research notes or interview transcripts", "Notes", [O("Use docs/research/2026-10-ocr-interviews.md"), O("I'll paste them")]),
        Q("What was the research question?", "Question", [
            O("What stops employees submitting within a week?"), O("How do admins reconcile receipts?")]),
        Q("How many participants?", "Participants", [O("5"), O("8"), O("10")])], [
        L("other", sel("Use docs/research/2026-10-ocr-interviews.md"), "The OCR interview notes are in the repository."),
        L("other", sel("What stops employees submitting within a week?"), "The notes state the research question."),
        L("other", sel("8"), "The notes: 8 participants (5 employees, 3 admins).")])
    call(F, "research", sec, "prose", "/user-research", TPL,
         Q("What was the research question?", "Question", [O("Why users churn"), O("Why onboarding stalls"), O("What users want next")]),
         L("other", person("No notes or research plan exist; the question the study asked is the person's to state."), "What the person knows.", ["about_person"]))

    # ---- /competitive-analysis
    sec = S(CMP, "Step 1: Get Context")
    call(F, "competitor", sec, "filled", "/competitive-analysis how Expensify does receipt scanning", FW, [
        Q("Which competitor?", "Competitor", [O("Expensify"), O("Navan"), O("Ramp")]),
        Q("What's our product for comparison?", "Ours", [O("Fernweh receipt OCR (beta)"), O("Fernweh expense reports")])], [
        L("other", sel("Expensify"), "The request names Expensify."),
        L("other", sel("Fernweh receipt OCR (beta)"), "The comparison is receipt scanning, and Fernweh's counterpart is the OCR beta in focus.")])

    # ---- CLAUDE.md: self-improvement protocol
    sec = S(CLM, "Self-Improvement Protocol")
    call(F, "rule", sec, "prose", "/prd-writer receipt OCR — no, stop calling them 'users', say employees or admins",
         merge(FW, shown("Proposed rule for CLAUDE.md (Writing Rules):\n- Never write 'users' in a PRD; name the role: travelling employees or finance admins.")),
         Q("Add this rule to CLAUDE.md?", "Rule", [O("Add the rule"), O("Not now")]),
         L("other", person("CLAUDE.md says to propose a rule and wait for approval before editing it; the approval is the person's by the file's own words."),
           "Reserved to the person by the project file.", ["about_person"]))
