"""The tmux layer: every tmux command warden runs goes through :func:`_run`.

tmux is run with an argument list, never a shell. A server is addressed by socket path
(``-S``, what ``$TMUX`` names), by socket name (``-L``), or else is the default one;
panes by id (``%N``), sessions by exact name. Text is sent with ``send-keys -l --`` and
Enter separately, so a label or an answer is typed exactly as written: quotes,
``$(...)``, backticks and leading dashes included.

Failures raise :class:`warden.errors.TmuxError` (or the subclass a :class:`Pane` was
given), with the last screen when there is one. The hook imports this module to read a
session's name, so only os, subprocess and shutil are imported up front.
"""

from __future__ import annotations

import os
import shutil
import subprocess

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence
    from typing import TypeVar

    T = TypeVar("T")

POLL = 0.04  # seconds between screen captures while waiting for a change
NOT_INSTALLED = "tmux is not installed (Debian/Ubuntu: apt-get install tmux; macOS: brew install tmux)"


def server_flags(socket: str | None = None, socket_name: str | None = None) -> list[str]:
    """``-S PATH`` (wins), ``-L NAME``, or nothing for the default server."""
    return ["-S", socket] if socket else ["-L", socket_name] if socket_name else []


def _run(args: Sequence[str], *, server: Sequence[str] = (), timeout: float = 10.0,
         error: type[Exception] | None = None) -> str:
    """``tmux SERVER ARGS``; its stdout. Raises ``error`` (default TmuxError) when tmux is
    missing, fails, or does not answer within ``timeout`` seconds."""
    if error is None:
        from warden.errors import TmuxError as error
    try:
        r = subprocess.run(["tmux", *server, *args], capture_output=True, text=True, timeout=timeout)
    except FileNotFoundError:
        raise error(NOT_INSTALLED) from None
    except (OSError, subprocess.SubprocessError) as e:
        raise error(f"tmux {args[0]} failed: {e}") from None
    if r.returncode != 0:
        target = f" -t {args[list(args).index('-t') + 1]}" if "-t" in args[:-1] else ""
        raise error(f"tmux {args[0]}{target} failed: {r.stderr.strip() or r.returncode}")
    return r.stdout


def socket_owned(path: str) -> str | None:
    """Why the tmux socket ``path`` must not be used (None: it may): it must be a socket
    owned by this user, so that nobody can point warden's keystrokes at a server of theirs."""
    import stat

    try:
        st = os.stat(path)
    except (OSError, ValueError) as e:  # ValueError: a NUL in the path
        return f"tmux socket {path!r}: {getattr(e, 'strerror', None) or e}"
    if not stat.S_ISSOCK(st.st_mode):
        return f"{path!r} is not a socket"
    if st.st_uid != os.getuid():
        return f"tmux socket {path!r} belongs to another user (uid {st.st_uid})"
    return None


# ------------------------------------------------------------------ servers and sessions


def version() -> str | None:
    """``tmux -V`` (e.g. "tmux 3.4"), or None when tmux is not installed or does not run."""
    if shutil.which("tmux") is None:
        return None
    try:
        return _run(["-V"], timeout=5).strip() or None
    except Exception:  # noqa: BLE001 - a tmux that cannot say its version is as good as none
        return None


def session_name(pane: str, socket: str | None = None) -> str | None:
    """The name of the session holding ``pane``, or None (no tmux, no such pane). Never
    raises: hooks ask it to match ``[[manage]]`` rules."""
    try:
        return _run(["display-message", "-p", "-t", pane, "#{session_name}"], server=server_flags(socket),
                    timeout=2).strip() or None
    except Exception:  # noqa: BLE001
        return None


def has_session(name: str, *, socket_name: str | None = None, socket: str | None = None) -> bool:
    try:
        _run(["has-session", "-t", f"={name}"], server=server_flags(socket, socket_name))
    except Exception:  # noqa: BLE001 - no server, no session: either way there is none
        return False
    return True


