"""git, by subcommand and flags.

Reading the repository, committing, branching, stashing, fetching, pulling and merging
stay local and recoverable: allowed. A person decides whatever leaves the machine
(``push`` in every form but ``--dry-run``, ``send-email``), throws away uncommitted work
(``reset --hard``, ``checkout .`` or ``-- path``, ``restore`` of the work tree,
``clean -f``, ``stash drop``/``clear``, ``switch --discard-changes``), deletes what is
not merged (``branch -D``, ``worktree remove --force``) or rewrites history
(``push --force``, ``rebase -i``, ``filter-branch``, ``filter-repo``, ``reflog expire``,
``gc --prune=now``, ``update-ref -d``). ``commit --no-verify`` skips the hooks the person
set up as guardrails; settings that make git run programs (``core.sshCommand``,
``core.hooksPath``, ``core.pager``, aliases…) are a privilege change.
"""

from __future__ import annotations

import posixpath
import re

from warden.judge import effects as E
from warden.judge.programs.base import user_settings
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd, Opts
    from warden.judge.effects import Effect

_GLOBAL_VALUE = {"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env",
                 "--super-prefix", "--list-cmds", "--attr-source"}
# who commits: a later commit carries this name, address or signature
_IDENTITY_CONFIG = re.compile(r"^(?:user|author|committer)\.|^(?:commit|tag)\.gpgsign$|^gpg\.", re.I)
_RISKY_CONFIG = re.compile(r"^(?:core\.(?:sshcommand|hookspath|pager|editor|fsmonitor|gitproxy|askpass|attributesfile"
                           r"|excludesfile)|alias\.|credential\.|url\..*\.(?:insteadof|pushinsteadof)|include\.|includeif\."
                           r"|filter\.|diff\..*\.(?:textconv|command)|merge\..*\.driver|gpg\.program|sequence\.editor"
                           r"|protocol\..*\.allow|http\..*(?:extraheader|proxy)"
                           r"|remote\..*\.(?:url|pushurl|receivepack|uploadpack))",
                           re.I)
_READS = frozenset("""status log diff show blame grep describe shortlog cat-file ls-files ls-tree ls-remote rev-parse
rev-list reflog whatchanged count-objects fsck version help var check-ignore check-attr name-rev merge-base cherry
for-each-ref show-ref show-branch diff-tree diff-files diff-index verify-commit verify-tag range-diff request-pull
annotate check-ref-format bugreport get-tar-commit-id column""".split())
_LOCAL = frozenset("""add commit fetch pull merge cherry-pick revert init mv apply am bisect notes restore-staged
rerere sparse-checkout maintenance format-patch bundle repack prune-packed pack-refs commit-graph
multi-pack-index read-tree write-tree commit-tree hash-object update-index mktag mktree stage""".split())


def git(c: Cmd) -> list[Effect]:
    words = c.words[1:]
    cwd_word = None
    out: list[Effect] = []
    i = 0
    while i < len(words):  # git's own options, before the subcommand
        t = words[i].text
        if t in _GLOBAL_VALUE and i + 1 < len(words):
            value = words[i + 1]
            if t == "-C":
                cwd_word = value
            if t == "-c" and (value.dynamic or _RISKY_CONFIG.match(value.text.split("=")[0])) \
                    and not _plain_pager(c, value):
                out.append(c.eff(E.PRIVILEGE, value.text, "sets a git option that makes git run another program"))
            i += 2
            continue
        if t.startswith("-"):
            if t.startswith(("--git-dir=", "--work-tree=")):
                cwd_word = Word(t.split("=", 1)[1])
            i += 1
            continue
        break
    if i >= len(words):
        return out + [c.eff(E.READ)]
    if cwd_word is not None:  # `git -C dir` works there: later paths are relative to it
        found = c.resolve(cwd_word)
        c.sc.cwd = found[0].rstrip("/") if found else None
    sub = words[i].text
    rest = words[i + 1:]
    handler = _SUBCOMMANDS.get(sub)
    if handler is not None:
        return out + handler(c, sub, rest)
    if sub in _READS:
        return out + _read(c, sub, rest)
    if sub in _LOCAL:
        return out + _local(c, sub, rest)
    return out + [c.eff(E.UNKNOWN, f"git {sub}", f"runs `git {sub}`, which the policy does not know (an alias?)")]


