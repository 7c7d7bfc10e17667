"""What a request to a URL does: WebFetch, curl and wget share this judgement.

Reading a public page is a read. A person decides when the URL carries a credential
(``user:pass@``, ``?token=…``, an unexpanded ``${API_KEY}`` — the shape of a prompt-injected
exfiltration), when it reaches this machine or the private network (the SSRF path: admin
pages, local databases, the cloud metadata service that hands out instance credentials),
when the host name embeds another domain (``docs.example.com.evil.net``, punycode), and
when the request sends data (a POST, an upload) anywhere but a local development server.
"""

from __future__ import annotations

import re

from warden.judge import effects as E
from warden.judge.effects import Effect

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


class Url:
    """A URL taken apart: ``place`` is ``public``, ``loopback``, ``private``,
    ``metadata``, ``lookalike`` or ``invalid``; ``credential`` names what in it looks like
    a secret ("" for none)."""

    __slots__ = ("text", "scheme", "host", "place", "credential")

    def __init__(self, text: str, scheme: str, host: str, place: str, credential: str):
        self.text, self.scheme, self.host, self.place, self.credential = text, scheme, host, place, credential


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
    credential = ""
    if userinfo:
        credential = "credentials in the URL"
    elif _PLACEHOLDER.search(url):
        credential = "a secret placeholder in the URL"
    else:
        for name, _value in parse_qsl(parts.query, keep_blank_values=True):
            if _SECRET_PARAM.match(name):
                credential = f"a {name}= parameter in the URL"
                break
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https") or not host:
        return Url(url, scheme, host, "invalid", credential)
    return Url(url, scheme, host, host_place(host), credential)


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
    else:
        out.append(Effect(E.READ, u.host, evidence))
    return out
