"""Network clients: fetching a public page is a read; anything sent is not.

``curl``, ``wget``, ``http``/``xh`` and PowerShell's ``Invoke-WebRequest`` go through
:func:`warden.judge.web.request`: credentials in the request, private or metadata
addresses and look-alike hosts are held, and a body or upload is ``send`` (a POST to a
development server on this machine is build work). Saving a download writes a file; a
download of a program or script, or over plain http, is left to a person. ``ssh``,
``scp``, ``sftp``, ``rsync`` to another host and raw sockets (``nc``, ``socat``,
``telnet``) reach another machine: ``send``. Key material (``ssh-keygen``, ``ssh-add``)
is ``credentials``.
"""

from __future__ import annotations

import posixpath
import re

from warden.judge import effects as E
from warden.judge import web
from warden.judge.shell import Word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.cmd import Cmd
    from warden.judge.effects import Effect

_RISKY_DOWNLOAD = re.compile(r"\.(?:sh|bash|zsh|ps1|psm1|bat|cmd|vbs|exe|msi|bin|run|appimage|deb|rpm|pkg|dmg|jar"
                             r"|apk|command|scr|py|pl|rb)$", re.I)
# host:path or user@host:path (a one-letter "host" is a Windows drive), or a URL
_REMOTE = re.compile(r"^(?:(?:rsync|scp|sftp|ssh)://|[^/\s:@]+@[^/\s:]+:|[A-Za-z0-9_.-]{2,}:)")
_CURL_VALUES = ("-X", "--request", "-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii",
                "--json", "-F", "--form", "--form-string", "-T", "--upload-file", "-o", "--output", "-H", "--header",
                "-u", "--user", "-b", "--cookie", "-c", "--cookie-jar", "-A", "--user-agent", "-e", "--referer",
                "--resolve", "--connect-to", "-x", "--proxy", "-w", "--write-out", "-m", "--max-time",
                "--connect-timeout", "--netrc-file", "--preproxy", "--socks4", "--socks4a", "--socks5",
                "--socks5-hostname", "--retry", "--retry-delay", "--retry-max-time", "-K", "--config", "--cacert",
                "--capath", "--cert", "-E", "--key", "--url", "-D", "--dump-header", "--oauth2-bearer", "--output-dir",
                "-r", "--range", "-C", "--continue-at", "-y", "-Y", "--limit-rate", "--interface", "--unix-socket",
                "--abstract-unix-socket", "--trace", "--trace-ascii", "--stderr", "--max-filesize", "-z",
                "--time-cond", "--proxy-user", "-U", "--variable", "--expand-url", "--aws-sigv4", "--pass",
                "--dns-servers", "--local-port", "--max-redirs", "-Q", "--quote", "--mail-from", "--mail-rcpt",
                "--create-file-mode", "--happy-eyeballs-timeout-ms", "--keepalive-time", "--parallel-max",
                "--proto", "--proto-redir", "--tls-max", "--ciphers", "--etag-save", "--etag-compare")


def _download(c: Cmd, url: str, target: Word) -> list[Effect]:
    out = c.write(target)
    if url.lower().startswith("http://") and not web.examine(url).place == "loopback":
        out.append(c.eff(E.UNKNOWN, url, "downloads a file over unencrypted http"))
    name = target.text if not target.dynamic else url
    if _RISKY_DOWNLOAD.search(name.split("?")[0]) or _RISKY_DOWNLOAD.search(url.split("?")[0]):
        out.append(c.eff(E.UNKNOWN, url, "downloads a program or script"))
    return out


