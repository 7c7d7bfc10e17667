"""The v12 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v12.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# Spec-Flow (spec → clarify → plan → tasks → implement → ship): commands, phase agents and skills under .claude/;
# read at af8c38263ba3e23263c36c434fcd2c5c3c1e90eb
SPECFLOW = "marcusgoll/Spec-Flow"

# mwguerra's plugin collection: prd-builder, taskmanager and e2e-test-specialist;
# read at 965b237b341068ac9c8706e0fda68e7c326d448e
MWGUERRA = "mwguerra/claude-code-plugins"

# Spec-Workflow-Toolkit (Japanese-language spec-first commands: quick-impl, spec-implement, debug, project-setup,
# spec-review, resume); read at 580807abf3032bb45095964bea43bfd968f59043
SWTOOLKIT = "MysMon/Spec-Workflow-Toolkit"

# Clavain (bead-driven sprints: route, sprint gates, campaign, writing-plans, landing-a-change, setup);
# read at 023da2680f0079623c41a2c037ef4ba2e623cb1a
CLAVAIN = "mistakeknot/Clavain"
