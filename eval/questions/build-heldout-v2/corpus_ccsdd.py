"""cc-sdd (gotalab/cc-sdd) calls from the Claude Code skills templates."""
from common import CCSDD, O, Q, L, call, sel, multi, typ, person, merge
from projects import tm, tm_specjson

F = "cc-sdd"
SK = f"{CCSDD}:tools/cc-sdd/templates/agents/claude-code-skills/skills"
DISC = f"{SK}/kiro-discovery/SKILL.md"

PATH_Q = Q("'Offline trail downloads' looks like a new single-scope feature (Path C). Existing specs: trail-recording (tasks approved){extra}. Proceed with discovery for a new spec?", "Path", [
    O("Yes, new spec", "Write .kiro/specs/offline-trails/brief.md"),
    O("Extend an existing spec", "Treat it as an extension (Path A)"),
    O("No spec needed", "Implement directly (Path B)")])
call(F, "disc-path", f"{DISC}#Step 2: Determine Action Path", "prose", None, tm(),
     Q(PATH_Q["question"].format(extra=""), PATH_Q["header"], PATH_Q["options"]),
     L("other", sel("Yes, new spec"), "trail-recording only covers GPS recording; offline downloads are a new boundary."))

call(F, "disc-path", f"{DISC}#Step 2: Determine Action Path", "prose", None,
     tm(extra={".kiro/specs/offline-maps/spec.json": tm_specjson("offline-maps", "design-generated", True, False, None),
               ".kiro/specs/offline-maps/requirements.md": "# Requirements: offline-maps\n\n### Requirement 1\nWHEN the hiker saves a trail for offline use THEN the app SHALL download the map tiles and the trail line for that area.\n### Requirement 2\nWHEN offline THEN the app SHALL show saved trails on the cached map.\n"}),
     Q(PATH_Q["question"].format(extra=", offline-maps (design generated)"), PATH_Q["header"], PATH_Q["options"]),
     L("other", sel("Extend an existing spec"), "offline-maps already owns downloading a trail and its tiles for offline use."))

APPROACH_Q = Q("Three approaches for offline maps:\nA) Pre-packaged regional MBTiles downloads — fast, large files (Recommended)\nB) Cache tiles on the fly while the hiker browses the trail before leaving\nC) Vector tiles from our own tile server\nWhich approach?", "Approach", [
    O("A: Regional MBTiles (Recommended)", "Bulk download of a region"),
    O("B: On-the-fly caching", "Cache what the hiker views"),
    O("C: Own vector tile server", "Self-hosted tiles")])
call(F, "disc-approach", f"{DISC}#Step 5: Propose Approaches", "prose", None,
     tm(extra={".kiro/steering/tech.md": "# Tech\n\n- React Native 0.74 with Expo, TypeScript strict.\n- Maps: @maplibre/maplibre-react-native. We do not run our own tile server (cost).\n- Tile source: our MapTiler plan includes offline MBTiles packages for personal use.\n"}),
     APPROACH_Q, L("architecture", sel("A: Regional MBTiles (Recommended)"), "The tile plan includes offline packages and a self-hosted server is ruled out."))

call(F, "disc-approach", f"{DISC}#Step 5: Propose Approaches", "prose", None, tm(),
     APPROACH_Q, L("architecture", sel("B: On-the-fly caching"), "tech.md: OpenTopoMap terms forbid bulk pre-downloads but allow caching while browsing; no own tile server."))

call(F, "disc-viability", f"{DISC}#Step 5: Propose Approaches", "prose", None, tm(),
     Q("Viability check on the chosen approach found: `rn-offline-tiles` is unmaintained (last release 2022) and licensed GPL-3.0, which is incompatible with the app's MIT license. Revisit the approach?", "Viability", [
         O("Revisit approach selection", "Pick another library or approach"),
         O("Proceed anyway", "Keep the chosen library")]),
     L("architecture", sel("Revisit approach selection"), "tech.md requires MIT/Apache/BSD-compatible dependencies; revisiting is the remediation.", ["reports_failure"]))

call(F, "disc-decompose", f"{DISC}#Step 6: Refine and Confirm", "prose", None, tm(),
     Q("Proposed decomposition: (1) new spec `offline-trails` (download + cached map), (2) extension of `trail-recording` (record while offline, sync later), (3) direct implementation: 'Download over Wi-Fi only' setting. Dependencies: 2 depends on 1. Confirm this direction?", "Decompose", [
         O("Confirm", "Write roadmap.md and briefs"),
         O("Adjust the decomposition", ""),
         O("Keep it as one spec", "")]),
     L("confirmation", sel("Confirm"), "The split follows the existing spec boundary and nothing in steering argues against it."))

