"""What a file is, for a person weighing an action on it.

- *secret*: it holds keys, tokens or passwords (``.env``, ``~/.ssh``, ``*.pem``,
  ``~/.aws``, ``.mcp.json``, ``~/.claude.json``…); reading it puts the secret in the
  transcript, so it is the person's call.
- *personal*: the person's own documents and histories (``~/Downloads``,
  ``~/.claude/projects`` transcripts, shell history).
- *agent configuration*: what decides what the agent may do or what runs without a
  prompt (the project's ``.claude/`` — settings, hooks — except the prompt files of its
  skills, commands and agents; ``.mcp.json``, git hooks, shell startup files, the
  home ``~/.claude`` settings and hooks, warden's own state); writing it is a privilege
  change.
- *regenerable*: build output and caches inside the project that a build or install
  recreates (``node_modules``, ``__pycache__``, ``dist``…); deleting them loses nothing.
  Names that are often real source elsewhere (``build``, ``dist``, ``target``, ``site``,
  ``out``, ``coverage``) count only at the root of the project or of one of its packages
  (``packages/web/dist``, ``frontend/build``), never deeper (``src/build`` is source).
- *system*: paths the operating system owns (``/etc``, ``/usr``, devices).

All functions take absolute, normalised paths (globs allowed in the last components).
"""

from __future__ import annotations

import re
from fnmatch import fnmatchcase

from warden.judge.paths import Place, is_glob, strip

_SECRET_NAME = re.compile(
    r"^(?:\.env(?!\.(?:example|sample|template|dist|defaults|schema)$)(?:\..*)?|\.envrc|\.netrc|_netrc|\.pgpass|\.my\.cnf"
    r"|\.pypirc|\.git-credentials|\.htpasswd|\.vault-token|\.claude\.json|\.credentials\.json"
    # an env file by any name (`prod.env`, `app.local.env`), but not a sample of one (nor a
    # dotted field path like jq's `.scripts.env`)
    r"|(?![\w.-]*(?:example|sample|template|defaults|schema)[._-])[\w-][\w.-]*\.env"
    # MCP server configurations carry the servers' tokens (`.mcp.json`, `mcp_config.json`, Claude Desktop's)
    r"|\.?mcp(?:[-_]?(?:config|settings|servers))?\.json|claude_desktop_config\.json"
    # an Android app's signing settings (`key.properties`, `keystore.properties`) hold the keystore's passwords
    r"|(?:key|keystore|signing)\.properties"
    r"|(?:id|ssh_host)_(?:rsa|dsa|ecdsa|ed25519)(?:_[\w-]+)?|.*\.(?:pem|key|p12|pfx|jks|keystore|kdbx|ovpn|tfvars|tfstate|tfstate\.backup)"
    r"|.*credentials.*|client_secret.*\.json|.*(?:service[-_]?account|adminsdk|serviceaccountkey).*\.json"
    # a cluster's client configuration carries its client key or token (`admin.kubeconfig`,
    # `kubeconfig-prod.yaml`); an encryption configuration carries the data key
    r"|.*\.kubeconfig|kubeconfig(?:[-_][\w-]*)?(?:\.(?:ya?ml|json|conf))?|[\w.-]*encryption[-_]?(?:config|configuration|keys?)(?:\.(?:ya?ml|json|toml|conf))?"
    r"|secrets?\.(?:ya?ml|json|toml|env|txt|ini)|.*\.p8|wp-config\.php|master\.key|\.npmrc(?:-auth)?|\.yarnrc\.yml)$",
    re.I,
)
# a name that says what the file holds: a word of its name (split at `-`, `_`, `.`, case
# changes) is one of these; `tokenizer.py` and `secretary.md` have other words, and
# `tokens.json` is more often a design system's than a login's
_SECRET_WORD = re.compile(r"^(?:passwords?|passwd|pwd|secrets?|credentials?|creds|token|privatekey|apikeys?"
                          # what an encryption tool wrote out in the clear (`decrypted-data`, `prod.decrypted.yaml`)
                          r"|decrypted)$", re.I)
