"""Legality of a position: the whole-state audit. Never raises: it returns `Violation`s."""

from __future__ import annotations

from collections import defaultdict

from scorers.i18n import Phrase, phrase, phrase_in
from scorers.track.editions import SPLIT_AFTER_SHORE
from scorers.track.model import TrackState
from scorers.track.rules import TOKENS
from scorers.violations import Severity, Violation

ERROR = Severity.ERROR


def token_phrase(state: TrackState, seat: int, token: int) -> Phrase:
    return phrase_in(state.game, "tr.token", player=state.players[seat].name, token=token)


def where(state: TrackState, seat: int, token: int) -> str:
    return f"tokens.{state.players[seat].name}[{token - 1}]"


def check_positions(state: TrackState) -> list[Violation]:
    """TR-TRACK, TR-ONE-PER-CELL and the edition's start rule on a board position."""
    found = []
    length = len(state.board)
    entry = state.edition.entry_cell(state.board, len(state.players))
    on_cell: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for seat, cells in enumerate(state.tokens):
        for token, cell in zip(TOKENS, cells):
            if cell is None:
                continue
            if not 0 <= cell < length:
                found.append(Violation("off-track", "TR-TRACK", ERROR, where(state, seat, token),
                                       phrase("tr.v.off_track", token=token_phrase(state, seat, token),
                                              cell=cell + 1, cells=length)))
                continue
            if cell < entry:
                found.append(Violation("before-start", state.edition.start_rule, ERROR, where(state, seat, token),
                                       phrase_in(state.game, "tr.v.before_start",
                                                 token=token_phrase(state, seat, token),
                                                 cell=cell + 1, start=entry + 1, players=len(state.players))))
            on_cell[cell].append((seat, token))
    for cell, tokens in sorted(on_cell.items()):
        if len(tokens) > 1:
            found.append(Violation("shared-cell", "TR-ONE-PER-CELL", ERROR, f"cell {cell + 1}",
                                   phrase_in(state.game, "tr.v.shared_cell", cell=cell + 1,
                                             tokens=[token_phrase(state, s, t) for s, t in tokens])))
    if SPLIT_AFTER_SHORE in state.house_rules and state.board.shore is None:
        found.append(Violation("no-shore", "FRO-SPLIT", ERROR, "board.shore", phrase("tr.v.no_shore")))
    return found


def check_values(state: TrackState) -> list[Violation]:
    """The edition's cell values, on a tally typed without a board."""
    found = []
    for seat, values in enumerate(state.values):
        for token, value in zip(TOKENS, values):
            if value is not None and not state.edition.value_allowed(value):
                found.append(Violation("bad-value", state.edition.value_rule, ERROR,
                                       f"values.{state.players[seat].name}[{token - 1}]",
                                       phrase("tr.v.bad_value", token=token_phrase(state, seat, token), value=value,
                                              allowed=state.edition.value_hint())))
    return found


def check(state: TrackState) -> list[Violation]:
    """Every rule a position (or a tally) breaks. Never raises."""
    return check_values(state) if state.values is not None else check_positions(state)
