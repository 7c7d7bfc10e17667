"""The v18 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v18.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# ulmentflam/get-research-done: a research workflow for ML experiments (studies, hypotheses, protocols, a recursive
# validation loop and a human evaluation gate); commands/grd/evaluate.md and commands/grd/new-study.md read at
# afcf0d9e697b03cebce628a1b373385c868faf22
GRD = "ulmentflam/get-research-done"

# dwmkerr/claude-toolkit: everyday development commands and skills (ghpr opens or creates the branch's PR, next wraps
# up the work, learn-and-improve proposes configuration changes); read at 5432a9f68ac0af4427e19bfa820bc44e57c4b03d
DWTOOLKIT = "dwmkerr/claude-toolkit"

# opencloudtool/agentty: a Rust TUI whose release skill asks which version bump to apply, then bumps, verifies,
# writes the changelog with contributors, tags with a v prefix and pushes (the tag push publishes the release);
# skills/release/SKILL.md read at 772495b6737a07b5f73de0afbf77d2100a5b8a5a
AGENTTY = "opencloudtool/agentty"

# daegunjhy/claude-plugins: the agentify skill turns a workflow into a skill, agent, rule or command and asks for
# candidates, trigger, scope, type, distribution (publishing to a public marketplace included) and owner; read at
# d194c9e882d68bab8092b321bfed14d75c656e15
AGENTIFY = "daegunjhy/claude-plugins"