# an OpenPGP key exported as a file (`sops_functional_tests_key.asc`, `signing-keys.gpg`, `secring.gpg`):
# a private key unless its name says public; a detached signature (`app.tar.gz.asc`) names no key
_PGP_KEY = re.compile(r"(?:^|[._-])(?:keys?|private|secret|secring|privkey)(?:[._-][\w.-]*)?\.(?:asc|gpg|pgp)$", re.I)
_PUBLIC_WORD = re.compile(r"(?:^|[._-])(?:pub|public|pubkey|pubring)(?:[._-]|$)", re.I)
_SECRET_PAIR = re.compile(r"^(?:private|api|access|secret|signing)\s(?:keys?)$", re.I)
# directories named for what they hold
_SECRET_DIR = frozenset({"secret", "secrets", ".secrets", "credentials", ".credentials", "private_keys"})
# code, prose and tests about secrets are not secrets (`password_reset.py`, `secrets/README.md`)
_CODE = re.compile(r"\.(?:py|pyi|js|mjs|cjs|jsx|ts|tsx|go|rs|rb|java|kt|kts|scala|php|c|h|cc|cpp|hpp|cs|swift|m|ex|exs"
                   r"|erl|clj|dart|lua|sh|bash|zsh|ps1|vue|svelte|html|css|scss|md|mdx|rst|adoc|sql|proto|graphql|ipynb)$"
                   r"|(?:^|[._-])(?:test|tests|spec|mock|mocks|fixture|fixtures|example|sample|template)(?:[._-]|$)", re.I)
# under the home directory: whole directories of secrets
_SECRET_HOME = (
    ".ssh/", ".aws/", ".azure/", ".config/gcloud/", ".kube/", ".docker/config.json", ".gnupg/", ".password-store/",
    ".config/gh/", ".config/hub", ".local/share/keyrings/", "Library/Keychains/", ".claude/settings.json",
    ".claude/settings.local.json", ".config/op/", ".npmrc", ".yarnrc", ".yarnrc.yml", ".cargo/credentials",
    ".gem/credentials", ".m2/settings.xml", ".gradle/gradle.properties", ".terraform.d/", ".config/claude-code/",
    ".boto", ".s3cfg", ".oci/", ".subversion/auth/",
    # encryption tools' private keys: whoever reads them decrypts every file encrypted to the user
    ".config/sops/age/", ".config/age/", "Library/Application Support/sops/age/", ".config/doctl/", ".fly/", ".netlify/", ".vercel/", ".config/heroku", ".heroku/",
    # shell startup files: people export their API keys there
    ".bashrc", ".zshrc", ".profile", ".bash_profile", ".zprofile", ".zshenv", ".bash_login", ".config/fish/config.fish",
)
_SECRET_SYSTEM = ("/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/ssl/private/", "/private/etc/sudoers")
# world-readable account lists whose names sound secret (the hashes live in /etc/shadow)
_PUBLIC_SYSTEM = frozenset({"/etc/passwd", "/etc/passwd-", "/private/etc/passwd"})
_PROC_SECRETS = re.compile(r"^/proc/(?:self|\d+|\*)/(?:environ|mem|maps)$")
_PERSONAL_HOME = (
    "Downloads/", "Desktop/", "Pictures/", "Movies/", "Music/", "Library/Mail/", "Library/Messages/", "Library/Safari/",
    ".mozilla/", ".config/google-chrome/", ".config/chromium/", "Library/Application Support/Google/Chrome/",
    ".claude/projects/", ".claude/history.jsonl", ".claude/todos/", ".claude/shell-snapshots/",
    # other coding agents' homes: their logs and sessions carry prompts, file contents and tokens of other work
    ".gemini/", ".codex/", ".qwen/", ".cursor/", ".aider/", ".continue/", ".local/share/opencode/",
)
# databases: under the home directory they are some tool's record of the person's work
_DATA_STORE = re.compile(r"\.(?:db|sqlite|sqlite3|db3|realm)(?:-wal|-shm)?$", re.I)
_HISTORY = re.compile(r"^\.?\w*_?history$")
# documents, mail and photos: outside the project they are the person's own
_DOCUMENT = re.compile(r"\.(?:pdf|docx?|xlsx?|pptx?|odt|ods|odp|rtf|pages|numbers|key|eml|mbox|msg|heic|jpe?g|png"
                       r"|gif|mov|mp4|m4a|mp3|wav|csv|tsv|vcf|ics)$", re.I)
