"""The web server's gate: only pages of the app itself may talk to it.

Flet's web server answers anyone who reaches it, and its websocket (which carries every saved game)
accepted a connection opened by a page of any other origin: a site open in the same browser could read
the games. Binding 127.0.0.1 does not stop that (the browser is on 127.0.0.1 too), nor a DNS name made
to point at 127.0.0.1 after the page loaded ("DNS rebinding"). So, before Flet sees a request:

- it must carry exactly one `Host` (with two, servers and proxies disagree on which one counts), the
  address the server was started on, with its port (`127.0.0.1:8550`; on the loopback, `localhost:8550`
  too; on a wildcard address, any IP literal or `localhost` with that port: a rebinding attack needs a
  name, never a bare IP). On the scheme's default port (80 for http) browsers send the bare host
  (`127.0.0.1`), which then names that port;
- an `Origin` (at most one), when there is one (browsers always send it with a websocket, and with cross-site
  requests), must be `http(s)://` + one of those hosts. A missing Origin is a client that is not a web
  page (curl, a script): no other site is behind it.

Anything else gets 403 Forbidden: an HTTP answer, or a websocket closed before it is accepted (which
the server sends as 403).

Table mode (`referee-app --lan`) serves on the local network, where any device of the network reaches
the server: there a request must also carry the pairing token, a random secret the host's terminal and
screen show as a URL and QR code. The first visit brings it as `?t=<token>`; the answer sets it as a
cookie (HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it), which every later
request, the websocket included, carries. Without it, or with another one, the answer is 403. The answer
that sets the cookie is a page that at once replaces the address by the same one without the code, so
the code does not stay in the address bar, the history, a bookmark or a screenshot. That page redirects
from the browser (`location.replace`), not with an HTTP redirect: a visit that came from a link on
another site would follow an HTTP redirect as part of that cross-site navigation, and the SameSite=Strict
cookie would not be sent with it (403); the page's own navigation is same-site.
"""

from __future__ import annotations

import html
import ipaddress
import json
import secrets
from collections.abc import Awaitable, Callable
from http.cookies import CookieError, SimpleCookie
from typing import Any
from urllib.parse import parse_qs, parse_qsl, quote, urlencode, urlsplit

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: The cookie that holds the pairing token in table mode.
TOKEN_COOKIE = "table_referee_pairing"
#: The query parameter that brings the token on the first visit (the URL of the QR code).
TOKEN_PARAM = "t"

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")
WILDCARDS = ("", "0.0.0.0", "::", "*")
#: The port a browser leaves out of `Host` and `Origin`, by scheme (RFC 9110, 4.2).
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
#: Headers a request may carry once only: with two, which one the gate read would be a guess.
SINGLE_HEADERS = ("host", "origin")


def _split_host(value: str) -> tuple[str, int | None]:
    """`127.0.0.1:8550` -> ('127.0.0.1', 8550); `[::1]:80` -> ('::1', 80); a bad port -> (name, -1)."""
    try:
        parts = urlsplit(f"//{value}")
        return (parts.hostname or "").lower(), parts.port
    except ValueError:
        return value.lower(), -1


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class HostCheck:
    """Whether a `host[:port]` names this server: the bound address and port (see the module's rules)."""

    def __init__(self, host: str, port: int) -> None:
        self.port = port
        bound = host.strip("[]").lower()
        self.any_ip = bound in WILDCARDS
        self.names = {bound, *LOOPBACK_NAMES} if bound in LOOPBACK_NAMES else {bound}
        if self.any_ip:
            self.names = {"localhost"}

    def allows(self, value: str, scheme: str = "http") -> bool:
        name, port = _split_host(value)
        if port is None:  # the browser left out the scheme's default port
            port = DEFAULT_PORTS.get(scheme)
        if port != self.port:
            return False
        return name in self.names or (self.any_ip and _is_ip(name))


def _paired(scope: Scope, headers: dict[str, str], token: str) -> tuple[bool, bool]:
    """(whether the request carries the token, in its cookie or its query; whether it is paired and its
    query names the code: then the answer sets the cookie and takes the code out of the address)."""
    try:
        cookie = SimpleCookie(headers.get("cookie", ""))
    except CookieError:
        cookie = SimpleCookie()
    held = cookie.get(TOKEN_COOKIE)
    kept = held is not None and secrets.compare_digest(held.value.encode(), token.encode())
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    brought = any(secrets.compare_digest(value.encode(), token.encode()) for value in query.get(TOKEN_PARAM, ()))
    paired = kept or brought
    return paired, paired and TOKEN_PARAM in query


def address_without_code(scope: Scope) -> str:
    """The request's path and query, less the pairing code (`/?t=...&x=1` -> `/?x=1`); percent-encoded,
    so it holds no `<` or quote to end the page's script."""
    rest = [(k, v) for k, v in parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
            if k != TOKEN_PARAM]
    return quote(scope.get("path", "/") or "/") + (f"?{urlencode(rest)}" if rest else "")


def _leave_code_page(scope: Scope) -> bytes:
    """The page that answers the visit bringing the code: it replaces the address by the same one without
    it (the module's docstring says why not an HTTP redirect)."""
    target = address_without_code(scope)
    return (f'<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">'
            f'<title>Table Referee</title><meta http-equiv="refresh" content="0; url={html.escape(target)}">'
            f'<script>location.replace({json.dumps(target)})</script>\n').encode("utf-8")


def same_origin_only(app: ASGIApp, host: str, port: int, token: str | None = None) -> ASGIApp:
    """`app` behind the gate described in this module's docstring; with `token`, table mode's pairing too."""
    check = HostCheck(host, port)
    set_cookie = (f"{TOKEN_COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict".encode("latin-1")
                  if token else b"")

    async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            return await app(scope, receive, send)  # lifespan: the app's own start and stop
        names = [k.decode("latin-1").lower() for k, _ in scope.get("headers", ())]
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", ())}
        origin = headers.get("origin")
        refused = (names.count("host") != 1 or any(names.count(name) > 1 for name in SINGLE_HEADERS)
                   or not check.allows(headers["host"]))
        if origin is not None and not refused:
            parts = urlsplit(origin)
            refused = parts.scheme not in ("http", "https") or not check.allows(parts.netloc, parts.scheme)
        pairing = False
        if token is not None and not refused:
            paired, pairing = _paired(scope, headers, token)
            # the websocket must hold the cookie: a token in its URL would come from no page of ours
            refused = not paired or (pairing and scope["type"] == "websocket")
        if not refused and not pairing:
            return await app(scope, receive, send)
        if not refused:  # the visit that brings the code: the cookie set, the code out of the address
            body = _leave_code_page(scope)
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", b"text/html; charset=utf-8"), (b"set-cookie", set_cookie),
                                    (b"cache-control", b"no-store"), (b"referrer-policy", b"no-referrer"),
                                    (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})
            return None
        if scope["type"] == "websocket":
            await receive()  # websocket.connect; closing before accepting makes the server answer 403
            await send({"type": "websocket.close", "code": 1008})
            return None
        body = b"Forbidden: this server only answers the Table Referee pages it serves itself.\n"
        if token is not None:
            body = (b"Forbidden: this Table Referee table needs its pairing code: scan the QR code shown on the "
                    b"host's screen.\n")
        await send({"type": "http.response.start", "status": 403,
                    "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})
        return None

    return guarded
