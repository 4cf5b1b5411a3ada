"""Défense d'afficher's game file (pydantic): the sides, the board (default: the example), and the log of
turns. `parse` turns it into a `PostersState` or raises `InvalidState` listing every located problem.

A turn is what one side did when its turn came, as a list of actions (`do`):
- `{"roll": 5, "move": 5}`: the die and the squares moved (+ forward, - backward, 0 stays put; a list of
  legs such as `[3, -2]` records a pawn that went both ways, which the rules refuse);
- `{"stick": "C2", "poster": "perle"}`: one poster stuck on a slot (on the brush square just reached);
- `{"exchange": 2}`: posters exchanged with the reserve, n for n;
- `{"chance": "<card id>", ...}`: the chance card drawn, with what its holder chose (`slots` for a ban;
  `unban` + `slots`, or `scrape` + `give` (+ `stick`) for a scraper; `give` for a give card).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, ValidationError, field_validator

from scorers.errors import InvalidState, Problem, ProblemCollector
from scorers.i18n import phrase
from scorers.players import name_problem
from scorers.posters.board import EXAMPLE_BOARD, Board, BrandId
from scorers.posters.rules import (
    COLOURS,
    DEFAULT_COLOURS,
    DIE_FACES,
    GAME_ID,
    HOUSE_RULES,
    MAX_MEMBERS,
    MAX_SIDES,
    MIN_SIDES,
    SIDE_LETTERS,
    VARIANTS,
)
from scorers.sheet import PlayerInfo
from scorers.validation import problems_from

Name = Annotated[str, Field(min_length=1, max_length=40)]
Colour = Literal[COLOURS]  # type: ignore[valid-type]
SlotId = Annotated[str, Field(pattern=r"^[A-Z][1-8]$")]
SideLetter = Literal[tuple(SIDE_LETTERS)]  # type: ignore[valid-type]


class SideEntry(BaseModel):
    """A side: one player, or a team of two who play alternate turns."""

    model_config = ConfigDict(extra="forbid")
    name: Name | None = Field(None, description="default: the members' names")
    colour: Colour | None = None
    members: Annotated[list[Name], Field(min_length=1, max_length=MAX_MEMBERS)]


class Move(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    roll: Annotated[int, Field(ge=DIE_FACES[0], le=DIE_FACES[-1])]
    move: int | Annotated[list[int], Field(min_length=1, max_length=6)] = Field(
        description="squares moved: + forward, - backward, 0 stays; a list of legs if it went both ways")

    @property
    def legs(self) -> tuple[int, ...]:
        return tuple(self.move) if isinstance(self.move, list) else (self.move,)


class Stick(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    stick: SlotId
    poster: BrandId


class Exchange(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    exchange: Annotated[int, Field(ge=1, le=60)]


class Chance(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    chance: BrandId = Field(description="the id of the card drawn (see the board's deck)")
    slots: tuple[SlotId, ...] | None = Field(None, description="where a ban goes (one panel, 1 to 4 slots)")
    unban: SlotId | None = Field(None, description="scraper: a slot under the ban to move")
    scrape: SlotId | None = Field(None, description="scraper: the posted slot to scrape")
    give: SideLetter | None = Field(None, description="scraper or give card: the side who takes the poster")
    stick: bool = Field(False, description="scraper: stick one's own duplicate on the scraped slot")


def _action_kind(value: Any) -> str | None:
    if isinstance(value, dict):
        return next((k for k in ("chance", "roll", "exchange", "stick") if k in value), None)
    return next((k for k, t in (("roll", Move), ("stick", Stick), ("exchange", Exchange), ("chance", Chance))
                 if isinstance(value, t)), None)


Action = Annotated[Annotated[Move, Tag("roll")] | Annotated[Stick, Tag("stick")]
                   | Annotated[Exchange, Tag("exchange")] | Annotated[Chance, Tag("chance")],
                   Discriminator(_action_kind, custom_error_type="action",
                                 custom_error_message="an action has 'roll', 'stick', 'exchange' or 'chance'")]


class Turn(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    side: SideLetter
    player: Name | None = Field(None, description="the team member who played (teams alternate)")
    do: tuple[Action, ...] = ()


class PostersFile(BaseModel):
    """A game of Défense d'afficher: the sides in seat order, the board, the turns played."""

    model_config = ConfigDict(extra="forbid", title="Défense d'afficher game")
    game: Literal["posters"]
    variant: Literal[VARIANTS] = "full"  # type: ignore[valid-type]
    sides: Annotated[list[SideEntry], Field(min_length=MIN_SIDES, max_length=MAX_SIDES,
                                            description="a side: a player's name, or {name, colour, members}")]
    first: SideLetter = Field("a", description="the side that rolled highest and plays first")
    house_rules: list[Literal[HOUSE_RULES]] = Field(  # type: ignore[valid-type]
        [], description="house rules switched on: 'stay-sticks' (staying on a brush square lets a side stick)")
    board: Board | None = Field(None, description="the board; default: the example board (made up)")
    turns: list[Turn] = []
    finish: list[SideLetter] = Field(  # type: ignore[valid-type]
        [], description="PO-FINISH: the finishing order as the table saw it (the winner first, the rest optional); "
                        "the whole game, entered by the table and not refereed: no turns with it")
    date: str | None = None

    @field_validator("sides", mode="before")
    @classmethod
    def _single_players(cls, value: Any) -> Any:
        """A plain name is a side of one player."""
        if isinstance(value, list):
            return [{"members": [v]} if isinstance(v, str) else v for v in value]
        return value


