"""A game's score progression: each player's (or side's) running total after each turn or round, read
from the score sheet its own scorer made, for the chart of the Score tab and of the PDF sheet.

Only games scored as they are played have one: Loopit (a point per round: every seat has played it or
the game stopped in it), Paleo's matches (a point per round) and Paleo's derived games (a point per
logged event: shot, mène, goal...). Games scored once at the end (Hundsgemein's houses, the track games'
tokens, Défense d'afficher's posters left) have none: their sheet has no turn order to follow.

The last point is the sheet's totals: the chart ends where the ranking starts."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from scorers.registry import GAMES
from scorers.sheet import ScoreLine, ScoreSheet

#: One point of the chart: its label (the round or event number) and each player's total after it.
Point = tuple[str, dict[str, int]]
#: The chart is worth drawing from this many points on (one point is a number, not a line).
FEWEST_POINTS = 2


def _running(sheet: ScoreSheet) -> Iterator[tuple[ScoreLine, dict[str, int]]]:
    """Each line with every player's total after it, its points credited to its winner."""
    totals = {name: 0 for name in sheet.player_names}
    for line in sheet.lines:
        if line.winner is not None:
            totals[line.winner] += line.points
        yield line, dict(totals)


def _by_round(sheet: ScoreSheet) -> list[Point]:
    """Turns grouped by their `round` detail: the totals after each round (Loopit)."""
    points: list[Point] = []
    for line, totals in _running(sheet):
        label = str(line.details["round"])
        if points and points[-1][0] == label:
            points[-1] = (label, totals)
        else:
            points.append((label, totals))
    return points


def _detail(key: str) -> Callable[[ScoreSheet], list[Point]]:
    """Each line carries the running totals in its `key` detail (Paleo: `running`, derived games: `score`)."""
    def read(sheet: ScoreSheet) -> list[Point]:
        return [(line.label, dict(line.details[key])) for line in sheet.lines]
    return read


def _credited(sheet: ScoreSheet) -> list[Point]:
    """Each line credits its points to its winner (Paleo's Roi and Escarmouche)."""
    return [(line.label, totals) for line, totals in _running(sheet)]


#: Each way a sheet tells its running totals (a game's `progression` in the registry): Loopit's by round, Paleo's
#: match in each line's `running`, Le Roi's and Escarmouche's credited to each line's winner, the score races' in
#: each line's `score`.
READINGS: dict[str, Callable[[ScoreSheet], list[Point]]] = {
    "by_round": _by_round, "running": _detail("running"), "credited": _credited, "score": _detail("score"),
}
#: How each game's sheet tells its running totals; a game not listed has no progression.
READERS: dict[str, Callable[[ScoreSheet], list[Point]]] = {
    game.id: READINGS[game.progression] for game in GAMES if game.progression}
#: Games whose points are rounds (the others' are logged events: shots, mènes, goals...).
BY_ROUND = frozenset(game.id for game in GAMES if game.progression in ("by_round", "running"))


def caption_key(game: str) -> str:
    """The i18n key of the chart's caption: after each round, or after each logged event."""
    return "out.progression.round" if game in BY_ROUND else "out.progression.event"


def progression(sheet: ScoreSheet) -> list[Point]:
    """Each player's running total after each round or event of the game `sheet` scores (empty for a game
    scored once at the end)."""
    reader = READERS.get(sheet.game)
    return reader(sheet) if reader else []


def worth_a_chart(points: list[Point]) -> bool:
    """A chart is drawn from `FEWEST_POINTS` points on."""
    return len(points) >= FEWEST_POINTS
