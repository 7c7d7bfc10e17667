"""The v44 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v44.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# cooneycw/claude-power-pack (powerpack): .claude/commands/{cpp,flow,cicd,codex,evaluate,second-opinion,documentation}/*.md,
# read at e3a8d80bb0d2eb8415a7e68b50eb55446af5dcdb; the repository is kept in corpus_powerpack.py's REPO constant.

# thoughtspot/thoughtspot-agent-skills (tsagent): agents/cli/ts-*/SKILL.md, read at
# ed70a8fc14312ff9bbd9d03ad45fbd2fb7ebbd25; the repository is kept in corpus_tsagent.py's REPO constant.
