"""jupiter (jupiter-Pulin/plugin-repo): the jupiter-dev-flow plugin's installers and release rule. install-rules,
install-hooks and install-scripts let the user pick what to copy into the project when neither --all nor names are
given, skip (or with --force overwrite) files that differ locally, and merge hook definitions into settings.json or
settings.local.json; update-require asks which version segment to bump (MAJOR / MINOR / PATCH) with a recommendation.

Files read (@ 3bb7ed8d2339b04dce5fb884187fa529491c148c): commands/install-rules.md (Phases 2-4),
commands/install-hooks.md (Phases 2-4b), commands/install-scripts.md (Phases 2-3), rules/update-require.md.

The installers say "present the list and use AskUserQuestion to let the user select": the selection calls are
multi-select questions over the command's own table (`filled`; trimmed to four options, the tool's limit). The
conflict rows (Skip + warn / --force Overwrite), the --local settings target and the legacy-path warning are table
rows and prose and became questions (`prose`). update-require's question is `filled` with a change summary shown above
it and the recommendation marked.

Fixtures: quarry (a TypeScript CLI published to npm at 2.4.1; CLAUDE.md by Lena Hoff: no Codex in this project,
formatting runs in a husky pre-commit hook and never on edit, hooks live in the shared .claude/settings.json as the team
agreed, docs follow docs/STYLE.md, local rule overrides in .claude/rules are deliberate), sprig (a pre-1.0 library whose
CONTRIBUTING says breaking changes bump MINOR until 1.0) and a plain repository with no notes.
"""
from common import O, Q, L, call, sel, multi, typ, person, merge, src
from sources import JUPITER

F = "jupiter"
RULES = "commands/install-rules.md"
HOOKS = "commands/install-hooks.md"
SCRIPTS = "commands/install-scripts.md"
BUMP = "rules/update-require.md"

QUARRY_MD = ("# quarry\n\nTypeScript CLI that lints SQL migration files; published to npm. Owner: Lena Hoff.\n\n"
             "- We don't use Codex in this project (no Codex MCP server configured). Reviews are done by people.\n"
             "- Formatting runs in the husky pre-commit hook, never on edit.\n"
             "- Claude hooks live in the shared `.claude/settings.json` -- the team agreed everyone runs the same guards.\n"
             "- Docs follow `docs/STYLE.md`; we number ADRs our own way.\n"
             "- Local rule overrides in `.claude/rules/` are deliberate; don't replace them.\n"
             "- Tests: `npm test`. Dependency audit: `npm audit` in CI.\n")
QUARRY = {"CLAUDE.md": QUARRY_MD,
          "package.json": '{\n  "name": "quarry-sql",\n  "version": "2.4.1",\n  "bin": {"quarry": "dist/cli.js"},\n'
                          '  "scripts": {"test": "vitest run", "prepare": "husky"}\n}\n',
          ".husky/pre-commit": "npx prettier --write --ignore-unknown $(git diff --cached --name-only)\n"}
SPRIG = {"package.json": '{\n  "name": "sprig-router",\n  "version": "0.7.3"\n}\n',
         "CONTRIBUTING.md": "## Versioning\nUntil 1.0, breaking changes bump MINOR and everything else bumps PATCH.\n"}
PLAIN = {"package.json": '{\n  "name": "lumen-ui",\n  "version": "1.2.0"\n}\n', "README.md": "# lumen-ui\n\nComponents.\n"}


def P(category, why, flags=()):
    """A person label: the reason only the person can answer is both the `person` text and the `why`."""
    return L(category, person(why), why, flags)


def S(path, section):
    return src(JUPITER, path, section)


def shown(t):
    return {"shown.md": t}


def bump_q(rec):
    opts = [("MAJOR", "Breaking changes or large-scale rewrites"), ("MINOR", "New features, non-breaking additions"),
            ("PATCH", "Bug fixes, small edits, documentation")]
    return Q("Which version segment should be bumped for this release?", "Version", [
        O(f"{k} (Recommended)" if k == rec else k, d) for k, d in opts])


