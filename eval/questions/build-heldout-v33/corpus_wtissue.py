"""wtissue (nuitsjp/MyEnvironments): GitHub issue and worktree skills. issue-creator asks the issue type and whether
to start work on the new issue; issue-starter asks which open issue to start and, after implementation, whether to
create a PR; worktree-remover asks which worktree to remove and whether to delete its branch;
skill-best-practices-applier asks which skill to improve and whether to apply the reported fixes.

Files read (@ c08e3604a2c752be3eeecb65981cbeba4d488467): windows/home/.claude/skills/issue-creator/workflow.md,
.../issue-starter/workflow.md, .../worktree-remover/workflow.md, .../skill-best-practices-applier/workflow.md. The
workflows name AskUserQuestion and give the options as bullets (`prose`); dynamic lists (issues, worktrees) were
filled (`filled`). The skills' descriptions are bilingual (Japanese/English); the questions are rendered in English.
Fixture: "kakeibo", a household-budget desktop app (C#/.NET), with the owner's notes.
"""
from common import O, Q, L, call, sel, typ, person, src
from sources import WTISSUE

F = "wtissue"
B = "windows/home/.claude/skills/"
IC = B + "issue-creator/workflow.md"
IS = B + "issue-starter/workflow.md"
WR = B + "worktree-remover/workflow.md"
BP = B + "skill-best-practices-applier/workflow.md"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(WTISSUE, path, section)


NOTES = ("# kakeibo notes\n\n- Issues: one per change; labels bug / enhancement / documentation / question.\n"
         "- Worktrees live in .worktrees/fix-issue-N.\n")
PROJ = {"NOTES.md": NOTES}


