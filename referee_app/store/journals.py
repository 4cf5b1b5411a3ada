"""The files SQLite keeps beside the store: its `-wal` (write-ahead log) and a `-journal` (rollback journal).
Whether they hide committed changes, read from their bytes before SQLite opens anything, and how a salvage
reads as much of them as can be trusted.

- A `-wal` holds the commits not yet copied into the database. SQLite reads its frames in order and stops at the
  first one whose checksum or salt is wrong: every later frame is ignored, and the next checkpoint deletes the
  file. A frame cut short at the end is what a killed process leaves (a commit that never returned); but a
  commit frame that checks out after a bad frame (its checksum chained from the frame before it) is a change
  that was written whole and would be lost in silence: the store is damaged (`wal_damage`). So is a log whose
  header is damaged while its frames check out: SQLite would ignore all of them.
- A `-journal` beside the store is a change left unfinished (our store writes through its `-wal`; a journal is
  from a file in rollback mode, or another program's). SQLite plays it back at the next opening that may write,
  and stops at the first record whose checksum is wrong, leaving the database half undone: a journal is
  `hot_journal` (something to play back) and `journal_damage` says whether it can be trusted.
- A salvage of a store moved aside reads both the way SQLite would if they were sound: the log's frames after a
  bad one are chained again (`rechain_wal`: the bad frame's page then reads as any damaged page does), the
  journal's sound records are played back (`play_back_journal`).

Nothing here opens SQLite or writes beside the store; every read is bounded by the files' own sizes.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Iterator
from pathlib import Path

WAL_MAGICS = (0x377F0682, 0x377F0683)  # the second: checksums over big-endian words
WAL_VERSION = 3007000
WAL_HEADER, FRAME_HEADER = 32, 24
JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")
JOURNAL_HEADER = 28  # the fields; the header takes a whole sector of the file
_MASK = 0xFFFFFFFF


def _valid_page_size(size: int) -> bool:
    return 512 <= size <= 65536 and not size & (size - 1)


def db_page_size(path: Path) -> int | None:
    """The page size the database's header says (bytes 16-17; 1 is 65536), None if it does not say one."""
    try:
        with open(path, "rb") as file:
            head = file.read(100)
    except OSError:
        return None
    if len(head) < 100:
        return None
    size = int.from_bytes(head[16:18], "big")
    size = 65536 if size == 1 else size
    return size if _valid_page_size(size) else None


def checksum(data: bytes, s1: int, s2: int, big: bool) -> tuple[int, int]:
    """SQLite's WAL checksum of `data` (a multiple of 8 bytes), going on from (s1, s2)."""
    words = struct.unpack(f"{'>' if big else '<'}{len(data) // 4}I", data)
    it = iter(words)
    for a, b in zip(it, it):
        s1 = (s1 + a + s2) & _MASK
        s2 = (s2 + b + s1) & _MASK
    return s1, s2


def _frames(file, page_size: int) -> Iterator[tuple[int, int, int, int, int, int, bytes]]:
    """(page number, commit size, salt 1, salt 2, checksum 1, checksum 2, header's first 8 bytes + page) of each
    whole frame from the file's position on."""
    size = FRAME_HEADER + page_size
    while True:
        frame = file.read(size)
        if len(frame) < size:
            return
        yield (*struct.unpack(">6I", frame[:FRAME_HEADER]), frame[:8] + frame[FRAME_HEADER:])


def wal_damage(path: Path) -> str | None:
    """Why the `-wal` beside the database at `path` hides commits (see the module's brief), in English for the
    logs; None when it is absent or sound (a frame cut short at its end included)."""
    wal = Path(f"{path}-wal")
    try:
        file = open(wal, "rb")  # noqa: SIM115 - closed below, on every way out
    except OSError:
        return None
    with file:
        header = file.read(WAL_HEADER)
        if len(header) < WAL_HEADER:
            return None  # no frame: nothing SQLite would read
        magic, version, page_size, _, salt1, salt2, c1, c2 = struct.unpack(">8I", header)
        big = magic == WAL_MAGICS[1]
        if (magic in WAL_MAGICS and version == WAL_VERSION and _valid_page_size(page_size)
                and checksum(header[:24], 0, 0, big) == (c1, c2)):
            return _frames_damage(file, page_size, (salt1, salt2), (c1, c2), big)
        # SQLite ignores a log whose header is damaged, and every frame in it: are there frames worth reading?
        page_size = page_size if _valid_page_size(page_size) else db_page_size(path) or 4096
        previous = (c1, c2)
        for pgno, commit, s1, s2, f1, f2, body in _frames(file, page_size):
            if pgno and commit and any(checksum(body, *previous, endian) == (f1, f2) for endian in (False, True)):
                return f"{wal.name}: its header is damaged, and SQLite would ignore the commits that follow it"
            previous = (f1, f2)
    return None


def _frames_damage(file, page_size: int, salts: tuple[int, int], chain: tuple[int, int], big: bool) -> str | None:
    """The frames of a log whose header is sound: a commit frame that checks out after the first bad frame."""
    bad = None  # (index of the first bad frame, the checksum it should have had, the one it holds)
    for index, (pgno, commit, s1, s2, f1, f2, body) in enumerate(_frames(file, page_size)):
        if bad is None:
            computed = checksum(body, *chain, big)
            if pgno and (s1, s2) == salts and computed == (f1, f2):
                chain = computed
                continue
            bad, previous = (index, computed), (f1, f2)
            continue
        if pgno and commit and (s1, s2) == salts:
            seeds = [previous] + ([bad[1]] if index == bad[0] + 1 else [])
            if any(checksum(body, *seed, big) == (f1, f2) for seed in seeds):
                return (f"frame {bad[0] + 1} is damaged, and SQLite would ignore the commits written after it "
                        f"(frame {index + 1} and before)")
        previous = (f1, f2)
    return None


