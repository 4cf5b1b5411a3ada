"""The web server's gate: only pages of the app itself may talk to it.

Flet's web server answers anyone who reaches it, and its websocket (which carries every saved game)
accepted a connection opened by a page of any other origin: a site open in the same browser could read
the games. Binding 127.0.0.1 does not stop that (the browser is on 127.0.0.1 too), nor a DNS name made
to point at 127.0.0.1 after the page loaded ("DNS rebinding"). So, before Flet sees a request:

- its `Host` must be the address the server was started on, with its port (`127.0.0.1:8550`; on the
  loopback, `localhost:8550` too; on a wildcard address, any IP literal or `localhost` with that port:
  a rebinding attack needs a name, never a bare IP);
- an `Origin`, when there is one (browsers always send it with a websocket, and with cross-site
  requests), must be `http(s)://` + one of those hosts. A missing Origin is a client that is not a web
  page (curl, a script): no other site is behind it.

Anything else gets 403 Forbidden: an HTTP answer, or a websocket closed before it is accepted (which
the server sends as 403).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")
WILDCARDS = ("", "0.0.0.0", "::", "*")


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

    def allows(self, value: str) -> bool:
        name, port = _split_host(value)
        if port != self.port:
            return False
        return name in self.names or (self.any_ip and _is_ip(name))


def same_origin_only(app: ASGIApp, host: str, port: int) -> ASGIApp:
    """`app` behind the gate described in this module's docstring."""
    check = HostCheck(host, port)

    async def guarded(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            return await app(scope, receive, send)  # lifespan: the app's own start and stop
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", ())}
        origin = headers.get("origin")
        refused = not check.allows(headers.get("host", ""))
        if origin is not None and not refused:
            parts = urlsplit(origin)
            refused = parts.scheme not in ("http", "https") or not check.allows(parts.netloc)
        if not refused:
            return await app(scope, receive, send)
        if scope["type"] == "websocket":
            await receive()  # websocket.connect; closing before accepting makes the server answer 403
            await send({"type": "websocket.close", "code": 1008})
            return None
        body = b"Forbidden: this server only answers the Table Referee pages it serves itself.\n"
        await send({"type": "http.response.start", "status": 403,
                    "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})
        return None

    return guarded
