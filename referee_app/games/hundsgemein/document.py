"""The Hundsgemein document the app edits and saves: the public game file plus what the screen remembers.

Every change is a pure function `doc -> Change(new doc, label)` or a refusal carrying the rule's own
violation (from `scorers`). Nothing here decides a rule: it asks `scorers.hundsgemein`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from referee_app.changes import Change, Refusal
from scorers.errors import RefereeError
from scorers.hundsgemein import (
    HundsgemeinState,
    board_to_street_counts,
    check,
    check_placement,
    end_of_game,
    parse,
    score,
    to_file,
)
from scorers.hundsgemein.checks import Placement, check_dog_choice, remaining_supply, tile_phrase, tiles_of
from scorers.hundsgemein.geometry import CENTRE_INDEX, STREET_IDS, row_col
from scorers.hundsgemein.model import CENTRE_MARK, EMPTY, HundsgemeinFile, Tile
from scorers.hundsgemein.rules import BOARD_SIZE, FLEA_TYPES, GAME_ID, PLAYER_LETTERS, UNKNOWN_FLEA, per_type_supply
from scorers.i18n import Phrase, phrase
from scorers.sheet import ScoreSheet
from scorers.violations import Violation

EntryMode = Literal["board", "counts"]
#: The entries the screen offers: the board by its colour side (HG-COLOURS, the final tally), the board tile by
#: tile (play-along), the street counts. Both board entries are `entry="board"`; `paint` tells them apart.
ENTRIES = ("colours", "board", "counts")
#: Violations the app refuses outright: they describe a table that cannot exist.
REFUSED_PLACEMENT = {"type-exhausted", "tiles-exhausted", "not-a-player", "block-occupied", "off-board"}


def empty_board() -> list[str]:
    return [
        " ".join(CENTRE_MARK if r * BOARD_SIZE + c == CENTRE_INDEX else EMPTY for c in range(BOARD_SIZE))
        for r in range(BOARD_SIZE)
    ]


class HgDocument(BaseModel):
    """What the store keeps for one Hundsgemein game.

    `file` is always a game file that parses, with its board (a game file holds a board or street counts,
    never both); the counts typed in street-count entry live beside it in `streets`, so that switching
    entry keeps what was typed in the other and `scoring_file` takes one or the other.
    """

    model_config = ConfigDict(frozen=True)
    file: dict[str, Any]
    entry: EntryMode = "board"
    streets: dict[str, dict[str, Any]] = Field(default={}, description="typed counts: street -> name -> count")
    kept: tuple[str, ...] = Field(default=(), description="violations the table chose to let stand")
    finished: bool = False
    runs_untyped: tuple[str, ...] = Field(
        default=(), description="'street name' of typed counts whose expert runs are still to be typed")
    turn: int | None = Field(default=None, ge=0, description="the seat that lays next, in seat order (None: not "
                             "known, documents saved before it was kept); saved with the tile, so undo brings it back")
    paint: bool = Field(default=False, description="the board is entered by its colour side (a colour picked once, "
                        "blocks painted with it), not tile by tile")

    @property
    def shown_entry(self) -> str:
        """The entry the screen shows: 'colours', 'board' (tile by tile) or 'counts'."""
        return "colours" if self.entry == "board" and self.paint else self.entry

    def over(self) -> bool:
        """HG-END on the board: no tile left in any supply can go anywhere (street counts cannot tell)."""
        if self.entry != "board":
            return False
        try:
            return end_of_game(parse(self.file)).over is True
        except RefereeError:
            return False

    @model_validator(mode="before")
    @classmethod
    def _repair(cls, data: Any) -> Any:
        """Open documents saved before the counts moved out of `file`: those kept them inside it, next to
        the board, a file that does not parse (the game then never opened again). An imported counts-only
        file has no board: it gets an empty one."""
        if not isinstance(data, dict) or not isinstance(data.get("file"), dict):
            return data
        file = dict(data["file"])
        typed = file.pop("streets", None)
        if file.get("board") is None:
            file["board"] = empty_board()
        repaired = {**data, "file": file}
        if typed and not data.get("streets"):
            repaired["streets"] = typed
        return repaired

    @model_validator(mode="after")
    def _parses(self) -> "HgDocument":
        """Never a document whose file or counts do not parse: it would not open again."""
        try:
            parse(self.file)
            HundsgemeinFile.model_validate({**self.file, "board": None, "streets": self.streets})
        except RefereeError as error:
            raise ValueError("; ".join(str(p) for p in error.problems)) from None
        except ValidationError as error:
            raise ValueError(str(error)) from None
        return self


def new_document(players: list[dict[str, str]], variant: str, date: str | None = None) -> HgDocument:
    file = {"game": GAME_ID, "variant": variant, "players": players, "dogs": {}, "board": empty_board()}
    if date:
        file["date"] = date
    parse(file)  # players that do not fit the rules: refused in the rules' words (InvalidState)
    return HgDocument(file=file)


def _update(doc: HgDocument, **fields: Any) -> HgDocument:
    """A changed document, validated like a loaded one (a `model_copy` would skip the checks)."""
    return HgDocument.model_validate({**dict(doc), **fields})


def _with_file(doc: HgDocument, **changes: Any) -> HgDocument:
    return _update(doc, file={**doc.file, **changes})


def state_of(doc: HgDocument) -> HundsgemeinState:
    """The scorers' state; the document is always built from valid parts, so this does not fail."""
    return parse(doc.file)


