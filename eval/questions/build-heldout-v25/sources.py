"""The v25 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v25.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# dork-labs/dorkos: the project's own maintenance and release commands (.claude/commands/system/release.md,
# app/cleanup.md, app/upgrade.md, adr/create.md), read at f168a84457fdf6b145ba04102006cc18844a2d50
DORKOS = "dork-labs/dorkos"

# Data-Wise/craft: a developer-workflow plugin with a teaching-site publish flow (commands/site/publish.md,
# skills/release/SKILL.md and references/pipeline-steps.md, commands/git/protect.md, commands/git/worktree.md,
# commands/docs/update.md), read at ec5797e6610fccebe42efb197868c354f74fddf5
CRAFT = "Data-Wise/craft"

# treasure-data/aps_claude_tools: customer-data-platform implementation plugins (plugins/cdp-ingestion/commands/
# ingest-new.md, cdp-staging/commands/transform-table.md, cdp-histunion/commands/histunion-create.md,
# histunion-validate.md, cdp-orchestrator/commands/cdp-implement.md), read at
# fc7e8eac18550c453c4cf04c29b42cbb2676875e
TDCDP = "treasure-data/aps_claude_tools"

# brentwpeterson/claude-commands: a content agency's business and delivery commands (commands/landing.md,
# send-email.md, respond-comment.md, plan-feature.md, deploy-project.md, claude-trash.md,
# skills/proposal-creation/SKILL.md), read at be749c99dc0504db1534c42f82678eaa8f0846d2
CUCUMBER = "brentwpeterson/claude-commands"
