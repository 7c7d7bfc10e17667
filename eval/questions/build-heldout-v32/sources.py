"""The v32 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v32.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# tarekbadrsh/.claude: an interactive documentation updater (commands/update-docs.md), read at
# 0affaac4ab52cbd51132f86f5550e39e13d11173
TBDOCS = "tarekbadrsh/.claude"

# transform-ia/claude-plugins: GitHub and Docker operations plugins (github/commands/remove-main-branch.md,
# github/commands/bootstrap.md, docker/commands/upgrade.md), read at d7bbe59d7afb6b5008544048e9710faec6b6f445
TFIA = "transform-ia/claude-plugins"

# paat/claude-plugins: agent-sync, emails-to-github-issues and analyst-companion (plugins/agent-sync/commands/init.md,
# plugins/emails-to-github-issues/skills/emails-to-github-issues/SKILL.md,
# plugins/analyst-companion/commands/meeting-end.md), read at 53430a676f3110b80ba9e226b65c273dceafc093
PAAT = "paat/claude-plugins"

# memyselfandm/cconami: product-ops commands (apps/dot-claude/commands/product/ops/prd-meeting/prd-meeting.md,
# .../linear/refine-feature/refine-feature.md, .../linear/refine-epic-lite/refine-epic-lite.md), read at
# 425f5c783b86d8dc4dcf6942cfeda30f042069ef
CCONAMI = "memyselfandm/cconami"
