"""Flet's web client as the server mode serves it: nothing fetched from outside.

Flet's client (both its builds: `main.dart.js`, and `main.dart.wasm` that Chromium picks) loads the Rive
runtime from a CDN at every start, unasked, sending the page's address (in table mode, the table's LAN
address) as Referer; `no_cdn` does not cover it. The app shows no Rive animation, so those two files are
served with the CDN's address replaced by a script that is no Rive runtime (`RiveNative()` gives null,
as when none loads): the client then takes Rive as unavailable, with no request and no error. The
browser build patches the same string (`pwa/build.py`, `patch_client`).

The replacement has the CDN address's length, so that the string stays the same size inside the
WebAssembly module (an import's name there: a longer one would move every later byte of its section).
The loader appends the runtime's path to it: it lands in the script's comment.
"""

from __future__ import annotations

import functools
import hashlib
import logging
from pathlib import Path

from referee_app.web.guard import ASGIApp, Receive, Scope, Send

RIVE_CDN = b"https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@44.0.0/"
RIVE_NONE = b"data:text/javascript,window.RiveNative=()=>Promise.resolve(null)//"
assert len(RIVE_NONE) == len(RIVE_CDN), "the WebAssembly build needs a replacement of the same length"
#: The client files that name the CDN, and the type each is served as.
PATCHED = {"/main.dart.js": b"text/javascript", "/main.dart.wasm": b"application/wasm"}


@functools.cache
def patched_file(path: str) -> tuple[bytes, bytes] | None:
    """(the file's bytes with the CDN address replaced, their ETag), read once from flet_web's client;
    None when the file no longer holds the address once (another Flet: the file is served as it is, with a
    warning, rather than no app at all; tests/test_table_mode.py and the table mode e2e test then fail)."""
    from flet_web import get_package_web_dir

    data = (Path(get_package_web_dir()) / path.lstrip("/")).read_bytes()
    if data.count(RIVE_CDN) != 1:
        logging.getLogger(__name__).warning("flet_web's %s changed: review referee_app/web/client.py "
                                            "(the Rive runtime may be fetched from a CDN)", path)
        return None
    data = data.replace(RIVE_CDN, RIVE_NONE)
    return data, b'"' + hashlib.sha256(data).hexdigest()[:32].encode() + b'"'


def local_client(app: ASGIApp) -> ASGIApp:
    """`app` (Flet's ASGI app), with the client files that name the CDN served patched (this module)."""

    async def serve(scope: Scope, receive: Receive, send: Send) -> None:
        kind = PATCHED.get(scope.get("path", "")) if scope["type"] == "http" else None
        patched = patched_file(scope["path"]) if kind is not None and scope.get("method") in ("GET", "HEAD") else None
        if patched is None:
            return await app(scope, receive, send)
        body, etag = patched
        headers = dict(scope.get("headers", ()))
        fresh = headers.get(b"if-none-match") == etag
        await send({"type": "http.response.start", "status": 304 if fresh else 200,
                    "headers": [(b"content-type", kind), (b"etag", etag), (b"cache-control", b"no-cache"),
                                *([] if fresh else [(b"content-length", str(len(body)).encode())])]})
        await send({"type": "http.response.body", "body": b"" if fresh or scope["method"] == "HEAD" else body})
        return None

    return serve