def socket_path(*, socket_name: str | None = None, socket: str | None = None) -> str | None:
    """The socket path of a running server (what ``-S`` and ``$TMUX`` name)."""
    try:
        return _run(["display-message", "-p", "#{socket_path}"], server=server_flags(socket, socket_name)).strip() \
            or None
    except Exception:  # noqa: BLE001
        return None


def kill_server(*, socket_name: str | None = None, socket: str | None = None) -> None:
    """Stop a server and everything in it; a server that is not running is fine. A
    socket given by path is removed too (tmux leaves it behind)."""
    try:
        _run(["kill-server"], server=server_flags(socket, socket_name))
    except Exception:  # noqa: BLE001
        pass
    if socket:
        try:
            os.unlink(socket)
        except OSError:
            pass


class Started:
    """A session :func:`new_session` started: where it is and how to watch it."""

    __slots__ = ("session_name", "pane_id", "socket_path", "socket_name")

    def __init__(self, session_name: str, pane_id: str, socket_path: str | None, socket_name: str | None):
        self.session_name, self.pane_id = session_name, pane_id
        self.socket_path, self.socket_name = socket_path, socket_name

    @property
    def attach_command(self) -> str:
        flag = f"-L {self.socket_name} " if self.socket_name else ""
        return f"tmux {flag}attach -t {self.session_name}"

    def pane(self, error: type[Exception] | None = None) -> Pane:
        return Pane(self.pane_id, self.socket_path, socket_name=self.socket_name, error=error)


def new_session(name: str, argv: Sequence[str], *, cwd: str | None = None, env: Mapping[str, str] | None = None,
                socket_name: str | None = None, width: int = 200, height: int = 50, config_file: str | None = None,
                options: Mapping[str, str] | None = None) -> Started:
    """Start ``argv`` in a new detached session called ``name``. ``env`` is set in the
    session; ``options`` are global server options (``remain-on-exit``...), set in the same
    tmux call, so they apply before the command can exit. ``config_file`` replaces
    ~/.tmux.conf (``/dev/null``: none) for a server this starts."""
    import shlex

    server = (["-f", config_file] if config_file else []) + server_flags(socket_name=socket_name)
    if has_session(name, socket_name=socket_name):
        from warden.errors import TmuxError

        raise TmuxError(f"a tmux session named {name!r} already exists; pick another --name")
    args = ["new-session", "-d", "-P", "-F", "#{pane_id} #{socket_path}", "-s", name,
            "-x", str(width), "-y", str(height)]
    if cwd:
        args += ["-c", cwd]
    for k, v in (env or {}).items():
        args += ["-e", f"{k}={v}"]
    args.append(shlex.join(argv))
    for k, v in (options or {}).items():
        args += [";", "set-option", "-g", k, v]
    pane, _, path = _run(args, server=server).strip().partition(" ")
    return Started(name, pane, path or None, socket_name)


def safe_name(text: str) -> str:
    """A tmux-safe session name (tmux rejects '.' and ':' in targets)."""
    import re

    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).replace(".", "-").strip("-") or "warden"


def unique_name(base: str, socket_name: str | None = None) -> str:
    """``base``, or ``base-2``, ``base-3``... whichever no session of the server has."""
    name, n = base, 1
    while has_session(name, socket_name=socket_name):
        n += 1
        name = f"{base}-{n}"
    return name


def attach(started: Started) -> None:
    """Replace this process with a tmux client on the session (switch to it when this
    terminal is already inside tmux). The one tmux run that is an exec, not a call."""
    server = server_flags(socket_name=started.socket_name)
    verb = "switch-client" if os.environ.get("TMUX") else "attach-session"
    os.execvp("tmux", ["tmux", *server, verb, "-t", started.session_name])


# ------------------------------------------------------------------ one pane


