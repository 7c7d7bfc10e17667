"""devloop (Zate/cc-plugins): a plugin set for a plan-driven development loop — devloop:ship (how to ship, what
next once every task is done), devloop:archive (an incomplete plan, the archive go-ahead), devloop:pr-feedback
(which review comments join the plan, what next), devloop:run-swarm (a merge conflict from a worker's worktree),
ctx:cleanup (how to remediate the memory report) and blog-writer:blog (the interview: topic, audience, core point,
tone, length, the outline).

Files used (@ a249a099b8e206c5268071c628fec27eaeac1094): plugins/devloop/skills/ship/SKILL.md,
plugins/devloop/skills/archive/SKILL.md, plugins/devloop/skills/pr-feedback/SKILL.md,
plugins/devloop/skills/run-swarm/SKILL.md, plugins/ctx/skills/cleanup/SKILL.md, plugins/blog-writer/skills/blog/SKILL.md.
Most calls are the skills' own AskUserQuestion blocks (`verbatim`, or `filled` where the skill leaves N or an item
range to fill); run-swarm's merge conflict is a prose menu (`prose`); ship's "pr-on-complete: ask" and
"auto_close: ask" prompts have no option list in the skill and are built from it (`prose`).
Fixture: "tidepool", a small Go service that reads harbour tide gauges and serves forecasts to a sailing club app;
two maintainers, plans kept in .devloop/plan.md, preferences in .devloop/local.md.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "Zate/cc-plugins"  # read at a249a099b8e206c5268071c628fec27eaeac1094

F = "devloop"
SH = "plugins/devloop/skills/ship/SKILL.md"
AR = "plugins/devloop/skills/archive/SKILL.md"
PF = "plugins/devloop/skills/pr-feedback/SKILL.md"
RS = "plugins/devloop/skills/run-swarm/SKILL.md"
CU = "plugins/ctx/skills/cleanup/SKILL.md"
BL = "plugins/blog-writer/skills/blog/SKILL.md"

README = ("# tidepool\nGo 1.22 service: reads harbour tide gauges every 5 minutes and serves 48h forecasts to the "
          "Seabright sailing club app. Maintainers: Ines (owner) and Tom.\n")


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None, base=True):
    d = {}
    if base:
        d = {"go.mod": "module github.com/seabright/tidepool\n\ngo 1.22\n", "README.md": README,
             ".devloop/local.md": "# devloop preferences\ngit:\n  pr-on-complete: ask\ncommits:\n  style: conventional\n"
             "github:\n  auto_close: ask\nreview:\n  before-commit: always\n"}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


PLAN_DONE = ("---\ntitle: Gauge retry with backoff\nissue: 41\nstatus: In Progress\n---\n# Plan: Gauge retry with "
             "backoff\n- [x] 1.1 Add backoff helper\n- [x] 1.2 Use it in gauge poller\n- [x] 1.3 Tests for retry "
             "limits\n")
PLAN_OPEN = ("---\ntitle: Forecast cache\nstatus: In Progress\n---\n# Plan: Forecast cache\n- [x] 1.1 LRU cache "
             "for forecasts\n- [ ] 1.2 Invalidate on new gauge reading\n- [ ] 1.3 Cache hit metrics\n")


def ship():
    sec = src(REPO, SH, "Phase 1: Pre-flight Check")
    mq = Q("How would you like to ship?", "Mode", [
        O("Full validation", "Run tests, review, then commit/PR"), O("Quick commit", "Skip validation, just commit"),
        O("PR only", "Changes already committed, create PR"),
        O("Atomic commits", "One commit per completed plan task")])
    st = "On branch feat/gauge-retry\n M internal/gauge/poller.go\n A internal/backoff/backoff.go\n A internal/backoff/backoff_test.go\n 3 files changed, 142 insertions(+), 9 deletions(-)\n"
    call(F, "ship-mode", sec, "verbatim", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE}, shown=st), mq,
         L("scope", sel("Full validation"), "Nothing is committed yet and local.md asks for review before every "
           "commit; the validated path is the one the project's own preferences require."))
    call(F, "ship-mode", sec, "verbatim", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE, "CLAUDE.md":
         "## Commits\nWe keep one commit per plan task so `git bisect` lands on a task. Please don't squash plan "
         "work into a single commit.\n"}, shown=st), mq,
         L("style", sel("Atomic commits"), "CLAUDE.md asks for one commit per plan task and rules out a single "
           "squashed commit."))
    call(F, "ship-mode", sec, "verbatim", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE}, shown=(
        "On branch feat/gauge-retry — working tree clean\n3 commits ahead of origin/main (all pushed to "
        "origin/feat/gauge-retry)\nNo open PR for this branch.\n")), mq,
         L("scope", sel("PR only"), "The work is already committed and pushed, with no PR yet: the only step left "
           "is the PR the plan's preferences expect."))

    sec = src(REPO, SH, "Phase 4: PR Creation")
    pq = Q("Create a pull request for feat/gauge-retry now?", "PR", [
        O("Create PR", "gh pr create --base main --title \"Gauge retry with backoff\""), O("Not yet", "Commit only")])
    call(F, "ship-pr", sec, "prose", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE}, shown=(
        "Committed 3 atomic commits on feat/gauge-retry (tests pass, review clean).\n")), pq,
         P("confirmation", "local.md sets pr-on-complete to ask, so opening a PR that the other maintainer sees "
           "is left to the person each time.", ["outward"]))
    call(F, "ship-pr", sec, "prose", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE, "docs/CONTRIBUTING.md":
         "Every finished plan goes up as a PR against main as soon as its tests pass — Tom reviews in the "
         "morning. Don't sit on finished branches.\n"}, shown=("Committed 3 atomic commits on feat/gauge-retry "
         "(tests pass, review clean).\n")), pq,
         L("confirmation", sel("Create PR"), "CONTRIBUTING.md says a finished plan goes up as a PR once its tests "
           "pass, and they do."))

    sec = src(REPO, SH, "Phase 3: Smart Commit")
    iq = Q("The plan is linked to issue #41. Add \"Closes #41\" to the commit message?", "Issue", [
        O("Add Closes #41", "Merging the PR will close the issue"), O("Don't close", "Leave the issue open")])
    call(F, "ship-issue", sec, "prose", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE}, shown=(
        "Issue #41 \"Gauge poller gives up after one timeout\" — every item in its checklist is covered by tasks "
        "1.1–1.3.\n")), iq,
         L("confirmation", sel("Add Closes #41"), "The plan covers the whole issue; linking the fix to it is the "
           "ordinary bookkeeping the plan's issue field exists for."))
    call(F, "ship-issue", sec, "prose", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE}, shown=(
        "Issue #41 \"Gauge poller gives up after one timeout\" — checklist: [x] retry with backoff, [ ] alert "
        "the harbour master when a gauge is down > 1h (not in this plan).\n")), iq,
         L("confirmation", sel("Don't close"), "Part of #41 (the harbour-master alert) is not in this plan; "
           "closing the issue would drop that work."))

    sec = src(REPO, SH, "Phase 5: Post-Ship")
    nq = Q("All tasks done! What next?", "Next", [
        O("Archive plan", "Move to archive, start fresh"), O("Wait for review", "PR created, wait for feedback"),
        O("Done", "Keep plan for reference")])
    call(F, "ship-next", sec, "verbatim", "/devloop:ship", fs({".devloop/plan.md": PLAN_DONE}, shown=(
        "PR #57 opened: https://github.com/seabright/tidepool/pull/57 — review requested from Tom.\n")), nq,
         L("other", sel("Wait for review"), "The PR was just opened and awaits Tom's review; archiving now would "
           "clear the plan that review feedback is added to."))


def archive():
    sec = src(REPO, AR, "Step 1: Check Plan Status")
    aq = Q("Plan has 2 pending tasks. Archive anyway?", "Incomplete", [
        O("Archive anyway", "Force archive incomplete plan"), O("Continue work", "Keep working on pending tasks"),
        O("Cancel", "Don't archive")])
    call(F, "archive-incomplete", sec, "filled", "/devloop:archive", fs({".devloop/plan.md": PLAN_OPEN}), aq,
         L("scope", sel("Continue work"), "Two tasks of the forecast-cache plan are still open and nothing says "
           "the plan was dropped; keeping at it is the productive choice."))
    call(F, "archive-incomplete", sec, "filled", "/devloop:archive", fs({".devloop/plan.md": PLAN_OPEN,
         "docs/decisions.md": "### 2026-05-02 Forecast cache shelved\nWe're not doing the forecast cache after "
         "all — the club app caches on its side. Keep 1.1 merged, drop the rest of that plan.\n"}), aq,
         L("scope", sel("Archive anyway"), "decisions.md shelves the rest of the forecast-cache plan, so its open "
           "tasks will not be done; archiving it is what the decision implies."))

    sec = src(REPO, AR, "Step 3: Confirm or Auto-Archive")
    call(F, "archive-confirm", sec, "verbatim", "/devloop:archive", fs({".devloop/plan.md": PLAN_DONE}, shown=(
        "Plan to archive:\n  Title: Gauge retry with backoff\n  Tasks: 3 completed / 3 total\n  PR: #57 (merged)\n")),
         Q("Archive this plan?", "Confirm", [O("Archive now", "Move plan to archive, clear active plan"),
                                              O("Cancel", "Keep plan active")]),
         L("confirmation", sel("Archive now"), "Every task is done and its PR merged; archiving moves the plan to "
           ".devloop/archive/, nothing is lost."))


def pr_feedback():
    sec = src(REPO, PF, "Step 4: Present Findings")
    fq = Q("Which feedback items should be added to the plan?", "Select", [
        O("All blockers", "Add items 1-2"), O("Blockers + suggestions", "Add items 1-3"),
        O("All items", "Add everything"), O("Select individually", "Choose specific items")], multi=True)
    shown = ("PR #57 review (Tom, changes requested):\n1. [blocker] backoff has no upper bound — a dead gauge is "
             "polled forever\n2. [blocker] retry test sleeps for real (8s)\n3. [suggestion] name the jitter "
             "constant\n4. [nit] typo in poller.go comment\n5. [question] why 5 retries and not 3?\n")
    call(F, "prfb-select", sec, "filled", "/devloop:pr-feedback 57", fs({".devloop/plan.md": PLAN_DONE}, shown=shown),
         fq, L("scope", multi("All blockers"), "The two blockers are what holds the PR; the skill's own ordering "
               "puts them first and nothing in the files asks for the suggestions or nits in this round."))
    call(F, "prfb-select", sec, "filled", "/devloop:pr-feedback 57", fs({".devloop/plan.md": PLAN_DONE,
         "CLAUDE.md": "## Reviews\nWe address every review comment in the same PR, nits included — no follow-up "
         "\"cleanup\" PRs.\n"}, shown=shown), fq,
         L("scope", multi("All items"), "CLAUDE.md says every review comment, nits included, is handled in the "
           "same PR."))

    sec = src(REPO, PF, "Step 6: Next Steps")
    call(F, "prfb-next", sec, "verbatim", "/devloop:pr-feedback 57", fs({".devloop/plan.md": PLAN_DONE},
         shown=shown), Q("Feedback added to plan. What next?", "Action", [
             O("Start fixing", "Work on first blocker"), O("Respond first", "Reply to questions"),
             O("Review plan", "See updated plan")]),
         P("other", "\"Respond first\" posts a reply on the PR in the person's name, answering why five retries "
           "were chosen — a reason only the person knows; the order of the rest is theirs too.",
           ["outward", "about_person"]))


def swarm():
    sec = src(REPO, RS, "4c. Merge-Back (Worktree Mode Only)")
    mq = Q("Merge conflict from worktree branch swarm/task-2.3. How should I proceed?", "Conflict", [
        O("Resolve manually and continue", "I'll open the conflict and resolve it"),
        O("Skip this task's changes", "Drop the worker's branch for this task"), O("Stop swarm")])
    call(F, "swarm-conflict", sec, "prose", "/devloop:run-swarm", fs({".devloop/plan.md": PLAN_OPEN}, shown=(
        "CONFLICT (content): internal/forecast/cache.go\n  ours: evict by age (task 2.1)\n  theirs: evict by size "
        "(task 2.3)\nBoth tasks are in the plan; 2.3 says \"replace age eviction with size-bounded LRU\".\n")), mq,
         L("other", sel("Resolve manually and continue"), "The plan says task 2.3 replaces age eviction, so the "
           "conflict has a known resolution; skipping would discard finished work and stopping gains nothing."))
    call(F, "swarm-conflict", sec, "prose", "/devloop:run-swarm", fs({".devloop/plan.md": PLAN_OPEN}, shown=(
        "CONFLICT (content): internal/gauge/calibration.go\n  ours: offsets from calibration.csv (Ines, commit "
        "9e1d, not in the plan)\n  theirs: offsets hard-coded per gauge (task 2.4)\nThe plan does not say which "
        "calibration source wins.\n")), mq,
         P("other", "The conflict sets one maintainer's unplanned calibration change against a plan task, and "
           "nothing says which source of gauge offsets is right; resolving either way discards someone's work.",
           ["destructive"]))


def cleanup():
    sec = src(REPO, CU, "Phase 3: Report")
    rq = Q("How would you like to proceed with the 7 issues found?", "Remediation", [
        O("Auto-fix all (Recommended)", "Apply all recommendations automatically"),
        O("Review each", "Walk through issues one by one for approval"),
        O("Fix high-severity only", "Auto-fix HIGH issues, skip medium and low"),
        O("Skip", "Just show the report, don't change anything")])
    call(F, "cleanup-fix", sec, "filled", "/ctx:cleanup", fs(shown=(
        "Memory report — 7 issues\nHIGH  2 duplicates (MEMORY.md line 4 = ctx node 118; line 9 = node 131) → "
        "remove MEMORY.md lines\nMED   3 ctx nodes missing project tag → tag project:tidepool\nLOW   2 working-"
        "tier nodes unused for 60 days → demote to reference\nNo deletions proposed. Est. savings ~900 tokens.\n")),
         rq, L("other", sel("Auto-fix all (Recommended)"), "Every fix is a tag change or removal of a duplicated "
               "line that stays in ctx; nothing is lost, and the skill recommends applying them."))
    call(F, "cleanup-fix", sec, "filled", "/ctx:cleanup", fs(shown=(
        "Memory report — 7 issues\nHIGH  3 conflicts: MEMORY.md says \"deploys go through Ines\", ctx node 87 "
        "says \"Tom may deploy\" → keep ctx, delete MEMORY.md line\nHIGH  2 stale nodes → ctx delete 64, 65 "
        "(Ines's notes on the harbour authority contract)\nMED   2 duplicates → supersede\n")), rq,
         P("other", "The fixes delete the person's notes and pick a side in a conflict about who may deploy; only "
           "the person knows which is current, so they should go through them.", ["destructive", "about_person"]))


def blog():
    sec = src(REPO, BL, "Step 1a: Topic & Audience")
    tq = Q("What's this blog post about? Give me the elevator pitch.", "Topic", [
        O("Technical tutorial", "How-to, walkthrough, or guide"),
        O("Opinion / hot take", "Your perspective on something in your field"),
        O("Story / experience", "Something that happened, lessons learned"),
        O("Announcement / update", "Product launch, project update, news")])
    aq = Q("Who are you writing this for?", "Audience", [
        O("Developers / technical", "People who write code"), O("Business / leadership", "Decision makers, managers"),
        O("General / mixed", "Broad audience, no assumed expertise"),
        O("Community / peers", "People in your specific niche")])
    call(F, "blog-topic", sec, "verbatim", "/blog", fs(), [tq, aq],
         [P("open_floor", "The skill asks for the person's own pitch; nothing in the project says what they want "
            "to write about.", ["about_person"]),
          P("open_floor", "Who the post is for follows from the pitch the person has not given yet.",
            ["about_person"])])
    call(F, "blog-topic", sec, "verbatim", "/blog", fs({"notes/blog-idea.md": "Post for the club newsletter: "
         "we're switching the app's tide forecasts to tidepool on 1 June — what members will notice (48h instead of "
         "24h), what stays the same. Readers are club members, most of them not technical.\n"}), [tq, aq],
         [L("open_floor", sel("Announcement / update"), "The idea note describes announcing the forecast switch to "
            "members."),
          L("open_floor", sel("General / mixed"), "The note says the readers are club members, mostly not "
            "technical.")])

    sec = src(REPO, BL, "Step 1b: Voice Capture Questions")
    call(F, "blog-voice", sec, "verbatim", "/blog", fs({"notes/blog-idea.md": "Post for the club newsletter about "
         "the forecast switch.\n"}), [
             Q("In your own words, what's the ONE thing you want readers to walk away knowing?", "Core point", [
                 O("Let me type it out", "Free-form answer (recommended — helps capture your voice)"),
                 O("I'm not sure yet", "We'll figure it out as we go")]),
             Q("What's your take on this topic that most people get wrong or overlook?", "Your angle", [
                 O("Let me explain", "Share your perspective in your own words"),
                 O("No strong contrarian take", "Straightforward coverage")])],
         [P("open_floor", "The question exists to capture the person's own words; no file can stand in for them.",
            ["about_person"]),
          P("open_floor", "The person's angle on the topic is theirs to give.", ["about_person"])])

    sec = src(REPO, BL, "Step 1c: Tone & Style Preferences")
    toq = Q("How do you want this to feel when someone reads it?", "Tone", [
        O("Casual & conversational", "Like talking to a colleague over coffee"),
        O("Direct & no-nonsense", "Get to the point, respect the reader's time"),
        O("Thoughtful & nuanced", "Explore complexity, acknowledge tradeoffs"),
        O("Energetic & opinionated", "Strong voice, not afraid to take a stance")])
    lq = Q("How long should this be?", "Length", [
        O("Short (500-800 words)", "Quick read, punchy"), O("Medium (800-1500 words)", "Standard blog length"),
        O("Long (1500-2500 words)", "Deep dive, comprehensive"),
        O("Whatever it takes", "Let the content dictate length")])
    call(F, "blog-tone", sec, "verbatim", "/blog", fs({"docs/newsletter-style.md": "Club newsletter house style: "
         "friendly, plain words, no jargon, like a chat at the bar after racing. Pieces stay under 700 words — "
         "people read it on their phones.\n"}), [toq, lq],
         [L("style", sel("Casual & conversational"), "The newsletter style guide asks for a friendly, chatty tone."),
          L("style", sel("Short (500-800 words)"), "The style guide caps pieces under 700 words.")])
    call(F, "blog-tone", sec, "verbatim", "/blog", fs(), [toq, lq],
         [P("style", "No style guide or earlier posts say how the person writes, and the skill's point is their "
            "voice.", ["about_person"]),
          L("style", sel("Whatever it takes"), "With no length rule anywhere, letting the content set the length "
            "decides nothing the person must own and can be trimmed later.")])

    sec = src(REPO, BL, "Phase 2: Outline")
    oq = Q("Here's the outline. How does it look?", "Outline", [
        O("Looks good, write it (Recommended)", "Proceed to drafting"), O("Tweak it", "I have some changes"),
        O("Start over", "This isn't what I had in mind")])
    call(F, "blog-outline", sec, "verbatim", "/blog", fs({"notes/blog-idea.md": "Newsletter post: tide forecasts "
         "switch to tidepool on 1 June; 48h window; same app, nothing to install.\n"}, shown=(
        "Outline\n1. What changes on 1 June (48h forecasts)\n2. What stays the same (same app, nothing to install)\n"
        "3. Who to ask (Ines)\n")), oq,
         L("confirmation", sel("Looks good, write it (Recommended)"), "The outline covers every point in the person's idea note and adds "
           "nothing beyond it."))
    call(F, "blog-outline", sec, "verbatim", "/blog", fs({"notes/blog-idea.md": "Newsletter post: tide forecasts "
         "switch to tidepool on 1 June; 48h window; same app, nothing to install.\n"}, shown=(
        "Outline\n1. What changes on 1 June (48h forecasts)\n2. Why the old provider was dropped (their outage "
        "during the Easter regatta, and the contract dispute)\n3. Who to ask (Ines)\n")), oq,
         P("confirmation", "The outline adds a section on an outage and a contract dispute the idea note never "
           "mentions; whether the club says that publicly is the person's call.", ["outward"]))

    sec = src(REPO, BL, "Phase 5: Review & Publish")
    call(F, "blog-review", sec, "verbatim", "/blog", fs(shown=(
        "[polished draft, 640 words] \"From 1 June your tide forecasts look two days ahead instead of one...\"\n")),
         Q("How's the draft? Be honest.", "Review", [
             O("Love it, publish (Recommended)", "Export to final format"),
             O("Close but needs changes", "Tell me what to adjust"),
             O("Rewrite sections", "Specific sections need rework"),
             O("Start the draft over", "Keep the outline, rewrite from scratch")]),
         P("confirmation", "The question asks for the person's honest opinion of a piece going out under their name; "
           "no file can give it.", ["about_person", "outward"]))

    sec = src(REPO, BL, "Publish")
    call(F, "blog-publish", sec, "verbatim", "/blog", fs({"newsletter/2026-05/README.md": "May issue. Each piece "
         "is one markdown file in this folder; Ines pastes them into the mailer.\n"}), [
             Q("What format do you want?", "Format", [
                 O("Markdown (.md) (Recommended)", "Clean markdown file"),
                 O("HTML (.html)", "Styled HTML with embedded CSS"), O("Both", "Generate both formats")]),
             Q("Where should I save it?", "Location", [
                 O("Current directory", "Save right here"), O("blog/ subdirectory", "Create blog/ folder if needed"),
                 O("Let me specify", "I'll type a custom path")])],
         [L("style", sel("Markdown (.md) (Recommended)"), "The issue folder's README says each piece is one "
            "markdown file."),
          L("scope", typ("newsletter/2026-05/forecast-switch.md"), "The May issue collects its pieces in "
            "newsletter/2026-05/; neither offered place is that folder.")])


def build():
    ship()
    archive()
    pr_feedback()
    swarm()
    cleanup()
    blog()
