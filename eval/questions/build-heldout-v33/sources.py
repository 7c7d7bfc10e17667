"""The v33 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v33.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# corygabrielsen/skills: review and orchestration skills with human-in-the-loop gates
# (review-skill/lib/006_HIL_PLAN_APPROVAL.md, review-skill/lib/009_HIL_CHANGE_CONFIRMATION.md,
# mission-control/lib/setup/HIL_GATE_PLAN_APPROVAL.md, mission-control/lib/preflight/HIL_HOLD.md,
# mission-control/lib/control/HIL_ANOMALY.md, mission-control/lib/control/HIL_NEXT_ACTION.md, evolve/SKILL.md),
# read at 240318068220443c9d8231f3e06b16dd31b48d32
MISSIONCTL = "corygabrielsen/skills"

# tcotav/claudecode: ops skills (skills/git-ship/SKILL.md, skills/helm-check/SKILL.md, skills/tf-plan/SKILL.md,
# skills/write-design-doc/SKILL.md, skills/project-sprint-planning/SKILL.md), read at
# 659ce3227a2a8692ee11330cf2183b92366d38ad
OPSKILLS = "tcotav/claudecode"

# nuitsjp/MyEnvironments: GitHub issue and worktree skills (windows/home/.claude/skills/issue-creator/workflow.md,
# .../issue-starter/workflow.md, .../worktree-remover/workflow.md, .../skill-best-practices-applier/workflow.md),
# read at c08e3604a2c752be3eeecb65981cbeba4d488467
WTISSUE = "nuitsjp/MyEnvironments"

# skybase-int/tarmac: a Linear ticket writer (.claude/skills/create-linear-ticket/SKILL.md), read at
# 715105a52932072f0de2cbc3a94d7d545ef62ce5
LINTIX = "skybase-int/tarmac"
