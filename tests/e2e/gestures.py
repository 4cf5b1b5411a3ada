"""Gestures benchmark (issue 24.5): for each game, the final tally of a realistic finished game (the fixtures
below) entered through the app in headless Chromium as a table enters it, every gesture counted, printed beside
what the same game costs on paper. A script, not a timed test:

    python tests/e2e/gestures.py            # every scripted game (a few minutes: one server, one page)
    python tests/e2e/gestures.py numeri paleo-billard-double

How gestures are counted (the convention of tests/e2e/conftest.py's `Counted`, issue 17): a tap is what a
finger does on the glass (a button, a chip, a board square, a tab); typing a value is the tap into the field,
when it does not hold the keyboard focus, and the typed group with its Enter (one number or one name, what a
pencil writes as one mark); a drag would be one gesture (no final tally here needs one). The keys typed are
counted apart (each character and each Enter), for the record.

Paper: one mark per number or name written, reasoned from the rule sheet (shared/seeds/): the names, then
what a pencil keeps for the game (a score pad's turn points or running totals, the products and totals of a
track game...); nothing for what the table's own material keeps (the board of Défense d'afficher).

Columns: the set-up taps (the game in the catalogue, its family first, a seat added from the third on; Enter in
the last name starts the game, issue 24.5; the names apart), the tally's gestures, their sum, the keys, paper's
marks (names apart) and paper's names. The target (issue 24): the app's sum under paper's marks, the first
game included, the names apart (they cost the same typed or written; a second game of the same game seats them
again, issue 24.4). Hundsgemein's row is the lead's (docs/gestures.md).
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))


class Gestures:
    """The page with every gesture of a final tally counted: set-up taps, names, tally gestures, keys."""

    def __init__(self, ui) -> None:
        self.ui, self.setup, self.names, self.play, self.keys = ui, 0, 0, 0, 0

    def tap(self, identifier: str) -> None:
        self.play += 1
        self.ui.tap(identifier)

    def tab(self, name: str) -> None:
        self.play += 1
        self.ui.tab(name)

    def type_entry(self, identifier: str, text: str) -> None:
        """Type `text` and Enter into a field: one gesture, and one more when it must be tapped first."""
        box = self.ui.by_id(identifier).locator("input, textarea").first
        box.wait_for(state="attached")
        if not box.evaluate("e => e === document.activeElement"):
            self.play += 1
            self.ui.focus(box)
        self.play += 1
        self.keys += len(text) + 1
        self.ui.page.keyboard.insert_text(text)
        self.ui.page.keyboard.press("Enter")

    def new_game(self, game: str, names: list[str], ready: str) -> None:
        """The common set-up form: the game on Home (its family first), each name (tap + typed group, counted
        apart), a seat added from the third on; Enter in the last name starts the game (issue 24.5: it is part
        of typing the names, so there is no Start tap)."""
        from referee_app.components.home import family_of
        from scorers.registry import find_game

        self.setup += (2 if family_of(find_game(game)) else 1) + max(0, len(names) - 2)
        self.names += 2 * len(names)
        self.keys += sum(len(n) for n in names) + 1
        ui = self.ui
        ui.open_game_form(game)
        ui.by_id("player-name-0").wait_for()
        for seat, name in enumerate(names):
            # a second game of the same game seats the last table's players again (issue 24.4): its seats are
            # there; counted as a first game's all the same (above), the measure of a first game
            if seat >= 2 and not ui.by_id(f"player-name-{seat}").count():
                ui.tap("add-player")
                ui.by_id(f"player-name-{seat}").wait_for()
            ui.type_name(seat, name)
        ui.check_names(names)  # it leaves the focus in the last name, where the name was typed
        last = ui.by_id(f"player-name-{len(names) - 1}").locator("input, textarea").first
        for attempt in range(3):  # a key right after a click may only take the focus (Flutter on the web, loaded)
            ui.focus(last)
            ui.page.keyboard.press("Enter")
            try:
                ui.by_id(ready).wait_for(timeout=10_000)
                return
            except Exception:  # noqa: BLE001 - Playwright's TimeoutError: the form may still be there
                if not ui.by_id("start-game").count():
                    break
        ui.by_id(ready).wait_for(timeout=30_000)


@dataclass(frozen=True)
class Tally:
    game: str
    fixture: str  # the finished game, in words
    paper: int  # paper's marks for it, the names apart
    paper_how: str
    names: tuple[str, ...]
    enter: Callable[[Gestures], None]


# --- the fixtures and how each is entered ------------------------------------------------------------------

def loopit(g: Gestures) -> None:
    from test_loopit_e2e import focused_soon, real_game_turn_points

    g.new_game("loopit", ["Anna", "Ben"], "next-player")
    g.tap("pad-points-only")
    focused_soon(g.ui, "points-only")
    points = real_game_turn_points()
    for number, turn_points in enumerate(points, start=1):
        g.ui.says("turn-title", f"Turn {number}:")
        g.type_entry("points-only", str(turn_points))
        if number < len(points):
            g.ui.says("turn-title", f"Turn {number + 1}:")
            focused_soon(g.ui, "points-only")


#: Loopit's final totals (LP-FINAL, issue 24) of the same finished game (`REAL_GAME`, 8 turns): Anna's, then Ben's.
LOOPIT_FINAL = ("Anna", "Ben")


def loopit_final(g: Gestures) -> None:
    """The same game as its final totals: the first field tapped, each total typed and Enter (to the next player;
    in the last, the totals are entered)."""
    from test_loopit_e2e import real_game_turn_points

    points = real_game_turn_points()
    totals = (str(sum(points[0::2])), str(sum(points[1::2])))
    winner = LOOPIT_FINAL[0] if int(totals[0]) > int(totals[1]) else LOOPIT_FINAL[1]
    g.new_game("loopit", list(LOOPIT_FINAL), "lp-final-0")
    # the first field tapped and the total typed with its Enter (2 gestures, as `type_entry` counts them), typed
    # again while the field does not show it (the first click after a page opens may only take the page's focus)
    g.play += 2
    g.keys += len(totals[0]) + 1
    g.ui.fill("lp-final-0", totals[0], tries=3)
    g.ui.page.keyboard.press("Enter")
    focused_soon(g.ui, "lp-final-1")  # Enter moves the focus to the next field (a round trip to the server)
    g.type_entry("lp-final-1", totals[1])
    g.ui.says("pad-winner", winner)
    g.ui.says("pad-total-0", totals[0])


def track(game: str) -> Callable[[Gestures], None]:
    def enter(g: Gestures) -> None:
        from test_taps_e2e import FROSCHELN_END, NUMERI_END

        end = NUMERI_END if game == "numeri" else FROSCHELN_END
        g.new_game(game, list(end), "cell-info")
        order = [(seat, token, cell) for seat, spots in enumerate(end.values())
                 for token, cell in enumerate(spots, start=1)]
        g.ui.says("cell-info", "To place:")  # the empty track's first token is chosen (issue 24)
        for i, (seat, token, cell) in enumerate(order):
            g.tap(f"cell-{cell}")
            if i + 1 < len(order):
                g.ui.says("cell-info", "To place:")
        if game == "froscheln":  # FRO-END is not in the position: the table says the game is over, on the track
            g.ui.says("cell-info", "Tap a cell, then the frog")
            g.tap("track-finish")
        g.ui.says("score-winner", "Winner:")
    return enter


def values_read(game: str) -> Callable[[Gestures], None]:
    """The same end position as the values read under each token (the quick tally, no track): the Score tab,
    "Values read", each value typed and Enter (issue 24: the keyboard opens in the first field and Enter goes to
    the next; a field that does not hold the focus is tapped, and counted), then "game over" said by the table
    (values read cannot say it), a thumb's scroll first when the button is out of view."""
    def enter(g: Gestures) -> None:
        from test_posters_e2e import in_view
        from test_taps_e2e import FROSCHELN_END, NUMERI_END

        from scorers.track.board import example_boards

        end = NUMERI_END if game == "numeri" else FROSCHELN_END
        cells = next(iter(example_boards(game).values()))["cells"]
        g.new_game(game, list(end), "cell-info")
        g.tab("Score")
        g.play += 1
        g.ui.page.get_by_role("button", name="Values read").click()
        g.ui.by_id("value-a-1").wait_for()
        for seat, spots in enumerate(end.values()):
            for token, cell in enumerate(spots, start=1):
                field = f"value-{'ab'[seat]}-{token}"
                focused_soon(g.ui, field)
                g.type_entry(field, str(cells[cell - 1]))
        g.ui.page.wait_for_timeout(300)
        if not in_view(g.ui, "finish"):
            g.play += 1  # a thumb scrolls down to it
        g.tap("finish")
        g.ui.says("score-winner", "Winner:")
    return enter


