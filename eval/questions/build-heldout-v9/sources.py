"""The v9 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v9.md).

The authoring helpers (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

CCGS = "Donchitos/Claude-Code-Game-Studios"            # 984023ddac0d5e27624f2baacde6105e45de375f
HERMIT = "gtapps/claude-code-hermit"                   # 44b85f96085614221e25b5123386e24788367a13
L3DN = "L3DigitalNet/Claude-Code-Plugins"              # e20e22ee117ed5f523b7bdcf3587c200191e3c97
WIWDD = "WhatIfWeDigDeeper/agent-skills"               # 479a862cea5ae7bc72b36ab94e9736573f8c34cb
