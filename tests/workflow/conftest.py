"""The real-Claude-Code fixtures of tests/e2e, for the workflow driver's e2e tests."""

from tests.e2e.conftest import claude_bin, claude_session, pytest_runtest_makereport, scripted_server  # noqa: F401
