"""Random "monkey" play per game screen model (issue 12), in the manner of OpenSpiel's random simulation
with undo: hypothesis draws user actions and drives them through the model functions the screens call
(`referee_app.games.<game>.document`) and `AppState` (apply with the revision shown, undo, redo, and reload: a new
AppState on the same file). After every step:

- the saved document parses (its game's document model reads it, the game file made from it parses);
- the game reopens: its screen is built from the store, as tapping it on Home does;
- an undo gives back the previous document exactly, a redo the next one, a reload the same one.

Bounded for CI: a few seconds per game. A failure prints the actions that led to it.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from test_app_components import FakePage

from referee_app.changes import Change, Refusal
from referee_app.fronts import front
from referee_app.games.hundsgemein import document as hg
from referee_app.games.loopit import document as lp
from referee_app.games.paleo import document as pm
from referee_app.games.paleo_games import document as pgm
from referee_app.games.posters import document as po
from referee_app.games.track import document as tm
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import STREET_IDS
from scorers.loopit import Tile
from scorers.loopit.rules import SIDES
from scorers.paleo.rules import EXPLORER, KING, MERCENARY
from scorers.registry import find_game

STEPS = 20
EXAMPLES = 5
NAMES = ["Anna", "Ben", "Chloé", "Dev"]
COLOURS = ["yellow", "blue", "red", "green"]
BREEDS = ["rex", "fifi", "daisy", "zorro"]
Action = Callable[[Any], Change | Refusal]


# --- the actions a user can take, per game (what each screen's handlers pass to the model) -------------
def hundsgemein_actions(draw: Any, doc: hg.HgDocument, switch_entry: bool = True) -> tuple[str, Action]:
    names = [p["name"] for p in doc.file["players"]]
    kinds = ["dog", "variant", "finished"] + (["entry"] * 3 if switch_entry else [])
    kinds += ["place"] * 6 + ["remove", "keep"] if doc.entry == "board" else ["count"] * 4
    kind = draw(st.sampled_from(kinds))
    if kind == "place":
        block, player, flea = (draw(st.integers(0, 48)), draw(st.integers(0, len(names) - 1)),
                               draw(st.integers(1, 4)))
        return f"place {block} p{player} f{flea}", lambda d: hg.place(d, block, player, flea)
    if kind == "remove":
        block = draw(st.integers(0, 48))
        return f"remove {block}", lambda d: hg.remove(d, block)
    if kind == "keep":
        wheres = tuple(v.where for v in hg.report(doc).violations)
        return f"keep {wheres}", lambda d: hg.keep(d, *wheres)
    if kind == "dog":
        street, breed = draw(st.sampled_from(STREET_IDS)), draw(st.sampled_from([*BREEDS, None]))
        return f"dog {street} {breed}", lambda d: hg.set_dog(d, street, breed)
    if kind == "variant":
        variant = draw(st.sampled_from(["standard", "expert"]))
        return f"variant {variant}", lambda d: hg.set_variant(d, variant)
    if kind == "entry":
        entry = draw(st.sampled_from(["board", "counts"]))
        return f"entry {entry}", lambda d: hg.set_entry(d, entry)
    if kind == "finished":
        done = draw(st.booleans())
        return f"finished {done}", lambda d: hg.set_finished(d, done)
    street, name = draw(st.sampled_from(STREET_IDS)), draw(st.sampled_from(names))
    delta, side = draw(st.sampled_from([1, 1, -1])), draw(st.sampled_from([None, 0, 1]))
    return f"count {street} {name} {delta} {side}", lambda d: hg.step_count(d, street, name, delta, side)


def hundsgemein_one_entry(draw: Any, doc: hg.HgDocument) -> tuple[str, Action]:
    return hundsgemein_actions(draw, doc, switch_entry=False)


def track_actions(draw: Any, doc: tm.TrackDocument) -> tuple[str, Action]:
    seats = len(doc.file["players"])
    kind = draw(st.sampled_from(["move", "move", "move", "place", "lift", "entry", "value", "finished"]))
    seat = draw(st.integers(0, seats - 1))
    if kind == "move":
        roll = draw(st.sampled_from([1, 2, 3, 4, 5, "star"]))
        options = tm.referee(doc, seat, roll).moves  # the referee panel's buttons
        tokens = draw(st.sampled_from(options)).tokens if options else (draw(st.integers(1, 5)),)
        return f"move s{seat} {roll} {tokens}", lambda d: tm.move(d, seat, roll, tokens)
    token = draw(st.integers(1, 5))
    if kind == "place":
        cell = draw(st.integers(0, 40))
        return f"place s{seat} t{token} c{cell}", lambda d: tm.place(d, seat, token, cell)
    if kind == "lift":
        return f"lift s{seat} t{token}", lambda d: tm.lift(d, seat, token)
    if kind == "entry":
        entry = draw(st.sampled_from(["board", "values"]))
        return f"entry {entry}", lambda d: tm.set_entry(d, entry)
    if kind == "value":
        value = draw(st.one_of(st.none(), st.integers(-5, 30)))
        return f"value s{seat} t{token} {value}", lambda d: tm.set_value(d, seat, token, value)
    done = draw(st.booleans())
    return f"finished {done}", lambda d: tm.set_finished(d, done)


def loopit_actions(draw: Any, doc: lp.LoopitDocument) -> tuple[str, Action]:
    sides = draw(st.sets(st.sampled_from(SIDES), min_size=1))
    tile = Tile("".join(s for s in SIDES if s in sides), draw(st.integers(1, 8)))
    # the board's taps in board mode, the light pad in light mode (as the screen offers them)
    laying = ["lay", "lay", "lay", "start"] if lp.mode(doc) == "board" else ["light", "light", "light"]
    kind = draw(st.sampled_from([*laying, "end", "end", "take", "swap", "pass", "mode", "blocked", "finished"]))
    if kind == "lay":
        squares = sorted(lp.legal_squares(doc, tile))
        if not squares:
            return "start (no square)", lambda d: lp.set_start(d, tile)
        square = draw(st.sampled_from(squares))
        return f"lay {tile.notation()}@{square.name()}", lambda d: lp.lay(d, square, tile)
    if kind == "start":
        return f"start {tile.notation()}", lambda d: lp.set_start(d, tile)
    if kind == "light":
        value, mult = draw(st.integers(1, 8)), draw(st.sampled_from([1, 2, 3, 4, 5, 6]))
        links = draw(st.lists(st.integers(1, 8), max_size=4))
        return f"light {value}x{mult}+{links}", lambda d: lp.lay_light(d, value, mult, links)
    if kind == "take":
        index = draw(st.integers(0, max(0, len(doc.pending) - 1)))
        return f"take back {index}", lambda d: lp.take_back(d, index)
    if kind == "mode":
        new = draw(st.sampled_from(["board", "light"]))
        return f"mode {new}", lambda d: lp.set_mode(d, new)
    if kind in ("blocked", "finished"):
        flag = draw(st.booleans())
        make = lp.set_blocked if kind == "blocked" else lp.set_finished
        return f"{kind} {flag}", lambda d: make(d, flag)
    return kind, {"end": lp.end_turn, "swap": lp.swap, "pass": lp.pass_turn}[kind]


def paleo_actions(draw: Any, doc: pm.PaleoDocument) -> tuple[str, Action]:
    sides = pm.side_names(doc)
    names = [p["name"] for p in doc.file["players"]]
    game = doc.file["game"]
    if game == "paleo":
        kind = draw(st.sampled_from(["round", "round", "reef", "reef", "reef", "clear", "finished"]))
        if kind == "round":
            side, how = draw(st.sampled_from(sides)), draw(st.sampled_from(["door", "capture"]))
            return f"round {side} {how}", lambda d: pm.add_round(d, side, how)
        if kind == "reef":
            turn = pm.reef_turn(doc).next
            side = draw(st.sampled_from([turn, *sides] if turn else sides))
            return f"reef {side}", lambda d: pm.place_reef(d, side)
        if kind == "clear":
            return "clear reefs", pm.clear_reefs
    elif game == "paleo-roi":
        kind = draw(st.sampled_from(["capture", "capture", "finished"]))
        if kind == "capture":
            king = draw(st.sampled_from(names))
            by = draw(st.sampled_from([n for n in names if n != king]))
            piece, first = draw(st.sampled_from([EXPLORER, KING, MERCENARY])), draw(st.booleans())
            return f"capture {king} by {by} {piece} {first}", lambda d: pm.add_capture(d, king, by, piece, first)
    else:
        kind = draw(st.sampled_from(["killer", "off", "kill", "kill", "finished"]))
        player, by = draw(st.sampled_from(names)), draw(st.sampled_from(names))
        if kind == "kill":
            was = draw(st.booleans())
            return f"kill {player} by {by} {was}", lambda d: pm.add_event(d, "kill", player, by, was)
        if kind != "finished":
            return f"{kind} {player}", lambda d: pm.add_event(d, kind, player)
    done = draw(st.booleans())
    return f"finished {done}", lambda d: pm.set_finished(d, done)


PIECES = [f"{c}{n}" for c in ("r", "g") for n in range(1, 9)]
#: The events each derived game's pad sends (pgames_pads, pgames_pads_more).
PAD_EVENTS = {"paleo-points": ["entry", "capture"], "paleo-billard-double": ["shot"], "paleo-cricket": ["shot"],
              "paleo-billard-compte": ["shot"], "paleo-kayak": ["gates"], "paleo-frontiere": ["shot", "count"],
              "paleo-hockey": ["faceoff", "faceoff", "fault", "goal", "out", "blocked"],
              "pitchanque": ["mene", "mene", "jack"]}


def paleo_games_actions(draw: Any, doc: pgm.PgDocument) -> tuple[str, Action]:
    """The events of the game's pad, mostly by the player whose turn it is (as the pad preselects)."""
    rep = pgm.report(doc)
    names = list(rep.state.names)
    turn = rep.turn if getattr(rep, "turn", None) is not None else 0
    player = draw(st.sampled_from([names[turn]] * 3 + names))
    kind = draw(st.sampled_from([*PAD_EVENTS[doc.file["game"]] * 4, "finished"]))
    pieces = 3  # per Pitchanque side at 2 players
    events: dict[str, Any] = {
        "shot": lambda: {"type": "shot", "player": player,
                         "touched": draw(st.lists(st.sampled_from(PIECES), max_size=2, unique=True))},
        "count": lambda: {"type": "shot", "player": player,
                          "across": {n: draw(st.integers(0, 2)) for n in names}},
        "entry": lambda: {"type": "entry", "player": player, "piece": draw(st.integers(1, 8))},
        "capture": lambda: {"type": "capture", "player": player, "piece": draw(st.integers(1, 8))},
        "gates": lambda: {"type": "shot", "player": player, "gates": draw(st.lists(st.integers(-6, 6), max_size=3))},
        "mene": lambda: {"type": "mene", "order": draw(st.permutations(["a"] * pieces + ["b"] * pieces)), "out": {}},
        "jack": lambda: {"type": "jack-out", "by": draw(st.sampled_from(["a", "b"])),
                         "unplayed": draw(st.integers(0, pieces))},
        "faceoff": lambda: {"type": "faceoff", "winner": player},
        "fault": lambda: {"type": "fault", "player": player, "kind": draw(st.sampled_from(["touch", "skip"]))},
        "goal": lambda: {"type": "goal", "player": player},
        "out": lambda: {"type": "out", "player": player},
        "blocked": lambda: {"type": "blocked", "player": player},
    }
    if kind == "finished":
        done = draw(st.booleans())
        return f"finished {done}", lambda d: pgm.set_finished(d, done)
    event = events[kind]()
    return f"event {event}", lambda d: pgm.add_event(d, event)


