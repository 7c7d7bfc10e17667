"""Containers, clusters, infrastructure and hosting: read-only queries vs changes.

Looking is allowed (``docker ps``, ``kubectl get``, ``terraform plan``, ``aws s3 ls``,
``gcloud … list``): it changes nothing, though it reaches a remote system. Anything that
changes a deployed system or cloud resources is ``deploy``; deleting there is ``delete``;
pushing images is ``publish``; logins and secrets are ``credentials``. Local containers
for the project's own development (``docker build``, ``docker compose up``) are build
work, unless they mount the host's root, its home or the docker socket, or run privileged.
"""

from __future__ import annotations

import posixpath
import re

from warden.judge import effects as E
from warden.judge.programs.base import user_settings
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_DOCKER_VALUES = ("-v", "--volume", "--mount", "-e", "--env", "--env-file", "-p", "--publish", "--name", "-w",
                  "--workdir", "--network", "--net", "-u", "--user", "--entrypoint", "-f", "--file", "-t", "--tag",
                  "--platform", "--build-arg", "--target", "-l", "--label", "--format", "--filter", "-c", "--context",
                  "-H", "--host", "--cpus", "-m", "--memory", "--pid", "--ipc", "--cap-add", "--device", "--restart",
                  "--log-driver", "--profile", "--project-name", "--env-file", "--since", "--tail", "-n", "--until",
                  "--security-opt", "--hostname", "--add-host", "--dns", "--gpus", "--shm-size", "--ulimit",
                  "--secret", "--ssh", "--cache-from", "--cache-to", "--output", "-o", "--progress", "--iidfile",
                  "--provenance", "--sbom", "--project-directory", "--scale", "--timeout", "-a", "--attach", "--config", "--log-level")
_DOCKER_READ = frozenset("""ps images image-ls logs inspect info version stats top port diff history search events
ls config-ls context-ls""".split())
_DOCKER_DELETE = frozenset("rm rmi prune kill".split())


# subcommands where -t is a flag (a terminal), not a tag
_DOCKER_TTY = frozenset({"run", "create", "exec", "container", "start"})


def docker(c: Cmd) -> list[Effect]:
    o = c.opts(_DOCKER_VALUES)
    pos = [w.text for w in o.positional]
    if not pos:
        return [c.eff(E.READ)]
    if pos[0] in _DOCKER_TTY or c.name.endswith("compose") or pos[0] == "compose":
        o = c.opts(tuple(v for v in _DOCKER_VALUES if v != "-t"))
        pos = [w.text for w in o.positional]
    sub = pos[0]
    if sub in ("compose",) or c.name in ("docker-compose", "podman-compose"):
        rest = pos[1:] if sub == "compose" else pos
        return _compose(c, o, rest)
    if sub in ("container", "image", "volume", "network", "system", "builder", "buildx", "context", "plugin", "swarm",
               "service", "stack", "secret", "config", "node", "manifest", "trust") and len(pos) > 1:
        return _group(c, o, sub, pos[1])
    return _verb(c, o, sub)


# a format that prints a container's environment, or all of its configuration
_ENV_FORMAT = re.compile(r"Env|\.Config\s*[|})]|json\s+\.\s*}}|\{\{-?\s*\.\s*-?}}")


def _inspect(c: Cmd, o) -> list[Effect]:
    """``docker inspect`` of a container prints its environment, where passwords live,
    unless a ``--format`` picks other fields."""
    fmt = o.value("--format", "-f")
    if fmt is not None and not fmt.dynamic and not _ENV_FORMAT.search(fmt.text):
        return [c.eff(E.READ)]
    return [c.eff(E.CREDENTIALS, f"{c.name} inspect", "prints a container's environment, which holds its passwords")]


def _exec(c: Cmd, pos: list[str]) -> list[Effect]:
    if pos[2:] in (["env"], ["printenv"], ["export"]) or pos[2:3] == ["printenv"] or \
            len(pos) > 3 and pos[3:4] == ["/proc/1/environ"]:
        return [c.eff(E.CREDENTIALS, f"{c.name} exec", "prints a container's environment, which holds its passwords")]
    return _inside(c, "exec")


