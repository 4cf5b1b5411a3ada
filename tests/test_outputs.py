"""Every output of every `referee` command (issue 35, items 3 and 4): what it must never write over, and how it
writes.

The outputs: `score --pdf`, `import --out` (with and without `--save`), `export csv|bgstats|backup`, `pad`. Each is
tried against the store (its file, its `-wal`, `-shm`, `-journal`, a symbolic link and a hard link to it), its
command's own inputs, a full disk (a small tmpfs where one can be mounted, else an injected ENOSPC), a pipe with
no reader, a device, a folder and a read-only folder. Every one of those is refused, exit 2, naming the path,
before anything is written: the store, the input and the earlier file are left as they were (before: exit 0
and the store replaced by a PDF or a CSV; an earlier PDF cut to 4,096 bytes on a full disk; a pipe held the
command forever; /dev/full replaced by a regular file). A sound output is written whole beside its target and
renamed over it: no temporary file stays, the earlier file's permissions are kept.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from store_helpers import DATA, real_store

from referee_app.command import cli

GAME = DATA / "track" / "numeri_worked_example.json"
BOARD = Path(__file__).parent / "board_files"
#: every output of every command, `{out}` the target (the store is `--data`'s, and the app's own by
#: TABLE_REFEREE_DATA for `pad`, which takes no `--data`)
OUTPUTS = {
    "score --pdf": ["score", "{game}", "--pdf", "{out}"],
    "import --out": ["import", "{game}", "--out", "{out}", "--data", "{data}"],
    "import --save --out": ["import", "{game}", "--save", "--out", "{out}", "--data", "{data}"],
    "export csv": ["export", "csv", "{out}", "--data", "{data}"],
    "export bgstats": ["export", "bgstats", "{out}", "--data", "{data}"],
    "export backup": ["export", "backup", "{out}", "--data", "{data}"],
    "pad": ["pad", "paleo", "{out}"],
}
_SETPRIV = shutil.which("setpriv")
_NO_OVERRIDE = "-dac_override,-dac_read_search,-fowner"  # root without these obeys the files' permissions


@pytest.fixture(scope="module")
def sound(tmp_path_factory) -> Path:
    return real_store(tmp_path_factory.mktemp("sound"))


@pytest.fixture
def data(sound, tmp_path, monkeypatch) -> Path:
    """A data folder holding a copy of the real store, the app's own (TABLE_REFEREE_DATA)."""
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copyfile(sound, folder / "games.sqlite3")
    monkeypatch.setenv("TABLE_REFEREE_DATA", str(folder))
    return folder


def run(argv: list[str], out: Path | str, data: Path, game: Path = GAME) -> tuple[int, str, str]:
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        code = cli.main([a.format(out=out, data=data, game=game) for a in argv] + ["--lang", "en"])
    return code, stdout.getvalue(), stderr.getvalue()


def snapshot(folder: Path) -> dict[str, bytes | str]:
    """Every entry of a folder: a file's bytes, a link's target."""
    return {p.name: (f"-> {os.readlink(p)}" if p.is_symlink() else p.read_bytes() if p.is_file() else "folder")
            for p in sorted(folder.iterdir())}


def games_saved(data: Path) -> int:
    import sqlite3

    db = sqlite3.connect(f"file:{data / 'games.sqlite3'}?mode=ro&immutable=1", uri=True)  # makes no -shm
    try:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        db.close()


def assert_refused(code: int, err: str, where: str, *words: str) -> None:
    assert code == 2, err
    assert err.startswith("referee: ") and "Traceback" not in err and where in err, err
    for word in words:
        assert word in err, err


# --- item 3: the store and the inputs ----------------------------------------------------------------
STORE_TARGETS = {
    "the store": lambda data: data / "games.sqlite3",
    "its -wal": lambda data: data / "games.sqlite3-wal",
    "its -shm": lambda data: data / "games.sqlite3-shm",
    "its -journal": lambda data: data / "games.sqlite3-journal",
    "a symbolic link to it": lambda data: _linked(data, os.symlink),
    "a hard link to it": lambda data: _linked(data, os.link),
    "a copy kept aside": lambda data: _kept_aside(data),
}


def _linked(data: Path, link) -> Path:
    target = data.parent / "elsewhere.out"
    link(data / "games.sqlite3", target)
    return target


def _kept_aside(data: Path) -> Path:
    target = data / "games.sqlite3.before-restore-20260101T000000000000Z"
    shutil.copyfile(data / "games.sqlite3", target)
    return target