# --- set-up -----------------------------------------------------------------------------------


def _reason(violation: Violation) -> Phrase:
    """A refusal reason said in the rule's words, its id kept apart (the violation banner shows it on a tap)."""
    return phrase("ui.banner.reason", rule=violation.rule_id, text=violation.text)


def set_dog(doc: HgDocument, street: str, breed: str | None) -> Change | Refusal:
    """Put a dog on a street (None takes it off); refused if the dog set rule (HG-DOGS) forbids it."""
    dogs = dict(doc.file["dogs"])
    if breed is None:
        dogs.pop(street, None)
    else:
        refused = check_dog_choice(dogs, street, breed)
        if refused:
            return Refusal(tuple(_reason(v) for v in refused))
        dogs[street] = breed
    label = (phrase("hg.change.dog", street=street, breed=breed.capitalize()) if breed
             else phrase("hg.change.no_dog", street=street))
    return Change(_with_file(doc, dogs=dogs), label)


def dogs_missing(doc: HgDocument) -> list[str]:
    return [s for s in STREET_IDS if s not in doc.file["dogs"]]


def set_variant(doc: HgDocument, variant: str) -> Change:
    """Change the scoring variant; typed street counts follow it so that the game stays a game file.

    Counts carried over from the board are counted again from the board (expert needs the runs, which the
    board has). Counts typed by hand keep their tiles: for expert each gets runs 0 + 0, shown on the counts
    screen for the table to type; for standard the runs are dropped."""
    changed = _with_file(doc, variant=variant)
    streets, untyped = doc.streets, ()
    if streets and tiles_on_board(doc) and not counts_differ(doc):
        streets = board_counts(changed)
    elif streets:
        expert = variant == "expert"
        untyped = tuple(f"{street} {name}" for street, per_player in sorted(streets.items())
                        for name, entry in per_player.items()
                        if expert and _count_for(entry, False) and not isinstance(entry, dict))
        streets = {street: {name: _count_for(entry, expert) for name, entry in per_player.items()}
                   for street, per_player in streets.items()}
    return Change(_update(changed, streets=streets, runs_untyped=untyped),
                  phrase("hg.change.variant", variant=variant))


def _count_for(entry: Any, expert: bool) -> Any:
    tiles = entry["tiles"] if isinstance(entry, dict) else entry
    if not expert:
        return tiles
    return entry if isinstance(entry, dict) and entry.get("runs") is not None else {"tiles": tiles, "runs": [0, 0]}


def board_counts(doc: HgDocument) -> dict[str, dict[str, Any]]:
    """The board as street counts, counted by the rules (tiles, and for expert the two runs): what a
    table would count by hand, so that scoring the counts gives the board's result."""
    counted = to_file(board_to_street_counts(state_of(doc)))["streets"]
    if doc.file["variant"] == "expert":
        return counted
    return {street: {name: c["tiles"] if isinstance(c, dict) else c for name, c in per_player.items()}
            for street, per_player in counted.items()}


def _comparable(streets: dict[str, dict[str, Any]], expert: bool) -> dict[tuple[str, str], tuple]:
    """Counts as (tiles, runs) per street and player, without the zeros (typed 0 and absent are alike)."""
    found = {}
    for street, per_player in streets.items():
        for name, entry in per_player.items():
            tiles, runs = (entry["tiles"], tuple(entry.get("runs") or (0, 0))) if isinstance(entry, dict) \
                else (entry, (0, 0))
            value = (tiles, runs) if expert else (tiles,)
            if any(value[0:1]) or (expert and any(runs)):
                found[(street, name)] = value
    return found


def tiles_on_board(doc: HgDocument) -> int:
    return sum(1 for row in _cells(doc) for token in row if token not in (EMPTY, CENTRE_MARK))


