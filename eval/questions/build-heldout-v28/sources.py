"""The v28 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v28.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# bengous/claude-code-plugins: the ship plugin's PR preparation and local merge commands and the git-tools PR triage
# command (ship/commands/ship-prep.md, ship/commands/ship-merge.md, git-tools/commands/triage.md), read at
# 622b6715d32234d30e59a8efe35be817fa21e9f9
SHIP = "bengous/claude-code-plugins"

# secondsky/claude-skills: Cloudflare Workers, D1, Queues and Nuxt Studio commands
# (plugins/cloudflare-workers/commands/workers-deploy.md, workers-migrate.md, workers-debug.md;
# plugins/cloudflare-d1/commands/d1-setup.md; plugins/cloudflare-queues/commands/queue-setup.md;
# plugins/nuxt-studio/commands/configure-studio-auth.md), read at b9627cae5de6f84bd626fdf9a472c57af00dc6bf
SECONDSKY = "secondsky/claude-skills"

# nathanvale/claude-code-config: personal productivity skills (skills/productivity-sync/SKILL.md,
# skills/archive/new-sprint/SKILL.md, skills/classic-cinema/SKILL.md, references/booking-flow.md, email-send.md), read at
# 175e1bd20c4d7470c0e5050160dbcf76d40b14cb
NATHANVALE = "nathanvale/claude-code-config"

# jupiter-Pulin/plugin-repo: the jupiter-dev-flow plugin's installers and release rule (commands/install-rules.md,
# install-hooks.md, install-scripts.md; rules/update-require.md), read at 3bb7ed8d2339b04dce5fb884187fa529491c148c
JUPITER = "jupiter-Pulin/plugin-repo"
