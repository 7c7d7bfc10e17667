"""cconami (memyselfandm/cconami): product-ops commands. /prd-meeting walks a PRD through phases — on an existing
file it offers continue / refine / start fresh, on a name clash it offers -v2 / another name / overwrite, it asks
technical planning questions and confirms each section update before writing; /refine-feature asks whether to
generate subtasks; /refine-epic-lite shows a breakdown and asks "Looks good?".

Files read (@ 425f5c783b86d8dc4dcf6942cfeda30f042069ef): apps/dot-claude/commands/product/ops/prd-meeting/prd-meeting.md,
apps/dot-claude/commands/product/ops/linear/refine-feature/refine-feature.md,
apps/dot-claude/commands/product/ops/linear/refine-epic-lite/refine-epic-lite.md. None of these name AskUserQuestion:
their questions are lettered menus, "(y/n)" prompts and a list of planning questions in prose, turned into calls
(`prose`). Fixture: "crewshift", a shift-scheduling SaaS for restaurants; product notes by its PM, Dana Whitfield.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import CCONAMI

F = "cconami"
PRD = "apps/dot-claude/commands/product/ops/prd-meeting/prd-meeting.md"
RF = "apps/dot-claude/commands/product/ops/linear/refine-feature/refine-feature.md"
RE = "apps/dot-claude/commands/product/ops/linear/refine-epic-lite/refine-epic-lite.md"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(CCONAMI, path, section)


def shown(t):
    return {"shown.md": t}


NOTES = ("# crewshift — product notes (Dana)\n\n- Customers: independent restaurants, 5–60 staff. SMB only; enterprise "
         "is out of scope this year.\n- Stack: Rails 7 monolith + Postgres + Hotwire. We are not splitting into "
         "services.\n- EU customers since 2024 → GDPR applies.\n")
PROJ = {"docs/product/NOTES.md": NOTES}
PH = "/prd-meeting docs/prd/shift-swaps.md"


def build():
    menu = Q("Found existing PRD with Executive Summary and Key Features done; Technical Specs and Backlog missing. "
             "How should I proceed?", "Proceed", [
        O("Continue from Technical Specs", "Pick up at the next incomplete section"),
        O("Review Key Features", "Review and refine the existing sections"),
        O("Start fresh", "New file; original kept as shift-swaps-backup.md")])
    sec = S(PRD, "User Choice Menu")
    call(F, "menu", sec, "prose", PH, dict(PROJ), menu,
         L("other", sel("Continue from Technical Specs"), "The finished sections stand; the next incomplete one is "
                                                          "Technical Specs."))
    stale = NOTES + "- 2024-06-10: pricing pivot — shift swaps move to the paid tier. The swaps PRD's Key Features " \
                    "predate this and need redoing.\n"
    call(F, "menu", sec, "prose", PH, {"docs/product/NOTES.md": stale}, menu,
         L("other", sel("Review Key Features"), "The notes say Key Features predates the pricing pivot and must be "
                                                "redone before building on it."))
    call(F, "menu", sec, "prose", PH, dict(PROJ, **shown(
        "Existing PRD status: Executive Summary complete, Key Features complete (8 features, reviewed by Dana "
        "2024-06-12).")), menu,
         L("other", sel("Continue from Technical Specs"), "The done sections were reviewed; starting fresh would "
                                                          "discard them.", ["destructive"]))

    clash = Q("File docs/prd/shift-swaps.md already exists. What should I do?", "File exists", [
        O("Use shift-swaps-v2.md", "Write the new PRD next to it"),
        O("Different name", "I'll provide another filename"),
        O("Overwrite", "Replace the existing file (requires explicit confirmation)")])
    sec = S(PRD, "File Safety and Versioning")
    nh = "/prd-meeting shift swaps between staff"
    call(F, "clash", sec, "prose", nh, dict(PROJ), clash,
         L("other", sel("Use shift-swaps-v2.md"), "Writing beside the existing PRD loses nothing.", ["destructive"]))
    onefile = NOTES + "- One PRD per feature. No -v2 files — history is in git.\n"
    call(F, "clash", sec, "prose", nh, {"docs/product/NOTES.md": onefile, **shown(
        "Existing docs/prd/shift-swaps.md: 240 lines, last edited by Dana yesterday.")}, clash,
         P("other", "The notes forbid -v2 files but overwriting discards Dana's recent PRD; she decides.",
           ["destructive"]))
    call(F, "clash", sec, "prose", nh, {"docs/product/NOTES.md": onefile, **shown(
        "Existing docs/prd/shift-swaps.md: 9 lines, template placeholders only, committed in git.")}, clash,
         L("other", sel("Overwrite"), "The existing file is an empty template tracked in git, and the notes want "
                                      "one PRD per feature.", ["destructive"]))

    upd = Q("About to update shift-swaps.md with Executive Summary and Key Features sections. Proceed?", "Update", [
        O("Yes", "Write the sections"), O("No", "Keep drafting")])
    sec = S(PRD, "Pre-Update Confirmation")
    good = ("Draft Executive Summary: Let restaurant staff swap shifts with manager approval from their phones; "
            "targets independent restaurants with 5–60 staff.\nKey Features: swap request, manager approve/deny, "
            "notifications, audit log.")
    call(F, "update", sec, "prose", PH, dict(PROJ, **shown(good)), upd,
         L("confirmation", sel("Yes"), "The draft matches the notes' audience and scope."))
    bad = ("Draft Executive Summary: An enterprise workforce platform for restaurant chains with 500+ locations, "
           "SSO and SAP integration.\nKey Features: swap request, SSO, SAP export, regional dashboards.")
    call(F, "update", sec, "prose", PH, dict(PROJ, **shown(bad)), upd,
         L("confirmation", typ("No — the summary targets enterprise chains; our customers are independent "
                               "restaurants (SMB only). Redraft without SSO/SAP."),
           "The draft contradicts the notes' SMB-only scope; a plain No would not say what to fix."))

    tech = lambda: [
        Q("What's your preferred technology stack?", "Stack", [
            O("Rails 7 + Postgres + Hotwire"), O("Next.js + Node API"), O("Django + React")]),
        Q("Architecture preference?", "Arch", [
            O("Monolith"), O("Microservices"), O("Serverless")]),
        Q("Security or compliance considerations?", "Compliance", [
            O("GDPR"), O("HIPAA"), O("SOC 2"), O("None special")], multi=True),
        Q("Timeline or budget constraints affecting technology choices?", "Budget", [
            O("Tight budget", "Prefer managed, cheap services"), O("Normal", "No special constraint"),
            O("Flexible", "Spend for speed")])]
    sec = S(PRD, "Phase 3: Technical Specification (Collaborative Mode)")
    call(F, "tech", sec, "prose", PH, dict(PROJ), tech(),
         [L("architecture", sel("Rails 7 + Postgres + Hotwire"), "The notes fix the stack."),
          L("architecture", sel("Monolith"), "The notes rule out splitting into services."),
          L("scope", multi("GDPR"), "EU customers make GDPR apply; nothing points at HIPAA or SOC 2."),
          P("other", "Budget is the PM's and company's to state; nothing in the repo records it.", ["about_person"])])
    call(F, "tech", sec, "prose", PH, {}, tech(),
         [P("architecture", "No project files say what crewshift is built on."),
          P("architecture", "No recorded architecture direction."),
          P("scope", "Which regulations apply depends on customers and data nobody has described."),
          P("other", "Budget is the person's to state.", ["about_person"])])
    soc = NOTES + "- Sales: the Q3 chain pilot requires a SOC 2 report.\n- Budget: bootstrapped; keep infra under " \
                  "$300/month.\n"
    call(F, "tech", sec, "prose", PH, {"docs/product/NOTES.md": soc}, tech(),
         [L("architecture", sel("Rails 7 + Postgres + Hotwire"), "The notes fix the stack."),
          L("architecture", sel("Monolith"), "The notes rule out services."),
          L("scope", multi("GDPR", "SOC 2"), "EU customers bring GDPR and the pilot requires SOC 2."),
          L("other", sel("Tight budget"), "The notes cap infrastructure at $300/month.", ["about_person"])])

    tconf = Q("Ready to update shift-swaps.md with technical specifications (Stack, Architecture, Technical Notes). "
              "Proceed?", "Tech specs", [O("Yes"), O("No")])
    sec = S(PRD, "Technical Drafting Process")
    call(F, "techconf", sec, "prose", PH, dict(PROJ, **shown(
        "Stack: Rails 7, Postgres, Hotwire, Solid Queue for notifications.\nArchitecture: new SwapRequest model in "
        "the monolith; manager approval via Turbo streams.")), tconf,
         L("confirmation", sel("Yes"), "The specs follow the recorded stack and monolith decision."))
    call(F, "techconf", sec, "prose", PH, dict(PROJ, **shown(
        "Stack: Rails 7 API + separate Node notification service on AWS Lambda.\nArchitecture: swaps as a new "
        "microservice with its own database.")), tconf,
         L("confirmation", typ("No — we stay a Rails monolith (notes: not splitting into services); put swaps and "
                               "notifications in the monolith."), "The drafted specs break the recorded "
                                                                  "no-services decision."))

    sub = Q("Generate subtasks for 'OAuth Social Login Integration'?", "Subtasks", [
        O("Yes", "Create 4 subtasks in Linear"), O("No", "Keep the feature without subtasks")])
    sec = S(RF, "Generate subtasks")
    rh = "/refine-feature CREW-88"
    call(F, "subtasks", sec, "prose", rh, dict(PROJ, **shown(
        "Size: MEDIUM (3-5 subtasks)\nProposed: 1 Backend OAuth strategy, 2 Frontend login buttons, 3 Account "
        "linking, 4 E2E auth tests")), sub,
         L("confirmation", sel("Yes"), "The breakdown matches the feature's acceptance criteria."))
    call(F, "subtasks", sec, "prose", rh, dict(PROJ, **shown(
        "Size: MEDIUM\nProposed: 1 Backend OAuth strategy, 2 Frontend login buttons, 3 Account linking, 4 E2E tests\n"
        "Note: CREW-88 already has 4 open subtasks with the same titles (created 2024-06-02).")), sub,
         L("confirmation", sel("No"), "Identical subtasks already exist; creating them again would duplicate work "
                                      "items."))

    ok = Q("Epic breakdown for 'Shift swaps'. Looks good?", "Epic", [
        O("Yes", "Create the features in Linear"), O("No", "Revise the breakdown")])
    sec = S(RE, "Looks good")
    eh = "/refine-epic-lite CREW-80"
    call(F, "epic", sec, "prose", eh, dict(PROJ, **shown(
        "Features: 1 Swap request flow, 2 Manager approval, 3 Swap notifications, 4 Swap audit log")), ok,
         L("confirmation", sel("Yes"), "The features cover the PRD's key features and nothing else."))
    call(F, "epic", sec, "prose", eh, dict(PROJ, **shown(
        "Features: 1 Swap request flow, 2 Manager approval, 3 SSO for enterprise chains, 4 Swap notifications")), ok,
         L("confirmation", typ("No — drop 'SSO for enterprise chains': enterprise is out of scope this year (SMB "
                               "only)."), "One feature is outside the recorded SMB-only scope."))
    call(F, "epic", sec, "prose", eh, dict(PROJ, **shown(
        "Features: 1 Swap request flow, 2 Manager approval\n(Key Features 'notifications' and 'audit log' from the "
        "PRD are not covered.)")), ok,
         L("confirmation", typ("No — add features for swap notifications and the audit log; both are PRD key "
                               "features."), "The breakdown misses two of the PRD's key features."))

    # more copies whose only difference is the shown draft or the notes
    call(F, "update", S(PRD, "Pre-Update Confirmation"), "prose", PH, {}, upd,
         P("confirmation", "With no product notes, whether the draft describes the intended product is the PM's "
                           "judgement."))
    call(F, "techconf", S(PRD, "Technical Drafting Process"), "prose", PH, {}, tconf,
         P("confirmation", "No recorded stack or architecture to check the drafted specs against."))
    call(F, "clash", S(PRD, "File Safety and Versioning"), "prose", nh, dict(PROJ, **shown(
        "Existing docs/prd/shift-swaps.md: 240 lines, approved by leadership 2024-05-30.")), clash,
         L("other", sel("Use shift-swaps-v2.md"), "An approved PRD must not be overwritten; a -v2 beside it loses "
                                                  "nothing.", ["destructive"]))
    call(F, "subtasks", S(RF, "Generate subtasks"), "prose", rh, {}, sub,
         L("confirmation", sel("Yes"), "Subtasks are a proposed breakdown the workflow exists to create; nothing "
                                       "duplicates them."))
    call(F, "clash", S(PRD, "File Safety and Versioning"), "prose", "/prd-meeting shift swaps between staff",
         {"docs/product/NOTES.md": NOTES + "- One PRD per feature. No -v2 files.\n", **shown(
             "Existing docs/prd/shift-swaps.md: 60 lines drafted by Omar (another PM), not committed yet.")}, Q(
        "File docs/prd/shift-swaps.md already exists. What should I do?", "File exists", [
            O("Use shift-swaps-v2.md", "Write the new PRD next to it"),
            O("Different name", "I'll provide another filename"),
            O("Overwrite", "Replace the existing file (requires explicit confirmation)")]),
         P("other", "Overwriting would destroy a colleague's uncommitted draft and the notes forbid -v2; the PM "
                    "must sort it out.", ["destructive"]))
    call(F, "update", S(PRD, "Pre-Update Confirmation"), "prose", PH, {**shown(
        "Draft Executive Summary: Let staff swap shifts from their phones.")}, Q(
        "About to update shift-swaps.md with Executive Summary and Key Features sections. Proceed?", "Update", [
            O("Yes", "Write the sections"), O("No", "Keep drafting")]),
         P("confirmation", "Nothing records the product's audience or scope to check the draft against."))
