"""`referee-app`: start Table Referee.

A desktop window where a display and the Flet desktop client are there; otherwise (or with --web) a
web server on 127.0.0.1 with everything served locally (no CDN), opened in the browser unless
--no-browser. --host exposes it on another address, on purpose only. Either way the server answers
only requests for its own address and pages of its own origin (`referee_app.web.guard`).

--lan is table mode: the web server on this machine's address on the local network, so that the phones
around the table open the same games. Only a device that scanned the pairing QR code (printed in the
terminal, shown on Home) gets in: the URL carries a random token that becomes a cookie.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import secrets
import socket
import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parents[1] / "assets"
#: seconds a stop (Ctrl+C, SIGTERM) waits for open connections: a phone that dropped off the network
#: without closing its websocket would otherwise keep the server from ever stopping
GRACEFUL_STOP_S = 2


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="referee-app", description=__doc__.splitlines()[0])
    parser.add_argument("--web", action="store_true", help="serve the app in the browser")
    parser.add_argument("--host", help="address to serve on (default 127.0.0.1; with --lan, the LAN address)")
    parser.add_argument("--lan", action="store_true",
                        help="table mode: serve on the local network, to phones that scan the pairing QR code")
    parser.add_argument("--port", type=int, default=8550, help="port of the web server (default 8550)")
    parser.add_argument("--data", type=Path, help="folder of the saved games (default: the app's data folder)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser (web mode)")
    return parser.parse_args(argv)


def desktop_possible() -> bool:
    """A window needs a display and the Flet desktop client, which cannot be downloaded here."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    try:
        import flet_desktop  # noqa: F401
    except ImportError:
        return False
    return os.environ.get("TABLE_REFEREE_WEB") != "1"


def lan_address() -> str | None:
    """This machine's address on the local network, or None. A UDP socket "connected" to a private
    address sends nothing: the system only picks the interface that route would use, whose address is
    ours. No network access is needed."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def terminal_qr(text: str) -> str:
    """`text` as a QR code drawn with block characters, for the terminal."""
    from referee_app.pdf.qr import qr_terminal

    return qr_terminal(text)


def _quiet_dropped_connections(record: logging.LogRecord) -> bool:
    """At a stop, a connection that did not close in `GRACEFUL_STOP_S` is cancelled: uvicorn logs the
    cancellation as a crash with a traceback. Nothing is lost there (a change is saved before its screen
    says so), so one plain line is kept instead."""
    if record.exc_info and isinstance(record.exc_info[1], asyncio.CancelledError):
        return False
    return True


def serve_web(app, host: str, port: int, open_url: str | None, token: str | None = None) -> None:
    """Flet's web app served as `ft.run` would, behind the same-origin gate (`referee_app.web.guard`):
    Flet's own server accepts a websocket from a page of any other site."""
    import threading
    import webbrowser

    import uvicorn

    from referee_app.web.client import local_client
    from referee_app.web.guard import same_origin_only

    if open_url:
        threading.Timer(1.0, webbrowser.open, (open_url,)).start()
    logging.getLogger("uvicorn.error").addFilter(_quiet_dropped_connections)
    uvicorn.run(same_origin_only(local_client(app), host, port, token), host=host, port=port, log_level="warning",
                ws="websockets-sansio", timeout_graceful_shutdown=GRACEFUL_STOP_S)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    web = args.web or args.lan or not desktop_possible()
    host, token = args.host or "127.0.0.1", None
    if args.lan:
        token = secrets.token_urlsafe(16)
        if args.host is None:
            host = lan_address() or "127.0.0.1"
            if host == "127.0.0.1":
                print("Table Referee: no local network found: serving on 127.0.0.1 only "
                      "(connect this machine to the table's Wi-Fi and start again).", flush=True)
    import flet as ft

    from referee_app.app import attach
    from referee_app.state import AppState
    from referee_app.store import Store

    store = Store(args.data / "games.sqlite3") if args.data else Store.open_default()

    shown_host = f"[{host}]" if ":" in host else host
    url = f"http://{shown_host}:{args.port}/" + (f"?t={token}" if token else "")

    def start(page: ft.Page) -> None:
        app = AppState(store)
        app.table_url = url if token else None
        attach(page, app)

    if web:
        print(f"Table Referee: {url}  (games in {store.report.path})", flush=True)
        if token:
            print("Table mode: the other phones scan this code (or open the address above):", flush=True)
            try:
                print(terminal_qr(url), flush=True)
            except UnicodeEncodeError:  # a terminal that cannot draw block characters: the address is above
                print("(this terminal cannot draw the QR code; Home shows it on screen)", flush=True)
        serve_web(ft.run(start, export_asgi_app=True, no_cdn=True, assets_dir=str(ASSETS)), host, args.port,
                  None if args.no_browser else url, token)
    else:
        ft.run(start, assets_dir=str(ASSETS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
