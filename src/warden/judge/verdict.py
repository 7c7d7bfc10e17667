"""Effects (and the profile's rules) → a verdict a person can read.

- ``allow``: every effect is in an allowed family (or a rule of the person allows the
  command it comes from, and no deny or ask rule matches).
- ``hold``: something a person must decide — it deletes, discards, rewrites, leaves the
  machine, touches secrets or private files, writes outside the project, gains privilege,
  runs downloaded code, changes the machine or a database — or a deny or ask rule
  matches. The reason names the gravest effect first: "deletes files outside the
  project: rm -rf ~/old". A later answerer (an LLM, an agent) should not overrule it.
- ``unknown``: the policy cannot tell what the action does (an unknown program, a
  script, a path only known at run time, unparseable input). It abstains; another
  answerer or a person decides.
"""

from __future__ import annotations

from warden.judge import effects as E
from warden.judge.effects import Effect, gravest

ALLOW, HOLD, UNKNOWN = "allow", "hold", "unknown"
MAX_REASONS = 3


class Verdict:
    """``decision`` (allow, hold, unknown), the ``reason`` a person reads, the
    ``effects`` it was read from, and the ``rule`` that decided it (as written) with the
    list it came from (``rule_list``: allow, deny or ask), if a rule did."""

    __slots__ = ("decision", "reason", "effects", "rule", "rule_list")

    def __init__(self, decision: str, reason: str, effects: list[Effect] | None = None, rule: str | None = None,
                 rule_list: str | None = None):
        self.decision, self.reason, self.effects = decision, reason, effects or []
        self.rule, self.rule_list = rule, rule_list

    @property
    def allowed(self) -> bool:
        return self.decision == ALLOW

    def __repr__(self) -> str:
        return f"Verdict({self.decision!r}, {self.reason!r})"


class Unit:
    """One simple command (or one tool call) with its effects and the allow rule that
    covers it, if any."""

    __slots__ = ("text", "effects", "allowed_by")

    def __init__(self, text: str, effects: list[Effect], allowed_by: str | None = None):
        self.text, self.effects, self.allowed_by = text, effects, allowed_by


def by_rule(rule: str, listed: str, evidence: str, effects: list[Effect]) -> Verdict:
    """A deny or ask rule matched: a person decides, and the rule says why."""
    what = "denied" if listed == "deny" else "to be asked"
    return Verdict(HOLD, f"{what} by the rule {rule}: {E.shorten(evidence)}", effects, rule, listed)


def decide(units: list[Unit]) -> Verdict:
    """The verdict on a whole action made of ``units``."""
    effects = [e for u in units for e in u.effects]
    open_effects = [e for u in units if not u.allowed_by for e in u.effects]
    holds = [e for e in open_effects if e.kind in E.HELD]
    if holds:
        return Verdict(HOLD, _reasons(holds), effects)
    unknowns = [e for e in open_effects if e.kind == E.UNKNOWN]
    if unknowns:
        return Verdict(UNKNOWN, _reasons(unknowns), effects)
    rules = [u.allowed_by for u in units if u.allowed_by]
    allowed = [e for e in open_effects if e.kind in E.ALLOWED]
    parts = []
    if rules:
        seen = list(dict.fromkeys(rules))
        parts.append("allowed by the rule" + ("s " if len(seen) > 1 else " ") + ", ".join(seen))
    if allowed:
        parts.append(_reasons(allowed))
    return Verdict(ALLOW, "; ".join(parts) or "does nothing", effects, rules[0] if rules else None,
                   "allow" if rules else None)


def _reasons(effects: list[Effect]) -> str:
    seen: dict[str, None] = {}
    for e in gravest(effects):
        seen.setdefault(e.reason(), None)
        if len(seen) >= MAX_REASONS:
            break
    more = len({e.reason() for e in effects}) - len(seen)
    return "; ".join(seen) + (f"; and {more} more" if more > 0 else "")
