"""Read a game file of any registered game: JSON text -> (game, state), or one typed error."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any, BinaryIO

from scorers.errors import InvalidState, Problem, UnreadableInput
from scorers.i18n import phrase
from scorers.registry import GameInfo, find_game

#: The most bytes an input file (a game or board file, a picture of a QR code) is read to: a 48-megapixel
#: phone photo is under 30 MB; a larger file is refused before it fills the memory.
MAX_INPUT_BYTES = 64 * 1024 * 1024
#: What a path that is no regular file is, as the refusal names it (stat's file types).
_KINDS = ((stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "pipe"), (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
          (stat.S_ISSOCK, "socket"))

#: The longest text a game file holds anywhere (its longest, a board's name, is a few dozen characters), and the
#: longest date, as people write one ("2026-11-27", "14 juillet 2025, 20 h 30"): a 30 MB date kept `score --pdf`
#: busy for minutes and then failed laying the sheet out.
MAX_TEXT_CHARS = 200
MAX_DATE_CHARS = 40

#: Python refuses to read an integer of more digits than this (sys.get_int_max_str_digits's default).
MAX_DIGITS = 4300
_LONG_NUMBER = re.compile(rb"\d{%d,}" % (MAX_DIGITS + 1))


def _where(raw: bytes, index: int) -> str:
    line, line_start = raw.count(b"\n", 0, index) + 1, raw.rfind(b"\n", 0, index) + 1
    return f"line {line}, column {index - line_start + 1}"


class _DuplicateKey(Exception):
    """An object of the text names a key twice (found while reading; located by `_duplicates`)."""


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value = dict(pairs)
    if len(value) != len(pairs):
        raise _DuplicateKey
    return value


class _Pairs(list):
    """An object as the text writes it: its (key, value) pairs in order, a key written twice kept twice."""


def _duplicates(node: Any, where: tuple = ()) -> list[Problem]:
    """Every key written twice in one object, located as the file's path (`players[1]: ...`)."""
    found: list[Problem] = []
    if isinstance(node, _Pairs):
        keys = [key for key, _ in node]
        for key in dict.fromkeys(k for k in keys if keys.count(k) > 1):
            found.append(Problem(_path(where), phrase("in.duplicate_key", name=key)))
        for key, value in node:
            found += _duplicates(value, (*where, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _duplicates(value, (*where, index))
    return found


def _path(where: tuple) -> str:
    return "".join(f"[{part}]" if isinstance(part, int) else (f".{part}" if i else str(part))
                   for i, part in enumerate(where))


def decode(text: str | bytes) -> Any:
    """The JSON value of a file's text; `UnreadableInput` (located where it can be) for anything else,
    a key written twice in one object included (JSON readers disagree on which one counts)."""
    try:
        return json.loads(text, object_pairs_hook=_unique)
    except _DuplicateKey:
        raise UnreadableInput(_duplicates(json.loads(text, object_pairs_hook=_Pairs))) from None
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


def _long_texts(node: Any, where: tuple = ()) -> list[Problem]:
    """Every text of a game file longer than a game file's text can be (a key too), located."""
    found: list[Problem] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(key, str) and len(key) > MAX_TEXT_CHARS:
                found.append(Problem(_path(where), phrase("in.text_too_long", most=MAX_TEXT_CHARS)))
            found += _long_texts(value, (*where, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _long_texts(value, (*where, index))
    elif isinstance(node, str):
        most = MAX_DATE_CHARS if where == ("date",) else MAX_TEXT_CHARS
        if len(node) > most:
            found.append(Problem(_path(where), phrase("in.date_too_long" if where == ("date",) else
                                                      "in.text_too_long", most=most)))
    return found


def load_data(data: Any) -> tuple[GameInfo, Any]:
    """Find the game named by the object's `game` key and build its state. Every text is bounded first
    (`MAX_TEXT_CHARS`, a date `MAX_DATE_CHARS`): what a sheet prints is what a sheet can lay out."""
    if not isinstance(data, dict):
        raise InvalidState(f"a game file is a JSON object, not {type(data).__name__}")
    too_long = _long_texts(data)
    if too_long:
        raise InvalidState(too_long[:10])
    name = data.get("game")
    if not isinstance(name, str):
        raise InvalidState([Problem("game", "name the game, for example \"game\": \"hundsgemein\"")])
    game = find_game(name)
    state = game.rules().parse({**data, "game": game.id})
    return game, state


def load_text(text: str | bytes) -> tuple[GameInfo, Any]:
    return load_data(decode(text))


def _not_regular(path: str | Path, mode: int) -> UnreadableInput | None:
    """The refusal of a path that is not a regular file (reading a pipe or /dev/zero never ends)."""
    if stat.S_ISREG(mode):
        return None
    kind = next((name for test, name in _KINDS if test(mode)), "other")
    return UnreadableInput([Problem(str(path), phrase(f"in.not_a_file.{kind}"))])


def read_capped(stream: BinaryIO, where: str, limit: int = MAX_INPUT_BYTES) -> bytes:
    """At most `limit` bytes of a stream (standard input), or `UnreadableInput` located at `where`."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise UnreadableInput([Problem(where, phrase("in.too_large", most=limit // (1024 * 1024)))])
    return data


def read_input(path: str | Path, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of an input file, refused at once (located, `UnreadableInput`) when it is not a regular
    file (a folder, a pipe, a device such as /dev/zero, a socket) or holds more than `limit` bytes."""
    try:
        refusal = _not_regular(path, os.stat(path).st_mode)  # a socket cannot even be opened
        if refusal is None:
            # O_NONBLOCK: a pipe put there since the stat must not hold the open; fstat judges what was opened
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
            with open(fd, "rb") as stream:
                refusal = _not_regular(path, os.fstat(stream.fileno()).st_mode)
                if refusal is None:
                    return read_capped(stream, str(path), limit)
    except OSError as error:
        raise UnreadableInput([Problem(str(path), error.strerror or str(error))]) from None
    except ValueError as error:  # a NUL byte in the path
        raise UnreadableInput([Problem(repr(str(path)), str(error))]) from None
    raise refusal


def load_file(path: str | Path) -> tuple[GameInfo, Any]:
    return load_text(read_input(path))

