"""Read a game file of any registered game: JSON text -> (game, state), or one typed error."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from scorers.errors import InvalidState, Problem, UnreadableInput
from scorers.registry import GameInfo, find_game

#: Python refuses to read an integer of more digits than this (sys.get_int_max_str_digits's default).
MAX_DIGITS = 4300
_LONG_NUMBER = re.compile(rb"\d{%d,}" % (MAX_DIGITS + 1))


def _where(raw: bytes, index: int) -> str:
    line, line_start = raw.count(b"\n", 0, index) + 1, raw.rfind(b"\n", 0, index) + 1
    return f"line {line}, column {index - line_start + 1}"


def decode(text: str | bytes) -> Any:
    """The JSON value of a file's text; `UnreadableInput` (located where it can be) for anything else."""
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise UnreadableInput(f"not valid JSON: {error}") from None
    except RecursionError:
        raise UnreadableInput("not valid JSON: nested too deeply") from None
    except ValueError:  # the only other refusal of json.loads: an integer too long to convert
        raw = text if isinstance(text, bytes) else text.encode("utf-8", "replace")
        found = _LONG_NUMBER.search(raw)
        where = _where(raw, found.start()) if found else ""
        digits = len(found.group()) if found else MAX_DIGITS + 1
        raise UnreadableInput([Problem(where, f"a number of {digits} digits: no game counts that far "
                                              f"(at most {MAX_DIGITS} digits)")]) from None


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

