"""La Course de Kayak (2 to 4 players): pass every gate in order and direction, then cross the line.

- KY-SETUP    The reefs make a start/finish line and gates; numbered pieces number the gates 1, 2, ...
              and show the direction in which each must be passed. The match file says how many gates.
- KY-START    The start order comes from everyone flicking from one spot towards the far rim (nearest
              without touching it plays first): the file lists the players in that order. Then each
              player in turn flicks their kayak once.
- KY-GATES    Gates are passed in number order, each in its direction.
- KY-FAULT-GATE Passing a gate with the wrong number, or the wrong way, is a fault: the kayak goes back
              where it was before the shot and the player loses the turn (nothing of the shot counts).
- KY-FAULT-TOUCH Touching an opposing kayak is a fault: both go back where they were, and the player who
              touched loses the turn (nothing of the shot counts).
- KY-FINISH   The first to cross the finish line after passing every gate wins; crossing it earlier
              does nothing.
- KY-SKIP     House-rule setting `fault-skips-turn`: a fault also costs the player their next turn.

The race may be entered as its winner alone, the kayak that crossed the line first (PG-WINNER, `winner`, in
`scorers.paleo_games.final`): not refereed, the others' gates not known.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from scorers.errors import ProblemCollector
from scorers.i18n import phrase
from scorers.paleo_games.final import WINNER, FinalWinner, play_winner
from scorers.paleo_games.match import Event, MatchFile, MatchGame, MatchState, Refusal, Step, Tally
from scorers.validation import UNION_TAG

GAME_ID = "paleo-kayak"
#: KY-SETUP: the numbered pieces available to mark gates (red and green 1-8), and the default course.
MAX_GATES = 16
DEFAULT_GATES = 4
FAULT_SKIPS_TURN = "fault-skips-turn"

GateCrossing = Annotated[int, Field(ge=-MAX_GATES, le=MAX_GATES, description="gate number; negative: the wrong way")]


class KayakShot(Event):
    """One flick of `player`'s kayak: gates crossed in order, an opposing kayak touched, the line crossed."""

    type: Literal["shot"] = "shot"
    player: str
    gates: list[GateCrossing] = Field(default_factory=list, max_length=MAX_GATES)
    touched: str | None = Field(None, description="the player whose kayak this shot touched")
    finish: bool = Field(False, description="the kayak crossed the finish line")


def _kind(value: Any) -> str:
    """A shot's `type` may be left out of a file (it was before the winner entry existed): it is a shot."""
    kind = value.get("type", "shot") if isinstance(value, dict) else getattr(value, "type", "shot")
    return UNION_TAG + (WINNER if kind == WINNER else "shot")


#: An event of the race: a shot, or the match entered as its winner alone (PG-WINNER).
KayakEvent = Annotated[Annotated[KayakShot, Tag(UNION_TAG + "shot")] | Annotated[FinalWinner, Tag(UNION_TAG + WINNER)],
                       Discriminator(_kind)]


class KayakFile(MatchFile):
    game: Literal["paleo-kayak"]
    gates: Annotated[int, Field(ge=1, le=MAX_GATES)] = DEFAULT_GATES
    events: list[KayakEvent] = Field(default_factory=list)


@dataclass(frozen=True)
class KayakTally(Tally):
    #: players who lose their next turn (KY-SKIP)
    skips: frozenset[int] = frozenset()


