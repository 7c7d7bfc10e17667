"""cruijff (niznik-dev/cruijff_kit): LLM fine-tuning and evaluation experiments on a SLURM cluster. /design-experiment
confirms the experiment directory, asks about base-model controls, models, LoRA ranks, whether a small model gets a
full dedicated GPU, whether to adopt the compute estimates and parameter recommendations from prior runs, the
scorers, the visualization labels and whether the text datasets exist; /scaffold-experiment asks whether to go on
when fine-tuning scaffolding failed and, when the design gives none, the evaluation time limit; /run-experiment asks
about a stale environment and offers explore-experiment at the end; /explore-experiment asks what to do with earlier
outputs; /archive-experiment asks for a findings.md and confirms the archive plan (copy, then delete checkpoints and
the experiment directory) with AskUserQuestion; /create-tabular-schema asks what coded values mean and never guesses;
/check-release walks a weekly release with a decision point at each
stage (release or stop, open PRs, the version, the changelog entry, the release PR, the tag and GitHub release).

Files read (@ 72a4aceb1f8f54bd5bd8738ec895ea740ecf2e4a), under .claude/skills/: design-experiment/param_selection.md
(Steps 1-2, Data Generation Detection, Step 4 with its GPU allocation and compute estimation, Scorer Selection,
Visualization Labels),
design-experiment/logging.md (the LoRA rank options), design-experiment/references/scorers.md,
scaffold-experiment/SKILL.md and evaluators/inspect_agent.md, run-experiment/SKILL.md, explore-experiment/SKILL.md
(User Questions), archive-experiment/SKILL.md (Steps 3-4), create-tabular-schema/SKILL.md (Steps 4-5, value maps),
check-release/SKILL.md (Steps 1-5).

explore-experiment's question and the GPU question are written out with their options (`verbatim`); the archive
confirmation names AskUserQuestion with a "Proceed? (y/n)" plan; the others are prose questions or decision points
turned into calls (`prose`, options from the skill's text; the model, scorer and time-limit options from the
skill's references, `filled`). Compute estimates, failures, plans, commits and drafts shown first are in `shown.md`.

Fixtures: the capitalization lab (CLAUDE.md: every fine-tuning experiment includes a base-model control; GPU hours
are billed to Prof. Salganik's grant and anything over 20 GPU-hours in one experiment needs her OK; checkpoints are
deleted once an experiment is archived and summarized; claude.local.md with the scratch directory and SLURM
defaults), the toolkit's own repository (CLAUDE.md: patch releases by default, minors when the maintainers decide,
Claude may push release branches and open the release PR, Mattie merges it and pushes tags and GitHub releases) and
plain directories.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import CRUIJFF

F = "cruijff"

D = ".claude/skills/"

LAB_MD = ("# Capitalization lab (cruijff_kit)\n\n"
          "- Every fine-tuning experiment includes a base-model control.\n"
          "- GPU hours are billed to Prof. Salganik's grant; any experiment over 20 GPU-hours needs her OK first.\n"
          "- Archive an experiment once summary.md exists; checkpoints are deleted after archiving (we never keep them).\n")
LAB = {"CLAUDE.md": LAB_MD,
       "claude.local.md": "Scratch directory: /scratch/gpfs/LAB/ana\nSLURM Defaults: account=lab, constraint=gpu80\n"}
KIT_MD = ("# cruijff_kit\n\n- Releases: patch by default; a minor only when the maintainers decide.\n"
          "- Claude may push release branches and open the release PR.\n"
          "- Mattie merges release PRs and pushes tags and GitHub releases.\n")
KIT = {"CLAUDE.md": KIT_MD, "pyproject.toml": "[project]\nname = \"cruijff_kit\"\nversion = \"0.9.2\"\n"}
PL = {"claude.local.md": "Scratch directory: /scratch/gpfs/GRP/lee\n"}

PATH = Q("Experiment directory: /scratch/gpfs/LAB/ana/ck-projects/capitalization/cap_rank_sweep_2026-11-27/. Proceed with this path?",
         "Directory", [O("Yes, use this path"), O("Use a different path")])
CONTROLS = Q("Should we include base model controls?", "Controls", [
    O("Yes", "Evaluate base models without fine-tuning to measure the effect of fine-tuning"), O("No")])
MODELS = Q("Which model(s) to fine-tune?", "Models", [
    O("Llama-3.2-1B-Instruct"), O("Llama-3.2-3B-Instruct"), O("Llama-3.1-8B-Instruct")], multi=True)
RANKS = Q("Which LoRA ranks should the sweep cover?", "LoRA ranks", [
    O("4, 8 (quick comparison)"), O("4, 8, 16 (comprehensive)"), O("8, 16, 32 (higher capacity focus)")])
GPU = Q("Use a full dedicated GPU for complete utilization metrics? (Recommended; choose 'no' for faster queue times if you don't need GPU utilization metrics.)",
        "GPU", [O("Yes (Recommended)"), O("No")])
ADOPT = Q("Do you want to adopt these recommendations?", "Estimates", [
    O("Accept all"), O("Accept some, reject others"), O("Override with different values")])
SCORERS = Q("Which scorers should be used for evaluation?", "Scorers", [
    O("match"), O("includes"), O("risk_scorer"), O("numeric_risk_scorer")], multi=True)
VIS = Q("How should runs be labeled in visualizations? The default is to use the full run name (e.g., `1B_1K`), but you can specify shorter labels.",
        "Labels", [O("Use full run names (default)"), O("Shorter labels")])
DATA = Q("Do you have generated text datasets, or will you need to create them?", "Datasets", [
    O("I have generated datasets"), O("Need to create them")])
SCAFFAIL = Q("Fine-tuning scaffolding failed. Do you want to continue with evaluation scaffolding?", "Scaffold", [
    O("Continue with evaluation scaffolding"), O("Stop and fix fine-tuning first")])
EVALTIME = Q("No evaluation time estimate in the design. What time limit should eval jobs get?", "Eval time", [
    O("0:10:00"), O("0:30:00"), O("1:00:00")])
STALE = Q("The environment is stale (pins changed since the last install). pip install -e . first or continue anyway?", "Env", [
    O("pip install -e . first"), O("Continue anyway")])
EXPLORE = Q("Want me to also run explore-experiment for visualizations and a full report? It's optional and can be run any time.",
            "Explore", [O("Yes"), O("No")])
EXISTING = Q("Found existing exploration outputs in exploration/. What would you like to do?", "Existing", [
    O("Keep existing files, add new outputs (Recommended)"), O("Clean exploration directory first")])
FINDINGS = Q("Would you like to write a brief findings.md before archiving? This captures what you learned from the experiment.",
             "Findings", [O("Yes, write findings.md"), O("No, archive without it")])
ARCHIVE = Q("Proceed with this archive plan?", "Archive", [O("Yes, archive"), O("No")])
RELEASE = Q("Proceed with a release or stop here?", "Release", [O("Proceed with a release"), O("Stop here")])
VERSION = Q("Confirm the version number for this release.", "Version", [O("0.9.3 (patch)"), O("0.10.0 (minor)")])
CHANGELOG = Q("Approve this changelog entry?", "Changelog", [O("Approve"), O("Edit it")])
PRREADY = Q("Push release-0.9.3 and open the release PR?", "Release PR", [O("Yes"), O("Not yet")])
TAG = Q("Tag v0.9.3 on the merge commit, push the tag and create the GitHub Release?", "Tag", [O("Yes"), O("No")])


def commits(*lines):
    return {"shown.md": "Since v0.9.2: " + "; ".join(lines) + "\n"}


def build():
    P = D + "design-experiment/param_selection.md"
    sec = src(CRUIJFF, P, "Confirm with User")
    call(F, "path", sec, "prose", "/design-experiment LoRA rank sweep on capitalization", LAB, PATH,
         L("confirmation", sel("Yes, use this path"), "The path follows claude.local.md's scratch directory and the capitalization project."))
    sec = src(CRUIJFF, P, "Should We Include Base Model Controls?")
    call(F, "controls", sec, "prose", "/design-experiment LoRA rank sweep on capitalization", LAB, CONTROLS,
         L("scope", sel("Yes"), "CLAUDE.md: every fine-tuning experiment includes a base-model control."))
    sec = src(CRUIJFF, P, "Which Models?")
    call(F, "models", sec, "filled", "/design-experiment LoRA rank sweep on Llama-3.2-1B-Instruct", LAB, MODELS,
         L("scope", multi("Llama-3.2-1B-Instruct"), "The person names the one model to sweep."))
    sec = src(CRUIJFF, D + "design-experiment/logging.md", "USER_QUESTION")
    call(F, "ranks", sec, "prose", "/design-experiment quick check whether LoRA rank matters at all for 1B", LAB, RANKS,
         L("scope", sel("4, 8 (quick comparison)"), "The person wants a quick check, the option the skill calls a quick comparison."))
    call(F, "ranks", sec, "prose", "/design-experiment", PL, RANKS,
         L("scope", person("Which ranks to sweep is the researcher's scientific question and nothing records it."),
           "No settling file.", ["about_person"]))
    sec = src(CRUIJFF, P, "Available Hyperparameters for Torchtune")
    call(F, "gpu", sec, "verbatim", "/design-experiment LoRA rank sweep on Llama-3.2-1B-Instruct", LAB, GPU,
         L("style", sel("Yes (Recommended)"), "The recommended default; nothing asks for faster queues."))
    call(F, "gpu", sec, "verbatim", "/design-experiment 1B rank sweep, the queue is packed and I only need the accuracy numbers", LAB, GPU,
         L("style", sel("No"), "The person only needs accuracy, not GPU utilization, and wants faster queue times."))

    sec = src(CRUIJFF, P, "4. Present to user and get explicit approval")
    call(F, "adopt", sec, "prose", "/design-experiment LoRA rank sweep on Llama-3.2-1B-Instruct",
         merge(LAB, {"shown.md": ("## Compute Estimates (informed by 2 prior experiments)\n| Run | Time | GPUs | Memory |\n"
                                  "| 1B_rank4 | 0:15:00 | 1 | 80G |\n| 1B_rank8 | 0:15:00 | 1 | 80G |\n| Eval jobs | 0:05:00 | 1 | 80G |\n"
                                  "Total about 0.6 GPU-hours.\n- Batch size: 4 -> 8 (prior peak GPU memory 12.3 GB / 80 GB)\n")}), ADOPT,
         L("confirmation", sel("Accept all"), "Estimates from prior runs, well under the lab's 20 GPU-hour limit, and a batch size with memory headroom."))
    call(F, "adopt", sec, "prose", "/design-experiment calibration across 1B, 3B and 8B",
         merge(LAB, {"shown.md": ("## Compute Estimates\n| Run | Time | GPUs | Memory |\n| 1B | 2:00:00 | 1 | 80G |\n"
                                  "| 3B | 6:00:00 | 2 | 160G |\n| 8B | 12:00:00 | 4 | 320G |\n| Eval jobs | 1:00:00 | 1 | 80G |\n"
                                  "Total about 64 GPU-hours.\n")}), ADOPT,
         L("confirmation", person("About 64 GPU-hours, and CLAUDE.md says experiments over 20 GPU-hours need Prof. Salganik's OK because they are billed to her grant."),
           "Money, reserved to a named person.", ["about_person"]))

    sec = src(CRUIJFF, P, "Scorer Selection")
    call(F, "scorers", sec, "filled", "/design-experiment capitalization rank sweep, score it like the last one",
         merge(LAB, {"prior_experiment_summary.yaml": "evaluation:\n  scorers: [match, includes]\n"}), SCORERS,
         L("scope", multi("match", "includes"), "The person asks to score like the last experiment, which used match and includes."))
    call(F, "scorers", sec, "filled", "/design-experiment", PL, SCORERS,
         L("scope", person("Nothing says what the task's targets are or how the researcher wants it scored; the scorers define what the experiment measures."),
           "No settling file.", ["about_person"]))
    sec = src(CRUIJFF, P, "Visualization Labels (vis_label)")
    call(F, "vis", sec, "prose", "/design-experiment LoRA rank sweep on capitalization", LAB, VIS,
         L("style", sel("Use full run names (default)"), "The skill's default; nothing asks for other labels."))
    sec = src(CRUIJFF, P, "Tabular-to-Text .json Generation")
    call(F, "data", sec, "prose", "/design-experiment prompting styles on the ACS data",
         merge(LAB, {"data-listing.txt": "ck-data/acs/\n  dict_full_train_a1b2c3d4.json\n  dict_full_test_e5f6a7b8.json\n  dict_synonym_test_9c0d1e2f.json\n"}), DATA,
         L("other", sel("I have generated datasets"), "The generated files for both conditions are already in ck-data/acs/."))

    T = D + "create-tabular-schema/SKILL.md"
    CODES = Q("Column SEX uses numeric codes (1, 2). What do they mean?", "Value map", [
        O("1 = Male, 2 = Female"), O("1 = Female, 2 = Male"), O("I'll provide a codebook")])
    sec = src(CRUIJFF, T, "Step 5: Review and Refine")
    call(F, "codes", sec, "prose", "/create-tabular-schema acs_2022.csv",
         merge(LAB, {"codebook/acs_2022_codebook.txt": "SEX  Sex\n  1 .Male\n  2 .Female\n"}), CODES,
         L("other", sel("1 = Male, 2 = Female"), "The codebook in the project maps 1 to Male and 2 to Female."))
    call(F, "codes", sec, "prose", "/create-tabular-schema survey_wave3.dta", PL, CODES,
         L("other", person("The skill never guesses coded values and no codebook is in the project; only the person can supply the mapping."),
           "Only the person knows.", ["about_person"]))

    S2 = D + "scaffold-experiment/SKILL.md"
    sec = src(CRUIJFF, S2, "Error Handling")
    call(F, "scaffail", sec, "prose", "/scaffold-experiment",
         merge(LAB, {"shown.md": "scaffold-torchtune: FAILED for 2/2 runs (dataset path /scratch/gpfs/LAB/ana/ck-data/cap/train.json not found)\n"}), SCAFFAIL,
         L("other", sel("Stop and fix fine-tuning first"), "The fine-tuned runs' evaluations need the checkpoints that fine-tuning cannot produce yet; fixing the dataset path comes first.", ["reports_failure"]))
    sec = src(CRUIJFF, D + "scaffold-experiment/evaluators/inspect_agent.md", "Eval time limit")
    call(F, "evaltime", sec, "filled", "/scaffold-experiment",
         merge(LAB, {"prior-eval-times.txt": "cap_4L_2025-10-22: eval jobs 0:03:40-0:04:20\ncap_8L_2025-11-05: eval jobs 0:04:05\n"}), EVALTIME,
         L("other", sel("0:10:00"), "Prior evaluation jobs took about four minutes; ten leaves a safe margin."))

    R = D + "run-experiment/SKILL.md"
    sec = src(CRUIJFF, R, "Dependency version check")
    call(F, "stale", sec, "prose", "/run-experiment",
         merge(LAB, {"shown.md": "STALE ENV\n| package | installed | pinned |\n| torchtune | 0.5.0 | 0.6.1 |\n| inspect-ai | 0.3.40 | 0.3.52 |\n"}), STALE,
         L("other", sel("pip install -e . first"), "Running on mismatched pins risks wasted GPU jobs; reinstalling fixes it.", ["reports_failure"]))
    sec = src(CRUIJFF, R, "Next Step: Summarize Results")
    call(F, "explore", sec, "prose", "/run-experiment and give me the full report when it's done", LAB, EXPLORE,
         L("confirmation", sel("Yes"), "The person asked for the full report, which is what explore-experiment writes."))
    call(F, "explore", sec, "prose", "/run-experiment", LAB, EXPLORE,
         L("confirmation", sel("No"), "The skill's default is no and the step can run any time."))

    sec = src(CRUIJFF, D + "explore-experiment/SKILL.md", "Existing Exploration Outputs")
    call(F, "existing", sec, "verbatim", "/explore-experiment", LAB, EXISTING,
         L("other", sel("Keep existing files, add new outputs (Recommended)"), "The recommended, non-destructive default.", ["destructive"]))
    call(F, "existing", sec, "verbatim", "/explore-experiment start clean, the old plots came from the broken run", LAB, EXISTING,
         L("other", sel("Clean exploration directory first"), "The person asks for a clean start; the old outputs are plots from a broken run that the skill regenerates.", ["destructive"]))

    A = D + "archive-experiment/SKILL.md"
    sec = src(CRUIJFF, A, "3. Resolve findings.md")
    call(F, "findings", sec, "prose", "/archive-experiment cap_rank_sweep_2026-11-27",
         merge(LAB, {"shown.md": "Dry run: findings_source: null (no summary.md or findings file)\n"}), FINDINGS,
         L("open_floor", person("What was learned from the experiment is the researcher's to write and nothing records it."),
           "Only the person knows.", ["about_person"]))
    sec = src(CRUIJFF, A, "4. Confirm with User")
    call(F, "archive", sec, "prose", "/archive-experiment cap_rank_sweep_2026-11-27",
         merge(LAB, {"shown.md": ("Archive plan for: cap_rank_sweep_2026-11-27\n  Archive: 1,204 files (3.1 GB) -> /projects/LAB/archive/\n"
                                  "  Delete:  6 checkpoint dirs (48 GB)\nfindings.md: copied from summary.md\n")}), ARCHIVE,
         L("confirmation", sel("Yes, archive"), "summary.md exists and CLAUDE.md says to archive then and never keep checkpoints; the archive is verified before anything is deleted.", ["destructive"]))
    call(F, "archive", sec, "prose", "/archive-experiment ~/runs/lee_prompt_sweep",
         merge(PL, {"shown.md": ("Archive plan for: lee_prompt_sweep\n  Archive: 310 files (0.8 GB) -> /scratch/gpfs/GRP/archive/\n"
                                 "  Delete:  4 checkpoint dirs (31 GB)\n  Incomplete runs: 1 (needs --force)\n")}), ARCHIVE,
         L("confirmation", person("The plan deletes checkpoints and the experiment directory, one run is incomplete, and no rule says those checkpoints can go."),
           "Destructive.", ["destructive"]))

    C = D + "check-release/SKILL.md"
    sec = src(CRUIJFF, C, "Step 1: What's changed?")
    call(F, "release", sec, "prose", "/check-release",
         merge(KIT, commits("14 commits, 6 PRs merged (new summarize-experiment skill, two scaffold fixes, docs)", "open PRs: none", "breaking changes: none")), RELEASE,
         L("confirmation", sel("Proceed with a release"), "Merged changes, no open PRs and nothing breaking; every later step still pauses."))
    call(F, "release", sec, "prose", "/check-release",
         merge(KIT, commits("2 commits (typo fix in README, CI cache key)", "open PRs: none")), RELEASE,
         L("confirmation", sel("Stop here"), "Only a typo and a CI tweak since the last tag; nothing user-facing to release."))
    call(F, "openpr", sec, "prose", "/check-release",
         merge(KIT, {"shown.md": "Open PRs: #518 'Add axolotl optimizer' (@mkhan, opened 3 weeks ago, CI green, no review yet)\n"}),
         Q("PR #518 is still open. Merge it, defer it, or close it before the release?", "Open PR", [O("Merge"), O("Defer"), O("Close")]),
         L("other", person("Merging or closing a contributor's unreviewed PR is outward and a maintainer's call; deferring it is also theirs to decide."),
           "Outward, reserved to the maintainers.", ["outward"]))
    sec = src(CRUIJFF, C, "Step 2: Version bump")
    call(F, "version", sec, "prose", "/check-release",
         merge(KIT, commits("new summarize-experiment skill (#512)", "fix scaffold slurm time (#515)", "docs (#517)")), VERSION,
         L("other", sel("0.9.3 (patch)"), "New skills and fixes are a patch under the project's policy, and CLAUDE.md defaults to patch."))
    call(F, "version", sec, "prose", "/check-release",
         merge(KIT, commits("rename experiment_summary.yaml key `runs` to `jobs`; old files fail to load (#520)", "fixes (#521)")), VERSION,
         L("other", person("A breaking change before 1.0 fits neither option cleanly and CLAUDE.md leaves anything beyond a patch to the maintainers."),
           "Reserved to the maintainers.", ["about_person"]))
    sec = src(CRUIJFF, C, "Step 3: Changelog")
    call(F, "changelog", sec, "prose", "/check-release",
         merge(KIT, {"shown.md": ("## [0.9.3]\n### Added\n#### Skills & Workflows\n- summarize-experiment skill (#512, @jlee)\n"
                                  "### Fixed\n- scaffold writes the SLURM time from the design (#515)\n")}), CHANGELOG,
         L("confirmation", sel("Approve"), "The entry lists the merged changes in the file's Keep a Changelog format."))
    call(F, "changelog", sec, "prose", "/check-release",
         merge(KIT, {"shown.md": ("Since v0.9.2: new summarize-experiment skill (#512); fix scaffold slurm time (#515); fix vis labels (#516)\n\n"
                             "## [0.9.3]\n### Fixed\n- scaffold writes the SLURM time from the design (#515)\n- vis labels in plots (#516)\n")}), CHANGELOG,
         L("confirmation", typ("Add the new summarize-experiment skill (#512) under Added > Skills & Workflows; the draft leaves out the release's headline change."),
           "The draft misses the main change listed just above it."))
    sec = src(CRUIJFF, C, "Step 4: Branch, PR, and merge")
    call(F, "pr", sec, "prose", "/check-release", merge(KIT, {"shown.md": "release-0.9.3: CHANGELOG.md, pyproject.toml (0.9.3) committed\n"}), PRREADY,
         L("confirmation", sel("Yes"), "CLAUDE.md lets Claude push release branches and open the release PR; Mattie merges it.", ["outward"]))
    sec = src(CRUIJFF, C, "Step 5: Tag and release")
    call(F, "tag", sec, "prose", "/check-release", merge(KIT, {"shown.md": "release-0.9.3 merged (merge commit 7d1e0aa on main)\n"}), TAG,
         L("confirmation", person("Pushing the tag and publishing the GitHub Release are outward, and CLAUDE.md gives them to Mattie."),
           "Outward, reserved to a named person.", ["outward"]))
