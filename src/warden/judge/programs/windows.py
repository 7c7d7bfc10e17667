"""PowerShell cmdlets and cmd.exe built-ins that agents run on Windows machines.

PowerShell names are case-insensitive; the table holds the usual spellings and the
aliases agents use. Paths are judged like any other (``C:\\…`` is never inside a POSIX
project). ``Invoke-Expression`` is in :mod:`.code`, the web cmdlets in :mod:`.net`.
"""

from __future__ import annotations

from warden.judge import effects as E
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_VALUES = {"-path", "-literalpath", "-destination", "-filter", "-include", "-exclude", "-value", "-name", "-itemtype",
           "-encoding", "-pattern", "-depth", "-first", "-last", "-tail", "-totalcount", "-id", "-processname"}


def _paths(c: Cmd) -> tuple[list[Word], dict[str, Word]]:
    words = c.words[1:]
    positional: list[Word] = []
    named: dict[str, Word] = {}
    i = 0
    while i < len(words):
        t = words[i].text.lower()
        if t in _VALUES and i + 1 < len(words):
            named[t] = words[i + 1]
            i += 2
            continue
        if not t.startswith("-"):
            positional.append(words[i])
        i += 1
    return positional, named


def reader(c: Cmd) -> list[Effect]:
    pos, named = _paths(c)
    target = named.get("-path") or named.get("-literalpath") or (pos[0] if pos else None)
    return c.read(target) if target is not None else [c.eff(E.READ)]


def select_string(c: Cmd) -> list[Effect]:
    pos, named = _paths(c)
    target = named.get("-path") or named.get("-literalpath") or (pos[1] if len(pos) > 1 else None)
    return c.read(target) if target is not None else [c.eff(E.READ)]


def remove(c: Cmd) -> list[Effect]:
    pos, named = _paths(c)
    targets = [w for w in (named.get("-path"), named.get("-literalpath")) if w is not None] + pos
    return [e for w in targets for e in c.delete(w)] or [c.eff(E.READ)]


def write(c: Cmd) -> list[Effect]:
    pos, named = _paths(c)
    target = named.get("-path") or named.get("-literalpath") or named.get("-filepath") or (pos[0] if pos else None)
    return c.write(target) if target is not None else [c.eff(E.UNKNOWN, c.name, "writes to a path it does not show")]


def copy(c: Cmd) -> list[Effect]:
    pos, named = _paths(c)
    source = named.get("-path") or named.get("-literalpath") or (pos[0] if pos else None)
    dest = named.get("-destination") or (pos[1] if len(pos) > 1 else None)
    out = c.read(source) if source is not None else []
    if c.name.lower() in ("move-item", "move", "mi") and source is not None:
        out += [e for e in c.write(source) if e.kind != E.WRITE_PROJECT]
    return out + (c.write(dest) if dest is not None else [])


READ = lambda c: [c.eff(E.READ)]  # noqa: E731
_READS = ("Get-ChildItem", "gci", "dir", "Get-Location", "gl", "pwd", "Test-Path", "Write-Host", "Write-Output",
          "Get-Process", "gps", "Get-Service", "Get-Command", "gcm", "Get-Item", "gi", "Get-Date", "Get-Help",
          "Resolve-Path", "Split-Path", "Join-Path", "Measure-Object", "Select-Object", "Where-Object", "ForEach-Object",
          "Sort-Object", "Format-Table", "Format-List", "Out-String", "Get-Member", "ConvertTo-Json", "ConvertFrom-Json",
          "Set-Location", "sl", "Push-Location", "Pop-Location", "Start-Sleep", "Get-Host", "Get-Module",
          "Get-ExecutionPolicy", "Get-FileHash", "where", "ver", "cls", "Clear-Host", "Get-PSDrive", "Get-Alias")
_WRITES = ("New-Item", "ni", "Set-Content", "sc", "Add-Content", "ac", "Out-File", "md")
_DELETES = ("Remove-Item", "ri", "del", "erase", "rd", "Clear-Content")

PROGRAMS: dict = {}
for _name in _READS:
    PROGRAMS[_name] = READ
for _name in ("Get-Content", "gc", "type"):
    PROGRAMS[_name] = reader
for _name in _WRITES:
    PROGRAMS[_name] = write
for _name in _DELETES:
    PROGRAMS[_name] = remove
PROGRAMS.update({
    "Select-String": select_string, "sls": select_string, "Copy-Item": copy, "copy": copy, "cpi": copy,
    "Move-Item": copy, "move": copy, "mi": copy, "Stop-Process": lambda c: [c.eff(E.SYSTEM, c.name, "stops processes")],
    "Set-ExecutionPolicy": lambda c: [c.eff(E.SYSTEM, c.name, "changes which scripts Windows runs")],
    "Start-Process": lambda c: [c.eff(E.UNKNOWN, c.name, "starts a program the command names elsewhere")],
    "Set-ItemProperty": lambda c: [c.eff(E.UNKNOWN, c.name, "changes item properties or the registry")],
})
PROGRAMS.update({k.lower(): v for k, v in list(PROGRAMS.items())})