def _read(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    """Reading the repository; but ``git show HEAD:.env`` prints a secret all the same,
    ``--output`` writes a file, and a search for secrets through history finds them."""
    from warden.judge.leaks import seeks_secrets

    out: list[Effect] = []
    for i, w in enumerate(rest):
        if i and rest[i - 1].text in _TEXT_VALUES:
            continue  # a search text or an author, not a path
        if w.text.startswith("--output="):
            out += c.write(Word(w.text.split("=", 1)[1], w.dynamic))
        elif w.text.startswith("--upload-pack") or w.text.startswith("--extcmd") or w.text in ("-x", "--exec"):
            out.append(c.eff(E.UNKNOWN, f"git {sub}", "runs a program of the command's choosing"))
        elif not w.text.startswith("-") and not w.dynamic:
            path = w.text.split(":", 1)[1] if ":" in w.text and not w.text.startswith(":") else w.text
            out += [e for e in c.read(Word(path)) if e.kind in (E.CREDENTIALS, E.PERSONAL) and path]
    if sub == "grep" and any(seeks_secrets(w.text) for w in rest if not w.text.startswith("-")):
        out.append(c.eff(E.CREDENTIALS, "git grep", "searches the repository and its history for secrets"))
    if any(seeks_secrets(w.text) for w in _pickaxe(rest)):
        out.append(c.eff(E.CREDENTIALS, f"git {sub}", "searches history for changes that add or remove secrets, and "
                                                     "prints them"))
    return out or [c.eff(E.READ)]


# options of the reading commands whose value is text, not a path
_TEXT_VALUES = frozenset({"-S", "-G", "--grep", "--author", "--committer", "--format", "--pretty", "--since", "--until",
                          "--after", "--before", "--date", "-n", "--max-count", "-e"})


def _pickaxe(rest: list[Word]) -> list[Word]:
    """The patterns of ``git log -S…`` / ``-G…`` (the diffs that add or remove them), attached or not."""
    found = []
    for i, w in enumerate(rest):
        t = w.text
        if t in ("-S", "-G") and i + 1 < len(rest):
            found.append(rest[i + 1])
        elif t.startswith(("-S", "-G")) and len(t) > 2:
            found.append(Word(t[2:], w.dynamic))
    return found


def _plain_pager(c: Cmd, value: Word) -> bool:
    """``-c core.pager=cat``: a pager that only shows the output (judged as a command)."""
    key, _, pager = value.text.partition("=")
    if value.dynamic or key.lower() != "core.pager":
        return False
    if not pager.strip():
        return True
    return all(e.allowed for e in c.inner([Word("sh"), Word("-c"), Word(pager)], "git -c core.pager"))


def _o(c: Cmd, rest: list[Word], takes: tuple[str, ...] = ()) -> Opts:
    return c.opts(takes, words=rest)


def _local(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-m", "-F", "-C", "-c", "--author", "--date", "-S", "--file", "--message", "--cleanup",
                     "--directory"))
    if sub == "commit" and o.has("-n", "--no-verify") or o.has("--no-verify"):
        return [c.eff(E.PRIVILEGE, f"git {sub} --no-verify", "skips the project's commit hooks")]
    if o.has("--no-gpg-sign"):
        return [c.eff(E.PRIVILEGE, f"git {sub} --no-gpg-sign", "skips the commit signing the person configured")]
    if any(w.text.startswith(("--upload-pack", "--receive-pack", "--exec")) for w in rest):
        return [c.eff(E.UNKNOWN, f"git {sub}", "runs a program of the command's choosing")]
    if sub == "apply" and (o.has("--unsafe-paths") or any(not c.inside(w) for w in o.all("--directory"))):
        return [c.eff(E.OUTSIDE_PROJECT, "git apply --unsafe-paths", "applies a patch to files outside the project")]
    if sub in ("add", "stage"):
        staged = [e for w in o.positional for e in c.read(w) if e.kind in (E.CREDENTIALS, E.PERSONAL)]
        if staged:
            return [c.eff(E.CREDENTIALS, e.target, "stages a secret or private file, to be committed and shared")
                    for e in staged]
    if sub == "bisect" and rest and rest[0].text == "run":
        return c.run(rest[1:], "git bisect run")
    if sub in ("fetch", "pull") and any(_remote_url_with_token(w) for w in rest):
        return [c.eff(E.CREDENTIALS, "", "puts a token in a remote URL")]
    if sub == "pull" and o.has("--force", "-f"):
        return [c.eff(E.DISCARD_WORK, "git pull --force", "may overwrite local branches")]
    if sub == "merge" and o.has("--abort"):
        # it is `git reset --merge`: the conflict resolutions typed so far are lost, and changes that
        # were uncommitted when the merge started may not come back (a rebase starts only from a clean
        # tree, so its abort returns exactly there)
        return [c.eff(E.DISCARD_WORK, "git merge --abort", "abandons the merge in progress and the resolutions "
                                                           "made so far")]
    return [c.eff(E.VCS_LOCAL, f"git {sub}")]


