"""A question's words are an action where a verb acts on what the action is about, not
where a noun of one stands alone: a stage named "release & notes" writes notes, a design
"Session id kept in a cookie" describes how the product keeps a thing, a "rain radar
card" is a weather feature, not a place outside the project. What a verb does to its
object stays caught: "start the rollout", "proceed with deployment", "save the API key"."""

from __future__ import annotations

import pytest

from warden.decide.answerers.policy.concerns import destination
from warden.judge.prose import hazards


def kinds(text: str, context: str = "") -> set[str]:
    return {e.effect for e in hazards(text, context)}


@pytest.mark.parametrize("text", [
    "Approve: move on to deployment & documentation",
    "Next: release and docs for the plugin",
    "Continue to publication + write-up of the study",
    "Go on to the runbooks and deployment",
    "Phase 5 covers documentation, deployment",
    # a list of topics to plan for, and a kind of task to plan: the sprint's work, not the act
    "Is there anything about testing, documentation, or deployment we should include?",
    "Deployment/rollout tasks",
    "Add release checklist items to the sprint?",
])
def test_a_stage_named_by_its_writing_is_not_an_action(text):
    assert "deploy" not in kinds(text) and "publish" not in kinds(text)


@pytest.mark.parametrize("text", [
    "Start the deployment",
    "Proceed with deployment",
    "Proceed with deployment and documentation",
    "Approve — proceed to fix implementation and deployment",
    "Go on to testing & deployment",
    "Proceed to deployment and monitoring",
    "Ready for deployment?",
    "Deploy the worker to production",
    "Run the deployment steps now?",
    "Start the rollout tasks on the cluster",
])
def test_a_deployment_a_verb_acts_on_stays_a_deployment(text):
    assert "deploy" in kinds(text)


@pytest.mark.parametrize("text", [
    "Session id kept in an httpOnly cookie",
    "Refresh token persisted in IndexedDB",
    "Key held in the device keystore",
    "Token saved in sessionStorage for the tab's lifetime",
])
def test_how_a_design_keeps_a_thing_is_not_handling_a_secret(text):
    assert "credentials" not in kinds(text, "Which auth flow should the app use?")


@pytest.mark.parametrize("text", [
    "Save the API key in .env",
    "Store your token in the config file",
    "I'll paste the access token into the settings",
    "Paste the token here",
    "API key committed to the repo",
    "Token will be stored in ~/.config/tool",
])
def test_a_secret_a_verb_acts_on_stays_a_secret(text):
    assert kinds(text, "The tool needs GITHUB_TOKEN.") & {"credentials", "outside_project"}


@pytest.mark.parametrize("text", [
    "implement T07 cloud cover overlay: cloud cover widget on the map",
    "Show the cloud layer toggle on the radar screen",
    "Render a word cloud of the most used tags",
    "Cloud types legend under the forecast",
])
def test_a_cloud_the_product_shows_is_no_place(text):
    assert destination(text) is None


@pytest.mark.parametrize("text", [
    "Deploy the service to the cloud",
    "Which cloud provider hosts the backups?",
    "Move the uploads to cloud storage",
    "cloud-based backups of the customer data",
])
def test_the_cloud_as_a_place_stays_a_place(text):
    assert destination(text)


@pytest.mark.parametrize("text", ["Create this issue?", "Open these tickets in the tracker?", "run gh issue create",
                                  "then gh pr create --fill", "Create that pull request now?"])
def test_filing_an_issue_or_opening_a_pull_request_is_outward_whatever_the_determiner(text: str) -> None:
    from warden.judge.prose import hazards

    assert {e.effect for e in hazards(text, "")} & {"send", "publish"}, text


@pytest.mark.parametrize("text", ["Push and let CI run (default)", "Push", "Push now", "Commit and push",
                                  "Run the suite, then push", "When CI is green, push"])
def test_an_options_own_imperative_push_pushes_the_work_at_hand(text: str) -> None:
    """A push with no object, where it is the text's own command (alone, or joined to earlier commands), pushes
    what the work has: an option "Push and let CI run" leaves the project. (An object wrongly swallowed the
    conjunction after a bare verb: "Push and let CI run" read "and let CI run" as what is pushed.)"""
    assert "push" in kinds(text), text


@pytest.mark.parametrize("text", ["We push weekly", "CI runs and then pushes", "Push notifications for new orders",
                                  "The bot commits and pushes", "Before push?", "Push-ups tracker"])
def test_a_push_someone_else_does_or_a_push_feature_is_no_push_of_ours(text: str) -> None:
    assert "push" not in kinds(text), text


@pytest.mark.parametrize("text, effect", [("Drop so-called staging tables", "delete"),
                                          ("Delete once-off scripts in /etc", "outside_project")])
def test_a_hyphenated_word_that_starts_like_a_conjunction_stays_in_the_object(text: str, effect: str) -> None:
    assert effect in kinds(text)


@pytest.mark.parametrize("text", ["Committed and pushed", "Done: built, tagged and pushed"])
def test_a_push_reported_done_is_no_command(text: str) -> None:
    assert "push" not in kinds(text)
