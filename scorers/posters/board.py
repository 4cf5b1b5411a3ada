"""The printed material as editable data: the track, the panels and their reserved slots, the brands,
and the chance deck.

No full layout of the printed board is published in anything we could read. `EXAMPLE_BOARD` (also
`DEFAULT_BOARD`) is **reconstructed from published descriptions** (its `facts` list them) and says so in
its `name` and `example` flag; a table checks it against its own board and replaces it in the game file's
`board` key (or in the app's board editor). Every rule works from that data alone.
"""

from __future__ import annotations

import copy
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from scorers.board_kind import BoardKind
from scorers.i18n import Phrase, phrase
from scorers.posters.rules import COPIES, DEAL_BY_SIDES, MAX_SIDES
from scorers.validation import fault_line

BrandId = Annotated[str, Field(pattern=r"^[a-z0-9_-]{1,24}$")]
PanelId = Annotated[str, Field(pattern=r"^[A-Z]$")]
#: What a chance card does (PO-CARDS); each kind is one effect in `cards.py`.
CardKind = Literal["ban", "scraper", "move", "replay", "lose_turn", "give", "draw", "fog"]
#: The kinds whose holder makes a choice when the card is played (where a ban goes, whom to give to...).
CHOICE_KINDS = frozenset({"ban", "scraper", "give"})


class Panel(BaseModel):
    """A hoarding beside the track: its brush square and its slots, each reserved for one brand."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: PanelId
    brush: Annotated[int, Field(ge=0, description="the track square of this panel's brush")]
    slots: Annotated[tuple[BrandId, ...], Field(min_length=1, max_length=8,
                                                description="brand reserved on slot 1, 2, ...")]

    def slot_ids(self) -> tuple[str, ...]:
        return tuple(f"{self.id}{n}" for n in range(1, len(self.slots) + 1))


class Card(BaseModel):
    """One kind of chance card and how many of it the deck holds."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: BrandId
    kind: CardKind
    count: Annotated[int, Field(ge=1, le=20)] = 1
    name: str | None = Field(None, description="the card's printed title")
    steps: int | None = Field(None, description="move cards: squares forward (+) or backward (-)")
    posters: Annotated[int, Field(ge=1, le=60)] | None = Field(
        None, description="fog cards: the most posters its holder may stick (none: as many as they choose)")

    @property
    def label(self) -> Phrase | str:
        """The card's title: the one a table typed for its own deck (in its own words), else the
        catalogue's wording for what the card does, in the reader's language."""
        if self.name:
            return self.name
        if self.kind == "move":
            return phrase("po.card.ahead" if (self.steps or 0) > 0 else "po.card.back", steps=abs(self.steps or 0))
        return phrase(f"po.card.{self.kind}")

    @model_validator(mode="after")
    def _steps(self) -> "Card":
        if (self.kind == "move") != (self.steps not in (None, 0)):
            raise ValueError("a 'move' card needs non-zero 'steps'; other kinds take none")
        if self.posters is not None and self.kind != "fog":
            raise ValueError("only a 'fog' card takes 'posters'")
        return self


