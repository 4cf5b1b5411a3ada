"""Loopit's, Paleo's, the Paleo games' and the track games' changes as an undo or a redo names them
("Undone: …", "Annulé : …"): in the reader's language, whatever language the change was made in. They were
plain English ("tile 3x2+1", "reef Alice", an event as JSON, "a2:2"), shown as is in a French snack bar
(issue 17: the app speaks the reader's language everywhere). Défense d'afficher and Hundsgemein already
name theirs so (tests/test_posters_labels.py); labels saved by older versions as plain text still show."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from referee_app.changes import PHRASE_MARK, Change, label_text, stored_label
from referee_app.games.loopit import board_edit as edit
from referee_app.games.loopit import document as lp
from referee_app.games.paleo import document as pm
from referee_app.games.paleo_games import document as pg
from referee_app.games.track import document as tm
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import Phrase, render
from scorers.loopit import parse_square, parse_tile
from scorers.paleo_games import GAMES
from scorers.registry import find_game

ROOT = Path(__file__).resolve().parents[1]
#: Every game's document module (Hundsgemein's and Défense d'afficher's were phrased first; the sweep keeps
#: all six so).
MODULES = {path.parent.name: path for path in sorted((ROOT / "referee_app" / "games").glob("*/document.py"))}
PG_DATA = Path(__file__).parent / "data" / "paleo_games"
PLAYERS = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "blue"}]
TWO = [{"name": "Alice", "colour": "red"}, {"name": "Bruno", "colour": "green"}]


def said(change, lang: str) -> str:
    """The label of a change as the store keeps it, then as the snack bar says it in `lang`."""
    assert isinstance(change, Change), change
    assert isinstance(change.label, Phrase), f"a plain label, said in one language only: {change.label!r}"
    text = label_text(stored_label(change.label), lang)
    assert text == render(change.label, lang)  # the stored form says what the phrase says
    return text


def both(change) -> tuple[str, str]:
    return said(change, "fr"), said(change, "en")


# --- Loopit ------------------------------------------------------------------------------------------------

def lp_started() -> lp.LoopitDocument:
    return lp.set_start(lp.new_document(PLAYERS, "standard"), parse_tile("NESW7")).doc


def test_loopit_start_tile_and_its_dead_end_are_named_in_either_language():
    empty = lp.new_document(PLAYERS, "standard")
    assert both(lp.set_start(empty, parse_tile("NESW7"))) == (
        "tuile de départ : le 7 aux chemins vers le nord, l’est, le sud et l’ouest",
        "start tile: the 7 with lines north, east, south and west")
    assert both(lp.set_start(empty, parse_tile("E3"))) == (
        "le 3 au chemin vers l’est : cul-de-sac, retiré du jeu",
        "the 3 with a line east: a dead end, put out of the game")


def test_loopit_a_tile_laid_and_taken_back_then_the_turn_written():
    laid = lp.lay(lp_started(), parse_square("g6"), parse_tile("EW1"))
    assert both(laid) == ("le 1 aux chemins vers l’est et l’ouest posé en g6",
                          "the 1 with lines east and west laid on g6")
    assert both(lp.take_back(laid.doc, 0)) == ("tuile 1 reprise", "tile 1 taken back")
    assert both(lp.end_turn(laid.doc)) == ("tour 1 noté", "turn 1 entered")


def test_loopit_swap_pass_blocked_finished_are_named_in_either_language():
    swap = lp.swap(lp_started())
    assert both(swap) == ("tour 1 : tuiles changées", "turn 1: tiles swapped")
    passed = lp.pass_turn(swap.doc)
    assert both(passed) == ("tour 2 : aucune tuile posée", "turn 2: no tile laid")
    blocked = lp.set_blocked(passed.doc, True)
    assert both(blocked) == ("plus aucun coup possible", "nobody can lay a tile")
    assert both(lp.set_blocked(blocked.doc, False)) == ("finalement, un coup est possible",
                                                         "someone can lay a tile after all")
    finished = lp.set_finished(passed.doc, True)
    assert both(finished) == ("partie terminée", "game marked finished")
    assert both(lp.set_finished(finished.doc, False)) == ("partie rouverte", "game reopened")


def test_loopit_light_entry_mode_board_and_light_tile():
    empty = lp.new_document(PLAYERS, "standard")
    light = lp.set_mode(empty, "light")
    assert both(light) == ("saisie légère", "light entry")
    assert both(lp.set_mode(light.doc, "light")) == ("saisie légère", "light entry")  # no change, same words
    assert both(lp.set_mode(light.doc, "board")) == ("saisie sur le plateau", "entry on the board")
    assert both(lp.lay_light(light.doc, 3, 2, [1])) == ("tuile 3×2+1", "tile 3×2+1")
    assert both(lp.lay_light(light.doc, 4, 1, [1, 5])) == ("tuile 4×1+1+5", "tile 4×1+1+5")
    board = edit.blank(7, "cuisine")
    assert both(lp.set_board(empty, board)) == ("plateau : cuisine", "board: cuisine")


# --- Paleo, Le Roi, Escarmouche ---------------------------------------------------------------------------

def test_paleo_rounds_and_reefs_are_named_by_their_round():
    doc = pm.new_document("paleo", TWO)
    reef = pm.place_reef(doc, "Alice")
    assert both(reef) == ("manche 1 : récif posé par Alice", "round 1: reef placed by Alice")
    assert both(pm.clear_reefs(reef.doc)) == ("manche 1 : récifs retirés", "round 1: reefs cleared")
    door = pm.add_round(doc, "Alice", "door")
    assert both(door) == ("manche 1 : Alice par la porte", "round 1: Alice by the door")
    capture = pm.add_round(door.doc, "Bruno", "capture")
    assert both(capture) == ("manche 2 : Bruno par capture", "round 2: Bruno by capture")
    recorded = pm.add_recorded_round(capture.doc, {"Alice": {"keys": 2, "on_door": True}, "Bruno": {"keys": 1}})
    assert both(recorded) == ("manche 3, d’après sa fiche", "round 3, from its record")
    finished = pm.set_finished(recorded.doc, True)
    assert both(finished) == ("partie terminée", "game marked finished")
    assert both(pm.set_finished(finished.doc, False)) == ("partie rouverte", "game reopened")


def test_le_roi_a_capture_names_the_king_and_who_took_it():
    doc = pm.new_document("paleo-roi", TWO)
    assert both(pm.add_capture(doc, "Bruno", "Alice", "explorer")) == (
        "Roi de Bruno capturé par Alice", "Bruno's king captured by Alice")


def test_escarmouche_events_are_named_in_either_language():
    doc = pm.new_document("paleo-escarmouche", TWO)
    killer = pm.add_event(doc, "killer", "Alice")
    assert both(killer) == ("Alice : un pion devient Tueur", "Alice: a piece becomes a killer")
    kill = pm.add_event(killer.doc, "kill", "Bruno", "Alice")
    assert both(kill) == ("Bruno : un pion tué par le Tueur d’Alice", "Bruno: a piece killed by Alice's killer")
    killer_again = pm.add_event(kill.doc, "killer", "Bruno").doc
    killed_killer = pm.add_event(pm.add_event(killer_again, "killer", "Alice").doc, "kill", "Bruno", "Alice",
                                 was_killer=True)
    assert both(killed_killer) == ("Bruno : un Tueur tué par le Tueur d’Alice",
                                   "Bruno: a killer killed by Alice's killer")
    assert both(pm.add_event(kill.doc, "off", "Alice")) == ("Alice : un pion sorti du plateau",
                                                            "Alice: a piece off the board")


# --- Paleo's derived games --------------------------------------------------------------------------------

def pg_two(game_id: str) -> pg.PgDocument:
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]
    return pg.new_document(game_id, GAMES[game_id].file_sides(players))


def test_paleo_games_an_event_is_named_as_the_sheet_names_it_with_the_points_it_scored():
    shot = pg.add_event(pg_two("paleo-billard-compte"), {"type": "shot", "player": "Ana", "touched": ["r1", "r2"]})
    assert both(shot) == ("Ana touche le rouge 1 et le rouge 2 (Ana +2)", "Ana touches red 1 and red 2 (Ana +2)")
    faceoff = pg.add_event(pg_two("paleo-hockey"), {"type": "faceoff", "winner": "Ana"})
    assert both(faceoff) == ("engagement", "face-off")
    fault = pg.add_event(faceoff.doc, {"type": "fault", "player": "Ana", "kind": "same-piece"})
    assert said(fault, "fr") == "faute d’Ana : même pion deux fois de suite"
    finished = pg.set_finished(fault.doc, True)
    assert both(finished) == ("partie terminée", "game marked finished")
    assert both(pg.set_finished(finished.doc, False)) == ("partie rouverte", "game reopened")


def test_paleo_games_a_double_entered_in_one_tap_names_both_shots():
    double = pg.add_events(pg_two("paleo-billard-double"), [{"type": "shot", "player": "Ana", "touched": ["r8"]},
                                                           {"type": "shot", "player": "Ana", "touched": ["g8"]}])
    assert both(double) == ("Ana touche le rouge 8 et Ana touche le vert 8 (Ana +8)",
                            "Ana touches red 8 and Ana touches green 8 (Ana +8)")


@pytest.mark.parametrize("name", sorted(p.name for p in PG_DATA.glob("*.json")))
def test_paleo_games_every_event_of_every_example_match_is_named_in_french(name):
    """Every kind of event of every derived game (shots, doubles, mènes, results, goals, gates...), from
    the worked examples: each one's label is a phrase said in French, never the event as typed."""
    data = json.loads((PG_DATA / name).read_text(encoding="utf-8"))
    doc = pg.new_document(data["game"], {k: data[k] for k in ("players", "teams") if k in data},
                          data.get("house_rules"), {k: v for k, v in data.items()
                                                    if k not in ("game", "players", "teams", "house_rules",
                                                                 "events", "date")})
    for event in data["events"]:
        change = pg.add_event(doc, event)
        french = said(change, "fr")
        assert french and "{" not in french and '"type"' not in french, french
        doc = change.doc