@dataclass(frozen=True)
class Side:
    info: PlayerInfo
    members: tuple[str, ...]


@dataclass(frozen=True)
class PostersState:
    """A game at the table: sides in seat order, variant, board, first side and the log of turns."""

    sides: tuple[Side, ...]
    variant: str
    board: Board
    first: int
    turns: tuple[Turn, ...]
    custom_board: bool = False
    date: str | None = None
    house_rules: frozenset[str] = frozenset()
    #: PO-FINISH: the sides in the order they finished (seat indexes), when the game is entered by it alone
    finish: tuple[int, ...] = ()

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        return tuple(s.info for s in self.sides)

    @property
    def rules(self):
        """The variant's hooks (`scorers.posters.variants`)."""
        from scorers.posters.variants import VARIANT_RULES

        return VARIANT_RULES[self.variant]

    @property
    def names(self) -> list[str]:
        return [s.info.name for s in self.sides]

    def with_turns(self, turns: tuple[Turn, ...]) -> "PostersState":
        return PostersState(self.sides, self.variant, self.board, self.first, turns, self.custom_board, self.date,
                            self.house_rules)


def _sides(entries: list[SideEntry], problems: ProblemCollector) -> tuple[Side, ...]:
    sides: list[Side] = []
    people: list[str] = []
    for seat, entry in enumerate(entries):
        members = tuple(m.strip() for m in entry.members)
        name = (entry.name or " & ".join(members)).strip()
        for member in members:
            if not member:
                problems.add(f"sides[{seat}].members", phrase("val.name_needed"))
            elif why := name_problem(member):
                problems.add(f"sides[{seat}].members", why)
            elif member in people:
                problems.add(f"sides[{seat}].members", phrase("val.member_taken", name=member))
            people.append(member)
        if entry.name and (why := name_problem(entry.name.strip())):
            problems.add(f"sides[{seat}].name", why)
        if name in [s.info.name for s in sides]:
            problems.add(f"sides[{seat}]", phrase("val.side_taken", name=name))
        if entry.colour and entry.colour in [s.info.colour for s in sides]:
            problems.add(f"sides[{seat}]", f"colour {entry.colour!r} is already taken")
        sides.append(Side(PlayerInfo(name, entry.colour or "", SIDE_LETTERS[seat]), members))
    free = [c for c in DEFAULT_COLOURS if c not in {s.info.colour for s in sides}]
    return tuple(s if s.info.colour else Side(PlayerInfo(s.info.name, free.pop(0), s.info.letter), s.members)
                 for s in sides)


