"""The v35 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v35.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# JimLiu/baoyu-skills: content and publishing skills (slide decks, article illustrations, cover images, markdown
# formatting, WeChat posting, reverse-engineered X/Gemini clients) and the repository's own release skill
# (.claude/skills/release-skills/SKILL.md, skills/baoyu-*/SKILL.md, skills/baoyu-cover-image/references/...),
# read at 7c5e81fd158c6e14ff0c87b1eced24c9a2bf3f0c
BAOYU = "JimLiu/baoyu-skills"

# getsentry/skills: Sentry's engineering skills (skills/triage-frontend-issues, iterate-pr, sred-project-organizer,
# doc-coauthoring, presentation-creator, create-branch), read at 6abccd60c704f669423d6a06ff0809fa39513ce8
SENTRY = "getsentry/skills"

# cliftonc/drizzle-cube-plugin: analytics commands for a Drizzle Cube semantic layer (commands/dc-setup.md,
# dc-create-cube.md, dc-create-dashboard.md, dc-add-chart.md, dc-query.md, dc-ask.md), read at
# 665335e596c3dc2fda2a6184454a1734f18fcf7a
DRIZZLE = "cliftonc/drizzle-cube-plugin"

# alirezarezvani/claude-skills: a skills library with its own maintenance commands (.claude/commands/plugin-audit.md,
# .claude/commands/update-docs.md, commands/tc.md), read at 7d493fed97e4d57553630e1a2432c1c02bf5b2b3
AREZ = "alirezarezvani/claude-skills"