# in the project: what decides the agent's permissions or runs without a prompt
_AGENT_PROJECT = (".claude/", ".mcp.json", ".git/hooks/", ".git/config", ".envrc", ".husky/_/", ".vscode/", ".idea/")
# in a folder of the project, what runs later without a prompt or says where pushes go: a nested clone's git
# configuration and hooks, a virtualenv's activate scripts (run by every shell that activates it)
_RUNS_LATER = re.compile(r"(?:^|/)\.git/(?:config|hooks/)|(?:^|/)bin/(?:activate(?:\.(?:fish|csh|nu|bat|ps1))?|Activate\.ps1)$")
# prompt files the agent itself maintains: skills, slash commands, subagents
_AGENT_PROMPTS = (".claude/skills/", ".claude/commands/", ".claude/agents/")
_AGENT_HOME = (".claude/settings.json", ".claude/settings.local.json", ".claude/hooks/", ".claude.json", ".bashrc",
               ".zshrc", ".profile", ".bash_profile", ".zprofile", ".zshenv", ".bash_login", ".config/fish/config.fish",
               ".gitconfig", ".config/git/config", ".ssh/config", ".ssh/authorized_keys", ".config/claude-code/")
_SYSTEM = ("/etc/", "/usr/", "/bin/", "/sbin/", "/lib/", "/lib64/", "/boot/", "/sys/", "/proc/", "/opt/", "/var/",
           "/System/", "/Library/", "/private/etc/", "/Applications/", "/snap/", "/root/")
_HARMLESS_DEV = ("/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/fd/", "/dev/zero", "/dev/urandom",
                 "/dev/random")
_TEMP = ("/tmp/", "/var/tmp/", "/private/tmp/", "/private/var/folders/", "/var/folders/")

_ARTEFACT_ANYWHERE = frozenset({
    "node_modules", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox", ".nox", ".next", ".nuxt",
    ".svelte-kit", ".turbo", ".parcel-cache", ".eslintcache", ".nyc_output", ".gradle", ".dart_tool", ".hypothesis",
    ".ipynb_checkpoints", "htmlcov", ".sass-cache", ".angular", "DerivedData", ".vite", ".docusaurus", ".expo",
    ".pytype", ".pyre", ".cache",
})
_ARTEFACT_NEAR_ROOT = frozenset({"build", "dist", "target", "out", "site", "_site", "coverage", "test-output",
                                 "test-results", "playwright-report", "storybook-static", ".build", "cmake-build-debug",
                                 "cmake-build-release", "bin", "obj"})
_ARTEFACT_FILES = ("*.pyc", "*.pyo", "*.o", "*.obj", "*.class", ".DS_Store", "*.tsbuildinfo", ".coverage",
                   ".coverage.*", "Thumbs.db", "*.egg-info", "coverage.xml", ".eslintcache")
# names a glob is tested against to see whether it could reach a secret
_SECRET_SAMPLES = (".env", ".env.local", ".env.production", ".envrc", "id_rsa", "id_ed25519", "server.pem", "tls.key",
                   "credentials", "credentials.json", ".netrc", ".npmrc", ".pypirc", ".mcp.json", "secrets.yaml",
                   "terraform.tfstate", "prod.tfvars", "master.key", "secrets.yml", "secrets.json")