def curl(c: Cmd) -> list[Effect]:
    o = c.opts(_CURL_VALUES)
    urls = [w for w in o.positional] + o.all("--url")
    if o.has("-K", "--config"):
        return [c.eff(E.UNKNOWN, "curl -K", "reads its options from a file")]
    data = o.all("-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii", "--json")
    forms = o.all("-F", "--form")
    uploads = o.all("-T", "--upload-file")
    out: list[Effect] = []
    for w in data + forms:
        at = w.text.split("@", 1)[1] if w.text.startswith("@") or "=@" in w.text or "=<" in w.text else None
        if at is None and "=<" in w.text:
            at = w.text.split("=<", 1)[1]
        if at and at != "-":
            out += [e for e in c.read(Word(at.split(";")[0], w.dynamic)) if e.kind != E.READ]
    for w in uploads:
        out += [e for e in c.read(w) if e.kind != E.READ]
    method = o.value("-X", "--request")
    sends = bool(data or forms or uploads) and not o.has("-G", "--get")
    m = method.text if method is not None and not method.dynamic else ("HEAD" if o.has("-I", "--head") else
                                                                        "POST" if sends else "GET")
    if o.has("-u", "--user") and ":" in (o.value("-u", "--user").text if o.value("-u", "--user") else ""):
        out.append(c.eff(E.CREDENTIALS, "curl -u", "puts a password on the command line"))
    if o.has("-n", "--netrc", "--netrc-optional", "--netrc-file"):
        out.append(c.eff(E.CREDENTIALS, "curl --netrc", "sends the logins stored in a .netrc file"))
    if o.has("-x", "--proxy", "--preproxy", "--socks4", "--socks4a", "--socks5", "--socks5-hostname"):
        out.append(c.eff(E.SEND, "curl --proxy", "sends the request through a proxy"))
    if o.has("--cert", "-E", "--key", "--aws-sigv4", "--proxy-user", "-U"):
        out.append(c.eff(E.CREDENTIALS, "curl --cert", "authenticates with a key or certificate"))
    cookie = o.value("-b", "--cookie")
    if cookie is not None and "=" in cookie.text:
        out.append(c.eff(E.CREDENTIALS, "curl -b", "sends a cookie"))
    sock = o.value("--unix-socket", "--abstract-unix-socket")
    if sock is not None and "docker" in sock.text:
        out.append(c.eff(E.PRIVILEGE if sends or m not in ("GET", "HEAD") else E.READ, sock.text,
                         "talks to the docker engine"))
    for r in o.all("--resolve", "--connect-to"):
        addr = r.text.rsplit(":", 1)[-1].strip("[]")
        if web.host_place(addr) in ("private", "metadata"):
            out.append(c.eff(E.LOCAL_NETWORK, addr, "sends the request to a private address"))
    for w in urls:
        if w.dynamic:
            out.append(c.eff(E.UNKNOWN, w.text, "requests a URL known only at run time"))
            continue
        out += web.request(w.text, c.evidence, sends=sends, method=m)
    target = o.value("-o", "--output")
    if target is not None and target.text != "-" or o.has("-O", "--remote-name", "--remote-name-all"):
        for w in urls:
            name = target if target is not None and target.text != "-" else \
                Word(posixpath.basename(w.text.split("?")[0].rstrip("/")) or "index.html", w.dynamic)
            outdir = o.value("--output-dir")
            if outdir is not None:
                name = Word(posixpath.join(outdir.text, name.text), outdir.dynamic or name.dynamic)
            out += _download(c, w.text, name)
    for opt in ("-c", "--cookie-jar", "-D", "--dump-header", "--trace", "--trace-ascii", "--stderr", "--etag-save"):
        w = o.value(opt)
        if w is not None and w.text != "-":
            out += c.write(w)
    return out or [c.eff(E.READ)]


_WGET_VALUES = ("-O", "--output-document", "-o", "--output-file", "-a", "--append-output", "-P", "--directory-prefix",
                "--post-data", "--post-file", "--body-data", "--body-file", "--method", "--header", "--user",
                "--password", "--http-user", "--http-password", "-e", "--execute", "-i", "--input-file", "-U",
                "--user-agent", "--load-cookies", "--save-cookies", "-t", "--tries", "-T", "--timeout", "-w", "--wait",
                "-l", "--level", "-A", "--accept", "-R", "--reject", "-D", "--domains", "--ftp-user", "--ftp-password",
                "--ca-certificate", "--certificate", "--private-key", "-Q", "--quota", "--limit-rate", "-B", "--base",
                "--referer", "--bind-address", "--exclude-directories", "-X", "--include-directories", "-I")


