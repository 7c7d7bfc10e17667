"""Round 69's principles, each with a twin that keeps the answer it had:

- choosing the production track, channel or environment where a question asks where a release goes is a
  publication to every user (policy/hazard.py ``release_target``), whatever verb the question uses;
- a picker's controls written in another language ("キャンセル", "Abbrechen", "いいえ", "はい") stop, refuse and agree as
  "Cancel", "No" and "Yes" do, and a file holding the same word as a feature of the product does not speak for them;
- a place something was moved out of is where it no longer is ("moved it out of Documents").

Written for these tests, in styles unlike any workflow the evaluation set holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_policy_shown import ask, chosen
from tests.unit.test_policy_shown import projects as projects_dir  # noqa: F401  (the transcript's folder, a fixture)
from warden.decide.answerers.policy.hazard import release_target
from warden.decide.answerers.policy.mentioned import _NEG_BEFORE
from warden.decide.answerers.policy.structure import _NEGATIVE_START, _PROCEED, _STALL


@pytest.mark.parametrize("label,question,outward", [
    ("Production", "What testing track will you use?", True),
    ("production", "Which EAS Update channel should this go to?", True),
    ("prod", "Which environment do you want to deploy to?", True),
    ("Public", "Which audience gets the beta?", True),
    # the twins: another track, or a question that asks something else of "production"
    ("Internal testing", "What testing track will you use?", False),
    ("Production", "What project tier should the checks optimise for?", False),
    ("Production-ready", "What is the scope of this work?", False),
])
def test_the_production_track_is_a_publication(label: str, question: str, outward: bool) -> None:
    assert bool(release_target(label, question)) is outward


def test_a_file_naming_the_production_track_does_not_choose_it(projects_dir: Path) -> None:
    files = {"README.md": "# Sprout Sill\nPlant-care reminders. Android on Google Play (production track) since 1.2; iOS on TestFlight.\n"}
    out = ask(projects_dir, "What testing track will you use?", ["Internal testing", "Closed testing", "Open testing", "Production"],
              "/android-preflight com.example.sprout", None, files=files)
    assert chosen(out) is None


@pytest.mark.parametrize("label,stall,negative,proceed", [
    ("キャンセル", True, False, False),
    ("キャンセルする", True, False, False),
    ("Abbrechen", True, False, False),
    ("取消", True, False, False),
    ("いいえ", False, True, False),
    ("Nein, danke", False, True, False),
    ("はい", False, False, True),
    # the twins: a label that only starts with such a word, or an English word it resembles
    ("スキップして続行", False, False, False),
    ("Non-blocking", False, False, False),
    ("不要なファイルを削除", False, False, False),
])
def test_controls_in_other_languages(label: str, stall: bool, negative: bool, proceed: bool) -> None:
    assert (bool(_STALL.search(label)), bool(_NEGATIVE_START.search(label)), bool(_PROCEED.search(label))) == (stall, negative, proceed)


def test_a_product_feature_with_the_cancel_word_does_not_speak_for_cancel(projects_dir: Path) -> None:
    files = {"README.md": "# 予約 API\n店舗向けの席予約・キャンセル・通知。\n"}
    out = ask(projects_dir, "以下の内容でコミットしますか？", ["コミットする", "キャンセル"], "/commit", None, files=files)
    assert chosen(out) is None


@pytest.mark.parametrize("sentence,neg", [
    ("Vault = ~/Dropbox/Brain (moved it out of Documents in March).", True),
    ("We migrated everything away from Heroku last year.", True),
    # the twin: moving something into a place speaks for it
    ("Vault moved into Documents in March.", False),
])
def test_a_place_moved_out_of(sentence: str, neg: bool) -> None:
    cut = sentence.index("Documents") if "Documents" in sentence else sentence.index("Heroku")
    assert bool(_NEG_BEFORE.search(sentence[:cut])) is neg
