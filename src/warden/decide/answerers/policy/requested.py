"""The option the person's request names: they typed the command with words that one option's label
holds and no other ("/triage bugs" asked "What type of tasks?" among "All", "Bugs", "Features"), so
which one they meant is said already. Only for a plain choice of one option, none of which is
hazardous or leaves the project, where the question reports nothing, asks for no name and states
no facts the files leave unconfirmed; the option named must be a real choice of content, not a way
out, a hand-back or a non-answer.

The same holds where a file approves one option for a kind of work ("Agent Team mode is approved
for specs that touch payments") and the request is that kind of work (it names what the condition
names beyond the work's generic words, all of it: "payments"): the project's own standing choice for it.
"""

from __future__ import annotations

import re

from warden.decide.answerers.policy import concerns, person
from warden.decide.answerers.policy.wording import short

# a file's sentence approving something for a kind of work: "X is approved for specs that touch payments"
_APPROVED_FOR = re.compile(r"^\W*(?P<what>[^.;:]{2,80}?)\s+(?:is|are)\s+(?:approved|allowed|permitted|cleared|the standard|the default)"
                           r"\s+(?:for|on|in)\s+(?P<when>[^.;]{3,120})", re.I)
# a condition that carves something out: it does not say plainly which work it covers
_CARVED = re.compile(r"\b(?:not|no|never|except|unless|excluding|without|only if|but)\b", re.I)
# words naming work in general, which every request is
_GENERIC = frozenset("""spec specs change changes work task tasks feature features story stories ticket tickets issue issues
    that which touch touches touching with where when involve involves involving about affect affects affecting any every
    project projects code this those these their them they job jobs""".split())
_STEMS = ("ing", "es", "s", "ed")


def _stem(word: str) -> str:
    for suffix in _STEMS:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def _words(text: str) -> set[str]:
    return {_stem(w) for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _GENERIC}


def unmet_condition(sentence: str, command: str) -> str | None:
    """The condition of a file's approval ("approved for jobs that use metallic inks") the person's request
    does not show met: the approval holds for that kind of work only, and says nothing of other work."""
    m = _APPROVED_FOR.match(sentence)
    if not m or not re.search(r"\b(?:approved|allowed|permitted|cleared)\b", m.group(0), re.I):
        return None
    when = _words(m.group("when"))
    request = _words(command.split(None, 1)[1]) if " " in command else set()
    return m.group("when").strip() if when and not when <= request else None


TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.askuser.model import Item, ItemAnswer
    from warden.decide.answerers.policy.project import Project
    from warden.decide.answerers.policy.structure import Question, View

    Verdict = tuple[ItemAnswer | None, str]  # as reading.Verdict: an answer or none, and why


# an option that names a file by its path: "config-home.yml", "deploy/values-staging.yaml"
_FILE_LABEL = re.compile(r"[\w.-]+(?:/[\w.-]+)*\.[A-Za-z][A-Za-z0-9]{0,5}")


class Requested:
    """A step of :class:`~warden.decide.answerers.policy.reading.Reading`, which provides what it
    uses besides: ``_unsafe``, ``_hazardous_option``, ``_elsewhere``, ``_pick``, ``unconfirmed``."""

    item: Item
    q: Question
    project: Project
    unconfirmed: bool

    def _requested(self) -> Verdict | None:
        if self.item.multi or self.unconfirmed or self.q.reports or len(self.q.options) < 2:
            return None
        got = self.project.phase.names_one([v.label for v in self.q.options], self.item.question)
        approved = None if got else self._approved_for()
        held = None if got or approved else self._file_holding()
        if got is None and approved is None and held is None:
            return None
        v: View = next(v for v in self.q.options if v.label == (got or approved or held)[0])
        if not v.substantive or v.has("negative", "paper") or self._unsafe(v) or self._hazardous_option() \
                or concerns.destination(v.text) or person.costs(v.text):
            return None
        if approved:
            return self._pick(v), (f"a file approves {v.label!r} for the kind of work the request is"
                                   f" ({short(approved[1], 100)!r}): chose it")
        if held:
            return self._pick(v), (f"the request ({short(self.project.phase.command, 80)!r}) names {held[1]!r}, which of the"
                                   f" files the options name only {v.label!r} holds: chose it")
        return self._pick(v), (f"the request ({short(self.project.phase.command, 80)!r}) names {got[1]!r}, which only"
                               f" {v.label!r} holds: chose it")

    def _file_holding(self) -> tuple[str, str] | None:
        """(the one option naming a project file that holds a word of the request none of the other options' files
        holds, that word): "/backup-test-service vaultwarden" and config-home.yml, which lists Vaultwarden, beside
        config-asso.yml, which does not. Every option must name a file the project has."""
        command = self.project.phase.command
        labels = [v.label for v in self.q.options]
        if " " not in command or not all(_FILE_LABEL.fullmatch(x) and ".." not in x.split("/") for x in labels):
            return None  # (a label climbing out of the project, "../../etc/hosts.conf", names no file of it)
        request = _words(command.split(None, 1)[1]) - _words(f"{self.item.question} {self.item.header} {' '.join(labels)}")
        held: dict[str, set[str]] = {}
        for label in labels:
            text = self.project.read(label)
            if text is None:
                return None
            held[label] = request & _words(text)
        mine = [x for x in labels if held[x] and all(not held[o] for o in labels if o != x)]
        if len(mine) != 1:
            return None
        said = {_stem(w): w for w in re.findall(r"[a-z]{4,}", command.lower())}
        return mine[0], ", ".join(sorted(said.get(w, w) for w in held[mine[0]]))

    def _approved_for(self) -> tuple[str, str] | None:
        """(the one label a file approves for a kind of work the request is, the sentence)."""
        command = self.project.phase.command
        request = _words(command.split(None, 1)[1]) if " " in command else set()
        if not request:
            return None
        labels = {v.label: _words(v.label) for v in self.q.options}
        found: dict[str, str] = {}
        for doc in self.project.docs:
            for sentence in re.split(r"\n|(?<=[.;])\s+", doc.text):
                m = _APPROVED_FOR.match(sentence)
                if not m or _CARVED.search(m.group("when")):
                    continue
                what = _words(m.group("what"))
                named = [label for label, words in labels.items() if words and words <= what]
                when = _words(m.group("when"))
                if len(named) == 1 and when and when <= request:
                    found.setdefault(named[0], sentence.strip(" -*"))
        return next(iter(found.items())) if len(found) == 1 else None
