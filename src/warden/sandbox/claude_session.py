"""Driving the real Claude Code binary in tmux, offline, against a local model server.

Used by warden's end-to-end tests and by ``warden demo``:

* :func:`ensure_claude` (``warden.sandbox.claude_install``) finds or installs the pinned binary;
* :func:`prepare_config_dir` writes a private config dir so no first-run screen shows;
* :func:`claude_env` builds the environment pointing Claude Code at a model server;
* :class:`ClaudeSession` runs it in a pane of a private tmux server and reads the screen.

Its tmux access goes through warden's tmux layer (:mod:`warden.tmux`). Text is always
sent literally (``send-keys -l``) and Enter separately, and every step waits for the
screen rather than sleeping.
"""

from __future__ import annotations

import json
import os
import re
import time
import uuid
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from warden.sandbox.claude_install import claude_version, ensure_claude

# Texts of the screens a fresh Claude Code shows before its prompt (2.1.332).
FIRST_RUN_SCREENS = {
    "theme picker": "Choose the text style that looks best with your terminal",
    "security notes": "Security notes:",
    "folder trust": "Quick safety check: Is this a project you created or one you trust?",
    "api key approval": "Detected a custom API key in your environment",
    "bypass permissions confirm": "WARNING: Claude Code running in Bypass Permissions mode",
    "untrusted exit": "Claude Code didn't start because this folder isn't trusted",
}

# Claude Code 2.1.332's dialogs (the AskUserQuestion picker among them) drop an Enter
# that comes too soon after a screen is painted (150 ms, measured by the driver: see
# warden/deliver/enter_guard.py); a dropped Enter re-arms the guard. Arrow keys and
# Escape are not guarded. The harness plays a person, not a fast driver, so
# ClaudeSession.press("Enter") keeps wide margins: it waits 0.5 s after the screen it
# waited for and 0.8 s after the text it last typed.
# What the transcript says once a question form is answered or declined: 2.1.332 says
# "Answered Claude's questions" / "Declined to answer Claude's questions"; 2.1.296 said
# "User answered Claude's questions" / "User declined to answer questions".
ANSWERED = re.compile(r"(?:User answered|Answered) Claude's questions")
DECLINED = re.compile(r"User declined to answer questions|Declined to answer Claude's questions")
# a failed http hook's notice: "<Event>:<tool> hook failed" (2.1.332), "... hook error" (2.1.296)
HOOK_FAILED = r"{event}:AskUserQuestion hook (?:failed|error)"

TYPING_GUARD = 0.8  # seconds after the session last typed text
DIALOG_GUARD = 0.5  # seconds after the screen last showed what a wait_for_screen waited for



class ScreenTimeout(TimeoutError):
    """The expected screen did not appear in time. ``.screen`` holds the last capture."""

    def __init__(self, message: str, screen: str) -> None:
        super().__init__(f"{message}\n--- last screen ---\n{screen}\n-------------------")
        self.screen = screen


class FirstRunScreen(RuntimeError):
    """A first-run screen (theme, trust, key approval, ...) is showing."""


# --- config and environment ---------------------------------------------------------


