"""reggie (reggiechan74/cc-plugins): a Toronto consultant's own plugin collection, spanning the work of one practice —
`report-to-web` (`/report-to-web:generate` asks output directory, interactivity level and visual style;
`/report-to-web:publish` asks "GitHub Pages (Recommended)" or "Build only", then the repository name),
`structured-english` (`/assess-inferred-intent` walks findings as questions whose first option is the "(Inferred)"
reading, then asks the target format and "Overwrite the original file" vs "Save as a new file";
`/update-human-spec` asks self-contained vs split and how much of the migration to apply; `/convert-human-to-llm`
asks to proceed and how to save), `d3-visualizations` (the d3js skill's three-round discovery interview: goal,
audience, data, format; colours, chart type, features, output path; title, destination, takeaway, annotations),
`math-paper-creator` (`/plain-english` interview: audience, original-text handling), `course-curriculum-creator`
(`/create-course` duration and delivery mode, `/assess-needs` context questions, `/generate-objectives` when an
objective sits above its level's band) and, at home, `kids-camp-planner` (setup: research directory, an existing
family profile, children's medical notes, budget, the optional Geoapify key; `/camp-plan` which period).

Files used: report-to-web/commands/{generate,publish}.md, structured-english/commands/{assess-inferred-intent,
update-human-spec,convert-human-to-llm}.md, d3-visualizations/skills/d3js/SKILL.md,
math-paper-creator/commands/plain-english.md, course-curriculum-creator/commands/{0-analysis/create-course,
0-analysis/assess-needs,1-desired-results/generate-objectives}.md, kids-camp-planner/skills/setup/SKILL.md and
kids-camp-planner/commands/camp-plan.md (@ e7cfd40ea52ba22efea1d2724b44ba763f8c1ccf).
Questions the source spells out with options are kept with their wording (`verbatim`; lists of more than four
options trimmed to four, `filled` where names, paths and findings are filled in); "collect X using AskUserQuestion"
steps became calls with the step's own choices (`prose`). The findings an assess-inferred-intent round is about, a
conversion plan and a migration's suggestions are kept as `shown`.
Fixture: Okafor Valuation Advisory, Dana Okafor's property-tax consulting practice in Toronto (Ontario assessment
appeals), a workspace with README, CLAUDE.md (confidentiality of client reports, house style for command files),
NOTES.md and reports/, specs/, courses/; the kids-camp calls run in Dana's family-planning folder (two children,
Amara and Tobi).
"""
from common import O, Q, L, call, sel, multi, typ, person, src

REPO = "reggiechan74/cc-plugins"  # @ e7cfd40ea52ba22efea1d2724b44ba763f8c1ccf

F = "reggie"
GEN = "report-to-web/commands/generate.md"
PUB = "report-to-web/commands/publish.md"
AII = "structured-english/commands/assess-inferred-intent.md"
UHS = "structured-english/commands/update-human-spec.md"
CHL = "structured-english/commands/convert-human-to-llm.md"
D3 = "d3-visualizations/skills/d3js/SKILL.md"
PLAIN = "math-paper-creator/commands/plain-english.md"
COURSE = "course-curriculum-creator/commands/0-analysis/create-course.md"
NEEDS = "course-curriculum-creator/commands/0-analysis/assess-needs.md"
OBJ = "course-curriculum-creator/commands/1-desired-results/generate-objectives.md"
SETUP = "kids-camp-planner/skills/setup/SKILL.md"
CAMP = "kids-camp-planner/commands/camp-plan.md"

README = ("# Okafor Valuation Advisory — workspace\nProperty-tax consulting (Ontario assessment appeals, ARB/MPAC). "
          "reports/ = client and research reports (markdown), specs/ = our Claude command specs, courses/ = "
          "workshops we teach.\n")
