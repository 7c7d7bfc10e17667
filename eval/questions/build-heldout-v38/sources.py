"""The v38 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v38.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# cuioss/plan-marshall: a plan lifecycle (init, refine, outline, plan, execute, finalize) with a setup wizard
# (marshall-steward) and a finalize pipeline (commit-push, PR, CI, branch cleanup), read at
# 31211a99b34942b1ab7f9fb7515009491f8e59c7
MARSHAL = "cuioss/plan-marshall"

# inference-sim/sdlc-plugins: research workflows (hypothesis-test, research-ideas, _summarize-problem-context),
# read at 61a3eddb91040b3ec2dd46b36e27732e2d4cf418
HYPO = "inference-sim/sdlc-plugins"

# parcadei/Continuous-Claude-v3: skills (premortem, fix, workflow-router, discovery-interview) under .claude/skills/,
# read at d07ff4b06b62f43771bc0c927d0211b734d6149e
CCV3 = "parcadei/Continuous-Claude-v3"

# carlrannaberg/claudekit: slash commands (dev/cleanup, git/push, git/commit, create-command, create-subagent,
# spec/create, validate-and-fix) under src/commands/, read at f22a4f9030520394bf1a517b46ad7585badf5130
CKIT = "carlrannaberg/claudekit"
