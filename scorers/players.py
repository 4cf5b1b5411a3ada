"""Players as a game file lists them, in seat order: a name, or `{"name", "colour"}`.

Shared by the games whose files list players this way; each gives its own seat letters and the colours
handed out, in order, to players who did not choose one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from scorers.errors import ProblemCollector
from scorers.i18n import phrase
from scorers.sheet import PlayerInfo


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
        if name in [p.name for p in players]:
            problems.add(f"players[{seat}]", phrase("val.name_taken", name=name))
        if colour and colour in [p.colour for p in players]:
            problems.add(f"players[{seat}]", phrase("val.colour_taken", colour=colour))
        players.append(PlayerInfo(name, colour or "", letters[seat]))
    free = [c for c in default_colours if c not in {p.colour for p in players}]
    return tuple(p if p.colour else PlayerInfo(p.name, free.pop(0), p.letter) for p in players)