def paleo(g: Gestures) -> None:
    from test_taps_e2e import PALEO_ROUNDS

    g.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
    for how, side in PALEO_ROUNDS:
        g.tap(f"pa-{how}-{side}")
    g.ui.says("pa-status", "Alice has won the match")


#: PA-FINAL: the same match as PALEO_ROUNDS (test_taps_e2e), entered as its final scores.
PALEO_FINAL = ("4", "3")


def paleo_final(g: Gestures) -> None:
    """Paleo as its final scores (PA-FINAL), as `final_scores` enters the derived games': the first field tapped,
    each side's score typed and Enter (to the next side; in the last, the scores are entered)."""
    g.new_game("paleo", ["Alice", "Bruno"], "pa-final-0")
    g.play += 2  # the first field tapped and the score typed with its Enter (as `type_entry` counts them)
    g.keys += len(PALEO_FINAL[0]) + 1
    g.ui.fill("pa-final-0", PALEO_FINAL[0], tries=3)  # the first click after a page opens may only take its focus
    g.ui.page.keyboard.press("Enter")
    focused_soon(g.ui, "pa-final-1")
    g.type_entry("pa-final-1", PALEO_FINAL[1])
    g.ui.says("pa-status", "Alice has won the match with 4 points")
    g.ui.says("pa-points-1", PALEO_FINAL[1])


