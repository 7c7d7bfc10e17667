"""The v34 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v34.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# VetSecItPro/claude-code-skills: ops and security slash commands with "Human Decision Trigger" lists
# (.claude/commands/incident.md, db.md, migrate.md, monitor.md, compliance-docs.md, blog.md, mdmp.md),
# read at 4ecd3941b75664ca2ef2828557d046ae95bb748c
VETSEC = "VetSecItPro/claude-code-skills"

# chkim-su/skillmaker: a plugin-development wizard (skills/wizard/SKILL.md, skills/wizard/references/route-*.md,
# skills/critical-analysis-patterns/references/solution-synthesis.md), read at
# 739860e552f947a7ce4fa5f4773ec7e27ac8368f
SKILLMAKER = "chkim-su/skillmaker"

# yaochangyu/api.template: a .NET Web API template whose CLAUDE.md and decision framework require structured
# questions before database, cache, API-flow and template decisions (CLAUDE.md, .claude/decision-framework.md,
# .claude/skills/project-init/references/project-initialization.md), read at
# 5dea6ba69b50871fdd7e9233f7e8fd0bc4696802
APITPL = "yaochangyu/api.template"

# oldit555/skill-router: a global CLAUDE.md that makes every prompt pass a skill-matching checkpoint
# (files/CLAUDE.md, "SKILL ROUTER"), read at dad3d7e760101d44d1ba8f5cd83ebe74417ca312
SKROUTER = "oldit555/skill-router"
