"""wtkit (juninjune/claude-toolkit): a Korean developer's plugin set for parallel work in git worktrees and tidy
commits — worktree-agent (create a worktree, merge it back, clean it up), the worktree-create / worktree-merge /
worktree-cleanup skills it drives, smart-commit (the proposed commit split), session-journal (the offer to commit
after the journal is written), context-bridge (the switch to a fresh session) and commit-review (the review range).

Files used (@ 95b416cbb6299198e81ebf189af1f5147b2e65e8): plugins/multitasking/agents/worktree-agent.md,
plugins/multitasking/skills/worktree-create/SKILL.md, plugins/multitasking/skills/worktree-merge/SKILL.md,
plugins/multitasking/skills/worktree-cleanup/SKILL.md, plugins/universal/skills/smart-commit/SKILL.md,
plugins/universal/skills/session-journal/SKILL.md, plugins/universal/skills/context-bridge/SKILL.md,
plugins/universal/skills/commit-review/SKILL.md.
None of these files calls AskUserQuestion: every question is a prose prompt ("Proceed? (yes/no)", "Options: 1. …
2. … 3. …", "Your choice?"), turned into a call with the options the text gives (`prose`). Several prompts are
written in Korean in the source (the agent's "이 브랜치를 main에 병합할까요?", "지금 worktree를 정리할까요?",
smart-commit's "이렇게 커밋을 나누는 것이 적절할까요?", session-journal's "커밋을 정리할까요?", context-bridge's
"진행하시겠습니까?"); they are rendered here in English.
Fixture: "tallyo", a small Flutter app that splits shared household bills; one developer (Jun) works on two or three
features at once in sibling worktrees under ../tallyo_worktrees/.
"""
from common import O, Q, L, call, sel, multi, typ, person, src, skill_phase

REPO = "juninjune/claude-toolkit"  # read at 95b416cbb6299198e81ebf189af1f5147b2e65e8

F = "wtkit"
AG = "plugins/multitasking/agents/worktree-agent.md"
CR = "plugins/multitasking/skills/worktree-create/SKILL.md"
MG = "plugins/multitasking/skills/worktree-merge/SKILL.md"
CL = "plugins/multitasking/skills/worktree-cleanup/SKILL.md"
SC = "plugins/universal/skills/smart-commit/SKILL.md"
SJ = "plugins/universal/skills/session-journal/SKILL.md"
CB = "plugins/universal/skills/context-bridge/SKILL.md"
RV = "plugins/universal/skills/commit-review/SKILL.md"

README = ("# tallyo\nFlutter app for splitting shared household bills (rent, groceries, utilities) between "
          "flatmates. Riverpod for state, Drift (SQLite) on device, no backend yet.\n")
PUBSPEC = "name: tallyo\nversion: 0.6.0+14\nenvironment:\n  sdk: '>=3.3.0 <4.0.0'\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_riverpod: ^2.5.1\n  drift: ^2.18.0\n"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None):
    d = {"pubspec.yaml": PUBSPEC, "README.md": README}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


WT_LIST = ("git worktree list\n/home/jun/src/tallyo                          4e1a2c0 [main]\n"
           "/home/jun/src/tallyo_worktrees/feature-receipts 9b03d17 [feature-receipts]\n"
           "/home/jun/src/tallyo_worktrees/feature-reminders 51c7e88 [feature-reminders]\n")


