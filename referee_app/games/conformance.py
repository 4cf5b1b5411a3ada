"""The type checker's half of the front contract: each game's front module must fit `GameFront`.

Nothing imports this module at run time; mypy reads it (`tests/test_contracts.py` runs it), so that a front
missing a function or taking other parameters is an error before the app ever runs."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from referee_app.contract import GameFront
    from referee_app.games.hundsgemein import front as _hundsgemein
    from referee_app.games.loopit import front as _loopit
    from referee_app.games.paleo import front as _paleo
    from referee_app.games.paleo_games import front as _paleo_games
    from referee_app.games.posters import front as _posters
    from referee_app.games.track import front as _track

    _HUNDSGEMEIN: GameFront = _hundsgemein
    _LOOPIT: GameFront = _loopit
    _PALEO: GameFront = _paleo
    _PALEO_GAMES: GameFront = _paleo_games
    _POSTERS: GameFront = _posters
    _TRACK: GameFront = _track
