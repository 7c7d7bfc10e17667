"""Sessions and the session state machine."""

from __future__ import annotations

import time

import pytest

from warden.errors import NotFound
from warden.store import SESSION_STATES, Store


def test_upsert_creates_then_changes_only_the_fields_given(store: Store) -> None:
    store.upsert_session("s1", name="api", cwd="/srv/api", managed=1, tmux_pane="%3")
    created = store.session("s1")
    assert (created["state"], created["managed"], created["tmux_pane"]) == ("working", 1, "%3")
    time.sleep(0.01)
    store.upsert_session("s1", cwd="/srv/api2", tmux_pane=None)
    s = store.session("s1")
    assert (s["name"], s["cwd"], s["tmux_pane"]) == ("api", "/srv/api2", "%3")
    assert s["created_at"] == created["created_at"] < s["updated_at"]
    assert store.session("nope") is None


def test_a_session_is_found_by_id_name_or_unique_prefix(store: Store) -> None:
    store.upsert_session("abcd-1111", name="api")
    time.sleep(0.01)
    store.upsert_session("abcd-2222", name="api")
    store.upsert_session("ef_x-3333")
    assert store.resolve_session("abcd-1111") == "abcd-1111"
    assert store.resolve_session("api") == "abcd-2222"  # the newest of that name
    assert store.resolve_session("abcd-2") == "abcd-2222"
    assert store.resolve_session("ef_x") == "ef_x-3333"
    for ref in ("abcd", "efax", "zz", "ab"):  # ambiguous, "_" is literal, unknown, too short to be a prefix
        with pytest.raises(NotFound):
            store.resolve_session(ref)


def test_states_are_set_only_to_known_states_with_their_fields(store: Store) -> None:
    assert SESSION_STATES == ("working", "waiting", "stopped", "ended")
    store.upsert_session("s1")
    store.set_session_state("s1", "stopped", phase="/gsd:plan-phase 2")
    s = store.session("s1")
    assert (s["state"], s["phase"]) == ("stopped", "/gsd:plan-phase 2")
    with pytest.raises(ValueError, match="unknown session state"):
        store.set_session_state("s1", "sleeping")
    with pytest.raises(ValueError, match="column"):
        store.set_session_state("s1", "ended", **{"phase=NULL, name": "x"})
    store.set_session_state(None, "ended")  # an event without a session: nothing to move
    assert store.session("s1")["state"] == "stopped"


def test_sessions_newest_first(store: Store) -> None:
    store.upsert_session("old")
    time.sleep(0.01)
    store.upsert_session("new")
    assert [s["id"] for s in store.sessions()] == ["new", "old"]
    assert store.newest_session()["id"] == "new"
