"""The Défense d'afficher document the app edits and saves: the game file (the log of turns) plus each
side's private note of its hand, which never leaves the phone (not in the game file, not in the PDF).

Every change is a pure function `doc -> Change(new doc, label)` or a `Refusal` carrying the rule's own
words. Nothing here decides a rule: each claim is replayed by `scorers.posters`, and a claim the rules
refuse is not recorded. A poster on another brand's slot is recorded: its penalty is part of the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from referee_app.changes import Change, Refusal
from scorers.i18n import Phrase, phrase
from scorers.posters import PostersState, Replay, check, parse, replay, score
from scorers.posters.board import Board
from scorers.posters.model import Turn
from scorers.posters.play import TurnRecord, expected_member
from scorers.posters.rules import GAME_ID, SIDE_LETTERS
from scorers.sheet import ScoreSheet
from scorers.violations import Severity, Violation


class PostersDocument(BaseModel):
    """What the store keeps for one game."""

    model_config = ConfigDict(frozen=True)
    file: dict[str, Any]
    players: tuple[str, ...] = Field((), description="everybody at the table (the recent-names list reads it)")
    hands: dict[str, tuple[str, ...]] = Field(default_factory=dict, description="side letter -> brands noted")
    finished: bool = False


def new_document(sides: list[dict[str, Any]], variant: str, first: str = "a", date: str | None = None,
                 house_rules: tuple[str, ...] = (), board: dict[str, Any] | None = None) -> PostersDocument:
    """A new game; raises `InvalidState` (with the located problems) when the sides do not fit the rules.
    `board`: the table's own board (a copy is kept in the game: editing a board later never changes it)."""
    file: dict[str, Any] = {"game": GAME_ID, "variant": variant, "sides": sides, "first": first, "turns": []}
    if board is not None:
        file["board"] = board
    if house_rules:
        file["house_rules"] = sorted(house_rules)
    if date:
        file["date"] = date
    state = parse(file)
    file["sides"] = [{"name": s.info.name, "colour": s.info.colour, "members": list(s.members)} for s in state.sides]
    return PostersDocument(file=file, players=tuple(m for s in state.sides for m in s.members))


def state_of(doc: PostersDocument) -> PostersState:
    return parse(doc.file)


@dataclass(frozen=True)
class Report:
    """What the screens show: the state, the replayed log, the sheet."""

    state: PostersState
    replay: Replay
    sheet: ScoreSheet

    @property
    def table(self):
        return self.replay.table

    @property
    def last(self) -> TurnRecord | None:
        return self.replay.turns[-1] if self.replay.turns else None

    def next_member(self) -> str | None:
        side = self.table.next_side
        return None if side is None else expected_member(self.state, self.table, side)

    def open_panel(self) -> str | None:
        """The panel the last turn's move stopped at (its side may still stick there), if any."""
        last = self.last
        return last.arrived if last and last.applied else None

    def fog_left(self) -> int:
        """Posters a "Foncez dans le brouillard" drawn in the last turn still lets its side stick (PO-FOG)."""
        last = self.last
        return last.fog if last and last.applied and self.table.winner is None else 0

    def stick_panels(self) -> tuple[str, ...]:
        """The panels the last turn's side may still stick on: every panel after a fog card, else the one
        its move stopped at."""
        if self.fog_left():
            return tuple(p.id for p in self.state.board.panels)
        panel = self.open_panel() if self.table.winner is None else None
        return (panel,) if panel else ()


def report(doc: PostersDocument) -> Report:
    state = state_of(doc)
    result = replay(state)
    return Report(state, result, score(state, result))


def _refused(record: TurnRecord, already: int = 0) -> tuple:
    """The claims refused, each said in its rule's words with the rule's id kept apart (the violation banner
    shows the id on a tap)."""
    return tuple(phrase("ui.banner.reason", rule=e.rule, text=e.text)
                 for e in record.events[already:] if e.code and e.severity is Severity.ERROR)


def last_turn_violations(doc: PostersDocument) -> list[Violation]:
    """What `check` says of the last turn of the log (a poster on the wrong slot, its penalty): the game as
    it stands, for the violation banner; earlier turns were said when they were played."""
    turns = len(doc.file["turns"])
    return [v for v in check(state_of(doc)) if turns and v.where.startswith(f"turns[{turns - 1}]")]


def _with_turns(doc: PostersDocument, turns: list[dict]) -> PostersDocument:
    file = {**doc.file, "turns": turns}
    finished = replay(parse(file)).table.winner is not None
    return doc.model_copy(update={"file": file, "finished": finished})


