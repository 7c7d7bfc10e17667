"""The v24 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v24.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# chainavawongse/ai-devkit: a spec-driven development lifecycle plugin (plugins/skills/refining-issues,
# technical-planning, executing-plans, cleaning-up-git-worktrees, addressing-pr-feedback, configuring-autonomy,
# generating-agent-documentation; plugins/commands/setup.md, changelog.md, release.md), read at
# 169b9c70a054cb52f5cb95334d8ac61638f58ca5
DEVKIT = "chainavawongse/ai-devkit"

# traczewskim/Test: a team's release and branch commands (commands/commands/create-release.md, merge-release.md,
# release.md, sync-branch.md, pr-review.md), read at 960e7a291beaf4df8ddd94237292875c1038c25b
TRACZ = "traczewskim/Test"

# aakashg/pm-claude-code-setup: product-management skills (.claude/skills/prd-writer, launch-checklist,
# sprint-planner, metrics-definer, user-research, competitive-analysis), read at
# 9be80c62b3a49b3284bf07cd309f6c0add37d7c9
PMSETUP = "aakashg/pm-claude-code-setup"

# electric-sql/electric: the website's blog authoring commands and skill (website/.claude/skills/blog-planner/SKILL.md,
# website/.claude/commands/blog-review.md, blog-image-brief.md), read at dc07a1e6c8ff459b59ce407cdb6bf2f7fd068f36
ELECTRIC = "electric-sql/electric"