# --- Numeri and Fröscheln ---------------------------------------------------------------------------------

def test_numeri_tokens_placed_lifted_valued_and_moved():
    doc = tm.new_document("numeri", PLAYERS)
    placed = tm.place(doc, 0, 1, 7)
    assert both(placed) == ("le jeton 1 d’Anna sur la case 8", "Anna's token 1 on cell 8")
    assert both(tm.lift(placed.doc, 0, 1)) == ("le jeton 1 d’Anna retiré de la piste",
                                              "Anna's token 1 taken off the track")
    assert both(tm.move(doc, 0, 2, (2,))) == ("Anna : le jeton 2 entre sur la case 1 (-3)",
                                            "Anna: token 2 enters on cell 1 (-3)")
    values = tm.set_entry(doc, "values")
    assert both(values) == ("saisie des valeurs lues", "entry of the values read")
    assert both(tm.set_entry(values.doc, "board")) == ("saisie sur la piste", "entry on the track")
    valued = tm.set_value(values.doc, 1, 3, 12)
    assert both(valued) == ("le jeton 3 de Ben : valeur 12", "Ben's token 3: value 12")
    assert both(tm.set_value(valued.doc, 1, 3, None)) == ("le jeton 3 de Ben : valeur effacée",
                                                         "Ben's token 3: value cleared")
    finished = tm.set_finished(doc, True)
    assert both(finished) == ("partie terminée", "game marked finished")
    assert both(tm.set_finished(finished.doc, False)) == ("partie rouverte", "game reopened")