# names of ordinary files: a glob that matches these too (`*`, `*.*`) is about every file, not about secrets
_ORDINARY_SAMPLES = ("index.html", "main.js", "app.py", "README.md", "logo.png", "styles.css", "data.json", "notes.txt")


def secret(path: str, place: Place) -> bool:
    """Whether reading ``path`` (a file, a directory, or a glob) could expose a secret."""
    p = strip(path)
    if is_glob(p):
        return _glob_secret(p, place)
    base = p.rsplit("/", 1)[-1]
    if _SECRET_NAME.match(base) and not base.endswith(".pub"):
        return True
    if _PGP_KEY.search(base) and not _PUBLIC_WORD.search(base):
        return True
    if _named_secret(p, base):
        return True
    if _HISTORY.match(base):
        return True
    if any(p == s.rstrip("/") or p.startswith(s) for s in _SECRET_SYSTEM) or _PROC_SECRETS.match(p):
        return True
    rel = place.in_home(p)
    if rel is not None and not place.inside(p):
        return any(_prefix(rel, s) for s in _SECRET_HOME) and not base.endswith(".pub")
    return False


def _named_secret(p: str, base: str) -> bool:
    """A file whose own name, or a directory above it, says it holds secrets
    (``db-password.txt``, ``config/secrets/stripe.json``), unless it is code or prose."""
    if base.endswith(".pub") or _CODE.search(base) or p in _PUBLIC_SYSTEM:
        return False
    if p.endswith("/.docker/config.json"):
        return True
    if any(part.lower() in _SECRET_DIR for part in p.split("/")[:-1]):
        return True
    if "." not in base and not base.isupper() and p.split("/")[-2:-1] in (["keys"], [".keys"]):
        return True  # a file of a keys folder with no kind of its own: a key (a backup repository's, a keyring's)
    words = re.sub(r"([a-z])([A-Z])", r"\1 \2", base).replace("-", " ").replace("_", " ").replace(".", " ").split()
    return any(_SECRET_WORD.match(w) for w in words) or \
        any(_SECRET_PAIR.match(f"{a} {b}") for a, b in zip(words, words[1:]))


def contains_secrets(path: str, place: Place) -> bool:
    """Whether a recursive read of directory ``path`` reaches well-known secret stores:
    the home directory itself, ``/``, or a secret directory."""
    p = strip(path)
    if p in ("/", place.home, "/etc", "/Users", "/home", "/root") or secret(p, place):
        return True
    rel = place.in_home(p)
    return rel is not None and rel in ("", ".config", ".local", ".local/share", "Library", ".claude")


def aimed_at_secrets(path: str, place: Place) -> bool:
    """Whether glob ``path`` picks out secrets as a class (``.e?v``, ``*.pem``, ``.*``), rather
    than every file of a folder (``out/html/*``)."""
    p = strip(path)
    last = p.rpartition("/")[2]
    return secret(p, place) and not any(_shell_match(o, last) for o in _ORDINARY_SAMPLES)


def _glob_secret(p: str, place: Place) -> bool:
    head, _, last = p.rpartition("/")
    if secret(head or "/", place) and not is_glob(head):
        return True
    return any(_shell_match(s, last) for s in _SECRET_SAMPLES)


def _shell_match(name: str, pattern: str) -> bool:
    """fnmatch with the shell's rule that a leading dot must be matched explicitly."""
    if name.startswith(".") and not pattern.startswith("."):
        return False
    return fnmatchcase(name, pattern)


def personal(path: str, place: Place) -> bool:
    """The person's own documents, mail, photos, browser data, other tools' databases and
    Claude transcripts (but for this project's own: its memory, its sessions' saved output)."""
    p = strip(path)
    if place.inside(p):
        return False
    rel = place.in_home(p)
    if rel is not None and _prefix(rel, f".claude/projects/{claude_slug(place.project)}/"):
        return False
    if rel is not None and any(_prefix(rel, s) for s in _PERSONAL_HOME):
        return True
    if rel is not None and _DATA_STORE.search(p) and not files_of_a_tool(p):
        return True  # a tool's database (history, sessions, messages), often of every project
    return bool(_DOCUMENT.search(p)) and not files_of_a_tool(p) and not temp(p)


