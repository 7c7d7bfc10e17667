"""One server for many machines: the relay protocol.

Each machine keeps everything it has without a fleet: its hooks append to its spool,
its SQLite store holds its sessions, decisions and queues, its CLI answers, its
keystroke deliveries type into its own tmux panes. Nothing there waits for the
network. ``warden relay --server URL --token TOKEN`` links the machine to one server
(``warden serve`` over PostgreSQL, or SQLite) and carries state both ways:

* **Up, at least once, in order.** While linked, the store's triggers queue every
  change the relay must ship in ``outbox`` (``warden.store.relay``): each event written
  (or noted), each session, decision (with its answers and traces) and command queue
  (with its commands) written. The relay drains the spool into the store as any reader
  does, reads the outbox in order, and POSTs a batch to ``/fleet/v1/ship``::

      {"items": [{"item": "session", "id": "<session id>", "row": {...}},
                 {"item": "event", "id": 41, "row": {"rec_id": ..., "payload": ...}},
                 {"item": "decision", "id": 7, "row": {...}, "answers": [...], "traces": [...]},
                 {"item": "queue", "id": 3, "row": {...}, "commands": [...]}],
       "backlog": 12, "version": "0.1.0"}

  An item carries the row's *current* state, so entries naming the same row collapse
  into one and a later shipment never goes back in time. The server applies a batch in
  one write transaction and answers ``{"applied": N, "refused": M}``; only then does the
  relay delete those outbox entries. A batch that was applied but whose answer was lost
  (a server killed mid-answer, a relay killed mid-shipment) is sent again, and applying
  it again changes nothing: events are unique by ``"<machine>/<spool record id>"``
  (``"<machine>/#<event id>"`` for warden's own events), decisions, answers and queues by
  ``origin = "<machine>/<id there>"``, sessions by their Claude Code id. Events of one
  session arrive in the order the machine recorded them.

* **The machine is the authority over its own rows.** The server mirrors them
  (``warden.store.machines``) and writes none of them except to answer: a session of a
  machine is never typed into, driven or verified on the server (its tmux pane is not
  even mirrored). A token admits its own machine's rows only: a session, decision or
  event of another machine, or of the server's own sessions, is refused.

* **Down, at least once, in order.** ``warden.deliver.record`` (the one function that
  records an answer) sees that a decision's session runs on a machine and, in the same
  write transaction, queues a work item for that machine's relay (``machine_work``);
  so does a queue started or cancelled on the server for a machine's session, and a
  control (message, interrupt, stop, resume: ``warden.control.remote``) applied to one
  (``warden.fleet.work``). The relay long-polls ``GET /fleet/v1/work?after=N&wait=S``
  (the server wakes it on its store's change notifications: LISTEN/NOTIFY on
  PostgreSQL) and carries each item out locally, in order (``warden.fleet.carry``): an
  answer is recorded through ``warden.deliver.record`` with ``origin = "server/<answer
  id>"``, so the hook waiting on the machine takes it, or keystroke delivery types it,
  exactly as for a local answer; a queue is started or cancelled through the local
  workflow queue; a control is applied to the session's pane through ``warden.control``,
  with a local request's checks. It then writes a ``warden:relay`` event (work id, outcome: recorded,
  rejected because already answered, started, ...) and moves its cursor (``work_after``)
  past the item. That event goes up like any other and acknowledges the work; a
  rejected answer is marked so on the server. An item carried twice (a relay killed
  between recording and acknowledging) is recognised by its origin and acknowledged
  again, never recorded twice.

* **Health.** Every shipment (an empty one every ``HEARTBEAT`` seconds) says the
  machine's backlog (outbox entries not shipped yet); the server keeps it with the time
  it last heard from the machine (``warden machines list``, the board).

Tokens (``warden.fleet.machines``): ``warden machines add NAME`` makes one, shown once;
the server keeps only its SHA-256. The board's access middleware admits ``/fleet/``
requests only with a machine's token (``Authorization: Bearer``), and a machine's
token opens nothing else.
"""

PROTOCOL = "v1"
PREFIX = f"/fleet/{PROTOCOL}"
HEARTBEAT = 10.0  # seconds between shipments when there is nothing to ship
