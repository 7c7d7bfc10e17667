"""Claude Code Game Studios (Donchitos/Claude-Code-Game-Studios): a game-studio workflow of skills under
.claude/skills/ that ask with `AskUserQuestion` in the skill's own shape — lettered options ("[A] Yes — create
branch"), "(Recommended)" in a label, "Prompt:" plus "Options:" blocks, verdict widgets after a director's
review — in /start, /setup-engine, /story-done, /hotfix, /team-release, /sprint-plan, /architecture-decision,
/adopt, /design-review, /prototype, /team-qa, /asset-spec and /story-readiness.

Fixtures: emberhold (a solo Godot 4.6 roguelike deckbuilder heading for Steam Next Fest), tidepool (a Unity 6
mobile fishing game made by a four-person team under a publisher contract), skyrail (an Unreal 5.5 co-op heist
game live on Steam, with a hotfix rule) and papercut (a 48-hour game-jam folder).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import CCGS

F = "ccgs"


def S(skill, section):
    return src(CCGS, f".claude/skills/{skill}/SKILL.md", section)


EH = {"CLAUDE.md": """# Emberhold

Solo project (Rui). Roguelike deckbuilder. Engine pinned: Godot 4.6, GDScript, GUT for tests.
- Target: Steam (Windows, Steam Deck). 60 fps on Steam Deck.
- I run releases myself; agents may tag builds and upload to the Steam `beta` branch, never `default`.
- Milestone: Steam Next Fest demo, 2027-02-03 (fixed date, Valve's schedule).
""",
      "production/review-mode.txt": "lean\n",
      "production/session-state/active.md": "Active story: production/epics/deck/story-014-draw-pile-reshuffle.md (IN PROGRESS)\n",
      "production/milestones/next-fest-demo.md": "# Next Fest demo\nVersion: v0.9.0\nDate: 2027-02-03 (fixed)\n",
      "project.godot": "[application]\nconfig/name=\"Emberhold\"\nconfig/features=PackedStringArray(\"4.6\")\n",
      "git-status.txt": "On branch story-014-reshuffle\nChanges not staged for commit:\n  modified: src/deck/draw_pile.gd\n  modified: tests/unit/test_draw_pile.gd\n"}

TP = {"CLAUDE.md": """# Tidepool

Cozy fishing game for iOS and Android. Unity 6 (C#), team of four: Aiko (producer), Noor (design lead),
Sam and Wen (programmers). Published by Harbor Games under contract.
- GDDs under design/gdd/ are owned by Noor; agents never edit them directly — propose changes in the ADR.
- Every story gets a /code-review before it is marked done.
- Releases are tagged and submitted to the stores by Aiko only.
- Every sprint plan and design goes through the producer and lead gates.
""",
      "docs/technical/perf.md": "# Performance targets\nLow-end Android (Galaxy A14): 30 fps, 33.3 ms frame, 120 draw calls. iPhone 12: 60 fps.\n",
      "design/gdd/game-concept.md": "# Tidepool — concept\nPlatforms: iOS and Android (portrait). Sessions of 5–10 minutes.\n",
      "ProjectSettings/ProjectVersion.txt": "m_EditorVersion: 6000.0.31f1\n"}

SR = {"CLAUDE.md": """# Skyrail

Unreal Engine 5.5 (C++), four-player co-op train heists. Live on Steam since 2026-09 (v1.4.2 is the live build).
- Severity: S1 = crash, save loss or exploit in live; S2 = a feature broken with a workaround; S3 = cosmetic.
- Hotfixes branch from the live release tag (`v1.4.2`), never from main (main carries v1.5 work).
""",
      "production/review-mode.txt": "full\n",
      "git-status.txt": "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, working tree clean\n",
      "git-tags.txt": "v1.4.0\nv1.4.1\nv1.4.2\n"}

JAM = {"jam-rules.md": "# Tiny Jam #12\n48 hours, ends Sunday 18:00 UTC. Entries must be playable in a web browser (itch.io HTML5).\nTheme: \"It's leaking\".\n",
       "notes.md": "Idea: paper boats racing down a rain gutter; you patch leaks in your boat mid-race. One-button controls.\n"}


def build():
    build_onboarding()
    build_story()
    build_release()
    build_design()
    build_brainstorm()


def build_onboarding():
    # ------------------------------------------------------------ /start
    q_where = Q("Welcome to Claude Code Game Studios! Before I suggest anything, I'd like to understand where you're starting from. Where are you at with your game idea right now?", "Starting",
                [O("A) No idea yet", "I don't have a game concept at all. I want to explore and figure out what to make."),
                 O("B) Vague idea", "I have a rough theme, feeling, or genre in mind but nothing concrete."),
                 O("C) Clear concept", "I know the core idea — genre, basic mechanics, maybe a pitch sentence — but haven't formalized it into documents yet."),
                 O("D) Existing work", "I already have design docs, prototypes, code, or significant planning done. I want to organize or continue the work.")])
    call(F, "start-where", S("start", "Phase 2: Ask Where the User Is"), "verbatim", "/start",
         merge(EH, {"design/gdd/deck-system.md": "# Deck system GDD\nStatus: Approved\n"}), q_where,
         L("other", sel("D) Existing work"), "The folder holds a pinned engine, GDDs, a milestone and stories in progress: existing work."))
    call(F, "start-where", S("start", "Phase 2: Ask Where the User Is"), "variant", "/start", JAM, q_where,
         L("other", sel("C) Clear concept"), "notes.md states genre and core mechanic in a pitch sentence (paper-boat racing, patching leaks, one button); nothing is formalized yet."))
    call(F, "start-where", S("start", "Phase 2: Ask Where the User Is"), "variant", "/start",
         {"README.md": "# untitled\n", "git-status.txt": "On branch main\nNo commits yet\n"}, q_where,
         L("other", person("An empty repository says nothing about what the person has in mind; where they are with their idea is theirs to say."), "About the person.", ["about_person"]))

    q_mode = Q("One setup choice: how much design review would you want as you work through the workflow?", "Review",
               [O("Full", "Director specialists review at each key workflow step. Best for teams, learning the workflow, or when you want thorough feedback on every decision."),
                O("Lean (recommended)", "Directors only at phase gate transitions (/gate-check). Skips per-skill reviews. Balanced approach for solo devs and small teams."),
                O("Solo", "No director reviews at all. Maximum speed. Best for game jams, prototypes, or if the reviews feel like overhead.")])
    call(F, "start-mode", S("start", "Phase 3b: Set Review Mode"), "verbatim", "/start", JAM, q_mode,
         L("style", sel("Solo"), "A 48-hour jam (jam-rules.md): the option's own description names game jams."))
    call(F, "start-mode", S("start", "Phase 3b: Set Review Mode"), "variant", "/start",
         {"notes.md": "Side project: a small city-builder about beekeeping. Evenings and weekends.\n"}, q_mode,
         L("style", sel("Lean (recommended)"), "No rule or team size argues against the workflow's recommended default."))
    call(F, "start-mode", S("start", "Phase 3b: Set Review Mode"), "variant", "/start", {k: v for k, v in TP.items() if k != "ProjectSettings/ProjectVersion.txt"}, q_mode,
         L("style", sel("Full"), "CLAUDE.md: every design goes through the producer and lead gates — a team that wants every review."))

    q_path = Q("How would you like to proceed?", "Path",
               [O("Formalize it first", "Run /brainstorm [concept] to structure it into a proper game concept document"),
                O("Jump straight in", "Go to /setup-engine now and write the GDD manually afterward")])
    call(F, "start-path", S("start", "If C: Clear concept"), "verbatim", "/start", JAM, q_path,
         L("scope", sel("Jump straight in"), "A 48-hour jam with a one-line pitch already written; a concept document costs time the jam doesn't have."))

    # ------------------------------------------------------------ /setup-engine
    q_exp = Q("Have you worked in any of these engines before?", "Experience",
              [O("Godot"), O("Unity"), O("Unreal Engine 5"), O("None of them")])
    call(F, "engine-exp", S("setup-engine", "If the user wants to pick without a concept, ask in this order"), "verbatim", "/setup-engine", JAM, q_exp,
         L("other", person("The person's own engine experience is not recorded anywhere in the jam folder."), "About the person.", ["about_person"]))
    call(F, "engine-exp", S("setup-engine", "If the user wants to pick without a concept, ask in this order"), "variant", "/setup-engine",
         merge(JAM, {"about-me.md": "Jam history: shipped two jam games in Godot 4 (Ludum Dare 54, 56). Never touched Unity.\n"}), q_exp,
         L("other", sel("Godot"), "about-me.md records two shipped Godot jam games."))

    q_plat = Q("What platforms are you targeting for this game?", "Platforms",
               [O("PC (Steam / Epic)"), O("Mobile (iOS / Android)"), O("Console"), O("Web / Browser")])
    call(F, "engine-plat", S("setup-engine", "If the user wants to pick without a concept, ask in this order"), "verbatim", "/setup-engine", {k: v for k, v in TP.items() if k != "ProjectSettings/ProjectVersion.txt"}, q_plat,
         L("scope", sel("Mobile (iOS / Android)"), "CLAUDE.md and the concept doc: iOS and Android."))
    call(F, "engine-plat", S("setup-engine", "If the user wants to pick without a concept, ask in this order"), "variant", "/setup-engine",
         {"notes.md": "Idea: a slow, melancholy lighthouse-keeper sim. Not sure who it's for yet.\n"}, q_plat,
         L("scope", person("No file names a platform; where the game ships is a product decision the person hasn't made in writing."), "Product definition."))

    q_rec = Q("Does this recommendation feel right, or would you like to explore a different engine?", "Engine",
              [O("Godot (Recommended)", "exports cleanly to web, light for a one-button 2D game"), O("Unity", "WebGL works, heavier build"),
               O("Unreal Engine 5", "poor web support"), O("Explore further", "")])
    call(F, "engine-rec", S("setup-engine", "Produce a recommendation"), "filled", "/setup-engine", JAM, q_rec,
         L("architecture", sel("Godot (Recommended)"), "Entries must run in a browser (jam-rules.md); the recommendation fits."))
    q_rec2 = Q("Does this recommendation feel right, or would you like to explore a different engine?", "Engine",
               [O("Godot (Recommended)", "free, light, fast iteration for a 2D city-builder"), O("Unity", "mature mobile tooling"),
                O("Unreal Engine 5", "overkill for 2D"), O("Explore further", "")])
    call(F, "engine-rec", S("setup-engine", "Produce a recommendation"), "variant", "/setup-engine",
         {"notes.md": "Beekeeping city-builder, 2D, PC first then iPad.\n",
          "studio.md": "We are three ex-mobile devs; the artists' whole pipeline (Spine, Addressables) is Unity and we own Unity Pro seats until 2028.\n"}, q_rec2,
         L("architecture", sel("Unity"), "studio.md: the team's pipeline and paid seats are Unity — against the generic recommendation."))

    q_perf = Q("Should I set default performance budgets now, or leave them for later?", "Perf",
               [O("[A] Set defaults now (60fps, 16.6ms frame budget, engine-appropriate draw call limit)"),
                O("[B] Leave as [TO BE CONFIGURED] — I'll set these when I know my target hardware")])
    call(F, "engine-perf", S("setup-engine", "Remaining Sections"), "verbatim", "/setup-engine godot 4.6", EH, q_perf,
         L("architecture", sel("[A] Set defaults now (60fps, 16.6ms frame budget, engine-appropriate draw call limit)"), "CLAUDE.md already names the target: 60 fps on Steam Deck."))
    call(F, "engine-perf", S("setup-engine", "Remaining Sections"), "variant", "/setup-engine unity 6", TP, q_perf,
         L("architecture", typ("Set the budgets from docs/technical/perf.md: low-end Android 30 fps / 33.3 ms / 120 draw calls; iPhone 12 60 fps."), "Neither option fits: the defaults say 60 fps, and the targets are already known (perf.md)."))


def build_story():
    # ------------------------------------------------------------ /story-done
    q_which = Q("Which story are we completing?", "Story",
                [O("story-014-draw-pile-reshuffle.md"), O("story-017-relic-tooltips.md")])
    call(F, "done-which", S("story-done", "Phase 1: Find the Story"), "prose", "/story-done", EH, q_which,
         L("other", sel("story-014-draw-pile-reshuffle.md"), "active.md names story-014 and the uncommitted changes are its files."))
    call(F, "done-which", S("story-done", "Phase 1: Find the Story"), "variant", "/story-done",
         {k: v for k, v in EH.items() if k not in ("production/session-state/active.md", "git-status.txt")}, q_which,
         L("other", person("Two stories are in progress, no session state names one and the tree is clean; which one the person just finished is theirs to say."), "The person's intent."))

    def q_ac(crit):
        return Q(f"Does {crit}?", "Manual AC", [O("Yes — passes"), O("No — fails"), O("Not tested yet")])
    call(F, "done-ac", S("story-done", "Manual verification with confirmation (use `AskUserQuestion`)"), "filled", "/story-done", EH,
         q_ac("the reshuffle animation feel responsive (under 200 ms from empty pile to first draw)"),
         L("confirmation", sel("Not tested yet"), "Nothing records a playtest of the animation; the honest answer is that it has not been tested."))
    call(F, "done-ac", S("story-done", "Manual verification with confirmation (use `AskUserQuestion`)"), "variant", "/story-done",
         merge(EH, {"production/playtests/2026-11-25.md": "Playtest (5 testers, Steam Deck): reshuffle feels snappy, no one noticed a delay. Profiled: 140 ms.\n"}),
         q_ac("the reshuffle animation feel responsive (under 200 ms from empty pile to first draw)"),
         L("confirmation", sel("Yes — passes"), "The playtest log records 140 ms and five testers' approval."))
    call(F, "done-ac", S("story-done", "Manual verification with confirmation (use `AskUserQuestion`)"), "variant", "/story-done production/epics/combat/story-022-enemy-flinch.md",
         merge(SR, {"production/playtests/2026-11-24.md": "Co-op playtest: guards did NOT flinch when shot in the back (only from the front). Filed as note.\n"}),
         q_ac("the guard respond to damage from any direction with a flinch"),
         L("confirmation", sel("No — fails"), "The playtest log says guards do not flinch from behind.", ["reports_failure"]))

    q_lean = Q("Code review is skipped in lean mode. Did you run `/code-review` on the implemented files?", "Review",
               [O("Yes — /code-review passed or was approved with suggestions"), O("No — skipping code review for this story"),
                O("No — I'll run /code-review before the sprint close-out")])
    call(F, "done-lean", S("story-done", "Phase 5: Lead Programmer Code Review Gate"), "verbatim", "/story-done",
         merge(EH, {"production/session-state/code-review-log.md": "2026-11-26 /code-review src/deck/draw_pile.gd — APPROVED WITH SUGGESTIONS (2 naming nits)\n"}), q_lean,
         L("confirmation", sel("Yes — /code-review passed or was approved with suggestions"), "The review log shows today's /code-review of the story's file approved with suggestions."))
    call(F, "done-lean", S("story-done", "Phase 5: Lead Programmer Code Review Gate"), "variant", "/story-done production/epics/fishing/story-031-bait-shop.md --review lean", TP, q_lean,
         L("confirmation", typ("No — running /code-review on the story's files now, before it is marked done (CLAUDE.md requires it)."), "No review was run and CLAUDE.md requires one before a story is done; both 'No' options would mark it done unreviewed."))

    q_conc = Q("Lead programmer verdict: CONCERNS — {c}. How do you want to proceed?", "LP review",
               [O("Revise flagged issues"), O("Accept and proceed"), O("Discuss further")])
    call(F, "done-concerns", S("story-done", "Phase 5: Lead Programmer Code Review Gate"), "filled", "/story-done", EH,
         Q(q_conc["question"].format(c="draw_pile.gd dereferences discard[0] when the discard pile is empty (crash on the first turn of a relic run)"), "LP review", q_conc["options"]),
         L("confirmation", sel("Revise flagged issues"), "The concern names a crash in the story's own code.", ["reports_failure"]))
    call(F, "done-concerns", S("story-done", "Phase 5: Lead Programmer Code Review Gate"), "variant", "/story-done",
         merge(SR, {"CLAUDE.md": SR["CLAUDE.md"] + "- Reviewer style suggestions are advisory; they go to the tech-debt board, not into the story.\n"}),
         Q(q_conc["question"].format(c="advisory only: prefer TObjectPtr over raw UPROPERTY pointers in GuardComponent.h; rename bFlinch to bIsFlinching"), "LP review", q_conc["options"]),
         L("confirmation", sel("Accept and proceed"), "Style-only concerns; CLAUDE.md sends them to the tech-debt board."))

    # ------------------------------------------------------------ /story-readiness
    q_gaps = Q("Story readiness: GAPS — {g}. How do you want to proceed?", "Readiness",
               [O("Update story with suggested gaps"), O("Accept and proceed anyway"), O("Discuss further")])
    call(F, "ready-gaps", S("story-readiness", "Phase 8: Director Gate — Story Readiness Review"), "filled", "/story-readiness production/epics/relics/story-019-cursed-relics.md", EH,
         Q(q_gaps["question"].format(g="AC-2 says 'curse feels punishing' (not testable); no governing ADR named for relic save data"), "Readiness", q_gaps["options"]),
         L("confirmation", sel("Update story with suggested gaps"), "An untestable criterion and a missing ADR link are fixable in the story file before work starts.", ["reports_failure"]))

    # ------------------------------------------------------------ /team-qa
    q_mqa = Q("Manual QA — {t}\n{d}", "Manual QA",
              [O("PASS — all acceptance criteria verified"), O("PASS WITH NOTES — minor issues found (describe after)"),
               O("FAIL — criteria not met (describe after)"), O("BLOCKED — cannot test yet (reason)")])
    call(F, "qa-manual", S("team-qa", "Phase 5: Manual QA Execution"), "filled", "/team-qa sprint-07",
         merge(TP, {"production/qa/device-log.md": "Galaxy A14, build 0.7.3: bait shop — buying bait with exactly 0 coins succeeds and coins go to -5. AC-3 not met.\n"}),
         Q(q_mqa["question"].format(t="Bait shop (story-031)", d="Buy bait, coins deducted, cannot buy below 0"), "Manual QA", q_mqa["options"]),
         L("confirmation", sel("FAIL — criteria not met (describe after)"), "The device log records AC-3 failing on the A14.", ["reports_failure"]))
    call(F, "qa-manual", S("team-qa", "Phase 5: Manual QA Execution"), "variant", "/team-qa sprint-07", TP,
         Q(q_mqa["question"].format(t="Tide calendar (story-034)", d="Calendar shows the next 7 days of tides; tapping a day sets a reminder notification"), "Manual QA", q_mqa["options"]),
         L("confirmation", person("Manual QA means someone plays the build on a device; nothing records a run, so the result is the tester's to report."), "Only a person can test it."))

    q_strat = Q("QA Strategy Review", "QA plan",
                [O("Looks good — proceed to test plan"), O("Adjust story types before proceeding"),
                 O("Smoke check failed — fix issues and re-run /team-qa"), O("Cancel — resolve blockers first")])
    call(F, "qa-strategy", S("team-qa", "Phase 2: QA Strategy (qa-lead)"), "prose", "/team-qa sprint-12",
         merge(SR, {"production/qa/smoke-2026-11-26.md": "Smoke check: FAIL — dedicated server crashes on map load (Heist_Yard) in 3/3 runs.\n"}), q_strat,
         L("confirmation", sel("Smoke check failed — fix issues and re-run /team-qa"), "The smoke check failed with a server crash; testing on top of it is wasted.", ["reports_failure"]))


def build_release():
    # ------------------------------------------------------------ /hotfix
    q_sev = Q("I've assessed this as **{s}** — {r}. Confirm severity to proceed:", "Severity",
              [O("[A] S1 (Critical) — game unplayable, data loss, or security issue"),
               O("[B] S2 (Major) — significant feature broken, workaround exists"),
               O("[C] S3 or lower — redirect to normal bug fix workflow")])
    call(F, "hotfix-sev", S("hotfix", "Phase 1: Assess Severity"), "verbatim", "/hotfix save files corrupt when a host quits during the vault cutscene", SR,
         Q(q_sev["question"].format(s="S1 (Critical)", r="players lose their crew save; reproducible"), "Severity", q_sev["options"]),
         L("confirmation", sel("[A] S1 (Critical) — game unplayable, data loss, or security issue"), "Save loss in the live build: S1 by CLAUDE.md's own scale."))
    call(F, "hotfix-sev", S("hotfix", "Phase 1: Assess Severity"), "variant", "/hotfix the loot tooltip says 'Emerlad'", SR,
         Q(q_sev["question"].format(s="S2 (Major)", r="visible in every heist"), "Severity", q_sev["options"]),
         L("confirmation", sel("[C] S3 or lower — redirect to normal bug fix workflow"), "A typo is cosmetic: S3 in CLAUDE.md's scale, so the assessment is wrong and the normal workflow applies."))

    q_br = Q("Ready to create hotfix branch 'hotfix/{n}' from {b}?", "Branch",
             [O("[A] Yes — create branch"), O("[B] Use a different base ref — I'll specify it"), O("[C] Skip — I'll create the branch myself")])
    call(F, "hotfix-branch", S("hotfix", "Phase 3: Create Hotfix Branch"), "verbatim", "/hotfix save files corrupt when a host quits during the vault cutscene", SR,
         Q(q_br["question"].format(n="save-corrupt-vault", b="main"), "Branch", q_br["options"]),
         L("confirmation", sel("[B] Use a different base ref — I'll specify it"), "CLAUDE.md: hotfixes branch from the live tag v1.4.2, never from main."))
    call(F, "hotfix-branch", S("hotfix", "Phase 3: Create Hotfix Branch"), "variant", "/hotfix save files corrupt when a host quits during the vault cutscene", SR,
         Q(q_br["question"].format(n="save-corrupt-vault", b="v1.4.2"), "Branch", q_br["options"]),
         L("confirmation", sel("[A] Yes — create branch"), "The base is the live tag, as CLAUDE.md requires; a local branch."))

    call(F, "hotfix-next", S("hotfix", "Phase 7: Post-Deploy Verification"), "verbatim", "/hotfix save files corrupt when a host quits during the vault cutscene", SR,
         Q("Hotfix complete. What's the next step?", "Next",
           [O("[A] Run /smoke-check to verify the fix"), O("[B] Run /patch-notes to document this hotfix"), O("[C] Stop here")]),
         L("confirmation", sel("[A] Run /smoke-check to verify the fix"), "A save-loss fix for the live build is verified before anything else."))

    # ------------------------------------------------------------ /team-release
    q_ver = Q("No version argument provided — inferred {v} from milestone data. Releasing {v}. Is this correct?", "Version",
              [O("Yes — release {v}"), O("No — I'll give the version")])

    def ver(v):
        return Q(q_ver["question"].format(v=v), "Version", [O(f"Yes — release {v}"), O("No — I'll give the version")])
    call(F, "release-ver", S("team-release", "(opening: Argument check)"), "prose", "/team-release", EH, ver("v0.9.0"),
         L("confirmation", sel("Yes — release v0.9.0"), "The milestone names v0.9.0 and Rui lets agents tag and upload to the beta branch."))
    call(F, "release-ver", S("team-release", "(opening: Argument check)"), "variant", "/team-release",
         merge(TP, {"production/milestones/1.2.md": "# 1.2 — Autumn update\nVersion: 1.2.0\nStore submission: 2026-12-01\n"}), ver("1.2.0"),
         L("confirmation", person("Tagging and store submission are Aiko's alone (CLAUDE.md); starting the release pipeline is for the producer to confirm."), "Outward: a store release.", ["outward"]))

    q_nogo = Q("PRODUCER: NO-GO — {r}. How do you want to proceed?", "NO-GO",
               [O("Fix the blocker and re-run the affected phase"), O("Defer the release to a later date"),
                O("Override NO-GO with documented rationale")])
    call(F, "release-nogo", S("team-release", "Phase 5: Go/No-Go"), "prose", "/team-release v0.9.0", EH,
         Q(q_nogo["question"].format(r="S1 found in Phase 3: the demo soft-locks when the first boss is defeated with a poison tick"), "NO-GO", q_nogo["options"]),
         L("confirmation", sel("Fix the blocker and re-run the affected phase"), "An S1 soft-lock in the demo; the date is fixed, so fix rather than defer or override.", ["reports_failure"]))
    call(F, "release-nogo", S("team-release", "Phase 5: Go/No-Go"), "variant", "/team-release 1.2.0 — Aiko here, running it myself", TP,
         Q(q_nogo["question"].format(r="Harbor Games' compliance sign-off for the new in-app purchase has not arrived; submission window closes 2026-12-01"), "NO-GO", q_nogo["options"]),
         L("confirmation", person("Waiting on the publisher's sign-off versus moving the date is a contractual and schedule call for the producer; overriding would ship an unapproved purchase flow."), "Risk acceptance with a publisher.", ["outward"]))

    q_blk = Q("{a}: BLOCKED — {r}. How do you want to proceed?", "Blocked",
              [O("Skip this agent and note the gap in the final report"), O("Retry with narrower scope"),
               O("Stop here and resolve the blocker first")])
    call(F, "release-blocked", S("team-release", "Error Recovery Protocol"), "prose", "/team-release v0.9.0", EH,
         Q(q_blk["question"].format(a="devops-engineer", r="steamcmd needs a Steam Guard code for the build account"), "Blocked", q_blk["options"]),
         L("other", person("Only the account owner can supply a Steam Guard code; the upload waits on the person's credentials."), "Credentials.", ["about_person", "security"]))
    call(F, "release-blocked", S("team-release", "Error Recovery Protocol"), "variant", "/team-release v0.9.0", EH,
         Q(q_blk["question"].format(a="community-manager", r="no patch-notes template found in docs/"), "Blocked", q_blk["options"]),
         L("other", sel("Skip this agent and note the gap in the final report"), "Patch-notes drafting is not on the release's critical path; the gap can be reported."))

    # ------------------------------------------------------------ /sprint-plan
    q_rm = Q("No review mode is set. Which review depth would you like for this sprint?", "Review",
             [O("[A] full — spawn all director and lead gates"), O("[B] lean — skip non-phase-gate director reviews (recommended for most sprints)"),
              O("[C] solo — skip all gate spawning")])
    call(F, "sprint-mode", S("sprint-plan", "Phase 0: Parse Arguments"), "verbatim", "/sprint-plan new", TP, q_rm,
         L("style", sel("[A] full — spawn all director and lead gates"), "CLAUDE.md: every sprint plan goes through the producer and lead gates."))
    call(F, "sprint-mode", S("sprint-plan", "Phase 0: Parse Arguments"), "variant", "/sprint-plan new",
         {k: v for k, v in EH.items() if k != "production/review-mode.txt"}, q_rm,
         L("style", sel("[B] lean — skip non-phase-gate director reviews (recommended for most sprints)"), "No rule on review depth; the recommended default fits a solo project."))

    q_pc = Q("Producer flagged concerns with this sprint plan. How do you want to proceed?", "Concerns",
             [O("[A] Proceed as planned — I accept the risk"), O("[B] Adjust scope — defer some Should Have stories"), O("[C] Extend the sprint timeline")])
    call(F, "sprint-concerns", S("sprint-plan", "Phase 4: Producer Feasibility Gate"), "verbatim", "/sprint-plan new",
         merge(EH, {"producer-gate.txt": "CONCERNS: 34 points planned against a 24-point capacity; Next Fest build lock is 2027-01-27.\n"}), q_pc,
         L("scope", sel("[B] Adjust scope — defer some Should Have stories"), "The Next Fest date is fixed (Valve's schedule), so the timeline cannot move; cut scope."))
    call(F, "sprint-concerns", S("sprint-plan", "Phase 4: Producer Feasibility Gate"), "variant", "/sprint-plan new",
         {"notes.md": "Beekeeping city-builder. Sprints are two weeks. No deadlines yet.\n",
          "producer-gate.txt": "CONCERNS: 30 points planned, capacity ~26; two stories depend on an unapproved ADR.\n"}, q_pc,
         L("scope", person("No deadline, priority list or capacity rule decides between accepting the risk, cutting stories and a longer sprint; that trade-off is the person's."), "Risk acceptance / schedule."))

    call(F, "sprint-qa", S("sprint-plan", "Phase 5: QA Plan Gate"), "verbatim", "/sprint-plan new", SR,
         Q("No QA plan found for this sprint. How do you want to proceed?", "QA plan",
           [O("[A] Run /qa-plan sprint now — I'll do that before starting implementation (Recommended)"),
            O("[B] Skip for now — I understand QA sign-off will be blocked at the Production → Polish gate")]),
         L("confirmation", sel("[A] Run /qa-plan sprint now — I'll do that before starting implementation (Recommended)"), "A live game in full review mode; nothing argues for skipping QA planning."))


def build_design():
    # ------------------------------------------------------------ /architecture-decision
    q_adr = Q("ADR draft is complete. How would you like to proceed?", "Write ADR",
              [O("[A] Write ADR + update GDD in the same pass"), O("[B] Write ADR only — I'll update the GDD manually"),
               O("[C] Not yet — I need to review further")])
    call(F, "adr-write", S("architecture-decision", "5. Generate the ADR (5. Write approval)"), "verbatim", "/architecture-decision tide data source", TP, q_adr,
         L("architecture", sel("[B] Write ADR only — I'll update the GDD manually"), "CLAUDE.md: GDDs are Noor's; agents never edit design/gdd/ directly."))
    call(F, "adr-write", S("architecture-decision", "5. Generate the ADR (5. Write approval)"), "variant", "/architecture-decision relic save format", EH, q_adr,
         L("architecture", sel("[A] Write ADR + update GDD in the same pass"), "A solo project with no ownership rule on the GDDs; keeping them in sync in one pass is the plain choice."))
    call(F, "adr-registry", S("architecture-decision", "5. Generate the ADR (6. Update Architecture Registry)"), "verbatim", "/architecture-decision relic save format", EH,
         Q("May I update `docs/registry/architecture.yaml` with these 3 new stances?", "Registry",
           [O("Yes — update the registry"), O("Not yet — I want to review the candidates"), O("Skip registry update")]),
         L("confirmation", sel("Yes — update the registry"), "A local documentation file for the ADR just written; nothing objects."))

    # ------------------------------------------------------------ /adopt
    q_fresh = Q("This looks like a fresh project — no existing artifacts found. `/adopt` is for projects with work to migrate. What would you like to do?", "Adopt",
                [O("Run `/start` — begin guided first-time onboarding"), O("My artifacts are in a non-standard location — help me find them"), O("Cancel")])
    call(F, "adopt-fresh", S("adopt", "Phase 1: Detect Project State"), "verbatim", "/adopt",
         {"Design Docs/Combat GDD.docx": "(binary)", "Design Docs/Systems.xlsx": "(binary)", "Game/Source/Heist/Heist.Build.cs": "// UE module\n"}, q_fresh,
         L("other", sel("My artifacts are in a non-standard location — help me find them"), "Design documents and source exist, just not in the template's folders."))
    call(F, "adopt-fresh", S("adopt", "Phase 1: Detect Project State"), "variant", "/adopt", {"README.md": "# new-game\n"}, q_fresh,
         L("other", sel("Run `/start` — begin guided first-time onboarding"), "Nothing but an empty README: there is nothing to adopt."))
    call(F, "adopt-fix", S("adopt", "Phase 7: Offer First Action"), "filled", "/adopt", SR,
         Q("The most urgent fix is `systems-index.md` — 4 rows have parenthetical status values (e.g. `Needs Revision (see notes)`) that break /gate-check, /create-stories, and /architecture-review right now. I can fix these in-place.", "Fix",
           [O("Fix it now — edit systems-index.md"), O("I'll fix it myself"), O("Done — leave me with the plan")]),
         L("confirmation", sel("Fix it now — edit systems-index.md"), "A mechanical, local fix that unblocks three skills.", ["reports_failure"]))

    # ------------------------------------------------------------ /design-review
    q_dr = Q("Verdict: {v}. What would you like to do?", "Next",
             [O("[A] Revise the GDD now — address blocking items together"), O("[B] Stop here — revise in a separate session"),
              O("[C] Accept as-is and move on (only if all items are advisory)")])
    call(F, "dr-next", S("design-review", "Phase 5: Next Steps"), "filled", "/design-review design/gdd/relic-system.md", EH,
         Q(q_dr["question"].format(v="NEEDS REVISION — 2 blocking (curse stacking has no cap; relic rarity table sums to 110 %)"), "Next", q_dr["options"]),
         L("confirmation", sel("[A] Revise the GDD now — address blocking items together"), "Two blocking defects in the solo author's own GDD.", ["reports_failure"]))
    call(F, "dr-next", S("design-review", "Phase 5: Next Steps"), "variant", "/design-review design/gdd/fishing-loop.md", TP,
         Q(q_dr["question"].format(v="NEEDS REVISION — 1 blocking (rare-fish odds contradict the economy GDD)"), "Next", q_dr["options"]),
         L("confirmation", sel("[B] Stop here — revise in a separate session"), "The GDD is Noor's and agents may not edit design/gdd/ (CLAUDE.md): the revision is hers."))
    call(F, "dr-track", S("design-review", "Phase 5: Next Steps"), "verbatim", "/design-review design/gdd/deck-system.md", EH,
         Q("Verdict: APPROVED. I can update the tracking records now. Select any you'd like me to complete:", "Tracking",
           [O("Update systems-index.md status to 'Approved' for deck-system"), O("Append approval entry to design/gdd/reviews/deck-system-review-log.md")], multi=True),
         L("scope", multi("Update systems-index.md status to 'Approved' for deck-system", "Append approval entry to design/gdd/reviews/deck-system-review-log.md"), "Both are local bookkeeping for an approved GDD."))

    # ------------------------------------------------------------ /prototype
    q_pp = Q("Which prototype path would you like to use? (Based on your concept, I'd recommend {r} — {why}.)", "Path",
             [O("HTML — browser prototype", "puzzle, card, turn-based, strategy, idle. Not suitable for action games"),
              O("Engine — native prototype", "action, platformer, physics, or anything where feel IS the hypothesis"),
              O("Paper — rules document + play log", "strategy, economy, logic. Cannot validate feel")])
    call(F, "proto-path", S("prototype", "Phase 3: Choose the Prototype Path"), "filled", "/prototype gutter boat racing", JAM,
         Q(q_pp["question"].format(r="Engine", why="the hypothesis is whether one-button steering feels good"), "Path", q_pp["options"]),
         L("architecture", sel("Engine — native prototype"), "Feel is the hypothesis and the jam entry must be built in an engine that exports to HTML5 anyway."))
    call(F, "proto-path", S("prototype", "Phase 3: Choose the Prototype Path"), "variant", "/prototype hive economy",
         {"notes.md": "Beekeeping city-builder. Question: does the honey/wax/pollen economy stay interesting past hour two?\n"},
         Q(q_pp["question"].format(r="Paper", why="the question is economic balance over hours"), "Path", q_pp["options"]),
         L("architecture", sel("Paper — rules document + play log"), "The question is economic balance, which a paper model answers; the recommendation fits."))

    # ------------------------------------------------------------ /asset-spec
    call(F, "asset-next", S("asset-spec", "(opening: no argument provided)"), "filled", "/asset-spec",
         merge(EH, {"design/assets/entity-inventory.md": "| Entity | Status |\n|---|---|\n| Ember Knight | Specced |\n| Ash Wraith | Needed |\n"}),
         Q("The next unspecced item is **Ash Wraith**. Generate specs for it?", "Next item",
           [O("[A] Yes — spec Ash Wraith"), O("[B] Pick a different item"), O("[C] Stop here")]),
         L("confirmation", sel("[A] Yes — spec Ash Wraith"), "The inventory's next needed entity; nothing argues for another."))


def build_brainstorm():
    # ------------------------------------------------------------ /brainstorm
    BR = "/brainstorm open"
    call(F, "bs-taste", S("brainstorm", "Phase 1: Creative Discovery"), "prose", BR, {"README.md": "# untitled-game\n"},
         Q("Do you prefer games that challenge you, relax you, tell you stories, or let you express yourself?", "Taste",
           [O("Challenge"), O("Relax"), O("Stories"), O("Expression")]),
         L("other", person("The person's own taste in games; the skill asks it to shape their concept."), "About the person.", ["about_person"]))
    q_exp = Q("What kind of experience do you most want players to have?", "Experience",
              [O("Challenge & Mastery"), O("Story & Discovery"), O("Expression & Creativity"), O("Relaxation & Flow")])
    q_time = Q("What's your realistic development timeline?", "Timeline", [O("Weeks"), O("Months"), O("1-2 years"), O("Multi-year")])
    q_lvl = Q("Where are you in your dev journey?", "Dev level", [O("First game"), O("Shipped before"), O("Professional background")])
    call(F, "bs-constraints", S("brainstorm", "Phase 1: Creative Discovery"), "verbatim", BR, {"README.md": "# untitled-game\n"},
         [q_exp, q_time, q_lvl],
         [L("scope", person("What players should feel is the heart of a concept that does not exist yet; it is the person's."), "Product definition."),
          L("scope", person("How much time the person can give is their own constraint; nothing records it."), "About the person.", ["about_person"]),
          L("other", person("The person's experience is not recorded anywhere."), "About the person.", ["about_person"])])
    call(F, "bs-constraints", S("brainstorm", "Phase 1: Creative Discovery"), "variant", BR,
         {"about-me.md": "Shipped two Godot jam games (LD54, LD56). I can give this evenings and weekends; I want something on Steam within about six months.\n"},
         [q_exp, q_time, q_lvl],
         [L("scope", person("about-me.md covers time and experience but not what players should feel; that is still the person's."), "Product definition."),
          L("scope", sel("Months"), "about-me.md: on Steam within about six months."),
          L("other", sel("Shipped before"), "about-me.md: two shipped jam games.")])

    q_pick = Q("Which concept resonates with you? You can pick one, combine elements, or ask for fresh directions.", "Concept",
               [O("Concept 1 — Lantern Ferry"), O("Concept 2 — Gutter Regatta"), O("Concept 3 — Drip Architect"), O("Combine elements across concepts")])
    call(F, "bs-concept", S("brainstorm", "Phase 2: Concept Generation"), "verbatim", BR, {"README.md": "# untitled-game\n"}, q_pick,
         L("other", person("Which concept to make is the person's creative choice; nothing in the folder prefers one."), "Product definition."))
    call(F, "bs-concept", S("brainstorm", "Phase 2: Concept Generation"), "variant", "/brainstorm leaking — pick whichever is closest to my paper-boat idea in notes.md", JAM, q_pick,
         L("other", sel("Concept 2 — Gutter Regatta"), "The invocation delegates the pick to notes.md's paper boats racing down a gutter."))

    call(F, "bs-feel", S("brainstorm", "Phase 3: Core Loop Design"), "filled", "/brainstorm cozy lighthouse", {"notes.md": "Idea: a slow, melancholy lighthouse-keeper sim.\n"},
         Q("What's the primary feel of the core action?", "Core feel",
           [O("Meditative upkeep", "slow rituals: trimming wicks, winding the clockwork"), O("Tense vigil", "storms, ships in peril, timing the beam"),
            O("Cozy tinkering", "repairing and decorating the tower"), O("I'll describe it")]),
         L("other", person("The feel of the core action defines the game; notes.md says 'slow, melancholy' but two options fit that and the choice is creative."), "Product definition."))
    call(F, "bs-pillars", S("brainstorm", "Phase 4: Pillars and Boundaries"), "verbatim", "/brainstorm cozy lighthouse", {"notes.md": "Idea: a slow, melancholy lighthouse-keeper sim.\n"},
         Q("Do these pillars feel right for your game?", "Pillars",
           [O("[A] Lock these in"), O("[B] Rename or reframe one"), O("[C] Swap a pillar out"), O("[D] Something else")]),
         L("other", person("Design pillars are the person's creative commitments for the whole project; locking them is theirs."), "Product definition."))
    call(F, "bs-engine", S("brainstorm", "Phase 6: Scope and Feasibility"), "verbatim", "/brainstorm cozy lighthouse", {"notes.md": "Idea: a slow, melancholy lighthouse-keeper sim.\n"},
         Q("Do you already have an engine you work in?", "Engine",
           [O("Godot"), O("Unity"), O("Unreal Engine 5"), O("No preference — help me decide")]),
         L("other", person("The person's own engine habits are not recorded."), "About the person.", ["about_person"]))
    call(F, "bs-write", S("brainstorm", "Phase 6: Scope and Feasibility"), "verbatim", "/brainstorm leaking", JAM,
         Q("Game concept is ready. May I write it to `design/gdd/game-concept.md`?", "Write",
           [O("[A] Yes — write it"), O("[B] Not yet — revise a section first")]),
         L("confirmation", sel("[A] Yes — write it"), "A new local document from the session's agreed concept."))

    # ------------------------------------------------------------ /art-bible
    call(F, "ab-scope", S("art-bible", "Phase 1: Framing"), "verbatim", "/art-bible",
         merge(EH, {"design/art/art-bible.md": "# Art bible\n## 1 Visual identity ✓\n## 2 Mood ✓\n## 3 Shape language ✓\n## 4 Colour ✓\n## 5–9: (empty)\n"}),
         Q("Which sections need to be authored today?", "Scope",
           [O("Full bible — all 9 sections"), O("Visual identity core (sections 1–4 only)"), O("Asset standards only (section 8)"), O("Resume — fill in missing sections")]),
         L("scope", sel("Resume — fill in missing sections"), "Sections 1–4 are written and 5–9 are empty."))
    call(F, "ab-identity", S("art-bible", "Section 1: Visual Identity Statement"), "filled", "/art-bible",
         {"notes.md": "Idea: a slow, melancholy lighthouse-keeper sim.\n", "design/gdd/game-concept.md": "# Lighthouse — concept\nPillars: solitude, ritual, weather.\n"},
         Q("Art director's draft: 'Salt-worn gouache: every surface weathered, light is the only saturated thing.' What would you like to do?", "Identity",
           [O("[A] Lock this in"), O("[B] Revise the one-liner"), O("[C] Revise a supporting principle"), O("[D] Describe my own direction")]),
         L("style", person("The game's visual identity is a creative decision the concept document leaves open."), "Product definition."))

    # ------------------------------------------------------------ more release and sprint
    call(F, "release-ver", S("team-release", "(opening: Argument check)"), "variant", "/team-release",
         merge(SR, {"production/milestones/1.5.md": "# 1.5 — Winter Heists\nVersion: v1.5.0\nTarget: 2026-12-10\n"}),
         Q("No version argument provided — inferred v1.5.0 from milestone data. Releasing v1.5.0. Is this correct?", "Version",
           [O("Yes — release v1.5.0"), O("No — I'll give the version")]),
         L("confirmation", person("Nothing lets an agent release the live game; starting the pipeline that tags and deploys v1.5.0 to every player is for a person to confirm."), "Outward: a live release.", ["outward"]))
    call(F, "sprint-update", S("sprint-plan", "Phase 2: Generate Output"), "prose", "/sprint-plan update", EH,
         Q("What would you like to change in the current sprint?", "Changes",
           [O("Add stories"), O("Remove stories"), O("Reprioritize"), O("Re-estimate")], multi=True),
         L("scope", person("The invocation asks to update the sprint but says nothing about what should change; that is the person's intent."), "The person's intent."))

    call(F, "bs-constraints", S("brainstorm", "Phase 1: Creative Discovery"), "variant", "/brainstorm leaking", JAM,
         [Q("What kind of experience do you most want players to have?", "Experience",
            [O("Challenge & Mastery"), O("Story & Discovery"), O("Expression & Creativity"), O("Relaxation & Flow")]),
          Q("What's your realistic development timeline?", "Timeline", [O("Weeks"), O("Months"), O("1-2 years"), O("Multi-year")]),
          Q("Where are you in your dev journey?", "Dev level", [O("First game"), O("Shipped before"), O("Professional background")])],
         [L("scope", person("A racing game with leaks could aim at mastery or at playful chaos; the jam rules and the pitch don't choose."), "Product definition."),
          L("scope", sel("Weeks"), "A 48-hour jam (jam-rules.md)."),
          L("other", person("Nothing in the jam folder says whether the person has shipped a game before."), "About the person.", ["about_person"])])

    # ------------------------------------------------------------ /prototype intent, /asset-spec, more release
    q_pi = Q("How would you like to use this prototype session?", "Session",
             [O("Prototype this concept", "build a throwaway build to validate the core idea is fun before writing GDDs (1–3 days)"),
              O("Skip — concept already proven", "I have enough evidence this works; log it and proceed directly to design"),
              O("Mid-production spike", "I'm already in Production and want to test a specific mechanic or technical question quickly (~4 hours, no phase gate implications)")])
    call(F, "proto-intent", S("prototype", "Phase 1: Define the Question"), "verbatim", "/prototype", {"notes.md": "Beekeeping city-builder, 2D, PC first then iPad.\n", "design/gdd/game-concept.md": "# Hive — concept\nStatus: Draft\n"}, q_pi,
         L("other", person("A draft concept and no evidence either way: whether the idea still needs proving, or the person has already playtested it on paper, only they know."), "The person's intent and evidence."))
    call(F, "proto-intent", S("prototype", "Phase 1: Define the Question"), "variant", "/prototype", merge(SR, {"production/stage.txt": "Production\n"}), q_pi,
         L("other", sel("Mid-production spike"), "Skyrail is live and in Production (stage.txt); a concept prototype no longer applies."))
    call(F, "asset-inventory", S("asset-spec", "Step 3 — Present and collaborate"), "verbatim", "/asset-spec",
         {"notes.md": "Beekeeping city-builder.\n", "design/gdd/hive-system.md": "# Hive system\nEntities: hive, queen, worker bee, drone, wax frame.\n", "design/art/art-bible.md": "# Art bible (sections 1–4)\n"},
         Q("I found **5 visual entities and 3 UI screens** across your GDDs and art bible. Review the list — what's missing, what's not needed?", "Inventory",
           [O("[A] Looks good — save this inventory"), O("[B] Add items I'll describe"), O("[C] Remove items that don't apply"), O("[D] Both add and remove — let me edit")]),
         L("scope", sel("[A] Looks good — save this inventory"), "The list is exactly the hive GDD's entities; nothing in the files adds or removes any."))
    call(F, "asset-profile", S("asset-spec", "Source doc reads (by target type):"), "verbatim", "/asset-spec character Ash Wraith", EH,
         Q("No profile found for **Ash Wraith**. Describe it briefly — a sentence or two is enough.", "Profile",
           [O("[A] Describe it now"), O("[B] Skip this entity"), O("[C] Stop here")]),
         L("other", person("What the Ash Wraith looks like is creative content only the person has; no document describes it."), "Product definition."))
    call(F, "release-blocked", S("team-release", "Error Recovery Protocol"), "variant", "/team-release 1.2.0 — Aiko here, running it myself", TP,
         Q("qa-lead: BLOCKED — the device-farm run needs Harbor Games' BrowserStack credentials, not found in the environment. How do you want to proceed?", "Blocked",
           [O("Skip this agent and note the gap in the final report"), O("Retry with narrower scope"), O("Stop here and resolve the blocker first")]),
         L("other", person("The publisher's device-farm account is a credential only Aiko or Harbor can supply; skipping store-release QA would be a risk she must accept herself."), "Credentials; risk acceptance.", ["about_person", "security"]))
    call(F, "sprint-concerns", S("sprint-plan", "Phase 4: Producer Feasibility Gate"), "variant", "/sprint-plan new",
         merge(TP, {"producer-gate.txt": "CONCERNS: the plan drops the Harbor Games milestone M4 deliverable (tutorial localisation) to fit capacity; contract milestone payment depends on M4.\n"}),
         Q("Producer flagged concerns with this sprint plan. How do you want to proceed?", "Concerns",
           [O("[A] Proceed as planned — I accept the risk"), O("[B] Adjust scope — defer some Should Have stories"), O("[C] Extend the sprint timeline")]),
         L("scope", person("The trade-off touches a contract milestone and its payment; Aiko and the publisher decide, not the planner."), "Money and a contract.", ["about_person"]))

    call(F, "release-blocked", S("team-release", "Error Recovery Protocol"), "variant", "/team-release v0.9.0", EH,
         Q("devops-engineer: BLOCKED — the Next Fest demo needs its own Steam app ID; Steamworks asks for the $100 Steam Direct fee to create it. How do you want to proceed?", "Blocked",
           [O("Skip this agent and note the gap in the final report"), O("Retry with narrower scope"), O("Stop here and resolve the blocker first")]),
         L("other", person("Paying Valve's fee from Rui's account is his money and his account; no agent step can settle it."), "Money and the person's account.", ["about_person"]))
