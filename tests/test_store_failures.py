"""When the disk, the file or a row fails, nothing is lost and every failure is said (issue 25, items 1-3).

- The `referee` command never repairs: on a damaged or foreign database it refuses (exit 2) with what is wrong
  and where the file is, in the asked language, and leaves the file as it is (before, it moved it aside
  and exported an empty history with exit 0). Only the app moves a damaged file aside, and says so.
- A data folder that cannot be used is a refusal of the command (before: "Saved in the app" into a store
  kept in memory); in the app, a file that can be read but not written opens read-only, with a banner.
- One byte of text that is not UTF-8 sets its row aside; the rest is listed and exported.
- A restore checks each value through the models the app reads it with, and lists every row it left out
  (the command in text and in JSON, the app on Home).
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from store_helpers import DATA, real_store
from test_app_components import FakePage, find

from referee_app.command import cli
from referee_app.components.exchange import ExchangeScreen
from referee_app.components.home import home_view
from referee_app.state import AppState
from referee_app.store import Store, opening
from referee_app.store.errors import StoreError
from referee_app.store.records import HISTORY_FILTER_SETTING, HistoryFilter
from referee_app.store.statistics import game_summaries, player_summaries
from scorers.i18n import phrase, render

COMMANDS = (["export", "csv", "{out}.csv"], ["export", "bgstats", "{out}.json"], ["export", "backup", "{out}.bak"],
            ["import", str(DATA / "issue_example.json"), "--save"], ["restore", "{backup}", "--replace"])


@pytest.fixture(scope="module")
def sound(tmp_path_factory) -> Path:
    """A real store with six games, and a backup of it (`backup.sqlite3` beside it)."""
    folder = tmp_path_factory.mktemp("sound")
    path = real_store(folder)
    with Store(path) as store:
        store.backups.write(folder / "backup.sqlite3")
    return path


def data_copy(sound: Path, folder: Path) -> Path:
    folder.mkdir()
    shutil.copyfile(sound, folder / "games.sqlite3")
    return folder / "games.sqlite3"


def run(command: list[str], data: Path, sound: Path, out: Path, lang: str = "en") -> int:
    args = [a.format(out=out, backup=sound.parent / "backup.sqlite3") for a in command]
    return cli.main([*args, "--data", str(data), "--lang", lang])


def home_warning(store: Store, lang: str = "fr") -> str:
    app = AppState(store, device_language=lang)
    return find(home_view(FakePage(), app, lambda *r: None, lambda: None).controls, "store-warning").content.value


# --- item 1: a command on a damaged database ----------------------------------------------------------
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2]))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_command_refuses_a_damaged_database_and_leaves_it_where_it_is(sound, tmp_path, capsys, command, lang):
    """Byte 3 of the file overwritten: every command that uses the saved games exits 2, says that the file is
    not a database and where it is (in the asked language), writes no output, and neither moves nor changes
    the file (before: "Written", exit 0, an empty CSV, the file renamed `games.sqlite3.corrupt-...`)."""
    path = data_copy(sound, tmp_path / "data")
    damaged = bytearray(path.read_bytes())
    damaged[3] ^= 0xFF
    path.write_bytes(damaged)
    assert run(command, path.parent, sound, tmp_path / "out", lang) == 2
    err = capsys.readouterr().err
    assert str(path) in err and render(phrase("st.open.not_sqlite"), lang) in err, err
    assert sorted(p.name for p in path.parent.iterdir()) == ["games.sqlite3"]  # not moved, no -wal made
    assert path.read_bytes() == damaged
    assert not list(tmp_path.glob("out*"))


def test_after_the_command_refused_the_app_says_it_and_moves_the_file_aside(sound, tmp_path, capsys):
    """The app, at its next start, repairs what the command left: the damaged file is moved aside unchanged,
    Home says why and where it went, in the reader's language."""
    path = data_copy(sound, tmp_path / "data")
    path.write_bytes(path.read_bytes()[:3] + b"\0" + path.read_bytes()[4:])
    damaged = path.read_bytes()
    assert run(["export", "csv", "{out}.csv"], path.parent, sound, tmp_path / "out") == 2
    with Store(path) as store:
        warning = home_warning(store)
        moved = store.report.moved_aside
    assert moved is not None and moved.read_bytes() == damaged
    assert str(moved) in warning and render(phrase("st.open.not_sqlite"), "fr") in warning, warning


