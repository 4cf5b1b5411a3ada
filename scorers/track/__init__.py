"""Numeri (Rudi Hoffmann, Schmidt Spiele 2009) and Fröscheln (Klee 1998): one track game, two editions.

Players race numbered tokens (frogs) along a winding track of cells; a token always lands on the first
free cell ahead, so it may jump over many; at the end each token scores its number times its cell's
value. The rules this package implements, in our words, with the ids that violations and explanations
cite. Source: the French sheet (shared/seeds/002_...: Fröscheln first, then NUMERI) and shared/RULINGS.md.

Shared by both editions (TR-)
- TR-BOARD     A board is a list of cell values in order along the track, with its marked cells. The
               printed layouts are unknown: boards are typed in and kept under a name.
- TR-TOKENS    Each player has five tokens numbered 1 to 5.
- TR-TRACK     A placed token stands on a cell of the track.
- TR-ONE-PER-CELL Only one token may stand on a cell.
- TR-ROLL      The die (1-5, star) names the token to move: a 1 moves token 1, and so on.
- TR-ADVANCE   A moved token goes to the first free cell ahead of it, jumping any occupied ones; a
               token not placed yet enters on the first free cell from the entry cell. A token with no
               free cell ahead cannot move.
- TR-STAR      A star moves any one of one's own tokens; it is never split.
- TR-SPLIT     When splitting is allowed, a 3 may instead move tokens 1 and 2, a 4 tokens 1 and 3, a 5
               tokens 1 and 4 or 2 and 3, in either order, and only if both really move (the second
               after the first has). One of the two alone is never allowed.
- TR-MUST      A player who can move must.
- TR-PASS      With no legal move the turn passes (the pass is then the only legal answer).
- TR-EXTRA     A move that ends with a chain of 3 or more of the player's tokens on consecutive cells,
               at least one of which moved this turn (a new or changed chain), earns a new roll, again
               and again while earned.
- TR-SCORE     Each token scores its number times the value of its cell.
- TR-WIN       The highest total wins; an equal total shares the place.

Numeri (NU-)
- NU-START     Tokens enter at the dark red Départ cell.
- NU-BARRIER   Splitting is allowed once any player's token has passed the barrier of the player
               count (2, 3 or 4 players each have their own).
- NU-END       The game ends as soon as the last three cells (the yellow ones) are all occupied; a new
               roll earned by that move is lost.
- NU-VALUES    Cells carry numbers; blank cells count 0, red cells are negative.
- NU-UNPLACED  A token never placed counts as on a cell worth -5.

Fröscheln (FRO-)
- FRO-START    Frogs enter at the white start flag of the player count.
- FRO-SPLIT    Splitting is allowed from the start. House rule `split-after-shore` (German edition):
               only once a frog has reached the shore.
- FRO-END      Once a frog has reached the Princess (x5), the game ends as soon as a player cannot move.
- FRO-MULT     Cells multiply: red x1, blue x2, then x3, x4 and the Princess x5; other cells 0.
- FRO-UNPLACED A frog never placed scores 0.

Not refereed: who is to move (the table knows), the youngest player starting.
"""

from __future__ import annotations

from typing import Any

from scorers.i18n import Phrase, phrase_in
from scorers.track.board import Board, BoardFile, board_from_file, board_to_file, example_boards, saved_board
from scorers.track.checks import check
from scorers.track.editions import EDITIONS, Edition
from scorers.track.editions import FROSCHELN as FROSCHELN_EDITION
from scorers.track.editions import NUMERI as NUMERI_EDITION
from scorers.track.model import FILE_MODELS, TrackState, parse, to_file
from scorers.track.moves import (
    Move,
    ProposedMove,
    Step,
    Turn,
    check_move,
    describe,
    end_status,
    legal_moves,
    parse_move,
    parse_roll,
    play,
    roll_phrase,
    turn,
)
from scorers.track.scoring import score


class TrackRules:
    """One edition as the registry exposes it to the command line and the app."""

    def __init__(self, edition: Edition) -> None:
        self.edition = edition

    parse = staticmethod(parse)
    check = staticmethod(check)
    score = staticmethod(score)
    to_file = staticmethod(to_file)
    parse_roll = staticmethod(parse_roll)
    roll_phrase = staticmethod(roll_phrase)  # the die's face in words (`referee moves`'s header)
    describe = staticmethod(describe)

    def moves(self, state: TrackState, seat: int, roll: int | str) -> Turn:
        """The referee's answer for this player and roll: legal moves, or a pass, or the end (`referee moves`)."""
        return turn(state, seat, roll)

    def json_schema(self) -> dict[str, Any]:
        return FILE_MODELS[self.edition.id].model_json_schema()

    def parse_move(self, state: TrackState, text: str) -> ProposedMove:
        return parse_move(text, len(state.players))

    def check_move(self, state: TrackState, move: ProposedMove) -> list:
        return check_move(state, move.seat, move.roll, move.tokens)

    def describe_move(self, state: TrackState, move: ProposedMove) -> Phrase:
        legal = next((m for m in legal_moves(state, move.seat, move.roll) if m.tokens == move.tokens), None)
        if legal is not None:
            return describe(state, legal)
        return phrase_in(state.game, "tr.proposed", player=state.players[move.seat].name,
                         roll=roll_phrase(move.roll), tokens=[str(t) for t in move.tokens] or "—")

    def end_status(self, state: TrackState) -> tuple[bool | None, Phrase, str | None]:
        over, why = end_status(state)
        return over, why, None


NUMERI = TrackRules(NUMERI_EDITION)
FROSCHELN = TrackRules(FROSCHELN_EDITION)

__all__ = [
    "EDITIONS", "FROSCHELN", "NUMERI", "Board", "BoardFile", "Move", "ProposedMove", "Step", "TrackState",
    "Turn", "board_from_file", "board_to_file", "check", "check_move", "describe", "end_status",
    "example_boards", "legal_moves", "parse", "parse_move", "parse_roll", "play", "saved_board", "score",
    "to_file", "turn",
]