@pytest.mark.parametrize("target", STORE_TARGETS)
@pytest.mark.parametrize("output", OUTPUTS)
def test_no_output_is_written_over_the_store_or_a_file_beside_it(data, output, target):
    """`export csv D/games.sqlite3 --data D` and the rest: exit 2 naming the path, the store (and the link)
    as they were, no game saved by `import --save` first (before: exit 0, the store replaced, "saved")."""
    path = STORE_TARGETS[target](data)
    before, saved = snapshot(data), games_saved(data)
    code, out, err = run(OUTPUTS[output], path, data)
    assert_refused(code, err, str(path), "cannot be written", "saved games")
    assert snapshot(data) == before and games_saved(data) == saved
    assert "Saved in the app" not in out
    if target.startswith("a symbolic"):
        assert path.is_symlink()
    if target.startswith("a hard"):
        assert path.stat().st_nlink == 2


INPUT_TARGETS = {
    "score --pdf the game file": (["score", "{game}", "--pdf", "{out}"], lambda game: game),
    "score --pdf the board file": (["score", "{game}", "--board", str(BOARD / "numeri_kitchen.json"), "--pdf",
                                    "{out}"], lambda game: BOARD / "numeri_kitchen.json"),
    "import --out the game file": (["import", "{game}", "--out", "{out}"], lambda game: game),
    "import --out a link to the game file": (["import", "{game}", "--out", "{out}"],
                                             lambda game: _input_link(game)),
    "import --out a hard link to it": (["import", "{game}", "--out", "{out}"], lambda game: _input_link(game, os.link)),
}


def _input_link(game: Path, link=os.symlink) -> Path:
    target = game.with_name("another-name.json")
    link(game, target)
    return target


@pytest.mark.parametrize("case", INPUT_TARGETS)
def test_no_output_is_written_over_one_of_its_own_inputs(data, tmp_path, case):
    """`score G --pdf G` replaced the game file with the PDF: refused, exit 2, the input as it was."""
    game = tmp_path / "game.json"
    shutil.copyfile(GAME, game)
    argv, target = INPUT_TARGETS[case]
    if "board" in case and not (BOARD / "numeri_kitchen.json").is_file():
        pytest.skip("no Numeri board file among the tests' board files")
    path = target(game)
    watched = path.resolve()
    before = watched.read_bytes()
    code, _, err = run(argv, path, data, game)
    assert_refused(code, err, str(path), "cannot be written", "inputs")
    assert watched.read_bytes() == before


# --- item 4: what is no regular file, a full disk, a read-only folder --------------------------------
@pytest.mark.parametrize("output", OUTPUTS)
def test_a_pipe_with_no_reader_is_refused_at_once(data, tmp_path, output):
    """`mkfifo f; referee pad paleo f` waited forever for a reader: refused at once, in a process of its own
    that must end within a minute."""
    fifo = tmp_path / "f"
    os.mkfifo(fifo)
    argv = [a.format(out=fifo, data=data, game=GAME) for a in OUTPUTS[output]]
    done = subprocess.run([sys.executable, "-m", "referee_app.command.cli", *argv], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "TABLE_REFEREE_DATA": str(data)})
    assert_refused(done.returncode, done.stderr, str(fifo), "a pipe")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def _devices(tmp_path: Path) -> list[Path]:
    """Devices made in the test's own folder, one that takes every byte (as /dev/null) and one that is always
    full (as /dev/full): never the system's own, which a command not yet fixed, run as root, replaced by a
    regular file (every later `> /dev/null` of the machine then filled a file). Where no device can be made
    (not root), /dev/null itself: this process cannot replace it."""
    found = []
    for name, minor in (("null", 3), ("full", 7)):
        with contextlib.suppress(OSError, AttributeError):
            os.mknod(tmp_path / name, stat.S_IFCHR | 0o666, os.makedev(1, minor))
            found.append(tmp_path / name)
    return found or [Path("/dev/null")]


@pytest.mark.parametrize("output", OUTPUTS)
def test_a_device_or_a_folder_is_refused_and_stays_what_it_is(data, tmp_path, output):
    """As root, `export backup /dev/full` replaced the device by a regular file: a device is refused, exit 2,
    and stays a device; a folder too."""
    for device in _devices(tmp_path):
        code, _, err = run(OUTPUTS[output], device, data)
        assert_refused(code, err, str(device), "a device")
        assert stat.S_ISCHR(os.stat(device).st_mode)
    code, _, err = run(OUTPUTS[output], tmp_path, data)
    assert_refused(code, err, str(tmp_path), "a folder")


