"""Issue 17, "a scripted real game per game in the browser tests that counts taps": Numeri, Fröscheln,
Défense d'afficher, Paleo and two of its derived games (Pitchanque, Billard Doublé), each entered through
the UI as a table enters it, from the set-up to the end, every user gesture counted by `Counted`
(tests/e2e/conftest.py; Hundsgemein and Loopit count theirs in their own files, the same way).

Each test prints its count beside what the same game costs on paper (one pencil mark per number, name or
tally written, reasoned from the rule sheet, shared/seeds/), and asserts the count stays under a ceiling
just above what it measures today, so a change that adds taps fails here. Where the app costs more than
paper, the test's docstring says where the taps go; the proposals to cut them are in the branch's report
(the screens are not this file's to change).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from conftest import Counted  # noqa: E402


def report(game: str, counted: Counted, setup: int, paper: int, began: float, detail: str = "") -> int:
    """Print the game's taps (set-up apart), the paper marks and the seconds; the taps after set-up."""
    seconds = time.monotonic() - began
    play = counted.taps - setup
    print(f"\nTAPS {game}: {counted.taps} taps ({setup} set-up + {play} play){detail}; paper {paper} marks; "
          f"{seconds:.1f} s scripted")
    return play


# --- Paleo ------------------------------------------------------------------------------------------
#: A 2-player match to 4 points (PA-MATCH): who won each round and how (PA-DOOR 2 points, PA-CAPTURE 1).
PALEO_ROUNDS = [("door", 0), ("capture", 1), ("door", 1), ("capture", 0), ("capture", 0)]


def test_paleo_a_match_to_the_winner_one_tap_a_round(ui):
    """Paleo on paper: the two names, then one mark a round (the winner's new score): 2 + 5 = 7. In the
    app: one tap a round on the winner's door or capture button; the status line says the winner."""
    counted, began = Counted(ui), time.monotonic()
    counted.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
    setup = counted.taps
    for how, side in PALEO_ROUNDS:
        counted.tap(f"pa-{how}-{side}")
    ui.says("pa-status", "Alice has won the match with 4 points (Alice 4 and Bruno 3).")
    play = report("paleo", counted, setup, paper=2 + len(PALEO_ROUNDS), began=began)
    assert play == len(PALEO_ROUNDS) and counted.taps <= 13


# --- Pitchanque -------------------------------------------------------------------------------------
#: A 2-player game to 13 (PQ-WIN), one mène a line: the team of each piece in play from the nearest out
#: (a = Chloé, b = Łukasz; 3 pieces each), or the jack sent out ("jack-b": Łukasz sends it out on his first
#: piece, Chloé scores her 3 unplayed pieces + 1, PQ-JACK-OUT). Points: 2-0, 2-1, 5-1, 5-3, 9-3, 11-3, 13-3.
PITCHANQUE_MENES = ["aabbab", "baabab", "aaabbb", "bbaaba", "jack-b", "aababb", "aabbba"]


def test_pitchanque_a_game_to_thirteen_piece_by_piece(ui):
    """Pitchanque on paper: the two names, then the points of each mène (one mark): 2 + 7 = 9. In the
    app a mène is every piece's team from the nearest out (PQ-ALL: the log is refused until each piece
    is accounted for) and Log: 7 taps, where the table writes one number."""
    counted, began = Counted(ui), time.monotonic()
    counted.new_game("pitchanque", ["Chloé", "Łukasz"], "pq-near-a")
    setup = counted.taps
    for number, mene in enumerate(PITCHANQUE_MENES, start=1):
        if mene.startswith("jack-"):
            counted.tap(f"pq-{mene}")
        else:
            for team in mene:
                counted.tap(f"pq-near-{team}")
            counted.tap("pq-log")
        ui.says("pq-builder", "Tap the team of each piece")  # the pad is empty again: the mène is logged
    ui.says("pg-score-0", "13")
    ui.says("pg-status", "Chloé has won")
    play = report("pitchanque", counted, setup, paper=2 + len(PITCHANQUE_MENES), began=began,
                  detail=f", {len(PITCHANQUE_MENES)} mènes")
    assert play == sum(1 if m.startswith("jack-") else len(m) + 1 for m in PITCHANQUE_MENES)
    assert counted.taps <= 52


# --- Billard Doublé ---------------------------------------------------------------------------------
#: A game to exactly 50 (BD-EXACT), turn by turn: each shot is the piece the Key touched ("-" nothing).
#: Ana 8, Ben 0, Ana 21, Ben 6, Ana 36, Ben 14, Ana 50.
BILLARD_TURNS = [
    ["r8", "g8", "r5", "g3"],                                            # Ana: 8, then the 5 missed
    ["-"],                                                               # Ben touches nothing
    ["r7", "g7", "r6", "g6", "-"],                                       # Ana: 15, 21
    ["g4", "r4", "r2", "g2", "r1", "-"],                                 # Ben: 4, 6, the 1 half made
    ["r5", "g5", "r4", "g4", "r3", "g3", "r2", "g2", "r1", "g1", "-"],  # Ana: 26 ... 36
    ["r8", "g8", "-"],                                                   # Ben: 14
    ["r8", "g8", "r6", "g6"],                                            # Ana: 44, 50
]


def test_billard_double_a_game_to_fifty_shot_by_shot(ui):
    """Billard Doublé on paper: the two names, then a player's new score after each turn that scored
    (BD-REPLAY: a turn goes on while doubles are made, so a turn's points are one number): 2 + 6 = 8. In
    the app every shot is a tap on the piece the Key touched (two a double), and a miss one more."""
    counted, began = Counted(ui), time.monotonic()
    counted.new_game("paleo-billard-double", ["Ana", "Ben"], "pg-piece-r8")
    setup = counted.taps
    for turn, shots in enumerate(BILLARD_TURNS):
        ui.says("pg-shooter", f"{('Ana', 'Ben')[turn % 2]} shoots")
        for piece in shots:
            counted.tap("pg-none" if piece == "-" else f"pg-piece-{piece}")
    ui.says("pg-score-0", "50")
    ui.says("pg-score-1", "14")
    ui.says("pg-status", "Ana has won")
    scoring_turns = 6
    play = report("billard-double", counted, setup, paper=2 + scoring_turns, began=began,
                  detail=f", {sum(map(len, BILLARD_TURNS))} shots in {len(BILLARD_TURNS)} turns")
    assert play == sum(map(len, BILLARD_TURNS)) and counted.taps <= 43
