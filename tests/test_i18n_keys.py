"""Every message key the code can ask for has its text in English and in French.

A key missing from a catalogue is only found when the code path runs (issue 12 item 11: a Hockey refusal
crashed with `KeyError: no text for message key 'hk.not_attacker'` in both languages). These tests read
the source instead: every literal key, and every key built by an f-string from known parts.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from scorers.hundsgemein.rules import BREEDS
from scorers.i18n import CATALOGUES
from scorers.loopit.rules import SIDES
from scorers.paleo.rules import PIECE_KINDS
from scorers.paleo_games import hockey
from scorers.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
#: The code, less the catalogues themselves (scorers/i18n/ and each game's scorers/<package>/texts/).
SOURCES = sorted(p for d in ("scorers", "referee_app") for p in (ROOT / d).rglob("*.py")
                 if "i18n" not in p.parts and "texts" not in p.parts)
EN, FR = CATALOGUES["en"], CATALOGUES["fr"]
#: What a message key looks like: lower-case dotted segments ("pg.hk.not_attacker", "pg.rule.HK-FAULT").
KEY = re.compile(r"^[a-z]+(\.[A-Za-z0-9_\-]+)+$")
#: Calls whose first argument is a message key.
KEY_CALLS = {"phrase", "Phrase", "t", "heading_text", "render_key"}
#: Dotted strings in the code that are not message keys (module names, ASGI message types, file names,
#: locations in a file).
NOT_KEYS = re.compile(r"^(scorers|referee_app|uvicorn)\.|^(http|websocket|lifespan)\.[a-z.]+$"
                      r"|\.(sqlite3|json|csv|pdf|png|txt|py|pyc)$|^board\.(rows|shore)$")


def _call_name(node: ast.Call) -> str:
    return node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")


def _trees():
    for path in SOURCES:
        yield path.relative_to(ROOT), ast.parse(path.read_text(encoding="utf-8"))


def literal_keys() -> dict[str, list[str]]:
    """Every dotted string constant in the code that is used as (or looks like) a message key."""
    found: dict[str, list[str]] = {}
    for path, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY.match(node.value):
                if not NOT_KEYS.search(node.value):
                    found.setdefault(node.value, []).append(f"{path}:{node.lineno}")
    return found


def _is_prefix(text: str) -> bool:
    """'pg.hk' is the prefix a game's keys are built from (f"{self.prefix}.goal"), not a key."""
    return any(k.startswith(text + ".") for k in EN)


def test_every_literal_key_in_the_code_has_its_text_in_both_languages():
    missing = {key: where for key, where in literal_keys().items()
               if not _is_prefix(key) and (key not in EN or key not in FR)}
    assert not missing, f"keys with no text: {missing}"


def built_keys() -> dict[str, list[str]]:
    """Every f-string given as a key to a key-taking call, as a pattern: {part} -> a wildcard."""
    found: dict[str, list[str]] = {}
    for path, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args and _call_name(node) in KEY_CALLS \
                    and isinstance(node.args[0], ast.JoinedStr):
                parts = [re.escape(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.args[0].values]
                found.setdefault("".join(parts), []).append(f"{path}:{node.lineno}")
    return found


def _regex(pattern: str) -> re.Pattern:
    return re.compile("^" + pattern.replace("\\{\\}", "{}").replace("{}", "[A-Za-z0-9_.\\-]+") + "$")


def test_every_key_built_by_an_f_string_matches_the_same_keys_in_both_languages():
    """An f-string key must match at least one key, and exactly the same keys in French as in English."""
    problems = []
    for pattern, where in built_keys().items():
        regex = _regex(pattern)
        en = {k for k in EN if regex.match(k)}
        fr = {k for k in FR if regex.match(k)}
        if not en or en != fr:
            problems.append((pattern, where, sorted(en ^ fr) or "no key matches"))
    assert not problems


#: The values the f-string keys can take, from the code's own tables: each key they build must exist.
BUILT = {
    "breed.{}": [(b,) for b in BREEDS],
    "pg.hk.fault.{}": [(k,) for k in hockey.FAULTS],
    "lp.side.{}": [(s,) for s in SIDES],
    "lp.ui.side.{}": [(s,) for s in SIDES],
    "pa.piece.{}": [(k,) for kinds in PIECE_KINDS.values() for k in kinds],
    "pa.pieces.{}": [(k,) for kinds in PIECE_KINDS.values() for k in kinds],
    "game.{}": [(g.id,) for g in GAMES],
    "variant.{}.{}": [(g.id, v.id) for g in GAMES for v in g.variants],
    # the track games' house rules (the others name theirs with literal keys)
    "house.{}.{}": [(g.id, h.id) for g in GAMES for h in g.house_rules if g.id in ("froscheln", "numeri")],
    "tr.end.{}.open": [("numeri",), ("froscheln",)],
    "tr.end.{}.close": [("froscheln",)],
    "tr.end.{}.over": [("numeri",)],
    "hg.change.entry.{}": [("board",), ("counts",)],
    "hg.lines.{}": [("H",), ("V",)],
    "colour.{}": [(c,) for c in ("yellow", "blue", "red", "green", "black", "white", "orange", "purple")],
    "po.kind.{}": [(k,) for k in ("move", "exchange", "chance")],
    "pg.rule.{}": None,  # filled below from the rule ids the derived games cite
}


def _rule_ids() -> list[tuple[str]]:
    """Every rule id a derived game's docstring (its rule book) defines, and each one cites."""
    from scorers import paleo_games
    ids = set()
    for path in Path(paleo_games.__file__).parent.glob("*.py"):
        ids |= set(re.findall(r"^- ([A-Z]{2}-[A-Z\-]+)\s", path.read_text(encoding="utf-8"), re.M))
    return [(i,) for i in sorted(ids)]


@pytest.mark.parametrize("pattern", sorted(BUILT))
def test_every_value_an_f_string_key_can_take_has_its_text(pattern):
    values = BUILT[pattern] if BUILT[pattern] is not None else _rule_ids()
    assert values
    missing = [pattern.format(*v) for v in values if pattern.format(*v) not in EN or pattern.format(*v) not in FR]
    assert not missing


def test_HK_FAULT_ATTACK_a_defender_shot_fault_is_refused_in_words_in_both_languages():
    """HK-FAULT-ATTACK: only the Attacker shoots at the puck, so the shot faults are the Attacker's.
    Sheet: « L'attaquant percute le palet avec un de ses pions. Il doit changer le pion qui percute le
    palet à chaque coup » and « Si l'Attaquant touche le palet avec le même pion que le coup précédent ».
    Issue 12 item 11: this refusal crashed with a KeyError in both languages."""
    from scorers.paleo_games import HOCKEY

    state = HOCKEY.parse({"game": "paleo-hockey", "players": ["Anna", "Ben"], "events": [
        {"type": "faceoff", "winner": "Anna"}, {"type": "fault", "player": "Ben", "kind": "same-piece"}]})
    (violation,) = HOCKEY.check(state)
    assert violation.rule_id == "HK-FAULT-ATTACK"
    en, fr = violation.message("en"), violation.message("fr")
    assert "Ben" in en and "Anna" in en and "same piece" in en and "Attacker" in en
    assert "Ben" in fr and "Anna" in fr and "même pion" in fr and "Attaquant" in fr
