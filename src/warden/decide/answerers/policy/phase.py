"""The workflow phase a question is asked in, from the running workflow command, and
what going on means there.

The command the person typed (``/gsd:plan-phase 3``, ``/gsd:docs-update``) is their
standing intent. In a phase that plans or carries out work (plan, execute, an autonomous
run) going on with that work is what they asked for; a verify phase asks for problems
to be found and remedied; a discuss phase asks for the person's decisions. A command
also names its own work: ``/gsd:docs-update`` asked for documentation to be written, so
"Doc queue assembled. Proceed with generation?" goes on with what the person asked.
Without a known phase nothing is the person's standing intent.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

_KINDS = (
    ("autonomous", r"autonom|\bauto\b|yolo|run-all"),
    ("configure", r"settings|config|preferences|setup|onboard"),
    ("discuss", r"discuss|new project|new milestone|question|brainstorm|ideat|research|spec"),
    ("verify", r"verif|uat|\btest|validat|audit|review|secur|check"),
    ("execute", r"exec|implement|quick|build|fix|debug|\bdo\b|code"),
    ("plan", r"plan"),
)
# words of a command that name no work of their own
_NOT_WORK = frozenset("""gsd new add update run do phase phases work the a an of for to and or with from all next
    auto mode page command skill plugin""".split())

# a request saying where the work stops: "stop after phase 2", "pause once task 3 is done"
_STOP_AT = re.compile(r"\b(?:stop|pause|halt|wait)\s+(?:after|at|once|when)\s+(?:the\s+)?([A-Za-z]+)\s+(\d+(?:\.\d+)?)\b", re.I)
# a request that says it is limited to what it names
_LIMITED = re.compile(r"\b(?:only|just|alone|nothing (?:but|else)|no other)\b", re.I)
# a request that leaves something out: what it names may be what it excludes
_EXCLUDES = re.compile(r"\b(?:not|no|nor|never|without|except|excluding|skip\w*|instead|rather than|don'?t|avoid\w*|myself|but|other than)\b", re.I)
# a request turning something down: the words after a negation in one clause ("I don't have Docker installed",
# "without the migration", "instead of Redis")
# (a negation describing what something does, "the login doesn't redirect", "it can't connect", is a symptom, not a refusal)
_REFUSES = re.compile(r"\b(?:not|no|never|without|don'?t|do not|avoid\w*|skip\w*|instead of"
                      r"|rather than|other than|except|excluding)\b((?:\W+\w+){1,4})", re.I)
_NOT_NAMED = frozenset("yes recommended default option".split())
# where a request's clauses part: a negation holds to the end of its clause ("shelve it, the crumb never rose")
_CLAUSES = re.compile(r"[,;.!?:()\u2014\u2013]+|\s-+\s")
# words of a label that name nothing it is
# a clause the person says without being sure of it ("tests look fine I think"): it asks for nothing yet
_HEDGED = re.compile(r"\b(?:i (?:think|guess|suppose|believe)|probably|maybe|perhaps|unsure|not sure|might)\b", re.I)
# a path or a file name in a request: what the command works on, not what it is asked to choose
_PATH = re.compile(r"(?<!\S)(?:\S*/\S*|[\w.-]+\.(?:md|mdx|txt|json|ya?ml|toml|py|ts|tsx|js|jsx|rb|go|rs|java|html|css|sh|csv|sql))(?!\S)")
_FUNCTION = frozenset("and but are its our you your this that these those into onto than only just via per".split())
# a finding that holds a rule or a security concern against what it reports
_RULE_CITED = re.compile(r"\b(?:(?:project|team|house) rules?|rule:|violat\w*|against (?:the )?(?:project'?s? )?(?:rules?|polic\w*|conventions?)"
                         r"|polic(?:y|ies)|not allowed|forbidden|plain ?text|insecure|security)\b(?![./\w-])", re.I)


# plain words for discarding work: the request says "throw away what it did", the option "Discard all changes"
_DISCARD = re.compile(r"\bthrow (?:it |them |this |that )?away\b|\bget rid of\b|\b(?:scrap|trash|bin|ditch)\b")

class Phase:
    """The running workflow command, e.g. ``/gsd:discuss-phase 2``: its kind and number."""

    __slots__ = ("command", "kind", "name", "number", "words")

    def __init__(self, command: str | None):
        self.command = (command or "").strip()
        c = self.command.lower()
        name = c.split()[0] if c else ""
        self.kind = "unknown"
        # "/plugin:command", and an MCP server's prompt "/mcp__server__prompt": the namespace names no work
        bare = re.sub(r"^/?(?:[\w-]*:|mcp__[\w-]+?__(?=\w))", "", name).replace("-", " ").replace("_", " ")
        # the command's own name ("release" of "/kanban:release 1.2"): the work's topic, which names no one option
        self.name = bare if name.startswith("/") else ""
        for kind, pattern in _KINDS:
            if bare and re.search(pattern, bare):
                self.kind = kind
                break
        m = re.search(r"\b(\d+(?:\.\d+)?)\b", c[len(name):] if name else "")
        self.number = m.group(1) if m else None
        self.words = {_stem(w) for w in re.findall(r"[a-z]{3,}", bare) if w not in _NOT_WORK}

    def asks_for(self, text: str) -> bool | None:
        """Whether ``text`` names the work the person's request names (a content word they share), or
        None when the command carries no request in words."""
        rest = self.command.split(None, 1)[1].lower() if " " in self.command else ""
        wanted = {_stem(w) for w in re.findall(r"[a-z]{4,}", rest)} - _NOT_WORK
        if not wanted:
            return None
        return bool(wanted & {_stem(w) for w in re.findall(r"[a-z]{4,}", text.lower())})

    def against_request(self, question: str) -> str | None:
        """The finding of a report that holds a rule or a security concern against what the person's
        request asks for: it names two of the request's content words ("stores the PIN in plain text
        (project rule: bcrypt hashes only)" of "let the concierge see locker PINs; the vendor's app
        needs the plain PIN"). Remedying it drops what they asked for; going on breaks the rule."""
        rest = self.command.split(None, 1)[1].lower() if " " in self.command else ""
        wanted = {_stem(w) for w in re.findall(r"[a-z]{4,}", rest)} - _NOT_WORK
        if len(wanted) < 2:
            return None
        for line in re.split(r"\n|(?<=[.;])\s+", question):
            if _RULE_CITED.search(line) and len(wanted & {_stem(w) for w in re.findall(r"[a-z]{4,}", line.lower())}) >= 2:
                return line.strip(" -*")
        return None

    def echoes(self, labels: list[str], texts: list[str] | None = None) -> tuple[str, str] | None:
        """(the one label a word of the person's request also names, that word): what they typed after
        the command directs at something ("find the weak points", "replace the old rota")
        and one option does ("Find weaknesses", "Start over (replace all)"). A word two labels share
        speaks of neither. A manner the request asks for ("be exhaustive") is also read in ``texts``, the
        options' descriptions ("exhaustive analysis with web search")."""
        rest = _DISCARD.sub("discard", self.command.split(None, 1)[1].lower() if " " in self.command else "")
        # a word the request directs at something ("find the weak points", "replace the old rota"), not one naming its topic
        said = {_stem(w) for w in re.findall(r"(?<![\w./-])([a-z]{4,}) (?:the|a|an|our|my|your|this|that|these|those|all|it|its|them|every|any|what)\b",
                                             rest)} - _NOT_WORK
        # the manner the request asks for ("be exhaustive", "be thorough"), which an option's description may hold
        manner = {_stem(w) for w in re.findall(r"\bbe ([a-z]{5,})\b", rest)} - _NOT_WORK
        if not said and not manner:
            return None
        directed: dict[str, list[str]] = {}
        manners: dict[str, list[str]] = {}
        for i, label in enumerate(labels):
            for w in re.findall(r"(?<![\w.-])[A-Za-z]{4,}(?![\w.-])", f"{label} {texts[i]}" if texts else label):
                if _stem(w.lower()) in said and w in label:
                    directed.setdefault(_stem(w.lower()), []).append(label)
                if _stem(w.lower()) in manner:
                    manners.setdefault(_stem(w.lower()), []).append(label)
        # what the request directs at decides first: a manner it also asks for ("replace the old rota, be careful")
        # landing on another option's description neither outweighs nor blurs that echo; the manner is read only
        # where no word the request directs at something names a label
        return _one(directed) if directed else _one(manners)

    def names_one(self, labels: list[str], question: str) -> tuple[str, str] | None:
        """(the one label the person's request names whole, its words): every content word of that label
        is a word of the request and none is the question's own ("/triage bugs" and "Bugs" among "All",
        "Bugs", "Features"; "review my uncommitted changes" and "Uncommitted changes"). A request word
        naming the work's topic ("berth" in "Seasonal berth holders") names no label whole; two labels
        named name none. A clause of the request that leaves something out ("not", "without", "except", "but",
        "myself") names nothing, its words least of all ("anything but major"); the request's other clauses still
        name what they name ("shelve it, the crumb never rose": "Shelve")."""
        asked = label_words(question)
        wanted = self.asked_for() - asked
        if not wanted:
            return None
        hits = []
        for label in labels:
            words = [w for w in re.findall(r"[a-z]{3,}", label.lower()) if w not in _NOT_WORK and w not in _FUNCTION]
            if words and {_stem(w) for w in words} <= wanted:
                hits.append((label, " ".join(words)))
        return hits[0] if len(hits) == 1 else None

    def asked_for(self) -> set[str]:
        """The stems of the words with which the person's request asks for something: its content words, but
        none of a clause that leaves something out ("write a first draft" asks for a draft; "not a draft" does not)
        or says it unsure ("tests look fine I think"), nor of a file it works on ("drafts/editor-wars.md")."""
        rest = self.command.split(None, 1)[1].lower() if " " in self.command else ""
        rest = _PATH.sub(" ", rest)  # a file the command works on ("drafts/editor-wars.md") names no option
        rest = " ".join(c for c in _CLAUSES.split(rest) if not _EXCLUDES.search(c) and not _HEDGED.search(c))
        return {_stem(w) for w in re.findall(r"[a-z]{3,}", rest)} - _NOT_WORK - _FUNCTION

    def refuses(self, label: str) -> str | None:
        """The words with which the person's request turns down what ``label`` names: a content word of the
        label stands within a few words after a negation in one clause of the request ("/setup-ralph run it
        straight, I don't have Docker installed" and "Yes, Docker mode (Recommended)"). A label that itself
        says no ("Commit, don't push") agrees with such a request rather than going against it."""
        rest = self.command.split(None, 1)[1].lower() if " " in self.command else ""
        if not rest or _EXCLUDES.search(label.lower()):
            return None
        words = {_stem(w) for w in re.findall(r"[a-z]{4,}", label.lower())} - _NOT_WORK - _FUNCTION - _NOT_NAMED
        return next((said for said, turned in _refusals(rest) if words & turned), None) if words else None

    def stops_at(self) -> str | None:
        """Where the person's request says to stop ("stop after phase 2", "pause at step 4"): that unit's name
        and number ("phase 2"), or None."""
        rest = self.command.split(None, 1)[1] if " " in self.command else ""
        m = _STOP_AT.search(rest)
        return f"{m.group(1).lower()} {m.group(2)}" if m else None

    def repeats(self, texts: list[str]) -> str | None:
        """The one of ``texts`` that repeats two adjacent words of the person's request, which no other
        of them repeats ("go straight to the technical design" and "Start with Solution: skip to technical
        design"): the request names the step that option goes to."""
        rest = self.command.split(None, 1)[1].lower() if " " in self.command else ""
        words = [_stem(w) for w in re.findall(r"[a-z]{4,}", rest)]
        pairs = {(a, b) for a, b in zip(words, words[1:]) if a not in _NOT_WORK and b not in _NOT_WORK}
        if not pairs:
            return None
        hit = []
        for text in texts:
            # (a file or a path the option names, "ship-plan.md", "docs/tech-design/", is not the step it goes to)
            prose = re.sub(r"[\w.-]*/[\w./-]*|[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{1,5}\b", " ", text)
            mine = [_stem(w) for w in re.findall(r"[a-z]{4,}", prose.lower())]
            if pairs & set(zip(mine, mine[1:])):
                hit.append(text)
        return hit[0] if len(hit) == 1 else None

    def without_request(self, text: str) -> str:
        """``text`` without the runs of two or more words it repeats from the person's request ("Incident: Settlement
        matcher double-posting exceptions" of "/incident-response settlement matcher double-posting exceptions"):
        a problem the request itself names is the work's subject, not something the question reports."""
        rest = self.command.split(None, 1)[1].lower() if " " in self.command else ""
        wanted = self.words | {_stem(w) for w in re.findall(r"[a-z]{3,}", rest)}
        if not wanted:
            return text
        return re.sub(r"[A-Za-z]+(?:[\s:/-]+[A-Za-z]+)*", lambda m: _runs(m.group(0), wanted), text)

    def limited(self, labels: list[str]) -> list[str] | None:
        """The labels the person's request limits the work to: it says it is limited ("old sessions only",
        "just the architecture") and names some of the options, not all, by a word of their labels."""
        rest = self.command.split(None, 1)[1].lower() if " " in self.command else ""
        if not _LIMITED.search(rest):
            return None
        wanted = {_stem(w) for w in re.findall(r"[a-z]{4,}", _LIMITED.sub(" ", rest))} - _NOT_WORK
        named = [label for label in labels if wanted & {_stem(w) for w in re.findall(r"[a-z]{4,}", label.lower())}]
        return named if 0 < len(named) < len(labels) else None

    @property
    def label(self) -> str:
        return self.command or "no known phase"

    @property
    def known(self) -> bool:
        return self.kind != "unknown"

    @property
    def proceeds(self) -> bool:
        """Plan, execute and autonomous phases: going on with the work is the standing intent."""
        return self.kind in ("plan", "execute", "autonomous")

    @property
    def configures(self) -> bool:
        """A settings command: its yes/no questions set how the work is done later, they do
        not start anything now."""
        return self.kind == "configure"

    @property
    def remedies(self) -> bool:
        """Whether remedying what a question reports (re-running, re-planning,
        investigating, fixing inside the project) is within the person's standing intent:
        in every phase but those that gather the person's own decisions (discuss) or
        settings (configure). Without a known phase nothing says otherwise: a workflow that
        reports a problem it can fix inside the project is asked to fix it."""
        return self.kind not in ("discuss", "configure")

    def names(self, text: str) -> str | None:
        """A word of the running command that ``text`` also uses: the command names the
        work ``text`` proposes ("/gsd:docs-update" and "Generate all 7 docs")."""
        if not self.words:
            return None
        for w in re.findall(r"[A-Za-z]{3,}", text):
            if _stem(w.lower()) in self.words:
                return w
        return None


