"""The server's half of the relay protocol (``warden.fleet``): apply a machine's
shipment to the mirror, hand out its work, take its acknowledgements."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from warden.fleet import work as kinds
from warden.hooklog import log
from warden.store import write
from warden.store import queues as queue_rows

if TYPE_CHECKING:
    from warden.store import Store

MAX_ITEMS = 1000
ACK_EVENT = "warden:relay"


class BadShipment(ValueError):
    pass


def _scalar(v: Any) -> bool:
    return v is None or isinstance(v, (str, int, float)) and not isinstance(v, bool)


def _row(obj: Any, what: str) -> dict[str, Any]:
    if not isinstance(obj, dict) or not all(isinstance(k, str) and _scalar(v) for k, v in obj.items()):
        raise BadShipment(f"{what}: a row is an object of plain values")
    return obj


def _rows(obj: Any, what: str) -> list[dict[str, Any]]:
    if not isinstance(obj, list):
        raise BadShipment(f"{what}: a list of rows")
    return [_row(r, what) for r in obj]


def apply(store: Store, machine: str, body: Any, address: str | None = None) -> dict[str, int]:
    """Apply one shipment in one write transaction; say how many items were applied and
    how many refused (rows of another machine)."""
    if not isinstance(body, dict) or not isinstance(body.get("items"), list):
        raise BadShipment('a shipment is {"items": [...]}')
    items = body["items"]
    if len(items) > MAX_ITEMS:
        raise BadShipment(f"at most {MAX_ITEMS} items a shipment")
    backlog = body.get("backlog")
    version = body.get("version")
    applied = refused = 0
    with write(store.db):
        store.machine_seen(machine, backlog if isinstance(backlog, int) and not isinstance(backlog, bool) else None,
                           address, version[:40] if isinstance(version, str) else None)
        for n, item in enumerate(items):
            if _apply_item(store, machine, item, f"item {n}"):
                applied += 1
            else:
                refused += 1
    if refused:
        log(store.home, "warning", f"fleet: {refused} item(s) from machine {machine} refused (another machine's rows)")
    return {"applied": applied, "refused": refused}


def _apply_item(store: Store, machine: str, item: Any, where: str) -> bool:
    if not isinstance(item, dict):
        raise BadShipment(f"{where}: an object")
    kind, ref = item.get("item"), item.get("id")
    row = _row(item.get("row"), where)
    if kind == "session":
        if not isinstance(ref, str) or not ref:
            raise BadShipment(f"{where}: a session's id is its Claude Code id")
        return store.mirror_session(machine, ref, row)
    if not isinstance(ref, int) or isinstance(ref, bool):
        raise BadShipment(f"{where}: an id is an integer")
    if kind == "event":
        if not store.mirror_event(machine, ref, row):
            return False
        if row.get("event") == ACK_EVENT:
            _acknowledged(store, machine, row.get("payload"))
        return True
    if kind == "decision":
        answers = _rows(item.get("answers", []), where)
        if not all(isinstance(a.get("id"), int) for a in answers):
            raise BadShipment(f"{where}: an answer's id is an integer")
        return store.mirror_decision(machine, ref, row, answers, _rows(item.get("traces", []), where)) is not None
    if kind == "queue":
        return store.mirror_queue(machine, ref, row, _rows(item.get("commands", []), where)) is not None
    raise BadShipment(f"{where}: no item {kind!r}")


def _acknowledged(store: Store, machine: str, payload: Any) -> None:
    """A ``warden:relay`` event: the machine carried out (or refused) a work item."""
    try:
        p = json.loads(payload) if isinstance(payload, str) else None
    except ValueError:
        return
    if not isinstance(p, dict) or not isinstance(p.get("work_id"), int):
        return
    outcome = p.get("outcome") if isinstance(p.get("outcome"), str) else "done"
    said = p.get("detail") if isinstance(p.get("detail"), str) else None
    work = store.finish_work(machine, p["work_id"], outcome, said[:2000] if said else None)
    if work is None or outcome != "rejected":
        return
    detail = said or "refused on the machine"
    if work["kind"] == kinds.ANSWER and work["answer_id"] is not None:
        # the decision's own state comes with the machine's next shipment of it
        store.mark_delivery_failed(int(work["answer_id"]), "rejected", keys_sent=False)
    elif work["kind"] == kinds.QUEUE and work["queue_id"] is not None:
        queue_rows.update_queue(store, int(work["queue_id"]), status="failed", detail=f"on {machine}: {detail}",
                                ended_at=time.time())


def work_for(store: Store, machine: str, after: int, limit: int = 100) -> list[dict[str, Any]]:
    """The machine's work after id ``after``, oldest first, as its relay receives it."""
    out = []
    for w in store.work_after(machine, after, limit):
        try:
            body = json.loads(w["body"])
        except ValueError:
            continue
        out.append({"id": int(w["id"]), **body})
    return out