def pitchanque(g: Gestures) -> None:
    from test_taps_e2e import PITCHANQUE_MENES, mene_result

    g.new_game("pitchanque", ["Chloé", "Łukasz"], "pq-result-a-1")
    for number, mene in enumerate(PITCHANQUE_MENES, start=1):
        g.tap(mene_result(mene))
        g.ui.says(f"pg-line-{number}", "mène")
    g.ui.says("pg-status", "Chloé has won")


#: Billard Doublé to exactly 50, the turns of tests/e2e/test_taps_e2e.py's BILLARD_TURNS by their points (Ana
#: first): Ana 8, Ben misses, Ana 13 (21), Ben 6, Ana 15 (36), Ben 8 (14), Ana 14 (50).
DOUBLE_TURNS = [8, 0, 13, 6, 15, 8, 14]
#: Billard Compté: the pieces each turn passed in order (Ana first): Ana 3+4+5+4 = 16, Ben 2+3+1.
COMPTE_TURNS = [3, 2, 4, 3, 5, 1, 4]
#: Billard Cricket: (numbers closed, points) a turn, Ana first. Ana closes 8 7 6, Ben 8 5, Ana 5 4 and scores
#: her 7 and 6 (13), Ben 7 6 3, Ana 3 2 1: all eight closed and more points (BC-END).
CRICKET_TURNS = [([8, 7, 6], 0), ([8, 5], 0), ([5, 4], 13), ([7, 6, 3], 0), ([3, 2, 1], 0)]
#: Match aux points: (seat, Explorers entered in one flick); Ana 10, Ben 4.
POINTS_TURNS = [(0, 2), (1, 1), (0, 3), (1, 2), (0, 1), (1, 1), (0, 4)]


