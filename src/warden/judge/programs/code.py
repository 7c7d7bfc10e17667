"""Interpreters and database shells: code in the command is read; code elsewhere is not.

Inline code (``python -c``, ``node -e``, a heredoc fed to ``python -``) is visible, so it
is scanned: code that shows no file writes, deletes, processes, network calls, dynamic
evaluation or environment access runs as build work; anything else is ``unknown``, and a
mutating database statement in it (``DROP``, ``DELETE``, ``SET`` …) is held. A script
file's code is not in the command: ``unknown``. A shell or interpreter reading code from
a download (``curl … | sh``, ``irm … | iex``) runs code fetched from the network.

Database shells are judged by the statements they are given: reads (``SELECT``,
``SHOW``, ``MATCH … RETURN``, redis ``GET``) are reads; ``DROP``/``TRUNCATE``/``DELETE``/
``FLUSHALL`` delete; other writes change data. No statement in sight means an
interactive shell or a file of statements: ``unknown``.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from warden.judge import effects as E
from warden.judge.launchers import secret_paths
from warden.judge.leaks import environment
from warden.judge.names import FETCHERS, fetched, program_name
from warden.judge.programs.base import operation, script_target
from warden.judge.programs.rlang import r_package_work
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_RISKY_CODE = re.compile(
    r"\bos\s*\.\s*(?:system|popen|remove|unlink|rmdir|removedirs|rename|replace|makedirs|mkdir|chmod|chown|kill|exec\w*"
    r"|spawn\w*|environ|getenv|putenv|fork|truncate|symlink|link|write)\b|\bsubprocess\b|\bshutil\b|\bsocket\b"
    r"|\brequests\b|\burllib\d?\b|\bhttpx\b|\baiohttp\b|\bhttp\.(?:client|server)\b|\bsocketserver\b|\bxmlrpc\b"
    r"|\bwsgiref\b|\basyncio\b|\bselectors\b|\bsmtplib\b|\bftplib\b|\btelnetlib\b"
    r"|\bparamiko\b|\bboto3?\b|\bpickle\b|\bmarshal\b|\bctypes\b|\bimportlib\b|__import__|\beval\s*\(|\bexec\s*\("
    r"|(?<![.\w])compile\s*\(|\bgetattr\s*\(|\bsetattr\s*\(|\.write_(?:text|bytes)\b"
    r"|\.unlink\s*\(|\.rmdir\s*\(|\brmtree\b|\.write\s*\(|\.writelines\s*\(|\bchild_process\b"
    r"|require\s*\(\s*['\"](?:node:)?(?:fs|fs/promises|child_process|http|https|net|dgram|tls|cluster|worker_threads)['\"]"
    r"|\bimport\s*\(|\bfrom\s+['\"](?:node:)?(?:fs|child_process|http|https|net)['\"]|\bfs\s*\."
    r"|\bprocess\s*\.\s*(?:env|kill|exit|binding)"
    r"|\bfetch\s*\(|XMLHttpRequest|\bDeno\s*\.|\bBun\s*\.|`|\bsystem\s*\(|\bFile\s*\.\s*(?:write|delete|open)"
    r"|\bFileUtils\b|\bNet::HTTP\b|\bIO\s*\.\s*popen\b|%x|\bKernel\b|\bunlink\s*\("
    r"|\bPath\s*\([^)]*\)\s*\.\s*(?:write|unlink|rename|rmdir|touch|mkdir)"
    r"|\bsys\s*\.\s*modules|\bsqlite3\b|\bpsycopg\d?\b|\bpymongo\b|\bredis\b|\bsqlalchemy\b|\bwebbrowser\b"
    r"|\bsignal\b|\bthreading\b|\bmultiprocessing\b|\bbase64\b|\bcodecs\b|\bzlib\b|\bchr\s*\("
    r"|\bos\b|\bdotenv\b|\bload_dotenv\b|\bglobals\s*\(|__builtins__|__class__|__subclasses__"
    r"|\bconstructor\b|\bFunction\s*\(|\bglobalThis\b|\bglobal\s*\.|\batob\b|\bBuffer\s*\.\s*from"
    r"|\bprocess\s*\.\s*(?!version|versions|platform|arch|argv|cwd|pid|uptime|memoryUsage|hrtime|stdout\.write)"
    r"|\bmodule\s*\.|\brequire\s*\.|\bsetattr\b|\bvars\s*\(|\bbuiltins\b|\bsys\s*\.\s*(?!argv|version|path"
    r"|platform|executable|exit|stdout\.write|stderr\.write|maxsize|stdin\b)")
_DELETE_STATEMENT = re.compile(r"\b(?:DROP|TRUNCATE|DELETE|FLUSHALL|FLUSHDB|DETACH\s+DELETE|dropDatabase|deleteMany"
                               r"|deleteOne|drop\s*\(|UNLINK|DEL)\b")
_WRITE_STATEMENT = re.compile(r"\b(?:INSERT|UPDATE|ALTER|CREATE|MERGE|SET|REMOVE|GRANT|REVOKE|REPLACE|UPSERT|COPY"
                              r"|VACUUM|REINDEX|CLUSTER|RENAME|LOAD|IMPORT|RESTORE|insertOne|insertMany|updateOne"
                              r"|updateMany|replaceOne|createIndex|HSET|HMSET|HDEL|LPUSH|RPUSH|SADD|ZADD|INCR|DECR|EXPIRE"
                              r"|MSET|APPEND|CONFIG\s+SET|SHUTDOWN|MIGRATE|RENAME|BGSAVE|SAVE|SLAVEOF|REPLICAOF|MODULE"
                              r"|EVAL|SCRIPT|ATTACH|DEBUG|pg_terminate_backend|pg_cancel_backend|pg_drop\w*"
                              r"|pg_reload_conf|pg_promote|lo_unlink|lo_import|lo_export|dblink\w*|load\s*\(|\\copy|\\i|\\o|\\!|\.import|\.output|\.shell|\.system|\.once|\.save)\b")


# a path's methods that change the file system (pathlib's Path), or reach the home directory (whose
# files the command's words do not show): reading a project path (`read_text`, `glob`) is fine
_PATH_CHANGES = re.compile(r"\.(?:rename|replace|mkdir|touch|chmod|lchmod|symlink_to|hardlink_to|link_to|open|unlink"
                           r"|rmdir|write_text|write_bytes|home|expanduser)\s*\(")
_OPEN = re.compile(r"\bopen\s*\(")
# an open() that only reads: one plain argument (a literal, a name, `sys.argv[1]`), a read mode, an encoding
_ARG = r"(?:'[^'\n]{0,500}'|\"[^\"\n]{0,500}\"|[\w.]{1,200}(?:\[[\w'\"-]{0,50}\])?)"
_READ_OPEN = re.compile(rf"open\s*\(\s*{_ARG}\s*(?:,\s*(?:mode\s*=\s*)?['\"](?:r|rb|br|rt|tr)['\"]\s*)?"
                        rf"(?:,\s*(?:encoding|errors|newline)\s*=\s*{_ARG}\s*)*\)")


def _opens_to_write(text: str) -> str:
    """The first ``open(`` call that may write (a write mode, a mode or a path computed by
    a call the reader cannot follow): "" when every one reads a plain path."""
    for m in _OPEN.finditer(text):
        if not _READ_OPEN.match(text, m.start()):
            return text[m.start():m.start() + 40]
    return ""


# printing literals and arithmetic only: a printed expression may call anything (`puts File.read(…)`)
_LITERAL = r"(?:\"[^\"$#{}\\]*(?:\\.[^\"$#{}\\]*)*\"|'[^'\\]*(?:\\.[^'\\]*)*'|[\d\s+\-*/.%()]+|[A-Z_]*VERSION|\$\])"
_PRINT_ONLY = re.compile(rf"(?:\s*(?:print|puts|say|echo|printf|p|message|println)\s*\(?\s*{_LITERAL}"
                         rf"(?:\s*[,.]\s*{_LITERAL})*\s*\)?\s*;?\s*)+")


def _inline(c: Cmd, code: Word, what: str) -> list[Effect]:
    if fetched(code):
        return [c.eff(E.NETWORK_EXEC, what, "runs code downloaded from the network")]
    if code.dynamic:
        return [c.eff(E.UNKNOWN, what, f"runs {what} built at run time")]
    text = code.text
    secrets = secret_paths(c, text)
    if secrets:
        return secrets
    if env := environment(text):
        return [c.eff(E.CREDENTIALS, what, f"runs {what} that {env}")]
    if _DELETE_STATEMENT.search(text):
        return [c.eff(E.DELETE, what, f"runs {what} that deletes database data")]
    if _WRITE_STATEMENT.search(text) and re.search(r"\b(?:execute|run|query|session|cursor|db\.|sql|cypher)", text, re.I):
        return [c.eff(E.ALTER_DATA, what, f"runs {what} that changes database data")]
    if c.name == "Rscript" and (call := r_package_work(text)):
        return [c.eff(E.BUILD_TEST, what, f"runs {call}, a package's own build, test, document or style step")]
    scanned = c.name in ("python", "pypy", "pypy3", "node", "nodejs", "bun", "deno", "tsx", "ts-node")
    if not scanned and not _PRINT_ONLY.fullmatch(text):
        return [c.eff(E.UNKNOWN, what, f"runs {what} that the policy does not read")]
    m = _RISKY_CODE.search(text)
    risky = m.group(0).strip() if m else _opens_to_write(text) or (
        "pathlib" in text and (p := _PATH_CHANGES.search(text)) and p.group(0))
    if risky:
        return [c.eff(E.UNKNOWN, what, f"runs {what} that may write, delete, start processes or reach the network "
                                       f"({risky})")]
    return [c.eff(E.BUILD_TEST, what, f"runs {what} that only computes and prints")]


def _operands(c: Cmd, words: list[Word]) -> list[Effect]:
    """Files handed to inline code (``perl -ne … FILE``, ``sys.argv``): the code may print
    them, so a secret or private one is held."""
    return [e for w in words if not w.text.startswith("-") for e in c.read(w) if e.kind in (E.CREDENTIALS, E.PERSONAL)]


def _fetches(u) -> bool:
    return bool(u.words) and not u.words[0].dynamic and program_name(u.words[0].text) in FETCHERS


def _from_network(c: Cmd) -> bool:
    return c.sc.upstream.any(_fetches)


def _stdin_code(c: Cmd, what: str) -> list[Effect]:
    """An interpreter reading its program from standard input."""
    if _from_network(c):
        return [c.eff(E.NETWORK_EXEC, what, "runs code downloaded from the network")]
    heredoc = c.sc.heredoc
    if heredoc is not None and heredoc.heredoc is not None:
        return _inline(c, Word(heredoc.heredoc, not heredoc.literal and "$" in heredoc.heredoc), what)
    if c.sc.stdin in ("pipe", "file"):
        return [c.eff(E.UNKNOWN, what, "runs code piped in from another command or a file")]
    return [c.eff(E.UNKNOWN, what, "opens an interactive interpreter")]


_FLAGS = {
    "python": ("-c", "-m", ("-W", "-X", "-Q")),
    "node": (("-e", "--eval", "-p", "--print"), None, ("-r", "--require", "--import", "--loader", "--experimental-loader",
                                                         "--env-file", "--inspect-port", "--max-old-space-size")),
    "ruby": ("-e", None, ("-r", "-I", "-C")), "perl": (("-e", "-E"), None, ("-M", "-I", "-m")),
    "php": ("-r", None, ("-d", "-c", "-f")), "lua": ("-e", None, ("-l",)), "Rscript": ("-e", None, ()),
    "julia": ("-e", None, ()), "deno": (("eval",), None, ()), "tsx": (("-e", "--eval", "-p"), None, ()),
    "ts-node": (("-e", "--eval", "-p", "--print"), None, ()),
}


def interpreter(c: Cmd) -> list[Effect]:
    words = c.words[1:]
    name = c.name if c.name in _FLAGS else ("node" if c.name in ("nodejs", "bun") else c.name)
    code_flags, module_flag, value_flags = _FLAGS.get(name, ((), None, ()))
    code_flags = (code_flags,) if isinstance(code_flags, str) else code_flags
    i = 0
    out: list[Effect] = []
    while i < len(words):
        t = words[i].text
        if t in code_flags and i + 1 < len(words):
            # every `-e` runs (`Rscript -e A -e B`, `ruby -e A -e B`): each piece is read
            rest, pieces = words[i + 2:], [words[i + 1]]
            while len(rest) > 1 and rest[0].text in code_flags:
                pieces.append(rest[1])
                rest = rest[2:]
            if any(w.text in code_flags for w in rest):
                return out + [c.eff(E.UNKNOWN, t, f"runs several pieces of inline {c.name} code among other arguments")]
            return out + [e for p in pieces for e in _inline(c, p, f"inline {c.name} code")] + _operands(c, rest)
        if name == "perl" and t.startswith("-") and not t.startswith("--") and ("i" in t[1:] or "e" in t[1:]):
            if "i" in t[1:]:
                return out + [c.eff(E.UNKNOWN, "perl -i", "edits files in place with inline code")]
            return out + _inline(c, words[i + 1] if i + 1 < len(words) else Word(""), "inline perl code") + \
                _operands(c, words[i + 2:])
        if module_flag and t == module_flag and i + 1 < len(words):
            return out + module(c, words[i + 1], words[i + 2:])
        if module_flag and t.startswith(module_flag) and len(t) > 2 and not t.startswith("--"):
            return out + module(c, Word(t[2:]), words[i + 1:])
        if t == "-S" and name in ("ruby", "perl") and i + 1 < len(words):
            # the script is looked up on PATH: the installed program of that name (`ruby -S bundle exec …`)
            return out + c.run(words[i + 1:], f"{c.name} -S")
        if t in ("--version", "-V", "-v", "--help", "-h") and name != "perl":
            return [c.eff(E.READ)]
        if t in ("--test", "--check", "-c") and name == "node":
            return [c.eff(E.BUILD_TEST, "node --test")]
        if t in value_flags or any(t.startswith(f + "=") for f in value_flags if f.startswith("--")):
            if t in ("-r", "--require", "--import", "--loader", "--experimental-loader", "-M", "-d") and name != "python":
                out.append(c.eff(E.UNKNOWN, t, "loads extra code before the program"))
            i += 1 if "=" in t else 2
            continue
        if t == "-":
            return out + _stdin_code(c, f"{c.name} code")
        if t.startswith("-"):
            i += 1
            continue
        if name == "deno" and t in ("run", "test", "bench", "fmt", "lint", "check", "compile", "task", "install",
                                    "cache", "doc", "info", "repl", "serve"):
            return out + _deno(c, t, words[i + 1:])
        return out + c.script(words[i])
    return out + _stdin_code(c, f"{c.name} code")


def _deno(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    if sub in ("test", "bench", "check", "lint", "doc", "info", "cache", "compile", "serve"):
        return [c.eff(E.BUILD_TEST, f"deno {sub}")]
    if sub == "fmt":
        return [c.eff(E.WRITE_PROJECT, "deno fmt")]
    if sub == "task":
        names = [w.text for w in rest if not w.text.startswith("-")]
        return [script_target(c, names[0], "deno task")] if names else [c.eff(E.READ)]
    if sub == "install":
        return [c.eff(E.SYSTEM if any(w.text in ("-g", "--global") for w in rest) else E.INSTALL_LOCAL, "deno install")]
    target = next((w for w in rest if not w.text.startswith("-")), None)
    if target is not None and target.text.startswith(("http://", "https://", "npm:", "jsr:")):
        return [c.eff(E.NETWORK_EXEC, target.text, "runs code fetched from the network")]
    return c.script(target) if target is not None else [c.eff(E.UNKNOWN, "deno repl", "opens an interactive interpreter")]


_MODULES = {
    "pytest": E.BUILD_TEST, "unittest": E.BUILD_TEST, "py_compile": E.BUILD_TEST, "compileall": E.BUILD_TEST,
    "mypy": E.BUILD_TEST, "pyright": E.BUILD_TEST, "pylint": E.BUILD_TEST, "flake8": E.BUILD_TEST,
    "coverage": E.BUILD_TEST, "build": E.BUILD_TEST, "doctest": E.BUILD_TEST,
    "venv": E.INSTALL_LOCAL, "virtualenv": E.INSTALL_LOCAL, "ensurepip": E.INSTALL_LOCAL, "json.tool": E.READ,
    "site": E.READ, "sysconfig": E.READ, "platform": E.READ, "this": E.READ, "tabnanny": E.BUILD_TEST,
    "pydoc": E.READ, "uvicorn": E.BUILD_TEST, "gunicorn": E.BUILD_TEST,
    "flask": E.BUILD_TEST, "streamlit": E.BUILD_TEST, "pdb": E.UNKNOWN,
    "zipfile": E.UNKNOWN, "tarfile": E.UNKNOWN, "smtpd": E.SEND, "webbrowser": E.READ,
}


def module(c: Cmd, mod: Word, rest: list[Word]) -> list[Effect]:
    """``python -m MODULE``: a known tool is judged as itself."""
    name = mod.text
    if name in ("pip", "twine", "ruff", "black", "isort", "pre_commit", "mkdocs", "poetry", "pipx", "uv", "jupyter",
                "nox", "tox", "pytest", "mypy", "coverage", "alembic", "pre-commit"):
        # judged as the tool itself; pip keeps the interpreter's directory (a virtualenv shows there)
        tool = name.replace("_", "-")
        prog = c.words[0].text.rsplit("/", 1)[0] + "/" + tool if "/" in c.words[0].text else tool
        return c.inner([Word(prog)] + rest)
    if name == "http.server":
        from warden.judge.programs.tools import static_server

        return static_server(c.sibling([Word("http.server")] + rest, "http.server"))
    if name in ("uvicorn", "gunicorn", "hypercorn", "daphne", "flask", "streamlit"):
        from warden.judge.programs.tools import app_server

        return app_server(c.sibling([mod] + rest, name))
    kind = _MODULES.get(name)
    if kind is None:
        # a module's own CLI says what it does by its subcommand, like a program's (`python -m tool publish`)
        op = operation(c.sibling([mod] + rest, name)) if not mod.dynamic else None
        return [c.eff(E.UNKNOWN, name, f"runs the python module {name}, which the policy does not know")] + ([op] if op else [])
    return [c.eff(kind, f"python -m {name}")]


def shell_program(c: Cmd) -> list[Effect]:
    """``bash script.sh``, or a shell reading its script from a pipe (``-c`` and heredocs are
    parsed before this; see :mod:`warden.judge.wrappers`)."""
    pos = [w for w in c.words[1:] if not w.text.startswith(("-", "+"))]
    checks = any(re.fullmatch(r"-[a-zA-Z]*n[a-zA-Z]*", w.text) for w in c.words[1:c.words.index(pos[0])]) if pos else False
    if pos and checks and c.name in ("bash", "sh", "zsh", "dash", "ksh"):
        return c.read(pos[0])  # `-n`: the shell parses the script and runs none of it
    if pos and c.name not in ("iex", "invoke-expression", "Invoke-Expression"):
        return c.script(pos[0])
    if c.name in ("iex", "invoke-expression", "Invoke-Expression") and pos:
        return shell_string(c, pos[0])
    return _stdin_code(c, f"{c.name} commands")


def shell_string(c: Cmd, word: Word) -> list[Effect]:
    if word.dynamic:
        return [c.eff(E.UNKNOWN, word.text, "runs a command string built at run time")]
    from warden.judge.shell import ShellSyntaxError, parse

    try:
        inner = parse(word.text, c.sc.cwd, c.place.home)
    except ShellSyntaxError as e:
        return [c.eff(E.UNKNOWN, word.text, str(e))]
    return [e for sc in inner for e in c.inner(sc.words) + ([] if not sc.redirects else
                                                             [x for r in sc.redirects if r.target for x in c.write(r.target)])]


def concurrently(c: Cmd) -> list[Effect]:
    o = c.opts(("-n", "--names", "-c", "--prefix-colors", "-p", "--prefix", "-k", "--kill-others", "--max-processes"))
    return [e for w in o.positional for e in shell_string(c, w)] or [c.eff(E.READ)]


def _statements(c: Cmd, flags: tuple[str, ...], positional_sql: int | None, file_flags: tuple[str, ...]) -> list[Word] | None:
    o = c.opts(flags + file_flags + ("-h", "--host", "-p", "--port", "-U", "--username", "-u", "--user", "-d",
                                     "--dbname", "-D", "--database", "-P", "-S", "--socket", "-a", "--pass", "-n"))
    if o.has(*file_flags):
        return None
    found = o.all(*flags)
    if positional_sql is not None and len(o.positional) > positional_sql:
        found += o.positional[positional_sql:]
    return found


def database(c: Cmd) -> list[Effect]:
    name = c.name
    out: list[Effect] = []
    if any(w.text.startswith(("-p", "--password")) and len(w.text) > 2 and name in ("mysql", "mariadb", "mysqldump")
           for w in c.words[1:]) or "-a" in c.args and name == "redis-cli":
        out.append(c.eff(E.CREDENTIALS, name, "puts a database password on the command line"))
    if any(re.match(r"^\w+://[^/@\s:]+:[^/@\s]+@", w.text) for w in c.words[1:]):
        out.append(c.eff(E.CREDENTIALS, name, "puts a password in a connection string"))
    if name in ("pg_dump", "mysqldump", "mongodump", "pg_dumpall"):
        if host := _remote_host(c):
            return out + [c.eff(E.CREDENTIALS, host, "copies every row of a database on another machine (its users' "
                                                     "records) onto this one")]
        return out + [c.eff(E.READ, name, "reads a whole database")]
    if name in ("dropdb", "dropuser"):
        return out + [c.eff(E.DELETE, name, "drops a database")]
    if name in ("createdb", "pg_restore", "mongorestore", "createuser"):
        return out + [c.eff(E.ALTER_DATA, name, "creates or restores a database")]
    if name == "redis-cli":
        words = c.opts(("-h", "-p", "-a", "-n", "-u", "--user", "--pass", "-r", "-i", "-x")).positional
        if not words:
            return out + _db_stdin(c, name)
        return out + _classify(c, Word(" ".join(w.text for w in words), any(w.dynamic for w in words)), name)
    table = {
        "psql": (("-c", "--command"), None, ("-f", "--file")), "mysql": (("-e", "--execute"), None, ()),
        "mariadb": (("-e", "--execute"), None, ()), "sqlite3": ((), 1, ("-init",)), "duckdb": (("-c",), 1, ()),
        "mongosh": (("--eval",), None, ("-f", "--file")), "mongo": (("--eval",), None, ()),
        "cypher-shell": ((), 0, ("-f", "--file")), "clickhouse-client": (("-q", "--query"), None, ()),
        "cqlsh": (("-e", "--execute"), None, ("-f", "--file")), "sqlcmd": (("-Q", "-q"), None, ("-i",)),
        "usql": (("-c", "--command"), None, ("-f", "--file")), "litecli": (("-e", "--execute"), None, ()),
        "pgcli": ((), None, ()), "mycli": (("-e", "--execute"), None, ()),
    }
    flags, positional, files = table.get(name, ((), None, ()))
    if name in ("sqlite3", "duckdb", "litecli"):  # the database file itself may be private
        o = c.opts(("-init", "-cmd", "-separator", "-c"))
        out += [e for w in o.positional[:1] for e in c.read(w) if e.kind != E.READ]
        out += [e for w in o.all("-cmd") for e in (_escapes(c, w.text, name) if not w.dynamic else
                                                   [c.eff(E.UNKNOWN, name, "runs commands built at run time")])]
    found = _statements(c, flags, positional, files)
    if found is None:
        return out + [c.eff(E.UNKNOWN, name, "runs a file of database statements")]
    if not found:
        return out + _db_stdin(c, name)
    return out + [e for w in found for e in _classify(c, w, name)]


_LOCAL_HOSTS = frozenset({"", "localhost", "127.0.0.1", "::1", "[::1]", "0.0.0.0"})
_HOST_ENV = ("PGHOST", "PGHOSTADDR", "MYSQL_HOST", "MONGO_HOST")
# a pg_service.conf entry, an option file or a login path: where it points is in a file the command does not show
_SERVICE_ENV = ("PGSERVICE", "PGSERVICEFILE")
_IN_FILE = ("--defaults-file", "--defaults-extra-file", "--login-path")
_URI = re.compile(r"^\w+(?:\+\w+)?://([^/?#]*)([^?#]*)(?:\?([^#]*))?")
# libpq's key=value form allows spaces around `=`; every host= and hostaddr= is one it may use
_KEYWORD = re.compile(r"(?:^|[\s&])(host|hostaddr|service)\s*=\s*([^\s&]*)")


def _conn_hosts(text: str) -> list[str] | None:
    """The hosts a connection string names: a URI's (every host of a seed list, and ``?host=``),
    the ``host=``/``hostaddr=`` keywords; None when it names a service defined elsewhere."""
    m = _URI.match(text)
    hosts = unquote(m.group(1).rpartition("@")[2]).split(",") if m else []
    for key, value in _KEYWORD.findall(m.group(3) or "" if m else text):
        if key == "service":
            return None
        hosts += unquote(value).split(",")
    return hosts


def _remote_host(c: Cmd) -> str:
    """The host a database dump reads from when it is not this machine (``-h``, ``--host``,
    a connection string's host, the environment, an option file): a dump from there copies a
    deployed database's rows, the people's records in it, onto this machine. A socket
    directory is this machine."""
    o = c.opts(("-h", "--host", "-p", "--port", "-U", "--username", "-u", "--user", "-d", "--dbname", "--uri",
                "-f", "--file", "-o", "--out", "--db", "-c", "--collection", "-n", "-t", "-T", "-F", "--format"))
    if said := next((a for a in c.args if a.partition("=")[0] in _IN_FILE), None):
        return said
    if any(v is None or v for v in c.sc.env(*_SERVICE_ENV)):
        return "a service defined in a file the command does not show"
    given = list(o.all("-h", "--host")) + [Word(v or "", v is None) for v in c.sc.env(*_HOST_ENV)]
    for w in o.all("-d", "--dbname", "--uri") + o.positional:
        hosts = _conn_hosts(w.text)
        if hosts is None:
            return w.text
        given += [Word(h, w.dynamic) for h in hosts]
    for w in given:
        host = w.text.split(":")[0] if w.text.count(":") == 1 else w.text
        host = host.strip("'\"")
        if w.dynamic or not (host.lower() in _LOCAL_HOSTS or host.startswith("/")):
            return w.text
    return ""


def _db_stdin(c: Cmd, name: str) -> list[Effect]:
    heredoc = c.sc.heredoc
    if heredoc is not None and heredoc.heredoc is not None:
        return _classify(c, Word(heredoc.heredoc, not heredoc.literal and "$" in heredoc.heredoc), name)
    return [c.eff(E.UNKNOWN, name, "opens a database shell whose statements the command does not show")]


# a database shell's own commands that leave the database: run a shell command, load native
# code, write or read other files (sqlite3 dot-commands, psql and mysql backslash commands)
_SHELL_ESCAPE = re.compile(r"(?:^|[;\n])[^\S\n]*+(\.shell|\.system|\\!|system|\.load|\.output|\.once|\.read|\.import"
                           r"|\.save|\.backup|\.restore|\\o|\\i|\\ir|\\copy|source|tee)(?:\s+([^\n;]*)|(?=[\n;]|$))")


def _escapes(c: Cmd, sql: str, name: str) -> list[Effect]:
    """What a database shell's own commands in ``sql`` do outside the database."""
    out: list[Effect] = []
    for m in _SHELL_ESCAPE.finditer(sql):
        cmd, arg = m.group(1), (m.group(2) or "").strip()
        if cmd in (".shell", ".system", "\\!", "system"):
            out += c.inner([Word("sh"), Word("-c"), Word(arg)], f"{name} {cmd}") if arg else \
                [c.eff(E.UNKNOWN, name, f"starts a shell through {cmd}")]
        elif cmd in (".output", ".once", "\\o", "tee", ".save", ".backup"):
            target = arg.split()[-1].strip("'\"") if arg else ""
            out += c.write(Word(target)) if target and not target.startswith("|") else \
                [c.eff(E.UNKNOWN, name, f"sends output to a program through {cmd}")]
        else:
            out.append(c.eff(E.UNKNOWN, name, f"loads code or statements from elsewhere through {cmd}"))
    return out


def _classify(c: Cmd, sql: Word, name: str) -> list[Effect]:
    if sql.dynamic:
        return [c.eff(E.UNKNOWN, name, "runs database statements built at run time")]
    escapes = _escapes(c, sql.text, name)
    if escapes:
        return escapes
    if re.search(r"\b(?:drop|truncate|delete|flushall|flushdb|unlink|del|dropDatabase|deleteMany|deleteOne)\b",
                 sql.text, re.I):
        return [c.eff(E.DELETE, name, "deletes database data")]
    if _WRITE_STATEMENT.search(sql.text) or re.search(
            r"\b(?:insert|update|alter|create|merge|grant|revoke|replace|upsert|copy|set|remove|rename)\b", sql.text, re.I):
        return [c.eff(E.ALTER_DATA, name, "changes database data or schema")]
    return [c.eff(E.READ, name, "only queries the database")]


def agent(c: Cmd) -> list[Effect]:
    args = c.args
    if not args or args[0] in ("--version", "-v", "--help", "-h", "doctor") or args[:2] in (["mcp", "list"],
                                                                                         ["mcp", "get"]):
        return [c.eff(E.READ)] if args else [c.eff(E.UNKNOWN, c.name, "starts another AI agent")]
    if args[:1] == ["mcp"] or args[:1] == ["config"] or "--dangerously-skip-permissions" in args:
        return [c.eff(E.PRIVILEGE, c.name, "changes an AI agent's tools or permissions")]
    return [c.eff(E.UNKNOWN, c.name, "runs another AI agent, whose actions this prompt does not show")]


PROGRAMS = {
    "python": interpreter, "pypy": interpreter, "pypy3": interpreter, "node": interpreter, "nodejs": interpreter,
    "ruby": interpreter, "perl": interpreter, "php": interpreter, "lua": interpreter, "Rscript": interpreter,
    "julia": interpreter, "tsx": interpreter, "ts-node": interpreter, "deno": interpreter,
    "bash": shell_program, "sh": shell_program, "zsh": shell_program, "dash": shell_program, "ksh": shell_program,
    "fish": shell_program, "ash": shell_program, "pwsh": shell_program, "powershell": shell_program,
    "cmd": shell_program, "iex": shell_program, "invoke-expression": shell_program,
    "Invoke-Expression": shell_program, "concurrently": concurrently,
    "psql": database, "mysql": database, "mariadb": database, "sqlite3": database, "duckdb": database,
    "mongosh": database, "mongo": database, "cypher-shell": database, "clickhouse-client": database,
    "cqlsh": database, "sqlcmd": database, "usql": database, "litecli": database, "pgcli": database,
    "mycli": database, "redis-cli": database, "pg_dump": database, "pg_dumpall": database, "mysqldump": database,
    "mongodump": database, "dropdb": database, "dropuser": database, "createdb": database, "createuser": database,
    "pg_restore": database, "mongorestore": database,
    "claude": agent, "codex": agent, "gemini": agent, "aider": agent, "cursor-agent": agent, "opencode": agent,
    "amp": agent, "goose": agent, "qwen": agent,
    "osascript": lambda c: [c.eff(E.UNKNOWN, "osascript", "runs AppleScript, which can control any application")],
}
