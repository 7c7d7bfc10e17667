"""sigint (zircote/sigint): a market-research swarm — config migration, research elicitation and dimension selection,
augmenting one area, reports for an audience, and turning findings into GitHub issues behind an approval gate.

Files read (@ d1e1009a1c7a80138ac4979cbba3c2eae1e10ed5): skills/migrate/SKILL.md (Step 0.2, Phase 4), skills/issues/
SKILL.md (Step 0.4), skills/augment/SKILL.md (Steps 0.1-0.2), skills/report/SKILL.md (arguments), agents/
research-orchestrator.md (Phase 1 elicitation, Phase 1.5 dimension selection). Calls written as pseudo-code
`AskUserQuestion(question, options)` are `verbatim`/`filled`; the dimension list ("type names to add or confirm") is a
prose menu rendered as a multi-select. Fixture: a product team at "Voltbay", researching EV-charger markets.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import SIGINT

F = "sigint"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


CFG = '{"version": "2.0", "default_repo": "voltbay/product-research", "max_dimensions": 5}\n'


def fs(extra=None, shown=None, base=True):
    d = {"sigint.config.json": CFG} if base else {}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


BRIEF = ("# Research brief (Lena, PM)\n\nDecision: whether to enter the UK workplace-charging market in 2027.\n"
         "Priorities: 1) regulation (grant schemes, smart-charging rules) 2) market size 3) competitors.\n"
         "Out of scope: consumer home charging, technology deep-dives.\nAudience: the board (executive summary).\n")


def build():
    sec = src(SIGINT, "skills/migrate/SKILL.md", "Step 0.2 (existing v2.0 config)")
    mq = Q("sigint.config.json v2.0 already exists. How would you like to proceed?", "Existing", [
        O("Merge", "Add missing topics from legacy config, preserve existing topic customizations"),
        O("Overwrite", "Replace entirely with freshly migrated config"), O("Cancel")])
    call(F, "mig-existing", sec, "verbatim", "/sigint:migrate", fs({".claude/sigint.local.md": "topics: [ev-uk]\n"}),
         mq, L("confirmation", sel("Merge"), "Merging brings in the legacy topics without discarding the "
               "customizations already in the v2.0 config.", ["destructive"]))
    sec = src(SIGINT, "skills/migrate/SKILL.md", "Phase 4 (preview, then proceed)")
    pq = Q("Proceed with migration?", "Migrate", [O("Proceed"), O("Cancel")])
    call(F, "mig-proceed", sec, "verbatim", "/sigint:migrate", fs(shown=(
        "Migration preview\n- ./.claude/sigint.local.md -> sigint.config.json topics.ev-uk (backup: "
        "sigint.local.md.bak)\n- 0 conflicts")), pq,
         L("confirmation", sel("Proceed"), "The preview is clean and the skill backs up the legacy file first."))

    sec = src(SIGINT, "skills/issues/SKILL.md", "Step 0.4: Pre-Creation Approval Gate")
    iq = Q("This will create approximately 14 GitHub issues in voltbay/product-research.\n\nCategories:\n- Feature "
           "requests from competitive gaps\n- Enhancements from research findings\n- Research tasks\n\nProceed?",
           "Issues", [O("Proceed"), O("Preview first (--dry-run)"), O("Cancel")])
    call(F, "iss-gate", sec, "filled", "/sigint:issues", fs(), iq,
         L("confirmation", sel("Preview first (--dry-run)"), "A dry run shows the 14 issues without filing them; "
           "the productive step before anything is created in the shared tracker.", ["outward"]))
    iq2 = Q("This will create approximately 14 GitHub issues in voltbay/charger-sdk.\n\nCategories:\n- Feature "
            "requests from competitive gaps\n- Research tasks\n\nProceed?", "Issues",
            [O("Proceed"), O("Preview first (--dry-run)"), O("Cancel")])
    call(F, "iss-gate", sec, "filled", "/sigint:issues", fs({"README.md": "# charger-sdk\n\nPublic open-source SDK "
                                                                          "(MIT). Issues are public.\n"}), iq2,
         L("confirmation", typ("Don't file competitive research in the public charger-sdk repo — use the configured "
                               "voltbay/product-research (private)."),
           "The repo was taken from the git remote, a public SDK, while sigint.config.json names the private "
           "research repo; the target must change, not just be previewed.", ["outward"]))

    sec = src(SIGINT, "skills/augment/SKILL.md", "Step 0.1 (multiple sessions)")
    tq = Q("Several research sessions exist. Which topic should I augment with 'grant schemes'?", "Topic", [
        O("ev-uk-workplace", "UK workplace charging (updated 2 days ago)"),
        O("ev-de-fleet", "German fleet depots (updated 3 weeks ago)"),
        O("ev-home-us", "US home charging (updated 2 months ago)")])
    call(F, "aug-topic", sec, "filled", "/sigint:augment grant schemes", fs({"BRIEF.md": BRIEF}), tq,
         L("other", sel("ev-uk-workplace"), "The brief's decision is the UK workplace market and names grant schemes "
           "as its first priority."))
    call(F, "aug-topic", sec, "filled", "/sigint:augment grant schemes", fs(), tq,
         P("other", "Grant schemes apply to all three markets and nothing says which session the person means."))
    sec = src(SIGINT, "skills/augment/SKILL.md", "Step 0.2: Identify methodology")
    dq = Q("Which research methodology best fits 'smart-charging rules'?", "Method", [
        O("regulatory"), O("tech"), O("trends"), O("competitive")])
    call(F, "aug-method", sec, "filled", "/sigint:augment smart-charging rules", fs({"BRIEF.md": BRIEF}), dq,
         L("architecture", sel("regulatory"), "The brief lists smart-charging rules under regulation and puts "
           "technology deep-dives out of scope."))

    sec = src(SIGINT, "agents/research-orchestrator.md", "Phase 1.5: Smart Dimension Selection")
    dims = Q("Research dimensions for 'UK workplace charging': which should be included? (max 5)", "Dimensions", [
        O("regulatory", "Grant schemes, smart-charging regulations"), O("sizing", "TAM/SAM/SOM"),
        O("competitive", "Incumbent installers and networks"), O("tech", "Hardware and protocol landscape")],
        multi=True)
    call(F, "orc-dims", sec, "prose", "/sigint:start UK workplace charging", fs({"BRIEF.md": BRIEF}), dims,
         L("scope", multi("regulatory", "sizing", "competitive"), "The brief's three priorities; technology "
           "deep-dives are out of scope."))
    call(F, "orc-dims", sec, "prose", "/sigint:start UK workplace charging", fs(), dims,
         L("scope", multi("regulatory", "sizing", "competitive", "tech"), "No brief narrows it and the cap is 5; "
           "all four proposed dimensions bear on entering the market."))

    sec = src(SIGINT, "agents/research-orchestrator.md", "Phase 1: Elicitation")
    dc = Q("What decision will this research inform?", "Decision", [
        O("Market entry", "Whether to enter this market"), O("Product roadmap", "What to build next"),
        O("Investment", "Funding or acquisition"), O("General awareness", "No specific decision")])
    call(F, "orc-decision", sec, "filled", "/sigint:start UK workplace charging", fs({"BRIEF.md": BRIEF}), dc,
         L("other", sel("Market entry"), "The brief states the decision: whether to enter the UK market in 2027."))
    call(F, "orc-decision", sec, "filled", "/sigint:start UK workplace charging", fs(), dc,
         P("other", "What the research is for is the person's decision context; nothing in the project records it.",
           ["about_person"]))
    sc = Q("What is in scope for this research?", "Scope", [
        O("Workplace charging"), O("Consumer home charging"), O("Public rapid charging"), O("Fleet depots")],
        multi=True)
    call(F, "orc-scope", sec, "filled", "/sigint:start UK workplace charging", fs({"BRIEF.md": BRIEF}), sc,
         L("scope", multi("Workplace charging"), "The brief is about workplace charging and rules out home "
           "charging; the others are not mentioned."))
    bud = Q("How deep should this session go?", "Depth", [
        O("Quick", "3 elicitation questions, fewer analysts, lower cost"),
        O("Full (Recommended)", "8 question blocks, up to 5 dimension analysts")])
    call(F, "orc-depth", sec, "filled", "/sigint:start UK workplace charging", fs(), bud,
         P("other", "Depth sets how many analyst agents run and what the session costs; that budget is the "
                    "person's.", ["about_person"]))

    sec = src(SIGINT, "skills/report/SKILL.md", "Arguments (--format, --audience)")
    rq = [Q("Which output format should the report use?", "Format", [
              O("markdown (Recommended)"), O("html"), O("both")]),
          Q("Who is the target audience?", "Audience", [O("all (Recommended)"), O("executives"), O("pm"),
                                                        O("investors")])]
    call(F, "rep-opts", sec, "filled", "/sigint:report", fs(
        {"BRIEF.md": BRIEF, "docs/README.md": "Research reports are published to the internal MkDocs site "
                                              "(markdown only).\n"}), rq,
         [L("style", sel("markdown (Recommended)"), "Reports go to the MkDocs site, which takes markdown."),
          L("style", sel("executives"), "The brief says the audience is the board.")])
    call(F, "rep-opts", sec, "filled", "/sigint:report", fs(), rq,
         [L("style", sel("markdown (Recommended)"), "Nothing against the default format."),
          L("style", sel("all (Recommended)"), "No audience recorded; the default covers every reader.")])
    sk = Q("Report sections: which should be included?", "Sections", [
        O("executive-summary"), O("market-sizing"), O("competitive"), O("swot")], multi=True)
    call(F, "rep-sections", sec, "filled", "/sigint:report --sections", fs({"BRIEF.md": BRIEF}), sk,
         L("scope", multi("executive-summary", "market-sizing", "competitive"), "A board audience needs the "
           "executive summary; sizing and competitors are brief priorities. SWOT was not asked for."))

    sec = src(SIGINT, "skills/update/SKILL.md", "Delta refresh")
    up = Q("The findings for ev-uk-workplace are 9 months old and 3 sources now 404. Refresh everything or only the "
           "stale areas?", "Refresh", [O("Stale areas (Recommended)", "Re-run regulatory and sizing, keep the rest"),
                                       O("Everything", "Re-run all 5 dimensions")])
    call(F, "upd-scope", sec, "filled", "/sigint:update --topic ev-uk-workplace", fs(), up,
         L("scope", sel("Stale areas (Recommended)"), "Refreshing what is stale achieves the update; nothing asks "
           "for a full re-run."))
