"""Issue 25, item 8: the browser build failed to save in silence. A copy to IndexedDB the browser refused
(its storage full) was printed to the console and tried again only at the next commit; a storage the
browser may clear, and the lack of any backup, were said nowhere. Here, without a browser: the refused
copy is tried again on a timer, at the next commit and at the next screen; the banner says a refusal on
every screen, and on Home that the storage may be cleared and, now and then, that a backup is due.
The same in Chromium, with a storage quota: tests/e2e/test_pwa_e2e.py."""

from __future__ import annotations

import asyncio

import pytest
from test_app_components import find, texts
from test_app_reliability import RoutedPage

from referee_app.app import attach
from referee_app.components.exchange import ExchangeScreen
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.records import PlayerResult
from referee_app.store.safekeeping import (
    BACKUP_DUE,
    BACKUP_EVERY_FINISHED,
    BACKUP_EVERY_FINISHED_UNKEPT,
    NOT_SAVED,
    REMINDER_SETTING,
    UNKEPT,
    Copier,
    Safekeeping,
)
from scorers.i18n import render

QUICK = (0.01, 0.02)  # retry delays of a test: the last one repeats


class Browser:
    """A browser's storage that refuses copies while `full`; `copies` counts the copies it took."""

    def __init__(self, full: bool = False) -> None:
        self.full, self.tries, self.copies = full, 0, 0

    async def copy(self) -> None:
        self.tries += 1
        await asyncio.sleep(0)
        if self.full:
            raise OSError("IndexedDB: QuotaExceededError")
        self.copies += 1


async def settle(seconds: float = 0.0) -> None:
    await asyncio.sleep(seconds)
    for _ in range(5):
        await asyncio.sleep(0)


# --- the copy tried again --------------------------------------------------------------------------------
def test_a_refused_copy_is_tried_again_on_a_timer_without_another_change():
    """The browser's storage full: the copy is tried again after RETRY_AFTER_S (the last delay repeating),
    with no commit to trigger it, and the first copy taken ends the retries."""
    async def scenario() -> None:
        browser = Browser(full=True)
        copier = Copier(browser.copy, delays=QUICK)
        copier.request()
        await settle()
        assert copier.failing and copier.failures == 1 and browser.tries == 1
        assert copier.next_retry_s() is not None
        await settle(0.05)
        assert browser.tries >= 3 and copier.failures == browser.tries  # tried again, on its own
        browser.full = False
        await settle(0.05)
        assert not copier.failing and browser.copies == 1 and copier.next_retry_s() is None
        tries = browser.tries
        await settle(0.05)
        assert browser.tries == tries  # taken: no more tries

    asyncio.run(scenario())


def test_a_refused_copy_is_tried_again_at_the_next_change_and_when_asked():
    """The next commit copies at once (no wait for the timer); `retry` (a tap, another screen) too, and only
    when a copy was refused."""
    async def scenario() -> None:
        browser = Browser(full=True)
        copier = Copier(browser.copy, delays=(60.0,))
        copier.retry()
        await settle()
        assert browser.tries == 0  # nothing refused: nothing to try again
        copier.request()
        await settle()
        assert browser.tries == 1 and copier.failing
        copier.request()  # the next commit
        await settle()
        assert browser.tries == 2
        browser.full = False
        copier.retry()  # "Try again"
        await settle()
        assert browser.copies == 1 and not copier.failing and copier.next_retry_s() is None

    asyncio.run(scenario())


def test_one_copy_at_a_time_and_a_change_during_a_copy_is_copied_after_it():
    async def scenario() -> None:
        browser = Browser()
        copier = Copier(browser.copy, delays=QUICK)
        heard: list[bool] = []
        copier.listeners.append(lambda c: heard.append(c.failing))
        copier.request()
        copier.request()
        copier.request()
        assert copier.busy
        await settle()
        assert browser.copies == 2 and heard == [False, False]

    asyncio.run(scenario())


# --- what the app says ---------------------------------------------------------------------------------
@pytest.fixture
def store(tmp_path):
    opened = Store(tmp_path / "games.sqlite3")
    yield opened
    opened.close()


def finish_games(store: Store, count: int) -> None:
    for n in range(count):
        record = store.games.create("hundsgemein", f"Game {n}", {"players": ["Anna", "Ben"]}, status="finished")
        store.records.record_result(record.id, [PlayerResult(seat=0, player="Anna", score=12, rank=1, winner=True),
                                        PlayerResult(seat=1, player="Ben", score=8, rank=2, winner=False)])


def kinds(keeping: Safekeeping, home: bool = True) -> str | None:
    notice = keeping.notice(home)
    return notice.kind if notice else None


def test_a_refused_copy_is_said_on_every_screen_until_a_copy_is_taken():
    async def scenario() -> None:
        browser = Browser(full=True)
        copier = Copier(browser.copy, delays=(60.0,))
        keeping = Safekeeping(_NoStore(), copier, persistent=True)
        heard: list[int] = []
        keeping.listeners.append(lambda: heard.append(1))
        copier.request()
        await settle()
        assert kinds(keeping, home=False) == kinds(keeping, home=True) == NOT_SAVED and heard
        said = render(keeping.notice(False).said, "fr")
        assert "son espace de stockage est plein" in said
        browser.full = False
        keeping.retry()
        await settle()
        assert kinds(keeping, home=False) is None

    asyncio.run(scenario())


