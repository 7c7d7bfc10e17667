"""The v41 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v41.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# kriscard/kriscard-claude-plugins: the obsidian-second-brain plugin (commands audit-para, process-inbox,
# daily-startup, spot-drift; skills/para-project and its interview-questions reference), essentials/skills/commit,
# neovim-advisor commands (nvim-plugins, nvim-check-config), content (tech-document-creator skill, write-blog
# command) and ideation/skills/ideation, read at bfc7d5b2aabe409c2866768e27227e9652192049
KRC = "kriscard/kriscard-claude-plugins"

# flash-financials/claude-plugins: the flash plugin's operations skills and agents (skills/flash-production,
# flash-db, flash-infra, flash-secrets; agents/flash-prod, flash-infra; commands/tunnel-config, tunnel-open),
# read at 462767ee857ea7c43c3a889e4ea3acc0c73972c4
FLF = "flash-financials/claude-plugins"

# YoungjaeDev/my-claude-plugins (yjdev) and sakiphan/claude-devops-skills (devopsk) keep their repository in their own
# module's REPO constant: corpus_yjdev.py (read at d45022b16a86ac64098704be2c709c52dac8850a) and corpus_devopsk.py
# (read at 4c59a890815c686978ad930a91f6e551276176a6)
