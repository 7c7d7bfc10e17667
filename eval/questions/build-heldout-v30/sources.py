"""The v30 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v30.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# nebrass/hve-video-director: a video production skill (SKILL.md; workflows/phase-1-storytelling.md,
# phase-2-capture.md, phase-4-production.md, phase-5-audio.md), read at a072a9ca5c663154f4bd1e0a56f590a6e260caa0
HVE = "nebrass/hve-video-director"

# FlineDev/PlanKit: product planning commands and skills (commands/init.md; skills/plan-roadmap/SKILL.md,
# detail-steps/SKILL.md, dashboard/SKILL.md, capture-ideas/SKILL.md), read at da907e31b7e1821e4ac08268653df4c01ec7921a
PLANKIT = "FlineDev/PlanKit"

# hg-pyun/claude-code-marketplace: git and debugging plugins (plugins/git/commands/git-rebase-stack.md,
# plugins/git/skills/git-commit/SKILL.md, github-pr/SKILL.md; plugins/debug/skills/curl-debug/SKILL.md;
# plugins/session-harvester/skills/harvest/SKILL.md), read at 317121d83966c64243297157ba645905ae2590ee
PYUN = "hg-pyun/claude-code-marketplace"

# flight505/claude-project-planner: research-backed project planning (commands/full-plan.md, refine-plan.md),
# read at 65f2e6ccb16213d450fd4fc63d316adada582ba5
PLANNER = "flight505/claude-project-planner"
