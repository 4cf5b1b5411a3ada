"""Scoring: each token's number times the value under it (TR-SCORE), unplaced tokens as the edition
says, totals, and the ranking (TR-WIN: highest total wins, a tie is shared)."""

from __future__ import annotations

from scorers.errors import ImpossibleState
from scorers.i18n import Phrase, phrase, phrase_in
from scorers.registry import find_game
from scorers.sheet import Criterion, ScoreLine, ScoreSheet, rank_players
from scorers.track.checks import check
from scorers.track.model import TrackState
from scorers.track.moves import end_status
from scorers.track.rules import TOKENS
from scorers.violations import Violation, errors


def token_values(state: TrackState, seat: int) -> list[tuple[int, int | None, int | None]]:
    """(token, cell or None, value under it or None when unplaced) for a seat, board or tally."""
    if state.values is not None:
        return [(token, None, value) for token, value in zip(TOKENS, state.values[seat])]
    return [(token, cell, None if cell is None else state.board.value(cell))
            for token, cell in zip(TOKENS, state.tokens[seat])]


def _line(state: TrackState, seat: int, token: int, cell: int | None, value: int | None) -> ScoreLine:
    edition = state.edition
    name = state.players[seat].name
    if value is None:
        points = token * edition.unplaced_value
        subject = phrase_in(state.game, "tr.line.unplaced")
        why = phrase_in(state.game, "tr.why.unplaced", token=token, value=edition.unplaced_value, points=points)
        rules: tuple[str, ...] = (edition.unplaced_rule,)
    else:
        points = token * value
        subject = (phrase("tr.line.value", value=value) if cell is None
                   else phrase("tr.line.cell", cell=cell + 1, value=value))
        why = _why_placed(state, token, cell, value, points)
        rules = ("TR-SCORE", edition.value_rule)
    return ScoreLine(label=f"{state.players[seat].letter}{token}", subject=subject, winner=name, points=points,
                     explanation=(why,), rules=rules,
                     details={"token": token, "cell": None if cell is None else cell + 1, "value": value})


def _why_placed(state: TrackState, token: int, cell: int | None, value: int, points: int) -> Phrase:
    kind = state.edition.cell_kind(value)
    where = phrase("tr.why.read") if cell is None else phrase("tr.why.on_cell", cell=cell + 1)
    return phrase(f"tr.why.{state.game}.{kind}", token=token, where=where, value=value, points=points)


def score(state: TrackState, violations: list[Violation] | None = None) -> ScoreSheet:
    """The score sheet; raises `ImpossibleState` if the position breaks a rule at error level."""
    if violations is None:
        violations = check(state)
    blocking = errors(violations)
    if blocking:
        raise ImpossibleState([f"{v.where}: {v.message()}" for v in blocking], blocking)
    lines = []
    totals = {name: 0 for name in state.names}
    placed = {name: 0 for name in state.names}
    for seat, player in enumerate(state.players):
        for token, cell, value in token_values(state, seat):
            line = _line(state, seat, token, cell, value)
            lines.append(line)
            totals[player.name] += line.points
            placed[player.name] += value is not None
    ranking = rank_players(state.names, [Criterion(phrase("criterion.tr.points"), totals)])
    info = find_game(state.game)
    notes, headline = [], []
    if state.values is not None:
        headline.append(phrase_in(state.game, "tr.out.by_values"))
    elif state.board.example:
        headline.append(phrase("tr.out.example_board", board=state.board.name))
    else:
        headline.append(phrase("tr.out.board", board=state.board.name))
    for rule in sorted(state.house_rules):
        headline.append(phrase("tr.out.house_rule", rule=phrase(f"house.{state.game}.{rule}")))
    over, why = end_status(state)
    if state.values is None and over is not True:
        notes.append(why)
    return ScoreSheet(
        game=state.game, game_name=info.name, variant=None, variant_name=None,
        settings={rule: True for rule in sorted(state.house_rules)}, players=state.players, lines=tuple(lines),
        totals=totals, extra_totals={"tokens_placed": placed}, ranking=ranking, notes=tuple(notes),
        columns=(phrase_in(state.game, "tr.col.token"), phrase("tr.col.cell"), phrase("tr.col.player"),
                 phrase("out.col.points")),
        headline=tuple(headline),
        # NU-END / FRO-END: on a board the game is over only when the position says so; values read under
        # the tokens cannot tell, they are the table's final tally
        finished=over is True or state.values is not None,
    )