# options of `docker exec` and `docker compose run|exec` that take a value; those that
# change who runs it or what it can reach leave the command to a person
_IN_VALUES = frozenset({"-e", "--env", "--env-file", "--env-from-file", "-l", "--label", "-w", "--workdir", "--name",
                        "-p", "--publish", "--index", "--pull", "--detach-keys"})
_IN_UNJUDGED = frozenset({"-u", "--user", "-v", "--volume", "--mount", "--entrypoint", "--privileged", "--cap-add",
                          "--device", "--network", "--net", "--pid", "--ipc", "--security-opt"})


def _inside(c: Cmd, sub: str) -> list[Effect]:
    """A command run inside a container (``docker exec app ls /data``, ``docker compose
    run --rm web pytest``) is judged as that command: a read or a test run stays one, a
    delete or a secret printed is held. Paths are judged as if on this machine, which
    puts the container's own directories outside the project: its writes are held."""
    words = c.words[1:]
    i = next((k for k, w in enumerate(words) if w.text == sub), len(words)) + 1
    while i < len(words) and words[i].text.startswith("-"):
        name = words[i].text.split("=", 1)[0]
        if name in _IN_UNJUDGED or words[i].dynamic:
            return [c.eff(E.UNKNOWN, f"docker {sub}", "runs a command inside a container with other privileges, "
                                                       "mounts or entry point")]
        i += 2 if name in _IN_VALUES and "=" not in words[i].text else 1
    command = words[i + 1:]
    if i >= len(words) or not command or words[i].dynamic:
        return [c.eff(E.UNKNOWN, f"docker {sub}", "runs a command inside a container")]
    runner = "docker compose" if any(w.text == "compose" for w in words[:i]) or c.name.endswith("compose") else c.name
    return c.inner(command, f"{runner} {sub} {words[i].text}")


def _verb(c: Cmd, o, sub: str) -> list[Effect]:
    if sub == "inspect":
        return _inspect(c, o)
    if sub in _DOCKER_READ or sub in ("--version", "-v", "help"):
        return [c.eff(E.READ)]
    if sub in ("build",):
        if o.has("--push") or (o.value("--output", "-o") and "push=true" in o.value("--output", "-o").text):
            return [c.eff(E.PUBLISH, "docker build --push", "pushes an image to a registry")]
        return [c.eff(E.BUILD_TEST, "docker build")]
    if sub in ("run", "create"):
        return _run(c, o)
    if sub in ("push",):
        return [c.eff(E.PUBLISH, "docker push", "pushes an image to a registry")]
    if sub in ("login", "logout"):
        return [c.eff(E.CREDENTIALS, f"docker {sub}")]
    if sub == "cp":
        return _cp(c, o)
    if sub in ("pull", "tag", "start", "restart", "pause", "unpause", "wait", "attach", "save", "load", "commit",
               "rename", "update"):
        return [c.eff(E.BUILD_TEST, f"docker {sub}")]
    if sub in ("stop",):
        return [c.eff(E.SYSTEM, "docker stop", "stops containers the command cannot show are the project's own")]
    if sub in _DOCKER_DELETE:
        return [c.eff(E.DELETE, f"docker {sub}", "deletes containers, images or their data")]
    if sub == "exec":
        return _exec(c, [w.text for w in o.positional])
    return [c.eff(E.UNKNOWN, f"docker {sub}", f"runs `docker {sub}`, which the policy does not know")]


# where database servers keep their data files, and where containers keep their secrets
_DB_DATA = re.compile(r"^/(?:var/lib/(?:postgresql|pgsql|mysql|mariadb|mongodb|redis|clickhouse|neo4j|cassandra|couchdb"
                      r"|influxdb|rabbitmq|elasticsearch)|var/opt/mssql|data/db|bitnami/(?:postgresql|mysql|mariadb|mongodb"
                      r"|redis)|run/secrets|etc/ssl/private)(?:/|$)")


