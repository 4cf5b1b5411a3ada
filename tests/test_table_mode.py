"""Issue 15, section 2: table mode (`referee-app --lan`) lets in only the devices that scanned the pairing
code. The real server is started in a subprocess with --lan on a loopback address (the test's stand-in
for the LAN address); requests are written by hand so that any token, cookie and Origin can be sent."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_web_guard import HANDSHAKE, free_port

from referee_app.main import lan_address, terminal_qr
from referee_app.web.guard import TOKEN_COOKIE

HOST = "127.0.0.1"


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """(port, token) of a server started with --lan; the token read from the URL it prints."""
    port = free_port()
    out = tmp_path_factory.mktemp("out") / "stdout.txt"
    with open(out, "wb") as sink:
        proc = subprocess.Popen([sys.executable, "-m", "referee_app.main", "--lan", "--host", HOST, "--no-browser",
                                 "--port", str(port), "--data", str(tmp_path_factory.mktemp("data"))],
                                stdout=sink, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while True:
        try:
            with socket.create_connection((HOST, port), timeout=0.5):
                break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail("the app's web server did not start: " + out.read_text(errors="replace"))
            time.sleep(0.2)
    printed = out.read_text()
    found = re.search(rf"http://{re.escape(HOST)}:{port}/\?t=([A-Za-z0-9_-]+)", printed)
    assert found, printed
    assert "\u2588" in printed or "\u2580" in printed or "\u2584" in printed  # the QR code, in block characters
    yield port, found.group(1)
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("the table's server did not stop within 10 s of SIGTERM")


def answer(port: int, request: str) -> tuple[int, str]:
    """(status, header block) of the server's answer to a raw request."""
    with socket.create_connection((HOST, port), timeout=10) as conn:
        conn.sendall(request.encode("latin-1"))
        reader = conn.makefile("rb")
        lines = []
        while (line := reader.readline().decode("latin-1")) not in ("\r\n", ""):
            lines.append(line)
    return int(lines[0].split()[1]), "".join(lines[1:])