def turn_points(game: str, turns: list[int], score: tuple[str, str]) -> Callable[[Gestures], None]:
    """The turns (Ana first, in turn) as one tap each in the row of who scored; a turn that scored nothing is
    not tapped (the next tap, in the other row, says so)."""
    def enter(g: Gestures) -> None:
        g.new_game(game, ["Ana", "Ben"], "pg-turn-0-1")
        totals = [0, 0]
        for number, points in enumerate(turns):
            seat = number % 2
            if not points:
                continue
            totals[seat] += points
            g.tap(f"pg-turn-{seat}-{points}")
            g.ui.says(f"pg-score-{seat}", str(totals[seat]))
        g.ui.says("pg-score-0", score[0])
        g.ui.says("pg-score-1", score[1])
        g.ui.says("pg-status", "Ana has won")
    return enter


def cricket(g: Gestures) -> None:
    """Each turn: the numbers it closed, then its points in its player's row (+0 for a turn that only closed)."""
    g.new_game("paleo-cricket", ["Ana", "Ben"], "pg-turn-0-0")
    for number, (closed, points) in enumerate(CRICKET_TURNS, start=1):
        for n in closed:
            g.tap(f"pg-close-{n}")
        g.tap(f"pg-turn-{(number - 1) % 2}-{points}")
        g.ui.says(f"pg-line-{number}", "entered")
    g.ui.says("pg-status", "Ana has won")


def match_aux_points(g: Gestures) -> None:
    g.new_game("paleo-points", ["Ana", "Ben"], "pg-turn-0-1")
    for number, (seat, points) in enumerate(POINTS_TURNS, start=1):
        g.tap(f"pg-turn-{seat}-{points}")
        g.ui.says(f"pg-line-{number}", "entered")
    g.ui.says("pg-score-0", "10")
    g.ui.says("pg-status", "Ana has won")


#: La Course de Kayak, 4 gates (the set-up's default), Ana first: each shot the gates it passed; Ana's last
#: shot crosses the line.
KAYAK_SHOTS = [(0, [1]), (1, [1]), (0, [2]), (1, [2]), (0, [3, 4]), (1, [3]), (0, "finish")]


def kayak(g: Gestures) -> None:
    """Each shot: the gates it passed, then Log; the last one "crossed the finish line", then Log."""
    g.new_game("paleo-kayak", ["Ana", "Ben"], "pg-gate-1")
    for number, (seat, gates) in enumerate(KAYAK_SHOTS, start=1):
        g.ui.says("pg-shooter", ("Ana", "Ben")[seat])
        if gates == "finish":
            g.tap("pg-ky-finish")
        else:
            for gate in gates:
                g.tap(f"pg-gate-{gate}")
        g.tap("pg-ky-log")
        g.ui.says(f"pg-line-{number}", ("Ana", "Ben")[seat])
    g.ui.says("pg-status", "Ana has won")


def kayak_winner(g: Gestures) -> None:
    """The same race entered as its winner alone (PG-WINNER, issue 24): one tap on the kayak that crossed first."""
    g.new_game("paleo-kayak", ["Ana", "Ben"], "pg-winner-0")
    g.tap("pg-winner-0")
    g.ui.says("pg-status", "Ana has won")


def kayak_again(g: Gestures) -> None:
    """A second race of the same table (issue 24): Home's "Play again" beside the race just finished (the
    newest game, the row before's) starts it at once, the same players seated (1 set-up tap, no names); then
    its winner alone. Home is opened at its own address, uncounted (where back from the finished race leads)."""
    ui = g.ui
    ui.open("/")
    again = ui.page.locator('flt-semantics[flt-semantics-identifier^="again-"]'
                            ':not([flt-semantics-identifier^="again-edit-"])').first
    again.wait_for()
    g.setup += 1
    ui.tap(again.get_attribute("flt-semantics-identifier"))
    ui.by_id("pg-winner-0").wait_for()
    ui.says("pg-winner-1", "Ben")
    g.tap("pg-winner-0")
    ui.says("pg-status", "Ana has won")


