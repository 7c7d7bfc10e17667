"""Programs that read and print: file viewers, searches, filters, shell builtins.

Reading is allowed anywhere, except secrets, a person's private files and configuration
files outside the project (see :meth:`warden.judge.commands.Cmd.read`). Tools that only
print names, sizes or counts (``ls``, ``wc``, ``grep -l``) read metadata and never expose
a secret. ``sed -i``, ``sort -o`` and the like write; a ``sed`` or ``awk`` program that
writes files or runs commands itself is ``unknown``.
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge.leaks import seeks_secrets
from warden.judge.leaks import SECRET_VAR, environment
from warden.judge.programs.base import just, reader
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_SED_WRITES = re.compile(r"(?:^|[;{}\n])\s*(?:[0-9$,/!~^.*\\\[\]a-zA-Z]*?\s*)?[wWe](?:\s|$)|/[gpiImM0-9]*[we](?:\s|$)")
_AWK_RUNS = re.compile(r"\bsystem\s*\(|\|\s*getline|\bprintf?\b[^;{}]*[>|]|\bclose\s*\(|fflush\s*\(\s*\"")


def grep(c: Cmd) -> list[Effect]:
    rg = c.name in ("rg", "ag", "ack", "ugrep")
    takes = ["-e", "-f", "-m", "-A", "-B", "-C", "--include", "--exclude", "--exclude-dir", "-d", "-D", "--label",
             "--max-count", "--regexp", "--file", "--context", "--after-context", "--before-context"]
    if rg:
        takes += ["-g", "--glob", "-t", "--type", "-T", "--type-not", "--iglob", "-M", "--max-columns", "-E",
                  "--encoding", "--max-depth", "-j", "--threads", "-r", "--replace", "--sort", "--sortr",
                  "--type-add", "--max-filesize", "--pre", "--pre-glob", "--ignore-file", "--colors", "--path-separator"]
    o = c.opts(takes)
    if o.has("--pre"):
        return [c.eff(E.UNKNOWN, "rg --pre", "runs a preprocessor command on every file")]
    patterns = o.all("-e", "--regexp")
    pos = list(o.positional)
    if not patterns and not o.has("-f", "--file") and not (rg and o.has("--files")) and pos:
        patterns = [pos.pop(0)]
    meta = o.has("-l", "-L", "-c", "-q", "--files-with-matches", "--files-without-match", "--count", "--quiet",
                 "--files", "--silent", "--count-matches")
    recursive = rg or o.has("-r", "-R", "--recursive", "--dereference-recursive")
    hidden = o.has("--hidden", "--no-ignore", "-u", "--unrestricted", "-uu", "-uuu", "-.")
    secretish = any(seeks_secrets(p.text) or SECRET_VAR.search(p.text) for p in patterns)
    out = [e for f in o.all("-f", "--file") for e in c.read(f)]
    if not pos and recursive and c.sc.stdin is None:
        pos = [Word(".")]
    for w in pos:
        if w.text == "-":
            continue
        if recursive and not meta:
            out += c.search(w, hidden, secretish)
        else:
            out += c.read(w, content=not meta)
    return out or [c.eff(E.READ)]


def sed(c: Cmd) -> list[Effect]:
    words = list(c.words[1:])
    in_place = False
    scripts: list[Word] = []
    files: list[Word] = []
    i = 0
    while i < len(words):
        t = words[i].text
        if t in ("-i", "--in-place") or t.startswith(("-i", "--in-place=")) and not t.startswith("-if"):
            in_place = True
            if t == "-i" and i + 1 < len(words) and words[i + 1].text in ("", "''"):
                i += 1  # BSD: -i '' (no backup suffix)
        elif t in ("-e", "--expression") and i + 1 < len(words):
            scripts.append(words[i + 1])
            i += 1
        elif t in ("-f", "--file") and i + 1 < len(words):
            return [c.eff(E.UNKNOWN, words[i + 1].text, "runs a sed script from a file")]
        elif t.startswith("-") and len(t) > 1:
            if "i" in t[1:] and not t.startswith("--"):
                in_place = True
        elif not scripts:
            scripts.append(words[i])
        else:
            files.append(words[i])
        i += 1
    out: list[Effect] = []
    if any(_SED_WRITES.search(s.text) for s in scripts):
        out.append(c.eff(E.UNKNOWN, "sed", "the sed program writes files or runs commands"))
    elif any(s.dynamic for s in scripts):
        # a value with a `/` in it ends the address and starts a command of its own (`w FILE`, `e CMD`)
        out.append(c.eff(E.UNKNOWN, "sed", "a variable fills in the sed program, so it may write files or run commands"))
    for w in files:
        out += c.write(w) if in_place else c.read(w)
    return out or [c.eff(E.READ)]


def awk(c: Cmd) -> list[Effect]:
    o = c.opts(("-F", "-v", "-f", "--field-separator", "--assign", "--file", "-i", "--include", "-W"))
    if o.has("-f", "--file"):
        return [c.eff(E.UNKNOWN, "awk -f", "runs an awk program from a file")]
    pos = list(o.positional)
    program = pos.pop(0) if pos else None
    out: list[Effect] = []
    if program is not None and not program.dynamic and (env := environment(program.text)):
        out.append(c.eff(E.CREDENTIALS, "awk", f"the awk program {env}"))
    if program is not None and (program.dynamic or _AWK_RUNS.search(program.text)):
        out.append(c.eff(E.UNKNOWN, "awk", "the awk program writes files or runs commands"))
    inplace = any(v.text == "inplace" for v in o.all("-i", "--include"))
    for w in pos:
        if "=" in w.text and not w.text.startswith(("/", ".")):
            continue  # var=value assignment
        out += c.write(w) if inplace else c.read(w)
    return out or [c.eff(E.READ)]


def sort(c: Cmd) -> list[Effect]:
    o = c.opts(("-o", "--output", "-k", "--key", "-t", "--field-separator", "-S", "--buffer-size", "-T",
                "--temporary-directory", "--parallel", "--files0-from"))
    out = [e for w in o.positional for e in c.read(w)]
    target = o.value("-o", "--output")
    return out + (c.write(target) if target else []) or [c.eff(E.READ)]


def uniq(c: Cmd) -> list[Effect]:
    o = c.opts(("-f", "-s", "-w", "--skip-fields", "--skip-chars", "--check-chars"))
    pos = o.positional
    return (c.read(pos[0]) if pos else []) + (c.write(pos[1]) if len(pos) > 1 else []) or [c.eff(E.READ)]


def yq(c: Cmd) -> list[Effect]:
    o = c.opts(("-o", "--output-format", "-p", "--input-format", "--arg", "--indent", "-I", "--from-file"))
    pos = o.positional[1:]
    if o.has("-i", "--inplace"):
        return [e for w in pos for e in c.write(w)] or [c.eff(E.READ)]
    return [e for w in pos for e in c.read(w)] or [c.eff(E.READ)]


def jq(c: Cmd) -> list[Effect]:
    o = c.opts(("--arg", "--argjson", "-f", "--from-file", "--slurpfile", "--rawfile", "--indent", "-L", "--tab"))
    out = [e for n in ("--slurpfile", "--rawfile") for w in o.all(n) for e in c.read(w)]
    pos = o.positional if o.has("-f", "--from-file") else o.positional[1:]
    program = o.positional[0] if o.positional and not o.has("-f", "--from-file") else None
    if program is not None and not program.dynamic and (env := environment(program.text, jq=True)):
        out.append(c.eff(E.CREDENTIALS, c.name, f"the jq program {env}"))
    return out + [e for w in pos for e in c.read(w)] or [c.eff(E.READ)]


def source(c: Cmd) -> list[Effect]:
    """``source FILE`` runs FILE in this shell: a virtualenv's activate script or the
    person's own shell startup files are known; anything else is a script."""
    if len(c.words) < 2:
        return [c.eff(E.READ)]
    w = c.words[1]
    if re.search(r"(?:^|/)bin/activate(?:\.\w+)?$", w.text):
        return [c.eff(E.INSTALL_LOCAL, w.text, "activates a virtual environment")]
    if re.fullmatch(r"~/\.(?:zshrc|bashrc|profile|bash_profile|zprofile|zshenv)", w.text):
        return [c.eff(E.READ, w.text, "loads the person's own shell settings")]
    return c.script(w)


