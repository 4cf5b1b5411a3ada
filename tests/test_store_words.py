"""The store's refusals reach a French reader in French (store-words branch): a `StoreError` carries a
phrase besides its English text (`str(error)` stays English for logs and the `referee` command), and the
screens say the phrase in the reader's language, never the English text."""

from __future__ import annotations

import ast
import sqlite3
from pathlib import Path

import pytest
from test_app_components import FakePage, find, ready_game, texts
from test_app_reliability import RoutedPage

from referee_app import boards
from referee_app.app import attach
from referee_app.components.boards import BoardsScreen
from referee_app.components.exchange import ExchangeScreen
from referee_app.components.home import home_view
from referee_app.components.players import PlayersScreen
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.backups import NotABackup, WouldOverwrite
from referee_app.store.errors import BadRow, StoreError
from scorers.i18n import CATALOGUES, render

APP_DIR = Path(__file__).parent.parent / "referee_app"
MODULES = (*(f"store/{path.name}" for path in sorted((APP_DIR / "store").glob("*.py"))), "boards.py")
STORE_ERRORS = {"StoreError", "NotABackup", "WouldOverwrite", "BadRow", "BadBoardRow", "StaleRevision"}


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="fr")


def shown(page: FakePage) -> str:
    """The text of the last snack bar or dialog shown."""
    return page.dialogs[-1].content.value


def test_a_nameless_player_is_refused_in_french(app):
    screen = PlayersScreen(FakePage(), app)
    screen.view()
    screen.name.value = "   "
    screen.save(None)
    assert screen.error.value == "Non enregistré : un joueur doit avoir un nom"
    assert "needs a name" not in screen.error.value


def test_a_taken_player_name_is_refused_in_french(app):
    screen = PlayersScreen(FakePage(), app)
    screen.view()
    app.store.records.save_profile("Anna", None)
    screen.name.value = "anna"
    screen.save(None)
    assert screen.error.value == "Non enregistré : il y a déjà un joueur nommé « anna »"
    assert "already a player" not in screen.error.value


def test_undoing_a_deletion_whose_name_was_taken_again_says_so_in_french(app):
    page = FakePage()
    screen = PlayersScreen(page, app)
    screen.view()
    anna = app.store.records.save_profile("Anna", None)
    screen.ask_delete(anna)
    find(page.dialogs[-1].actions, "delete-profile-yes").on_click(None)
    app.store.records.save_profile("Anna", None)  # a new Anna while the snack bar still offers the undo
    find(page.dialogs[-1].content, "snack-action").on_click(None)
    assert "Un joueur de ce nom existe de nouveau" in shown(page)
    assert "exists again" not in shown(page)


def test_restoring_a_file_that_is_no_backup_is_refused_in_french(app):
    page = FakePage()
    ExchangeScreen(page, app, lambda *r: None).restore_data(b"not a backup at all")  # an empty app: no question
    assert shown(page).startswith("Non restaurée : ") and "n’est pas une sauvegarde de Table Referee" in shown(page)
    assert "is not a backup" not in shown(page)


def test_restoring_a_database_that_is_no_backup_is_refused_in_french(app, tmp_path):
    with Store(tmp_path / "other" / "games.sqlite3") as other:
        other.games.create("hundsgemein", "Not a backup", {})
    page = FakePage()
    ExchangeScreen(page, app, lambda *r: None).restore_data((tmp_path / "other" / "games.sqlite3").read_bytes())
    assert "est une base de données de Table Referee, mais pas une sauvegarde" in shown(page)
    assert "but not a backup" not in shown(page)


def test_deleting_a_board_gone_meanwhile_is_refused_in_french(app):
    page = FakePage()
    mine = boards.duplicate(app.store, "numeri", "bundled-0")
    screen = BoardsScreen(page, app, "numeri", lambda *r: None)
    screen.view()
    app.store.boards.delete(mine.id)  # deleted elsewhere while the list still shows it
    screen.delete(mine)
    find(page.dialogs[-1].actions, "bd-delete-yes").on_click(None)
    assert f"il n’y a pas de plateau enregistré « {mine.id} »" in shown(page).lower()
    assert "no saved board" not in shown(page)