def counts_differ(doc: HgDocument) -> bool:
    """Would carrying the board over replace typed counts that say something else? (then ask first)"""
    if not tiles_on_board(doc):
        return False
    expert = doc.file["variant"] == "expert"
    typed = _comparable(doc.streets, expert)
    return bool(typed) and typed != _comparable(board_counts(doc), expert)


def set_entry(doc: HgDocument, entry: str, carry: bool = True) -> Change:
    """Switch between the board by its colours, the board tile by tile and street counts (`ENTRIES`); each
    keeps what was typed in the others (both board entries share the board).

    Switching to counts with tiles on the board carries the board over as counts (`carry`), so the score
    stays what it was; `carry=False` keeps the counts typed before (the screen asks when they differ)."""
    streets = doc.streets
    untyped = doc.runs_untyped
    if entry == "counts" and carry and tiles_on_board(doc):
        streets, untyped = board_counts(doc), ()
    paint = entry == "colours" if entry != "counts" else doc.paint
    return Change(_update(doc, entry="counts" if entry == "counts" else "board", paint=paint, streets=streets,
                          runs_untyped=untyped), phrase(f"hg.change.entry.{entry}"))


# --- the board ----------------------------------------------------------------------------------


def _cells(doc: HgDocument) -> list[list[str]]:
    return [row.split() for row in doc.file["board"]]


def _board_rows(cells: list[list[str]]) -> list[str]:
    return [" ".join(row) for row in cells]


def tile_at(doc: HgDocument, block: int) -> tuple[int, int | None] | None:
    """The tile on a block: its seat and its type (None: its colour side only, HG-COLOURS); None if free."""
    row, column = row_col(block)
    token = _cells(doc)[row][column]
    if token in (EMPTY, CENTRE_MARK):
        return None
    return PLAYER_LETTERS.index(token[0].lower()), None if token[1] == UNKNOWN_FLEA else int(token[1])


def _token(player: int, flea: int | None) -> str:
    return f"{PLAYER_LETTERS[player]}{UNKNOWN_FLEA if flea is None else flea}"


@dataclass(frozen=True)
class Painted(Change):
    """A paint stroke's change, and why some blocks it crossed were left as they were (said after it)."""

    left: tuple[Phrase, ...] = ()


def paint(doc: HgDocument, blocks: Sequence[int], player: int, flea: int | None = None) -> Painted | Refusal:
    """The colour-side entry (HG-COLOURS): the player's tile on each free block of `blocks`, of type `flea`
    or of a type not known (None). A tap paints one block; a drag the blocks it crossed, in one change (one
    undo step). Blocks holding this player's tile are passed over (a drag back along its own run); a block
    that holds another colour's tile, the centre, tiles beyond the player's supply are left, each said
    where; a seat that is no player is refused."""
    state = state_of(doc)
    players = len(state.players)
    if not 0 <= player < players:
        return Refusal((phrase("hg.v.not_a_player", seat=player + 1, players=players),))
    cells, left, painted = _cells(doc), [], 0
    supply, have = per_type_supply(players) * len(FLEA_TYPES), tiles_of(state, player)
    typed = sum(1 for row in cells for t in row if t == _token(player, flea)) if flea is not None else 0
    for block in dict.fromkeys(blocks):  # each block once, in the order crossed
        row, column = row_col(block)
        at = phrase("hg.block", row=row + 1, column=column + 1)
        token = cells[row][column]
        if token == CENTRE_MARK:
            left.append(_reason_of("HG-CENTRE", phrase("hg.v.centre")))
        elif token != EMPTY:
            owner, kind = PLAYER_LETTERS.index(token[0].lower()), token[1]
            if owner != player:
                shown = Tile(owner, None if kind == UNKNOWN_FLEA else int(kind))
                left.append(_reason_of("HG-OCCUPIED", phrase("hg.v.block_occupied", at=at,
                                                               tile=tile_phrase(state, shown))))
        elif have + painted >= supply:
            left.append(_reason_of("HG-SUPPLY", phrase("hg.v.tiles_exhausted", player=state.players[player].name,
                                                         supply=supply)))
            break
        elif flea is not None and typed >= per_type_supply(players):
            left.append(_reason_of("HG-SUPPLY", phrase("hg.v.type_exhausted", player=state.players[player].name,
                                                         flea=flea)))
            break
        else:
            cells[row][column] = _token(player, flea)
            painted += 1
            typed += flea is not None
    if not painted:
        return Refusal(tuple(left))
    label = phrase("hg.change.paint", player=state.players[player].name, count=painted)
    return Painted(_with_file(doc, board=_board_rows(cells)), label, tuple(left))


