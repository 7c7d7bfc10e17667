"""The v39 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v39.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# jaodsilv/claudius: the gitx plugin's git and GitHub commands (rebase, merge, remove-branch, remove-worktree,
# merge-pr, pr, update-pr, fix-issue, worktree, ignore, comment-to-pr, create-issue) under gitx/commands/,
# read at 2aadeb53bc3e356b087c973d232ad3bd92110d6a
GITX = "jaodsilv/claudius"

# Jacod97/Agents_Skills_for_Researcher: research-planning skills (research-intake and its question templates,
# research-advisor, skill-profiler, architecture-designer), read at 674e992f2a9b7f4a7cfe288ede382935b59dbac5
RES = "Jacod97/Agents_Skills_for_Researcher"

# markus41/claude: the upgrade-suggestion plugin's commands (suggest-upgrades, upgrade-deep-dive,
# upgrade-roadmap) under plugins/upgrade-suggestion/commands/, read at 948246d3c337c82b3fe30fe3e52d2b3f8659df2b
UPS = "markus41/claude"

# latestaiagents/agent-skills: the ai-safety-guardrails skills (database-safety, git-safety, migration-safety,
# file-operation-safety) under skills/safety/ai-safety-guardrails/, read at 6120c5539db3e2cdff47b61d32720e68a3c1b0b3
SAFE = "latestaiagents/agent-skills"
