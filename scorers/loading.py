"""Read a game file of any registered game: JSON text -> (game, state), or one typed error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scorers.errors import InvalidState, Problem, UnreadableInput
from scorers.registry import GameInfo, find_game


def decode(text: str | bytes) -> Any:
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise UnreadableInput(f"not valid JSON: {error}") from None
    except RecursionError:
        raise UnreadableInput("not valid JSON: nested too deeply") from None


def load_data(data: Any) -> tuple[GameInfo, Any]:
    """Find the game named by the object's `game` key and build its state."""
    if not isinstance(data, dict):
        raise InvalidState(f"a game file is a JSON object, not {type(data).__name__}")
    name = data.get("game")
    if not isinstance(name, str):
        raise InvalidState([Problem("game", "name the game, for example \"game\": \"hundsgemein\"")])
    game = find_game(name)
    state = game.rules().parse({**data, "game": game.id})
    return game, state


def load_text(text: str | bytes) -> tuple[GameInfo, Any]:
    return load_data(decode(text))


def load_file(path: str | Path) -> tuple[GameInfo, Any]:
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        raise UnreadableInput(f"{path}: {error.strerror or error}") from None
    return load_text(raw)