def _remote_url_with_token(w: Word) -> bool:
    return bool(re.match(r"^\w+://[^/@\s]+@", w.text)) and ("$" in w.text or ":" in w.text.split("://", 1)[1].split("@")[0]
                                                            or bool(w.vars))


def _push(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("--repo", "-o", "--push-option", "--receive-pack", "--exec", "--signed"))
    if o.has("-n", "--dry-run"):
        return [c.eff(E.READ, "git push --dry-run", "only shows what a push would send")]
    refs = [w.text for w in o.positional[1:]]
    if o.has("-f", "--force", "--force-with-lease", "--force-if-includes", "--mirror") or \
            any(r.startswith("+") for r in refs) or any(f.startswith("--force-with-lease") for f in o.values):
        return [c.eff(E.REWRITE_HISTORY, "git push --force", "force-pushes, replacing history on the remote")]
    if o.has("-d", "--delete", "--prune") or any(r.startswith(":") for r in refs):
        return [c.eff(E.DELETE, "git push --delete", "deletes branches or tags on the remote")]
    return [c.eff(E.PUSH, " ".join(refs) or "git push")]


def _reset(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest)
    if o.has("--hard", "--merge"):
        return [c.eff(E.DISCARD_WORK, "git reset --hard")]
    return [c.eff(E.VCS_LOCAL, "git reset")]


def _looks_like_path(text: str) -> bool:
    return text in (".", "..", "*", ":/") or text.startswith(("./", "../", "/", ":")) or \
        bool(re.search(r"\.[A-Za-z0-9]{1,5}$", text)) or "*" in text


