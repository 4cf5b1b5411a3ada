"""Nothing lost when a file is damaged or an output goes wrong (issue 35): one test per failure the issue names,
item by item (the sweeps are `test_store_damage.py` and `test_outputs.py`).

1. A read never checkpoints or deletes a `-wal` it did not write; a `-wal` with commits after a damaged frame is a
   damaged store: the command refuses it naming it, the app keeps both files aside and recovers the games.
2. Every command opens the store as `export` does (`board show` renamed a damaged store aside); only the app at
   its start moves a damaged store aside, and it offers to recover one an earlier start moved aside too.
5. One bad side column never hides a finished game; a game that cannot be read at all is listed as set aside.
6. `restore` reads with the same bounds as every input; a game file's texts are bounded, and the PDF cuts what
   it cannot lay out.
7. Refusals, not internal errors: pictures Pillow cannot decode, times with no UTC time, generated columns,
   documents the app cannot open, names over the file-name limit, a reader that stops reading.
8. Forged lines escaped; the smaller items.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import shutil
import sqlite3
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from store_helpers import DATA, LATER, killed_store, real_store
from test_app_components import FakePage, find

from referee_app.command import cli
from referee_app.components.home import home_view
from referee_app.state import AppState
from referee_app.store import Store

WAL_HEADER, FRAME = 32, 24 + 4096  # a log's header, and a frame of a 4 KB page with its header
_SETPRIV = shutil.which("setpriv")
_NO_OVERRIDE = "-dac_override,-dac_read_search,-fowner"


def run(*argv: object) -> tuple[int, str, str]:
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        code = cli.main([str(a) for a in argv])
    return code, stdout.getvalue(), stderr.getvalue()


def csv_games(path: Path) -> set[str]:
    return {row["game_id"] for row in csv.DictReader(io.StringIO(path.read_text(encoding="utf-8")))}


@pytest.fixture(scope="module")
def sound(tmp_path_factory) -> Path:
    """A real store with six games, and a backup of it beside it."""
    path = real_store(tmp_path_factory.mktemp("sound"))
    with Store(path) as store:
        store.backups.write(path.parent / "backup.sqlite3")
    return path


@pytest.fixture(scope="module")
def killed(tmp_path_factory) -> tuple[bytes, bytes]:
    return killed_store(tmp_path_factory.mktemp("killed"))


def data_folder(tmp_path: Path, db: bytes, wal: bytes | None = None) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "games.sqlite3").write_bytes(db)
    if wal is not None:
        (folder / "games.sqlite3-wal").write_bytes(wal)
    return folder


def flipped_frame(wal: bytes, frame: int = 3) -> bytes:
    """The log with one byte of a frame's page changed (a frame well before its last commit)."""
    data = bytearray(wal)
    data[WAL_HEADER + frame * FRAME + 24 + 1000] ^= 0x40
    return bytes(data)


# --- item 1 -------------------------------------------------------------------------------------------
def test_an_export_reads_the_wal_and_leaves_it_and_the_database_as_they_were(killed, tmp_path):
    """A sound `-wal` a killed app left (eight games in it): the export holds all fourteen games, and neither the
    database nor the `-wal` changed (before: the read checkpointed the log into the file and deleted it)."""
    db, wal = killed
    data = data_folder(tmp_path, db, wal)
    code, _, err = run("export", "csv", tmp_path / "out.csv", "--data", data)
    assert code == 0, err
    assert len(csv_games(tmp_path / "out.csv")) == 6 + len(LATER)
    assert (data / "games.sqlite3").read_bytes() == db and (data / "games.sqlite3-wal").read_bytes() == wal


@pytest.mark.parametrize("command", [["export", "csv", "{out}"], ["export", "backup", "{out}"],
                                     ["board", "show", "numeri", "corners"], ["import-bgstats", "{bgstats}"],
                                     ["import", str(DATA / "paleo/roi_three_players.json"), "--save"],
                                     ["restore", "{backup}", "--replace"]],
                         ids=lambda c: " ".join(c[:2]))