CLAUDE = ("# How we work (Dana)\n- Client reports are confidential. Nothing with a client's name or numbers goes "
          "anywhere public — no public repos, no gists, no pastebins.\n- Our own command files in .claude/commands "
          "are written in HSF v6 (LLM-facing). Human-facing specs in specs/ stay SESF.\n- Everything here is in "
          "git; edit files in place rather than leaving '-copy' files around.\n- Never send anything to a client "
          "yourself. Draft it; I send it.\n")


def fs(extra=None, shown=None):
    d = {"README.md": README, "CLAUDE.md": CLAUDE}
    if extra:
        d.update(extra)
    if shown:
        d["shown.md"] = shown
    return d


HOME_README = ("# family-planning\nDana + Chidi's folder for school-year logistics. Kids: Amara (9) and Tobi (6), "
               "both TDSB.\n")


def home(extra=None):
    d = {"README.md": HOME_README}
    if extra:
        d.update(extra)
    return d


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def report_to_web():
    sec = src(REPO, GEN, "Step 2: Ask User Preferences")
    qs = [Q("Where should I create the React project?", "Output dir", [
              O("./cap-rate-study-2024-site/", "default from the report filename"),
              O("Next to the report file", "reports/cap-rate-study-2024-site/"), O("Custom path", "")]),
          Q("What level of interactivity do you want?", "Interaction", [
              O("Presentation-focused", "Animated scroll-based presentation with data visualizations, smooth "
                "transitions between tabs, auto-playing highlights. Minimal user input required."),
              O("Full interactive", "Calculators for formulas, what-if scenario sliders, interactive comparison "
                "tables, expandable case law cards, searchable knowledge vault. Maximum user engagement."),
              O("Both", "Full interactive components PLUS presentation mode toggle that auto-advances through "
                "content with animations.")]),
          Q("Which visual style?", "Style", [
              O("Dark Professional (default)", "Refined gold/teal/indigo accents on deep space backgrounds."),
              O("shadcn Blue", "Cool blue + cyan accents. Clean, corporate, trustworthy feel."),
              O("shadcn Green", "Fresh green + teal accents."), O("Community Registry", "Browse the shadcn themes "
                                                                                        "gallery")])]
    call(F, "generate", sec, "filled", "/report-to-web:generate reports/cap-rate-study-2024.md", fs({"NOTES.md": (
        "Dana, 3 Jun: the cap-rate study goes to the OAAO board on the 20th. They'll project it in the room, "
        "nobody clicks — make it a presentation. Use the firm blue, not the dark theme.\n")}), qs, [
        L("style", sel("./cap-rate-study-2024-site/"), "Nothing says where the site should live; the default next "
          "to the workspace root is the workflow's own."),
        L("style", sel("Presentation-focused"), "Dana's note: the board will watch it projected, nobody clicks."),
        L("style", sel("shadcn Blue"), "The note asks for the firm blue, not the dark theme.")])
    call(F, "generate", sec, "filled", "/report-to-web:generate reports/cap-rate-study-2024.md", fs(), qs, [
        L("style", sel("./cap-rate-study-2024-site/"), "No note places the site elsewhere; take the default."),
        P("style", "Presentation versus calculators is a real product choice about how the study will be used, "
          "and nothing says who will read it or how; no delegate option is offered."),
        L("style", sel("Dark Professional (default)"), "No brand or style preference is recorded; the default "
          "theme is the workflow's setting.")])

    sec = src(REPO, PUB, "Step 3: Ask Publish Method")
    q = Q("How do you want to publish?", "Publish", [
        O("GitHub Pages (Recommended)", "Create a GitHub repo, push the code, and enable GitHub Pages with "
          "automatic deployments. Every future `git push` will redeploy."),
        O("Build only", "Just run the build. You'll get a folder (`dist/` or `out/`) with static HTML/CSS/JS files "
          "you can upload anywhere (Netlify, Vercel, any web host).")])
    call(F, "publish", sec, "verbatim", "/report-to-web:publish ./brampton-logistics-appeal-site", fs({"NOTES.md": (
        "Brampton logistics appeal (client: Caldera REIT) — site is for their asset managers only.\n")}), q,
        L("other", sel("Build only"), "The site is built from a client's appeal report, and CLAUDE.md forbids "
          "putting client material anywhere public; the publish step creates a public repository.", ["outward"]))
    call(F, "publish", sec, "verbatim", "/report-to-web:publish ./cap-rate-study-2024-site", fs(), q,
         P("other", "GitHub Pages creates a public repository and site for this study; whether the cap-rate study "
           "is meant to be public is Dana's decision and nothing records it.", ["outward"]))
    call(F, "publish", sec, "verbatim", "/report-to-web:publish ./assessment-appeals-explainer-site", fs({
        "NOTES.md": ("Dana: the appeals explainer is our public piece for homeowners — no client data in it. Put it "
                     "on GitHub Pages so we can link it from the newsletter.\n")}), q,
        L("other", sel("GitHub Pages (Recommended)"), "Dana's note says the explainer is public material meant for "
          "GitHub Pages.", ["outward"]))
    sec = src(REPO, PUB, "Step 5a: GitHub Pages Publish")
    call(F, "reponame", sec, "filled", "/report-to-web:publish ./assessment-appeals-explainer-site", fs({
        "NOTES.md": ("Dana: the appeals explainer is our public piece for homeowners. Put it on GitHub Pages as "
                     "okafor-valuation/appeal-guide — that's the URL printed on the flyers.\n")}), Q(
        "What should the GitHub repository be called?", "Repo name", [
            O("assessment-appeals-explainer-site", "the site directory name"), O("Custom name", "")]),
        L("style", typ("Custom name: appeal-guide"), "The flyers already print okafor-valuation/appeal-guide; the "
          "directory name would give a different URL.", ["outward"]))


