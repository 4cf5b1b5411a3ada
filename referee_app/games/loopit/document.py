"""The Loopit document the app edits and saves: the public game file, plus the turn being entered.

Every change is a pure function `doc -> Change(new doc, label)` or a refusal carrying the rule's own
words (from `scorers.loopit`). Nothing here decides a rule.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from referee_app.changes import Change, Refusal
from scorers.errors import RefereeError
from scorers.i18n import Phrase, phrase
from scorers.loopit import (
    LoopitState,
    Placement,
    Square,
    Tile,
    TurnScore,
    check,
    check_placement,
    end_of_game,
    final_board,
    parse,
    parse_square,
    parse_tile,
    score,
    tile_phrase,
    to_file,
    to_light,
    turn_score,
)
from scorers.loopit.checks import check_declared, check_turn
from scorers.loopit.final import check_final
from scorers.loopit.rules import GAME_ID, GAME_LENGTHS, MAX_TILES_PER_TURN, SIDES
from scorers.sheet import ScoreSheet
from scorers.violations import Violation

Mode = Literal["board", "light"]
#: What cannot happen at a real table (a tile off the board or on a taken square) is refused outright;
#: other illegal placements are laid, marked, and block the end of the turn until taken back.
REFUSED_PLACEMENT = {"off-board", "square-taken"}
#: Where a violation of the turn being entered points: its k-th tile.
_TILE_INDEX = re.compile(r"tiles\[(\d+)\]")


class LoopitDocument(BaseModel):
    """What the store keeps for one Loopit game."""

    model_config = ConfigDict(frozen=True)
    file: dict[str, Any]
    pending: tuple[dict[str, Any], ...] = ()
    finished: bool = False

    def over(self) -> bool:
        """LP-END / LP-FIXED on the turns written: the tiles ran out, the table said nobody can lay, or the
        agreed turns are played."""
        return report(self).over is True


def new_document(players: list[dict[str, str]], variant: str, mode: Mode = "board") -> LoopitDocument:
    return LoopitDocument(file={"game": GAME_ID, "variant": variant, "players": players, "mode": mode, "turns": []})


def _with_file(doc: LoopitDocument, **changes: Any) -> LoopitDocument:
    return doc.model_copy(update={"file": {**doc.file, **changes}})


class _Last:
    """The last answer of a pure function of a file, kept while the file is the same (issue 18: a square
    tap asks for the committed state a dozen times and re-scores committed turns that did not change).
    One (key, value) tuple, replaced whole, so sessions on other threads read either the old or the new."""

    def __init__(self, compute: Callable[[Any], Any]) -> None:
        self.compute, self.last = compute, None

    def __call__(self, key: Any) -> Any:
        last = self.last
        if last is not None and (last[0] is key or last[0] == key):
            return last[1]
        value = self.compute(key)
        self.last = (copy.deepcopy(key), value)  # a copy: a caller changing its dict later changes no answer
        return value


_parsed = _Last(parse)


def state_of(doc: LoopitDocument) -> LoopitState:
    """The scorers' state of the committed turns; the document is built from valid parts only."""
    return _parsed(doc.file)


def mode(doc: LoopitDocument) -> str:
    return doc.file.get("mode", "board")


def next_seat(doc: LoopitDocument) -> int:
    return len(doc.file["turns"]) % len(doc.file["players"])


def turns_in_game(doc: LoopitDocument) -> int | None:
    """LP-FIXED: how many turns the whole table plays, or None when the game runs to its end."""
    players = len(doc.file["players"])
    each = GAME_LENGTHS[doc.file.get("variant", "standard")].turns_per_player(players)
    return None if each is None else each * players


def points_only(doc: LoopitDocument) -> bool:
    """Whether every turn so far is a declared number (no tile the app sees)."""
    turns = doc.file["turns"]
    return bool(turns) and all("points" in turn for turn in turns)


def next_player(doc: LoopitDocument) -> str:
    return doc.file["players"][next_seat(doc)]["name"]


# --- set-up ------------------------------------------------------------------------------------------

