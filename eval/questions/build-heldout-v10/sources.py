"""The v10 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v10.md).

The authoring helpers (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

# twikus's agents-config skills; the files were read at the commits listed in corpus_twikus.py
TWIKUS = "twikus/claude-configuration"

# JayKim88's business-avengers skill; the file was read at the commit listed in corpus_jaykim.py
JAYKIM = "JayKim88/claude-ai-engineering"

# super-state's Mother Brain skill (cli/skills/mother-brain); read at the commit listed in corpus_motherbrain.py
MOTHERBRAIN = "super-state/mother-brain"

# kimseungbin's plugin skills; the files were read at the commit listed in corpus_kimseungbin.py
KIMSEUNGBIN = "kimseungbin/claude-skills"