def _cp(c: Cmd, o, skip: int = 1) -> list[Effect]:
    """``docker cp SRC DEST``, one side ``container:path``: copying a database's data files
    or a container's secrets out carries the users' records or the keys; the host side is
    read or written like any path."""
    # cp's own options are all flags (`-a` archives here, it does not attach)
    o = c.opts(("-H", "--host", "-c", "--context", "--config", "-l", "--log-level"))
    pos = o.positional[skip:skip + 2]
    if len(pos) < 2:
        return [c.eff(E.BUILD_TEST, "docker cp")]
    src, dest = pos
    out: list[Effect] = []
    if _in_container(src.text):
        inner = posixpath.normpath("/" + src.text.split(":", 1)[1].lstrip("/"))
        if src.dynamic or _DB_DATA.match(inner):
            out.append(c.eff(E.CREDENTIALS, src.text, "copies a database's data files or a container's secrets out "
                                                      "of the container (user records, passwords)"))
        if not dest.text.startswith("-"):
            out += [e for e in c.write(dest) if not e.allowed]
    else:
        out += [e for e in c.read(src) if not e.allowed]
        if _in_container(dest.text) and (dest.dynamic or not _CONTAINER_SCRATCH.match(
                posixpath.normpath("/" + dest.text.split(":", 1)[1].lstrip("/")))):
            out.append(c.eff(E.OUTSIDE_PROJECT, dest.text, "copies into a container's files, replacing what it "
                                                           "holds at that path (outside the project)"))
    return out or [c.eff(E.BUILD_TEST, "docker cp")]


# a container's scratch space: a file put there replaces nothing the container keeps
_CONTAINER_SCRATCH = re.compile(r"^/(?:var/)?tmp(?:/|$)")


def _in_container(text: str) -> bool:
    """``NAME:PATH``, the side of a copy inside a container or pod (a host path starts
    with ``/``, ``.`` or ``~``)."""
    return ":" in text and not text.startswith(("/", ".", "~", "-"))


def _group(c: Cmd, o, group: str, action: str) -> list[Effect]:
    if group == "container" and action == "cp":
        return _cp(c, o, 2)
    if group == "container" and action in ("inspect", "exec"):
        return _verb(c, o, action) if action == "inspect" else _exec(c, [w.text for w in o.positional][1:])
    if action in ("ls", "list", "inspect", "df", "info", "events", "show", "history", "du"):
        return [c.eff(E.READ)]
    if action in ("rm", "prune", "remove", "kill", "destroy"):
        return [c.eff(E.DELETE, f"docker {group} {action}", "deletes containers, images, volumes or their data")]
    if group in ("swarm", "service", "stack", "node", "secret", "config", "trust", "manifest"):
        if group == "secret":
            return [c.eff(E.CREDENTIALS, f"docker secret {action}")]
        return [c.eff(E.DEPLOY, f"docker {group} {action}", "changes a swarm or a registry")]
    if group == "context" and action in ("use", "create", "update"):
        return [c.eff(E.SYSTEM, f"docker context {action}", "changes which docker engine every command talks to")]
    if group == "buildx" and action in ("build", "bake"):
        return _verb(c, o, "build")
    if group == "image" and action in ("push",):
        return [c.eff(E.PUBLISH, "docker image push")]
    if group == "container" and action in ("run", "create"):
        return _run(c, o)
    return _verb(c, o, action)


