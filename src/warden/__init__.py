"""warden: stands in for the human at Claude Code sessions."""

__version__ = "0.1.0"
