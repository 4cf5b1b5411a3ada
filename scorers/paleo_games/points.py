"""Match aux points (2 players): Explorers score by entering the opposing Sanctuaries; first to 10.

The Paleo board, reefs and flicks are as in Paleo; what is logged is what scores or changes the pieces.
- MP-BASE     (not refereed) Derived from Paleo: its set-up of reefs, Sanctuaries and pieces and its basic rules.
- MP-PIECES   Each player has 8 pieces on their base-camp circles: Explorers 3 to 7, Mercenaries 1, 2, 8.
- MP-SCORE    An Explorer that enters an opposing Sanctuary scores 1 point.
- MP-MERCENARY A Mercenary that enters an opposing Sanctuary scores nothing.
- MP-CAPTURE  Only Mercenaries capture: an opposing piece they touch is captured and leaves the board.
              Explorers capture nothing.
- MP-OFF      A piece knocked off the board is captured by the opponent.
- MP-EXCHANGE A piece that enters an opposing Sanctuary may be exchanged for one of its player's pieces
              captured before: that one comes back to the base camp and the entering piece goes to the
              opponent in its place. Without an exchange the entering piece goes back to its base camp.
- MP-GONE     A captured piece is off the board: it cannot enter, capture or be captured until it comes
              back by an exchange.
- MP-WIN      The first player to reach 10 points wins.

A turn may be entered as its points (PG-TOTALS, `totals`): at most the 5 Explorers, and never past 10.
The match may be entered as its final scores (PG-FINAL, `final`): the winner's exactly 10 (MP-WIN).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from scorers.i18n import Phrase, phrase
from scorers.paleo_games.final import FinalScores, play_final
from scorers.paleo_games.match import Event, MatchFile, MatchGame, MatchState, Refusal, Step, Tally
from scorers.paleo_games.totals import TurnPoints, play_turn

GAME_ID = "paleo-points"
#: MP-PIECES
EXPLORERS = frozenset({3, 4, 5, 6, 7})
MERCENARIES = frozenset({1, 2, 8})
#: MP-SCORE, MP-WIN
ENTRY_POINTS = 1
TARGET = 10

PieceNumber = Annotated[int, Field(ge=1, le=8)]


class Entry(Event):
    """A piece of `player` entered an opposing Sanctuary (and maybe was exchanged)."""

    type: Literal["entry"]
    player: str
    piece: PieceNumber
    exchange: PieceNumber | None = Field(None, description="the captured piece of the player brought back")


class Capture(Event):
    """`player` captured the opponent's `piece`, with their Mercenary `by` (None: knocked off the board)."""

    type: Literal["capture"]
    player: str
    piece: PieceNumber
    by: PieceNumber | None = None


PointsEvent = Annotated[Entry | Capture | TurnPoints | FinalScores, Field(discriminator="type")]


class PointsFile(MatchFile):
    game: Literal["paleo-points"]
    events: list[PointsEvent] = Field(default_factory=list)


@dataclass(frozen=True)
class PointsTally(Tally):
    #: each side's pieces off the board, held by the opponent
    captured: tuple[frozenset[int], ...] = ()


def kind(piece: int) -> str:
    return "explorer" if piece in EXPLORERS else "mercenary"


def piece_phrase(piece: int) -> Phrase:
    return phrase(f"pg.mp.{kind(piece)}", n=piece)