def printenv(c: Cmd) -> list[Effect]:
    names = [w.text for w in c.words[1:] if not w.text.startswith("-")]
    if not names or any(SECRET_VAR.search(n) for n in names):
        return [c.eff(E.CREDENTIALS, c.name, "prints environment variables, which hold secrets")]
    return [c.eff(E.READ)]


def set_builtin(c: Cmd) -> list[Effect]:
    args = [w.text for w in c.words[1:]]
    if not args or args in (["-p"], ["-x"], ["-px"]) and c.name in ("export", "declare", "typeset"):
        return [c.eff(E.CREDENTIALS, c.name, "prints shell variables, which hold secrets")]
    return [c.eff(E.READ)]


def kill(c: Cmd) -> list[Effect]:
    args = [w.text for w in c.words[1:]]
    if c.name == "kill" and (args[:1] == ["-0"] or args and all(a.startswith("%") or a.startswith("-") for a in args)
                             or args[:1] in (["-l"], ["-L"])):
        return [c.eff(E.READ)]  # a check, a list of signals, or this shell's own job
    return [c.eff(E.SYSTEM, c.name, "stops processes the command cannot show are the project's own")]


def media(c: Cmd) -> list[Effect]:
    """``ffmpeg``, ``convert``, ``pandoc``: read inputs, write the last (or ``-o``) output."""
    o = c.opts(("-i", "-o", "--output", "-f", "-t", "-c", "-vf", "-af", "-s", "-r", "-b", "-ss", "-to", "-map",
                "-filter_complex", "-resize", "-quality", "-density", "--from", "--to", "-w", "--template"))
    if o.has("-version", "--version", "-h", "--help", "-v"):
        return [c.eff(E.READ)]
    inputs = o.all("-i")
    output = o.value("-o", "--output")
    pos = list(o.positional)
    if output is None and pos and c.name != "pandoc":
        output = pos.pop()
    out = [e for w in inputs + pos for e in c.read(w)]
    return out + (c.write(output) if output else [])


