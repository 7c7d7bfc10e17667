"""flight (FunnyQ/cc-plugins): a plugin set around a plan-then-fly development loop — dispatch:preflight (the
planning interview), dispatch:autopilot (the flight set-up: dev engine, cross-vendor reviewer, review-lens model,
live panes; the go-ahead; parked and diverged tasks), relay (an image request missing its prompt or output path;
saving a model as the default), chronicle:pr (GitHub Flow or Git Flow on first run) and chronicle:release (which
components, which version, a bump without a changelog entry, pushing the tag).

Files used (@ daa526f5d5cdadf80a23856d85d639a60370d102): packages/dispatch/skills/preflight/SKILL.md,
packages/dispatch/skills/autopilot/SKILL.md, packages/relay/skills/relay/SKILL.md,
packages/chronicle/skills/pr/SKILL.md, packages/chronicle/skills/release/SKILL.md.
The skills name AskUserQuestion but give their choices in prose ("Ask the user three things: which dev engine …
Claude (default) … Codex … OpenCode", "ask whether the repository uses GitHub Flow or Git Flow … prefill and
recommend branch names", "Several → offer them all, pre-selecting the changed ones"); each call is built from the
listed choices (`prose`), or from a rule applied to a concrete situation (`variant`: a parked task, a diverged
task, a bump without its changelog entry). relay's two questions are written in Traditional Chinese in the skill
("要生什麼圖？", "儲存 <model> 作為 <backend> <mode> 的預設值嗎？"); they are rendered here in English.
Fixture: "kelpie", a TypeScript monorepo (packages/api, packages/web, packages/cli) for a small marine-survey
consultancy; plans under docs/<slug>/, releases tagged per component.
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "FunnyQ/cc-plugins"  # read at daa526f5d5cdadf80a23856d85d639a60370d102

F = "flight"
PF = "packages/dispatch/skills/preflight/SKILL.md"
AP = "packages/dispatch/skills/autopilot/SKILL.md"
RL = "packages/relay/skills/relay/SKILL.md"
PR = "packages/chronicle/skills/pr/SKILL.md"
RE = "packages/chronicle/skills/release/SKILL.md"

README = ("# kelpie\nTypeScript monorepo for Kelp & Co, a marine-survey consultancy: packages/api (Fastify), "
          "packages/web (React), packages/cli. Two developers, Noor and Dev; Noor owns releases.\n")


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None, base=True):
    d = {}
    if base:
        d = {"package.json": "{\"name\": \"kelpie\", \"private\": true, \"workspaces\": [\"packages/*\"]}\n",
             "README.md": README}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


BRIEF = ("Flight: survey-export — 6 tasks (docs/survey-export/)\nCaps: maxAttempts 3, finalReviewMaxAttempts 2\n"
         "Capped tasks are parked and escalated, not skipped.\n")


def autopilot():
    sec = src(REPO, AP, "Step 2 — Confirm the flight with the user")
    qs = [Q("Which dev engine should write the tasks?", "Dev engine", [
              O("Claude (default)", "Sonnet writes, Opus on the last attempt"),
              O("Codex", "The OpenAI codex CLI writes each task; Claude still judges"),
              O("OpenCode", "The opencode CLI writes each task; Claude still judges")]),
          Q("Which cross-vendor reviewer runs the closing review? (It receives the branch diff.)", "Reviewer", [
              O("Codex (default)", "Diff goes to OpenAI"), O("OpenCode", "Diff goes to the configured opencode provider")]),
          Q("Which model runs the three final-review quality lenses?", "Lens model", [
              O("Opus (default)", "$5/$25 per MTok"), O("Fable 5", "Most capable; $10/$50 per MTok")]),
          Q("Which steps should run in a visible live pane?", "Live panes", [
              O("Closing cross-vendor review", "Runs in a herdr pane via relay"),
              O("Neither (headless)", "Default")], multi=True)]
    call(F, "ap-setup", sec, "prose", "/autopilot survey-export", fs({"CLAUDE.md": "## AI tooling\nCodex CLI runs "
         "under the company's OpenAI org (zero-retention agreement, signed 2026-02). It's fine for reviews.\n"},
         shown=BRIEF), qs,
         [L("architecture", sel("Claude (default)"), "Nothing asks for an external dev engine; the default keeps "
            "Claude writing and judging."),
          L("architecture", sel("Codex (default)"), "CLAUDE.md clears Codex for reviews under the company's "
            "zero-retention agreement."),
          L("other", sel("Opus (default)"), "Nothing asks for the pricier lens model; the default is the "
            "cheaper one."),
          L("other", multi("Neither (headless)"), "Nothing asks to watch the review live; headless is the "
            "default and changes nothing.")])
    call(F, "ap-setup", sec, "prose", "/autopilot survey-export", fs({"docs/decisions.md": "## 2026-01-20 No "
         "client code to OpenAI\nThe Harbour Board contract forbids sending survey code to OpenAI. opencode is "
         "pointed at our self-hosted model (config in .opencode/) — use that for anything external. Codex is out.\n"},
         shown=BRIEF), qs,
         [L("architecture", sel("Claude (default)"), "The decision only rules out OpenAI; Claude writing the "
            "tasks is untouched by it."),
          L("architecture", sel("OpenCode"), "decisions.md rules Codex out under the Harbour Board contract and "
            "names the self-hosted opencode for anything external, against the default."),
          L("other", sel("Opus (default)"), "Nothing asks for the pricier lens model."),
          L("other", multi("Neither (headless)"), "Headless is the default and nothing asks otherwise.")])
    call(F, "ap-setup", sec, "prose", "/autopilot survey-export", fs(shown=BRIEF), qs,
         [L("architecture", sel("Claude (default)"), "The default keeps the code with the engine already in use."),
          P("architecture", "Either reviewer sends the branch diff to an outside service, and nothing says which "
            "provider the person's code may go to.", ["security", "outward"]),
          L("other", sel("Opus (default)"), "Nothing asks for the pricier lens model."),
          L("other", multi("Neither (headless)"), "Headless is the default and nothing asks otherwise.")])

    sec = src(REPO, AP, "Step 2 — Confirm the flight with the user")
    gq = Q("Start the flight? This runs 6 tasks with real edits and sends the branch diff for an external review.",
           "Go", [O("Fly", "Launch the workflow and flightdeck"), O("Not yet", "Stop here")])
    call(F, "ap-go", sec, "prose", "/autopilot survey-export", fs(shown=BRIEF + "Dev: Claude; reviewer: Codex; "
         "lenses: Opus\n"), gq,
         P("confirmation", "The skill demands an explicit go before real compute, edits and an external review; "
           "nothing records the person's go-ahead.", ["outward"]))
    call(F, "ap-go", sec, "prose", "/autopilot survey-export", fs({"docs/survey-export/APPROVED.md": "Plan approved "
         "by Noor 2026-05-12. Fly it with the defaults whenever you're ready; the Codex review is cleared "
         "(see CLAUDE.md).\n", "CLAUDE.md": "Codex CLI is cleared for reviews (zero-retention).\n"},
         shown=BRIEF + "Dev: Claude; reviewer: Codex; lenses: Opus\n"), gq,
         L("confirmation", sel("Fly"), "Noor approved the plan and asked for it to be flown with exactly these "
           "defaults."))
    call(F, "ap-go", sec, "prose", "/autopilot survey-export", fs({"docs/survey-export/APPROVED.md": "Plan approved "
         "by Noor 2026-05-12. Fly it with the defaults whenever you're ready; the Codex review is cleared "
         "(see CLAUDE.md).\n", "CLAUDE.md": "Codex CLI is cleared for reviews (zero-retention).\n"},
         shown=BRIEF + "Dev: Codex; reviewer: OpenCode (provider: openrouter); lenses: Fable 5\n"), gq,
         P("confirmation", "Noor's approval covers a flight with the defaults; this one sends the code to Codex and "
           "an OpenRouter provider nobody cleared and uses the pricier lens model.", ["outward", "security"]))

    sec = src(REPO, AP, "Escalation — park & continue, then resume")
    eq = Q("Task 4 (CSV export of soundings) was parked. How should I proceed?", "Escalation", [
        O("Reset to todo and resume", "Re-run autopilot on the unblocked work"),
        O("Leave it parked", "Finish the other tasks only"), O("Stop the flight")])
    call(F, "ap-escalate", sec, "variant", "/autopilot survey-export", fs(shown=(
        "Escalation: task 4, attempt 1, infrastructure: true, parked: true\nreason: codex review timed out after "
        "600s (network); nothing was judged.\nOther tasks: 5 done.\n")), eq,
         L("other", sel("Reset to todo and resume"), "Nothing was judged — the reviewer timed out — so a re-run is "
           "the plain remedy and loses no work."))
    call(F, "ap-escalate", sec, "variant", "/autopilot survey-export", fs(shown=(
        "Escalation: task 4, attempt 3 (cap), infrastructure: false, parked: true\nreason: judge — export rounds "
        "depths to whole metres; the spec says 0.1 m and the survey contract requires decimetres. Three attempts "
        "kept rounding.\n")), eq,
         P("other", "Three capped attempts failed on the same requirement; resuming unchanged repeats them, and "
           "how to unblock the task needs the person's judgement.", ["reports_failure"]))
    call(F, "ap-escalate", sec, "variant", "/autopilot survey-export", fs(shown=(
        "Escalation: task 5, attempt 3 (cap), infrastructure: false, parked: false\nreason: judge — the export "
        "writes survey coordinates unrounded into a file the client portal publishes; the spec's privacy note "
        "asks for 3 decimals. The park itself failed: 05-portal.md still reads Status: in-progress.\n")), eq,
         P("other", "The capped task failed on a privacy requirement and its park failed too; the file needs a "
           "hand reset and the fix needs the person's decision on what the portal may publish.",
           ["reports_failure", "security"]))

    sec = src(REPO, AP, "Escalation — park & continue, then resume")
    call(F, "ap-diverge", sec, "variant", "/autopilot survey-export", fs(shown=(
        "Escalation (divergence): task 2 passed and was confirmed done, then docs/survey-export/02-schema.md was "
        "rewritten to Status: in-progress. Refs: packages/api/src/schema.ts (commit 7be21c0 already holds its "
        "change).\n")), Q("Task 2 diverged after it was done. What now?", "Divergence", [
            O("Reset to todo and re-run"), O("Restore Status: done"),
            O("Find what rolled it back first", "Check parallel tasks and hand edits before touching Status")]),
         L("other", sel("Find what rolled it back first"), "The skill says a divergence is not a park: find what "
           "rewrote the file before resetting, or the next run loses the same work."))


def preflight():
    sec = src(REPO, PF, "Step 2: Interview")
    qs = [Q("Where should the dark-mode toggle live?", "Toggle", [
              O("Settings page"), O("Navbar"), O("Auto-detect system preference")]),
          Q("Is this web only or also mobile?", "Platforms", [O("Web only"), O("Web and mobile")])]
    call(F, "pf-interview", sec, "prose", "/preflight dark mode", fs(), qs,
         [P("scope", "Where the toggle sits is a product choice the interview exists to draw out; nothing in the "
            "project answers it.", ["about_person"]),
          P("scope", "Whether mobile is in scope is the person's to say; no file covers it.", ["about_person"])])
    call(F, "pf-interview", sec, "prose", "/preflight dark mode", fs({"docs/issues/112-dark-mode.md": "Field "
         "crews read the web dashboard at night on deck. Ask: a dark theme that follows the laptop's system "
         "setting — no extra buttons. Mobile app is not ours (vendor) — out of scope.\n"}), qs,
         [L("scope", sel("Auto-detect system preference"), "Issue 112 asks for a theme that follows the system "
            "setting, with no extra buttons."),
          L("scope", sel("Web only"), "Issue 112 puts the vendor's mobile app out of scope.")])
    call(F, "pf-newproject", sec, "prose", "/preflight a CLI for managing my dotfiles", fs(base=False),
         Q("What's your main pain point with dotfiles today?", "Pain point", [
             O("Syncing across machines"), O("Version control"), O("Setting up new machines quickly")]),
         P("open_floor", "The interview asks about the person's own habits and machines; there is no project yet "
           "to read an answer from.", ["about_person"]))


def relay():
    sec = src(REPO, RL, "`/relay:relay codex image [prompt] [--out <path>]`")
    iq = [Q("What image should I generate?", "Prompt", [O("Let me type it", "Describe the image"), O("Cancel", "Don't generate")]),
          Q("Where should the image be saved?", "Output", [
              O("./generated/image.png (default)", "A timestamp suffix is added"), O("Let me specify")])]
    call(F, "relay-image", sec, "prose", "/relay codex image", fs(), iq,
         [P("open_floor", "The picture to generate is whatever the person has in mind; nothing says what it is.",
            ["about_person"]),
          L("other", sel("./generated/image.png (default)"), "No file names a place for images; the default path "
            "gets a timestamp suffix and overwrites nothing.")])
    call(F, "relay-image", sec, "prose", "/relay codex image", fs({"docs/web/assets.md": "Hero images for the web "
         "app live in packages/web/public/img/ (png, 1600x900). Next one needed: the landing hero — a survey "
         "boat over a kelp forest at dawn, flat illustration style.\n"}), iq,
         [L("open_floor", typ("A survey boat over a kelp forest at dawn, flat illustration style, 1600x900"),
            "assets.md describes the next hero image the web app needs."),
          L("other", typ("packages/web/public/img/hero.png"), "assets.md keeps web hero images in "
            "packages/web/public/img/, which neither offered path is.")])

    sec = src(REPO, RL, "Model Save-to-Config Flow")
    sq = Q("Save openai/gpt-image-1.5 as the default for codex image?", "Default", [
        O("Save as default", "relay.ts config set-model codex image"), O("Don't save", "Use it for this run only")])
    call(F, "relay-default", sec, "prose", "/relay codex image --model openai/gpt-image-1.5", fs(shown=(
        "Saved ./generated/image_20260512-0915.png\n")), sq,
         P("other", "The default lives in the person's own relay config (~/.config) and applies to every project; "
           "one run says nothing about whether they want it kept.", ["about_person"]))
    call(F, "relay-default", sec, "prose", "/relay codex image --model openai/gpt-image-1.5", fs({"CLAUDE.md":
         "relay: I try image models one-off with --model. Don't change my relay defaults — I keep them pinned.\n"},
         shown="Saved ./generated/image_20260512-0915.png\n"), sq,
         L("other", sel("Don't save"), "CLAUDE.md says the relay defaults stay pinned and models are tried "
           "one-off."))


def chronicle():
    sec = src(REPO, PR, "The main agent's job (thin)")
    fq = Q("Does this repository use GitHub Flow or Git Flow? Your choice creates and commits .chronicle/pr.json "
           "on the current branch.", "Workflow", [
               O("GitHub Flow (Recommended)", "PRs target main"),
               O("Git Flow", "production: main, development: develop")])
    call(F, "pr-flow", sec, "prose", "/pr", fs({"docs/CONTRIBUTING.md": "Branch off `develop`, open PRs into "
         "`develop`. `main` only moves at release time (Noor merges develop → main).\n"}, shown=(
        "Branches: main, develop, feat/survey-export (current)\n")), fq,
         L("architecture", sel("Git Flow"), "CONTRIBUTING.md sends PRs to develop and keeps main for releases, "
           "against the recommendation."))
    call(F, "pr-flow", sec, "prose", "/pr", fs(shown="Branches: main, feat/survey-export (current)\n"), fq,
         L("architecture", sel("GitHub Flow (Recommended)"), "The repository has only main and feature branches; "
           "nothing says otherwise, and the skill recommends GitHub Flow from the branches it found."))
    call(F, "pr-flow", sec, "prose", "/pr", fs({"docs/decisions.md": "### 2026-04-02 Dropping develop\nWe stopped "
         "using the develop branch — it only added a merge step. Everything goes to main via PR now; develop is kept "
         "read-only for history.\n"}, shown="Branches: main, develop (stale, 41 days), feat/survey-export (current)\n"),
         fq, L("architecture", sel("GitHub Flow (Recommended)"), "decisions.md retired develop; PRs go to main."))

    sec = src(REPO, RE, "3. Version gate")
    call(F, "rel-units", sec, "prose", "/release", fs(shown=(
        "Components since their last tags:\n  api   @0.8.1 — 4 commits\n  web   @1.2.0 — 0 commits\n  cli   @0.3.0 — "
        "2 commits\n")), Q("Which components should I release?", "Components", [
            O("api", "4 commits since api@0.8.1"), O("web", "no changes"), O("cli", "2 commits since cli@0.3.0")],
            multi=True),
         L("scope", multi("api", "cli"), "The skill pre-selects the changed components; web has nothing to "
           "release."))

    sec = src(REPO, RE, "3. Version gate")
    bq = Q("Which version should I cut? (current 0.4.2)", "Version", [
        O("0.4.3", "patch"), O("0.5.0", "minor"), O("1.0.0", "major")])
    call(F, "rel-bump", sec, "prose", "/release", fs({"RELEASING.md": "Semver, pre-1.0: new features bump the "
         "minor, fixes the patch. 1.0.0 waits for the Harbour Board sign-off — never cut it from a release run.\n",
         "CHANGELOG.md": "## Unreleased\n### Added\n- survey CSV export\n### Fixed\n- depth rounding in the "
         "dashboard\n"}), bq,
         L("other", sel("0.5.0"), "RELEASING.md bumps the minor for a new feature, and the unreleased changes add "
           "one; 1.0.0 is ruled out."))
    call(F, "rel-bump", sec, "prose", "/release", fs({"CHANGELOG.md": "## Unreleased\n### Changed\n- export API "
         "now returns depths in decimetres (was metres)\n"}), bq,
         P("other", "The unreleased change alters what the API returns and nothing sets the versioning policy; "
           "whether that is a breaking release is the person's call, and the tag goes out to users.", ["outward"]))

    sec = src(REPO, RE, "Edge cases")
    call(F, "rel-entry", sec, "variant", "/release", fs(shown=(
        "Plan: bump — done (package.json 0.5.0, was 0.4.2 at the last tag); entry — pending (CHANGELOG has no 0.5.0 "
        "section). This tree was not bumped in this run.\n")), Q("The version files moved to 0.5.0 without a "
        "changelog entry. What should I do?", "Entry", [
            O("Write the 0.5.0 entry", "From the commits since v0.4.2"), O("Revert the bump", "Back to 0.4.2"),
            O("Stop the release")]),
         P("other", "The skill says either half could be the mistake and only the user knows which; the tree was "
           "bumped outside this run.", ["reports_failure"]))

    sec = src(REPO, RE, "6. Run")
    call(F, "rel-push", sec, "prose", "/release auto push", fs(shown=(
        "Plan: bump ✓  entry ✓  commit ✓  tag v0.5.0 → 3f0c2aa  push → origin (main + tag)\nEverything after a "
        "pushed tag is a force-push.\n")), Q("Push main and tag v0.5.0 to origin?", "Push", [
            O("Push", "git push origin main v0.5.0"), O("Keep local", "Tag stays local for now")]),
         P("confirmation", "A pushed tag is public and can only be undone with a force-push; Noor owns releases and "
           "nothing records her go-ahead.", ["outward"]))


def build():
    autopilot()
    preflight()
    relay()
    chronicle()
