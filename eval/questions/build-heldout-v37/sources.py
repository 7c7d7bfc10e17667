"""The v37 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v37.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# modu-ai/moai-adk: a spec-first development harness (plan/run/sync/clean/feedback/e2e/project/harness/goal workflows
# under .claude/skills/moai/workflows/), read at 1519f26600686f8a3cb272f2c2b33b818f62348d
MOAI = "modu-ai/moai-adk"

# a-horde-o-bees/claude-plugins: a git skill with verbs (commit, release, pr-merge, doctor; skills/git/), read at
# 684f92c69f91ed6983d71f1cdb8f5f5aa548037a
HORDE = "a-horde-o-bees/claude-plugins"

# m-m-n/em-claude-plugins: an orchestrated develop workflow (spec, plan, implement, review, verify; Japanese prose),
# em-workflow/skills/develop/SKILL.md and em-workflow/references/*.md, read at 9f5d7aeac8e524edbff44d8b54ea269a17d69472
EMWF = "m-m-n/em-claude-plugins"

# smy14520/claude-plugins: seed-kit (init, brainstorm, wayfinder skills; Chinese prose), plugins/seed-kit/skills/,
# read at ceb4fc5d31eb611f8de3c129229773b01476379c
SEED = "smy14520/claude-plugins"