def posters_actions(draw: Any, doc: po.PostersDocument) -> tuple[str, Action]:
    rep = po.report(doc)
    kind = draw(st.sampled_from(["move", "move", "exchange", "stick", "stick", "hand"]))
    if kind == "move":
        roll = draw(st.integers(1, 6))
        steps = draw(st.sampled_from([roll, -roll, 0]))
        return f"move {roll} {steps}", lambda d: po.new_turn(d, {"roll": roll, "move": steps})
    if kind == "exchange":
        count = draw(st.integers(1, 3))
        return f"exchange {count}", lambda d: po.new_turn(d, {"exchange": count})
    panels = rep.state.board.panels
    brands = sorted({b for p in panels for b in p.slots})
    if kind == "hand":
        letter = draw(st.sampled_from(["a", "b"]))
        hand = tuple(draw(st.lists(st.sampled_from(brands), max_size=3, unique=True)))
        return f"hand {letter} {hand}", lambda d: po.set_hand(d, letter, hand)
    panel = draw(st.sampled_from(panels))
    slot = draw(st.sampled_from(panel.slot_ids()))
    brand = draw(st.sampled_from(brands))
    return f"stick {slot} {brand}", lambda d: po.add_to_turn(d, {"stick": slot, "poster": brand})


# --- the monkey ---------------------------------------------------------------------------------------
class Table:
    """One game in a store on disk, played by the monkey, with the documents it expects to see."""

    def __init__(self, folder: Path, game_id: str, players: int) -> None:
        self.path, self.game = folder / "games.sqlite3", find_game(game_id)
        self.app = self.open()
        seated = [{"name": NAMES[i], "colour": front(self.game).COLOURS[i]} for i in range(players)]
        doc = front(self.game).new_document(self.game, seated, None)
        self.model = type(doc)
        self.record = self.app.create_game(self.game, "monkey", doc)
        self.history, self.at = [self.record.data], 0  # the documents undo/redo walk through

    @property
    def doc(self) -> Any:
        return self.model.model_validate(self.record.data)

    def change(self, make: Action) -> None:
        change = make(self.doc)
        outcome = self.app.apply(self.record.id, change, self.record.revision)
        assert not outcome.stale
        if isinstance(change, Refusal):
            assert outcome.refusal == change.reasons and self.app.record(self.record.id) == self.record
            return
        assert not outcome.refusal, f"the model made a document that cannot be saved: {outcome.refusal}"
        self.record = outcome.record
        if self.record.data != self.history[self.at]:
            del self.history[self.at + 1:]
            self.history.append(self.record.data)
            self.at += 1

    def undo(self) -> None:
        self.record = self.app.undo(self.record.id, self.record.revision)
        self.at = max(0, self.at - 1)
        assert self.record.data == self.history[self.at]  # the previous document, exactly

    def redo(self) -> None:
        self.record = self.app.redo(self.record.id, self.record.revision)
        self.at = min(len(self.history) - 1, self.at + 1)
        assert self.record.data == self.history[self.at]

    def open(self) -> AppState:
        store = Store(self.path)
        store.connection.db.execute("PRAGMA synchronous = OFF")  # durability is another test's: here, speed
        return AppState(store, device_language="en")

    def reload(self) -> None:
        self.app.store.close()
        self.app = self.open()
        again = self.app.record(self.record.id)
        assert again.data == self.record.data and again.revision == self.record.revision
        self.record = again

    def check(self) -> None:
        saved = self.app.record(self.record.id)
        assert self.app.document_problem(saved.game, saved.data) is None
        self.model.model_validate(saved.data)
        front(self.game).game_view(FakePage(), self.app, saved.id, lambda *r: None)  # the game reopens

    def close(self) -> None:
        self.app.store.close()


