"""The Numeri / Fröscheln document the app edits and saves: the public game file (its board inline) plus
whether the game is finished; and the user's own boards, kept by name in the store (`referee_app.boards`).

Every change is a pure function `doc -> Change(new doc, label)` or a refusal in the rules' words.
Nothing here decides a rule: it asks `scorers.track`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from referee_app import boards
from referee_app.changes import Change, Refusal
from referee_app.problems import problem_phrases
from scorers.errors import RefereeError
from scorers.i18n import Phrase, phrase, phrase_in
from scorers.registry import find_game
from scorers.sheet import ScoreSheet
from scorers.track import (
    EDITIONS,
    BoardFile,
    TrackState,
    board_from_file,
    check,
    end_status,
    example_boards,
    parse,
    play,
    score,
    turn,
)
from scorers.track.board import BoardProblem
from scorers.track.checks import token_phrase
from scorers.track.moves import Roll, Turn, describe
from scorers.track.rules import ROLLS, STAR, TOKENS
from scorers.track.scoring import token_values
from scorers.validation import problems_from
from scorers.violations import Violation, has_errors


class TurnState(BaseModel):
    """Where the referee panel stands: whose turn it is, the roll chosen for it (not yet played), and what
    the last move said ("Ben's turn.", "Anna rolls again."). Saved with the game, so that going Home and
    back, or a reload, shows the same turn."""

    model_config = ConfigDict(frozen=True)
    seat: int = Field(0, ge=0)
    roll: int | str | None = None
    #: "game_over": the rules ended the game at this turn (NU-END by the move, FRO-END by this player's roll
    #: that no frog could use): the turn is kept as it was, for the end's words and an undo
    said: Literal["next_player", "roll_again", "game_over"] | None = None

    @model_validator(mode="after")
    def _a_roll_of_the_die(self) -> "TurnState":
        if self.roll is not None and self.roll not in ROLLS:
            raise ValueError(f"a roll is one of {', '.join(map(str, ROLLS))}, not {self.roll!r}")
        return self


class TrackDocument(BaseModel):
    """What the store keeps for one Numeri or Fröscheln game."""

    model_config = ConfigDict(frozen=True)
    file: dict[str, Any]
    #: how the game is scored: from the tokens on the track, or from the values read under them (no board)
    entry: Literal["board", "values"] = "board"
    values: dict[str, list[int | None]] = {}
    finished: bool = False
    #: documents saved before the turn was kept open on the first player's turn with no roll: the table
    #: knows whose turn it is, and one tap on their name puts the panel there
    turn: TurnState = TurnState()

    @model_validator(mode="after")
    def _seat_of_a_player(self) -> "TrackDocument":
        if self.turn.seat >= len(self.file.get("players", ())):
            raise ValueError(f"turn: seat {self.turn.seat} but there are {len(self.file.get('players', ()))} players")
        return self


def new_document(game: str, players: list[dict[str, str]], board: dict[str, Any] | None = None) -> TrackDocument:
    """A new game on `board` (a board file), by default the game's bundled example board."""
    board = board or next(iter(example_boards(game).values()))
    names = [p["name"] for p in players]
    file = {"game": game, "players": players, "board": board, "tokens": {n: [None] * len(TOKENS) for n in names}}
    return TrackDocument(file=file)


def state_of(doc: TrackDocument) -> TrackState:
    """The scorers' state; a document is built from valid parts only, so this does not fail."""
    return parse(doc.file)


def _with_file(doc: TrackDocument, **changes: Any) -> TrackDocument:
    return doc.model_copy(update={"file": {**doc.file, **changes}})


def _names(doc: TrackDocument) -> list[str]:
    return [p["name"] for p in doc.file["players"]]


def token_on(doc: TrackDocument, cell: int) -> tuple[int, int] | None:
    """(seat, token) of the token on a cell (0-based), or None."""
    for seat, name in enumerate(_names(doc)):
        for token, spot in zip(TOKENS, doc.file["tokens"][name]):
            if spot == cell + 1:
                return seat, token
    return None