def set_mode(doc: LoopitDocument, new: Mode) -> Change | Refusal:
    """Board -> light keeps every turn (typed as values, multipliers and links); light -> board cannot
    find where the tiles lay, so it is refused once tiles are entered."""
    if new == mode(doc):
        return Change(doc, phrase(f"lp.change.mode.{new}"))
    if doc.pending:
        return Refusal((phrase("lp.ui.finish_turn_first"),))
    if new == "board":
        if any(t.get("tiles") for t in doc.file["turns"]):
            return Refusal((phrase("lp.ui.no_way_back"),))
        return Change(_with_file(doc, mode="board"), phrase("lp.change.mode.board"))
    light = to_file(to_light(state_of(doc)))
    file = {**doc.file, "mode": "light", "turns": light["turns"]}
    file.pop("start", None)
    return Change(doc.model_copy(update={"file": file}), phrase("lp.change.mode.light"))


def set_start(doc: LoopitDocument, tile: Tile) -> Change | Refusal:
    """LP-START: the start tile on the centre square. A dead end is not laid: it is put out of the game
    (counted in `discarded`, so the end of the game knows one tile less) and another is drawn; the
    screen says so with `start_discarded`."""
    if doc.file["turns"] or doc.pending:
        return Refusal((phrase("lp.ui.start_fixed"),))
    state = parse({**doc.file, "start": tile.notation()})
    if [v for v in check(state) if v.rule_id == "LP-START"]:
        return Change(_with_file(doc, discarded=doc.file.get("discarded", 0) + 1),
                      phrase("lp.change.start_discarded", tile=tile_phrase(tile)))
    return Change(_with_file(doc, start=tile.notation()), phrase("lp.change.start", tile=tile_phrase(tile)))


def set_board(doc: LoopitDocument, board: dict[str, Any]) -> Change | Refusal:
    """LP-BOARD: the table's own board (a board file from the editor), while no turn is written: a board
    changed under written turns would re-score them. The start tile stays: it is on the centre square,
    whatever the size."""
    if doc.file["turns"] or doc.pending:
        return Refusal((phrase("lp.ui.board_fixed"),))
    try:
        parse({**doc.file, "board": board})
    except RefereeError as error:
        return Refusal(tuple(p.phrase or p.message for p in error.problems))
    return Change(_with_file(doc, board=dict(board)), phrase("lp.change.board", name=board["name"]))


def board_editable(doc: LoopitDocument) -> bool:
    return mode(doc) == "board" and not doc.file["turns"] and not doc.pending


def start_discarded(before: LoopitDocument, after: LoopitDocument, tile: Tile) -> Phrase | None:
    """What to tell the table when `set_start` discarded a dead end (None when it laid the tile)."""
    if after.file.get("discarded", 0) > before.file.get("discarded", 0):
        return phrase("lp.ui.start_discarded", tile=tile_phrase(tile))
    return None


# --- the turn being entered ------------------------------------------------------------------------------

def _pending_state(doc: LoopitDocument) -> LoopitState:
    turn = {"player": next_player(doc), "tiles": list(doc.pending)}
    return _pending_parsed({**doc.file, "turns": [*doc.file["turns"], turn]})


_pending_parsed = _Last(parse)


def _reason(violation: Violation) -> Phrase:
    """A refusal reason said in the rule's words, its id kept apart (the violation banner shows it on a tap)."""
    return phrase("ui.banner.reason", rule=violation.rule_id, text=violation.text)


