"""The task runner: one detached process per turn of a task, driving Claude Code
headless through the ``claude-agent-sdk`` package.

``python -m warden.headless.runner TASK_ID PROMPT_ID`` runs the prompt ``PROMPT_ID`` (a
``task_output`` row) as a new session, or as a new turn of the task's session when it
has one (the SDK's ``resume``). It records everything in the store:

* the session (from the SDK's ``init`` message) as a managed session named after the
  task, so installed warden hooks and every view see it as such;
* each tool call that needs approval, which reaches ``can_use_tool``: an AskUserQuestion,
  an ExitPlanMode (a plan) or any other tool (a permission, with Claude Code's
  suggestions) is recorded as its kind's decision, the profile's answer chain runs with
  no time limit (when nobody in the chain decides, a person is waited for: there is no
  dialog to fall back to), and the decision goes back as an allow (``updatedInput``:
  the answers, the echoed plan, an edited call; ``updated_permissions``: an added rule)
  or a deny with the message the model reads;
* the tool result that comes back in the stream, against which the answer is verified
  (``tool_use_result.answers``, Claude Code's own record of what it received);
* the output (text, tool calls, the result) and the task's state.

SIGTERM (``warden task stop``) ends the turn: the SDK stops Claude Code, open
questions are expired, the task is marked stopped.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import threading
import time
from typing import Any

from warden.askuser.model import TOOL_NAME, Call, QuestionError
from warden import claude
from warden.store import Store, write
from warden.kinds.question import KIND as QUESTION
from warden.store import tasks as ts
from warden.text import one_line

# "No inline limit": the chain may wait for a person this long (and a waiting question
# carries it as its hook_until, so `warden answer` knows the answer goes back at once).
FOREVER = 10 * 365 * 86400.0
SDK_DELIVERY = "sdk"
TEXT_LIMIT = 4000


class Runner:
    def __init__(self, home: str, task_id: int, prompt_id: int):
        from warden import config
        from warden.record.ingest import open_store

        self.home = home
        self.store: Store = open_store(home)
        self.task = ts.get(self.store, task_id)
        self.tid = task_id
        prompt = ts.prompt_text(self.store, task_id, prompt_id)
        if prompt is None:
            raise ts.TaskError(f"task #{task_id} has no prompt #{prompt_id}")
        self.prompt: str = prompt
        self.profile = config.load(os.path.join(home, "config.toml")).profile(self.task["profile"] or None)
        self.session_id: str | None = self.task["session_id"]
        self.session_known = asyncio.Event()
        self.asked: dict[str, int] = {}  # tool_use_id -> question id
        self.final: tuple[str, dict[str, Any]] | None = None
        self.stopping = False  # a stop signal arrived

    # ------------------------------------------------------------ the turn

    async def run(self) -> int:
        from claude_agent_sdk import ClaudeAgentOptions, ClaudeSDKClient

        with write(self.store.db):
            ts.set_state(self.store, self.tid, "running", pid=os.getpid(), host=ts.host(), error=None,
                         finished_at=None)
        if self.session_id:
            self.session_known.set()
        settings = self.profile.headless
        options = ClaudeAgentOptions(
            cwd=self.task["cwd"],
            cli_path=claude.need(profile=settings.claude),
            resume=self.session_id or None,
            can_use_tool=self.can_use_tool,
            system_prompt={"type": "preset", "preset": "claude_code"},
            permission_mode=settings.permission_mode,
            model=settings.model,
            # installed warden hooks see a managed session named after the task; WARDEN_TASK
            # tells them the runner answers its questions (warden.headless.defer)
            env={"WARDEN_SESSION": self.task["name"], "WARDEN_PROFILE": self.task["profile"] or "",
                 "WARDEN_TASK": str(self.tid)},
            stderr=lambda line: print(line, file=sys.stderr, flush=True),
        )
        try:
            async with ClaudeSDKClient(options) as client:
                await client.query(self.prompt)
                async for message in client.receive_response():
                    self.on_message(message)
        except asyncio.CancelledError:
            self.finish("stopped", error="stopped by `warden task stop`")
            return 0
        except Exception as e:  # noqa: BLE001 - the task records why it failed
            if self.stopping:  # Claude Code went down first
                self.finish("stopped", error="stopped by `warden task stop`")
                return 0
            self.finish("failed", error=f"{type(e).__name__}: {e}")
            return 1
        if self.final is None:
            self.finish("failed", error="Claude Code ended without a result")
            return 1
        state, fields = self.final
        self.finish(state, **fields)
        return 0 if state == "done" else 1

    def finish(self, state: str, **fields: Any) -> None:
        with write(self.store.db):
            cur = ts.get(self.store, self.tid)
            for q in ts.open_questions(self.store, cur):
                self.store.release_hook(q["id"])
                self.store.set_status(q["id"], "expired", detail=f"the task ended ({state})")
            ts.set_state(self.store, self.tid, state, **fields)
            if self.session_id:
                said = fields.get("result")
                extra = {"last_message": said[-TEXT_LIMIT:]} if isinstance(said, str) and said else {}
                self.store.set_session_state(self.session_id, "stopped" if state == "done" else "ended", **extra)
            if fields.get("error"):
                ts.add_output(self.store, self.tid, "error", str(fields["error"]))

    # ------------------------------------------------------------ the stream

    def on_message(self, m: Any) -> None:
        from claude_agent_sdk import (
            AssistantMessage,
            ResultMessage,
            SystemMessage,
            TextBlock,
            ToolResultBlock,
            ToolUseBlock,
            UserMessage,
        )

        if isinstance(m, SystemMessage) and m.subtype == "init":
            self.on_session(str(m.data.get("session_id") or ""))
        elif isinstance(m, AssistantMessage):
            if m.session_id and not self.session_id:
                self.on_session(m.session_id)
            for b in m.content:
                if isinstance(b, TextBlock) and b.text.strip():
                    self.out("text", b.text)
                elif isinstance(b, ToolUseBlock):
                    self.out("tool_use", f"{b.name} {one_line(json.dumps(b.input, ensure_ascii=False), 300)}",
                             {"id": b.id, "name": b.name})
        elif isinstance(m, UserMessage) and isinstance(m.content, list):
            for b in m.content:
                if isinstance(b, ToolResultBlock):
                    self.on_tool_result(b, m.tool_use_result)
        elif isinstance(m, ResultMessage):
            self.on_result(m)

    def out(self, kind: str, text: str, data: Any = None) -> None:
        with write(self.store.db):
            ts.add_output(self.store, self.tid, kind, text[:TEXT_LIMIT], data)
            ts.update(self.store, self.tid)

    def on_session(self, session_id: str) -> None:
        if not session_id:
            return
        self.session_id = session_id
        with write(self.store.db):
            self.store.upsert_session(session_id, name=self.task["name"], cwd=self.task["cwd"], managed=1,
                                      profile=self.task["profile"])
            self.store.set_session_state(session_id, "working")
            ts.update(self.store, self.tid, session_id=session_id)
        self.session_known.set()

    def on_result(self, m: Any) -> None:
        turns = int(self.task["turns"] or 0) + int(m.num_turns or 0)
        cost = (self.task["cost_usd"] or 0.0) + (m.total_cost_usd or 0.0)
        text = m.result or ""
        if m.session_id and m.session_id != self.session_id:
            self.on_session(m.session_id)
        self.out("result", text or f"({m.subtype})", {"subtype": m.subtype, "stop_reason": m.stop_reason,
                                                      "is_error": m.is_error})
        if m.is_error:
            self.final = ("failed", {"result": text, "error": text or m.subtype, "turns": turns, "cost_usd": cost})
        else:
            self.final = ("done", {"result": text, "turns": turns, "cost_usd": cost})

    # ------------------------------------------------------------ questions

    async def can_use_tool(self, name: str, tool_input: dict[str, Any], context: Any) -> Any:
        """Every tool call that needs approval: a question (AskUserQuestion), a plan
        (ExitPlanMode) or a permission, each decided by the profile's chain."""
        from claude_agent_sdk import PermissionResultAllow, PermissionResultDeny

        from warden.headless import permissions
        from warden.kinds.permission import kind_for

        kind = QUESTION if name == TOOL_NAME else kind_for(name)
        what_ = "question" if kind is QUESTION else kind.name
        try:
            if kind is QUESTION:
                offer_input: Any = tool_input
                call: Any = Call.from_tool_input(tool_input)
            else:
                offer_input = permissions.offer_input(kind, name, tool_input, context, self.profile)
                call = kind.offer(offer_input)
        except (QuestionError, ValueError) as e:
            return PermissionResultDeny(message=f"The {what_} could not be read: {e}")
        try:
            await asyncio.wait_for(self.session_known.wait(), 60)
        except asyncio.TimeoutError:
            return PermissionResultDeny(message=f"The {what_} came before the session started; ask again.")
        qid = self.record_question(tool_input, context.tool_use_id, kind, offer_input)
        loop = asyncio.get_running_loop()
        done: asyncio.Future[Any] = loop.create_future()

        def decide() -> None:
            try:
                result: Any = self.decide(qid, call, tool_input, kind.name)
            except BaseException as e:  # noqa: BLE001 - reported to the awaiting callback
                result = e
            loop.call_soon_threadsafe(lambda: done.done() or done.set_result(result))

        # a daemon thread, not the default executor: a person may never answer, and a
        # stopped task must still be able to exit
        threading.Thread(target=decide, daemon=True, name=f"chain-q{qid}").start()
        result = await done
        if isinstance(result, BaseException):
            self.out("error", f"{what_} #{qid}: no decision: {type(result).__name__}: {result}")
            return PermissionResultDeny(message=f"The {what_} could not be answered: {result}")
        self.out("answer", f"{what_} #{qid}: {kind.describe(result)}")
        allow, what = kind.sdk_result(tool_input, call, result)
        if not allow:
            return PermissionResultDeny(message=what)
        if kind is QUESTION:
            return PermissionResultAllow(updated_input=what)
        return PermissionResultAllow(updated_input=what, updated_permissions=permissions.updates(kind, call, result))

    def record_question(self, tool_input: dict[str, Any], tool_use_id: str | None, kind: Any = QUESTION,
                        offer_input: Any = None) -> int:
        from warden.record.ingest import drain

        # hooks (when installed) spooled this call's PreToolUse before it reached us: ingest
        # it first, so the question row is ours to update, not theirs to overwrite
        drain(self.store, self.home)
        assert self.session_id
        offer_input = tool_input if offer_input is None else offer_input
        with write(self.store.db):
            qid = self.store.add_question(self.session_id, tool_use_id, kind.offer_stored(offer_input), tool_input,
                                          time.time() + FOREVER, kind=kind.name)
            self.store.set_session_state(self.session_id, "waiting")
            ts.set_state(self.store, self.tid, "waiting")
            label = "question" if kind is QUESTION else kind.name
            ts.add_output(self.store, self.tid, "question",
                          f"{label} #{qid}: {one_line(kind.summary(kind.offer(offer_input)), 300)}",
                          {"question_id": qid})
        if tool_use_id:
            self.asked[tool_use_id] = qid
        return qid

    def decide(self, qid: int, call: Any, tool_input: dict[str, Any], kind: str = "question") -> Any:
        """Run the chain for decision ``qid`` with no time limit (in its own thread, on its
        own connection); store the decision as delivered by the SDK; return it."""
        from warden.decide import chain
        from warden.decide.context import Context
        from warden.decide.chain import Step
        from warden.decide.answerers.human import HumanAnswerer

        store = self.store.reopen()
        try:
            context = Context(call=call, kind=kind, tool_input=tool_input, deadline=time.monotonic() + FOREVER,
                              question_id=qid, session_id=self.session_id, session_name=self.task["name"],
                              cwd=self.task["cwd"], store=store,
                              extra={"permissions": self.profile.options.get("permissions")})
            result = chain.run(self.profile.chain, context)
            decision, decided_by = result.decision, result.answerer
            if decision is None:
                # nobody in the chain decided and there is no picker to fall back to: wait for a person
                started, t0 = time.time(), time.monotonic()
                outcome = HumanAnswerer().decide(context)
                decision = outcome if hasattr(outcome, "answer") else None
                result.steps.append(Step("human", "decided" if decision else "abstained",
                                         "the chain did not decide; a task waits for a person"
                                         if decision else getattr(outcome, "reason", ""), started, time.monotonic() - t0))
                if decision is None:
                    raise ts.TaskError(f"question #{qid}: no decision")
                decided_by = decision.decided_by or "human"
            from warden.decide.settle import settle

            result.decision, result.answerer = decision, decided_by
            settled, _ = settle(store, qid, result, delivery=SDK_DELIVERY, gave_up="no decision")
            if settled is None:
                raise ts.TaskError(f"question #{qid} was closed before its answer could be delivered")
            answer = settled.answer
            return answer
        finally:
            store.close()

    def on_tool_result(self, block: Any, tool_use_result: Any) -> None:
        from warden import verify

        qid = self.asked.get(block.tool_use_id)
        if qid is None:
            return
        kind = self.store.question(qid)["kind"]
        got = tool_use_result.get("answers") if isinstance(tool_use_result, dict) else None
        if kind == "question" and not isinstance(got, dict) and not block.is_error:
            from warden.askuser.tool_result import parse_answers, tool_result_text

            got = parse_answers(tool_result_text({"content": block.content}))
        with write(self.store.db):
            q = self.store.question(qid)
            if kind != "question":
                from warden.headless import permissions

                permissions.settle(self.store, qid, bool(block.is_error))
            elif q is not None and q["status"] == "delivered":  # not yet settled by an installed PostToolUse hook
                verify.received(self.store, qid, got, is_error=bool(block.is_error), keyboard=False)
            self.store.set_session_state(self.session_id, "working")
            ts.set_state(self.store, self.tid, "running")
            q = self.store.question(qid)
            ts.add_output(self.store, self.tid, "verified" if q["status"] == "verified" else "outcome",
                          f"question #{qid}: {q['status']}" + (f" ({one_line(q['detail'], 300)})" if q["detail"] else ""))
        verify.tell_mismatch(self.home, self.store, qid)


