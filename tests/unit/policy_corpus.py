"""A corpus of AskUserQuestion items a coding agent asks, with what ``policy`` should do.

Each case gives one question (its options, multiSelect flag, header), the workflow phase
it is asked in, the project files present (planning documents, config files, sources;
written into the project directory of the test), optional user rules, the category the
policy should see, and the expected decision: a label, a set of labels for a
multi-select, ``Typed(text)``, or ``ABSTAIN``.

``KNOWN_MISSES`` lists cases the policy is known to get wrong, each with why; the test
fails on any other miss. It is empty: every case is decided as expected.

This corpus was written beside the policy's first rules; the policy is measured on real
workflow questions labelled independently (eval/questions/, bench/policy_eval.py). Cases
here that contradicted that labelling were retired: a discuss phase does not make policy
abstain from a scope question (every area meant for now is selected) or from a "You
decide" option when nothing in the project prefers another; a verify phase's fix-plan
scope takes every issue; and when the files rule out all but one concrete option, that
option is chosen rather than "You decide". The cases kept are behaviour a person agrees with.

The second round made the policy abstain on what it does not positively understand, and
five cases changed from an answer to ``ABSTAIN`` because a careful person answering for
someone else would not give the old answer on their behalf:

- ``confirm-plan-proceed-anyway-abstains`` (was ``confirm-plan-proceed-anyway``): "Discuss
  phase has not been run. Proceed anyway?" states that a step is missing and asks to go on
  regardless; going on past a reported gap is the person's call, even while planning.
- ``confirm-verify-next-phase-abstains`` (was ``confirm-options-only``): "Phase 3 is
  verified. What next? Continue to phase 4": the person ran a verification, not phase 4;
  starting the next phase is beyond what the command asked for.
- ``scope-execute-unnamed-abstains``, ``scope-plan-unnamed-abstains`` and
  ``scope-execute-unnamed-with-delegate-abstains`` (were ``scope-execute-all-but-optional``,
  ``scope-plan-nice-to-have-description``, ``scope-execute-skips-delegation-option``): with
  no file naming what belongs to the phase, "select everything not marked optional"
  chooses the scope for the person; only items the project's files positively place in
  the current work are selected.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ABSTAIN = "<abstain>"


@dataclass(frozen=True)
class Typed:
    text: str


Expected = str | frozenset[str] | Typed

DISCUSS = "/gsd:discuss-phase 2"
PLAN = "/gsd:plan-phase 2"
EXECUTE = "/gsd:execute-phase 2"
VERIFY = "/gsd:verify-work 3"


@dataclass(frozen=True)
class Case:
    id: str
    question: str
    options: tuple[str | tuple[str, str], ...]
    category: str
    expect: Expected
    multi: bool = False
    header: str = ""
    phase: str | None = None
    files: dict[str, str] = field(default_factory=dict)
    rules: list[dict[str, Any]] | None = None

    def question_json(self) -> dict[str, Any]:
        opts = [{"label": o, "description": ""} if isinstance(o, str) else {"label": o[0], "description": o[1]}
                for o in self.options]
        return {"question": self.question, "header": self.header, "options": opts, "multiSelect": self.multi}


def labels(*xs: str) -> frozenset[str]:
    return frozenset(xs)


PRETTIER = '{\n  "singleQuote": true,\n  "semi": false,\n  "tabWidth": 2\n}\n'

ROADMAP_PHASES = """# Roadmap

## Phase 1: Accounts
- Login form and password reset
- Notifications are out of scope for v1

## Phase 2: Finding things
- Search across projects
- Export results to CSV

