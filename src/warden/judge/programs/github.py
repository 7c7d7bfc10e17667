"""gh (and glab, hub): reading a forge is a read; anything others see is sent.

Comments, reviews, issues and pull requests are words other people read in the person's
name: ``send``. Merging a pull request changes the remote branch: ``push``. Releases and
repositories made public: ``publish``. Deletions on the forge: ``delete``. Logging in,
tokens, secrets and keys: ``credentials``. ``gh api`` is a read unless it carries a method
other than GET or fields (which turn it into a POST).
"""

from __future__ import annotations

from warden.judge import effects as E
from warden.judge.programs.base import user_settings
from warden.judge.words import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_READ_VERBS = frozenset({"view", "list", "ls", "status", "checks", "diff", "download", "watch", "search", "browse",
                         "get", "show", "logs", "log", "verify", "check", "can-i", "explain"})
_DELETE_VERBS = frozenset({"delete", "remove", "rm", "delete-asset", "cancel"})
_CREDENTIAL_GROUPS = frozenset({"auth", "secret", "ssh-key", "gpg-key", "attestation-key"})
_SEND_GROUPS = frozenset({"pr", "issue", "gist", "label", "discussion", "project", "org", "cache", "ruleset",
                          "variable", "workflow", "run", "codespace", "mr", "snippet", "ci", "repo"})
_VALUE_OPTS = ("-R", "--repo", "-q", "--jq", "-t", "--template", "-X", "--method", "-f", "-F", "--field",
               "--raw-field", "-H", "--header", "--input", "--hostname", "-b", "--body", "--title", "-B", "--base",
               "-L", "--limit", "--json", "-s", "--state", "-l", "--label", "-a", "--assignee", "-w", "--web-url",
               "--cache", "--preview", "-p", "--page", "--notes", "--notes-file", "--target", "--head", "-m",
               "--milestone", "-e", "--env", "-o", "--output", "-D", "--dir", "--pattern", "-n", "--name",
               "--author", "--search", "-A", "--app", "--org", "-u", "--user", "--comment", "--body-file")


def gh(c: Cmd) -> list[Effect]:
    o = c.opts(_VALUE_OPTS)
    pos = [w.text for w in o.positional]
    if not pos:
        return [c.eff(E.READ)]
    group, verb = pos[0], (pos[1] if len(pos) > 1 else "")
    if group == "alias" and verb not in ("list", "ls", ""):
        return [c.eff(E.OUTSIDE_PROJECT, f"gh alias {verb}", "changes gh's own settings")]
    if group in ("--version", "version", "help", "status", "completion", "alias", "search", "browse"):
        return [c.eff(E.READ)]
    if group == "api":
        return _api(c, o)
    if group in _CREDENTIAL_GROUPS:
        if group == "auth" and verb == "status" or group == "secret" and verb in ("list", "ls"):
            return [c.eff(E.READ, f"{c.name} {group} {verb}", "only shows names, never values")]
        return [c.eff(E.CREDENTIALS, f"{c.name} {group} {verb}".strip())]
    if group == "extension":
        if verb in ("list", "ls", "search", "browse"):
            return [c.eff(E.READ)]
        return [c.eff(E.SYSTEM, f"{c.name} extension {verb}", "installs or changes a gh extension")]
    if group == "config":
        return [c.eff(E.READ)] if verb in ("get", "list") else [user_settings(c, "gh")]
    if verb in _READ_VERBS or group == "release" and verb in ("list", "view", "download"):
        if verb == "download":
            return c.write(o.value("-D", "--dir") or Word("."))
        return [c.eff(E.READ)]
    target = f"{c.name} {group} {verb}".strip()
    if group == "release":
        if verb in _DELETE_VERBS:
            return [c.eff(E.DELETE, target, "deletes a release")]
        return [c.eff(E.PUBLISH, target, "creates or changes a release")]
    if group == "repo":
        if verb in ("clone",):
            dest = o.positional[2] if len(o.positional) > 2 else None
            return c.write(dest) if dest is not None else [c.eff(E.INSTALL_LOCAL, target, "clones a repository")]
        if verb in ("delete", "archive", "rename"):
            return [c.eff(E.DELETE, target, "deletes, archives or renames a repository")]
        if verb in ("create", "edit", "sync") or verb == "fork":
            return [c.eff(E.PUBLISH if verb == "create" else E.SEND, target, "creates or changes a repository")]
        if verb == "set-default":
            return [c.eff(E.VCS_LOCAL, target)]
    if group in ("pr", "mr"):
        if verb == "checkout":
            return [c.eff(E.VCS_LOCAL, target)]
        if verb == "merge":
            return [c.eff(E.PUSH, target, "merges a pull request into the remote branch")]
    if verb in _DELETE_VERBS:
        return [c.eff(E.DELETE, target, "deletes on the forge")]
    if group in _SEND_GROUPS:
        return [c.eff(E.SEND, target, "posts or changes something on the forge in the person's name")]
    return [c.eff(E.UNKNOWN, target, f"runs `{target}`, which the policy does not know")]


def _api(c: Cmd, o) -> list[Effect]:
    method = o.value("-X", "--method")
    has_fields = o.has("-f", "-F", "--field", "--raw-field", "--input")
    m = method.text.upper() if method is not None and not method.dynamic else ("POST" if has_fields else "GET")
    if method is not None and method.dynamic:
        return [c.eff(E.UNKNOWN, "gh api", "calls the API with a method known only at run time")]
    endpoint = o.positional[1].text if len(o.positional) > 1 else ""
    if endpoint == "graphql" and method is None:
        fields = " ".join(w.text for w in o.all("-f", "-F", "--field", "--raw-field"))
        m = "POST" if "mutation" in fields or o.has("--input") else "GET"
    if m in ("GET", "HEAD"):
        if "secrets" in endpoint and "public-key" not in endpoint or "/keys" in endpoint and "token" in endpoint:
            return [c.eff(E.CREDENTIALS, endpoint, "reads secrets through the API")]
        return [c.eff(E.READ, endpoint)]
    if m == "DELETE":
        return [c.eff(E.DELETE, endpoint, "deletes through the forge's API")]
    return [c.eff(E.SEND, endpoint, f"sends {m} to the forge's API")]


PROGRAMS = {"gh": gh, "glab": gh, "hub": gh}
