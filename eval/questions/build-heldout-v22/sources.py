"""The v22 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v22.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# benpeter/despicable-agents: a multi-agent development orchestrator (nefario): team approval, reviewer approval,
# execution plan approval, mid-execution gates, post-execution phases, security findings, verification issues,
# architecture-review impasses, the PR gate and an existing PR; skills/nefario/SKILL.md read at
# bd0ab5a18499c00d392201a87eff05515e4aafa0
NEFARIO = "benpeter/despicable-agents"

# glittercowboy/taches-cc-resources: research and planning commands (commands/research/options.md,
# feasibility.md), prompt creation (commands/create-prompt.md), MCP server and skill creation
# (skills/create-mcp-servers/workflows/create-new-server.md, references/creation-workflow.md,
# skills/create-agent-skills/workflows/create-new-skill.md) and an autonomous loop's setup
# (skills/setup-ralph/workflows/setup-new-loop.md), read at 1757615b99ab789a72ff2d02e9f6112af2a15c04
TACHES = "glittercowboy/taches-cc-resources"

# openhoat/shellm: a project's own release and task workflow (.claude/skills/release/SKILL.md,
# start-task/skill.md, cleanup-worktree/SKILL.md), read at d29f0c04e9579bfb5a45369925eb47851fb2c42e
SHELLM = "openhoat/shellm"

# prabha-oss/benai-skills-develop: marketing and product skills (plugins/marketing/skills/website-launch-kit,
# case-study, plugins/product/skills/n8n-prd-generator SKILL.md each), read at
# 9323c9529bc9177807e5d6b6338e25c9ac158f54
BENAI = "prabha-oss/benai-skills-develop"