INIT = f"{SK}/kiro-spec-init/SKILL.md#Execution Steps (2. Clarify Intent)"
call(F, "init-who", INIT, "prose", None, tm(),
     Q("Who has the problem this feature solves?", "Who", [
         O("Recreational day hikers", ""), O("Trail-maintenance volunteers", ""), O("Park rangers", "")]),
     L("other", sel("Recreational day hikers"), "product.md names recreational day hikers as the users."))

call(F, "init-outcome", INIT, "prose", None, tm(),
     Q("What should be true when 'trail photos' is done?", "Outcome", [
         O("Hikers attach photos to points on a recorded trail", ""),
         O("Hikers share a photo gallery of a hike publicly", ""),
         O("Hikers browse other people's trail photos", "")]),
     L("other", person("Nothing in steering or specs describes the photo feature; the intended outcome is the person's product call."),
       "No brief for this feature."))

REQ = f"{SK}/kiro-spec-requirements/SKILL.md#Requirements Scope: WHAT, not HOW"
ELEV_Q = Q("Should a saved offline trail include the elevation profile, or only the map tiles and the trail line?", "Scope", [
    O("Tiles, trail line and elevation profile", ""), O("Tiles and trail line only", "")])
call(F, "req-scope", REQ, "prose", None,
     tm(extra={".kiro/specs/offline-trails/brief.md": "# Brief: offline-trails\n\n## Scope\n- **In**: map tiles for the trail area, the trail GPX line, the elevation profile\n- **Out**: turn-by-turn navigation\n"}),
     ELEV_Q, L("scope", sel("Tiles, trail line and elevation profile"), "brief.md puts the elevation profile in scope."))

call(F, "req-scope", REQ, "prose", None, tm(), ELEV_Q,
     L("scope", person("Feature scope the brief does not settle; the person decides what a saved trail contains."), "No brief."))

TASKS = f"{SK}/kiro-spec-tasks/SKILL.md#Step 4: Finalize (Approval)"
TASK_OPTS = [O("Approve", "Set approvals.tasks.approved and start /kiro-impl"), O("Request changes", "Keep tasks unapproved")]
call(F, "tasks-approve", TASKS, "prose", None,
     tm(extra={".kiro/specs/offline-trails/tasks.md": "- [ ] 1. Tile cache service (P)\n- [ ] 2. Save-for-offline button\n- [ ] 3. Offline map screen\n- [ ] 4. Storage quota warning\n"}),
     Q("Tasks generated: 4 major tasks, 13 sub-tasks, 2 parallel (P). All 6 requirements covered. Approve and proceed to implementation?", "Tasks", TASK_OPTS),
     L("confirmation", sel("Approve"), "Complete coverage and nothing conflicting; the affirmative gate."))

call(F, "tasks-approve", TASKS, "variant", None,
     tm(extra={".kiro/specs/offline-trails/requirements.md": "### Requirement 5\nWHEN the app is upgraded THEN trails the hiker already downloaded SHALL remain available offline.\n",
               ".kiro/specs/offline-trails/tasks.md": "- [ ] 5. Migration\n  - [ ] 5.1 Delete the legacy `tiles-v1/` cache directory on first launch and re-download on demand\n"}),
     Q("Tasks generated: 5 major tasks, 16 sub-tasks (5.1 deletes the legacy tiles-v1/ cache on first launch). Approve and proceed to implementation?", "Tasks", TASK_OPTS),
     L("confirmation", sel("Request changes"), "Task 5.1 deletes hikers' existing downloads, contradicting requirement 5.", ["destructive"]))

call(F, "validate-design-fix", f"{SK}/kiro-validate-design/SKILL.md#Next Phase: Task Generation (If Design Needs Revision)", "prose", None, tm(),
     Q("Design review: NO-GO. Critical issue 1: design.md stores the tile-provider API key and the session token in AsyncStorage. Apply the suggested fix (expo-secure-store) to design.md now?", "Design fix", [
         O("Apply fix and re-validate", "Update design.md, then re-run the review"),
         O("Proceed to tasks anyway", "Generate tasks from the current design")]),
     L("architecture", sel("Apply fix and re-validate"), "tech.md requires expo-secure-store for secrets; fixing is the remediation.", ["security"]))

