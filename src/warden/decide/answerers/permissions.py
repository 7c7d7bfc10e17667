"""The policy answerer on a permission request: the judge's verdict, the profile's rules.

The chain uses this light class for ``policy`` on every decision that is not a question
(``warden.decide.chain.KIND_BUILTINS``): a permission request is decided in the hook
without importing the question policy, only the judge.

``warden.judge.permission.judge`` reads what the call does (every simple command of a
Bash line, the path a file tool touches, the host a fetch reaches) against the rules of
the session's profile (``[profiles.NAME.permissions]`` allow / deny / ask, in Claude
Code's rule syntax):

- ``allow``: the call is allowed as it is (option 1);
- ``hold`` because a **deny** rule matches: the call is denied, and the model is told
  which rule refused it;
- any other ``hold`` (it deletes, rewrites history, leaves the machine, touches secrets,
  an ask rule matches) and ``unknown``: policy abstains with the judge's reason, so the
  next answerer (a person) decides. Nothing that deletes or leaves the project is ever
  allowed by policy on its own.

Plans, idle sessions and failures are not the policy's to decide: it abstains.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.decide.context import Context, Outcome


class PermissionPolicy:
    """``policy`` for permissions, plans, idle sessions and failures."""

    name = "policy"
    instant = True  # the judge reads the request, not the disk

    def __init__(self, **options: object):
        self.options = options  # the question policy's options: not used here

    def decide(self, context: Context) -> Outcome:
        return decide(context)


def decide(context: Context) -> Outcome:
    from warden.decide.context import Abstain, Decision
    from warden.kinds.choice import Pick

    if context.kind != "permission":
        return Abstain(f"policy does not decide a {context.kind}; a person or another answerer does")
    try:
        from warden.judge.permission import judge
        from warden.judge.rules import RuleSet
    except ImportError as e:
        return Abstain(f"the permission judge is not available ({e})")
    request = context.offer
    rules = RuleSet.from_config(context.extra.get("permissions") or {}, "permissions")
    verdict = judge(request.tool, request.tool_input, context.cwd or ".", rules)
    if verdict.decision == "allow":
        return Decision(Pick(1, "allow"), f"allowed: {verdict.reason}")
    if verdict.decision == "hold" and verdict.rule_list == "deny":
        deny = len(request.options)
        return Decision(Pick(deny, "deny", f"Denied by the user's permission rule {verdict.rule}: {verdict.reason}"),
                        f"denied by rule {verdict.rule}")
    return Abstain(f"{verdict.decision}: {verdict.reason}; left to a person")
