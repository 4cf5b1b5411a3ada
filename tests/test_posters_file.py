"""Défense d'afficher's game file, golden logs and the `referee` command on them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.command.cli import main
from scorers.errors import InvalidState, UnreadableInput
from scorers.loading import load_data
from scorers.posters import RULES, parse, replay, score, to_file

DATA = Path(__file__).parent / "data" / "posters"
FINISH = DATA / "four_sides_to_the_finish.json"
INCIDENTS = DATA / "two_sides_incidents.json"
SIMPLIFIED = DATA / "simplified_teams.json"


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("path", sorted(DATA.glob("*.json")), ids=lambda p: p.stem)
def test_files_round_trip(path):
    state = parse(load(path))
    again = parse(json.loads(json.dumps(to_file(state))))
    assert again == state and replay(again) == replay(state)


def test_the_game_is_found_by_its_aliases():
    for name in ("posters", "Défense d'afficher", "defense-d-afficher"):
        game, state = load_data({**load(FINISH), "game": name})
        assert game.id == "posters" and len(state.sides) == 4


def test_a_wrong_file_gives_every_located_problem():
    data = {"game": "posters", "sides": ["A", "A"], "first": "c",
            "turns": [{"side": "b", "do": [{"stick": "Z9", "poster": "nothing"}, {"chance": "joker"}, {"rol": 1}]}]}
    with pytest.raises(InvalidState) as error:
        parse(data)
    where = [p.where for p in error.value.problems]
    assert where == ["turns[0].do[0].stick", "turns[0].do[2]"]  # the shape first
    del data["turns"][0]["do"][2]
    data["turns"][0]["do"][0]["stick"] = "Z8"
    with pytest.raises(InvalidState) as error:
        parse(data)
    text = str(error.value)
    assert "already a side" in text and "no side 'c'" in text and "'Z8' is not a slot" in text
    assert "'nothing' is not a brand" in text and "'joker' is not a card" in text


def test_every_slot_a_chance_card_names_must_exist():
    """A scraper's `unban` and `scrape` and a ban's `slots` name slots of the board (a typo, not a rule);
    a scraper's `stick` is a yes/no, not a slot."""
    data = {"game": "posters", "sides": ["A", "B"],
            "turns": [{"side": "a", "do": [{"chance": "scraper", "unban": "Z7", "scrape": "Z8", "stick": True}]},
                      {"side": "b", "do": [{"chance": "ban", "slots": ["A1", "Z6"]}]}]}
    with pytest.raises(InvalidState) as error:
        parse(data)
    problems = [(p.where, p.message) for p in error.value.problems]
    assert problems == [("turns[0].do[0]", "'Z7' is not a slot of this board"),
                        ("turns[0].do[0]", "'Z8' is not a slot of this board"),
                        ("turns[1].do[0]", "'Z6' is not a slot of this board")]


@pytest.mark.parametrize("bad", [
    {"roll": 7, "move": 7}, {"roll": 0, "move": 0}, {"exchange": 0}, {"stick": "A1"}, {"roll": 3, "move": "x"},
])
def test_impossible_actions_are_typed_errors(bad):
    with pytest.raises(InvalidState):
        parse({"game": "posters", "sides": ["A", "B"], "turns": [{"side": "a", "do": [bad]}]})


def test_a_custom_board_is_kept_in_the_file():
    data = load(FINISH)
    board = RULES.parse(data).board.model_dump(mode="json")
    board.update(name="Our board", example=False)
    state = parse({**data, "board": board})
    assert to_file(state)["board"]["name"] == "Our board"
    assert not any("example" in n.render("en") for n in score(state).notes)


# --- golden logs --------------------------------------------------------------------------------------

def test_golden_four_sides_to_the_finish():
    """Mixed sides (three single players and a team), a replay card, a team alternating, Anna's win."""
    sheet = score(parse(load(FINISH)))
    assert sheet.winners == ("Anna",)
    assert sheet.totals == {"Anna": 0, "Ben": 6, "Les Colleurs": 6, "Łukasz": 10}
    assert sheet.extra_totals["po_stuck"] == {"Anna": 9, "Ben": 3, "Les Colleurs": 3, "Łukasz": 0}
    assert [line.subject for line in sheet.lines][:3] == ["Anna", "Ben", "Chloé"]
    assert sheet.lines[7].subject == "Dmitri"
    assert "Anna has no poster left and wins the game." in sheet.lines[-1].explain("en")
    assert RULES.end_status(parse(load(FINISH)))[0] is True