def lay(doc: LoopitDocument, square: Square, tile: Tile) -> Change | Refusal:
    """Board mode: lay a tile of this turn. Off the board or on a taken square is refused; a placement
    that breaks a path rule is laid and marked (`pending_check`), and the turn cannot end with it."""
    if mode(doc) != "board" or "start" not in doc.file:
        return Refusal((phrase("lp.ui.start_first"),))
    if len(doc.pending) >= MAX_TILES_PER_TURN:
        return Refusal((phrase("lp.v.too_many", turn=len(doc.file["turns"]) + 1, count=MAX_TILES_PER_TURN + 1,
                               most=MAX_TILES_PER_TURN),))
    state = _pending_state(doc)
    laid = final_board(state)
    refused = [v for v in check_placement(state.board, laid, square, tile, "") if v.code in REFUSED_PLACEMENT]
    if refused:
        return Refusal(tuple(_reason(v) for v in refused))
    entry = {"at": square.name(), "tile": tile.notation()}
    return Change(doc.model_copy(update={"pending": (*doc.pending, entry)}),
                  phrase("lp.change.lay", tile=tile_phrase(tile), square=square.name()))


def lay_light(doc: LoopitDocument, value: int, multiplier: int, links: list[int]) -> Change | Refusal:
    """Light mode: a tile of this turn typed as value, multiplier and linked values."""
    if len(doc.pending) >= MAX_TILES_PER_TURN:
        return Refusal((phrase("lp.v.too_many", turn=len(doc.file["turns"]) + 1, count=MAX_TILES_PER_TURN + 1,
                               most=MAX_TILES_PER_TURN),))
    if not links:
        return Refusal((phrase("lp.v.light_not_connected", turn=len(doc.file["turns"]) + 1,
                               n=len(doc.pending) + 1),))
    entry = {"value": value, "multiplier": multiplier, "links": list(links)}
    return Change(doc.model_copy(update={"pending": (*doc.pending, entry)}),
                  phrase("lp.change.lay_light", value=value, multiplier=multiplier, links="+".join(map(str, links))))


def take_back(doc: LoopitDocument, index: int) -> Change:
    """Take a tile of this turn back into the hand (and every tile laid after it, which may lean on it)."""
    return Change(doc.model_copy(update={"pending": doc.pending[:index]}), phrase("lp.change.take_back", n=index + 1))


def _game_over(doc: LoopitDocument) -> Refusal | None:
    """LP-END / LP-FIXED: once the game has ended, no turn is written (not even a pass or a swap)."""
    try:
        ending = end_of_game(state_of(doc))
    except RefereeError:
        return None
    return Refusal((phrase("lp.note.over", reason=ending.reason),)) if ending.over else None


def end_turn(doc: LoopitDocument) -> Change | Refusal:
    """Write the turn on the pad; refused while one of its tiles breaks a rule."""
    if not doc.pending:
        return Refusal((phrase("lp.ui.nothing_laid"),))
    if over := _game_over(doc):
        return over
    blocking = [v for v in pending_check(doc) if v.is_error]
    if blocking:
        # issue 17 review: the banner already said the rule; the refusal names the tile to take back
        first = blocking_tile(doc)
        take_back = () if first is None else (phrase(
            "ui.banner.reason", rule=first[1].rule_id,
            text=phrase("lp.ui.take_back_first", square=first[0], text=first[1].text)
            if isinstance(first[0], str) else phrase("lp.ui.take_back_first_n", n=first[0], text=first[1].text)),)
        return Refusal(take_back + tuple(_reason(v) for v in blocking if first is None or v is not first[1]))
    turn = {"player": next_player(doc), "tiles": list(doc.pending)}
    return Change(_with_file(doc, turns=[*doc.file["turns"], turn]).model_copy(update={"pending": ()}),
                  phrase("lp.change.turn", n=len(doc.file["turns"]) + 1))


def swap(doc: LoopitDocument) -> Change | Refusal:
    """LP-SWAP: no tile laid, the player swaps their 5 tiles and scores 0."""
    if doc.pending:
        return Refusal((phrase("lp.v.swap_with_tiles", turn=len(doc.file["turns"]) + 1),))
    if over := _game_over(doc):
        return over
    turn = {"player": next_player(doc), "tiles": [], "swap": True}
    return Change(_with_file(doc, turns=[*doc.file["turns"], turn]),
                  phrase("lp.change.swap", n=len(doc.file["turns"]) + 1))


