"""oh-my-claudecode (Yeachan-Heo/oh-my-claudecode): setup wizard, notification config, deep-interview,
deep-dive, consensus planning, merge-readiness.

Fixture: Harbor Notes (pnpm TypeScript monorepo; podcast transcription and show notes).
"""
from common import OMC, O, Q, L, call, sel, multi, typ, person, merge, src

F = "omc"
P = "/oh-my-claudecode:"


def S(path, section):
    return src(OMC, path, section)


HN_CLAUDE = """# Harbor Notes

Transcribes podcast episodes and drafts show notes for small independent shows.

- pnpm monorepo: apps/web (Next.js 15), apps/worker (BullMQ on Redis), packages/db (Drizzle + Postgres)
- Auth: every route goes through packages/auth (Lucia sessions). Do not add a second auth path.
- Tests: `pnpm test` (vitest); e2e: `pnpm e2e` (Playwright)
- Secrets live in Doppler; never write tokens into files in this repo.

<!-- OMC:START v4.9.2 -->
(oh-my-claudecode project instructions)
<!-- OMC:END -->
"""

HN_PRD = """# PRD: Chapter markers

Owner: Dana (product). Status: approved 2026-05-20.

- Generate chapter markers from the transcript and let hosts edit them before publishing.
- Web only. Hosts always edit online; no offline mode (decided with Dana, 2026-05-18).
- Success: 70% of published episodes keep at least 3 generated chapters.
- Out of scope: video chapters, YouTube sync.
"""

HN = {".claude/CLAUDE.md": HN_CLAUDE, "docs/prd-chapter-markers.md": HN_PRD,
      "package.json": "{\n  \"name\": \"harbor-notes\",\n  \"private\": true,\n  \"packageManager\": \"pnpm@9.12.0\"\n}\n"}