def _run(c: Cmd, o) -> list[Effect]:
    out: list[Effect] = []
    if o.has("--privileged") or any(v.text.startswith(("SYS_ADMIN", "ALL")) for v in o.all("--cap-add")):
        out.append(c.eff(E.PRIVILEGE, "docker run --privileged", "runs a container with the host's privileges"))
    if any(v.text == "host" for v in o.all("--pid", "--ipc", "--userns", "--uts")):
        out.append(c.eff(E.SYSTEM, "docker run --pid=host", "shares the host's processes"))
    if any(v.text == "host" for v in o.all("--network", "--net")):
        out.append(c.eff(E.LOCAL_NETWORK, "docker run --network=host", "gives the container the host's network and "
                                                                       "every service listening on this machine"))
    if o.has("--device") or any(v.text.startswith(("seccomp=unconfined", "apparmor=unconfined", "label=disable",
                                                   "systempaths=unconfined")) for v in o.all("--security-opt")):
        out.append(c.eff(E.PRIVILEGE, "docker run --security-opt", "lifts the container's confinement"))
    for v in o.all("-v", "--volume", "--mount"):
        src = v.text.split(":", 1)[0] if not v.text.startswith(("type=", "source=", "src=")) else \
            next((p.split("=", 1)[1] for p in v.text.split(",") if p.startswith(("source=", "src="))), "")
        if "docker.sock" in src:
            out.append(c.eff(E.PRIVILEGE, src, "gives the container control of the docker engine"))
        elif src and (src.startswith(("/", "~", ".")) or "$" in src):
            w = Word(src, v.dynamic or "$" in src and "$(pwd)" not in src and "${PWD}" not in src)
            if src.startswith(("$(pwd)", "${PWD}", "$PWD")):
                w = Word("." + src.split(")", 1)[-1].split("}", 1)[-1] if "(" in src or "{" in src else "." + src[4:])
            if not c.inside(w):
                out.append(c.eff(E.SYSTEM, src, "mounts host files outside the project into a container"))
    return out + [c.eff(E.BUILD_TEST, "docker run")]


def _compose(c: Cmd, o, rest: list[str]) -> list[Effect]:
    sub = next((r for r in rest if not r.startswith("-")), "")
    if sub in ("ps", "logs", "config", "ls", "top", "images", "version", "port", "events", ""):
        return [c.eff(E.READ)]
    elsewhere = _elsewhere(c, o)
    if elsewhere and sub in _RUNS | {"build", "pull", "push"}:
        return [c.eff(E.SYSTEM, elsewhere, f"starts or stops a stack defined outside the project ({elsewhere}): "
                                           "another deployment's services")]
    production = _production(o)
    if production and sub in _RUNS:
        return [c.eff(E.DEPLOY, production, f"starts or changes the stack of a production or deploy configuration "
                                            f"({production})")]
    # `-v` alone or among other short flags (`rm -fsv`)
    volumes = any(a == "--volumes" or a.startswith("--rmi") or re.fullmatch(r"-[a-zA-Z]*v[a-zA-Z]*", a) for a in c.args)
    if sub == "down":
        if volumes:
            return [c.eff(E.DELETE, "docker compose down -v", "deletes the project's containers' volumes or images")]
        return [c.eff(E.BUILD_TEST, "docker compose down")]
    if sub in ("rm", "kill"):
        return [c.eff(E.DELETE if volumes and sub == "rm" else E.BUILD_TEST, f"docker compose {sub}")]
    if sub == "push":
        return [c.eff(E.PUBLISH, "docker compose push")]
    if sub in ("exec", "run"):
        return _inside(c, sub)
    return [c.eff(E.BUILD_TEST, f"docker compose {sub}")]


# compose subcommands that start, stop or enter containers
_RUNS = frozenset({"up", "start", "restart", "run", "create", "scale", "watch", "down", "stop", "kill", "rm", "pause",
                   "unpause", "exec"})
# a compose file, profile, env file or project named for a deployed environment
_DEPLOYED = r"(?i)(?:^|[._/-])(?:prod|production|deploy|deployment|live|release|staging|stage)(?:[._/-]|$)"


def _elsewhere(c: Cmd, o) -> str:
    """The compose file or project directory outside the project (``-f /srv/app/compose.yml``):
    the stack it defines is not the project's own."""
    for w in o.all("-f", "--file", "--project-directory"):
        found = c.resolve(w)
        if found is None or any(not c.place.inside(posixpath.normpath(p)) and p != "-" for p in found):
            return w.text
    return ""


