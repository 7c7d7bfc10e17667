"""yjdev (YoungjaeDev/my-claude-plugins): a personal plugin suite for an ML engineer's day — github-dev's worktree
cleanup (which worktrees, a dirty worktree, a locked directory on Windows, an unmerged branch, the CLAUDE.md
proposal), post-merge (which PR, branch deletion, the commit of the config edits), code-review's judgment checklist
and its commit-and-push, decompose-issue's creation of a milestone and issues, resolve-issue's review escalation,
the council's disagreement between models, the midjourney skill's style/format/mood/prompt questions, slidev's
interview, the PRD's out-of-scope list and the interview skill's closing confirmation.

Files used (@ d45022b16a86ac64098704be2c709c52dac8850a): plugins/github-dev/commands/{cleanup-worktree, post-merge,
code-review, decompose-issue, resolve-issue}.md, plugins/council/commands/council.md,
plugins/midjourney/skills/midjourney-imagineapi/SKILL.md, plugins/slidev/skills/create-slide/SKILL.md,
plugins/prd-suite/skills/prd/SKILL.md, plugins/interview/skills/interview-methodology/SKILL.md.
The midjourney skill spells out its AskUserQuestion calls (header, question, options) — those calls are `verbatim` or
`filled`; the github-dev commands name their options in prose ("Force remove / Skip / Abort", "Force delete / Keep
branch") — `prose`. The prd-suite skills are written in Korean; the PRD question is rendered here in English.
Fixture: "orchardcount", a Python (uv) tool that counts apples in drone images with a YOLO detector, tiles the
images, and serves a small FastAPI + HTMX dashboard; remote github.com/hana-lab/orchardcount.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "YoungjaeDev/my-claude-plugins"  # read at d45022b16a86ac64098704be2c709c52dac8850a

F = "yjdev"
CW = "plugins/github-dev/commands/cleanup-worktree.md"
PM = "plugins/github-dev/commands/post-merge.md"
CR = "plugins/github-dev/commands/code-review.md"
DI = "plugins/github-dev/commands/decompose-issue.md"
RI = "plugins/github-dev/commands/resolve-issue.md"
CO = "plugins/council/commands/council.md"
MJ = "plugins/midjourney/skills/midjourney-imagineapi/SKILL.md"
SL = "plugins/slidev/skills/create-slide/SKILL.md"
PRD = "plugins/prd-suite/skills/prd/SKILL.md"
IV = "plugins/interview/skills/interview-methodology/SKILL.md"

CLAUDE = ("# orchardcount\nCounts apples in drone images of the Hana orchard (YOLOv8 detector on 640 px tiles) and "
          "shows per-row counts on a FastAPI + HTMX dashboard.\n\n## Commands\n- `uv sync`, `uv run pytest`, "
          "`uv run ruff check .`\n\n## Golden Rules\n### Immutable\n- Python 3.11, dependencies through uv only.\n"
          "- Runs on the Jetson Orin Nano in the packing shed (8 GB); one process, no extra services.\n### Do's\n"
          "- Keep diffs surgical: only what the issue asks.\n### Don'ts\n- Don't hotlink images in docs.\n\n"
          "## Modular Rules\n- See @.claude/rules/tiling.md\n")


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None, claude=True):
    d = {"pyproject.toml": "[project]\nname = \"orchardcount\"\nversion = \"0.3.2\"\nrequires-python = \">=3.11\"\n"}
    if claude:
        d["CLAUDE.md"] = CLAUDE
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


WT_LIST = ("Worktrees (main worktree: ~/code/orchardcount, never removed):\n"
           "  1. feat/12-tiling          ../orchardcount-feat-12   PR #31 MERGED\n"
           "  2. fix/18-nms-threshold    ../orchardcount-fix-18    PR #33 MERGED\n"
           "  3. exp/yolov9-trial        ../orchardcount-exp-v9    no PR, 5 commits not on any remote\n")


def worktrees():
    sec = src(REPO, CW, "3. Select Target Worktrees")
    q = Q("Which worktrees should I remove?", "Worktrees", [
        O("feat/12-tiling", "../orchardcount-feat-12 (PR #31 merged)"),
        O("fix/18-nms-threshold", "../orchardcount-fix-18 (PR #33 merged)"),
        O("exp/yolov9-trial", "../orchardcount-exp-v9 (no PR)")], multi=True)
    call(F, "wt-select", sec, "prose", "/github-dev:cleanup-worktree", fs(shown=WT_LIST), q,
         L("scope", multi("feat/12-tiling", "fix/18-nms-threshold"), "Both merged PRs are done; the experiment "
           "has unpushed commits and nothing says it is finished.", ["destructive"]))
    call(F, "wt-select", sec, "prose", "/github-dev:cleanup-worktree", fs({"NOTES.md": "## 2026-03-02\nYOLOv9 trial: "
         "mAP 0.61 vs 0.66 for v8 on the row-7 set, twice the latency. Dropped — the exp/yolov9-trial branch can go, "
         "numbers are in this file.\n"}, shown=WT_LIST), q,
         L("scope", multi("feat/12-tiling", "fix/18-nms-threshold", "exp/yolov9-trial"), "NOTES.md records the "
           "YOLOv9 trial as dropped with its numbers kept, so its worktree can go with the two merged ones.",
           ["destructive"]))

    sec = src(REPO, CW, "4. Check Dirty State (per worktree)")
    dq = Q("Worktree at ../orchardcount-exp-v9 has uncommitted changes. How should I proceed?", "Dirty", [
        O("Force remove", "git worktree remove --force (changes are lost)"),
        O("Skip", "Keep this worktree, continue with the others"), O("Abort", "Stop the entire cleanup")])
    call(F, "wt-dirty", sec, "prose", "/github-dev:cleanup-worktree --all", fs(shown=(
        "$ git -C ../orchardcount-exp-v9 status --porcelain\n M src/orchardcount/tiling.py\n M "
        "tests/test_tiling.py\n?? notebooks/overlap-blend.ipynb\n(+142 / -18 lines, not committed)\n")), dq,
         L("other", sel("Skip"), "The worktree holds 160 lines of uncommitted tiling work; skipping keeps it and "
           "lets the rest of the cleanup go on.", ["destructive"]))
    call(F, "wt-dirty", sec, "prose", "/github-dev:cleanup-worktree --all", fs(shown=(
        "$ git -C ../orchardcount-exp-v9 status --porcelain\n?? .pytest_cache/\n?? "
        "src/orchardcount/__pycache__/\n?? .ruff_cache/\n")), dq,
         L("other", sel("Force remove"), "Only regenerated caches are untracked there; nothing of value is lost.",
           ["destructive"]))

    sec = src(REPO, CW, "5. Remove Worktree — Windows: Permission denied error handling")
    call(F, "wt-locked", sec, "prose", "/github-dev:cleanup-worktree fix/18-nms-threshold", fs(shown=(
        "error: failed to delete 'C:/Users/hana/code/orchardcount-fix-18': Permission denied\nLikely another "
        "process (IDE, terminal, file explorer) has the directory open.\n")),
         Q("The worktree directory is locked. How should I continue?", "Locked", [
             O("Close and retry", "Close all programs using C:/Users/hana/code/orchardcount-fix-18, then retry"),
             O("Manual delete + prune", "rm -rf the directory, then git worktree prune"),
             O("Abort", "Skip this worktree")]),
         P("other", "Only the person can close the programs holding the directory, and the other way forward is "
           "an rm -rf of a folder something still has open.", ["destructive"]))

    sec = src(REPO, CW, "6. Delete Local Branch")
    bq = lambda b: Q(f"Branch {b} is not fully merged, so git branch -d failed. What should I do?", "Branch", [
        O("Force delete", f"git branch -D {b}"), O("Keep branch", "Skip branch deletion")])
    call(F, "wt-branch", sec, "prose", "/github-dev:cleanup-worktree exp/yolov9-trial", fs(shown=(
        "Removed worktree ../orchardcount-exp-v9\nerror: The branch 'exp/yolov9-trial' is not fully merged.\n"
        "exp/yolov9-trial: 5 commits, no upstream\n")), bq("exp/yolov9-trial"),
         L("other", sel("Keep branch"), "The branch's five commits exist nowhere else; keeping it costs nothing.",
           ["destructive"]))
    call(F, "wt-branch", sec, "prose", "/github-dev:cleanup-worktree fix/18-nms-threshold", fs({
        "CONTRIBUTING.md": "## Merging\nEvery PR is squash-merged into main, so git will call merged branches "
        "\"not fully merged\" — `git branch -D` them once the PR shows MERGED.\n"}, shown=(
        "Removed worktree ../orchardcount-fix-18\nerror: The branch 'fix/18-nms-threshold' is not fully merged.\n"
        "gh pr list --head fix/18-nms-threshold --state all → #33 MERGED (squash)\n")), bq("fix/18-nms-threshold"),
         L("other", sel("Force delete"), "PR #33 was squash-merged and CONTRIBUTING.md says to -D such branches; "
           "the work is on main.", ["destructive"]))

    sec = src(REPO, CW, "9. Update Configuration and Memory (per branch)")
    cq = Q("Apply these updates to CLAUDE.md?", "CLAUDE.md", [O("Apply", "Edit CLAUDE.md as proposed"),
                                                              O("Skip", "Leave CLAUDE.md as it is")])
    call(F, "wt-config", sec, "prose", "/github-dev:cleanup-worktree fix/18-nms-threshold", fs(shown=(
        "PR #33 \"fix: make NMS threshold configurable\" — proposed CLAUDE.md changes:\n- remove: \"TODO: remove "
        "after #18 — NMS threshold is hardcoded to 0.45 in detect.py\"\n+ add (Do's): \"Read the NMS threshold "
        "from settings.detect.nms_iou; never hardcode it.\"\n")), cq,
         L("confirmation", sel("Apply"), "The proposal removes a workaround note PR #33 resolved and records the "
           "new setting; it matches the merged change."))
    call(F, "wt-config", sec, "prose", "/github-dev:cleanup-worktree feat/12-tiling", fs(shown=(
        "PR #31 \"feat: tile images before detection\" — proposed CLAUDE.md changes:\n+ add (Do's): \"Tiles are "
        "640 px with 64 px overlap (decided in #12).\"\n+ add (Commands): \"pip install -r requirements.txt\"\n")),
         cq, L("confirmation", typ("Apply the tiling rule but drop the pip line: CLAUDE.md says dependencies go "
                                   "through uv only."),
               "The tiling note is right, but the pip command contradicts the Immutable uv rule; neither option "
               "says that."))


def post_merge():
    sec = src(REPO, PM, "1. Identify PR")
    pq = Q("Which merged PR should I clean up after?", "PR", [
        O("#33 fix: make NMS threshold configurable", "fix/18-nms-threshold → main"),
        O("#31 feat: tile images before detection", "feat/12-tiling → main"),
        O("#29 docs: add dashboard screenshots", "docs/20-screens → main")])
    call(F, "pm-pr", sec, "prose", "/github-dev:post-merge", fs({".git/HEAD": "ref: refs/heads/fix/18-nms-threshold\n"}),
         pq, L("other", sel("#33 fix: make NMS threshold configurable"), "The checked-out branch is "
               "fix/18-nms-threshold, the head of PR #33."))
    call(F, "pm-pr", sec, "prose", "/github-dev:post-merge", fs({".git/HEAD": "ref: refs/heads/main\n"}), pq,
         P("other", "Main is checked out and nothing in the project says which merged PR the person means."))

    sec = src(REPO, PM, "4. Clean Up Local Branch")
    dq = Q("Delete local branch fix/18-nms-threshold?", "Delete", [O("Delete branch", "git branch -d fix/18-nms-threshold"),
                                                                    O("Keep branch")])
    call(F, "pm-delete", sec, "prose", "/github-dev:post-merge 33", fs(shown=(
        "PR #33 MERGED into main. Local fix/18-nms-threshold is even with origin/fix/18-nms-threshold.\n")), dq,
         L("confirmation", sel("Delete branch"), "The PR is merged and the local branch has nothing beyond it.",
           ["destructive"]))
    call(F, "pm-delete", sec, "prose", "/github-dev:post-merge 33", fs(shown=(
        "PR #33 MERGED into main. Local fix/18-nms-threshold is 2 commits ahead of origin/fix/18-nms-threshold:\n"
        "  e41c0a2 wip: follow-up for review comment about iou bounds\n  9b7d113 test: iou edge cases\n")), dq,
         L("confirmation", sel("Keep branch"), "Two follow-up commits exist only on this local branch; deleting "
           "it would drop them.", ["destructive"]))

    sec = src(REPO, PM, "9. Commit Changes (Optional)")
    mq = Q("Commit the updated CLAUDE.md and README.md?", "Commit", [
        O("Commit", "docs: update config after #33 (on main)"), O("Leave uncommitted")])
    call(F, "pm-commit", sec, "prose", "/github-dev:post-merge 33", fs(shown=(
        "Modified: CLAUDE.md (+2 -1), README.md (+6: --nms-iou flag usage)\nCurrent branch: main\n")), mq,
         L("confirmation", sel("Commit"), "The edits are the ones just confirmed; a local commit is reversible "
           "and nothing is pushed."))
    call(F, "pm-commit", sec, "prose", "/github-dev:post-merge 33", fs({"CONTRIBUTING.md": "## Branches\nmain is "
         "protected. Nothing is committed on main directly — docs-only changes too go through a docs/* branch and "
         "a PR.\n"}, shown="Modified: CLAUDE.md (+2 -1), README.md (+6: --nms-iou flag usage)\nCurrent branch: main\n"),
         mq, L("confirmation", typ("Don't commit on main: create a docs/ branch for these two files and commit there "
                                   "for a PR, as CONTRIBUTING.md requires."),
               "CONTRIBUTING.md forbids direct commits to main, and leaving the edits uncommitted drops them; "
               "the way through is a docs branch."))


def review():
    sec = src(REPO, CR, "Checklist Targets")
    q = Q("CodeRabbit suggests batching all tiles of an image into one inference call (Major, performance). How "
          "should I handle it?", "Batching", [
              O("Apply suggestion", "Rewrite detect_tiles() to run one batched forward pass"),
              O("Skip", "Keep per-tile inference"), O("Defer to an issue", "Track it for later")])
    shown = ("Auto-fixed: 3 items (unused import, typo in log message, missing None check in export).\nNeeds "
             "your judgment: 1 item — batched tile inference in detect.py (architecture/performance trade-off).\n")
    call(F, "cr-judge", sec, "prose", "/github-dev:code-review", fs({"docs/decisions.md": "## Tile inference\n"
         "Batched inference is ruled out on the Jetson: a 48-tile batch ran out of memory at 6.8 GB in March. "
         "One tile at a time.\n"}, shown=shown), q,
         L("architecture", sel("Skip"), "decisions.md rules batching out: it ran out of memory on the Jetson."))
    call(F, "cr-judge", sec, "prose", "/github-dev:code-review", fs({"ROADMAP.md": "## v0.4\n- Batched tile "
         "inference with a memory cap (issue #40, after the Jetson 8 GB upgrade)\n"}, shown=shown), q,
         L("architecture", sel("Defer to an issue"), "The roadmap already plans batching for v0.4 under issue "
           "#40; it does not belong in this change."))
    call(F, "cr-judge", sec, "prose", "/github-dev:code-review", fs(shown=shown, claude=False), q,
         P("architecture", "A performance rewrite with memory trade-offs and nothing in the project about it; "
           "there is no 'you decide' option."))

    sec = src(REPO, CR, "Guidelines — Commit after completion")
    call(F, "cr-push", sec, "prose", "/github-dev:code-review", fs(shown=(
        "All fixes applied (3 auto-fixes, batching skipped). Branch fix/18-nms-threshold, PR #33 open, 2 "
        "reviewers requested.\n")),
         Q("Commit the fixes and push to origin/fix/18-nms-threshold?", "Push", [
             O("Commit and push", "Updates PR #33 and re-requests review"), O("Commit only", "Keep it local")]),
         P("confirmation", "Pushing updates an open PR and notifies its reviewers; that is the person's call.",
           ["outward"]))


def issues():
    sec = src(REPO, DI, "10. Ask about GitHub creation")
    call(F, "di-create", sec, "prose", "/github-dev:decompose-issue batched inference with memory cap", fs(shown=(
        "Proposed milestone: v0.4 Batched inference\n  #41 [Feature] Memory-capped tile batcher\n  #42 [Feature] "
        "Batch size auto-tuning on the Jetson\n  #43 [Test] Batch vs per-tile count parity\n  #44 [Docs] "
        "Document batch settings\n")),
         Q("Create this milestone and the 4 issues on GitHub?", "GitHub", [
             O("Create milestone and issues"), O("Create issues only", "No milestone"), O("Don't create")]),
         P("confirmation", "Creating a milestone and four issues writes to the team's GitHub repository; the "
           "person decides whether they go up.", ["outward"]))

    sec = src(REPO, RI, "9.6. 2-Stage Review — escalate to user after 3 failures")
    esc = ("Stage 1 (spec compliance) failed 3 times.\nGap: issue #35 checkbox \"flag value is validated "
           "(multiple of 32)\" — validation added, but 640 and 608 both pass and 600 raises only at inference.\n")
    call(F, "ri-escalate", sec, "prose", "/github-dev:resolve-issue 35", fs(shown=esc),
         Q("The spec review still fails after 3 retries. How should I proceed?", "Review", [
             O("Create PR anyway", "Open the PR with the gap noted"), O("Stop here", "Leave the branch as is")]),
         P("other", "The review keeps failing and the only choices are to ship with the gap or stop; the person "
           "judges that.", ["reports_failure"]))
    call(F, "ri-escalate", sec, "prose", "/github-dev:resolve-issue 35", fs(shown=esc),
         Q("The spec review still fails after 3 retries. How should I proceed?", "Review", [
             O("Fix the validation gap", "Validate the flag when it is parsed and add the test"),
             O("Create PR anyway", "Open the PR with the gap noted"), O("Stop here", "Leave the branch as is")]),
         L("other", sel("Fix the validation gap"), "A concrete fix for the named gap is offered; it beats "
           "shipping the gap.", ["reports_failure"]))


def council():
    sec = src(REPO, CO, "User Interaction — After Synthesis")
    dq = Q("The models disagree on caching per-row counts. Which fits your constraints better?", "Cache", [
        O("Redis", "Opus: shared cache, survives restarts"), O("In-process LRU", "Codex: functools.lru_cache, no "
          "new service"), O("SQLite table", "Sonnet: persisted counts next to the images")])
    call(F, "co-disagree", sec, "filled", "/council how should the dashboard cache per-row counts?",
         fs({"docs/decisions.md": "## Dashboard data\nimages.db is the only database and the dashboard opens it "
             "read-only; counts are recomputed on each upload, so a cache only has to live as long as the "
             "process.\n"}), dq,
         L("architecture", sel("In-process LRU"), "CLAUDE.md allows one process and no extra services (no "
           "Redis), and decisions.md keeps images.db the only, read-only database; a cache living with the "
           "process is enough."))
    call(F, "co-disagree", sec, "filled", "/council how should the dashboard cache per-row counts?",
         fs(claude=False), dq,
         P("architecture", "Three viable designs with different operating costs and nothing in the project to "
           "choose between them."))


def media():
    sec = src(REPO, MJ, "Step 2: Clarify with User (When Needed)")
    style = Q("What style do you want for this image?", "Style", [
        O("Photorealistic", "Looks like a real photograph"), O("Cinematic", "Movie-like, dramatic lighting"),
        O("Artistic/Illustration", "Stylized, artistic interpretation"), O("Minimal/Clean", "Simple, clean aesthetic")])
    fmt = Q("What format do you need?", "Format", [
        O("Widescreen (16:9)", "Cinematic, landscape, desktop"), O("Portrait (4:5)", "Vertical, mobile, Instagram"),
        O("Square (1:1)", "Social media, profile"), O("Ultra-wide (21:9)", "Panoramic, banner")])
    call(F, "mj-clarify", sec, "verbatim", "/midjourney:midjourney-imagineapi", fs({"docs/brief-hero.md": "Hero "
         "banner for the dashboard's login page: 1920x800, must look like our real drone photos (photographic, no "
         "illustration).\n"}), [style, fmt],
         [L("style", sel("Photorealistic"), "The brief wants it to look like the real drone photos."),
          L("style", sel("Ultra-wide (21:9)"), "1920x800 is 2.4:1, a banner; 21:9 is the nearest format.")])
    call(F, "mj-clarify", sec, "verbatim", "/midjourney:midjourney-imagineapi", fs(claude=False), [
        Q("What mood or atmosphere?", "Mood", [
            O("Bright & Cheerful", "Warm, optimistic feeling"), O("Moody & Dramatic", "Dark, atmospheric, cinematic"),
            O("Calm & Serene", "Peaceful, tranquil"), O("Energetic & Dynamic", "Action, movement, excitement")])],
         P("style", "No brief or brand guide says anything about the image; its mood is the person's taste."))

    sec = src(REPO, MJ, "Step 5: Present Options to User")
    pq = Q("Which prompt direction do you prefer?", "Prompt", [
        O("Option A: Dramatic", "Low sun, long shadows, high contrast"),
        O("Option B: Natural", "Overcast daylight, true colours, drone top-down"),
        O("Option C: Artistic", "Watercolour wash over the orchard rows")])
    shown = ("A: apple orchard rows from a drone at golden hour, long shadows, dramatic contrast --ar 21:9 --v 6\n"
             "B: apple orchard rows from a drone, overcast daylight, true-to-life colours, top-down --ar 21:9 --v 6\n"
             "C: apple orchard rows, loose watercolour wash, soft edges --ar 21:9 --v 6\n")
    call(F, "mj-prompt", sec, "filled", "/midjourney:midjourney-imagineapi", fs({"docs/brand.md": "Imagery: "
         "natural light only, no golden-hour or dramatic grading, no illustration — growers must recognise a "
         "real orchard.\n"}, shown=shown), pq,
         L("style", sel("Option B: Natural"), "brand.md allows natural light only and no illustration."))
    call(F, "mj-prompt", sec, "filled", "/midjourney:midjourney-imagineapi", fs(claude=False, shown=shown), pq,
         P("style", "Three equally valid looks, each spending image credits, and nothing says which the person "
           "wants."))

    sec = src(REPO, SL, "Step 1: Basic Information")
    aq = Q("Who is the audience?", "Audience", [O("Developers"), O("Non-developers"), O("Mixed")])
    duq = Q("How long is the talk?", "Duration", [O("5 min", "Lightning talk, 5-8 slides"),
                                                  O("10 min", "Short talk, 8-12 slides"),
                                                  O("20 min", "Standard, 15-20 slides"),
                                                  O("30 min", "Conference talk, 20-30 slides")])
    call(F, "sl-basics", sec, "prose", "/slidev:create-slide", fs({"talk.md": "Friday demo for the growers' "
         "co-op board (farm owners, no engineers), 10-minute slot after the harvest report.\n"}), [aq, duq],
         [L("other", sel("Non-developers"), "talk.md says the board are farm owners with no engineers."),
          L("other", sel("10 min"), "talk.md gives a 10-minute slot.")])
    call(F, "sl-basics", sec, "prose", "/slidev:create-slide", fs(claude=False), [aq, duq],
         [P("other", "Nothing in the project says who the talk is for."),
          P("other", "Nothing in the project says how long the slot is.")])


def specs():
    sec = src(REPO, PRD, "Phase 4: 범위 정의 (scope) — Out of Scope")
    call(F, "prd-oos", sec, "prose", "/prd-suite:prd", fs({"notes/kickoff.md": "Kickoff 2026-02-20:\n- v1 is "
         "for our own farm only; other farms maybe next year.\n- Staff use it in the tablet browser in the "
         "shed; no app store app.\n- Offline capture is a must (no signal in rows 9-14).\n- Yield forecasting is "
         "phase 2.\n"}),
         Q("Which items should the PRD list as explicitly out of scope?", "Out scope", [
             O("Multi-farm accounts"), O("Native mobile app"), O("Offline capture"), O("Yield forecasting")],
           multi=True),
         L("scope", multi("Multi-farm accounts", "Native mobile app", "Yield forecasting"), "The kickoff notes "
           "defer other farms and forecasting and rule out an app; offline capture is a must, so it stays in."))

    sec = src(REPO, IV, "Interview Completion")
    cq = Q("Here is the summary of the requirements. Shall I write the spec?", "Confirm", [
        O("Looks right — write the spec", "Save to .claude/spec/2026-03-12-offline-capture.md"),
        O("Needs changes")])
    kick = {"notes/kickoff.md": "Offline capture: photos taken in rows 9-14 queue on the tablet and upload when "
            "back in signal. A capture must never be dropped — growers re-fly a row only at great cost.\n"}
    call(F, "iv-confirm", sec, "prose", "/interview:interview-methodology", fs(kick, shown=(
        "Summary — offline capture:\n- Photos queue on the tablet when offline, upload on reconnect.\n- Queue "
        "survives app restarts (IndexedDB).\n- Failed uploads retry with backoff until they succeed; the user "
        "sees a pending count.\n")), cq,
         L("confirmation", sel("Looks right — write the spec"), "The summary matches the kickoff notes, "
           "including never dropping a capture."))
    call(F, "iv-confirm", sec, "prose", "/interview:interview-methodology", fs(kick, shown=(
        "Summary — offline capture:\n- Photos queue on the tablet when offline, upload on reconnect.\n- Queue "
        "survives app restarts (IndexedDB).\n- Failed uploads retry 3 times, then the photo is discarded to free "
        "space.\n")), cq,
         L("confirmation", typ("Needs changes: failed uploads must never be discarded — keep retrying and show "
                               "them as pending."),
           "The summary discards photos after 3 failures, but the kickoff notes say a capture must never be "
           "dropped."))


def build():
    worktrees()
    post_merge()
    review()
    issues()
    council()
    media()
    specs()