def test_a_wal_with_commits_after_a_damaged_frame_is_refused_naming_it(killed, sound, tmp_path, command):
    """One byte of a frame of the `-wal` changed: every command exits 2 naming the `-wal`, the commits after
    the damage would be lost; nothing is written, moved or deleted (before: "Written", exit 0, 15 of 29 rows, the
    `-wal` gone)."""
    db, wal = killed
    damaged = flipped_frame(wal)
    data = data_folder(tmp_path, db, damaged)
    bgstats = tmp_path / "bgstats.json"
    bgstats.write_text(json.dumps({"games": [], "players": [], "plays": []}), encoding="utf-8")
    argv = [a.format(out=tmp_path / "out", bgstats=bgstats, backup=sound.parent / "backup.sqlite3") for a in command]
    code, out, err = run(*argv, "--data", data, "--lang", "en")
    assert code == 2, (out, err)
    assert f"{data / 'games.sqlite3-wal'}" in err and "would be lost" in err, err
    assert (data / "games.sqlite3").read_bytes() == db and (data / "games.sqlite3-wal").read_bytes() == damaged
    assert not (tmp_path / "out").exists() and not list(data.glob("*.corrupt-*"))


def test_the_app_keeps_the_store_and_its_damaged_wal_aside_and_recovers_the_games_after_the_damage(killed,
                                                                                                    tmp_path):
    """The app at its start: both files moved aside together, unchanged; Home says so and offers recovery; the
    recovery brings back the games SQLite would have dropped after the damage (before: 5 of 14 games shown, no
    word)."""
    db, wal = killed
    damaged = flipped_frame(wal)
    data = data_folder(tmp_path, db, damaged)
    with Store(data / "games.sqlite3") as store:
        moved = store.report.moved_aside
        assert moved is not None and store.report.recoverable
        assert moved.read_bytes() == db and Path(f"{moved}-wal").read_bytes() == damaged
        app = AppState(store, device_language="en")
        view = home_view(FakePage(), app, lambda *r: None, lambda: None)
        assert "log of the last changes" in find(view.controls, "store-warning").content.value
        find(view.controls, "store-recover").on_click(None)
        assert len(app.games()) == 6 + len(LATER)
        # Home after the recovery: said as done, the fault no longer (it kept the red "moved aside" and its path)
        view = home_view(FakePage(), app, lambda *r: None, lambda: None)
        said = find(view.controls, "store-recovered").content.value
        assert "were recovered" in said and str(moved) in said
        for gone in ("store-warning", "store-recover"):
            with pytest.raises(LookupError):
                find(view.controls, gone)


# --- item 2 -------------------------------------------------------------------------------------------
def test_board_show_refuses_a_damaged_store_and_moves_nothing(sound, tmp_path):
    """`referee board show GAME NAME` on a damaged store: exit 2 naming the file, nothing renamed, no empty store
    started (before: the store renamed aside, an empty one made, "there is no board corners")."""
    damaged = bytearray(sound.read_bytes())
    damaged[3] ^= 0xFF
    data = data_folder(tmp_path, bytes(damaged))
    code, _, err = run("board", "show", "numeri", "corners", "--data", data, "--lang", "en")
    assert code == 2 and str(data / "games.sqlite3") in err and "not an SQLite database" in err, err
    assert sorted(p.name for p in data.iterdir()) == ["games.sqlite3"]
    assert (data / "games.sqlite3").read_bytes() == damaged


@pytest.mark.parametrize("command", [["export", "csv", "{out}"], ["board", "show", "numeri", "nothing"],
                                     ["import-bgstats", "{bgstats}"]], ids=lambda c: " ".join(c[:2]))
def test_a_command_that_only_reads_makes_no_store_where_there_was_none(tmp_path, command):
    """An export, `board show` or a dry run of `import-bgstats` on a data folder that does not exist: nothing
    is made (before: the folder and an empty store)."""
    bgstats = tmp_path / "bgstats.json"
    bgstats.write_text(json.dumps({"games": [], "players": [], "plays": []}), encoding="utf-8")
    data = tmp_path / "none"
    run(*[a.format(out=tmp_path / "out.csv", bgstats=bgstats) for a in command], "--data", data)
    assert not data.exists()


