"""The v4 corpus's sources; the authoring helpers are the first corpus's (../scripts/common.py)."""

# Repositories and the commits that were read (see ../README-heldout-v4.md).
WSH = "wshobson/agents"                             # 367cb6a4a182cf7e9b0a17c9429f7411ddd9cf35
CCT = "davila7/claude-code-templates"               # c2b584d4b8493e98a885b1b9aabb0736bccfe7cf
AOS = "buildermethods/agent-os"                     # 822af6545d4d806c1ba5e3d86ea56dd98f3a827d
SIM = "Helmi/claude-simone"                         # 11d9e32b1ff218c388ce81555ce7c7d6b8467438
ADT = "snarktank/ai-dev-tasks"                      # efbffaac10e68c94e14aaa587c79b7d5015b5ebd
# process-task-list.md was removed from ai-dev-tasks in 692b95bc; it is read at its parent:
ADT_PTL_COMMIT = "62ecb347c2ef5103d3a5b88dd7437b124b1c5241"

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
