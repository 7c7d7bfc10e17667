"""The v14 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v14.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# liorfranko/Spectra: the /spectra:* spec-driven feature workflow (cancel, accept, merge, issues); read at
# c5084623f0858870c334c72f09e40f6e56e72323
SPECTRA = "liorfranko/Spectra"

# parhumm/jaan-to: product, data, release and ops skills (backend-data-model, devops-deploy-activate,
# release-iterate-changelog, qa-issue-report); read at 19e105e43ca6778032ef0c7af9e19cc95dae6cd3
JAANTO = "parhumm/jaan-to"

# mikeydotio/agentic-workflows: the semver plugin (questions built by bin/semver-cli for bump, tracking stop,
# auto-bump and repair), the rca root-cause skill and forge's deploy step; read at
# 7db48cb79105298bdd46b15d7dfd6983aaab7171
AGENTIC = "mikeydotio/agentic-workflows"

# AirMile/claude-config: Dutch-language project skills (core-merge: worktree integration by PR or local merge and
# cleanup; project-add: new or cloned projects, GitHub publish, shell alias; core-export: repomix exports;
# marketing-promo: screenshots of a running app); read at f896ecbaea663a6cf292199570279edf9aea13ff
AIRMILE = "AirMile/claude-config"