def test_the_app_offers_to_recover_a_file_an_earlier_start_moved_aside(sound, tmp_path):
    """A damaged store moved aside by an earlier start (or an older command) beside an empty store: Home says so
    and offers to recover it (before: only for a file it had just moved itself); the games come back."""
    data = tmp_path / "data"
    data.mkdir()
    damaged = bytearray(sound.read_bytes())
    damaged[3] ^= 0xFF
    (data / "games.sqlite3.corrupt-20260101T000000Z").write_bytes(bytes(damaged))
    with Store(data / "games.sqlite3"):
        pass  # the empty store the earlier start began
    with Store(data / "games.sqlite3") as store:
        assert store.report.moved_aside is None and store.report.left_aside is not None
        app = AppState(store, device_language="fr")
        view = home_view(FakePage(), app, lambda *r: None, lambda: None)
        assert "mis de côté plus tôt" in find(view.controls, "store-warning").content.value
        find(view.controls, "store-recover").on_click(None)
        assert len(app.games()) == 6
    with Store(data / "games.sqlite3") as store:  # not offered again once the store holds games
        assert store.report.left_aside is None


# --- item 5 -------------------------------------------------------------------------------------------
SIDE_COLUMNS = {
    "a note that is not UTF-8": ("UPDATE games SET note = CAST(X'416EFF61' AS TEXT) WHERE id = ?", "note", None),
    "previous not JSON": ("UPDATE games SET previous = '[{' WHERE id = ?", "earlier", ()),
    "previous of another shape": ("UPDATE games SET previous = '{\"a\": 1}' WHERE id = ?", "earlier", ()),
    "a text duration": ("UPDATE games SET duration_min = 'long' WHERE id = ?", "duration_min", None),
    "a title that is not UTF-8": ("UPDATE revisions SET title = CAST(X'416EFF61' AS TEXT) WHERE game_id = ?",
                                  "title", ""),
}


def spoiled(sound: Path, tmp_path: Path, sql: str) -> tuple[Path, str]:
    data = data_folder(tmp_path, sound.read_bytes())
    db = sqlite3.connect(data / "games.sqlite3", isolation_level=None)
    game_id = db.execute("SELECT id FROM games ORDER BY touched LIMIT 1").fetchone()[0]
    db.execute(sql, (game_id,) * sql.count("?"))
    db.close()
    return data, game_id


@pytest.mark.parametrize("case", SIDE_COLUMNS)
def test_a_bad_side_column_never_hides_a_finished_game(sound, tmp_path, case):
    """History and every export keep the game, that field blank (before: the game left History and every export,
    the total still counted it, nothing said)."""
    sql, field, blank = SIDE_COLUMNS[case]
    data, game_id = spoiled(sound, tmp_path, sql)
    with Store(data / "games.sqlite3") as store:
        page = store.records.history()
        assert page.total == 6 and len(page.entries) == 6
        assert getattr(store.records.history_entry(game_id), field) == blank
    for kind in ("csv", "bgstats"):
        code, _, err = run("export", kind, tmp_path / f"out.{kind}", "--data", data)
        assert code == 0 and "left out" not in err, err
    assert game_id in csv_games(tmp_path / "out.csv")


def test_a_game_that_cannot_be_read_at_all_is_listed_as_set_aside(sound, tmp_path):
    """Its time is not a time: History cannot show it; the export says it left it out, naming it, and Home lists
    it among the games set aside (before: gone from both, the total still counted it)."""
    data, game_id = spoiled(sound, tmp_path, "UPDATE games SET played = 'yesterday' WHERE id = ?")
    code, _, err = run("export", "csv", tmp_path / "out.csv", "--data", data, "--lang", "en")
    assert code == 0 and game_id in err and "left out" in err, err
    assert len(csv_games(tmp_path / "out.csv")) == 5
    with Store(data / "games.sqlite3") as store:
        app = AppState(store, device_language="en")
        find(home_view(FakePage(), app, lambda *r: None, lambda: None).controls, f"aside-game-{game_id}")


