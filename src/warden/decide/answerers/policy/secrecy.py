"""Whether a question is about a secret: handling one (entering, storing, rotating,
committing it) is the person's, whatever the project says.

A secret is what the question is about when it is named where the question asks ("Paste
your API token?"), when the question states it is exposed ("A .env file with secrets is
tracked by git"), or when going on would carry a file that holds secrets by convention
(``.env.local``, a key file) into history or to someone ("Commit outstanding changes?
(untracked: .env.local)", or "Commit as shown?" under a list of staged files holding one), or when what the session
showed above the question holds a secret's value ("GITEA_TOKEN": "3f9c0e7a…" in the entry it offers to write; a
``${GITEA_TOKEN}`` reference is none). A secret named in a bug the question reports ("accepts
requests without validating the session token") is code work, not a secret handled.
"""

from __future__ import annotations

import re

from warden.askuser.model import Item
from warden.decide.answerers.policy import concerns
from warden.decide.answerers.policy.structure import Question
from warden.decide.answerers.policy.wording import asking_part, straighten
from warden.judge.leaks import disclosed
from warden.judge.prose_words import SECRET_FILE, names_credential

_EXPOSED = re.compile(r"\b(?:tracked|committed|checked in|pushed|exposed|leak\w*|in the repo\w*|in git|plain ?text|hard-?coded"
                      r"|in (?:the )?logs?|printed|visible|public)\b", re.I)
# what carries a file out of the working tree: into history, or to someone
_CARRIES = re.compile(r"\b(?:commit\w*|stag(?:e|es|ed|ing)|git add|add(?:s|ed|ing)? (?:it |them )?to (?:git|the repo\w*|version control)"
                      r"|track(?:s|ed|ing)?|upload\w*|push\w*|shar(?:e|es|ed|ing)|attach\w*|include[sd]? in the (?:commit|archive|bundle|package))\b", re.I)


def about_secret(item: Item, q: Question, shown: str = "") -> str | None:
    """How the question is about a secret (None: it is not). ``shown``: what the session showed above the
    question ("Staged: … .env.production"), where the files going on would carry are often listed."""
    asking = f"{item.header} {asking_part(item.question)}"
    if names_credential(asking):
        return "named where it asks"
    said = concerns.statements(item.question)
    if names_credential(said) and _EXPOSED.search(said):
        return f"stated as exposed ({_EXPOSED.search(said).group(0)!r})"
    held = SECRET_FILE.search(straighten(item.question)) or (SECRET_FILE.search(straighten(shown)) if shown else None)
    carried = _CARRIES.search(" ".join([straighten(item.question), *(v.text for v in q.options)]))
    if held and carried:
        return f"{held.group(0)!r} holds secrets and going on would carry it ({carried.group(0)!r})"
    value = disclosed(shown) if shown else ""
    if value:
        return f"what the session showed holds {value}"
    return None
