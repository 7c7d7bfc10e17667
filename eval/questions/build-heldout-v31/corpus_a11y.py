"""a11y (jllerenadesign/a11y-skills): accessibility audits of designs and of code. accessibility-design clarifies the
design tool, the scope, the WCAG target level and whether the design is bilingual (Arabic/RTL) before auditing, and
confirms the mode it inferred; accessibility-code picks a mode (audit, targeted fix, quick scan, RTL audit) and, after
the scored report, which severities to fix and whether to apply the fixes.

Files read (@ a5b020a684e83aa445b24bdfe9d7c7ebb1431089): accessibility-design/SKILL.md (Modes; Phase 1: Understand the
context), accessibility-code/SKILL.md (Modes; Phase 1: Scan; Phase 2: Generate report). The clarifying questions are a
numbered prose list with their choices (`prose`); the fix-selection and apply questions follow the report's severity
groups and `/fix`'s "minimal changes" rule (`prose`). Fixture: "Sanad", a bilingual (English/Arabic) benefits portal
for a public agency; design notes by its design lead, Layla Haddad.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import A11Y

F = "a11y"
DS = "accessibility-design/SKILL.md"
CS = "accessibility-code/SKILL.md"
PD = "/audit"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(path, section):
    return src(A11Y, path, section)


def shown(t):
    return {"shown.md": t}


NOTES = ("# Sanad — design notes (Layla)\n\n- Designs live in Figma (file: Sanad Portal v3). We moved off Webflow "
         "in 2025.\n- Audit request for this sprint: the whole application flow (eligibility → documents → submit), "
         "not single screens.\n- The agency contract requires WCAG 2.2 AAA for text contrast.\n- Every screen ships "
         "in English and Arabic (RTL).\n- This sprint fixes Critical and Serious issues only; Moderate/Info go to the "
         "backlog.\n- Code fixes: minimal diffs, no refactors — we are in a release freeze.\n")
PROJ = {"docs/design-notes.md": NOTES}
EN = {"docs/design-notes.md": "# Sanad marketing site — notes\n\n- English only; no localisation planned.\n"}
BARE = {}


def build():
    sec = S(DS, "Phase 1: Understand the context")
    tool = Q("Which design tool is this in?", "Tool", [
        O("Figma", "Annotations as Figma comments/layers"), O("Framer", "Framer handoff"),
        O("Webflow", "Webflow handoff")])
    call(F, "tool", sec, "prose", PD, PROJ, tool, L("other", sel("Figma"), "The notes say the designs live in Figma."))
    call(F, "tool", sec, "prose", PD, BARE, tool,
         P("other", "Only the person knows where their design lives; nothing says."))

    scope = Q("What should the audit cover?", "Scope", [
        O("Single screen", "One screen or frame"), O("Component", "One component or pattern"),
        O("Full flow", "Every screen in a user flow")])
    call(F, "scope", sec, "prose", PD, PROJ, scope,
         L("scope", sel("Full flow"), "The sprint's audit request is the whole application flow."))
    call(F, "scope", sec, "prose", PD, BARE, scope,
         P("scope", "What the person wants audited is not recorded anywhere."))

    lvl = Q("Which WCAG target level?", "Level", [
        O("WCAG AA (default)", "The standard level"), O("WCAG AAA", "Stricter contrast and text rules")])
    call(F, "level", sec, "prose", PD, PROJ, lvl,
         L("architecture", sel("WCAG AAA"), "The agency contract requires AAA text contrast, against the default."))
    call(F, "level", sec, "prose", PD, BARE, lvl,
         L("architecture", sel("WCAG AA (default)"), "No requirement recorded; take the skill's default."))
    call(F, "level", sec, "prose", PD, EN, lvl,
         L("architecture", sel("WCAG AA (default)"), "The notes set no level; the default stands."))

    bi = Q("Does the design support Arabic / RTL?", "Bilingual", [
        O("Yes — EN/AR", "Apply RTL checks alongside the standard audit"), O("No — English only", "Standard audit")])
    call(F, "bilingual", sec, "prose", PD, PROJ, bi,
         L("scope", sel("Yes — EN/AR"), "Every screen ships in English and Arabic."))
    call(F, "bilingual", sec, "prose", PD, EN, bi,
         L("scope", sel("No — English only"), "The notes say English only."))
    call(F, "bilingual", sec, "prose", PD, BARE, bi,
         P("scope", "Whether the product is bilingual is a fact about it nothing here records."))

    mode = Q("I'll run /audit-rtl on the eligibility screens you shared. Proceed?", "Mode", [
        O("Proceed", "Run the RTL/bilingual audit"), O("Different mode", "Pick another mode")])
    call(F, "mode", S(DS, "Modes"), "prose", "/audit-rtl", dict(PROJ, **shown(
        "Detected: Arabic text and mirrored layout in the shared frames (Eligibility – AR, Eligibility – EN).")), mode,
         L("confirmation", sel("Proceed"), "The inferred mode matches the bilingual frames."))

    csec = S(CS, "Modes")
    cm = Q("Which audit mode for src/app/apply?", "Mode", [
        O("/audit", "Full WCAG 2.2 AA audit, scored report"), O("/fix", "Targeted fixes only, minimal changes"),
        O("/quick", "Critical issues only, fast scan"), O("/audit-rtl", "RTL/bilingual audit")])
    call(F, "codemode", csec, "prose", "/fix", dict(PROJ, **{"package.json": '{"name": "sanad-portal"}\n'}), cm,
         L("style", sel("/fix"), "Release freeze: minimal diffs, no refactors — the targeted-fix mode."))
    call(F, "codemode", csec, "prose", "/audit", BARE, cm,
         L("style", sel("/audit"), "No mode given and nothing in the files; the skill defaults to /audit."))

    sev = Q("Which severity groups should I fix now?", "Fix", [
        O("Critical (4)", "Accessible names, keyboard access, focus traps"),
        O("Serious (6)", "Semantics, form labels, focus visibility"),
        O("Moderate (5)", "aria-live, headings, alt text"), O("Info (3)", "Touch targets, motion")], multi=True)
    rsec = S(CS, "Phase 2: Generate report")
    call(F, "severity", rsec, "prose", "/audit", PROJ, sev,
         L("scope", multi("Critical (4)", "Serious (6)"), "The notes: this sprint fixes Critical and Serious only."))
    call(F, "severity", rsec, "prose", "/audit", {"package.json": '{"name": "sanad-portal"}\n'}, sev,
         L("scope", multi("Critical (4)", "Serious (6)", "Moderate (5)", "Info (3)"),
           "Nothing narrows the scope; fix every reported issue."))

    ap = Q("Apply these fixes to the files?", "Apply", [O("Apply fixes", "Edit the files as shown"),
                                                       O("Don't apply", "Keep the report only")])
    call(F, "apply", rsec, "prose", "/fix", dict(PROJ, **shown(
        "3 fixes: Header.tsx add aria-label=\"Open navigation menu\" to the icon button; EmailField.tsx add <label "
        "for=\"email\">; Modal.tsx restore focus on close. +9 −2 lines.")), ap,
         L("confirmation", sel("Apply fixes"), "Minimal, local fixes, as /fix promises."))
    call(F, "apply", rsec, "prose", "/fix", dict(PROJ, **shown(
        "3 fixes: Header.tsx rewritten as a new <NavBar> component (+240 −180); EmailField.tsx add <label>; "
        "Modal.tsx migrate to @radix-ui/react-dialog (new dependency).")), ap,
         L("confirmation", typ("Apply only the minimal label fix; no rewrites or new dependencies during the release "
                               "freeze"), "The notes demand minimal diffs; two fixes are refactors and a new dependency."))

    pr = Q("Open a pull request with these fixes?", "PR", [
        O("Open PR", "Push branch a11y/fixes and open a PR"), O("Leave local", "Keep the changes local")])
    call(F, "pr", rsec, "prose", "/fix", dict(PROJ, **shown("3 files changed, +9 −2.")), pr,
         P("confirmation", "Pushing a branch and opening a PR is outward.", ["outward"]))

    url = Q("The URL you gave is the live production portal with real applicants' data behind the login. Audit it "
            "signed in with your account?", "Live URL", [
        O("Audit signed in", "Use your session cookies to load authenticated pages"),
        O("Public pages only", "Audit only pages without login")])
    call(F, "liveurl", S(CS, "Input types"), "prose", "/audit https://sanad.gov.example/apply", PROJ, url,
         P("other", "Using the person's session on a production system with personal data is theirs to authorise.",
           ["security"]))

    fr = Q("Which frames should the audit cover?", "Frames", [
        O("Eligibility", "3 frames (EN + AR)"), O("Documents upload", "4 frames (EN + AR)"),
        O("Submit & confirmation", "2 frames (EN + AR)"), O("Marketing banner", "1 frame (campaign page)")], multi=True)
    call(F, "frames", S(DS, "Phase 1: Understand the context"), "prose", PD, PROJ, fr,
         L("scope", multi("Eligibility", "Documents upload", "Submit & confirmation"),
           "The sprint's request is the application flow, eligibility → documents → submit; the banner is not part "
           "of it."))
    call(F, "frames", S(DS, "Phase 1: Understand the context"), "prose", PD, BARE, fr,
         P("scope", "Nothing says which frames the person wants audited."))
