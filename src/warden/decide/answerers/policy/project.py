"""What the policy may read of a project: its planning and documentation files, the
facts its configuration states, and its conventions, each read once and only when needed.

The documents are the ones a person would look at to answer a workflow's question:
``.planning/`` (the project, its state, roadmap, requirements, decisions, notes, pending
todos, every phase's ``*-CONTEXT.md`` and the current phase's other files), ``CLAUDE.md``,
top-level Markdown and README files, ``docs/`` and ``.claude/`` notes, and the Markdown of
every other folder, where other workflows keep their planning (``.vbw-planning/``,
``_bmad-output/``, ``.kiro/``, ``specs/``), except a tool's own instructions (commands,
agents, skills, templates) and other phases' files. Reading is
bounded (files, bytes per file, bytes in all) so a large repository costs no more than a
small one.
"""

from __future__ import annotations

import os
import re

from warden.askuser.model import Item
from warden.decide.answerers.policy import facts
from warden.decide.answerers.policy.conventions import Conventions
from warden.decide.answerers.policy.evidence import Doc, Mentions, mentions_in
from warden.decide.answerers.policy.files import Files
from warden.decide.answerers.policy.phase import Phase

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

# read first, in this order, when present (other documents are found by walking)
PLANNING_FILES = (
    ".planning/CONTEXT.md",
    ".planning/STATE.md",
    ".planning/ROADMAP.md",
    ".planning/PROJECT.md",
    "CLAUDE.md",
)
MAX_BYTES = 64 * 1024
MAX_FILES = 60
MAX_TOTAL = 1024 * 1024
_DOC_EXT = (".md", ".txt", ".markdown")
# what a project holds that is not its own: dependencies, build output, version control's store, environments
NOT_ITS_OWN = frozenset({"node_modules", ".git", "dist", "build", "target", "vendor", "__pycache__", ".venv", "venv"})
_SKIP_DIRS = NOT_ITS_OWN | {"coverage", "archive"}  # (documents: a test report or an archive holds none of the current ones)


