"""Program names as the judge looks them up, which programs fetch from the network, and
what a project task's or script's name says it does."""

from __future__ import annotations

import posixpath
import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.shell import Word

_PY = re.compile(r"^(python|pip|pydoc|idle)(\d+(\.\d+)*)?$")
FETCHERS = frozenset({"curl", "wget", "wget2", "irm", "iwr", "invoke-webrequest", "invoke-restmethod",
                      "Invoke-WebRequest", "Invoke-RestMethod", "http", "https", "xh", "fetch", "aria2c", "nc",
                      "ncat", "netcat", "ssh", "scp", "gh"})


def fetched(word: Word) -> bool:
    """Whether ``word`` is made from what a network client printed (``<(curl …)``)."""
    return any(f.words and not f.words[0].dynamic and program_name(f.words[0].text) in FETCHERS for f in word.feeds)


def program_name(prog: str) -> str:
    name = posixpath.basename(prog.replace("\\", "/"))
    if name.lower().endswith(".exe"):
        name = name[:-4]
    m = _PY.match(name)
    return m.group(1) if m else name


UNINSTALLS = "uninstalls software from the machine"
# what a task's name says it does beyond building and testing (`make deploy`, `scripts/seed-db.sh`)
_TASK_NAMES = (
    (re.compile(r"deploy|ship|\bprod|production|rollout|promote", re.I), "deploy", "deploys"),
    # (`pub:beta`, `pub-next`: "pub" as a word of the name, not inside "public")
    (re.compile(r"publish|release|upload|push|(?:^|[-_.:\s])pub(?:$|[-_.:\s])", re.I), "publish", "publishes or releases"),
    (re.compile(r"destroy|teardown|nuke|wipe|purge|drop", re.I), "delete", "destroys data"),
    (re.compile(r"\b(?:db|database|migrat\w*|seed)\b|db:", re.I), "alter_data", "changes a database"),
    # restoring puts a backup over what is there now; a backup target copies the data somewhere of its own
    (re.compile(r"(?:^|[-_.:\s])(?:restore|backup|snapshot)s?(?:$|[-_.:\s])", re.I), "alter_data", "backs up or restores data"),
    (re.compile(r"^(?:un)?install$", re.I), "system", "installs onto the machine"),
    # `cold-install`, `install_system`: an install target under another word still installs onto the machine
    # (`install-deps`, `install-hooks`, `npm install` name what they fetch into the project)
    (re.compile(r"^(?:(?!(?:npm|pip|pip3|yarn|pnpm|bun|bundle|deps|dev|venv|poetry|uv|go|cargo|composer|gem|node|js|py|python|"
                r"hooks?|pre-commit|test|tests|ci|editable)[-_])[\w]+[-_])?install(?:[-_](?:system|global|bin|all|user))?$", re.I),
     "system", "installs onto the machine"),
    # `uninstall-brew.sh`, `deinstall_docker`: software goes off the machine, not out of the project
    (re.compile(r"(?:^|[-_.:\s])(?:un|de)install(?:$|[-_.:\s])", re.I), "system", UNINSTALLS),
)
# the words of a script's name that say it builds, tests or checks the project, like `make test`
_WORK_WORDS = frozenset({"build", "test", "tests", "check", "checks", "lint", "typecheck", "compile", "spec", "specs",
                         "fmt", "format", "bench", "benchmark"})
# the folders a project keeps its tests in: a script there is part of the test suite
_TEST_FOLDERS = frozenset({"test", "tests", "spec", "specs", "t", "__tests__"})
_SCRIPT_SUFFIX = re.compile(r"\.(?:py|sh|bash|zsh|js|mjs|cjs|ts|mts|cts|rb|pl|php|ps1)$")


def task_kind(name: str) -> tuple[str, str] | None:
    """The effect kind and the words for what a task named ``name`` does by its name, or None."""
    for pattern, kind, what in _TASK_NAMES:
        if pattern.search(name):
            return kind, what
    return None


def named_work(path: str) -> str:
    """A project script's name when it says the script builds or tests (``scripts/build``,
    ``tests/test_api.sh``, ``ci/test-all``), or when it sits right in the project's test folder
    (``test/runner.rb``, ``spec/run``): the name, to be read further like a task's
    (``test-deploy`` deploys); "" for any other script."""
    parts = path.rstrip("/").split("/")
    stem = _SCRIPT_SUFFIX.sub("", parts[-1])
    in_tests = len(parts) > 1 and parts[-2] in _TEST_FOLDERS
    return stem if in_tests or _WORK_WORDS & set(re.split(r"[-_.]", stem.lower())) else ""