def next_to_place(doc: TrackDocument, seat: int, token: int) -> tuple[int, int] | None:
    """The token a cell tap places after `seat`'s `token` was placed by hand (issue 17: one tap a token):
    the first token not on the track after it in seat order (the same player's next ones, then the next
    seats', round to the first seat), or None when every token is placed. A convenience of the screen, not
    a rule: any token may be placed in any order."""
    names = _names(doc)
    order = [(s, t) for s in range(len(names)) for t in TOKENS]
    start = order.index((seat, token)) + 1
    for s, t in order[start:] + order[:start]:
        if doc.file["tokens"][names[s]][t - 1] is None:
            return s, t
    return None


def nothing_left_after(doc: TrackDocument, seat: int, token: int) -> bool:
    """Whether, in seat order (each player's tokens, then the next seat's), no token after `seat`'s `token` is
    off the track: a table entering a position one token after the other has gone past its last one, and a
    token it went past (Lou's token 4, never placed in the game) is not one still to enter (issue 36)."""
    names = _names(doc)
    order = [(s, t) for s in range(len(names)) for t in TOKENS]
    return all(doc.file["tokens"][names[s]][t - 1] is not None for s, t in order[order.index((seat, token)) + 1:])


def first_to_place(doc: TrackDocument) -> tuple[int, int] | None:
    """The token a cell tap places on a track with no token on it yet (a game just set up, or undone back to
    it): the first seat's first token, so that a finished position is entered one tap a token from its first
    (issue 24: no tap on the token first). None once any token is on the track: then a tap on a token, or a
    token placed by hand, chooses what the next cell tap places (`next_to_place`)."""
    if doc.entry != "board" or doc.finished or any(spot is not None for spots in doc.file["tokens"].values()
                                                   for spot in spots):
        return None
    return 0, TOKENS[0]


def ends_at_the_tables_word(doc: TrackDocument, report: Report) -> bool:
    """Whether the track offers "the game is over" (issue 24): a position entered by hand, every token on the
    track, and the rules leave its end to a roll (FRO-END: the Princess reached, the game ends when a player
    cannot move), which the position alone cannot say; the table, which saw it, says it in one tap. Not once
    the game is over or marked finished."""
    state = report.state
    return (doc.entry == "board" and not doc.finished and report.over is None and state.board is not None
            and not has_errors(report.violations) and state.edition.stuck_ends_game(state)
            and all(spot is not None for spots in doc.file["tokens"].values() for spot in spots))


def _set_tokens(doc: TrackDocument, updates: dict[tuple[int, int], int | None]) -> TrackDocument:
    names = _names(doc)
    tokens = {name: list(spots) for name, spots in doc.file["tokens"].items()}
    for (seat, token), cell in updates.items():
        tokens[names[seat]][token - 1] = None if cell is None else cell + 1
    return _with_file(doc, tokens=tokens)


# --- the end ---------------------------------------------------------------------------------------

def rules_end(doc: TrackDocument) -> Phrase | None:
    """The rules' end of the game as the table played it, in words, or None while it goes on: NU-END from the
    position alone; FRO-END from the roll the player could not use, kept in the turn (`said` "game_over"),
    as long as the position still leaves them stuck (a correction of the track can free them)."""
    state = state_of(doc)
    if state.board is None or has_errors(check(state)):
        return None
    if state.edition.over(state):
        return phrase(f"tr.end.{state.game}.over")
    seat, roll = doc.turn.seat, doc.turn.roll
    if doc.turn.said == "game_over" and roll is not None and turn(state, seat, roll).outcome == "ends":
        return phrase("tr.turn.stuck_ends", player=state.players[seat].name)
    return None


def _closed(doc: TrackDocument) -> Refusal | None:
    """Why no roll, move or turn is taken any more: the rules ended the game, or the table marked it finished."""
    end = rules_end(doc)
    if end is not None:
        return Refusal((phrase("ui.banner.reason", rule=state_of(doc).edition.end_rule, text=end),))
    if doc.finished:
        return Refusal((phrase("tr.ui.marked_finished"),))
    return None


def _follow_end(before: TrackDocument, after: TrackDocument) -> TrackDocument:
    """A change of the tokens on the track that reaches the rules' end marks the game finished (the saved
    games list says so); one that leaves it (a correction) reopens it."""
    was, now = rules_end(before) is not None, rules_end(after) is not None
    if was == now:
        return after
    update: dict[str, Any] = {"finished": now}
    if not now and after.turn.said == "game_over":
        update["turn"] = after.turn.model_copy(update={"said": None})
    return after.model_copy(update=update)


