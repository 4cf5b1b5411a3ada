"""Players as a game file lists them, in seat order: a name, or `{"name", "colour"}`.

Shared by the games whose files list players this way; each gives its own seat letters and the colours
handed out, in order, to players who did not choose one.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Protocol

from scorers.errors import ProblemCollector
from scorers.i18n import Phrase, phrase
from scorers.sheet import PlayerInfo

#: Unicode categories that draw nothing: controls, formats (zero-width space, joiners, bidi marks),
#: unassigned and private code points, separators (spaces, line and paragraph breaks), lone marks.
INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"})
#: Characters Unicode files as letters or symbols that still show nothing (Hangul fillers, the blank
#: braille cell).
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: Categories a name may not hold at all: a line break or a control forges lines in a text report.
BREAKING_CATEGORIES = frozenset({"Cc", "Zl", "Zp"})


def name_problem(name: str) -> Phrase | None:
    """Why a (non-empty) player name cannot be used, or None: it holds a control character (a line
    break), or nothing of it would be seen (a zero-width space alone)."""
    control = next((c for c in name if unicodedata.category(c) in BREAKING_CATEGORIES), None)
    if control is not None:
        return phrase("in.name.control", char=f"U+{ord(control):04X}")
    if not any(unicodedata.category(c) not in INVISIBLE_CATEGORIES and c not in BLANK_LETTERS for c in name):
        return phrase("in.name.invisible")
    return None


class NamedEntry(Protocol):
    name: str
    colour: str | None


def seat_players(entries: Sequence[str | NamedEntry], problems: ProblemCollector, letters: Sequence[str],
                 default_colours: Sequence[str]) -> tuple[PlayerInfo, ...]:
    """The players with their letters and colours; an empty name, a name or a colour used twice is a
    located problem."""
    players: list[PlayerInfo] = []
    for seat, entry in enumerate(entries):
        name = (entry if isinstance(entry, str) else entry.name).strip()
        colour = None if isinstance(entry, str) else entry.colour
        if not name:
            problems.add(f"players[{seat}]", phrase("val.name_needed"))
        elif why := name_problem(name):
            problems.add(f"players[{seat}]", why)
        if name in [p.name for p in players]:
            problems.add(f"players[{seat}]", phrase("val.name_taken", name=name))
        if colour and colour in [p.colour for p in players]:
            problems.add(f"players[{seat}]", phrase("val.colour_taken", colour=colour))
        players.append(PlayerInfo(name, colour or "", letters[seat]))
    free = [c for c in default_colours if c not in {p.colour for p in players}]
    return tuple(p if p.colour else PlayerInfo(p.name, free.pop(0), p.letter) for p in players)