def _merge(base: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    for k, v in extra.items():
        if isinstance(v, Mapping) and isinstance(base.get(k), dict):
            _merge(base[k], v)
        else:
            base[k] = v
    return base


def prepare_config_dir(config_dir: str | Path, cwd: str | Path, settings: Mapping[str, Any] | None = None,
                       *, api_key: str | None = None, claude_json: Mapping[str, Any] | None = None) -> Path:
    """Write ``.claude.json`` and ``settings.json`` into ``config_dir`` (Claude Code's
    ``CLAUDE_CONFIG_DIR``) so that a session started in ``cwd`` shows no first-run
    screen: onboarding done (no theme picker or security notes), ``cwd`` trusted,
    release notes seen, the bypass-permissions warning skipped, and ``api_key``
    (when given) pre-approved. ``settings`` is merged into settings.json (hooks etc.);
    ``claude_json`` into .claude.json. Existing files are merged, not replaced.
    """
    config_dir = Path(config_dir)
    config_dir.mkdir(parents=True, exist_ok=True)
    cwd = Path(cwd).resolve()
    version = claude_version()
    state_path = config_dir / ".claude.json"
    state: dict[str, Any] = json.loads(state_path.read_text()) if state_path.is_file() else {}
    project = {
        "hasTrustDialogAccepted": True,
        "hasCompletedProjectOnboarding": True,
        "projectOnboardingSeenCount": 1,
        "hasClaudeMdExternalIncludesApproved": True,
        "hasClaudeMdExternalIncludesWarningShown": True,
        "allowedTools": [],
    }
    _merge(state, {
        "hasCompletedOnboarding": True,
        "lastOnboardingVersion": version,
        "lastReleaseNotesSeen": version,
        "theme": "dark",
        "bypassPermissionsModeAccepted": True,
        "autoUpdates": False,
        "projects": {str(cwd): project},
    })
    if api_key:
        approved = state.setdefault("customApiKeyResponses", {"approved": [], "rejected": []})
        tail = api_key[-20:]
        if tail not in approved.setdefault("approved", []):
            approved["approved"].append(tail)
    if claude_json:
        _merge(state, claude_json)
    state_path.write_text(json.dumps(state, indent=2))

    settings_path = config_dir / "settings.json"
    current: dict[str, Any] = json.loads(settings_path.read_text()) if settings_path.is_file() else {}
    _merge(current, {"skipDangerousModePermissionPrompt": True})
    if settings:
        _merge(current, settings)
    settings_path.write_text(json.dumps(current, indent=2))
    return config_dir


# Variables that would change which account or server Claude Code uses, or make it
# believe it runs inside another Claude Code; ClaudeSession removes them.
UNSET_VARS = ("ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN", "ANTHROPIC_MODEL", "ANTHROPIC_SMALL_FAST_MODEL",
          "CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX", "CLAUDE_CODE_USE_FOUNDRY",
          "ANTHROPIC_CUSTOM_HEADERS", "CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "CLAUDE_CODE_SSE_PORT")


def claude_env(config_dir: str | Path, base_url: str, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment variables that point Claude Code at ``base_url`` with a private
    config dir and no traffic to Anthropic. Returns only the variables to set; the
    ones in :data:`UNSET_VARS` should be removed (ClaudeSession does both)."""
    env = {
        "ANTHROPIC_BASE_URL": base_url,
        "ANTHROPIC_AUTH_TOKEN": "warden-offline",
        "CLAUDE_CONFIG_DIR": str(Path(config_dir).resolve()),
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
        "CLAUDE_CODE_IDE_SKIP_AUTO_INSTALL": "1",
    }
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # As root, --dangerously-skip-permissions refuses to start without it.
        env["IS_SANDBOX"] = "1"
    if extra:
        env.update({k: str(v) for k, v in extra.items()})
    return env



# --- the tmux session ----------------------------------------------------------------


from warden.deliver.screen import input_box  # noqa: E402 - one reader of the input box
from warden.tmux import Pane  # noqa: E402


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


class ClaudeSession:
    """Claude Code running in a pane of a private tmux server.

    >>> with ClaudeSession(cwd=proj, env=claude_env(cfg, server.url),
    ...                    args=["--dangerously-skip-permissions"]) as s:   # doctest: +SKIP
    ...     s.wait_ready()
    ...     s.type_prompt("pick a database")
    ...     s.wait_for_screen("Enter to select")
    ...     s.press("Enter", expect=ANSWERED)

    Use :meth:`press` for Enter on a dialog: it waits out Claude Code's Enter guard
    (see :data:`TYPING_GUARD`). Hooks run inside the pane, so they see ``$TMUX`` and
    ``$TMUX_PANE`` (= :attr:`pane`).
    """

    def __init__(self, cwd: str | Path, env: Mapping[str, str] | None = None, args: Sequence[str] = (),
                 binary: str | Path | None = None, socket_name: str | None = None,
                 width: int = 120, height: int = 50, session_name: str = "claude") -> None:
        self.cwd = Path(cwd).resolve()
        self.env = dict(env or {})
        self.args = list(args)
        self.binary = Path(binary) if binary else None
        self.socket_name = socket_name or f"warden-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.width, self.height = width, height
        self.session_name = session_name
        config = self.env.get("CLAUDE_CONFIG_DIR")
        self.config_dir: Path | None = Path(config) if config else None
        self._pane: Pane | None = None
        self._last_typed = 0.0  # monotonic time the last text was typed
        self._last_match = 0.0  # monotonic time a wait_for_screen last saw its pattern
        self._socket_path: Path | None = None

    # -- lifecycle --
    def command(self) -> list[str]:
        binary = self.binary or ensure_claude()
        cmd = ["env"]
        for var in UNSET_VARS:
            if var not in self.env:
                cmd += ["-u", var]
        cmd += [f"{k}={v}" for k, v in self.env.items()]
        return cmd + [str(binary), *self.args]

    def start(self) -> "ClaudeSession":
        if self._pane is not None:
            return self
        from warden import tmux

        # One tmux call: create the session, keep the pane after Claude Code exits (so
        # its last words can be read) and turn on focus events (else Claude Code prints
        # a hint about them). The options apply before the child can exit.
        started = tmux.new_session(
            self.session_name, self.command(), cwd=str(self.cwd), socket_name=self.socket_name,
            width=self.width, height=self.height, config_file="/dev/null",
            options={"remain-on-exit": "on", "focus-events": "on", "history-limit": "5000"})
        self._socket_path = Path(started.socket_path) if started.socket_path else None
        self._pane = started.pane()
        return self

    def close(self) -> None:
        pane, self._pane = self._pane, None
        sock, self._socket_path = self._socket_path, None
        if pane is None:
            return
        from warden import tmux

        tmux.kill_server(socket_name=self.socket_name, socket=str(sock) if sock else None)

    def __enter__(self) -> "ClaudeSession":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- state --
    @property
    def pane(self) -> str:
        """The tmux pane id (``%N``)."""
        return self._need_pane().target

    @property
    def tmux_socket(self) -> str:
        return self.socket_name

    @property
    def socket_path(self) -> str:
        """The tmux server's socket path (what ``$TMUX`` names inside the pane)."""
        self._need_pane()
        assert self._socket_path is not None
        return str(self._socket_path)

    def _need_pane(self) -> Pane:
        if self._pane is None:
            raise RuntimeError("ClaudeSession is not started")
        return self._pane

    def alive(self) -> bool:
        """True while the Claude Code process runs in the pane."""
        return self._need_pane().alive()

    def pid(self) -> int | None:
        return self._need_pane().pid()

    def screen(self) -> str:
        """The visible screen as text (no colours), trailing blanks trimmed."""
        return self._need_pane().screen()

    # -- waiting --
    def wait_for_screen(self, pattern: "str | re.Pattern[str] | Callable[[str], Any]", timeout: float = 10.0,
                        interval: float = 0.05) -> Any:
        """Poll the screen until ``pattern`` shows: a substring, a compiled regex
        (returns the match) or a predicate on the screen text (returns its value).
        Returns the screen text for a substring. Raises :class:`ScreenTimeout`."""
        if isinstance(pattern, str):
            test: Callable[[str], Any] = lambda s: pattern in s and s  # noqa: E731
        elif isinstance(pattern, re.Pattern):
            test = pattern.search
        else:
            test = pattern
        deadline = time.monotonic() + timeout
        screen = ""
        while True:
            screen = self.screen()
            value = test(screen)
            if value:
                self._last_match = time.monotonic()
                return value
            if time.monotonic() >= deadline:
                raise ScreenTimeout(f"screen did not show {pattern!r} within {timeout}s", screen)
            if not self.alive():
                screen = self.screen()
                value = test(screen)
                if value:
                    return value
                raise ScreenTimeout(f"Claude Code exited while waiting for {pattern!r}", screen)
            time.sleep(interval)

    def first_run_screen(self, screen: str | None = None) -> str | None:
        """The name of the first-run screen showing, if any."""
        screen = self.screen() if screen is None else screen
        for name, text in FIRST_RUN_SCREENS.items():
            if text in screen:
                return name
        return None

    def wait_ready(self, timeout: float = 30.0) -> str:
        """Wait until the prompt input box is shown; fail fast on a first-run screen."""
        def ready(screen: str) -> str | None:
            name = self.first_run_screen(screen)
            if name:
                raise FirstRunScreen(f"Claude Code shows its {name} screen:\n{screen}")
            return screen if input_box(screen) is not None else None

        return self.wait_for_screen(ready, timeout)

    def input_text(self) -> str | None:
        return input_box(self.screen())

    # -- typing --
    def send_text(self, text: str) -> None:
        """Type ``text`` literally (``send-keys -l``); no Enter."""
        if text:
            self._need_pane().literal(text)
            self._last_typed = time.monotonic()

    def send_keys(self, *keys: str) -> None:
        """Send named keys (``Enter``, ``Escape``, ``Down``, ``Space``, ``C-c`` ...), one by one."""
        pane = self._need_pane()
        for key in keys:
            pane.keys(key)

    def settle_enter_guard(self) -> None:
        """Wait until a dialog will take an Enter: :data:`TYPING_GUARD` after this
        session last typed text and :data:`DIALOG_GUARD` after the screen last showed
        what :meth:`wait_for_screen` waited for (the picker, say)."""
        ready_at = max(self._last_typed + TYPING_GUARD, self._last_match + DIALOG_GUARD)
        left = ready_at - time.monotonic()
        if left > 0:
            time.sleep(left)

    def press(self, key: str, expect: "str | re.Pattern[str] | Callable[[str], Any] | None" = None,
              timeout: float = 10.0) -> Any:
        """Send one key; for Enter first honour the picker's Enter guard. With
        ``expect``, wait for that on screen and return what :meth:`wait_for_screen` returns."""
        if key in ("Enter", "C-m", "KPEnter"):
            self.settle_enter_guard()
        self.send_keys(key)
        if expect is not None:
            return self.wait_for_screen(expect, timeout)
        return None

    def type_until(self, text: str, shown: "str | re.Pattern[str] | Callable[[str], Any]",
                   attempt_timeout: float = 1.5, attempts: int = 3) -> Any:
        """Type ``text`` literally and wait until ``shown`` is on screen; if it is not
        after ``attempt_timeout`` seconds, the keys were dropped (a picker's text field
        can drop keys typed right after the cursor lands on it), so type again."""
        for attempt in range(attempts):
            self.send_text(text)
            try:
                return self.wait_for_screen(shown, attempt_timeout)
            except ScreenTimeout:
                if attempt == attempts - 1:
                    raise
        return None

    def type_prompt(self, text: str, timeout: float = 10.0) -> None:
        """Type ``text`` into the prompt box, wait until it shows there, press Enter and
        wait until the box has been submitted."""
        self.wait_ready(timeout)
        self.send_text(text)
        want = _norm(text)
        tail = want[-30:]

        def typed(screen: str) -> bool:
            box = input_box(screen)
            if box is None:
                return False
            got = _norm(box)
            return (tail in got) or ("[Pasted text" in got)

        self.wait_for_screen(typed, timeout)
        self.send_keys("Enter")

        def submitted(screen: str) -> bool:
            box = input_box(screen)
            return box is None or tail not in _norm(box)

        self.wait_for_screen(submitted, timeout)