# --- entering the table -------------------------------------------------------------------------

def _reason(violation: Violation) -> Phrase:
    """A refusal reason said in the rule's words, its id kept apart (the violation banner shows it on a tap)."""
    return phrase("ui.banner.reason", rule=violation.rule_id, text=violation.text)


def place(doc: TrackDocument, seat: int, token: int, cell: int) -> Change | Refusal:
    """Put a token on a cell as it stands on the table (from wherever it was). A cell holding another
    token is refused (TR-ONE-PER-CELL); one before the start is refused with the edition's rule."""
    other = token_on(doc, cell)
    state = state_of(doc)
    if other is not None and other != (seat, token):
        return Refusal((phrase_in(state.game, "tr.ui.cell_taken", cell=cell + 1, token=token_phrase(state, *other)),))
    new = _set_tokens(doc, {(seat, token): cell})
    refused = [v for v in check(state_of(new)) if v.is_error]
    if refused:
        return Refusal(tuple(_reason(v) for v in refused))
    return Change(_follow_end(doc, new),
                  phrase("tr.change.place", token=token_phrase(state, seat, token), cell=cell + 1))


def lift(doc: TrackDocument, seat: int, token: int) -> Change:
    """Take a token off the track (a typing mistake): it is not placed any more."""
    state = state_of(doc)
    return Change(_follow_end(doc, _set_tokens(doc, {(seat, token): None})),
                  phrase_in(state.game, "tr.change.lift", token=token_phrase(state, seat, token)))


def move(doc: TrackDocument, seat: int, roll: Roll, tokens: tuple[int, ...]) -> Change | Refusal:
    """Apply a legal move (the referee panel); an illegal one is refused with its rule, any after the end."""
    closed = _closed(doc)
    if closed is not None:
        return closed
    state = state_of(doc)
    try:
        after, done = play(state, seat, roll, tokens)
    except RefereeError as error:
        return Refusal(tuple(_reason(v) for v in error.violations) or (phrase("ui.problem", text=str(error)),))
    if done is None:
        return Refusal((phrase("tr.ui.nothing_to_apply"),))
    updates = {(seat, step.token): step.end for step in done.steps}
    # a move that earns a new roll keeps the player (even one that ends the game: the panel says so)
    again = done.extra_roll
    following = seat if again else (seat + 1) % len(_names(doc))
    turn = TurnState(seat=following, said="roll_again" if again else "next_player")
    if done.ends_game:  # NU-END: no one's turn any more, the game is finished (the saved games list says so)
        turn = TurnState(seat=seat, said="game_over")
    finished = doc.finished or done.ends_game
    return Change(_set_tokens(doc, updates).model_copy(update={"turn": turn, "finished": finished}),
                  describe(state, done))


def set_turn(doc: TrackDocument, seat: int, said: Literal["next_player"] | None = None) -> Change | Refusal:
    """The panel on another player's turn (tapped, or the turn passed), no roll chosen yet; refused after the end."""
    closed = _closed(doc)
    if closed is not None:
        return closed
    player = state_of(doc).players[seat]
    turn = TurnState(seat=seat, said=said)
    return Change(doc.model_copy(update={"turn": turn}), phrase("tr.change.turn", player=player.name))


def set_roll(doc: TrackDocument, roll: Roll) -> Change | Refusal:
    """The roll of the player whose turn it is, before a move is chosen; refused after the end. A roll that
    ends the game (FRO-END: no frog can use it once the Princess was reached) marks it finished at once."""
    if roll not in ROLLS:
        return Refusal((phrase("tr.change.no_such_roll", roll=str(roll)),))
    closed = _closed(doc)
    if closed is not None:
        return closed
    state = state_of(doc)
    player = state.players[doc.turn.seat]
    label = phrase("tr.change.roll", player=player.name, roll="★" if roll == STAR else str(roll))
    if state.board is not None and turn(state, doc.turn.seat, roll).outcome == "ends":
        ended = TurnState(seat=doc.turn.seat, roll=roll, said="game_over")
        return Change(doc.model_copy(update={"turn": ended, "finished": True}), label)
    new_turn = doc.turn.model_copy(update={"roll": roll, "said": None})
    return Change(doc.model_copy(update={"turn": new_turn}), label)