def _checkout(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-b", "-B", "--orphan", "--conflict", "--pathspec-from-file"))
    if "--" in [w.text for w in rest] or o.has("--pathspec-from-file") or o.has("-p", "--patch"):
        return [c.eff(E.DISCARD_WORK, "git checkout -- <paths>", "overwrites uncommitted changes to files")]
    if o.has("-B", "-f", "--force"):
        return [c.eff(E.DISCARD_WORK, "git checkout -f", "resets a branch or discards local changes")]
    if o.has("-b", "--orphan", "--detach"):
        return [c.eff(E.VCS_LOCAL, "git checkout -b")]
    pos = o.positional
    if len(pos) > 1 or any(w.dynamic or _looks_like_path(w.text) or _exists(c, w) for w in pos):
        return [c.eff(E.DISCARD_WORK, "git checkout <paths>", "overwrites uncommitted changes to files")]
    if pos and not _branch_shaped(c, pos[0].text):
        return [c.eff(E.UNKNOWN, f"git checkout {pos[0].text}", "names a branch or a file: if no branch has that "
                                                                 "name, git discards the file's uncommitted changes")]
    return [c.eff(E.VCS_LOCAL, "git checkout")]


# branch names projects use, and shapes no file name takes
_BRANCHES = frozenset("main master develop development dev trunk staging stable next release prod production "
                      "gh-pages HEAD FETCH_HEAD ORIG_HEAD MERGE_HEAD -".split())


def _branch_shaped(c: Cmd, name: str) -> bool:
    """Whether ``name`` is a branch, a commit or a ref rather than possibly a file name:
    a common branch name, a ref expression (``HEAD~2``, ``@{-1}``), a commit hash, a name
    with a branch-style separator (``feature/x``, ``fix-123``), or a branch the
    repository has."""
    if name in _BRANCHES or re.search(r"[~^@{}/]", name) or re.fullmatch(r"[0-9a-f]{7,40}", name):
        return True
    if re.search(r"[-_]", name) or re.search(r"\d", name):
        return True
    import os

    git_dir = os.path.join(c.sc.cwd or c.place.project, ".git")
    return any(os.path.exists(os.path.join(git_dir, "refs", kind, name)) for kind in ("heads", "tags"))


def _exists(c: Cmd, w: Word) -> bool:
    """Git itself reads an argument naming an existing file as a path: so does the judge."""
    import os

    found = c.resolve(w)
    return bool(found) and os.path.lexists(found[0])


def _switch(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-c", "-C", "--orphan"))
    if o.has("--discard-changes", "-f", "--force", "-C", "--force-create"):
        return [c.eff(E.DISCARD_WORK, "git switch --discard-changes")]
    return [c.eff(E.VCS_LOCAL, "git switch")]


def _restore(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-s", "--source"))
    if o.has("-S", "--staged") and not o.has("-W", "--worktree"):
        return [c.eff(E.VCS_LOCAL, "git restore --staged")]
    return [c.eff(E.DISCARD_WORK, "git restore", "overwrites uncommitted changes to files")]


def _clean(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-e", "--exclude"))
    if o.has("-n", "--dry-run"):
        return [c.eff(E.READ, "git clean -n")]
    if o.has("-i", "--interactive"):
        return [c.eff(E.UNKNOWN, "git clean -i", "asks questions interactively")]
    return [c.eff(E.DISCARD_WORK, "git clean", "deletes untracked files")]


def _stash(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    action = rest[0].text if rest and not rest[0].text.startswith("-") else "push"
    if action in ("drop", "clear"):
        return [c.eff(E.DISCARD_WORK, f"git stash {action}", "deletes stashed work")]
    if action in ("list", "show"):
        return [c.eff(E.READ)]
    return [c.eff(E.VCS_LOCAL, f"git stash {action}")]


def _branch(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-u", "--set-upstream-to", "--contains", "--no-contains", "--merged", "--no-merged",
                     "--points-at", "--sort", "--format", "--color", "-t", "--track"))
    if o.has("-D") or o.has("-d", "--delete") and o.has("-f", "--force"):
        return [c.eff(E.DELETE, "git branch -D", "force-deletes a branch that may hold unmerged commits")]
    if o.has("-d", "--delete", "-m", "--move", "-M", "-c", "--copy", "-C", "-u", "--set-upstream-to",
             "--unset-upstream", "--edit-description", "-t", "--track") or (o.positional and not o.has(
                 "-l", "--list", "-a", "--all", "-r", "--remotes", "--contains", "--merged", "--no-merged")):
        return [c.eff(E.VCS_LOCAL, "git branch")]
    return [c.eff(E.READ)]


def _tag(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-m", "-F", "-u", "--local-user", "--sort", "--format", "--contains", "--points-at", "-n"))
    if o.has("-d", "--delete", "-f", "--force"):
        return [c.eff(E.DELETE, "git tag -d", "deletes or replaces a tag")]
    if o.positional and not o.has("-l", "--list", "-v", "--verify"):
        return [c.eff(E.VCS_LOCAL, "git tag")]
    return [c.eff(E.READ)]


def _rebase(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-x", "--exec", "-s", "--strategy", "-X", "--onto"))
    if o.has("-x", "--exec"):
        return [c.eff(E.UNKNOWN, "git rebase --exec", "runs a command at every commit")]
    if o.has("-i", "--interactive", "--root", "--edit-todo"):
        return [c.eff(E.REWRITE_HISTORY, "git rebase -i", "rewrites commits in an editor session")]
    return [c.eff(E.VCS_LOCAL, "git rebase")]


def _remote(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    action = rest[0].text if rest and not rest[0].text.startswith("-") else ""
    if action in ("", "show", "get-url"):
        return [c.eff(E.READ)]
    if action in ("set-url",):
        return [c.eff(E.PUSH, "git remote set-url", "changes where the repository pushes to")]
    if action in ("remove", "rm"):
        return [c.eff(E.DELETE, f"git remote {action}", "removes a remote: its URL, its settings and its "
                                                        "remote-tracking branches")]
    if any(_remote_url_with_token(w) for w in rest):
        return [c.eff(E.CREDENTIALS, "", "puts a token in a remote URL")]
    if action == "add" and rest[-1:] and rest[-1].dynamic:
        # where a later push goes is only known when the command runs (and such URLs often carry a token)
        return [c.eff(E.UNKNOWN, "git remote add", "adds a remote whose URL the command does not show")]
    return [c.eff(E.VCS_LOCAL, f"git remote {action}")]


def _config(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-f", "--file", "--blob", "--type", "--default", "--comment"))
    reading = o.has("-l", "--list", "--get", "--get-all", "--get-regexp", "--get-urlmatch", "--show-origin",
                    "--show-scope", "-e", "--edit") and not o.has("-e", "--edit")
    pos = [w.text for w in o.positional]
    if pos[:1] in (["list"], ["get"]) or reading or len(pos) <= 1 and not o.has("--unset", "--unset-all", "-e", "--edit"):
        key = pos[-1] if pos else ""
        return [c.eff(E.CREDENTIALS, key, "reads stored credentials")] if key.lower().startswith("credential") \
            else [c.eff(E.READ)]
    if o.has("-e", "--edit"):
        return [c.eff(E.UNKNOWN, "git config --edit", "opens an editor")]
    key = pos[1] if pos and pos[0] in ("set", "unset") and len(pos) > 1 else (pos[0] if pos else "")
    if _RISKY_CONFIG.match(key):
        return [c.eff(E.PRIVILEGE, key, "sets a git option that makes git run another program")]
    if _IDENTITY_CONFIG.match(key):
        return [c.eff(E.PRIVILEGE, key, "changes who the repository's commits are attributed to or signed by")]
    if o.has("--global", "--system"):
        return [user_settings(c, "git")]
    if o.has("--file", "-f"):
        return [c.eff(E.OUTSIDE_PROJECT, key, "changes git settings outside the project")]
    return [c.eff(E.VCS_LOCAL, key)]


def _worktree(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    action = rest[0].text if rest else "list"
    o = _o(c, rest[1:], ("-b", "-B", "--reason"))
    if action == "list":
        return [c.eff(E.READ)]
    if action == "add":
        return c.write(o.positional[0]) if o.positional else [c.eff(E.VCS_LOCAL)]
    if action in ("remove", "prune"):
        if o.has("-f", "--force"):
            return [c.eff(E.DISCARD_WORK, "git worktree remove --force", "removes a worktree with its uncommitted work")]
        return [c.eff(E.VCS_LOCAL, "git worktree remove")] if action == "prune" or not o.positional \
            else c.delete(o.positional[0])
    return [c.eff(E.VCS_LOCAL, f"git worktree {action}")]


def _rm(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("--pathspec-from-file",))
    if o.has("--cached"):
        return [c.eff(E.VCS_LOCAL, "git rm --cached")]
    return [e for w in o.positional for e in c.delete(w)] or [c.eff(E.VCS_LOCAL)]


def _clone(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-b", "--branch", "-o", "--origin", "--depth", "-c", "--config", "--reference", "-u",
                     "--upload-pack", "--template", "--separate-git-dir", "-j", "--jobs", "--filter",
                     "--shallow-since", "--shallow-exclude", "--server-option"))
    out: list[Effect] = []
    for v in o.all("-c", "--config"):
        key = v.text.split("=")[0]
        if "ssh" in v.text or v.dynamic or _RISKY_CONFIG.match(key):
            out.append(c.eff(E.CREDENTIALS if ".ssh/" in v.text else E.PRIVILEGE, key,
                             "clones with a key or a program of its own"))
    if o.has("-u", "--upload-pack", "--template"):
        out.append(c.eff(E.UNKNOWN, "git clone", "runs a program of the clone's choosing"))
    if not o.positional:
        return out + [c.eff(E.UNKNOWN, "git clone", "clones nothing the command shows")]
    url = o.positional[0]
    if _remote_url_with_token(url):
        out.append(c.eff(E.CREDENTIALS, "", "puts a token in the clone URL"))
    if len(o.positional) > 1:
        dest = o.positional[1]
    else:
        name = posixpath.basename(url.text.rstrip("/")).removesuffix(".git") or "repo"
        dest = Word(name, url.dynamic)
    return out + [e if e.kind != E.WRITE_PROJECT else c.eff(E.INSTALL_LOCAL, e.target, "clones a repository into the project")
                  for e in c.write(dest)]


def _history(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    return [c.eff(E.REWRITE_HISTORY, f"git {sub}")]


def _reflog(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    if rest and rest[0].text in ("expire", "delete"):
        return [c.eff(E.REWRITE_HISTORY, f"git reflog {rest[0].text}", "deletes the record that lets lost commits be found")]
    return [c.eff(E.READ)]


def _gc(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    if any(w.text.startswith("--prune=") and w.text not in ("--prune=2.weeks.ago",) for w in rest) or sub == "prune":
        return [c.eff(E.REWRITE_HISTORY, f"git {sub}", "deletes unreachable commits for good")]
    return [c.eff(E.VCS_LOCAL, "git gc")]


def _update_ref(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    return [c.eff(E.REWRITE_HISTORY, "git update-ref", "moves or deletes a ref directly")]


def _submodule(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    action = rest[0].text if rest and not rest[0].text.startswith("-") else "status"
    if action in ("status", "summary"):
        return [c.eff(E.READ)]
    if action == "foreach":
        return [c.eff(E.UNKNOWN, "git submodule foreach", "runs a command in every submodule")]
    if action == "deinit" and any(w.text in ("-f", "--force", "--all") for w in rest):
        return [c.eff(E.DISCARD_WORK, "git submodule deinit", "removes submodule work trees")]
    return [c.eff(E.INSTALL_LOCAL, f"git submodule {action}")]


def _lfs(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    action = rest[0].text if rest else ""
    if action == "push":
        return [c.eff(E.PUSH, "git lfs push")]
    if action in ("install", "uninstall"):
        return [c.eff(E.PRIVILEGE, f"git lfs {action}", "installs git hooks and global filters")]
    return [c.eff(E.VCS_LOCAL, f"git lfs {action}")]


def _archive(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("-o", "--output", "--format", "--prefix", "--remote", "--exec"))
    if o.has("--remote", "--exec"):
        return [c.eff(E.SEND, "git archive --remote")]
    target = o.value("-o", "--output")
    return c.write(target) if target else [c.eff(E.READ)]


def _init(c: Cmd, rest: list[Word]) -> list[Effect]:
    o = _o(c, rest, ("--template", "--separate-git-dir", "-b", "--initial-branch", "--object-format", "--shared"))
    if o.has("--template", "--separate-git-dir"):
        return [c.eff(E.UNKNOWN, "git init --template", "sets up the repository from elsewhere")]
    return [e if e.kind != E.WRITE_PROJECT else c.eff(E.VCS_LOCAL, e.target) for w in o.positional[:1]
            for e in c.write(w)] or [c.eff(E.VCS_LOCAL, "git init")]


def _send(c: Cmd, sub: str, rest: list[Word]) -> list[Effect]:
    return [c.eff(E.SEND, f"git {sub}", "sends patches or data to other people")]


_SUBCOMMANDS = {
    "push": _push, "reset": _reset, "checkout": _checkout, "switch": _switch, "restore": _restore, "clean": _clean,
    "stash": _stash, "branch": _branch, "tag": _tag, "rebase": _rebase, "remote": _remote, "config": _config,
    "worktree": _worktree, "rm": _rm, "clone": _clone, "filter-branch": _history, "filter-repo": _history,
    "replace": _history, "reflog": _reflog, "gc": _gc, "prune": _gc, "update-ref": _update_ref,
    "submodule": _submodule, "init": lambda c, s, r: _init(c, r), "lfs": _lfs, "archive": _archive,
    "send-email": _send, "imap-send": _send,
    "daemon": lambda c, s, r: [c.eff(E.SEND, "git daemon", "serves the repository to the network")],
    "credential": lambda c, s, r: [c.eff(E.CREDENTIALS, "git credential")],
    "credential-store": lambda c, s, r: [c.eff(E.CREDENTIALS, "git credential")],
    "hook": lambda c, s, r: [c.eff(E.UNKNOWN, "git hook", "runs a hook script")],
    "difftool": lambda c, s, r: [c.eff(E.UNKNOWN, "git difftool", "launches an external diff tool")],
    "mergetool": lambda c, s, r: [c.eff(E.UNKNOWN, "git mergetool", "launches an external merge tool")],
}

PROGRAMS = {"git": git}
