"""The v47 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v47.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# MikeCodeur/killer-saas (killsaas): src/commands/{ks-prd,ks-architect,ks-design-system,ks-design,ks-research,ks-plan,
# ks-orchestrator,ks-ship}.md and src/AGENTS.md, read at e92a5d0b6e013f093494e3d4795964fc86a06002; the repository is
# kept in corpus_killsaas.py's REPO constant.

# tonylofgren/supercharge-smart-home-claude-skills (smarthome): commands/{esphome,ha-yaml,node-red,ha-integration}.md
# and {esphome,home-assistant,node-red,ha-integration-dev}/SKILL.md, read at 77139f33c07b79ca66fc856a8fa40981aea64796;
# the repository is kept in corpus_smarthome.py's REPO constant.
