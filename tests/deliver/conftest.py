"""The real-Claude-Code fixtures of tests/e2e, for the driver's end-to-end tests."""

from tests.e2e.conftest import claude_bin, claude_session, scripted_server  # noqa: F401
