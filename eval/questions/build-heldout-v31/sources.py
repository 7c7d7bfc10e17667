"""The v31 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v31.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# corca-ai/claude-plugins: the CWF workflow plugin (plugins/cwf/skills/setup/SKILL.md, setup/references/
# runtime-and-index-phases.md, setup/references/codex-scope-integration.md, retro/SKILL.md, handoff/SKILL.md,
# impl/SKILL.md, update/SKILL.md, review/references/synthesis-and-gates.md), read at
# 38576109d67ecbe4a489d393eefbe1ed204a0870
CWF = "corca-ai/claude-plugins"

# fractary/claude-plugins: the FABER workflow manager and its release/infra plugins (plugins/faber/agents/
# faber-manager.md, plugins/repo/skills/pr-manager/SKILL.md, plugins/faber-cloud/agents/infra-manager.md,
# plugins/faber-cloud/README.md), read at 87809bc5acde344e23ea9a90afa9e9beadebf669
FABER = "fractary/claude-plugins"

# sparkst/sparkry-claude-skills: the QRALPH product pipeline (plugins/qralph/skills/qralph/SKILL.md), read at
# 655f2928decfb0fabd60e7e2671f1130f94cf8f6
QRALPH = "sparkst/sparkry-claude-skills"

# jllerenadesign/a11y-skills: accessibility audits of designs and code (accessibility-design/SKILL.md,
# accessibility-code/SKILL.md), read at a5b020a684e83aa445b24bdfe9d7c7ebb1431089
A11Y = "jllerenadesign/a11y-skills"
