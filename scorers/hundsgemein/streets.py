"""Who takes each street's dog: the standard majority and the expert runs, as two judges.

A judge ranks the players along one street by a chain of measures; the single best takes the dog,
otherwise it is discarded. Standard: tiles along the street (HG-MAJORITY, HG-MAJORITY-TIE).
Expert: the longest run on each side added up, then tiles (HG-EXPERT-RUNS, HG-EXPERT-TIE).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorers.hundsgemein.geometry import CENTRE_INDEX, Street
from scorers.i18n import Phrase, phrase


@dataclass(frozen=True)
class StreetCount:
    """A player's tiles along a street and the longest run on each side (north/west first)."""

    tiles: int
    runs: tuple[int, int] | None = None

    @property
    def run_sum(self) -> int:
        return sum(self.runs) if self.runs else 0


def tally(street: Street, board: Sequence, player_count: int) -> dict[int, StreetCount]:
    """Count each player's tiles along a street and their longest unbroken run on each side.

    An empty block, another player's tile or the centre block breaks a run (HG-EXPERT-RUNS); a tile
    left on the centre counts as a tile along the street (HG-STAYS) but joins no run.
    """
    tiles = [0] * player_count
    best = [[0, 0] for _ in range(player_count)]
    for side, line in enumerate(street.sides):
        run_owner, run = -1, 0
        for block in line:
            tile = board[block]
            owner = -1 if tile is None else tile.player
            if owner >= 0:
                tiles[owner] += 1
            if owner < 0 or block == CENTRE_INDEX:
                run_owner, run = -1, 0
                continue
            run = run + 1 if owner == run_owner else 1
            run_owner = owner
            if run > best[owner][side]:
                best[owner][side] = run
    return {p: StreetCount(tiles[p], (best[p][0], best[p][1])) for p in range(player_count)}


@dataclass(frozen=True)
class Decision:
    """The outcome of one street: the player who takes the dog (or None) and why."""

    winner: int | None
    reasons: tuple[Phrase, ...]
    rules: tuple[str, ...]


class StandardStreets:
    """HG-MAJORITY: most tiles along the street takes the dog; HG-MAJORITY-TIE: a tie discards it."""

    variant = "standard"
    needs_runs = False
    measure_rule = "HG-MAJORITY"
    tie_rule = "HG-MAJORITY-TIE"

    def score_of(self, count: StreetCount) -> int:
        return count.tiles

    def describe(self, name: str, count: StreetCount) -> Phrase:
        return phrase("hg.tally.tiles", player=name, tiles=count.tiles)

    def break_tie(self, tied: list[int], counts: dict[int, StreetCount],
                  names: list[str]) -> tuple[int | None, list[Phrase], list[str]]:
        return None, [phrase("hg.street.tie_discarded", players=[names[p] for p in tied],
                             value=self.describe_value(counts[tied[0]]))], [self.tie_rule]

    def describe_value(self, count: StreetCount) -> Phrase:
        return phrase("hg.value.tiles", tiles=count.tiles)

    def decide(self, counts: dict[int, StreetCount], names: list[str]) -> Decision:
        order = sorted(counts, key=lambda p: (-self.score_of(counts[p]), p))
        listing = [self.describe(names[p], counts[p]) for p in order if counts[p].tiles]
        top = self.score_of(counts[order[0]])
        if not any(count.tiles for count in counts.values()):
            return Decision(None, (phrase("hg.street.empty"),), (self.measure_rule,))
        # expert: fleas along the street but no run (a tile left on the centre block, HG-STAYS): every player
        # ties at 0, and the tie-break (HG-EXPERT-TIE: most tiles) decides, as the sheet's tie rule says
        tied = [p for p in order if self.score_of(counts[p]) == top]
        if len(tied) == 1:
            value = self.describe_value(counts[tied[0]])
            reasons = [phrase("hg.street.takes_over", player=names[tied[0]], value=value, others=listing[1:])
                       if len(listing) > 1 else phrase("hg.street.takes", player=names[tied[0]], value=value)]
            return Decision(tied[0], tuple(reasons), (self.measure_rule,))
        winner, reasons, rules = self.break_tie(tied, counts, names)
        others = [self.describe(names[p], counts[p]) for p in order if p not in tied and counts[p].tiles]
        if others:
            reasons.append(phrase("hg.street.behind", others=others))
        return Decision(winner, tuple(reasons), (self.measure_rule, *rules))


class ExpertStreets(StandardStreets):
    """HG-EXPERT-RUNS: longest run on each side, added; HG-EXPERT-TIE: then most tiles, else discard."""

    variant = "expert"
    needs_runs = True
    measure_rule = "HG-EXPERT-RUNS"
    tie_rule = "HG-EXPERT-TIE"

    def score_of(self, count: StreetCount) -> int:
        return count.run_sum

    def describe(self, name: str, count: StreetCount) -> Phrase:
        north, south = count.runs or (0, 0)
        return phrase("hg.tally.runs", player=name, north=north, south=south, total=north + south)

    def describe_value(self, count: StreetCount) -> Phrase:
        north, south = count.runs or (0, 0)
        return phrase("hg.value.runs", north=north, south=south, total=north + south)

    def break_tie(self, tied: list[int], counts: dict[int, StreetCount],
                  names: list[str]) -> tuple[int | None, list[Phrase], list[str]]:
        reasons = [phrase("hg.street.runs_tied", tied=[self.describe(names[p], counts[p]) for p in tied],
                          total=counts[tied[0]].run_sum)]
        most = max(counts[p].tiles for p in tied)
        leaders = [p for p in tied if counts[p].tiles == most]
        if len(leaders) == 1:
            reasons.append(phrase("hg.street.tiles_decide", player=names[leaders[0]],
                                  order=[phrase("hg.tally.tiles", player=names[p], tiles=counts[p].tiles)
                                         for p in sorted(tied, key=lambda p: -counts[p].tiles)]))
            return leaders[0], reasons, [self.tie_rule]
        reasons.append(phrase("hg.street.tiles_tied_discarded", players=[names[p] for p in leaders],
                              tiles=most))
        return None, reasons, [self.tie_rule]


#: The registry's variants, each a judge.
STREET_RULES = {judge.variant: judge for judge in (StandardStreets(), ExpertStreets())}