def pass_turn(doc: LoopitDocument) -> Change | Refusal:
    """No tile laid and no swap (the sheet lets the player choose): the turn scores 0."""
    if doc.pending:
        return Refusal((phrase("lp.ui.finish_turn_first"),))
    if over := _game_over(doc):
        return over
    turn = {"player": next_player(doc), "tiles": []}
    return Change(_with_file(doc, turns=[*doc.file["turns"], turn]),
                  phrase("lp.change.pass", n=len(doc.file["turns"]) + 1))


def read_points(text: str) -> int | float | None:
    """The number typed in the points-only field (None: not a number). Whether it may be a turn's points
    is the rules' question (`declare_points`)."""
    text = text.strip().replace(",", ".")  # a French keyboard types 2,5
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            continue
    return None


def declare_points(doc: LoopitDocument, typed: str) -> Change | Refusal:
    """Points only: the turn written as the points the table declares (LP-POINTS bounds them), no tile.
    Refused in the rule's words when the number cannot be a turn's points; the next player's turn opens."""
    points = read_points(typed)
    if points is None or points != points or points in (float("inf"), float("-inf")):  # NaN, infinities
        return Refusal((phrase("lp.ui.points_not_number", text=typed.strip()),))
    if doc.pending:
        return Refusal((phrase("lp.ui.finish_turn_first"),))
    if over := _game_over(doc):
        return over
    turn: dict[str, Any] = {"player": next_player(doc), "tiles": [], "points": points}
    state = parse({**doc.file, "turns": [*doc.file["turns"], turn]})
    index = len(state.turns) - 1
    refused = check_declared(state, index, state.turns[index])
    if refused:
        return Refusal(tuple(_reason(v) for v in refused))
    written = {**turn, "points": state.turns[index].declared}  # 28.0 typed is written 28
    return Change(_with_file(doc, turns=[*doc.file["turns"], written]),
                  phrase("lp.change.declared", n=index + 1, points=written["points"]))


def final_open(doc: LoopitDocument) -> bool:
    """Whether the final-totals entry is offered: while no turn is written or being entered, the game not yet
    entered as its totals (LP-FINAL: the totals are the whole game's record)."""
    return not doc.file["turns"] and not doc.pending and "final" not in doc.file


def enter_final(doc: LoopitDocument, typed: dict[str, str]) -> Change | Refusal:
    """Final totals (LP-FINAL, issue 24): the finished game written as the total each player typed (one
    change, one undo). Refused in the reader's words, naming the player, when one is not a number; in the
    rule's when the totals cannot be this game's (`check_final`)."""
    if over := _game_over(doc):
        return over
    if doc.file["turns"] or doc.pending:
        return Refusal((phrase("lp.v.final_with_turns", turns=len(doc.file["turns"]) + bool(doc.pending)),))
    totals: dict[str, int | float] = {}
    for player, text in typed.items():
        points = read_points(text)
        if points is None:
            return Refusal((phrase("lp.ui.final.not_number", player=player, text=text.strip()),))
        totals[player] = points
    refused = check_final(parse({**doc.file, "final": totals}))
    if refused:
        return Refusal(tuple(_reason(v) for v in refused))
    written = {player: int(points) for player, points in totals.items()}  # 142.0 typed is written 142
    return Change(_with_file(doc, final=written), phrase("lp.change.final"))


def set_blocked(doc: LoopitDocument, blocked: bool) -> Change:
    """The table found that nobody can lay a tile (LP-END), or takes it back."""
    file = {**doc.file, "blocked": True} if blocked else {k: v for k, v in doc.file.items() if k != "blocked"}
    return Change(doc.model_copy(update={"file": file}),
                  phrase("lp.change.blocked" if blocked else "lp.change.unblocked"))


def open_square(doc: LoopitDocument) -> str | None:
    """A free square where a tile may still go, as the end-of-game check found it (LP-END: "for example, a
    tile ... may go on d6"); None when the check finds none, the game is over, or the board is not drawn."""
    try:
        ending = end_of_game(state_of(doc))
    except RefereeError:
        return None
    return ending.example.split("=")[0] if ending.example and not ending.over else None