def _label(record: TurnRecord, action: dict[str, Any], board: Board) -> Phrase:
    """The undo label, in the reader's language when it is said ("Undone: turn 3: rolled 4, moved +4"):
    the turn and the action, the brand and the card by their names. An action of no known kind keeps the
    words it was typed in."""
    n = record.index + 1
    if "roll" in action:
        legs = action.get("move")
        legs = legs if isinstance(legs, list) else [legs]
        return phrase("po.label.move", n=n, roll=action["roll"], move=", ".join(f"{m:+d}" if m else "0" for m in legs))
    if "stick" in action and "poster" in action:
        return phrase("po.label.stick", n=n, poster=board.brands.get(action["poster"], action["poster"]),
                      slot=action["stick"])
    if "exchange" in action:
        return phrase("po.label.exchange", n=n, count=action["exchange"])
    card = board.card(action["chance"]) if "chance" in action else None
    if card is not None:
        return phrase("po.label.chance", n=n, card=card.label)
    return phrase("po.label.other", n=n, action=" ".join(f"{k} {v}" for k, v in action.items()))


def new_turn(doc: PostersDocument, action: dict[str, Any]) -> Change | Refusal:
    """Start the next turn, for the side and team member whose turn it is, with a move, an exchange or a
    chance card. Refused (not recorded) when the rules refuse the claim."""
    before = report(doc)
    side = before.table.next_side
    if side is None:
        return Refusal(tuple(e.text for e in before.last.events if e.rule == "PO-WIN")[:1] or ())
    turn = {"side": SIDE_LETTERS[side], "player": before.next_member(), "do": [action]}
    candidate = _with_turns(doc, [*doc.file["turns"], turn])
    state = state_of(candidate)
    record = replay(state).turns[-1]
    refused = _refused(record)
    return Refusal(refused) if refused else Change(candidate, _label(record, action, state.board))


def add_to_turn(doc: PostersDocument, action: dict[str, Any]) -> Change | Refusal:
    """Add a poster stuck (or the card a chance square forces) to the last turn."""
    turns = list(doc.file["turns"])
    if not turns:
        return new_turn(doc, action)
    before = replay(state_of(doc)).turns[-1]
    last = Turn.model_validate(turns[-1]).model_dump(mode="json", exclude_defaults=True)
    turns[-1] = {**last, "do": [*last["do"], action]}
    candidate = _with_turns(doc, turns)
    state = state_of(candidate)
    record = replay(state).turns[-1]
    refused = _refused(record, len([e for e in before.events if e.code != "chance-not-drawn"]))
    if refused:
        return Refusal(refused)
    return Change(_forget_stuck(candidate, record, action), _label(record, action, state.board))


def _forget_stuck(doc: PostersDocument, record: TurnRecord, action: dict[str, Any]) -> PostersDocument:
    """A poster stuck on its slot has left the hand: take it off that side's private note too."""
    letter = SIDE_LETTERS[record.side]
    if "stick" not in action or record.table.posted_by.get(action["stick"]) != record.side:
        return doc
    if action["poster"] not in doc.hands.get(letter, ()):
        return doc
    held = tuple(b for b in doc.hands[letter] if b != action["poster"])
    return doc.model_copy(update={"hands": {**doc.hands, letter: held}})


def set_hand(doc: PostersDocument, letter: str, brands: tuple[str, ...]) -> Change:
    """A side's private note of its own hand (kept on this phone only)."""
    sides = doc.file.get("sides") or ()
    index = SIDE_LETTERS.index(letter) if letter in SIDE_LETTERS else len(sides)
    side = sides[index].get("name", letter) if index < len(sides) else letter
    return Change(doc.model_copy(update={"hands": {**doc.hands, letter: tuple(sorted(brands))}}),
                  phrase("po.label.hand", side=side))


def fitting(rep: Report, brands: tuple[str, ...]) -> dict[str, list[str]]:
    """Panel -> the free, not forbidden slots reserved for one of these brands ("which of my posters fit")."""
    board, table = rep.state.board, rep.table
    banned, posted = table.banned(), table.posted_by
    found: dict[str, list[str]] = {}
    for panel in board.panels:
        slots = [s for s, b in zip(panel.slot_ids(), panel.slots)
                 if b in brands and s not in posted and s not in banned]
        if slots:
            found[panel.id] = slots
    return found


def place_finish(doc: PostersDocument, letter: str) -> Change | Refusal:
    """PO-FINISH: the next side of the finishing order as the table saw it (the first tapped is the winner);
    the game is then finished. Refused while turns are logged (they tell the game turn by turn) and for a
    side already placed; the rules check the rest (`parse`)."""
    if doc.file.get("turns"):
        return Refusal((phrase("po.ui.finish.turns_first"),))
    finish = list(doc.file.get("finish", []))
    state = state_of(doc)
    name = state.names[SIDE_LETTERS.index(letter)]
    if letter in finish:
        return Refusal((phrase("po.finish.placed", side=name, place=finish.index(letter) + 1),))
    file = {**doc.file, "finish": [*finish, letter]}
    parse(file)  # a side that does not exist is a typed, located error
    return Change(doc.model_copy(update={"file": file, "finished": True}),
                  phrase("po.change.finish", side=name, place=len(finish) + 1))


def scoring_file(doc: PostersDocument) -> dict[str, Any]:
    """The game file (what `referee` reads): the hand notes stay out."""
    return dict(doc.file)
