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


STUCK_AFTER = 60.0  # seconds an answer may wait for its delivery before it counts as stuck
SPOOL_STALE = 60.0  # seconds a claimed spool file may wait for the next drain


def check_spool() -> Check:
    """Records the store could not take yet (claimed files a drain kept) and the
    dead-letter file (bytes that were no record)."""
    import os
    import time

    from warden.capture import spool
    from warden.home import home_dir

    home = home_dir()
    try:
        names = os.listdir(home)
    except FileNotFoundError:
        return Check("spool", "ok", "nothing spooled yet")
    problems, level = [], "ok"
    dead = spool.dead_count(home)
    if dead:
        level = "fail"
        problems.append(f"{dead} unreadable chunk(s) in {os.path.join(home, spool.DEAD)} (dead letters: look, "
                        "then move the file away)")
    now = time.time()
    stale = [n for n in names if n.startswith(spool.SPOOL + ".") and n.endswith(".draining")
             and now - os.stat(os.path.join(home, n)).st_mtime > SPOOL_STALE]
    if stale:
        level = "fail"
        problems.append(f"{len(stale)} claimed spool file(s) waiting for over {SPOOL_STALE:.0f}s: the store does not "
                        "take them (locked, disk full, read-only?); see the hook log")
    return Check("spool", level, "; ".join(problems) or "no records waiting, no dead letters")


def check_stuck() -> Check:
    """Answers nobody delivers: recorded, no hook left to deliver them, not typed."""
    import time

    from warden.record.ingest import open_store
    from warden.deliver.by_keys import HOOK_GRACE

    try:
        store = open_store()
    except Exception as e:  # noqa: BLE001 - check_store says why
        return Check("stuck answers", "warn", f"store not readable: {e}")
    try:
        from warden.deliver.by_keys import DELIVERY, interrupted_pid

        now = time.time()
        ids = store.stuck_answers(now - STUCK_AFTER, now - HOOK_GRACE)
        # typing started (the intent is stored first) but nothing came back: a deliverer
        # that died half-way, or a picker answered nowhere
        typed = store.typed_by(DELIVERY, now - 10 * STUCK_AFTER)
        interrupted = [q for q in store.typed_by(DELIVERY) if interrupted_pid(store.home, q) is not None]
    finally:
        store.close()
    if ids:
        shown = ", ".join(f"#{i}" for i in ids[:10]) + (" ..." if len(ids) > 10 else "")
        return Check("stuck answers", "fail", f"{len(ids)} answer(s) recorded but never delivered ({shown}): "
                     "`warden deliver ID` types one, or answer at the keyboard")
    if interrupted:
        shown = ", ".join(f"#{i}" for i in interrupted[:10])
        return Check("stuck answers", "fail", f"{len(interrupted)} keystroke deliver(ies) interrupted ({shown}): "
                     "`warden deliver ID` types it again")
    if typed:
        shown = ", ".join(f"#{i}" for i in typed[:10])
        return Check("stuck answers", "warn", f"{len(typed)} answer(s) typed over {10 * STUCK_AFTER / 60:.0f} min ago and "
                     f"never verified ({shown}): look at the session's picker")
    return Check("stuck answers", "ok", "no stuck answers")


def unsafe_modes(home: str) -> list[str]:
    """State that others could read or write: the directory, and what is in it."""
    import os
    import stat

    out = []
    try:
        st = os.stat(home)
    except FileNotFoundError:
        return out
    if stat.S_IMODE(st.st_mode) & 0o077:
        out.append(f"{home} is {stat.S_IMODE(st.st_mode):o} (want 700)")
    for root, dirs, files in os.walk(home):
        for name in dirs + files:
            path = os.path.join(root, name)
            try:
                mode = os.lstat(path).st_mode
            except FileNotFoundError:
                continue
            if stat.S_ISLNK(mode) or stat.S_ISSOCK(mode):
                continue
            if stat.S_IMODE(mode) & 0o077:
                out.append(f"{path} is {stat.S_IMODE(mode):o}")
    return out


def check_modes() -> Check:
    from warden.home import home_dir

    bad = unsafe_modes(home_dir())
    if bad:
        return Check("file modes", "fail", f"{len(bad)} path(s) readable or writable by others: {'; '.join(bad[:5])}"
                     f"{' ...' if len(bad) > 5 else ''} (fix: chmod -R go-rwx {home_dir()})")
    return Check("file modes", "ok", "the state directory is private (700/600)")


# What warden does with Claude Code, and the oldest version each is tested on: the
# project's end-to-end tests run the real client (tests/e2e, tests/board, tests/headless)
# on the pinned version, and the tests of each capability (``OLDEST_TESTS``) run again on
# ``OLDEST`` (scripts/test does both).
OLDEST = "2.1.296"
OLDEST_TESTS = ("tests/e2e/test_warden_e2e.py", "tests/e2e/test_permissions_e2e.py", "tests/deliver/test_driver_e2e.py",
                "tests/deliver/test_dialog_e2e.py", "tests/board/test_http_hooks_e2e.py",
                "tests/headless/test_tasks_e2e.py")
TESTED = OLDEST
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
            check_hook_log(), check_spool(), check_stuck(), check_modes(), *check_capabilities(_installed())]
