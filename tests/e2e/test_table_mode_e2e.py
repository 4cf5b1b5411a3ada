"""Table mode (issue 15, section 2): two phones on one game, where a tile laid on one shows on the other
within a couple of seconds with no reload (Flet's pub/sub), both ways, and the store holds every tile;
and the server started with --lan, which lets in a browser that came with the pairing code only."""

from __future__ import annotations

import os
import re
import subprocess
import time
from urllib.parse import urlsplit

from conftest import APP_CMD, UI, VIEWPORT, AppServer, wait_port

from referee_app.games.hundsgemein import document as hg
from referee_app.store import Store
from referee_app.web.guard import TOKEN_COOKIE
from scorers.hundsgemein.geometry import index

SEEN_WITHIN_MS = 2_000  # the issue: "within a second"; the margin is for this shared machine


def test_a_tile_laid_on_one_phone_shows_on_the_other_without_reloading(ui, server, browser):
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    ui.tab("Board")
    ui.says("board-count", "0 tiles on the board")

    other = browser.new_context(viewport=VIEWPORT)          # a second phone, on the same game
    try:
        second = UI(other.new_page(), server.url)
        second.open("/")
        second.tap(f"game-{game_id}")
        second.tab("Board")
        second.says("board-count", "0 tiles on the board")
        loads = []
        second.page.on("load", lambda _: loads.append(1))

        ui.tap("block-1-1")                                     # the first phone lays a tile
        ui.says("board-count", "1 tile on the board")
        start = time.monotonic()
        second.says("board-count", "1 tile on the board", timeout=SEEN_WITHIN_MS)
        first_seen = time.monotonic() - start

        second.tap("block-7-7")                                 # the second lays one: not stale, accepted
        second.says("board-count", "2 tiles on the board")
        start = time.monotonic()
        ui.says("board-count", "2 tiles on the board", timeout=SEEN_WITHIN_MS)
        print(f"seen on the other phone after {first_seen:.2f} s and {time.monotonic() - start:.2f} s")
        assert not loads                                        # no page load: the change came to it
    finally:
        other.close()

    with Store(server.data_dir / "games.sqlite3") as store:      # no change lost: both tiles are saved
        doc = hg.HgDocument.model_validate(store.games.get(game_id).data)
        assert hg.tile_at(doc, index(0, 0)) is not None and hg.tile_at(doc, index(6, 6)) is not None


class LanServer(AppServer):
    """The app started with --lan (bound to 127.0.0.1 here, the test's stand-in for the LAN address)."""

    def start(self):
        self.proc = subprocess.Popen([*APP_CMD, "--lan", "--host", "127.0.0.1", "--port", str(self.port),
                                      "--data", str(self.data_dir)], stdout=open(self.log, "ab"),
                                     stderr=subprocess.STDOUT, start_new_session=True,
                                     env=dict(os.environ, FLET_FORCE_WEB_SERVER="true"))
        wait_port(self.port)
        deadline = time.monotonic() + 10
        while not (found := re.search(r"\?t=([A-Za-z0-9_-]+)", self.log.read_text())):
            assert time.monotonic() < deadline, self.log.read_text()
            time.sleep(0.1)
        self.token = found.group(1)
        return self


def test_a_phone_that_scanned_the_code_gets_in_and_one_that_did_not_is_refused(browser, tmp_path):
    server = LanServer(tmp_path)
    server.start()
    phone = browser.new_context(viewport=VIEWPORT)
    try:
        stranger = phone.new_page()
        assert stranger.goto(server.url).status == 403          # no code: nothing of the app is served
        scanned = UI(phone.new_page(), server.url)
        scanned.open(f"/?t={server.token}")                      # the URL of the QR code
        scanned.by_id("table-mode").wait_for()                   # Home shows the code to pass on
        scanned.screenshot("table-mode-home")
        assert any(c["name"] == TOKEN_COOKIE and c["httpOnly"] and c["sameSite"] == "Strict"
                   for c in phone.cookies())
        scanned.open("/")                                        # later visits: the cookie is enough
        scanned.tap("new-loopit")                                # and the websocket works: the app answers
        scanned.by_id("player-name-0").wait_for()
    finally:
        phone.close()
        server.stop()


def test_a_phone_at_the_table_asks_no_other_host_and_drops_the_code_from_its_address(browser, tmp_path):
    """Table mode serves everything itself (docs/app.md: nothing is fetched from outside): a phone's load
    asks no other host (Flet's client asked a CDN for the Rive runtime, sending the table's address as
    Referer). Once the cookie is set the pairing code leaves the address bar (history, bookmarks,
    screenshots), and the page still opens from the cookie."""
    server = LanServer(tmp_path)
    server.start()
    phone = browser.new_context(viewport=VIEWPORT)
    elsewhere: list[str] = []
    phone.on("request", lambda request: elsewhere.append(request.url)
             if urlsplit(request.url).scheme in ("http", "https", "ws", "wss")
             and urlsplit(request.url).netloc != f"127.0.0.1:{server.port}" else None)
    try:
        scanned = UI(phone.new_page(), server.url)
        scanned.open(f"/?t={server.token}")
        scanned.by_id("table-mode").wait_for()
        scanned.page.wait_for_timeout(3_000)  # the client's late start-up requests (Rive's was not awaited)
        assert elsewhere == [], f"requests to other hosts: {elsewhere}"
        assert server.token not in scanned.page.url, scanned.page.url
        assert not scanned.page.evaluate("location.search"), "the code is still in the address bar"
        assert any(c["name"] == TOKEN_COOKIE for c in phone.cookies())
        scanned.reload()                                         # the bare address opens from the cookie
        scanned.page.wait_for_timeout(3_000)
        assert elsewhere == [], f"requests to other hosts: {elsewhere}"
    finally:
        phone.close()
        server.stop()
