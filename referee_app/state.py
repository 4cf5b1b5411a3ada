"""The app's state: the store, the language and theme, and the only ways a saved game changes.

Screens call these methods; each change goes to the store at once (`store.games.save` commits before it
returns), so closing the app at any moment loses at most the tap in flight.

Three guarantees hold here for every game, whatever its screen does:
- a change names the revision it was made on; made on one that is no longer current (the game was
  changed in another tab or on another phone) it is refused (`Outcome.stale`), never written over a
  change its screen has not shown;
- a document is saved only if its game's document model reads it back and the game file made from it
  parses (`document_problem`): a game the app cannot open again is never written;
- a saved game that cannot be read or drawn is not lost: `set_aside` lists it, `last_good_revision`
  and `go_back` return it to the last revision that reads, `raw_export` gives it as stored.
"""

from __future__ import annotations

import json
import logging
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from referee_app.changes import Change, Refusal, label_text, settled, stored_label
from referee_app.exchange.bgstats import ImportPlan, apply_import, plan_import, read_export
from referee_app.exchange.files import fingerprint, played_at, results_of
from referee_app.exchange.importer import Imported, game_file_of_bytes, game_file_of_text, save_imported
from referee_app.exchange.tables import bgstats_json, history_csv, store_files
from referee_app.fronts import game_file, score_saved
from referee_app.store import Store
from referee_app.store.games import GameRecord, StaleRevision
from referee_app.store.records import HistoryFilter, HistoryPage
from referee_app.store.values import SetAside
from scorers.errors import RefereeError
from scorers.i18n import LANGUAGES, Phrase, default_language, phrase, render, sentence
from scorers.registry import GAMES, GameInfo, find_game

#: A game finished later than this after it was started has no duration (left open overnight).
LONGEST_GAME_MIN = 6 * 60
#: Set once the team games of the history have their members recorded (a history older than schema 4 had not).
TEAMS_RECORDED = "teams_recorded"

THEMES = ("system", "light", "dark")

#: The draft key of "Play again" on a game without a kept set-up: the parts of its game file that say who
#: played (players, teams or sides, and who started), which the set-up form seats (`SetupForm.seat_game`).
SEAT_GAME, SEATS_OF_FILE = "seat_game", ("players", "teams", "sides", "first")

log = logging.getLogger(__name__)


@dataclass
class Outcome:
    """What a change did: the saved record, or why it was refused."""

    record: GameRecord | None = None
    refusal: tuple[Phrase, ...] = ()
    rescored: bool = False  # a finished game's result changed (the earlier one is kept in the history)
    stale: bool = False  # refused: made on an old revision; `record` is the current one, to show