class MatchAuxPoints(MatchGame):
    game_id = GAME_ID
    prefix = "pg.mp"
    file_model = PointsFile
    target = TARGET
    rulebook = ("MP-PIECES", "MP-SCORE", "MP-MERCENARY", "MP-CAPTURE", "MP-OFF", "MP-EXCHANGE", "MP-GONE", "MP-WIN")
    turn_points = True
    final_scores, win_rule = True, "MP-WIN"

    def turn_bound(self, state: MatchState, tally: PointsTally, side: int, closed: list[int]) -> int:
        """PG-TOTALS: each Explorer scores once a turn at most (MP-SCORE), and 10 wins (MP-WIN)."""
        return min(len(EXPLORERS) * ENTRY_POINTS, self.target - tally.score[side])

    def start(self, state: MatchState) -> PointsTally:
        return PointsTally(score=(0, 0), captured=(frozenset(), frozenset()))

    def play(self, state: MatchState, tally: PointsTally, event: Entry | Capture | TurnPoints) -> Step | Refusal:
        if isinstance(event, FinalScores):
            return play_final(self, state, tally, event)
        if isinstance(event, TurnPoints):
            return play_turn(self, state, tally, event)
        return self.enter(state, tally, event) if isinstance(event, Entry) else self.capture(state, tally, event)

    def enter(self, state: MatchState, tally: PointsTally, entry: Entry) -> Step | Refusal:
        side = state.side(entry.player)
        held = tally.captured[side]
        if entry.piece in held:
            return Refusal("piece-captured", "MP-GONE", phrase("pg.mp.gone", piece=piece_phrase(entry.piece),
                                                               player=entry.player))
        if entry.exchange is not None and entry.exchange not in held:
            return Refusal("not-captured", "MP-EXCHANGE", phrase("pg.mp.not_held", piece=piece_phrase(entry.exchange),
                                                                 player=entry.player))
        points = ENTRY_POINTS if entry.piece in EXPLORERS else 0
        reasons = [phrase("pg.mp.scores" if points else "pg.mp.no_score", piece=piece_phrase(entry.piece))]
        rules = ["MP-SCORE" if points else "MP-MERCENARY"]
        if entry.exchange is not None:
            held = (held - {entry.exchange}) | {entry.piece}
            reasons.append(phrase("pg.mp.exchanged", piece=piece_phrase(entry.piece),
                                  back=piece_phrase(entry.exchange)))
            rules.append("MP-EXCHANGE")
        captured = tuple(held if i == side else c for i, c in enumerate(tally.captured))
        new = tally.evolve(score=tally.add(side, points), captured=captured)
        subject = phrase("pg.mp.subject.entry", player=entry.player, piece=piece_phrase(entry.piece))
        return Step(new, subject, side, points, tuple(reasons), tuple(rules))

    def capture(self, state: MatchState, tally: PointsTally, capture: Capture) -> Step | Refusal:
        side = state.side(capture.player)
        other = 1 - side
        if capture.by is not None and capture.by not in MERCENARIES:
            return Refusal("explorer-captures", "MP-CAPTURE", phrase("pg.mp.explorers_dont",
                                                                     piece=piece_phrase(capture.by)))
        if capture.by is not None and capture.by in tally.captured[side]:
            return Refusal("piece-captured", "MP-GONE", phrase("pg.mp.gone", piece=piece_phrase(capture.by),
                                                               player=capture.player))
        if capture.piece in tally.captured[other]:
            return Refusal("piece-captured", "MP-GONE", phrase("pg.mp.gone", piece=piece_phrase(capture.piece),
                                                               player=state.names[other]))
        captured = tuple(c | {capture.piece} if i == other else c for i, c in enumerate(tally.captured))
        if capture.by is None:
            reasons, rules = (phrase("pg.mp.off", piece=piece_phrase(capture.piece), owner=state.names[other],
                                     player=capture.player),), ("MP-OFF",)
        else:
            reasons, rules = (phrase("pg.mp.captured", piece=piece_phrase(capture.piece), owner=state.names[other],
                                     by=piece_phrase(capture.by)),), ("MP-CAPTURE",)
        subject = phrase("pg.mp.subject.capture", player=capture.player, piece=piece_phrase(capture.piece))
        return Step(tally.evolve(captured=captured), subject, side, 0, reasons, rules)

    def on_board(self, state: MatchState, side: int) -> list[int]:
        """The side's pieces still on the board (what may enter, capture or be captured)."""
        held = self.replay(state).tally.captured[side]
        return [n for n in range(1, 9) if n not in held]

    def held(self, state: MatchState, side: int) -> list[int]:
        return sorted(self.replay(state).tally.captured[side])


POINTS = MatchAuxPoints()
