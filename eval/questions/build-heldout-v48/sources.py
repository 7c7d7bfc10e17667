"""The v48 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v48.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# slamb2k/mad-skills (madskills): skills/{brace,rig,speccy,build,ship,logbook,dock,keel}/SKILL.md,
# skills/build/references/{pre-stage,stage-prompts}.md, references/location-check.md,
# skills/speccy/references/interview-guide.md, skills/{dock,keel}/references/interview-guide.md, read at
# 0cfb0d93235d32067df26da5b1ee8e8a5b27d8c2; the repository is kept in corpus_madskills.py's REPO constant.

# rocksoup/junestore (june): .claude/skills/{deploy-to-shopify,session-close,sync-from-shopify}/SKILL.md,
# scripts/{deploy-to-shopify,session-close}.sh and CLAUDE.md, read at 194ede85da1f27e1c105b49db9ca74c5bc68e271; the
# repository is kept in corpus_june.py's REPO constant.

# ArcBlock/agent-skills (blocklet): plugins/blocklet/skills/{blocklet-pr,blocklet-dev-setup,blocklet-branch,
# blocklet-server-dev-setup,blocklet-getting-started}/SKILL.md, plugins/agentloop/skills/{setup-routines,fleet-setup,
# design-review}/SKILL.md, .claude/skills/{commit,pull-request}/SKILL.md, read at
# 847e45ba77ea4013ce3ef01fcc3af83c37f674d0; the repository is kept in corpus_blocklet.py's REPO constant.

# AndreHahm/andres-cc-marketplace (gitkit): plugins/git-kit/skills/{merge-pr,git-rebase-sync,starting-work,commit,
# handling-review-findings}/SKILL.md, plugins/analysis-kit/skills/running-a-full-retrospective/SKILL.md,
# plugins/codex-kit/skills/codex-rescue/SKILL.md, read at 365e9f06df7b0f91d26e531614694950b8450d60; the repository is
# kept in corpus_gitkit.py's REPO constant.