# --- item 6 -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("source", ["/dev/zero", "/dev/urandom", "sparse", "pipe"])
def test_restore_refuses_what_is_no_backup_file_before_copying_a_byte(sound, tmp_path, monkeypatch, source):
    """`referee restore /dev/zero` (or /dev/urandom, a 3 GB sparse file, a pipe) copied into $TMPDIR without end:
    refused at once, naming it, nothing left in the temporary folder (a process of its own, which must end)."""
    if source == "sparse":
        path = tmp_path / "sparse.bak"
        with open(path, "wb") as file:
            file.truncate(3 * 1024 ** 3)
    elif source == "pipe":
        path = tmp_path / "pipe.bak"
        os.mkfifo(path)
    else:
        path = Path(source)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    data = tmp_path / "data"
    done = subprocess.run([sys.executable, "-m", "referee_app.command.cli", "restore", str(path), "--data", str(data)],
                          capture_output=True, text=True, timeout=60, env={**os.environ, "TMPDIR": str(temporary)})
    assert done.returncode == 2 and str(path) in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert list(temporary.iterdir()) == []


def test_the_pdf_cuts_a_text_it_cannot_lay_out(tmp_path):
    """A sheet of a state whose date is 3 MB (a game file refuses it now: `date` is bounded; a document kept
    elsewhere may not be): the PDF is made, the date cut (before: reportlab's LayoutError, exit 4)."""
    import dataclasses

    from referee_app.fronts import front
    from scorers.loading import load_data

    game, state = load_data(json.loads((DATA / "issue_example.json").read_text(encoding="utf-8")))
    state = dataclasses.replace(state, date="x" * 3_000_000)
    pdf = front(game).sheet_pdf(game, game.rules().score(state), state, "en")
    assert pdf.startswith(b"%PDF")


def test_a_3_mb_date_is_refused_before_the_sheet_is_drawn(tmp_path):
    """A game file whose `date` is 3 MB: refused, exit 2, naming the field and its bound; no PDF made (before:
    reportlab's LayoutError, exit 4; at 30 MB, minutes and most of a gigabyte)."""
    data = json.loads((DATA / "issue_example.json").read_text(encoding="utf-8"))
    data["date"] = "2026-11-27" * 300_000
    (tmp_path / "g.json").write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run("score", tmp_path / "g.json", "--pdf", tmp_path / "g.pdf", "--lang", "en")
    assert code == 2 and "date" in err and "40 characters" in err, err
    assert not (tmp_path / "g.pdf").exists()


# --- item 7 -------------------------------------------------------------------------------------------
def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def _png(extra: bytes = b"") -> bytes:
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 0, 0, 0, 0)) + extra
            + _chunk(b"IDAT", zlib.compress(b"\x00" * 72)) + _chunk(b"IEND", b""))


_BOMB = zlib.compress(b"\0" * (64 * 1024 * 1024), 9)
_BMP = (b"BM" + struct.pack("<IHHI", 14 + 40 + 1024 + 2, 0, 0, 14 + 40 + 1024)
        + struct.pack("<IiiHHIIiiII", 40, 16, 16, 1, 8, 1, 2, 2835, 2835, 256, 0) + bytes(1024) + b"\x02\x01")
