"""loopagents (hwells4/loop-agents): agent pipelines that run Claude in tmux loops. Its commands and skills give
their AskUserQuestion calls as JSON or YAML blocks: the pre-launch "Ready to launch this pipeline?" gate of the
ralph work loop, the refinement type, session start conflicts, which session to attach to or kill and the kill
confirmation, the cleanup of stale locks, the PRD and story questions of create-tasks, test-setup's project
questions, test-audit's fix scope and the monitor's pipeline type.

Files read (@ 5f75371ff8cf3f446b80f6289bc94f12d959fb3f):
  commands/ralph.md (3. Pre-launch confirmation), commands/refine.md
  skills/sessions/workflows/start-session.md (Conflict Resolution; Step 5), kill-session.md, attach-session.md,
  cleanup.md (Step 3)
  skills/create-tasks/SKILL.md (1. Find the PRD; 3. Phase 1), skills/test-setup/SKILL.md, skills/test-audit/SKILL.md,
  skills/monitor/workflows/start-and-watch.md

Questions given as JSON are `verbatim`; those with a placeholder (session names, counts) are `filled`. The header
"Pipeline Type" (13 characters) is cut to "Pipeline".

Fixtures: Kestrel (a TypeScript API; its CLAUDE.md lets Claude start and stop its own pipeline sessions, says the
`billing` session is Mira's, and RUNS.md caps unattended runs at 25 iterations on sonnet; opus runs or more
iterations are paid from Priya's budget and need her OK), Fennel (a solo Python project, no rules) and a bare folder.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import LOOPAGENTS

F = "loopagents"


def S(path, section):
    return src(LOOPAGENTS, path, section)


K_MD = ("# Kestrel\n\nTypeScript API (Fastify, Postgres). Team: Priya (lead), Mira, Owen.\n"
        "- Claude may start, resume and stop its own pipeline sessions (names starting with `cc-`).\n"
        "- The `billing` session is Mira's; never kill or restart it.\n- Beads are the task queue (`bd`).\n")
K_RUNS = ("# Pipeline runs\n\nUnattended runs: up to 25 iterations on claude sonnet.\n"
          "Runs on opus, or above 25 iterations, are paid from Priya's model budget and need her OK first.\n")
K = {"CLAUDE.md": K_MD, "RUNS.md": K_RUNS}
FN = {"README.md": "# fennel\n\nPersonal recipe scraper (Python).\n", "pyproject.toml": "[project]\nname = \"fennel\"\n"}

LAUNCH = [O("Launch", "Start the pipeline now"), O("Edit Config", "Change provider, model, or add context"),
          O("Cancel", "Don't start, return to conversation")]


def build():
    sec = S("commands/ralph.md", "3. Pre-launch confirmation")
    lq = Q("Ready to launch this pipeline?", "Confirm", LAUNCH)
    call(F, "launch", sec, "verbatim", "/agent-pipelines:ralph",
         merge(K, {"launch-summary.txt": "Pipeline: ralph (work loop)\nSession: cc-auth\nProvider: claude (sonnet)\nTermination: fixed (20 max iterations)\nTasks found: 6 beads ready with label 'pipeline/cc-auth'\n"}),
         lq, L("confirmation", sel("Launch"), "A sonnet run of 20 iterations on Claude's own cc- session is within RUNS.md's unattended limit."))
    call(F, "launch", sec, "verbatim", "/agent-pipelines:ralph",
         merge(K, {"launch-summary.txt": "Pipeline: ralph (work loop)\nSession: cc-search\nProvider: claude (opus)\nTermination: fixed (60 max iterations)\nTasks found: 14 beads ready\n"}),
         lq, L("confirmation", person("Sixty iterations on opus are paid from Priya's model budget; RUNS.md says such runs need her OK first."),
               "Money reserved to a named person.", ["about_person"]))
    call(F, "launch", sec, "verbatim", "/agent-pipelines:ralph",
         merge(FN, {"launch-summary.txt": "Pipeline: ralph (work loop)\nSession: scrape\nProvider: claude (sonnet)\nTermination: fixed (10 max iterations)\nTasks found: 3 beads ready\n"}),
         lq, L("confirmation", sel("Launch"), "The person asked for the work loop; a short local run on their own project is the normal next step and can be stopped."))
    call(F, "launch", sec, "verbatim", "/agent-pipelines:ralph",
         merge(K, {"launch-summary.txt": "Pipeline: ralph (work loop)\nSession: cc-export\nProvider: claude (sonnet)\nTermination: fixed (15 max iterations)\nTasks found: 0 beads ready with label 'pipeline/cc-export'\n"}),
         lq, L("confirmation", sel("Cancel"), "No beads are ready for the label, so the loop would spin on an empty queue; nothing is lost by not starting."))

    call(F, "launch", sec, "verbatim", "/agent-pipelines:ralph",
         {"launch-summary.txt": "Pipeline: ralph (work loop)\nSession: prod-fix\nProvider: claude (opus)\nTermination: fixed (30 max iterations)\nContext: --dangerously-skip-permissions; inputs include .env.production\n"},
         lq, L("confirmation", person("The run would go unattended with permission checks off and the production .env as input; accepting that risk is the person's."),
               "Security: risk acceptance.", ["security"]))
    call(F, "launch", sec, "verbatim", "/agent-pipelines:ralph",
         merge(K, {"launch-summary.txt": "Pipeline: ralph (work loop)\nSession: cc-docs\nProvider: claude (opus)\nTermination: fixed (12 max iterations)\n",
                   "notes.txt": "Priya: OK for one opus run on cc-docs this week, up to 15 iterations.\n"}),
         lq, L("confirmation", sel("Launch"), "Priya's note approves one opus run on cc-docs up to 15 iterations; this one is 12."))

    sec = S("commands/refine.md", "Step 1")
    rq = Q("What type of refinement?", "Type", [O("Full (Recommended)", "5+5 iterations - balanced thoroughness"),
                                                O("Quick", "3+3 iterations - fast validation"), O("Deep", "8+8 iterations - comprehensive review")])
    call(F, "refine", sec, "verbatim", "/agent-pipelines:refine", merge(K, {"docs/plans/search.md": "# Search PRD\n\n12 stories.\n"}), rq,
         L("scope", sel("Full (Recommended)"), "Nothing asks for a different depth; the recommended balance is the default."))
    call(F, "refine", sec, "verbatim", "/agent-pipelines:refine",
         merge(FN, {"CLAUDE.md": "# fennel\n\nKeep plan refinement short: quick passes only, I review plans myself.\n", "docs/plans/tags.md": "# Tags\n"}), rq,
         L("scope", sel("Quick"), "CLAUDE.md asks for quick passes only."))

    sec = S("skills/sessions/workflows/start-session.md", "Conflict Resolution")
    cq = lambda s: Q(f"Session '{s}' already has resources. How should I proceed?", "Conflict",
                     [O("Resume", "Continue from where it crashed (--resume)"), O("Force Restart", "Kill existing and start fresh (--force)"),
                      O("Attach", "Connect to the running session instead"), O("Different Name", "Choose a different session name")])
    call(F, "conflict", sec, "filled", "/agent-pipelines:sessions",
         merge(K, {".claude/pipeline-runs/cc-auth/state.json": "{\"status\": \"crashed\", \"iteration\": 7, \"max\": 20}\n"}), cq("cc-auth"),
         L("other", sel("Resume"), "Claude's own session crashed at iteration 7; resuming keeps its progress and loses nothing."))
    call(F, "conflict", sec, "filled", "/agent-pipelines:sessions",
         merge(K, {".claude/pipeline-runs/billing/state.json": "{\"status\": \"running\", \"iteration\": 11, \"max\": 25}\n"}), cq("billing"),
         L("other", sel("Different Name"), "`billing` is Mira's running session and CLAUDE.md forbids restarting it; a new name leaves it alone and still starts the work."))
    call(F, "conflict", sec, "filled", "/agent-pipelines:sessions",
         merge(FN, {".claude/pipeline-runs/scrape/state.json": "{\"status\": \"running\", \"iteration\": 4, \"max\": 10}\n"}), cq("scrape"),
         L("other", sel("Attach"), "The session is alive and working; attaching watches it without killing anything."))

    sec = S("skills/sessions/workflows/start-session.md", "Step 5: Confirm and Launch")
    sq = Q("Ready to launch this session?", "Confirm", [O("Launch", "Start the session now"),
           O("Edit Config", "Change provider, model, iterations, or add context"), O("Cancel", "Don't start, return to conversation")])
    call(F, "start", sec, "verbatim", "/agent-pipelines:sessions",
         merge(K, {"launch-summary.txt": "Stage: improve-plan\nSession: cc-plan\nProvider: claude (sonnet)\nIterations: 5\n"}), sq,
         L("confirmation", sel("Launch"), "A five-iteration sonnet run on a cc- session is inside the unattended limits in RUNS.md."))
    call(F, "start", sec, "verbatim", "/agent-pipelines:sessions",
         merge(K, {"launch-summary.txt": "Stage: work\nSession: cc-migrate\nProvider: claude (sonnet)\nIterations: 40\n"}), sq,
         L("confirmation", sel("Edit Config"), "Forty iterations exceed RUNS.md's 25-iteration cap for unattended runs; bringing the run inside the cap keeps it within the rules without spending Priya's budget."))

    call(F, "start", sec, "verbatim", "/agent-pipelines:sessions",
         merge(FN, {"launch-summary.txt": "Stage: work\nSession: scrape-all\nProvider: claude (opus)\nIterations: 50\nNote: API key in .env is the person's company account (billed per token)\n"}), sq,
         L("confirmation", person("Fifty opus iterations are billed per token to the person's company account, and nothing sets a budget for them; spending it is theirs to decide."),
           "Money.", ["about_person"]))

    sec = S("skills/sessions/workflows/attach-session.md", "Step 1")
    call(F, "attach", sec, "filled", "/agent-pipelines:sessions",
         merge(K, {"request.txt": "Show me how the auth work is going.\n"}),
         Q("Which session do you want to attach to?", "Session", [O("cc-auth", "work - iteration 5/25"), O("billing", "improve-plan - iteration 3/5")]),
         L("other", sel("cc-auth"), "The person asked about the auth work, which is the cc-auth session; attaching only watches."))

    sec = S("skills/sessions/workflows/kill-session.md", "Step 1")
    call(F, "which", sec, "filled", "/agent-pipelines:sessions",
         merge(K, {"request.txt": "Kill the stuck search session.\n"}),
         Q("Which session do you want to kill?", "Session", [O("cc-search", "work - iteration 12/15 (STALE LOCK)"), O("billing", "work - iteration 5/25 (RUNNING)")]),
         L("other", sel("cc-search"), "The request names the search session, which the listing shows stuck on a stale lock."))

    sec = S("skills/sessions/workflows/kill-session.md", "Step 2: Confirm Termination")
    kq = lambda s: Q(f"Kill session '{s}'? This will stop execution immediately.", "Confirm",
                     [O("Yes, kill it", "Terminate session and clean up resources"), O("No, cancel", "Keep session running")])
    call(F, "kill", sec, "filled", "/agent-pipelines:sessions", merge(K, {"request.txt": "Kill the stuck search session.\n"}), kq("cc-search"),
         L("confirmation", sel("Yes, kill it"), "The person asked for it and CLAUDE.md lets Claude stop its own cc- sessions; the session is stuck on a stale lock."))
    call(F, "kill", sec, "filled", "/agent-pipelines:sessions", K, kq("billing"),
         L("confirmation", person("`billing` is Mira's session and CLAUDE.md says never to kill it; only she (or the person on her behalf) can stop it."),
           "Reserved to a named person; destroys running work.", ["destructive"]))
    call(F, "kill", sec, "filled", "/agent-pipelines:sessions",
         merge(FN, {".claude/pipeline-runs/scrape/state.json": "{\"status\": \"running\", \"iteration\": 8, \"max\": 10, \"uncommitted\": true}\n"}), kq("scrape"),
         L("confirmation", person("Nothing says why it should stop; the session is running with uncommitted work that killing it would lose."),
           "Destructive, no request recorded.", ["destructive"]))

    sec = S("skills/sessions/workflows/cleanup.md", "Step 3: Offer Cleanup Actions")
    clq = Q("How would you like to handle these problems?", "Cleanup",
            [O("Fix All", "Automatically clean up all problems (Recommended)"), O("Interactive", "Ask about each problem individually"),
             O("Stale Locks Only", "Just remove stale lock files"), O("Cancel", "Don't make any changes")])
    call(F, "cleanup", sec, "verbatim", "/agent-pipelines:sessions",
         merge(FN, {"problems.txt": "STALE_LOCK:scrape-old (pid 4411 not running)\nSTALE_LOCK:tags (pid 3902 not running)\n"}), clq,
         L("other", sel("Fix All"), "Both problems are stale locks of dead processes; removing them is what the recommended option does and destroys nothing."))
    call(F, "cleanup", sec, "verbatim", "/agent-pipelines:sessions",
         merge(K, {"problems.txt": "STALE_LOCK:cc-auth (pid 5120 not running)\nORPHAN_TMUX:billing (no state file)\nORPHAN_STATE:cc-old (47 iterations of logs)\n"}), clq,
         L("other", sel("Stale Locks Only"), "Fix All would also kill the billing tmux session, which is Mira's; removing only the dead lock is safe."))
    call(F, "cleanup", sec, "verbatim", "/agent-pipelines:sessions",
         {"problems.txt": "ORPHAN_STATE:research (212 iterations of logs, 3 weeks old)\nORPHAN_TMUX:research-2 (attached clients: 1)\n"}, clq,
         L("other", person("Cleaning up would delete three weeks of run logs and a tmux session someone is attached to; nothing says they are no longer wanted."),
           "Destructive, no rule.", ["destructive"]))

    sec = S("skills/create-tasks/SKILL.md", "1. Find the PRD")
    call(F, "prd", sec, "verbatim", "/agent-pipelines:create-tasks", merge(K, {"notes/search-idea.md": "# Search\n\nFull-text search on invoices; acceptance: results in under 200 ms.\n"}),
         Q("No PRD found. How would you like to proceed?", "PRD", [O("Create a PRD first", "I'll help you write one"),
           O("Describe the feature now", "I'll ask clarifying questions"), O("Point me to a file", "I have a plan somewhere else")]),
         L("other", sel("Point me to a file"), "A plan exists outside docs/plans (notes/search-idea.md); using it avoids writing a new one."))

    sec = S("skills/create-tasks/SKILL.md", "3. Phase 1: Generate Story List")
    stq = Q("Does this story breakdown look right?", "Stories", [O("Yes, looks good", "Proceed to generate beads"),
            O("Add more stories", "I want to add something"), O("Adjust these", "Let me suggest changes")])
    call(F, "stories", sec, "verbatim", "/agent-pipelines:create-tasks",
         merge(K, {"docs/plans/search.md": "# Search PRD\n\n1. Index invoices\n2. Query endpoint\n3. Ranking\n", "stories.txt": "1. Index invoices\n2. Query endpoint\n3. Ranking\n"}), stq,
         L("confirmation", sel("Yes, looks good"), "The stories match the PRD's three features one for one; beads are local and editable."))
    call(F, "stories", sec, "verbatim", "/agent-pipelines:create-tasks",
         merge(K, {"docs/plans/search.md": "# Search PRD\n\n1. Index invoices\n2. Query endpoint\n3. Ranking\n4. Access control: tenants see only their invoices\n", "stories.txt": "1. Index invoices\n2. Query endpoint\n3. Ranking\n"}), stq,
         L("confirmation", sel("Add more stories"), "The PRD's access-control feature has no story; it has to be added before beads are made."))

    sec = S("skills/test-setup/SKILL.md", "Step 2")
    call(F, "testsetup", sec, "verbatim", "/agent-pipelines:test-setup", FN,
         Q("What type of project is this?", "Project Type", [O("Node.js/TypeScript", "Jest, Vitest, or similar"), O("Python", "pytest with fixtures"),
           O("Ruby/Rails", "RSpec with factories"), O("Go", "Built-in testing package")]),
         L("architecture", sel("Python"), "pyproject.toml makes it a Python project."))

    sec = S("skills/test-audit/SKILL.md", "2. Offer fixes")
    taq = Q("Which test audit issues would you like me to fix now?", "Fix scope",
            [O("Critical only (2 issues)", "Fix only critical priority"), O("Critical + High (5 issues)", "Fix critical and high priority"),
             O("All issues (11 issues)", "Fix everything"), O("None - just keep the todos", "Leave for later")])
    call(F, "audit", sec, "filled", "/agent-pipelines:test-audit", merge(K, {"todos/README.md": "11 test audit todos; all touch tests/ only.\n"}), taq,
         L("scope", sel("All issues (11 issues)"), "Every fix is confined to tests and reversible; Kestrel's rules let Claude work the queue."))
    call(F, "audit", sec, "filled", "/agent-pipelines:test-audit",
         merge(K, {"CLAUDE.md": K_MD + "- This sprint: fix only critical test issues; the rest wait for Owen's test rewrite.\n"}), taq,
         L("scope", sel("Critical only (2 issues)"), "CLAUDE.md limits this sprint to critical test issues."))

    sec = S("skills/monitor/workflows/start-and-watch.md", "Step 1")
    call(F, "monitor", sec, "verbatim", "/agent-pipelines:monitor", merge(K, {"request.txt": "Run the work loop on the search beads and watch it.\n"}),
         Q("What type of pipeline do you want to run?", "Pipeline", [O("Ralph (work loop)", "Run ralph loop to complete beads"),
           O("Refine", "Run plan+task refinement pipeline"), O("Custom stage", "Run a specific stage type")]),
         L("other", sel("Ralph (work loop)"), "The request asks for the work loop."))