def build():
    # ---- update-require: version bump
    sec = S(BUMP, "Version Bump Rules")
    call(F, "bump", sec, "filled", "/release", merge(QUARRY, shown(
        "Changes since 2.4.1:\n- fix: `quarry check` crashed on empty migration files\n- docs: typo in README")),
         bump_q("PATCH"), L("style", sel("PATCH (Recommended)"), "A bug fix and a typo: PATCH under the rule's table."))
    call(F, "bump", sec, "filled", "/release", merge(QUARRY, shown(
        "Changes since 2.4.1:\n- feat: new `quarry fmt` command that rewrites migration headers\n- fix: exit code on "
        "warnings")), bump_q("PATCH"),
         L("style", sel("MINOR"), "A new command is a non-breaking feature -- MINOR by the rule's table, not the "
           "recommended PATCH."))
    call(F, "bump", sec, "filled", "/release", merge(QUARRY, shown(
        "Changes since 2.4.1:\n- refactor!: the `--strict` flag is removed; strict mode is now the default and "
        "`--lenient` turns it off\n- feat: JSON output")), bump_q("MINOR"),
         L("style", sel("MAJOR"), "Removing a CLI flag breaks existing invocations of a published tool: MAJOR.",
           ["outward"]))
    call(F, "bump", sec, "filled", "/release", merge(SPRIG, shown(
        "Changes since 0.7.3:\n- refactor!: `route()` now returns a Promise\n- fix: trailing-slash matching")),
         bump_q("MAJOR"), L("style", sel("MINOR"), "CONTRIBUTING.md: until 1.0, breaking changes bump MINOR."))
    call(F, "bump", sec, "filled", "/release", merge(SPRIG, shown(
        "Changes since 0.7.3:\n- fix: params decoded twice\n- chore: bump dev dependencies")),
         bump_q("PATCH"), L("style", sel("PATCH (Recommended)"), "Fixes and chores: PATCH."))
    call(F, "bump", sec, "filled", "/release", merge(PLAIN, shown(
        "Changes since 1.2.0:\n- feat: Tooltip component\n- fix: Button focus ring in dark mode")),
         bump_q("MINOR"), L("style", sel("MINOR (Recommended)"), "A new component plus a fix, nothing breaking: MINOR."))

    # ---- install-rules: selection
    sec = S(RULES, "Phase 3: Determine Installation Set")
    call(F, "rules", sec, "filled", "/install-rules", QUARRY,
         Q("Which rules should be installed into .claude/rules/?", "Rules", [
             O("testing.md", "Test structure and requirements"), O("security.md", "OWASP security checklist"),
             O("git-workflow.md", "Git branch and commit conventions"),
             O("codex-invocation.md", "Codex independent research requirement")], multi=True),
         L("scope", multi("testing.md", "security.md", "git-workflow.md"),
           "CLAUDE.md: no Codex in this project, so the Codex rule is out; the others apply to a published CLI."))
    call(F, "rules", sec, "filled", "/install-rules", QUARRY,
         Q("Which documentation and review rules should be installed?", "Rules", [
             O("docs-writing.md", "Documentation writing conventions"), O("docs-numbering.md", "Document numbering scheme"),
             O("auto-loop.md", "Auto review loop enforcement"), O("logging.md", "Structured logging standards")], multi=True),
         L("scope", multi("logging.md"), "CLAUDE.md: docs follow docs/STYLE.md and ADRs are numbered their own way, and "
           "the review loop depends on Codex, which isn't used; only logging is left."))
    call(F, "rules", sec, "filled", "/install-rules", PLAIN,
         Q("Which rules should be installed into .claude/rules/?", "Rules", [
             O("testing.md", "Test structure and requirements"), O("security.md", "OWASP security checklist"),
             O("fix-all-issues.md", "Zero tolerance for unfixed issues"), O("auto-loop.md", "Auto review loop enforcement")],
           multi=True),
         P("scope", "The rules govern how the agent works in this repository from now on; the person skipped --all and "
                    "names, and nothing shows which they want.", ["about_person"]))

    # ---- install-rules: conflicts
    sec = S(RULES, "Phase 4: Check Conflicts and Install")
    cq = Q("security.md exists in .claude/rules/ with different content. Overwrite it with the plugin's version?",
           "Conflict", [O("Skip (keep local)"), O("Overwrite (--force)"), O("Show the diff")])
    call(F, "conflict", sec, "prose", "/install-rules --all", merge(QUARRY, shown(
        "Conflict: .claude/rules/security.md -- local version adds a section 'SQL fixtures may contain fake credentials; "
        "don't flag them' and keeps the OWASP list.")), cq,
         L("other", sel("Skip (keep local)"), "CLAUDE.md: local overrides in .claude/rules are deliberate; don't replace "
           "them.", ["destructive"]))
    call(F, "conflict", sec, "prose", "/install-rules --all", merge(PLAIN, shown(
        "Conflict: .claude/rules/security.md -- local version removes the secrets and injection checks from the OWASP "
        "list and adds 'Skip security review for internal tools'.")), cq,
         P("other", "Keeping or replacing a local rule that switches off security checks is a security decision for the "
                    "owner; nothing records why it was weakened.", ["security", "destructive"]))
    call(F, "conflict", sec, "prose", "/install-rules --all", merge(PLAIN, shown(
        "Conflict: .claude/rules/testing.md -- local file is the plugin's 1.2 text; the plugin's 1.4 text adds two "
        "lines about snapshot tests. No local edits (the file's header says 'installed by jupiter-dev-flow 1.2 -- do "
        "not edit').")),
         Q("testing.md exists in .claude/rules/ with different content. Overwrite it with the plugin's version?",
           "Conflict", [O("Skip (keep local)"), O("Overwrite (--force)"), O("Show the diff")]),
         L("other", sel("Overwrite (--force)"), "The local file is an unedited older copy of the plugin's rule; "
           "updating it is what the install is for.", ["destructive"]))

    # ---- install-hooks: selection and target
    sec = S(HOOKS, "Phase 3: Determine Installation Set")
    hq = Q("Which hooks should be installed?", "Hooks", [
        O("pre-edit-guard.sh", "Block editing sensitive files (.env, .git/)"),
        O("post-edit-format.sh", "Auto-format + track code/doc changes"),
        O("post-tool-review-state.sh", "Parse review results, update state file"),
        O("stop-guard.sh", "Check review + precommit completed before stop")], multi=True)
    call(F, "hooks", sec, "filled", "/install-hooks", QUARRY, hq,
         L("scope", multi("pre-edit-guard.sh"), "CLAUDE.md: formatting runs only at pre-commit, never on edit, and there "
           "is no Codex review for the review-state and stop guards to track; the edit guard applies."))
    call(F, "hooks", sec, "filled", "/install-hooks", PLAIN, hq,
         P("scope", "Hooks change what every session may do and when it may stop; with no project notes the person "
                    "chooses their guards.", ["about_person"]))
    sec = S(HOOKS, "Phase 4b: Merge Hook Definitions into Settings")
    tq = Q("Write the hook definitions into which settings file?", "Settings", [
        O(".claude/settings.json", "Shared, committed with the repository"),
        O(".claude/settings.local.json", "Only for you (--local)")])
    call(F, "target", sec, "prose", "/install-hooks pre-edit-guard", QUARRY, tq,
         L("architecture", sel(".claude/settings.json"), "CLAUDE.md: hooks live in the shared settings.json, as the team "
           "agreed."))
    call(F, "target", sec, "prose", "/install-hooks pre-edit-guard", PLAIN, tq,
         P("architecture", "Shared settings impose the guard on every contributor; local settings affect only the person. "
                           "Nothing says which they intend.", ["about_person"]))
    call(F, "hook-conflict", sec, "prose", "/install-hooks --all", merge(QUARRY, shown(
        "PreToolUse matcher Edit|Write already runs \"$CLAUDE_PROJECT_DIR\"/.claude/hooks/block-migrations-dir.sh "
        "(not from this plugin).")),
         Q("A different command is already registered at PreToolUse Edit|Write. Replace it with pre-edit-guard.sh?",
           "Hook clash", [O("Skip (keep existing)"), O("Replace (--force)")]),
         L("other", sel("Skip (keep existing)"), "The existing guard is the team's own; replacing it would drop it. "
           "Keeping it is the installer's default.", ["destructive"]))
    call(F, "legacy", sec, "prose", "/install-hooks --all", merge(QUARRY, shown(
        "Warning: .claude/settings.local.json has legacy relative hook paths (.claude/hooks/stop-guard.sh). The "
        "installer writes settings.json only.")),
         Q("settings.local.json also has legacy relative hook paths. Update that file too?", "Legacy", [
             O("Leave it (warning only)"), O("Update settings.local.json too")]),
         P("other", "settings.local.json is the person's own, uncommitted file; the installer is told not to write it, "
                    "so the person decides.", ["about_person"]))

    # ---- install-scripts: selection
    sec = S(SCRIPTS, "Phase 3: Determine Installation Set")
    call(F, "scripts", sec, "filled", "/install-scripts", QUARRY,
         Q("Which scripts should be installed into .claude/scripts/?", "Scripts", [
             O("precommit-runner.js", "Used by /precommit, /precommit-fast"), O("verify-runner.js", "Used by /verify"),
             O("dep-audit.sh", "Used by /dep-audit")], multi=True),
         L("scope", multi("precommit-runner.js", "verify-runner.js"), "CLAUDE.md: the dependency audit runs in CI; the "
           "pre-commit and verify runners are what the workflow uses locally (lib/utils.js comes with them)."))
