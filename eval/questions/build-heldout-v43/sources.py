"""The v43 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v43.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# sighup/claude-workflow (cwflow): plugin/skills/cw-*/SKILL.md and cw-worktree's references, read at
# 594f414889547d1ad8e0f1ff9e9046185db3d74c; the repository is kept in corpus_cwflow.py's REPO constant.

# agenticapps-eu/claude-workflow (agenticwf): setup/SKILL.md, update/SKILL.md and migrations/0000-baseline.md, read at
# bb59fe60a4ab12bf6346e5d60e402e06559be0d2; the repository is kept in corpus_agenticwf.py's REPO constant.

# juninjune/claude-toolkit (wtkit) and SorraTheOrc/SorraAgents (sorra) keep their repository in their own module's REPO
# constant: corpus_wtkit.py (read at 95b416cbb6299198e81ebf189af1f5147b2e65e8) and corpus_sorra.py (read at
# 8f0285b0015f329b2e623b09df435c400cdf2174)
