"""The v36 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v36.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# rnagrodzki/sdlc-marketplace: a software-delivery plugin (commit, version/release, PR, received review, ship pipeline,
# plan execution, setup) — plugins/sdlc-utilities/skills/*/SKILL.md, read at 8499eda21f102953059164fcdca4994fbfec8cd1
SDLC = "rnagrodzki/sdlc-marketplace"

# zircote/sigint: market-research swarm (start/augment/update/report/issues/migrate skills and the research
# orchestrator agent), read at d1e1009a1c7a80138ac4979cbba3c2eae1e10ed5
SIGINT = "zircote/sigint"

# zircote/human-voice: writing-voice elicitation and AI-pattern detection (commands/voice-*.md,
# agents/interview-conductor.md, question-bank/modules/M01, M02), read at 4c0574bcda00291197f7b8d1b5c22b2a409c62c2
HVOICE = "zircote/human-voice"

# eykd/vance-ts: a Cloudflare Workers template with deployment and spec commands (.claude/skills/start,
# deploy-your-app, research, design-overdrive; .claude/commands/sp/06-analyze.md), read at
# 548afca81ea8ee7f0924d19b002968af1c6857af
VANCE = "eykd/vance-ts"