def set_finished(doc: LoopitDocument, finished: bool) -> Change:
    return Change(doc.model_copy(update={"finished": finished}),
                  phrase("ui.change.finished" if finished else "ui.change.reopened"))


# --- what the screens show ---------------------------------------------------------------------------------

def pending_check(doc: LoopitDocument) -> list[Violation]:
    """Every rule the turn being entered breaks so far."""
    state = _pending_state(doc)
    laid = final_board(state_of(doc)) if mode(doc) == "board" else {}
    index = len(state.turns) - 1
    return check_turn(state, index, state.turns[index], laid)


def blocking_tile(doc: LoopitDocument) -> tuple[str | int, Violation] | None:
    """The first tile of the turn being entered that breaks a rule (the turn cannot end with it): its square's
    name on the board, its number in the turn (from 1) in light mode, with the rule it breaks; None when no
    tile of the turn breaks one."""
    squares = pending_squares(doc)
    for violation in pending_check(doc) if doc.pending else []:
        found = _TILE_INDEX.search(violation.where) if violation.is_error else None
        if found is not None and int(found.group(1)) < len(squares):
            k = int(found.group(1))
            square = squares[k]
            return (square.name() if square is not None else k + 1), violation
    return None


def pending_score(doc: LoopitDocument) -> TurnScore:
    state = _pending_state(doc)
    return turn_score(state.board, final_board(state_of(doc)), state.turns[-1])


def board_tiles(doc: LoopitDocument) -> dict[Square, tuple[Tile, int | None, bool]]:
    """Every tile on the board: square -> (tile, seat of who laid it or None for the start tile, laid in the
    turn being entered?)."""
    state = state_of(doc)
    tiles: dict[Square, tuple[Tile, int | None, bool]] = {}
    if state.start is not None:
        tiles[state.board.centre] = (state.start, None, False)
    for turn in state.turns:
        for tile in turn.tiles:
            if isinstance(tile, Placement):
                tiles.setdefault(tile.square, (tile.tile, turn.player, False))
    for entry in doc.pending:
        if "at" in entry:
            tiles.setdefault(parse_square(entry["at"]), (parse_tile(entry["tile"]), next_seat(doc), True))
    return tiles


def pending_squares(doc: LoopitDocument) -> list[Square | None]:
    """The square of each tile of the turn being entered (None in light mode)."""
    return [parse_square(e["at"]) if "at" in e else None for e in doc.pending]


def legal_squares(doc: LoopitDocument, tile: Tile) -> set[Square]:
    """Where this tile may go now (LP-CONNECT, LP-CUT, LP-EDGE), for the dots on the board."""
    if mode(doc) != "board" or "start" not in doc.file or len(doc.pending) >= MAX_TILES_PER_TURN:
        return set()
    state = state_of(doc)
    laid = {square: t for square, (t, _, _) in board_tiles(doc).items()}
    candidates = {square.step(side) for square in laid for side in SIDES}
    return {s for s in candidates if state.board.on_board(s) and s not in laid
            and not check_placement(state.board, laid, s, tile, "")}


@dataclass(frozen=True)
class Report:
    violations: tuple[Violation, ...]
    end: Phrase | None
    over: bool | None
    sheet: ScoreSheet | None


def report(doc: LoopitDocument) -> Report:
    """The checks, end of game and score sheet of the committed turns (kept while they do not change:
    laying or taking back a tile of the turn being entered leaves them as they are)."""
    return _report(doc.file)


def _committed_report(file: dict[str, Any]) -> Report:
    doc = LoopitDocument(file=file)
    try:
        state = state_of(doc)
    except RefereeError:
        return Report((), None, None, None)
    violations = check(state)
    ending = end_of_game(state)
    try:
        sheet = score(state, violations)
    except RefereeError:
        sheet = None
    return Report(tuple(violations), ending.reason, ending.over, sheet)


_report = _Last(_committed_report)


def describe(tile: Tile) -> Phrase:
    return tile_phrase(tile)