def create():
    sec = src(REPO, AG, "Workflow 1: Create Worktree (step 3, configuration file)")
    q = Q("There is no .claude/worktree-config.json yet (it lists which ignored files to copy into new worktrees "
          "and your preferred IDE). Start with a default config?", "Config", [
              O("Yes", "Create the default config, then continue"),
              O("No", "Continue without a config (same defaults every time)")])
    call(F, "create-config", sec, "prose", skill_phase(sec), fs(), q,
         L("confirmation", sel("Yes"), "A default config only records which ignored files to copy and the IDE; it "
           "is a local workflow setting the agent offers as its default path, and nothing in the project is "
           "against it."))
    call(F, "create-config", sec, "prose", skill_phase(sec), fs({"CLAUDE.md": "# Notes for Claude\n- Keep .claude/ to "
         "settings.json only. I don't want per-tool config files piling up in the repo — pass options on the "
         "command line instead.\n"}), q,
         L("confirmation", sel("No"), "CLAUDE.md keeps .claude/ to settings.json only and asks for no per-tool "
           "config files; the agent works without one."))

    sec = src(REPO, CR, "Error Scenarios: Branch Already Exists")
    q = Q("Branch 'feature-receipts' already exists (last commit 9b03d17 \"Parse receipt totals\"). How should I "
          "proceed?", "Branch", [
              O("Use a different name", "Create the worktree on a new branch name"),
              O("Delete the branch", "git branch -D feature-receipts, then create it fresh"),
              O("Use existing worktree", "Open the worktree that already has this branch")])
    call(F, "create-exists", sec, "prose", skill_phase(sec), fs(shown=WT_LIST), q,
         L("scope", sel("Use existing worktree"), "The branch already has a live worktree with its commits; "
           "opening it continues the same work, while deleting the branch would throw those commits away.",
           ["destructive"]))
    call(F, "create-exists", sec, "prose", skill_phase(sec), fs({"docs/decisions.md": "## 2026-05-12 Receipt scanning v2\n"
         "The first receipt parser (feature-receipts) is a dead end — ML Kit can't read thermal paper. v2 starts "
         "over on a new branch, feature-receipts-v2. Leave the old branch alone for now, I may want bits of it.\n"},
         shown=("Branch 'feature-receipts' exists (not merged into main); no worktree uses it.\n")), q,
         L("scope", sel("Use a different name"), "decisions.md starts v2 on a new branch and keeps the old one for "
           "reference; a different name is exactly that, and deleting the branch is ruled out.", ["destructive"]))
    call(F, "create-exists", sec, "prose", skill_phase(sec), fs(shown=("Branch 'feature-receipts' exists (4 commits not merged "
         "into main, last one 2026-05-11); no worktree uses it.\n")), q,
         P("scope", "An unmerged branch with four commits already carries this name and nothing says whether the "
           "person means to continue it, start over beside it or throw it away.", ["destructive"]))


