"""The v11 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v11.md).

The authoring functions (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# mayknxyz's My Kit (kit/.claude: commands and the mykit-* skills); read at the commit listed in corpus_mykit.py
MYKIT = "mayknxyz/my-kit"

# edloidas's skill collection (ship/, build/, plan/, maintain/, workflow/); read at the commit listed in corpus_edloidas.py
EDLOIDAS = "edloidas/skills"

# Enonic's skill collection (skills/gradle-release, .claude/skills/local-issue-creator); commit in corpus_enonic.py
ENONIC = "enonic/ai-agents-skills"

# a RelationalAI-on-Snowflake demo template (INTAKE.md, CLAUDE.md); commit in corpus_raidemo.py
RAIDEMO = "pkarus/nestle-recipes"
