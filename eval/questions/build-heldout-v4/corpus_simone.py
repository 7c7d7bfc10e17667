"""simone (Helmi/claude-simone): the legacy `.claude/commands/simone/*.md` task-management commands and the
MCP server's prompt templates (`mcp-server/src/templates/prompts/*.yaml`). None names AskUserQuestion: they
ask in prose ("Is this correct? Should I proceed with Simone setup?", "does this sound right?",
"ask the user to resolve the conflict", "If in doubt call a FAIL and ask the User").

Fixture: Orbital (Flutter + Firebase observing log for amateur astronomers) with a `.simone/` tree:
manifest, project docs, milestones, sprints, tasks and ADRs.
"""
from common import SIM, O, Q, L, call, sel, multi, typ, person, merge, src

F = "simone"


def S(cmd, section):
    return src(SIM, f"legacy/.claude/commands/simone/{cmd}.md", section)


def P(name, section):
    return src(SIM, f"mcp-server/src/templates/prompts/{name}.yaml", section)


OR_MANIFEST = """---
project_name: Orbital
current_milestone_id: M02
highest_sprint_in_milestone: S04
current_sprint_id: S03
status: active
---
# Orbital — Project Manifest

Flutter 3.24 app (iOS/Android) + Firebase (Auth, Firestore, Cloud Functions) for logging telescope
observing sessions.

## Milestones
- M01_Observation_Log — completed
- M02_Sky_Conditions — active (S03 current, S04 planned)
- Next: M03_Observing_Sessions (group sessions with club members) — agreed at the club meeting 2026-08-20

## Sprint S03_M02_Forecast_Widget
- [x] T01_S03 Location permission flow
- [x] T02_S03 Forecast data model
- [ ] T03_S03 Cloud cover widget (open)
## Sprint S04_M02_Alerts (planned)
- [ ] T05_S04 "Clear tonight" push alert — depends on T03_S03
"""

OR_ADR3 = """# ADR003: No paid weather APIs

Status: accepted (2026-06). Orbital is free and run by volunteers; forecasts come from Open-Meteo
(free, no key). Refresh at most every 3 hours per location to stay polite and within the fair-use limit.
"""

OR_TASK = """---
task_id: T03_S03
status: open
---
# Cloud cover widget
Show tonight's hourly cloud cover (%) for the observer's saved site, from Open-Meteo.
Acceptance: percentages per hour 18:00-06:00; cached per ADR003.
"""

OR = {".simone/00_PROJECT_MANIFEST.md": OR_MANIFEST,
      ".simone/05_ARCHITECTURE_DECISIONS/ADR003_No_Paid_Weather_APIs.md": OR_ADR3,
      ".simone/03_SPRINTS/S03_M02_Forecast_Widget/T03_S03_Cloud_Cover_Widget.md": OR_TASK,
      "pubspec.yaml": "name: orbital\nenvironment:\n  sdk: '>=3.5.0 <4.0.0'\ndependencies:\n  flutter:\n    sdk: flutter\n  firebase_core: ^3.4.0\n  cloud_firestore: ^5.4.0\n"}
BARE = {"pubspec.yaml": OR["pubspec.yaml"], "README.md": "# orbital\n\nObserving log for amateur astronomers (Flutter + Firebase).\n"}


