"""Frontière (2 players): send all seven of one's pieces across the line of reefs.

- FT-SETUP    The reefs stand on the board's middle line; each player lines up 7 pieces behind them.
- FT-TURN     Players take turns, one flick each, with any of their pieces on either side of the border.
- FT-ACROSS   Pieces may knock opposing pieces back across; after each shot the table counts, for each
              player, the pieces lying in the enemy camp (0 to 7), and the log keeps those counts.
- FT-WIN      The first player with all 7 pieces in the enemy camp wins.
- FT-BOTH     (our ruling) If one shot leaves both players with all 7 across, the player who shot wins.
The match may be entered as its final scores, the pieces across (PG-FINAL, `final`): the winner's 7, the
other's fewer (final scores cannot say who shot last, so both at 7 is refused).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Discriminator, Field, Tag

from scorers.i18n import phrase
from scorers.paleo_games.final import FinalScores, play_final
from scorers.paleo_games.match import Event, MatchFile, MatchGame, MatchState, Refusal, Step, Tally
from scorers.validation import UNION_TAG

GAME_ID = "paleo-frontiere"
#: FT-SETUP, FT-WIN
PIECES = 7

Across = Annotated[int, Field(ge=0, le=PIECES)]


class BorderShot(Event):
    """One flick of `player`, and each player's pieces in the enemy camp after it (unchanged if left out)."""

    type: Literal["shot"] = "shot"
    player: str
    across: dict[str, Across] = Field(default_factory=dict)


def _kind(value: object) -> str:
    """A shot's `type` may be left out of a file (it was before final scores existed): it is a shot."""
    kind = value.get("type", "shot") if isinstance(value, dict) else getattr(value, "type", "shot")
    return UNION_TAG + ("final" if kind == "final" else "shot")


#: An event of Frontière: a shot, or the match entered as its final scores (PG-FINAL).
BorderEvent = Annotated[Annotated[BorderShot, Tag(UNION_TAG + "shot")]
                        | Annotated[FinalScores, Tag(UNION_TAG + "final")], Discriminator(_kind)]


class FrontiereFile(MatchFile):
    game: Literal["paleo-frontiere"]
    events: list[BorderEvent] = Field(default_factory=list)


class Frontiere(MatchGame):
    game_id = GAME_ID
    prefix = "pg.fr"
    file_model = FrontiereFile
    target = PIECES
    rank_name = "pg.fr.criterion"
    rulebook = ("FT-SETUP", "FT-TURN", "FT-ACROSS", "FT-WIN", "FT-BOTH")
    takes_turns = True
    name_fields = ("player", "across")
    final_scores, win_rule = True, "FT-WIN"

    def actor(self, state: MatchState, event: BorderShot | FinalScores) -> int | None:
        return None if isinstance(event, FinalScores) else state.side(event.player)

    def play(self, state: MatchState, tally: Tally, shot: BorderShot | FinalScores) -> Step | Refusal:
        if isinstance(shot, FinalScores):
            return play_final(self, state, tally, shot)
        side = state.side(shot.player)
        score = tuple(shot.across.get(name, before) for name, before in zip(state.names, tally.score))
        changes = [phrase("pg.fr.change", player=name, before=before, after=after)
                   for name, before, after in zip(state.names, tally.score, score) if before != after]
        reasons = changes or [phrase("pg.fr.same")]
        rules = ["FT-ACROSS"]
        if all(s == PIECES for s in score):
            reasons.append(phrase("pg.fr.both", player=shot.player))
            rules.append("FT-BOTH")
        new = tally.evolve(score=score, turn=1 - side)
        return Step(new, phrase("pg.fr.subject", player=shot.player), side, score[side] - tally.score[side],
                    tuple(reasons), tuple(rules))

    def winner(self, state: MatchState, tally: Tally) -> int | None:
        done = [i for i, s in enumerate(tally.score) if s == PIECES]
        if len(done) > 1:  # FT-BOTH: the shooter (whose turn has just passed)
            return 1 - tally.turn
        return done[0] if done else None


FRONTIERE = Frontiere()
