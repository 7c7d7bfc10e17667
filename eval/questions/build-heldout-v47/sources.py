"""The v47 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v47.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# MikeCodeur/killer-saas (killsaas): src/commands/{ks-prd,ks-architect,ks-design-system,ks-design,ks-research,ks-plan,
# ks-orchestrator,ks-ship}.md and src/AGENTS.md, read at e92a5d0b6e013f093494e3d4795964fc86a06002; the repository is
# kept in corpus_killsaas.py's REPO constant.

# tonylofgren/supercharge-smart-home-claude-skills (smarthome): commands/{esphome,ha-yaml,node-red,ha-integration}.md
# and {esphome,home-assistant,node-red,ha-integration-dev}/SKILL.md, read at 77139f33c07b79ca66fc856a8fa40981aea64796;
# the repository is kept in corpus_smarthome.py's REPO constant.

# KingInYellows/yellow-plugins (yellow): plugins/gt-workflow/skills/{gt-amend,smart-submit,gt-merge,gt-stack-plan}/SKILL.md,
# plugins/gt-workflow/skills/gt-cleanup/references/{actionable-categories,worktree-cleanup-offer}.md,
# plugins/yellow-ci/commands/ci/{runner-cleanup,report-linear}.md, plugins/yellow-semgrep/commands/semgrep/fix.md,
# plugins/yellow-debt/commands/debt/{triage,fix}.md, read at 00967bd6d530d8a660f4f3d98b1495186c234e17; the repository is
# kept in corpus_yellow.py's REPO constant.

# pjschulz3004/claude-plugins (scribe): scribe/commands/{plan,continuity,character,research}.md, scribe/skills/*/SKILL.md
# (plan-story, write-draft, edit-ai-patterns, edit-hostile, ingest, character-psychologist, plan-character-arc),
# scribe/references/editing-pipeline.md, kg/skills/{add,ingest,setup}/SKILL.md, library/skills/acquire/SKILL.md, read at
# adcfe909c6485691de85e54af564cf72ff001180; the repository is kept in corpus_scribe.py's REPO constant.
