"""The store's errors: one family under `StoreError` (a `RefereeError`), each with a stable code.

The errors of one concern live with it: `StaleRevision` with the games (`store/games.py`), `UnusableStore`
with the opening (`store/opening.py`), `NotABackup` and `WouldOverwrite` with the backups (`store/backups.py`).
"""

from __future__ import annotations

from scorers.errors import Problem, RefereeError
from scorers.i18n import Phrase


class StoreError(RefereeError):
    """A saved game is missing, a value is not JSON, or the database could not be read or written."""

    code = "store-error"

    def __init__(self, message: str, phrase: Phrase | None = None, where: str = "") -> None:
        """`message` is English (logs, the `referee` command: `str(error)`); `phrase` says the same to the
        reader in the catalogue's words (`problem_phrases`, `Problem.text(lang)`): the screens show that.
        `where`: the file it is about, when the reader needs to know (the `referee` command)."""
        super().__init__([Problem(where, message, phrase)])
        self.args = (message,)  # the problem's own text would be the catalogue's: logs keep the detailed English


class BadRow(StoreError):
    """A row of a sound database that cannot be read (it is set aside, see `Store.set_aside`)."""

    code = "bad-row"
