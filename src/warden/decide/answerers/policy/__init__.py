"""``policy``: decides the way a person reading the question and the project would.

Deterministic and quick: no tokens, no network, only a bounded set of the project's
small files read. Each question of a call is read for its *structure* (``structure``):
what the question reports (a failure, a risk, dependents), what it asks (a go-ahead, a
choice, an observation, whether stated facts are right, something about the person),
and what each option does for the work (goes on, remedies, papers over, stalls, hands
back, keeps what exists, redoes it, is recommended, is "none", is "You decide"). What an
option *does* to the world is judged by ``warden.judge.prose``: one that deletes,
discards, rewrites history, pushes, merges, publishes, deploys, sends, handles
credentials, grants privileges or is warned irreversible is never chosen by policy.

The order of evidence for a question:

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
   commands. A rule whose choice fits none of the options is passed over. Rules decide
   even what policy would otherwise leave to a person.
2. a workflow setting the person already chose (``.planning/config.json``) is kept;
3. questions about the person (their preferences, consent, feedback, attribution, a
   sprint commitment) and questions that ask what someone observed are left to a person;
4. a reported failure or risk takes the option that remedies it; when the options only
   accept it or stop, or its cause is access or credentials, a person decides;
5. an existing artifact is redone when the files say things changed since, and kept
   when what would be added already exists;
6. stated facts ("These all look right?") are checked against the files;
7. a style question the project's configuration or code answers takes its convention;
8. the files (planning documents, docs, notes and the configuration's facts: git remote,
   package manager, scripts, tools, ignored paths, infrastructure) speak for an option,
   or rule out all but one; for a multi-select, name what is in and what is out;
9. the recommended option, when nothing in the files decides the topic otherwise;
10. the option that goes on with what the question proposes (in plan and execute phases,
    the phases that confirm and go on, even beside other non-stopping options);
11. "You decide", when nothing prefers an option; every item of a multi-select meant for now.

The workflow phase (``context.phase``, e.g. ``/gsd:plan-phase 3``) is part of the input.
Policy never redirects ("Chat about this") and never declines; when it cannot decide it
abstains, saying why, so the next answerer in the chain takes over.
"""

from warden.decide.answerers.policy.answerer import PolicyAnswerer

__all__ = ["PolicyAnswerer"]