#: Hockey to 10 goals: who won each face-off and who then scored (Ana 10 - Ben 6).
HOCKEY_GOALS = [(0, 0), (1, 1), (0, 0), (0, 0), (1, 1), (1, 0), (0, 1), (1, 1), (0, 0), (0, 0), (1, 1),
                (0, 0), (1, 1), (0, 0), (1, 0), (0, 0)]


def hockey(g: Gestures) -> None:
    """A face-off starts the match and follows every goal (HK-FACEOFF): its winner's tap, then the goal."""
    g.new_game("paleo-hockey", ["Ana", "Ben"], "hk-faceoff-0")
    for number, (faceoff, scorer) in enumerate(HOCKEY_GOALS):
        g.tap(f"hk-faceoff-{faceoff}")
        g.tap(f"hk-goal-{scorer}")
        g.ui.says(f"pg-line-{2 * number + 2}", "goal")
    g.ui.says("pg-status", "Ana has won")


#: Frontière, Ana first: each player's pieces across after each shot; Ana's seventh wins (Ben knocked back once).
FRONTIERE_SHOTS = [(1, 0), (1, 1), (3, 1), (3, 2), (5, 2), (4, 2), (7, 2)]


def frontiere(g: Gestures) -> None:
    """After each shot the steppers to the pieces across (they start at the counts so far), then Log."""
    g.new_game("paleo-frontiere", ["Ana", "Ben"], "pg-fr-log")
    before = (0, 0)
    for number, after in enumerate(FRONTIERE_SHOTS, start=1):
        for side in (0, 1):
            step = "plus" if after[side] > before[side] else "minus"
            for _ in range(abs(after[side] - before[side])):
                g.tap(f"pg-fr-{step}-{side}")
        g.ui.says("pg-fr-count-0", str(after[0]))
        g.tap("pg-fr-log")
        g.ui.says(f"pg-line-{number}", ("Ana", "Ben")[(number - 1) % 2])
        before = after
    g.ui.says("pg-status", "Ana has won")


#: Final scores (PG-FINAL, issue 24.5) of the same finished games: Ana's, then Ben's.
FINAL_SCORES = {"paleo-billard-double": ("50", "14"), "paleo-billard-compte": ("16", "6"),
                "paleo-points": ("10", "4"), "paleo-hockey": ("10", "6"), "paleo-frontiere": ("7", "2"),
                "pitchanque": ("13", "3"), "paleo-cricket": ("13", "0")}


def focused_soon(ui, identifier: str, ms: int = 5000) -> None:
    """Wait (a while, not counted) until the field holds the keyboard focus; if it never does, `type_entry`
    taps it, counted."""
    from playwright.sync_api import expect

    try:
        expect(ui.by_id(identifier).locator("input, textarea").first).to_be_focused(timeout=ms)
    except AssertionError:
        pass


def final_scores(game: str) -> Callable[[Gestures], None]:
    """The match as its final scores: the first field tapped, each score typed and Enter (to the next player;
    in the last, the scores are entered)."""
    def enter(g: Gestures) -> None:
        first, second = ("Chloé", "Łukasz") if game == "pitchanque" else ("Ana", "Ben")
        g.new_game(game, [first, second], "pg-final-0")
        scores = FINAL_SCORES[game]
        # the first field tapped and the score typed with its Enter (2 gestures, as `type_entry` counts them),
        # typed again while the field does not show it: the first click after a page opens may only take the
        # page's focus (Flutter's text editing on the web, loaded), and a score typed then went nowhere
        g.play += 2
        g.keys += len(scores[0]) + 1
        g.ui.fill("pg-final-0", scores[0], tries=3)
        g.ui.page.keyboard.press("Enter")
        focused_soon(g.ui, "pg-final-1")  # Enter moves the focus to the next field (a round trip to the server)
        g.type_entry("pg-final-1", scores[1])
        try:
            g.ui.says("pg-status", f"{first} has won", timeout=10_000)
        except Exception:  # noqa: BLE001 - under load an Enter right after the typing was seen lost: said, again
            banner = g.ui.by_id("violation-banner")
            print(f"  {game}: not entered at the first Enter ({banner.inner_text() if banner.count() else 'no banner'})"
                  "; Enter again, not counted", flush=True)
            g.ui.page.screenshot(path=f"/tmp/gestures-{game}-not-entered.png")
            g.ui.focus(g.ui.by_id("pg-final-1").locator("input, textarea").first)
            g.ui.page.keyboard.press("Enter")
            g.ui.says("pg-status", f"{first} has won")
        g.ui.says("pg-score-0", scores[0])
    return enter