@contextlib.contextmanager
def full_disk(tmp_path: Path, monkeypatch):
    """A folder on a disk with no room left: a small tmpfs mounted there (when this process may mount one), else
    the disk's refusal injected where every output is made whole (`os.fsync`, where a full disk says so last).
    Yields (the folder, whether the disk is real)."""
    folder = tmp_path / "full"
    folder.mkdir()
    mounted = shutil.which("mount") and os.geteuid() == 0 and subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)], capture_output=True).returncode == 0
    try:
        if not mounted:
            from referee_app.command import outputs as outputs_module

            def no_room(fd):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            monkeypatch.setattr(outputs_module.os, "fsync", no_room)
        yield folder, bool(mounted)
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(folder)], check=False)


@pytest.mark.parametrize("output", OUTPUTS)
def test_on_a_full_disk_the_earlier_file_stays_whole(data, tmp_path, monkeypatch, output):
    """`score --pdf old.pdf` on a full disk cut the earlier file to 4,096 bytes: refused, exit 2, naming the
    path and the disk's words; the earlier file as it was, no temporary file left beside it."""
    with full_disk(tmp_path, monkeypatch) as (folder, real):
        old = folder / "old.out"
        old.write_bytes(b"the earlier file, whole\n" * 4000)  # ~96 KB
        if real:  # the rest of the disk filled up: a few kilobytes are left, less than any output's
            with contextlib.suppress(OSError), open(folder / "filler", "wb") as filler:
                while True:
                    filler.write(b"\0" * 4096)
                    filler.flush()
        before = old.read_bytes()
        code, _, err = run(OUTPUTS[output], old, data)
        assert_refused(code, err, str(old), "No space left on device")
        assert old.read_bytes() == before
        assert sorted(p.name for p in folder.iterdir()) == sorted(["old.out", *(["filler"] if real else [])])


@pytest.mark.skipif(not (_SETPRIV and hasattr(os, "geteuid") and os.geteuid() == 0),
                    reason="a real read-only folder needs root without CAP_DAC_OVERRIDE (setpriv)")
def test_in_a_read_only_folder_every_output_is_refused_naming_the_file(data, tmp_path):
    """A folder that cannot be written: every output exits 2 naming its path, nothing is made there."""
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        for name, argv in OUTPUTS.items():
            out = folder / "out.file"
            done = subprocess.run([_SETPRIV, "--bounding-set", _NO_OVERRIDE, "--inh-caps", _NO_OVERRIDE,
                                   sys.executable, "-m", "referee_app.command.cli",
                                   *[a.format(out=out, data=data, game=GAME) for a in argv]],
                                  capture_output=True, text=True, timeout=120,
                                  env={**os.environ, "TABLE_REFEREE_DATA": str(data)})
            assert_refused(done.returncode, done.stderr, str(out), "Permission denied")
            assert list(folder.iterdir()) == [], name
    finally:
        folder.chmod(0o755)


@pytest.mark.parametrize("output", OUTPUTS)
def test_a_sound_output_replaces_the_earlier_file_whole_and_keeps_its_permissions(data, tmp_path, output):
    """Written to a temporary file beside the target, renamed over it once whole: the new content is there,
    the earlier file's permissions kept, nothing else left in the folder."""
    folder = tmp_path / "outs"
    folder.mkdir()
    old = folder / "out.file"
    old.write_bytes(b"earlier")
    old.chmod(0o640)
    code, _, err = run(OUTPUTS[output], old, data)
    assert code == 0, err
    assert old.read_bytes() != b"earlier" and stat.S_IMODE(old.stat().st_mode) == 0o640
    assert [p.name for p in folder.iterdir()] == ["out.file"]


def test_a_write_cut_short_leaves_the_earlier_file_and_no_temporary_file(data, tmp_path, monkeypatch):
    """A write that stops half way (here interrupted from inside, as Ctrl+C would) leaves the earlier file whole
    and no temporary file beside it."""
    old = tmp_path / "old.pdf"
    old.write_bytes(b"earlier")

    def interrupted(path: Path) -> None:
        path.write_bytes(b"half")
        raise KeyboardInterrupt

    from referee_app.command.outputs import write_output

    with pytest.raises(KeyboardInterrupt):
        write_output(old, interrupted)
    assert old.read_bytes() == b"earlier" and sorted(p.name for p in tmp_path.iterdir()) == ["data", "old.pdf"]


@pytest.mark.parametrize("output", OUTPUTS)
def test_a_name_over_the_file_name_limit_is_refused(data, tmp_path, output):
    """A path over the file-name limit (255 bytes a name): exit 2 naming it, never an internal error."""
    out = tmp_path / ("x" * 300)
    code, _, err = run(OUTPUTS[output], out, data)
    assert_refused(code, err, "xxxx", "too long")