def structured_english():
    sec = src(REPO, AII, "Step 4: Resolve Issues with the User")
    shown = ("Findings in .claude/commands/fee-quote.md:\n1. Ambiguity — \"Round the fee to the nearest hundred\": "
             "rounding direction unstated.\n2. Inferred intent — \"Send the quote to the client\": by whom, and "
             "how?\n")
    call(F, "intent", sec, "filled", "/assess-inferred-intent .claude/commands/fee-quote.md", fs({
        "docs/engagement-letter-template.md": ("§4 Fees. The flat fee is calculated per property and rounded UP to "
                                               "the next $100.\n")}, shown=shown), [
        Q("\"Round the fee to the nearest hundred\" — which rounding is meant?", "Rounding", [
            O("Round half up to the nearest $100 (Inferred)", "1,249 → 1,200; 1,250 → 1,300"),
            O("Always round up to the next $100", "1,201 → 1,300"),
            O("Banker's rounding", "half to even")]),
        Q("\"Send the quote to the client\" — what should the command do?", "Sending", [
            O("Draft the email for Dana to send (Inferred)", "write the draft; nothing is sent"),
            O("Send it through Gmail", "the command emails the client itself")])], [
        L("architecture", sel("Always round up to the next $100"), "The engagement letter template fixes the rule: "
          "fees are rounded UP to the next $100, against the inferred reading."),
        L("architecture", sel("Draft the email for Dana to send (Inferred)"), "CLAUDE.md: never send anything to a "
          "client — draft it and Dana sends it.", ["outward"])])
    call(F, "intent", sec, "filled", "/assess-inferred-intent .claude/commands/fee-quote.md", fs(shown=(
        "Findings in .claude/commands/fee-quote.md:\n3. Inferred intent — a property with several assessment roll "
        "numbers: the spec prices \"per property\" but the intake form records roll numbers.\n")), Q(
        "A property with several assessment roll numbers — how should the fee be quoted?", "Multi-roll", [
            O("Per property (Inferred)", "one flat fee however many roll numbers"),
            O("Per roll number", "one fee for each roll number")]),
        P("architecture", "Whether multi-roll properties are priced once or per roll is a pricing policy for the "
          "practice; nothing in the workspace states it."))
    sec = src(REPO, AII, "Step 6: Choose Target Format")
    call(F, "format", sec, "verbatim", "/assess-inferred-intent .claude/commands/fee-quote.md", fs(), Q(
        "What format should the clarified specification use?", "Format", [
            O("SESF v4.1 (human-readable)", "formal BEHAVIOR/PROCEDURE/RULE/STEP blocks optimized for human "
              "readers."),
            O("HSF v6 (LLM-optimized)", "prose instructions with XML envelope optimized for LLM execution."),
            O("Keep current format", "preserve whatever format the document is already in")]),
        L("style", sel("HSF v6 (LLM-optimized)"), "CLAUDE.md: command files in .claude/commands are written in HSF "
          "v6; fee-quote.md is one of them."))
    sec = src(REPO, AII, "Step 7: Save the Result")
    q = Q("How should I save the clarified specification?", "Save", [
        O("Overwrite the original file", "replace the source file in place"),
        O("Save as a new file", "write to <original-name>-clarified.md alongside the original")])
    call(F, "save", sec, "verbatim", "/assess-inferred-intent .claude/commands/fee-quote.md", fs(), q,
         L("other", sel("Overwrite the original file"), "CLAUDE.md says the workspace is in git and files are "
           "edited in place rather than leaving copies; the original stays recoverable from history.",
           ["destructive"]))
    call(F, "save", sec, "verbatim", "/assess-inferred-intent ~/Downloads/intake-checklist.md", {}, q,
         L("other", sel("Save as a new file"), "A loose file outside any repository has no history; writing the "
           "clarified version alongside keeps the original.", ["destructive"]))

    sec = src(REPO, UHS, "Step 2.5: Determine Output Mode")
    call(F, "structure", sec, "filled", "/update-human-spec specs/appeal-intake.md", fs(shown=(
        "specs/appeal-intake.md: SESF v3 detected; frontmatter has `allowed-tools` and `argument-hint` (a Claude "
        "Code command).\n")), Q("How should this specification be structured after the upgrade?", "Structure", [
            O("Self-contained", "spec + executable in one file (Recommended if the file has allowed-tools or "
              "argument-hint frontmatter)"),
            O("Split into spec + executable", "two files")]),
        L("architecture", sel("Self-contained"), "The file carries allowed-tools and argument-hint frontmatter, "
          "the case the workflow recommends keeping self-contained; nothing asks for a split."))
    sec = src(REPO, UHS, "Step 4: Present Migration Report")
    q = Q("How should I apply the migration?", "Migration", [
        O("Migrate format only", ""), O("Migrate format + all suggestions", ""),
        O("Migrate format + selected suggestions", ""), O("Cancel", "")])
    call(F, "migrate", sec, "filled", "/update-human-spec specs/appeal-intake.md", fs(shown=(
        "Migration plan (SESF v3 → v4.1):\n- Structural: consolidate 3 error tables into one\n- Rationale "
        "additions: 4 rules get *why* annotations\n- Suggestions: (a) rename $rollno to $roll_number for "
        "consistency; (b) add a 'Notes' line to the output example\n")), q,
        L("scope", sel("Migrate format + all suggestions"), "Both suggestions are cosmetic (a variable rename, an "
          "example line) and change no behaviour; taking them finishes the upgrade in one pass."))
    call(F, "migrate", sec, "variant", "/update-human-spec specs/appeal-intake.md", fs(shown=(
        "Migration plan (SESF v3 → v4.1):\n- Structural: consolidate 3 error tables into one\n- Suggestions: (a) "
        "rename $rollno to $roll_number; (b) NEW RULE: reject intake when the client has no signed authorization "
        "form, instead of flagging it for follow-up; (c) drop the 'deadline within 10 days' escalation step as "
        "redundant\n")), q,
        L("scope", sel("Migrate format only"), "Two suggestions change the intake's behaviour (rejecting clients "
          "without a signed form, dropping the deadline escalation) — policy changes, not a format upgrade; "
          "migrating the format alone does the asked-for upgrade without them."))

    sec = src(REPO, CHL, "Step 4: Present Conversion Plan")
    call(F, "convert", sec, "verbatim", "/convert-human-to-llm specs/appeal-intake.md", fs(shown=(
        "Conversion plan (SESF v4.1 → HSF v6):\n- 5 BEHAVIOR blocks → <instructions> prose sections\n- 2 "
        "PROCEDURE blocks → numbered steps\n- $variable threading: $client, $roll_number kept; $tmp converted to "
        "prose\n- All 11 rules preserved\n")), Q("Conversion plan above. How should I proceed?", "Convert", [
            O("Proceed with conversion", ""), O("Adjust the plan", "then ask what to change"),
            O("Cancel", "")]),
        L("confirmation", sel("Proceed with conversion"), "The plan preserves all rules and only changes the form, "
          "which is what the conversion was asked for."))
    sec = src(REPO, CHL, "Step 7: Save")
    call(F, "convsave", sec, "verbatim", "/convert-human-to-llm specs/appeal-intake.md", fs(), Q(
        "How should I save the converted specification?", "Save", [
            O("Overwrite the original file", "replaces the SESF source with HSF output"),
            O("Save alongside the original", "write to <original-name>-hsf.md next to the source"),
            O("Save to a specific path", "ask for the path")]),
        L("other", sel("Save to a specific path"), "CLAUDE.md keeps human-facing specs in specs/ as SESF and "
          "command files in .claude/commands as HSF; the HSF output belongs in .claude/commands/appeal-intake.md, "
          "not over the SESF source or beside it."))


