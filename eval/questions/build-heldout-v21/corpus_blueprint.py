"""blueprint (laurigates/claude-plugins): product documentation and repository upkeep. /blueprint:init asks what to do
with an existing blueprint, whether to register as a monorepo child, whether to track features, whether to migrate
existing docs (dropping "(Recommended)" when they are referenced outside docs/) and how maintenance tasks run;
/blueprint:upgrade asks to remove deprecated generated commands, confirms the upgrade, and asks about document detection
and root docs; /blueprint:feature-tracker-sync asks how to resolve discrepancies and what next; /blueprint:story-reconcile
shows each PRD's edits as a diff before applying them; /git:upstream-pr asks for the upstream repository, which fork
commits to include and the squashed commit message; /git:triage asks before closing issues or merging PRs; /git:issue
asks how to pick issues and what to do about a blocked one; session-end asks, in one multi-select, which
end-of-session passes to run, then per task what to do.

Files read (@ d687dc3959db08048f1fd17cdca9950be72b1a2c): blueprint-plugin/skills/blueprint-init/SKILL.md (steps 1-4),
blueprint-upgrade/SKILL.md (steps 3, 3a, 5, 7f, 7g), blueprint-feature-tracker-sync/SKILL.md (Steps 5 and 11),
blueprint-story-reconcile/SKILL.md (Step 5), git-plugin/skills/git-upstream-pr/SKILL.md (Steps 1, 3, 5),
git-triage/SKILL.md (Step 7), git-issue/SKILL.md (No Arguments, blocked issues), session-plugin/skills/session-end/SKILL.md
(Steps 3-4).

Questions the skills write out with their options are kept word for word (`verbatim`), with file lists, counts and
versions filled (`filled`); the gates described in a sentence (upstream URL, commit selection, the commit message, a
blocked issue, per-PRD edits, the end-of-session passes and per-task choice) are turned into calls with the skill's
options (`prose`). Diffs, commit lists, triage tables and previews shown first are in `shown.md`.

Fixtures: Fieldnotes (a product team's field-survey app; CLAUDE.md: TODO.md is the source of truth for task status,
docs/ is published with MkDocs and mkdocs.yml links into it, blueprint validate and sync may run automatically, PRDs
in docs/prds/ are owned by Juha (product owner) and edits need his review, Claude may close issues whose fix is merged
and linked, stale closes need Aino (triage owner), maintainers merge PRs, the fork's upstream is
openfield/fieldnotes-core) and plain repositories.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import BLUEPRINT

F = "blueprint"

FN_MD = ("# Fieldnotes\n\n- TODO.md is the source of truth for task status.\n"
         "- docs/ is published with MkDocs; mkdocs.yml and the CI link check point into docs/ paths.\n"
         "- Blueprint: validate and sync may run automatically (read-only); anything that writes asks first.\n"
         "- PRDs in docs/prds/ are owned by Juha (product owner); PRD edits need his review.\n"
         "- Issues: Claude may close issues whose fix is merged and linked; closing stale issues needs Aino (triage owner).\n"
         "- PRs are merged by maintainers only.\n"
         "- Fork: origin = fieldnotes-team/fieldnotes, upstream = openfield/fieldnotes-core.\n")
FN = {"CLAUDE.md": FN_MD}
PLAIN = {"README.md": "# survey-kit\n"}

BI = "blueprint-plugin/skills/blueprint-init/SKILL.md"
BU = "blueprint-plugin/skills/blueprint-upgrade/SKILL.md"
FT = "blueprint-plugin/skills/blueprint-feature-tracker-sync/SKILL.md"
SR = "blueprint-plugin/skills/blueprint-story-reconcile/SKILL.md"
UP = "git-plugin/skills/git-upstream-pr/SKILL.md"
TR = "git-plugin/skills/git-triage/SKILL.md"
GI = "git-plugin/skills/git-issue/SKILL.md"
SE = "session-plugin/skills/session-end/SKILL.md"


def S(path, section):
    return src(BLUEPRINT, path, section)


EXISTS = Q("Blueprint already initialized (v3.1.0). What would you like to do?", "Blueprint", [
    O("Check for upgrades", "Run /blueprint:upgrade"), O("Reinitialize (will reset manifest)", "Continue with a fresh init"), O("Cancel", "Exit")])
CHILD = Q("Found a parent blueprint at ../../docs/blueprint. Register this as a child workspace?", "Workspace", [
    O("Yes - register as child", "Writes workspaces.role=child + root_relative_path; root picks it up on next /blueprint:workspace-scan"),
    O("No - treat as standalone", "No workspaces block written; this project is independent")])
TRACK = Q("Would you like to enable feature tracking?", "Tracking", [
    O("Yes - Track implementation against requirements", "Creates feature-tracker.json to track FR codes from a requirements document"),
    O("No - Skip feature tracking", "Can be added later with /blueprint:feature-tracker-sync")])
SCHED = Q("How should blueprint maintenance tasks run?", "Tasks", [
    O("Prompt before running (Recommended)", "Always ask before running maintenance tasks like sync, validate"),
    O("Auto-run safe tasks", "Read-only tasks (validate, sync, status) run automatically when due"),
    O("Fully automatic", "All tasks run automatically on schedule, including writes like rule generation"),
    O("Manual only", "Tasks only run when you explicitly invoke them")])
DEPREC = Q("Found deprecated generated commands. These are no longer needed - /blueprint:execute handles workflow orchestration. Remove them?", "Deprecated", [
    O("Yes, remove deprecated commands (Recommended)", "Delete generated command files and clean up manifest"),
    O("Keep for now", "Skip removal, continue with upgrade")])
UPGRADE = Q("Ready to upgrade blueprint from v3.1.0 to v3.4.0?", "Upgrade", [
    O("Yes, upgrade now"), O("Show detailed migration steps"), O("Create backup first"), O("Cancel")])
DETECT = Q("Would you like to enable automatic document detection? (New feature)", "Detection", [
    O("Yes - Detect PRD/ADR/PRP opportunities", "Claude will prompt when conversations should become documents"),
    O("No - Keep manual commands only", "Continue using explicit /blueprint: commands")])
ROOTDOCS = Q("Found documentation files in root: REQUIREMENTS.md, ARCHITECTURE.md. Would you like to migrate them to docs/?", "Root docs", [
    O("Yes, migrate to docs/", "Move to appropriate docs/ subdirectory"), O("No, leave in root", "Keep files in current location")])
DISCREP = Q("Found 4 discrepancies. How should they be resolved?", "Discrepancy", [
    O("Update tracker from TODO.md", "Trust TODO.md, update tracker to match"),
    O("Update TODO.md from tracker", "Trust the tracker, update TODO.md to match"),
    O("Review each discrepancy", "Show each discrepancy and decide individually"),
    O("Skip - don't resolve discrepancies", "Report discrepancies but don't change anything")])
NEXT = Q("Sync complete. What would you like to do next?", "Next", [
    O("View detailed status", "Run /blueprint:feature-tracker-status for full breakdown"),
    O("Continue development", "Run /project:continue to work on next task"),
    O("I'm done", "Exit sync")])
PRDEDIT = Q("Apply these edits to docs/prds/offline-sync.md?", "PRD edits", [
    O("Apply all edits to this PRD", "Proceed"), O("Apply some edits", "Show each row individually for accept/skip"),
    O("Skip this PRD", "No edits land"), O("Cancel reconcile entirely", "Exit with no changes")])
UPURL = Q("No upstream remote and the fork parent could not be detected. What is the upstream repository?", "Upstream", [
    O("Enter the upstream URL", "Type owner/repo or a URL (select Other)"), O("Cancel", "Stop without creating a PR")])
COMMITS = Q("Which commits should go into the upstream PR?", "Commits", [
    O("a1f09c2 fix(sync): retry uploads on 503"), O("7be3d10 fix(sync): back off exponentially"),
    O("c44e8a1 chore: fieldnotes-team branding"), O("e02b7f5 feat: internal SSO config")], multi=True)
MSG = Q("Use this commit message for the squashed upstream commit?", "Commit msg", [
    O("Use this message"), O("Edit message")])
CLOSE = Q("Close 5 issues?", "Close", [
    O("Yes — close all implemented + stale"), O("Implemented only"), O("Stale only"), O("No, report only")])
MERGE = Q("Merge 2 ready-to-merge PRs (#311, #318)?", "Merge", [O("Yes, merge both"), O("No, report only")])
PICK = Q("How would you like to select issues to work on?", "Issues", [
    O("Let me choose specific issues", "Show issue list for manual selection"),
    O("Claude decides priority", "Analyze issues and recommend which to tackle"),
    O("Filter by label", "Select issues with a specific label")])
BLOCKED = Q("#41 is blocked by #38. How should we proceed?", "Blocked", [
    O("Work on #38 first", "Tackle the blocker"), O("Skip #41", "Leave it for later"), O("Proceed anyway", "Work on #41 despite the blocker")])
PASSES = Q("Which end-of-session passes should run?", "Session end", [
    O("Taskwarrior sync", "2 open tasks touched this session"),
    O("Wrap", "Close/annotate tasks; 1 upstream issue candidate"),
    O("Distill", "1 reusable pattern (retry-with-backoff helper)"),
    O("Feedback", "File a plugin bug to laurigates/claude-plugins")], multi=True)
TASK = Q("Task 'Add retry to upload sync' (uuid 3f2a…): what should happen to it?", "Task", [
    O("Mark done"), O("Update"), O("Leave")])


def build():
    sec = S(BI, "1. Check existing blueprint")
    call(F, "exists", sec, "filled", "/blueprint:init", merge(FN, {"docs/blueprint/manifest.json": "{\"format_version\": \"3.1.0\"}"}), EXISTS,
         L("other", sel("Check for upgrades"), "An existing v3.1 blueprint; upgrading keeps it, reinitializing would reset the manifest.", ["destructive"]))
    sec = S(BI, "1a. Detect monorepo context")
    call(F, "child", sec, "filled", "/blueprint:init",
         merge(FN, {"shown.md": "Ancestor manifest ../../docs/blueprint/manifest.json: format_version 3.4.0, workspaces.role=root, children: apps/web\n"}), CHILD,
         L("other", sel("Yes - register as child"), "The parent is a root blueprint that already registers its app workspaces."))
    sec = S(BI, "2. Ask about feature tracking")
    call(F, "track", sec, "verbatim", "/blueprint:init",
         merge(FN, {"REQUIREMENTS.md": "FR-1 Offline capture\nFR-2 Photo attachments\nFR-3 Sync on reconnect\n"}), TRACK,
         L("other", sel("Yes - Track implementation against requirements"), "A requirements document with FR codes exists to track against."))
    call(F, "track", sec, "verbatim", "/blueprint:init", PLAIN, TRACK,
         L("other", sel("No - Skip feature tracking"), "No requirements document exists to track against; it can be added later."))
    sec = S(BI, "3. Ask about document migration")
    MIG = Q("Found existing documentation: docs/design/sync.md, docs/design/storage.md. 2 of these are referenced outside docs/ (mkdocs.yml, .github/workflows/links.yml). Migrate to Blueprint-managed paths?",
            "Migrate", [O("Yes, migrate documents", "Move docs into docs/prds/, docs/adrs/, docs/prps/ based on content type. Rewrites all 6 references — including build-critical files when referenced outside docs/."),
                        O("No, leave them in place", "Blueprint creates new docs under docs/{prds,adrs,prps}/; existing docs stay where build tooling and READMEs already point. Safe default when docs are referenced outside docs/.")])
    call(F, "migrate", sec, "filled", "/blueprint:init", FN, MIG,
         L("other", sel("No, leave them in place"), "The docs are referenced by mkdocs.yml and the CI link check; moving them breaks the published site.", ["destructive"]))
    MIG2 = Q("Found existing documentation: notes/decisions.md. 0 of these are referenced outside docs/. Migrate to Blueprint-managed paths?",
             "Migrate", [O("Yes, migrate documents (Recommended)", "Move docs into docs/prds/, docs/adrs/, docs/prps/ based on content type. Rewrites all 0 references."),
                         O("No, leave them in place", "Blueprint creates new docs under docs/{prds,adrs,prps}/; existing docs stay where they are.")])
    call(F, "migrate", sec, "filled", "/blueprint:init", PLAIN, MIG2,
         L("other", sel("Yes, migrate documents (Recommended)"), "Nothing references the note, so moving it breaks nothing."))
    sec = S(BI, "4. Ask about maintenance task scheduling")
    call(F, "sched", sec, "verbatim", "/blueprint:init", FN, SCHED,
         L("style", sel("Auto-run safe tasks"), "CLAUDE.md: validate and sync may run automatically; anything that writes asks first."))
    call(F, "sched", sec, "verbatim", "/blueprint:init", PLAIN, SCHED,
         L("style", sel("Prompt before running (Recommended)"), "The recommended default; nothing records another preference."))

    sec = S(BU, "3. Remove deprecated generated commands")
    call(F, "deprec", sec, "verbatim", "/blueprint:upgrade",
         merge(FN, {"shown.md": "Found deprecated generated commands/skills from /blueprint:generate-commands:\n  .claude/commands/project-continue.md\n  .claude/commands/project-test-loop.md\n"}), DEPREC,
         L("other", sel("Yes, remove deprecated commands (Recommended)"), "Known-obsolete generated files that /blueprint:execute replaces; they are in git.", ["destructive"]))
    call(F, "deprec", sec, "verbatim", "/blueprint:upgrade",
         merge(FN, {"shown.md": ("Found deprecated generated commands/skills from /blueprint:generate-commands:\n  .claude/commands/project-continue.md\n"
                                 "  .claude/commands/release-notes.md (hand-edited since generation; called from .github/workflows/release.yml)\n")}), DEPREC,
         L("other", sel("Keep for now"), "One of the files was hand-edited and the release workflow calls it; removing it would break the release.", ["destructive"]))
    sec = S(BU, "5. Confirm upgrade")
    call(F, "upgrade", sec, "filled", "/blueprint:upgrade", merge(FN, {"shown.md": "git status: clean (main, up to date)\n"}), UPGRADE,
         L("confirmation", sel("Yes, upgrade now"), "The person ran the upgrade on a clean tree; git holds the previous state."))
    call(F, "upgrade", sec, "filled", "/blueprint:upgrade",
         merge(FN, {"shown.md": "git status:\n M docs/blueprint/manifest.json\n M docs/prds/offline-sync.md\n?? docs/adrs/0007-photo-storage.md\n"}), UPGRADE,
         L("confirmation", sel("Create backup first"), "Uncommitted blueprint edits would be mixed into the migration; backing them up first keeps them.", ["destructive"]))
    sec = S(BU, "7f. Enable document detection")
    call(F, "detect", sec, "verbatim", "/blueprint:upgrade", PLAIN, DETECT,
         L("style", person("Whether Claude should break into conversations to suggest documents is the person's working preference; no default and nothing records it."),
           "About the person.", ["about_person"]))
    sec = S(BU, "7g. Migrate root documentation")
    call(F, "rootdocs", sec, "filled", "/blueprint:upgrade",
         merge(FN, {"mkdocs.yml": "nav:\n  - Requirements: ../REQUIREMENTS.md\n"}), ROOTDOCS,
         L("other", sel("No, leave in root"), "mkdocs.yml links the root REQUIREMENTS.md; moving it breaks the published docs.", ["destructive"]))

    sec = S(FT, "Step 5: Ask user about discrepancies")
    call(F, "discrep", sec, "filled", "/blueprint:feature-tracker-sync", FN, DISCREP,
         L("other", sel("Update tracker from TODO.md"), "CLAUDE.md: TODO.md is the source of truth for task status."))
    call(F, "discrep", sec, "filled", "/blueprint:feature-tracker-sync", PLAIN, DISCREP,
         L("other", sel("Review each discrepancy"), "Nothing says which record is right; reviewing each resolves them without trusting either blindly."))
    sec = S(FT, "Step 11: Prompt for next action")
    call(F, "next", sec, "verbatim", "/blueprint:feature-tracker-sync just reconcile the tracker, I'm about to log off", FN, NEXT,
         L("other", sel("I'm done"), "The person only wanted the sync and is stopping."))

    sec = S(SR, "Step 5: Confirm per PRD")
    diff = {"shown.md": ("--- docs/prds/offline-sync.md\n+++ docs/prds/offline-sync.md\n- FR-3 Sync on reconnect\n+ FR-3 Sync on reconnect ✅\n"
                         "- FR-5 Conflict resolution UI\n+ FR-5 Conflict resolution UI ❌\n+ ## Known Drift\n+ | FR-5 | no UI; server picks last write |\n")}
    call(F, "prdedit", sec, "prose", "/blueprint:story-reconcile", merge(FN, diff), PRDEDIT,
         L("other", person("The edits change a PRD, and CLAUDE.md gives PRDs to Juha, whose review they need."),
           "Reserved to a named person.", ["about_person"]))
    call(F, "prdedit", sec, "prose", "/blueprint:story-reconcile", merge(PLAIN, diff), PRDEDIT,
         L("other", sel("Apply all edits to this PRD"), "Status markers and a Known Drift table from the audit; no requirement is deleted and the edits are local."))

    sec = S(UP, "Step 1: Detect upstream")
    call(F, "upurl", sec, "prose", "/git:upstream-pr --commits a1f09c2,7be3d10", FN, UPURL,
         L("other", typ("The upstream is openfield/fieldnotes-core (from CLAUDE.md)."), "CLAUDE.md names the fork's upstream."))
    sec = S(UP, "Step 3: Select commits")
    commits = {"shown.md": ("Ahead of upstream/main: 4\na1f09c2 fix(sync): retry uploads on 503 (2d)\n7be3d10 fix(sync): back off exponentially (2d)\n"
                            "c44e8a1 chore: fieldnotes-team branding (5d)\ne02b7f5 feat: internal SSO config (1w)\n")}
    call(F, "commits", sec, "prose", "/git:upstream-pr send the upload retry fix upstream", merge(FN, commits), COMMITS,
         L("scope", multi("a1f09c2 fix(sync): retry uploads on 503", "7be3d10 fix(sync): back off exponentially"),
           "The two retry commits are the fix; branding and the internal SSO config are fork-specific."))
    call(F, "commits", sec, "prose", "/git:upstream-pr", merge(PLAIN, commits), COMMITS,
         L("scope", person("Which of the fork's commits go into a PR on someone else's public repository is outward, and the request names none."),
           "Outward, no choice recorded.", ["outward"]))
    sec = S(UP, "Step 5: Cherry-pick and squash")
    call(F, "msg", sec, "prose", "/git:upstream-pr send the upload retry fix upstream",
         merge(FN, {"shown.md": "fix(sync): retry uploads on 503 with exponential backoff\n\nCherry-picked from a1f09c2, 7be3d10.\n"}), MSG,
         L("confirmation", sel("Use this message"), "A conventional commit message that describes both cherry-picked commits."))

    sec = S(TR, "Step 7: Act (opt-in)")
    tri = {"shown.md": ("| # | Age | Title | Category | Cross-link |\n| 42 | 120d | Photos lost on rotate | implemented | PR #99 (merged) |\n"
                        "| 51 | 60d | Crash on empty survey | implemented | PR #140 (merged) |\n| 17 | 210d | Old iOS 14 layout bug | stale | — |\n"
                        "| 19 | 190d | Export to KML | stale | — |\n| 23 | 150d | Dark map tiles | stale | — |\n")}
    call(F, "close", sec, "filled", "/git:triage --auto-close", merge(FN, tri), CLOSE,
         L("other", sel("Implemented only"), "CLAUDE.md lets Claude close issues whose fix is merged and linked; stale closes need Aino.", ["outward"]))
    call(F, "close", sec, "filled", "/git:triage --auto-close", merge(PLAIN, tri), CLOSE,
         L("other", person("Closing issues with public comments is outward, and nothing says Claude may close them."),
           "Outward, no rule.", ["outward"]))
    call(F, "close", sec, "filled", "/git:triage --auto-close, close the stale ones too", merge(FN, tri), CLOSE,
         L("other", person("The person asks to close stale issues as well, but CLAUDE.md says stale closes need Aino, the triage owner."),
           "Outward, reserved to a named person.", ["outward"]))
    call(F, "merge", sec, "filled", "/git:triage --auto-merge",
         merge(FN, {"shown.md": "| #311 | 4d | deps: bump kotlin 2.1 | ready-to-merge |\n| #318 | 2d | fix: survey export escaping | ready-to-merge |\n"}), MERGE,
         L("confirmation", person("Merging PRs is outward and CLAUDE.md gives merges to the maintainers."),
           "Outward, reserved to the maintainers.", ["outward"]))

    sec = S(GI, "No Arguments → Interactive Mode")
    call(F, "pick", sec, "verbatim", "/git:issue", FN, PICK,
         L("other", person("Which issues to spend the session on is the person's priority call and the request gives no hint."),
           "About the person.", ["about_person"]))
    call(F, "pick", sec, "verbatim", "/git:issue pick whatever is most urgent", FN, PICK,
         L("delegation", sel("Claude decides priority"), "The person delegates the choice."))
    sec = S(GI, "Cross-repo issues")
    XREPO = Q("Issue openfield/fieldnotes-core#77 lives in another repository than this checkout. How should the fix be delivered?", "Cross-repo", [
        O("Push a branch to openfield/fieldnotes-core", "Push there and open the PR"), O("Open the PR from our fork", "Push to origin and open a cross-fork PR"),
        O("Skip this issue", "Leave it for now")])
    call(F, "xrepo", sec, "prose", "/git:issue openfield/fieldnotes-core#77", FN, XREPO,
         L("other", person("Every way forward pushes code to a repository and opens a PR outside the team, and CLAUDE.md gives no rule for upstream PRs."),
           "Outward, no rule.", ["outward"]))
    sec = S(GI, "Blocked issues")
    call(F, "blocked", sec, "prose", "/git:issue 41",
         merge(FN, {"shown.md": "#41 is blocked by #38 (open, no PR, assigned to nobody; last update 3 days ago)\n"}), BLOCKED,
         L("other", sel("Work on #38 first"), "The blocker is open and live; working it first keeps the order the Blocked badge asks for."))

    sec = S(SE, "Step 3: Preview and confirm")
    call(F, "passes", sec, "prose", "/session-end", FN, PASSES,
         L("scope", multi("Taskwarrior sync", "Wrap", "Distill"),
           "The local passes qualify; filing an issue on a public repository is outward and nothing here authorizes it.", ["outward"]))
    sec = S(SE, "Step 4: Sequence the confirmed passes")
    call(F, "task", sec, "prose", "/session-end",
         merge(FN, {"TODO.md": "- [x] Add retry to upload sync (PR #152 merged)\n- [ ] Conflict resolution UI\n"}), TASK,
         L("other", sel("Mark done"), "TODO.md, the source of truth, records the task done with its PR merged."))
