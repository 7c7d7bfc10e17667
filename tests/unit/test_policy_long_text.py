"""The policy reads a question of any length in a time that grows with its length: every
pattern that looks for a sentence or a name starts only where one can start (a pattern that
tried from every character of a long sentence without a "?" cost the square of its length;
`warden serve` answers quick questions on its event loop). The figures are in bench/README.md;
here, that the linear readings give what the patterns they replace gave."""

from __future__ import annotations

import random
import re

from warden.decide.answerers.policy.wording import asking

OLD_ASKING = re.compile(r"(?:[^.!?\n]|[.!?](?=\S))*\?")


def test_the_asking_sentences_are_those_the_old_pattern_found() -> None:
    rng = random.Random(7)
    alphabet = "ab .!?\n\t\u00a0"
    texts = ["", "Why?", "a?b. c?", "Done. Continue? (yes/no)", "x" * 50, "a??", "?.?", "v1.2? ok.\nNext?"]
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 16))) for _ in range(20000)]
    for t in texts:
        assert asking(t) == OLD_ASKING.findall(t), repr(t)


def test_a_long_question_without_a_question_mark_is_read_in_one_pass() -> None:
    # the number of steps is the point, not the time: the old pattern started again at each character
    text = "word " * 20000
    assert asking(text) == []
    assert asking(text + "?") == [text + "?"]


def test_a_question_longer_than_any_workflow_asks_is_left_to_a_person() -> None:
    # `warden serve` decides on its event loop: a 300 kB question (under the hook's body limit) must
    # not hold every other session's hook while it is read; the longest real one is ~1,200 characters
    import time

    from warden.askuser.model import Call
    from warden.decide.answerers.policy import PolicyAnswerer
    from warden.decide.answerers.policy.answerer import MAX_CALL_CHARS
    from warden.decide.context import Abstain, Context, Decision

    def decide(text: str, description: str = ""):
        qs = [{"question": text, "header": "Go", "multiSelect": False,
               "options": [{"label": "Yes, run the tests (Recommended)", "description": description},
                           {"label": "No", "description": ""}]}]
        return PolicyAnswerer().decide(Context(call=Call.from_questions(qs), tool_input={"questions": qs},
                                               deadline=time.monotonic() + 60, cwd="/nonexistent", phase=None))

    assert isinstance(decide("Should I run the test suite before committing?"), Decision)
    long = decide("Should I run the test suite before committing? " + "the branch could be lost " * 12_000)
    assert isinstance(long, Abstain) and "a person reads it" in long.reason
    # every part of the question counts: a description as much as the question
    over = decide("Should I run the test suite before committing?", "x " * (MAX_CALL_CHARS // 2))
    assert isinstance(over, Abstain)