def test_home_offers_to_recover_the_games_of_the_file_it_moved_aside(sound, tmp_path):
    """The damaged file (byte 3) moved aside at the app's start: Home offers to recover its games; the offer
    brings back every game that can still be read (here all six), says how many, leaves the file as it was,
    and is not offered again."""
    path = data_copy(sound, tmp_path / "data")
    path.write_bytes(path.read_bytes()[:3] + b"\0" + path.read_bytes()[4:])
    damaged = path.read_bytes()
    with Store(path) as store:
        app = AppState(store, device_language="fr")
        page = FakePage()
        view = home_view(page, app, lambda *r: None, lambda: None)
        find(view.controls, "store-recover").on_click(None)
        assert page.dialogs[-1].content.value == "6 parties récupérées du fichier endommagé"
        assert len(app.games()) == 6 and store.records.history().total == 6
        # every profile is back (a team game rescored may add its members' own profiles: teams are people)
        with Store(sound) as before:
            assert {p.name for p in store.records.profiles()} >= {p.name for p in before.records.profiles()}
        assert store.report.moved_aside.read_bytes() == damaged
        with pytest.raises(LookupError):
            find(home_view(FakePage(), app, lambda *r: None, lambda: None).controls, "store-recover")
    with Store(path) as store:  # kept: the next start opens the recovered games, nothing to recover
        app = AppState(store, device_language="fr")
        assert len(app.games()) == 6 and not store.report.moved_aside and not app.can_recover()


def test_nothing_is_offered_for_a_database_of_another_application(tmp_path):
    path = tmp_path / "games.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (x)")
    db.commit()
    db.close()
    with Store(path) as store:
        app = AppState(store, device_language="en")
        assert store.report.moved_aside and not app.can_recover()


def test_a_command_refuses_a_database_of_another_application_or_a_newer_app(sound, tmp_path, capsys):
    path = data_copy(sound, tmp_path / "data")
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 999")
    db.close()
    before = path.read_bytes()
    assert run(["export", "csv", "{out}.csv"], path.parent, sound, tmp_path / "out", "fr") == 2
    assert "schéma 999" in capsys.readouterr().err
    assert path.read_bytes() == before and not list(path.parent.glob("*.corrupt-*"))


# --- item 2: a data folder that cannot be used --------------------------------------------------------
@pytest.mark.parametrize("folder", ["/sys/nodata", "file"])
def test_import_save_into_a_folder_that_cannot_be_used_exits_2(tmp_path, capsys, folder):
    """`referee import GAME --save --data DIR` where DIR cannot be made: exit 2 with the store's reason, never
    "Saved in the app" (before: saved into a store kept in memory, exit 0)."""
    if folder == "file":
        (tmp_path / "file").write_text("a file where the folder should be")
        folder = str(tmp_path / "file")
    code = cli.main(["import", str(DATA / "issue_example.json"), "--save", "--data", folder, "--lang", "fr"])
    captured = capsys.readouterr()
    assert code == 2, captured
    assert "Enregistrée" not in captured.out and folder in captured.err
    assert "ne peuvent pas être ouvertes ici" in captured.err, captured.err


def full_disk(monkeypatch) -> None:
    """The disk fills up once the database is open: SQLite's own "database or disk is full"."""
    connect = opening.connect_database

    def connect_then_fill(path):
        db = connect(path)
        db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")
        return db

    monkeypatch.setattr(opening, "connect_database", connect_then_fill)


