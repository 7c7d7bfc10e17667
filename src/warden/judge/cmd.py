"""What a program handler sees of one simple command, and the helpers it judges with.

:class:`Cmd` holds the command's words and the place it runs in; its helpers turn "this
argument is read / written / deleted / run" into effects of the right kind for where the
path is and what the file is (:mod:`warden.judge.access`), so every handler in
:mod:`warden.judge.programs` judges paths the same way.
"""

from __future__ import annotations

import re

from warden.judge import access
from warden.judge import effects as E
from warden.judge import paths
from warden.judge.effects import Effect
from warden.judge.names import UNINSTALLS, fetched, named_work, task_kind
from warden.judge.paths import Place
from warden.judge.shell import SimpleCommand, Word
from warden.judge.wrappers import join

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

_SCRIPT_FILE = re.compile(r"\.(?:py|sh|bash|zsh|fish|js|mjs|cjs|ts|mts|cts|tsx|jsx|rb|pl|php|lua|ps1|bat|cmd)$")

# the command-line entry points frameworks put into a project: Django's, Laravel's, Symfony's
_PROJECT_CLIS = {"manage.py": "django-admin", "artisan": "artisan", "console": "symfony-console"}


class Opts:
    """A command's options: ``flags`` (``-rf`` counts as ``-r`` and ``-f``), ``values``
    of options that take one, and the ``positional`` words."""

    __slots__ = ("flags", "values", "positional")

    def __init__(self) -> None:
        self.flags: set[str] = set()
        self.values: dict[str, list[Word]] = {}
        self.positional: list[Word] = []

    def has(self, *names: str) -> bool:
        return any(n in self.flags or n in self.values for n in names)

    def value(self, *names: str) -> Word | None:
        for n in names:
            if self.values.get(n):
                return self.values[n][-1]
        return None

    def all(self, *names: str) -> list[Word]:
        return [w for n in names for w in self.values.get(n, [])]


