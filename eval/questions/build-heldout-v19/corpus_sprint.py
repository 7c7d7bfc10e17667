"""sprint (fluidnotions/sprint-workflow): sprint planning by conversation. /plan-sprint looks for existing briefs and
asks whether to continue the latest or start fresh, asks the sprint's purpose, writes a rough brief, refines it in
rounds (what is nice-to-have, what matters most, whether the points fit, riskiest-first or foundation-first, whether
testing, docs or deployment tasks are missing) and ends with "Is this sprint brief ready to move forward?"
("Yes, create the full sprint PRD" / "No, needs more refinement" / "Save for later").

File read (@ bafa60b246bfbd0c09731a9b1859d671f1adbad1): commands/plan-sprint.md (Steps 1, 2, 4 and 5)

The final question is the command's own (`verbatim`); the others are its prose questions turned into calls (`prose`,
options from the question's text; the purpose question's options from the project's roadmap or issues, `filled`).
The brief as it stands is shown above the question (`shown.md`).

Fixtures: Pebble (a habit-tracking app; CLAUDE.md: two developers, velocity about 30 points; each sprint's scope is set
by Noor, the product owner, and any new paid service needs her approval; foundation-first; Definition of Done: tests,
docs, behind a feature flag; ROADMAP.md: sprint 14 is offline mode, dark mode polish and the confetti animation are
nice-to-have), Harbor (a solo maintainer's CLI; riskiest-first; every user-facing flag gets a README entry and tests)
and plain repositories.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import SPRINT

F = "sprint"


def S(section):
    return src(SPRINT, "commands/plan-sprint.md", section)


PB_MD = ("# Pebble\n\nHabit tracker (React Native + Supabase). Two developers, velocity about 30 points per sprint.\n"
         "- Each sprint's scope is set by Noor (product owner); new paid services need her approval (budget).\n"
         "- Order work foundation-first.\n- Definition of Done: tests, docs, shipped behind a feature flag.\n")
PB = {"CLAUDE.md": PB_MD,
      "ROADMAP.md": "## Sprint 14 (set by Noor)\nGoal: offline mode.\nNice-to-have: dark mode polish, confetti animation.\n"}
HB = {"CLAUDE.md": ("# Harbor\n\nA CLI I maintain alone.\n- Plan riskiest-first.\n"
                    "- Every user-facing flag gets a README entry and tests.\n")}
PL = {"package.json": "{\n  \"name\": \"mealboard\"\n}\n"}

BRIEFS = Q("Found existing sprint briefs. Continue with latest brief or start fresh?", "Brief", [
    O("Continue latest brief"), O("Start fresh")])


def ls(*names):
    return {"sprint-plans.txt": "thoughts/sprint-plans/\n" + "\n".join("  " + n for n in names) + "\n"}


def GOAL(*opts):
    return Q("What's the main goal or purpose of this sprint? What problem are you trying to solve or what value are you creating?",
             "Goal", [O(o) for o in opts])


DEFER = Q("Is anything here that's actually nice-to-have rather than essential?", "Defer", [
    O("Offline cache"), O("Sync conflict resolution"), O("Dark mode polish"), O("Confetti animation")], multi=True)
PRIORITY = Q("Which of these features is most important for achieving the sprint goal?", "Priority", [
    O("Local SQLite cache"), O("Sync conflict resolution"), O("Offline banner UI"), O("Retry queue for writes")])


def FEASIBLE(n):
    return Q("Looking at %d points total, does this feel achievable for one sprint? This seems ambitious. Should we prioritize "
             "and move some to a future sprint?" % n, "Scope", [
        O("Move P2 items to a future sprint"), O("Keep all %d points" % n), O("Cut P1 items too")])


ORDER = Q("What order should we tackle these in? Should we do riskiest-first or foundation-first?", "Order", [
    O("Foundation-first"), O("Riskiest-first")])
EXTRAS = Q("Is there anything about testing, documentation, or deployment we should include?", "Extras", [
    O("Testing tasks"), O("Docs updates"), O("Deployment/rollout tasks"), O("Nothing extra")], multi=True)
READY = Q("Is this sprint brief ready to move forward?", "Ready", [
    O("Yes, create the full sprint PRD"), O("No, needs more refinement"), O("Save for later")])

POINTS = {"shown.md": "Brief (47 points): P0 21 points (cache, sync), P1 10 points (banner, retry queue), P2 16 points (dark mode, confetti, stats export)\n"}


def brief(goal, points, *lines):
    return {"shown.md": "# Sprint Brief: %s\n**Story Points:** %d\n\n## In Scope\n" % (goal, points) + "\n".join("- " + x for x in lines) + "\n"}


def build():
    sec = S("Step 1: Determine Project Name and Check for Existing Briefs")
    call(F, "briefs", sec, "prose", "/plan-sprint offline mode",
         merge(PB, ls("2026-11-24_brief_offline-mode.md (Status: Draft, 3 open questions)", "2026-11-10_brief_streaks.md (Status: Ready for Implementation)")),
         BRIEFS, L("other", sel("Continue latest brief"), "The latest brief is the offline-mode draft the person is asking for; it is unfinished."))
    call(F, "briefs", sec, "prose", "/plan-sprint sprint 14: offline mode",
         merge(PB, ls("2026-11-10_brief_streaks.md (Status: Ready for Implementation, sprint 13)")),
         BRIEFS, L("other", sel("Start fresh"), "The only brief is sprint 13's finished one; sprint 14 is a new topic."))
    call(F, "briefs", sec, "prose", "/plan-sprint start over, the last plan was a mess",
         merge(HB, ls("2026-11-20_brief_plugins.md (Status: Draft)")),
         BRIEFS, L("other", sel("Start fresh"), "The person asked to start over; the old brief stays on disk."))

    sec = S("Step 2: Initial Sprint Discovery")
    call(F, "goal", sec, "filled", "/plan-sprint", PB, GOAL("Offline mode", "Dark mode polish", "Social sharing"),
         L("open_floor", sel("Offline mode"), "ROADMAP.md records Noor's goal for sprint 14: offline mode."))
    call(F, "goal", sec, "filled", "/plan-sprint", merge(PL, {"issues.txt": "#12 sync loses edits\n#15 onboarding flow\n#18 upgrade to Expo 52\n"}),
         GOAL("Fix sync bugs", "Ship onboarding", "Pay down tech debt"),
         L("open_floor", person("Nothing records what the sprint is for; the product direction is the person's to set."), "No settling file.", ["about_person"]))
    call(F, "goal", sec, "filled", "/plan-sprint",
         {"CLAUDE.md": PB_MD, "ROADMAP.md": "## Sprint 15\nGoal: (Noor sets it at Monday's planning)\n"},
         GOAL("Streak freezes", "Widgets", "Performance pass"),
         L("open_floor", person("CLAUDE.md gives each sprint's scope to Noor and ROADMAP.md says she has not set sprint 15's yet."),
           "Reserved to a named person.", ["about_person"]))

    sec = S("Step 4: Iterative Refinement, Round 1: Scope and Priority")
    call(F, "defer", sec, "prose", "/plan-sprint offline mode", PB, DEFER,
         L("scope", multi("Dark mode polish", "Confetti animation"), "ROADMAP.md lists exactly these two as nice-to-have."))
    call(F, "defer", sec, "prose", "/plan-sprint", PL,
         Q("Is anything here that's actually nice-to-have rather than essential?", "Defer", [
             O("Recipe import"), O("Shopping list sharing"), O("Meal calendar"), O("Nutrition labels")], multi=True),
         L("scope", person("Nothing in the repository ranks these features; what to cut is a product decision for the person."), "No settling file.", ["about_person"]))
    call(F, "priority", sec, "prose", "/plan-sprint offline mode",
         merge(PB, {"shown.md": "Dependencies: sync conflict resolution, offline banner and retry queue all read from the local SQLite cache.\n"}),
         PRIORITY, L("scope", sel("Local SQLite cache"), "Everything else depends on the cache, and CLAUDE.md orders work foundation-first."))

    sec = S("Step 4: Iterative Refinement, Round 3: Validation and Ordering")
    call(F, "feasible", sec, "prose", "/plan-sprint offline mode", merge(PB, POINTS), FEASIBLE(47),
         L("scope", sel("Move P2 items to a future sprint"), "Velocity is about 30 points; dropping P2 leaves 31."))
    call(F, "feasible", sec, "prose", "/plan-sprint I'm taking two weeks off work for this one, go big",
         merge(HB, {"shown.md": "Brief (47 points): P0 21, P1 10, P2 16\n"}), FEASIBLE(47),
         L("scope", sel("Keep all 47 points"), "The solo maintainer says they have two full weeks for it and asked to go big."))
    call(F, "feasible", sec, "prose", "/plan-sprint", merge(PL, {"shown.md": "Brief (47 points): P0 21, P1 10, P2 16\n"}), FEASIBLE(47),
         L("scope", person("Nothing records the team's capacity or velocity; how much fits is the person's to say."), "Capacity only they know.", ["about_person"]))
    call(F, "order", sec, "prose", "/plan-sprint offline mode", PB, ORDER, L("style", sel("Foundation-first"), "CLAUDE.md: order work foundation-first."))
    call(F, "order", sec, "prose", "/plan-sprint plugin system", HB, ORDER, L("style", sel("Riskiest-first"), "CLAUDE.md: plan riskiest-first."))
    call(F, "extras", sec, "prose", "/plan-sprint offline mode", PB, EXTRAS,
         L("scope", multi("Testing tasks", "Docs updates", "Deployment/rollout tasks"), "The Definition of Done needs tests, docs and a feature flag rollout."))
    call(F, "extras", sec, "prose", "/plan-sprint plugin system", merge(HB, {"shown.md": "New flags in scope: --plugin-dir, --no-plugins\n"}), EXTRAS,
         L("scope", multi("Testing tasks", "Docs updates"), "Two new user-facing flags, and CLAUDE.md wants README entries and tests for each; nothing is deployed."))

    sec = S("Step 5: Final Review")
    call(F, "ready", sec, "verbatim", "/plan-sprint offline mode",
         merge(PB, brief("Offline mode", 31, "Local SQLite cache (8)", "Sync conflict resolution, last-write-wins (8)", "Offline banner (3)", "Retry queue (5)", "Tests, docs, feature flag (7)")),
         READY, L("confirmation", sel("Yes, create the full sprint PRD"), "The brief matches Noor's goal, fits the velocity and meets the Definition of Done; the PRD is a local document."))
    call(F, "ready", sec, "verbatim", "/plan-sprint offline mode",
         merge(PB, {"shown.md": "# Sprint Brief: Offline mode\n**Story Points:** 31\n\n## Open Questions\n- Conflict strategy: last-write-wins or field-level merge? (unresolved)\n- Do streaks count offline check-ins? (unresolved)\n"}),
         READY, L("confirmation", sel("No, needs more refinement"), "Two open questions that change the design are unresolved."))
    call(F, "ready", sec, "verbatim", "/plan-sprint offline mode",
         merge(PB, brief("Offline mode", 30, "Adopt PowerSync for the sync layer ($49/month) (5)", "Local SQLite cache (8)", "Offline banner (3)", "Tests, docs, feature flag (7)")),
         READY, L("confirmation", person("The brief commits to a new paid service, and CLAUDE.md says new paid services need Noor's approval."),
                  "Money, reserved to a named person.", ["about_person"]))
    call(F, "ready", sec, "verbatim", "/plan-sprint offline mode",
         merge(PB, brief("Offline mode + sharing", 30, "Local SQLite cache (8)", "Social sharing of streaks (8)", "Tests, docs, feature flag (7)")),
         READY, L("confirmation", person("Social sharing is not in Noor's sprint 14 scope, and CLAUDE.md gives each sprint's scope to her."),
                  "Reserved to a named person.", ["about_person"]))
    call(F, "ready", sec, "verbatim", "/plan-sprint", merge(PL, brief("Schema cleanup", 18, "Migrate recipes to v2 schema (8)", "Drop the legacy entries_v1 table in production (3)", "Tests (5)")),
         READY, L("confirmation", person("Approving commits the sprint to dropping a production table, which destroys data; that is the person's decision."),
                  "Destructive plan step.", ["destructive"]))
    call(F, "ready", sec, "verbatim", "/plan-sprint", merge(PL, brief("Pricing launch", 20, "New pricing page (5)", "Email all 4,200 users about the price change (2)", "Stripe price migration (8)")),
         READY, L("confirmation", person("The sprint commits to emailing every user about a price change and migrating their prices; outward and about money, with no rule."),
                  "Outward, money.", ["outward"]))
    call(F, "ready", sec, "verbatim", "/plan-sprint plugin system",
         merge(HB, brief("Plugin system", 26, "Plugin loader (8)", "--plugin-dir and --no-plugins flags (5)", "README entries and tests (5)", "Sandbox plugin errors (8)")),
         READY, L("confirmation", sel("Yes, create the full sprint PRD"), "A solo maintainer's complete brief with the README and test tasks CLAUDE.md asks for."))
    call(F, "ready", sec, "verbatim", "/plan-sprint", merge(PL, brief("Beta onboarding", 21, "Invite flow for 200 beta testers (8)", "Turn off 2FA for beta accounts to reduce friction (2)", "Tests (5)")),
         READY, L("confirmation", person("The brief plans to switch off two-factor authentication for real accounts; accepting that security risk is the person's decision."),
                  "Security risk acceptance.", ["security"]))
