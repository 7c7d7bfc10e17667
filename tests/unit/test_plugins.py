"""warden.plugins: references, built-ins and entry points; the built-in maps match the
entry points pyproject.toml registers, so they cannot drift apart."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from warden import plugins
from warden.decide import chain
from warden.workflow import planners

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


@pytest.mark.parametrize("group, builtins", [("warden.answerers", chain.BUILTINS), ("warden.brains", planners.BUILTINS)])
def test_builtins_are_the_registered_entry_points(group: str, builtins: dict[str, str]) -> None:
    registered = tomllib.loads(PYPROJECT.read_text())["project"]["entry-points"][group]
    assert builtins == registered
    assert {n: plugins.load_ref(r) for n, r in builtins.items()} == \
        {n: plugins.find(group, n, {}) for n in builtins}  # the installed metadata says the same
    assert set(builtins) <= set(plugins.available(group, {}))


def test_load_ref_resolves_modules_and_dotted_attributes() -> None:
    assert plugins.load_ref("warden.decide.chain:Step.to_json") is chain.Step.to_json
    assert plugins.load_ref("warden.decide.chain") is chain
    with pytest.raises(AttributeError):
        plugins.load_ref("warden.decide.chain:nothing")


def test_an_unknown_plugin_is_none_and_a_clear_error_where_used() -> None:
    assert plugins.find("warden.answerers", "nosuch", chain.BUILTINS) is None
    with pytest.raises(chain.UnknownAnswerer, match="no answerer named 'nosuch' \\(installed: agent, first"):
        chain.factory("nosuch")


def test_every_registry_reference_resolves() -> None:
    from warden.capture.hook import ACT
    from warden.cli.main import COMMAND_MODULES
    from warden.record.ingest import ROUTES

    for ref in [*ACT.values(), *ROUTES.values(), *COMMAND_MODULES]:
        assert callable(plugins.load_ref(ref)), ref
