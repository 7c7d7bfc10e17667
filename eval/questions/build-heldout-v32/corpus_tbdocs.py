"""tbdocs (tarekbadrsh/.claude): an interactive documentation updater. /update-docs asks which changes to analyse,
confirms the documentation structure it found, asks what to update, confirms the list of doc targets before spawning
one agent per file, and asks about edge cases (a feature with no docs, a failed agent, duplicate docs).

File read (@ 0affaac4ab52cbd51132f86f5550e39e13d11173): commands/update-docs.md. Every question is a numbered
option list in the source's prose ("use the AskUserQuestion tool: Question / Options") → `prose`; the change-scope
question has five options in the source and is trimmed to four (the "Specific commit" option dropped). Fixture:
"inviteflow", a TypeScript API with a docs/ folder, owned by Priya Nair.
"""
from common import O, Q, L, call, sel, multi, typ, person, src
from sources import TBDOCS

F = "tbdocs"
UD = "commands/update-docs.md"
PH = "/update-docs"


def P(category, why, flags=()):
    return L(category, person(why), why, flags)


def S(section):
    return src(TBDOCS, UD, section)


def shown(t):
    return {"shown.md": t}


PKG = '{"name": "inviteflow", "version": "0.9.0", "scripts": {"test": "vitest"}}\n'
CLAUDE = ("# inviteflow — notes for Claude\n\n- Docs live in docs/ (api/, guides/, features/); README covers setup and env vars.\n"
          "- One markdown file per feature under docs/features/.\n")
PROJ = {"package.json": PKG, "CLAUDE.md": CLAUDE}


