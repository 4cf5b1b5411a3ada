"""The lines' colours of the score progression charts (screen and PDF; no Flet or reportlab here): each
player's own colour, in a shade that reads on white paper and on the dark theme alike; a player without a
colour, or with one already taken, gets the next free colour of `SERIES`."""

from __future__ import annotations

#: A player's colour (`PlayerInfo.colour`) as a line: mid-tones, legible on white and on near-black.
LINE_COLOURS = {
    "yellow": "#D4A800",
    "blue": "#1E88E5",
    "red": "#E53935",
    "green": "#43A047",
    "black": "#8D8D8D",
    "white": "#B0BEC5",
    "orange": "#FB8C00",
    "purple": "#AB47BC",
}
#: For the players left: the statistics charts' series (`referee_app/components/charts.py`).
SERIES = ("#1E88E5", "#E53935", "#43A047", "#FB8C00", "#8E24AA", "#00ACC1", "#F4511E", "#7CB342")


def line_colours(colours: list[str | None]) -> list[str]:
    """A distinct line colour per player, in seat order, from their own colours where possible."""
    chosen: list[str | None] = []
    for colour in colours:
        own = LINE_COLOURS.get(colour or "")
        chosen.append(own if own not in chosen else None)
    free = iter([c for c in SERIES if c not in chosen] + list(SERIES))
    return [c if c is not None else next(free) for c in chosen]
