"""Fixtures for the security tests: the board's in-process client."""

from tests.board.conftest import bearer, client  # noqa: F401
from tests.board.conftest import server  # noqa: F401,E402