def merge():
    sec = src(REPO, AG, "Workflow 3: Merge Worktree (step 2, confirm branch to merge)")
    q = Q("You are in the 'feature-reminders' worktree. Merge this branch into main?", "Merge", [
        O("Yes", "git merge feature-reminders --no-ff in the main checkout"), O("No", "Don't merge")])
    call(F, "merge-confirm", sec, "prose", skill_phase(sec), fs({".dev-docs/STATE.md": "# Now\n- feature-reminders: done, "
         "tests green on 2026-05-20, ready to merge.\n- feature-receipts: paused.\n"}, shown=(
        "feature-reminders: working tree clean, 6 commits ahead of main, flutter test: 41 passed.\n")), q,
         L("confirmation", sel("Yes"), "STATE.md marks reminders done and ready to merge, the tree is clean and "
           "tests pass; the merge is local and reversible."))
    call(F, "merge-confirm", sec, "prose", skill_phase(sec), fs({"CONTRIBUTING.md": "## Landing changes\nmain is protected on "
         "GitHub. Everything lands through a pull request so the CI build for Android and iOS runs first — never "
         "merge into main locally.\n"}, shown=("feature-reminders: working tree clean, 6 commits ahead of main.\n")),
         q, L("confirmation", typ("Don't merge locally: main only takes changes through a pull request (CONTRIBUTING.md); "
              "push the branch and open a PR instead."), "CONTRIBUTING.md forbids local merges into main; "
              "neither yes nor a bare no gets the work landed the way the project requires."))
    call(F, "merge-confirm", sec, "prose", skill_phase(sec), fs(shown=("feature-reminders: working tree clean, 6 commits ahead "
         "of main. flutter test: 38 passed, 3 failed (reminder_schedule_test: DST change drops the March "
         "reminder).\n")), q,
         P("confirmation", "Tests fail on the branch and the only choices are to merge it into main anyway or not; "
           "whether a known DST bug may land is the person's judgement.", ["reports_failure"]))

    sec = src(REPO, AG, "Workflow 3: Merge Worktree (step 2, not in a worktree)")
    q = Q("Which worktree should I merge?", "Worktree", [
        O("feature-receipts", "../tallyo_worktrees/feature-receipts"),
        O("feature-reminders", "../tallyo_worktrees/feature-reminders")])
    call(F, "merge-which", sec, "prose", skill_phase(sec), fs({".dev-docs/STATE.md": "# Now\n- feature-reminders: finished "
         "and self-reviewed, merge next.\n- feature-receipts: half done, parser still fails on long receipts.\n"},
         shown=WT_LIST), q,
         L("scope", sel("feature-reminders"), "STATE.md says reminders is finished and next to merge; receipts is "
           "half done."))
    call(F, "merge-which", sec, "prose", skill_phase(sec), fs(shown=WT_LIST), q,
         P("scope", "Two worktrees and nothing says which one is finished; merging the wrong one puts unfinished "
           "work on main.", ["destructive"]))

    sec = src(REPO, MG, "Step 3: Detect Main Branch")
    call(F, "merge-target", sec, "prose", skill_phase(sec), fs({"CONTRIBUTING.md": "Our main line is `trunk` (renamed from "
         "master in 2025). Feature branches merge into trunk.\n"}, shown=(
        "Could not detect a main branch. Searched for: main, master, dev, develop. Found branches: trunk, "
        "feature-reminders, feature-receipts.\n")),
         Q("Which branch should I merge into?", "Target", [
             O("main", "Merge into main"), O("master", "Merge into master"), O("develop", "Merge into develop")]),
         L("architecture", typ("trunk"), "CONTRIBUTING.md names trunk as the main line and none of the offered "
           "branches exists in this repository."))

    sec = src(REPO, MG, "Step 7a: Merge Success")
    q = Q("Merge done. What next?", "Next", [
        O("Run tests", "Run flutter test on main before anything else"),
        O("Push to remote", "git push origin main"), O("Clean up worktree", "Remove the merged worktree")])
    call(F, "merge-next", sec, "prose", skill_phase(sec), fs(shown=(
        "Merge successful! 'feature-reminders' merged into 'main' (merge commit c2d41f9, 14 files changed).\n"
        "Next steps: 1. Review the merge 2. Run tests 3. Push to remote: git push origin main 4. Clean up worktree\n")),
         q, L("other", sel("Run tests"), "The merge result has not been tested on main yet; the skill's own order "
              "tests before pushing, and pushing is what would make an untested merge public.", ["outward"]))

    sec = src(REPO, AG, "Workflow 3: Merge Worktree (after success, offer cleanup)")
    q = Q("Clean up the 'feature-reminders' worktree now?", "Cleanup", [
        O("Yes", "Remove the worktree (the branch is kept)"), O("No", "Keep the worktree")])
    call(F, "merge-cleanup", sec, "prose", skill_phase(sec), fs(shown=(
        "'feature-reminders' merged into main (c2d41f9); worktree clean, nothing unpushed that isn't on main.\n")), q,
         L("confirmation", sel("Yes"), "Everything in the worktree is merged into main and the branch is kept; "
           "removing the checkout loses nothing.", ["destructive"]))
    call(F, "merge-cleanup", sec, "prose", skill_phase(sec), fs({"CLAUDE.md": "## Worktrees\nKeep a feature's worktree until "
         "its release is tagged — Mina installs test builds straight from those folders.\n"}, shown=(
        "'feature-reminders' merged into main (c2d41f9); no release tag since.\n")), q,
         L("confirmation", sel("No"), "CLAUDE.md keeps feature worktrees until the release is tagged, and no tag "
           "exists yet."))

    sec = src(REPO, MG, "Step 10: Provide Resolution Instructions")
    call(F, "merge-conflict", sec, "prose", skill_phase(sec), fs(shown=(
        "Merge conflict: 'feature-receipts' vs 'main'. Conflicted files: lib/models/bill.dart, "
        "lib/screens/home_screen.dart. I opened the main checkout in VS Code — resolve the markers, stage, commit.\n")),
         Q("Have you resolved the conflicts?", "Conflicts", [
             O("Resolved, continue", "Conflicts fixed and committed — go on to cleanup"),
             O("Not yet", "Still resolving")]),
         P("other", "Only the person knows whether they finished resolving the conflicts in the editor; nothing in "
           "the files records it."))


