"""Program names as the judge looks them up, and which programs fetch from the network."""

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
