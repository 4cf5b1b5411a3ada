"""What the three billiard games share: the numbered pieces, the key shot from where it stopped, the
shot as it is logged (the pieces its key touched, in order), turns, and the double (Doublé, Cricket).

Rules shared by Billard Doublé and Billard Cricket (Cricket keeps "the base rules of the Doublé"):
- BD-SETUP    The 16 numbered pieces (red 1-8, green 1-8) are set out as each game's figure shows; each
              player has a Key piece, played each shot from where it stopped the shot before.
- BD-START    (not refereed) Doublé and Cricket: the pieces in the centre, each Key starting on the circle
              nearest the rim opposite the red 8.
- BD-REPLAY   Touching a piece with one's Key earns another shot, to touch the same number in the other
              colour. Touching both in a row makes a double, which earns another shot too.
- BD-MISS     Touching nothing, or missing the double (another number, or the same piece again), ends
              the turn; a half-made double is lost.
- BD-ONCE     The same double cannot be made twice in one turn: touching a number already doubled this
              turn ends it. Once all 8 doubles are made in one turn, they may be made again.
- BD-MULTI    When a shot touches several pieces, the first two count as two shots; the others do not
              count.
- BD-OPPONENT (not refereed) Players may strike the opponent's Key: it is not a touch (it is not logged).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Discriminator, Field, Tag

from scorers.i18n import Phrase, phrase
from scorers.paleo_games.final import FINAL, FinalScores, play_final
from scorers.paleo_games.match import Event, MatchGame, MatchState, Refusal, Step, Tally
from scorers.paleo_games.totals import TURN, TurnPoints, play_turn
from scorers.validation import UNION_TAG

#: BD-SETUP: the numbers and colours of the pieces, as written in files ("r5", "g5").
NUMBERS = tuple(range(1, 9))
COLOURS = ("r", "g")
#: The rules every game of double shots follows (Doublé, Cricket).
BILLIARD_RULES = ("BD-SETUP", "BD-REPLAY", "BD-MISS", "BD-ONCE", "BD-MULTI")
#: BD-MULTI: how many touched pieces of one shot count.
COUNTED_PER_SHOT = 2

Piece = Annotated[str, Field(pattern=r"^[rgRG][1-8]$", description="r1..r8 (red) or g1..g8 (green)")]


class Shot(Event):
    """One flick of the shooter's Key: the numbered pieces it touched, in the order it touched them."""

    type: Literal["shot"] = "shot"
    player: str
    touched: list[Piece] = Field(default_factory=list, max_length=16)


def _kind(value: Any) -> str:
    """A shot's `type` may be left out of a file (it was before turn points existed): it is a shot."""
    kind = value.get("type", "shot") if isinstance(value, dict) else getattr(value, "type", "shot")
    return UNION_TAG + (kind if kind in (TURN, FINAL) else "shot")


#: An event of the billiards: a shot, a turn entered as its points (PG-TOTALS), or the match entered as its
#: final scores (PG-FINAL).
ShotOrTurn = Annotated[Annotated[Shot, Tag(UNION_TAG + "shot")] | Annotated[TurnPoints, Tag(UNION_TAG + TURN)]
                       | Annotated[FinalScores, Tag(UNION_TAG + FINAL)], Discriminator(_kind)]


def number(piece: str) -> int:
    return int(piece[1])


def colour(piece: str) -> str:
    return piece[0].lower()


def piece_phrase(piece: str) -> Phrase:
    return phrase(f"pg.bd.piece.{colour(piece)}", n=number(piece))


def shot_subject(state: MatchState, shot: Shot) -> Phrase:
    if not shot.touched:
        return phrase("pg.bd.subject.none", player=shot.player)
    return phrase("pg.bd.subject", player=shot.player, pieces=[piece_phrase(p) for p in shot.touched])


@dataclass(frozen=True)
class TurnTally(Tally):
    """Billiard turns: the half-made double carried to the next shot, and the doubles made this turn."""

    pending: str | None = None
    done: frozenset[int] = frozenset()


class BilliardGame(MatchGame):
    """Games logged shot by shot, each player shooting until a shot ends their turn (2 players)."""

    takes_turns = True
    turn_points = True

    def actor(self, state: MatchState, event: Shot | TurnPoints | FinalScores) -> int | None:
        return None if isinstance(event, FinalScores) else state.side(event.player)

    @staticmethod
    def pass_turn(tally: TurnTally, side: int, **changes) -> TurnTally:
        return tally.evolve(turn=1 - side, pending=None, done=frozenset(), **changes)

    def after_turn(self, state: MatchState, tally: Tally, side: int, points: int, closed: list[int]) -> Tally:
        """PG-TOTALS: the points added; the turn passes, with no double half made (BD-MISS)."""
        if isinstance(tally, TurnTally):
            return self.pass_turn(tally, side, score=tally.add(side, points))
        return tally.evolve(score=tally.add(side, points), turn=1 - side)