def test_golden_incidents_every_refusal_cites_its_rule():
    found = [(v.code, v.rule_id, v.where) for v in RULES.check(parse(load(INCIDENTS)))]
    assert found == [
        ("wrong-slot", "PO-WRONG-SLOT", "turns[0].do[2]"),
        ("both-ways", "PO-ONE-WAY", "turns[3].do[0]"),
        ("two-moves", "PO-TURN", "turns[4].do[1]"),
        ("slot-filled", "PO-SLOT-FILLED", "turns[5].do[1]"),
        ("card-out-of-turn", "PO-CHANCE", "turns[6].do[1]"),
        ("out-of-turn", "PO-ORDER", "turns[8]"),
        ("roll-mismatch", "PO-MOVE", "turns[9].do[0]"),
    ]
    table = replay(parse(load(INCIDENTS))).table
    assert table.hands == (18, 17) and table.bans == (("C1", "C2"),) and table.posted_by == {"A1": 1, "B1": 1}


def test_golden_simplified_teams():
    state = parse(load(SIMPLIFIED))
    assert [v.code for v in RULES.check(state)] == ["wrong-slot", "no-cards"]
    assert [r.member for r in replay(state).turns] == ["Anna", "Anna", "Chloé", "Ève", "Ben", "Dmitri", "Ève"]
    assert score(state).totals == {"Les Bleus": 12, "Les Rouges": 11, "Ève": 11}


# --- the command ----------------------------------------------------------------------------------------

def test_check_passes_a_clean_log_and_fails_a_log_with_refusals(capsys):
    code, out, _ = run(capsys, "check", FINISH, "--lang", "en")
    assert code == 0 and "No rule broken." in out and "Anna has stuck every poster and wins." in out
    code, out, _ = run(capsys, "check", INCIDENTS, "--lang", "fr")
    assert code == 1 and "PO-SLOT-FILLED" in out and "B1 porte déjà Café Caravelle" in out


def test_check_json_lists_the_violations(capsys):
    code, out, _ = run(capsys, "check", INCIDENTS, "--json", "--lang", "en")
    data = json.loads(out)
    assert code == 1 and data["errors"] == 6 and data["warnings"] == 1
    assert data["end_of_game"]["over"] is False


def test_score_prints_the_log_and_the_winner(capsys):
    code, out, _ = run(capsys, "score", FINISH, "--lang", "fr")
    assert code == 0 and "Vainqueur : Anna" in out.splitlines()
    assert "Colle Savon Lune sur A1" in out
    code, out, _ = run(capsys, "score", FINISH, "--json", "--lang", "en")
    data = json.loads(out)
    assert data["winners"] == ["Anna"] and data["totals"]["Łukasz"] == 10 and len(data["lines"]) == 10


def test_check_move_judges_the_next_turn(capsys):
    code, out, _ = run(capsys, "check", SIMPLIFIED, "--lang", "en", "--move",
                       '{"side": "a", "player": "Anna", "do": [{"roll": 3, "move": [1, -2]}]}')
    assert code == 1 and "never both" in out
    code, out, _ = run(capsys, "check", SIMPLIFIED, "--lang", "en", "--move", '{"side": "a", "do": [{"exchange": 1}]}')
    assert "legal" in out


def test_check_move_refuses_unreadable_turns(capsys):
    with pytest.raises(UnreadableInput):
        RULES.parse_move(parse(load(SIMPLIFIED)), "{not json")
    code, _, err = run(capsys, "check", SIMPLIFIED, "--move", '{"side": "a", "do": [{"stick": "Q1", "poster": "x"}]}')
    assert code != 0 and "not a slot" in err


def test_schema_of_posters(capsys):
    code, out, _ = run(capsys, "schema", "posters")
    schema = json.loads(out)
    assert code == 0 and schema["title"] == "Défense d'afficher game" and "turns" in schema["properties"]


def test_the_docs_example_is_a_clean_log():
    page = (Path(__file__).parents[1] / "docs" / "games" / "posters.md").read_text(encoding="utf-8")
    block = page.split("## The game file", 1)[1].split("`variant`", 1)[0]
    data = json.loads("\n".join(line[4:] for line in block.splitlines() if line.startswith("    ")))
    state = parse(data)
    assert RULES.check(state) == [] and replay(state).table.posted_by == {"A1": 1}
