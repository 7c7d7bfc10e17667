"""Whether a file the question names is in the project: a fact the project's tree answers.

"Do you have an existing schema.sql file?" reads like a question about the person, but what it
asks is whether the project holds ``schema.sql``, and a person answering for someone else
looks. Only a question that names the file itself (a name with an extension, ``.env``, or a
path: ``specs/``) is read so; "Do you have any documents about your idea?" names nothing the
tree can show and stays the person's. The answer is the one option that says the file is
there ("Yes - I have schema.sql") or the one that says it is not ("No - Generate basic
schema"), never an option that hands the work back or stops.
"""

from __future__ import annotations

import os
import re

from warden.decide.answerers.policy.project import NOT_ITS_OWN
from warden.decide.answerers.policy.wording import straighten

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question, View

    Verdict = tuple[ItemAnswer | None, str]

_I = re.IGNORECASE
# a file by its name: a dotted name with an extension ("schema.sql", "wrangler.toml", ".env") or a path ("specs/")
_FILE = r"(?P<file>`?(?:[\w.-]+/)*(?:[\w-]*\.[A-Za-z][\w]{0,9}|[\w.-]+/)`?)"
_ASKS = re.compile(
    r"^\W*(?:do you (?:already )?have|have you (?:already )?(?:got|created|added)|is there|are there|does (?:the|this|your) "
    r"(?:project|repo(?:sitory)?|codebase|app) (?:already )?(?:have|contain|include))\s+(?:an?\s+|any\s+|the\s+|a\s+)?"
    r"(?:existing\s+)?" + _FILE + r"(?:\s+(?:file|files|folder|directory|config(?:uration)?))?"
    r"(?:\s+(?:in|at) (?:the|this|your) (?:project|repo(?:sitory)?|root|codebase))?\s*\?", _I)
_YES = re.compile(r"^\W*(?:yes\b|I have\b|I've got\b|it exists\b|exists\b|found\b)", _I)
_NO = re.compile(r"^\W*(?:no\b|none\b|not yet\b|I don'?t\b)", _I)
_DEPTH = 3  # levels below the project's root searched for a bare name


def asked_file(question: str) -> str | None:
    """The file or folder whose presence ``question`` asks about, or None."""
    for sentence in re.split(r"(?<=[.!?])\s+", straighten(question).strip()):
        m = _ASKS.match(sentence)
        if m:
            name = m.group("file").strip("`")
            # a place outside the project is not the project's tree: not looked for
            return None if ".." in name.split("/") else name
    return None


def present(project: Project, name: str) -> bool:
    """Whether ``name`` is in the project: a path as given, a bare name at the root or up to ``_DEPTH``
    levels below it (not in dependencies or build output)."""
    rel = name.rstrip("/")
    if project.exists(rel):
        return True
    if "/" in rel:
        return False
    want_dir = name.endswith("/")
    root = project.disk.path(".")
    for dirpath, dirnames, filenames in project.walk("."):
        depth = os.path.relpath(dirpath, root).count(os.sep)
        dirnames[:] = [d for d in dirnames if d not in NOT_ITS_OWN] if depth < _DEPTH else []
        if rel in (dirnames if want_dir else filenames + dirnames):
            return True
    return False


class Present:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it uses
    besides: ``_unsafe``, ``_pick``."""

    item: Item
    q: Question
    project: Project

    def _present(self) -> Verdict | None:
        if self.item.multi or not self.project.cwd:
            return None
        name = asked_file(self.item.question)
        if name is None:
            return None
        there = present(self.project, name)
        said = _YES if there else _NO
        fits: list[View] = [v for v in self.q.options if said.match(straighten(v.label))
                            and not v.has("manual", "stall", "delegate", "open", "unsure")]
        if len(fits) != 1 or self._unsafe(fits[0]):
            return None
        v = fits[0]
        where = "is in the project" if there else "is not in the project"
        return self._pick(v), f"it asks whether {name!r} exists, and it {where}: chose {v.label!r}"
