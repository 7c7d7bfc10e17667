"""Test support for warden: driving the real Claude Code against a scripted model."""
