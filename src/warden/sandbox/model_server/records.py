"""What the scripted server remembers: every request, and every tool call it sent with
the result that came back for it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any



@dataclass
class ToolCall:
    """One tool_use block the server sent, and what came back for it."""

    tool_use_id: str
    name: str
    input: dict[str, Any]
    request_seq: int
    session_id: str | None  # Claude Code's session id, from the request's metadata
    sent_at: float  # time.time() when the reply carrying it was written
    sent_monotonic: float
    result_at: float | None = None  # time.time() when a request first carried its tool_result
    result_monotonic: float | None = None
    result_request_seq: int | None = None
    result_text: str | None = None
    is_error: bool | None = None
    answers: dict[str, str] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)
    outcome: str | None = None  # answered | freeform | declined | chat | ... (see results.classify_result)

    @property
    def questions(self) -> list[dict[str, Any]]:
        return list(self.input.get("questions") or [])

    @property
    def question_texts(self) -> list[str]:
        return [str(q.get("question", "")) for q in self.questions]

    @property
    def answered(self) -> bool:
        return self.result_at is not None

    @property
    def latency(self) -> float | None:
        """Seconds from sending the tool_use to receiving its tool_result."""
        if self.result_monotonic is None:
            return None
        return self.result_monotonic - self.sent_monotonic

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["questions"] = self.questions
        d["latency"] = self.latency
        return d


@dataclass
class Recorded:
    """One request the server received and what it answered."""

    seq: int
    time: float
    monotonic: float
    method: str
    path: str
    kind: str  # main | side | count_tokens | other
    body: Any
    session_id: str | None = None  # Claude Code's session id (metadata.user_id.session_id)
    user_text: str | None = None
    tool_results: int | None = None
    rule: str | None = None
    step: int | None = None
    response: Any = None
    status: int = 200
    answered_at: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
