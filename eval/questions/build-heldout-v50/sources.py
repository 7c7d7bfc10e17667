"""The v50 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v50.md).

The authoring functions (O Q L call sel multi typ person src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# musingfox/cc-plugins (musing): jj/commands/{jj-undo,jj-clean,jj-submit,jj-sync}.md,
# omt/commands/{omt,init-agents}.md, context-flow/commands/cf.md, context-flow/docs/human-gate-protocol.md,
# spiral/commands/handoff.md, obsidian-workspace/skills/{jot,init}/SKILL.md, adr/skills/adr/SKILL.md,
# hook-guard/skills/hook-guard/SKILL.md, read at d13f779aab9e3447a797b660609b14b93addae63; the repository is kept in
# corpus_musing.py's REPO constant.

# 21-BreakinCode/cc-plugins (breakin): handover-handler/commands/{init-org,init-service,wrap-up}.md,
# code-reviewer/commands/review-pr.md, code-reviewer/agents/pr-review-orchestrator.md,
# code-reviewer/skills/refresh-principles/SKILL.md, autoresearch/commands/{harness-build,improve}.md,
# remotion-maker/commands/create.md, read at 2264323728928b9f39ce7554aa809431d5773849; the repository is kept in
# corpus_breakin.py's REPO constant.