def claude_slug(project: str) -> str:
    """The directory name Claude Code keeps a project's sessions and memory under."""
    return re.sub(r"[^A-Za-z0-9]", "-", project)


def files_of_a_tool(path: str) -> bool:
    """Package caches and installed tools, where documents are examples, not the person's."""
    return any(part in path for part in ("/node_modules/", "/site-packages/", "/.cargo/registry/", "/go/pkg/mod/",
                                         "/.cache/", "/share/doc/", "/usr/share/", "/.rustup/", "/.npm/"))


def agent_config(path: str, place: Place) -> bool:
    """Files that set what the agent may do, or that run without asking."""
    p = strip(path)
    if any(p == d or p.startswith(d.rstrip("/") + "/") for d in place.protected):
        return True
    if place.inside(p):
        rel = place.rel(p)
        if any(_prefix(rel, s) for s in _AGENT_PROMPTS) and not rel.endswith((".json", ".sh", ".py", ".js", ".ts")):
            return False
        if any(_prefix(rel, s) for s in _AGENT_PROJECT) or _RUNS_LATER.search(rel):
            return True
        return is_glob(rel) and any(_shell_match(s.rstrip("/"), rel) for s in _AGENT_PROJECT)
    rel = place.in_home(p)
    return rel is not None and any(_prefix(rel, s) for s in _AGENT_HOME)


def regenerable(path: str, place: Place) -> bool:
    """Build output or a cache inside the project (never the project itself)."""
    p = strip(path)
    if not place.inside(p) or p == place.project:
        return False
    parts = place.rel(p).split("/")
    for i, part in enumerate(parts):
        if part in _ARTEFACT_ANYWHERE or part.endswith(".egg-info"):
            return True
        if part in _ARTEFACT_NEAR_ROOT and _package_root(parts[:i]):
            return True
    last = parts[-1]
    return any(last == pat or (not is_glob(last) and fnmatchcase(last, pat)) for pat in _ARTEFACT_FILES)


_WORKSPACES = frozenset({"packages", "apps", "libs", "services", "crates", "modules", "examples", "plugins", "projects",
                         "tools", "components"})
_SIDES = frozenset({"frontend", "backend", "web", "client", "server", "docs", "ui", "api", "app"})


def _package_root(parts: list[str]) -> bool:
    """The project root, or the root of one of its packages (``packages/web/``, ``frontend/``)."""
    return not parts or len(parts) == 1 and parts[0] in _SIDES | _WORKSPACES or \
        len(parts) == 2 and parts[0] in _WORKSPACES and parts[1] not in ("**",)


def system(path: str) -> bool:
    """Paths the operating system owns, and devices other than the harmless ones."""
    p = strip(path)
    if p.startswith("/dev/"):
        return not harmless_device(p)
    return any(p == s.rstrip("/") or p.startswith(s) for s in _SYSTEM) and not temp(p)


def harmless_device(path: str) -> bool:
    """The null device, standard streams and the process's own terminal (``/dev/tty``)."""
    return path == "/dev/tty" or any(path == d or path.startswith(d) for d in _HARMLESS_DEV)


def temp(path: str) -> bool:
    p = strip(path)
    return any(p == t.rstrip("/") or p.startswith(t) for t in _TEMP)


def _prefix(rel: str, spec: str) -> bool:
    """``rel`` is ``spec`` (a file) or under it (a directory spec ends with ``/``)."""
    if spec.endswith("/"):
        return rel == spec.rstrip("/") or rel.startswith(spec)
    return rel == spec or rel.startswith(spec + "/") or rel.startswith(spec + ".")
