"""planner (flight505/claude-project-planner): research-backed project planning. /full-plan shows a drafted
project guide for approval, then a configuration form (research engine, parallelization, approval pauses, phases,
quality checks, deliverables); /refine-plan asks how to handle phases depending on a revised one.

Files read (@ 65f2e6ccb16213d450fd4fc63d316adada582ba5): commands/full-plan.md (Steps 3-4), commands/refine-plan.md.
The questions are JSON in the source; headers over 12 characters were shortened and the six-phase multi-select was
cut to four options (the source's limit is 4), so these calls are `filled`. Fixtures: "Tallyroom", an internal
shift-planning tool for a hospital, by Priya Nair.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import PLANNER

F = "planner"
FP = "commands/full-plan.md"
RP = "commands/refine-plan.md"
PH = "/full-plan tallyroom"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(PLANNER, path, section)


def shown(t):
    return {"shown.md": t}


INPUT = ("# Tallyroom — input (Priya)\n\nInternal shift-planning tool for St. Anne's nursing staff. No market, no "
         "sales: internal only. Budget for research APIs: Perplexity only, we have no Gemini key. I want to approve "
         "each phase before the next runs. Deliverables: markdown plus a PDF for the board.\n")
PROJ = {"tallyroom-input.md": INPUT}
BARE = {}


def build():
    guide = Q("Review your project guide. Does it accurately capture your input?", "Verify Guide", [
        O("Accept and proceed", "Guide looks good, continue to configuration"),
        O("Let me edit it", "Open guide in editor for changes"),
        O("Start over", "Discard and re-enter project information")])
    sec = S(FP, "Step 3: Review Guide")
    call(F, "guide", sec, "verbatim", PH, dict(PROJ, **shown("Guide: Tallyroom — internal shift planning for St. "
                                                              "Anne's nursing staff; internal only; Perplexity; "
                                                              "approve each phase; markdown + PDF.")),
         guide, L("confirmation", sel("Accept and proceed"), "The guide matches the input file point for point."))
    call(F, "guide", sec, "verbatim", PH, dict(PROJ, **shown("Guide: Tallyroom — a SaaS shift-planning product for "
                                                              "hospitals nationwide; go-to-market in Q3; Gemini "
                                                              "Deep Research.")),
         guide, L("confirmation", typ("The guide is wrong: Tallyroom is internal only, no market, and Perplexity "
                                      "only; fix those"), "The guide adds a market and a provider the input rules out."))
    call(F, "guide", sec, "verbatim", PH, dict(BARE, **shown("Guide: Tallyroom — shift planning for nursing staff.")),
         guide, P("confirmation", "Whether the guide captures what the person said is theirs to check; no input "
                                  "file to compare against."))

    eng = Q("Which AI provider for research?", "Research", [
        O("Balanced (Recommended)", "Gemini Deep Research for Phase 1, Perplexity for others"),
        O("Gemini Deep Research only", "Comprehensive 60-min research for all phases"),
        O("Perplexity only", "Fast 30-sec research for all phases")])
    sec = S(FP, "Step 4: Configuration")
    call(F, "engine", sec, "filled", PH, PROJ, eng, L("architecture", sel("Perplexity only"), "The input: Perplexity "
                                                        "only, no Gemini key."))
    call(F, "engine", sec, "filled", PH, BARE, eng,
         P("other", "Paid research providers differ in cost and keys; nothing says what the person has or will pay.",
           ["about_person"]))

    par = Q("Enable parallelization for faster execution?", "Performance", [
        O("Yes (Recommended)", "Run independent tasks concurrently (~14% faster)"),
        O("No", "Sequential execution (simpler, more predictable)")])
    call(F, "parallel", sec, "filled", PH, PROJ, par, L("other", sel("Yes (Recommended)"), "A workflow setting with a "
                                                         "recommended default and nothing against it."))

    pause = Q("Pause for approval after each phase?", "Workflow", [
        O("No - run all phases", "Fully autonomous execution (faster)"),
        O("Yes - interactive approval", "Review and approve after each phase")])
    call(F, "pause", sec, "filled", PH, PROJ, pause, L("other", sel("Yes - interactive approval"), "The input asks to "
                                                        "approve each phase."))
    call(F, "pause", sec, "filled", PH, BARE, pause,
         P("other", "How closely the person wants to supervise the run is their working style.", ["about_person"]))

    phases = Q("Which optional planning phases to include?", "Phases", [
        O("Phase 3: Feasibility & Costs", "Risk assessment, cloud costs, ROI"),
        O("Phase 5: Go-to-Market", "Marketing strategy (skip for internal tools)"),
        O("Phase 6: Plan Review", "Final validation and gap analysis"),
        O("AI defensibility", "Score idea against foundation model squeeze")], multi=True)
    call(F, "phases", sec, "filled", PH, PROJ, phases,
         L("scope", multi("Phase 3: Feasibility & Costs", "Phase 6: Plan Review"), "An internal tool: no go-to-market "
                                                                                   "and no moat to score."))
    call(F, "phases", sec, "filled", PH, BARE, phases,
         P("scope", "Which phases to pay research time for depends on the project's nature, which nothing states."))

    deliv = Q("Output formats?", "Deliverables", [
        O("Markdown (always included)", "Human-readable documentation"),
        O("Generate PDF report", "Professional PDF with TOC, citations"),
        O("Generate PowerPoint slides", "Executive presentation deck")], multi=True)
    call(F, "deliverables", sec, "filled", PH, PROJ, deliv,
         L("scope", multi("Markdown (always included)", "Generate PDF report"), "The input: markdown plus a PDF."))
    call(F, "deliverables", sec, "filled", PH, BARE, deliv,
         P("scope", "Who the plan is for and in which form is the person's to say."))

    qual = Q("Enable quality checks?", "Quality", [
        O("Multi-model validation", "Validate architecture with Gemini + GPT + Claude consensus"),
        O("Comprehensive diagrams", "Create C4, sequence, ERD, deployment diagrams"),
        O("Building blocks", "Component specs in buildable YAML format")], multi=True)
    call(F, "quality", sec, "filled", PH, dict(PROJ, **{".env": "PERPLEXITY_API_KEY=pplx-...\n"}), qual,
         L("scope", multi("Comprehensive diagrams", "Building blocks"), "Multi-model validation needs Gemini and "
                                                                         "GPT keys the project doesn't have."))
    call(F, "quality", sec, "filled", PH, BARE, qual,
         P("scope", "Multi-model checks bill several providers; the person's budget isn't recorded.", ["about_person"]))

    dep = Q("Phase 2 revision will affect Phases 3, 4. How should we handle dependencies?", "Dependencies", [
        O("Auto-rerun dependent phases (Recommended)", "Automatically rerun Phases 3, 4 to maintain consistency. Estimated time: 25 min"),
        O("Review each dependent phase individually", "I'll ask before rerunning each phase. More control, takes longer"),
        O("Only revise Phase 2", "Skip dependent phases for now. WARNING: May cause inconsistencies. You'll need to manually review")])
    sec = S(RP, "Dependency handling")
    call(F, "deps", sec, "verbatim", "/refine-plan tallyroom 2", PROJ, dep,
         L("other", sel("Review each dependent phase individually"), "The input asks to approve each phase."))
    call(F, "deps", sec, "verbatim", "/refine-plan tallyroom 2", {"tallyroom-input.md": "# Tallyroom\n\nInternal tool.\n"},
         dep, L("other", sel("Auto-rerun dependent phases (Recommended)"), "Keeping the plan consistent is the "
                                                                            "recommended default; nothing against it."))
    call(F, "deps", sec, "verbatim", "/refine-plan tallyroom 2",
         {"tallyroom-input.md": "# Tallyroom\n\nInternal tool.\n", "planning/phase-4/SPRINTS.md":
          "# Sprints\n\n(hand-edited by Priya 14 May — the board approved this timeline; do not regenerate)\n"},
         dep, L("other", sel("Review each dependent phase individually"), "Phase 4 holds a hand-edited, board-approved "
                                                                           "timeline an auto-rerun would overwrite.",
                ["destructive"]))