def test_import_save_on_a_full_disk_exits_2_with_the_reason(sound, tmp_path, capsys, monkeypatch):
    path = data_copy(sound, tmp_path / "data")
    full_disk(monkeypatch)
    code = cli.main(["import", str(DATA / "paleo/roi_three_players.json"), "--save", "--data", str(path.parent)])
    captured = capsys.readouterr()
    assert code == 2 and "Saved in the app" not in captured.out, captured
    assert str(path) in captured.err and "database or disk is full" in captured.err, captured.err
    with Store(path) as store:
        assert len(store.games.latest()) == 6


def cannot_write(monkeypatch) -> None:
    """The file can be read but not written (a read-only folder or file system): the read-write open fails."""
    def refuse(path):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(opening, "connect_database", refuse)


def test_the_app_opens_a_store_it_cannot_write_read_only_with_a_banner(sound, tmp_path, monkeypatch):
    """The games are shown (not an empty session in memory), every change is refused, Home says so."""
    path = data_copy(sound, tmp_path / "data")
    before = path.read_bytes()
    cannot_write(monkeypatch)
    with Store(path) as store:
        assert store.report.read_only and not store.report.moved_aside
        assert len(store.games.latest()) == 6 and store.records.history().total == 6
        with pytest.raises(StoreError):
            store.settings.set("theme", "dark")
        warning = home_warning(store)
    assert warning.startswith("Les parties enregistrées sont ouvertes en lecture seule"), warning
    assert path.read_bytes() == before


def test_a_command_refuses_to_save_into_a_store_it_cannot_write_but_exports_from_it(sound, tmp_path, capsys,
                                                                                     monkeypatch):
    path = data_copy(sound, tmp_path / "data")
    before = path.read_bytes()
    cannot_write(monkeypatch)
    assert run(["import", str(DATA / "paleo/roi_three_players.json"), "--save"], path.parent, sound,
               tmp_path / "o") == 2
    captured = capsys.readouterr()
    assert "Saved in the app" not in captured.out and str(path) in captured.err and "readonly" in captured.err
    assert run(["export", "csv", "{out}.csv"], path.parent, sound, tmp_path / "out") == 0
    assert len(list(csv.DictReader(io.StringIO((tmp_path / "out.csv").read_text(encoding="utf-8"))))) > 6
    assert path.read_bytes() == before


# --- item 3: one bad text byte ------------------------------------------------------------------------
def spoil(path: Path, sql: str) -> str:
    """Run `sql` on the first game (in touched order), with `?` its id; returns the id."""
    db = sqlite3.connect(path, isolation_level=None)
    game_id = db.execute("SELECT id FROM games ORDER BY touched LIMIT 1").fetchone()[0]
    db.execute(sql, (game_id,) * sql.count("?"))
    db.close()
    return game_id


def test_a_title_that_is_not_utf8_sets_its_game_aside_and_the_rest_is_shown(sound, tmp_path, capsys):
    """`UPDATE revisions SET title = CAST(X'416EFF61' AS TEXT)` on one game: Home lists the five others and
    the bad one among the rows set aside; History and every export go on without it (before: "Could not
    decode to UTF-8", Home empty, every export failed)."""
    path = data_copy(sound, tmp_path / "data")
    bad = spoil(path, "UPDATE revisions SET title = CAST(X'416EFF61' AS TEXT) WHERE game_id = ?")
    with Store(path) as store:
        app = AppState(store, device_language="en")
        assert len(app.games()) == 5 and bad not in {r.id for r in app.games()}
        assert [row.key for row in app.set_aside()] == [bad]
        view = home_view(FakePage(), app, lambda *r: None, lambda: None)
        find(view.controls, f"aside-game-{bad}")
        assert len(store.records.history().entries) == 5 and len(list(store.records.iter_history())) == 5
    for kind in ("csv", "bgstats", "backup"):
        assert cli.main(["export", kind, str(tmp_path / f"out.{kind}"), "--data", str(path.parent)]) == 0
    rows = list(csv.DictReader(io.StringIO((tmp_path / "out.csv").read_text(encoding="utf-8"))))
    assert len({row["game_id"] for row in rows}) == 5 and bad not in {row["game_id"] for row in rows}


