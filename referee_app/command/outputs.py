"""The files of the `referee` command: the saved games as a command opens them, and every file it writes.

- The store (`command_store`): never repaired, moved or checkpointed. A command that only reads (an export,
  `board show`, a dry run of `import-bgstats`) opens it read-only and makes nothing where there was nothing; one
  that writes (`import --save`, `restore`, `import-bgstats --apply`) opens it for writing. Either refuses a
  damaged store, located at the file at fault (`referee_app/store/opening.py`), and a read or write that fails
  half way is a refusal located at the file too.
- An output (`write_output`: a PDF, a game file, an export, a backup, a pad) is checked before anything is
  made: an empty path, a name too long, a folder that is not there, a target that is no regular file (a device,
  a pipe: writing to a pipe nobody reads never ends), the store itself or a file beside it (its `-wal`, `-shm`,
  `-journal`, by path, through a symbolic link or a hard link, or any database of the app's that is not a
  backup), and the command's own inputs are refused, exit 2, with nothing written. Then it is written to a
  temporary file beside its target, flushed to the disk, and renamed over the target only once whole: a full
  disk or a killed command leaves the earlier file as it was (STYLE 16).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sqlite3
import stat
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from scorers.errors import Problem, RefereeError, UnwritableOutput
from scorers.i18n import Phrase, phrase

#: The files SQLite keeps beside a database.
SIDE_FILES = ("-wal", "-shm", "-journal")
#: What an existing target that is no regular file is, as the refusal names it.
_KINDS = ((stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "pipe"), (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
          (stat.S_ISSOCK, "socket"))
_WAL_MAGICS = (bytes.fromhex("377f0682"), bytes.fromhex("377f0683"))
_JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")


def store_path(data: str | None) -> Path:
    """The store's file of a command: `--data DIR`'s, else the app's own."""
    from referee_app.store.opening import data_dir_candidate

    return (Path(data) if data else data_dir_candidate()) / "games.sqlite3"


@contextmanager
def command_store(args: argparse.Namespace, write: bool) -> Iterator[Any]:
    """The app's saved games, as the command may use them (see the module's brief)."""
    from referee_app.store import Store
    from referee_app.store.errors import StoreError
    from referee_app.store.opening import UnusableStore

    store = Store(store_path(getattr(args, "data", None)), repair=False, read_only=not write)
    from referee_app.exchange.files import document_problem

    store.backups.check_document = document_problem  # a restore reads each document as the app will open it
    try:
        yield store
    except StoreError as error:
        cause = error.__cause__
        if not isinstance(cause, sqlite3.Error):  # a refusal of the store's own (no such game...): as it is
            raise
        problem = error.problems[0]
        said = phrase("ex.cli.store_failed", what=problem.phrase or problem.message, reason=str(cause))
        raise UnusableStore(f"{problem.message} ({cause})", store.report.path, said) from None
    finally:
        store.close()


def _refused(path: str | Path, said: Phrase | str) -> UnwritableOutput:
    return UnwritableOutput([Problem(str(path), said)])


def _why(error: OSError) -> str:
    return error.strerror or str(error)


def _same(a: Path, b: Path) -> bool:
    """Whether two paths name one file: the same path once links are followed, or the same inode (a hard
    link)."""
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def _ours(path: Path) -> bool:
    """Whether `path` is a database of the app that is not a backup: the store, a copy kept aside before a
    restore or moved aside when damaged (any of which an output must not replace)."""
    from referee_app.store.backups import BACKUP_MARK
    from referee_app.store.schema import APPLICATION_ID, SQLITE_MAGIC

    try:
        with open(path, "rb") as file:
            head = file.read(100)
    except OSError:
        return False
    if len(head) < 100 or not head.startswith(SQLITE_MAGIC) or int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        return False
    try:
        db = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return True
    try:
        return db.execute("SELECT 1 FROM settings WHERE key = ?", (BACKUP_MARK,)).fetchone() is None
    except sqlite3.Error:
        return True  # ours, and unreadable: kept as it is
    finally:
        db.close()