class AppState:
    def __init__(self, store: Store, device_language: str | None = None) -> None:
        self.store = store
        self.device_language = device_language if device_language in LANGUAGES else default_language()
        self.table_url: str | None = None  # table mode (`referee-app --lan`): the pairing URL Home shows
        # (topic, screen): the game whose changes on other sessions this session's screen hears (saved_game.py)
        self.followed: tuple[str, Any] | None = None
        #: this session's own settings (language, theme): each browser keeps its own (issue 26: one setting
        #: for the whole server turned every phone French), in its client storage through `on_setting`
        self.client: dict[str, str] = {}
        self.on_setting: Callable[[str, str], Any] | None = None
        for key in ("language", "theme"):  # a choice kept for the whole table (earlier versions, a test's seed):
            value = store.settings.get(key, None)  # this session's default, until its browser says its own
            if isinstance(value, str):
                self.client[key] = value
        self.keeping: Any = None  # the browser build's `safekeeping.Safekeeping` (browser.py sets it)
        if not store.report.read_only and not store.settings.get(TEAMS_RECORDED):  # team games recorded before
            # their members were: once (a store opened read-only keeps them as they are)
            for game_id in store.records.history_ids([g.id for g in GAMES if g.teams]):
                try:
                    self.rescore(store.games.get(game_id))
                except Exception:  # noqa: BLE001 - as below: kept as it was, never stops the app
                    log.warning("saved game %s could not be scored", game_id, exc_info=True)
            store.settings.set(TEAMS_RECORDED, True)
        for game_id in store.records.finished_without_result():  # games finished before the history existed
            try:
                self.rescore(store.games.get(game_id))
            except Exception:  # noqa: BLE001 - a document this version cannot read: kept, never stops the app
                log.warning("saved game %s could not be scored", game_id, exc_info=True)
                continue

    # --- preferences ----------------------------------------------------------------------------
    @property
    def language_setting(self) -> str:
        """The language chosen in this session's Settings ("system": the device's, `device_language`)."""
        return self.client.get("language", "system")

    @property
    def lang(self) -> str:
        chosen = self.language_setting
        return chosen if chosen in LANGUAGES else self.device_language

    def set_language(self, value: str) -> None:
        self._keep("language", value if value in LANGUAGES else "system")

    @property
    def theme(self) -> str:
        value = self.client.get("theme", "system")
        return value if value in THEMES else "system"

    def set_theme(self, value: str) -> None:
        self._keep("theme", value if value in THEMES else "system")

    def _keep(self, key: str, value: str) -> None:
        self.client[key] = value
        if self.on_setting is not None:
            self.on_setting(key, value)

    def t(self, key: str, **params: Any) -> str:
        return render(phrase(key, **params), self.lang)

    def say(self, item: Phrase | str) -> str:
        return sentence(item, self.lang)

    # --- games ----------------------------------------------------------------------------------
    def games(self) -> list[GameRecord]:
        """The saved games the app can list (a game of an id no registry entry has is set aside)."""
        return [r for r in self.store.games.latest() if _known_game(r.game)]

    def set_aside(self) -> list[SetAside]:
        """Rows that cannot be opened: unreadable rows of the store, and games of an unknown game id."""
        strangers = [g for g in self.store.games.kinds() if not _known_game(g)]
        unknown = [SetAside(kind="game", key=r.id, reason=f"unknown game {r.game!r}",
                            said=phrase("st.unknown_game", game=r.game),
                            raw=json.dumps(r.model_dump(mode="json"), ensure_ascii=False))
                   for r in self.store.games.latest(limit=10_000, games=strangers)] if strangers else []
        return self.store.set_aside() + unknown

    def document_problem(self, game_id: str, data: dict) -> str | None:
        """Why the document `data` of this game could not be opened again (None if it can): its game's
        document model must read it and the game file made from it must parse."""
        try:
            game = find_game(game_id)
            game.rules().parse(game_file(game, data))
        except Exception as exc:  # noqa: BLE001 - any failure means "cannot be opened": said, never saved
            return f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
        return None

    def last_good_revision(self, game_id: str) -> int | None:
        """The newest revision of the game, other than its current one, whose document can be opened."""
        record_game, current = self._game_and_revision(game_id)
        for revision, text in self.store.games.revision_data(game_id):
            if revision == current:
                continue
            try:
                data = json.loads(text)
            except (TypeError, ValueError):
                continue
            if isinstance(data, dict) and self.document_problem(record_game, data) is None:
                return revision
        return None

    def go_back(self, game_id: str, revision: int) -> GameRecord:
        """Make `revision` current again (the later ones stay as the redo tail until the next change)."""
        return self.store.games.go_to(game_id, revision)

    def raw_export(self, game_id: str) -> bytes:
        """A game as stored (every column, the document as text when it is not JSON): for a game the app
        cannot open, so that nothing is lost even if it is deleted."""
        for row in self.set_aside():
            if row.kind == "game" and row.key == game_id:
                return (row.raw + "\n").encode("utf-8")
        record = self.store.games.get(game_id)
        return (json.dumps(record.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n").encode("utf-8")

    def title_of(self, game_id: str) -> str:
        """A saved game's title, even when the game cannot be read (then as stored, or its id)."""
        for row in self.store.set_aside():
            if row.kind == "game" and row.key == game_id:
                return str(json.loads(row.raw).get("title") or game_id)
        return self.store.games.get(game_id).title

    def _game_and_revision(self, game_id: str) -> tuple[str, int | None]:
        for row in self.store.set_aside():
            if row.kind == "game" and row.key == game_id:
                raw = json.loads(row.raw)
                return str(raw.get("game")), raw.get("revision")
        record = self.store.games.get(game_id)
        return record.game, record.revision

    def record(self, game_id: str) -> GameRecord:
        return self.store.games.get(game_id)

    def create_game(self, game: GameInfo, title: str, doc: BaseModel) -> GameRecord:
        """Save a new game and forget the set-up form's draft."""
        self.store.settings.set(f"draft:{game.id}", None)
        return self.store.games.create(game.id, title, doc.model_dump(mode="json"))

    def apply(self, game_id: str, change: Change | Refusal, revision: int | None = None,
              game: str | None = None, checked: bool = False) -> Outcome:
        """Save a change made on `revision` (refused, `stale`, if the game has moved on since; screens
        always pass it, and the game id they show, which spares reading the record first). A document
        that could not be opened again is refused, not saved; `checked`: the caller has just asked
        `document_problem` of this very document (a screen does before it paints it), not asked twice."""
        if isinstance(change, Refusal):
            return Outcome(refusal=change.reasons)
        status = "finished" if settled(change.doc) else "in_progress"
        data = change.doc.model_dump(mode="json")
        problem = None if checked else self.document_problem(game or self.store.games.get(game_id).game, data)
        if problem is not None:
            log.error("refused to save game %s: %s", game_id, problem)
            return Outcome(refusal=(phrase("ui.not_saved", reason=problem),))
        try:
            record = self.store.games.save(game_id, data, stored_label(change.label), status=status, expected=revision)
        except StaleRevision as stale:
            return Outcome(stale.current, refusal=(phrase("ui.stale"),), stale=True)
        return Outcome(record, rescored=self.rescore(record))

    def change_text(self, record: GameRecord) -> str:
        """The last change of a saved game, in words, in the current language."""
        return label_text(record.last_change, self.lang)

    def rescore(self, record: GameRecord) -> bool:
        """Keep the history right: a finished game (or one already in the history, being corrected) is
        scored again and its result recorded; the store keeps a replaced result. A state that cannot be
        scored at this moment (half-corrected) leaves the last result as it was. Returns whether the
        result changed."""
        if record.status != "finished" and self.store.records.history_entry(record.id) is None:
            return False
        try:
            game = find_game(record.game)
            state, sheet = score_saved(game, record.data)
        except RefereeError:
            return False
        file = game.rules().to_file(state)
        minutes = round((datetime.now(UTC) - record.created).total_seconds() / 60)
        results = results_of(sheet, state)
        changed = self.store.records.record_result(record.id, results, played=played_at(file, record.updated),
                                           fingerprint=fingerprint(file),
                                           duration_min=minutes if minutes <= LONGEST_GAME_MIN else None)
        self.store.records.remember_players([{"name": person, "colour": r.colour}
                                             for r in results for person in r.people])
        return changed

    def selection(self, game_id: str) -> tuple[int, int]:
        """The player and flea type the next tap lays (remembered, but not an undoable change)."""
        value = self.store.settings.get(f"selection:{game_id}", [0, 1])
        if not (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)):
            return 0, 1  # a setting this version did not write: the default, never a crash
        return value[0], value[1]

    def select(self, game_id: str, player: int, flea: int) -> None:
        self.store.settings.set(f"selection:{game_id}", [player, flea])

    def undo(self, game_id: str, revision: int | None = None) -> GameRecord:
        """Step back from `revision` (`StaleRevision` if the game is no longer there)."""
        record = self.store.games.undo(game_id, expected=revision)
        self.rescore(record)
        return record

    def stepped(self, game_id: str, delta: int) -> GameRecord:
        """The record an undo (-1) or redo (+1) will make current, nothing moved (shown while it is saved)."""
        return self.store.games.stepped(game_id, delta)

    def redo(self, game_id: str, revision: int | None = None) -> GameRecord:
        record = self.store.games.redo(game_id, expected=revision)
        self.rescore(record)
        return record

    def delete(self, game_id: str) -> None:
        self.store.games.delete(game_id)

    def restore(self, game_id: str) -> GameRecord:
        return self.store.games.restore(game_id)

    # --- players, history, exchange (screens: components/players, history, exchange) --------------
    def history(self, flt: HistoryFilter, page: int = 0) -> HistoryPage:
        return self.store.records.history(flt, page)

    def import_bytes(self, data: bytes) -> Imported:
        """A picture of a sheet's QR code, a game file or a payload's text, saved once."""
        return save_imported(self.store, game_file_of_bytes(data))

    def import_text(self, text: str) -> Imported:
        return save_imported(self.store, game_file_of_text(text))

    def plan_bgstats(self, data: bytes) -> ImportPlan:
        """What importing a BG Stats export's bytes would take and skip (nothing changes yet)."""
        return plan_import(self.store, read_export(data))

    def apply_bgstats(self, plan: ImportPlan) -> list[str]:
        """Add a planned BG Stats import to History, in one transaction."""
        return apply_import(self.store, plan)

    def game_file_json(self, game_id: str) -> tuple[str, bytes]:
        """The game file of a saved game as the command reads it (title, JSON bytes)."""
        record = self.store.games.get(game_id)
        file = game_file(find_game(record.game), record.data)
        return record.title, (json.dumps(file, ensure_ascii=False, indent=2) + "\n").encode("utf-8")

    def export_history(self, kind: str, flt: HistoryFilter | None = None) -> bytes:
        """All the (filtered) history as "csv" or BG Stats "json", in the app's language."""
        entries = self.store.records.iter_history(flt)
        text = (history_csv(entries, self.lang) if kind == "csv"
                else bgstats_json(entries, self.lang, files=store_files(self.store)))
        return text.encode("utf-8")

    def can_recover(self) -> bool:
        """Whether Home offers to recover the games of the damaged file the store moved aside when it opened:
        the file was damaged (not another application's), it is still there, and nothing was saved since (the
        recovered games take the place of an empty store: nothing to replace)."""
        report = self.store.report
        return (report.recoverable and report.moved_aside is not None and report.moved_aside.is_file()
                and not self.store.backups.salvaged and self.store.backups.is_empty())

    def recover_moved(self) -> int:
        """Copy every row of the moved-aside file that can still be read into the store, through a restore's
        checks (what was left out is listed on Home); the file itself stays as it is. Returns the number of
        games recovered; `NotABackup` if nothing of it can be read."""
        self.store.backups.restore(self.store.report.moved_aside, salvage=True)
        return len(self.store.games.latest(limit=1_000_000))

    def restore_backup(self, data: bytes, replace: bool) -> Path | None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "backup"
            path.write_bytes(data)
            return self.store.backups.restore(path, replace=replace)

    # --- drafts of forms ------------------------------------------------------------------------
    def draft(self, name: str) -> Any:
        return self.store.settings.get(f"draft:{name}")

    def save_draft(self, name: str, value: Any) -> None:
        self.store.settings.set(f"draft:{name}", value)

    # --- "Play again": the set-up a game was started from ----------------------------------------
    def keep_setup(self, record_id: str, setup: dict[str, Any]) -> None:
        """Keep the set-up a game was started from (`{"draft": <the form's draft>, "board": <board id>}`), as a
        setting of its own: the game type's draft holds whatever was typed last, another game's set-up
        included. It goes with the game when the deleted game is purged (`store.games.purge_deleted`)."""
        self.store.settings.set(f"setup:{record_id}", setup)

    def kept_setup(self, record_id: str) -> dict[str, Any] | None:
        """The set-up kept for a game, or None (a game started before it was kept, an imported one)."""
        value = self.store.settings.get(f"setup:{record_id}")
        return value if isinstance(value, dict) and isinstance(value.get("draft"), dict) else None

    def play_again(self, record_id: str) -> str:
        """Put back the set-up a game was started from as its game type's draft (and board choice), so that
        the set-up form opens as it was; returns the game id whose form to open. A game without a kept
        set-up (started before it was kept, or imported) gives the form its players, variant and house rules
        as its game file has them (`SetupForm.seat_game` seats them), or, if even that cannot be read, leaves
        the draft as it is."""
        record = self.store.games.get(record_id)
        kept = self.kept_setup(record_id)
        if kept is not None:
            self.save_draft(record.game, kept["draft"])
            if isinstance(kept.get("board"), str):
                self.save_draft(f"board:{record.game}", kept["board"])
            return record.game
        try:
            file = game_file(find_game(record.game), record.data)
        except Exception:  # noqa: BLE001 - a game this version cannot read: the form as it was typed last
            log.warning("game %s: no set-up to play again", record_id, exc_info=True)
            return record.game
        draft: dict[str, Any] = {k: file[k] for k in ("variant", "house_rules") if k in file}
        self.save_draft(record.game, {**draft, SEAT_GAME: {k: file[k] for k in SEATS_OF_FILE if k in file}})
        return record.game


def _known_game(game_id: str) -> bool:
    try:
        find_game(game_id)
    except RefereeError:
        return False
    return True