@pytest.mark.parametrize("sql", [
    "UPDATE revisions SET data = CAST(X'7B2261223A2241FF227D' AS TEXT) WHERE game_id = ?",
    "UPDATE results SET player = CAST(X'416EFF61' AS TEXT) WHERE game_id = ?",
    "UPDATE games SET game = CAST(X'70616CFF' AS TEXT) WHERE id = ?",
    "UPDATE players SET name = CAST(X'416EFF61' AS TEXT) WHERE id = (SELECT min(id) FROM players)",
    "UPDATE settings SET value = CAST(X'2241FF22' AS TEXT) WHERE key = 'language'",
], ids=["document", "result", "game-id", "profile", "setting"])
def test_a_bad_byte_anywhere_never_takes_the_lists_down(sound, tmp_path, sql):
    path = data_copy(sound, tmp_path / "data")
    spoil(path, sql)
    with Store(path) as store:
        app = AppState(store, device_language="fr")
        home_view(FakePage(), app, lambda *r: None, lambda: None)
        assert len(app.games()) + len(app.set_aside()) >= 6
        assert len(store.records.history().entries) >= 5
        lines = store.records.result_lines()
        store.records.profiles(), player_summaries(lines), game_summaries(lines), store.records.history_players()
        assert app.lang == "fr"
    assert cli.main(["export", "csv", str(tmp_path / "out.csv"), "--data", str(path.parent)]) == 0


# --- item 4: a restore checks values through the app's own models ----------------------------------------
def first_game(db: sqlite3.Connection) -> str:
    return db.execute("SELECT id FROM games WHERE previous IS NULL ORDER BY touched LIMIT 1").fetchone()[0]


#: (what, SQL on the backup with `?` the first game's id, the table and row the restore must leave out)
BAD_VALUES = [
    ("created without a time zone", "UPDATE games SET created = '2026-01-05T19:30:00' WHERE id = ?", "games", None),
    ("a naive time in previous", "UPDATE games SET previous = "
     "'[{\"replaced\": \"2026-01-05T19:30:00\", \"results\": []}]' WHERE id = ?", "games", None),
    ("previous of another shape", "UPDATE games SET previous = '[1, 2]' WHERE id = ?", "games", None),
    ("a history filter of another shape", "UPDATE settings SET value = '{\"game\": 5}' "
     "WHERE key = 'history_filter' AND ? IS NOT NULL", "settings", "history_filter"),
    ("a profile renamed without its key", "UPDATE players SET name = 'Zoé' WHERE id = (SELECT min(id) FROM players) "
     "AND ? IS NOT NULL", "players", "first-profile"),
    ("a title that is not UTF-8", "UPDATE revisions SET title = CAST(X'416EFF61' AS TEXT) WHERE game_id = ?",
     "revisions", None),
]


def spoiled_backup(sound: Path, folder: Path, sql: str) -> tuple[Path, str, str]:
    """A copy of the sound store's backup with `sql` run on it: (the backup, the game's id, the first profile's)."""
    backup = folder / "backup.sqlite3"
    shutil.copyfile(sound.parent / "backup.sqlite3", backup)
    db = sqlite3.connect(backup, isolation_level=None)
    game_id = first_game(db)
    profile = db.execute("SELECT min(id) FROM players").fetchone()[0]
    db.execute(sql, (game_id,))
    db.close()
    return backup, game_id, profile


