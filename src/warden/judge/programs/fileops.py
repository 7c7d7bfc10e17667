"""Programs that create, copy, move, change and delete files.

Deleting is held unless all it removes is regenerable build output inside the project
(:func:`warden.judge.files.regenerable`); ``rmdir`` only removes empty directories and is
a plain write. ``mv`` deletes at its source. ``truncate`` to a smaller size empties data.
World-writable or setuid modes and ownership changes alter the machine's security and
are held wherever they point.
"""

from __future__ import annotations

import posixpath
import re

from warden.judge import effects as E
from warden.judge import files
from warden.judge.programs.base import writer
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_DISK = re.compile(r"^/dev/(?:sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme\d|disk\d|rdisk\d|mmcblk\d|md\d|dm-\d|mapper/)")


def rm(c: Cmd) -> list[Effect]:
    o = c.opts()
    return [e for w in o.positional for e in c.delete(w)] or [c.eff(E.READ)]


def rmdir(c: Cmd) -> list[Effect]:
    return [e for w in c.opts().positional for e in c.write(w)] or [c.eff(E.READ)]


def unlink(c: Cmd) -> list[Effect]:
    return rm(c)


def truncate(c: Cmd) -> list[Effect]:
    o = c.opts(("-s", "--size", "-r", "--reference"))
    size = o.value("-s", "--size")
    grow = size is not None and not size.dynamic and size.text.startswith("+")
    out = []
    for w in o.positional:
        for e in c.write(w) if grow else c.delete(w):
            if e.kind == E.DELETE and e.note == "deletes project files":
                e.note = "empties project files"
            out.append(e)
    return out or [c.eff(E.READ)]


def _dest_and_sources(c: Cmd, takes: tuple[str, ...]) -> tuple[Word | None, list[Word], bool]:
    o = c.opts(takes)
    target = o.value("-t", "--target-directory")
    pos = o.positional
    if target is not None:
        return target, pos, o.has("-r", "-R", "--recursive", "-a", "--archive")
    if len(pos) < 2:
        return None, pos, False
    return pos[-1], pos[:-1], o.has("-r", "-R", "--recursive", "-a", "--archive")


def cp(c: Cmd) -> list[Effect]:
    dest, sources, _ = _dest_and_sources(c, ("-t", "--target-directory", "-S", "--suffix"))
    out = [e for w in sources for e in c.read(w)]
    if dest is not None:
        out += c.write(dest)
    return out or [c.eff(E.READ)]


# a web project's folders whose files are served or published as they are (document roots,
# static assets, built sites)
_SERVED = frozenset({"public", "static", "www", "htdocs", "wwwroot", "public_html", "dist", "_site"})


def served(c: Cmd, dest: Word) -> bool:
    found = c.resolve(dest)
    root = c.place.project.rstrip("/") + "/"
    return bool(found) and any(p.startswith(root) and bool(set(p[len(root):].split("/")) & _SERVED) for p in found)


def mv(c: Cmd) -> list[Effect]:
    """A move empties where the source was and fills the destination. Within the project a
    moved secrets file is neither shown nor overwritten (its content goes along unread), so
    its sources count as secrets only when the destination is outside (held by the write
    there) or a folder the project serves or publishes as it is (``public/``): there the
    secret is anyone's to fetch — `mv out/html/* site` is not a read of every secret `*` could match."""
    dest, sources, _ = _dest_and_sources(c, ("-t", "--target-directory", "-S", "--suffix"))
    out = []
    inside = dest is not None and c.inside(dest)
    public = inside and served(c, dest)
    for w in sources:
        # a named secret, or a pattern that picks out secrets (`.e?v`, `*.pem`), is what a served folder
        # exposes; a pattern for every file of a folder (`out/html/*`) is not a read of each secret it could match
        aimed = not any(ch in w.text for ch in "*?[") or any(files.aimed_at_secrets(p, c.place)
                                                             for p in c.resolve(w) or [])
        kept = inside and not (public and not w.dynamic and aimed)
        for e in c.write(w):  # the source disappears: a write where it was
            if e.kind == E.OUTSIDE_PROJECT:
                e.kind, e.note = E.DELETE, "moves files away from outside the project"
            if not (kept and e.kind == E.CREDENTIALS):
                out.append(e)
        out += [e for e in c.read(w) if e.kind != E.READ and not (kept and e.kind == E.CREDENTIALS)]
    if dest is not None:
        out += c.write(dest)
    return out or [c.eff(E.READ)]


