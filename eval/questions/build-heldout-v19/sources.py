"""The v19 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v19.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# sequant-io/sequant: an issue-to-release workflow (assess, improve, verify, release); .claude/skills/release,
# assess, improve and verify SKILL.md read at e70de1c7a9b062a2e64877d39d9161d108037492
SEQUANT = "sequant-io/sequant"

# keboola/ai-kit: Keboola's plugins for component developers and the platform changelog; component-developer
# commands (init, migrate-repo) read at 715861786baed013fefe24be78ac97b722a39e7b, plugins/changelog/commands/
# changelog.md at 525c2d766b81ac9b5dd2c44b2f26da19cd7a246a and publish-to-ghost.md at
# 8c32424541d4cb6fe9c236c6a979a405a3dd3399
KEBOOLA = "keboola/ai-kit"

# fluidnotions/sprint-workflow: sprint planning by conversation (a brief refined in rounds, then a sprint PRD);
# commands/plan-sprint.md read at bafa60b246bfbd0c09731a9b1859d671f1adbad1
SPRINT = "fluidnotions/sprint-workflow"

# pulumi/docs: the documentation site's own Claude Code commands; .claude/commands/new-doc/SKILL.md read at
# 2ad611db15407344a34a9376d72e04107b1ef395, new-doc/references/questions-regular.md at
# a8e200955ddebf39eea0cee3140d974e0e8fd83e, address-review/SKILL.md at 0c8258a223390d8451b3ea5b40416fdab7437f12
PULUMIDOCS = "pulumi/docs"