def d3():
    sec = src(REPO, D3, "Round 1: Purpose & Data")
    files = fs({"data/cap_rates_by_region.csv": "region,year,median_cap_rate\nGTA,2019,4.1\nGTA,2020,4.0\n...\n",
                "NOTES.md": ("Dana: for the OAAO board deck — one slide showing how cap rates moved 2019-2024 by "
                             "region. Firm colours: navy #1F3A5F, teal #2A9D8F. Mark the 2022 rate hikes.\n")})
    call(F, "interview", sec, "verbatim", "/d3js median cap rates by region 2019-2024 from "
         "data/cap_rates_by_region.csv", files, [
        Q("What is the goal of this visualization?", "Goal", [
            O("Explain a trend"), O("Compare categories"), O("Show relationships/connections"),
            O("Show geographic distribution")]),
        Q("Who is the audience?", "Audience", [O("Executive / leadership"), O("Technical team"),
                                               O("General public / blog"), O("Personal / exploratory")]),
        Q("Do you have a dataset, or should I generate sample data?", "Data", [
            O("I have a file (CSV, JSON, etc.)"), O("I have data I'll paste in"),
            O("Generate realistic sample data")]),
        Q("What output format do you need?", "Format", [O("Standalone HTML (Recommended)"),
                                                        O("HTML + separate JS files"), O("React component")])], [
        L("style", sel("Explain a trend"), "The chart is how cap rates moved from 2019 to 2024 — a trend over time."),
        L("style", sel("Executive / leadership"), "It is for the OAAO board deck."),
        L("other", sel("I have a file (CSV, JSON, etc.)"), "The request names data/cap_rates_by_region.csv, which "
          "is in the workspace."),
        L("style", sel("Standalone HTML (Recommended)"), "Nothing asks for React or split files; a slide needs a "
          "single file.")])
    sec = src(REPO, D3, "Round 2: Style & Specifics")
    call(F, "interview", sec, "filled", "/d3js median cap rates by region 2019-2024 from "
         "data/cap_rates_by_region.csv", files, [
        Q("Do you have brand colors or a specific color scheme?", "Colors", [
            O("Use clean defaults (Recommended)"), O("I have brand colors (I'll provide hex codes)"),
            O("Specific palette (e.g. blues, warm tones)"), O("Colorblind-safe palette")]),
        Q("What chart type do you have in mind?", "Chart type", [O("Line chart"), O("Area chart"),
                                                                 O("Stacked area"), O("Bar chart over time")]),
        Q("Any specific features you need?", "Features", [
            O("Tooltips on hover"), O("Animated transitions"), O("Interactive filtering/brush"),
            O("Print/export optimized (static labels, no hover-only info)")], multi=True)], [
        L("style", sel("I have brand colors (I'll provide hex codes)"), "The note gives the firm's navy and teal "
          "hex codes, against the clean-defaults recommendation."),
        L("style", sel("Line chart"), "Medians per region over six years are separate series over time; stacking "
          "cap rates would be meaningless."),
        L("style", multi("Print/export optimized (static labels, no hover-only info)"), "A projected board slide "
          "has no hover or brushing; labels must be static.")])
    sec = src(REPO, D3, "Round 3: Context & Polish")
    call(F, "interview", sec, "verbatim", "/d3js median cap rates by region 2019-2024 from "
         "data/cap_rates_by_region.csv", files, [
        Q("Where will this visualization be used?", "Destination", [
            O("Presentation slide"), O("Written report / document"), O("Blog post or webpage"),
            O("Standalone file / exploration")]),
        Q("What is the single key takeaway the viewer should get?", "Takeaway", [
            O("I'll describe it"), O("Let the data speak for itself")]),
        Q("Any specific data points, events, or benchmarks to highlight?", "Annotations", [
            O("No annotations needed"), O("Yes, I'll describe what to call out")])], [
        L("other", sel("Presentation slide"), "The note says one slide in the board deck."),
        P("other", "The message the board should take from the chart is Dana's argument to make; nothing records "
          "it."),
        L("style", sel("Yes, I'll describe what to call out"), "The note asks to mark the 2022 rate hikes.")])


