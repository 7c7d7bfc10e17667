"""claude-octopus (nyldn/claude-octopus): the /octo:* commands ask in AskUserQuestion JavaScript blocks with
headers, `multiSelect` and "(Recommended)" labels — /octo:setup (migration, main menu, providers, Codex auth, work
mode, tier), /octo:extract, /octo:embrace (intake and the debate gate), /octo:brainstorm, /octo:staged-review,
/octo:review, /octo:plan, /octo:discover, /octo:research, /octo:security, /octo:tdd, /octo:prd-score and the
issues skill.

Fixtures: tidemark (a solo Rust tide-prediction CLI under an NDA: Claude only, no third-party model providers),
quillmark (a Next.js + Supabase invoicing SaaS with a small team, Codex installed, a pinned model-cost
agreement, agents may open PRs and post review comments), fernlog (a botanical garden's Python research notes,
knowledge work, no CLAUDE.md rules about providers) and medicard (a Kotlin + Spring clinic appointment service
holding patient data, HIPAA, supervised phases).
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import OCTO

F = "octopus"


def C(name, section):
    return src(OCTO, f"commands/{name}.md", section)


TP = {"CLAUDE.md": """# tidemark

Rust 1.82 CLI that predicts tides from harmonic constituents for the Arnfjord harbour authority.
- Under NDA with the harbour authority: no code or data may be sent to third-party model providers.
  Claude (this session) only; no Codex, Gemini, Perplexity or other CLIs.
- I work alone and review every phase myself before the next one starts.
- cargo test must pass; benches in benches/ (criterion).
""",
      "Cargo.toml": '[package]\nname = "tidemark"\nversion = "0.6.2"\nedition = "2021"\n\n[dependencies]\nchrono = "0.4"\nclap = "4"\n',
      "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}

QM = {"CLAUDE.md": """# quillmark

Next.js 15 + Supabase invoicing for small agencies. Team: Maya (lead), Tomasz, Ana (design).
- Codex CLI is installed and logged in; the team uses multi-AI (Team) mode for product brainstorms and reviews.
- Model routing is pinned by the team's cost agreement (docs/ai-costs.md): GPT-5.4 everywhere, do not change routing.
- Agents may push feature branches, open PRs and post review comments. Only Maya merges.
- Designers read docs/design/; frontend devs use Storybook.
""",
      "docs/ai-costs.md": "# AI costs (agreed 2026-10-02)\nRouting: GPT-5.4 for every role until the Q1 review. Extra provider spend needs Maya's OK.\n",
      "package.json": '{"name": "quillmark", "private": true, "dependencies": {"next": "15.0.3", "@supabase/supabase-js": "2.45.4"}}',
      "git-status.txt": "On branch feat/invoice-reminders\nChanges to be committed:\n  modified: app/invoices/reminders.ts\n  new file: app/invoices/reminders.test.ts\n"}

FL = {"README.md": "# fernlog\n\nResearch notes and small Python analyses of the glasshouse fern collection (Kew-style accession data).\n",
      "pyproject.toml": '[project]\nname = "fernlog"\nrequires-python = ">=3.11"\ndependencies = ["pandas>=2.2", "matplotlib>=3.9"]\n',
      "notes/2026-11-spore-viability.md": "# Spore viability\nTrials 1-4 done. Trial 5 pending (humidity chamber).\n",
      "git-status.txt": "On branch main\nnothing to commit, working tree clean\n"}

MC = {"CLAUDE.md": """# medicard