def _references(model: PostersFile, board: Board, count: int, problems: ProblemCollector) -> None:
    """Slots, posters, cards and sides named in the turns must exist (a typo, not a rule)."""
    letters = SIDE_LETTERS[:count]
    if model.first not in letters:
        problems.add("first", f"there is no side {model.first!r}")
    for i, letter in enumerate(model.finish):  # PO-FINISH
        if letter not in letters:
            problems.add(f"finish[{i}]", f"there is no side {letter!r} (sides: {', '.join(letters)})")
        elif letter in model.finish[:i]:
            problems.add(f"finish[{i}]", f"side {letter!r} is already placed in the finishing order")
    if model.finish and model.turns:
        problems.add("finish", "a finishing order stands for the whole game: give it or the turns, not both")
    for t, turn in enumerate(model.turns):
        where = f"turns[{t}]"
        if turn.side not in letters:
            problems.add(f"{where}.side", f"there is no side {turn.side!r} (sides: {', '.join(letters)})")
        for a, action in enumerate(turn.do):
            at = f"{where}.do[{a}]"
            if isinstance(action, Stick):
                slots: tuple = (action.stick,)
            elif isinstance(action, Chance):  # its `stick` is a yes/no, not a slot
                slots = (action.unban, action.scrape, *(action.slots or ()))
            else:
                slots = ()
            for slot in slots:
                if slot is not None and board.slot_brand(slot) is None:
                    problems.add(at, f"{slot!r} is not a slot of this board")
            if isinstance(action, Stick) and action.poster not in board.brands:
                problems.add(f"{at}.poster", f"{action.poster!r} is not a brand of this board")
            if isinstance(action, Chance):
                if board.card(action.chance) is None:
                    problems.add(f"{at}.chance", f"{action.chance!r} is not a card of this board's deck")
                if action.give is not None and action.give not in letters:
                    problems.add(f"{at}.give", f"there is no side {action.give!r}")


_TAG_IN_PATH = re.compile(r"(do\[\d+\])\.(?:roll|stick|exchange|chance)(?=\.|$)")


def _problems(error: ValidationError) -> list[Problem]:
    """Pydantic's problems, without the action kind it adds after `do[i]` (`do[0].stick.stick`)."""
    return [Problem(_TAG_IN_PATH.sub(r"\1", p.where), p.message) for p in problems_from(error)]


def parse(data: Any) -> PostersState:
    """Validate a decoded JSON object; raise `InvalidState` with every located problem."""
    try:
        model = PostersFile.model_validate(data)
    except ValidationError as error:
        raise InvalidState(_problems(error)) from None
    problems = ProblemCollector()
    sides = _sides(model.sides, problems)
    board = model.board or EXAMPLE_BOARD
    _references(model, board, len(sides), problems)
    problems.raise_if_any()
    return PostersState(sides, model.variant, board, SIDE_LETTERS.index(model.first), tuple(model.turns),
                        model.board is not None, model.date, frozenset(model.house_rules),
                        tuple(SIDE_LETTERS.index(x) for x in model.finish))


def to_file(state: PostersState) -> dict[str, Any]:
    """The file form of a state (inverse of `parse`)."""
    data: dict[str, Any] = {
        "game": GAME_ID,
        "variant": state.variant,
        "sides": [{"name": s.info.name, "colour": s.info.colour, "members": list(s.members)} for s in state.sides],
        "first": SIDE_LETTERS[state.first],
        "turns": [t.model_dump(mode="json", exclude_defaults=True) for t in state.turns],
    }
    if state.house_rules:
        data["house_rules"] = sorted(state.house_rules)
    if state.custom_board:
        data["board"] = state.board.model_dump(mode="json")
    if state.finish:
        data["finish"] = [SIDE_LETTERS[i] for i in state.finish]
    if state.date:
        data["date"] = state.date
    return data