def _refusals(text: str) -> Iterator[tuple[str, set[str]]]:
    """Each negation in a clause of ``text`` with the stems of the few words after it ("don't have docker installed")."""
    for clause in _CLAUSES.split(text.lower()):
        for m in _REFUSES.finditer(clause):
            yield m.group(0).strip(), {_stem(w) for w in re.findall(r"[a-z]{4,}", m.group(1))}


def refused_words(text: str) -> set[str]:
    """The stems ``text`` turns down: the words a few after a negation in one of its clauses (a file's "Autonomous
    loops run only inside Docker, never on a laptop directly" turns down "laptop" and "directly")."""
    return set().union(*(turned for _, turned in _refusals(text)))


def _runs(span: str, wanted: set[str]) -> str:
    """``span`` (words and the separators between them) with every run of two or more ``wanted`` words blanked."""
    parts = re.split(r"([\s:/-]+)", span)
    out, run = [], []
    for n in range(0, len(parts), 2):
        word, sep = parts[n], parts[n + 1] if n + 1 < len(parts) else ""
        if _stem(word.lower()) in wanted:
            run.append(word + sep)
            continue
        out.append(" " if len(run) >= 2 else "".join(run))
        run = []
        out.append(word + sep)
    out.append(" " if len(run) >= 2 else "".join(run))
    return "".join(out)


def _one(found: dict[str, list[str]]) -> tuple[str, str] | None:
    """(label, word) where the words found name one label only, and no word names two (None otherwise)."""
    only = [(ls[0], w) for w, ls in found.items() if len(set(ls)) == 1]
    return only[0] if len(only) == 1 and len({ls[0] for ls in found.values()}) == 1 else None


def label_words(text: str) -> set[str]:
    """The stems of ``text``'s content words, as the request's are read."""
    return {_stem(w) for w in re.findall(r"[a-z]{3,}", text.lower())} - _NOT_WORK - _FUNCTION


def _stem(word: str) -> str:
    for suffix in ("ing", "es", "s", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word