def _reason_of(rule: str, text: Phrase) -> Phrase:
    return phrase("ui.banner.reason", rule=rule, text=text)


def recolour(doc: HgDocument, block: int, player: int) -> Change | Refusal:
    """A tile laid in the wrong colour, given to its right owner in one tap (play-along entry): its type stays,
    and the seat after the new owner lays next. Refused if that owner has no tile of that type left."""
    tile = tile_at(doc, block)
    if tile is None or tile[0] == player:
        return Refusal((phrase("hg.ui.nothing_to_fix"),))
    row, column = row_col(block)
    taken = remove(doc, block).doc
    laid = place(taken, block, player, tile[1]) if tile[1] is not None else paint(taken, [block], player)
    if isinstance(laid, Refusal):
        return laid
    state = state_of(doc)
    label = phrase("hg.change.recolour", player=state.players[player].name, row=row + 1, column=column + 1)
    return Change(_update(laid.doc, turn=(player + 1) % len(state.players), kept=doc.kept), label)


def place(doc: HgDocument, block: int, player: int, flea: int) -> Change | Refusal:
    """Lay a tile as it lies on the table. Illegal placements that can physically happen (next to its
    type, on the centre) are laid and marked; what cannot happen (no such tile left, block taken) is refused."""
    row, column = row_col(block)
    state = state_of(doc)
    if flea is None:  # a tile laid by its colour (HG-COLOURS): the colour-side entry's rules
        return paint(doc, [block], player)
    refused = [v for v in check_placement(state, Placement(player, flea, row, column)) if v.code in REFUSED_PLACEMENT]
    if refused:
        return Refusal(tuple(_reason(v) for v in refused))
    cells = _cells(doc)
    cells[row][column] = f"{PLAYER_LETTERS[player]}{flea}"
    label = phrase("hg.change.place", player=state.players[player].name, flea=flea, row=row + 1, column=column + 1)
    turn = (player + 1) % len(state.players)  # the next seat lays: a tile is one tap
    return Change(_update(_with_file(doc, board=_board_rows(cells)), turn=turn), label)


def remove(doc: HgDocument, block: int, give_back: bool = False) -> Change:
    """Take a tile off the board: a challenge (the turn stays where it is) or, with `give_back`, a tile
    laid by mistake (its owner lays again)."""
    row, column = row_col(block)
    cells = _cells(doc)
    owner = tile_at(doc, block)
    cells[row][column] = CENTRE_MARK if block == CENTRE_INDEX else EMPTY
    kept = tuple(w for w in doc.kept if f"r{row + 1}c{column + 1}" not in w.split("+"))
    label = phrase("hg.change.remove", row=row + 1, column=column + 1)
    turn = owner[0] if give_back and owner else doc.turn
    return Change(_update(_with_file(doc, board=_board_rows(cells)), kept=kept, turn=turn), label)


def keep(doc: HgDocument, *wheres: str) -> Change:
    """The table let illegal tiles stand (HG-STAYS): they stay marked as kept, and score."""
    kept = tuple(sorted({*doc.kept, *wheres}))
    return Change(_update(doc, kept=kept), phrase("hg.change.keep", count=len(wheres)))


def set_finished(doc: HgDocument, finished: bool) -> Change:
    label = phrase("hg.change.finished" if finished else "hg.change.reopened")
    return Change(_update(doc, finished=finished), label)


# --- street counts -------------------------------------------------------------------------------


def set_count(
    doc: HgDocument, street: str, player_name: str, tiles: int, runs: tuple[int, int] | None = None
) -> Change:
    streets = {s: dict(c) for s, c in doc.streets.items()}
    entry: Any = tiles if runs is None else {"tiles": tiles, "runs": list(runs)}
    streets.setdefault(street, {})[player_name] = entry
    label = phrase("hg.change.count", street=street, player=player_name, count=tiles)
    untyped = tuple(key for key in doc.runs_untyped if key != f"{street} {player_name}" or runs is None)
    return Change(_update(doc, streets=streets, runs_untyped=untyped), label)


def count_of(doc: HgDocument, street: str, player_name: str) -> tuple[int, tuple[int, int]]:
    """A player's typed count along a street, and the two runs (0 when not typed)."""
    entry = doc.streets.get(street, {}).get(player_name, 0)
    if isinstance(entry, dict):
        return entry["tiles"], tuple(entry.get("runs") or (0, 0))
    return entry, (0, 0)