class Project:
    """What the policy may read of a project: documents, facts and conventions, each
    read once per call and only when a question needs it. Every look at the disk goes
    through ``disk`` (``files.Files``), which notes what was seen."""

    def __init__(self, cwd: str | None, phase: Phase, files: tuple[str, ...] = PLANNING_FILES, max_bytes: int = MAX_BYTES,
                 disk: Files | None = None):
        self.cwd = cwd
        self.disk = Files(cwd) if disk is None else disk
        self.phase = phase
        self.files = files
        self.max_bytes = max_bytes
        self._docs: list[Doc] | None = None
        self._conventions: Conventions | None = None
        self._settings: dict | None = None
        self._production: bool | None = None
        self._blockers: list[str] | None = None
        self._failing: list[str] | None = None
        self._failures: list[str] | None = None
        self._failed_runs: list[str] | None = None
        self._outputs: list[tuple[str, str]] | None = None

    def read(self, rel: str, max_bytes: int | None = None) -> str | None:
        return self.disk.read(rel, self.max_bytes if max_bytes is None else max_bytes)

    def exists(self, rel: str) -> bool:
        return self.disk.exists(rel)

    def walk(self, rel: str) -> Iterator[tuple[str, list[str], list[str]]]:
        return self.disk.walk(rel)

    @property
    def docs(self) -> list[Doc]:
        if self._docs is None:
            docs = []
            total = 0
            for rel in self._doc_paths():
                text = self.read(rel)
                if text and text.strip() and not _retired(text):
                    docs.append(Doc(rel, text))
                    total += len(text)
                    if total > MAX_TOTAL:
                        break
            found = facts.sentences(self)
            if found:
                docs.append(Doc("the project's configuration", "\n".join(found)))
            self._docs = docs
        return self._docs

    @property
    def blockers(self) -> list[str]:
        """What the project's documents record as blocking or undecided now: the items of a
        "Blockers" (or "Open questions") section that say more than "none"."""
        if self._blockers is None:
            self._blockers = [b for d in self.docs for b in open_items(d.text)]
        return self._blockers

    @property
    def failing(self) -> list[str]:
        """The project's logs (top-level ``*.log``) whose latest entry is an error, each as
        "name: entry": what the work runs or waits on is failing now, whatever a question says."""
        if self._failing is None:
            self._failing = []
            for f, text in self.run_outputs((".log",)):
                last = _latest_entry(text)
                if last and _ERROR_ENTRY.search(last):
                    self._failing.append(f"{f}: {last}")
        return self._failing

    @property
    def failures(self) -> list[str]:
        """The lines of the project's top-level logs and text outputs (``*.log``, ``*.txt``) that
        report a failure ("2 failed", "FAILED refund::window"): what a run found, whatever a question says."""
        if self._failures is None:
            self._failures = []
            for f, text in self.run_outputs((".log", ".txt")):
                m = _FAILURE_LINE.search(text)
                if m:
                    self._failures.append(f"{f}: {m.group(0).strip()}")
        return self._failures

    def failed_runs(self) -> list[str]:
        """The failures the project's top-level run outputs (``*.log``, a ``*.txt`` other than notes or a
        changelog) report as their last run went: "ci-status.txt: main: tests FAILED"."""
        if self._failed_runs is None:
            self._failed_runs = [f"{f}: {got}" for f, text in self.run_outputs((".log", ".txt")) if not _NOT_A_RUN.search(f)
                                 and (got := run_failure(text))]
        return self._failed_runs

    def run_outputs(self, suffixes: tuple[str, ...]) -> list[tuple[str, str]]:
        """(name, text) of the project's top-level files ending in ``suffixes``: the logs and outputs runs leave
        (``*.log``, ``*.txt``), listed and read once per decision."""
        if self._outputs is None:
            self._outputs = [(f, self.read(f) or "") for f in (self.disk.listdir("") if self.cwd else [])
                             if f.lower().endswith((".log", ".txt")) and self.disk.isfile(f)]
        return [(f, text) for f, text in self._outputs if f.lower().endswith(suffixes)]

    @property
    def settings(self) -> dict:
        if self._settings is None:
            self._settings = facts.settings(self)
        return self._settings

    @property
    def production_database(self) -> bool:
        if self._production is None:
            self._production = facts.production_database(self)
        return self._production

    def _doc_paths(self) -> list[str]:
        if not self.cwd:
            return []
        out: list[str] = []

        def add(rel: str) -> None:
            if rel not in out and len(out) < MAX_FILES:
                out.append(rel)

        phase_dir = self._phase_dir()
        if phase_dir:
            for f in self.disk.listdir(phase_dir):
                if f.upper().endswith("CONTEXT.MD"):
                    add(f"{phase_dir}/{f}")
        for rel in self.files:
            if self.disk.isfile(rel):
                add(rel)
        for rel in self._walk(".planning", depth=3):
            top = rel.split("/")
            if len(top) > 2 and top[1] == "phases":
                # every phase's decisions carry forward; only the current phase's other files matter now
                if not (rel.upper().endswith("CONTEXT.MD") or (phase_dir and rel.startswith(phase_dir + "/"))):
                    continue
            if len(top) > 2 and top[1] == "todos" and top[2] != "pending":
                continue
            add(rel)
        for f in self.disk.listdir(""):
            if f.lower().endswith(_DOC_EXT) and self.disk.isfile(f):
                add(f)
        for rel in self._walk("docs", depth=3):
            add(rel)
        for rel in self._walk(".claude", depth=1):
            add(rel)
        # every other workflow keeps its planning somewhere of its own (a hidden planning folder, an output
        # folder, specs, steering notes, epics): its Markdown is what a person reads, wherever it is, except the
        # tool's own instructions (commands, agents, skills), which say how to work, not what the project is
        for d in self.disk.listdir(""):
            if d in _SKIP_DIRS or d in (".planning", "docs") or not self.disk.isdir(d):
                continue
            for rel in self._walk(d, depth=4, ext=(".md", ".markdown")):
                parts = rel.split("/")
                if _TOOL_DIRS.intersection(parts[1:-1]) or (phase_dir and _other_phase(parts, phase_dir)):
                    continue
                add(rel)
        for d in self.disk.listdir(""):
            if d.startswith(".") or d in _SKIP_DIRS or not self.disk.isdir(d):
                continue
            for f in self.disk.listdir(d):
                if re.match(r"(?i)readme(?:\.\w+)?$", f):
                    add(f"{d}/{f}")
        return out

    def _walk(self, top: str, depth: int, ext: tuple[str, ...] = _DOC_EXT) -> list[str]:
        out: list[str] = []
        for dirpath, dirnames, filenames in self.disk.walk(top):
            rel_dir = os.path.relpath(dirpath, self.cwd or "")
            level = rel_dir.count(os.sep) - top.count("/")
            dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS and level < depth - 1)
            for f in sorted(filenames):
                if f.lower().endswith(ext):
                    out.append(f"{rel_dir}/{f}".replace(os.sep, "/"))
            if len(out) > MAX_FILES * 2:
                break
        return out

    def _phase_dir(self) -> str | None:
        """``<planning>/phases/NN-name`` of the current phase, if any (``.planning`` first)."""
        if not self.cwd or not self.phase.number:
            return None
        want = self.phase.number.lstrip("0") or "0"
        tops = [".planning", *(d for d in self.disk.listdir("") if d != ".planning" and d not in _SKIP_DIRS)]
        for top in tops:
            for name in self.disk.listdir(f"{top}/phases"):
                m = re.match(r"^0*(\d+(?:\.\d+)?)(?:-|$)", name)
                if m and m.group(1) == want:
                    return f"{top}/phases/{name}"
        return None

    @property
    def conventions(self) -> Conventions:
        if self._conventions is None:
            self._conventions = Conventions(self)
        return self._conventions

    def mentions(self, item: Item, labels: list[str], *, for_scope: bool = False, additions: bool = False) -> Mentions:
        """Which of ``labels`` the documents speak for or against."""
        return mentions_in(self.docs, item, labels, self.phase.number, for_scope=for_scope, additions=additions, topic=self.phase.name)