def roi(g: Gestures) -> None:
    """Le Roi at 3: each king captured (whose king, by whom, with what, Record); the last king wins."""
    g.new_game("paleo-roi", ["Anna", "Ben", "Chloé"], "ro-record")
    for king, by, piece in (("Ben", "Anna", "explorer"), ("Anna", "Chloé", "king")):
        g.tap(f"ro-king-{king}")
        g.tap(f"ro-by-{by}")
        g.tap(f"ro-piece-{piece}")
        g.tap("ro-record")
    g.ui.says("pa-status", "Chloé is the last with a king")


def escarmouche(g: Gestures) -> None:
    """Escarmouche at 2: Alice's Killer made, it kills one of Bruno's 4 pieces, his 3 others go off the board."""
    g.new_game("paleo-escarmouche", ["Alice", "Bruno"], "es-kill")
    g.tap("es-killer-0")
    g.tap("es-kill")
    for _ in range(3):
        g.tap("es-off-1")
    g.ui.says("pa-status", "Alice is the last")


def roi_winner(g: Gestures) -> None:
    """The same game entered as its winner alone (RO-WINNER, issue 24): one tap on the side that kept the last king."""
    g.new_game("paleo-roi", ["Anna", "Ben", "Chloé"], "ro-winner-2")
    g.tap("ro-winner-2")
    g.ui.says("pa-status", "Chloé is the last with a king")


def escarmouche_winner(g: Gestures) -> None:
    """The same game entered as its winner alone (ES-WINNER, issue 24): one tap on the player with pieces left."""
    g.new_game("paleo-escarmouche", ["Alice", "Bruno"], "es-winner-0")
    g.tap("es-winner-0")
    g.ui.says("pa-status", "Alice is the last")


def posters(g: Gestures) -> None:
    """Défense d'afficher's own set-up form (sides), then the winner on the finishing order (PO-FINISH)."""
    from test_posters_e2e import in_view

    g.setup += 1
    g.ui.tap("new-posters")
    g.ui.by_id("po-member-0-0").wait_for()
    for side, name in enumerate(("Anna", "Ben")):
        g.names += 2
        g.keys += len(name)
        g.ui.fill(f"po-member-{side}-0", name)
    g.ui.page.wait_for_timeout(300)
    if not in_view(g.ui, "start-game", bar=0):
        g.setup += 1  # a thumb scrolls to it
    g.setup += 1
    g.ui.start("po-status")
    g.ui.by_id("po-finish-a").wait_for()
    if not in_view(g.ui, "po-finish-a"):
        g.play += 1  # a thumb scrolls down to the finishing order
    g.tap("po-finish-a")
    g.ui.says("po-finish-order", "1. Anna")


