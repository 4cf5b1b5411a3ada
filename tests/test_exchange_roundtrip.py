"""Round trips: a game -> its PDF sheet's QR code (the page rasterised by pdftoppm) -> import gives the same
state and score; a game -> its game file (JSON) -> import; importing twice saves once; the command."""

from __future__ import annotations

import datetime as dt
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from referee_app.command import cli
from referee_app.exchange import importer, payload
from referee_app.exchange.files import fingerprint, score_file
from referee_app.fronts import front, score_saved
from referee_app.store import Store
from scorers.errors import RefereeError
from scorers.registry import GAMES, find_game

DATA = Path(__file__).parent / "data"


def _examples(per_game: int = 2) -> list[Path]:
    """Scoreable example files of every built game under tests/data (the first `per_game` of each)."""
    found: dict[str, list[Path]] = {}
    for path in sorted(DATA.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            game = score_file(data).game.id
        except (ValueError, RefereeError):  # outputs, deliberately broken files, games not built
            continue
        found.setdefault(game, []).append(path)
    return [path for paths in found.values() for path in paths[:per_game]]


FILES = _examples()
needs_pdftoppm = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs pdftoppm (poppler-utils)")


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def pages_of(pdf: bytes, folder: Path, dpi: int = 120) -> list[Path]:
    (folder / "sheet.pdf").write_bytes(pdf)
    subprocess.run(["pdftoppm", "-png", "-r", str(dpi), str(folder / "sheet.pdf"), str(folder / "page")], check=True)
    return sorted(folder.glob("page*.png"))


def qr_text_of(pages: list[Path]) -> str:
    """The Table Referee code of the one page that has it (page 1, beside the result)."""
    found = []
    for page in pages:
        try:
            found.append(payload.read_picture(page))
        except Exception:  # noqa: BLE001 - pages without the code
            continue
    assert len(found) == 1, f"{len(found)} codes in {len(pages)} pages"
    return found[0]


@needs_pdftoppm
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_game_to_pdf_qr_to_import_gives_the_same_state_and_score(path, tmp_path):
    scored = score_file(load(path))
    pdf = front(scored.game).sheet_pdf(scored.game, scored.sheet, scored.state, "fr", dt.date(2026, 1, 2))
    text = qr_text_of(pages_of(pdf, tmp_path))
    back = score_file(payload.decode(text))
    assert back.state == scored.state
    assert back.sheet.to_dict("en") == scored.sheet.to_dict("en")
    assert back.file == scored.file


def test_every_built_game_has_an_example_here():
    """Each built game's sheet is checked by the QR round trip above (it needs an example file)."""
    covered = {score_file(load(path)).game.id for path in FILES}
    assert covered == {game.id for game in GAMES if game.ready}


def test_a_sheet_without_a_game_file_has_no_code():
    from referee_app.pdf.base import Styles, build, fonts, header

    scored = score_file(load(DATA / "issue_example.json"))
    st = Styles(*fonts())
    story = header(scored.sheet, "2026-01-02", None, "en", st)
    plain = build(list(story), scored.sheet, "en", dt.date(2026, 1, 2))
    with_code = build(list(story), scored.sheet, "en", dt.date(2026, 1, 2), game_file=scored.file)
    def text(pdf: bytes) -> str:
        return " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)

    assert "referee import" not in text(plain) and "referee import" in text(with_code)
    assert build(list(story), scored.sheet, "en", dt.date(2026, 1, 2), game_file=scored.file) == with_code


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_built_game_imports_into_the_app_and_opens_the_same(path, tmp_path):
    """Each game's front gives `document_from_file`, whose saved document scores and exports the same."""
    expected = score_file(load(path))
    with Store(tmp_path / "games.sqlite3") as store:
        record = importer.save_imported(store, load(path)).record
        state, sheet = score_saved(expected.game, record.data)
        assert state == expected.state and sheet.to_dict() == expected.sheet.to_dict()
        assert score_file(front(expected.game).game_file(expected.game, record.data)).file == expected.file


def test_game_to_json_to_import_in_the_app(tmp_path):
    with Store(tmp_path / "games.sqlite3") as store:
        original = load(DATA / "issue_example.json")
        first = importer.save_imported(store, importer.game_file_of_text(json.dumps(original)))
        assert not first.duplicate and first.record.status == "finished"
        game = find_game(first.record.game)
        state, sheet = score_saved(game, first.record.data)                  # the saved game scores the same
        expected = score_file(original)
        assert state == expected.state and sheet.to_dict() == expected.sheet.to_dict()
        exported = front(game).game_file(game, first.record.data)            # and exports the same file
        assert fingerprint(game.rules().to_file(game.rules().parse(exported))) == fingerprint(expected.file)
        entry = store.records.history_entry(first.record.id)
        assert {r.player: r.score for r in entry.results} == expected.sheet.totals
        assert entry.played.date().isoformat() == original.get("date", entry.played.date().isoformat())
        assert {p.name for p in store.records.profiles()} == {p.name for p in expected.sheet.players}


def test_importing_the_same_game_twice_saves_it_once(tmp_path):
    with Store(tmp_path / "games.sqlite3") as store:
        data = load(DATA / "sheet_example_rows.json")
        first = importer.save_imported(store, data)
        reordered = dict(reversed(list(data.items())))                       # another key order, same game
        again = importer.save_imported(store, importer.game_file_of_text(payload.encode(reordered)))
        assert again.duplicate and again.record.id == first.record.id
        assert len(store.games.latest()) == 1 and store.records.history().total == 1


def test_game_file_of_bytes_reads_json_payloads_and_refuses_the_rest():
    data = load(DATA / "issue_example.json")
    assert importer.game_file_of_bytes(json.dumps(data).encode()) == data
    assert importer.game_file_of_bytes(payload.encode(data).encode()) == data
    with pytest.raises(Exception, match="neither a picture nor text"):
        importer.game_file_of_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(Exception, match="not valid JSON"):
        importer.game_file_of_text("{nope")


# --- the command --------------------------------------------------------------------------------------------
@needs_pdftoppm
def test_the_app_imports_a_picture_of_the_sheet(tmp_path):
    scored = score_file(load(DATA / "issue_example.json"))
    pdf = front(scored.game).sheet_pdf(scored.game, scored.sheet, scored.state, "en", dt.date(2026, 1, 2))
    picture = pages_of(pdf, tmp_path, dpi=100)[0].read_bytes()  # the code is beside the result
    with Store(tmp_path / "games.sqlite3") as store:
        done = importer.save_imported(store, importer.game_file_of_bytes(picture))
        assert not done.duplicate and done.scored.sheet.to_dict() == scored.sheet.to_dict()


@needs_pdftoppm
def test_referee_import_reads_a_photo_of_the_sheet(tmp_path, capsys):
    path = DATA / "sheet_example_rows.json"
    assert cli.main(["score", str(path), "--pdf", str(tmp_path / "s.pdf"), "--lang", "en"]) == 0
    page = pages_of((tmp_path / "s.pdf").read_bytes(), tmp_path, dpi=100)[0]  # the code is beside the result
    capsys.readouterr()
    assert cli.main(["import", str(page), "--json", "--out", str(tmp_path / "back.json")]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["score"] == score_file(load(path)).sheet.to_dict("en")
    assert load(tmp_path / "back.json") == score_file(load(path)).file


def test_referee_import_text_saves_once(tmp_path, capsys):
    code = payload.encode(load(DATA / "issue_example.json"))
    data = ["--data", str(tmp_path / "data"), "--lang", "en"]
    assert cli.main(["import", "--text", code, "--save", *data]) == 0
    assert "Saved in the app" in capsys.readouterr().out
    assert cli.main(["import", "--text", code, "--save", *data]) == 0
    assert "Already in the app" in capsys.readouterr().out
    assert cli.main(["import", "--text", "TR1:garbage!", *data]) == 2
    assert "damaged" in capsys.readouterr().err


def test_referee_export_and_restore(tmp_path, capsys):
    data = ["--data", str(tmp_path / "data"), "--lang", "en"]
    assert cli.main(["import", str(DATA / "issue_example.json"), "--save", *data]) == 0
    for kind in ("csv", "bgstats", "backup"):
        assert cli.main(["export", kind, str(tmp_path / f"out.{kind}"), *data]) == 0
    assert (tmp_path / "out.csv").read_text().count("\n") == 1 + 3
    assert json.loads((tmp_path / "out.bgstats").read_text())["plays"][0]["playerScores"]
    empty = ["--data", str(tmp_path / "fresh"), "--lang", "en"]
    assert cli.main(["restore", str(tmp_path / "out.backup"), *empty]) == 0
    assert cli.main(["restore", str(tmp_path / "out.backup"), *empty]) == 2         # now it would overwrite
    assert "--replace" in capsys.readouterr().err
    assert cli.main(["restore", str(tmp_path / "out.csv"), "--replace", *empty]) == 2
    assert cli.main(["restore", str(tmp_path / "out.backup"), "--replace", *empty]) == 0


def test_referee_import_reads_standard_input(monkeypatch, capsys):
    code = payload.encode(load(DATA / "issue_example.json"))
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(code.encode())))
    assert cli.main(["import", "-", "--lang", "en"]) == 0
    assert "Anna" in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"")))
    assert cli.main(["import", "-", "--lang", "en"]) == 2
