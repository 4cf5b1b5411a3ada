"""What each main tap of tests/e2e/measure_ui.py sends to the client, counted without a browser: the patch
Flet makes of the controls the tap's handler sends (tests/test_targeted_repaint.py, `main_tap_patches`:
each screen opened in measure_ui's state, a tap and its undo made once, then the tap counted).

`python tests/e2e/tap_patches.py [--json]`: per tap, the controls the patch changes or adds (a control
added is built anew on the client), the patch messages and bytes, the controls on the screen (the page the
client lays out), and the controls changed by type. measure_ui runs
it to size the second floor (K texts changed per tap, K the median of these counts).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path


def counts() -> dict[str, dict]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # here, not at import (measure_ui's conftest)
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from test_targeted_repaint import main_tap_patches

    from referee_app.state import AppState
    from referee_app.store import Store

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "games.sqlite3")
        try:
            return main_tap_patches(AppState(store, device_language="en"))
        finally:
            store.close()


def median_controls(found: dict[str, dict]) -> int:
    return round(statistics.median(c["controls"] for c in found.values()))


def median_page(found: dict[str, dict]) -> int:
    return round(statistics.median(c["page"] for c in found.values()))


def table(found: dict[str, dict]) -> list[str]:
    lines = [f"{'controls changed per tap':24}{'controls':>9}{'changed':>9}{'added':>7}{'patches':>9}{'bytes':>7}"
             f"{'page':>6}  by type"]
    for name, c in found.items():
        types = ", ".join(f"{t} {n}" for t, n in sorted(c["types"].items(), key=lambda kv: -kv[1]))
        lines.append(f"{name:24}{c['controls']:>9}{c['changed']:>9}{c['added']:>7}{c['messages']:>9}"
                     f"{c['bytes']:>7}{c['page']:>6}  {types}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the counts as one JSON object")
    args = parser.parse_args()
    found = counts()
    if args.json:
        print(json.dumps(found))
        return
    print("\n".join(table(found)))
    print(f"(controls: changed or added, an added one built anew by the client, median {median_controls(found)}; "
          f"page: the controls the screen shows, median {median_page(found)})")


if __name__ == "__main__":
    main()