# a document that says it is no longer current: its opening words, its title, or a status line near the top
_RETIRED = re.compile(r"^\W*(?:archived|deprecated|obsolete|superseded|historical|no longer (?:used|maintained|current|in use|valid))\b"
                      r"|[(\[]\s*(?:archived|deprecated|obsolete|superseded)\s*[)\]]"
                      r"|^\W*status\W+(?:archived|deprecated|obsolete|superseded|retired|abandoned|rejected)\b", re.I | re.M)


def _retired(text: str) -> bool:
    """The document declares itself archived, superseded or kept only for history in its first
    lines: what it says is the project's past, not what it decides now."""
    head = [line.strip().lstrip("#").strip() for line in text.lstrip().splitlines()[:6] if line.strip()][:4]
    return any(_RETIRED.search(line) for line in head)


# a line reporting failures found: a count above nought, a FAILED marker
_FAILURE_LINE = re.compile(r"^.*(?:\b[1-9]\d* (?:failed|failing|failures?|errors?)\b|(?-i:\bFAILED\b)).*$", re.I | re.M)
# a log entry reporting an error: a level word, a traceback, a count of failures
_ERROR_ENTRY = re.compile(r"(?-i:\b(?:ERROR|FATAL|CRITICAL|PANIC|FAILED|FAILURE)\b)|\bTraceback\b|^\W*(?:\[[^\]]*\]\s*)?(?:error|fatal)\b"
                          r"|\b[1-9]\d* (?:failed|errors?)\b", re.I)


# a line reporting a run that passed: "44 passed, 0 failed", "./gradlew check: OK", "CI green"
_PASS_LINE = re.compile(r"\b(?:[1-9]\d* passed|passed|passing|succeeded|green|all tests pass\w*|0 (?:failed|failures?|errors?))\b|(?-i::\s*OK\b)", re.I)
# a line reporting a failure as past or mended: "fixed 2 failing tests", "was failing"
_MENDED = re.compile(r"\b(?:fix(?:ed|es)?|resolved|repaired|mended|was|were|previously|used to)\b", re.I)


def run_failure(text: str) -> str | None:
    """The failure the last run ``text`` reports ("tests: 2 failed", "./gradlew check: FAILED"): its latest
    line that says how a run went, when that line is a failure; none when a later run passed ("re-run: 44
    passed, 0 failed") or the line reports a failure fixed ("fixed 2 failing tests")."""
    last = None
    for line in text.splitlines()[-400:]:
        failed = _FAILURE_LINE.search(line)
        if failed and not _MENDED.search(line):
            last = line.strip()
        elif _PASS_LINE.search(line) or failed:
            last = None
    return last


_NOT_A_RUN = re.compile(r"change|history|news|notes?\b|readme|todo|licen[cs]e|authors|requirements", re.I)


def _latest_entry(text: str) -> str | None:
    """The last entry of a log, past lines that only summarise the ones before ("... (9 more identical lines)")."""
    for line in reversed(text.splitlines()):
        line = line.strip()
        if line and not line.startswith(("...", "\u2026")):
            return line
    return None


_BLOCKER_HEADING = re.compile(r"^#{1,6}\s*(?:current\s+)?(?:blockers?|blocking(?: issues)?|open questions?|unresolved(?: questions| issues)?)\b.*$", re.I | re.M)
_NOTHING = re.compile(r"^\W*(?:none|nothing|n/?a|no (?:blockers?|open questions?)|tbd|-+)?\W*(?:yet|so far|currently)?\W*$", re.I)


def open_items(text: str) -> list[str]:
    """The list items under a blockers or open-questions heading, other than "None": of a project's document, or of
    what the session showed before asking (a brief whose "## Open Questions" are still unanswered)."""
    out = []
    for m in _BLOCKER_HEADING.finditer(text):
        body = re.split(r"^#{1,6}\s", text[m.end():], maxsplit=1, flags=re.M)[0]
        for line in body.splitlines():
            item = re.match(r"^\s*(?:[-*+]|\d+[.)])\s+(.*\S)", line)
            if item and not _NOTHING.match(re.sub(r"[_*`()\[\]]", " ", item.group(1))) and not re.match(r"\s*\[x\]", item.group(1), re.I):
                out.append(item.group(1).strip())
    return out


# a tool's own instructions, not the project's documents
_TOOL_DIRS = frozenset({"commands", "agents", "skills", "hooks", "plugins", "templates", "prompts", "workflows"})


def _other_phase(parts: list[str], phase_dir: str) -> bool:
    """A file of another phase than the current one, other than its decisions (``*-CONTEXT.md``)."""
    if "phases" not in parts[:-2]:
        return False
    return not ("/".join(parts).startswith(phase_dir + "/") or parts[-1].upper().endswith("CONTEXT.MD"))
