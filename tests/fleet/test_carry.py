"""A machine carrying out a control the server queued: through the local control
functions, with their refusals, and never applied twice."""

from __future__ import annotations

import json
from pathlib import Path

from warden.control.target import CARRYING, Target, note
from warden.fleet.carry import carry
from warden.record.ingest import open_store
from warden.store import write


def _item(work: int, action: str, text: str | None = None) -> dict[str, object]:
    return {"id": work, "kind": "control", "session_id": "sess-1", "action": action, "text": text, "by": "human:web"}


def test_a_control_for_a_session_outside_tmux_is_refused_as_it_is_locally(tmp_path: Path) -> None:
    store = open_store(str(tmp_path))
    try:
        with write(store.db):
            store.upsert_session("sess-1", name="api", managed=1)
        outcome, detail = carry(store, _item(7, "message", "now add tests"))
        assert outcome == "rejected" and "runs outside tmux" in detail
        assert carry(store, {**_item(8, "message", "x"), "session_id": "nope"})[0] == "rejected"
        assert carry(store, _item(9, "reboot"))[0] == "rejected"
    finally:
        store.close()


def test_a_control_applied_before_its_acknowledgement_is_not_applied_again(tmp_path: Path) -> None:
    store = open_store(str(tmp_path))
    try:
        with write(store.db):
            store.upsert_session("sess-1", name="api", managed=1)
        # the relay applied work #7 (its event names the work), then died before acknowledging it
        token = CARRYING.set(7)
        try:
            with write(store.db):
                note(store, Target(store.session("sess-1"), None), "message", "human:web", "typed", text="hi")
        finally:
            CARRYING.reset(token)
        assert carry(store, _item(7, "message", "hi")) == ("sent", "applied when this work was carried before")
        events = store.events("sess-1", event="WardenControl")
        assert [json.loads(e["payload"])["work"] for e in events] == [7]
    finally:
        store.close()
