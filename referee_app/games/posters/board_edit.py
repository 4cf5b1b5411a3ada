"""The board editor's draft: a Défense d'afficher board as the editor holds it while a table types it in,
and the edits a tap makes. No Flet here (the property tests drive it directly) and no rule: whether a
draft is a board is asked of `scorers.posters.board.Board`, and its refusals are shown as they come.

A draft is plain JSON (it is kept as the set-up's draft at every tap):
`{"name", "example", "facts", "track", "starts", "chance", "panels": [{"id", "brush", "slots": [{"id",
"name"}]}], "deck": [card]}`. A slot carries its brand (id and name): the board's one-slot-per-brand rule
(PO-COPIES) makes the slot the natural place to type a brand. A brand id is kept from the board loaded
and made from the name for a new one, so a board saved unchanged comes back unchanged.
"""

from __future__ import annotations

import copy
import re
import unicodedata
from typing import Any

from pydantic import ValidationError

from scorers.posters.board import Board, CardKind
from scorers.posters.rules import COPIES, DEAL_BY_SIDES, MAX_SIDES
from scorers.validation import problems_from

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: The limits the board model sets (kept here so that the editor's steppers stop where the model would).
MIN_TRACK, MAX_TRACK = 8, 200
MAX_SLOTS = 8
MAX_COUNT = 20
CARD_KINDS: tuple[str, ...] = CardKind.__args__  # type: ignore[attr-defined]
#: A new panel's slots: four (a ban over four slots forbids a whole panel, so printed panels have four).
NEW_PANEL_SLOTS = 4
DEFAULT_TRACK = 40


def blank() -> dict[str, Any]:
    """A board from scratch: a loop of 40 squares, the four starts spread round it, nothing else."""
    return {"name": "", "example": False, "facts": [], "track": DEFAULT_TRACK,
            "starts": spread_starts(DEFAULT_TRACK), "chance": [], "panels": [], "deck": []}


def spread_starts(track: int) -> list[int]:
    return [track * seat // MAX_SIDES for seat in range(MAX_SIDES)]


def from_board(data: dict[str, Any]) -> dict[str, Any]:
    """The draft of a board dict (as a game file holds it)."""
    board = Board.model_validate(data).model_dump(mode="json")
    return {
        "name": board["name"], "example": board["example"], "facts": list(board["facts"]),
        "track": board["track"], "starts": list(board["starts"]), "chance": list(board["chance"]),
        "panels": [{"id": p["id"], "brush": p["brush"],
                    "slots": [{"id": b, "name": board["brands"][b]} for b in p["slots"]]} for p in board["panels"]],
        "deck": [dict(c) for c in board["deck"]],
    }


def slug(name: str) -> str:
    """A brand or card id made from its name: lower-case ASCII letters, digits and dashes, at most 24."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")[:24].strip("-") or "x"


def _unique(base: str, taken: set[str]) -> str:
    if base not in taken:
        return base
    n = 2
    while f"{base[:21]}-{n}" in taken:
        n += 1
    return f"{base[:21]}-{n}"


def board_data(draft: dict[str, Any]) -> dict[str, Any]:
    """The board dict the draft says (brand ids made for new names); not yet validated."""
    taken = {s["id"] for p in draft["panels"] for s in p["slots"] if s.get("id")}
    brands: dict[str, str] = {}
    panels = []
    for panel in draft["panels"]:
        ids = []
        for slot in panel["slots"]:
            brand = slot.get("id")
            if not brand:
                brand = _unique(slug(slot["name"]), taken | set(brands))
            brands.setdefault(brand, slot["name"].strip())
            ids.append(brand)
        panels.append({"id": panel["id"], "brush": panel["brush"], "slots": ids})
    return {"name": draft["name"].strip(), "example": draft["example"], "facts": list(draft["facts"]),
            "track": draft["track"], "starts": list(draft["starts"]), "chance": sorted(draft["chance"]),
            "brands": brands, "panels": panels, "deck": [dict(c) for c in draft["deck"]]}


def problems(draft: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """Why the draft is not a board yet, each (where, catalogue key, parameters): the editor's own gaps
    first (no name, a panel without its brush square, a slot without a brand, a brand typed twice, too
    few brands to deal), then anything else the board model refuses (`po.ed.p.model`, its own words)."""
    found: list[tuple[str, str, dict[str, Any]]] = []
    if not draft["name"].strip():
        found.append(("name", "po.ed.p.name", {}))
    if not draft["panels"]:
        found.append(("panels", "po.ed.p.no_panel", {}))
    seen: dict[str, str] = {}
    for panel in draft["panels"]:
        if panel["brush"] is None:
            found.append((panel["id"], "po.ed.p.brush", {"panel": panel["id"]}))
        for n, slot in enumerate(panel["slots"], 1):
            name, where = slot["name"].strip(), f"{panel['id']}{n}"
            if not name:
                found.append((where, "po.ed.p.brand", {"slot": where}))
            elif name.casefold() in seen:
                found.append((where, "po.ed.p.twice", {"slot": where, "other": seen[name.casefold()], "brand": name}))
            else:
                seen[name.casefold()] = where
    brands, dealt = sum(len(p["slots"]) for p in draft["panels"]), MAX_SIDES * DEAL_BY_SIDES[MAX_SIDES]
    if COPIES * brands <= dealt:
        found.append(("brands", "po.ed.p.few", {"count": brands, "need": dealt // COPIES + 1}))
    if found:
        return found
    try:
        Board.model_validate(board_data(draft))
    except ValidationError as error:
        return [(p.where, "po.ed.p.model", {"text": p.message}) for p in problems_from(error)]
    return []


def saved(draft: dict[str, Any]) -> dict[str, Any] | None:
    """The board dict to save (as the board model writes it), or None while the draft has problems."""
    if problems(draft):
        return None
    return Board.model_validate(board_data(draft)).model_dump(mode="json")


# --- edits: each returns a new draft; every edit makes the board the table's own (not the default) ----

def _edited(draft: dict[str, Any]) -> dict[str, Any]:
    new = copy.deepcopy(draft)
    new["example"] = False
    return new


def set_name(draft: dict[str, Any], name: str) -> dict[str, Any]:
    new = _edited(draft)
    new["name"] = name[:80]
    return new


def set_track(draft: dict[str, Any], track: int) -> dict[str, Any]:
    """A new length; squares past the end are dropped (starts that were spread are spread again)."""
    new = _edited(draft)
    track = max(MIN_TRACK, min(MAX_TRACK, track))
    if new["starts"] == spread_starts(new["track"]) or any(s >= track for s in new["starts"]):
        new["starts"] = spread_starts(track)
    new["track"] = track
    new["chance"] = [s for s in new["chance"] if s < track]
    for panel in new["panels"]:
        if panel["brush"] is not None and panel["brush"] >= track:
            panel["brush"] = None
    return new


def _clear_square(draft: dict[str, Any], square: int) -> None:
    """A square is one thing: a chance square or a brush square (starts are moved, not cleared)."""
    draft["chance"] = [s for s in draft["chance"] if s != square]
    for panel in draft["panels"]:
        if panel["brush"] == square:
            panel["brush"] = None


def set_start(draft: dict[str, Any], seat: int, square: int) -> dict[str, Any]:
    new = _edited(draft)
    _clear_square(new, square)
    new["starts"][seat] = square
    return new


def toggle_chance(draft: dict[str, Any], square: int) -> dict[str, Any]:
    new = _edited(draft)
    had = square in new["chance"]
    _clear_square(new, square)
    if not had and square not in new["starts"]:
        new["chance"] = sorted([*new["chance"], square])
    return new


def set_brush(draft: dict[str, Any], panel_id: str, square: int) -> dict[str, Any]:
    new = _edited(draft)
    if square in new["starts"]:
        return new
    _clear_square(new, square)
    for panel in new["panels"]:
        if panel["id"] == panel_id:
            panel["brush"] = square
    return new


def clear_square(draft: dict[str, Any], square: int) -> dict[str, Any]:
    new = _edited(draft)
    _clear_square(new, square)
    return new


def add_panel(draft: dict[str, Any]) -> dict[str, Any]:
    used = {p["id"] for p in draft["panels"]}
    free = [c for c in LETTERS if c not in used]
    if not free:
        return draft
    new = _edited(draft)
    new["panels"].append({"id": free[0], "brush": None,
                          "slots": [{"id": None, "name": ""} for _ in range(NEW_PANEL_SLOTS)]})
    return new


def remove_panel(draft: dict[str, Any], panel_id: str) -> dict[str, Any]:
    new = _edited(draft)
    new["panels"] = [p for p in new["panels"] if p["id"] != panel_id]
    return new


def _panel(draft: dict[str, Any], panel_id: str) -> dict[str, Any]:
    return next(p for p in draft["panels"] if p["id"] == panel_id)


def add_slot(draft: dict[str, Any], panel_id: str) -> dict[str, Any]:
    new = _edited(draft)
    slots = _panel(new, panel_id)["slots"]
    if len(slots) < MAX_SLOTS:
        slots.append({"id": None, "name": ""})
    return new


def remove_slot(draft: dict[str, Any], panel_id: str) -> dict[str, Any]:
    new = _edited(draft)
    slots = _panel(new, panel_id)["slots"]
    if len(slots) > 1:
        slots.pop()
    return new


def set_brand(draft: dict[str, Any], panel_id: str, index: int, name: str) -> dict[str, Any]:
    """The brand reserved on a slot: its name (a brand loaded keeps its id when renamed)."""
    new = _edited(draft)
    _panel(new, panel_id)["slots"][index]["name"] = name[:40]
    return new


def add_card(draft: dict[str, Any], kind: str) -> dict[str, Any]:
    """A new card of this kind, one copy (its row's stepper sets how many): two cards of one kind may
    differ (3 squares ahead, 3 back)."""
    new = _edited(draft)
    card: dict[str, Any] = {"id": _unique(kind.replace("_", "-"), {c["id"] for c in new["deck"]}), "kind": kind,
                            "count": 1, "name": None, "steps": 3 if kind == "move" else None, "posters": None}
    new["deck"].append(card)
    return new


def set_card(draft: dict[str, Any], card_id: str, **fields: Any) -> dict[str, Any]:
    """Change a card: `count` (0 removes it), `steps` (move cards), `posters` (fog cards), `name`."""
    new = _edited(draft)
    card = next(c for c in new["deck"] if c["id"] == card_id)
    card.update(fields)
    if card["count"] <= 0:
        new["deck"].remove(card)
    else:
        card["count"] = min(MAX_COUNT, card["count"])
    return new