def use_board(doc: TrackDocument, board: dict[str, Any]) -> Change | Refusal:
    """Play on another board; refused when it is not valid or the tokens would not fit on it."""
    new = _with_file(doc, board=board)
    try:
        state = state_of(new)
    except RefereeError as error:
        return Refusal(problem_phrases(error, board_field))
    refused = [v for v in check(state) if v.is_error]
    if refused:
        return Refusal(tuple(v.text for v in refused))
    return Change(new, phrase("tr.change.board", name=board.get("name", "")))


def set_house_rule(doc: TrackDocument, rule: str, on: bool) -> Change | Refusal:
    """Switch a house-rule setting of the edition; refused when the board cannot support it (no shore)."""
    rules = sorted(set(doc.file.get("house_rules", [])) - {rule} | ({rule} if on else set()))
    new = _with_file(doc, house_rules=rules)
    refused = [v for v in check(state_of(new)) if v.is_error and v.code == "no-shore"]
    if refused:
        return Refusal(tuple(v.text for v in refused))
    named = next((h.name for h in find_game(doc.file["game"]).house_rules if h.id == rule), rule)
    return Change(new, phrase("tr.change.house_rule.on" if on else "tr.change.house_rule.off", rule=named))


def set_finished(doc: TrackDocument, finished: bool) -> Change:
    """Marked finished or reopened by the table. Reopening a game the rules ended at a roll (FRO-END) is the
    table's word over the rules: that roll is forgotten and rolls are taken again (NU-END stays: the
    position says it)."""
    update: dict[str, Any] = {"finished": finished}
    if not finished and doc.turn.said == "game_over":
        update["turn"] = doc.turn.model_copy(update={"roll": None, "said": None})
    return Change(doc.model_copy(update=update),
                  phrase("ui.change.finished" if finished else "ui.change.reopened"))


def values_on_track(doc: TrackDocument) -> dict[str, list[int | None]]:
    """The value under each token as the track shows it, as the rules read it (None: not placed)."""
    state = state_of(doc)
    return {player.name: [value for _, _, value in token_values(state, seat)]
            for seat, player in enumerate(state.players)}


def _nothing_typed(doc: TrackDocument) -> bool:
    return not any(value is not None for values in doc.values.values() for value in values)


def set_entry(doc: TrackDocument, entry: str) -> Change:
    """Score from the track, or from the values read under each token (a quick tally); each keeps its data.
    Issue 36: the values read, while none is typed, start from the position on the track (the value under
    each token placed), so that switching does not change the result; values typed before are kept."""
    update: dict[str, Any] = {"entry": entry}
    label = "tr.change.entry.values" if entry == "values" else "tr.change.entry.board"
    if entry == "values" and _nothing_typed(doc):
        carried = values_on_track(doc)
        if any(value is not None for values in carried.values() for value in values):
            update["values"], label = carried, "tr.change.entry.values_carried"
    return Change(doc.model_copy(update=update), phrase_in(doc.file["game"], label))


def values_missing(doc: TrackDocument) -> tuple[str, ...]:
    """The players of the values read with no value typed at all: not entered yet. Issue 36: a result is never
    drawn from fields nobody filled (five empty fields would score five tokens never placed, and a shared
    win at -75 on a game nobody typed). Every player of a real end position has a token on the track."""
    if doc.entry != "values":
        return ()
    return tuple(name for name in _names(doc)
                 if not any(value is not None for value in doc.values.get(name, ())))


def set_value(doc: TrackDocument, seat: int, token: int, value: int | None) -> Change:
    """The value read under a token for the quick tally (None: not placed)."""
    name = _names(doc)[seat]
    values = {n: list(doc.values.get(n, [None] * len(TOKENS))) for n in _names(doc)}
    values[name][token - 1] = value
    token_words = token_phrase(state_of(doc), seat, token)
    label = (phrase("tr.change.value_cleared", token=token_words) if value is None
             else phrase("tr.change.value", token=token_words, value=value))
    return Change(doc.model_copy(update={"values": values}), label)


def scoring_file(doc: TrackDocument) -> dict[str, Any]:
    """The game file as scored: the board and tokens, or the values read (no board)."""
    if doc.entry == "board":
        return dict(doc.file)
    file = {k: v for k, v in doc.file.items() if k not in ("board", "tokens")}
    file["values"] = {n: list(doc.values.get(n, [None] * len(TOKENS))) for n in _names(doc)}
    return file


