"""``source .venv/bin/activate`` puts the project's virtualenv first on the path, so a bare
``pip install`` later in the same command line installs into it. A virtualenv outside the
project, one named at run time, or one deactivated again shows nothing of the kind."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "source .venv/bin/activate && pip install -r requirements-dev.txt",
    ". venv/bin/activate; pip install ruff",
    "cd backend && source ../.venv/bin/activate && pip install -e .",
    "source env/bin/activate.fish && pip install pytest",
])
def test_pip_after_activating_the_projects_virtualenv_installs_into_the_project(command: str) -> None:
    assert decision(command) == "allow"


@pytest.mark.parametrize("command", [
    "pip install requests",
    "source ~/venvs/shared/bin/activate && pip install requests",
    "source /opt/tools/bin/activate && pip install requests",
    "source $ENV_DIR/bin/activate && pip install requests",
    "source .venv/bin/activate && deactivate && pip install requests",
    "source .venv/bin/activate && sudo pip install requests",
])
def test_pip_without_the_projects_virtualenv_active_is_not_the_projects(command: str) -> None:
    assert decision(command) == "hold"
