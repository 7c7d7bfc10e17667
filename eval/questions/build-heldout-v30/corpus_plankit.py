"""plankit (FlineDev/PlanKit): product planning. init asks what to do with an existing PlanKit folder, the naming
convention, whether to migrate planning documents and capture ideas now; plan-roadmap triages ideas into a version
and warns about active progress on another version; detail-steps approves a step breakdown; capture-ideas picks a
theme; the dashboard confirms the next version number.

Files read (@ da907e31b7e1821e4ac08268653df4c01ec7921a): commands/init.md (Steps 1, 2, 4, 5),
skills/plan-roadmap/SKILL.md, skills/detail-steps/SKILL.md, skills/dashboard/SKILL.md, skills/capture-ideas/SKILL.md.
init's and detail-steps' questions are JSON in the source (`verbatim`); the others are described in prose with their
option labels (`prose`/`filled`). Fixtures: "Habitual", a SwiftUI habit tracker by Jonas Berg.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import PLANKIT

F = "plankit"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(PLANKIT, path, section)


def shown(t):
    return {"shown.md": t}


SWIFT = {"Package.swift": "// swift-tools-version:5.9\n", "Sources/Habitual/HabitStore.swift": "struct HabitStore {}\n"}
CFG = {"PlanKit/.config.json": '{"naming": "UpperCamelCase", "created": "2025-03-02", "splitThreshold": 5000, '
                               '"nextFeatureNumber": 7}\n'}
ROAD = ("# Roadmap\n\n## v1.3 — Streaks\n\n### Habit streaks\n### Streak freeze\n\n## v1.4 — Sharing\n\n"
        "### Share progress card\n")
PROG = "# Progress\n\n## Current: v1.3 — Streaks\n\n- Habit streaks — Status: In Progress\n- Streak freeze — Status: Planned\n"
NOTES = "# notes (Jonas)\n\n- v1.3 is streaks only. Widgets wait for v2.0 — decided, don't re-litigate.\n- iCloud sync is out of scope for 2025.\n"


def build():
    init = "/plankit:init"
    act = Q("PlanKit is already set up. What would you like to do?", "Action", [
        O("Re-run migration", "Import additional planning documents into existing PlanKit"),
        O("Nothing, exit", "Keep current setup as-is")])
    sec = S("commands/init.md", "Step 1: Check Existing State")
    call(F, "existing", sec, "verbatim", init, dict(SWIFT, **CFG, **{"docs/old-roadmap.md": "# Old Trello export\n"
                                                                                           "- widgets\n- watch app\n"}),
         act, L("other", sel("Re-run migration"), "An un-imported planning document (docs/old-roadmap.md) is in the "
                                                     "project; importing adds to PlanKit without overwriting."))
    call(F, "existing", sec, "verbatim", init, dict(SWIFT, **CFG), act,
         L("other", sel("Nothing, exit"), "PlanKit exists and there is nothing left to import."))

    conv = Q("Which naming convention should PlanKit use for files and folders?", "Convention", [
        O("UpperCamelCase", "PlanKit/, Ideas.md, Features/001-HabitStreaks.md — common for Swift/Apple projects"),
        O("kebab-case", "plan-kit/, ideas.md, features/001-habit-streaks.md — common for JS/web projects")])
    sec = S("commands/init.md", "Step 2: Detect Naming Convention")
    call(F, "convention", sec, "verbatim", init, {"Package.swift": "// swift\n", "package.json": '{"name": "habitual-site"}\n',
                                                 "CLAUDE.md": "Docs and planning files are kebab-case everywhere, even "
                                                              "in the Swift app (team rule).\n"},
         conv, L("style", sel("kebab-case"), "CLAUDE.md's team rule: planning files are kebab-case."))
    call(F, "convention", sec, "verbatim", init, {"Package.swift": "// swift\n", "package.json": '{"name": "site"}\n'},
         conv, P("style", "Both ecosystems are present and nothing says which naming the person wants; no 'You decide'."))

    mig = Q("Do you have existing planning documents to migrate into PlanKit?", "Migration", [
        O("Yes", "I have ideas, features, or plans documented somewhere"),
        O("No, starting fresh", "No existing documents to import")])
    sec = S("commands/init.md", "Step 4: Ask About Existing Documentation")
    call(F, "migrate", sec, "verbatim", init, dict(SWIFT, **{"TODO.md": "# ideas\n- streak freeze\n- share card\n"}),
         mig, L("confirmation", sel("Yes"), "TODO.md holds ideas to bring in."))
    call(F, "migrate", sec, "verbatim", init, SWIFT, mig,
         P("other", "Whether planning notes exist elsewhere (another app, a notebook) is something only the person knows.",
           ["about_person"]))

    ideas = Q("Would you like to capture some ideas right now?", "Ideas", [
        O("Yes, let me share", "Brain-dump some ideas interactively"),
        O("No, later", "I'll add ideas later with /plankit:1-idea")])
    call(F, "ideas", S("commands/init.md", "Step 5: Ask About Immediate Ideas"), "verbatim", init, SWIFT, ideas,
         P("other", "Only the person has ideas to share and knows if now is the time.", ["about_person"]))

    tri = Q("\"Home-screen widgets\" — show today's habits on a widget. Builds on the existing HabitStore. Include it "
            "in v1.3?", "Triage", [O("Include in v1.3", "Add to the v1.3 roadmap"),
                                   O("Skip (keep in ideas)", "Leave it in the Ideas file"),
                                   O("Discuss further", "Ask clarifying questions first")])
    sec = S("skills/plan-roadmap/SKILL.md", "Present ideas for triage")
    call(F, "triage", sec, "prose", "/plankit:2-roadmap v1.3", dict(SWIFT, **{"NOTES.md": NOTES}), tri,
         L("scope", sel("Skip (keep in ideas)"), "NOTES.md: widgets wait for v2.0, decided."))
    tri2 = Q("\"Streak freeze\" — let a user protect a streak once a week. Builds on the streak counter. Include it "
             "in v1.3?", "Triage", tri["options"])
    call(F, "triage", sec, "prose", "/plankit:2-roadmap v1.3", dict(SWIFT, **{"NOTES.md": NOTES}), tri2,
         L("scope", sel("Include in v1.3"), "v1.3 is the streaks version; a streak feature belongs in it."))
    tri3 = Q("\"iCloud sync\" — sync habits across devices. Needs new CloudKit foundation work. Include it in v1.3?",
             "Triage", tri["options"])
    call(F, "triage", sec, "prose", "/plankit:2-roadmap v1.3", dict(SWIFT, **{"NOTES.md": NOTES}), tri3,
         L("scope", sel("Skip (keep in ideas)"), "NOTES.md: iCloud sync is out of scope for 2025."))
    call(F, "triage", sec, "prose", "/plankit:2-roadmap v1.3", SWIFT, tri3,
         P("scope", "What goes into the next version is a product call; no notes settle it and no 'You decide'."))

    ver = Q("Progress.md tracks active work on v1.3, but you're planning v1.4. How should I proceed?", "Version", [
        O("Release current version first", "Mark v1.3 released, then start v1.4"),
        O("Replace current version", "Overwrite Progress.md's current section with v1.4"),
        O("Keep both", "Plan v1.4 in the Roadmap only; Progress stays on v1.3")])
    sec = S("skills/plan-roadmap/SKILL.md", "Update Progress.md")
    call(F, "version", sec, "filled", "/plankit:2-roadmap v1.4", dict(SWIFT, **{"PlanKit/Progress.md": PROG}), ver,
         L("other", sel("Keep both"), "v1.3 is still in progress; planning ahead without overwriting its tracked "
                                       "status.", ["destructive"]))

    steps = Q("Does this step breakdown look right?", "Steps Plan", [
        O("Looks good", "Create the step files as shown"), O("Adjust", "I want to change the breakdown")])
    sec = S("skills/detail-steps/SKILL.md", "Propose step breakdown")
    call(F, "steps", sec, "verbatim", "/plankit:3-steps Habit streaks",
         dict(SWIFT, **{"NOTES.md": NOTES}, **shown("Feature 007 Habit streaks — 3 steps:\n1. Streak model in "
                                                    "HabitStore\n2. Streak badge on the habit row\n3. Tests for "
                                                    "day-boundary and time-zone edges")),
         steps, L("confirmation", sel("Looks good"), "The breakdown covers the feature and nothing the notes exclude."))
    call(F, "steps", sec, "verbatim", "/plankit:3-steps Habit streaks",
         dict(SWIFT, **{"NOTES.md": NOTES}, **shown("Feature 007 Habit streaks — 4 steps:\n1. Streak model\n2. "
                                                    "Streak badge\n3. Streak widget for the home screen\n4. Sync "
                                                    "streaks via iCloud")),
         steps, L("confirmation", sel("Adjust"), "Steps 3 and 4 bring in widgets and iCloud sync, both excluded "
                                                   "by NOTES.md."))

    pick = Q("Which feature should I break into steps next?", "Feature", [
        O("Streak freeze (Recommended)", "Builds directly on Habit streaks, which is in progress"),
        O("Share progress card", "v1.4; no dependencies"),
        O("Habit streaks", "In progress; already has steps")])
    call(F, "feature", S("skills/detail-steps/SKILL.md", "Ask via AskUserQuestion"), "filled", "/plankit:3-steps",
         dict(SWIFT, **{"PlanKit/Roadmap.md": ROAD, "PlanKit/Progress.md": PROG}), pick,
         L("scope", sel("Streak freeze (Recommended)"), "The current version's remaining feature without steps."))

    theme = Q("Which theme fits \"Remind me at sunset\"?", "Theme", [
        O("Reminders", "Notification timing and nudges"), O("Onboarding", "First-run experience"),
        O("New theme", "Create a new theme section")])
    call(F, "theme", S("skills/capture-ideas/SKILL.md", "Pick a theme"), "filled", "/plankit:1-idea remind me at sunset",
         dict(SWIFT, **{"PlanKit/Ideas.md": "# Ideas\n\n## Reminders\n- **Smart reminder time**\n\n## Onboarding\n"}),
         theme, L("style", sel("Reminders"), "A reminder-timing idea fits the existing Reminders theme."))

    nxt = Q("v1.3 is released. What's the next version number for the carried-over features?", "Next ver", [
        O("v1.4", "Continue the minor series; Roadmap already has v1.4 — Sharing"),
        O("v2.0", "Start a major version")])
    sec = S("skills/dashboard/SKILL.md", "Version Release")
    call(F, "nextver", sec, "filled", "/plankit:dashboard release v1.3", dict(SWIFT, **{"PlanKit/Roadmap.md": ROAD}),
         nxt, L("confirmation", sel("v1.4"), "The Roadmap's next version is v1.4."))
    call(F, "nextver", sec, "filled", "/plankit:dashboard release v1.3", SWIFT, nxt,
         P("other", "Version numbering of a release is the person's product decision; nothing plans the next one."))

    done = Q("\"Habit streaks\" is marked complete. Continue breaking it into steps anyway?", "Complete", [
        O("Continue anyway", "Create steps for a ✅ feature"), O("Pick another feature", "Choose a feature without ✅")])
    call(F, "complete", S("skills/detail-steps/SKILL.md", "Feature already complete"), "prose",
         "/plankit:3-steps Habit streaks", dict(SWIFT, **{"PlanKit/Roadmap.md": ROAD.replace("### Habit streaks",
                                                                                           "### Habit streaks ✅")}),
         done, L("other", sel("Pick another feature"), "The feature is done; steps belong to unfinished work."))

    rec = Q("Step file 004-StreakBadge.md was deleted. Recreate it from git history?", "Recover", [
        O("Recreate it", "Restore the file from the commit before deletion"), O("Just show it", "Display the content only")])
    call(F, "recover", S("skills/dashboard/SKILL.md", "Recover Deleted Step Content"), "prose", "/plankit:dashboard",
         dict(SWIFT, **{"PlanKit/Done.md": "- 004 Streak badge — done (plan: 3f2a91c)\n"}), rec,
         L("other", sel("Just show it"), "Done.md records the step as finished; the file was removed on completion."))
