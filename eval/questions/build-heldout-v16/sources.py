"""The v16 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v16.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# yonatangross/orchestkit: the ork plugin's workflow skills (commit mode, create-pr type, fix-issue approach and
# local CI, review-pr focus, implement isolation, verify scope, release-sync targets and podcast); read at
# 7c4f5aa8453eab32ccfeb2b08b77fe4c31fc6256
ORK = "yonatangross/orchestkit"

# foxtrottwist/iterative-development: a skill that interviews, plans atomic tasks and runs them in fresh-context
# loops (resume check, interview questions, plan approval, blocked and timed-out tasks, wrap-up); read at
# c078b8d0888e70c05b2950ea288e6b5d36fab644
ITERDEV = "foxtrottwist/iterative-development"

# hapo-nghialuu/antigravity-kit: product and design skills in .claude (brainstorming's purpose, users and scope,
# spec-init's feature type, mobile-design, frontend-design, nodejs-best-practices); read at
# 3a15a54ef41809e54a424ef5ecb14f4a1a87a1c0
AGKIT = "hapo-nghialuu/antigravity-kit"

# bianbianzhu/claude-code-utilities: skills for git worktrees, reviewing another agent's answer and building
# skills with evaluations (skill-pipeline's "Ask when" prompts); read at ae93c919cbfe45d346210419fd53027ee469d6a7
CCUTIL = "bianbianzhu/claude-code-utilities"
