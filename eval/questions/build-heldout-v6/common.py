"""The v6 corpus's sources; the authoring helpers are the first corpus's (../scripts/common.py)."""

# Repositories and the commits that were read (see ../README-heldout-v6.md).
CCW = "catlog22/Claude-Code-Workflow"               # 07491b04ac30c9a2d887f443661288b1b7520832
MYC = "cexll/myclaude"                              # 08877af53087365bf014aa6488c4dcf9da7b1927
ASL = "avifenesh/awesome-slash"                     # 944f3f833cd546e00966c751577e8460bf280b9e
SHP = "shinpr/claude-code-workflows"                # e2459816a571c96fe60fd89a7811997864443c63

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
