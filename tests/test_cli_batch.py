"""`referee score` on many files in one process (issue 18 item 4), and what the command imports to start."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from referee_app.command.cli import main

from hg_helpers import game_data

DATA = Path(__file__).parent / "data"
ROWS = str(DATA / "sheet_example_rows.json")
ISSUE = str(DATA / "issue_example.json")
LOOPIT = str(DATA / "loopit" / "sheet_example.json")


def run(capsys, *args) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def write(folder: Path, name: str, data) -> str:
    path = folder / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def single_json(capsys, path: str, lang: str) -> dict:
    code, out, _ = run(capsys, "score", path, "--json", "--lang", lang)
    assert code == 0
    return json.loads(out)


def test_a_batch_prints_one_line_per_file_in_the_order_given(capsys):
    code, out, _ = run(capsys, "score", ISSUE, ROWS, LOOPIT, "--lang", "en")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3
    assert lines[0].startswith(f"{ISSUE}: Hundsgemein, standard scoring. Leading (not over yet): Anna. 1. Anna")
    assert lines[1] == (f"{ROWS}: Hundsgemein, standard scoring. Leading (not over yet): Bleu. "
                        "1. Bleu (19), 2. Jaune (5), 3. Rouge (0), 3. Vert (0)")
    assert lines[2].startswith(f"{LOOPIT}: Loopit")


def test_a_batch_in_json_prints_one_object_per_line_each_the_single_files_sheet(capsys):
    code, out, _ = run(capsys, "score", ROWS, LOOPIT, "--json", "--lang", "fr")
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [o["file"] for o in objects] == [ROWS, LOOPIT]
    assert all(o["exit"] == 0 for o in objects)
    assert objects[0]["score"] == single_json(capsys, ROWS, "fr")
    assert objects[1]["score"] == single_json(capsys, LOOPIT, "fr")


def test_a_batch_exits_with_the_worst_code_and_still_scores_every_file(capsys, tmp_path):
    impossible = game_data()
    del impossible["dogs"]["H1"]
    unreadable = game_data()
    unreadable["board"][2] = "q7 .. .. .. .. .. .."
    files = [ROWS, write(tmp_path, "impossible.json", impossible), write(tmp_path, "unreadable.json", unreadable)]
    code, out, _ = run(capsys, "score", *files[:2], "--lang", "en")
    assert code == 1
    code, out, _ = run(capsys, "score", *files, "--lang", "en")
    lines = out.splitlines()
    assert code == 2 and len(lines) == 3
    assert lines[0].startswith(f"{ROWS}: Hundsgemein")
    assert lines[1].startswith(f"{files[1]}: ERROR") and "H1" in lines[1]
    assert lines[2].startswith(f"{files[2]}: ERROR [board[2][0]] 'q7' is not a cell")
    code, out, _ = run(capsys, "score", *files, ROWS, "--json")
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 2 and [o["exit"] for o in objects] == [0, 1, 2, 0]
    assert objects[1]["violations"][0]["rule"] == "HG-DOGS"
    assert objects[2]["problems"][0]["where"] == "board[2][0]"


def test_a_folder_stands_for_its_game_files_sorted_by_name(capsys, tmp_path):
    shutil.copy(LOOPIT, tmp_path / "b.json")
    shutil.copy(ROWS, tmp_path / "a.json")
    (tmp_path / "notes.txt").write_text("not a game", encoding="utf-8")
    (tmp_path / "deeper").mkdir()
    shutil.copy(ROWS, tmp_path / "deeper" / "c.json")
    code, out, _ = run(capsys, "score", str(tmp_path), "--json")
    assert code == 0
    assert [json.loads(line)["file"] for line in out.splitlines()] == [str(tmp_path / "a.json"),
                                                                       str(tmp_path / "b.json")]


def test_an_empty_folder_or_a_pdf_for_many_files_exits_2(capsys, tmp_path):
    code, _, err = run(capsys, "score", str(tmp_path))
    assert code == 2 and "no game file" in err
    code, _, err = run(capsys, "score", ROWS, ISSUE, "--pdf", str(tmp_path / "out.pdf"))
    assert code == 2 and "--pdf" in err and not (tmp_path / "out.pdf").exists()


def test_one_file_prints_the_whole_sheet_as_before(capsys):
    code, out, _ = run(capsys, "score", ROWS, "--lang", "en")
    assert code == 0 and out.startswith("Hundsgemein, standard scoring\nPlayers: ") and "Ranking" in out


def test_scoring_imports_no_pdf_picture_or_ui_library_and_no_other_games_rules():
    """`referee score` answers in a fraction of a second because it imports only what it uses: no PDF
    (reportlab), no picture reading (PIL, zxing), no Flet, no store, no other game's rules."""
    probe = ("import sys; from referee_app.command.cli import main; main(['score', sys.argv[1]]); "
             "print(repr(sorted(sys.modules)), file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", probe, ROWS], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    loaded = eval(result.stderr.strip().splitlines()[-1])  # noqa: S307 - our own repr of a list of names
    heavy = [m for m in loaded if m.split(".")[0] in ("reportlab", "PIL", "zxingcpp", "flet", "qrcode")]
    heavy += [m for m in ("referee_app.store", "referee_app.store.records", "referee_app.fronts") if m in loaded]
    others = [m for m in loaded if m.startswith("scorers.") and m.split(".")[1] in (
        "loopit", "track", "posters", "paleo", "paleo_games")]
    assert heavy == [] and others == []
    assert "scorers.hundsgemein.model" in loaded  # the probe did score a Hundsgemein file


def test_the_pads_the_command_offers_are_the_pads_that_exist():
    """The parser names the pads and papers without importing reportlab: the names must stay in step."""
    from referee_app.command.exchange import PAD_IDS, PAPER_IDS
    from referee_app.pdf.pads import PADS, PAPERS

    assert PAD_IDS == tuple(p.id for p in PADS) and PAPER_IDS == tuple(PAPERS)