## Phase 3: Staying informed
- Notifications by email and in-app
"""

CASES: list[Case] = [
    # ---------------------------------------------------------------- confirmations
    Case("confirm-plan-proceed-anyway-abstains",
         "Discuss phase has not been run for phase 3. Proceed with planning anyway?",
         ("Proceed anyway", "Run discuss first"), "confirmation", ABSTAIN,
         header="Proceed", phase="/gsd:plan-phase 3"),
    Case("confirm-execute-continue-wave",
         "Wave 1 is complete. Should I continue with wave 2?",
         ("Yes, continue", "Stop here"), "confirmation", "Yes, continue", phase=EXECUTE),
    Case("confirm-discuss-create-context",
         "Ready to create CONTEXT.md with these decisions?",
         ("Create context", "Revisit an area"), "confirmation", "Create context", phase=DISCUSS),
    Case("confirm-plan-looks-good",
         "Does this plan look good?",
         ("Looks good", "Needs changes"), "confirmation", "Looks good", phase=PLAN),
    Case("confirm-skips-qualified-yes",
         "Apply the migration to the dev database?",
         ("Yes, but back up first", "Yes, apply it", "No"), "confirmation", "Yes, apply it", phase=EXECUTE),
    Case("confirm-commit-no-phase",
         "Commit these changes?",
         ("Commit", "Don't commit"), "confirmation", "Commit"),
    Case("confirm-approve-roadmap",
         "Approve the roadmap?",
         (("Approve", "Create the phase directories"), ("Adjust phases", "Change the breakdown first")),
         "confirmation", "Approve", phase="/gsd:new-project"),
    Case("confirm-bare-yes-with-wording",
         "OK to create the missing config.toml?",
         ("Yes", "No"), "confirmation", "Yes", phase=EXECUTE),
    Case("confirm-verify-next-phase-abstains",
         "Phase 3 is verified. What next?",
         ("Continue to phase 4", "Stop here"), "confirmation", ABSTAIN, phase=VERIFY),
    Case("confirm-execute-plan-now",
         "Plan 02-01 is ready. Execute it now?",
         ("Execute now", "Review the plan first", "Cancel"), "confirmation", "Execute now", phase=PLAN),
    Case("confirm-verify-observation-abstains",
         "Does the login flow work as expected now?",
         ("Yes, it works", "No, still broken"), "confirmation", ABSTAIN, phase=VERIFY),
    Case("confirm-observation-abstains-anywhere",
         "Can you confirm the dev server starts without errors? Should I continue?",
         ("Yes, continue", "No"), "confirmation", ABSTAIN, phase=EXECUTE),
    # destructive actions are left to a person: anything that deletes or overwrites data,
    # history, branches or releases, reaches production or cannot be undone; deleting only
    # build artefacts, caches or temporary files may proceed
    Case("destructive-force-push-abstains",
         "Should I force-push to main and delete the old release branch?",
         ("Yes", "No"), "confirmation", ABSTAIN, phase=EXECUTE),
    Case("destructive-delete-records-abstains",
         "Proceed with deleting 4,000 user records?",
         ("Proceed", "Cancel"), "confirmation", ABSTAIN, phase=EXECUTE),
    Case("destructive-overwrite-abstains",
         "OK to overwrite the existing config.toml?",
         ("Yes", "No"), "confirmation", ABSTAIN, phase=EXECUTE),
    Case("destructive-affirmative-option-abstains",
         "The migration is ready. Should I continue?",
         (("Yes, drop the legacy tables", "Runs DROP TABLE on orders_v1"), "Stop here"), "confirmation", ABSTAIN,
         phase=EXECUTE),
    Case("destructive-production-deploy-abstains",
         "All checks pass. Deploy to production now?",
         ("Deploy", "Not yet"), "confirmation", ABSTAIN, header="Release", phase=EXECUTE),
    Case("destructive-reset-hard-abstains",
         "Run git reset --hard origin/main to discard the local commits?",
         ("Yes, run it", "No"), "confirmation", ABSTAIN, phase=EXECUTE),
    Case("destructive-rotate-keys-abstains",
         "Shall I rotate the API keys as part of this phase?",
         ("Yes", "No"), "confirmation", ABSTAIN, phase=EXECUTE),
    Case("destructive-delegation-abstains",
         "How should the stale customer accounts be handled?",
         ("Delete them", "Archive them", "You decide"), "delegation", ABSTAIN, phase=EXECUTE),
    Case("destructive-rule-decides",
         "Proceed with deleting 4,000 user records?",
         ("Proceed", "Cancel"), "confirmation", "Proceed", phase=EXECUTE,
         rules=[{"question": "user records", "choose": "Proceed"}]),
    Case("not-destructive-build-folder",
         "Should I delete the temporary build folder before rebuilding?",
         ("Yes, delete it", "No"), "confirmation", "Yes, delete it", phase=EXECUTE),
    Case("not-destructive-caches",
         "Should I rm -rf node_modules and the __pycache__ directories, then reinstall?",
         ("Yes, continue", "No"), "confirmation", "Yes, continue", phase=EXECUTE),
    Case("not-destructive-dev-migration",
         "Ready to start the migration on the dev database?",
         ("Start", "Wait"), "confirmation", "Start", phase=EXECUTE),
    # ---------------------------------------------------------------- delegation
    Case("delegate-execute-no-signal",
         "Which retry strategy for failed webhook deliveries?",
         ("Exponential backoff", "Fixed interval", "You decide"), "delegation", "You decide", phase=EXECUTE),
    Case("delegate-state-prefers-option",
         "Which retry strategy for failed webhook deliveries?",
         ("Exponential backoff", "Fixed interval", "You decide"), "delegation", "Exponential backoff", phase=PLAN,
         files={".planning/CONTEXT.md": "## Decisions\n- Retries use exponential backoff with jitter (max 5 attempts).\n"}),
    Case("delegate-claudes-discretion",
         "How should API errors be shaped?",
         ("RFC 7807 problem details", "Custom error envelope", "Claude's discretion"), "delegation",
         "Claude's discretion", phase="/gsd:plan-phase 4"),
    Case("delegate-files-rule-out-the-other-option",
         "Where should rate-limit counters be kept?",
         ("Redis", "In-process memory", "You decide"), "delegation", "In-process memory", phase="/gsd:execute-phase 3",
         files={".planning/STATE.md": "## Notes\n- Do not use Redis: the deploy target has no Redis instance.\n"}),
    Case("delegate-no-phase",
         "Which HTTP client library?",
         ("httpx", "requests", "Whatever you think is best"), "delegation", "Whatever you think is best"),
    Case("delegate-both-weighed",
         "Which chart library?",
         ("Recharts", "Chart.js", "You decide"), "delegation", "You decide", phase="/gsd:plan-phase 3",
         files={".planning/STATE.md": "Recharts and Chart.js both fit the dashboard; pick whichever is lighter.\n"}),
    # ---------------------------------------------------------------- scope
    Case("scope-execute-unnamed-abstains",
         "Which of these should be included in this phase?",
         ("Login form", "Password reset", "Social login (optional)", "Remember me"), "scope",
         ABSTAIN, multi=True, header="Scope", phase=EXECUTE),
    Case("scope-roadmap-phase-section",
         "Which features belong in phase 2?",
         ("Search", "CSV export", "Notifications"), "scope", labels("Search", "CSV export"),
         multi=True, phase=DISCUSS, files={".planning/ROADMAP.md": ROADMAP_PHASES}),
    Case("scope-context-with-deferred",
         "What should the settings page include?",
         ("Profile editing", "Theme switcher", "API tokens", "Account deletion"), "scope",
         labels("Profile editing", "API tokens"), multi=True, phase="/gsd:plan-phase 3",
         files={".planning/CONTEXT.md": "## Decisions\n- The settings page covers profile editing and API tokens.\n\n"
                                        "## Deferred Ideas\n- Theme switcher (v2)\n"}),
    Case("scope-plan-unnamed-abstains",
         "Which checks should CI run?",
         ("Lint", "Unit tests", "Type check", ("Coverage report", "Nice-to-have, can come later")), "scope",
         ABSTAIN, multi=True, phase="/gsd:plan-phase 1"),
    Case("scope-execute-unnamed-with-delegate-abstains",
         "Which endpoints should get rate limiting?",
         ("/login", "/signup", "/api/*", "You decide"), "scope", ABSTAIN,
         multi=True, phase="/gsd:execute-phase 4"),
    # ---------------------------------------------------------------- style
    Case("style-prettier-quotes",
         "Quote style for strings in the new modules?",
         ("Single quotes", "Double quotes"), "style", "Single quotes", phase="/gsd:execute-phase 1",
         files={".prettierrc": PRETTIER}),
    Case("style-prettier-semicolons",
         "Use semicolons?",
         ("Semicolons", "No semicolons"), "style", "No semicolons", phase="/gsd:plan-phase 1",
         files={".prettierrc": PRETTIER}),
    Case("style-editorconfig-tabs",
         "Indentation for the generated Go files?",
         ("Tabs", "2 spaces", "4 spaces"), "style", "Tabs", phase=EXECUTE,
         files={".editorconfig": "root = true\n\n[*]\nindent_style = tab\n"}),
    Case("style-ruff-line-length",
         "Line length limit for the new package?",
         ("79", "88", "100", "120"), "style", "100", phase=PLAN,
         files={"pyproject.toml": "[project]\nname = 'x'\n\n[tool.ruff]\nline-length = 100\n"}),
    Case("style-existing-file-names",
         "Naming convention for .mjs files?",
         (("kebab-case", "tui-driver-ask.mjs"), ("snake_case", "tui_driver_ask.mjs")), "style", "kebab-case",
         phase=EXECUTE,
         files={"lib/tui-common.mjs": "export {}\n", "lib/ask-user-question.mjs": "export {}\n",
                "bin/tui-driver.mjs": "export {}\n", "events/event-stop.mjs": "export {}\n"}),
    Case("style-python-identifiers",
         "Naming for the new helper functions?",
         ("camelCase", "snake_case"), "style", "snake_case", phase=EXECUTE,
         files={"pyproject.toml": "[project]\nname = 'app'\n", "src/app/core.py": "def run():\n    pass\n"}),
    Case("style-claude-md-says",
         "How should the new components be styled?",
         ("Tailwind classes", "CSS modules", "Styled-components"), "style", "Tailwind classes", phase=PLAN,
         files={"CLAUDE.md": "## Conventions\n- Use Tailwind utility classes for all styling; no CSS modules.\n"}),
    Case("style-falls-back-to-delegation",
         "Which color palette for the dashboard charts?",
         ("Blue/teal", "Warm oranges", "You decide"), "style", "You decide", phase=EXECUTE),
    Case("style-no-convention-no-delegate",
         "Date format in log lines?",
         ("ISO 8601", "Unix timestamp", "Locale string"), "style", ABSTAIN, phase=PLAN),
    Case("style-black-means-spaces",
         "Indent with tabs or spaces?",
         ("Tabs", "Spaces"), "style", "Spaces", phase=EXECUTE,
         files={"pyproject.toml": "[tool.black]\nline-length = 88\n"}),
    Case("style-discuss-config-is-strong",
         "Indentation for YAML files?",
         ("2 spaces", "4 spaces"), "style", "2 spaces", phase="/gsd:discuss-phase 1",
         files={".editorconfig": "[*]\nindent_style = space\nindent_size = 2\n"}),
    # ---------------------------------------------------------------- architecture
    Case("arch-discuss-no-files",
         "Which database should the service use?",
         ("PostgreSQL", "SQLite", "MongoDB"), "architecture", ABSTAIN, header="Database", phase=DISCUSS),
    Case("arch-context-decides",
         "Which database should the service use?",
         (("PostgreSQL", "Relational, the team knows it"), ("SQLite", "One file, no server"), ("MongoDB", "Documents")),
         "architecture", "PostgreSQL", header="Database", phase=PLAN,
         files={".planning/CONTEXT.md": "### Storage\n- PostgreSQL 16 for all persistent data (the team runs it already).\n"}),
    Case("arch-weighed-not-decided",
         "Which database should the job store use?",
         ("PostgreSQL", "SQLite"), "architecture", ABSTAIN, phase=PLAN,
         files={".planning/ROADMAP.md": "## Phase 2\n- Job store: PostgreSQL or SQLite, to be settled when discussing.\n",
                ".planning/STATE.md": "Open question: is SQLite enough for the job store?\n"}),
    Case("arch-negation-and-rejection",
         "How should the repository layer talk to the database?",
         ("SQLAlchemy ORM", "Raw SQL with asyncpg", "Peewee"), "architecture", "Raw SQL with asyncpg",
         phase="/gsd:execute-phase 3",
         files={".planning/CONTEXT.md": "- No ORM: queries are written in plain SQL via asyncpg.\n"
                                        "- SQLAlchemy was rejected (too heavy for three tables).\n"}),
    Case("arch-yes-no-is-not-a-confirmation",
         "Should the API support pagination?",
         ("Yes", "No"), "architecture", ABSTAIN, phase=PLAN),
    Case("arch-replaced-option",
         "Which store should the session cache use?",
         ("SQLite", "PostgreSQL", "Redis"), "architecture", "PostgreSQL", phase=EXECUTE,
         files={".planning/STATE.md": "## Decisions\n- Phase 1 switched from SQLite to PostgreSQL; Redis is not needed yet.\n"}),
    Case("arch-execute-no-files",
         "Should the upload handler be sync or async?",
         ("Async (asyncio)", "Sync (threads)"), "architecture", ABSTAIN, phase="/gsd:execute-phase 1"),
    Case("arch-project-md-short-label",
         "Which language for the CLI?",
         ("Go", "Python", "Rust"), "architecture", "Go", phase="/gsd:plan-phase 1",
         files={".planning/PROJECT.md": "## Constraints\n- Must ship as a single static binary, so the CLI is written in Go.\n"}),
    Case("arch-deferred-section",
         "Which queue for background jobs?",
         ("Celery + Redis", "RQ", "Kafka"), "architecture", "Celery + Redis", phase=PLAN,
         files={".planning/CONTEXT.md": "## Decisions\n- Background jobs run on a Celery worker with Redis as broker.\n\n"
                                        "## Deferred Ideas\n- Kafka for event streaming\n"}),
    Case("arch-phase-context-file",
         "Which auth mechanism for the API?",
         ("JWT bearer tokens", "Server sessions with cookies", "API keys"), "architecture", "JWT bearer tokens",
         phase="/gsd:plan-phase 5",
         files={".planning/phases/05-auth/05-CONTEXT.md": "<decisions>\n## Auth\n- Stateless JWT access tokens, 15 minute expiry.\n</decisions>\n"}),
    # ---------------------------------------------------------------- open floor
    Case("open-anything-else-discuss",
         "Anything else the API must do?",
         ("No, that's everything", "Yes, I'll describe it"), "open_floor", ABSTAIN, header="Notes", phase=DISCUSS),
    Case("open-anything-else-execute",
         "Is there anything else you want in this release?",
         ("No", "Yes"), "open_floor", ABSTAIN, phase=EXECUTE),
    Case("open-what-next-state-names-one",
         "What would you like to work on next?",
         ("Phase 4: Notifications", "Fix the flaky tests", "Refactor the store"), "open_floor",
         "Phase 4: Notifications",
         files={".planning/STATE.md": "## Position\nPhase 3 complete.\nNext up: Phase 4: Notifications.\n"}),
    Case("open-other-option-claude-md",
         "Which error tracker should be wired in?",
         ("Sentry", "Rollbar", "Other (I'll type it)"), "open_floor", "Sentry", phase=PLAN,
         files={"CLAUDE.md": "# Project notes\nErrors are reported to Sentry in every environment.\n"}),
    Case("open-describe-abstains",
         "Describe how the onboarding flow should feel.",
         ("Minimal, one screen", "Guided tour", "Checklist"), "open_floor", ABSTAIN, phase=PLAN),
    # ---------------------------------------------------------------- user rules
    Case("rule-beats-discuss-abstention",
         "Which database should the service use?",
         ("PostgreSQL", "SQLite", "MongoDB"), "architecture", "SQLite", phase=DISCUSS,
         rules=[{"question": "database", "choose": "SQLite"}]),
    Case("rule-types-text",
         "Anything else the API must do?",
         ("No, that's everything", "Yes, I'll describe it"), "open_floor", Typed("Rate limiting on every endpoint."),
         phase=DISCUSS, rules=[{"question": "anything else", "choose": {"type": "text", "text": "Rate limiting on every endpoint."}}]),
    Case("rule-multi-list",
         "Which features belong in this phase?",
         ("Login", "Billing, invoices", "Search"), "scope", labels("Login", "Search"), multi=True, phase=DISCUSS,
         rules=[{"question": "features", "choose": ["Login", "search"]}]),
]

# id -> why the policy gets it wrong (the test fails on any miss not listed here)
KNOWN_MISSES: dict[str, str] = {}