@pytest.mark.parametrize(("what", "sql", "table", "key"), BAD_VALUES, ids=[b[0] for b in BAD_VALUES])
def test_a_restore_refuses_each_value_the_app_could_not_use(sound, tmp_path, what, sql, table, key):
    """The store's own restore (the app's and the command's) refuses the row, naming its table and key."""
    backup, game_id, profile = spoiled_backup(sound, tmp_path, sql)
    key = {None: game_id, "first-profile": profile}.get(key, key)
    with Store(tmp_path / "data" / "games.sqlite3") as store:
        store.backups.restore(backup)
        refused = store.backups.last_restore.refused
    assert any(item.startswith(f"{table} {key!r}") for item in refused), refused


@pytest.mark.parametrize(("what", "sql", "table", "key"), BAD_VALUES, ids=[b[0] for b in BAD_VALUES])
def test_a_restore_leaves_out_values_the_app_could_not_use_and_lists_each(sound, tmp_path, capsys, what, sql,
                                                                          table, key):
    """`referee restore --json` lists every row it left out, as JSON; the restored store then works: History's
    filter reads, the history and both exports go through (before: accepted, then every later tap of the game
    failed, or `export bgstats` exited 4, or History never opened, or the game left History in silence; and
    `--json` printed no JSON)."""
    backup, game_id, profile = spoiled_backup(sound, tmp_path, sql)
    key = {None: game_id, "first-profile": profile}.get(key, key)
    data = tmp_path / "data"
    assert cli.main(["restore", str(backup), "--data", str(data), "--json", "--lang", "en"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["restored"] is True
    assert any(item.startswith(f"{render(phrase(f'st.table.{table}'), 'en')}") and key in item
               for item in shown["refused"]), shown
    with Store(data / "games.sqlite3") as store:
        HistoryFilter.model_validate(store.settings.get(HISTORY_FILTER_SETTING) or {})
        games = store.games.latest()
        assert not store.set_aside() and len(games) >= 5
        assert len(store.records.history().entries) == store.records.history().total
        assert all(p.name == " ".join(p.name.split()) for p in store.records.profiles())
    for kind in ("csv", "bgstats"):
        assert cli.main(["export", kind, str(tmp_path / f"out.{kind}"), "--data", str(data)]) == 0


def test_the_command_says_what_a_restore_left_out_in_text_too(sound, tmp_path, capsys):
    backup, game_id, _ = spoiled_backup(sound, tmp_path, BAD_VALUES[0][1])
    db = sqlite3.connect(backup, isolation_level=None)
    db.execute("CREATE TRIGGER spy AFTER INSERT ON revisions BEGIN DELETE FROM settings; END")
    db.close()
    assert cli.main(["restore", str(backup), "--data", str(tmp_path / "data"), "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    left = [line for line in lines if line.startswith("Laissé de côté, non restauré : ")]
    assert any(f"parties : ligne « {game_id} » refusée (created)" in line for line in left), lines
    assert any("déclencheur spy" in line for line in left), lines
    assert len(left) >= 4  # the game, its revision, its results (no game), the trigger


def test_the_app_lists_what_its_restore_left_out(sound, tmp_path):
    backup, game_id, profile = spoiled_backup(sound, tmp_path, BAD_VALUES[4][1])
    with Store(tmp_path / "data" / "games.sqlite3") as store:
        app = AppState(store, device_language="fr")
        app.restore_backup(backup.read_bytes(), replace=False)
        shown = find(home_view(FakePage(), app, lambda *r: None, lambda: None).controls, "restore-report").content.value
    assert f"joueurs : ligne « {profile} » refusée (key)" in shown, shown


# --- found by the store-damage test (tests/test_store_damage.py) -------------------------------------------
def test_a_profile_whose_name_was_damaged_does_not_stop_an_import_half_way(sound, tmp_path, capsys):
    """A profile's name changed in the file but not its key: importing a game with that player saved the game,
    then refused to make the profile ("there is already a player called ...") and exited 2: known players are
    now known by the keys kept, as the clash check reads them."""
    path = data_copy(sound, tmp_path / "data")
    db = sqlite3.connect(path, isolation_level=None)
    assert db.execute("UPDATE players SET name = 'Chlxé' WHERE key = 'chloé'").rowcount == 1
    db.close()
    code = cli.main(["import", str(DATA / "paleo/roi_three_players.json"), "--save", "--data", str(path.parent)])
    assert code == 0, capsys.readouterr()
    with Store(path) as store:
        assert len(store.games.latest()) == 7


def test_home_is_drawn_when_the_saved_games_cannot_be_read_after_opening(sound, tmp_path, monkeypatch):
    """A damaged page the checks at opening did not see: Home says the file is damaged (reader's language) and
    still offers the catalogue, instead of failing to draw."""
    path = data_copy(sound, tmp_path / "data")
    with Store(path) as store:
        def unreadable(*_, **__):
            raise StoreError("the saved games could not be read: database disk image is malformed",
                             phrase=phrase("st.not_read"))

        monkeypatch.setattr(store.games, "latest", unreadable)
        app = AppState(store, device_language="fr")
        view = home_view(FakePage(), app, lambda *r: None, lambda: None)
        assert "le fichier est endommagé" in find(view.controls, "store-damaged").content.value
        find(view.controls, "catalogue")


def test_the_exchange_screen_says_a_restore_left_rows_out(sound, tmp_path):
    """The app's restore (Exchange > Restore) says how many rows it left out and where they are listed."""
    backup, _, _ = spoiled_backup(sound, tmp_path, BAD_VALUES[0][1])
    with Store(tmp_path / "data" / "games.sqlite3") as store:
        page = FakePage()
        ExchangeScreen(page, AppState(store, device_language="fr"), lambda *r: None).restore_data(backup.read_bytes())
        said = page.dialogs[-1].content.value
    assert said.startswith("Sauvegarde restaurée. ") and "éléments ont été laissés de côté : l’accueil" in said, said


_SETPRIV = shutil.which("setpriv")
_NO_OVERRIDE = "-dac_override,-dac_read_search,-fowner"  # root without these obeys the files' permissions


@pytest.mark.skipif(not (_SETPRIV and hasattr(os, "geteuid") and os.geteuid() == 0),
                    reason="a real read-only folder needs root without CAP_DAC_OVERRIDE (setpriv)")
def test_a_real_read_only_folder(sound, tmp_path):
    """The same as the tests above on a real read-only folder and file (a process that cannot override file
    permissions): the app opens the games read-only, an export works, `import --save` exits 2 naming the
    file, and the file is unchanged."""
    path = data_copy(sound, tmp_path / "data")
    before = path.read_bytes()
    path.chmod(0o444)
    path.parent.chmod(0o555)
    script = f"""
import sys
from pathlib import Path
from referee_app.command import cli
from referee_app.store import Store
with Store(Path({str(path)!r})) as store:
    print("app", store.report.read_only, len(store.games.latest()))
print("export", cli.main(["export", "csv", {str(tmp_path / "out.csv")!r}, "--data", {str(path.parent)!r}]))
print("import", cli.main(["import", {str(DATA / "paleo/roi_three_players.json")!r}, "--save", "--data",
                          {str(path.parent)!r}, "--json"]))
"""
    try:
        done = subprocess.run([_SETPRIV, "--bounding-set", _NO_OVERRIDE, "--inh-caps", _NO_OVERRIDE,
                               sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    finally:
        path.parent.chmod(0o755)
    lines = [line for line in done.stdout.splitlines() if line.split(" ")[0] in ("app", "export", "import")]
    assert lines == ["app True 6", "export 0", "import 2"], (done.stdout[-2000:], done.stderr[-2000:])
    assert str(path) in done.stderr and "readonly" in done.stderr
    assert path.read_bytes() == before
