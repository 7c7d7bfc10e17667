"""Answerers decide; see ``warden.answerers.base`` for the interface."""
