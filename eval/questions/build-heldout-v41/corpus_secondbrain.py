"""secondbrain (kriscard/kriscard-claude-plugins): a personal Obsidian "second brain" and the author's everyday
plugins — the PARA classification audit (fix the criticals, per-finding Apply/Skip/Modify, an overdue project, a
recently edited archive, the retrospective gate and its questions), the PARA project interview (deadline, type,
focus, success criteria, why now, the write confirmation, the update-mode refresh), inbox processing, the daily
start-up's focus and priority, the drift review's "did this happen?" check, the commit skill's commit and push
offers, the Neovim advisor's plugin and config-check menus, the technical-document type, the blog interview and the
ideation skill's consistency question.

Files read (@ bfc7d5b2aabe409c2866768e27227e9652192049): plugins/obsidian-second-brain/commands/{audit-para,
process-inbox, daily-startup, spot-drift}.md, plugins/obsidian-second-brain/skills/para-project/SKILL.md and
references/interview-questions.md, plugins/essentials/skills/commit/SKILL.md, plugins/neovim-advisor/commands/
{nvim-plugins, nvim-check-config}.md, plugins/content/skills/tech-document-creator/SKILL.md, plugins/content/
commands/write-blog.md, plugins/ideation/skills/ideation/SKILL.md. The audit and project interview give YAML
question blocks (`verbatim`/`filled`); the other commands list options in prose ("Use AskUserQuestion with these
options: …") and are `prose`. Fixture: one person's vault (AGENTS.md vault rules, USER.md, weekly and daily notes,
project notes) on Thursday 2026-05-14, plus a small Neovim config and a writing folder.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import KRC

F = "secondbrain"
OSB = "plugins/obsidian-second-brain/"
AUD = OSB + "commands/audit-para.md"
INB = OSB + "commands/process-inbox.md"
DAY = OSB + "commands/daily-startup.md"
DRIFT = OSB + "commands/spot-drift.md"
PP = OSB + "skills/para-project/SKILL.md"
IQ = OSB + "skills/para-project/references/interview-questions.md"
COMMIT = "plugins/essentials/skills/commit/SKILL.md"
NVP = "plugins/neovim-advisor/commands/nvim-plugins.md"
NVC = "plugins/neovim-advisor/commands/nvim-check-config.md"
TDC = "plugins/content/skills/tech-document-creator/SKILL.md"
BLOG = "plugins/content/commands/write-blog.md"
IDEA = "plugins/ideation/skills/ideation/SKILL.md"

AGENTS = ("# Vault rules\n- Every write needs my approval; show the change first.\n- Templates/ is read-only.\n"
          "- Archive path: 4 - Archives/Projects - YYYY/.\n")
USER = ("# About me\nActive projects (4): Markly (side project), Chicago Marathon (race Oct 11), Kitchen reno, "
        "Roofr AI Marketplace (work).\n")


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None):
    d = {"AGENTS.md": AGENTS, "USER.md": USER}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


AUDIT = ("PARA Audit — 2026-05-14\n\n🔴 Critical\n  Projects/\n    - \"Markly v2 launch\": status ✅ Done but still in "
         "1 - Projects/\n    - \"Roofr AI Marketplace\": due-date 2026-04-30 is past, status 🟢 Active\n  Areas/\n    - "
         "\"{area}\": has due-date — should be a Project\n\n🟢 Healthy\n  - 2 Projects pass all checks\n\nTotal: 3 "
         "critical, 0 stalled. Want to fix the criticals now?\n")


def build():
    # --- audit-para -------------------------------------------------------------------------------------------
    sec = src(KRC, AUD, "Step 4 — Phase 2: Batch fix flow (INTERACTIVE)")
    fq = Q("Fix the 3 critical findings now?", "Fix", [
        O("Yes — walk through them", "Process one at a time, propose action, ask for approval per item."),
        O("Fix only the archivable ones", "Auto-target the 'done but not archived' findings (safest batch)."),
        O("Skip — I'll handle later", "Report stays available; come back via /audit-para.")])
    call(F, "audit-fix", sec, "filled", "/audit-para", fs(shown=AUDIT.format(area="Running")), fq,
         L("confirmation", sel("Yes — walk through them"), "Walking through the findings fixes them and still asks "
           "for approval on every single write."))
    call(F, "audit-fix", sec, "filled", "/audit-para", fs({"2 - Areas/Daily Ops/2026/W20.md": "## This week\n"
         "Crunch week at Roofr — vault admin limited to quick wins; the big re-org waits for Sunday's weekly review.\n"},
         shown=AUDIT.format(area="Running")), fq,
         L("confirmation", sel("Fix only the archivable ones"), "The weekly note keeps this week to quick wins and "
           "leaves the rest for Sunday's review; the archive moves are the quick, safe batch."))

    sec = src(KRC, AUD, "Step 5 — Per-finding action proposals")
    ap = [O("Apply"), O("Skip"), O("Modify")]
    call(F, "audit-area", sec, "prose", "/audit-para", fs({"2 - Areas/Running.md": "---\ndue-date: 2026-10-11\n---\n"
         "# Running\nTraining for the Chicago Marathon on Oct 11 — goal sub-4:00.\n"},
         shown="Finding: Area \"Running\" has due-date 2026-10-11.\nProposal: convert to a Project (move to "
         "1 - Projects/Chicago Marathon.md) — the race is an outcome with a date.\n"),
         Q("Apply this proposal for \"Running\"?", "Running", ap),
         L("confirmation", sel("Apply"), "The marathon has an outcome and a date, and USER.md already lists it as "
           "an active project; the move keeps the note."))
    call(F, "audit-area", sec, "prose", "/audit-para", fs({"AGENTS.md": AGENTS + "- Areas may carry a renewal date "
         "(passport, car insurance, domain names). A renewal is a reminder, not a deadline — leave those Areas as "
         "they are.\n", "2 - Areas/Car.md": "---\ndue-date: 2026-08-01\n---\n# Car\nInsurance renews Aug 1.\n"},
         shown="Finding: Area \"Car\" has due-date 2026-08-01.\nProposal: convert to a Project (move to "
         "1 - Projects/Car.md).\n"),
         Q("Apply this proposal for \"Car\"?", "Car", ap),
         L("confirmation", sel("Skip"), "The vault rules say a renewal date on an Area is a reminder, not a "
           "deadline; the Area stays."))

    sec = src(KRC, AUD, "Step 5 — Per-finding action proposals (due-date past, status Active)")
    oq = Q("\"Roofr AI Marketplace\" was due 2026-04-30 and is still Active. What should happen to it?", "Overdue", [
        O("Extend deadline"), O("Mark done"), O("Archive"), O("Convert to Area")])
    call(F, "audit-overdue", sec, "prose", "/audit-para", fs({"1 - Projects/Roofr AI Marketplace.md": "---\nstatus: "
         "🟢 Active\ndue-date: 2026-04-30\n---\n## 📍 Current Status\n_Updated: 2026-04-09_\nBeta with 3 partners.\n"}),
         oq, P("other", "Nothing in the vault says whether the work project slipped, shipped or stopped; only the "
               "person knows its real state.", ["about_person"]))
    call(F, "audit-overdue", sec, "prose", "/audit-para", fs({"1 - Projects/Roofr AI Marketplace.md": "---\nstatus: "
         "🟢 Active\ndue-date: 2026-04-30\n---\n## 📍 Current Status\n_Updated: 2026-04-29_\nShipped to GA on "
         "2026-04-28. All success criteria met; only the retrospective is left to write.\n"}), oq,
         L("other", sel("Mark done"), "The project note records the GA launch with every criterion met; it is done, "
           "not late."))

    sec = src(KRC, AUD, "Step 5 — Per-finding action proposals (archive modified recently)")
    call(F, "audit-reactivate", sec, "prose", "/audit-para", fs({"Daily/2026-05-11.md": "- fixed a typo in the Old "
         "blog redesign retro while looking up the font pairing\n"}, shown="Stalled: \"Old blog redesign\" in "
         "4 - Archives/ was modified 2026-05-11 (3 days ago) — reactivated?\n"),
         Q("Was the edit to \"Old blog redesign\" intentional, or should it move back to Projects?", "Archive", [
             O("Keep archived", "Intentional edit; leave it in 4 - Archives/."),
             O("Move back to Projects", "Reactivate it as an active project.")]),
         L("other", sel("Keep archived"), "The daily note explains the edit: a typo fix in the retro, not a restart."))

    sec = src(KRC, AUD, "Step 6 — Retrospective gate (for archive moves)")
    call(F, "retro-gate", sec, "filled", "/audit-para", fs({"1 - Projects/Markly v2 launch.md": "## 🔄 Retrospective\n"
         "\n"}), Q("Fill the retrospective before archiving 'Markly v2 launch'?", "Retro", [
             O("Yes — quick 3-question prompt", "What went well, what didn't, what to carry forward. ~3 min."),
             O("Skip — archive as-is", "OK, but you lose the durable artifact.")]),
         L("confirmation", sel("Yes — quick 3-question prompt"), "The retrospective is empty and the workflow treats "
           "it as the durable artifact of the project; filling it first loses nothing."))
    call(F, "retro-q", src(KRC, AUD, "Step 6 — If yes: ask the 3 questions via AskUserQuestion"), "prose",
         "/audit-para", fs({"1 - Projects/Markly v2 launch.md": "## 🔄 Retrospective\n\n"}),
         Q("What went well on 'Markly v2 launch'?", "Went well", [
             O("I'll describe it", "Free text — patched into the Retrospective section."),
             O("Nothing stands out", "Leave this part of the retrospective empty.")]),
         P("open_floor", "A retrospective records the person's own view of the project; nothing in the vault "
           "answers it for them.", ["about_person"]))

    # --- para-project -----------------------------------------------------------------------------------------
    sec = src(KRC, IQ, "CREATE mode — Gating questions (Step 1)")
    dq = Q("When does this need to be done?", "Deadline", [
        O("Specific date", "I'll provide a date (YYYY-MM-DD)."),
        O("End of this quarter", "Auto-set to the last day of current quarter."),
        O("End of this year", "Auto-set to 2026-12-31."),
        O("No deadline — ongoing", "Red flag — this is likely an Area, not a Project. Confirm before proceeding.")])
    call(F, "deadline", sec, "verbatim", "/para-project create Spanish B1", fs({"0 - Inbox/spanish.md":
         "want to get properly good at Spanish. lessons twice a week?\n"}), dq,
         P("other", "How long the person gives their own learning goal is theirs to set; the inbox note names none.",
           ["about_person"]))
    call(F, "deadline", sec, "verbatim", "/para-project create Open Water cert", fs({"0 - Inbox/diving.md":
         "Get the PADI Open Water cert before the Belize trip in December 2026 — any time this year works, the "
         "dive shop runs courses every month.\n"}), dq,
         L("other", sel("End of this year"), "The inbox note sets the limit: certified before the December trip, any "
           "month this year."))

    sec = src(KRC, IQ, "CREATE mode — Core interview (Step 2, batched)")
    brain = ("# Shelf app — brain dump\nA side project: tiny iOS app that tracks which board games friends borrowed."
             "\nDone when: on TestFlight; 5 friends using it; borrow/return in two taps.\n")
    call(F, "interview", sec, "filled", "/para-project create Shelf", fs({"0 - Inbox/shelf.md": brain,
         "USER.md": USER + "Hot slots: at most 2 projects 🔥 at a time. Current 🔥: Chicago Marathon, Kitchen reno.\n"}),
         [Q("What type of project is this?", "Type", [
             O("Work", "Roofr or other employer work."), O("Side project", "Personal product or business effort."),
             O("Personal", "Life admin, finance, family."), O("Learning", "Course, book, tech to master.")]),
          Q("How hot is this project right now?", "Focus", [
              O("🔥 Hot — active focus this week", "Tiago's Hot/Cold method: you'll work on this in the next 7 days."),
              O("❄️ Cold — committed but simmering", "Real project, but no active work expected this week.")]),
          Q("Top 3-5 success criteria (checkable)?", "Success", [
              O("I'll write them", "Free text — one per line, written as checkable items."),
              O("Add them later", "Leave the success criteria empty for now.")]),
          Q("Why now? (One sentence)", "Why", [
              O("I'll describe it", "Captures motivation so future-you can make keep/archive decisions."),
              O("Skip", "Leave the motivation out.")])],
         [L("style", sel("Side project"), "The brain dump calls it a side project — a personal product."),
          L("other", sel("❄️ Cold — committed but simmering"), "USER.md allows two hot projects and both slots are "
            "taken."),
          L("open_floor", typ("TestFlight build live; 5 friends using it; borrow/return in two taps"), "The brain dump "
            "already states the done-criteria; they are typed as checkable items."),
          P("open_floor", "The person's motivation is asked because only they know it; the note gives none.",
            ["about_person"])])

    sec = src(KRC, IQ, "CREATE mode — Confirmation (Step 6)")
    cq = Q("Ready to write this project note?", "Confirm", [
        O("Yes, create it", "Writes to `1 - Projects/<Name>.md` using Project template."),
        O("Promote to subfolder", "Creates `1 - Projects/<Name>/<Name>.md` for sub-notes (architecture, PRDs, etc.)."),
        O("Let me revise", "Show the preview and let me edit before write.")])
    call(F, "confirm", sec, "verbatim", "/para-project create Shelf", fs({"0 - Inbox/shelf.md": brain},
         shown="Preview — 1 - Projects/Shelf.md\nstatus: 🟢 Active · ❄️ Cold · due-date 2026-09-30\ntags: project, "
         "side-project\n## 🎯 Objective\nShelf on TestFlight with 5 friends using it.\n"),
         cq, L("confirmation", sel("Yes, create it"), "A single note fits; nothing mentions sub-notes, and the preview "
               "matches the interview."))
    call(F, "confirm", sec, "verbatim", "/para-project create Shelf", fs({"0 - Inbox/shelf.md": brain + "Later: "
         "write a PRD, an architecture note (CloudKit vs local-only) and a pricing strategy note.\n"},
         shown="Preview — 1 - Projects/Shelf.md\nstatus: 🟢 Active · ❄️ Cold · due-date 2026-09-30\n"), cq,
         L("confirmation", sel("Promote to subfolder"), "The brain dump plans a PRD, an architecture note and a "
           "strategy note — the case the skill promotes to a subfolder, like Markly/."))

    sec = src(KRC, IQ, "UPDATE mode — Targeted refresh (Step 3, batched)")
    call(F, "refresh", sec, "filled", "/para-project update Markly", fs({
        "1 - Projects/Markly/Markly.md": "---\nstatus: 🟢 Active · 🔥 Hot\n---\n## 📍 Current Status\n_Updated: "
        "2026-04-20_\n## Key Decisions\n| date | decision |\n## Open questions / Blockers\n",
        "Daily/2026-05-12.md": "- Markly: decided to drop Stripe and go with Paddle (merchant of record, VAT "
        "handled).\n- Markly still blocked: Apple developer account verification pending since 05-02.\n",
        "USER.md": USER + "Markly is paused until after the marathon — no Markly work before mid-October.\n"}),
         [Q("Any new decisions to capture?", "Decisions", [
             O("Yes, add one", "Appends to the Key Decisions table with today's date."),
             O("No new decisions", "Skip this section.")]),
          Q("New blockers or open questions?", "Blockers", [
              O("I'll list them", "Free text — appends to `Open questions / Blockers`."),
              O("None right now", "Skip this section.")]),
          Q("Still Hot, or moving to Cold?", "Heat", [
              O("🔥 Still Hot", "Keep as active focus."),
              O("❄️ Move to Cold", "Realistic — accept it's simmering, no per-week pressure."),
              O("🏁 Actually, this is done", "Trigger archival workflow.")])],
         [L("confirmation", sel("Yes, add one"), "The daily note records a decision not yet in the table: Paddle "
            "instead of Stripe."),
          L("open_floor", typ("Blocked on Apple developer account verification, pending since 2026-05-02"), "The daily "
            "note names the blocker; it is typed in."),
          L("other", sel("❄️ Move to Cold"), "USER.md pauses Markly until after the marathon, so it is simmering, "
            "not hot.")])

    # --- process-inbox ----------------------------------------------------------------------------------------
    sec = src(KRC, INB, "2.3 Ask User What To Do")

    def iq(target):
        return Q("What should I do with this inbox note?", "Inbox", [
            O(f"Move to {target} (Recommended)"), O("Move to different location"), O("Skip for now"),
            O("Delete note")])
    call(F, "inbox", sec, "prose", "/process-inbox", fs({"0 - Inbox/font pairing links.md": "- Inter + Source "
         "Serif\n- fontpair.co collection\n"}, shown="[1/3] Note: \"font pairing links.md\"\n- Inter + Source Serif\n"
         "- fontpair.co collection\nSuggested: 3 - Resources/\nReason: reference material about typography, no "
         "action needed.\n"), iq("3 - Resources/"),
         L("other", sel("Move to 3 - Resources/ (Recommended)"), "Reference links with no action or deadline belong in "
           "Resources, as suggested."))
    call(F, "inbox", sec, "prose", "/process-inbox", fs({"0 - Inbox/passport.md": "Renew passport — must be done by "
         "2026-07-01 for the Belize booking. Photos, form DS-82.\n"}, shown="[2/3] Note: \"passport.md\"\nRenew "
         "passport — must be done by 2026-07-01 …\nSuggested: 3 - Resources/\nReason: reference material about "
         "travel documents.\n"), iq("3 - Resources/"),
         L("other", sel("Move to different location"), "The note has an outcome and a hard date, so by PARA it is a "
           "project, not reference material; the suggestion is wrong."))
    call(F, "inbox", sec, "prose", "/process-inbox", fs({"0 - Inbox/call notes.md": "Call w/ Dana re: Kitchen reno "
         "— countertop quote $4,200, valid until Friday; she needs a yes by Thursday.\n"},
         shown="[3/3] Note: \"call notes.md\"\nCall w/ Dana re: Kitchen reno — countertop quote …\nSuggested: "
         "1 - Projects/Kitchen reno/\nReason: active project work with a date.\n"), iq("1 - Projects/Kitchen reno/"),
         L("other", sel("Move to 1 - Projects/Kitchen reno/ (Recommended)"), "The call notes belong to the kitchen "
           "project; moving keeps them, deleting would lose the quote.", ["destructive"]))

    # --- daily-startup ----------------------------------------------------------------------------------------
    sec = src(KRC, DAY, "Step 4: Interactive Focus Setting")
    fq2 = Q("Which projects are you focusing on today?", "Focus", [
        O("Chicago Marathon"), O("Kitchen reno"), O("Markly"), O("Roofr AI Marketplace")], multi=True)
    call(F, "focus", sec, "filled", "/daily-startup", fs({"2 - Areas/Daily Ops/2026/W20.md": "## Focus this week\n"
         "- Kitchen reno: sign off the countertop quote (expires Fri)\n- Marathon: 28 km long run Sat, physio Thu\n"
         "- Markly: paused (see USER.md)\n- Roofr: nothing this week — on leave\n"}), fq2,
         L("scope", multi("Chicago Marathon", "Kitchen reno"), "The week's plan names the marathon and the kitchen "
           "for this week and parks Markly and Roofr."))
    call(F, "focus", sec, "filled", "/daily-startup", fs(), fq2,
         P("scope", "Which projects the person works on today is their call; no weekly plan or note says.",
           ["about_person"]))

    sec = src(KRC, DAY, "Step 5: Set Priorities")
    call(F, "priority", sec, "filled", "/daily-startup", fs({"Daily/2026-05-13.md": "## Carry forward\n- [ ] !! Call "
         "Dana — say yes to the countertop quote TOMORROW (expires Fri, she needs the yes Thu)\n"}),
         Q("Top priority for today?", "Priority", [
             O("Call Dana re: countertop quote", "Carry-forward from yesterday"),
             O("Marathon: book physio"), O("Kitchen reno: pick tile samples"),
             O("Something else (I'll type it)")]),
         L("other", sel("Call Dana re: countertop quote"), "Yesterday's note flags the call as today's must-do "
           "before the quote expires."))

    # --- spot-drift -------------------------------------------------------------------------------------------
    call(F, "drift", src(KRC, DRIFT, "What's Being Avoided"), "prose", "/spot-drift",
         fs({"2 - Areas/Goals/Quarterly/2026-Q2.md": "- Spanish: 2 lessons a week\n"},
            shown="No daily note mentions Spanish since 2026-04-22 (3 weeks), though Q2 goals list 2 lessons a "
            "week. Absence of vault data ≠ absence of action.\n"),
         Q("Have you kept up the Spanish lessons in the last 3 weeks?", "Spanish", [
             O("Yes, just not logged"), O("No, I've been avoiding it"), O("I dropped it on purpose")]),
         P("other", "Whether the lessons happened is only known to the person; the command itself says to ask "
           "before assuming avoidance.", ["about_person"]))

    # --- commit skill -----------------------------------------------------------------------------------------
    sec = src(KRC, COMMIT, "Proactive Triggering")
    kq = Q("I've finished implementing the feature. Would you like me to commit these changes?", "Commit", [
        O("Yes, commit now"), O("No, I'll review first")])
    diff = "Changed: lua/plugins/telescope.lua (+14 −3), lua/config/keymaps.lua (+6)\n"
    call(F, "commit", sec, "prose", "/commit", fs({"dotfiles/README.md": "My dotfiles.\n"}, shown=diff), kq,
         L("confirmation", sel("Yes, commit now"), "A local commit of the finished change is the workflow's next "
           "step and is easy to undo."))
    call(F, "commit", sec, "prose", "/commit", fs({"CLAUDE.md": "I read every diff myself before it is committed — "
         "never commit on my behalf, offer it and wait.\n"}, shown=diff), kq,
         L("confirmation", sel("No, I'll review first"), "CLAUDE.md says the person reviews every diff before any "
           "commit."))

    call(F, "push", src(KRC, COMMIT, "Step 6: Ask About Push"), "prose", "/commit",
         fs(shown="[main 4c1e9a2] feat(nvim): telescope live-grep keymaps\n 2 files changed, 20 insertions(+), "
            "3 deletions(-)\n"),
         Q("Commit successful! Push to remote?", "Push", [O("Yes, push now"), O("No, keep local")]),
         P("confirmation", "Pushing publishes the commit to the remote; that is the person's call.", ["outward"]))

    # --- neovim advisor ---------------------------------------------------------------------------------------
    nv = {".config/nvim/init.lua": "require('config.lazy')\n", ".config/nvim/lua/plugins/lsp.lua":
          "servers = { ts_ls = {}, pyright = {}, lua_ls = {} }\n"}
    call(F, "nvim-approach", src(KRC, NVP, "1. Determine Recommendation Approach"), "prose", "/nvim-plugins",
         fs(dict(nv, **{".claude/neovim-advisor.local.md": "---\nneovim_path: ~/.config/nvim\n---\nFor plugin "
                        "recommendations just read my config — no questionnaires.\n"})),
         Q("How should I recommend plugins?", "Approach", [
             O("Ask about my workflow", "Answer questions to get personalized suggestions"),
             O("Analyze my config", "Review installed plugins and suggest improvements"),
             O("Both", "Comprehensive recommendations")]),
         L("other", sel("Analyze my config"), "The advisor's settings file asks for config analysis and no "
           "questionnaire."))
    call(F, "nvim-stack", src(KRC, NVP, "Ask Workflow Questions — Question 1: Tech Stack"), "prose",
         "/nvim-plugins workflow", fs(nv),
         Q("What languages/frameworks do you primarily work with?", "Stack", [
             O("TypeScript/JavaScript"), O("Python"), O("Rust"), O("Go")], multi=True),
         L("scope", multi("TypeScript/JavaScript", "Python"), "The LSP config runs ts_ls and pyright, so those are "
           "the languages in daily use."))
    call(F, "nvim-check", src(KRC, NVC, "2. Ask What to Validate"), "prose", "/nvim-check-config",
         fs(dict(nv, **{"notes/nvim.md": "2026-05-13: moved every plugin from packer to lazy.nvim specs last night — "
                        "nothing else changed.\n"})),
         Q("What would you like to validate?", "Validate", [
             O("Everything", "Complete validation (all checks)"),
             O("File structure", "Check init.lua, directory organization"),
             O("Plugin syntax", "Validate lazy.nvim specs"),
             O("Best practices", "Modern patterns check")]),
         L("scope", sel("Plugin syntax"), "The only change was the move to lazy.nvim specs; that is what needs "
           "validating."))

    # --- content: tech documents and blog ---------------------------------------------------------------------
    sec = src(KRC, TDC, "Stage 0: Pick the Document Type")
    tq = Q("What type of document are we creating?", "Doc type", [
        O("RFC", "Proposes a change, gathers feedback before commitment."),
        O("Product design doc", "Goals, non-goals, user stories, success metrics."),
        O("Architecture proposal", "Current state, proposed design, trade-offs, migration."),
        O("Decision record (ADR)", "Captures a decision already made. Context, decision, consequences.")])
    call(F, "doctype", sec, "prose", "/tech-document-creator", fs({"notes/db-choice.md": "2026-05-02 — we went with Postgres (RDS), "
         "DynamoDB is out: the reporting queries need joins. Need to write this up so nobody re-litigates it.\n"}), tq,
         L("style", sel("Decision record (ADR)"), "The decision is already made and the note wants it recorded — an "
           "ADR."))
    call(F, "doctype", sec, "prose", "/tech-document-creator", fs({"notes/db-choice.md": "Postgres or DynamoDB for the reporting "
         "service? Leaning Postgres but want the backend team to weigh in before we commit.\n"}), tq,
         L("style", sel("RFC"), "The choice is still open and the note wants the team's feedback first — an RFC."))

    call(F, "blog", src(KRC, BLOG, "Phase 2: Gather Requirements"), "prose", "/write-blog",
         fs({"drafts/pnpm.md": "brain dump: npm vs pnpm on our monorepo — install times table, disk usage, the "
             "phantom-deps gotcha. verdict: pnpm.\nfor: the dev.to crowd who already run npm workspaces daily — skip the what-is-a-package-manager intro.\n"}),
         [Q("What type of post?", "Post type", [O("Tutorial"), O("Opinion"), O("TIL"), O("Comparison")]),
          Q("Who's the target audience?", "Audience", [O("Beginner"), O("Intermediate"), O("Advanced")])],
         [L("style", sel("Comparison"), "The brain dump is a head-to-head of npm and pnpm with a verdict."),
          L("style", sel("Intermediate"), "The draft is written for people already running npm workspaces daily and skips the basics.")])

    # --- ideation -----------------------------------------------------------------------------------------------
    sec = src(KRC, IDEA, "2.4 Ask Clarifying Questions — Consistency")
    xq = Q("You mentioned working offline but also live sync with the office dashboard. Which takes priority?",
           "Priority", [O("Offline-first", "Local database, sync when a connection returns"),
                        O("Real-time sync", "Always-online, instant updates for the office")])
    call(F, "consistency", sec, "filled", "/ideation", fs({"docs/ideation/brain-dump.md": "field app for site "
         "inspections. works offline?? office wants to see results live.\n"}), xq,
         P("architecture", "The brain dump wants both and gives no ground to rank them; the trade-off shapes the "
           "whole product and no option delegates it."))
    call(F, "consistency", sec, "filled", "/ideation", fs({"docs/ideation/brain-dump.md": "field app for site "
         "inspections. office wants to see results live.\nInspectors are in basements and rural sites with no "
         "signal most of the day — the app is useless if it needs a connection. Office can live with a delay.\n"}), xq,
         L("architecture", sel("Offline-first"), "The brain dump says inspectors mostly have no signal and the office "
           "can accept a delay."))
