"""The v49 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v49.md).

The authoring functions (O Q L call sel multi typ person src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# BlueEventHorizon/bw-cc-plugins (anvil): plugins/anvil/skills/{commit,create-pr,impl-issue,create-issue}/SKILL.md
# and plugins/forge/skills/update-version/SKILL.md, read at 86286d15603d460691dc6d2bedde1d99abb5e57a; the repository
# is kept in corpus_anvil.py's REPO constant.

# reggiechan74/cc-plugins (reggie): report-to-web/commands/{generate,publish}.md,
# kids-camp-planner/skills/setup/SKILL.md, kids-camp-planner/commands/camp-plan.md,
# structured-english/commands/{assess-inferred-intent,update-human-spec,convert-human-to-llm}.md,
# d3-visualizations/skills/d3js/SKILL.md, math-paper-creator/commands/plain-english.md,
# course-curriculum-creator/commands/{0-analysis/create-course,1-desired-results/generate-objectives}.md, read at
# e7cfd40ea52ba22efea1d2724b44ba763f8c1ccf; the repository is kept in corpus_reggie.py's REPO constant.
