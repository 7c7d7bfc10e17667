"""The v40 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v40.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# AI-LENS/product-dev-system: the DevFlow plugin's commands (devflow/commands/devflow/{kickstart, execute, init},
# design/design-tokens, pm/{prd-new, plan, epic-decompose}), read at ca485050550aa510ea639b14e753ffa72dcaa4b1
DEVF = "AI-LENS/product-dev-system"

# TaylorHuston/ai-toolkit: the ai-toolkit plugin's commands under plugins/ai-toolkit/commands/ (release, changelog,
# complete, jira-comment, jira-import, jira-promote, toolkit-init, research, implement, adr),
# read at 9bb97539636cd6b20e559c88f0144c61ed669aab
AIT = "TaylorHuston/ai-toolkit"

# SimTimms/deploynope: DeployNOPE's deployment commands .claude/commands/{deploynope-deploy, deploynope-new-work,
# deploynope-rollback}.md, read at 0cf322cd100d78bc9c44750c83dc96b0e6bd63d8
DNP = "SimTimms/deploynope"

# alexsmedile/git-stack: adapters/claude/commands/*, skills/{repo-hygiene, git-ops, repo-governance} and their
# references, read at 29631802c0215ed1199c83db12fbf1bc11b11a90
GST = "alexsmedile/git-stack"
