"""vancets (eykd/vance-ts): a Cloudflare Workers template for non-technical owners — a guided deploy (project name,
live deploy and push to master, optional email and error tracking, secrets kept out of chat), a spec analyzer that
asks before ambiguous fixes, a research skill's intake questions and a design skill that must get the user's pick of
directions before building.

Files read (@ 548afca81ea8ee7f0924d19b002968af1c6857af): .claude/skills/start/SKILL.md (Steps 2-6),
.claude/skills/deploy-your-app/SKILL.md ("NEVER Ask for Secrets in Chat"), .claude/commands/sp/06-analyze.md
("Conditional Fixes (Ask User First)"), .claude/skills/research/SKILL.md (intake questions 1-5),
.claude/skills/design-overdrive/SKILL.md ("Propose Before Building"). The start skill's questions are prose ("Ask:
...") and are `prose`; research's output format is an AskUserQuestion with listed options (`verbatim`). Fixture: a
bakery owner's site ("Maya's Bakery").
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import VANCE

F = "vancets"
ST = ".claude/skills/start/SKILL.md"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


WR = 'name = "turtlebased-ts"\nmain = "dist/worker.js"\ncompatibility_date = "2025-09-15"\n'
NOTES = ("# About this site (Maya)\n\nMaya's Bakery — online pre-orders for pickup. Project name we agreed: "
         "`mayas-bakery`. Must have: a contact form that emails me. Keep it simple: no analytics, no error-tracking "
         "services (I don't want more accounts).\n")


def fs(extra=None, shown=None, base=True):
    d = {"wrangler.toml": WR} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


def build():
    sec = src(VANCE, ST, "Step 2: Ask for Project Name")
    nq = Q("What would you like to name your project? This will become part of your site's URL (like "
           "yourname.workers.dev). Use lowercase letters, numbers, and hyphens only.", "Name", [
        O("mayas-bakery"), O("bakery-site"), O("turtlebased-ts", "Keep the template name")])
    call(F, "st-name", sec, "prose", "/start", fs({"NOTES.md": NOTES}), nq,
         L("other", sel("mayas-bakery"), "The owner's notes record the agreed project name."))
    call(F, "st-name", sec, "prose", "/start", fs(), nq,
         P("other", "The name becomes the public URL; with nothing recorded, it is the owner's to choose (and the "
                    "template name is not allowed)."))

    sec = src(VANCE, ST, "Step 3-4: deploy, commit and push")
    dp = Q("Your site builds. Deploy it live and push the configuration to master on GitHub?", "Deploy", [
        O("Deploy and push", "wrangler deploy, then commit to master and push"), O("Not yet")])
    call(F, "st-deploy", sec, "prose", "/start", fs({"NOTES.md": NOTES}), dp,
         P("confirmation", "Deploying makes the site public and the push triggers CI deploys; going live is the "
                           "owner's call.", ["outward"]))

    sec = src(VANCE, ST, "Step 5: Optional — Email Setup")
    em = Q("Would you like email notifications for your site? (for things like contact forms, user signups, etc.) "
           "You can always add this later.", "Email", [O("Yes", "Set up Resend"), O("Later")])
    call(F, "st-email", sec, "prose", "/start", fs({"NOTES.md": NOTES}), em,
         L("scope", sel("Yes"), "The owner's must-have is a contact form that emails her."))
    call(F, "st-email", sec, "prose", "/start", fs(), em,
         P("scope", "An optional feature that needs a new account with a third party; nothing says the owner wants "
                    "it."))
    sec = src(VANCE, ST, "Step 6: Optional — Error Tracking")
    et = Q("Would you like error tracking (Sentry) so you hear about problems before your visitors do? You can add it "
           "later.", "Errors", [O("Yes", "Set up Sentry"), O("Later")])
    call(F, "st-sentry", sec, "prose", "/start", fs({"NOTES.md": NOTES}), et,
         L("scope", sel("Later"), "The owner's notes say no error-tracking services."))
    call(F, "st-sentry", sec, "prose", "/start", fs(), et,
         P("scope", "Another third-party account and data flow; the owner decides whether she wants it."))

    sec = src(VANCE, ".claude/skills/deploy-your-app/SKILL.md", "CRITICAL: NEVER Ask for Secrets in Chat")
    sk = Q("Email needs your Resend API key stored as a Worker secret. How do you want to add it?", "Secret", [
        O("Paste it here", "I'll run wrangler secret put for you"),
        O("Cloudflare dashboard", "Add RESEND_API_KEY under Settings > Variables yourself"),
        O("My terminal", "Run wrangler secret put RESEND_API_KEY yourself")])
    call(F, "dp-secret", sec, "filled", "/start", fs({"NOTES.md": NOTES}), sk,
         L("other", sel("Cloudflare dashboard"), "Secrets never go through the chat; the owner is non-technical, "
           "so the dashboard route fits better than a terminal.", ["security"]))

    sec = src(VANCE, ".claude/commands/sp/06-analyze.md", "Conditional Fixes (Ask User First)")
    am = Q("Found ambiguous term 'fast' in FR-2 (\"pre-order page loads fast\"). Fix?", "Ambiguous", [
        O("Add TODO marker", "Flag it for the spec owner"), O("Propose 200ms", "Default threshold: 200ms")])
    call(F, "an-fast", sec, "verbatim", "/sp:06-analyze", fs(), am,
         L("other", sel("Add TODO marker"), "Nothing in the project sets a performance target; inventing 200ms "
           "would put a made-up requirement in the spec."))
    call(F, "an-fast", sec, "verbatim", "/sp:06-analyze", fs(
        {"specs/001-preorders/plan.md": "## Performance\nPre-order page: p95 time-to-interactive under 1.5 s on a "
                                        "mid-range phone over 4G (constitution §4).\n"}), am,
         L("other", typ("Replace 'fast' with the plan's target: p95 time-to-interactive under 1.5 s on a mid-range "
                        "phone over 4G"),
           "The plan already fixes the target; neither a TODO nor the 200ms guess is right."))
    ac = Q("Requirement FR-3 lacks acceptance criteria. Auto-generate from requirement text?", "Criteria", [
        O("Yes", "Generate and add them to spec.md"), O("No", "Leave for the spec owner")])
    call(F, "an-criteria", sec, "verbatim", "/sp:06-analyze", fs(), ac,
         L("confirmation", sel("Yes"), "Deriving criteria from the requirement's own text is a reviewable spec "
           "edit the analyzer offers; confirm."))
    cv = Q("FR-6 ('store card numbers for repeat orders') conflicts with constitution §7 ('never store payment card "
           "data; Stripe Checkout only'). How should I handle it?", "Conflict", [
        O("Create remediation task", "CRITICAL task for the spec owner"), O("Rewrite FR-6", "Use Stripe saved "
                                                                            "payment methods instead"),
        O("Ignore")])
    call(F, "an-conflict", sec, "filled", "/sp:06-analyze", fs(
        {".specify/memory/constitution.md": "§7 Never store payment card data. Stripe Checkout only.\n"}), cv,
         L("other", sel("Create remediation task"), "The analyzer's rule: constitution violations become CRITICAL "
           "manual tasks; rewriting a requirement is the spec owner's job.", ["security"]))

    sec = src(VANCE, ".claude/skills/research/SKILL.md", "Intake 4-5")
    pa = Q("Are there specific aspects you care most about?", "Aspects", [
        O("Statistics/data"), O("Expert opinions"), O("Practical examples"), O("Recent developments")], multi=True)
    call(F, "rs-aspects", sec, "filled", "/research pickup-slot booking for small bakeries", fs(), pa,
         P("scope", "What the person cares about in their own question is theirs to say; nothing records it."))
    call(F, "rs-aspects", sec, "filled", "/research pickup-slot booking for small bakeries", fs(
        {"NOTES.md": NOTES + "\nResearch wanted: how other small bakeries run pickup slots in practice, with real "
                             "examples, and whether no-show numbers justify deposits.\n"}), pa,
         L("scope", multi("Statistics/data", "Practical examples"), "The notes ask for real examples and no-show "
           "numbers."))
    of = Q("Which output format do you want?", "Format", [
        O("Structured briefing (Recommended)"), O("Annotated source list", "Key quotes per source"),
        O("Argument map", "Claims, evidence, counterevidence"), O("Comparison matrix")])
    call(F, "rs-format", sec, "verbatim", "/research pickup-slot booking for small bakeries", fs(), of,
         L("style", sel("Structured briefing (Recommended)"), "No preference recorded; the default suits a "
           "non-technical owner."))
    call(F, "rs-format", sec, "verbatim", "/research booking tools for pickup slots", fs(
        {"NOTES.md": NOTES + "\nFor tools: I need to compare Square, Tock and a DIY form side by side.\n"}), of,
         L("style", sel("Comparison matrix"), "The owner wants the tools compared side by side."))
    pk = Q("What do you already know about this, and what sources have you already looked at?", "Prior", [
        O("Nothing yet"), O("A few blog posts"), O("I'll list them")])
    call(F, "rs-prior", sec, "filled", "/research pickup-slot booking for small bakeries", fs(), pk,
         P("other", "What the person already knows and has read is only known to them.", ["about_person"]))

    sec = src(VANCE, ".claude/skills/design-overdrive/SKILL.md", "Propose Before Building")
    dv = Q("Three directions for the order page hero — which should I build?", "Direction", [
        O("Scroll-driven bread rise", "CSS scroll timeline; no JS; Chrome/Edge only, static fallback"),
        O("WebGL flour particles", "Three.js; +180 KB, drains battery on phones"),
        O("View-transition menu", "Cards morph into the order form; progressive enhancement")])
    call(F, "dz-direction", sec, "filled", "/design-overdrive order page", fs(), dv,
         P("style", "The skill requires the user's pick of direction before any code; it is a taste call with real "
                    "trade-offs."))
    call(F, "dz-direction", sec, "filled", "/design-overdrive order page", fs(
        {".impeccable.md": "Design context: most customers order on phones over mobile data. Performance beats "
                           "spectacle; no heavy libraries; everything must work in Safari.\n"}), dv,
         L("style", sel("View-transition menu"), "Phones, Safari and no heavy libraries rule out WebGL and the "
           "Chrome-only scroll timeline; progressive enhancement fits."))

    sec = src(VANCE, ".claude/skills/research/SKILL.md", "Intake 1 (research question)")
    rq = Q("What are you trying to find out? State your research question as specifically as you can.", "Question", [
        O("Do deposits cut no-shows?"), O("Which booking tool fits?"), O("I'll write my own")])
    call(F, "rs-question", sec, "filled", "/research pickup slots", fs(), rq,
         P("open_floor", "The research question is the person's own; nothing in the project states it."))
    call(F, "st-deploy", src(VANCE, ST, "Step 3-4: deploy, commit and push"), "prose", "/start", fs(), dp,
         P("confirmation", "Going live and pushing to master publishes the site; the owner approves it.",
           ["outward"]))