def step_count(doc: HgDocument, street: str, player_name: str, delta: int, side: int | None = None) -> Change:
    """Add `delta` to a player's tiles (side None) or to one of their runs (side 0 or 1), never below 0.

    Computed from the document at the moment of the tap, so quick taps all count."""
    tiles, runs = count_of(doc, street, player_name)
    expert = doc.file["variant"] == "expert"
    if side is None:
        tiles = max(0, tiles + delta)
    else:
        runs = (max(0, runs[0] + delta), runs[1]) if side == 0 else (runs[0], max(0, runs[1] + delta))
    return set_count(doc, street, player_name, tiles, runs if expert else None)


#: A typed count: ASCII digits only (a minus sign, a letter, a Unicode digit are refused in words).
_DIGITS = frozenset("0123456789")


def type_count(doc: HgDocument, street: str, player_name: str, text: str, side: int | None = None) -> Change | Refusal:
    """A count typed on the number pad: the player's tiles along the street (side None) or one of their two
    runs (side 0 or 1). Empty is 0. Refused, said with the street and the player: what is not a whole number
    0 or more, tiles over the player's supply (HG-SUPPLY), a run longer than a side (HG-EXPERT-RUNS)."""
    typed = (text or "").strip()
    where = {"street": street, "player": player_name, "text": typed}
    if typed and not set(typed) <= _DIGITS:
        return Refusal((phrase("hg.ui.count_not_number", **where),))
    value = int(typed[:4]) if typed else 0
    tiles, runs = count_of(doc, street, player_name)
    if side is None:
        supply = per_type_supply(len(doc.file["players"])) * len(FLEA_TYPES)
        if value > supply:
            return Refusal((_reason_of("HG-SUPPLY", phrase("hg.v.counts_over_supply", street=street,
                                                             player=player_name, count=value, supply=supply)),))
        tiles = value
    else:
        if value > BOARD_SIZE:
            return Refusal((_reason_of("HG-EXPERT-RUNS", phrase("hg.ui.run_too_long", **where, most=BOARD_SIZE)),))
        runs = (value, runs[1]) if side == 0 else (runs[0], value)
    return set_count(doc, street, player_name, tiles, runs if doc.file["variant"] == "expert" else None)


def scoring_file(doc: HgDocument, variant: str | None = None) -> dict[str, Any]:
    """The game file as scored: the board, or the street counts, never both."""
    file = {k: v for k, v in doc.file.items() if k not in ("board", "streets")}
    if variant:
        file["variant"] = variant
    if doc.entry == "board":
        file["board"] = doc.file["board"]
    else:
        file["streets"] = doc.streets
    return file


# --- what the screens show -----------------------------------------------------------------------


@dataclass(frozen=True)
class Report:
    violations: tuple[Violation, ...]
    end: Phrase | None
    sheet: ScoreSheet | None
    refusal: tuple[Phrase, ...] = ()


def report(doc: HgDocument, variant: str | None = None) -> Report:
    """Every check and score the screens show, from the scorers, for the document as it stands."""
    untyped = runs_to_type(doc, variant)
    if untyped:
        return Report((), None, None, (phrase("hg.ui.runs_needed", where=", ".join(untyped)),))
    try:
        state = parse(scoring_file(doc, variant))
    except RefereeError as error:
        return Report((), None, None, tuple(phrase("ui.problem", text=str(p)) for p in error.problems))
    violations = check(state)
    ending = end_of_game(state) if doc.entry == "board" else None
    end = ending.explain(state) if ending else None
    # HG-COLOURS: tiles seen by their colour side are the board at the end, but a board typed so is over only
    # once the table has typed all of it (issue 36: "the game is over" after 6 tiles); it says how far it is
    by_colour = bool(ending and ending.colours and ending.tiles_left)
    if by_colour:
        end = phrase("hg.ui.colours_so_far", n=tiles_on_board(doc))
    try:
        sheet = score(state, violations)
    except RefereeError:
        sheet = None
    if sheet is not None:
        # Winner only once the game is over: the board says so (HG-END), or the table marked it finished
        # (street counts, or a board by its colours, cannot tell: typed at the end, the table says when it is)
        sheet = replace(sheet, finished=bool(ending and ending.over and not by_colour) or doc.finished)
    return Report(tuple(violations), end, sheet)


def runs_to_type(doc: HgDocument, variant: str | None = None) -> list[str]:
    """Counts typed for standard scoring whose expert runs the table has not typed yet (after a switch to
    expert): scoring them with runs 0 + 0 would give their dogs away wrongly, so the screen asks first."""
    if doc.entry != "counts" or (variant or doc.file["variant"]) != "expert":
        return []
    return list(doc.runs_untyped)


def supply_left(doc: HgDocument) -> dict[tuple[int, int], int]:
    return remaining_supply(state_of(doc))
