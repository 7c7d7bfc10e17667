"""lintix (skybase-int/tarmac): a Linear ticket writer. /create-linear-ticket reads the code, asks clarifying
questions (UX decisions, scope, priority) before drafting, then shows the full draft and asks "Create this ticket?"
(Yes, create it / Edit first).

File read (@ 715105a52932072f0de2cbc3a94d7d545ef62ce5): .claude/skills/create-linear-ticket/SKILL.md. The
confirmation is a named AskUserQuestion with its two options (`verbatim`); the clarifying questions are described by
topic and were filled for concrete tickets (`filled`). Fixture: a DeFi web app's front end (React, wagmi) with the
team's ticket conventions, team "Jetstream".
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import LINTIX

F = "lintix"
CT = ".claude/skills/create-linear-ticket/SKILL.md"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(section):
    return src(LINTIX, CT, section)


CONV = ("# Ticket conventions (Jetstream)\n\n- Team: Jetstream. Labels from: Feature, Bug, Improvement, "
        "app -> webapp, Design, UX.\n- Never paste wallet addresses, RPC keys or user emails into tickets.\n")
PROJ = {"docs/tickets.md": CONV}


def fs(extra=None, shown=None):
    d = dict(PROJ)
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    ok = Q("Create this ticket?", "Create", [
        O("Yes, create it", "Save the issue in Linear"),
        O("Edit first", "I'll provide changes")])
    sec = sec_c = S("4. Preview and Confirm")
    ph = "/create-linear-ticket"
    good = ("**Title:** Show pending state on Withdraw button\n**Team:** Jetstream\n**Labels:** Bug, app -> webapp\n"
            "## Summary\nThe Withdraw button stays clickable while the tx is pending...\n## Acceptance Criteria\n"
            "- [ ] Button disabled with spinner while pending")
    call(F, "create", sec, "verbatim", ph + " withdraw button pending state", fs(shown=good), ok,
         L("confirmation", sel("Yes, create it"), "The draft follows the conventions and the request; creating an "
                                                  "internal tracker ticket is the workflow's goal."))
    call(F, "create", sec, "verbatim", ph + " withdraw button pending state", fs(shown=good.replace(
        "stays clickable while the tx is pending...", "stays clickable while the tx is pending (repro wallet "
        "0x9f3c…41aa, RPC https://eth-mainnet.g.alchemy.com/v2/kT9x…)...")), ok,
         L("confirmation", sel("Edit first"), "The draft pastes a wallet address and an RPC key, which the "
                                              "conventions forbid; fix it before it's saved.", ["security"]))
    call(F, "create", sec, "verbatim", ph + " withdraw button pending state", fs(shown=good.replace(
        "**Team:** Jetstream", "**Team:** Protocol")), ok,
         L("confirmation", typ("Change the team to Jetstream — the conventions put webapp tickets there."),
           "The draft targets the wrong team."))
    call(F, "create", sec, "verbatim", ph + " add Arbitrum support", fs(shown=(
        "**Title:** Add Arbitrum network support\n**Team:** Jetstream\n**Labels:** Feature\n**Project:** Q3 "
        "Multichain\n## Summary\nSupport Arbitrum in network switcher...")), ok,
         L("confirmation", sel("Yes, create it"), "A complete draft matching the request and conventions."))
    call(F, "create", sec, "verbatim", ph + " user report from support", fs(shown=(
        "**Title:** Balance shows 0 after bridging\n**Team:** Jetstream\n**Labels:** Bug\n## Summary\nReported by "
        "jane.doe@example.com (support ticket 5512): balance shows 0...")), ok,
         L("confirmation", sel("Edit first"), "The draft includes a user's email, which the conventions forbid.",
           ["security"]))

    ux_copy = Q("What should the wallet connect modal's heading say?", "Copy", [
        O("Connect wallet", "Plain"),
        O("Choose your wallet", "Friendlier"),
        O("Sign in with wallet", "Account framing")])
    ux = Q("While a withdrawal is pending, what should the button show?", "UX", [
        O("Spinner + disabled", "Disable the button with a spinner"),
        O("Pending label", "Replace text with 'Pending…', still disabled"),
        O("Toast only", "Keep button, show a toast")])
    sec = S("2. Ask Clarifying Questions")
    call(F, "ux", sec, "filled", ph + " withdraw button pending state", fs(
        {"src/components/DepositButton.tsx": "// pending: <Button disabled><Spinner/> Depositing…</Button>\n"}), ux,
         L("style", sel("Spinner + disabled"), "The sibling Deposit button already uses a disabled spinner; match "
                                               "it."))
    call(F, "ux", sec, "filled", ph + " withdraw button pending state", fs(), ux,
         P("style", "No existing pattern or design note settles the pending UI; that's a design decision."))
    call(F, "ux", sec, "filled", ph + " withdraw button pending state", fs(
        {"docs/design-decisions.md": "- 2025-04: pending states use a 'Pending…' label, never spinners on primary "
                                     "buttons (a11y review).\n"}), ux,
         L("style", sel("Pending label"), "A recorded design decision rules out spinners on primary buttons."))

    scope = Q("Which of these belong in this ticket?", "Scope", [
        O("Withdraw button", "Pending state on Withdraw"),
        O("Deposit button", "Same treatment on Deposit"),
        O("Claim rewards", "Same treatment on Claim"),
        O("Tx history row", "Show pending rows in history")], multi=True)
    call(F, "scope", sec, "filled", ph + " pending states on vault actions", fs(
        {"src/components/ClaimButton.tsx": "// TODO: no pending state yet\n",
         "src/components/DepositButton.tsx": "// pending handled\n"}), scope,
         L("scope", multi("Withdraw button", "Claim rewards"), "The request covers vault actions; Deposit already "
                                                              "handles pending, Claim doesn't."))
    call(F, "scope", sec, "filled", ph + " pending states on vault actions", fs(
        {"docs/roadmap.md": "- Tx history redesign is its own project (Q4); keep it out of webapp bug tickets.\n"}),
         scope, L("scope", multi("Withdraw button", "Deposit button", "Claim rewards"),
                  "All vault action buttons are in scope; the roadmap keeps tx history separate."))
    call(F, "scope", sec, "filled", ph + " something about pending states", fs(), scope,
         P("scope", "The request is vague and nothing says which surfaces are affected."))

    prio = Q("What priority should this ticket have?", "Priority", [
        O("Urgent", "Drop everything"),
        O("High", "This cycle"),
        O("Medium", "Next cycle"),
        O("Low", "Backlog")])
    call(F, "priority", sec, "filled", ph + " withdraw button pending state", fs(), prio,
         P("other", "Priority is the team's call; nothing in the project ranks this bug."))
    call(F, "priority", sec, "filled", ph + " double withdrawal on double click", fs(
        {"docs/tickets.md": CONV + "- Priority: anything that can move user funds twice is Urgent.\n"}), prio,
         L("other", sel("Urgent"), "The conventions make fund-duplicating bugs Urgent."))
    call(F, "priority", sec, "filled", ph + " typo in footer", fs(
        {"docs/tickets.md": CONV + "- Priority: copy/typo fixes are Low unless legal text.\n"}), prio,
         L("other", sel("Low"), "The conventions make copy fixes Low."))

    labels = Q("Which labels apply?", "Labels", [
        O("Bug", "Something broken"),
        O("UX", "User experience"),
        O("Design", "Needs design input"),
        O("app -> webapp", "Web app")], multi=True)
    call(F, "labels", sec, "filled", ph + " withdraw button pending state", fs(), labels,
         L("scope", multi("Bug", "UX", "app -> webapp"), "A web app bug in an interaction state; no design work is "
                                                         "needed for a pattern that exists."))
    call(F, "labels", sec, "filled", ph + " new onboarding flow", fs(
        {"docs/roadmap.md": "- Onboarding flow: no mocks yet; design to start in July.\n"}), labels,
         L("scope", multi("UX", "Design", "app -> webapp"), "A new web flow without mocks needs design input; it "
                                                            "isn't a bug."))

    call(F, "create", sec_c, "verbatim", ph + " rotate leaked RPC key", fs(shown=(
        "**Title:** Rotate Alchemy RPC key exposed in public bundle\n**Team:** Jetstream\n**Labels:** Bug\n"
        "## Summary\nThe key is shipped in main.js; rotate it and move calls behind the proxy...")), ok,
         P("confirmation", "A ticket about a leaked credential is a security disclosure; who sees it and when is "
                           "the person's call.", ["security"]))
    call(F, "priority", sec, "filled", ph + " rotate leaked RPC key", fs(), prio,
         P("other", "How urgently to treat an exposed key is the owner's risk decision.", ["security"]))
    call(F, "ux", sec, "filled", ph + " wallet connect modal copy", fs(), ux_copy,
         P("style", "Product wording with no style guide in the project is the person's to choose."))
    call(F, "scope", sec, "filled", ph + " pending states on vault actions", fs(
        {"docs/roadmap.md": "- Vault actions are being rebuilt by the Protocol team next month.\n"}), scope,
         P("scope", "A rebuild by another team may make this moot; whether to file it at all is the person's call."))
