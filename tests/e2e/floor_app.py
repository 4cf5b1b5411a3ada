"""The framework's floor for tests/e2e/measure_ui.py: the smallest Flet app, one text and one button that
repaints the text on a tap, served exactly as the app is (`referee_app.main.serve_web`: same server, same
gate, no CDN), so that a tap on it costs what any Flet tap costs on this machine and browser.

`python tests/e2e/floor_app.py --port N [--data DIR]` (--data is accepted and ignored, as AppServer passes it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--data")
    parser.add_argument("--web", action="store_true")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    import flet as ft

    from referee_app.main import serve_web

    def start(page: ft.Page) -> None:
        count = ft.Text("0 taps")

        def tapped(_event) -> None:
            count.value = f"{int(count.value.split()[0]) + 1} taps"
            count.update()

        page.add(ft.Semantics(identifier="open-settings", content=ft.Text("floor")),  # what UI.open waits for
                 ft.Semantics(identifier="floor-count", content=count),
                 ft.Semantics(identifier="floor-tap", content=ft.Button("Tap", on_click=tapped)))

    serve_web(ft.run(start, export_asgi_app=True, no_cdn=True), "127.0.0.1", args.port, None)


if __name__ == "__main__":
    main()