Kotlin 2.0 + Spring Boot 3 appointment service for Osei Family Clinic. Holds patient names, phone numbers, DOB.
- HIPAA applies. Patient data must never be sent to third-party model providers (Claude via the clinic's BAA only).
- Supervised work: Dr. Osei's developer, Lena, reviews after each phase.
- Never push; Lena opens PRs.
""",
      "build.gradle.kts": 'plugins { kotlin("jvm") version "2.0.21"; id("org.springframework.boot") version "3.3.5" }\n',
      "docs/compliance.md": "# Compliance\nHIPAA (BAA with Anthropic only). PHI at rest encrypted (pgcrypto). Audit log on every PHI read.\n",
      "git-status.txt": "On branch feat/sms-reminders\nnothing to commit, working tree clean\n"}


def build():
    build_core()
    build_more()


def build_core():
    # ------------------------------------------------------------ /octo:setup
    q_mig = Q("v9.29.0 refreshed model defaults based on April 2026 benchmarks. Planning + security reviews now use Claude Opus 4.7. Code review + implementation stay on GPT-5.4. Apply the new defaults?", "v9.29 Models",
              [O("Accept new defaults (Recommended)", "Use Opus 4.7 for planning/strategy/security, GPT-5.4 for review/implementation"),
               O("Keep v9.28 defaults (GPT-5.4 everywhere)", "Sets OCTOPUS_LEGACY_ROLES=1 in your shell profile"),
               O("Open /octo:model-config", "Customize per-role routing directly"),
               O("See the diff", "Show before/after routing table, then ask again")])
    call(F, "setup-migrate", C("setup", "STEP 2a: v9.29 Migration Prompt (one-time, existing users only)"), "verbatim", "/octo:setup", FL, q_mig,
         L("confirmation", sel("Accept new defaults (Recommended)"), "An upgrade notice with nothing in the project pinning the routing; the recommended default fits."))
    call(F, "setup-migrate", C("setup", "STEP 2a: v9.29 Migration Prompt (one-time, existing users only)"), "variant", "/octo:setup", QM, q_mig,
         L("architecture", sel("Keep v9.28 defaults (GPT-5.4 everywhere)"), "docs/ai-costs.md pins GPT-5.4 for every role until the Q1 review; CLAUDE.md says not to change routing."))
    q_menu = Q("What would you like to do?", "Setup",
               [O("Use Claude alone (recommended)", "Start immediately — Claude is built in. No extra setup needed."),
                O("Add or configure a provider", "Install Codex, Antigravity, Perplexity, Copilot, Qwen, OpenCode, or Vibe"),
                O("Configure models", "Set which models are used for each workflow phase → launches /octo:model-config"),
                O("Done — everything looks good", "Exit setup")])
    call(F, "setup-menu", C("setup", "STEP 3: Interactive Menu (ALWAYS show — even for returning users)"), "verbatim", "/octo:setup", TP, q_menu,
         L("architecture", sel("Use Claude alone (recommended)"), "The NDA forbids third-party providers; Claude alone is both recommended and required."))
    call(F, "setup-menu", C("setup", "STEP 3: Interactive Menu (ALWAYS show — even for returning users)"), "variant", "/octo:setup add codex so the fern analyses get a second opinion", FL, q_menu,
         L("scope", sel("Add or configure a provider"), "The invocation asks to add Codex."))
    q_prov = Q("Which providers do you want to install?", "Providers",
               [O("Codex CLI (Recommended)", "npm install -g @openai/codex — OpenAI's coding agent"),
                O("Antigravity CLI (agy)", "Install Google Antigravity CLI — adds the agy provider"),
                O("Skip", "Continue with what's already installed")], multi=True)
    call(F, "setup-providers", C("setup", "STEP 3a: Provider Install"), "verbatim", "/octo:setup", TP, q_prov,
         L("scope", multi("Skip"), "No third-party provider may see the code (NDA in CLAUDE.md); install nothing."))
    call(F, "setup-providers", C("setup", "STEP 3a: Provider Install"), "variant", "/octo:setup add codex so the fern analyses get a second opinion", FL, q_prov,
         L("scope", multi("Codex CLI (Recommended)"), "The invocation asks for Codex; installing the CLI is what was asked (logging it in to an account is the next question, and the person's)."))
    q_auth = Q("How do you want to authenticate Codex?", "Codex Auth",
               [O("OAuth login (Recommended)", "codex login — opens browser, no API key needed"),
                O("API key", "I'll set OPENAI_API_KEY manually"), O("Skip", "I'll configure auth later")])
    call(F, "setup-auth", C("setup", "STEP 3a: Provider Install"), "verbatim", "/octo:setup add codex so the fern analyses get a second opinion", FL, q_auth,
         L("other", person("Logging in to Codex is done with the person's own OpenAI account in their browser; an answerer cannot authenticate for them."), "Credentials.", ["about_person", "security"]))
    q_mode = Q("What kind of work will you primarily do?", "Work Mode",
               [O("Dev Work (Default)", "Software development — building, debugging, reviewing code"),
                O("Knowledge Work", "Research, analysis, writing, strategy — recommends document-skills plugin"),
                O("Both", "I'll switch between them")])
    call(F, "setup-mode", C("setup", "STEP 4: Work Mode Selection"), "verbatim", "/octo:setup", FL, q_mode,
         L("style", sel("Knowledge Work"), "fernlog is research notes and small analyses (README, notes/), not a software product."))
    call(F, "setup-mode", C("setup", "STEP 4: Work Mode Selection"), "variant", "/octo:setup", TP, q_mode,
         L("style", sel("Dev Work (Default)"), "A Rust CLI with tests and benches: software development."))
    q_tier = Q("What project tier should Octopus optimize for?", "Tier",
               [O("MVP (Recommended)", "Balanced checks, normal review, consensus on risky changes"),
                O("Prototype", "Prefer speed, light review, lower provider spend"),
                O("Production", "Full verification, security review, stronger consensus before merge/release"),
                O("Leave unset", "Use default balanced behavior without a project hint")])
    call(F, "setup-tier", C("setup", "STEP 4c: Project Tier Hint"), "verbatim", "/octo:setup", MC, q_tier,
         L("architecture", sel("Production"), "A live clinic service holding patient data under HIPAA (docs/compliance.md): full verification, not MVP."))
    call(F, "setup-tier", C("setup", "STEP 4c: Project Tier Hint"), "variant", "/octo:setup", FL, q_tier,
         L("architecture", sel("MVP (Recommended)"), "Nothing marks the notes as production or throwaway; the balanced default."))

    # ------------------------------------------------------------ /octo:extract
    q_pdf = Q("This PDF has {n} pages. Which pages would you like to extract?", "PDF Pages",
              [O("First 10 pages", "Quick overview (pages 1-10)"), O("Specific pages", "Enter custom page range"),
               O("All pages", "Full document (~{k} API calls)")])
    call(F, "extract-pdf", C("extract", "Step 0: PDF Page Selection (if target is PDF)"), "filled", "/octo:extract docs/standards/IHO-S104.pdf — only chapter 4 (pages 57-88) matters", TP,
         Q(q_pdf["question"].format(n=212), q_pdf["header"], [q_pdf["options"][0], q_pdf["options"][1], O("All pages", "Full document (~2 API calls)")]),
         L("scope", sel("Specific pages"), "The invocation names the pages that matter (57-88)."))
    call(F, "extract-pdf", C("extract", "Step 0: PDF Page Selection (if target is PDF)"), "variant", "/octo:extract notes/kew-protocol.pdf", FL,
         Q(q_pdf["question"].format(n=14), q_pdf["header"], [q_pdf["options"][0], q_pdf["options"][1], O("All pages", "Full document (~1 API calls)")]),
         L("scope", sel("All pages"), "A 14-page protocol costs one call in full; nothing asks for a part."))
    call(F, "extract-intent", C("extract", "Step 2: Intent Capture (Interactive Questions)"), "verbatim", "/octo:extract the design system for the new Storybook", QM,
         [Q("What do you want to extract from this codebase/URL?", "Extract Mode",
            [O("Design system only", "Tokens, components, Storybook scaffold"), O("Product architecture only", "Architecture, features, PRDs"),
             O("Both (Recommended)", "Complete design + product documentation"), O("Auto-detect", "Let Claude decide based on what's found")]),
          Q("Who will use these extraction outputs?", "Audience",
            [O("Designers", "Need design tokens and component inventory"), O("Frontend Engineers", "Need Storybook and component docs"),
             O("Product/Leadership", "Need architecture maps and PRDs"), O("AI Agents", "Need structured, implementation-ready outputs")], multi=True),
          Q("What should be the source of truth?", "Source",
            [O("Code files (Recommended)", "Extract from codebase directly"), O("Live UI rendering", "Analyze computed styles from browser"),
             O("Both - prefer code", "Use code when available, infer from UI otherwise")]),
          Q("What extraction depth do you need?", "Depth",
            [O("Quick (< 2 min)", "Basic token/component scan"), O("Standard (2-5 min)", "Comprehensive analysis with quality gates"),
             O("Deep (5-15 min)", "Multi-AI consensus, full Storybook, detailed PRDs")])],
         [L("scope", sel("Design system only"), "The invocation asks for the design system for Storybook, not the product architecture."),
          L("scope", multi("Designers", "Frontend Engineers"), "CLAUDE.md: designers read docs/design/, frontend devs use Storybook."),
          L("architecture", sel("Code files (Recommended)"), "The components live in the repository; the recommended source fits."),
          L("scope", sel("Standard (2-5 min)"), "A full Storybook scaffold needs more than a quick scan; Deep's multi-AI consensus is extra provider spend that needs Maya's OK (docs/ai-costs.md).")])

    # ------------------------------------------------------------ /octo:embrace
    def embrace(scope_l, focus_l, auto_l, debate_l):
        return [Q("What's the scope of this project?", "Scope",
                  [O("Small feature", "Single component or small addition"), O("Medium feature", "Multiple components or moderate complexity"),
                   O("Large feature", "System-wide changes or new subsystem"), O("Full system", "Complete application or major architecture")]),
                Q("What areas require the most attention?", "Focus Areas",
                  [O("Architecture design", "System structure and design patterns"), O("Security", "Authentication, authorization, data protection"),
                   O("Performance", "Speed, scalability, optimization"), O("User experience", "UI/UX and usability")], multi=True),
                Q("What's your preferred level of autonomy?", "Autonomy",
                  [O("Supervised (default)", "Review and approve after each phase"), O("Semi-autonomous", "Only intervene if quality gates fail"),
                   O("Autonomous", "Run all 4 phases automatically"), O("Manual", "I'll guide each step explicitly")]),
                Q("Should critical decisions be stress-tested with a Multi-LLM debate?", "Debate Gates",
                  [O("Yes — debate at Define→Develop gate", "Recommended for Large/Full scope"),
                   O("Yes — debate at both gates", "Maximum rigor, uses external API credits"),
                   O("No — skip debates", "Standard workflow without debate checkpoints"),
                   O("Only if disagreement detected", "Auto-trigger when providers diverge")])], [scope_l, focus_l, auto_l, debate_l]
    qs, ls = embrace(L("scope", sel("Medium feature"), "SMS reminders touch the appointment model, a scheduler and an SMS adapter: several components, not system-wide."),
                     L("scope", multi("Security", "User experience"), "Reminders carry patient phone numbers under HIPAA, and patients read them."),
                     L("delegation", sel("Supervised (default)"), "CLAUDE.md: Lena reviews after each phase."),
                     L("architecture", sel("No — skip debates"), "A debate sends the design to external providers; patient data and its design must stay with Claude under the BAA."))
    call(F, "embrace-intake", C("embrace", "Step 1: Ask Clarifying Questions"), "verbatim", "/octo:embrace patient appointment reminders by SMS", MC, qs, ls)
    qs, ls = embrace(L("scope", sel("Large feature"), "Offline tables for the whole coast is a new subsystem (generation, storage, lookup)."),
                     L("scope", multi("Performance", "Architecture design"), "Tables for every station must be generated and read fast on the CLI; storage layout is the main design call."),
                     L("delegation", sel("Supervised (default)"), "CLAUDE.md: the owner reviews every phase before the next starts."),
                     L("architecture", sel("No — skip debates"), "Debates use external providers, which the NDA forbids."))
    call(F, "embrace-intake", C("embrace", "Step 1: Ask Clarifying Questions"), "variant", "/octo:embrace offline tide tables for the whole coast", TP, qs, ls)
    q_gate = Q("The debate gate surfaced concerns: {c}. How should we proceed?", "Debate Gate",
               [O("Proceed anyway", "Accept risks and continue to Develop"), O("Revise approach", "Adjust plan based on debate findings"),
                O("Run deeper debate", "Thorough 3-round debate before deciding"), O("Stop and review", "Pause for manual review")])
    call(F, "embrace-gate", C("embrace", "Debate Gate (if enabled)"), "filled", "/octo:embrace invoice reminders with saved cards", QM,
         Q(q_gate["question"].format(c="storing card last4 and expiry in our Postgres puts quillmark in PCI DSS scope"), q_gate["header"], q_gate["options"]),
         L("architecture", person("Whether to take on PCI scope or redesign around the payment provider's vault is a risk and compliance call for the team lead (Maya), not the answerer."), "Risk acceptance.", ["security"]))
    call(F, "embrace-gate", C("embrace", "Debate Gate (if enabled)"), "variant", "/octo:embrace invoice reminders", QM,
         Q(q_gate["question"].format(c="the plan sends reminders from a cron route without idempotency; a retried job emails clients twice"), q_gate["header"], q_gate["options"]),
         L("architecture", sel("Revise approach"), "A concrete defect the plan can fix (an idempotency key); revising is the answer, not accepting it.", ["reports_failure"]))

    # ------------------------------------------------------------ /octo:brainstorm
    q_bs = Q("How should we brainstorm?", "Mode",
             [O("Solo", "Claude-only thought partner session — fast and focused"),
              O("Team", "Multi-AI brainstorm — diverse perspectives from multiple providers")])
    call(F, "bs-mode", C("brainstorm", "Step 1: Ask Mode (MANDATORY)"), "verbatim", "/octo:brainstorm ways to show tide uncertainty in the CLI output", TP, q_bs,
         L("architecture", sel("Solo"), "Team mode sends the topic to external providers; the NDA allows Claude only."))
    call(F, "bs-mode", C("brainstorm", "Step 1: Ask Mode (MANDATORY)"), "variant", "/octo:brainstorm what should the client portal show after an invoice is paid", QM, q_bs,
         L("style", sel("Team"), "CLAUDE.md: the team uses multi-AI Team mode for product brainstorms, and Codex is installed."))
    q_next = Q("Great session! What would you like to do next?", "Next Steps",
               [O("Go deeper", "Explore the strongest ideas further"), O("Build on this", "Start implementing the best idea"),
                O("Export & save", "Save the session breakthroughs"), O("Done for now", "I have what I need")])
    call(F, "bs-next", C("brainstorm", "Post-Completion — Interactive Next Steps"), "variant", "/octo:brainstorm names for the reminder feature — I'll take the list to Maya tomorrow", QM, q_next,
         L("confirmation", sel("Export & save"), "The invocation wants a list to take to a meeting; save it rather than build."))
    call(F, "bs-next", C("brainstorm", "Post-Completion — Interactive Next Steps"), "verbatim", "/octo:brainstorm ways to show tide uncertainty in the CLI output", TP, q_next,
         L("open_floor", person("After an open brainstorm, whether to go deeper, build or stop is the owner's taste; nothing in the project ranks the ideas or asks for a build."), "About the person."))

    # ------------------------------------------------------------ /octo:staged-review
    q_scope = Q("What should be reviewed?", "Review Scope",
                [O("Staged changes", "git diff --cached — what you're about to commit"), O("Recent commit", "Changes in the last commit (HEAD~1..HEAD)"),
                 O("Working tree", "All uncommitted changes"), O("Specific path", "A file or directory (provide path as argument)")])
    call(F, "sr-scope", C("staged-review", "Step 1: Determine Review Scope"), "verbatim", "/octo:staged-review", QM, q_scope,
         L("scope", sel("Staged changes"), "git status shows two staged files and nothing else."))
    call(F, "sr-scope", C("staged-review", "Step 1: Determine Review Scope"), "variant", "/octo:staged-review",
         merge(TP, {"git-status.txt": "On branch main\nnothing to commit, working tree clean\n", "git-log.txt": "9f41c2e (HEAD -> main) fix: M2 constituent phase offset for Arnfjord\n77ab013 bench: criterion for 10-year tables\n"}), q_scope,
         L("scope", sel("Recent commit"), "Nothing is staged or changed; the only new work is the last commit."))
    q_srn = Q("Review complete{r}. What would you like to do?", "Next Steps",
              [O("Fix blocking issues", "Address the issues flagged in the review"), O("Run /octo:review", "Follow up with full multi-LLM review"),
               O("Post to PR", "Post the review findings to the open PR"), O("Done", "No further action needed")])
    call(F, "sr-next", C("staged-review", "Post-Completion — Interactive Next Steps"), "filled", "/octo:staged-review", QM,
         Q(q_srn["question"].format(r=": 2 blocking (reminder sent twice on retry; unescaped client name in email HTML), 3 suggestions"), q_srn["header"], q_srn["options"]),
         L("confirmation", sel("Fix blocking issues"), "Two blocking defects before commit; fix them.", ["reports_failure"]))
    call(F, "sr-next", C("staged-review", "Post-Completion — Interactive Next Steps"), "variant", "/octo:staged-review and put the findings on PR #212 for Tomasz", QM,
         Q(q_srn["question"].format(r=": 0 blocking, 2 suggestions"), q_srn["header"], q_srn["options"]),
         L("confirmation", sel("Post to PR"), "The invocation asks to post the findings on the PR, and CLAUDE.md lets agents post review comments.", ["outward"]))
    call(F, "sr-next", C("staged-review", "Post-Completion — Interactive Next Steps"), "variant", "/octo:staged-review",
         merge(MC, {"git-status.txt": "On branch feat/sms-reminders\nChanges to be committed:\n  modified: src/main/kotlin/reminders/ReminderJob.kt\n"}),
         Q(q_srn["question"].format(r=": 0 blocking, 1 suggestion (rename a local)"), q_srn["header"], q_srn["options"]),
         L("confirmation", sel("Done"), "A clean review of a staged change; posting is Lena's (never push) and a multi-LLM review would send PHI-adjacent code to external providers."))

    # ------------------------------------------------------------ /octo:review
    call(F, "review-profile", C("review", "Step 1: Ask Clarifying Questions / Context Acquisition"), "verbatim", "/octo:review the open PR for invoice reminders",
         merge(QM, {"git-log.txt": "c3d9e10 (HEAD -> feat/invoice-reminders) reminders: retry with backoff\n\n    Co-Authored-By: Claude <noreply@anthropic.com>\nb1a7f02 reminders: cron route (Tomasz)\n\n    Co-Authored-By: Claude <noreply@anthropic.com>\n"}),
         [Q("What should be reviewed?", "Target",
            [O("Staged changes", "git diff --cached — what you're about to commit"), O("Open PR", "Review the current branch's open pull request"),
             O("Working tree", "All uncommitted changes"), O("Specific path", "A file or directory")]),
          Q("How was this code produced?", "Provenance",
            [O("Human-authored", "Standard review"), O("AI-assisted", "Review for over-abstraction and weak tests"),
             O("Autonomous / Dark Factory", "Elevated rigor: verify tests, wiring, operational safety"), O("Unknown", "Assume less context, verify from code and tests")]),
          Q("Should findings be posted to the open PR?", "Publish",
            [O("Ask me after review", "Show findings first, then decide"), O("Auto-post if confident", "Post inline comments when confidence ≥ 85%"),
             O("Never — terminal only", "Always show in terminal, never post to PR")])],
         [L("scope", sel("Open PR"), "The invocation names the open PR."),
          L("other", sel("AI-assisted"), "The branch's commits carry Co-Authored-By: Claude trailers (git-log.txt) and Tomasz's name: AI-assisted."),
          L("confirmation", sel("Ask me after review"), "Posting is allowed but this run did not ask to post; showing first keeps the choice with the team.")])

    # ------------------------------------------------------------ /octo:plan
    call(F, "plan-intake", C("plan", "Step 1: Capture Comprehensive Intent"), "verbatim", "/octo:plan move the tide tables to a memory-mapped file format", TP,
         [Q("What are you ultimately trying to accomplish?", "Goal",
            [O("Research a topic", "Gather information and options"), O("Make a decision", "Choose between alternatives"),
             O("Build something", "Create implementation or artifact"), O("Review/improve existing", "Assess and enhance what's there")]),
          Q("How much do you already know about this?", "Knowledge",
            [O("Just starting", "Need to learn the landscape"), O("Some familiarity", "Know basics, need deeper dive"),
             O("Well-informed", "Know options, need execution"), O("Expert", "Just need implementation/validation")]),
          Q("How clear is the scope?", "Clarity",
            [O("Vague idea", "Not sure exactly what I need"), O("General direction", "Know the area, need specifics"),
             O("Clear requirements", "Know what to build"), O("Fully specified", "Have detailed specifications")]),
          Q("What are your key constraints?", "Constraints",
            [O("Time pressure", "Need results quickly"), O("Must fit architecture", "Constrained by existing systems"),
             O("Team skill set", "Limited by team capabilities"), O("High stakes", "Significant risk if wrong")], multi=True)],
         [L("scope", sel("Review/improve existing"), "The tables exist; the request changes their storage format."),
          L("other", person("How much the owner knows about memory-mapped formats is about the person; no file says."), "About the person.", ["about_person"]),
          L("scope", sel("General direction"), "The area (mmap storage) is named, the format and layout are not."),
          L("scope", multi("Must fit architecture", "High stakes"), "The CLI's table API must stay, and wrong tides for a harbour authority are high stakes.")])
    q_pm = Q("Would you like to use native plan mode or multi-AI orchestration?", "Planning",
             [O("Native plan mode (Recommended)", "Fast, single-phase planning with Claude. Good for straightforward implementation plans."),
              O("Multi-AI orchestration", "Research with Claude plus available external providers. Better for complex problems requiring diverse perspectives.")])
    call(F, "plan-mode", C("plan", "Native Plan Mode Detection"), "verbatim", "/octo:plan move the tide tables to a memory-mapped file format", TP, q_pm,
         L("architecture", sel("Native plan mode (Recommended)"), "Claude only under the NDA; the recommended native mode."))
    call(F, "plan-mode", C("plan", "Native Plan Mode Detection"), "variant", "/octo:plan encrypt reminder phone numbers at rest", MC, q_pm,
         L("architecture", sel("Native plan mode (Recommended)"), "Multi-AI would send PHI-handling design to external providers, which CLAUDE.md forbids."))

    # ------------------------------------------------------------ /octo:discover, /octo:research
    call(F, "discover-intake", C("discover", "Step 1: Ask Clarifying Questions"), "verbatim", "/octo:discover which tide-harmonics crates exist for Rust — a quick scan, I only need names", TP,
         [Q("How thorough should the research be?", "Intensity",
            [O("Quick (1-2 min)", "2 agents — fast problem space scan"), O("Standard (2-4 min)", "4-5 agents — balanced multi-perspective coverage (recommended)"),
             O("Deep (3-6 min)", "6-7 agents — exhaustive analysis with web search")]),
          Q("What's your primary focus area?", "Focus",
            [O("Technical implementation (Recommended)", "Code patterns, APIs, architecture"), O("Best practices", "Industry standards and conventions"),
             O("Ecosystem & tools", "Libraries, frameworks, community"), O("Trade-offs & comparisons", "Pros/cons analysis")]),
          Q("How should the output be formatted?", "Output",
            [O("Detailed report (Recommended)", "Comprehensive write-up"), O("Summary", "Concise key findings"),
             O("Comparison table", "Side-by-side format"), O("Recommendations", "Actionable next steps")])],
         [L("scope", sel("Quick (1-2 min)"), "The invocation asks for a quick scan."),
          L("scope", sel("Ecosystem & tools"), "It asks which crates exist: the ecosystem, not implementation."),
          L("style", sel("Summary"), "Only names are wanted, not a detailed report.")])
    q_dn = Q("Discovery phase complete. What would you like to do next?", "Next Steps",
             [O("Move to Define phase", "Scope and clarify requirements based on findings (/octo:define)"),
              O("Go deeper on a specific finding", "Research a particular area in more detail"),
              O("Export the research", "Save findings as a document"), O("Done for now", "I have what I need")])
    call(F, "discover-next", C("discover", "Step 3: Post-Completion — Interactive Next Steps"), "variant", "/octo:discover how other clinics send SMS reminders, then we'll define ours", MC, q_dn,
         L("confirmation", sel("Move to Define phase"), "The invocation says definition follows discovery."))
    call(F, "discover-next", C("discover", "Step 3: Post-Completion — Interactive Next Steps"), "variant", "/octo:discover which tide-harmonics crates exist for Rust — a quick scan, I only need names", TP, q_dn,
         L("confirmation", sel("Done for now"), "A quick name scan was all that was asked."))
    q_ri = Q("How thorough should the research be?", "Intensity",
             [O("Quick (1-2 min)", "2 agents — fast problem space scan"), O("Standard (2-4 min)", "4-5 agents — balanced multi-perspective coverage (recommended)"),
              O("Deep (3-6 min)", "6-7 agents — exhaustive analysis with web search")])
    call(F, "research", C("research", "Step 1: Resolve Research Breadth/Intensity"), "verbatim", "/octo:research spore storage temperatures for tree ferns", FL, q_ri,
         L("scope", sel("Standard (2-4 min)"), "No depth asked for; the description marks Standard as recommended."))
    call(F, "research", C("research", "Step 1: Resolve Research Breadth/Intensity"), "variant", "/octo:research everything published on Cyathea spore viability after cold storage — this goes into the garden's grant report, be exhaustive", FL, q_ri,
         L("scope", sel("Deep (3-6 min)"), "The invocation asks for an exhaustive search for a grant report."))

    # ------------------------------------------------------------ /octo:security
    def sec(threat_l, comp_l, risk_l):
        return [Q("What's the threat model for this application?", "Threat Model",
                  [O("Standard web app", "Typical internet-facing application"), O("High-value target", "Handles sensitive data or finances"),
                   O("Compliance-driven", "Must meet regulatory requirements"), O("API-focused", "Primarily API endpoints and integrations")]),
                Q("What compliance requirements apply?", "Compliance",
                  [O("None specific", "General security best practices"), O("OWASP Top 10", "Standard web security vulnerabilities"),
                   O("GDPR/HIPAA/PCI", "Data protection regulations"), O("SOC2/ISO27001", "Enterprise security frameworks")], multi=True),
                Q("What's your risk tolerance?", "Risk Level",
                  [O("Strict/Zero-trust", "Maximum security, flag everything"), O("Balanced", "Industry-standard security posture"),
                   O("Pragmatic", "Focus on high/critical issues only"), O("Development-only", "Non-production environment")])], [threat_l, comp_l, risk_l]
    qs, ls = sec(L("architecture", sel("Compliance-driven"), "docs/compliance.md: HIPAA governs the service."),
                 L("scope", multi("OWASP Top 10", "GDPR/HIPAA/PCI"), "A web service under HIPAA."),
                 L("other", person("How much risk the clinic tolerates is the clinic's call (Dr. Osei / Lena), not an answerer's."), "Risk acceptance.", ["security"]))
    call(F, "security", C("security", "Step 1: Ask Clarifying Questions"), "verbatim", "/octo:security audit the appointment API", MC, qs, ls)
    qs, ls = sec(L("architecture", sel("High-value target"), "Invoices and client payment details: finances."),
                 L("scope", multi("OWASP Top 10"), "A web app; nothing in the files names a regulation or a certification."),
                 L("other", person("The team's risk tolerance is Maya's to set; nothing records it."), "Risk acceptance.", ["security"]))
    call(F, "security", C("security", "Step 1: Ask Clarifying Questions"), "variant", "/octo:security before we open signups", QM, qs, ls)

    # ------------------------------------------------------------ /octo:tdd, /octo:prd-score, issues
    q_cov = Q("What's your test coverage goal?", "Coverage",
              [O("Critical paths only", "Focus on business-critical flows"), O("Standard coverage ~80%", "Industry-standard coverage target"),
               O("Comprehensive >90%", "High coverage for safety-critical code"), O("Full mutation testing", "Maximum rigor with mutation tests")])
    call(F, "tdd-cov", C("tdd", "Step 1: Ask Clarifying Questions"), "verbatim", "/octo:tdd tide height interpolation between extremes",
         merge(TP, {"CONTRIBUTING.md": "Coverage: the prediction core (src/harmonics/, src/interp/) needs >90% line coverage; mutation testing is run before each release only.\n"}), q_cov,
         L("scope", sel("Comprehensive >90%"), "CONTRIBUTING.md: the prediction core needs >90 % coverage; interpolation is in it."))
    call(F, "tdd-cov", C("tdd", "Step 1: Ask Clarifying Questions"), "variant", "/octo:tdd a CSV export of the spore trials", FL, q_cov,
         L("scope", sel("Critical paths only"), "A small export script in a notes repo with no coverage rule; the critical path is enough."))
    q_score = Q("Would you like a rigorous multi-AI scoring pass?", "Rigor",
                [O("Standard (done)", "Single-model score — already complete above"),
                 O("Rigorous", "Multi-AI scoring — 2-3 providers score independently, then consensus synthesis")])
    call(F, "prd-score", C("prd-score", "Step 4: Offer Scoring Mode"), "verbatim", "/octo:prd-score docs/prd/sms-reminders.md", MC, q_score,
         L("confirmation", sel("Standard (done)"), "A multi-AI pass sends the PRD to external providers; CLAUDE.md forbids it."))
    call(F, "prd-score", C("prd-score", "Step 4: Offer Scoring Mode"), "variant", "/octo:prd-score docs/prd/client-portal.md — Maya wants it scored by more than one model before Thursday's review", QM, q_score,
         L("confirmation", sel("Rigorous"), "The invocation asks for scoring by more than one model; Codex is installed."))
    call(F, "issue-log", src(OCTO, "skills/skill-issues/SKILL.md", "Step 1: Gather Information"), "filled", "/octo:issues log: the reminder cron emails clients twice when a job retries", QM,
         [Q("What severity is this issue?", "Severity",
            [O("critical", "Blocks all progress"), O("high", "Significant impact"), O("medium", "Should address"), O("low", "Nice to fix")]),
          Q("What category does this issue fall into?", "Category",
            [O("logic-error", "Incorrect behavior or wrong output"), O("integration", "Cross-component or API compatibility"),
             O("security", "Security vulnerabilities or concerns"), O("performance", "Speed, memory, or scalability issues")])],
         [L("other", sel("high"), "Clients get duplicate payment reminders: significant impact, but work is not blocked."),
          L("other", sel("logic-error"), "A retry without idempotency produces wrong behaviour (two emails).")])


def build_more():
    """Further calls: the same questions where a project's files leave the answer to a person."""
    q_gate = Q("The debate gate surfaced concerns: {c}. How should we proceed?", "Debate Gate",
               [O("Proceed anyway", "Accept risks and continue to Develop"), O("Revise approach", "Adjust plan based on debate findings"),
                O("Run deeper debate", "Thorough 3-round debate before deciding"), O("Stop and review", "Pause for manual review")])
    call(F, "embrace-gate", C("embrace", "Debate Gate (if enabled)"), "variant", "/octo:embrace patient appointment reminders by SMS", MC,
         Q(q_gate["question"].format(c="the SMS vendor would receive patient names and appointment times; that needs a signed BAA with the vendor, which the clinic does not have"), q_gate["header"], q_gate["options"]),
         L("architecture", person("Sending PHI to a vendor without a BAA is a HIPAA risk only the clinic can accept or design away; the answerer cannot sign for it."), "Compliance risk.", ["security"]))
    q_val = Q("How should findings be validated? Multi-LLM options use Claude plus available external providers, including Codex and Antigravity when installed.", "Validation",
              [O("Standard audit", "Claude-only security analysis (no external API costs)"),
               O("Multi-LLM red team debate", "Available external providers take blue/red-team roles; Claude synthesizes (recommended for high-value targets)")])
    call(F, "security-validate", C("security", "Step 1: Ask Clarifying Questions"), "verbatim", "/octo:security audit the appointment API", MC, q_val,
         L("architecture", sel("Standard audit"), "External providers may not see PHI-handling code (CLAUDE.md); Claude only."))
    call(F, "security-validate", C("security", "Step 1: Ask Clarifying Questions"), "variant", "/octo:security before we open signups", QM, q_val,
         L("architecture", person("The red-team debate is recommended for a finance app but spends provider credits, and docs/ai-costs.md says extra provider spend needs Maya's OK."), "Budget.", ["about_person"]))
    call(F, "model-codex", src(OCTO, "commands/model-config.md", "Route: Provider Defaults"), "verbatim", "/octo:model-config", FL,
         Q("Which Codex model should be the default?", "Codex Model",
           [O("gpt-5.6-sol", "Frontier — 1M context, $5/$30 MTok, best for implementation and independent review"),
            O("gpt-5.6-terra", "Balanced — 1M context, $2.50/$15 MTok, strong general-purpose Codex seat"),
            O("gpt-5.6-luna", "Budget — 1M context, $1/$6 MTok, best for quick checks and prototypes"),
            O("o3", "Reasoning — 200K context, $2/$8 MTok, deep analysis & trade-offs")]),
         L("architecture", person("The options differ mostly in price per token on the person's own OpenAI account; nothing in fernlog sets a budget."), "Budget.", ["about_person"]))
    qs = [Q("What's your preferred level of autonomy?", "Autonomy",
            [O("Supervised (default)", "Review and approve after each phase"), O("Semi-autonomous", "Only intervene if quality gates fail"),
             O("Autonomous", "Run all 4 phases automatically"), O("Manual", "I'll guide each step explicitly")]),
          Q("Should critical decisions be stress-tested with a Multi-LLM debate?", "Debate Gates",
            [O("Yes — debate at Define→Develop gate", "Recommended for Large/Full scope"),
             O("Yes — debate at both gates", "Maximum rigor, uses external API credits"),
             O("No — skip debates", "Standard workflow without debate checkpoints"),
             O("Only if disagreement detected", "Auto-trigger when providers diverge")])]
    call(F, "embrace-intake", C("embrace", "Step 1: Ask Clarifying Questions"), "variant", "/octo:embrace a small app for logging fern spore trials", FL, qs,
         [L("delegation", person("How closely the person wants to supervise is their preference; fernlog records no working rule."), "About the person.", ["about_person"]),
          L("architecture", person("Debates spend external API credits on the person's accounts; no provider or budget is set up in fernlog."), "Budget.", ["about_person"])])
    call(F, "debate-goal", src(OCTO, "skills/skill-debate/SKILL.md", "Step 2: Ask Clarifying Questions"), "verbatim", "/octo:debate Supabase row-level security vs an API layer for invoices", QM,
         [Q("What's your primary goal for this debate?", "Goal",
            [O("Make a technical decision", "I need to choose between options"), O("Identify risks/concerns", "I want to surface potential issues"),
             O("Understand trade-offs", "I want to see pros/cons of approaches"), O("Get diverse perspectives", "I want multiple viewpoints")])],
         [L("other", sel("Make a technical decision"), "The invocation sets two alternatives against each other: a decision.")])
    call(F, "plan-intake", C("plan", "Step 1: Capture Comprehensive Intent"), "variant", "/octo:plan", QM,
         [Q("What are you ultimately trying to accomplish?", "Goal",
            [O("Research a topic", "Gather information and options"), O("Make a decision", "Choose between alternatives"),
             O("Build something", "Create implementation or artifact"), O("Review/improve existing", "Assess and enhance what's there")]),
          Q("What defines success for you?", "Success",
            [O("Clear understanding", "I know what to do next"), O("Team alignment", "Everyone agrees on approach"),
             O("Working solution", "Implementation that functions"), O("Production-ready", "Fully tested and validated")], multi=True)],
         [L("open_floor", person("/octo:plan with no argument: what the person wants to accomplish is theirs to say."), "About the person."),
          L("open_floor", person("What counts as success is the person's; nothing in the files or the invocation says."), "About the person.")])
    q_next = Q("Great session! What would you like to do next?", "Next Steps",
               [O("Go deeper", "Explore the strongest ideas further"), O("Build on this", "Start implementing the best idea"),
                O("Export & save", "Save the session breakthroughs"), O("Done for now", "I have what I need")])
    call(F, "bs-next", C("brainstorm", "Post-Completion — Interactive Next Steps"), "variant", "/octo:brainstorm how to present spore viability results to the garden's trustees", FL, q_next,
         L("open_floor", person("Which idea to pursue for the trustees, if any, is the person's judgement; nothing ranks them."), "About the person."))
    q_dn = Q("Discovery phase complete. What would you like to do next?", "Next Steps",
             [O("Move to Define phase", "Scope and clarify requirements based on findings (/octo:define)"),
              O("Go deeper on a specific finding", "Research a particular area in more detail"),
              O("Export the research", "Save findings as a document"), O("Done for now", "I have what I need")])
    call(F, "discover-next", C("discover", "Step 3: Post-Completion — Interactive Next Steps"), "variant", "/octo:discover humidity control options for a fern glasshouse", FL, q_dn,
         L("open_floor", person("The invocation sets no follow-up; whether the findings lead anywhere is the person's."), "About the person."))
    call(F, "plan-intake", C("plan", "Step 1: Capture Comprehensive Intent"), "variant", "/octo:plan", FL,
         [Q("What are you ultimately trying to accomplish?", "Goal",
            [O("Research a topic", "Gather information and options"), O("Make a decision", "Choose between alternatives"),
             O("Build something", "Create implementation or artifact"), O("Review/improve existing", "Assess and enhance what's there")]),
          Q("How much do you already know about this?", "Knowledge",
            [O("Just starting", "Need to learn the landscape"), O("Some familiarity", "Know basics, need deeper dive"),
             O("Well-informed", "Know options, need execution"), O("Expert", "Just need implementation/validation")])],
         [L("open_floor", person("/octo:plan with no topic: the goal is the person's."), "About the person."),
          L("other", person("The person's own knowledge is about them."), "About the person.", ["about_person"])])
