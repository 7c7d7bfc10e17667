"""Where a path is: inside the project or not, resolved without touching the disk.

The project is the session's working directory. A path is resolved the way the shell
would before the command runs: ``~`` and ``~/x`` to the home directory, relative paths
against the directory the command runs in (after any ``cd``), ``..`` folded, brace lists
(``{a,b}``) expanded. Symlinks are not followed: the judge weighs what the command says,
and a symlink that leads out of the project is its own write (see ``ln``).

What cannot be resolved — a variable, ``~user``, a relative path after a ``cd`` to an
unknown place, a glob component that could match ``..`` — has no location, and a write or
a delete with no location is a person's call.
"""

from __future__ import annotations

import posixpath
import re

_GLOB = re.compile(r"[*?\[]")
_BRACES = re.compile(r"\{([^{}]*,[^{}]*)\}")
_WINDOWS = re.compile(r"^(?:[A-Za-z]:[\\/]|\\\\)")
MAX_EXPANSIONS = 64


class Place:
    """The fixed points a path is judged against: the project and the home directory.
    ``protected`` are directories the agent must not write to on its own (warden's own
    state and settings)."""

    __slots__ = ("project", "home", "protected")

    def __init__(self, project: str, home: str, protected: tuple[str, ...] = ()):
        self.project = posixpath.normpath(project)
        self.home = posixpath.normpath(home)
        self.protected = tuple(posixpath.normpath(p) for p in protected)

    def inside(self, path: str) -> bool:
        """Whether absolute ``path`` is the project or under it."""
        return under(path, self.project)

    def in_home(self, path: str) -> str | None:
        """``path`` relative to the home directory ("" for home itself), None if not under it."""
        if path == self.home:
            return ""
        if path.startswith(self.home.rstrip("/") + "/"):
            return path[len(self.home.rstrip("/")) + 1:]
        return None

    def rel(self, path: str) -> str:
        """``path`` relative to the project ("." for the project itself)."""
        return posixpath.relpath(path, self.project)


def under(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip("/") + "/")


def resolve(text: str, cwd: str | None, place: Place) -> list[str] | None:
    """Absolute, normalised paths ``text`` names (globs left in place); None if unknown."""
    if _WINDOWS.match(text):
        return ["/" + text.replace("\\", "/").replace(":", "", 1).lstrip("/")]  # never inside a POSIX project
    out = []
    for one in expand_braces(text):
        if one == "~" or one.startswith("~/"):
            one = place.home + one[1:]
        elif one.startswith("~"):
            return None  # another user's home
        if not one.startswith("/"):
            if cwd is None:
                return None
            one = posixpath.join(cwd, one)
        trailing = one.endswith("/") and len(one) > 1
        norm = posixpath.normpath(one)
        if norm.startswith("//"):
            norm = "/" + norm.lstrip("/")
        out.append(norm + ("/" if trailing and norm != "/" else ""))
    return out


def strip(path: str) -> str:
    return path.rstrip("/") or "/"


def is_glob(path: str) -> bool:
    return bool(_GLOB.search(path))


def glob_root(path: str) -> str:
    """The directory a glob cannot leave: its components before the first wildcard."""
    parts = strip(path).split("/")
    fixed = []
    for part in parts:
        if _GLOB.search(part):
            break
        fixed.append(part)
    return "/".join(fixed) or "/"


def may_climb(path: str) -> bool:
    """Whether a glob component could match ``..`` (``.*`` does in older bash)."""
    return any(part.startswith(".") and _GLOB.search(part) for part in strip(path).split("/"))


def location(paths: list[str] | None, place: Place) -> str:
    """``project`` when every path is inside the project, ``outside`` when any is outside,
    ``unknown`` when some cannot be known."""
    if paths is None:
        return "unknown"
    verdict = "project"
    for p in paths:
        root = glob_root(p) if is_glob(p) else strip(p)
        if not place.inside(root):
            return "outside"
        if is_glob(p) and may_climb(p):
            verdict = "unknown"
    return verdict


def expand_braces(text: str) -> list[str]:
    """``a/{b,c}/d`` → ``a/b/d``, ``a/c/d`` (bounded; ``{x..y}`` ranges stay as written)."""
    out = [text]
    for _ in range(8):
        nxt = []
        changed = False
        for t in out:
            m = _BRACES.search(t)
            if not m:
                nxt.append(t)
                continue
            changed = True
            for alt in m.group(1).split(","):
                nxt.append(t[:m.start()] + alt + t[m.end():])
        out = nxt[:MAX_EXPANSIONS]
        if not changed:
            break
    return out
