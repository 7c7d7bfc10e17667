"""A decision checked against its call."""

from __future__ import annotations

import pytest

from tests.payloads import THREE
from warden.askuser.model import Answer, Call, QuestionError, multi, select, typed
from warden.askuser.validate import validate


def test_validate_rejects_unknown_labels_and_wrong_counts() -> None:
    c = Call.from_questions(THREE)
    with pytest.raises(QuestionError, match="3 question"):
        validate(c, Answer((select("SQLite"),)))
    with pytest.raises(QuestionError, match="not one of its options"):
        validate(c, Answer((select("MySQL"), multi(["Login"]), typed("x"))))
    with pytest.raises(QuestionError, match="not among its options"):
        validate(c, Answer((select("SQLite"), multi(["Login", "Nope"]), typed("x"))))
    with pytest.raises(QuestionError, match="empty"):
        validate(c, Answer((select("SQLite"), multi(["Login"]), typed("   "))))
    with pytest.raises(QuestionError, match="single-select"):
        validate(c, Answer((multi(["SQLite", "PostgreSQL"]), multi(["Login"]), typed("x"))))
