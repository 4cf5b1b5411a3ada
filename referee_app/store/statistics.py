"""Statistics of the history, per game and per player, computed from the result lines the store gives
(`store.records.result_lines`) under the history's filters.

Right by construction:
- Scores are compared within one game only: a player's best, average and worst are per game (Numeri's
  221 and Paleo's 4 are never averaged together), and only for a game whose result is points.
- How a game's scores compare is said in one place, `scoring_of`, which the BG Stats export reads too
  (`highestWins`, `noPoints`): Défense d'afficher records posters left, fewest first, and its result is a
  place, not points, so it has no best score at all.
- Wins, win rates, streaks and head-to-head come from places and winners, which every game has.
- Teams are people: a team's line (`store.records.result_lines`) is one line per member, so a team's win is a win
  for each member (counted apart as `team_wins`), and a team is never a player of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache

from referee_app.store.records import ResultLine, player_key
from scorers.errors import UnknownGame
from scorers.registry import find_game


@dataclass(frozen=True)
class Scoring:
    """How a game's recorded scores read: points at all (`noPoints` in BG Stats when not), and whether the
    highest wins (`highestWins`)."""

    points: bool = True
    highest_wins: bool = True

    def better(self, a: int, b: int) -> bool:
        return a > b if self.highest_wins else a < b


@cache
def scoring_of(game_id: str) -> Scoring:
    """How the scores of a game compare, as its registry entry says (Défense d'afficher's number is posters left,
    fewest first, and its result is a place, not points); a game this version does not know: points, highest
    first."""
    try:
        game = find_game(game_id)
    except UnknownGame:
        return Scoring()
    return Scoring(points=game.points, highest_wins=game.highest_wins)


@dataclass(frozen=True)
class Scores:
    """Best, average and worst of some scores of one game, the best and worst as that game reads them."""

    best: int
    average: float
    worst: int


def scores_of(values: Sequence[int], scoring: Scoring) -> Scores | None:
    """None where the game has no points (or there is no score)."""
    if not scoring.points or not values:
        return None
    ordered = sorted(values, reverse=scoring.highest_wins)
    return Scores(best=ordered[0], average=sum(values) / len(values), worst=ordered[-1])


@dataclass(frozen=True)
class PlayerGame:
    """One player at one game: plays, wins, their scores."""

    game: str
    plays: int
    wins: int
    scores: Scores | None


@dataclass(frozen=True)
class PlayerSummary:
    player: str
    plays: int
    wins: int
    team_wins: int  # of `wins`, those won with a team (each member is credited with the team's win)
    longest_streak: int  # most wins in a row, over the games in time order
    current_streak: int  # wins in a row up to the last game
    last_played: datetime
    games: tuple[PlayerGame, ...]  # most played first

    @property
    def win_rate(self) -> float:
        return self.wins / self.plays


@dataclass(frozen=True)
class GameSummary:
    game: str
    plays: int
    scoring: Scoring
    scores: Scores | None  # of every result line's score at that game (a team's once)
    best_by: str | None  # who (a player or a team) made the best score first
    last_played: datetime


@dataclass(frozen=True)
class HeadToHead:
    """Two players over the games they both played: how often each placed better, and ties."""

    first: str
    second: str
    games: int
    first_ahead: int
    second_ahead: int
    ties: int


def _games(lines: Iterable[ResultLine]) -> dict[str, list[ResultLine]]:
    """Lines by game id, games in time order: lines come in the store's order (played, then id, then seat),
    which `store.records.result_lines` gives."""
    games: dict[str, list[ResultLine]] = {}
    for line in lines:
        games.setdefault(line.game_id, []).append(line)
    return games


def _streaks(wins: list[bool]) -> tuple[int, int]:
    longest = run = 0
    for won in wins:
        run = run + 1 if won else 0
        longest = max(longest, run)
    return longest, run


def player_summaries(lines: Iterable[ResultLine]) -> list[PlayerSummary]:
    """Per player (names in any case are one player): most games first, then by name."""
    by_player: dict[str, list[ResultLine]] = {}
    names: dict[str, str] = {}
    keys: dict[str, str] = {}  # a name's key once, not once per line (15,000 lines, a few dozen names)
    for game in _games(lines).values():
        for line in game:
            key = keys.get(line.player)
            if key is None:
                key = keys[line.player] = player_key(line.player)
            by_player.setdefault(key, []).append(line)
            names[key] = max(names.get(key, line.player), line.player)  # one spelling, as the history's list
    summaries = []
    for key, own in by_player.items():
        per_game: dict[str, list[ResultLine]] = {}
        for line in own:
            per_game.setdefault(line.game, []).append(line)
        games = tuple(sorted((PlayerGame(game, len(g), sum(x.winner for x in g),
                                         scores_of([x.score for x in g], scoring_of(game)))
                              for game, g in per_game.items()), key=lambda pg: (-pg.plays, pg.game)))
        longest, current = _streaks([x.winner for x in own])
        summaries.append(PlayerSummary(names[key], len(own), sum(x.winner for x in own),
                                       sum(x.winner and x.team is not None for x in own), longest, current,
                                       max(x.played for x in own), games))
    return sorted(summaries, key=lambda s: (-s.plays, player_key(s.player)))


def game_summaries(lines: Iterable[ResultLine]) -> list[GameSummary]:
    """Per game: most played first, then by id."""
    by_game: dict[str, list[list[ResultLine]]] = {}
    for game in _games(lines).values():
        by_game.setdefault(game[0].game, []).append(game)
    summaries = []
    for game_id, games in by_game.items():
        scoring = scoring_of(game_id)
        # one score per result line: a team's score once, not once per member; its best named by the team
        every = list({(x.game_id, x.seat): x for game in games for x in game}.values())
        scores = scores_of([x.score for x in every], scoring)
        by = next(x.team or x.player for x in every if x.score == scores.best) if scores else None
        summaries.append(GameSummary(game_id, len(games), scoring, scores, by, max(x.played for x in every)))
    return sorted(summaries, key=lambda s: (-s.plays, s.game))


def head_to_head(lines: Iterable[ResultLine], first: str, second: str) -> HeadToHead:
    """`first` against `second` (any case) at the games both played: the better place is ahead."""
    a, b = player_key(first), player_key(second)
    ranks: dict[str, dict[str, int]] = {}
    keys: dict[str, str] = {}  # a name's key once (as `player_summaries`)
    for line in lines:
        key = keys.get(line.player)
        if key is None:
            key = keys[line.player] = player_key(line.player)
        if key in (a, b):
            ranks.setdefault(line.game_id, {})[key] = line.rank
    games = ahead_a = ahead_b = ties = 0
    for rank in ranks.values():
        if a == b or len(rank) < 2:
            continue
        games += 1
        ahead_a += rank[a] < rank[b]
        ahead_b += rank[b] < rank[a]
        ties += rank[a] == rank[b]
    return HeadToHead(first, second, games, ahead_a, ahead_b, ties)


def wins_by_player_and_game(summaries: Iterable[PlayerSummary], most: int) -> list[tuple[str, dict[str, int]]]:
    """The `most` players with the most wins (then the most games), each with their wins per game (a
    team's win counted for each member), from `player_summaries`; what the statistics' wins chart draws."""
    ordered = sorted(summaries, key=lambda s: (-s.wins, -s.plays, player_key(s.player)))
    return [(s.player, {g.game: g.wins for g in s.games if g.wins}) for s in ordered[:most] if s.wins]


def plays_by_month(lines: Iterable[ResultLine], most: int) -> list[tuple[str, int]]:
    """Games played per month ("YYYY-MM", local time), every month from the first to the last game, the
    last `most` months at most; what the statistics' plays chart draws."""
    months: dict[str, int] = {}
    for game in _games(lines).values():
        month = game[0].played.astimezone().strftime("%Y-%m")
        months[month] = months.get(month, 0) + 1
    if not months:
        return []
    year, month = (int(part) for part in min(months).split("-"))
    every = []
    while f"{year:04d}-{month:02d}" <= max(months):
        key = f"{year:04d}-{month:02d}"
        every.append((key, months.get(key, 0)))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return every[-most:]