class Kayak(MatchGame):
    game_id = GAME_ID
    prefix = "pg.ky"
    file_model = KayakFile
    target = DEFAULT_GATES + 1
    rank_name = "pg.ky.criterion"
    rulebook = ("KY-SETUP", "KY-START", "KY-GATES", "KY-FAULT-GATE", "KY-FAULT-TOUCH", "KY-FINISH", "KY-SKIP")
    takes_turns = True
    name_fields = ("player", "touched")
    # PG-WINNER: what the table sees at the end is the kayak that crossed first (KY-FINISH)
    final_winner, win_rule = True, "KY-FINISH"

    def options(self, model: KayakFile, players, problems: ProblemCollector) -> dict:
        return {"gates": model.gates}

    def options_file(self, state: MatchState) -> dict:
        return {"gates": state.options["gates"]}

    def target_of(self, state: MatchState) -> int:
        """Every gate, then the finish line."""
        return state.options["gates"] + 1

    def start(self, state: MatchState) -> KayakTally:
        return KayakTally(score=(0,) * len(state.players), turn=0)

    def actor(self, state: MatchState, event: KayakShot | FinalWinner) -> int | None:
        return None if isinstance(event, FinalWinner) else state.side(event.player)

    def play(self, state: MatchState, tally: KayakTally, shot: KayakShot | FinalWinner) -> Step | Refusal:
        if isinstance(shot, FinalWinner):
            return play_winner(self, state, tally, shot)
        side = state.side(shot.player)
        gates = state.options["gates"]
        if shot.touched == shot.player:
            return Refusal("touched-self", "KY-FAULT-TOUCH", phrase("pg.ky.self"))
        bad = next((g for g in shot.gates if abs(g) > gates), None)
        if bad is not None:
            return Refusal("no-such-gate", "KY-SETUP", phrase("pg.ky.no_gate", gate=abs(bad), gates=gates))
        subject = phrase("pg.ky.subject", player=shot.player)
        passed = tally.score[side]
        if shot.touched is not None:
            return self.fault(state, tally, side, subject, phrase("pg.ky.touch", other=shot.touched), "KY-FAULT-TOUCH")
        gained = []
        for gate in shot.gates:
            if gate != passed + len(gained) + 1:
                wanted = passed + len(gained) + 1
                why = (phrase("pg.ky.reverse", gate=-gate) if gate < 0 else
                       phrase("pg.ky.wrong", gate=gate, wanted=wanted) if wanted <= gates else
                       phrase("pg.ky.all_passed", gate=gate))
                return self.fault(state, tally, side, subject, why, "KY-FAULT-GATE")
            gained.append(gate)
        reasons = [phrase("pg.ky.gates", count=len(gained), gates=gained)] if gained else [phrase("pg.ky.nothing")]
        rules = ["KY-GATES"]
        points = len(gained)
        if shot.finish:
            rules.append("KY-FINISH")
            if passed + points == gates:
                points += 1
                reasons.append(phrase("pg.ky.finished", player=shot.player))
            else:
                reasons.append(phrase("pg.ky.early", left=gates - passed - points))
        new = tally.evolve(score=tally.add(side, points))
        new, skipped = self.next_turn(state, new, side)
        return Step(new, subject, side, points, (*reasons, *skipped), tuple(rules))

    def fault(self, state, tally: KayakTally, side: int, subject, why, rule: str) -> Step:
        reasons = [why, phrase("pg.ky.fault")]
        rules = [rule]
        if FAULT_SKIPS_TURN in state.house_rules:
            tally = tally.evolve(skips=tally.skips | {side})
            reasons.append(phrase("pg.ky.will_skip"))
            rules.append("KY-SKIP")
        tally, skipped = self.next_turn(state, tally, side)
        return Step(tally, subject, side, 0, (*reasons, *skipped), tuple(rules))

    def next_turn(self, state: MatchState, tally: KayakTally, side: int):
        """The next player in the start order, passing over those who lose this turn (KY-SKIP). When every
        player owes a turn, a whole round of lost turns goes by: each has lost theirs, and play goes on in
        order (the owed turns are paid, not kept for later)."""
        count = len(state.players)
        skips, skipped = set(tally.skips), []
        if len(skips) == count:
            skipped = [phrase("pg.ky.skipped", player=state.names[(side + k) % count]) for k in range(1, count + 1)]
            skips.clear()
        turn = (side + 1) % count
        while turn in skips:
            skips.discard(turn)
            skipped.append(phrase("pg.ky.skipped", player=state.names[turn]))
            turn = (turn + 1) % count
        return tally.evolve(turn=turn, skips=frozenset(skips)), skipped

    def next_gate(self, state: MatchState, side: int) -> int | None:
        passed = self.replay(state).tally.score[side]
        return passed + 1 if passed < state.options["gates"] else None


KAYAK = Kayak()
