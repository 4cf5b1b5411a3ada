"""The framework's floor for tests/e2e/measure_ui.py: the smallest Flet app, one text and one button that
repaints the text on a tap, served exactly as the app is (`referee_app.main.serve_web`: same server, same
gate, no CDN), so that a tap on it costs what any Flet tap costs on this machine and browser.

`python tests/e2e/floor_app.py --port N [--data DIR] [--texts K]` (--data is accepted and ignored, as
AppServer passes it).

- The floor (issue 18): one text, repainted on each tap.
- `--texts K`, the second floor: K texts (the count and K-1 more), all K changed on each tap and sent as
  our screens send a tap's controls (one `page.update` naming each), so that a tap on it costs what Flet
  costs for the same number of controls changed; measure_ui takes K from tests/e2e/tap_patches.py (the
  median number of controls our main taps change).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def floor_page(texts: int = 1, still: int = 0):
    """The floor's `main(page)`: `texts` texts changed on each tap, `still` boxes that never change
    (also built as a static browser app by `python -m pwa.build --floor`, which calls it from Pyodide)."""
    import flet as ft

    def start(page: ft.Page) -> None:
        count = ft.Text("0 taps")
        more = [ft.Text(f"text {i}: 0") for i in range(1, texts)]

        def tapped(_event) -> None:
            n = int(count.value.split()[0]) + 1
            count.value = f"{n} taps"
            if not more:
                count.update()
                return
            for i, text in enumerate(more, 1):
                text.value = f"text {i}: {n}"
            page.update(count, *more)

        page.add(ft.Semantics(identifier="open-settings", content=ft.Text("floor")),  # what UI.open waits for
                 ft.Semantics(identifier="floor-count", content=count),
                 ft.Semantics(identifier="floor-tap", content=ft.Button("Tap", on_click=tapped)),
                 *([ft.Column(more, spacing=2)] if more else []),
                 *([ft.Row([ft.Semantics(identifier=f"still-{i}", button=True, content=ft.Container(
                     ft.Text(str(i), size=10), width=40, height=40, bgcolor="#EEEEEE", on_click=lambda _: None))
                            for i in range(still)], wrap=True, spacing=4)] if still else []))

    return start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--data")
    parser.add_argument("--web", action="store_true")
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--texts", type=int, default=1, help="the texts changed on each tap (default 1)")
    parser.add_argument("--still", type=int, default=0,
                        help="boxes that never change, each a tappable Semantics node holding a Container and "
                             "its Text (a game screen holds some hundreds of controls)")
    args = parser.parse_args()
    import flet as ft

    from referee_app.main import serve_web

    start = floor_page(args.texts, args.still)
    serve_web(ft.run(start, export_asgi_app=True, no_cdn=True), "127.0.0.1", args.port, None)


if __name__ == "__main__":
    main()