def fd(c: Cmd) -> list[Effect]:
    if any(w.text in ("-x", "--exec", "-X", "--exec-batch") for w in c.words[1:]):
        return [c.eff(E.UNKNOWN, "fd --exec", "runs a command on every file it finds")]
    return [c.eff(E.READ)]


_LAUNCHES = re.compile(r"\.(?:app|command|tool|pkg|dmg|exe|msi|bat|cmd|sh|ps1|scpt|workflow|jar)/?$", re.I)


def opener(c: Cmd) -> list[Effect]:
    """``open``/``xdg-open``/``code``: showing a file, a folder or a page is a read;
    launching a program or installing an editor extension is not."""
    args = c.args
    if any(a.startswith("--install-extension") or a.startswith("--uninstall-extension") for a in args):
        return [c.eff(E.SYSTEM, f"{c.name} --install-extension", "installs an editor extension")]
    if c.name in ("code", "code-insiders", "cursor") and args[:1] in (["tunnel"], ["serve-web"]):
        return [c.eff(E.SEND, f"{c.name} {args[0]}", "opens this machine to remote control over the network")]
    if c.name == "start" or any(_LAUNCHES.search(a) for a in args) or "-a" in args and c.name == "open":
        return [c.eff(E.UNKNOWN, c.name, "launches a program")]
    return [c.eff(E.READ)]


def journalctl(c: Cmd) -> list[Effect]:
    if any(a.startswith(("--vacuum", "--rotate", "--flush", "--relinquish")) for a in c.args):
        return [c.eff(E.SYSTEM, "journalctl --vacuum", "deletes or rotates system logs")]
    return [c.eff(E.READ)]


def tree(c: Cmd) -> list[Effect]:
    o = c.opts(("-o", "-L", "-P", "-I", "--filelimit", "--charset", "-H", "--sort", "--timefmt"))
    target = o.value("-o")
    return c.write(target) if target is not None else [c.eff(E.READ)]


def iconv(c: Cmd) -> list[Effect]:
    o = c.opts(("-f", "-t", "-o", "--from-code", "--to-code", "--output"))
    out = [e for w in o.positional for e in c.read(w)]
    target = o.value("-o", "--output")
    return out + (c.write(target) if target is not None else []) or [c.eff(E.READ)]


READ = just(E.READ)
_CONTENT = ("cat", "tac", "nl", "less", "more", "most", "bat", "batcat", "strings", "xxd", "od", "hexdump", "base64",
            "base32", "diff", "diff3", "sdiff", "colordiff", "comm", "join", "paste", "cut", "fold", "fmt", "rev", "pr",
            "expand", "unexpand", "zcat", "bzcat", "xzcat", "zless", "zgrep", "tr", "column", "look", "view")
_META = ("ls", "ll", "la", "exa", "eza", "lsd", "du", "df", "stat", "file", "wc", "md5sum", "sha1sum",
         "sha256sum", "sha512sum", "shasum", "md5", "cksum", "sum", "b2sum", "cmp", "realpath", "readlink",
         "basename", "dirname", "pwd", "dircolors", "namei", "lsattr")
