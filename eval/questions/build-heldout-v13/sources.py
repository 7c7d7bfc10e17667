"""The v13 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v13.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# ll931217/dotfiles: the /flow:* PRD workflow under .claude/commands/flow/ (plan → generate-tasks → implement →
# cleanup) and its shared AskUserQuestion templates; files read at the commits listed in corpus_flow.py
FLOW = "ll931217/dotfiles"

# povesma/rlm-mem: the /rlm-mem:plan:* and /dev:* commands (PRD with mandatory clarifying questions, task
# implementation with scope checks, commit/PR texts); files read at the commits listed in corpus_rlmmem.py
RLMMEM = "povesma/rlm-mem"

# intrusive-memory/skills: release, ship-swift-library and fix-code-signing skills (PR-based releases with tags,
# GitHub releases and a rebased development branch; Swift library shipping; Xcode signing fixes)
INTRUSIVE = "intrusive-memory/skills"

# dbt-labs/dbt-agent-skills: dbt skills (Core → Fusion migration triage, running dbt commands, impact of a model
# change, dbt Mesh, semantic layer, DAG diagrams); read at 9eee2733ed63bb26edb8fcd0237d8c4589a773e6
DBT = "dbt-labs/dbt-agent-skills"
