"""The v17 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v17.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# opensesh/KARIMO: a PRD-driven agent execution framework; its configure command asks the execution mode, confirms
# the detected stack, the file boundaries, automated review and its provider, the Claude subscription, the model,
# parallelism, pre-PR checks, cost controls and the CD provider; read at f682b36cf7157fefc12f11c4829c4591726f96f7
KARIMO = "opensesh/KARIMO"

# hostodo/odo-cli: the Hostodo VPS CLI; its Claude Code skill (/hostodo) maps requests to CLI commands and asks
# before deploying a paid instance, stopping or restarting one and paying an invoice; read at
# 0641174451f6eb6732fac19af50775c6980df5fd (the commit that added SKILL.md)
HOSTODO = "hostodo/odo-cli"

# chris-hendrix/claudehub: plugins for GitHub work (submit-pr, clean-branches, checkout-default, create-branch,
# create-issue), the Ralph execution loop (plan, run, cancel) and setup (install-mcps); read at
# 86979a073a619e857c71a761943bd1e8f113e81b
CLAUDEHUB = "chris-hendrix/claudehub"

# matt-grain/claude-code-kanban: a release skill (bump, commit and push main, tag, GitHub release, npm publish left
# to the person); .claude/skills/release/SKILL.md read at bd1163185159de2578a29bf074311f68f0ae7366 and
# .claude/commands/release.md at a0367737b84b9b37c3db75ca768add3d1e293d20
KANBAN = "matt-grain/claude-code-kanban"
