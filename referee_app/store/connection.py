"""The one SQLite connection of a store, its lock and its transactions: every part of the store reads and
writes through it (`use`), so that each part can be read alone and none holds a connection of its own.

- Every write is one `BEGIN IMMEDIATE ... COMMIT` transaction that has committed before `use` returns.
- One connection, `check_same_thread=False`, behind a lock: Flet calls handlers from worker threads.
- After each commit, the hooks of `on_commit` run (the browser build copies the file to IndexedDB there), and
  `changes` moves: what the kept statistics lines are checked against.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext

from referee_app.store.errors import StoreError
from scorers.i18n import phrase


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


class Connection:
    """The store's connection (None once closed), its lock, its write transactions and its commit hooks."""

    def __init__(self, db: sqlite3.Connection | None) -> None:
        self.db = db
        self.lock = threading.RLock()
        self.on_commit: list[Callable[[], None]] = []  # called after each commit (the browser build's copy)
        self.writes = 0  # commits made through `use(write=True)`
        self.changes = 0  # commits and restores: what the statistics' kept lines are checked against

    @contextmanager
    def use(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        """The connection, under the lock; with `write`, inside one transaction committed on leaving."""
        with self.lock:
            if self.db is None:
                raise StoreError("the store is closed", phrase=phrase("st.closed"))
            try:
                with transaction(self.db) if write else nullcontext():
                    yield self.db
            except sqlite3.Error as exc:
                raise StoreError(f"the saved games could not be {'written' if write else 'read'}: {exc}",
                                 phrase=phrase("st.not_written" if write else "st.not_read")) from exc
            if write:  # committed: a failed or refused transaction raised above
                self.writes += 1
                self.committed()

    def committed(self) -> None:
        """A commit (or a restore, which writes the file outside a transaction) is done: say it."""
        self.changes += 1
        for hook in self.on_commit:
            hook()

    def close(self) -> None:
        with self.lock:
            if self.db is not None:
                self.db.close()  # the last connection to close checkpoints and removes the -wal
                self.db = None
