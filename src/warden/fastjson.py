"""JSON for the hook's hot path, without importing the ``json`` package.

``import json`` costs the hook more than everything else an inline answer does: its
decoder and encoder compile regular expressions at import, pulling in ``re`` and
``enum`` (about 14 ms of a 20 ms interpreter start, measured in bench/). The decoding
and encoding themselves are done by the stdlib's C accelerator ``_json`` either way;
this module calls it directly, with the same settings ``json.loads``/``json.dumps``
use by default, and falls back to ``json`` for anything unusual (including errors, so
error messages are the standard ones). tests/unit/test_fastjson.py holds it to
byte-for-byte parity with ``json``.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

try:
    import _json

    class _Ctx:
        strict = True
        object_hook = None
        object_pairs_hook = None
        parse_float = float
        parse_int = int
        parse_constant = {"-Infinity": float("-inf"), "Infinity": float("inf"), "NaN": float("nan")}.__getitem__
        memo: dict[Any, Any] = {}

    _scan = _json.make_scanner(_Ctx())
    _encode = _json.make_encoder(None, None, _json.encode_basestring_ascii, None, ": ", ", ", False, False, True)
except Exception:  # noqa: BLE001 - another interpreter: plain json
    _scan = _encode = None

_WS = " \t\n\r"


def loads(text: str) -> Any:
    if _scan is not None:
        s = text.strip(_WS)
        try:
            obj, end = _scan(s, 0)
        except (StopIteration, ValueError, RecursionError):
            pass
        else:
            if end == len(s):
                return obj
    import json

    return json.loads(text)


def dumps(obj: Any) -> str:
    """Like ``json.dumps(obj)`` with default settings (ASCII output)."""
    if _encode is not None:
        try:
            return "".join(_encode(obj, 0))
        except (TypeError, ValueError, RecursionError):
            pass
    import json

    return json.dumps(obj)