def rechain_wal(wal: Path) -> None:
    """Chain the checksums of a log again (a salvage's copy), so that SQLite reads every frame of the current
    log up to its last commit frame, a damaged one included (its page then reads as a damaged page). The
    current log is its frames up to the last one holding the header's salts (an earlier log's frames, of other
    salts, can only follow them): a frame among those whose salts were damaged gets them back."""
    data = bytearray(wal.read_bytes())
    if len(data) < WAL_HEADER:
        return
    magic, _, page_size, seq, salt1, salt2, _, _ = struct.unpack(">8I", data[:WAL_HEADER])
    if not _valid_page_size(page_size):
        return
    big, size = magic == WAL_MAGICS[1], FRAME_HEADER + page_size
    count = (len(data) - WAL_HEADER) // size
    starts = [WAL_HEADER + i * size for i in range(count)]
    current = [i for i, at in enumerate(starts) if struct.unpack(">2I", data[at + 8:at + 16]) == (salt1, salt2)]
    data[:24] = struct.pack(">6I", WAL_MAGICS[1] if big else WAL_MAGICS[0], WAL_VERSION, page_size, seq, salt1,
                            salt2)
    chain = checksum(bytes(data[:24]), 0, 0, big)
    data[24:32] = struct.pack(">2I", *chain)
    for at in starts[:current[-1] + 1] if current else ():
        data[at + 8:at + 16] = struct.pack(">2I", salt1, salt2)
        chain = checksum(bytes(data[at:at + 8] + data[at + FRAME_HEADER:at + size]), *chain, big)
        data[at + 16:at + 24] = struct.pack(">2I", *chain)
    wal.write_bytes(bytes(data))


# --- the rollback journal -------------------------------------------------------------------------------
def hot_journal(path: Path) -> bool:
    """Whether a `-journal` beside the database holds anything: SQLite deletes or empties the journals of our
    store's writes once done (a journal zeroed at its start, which SQLite would not play back, is from no write
    of ours: `journal_damage` calls it damaged, and the half-made change it may leave is not read as sound)."""
    try:
        return os.stat(f"{path}-journal").st_size > 0
    except OSError:
        return False


def _journal_records(path: Path) -> tuple[list[tuple[int, bytes]], int | None, str | None]:
    """The journal's records as SQLite would play them back (page number, page), the database's size in pages
    before the change, and why the journal cannot be trusted (None: every record checks out)."""
    journal = Path(f"{path}-journal")
    data = journal.read_bytes()
    page_size = db_page_size(path)
    records: list[tuple[int, bytes]] = []
    offset, pages = 0, None
    while offset + JOURNAL_HEADER <= len(data):
        head = data[offset:offset + JOURNAL_HEADER]
        if head[:8] != JOURNAL_MAGIC:
            if offset == 0:
                return records, None, f"{journal.name}: its header is damaged: SQLite would drop it unread"
            break  # past the last segment
        count, nonce, size, sector, journal_page = struct.unpack(">5I", head[8:])
        if not _valid_page_size(journal_page) or (page_size and journal_page != page_size) or not (
                32 <= sector <= 65536 and not sector & (sector - 1)):
            return records, None, f"{journal.name}: its header is damaged"
        pages = size if pages is None else pages
        offset += sector
        record = 4 + journal_page + 4
        if count == _MASK:  # written without syncing: the records are as many as the file holds
            count = (len(data) - offset) // record
        for _ in range(count):
            if offset + record > len(data):
                return records, pages, f"{journal.name} is cut short: {count} records said, fewer there"
            pgno = int.from_bytes(data[offset:offset + 4], "big")
            page = data[offset + 4:offset + 4 + journal_page]
            stored = int.from_bytes(data[offset + 4 + journal_page:offset + record], "big")
            total = nonce
            for i in range(journal_page - 200, 0, -200):
                total += page[i]
            if not pgno or total & _MASK != stored:
                return records, pages, (f"{journal.name}: record {len(records) + 1} is damaged: SQLite would stop "
                                        f"there and leave the change half undone")
            records.append((pgno, page))
            offset += record
        if count == 0:
            break
        offset = -(-offset // sector) * sector  # the next segment starts on a sector
    return records, pages, None


def journal_damage(path: Path) -> str | None:
    """Why the hot `-journal` beside the database cannot be played back whole (English, for the logs)."""
    try:
        return _journal_records(path)[2]
    except OSError as exc:
        return f"{path.name}-journal cannot be read: {exc.strerror or exc}"


def play_back_journal(database: Path, journal: Path) -> None:
    """Undo the unfinished change in a copy of a database (a salvage's) with every record of its journal that
    checks out (a damaged one keeps that page as the change left it), then cut it to its size before."""
    staged = Path(f"{database}-journal")
    if staged != journal:
        staged.write_bytes(journal.read_bytes())
    try:
        records, pages, _ = _journal_records(database)
    finally:
        staged.unlink(missing_ok=True)
    if not records:
        return
    page_size = len(records[0][1])
    with open(database, "r+b") as file:
        for pgno, page in records:
            file.seek((pgno - 1) * page_size)
            file.write(page)
        if pages:
            file.truncate(max(pages, 1) * page_size)
        file.flush()
        os.fsync(file.fileno())