def _beside_a_store(path: Path) -> bool:
    """Whether `path` is (or would be) the `-wal`, `-shm` or `-journal` of a database of the app, or holds a log
    or a journal of SQLite's."""
    for side in SIDE_FILES:
        if path.name.endswith(side) and _ours(path.with_name(path.name[:-len(side)])):
            return True
    try:
        with open(path, "rb") as file:
            head = file.read(8)
    except OSError:
        return False
    return head[:4] in _WAL_MAGICS or head == _JOURNAL_MAGIC


def check_output(path: str | Path, inputs: Iterable[str | Path | None] = (), data: str | None = None) -> Path:
    """The file an output will replace (links followed), or the `UnwritableOutput` of the module's brief."""
    shown = str(path)
    if not shown.strip():  # Path("") is the current folder: say what is wrong instead
        raise _refused("", phrase("in.empty_path"))
    if "\0" in shown:
        raise _refused(repr(shown), phrase("dmg.out.nul"))
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            raise _refused(shown, phrase("dmg.out.name_too_long")) from None
        raise _refused(shown, phrase("dmg.out.cannot_write", reason=_why(error))) from None
    if mode is not None and not stat.S_ISREG(mode):
        kind = next((name for test, name in _KINDS if test(mode)), "other")
        raise _refused(shown, phrase("dmg.out.not_a_file", kind=phrase(f"in.not_a_file.{kind}")))
    if len(target.name.encode("utf-8", "surrogateescape")) > 255 - 16:  # the temporary name beside it is longer
        raise _refused(shown, phrase("dmg.out.name_too_long"))
    if not target.parent.is_dir():
        raise _refused(shown, phrase("dmg.out.no_folder", folder=str(target.parent)))
    store = store_path(data)
    if any(_same(target, Path(f"{store}{side}")) for side in ("", *SIDE_FILES)) or _ours(target) \
            or _beside_a_store(target):
        raise _refused(shown, phrase("dmg.out.is_store"))
    if any(entry is not None and str(entry) not in ("", "-") and _same(target, Path(entry)) for entry in inputs):
        raise _refused(shown, phrase("dmg.out.is_input"))
    return target


def write_output(path: str | Path, write: Callable[[Path], Any] | bytes | str,
                 inputs: Iterable[str | Path | None] = (), data: str | None = None) -> None:
    """Write an output whole or not at all (see the module's brief): `write` is the bytes or text (UTF-8) to
    write, or a function that writes the file at the path it is given (a temporary one, beside the target)."""
    target = check_output(path, inputs, data)
    try:
        fd, name = tempfile.mkstemp(prefix=f".{target.name[:32]}.", suffix=".part", dir=target.parent)
    except OSError as error:  # a folder that cannot be written: nothing was made
        raise _refused(path, phrase("dmg.out.cannot_write", reason=_why(error))) from None
    temporary = Path(name)
    try:
        try:
            if callable(write):
                os.close(fd)
                write(temporary)
            else:
                with open(fd, "wb") as file:
                    file.write(write.encode("utf-8") if isinstance(write, str) else write)
            with open(temporary, "rb+") as file:
                os.fsync(file.fileno())
            os.chmod(temporary, _mode_for(target))
            os.replace(temporary, target)
        except RefereeError:  # the saved games failed, not the output (a backup of a damaged page): as it is
            raise
        except (OSError, ValueError, sqlite3.Error) as error:  # sqlite3: a backup on a full disk
            reason = getattr(error, "strerror", None) or str(error)
            raise _refused(path, phrase("dmg.out.cannot_write", reason=reason)) from None
        _sync_folder(target.parent)
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def _mode_for(target: Path) -> int:
    """The permissions of the file replaced, or those a new file gets (0o666 less the umask)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def _sync_folder(folder: Path) -> None:
    """The rename itself on the disk (POSIX: the folder's entry is synced apart from the file)."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