class Pane:
    """A tmux pane addressed by id (``%N``) on a server given by socket path (``-S``,
    what ``$TMUX`` names) or, failing that, by socket name (``-L``). Failures raise
    ``error`` (a TmuxError subclass; default TmuxError) with the last screen."""

    def __init__(self, target: str, socket: str | None = None, *, socket_name: str | None = None,
                 error: type[Exception] | None = None) -> None:
        if error is None:
            from warden.errors import TmuxError as error
        if shutil.which("tmux") is None:
            raise error("tmux is not installed")
        if socket:
            why = socket_owned(socket)
            if why:
                raise error(f"not typing into pane {target}: {why}")
        self.target = target
        self.server = server_flags(socket, socket_name)
        self.error = error

    def _tmux(self, *args: str) -> str:
        return _run(args, server=self.server, error=self.error)

    def display(self, fmt: str) -> str:
        """A tmux format (``#{pane_pid}``...) expanded for this pane."""
        return self._tmux("display-message", "-p", "-t", self.target, fmt).strip()

    def screen(self) -> str:
        """The visible screen as plain text, trailing blanks trimmed."""
        out = self._tmux("capture-pane", "-p", "-t", self.target)
        return "\n".join(line.rstrip() for line in out.splitlines()).rstrip("\n")

    def styled_screen(self) -> str:
        """The visible screen with its colours and attributes (SGR escapes kept)."""
        return self._tmux("capture-pane", "-p", "-e", "-t", self.target)

    def keys(self, *names: str) -> None:
        """Send named keys (``Down``, ``Enter``, ``Left``, ``C-u`` ...), in one call."""
        if names:
            self._tmux("send-keys", "-t", self.target, *names)

    def literal(self, text: str) -> None:
        """Type ``text`` as it is: no key names, no shell, no option parsing."""
        if text:
            self._tmux("send-keys", "-t", self.target, "-l", "--", text)

    def check_mode(self) -> None:
        """Refuse to type while the pane is in a tmux mode (copy mode, scrolled back):
        keys would move tmux's cursor instead of reaching Claude Code."""
        mode = self.display("#{pane_in_mode} #{pane_mode}").split()
        if mode and mode[0] == "1":
            raise self.error(f"the pane is in tmux {mode[1] if len(mode) > 1 else 'a mode'} (scrolled back?); "
                             "not typing into it", self.screen())

    def alive(self) -> bool:
        """Whether the pane exists and its command still runs."""
        from warden.errors import TmuxError

        try:
            return self.display("#{pane_dead}") == "0"
        except TmuxError:
            return False

    def respawn(self, command: str, *, cwd: str | None = None, env: Mapping[str, str] | None = None) -> None:
        """Run the shell command ``command`` in this pane, in place of whatever ran there
        (a pane kept after its command died: ``remain-on-exit``)."""
        args = ["respawn-pane", "-k", "-t", self.target]
        if cwd:
            args += ["-c", cwd]
        for k, v in (env or {}).items():
            args += ["-e", f"{k}={v}"]
        self._tmux(*args, command)

    def pid(self) -> int | None:
        out = self.display("#{pane_pid}")
        return int(out) if out.isdigit() else None

    def settled(self, parse: Callable[[str], T | None], tries: int = 25) -> tuple[T | None, str, bool]:
        """What ``parse`` reads off the screen once two captures in a row agree on it (by
        the parsed value's ``state()``): a capture taken while the client redraws can hold
        half a frame, and acting on that would be acting blind. Returns (value, screen,
        agreed); after ``tries`` disagreeing pairs, the last reading with agreed False."""
        import time

        screen = self.screen()
        value = parse(screen)
        for _ in range(tries):
            time.sleep(POLL / 2)
            screen2 = self.screen()
            value2 = parse(screen2)
            if (value is None and value2 is None) or (
                    value is not None and value2 is not None and value.state() == value2.state()):  # type: ignore[attr-defined]
                return value2, screen2, True
            value, screen = value2, screen2
        return value, screen, False

    def wait(self, test: Callable[[str], T | None], timeout: float, what: str) -> T:
        """Poll the screen until ``test(screen)`` returns something truthy; return it.
        Raises this pane's error (with the last screen) after ``timeout`` seconds."""
        import time

        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            value = test(screen)
            if value:
                return value
            if time.monotonic() >= deadline:
                raise self.error(f"timed out after {timeout:g}s waiting for {what}", screen)
            time.sleep(POLL)
