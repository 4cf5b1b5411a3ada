"""Issue 35, item 8: malformed websocket frames from a client print one line each on the server's console, not a
traceback (before: eight frames, eight tracebacks). The real server is started in a subprocess, as in
`test_web_guard.py`, and each frame is sent on a websocket of its own from the app's own origin."""

from __future__ import annotations

import subprocess
import sys
import time

import msgpack
import pytest
from test_web_guard import free_port
from websockets.sync.client import connect

#: not msgpack; not a list; an unknown action; a body that is no mapping; no body; a text frame; a body of
#: unknown fields; a message the server does not take from a client
FRAMES = [b"\x00\xc1", b"\x00" + msgpack.packb(5), b"\x00" + msgpack.packb([99, {}]), b"\x00" + msgpack.packb([1, "x"]),
          b"\x00" + msgpack.packb([1]), "a text frame", b"\x00" + msgpack.packb([1, {"bogus\nforged": 1}]),
          b"\x00" + msgpack.packb([2, {"x": 1}])]


def test_malformed_frames_print_one_line_each_and_no_traceback(tmp_path):
    """Eight malformed frames, each on a websocket of its own: the server's console holds one line for each and
    no traceback, and a line break a frame carries forges no line."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "referee_app.main", "--web", "--no-browser", "--port", str(port),
                             "--data", str(tmp_path)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with connect(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}", open_timeout=2):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail("the app's web server did not start")
                time.sleep(0.2)
        for frame in FRAMES:
            with connect(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}") as ws:
                ws.send(frame)
                try:
                    ws.recv(timeout=0.5)
                except Exception:  # noqa: BLE001, S110 - closed by the server, or nothing said: either will do
                    pass
        time.sleep(1)
    finally:
        proc.terminate()
        try:
            _, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
    dropped = [line for line in err.splitlines() if "could not read was dropped" in line]
    assert "Traceback" not in err and len(dropped) == len(FRAMES), err
    assert not any(line.startswith("forged") for line in err.splitlines()), err


def test_a_record_of_a_frame_that_could_not_be_read_loses_its_traceback():
    """The filter itself: Flet's "Receive loop error" record keeps one line, its cause escaped, and loses its
    traceback."""
    import logging

    from referee_app.web.console import one_line_receive_errors  # here: the first test runs on code without it

    try:
        raise TypeError("a body\nforged line")
    except TypeError:
        record = logging.LogRecord("flet_web.fastapi", logging.WARNING, __file__, 1, "Receive loop error: %s",
                                   ("x",), sys.exc_info())
    assert one_line_receive_errors(record) and record.exc_info is None
    assert record.getMessage().endswith("(TypeError: a body\\nforged line)")
