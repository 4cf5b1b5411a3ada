"""Issue 12, item 12: the app's web server refuses other origins and unexpected Host headers (403).

The real server (`python -m referee_app.main --web`) is started in a subprocess; the websocket handshake
is written by hand on a socket so that any Host and Origin can be sent, as a page of another site (or a
DNS-rebound name) would.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time

import pytest

from referee_app.main import GRACEFUL_STOP_S
from referee_app.web.guard import HostCheck

HANDSHAKE = ("GET /ws HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{origin}\r\n")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(data) -> tuple[subprocess.Popen, int]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "referee_app.main", "--web", "--no-browser", "--port", str(port),
                             "--data", str(data)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return proc, port
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail("the app's web server did not start")
            time.sleep(0.2)


def stop(proc: subprocess.Popen, wait: float = 10) -> float:
    """Seconds the server took to stop after SIGTERM (killed, and `wait` returned, if it did not)."""
    t = time.monotonic()
    proc.terminate()
    try:
        proc.wait(wait)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    return time.monotonic() - t


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    proc, port = start_server(tmp_path_factory.mktemp("data"))
    yield port
    stop(proc)


def status(port: int, request: str) -> int:
    """The HTTP status the server answers to a raw request."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(request.encode("latin-1"))
        line = conn.makefile("rb").readline().decode("latin-1")
    return int(line.split()[1])


def websocket(port: int, host: str | None = None, origin: str | None = None) -> int:
    host = f"127.0.0.1:{port}" if host is None else host
    return status(port, HANDSHAKE.format(host=host, origin=f"Origin: {origin}\r\n" if origin else ""))


def page(port: int, host: str | None = None, origin: str | None = None) -> int:
    host = f"127.0.0.1:{port}" if host is None else host
    extra = f"Origin: {origin}\r\n" if origin else ""
    return status(port, f"GET / HTTP/1.1\r\nHost: {host}\r\n{extra}Connection: close\r\n\r\n")


def test_a_websocket_from_the_apps_own_origin_is_accepted(server):
    assert websocket(server, origin=f"http://127.0.0.1:{server}") == 101
    assert websocket(server, host=f"localhost:{server}", origin=f"http://localhost:{server}") == 101
    assert page(server) == 200


@pytest.mark.parametrize("origin", ["http://127.0.0.2:{port}", "http://localhost:1", "http://evil.example",
                                    "null", "file://", "http://127.0.0.1:{port}.evil.example"])
def test_a_websocket_from_another_origin_is_refused(server, origin):
    assert websocket(server, origin=origin.format(port=server)) == 403


@pytest.mark.parametrize("host", ["evil.example:{port}", "127.0.0.1:1", "127.0.0.2:{port}", "", "rebound.test"])
def test_an_unexpected_host_header_is_refused(server, host):
    host = host.format(port=server)
    assert websocket(server, host=host, origin=f"http://{host}") == 403
    assert page(server, host=host) == 403


def test_a_request_from_a_foreign_page_is_refused(server):
    assert page(server, origin="http://evil.example") == 403


def test_the_hosts_a_server_answers_depend_on_its_address():
    loopback = HostCheck("127.0.0.1", 8550)
    assert loopback.allows("127.0.0.1:8550") and loopback.allows("localhost:8550") and loopback.allows("[::1]:8550")
    assert not loopback.allows("127.0.0.1") and not loopback.allows("attacker.test:8550")
    lan = HostCheck("192.168.1.20", 8550)
    assert lan.allows("192.168.1.20:8550") and not lan.allows("localhost:8550")
    anywhere = HostCheck("0.0.0.0", 8550)  # a name can be rebound to us; a bare IP cannot
    assert anywhere.allows("10.0.0.7:8550") and anywhere.allows("localhost:8550")
    assert not anywhere.allows("table.example:8550") and not anywhere.allows("10.0.0.7:9999")


def test_the_server_stops_promptly_while_a_silent_phone_holds_its_connection(tmp_path):
    """A phone that left the network keeps its websocket open without answering: stopping the server
    (Ctrl+C, SIGTERM) must still end it within a few seconds, not wait for that phone forever."""
    proc, port = start_server(tmp_path)
    held = socket.create_connection(("127.0.0.1", port), timeout=5)
    try:
        held.sendall(HANDSHAKE.format(host=f"127.0.0.1:{port}", origin=f"Origin: http://127.0.0.1:{port}\r\n")
                     .encode())
        assert held.recv(64).startswith(b"HTTP/1.1 101")
        took = stop(proc, wait=15)
    finally:
        held.close()
    assert took < GRACEFUL_STOP_S + 4, f"the server took {took:.1f} s to stop"


def guard_status(port: int, headers: list[tuple[str, str]], host: str = "127.0.0.1") -> int:
    """The status the gate answers (200: it let the request through to the app) for these headers."""
    import asyncio

    from referee_app.web.guard import same_origin_only

    async def app(scope, receive, send):
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    sent: list[dict] = []

    async def receive():
        return {"type": "http.request", "body": b""}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": "/", "query_string": b"",
             "headers": [(k.encode("latin-1"), v.encode("latin-1")) for k, v in headers]}
    asyncio.run(same_origin_only(app, host, port)(scope, receive, send))
    return sent[0]["status"]


def test_on_port_80_a_browsers_bare_host_is_accepted():
    """Browsers leave the scheme's default port out of Host and Origin: `referee-app --web --port 80` must
    answer `Host: 127.0.0.1` (it answered 403 to every browser)."""
    assert guard_status(80, [("host", "127.0.0.1")]) == 200
    assert guard_status(80, [("host", "localhost"), ("origin", "http://localhost")]) == 200
    assert guard_status(80, [("host", "127.0.0.1:80"), ("origin", "http://127.0.0.1:80")]) == 200
    assert HostCheck("127.0.0.1", 443).allows("127.0.0.1", "https")
    # the default port names port 80 only: elsewhere a bare host is still refused
    assert guard_status(8550, [("host", "127.0.0.1")]) == 403
    assert guard_status(80, [("host", "127.0.0.1"), ("origin", "https://127.0.0.1")]) == 403
    assert guard_status(80, [("host", "evil.example")]) == 403


def test_a_request_with_two_host_headers_is_refused():
    """With two Host headers the gate read the last one while a proxy may route on the first: a request
    must carry exactly one Host (and at most one Origin)."""
    good = ("host", "127.0.0.1:8550")
    assert guard_status(8550, [good]) == 200
    assert guard_status(8550, [("host", "evil.example"), good]) == 403
    assert guard_status(8550, [good, good]) == 403
    assert guard_status(8550, []) == 403
    assert guard_status(8550, [good, ("origin", "http://evil.example"), ("origin", "http://127.0.0.1:8550")]) == 403
