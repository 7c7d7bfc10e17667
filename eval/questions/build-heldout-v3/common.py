"""The v3 corpus's sources; the authoring helpers are the first corpus's (../scripts/common.py)."""

# Repositories and the commits that were read (see ../README-heldout-v3.md).
GSTACK = "garrytan/gstack"                          # 85fd9db554ae4aaaa6d356d2daf873121ee85bdd
OMC = "Yeachan-Heo/oh-my-claudecode"                # 94e71c3630acbfb4f26dee6df4b78af30bab1563
ECC = "affaan-m/everything-claude-code"             # c40b6c0cf5968f606ff0d45071a0495b015d0ff5
HL = "humanlayer/humanlayer"                        # 99abe673498cf8bdcd5f989aebe9406a27185b3b
PRP = "Wirasm/PRPs-agentic-eng"                     # ada2f5b867c196b68f17628d4870356e4e8164a4

import importlib.util as _util
import os as _os

_spec = _util.spec_from_file_location(
    "_corpus_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "scripts", "common.py"))
_common = _util.module_from_spec(_spec)
_spec.loader.exec_module(_common)

CALLS = _common.CALLS
O, Q, L = _common.O, _common.Q, _common.L
call, sel, multi, typ, person, merge, src = (_common.call, _common.sel, _common.multi, _common.typ, _common.person,
                                             _common.merge, _common.src)