def wget(c: Cmd) -> list[Effect]:
    o = c.opts(_WGET_VALUES)
    out: list[Effect] = []
    if o.has("-e", "--execute", "-i", "--input-file"):
        out.append(c.eff(E.UNKNOWN, "wget -e", "takes commands or URLs from elsewhere"))
    if o.has("--password", "--http-password", "--ftp-password", "--certificate", "--private-key"):
        out.append(c.eff(E.CREDENTIALS, "wget --password", "authenticates with a password or key"))
    body = o.value("--post-file", "--body-file")
    if body is not None:
        out += [e for e in c.read(body) if e.kind != E.READ]
    sends = o.has("--post-data", "--post-file", "--body-data", "--body-file")
    method = o.value("--method")
    m = method.text if method is not None else ("POST" if sends else "GET")
    urls = o.positional
    for w in urls:
        if w.dynamic:
            out.append(c.eff(E.UNKNOWN, w.text, "requests a URL known only at run time"))
            continue
        out += web.request(w.text, c.evidence, sends=sends, method=m)
    if o.has("--spider"):
        return out or [c.eff(E.READ)]
    target = o.value("-O", "--output-document")
    prefix = o.value("-P", "--directory-prefix")
    for w in urls:
        if target is not None:
            if target.text == "-":
                continue
            name = target
        elif o.has("-r", "--recursive", "-m", "--mirror"):
            name = prefix or Word(".")
        else:
            base = posixpath.basename(w.text.split("?")[0].rstrip("/")) or "index.html"
            name = Word(posixpath.join(prefix.text, base) if prefix else base, w.dynamic or bool(prefix and prefix.dynamic))
        out += _download(c, w.text, name)
    for opt in ("-o", "--output-file", "-a", "--append-output", "--save-cookies"):
        w = o.value(opt)
        if w is not None:
            out += c.write(w)
    return out or [c.eff(E.READ)]


def httpie(c: Cmd) -> list[Effect]:
    o = c.opts(("-a", "--auth", "-o", "--output", "--session", "--session-read-only", "-A", "--auth-type", "--cert",
                "--cert-key", "--verify", "--proxy", "--timeout", "-p", "--print"))
    pos = [w for w in o.positional]
    method = "GET"
    if pos and re.fullmatch(r"[A-Z]+", pos[0].text):
        method = pos.pop(0).text
    if not pos:
        return [c.eff(E.READ)]
    url, items = pos[0], pos[1:]
    data = [w for w in items if re.match(r"^[^=:]+(?::=|=|@)", w.text) and "==" not in w.text.split("=", 1)[0] + "="]
    sends = bool(data) or o.has("-f", "--form", "--raw")
    if method == "GET" and sends:
        method = "POST"
    out: list[Effect] = []
    if o.has("-a", "--auth", "--session", "--cert"):
        out.append(c.eff(E.CREDENTIALS, f"{c.name} --auth", "authenticates the request"))
    for w in items:
        if "@" in w.text and not w.text.startswith("@"):
            out += [e for e in c.read(Word(w.text.split("@", 1)[1], w.dynamic)) if e.kind != E.READ]
    address = url.text if url.text.startswith(("http://", "https://")) or c.name != "https" else "https://" + url.text
    if address.startswith(":"):
        address = "http://localhost" + address
    out += web.request(address, c.evidence, sends=sends, method=method) if not url.dynamic else \
        [c.eff(E.UNKNOWN, url.text, "requests a URL known only at run time")]
    target = o.value("-o", "--output")
    return out + (c.write(target) if target is not None else [])


def powershell_web(c: Cmd) -> list[Effect]:
    """Invoke-WebRequest / Invoke-RestMethod (iwr, irm)."""
    words = c.words[1:]
    url = None
    method = "GET"
    sends = False
    target = None
    i = 0
    while i < len(words):
        t = words[i].text.lower()
        if t in ("-uri", "-url") and i + 1 < len(words):
            url = words[i + 1]
            i += 2
            continue
        if t == "-method" and i + 1 < len(words):
            method = words[i + 1].text.upper()
            i += 2
            continue
        if t in ("-body", "-infile", "-form"):
            sends = True
        if t == "-outfile" and i + 1 < len(words):
            target = words[i + 1]
            i += 2
            continue
        if not t.startswith("-") and url is None:
            url = words[i]
        i += 1
    out = web.request(url.text, c.evidence, sends=sends, method=method) if url is not None and not url.dynamic else \
        [c.eff(E.UNKNOWN, "", "requests a URL the policy cannot see")]
    return out + (_download(c, url.text if url else "", target) if target is not None else [])