def build():
    what = Q("What changes should I analyze?", "Changes", [
        O("Staged changes", "Files you've git added"),
        O("Your last commit", "Review HEAD~1"),
        O("Last few commits", "I'll ask how many"),
        O("Compare to main/master", "Current branch vs default")])
    sec = S("STEP 1: Gather Git Status")
    call(F, "scope", sec, "prose", PH, dict(PROJ, **shown(
        "git status --short: (clean)\nBranch feat/invites, 4 commits ahead of main:\n a1f3 add invite endpoint\n"
        " 9c2e refresh tokens\n 77d0 SMTP config\n 3b8a tests for invites")), what,
         L("scope", sel("Compare to main/master"), "Nothing is staged and the branch's work is the 4 commits ahead "
                                                    "of main."))
    call(F, "scope", sec, "prose", PH, dict(PROJ, **shown(
        "git status --short:\nM  src/api/users.ts\nM  .env.example\n(staged, not yet committed)\nBranch main, up to "
        "date with origin.")), what,
         L("scope", sel("Staged changes"), "The only new work is the staged, uncommitted change set."))

    empty = Q("No staged changes found. Should I analyze your last commit instead?", "Changes", [
        O("Yes, last commit", "Run git diff HEAD~1"),
        O("No, stop", "End the documentation update")])
    call(F, "empty", S("STEP 2: Get the Diff"), "prose", PH, dict(PROJ, **shown(
        "git diff --cached is empty. Last commit: 'add invite endpoint' (5 files).")), empty,
         L("confirmation", sel("Yes, last commit"), "The last commit is the work to document; the offer keeps the "
                                                      "run going."))

    howmany = Q("How many commits back should I analyze?", "Commits", [
        O("2 commits"), O("5 commits"), O("10 commits")])
    call(F, "howmany", S("STEP 2: Get the Diff"), "prose", PH, dict(PROJ, **shown(
        "git log --oneline main..HEAD:\n e41 docs typo\n a1f3 add invite endpoint\n 9c2e refresh tokens\n"
        " 77d0 SMTP config\n 3b8a tests for invites")), howmany,
         L("scope", sel("5 commits"), "The branch has exactly five commits since main."))

    struct = Q("Is this documentation structure correct?", "Docs", [
        O("Yes, continue", "Use the found documentation"),
        O("Look elsewhere", "I'll tell you where my docs are")])
    sec = S("STEP 3: Find Documentation")
    found = ("Documentation Structure\n- Docs directory: ./docs/ (14 markdown files)\n- README: ./README.md\n"
             "- Changelog: ./CHANGELOG.md")
    call(F, "struct", sec, "prose", PH, dict(PROJ, **shown(found)), struct,
         L("confirmation", sel("Yes, continue"), "CLAUDE.md confirms docs/ and README are where the docs live."))
    moved = ("# inviteflow — notes for Claude\n\n- The published docs moved to website/content/ in May. ./docs is the "
             "old copy, archived — don't edit it.\n")
    call(F, "struct", sec, "prose", PH, {"package.json": PKG, "CLAUDE.md": moved, **shown(found)}, struct,
         L("open_floor", typ("The live docs are in website/content/; ./docs is the archived copy and must not be "
                             "edited."), "CLAUDE.md says the found docs/ is archived; neither option names the real "
                                         "location."))

    nodocs = Q("No docs/ directory found. What would you like to do?", "No docs", [
        O("Update README only", "Just update the README.md"),
        O("Create docs/ structure", "I'll set up a docs directory"),
        O("Different location", "I'll tell you where my docs are")])
    readme_only = ("# inviteflow — notes for Claude\n\n- All documentation stays in README.md. We decided against a "
                   "docs site (too small a project).\n")
    call(F, "nodocs", sec, "prose", PH, {"package.json": PKG, "CLAUDE.md": readme_only, **shown(
        "No docs/ directory. README.md (210 lines) and CHANGELOG.md found.")}, nodocs,
         L("architecture", sel("Update README only"), "The team decided all documentation stays in README.md."))
    call(F, "nodocs", sec, "prose", PH, {"package.json": PKG, **shown(
        "No docs/ directory. README.md (40 lines) found.")}, nodocs,
         P("architecture", "Whether to start a docs/ tree is a project-structure choice and nothing in the repo "
                           "says how the owner wants docs kept."))

    upd = Q("What documentation would you like me to update?", "Update", [
        O("All relevant docs", "Update everything that needs it"),
        O("API docs only", "Focus on API documentation"),
        O("README/setup only", "Only update README and setup docs"),
        O("Let me choose", "I'll select specific files")])
    sec = S("STEP 4: Analyze Changes")
    analysis = ("Changes Analyzed\nAPI Changes (3 files)\n- src/api/users.ts - New endpoint: POST /users/invite\n"
                "- src/api/auth.ts - Added refresh token support\n- src/types/api.ts - New invitation types\n"
                "Configuration Changes (1 file)\n- .env.example - New variable: SMTP_HOST\n"
                "No changes in: architecture, UI, dependencies")
    call(F, "update", sec, "prose", PH, dict(PROJ, **shown(analysis)), upd,
         L("scope", sel("All relevant docs"), "Both the API and the setup docs are affected; the goal is docs in "
                                              "sync with the change."))
    gen = ("# inviteflow — notes for Claude\n\n- docs/api/ is generated from openapi.yaml by CI. Never hand-edit it.\n"
           "- README covers setup and env vars.\n")
    call(F, "update", sec, "prose", PH, {"package.json": PKG, "CLAUDE.md": gen, **shown(analysis)}, upd,
         L("scope", sel("README/setup only"), "API docs are generated by CI and must not be hand-edited, leaving "
                                              "the README's env var table."))

    go = Q("Should I proceed with updating these files?", "Proceed", [
        O("Yes, update all", "Update all listed files in parallel"),
        O("Skip some files", "I'll tell you which to skip"),
        O("Add more files", "I'll specify additional files"),
        O("Preview first", "Show what you'd change in a specific file")])
    sec = S("STEP 5: Confirm Documentation Targets")
    targets = ("Documentation to Update\n1 docs/api/users.md - document POST /users/invite\n2 docs/api/auth.md - "
               "refresh tokens\n3 docs/features/invitations.md - new feature page\n4 README.md - add SMTP_HOST\n"
               "Total: 4 files -> 4 parallel agents")
    call(F, "proceed", sec, "prose", PH, dict(PROJ, **shown(targets)), go,
         L("confirmation", sel("Yes, update all"), "The targets match the change and the docs layout; edits are "
                                                    "local and reviewable in git diff."))
    rp = ("# inviteflow — notes for Claude\n\n- Docs live in docs/. CHANGELOG.md is written by release-please from "
          "commit messages; never edit it by hand.\n")
    call(F, "proceed", sec, "prose", PH, {"package.json": PKG, "CLAUDE.md": rp, **shown(
        targets.replace("Total: 4 files -> 4", "5 CHANGELOG.md - add entries for invites\nTotal: 5 files -> 5"))}, go,
         L("confirmation", sel("Skip some files"), "CHANGELOG.md is generated by release-please and must be left "
                                                   "out; the rest can go ahead."))

    newdoc = Q("How should I document this new feature?", "New doc", [
        O("Create new file", "Create docs/features/notifications.md"),
        O("Add to existing file", "I'll tell you which file"),
        O("Skip for now", "Don't document this")])
    sec = S("EDGE CASES: No documentation exists for a feature")
    nd = "No Existing Documentation Found\nThe changes to src/services/notifications/ have no documentation."
    call(F, "newdoc", sec, "prose", PH, dict(PROJ, **shown(nd)), newdoc,
         L("style", sel("Create new file"), "The project keeps one markdown file per feature under docs/features/."))
    flag = CLAUDE + "- notifications ships behind the internal `notif_v2` flag; don't document it until GA.\n"
    call(F, "newdoc", sec, "prose", PH, {"package.json": PKG, "CLAUDE.md": flag, **shown(nd)}, newdoc,
         L("scope", sel("Skip for now"), "Notifications is flagged internal and must not be documented before GA."))

    failed = Q("How should I handle this failed agent?", "Agent", [
        O("Retry", "Try updating this file again"),
        O("Skip it", "Continue without updating this file"),
        O("Handle directly", "Update this file without using a sub-agent")])
    sec = S("EDGE CASES: Agent fails")
    call(F, "failed", sec, "prose", PH, dict(PROJ, **shown(
        "Agent Issue: the agent for docs/api/users.md timed out (first attempt). 3 other files updated.")), failed,
         L("other", sel("Retry"), "A first timeout is worth one retry; skipping would leave the endpoint "
                                  "undocumented.", ["reports_failure"]))
    call(F, "failed", sec, "prose", PH, dict(PROJ, **shown(
        "Agent Issue: the agent for docs/api/users.md timed out again (second attempt, same error).")), failed,
         L("other", sel("Handle directly"), "The sub-agent failed twice the same way; updating the file directly "
                                            "still gets it documented.", ["reports_failure"]))

    dup = Q("Which documentation should I update?", "Duplicate", [
        O("Update both", "Update both files (2 parallel agents)"),
        O("First file only", "Update docs/api/users.md"),
        O("Second file only", "Update docs/reference/endpoints.md"),
        O("Let me choose", "I'll specify which one")])
    sec = S("EDGE CASES: Duplicate documentation found")
    dd = "Duplicate Documentation: users API documented in docs/api/users.md and docs/reference/endpoints.md"
    dep = CLAUDE + "- docs/reference/endpoints.md is deprecated, kept only for old links. Do not update it.\n"
    call(F, "dup", sec, "prose", PH, {"package.json": PKG, "CLAUDE.md": dep, **shown(dd)}, dup,
         L("scope", sel("First file only"), "The reference page is deprecated and must not be updated."))
    call(F, "dup", sec, "prose", PH, dict(PROJ, **shown(dd)), dup,
         L("scope", sel("Update both"), "Both pages are live; updating both keeps them consistent and is "
                                        "reviewable locally."))
    call(F, "dup", sec, "prose", PH, dict(PROJ, **shown(dd + "\nNote: docs/reference/ is the public site's source; "
                                                         "docs/api/ is internal.")), dup,
         L("scope", sel("Update both"), "Both copies are in use (public and internal); the change belongs in each."))

    # further copies: no settling files, or the shown text alone decides
    call(F, "nodocs", S("STEP 3: Find Documentation"), "prose", PH, {"package.json": PKG, **shown(
        "No docs/ directory. README.md (12 lines, title only) found.")}, nodocs,
         P("architecture", "Where this project's docs should live is the owner's structural choice; nothing "
                           "records it."))
    wiki = "# inviteflow — notes for Claude\n\n- Our docs are the GitHub wiki (cloned at ../inviteflow.wiki).\n"
    call(F, "nodocs", S("STEP 3: Find Documentation"), "prose", PH, {"package.json": PKG, "CLAUDE.md": wiki,
                                                                       **shown("No docs/ directory found.")}, nodocs,
         L("architecture", sel("Different location"), "CLAUDE.md says the docs are the wiki checkout."))
    call(F, "proceed", S("STEP 5: Confirm Documentation Targets"), "prose", PH, dict(PROJ, **shown(
        targets.replace("Total: 4 files -> 4", "5 LICENSE - update copyright holder to the new company\n"
                        "Total: 5 files -> 5"))), go,
         L("confirmation", sel("Skip some files"), "The license change is no documentation update for this diff; "
                                                   "the rest can go ahead."))
    call(F, "update", S("STEP 4: Analyze Changes"), "prose", PH, {"package.json": PKG, **shown(analysis)}, upd,
         L("scope", sel("All relevant docs"), "Both API and setup docs are affected and nothing restricts which "
                                              "docs may be edited."))
    call(F, "nodocs", S("STEP 3: Find Documentation"), "prose", PH, {**shown(
        "No docs/ directory. README.md (300 lines, 9 sections) found.")}, nodocs,
         P("architecture", "Keeping a long README or splitting into docs/ is the owner's structural choice; nothing "
                           "records a preference."))
    call(F, "struct", S("STEP 3: Find Documentation"), "prose", PH, {"package.json": PKG, **shown(
        found + "\n- Also found: ./website/content/ (22 markdown files, newer than ./docs)")}, struct,
         P("other", "Two doc trees exist and nothing records which is live; the owner knows where docs belong."))
