"""The score sheet every game returns: lines with explanations, totals, a ranking with shared
places ("1, 1, 3"), the winners and every tie-break step, in frozen values."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorers.i18n import FALLBACK, Phrase, phrase, render, sentence


@dataclass(frozen=True)
class ScoreLine:
    """One scored item (a street, a round...): who won it, how many points, and why."""

    label: str
    subject: Phrase
    winner: str | None
    points: int
    explanation: tuple[Phrase, ...]
    rules: tuple[str, ...] = ()
    details: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def explain(self, lang: str = FALLBACK) -> str:
        return " ".join(sentence(p, lang) for p in self.explanation)


@dataclass(frozen=True)
class Criterion:
    """One step of a ranking chain: a named measure, higher is better."""

    name: Phrase
    values: dict[str, int]


@dataclass(frozen=True)
class RankEntry:
    player: str
    rank: int
    total: int


@dataclass(frozen=True)
class Ranking:
    """Places, winners, how a tie for first was broken (`tie_break`) and how ties lower down were
    (`other_ties`)."""

    entries: tuple[RankEntry, ...]
    winners: tuple[str, ...]
    tie_break: tuple[Phrase, ...]
    other_ties: tuple[Phrase, ...] = ()


def _described(players: list[str], criterion: Criterion) -> list[Phrase]:
    return [phrase("rank.player_value", player=p, value=criterion.values[p]) for p in players]


def rank_players(players: list[str], chain: list[Criterion]) -> Ranking:
    """Rank by the first criterion, break equal values with the next ones, share what stays equal.

    Every group of players equal on the first criterion gets its tie-break explained, step by step.
    """
    key = {p: tuple(c.values[p] for c in chain) for p in players}
    ordered = sorted(players, key=lambda p: key[p], reverse=True)
    entries = tuple(
        RankEntry(p, 1 + sum(1 for q in players if key[q] > key[p]), chain[0].values[p])
        for p in ordered
    )
    winners = tuple(e.player for e in entries if e.rank == 1)

    first: list[Phrase] = []
    others: list[Phrase] = []
    for rank, group in enumerate(_equal_groups(ordered, chain[0])):
        if len(group) > 1:
            steps = first if rank == 0 else others
            steps.append(phrase("rank.tied", players=group, criterion=chain[0].name,
                                value=chain[0].values[group[0]]))
            steps.extend(_break_tie(group, chain, 1))
    return Ranking(entries, winners, tuple(first), tuple(others))


def _equal_groups(ordered: list[str], criterion: Criterion) -> list[list[str]]:
    """Consecutive runs of players with the same value, best first."""
    groups: list[list[str]] = []
    for p in sorted(ordered, key=lambda q: criterion.values[q], reverse=True):
        if groups and criterion.values[groups[-1][0]] == criterion.values[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


def _break_tie(group: list[str], chain: list[Criterion], index: int) -> list[Phrase]:
    """Explain how players equal on every criterion before `index` are separated, or shared."""
    if index == len(chain):
        return [phrase("rank.shared", players=group)]
    criterion = chain[index]
    groups = _equal_groups(group, criterion)
    if len(groups) == 1:
        return [phrase("rank.still_tied", criterion=criterion.name, players=group,
                       value=criterion.values[group[0]])] + _break_tie(group, chain, index + 1)
    ordered = [p for g in groups for p in g]
    steps = [phrase("rank.decided", criterion=criterion.name, order=_described(ordered, criterion))]
    for sub in groups:
        if len(sub) > 1:
            steps.append(phrase("rank.still_tied", criterion=criterion.name, players=sub,
                                value=criterion.values[sub[0]]))
            steps.extend(_break_tie(sub, chain, index + 1))
    return steps


@dataclass(frozen=True)
class PlayerInfo:
    name: str
    colour: str
    letter: str


@dataclass(frozen=True)
class ScoreSheet:
    """The whole result of scoring one game."""

    game: str
    game_name: Phrase
    variant: str | None
    variant_name: Phrase | None
    settings: dict[str, Any]
    players: tuple[PlayerInfo, ...]
    lines: tuple[ScoreLine, ...]
    totals: dict[str, int]
    extra_totals: dict[str, dict[str, int]]
    ranking: Ranking
    notes: tuple[Phrase, ...] = ()
    #: headings of the line table: what a line is, its subject, who took it, its points
    columns: tuple[Phrase, Phrase, Phrase, Phrase] = (
        phrase("out.col.street"), phrase("out.col.dog"), phrase("out.col.winner"), phrase("out.col.points"))
    #: sentences shown under the players, before the lines (how the game was entered, the settings...)
    headline: tuple[Phrase, ...] = ()
    #: False while the game is not over: the first place is then "leading", not "winner"
    finished: bool = True
    #: how a total is said ("{player}: {points} points"); a game whose totals are not points names its own
    total_key: str = "out.total_line"
    #: the sides that are teams (two players or more): a team's win is said in the plural, "Winners: A & B"
    #: ("Vainqueurs :" in French; issue 26)
    teams: frozenset[str] = frozenset()

    @property
    def title(self) -> Phrase:
        if self.variant_name is None:
            return phrase("out.title_plain", game=self.game_name)
        return phrase("out.title", game=self.game_name, variant=self.variant_name)

    @property
    def winners(self) -> tuple[str, ...]:
        """Those in first place (the winners once `finished`, else those leading)."""
        return self.ranking.winners

    def result_phrase(self) -> Phrase:
        """The headline every screen, text, PDF says: "Winner: A" or "Shared win: A and B" once the game is
        over; before, "Leading (not over yet): A" or "Level (not over yet): A and B" (a game that is not
        over never names a winner)."""
        players = list(self.winners)
        if not self.finished:
            return phrase("out.leading" if len(players) == 1 else "out.level", players=players)
        return self.winner_phrase()

    def winner_phrase(self) -> Phrase:
        """Who won, the game being over: "Winner: A", a team's "Winners: A & B", or "Shared win: A and B"."""
        players = list(self.winners)
        if len(players) > 1:
            return phrase("out.winners", players=players)
        return phrase("out.winner_team" if players and players[0] in self.teams else "out.winner", players=players)

    @property
    def player_names(self) -> list[str]:
        return [p.name for p in self.players]

    def tie_break_text(self, lang: str = FALLBACK) -> str | None:
        """How a tie for first place was broken (or shared); None when the first place was never tied."""
        if not self.ranking.tie_break:
            return None
        return " ".join(sentence(p, lang) for p in self.ranking.tie_break)

    def other_ties_text(self, lang: str = FALLBACK) -> str | None:
        """How ties for lower places were broken (or shared)."""
        if not self.ranking.other_ties:
            return None
        return " ".join(sentence(p, lang) for p in self.ranking.other_ties)

    def to_dict(self, lang: str = FALLBACK) -> dict[str, Any]:
        """The public JSON shape of `referee score --json`."""
        return {
            "game": self.game,
            "game_name": render(self.game_name, lang),
            "variant": self.variant,
            "settings": dict(self.settings),
            "players": self.player_names,
            "colours": {p.name: p.colour for p in self.players},
            "lines": [
                {
                    "label": line.label,
                    "subject": render(line.subject, lang),
                    "winner": line.winner,
                    "points": line.points,
                    "explanation": line.explain(lang),
                    "rules": list(line.rules),
                    **({"details": line.details} if line.details else {}),
                }
                for line in self.lines
            ],
            "totals": dict(self.totals),
            **{name: dict(values) for name, values in self.extra_totals.items()},
            "ranking": [
                {"player": e.player, "rank": e.rank, "total": e.total} for e in self.ranking.entries
            ],
            "finished": self.finished,
            "winners": list(self.winners),
            "tie_break": self.tie_break_text(lang),
            "other_ties": self.other_ties_text(lang),
            "notes": [sentence(n, lang) for n in self.notes],
        }
