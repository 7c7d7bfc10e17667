"""The v44 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v44.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# cooneycw/claude-power-pack (powerpack): .claude/commands/{cpp,flow,cicd,codex,evaluate,second-opinion,documentation}/*.md,
# read at e3a8d80bb0d2eb8415a7e68b50eb55446af5dcdb; the repository is kept in corpus_powerpack.py's REPO constant.

# thoughtspot/thoughtspot-agent-skills (tsagent): agents/cli/ts-*/SKILL.md, read at
# ed70a8fc14312ff9bbd9d03ad45fbd2fb7ebbd25; the repository is kept in corpus_tsagent.py's REPO constant.

# jayteealao/agent-skills (wfship) and AndreyBegma/claude-code-review-skills (revskills) keep their repository in their own
# module's REPO constant: corpus_wfship.py (read at 2424ca7ace58bb80728c19aa37371bd583a316ce) and corpus_revskills.py
# (read at 6ecf3dde2be4cad423035904884fdd5b3535e2ff)
