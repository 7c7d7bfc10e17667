"""The v52 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v52.md).

The authoring functions (O Q L call sel multi typ person src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# t0uchY233/smm_agent (smmflow): .claude/skills/video-script/SKILL.md read at
# 2f2f455e0d27e5901ee857d83b74389a6aa979fd, .claude/skills/publish-from-script/SKILL.md read at
# 0a24b29a0e38bf8001bdb978b71703e02de8cac4, .claude/skills/repurpose-youtube-video/SKILL.md read at
# b1f351099c0f040b33ffe6a2e436344c2a25de51; the repository is kept in corpus_smmflow.py's REPO constant.

# haiiibin/claude-multi-agent-investing (cainvest): .claude/commands/{trade,rebalance,tax-harvest,reconcile,
# allocate-cash}.md read at cf9f1932c02216c850c47e9ded56db3eaa91dda3; the repository is kept in corpus_cainvest.py's
# REPO constant.
