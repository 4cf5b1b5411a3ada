"""Importing a game that is not one (a pasted code, a file, a photo) is refused in the reader's language: the
exchange's refusals carry phrases (`str(error)` stays the English for the `referee` command). They reached a
French reader in English ("Import refusé : this is not a Table Referee code …")."""

from __future__ import annotations

import ast
import base64
import zlib
from pathlib import Path

import pytest
from test_app_components import FakePage

from referee_app.components.exchange import ExchangeScreen
from referee_app.exchange import importer, payload
from referee_app.state import AppState
from referee_app.store import Store
from scorers.errors import UnreadableInput

EXCHANGE = Path(__file__).parent.parent / "referee_app" / "exchange"


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="fr")
    store.close()


def refused(app: AppState, text: str) -> str:
    screen = ExchangeScreen(FakePage(), app, lambda *r: None)
    screen.view()
    screen.text.value = text
    screen.import_text(None)
    return screen.result.value


def packed(raw: bytes) -> str:
    return payload.PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


@pytest.mark.parametrize(("text", "french", "english"), [
    ("hello", "ce n’est pas un code Table Referee (il doit commencer par TR1:)", "this is not a Table Referee code"),
    ("TR1:%%%%", "le code est abîmé (Error) : copiez-le de nouveau", "the code is damaged"),
    (packed(b"[1]"), "le code ne contient pas de fichier de partie", "the code does not hold a game file"),
])
def test_a_pasted_text_that_is_no_game_is_refused_in_french(app, text, french, english):
    shown = refused(app, text)
    assert french in shown, shown
    assert english not in shown
    with pytest.raises(UnreadableInput, match=english):  # the English stays for the command line
        importer.game_file_of_text(text)


def test_json_that_names_no_game_is_refused_in_french(app):
    shown = refused(app, '{"players": ["Anna"]}')
    assert "un fichier de partie est un objet JSON qui nomme son jeu" in shown, shown
    assert "naming its game" not in shown


def test_a_code_cut_short_is_refused_in_french(app):
    whole = packed(b'{"game": "loopit"}')
    shown = refused(app, whole[: len(whole) - 6])
    assert "le code est incomplet" in shown or "le code est abîmé" in shown, shown
    assert "cut short" not in shown and "damaged" not in shown


def test_a_file_neither_picture_nor_text_is_refused_in_french(app):
    with pytest.raises(UnreadableInput) as caught:
        importer.game_file_of_bytes(b"\xff\xfe\x00\x81 not text")
    assert caught.value.problems[0].text("fr") == "le fichier n’est ni une image ni du texte"


def test_every_refusal_of_the_exchange_carries_a_phrase():
    """No `UnreadableInput("plain English")` is left in the exchange package: each is given a phrase."""
    plain = []
    for path in sorted(EXCHANGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "UnreadableInput":
                argument = node.args[0] if node.args else None
                is_phrase = isinstance(argument, ast.Call) and getattr(argument.func, "id", None) == "phrase"
                # a refusal passed on with its problems located (each keeps its own phrase)
                is_phrase |= (isinstance(argument, ast.ListComp) and isinstance(argument.elt, ast.Call)
                              and getattr(argument.elt.func, "id", None) == "Problem"
                              and "phrase" in ast.unparse(argument.elt))
                # a refusal given as a located problem list written out (each Problem carries its phrase)
                is_phrase |= (isinstance(argument, ast.List) and bool(argument.elts)
                              and all(isinstance(e, ast.Call) and getattr(e.func, "id", None) == "Problem"
                                      and "phrase(" in ast.unparse(e) for e in argument.elts))
                if not is_phrase:
                    plain.append(f"{path.name}:{node.lineno}: {ast.unparse(node)[:80]}")
    assert not plain, "\n".join(plain)
