"""Final totals (LP-FINAL, issue 24): a finished Loopit game entered as each player's total, what a table that
kept only the totals has. Checked (`check_final`, never raising) and scored (`final_lines`, `final_winners`);
not refereed: no tile or turn is named.

- LP-FINAL    A game may be entered as each player's final total alone: entered by the table, not refereed.
              It is the whole game's record: no turn beside it. Each player has one total, a whole number from
              0 to the most a player can score in the game (`rules.max_final_total`: the tiles that can
              reach the board, no more than its squares, each at 8 x the best multipliers, and the links the
              tiles on the board can share, each at 8, LP-POINTS; in the fixed-turns variant at most their
              turns at the most a turn scores). The game is over; the highest total wins, equal totals share
              the win (LP-WIN).
"""

from __future__ import annotations

from scorers.i18n import Phrase, phrase
from scorers.loopit.model import LoopitState
from scorers.loopit.rules import max_final_total
from scorers.loopit.tiles import EXAMPLE_BOARD
from scorers.violations import Severity, Violation

RULE = "LP-FINAL"
#: Where a violation of the final totals points in the file: `final`, or one player's total, `final.Anna`.
WHERE = "final"


def final_limit(state: LoopitState) -> int:
    """LP-FINAL: the most a player's final total may be in this game. On a board of the table's own, its squares
    (but the start square) and their multipliers bound the tiles and what each scores. In light mode the table
    types each multiplier, up to the highest a board may carry (LP-BOARD), on as many squares as there are
    tiles; so too on the bundled example board, a reconstruction, not the printed board (`tiles.EXAMPLE_BOARD`):
    a table that played on the printed board and did not enter it must not be refused a total its board allows."""
    board = state.board
    if state.mode != "board" or board.rows() == EXAMPLE_BOARD.rows():
        return max_final_total(None, len(state.players), state.variant, state.discarded)
    squares = [board.multiplier(square) for square in board.squares() if square != board.centre]
    return max_final_total(squares, len(state.players), state.variant, state.discarded)


def _violation(code: str, where: str, key: str, **values: object) -> Violation:
    return Violation(code, RULE, Severity.ERROR, where, phrase(key, **values))


def check_final(state: LoopitState) -> list[Violation]:
    """LP-FINAL: the final totals are the whole record (no turn beside them), one a player, each a whole number
    from 0 to `final_limit`. Located at `final` or at `final.<player>`."""
    if state.final is None:
        return []
    found = []
    if state.turns:
        found.append(_violation("final-with-turns", WHERE, "lp.v.final_with_turns", turns=len(state.turns)))
    names, given = state.names, dict(state.final)
    for name in given:
        if name not in names:
            found.append(_violation("final-unknown", f"{WHERE}.{name}", "lp.v.final_unknown", player=name,
                                    players=names))
    for name in names:
        if name not in given:
            found.append(_violation("final-missing", f"{WHERE}.{name}", "lp.v.final_missing", player=name))
    most = final_limit(state)
    for name, total in state.final:
        if name not in names:
            continue
        if isinstance(total, float):
            found.append(_violation("final-not-whole", f"{WHERE}.{name}", "lp.v.final_not_whole", player=name,
                                    total=total))
        elif not 0 <= total <= most:
            found.append(_violation("final-out-of-range", f"{WHERE}.{name}", "lp.v.final_out_of_range",
                                    player=name, total=total, most=most))
    return found


def final_totals(state: LoopitState) -> dict[str, int]:
    """Each player's total as entered (`check_final` has found nothing: every total is a whole number)."""
    given = dict(state.final or ())
    return {name: int(given[name]) for name in state.names}


def final_winners(totals: dict[str, int]) -> list[str]:
    """LP-WIN: the players with the highest total, in seat order (more than one: they share the win)."""
    best = max(totals.values())
    return [name for name, total in totals.items() if total == best]


def final_explanation(name: str, totals: dict[str, int]) -> tuple[Phrase, ...]:
    """A player's line: their total as the table entered it, then (for the winner or winners) why they won."""
    said = [phrase("lp.x.final", player=name, points=totals[name])]
    winners = final_winners(totals)
    if name in winners:
        said.append(phrase("lp.x.final_won", player=name, points=totals[name]) if len(winners) == 1 else
                    phrase("lp.x.final_shared", players=winners, points=totals[name]))
    return tuple(said)


__all__ = ["RULE", "WHERE", "check_final", "final_explanation", "final_limit", "final_totals", "final_winners"]
