"""Long runs of blanks or of one mark, read short.

A question, an option or a project file may hold any text: a pasted log, a table rule of
dashes, a hostile payload. Some of the policy's patterns try a match at each character of
a run of blanks and read the rest of the run from there, which costs the square of the run's
length (a question holding 20,000 spaces took a minute). No pattern needs more than a few
blanks or marks in a row, so the policy reads a run longer than ``KEEP`` as its first
``KEEP`` characters: the cost stays linear in the text's length, and what the words say is
unchanged. The question's own labels come back in the answer (``shortened`` says how).
"""

from __future__ import annotations

import re

from warden.askuser.model import Item, Option

KEEP = 16
# blanks of any kind, or one mark repeated: more than KEEP in a row
_RUN = re.compile(r"\s{%d,}|([^\w\s])\1{%d,}" % (KEEP + 1, KEEP))


def _cut(run: str) -> str:
    # a line or paragraph break in the part cut off still ends its line (sentences, headings
    # and list items are read line by line); the cut run is never longer than KEEP, so it is
    # not cut again
    missing = min(run.count("\n"), 2) - run[:KEEP].count("\n")
    return run[:KEEP - missing] + "\n" * missing if missing > 0 else run[:KEEP]


def shorten(text: str) -> str:
    """The text with each run over ``KEEP`` characters cut to its first ``KEEP``, keeping up
    to two of its line breaks."""
    return _RUN.sub(lambda m: _cut(m.group()), text) if _RUN.search(text) else text


def shortened(item: Item) -> tuple[Item, dict[str, str]] | None:
    """The item as the policy reads it, and the way back from a label read to the label
    offered; None when nothing in it is long enough to cut. A ValueError when two labels
    differ only beyond a cut, so that reading them short would confuse them."""
    texts = [item.question, item.header] + [t for o in item.options for t in (o.label, o.description)]
    if not any(_RUN.search(t) for t in texts):
        return None
    back: dict[str, str] = {}
    options = []
    for o in item.options:
        label = shorten(o.label)
        if label in back:
            raise ValueError("two options read the same once their long runs are cut")
        back[label] = o.label
        options.append(Option(label, shorten(o.description)))
    return Item(shorten(item.question), shorten(item.header), tuple(options), item.multi), back
