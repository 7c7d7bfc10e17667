"""Answerers decide; see ``warden.decide.context`` for the interface."""