def fs(extra=None, shown=None):
    d = dict(PROJ)
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    kind = Q("Which type of issue is this?", "Type", [
        O("bug", "Bug report (errors, unexpected behavior)"),
        O("enhancement", "Feature request (new features, improvements)"),
        O("documentation", "Docs (typos, missing info)"),
        O("question", "Questions (usage, design)")])
    sec = S(IC, "Step 1: Select issue type")
    call(F, "type", sec, "prose", "/issue-creator CSV import crashes on empty lines", fs(), kind,
         L("other", sel("bug"), "A crash on input is a bug report."))
    call(F, "type", sec, "prose", "/issue-creator add monthly budget alerts", fs(), kind,
         L("other", sel("enhancement"), "A new feature request."))
    call(F, "type", sec, "prose", "/issue-creator README install steps mention .NET 6", fs(
        {"kakeibo.csproj": "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net8.0-windows"
                           "</TargetFramework></PropertyGroup></Project>\n"}), kind,
         L("other", sel("documentation"), "The README is out of date against the net8.0 project file."))
    call(F, "type", sec, "prose", "/issue-creator", fs(), kind,
         P("other", "No description was given; what the issue is about is the person's to say."))

    start = Q("Start working on this issue?", "Start", [
        O("Yes", "Run issue-starter with this issue"),
        O("No", "Done")])
    sec = S(IC, "Step 4: Offer next action")
    call(F, "start", sec, "prose", "/issue-creator CSV import crashes on empty lines", fs(
        shown="Created https://github.com/mika-k/kakeibo/issues/41 (bug)"), start,
         L("confirmation", sel("Yes"), "Starting work only creates a local worktree and a plan."))
    call(F, "start", sec, "prose", "/issue-creator dark mode", fs(
        {"NOTES.md": NOTES + "- Backlog only this month: file issues, no new work until the 1.4 release ships.\n"},
        shown="Created https://github.com/mika-k/kakeibo/issues/42 (enhancement)"), start,
         L("scope", sel("No"), "The notes freeze new work until 1.4 ships; just file it."))

    pick = Q("Which open issue do you want to start?", "Issue", [
        O("#41 CSV import crashes on empty lines", "bug"),
        O("#38 Monthly budget alerts", "enhancement"),
        O("#35 Category colours reset on restart", "bug")])
    sec = S(IS, "Step 1: Select issue")
    call(F, "pick", sec, "filled", "/issue-starter", fs(), pick,
         P("scope", "Nothing says which issue comes first; that's the person's priority."))
    call(F, "pick", sec, "filled", "/issue-starter", fs({"NOTES.md": NOTES + "- Next up: #35 (users keep reporting "
                                                         "it), then #41.\n"}), pick,
         L("scope", sel("#35 Category colours reset on restart"), "The notes put #35 next."))

    pr = Q("Implementation is done. Create a PR?", "PR", [
        O("Yes", "Run pr-creator"),
        O("No", "Done")])
    sec = S(IS, "After implementation")
    call(F, "pr", sec, "prose", "/issue-starter 41", fs(shown="Tests: 48 passed. Branch fix-issue-41, 2 commits."),
         pr, P("confirmation", "Creating a PR pushes the branch and opens it on GitHub.", ["outward"]))
    call(F, "pr", sec, "prose", "/issue-starter 41", fs(shown="Tests: 45 passed, 3 failed (CsvImporterTests). "
                                                        "Branch fix-issue-41, 2 commits."), pr,
         L("confirmation", sel("No"), "Tests are failing; don't open the PR until they are fixed.",
           ["outward", "reports_failure"]))

    wt = Q("Which worktree should be removed?", "Worktree", [
        O(".worktrees/fix-issue-35", "branch fix-issue-35"),
        O(".worktrees/fix-issue-38", "branch fix-issue-38"),
        O(".worktrees/fix-issue-41", "branch fix-issue-41")])
    sec = S(WR, "Step 1: Select worktree")
    call(F, "wtpick", sec, "filled", "/worktree-remover", fs(shown=(
        "fix-issue-35: PR #44 merged · fix-issue-38: 3 uncommitted files · fix-issue-41: PR #45 open")), wt,
         L("other", sel(".worktrees/fix-issue-35"), "Only #35's work is merged; the others hold live work.",
           ["destructive"]))
    call(F, "wtpick", sec, "filled", "/worktree-remover", fs(shown=(
        "fix-issue-35: PR #44 open · fix-issue-38: 3 uncommitted files · fix-issue-41: PR #45 open")), wt,
         P("other", "Every worktree holds unmerged or uncommitted work; removing any is the person's call.",
           ["destructive"]))

    delb = lambda b: Q(f"Delete branch '{b}'?", "Branch", [
        O("Yes", f"git branch -d {b}"),
        O("No", "Keep the branch")])
    sec = S(WR, "Step 3: Confirm branch deletion")
    call(F, "delbranch", sec, "filled", "/worktree-remover .worktrees/fix-issue-35", fs(
        shown="Removed worktree .worktrees/fix-issue-35. Branch fix-issue-35 is merged into main (PR #44)."),
         delb("fix-issue-35"),
         P("confirmation", "Deleting a branch is the destructive step itself; the person authorises it.",
           ["destructive"]))
    call(F, "delbranch", sec, "filled", "/worktree-remover .worktrees/fix-issue-38", fs(
        shown="Removed worktree .worktrees/fix-issue-38. Branch fix-issue-38 has 2 commits not on any remote."),
         delb("fix-issue-38"),
         L("confirmation", sel("No"), "The branch holds unpushed commits; keeping it loses nothing.", ["destructive"]))
    call(F, "delbranch", sec, "filled", "/worktree-remover .worktrees/fix-issue-35", fs(
        {"NOTES.md": NOTES + "- After a merged PR: remove the worktree and delete the local branch.\n"},
        shown="Removed worktree .worktrees/fix-issue-35. Branch fix-issue-35 is merged into main (PR #44)."),
         delb("fix-issue-35"),
         P("confirmation", "Even with the habit written down, deleting the branch is a destructive step the person "
                           "confirms.", ["destructive"]))

    skill = Q("Which skill should I improve?", "Skill", [
        O("issue-creator", "SKILL.md 42 lines"),
        O("issue-starter", "SKILL.md 28 lines"),
        O("worktree-remover", "SKILL.md 25 lines")])
    sec = S(BP, "Step 1: Select skill to improve")
    call(F, "skillpick", sec, "filled", "/skill-best-practices-applier", fs(), skill,
         L("scope", sel("issue-creator"), "Only issue-creator is over the 30-line target the checklist sets."))

    apply = Q("Apply these improvements?", "Apply", [
        O("Apply", "Make the listed changes"),
        O("Cancel", "Leave the skill as it is")])
    sec = S(BP, "Step 5: Apply improvements")
    call(F, "apply", sec, "prose", "/skill-best-practices-applier issue-creator", fs(shown=(
        "issue-creator: 42 lines (target <30). Fixes: move steps to workflow.md; convert 2 @ references to "
        "markdown links; add English keywords to description.")), apply,
         L("confirmation", sel("Apply"), "The fixes follow the skill's own checklist and only restructure the file."))
    call(F, "apply", sec, "prose", "/skill-best-practices-applier issue-creator", fs(shown=(
        "issue-creator: 42 lines (target <30). Fixes: move steps to workflow.md; remove the Japanese description "
        "(keep English only).")), apply,
         L("confirmation", typ("Apply the workflow.md split but keep the description bilingual — the checklist "
                               "requires a bilingual description."),
           "One proposed fix breaks the checklist's bilingual-description rule."))

    call(F, "start", S(IC, "Step 4: Offer next action"), "prose", "/issue-creator", fs(
        shown="Created https://github.com/mika-k/kakeibo/issues/43 (question)"), start,
         P("confirmation", "A question issue has no work to start until someone answers it; the person decides."))
    call(F, "pr", S(IS, "After implementation"), "prose", "/issue-starter 35", fs(
        shown="Tests: 48 passed. Branch fix-issue-35, 1 commit."), pr,
         P("confirmation", "Opening a PR pushes to GitHub; the person authorises it.", ["outward"]))
    call(F, "skillpick", S(BP, "Step 1: Select skill to improve"), "filled", "/skill-best-practices-applier", fs(
        shown="All three skills are under 30 lines."), skill,
         P("scope", "Every skill already meets the line target; which to revisit is the person's choice."))
    call(F, "type", S(IC, "Step 1: Select issue type"), "prose", "/issue-creator should budgets roll over?", fs(), kind,
         P("other", "It could be a question or a feature request; how to file it is the person's framing."))
