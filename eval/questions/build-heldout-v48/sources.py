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