def _production(o) -> str:
    """The compose file, profile, env file or project name that says the stack is the
    production (or another deployed) one: ``-f compose.deploy.yml``, ``--profile prod``."""
    for w in o.all("-f", "--file", "--profile", "--env-file", "-p", "--project-name"):
        if not w.dynamic and re.search(_DEPLOYED, w.text):
            return w.text
    return ""


_KUBE_READ = frozenset("get describe logs top explain api-resources api-versions version cluster-info diff events "
                       "wait auth".split())
_KUBE_VALUES = ("-n", "--namespace", "-f", "--filename", "-l", "--selector", "-o", "--output", "-c", "--container",
                "--context", "--kubeconfig", "--cluster", "--user", "--since", "--tail", "-k", "--kustomize",
                "--field-selector", "--for", "--timeout", "--sort-by", "--type", "--as")


def kubectl(c: Cmd) -> list[Effect]:
    o = c.opts(_KUBE_VALUES)
    pos = [w.text for w in o.positional]
    sub = pos[0] if pos else ""
    target = f"{c.name} {sub}".strip()
    if sub in ("get", "describe") and any(p.split("/")[0] in ("secret", "secrets") for p in pos[1:]):
        fmt = o.value("-o", "--output")
        templated = any(w.text.split("=")[0] == "--template" for w in c.words)
        if sub == "get" and (templated or fmt is not None and not fmt.text.startswith(("name", "wide"))):
            return [c.eff(E.CREDENTIALS, "kubectl get secret -o", "prints the values of cluster secrets")]
    if sub == "config" and pos[1:2] == ["view"] and any(w.text in ("--raw", "--flatten") for w in c.words):
        return [c.eff(E.CREDENTIALS, "kubectl config view --raw", "prints cluster credentials")]
    if sub in _KUBE_READ or sub in ("", "completion", "plugin", "options"):
        return [c.eff(E.READ)]
    if sub == "config":
        action = pos[1] if len(pos) > 1 else ""
        if action in ("view", "get-contexts", "current-context", "get-clusters", "get-users"):
            return [c.eff(E.READ)]
        return [c.eff(E.SYSTEM, f"kubectl config {action}", "changes which cluster kubectl talks to")]
    if sub == "rollout":
        action = pos[1] if len(pos) > 1 else ""
        if action in ("status", "history"):
            return [c.eff(E.READ)]
    if sub == "delete":
        return [c.eff(E.DELETE, target, "deletes cluster resources")]
    if sub in ("exec", "cp", "attach", "debug", "port-forward", "proxy"):
        return [c.eff(E.SEND, target, "reaches into a running cluster workload")]
    return [c.eff(E.DEPLOY, target, "changes resources in a cluster")]


def helm(c: Cmd) -> list[Effect]:
    sub = next((a for a in c.args if not a.startswith("-")), "")
    if sub in ("list", "ls", "status", "get", "history", "show", "inspect", "search", "template", "lint", "version",
               "env", "dependency", "dep", "verify", "completion", "help", ""):
        return [c.eff(E.READ)]
    if sub == "repo":
        return [c.eff(E.INSTALL_LOCAL if "list" not in c.args else E.READ, "helm repo")]
    if sub in ("package", "pull", "fetch", "create"):
        return [c.eff(E.BUILD_TEST, f"helm {sub}")]
    if sub in ("uninstall", "delete", "del", "un"):
        return [c.eff(E.DELETE, f"helm {sub}", "removes a release from the cluster")]
    if sub in ("push",):
        return [c.eff(E.PUBLISH, "helm push")]
    if sub in ("registry",):
        return [c.eff(E.CREDENTIALS, "helm registry login")]
    return [c.eff(E.DEPLOY, f"helm {sub}", "installs or changes a release in a cluster")]


