"""taches (glittercowboy/taches-cc-resources): research, prompt and tooling commands. /research:options and
/research:feasibility open with an intake gate (2-4 questions on genuine gaps: criteria, options, constraints,
dependencies, risk tolerance) and a decision gate ("Ready to compare options, or would you like me to ask more
questions?"); /create-prompt asks the task type when no task is given, scope questions, and a "Ready" gate;
create-mcp-servers asks the mode, the server's name, a "Ready to proceed" gate and whether the environment variables
have been added; create-agent-skills asks whether to research an external
API first; setup-ralph asks the stack, the backpressure, the specs and Docker isolation, and at the end whether to
help write specs.

Files read (@ 1757615b99ab789a72ff2d02e9f6112af2a15c04): commands/research/options.md, commands/research/feasibility.md
(intake_gate), commands/create-prompt.md (step_0_intake_gate), skills/create-mcp-servers/workflows/create-new-server.md
(mode, decision_gate, 5_env_vars), skills/create-mcp-servers/references/creation-workflow.md
(Step 1, Step 4.3), skills/create-agent-skills/workflows/create-new-skill.md (API research),
skills/setup-ralph/workflows/setup-new-loop.md (Step 4, Step 12).

The commands list their questions as prose with options ("with options: Simplicity, Performance, …"); they are turned
into calls with those options (`prose`), trimmed to four where the source lists more ("Other" is the tool's own).
Questions with their options and descriptions written out are `verbatim`; headers the source writes longer than 12
characters are shortened ("Server Name" → "Name", "Environment Setup" → "Env vars", "Ready to proceed" → "Ready").

Fixtures: Quarry (a two-person SaaS for quarry operators: FastAPI + PostgreSQL, Python 3.12 with uv; CLAUDE.md: new
paid services over $50 a month need Ana (founder), pytest, mypy and ruff must pass before a commit, autonomous loops
run only in Docker, secrets live in 1Password and are never pasted into chat; specs/ holds feature specs; mcp/ holds
its MCP servers) and plain repositories.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import TACHES

F = "taches"
OPT = "commands/research/options.md"
FEA = "commands/research/feasibility.md"
CP = "commands/create-prompt.md"
MCP = "skills/create-mcp-servers/workflows/create-new-server.md"
MCPREF = "skills/create-mcp-servers/references/creation-workflow.md"
SKL = "skills/create-agent-skills/workflows/create-new-skill.md"
RAL = "skills/setup-ralph/workflows/setup-new-loop.md"

QU_MD = ("# Quarry\n\nScheduling and weighbridge tickets for quarry operators. Two developers.\n\n"
         "- Stack: FastAPI, PostgreSQL, Python 3.12, uv.\n"
         "- Before any commit: `uv run pytest`, `uv run mypy .`, `uv run ruff check .` must all pass.\n"
         "- New paid services over $50/month need Ana (founder) to approve.\n"
         "- Autonomous loops (Ralph etc.) run only inside Docker, never on a laptop directly.\n"
         "- Secrets live in 1Password; never paste them into chat.\n")
QU = {"CLAUDE.md": QU_MD, "pyproject.toml": "[project]\nname = \"quarry\"\nrequires-python = \">=3.12\"\n"}
PLAIN = {"README.md": "# notes-app\n"}


def S(path, section):
    return src(TACHES, path, section)


CRIT = Q("What matters most?", "Criteria", [
    O("Simplicity"), O("Performance"), O("Flexibility"), O("Maintenance burden")])
WHICH = Q("Which options to compare?", "Options", [
    O("I have a list"), O("Find the main contenders"), O("Compare everything")])
CONSTR = Q("Any constraints?", "Constraints", [
    O("Must integrate with existing system"), O("Budget limits"), O("Specific tech requirements"), O("None significant")])
OGATE = Q("Ready to compare options, or would you like me to ask more questions?", "Ready", [
    O("Start comparison", "I have enough context"), O("Ask more questions", "There are details to clarify"),
    O("Let me add context", "I want to provide additional information")])
HARD = Q("Any hard constraints?", "Constraints", [
    O("Budget limits"), O("API/service restrictions"), O("Must use specific tech"), O("No major constraints")])
DEPS = Q("External dependencies?", "Dependencies", [
    O("Third-party APIs"), O("External services"), O("Other projects"), O("None significant")])
RISK = Q("How certain do you need to be?", "Certainty", [
    O("High confidence required"), O("Moderate risk OK"), O("Willing to experiment")])
FGATE = Q("Ready to assess feasibility, or would you like me to ask more questions?", "Ready", [
    O("Start assessment", "I have enough context"), O("Ask more questions", "There are details to clarify"),
    O("Let me add context", "I want to provide additional information")])
CPTYPE = Q("What kind of prompt do you need?", "Task type", [
    O("Coding task", "Build, fix, or refactor code"), O("Analysis task", "Analyze code, data, or patterns"),
    O("Research task", "Gather information or explore options")])
DASH = Q("What kind of dashboard is this?", "Dashboard", [
    O("Admin dashboard", "Internal tools, user management, system metrics"),
    O("Analytics dashboard", "Data visualization, reports, business metrics"),
    O("User-facing dashboard", "End-user features, personal data, settings")])
CPGATE = Q("I have enough context to create your prompt. Ready to proceed?", "Ready", [
    O("Proceed", "Create the prompt with current context"), O("Ask more questions", "I have more details to clarify"),
    O("Let me add context", "I want to provide additional information")])
MODE = Q("What would you like to do?", "Mode", [
    O("Create a new MCP server", "Build a server from scratch based on an idea"),
    O("Update an existing MCP server", "Modify or improve a server I already have"),
    O("Get guidance on MCP design", "Help me figure out what kind of server I need")])
NAME = Q("What should this MCP server be called? (lowercase-with-hyphens)", "Name", [
    O("Suggest based on purpose", "I'll suggest a name after you describe what it does"),
    O("I have a name", "I know exactly what to call it")])
MGATE = Q("I've gathered requirements. Ready to proceed to API research?", "Ready", [
    O("Proceed to API research", "Start building"), O("Ask more questions", "I have gaps"), O("Let me add details", "Additional context")])
ENV = Q("Have you added the environment variables to ~/.zshrc?", "Env vars", [
    O("Yes, added and sourced", "Variables are ready"), O("Skip for now", "I'll add them later")])


def API(service):
    return Q(f"This involves {service} API. Would you like me to research current endpoints and patterns before building?", "Research", [
        O("Yes, research first", "Fetch current documentation for accurate implementation"),
        O("No, proceed with general patterns", "Use common patterns without specific API research")])


LANG = Q("What programming language/framework is this project using?", "Stack", [
    O("Node.js/TypeScript"), O("Python"), O("Go"), O("Rust")])
BACK = Q("What kind of backpressure should Ralph use?", "Backpressure", [
    O("Tests only", "Unit/integration tests must pass"), O("Tests + type checking", "Tests and type checker (TypeScript, mypy, etc.)"),
    O("Full validation", "Tests, type checking, linting, builds"), O("Custom commands", "I'll specify validation commands")])
DOCKER = Q("Run Ralph in Docker for isolation?", "Docker", [
    O("Yes, Docker mode (Recommended)", "Isolated container, safer execution, requires OAuth token setup"),
    O("No, run directly", "Faster but runs with full host access. Use at your own risk.")])
SPECS = Q("Do you already have specification files?", "Specs", [
    O("Yes, in specs/ directory"), O("Yes, but elsewhere (I'll specify)"), O("No, I'll create them as I go"), O("No, help me create initial specs")])
SPECHELP = Q("Would you like help creating initial specification files?", "Spec help", [
    O("Yes, help me create specs", "I'll guide you through defining requirements"),
    O("No, I'll create them myself", "I understand the spec structure"),
    O("Show me an example spec", "I want to see what a good spec looks like")])


def build():
    sec = S(OPT, "initial_questions")
    call(F, "crit", sec, "prose", "/research:options task queues for Quarry: Celery vs RQ vs Dramatiq. We're two devs, keep the ops light", QU, CRIT,
         L("scope", sel("Maintenance burden"), "The request says two developers and light operations; the upkeep of the queue is what matters."))
    call(F, "crit", sec, "prose", "/research:options", PLAIN, CRIT,
         L("scope", person("Nothing says what is being compared or what the person values; their priorities are theirs to state."),
           "About the person.", ["about_person"]))
    call(F, "which", sec, "prose", "/research:options task queues for Quarry: Celery vs RQ vs Dramatiq. We're two devs, keep the ops light", QU, WHICH,
         L("scope", sel("I have a list"), "The request names the three candidates."))
    call(F, "constr", sec, "prose", "/research:options hosted search for the ticket archive", PLAIN, CONSTR,
         L("scope", person("Budget and integration limits for a hosted service are the person's facts and nothing in the repository records them."),
           "About the person: money and constraints nobody recorded.", ["about_person"]))
    call(F, "constr", sec, "prose", "/research:options hosted search for the ticket archive", QU, CONSTR,
         L("scope", sel("Budget limits"), "CLAUDE.md caps new paid services at $50 a month without Ana's approval; that is the constraint a hosted search must meet."))
    sec = S(OPT, "decision_gate")
    call(F, "ogate", sec, "prose", "/research:options task queues for Quarry: Celery vs RQ vs Dramatiq. We're two devs, keep the ops light", QU, OGATE,
         L("confirmation", sel("Start comparison"), "Candidates, criteria and the budget rule are known; the comparison can start."))

    sec = S(FEA, "initial_questions")
    call(F, "hard", sec, "prose", "/research:feasibility live truck tracking on the weighbridge map", QU, HARD,
         L("scope", sel("Budget limits"), "Tracking feeds are paid services and CLAUDE.md caps them at $50 a month without Ana."))
    call(F, "deps", sec, "prose", "/research:feasibility sync Quarry invoices to QuickBooks Online", QU, DEPS,
         L("scope", sel("Third-party APIs"), "The feature depends on the QuickBooks Online API."))
    call(F, "risk", sec, "prose", "/research:feasibility offline mode for the driver app", PLAIN, RISK,
         L("other", person("How much uncertainty the person will accept is their own risk tolerance; the request and files say nothing."),
           "About the person.", ["about_person"]))
    call(F, "risk", sec, "prose", "/research:feasibility move our invoicing to Stripe Billing. This touches customers' money, I need to be sure before we commit", QU, RISK,
         L("other", sel("High confidence required"), "The person says they need to be sure because customers' money is involved."))
    sec = S(FEA, "decision_gate")
    call(F, "fgate", sec, "prose", "/research:feasibility sync Quarry invoices to QuickBooks Online", QU, FGATE,
         L("confirmation", sel("Start assessment"), "The service, the dependency and the budget rule are known."))

    sec = S(CP, "step_0_intake_gate")
    call(F, "cptype", sec, "verbatim", "/create-prompt", PLAIN, CPTYPE,
         L("other", person("No task was given; what the person wants a prompt for is theirs to say."),
           "About the person.", ["about_person"]))
    call(F, "dash", sec, "verbatim", "/create-prompt build a dashboard so our dispatch team can see stuck ticket-sync jobs", QU, DASH,
         L("scope", sel("Admin dashboard"), "An internal view for the team's own jobs is an internal tool."))
    call(F, "cpgate", sec, "verbatim", "/create-prompt build a dashboard so our dispatch team can see stuck ticket-sync jobs", QU, CPGATE,
         L("confirmation", sel("Proceed"), "The task, audience and stack are known; the prompt can be written."))

    sec = S(MCP, "mode")
    call(F, "mode", sec, "verbatim", "/create-mcp-server add a list_refunds tool to our stripe MCP server",
         merge(QU, {"mcp/stripe-mcp/src/server.py": "# tools: list_charges, get_customer\n"}), MODE,
         L("other", sel("Update an existing MCP server"), "The request names the existing stripe server in mcp/."))
    sec = S(MCPREF, "Step 1: Gather Requirements")
    call(F, "name", sec, "verbatim", "/create-mcp-server a server for our Linear workspace", QU, NAME,
         L("style", sel("Suggest based on purpose"), "A name is a low-stakes style choice; suggesting one from the purpose lets the workflow go on."))
    sec = S(MCP, "decision_gate")
    call(F, "mgate", sec, "verbatim", "/create-mcp-server a server for our Linear workspace: list issues, create issues, comment", QU, MGATE,
         L("confirmation", sel("Proceed to API research"), "The service and its three operations are stated."))
    sec = S(SKL, "API research")
    call(F, "api", sec, "verbatim", "/create-agent-skill reconcile Stripe payouts against our invoices", QU, API("Stripe"),
         L("other", sel("Yes, research first"), "A payouts skill should follow the current Stripe API."))
    sec = S(MCPREF, "Step 4.3: Wait for confirmation")
    call(F, "env", sec, "verbatim", "/create-mcp-server a server for our Linear workspace: list issues, create issues, comment",
         merge(QU, {"shown.md": "Add these to ~/.zshrc (values from 1Password item \"Linear API\"):\n  export LINEAR_API_KEY=...\nThen run: source ~/.zshrc\n"}), ENV,
         L("other", person("Only the person knows whether they have put the key in their shell profile; it is a secret they handle themselves."),
           "Observation of the person's own action, credentials.", ["security"]))

    sec = S(RAL, "Step 4: Gather Project Context")
    call(F, "ralph", sec, "prose", "/setup-ralph",
         merge(QU, {"specs/tickets.md": "# Weighbridge tickets\n"}), [LANG, BACK, DOCKER],
         [L("architecture", sel("Python"), "pyproject.toml: Python 3.12."),
          L("style", sel("Full validation"), "CLAUDE.md: pytest, mypy and ruff must all pass before a commit."),
          L("other", sel("Yes, Docker mode (Recommended)"), "CLAUDE.md: autonomous loops run only inside Docker.", ["security"])])
    call(F, "docker", sec, "verbatim", "/setup-ralph", PLAIN, DOCKER,
         L("other", sel("Yes, Docker mode (Recommended)"), "The isolated default; nothing asks for host access.", ["security"]))
    call(F, "docker", sec, "verbatim", "/setup-ralph run it straight on my machine, I don't have Docker installed", PLAIN, DOCKER,
         L("other", sel("No, run directly"), "The person asks to run on the host and has no Docker; it is their machine.", ["security"]))
    call(F, "docker", sec, "verbatim", "/setup-ralph run it straight on my laptop, Docker is a pain", QU, DOCKER,
         L("other", person("The person asks for host mode but CLAUDE.md says autonomous loops run only in Docker; giving a loop full host access against the project's rule is theirs to settle."),
           "Security, against a project rule.", ["security"]))
    call(F, "specs", sec, "prose", "/setup-ralph", merge(QU, {"specs/tickets.md": "# Weighbridge tickets\n", "specs/invoices.md": "# Invoices\n"}), SPECS,
         L("other", sel("Yes, in specs/ directory"), "specs/ holds the feature specs."))
    sec = S(RAL, "Step 12: Offer Spec Creation Help")
    call(F, "spechelp", sec, "verbatim", "/setup-ralph", PLAIN, SPECHELP,
         L("other", person("Whether the person wants a guided spec session or writes specs themselves is their working preference, with no default."),
           "About the person.", ["about_person"]))