@dataclass(frozen=True)
class DoubleResult:
    """What making a double did (the game's hook): points, tally, reasons, rules, and whether the turn ends."""

    tally: TurnTally
    points: int
    reasons: tuple[Phrase, ...]
    rules: tuple[str, ...]
    ends_turn: bool = False


class DoublesGame(BilliardGame):
    """Billard Doublé and Cricket: the double machinery; each says what a double is worth (`double`)."""

    def start(self, state: MatchState) -> TurnTally:
        return TurnTally(score=(0,) * len(state.players))

    def double(self, state: MatchState, tally: TurnTally, side: int, made: int) -> DoubleResult:
        raise NotImplementedError

    @staticmethod
    def open_doubles(tally: TurnTally) -> tuple[int, ...]:
        """The numbers whose double the shooter can go for now with a fresh pair of shots (BD-REPLAY,
        BD-ONCE): none while a double is half made (only its other piece makes it), else every number
        not yet doubled this turn. What an entry shortcut may offer; the shots still go through `play`."""
        if tally.pending is not None:
            return ()
        return tuple(n for n in NUMBERS if n not in tally.done)

    @staticmethod
    def double_shots(player: str, made: int) -> tuple[Shot, ...]:
        """A double entered at once: exactly the two shots that make it the long way (BD-REPLAY), the red
        piece, then the green one."""
        return tuple(Shot(player=player, touched=[f"{c}{made}"]) for c in COLOURS)

    rules_used: ClassVar[tuple[str, ...]] = ()

    def turn_bound(self, state: MatchState, tally: TurnTally, side: int, closed: list[int]) -> int:
        """PG-TOTALS: one double of each number at most (BD-ONCE), each worth its number (BD-POINTS)."""
        return sum(NUMBERS)

    def play(self, state: MatchState, tally: TurnTally, shot: Shot | TurnPoints) -> Step | Refusal:
        if isinstance(shot, FinalScores):
            return play_final(self, state, tally, shot)
        if isinstance(shot, TurnPoints):
            return play_turn(self, state, tally, shot)
        side = state.side(shot.player)
        tally = tally.evolve(turn=side)
        reasons: list[Phrase] = []
        rules: list[str] = []
        points = 0
        counted, ignored = shot.touched[:COUNTED_PER_SHOT], shot.touched[COUNTED_PER_SHOT:]
        if ignored:
            reasons.append(phrase("pg.bd.ignored", count=len(ignored), pieces=[piece_phrase(p) for p in ignored]))
            rules.append("BD-MULTI")
        if not counted:
            reasons.append(phrase("pg.bd.none"))
            rules.append("BD-MISS")
            tally = self.pass_turn(tally, side)
        for piece in counted:
            if tally.pending is None:
                if number(piece) in tally.done:
                    reasons.append(phrase("pg.bd.once", n=number(piece)))
                    rules.append("BD-ONCE")
                    tally = self.pass_turn(tally, side)
                    break
                tally = tally.evolve(pending=piece)
                reasons.append(phrase("pg.bd.half", piece=piece_phrase(piece), other=piece_phrase(_twin(piece))))
                rules.append("BD-REPLAY")
                continue
            first = tally.pending
            if number(piece) != number(first) or colour(piece) == colour(first):
                reasons.append(phrase("pg.bd.missed", piece=piece_phrase(piece), wanted=piece_phrase(_twin(first))))
                rules.append("BD-MISS")
                tally = self.pass_turn(tally, side)
                break
            done = tally.done | {number(first)}
            tally = tally.evolve(pending=None, done=frozenset() if len(done) == len(NUMBERS) else done)
            result = self.double(state, tally, side, number(first))
            reasons += result.reasons
            rules += result.rules
            points += result.points
            tally = result.tally
            if result.ends_turn:
                tally = self.pass_turn(tally, side)
                break
            if len(done) == len(NUMBERS):
                reasons.append(phrase("pg.bd.all_made"))
                rules.append("BD-ONCE")
            reasons.append(phrase("pg.bd.again", player=shot.player))
            rules.append("BD-REPLAY")
        return Step(tally, shot_subject(state, shot), side, points, tuple(reasons), tuple(dict.fromkeys(rules)))


def _twin(piece: str) -> str:
    return ("g" if colour(piece) == "r" else "r") + str(number(piece))