def remote_copy(c: Cmd) -> list[Effect]:
    """scp, sftp, rsync: another host anywhere in the arguments makes it a transfer."""
    o = c.opts(("-e", "--rsh", "-P", "-p", "-i", "-F", "-o", "-l", "-c", "--exclude", "--include", "--filter", "-f",
                "--exclude-from", "--include-from", "--files-from", "--port", "-J", "--timeout", "--bwlimit",
                "--log-file", "--chmod", "--chown", "--backup-dir", "--suffix", "--partial-dir", "--temp-dir",
                "--compare-dest", "--link-dest", "--copy-dest", "-T", "--password-file", "-S"))
    pos = o.positional
    remote = [w.text for w in pos if _REMOTE.match(w.text)]
    if remote or c.name in ("sftp",) or o.has("-e", "--rsh"):
        return [c.eff(E.SEND, remote[0] if remote else c.name, "copies files to or from another machine")]
    if len(pos) < 2:
        return [c.eff(E.READ)]
    dest, sources = pos[-1], pos[:-1]
    out = [e for w in sources for e in c.read(w)] + c.write(dest)
    if any(f.startswith("--delete") for f in o.flags | set(o.values)) or o.has("--remove-source-files"):
        out += [e for e in c.delete(dest) if e.kind != E.CLEAN] or [c.eff(E.DELETE, dest.text)]
        for e in out:
            if e.kind == E.DELETE and e.note == "deletes project files":
                e.note = "deletes files in the destination that the source lacks"
    return out


def ssh(c: Cmd) -> list[Effect]:
    if any(w.text in ("-V", "-G") for w in c.words[1:]):
        return [c.eff(E.READ)]
    o = c.opts(("-p", "-i", "-l", "-L", "-R", "-D", "-o", "-F", "-J", "-W", "-b", "-c", "-m", "-O", "-S", "-E", "-B",
                "-Q", "-w", "-e", "-I"))
    host = o.positional[0].text if o.positional else ""
    return [c.eff(E.SEND, host, "connects to another machine and runs commands there")]


def ssh_keygen(c: Cmd) -> list[Effect]:
    args = c.args
    if "-R" in args:
        return [c.eff(E.OUTSIDE_PROJECT, "~/.ssh/known_hosts", "removes a host key from known_hosts")]
    if "-F" in args or "-l" in args:
        return [c.eff(E.READ)]  # look up a known host, print a fingerprint
    return [c.eff(E.CREDENTIALS, "ssh-keygen", "reads or creates private keys")]


def raw_socket(c: Cmd) -> list[Effect]:
    return [c.eff(E.SEND, c.name, "opens a raw network connection")]


def mail(c: Cmd) -> list[Effect]:
    return [c.eff(E.SEND, c.name, "sends email")]


PROGRAMS = {
    "curl": curl, "wget": wget, "wget2": wget, "http": httpie, "https": httpie, "xh": httpie, "xhs": httpie,
    "irm": powershell_web, "iwr": powershell_web, "invoke-webrequest": powershell_web,
    "invoke-restmethod": powershell_web, "Invoke-WebRequest": powershell_web, "Invoke-RestMethod": powershell_web,
    "scp": remote_copy, "sftp": remote_copy, "rsync": remote_copy, "ssh": ssh, "mosh": ssh, "autossh": ssh,
    "ssh-keygen": ssh_keygen, "ssh-add": lambda c: [c.eff(E.READ if c.args[:1] == ["-l"] or c.args[:1] == ["-L"]
                                                          else E.CREDENTIALS, "ssh-add")],
    "ssh-agent": lambda c: [c.eff(E.CREDENTIALS, "ssh-agent")],
    "ssh-copy-id": lambda c: [c.eff(E.CREDENTIALS, "ssh-copy-id", "installs a key on another machine")],
    "nc": raw_socket, "netcat": raw_socket, "ncat": raw_socket, "socat": raw_socket, "telnet": raw_socket,
    "ftp": raw_socket, "lftp": raw_socket, "tftp": raw_socket, "ngrok": raw_socket, "cloudflared": raw_socket,
    "mail": mail, "mailx": mail, "sendmail": mail, "mutt": mail, "msmtp": mail, "swaks": mail,
}