def test_froscheln_frogs_house_rule_and_board_are_named_in_its_words():
    doc = tm.new_document("froscheln", PLAYERS)
    placed = tm.place(doc, 0, 1, 7)
    assert both(placed) == ("la grenouille 1 d’Anna sur la case 8", "Anna's frog 1 on cell 8")
    assert said(tm.lift(placed.doc, 0, 1), "fr") == "la grenouille 1 d’Anna retirée de la piste"
    on = tm.set_house_rule(doc, "split-after-shore", True)
    assert both(on) == ("règle maison « répartir seulement après la rive » : activée",
                        "house rule “split only after the shore”: on")
    assert both(tm.set_house_rule(on.doc, "split-after-shore", False)) == (
        "règle maison « répartir seulement après la rive » : désactivée",
        "house rule “split only after the shore”: off")
    board = tm.new_document("froscheln", PLAYERS).file["board"]
    assert both(tm.use_board(doc, {**board, "name": "cuisine"})) == ("plateau : cuisine", "board: cuisine")


# --- through the store ------------------------------------------------------------------------------------

def _undone_in(tmp_path, game_id: str, doc, change_of) -> str:
    """Save a game made in English, apply a change, read it back in French as the undo snack bar does."""
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    record = app.create_game(find_game(game_id), "Anna, Ben", doc)
    outcome = app.apply(record.id, change_of(doc), record.revision)
    assert outcome.record is not None
    stored = outcome.record.last_change
    assert stored.startswith(PHRASE_MARK), stored
    app.set_language("fr")
    words = app.t("ui.undone", label=app.change_text(outcome.record))
    app.store.close()
    return words