def monkey(game_id: str, players: int, actions: Callable[[Any, Any], tuple[str, Action]],
           examples: int = EXAMPLES) -> Callable:
    # No shrinking: every step writes to disk, and shrinking would take minutes; the failing example
    # prints its whole list of actions, which is the reproducer.
    @settings(max_examples=examples, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate],
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.data())
    def run(data: st.DataObject) -> None:
        with tempfile.TemporaryDirectory() as folder:
            table = Table(Path(folder), game_id, players)
            try:
                table.check()
                for _ in range(STEPS):
                    step = data.draw(st.sampled_from(["act"] * 6 + ["undo", "redo", "reload"]), label="step")
                    if step == "act":
                        label, make = actions(data.draw, table.doc)
                        data.draw(st.just(label), label="action")  # printed with a failing example
                        table.change(make)
                    else:
                        getattr(table, step)()
                    table.check()
            finally:
                table.close()

    return run


GAMES = [
    ("hundsgemein", 3, hundsgemein_one_entry),
    ("numeri", 2, track_actions),
    ("numeri", 4, track_actions),
    ("froscheln", 3, track_actions),
    ("loopit", 2, loopit_actions),
    ("loopit", 4, loopit_actions),
    ("paleo", 2, paleo_actions),
    ("paleo", 3, paleo_actions),
    ("paleo-roi", 3, paleo_actions),
    ("paleo-escarmouche", 2, paleo_actions),
    *[(g, 2, paleo_games_actions) for g in ("paleo-points", "paleo-billard-double", "paleo-cricket",
                                            "paleo-billard-compte", "paleo-kayak", "paleo-frontiere",
                                            "paleo-hockey", "pitchanque")],
    ("posters", 2, posters_actions),
    ("posters", 4, posters_actions),
]


@pytest.mark.parametrize(("game_id", "players", "actions"), GAMES,
                         ids=[f"{g}-{n}" for g, n, _ in GAMES])
def test_random_play_with_undo_redo_and_reload_never_breaks_a_game(game_id, players, actions):
    monkey(game_id, players, actions)()


def test_random_play_switching_hundsgemein_entry_modes_never_breaks_a_game():
    """Board <-> street counts switches mixed with everything else (defect 1 is found here)."""
    monkey("hundsgemein", 3, hundsgemein_actions, examples=3 * EXAMPLES)()


def test_the_monkey_sequence_of_defect_1_keeps_the_game_playable(tmp_path):
    """The sequence the monkey finds: lay a tile, switch to street counts, back to the board, lay another."""
    table = Table(tmp_path, "hundsgemein", 3)
    try:
        for make in (lambda d: hg.place(d, 0, 0, 1), lambda d: hg.set_entry(d, "counts"),
                     lambda d: hg.set_entry(d, "board"), lambda d: hg.place(d, 10, 1, 2)):
            table.change(make)
            table.check()
        table.undo()
        table.check()
    finally:
        table.close()