def build():
    # ------------------------------------------------ /omc-setup
    call(F, "setup-existing", S("skills/omc-setup/SKILL.md", "Already configured check"), "verbatim", P + "omc-setup",
         merge(HN, {".omc/notices.txt": "2026-06-04: plugin updated 4.9.2 -> 4.10.0. Project CLAUDE.md block is outdated (v4.9.2); run omc-setup to refresh it.\n"}),
         Q("OMC is already configured. What would you like to do?", "Setup",
           [O("Update CLAUDE.md only", "Install the active plugin's canonical CLAUDE.md without re-running full setup"),
            O("Run full setup again", "Go through the complete setup wizard"), O("Cancel", "Exit without changes")]),
         L("other", sel("Update CLAUDE.md only"), "The notice says only the CLAUDE.md block is outdated after the plugin update."))

    call(F, "setup-resume", S("skills/omc-setup/SKILL.md", "Resume detection"), "filled", P + "omc-setup",
         merge(HN, {".omc/state/setup-progress.json": "{\"last_step\": 3, \"config_target\": \"local\", \"updated\": \"2026-06-04T21:10:00Z\"}"}),
         Q("Found a previous setup session. Would you like to resume or start fresh?", "Resume",
           [O("Resume from step 3", "Continue where you left off"), O("Start fresh", "Begin from the beginning (clears saved state)")]),
         L("confirmation", sel("Resume from step 3"), "Resuming keeps the saved progress; starting fresh clears it for no gain.", ["destructive"]))

    call(F, "setup-target", S("skills/omc-setup/phases/01-install-claude-md.md", "Choose target"), "verbatim", P + "omc-setup", HN,
         Q("Where should I configure oh-my-claudecode?", "Scope",
           [O("Local (this project)", "Creates `.claude/CLAUDE.md` in current project directory. Best for project-specific configurations."),
            O("Global (all projects)", "Creates `~/.claude/CLAUDE.md` for all Claude Code sessions. Best for consistent behavior everywhere.")]),
         L("other", person("Whether OMC shapes every Claude Code session on this machine is the person's global setup choice."),
           "Global vs project configuration.", ["about_person"]))

    call(F, "setup-target", S("skills/omc-setup/phases/01-install-claude-md.md", "Choose target"), "variant", P + "omc-setup",
         merge(HN, {"CONTRIBUTING.md": "# Contributing\n\n## AI tooling\nWe use oh-my-claudecode with the project-local config committed in `.claude/CLAUDE.md` so everyone gets the same setup. Please don't rely on a global install.\n"}),
         Q("Where should I configure oh-my-claudecode?", "Scope",
           [O("Local (this project)", "Creates `.claude/CLAUDE.md` in current project directory. Best for project-specific configurations."),
            O("Global (all projects)", "Creates `~/.claude/CLAUDE.md` for all Claude Code sessions. Best for consistent behavior everywhere.")]),
         L("other", sel("Local (this project)"), "CONTRIBUTING asks for the committed project-local OMC config."))

    call(F, "setup-global-style", S("skills/omc-setup/phases/01-install-claude-md.md", "Global install style"), "verbatim", P + "omc-setup --global", HN,
         Q("Global setup will change your base Claude config. Which behavior do you want?", "Global",
           [O("Overwrite base CLAUDE.md (Recommended)", "plain `claude` and `omc` both use OMC globally."),
            O("Keep base CLAUDE.md; use OMC only through `omc`", "preserve the user's base file, install OMC into `CLAUDE-omc.md`, and let `omc` force-load that companion config at launch.")]),
         L("other", person("Overwriting the person's own ~/.claude/CLAUDE.md changes all their sessions."), "Global config, overwrite.",
           ["about_person", "destructive"]))

    call(F, "setup-cli", S("skills/omc-setup/phases/02-configure.md", "Install OMC CLI"), "verbatim", P + "omc-setup", HN,
         Q("Would you like to install the OMC CLI globally for standalone helper commands? (`omc`, `omc hud`, `omc teleport`)", "OMC CLI",
           [O("Yes (Recommended)", "Install `oh-my-claude-sisyphus` via `npm install -g`"),
            O("No - Skip", "Skip installation (can install manually later with `npm install -g oh-my-claude-sisyphus`)")]),
         L("other", person("Installing a global npm package on the person's machine is theirs to allow."), "Global third-party install.",
           ["about_person", "security"]))

    call(F, "setup-tasks", S("skills/omc-setup/phases/02-configure.md", "Task management tool"), "filled", P + "omc-setup",
         merge(HN, {".beads/issues.jsonl": "{\"id\":\"hn-41\",\"title\":\"Chapter markers: editor UI\",\"status\":\"open\"}\n",
                    ".claude/CLAUDE.md": HN_CLAUDE + "\n## Work tracking\nWe track work with beads (`bd ready`, `bd create`). Agents must file follow-ups with bd.\n"}),
         Q("Which task management tool should I use for tracking work?", "Tasks",
           [O("Built-in Tasks (default)", "Use Claude Code's native TodoWrite or available task-list surface. Tasks are session-only."),
            O("Beads (bd)", "Git-backed persistent tasks. Survives across sessions.")]),
         L("style", sel("Beads (bd)"), "CLAUDE.md says the team tracks work with beads."))

    call(F, "setup-tasks", S("skills/omc-setup/phases/02-configure.md", "Task management tool"), "variant", P + "omc-setup",
         merge(HN, {".beads/README.md": "Archived. We tried beads in March 2026 and went back to GitHub Issues; kept read-only for history.\n"}),
         Q("Which task management tool should I use for tracking work?", "Tasks",
           [O("Built-in Tasks (default)", "Use Claude Code's native TodoWrite or available task-list surface. Tasks are session-only."),
            O("Beads (bd)", "Git-backed persistent tasks. Survives across sessions.")]),
         L("style", sel("Built-in Tasks (default)"), "The .beads directory is an archive the team abandoned."))

    call(F, "setup-mcp", S("skills/omc-setup/phases/03-integrations.md", "Step 3.2 — MCP servers"), "prose", P + "omc-setup", HN,
         Q("Would you like to configure MCP servers for enhanced capabilities? (Context7, Exa search, GitHub, etc.)", "MCP",
           [O("Yes, configure MCP servers", "Runs /oh-my-claudecode:mcp-setup"), O("No, skip", "")]),
         L("other", person("Adding MCP servers installs third-party tools with access to the person's accounts; the person opts in."),
           "Third-party tools.", ["security", "about_person"]))

    call(F, "setup-teams", S("skills/omc-setup/phases/03-integrations.md", "Step 3.3 — agent teams"), "verbatim", P + "omc-setup", HN,
         Q("Would you like to enable agent teams? Teams let you spawn coordinated agents (e.g., `/team 3:executor 'fix all errors'`). This is an experimental Claude Code feature.", "Teams",
           [O("Yes, enable teams (Recommended)", "Enable the experimental feature and configure defaults"),
            O("No, skip", "Leave teams disabled (can enable later)")]),
         L("other", person("Enabling an experimental feature in the person's global ~/.claude/settings.json is their call."),
           "Global settings.", ["about_person"]))

    call(F, "setup-team-defaults", S("skills/omc-setup/phases/03-integrations.md", "3.3.3 — team defaults"), "verbatim", P + "omc-setup", HN,
         [Q("How many agents should teams spawn by default?", "Team size",
            [O("3 agents (Recommended)", "Good balance of speed and resource usage"), O("5 agents (maximum)", "Maximum parallelism for large tasks"),
             O("2 agents", "Conservative, for smaller projects")]),
          Q("Which CLI provider should teammates use by default?", "Provider",
            [O("claude (Recommended)", "Default provider with the widest compatibility"), O("codex", "Use Codex CLI workers by default when installed"),
             O("gemini", "Use Gemini CLI workers by default when installed (enterprise/API-key tier)"),
             O("antigravity", "Use Antigravity CLI (`agy`) workers by default when installed")])],
         [L("other", person("Default parallelism multiplies the person's token spend."), "Budget.", ["about_person"]),
          L("other", person("Which paid AI provider and account the teammates use is the person's choice."), "Accounts and spend.", ["about_person"])])

    call(F, "setup-star", S("skills/omc-setup/phases/04-welcome.md", "GitHub star"), "verbatim", P + "omc-setup", HN,
         Q("If you're enjoying oh-my-claudecode, would you like to support the project by starring it on GitHub?", "Star",
           [O("Yes, star it!", "Star the repository"), O("No thanks", "Skip without further prompts"), O("Maybe later", "Skip without further prompts")]),
         L("other", person("Starring acts publicly from the person's GitHub account."), "Outward, from the person's account.", ["outward", "about_person"]))

    # ------------------------------------------------ /configure-notifications
    call(F, "notify-token", S("skills/configure-notifications/SKILL.md", "Telegram — Step 3 collect bot token"), "prose", P + "configure-notifications telegram", HN,
         Q("Paste your Telegram bot token (from @BotFather)", "Bot token",
           [O("I have a token — I'll paste it", "Type it in the Other field"), O("Help me create a bot first", "Walk through @BotFather")]),
         L("open_floor", person("A credential only the person holds."), "Credential.", ["security"]))

    call(F, "notify-parse", S("skills/configure-notifications/SKILL.md", "Telegram — Step 5 parse mode"), "verbatim", P + "configure-notifications telegram", HN,
         Q("Which message format do you prefer?", "Format",
           [O("Markdown (Recommended)", "Bold, italic, code blocks with Markdown syntax"), O("HTML", "Bold, italic, code with HTML tags")]),
         L("style", sel("Markdown (Recommended)"), "A formatting default with no reason to deviate."))

    call(F, "notify-events", S("skills/configure-notifications/SKILL.md", "Telegram — Step 6 events"), "verbatim", P + "configure-notifications telegram", HN,
         Q("Which events should trigger Telegram notifications?", "Events",
           [O("Session end (Recommended)", "When a Claude session finishes"), O("Input needed", "When Claude is waiting for your response (great for long-running tasks)"),
            O("Session start", "When a new session begins"), O("Session continuing", "When a persistent mode keeps the session alive")], multi=True),
         L("scope", multi("Session end (Recommended)", "Input needed"), "The skill's documented default selection is session-end plus input-needed."))

    call(F, "notify-test", S("skills/configure-notifications/SKILL.md", "Telegram — Step 8 test"), "verbatim", P + "configure-notifications telegram",
         merge(HN, {"notify-config.txt": "telegram: chat_id 48213377 (personal chat with @harbor_notes_bot), parse_mode Markdown\n"}),
         Q("Send a test notification to verify the setup?", "Test",
           [O("Yes, test now (Recommended)", "Send a test message to your Telegram chat"), O("No, I'll test later", "Skip testing")]),
         L("confirmation", sel("Yes, test now (Recommended)"), "The target is the person's own private chat; a test message to themselves verifies the setup.", ["outward"]))

    call(F, "notify-test", S("skills/configure-notifications/SKILL.md", "Slack — Step 9 test"), "variant", P + "configure-notifications slack",
         merge(HN, {"notify-config.txt": "slack: webhook posts to #harbor-notes-alerts (shared with Dana and the 6 podcast hosts on the beta), mention <!channel>\n"}),
         Q("Send a test notification to verify the setup?", "Test",
           [O("Yes, test now (Recommended)", "Send a test message to your Slack channel"), O("No, I'll test later", "Skip testing")]),
         L("confirmation", person("The test posts with @channel to a channel shared with customers."), "Outward message to other people.", ["outward"]))

    call(F, "notify-mention", S("skills/configure-notifications/SKILL.md", "Discord — Step 4 mention"), "verbatim", P + "configure-notifications discord", HN,
         Q("Would you like notifications to mention (ping) someone?", "Mention",
           [O("Yes, mention a user", "Tag a specific user by their Discord user ID"), O("Yes, mention a role", "Tag a role by its role ID"),
            O("No mentions", "Just post the message without pinging anyone")]),
         L("other", person("Whom to ping, and whether, is about the person and their server's members."), "About people.", ["about_person"]))

    call(F, "notify-channel", S("skills/configure-notifications/SKILL.md", "Slack — Step 6 channel override"), "verbatim", P + "configure-notifications slack", HN,
         Q("Override the default notification channel? (The webhook already has a default channel)", "Channel",
           [O("Use webhook default (Recommended)", "Post to the channel selected during webhook setup"),
            O("Override channel", "Specify a different channel (e.g., #alerts)")]),
         L("other", sel("Use webhook default (Recommended)"), "The webhook already targets the channel the person chose when creating it."))

    call(F, "notify-name", S("skills/configure-notifications/SKILL.md", "Discord — Step 6 username"), "verbatim", P + "configure-notifications discord", HN,
         Q("Custom bot display name? (Shows as the webhook sender name in Discord)", "Bot name",
           [O("OMC (default)", "Display as \"OMC\""), O("Claude Code", "Display as \"Claude Code\""), O("Custom", "Enter a custom name")]),
         L("style", sel("OMC (default)"), "A cosmetic default with nothing in the project against it."))

    # ------------------------------------------------ /mcp-setup
    call(F, "mcp-kind", S("skills/mcp-setup/SKILL.md", "Step 1 — setup kind"), "verbatim", P + "mcp-setup", HN,
         [Q("What kind of MCP setup would you like?", "MCP setup",
            [O("Recommended starter setup", "Fast path for the most common OMC MCP additions"),
             O("Individual popular server", "Pick one built-in server from a short follow-up menu"), O("Custom server", "Add your own stdio or HTTP MCP server")])],
         [L("other", sel("Recommended starter setup"), "The person ran mcp-setup with no specific server in mind; the starter path is the default.", ["security"])])

    call(F, "mcp-bundle", S("skills/mcp-setup/SKILL.md", "Step 2 — recommended bundle"), "verbatim", P + "mcp-setup", HN,
         Q("Which recommended MCP bundle should I configure?", "Bundle",
           [O("Context7 only (Recommended)", "Zero-config docs/context server"), O("Context7 + Exa", "Docs/context plus enhanced web search"),
            O("Full recommended bundle", "Context7, Exa, Filesystem, and GitHub")]),
         L("scope", sel("Context7 only (Recommended)"), "Zero-config and needs no tokens; the fuller bundles need API keys the person would have to provide.", ["security"]))

    # ------------------------------------------------ /deep-interview
    call(F, "di-topology", S("skills/deep-interview/SKILL.md", "Round 0 — topology confirmation"), "filled", P + "deep-interview chapter markers from transcripts", HN,
         Q("Round 0 | Topology\nI see three top-level components in your idea:\n1. Chapter generation (worker: transcript → chapter list)\n2. Chapter editor (web: hosts edit titles and times)\n3. Publishing (chapters written to the RSS feed)\nIs this the right breakdown?",
           "Topology", [O("Looks right", "Lock these three components"), O("Add/remove/merge components", ""), O("Defer one or more components", "")]),
         L("scope", sel("Looks right"), "The approved PRD covers generation, host editing and publishing — the same three components."))

    call(F, "di-topology", S("skills/deep-interview/SKILL.md", "Round 0 — topology confirmation"), "variant", P + "deep-interview chapter markers from transcripts", HN,
         Q("Round 0 | Topology\nI see four top-level components in your idea:\n1. Chapter generation (worker)\n2. Chapter editor (web)\n3. Publishing to RSS\n4. YouTube chapter sync\nIs this the right breakdown?",
           "Topology", [O("Looks right", "Lock these four components"), O("Add/remove/merge components", ""), O("Defer one or more components", "")]),
         L("scope", typ("Remove YouTube chapter sync — the PRD lists it as out of scope; keep generation, editor and RSS publishing."),
           "The PRD puts video chapters and YouTube sync out of scope; no option removes exactly that."))

    call(F, "di-context", S("skills/deep-interview/SKILL.md", "Step 2a — brownfield context question"), "filled", P + "deep-interview chapter markers from transcripts", HN,
         Q("Round 3 | Component: Chapter editor | Targeting: Context Clarity | Why now: the editor needs to know who may edit an episode | Ambiguity: 41%\n\nI found session auth with Lucia in `packages/auth` (pattern: requireHost() guard in every route). Should the chapter editor extend that path or intentionally diverge from it?",
           "Auth", [O("Extend packages/auth (requireHost)", "Same guard as the rest of the app"), O("Separate share-link access", "Editors open a signed link, no login"),
                    O("Public editing", "Anyone with the episode URL")]),
         L("architecture", sel("Extend packages/auth (requireHost)"), "CLAUDE.md: every route goes through packages/auth; no second auth path."))

    call(F, "di-constraint", S("skills/deep-interview/SKILL.md", "Step 2a — constraint question"), "filled", P + "deep-interview chapter markers from transcripts", HN,
         Q("Round 4 | Component: Chapter editor | Targeting: Constraint Clarity | Why now: offline support changes the storage design | Ambiguity: 33%\n\nShould the chapter editor work offline, or is internet connectivity assumed?",
           "Offline", [O("Online only", "Edits save straight to the server"), O("Offline-capable", "Local drafts, sync later"), O("Read-only offline", "View offline, edit online")]),
         L("architecture", sel("Online only"), "The PRD records the decision: web only, no offline mode."))

    call(F, "di-success", S("skills/deep-interview/SKILL.md", "Step 2a — success criteria question"), "filled", P + "deep-interview a listener Q&A inbox for hosts",
         {k: v for k, v in HN.items() if k != "docs/prd-chapter-markers.md"},
         Q("Round 2 | Component: Q&A inbox | Targeting: Success Criteria | Why now: we can't size moderation until we know what 'working' means | Ambiguity: 58%\n\nIf I showed you the finished inbox, what would make you say 'yes, that's it'?",
           "Success", [O("Hosts answer 5+ questions per episode", ""), O("Listeners submit without an account", ""), O("Spam stays under 5%", "")]),
         L("open_floor", person("What success means for the person's new product idea is theirs to define; no document records it."), "Product judgement."))

    call(F, "di-bridge", S("skills/deep-interview/SKILL.md", "Phase 5 — execution bridge"), "filled", P + "deep-interview chapter markers from transcripts",
         merge(HN, {".omc/specs/deep-interview-chapter-markers.md": "# Spec: chapter markers\nAmbiguity: 14% (threshold 20%)\nStatus: pending approval\n"}),
         Q("Your spec is ready (ambiguity: 14%). How would you like to proceed?", "Next",
           [O("Refine with omc-plan consensus (Recommended)", "Consensus-refine this spec with Planner/Architect/Critic, then stop for explicit execution approval. Maximum quality."),
            O("Execute with autopilot", "Full autonomous pipeline — planning, parallel implementation, QA, validation."),
            O("Execute with ralph", "Persistence loop with architect verification"),
            O("Refine further", "Continue interviewing to improve clarity (current: 14%)")]),
         L("confirmation", sel("Refine with omc-plan consensus (Recommended)"),
           "Refining stops again for explicit execution approval; the execute options would launch autonomous work without it.", ["about_person"]))

    # ------------------------------------------------ /deep-dive
    call(F, "dd-lanes", S("skills/deep-dive/SKILL.md", "Phase 2 — lane confirmation"), "filled", P + "deep-dive transcripts stall at 99% for long episodes",
         merge(HN, {".omc/notes/transcript-stall.md": "Checked so far (Ines, 2026-06-02):\n- Redis memory: fine, 30% used — NOT the cause\n- Only episodes > 2h stall\n"}),
         Q("Starting deep dive.\nYour problem: \"transcripts stall at 99% for long episodes\"\nProject type: brownfield\nProposed trace lanes:\n1. Redis runs out of memory for long jobs\n2. BullMQ job lock expires before the final merge step\n3. Whisper chunk boundary bug on the last chunk\nAre these hypotheses appropriate, or would you like to adjust them?",
           "Lanes", [O("Confirm and start trace", ""), O("Adjust hypotheses", "User provides alternatives")]),
         L("other", typ("Replace lane 1: Redis memory was already checked (30% used, not the cause); trace e.g. the final merge step's duration for >2h episodes instead."),
           "The notes rule out the Redis-memory lane."))

    call(F, "dd-lanes", S("skills/deep-dive/SKILL.md", "Phase 2 — lane confirmation"), "filled", P + "deep-dive show notes sometimes in the wrong language", HN,
         Q("Starting deep dive.\nYour problem: \"show notes sometimes in the wrong language\"\nProject type: brownfield\nProposed trace lanes:\n1. Language detection runs on the intro music segment\n2. The prompt template drops the episode's language field\n3. Cached drafts from a previous episode are reused\nAre these hypotheses appropriate, or would you like to adjust them?",
           "Lanes", [O("Confirm and start trace", ""), O("Adjust hypotheses", "User provides alternatives")]),
         L("confirmation", sel("Confirm and start trace"), "Three plausible, distinct lanes and nothing in the project rules any out."))

    call(F, "dd-exec", S("skills/deep-dive/SKILL.md", "Phase 5 — execution options"), "filled", P + "deep-dive transcripts stall at 99% for long episodes", HN,
         Q("Your spec is ready (ambiguity: 12%). How would you like to proceed?", "Next",
           [O("Ralplan → Autopilot (Recommended)", "3-stage pipeline: consensus-refine this spec, then execute with full autopilot."),
            O("Execute with autopilot (skip ralplan)", "Full autonomous pipeline"),
            O("Execute with ralph", "Persistence loop with architect verification"),
            O("Execute with team", "N coordinated parallel agents — fastest execution for large specs")]),
         L("other", person("Every option launches autonomous multi-agent execution; how much to hand over and spend is the person's call."),
           "Autonomy and spend.", ["about_person"]))

    # ------------------------------------------------ /plan --consensus --interactive
    call(F, "plan-draft", S("skills/plan/SKILL.md", "Consensus mode — step 2 user feedback"), "filled", P + "plan --consensus --interactive chapter markers",
         merge(HN, {".omc/plans/chapter-markers.md": "# Plan (draft)\nPrinciples: reuse the worker queue; hosts always review before publish.\nOption A: generate chapters in apps/worker after transcription (favoured)\nOption B: generate on demand in the web request\n"}),
         Q("Draft plan ready (.omc/plans/chapter-markers.md).\nPrinciples: reuse the worker queue; hosts review before publish.\nDecision drivers: latency for hosts, cost per episode, simplicity.\nOptions: A) worker job after transcription (favoured) B) on-demand in the web request.",
           "Draft", [O("Proceed to review", "Send to Architect and Critic for evaluation"), O("Request changes", "Return to step 1 with your feedback"),
                     O("Skip review", "Go directly to final approval")]),
         L("confirmation", sel("Proceed to review"), "The draft follows the PRD and CLAUDE.md; sending it to review is the normal next step."))

    call(F, "plan-draft", S("skills/plan/SKILL.md", "Consensus mode — step 2 user feedback"), "variant", P + "plan --consensus --interactive chapter markers",
         merge(HN, {".omc/plans/chapter-markers.md": "# Plan (draft)\nOption A (favoured): editor uses magic-link access for guest editors via a new packages/guest-auth\nOption B: editors log in through packages/auth\n"}),
         Q("Draft plan ready (.omc/plans/chapter-markers.md).\nPrinciples: fast guest editing; minimal friction.\nDecision drivers: guest co-hosts without accounts, speed.\nOptions: A) magic-link guest access via new packages/guest-auth (favoured) B) login through packages/auth.",
           "Draft", [O("Proceed to review", "Send to Architect and Critic for evaluation"), O("Request changes", "Return to step 1 with your feedback"),
                     O("Skip review", "Go directly to final approval")]),
         L("architecture", typ("Request changes: drop the new packages/guest-auth — CLAUDE.md forbids a second auth path; editors go through packages/auth (option B)."),
           "The favoured option adds a second auth path that CLAUDE.md forbids."))

    call(F, "plan-approve", S("skills/plan/SKILL.md", "Consensus mode — step 7 final approval"), "filled", P + "plan --consensus --interactive chapter markers",
         merge(HN, {".omc/plans/chapter-markers.md": "# Plan (Critic: APPROVE)\n1. packages/db: chapters table (migration adds table only)\n2. apps/worker: chapter job after transcription\n3. apps/web: editor behind requireHost()\n4. RSS: emit podcast:chapters\nVerification: pnpm test, pnpm e2e\n"}),
         Q("Consensus reached (Critic: APPROVE, iteration 2). Plan: chapters table, worker job, editor behind requireHost(), RSS podcast:chapters. How do you want to proceed?",
           "Approve", [O("Approve execution via team (Recommended)", "Coordinated parallel team agents (/team)"),
                       O("Approve execution via ralph", "Sequential execution with verification"),
                       O("Request changes", "Return to step 1 with feedback"), O("Reject", "Discard the plan entirely")]),
         L("confirmation", sel("Approve execution via team (Recommended)"),
           "An approved, additive plan with local verification only; the person asked for this plan to be built."))

    call(F, "plan-approve", S("skills/plan/SKILL.md", "Consensus mode — step 7 final approval"), "variant", P + "plan --consensus --interactive migrate transcripts to new storage",
         merge(HN, {".omc/plans/transcript-storage.md": "# Plan (Critic: APPROVE)\n1. Copy transcripts from Postgres to R2\n2. Drop column episodes.transcript_text (migration 0042)\n3. Run migration against production with `pnpm db:migrate --env production`\n"}),
         Q("Consensus reached (Critic: APPROVE, iteration 3). Plan: copy transcripts to R2, drop episodes.transcript_text, run the migration against production. How do you want to proceed?",
           "Approve", [O("Approve execution via team (Recommended)", "Coordinated parallel team agents (/team)"),
                       O("Approve execution via ralph", "Sequential execution with verification"),
                       O("Request changes", "Return to step 1 with feedback"), O("Reject", "Discard the plan entirely")]),
         L("confirmation", person("Approving executes a column drop against production."), "Destructive production write.", ["destructive"]))

    call(F, "plan-noconsensus", S("skills/plan/SKILL.md", "Consensus mode — step 5f max iterations"), "filled", P + "plan --consensus --interactive chapter markers", HN,
         Q("Expert consensus was not reached after 5 iterations. Critic still rejects: 'acceptance criterion \"chapters feel natural\" is not testable'; Architect and Critic disagree on whether generation should block publishing. Here is the best version.",
           "No consensus", [O("Approve this version anyway", ""), O("Request changes", "Give feedback for another round"), O("Reject", "Discard the plan")]),
         L("other", person("The reviewers disagree on a product question (whether generation blocks publishing); the person must judge."),
           "Unresolved review failure on a product question.", ["reports_failure"]))

    # ------------------------------------------------ planner agent, /skill, /merge-readiness
    call(F, "planner-priority", S("agents/planner.md", "Interview — preferences only"), "prose", P + "plan chapter markers",
         merge(HN, {"ROADMAP.md": "# Roadmap\n\n- 2026-06-20: chapter markers live for the beta hosts (date promised to the six shows)\n- Later: polish, keyboard shortcuts, undo history\n"}),
         Q("Chapter markers: should v1 optimise for shipping by the beta date, or for polish (keyboard shortcuts, undo history)?", "Priority",
           [O("Ship by the beta date", "Minimal editor, polish later"), O("Polish first", "Shortcuts and undo in v1, may slip"),
            O("Balance", "Undo only")]),
         L("scope", sel("Ship by the beta date"), "The roadmap promises the date to the beta shows and lists the polish items as later."))

    call(F, "skill-menu", S("skills/skill/SKILL.md", "Wizard — what next"), "filled", P + "skill", HN,
         Q("What would you like to do with your local skills?", "Skills",
           [O("Add new skill", "Start the skill creation wizard"), O("List all skills with details", "Show comprehensive skill inventory"),
            O("Scan conversation for patterns", "Analyze current conversation for skill-worthy patterns"), O("Import skill", "Import a skill from URL or paste content")]),
         L("other", person("The person opened the skill manager with no argument; what they came to do is only known to them."),
           "Intent only the person knows."))

    call(F, "merge-quiz", S("skills/merge-readiness/SKILL.md", "Phase 3 — human quiz loop"), "filled", P + "merge-readiness --from-diff",
         merge(HN, {".omc/artifacts/merge-readiness-explanation.md": "## Why\nTranscription jobs for >2h episodes lost their BullMQ lock during the final merge, so a second worker restarted them.\n## Change\nLock duration is now extended every 30 s while merging.\n"}),
         Q("Merge-readiness quiz 1/3 (dimension: why)\nWhy were long episodes stalling at 99%?", "Why",
           [O("The BullMQ lock expired during the final merge and another worker restarted the job", ""), O("Redis ran out of memory", ""),
            O("Whisper rejected the last chunk", ""), O("The web app timed out the upload", "")]),
         L("other", person("The quiz checks that the human can explain the change before merging; an agent answering it defeats the gate."),
           "The person's own understanding is being tested.", ["about_person"]))

    call(F, "merge-quiz", S("skills/merge-readiness/SKILL.md", "Phase 3 — human quiz loop"), "filled", P + "merge-readiness --from-diff", HN,
         Q("Merge-readiness quiz 3/3 (dimension: risk)\nWhat remains risky after this change?", "Risk",
           [O("A worker crash mid-merge still needs a manual retry", ""), O("Nothing; the lock can no longer expire", ""),
            O("Short episodes now take twice as long", "")]),
         L("other", person("A comprehension check of the human reviewer; only they can answer it honestly."), "The person's understanding.", ["about_person"]))