TALLIES = [
    Tally("loopit", "REAL_GAME of test_loopit_e2e (8 turns), points only", 8, "each turn's points",
          ("Anna", "Ben"), loopit),
    Tally("loopit", "the same game (REAL_GAME), final totals (LP-FINAL)", 8, "each turn's points",
          LOOPIT_FINAL, loopit_final),
    Tally("numeri", "NUMERI_END of test_taps_e2e (2 players, 10 tokens), from the track", 12,
          "a product under each token, each total", ("Anna", "Ben"), track("numeri")),
    Tally("froscheln", "FROSCHELN_END of test_taps_e2e (2 players, 10 frogs), from the track", 12,
          "a product under each frog, each total", ("Anna", "Ben"), track("froscheln")),
    Tally("numeri", "the same position, the values read under the tokens (quick tally)", 12,
          "a product under each token, each total", ("Anna", "Ben"), values_read("numeri")),
    Tally("froscheln", "the same position, the values read under the frogs (quick tally)", 12,
          "a product under each frog, each total", ("Anna", "Ben"), values_read("froscheln")),
    Tally("posters", "2 sides, Anna wins (finishing order)", 0, "nothing: the board keeps the game",
          ("Anna", "Ben"), posters),
    Tally("paleo", "PALEO_ROUNDS of test_taps_e2e: 5 rounds to 4 points", 5, "the winner's new score a round",
          ("Alice", "Bruno"), paleo),
    Tally("paleo", f"the same match, final scores {' - '.join(PALEO_FINAL)} (PA-FINAL)", 5,
          "the winner's new score a round", ("Alice", "Bruno"), paleo_final),
    Tally("pitchanque", "PITCHANQUE_MENES of test_taps_e2e: 7 mènes to 13", 7, "each mène's points",
          ("Chloé", "Łukasz"), pitchanque),
    Tally("paleo-billard-double", "7 turns to exactly 50, 6 scoring (turn points)", 6,
          "the new score after each scoring turn", ("Ana", "Ben"),
          turn_points("paleo-billard-double", DOUBLE_TURNS, ("50", "14"))),
    Tally("paleo-cricket", "5 turns, 13 numbers closed, one scoring turn (turn points)", 14,
          "each number closed, each scoring turn's new score", ("Ana", "Ben"), cricket),
    Tally("paleo-billard-compte", "7 turns, Ana touches all 16 (turn points)", 7,
          "the new count after each turn that passed a piece", ("Ana", "Ben"),
          turn_points("paleo-billard-compte", COMPTE_TURNS, ("16", "6"))),
    Tally("paleo-points", "7 scoring flicks, Ana 10 - Ben 4 (turn points)", 7, "the new score after each",
          ("Ana", "Ben"), match_aux_points),
    Tally("paleo-kayak", "2 kayaks, 4 gates, 7 shots, Ana crosses the line (the log)", 0,
          "nothing: the kayaks on the table keep the race", ("Ana", "Ben"), kayak),
    Tally("paleo-kayak", "the same race, its winner alone: Ana (PG-WINNER)", 0,
          "nothing: the kayaks on the table keep the race", ("Ana", "Ben"), kayak_winner),
    Tally("paleo-kayak", "a second race: Play again on Home, then its winner alone", 0,
          "nothing: the kayaks on the table keep the race", ("Ana", "Ben"), kayak_again),
    Tally("paleo-frontiere", "7 shots, Ana's seventh piece across (the log)", 7,
          "a player's new count when it changes", ("Ana", "Ben"), frontiere),
    Tally("paleo-hockey", "16 face-offs and goals, 10 to 6 (the log)", 16, "the new score after each goal",
          ("Ana", "Ben"), hockey),
    Tally("paleo-roi", "3 players, two kings captured, Chloé's stands (the log)", 1,
          "the winner's name: the pieces keep the game", ("Anna", "Ben", "Chloé"), roi),
    Tally("paleo-escarmouche", "2 players, a Killer, a kill and 3 pieces off (the log)", 1,
          "the winner's name: the pieces keep the game", ("Alice", "Bruno"), escarmouche),
    Tally("paleo-roi", "the same game, its winner alone: Chloé (RO-WINNER)", 1,
          "the winner's name: the pieces keep the game", ("Anna", "Ben", "Chloé"), roi_winner),
    Tally("paleo-escarmouche", "the same game, its winner alone: Alice (ES-WINNER)", 1,
          "the winner's name: the pieces keep the game", ("Alice", "Bruno"), escarmouche_winner),
    *[Tally(game, f"the same match, final scores {' - '.join(scores)} (PG-FINAL)", paper, how,
            ("Chloé", "Łukasz") if game == "pitchanque" else ("Ana", "Ben"), final_scores(game))
      for game, scores, paper, how in (
          ("pitchanque", FINAL_SCORES["pitchanque"], 7, "each mène's points"),
          ("paleo-billard-double", FINAL_SCORES["paleo-billard-double"], 6, "the new score after each scoring turn"),
          ("paleo-billard-compte", FINAL_SCORES["paleo-billard-compte"], 7, "the new count after each turn"),
          ("paleo-points", FINAL_SCORES["paleo-points"], 7, "the new score after each"),
          ("paleo-frontiere", FINAL_SCORES["paleo-frontiere"], 7, "a player's new count when it changes"),
          ("paleo-hockey", FINAL_SCORES["paleo-hockey"], 16, "the new score after each goal"),
          ("paleo-cricket", FINAL_SCORES["paleo-cricket"], 14, "each number closed, each scoring turn's new score"))],
]
#: The games without a scripted final tally yet.
NOT_SCRIPTED: tuple[str, ...] = ()


