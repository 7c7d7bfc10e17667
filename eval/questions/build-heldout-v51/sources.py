"""The v51 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v51.md).

The authoring functions (O Q L call sel multi typ person src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# MickaelV0/roxabi_boilerplate (roxabi): .claude/skills/cleanup/SKILL.md read at
# 186b77387df6001cd1f22c71571582cbe4479c1c, .claude/skills/promote/SKILL.md read at
# 1af871f905c555d7f7763eeb6f80bd3d2243e3b6; the repository is kept in corpus_roxabi.py's REPO constant.

# himicoswilson/himi-claude-plugins (himi): git-worktree/commands/{wt-create,wt-finish}.md read at
# 4fcdc944bf285f658f1417d6e7138acfda5484a9, test-doc-generator/skills/generate-test-docs/references/
# INTERACTION-PATTERNS.md read at 309af409703c01f5395a5fda7dfbb64fe6cc2c3e; the repository is kept in
# corpus_himi.py's REPO constant.
