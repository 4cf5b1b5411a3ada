"""The app as tests/e2e/measure_ui.py runs it: `referee_app.main`, with the Python side of the taps it
measures timed (time.perf_counter around the handler, appended to $MEASURE_UI_LOG as `name ms` lines), so
that a tap's time splits into the handler's and the rest (Flet's diff and send, the client's layout and
paint). Nothing in the app changes: the methods are wrapped here, in the measured process only.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def timed(cls: type, name: str, label: str, log: Path) -> None:
    method = getattr(cls, name)

    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return method(*args, **kwargs)
        finally:
            with log.open("a", encoding="utf-8") as out:
                out.write(f"{label} {(time.perf_counter() - start) * 1000:.2f}\n")

    setattr(cls, name, wrapper)


def timed_steps(cls: type, name: str, label: str, log: Path) -> None:
    """A handler run step by step (a generator: Flet sends the page at each yield): `label` is the time to
    its first yield, what the repaint waits for; `label-all` the whole of it."""
    method = getattr(cls, name)

    @functools.wraps(method)
    def wrapper(*args, **kwargs):
        start, first = time.perf_counter(), None
        try:
            for step in method(*args, **kwargs):
                first = first if first is not None else time.perf_counter()
                yield step
        finally:
            end = time.perf_counter()
            with log.open("a", encoding="utf-8") as out:
                out.write(f"{label} {((first or end) - start) * 1000:.2f}\n{label}-all {(end - start) * 1000:.2f}\n")

    setattr(cls, name, wrapper)


def main() -> int:
    from referee_app import main as app
    from referee_app.components.saved_game import SavedGameScreen
    from referee_app.games.hundsgemein.screen import GameScreen
    from referee_app.games.loopit.screen import LoopitScreen
    from referee_app.games.paleo.log import MatchLog
    from referee_app.games.paleo_games.screen import MatchScreen
    from referee_app.games.posters.screen import GameScreen as PostersScreen
    from referee_app.games.track.referee import RefereePanel
    from referee_app.state import AppState

    log = Path(os.environ["MEASURE_UI_LOG"])
    timed(GameScreen, "tap_block", "hundsgemein-tile", log)
    timed_steps(LoopitScreen, "tap_steps", "loopit-square", log)  # the board's handler paints, yields, saves
    timed(RefereePanel, "apply", "track-move", log)
    timed(MatchLog, "win", "paleo-round", log)
    timed(PostersScreen, "move", "poster-move", log)
    timed(MatchScreen, "log", "pg-log", log)
    timed(SavedGameScreen, "undo", "undo", log)
    timed(SavedGameScreen, "redo", "redo", log)
    timed(AppState, "apply", "save", log)  # after the paint is sent (SavedGameScreen.settle)
    timed(AppState, "undo", "save-step", log)
    timed(AppState, "redo", "save-step", log)
    return app.main()


if __name__ == "__main__":
    sys.exit(main())
