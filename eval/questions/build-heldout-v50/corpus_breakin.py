"""breakin (21-BreakinCode/cc-plugins): a Taipei ad-tech engineer's plugin marketplace for daily work across an
Obsidian "LifeOS" vault and several company repositories — `handover-handler` (`/hh:init-org` asks which ORG and
confirms the scaffold; `/hh:init-service` batches app name + LifeOS subpath and asks "Keep existing / Overwrite —
force / Abort" when ./handover already points elsewhere; `/hh:wrap-up` batches one question per active handover:
no change / append update / archive done / archive superseded, then asks which doc supersedes), `code-reviewer`
(`/code-reviewer:review-pr` asks what the PR is about; its orchestrator agent asks, when no principle directory
resolves, "Provide path (one-off) / Set up a global root / Skip principle layer (Recommended) / Abort", then walks a
pattern wizard and a retry prompt; the `refresh-principles` skill proposes a diff of mined concepts for "Approve /
Edit / Skip", where approval stamps the person's sign-off), `autoresearch` (`/autoresearch:harness-build`: the
component menu, the feedback-loop intake (event, matcher, principle), overwrite-or-rename, the destination check;
`/autoresearch:improve`: the eval-metrics guard, metric direction, target files) and `remotion-maker`
(`/remotion-maker:create`: format, the preview gate, a failed verification, "Render the final MP4?").

Files used: handover-handler/commands/{init-org,init-service,wrap-up}.md, code-reviewer/commands/review-pr.md,
code-reviewer/agents/pr-review-orchestrator.md, code-reviewer/skills/refresh-principles/SKILL.md,
autoresearch/commands/{harness-build,improve}.md, remotion-maker/commands/create.md
(@ 2264323728928b9f39ce7554aa809431d5773849).
Questions the source writes out (question, header, options) are kept (`verbatim`; `filled` where ORG names, app
names, handover files, paths and probe results are filled in; the wrap-up's six options trimmed to four, the
automatic "Other" left to the tool); quoted prompts and "ask: X or Y" steps became calls with the step's own choices
(`prose`); questions over a report (a verification failure, a wizard validation error, a mined-principles diff, a
preview) are `variant`s. What the session printed above the question (the wrap-up table, a diff, probe results,
preview notes, a verification report) is kept as `shown`.
Fixture: Ming-Hsuan Lin's work at Appier — the creative-render service (TypeScript, BullMQ render queue) and the
creative-studio front end in ~/Projects/Appier, her LifeOS vault with 01Project/{Appier,SideQuests}, and a NOTES.md
of her own reminders; the remotion calls run in her side project, a short-video series about Taiwanese breakfast
shops.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "21-BreakinCode/cc-plugins"  # @ 2264323728928b9f39ce7554aa809431d5773849

F = "breakin"
ORG = "handover-handler/commands/init-org.md"
SVC = "handover-handler/commands/init-service.md"
WRAP = "handover-handler/commands/wrap-up.md"
RPR = "code-reviewer/commands/review-pr.md"
ORCH = "code-reviewer/agents/pr-review-orchestrator.md"
REFRESH = "code-reviewer/skills/refresh-principles/SKILL.md"
HB = "autoresearch/commands/harness-build.md"
IMP = "autoresearch/commands/improve.md"
RM = "remotion-maker/commands/create.md"

README = ("# creative-render\nRenders ad creatives (HTML5 → MP4/PNG) for Appier campaigns. TypeScript, Node 20, "
          "BullMQ queue on Redis, workers in src/render/. Repo: appier-labs/creative-render (internal).\n")
CLAUDE = ("# Notes for Claude\n- Node 20, pnpm. Tests: `pnpm test`; bench: `pnpm bench` prints JSON.\n"
          "- Don't touch src/render/worker.ts without asking — Ken owns it.\n")


def fs(extra=None, shown=None, base=True):
    d = {"README.md": README, "CLAUDE.md": CLAUDE} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


SIDE = {"README.md": ("# zaocan-shorts\nRemotion project for a short-video series on Taiwanese breakfast shops "
                      "(蛋餅, 飯糰, 豆漿). Episodes in src/episodes/.\n")}


def side(extra=None, shown=None):
    d = dict(SIDE)
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def handover():
    sec = src(REPO, ORG, "Phase 2 — Resolve ORG")
    q = Q("Which ORG should this initiation be for?", "ORG", [
        O("Appier", "$LIFEOS/01Project/Appier"), O("SideQuests", "$LIFEOS/01Project/SideQuests"),
        O("New ORG (enter name)", "")])
    call(F, "org", sec, "filled", "/hh:init-org", fs(extra={"NOTES.md": (
        "Ming: anything under ~/Projects/appier-labs/ is Appier work (the org was renamed on GitHub, the resolver "
        "still only knows 'appier').\n")}), q,
        L("other", sel("Appier"), "NOTES.md: repositories under appier-labs are Appier work; the resolver simply "
          "misses the renamed GitHub org."))
    call(F, "org", sec, "filled", "/hh:init-org", side(), q,
         P("other", "Whether this side project belongs under SideQuests or a new ORG is how Ming-Hsuan organises "
           "her own vault; nothing in the project says.", ["about_person"]))
    sec = src(REPO, ORG, "Phase 4 — Confirm with user")
    call(F, "org-confirm", sec, "verbatim", "/hh:init-org", fs(), Q(
        "Scaffold initiation.md for Appier?", "Scaffold", [
            O("Yes, scaffold the template", ""), O("No, abort", "")]),
        L("confirmation", sel("Yes, scaffold the template"), "The command was run to create it, the file does not "
          "exist yet, and it is written from the plugin's template without touching anything else."))

    sec = src(REPO, SVC, "Phase 4 — Append new mapping row")
    qs = [Q("App name for this repo?", "app_name", [O("creative-studio", "current directory name"),
                                                    O("Other...", "")]),
          Q("LifeOS subpath under Appier/?", "lifeos path", [O("Services/creative-studio", "default"),
                                                             O("Other...", "")])]
    call(F, "service", sec, "filled", "/hh:init-service", {"README.md": (
        "# creative-studio\nNext.js front end where account managers build ad creatives.\n")}, qs, [
        L("style", sel("creative-studio"), "The directory name is already kebab-case and nothing asks for another "
          "name."),
        L("style", sel("Services/creative-studio"), "No vault layout is recorded beyond the default.")])
    call(F, "service", sec, "filled", "/hh:init-service", {"README.md": (
        "# creative-studio\nNext.js front end where account managers build ad creatives.\n"), "NOTES.md": (
        "LifeOS layout for Appier: Services/ is backend only. Front ends live under Web/<app>.\n")}, qs, [
        L("style", sel("creative-studio"), "The default name fits."),
        L("style", typ("Web/creative-studio"), "NOTES.md: front ends live under Web/<app>, not Services/; "
          "creative-studio is a front end.")])
    sec = src(REPO, SVC, "Phase 6 — Symlink ./handover")
    q = Q("./handover already links to a different LifeOS folder. What should I do?", "Symlink", [
        O("Keep existing", "leave the current link"), O("Overwrite — force", "re-point ./handover"),
        O("Abort", "")])
    call(F, "symlink", sec, "variant", "/hh:init-service", fs(extra={"NOTES.md": (
        "Ming, 3 Nov: renamed bust-api → creative-render; moved its LifeOS folder to Services/creative-render. "
        "Old folder is empty now.\n")}, shown=(
        "./handover -> ~/LifeOS/01Project/Appier/Services/bust-api/handover (folder empty)\n"
        "Mapping row: creative-render → Services/creative-render\n")), q,
        L("other", sel("Overwrite — force"), "NOTES.md records the rename and the move; the old target is empty, "
          "so re-pointing the link loses nothing.", ["destructive"]))
    call(F, "symlink", sec, "variant", "/hh:init-service", fs(shown=(
        "./handover -> ~/LifeOS/01Project/Appier/Services/render-legacy/handover (14 files)\n"
        "Mapping row: creative-render → Services/creative-render\n")), q,
        P("other", "The link points at a folder with 14 handover docs and nothing explains the mismatch; "
          "re-pointing it detaches this repo from them.", ["destructive"]))

    sec = src(REPO, SVC, "Phase 1 — Resolve ORG")
    call(F, "svc-org", sec, "prose", "/hh:init-service", {"README.md": (
        "# dotfiles-bootstrap\nMy machine setup scripts (brew, mise, stow).\n")}, Q(
        "Could not auto-detect the ORG for this repo. Which existing ORG should it go under?", "ORG", [
            O("Appier", ""), O("SideQuests", "")]),
        P("other", "A personal dotfiles repo fits neither ORG obviously; where it belongs in her vault is "
          "Ming-Hsuan's own filing decision.", ["about_person"]))
    sec = src(REPO, WRAP, "Phase 1 — Discover")
    call(F, "wrap-many", sec, "prose", "/hh:wrap-up", fs(shown=(
        "Found 23 active handovers (expected 0–10). Phase 2 spawns one analysis subagent per handover.\n")), Q(
        "23 active handovers found — more than usual. Spawn 23 analysis subagents?", "Many", [
            O("Proceed with all 23", ""), O("Stop", "")]),
        P("other", "Twenty-three parallel subagents is an unusual spend the workflow itself flags; whether the "
          "wrap-up is worth it today is the person's budget call.", ["about_person"]))
    sec = src(REPO, WRAP, "Phase 3 — Batched user query")
    opts = [O("Active — no change", ""), O("Active — append update", ""), O("Archive: done", ""),
            O("Archive: superseded", "")]
    call(F, "wrapup", sec, "filled", "/hh:wrap-up", fs(extra={"NOTES.md": (
        "Today (29 Nov): Ken approved the render-queue PR this morning; I'll merge after lunch.\n")}, shown=("Active handovers found: 3\n| # | File | Topic | Suggested |\n|1| creative-render__2026-11-20-"
                   "sigterm-drain.md | graceful SIGTERM drain — status: shipped, 6/6 | done |\n|2| creative-render__"
                   "2026-11-24-render-queue-pr.md | render-queue PR, waiting for review, 3/5 | active-update |\n"
                   "|3| creative-studio__2026-11-18-brand-kit.md | brand kit import, 2/7, no status | active |\n"
                   "|4| creative-studio__2026-10-30-ab-readout.md | A/B test readout for the template picker, "
                   "0/3, untouched 30 days | suspended? |\n")), [
        Q("Handover #1: creative-render__2026-11-20-sigterm-drain.md", "sigterm-drai", opts),
        Q("Handover #2: creative-render__2026-11-24-render-queue-pr.md", "render-queue", opts),
        Q("Handover #3: creative-studio__2026-11-18-brand-kit.md", "brand-kit", opts),
        Q("Handover #4: creative-studio__2026-10-30-ab-readout.md", "ab-readout", opts)], [
        L("other", sel("Archive: done"), "Its own status reads shipped, with 6 of 6 boxes ticked."),
        L("other", sel("Active — append update"), "The PR got its approval today (NOTES.md) but isn't merged; the "
          "handover needs today's entry."),
        P("other", "The brand-kit handover shows 2 of 7 boxes ticked and no status; whether it is paused, still "
          "active or abandoned is something only Ming-Hsuan knows."),
        P("other", "An untouched A/B readout could be suspended, done elsewhere or dropped; the doc doesn't say "
          "and only Ming-Hsuan knows where that work stands.")])
    call(F, "wrapup", sec, "filled", "/hh:wrap-up", fs(shown=(
        "Active handovers found: 2\n| # | File | Topic | Suggested |\n|1| creative-render__2026-11-02-queue-"
        "retries.md | retry policy for failed renders | superseded (by creative-render__2026-11-24-render-queue-"
        "pr.md, which restates the retry design and links here) |\n|2| creative-render__2026-11-29-font-cache.md "
        "| font cache warmup, created today | active |\n|3| zaocan-shorts__2026-11-10-sponsor-talks.md | talks "
        "with a soy-milk brand about sponsoring ep. 5, last entry 'waiting on their offer' | active |\n")), [
        Q("Handover #1: creative-render__2026-11-02-queue-retries.md", "queue-retrie", opts),
        Q("Handover #2: creative-render__2026-11-29-font-cache.md", "font-cache", opts),
        Q("Handover #3: zaocan-shorts__2026-11-10-sponsor-talks.md", "sponsor", opts)], [
        L("other", sel("Archive: superseded"), "The newer render-queue handover restates the retry design and links "
          "back to this one."),
        L("other", sel("Active — no change"), "Created today; nothing to add yet."),
        P("other", "Where a sponsorship negotiation stands — still waiting, concluded or dropped — is Ming-Hsuan's "
          "own business and nothing in the vault records an answer since the 10th.", ["about_person"])])
    sec = src(REPO, WRAP, "Phase 3 — Batched user query")
    call(F, "superseded-by", sec, "prose", "/hh:wrap-up", fs(shown=(
        "Archiving creative-render__2026-11-02-queue-retries.md as superseded.\n")), Q(
        "Which doc supersedes creative-render__2026-11-02-queue-retries.md?", "Superseded", [
            O("creative-render__2026-11-24-render-queue-pr.md", "restates the retry design, links back"),
            O("creative-render__2026-11-20-sigterm-drain.md", "")]),
        L("other", sel("creative-render__2026-11-24-render-queue-pr.md"), "The analysis named the render-queue PR "
          "handover as the one that restates and links the retry design."))


def code_reviewer():
    sec = src(REPO, RPR, "Step 3: Ask user for context")
    q = Q("What is this PR about? This helps focus the review on what matters.", "PR context", [
        O("Use the PR description", "PR #212: fix(queue): drain jobs on SIGTERM"),
        O("No extra context", "")])
    call(F, "pr-context", sec, "prose", "/code-reviewer:review-pr 212", fs(extra={"NOTES.md": (
        "For #212 Ken wants the review to look hardest at the ack ordering — jobs must be acked only after the "
        "MP4 is uploaded, or a SIGTERM mid-upload loses the job.\n")}), q,
        L("open_floor", typ("Bugfix: graceful SIGTERM drain for the render queue; focus on ack ordering — ack only "
          "after the MP4 upload completes"), "NOTES.md names the specific risk Ken wants reviewed, which the PR "
          "title alone does not carry."))
    call(F, "pr-context", sec, "prose", "/code-reviewer:review-pr 212", fs(), q,
         L("open_floor", sel("Use the PR description"), "Nothing beyond the PR's own description is known about "
           "its purpose; it is the context to give."))
    sec = src(REPO, ORCH, "Guard prompt (only on exit 1)")
    q = Q("No principle directory found for appier-labs/creative-render. How should the review continue?",
          "Principles", [
              O("Provide path (one-off)", "point at a principle directory for this repo only"),
              O("Set up a global root", "configure a reusable <base>/<pattern> for future repos"),
              O("Skip principle layer (Recommended)", "continue with standard reviews only"),
              O("Abort", "cancel this review")])
    call(F, "principles", sec, "verbatim", "/code-reviewer:review-pr 212", fs(), q,
         L("other", sel("Skip principle layer (Recommended)"), "No principle directory is known for this repo; the "
           "review runs fine without the layer, which is the recommended default."))
    call(F, "principles", sec, "verbatim", "/code-reviewer:review-pr 212", fs(extra={"NOTES.md": (
        "Review principles for creative-render: ~/LifeOS/01Project/Appier/CodeReviewPrinciple/creative-render "
        "(only this repo has one so far).\n")}), q,
        L("other", sel("Provide path (one-off)"), "NOTES.md gives this repo's principle directory, and it is the "
          "only one so far — a one-off path, not a global layout."))
    sec = src(REPO, ORCH, "Global-root wizard (only when user picks option 2)")
    call(F, "pattern", sec, "verbatim", "/code-reviewer:review-pr 212", fs(extra={"NOTES.md": (
        "All principle dirs: $LIFEOS/01Project/<Org>/CodeReviewPrinciple/<repo>.\n")}), Q(
        "What's the layout under that base? {org_dir} and {repo} are substituted at resolve time.", "Pattern", [
            O("{repo}", "flat: all repos directly under base"), O("{org_dir}/{repo}", "grouped by org/owner"),
            O("{org_dir}/CodeReviewPrinciple/{repo}", "Appier LifeOS layout")]),
        L("style", sel("{org_dir}/CodeReviewPrinciple/{repo}"), "NOTES.md spells the layout out: "
          "<Org>/CodeReviewPrinciple/<repo> under 01Project."))
    sec = src(REPO, ORCH, "Global-root wizard (only when user picks option 2)")
    call(F, "wizard-retry", sec, "variant", "/code-reviewer:review-pr 212", fs(extra={"NOTES.md": (
        "All principle dirs: $LIFEOS/01Project/<Org>/CodeReviewPrinciple/<repo>.\n")}, shown=(
        "validate: no directory at ~/code-principles/Appier/CodeReviewPrinciple/creative-render (base "
        "'~/code-principles' does not exist)\n")), Q("The root didn't validate. What now?", "Wizard", [
            O("Retry wizard", "enter base and pattern again"),
            O("Skip principle layer", "standard reviews only"), O("Abort", "")]),
        L("other", sel("Retry wizard"), "The base was wrong — NOTES.md puts the directories under $LIFEOS/01Project, "
          "not ~/code-principles; one retry with the right base fixes it."))
    sec = src(REPO, REFRESH, "Step 5 — Propose (approval gate)")
    q = Q("Write these principle concepts?", "Principles", [
        O("Approve", "write and stamp verified: human"), O("Edit", "change the proposal first"),
        O("Skip", "write nothing")])
    call(F, "refresh", sec, "variant", "/refresh-principles", fs(shown=(
        "+ pitfalls/ack-before-upload.md — 'Ack a BullMQ job only after the artifact upload resolves' "
        "(sources: PR #188 review thread, PR #203)\n+ hotspots/font-cache.md — 'src/render/fonts.ts changed in "
        "9 of the last 20 merged PRs' (sources: git log)\n+ conventions/queue-names.md — 'queue names are "
        "kebab-case with env suffix' (sources: PR #176)\nApproval stamps verified: [{by: human:ming, at: "
        "2026-11-29}].\n")), q,
        P("confirmation", "Approval records Ming-Hsuan's own sign-off on the concepts (verified: by human); the "
          "agent cannot attest to a review it would be signing for her.", ["about_person"]))
    call(F, "refresh", sec, "variant", "/refresh-principles", fs(shown=(
        "+ pitfalls/ack-before-upload.md — 'Ack a BullMQ job only after the artifact upload resolves' "
        "(sources: PR #188 review thread)\n+ red-flags/sync-fs.md — 'Never use fs.*Sync in workers' (sources: "
        "none)\nApproval stamps verified: [{by: human:ming, at: 2026-11-29}].\n")), q,
        L("other", sel("Edit"), "One proposed concept has no source, and the skill drops findings without a "
          "citation; the proposal has to change before anyone signs it.", ["about_person"]))


def autoresearch():
    sec = src(REPO, HB, "Step 3: Present the menu")
    call(F, "component", sec, "filled", "/autoresearch:harness-build", fs(extra={"NOTES.md": (
        "eslint errors keep slipping into PRs — I want Claude to see them right after it edits, with a fix hint.\n"
        )}, shown=("Probes: linter eslint found, no sensor wrapping it; no eval script; 2 agent files over 400 "
                   "lines. Recommended: sensor, context-mgmt.\n")), Q(
        "Which harness component should I scaffold?", "Component", [
            O("Feedback loop", "hook on a Claude Code event that posts a domain principle"),
            O("Eval loop", "script that returns JSON {pass, metric, reason}"),
            O("Sensor (recommended)", "wrap a linter, emit agent-tuned fix messages"),
            O("Context-mgmt (recommended)", "advisory report of oversized agent/skill files")]),
        L("architecture", sel("Sensor (recommended)"), "NOTES.md wants eslint errors surfaced with fix hints right "
          "after edits — exactly the sensor, which the probes also recommend."))
    sec = src(REPO, HB, "If feedback loop")
    call(F, "feedback", sec, "filled", "/autoresearch:harness-build", fs(extra={"NOTES.md": (
        "Principle I keep repeating in review: every exported TS function has an explicit return type. Remind "
        "Claude right after it edits a file.\n")}), [
        Q("Which Claude Code event?", "Event", [O("UserPromptSubmit", ""), O("Stop", ""), O("PostToolUse", ""),
                                                O("PreToolUse", "")]),
        Q("What tool/pattern should fire?", "Matcher", [O("Edit", "default"), O("Write", "")]),
        Q("One-line description of the principle to enforce?", "Principle", [
            O("Type a principle", "free text"), O("Skip for now", "")])], [
        L("architecture", sel("PostToolUse"), "The reminder belongs right after an edit."),
        L("style", sel("Edit"), "Edits are what the note is about; the default matcher fits."),
        L("open_floor", typ("Every exported TypeScript function declares an explicit return type"),
          "NOTES.md states the principle.")])
    sec = src(REPO, HB, "Important notes")
    call(F, "exists", sec, "prose", "/autoresearch:harness-build", fs(shown=(
        ".claude/hooks/ts-return-types.json already exists (written 12 Nov, different matcher: Write).\n")), Q(
        "A component named ts-return-types already exists. Overwrite it or pick a new name?", "Exists", [
            O("Overwrite", "replace .claude/hooks/ts-return-types.json"), O("Pick new name", "")]),
        L("other", sel("Pick new name"), "The existing hook is a different configuration someone wrote earlier; a "
          "new name adds this one without losing it.", ["destructive"]))
    call(F, "dest", sec, "prose", "/autoresearch:harness-build", fs(), Q(
        "I'll write .claude/hooks/eslint-sensor.json — OK?", "Destination", [O("Yes", ""), O("No", "")]),
        L("confirmation", sel("Yes"), "A new file in the project's own .claude/hooks, the destination the "
          "scaffolder uses; confirm."))

    sec = src(REPO, IMP, "Step 2: Eval Metrics Guard (MANDATORY)")
    q = Q("Before I start iterating, how should I measure improvement?", "Eval", [
        O("Objective", "a shell command that outputs a measurable score"),
        O("Subjective", "criteria for me to judge each iteration"), O("Both", "")])
    call(F, "eval", sec, "prose", '/autoresearch:improve "make the render queue faster"', fs(extra={"NOTES.md": (
        "Perf target for Q4: p95 job time from `pnpm bench` (field p95_ms) under 900 ms.\n")}), q,
        L("open_floor", typ("Objective: `pnpm bench`, metric p95_ms, lower is better (target < 900 ms)"),
          "NOTES.md names the command, the field and the target; the option alone doesn't say which."))
    call(F, "eval", sec, "prose", '/autoresearch:improve "make the onboarding email copy better"', fs(), q,
         P("open_floor", "What makes onboarding copy 'better' is Ming-Hsuan's judgement and nothing records "
           "criteria or a metric; the loop must not start on invented ones."))
    sec = src(REPO, IMP, "Step 3: Interactive Gap-Filling")
    call(F, "direction", sec, "prose", '/autoresearch:improve "make the render queue faster"', fs(), Q(
        "For p95_ms, is lower better or higher better?", "Direction", [O("Lower is better", ""),
                                                                      O("Higher is better", "")]),
        L("other", sel("Lower is better"), "p95_ms is a job duration; faster means lower."))
    call(F, "targets", sec, "prose", '/autoresearch:improve "make the render queue faster"', fs(), Q(
        "Which file(s) should I modify during the improvement loop?", "Targets", [
            O("src/render/queue.ts", ""), O("src/render/worker.ts", ""), O("Both", "")]),
        L("scope", sel("src/render/queue.ts"), "CLAUDE.md: worker.ts is Ken's and not to be touched without "
          "asking; the loop edits unattended, so only queue.ts."))


def remotion():
    sec = src(REPO, RM, "Phase 2: Content")
    call(F, "content", sec, "prose", "/remotion-maker:create", side(), Q(
        "What content should this video present?", "Content", [
            O("Paste a script", "I'll paste the script or bullet points"),
            O("Describe scenes", "I'll describe the scenes"),
            O("Blog post", "I'll give a blog post to adapt")]),
        P("open_floor", "No outline, script or notes for the next episode exist in the project; what the video "
          "says is Ming-Hsuan's to author."))
    call(F, "format", sec, "prose", "/remotion-maker:create", side({"NOTES.md": (
        "Ep. 4 (飯糰 at 信維市場) is for Instagram Reels first; YouTube cut later.\n")}), Q(
        "YouTube 16:9 (default) or Story 9:16?", "Format", [O("YouTube 16:9", "default"),
                                                            O("Story 9:16", "")]),
        L("style", sel("Story 9:16"), "NOTES.md: this episode goes to Instagram Reels first — vertical."))
    sec = src(REPO, RM, "Phase 4: Preview Gate")
    q = Q("How does the preview look?", "Preview", [
        O("approve", "proceed to verification"), O("adjust a scene", "regenerate a specific scene"),
        O("regenerate", "start over with new instructions")])
    call(F, "preview", sec, "variant", "/remotion-maker:create", side(shown=(
        "Preview frames in .remotion-maker/preview/: scene-1 title card, scene-2 shop front, scene-3 price "
        "board, scene-4 outro.\n")), q,
        P("other", "Whether the frames look right is something only the person can see; nothing records a "
          "verdict."))
    call(F, "preview", sec, "variant", "/remotion-maker:create", side({"NOTES.md": (
        "Shop name is 信維市場 — the script draft had it as 信義市場, check the captions.\n")}, shown=(
        "Preview frames: scene-1 title card '飯糰 at 信維市場', scene-2 shop front, scene-3 caption 'Best 飯糰 in "
        "信義市場', scene-4 outro.\n")), q,
        L("other", typ("adjust scene 3: the caption says 信義市場; the shop is 信維市場"), "NOTES.md warns of exactly "
          "this misspelling, and scene 3's caption has it."))
    sec = src(REPO, RM, "Phase 5: Verify")
    call(F, "verify", sec, "variant", "/remotion-maker:create", side(shown=(
        "Verification report: FAIL — scene-2 lower-third text overflows the 9:16 safe area by 48px; audio "
        "peaks at -0.4 dBFS (ok).\n")), Q("Verification found issues. Fix and re-verify, or proceed anyway?",
                                          "Verify", [O("Fix and re-verify", ""), O("Proceed anyway", "")]),
        L("other", sel("Fix and re-verify"), "The overflow is a concrete, fixable layout bug; fixing it is the "
          "remedy.", ["reports_failure"]))
    sec = src(REPO, RM, "Phase 6: Approval Gate")
    call(F, "render", sec, "prose", "/remotion-maker:create", side(shown=(
        "Style: zaocan-warm · Format: 1080x1920 · Scenes: 4 · Duration: 0:42 · Verification: PASS\n")), Q(
        "Render the final MP4?", "Render", [O("Render", "npx remotion render → out/ep04-fantuan.mp4"),
                                            O("Not yet", "")]),
        L("confirmation", sel("Render"), "Verification passed and rendering writes a local file; the gate's "
          "affirmative."))


def build():
    handover()
    code_reviewer()
    autoresearch()
    remotion()