# --- what the screens show -----------------------------------------------------------------------

@dataclass(frozen=True)
class Report:
    """The track as entered (its checks and end) and the score as chosen (from the track or the values)."""

    state: TrackState
    violations: tuple[Violation, ...]
    end: Phrase
    over: bool | None
    sheet: ScoreSheet | None
    scored: TrackState
    blocking: tuple[Violation, ...]
    #: the values read: the players with no value typed yet (nothing is scored until each has one)
    missing: tuple[str, ...] = ()


def report(doc: TrackDocument) -> Report:
    state = state_of(doc)
    violations = check(state)
    over, end = end_status(state)
    by_position, not_over = over, end  # what the position alone says (the sheet's note when not over)
    ended = rules_end(doc)
    if ended is not None:  # FRO-END at the roll the player could not use (the position alone cannot say it)
        over, end = True, ended
    scored = parse(scoring_file(doc)) if doc.entry == "values" else state
    scored_violations = check(scored) if doc.entry == "values" else violations
    try:
        sheet = score(scored, scored_violations)
    except RefereeError:
        sheet = None
    missing = values_missing(doc)
    if missing:
        sheet = None
    if sheet is not None:
        # Winner only once the game is over: the track says so (NU-END / FRO-END), or the table marked it
        # finished (values read under the tokens cannot tell: the table says when it is)
        sheet = replace(sheet, finished=(doc.entry == "board" and over is True) or doc.finished)
        if sheet.finished and doc.entry == "board" and by_position is not True:
            # over by a roll or by the table's word, not by the position: the position's "not over yet" would
            # stand under the winner (issue 36); the note says how it ended instead
            said = ended or phrase_in(state.game, "tr.out.ended_by_table", rule=state.edition.end_rule)
            sheet = replace(sheet, notes=(*(n for n in sheet.notes if n != not_over), said))
    return Report(state, tuple(violations), end, over, sheet, scored,
                  tuple(v for v in scored_violations if v.is_error), missing)


def referee(doc: TrackDocument, seat: int, roll: Roll) -> Turn:
    return turn(state_of(doc), seat, roll)


# --- the user's boards ---------------------------------------------------------------------------

#: a board file's fields -> the editor's field that types them (its label key)
_BOARD_FIELDS = {"name": "name", "cells": "cells", "start": "start", "barriers": "barrier", "starts": "flag",
                 "princess": "princess", "shore": "shore"}


def board_field(loc: tuple) -> Phrase | None:
    """A location in a board file, named as the board editor labels it ("Barrier 3 pl.")."""
    if not loc or loc[0] not in _BOARD_FIELDS or (loc[0] == "cells" and len(loc) > 1):
        return None  # a single cell: "Cell 5", the default
    return phrase(f"tr.ui.field.{_BOARD_FIELDS[loc[0]]}", players=loc[1] if len(loc) > 1 else "")


def board_problems(game: str, data: dict[str, Any]) -> list[BoardProblem]:
    """Why a typed board cannot be used (empty: it can), located, in the rules' words or the catalogue's."""
    try:
        model = BoardFile.model_validate(data)
    except ValidationError as error:
        located = zip(problems_from(error), problem_phrases(error, board_field))
        return [BoardProblem(p.where, text) for p, text in located]
    return EDITIONS[game].board_problems(board_from_file(model))


def boards_of(store: Any, game: str) -> dict[str, dict[str, Any]]:
    """Every board this game can use: the bundled examples, then the table's own (`referee_app.boards`), by name."""
    return {board.name: board.data for board in boards.list_boards(store, game)}


def keep_board(store: Any, game: str, data: dict[str, Any]) -> list[BoardProblem]:
    """Keep a typed board under its name (replacing one of that name); refused with its problems. The
    bundled examples cannot be overwritten."""
    problems = board_problems(game, data)
    name = str(data.get("name", "")).strip()
    if not problems and name in example_boards(game):
        problems = [BoardProblem("name", phrase("tr.ui.name_of_example", name=name))]
    if problems:
        return problems
    same_name = next((b.id for b in boards.list_boards(store, game) if b.name == name and not b.bundled), None)
    boards.save(store, game, {**{k: v for k, v in data.items() if k != "example"}, "name": name}, same_name)
    return []