class Board(BaseModel):
    """A whole board: track squares 0..track-1 in a loop, starts, chance squares, panels, brands, deck."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    example: bool = Field(False, description="true for a board not checked against a printed one (the default)")
    facts: tuple[Annotated[str, Field(max_length=300)], ...] = Field(
        (), max_length=20, description="the published facts this board rests on, with their source")
    track: Annotated[int, Field(ge=8, le=200, description="number of squares of the loop")]
    starts: Annotated[tuple[int, ...], Field(min_length=MAX_SIDES, max_length=MAX_SIDES,
                                             description="the 'Départ' square in front of each seat")]
    chance: tuple[int, ...] = Field(description="squares 'Prenez une carte de Chance'")
    brands: dict[BrandId, Annotated[str, Field(min_length=1, max_length=40)]]
    panels: Annotated[tuple[Panel, ...], Field(min_length=1, max_length=26)]
    deck: tuple[Card, ...] = ()

    @property
    def label(self) -> Phrase | str:
        """The board's name; the bundled default's is said in the reader's language."""
        return phrase("po.board.example") if self.name == EXAMPLE_BOARD_DATA["name"] else self.name

    @model_validator(mode="after")
    def _consistent(self) -> "Board":
        """Every fault of the board at once, each at its place: one line each of the error's text,
        `@panels[1].brush: ...`, which `scorers.validation` turns into located problems (LOCATED_LINE)."""
        faults: list[str] = []
        squares = [*((f"starts[{i}]", s, "start", "") for i, s in enumerate(self.starts)),
                   *((f"chance[{i}]", s, "chance", "") for i, s in enumerate(self.chance)),
                   *((f"panels[{i}].brush", p.brush, "brush", p.id) for i, p in enumerate(self.panels))]
        seen: dict[int, str] = {}
        for where, square, what, panel_id in squares:
            if not 0 <= square < self.track:
                faults.append(fault_line(where, f"po.board.off_track.{what}", square=square, last=self.track - 1,
                                         panel=panel_id))
            elif square in seen and what != "start":
                faults.append(fault_line(where, f"po.board.taken.{what}", square=square, panel=panel_id,
                                         other=f"§po.board.kind.{seen[square]}"))
            seen.setdefault(square, what)
        letters: set[str] = set()
        for i, panel in enumerate(self.panels):
            if panel.id in letters:
                faults.append(fault_line(f"panels[{i}].id", "po.board.letter_twice", panel=panel.id))
            letters.add(panel.id)
        reserved: set[str] = set()
        for i, panel in enumerate(self.panels):
            for j, brand in enumerate(panel.slots):
                where = f"panels[{i}].slots[{j}]"
                if brand not in self.brands:
                    faults.append(fault_line(where, "po.board.unknown_brand", panel=panel.id, brand=brand))
                elif brand in reserved:
                    faults.append(fault_line(where, "po.board.brand_twice", brand=brand))
                reserved.add(brand)
        for brand in sorted(set(self.brands) - reserved):
            faults.append(fault_line(f"brands.{brand}", "po.board.brand_no_slot"))
        if COPIES * len(self.brands) < MAX_SIDES * DEAL_BY_SIDES[MAX_SIDES] + 1:
            faults.append(fault_line("brands", "po.board.too_few_brands"))
        cards: set[str] = set()
        for i, card in enumerate(self.deck):
            if card.id in cards:
                faults.append(fault_line(f"deck[{i}].id", "po.board.card_twice", card=card.id))
            cards.add(card.id)
        if faults:
            raise ValueError("\n".join(faults))
        return self

    @property
    def posters(self) -> int:
        return COPIES * len(self.brands)

    # Lookups the turn engine makes on every move, indexed once (the board is frozen).
    _panel_by_id: dict[str, Panel] = PrivateAttr(default_factory=dict)
    _panel_at: dict[int, Panel] = PrivateAttr(default_factory=dict)
    _card_by_id: dict[str, Card] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context: Any) -> None:
        for p in reversed(self.panels):  # the first of equal keys wins, as a search in order finds it
            self._panel_by_id[p.id] = p
            self._panel_at[p.brush] = p
        for c in reversed(self.deck):
            self._card_by_id[c.id] = c

    def panel(self, panel_id: str) -> Panel | None:
        return self.__pydantic_private__["_panel_by_id"].get(panel_id)  # not through pydantic's __getattr__

    def slot_brand(self, slot: str) -> str | None:
        """The brand a slot ("C2") is reserved for, or None if there is no such slot."""
        panel = self.panel(slot[:1])
        if panel is None or not slot[1:].isdigit() or not 1 <= int(slot[1:]) <= len(panel.slots):
            return None
        return panel.slots[int(slot[1:]) - 1]

    def slot_of(self, brand: str) -> str:
        return next(s for p in self.panels for s, b in zip(p.slot_ids(), p.slots) if b == brand)

    def brush_panel(self, square: int) -> Panel | None:
        return self.__pydantic_private__["_panel_at"].get(square)

    def card(self, card_id: str) -> Card | None:
        return self.__pydantic_private__["_card_by_id"].get(card_id)