def ln(c: Cmd) -> list[Effect]:
    o = c.opts(("-t", "--target-directory", "-S", "--suffix"))
    pos = o.positional
    symbolic = o.has("-s", "--symbolic")
    tdir = o.value("-t", "--target-directory")
    if tdir is not None:
        pairs = [(w, Word(posixpath.join(tdir.text, posixpath.basename(w.text.rstrip("/"))), tdir.dynamic or w.dynamic))
                 for w in pos]
    elif len(pos) == 1:
        pairs = [(pos[0], Word(posixpath.basename(pos[0].text.rstrip("/")) or ".", pos[0].dynamic))]
    elif len(pos) >= 2:
        pairs = [(w, pos[-1]) for w in pos[:-1]]
    else:
        return [c.eff(E.READ)]
    out = []
    for target, link in pairs:
        out += c.write(link)
        if symbolic and not target.dynamic:
            base = link.text if link.text.endswith("/") else posixpath.dirname(link.text) or "."
            rel = target.text if target.text.startswith(("/", "~")) else posixpath.join(base, target.text)
            if not c.inside(Word(rel)):
                out.append(c.eff(E.OUTSIDE_PROJECT, target.text, "links into a path outside the project"))
    return out


_SETID = re.compile(r"^(?:[0-7]?[2-7][0-7]{3}|[ugoa]*[+=][rwxXt]*s)")
_WORLD = re.compile(r"^(?:[0-7]*[2367]|[0-7]{3}[2367]|(?:a|o|ugo)?[+=][rwxXst]*w|\+w)$")


def chmod(c: Cmd) -> list[Effect]:
    o = c.opts(("--reference",))
    pos = o.positional
    if not pos:
        return [c.eff(E.READ)]
    mode, targets = (None, pos) if o.has("--reference") else (pos[0], pos[1:])
    out = []
    if mode is not None:
        modes = mode.text.split(",")
        if mode.dynamic:
            out.append(c.eff(E.UNKNOWN, mode.text, "sets a file mode known only at run time"))
        elif any(_SETID.match(m) for m in modes):
            out.append(c.eff(E.PRIVILEGE, mode.text, "makes a program run with its owner's privileges (setuid)"))
        elif any(_WORLD.match(m) for m in modes):
            out.append(c.eff(E.SYSTEM, mode.text, "makes files writable by every user"))
    for w in targets:
        out += c.write(w)
    return out


def chown(c: Cmd) -> list[Effect]:
    return [c.eff(E.SYSTEM, c.name, "changes who owns files")]


_TOUCH = writer(("-t", "-d", "-r", "--date", "--reference"))


def touch(c: Cmd) -> list[Effect]:
    """touch creates an empty file or changes a file's times, never its content: an
    empty secrets file in the project (``touch .env.local``) reveals and destroys nothing."""
    return [c.eff(E.WRITE_PROJECT, e.target, "creates an empty file or updates its time")
            if e.kind == E.CREDENTIALS and c.place.inside(e.target) else e for e in _TOUCH(c)]


def tee(c: Cmd) -> list[Effect]:
    return [e for w in c.opts().positional for e in c.write(w)] or [c.eff(E.READ)]


def dd(c: Cmd) -> list[Effect]:
    out = []
    for w in c.words[1:]:
        key, eq, value = w.text.partition("=")
        if not eq:
            continue
        word = Word(value, w.dynamic, w.vars)
        if key == "if":
            out += c.read(word)
        elif key == "of":
            if _DISK.match(value):
                out.append(c.eff(E.DELETE, value, "overwrites a disk device"))
            else:
                out += c.write(word)
    return out or [c.eff(E.READ)]


def format_disk(c: Cmd) -> list[Effect]:
    return [c.eff(E.DELETE, c.name, "formats or repartitions a disk")]


def tar(c: Cmd) -> list[Effect]:
    words = c.words[1:]
    if words and not words[0].text.startswith("-") and re.fullmatch(r"[A-Za-z]+", words[0].text):
        words = [Word("-" + words[0].text)] + words[1:]  # old style: tar xzf file
    o = c.opts(("-f", "--file", "-C", "--directory", "-T", "--files-from", "-X", "--exclude-from", "-I",
                "--use-compress-program", "--exclude", "-b", "-N", "--newer"), words=words)
    archive = o.value("-f", "--file")
    if o.has("-x", "--extract", "--get"):
        where = o.value("-C", "--directory") or Word(".")
        return (c.read(archive) if archive else []) + c.write(where)
    if o.has("-c", "--create", "-r", "--append", "-u", "--update"):
        # files packed into an archive are not shown; to standard output they may go anywhere
        shown = archive is None or archive.text == "-"
        out = [e for w in o.positional for e in c.read(w, content=shown or not c.inside(w))]
        return out + (c.write(archive) if archive and archive.text != "-" else [])
    return c.read(archive) if archive else [c.eff(E.READ)]


