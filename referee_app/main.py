"""`referee-app`: the Flet app's entry point. The app itself is the next milestone."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    print("Table Referee: the phone app is not built yet (it is the next milestone).\n"
          "Meanwhile the `referee` command checks and scores Hundsgemein games:\n"
          "  referee games\n  referee check GAME.json\n  referee score GAME.json --pdf sheet.pdf\n"
          "See README.md for the file format.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
