"""``policy``: decides by rules, question categories and the project's own files.

Deterministic and quick: no tokens, no network, only a few small project files read.
Every item of a call is classified as one of

- ``confirmation``: "Proceed?", "Should I continue?" with an affirmative option;
- ``delegation``: an option such as "You decide" or "Claude's discretion";
- ``scope``: a multi-select asking what to include;
- ``style``: equivalent alternatives of naming, formatting, layout or visual style;
- ``architecture``: options with different consequences (databases, frameworks, ...);
- ``open_floor``: a request for free input ("Anything else?", "What would you like?");

and decided on its own; the call is answered only when every item is. The order of
evidence for an item:

1. the user's rules from config.toml, first match wins::

       chain = [{ answerer = "policy", rules = [
           { question = "which database", choose = "PostgreSQL" },
           { question = "features", choose = ["Login", "Search"] },
           { question = "anything else", choose = { type = "text", text = "No, that is all." } },
       ] }]

   ``question`` is a regex searched (case-insensitively) in the question text and its
   header; ``choose`` is an option label (exact, else a case-insensitive regex over the
   labels), a list of them for a multi-select, or ``{ type = "text", text = "..." }`` to
   type an answer. An optional ``phase`` regex limits a rule to matching workflow
   commands. A rule whose choice fits none of the options is passed over.
2. the category's strategy, informed by the project's planning files
   (``.planning/ROADMAP.md``, ``STATE.md``, ``CONTEXT.md``, ``PROJECT.md``, the current
   phase's ``*-CONTEXT.md`` under ``.planning/phases/``, and ``CLAUDE.md``) and, for style
   questions, by the conventions the codebase already follows (``.editorconfig``,
   ``.prettierrc``, ``pyproject.toml``, existing file names and indentation);
3. the workflow phase (``context.phase``): in a discuss phase, the phase where the person's
   decisions are gathered, only confirmations, rules and strong evidence from the project
   answer; in plan and execute phases confirmations are confirmed, delegations
   delegated, and a scope question with no evidence gets every option not marked optional.

A confirmation or delegation that names a destructive action is never waved through:
anything that deletes or overwrites data, history, branches or releases, force-pushes,
resets hard, drops or truncates tables, deploys to production, rotates or revokes keys,
or says it cannot be undone makes policy abstain ("destructive: ... left to a person")
unless a user rule decides it. Deleting only build artefacts, caches or temporary files
(``dist/``, ``node_modules``, ``__pycache__``) is not destructive.

Policy never redirects ("Chat about this") and never declines; when it cannot decide it
abstains, saying which question stopped it, so the next answerer in the chain takes over.
"""

from warden.decide.answerers.policy.answerer import PolicyAnswerer

__all__ = ["PolicyAnswerer"]