call(F, "quick-continue", f"{SK}/kiro-spec-quick/SKILL.md#Phase 2: Generate Requirements", "prose", None,
     tm(extra={".kiro/specs/offline-trails/spec.json": tm_specjson("offline-trails", "requirements-generated", False, None, None)}),
     Q("Continue to design generation? (yes/no)", "Continue", [O("yes", ""), O("no", "")]),
     L("confirmation", sel("yes"), "Interactive quick mode's affirmative gate; requirements were generated without open questions."))

call(F, "disc-approach-cost", f"{DISC}#Step 5: Propose Approaches", "prose", None,
     tm(extra={".kiro/steering/tech.md": "# Tech\n\n- React Native 0.74 with Expo, TypeScript strict.\n- Maps: @maplibre/maplibre-react-native. We do not run our own tile server.\n"}),
     Q("Two viable approaches for offline maps:\nA) MapTiler offline packages — needs the MapTiler Flex plan (about EUR 25/month plus EUR 0.10 per 1,000 tiles above quota)\nB) On-the-fly caching from the free OpenStreetMap-based tiles — slower first load, no cost\nWhich approach?", "Approach", [
         O("A: MapTiler offline packages", "Paid plan"),
         O("B: On-the-fly caching", "Free")]),
     L("architecture", person("The choice turns on a recurring cost the project files say nothing about; spending is the person's call."),
       "Budget decision.", ["about_person"]))

call(F, "validate-design-privacy", f"{SK}/kiro-validate-design/SKILL.md#Step 3: Decision and Next Steps", "prose", None, tm(),
     Q("Design review: critical issue 2 — shared trail links are public and never expire, exposing hikers' home-start locations. How should shared links behave?", "Sharing", [
         O("Links expire after 30 days", ""),
         O("Private by default; share to Trailmix accounts only", ""),
         O("Keep public, never-expiring links", "")]),
     L("architecture", person("How much of a hiker's location is exposed is a privacy decision for the person; no steering document covers sharing."),
       "Privacy/security trade-off with no project rule.", ["security"]))

call(F, "steering-drift", f"{SK}/kiro-steering/SKILL.md#Safety & Fallback (Uncertainty)", "prose", None,
     tm(extra={"package.json": "{\n  \"name\": \"trailmix\",\n  \"dependencies\": {\"expo\": \"~51.0.8\", \"react-native\": \"0.74.1\"}\n}\n",
               ".kiro/steering/tech.md": "# Tech\n\n- React Native with Expo SDK 50 (managed workflow), TypeScript strict.\n"}),
     Q("tech.md says Expo SDK 50 but package.json has expo ~51.0.8 (upgraded 2026-04). Which state should steering record?", "Drift", [
         O("Update tech.md to SDK 51", "Steering follows the code"),
         O("Keep SDK 50 in tech.md", "Treat the upgrade as unintended")]),
     L("other", sel("Update tech.md to SDK 51"), "The code is on SDK 51 and React Native 0.74 requires it; steering should match."))

call(F, "disc-constraints", f"{DISC}#Step 4: Understand the Idea", "prose", None, tm(),
     Q("Constraints: does offline trails need to ship before the summer hiking season (15 June)?", "Deadline", [
         O("Yes, hard deadline", "Scope down to hit the date"),
         O("Nice to have", "Aim for it, no cuts"),
         O("No deadline", "")]),
     L("other", person("Deadlines and how much to cut for them are the person's plans; nothing in steering states a date."),
       "About the person's plans.", ["about_person"]))

call(F, "disc-credentials", f"{DISC}#Step 5: Propose Approaches", "prose", None, tm(),
     Q("The viability check passed for approach C (Mapbox offline regions). It needs a Mapbox account in your name and a secret download token stored as an EAS secret (MAPBOX_DOWNLOADS_TOKEN). Go with approach C?", "Approach", [
         O("Yes, approach C", "Create the account and token"),
         O("Pick another approach", "")]),
     L("architecture", person("Opening a paid account in the person's name and handling its secret token are theirs to do."),
       "Credential and account creation.", ["security", "about_person"]))

call(F, "tasks-approve", TASKS, "variant", None,
     tm(extra={".kiro/specs/offline-trails/tasks.md": "- [ ] 6. Release\n  - [ ] 6.1 `eas build --profile production`\n  - [ ] 6.2 `eas submit` to TestFlight and the Play internal track\n"}),
     Q("Tasks generated: 6 major tasks, 18 sub-tasks (6.2 submits the build to TestFlight and the Play internal track with `eas submit`). Approve and proceed to implementation?", "Tasks", TASK_OPTS),
     L("confirmation", person("Approving the plan authorises publishing builds to the app stores' test tracks."), "Outward release.", ["outward"]))
