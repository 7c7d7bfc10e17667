"""What the policy may read of a project: its planning documents (with the current
phase's own context file) and its conventions, each read once and only when needed.
"""

from __future__ import annotations

import os
import re

from warden.askuser.model import Item
from warden.decide.answerers.policy.conventions import Conventions
from warden.decide.answerers.policy.evidence import Doc, Mentions, mentions_in
from warden.decide.answerers.policy.phase import Phase

PLANNING_FILES = (
    ".planning/CONTEXT.md",
    ".planning/STATE.md",
    ".planning/ROADMAP.md",
    ".planning/PROJECT.md",
    "CLAUDE.md",
)
MAX_BYTES = 64 * 1024


class Project:
    """What the policy may read of a project: planning documents and conventions, each
    read once per call and only when a question needs it."""

    def __init__(self, cwd: str | None, phase: Phase, files: tuple[str, ...] = PLANNING_FILES, max_bytes: int = MAX_BYTES):
        self.cwd = cwd
        self.phase = phase
        self.files = files
        self.max_bytes = max_bytes
        self._docs: list[Doc] | None = None
        self._conventions: Conventions | None = None

    def read(self, rel: str) -> str | None:
        if not self.cwd:
            return None
        path = os.path.join(self.cwd, rel)
        try:
            with open(path, "rb") as f:
                data = f.read(self.max_bytes)
        except OSError:
            return None
        return data.decode("utf-8", "replace")

    @property
    def docs(self) -> list[Doc]:
        if self._docs is None:
            docs = []
            rels = list(self.files)
            phase_ctx = self._phase_context()
            if phase_ctx:
                rels.insert(0, phase_ctx)
            for rel in rels:
                text = self.read(rel)
                if text and text.strip():
                    docs.append(Doc(rel, text))
            self._docs = docs
        return self._docs

    def _phase_context(self) -> str | None:
        """``.planning/phases/NN-name/NN-CONTEXT.md`` of the current phase, if any."""
        if not self.cwd or not self.phase.number:
            return None
        base = os.path.join(self.cwd, ".planning", "phases")
        try:
            names = sorted(os.listdir(base))
        except OSError:
            return None
        want = self.phase.number.lstrip("0") or "0"
        for name in names:
            m = re.match(r"^0*(\d+(?:\.\d+)?)(?:-|$)", name)
            if not m or m.group(1) != want:
                continue
            try:
                inner = sorted(os.listdir(os.path.join(base, name)))
            except OSError:
                return None
            for f in inner:
                if f.upper().endswith("CONTEXT.MD"):
                    return f".planning/phases/{name}/{f}"
        return None

    @property
    def conventions(self) -> Conventions:
        if self._conventions is None:
            self._conventions = Conventions(self)
        return self._conventions

    def mentions(self, item: Item, labels: list[str], *, for_scope: bool = False) -> Mentions:
        """Which of ``labels`` the planning documents speak for or against."""
        return mentions_in(self.docs, item, labels, self.phase.number, for_scope=for_scope)
