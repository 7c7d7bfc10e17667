"""The v20 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v20.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# aws-solutions-library-samples/guidance-for-claude-code-with-amazon-bedrock: the EPCC (Explore-Plan-Code-Commit)
# workflow plugin; assets/claude-code-plugins/plugins/epcc-workflow/commands/prd.md, trd.md, epcc-explore.md,
# epcc-plan.md, epcc-resume.md and epcc-commit.md read at 4d11e8c07c3e54d62052699bd1eef1e998f49b48
EPCC = "aws-solutions-library-samples/guidance-for-claude-code-with-amazon-bedrock"
EPCC_DIR = "assets/claude-code-plugins/plugins/epcc-workflow/commands/"

# RHEcosystemAppEng/agentic-collections: Red Hat's skill packs for OpenShift developers, SREs and virtualization
# admins; rh-developer/skills/deploy, helm-deploy, rh-sre/skills/playbook-executor, ocp-admin/skills/cluster-creator
# and rh-virt/skills/vm-create SKILL.md read at e37ea6dca764e6bf5cb81fe76683d8962e2fa3ff
RHAC = "RHEcosystemAppEng/agentic-collections"

# niznik-dev/cruijff_kit: LLM fine-tuning and evaluation experiments on a SLURM cluster (torchtune, inspect-ai);
# .claude/skills/design-experiment (SKILL.md, param_selection.md, logging.md, references/scorers.md),
# scaffold-experiment, run-experiment, explore-experiment, archive-experiment, create-tabular-schema and check-release
# read at
# 72a4aceb1f8f54bd5bd8738ec895ea740ecf2e4a
CRUIJFF = "niznik-dev/cruijff_kit"

# anthropics/knowledge-work-plugins: the small-business plugin (an owner's books, customers, campaigns and hiring);
# small-business/skills/invoice-chase, plan-payroll, crm-cleanup, close-month, handle-complaint, run-campaign,
# lead-triage, price-check, contract-review, job-post-builder and smb-onboard SKILL.md read at
# 5267cf7bff3031921d4474b8e8f86ad02d2b8f6d
SMALLBIZ = "anthropics/knowledge-work-plugins"
