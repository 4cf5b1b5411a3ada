"""Hockey (2 players): goals, faults and free shots; the first to 10 goals wins.

- HK-SETUP    Each player has 5 pieces in their half and a Goal piece in their goal zone; the puck is a
              Key piece.
- HK-FACEOFF  A face-off starts the match and follows every goal: the puck in the centre, both players
              flick a piece at it; the one who touched it (or, both or neither, whose piece lies nearer)
              becomes the Attacker. There is no face-off at any other time.
- HK-REPLACE  (not refereed) The Attacker may first replace a piece with a flick, then the Defender; not when
              the Attacker plays the puck directly, nor after an Attacker's replacement touched the puck (a shot).
- HK-SHOT     (not refereed) The Attacker strikes the puck with a different piece each shot; every cushion is
              allowed.
- HK-ZONE     (not refereed) The Goal moves freely in its zone between shots and goes back there after striking
              the puck; any other piece entering the zone is moved out.
- HK-PIECE-OUT (not refereed) A piece that leaves the board is put back where it left.
- HK-GOAL     When the puck fully crosses a player's goal line, the other player scores a goal.
- HK-GOALIE   A Goal piece may strike the puck but cannot score: a goal it strikes does not count and
              the puck goes to the opposing Goal, whose player becomes the Attacker.
- HK-FAULT    Faults: touching an opposing piece while replacing; missing the puck with a shot; touching
              an opposing piece before the puck with a shot; the Attacker striking the puck with the same
              piece as the shot before. The player who did not fault takes a free shot (and attacks).
- HK-FAULT-ATTACK Only the Attacker shoots at the puck: the three shot faults are the Attacker's.
- HK-FREE     A free shot is played from the centre by the player it was given to; it may score directly.
- HK-OUT      A puck sent off the board makes the other player the Attacker.
- HK-BLOCK    A puck stuck in a corner goes to the nearest Goal, whose player becomes the Attacker.
- HK-WIN      The first player to score 10 goals wins.
The match may be entered as its final scores, the goals (PG-FINAL, `final`): the winner's exactly 10.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from scorers.i18n import phrase
from scorers.paleo_games.final import FinalScores, play_final
from scorers.paleo_games.match import Event, MatchFile, MatchGame, MatchState, Refusal, Step, Tally

GAME_ID = "paleo-hockey"
#: HK-WIN
TARGET = 10
#: HK-FAULT: the faults, and (HK-FAULT-ATTACK) those only the Attacker can commit.
FAULTS = ("replacement-touch", "missed-puck", "opponent-first", "same-piece")
ATTACKER_FAULTS = frozenset({"missed-puck", "opponent-first", "same-piece"})


class FaceOff(Event):
    type: Literal["faceoff"]
    winner: str


class Goal(Event):
    """A goal credited to `player` (the puck crossed the other player's line)."""

    type: Literal["goal"]
    player: str
    goalie: bool = Field(False, description="struck in by a Goal piece (does not count)")
    free_shot: bool = Field(False, description="scored directly from a free shot")


class Fault(Event):
    type: Literal["fault"]
    player: str
    kind: Literal[FAULTS]  # type: ignore[valid-type]


class PuckOut(Event):
    """`player` sent the puck off the board."""

    type: Literal["out"]
    player: str


class Blocked(Event):
    """The puck stuck in a corner was given to `player`'s Goal."""

    type: Literal["blocked"]
    player: str


HockeyEvent = Annotated[FaceOff | Goal | Fault | PuckOut | Blocked | FinalScores, Field(discriminator="type")]


class HockeyFile(MatchFile):
    game: Literal["paleo-hockey"]
    events: list[HockeyEvent] = Field(default_factory=list)


@dataclass(frozen=True)
class HockeyTally(Tally):
    """`turn` is the Attacker; `faceoff` says a face-off is due; `free` holds the side owed a free shot."""

    faceoff: bool = True
    free: int | None = None


class Hockey(MatchGame):
    game_id = GAME_ID
    prefix = "pg.hk"
    file_model = HockeyFile
    target = TARGET
    rank_name = "pg.hk.criterion"
    rulebook = ("HK-SETUP", "HK-FACEOFF", "HK-GOAL", "HK-GOALIE", "HK-FAULT", "HK-FAULT-ATTACK", "HK-FREE", "HK-OUT",
                "HK-BLOCK", "HK-WIN")
    name_fields = ("player", "winner")
    final_scores, win_rule = True, "HK-WIN"

    def start(self, state: MatchState) -> HockeyTally:
        return HockeyTally(score=(0, 0))

    def play(self, state: MatchState, tally: HockeyTally, event) -> Step | Refusal:
        if isinstance(event, FinalScores):
            return play_final(self, state, tally, event)
        if isinstance(event, FaceOff) != tally.faceoff:
            key = "pg.hk.faceoff_due" if tally.faceoff else "pg.hk.no_faceoff"
            return Refusal("faceoff", "HK-FACEOFF", phrase(key))
        handler = {FaceOff: self.faceoff, Goal: self.goal, Fault: self.fault, PuckOut: self.out,
                   Blocked: self.blocked}[type(event)]
        return handler(state, tally, event)

    def faceoff(self, state: MatchState, tally: HockeyTally, event: FaceOff) -> Step:
        side = state.side(event.winner)
        new = tally.evolve(turn=side, faceoff=False, free=None)
        return Step(new, phrase("pg.hk.subject.faceoff"), side, 0, (phrase("pg.hk.attacks", player=event.winner),),
                    ("HK-FACEOFF",))

    def goal(self, state: MatchState, tally: HockeyTally, event: Goal) -> Step | Refusal:
        side = state.side(event.player)
        other = 1 - side
        if event.free_shot and tally.free != side:
            return Refusal("no-free-shot", "HK-FREE", phrase("pg.hk.no_free", player=event.player))
        subject = phrase("pg.hk.subject.goal", player=event.player)
        if event.goalie:
            new = tally.evolve(turn=other, free=None)
            return Step(new, subject, side, 0, (phrase("pg.hk.goalie", player=state.names[other]),), ("HK-GOALIE",))
        reasons = [phrase("pg.hk.scored", player=event.player)]
        rules = ["HK-GOAL"]
        if event.free_shot:
            reasons.insert(0, phrase("pg.hk.from_free"))
            rules.insert(0, "HK-FREE")
        new = tally.evolve(score=tally.add(side, 1), turn=None, faceoff=True, free=None)
        return Step(new, subject, side, 1, tuple(reasons), tuple(rules))

    def fault(self, state: MatchState, tally: HockeyTally, event: Fault) -> Step | Refusal:
        side = state.side(event.player)
        if event.kind in ATTACKER_FAULTS and tally.turn != side:
            return Refusal("defender-shot-fault", "HK-FAULT-ATTACK", phrase(
                "pg.hk.not_attacker", player=event.player, fault=phrase(f"pg.hk.fault.{event.kind}"),
                attacker=state.names[1 - side]))
        other = 1 - side
        new = tally.evolve(turn=other, free=other)
        return Step(new, phrase("pg.hk.subject.fault", player=event.player, fault=phrase(f"pg.hk.fault.{event.kind}")),
                    other, 0, (phrase("pg.hk.free", player=state.names[other]),), ("HK-FAULT",))

    def out(self, state: MatchState, tally: HockeyTally, event: PuckOut) -> Step:
        other = 1 - state.side(event.player)
        new = tally.evolve(turn=other, free=None)
        return Step(new, phrase("pg.hk.subject.out", player=event.player), other, 0,
                    (phrase("pg.hk.attacks", player=state.names[other]),), ("HK-OUT",))

    def blocked(self, state: MatchState, tally: HockeyTally, event: Blocked) -> Step:
        side = state.side(event.player)
        new = tally.evolve(turn=side, free=None)
        return Step(new, phrase("pg.hk.subject.blocked", player=event.player), side, 0,
                    (phrase("pg.hk.attacks", player=event.player),), ("HK-BLOCK",))

    def phase(self, state: MatchState) -> HockeyTally:
        return self.replay(state).tally


HOCKEY = Hockey()