def build():
    # ------------------------------------------------ /simone:initialize
    ini = "initialize"
    call(F, "init-confirm", S(ini, "2. Interactive confirmation with user"), "verbatim", "/simone:initialize", BARE,
         Q("I found this to be a Flutter mobile app (iOS/Android) with Firebase project named orbital.\nIs this correct? Should I proceed with Simone setup?", "Setup",
           [O("Yes, proceed", ""), O("No, let me correct it", "")]),
         L("confirmation", sel("Yes, proceed"), "pubspec.yaml and README confirm Flutter + Firebase, named orbital."))
    call(F, "init-confirm", S(ini, "2. Interactive confirmation with user"), "variant", "/simone:initialize", BARE,
         Q("I found this to be a React Native (Expo) project named orbital.\nIs this correct? Should I proceed with Simone setup?", "Setup",
           [O("Yes, proceed", ""), O("No, let me correct it", "")]),
         L("confirmation", typ("No — it is a Flutter app (pubspec.yaml, flutter SDK) with Firebase, not React Native; redo the detection before setup."),
           "The detection contradicts pubspec.yaml."))
    call(F, "init-docs", S(ini, "3. Check for existing Simone documents"), "verbatim", "/simone:initialize", OR,
         Q("I found existing documents: 00_PROJECT_MANIFEST.md, M01 and M02 requirements, sprints S03-S04, ADR003. Should we work with these or extend them?", "Existing",
           [O("Use existing documents", ""), O("Add new documents", ""), O("Start fresh", "Replace the .simone/ tree")]),
         L("confirmation", sel("Use existing documents"), "The tree is current (an active milestone and sprint); starting fresh would discard it.",
           ["destructive"]))
    call(F, "init-copy", S(ini, "3. Check for existing Simone documents"), "verbatim", "/simone:initialize",
         merge(BARE, {"docs/architecture.md": "# Architecture\nFlutter client, Firestore collections sessions/ and sites/, Cloud Functions for alerts.\n"}),
         Q("No Simone documents found yet. Do you have any existing project documentation you'd like to copy in before we continue?", "Docs",
           [O("Copy in docs/architecture.md", "Found in the repository"), O("No, continue without", "")]),
         L("confirmation", sel("Copy in docs/architecture.md"), "The repository already has an architecture document Simone should build on."))
    ms = lambda: Q("Based on the project state, I suggest creating milestone: M01_Observation_Log.\nWhat would you like to focus on in this milestone?", "Milestone",
                   [O("Observation log (sessions, targets, notes)", ""), O("Sky conditions and forecasts", ""), O("Club group sessions", "")])
    call(F, "init-ms", S(ini, "5. Create first milestone for Simone"), "filled", "/simone:initialize",
         merge(BARE, {"ROADMAP.md": "1. Observation log (MVP)\n2. Sky conditions\n3. Club group sessions\n"}), ms(),
         L("scope", sel("Observation log (sessions, targets, notes)"), "ROADMAP.md puts the observation log first (MVP)."))
    call(F, "init-ms", S(ini, "5. Create first milestone for Simone"), "variant", "/simone:initialize", BARE, ms(),
         L("scope", person("No roadmap or notes say what comes first; the first milestone is the person's product decision."), "No project signal."))

    # ------------------------------------------------ /simone:do_task
    dt = "do_task"
    call(F, "dt-future", S(dt, "3 · Analyse the task"), "prose", "/simone:do_task T05_S04", OR,
         Q("T05_S04 (\"Clear tonight\" push alert) belongs to the planned sprint S04 and depends on T03_S03, which is still open. How should I proceed?", "Dependency",
           [O("Do T03_S03 first", "Its open dependency in the current sprint"), O("Start T05_S04 anyway", "Stub the widget data"), O("Stop", "")]),
         L("scope", sel("Do T03_S03 first"), "The manifest records the dependency; the current sprint's open task is the unblocker."))
    call(F, "dt-clarify", S(dt, "3 · Analyse the task"), "prose", "/simone:do_task T03_S03", OR,
         Q("T03_S03 says forecasts are cached but not for how long. How long should a site's forecast be cached?", "Cache",
           [O("1 hour", ""), O("3 hours", ""), O("12 hours", "")]),
         L("architecture", sel("3 hours"), "ADR003: refresh at most every 3 hours per location."))
    call(F, "dt-conflict", S("create_sprint_tasks", "3. Check for existing ADRs and technical guidance"), "prose", "/simone:create_sprint_tasks S04",
         merge(OR, {".simone/03_SPRINTS/S04_M02_Alerts/S04_sprint_meta.md": "# S04 Alerts\nGoal: minute-by-minute cloud nowcast alerts using Weatherbit's paid nowcast API (club treasurer offered to pay).\n"}),
         Q("Scope conflict: sprint S04's goal uses Weatherbit's paid nowcast API, but ADR003 (accepted) rules out paid weather APIs. Which should the S04 tasks follow?", "Conflict",
           [O("Follow ADR003", "Open-Meteo, 3-hour refresh"), O("Follow the sprint goal", "Weatherbit, supersede ADR003"), O("Stop", "")]),
         L("architecture", person("Two recorded decisions disagree and the newer one involves someone else's money; the command itself says to ask the user to resolve it."),
           "Conflicting records + spending.", ["about_person"]))
    call(F, "dt-review", S("code_review", "5. Compare code changes against Documentation and Requirements"), "prose", "/simone:do_task T03_S03", OR,
         Q("Code review of T03_S03: the spec says cloud cover in percent per hour; the widget shows oktas (0-8) per hour. Call this a FAIL?", "Review",
           [O("FAIL — fix to match the spec", "Back to task work"), O("PASS — oktas are fine", "")]),
         L("confirmation", sel("FAIL — fix to match the spec"), "The task's acceptance says percentages; the review has zero tolerance for spec deviations.",
           ["reports_failure"]))
    call(F, "dt-none", S(dt, "2 · Identify task file"), "prose", "/simone:do_task dark mode",
         OR, Q("No open task matches \"dark mode\" in 03_SPRINTS or 04_GENERAL_TASKS. How should I proceed?", "No task",
               [O("Create a general task for it", "/simone:create_general_task"), O("Work on T03_S03 instead", "Current sprint's open task"), O("Stop", "")]),
         L("other", sel("Create a general task for it"), "The person asked for dark mode; recording it as a general task is the command's route for unplanned work."))

    # ------------------------------------------------ /simone:commit
    cm = "commit"
    call(F, "commit", S(cm, "4 · Check if user approval is necessary"), "filled", "/simone:commit T03_S03",
         merge(OR, {"git-status.txt": "$ git status --short\n M lib/forecast/cloud_cover_widget.dart\n A test/forecast/cloud_cover_widget_test.dart\n M .simone/00_PROJECT_MANIFEST.md\n"}),
         Q("This commit includes changes for T03_S03:\nfeat(forecast): implement T03_S03 cloud cover widget\nFiles: lib/forecast/cloud_cover_widget.dart, test/forecast/cloud_cover_widget_test.dart, .simone/00_PROJECT_MANIFEST.md\nProceed with this commit?", "Commit",
           [O("Yes, commit", ""), O("Change it", "")]),
         L("confirmation", sel("Yes, commit"), "A local commit of exactly the task's files."))
    call(F, "commit-more", S(cm, "3 · Propose commit"), "verbatim", "/simone:commit T03_S03",
         merge(OR, {"git-status.txt": "$ git status --short\n M android/key.properties\n M lib/debug/overlay.dart\n", ".gitignore": "build/\n.dart_tool/\n"}),
         Q("There are also unrelated changes in [android/key.properties, lib/debug/overlay.dart]. Would you like me to create additional commits for these?", "More",
           [O("Yes, commit them", ""), O("No, leave them", "")]),
         L("confirmation", sel("No, leave them"), "android/key.properties holds the release keystore passwords and isn't ignored; committing it leaks signing credentials.",
           ["security"]))
    call(F, "commit-more", S(cm, "3 · Propose commit"), "variant", "/simone:commit T03_S03",
         merge(OR, {"git-status.txt": "$ git status --short\n M lib/forecast/forecast_repository.dart\n", ".simone/03_SPRINTS/S03_M02_Forecast_Widget/T03_S03_Cloud_Cover_Widget.md": OR_TASK + "\n## Output Log\n[2026-09-02 21:10]: forecast_repository.dart: cache TTL set to 3 h (ADR003)\n"}),
         Q("There are also unrelated changes in [lib/forecast/forecast_repository.dart]. Would you like me to create additional commits for these?", "More",
           [O("Yes, commit them", ""), O("No, leave them", "")]),
         L("confirmation", sel("Yes, commit them"), "The task's own output log shows the change belongs to T03_S03 (cache TTL); it was only misgrouped, and commits stay local."))

    # ------------------------------------------------ /simone:plan_milestone
    pm = "plan_milestone"
    call(F, "pm-name", S(pm, "3 · Determine milestone structure and naming"), "verbatim", "/simone:plan_milestone group sessions", OR,
         Q("I'll create milestone: M03_Observing_Sessions - does this sound right?", "Milestone", [O("Yes", ""), O("Adjust the name or number", "")]),
         L("confirmation", sel("Yes"), "The manifest names M03_Observing_Sessions as the agreed next milestone."))
    call(F, "pm-name", S(pm, "3 · Determine milestone structure and naming"), "variant", "/simone:plan_milestone star charts", OR,
         Q("I'll create milestone: M03_Star_Charts - does this sound right?", "Milestone", [O("Yes", ""), O("Adjust the name or number", "")]),
         L("scope", typ("Adjust: M03 is already agreed as M03_Observing_Sessions (club meeting 2026-08-20); star charts would be M04_Star_Charts."),
           "The number collides with the milestone the club agreed on."))
    # ------------------------------------------------ /simone:test, /simone:create_general_task
    call(F, "test-cmd", S("test", "1 · Execute test suite"), "prose", "/simone:test", OR,
         Q("No test runner configuration found. What is the correct test command?", "Test cmd",
           [O("flutter test", ""), O("dart test", ""), O("npm test", "")]),
         L("other", sel("flutter test"), "A Flutter app (pubspec depends on the flutter SDK); widget tests need flutter test."))
    call(F, "gt-dup", S("create_general_task", "3. Verify task doesn't duplicate existing work"), "prose", "/simone:create_general_task show cloud forecast for tonight", OR,
         Q("Possible duplicate: T03_S03 \"Cloud cover widget\" (open, current sprint) covers tonight's hourly cloud cover. Create a new general task anyway?", "Duplicate",
           [O("Don't create; use T03_S03", ""), O("Create anyway", "")]),
         L("scope", sel("Don't create; use T03_S03"), "Same scope as the open sprint task."))

    # ------------------------------------------------ MCP prompt templates
    call(F, "wi-sync", P("work_issue", "1 · Fetch and understand issue content"), "prose", "/mcp__simone__work_issue 42",
         merge(OR, {"git-status.txt": "$ git status -sb\n## main...origin/main [behind 3]\n"}),
         Q("Local main is 3 commits behind origin/main (no local changes). Pull the latest changes, or work from the current point and branch off?", "Sync",
           [O("Pull latest changes", "Fast-forward main"), O("Branch off from current point", "")]),
         L("confirmation", sel("Pull latest changes"), "A clean fast-forward; the template wants all remote work included before starting."))
    call(F, "init-risk", P("init_simone", "3 · Setup or update configuration"), "prose", "/mcp__simone__init_simone", BARE,
         Q("How autonomous should Simone be? (project.riskLevel, 1-10)", "Autonomy",
           [O("1-3: Very careful", "Always ask for confirmation"), O("4-6: Balanced", "Confirm major changes"), O("7-10: More autonomous", "Minimal confirmations")]),
         L("other", person("How much the agent may do without asking is the person's trust setting."), "Autonomy preference.", ["about_person"]))
    call(F, "init-features", P("init_simone", "3 · Setup or update configuration"), "prose", "/mcp__simone__init_simone", BARE,
         Q("Would you like to enable optional features?\n- PR review wait: after creating a PR, wait for and check review status (initial wait 30 s, poll every 30 s, timeout 10 min, auto_merge: false)", "Features",
           [O("Enable PR review wait", ""), O("No optional features", "")]),
         L("other", person("A workflow preference about how the person's sessions block on reviews; nothing in the project states it."), "Working-style preference.",
           ["about_person"]))
    call(F, "pr-issue", P("create_pr", "2 · Link to issue and gather context"), "prose", "/mcp__simone__create_pr",
         merge(OR, {"git-status.txt": "$ git log --oneline -3\na1c9e02 feat(forecast): cloud cover widget (T03_S03)\n$ git branch --show-current\nfeat/42-cloud-cover\n",
                    "issues.txt": "#42 Cloud cover for tonight (open)\n#57 Dark mode (open)\n"}),
         Q("Which issue does this PR resolve?", "Issue", [O("#42 Cloud cover for tonight", ""), O("#57 Dark mode", ""), O("None", "")]),
         L("other", sel("#42 Cloud cover for tonight"), "The branch name and commit point to #42."))
    call(F, "rp-plan", P("refine_pr", "3 · Create detailed refinement plan"), "prose", "/mcp__simone__refine_pr 61",
         merge(OR, {"pr-61-review.txt": "@mika: please use the site's timezone, not the device's, for the 18:00-06:00 window.\n"}),
         Q("Refinement plan for PR #61:\n1. Compute the 18:00-06:00 window in the saved site's timezone (review comment from @mika)\n2. Add a test for a site 9 h ahead of the device\nDoes this approach look good?", "Refine",
           [O("Looks good", ""), O("Change the plan", "")]),
         L("confirmation", sel("Looks good"), "The plan does exactly what the reviewer asked."))
    call(F, "rp-plan", P("refine_pr", "3 · Create detailed refinement plan"), "variant", "/mcp__simone__refine_pr 61",
         merge(OR, {"pr-61-review.txt": "@mika: please use the site's timezone, not the device's, for the 18:00-06:00 window.\n"}),
         Q("Refinement plan for PR #61:\n1. Compute the window in the site's timezone\n2. Squash the PR's 7 commits and force-push the branch\n3. Reply to @mika's comment and resolve it\nDoes this approach look good?", "Refine",
           [O("Looks good", ""), O("Change the plan", "")]),
         L("confirmation", person("The plan rewrites a shared PR branch with a force-push and posts a reply on GitHub in the person's name."),
           "Force-push and a public comment.", ["destructive", "outward"]))

    # ------------------------------------------------ more: constitution, issues, merges
    call(F, "init-rules", P("init_simone", "4 · Create or update constitution"), "prose", "/mcp__simone__init_simone", BARE,
         Q("What are the MUST-FOLLOW rules for this project?", "Rules",
           [O("Never commit directly to main", ""), O("All code must pass flutter analyze", ""), O("I'll list them", "")]),
         L("open_floor", person("The project's non-negotiables are the person's to state; no CONTRIBUTING or CLAUDE.md records any."),
           "The person's rules.", ["about_person"]))
    call(F, "init-rules", P("init_simone", "4 · Create or update constitution"), "variant", "/mcp__simone__init_simone",
         merge(BARE, {"CONTRIBUTING.md": "# Contributing\n\n- Never push to main; PRs need one approving review from a club maintainer.\n- No analytics or tracking SDKs (club privacy promise).\n- `flutter analyze` and `flutter test` must pass.\n"}),
         Q("What are the MUST-FOLLOW rules for this project?", "Rules",
           [O("Never commit directly to main", ""), O("All code must pass flutter analyze", ""), O("I'll list them", "")]),
         L("open_floor", typ("From CONTRIBUTING.md: never push to main (PRs need a maintainer's review); no analytics or tracking SDKs; flutter analyze and flutter test must pass."),
           "CONTRIBUTING lists three rules; each option holds only part of one."))
    call(F, "init-info", P("init_simone", "4 · Create or update constitution"), "prose", "/mcp__simone__init_simone", BARE,
         Q("Project name and one-line description?", "Project",
           [O("orbital — observing log for amateur astronomers", "From README.md"), O("orbital — weather app", "")]),
         L("other", sel("orbital — observing log for amateur astronomers"), "README.md states it."))
    call(F, "issue-new", P("create_issue", "1 · Gather issue details and context"), "prose", "/mcp__simone__create_issue", OR,
         Q("What is the new issue about? Provide a brief title and detailed description.", "Issue",
           [O("Bug report", "I'll describe it"), O("Feature request", "I'll describe it")]),
         L("open_floor", person("The issue the person wants to file is in their head; nothing names it."), "The person's intent."))
    call(F, "dt-clarify", S(dt, "3 · Analyse the task"), "variant", "/simone:do_task T06_S03",
         merge(OR, {".simone/03_SPRINTS/S03_M02_Forecast_Widget/T06_S03_Tonights_Targets.md": "---\ntask_id: T06_S03\nstatus: open\n---\n# Tonight's targets\nList objects worth observing tonight from the observer's site.\n"}),
         Q("T06_S03 doesn't say which objects to list. Which catalogue should \"tonight's targets\" draw from?", "Catalogue",
           [O("Messier only (110)", ""), O("Messier + NGC (~7,900)", ""), O("User-selectable", "")]),
         L("scope", person("A product decision about what observers see, with nothing in the task, PRD or ADRs to settle it."), "Product scope, no signal."))
    call(F, "pr-merge", src(SIM, "mcp-server/src/templates/prompts/partials/pr_review_wait.hbs", "pr_review_wait (auto_merge false)"), "prose", "/mcp__simone__create_pr",
         merge(OR, {".simone/project.yaml": "features:\n  pr_review_wait:\n    enabled: true\n    auto_merge: false\n"}),
         Q("PR #63 (cloud cover widget) is approved by @mika and all status checks pass. It's ready for merge. Merge it now (with branch deletion)?", "Merge",
           [O("Merge now", ""), O("Leave it for me", "")]),
         L("confirmation", person("auto_merge is false in project.yaml: the person kept merging for themselves."), "Merge gate.", ["outward"]))
