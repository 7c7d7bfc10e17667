"""The v8 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v8.md).

The authoring helpers (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

OCTO = "nyldn/claude-octopus"                          # 6a1fd2b272183d1ecdbe81fe8d2175e53c3f290c
CCSYS = "Piebald-AI/claude-code-system-prompts"        # 391175e5663a4160b6e399b3b8cc8b51a5f7128d
LUAN = "luan/dot-claude"                               # 72f24d020064d309aad19d81f43d5450d060ad0b
DLM = "vanman2024/dev-lifecycle-marketplace"           # 6bf82c798057f100de192e05874656ecee4b52ec