def test_an_opened_game_that_is_gone_is_said_in_french(app):
    with pytest.raises(StoreError) as caught:
        app.store.games.get("0" * 32)
    assert str(caught.value) == f"no saved game {'0' * 32!r}"  # English for logs and the `referee` command
    assert render(caught.value.problems[0].phrase, "fr") == f"il n’y a pas de partie enregistrée « {'0' * 32} »"


def test_store_errors_keep_their_english_text_and_carry_a_phrase():
    error = WouldOverwrite("the current games would be replaced", phrase=None)
    assert str(error) == "the current games would be replaced"
    assert issubclass(NotABackup, StoreError) and issubclass(BadRow, StoreError)


def _raised_store_errors() -> list[tuple[str, int, ast.Call]]:
    found = []
    for name in MODULES:
        tree = ast.parse((APP_DIR / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) \
                    and isinstance(node.exc.func, ast.Name) and node.exc.func.id in STORE_ERRORS:
                found.append((name, node.lineno, node.exc))
    return found


def test_every_store_error_raised_carries_a_phrase_of_both_catalogues():
    raised = _raised_store_errors()
    assert len(raised) >= 20, raised  # the scan sees the raise sites (it would pass vacuously otherwise)
    for name, line, call in raised:
        said = next((k.value for k in call.keywords if k.arg == "phrase"), None)
        assert isinstance(said, ast.Call) and isinstance(said.func, ast.Name) and said.func.id == "phrase", \
            f"{name}:{line}: {ast.unparse(call)[:80]} carries no phrase(...)"
        key = said.args[0]
        keys = [key.body, key.orelse] if isinstance(key, ast.IfExp) else [key]  # "written" if write else "read"
        for one in keys:
            assert isinstance(one, ast.Constant), f"{name}:{line}: the phrase's key is not written out"
            for lang in ("en", "fr"):
                assert one.value in CATALOGUES[lang], f"{name}:{line}: {one.value} is not in the {lang} catalogue"


def test_home_says_in_french_what_a_restore_left_out(app, tmp_path):
    """The restore report's items (rows refused, schema objects not copied) reach Home in the reader's words."""
    with Store(tmp_path / "source" / "games.sqlite3") as source:
        game_id = ready_game(AppState(source, device_language="fr"))
        source.backups.write(tmp_path / "b.sqlite3")
    db = sqlite3.connect(tmp_path / "b.sqlite3", isolation_level=None)
    db.execute("INSERT INTO revisions (game_id, revision, title, status, data) "
               "SELECT 'lost', revision, title, status, data FROM revisions LIMIT 1")
    # after the insert: the trigger would have wiped the backup's mark
    db.execute("CREATE TRIGGER spy AFTER INSERT ON revisions BEGIN DELETE FROM settings; END")
    db.close()
    app.restore_backup((tmp_path / "b.sqlite3").read_bytes(), replace=False)
    said = find(home_view(FakePage(), app, lambda *r: None, lambda: None).controls, "restore-report").content.value
    assert "déclencheur spy" in said
    assert "versions des parties : une ligne de la partie « lost » refusée, cette partie n’existe pas" in said
    assert "no such game" not in said and "trigger" not in said
    assert game_id in {r.id for r in app.games()}


@pytest.mark.parametrize("damage, french, english", [
    ("UPDATE revisions SET data = '{oops' WHERE game_id = ?", "la partie enregistrée « {id} » est illisible",
     "cannot be read"),
    ("UPDATE games SET game = 'chess-960' WHERE id = ?", "jeu inconnu « chess-960 »", "unknown game"),
])
def test_home_says_in_french_why_a_saved_game_is_set_aside(tmp_path, damage, french, english):
    path = tmp_path / "games.sqlite3"
    with Store(path) as store:
        bad = ready_game(AppState(store, device_language="fr"))
    db = sqlite3.connect(path, isolation_level=None)
    db.execute(damage, (bad,))
    db.close()
    with Store(path) as store:
        app = AppState(store, device_language="fr")
        view = home_view(FakePage(), app, lambda *r: None, lambda: None)
        said = find(view.controls, f"aside-game-{bad}").title.value
    assert said == "Une partie enregistrée qui ne peut pas être ouverte : " + french.format(id=bad)
    assert english not in said


def test_the_recovery_view_says_in_french_why_a_saved_game_cannot_be_opened(tmp_path):
    path = tmp_path / "games.sqlite3"
    with Store(path) as store:
        bad = ready_game(AppState(store, device_language="fr"))
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE revisions SET data = '{oops' WHERE game_id = ?", (bad,))
    db.close()
    with Store(path) as store:
        app = AppState(store, device_language="fr")
        page = RoutedPage(f"/game/{bad}")
        attach(page, app)
        shown = " ".join(texts(page.views[-1].controls))
    assert f"la partie enregistrée « {bad} » est illisible" in shown
    assert "cannot be read" not in shown and "JSONDecodeError" not in shown


def test_opening_a_game_that_is_gone_says_so_in_french(app):
    page = RoutedPage(f"/game/{'0' * 32}")  # a game deleted elsewhere, or an address typed by hand
    attach(page, app)
    assert page.dialogs[-1].content.value == f"Il n’y a pas de partie enregistrée « {'0' * 32} »"


def test_every_row_a_restore_refuses_is_said_in_french(tmp_path):
    """Each refused row of a backup has its item in the reader's words, beside the English one."""
    with Store(tmp_path / "source.sqlite3") as source:
        source.games.create("hundsgemein", "Good", {"n": 1})
        bad_date = source.games.create("hundsgemein", "Bad date", {"n": 3})
        source.backups.write(tmp_path / "b.sqlite3")
    db = sqlite3.connect(tmp_path / "b.sqlite3", isolation_level=None)
    db.execute("UPDATE games SET created = 'x' WHERE id = ?", (bad_date.id,))
    db.execute("INSERT INTO players VALUES ('p2', 42, 'k', NULL, 'never', NULL)")
    db.close()
    with Store(tmp_path / "other" / "games.sqlite3") as other:
        other.backups.restore(tmp_path / "b.sqlite3")
        report = other.backups.last_restore
    said = [render(p, "fr") for p in report.refused_said]
    assert len(said) == len(report.refused) == 3, report.refused   # the game, its revision, the player
    assert f"parties : ligne « {bad_date.id} » refusée (created)" in said
    assert "joueurs : ligne « p2 » refusée (created)" in said
    assert f"versions des parties : une ligne de la partie « {bad_date.id} » refusée, cette partie n’existe pas" \
        in said


def home_warning(store: Store) -> str:
    app = AppState(store, device_language="fr")
    return find(home_view(FakePage(), app, lambda *r: None, lambda: None).controls, "store-warning").content.value


@pytest.mark.parametrize(("content", "said"), [
    (b"this is a shopping list, not a database" * 3, "le fichier n’est pas une base de données SQLite"),
    (None, "le fichier est la base de données d’une autre application"),
])
def test_a_database_moved_aside_is_explained_on_home_in_french(tmp_path, content, said):
    """Home's warning that the saved games were moved aside gives the reason in the reader's words (it gave
    the store's English: "Les parties enregistrées étaient illisibles (the file is not an SQLite database)")."""
    path = tmp_path / "games.sqlite3"
    if content is None:  # another application's database
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE notes (x)")
        db.commit()
        db.close()
    else:
        path.write_bytes(content)
    with Store(path) as store:
        warning = home_warning(store)
        assert store.report.moved_aside and store.report.reason  # the English stays, for logs
    assert f"illisibles ({said})" in warning, warning
    assert "file is" not in warning and "database of another" not in warning


def test_a_database_written_by_a_newer_app_is_explained_on_home_in_french(tmp_path):
    path = tmp_path / "games.sqlite3"
    Store(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 999")
    db.commit()
    db.close()
    with Store(path) as store:
        warning = home_warning(store)
    assert "une version plus récente de l’application (schéma 999)" in warning, warning
    assert "newer version" not in warning


def test_a_folder_that_cannot_be_written_is_explained_on_home_in_french(tmp_path):
    """Nothing can be kept this session (the data path is a folder, say): Home says so in French."""
    path = tmp_path / "games.sqlite3"
    path.mkdir()
    with Store(path) as store:
        warning = home_warning(store)
        assert store.report.reason and not store.report.moved_aside
    assert warning.startswith("Les parties ne peuvent pas être enregistrées pendant cette session : "), warning
    assert f"impossible d’utiliser {path}" in warning and "cannot use" not in warning
