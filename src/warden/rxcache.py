"""Compiled regular expressions kept between hook processes, as ``__pycache__`` keeps
compiled modules.

The policy answerer and the judge read text with a few hundred regular expressions, and
``re`` compiles a pattern in pure Python (parse it, then generate the regex engine's code):
a fresh hook process spent about 50 ms on that (bench/README.md), more than on everything
else of an inline answer. The engine's code (a list of integers) depends only on the pattern, its flags and
the interpreter, so the command hook keeps it in ``$WARDEN_HOME/cache/regex-<tag>.bin``
and later hooks skip compiling:

- ``enable(home)``: the hook says where the file is before it runs the answer chain
  (``warden.decide.inline``); nothing is read yet, so an answer that compiles no pattern
  pays nothing;
- ``load()``: a package that compiles many patterns calls it before it does (the policy,
  the judge); ``re``'s own cache then holds every pattern of the file, each built on first
  use from its stored code (``_sre.compile``, which is what ``re.compile`` ends with);
- ``save()``: after the chain, the patterns this process compiled that the file lacks
  are added, if they are written in the source (a constant of the code that asks for
  them) or built while a module is imported. A pattern made from a question's words
  changes with every question and is not kept, so the file is written after an upgrade
  (or the first question ever) and then hardly again.

A long-lived process (``warden serve`` answering http hooks) loads the file once and
compiles the rest once, as any process does; what it adds is there for the next hook.

Nothing a pattern does changes: the stored code is the code ``re`` generates for it, and a
file is used only by the interpreter that wrote it (its full version and the regex
engine's magic number and code size); a file that cannot be read or used is ignored and
``re`` compiles as usual. Like ``__pycache__``, the file is trusted as the rest of
$WARDEN_HOME is (config.toml names code to run). This relies on CPython's ``re``
internals (``re._cache``, ``re._parser.parse``, ``re._compiler._code``, ``_sre.compile``),
the same in 3.11 to 3.13; elsewhere, or if they change, every call is a no-op.

On the hook's hot path: imports os and sys until ``load()``.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DIR = "cache"
MAX_PATTERNS = 2000  # past this, a save keeps only what this process used
_state: dict[str, Any] = {"home": None, "cache": None, "failed": False}


def enable(home: str) -> None:
    """This process answers hooks: patterns may be kept in ``home``."""
    _state["home"] = home


def path(home: str) -> str:
    import _sre

    return os.path.join(home, DIR, f"regex-{sys.implementation.cache_tag}-{_sre.MAGIC}.bin")


def load() -> None:
    """Give ``re`` the kept patterns (once per process, only when enabled)."""
    home = _state["home"]
    if home is None or _state["cache"] is not None or _state["failed"] or sys.implementation.name != "cpython":
        return
    try:
        import re

        cache = _Cache(re._cache, _read(path(home)))
        re._cache = cache
        _state["cache"] = cache
    except Exception:  # noqa: BLE001 - re compiles as usual
        _state["failed"] = True


def save() -> None:
    """Add the patterns this process compiled that the file lacks (see the module's docstring)."""
    cache = _state["cache"]
    if cache is None or not cache.new:
        return
    try:
        import _sre
        import marshal
        import struct
        from re import _compiler, _parser

        table = cache.table
        if len(table) + len(cache.new) > MAX_PATTERNS:
            table = {k: v for k, v in table.items() if k in cache.used}
        for pattern, flags in sorted(cache.new):
            parsed = _parser.parse(pattern, flags)
            code = _compiler._code(parsed, flags)
            groupindex = dict(parsed.state.groupdict)
            indexgroup: list[str | None] = [None] * parsed.state.groups
            for name, i in groupindex.items():
                indexgroup[i] = name
            table[(pattern, flags)] = (flags | parsed.state.flags, struct.pack(f"={len(code)}{_typecode()}", *code),
                                       parsed.state.groups - 1, groupindex, tuple(indexgroup))
        target = path(_state["home"])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        tmp = f"{target}.{os.getpid()}.tmp"
        with open(tmp, "wb") as f:
            f.write(marshal.dumps({"python": sys.version, "codesize": _sre.CODESIZE, "patterns": table}))
        os.replace(tmp, target)
        cache.table = table
        cache.new.clear()
    except Exception as e:  # noqa: BLE001 - the next hook compiles them again
        from warden.hooklog import log

        log(_state["home"], "warning", f"could not keep compiled patterns: {type(e).__name__}: {e}")


def _typecode() -> str:
    # the struct format of one code word (4 bytes on every platform CPython builds for)
    import _sre

    return {4: "I", 8: "Q", 2: "H"}[_sre.CODESIZE]


def _read(file: str) -> dict[tuple[str, int], tuple[Any, ...]]:
    import _sre
    import marshal

    try:
        with open(file, "rb") as f:
            data = marshal.loads(f.read())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if (not isinstance(data, dict) or data.get("python") != sys.version or data.get("codesize") != _sre.CODESIZE
            or not isinstance(data.get("patterns"), dict)):
        return {}
    return data["patterns"]


def _pattern(pattern: str, entry: tuple[Any, ...]) -> Any:
    import _sre

    flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(pattern, flags, memoryview(code).cast(_typecode()).tolist(), groups, groupindex, indexgroup)


def _kept(pattern: str) -> bool:
    """Whether a pattern just compiled is the same in every process: a constant of the code
    that asked for it (``re.search(r"...", text)``), or built while a module is imported."""
    try:
        f = sys._getframe(2)
    except ValueError:  # not called by re
        return False
    while f is not None and f.f_globals.get("__name__") in ("re", __name__):
        f = f.f_back
    if f is None:
        return False
    if any(c is pattern or (type(c) is str and c == pattern) for c in f.f_code.co_consts):
        return True
    while f is not None:
        if f.f_code.co_name == "<module>" and f.f_globals.get("__name__") != "__main__":
            return True
        f = f.f_back
    return False


class _Cache(dict):
    """``re._cache`` with the kept patterns behind it: a pattern of the file is built when
    ``re`` first looks for it (Python 3.11 looks it up, 3.12 and later pop it to move it
    to the end); a pattern ``re`` compiles and stores is noted for ``save()`` if kept."""

    def __init__(self, existing: dict[Any, Any], table: dict[tuple[str, int], tuple[Any, ...]]):
        super().__init__(existing)
        self.table = table
        self.used: set[tuple[str, int]] = set()
        self.new: set[tuple[str, int]] = set()

    def _build(self, key: Any) -> Any:
        if not (isinstance(key, tuple) and len(key) == 3 and key[0] is str):
            return None
        entry = self.table.get(key[1:])
        if entry is None:
            return None
        try:
            p = _pattern(key[1], entry)
        except Exception:  # noqa: BLE001 - a stored code the engine refuses: compile it again
            self.table.pop(key[1:], None)
            return None
        self.used.add(key[1:])
        return p

    def __missing__(self, key: Any) -> Any:
        p = self._build(key)
        if p is None:
            raise KeyError(key)
        dict.__setitem__(self, key, p)
        return p

    def pop(self, key: Any, *default: Any) -> Any:
        if dict.__contains__(self, key):
            return dict.pop(self, key)
        p = self._build(key)
        if p is not None:
            return p
        if default:
            return default[0]
        raise KeyError(key)

    def __setitem__(self, key: Any, value: Any) -> None:
        if (isinstance(key, tuple) and len(key) == 3 and key[0] is str and key[1:] not in self.table
                and _kept(key[1])):
            self.new.add(key[1:])
        dict.__setitem__(self, key, value)