PICTURES = {"zTXt bomb": _png(_chunk(b"zTXt", b"k\x00\x00" + _BOMB)),
            "iTXt bomb": _png(_chunk(b"iTXt", b"k\x00\x01\x00\x00\x00" + _BOMB)),
            "iCCP bomb": _png(_chunk(b"iCCP", b"p\x00\x00" + _BOMB)),
            "broken IHDR chunk": (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", b"\0\0\0\x08\0") + _chunk(b"IEND", b"")),
            "broken tRNS chunk": _png(_chunk(b"tRNS", b"\x00")),
            "short BMP RLE8": _BMP}


@pytest.mark.parametrize("picture", PICTURES)
def test_a_picture_pillow_cannot_decode_is_a_refusal(tmp_path, picture):
    """Before: exit 4, an internal error (ValueError, SyntaxError from Pillow)."""
    path = tmp_path / "picture.png"
    path.write_bytes(PICTURES[picture])
    code, _, err = run("import", path, "--lang", "en")
    assert code == 2 and str(path) in err and "picture cannot be read" in err, err


def backup_with(sound: Path, tmp_path: Path, *sql: str) -> Path:
    backup = tmp_path / "backup.sqlite3"
    shutil.copyfile(sound.parent / "backup.sqlite3", backup)
    db = sqlite3.connect(backup, isolation_level=None)
    for statement in sql:
        db.execute(statement)
    db.close()
    return backup


def test_a_played_time_with_no_utc_time_is_left_out_at_restore(sound, tmp_path):
    """`played` of 0001-01-01T00:00:00+14:00 (no such UTC time): the game is left out and listed (before: restored,
    then `export bgstats` exited 4)."""
    backup = backup_with(sound, tmp_path, "UPDATE games SET played = '0001-01-01T00:00:00+14:00' "
                                          "WHERE rowid = (SELECT min(rowid) FROM games)")
    data = tmp_path / "data"
    code, out, err = run("restore", backup, "--data", data, "--lang", "en")
    assert code == 0 and "Left out" in out and "played" in out, (out, err)
    code, _, err = run("export", "bgstats", tmp_path / "out.json", "--data", data)
    assert code == 0, err


def test_a_backup_whose_game_id_is_a_generated_column_restores(sound, tmp_path):
    """Before: restore exited 4 (KeyError: the column was not among `table_info`'s)."""
    backup = backup_with(sound, tmp_path, "ALTER TABLE games RENAME TO old_games",
                         "CREATE TABLE games (kept TEXT, id TEXT GENERATED ALWAYS AS (kept) VIRTUAL, game TEXT, "
                         "created TEXT, updated TEXT, touched INTEGER, revision INTEGER, deleted TEXT, played TEXT, "
                         "duration_min INTEGER, fingerprint TEXT, previous TEXT, note TEXT, place TEXT)",
                         "INSERT INTO games (kept, game, created, updated, touched, revision, deleted, played, "
                         "duration_min, fingerprint, previous, note, place) SELECT id, game, created, updated, "
                         "touched, revision, deleted, played, duration_min, fingerprint, previous, note, place "
                         "FROM old_games", "DROP TABLE old_games")
    data = tmp_path / "data"
    code, _, err = run("restore", backup, "--data", data, "--lang", "en")
    assert code == 0, err
    with Store(data / "games.sqlite3") as store:
        assert len(store.games.latest()) == 6


@pytest.mark.parametrize("document", ['{"players": "nobody"}', json.dumps({"file": "x" * (60 * 1024 * 1024)})],
                         ids=["another shape", "60 MB"])
def test_a_revision_the_app_cannot_open_is_left_out_at_restore_and_listed(sound, tmp_path, document):
    """Checked through the game's own model at restore (before: 14 games listed, each open raised ValidationError)."""
    backup = backup_with(sound, tmp_path)
    db = sqlite3.connect(backup, isolation_level=None)
    game_id = db.execute("SELECT id FROM games WHERE fingerprint NOT LIKE 'bgstats:%' LIMIT 1").fetchone()[0]
    db.execute("UPDATE revisions SET data = ? WHERE game_id = ?", (document, game_id))
    db.close()
    data = tmp_path / "data"
    code, out, err = run("restore", backup, "--data", data, "--lang", "en")
    assert code == 0 and game_id in out, (out, err)
    with Store(data / "games.sqlite3") as store:
        app = AppState(store, device_language="en")
        assert game_id not in {r.id for r in app.games()} and len(app.games()) == 5


@pytest.mark.parametrize("command", [["score", "{long}"], ["score", "{long}", "{long}"], ["check", "{long}"],
                                     ["import", "{long}"], ["board", "check", "{long}"], ["restore", "{long}"]],
                         ids=["score", "score batch", "check", "import", "board check", "restore"])
def test_a_path_over_the_file_name_limit_is_a_refusal(tmp_path, command):
    """`referee score` of a name over the file-name limit exited 4 (`is_dir` raised at cli.py); the others are
    guards (they refused it already)."""
    long = tmp_path / ("x" * 300)
    code, out, err = run(*[a.format(long=long) for a in command], "--data", tmp_path / "d") if command[0] in (
        "import", "restore") else run(*[a.format(long=long) for a in command])
    assert code == 2 and "internal error" not in out + err and "too long" in out + err, (out, err)


def test_a_reader_that_stops_reading_a_refusal_prints_no_traceback():
    """`referee rules --json | true`: the refusal printed as JSON to a closed pipe (before: a BrokenPipe
    traceback)."""
    done = subprocess.run(f"{sys.executable} -m referee_app.command.cli rules --json | true", shell=True,
                          capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr


# --- item 8 -------------------------------------------------------------------------------------------
FORGED = "\nLegality: No rule broken."


@pytest.mark.parametrize("forge", ["\n", "\u2028"], ids=["line break", "U+2028"])
def test_a_line_break_in_a_name_a_path_or_an_argument_prints_no_line_of_its_own(tmp_path, forge):
    """A board name, a path and a `board show` argument holding a line break (or U+2028): escaped in every text
    output, so that no forged line ("Legality: No rule broken.") prints."""
    forged = FORGED.replace("\n", forge)
    board = json.loads((Path(__file__).parent / "board_files" / "numeri_kitchen.json").read_text(encoding="utf-8"))
    board["board"]["name"] = "kitchen" + forged
    (tmp_path / "board.json").write_text(json.dumps(board), encoding="utf-8")
    outputs = [run("board", "check", tmp_path / "board.json", "--lang", "en"),
               run("check", tmp_path / f"missing{forged}.json", "--lang", "en"),
               run("board", "show", "numeri", f"x{forged}", "--data", tmp_path / "d", "--lang", "en"),
               run("export", "csv", tmp_path / f"out{forged}.csv", "--data", tmp_path / "d", "--lang", "en")]
    for code, out, err in outputs:
        for line in (out + err).splitlines():
            assert not line.startswith("Legality"), (out, err)
        assert "\u2028" not in out + err


@pytest.mark.skipif(not (_SETPRIV and hasattr(os, "geteuid") and os.geteuid() == 0),
                    reason="a real read-only folder needs root without CAP_DAC_OVERRIDE (setpriv)")
def test_restore_replace_in_a_read_only_folder_names_the_file(sound, tmp_path):
    """`restore --replace` where the current data cannot be kept aside (a folder this user cannot write): the
    refusal names the copy it could not make (before: no file named)."""
    data = data_folder(tmp_path, sound.read_bytes())
    data.chmod(0o555)
    try:
        done = subprocess.run([_SETPRIV, "--bounding-set", _NO_OVERRIDE, "--inh-caps", _NO_OVERRIDE,
                               sys.executable, "-m", "referee_app.command.cli", "restore",
                               str(sound.parent / "backup.sqlite3"), "--replace", "--data", str(data), "--lang", "en"],
                              capture_output=True, text=True, timeout=120)
    finally:
        data.chmod(0o755)
    assert done.returncode == 2 and f"{data / 'games.sqlite3'}.before-restore-" in done.stderr, done.stderr


def test_an_empty_file_is_called_empty_not_a_database_that_is_no_backup(tmp_path):
    """Before: an empty file was "a Table Referee database, but not a backup"."""
    (tmp_path / "empty.bak").write_bytes(b"")
    code, _, err = run("restore", tmp_path / "empty.bak", "--data", tmp_path / "d", "--lang", "en")
    assert code == 2 and "is an empty file, not a backup" in err and "database" not in err, err


def test_a_restore_into_an_empty_store_says_nothing_was_replaced(sound, tmp_path):
    """Before: "The data it replaced was copied to: -"."""
    code, out, err = run("restore", sound.parent / "backup.sqlite3", "--data", tmp_path / "d", "--lang", "en")
    assert code == 0 and "copied to: -" not in out and "no saved games to replace" in out, (out, err)
