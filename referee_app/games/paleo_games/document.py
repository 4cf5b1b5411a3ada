"""The document the app keeps for a match of one of Paleo's derived games: the game file itself (the log
of events is the match) and whether it is finished.

Every change is a pure function `doc -> Change | Refusal`; whether an event can happen is asked of the
game's rules (`scorers.paleo_games`), whose violation (with its rule id) is the refusal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict

from referee_app.changes import Change, Refusal, read_points, read_scores
from scorers.errors import RefereeError
from scorers.i18n import Phrase, phrase
from scorers.paleo_games import GAMES, MatchGame, MatchState
from scorers.paleo_games.final import FINAL
from scorers.paleo_games.match import Replay, Step
from scorers.paleo_games.totals import TURN, entered
from scorers.sheet import ScoreSheet


class PgDocument(BaseModel):
    """What the store keeps for one match."""

    model_config = ConfigDict(frozen=True)
    file: dict[str, Any]
    finished: bool = False


def rules_of(doc: PgDocument) -> MatchGame:
    return GAMES[doc.file["game"]]


def new_document(game_id: str, sides: dict[str, Any], house_rules: list[str] | None = None,
                 options: dict[str, Any] | None = None) -> PgDocument:
    """A new match; `sides` is `{"players": [...]}` or, at Pitchanque, `{"teams": [...]}`. Raises a
    `RefereeError` (located problems) when the players do not fit the game."""
    file = {"game": game_id, **sides, "house_rules": list(house_rules or []), **(options or {}), "events": []}
    GAMES[game_id].parse(file)
    return PgDocument(file=file)


def state_of(doc: PgDocument) -> MatchState:
    return rules_of(doc).parse(doc.file)


def _label(state: MatchState, step: Step) -> Phrase:
    """An event as the undo names it: as the sheet's "What happened" column says it ("Ana touches red 1
    and red 2"), with the points it scored, if any ("(Ana +2)")."""
    if not step.points or step.scorer is None or entered(step):  # "Ana's turn: 7 points entered" says it all
        return step.subject
    return phrase("pg.change.scored", what=step.subject, scorer=state.names[step.scorer], points=f"{step.points:+d}")


def add_event(doc: PgDocument, event: dict[str, Any]) -> Change | Refusal:
    """Log what just happened at the table, or refuse it with the rule that says it cannot happen."""
    return add_events(doc, [event])


def add_events(doc: PgDocument, events: list[dict[str, Any]]) -> Change | Refusal:
    """Log several events as one change (an entry shortcut: one tap, one undo), all of them or, refused
    with the rule, none."""
    rules = rules_of(doc)
    file = {**doc.file, "events": [*doc.file["events"], *events]}
    try:
        state = rules.parse(file)
    except RefereeError as error:
        return Refusal(tuple(phrase("ui.problem", text=str(p)) for p in error.problems))
    violations = rules.check(state)
    if violations:
        return Refusal(tuple(phrase("pg.ui.refused_rule", rule=v.rule_id, text=v.text) for v in violations))
    # the replay of the events just checked (kept, not computed again): its last steps are the new events'
    steps = rules.replay(state).steps[len(doc.file["events"]):]
    labels = [_label(state, step) for step in steps]
    return Change(doc.model_copy(update={"file": file, "finished": rules.over(state)}),
                  labels[0] if len(labels) == 1 else phrase("pg.change.events", events=labels))


def add_turn_points(doc: PgDocument, player: str, typed: str, closed: list[int] | None = None,
                    missed: str | None = None) -> Change | Refusal:
    """Turn points (PG-TOTALS): `player`'s turn written as the points the table counted, as typed or tapped
    (and, at Billard Cricket, the numbers it closed), after `missed`'s turn, which scored nothing (one change);
    refused in the reader's words when it is not a number, in the rule's when it cannot be a turn's points."""
    points = read_points(typed)
    if points is None:
        return Refusal((phrase("pg.ui.totals.not_number", text=typed.strip()),))
    if isinstance(points, float) and points.is_integer():
        points = int(points)  # 12.0 typed is written 12
    event: dict[str, Any] = {"type": TURN, "player": player, "points": points}
    if closed:
        event["closed"] = sorted(closed)
    if missed is not None:
        return add_events(doc, [{"type": TURN, "player": missed, "points": 0}, event])
    return add_event(doc, event)


def add_final_scores(doc: PgDocument, typed: dict[str, str]) -> Change | Refusal:
    """Final scores (PG-FINAL, issue 24.5): the match written as the score each player finished with, as typed
    (one change, one undo); refused in the reader's words, naming the player, when one is not a number, in
    the rule's (the game's end rule cited) when they cannot be this game's final scores."""
    scores = read_scores(typed, "pg.ui.final.not_number")
    if isinstance(scores, Refusal):
        return scores
    return add_event(doc, {"type": FINAL, "scores": scores})


def set_finished(doc: PgDocument, finished: bool) -> Change:
    return Change(doc.model_copy(update={"finished": finished}),
                  phrase("ui.change.finished" if finished else "ui.change.reopened"))


@dataclass(frozen=True)
class Report:
    """What the screens show of the match as it stands."""

    state: MatchState
    replay: Replay
    sheet: ScoreSheet | None
    status: Phrase

    @property
    def over(self) -> bool:
        return self.replay.winner is not None

    @property
    def turn(self) -> int | None:
        return self.replay.tally.turn


def report(doc: PgDocument) -> Report:
    rules = rules_of(doc)
    state = rules.parse(doc.file)
    replay = rules.replay(state)
    try:
        sheet = rules.score(state, replay)
    except RefereeError:
        sheet = None
    return Report(state, replay, sheet, rules.status(state, replay))