def terraform(c: Cmd) -> list[Effect]:
    pos = [a for a in c.args if not a.startswith("-")]
    sub = pos[0] if pos else ""
    if sub in ("output", "show") and any(a in ("-json", "-raw") or a.startswith("-raw") for a in c.args) or \
            sub == "state" and pos[1:2] == ["pull"]:
        return [c.eff(E.CREDENTIALS, f"{c.name} {sub}", "prints state or outputs that hold secrets")]
    if sub == "test":
        # a test's run blocks apply by default: real resources at real providers unless the tests plan only or mock them
        return [c.eff(E.UNKNOWN, f"{c.name} test", "its tests apply real infrastructure unless they plan only or mock the providers")]
    if sub in ("plan", "validate", "show", "output", "providers", "version", "graph", "fmt", "console", "get",
               "", "help", "metadata"):
        if sub == "fmt" and "-check" not in c.args:
            return [c.eff(E.WRITE_PROJECT, "terraform fmt")]
        if sub == "plan" and any(a.startswith("-out") for a in c.args):
            return [c.eff(E.WRITE_PROJECT, "terraform plan -out")]
        return [c.eff(E.READ, f"{c.name} {sub}".strip())]
    if sub == "init" and any(a.split("=")[0] in ("-migrate-state", "--migrate-state", "-force-copy", "--force-copy")
                             for a in c.args):
        return [c.eff(E.DEPLOY, f"{c.name} init -migrate-state", "moves the state to another backend, which can overwrite "
                                                                  "the state there")]
    if sub == "init":
        return [c.eff(E.INSTALL_LOCAL, f"{c.name} init", "downloads providers and modules into the project")]
    if sub == "state" and len(pos) > 1 and pos[1] in ("list", "show"):
        return [c.eff(E.READ)]
    if sub == "workspace" and len(pos) > 1 and pos[1] in ("list", "show"):
        return [c.eff(E.READ)]
    if sub == "destroy" or sub == "apply" and "-destroy" in c.args:
        return [c.eff(E.DELETE, f"{c.name} destroy", "destroys the infrastructure it manages")]
    if sub == "login" or sub == "logout":
        return [c.eff(E.CREDENTIALS, f"{c.name} {sub}")]
    return [c.eff(E.DEPLOY, f"{c.name} {sub}", "changes real infrastructure or its state")]


_CLOUD_READ = re.compile(r"^(?:list|ls|describe|get|show|view|info|version|status|logs?|read|tail|whoami|browse"
                         r"|get-\S+|describe-\S+|list-\S+|search|inspect|explain|check|validate|lookup-\S+|filter-\S+"
                         r"|test-\S+|estimate-\S+|wait|help|--version|account)$")
_CLOUD_CREDENTIALS = re.compile(r"^(?:login|logout|auth|configure|sso|token|print-access-token|print-identity-token"
                                r"|get-secret-value|get-parameters?|get-login-password|get-authorization-token"
                                r"|create-access-key|configure-docker|credentials|get-session-token|assume-role\S*"
                                r"|decrypt|access|get-credentials)$")
_SECRET_GROUPS = frozenset({"secrets", "secretsmanager", "ssm", "kms", "keyvault", "iam", "secret", "key", "keys"})
_SECRET_WORD = re.compile(r"token|secret|passw|credential|key", re.I)
# a cloud CLI's own settings (`gcloud config set project`, `az account set`, `gcloud config
# configurations activate`): the account and project every later command acts on, for every
# project of the user
_CLI_CONFIG = frozenset({"config", "configure", "account", "configurations"})
_SETS = frozenset({"set", "unset", "activate", "create", "delete", "rename", "clear", "use", "switch", "add", "remove"})
_NAMES_ONLY = frozenset({"list", "ls", "describe", "list-secrets", "describe-secret", "list-keys", "list-users"})


# the options of aws, gcloud, az and doctl that take a value: given before the subcommand
# (``gcloud --project p config set …``) the value is not the subcommand
_CLOUD_TAKES = (
    "--project", "--account", "--configuration", "--billing-project", "--impersonate-service-account", "--verbosity",
    "--format", "--flags-file", "--trace-token", "--filter", "--limit", "--sort-by", "--page-size", "--zone",
    "--region", "--subscription", "--output", "-o", "--query", "--resource-group", "-g", "--profile", "--endpoint-url",
    "--color", "--ca-bundle", "--cli-read-timeout", "--cli-connect-timeout", "--context", "--config", "-t",
    "--access-token", "--api-url", "--tenant", "--cli-binary-format")