def plain_english():
    sec = src(REPO, PLAIN, "Step 3: Interview the User")
    files = fs({"NOTES.md": ("Dana: the plain-English companion to our DCF methodology paper is for homeowners who "
                             "call us about appeals — smart people, no finance background. The methodology paper "
                             "itself is filed as evidence with the ARB; its text must not change.\n")})
    call(F, "plain", sec, "filled", "/plain-english reports/dcf-methodology.md", files, Q(
        "Who is the primary audience for the plain-English version?", "Audience", [
            O("Executives/decision-makers", "focus on \"so what?\" and strategic implications"),
            O("Practitioners/operators", "focus on \"how do I use this?\" with concrete examples"),
            O("Smart generalist (grade 12 level)", "focus on intuition and everyday analogies (Default)"),
            O("All of the above", "layered callouts serving all three")]),
        L("style", sel("Smart generalist (grade 12 level)"), "Dana's note: homeowners, smart but without finance "
          "background."))
    call(F, "plain", sec, "filled", "/plain-english reports/dcf-methodology.md", files, Q(
        "Should the original document text be preserved as-is?", "Original", [
            O("Full preservation", "original text stays verbatim, callouts inserted after sections (Default)"),
            O("Simplified rewrite", "original prose rewritten in simpler language, callouts only for math"),
            O("Hybrid", "keep math/formulas intact, simplify surrounding prose, callouts for the heavy math")]),
        L("scope", sel("Full preservation"), "The methodology paper is filed evidence whose text must not change."))


