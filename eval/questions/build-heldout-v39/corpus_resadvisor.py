"""resadvisor (Jacod97/Agents_Skills_for_Researcher): research-planning skills — research-intake's question
templates (problem, goal, data source and scale, methods, deliverables, scope, constraints), skill-profiler's
familiarity rounds, research-advisor's feasibility and architecture gates.

Files read (@ 674e992f2a9b7f4a7cfe288ede382935b59dbac5): research-intake/SKILL.md,
research-intake/references/INTAKE_TEMPLATES.md, research-advisor/SKILL.md, skill-profiler/SKILL.md,
architecture-designer/SKILL.md (the English copies; kor_reading/ holds Korean versions, not used). The templates
name AskUserQuestion and give the options; the advisor's two gates are filled from their prose. Fixture: a
graduate student's project folder.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import RES

F = "resadvisor"
T = "research-intake/references/INTAKE_TEMPLATES.md"
ADV = "research-advisor/SKILL.md"
SKP = "skill-profiler/SKILL.md"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def fs(extra=None, shown=None):
    d = {"README.md": "# ultrasound-seg\nWorking folder for my research project.\n"}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


NOTES = {"NOTES.md": "Master's thesis (Prof. Han's lab), submission in 5 months. Working alone.\n"
                     "Plan: apply an existing transformer segmentation model (fine-tune SegFormer) to thyroid "
                     "ultrasound.\nData: the lab provides 40k annotated frames (~2 GB, PNG + masks).\n"
                     "Output: thesis chapter + evaluation report.\n"}


def build():
    ph = "/research-advisor"
    sec = src(RES, T, "1. Problem Definition")
    pb = Q("What specific problem are you trying to solve or explore in this research?", "Problem", [
        O("I want to improve the performance/accuracy of existing methods"),
        O("I want to propose a new methodology or model"),
        O("I want to apply existing techniques to a specific domain"),
        O("I want to discover new insights through data analysis")])
    call(F, "problem", sec, "filled", ph, fs(NOTES), pb,
         L("scope", sel("I want to apply existing techniques to a specific domain"), "The notes say: apply an "
           "existing segmentation model to thyroid ultrasound."))
    call(F, "problem", sec, "filled", ph, fs(), pb,
         P("open_floor", "Nothing in the folder says what the research is about; only the researcher knows.",
           ["about_person"]))

    sec = src(RES, T, "2. Research Goal")
    gl = Q("What is the primary purpose of this research?", "Goal", [O("Degree thesis (Master's/PhD)"),
           O("Academic paper (conference/journal submission)"), O("Personal learning and portfolio"),
           O("Practical/workplace application")])
    call(F, "goal", sec, "filled", ph, fs(NOTES), gl,
         L("scope", sel("Degree thesis (Master's/PhD)"), "The notes record a Master's thesis."))
    call(F, "goal", sec, "filled", ph, fs(), gl,
         P("other", "Why the person is doing the research is theirs to say; no file records it.",
           ["about_person"]))
    gp = Q("How do you plan to ultimately use the research results?", "Use", [
        O("Publish as a paper (I have a specific conference/journal in mind)"), O("Build a prototype and validate it"),
        O("A proof-of-concept (PoC) level is sufficient"), O("I haven't decided specifically yet")])
    call(F, "goal-use", sec, "filled", ph, fs({"NOTES.md": "Target: MICCAI 2026 workshop paper (deadline June).\n"}),
         gp, L("scope", sel("Publish as a paper (I have a specific conference/journal in mind)"),
               "The notes name the target workshop."))

    sec = src(RES, T, "3. Data")
    ds = Q("How do you plan to obtain the data for your research?", "Data", [
        O("Use public datasets (Kaggle, HuggingFace, UCI, etc.)"),
        O("Collect it myself (web crawling, APIs, surveys, etc.)"), O("Provided by my institution/lab"),
        O("I haven't decided yet / I'm not sure")])
    call(F, "data-src", sec, "filled", ph, fs(NOTES), ds,
         L("architecture", sel("Provided by my institution/lab"), "The lab provides the annotated frames."))
    call(F, "data-src", sec, "filled", ph, fs({"NOTES.md": "Considering either the public TN3K set or asking the "
         "hospital for our own scans (needs ethics approval).\n"}), ds,
         P("architecture", "The notes leave the choice open and one path needs ethics approval; the researcher "
           "decides.", ["about_person"]))
    sc = Q("What is the approximate scale and format of the data you plan to use?", "Scale", [
        O("Small scale (hundreds to thousands of records, a few MB)"),
        O("Medium scale (tens of thousands of records, hundreds of MB to a few GB)"),
        O("Large scale (hundreds of thousands of records or more, tens of GB+)"), O("I haven't determined this yet")])
    call(F, "data-scale", sec, "filled", ph, fs(NOTES), sc,
         L("scope", sel("Medium scale (tens of thousands of records, hundreds of MB to a few GB)"),
           "40k frames, about 2 GB."))

    sec = src(RES, T, "4. Core Methods")
    cm = Q("What core technology or methodology will you use in your research?", "Method", [
        O("Statistical analysis / data mining"), O("Machine learning (classification, regression, clustering, etc.)"),
        O("Deep learning (CNN, RNN, Transformer, etc.)"), O("LLM utilization (prompting, RAG, fine-tuning, etc.)")])
    call(F, "method", sec, "filled", ph, fs(NOTES), cm,
         L("architecture", sel("Deep learning (CNN, RNN, Transformer, etc.)"), "SegFormer is a transformer "
                                                                              "segmentation network."))
    call(F, "method", sec, "filled", ph, fs({"NOTES.md": "Idea: answer lab-protocol questions with retrieval "
         "over our SOP PDFs and an LLM.\n"}), cm,
         L("architecture", sel("LLM utilization (prompting, RAG, fine-tuning, etc.)"), "The notes describe "
           "retrieval plus an LLM."))
    im = Q("Could you elaborate on the segmentation model? What level of implementation are you considering?",
           "Depth", [O("Use existing models/libraries as-is"), O("Fine-tune existing models on my data"),
                     O("Modify/extend existing architectures"), O("Design a new model/algorithm from scratch")])
    call(F, "method-depth", sec, "filled", ph, fs(NOTES), im,
         L("architecture", sel("Fine-tune existing models on my data"), "The notes say fine-tune SegFormer."))

    sec = src(RES, T, "5. Deliverables")
    dv = Q("What form of final output would you like to produce?", "Output", [
        O("Analysis report / paper (results + visualizations)"), O("Trained model (usable by others)"),
        O("Web demo / dashboard (interactive)"), O("Dataset construction (public or internal use)")])
    call(F, "deliver", sec, "filled", ph, fs(NOTES), dv,
         L("scope", sel("Analysis report / paper (results + visualizations)"), "A thesis chapter and evaluation "
                                                                              "report."))

    sec = src(RES, T, "6. Scope")
    sp = Q("What is the expected duration and team size for this research?", "Scope", [
        O("1-2 months, working alone"), O("3-6 months, working alone"), O("3-6 months, team of 2-3"),
        O("6+ months, lab/team project")])
    call(F, "scope", sec, "filled", ph, fs(NOTES), sp,
         L("scope", sel("3-6 months, working alone"), "Five months, working alone."))
    call(F, "scope", sec, "filled", ph, fs(), sp,
         P("scope", "Time and team are facts about the person's situation that no file records.",
           ["about_person"]))

    sec = src(RES, T, "7. Constraints")
    cs = Q("Are there any equipment or budget constraints for your research? (Multiple selections allowed)",
           "Limits", [O("No GPU server (CPU only or free-tier Colab)"), O("Cannot use paid APIs/services (free only)"),
                      O("Can only use a specific programming language"), O("No particular constraints")], multi=True)
    call(F, "limits", sec, "filled", ph, fs({"NOTES.md": "Compute: free Colab only.\nLab rule: no patient data "
         "to external APIs; no budget for paid services.\n"}), cs,
         L("scope", multi("No GPU server (CPU only or free-tier Colab)", "Cannot use paid APIs/services (free only)"),
           "Free Colab only and no paid or external services."))
    call(F, "limits", sec, "filled", ph, fs({"NOTES.md": "Lab A100 node booked for me; advisor gave $300 of "
         "API credits. Any language is fine.\n"}), cs,
         L("scope", multi("No particular constraints"), "GPU, API budget and language are all available."))
    call(F, "limits", sec, "filled", ph, fs(), cs,
         P("scope", "Hardware and money available to the person are theirs to state.", ["about_person"]))

    sec = src(RES, SKP, "Round 1: Domain Core Concept Understanding")
    fm = Q("How familiar are you with SDF (Signed Distance Field) and ESDF (Euclidean SDF)?", "Familiar", [
        O("I've never heard of them"), O("I know the concept but have never worked with them directly"),
        O("I've read related papers or run code involving them"),
        O("I've implemented them myself or used them in research")])
    call(F, "familiar", sec, "filled", ph, fs(), fm,
         P("other", "The person's own knowledge; nothing records it.", ["about_person"]))
    call(F, "familiar", sec, "filled", ph, fs({"CV.md": "Undergrad project: implemented an incremental ESDF map "
         "for a drone planner (C++, published at a student workshop).\n"}), fm,
         L("other", sel("I've implemented them myself or used them in research"), "The person's CV records an "
           "ESDF implementation.", ["about_person"]))
    me = Q("Do you have experience working with 3D mesh data?", "Mesh", [
        O("I don't really know what a mesh is"), O("I know the concept but have never worked with one directly"),
        O("I've processed meshes with a library"), O("I've written mesh-processing code myself")])
    call(F, "mesh", sec, "filled", ph, fs(), me,
         P("other", "Experience is the person's to report.", ["about_person"]))

    sec = src(RES, ADV, "Step 2: Feasibility (conditionally feasible)")
    fz = Q("Feasibility: conditionally feasible. Proceed to skill and stack analysis?", "Feasible",
           [O("Proceed"), O("Stop here")])
    call(F, "feasible", sec, "filled", ph, fs({"NOTES.md": "Lab A100 (80 GB) node booked for me.\n"},
         shown="Condition: training needs a GPU with at least 24 GB memory.\n"), fz,
         L("confirmation", sel("Proceed"), "The only condition, a 24 GB GPU, is met by the booked A100."))
    call(F, "feasible", sec, "filled", ph, fs(shown="Condition: the hospital scans may only be used after ethics "
         "(IRB) approval; application not yet submitted. Without them the plan has no data.\n"), fz,
         P("confirmation", "The plan hinges on an approval nobody has applied for; going on is the person's "
           "judgement.", ["reports_failure"]))

    sec = src(RES, ADV, "Step 5: Architecture Design")
    ar = Q("Proceed with architecture design for the research system?", "Design", [O("Proceed"), O("Skip")])
    call(F, "arch", sec, "filled", ph, fs(NOTES), ar,
         L("confirmation", sel("Proceed"), "The next step of the advisor's flow; nothing argues for skipping."))
