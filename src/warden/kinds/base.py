"""The interface every decision kind implements.

The stages of a decision are generic — the hook answers inline (``warden.decide.inline``),
the chain decides (``warden.decide.chain``), one function settles what is delivered
(``warden.decide.settle``), one records a person's answer (``warden.deliver.record``),
keystrokes type it (``warden.deliver.by_keys``), one function verifies what Claude Code
received (``warden.verify``) — and each asks the decision's kind for what only the kind
knows. The kind's *offer* is what the person is asked (an AskUserQuestion call, a
permission request, a plan); its *answer* is what they decided.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol

    class Comparison(Protocol):
        ok: bool
        differences: list[str]

    class Kind(Protocol):
        name: str  # as stored with the decision and shown: "question"
        # the hook event whose output delivers an answer without keystrokes
        # ("PreToolUse", "PermissionRequest"; "" when no hook can: idle, failure)
        event: str
        # the event showing that a delivered answer landed: "PostToolUse" (a tool call ran
        # and reports what it received), "UserPromptSubmit" (a typed prompt was taken)
        landing: str

        def locate(self, store: Any, payload: dict[str, Any]) -> Any:
            """The stored decision a hook's payload asks for (None: not recorded yet)."""

        def offer_input(self, payload: dict[str, Any]) -> Any:
            """What :meth:`offer` reads from a hook payload (the tool input, or more)."""

        def offer(self, tool_input: Any) -> Any:
            """What the person is asked, read from the tool input; raises ValueError
            (with a reason a person can read) when the input is malformed."""

        def answer_of(self, data: Any) -> Any:
            """An answer from its stored JSON (or a dict)."""

        def validate(self, offer: Any, answer: Any) -> Any:
            """``answer`` checked against ``offer`` (normalised); raises ValueError."""

        def hook_output(self, tool_input: dict[str, Any], offer: Any, answer: Any) -> dict[str, Any]:
            """The hook's JSON output that delivers ``answer`` without keystrokes."""

        def sdk_result(self, tool_input: dict[str, Any], offer: Any, answer: Any) -> tuple[bool, Any]:
            """For the SDK's ``can_use_tool``: (True, updated input) to allow, (False, message) to deny."""

        def received(self, payload: dict[str, Any]) -> Any:
            """What Claude Code received, from a PostToolUse payload (None: nothing to compare)."""

        def compare(self, offer: Any, answer: Any, received: Any) -> Comparison:
            """Whether ``received`` is what ``answer`` meant."""

        def keyboard(self, offer: Any, received: Any) -> Any:
            """The answer a person gave at the keyboard, read from what Claude Code received."""

        def closed(self, answer: Any) -> tuple[str, str] | None:
            """For an ``answer`` that ends the call without a PostToolUse by design:
            (``declined`` or ``redirected``, why); None for an answer that should land."""

        def offer_stored(self, tool_input: dict[str, Any]) -> Any:
            """The JSON the store keeps as the decision's offer."""

        def offer_from_stored(self, row: Any) -> Any:
            """The offer of a stored decision row."""

        def describe(self, answer: Any) -> str:
            """One line for people: what was decided."""

        def type_answer(self, pane: str, socket: str, offer: Any, answer: Any, timeout: float) -> None:
            """Type ``answer`` into the dialog on screen in ``pane`` (raises DeliveryError)."""

        def keys_refusal(self, offer: Any, answer: Any) -> str | None:
            """Why ``answer`` cannot be typed into the dialog (None: it can): only a waiting
            hook can deliver it (an edited tool input, say)."""

        def parse_choices(self, offer: Any, tokens: list[str]) -> Any:
            """An answer from ``warden answer`` tokens; raises ValueError."""

        def from_body(self, offer: Any, body: Any) -> Any:
            """An answer from the board's JSON body; raises ValueError."""

        def summary(self, offer: Any) -> str:
            """One line for lists: what is asked."""

        def show(self, offer: Any) -> str:
            """Plain text for a reader: what is asked, and the numbered choices."""

        def answer_hint(self, qid: int | str, offer: Any, by: str | None = None) -> str:
            """An example `warden answer` command for this decision."""

        def offer_json(self, offer: Any) -> dict[str, Any]:
            """The offer as the page and ``--json`` show it."""
