"""The v27 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v27.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# joaquimscosta/arkhe-claude-plugins: developer-environment and documentation skills (plugins/devtools/skills/sops-setup,
# code-env-setup, tilt-setup, taskfile-setup, quality-stack; plugins/playwright/commands/playwright-setup.md;
# plugins/doc/skills/rfc; plugins/git/skills/creating-commit; plugins/core/skills/sdlc-develop/GATES.md), read at
# 8e1be1b8604f3f6adf3ac6469a4271bfa5285ac1
ARKHE = "joaquimscosta/arkhe-claude-plugins"

# yandy-r/claude-plugins: the ycc review and repository-hygiene skills (ycc/skills/pr-autofix, clean, git-cleanup,
# review-fix, quick-review, prp-implement, implement-plan), read at 3a83ec58b8bbc5c05bfa77fbbac71bcd629a3fd5
YCC = "yandy-r/claude-plugins"

# ApurvBazari/claude-plugins: project onboarding, session handoff and session walkthroughs (onboard/skills/start,
# update; handoff/skills/save, pickup, discard; walkthrough/skills/create), read at
# d58093b46f36ff694d7b5e4de58e83015226233e
APURV = "ApurvBazari/claude-plugins"

# ddunnock/claude-plugins: quality-engineering and research skills (skills/problem-definition, rcca-master,
# requirements-dev/commands/reqdev.validate.md, reqdev.deliver.md, concept-dev/commands/concept.init.md,
# documentation-architect/commands/docs.sync.md, skill-tester/commands/st.init.md, st.run.md, st.audit.md), read at
# e22db30ce9da9ff3686cda59edd8855443451ba0
DDUNNOCK = "ddunnock/claude-plugins"
