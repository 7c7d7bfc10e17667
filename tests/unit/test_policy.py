"""The ``policy`` answerer: categories, rules, phases, project files, and the corpus."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from tests.unit.policy_corpus import ABSTAIN, CASES, KNOWN_MISSES, Case, Typed
from warden.askuser.hook_output import answers_map
from warden.askuser.model import Call, Item, select
from warden.askuser.validate import validate
from warden.decide.context import Abstain, Context, Decision
from warden.decide.answerers.policy import PolicyAnswerer
from warden.decide.answerers.policy.classify import CATEGORIES, classify


def make_context(questions: list[dict[str, Any]], cwd: Path, phase: str | None = None) -> Context:
    return Context(
        call=Call.from_questions(questions),
        tool_input={"questions": questions},
        deadline=time.monotonic() + 5,
        cwd=str(cwd),
        phase=phase,
    )


def q(question: str, *labels: str, multi: bool = False, header: str = "") -> dict[str, Any]:
    return {"question": question, "header": header, "multiSelect": multi,
            "options": [{"label": x, "description": ""} for x in labels]}


def write_files(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")


def project_dir(tmp_path: Path) -> Path:
    d = tmp_path / "project"
    d.mkdir(exist_ok=True)
    return d


def decision_of(outcome: Decision | Abstain, item: Item) -> object:
    if isinstance(outcome, Abstain):
        return ABSTAIN
    a = outcome.answer.items[0]
    if a.kind == "type":
        return Typed(a.text)
    if item.multi:
        return frozenset(a.labels)
    return a.labels[0]


def run_case(case: Case, root: Path) -> tuple[str, object, Decision | Abstain]:
    write_files(root, case.files)
    ctx = make_context([case.question_json()], root, case.phase)
    item = ctx.call.items[0]
    outcome = PolicyAnswerer(rules=case.rules).decide(ctx)
    assert outcome.reason.strip(), f"{case.id}: empty reason"
    if isinstance(outcome, Decision):
        validate(ctx.call, outcome.answer)
    return classify(item), decision_of(outcome, item), outcome


# ---------------------------------------------------------------- the corpus


def test_corpus(tmp_path: Path) -> None:
    assert len(CASES) >= 40
    assert len({c.id for c in CASES}) == len(CASES), "case ids must be unique"
    assert {c.category for c in CASES} == set(CATEGORIES)
    cat_ok = dec_ok = 0
    misses: dict[str, str] = {}
    for n, case in enumerate(CASES):
        root = tmp_path / f"case{n:02d}"
        root.mkdir()
        category, decision, outcome = run_case(case, root)
        cat_hit = category == case.category
        dec_hit = decision == case.expect
        cat_ok += cat_hit
        dec_ok += dec_hit
        if not (cat_hit and dec_hit):
            misses[case.id] = (f"category {category} (expected {case.category}), decision {decision!r} "
                               f"(expected {case.expect!r}); reason: {outcome.reason}")
    print(f"policy corpus: {cat_ok}/{len(CASES)} categories, {dec_ok}/{len(CASES)} decisions")
    for case_id, what in misses.items():
        print(f"  miss {case_id}: {what}" + (" [known]" if case_id in KNOWN_MISSES else ""))
    unexpected = {k: v for k, v in misses.items() if k not in KNOWN_MISSES}
    assert not unexpected, "unexpected misses:\n" + "\n".join(f"{k}: {v}" for k, v in unexpected.items())
    stale = set(KNOWN_MISSES) - set(misses)
    assert not stale, f"listed as known misses but now right (remove them): {sorted(stale)}"


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_corpus_case(case: Case, tmp_path: Path) -> None:
    if case.id in KNOWN_MISSES:
        pytest.skip(KNOWN_MISSES[case.id])
    category, decision, outcome = run_case(case, project_dir(tmp_path))
    assert category == case.category, outcome.reason
    assert decision == case.expect, outcome.reason


# ---------------------------------------------------------------- rules


def test_user_rule_wins_over_category(tmp_path: Path) -> None:
    cwd = project_dir(tmp_path)
    questions = [q("Proceed with the migration?", "Yes, proceed", "No, stop")]
    plain = PolicyAnswerer().decide(make_context(questions, cwd, "/gsd:execute-phase 1"))
    assert isinstance(plain, Decision) and plain.answer.items[0].labels == ("Yes, proceed",)
    ruled = PolicyAnswerer(rules=[{"question": "migration", "choose": "No, stop"}]).decide(
        make_context(questions, cwd, "/gsd:execute-phase 1"))
    assert isinstance(ruled, Decision)
    assert ruled.answer.items[0].labels == ("No, stop",)
    assert "user rule 1" in ruled.reason


def test_first_matching_rule_wins_and_unfit_rules_are_passed_over(tmp_path: Path) -> None:
    rules = [
        {"question": "database", "choose": "CockroachDB"},  # fits no option: passed over
        {"question": "database", "choose": "SQLite"},
        {"question": "database", "choose": "PostgreSQL"},
    ]
    out = PolicyAnswerer(rules=rules).decide(
        make_context([q("Which database?", "PostgreSQL", "SQLite")], project_dir(tmp_path), "/gsd:discuss-phase 1"))
    assert isinstance(out, Decision)
    assert out.answer.items[0].labels == ("SQLite",)
    assert "user rule 2" in out.reason


def test_rule_matches_header_and_regex_choice(tmp_path: Path) -> None:
    rules = [{"question": "^storage$", "choose": "^postgres"}]
    questions = [q("Where should the data live?", "SQLite file", "PostgreSQL cluster", header="Storage")]
    out = PolicyAnswerer(rules=rules).decide(make_context(questions, project_dir(tmp_path), "/gsd:discuss-phase 1"))
    assert isinstance(out, Decision)
    assert out.answer.items[0].labels == ("PostgreSQL cluster",)


def test_exact_label_that_is_not_a_regex(tmp_path: Path) -> None:
    rules = [{"question": "language", "choose": "C++ (fast)"}]
    questions = [q("Which language?", "C++ (fast)", "Python (quick to write)")]
    out = PolicyAnswerer(rules=rules).decide(make_context(questions, project_dir(tmp_path)))
    assert isinstance(out, Decision) and out.answer.items[0].labels == ("C++ (fast)",)


def test_multi_select_rule(tmp_path: Path) -> None:
    questions = [q("Which features belong in this phase?", "Login", "Billing, invoices", "Search", multi=True)]
    ctx = make_context(questions, project_dir(tmp_path), "/gsd:discuss-phase 2")
    out = PolicyAnswerer(rules=[{"question": "features", "choose": ["Search", "billing"]}]).decide(ctx)
    assert isinstance(out, Decision)
    a = validate(ctx.call, out.answer)
    assert a.items[0].kind == "multi" and a.items[0].labels == ("Billing, invoices", "Search")
    assert answers_map(ctx.call, a) == {questions[0]["question"]: "Billing, invoices, Search"}
    # a single regex picks every label it matches on a multi-select
    out = PolicyAnswerer(rules=[{"question": "features", "choose": "login|search"}]).decide(ctx)
    assert isinstance(out, Decision) and out.answer.items[0].labels == ("Login", "Search")


def test_text_rule_and_phase_limited_rule(tmp_path: Path) -> None:
    rules = [
        {"question": "anything else", "phase": "execute", "choose": "No"},
        {"question": "anything else", "choose": {"type": "text", "text": "Keep the public API stable."}},
    ]
    questions = [q("Anything else before I start?", "No", "Yes")]
    ans = PolicyAnswerer(rules=rules)
    out = ans.decide(make_context(questions, project_dir(tmp_path), "/gsd:execute-phase 1"))
    assert isinstance(out, Decision) and out.answer.items[0].labels == ("No",)
    out = ans.decide(make_context(questions, project_dir(tmp_path), "/gsd:discuss-phase 1"))
    assert isinstance(out, Decision)
    assert out.answer.items[0].kind == "type" and out.answer.items[0].text == "Keep the public API stable."


@pytest.mark.parametrize(
    "rules, options, message",
    [
        ("x", {}, "rules must be a list"),
        (["x"], {}, "rule 1: a rule is a table"),
        ([{"choose": "A"}], {}, "rule 1: question must be a non-empty regex"),
        ([{"question": "(", "choose": "A"}], {}, "not a valid regex"),
        ([{"question": "x"}], {}, "choose is missing"),
        ([{"question": "x", "choose": ""}], {}, "choose is empty"),
        ([{"question": "x", "choose": []}], {}, "must name one or more labels"),
        ([{"question": "x", "choose": {"type": "label"}}], {}, "type = \"text\""),
        ([{"question": "x", "choose": {"type": "text"}}], {}, "needs a non-empty text"),
        ([{"question": "x", "choose": 3}], {}, "got int"),
        ([{"question": "x", "choose": "A", "choice": "B"}], {}, "unknown key"),
        ([{"question": "x", "choose": "A", "phase": "["}], {}, "phase"),
        (None, {"budgets": 3}, "unknown option"),
        (None, {"max_bytes": 0}, "max_bytes"),
        (None, {"planning_files": "ROADMAP.md"}, "planning_files"),
    ],
)
def test_invalid_config_is_a_clear_error(rules: Any, options: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        PolicyAnswerer(rules=rules, **options)


# ---------------------------------------------------------------- phases


def test_scope_takes_what_the_phase_plan_names_in_every_phase(tmp_path: Path) -> None:
    # Round 2: with no file naming the phase's work, "every option not marked later" chose the
    # scope for the person; the policy now abstains, and selects what the roadmap's section
    # for the current phase positively names.
    questions = [q("Which of these should be included in this phase?", "Upload", "Preview", "Sharing (later)", multi=True)]
    cwd = project_dir(tmp_path)
    ans = PolicyAnswerer()
    for phase in ("/gsd:discuss-phase 2", "/gsd:execute-phase 2"):
        assert isinstance(ans.decide(make_context(questions, cwd, phase)), Abstain), phase
    write_files(cwd, {".planning/ROADMAP.md": "## Phase 2: Files\n- Upload files\n- Preview them\n\n## Phase 3: Social\n- Sharing\n"})
    for phase in ("/gsd:discuss-phase 2", "/gsd:execute-phase 2"):
        out = ans.decide(make_context(questions, cwd, phase))
        assert isinstance(out, Decision), phase
        assert out.answer.items[0].labels == ("Upload", "Preview")
        assert phase in out.reason and "the current phase" in out.reason


def test_delegation_unless_the_files_prefer_an_option(tmp_path: Path) -> None:
    questions = [q("Which icon library?", "Lucide", "Heroicons", "You decide")]
    cwd = project_dir(tmp_path)
    ans = PolicyAnswerer()
    for phase in ("/gsd:discuss-phase 1", "/gsd:plan-phase 1"):
        out = ans.decide(make_context(questions, cwd, phase))
        assert isinstance(out, Decision) and out.answer.items[0].labels == ("You decide",)
    write_files(cwd, {".planning/PROJECT.md": "## Decisions\n- Icons: Heroicons everywhere.\n"})
    out = ans.decide(make_context(questions, cwd, "/gsd:discuss-phase 1"))
    assert isinstance(out, Decision) and out.answer.items[0].labels == ("Heroicons",)


def test_a_go_ahead_is_answered_where_going_on_is_the_standing_intent(tmp_path: Path) -> None:
    # Round 2: a bare "Proceed?" was answered in every phase. Going on is now taken only where
    # it is the person's standing intent (plan, execute) and the question names the work; in a
    # discuss phase or with no phase the option itself must say it does ordinary project work.
    bare = [q("Proceed?", "Yes, proceed", "Not yet")]
    named = [q("Proceed with wave 2 of the plan?", "Yes, proceed", "Not yet")]
    for phase in ("/gsd:plan-phase 1", "/gsd:execute-phase 1"):
        out = PolicyAnswerer().decide(make_context(named, project_dir(tmp_path), phase))
        assert isinstance(out, Decision), phase
        assert out.answer.items[0].labels == ("Yes, proceed",)
        assert "confirmation" in out.reason and "'Yes, proceed'" in out.reason
    for phase in ("/gsd:discuss-phase 1", "/gsd:plan-phase 1", "/gsd:execute-phase 1", None):
        assert isinstance(PolicyAnswerer().decide(make_context(bare, project_dir(tmp_path), phase)), Abstain), phase
    for phase in ("/gsd:discuss-phase 1", None):
        assert isinstance(PolicyAnswerer().decide(make_context(named, project_dir(tmp_path), phase)), Abstain), phase


# ---------------------------------------------------------------- whole calls and reasons


def test_call_is_decided_only_when_every_item_is(tmp_path: Path) -> None:
    cwd = project_dir(tmp_path)
    questions = [
        q("Ready to create the plan?", "Create plan", "Wait"),
        q("Which database should the service use?", "PostgreSQL", "SQLite", header="Database"),
    ]
    out = PolicyAnswerer().decide(make_context(questions, cwd, "/gsd:plan-phase 2"))
    assert isinstance(out, Abstain)
    assert "question 2 (Database)" in out.reason
    write_files(cwd, {".planning/CONTEXT.md": "- Storage: SQLite, one file beside the binary.\n"})
    ctx = make_context(questions, cwd, "/gsd:plan-phase 2")
    out = PolicyAnswerer().decide(ctx)
    assert isinstance(out, Decision)
    validate(ctx.call, out.answer)
    assert [a.labels for a in out.answer.items] == [("Create plan",), ("SQLite",)]
    assert "question 1" in out.reason and "question 2" in out.reason and ".planning/CONTEXT.md" in out.reason


def test_decide_item_and_classify_directly(tmp_path: Path) -> None:
    # the question names the work it goes on with (round 2: a bare "Should I continue?" is abstained)
    ctx = make_context([q("Should I continue with the next task?", "Continue", "Stop")], project_dir(tmp_path), "/gsd:execute-phase 1")
    item = ctx.call.items[0]
    ans = PolicyAnswerer()
    assert ans.classify(item) == classify(item) == "confirmation"
    answer, reason = ans.decide_item(item, ctx)
    assert answer == select("Continue")
    assert reason == ("confirmation in /gsd:execute-phase 1: chose 'Continue', the option that goes on with what it proposes"
                      " (going on is the standing intent of /gsd:execute-phase 1)")


def test_reasons_are_never_empty(tmp_path: Path) -> None:
    ans = PolicyAnswerer()
    for case in CASES:
        ctx = make_context([case.question_json()], project_dir(tmp_path), case.phase)
        answer, reason = ans.decide_item(ctx.call.items[0], ctx)
        assert reason.strip(), case.id


def test_without_cwd_it_still_decides_from_the_question() -> None:
    # with no phase, the option itself must say it does ordinary project work (round 2)
    questions = [q("Write the wave's summary to SUMMARY.md?", "Yes, write it", "Not now")]
    ctx = Context(call=Call.from_questions(questions), tool_input={"questions": questions},
                  deadline=time.monotonic() + 5, cwd=None, phase=None)
    out = PolicyAnswerer().decide(ctx)
    assert isinstance(out, Decision) and out.answer.items[0].labels == ("Yes, write it",)
    assert "no known phase" in out.reason


def test_large_planning_file_is_read_only_in_part(tmp_path: Path) -> None:
    cwd = project_dir(tmp_path)
    write_files(cwd, {".planning/STATE.md": "filler line\n" * 10000 + "- Use SQLite for storage.\n"})
    out = PolicyAnswerer().decide(make_context([q("Which database?", "PostgreSQL", "SQLite")], cwd, "/gsd:plan-phase 1"))
    assert isinstance(out, Abstain)  # the mention lies past the first 64 KB
    out = PolicyAnswerer(max_bytes=1 << 20).decide(
        make_context([q("Which database?", "PostgreSQL", "SQLite")], cwd, "/gsd:plan-phase 1"))
    assert isinstance(out, Decision) and out.answer.items[0].labels == ("SQLite",)


def test_attributes() -> None:
    assert PolicyAnswerer.name == "policy"
    assert PolicyAnswerer.instant is False


# ---------------------------------------------------------------- destructive actions


def test_destructive_reason_names_the_action(tmp_path: Path) -> None:
    out = PolicyAnswerer().decide(make_context([q("Proceed with deleting 4,000 user records?", "Proceed", "Cancel")],
                                               project_dir(tmp_path), "/gsd:execute-phase 1"))
    assert not isinstance(out, Decision)
    assert out.reason.startswith("confirmation in") and "delete ('deleting 4,000 user records" in out.reason
    assert "left to a person" in out.reason


# ---------------------------------------------------------------- reading the question, not phrase lists


@pytest.mark.parametrize("said", [
    "PostgreSQL was ruled out: ops only run MySQL.", "PostgreSQL was vetoed by ops.", "PostgreSQL is off the table.",
    "We abandoned PostgreSQL after the load test.", "No PostgreSQL: we run MySQL.", "MySQL, not PostgreSQL.",
])
def test_what_the_files_rule_out_is_never_chosen(tmp_path: Path, said: str) -> None:
    cwd = project_dir(tmp_path)
    write_files(cwd, {".planning/PROJECT.md": f"## Constraints\n- {said}\n"})
    out = PolicyAnswerer().decide(make_context([q("Which database should the service use?", "PostgreSQL", "MySQL", "MongoDB")],
                                               cwd, "/gsd:execute-phase 2"))
    assert not (isinstance(out, Decision) and out.answer.items[0].labels == ("PostgreSQL",)), out.reason


def test_a_reported_failure_takes_the_remedy_or_waits_for_a_person(tmp_path: Path) -> None:
    cwd = project_dir(tmp_path)
    ans = PolicyAnswerer()
    out = ans.decide(make_context([q("Gaps found in phase 3 (5/7 must-haves). How to proceed?",
                                     "Continue without fixing", "Run gap closure", "Stop")], cwd, "/gsd:autonomous"))
    assert isinstance(out, Decision) and out.answer.items[0].labels == ("Run gap closure",)
    out = ans.decide(make_context([q("Gap closure did not resolve the issues (still 6/7). How to proceed?",
                                     "Continue anyway", "Stop autonomous mode")], cwd, "/gsd:autonomous"))
    # the reason names the repeated failure now (round 2), rather than the options
    assert isinstance(out, Abstain) and "did not resolve" in out.reason
    out = ans.decide(make_context([q("Threat register has 1 open threat: T-03. How should we proceed?",
                                     "Accept all open threats", "Cancel")], cwd, "/gsd:secure-phase 3"))
    assert isinstance(out, Abstain)


def test_what_the_question_says_going_on_does_is_weighed(tmp_path: Path) -> None:
    cwd = project_dir(tmp_path)
    ans = PolicyAnswerer()
    local = q("Approve these plans? 03-01 feed query; each ends with a local commit and `npm test`.", "Approve", "Abort")
    assert isinstance(ans.decide(make_context([local], cwd, "/gsd:plan-phase 3")), Decision)
    pushed = q("Approve these plans? 03-01 feed query; 03-02 ends with `git push origin main`.", "Approve", "Abort")
    out = ans.decide(make_context([pushed], cwd, "/gsd:plan-phase 3"))
    assert isinstance(out, Abstain) and "push" in out.reason
    failed = q("Tests failed (3 of 40). Approve the change anyway?", "Approve", "Reject")
    assert isinstance(ans.decide(make_context([failed], cwd, "/gsd:execute-phase 3")), Abstain)


def test_the_persons_own_settings_and_the_projects_facts_decide(tmp_path: Path) -> None:
    cwd = project_dir(tmp_path)
    write_files(cwd, {".planning/config.json": '{"workflow": {"tdd_mode": false}, "git": {"branching_strategy": "phase"}}',
                      ".git/config": '[remote "origin"]\n\turl = git@gitlab.com:team/app.git\n'})
    ans = PolicyAnswerer()
    out = ans.decide(make_context([q("Enable TDD Mode?", "Yes (Recommended)", "No"),
                                   q("Git branching strategy?", "None (Recommended)", "Per Phase", "Per Milestone"),
                                   q("Which CI/CD provider would you like to configure?", "GitHub Actions (Recommended)",
                                     "GitLab CI", "CircleCI")], cwd, "/gsd:settings"))
    assert isinstance(out, Decision), out.reason
    assert [a.labels for a in out.answer.items] == [("No",), ("Per Phase",), ("GitLab CI",)]
    assert "tdd_mode" in out.reason and "gitlab.com" in out.reason