def get(port: int, path: str = "/", cookie: str | None = None, origin: str | None = None) -> tuple[int, str]:
    extra = (f"Cookie: {cookie}\r\n" if cookie else "") + (f"Origin: {origin}\r\n" if origin else "")
    return answer(port, f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\n{extra}Connection: close\r\n\r\n")


def websocket(port: int, cookie: str | None = None, path: str = "/ws") -> int:
    request = HANDSHAKE.format(host=f"{HOST}:{port}", origin=f"Origin: http://{HOST}:{port}\r\n"
                               + (f"Cookie: {cookie}\r\n" if cookie else ""))
    return answer(port, request.replace("GET /ws ", f"GET {path} "))[0]


def test_without_the_token_the_table_answers_403(table):
    port, _ = table
    assert get(port)[0] == 403
    assert get(port, "/main.dart.js")[0] == 403


def test_a_wrong_token_is_refused(table):
    port, token = table
    assert get(port, "/?t=" + token[:-1] + ("A" if token[-1] != "A" else "B"))[0] == 403
    assert get(port, cookie=f"{TOKEN_COOKIE}=nope")[0] == 403
    assert get(port, "/?t=")[0] == 403


def test_the_token_in_the_url_opens_the_page_and_becomes_a_strict_http_only_cookie(table):
    port, token = table
    code, headers = get(port, f"/?t={token}")
    assert code == 200
    cookie = next(line for line in headers.splitlines() if line.lower().startswith("set-cookie:"))
    assert f"{TOKEN_COOKIE}={token}" in cookie and "HttpOnly" in cookie and "SameSite=Strict" in cookie


def test_the_cookie_alone_opens_the_page_and_the_websocket(table):
    port, token = table
    code, headers = get(port, cookie=f"{TOKEN_COOKIE}={token}")
    assert code == 200 and "set-cookie" not in headers.lower()
    assert websocket(port, cookie=f"other=1; {TOKEN_COOKIE}={token}") == 101


def test_a_page_of_another_origin_is_refused_even_with_the_token(table):
    port, token = table
    assert get(port, f"/?t={token}", origin="http://evil.example")[0] == 403
    assert get(port, cookie=f"{TOKEN_COOKIE}={token}", origin=f"http://{HOST}:1")[0] == 403


def test_the_websocket_is_refused_without_the_cookie(table):
    port, token = table
    assert websocket(port) == 403
    assert websocket(port, cookie=f"{TOKEN_COOKIE}=nope") == 403
    assert websocket(port, path=f"/ws?t={token}") == 403  # the cookie, never the URL: no page of ours does that


def test_the_default_server_asks_no_token():
    from referee_app.main import parse_args

    args = parse_args([])
    assert not args.lan and args.host is None  # main() then serves on 127.0.0.1, with no token


def test_the_lan_address_is_found_without_network_or_is_none():
    address = lan_address()
    assert address is None or (not address.startswith("127.") and address.count(".") == 3)


def test_the_terminal_qr_code_is_drawn_in_block_characters():
    drawn = terminal_qr("http://192.168.1.20:8550/?t=abc")
    assert len(drawn.splitlines()) > 10 and set(drawn) <= set(" \xa0\u2588\u2580\u2584\n")


def gate(token: str, path: str, query: str, cookie: str | None = None, kind: str = "http") -> tuple[list, bool]:
    """(what the gate sent, whether it handed the request to the app) for a table with `token`."""
    import asyncio

    from referee_app.web.guard import same_origin_only

    reached: list[bool] = []

    async def app(scope, receive, send):
        reached.append(True)

    sent: list[dict] = []

    async def receive():
        return {"type": "websocket.connect"}

    async def send(message):
        sent.append(message)

    headers = [(b"host", b"127.0.0.1:8550"), *([(b"cookie", cookie.encode())] if cookie else [])]
    scope = {"type": kind, "method": "GET", "path": path, "query_string": query.encode(), "headers": headers}
    asyncio.run(same_origin_only(app, "127.0.0.1", 8550, token)(scope, receive, send))
    return sent, bool(reached)


def test_the_visit_with_the_code_sets_the_cookie_and_takes_the_code_out_of_the_address():
    """The token must not stay in the address bar (history, bookmarks, screenshots): the answer to the
    QR code's URL sets the cookie and replaces the address by the same one without `t` (from the page,
    so that the SameSite=Strict cookie goes with the next request even after a link on another site)."""
    token = "s3cret-TOKEN_value"
    sent, reached = gate(token, "/", f"t={token}")
    assert not reached and sent[0]["status"] == 200
    headers = dict(sent[0]["headers"])
    assert headers[b"set-cookie"].startswith(f"{TOKEN_COOKIE}={token};".encode())
    assert headers[b"cache-control"] == b"no-store" and headers[b"referrer-policy"] == b"no-referrer"
    body = sent[1]["body"].decode()
    assert token not in body and 'location.replace("/")' in body and 'url=/"' in body
    # another query parameter and a deep link are kept; a code brought again over a cookie is removed too
    sent, _ = gate(token, "/game/7", f"x=1&t={token}", cookie=f"{TOKEN_COOKIE}={token}")
    assert 'location.replace("/game/7?x=1")' in sent[1]["body"].decode()
    sent, reached = gate(token, "/", "", cookie=f"{TOKEN_COOKIE}={token}")  # the cookie alone: the app answers
    assert reached and not sent
    sent, reached = gate(token, "/", "t=wrong")
    assert not reached and sent[0]["status"] == 403


def test_the_client_files_are_served_without_the_rive_cdn():
    """Flet's client loads the Rive runtime from a CDN at each start: the server serves both its builds
    with that address replaced by a local no-op of the same length (the wasm module keeps its layout)."""
    import asyncio

    from flet_web import get_package_web_dir

    from referee_app.web.client import RIVE_CDN, local_client

    async def app(scope, receive, send):
        raise AssertionError("served by Flet: the CDN address would go out")

    for path in ("/main.dart.js", "/main.dart.wasm"):
        sent: list[dict] = []

        async def send(message, sent=sent):
            sent.append(message)

        scope = {"type": "http", "method": "GET", "path": path, "query_string": b"", "headers": []}
        asyncio.run(local_client(app)(scope, None, send))
        body, original = sent[1]["body"], (Path(get_package_web_dir()) / path[1:]).read_bytes()
        assert RIVE_CDN in original and RIVE_CDN not in body and len(body) == len(original)
        etag = dict(sent[0]["headers"])[b"etag"]
        sent.clear()
        asyncio.run(local_client(app)(dict(scope, headers=[(b"if-none-match", etag)]), None, send))
        assert sent[0]["status"] == 304
