"""Could a real board give these street counts? (HG-STREETS, HG-SUPPLY, HG-EXPERT-RUNS, HG-CENTRE)

A street's count is the player's tiles on the two lines (rows or columns) beside it, so the six
streets of a direction tie the seven lines together: the tiles on line 0 decide all the others
(`x[n] = count[n] - x[n-1]`). Line by line we keep every way the players' tiles could lie on it:
no line over its blocks, runs consistent with the tiles, every typed street adding up; first for
each player alone (to name who is wrong), then for all together. Expert runs add that a line's longest run, seen
from the street on each side of it, is one number. What only a tile on the centre block explains
is a warning (the tile was illegal, and stays); what nothing explains is an error.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorers.hundsgemein.geometry import CENTRE_INDEX, STREETS
from scorers.hundsgemein.rules import BOARD_SIZE, HORIZONTAL, VERTICAL
from scorers.hundsgemein.streets import StreetCount
from scorers.i18n import phrase
from scorers.violations import Severity, Violation

LINES = range(BOARD_SIZE)
CENTRE_LINE = CENTRE_INDEX // BOARD_SIZE  # the centre is on row 4 and on column 4 (0-based 3)


def _segments(line: int) -> tuple[int, ...]:
    """Lengths of the unbroken stretches of playable blocks on a line (the centre cuts its line)."""
    if line != CENTRE_LINE:
        return (BOARD_SIZE,)
    return (CENTRE_LINE, BOARD_SIZE - CENTRE_LINE - 1)


def most_tiles(line: int, longest_run: int) -> int:
    """The most tiles one player can have on a line's playable blocks with no run longer than given."""
    if longest_run <= 0:
        return 0
    return sum(length - length // (longest_run + 1) for length in _segments(line))


def playable(line: int) -> int:
    return sum(_segments(line))


@dataclass(frozen=True)
class _Line:
    """What the counts say about one player's tiles on one line: a range, strict or with the centre."""

    low: int
    high: int          # without a tile on the centre
    high_centre: int   # with one


def _line_bounds(line: int, run: int | None) -> _Line:
    if run is None:  # standard counts: any number of tiles
        return _Line(0, playable(line), BOARD_SIZE)
    centre = 1 if line == CENTRE_LINE else 0
    if run == 0:
        return _Line(0, 0, centre)
    return _Line(run, most_tiles(line, run), most_tiles(line, run) + centre)


def _line_runs(direction: str, counts: dict[str, StreetCount]) -> tuple[list[int | None], list[tuple]]:
    """Each line's longest run, from the streets beside it, and the lines where two streets disagree."""
    runs: list[int | None] = [None] * BOARD_SIZE
    disagree = []
    for street in (s for s in STREETS if s.direction == direction):
        count = counts.get(street.id)
        if count is None or count.runs is None:
            continue
        for line, run in ((street.number - 1, count.runs[0]), (street.number, count.runs[1])):
            if runs[line] is not None and runs[line] != run:
                disagree.append((line, runs[line], run))
            runs[line] = run
    return runs, disagree


def _feasible(bounds: list[list[tuple[int, int]]], typed: list[list[int] | None], limit: list[int]) -> bool:
    """Can each player have a number of tiles on each line within their bounds, the players together
    at most `limit[line]`, and every typed street's counts equal to the tiles on its two lines?

    bounds[player][line] = (low, high); typed[n] = the counts of street n + 1 per player, or None for
    a street nobody typed (it ties nothing). Line by line, the states are the players' tiles on it.

    The states of a line are always a box (each player's tiles between two numbers) cut by a band
    (their sum between two numbers): a typed street maps a state x to counts - x, which turns a box
    into a box and a band into a band, and the next line's bounds and limit are a box and a band too.
    So the search keeps two numbers per player and two for the sum instead of every state; a box
    cut by a band holds a whole state exactly when both are non-empty and the box's smallest sum is
    at most the band's top and its largest sum at least the band's bottom (steps of one tile fill in
    every sum between).
    """
    players = range(len(bounds))

    def line_states(line: int) -> tuple[list[int], list[int], int, int]:
        return [bounds[p][line][0] for p in players], [bounds[p][line][1] for p in players], 0, limit[line]

    def empty(low: list[int], high: list[int], least: int, most: int) -> bool:
        return any(a > b for a, b in zip(low, high)) or least > most or sum(low) > most or sum(high) < least

    states = line_states(0)
    for n, counts in enumerate(typed):
        if empty(*states):
            return False
        line = n + 1
        if counts is None:
            states = line_states(line)
            continue
        low, high, least, most = states
        next_low, next_high, next_least, next_most = line_states(line)
        total = sum(counts)
        states = ([max(counts[p] - high[p], next_low[p]) for p in players],
                  [min(counts[p] - low[p], next_high[p]) for p in players],
                  max(total - most, next_least), min(total - least, next_most))
    return not empty(*states)


def check_counts(names: list[str], streets: dict[str, dict[int, StreetCount]]) -> list[Violation]:
    """Errors for counts no board gives, warnings for counts only a tile on the centre gives.

    A street nobody typed ties nothing; in a typed street, a player left out has 0 there."""
    found: list[Violation] = []
    players = range(len(names))
    for direction in (HORIZONTAL, VERTICAL):
        lines_word = phrase(f"hg.lines.{direction}")
        typed = [[streets[s].get(p, StreetCount(0)).tiles for p in players] if s in streets else None
                 for s in (f"{direction}{n}" for n in range(1, BOARD_SIZE))]
        strict, loose, possible = [], [], True
        for player, name in enumerate(names):
            mine = {s: c.get(player, StreetCount(0, (0, 0))) for s, c in streets.items() if s.startswith(direction)}
            runs, disagree = _line_runs(direction, mine)
            for line, one, other in disagree:
                possible = False
                found.append(Violation("runs-disagree", "HG-EXPERT-RUNS", Severity.ERROR,
                                       f"streets.{direction}.{name}",
                                       phrase("hg.v.runs_disagree", player=name, line=line + 1, lines=lines_word,
                                              line_name=phrase(f"hg.line.{direction}", n=line + 1),
                                              one=one, other=other)))
            lines = [_line_bounds(line, runs[line]) for line in LINES]
            strict.append([(b.low, b.high) for b in lines])
            loose.append([(b.low, b.high_centre) for b in lines])
            mine_typed = [None if t is None else [t[player]] for t in typed]
            if not disagree and not _feasible([loose[-1]], mine_typed, [BOARD_SIZE] * BOARD_SIZE):
                possible = False
                counts = ", ".join("?" if t is None else str(t[player]) for t in typed)
                found.append(Violation("counts-impossible", "HG-STREETS", Severity.ERROR,
                                       f"streets.{direction}.{name}",
                                       phrase("hg.v.counts_impossible", player=name, lines=lines_word,
                                              counts=counts)))
        if not possible:
            continue
        if not _feasible(loose, typed, [BOARD_SIZE] * BOARD_SIZE):
            found.append(Violation("counts-overfull", "HG-STREETS", Severity.ERROR, f"streets.{direction}",
                                   phrase("hg.v.counts_overfull", lines=lines_word)))
        elif not _feasible(strict, typed, [playable(line) for line in LINES]):
            found.append(Violation("counts-need-centre", "HG-CENTRE", Severity.WARNING, f"streets.{direction}",
                                   phrase("hg.v.counts_need_centre", lines=lines_word)))
    return found
