"""The v2 corpus's sources; the authoring helpers are the first corpus's (../scripts/common.py)."""

# Repositories and the commits that were read (see ../README.md).
VBW = "swt-labs/vibe-better-with-claude-code-vbw"   # d3fad0214bdbb8089c4315959d832d71585cef5b
BMAD = "bmad-code-org/BMAD-METHOD"                  # 67d876f1c317a82123e429d0c078ff3c601a99a8 (src/bmm-skills, src/core-skills)
#                                                     01bbe2a3ef2d4df7c34816fb92a3ede5bf278a95 (src/bmm/workflows, v6 step files)
CCPM = "automazeio/ccpm"                            # 1cb9483a74eb923fcd6c60de385bf2a0ac9c9a09 (ccpm/commands)
#                                                     7d7e4623bc6d4c0c9ba66ca6bfecd7e5261dc697 (skill/ccpm)
SPECKIT = "github/spec-kit"                         # 27f50f7e6b618ea14d74dd4037f9e7c60218b16c
CCSDD = "gotalab/cc-sdd"                            # 29aee950f4addc36f9aeecb9881c46540e71ecc9
SPECWF = "Pimzino/claude-code-spec-workflow"        # f3de74d8055120658ac199bfca865a3e1de9fd99

import importlib.util as _util
import os as _os

_spec = _util.spec_from_file_location(
    "_corpus_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "scripts", "common.py"))
_common = _util.module_from_spec(_spec)
_spec.loader.exec_module(_common)

CALLS = _common.CALLS
O, Q, L = _common.O, _common.Q, _common.L
call, sel, multi, typ, person, merge = (_common.call, _common.sel, _common.multi, _common.typ, _common.person,
                                        _common.merge)