_BRANDS = {
    "lune": "Savon Lune", "sirius": "Chocolat Sirius", "eclair": "Cirage Éclair", "soleil": "Pâtes Soleil",
    "caravelle": "Café Caravelle", "mistral": "Biscuits Mistral", "cyrano": "Apéritif Cyrano",
    "neige": "Dentifrice Neige", "azur": "Lessive Azur", "marquise": "Moutarde Marquise",
    "comete": "Bière Comète", "olivia": "Huile Olivia", "perle": "Sucre Perle", "hirondelle": "Vélo Hirondelle",
    "ondine": "Radio Ondine", "zephyr": "Pneus Zéphyr", "fermiere": "Chicorée Fermière", "cristal": "Eau Cristal",
    "cerise": "Confiture Cerise", "pagode": "Thé Pagode", "plume": "Stylo Plume d'Or", "muguet": "Parfum Muguet",
    "corsaire": "Sardines Corsaire", "prairie": "Lait Prairie", "tropic": "Cacao Tropic",
    "bulle": "Limonade Bulle", "fusee": "Essence Fusée",
    "lustucru": "Lustucru",  # the one brand the sheet names ("une affiche LUSTUCRU")
}
_IDS = list(_BRANDS)

#: What is publicly known of the printed material (reviews, rule-booklet listings, the sheet itself); no full
#: layout is published in anything we could read. Everything else in the default board is made up.
FACTS = (
    "Rule sheet (Snépic, seeds/003): 18, 12 or 9 posters a side at 2, 3 or 4 sides, 36 in every case, and "
    "'le reste des affiches non distribuées' is the reserve: so more than 36 posters.",
    "Rule sheet: 'chaque affiche est en double exemplaire', one reserved slot per poster: two posters and "
    "one slot per brand, so at least 19 brands (38 posters).",
    "Rule sheet: a 'Défense d'afficher' laid over 4 slots of one panel forbids 'la totalité de celui-ci': "
    "a panel has 4 slots.",
    "Rule sheet: 'une affiche LUSTUCRU ne peut être posée que sur le rectangle Réservé à LUSTUCRU'.",
    "Escale à jeux, 'Défense d'afficher' (https://escaleajeux.fr/jeu/defen, François Haffner): one chance "
    "card is 'Foncez dans le brouillard': its holder sticks posters of their choice on their slots.",
    "Rule sheet: a 'Départ' square in front of each of up to 4 players; squares 'Prenez une carte de "
    "Chance'; a 'brosse' square at the foot of each panel.",
)

#: The default board, reconstructed from published descriptions (check it against your board): 28 brands
#: (the facts ask at least 19) on 7 panels of 4 slots, a loop of 40 squares, 22 chance cards of 9 kinds
#: including the documented "Foncez dans le brouillard". Track length, squares, brand names other than
#: Lustucru and the other cards are made up. Edit it, or give your own `board` in the game file.
EXAMPLE_BOARD_DATA: dict[str, Any] = {
    "name": "Default board (reconstructed from published descriptions; check against your board)",
    "example": True,
    "facts": list(FACTS),
    "track": 40,
    "starts": [0, 10, 20, 30],
    "chance": [2, 7, 13, 18, 24, 29, 35],
    "brands": _BRANDS,
    "panels": [
        {"id": letter, "brush": brush, "slots": _IDS[4 * n:4 * n + 4]}
        for n, (letter, brush) in enumerate(zip("ABCDEFG", (4, 9, 15, 21, 26, 32, 37)))
    ],
    "deck": [
        # No "name": each card's title comes from the catalogue (po.card.*), in the reader's language.
        {"id": "ban", "kind": "ban", "count": 4},
        {"id": "scraper", "kind": "scraper", "count": 4},
        {"id": "ahead3", "kind": "move", "count": 2, "steps": 3},
        {"id": "back3", "kind": "move", "count": 2, "steps": -3},
        {"id": "replay", "kind": "replay", "count": 2},
        {"id": "draw", "kind": "draw", "count": 2},
        {"id": "give", "kind": "give", "count": 2},
        {"id": "rest", "kind": "lose_turn", "count": 2},
        {"id": "fog", "kind": "fog", "count": 2},  # "Foncez dans le brouillard", the documented card
    ],
}
EXAMPLE_BOARD = Board.model_validate(EXAMPLE_BOARD_DATA)
DEFAULT_BOARD = EXAMPLE_BOARD



def board_kind(game: str) -> BoardKind:
    """Défense d'afficher's printed board, as the table's boards keep it (`referee_app/boards.py`)."""
    return BoardKind(game, Board, lambda: {EXAMPLE_BOARD_DATA["name"]: copy.deepcopy(EXAMPLE_BOARD_DATA)},
                     lambda board: {"game": game, "sides": [{"members": ["A"]}, {"members": ["B"]}],
                                    "board": board, "turns": []})
