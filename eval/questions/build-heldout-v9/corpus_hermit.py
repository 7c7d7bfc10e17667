"""claude-code-hermit (gtapps/claude-code-hermit): a plugin that turns a project into an always-on assistant
("hermit") running in Docker and reachable over Discord or Telegram. Its skills ask in full
`AskUserQuestion` blocks with headers, "(recommended)" / "(default)" markers and batched questions — /hatch
(setup mode, identity, behaviour, plugins, channels, deployment, CLAUDE.md block, .gitignore),
/docker-setup (existing Docker files, auth and networking, API key in .env, bot token, plugin mirroring,
third-party plugins, private repositories, build, login), /docker-security (LAN containment, fleet entries,
carve-outs, resource bounds, audit log, all-off confirmation), /channel-setup (channel, pairing code, server
channel or group, mention) and /hermit-evolve (a deferred migration with no safe default).

Fixtures: closetnuc (Dana's home-automation hermit on a NUC beside Home Assistant, LAN-only, Telegram, a
hand-tuned Dockerfile), shopdesk (an agency's TypeScript support assistant for a client's web shop, shared
repository, client-facing channel, a contract requiring an egress allowlist) and fitlog (a solo Go workout
tracker with no rules at all).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import HERMIT

F = "hermit"


def S(skill, section):
    return src(HERMIT, f"plugins/claude-code-hermit/skills/{skill}/SKILL.md", section)


NUC = {"CLAUDE.md": """# closetnuc