def test_a_closed_refusal_banner_comes_back_only_for_a_new_refusal():
    async def scenario() -> None:
        browser = Browser(full=True)
        copier = Copier(browser.copy, delays=(60.0,))
        keeping = Safekeeping(_NoStore(), copier, persistent=True)
        copier.request()
        await settle()
        keeping.dismiss(NOT_SAVED)
        copier.request()  # refused again: the same trouble, already said and closed
        await settle()
        assert kinds(keeping) is None
        browser.full = False
        copier.request()
        await settle()
        browser.full = True
        copier.request()  # taken once, refused again: said again
        await settle()
        assert kinds(keeping) == NOT_SAVED

    asyncio.run(scenario())


def test_storage_the_browser_may_clear_is_said_on_home_once_answered_never_again(store):
    keeping = Safekeeping(store, persistent=False)
    assert kinds(keeping, home=False) is None  # not over a game
    assert kinds(keeping) == UNKEPT
    keeping.dismiss(UNKEPT)  # "Later"
    assert kinds(keeping) is None
    assert Safekeeping(store, persistent=False).notice(True) is None  # the answer is kept (next visit)
    assert Safekeeping(store, persistent=None).notice(True) is None  # not asked yet: nothing said


def test_a_backup_is_suggested_after_n_finished_games_and_counted_again_after_later_or_a_backup(store):
    keeping = Safekeeping(store, persistent=True)
    finish_games(store, BACKUP_EVERY_FINISHED - 1)
    assert kinds(keeping) is None
    finish_games(store, 1)
    assert kinds(keeping, home=False) is None and kinds(keeping) == BACKUP_DUE
    assert render(keeping.notice(True).said, "en").startswith(f"{BACKUP_EVERY_FINISHED} games finished since")
    keeping.dismiss(BACKUP_DUE)
    assert kinds(keeping) is None
    finish_games(store, BACKUP_EVERY_FINISHED)
    assert kinds(keeping) == BACKUP_DUE
    keeping.backed_up()
    assert kinds(keeping) is None


def test_a_storage_that_may_be_cleared_suggests_a_backup_sooner(store):
    keeping = Safekeeping(store, persistent=False)
    keeping.dismiss(UNKEPT)
    finish_games(store, BACKUP_EVERY_FINISHED_UNKEPT)
    assert BACKUP_EVERY_FINISHED_UNKEPT < BACKUP_EVERY_FINISHED and kinds(keeping) == BACKUP_DUE


@pytest.mark.parametrize("kept", [[1, 2], "x", {"finished": "3", "told_unkept": 1}, {"finished": True}])
def test_a_reminder_setting_of_another_shape_counts_as_no_answer(store, kept):
    store.settings.set(REMINDER_SETTING, kept)
    keeping = Safekeeping(store, persistent=False)
    assert kinds(keeping) == UNKEPT
    keeping.dismiss(UNKEPT)
    assert kinds(keeping) is None


class _NoRecords:
    def history(self, page_size: int):
        return type("Page", (), {"total": 0})()


class _NoSettings:
    def get(self, key, default=None):
        return default

    def set(self, key, value) -> None:
        pass


class _NoStore:
    """A store with no finished game and no answer (the refusal notice needs neither)."""

    records, settings = _NoRecords(), _NoSettings()


# --- the banner ------------------------------------------------------------------------------------------
@pytest.fixture
def app(store):
    state = AppState(store, device_language="fr")
    state.keeping = Safekeeping(store, persistent=False)
    return state


def test_home_says_in_the_users_language_that_the_browser_may_clear_the_games(app):
    page = RoutedPage("/")
    attach(page, app)
    banner = find(page.views[0].controls, "keep-unkept")
    assert any("Ce navigateur peut vider son stockage" in text for text in texts(banner))
    for button in ("keep-backup", "keep-later"):
        find(banner, button)
    find(banner, "keep-later").on_click(None)  # dismissed: gone, and not back at the next screen
    with pytest.raises(LookupError):
        find(page.views[0].controls, "keep-unkept")
    page.route = "/history"
    attach(page, app)
    page.route = "/"
    attach(page, app)
    with pytest.raises(LookupError):
        find(page.views[0].controls, "keep-unkept")


def test_the_banner_appears_and_goes_by_itself_when_a_copy_is_refused_then_taken(app, store):
    async def scenario() -> None:
        browser = Browser(full=True)
        app.keeping = Safekeeping(store, Copier(browser.copy, delays=(60.0,)), persistent=True)
        page = RoutedPage("/history")  # any screen, not only Home
        attach(page, app)
        app.keeping.copier.request()
        await settle()
        banner = find(page.views[-1].controls, "keep-not-saved")
        assert any("Non enregistré dans ce navigateur" in text for text in texts(banner))
        browser.full = False
        find(banner, "keep-retry").on_click(None)  # "Try again" (a timer and the next commit do it too)
        await settle()
        assert browser.copies == 1
        with pytest.raises(LookupError):
            find(page.views[-1].controls, "keep-not-saved")

    asyncio.run(scenario())


def test_a_backup_made_in_exchange_answers_the_reminder(app, store):
    app.keeping.dismiss(UNKEPT)
    app.keeping.persistent = True
    finish_games(store, BACKUP_EVERY_FINISHED)
    assert kinds(app.keeping) == BACKUP_DUE
    ExchangeScreen(RoutedPage("/exchange"), app, lambda *r: None).backup(None)
    assert kinds(app.keeping) is None and store.settings.get(REMINDER_SETTING)["finished"] == BACKUP_EVERY_FINISHED


def test_the_server_mode_shows_no_keeping_banner(store):
    page = RoutedPage("/")
    attach(page, AppState(store, device_language="en"))
    assert not any(str(getattr(c, "identifier", "")).startswith("keep-") for c in page.views[0].controls)
