"""indie (n0rvyn/indie-toolkit): a solo iOS developer's plugin set — `dev-workflow` (write-dev-guide, run-phase,
finalize, self-pacing, next-increment, choose-personality, review-before-commit, fix-bug, the shared
decision-point rules) and `apple-dev` (project-kickoff, setup-ci-cd, design-parity-build, sync-design-md,
audit-finishing-touches). Phases are planned in a dev-guide, each phase is planned, executed, tested and reviewed, and
open design decisions ("DP" blocks) are put to the person in plain product language.

Files used (@ eeb8f2e7836b78e3590bba021883f9ea71dba1f7): dev-workflow/skills/{run-phase,finalize,
self-pacing,next-increment,choose-personality,review-before-commit,fix-bug,write-dev-guide}/SKILL.md,
dev-workflow/references/decision-points.md, apple-dev/skills/{project-kickoff,setup-ci-cd,design-parity-build,
sync-design-md,audit-finishing-touches}/SKILL.md.
Most of the source is in Chinese (checkpoint menus such as 继续 / 定制项目 / 调整 / 放弃, 确认结构 / 调整结构,
确认应用 / 仅查看报告 / 取消); every question here is rendered in English with the meaning kept. Menus the skill
spells out as option lists are `filled` when only placeholders ({current}, {N}) were filled and `prose` when the
skill describes the question in a sentence ("ask via AskUserQuestion (three options: …)"); decision points, review
risks and findings the workflow builds at run time are `filled` around the fixture; copies that differ only in the
files or the shown text are `variant`.
Fixture: "Steeped", a SwiftUI tea-brewing timer and tasting journal (iOS 17+, SwiftData), live on the App Store at
1.2, built by one developer, Lin, with a part-time designer (Noor) who owns DESIGN.md.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "n0rvyn/indie-toolkit"  # read at eeb8f2e7836b78e3590bba021883f9ea71dba1f7

F = "indie"
DW = "dev-workflow/skills/"
AD = "apple-dev/skills/"
RUN, EXE, FIN, SP, NI, CP, RBC, FIX, WDG = (DW + n + "/SKILL.md" for n in (
    "run-phase", "execute-plan", "finalize", "self-pacing", "next-increment", "choose-personality",
    "review-before-commit", "fix-bug", "write-dev-guide"))
DPR = "dev-workflow/references/decision-points.md"
KICK, CI, DPB, SYNC, AFT = (AD + n + "/SKILL.md" for n in (
    "project-kickoff", "setup-ci-cd", "design-parity-build", "sync-design-md", "audit-finishing-touches"))

README = ("# Steeped\nA brewing timer and tasting journal for loose-leaf tea. SwiftUI, iOS 17+, SwiftData, no account, "
          "no backend. On the App Store since 1.0; current release 1.2.\n`make test` runs the app and the SteepedKit "
          "package tests (xcodebuild + swift test).\n")
CLAUDE = ("# Working on Steeped\n- Storage is SwiftData everywhere; no JSON files, no Core Data.\n- No third-party "
          "backends or SDKs (no Firebase, no analytics). Privacy label stays 'Data Not Collected'.\n- Trunk-based: "
          "main only, no dev branch.\n")
GUIDE = "docs/06-plans/2026-10-02-steeped-2-dev-guide.md"
GUIDE_TEXT = ("---\ncurrent: true\n---\n# Steeped 2.0 dev guide\n## Phase 1: Brew presets ✅\n## Phase 2: Tasting "
              "notes\n**Scope:**\n- tasting-note editor (aroma, body, finish, 1–5 rating)\n- notes list per tea\n"
              "**Acceptance criteria:**\n- [x] a note can be added from the finished-brew screen\n- [x] notes list "
              "sorted newest first\n- [ ] the editor keeps a draft if the app is backgrounded\n## Phase 3: Widgets\n"
              "## Phase 4: iCloud sync\n")
STATE = ".claude/dev-workflow-state.json"


def fs(extra=None, shown=None, rules=True, guide=True):
    d = {"README.md": README}
    if rules:
        d["CLAUDE.md"] = CLAUDE
    if guide:
        d[GUIDE] = GUIDE_TEXT
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def run_phase():
    ph = "/dev-workflow:run-phase 2"
    sec = src(REPO, RUN, "Step 1 — scope confirmation: max 2 correction cycles")
    q = Q("We've gone through two rounds of scope corrections for Phase 2 (Tasting notes). How should we continue?",
          "Scope", [O("Proceed with last-confirmed", "Plan Phase 2 with the scope as last confirmed"),
                    O("One more correction round", "Adjust the scope once more"),
                    O("Switch to brainstorm", "Stop and re-align the phase with /dev-workflow:brainstorm")])
    call(F, "scope-cap", sec, "prose", ph, fs({"NOTES.md": (
        "Phase 2 scope is what's in the guide — editor, list, draft survives backgrounding. Photo attachments came up "
        "again; they're a 2.1 thing, not now. Don't let me re-open it.\n")}, shown=(
        "Last-confirmed scope: tasting-note editor (aroma, body, finish, rating); notes list per tea; draft kept when "
        "backgrounded.\nCorrection round 2 added: photo attachments on notes (pending)\n")), q,
         L("scope", sel("Proceed with last-confirmed"), "NOTES.md keeps Phase 2 to the guide's scope and pushes photo "
           "attachments to 2.1, which is exactly the last-confirmed scope.", []))
    call(F, "scope-cap", sec, "variant", ph, fs(shown=(
        "Last-confirmed scope: tasting-note editor; notes list per tea.\nCorrection round 1: replace the editor with "
        "a guided flavour wheel.\nCorrection round 2: keep the editor, but make the wheel optional and add sharing of "
        "notes as images.\n")), q,
         P("scope", "The two correction rounds came from the person and pull the phase in different directions; "
           "nothing in the files says which version of their own product they want.", []))

    sec = src(REPO, RUN, "Step 2 — UX mapping: max 2 correction cycles")
    q = Q("The plan's UX mapping still has gaps after two correction rounds. How should we continue?", "UX mapping", [
        O("Proceed with noted gaps", "Keep the gaps listed in the plan and move to verification"),
        O("One more correction round", "Fix the mapping once more"),
        O("Switch to brainstorm", "Re-align the phase with /dev-workflow:brainstorm")])

    sec = src(REPO, RUN, "Step 7 — Fix issues")
    q = Q("Fix these issues before moving on, or mark them as known issues?", "Issues", [
        O("Fix now", "Fix all listed issues, re-run tests and the failed reviews"),
        O("Mark as known issues", "Note them and continue to phase completion")])
    call(F, "fix-issues", sec, "filled", ph, fs(shown=(
        "Test failures (2):\n- TastingNoteDraftTests.testDraftSurvivesBackgrounding — XCTAssertEqual failed: "
        "(\"\") is not equal to (\"grassy, sweet\")\n- NotesListTests.testNewestFirst — crashed: SwiftData fetch on "
        "a deleted context\nReview issues (1):\n- draft autosave not wired to scenePhase (plan Task 5)\n")), q,
         L("other", sel("Fix now"), "The failures are in this phase's own new code and hit an unchecked acceptance "
           "criterion (draft kept when backgrounded); marking them known would ship the phase broken.",
           ["reports_failure"]))

    sec = src(REPO, RUN, "Step 8 — Pre-completion gate")
    q = Q("Can't complete Phase 2: no test or review reports were found. What should I do?", "Completion", [
        O("Run Step 5 now", "Run the tests and reviews first"),
        O("Skip test and review, complete phase", "Mark the phase done without reports (logged as an override)")])

    q = Q("Can't complete Phase 2: 1 unresolved gap. What should I do?", "Gaps", [
        O("Fix gaps (Step 7)", "Go back and fix the remaining gap"),
        O("Mark as known issues and complete", "Complete the phase with the gap noted")])
    gap = ("implementation-reviewer: ❌\nGap: the editor loses its draft when the app is backgrounded (acceptance "
           "criterion 3 unmet).\n")
    call(F, "gaps", sec, "variant", ph, fs({"NOTES.md": (
        "Oct 20: decided with Noor — the 'note draft survives backgrounding' criterion moves to Phase 4, it needs "
        "the same persistence layer as iCloud sync. Close Phase 2 without it.\n")}, shown=gap), q,
         L("other", sel("Mark as known issues and complete"), "NOTES.md records the decision to move exactly this "
           "criterion to Phase 4 and close Phase 2 without it.", ["reports_failure"]))

    sec = src(REPO, RUN, "Step 8 — Issue archival")
    q = Q("Create GitHub Issues for 3 deferred items?", "Issues", [
        O("Yes, create issues", "gh issue create with labels deferred and phase-2"),
        O("No", "Keep them in the phase notes only")])
    deferred = ("Deferred items:\n- photo attachments on notes\n- VoiceOver label for the rating control\n- note "
                "export as image\n")
    call(F, "archive", sec, "prose", ph, fs(shown=deferred), q,
         P("other", "Filing issues writes to the repository's tracker on GitHub (and creates labels there); nothing "
           "says whether Lin keeps deferred work on GitHub or only in notes.", ["outward"]))
    call(F, "archive", sec, "variant", ph, fs({"CLAUDE.md": CLAUDE + (
        "- Deferred review items always become GitHub issues (the repo is private) so nothing lives only in chat.\n")},
        shown=deferred), q,
         L("other", sel("Yes, create issues"), "CLAUDE.md asks for every deferred item to become an issue in the "
           "private repository.", ["outward"]))


def decisions():
    ph = "/dev-workflow:run-phase 2"
    sec = src(REPO, DPR, "Presentation Flow — Recommended decisions")
    dps = ("DP-004: Save button on the note editor — recommended: a full-width pill button at the bottom of the "
           "screen.\n---\nDP-005: Rating — recommended: five tappable leaves instead of stars.\n---\nDP-006: Empty "
           "notes list — recommended: one line of text and an 'Add your first note' button.")
    q = Q("Three small design choices for the note editor:\n" + dps + "\n\nAccept all recommendations, or review "
          "them one by one?", "Decisions", [O("Accept all", "Record every recommendation as chosen"),
                                            O("Review one by one", "Ask about each decision separately")])
    call(F, "dp-batch", sec, "variant", ph, fs({"docs/02-architecture/design-personality.md": (
        "# Design personality\nVibe: utilitarian. Radius: sharp (0/2/4pt) — no pills anywhere, Noor vetoed them.\n"
        "Ratings are numbers (1–5), never icons.\n")}), q,
         L("confirmation", sel("Review one by one"), "Two of the recommendations break the locked personality (Noor "
           "vetoed pills; ratings are numbers, never icons), so they must not be accepted wholesale.", []))

    sec = src(REPO, DPR, "Presentation Flow — Blocking decisions (full mode)")
    q = Q("When a brew timer finishes while the phone is locked, what should you see?\nA: a notification with the "
          "tea's chime\nB: a Live Activity on the lock screen counting down, then the chime\nC: only a badge on the "
          "app icon", "Timer end", [O("A: Notification", "Standard notification with sound"),
                                     O("B: Live Activity", "Lock-screen countdown, then sound"),
                                     O("C: Badge only", "Silent; you see it when you open the app")])
    call(F, "dp-block", sec, "filled", "/dev-workflow:run-phase 3", fs({"docs/11-crystals/2026-09-30-timer-crystal.md": (
        "# Timer crystal\n[D-002] Timer end always plays the tea's chime, lock screen included.\n[D-003] No Live "
        "Activities in 2.0 — they need a widget extension refactor that belongs to Phase 3 only for home-screen "
        "widgets.\n")}), q,
         L("architecture", sel("A: Notification"), "The crystal locks the chime on the lock screen and rules out "
           "Live Activities for 2.0, leaving the notification.", []))
    call(F, "dp-block", sec, "variant", "/dev-workflow:run-phase 3", fs(), q,
         P("architecture", "A blocking decision about what users see at the product's core moment, with no "
           "recorded preference and no 'you decide' option; the skill puts blocking DPs to the person.", []))

    sec = src(REPO, EXE, "Step 1 #3 — Decision Points (inline short form)")
    q = Q("Where brewing history is stored (decides what iCloud sync in Phase 4 can reuse)\nA: SwiftData model "
          "BrewSession in the main store\nB: one JSON file per day in Documents/", "Storage", [
        O("A"), O("B")])


def finalize():
    ph = "/dev-workflow:finalize"
    sec = src(REPO, FIN, "Step 1 — Validate preconditions")
    q = Q("Phase 2 still has 1 unchecked acceptance criterion. How should we proceed?", "Incomplete", [
        O("Go back and complete phases", "Stop finalization"),
        O("Override and validate anyway", "Continue; the override is noted in the report")])
    unchecked = "Phase 2 — Tasting notes\n- [ ] the editor keeps a draft if the app is backgrounded\n"
    call(F, "fin-open", sec, "filled", ph, fs(shown=unchecked), q,
         L("other", sel("Go back and complete phases"), "Nothing records the criterion as done or moved; "
           "finalizing over it papers over unfinished work.", ["reports_failure"]))
    call(F, "fin-open", sec, "variant", ph, fs({"NOTES.md": (
        "Oct 27: checked the draft-on-background thing on my iPhone 15 and the old SE — works on both. Forgot to tick "
        "the box in the guide.\n")}, shown=unchecked), q,
         L("other", sel("Override and validate anyway"), "Lin's note records the criterion verified on two devices; "
           "only the checkbox is missing, so the override is accurate.", []))
    call(F, "fin-open", sec, "variant", ph, fs(shown=(
        "Phase 2 — Tasting notes\n- [ ] ⚠️ needs device: the rating control reads correctly with VoiceOver\n")), q,
         P("other", "The open criterion can only be checked by hand on a device with VoiceOver; whether it was done "
           "is something only the person knows.", []))

    sec = src(REPO, FIN, "Step 2 — Full test suite (no runner found)")
    q = Q("I couldn't detect a test runner. Which command runs the full test suite?", "Tests", [
        O("swift test", "SwiftPM tests only"), O("xcodebuild test", "App scheme tests on a simulator"),
        O("Skip tests", "Finalize without running tests")])
    call(F, "fin-tests", sec, "prose", ph, fs(), q,
         L("other", typ("make test — the README says it runs both the app (xcodebuild) and SteepedKit (swift test) "
                        "suites."), "Neither listed command covers both suites and skipping is not allowed; the "
           "README names `make test`.", []))


def personality():
    ph = "/dev-workflow:choose-personality"
    sec = src(REPO, CP, "Gate — personality file already exists")
    q = Q("A design personality already exists at docs/02-architecture/design-personality.md. What should I do?",
          "Personality", [O("Regenerate from scratch", "Overwrite the existing file"),
                          O("Cancel — keep existing", "Keep the current personality")])
    locked = {"docs/02-architecture/design-personality.md": (
        "# Design personality (locked 2026-08-14 with Noor)\nVibe: utilitarian. Radius: sharp.\n")}
    call(F, "pers-gate", sec, "prose", ph, fs(locked), q,
         L("other", sel("Cancel — keep existing"), "The existing personality is marked locked with the designer and "
           "nothing asks for a new one; overwriting it is the harm the gate exists to prevent.", ["destructive"]))

    sec = src(REPO, CP, "2. Ask 6 questions one at a time")
    brief = {"docs/brand-brief.md": (
        "# Brand brief (Noor)\nSteeped is a no-nonsense tool for specialty-tea nerds who weigh their leaves — power "
        "users, not casual drinkers. Feels utilitarian, like a good kitchen scale. Copy is casual, never formal. "
        "Type: a humanist sans.\n")}
    qs = [Q("What's the overall vibe? (full menu: playful, serious, aggressive, calm, luxurious, utilitarian)", "Vibe",
            [O("Playful"), O("Serious"), O("Utilitarian")]),
          Q("What font family fits? (full menu: geometric sans, humanist sans, serif, display, monospace)", "Font",
            [O("Geometric sans"), O("Humanist sans"), O("Serif")])]
    call(F, "pers-q", sec, "prose", ph, fs(brief), qs, [
        L("style", sel("Utilitarian"), "The brand brief calls the feel utilitarian.", []),
        L("style", sel("Humanist sans"), "The brief names a humanist sans.", [])])
    qs = [Q("How sharp or rounded? (pill is reachable via Other)", "Radius", [
              O("Sharp", "0–2pt"), O("Medium", "4–8pt"), O("Rounded", "12–16pt")]),
          Q("How does the product speak?", "Tone", [O("Terse"), O("Explanatory"), O("Encouraging")])]
    call(F, "pers-q", sec, "prose", ph, fs(), qs, [
        P("style", "A brand's shape language is the person's taste; no brief or earlier personality records it.", []),
        P("style", "How the product talks to its users is a brand decision the files leave open.", [])])

    sec = src(REPO, CP, "3. Propose color and font candidates")
    q = Q("Which primary color?", "Color", [
        O("Steep teal #2F7F6F", "HSL 168 46% 34% — calm, utilitarian"),
        O("Oolong amber #B86B25", "HSL 29 66% 43% — warm, crafted")])
    call(F, "pers-color", sec, "filled", ph, fs(), q,
         P("style", "The app's primary color is a brand choice with nothing in the files to settle it.", []))
    call(F, "pers-color", sec, "variant", ph, fs({"docs/brand-brief.md": (
        "# Brand brief (Noor)\nKeep the teal from the 1.x icon (#2F7F6F) as the primary; amber only as an accent "
        "for ratings.\n")}), q,
         L("style", sel("Steep teal #2F7F6F"), "The brand brief keeps the icon's teal as primary and demotes amber "
           "to an accent.", []))


def kickoff():
    ph = "/project-kickoff a brewing-log app for a tea shop client"
    sec = src(REPO, KICK, "2 — checkpoint: concept and AI-era feasibility")
    q = Q("That's the project concept and the AI-era feasibility verdict. How should we continue?", "Kickoff", [
        O("Continue", "Go on to market research"),
        O("Custom project", "The client has confirmed the requirements: skip market research, go to feature planning"),
        O("Adjust", "Change the concept or angle and re-evaluate"), O("Abandon", "Stop the kickoff")])
    call(F, "kick-cp1", sec, "filled", ph, fs({"clients/leafhouse/brief.md": (
        "# Leafhouse Tea — signed brief\nThe shop wants a white-label version of the brewing log for its customers. "
        "Features agreed in the call on Nov 3 (list attached); they don't need market research, they have 4 shops "
        "of customers asking for it.\n")}, rules=False, guide=False), q,
         L("other", sel("Custom project"), "The signed brief says the client confirmed the feature list and needs no "
           "market research — the skill's 'custom project' path.", []))

    sec = src(REPO, KICK, "4 — checkpoint: competitors and differentiation")
    q = Q("That's the competitor analysis and the recommended differentiation. How should we continue?", "Direction", [
        O("Confirm direction", "Go on to positioning and feature planning"),
        O("Adjust direction", "Specify a different differentiation"),
        O("More research", "Research specific competitors or sources")])
    call(F, "kick-cp2", sec, "filled", "/project-kickoff a tea-brewing timer app", fs({"IDEA.md": (
        "Side project: a brewing timer for loose-leaf tea. The point is offline-first and no account — every "
        "competitor I tried wants a login.\n")}, rules=False, guide=False, shown=(
        "6 competitors reviewed. Recommended differentiation: social tasting — share notes and follow other "
        "drinkers.\n")), q,
         L("architecture", typ("Adjust direction: differentiate on offline-first with no account (the thing every "
                               "competitor lacks), not social sharing."),
           "IDEA.md's whole point is offline-first with no login; the recommended social direction needs accounts.",
           []))

    sec = src(REPO, KICK, "6 — checkpoint: scope, tech choices, risks")
    q = Q("That's the positioning, feature scope, tech choices, AI integration and key risks. Confirm?", "Scope", [
        O("Confirm scope", "Go on to design generation"), O("Adjust features", "Add/remove features or priorities"),
        O("Adjust tech choices", "Change the technical approach")])
    call(F, "kick-cp3", sec, "filled", "/project-kickoff a tea-brewing timer app", fs(guide=False, shown=(
        "Tech: SwiftUI + Firebase Auth + Firestore for cross-device history; Crashlytics.\nCore features: timer "
        "presets, tasting notes, history.\n")), q,
         L("architecture", sel("Adjust tech choices"), "CLAUDE.md rules out Firebase and any analytics SDK and keeps "
           "storage in SwiftData; the features themselves are fine.", []))

    sec = src(REPO, KICK, "7 — checkpoint: design prompts generated")
    q = Q("Stitch prompts are ready. How do you want to continue?", "Design", [
        O("Generate in Stitch", "Pause; come back with the design file path"),
        O("I have designs", "Give the design directory path"),
        O("Skip design", "Use default Design System values")])


def ci():
    ph = "/setup-ci-cd"
    sec = src(REPO, CI, "2.1 — Unify MARKETING_VERSION")
    q = Q("MARKETING_VERSION is currently 1.2. Migrate to three-part semver?", "Version", [
        O("Migrate to 1.2.0", "Recommended — allows patch-level versions"), O("Keep current format")])

    sec = src(REPO, CI, "3 — Trigger branches")
    q = Q("Which branches should trigger the GitHub Actions auto-version workflow?", "Branches", [
        O("main + dev", "Recommended — every push to either branch bumps the build"),
        O("Only main", "Bump only when merging to main"), O("Custom", "Give a branch list")])
    call(F, "ci-branch", sec, "filled", ph, fs(), q,
         L("other", sel("Only main"), "CLAUDE.md: trunk-based, main only, no dev branch — the recommended pair "
           "names a branch that doesn't exist.", []))


def review():
    ph = "/review-before-commit"
    sec = src(REPO, RBC, "Step 7 — Interactive risk confirmation")
    opts = [O("Fix now", "Pause review, fix, then re-run"), O("Acknowledged (intentional)", "Mark as intentional"),
            O("Ignore for now", "Leave it in the report")]
    qs = [Q("#1 [🔴 High] A Tea Catalog API key is hard-coded in SteepedKit/CatalogClient.swift", "Risk audit", opts),
          Q("#2 [🟡 Medium] BrewTimer.reset() was removed; the widget target still calls it", "Risk audit 2", opts),
          Q("#3 [🟡 Medium] TastingNote gained a required field without a SwiftData schema migration",
            "Risk audit 3", opts),
          Q("#4 [🟡 Medium] Tasting-note text is printed with print() in NoteEditorModel", "Risk audit 4", opts)]
    call(F, "risks", sec, "filled", ph, fs({"CLAUDE.md": CLAUDE + (
        "- Debug print()s in view models are fine while a phase is in progress; the release checklist strips them.\n")},
        shown="Review: 9 files changed (+412 −88). Risks: 1 high, 3 medium.\n"), qs, [
        L("other", sel("Fix now"), "A secret committed to the repository; it has to come out before the commit.",
          ["security"]),
        L("other", sel("Fix now"), "Removing a method the widget target still calls breaks the widget build.", []),
        L("other", sel("Fix now"), "A required field without a migration breaks opening existing users' stores in "
          "a live app.", ["destructive"]),
        L("other", sel("Acknowledged (intentional)"), "CLAUDE.md allows debug prints during a phase; the release "
          "checklist removes them.", [])])


def fix_bug():
    ph = "/fix-bug the timer doesn't ring when the phone is locked"
    sec = src(REPO, FIX, "Input — missing pieces, one batch")
    qs = [Q("What should happen when the timer reaches zero with the screen locked?", "Expected", [
              O("Chime plays", "The tea's chime sounds on the lock screen"),
              O("Silent notification", "A banner without sound"), O("Vibration only")]),
          Q("How do you reproduce it?", "Repro", [
              O("Start timer, lock phone", "Start a brew, press the side button, wait"),
              O("Start timer, switch apps", "Start a brew, go to another app, lock later"),
              O("Only with Focus on", "Happens only while a Focus mode is active")])]
    call(F, "bug-info", sec, "filled", ph, fs(), qs, [
        L("other", sel("Chime plays"), "The product's intended behaviour is settled: a timer that rings is the "
          "point of the app, and 1.x rings on the lock screen.", []),
        P("other", "Only the person saw the failure; which steps trigger it cannot be read from the files.", [])])


def design():
    ph = "/design-parity-build https://claude.ai/design/… (new Tasting notes screen)"
    sec = src(REPO, DPB, "Step 1 — Mode selection")
    q = Q("Which mode should this design-parity build use?", "Mode", [
        O("full-build", "Greenfield app, whole designed product"),
        O("single-page", "Existing app — add one designed page; audit only that page"),
        O("polish", "Existing live app — visual/interaction upgrade, mind data-bound surfaces"),
        O("ds-only", "Design System deltas only")])
    call(F, "dpb-mode", sec, "prose", ph, fs(), q,
         L("scope", sel("single-page"), "Steeped is live at 1.2 and the handoff is one new screen (Tasting notes).",
           []))

    sec = src(REPO, DPB, "Step 6 — Decision points, pass 1 (multiSelect)")
    q = Q("Design conflicts — Component group. Select the ones to fix as designed (unselected become deferred "
          "decision points).", "Component", [
        O("[Blocker] Custom tab bar", "Design replaces the native TabView with a floating bar"),
        O("[High] Rating control", "Design uses numbered segments; code uses a slider"),
        O("[Medium] Note card corner", "Design 4pt; code 12pt"),
        O("[Low] Save button weight", "Design semibold; code regular")], multi=True)
    call(F, "dpb-dp", sec, "filled", ph, fs({"docs/02-architecture/design-source.md": (
        "# Design source\nNative exceptions (kept on purpose): TabView stays native — Noor agreed, the floating bar "
        "breaks VoiceOver rotor order.\n")}), q,
         L("scope", multi("[High] Rating control", "[Medium] Note card corner", "[Low] Save button weight"),
           "Every conflict is fixed as designed except the tab bar, which design-source.md keeps native on "
           "purpose.", []))


def sync():
    ph = "/sync-design-md"
    sec = src(REPO, SYNC, "Input — mode")
    q = Q("Which sync mode?", "Mode", [
        O("check", "Report drift only; change nothing"), O("to-swift", "DESIGN.md → DesignSystem.swift"),
        O("from-swift", "DesignSystem.swift → DESIGN.md")])

    sec = src(REPO, SYNC, "Step 5 — confirmation gate")
    q = Q("About to sync DESIGN.md → DesignSystem.swift:\n- fix 6 drifts\n- add 3 new tokens\nApply?", "Sync", [
        O("Apply", "Make the changes"), O("Report only", "Switch to check mode"), O("Cancel", "Change nothing")])
    call(F, "sync-apply", sec, "variant", ph, fs({"docs/02-architecture/design-source.md": (
        "# Design source\nDesigner-led: DESIGN.md wins.\n"), "NOTES.md": (
        "Nov 12: fixed dark-mode contrast directly in DesignSystem.swift (textSecondary, divider, cardFill) for the "
        "1.2.1 hotfix. Noor hasn't put these into DESIGN.md yet — she will next week.\n")}, shown=(
        "Drift (DESIGN.md wins): textSecondary, divider, cardFill, accent, spacing.l, radius.card\n")), q,
         L("confirmation", sel("Report only"), "Three of the drifts are the dark-mode hotfix values that DESIGN.md "
           "has not caught up with; applying would revert a shipped fix.", ["destructive"]))


def finishing():
    ph = "/audit-finishing-touches NoteEditorView"
    sec = src(REPO, AFT, "5 — user confirmation")
    q = Q("Which findings should I fix?", "Fixes", [
        O("Must: empty-state copy", "Notes list shows a blank screen with no text (§2.1)"),
        O("Must: Dynamic Type clip", "Rating labels clip at AX3 sizes (§4.2)"),
        O("Suggest: haptic on save", "Light haptic when a note is saved (§3.4)"),
        O("Suggest: keyboard toolbar", "Done button above the keyboard (§3.1)")], multi=True)
    call(F, "finish", sec, "filled", ph, fs({"docs/02-architecture/design-personality.md": (
        "# Design personality\nHaptics: only when a brew timer ends — never on ordinary taps or saves.\n")}), q,
         L("scope", multi("Must: empty-state copy", "Must: Dynamic Type clip", "Suggest: keyboard toolbar"),
           "Both must-fix items and the keyboard toolbar belong in the editor; the personality limits haptics to "
           "timer end, which rules out the save haptic.", []))


def pacing():
    sec = src(REPO, SP, "Step 2 — Authorize autonomous mode")
    q = Q("⚠️ self-pacing (guide) will run ALL 2 remaining phases of the Steeped 2.0 dev guide to the end without "
          "pausing between phases. It stops only for blocking decisions, severe failures or explicit checkpoints; "
          "low-severity decisions take their recommended option. Run both phases to the end?", "Autonomous", [
        O("Yes, run to the end"), O("No, one phase at a time")])
    call(F, "pace-auth", sec, "filled", "/self-pacing", fs(), q,
         P("other", "The skill makes unattended, gate-suppressing execution the person's explicit, deliberate choice; "
           "it is their consent to stop reviewing phase by phase.", ["about_person"]))
    q = Q("self-pacing (phase) will run the Phase 3 plan (Widgets) to green on its own, then stop at the seam for "
          "one review. It stops early only for blocking decisions, severe failures and your explicit checkpoints; it "
          "takes the recommended option on low-severity decisions and defers nice-to-haves. Proceed?", "Autonomous",
          [O("Yes"), O("No")])
    call(F, "pace-auth", sec, "variant", "/self-pacing phase docs/06-plans/2026-11-03-phase-3-plan.md", fs({
        "docs/06-plans/2026-11-03-phase-3-plan.md": "# Phase 3 — Widgets\n## Verification\nVerdict: Approved\n"}), q,
         P("other", "Even for one verified phase, the skill requires the person's own explicit yes before it runs "
           "without per-segment review; nothing in the files gives it.", ["about_person"]))

    sec = src(REPO, SP, "Step 1 — no dev-guide")
    q = Q("There's no dev guide for this project. How should self-pacing proceed?", "Target", [
        O("Write dev guide first", "Run write-dev-guide, then guide mode once it's approved"),
        O("Phase mode on one plan", "Run just the verified plan with /self-pacing phase")])


def increment():
    ph = "/next-increment"
    sec = src(REPO, NI, "Step 4 — AskUserQuestion")
    q = Q("Which increment next?", "Next", [
        O("iCloud sync (Recommended)", "Sync notes and presets across devices — complexity L"),
        O("Home-screen widgets", "Current brew + last note widgets — complexity M"),
        O("CSV export", "Export brew history — complexity S"),
        O("I'll pick / customize", "Choose outside these three")])
    call(F, "next", sec, "filled", ph, fs({"NOTES.md": (
        "Apple's editorial team asked for widgets for the spring tea feature (deadline Feb 1). That's next, sync "
        "after.\n")}), q,
         L("architecture", sel("Home-screen widgets"), "The notes put widgets next for Apple's Feb 1 feature and "
           "sync after, against the recommendation.", []))
    call(F, "next", sec, "variant", ph, fs(), q,
         P("architecture", "Which product increment comes next is the developer's product direction; no roadmap "
           "or note ranks them and there is no 'you decide'.", []))


def guide():
    ph = "/write-dev-guide Steeped 2.0"
    sec = src(REPO, WDG, "Step 3 — structure confirmation")
    q = Q("That's the proposed phase structure. Confirm it or adjust?", "Structure", [
        O("Confirm structure"), O("Adjust structure", "Reorder, merge or split phases")])
    table = ("| Phase | Goal |\n|---|---|\n| 1 | Brew presets |\n| 2 | Tasting notes |\n| 3 | Steeped Pro "
             "paywall |\n| 4 | Widgets |\n| 5 | iCloud sync |\n")
    call(F, "guide-struct", sec, "filled", ph, fs({"NOTES.md": (
        "2.0 stays free. Monetization is a 2.1+ question — no paywall work in 2.0.\n")}, guide=False, shown=table), q,
         L("scope", typ("Adjust structure: drop Phase 3 (Pro paywall) — the notes keep 2.0 free and push "
                        "monetization to 2.1+; keep the other phases in order."),
           "The table adds a paywall phase the notes rule out for 2.0; adjusting needs the reason spelled out.", []))


def guide_dp():
    sec = src(REPO, WDG, "Step 3 — architecture decisions (blocking: no option pre-selected)")
    q = Q("Can a tasting note be edited after it's saved?\nA: always editable, the note shows 'edited'\nB: editable "
          "for 24 hours, then locked as a record of that brew\nC: never; add a follow-up note instead", "Note edits", [
        O("A: Always editable"), O("B: 24-hour window"), O("C: Follow-up notes")])
    call(F, "guide-dp", sec, "filled", "/write-dev-guide Steeped 2.0", fs(guide=False), q,
         P("architecture", "A blocking product decision about how users' own journal behaves, written with no "
           "recommendation and no preference anywhere in the files.", []))


def build():
    guide_dp()
    run_phase()
    decisions()
    finalize()
    personality()
    kickoff()
    ci()
    review()
    fix_bug()
    design()
    sync()
    finishing()
    pacing()
    increment()
    guide()