def courses():
    sec = src(REPO, COURSE, "Argument Handling")
    call(F, "course", sec, "prose", "/create-course \"Assessment Appeals for Municipal Staff\"", fs({"NOTES.md": (
        "OAAO training request (email from Priya, 28 May): two-day workshop for municipal assessment staff, run "
        "virtually on Teams because attendees are spread across the province. ~40 people.\n")}), [
        Q("How long is the workshop?", "Duration", [O("1-day", ""), O("2-day", "")]),
        Q("How will it be delivered?", "Delivery", [O("in-person", "default"), O("virtual", ""),
                                                    O("hybrid", "")])], [
        L("scope", sel("2-day"), "The OAAO request asks for a two-day workshop."),
        L("scope", sel("virtual"), "It runs on Teams because attendees are spread across the province.")])
    sec = src(REPO, NEEDS, "Step 1: Gather Context")
    call(F, "needs", sec, "prose", "/assess-needs --title \"ARB hearing preparation\"", fs({"NOTES.md": (
        "Priya Raman (Director, Client Services) asked for ARB hearing-prep training for our two junior analysts "
        "after the Mississauga hearing went badly.\n")}), [
        Q("Who requested this training, and what is their role?", "Stakeholder", [
            O("Dana (principal)", "the practice's principal"), O("A client", "an external request")]),
        Q("How is the gap currently being measured or observed? What data exists?", "Measurement", [
            O("Hearing outcomes", "win/settle rates per analyst"), O("Reviewer feedback", "Dana's file reviews"),
            O("Nothing yet", "no data so far")])], [
        L("other", typ("Priya Raman, Director, Client Services"), "The note names the requester; neither option "
          "is her."),
        P("other", "What evidence of the gap exists — outcome numbers, reviews, or none — is something only the "
          "requester knows; the note describes one bad hearing, not a measurement.")])
    sec = src(REPO, OBJ, "Step 3: Post-Generation Validation")
    call(F, "objective", sec, "filled", "/generate-objectives", fs({"courses/appeals-101/SERIES.md": (
        "Series: Assessment Appeals 101/201/301. Level 101 band: Remember–Apply (stretch: Analyze). Evaluate and "
        "Create belong to 301.\n")}), Q(
        "Objective #5 ('Evaluate competing expert valuation reports and defend a position at the ARB') is at "
        "Evaluate, which is above this level's stretch zone (Analyze).", "Bloom level", [
            O("Keep it anyway", "override series constraint"),
            O("Move it to Level 201's plan", "note for future"),
            O("Revise to Analyze with scaffolding", "")]),
        L("scope", sel("Revise to Analyze with scaffolding"), "SERIES.md puts Evaluate in 301 and caps 101 at "
          "Analyze; revising keeps the objective in this course within its band, where moving it to 201 would "
          "still break that level's band."))


