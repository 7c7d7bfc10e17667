"""ccv3 (parcadei/Continuous-Claude-v3): pre-mortem depth and risk decisions, the /fix flow (fix type, proceed,
risks, verify), the workflow router (goal, resources, confirm) and discovery-interview follow-ups.

Files read (@ d07ff4b06b62f43771bc0c927d0211b734d6149e): .claude/skills/{premortem, fix, workflow-router,
discovery-interview}/SKILL.md. Calls are the source's AskUserQuestion blocks, filled. Fixture: "tallyho", a
Python/FastAPI billing service.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import CCV3

F = "ccv3"
S = ".claude/skills/"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


PYP = '[project]\nname = "tallyho"\nversion = "0.9.0"\ndependencies = ["fastapi", "sqlalchemy", "stripe"]\n'


def fs(extra=None, shown=None):
    d = {"pyproject.toml": PYP}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    sec = src(CCV3, S + "premortem/SKILL.md", "Depth selection")
    dq = Q("What depth of pre-mortem analysis?", "Depth", [O("Quick (2-3 min)", "Plans, PRs, localized changes"),
                                                          O("Deep (5-10 min)", "Before implementation, global scope")])
    call(F, "pm-depth", sec, "verbatim", "/premortem", fs(shown="Plan: rename a helper in billing/format.py (1 "
         "file).\n"), dq, L("other", sel("Quick (2-3 min)"), "A one-file rename is a localized change."))
    call(F, "pm-depth", sec, "verbatim", "/premortem", fs(shown="Plan: move invoicing from cron to a Stripe "
         "webhook pipeline; new queue, schema migration on invoices (4M rows).\n"), dq,
         L("other", sel("Deep (5-10 min)"), "A cross-cutting change with a large migration is global scope."))

    sec = src(CCV3, S + "premortem/SKILL.md", "Risk decision")
    rq = Q("Pre-Mortem identified {t} tigers, {e} elephants:\n\n{r}\n\nHow would you like to proceed?", "Risks", [
        O("Accept risks and proceed", "Acknowledged but not blocking"),
        O("Add mitigations to plan (Recommended)", "Update plan with risk mitigations before proceeding"),
        O("Research mitigation options", "I don't know how to mitigate - help me find solutions"),
        O("Discuss specific risks", "Talk through particular concerns")])
    for t, e, r, exp, why, fl in [
        (1, 0, "TIGER (HIGH): migration locks invoices table ~6 min; mitigation known: batch backfill",
         "Add mitigations to plan (Recommended)", "The tiger has a known mitigation; add it before proceeding.",
         []),
        (2, 1, "TIGER (HIGH): webhook handler not idempotent → double charges\nTIGER (HIGH): no replay on signature "
         "failure\nELEPHANT: nobody owns Stripe alerts", "Add mitigations to plan (Recommended)",
         "Double charging is a remediable risk; mitigate rather than accept.", ["reports_failure"]),
        (0, 1, "ELEPHANT: finance wants invoices on the 1st; webhook timing may shift dates by a day", None,
         "Whether a billing-date shift is acceptable to finance is a business call for the person.", [])]:
        q = dict(rq, question=rq["question"].format(t=t, e=e, r=r))
        call(F, "pm-risks", sec, "filled", "/premortem", fs(), q,
             L("other", sel(exp), why, fl) if exp else P("other", why, ["about_person"]))

    sec = src(CCV3, S + "fix/SKILL.md", "Phase 0 (fix type)")
    ft = Q("What would you like to fix?", "Fix type", [
        O("Help me choose (Recommended)", "I'll ask questions to pick the right fix workflow"),
        O("Bug - something is broken"), O("Hook - Claude Code hook issue"),
        O("PR Comments - address reviewer feedback")])
    call(F, "fx-type", sec, "verbatim", "/fix", fs(), ft,
         P("other", "The person typed /fix without saying what is broken; only they know.", ["about_person"]))
    call(F, "fx-type", sec, "verbatim", "/fix", fs({"NOTES.md": "PR #88: lee left 5 review comments, address "
         "them today.\n"}), ft,
         L("other", sel("PR Comments - address reviewer feedback"), "The notes name open review comments to "
           "address."))

    sec = src(CCV3, S + "fix/SKILL.md", "Phase 4 (pre-mortem on the fix)")
    fr = Q("Pre-mortem found 2 risks in the proposed fix. Proceed?", "Fix risks", [
        O("Accept risks and implement"), O("Modify fix approach"), O("Research mitigations first")])
    call(F, "fx-risks", sec, "prose", "/fix bug", fs(shown="Risks: HIGH catching all exceptions in "
         "charge() hides card declines; MEDIUM retry may double-post ledger rows.\n"), fr,
         L("other", sel("Modify fix approach"), "The fix itself creates a high risk; change the approach.",
           ["reports_failure"]))

    sec = src(CCV3, S + "fix/SKILL.md", "Phase 6 (verify)")
    fv = Q("Fix implemented. Please verify and confirm.", "Verify", [O("looks good"), O("needs adjustment"),
                                                                    O("revert")])
    call(F, "fx-verify", sec, "prose", "/fix bug", fs(), fv,
         P("other", "The fix asks the person to check its behaviour; nothing recorded says how it went.", ["about_person"]))
    call(F, "fx-verify", sec, "prose", "/fix bug", fs(shown="pytest: 212 passed, 3 failed "
         "(test_refund_partial, test_refund_full, test_proration)\n"), fv,
         L("other", sel("needs adjustment"), "Three refund tests now fail; adjust the fix rather than revert or "
           "accept.", ["reports_failure"]))

    sec = src(CCV3, S + "workflow-router/SKILL.md", "Goal")
    gq = Q("What's your primary goal for this task?", "Goal", [
        O("Research", "Understand/explore something"), O("Plan", "Design/architect a solution"),
        O("Build", "Implement/code something"), O("Fix", "Debug/fix an issue")])
    call(F, "wr-goal", sec, "verbatim", "/workflow", fs(), gq,
         P("other", "Which kind of work the person wants next is theirs to say.", ["about_person"]))
    call(F, "wr-goal", sec, "verbatim", "/workflow", fs({"thoughts/shared/plans/proration.md": "# Plan: proration\n"
         "Status: approved by me 2024-05-02, ready to implement.\n"}), gq,
         L("other", sel("Build"), "An approved plan is waiting to be implemented."))

    sec = src(CCV3, S + "workflow-router/SKILL.md", "Resources")
    rs = Q("How would you like me to allocate resources?", "Resources", [
        O("Conservative", "1-2 agents, sequential execution"), O("Balanced (Recommended)", "Appropriate agents"),
        O("Aggressive", "Max parallel agents"), O("Auto", "System decides")])
    call(F, "wr-res", sec, "verbatim", "/workflow", fs(), rs,
         L("other", sel("Balanced (Recommended)"), "Workflow setting with no signal against the default."))
    call(F, "wr-res", sec, "verbatim", "/workflow", fs({"CLAUDE.md": "I'm on the Pro plan and keep hitting "
         "limits — keep agent fan-out minimal.\n"}), rs,
         L("other", sel("Conservative"), "The person asked for minimal fan-out because of plan limits."))

    sec = src(CCV3, S + "workflow-router/SKILL.md", "Confirm")
    cf = Q("Ready to proceed with this workflow?", "Confirm", [
        O("Yes, proceed", "Run the workflow with the settings above"),
        O("Adjust settings", "Go back and modify goal or resource allocation")])
    call(F, "wr-confirm", sec, "verbatim", "/workflow", fs(shown="Goal: Build · Resources: Balanced · Agents: "
         "kraken, arbiter\n"), cf, L("confirmation", sel("Yes, proceed"), "Settings match the request; proceed."))

    sec = src(CCV3, S + "discovery-interview/SKILL.md", "Research offer")
    ro = Q("You mentioned wanting real-time updates. There are several approaches with different tradeoffs. Would "
           "you like me to research this before we continue?", "Research", [
        O("Yes, research it"), O("No, I know what I want"), O("Tell me briefly")])
    call(F, "di-research", sec, "filled", "/discovery-interview", fs({"docs/decisions.md": "Real-time: we settled "
         "on Server-Sent Events (no websockets behind the corporate proxy).\n"}), ro,
         L("other", sel("No, I know what I want"), "The approach is already decided (SSE)."))
    call(F, "di-research", sec, "filled", "/discovery-interview", fs(), ro,
         L("other", sel("Tell me briefly"), "Nothing decided yet; a brief overview informs the choice cheaply."))

    sec = src(CCV3, S + "discovery-interview/SKILL.md", "Conflict")
    cq = Q("I noticed a potential conflict: You want instant invoice previews but also all amounts computed by the "
           "nightly ledger job. Which is more important?", "Conflict", [
        O("Prioritize instant previews", "Previews may differ from the ledger"),
        O("Prioritize ledger accuracy", "Previews wait for the nightly job"), O("Explore alternatives")])
    call(F, "di-conflict", sec, "filled", "/discovery-interview", fs(), cq,
         P("architecture", "A product trade-off between the person's two stated wants; nothing ranks them.", ["about_person"]))
    call(F, "di-conflict", sec, "filled", "/discovery-interview", fs({"docs/PRD.md": "Non-negotiable: any amount a "
         "customer sees must equal the ledger.\n"}), cq,
         L("architecture", sel("Prioritize ledger accuracy"), "The PRD makes ledger equality non-negotiable."))

    sec = src(CCV3, S + "discovery-interview/SKILL.md", "Handoff")
    ho = Q("Spec created at thoughts/shared/specs/2024-05-06-previews.md. How would you like to proceed?", "Next", [
        O("Start implementation now"), O("Review spec first"), O("Plan implementation"), O("Done for now")])
    call(F, "di-handoff", sec, "verbatim", "/discovery-interview", fs(), ho,
         P("other", "Whether to review the spec or move on is the person's next step to choose.", ["about_person"]))
    call(F, "fx-verify", src(CCV3, S + "fix/SKILL.md", "Phase 6 (verify)"), "prose", "/fix bug",
         fs(shown="Fix: round half-even in invoice totals. Tests: 215 passed.\n"), fv,
         P("other", "Tests pass, but the fix asks the person to check it in the app; only they can confirm.",
           ["about_person"]))
    call(F, "wr-goal", src(CCV3, S + "workflow-router/SKILL.md", "Goal"), "verbatim", "/workflow",
         fs({"NOTES.md": "Lots going on this week.\n"}), gq,
         P("other", "The notes do not say which task the person wants to start.", ["about_person"]))
    call(F, "di-handoff", src(CCV3, S + "discovery-interview/SKILL.md", "Handoff"), "verbatim",
         "/discovery-interview", fs({"CLAUDE.md": "I always read specs before any code is written.\n"}), ho,
         L("other", sel("Review spec first"), "The person always reads specs before implementation."))
    call(F, "pm-risks", src(CCV3, S + "premortem/SKILL.md", "Risk decision"), "filled", "/premortem", fs(),
         dict(rq, question=rq["question"].format(t=1, e=0, r="TIGER (HIGH): plan sends customer emails from the "
              "staging worker against the production Stripe account")),
         P("other", "The plan touches production billing and emails customers; the person decides.",
           ["outward", "destructive"]))
