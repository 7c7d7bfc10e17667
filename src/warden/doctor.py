"""`warden doctor`: is everything warden needs in place?"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass
class Check:
    name: str
    level: str  # ok | warn | fail
    detail: str


def check_claude() -> Check:
    from warden import claude

    found = claude.lookup()
    if found is None:
        return Check("claude", "warn", f"no `claude` on PATH (set {claude.ENV} to check a specific binary)")
    binary, origin = found
    try:
        v = claude.version(binary)
    except claude.ClaudeNotFound as e:
        return Check("claude", "fail", str(e))
    where = f"{binary} ({origin})"
    if v is None:
        return Check("claude", "warn", f"{where}: `--version` printed no version")
    need = ".".join(map(str, claude.MIN_VERSION))
    if v < claude.MIN_VERSION:
        return Check("claude", "fail", f"{where}: {'.'.join(map(str, v))} is older than {need}; hook answers need {need}+")
    return Check("claude", "ok", f"{where}: {'.'.join(map(str, v))}")


def check_hooks() -> Check:
    from warden.install import EVENTS, installed_in, project_settings_path, user_settings_path

    found = []
    for path in (user_settings_path(), project_settings_path()):
        events = installed_in(path)
        if events:
            missing = sorted(set(EVENTS) - set(events))
            found.append(f"{path}" + (f" (missing: {', '.join(missing)})" if missing else ""))
    if not found:
        return Check("hooks", "warn", f"not installed in {user_settings_path()}: run `warden install`")
    return Check("hooks", "ok", "; ".join(found))


def check_tmux() -> Check:
    from warden import tmux

    v = tmux.version()
    if v is None:
        return Check("tmux", "warn", "not installed: keystroke delivery and `warden run` need it")
    return Check("tmux", "ok", v)


def check_store() -> Check:
    from warden.record.ingest import open_store
    from warden.home import db_target
    from warden.store.postgres import redact

    path = redact(db_target())
    try:
        store = open_store()
        ok, what = store.check()
        n = store.count("events")
        store.close()
    except Exception as e:  # noqa: BLE001
        return Check("store", "fail", f"{path}: {e}")
    if not ok:
        return Check("store", "fail", f"{path}: {what}")
    return Check("store", "ok", f"{path} ({what}, {n} events)")


def check_fleet() -> Check | None:
    """On a machine linked to a fleet's server: the link, and what is not shipped yet."""
    from warden.record.ingest import open_store

    try:
        store = open_store()
        try:
            link = store.link()
            backlog = store.outbox_count() if link is not None else 0
        finally:
            store.close()
    except Exception:  # noqa: BLE001 - check_store says what is wrong with the store
        return None
    if link is None:
        return None
    level = "ok" if backlog < 1000 else "warn"
    return Check("fleet", level, f"machine {link['machine']} of {link['server']}: {backlog} change(s) not shipped yet"
                 + ("" if level == "ok" else " (is `warden relay` running, the server reachable?)"))


def check_config() -> Check:
    from warden import config
    from warden.errors import ConfigError
    from warden.home import config_path

    path = config_path()
    try:
        cfg = config.load(path)
    except ConfigError as e:
        return Check("config", "fail", str(e))
    if not Path(path).exists():
        return Check("config", "ok", f"{path} absent: sessions are managed only through `warden run`")
    return Check("config", "ok", f"{path}: {len(cfg.profiles)} profile(s), {len(cfg.rules)} rule(s)")


def check_hook_log() -> Check:
    from warden.home import hook_log_path

    path = hook_log_path()
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()[-500:]
    except FileNotFoundError:
        return Check("hook log", "ok", "no hook errors logged")
    errors = [line for line in lines if " ERROR " in line]
    if errors:
        return Check("hook log", "warn", f"{len(errors)} recent error(s) in {path}; last: {errors[-1][:120]}")
    return Check("hook log", "ok", f"no recent errors ({path})")


# What warden does with Claude Code, and the oldest version each is tested on: the
# project's end-to-end tests run the real client (tests/e2e, tests/board, tests/headless);
# a capability is listed with the oldest version those tests have passed on.
TESTED = "2.1.332"
CAPABILITIES: tuple[tuple[str, str, str], ...] = (
    ("questions", TESTED, "AskUserQuestion answered by the PreToolUse hook (updatedInput.answers, notes)"),
    ("picker keys", TESTED, "a later answer typed into the AskUserQuestion picker"),
    ("permissions", TESTED, "PermissionRequest answered by its hook: allow, deny with a message, an edited input, "
                            "an added rule; paired with the call's PreToolUse; verified by PostToolUse"),
    ("plans", TESTED, "ExitPlanMode approved (allow with the echoed input) or rejected with feedback"),
    ("dialog keys", TESTED, "a later answer typed into the permission or plan dialog"),
    ("idle", TESTED, "Notification(idle_prompt) becomes a decision; the next prompt typed in"),
    ("failures", TESTED, "StopFailure, SessionEnd(other), a dead pane; resumed with claude --resume"),
    ("http hooks", TESTED, "the same answers through type: http hooks (warden serve)"),
    ("tasks", TESTED, "headless tasks through the SDK: can_use_tool for questions, plans and permissions"),
)


def check_capabilities(installed: tuple[int, ...] | None) -> list[Check]:
    """One line per capability: the oldest Claude Code it is tested on, against this one."""
    out = []
    for name, since, what in CAPABILITIES:
        tested = tuple(int(x) for x in since.split("."))
        if installed is None:
            out.append(Check(name, "ok", f"tested on Claude Code {since}+: {what}"))
        elif installed < tested:
            out.append(Check(name, "warn", f"tested on Claude Code {since}+; this one is "
                                           f"{'.'.join(map(str, installed))}, older: {what}"))
        else:
            out.append(Check(name, "ok", f"tested on {since}+ (this is {'.'.join(map(str, installed))}): {what}"))
    return out


def _installed() -> tuple[int, ...] | None:
    from warden import claude

    found = claude.lookup()
    if found is None:
        return None
    try:
        return claude.version(found[0])
    except claude.ClaudeNotFound:
        return None


def run_checks() -> list[Check]:
    fleet = check_fleet()
    return [check_claude(), check_hooks(), check_tmux(), check_store(), *([fleet] if fleet else []), check_config(),
            check_hook_log(), *check_capabilities(_installed())]
