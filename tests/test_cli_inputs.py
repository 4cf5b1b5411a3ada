"""Issue 25, items 5 and 6: what the `referee` command reads is refused at once, located, exit 2, when it
is not a regular file (a pipe, /dev/zero, a folder, a socket), when it is too large, or when it is a
picture whose header declares more pixels than can be read; never a hang, never exit 4."""

from __future__ import annotations

import json
import os
import socket
import struct
import time
import zlib
from pathlib import Path

import pytest

from referee_app.command.cli import main
from referee_app.exchange.payload import MAX_PICTURE_PIXELS
from scorers.loading import MAX_INPUT_BYTES

DATA = Path(__file__).parent / "data"
GAME = DATA / "loopit" / "light_example.json"
#: Seconds a refusal may take: at once; a read of a pipe without a writer, or of /dev/zero, never ends.
AT_ONCE_S = 5


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def specials(tmp_path):
    """Paths that are no regular file: a pipe with no writer, a device that never ends, a folder, a socket."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    sock_path = tmp_path / "sock.json"
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(sock_path))
    yield {"pipe": fifo, "device": Path("/dev/zero"), "folder": folder, "socket": sock_path}
    sock.close()


@pytest.mark.timeout(60)
@pytest.mark.parametrize("command", [["check"], ["import"], ["board", "check"], ["score"],
                                     ["check", str(GAME), "--board"]])
@pytest.mark.parametrize("kind", ["pipe", "device", "folder", "socket"])
def test_a_path_that_is_no_regular_file_is_refused_at_once(capsys, specials, command, kind):
    """`check`, `import`, `board check` (and `score`, `--board`) refuse a pipe, /dev/zero, a folder or a
    socket at once (they hung on a pipe or /dev/zero until killed), naming the path, with exit 2."""
    path = specials[kind]
    if command == ["score"] and kind == "folder":
        path.joinpath("x.txt").write_text("not a game")  # a folder is a batch: that one holds no game file
    start = time.monotonic()
    code, out, err = run(capsys, *command, path)
    assert time.monotonic() - start < AT_ONCE_S
    assert code == 2, (code, out, err)
    assert str(path) in err and "Traceback" not in err


def test_the_refusal_names_what_the_path_is_in_the_asked_language(capsys, specials):
    assert "a pipe, not a file" in run(capsys, "check", specials["pipe"])[2]
    assert "un périphérique, pas un fichier" in run(capsys, "check", specials["device"], "--lang", "fr")[2]
    code, out, _ = run(capsys, "import", specials["folder"], "--json")
    assert code == 2 and json.loads(out)["problems"][0]["where"] == str(specials["folder"])


@pytest.mark.timeout(60)
def test_a_pipe_in_a_batch_folder_is_reported_not_skipped(capsys, tmp_path):
    """A batch folder's `*.json` entry that is a pipe gets its own line, refused (exit 2), instead of
    being left out in silence; the other files are still scored."""
    (tmp_path / "a.json").write_bytes(GAME.read_bytes())
    os.mkfifo(tmp_path / "b.json")
    code, out, _ = run(capsys, "score", tmp_path, "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert [Path(line["file"]).name for line in lines] == ["a.json", "b.json"]
    assert [line["exit"] for line in lines] == [0, 2] and code == 2


def test_a_file_larger_than_the_cap_is_refused_before_it_is_read(capsys, tmp_path):
    """Reads are capped (MAX_INPUT_BYTES): a larger file is refused, located, not read into memory."""
    big = tmp_path / "big.json"
    with open(big, "wb") as out:
        out.truncate(MAX_INPUT_BYTES + 1)  # sparse: no disk used
    for command in (["check"], ["import"], ["board", "check"]):
        code, _, err = run(capsys, *command, big)
        assert code == 2 and str(big) in err and "MB" in err


# --- pictures whose header declares more pixels than can be read (item 6) -------------------------------

def png_header(width: int, height: int) -> bytes:
    """A PNG of a header only (no pixel data): it declares `width` x `height` pixels in 67 bytes or so."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b""))


@pytest.mark.parametrize("width,height", [(300_000, 100), (1, 49_999_999), (65_536, 1), (100, 70_000),
                                          (2**31 - 1, 2**31 - 1)])
def test_a_picture_declaring_too_large_a_side_is_refused_from_its_header(capsys, tmp_path, width, height):
    """A picture over 65,535 px on a side (or too many pixels in all) is refused from its header, before
    any decoding, located and in words, exit 2 (it was exit 4 "internal error", after 1.66 GB of memory
    for a 67-byte PNG declaring 1 x 49,999,999 px)."""
    picture = tmp_path / "photo.png"
    picture.write_bytes(png_header(width, height))
    code, _, err = run(capsys, "import", picture)
    assert code == 2, err
    assert str(picture) in err and "pixels" in err and "internal" not in err
    if width * height <= 2 * MAX_PICTURE_PIXELS:  # beyond, Pillow's own check refuses before the size is known
        assert f"{width} x {height}" in err