def cleanup():
    sec = src(REPO, CL, "Step 2: Determine Target Worktree (Option C)")
    q = Q("Which worktree would you like to clean up?", "Worktree", [
        O("feature-receipts", "../tallyo_worktrees/feature-receipts"),
        O("feature-reminders", "../tallyo_worktrees/feature-reminders")])
    call(F, "clean-which", sec, "prose", skill_phase(sec), fs({".dev-docs/STATE.md": "# Now\n- feature-reminders: merged to "
         "main in c2d41f9, released in 0.6.0.\n- feature-receipts: in progress (parser).\n"}, shown=WT_LIST), q,
         L("scope", sel("feature-reminders"), "Reminders is merged and released; receipts is still in progress."))

    sec = src(REPO, CL, "Step 2: Determine Target Worktree (Option B)")
    call(F, "clean-current", sec, "prose", skill_phase(sec), fs(shown=("You're in worktree 'feature-receipts' (4 commits not "
         "merged into main, working tree clean).\n")),
         Q("You're currently in worktree 'feature-receipts'. Would you like to clean up this worktree?", "Cleanup", [
             O("Yes", "Clean up feature-receipts"), O("No", "Pick another worktree or stop")]),
         P("confirmation", "The current worktree holds unmerged work and the request named no worktree; whether "
           "this is the one to remove is the person's call.", ["destructive"]))

    sec = src(REPO, CL, "Step 4: Check for Uncommitted Changes")
    q = Q("The worktree 'feature-receipts' has uncommitted changes. How should I proceed?", "Uncommitted", [
        O("Commit first", "git add . && git commit in the worktree"), O("Stash changes", "git stash, then remove"),
        O("Force remove", "Remove anyway — the changes are lost")])
    call(F, "clean-dirty", sec, "prose", skill_phase(sec), fs(shown=(
        "Uncommitted changes in feature-receipts:\n M lib/receipts/parser.dart\n M test/parser_test.dart\n"
        "?? lib/receipts/thermal_fix.dart\n")), q,
         L("confirmation", sel("Stash changes"), "Stashing keeps the unfinished parser edits recoverable and still "
           "lets the cleanup go ahead; force removal would destroy them and a commit would record half-done work "
           "as if it were meant.", ["destructive"]))

    sec = src(REPO, CL, "Step 5: Check Merge Status")
    q = Q("The branch 'feature-receipts' has not been merged into main. Proceed?", "Unmerged", [
        O("Merge first", "Run the worktree merge"), O("Keep the worktree", "Leave it for now"),
        O("Remove anyway", "Work is no longer needed")])
    call(F, "clean-unmerged", sec, "prose", skill_phase(sec), fs({"docs/decisions.md": "## 2026-05-12 Receipt scanning v2\n"
         "feature-receipts is a dead end (ML Kit can't read thermal paper). Drop its worktree; keep the branch "
         "around in case I want the totals regex.\n"}, shown=("feature-receipts: 4 commits not in main; working "
         "tree clean.\n")), q,
         L("scope", sel("Remove anyway"), "decisions.md drops this worktree and keeps the branch, so removing the "
           "checkout loses no commits.", ["destructive"]))
    call(F, "clean-unmerged", sec, "prose", skill_phase(sec), fs(shown=("feature-receipts: 4 commits not in main (last one "
         "yesterday); working tree clean.\n")), q,
         P("scope", "Four recent commits exist only on this branch and nothing says whether the work is finished, "
           "wanted or abandoned.", ["destructive"]))

    sec = src(REPO, CL, "Step 8: Clean Up Directory (Optional)")
    q = Q("The worktree was removed from git, but ../tallyo_worktrees/feature-reminders still exists. Delete the "
          "directory?", "Directory", [O("Yes", "rm -rf the directory"), O("No", "Leave it on disk")])
    call(F, "clean-dir", sec, "prose", skill_phase(sec), fs(shown=("Left in ../tallyo_worktrees/feature-reminders: build/ "
         "(412 MB), .dart_tool/ — both ignored build output.\n")), q,
         L("confirmation", sel("Yes"), "What is left is ignored build output that any build recreates.",
           ["destructive"]))
    call(F, "clean-dir", sec, "prose", skill_phase(sec), fs(shown=("Left in ../tallyo_worktrees/feature-reminders: build/, "
         ".env.local (copied in at creation, edited since), notes/push-keys.md (untracked, not in any commit).\n")), q,
         P("confirmation", "The folder still holds an edited .env.local and untracked notes that exist nowhere else; "
           "rm -rf would destroy them for good.", ["destructive", "security"]))

    sec = src(REPO, CL, "Step 9: Optionally Delete Branch")
    q = Q("The worktree has been cleaned up. Delete the branch 'feature-reminders'?", "Branch", [
        O("Safe delete", "git branch -d (only if merged)"), O("Force delete", "git branch -D"),
        O("Keep the branch", "Leave it")])
    call(F, "clean-branch", sec, "prose", skill_phase(sec), fs(shown="'feature-reminders' is merged into main (c2d41f9).\n"), q,
         L("confirmation", sel("Safe delete"), "The branch is merged; git branch -d only deletes what main already "
           "has, so nothing is lost.", ["destructive"]))
    call(F, "clean-branch", sec, "prose", skill_phase(sec), fs(shown="'feature-reminders' has 2 commits not in main.\n"), q,
         L("confirmation", sel("Keep the branch"), "Two commits exist only on this branch; keeping it is the "
           "option that loses nothing, and force delete would drop them.", ["destructive"]))
    call(F, "clean-branch", sec, "prose", skill_phase(sec), fs({"CLAUDE.md": "## Branches\nDon't delete feature branches, "
         "merged or not — I tag releases from them and prune once a quarter myself.\n"}, shown=(
        "'feature-reminders' is merged into main (c2d41f9).\n")), q,
         L("confirmation", sel("Keep the branch"), "CLAUDE.md says feature branches are not deleted, merged or "
           "not; the person prunes them.", ["destructive"]))