_NOOP = ("echo", "printf", "true", "false", ":", "test", "[", "sleep", "date", "cal", "seq", "yes", "which", "type",
         "whereis", "hash", "id", "whoami", "groups", "logname", "uname", "uptime", "ps", "pgrep", "pstree", "top",
         "htop", "btop", "free", "nproc", "lscpu", "lsblk", "blkid", "lsof", "netstat", "ss", "ping",
         "ping6", "dig", "nslookup", "host", "traceroute", "tracepath", "mtr", "whois", "tput", "clear", "reset",
         "stty", "tty", "man", "help", "info", "tldr", "apropos", "whatis", "locale", "getconf", "arch", "cd",
         "pushd", "popd", "dirs", "unset", "alias", "unalias", "shopt", "read", "wait", "jobs", "fg", "bg", "exit",
         "return", "local", "readonly", "let", "times", "ulimit", "umask", "getent", "vmstat", "iostat",
         "mpstat", "lsusb", "lspci", "dmesg", "last", "w", "who", "bc", "expr", "shuf", "units",
         "factor", "numfmt", "cursor", "subl", "pbcopy",
         "logger", "say", "notify-send", "break", "continue", "shift", "getopts", "caller",
         "compgen", "complete", "sw_vers", "system_profiler", "lsb_release", "ldd", "nm", "objdump",
         "otool", "size", "readelf", "tsort",
         "uuidgen", "cowsay", "figlet", "lolcat", "pv", "ts", "fc-list", "xset", "wmctrl")

PROGRAMS = {name: reader() for name in _CONTENT}
PROGRAMS.update({name: READ for name in _META + _NOOP})
PROGRAMS.update({
    "head": reader(("-n", "-c", "--lines", "--bytes")), "tail": reader(("-n", "-c", "--lines", "--bytes", "-s",
                                                                        "--pid", "--sleep-interval")),
    "grep": grep, "egrep": grep, "fgrep": grep, "rg": grep, "ag": grep, "ack": grep, "ugrep": grep,
    "git-grep": grep, "sed": sed, "gsed": sed, "awk": awk, "gawk": awk, "mawk": awk, "nawk": awk,
    "sort": sort, "uniq": uniq, "jq": jq, "yq": yq, "gojq": jq, "jaq": jq, "source": source, ".": source,
    "history": lambda c: [c.eff(E.DELETE, "history -c", "clears the shell history")] if any(
        a.startswith(("-c", "-d", "-w")) for a in c.args) else [c.eff(E.CREDENTIALS, "history",
                                                                      "prints shell history, where secrets get pasted")],
    "exec": READ, "command": READ, "printenv": printenv, "env": printenv, "set": set_builtin, "export": set_builtin,
    "declare": set_builtin, "typeset": set_builtin,
    "kill": kill, "pkill": kill, "killall": kill, "skill": kill, "ffmpeg": media, "ffprobe": READ, "convert": media,
    "magick": media, "pandoc": media, "pbpaste": just(E.PERSONAL, "reads the clipboard"),
    "vim": just(E.UNKNOWN, "opens an interactive editor"), "vi": just(E.UNKNOWN, "opens an interactive editor"),
    "nano": just(E.UNKNOWN, "opens an interactive editor"), "emacs": just(E.UNKNOWN, "opens an interactive editor"),
    "trap": just(E.UNKNOWN, "sets a command to run later, on a signal"),
    "tmux": just(E.UNKNOWN, "drives terminal sessions"), "screen": just(E.UNKNOWN, "drives terminal sessions"),
    "find": reader(("-name", "-iname", "-path", "-ipath", "-type", "-newer", "-mtime", "-mmin", "-size", "-maxdepth",
                    "-mindepth", "-user", "-group", "-perm", "-regex", "-iregex", "-printf", "-wholename"), content=False),
    "dc": lambda c: [c.eff(E.UNKNOWN, "dc !", "runs a shell command from dc code")] if any("!" in a for a in c.args)
    else [c.eff(E.READ)],
    "fd": fd, "fdfind": fd, "open": opener, "xdg-open": opener, "start": opener, "code": opener,
    "journalctl": journalctl, "tree": tree, "iconv": iconv,
    "sponge": lambda c: [e for w in c.opts().positional for e in c.write(w)] or [c.eff(E.READ)],
})