@dataclass(frozen=True)
class Measured:
    tally: Tally
    setup: int
    names: int
    play: int
    keys: int
    seconds: float

    @property
    def total(self) -> int:
        return self.setup + self.play

    @property
    def under_paper(self) -> bool:
        return self.total < self.tally.paper


def measure(ui, tally: Tally) -> Measured:
    """One game's final tally from the catalogue: counted. A first game's Home shows the catalogue in view (no
    game above it); here the games measured before fill Home, and its lazy list would not build the catalogue
    below them, so the same catalogue is opened at its own address (Home's "new game" button), not counted."""
    g, began = Gestures(ui), time.monotonic()
    ui.open("/games", ready_id="family-paleo")
    tally.enter(g)
    return Measured(tally, g.setup, g.names, g.play, g.keys, time.monotonic() - began)


def table(rows: list[Measured]) -> str:
    lines = ["| game | final tally entered | set-up taps | tally gestures | total | keys | paper marks | "
             "paper names | under paper |",
             "|---|---|---|---|---|---|---|---|---|"]
    for m in rows:
        lines.append(f"| {m.tally.game} | {m.tally.fixture} | {m.setup} | {m.play} | {m.total} | {m.keys} | "
                     f"{m.tally.paper} ({m.tally.paper_how}) | {len(m.tally.names)} | "
                     f"{'yes' if m.under_paper else 'no'} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    from conftest import CHROME_ARGS, CHROMIUM, STEP_TIMEOUT, UI, VIEWPORT, AppServer
    from playwright.sync_api import sync_playwright

    chosen = [t for t in TALLIES if not argv or t.game in argv]
    rows: list[Measured] = []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        server = AppServer(Path(tmp) / "data")
        server.cwd = HERE.parents[1]
        server.data_dir.mkdir()
        server.start()
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
        try:
            page = browser.new_page(viewport=VIEWPORT)
            page.set_default_timeout(STEP_TIMEOUT)
            ui = UI(page, server.url)
            for tally in chosen:
                try:
                    rows.append(measure(ui, tally))
                except Exception as error:  # noqa: BLE001 - one game's script failing is said, the rest measured
                    page.screenshot(path=f"/tmp/gestures-{tally.game}-failed.png")
                    print(f"{tally.game}: NOT MEASURED ({type(error).__name__}: {str(error).splitlines()[0]})",
                          flush=True)
                    continue
                print(f"{tally.game}: {rows[-1].total} gestures ({rows[-1].setup} set-up + {rows[-1].play}), "
                      f"paper {tally.paper}; {rows[-1].seconds:.1f} s", flush=True)
        finally:
            browser.close()
            server.stop()
    print()
    print(table(rows))
    print(f"\nnot scripted: {', '.join(NOT_SCRIPTED) or 'none'}; hundsgemein: the lead's row")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