def test_the_picture_refusal_is_said_in_french(capsys, tmp_path):
    picture = tmp_path / "photo.png"
    picture.write_bytes(png_header(300_000, 100))
    code, _, err = run(capsys, "import", picture, "--lang", "fr")
    assert code == 2 and "300000 × 100" in err and "pixels" in err


# --- small ones (item 9) --------------------------------------------------------------------------------

def test_score_json_into_a_closed_pipe_ends_without_a_traceback():
    """`referee score FILE --json | head`: the reader stops reading; the command ends quietly (it ended
    in a BrokenPipeError traceback)."""
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-m", "referee_app.command.cli", "score", str(GAME), "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # closed before the command writes: every write meets a broken pipe
    err = proc.stderr.read().decode()
    proc.wait(60)
    assert "Traceback" not in err and "BrokenPipe" not in err, err
    assert proc.returncode == 0


def test_a_backup_that_cannot_be_written_leaves_no_part_file(capsys, tmp_path):
    """`export backup` to a place it cannot replace (here a folder) refuses, exit 2, and leaves no
    `.part` file behind."""
    target = tmp_path / "backup.sqlite3"
    target.mkdir()
    code, _, err = run(capsys, "export", "backup", target, "--data", tmp_path / "data")
    assert code == 2 and str(target) in err
    assert not list(tmp_path.glob("*.part"))


def test_an_empty_output_path_is_refused_not_ignored(capsys, tmp_path):
    """`--pdf ""` (and `import --out ""`) name no file: refused, located at the option, exit 2 (the PDF
    was silently not written)."""
    code, out, err = run(capsys, "score", GAME, "--pdf", "")
    assert code == 2 and "--pdf" in err and not out
    code, _, err = run(capsys, "import", GAME, "--out", " ")
    assert code == 2 and "--out" in err
    code, out, err = run(capsys, "score", GAME, GAME, "--pdf", "")  # a batch writes no sheet: refused too
    assert code == 2 and "--pdf" in err
    for command in (["export", "csv", "", "--data", tmp_path], ["pad", "loopit", ""]):
        code, _, err = run(capsys, *command)
        assert code == 2 and "an empty path" in err


@pytest.mark.parametrize("name,said", [("\u200b", "visible"), ("\u200d\u2060", "visible"), ("\u3164", "visible"),
                                       ("Anna\nBen: 999", "U+000A"), ("Anna\rX", "U+000D"),
                                       ("A\x1b[2J", "U+001B"), ("A\u2028B", "U+2028")])
@pytest.mark.parametrize("example", ["loopit/light_example.json", "paleo/three_players.json",
                                     "paleo_games/points.json", "posters/two_sides_incidents.json",
                                     "track/numeri_worked_example.json", "issue_example.json"])
def test_a_name_of_invisible_or_control_characters_is_refused_at_the_model(capsys, tmp_path, name, said, example):
    """A player name made only of zero-width or blank characters, or holding a line break or another
    control character (which forged lines in the text output), is refused where the file names it."""
    data = json.loads((DATA / example).read_text(encoding="utf-8"))
    if "sides" in data:
        data["sides"][0] = name
        where = "sides[0]"
    else:
        first = data["players"][0]
        data["players"][0] = {**first, "name": name} if isinstance(first, dict) else name
        where = "players[0]"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "score", path)
    assert code == 2 and not out, (out, err)
    assert err.startswith(f"referee: {where}") and said in err, err


def test_a_key_written_twice_is_refused_located_in_every_file_read(capsys, tmp_path):
    """A JSON object naming a key twice was read last-wins: refused, located, in a game file, a board
    file (`--board`, `board check`) and an import."""
    game = tmp_path / "game.json"
    game.write_text('{"game": "loopit", "players": [{"name": "A", "name": "B"}, "C"], "turns": []}')
    code, _, err = run(capsys, "check", game)
    assert code == 2 and 'players[0]: the key "name" is written twice' in err
    code, _, err = run(capsys, "import", game, "--lang", "fr")
    assert code == 2 and "la clé « name » est écrite deux fois" in err
    board = tmp_path / "board.json"
    board.write_text('{"kind": "board", "game": "numeri", "game": "loopit"}')
    code, _, err = run(capsys, "board", "check", board)
    assert code == 2 and 'the key "game" is written twice' in err
    code, _, err = run(capsys, "score", GAME, "--board", board)
    assert code == 2 and 'the key "game" is written twice' in err