Dana's home-automation helper. Python 3.12 scripts around Home Assistant (http://192.168.1.40:8123).
- The hermit runs on the NUC in the hall closet (8 GB RAM, shared with Frigate camera recording).
- LAN-only: nothing may be controlled from outside the house. No remote access of any kind.
- Notifications go to Telegram (Dana's account). Never Discord.
- Backups go to the NAS at 192.168.1.20 (rsync over SSH).
- Plugins: only official Anthropic ones. No third-party plugins.
""",
       "OPERATOR.md": "Operator: Dana. Prefers to review every setting; would rather be asked than surprised.\nTimezone: Europe/Lisbon. Language: en.\n",
       "Dockerfile": "# hand-tuned: USB passthrough for the Zigbee stick, do not regenerate\nFROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y python3 usbutils\n",
       "docker-compose.yml": "services:\n  app:\n    build: .\n    devices: ['/dev/ttyUSB0:/dev/ttyUSB0']\n",
       "schedule.txt": "Frigate re-encodes recordings 08:00-22:00; heavy builds only at night.\nNow: 2026-11-26 14:10 Europe/Lisbon\n"}

SHOP = {"CLAUDE.md": """# shopdesk

TypeScript (Node 22) support assistant for Marta's web shop (Lumen Ceramics), built and run by our agency.
- This repository is shared with the whole agency team; personal settings and tokens stay out of git.
- The channel is client-facing: Marta and her two staff talk to the assistant in Telegram.
- Client contract §7: customer data present — outbound traffic restricted to an allowlist; every action on
  orders needs a human's confirmation.
- Marta's Telegram user id: 5518830217 (the only person allowed to give commands).
""",
        "package.json": '{"name": "shopdesk", "dependencies": {"@shopify/shopify-api": "^11.0.0", "sharp": "^0.33.0"}}\n',
        ".gitignore": "node_modules/\n.env\n"}

FIT = {"README.md": "# fitlog\n\nA Go CLI that logs my workouts to SQLite. Just for me.\n",
       "go.mod": "module github.com/pkowal/fitlog\n\ngo 1.23\n",
       "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}


def build():
    build_hatch()
    build_docker()
    build_security()
    build_channels()
    build_operator()


def build_hatch():
    q_mode = Q("How would you like to configure hermit?", "Setup mode",
               [O("Quick", "Sensible defaults, ~4 questions, ~3 min. Tweak via /hermit-settings later."),
                O("Advanced", "Full wizard — every option exposed (~15 questions, ~15 min).")])
    call(F, "hatch-mode", S("hatch", "1.6. Setup mode gate"), "verbatim", "/claude-code-hermit:hatch", NUC, q_mode,
         L("style", sel("Advanced"), "OPERATOR.md: Dana wants to review every setting."))
    call(F, "hatch-mode", S("hatch", "1.6. Setup mode gate"), "variant", "/claude-code-hermit:hatch — just get it running, I'll tweak later", FIT, q_mode,
         L("style", sel("Quick"), "The invocation asks for the fast path and later tweaks."))

    q_name = Q("What should your assistant be called?", "Agent name", [O("Atlas"), O("Hermit"), O("Skip")])
    call(F, "hatch-name", S("hatch", "Phase 2 — Identity"), "prose", "/claude-code-hermit:hatch", FIT, q_name,
         L("style", person("The assistant's name is the operator's personal preference and nothing records one."), "About the person.", ["about_person"]))
    call(F, "hatch-name", S("hatch", "Phase 2 — Identity"), "variant", "/claude-code-hermit:hatch",
         merge(NUC, {"OPERATOR.md": NUC["OPERATOR.md"] + "Calls the house assistant \"Pip\" in every note.\n"}), q_name,
         L("style", typ("Pip"), "OPERATOR.md: Dana calls the assistant Pip; no option has it."))

    q_lang = Q("Language for messages and reports?", "Language", [O("en", "auto-detected"), O("pt", "")])
    q_tz = Q("Timezone for routines and briefs?", "Timezone", [O("UTC", "auto-detected"), O("Europe/London", "")])
    call(F, "hatch-locale", S("hatch", "Phase 2 — Identity"), "prose", "/claude-code-hermit:hatch", FIT,
         [Q("Language for messages and reports?", "Language", [O("en", "auto-detected"), O("pl", "")]),
          Q("Timezone for routines and briefs?", "Timezone", [O("Europe/Warsaw", "auto-detected"), O("UTC", "")])],
         [L("style", sel("en"), "The README and code are in English; the detected value stands."),
          L("style", sel("Europe/Warsaw"), "Nothing contradicts the detected timezone.")])
    call(F, "hatch-locale", S("hatch", "Phase 2 — Identity"), "variant", "/claude-code-hermit:hatch", NUC, [q_lang, q_tz],
         [L("style", sel("en"), "OPERATOR.md: language en."),
          L("style", typ("Europe/Lisbon"), "The NUC reports UTC but OPERATOR.md gives Europe/Lisbon, which no option offers.")])

    q_auto = Q("How autonomous should your assistant be?", "Autonomy",
               [O("Balanced (Recommended)", "act on routine tasks, escalate significant changes"),
                O("Conservative", "ask before most non-trivial actions"), O("Autonomous", "proceed unless blocked, minimize interruptions")])
    q_rc = Q("Enable remote control via claude.ai/code?", "Remote ctrl",
             [O("Yes (Recommended)", "connect from claude.ai/code or phone"), O("No", "local terminal only")])
    q_idle = Q("What should hermit do when idle between tasks?", "Idle",
               [O("Discover (Recommended)", "proactively surface priority/maintenance work"), O("Wait", "passive, only check for new tasks and messages")])
    call(F, "hatch-behave", S("hatch", "Phase 3 — Behavior (AskUserQuestion batch, 3 questions)"), "verbatim", "/claude-code-hermit:hatch", FIT,
         [q_auto, q_rc, q_idle],
         [L("style", sel("Balanced (Recommended)"), "No rule on autonomy; the default fits a personal tool."),
          L("other", person("Remote control opens the machine to commands from claude.ai and a phone; widening who can drive the box is the operator's security call."), "Security posture.", ["security"]),
          L("style", sel("Discover (Recommended)"), "No rule; the default.")])
    call(F, "hatch-behave", S("hatch", "Phase 3 — Behavior (AskUserQuestion batch, 3 questions)"), "variant", "/claude-code-hermit:hatch", NUC,
         [q_auto, q_rc, q_idle],
         [L("style", sel("Conservative"), "OPERATOR.md: Dana would rather be asked than surprised."),
          L("other", sel("No"), "CLAUDE.md: LAN-only, no remote access of any kind.", ["security"]),
          L("style", sel("Discover (Recommended)"), "No rule on idle behaviour; the default.")])
    call(F, "hatch-behave", S("hatch", "Phase 3 — Behavior (AskUserQuestion batch, 3 questions)"), "variant", "/claude-code-hermit:hatch", SHOP,
         [q_auto, q_rc],
         [L("style", sel("Conservative"), "Contract §7: every action on orders needs a human's confirmation."),
          L("other", person("Remote control of a client's assistant by the agency is a security and contract question the file does not answer."), "Security posture.", ["security"])])

    call(F, "hatch-plugins", S("hatch", "Phase 4 — Recommended plugins"), "verbatim", "/claude-code-hermit:hatch", NUC,
         Q("Which recommended plugins should be installed?", "Plugins",
           [O("claude-code-setup", "Analyzes codebase, recommends automations (skills, hooks, MCP servers, subagents)"),
            O("claude-md-management", "Audits and improves CLAUDE.md files — grades quality, proposes fixes"),
            O("skill-creator", "Builds and refines new skills from proposals"),
            O("feature-dev", "Designs, explores, and reviews code for accepted-PROP implementation work")], multi=True),
         L("scope", multi("claude-code-setup", "claude-md-management", "skill-creator", "feature-dev"), "All four are official Anthropic plugins, which CLAUDE.md allows; all serve a home-automation code project."))

    q_ch = Q("Configure a notification channel for this project?", "Channels",
             [O("Discord (recommended)"), O("Telegram"), O("None — skip channel setup")])
    call(F, "hatch-channel", S("hatch", "Phase 5 — Channels (AskUserQuestion, single question)"), "verbatim", "/claude-code-hermit:hatch", NUC, q_ch,
         L("other", sel("Telegram"), "CLAUDE.md: notifications go to Telegram, never Discord."))
    call(F, "hatch-channel", S("hatch", "Phase 5 — Channels (AskUserQuestion, single question)"), "variant", "/claude-code-hermit:hatch", FIT, q_ch,
         L("other", person("Which chat service to connect depends on the operator's own accounts; nothing records one."), "The person's accounts.", ["about_person"]))

    q_acc = Q("Restrict who can send commands via this channel?", "Access ctrl",
              [O("Allow everyone (Recommended)", "no restrictions on who can message"), O("Restrict", "type your Discord/Telegram user ID via Other")])
    q_brief = Q("Enable morning brief delivery via channel?", "Brief",
                [O("Yes — 07:00", "daily summary delivered each morning"), O("No (Recommended)", "no automated brief delivery")])
    call(F, "hatch-chfollow", S("hatch", "Phase 5 — Channels (AskUserQuestion, single question)"), "verbatim", "/claude-code-hermit:hatch", SHOP, [q_acc, q_brief],
         [L("other", typ("Restrict — only Telegram user 5518830217 (Marta)"), "CLAUDE.md: Marta is the only person allowed to give commands; her id is recorded.", ["security"]),
          L("style", sel("No (Recommended)"), "No request for briefs in a client-facing chat; the default.")])
    call(F, "hatch-chfollow", S("hatch", "Phase 5 — Channels (AskUserQuestion, single question)"), "variant", "/claude-code-hermit:hatch", NUC, [q_acc, q_brief],
         [L("other", person("The recommended default lets anyone who finds the bot command a box that controls the house; restricting needs Dana's Telegram id, which is not recorded."), "Security; the id is the person's.", ["security", "about_person"]),
          L("style", sel("No (Recommended)"), "No brief asked for; the default.")])

    q_perm = Q("Permission mode for Claude Code?", "Permissions",
               [O("auto", "Default. Classifier-reviewed autonomy — each action reviewed before it runs."),
                O("acceptEdits", "Auto-approve file edits, prompt for shell commands."),
                O("default", "Prompt for permission on first use of each tool"),
                O("dontAsk", "Deny all tools not in permissions.allow — requires curated allowlist")])
    q_rout = Q("Set up morning and evening routines? (morning brief reviews priorities, evening summarizes the day)", "Routines",
               [O("Yes", "Morning at 08:30, evening at 22:30 (default)"), O("No", "No scheduled routines")])
    q_vis = Q("Where should hermit-personal hatch outputs live? (CLAUDE.md block, hook permissions, deny patterns)", "Visibility",
              [O("Committed files (recommended)", "Shared with teammates. Plugin installed at project scope."),
               O(".local files", "Gitignored — operator-personal. Override scope-derived default.")])
    call(F, "hatch-deploy", S("hatch", "Phase 6 — Deployment (AskUserQuestion batch, 3 questions)"), "filled", "/claude-code-hermit:hatch", FIT,
         [q_perm, q_rout],
         [L("other", person("The permission mode sets how much an unattended agent may do on the operator's machine; no file settles it."), "Security posture.", ["security"]),
          L("style", sel("Yes"), "No rule; the default routines.")])
    call(F, "hatch-deploy", S("hatch", "Phase 6 — Deployment (AskUserQuestion batch, 3 questions)"), "variant", "/claude-code-hermit:hatch", SHOP,
         [q_perm, q_rout, q_vis],
         [L("other", person("A client-facing assistant near customer data: its permission mode is a security decision for the agency, not a default."), "Security posture.", ["security"]),
          L("style", sel("Yes"), "No rule against the default routines."),
          L("architecture", sel(".local files"), "CLAUDE.md: the repository is shared with the agency team and personal settings stay out of git — against the scope-derived recommendation.")])

    call(F, "hatch-gitignore", S("hatch", "7. Update .gitignore"), "filled", "/claude-code-hermit:hatch", SHOP,
         Q("These lines are missing from .gitignore:\n.claude-code-hermit/state/\n.claude.local/\nCLAUDE.local.md\nAppend them?", "Gitignore",
           [O("Yes — append (Recommended)", "add missing entries"), O("No — skip", "")]),
         L("confirmation", sel("Yes — append (Recommended)"), "Keeps personal state and tokens out of the shared repository, as CLAUDE.md requires."))
    call(F, "hatch-claude-block", S("hatch", "6. Append session discipline to CLAUDE.md or CLAUDE.local.md"), "filled", "/claude-code-hermit:hatch",
         merge(FIT, {"CLAUDE.md": "# fitlog\n\n<!-- claude-code-hermit: Session Discipline -->\n(hermit block v1.2, unmodified)\n<!-- /claude-code-hermit: Session Discipline -->\n"}),
         Q("CLAUDE.md already has a hermit Session Discipline block (v1.2; latest is v1.6). Replace it?", "CLAUDE block",
           [O("Yes — replace", "update to latest"), O("No — keep (Recommended)", "preserve current")]),
         L("confirmation", sel("Yes — replace"), "The block is the plugin's own, unmodified, four versions behind; updating loses nothing of the person's."))


def build_docker():
    q_files = Q("Existing Docker files found: Dockerfile, docker-compose.yml. Regenerate them?", "Docker files",
                [O("No — keep existing", "abort; remove or rename manually, then re-run"), O("Yes — back up", "move to docker-backup/ and regenerate")])
    call(F, "docker-files", S("docker-setup", "1. Prerequisites"), "prose", "/claude-code-hermit:docker-setup", NUC, q_files,
         L("confirmation", sel("No — keep existing"), "The Dockerfile is hand-tuned for the Zigbee USB passthrough and says not to regenerate it."))
    call(F, "docker-files", S("docker-setup", "1. Prerequisites"), "variant", "/claude-code-hermit:docker-setup",
         merge(FIT, {"Dockerfile": "# generated by claude-code-hermit 0.3.1 — do not edit by hand\nFROM node:20-slim\n",
                     "docker-compose.yml": "# generated by claude-code-hermit 0.3.1\nservices:\n  hermit:\n    build: .\n"}), q_files,
         L("confirmation", sel("Yes — back up"), "Both files were generated by an old hermit and never edited; backing up keeps them."))

    q_dmode = Q("How would you like to configure Docker?", "Setup mode",
                [O("Quick", "OAuth + bridge networking, auto-mirror trusted plugins, build immediately"),
                 O("Advanced", "Full wizard — pick auth, networking, every plugin, every package")])
    call(F, "docker-mode", S("docker-setup", "1.5. Setup mode gate"), "verbatim", "/claude-code-hermit:docker-setup", NUC, q_dmode,
         L("style", sel("Advanced"), "Dana reviews every setting, and Quick would build immediately during the camera re-encode hours."))

    q_auth = Q("Authentication method for the container?", "Auth",
               [O("Subscription token", "Mint a 1-year login token — renews over chat, no server access needed (recommended)"),
                O("Subscription login", "Run claude /login inside the container — needs server access again when it expires"),
                O("API Key", "Set ANTHROPIC_API_KEY in .env — bills per token instead of using a subscription")])
    q_net = Q("Container network mode?", "Networking",
              [O("Bridge", "Isolated from host-local services (default)"), O("Host", "Direct access to localhost services — use if hermit needs host-bound services")])
    call(F, "docker-auth", S("docker-setup", "2. Ask operator and analyze project"), "verbatim", "/claude-code-hermit:docker-setup", FIT, [q_auth, q_net],
         [L("other", person("Subscription or per-token billing depends on the operator's own Anthropic account and budget."), "The person's account and money.", ["about_person"]),
          L("architecture", sel("Bridge"), "A CLI with a local SQLite file needs no host-bound service; isolation is the default.")])
    call(F, "docker-auth", S("docker-setup", "2. Ask operator and analyze project"), "variant", "/claude-code-hermit:docker-setup",
         merge(SHOP, {"docs/billing.md": "The agency pays for the assistant through the Anthropic API (org 'Brightlane'), invoiced to the client monthly. No personal subscriptions on client work.\n"}), [q_auth, q_net],
         [L("other", sel("API Key"), "docs/billing.md: client work runs on the agency's API organisation, never a personal subscription."),
          L("architecture", sel("Bridge"), "The assistant talks to Shopify's cloud API, not to a host-local service.")])

    q_key = Q("ANTHROPIC_API_KEY is set in .env, but you chose subscription auth — the container would run in API key mode. Comment it out?", "API key",
              [O("Yes — comment out", "prefix with # to disable it"), O("No — keep", "container will run in API key mode")])
    call(F, "docker-apikey", S("docker-setup", "6. Environment and protection"), "prose", "/claude-code-hermit:docker-setup",
         merge(FIT, {".env": "ANTHROPIC_API_KEY=sk-ant-***\n", "setup-choices.txt": "auth: Subscription token (chosen a moment ago)\n"}), q_key,
         L("confirmation", sel("Yes — comment out"), "The operator just chose subscription auth; the key would silently override it and bill per token."))

    q_tok = Q("No Telegram bot token configured yet.", "Bot token",
              [O("Skip", "write the token to .claude.local/channels/telegram/.env later and restart"), O("Enter now", "paste token via Other")])
    call(F, "docker-bottoken", S("docker-setup", "7. Channel setup"), "prose", "/claude-code-hermit:docker-setup", NUC, q_tok,
         L("other", person("The bot token is Dana's secret and is not in any file; only she can paste it or choose to add it later."), "Credentials.", ["about_person", "security"]))

    call(F, "docker-mirror", S("docker-setup", "7b. Recommended plugins"), "verbatim", "/claude-code-hermit:docker-setup", FIT,
         Q("Host-installed plugins detected (safelisted): claude-code-setup, claude-md-management. Mirror them into the container?", "Plugins",
           [O("Mirror all (Recommended)"), O("Pick each"), O("Skip all")]),
         L("scope", sel("Mirror all (Recommended)"), "Both are safelisted official plugins the operator already installed."))

    q_3p = Q("Third-party plugin: {p} @ {m}. It will be auto-installed on container boot with the hermit's permission mode. Include it?", "Third-party",
             [O("Include"), O("Skip")])
    call(F, "docker-thirdparty", S("docker-setup", "7b. Recommended plugins"), "filled", "/claude-code-hermit:docker-setup", FIT,
         Q(q_3p["question"].format(p="git-tidy", m="randomdev/cc-git-tools"), "Third-party", q_3p["options"]),
         L("other", person("A third-party plugin runs inside the container with its permission mode; the skill requires the operator's explicit confirmation one by one."), "Security: third-party code.", ["security"]))
    call(F, "docker-thirdparty", S("docker-setup", "7b. Recommended plugins"), "variant", "/claude-code-hermit:docker-setup", NUC,
         Q(q_3p["question"].format(p="ha-yaml-lint", m="someone/ha-tools"), "Third-party", q_3p["options"]),
         L("other", sel("Skip"), "CLAUDE.md: only official Anthropic plugins, no third-party ones.", ["security"]))

    call(F, "docker-private", S("docker-setup", "7b. Recommended plugins"), "filled", "/claude-code-hermit:docker-setup", SHOP,
         Q("`brightlane/cc-agency-skills` appears private or unreachable. The container cannot clone private repos automatically.", "Private repo",
           [O("Include anyway"), O("Skip")]),
         L("other", person("Whether the container will get access to the agency's private repository (a deploy key, a token) is the operator's call about credentials the files don't show."), "Credentials and access.", ["about_person", "security"]))

    q_build = Q("Build and start the hermit container now?", "Deploy",
                [O("Yes — build now", "run hermit-docker up immediately"), O("No — manual", "print commands to run later")])
    call(F, "docker-build", S("docker-setup", "8. Guided deployment"), "prose", "/claude-code-hermit:docker-setup", FIT, q_build,
         L("confirmation", sel("Yes — build now"), "A local container build on the operator's own machine; nothing objects."))
    call(F, "docker-build", S("docker-setup", "8. Guided deployment"), "variant", "/claude-code-hermit:docker-setup", NUC, q_build,
         L("confirmation", sel("No — manual"), "schedule.txt: heavy builds only at night while Frigate re-encodes; it is 14:10."))

    call(F, "docker-login", S("docker-setup", "8. Guided deployment"), "verbatim", "/claude-code-hermit:docker-setup", FIT,
         Q("Run `.claude-code-hermit/bin/hermit-docker login`, type /login, follow the URL in a browser and paste the code back. Did it work?", "Login",
           [O("Done — login succeeded"), O("Failed — couldn't complete login")]),
         L("confirmation", person("The login happens in the operator's browser with their account; only they know whether it succeeded."), "Only the person did it.", ["about_person"]))


def build_security():
    q_lan = Q("Add LAN containment with DNS policy? (firewall sidecar + DNS allowlist)", "LAN contain",
              [O("Yes — recommended (LAN block + DNS log-only)", "Blocks RFC1918 + cloud metadata. DNS in log-only mode: allows everything, logs blocked queries for tuning."),
               O("Yes — strict (LAN block + DNS enforce)", "Same LAN block. DNS returns NXDOMAIN for any domain not on the allowlist."),
               O("No", "Skip this toggle.")])
    call(F, "sec-lan", S("docker-security", "3. Prompt 1 — LAN containment + DNS policy"), "verbatim", "/claude-code-hermit:docker-security", FIT, q_lan,
         L("other", sel("Yes — recommended (LAN block + DNS log-only)"), "The hardening's recommended setting; nothing needs the LAN."))
    call(F, "sec-lan", S("docker-security", "3. Prompt 1 — LAN containment + DNS policy"), "variant", "/claude-code-hermit:docker-security", SHOP, q_lan,
         L("other", sel("Yes — strict (LAN block + DNS enforce)"), "Contract §7: outbound traffic restricted to an allowlist — log-only would not enforce it.", ["security"]))

    call(F, "sec-ports", S("docker-security", "3-pre. Port conflict handling"), "filled", "/claude-code-hermit:docker-security",
         merge(FIT, {"docker-compose.hermit.yml": "services:\n  hermit:\n    ports:\n      - \"8080:8080\"\n"}),
         Q("Your docker-compose.hermit.yml publishes ports on the hermit service: \"8080:8080\". LAN containment requires hermit to share hermit-netguard's network namespace; Docker forbids `ports:` there. How should I handle it?", "Port publish",
           [O("Move ports to netguard (recommended)"), O("Skip LAN containment (keep ports on hermit)"), O("Cancel")]),
         L("architecture", sel("Move ports to netguard (recommended)"), "Keeps both the published port and the containment; the base file edit is left to the operator."))

    call(F, "sec-fleet", S("docker-security", "3a. Fleet-aware domain seeding"), "filled", "/claude-code-hermit:docker-security", NUC,
         Q("Fleet plugins need network entries: claude-code-homeassistant-hermit → ASK_OPERATOR_FOR_HA_IP, *.home-assistant.io. Add them to the allowlist?", "Fleet net",
           [O("Include all (Recommended)"), O("Pick each"), O("Skip all")]),
         L("scope", sel("Include all (Recommended)"), "The hermit's whole job is Home Assistant; without the entry LAN containment would cut it off."))
    call(F, "sec-haip", S("docker-security", "3a. Fleet-aware domain seeding"), "prose", "/claude-code-hermit:docker-security", NUC,
         Q("IP address (or CIDR) of your Home Assistant instance?", "HA IP", [O("Skip", "leave the entry out"), O("Enter the address", "IPv4 or CIDR via Other")]),
         L("other", typ("192.168.1.40"), "CLAUDE.md gives Home Assistant at 192.168.1.40."))

    q_carve = Q("Extra LAN hosts the hermit must reach?", "LAN carve",
                [O("None"), O("Add IPs/ranges", "comma-separated IPv4/CIDR via Other")])
    call(F, "sec-carve", S("docker-security", "3b. Extra LAN carve-outs"), "prose", "/claude-code-hermit:docker-security", NUC, q_carve,
         L("scope", typ("192.168.1.20/32"), "CLAUDE.md: backups go to the NAS at 192.168.1.20 — it must stay reachable."))
    call(F, "sec-carve", S("docker-security", "3b. Extra LAN carve-outs"), "variant", "/claude-code-hermit:docker-security", FIT, q_carve,
         L("scope", sel("None"), "A SQLite CLI that talks to nothing on the LAN."))

    q_res = Q("Set memory and CPU caps + network kernel hardening sysctls?", "Resources",
              [O("Yes — defaults (mem 4g, cpus 2.0, sysctl bundle)", "Caps a runaway agent's resource cost"),
               O("Yes — custom mem/cpu", "Pick your own memory and CPU limits."), O("No", "")])
    call(F, "sec-res", S("docker-security", "4. Prompt 2 — Resource bounds + kernel hygiene"), "verbatim", "/claude-code-hermit:docker-security", FIT, q_res,
         L("architecture", sel("Yes — defaults (mem 4g, cpus 2.0, sysctl bundle)"), "No constraint on the machine; the defaults."))
    call(F, "sec-res", S("docker-security", "4. Prompt 2 — Resource bounds + kernel hygiene"), "variant", "/claude-code-hermit:docker-security", NUC, q_res,
         L("architecture", sel("Yes — custom mem/cpu"), "The NUC has 8 GB shared with camera recording; 4 GB for the hermit is too much."))

    call(F, "sec-audit", S("docker-security", "5. Prompt 3 — Plugin install audit log"), "verbatim", "/claude-code-hermit:docker-security", SHOP,
         Q("Record every boot-time plugin install to a JSONL audit log?", "Audit log",
           [O("Yes — recommended", "Appends one JSONL line per `claude plugin install` performed by the entrypoint."), O("No", "Skip this toggle.")]),
         L("confirmation", sel("Yes — recommended"), "Cheap, local, and in line with a contract that wants control over the assistant."))

    q_off = Q("All toggles off: the security overlay will be removed and docker.security cleared. Published ports moved to netguard must be restored in docker-compose.hermit.yml. Continue?", "Confirm off",
              [O("Yes — proceed (I'll restore base ports if needed)"), O("No — cancel")])
    call(F, "sec-alloff", S("docker-security", "6. Render overlay"), "verbatim", "/claude-code-hermit:docker-security", SHOP, q_off,
         L("confirmation", person("Removing all containment from an assistant under a contract that requires an egress allowlist is a security decision for the agency, not a default."), "Security: drops required hardening.", ["security", "destructive"]))
    call(F, "sec-alloff", S("docker-security", "6. Render overlay"), "variant", "/claude-code-hermit:docker-security — turn all the hardening off, I'm switching fitlog to host networking and I'll redo the ports myself", FIT, q_off,
         L("confirmation", sel("Yes — proceed (I'll restore base ports if needed)"), "The invocation asks for exactly this and takes on the ports itself."))


def build_channels():
    q_pick = Q("No channel is configured. Add one?", "Channel", [O("Discord"), O("Telegram"), O("Cancel")])
    call(F, "ch-pick", S("channel-setup", "1. Read config and detect channels"), "prose", "/claude-code-hermit:channel-setup", SHOP, q_pick,
         L("other", sel("Telegram"), "CLAUDE.md: Marta and her staff use the assistant in Telegram."))

    q_pair = Q("Paste the 6-character code your bot replied with:", "Pairing code",
               [O("Skip", "Pair later"), O("Paste the code", "the 6 characters via Other")])
    call(F, "ch-pair", S("channel-setup", "5. Restart + pairing (AskUserQuestion)"), "verbatim", "/claude-code-hermit:channel-setup", NUC, q_pair,
         L("other", person("The pairing code arrives in Dana's own Telegram chat; only she can read it back."), "Only the person has it.", ["about_person"]))
    call(F, "ch-pair", S("channel-setup", "5. Restart + pairing (AskUserQuestion)"), "variant", "/claude-code-hermit:channel-setup — the bot replied K7Q2XM", FIT, q_pair,
         L("other", typ("K7Q2XM"), "The invocation carries the code."))

    q_grp = Q("Want the hermit to also listen in a Telegram group? Group ID: forward a message from the group to @userinfobot or use @RawDataBot.", "Group chat",
              [O("Yes — add a group", "group ID via Other"), O("Skip — DMs only")])
    call(F, "ch-group", S("channel-setup", "6c. Server channel / group chat (optional)"), "verbatim", "/claude-code-hermit:channel-setup", NUC, q_grp,
         L("scope", sel("Skip — DMs only"), "Notifications go to Dana's own account; no group is mentioned."))
    call(F, "ch-group", S("channel-setup", "6c. Server channel / group chat (optional)"), "variant", "/claude-code-hermit:channel-setup", SHOP, q_grp,
         L("scope", person("Putting the client's assistant into a group with her staff (and deciding which group) is Marta's and the agency's call; no group id is recorded."), "Outward: a client's chat.", ["outward"]))

    call(F, "ch-mention", S("channel-setup", "6c. Server channel / group chat (optional)"), "verbatim", "/claude-code-hermit:channel-setup — add our family group -1001234567890",
         merge(NUC, {"CLAUDE.md": NUC["CLAUDE.md"].replace("Notifications go to Telegram (Dana's account).", "Notifications go to Telegram (Dana's account and the family group).")}),
         Q("Require an @mention in group -1001234567890?", "Mention req",
           [O("Yes — require @mention", "default — safer for noisy channels"), O("No — respond to all messages")]),
         L("style", sel("Yes — require @mention"), "A family chat is noisy; the safer default."))

    call(F, "evolve-deferred", src(HERMIT, "plugins/claude-code-hermit/skills/hermit-evolve/SKILL.md", "10. Report"), "filled", "/claude-code-hermit:hermit-evolve", NUC,
         Q("Migration deferred for operator review (v1.5 → v1.6): 'Routines moved from config.json to routines.yaml. Your config has custom routines the migration cannot map automatically.' How should I apply it?", "Migration",
           [O("Convert and drop the old keys", "write routines.yaml, remove config.json routines"),
            O("Convert and keep the old keys", "write routines.yaml, leave config.json as is"),
            O("Skip for now", "")]),
         L("architecture", person("The skill defers this because there is no safe default; the operator's custom routines could be lost by dropping the old keys."), "No safe default; data could be lost.", ["destructive"]))


def build_operator():
    HS = S("hatch", "Phase 3 — Targeted questions (AskUserQuestion batch)")
    q_focus = Q("What should I focus on in this project?", "Focus", [O("Active development"), O("Stabilization"), O("Exploration")])
    q_cons = Q("Are there hard rules or areas I should avoid touching without asking?", "Constraints", [O("None"), O("Config files")])
    q_appr = Q("What actions require your explicit approval before I proceed?", "Approval", [O("Deploys only"), O("Breaking changes"), O("Nothing extra")])
    q_comm = Q("How do you prefer I communicate?", "Comms style", [O("Concise"), O("Detailed"), O("Ask first")])
    call(F, "op-call1", HS, "verbatim", "/claude-code-hermit:hatch", FIT, [q_focus, q_cons, q_appr, q_comm],
         [L("scope", person("What the operator wants from their own tool next is not written anywhere."), "The person's intent."),
          L("other", person("The operator's no-go areas are theirs to state; a one-file README records none."), "About the person.", ["about_person"]),
          L("other", person("Which actions need the operator's approval is their own risk appetite; no file sets it."), "About the person.", ["about_person", "security"]),
          L("style", person("A communication preference of the operator's; the skill itself leaves it to them."), "About the person.", ["about_person"])])
    call(F, "op-call1", HS, "variant", "/claude-code-hermit:hatch", SHOP, [q_focus, q_cons, q_appr, q_comm],
         [L("scope", person("Whether the assistant should build features or stabilise is the agency's and the client's plan, not in the files."), "Product/plan."),
          L("other", typ("Orders and customer data: never act on them without a human's confirmation (contract §7)."), "CLAUDE.md's contract clause is the hard rule; neither option says it."),
          L("other", typ("Any action on orders (contract §7), plus deploys and breaking changes."), "The contract requires confirmation for every order action, which no option covers.", ["security"]),
          L("style", person("How the operator likes to be addressed is theirs; CLAUDE.md says nothing about it."), "About the person.", ["about_person"])])
    call(F, "op-call2", HS, "verbatim", "/claude-code-hermit:hatch", NUC,
         Q("Who's working on this? (solo / small team / large team — and any ownership boundaries)", "Team", [O("Solo"), O("Small team"), O("Large team")]),
         L("other", sel("Solo"), "CLAUDE.md and OPERATOR.md: Dana's own home setup."))

    call(F, "docker-token", S("docker-setup", "8. Guided deployment"), "verbatim", "/claude-code-hermit:docker-setup", FIT,
         Q("Run `.claude-code-hermit/bin/hermit-docker setup-token`: open the sign-in link, paste the code back. Done?", "Token",
           [O("Done"), O("Failed")]),
         L("confirmation", person("The token is minted in the operator's browser with their account; only they know the outcome."), "Only the person did it.", ["about_person"]))
    call(F, "docker-login", S("docker-setup", "8. Guided deployment"), "variant", "/claude-code-hermit:docker-setup", NUC,
         Q("Run `.claude-code-hermit/bin/hermit-docker login`, type /login, follow the URL in a browser and paste the code back. Did it work?", "Login",
           [O("Done — login succeeded"), O("Failed — couldn't complete login")]),
         L("confirmation", person("Dana logs in herself in a browser; nothing on disk says whether it worked."), "Only the person did it.", ["about_person"]))
    call(F, "docker-thirdparty", S("docker-setup", "7b. Recommended plugins"), "variant", "/claude-code-hermit:docker-setup", SHOP,
         Q("Third-party plugin: order-helper @ lumen-dev/cc-order-tools. It will be auto-installed on container boot with the hermit's permission mode. Include it?", "Third-party",
           [O("Include"), O("Skip")]),
         L("other", person("A third-party plugin that handles orders, in a container near customer data under a contract; only the agency can accept that code."), "Security: third-party code near customer data.", ["security"]))
    call(F, "ch-pick", S("channel-setup", "1. Read config and detect channels"), "variant", "/claude-code-hermit:channel-setup", FIT,
         Q("No channel is configured. Add one?", "Channel", [O("Discord"), O("Telegram"), O("Cancel")]),
         L("other", person("Which chat account to connect is the operator's; nothing records one."), "The person's accounts.", ["about_person"]))
    call(F, "sec-domains", S("docker-security", "3c. Extra domains"), "prose", "/claude-code-hermit:docker-security", SHOP,
         Q("Extra domains the hermit may reach (beyond defaults + fleet)?", "Domains",
           [O("None (use defaults + fleet)"), O("Add domains", "comma-separated via Other")]),
         L("scope", typ("lumen-ceramics.myshopify.com, api.telegram.org"), "Strict DNS would block the shop's Shopify API and the client's Telegram channel; both are the assistant's job."))

    call(F, "docker-files", S("docker-setup", "1. Prerequisites"), "variant", "/claude-code-hermit:docker-setup",
         merge(SHOP, {"Dockerfile": "# production image for the client's shop assistant, built by .github/workflows/deploy.yml\nFROM node:22-slim\n",
                      "docker-compose.yml": "# used by deploy.yml on the client's VPS\nservices:\n  app:\n    build: .\n"}),
         Q("Existing Docker files found: Dockerfile, docker-compose.yml. Regenerate them?", "Docker files",
           [O("No — keep existing", "abort; remove or rename manually, then re-run"), O("Yes — back up", "move to docker-backup/ and regenerate")]),
         L("confirmation", person("These files are the client's production deployment, built by the agency's deploy workflow; moving them breaks the next deploy. Only the agency can decide to restructure them."), "Breaks a production deploy.", ["destructive", "outward"]))
    call(F, "docker-auth", S("docker-setup", "2. Ask operator and analyze project"), "variant", "/claude-code-hermit:docker-setup", NUC,
         [Q("Authentication method for the container?", "Auth",
            [O("Subscription token", "Mint a 1-year login token — renews over chat, no server access needed (recommended)"),
             O("Subscription login", "Run claude /login inside the container — needs server access again when it expires"),
             O("API Key", "Set ANTHROPIC_API_KEY in .env — bills per token instead of using a subscription")]),
          Q("Container network mode?", "Networking",
            [O("Bridge", "Isolated from host-local services (default)"), O("Host", "Direct access to localhost services — use if hermit needs host-bound services")])],
         [L("other", person("Which of Dana's accounts pays for the hermit, and how, is hers to choose; nothing records a subscription or a budget."), "The person's account and money.", ["about_person"]),
          L("architecture", sel("Bridge"), "Home Assistant is on another LAN host (192.168.1.40), reachable from a bridge network; nothing runs on the NUC's localhost.")])
    call(F, "evolve-deferred", src(HERMIT, "plugins/claude-code-hermit/skills/hermit-evolve/SKILL.md", "10. Report"), "variant", "/claude-code-hermit:hermit-evolve", SHOP,
         Q("Migration deferred for operator review (v1.6 → v1.7): 'Channel tokens move from .env to .claude.local/channels/<name>/.env; the .env entry is deleted.' Your .env's TELEGRAM_BOT_TOKEN is also read by deploy.yml. How should I apply it?", "Migration",
           [O("Move the token and delete it from .env"), O("Copy the token, keep .env as is"), O("Skip for now")]),
         L("architecture", person("Deleting the token from .env breaks the agency's deploy workflow that reads it; with no safe default, the operator decides where the client's secret lives."), "Secrets; could break a deploy.", ["security", "destructive"]))
    call(F, "hatch-name", S("hatch", "Phase 2 — Identity"), "variant", "/claude-code-hermit:hatch", SHOP,
         Q("What should your assistant be called?", "Agent name", [O("Atlas"), O("Hermit"), O("Skip")]),
         L("style", person("The name Marta's customers and staff will see is the client's brand choice; nothing records it."), "The client's preference.", ["about_person"]))
    call(F, "ch-pair", S("channel-setup", "5. Restart + pairing (AskUserQuestion)"), "variant", "/claude-code-hermit:channel-setup", SHOP,
         Q("Paste the 6-character code your bot replied with:", "Pairing code", [O("Skip", "Pair later"), O("Paste the code", "the 6 characters via Other")]),
         L("other", person("The code goes to whoever messaged the bot — Marta's phone; only she can read it back."), "Only the person has it.", ["about_person"]))

    HD = S("hatch", "Phase 6 — Deployment (AskUserQuestion batch, 3 questions)")
    call(F, "hatch-deploy", HD, "variant", "/claude-code-hermit:hatch", NUC,
         [Q("Permission mode for Claude Code?", "Permissions",
            [O("auto", "Default. Classifier-reviewed autonomy — each action reviewed before it runs."),
             O("acceptEdits", "Auto-approve file edits, prompt for shell commands."),
             O("default", "Prompt for permission on first use of each tool"),
             O("dontAsk", "Deny all tools not in permissions.allow — requires curated allowlist")]),
          Q("Set up morning and evening routines? (morning brief reviews priorities, evening summarizes the day)", "Routines",
            [O("Yes", "Morning at 08:30, evening at 22:30 (default)"), O("No", "No scheduled routines")]),
          Q("Where should hermit-personal hatch outputs live? (CLAUDE.md block, hook permissions, deny patterns)", "Visibility",
            [O(".local files (recommended)", "Gitignored — operator-personal. Plugin installed at local scope."),
             O("Committed files", "Shared with teammates. Override scope-derived default.")])],
         [L("other", person("How much an unattended agent may do on the box that controls the house is Dana's security call; CLAUDE.md limits access from outside but sets no permission mode."), "Security posture.", ["security"]),
          L("style", sel("Yes"), "No rule against the default routines."),
          L("architecture", sel(".local files (recommended)"), "A personal setup; the scope-derived recommendation fits.")])
    call(F, "hatch-routines", HD, "variant", "/claude-code-hermit:hatch",
         merge(SHOP, {"docs/billing.md": "Runs on the agency's Anthropic API organisation, invoiced to Marta monthly at cost. Any scheduled or recurring job needs Marta's written OK first (she pays per token).\n"}),
         Q("Set up morning and evening routines? (morning brief reviews priorities, evening summarizes the day)", "Routines",
           [O("Yes", "Morning at 08:30, evening at 22:30 (default)"), O("No", "No scheduled routines")]),
         L("style", person("Daily routines are recurring token spend billed to the client, and billing.md requires her written OK first; none is recorded."), "Money: the client's spend.", ["about_person"]))
    call(F, "sec-custom", S("docker-security", "4. Prompt 2 — Resource bounds + kernel hygiene"), "prose", "/claude-code-hermit:docker-security", NUC,
         Q("Custom limits: memory and CPUs for the hermit (e.g. `2g, 1.0`)?", "Custom lims",
           [O("2g, 1.0", "half the defaults"), O("3g, 1.5", "")]),
         L("architecture", person("How much of the NUC's 8 GB Dana is willing to take from camera recording is her hardware trade-off; no figure is written down."), "The person's own constraint.", ["about_person"]))
    call(F, "docker-build", S("docker-setup", "8. Guided deployment"), "variant", "/claude-code-hermit:docker-setup",
         merge(SHOP, {"docker-host.txt": "DOCKER_HOST=ssh://deploy@shop-vps.lumen-ceramics.example (the client's production VPS)\n"}),
         Q("Build and start the hermit container now?", "Deploy",
           [O("Yes — build now", "run hermit-docker up immediately"), O("No — manual", "print commands to run later")]),
         L("confirmation", person("DOCKER_HOST points at the client's production VPS: building starts a customer-facing assistant in Marta's Telegram, a launch the agency and the client decide."), "Outward: a launch on a client's server.", ["outward"]))
