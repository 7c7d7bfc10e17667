"""The v29 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v29.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# kthorn/research-superpower: literature-research skills (skills/research/answering-research-questions/SKILL.md,
# cleaning-up-research-sessions/SKILL.md, finding-open-access-papers/SKILL.md, building-screening-rubrics/SKILL.md),
# read at 2affbfea08b584465207680b906e208de52c4669
LITSEARCH = "kthorn/research-superpower"

# bobmatnyc/claude-mpm: the PM agent's structured question templates (src/claude_mpm/templates/questions/
# pr_strategy.py, ticket_mgmt.py, project_init.py; src/claude_mpm/agents/templates/structured-questions-examples.md),
# read at bb378b48c850f12c0fbba9831d9a00d734fad4cb
MPM = "bobmatnyc/claude-mpm"

# jl-cmd/claude-dev-env: git and session skills (packages/claude-dev-env/.agents/skills/update/SKILL.md,
# fresh-branch/SKILL.md, session-log/SKILL.md, usage-pause/SKILL.md, _shared/end-of-run-gotcha-recommendations.md,
# skills-archived/closeout/SKILL.md), read at 2c589ddba49ad9ac96f9186ca324f4245dea8c91
DEVENV = "jl-cmd/claude-dev-env"

# renchris/claude-infrastructure: the "reso" desk's toolchain operations (commands/limit-recover.md,
# commands/skill-promote.md, commands/evolve-skill.md, skills/cc-upgrade-gate/SKILL.md, skills/model-upgrade/SKILL.md),
# read at c1308dca304cb9b00f7ae3f67e3ee52139e62d9a
RESO = "renchris/claude-infrastructure"
