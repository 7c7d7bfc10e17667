"""The v7 corpus's sources: the repositories and the commits that were read (see ../README-heldout-v7.md).

The authoring helpers (O Q L call sel multi typ person merge src) are the first corpus's, imported from
../scripts/common.py (build.py puts ../scripts on the path)."""

STU = "rsmdt/the-startup"                           # ff6a0bea8be2d57a21a866df85cf3c36e99da1dd
RAL = "tzachbon/smart-ralph"                        # 1b332022227af46006793e7774dcf55eab1706f0
TOB = "trailofbits/skills"                          # 293fb74c3151cceda32a85a545fe8acd67f8f5c6
CAT = "cowwoc/cat"                                  # e4481f290cdc53c15d939a41372af027069e5d8d