PROPOSAL = ("## Proposed commits\n### Commit 1: feat(reminders): add monthly rent reminder\nFiles: "
            "lib/reminders/rent_reminder.dart, test/rent_reminder_test.dart\n### Commit 2: docs(journal): record "
            "reminder scheduling session\nFiles: .dev-docs/sessions/20260520_1410_rent-reminder.md\n")


def commits():
    sec = src(REPO, SC, "Step 4: Get User Confirmation")
    q = Q("Is this split into commits right? Tell me if anything needs changing.", "Commits", [
        O("Looks good", "Create the commits as proposed"), O("Needs changes", "I'll say what to adjust")])
    call(F, "commit-split", sec, "prose", skill_phase(sec), fs(shown=PROPOSAL + "Each body: 2-3 sentences, ends with "
         "Co-Authored-By: Claude.\n"), q,
         L("confirmation", sel("Looks good"), "The split follows the skill's own rule (feature with its test, "
           "journal separately) and nothing in the project asks otherwise."))
    call(F, "commit-split", sec, "prose", skill_phase(sec), fs(shown=PROPOSAL + "### Commit 3: chore(config): add API keys\n"
         "Files: .env (FCM_SERVER_KEY=AAAA…, SENTRY_DSN=https://…)\n"), q,
         L("confirmation", typ("Drop commit 3: .env holds the FCM server key and Sentry DSN and must not be "
           "committed; add .env to .gitignore instead."), "The proposal would commit live secrets; neither "
           "approving it nor a vague 'needs changes' says what must happen.", ["security"]))
    call(F, "commit-split", sec, "prose", skill_phase(sec), fs({"CLAUDE.md": "## Commits\nNo AI attribution in commit "
         "messages — no Co-Authored-By: Claude, no 'Generated with' lines.\n"}, shown=PROPOSAL + "Each body ends "
         "with '🤖 Generated with Claude Code' and Co-Authored-By: Claude.\n"), q,
         L("style", typ("Remove the 'Generated with Claude Code' line and the Co-Authored-By trailer from every "
           "commit; the grouping itself is fine."), "CLAUDE.md bans AI attribution lines, which every proposed "
           "body carries."))

    sec = src(REPO, SC, "Edge Cases: Mixed staged/unstaged")
    call(F, "commit-staged", sec, "prose", skill_phase(sec), fs(shown=("Staged: lib/reminders/rent_reminder.dart\nNot staged: "
         "lib/receipts/parser.dart, pubspec.yaml\n")),
         Q("Some changes are already staged. How should I proceed?", "Staging", [
             O("Keep my staging", "Commit what is staged first, propose the rest separately"),
             O("Restage everything", "Reset the staging area and group all changes by the proposal")]),
         L("confirmation", sel("Keep my staging"), "The person staged one file on purpose; keeping their staging "
           "loses nothing and still organises the rest."))

    sec = src(REPO, SJ, "Step 7: Offer to Organize Commits")
    q = Q("I wrote the session document (.dev-docs/sessions/20260520_1410_rent-reminder.md). There are uncommitted "
          "changes — run commit-agent to organise them into commits?", "Commit", [
              O("Yes", "Launch commit-agent"), O("No", "Leave the changes uncommitted")])
    call(F, "journal-commit", sec, "prose", skill_phase(sec), fs(), q,
         L("confirmation", sel("Yes"), "Commit-agent only proposes local commits and asks again before making "
           "them; nothing is pushed."))
    call(F, "journal-commit", sec, "prose", skill_phase(sec), fs({"CLAUDE.md": "## Git\nI make my own commits. Don't commit "
         "for me — leave changes in the working tree.\n"}), q,
         L("confirmation", sel("No"), "CLAUDE.md says the person makes their own commits and changes stay in the "
           "working tree."))

    sec = src(REPO, CB, "Step 1: Confirm Transition")
    call(F, "bridge-switch", sec, "prose", skill_phase(sec), fs(shown="Current token usage: 83%.\n"),
         Q("Current token usage: 83%. I'll document the work and switch to a new session. Proceed?", "Handoff", [
             O("Yes", "Write the session journal and handoff, then start fresh"),
             O("No", "Continue in this session")]),
         L("confirmation", sel("Yes"), "At 83% of the context the handoff the skill offers keeps the work "
           "documented; it writes files and changes nothing else."))

    sec = src(REPO, RV, "Step 1: Determine Review Scope (confirm)")
    call(F, "review-scope", sec, "prose", skill_phase(sec), fs(shown=("Found 23 commits from 2026-05-06 to 2026-05-20 "
         "(range 4e1a2c0..c2d41f9).\n")),
         Q("Found 23 commits from 2026-05-06 to 2026-05-20 (range 4e1a2c0..c2d41f9). Proceed with review?",
           "Review", [O("Proceed", "Review this range"), O("Change range", "Pick a different range")]),
         L("confirmation", sel("Proceed"), "A read-only review of the last two weeks is what was asked for; the "
           "range matches."))


def build():
    create()
    merge()
    cleanup()
    commits()