def unzip(c: Cmd) -> list[Effect]:
    o = c.opts(("-d", "-x", "-P"))
    if o.has("-l", "-t", "-v", "-Z"):
        return [c.eff(E.READ)]
    out = c.read(o.positional[0]) if o.positional else []
    if o.has("-P"):
        out.append(c.eff(E.CREDENTIALS, "", "puts a password on the command line"))
    return out + c.write(o.value("-d") or Word("."))


def zip_(c: Cmd) -> list[Effect]:
    o = c.opts(("-x", "-i", "-P", "-b", "-n", "-t", "-tt"))
    if not o.positional:
        return [c.eff(E.READ)]
    return c.write(o.positional[0]) + [e for w in o.positional[1:] for e in c.read(w, content=not c.inside(w))]


def compress(c: Cmd) -> list[Effect]:
    o = c.opts(("-S", "--suffix", "-T", "--threads"))
    if o.has("-c", "--stdout", "-l", "--list", "-t", "--test"):
        return [e for w in o.positional for e in c.read(w)] or [c.eff(E.READ)]
    return [e for w in o.positional for e in c.write(w)] or [c.eff(E.READ)]


def sevenzip(c: Cmd) -> list[Effect]:
    o = c.opts()
    pos = o.positional
    if not pos:
        return [c.eff(E.READ)]
    cmd = pos[0].text
    if cmd in ("l", "t", "i"):
        return [c.eff(E.READ)]
    if cmd in ("x", "e"):
        out = [v for f in o.flags if f.startswith("-o") for v in c.write(Word(f[2:]))]
        return (c.read(pos[1]) if len(pos) > 1 else []) + (out or c.write(Word(".")))
    return c.write(pos[1]) if len(pos) > 1 else [c.eff(E.UNKNOWN, cmd, "runs a 7z command the policy does not know")]


def install(c: Cmd) -> list[Effect]:
    o = c.opts(("-m", "--mode", "-o", "--owner", "-g", "--group", "-t", "--target-directory", "-S", "--suffix"))
    if o.has("-o", "--owner", "-g", "--group"):
        return [c.eff(E.SYSTEM, "install", "installs files with another owner")]
    if o.has("-d", "--directory"):
        return [e for w in o.positional for e in c.write(w)]
    return cp(c)


def split(c: Cmd) -> list[Effect]:
    o = c.opts(("-l", "-b", "-C", "-n", "-a", "--additional-suffix", "-t", "--lines", "--bytes", "--number"))
    prefix = o.positional[1] if len(o.positional) > 1 else Word("x")
    return (c.read(o.positional[0]) if o.positional else []) + c.write(prefix)


def mktemp(c: Cmd) -> list[Effect]:
    o = c.opts(("-p", "--tmpdir", "--suffix"))
    base = o.value("-p", "--tmpdir")
    template = o.positional[0].text if o.positional else "tmp.XXXXXXXXXX"
    if base is not None:
        return c.write(Word(posixpath.join(base.text, template), base.dynamic))
    if o.positional and not o.has("-t") and "/" in template:
        return c.write(o.positional[0])
    return c.write(Word("/tmp/" + template.rsplit("/", 1)[-1]))


def patch(c: Cmd) -> list[Effect]:
    o = c.opts(("-p", "-d", "--directory", "-i", "--input", "-o", "--output", "-r", "-B", "-z", "-F", "-V"))
    if o.has("--dry-run", "-C", "--check"):
        return [c.eff(E.READ)]
    out = c.write(o.value("-o", "--output") or o.value("-d", "--directory") or Word("."))
    return out + [e for w in o.positional for e in c.write(w)]


PROGRAMS = {
    "rm": rm, "rimraf": rm, "del-cli": rm, "rmdir": rmdir, "unlink": unlink, "shred": rm, "srm": rm, "trash": rm, "trash-put": rm,
    "truncate": truncate, "cp": cp, "mv": mv, "ln": ln, "chmod": chmod, "chown": chown, "chgrp": chown,
    "chattr": chown, "setfacl": chown, "tee": tee, "dd": dd, "touch": touch,
    "mkdir": writer(("-m", "--mode")), "mkfs": format_disk, "wipefs": format_disk, "fdisk": format_disk,
    "sfdisk": format_disk, "parted": format_disk, "mkswap": format_disk, "tar": tar, "unzip": unzip, "zip": zip_,
    "gzip": compress, "gunzip": compress, "bzip2": compress, "bunzip2": compress, "xz": compress, "unxz": compress,
    "zstd": compress, "unzstd": compress, "lz4": compress, "7z": sevenzip, "7za": sevenzip, "install": install,
    "split": split, "csplit": split, "mktemp": mktemp, "patch": patch, "rsync_local": cp,
}
for _n in ("mkfs.ext4", "mkfs.ext3", "mkfs.xfs", "mkfs.vfat", "mkfs.fat", "mkfs.btrfs", "mkfs.ntfs", "newfs"):
    PROGRAMS[_n] = format_disk
