"""Scoring: street by street (HG-ORDER), the dog to its taker or discarded, then the winner."""

from __future__ import annotations

from collections.abc import Iterable

from scorers.errors import ImpossibleState
from scorers.hundsgemein.checks import check, end_of_game
from scorers.hundsgemein.geometry import STREETS
from scorers.hundsgemein.model import HundsgemeinState
from scorers.hundsgemein.rules import DOG_VALUES, GAME_ID
from scorers.hundsgemein.streets import STREET_RULES, StreetCount, tally
from scorers.i18n import phrase
from scorers.registry import find_game
from scorers.sheet import Criterion, ScoreLine, ScoreSheet, rank_players
from scorers.violations import Violation, errors


def street_counts(state: HundsgemeinState) -> Iterable[tuple[str, dict[int, StreetCount]]]:
    """Each street's per-player counts, from the board or as typed, in scoring order."""
    players = len(state.players)
    for street in STREETS:
        if state.board is not None:
            yield street.id, tally(street, state.board, players)
        else:
            typed = state.streets.get(street.id, {})
            yield street.id, {p: typed.get(p, StreetCount(0, (0, 0))) for p in range(players)}


def board_to_street_counts(state: HundsgemeinState) -> HundsgemeinState:
    """The same game as quick street-count entry (what a table would count by hand)."""
    counts = {street: {p: c for p, c in per_player.items() if c.tiles}
              for street, per_player in street_counts(state)}
    return HundsgemeinState(state.players, state.variant, state.dogs, None,
                            {s: c for s, c in counts.items() if c}, state.date)


def score(state: HundsgemeinState, violations: list[Violation] | None = None) -> ScoreSheet:
    """The score sheet; raises `ImpossibleState` if the state has an error-level violation.

    `violations` may pass on what `check(state)` already returned, to save checking twice.
    """
    if violations is None:
        violations = check(state)
    blocking = errors(violations)
    if blocking:
        raise ImpossibleState([f"{v.where}: {v.message()}" for v in blocking], blocking)
    judge = STREET_RULES[state.variant]
    names = state.names
    lines = []
    values = {name: 0 for name in names}
    dogs_won = {name: 0 for name in names}
    for street_id, counts in street_counts(state):
        breed = state.dogs[street_id]
        value = DOG_VALUES[breed]
        decision = judge.decide(counts, names)
        winner = names[decision.winner] if decision.winner is not None else None
        if winner is not None:
            values[winner] += value
            dogs_won[winner] += 1
        lines.append(ScoreLine(
            label=street_id,
            subject=phrase("hg.dog", breed=phrase(f"breed.{breed}"), value=value),
            winner=winner,
            points=value if winner else 0,
            explanation=decision.reasons,
            rules=decision.rules,
            details={names[p]: ({"tiles": c.tiles, "runs": list(c.runs)} if judge.needs_runs and c.runs
                                else c.tiles) for p, c in counts.items()},
        ))
    ranking = rank_players(names, [
        Criterion(phrase("criterion.hg.value"), values),   # HG-WIN
        Criterion(phrase("criterion.hg.dogs"), dogs_won),  # HG-WIN-TIE
    ])
    info = find_game(GAME_ID)
    variant = next(v for v in info.variants if v.id == state.variant)  # registry: the variant's name
    notes = []
    stood = [v for v in violations if v.rule_id in ("HG-ADJ", "HG-CENTRE")]
    if stood:
        notes.append(phrase("hg.note.illegal_stood", count=len(stood)))
    notes += [v.text for v in violations if v.code == "types-unknown"]  # HG-COLOURS: the checks skipped
    ending = end_of_game(state)
    if ending.over is False:
        notes.append(ending.explain(state))
    return ScoreSheet(
        game=GAME_ID, game_name=info.name, variant=state.variant, variant_name=variant.name,
        settings={}, players=state.players, lines=tuple(lines), totals=values,
        extra_totals={"dog_tiles": dogs_won}, ranking=ranking, notes=tuple(notes),
        headline=(phrase("out.by_counts"),) if state.board is None else (),
        # HG-END: a board that can still take a tile has leaders, not a winner; street counts cannot tell,
        # they are the table's final tally
        finished=ending.over is not False,
    )
