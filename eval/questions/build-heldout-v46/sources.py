"""The v46 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v46.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# n0rvyn/indie-toolkit (indie): dev-workflow/skills/{run-phase,finalize,self-pacing,next-increment,
# choose-personality,review-before-commit,fix-bug,write-dev-guide}/SKILL.md, dev-workflow/references/decision-points.md,
# apple-dev/skills/{project-kickoff,setup-ci-cd,design-parity-build,sync-design-md,audit-finishing-touches}/SKILL.md,
# read at eeb8f2e7836b78e3590bba021883f9ea71dba1f7; the repository is kept in corpus_indie.py's REPO constant.

# notchrisgroves/ia-framework (iafw): .claude/commands/{pentest,vuln-scan,segmentation-test,secure-config,
# benchmark-gen,code-review,dependency-audit,threat-intel,risk-assessment,arch-review,newsletter}.md,
# .claude/commands/write/prompts/05-PUBLISH.md, .claude/skills/security-testing/templates/MENTOR-MODE-CHECKPOINTS.md,
# read at f6384517700aba941536b0587248d59943d1293f; the repository is kept in corpus_iafw.py's REPO constant.

# 5unn7/akount (akount): .claude/commands/pm/{execute,execute-parallel}.md, .claude/commands/processes/{work,claim,begin,
# review,brainstorm,plan,audit,diagnose}.md, .claude/commands/braindump.md, .claude/rules/task-population.md, read at
# dca9b51b563c2edd0f3bc24a1289d7a5789a8025; the repository is kept in corpus_akount.py's REPO constant.

# cestoliv/BABAK (babak): .claude/skills/backup-new-service/SKILL.md read at c0de117da7c09b813a2d7bec48e4b1353f8cc975 and
# .claude/skills/backup-test-service/SKILL.md read at d2e49303bc1cebbffd49c08c538a0f8b7ab40c55 (the stored versions; no one
# commit holds both as read); the repository is kept in corpus_babak.py's REPO constant.
