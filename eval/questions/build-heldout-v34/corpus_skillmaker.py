"""skillmaker (chkim-su/skillmaker): a Claude Code plugin-development wizard. It asks for project complexity, the
action (skill, agent, command, hook, MCP, publish), the plugin's purpose and distribution, skill type, which skills an
agent uses, coordination flow, MCP server and isolation strategy, verification scope, and which synthesized fixes to
apply.

Files read (@ 739860e552f947a7ce4fa5f4773ec7e27ac8368f): skills/wizard/SKILL.md, skills/wizard/references/
route-project-init.md, route-skill.md, route-agent-command.md, route-mcp.md, route-analyze.md, route-publish.md,
route-hook-design.md, route-llm-integration.md, skills/critical-analysis-patterns/references/solution-synthesis.md.
Most calls are YAML AskUserQuestion blocks (`verbatim`); route-publish, route-hook-design, route-llm-integration and
solution-synthesis are written in Korean and were rendered in English (`filled`). Fixture: "lintpal", a plugin that
reviews Terraform and shell scripts, maintained by Jun Park.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import SKILLMAKER

F = "skillmaker"
W = "skills/wizard/"
R = W + "references/"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(SKILLMAKER, path, section)


README = ("# lintpal\n\nA Claude Code plugin that reviews Terraform and shell scripts.\n\n"
          "## Decisions (Jun)\n- Published as a marketplace on GitHub (junpark/lintpal), single repo.\n"
          "- Skills stay small: Knowledge skills for guidelines, scripts only in Tool skills.\n"
          "- Hooks never call an LLM; blocking hooks must be deterministic.\n")


def fs(extra=None, shown=None, base=True):
    d = {"README.md": README} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    wz = "/wizard"
    cx = Q("Select project complexity", "Complexity", ["Simple", "Standard (Recommended)", "Advanced"])
    sec = S(W + "SKILL.md", "Complexity Detection")
    call(F, "complexity", sec, "verbatim", wz, fs(), cx,
         L("other", sel("Standard (Recommended)"), "A workflow setting with nothing against the recommended default."))
    call(F, "complexity", sec, "verbatim", wz, fs({"CLAUDE.md": "Keep lintpal minimal: one skill per check, no "
                                                                "orchestration layers. Use the simple wizard path.\n"}),
         cx, L("style", sel("Simple"), "CLAUDE.md asks for the simple path and no orchestration."))

    act = Q("What would you like to do?", "Action", [
        O("New Project", "Initialize new plugin/marketplace"), O("Skill", "Create new skill"),
        O("Agent", "Create subagent with skills"), O("Command", "Create workflow command")])
    sec = S(W + "SKILL.md", "Routing")
    call(F, "action", sec, "verbatim", wz + " add a skill for tflint rules", fs(), act,
         L("other", sel("Skill"), "The request names a skill for tflint rules."))
    call(F, "action", sec, "verbatim", wz, fs(), act,
         P("other", "No request or project note says what to build; the menu is the person's intent.", ()))

    purpose = Q("What is your goal?", "Purpose", [
        O("Marketplace Distribution (Recommended)", "Create a marketplace that others can install via 'claude "
                                                    "marketplace add'"),
        O("Personal Use Only", "Local plugin for your own use (simpler setup)")])
    sec = S(R + "route-project-init.md", "Step 1")
    call(F, "purpose", sec, "verbatim", wz + " new project", fs(), purpose,
         L("architecture", sel("Marketplace Distribution (Recommended)"), "README records publishing as a marketplace."))
    call(F, "purpose", sec, "verbatim", wz + " new project", fs({"NOTES.md": "Just my own helpers for work — company "
                                                                            "code, not to be shared outside.\n"},
                                                               base=False), purpose,
         L("architecture", sel("Personal Use Only"), "The notes say the helpers are company-internal and not to be "
                                                     "shared, against the recommended marketplace.", ["outward"]))

    gh = Q("Do you have a GitHub account/organization?", "GitHub", [
        O("Yes - Use GitHub", "Deploy via GitHub repository"), O("No - Local Path", "Users will need to "
                                                                                 "clone/download")])
    sec = S(R + "route-project-init.md", "Step 2")
    call(F, "github", sec, "verbatim", wz + " new project", fs(), gh,
         L("other", sel("Yes - Use GitHub"), "README names the GitHub repo junpark/lintpal."))
    call(F, "github", sec, "verbatim", wz + " new project", fs(base=False), gh,
         P("other", "Whether the person has a GitHub account is a fact about them.", ["about_person"]))

    stype = Q("Skill type?", "Type", [O("Knowledge", "Guidelines, high freedom"), O("Hybrid", "Guidance + scripts"),
                                      O("Tool", "Script-driven, low freedom"), O("Unsure")])
    sec = S(R + "route-skill.md", "Step 2")
    call(F, "skilltype", sec, "verbatim", wz + " skill: shell quoting guidelines", fs(), stype,
         L("style", sel("Knowledge"), "A guideline skill, and README says guideline skills are Knowledge skills."))
    call(F, "skilltype", sec, "verbatim", wz + " skill: run shellcheck and summarize", fs(), stype,
         L("style", sel("Tool"), "Running shellcheck is script-driven; README keeps scripts in Tool skills."))

    skills = Q("Which skills?", "Skills", [
        O("tf-style", "Terraform naming and layout guidelines"), O("tflint-run", "Runs tflint and parses output"),
        O("shell-quoting", "Shell quoting guidelines"), O("release-notes", "Drafts release notes")], multi=True)
    sec = S(R + "route-agent-command.md", "AGENT Step 2")
    call(F, "agentskills", sec, "filled", wz + " agent: terraform reviewer", fs(), skills,
         L("scope", multi("tf-style", "tflint-run"), "A Terraform reviewer needs the Terraform skills only."))

    flow = Q("Coordination?", "Flow", ["Sequential", "Parallel", "Conditional"])
    sec = S(R + "route-agent-command.md", "COMMAND Step 3")
    call(F, "flow", sec, "verbatim", wz + " command: review-all", fs({"docs/review-all.md": "review-all: run the "
                                                                                          "terraform and shell "
                                                                                          "reviewers independently, "
                                                                                          "then merge findings.\n"}),
         flow, L("architecture", sel("Parallel"), "The spec runs the two reviewers independently."))
    call(F, "flow", sec, "verbatim", wz + " command: review-all", fs(), flow,
         P("architecture", "Nothing says how the agents depend on each other and no delegate option is offered.", ()))

    mcp = Q("What MCP server do you need?", "MCP Server", [
        O("Serena (Code Analysis)", "Symbol-level code operations"), O("Playwright (Browser)", "Web automation and "
                                                                                              "testing"),
        O("Custom MCP Server", "Other MCP server"), O("Multiple Servers", "Combine multiple MCP servers")])
    sec = S(R + "route-mcp.md", "Step 2")
    call(F, "mcp", sec, "verbatim", wz + " mcp for symbol lookup in HCL", fs(), mcp,
         L("other", sel("Serena (Code Analysis)"), "Symbol lookup is code analysis."))

    iso = Q("How should the MCP be accessed?", "Strategy", [
        O("Agent Gateway (Recommended)", "Subagent with direct MCP access"),
        O("Subprocess Gateway", "Separate process with stdin/stdout"),
        O("Daemon SSE", "Shared daemon with SSE transport")])
    sec = S(R + "route-mcp.md", "Step 3")
    call(F, "isolation", sec, "verbatim", wz, fs(), iso,
         L("architecture", sel("Agent Gateway (Recommended)"), "No project constraint; take the recommended default."))

    ver = Q("What type of verification do you need?", "Scope", [
        O("Quick Validation", "Schema, paths, structure only (~1s)"),
        O("Full Analysis (Recommended)", "Validation + semantic analysis (~30s)"),
        O("Deep Diagnostics", "All agents + detailed recommendations")])
    sec = S(R + "route-analyze.md", "Step 0")
    call(F, "verify", sec, "verbatim", wz + " analyze", fs(), ver,
         L("other", sel("Full Analysis (Recommended)"), "Recommended setting, nothing against it."))

    pub = Q("Distribution method?", "Publish", ["Single Repo (Recommended)", "Multi Repo (Advanced)"])
    sec = S(R + "route-publish.md", "Step 1")
    call(F, "publish", sec, "filled", wz + " publish", fs(), pub,
         L("architecture", sel("Single Repo (Recommended)"), "README settles a single repo."))

    push = Q("Validation E016: the marketplace uses a GitHub source but 4 files are not pushed. Push them now?",
             "Push", [O("Push now", "git push origin main"), O("Skip", "Publish later")])
    sec = S(R + "route-publish.md", "Step 2 (E016)")
    call(F, "e016", sec, "prose", wz + " publish", fs(shown="Unpushed: .claude-plugin/marketplace.json, "
                                                            "skills/tf-style/SKILL.md, skills/tflint-run/SKILL.md, "
                                                            "skills/tflint-run/run.sh"), push,
         P("confirmation", "Pushing to the public repo publishes the plugin.", ["outward"]))

    hook = Q("What do you want the hook to do?", "Purpose", [
        O("Gate / validation", "Block tool use under a condition, validate input"),
        O("Side effect", "Logging, notifications, saving memory"),
        O("AI evaluation", "Analyze content with an LLM and act on it"),
        O("Workflow control", "Multi-step, state-driven flow")])
    sec = S(R + "route-hook-design.md", "Step 1")
    call(F, "hook", sec, "filled", wz + " hook: block terraform apply without plan file", fs(), hook,
         L("architecture", sel("Gate / validation"), "Blocking apply without a plan is a deterministic gate; README "
                                                     "rules out LLM calls in hooks."))
    call(F, "hook", sec, "filled", wz + " hook: judge if a shell edit is risky", fs(), hook,
         L("architecture", typ("Hooks may not call an LLM (README); make it a deterministic pattern gate or move the "
                               "judgement into a skill"), "The request needs AI judgement but README forbids LLM "
                                                          "calls in hooks; no option fits."))

    llm = Q("Where do you want to call the LLM from?", "Context", [
        O("From a hook", "AI evaluation in PreToolUse, PostToolUse etc."),
        O("From an agent/skill", "LLM call inside a subagent or skill"),
        O("Background processing", "Non-blocking background agent"),
        O("Isolated MCP session", "A separate session with only certain MCPs")])
    sec = S(R + "route-llm-integration.md", "Step 1")
    call(F, "llm", sec, "filled", wz + " llm: summarize tflint findings", fs(), llm,
         L("architecture", sel("From an agent/skill"), "README rules out hooks; summarizing belongs in a skill."))

    fix = Q("Which solutions should be applied?", "Action", [
        O("Split run.sh validation", "Move input checks out of run.sh into a Knowledge section"),
        O("Add allowed-tools", "Declare Bash in tflint-run's frontmatter"),
        O("Apply all", "Apply every recommended solution"), O("Later", "Analysis only for now")], multi=True)
    sec = S("skills/critical-analysis-patterns/references/solution-synthesis.md", "Solution Synthesis")
    call(F, "synth", sec, "filled", wz + " analyze", fs(shown=(
        "Findings: W012 tflint-run uses Bash without allowed-tools · W031 run.sh mixes guidance text into a Tool "
        "skill.")), fix, L("scope", multi("Apply all"), "Both fixes are local, reviewable edits that follow README."))
    call(F, "synth", sec, "filled", wz + " analyze", fs(shown=(
        "Findings: W012 tflint-run uses Bash without allowed-tools · W031 run.sh mixes guidance text into a Tool "
        "skill.\nNote: allowed-tools Bash would let the skill run any shell command without a prompt.")), fix,
         P("scope", "Granting unrestricted Bash to a skill is a permission grant the owner should decide.",
           ["security"]))