def kids_camp():
    sec = src(REPO, SETUP, "Step 0: Choose Research Directory Name")
    call(F, "researchdir", sec, "prose", "/kids-camp-planner:setup", home(), Q(
        "What would you like to name your research directory?", "Directory", [
            O("camp-research (Recommended)", "holds providers, schedules, budgets, drafts"),
            O("Custom name", "e.g. camps, camp-planning")]),
        L("other", sel("camp-research (Recommended)"), "A folder name with a recommended default and nothing "
          "against it."))
    sec = src(REPO, SETUP, "Re-Running Setup")
    q = Q("Does this profile look correct?", "Profile", [
        O("Confirm", "skip to API key configuration"),
        O("Update specific sections", "tell me which group to update"),
        O("Start fresh", "replace the entire profile")])
    call(F, "profile", sec, "prose", "/kids-camp-planner:setup", home({
        "camp-research/family-profile.md": ("children:\n  - name: Amara\n    school: Dovercourt PS (TDSB)\n  - "
                                            "name: Tobi\n    school: Dovercourt PS (TDSB)\nbudget:\n  per_child_week: "
                                            "350\n"),
        "NOTES.md": "Chidi, Sept: Amara moved to Runnymede PS this fall (French immersion). Tobi stays at Dovercourt.\n"}),
        q, L("other", sel("Update specific sections"), "Chidi's note records Amara's school change, which the "
             "profile still shows as Dovercourt; updating the School group keeps everything else.",
             ["destructive"]))
    call(F, "profile", sec, "prose", "/kids-camp-planner:setup", home({
        "camp-research/family-profile.md": ("children:\n  - name: Amara\n  - name: Tobi\nbudget:\n  per_child_week: "
                                            "350\nvacation:\n  - 2025-07-28..2025-08-08 Lagos\n")}), q,
        P("other", "Whether the family's children, budget and vacation dates are still right is something only "
          "the parents know; nothing in the folder says it changed or not.", ["about_person"]))
    sec = src(REPO, SETUP, "Step 2: Collect Family Profile")
    call(F, "family", sec, "prose", "/kids-camp-planner:setup", home(), [
        Q("Does Amara have any allergies, dietary restrictions or medical notes camps should know?", "Amara", [
            O("None", ""), O("Yes, I'll describe them", "")]),
        Q("What is your target budget per child per week?", "Budget", [
            O("Under $250", ""), O("$250–$400", ""), O("Over $400", "")])], [
        P("other", "A child's medical and dietary details are the parents' to give.", ["about_person"]),
        P("other", "The family's camp budget is theirs to set.", ["about_person"])])
    call(F, "family", sec, "prose", "/kids-camp-planner:setup", home(), [
        Q("What is the earliest you can drop the kids off?", "Dropoff", [
            O("Before 8:00", ""), O("8:00–8:30", ""), O("After 8:30", "")]),
        Q("What is the latest you can pick them up?", "Pickup", [
            O("Before 4:30", ""), O("4:30–5:30", ""), O("After 5:30", "")])], [
        P("other", "When the parents can drop off depends on their own work schedules.", ["about_person"]),
        P("other", "The latest pickup the parents can manage is theirs to state.", ["about_person"])])
    call(F, "family", sec, "prose", "/kids-camp-planner:setup", home(), [
        Q("What is the maximum commute you'll accept to a camp (one way)?", "Commute", [
            O("15 minutes", ""), O("30 minutes", ""), O("45 minutes", "")]),
        Q("Any family trips or dates when camps are not needed this summer?", "Vacation", [
            O("None", ""), O("Yes, I'll list the dates", "")]),
        Q("Are you willing to pay for before-care and after-care?", "Extended", [
            O("Yes", ""), O("Only if needed", ""), O("No", "")])], [
        P("other", "How far the family will drive each day is their own constraint.", ["about_person"]),
        P("other", "The family's travel dates are theirs; nothing in the folder lists them.", ["about_person"]),
        P("other", "Paying for extended care is a family budget choice.", ["about_person"])])
    sec = src(REPO, SETUP, "Step 3: Configure API Keys and Write Thin Config")
    call(F, "apikey", sec, "prose", "/kids-camp-planner:setup", home(), Q(
        "Geoapify API key (optional) enables automated commute calculations. Set it up now?", "Geoapify", [
            O("Enter a key now", "stored in .claude/kids-camp-planner.local.md"),
            O("Skip for now", "commute calculations can be added later")]),
        P("other", "Creating a Geoapify account and handing over its key is the parent's own credential "
          "decision.", ["security", "about_person"]))
    sec = src(REPO, CAMP, "(no heading: period argument)")
    q = Q("Which period would you like to plan?", "Period", [
        O("Summer camps (Jun-Aug)"), O("March break (Mar)"), O("PA days (throughout the school year)")])
    call(F, "period", sec, "prose", "/kids-camp-planner:camp-plan", home({"NOTES.md": (
        "Dana, 12 Feb: March break registration at High Park Nature closes Friday — we need a plan for both kids "
        "this week. Summer can wait.\n")}), q,
        L("scope", sel("March break (Mar)"), "Dana's note makes March break urgent and says summer can wait."))
    call(F, "period", sec, "prose", "/kids-camp-planner:camp-plan", home(), q,
         P("scope", "Which stretch of the year the family wants to plan now is theirs to say; nothing in the "
           "folder points to one.", ["about_person"]))


def build():
    report_to_web()
    structured_english()
    d3()
    plain_english()
    courses()
    kids_camp()
