"""`referee-app`: start Table Referee.

A desktop window where a display and the Flet desktop client are there; otherwise (or with --web) a
web server on 127.0.0.1 with everything served locally (no CDN), opened in the browser unless
--no-browser. --host exposes it on another address, on purpose only. Either way the server answers
only requests for its own address and pages of its own origin (`referee_app.web_guard`).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parents[1] / "assets"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="referee-app", description=__doc__.splitlines()[0])
    parser.add_argument("--web", action="store_true", help="serve the app in the browser")
    parser.add_argument("--host", default="127.0.0.1", help="address to serve on (default 127.0.0.1)")
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


def serve_web(app, host: str, port: int, open_url: str | None) -> None:
    """Flet's web app served as `ft.run` would, behind the same-origin gate (`referee_app.web_guard`):
    Flet's own server accepts a websocket from a page of any other site."""
    import threading
    import webbrowser

    import uvicorn

    from referee_app.web_guard import same_origin_only

    if open_url:
        threading.Timer(1.0, webbrowser.open, (open_url,)).start()
    uvicorn.run(same_origin_only(app, host, port), host=host, port=port, log_level="warning",
                ws="websockets-sansio")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    web = args.web or not desktop_possible()
    import flet as ft

    from referee_app.app import attach
    from referee_app.state import AppState
    from referee_app.store import Store

    store = Store(args.data / "games.sqlite3") if args.data else Store.open_default()

    def start(page: ft.Page) -> None:
        attach(page, AppState(store))

    if web:
        url = f"http://{args.host}:{args.port}/"
        print(f"Table Referee: {url}  (games in {store.report.path})", flush=True)
        serve_web(ft.run(start, export_asgi_app=True, no_cdn=True, assets_dir=str(ASSETS)), args.host, args.port,
                  None if args.no_browser else url)
    else:
        ft.run(start, assets_dir=str(ASSETS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