def cloud_cli(c: Cmd) -> list[Effect]:
    """aws, gcloud, az, doctl, gsutil: the verb decides; secrets stores only list names."""
    words = c.opts(_CLOUD_TAKES).positional
    words = [w.text for w in words if not w.text.startswith("-")]
    joined = " ".join(words)
    if not words:
        return [c.eff(E.READ)]
    if c.name == "aws" and words[0] == "s3":
        return _s3(c, words[1:])
    if c.name == "aws" and words[0] == "configure":
        if len(words) > 1 and words[1] in ("list", "get") and not any(_SECRET_WORD.search(w) for w in words[2:]):
            return [c.eff(E.READ)]
        return [c.eff(E.CREDENTIALS, "aws configure")]
    if c.name == "aws" and words[:2] == ["sts", "get-caller-identity"]:
        return [c.eff(E.READ)]
    verbs = words[1:] if len(words) > 1 else words
    if words[0] in _CLI_CONFIG and any(w in _SETS for w in verbs[:2]):
        return [user_settings(c, c.name)]
    if words[:2] == ["auth", "list"]:
        return [c.eff(E.READ, f"{c.name} auth list", "only lists the accounts signed in")]
    if any(_CLOUD_CREDENTIALS.match(w) for w in words[:4]):
        return [c.eff(E.CREDENTIALS, f"{c.name} {joined}", "reads, creates or changes credentials")]
    if any(w in _SECRET_GROUPS or _SECRET_WORD.search(w) for w in words[:4]):
        if any(w in _NAMES_ONLY or w.startswith(("list-", "describe-")) for w in verbs):
            return [c.eff(E.READ, f"{c.name} {joined}", "only lists names of secrets")]
        return [c.eff(E.CREDENTIALS, f"{c.name} {joined}", "reads, creates or changes secrets")]
    if any(_CLOUD_READ.match(w) for w in verbs):
        return [c.eff(E.READ, f"{c.name} {joined}", "only queries the cloud account")]
    if any(re.match(r"^(?:delete|remove|rm|destroy|terminate|purge|drop|rb|deregister)", w) for w in verbs):
        return [c.eff(E.DELETE, f"{c.name} {joined}", "deletes cloud resources")]
    return [c.eff(E.DEPLOY, f"{c.name} {joined}", "creates or changes cloud resources")]


def _s3(c: Cmd, words: list[str]) -> list[Effect]:
    verb = words[0] if words else ""
    if verb in ("ls", "presign"):
        return [c.eff(E.READ)]
    if verb in ("rm", "rb"):
        return [c.eff(E.DELETE, f"aws s3 {verb}", "deletes objects in a bucket")]
    if "--delete" in c.args:
        return [c.eff(E.DELETE, f"aws s3 {verb} --delete", "deletes whatever the destination has and the source lacks")]
    dest = words[-1] if len(words) > 2 else ""
    if dest.startswith("s3://") or verb == "mb":
        return [c.eff(E.DEPLOY, f"aws s3 {verb}", "uploads to or changes a bucket")]
    return c.write(Word(dest)) if dest else [c.eff(E.READ)]


