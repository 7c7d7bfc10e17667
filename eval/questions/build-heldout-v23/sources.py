"""The v23 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v23.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# camoa/claude-skills: brand content and development plugins (brand-content-design/commands/presentation.md,
# carousel.md, brand-palette.md, html-page.md; ai-dev-assistant/commands/visual-check.md;
# code-quality-tools/commands/setup.md; drupal-ai-contrib/skills/contribution-submit/SKILL.md), read at
# 6d5757efdb2edf77714195015389f33b508a9625
CAMOA = "camoa/claude-skills"

# takusaotome/claude-skills-library: a web server security review's interview wizard
# (skills/web-server-security-reviewer/references/interview_wizard.md), plan clarification
# (commands/clarify.md), critical review (commands/critical-review.md) and bug data analysis
# (skills/qa-bug-analyzer/SKILL.md), read at da2f8b5d2a4cd4d1aa19e92f26d5ca99fdb2e024
SAOTOME = "takusaotome/claude-skills-library"

# jamditis/claude-skills-journalism: a funding proposal wizard (pdf-playground/commands/proposal.md) and the
# autocontext lesson store (autocontext/commands/init.md, setup.md, review.md, evolve.md), read at
# eb43b86e375245be3bf14133386a473b52108a90
JOURNO = "jamditis/claude-skills-journalism"

# vinnie357/claude-skills: the agent-loop epic runner (plugins/core/skills/agent-loop/SKILL.md,
# references/team-leader.md, references/workflows-execution.md, plugins/core/commands/work.md), PRD authoring
# (plugins/pm/commands/prd.md) and user-story authoring (plugins/tools/qa/commands/new-story.md,
# plugins/tools/qa/agents/qa-author.md), read at 47ce1b23c80d01cb941f88b0c51518d275f3b674
VINNIE = "vinnie357/claude-skills"