def main(argv: list[str] | None = None) -> int:
    from warden.home import home_dir

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or not all(a.isdigit() for a in args):
        print("usage: python -m warden.headless.runner TASK_ID PROMPT_ID", file=sys.stderr)
        return 2
    try:
        runner = Runner(home_dir(), int(args[0]), int(args[1]))
    except Exception as e:  # noqa: BLE001 - a task that cannot start says why
        _fail_early(home_dir(), int(args[0]), f"{type(e).__name__}: {e}")
        raise

    async def go() -> int:
        task = asyncio.current_task()
        assert task is not None
        loop = asyncio.get_running_loop()
        def stop() -> None:
            runner.stopping = True
            task.cancel()

        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            loop.add_signal_handler(sig, stop)
        try:
            return await runner.run()
        except asyncio.CancelledError:  # cancelled before the SDK client started
            runner.finish("stopped", error="stopped by `warden task stop`")
            return 0

    return asyncio.run(go())


def _fail_early(home: str, tid: int, error: str) -> None:
    from warden.record.ingest import open_store

    store = open_store(home)
    try:
        with write(store.db):
            if ts.find(store, tid) is not None:
                ts.set_state(store, tid, "failed", error=error)
                ts.add_output(store, tid, "error", error)
    finally:
        store.close()


if __name__ == "__main__":
    raise SystemExit(main())
