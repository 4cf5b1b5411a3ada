"""Pitchanque (2, 3 or 4 players in two teams): mènes of pieces flicked at the jack; 13 points wins.

- PQ-TEAMS    Two teams: 2 players one against one, 3 players a pair against a single player, 4 players
              two pairs (team-mates face each other).
- PQ-PIECES   Each player has 3 pieces; the single player at 3 has 6. So a team has 3 pieces at 2
              players and 6 at 3 or 4.
- PQ-JACK     (not refereed) A Key piece is the jack, in the centre; each player plays from the circle nearest them.
- PQ-CONSULT  (not refereed) Team-mates agree who plays.
- PQ-SHOOT    (not refereed) Players may shoot at opposing pieces and play off the cushions.
- PQ-ALL      A mène ends when every piece has been played: each team's pieces in play and out of play
              add up to its pieces.
- PQ-ORDER    A player of the first team sends a piece towards the jack, then a player of the other team;
              then the team without the point plays until it takes it back. So the second team cannot
              send the jack out while the first team still has every piece unplayed.
- PQ-POINT    At the end of a mène, each piece of the team nearest the jack scores 1 point if no
              opposing piece is nearer the jack. The other team scores nothing.
- PQ-TIE      (our reading) A piece scores only when it is nearer than every opposing piece: when the
              nearest pieces of both teams are equally near, nobody scores.
- PQ-OUT      The 8 zones inside the blue lines round the Sanctuaries and camps are out zones: a piece
              lying there at the end of the mène (or off the board) never scores, however near.
- PQ-JACK-OUT A team that sends the jack into an out zone ends the mène: the other team scores its
              unplayed pieces + 1.
- PQ-FIRST    The team that won a mène plays first in the next one.
- PQ-RESULT   (entry) A mène may be entered by its result alone, as a score sheet keeps it: the team that
              scored and its points, between 1 and the pieces a team has (PQ-PIECES: every scoring piece
              scores 1); or nobody scored (a tie, PQ-TIE, or no piece in play). The piece-by-piece mène
              stays, for a mène the table wants the app to settle.
- PQ-WIN      The first team to reach 13 points wins.
The match may be entered as its final scores, by team (PG-FINAL, `final`): the winner's 13 to 12 + a mène's most.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from scorers.errors import ProblemCollector
from scorers.i18n import phrase
from scorers.paleo_games.final import FinalScores, play_final
from scorers.paleo_games.match import (
    SIDE_LETTERS,
    Event,
    MatchFile,
    MatchGame,
    MatchState,
    Name,
    PlayerEntry,
    Refusal,
    Step,
    Tally,
    players_from,
)
from scorers.sheet import PlayerInfo

GAME_ID = "pitchanque"
#: PQ-PIECES: a team's pieces by the number of players at the table.
TEAM_PIECES = {2: 3, 3: 6, 4: 6}
#: PQ-TEAMS
TEAMS = 2
MAX_TEAM_SIZE = 2
#: PQ-JACK-OUT: the point added to the unplayed pieces
JACK_OUT_BONUS = 1
#: PQ-WIN
TARGET = 13

TeamLetter = Literal["a", "b"]
Place = Annotated[str, Field(pattern=r"^(a|b|ab|ba)$", description="a, b, or ab for pieces equally near")]


class Team(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name | None = None
    players: Annotated[list[Name], Field(min_length=1, max_length=MAX_TEAM_SIZE)]
    colour: str | None = None


class Mene(Event):
    """A mène played out: the pieces in play, nearest the jack first (by team letter), and the pieces out."""

    type: Literal["mene"]
    order: list[Place] = Field(default_factory=list, max_length=2 * max(TEAM_PIECES.values()))
    out: dict[TeamLetter, Annotated[int, Field(ge=0, le=max(TEAM_PIECES.values()))]] = Field(default_factory=dict)


class JackOut(Event):
    """Team `by` sent the jack into an out zone; the other team had `unplayed` pieces left."""

    type: Literal["jack-out"]
    by: TeamLetter
    unplayed: Annotated[int, Field(ge=0, le=max(TEAM_PIECES.values()))]


class MeneResult(Event):
    """A mène entered by its result (PQ-RESULT): the team that scored and its points; no team, nobody scored."""

    type: Literal["result"]
    team: TeamLetter | None = None
    points: Annotated[int, Field(ge=0, le=max(TEAM_PIECES.values()))] = 0


PitchanqueEvent = Annotated[Mene | JackOut | MeneResult | FinalScores, Field(discriminator="type")]


class PitchanqueFile(MatchFile):
    game: Literal["pitchanque"]
    players: None = Field(None, description="not used: Pitchanque has teams")  # type: ignore[assignment]
    teams: Annotated[list[Team], Field(min_length=TEAMS, max_length=TEAMS)]
    first: TeamLetter = Field("a", description="the team that plays first in the first mène")
    events: list[PitchanqueEvent] = Field(default_factory=list)


class Pitchanque(MatchGame):
    game_id = GAME_ID
    prefix = "pg.pq"
    file_model = PitchanqueFile
    target = TARGET
    columns = ("pg.pq.col.mene", "pg.col.event", "pg.col.scorer", "pg.col.points")
    name_fields = ()
    rulebook = ("PQ-TEAMS", "PQ-PIECES", "PQ-ALL", "PQ-ORDER", "PQ-POINT", "PQ-TIE", "PQ-OUT", "PQ-JACK-OUT",
                "PQ-FIRST", "PQ-WIN", "PQ-RESULT")
    final_scores, win_rule = True, "PQ-WIN"

    def final_most(self, state: MatchState) -> int:
        """PG-FINAL: the last mène may pass 13, by at most what a mène scores less one: every piece of a team
        (PQ-POINT) or, the jack sent out, its unplayed pieces + 1 (PQ-JACK-OUT)."""
        return self.target - 1 + self.pieces(state) + JACK_OUT_BONUS

    def final_refused(self, state: MatchState, score: tuple[int, ...], winner: int) -> Refusal | None:
        """PG-FINAL: past 12 + a team's pieces, the last mène was the jack sent out by the other team with every
        piece of the winner unplayed (PQ-JACK-OUT), so the other team played first in it: it had won the mène
        before (PQ-FIRST; a void mène keeps the team that started it, RULINGS), and cannot have 0."""
        loser = 1 - winner
        if score[winner] > self.target - 1 + self.pieces(state) and score[loser] == 0:
            return Refusal("final-jack-out-first", "PQ-JACK-OUT", phrase(
                "pg.pq.final.jack_out_first", winner=state.names[winner], score=score[winner],
                loser=state.names[loser], most=self.target - 1 + self.pieces(state)))
        return None

    def sides(self, model: PitchanqueFile, problems: ProblemCollector):
        entries = [PlayerEntry(name=t.name or " & ".join(t.players), colour=t.colour) for t in model.teams]
        teams = players_from(entries, problems, "teams")
        everyone = [p for t in model.teams for p in t.players]
        for name in {n for n in everyone if everyone.count(n) > 1}:
            problems.add("teams", phrase("pg.file.both_teams", name=name))
        return teams, tuple(tuple(t.players) for t in model.teams)

    def file_sides(self, players: list[dict[str, str]]) -> dict:
        """Two people: one team each (more people need their teams chosen)."""
        return {"teams": [{"players": [p["name"]], "colour": p["colour"]} for p in players]}

    def sides_file(self, state: MatchState) -> dict:
        return {"teams": [{"name": p.name, "players": list(m), "colour": p.colour}
                          for p, m in zip(state.players, state.members)]}

    def options(self, model: PitchanqueFile, players: tuple[PlayerInfo, ...], problems: ProblemCollector) -> dict:
        return {"first": model.first}

    def options_file(self, state: MatchState) -> dict:
        return {"first": state.options["first"]}

    def pieces(self, state: MatchState) -> int:
        """PQ-PIECES: each team's pieces at this table."""
        return TEAM_PIECES[sum(len(m) for m in state.members)]

    def start(self, state: MatchState) -> Tally:
        return Tally(score=(0, 0), turn=SIDE_LETTERS.index(state.options["first"]))

    def play(self, state: MatchState, tally: Tally, event: Mene | JackOut | MeneResult | FinalScores) -> Step | Refusal:
        if isinstance(event, FinalScores):
            return play_final(self, state, tally, event)
        if isinstance(event, MeneResult):
            return self.result(state, tally, event)
        return self.mene(state, tally, event) if isinstance(event, Mene) else self.jack_out(state, tally, event)

    def result(self, state: MatchState, tally: Tally, event: MeneResult) -> Step | Refusal:
        """PQ-RESULT: the mène as the sheet keeps it; the points a team can have scored, checked."""
        subject = phrase("pg.pq.subject", first=state.names[tally.turn or 0])  # `start` always sets the turn
        if event.team is None:
            if event.points:
                return Refusal("result-without-team", "PQ-RESULT", phrase("pg.pq.result_no_team", n=event.points))
            return Step(tally, subject, None, 0, (phrase("pg.pq.result_none"),), ("PQ-RESULT", "PQ-POINT"))
        winner = SIDE_LETTERS.index(event.team)
        pieces = self.pieces(state)
        if not 1 <= event.points <= pieces:
            return Refusal("result-points", "PQ-RESULT", phrase(
                "pg.pq.result_range", team=state.names[winner], n=event.points, pieces=pieces))
        new = tally.evolve(score=tally.add(winner, event.points), turn=winner)
        return Step(new, subject, winner, event.points, (phrase("pg.pq.result", team=state.names[winner],
                                                                   n=event.points),),
                    ("PQ-RESULT", "PQ-POINT", "PQ-FIRST"))

    def mene(self, state: MatchState, tally: Tally, mene: Mene) -> Step | Refusal:
        pieces = self.pieces(state)
        for team in range(TEAMS):
            letter = SIDE_LETTERS[team]
            placed = sum(place.count(letter) for place in mene.order)
            out = mene.out.get(letter, 0)
            if placed + out != pieces:
                return Refusal("pieces-count", "PQ-ALL", phrase(
                    "pg.pq.count", team=state.names[team], pieces=pieces, sum=placed + out, placed=placed, out=out))
        subject = phrase("pg.pq.subject", first=state.names[tally.turn])
        outs = [phrase("pg.pq.out", team=state.names[t], n=mene.out[SIDE_LETTERS[t]])
                for t in range(TEAMS) if mene.out.get(SIDE_LETTERS[t])]
        rules = ["PQ-POINT"] + (["PQ-OUT"] if outs else [])
        if not mene.order:
            return Step(tally, subject, None, 0, (*outs, phrase("pg.pq.none_in_play")), tuple(rules))
        if len(mene.order[0]) > 1:
            return Step(tally, subject, None, 0, (*outs, phrase("pg.pq.tie")), ("PQ-TIE", *rules))
        winner = SIDE_LETTERS.index(mene.order[0])
        points = 0
        for place in mene.order:
            if place != SIDE_LETTERS[winner]:
                break
            points += 1
        reasons = (*outs, phrase("pg.pq.point", team=state.names[winner], n=points))
        new = tally.evolve(score=tally.add(winner, points), turn=winner)
        return Step(new, subject, winner, points, reasons, (*rules, "PQ-FIRST"))

    def jack_out(self, state: MatchState, tally: Tally, event: JackOut) -> Step | Refusal:
        by = SIDE_LETTERS.index(event.by)
        other = 1 - by
        if event.unplayed > self.pieces(state):
            return Refusal("too-many-unplayed", "PQ-JACK-OUT", phrase("pg.pq.unplayed_max", team=state.names[other],
                                                                      pieces=self.pieces(state)))
        if by != tally.turn and event.unplayed == self.pieces(state):
            # PQ-ORDER: "Un joueur de la première équipe envoie un pion ... Un joueur de l'autre équipe envoie
            # ensuite": the second team plays after the first team's first piece, never before it.
            return Refusal("second-team-before-first", "PQ-ORDER", phrase(
                "pg.pq.second_before_first", by=state.names[by], first=state.names[other],
                pieces=self.pieces(state)))
        points = event.unplayed + JACK_OUT_BONUS
        subject = phrase("pg.pq.subject", first=state.names[tally.turn])
        reasons = (phrase("pg.pq.jack_out", by=state.names[by], team=state.names[other], unplayed=event.unplayed,
                          points=points),)
        new = tally.evolve(score=tally.add(other, points), turn=other)
        return Step(new, subject, other, points, reasons, ("PQ-JACK-OUT", "PQ-FIRST"))


PITCHANQUE = Pitchanque()
