"""tests/e2e/timed_app.py with the derived Paleo games' shot (`MatchScreen.log`) and redo timed as well, for
tests/e2e/measure_paleo.py. Nothing in the app changes: the methods are wrapped in the measured process only."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from timed_app import main, timed  # noqa: E402

if __name__ == "__main__":
    from referee_app.components.saved_game import SavedGameScreen
    from referee_app.games.paleo_games.screen import MatchScreen

    log = Path(os.environ["MEASURE_UI_LOG"])
    timed(MatchScreen, "log", "pg-log", log)
    timed(SavedGameScreen, "redo", "redo", log)
    sys.exit(main())
