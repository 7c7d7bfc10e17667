"""The v15 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v15.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# hwells4/loop-agents: agent pipelines run in tmux (ralph work loop, refine, sessions: start, attach, kill, cleanup;
# create-tasks from a PRD; test-setup, test-audit; monitor); read at 5f75371ff8cf3f446b80f6289bc94f12d959fb3f
LOOPAGENTS = "hwells4/loop-agents"

# MolcajeteAI/plugin: the Molcajete spec, plan, build and review commands (setup, preflight, walkthrough, fix,
# change, build's plan-adaptation question, the resolution gate); read at f54666621735a9315ec16a0153cf25fcc7697ac9
MOLCAJETE = "MolcajeteAI/plugin"

# kenrogers/cicero: a SaaS starter's agent commands (push-release: release type, changelog confirmation, an existing
# tag; retrospective: where a lesson is saved; advise: which skills to explore); read at
# 643c83db3eee2549f4142d780be77635cb363517
CICERO = "kenrogers/cicero"

# jdillon/commando: a CLI's release commands (project-release: version confirmation, tag and push;
# project-prerelease: changelog audit and update); read at 859972412e78ce816aae77a95eae9488b2dd41f3
COMMANDO = "jdillon/commando"
