"""The v5 corpus's sources; the authoring helpers are the first corpus's (../scripts/common.py)."""

# Repositories and the commits that were read (see ../README-heldout-v5.md).
DOT = "thkt/dotclaude"                              # 2c31f8a699ce93212bb439c608d00641969a1784
JEF = "Jeffallan/claude-skills"                     # 3d95bb16b030af43bd838dc99fdc77dd40b29014
MPS = "mattpocock/skills"                           # ed37663cc5fbef691ddfecd080dff42f7e7e350d
PRO = "rohitg00/pro-workflow"                       # 5c313e2c7f4cbb27f6cf7b97e7d2928a26963918

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