def hosting(c: Cmd) -> list[Effect]:
    """vercel, netlify, fly, heroku, wrangler, firebase, railway, render, pulumi, cdk, sls."""
    words = [a for a in c.args if not a.startswith("-")]
    sub = words[0] if words else ""
    target = f"{c.name} {' '.join(words[:2])}".strip()
    if c.name == "vercel" and not sub and "--version" not in c.args and "-v" not in c.args:
        return [c.eff(E.DEPLOY, "vercel", "deploys the project")]
    if sub in ("dev", "serve", "emulators:start", "emulators", "local", "synth", "diff", "preview", "build", "whoami",
               "status", "ls", "list", "logs", "inspect", "info", "open", "help", "version", "--version", "doctor",
               "apps", "releases", "domains", "regions", "platform", "tail", "types", "stack", "init",
               "link", "pull", "") and not (sub == "pull" and c.name == "vercel") and not (sub == "apps" and len(words) > 1
                                                                                        and words[1] in ("destroy", "create")):
        if sub in ("link", "init"):
            return [c.eff(E.WRITE_PROJECT, target)]
        return [c.eff(E.BUILD_TEST if sub in ("dev", "serve", "emulators:start", "emulators", "local", "build",
                                              "synth") else E.READ, target)]
    if sub in ("login", "logout", "auth", "secrets", "secret", "env", "config", "certs", "tokens", "variables",
               "pull", "token", "vars") or sub.startswith(("env:", "config:", "secrets:")):
        if len(words) > 1 and words[1] in ("ls", "list") and sub in ("env", "secrets", "secret"):
            return [c.eff(E.READ, target, "only lists names")]
        return [c.eff(E.CREDENTIALS, target)]
    if sub in ("rm", "remove", "destroy", "delete") or any(w in ("destroy", "delete", "rm", "remove") for w in words[1:2]):
        return [c.eff(E.DELETE, target, "deletes a deployment or cloud resources")]
    return [c.eff(E.DEPLOY, target, "deploys or changes a hosted project")]


def stripe(c: Cmd) -> list[Effect]:
    words = [a for a in c.args if not a.startswith("-")]
    sub = words[0] if words else ""
    if sub in ("listen", "logs", "samples", "fixtures") or not sub:
        return [c.eff(E.BUILD_TEST if sub == "listen" else E.READ, f"stripe {sub}".strip())]
    if sub in ("login", "logout", "config"):
        return [c.eff(E.CREDENTIALS, f"stripe {sub}")]
    if sub in ("trigger",):
        return [c.eff(E.SEND, "stripe trigger", "creates events and objects in the Stripe account")]
    verb = words[1] if len(words) > 1 else ""
    if verb in ("list", "retrieve", "search", "get") or sub in ("get", "version", "status", "open"):
        return [c.eff(E.READ, f"stripe {sub} {verb}".strip(), "only queries the Stripe account")]
    if sub in ("delete",) or verb in ("delete", "cancel", "void"):
        return [c.eff(E.DELETE, f"stripe {sub} {verb}", "deletes or cancels in the Stripe account")]
    return [c.eff(E.DEPLOY, f"stripe {sub} {verb}".strip(), "creates or changes objects in the Stripe account")]


PROGRAMS = {
    "docker": docker, "podman": docker, "nerdctl": docker, "docker-compose": docker, "podman-compose": docker,
    "kubectl": kubectl, "oc": kubectl, "k": kubectl, "helm": helm, "terraform": terraform, "tofu": terraform,
    "terragrunt": terraform, "aws": cloud_cli, "gcloud": cloud_cli, "az": cloud_cli, "doctl": cloud_cli,
    "gsutil": cloud_cli, "linode-cli": cloud_cli, "hcloud": cloud_cli, "vultr-cli": cloud_cli, "ibmcloud": cloud_cli,
    "vercel": hosting, "netlify": hosting, "fly": hosting, "flyctl": hosting, "heroku": hosting, "wrangler": hosting,
    "firebase": hosting, "railway": hosting, "render": hosting, "pulumi": hosting, "cdk": hosting, "sls": hosting,
    "serverless": hosting, "amplify": hosting, "eb": hosting, "copilot": hosting, "sam": hosting,
    "ansible-playbook": lambda c: [c.eff(E.READ) if "--check" in c.args or "--syntax-check" in c.args else
                                   c.eff(E.DEPLOY, "ansible-playbook", "configures remote machines")],
    "ansible": lambda c: [c.eff(E.DEPLOY, "ansible", "runs commands on remote machines")],
    "stripe": stripe,
}
