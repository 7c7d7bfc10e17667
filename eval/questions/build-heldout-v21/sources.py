"""The v21 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v21.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# 0xHoneyJar/loa: an agent-driven development framework (PRD, architecture, sprint planning, implementation, run mode,
# feedback, credentials, framework updates); .claude/commands/plan.md, feedback.md, update-loa.md, loa-setup.md,
# .claude/protocols/git-safety.md and .claude/skills/discovering-requirements, designing-architecture,
# planning-sprints, implementing-tasks, run-mode, riding-codebase and managing-credentials SKILL.md read at
# 76458ff24ce078ec9765bae7c3764f8fdc62425a
LOA = "0xHoneyJar/loa"

# terrylica/cc-skills: a developer's operations plugins (macOS disk hygiene, a git-town fork contribution workflow, a
# worktree manager, Gmail access through 1Password, session-log provenance); plugins/devops-tools/skills/disk-hygiene,
# worktree-manager, session-chronicle, plugins/git-town-workflow/skills/contribute and
# plugins/gmail-commander/skills/gmail-access SKILL.md read at 265421d2dad27dc034dc395a973e4c0f1acd8762
CCSKILLS = "terrylica/cc-skills"

# edwinhu/claude-plugins: research workflows (data-science brainstorm and verification, writing brainstorm for
# articles, feature design, clarification and verification); lib/skills/ds-brainstorm, ds-verify, dev-clarify,
# dev-verify and skills/dev-design, writing-brainstorm SKILL.md read at b471e218ef61211a46245f4195405137f00309a3
EDWINHU = "edwinhu/claude-plugins"

# laurigates/claude-plugins: product documentation and repository upkeep (Blueprint PRD/ADR/PRP management, feature
# tracking, story reconciliation, fork PRs upstream, backlog triage, issue-to-PR, the end-of-session pass);
# blueprint-plugin/skills/blueprint-init, blueprint-upgrade, blueprint-feature-tracker-sync,
# blueprint-story-reconcile, git-plugin/skills/git-upstream-pr, git-triage, git-issue and
# session-plugin/skills/session-end SKILL.md read at d687dc3959db08048f1fd17cdca9950be72b1a2c
BLUEPRINT = "laurigates/claude-plugins"
