"""A server of the project's own app runs on this machine like a test run, unless it takes a
port below 1024: only root may bind one, and the port is a system service's."""

from __future__ import annotations

import pytest

from tests.judge.helpers import decision


@pytest.mark.parametrize("command", [
    "gunicorn shop.wsgi:application --bind 0.0.0.0:80",
    "gunicorn -b :443 api:app",
    "uvicorn main:app --host 0.0.0.0 --port 80",
    "python -m uvicorn main:app --port=443",
    "python3 -m http.server 80",
    "npx serve -l 80 dist",
    "streamlit run dashboard.py --server.port 80",
    "hypercorn app:app --bind 0.0.0.0:25",
])
def test_a_server_on_a_privileged_port_holds(command: str) -> None:
    assert decision(command) == "hold"


@pytest.mark.parametrize("command", [
    "gunicorn shop.wsgi:application --bind 127.0.0.1:8000",
    "gunicorn -p run/app.pid -b :8001 api:app",
    "uvicorn main:app --host 0.0.0.0 --port 8080 --reload",
    "flask run --port 5000",
    "python -m uvicorn main:app --reload",
])
def test_a_server_on_an_ordinary_port_runs_the_project(command: str) -> None:
    assert decision(command) == "allow"