@pytest.mark.parametrize(("game_id", "make", "change_of", "expected"), [
    ("loopit", lambda: lp.new_document(PLAYERS, "standard", mode="light"),
     lambda d: lp.lay_light(d, 3, 2, [1]), "Annulé : tuile 3×2+1"),
    ("paleo", lambda: pm.new_document("paleo", TWO), lambda d: pm.add_round(d, "Alice", "door"),
     "Annulé : manche 1 : Alice par la porte"),
    ("paleo-hockey", lambda: pg_two("paleo-hockey"), lambda d: pg.add_event(d, {"type": "faceoff", "winner": "Ana"}),
     "Annulé : engagement"),
    ("numeri", lambda: tm.new_document("numeri", PLAYERS), lambda d: tm.place(d, 0, 1, 7),
     "Annulé : le jeton 1 d’Anna sur la case 8"),
])
def test_a_change_made_in_english_is_undone_in_french_through_the_store(tmp_path, game_id, make, change_of,
                                                                         expected):
    assert _undone_in(tmp_path, game_id, make(), change_of) == expected


@pytest.mark.parametrize("old", ["tile 3x2+1", "reef Alice", '{"type":"faceoff","winner":"Ana"}', "a2:2",
                                 "finished", "phrase:not json"])
def test_a_label_saved_as_plain_text_by_an_older_version_still_shows_as_it_was(old):
    assert label_text(old, "fr") == old and label_text(old, "en") == old


# --- the sweep: no plain label left in these modules ------------------------------------------------------

def _plain_text(node: ast.expr) -> bool:
    """Whether an expression is evidently a plain string (a literal, an f-string, a join, a concatenation)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.IfExp):
        return _plain_text(node.body) or _plain_text(node.orelse)
    if isinstance(node, ast.BinOp):
        return _plain_text(node.left) or _plain_text(node.right)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in ("join", "format", "notation", "dumps")
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id == "str"
    return False


@pytest.mark.parametrize("name", sorted(MODULES))
def test_every_change_in_the_module_is_labelled_with_a_phrase(name):
    """Every `Change(doc, label)` (and Paleo's `_append(doc, entry, label)`) gets a phrase, not text; every
    helper that makes labels says it returns a Phrase."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    plain, seen = [], 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("Change", "_append"):
            position = 1 if node.func.id == "Change" else 2
            label = node.args[position] if len(node.args) > position else next(
                (k.value for k in node.keywords if k.arg == "label"), None)
            assert label is not None, ast.unparse(node)
            seen += 1
            if _plain_text(label):
                plain.append(f"line {node.lineno}: {ast.unparse(label)}")
        if isinstance(node, ast.FunctionDef) and "label" in node.name and node.returns is not None:
            if "str" in ast.unparse(node.returns):
                plain.append(f"line {node.lineno}: {node.name} returns {ast.unparse(node.returns)}")
    assert seen, "no change found: the sweep reads the wrong file"
    assert not plain, "plain-text labels:\n" + "\n".join(plain)