class Cmd:
    """One simple command being judged, as a program handler sees it."""

    __slots__ = ("sc", "place", "name", "_judge")

    def __init__(self, sc: SimpleCommand, place: Place, name: str,
                 judge: Callable[[SimpleCommand], list[Effect]]):
        self.sc, self.place, self.name, self._judge = sc, place, name, judge

    @property
    def words(self) -> list[Word]:
        return self.sc.words

    @property
    def args(self) -> list[str]:
        return [w.text for w in self.sc.words[1:]]

    @property
    def evidence(self) -> str:
        via = f" (run by {self.sc.via[-1]})" if self.sc.via else ""
        return self.sc.text + via

    def eff(self, kind: str, target: str = "", note: str = "") -> Effect:
        return Effect(kind, target, self.evidence, note)

    def opts(self, takes_value: Iterable[str] = (), start: int = 1, words: list[Word] | None = None,
             long_values: bool = True) -> Opts:
        """Split options from positional words. Short clusters (``-rf``) split into
        letters; an option in ``takes_value`` takes the next word (or its attached
        rest); ``--name=value`` always carries its value; ``--`` ends the options."""
        takes = set(takes_value)
        o = Opts()
        ws = self.sc.words[start:] if words is None else words
        i = 0
        while i < len(ws):
            t = ws[i].text
            if t == "--":
                o.positional.extend(ws[i + 1:])
                break
            if t.startswith("--") and len(t) > 2:
                name, eq, val = t.partition("=")
                if eq:
                    o.values.setdefault(name, []).append(Word(val, ws[i].dynamic, ws[i].vars))
                elif name in takes and i + 1 < len(ws):
                    o.values.setdefault(name, []).append(ws[i + 1])
                    i += 1
                else:
                    o.flags.add(name)
            elif t.startswith("-") and len(t) > 1 and not t[1].isdigit():
                if t in takes and i + 1 < len(ws):
                    o.values.setdefault(t, []).append(ws[i + 1])
                    i += 1
                else:
                    for j, ch in enumerate(t[1:], 1):
                        flag = "-" + ch
                        if flag in takes:
                            rest = t[j + 1:]
                            if rest:
                                o.values.setdefault(flag, []).append(Word(rest, ws[i].dynamic, ws[i].vars))
                            elif i + 1 < len(ws):
                                o.values.setdefault(flag, []).append(ws[i + 1])
                                i += 1
                            break
                        o.flags.add(flag)
            else:
                o.positional.append(ws[i])
            i += 1
        return o

    # --- paths -----------------------------------------------------------------------
    def resolve(self, word: Word) -> list[str] | None:
        return None if word.dynamic else paths.resolve(word.text, self.sc.cwd, self.place)

    def read(self, word: Word, content: bool = True) -> list[Effect]:
        """Reading ``word`` (``content``: its bytes reach the output, not just its name)."""
        return access.read(self.resolve(word), word.text, self.place, self.evidence, content)

    def search(self, word: Word, hidden: bool, secret_pattern: bool) -> list[Effect]:
        """A recursive content search of directory ``word``."""
        return access.search(self.resolve(word), word.text, self.place, self.evidence, hidden, secret_pattern)

    def write(self, word: Word) -> list[Effect]:
        """Writing (creating, overwriting, appending) ``word``."""
        return access.write(self.resolve(word), word.text, self.place, self.evidence)

    def delete(self, word: Word) -> list[Effect]:
        """Deleting ``word``; only regenerable build output inside the project is clean."""
        return access.delete(self.resolve(word), word.text, self.place, self.evidence)

    def inside(self, word: Word) -> bool:
        found = self.resolve(word)
        return found is not None and paths.location(found, self.place) == "project"

    # --- nested commands ---------------------------------------------------------------
    def inner(self, words: list[Word], via: str | None = None) -> list[Effect]:
        """The effects of a command this program runs (``npx X``, ``uv run X``)."""
        if not words:
            return []
        # the outer command's redirections and environment were judged with it already
        return self._judge(self.sc.derive(list(words), via or self.name, text=join(words), redirects=[],
                                          assignments=[], environ=self.sc.carried()))

    def sibling(self, words: list[Word], name: str) -> Cmd:
        """The same command seen as another program with other words, for a handler that
        hands over to another (``uv pip …`` to pip's, ``python -m http.server`` to the
        static servers')."""
        return Cmd(self.sc.derive(list(words)), self.place, name, self._judge)

    def run(self, words: list[Word], via: str | None = None) -> list[Effect]:
        """A runner (``uv run``, ``npx``, ``bundle exec``) starting ``words``: a script
        file is a script, anything else the program it names."""
        if not words:
            return []
        w = words[0]
        if not w.dynamic and ("/" in w.text or _SCRIPT_FILE.search(w.text)):
            return self.script(w)
        return self.inner(words, via)

    def script(self, word: Word) -> list[Effect]:
        """Running a script file: its code is not in the command, so nobody can tell."""
        if fetched(word):
            return [self.eff(E.NETWORK_EXEC, word.text, "runs code downloaded from the network")]
        if word.dynamic:
            return [self.eff(E.UNKNOWN, word.text, "runs a script named at run time")]
        if self.inside(word):
            at = next((i for i, w in enumerate(self.words) if w is word), None)
            cli = _PROJECT_CLIS.get(word.text.rsplit("/", 1)[-1])
            if cli and at is not None:
                # the framework's command line the project carries: judged as that tool with the same words
                return self._judge(self.sc.derive([Word(cli)] + self.words[at + 1:], self.name or "python",
                                                  text=self.sc.text, redirects=[], assignments=[],
                                                  environ=self.sc.carried()))
            if said := named_work(word.text):
                done = task_kind(said)
                if done:
                    return [self.eff(done[0], said, f"runs the project's `{said}` script, which by its name {done[1]}")]
                # the script itself is the target, so a script the command wrote first is seen as such
                found = self.resolve(word) or [word.text]
                return [self.eff(E.BUILD_TEST, found[0], "runs the project's own build or test script (its name says so)")]
            stem = word.text.rstrip("/").rsplit("/", 1)[-1]
            if (done := task_kind(stem)) and done[1] == UNINSTALLS:
                # its code is not visible, but its name says it takes software off the machine
                return [self.eff(done[0], stem, f"runs the project's `{stem}` script, which by its name {done[1]}")]
            return [self.eff(E.UNKNOWN, word.text, "runs a project script; what it does is not visible in the command")]
        return [self.eff(E.UNKNOWN, word.text, "runs a script from outside the project")]

