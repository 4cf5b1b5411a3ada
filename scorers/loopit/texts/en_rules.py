"""English text of Loopit's rule book (keys `lp.rule.`).

One sentence or two per rule id of `scorers.loopit` (its docstring is the rule book), read when a rule id is
tapped (the violation banner's `rule_book_text`). A faithful English rendering of the French sheet
(shared/seeds/001_...), with shared/RULINGS.md where a ruling settles what the sheet leaves open ("our
ruling").
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Loopit (issue 17, rule ids stay available behind a tap)
    # material and set-up
    "lp.rule.LP-TILES": (
        "The box holds 81 tiles, a storage bag, 4 racks, a board and a score pad. The tiles show zigzag lines that "
        "must connect when two tiles are played side by side; a line ends at the middle of an edge. Each tile has a "
        "value from 1 to 8. Tiles must be played in the board's reading direction (they are self-correcting): never "
        "rotated or turned."),
    "lp.rule.LP-DEAD-END": "A tile whose line has a single end is a dead end (cul-de-sac).",
    "lp.rule.LP-BOARD": (
        "The board is a grid of squares with the start square in its centre and multiplier bonus squares from "
        "x2 to x6 (our ruling). Its printed layout is not published: the app's board is reconstructed, to be "
        "checked against your own."),
    "lp.rule.LP-START": (
        "Draw a start tile and place it in the centre of the board, following the board's reading direction. "
        "If the start tile is a dead end, discard it and draw a new one."),
    "lp.rule.LP-RACK": (
        "Put the board in the middle of the table and the tiles in the bag; each player takes a rack. Each player "
        "draws 5 tiles at random and puts them on their rack. A turn ends by drawing as many tiles as were laid on "
        "the board: a player must have 5 for the next turn."),
    # laying tiles
    "lp.rule.LP-ORDER": "Decide which player starts; play then goes clockwise.",
    "lp.rule.LP-THREE": (
        "The player whose turn it is must try to lay up to 3 of their tiles, following the laying rules; if they "
        "cannot, they may lay only 2 or 1. The new tiles may be laid one after the other or in different places on "
        "the board, as long as each one connects."),
    "lp.rule.LP-FREE": "A tile is laid on an empty square of the board.",
    "lp.rule.LP-CONNECT": (
        "Every new tile must be connected to at least one tile already on the board, and the path formed must "
        "run on between the two tiles. A tile laid earlier in the same turn is already on the board (our "
        "ruling)."),
    "lp.rule.LP-CUT": (
        "A path may not be cut: no line of a tile may meet an edge of a neighbouring tile that has no line."),
    "lp.rule.LP-EDGE": "A path may not be cut by the edge of the board: no line may point off the board.",
    "lp.rule.LP-SWAP": (
        "A player who cannot lay any tile may choose to discard their 5 tiles and draw 5 new ones. Their turn "
        "is then over and they score no points."),
    # scoring
    "lp.rule.LP-POINTS": (
        "Points come from 3 things: the value of the tiles just laid, the paths connected and the multiplier bonus "
        "shown on some squares. Each tile laid scores its value times its square's multiplier bonus, plus the value "
        "of each adjoining tile whose path connects to it. An adjoining tile with no connected path adds nothing, "
        "and the multiplier counts for the laid tile only. The turn scores the sum (in the sheet's example, 9 + 12 + "
        "7 = 28 points), written on the score sheet at the end of each turn. A tile laid earlier in the same turn "
        "counts as an adjoining tile (our ruling)."),
    "lp.rule.LP-END": "The game ends when all the tiles have been laid or when no move is possible any more.",
    "lp.rule.LP-FIXED": (
        "Variant: play a number of turns set in advance. 4 players: 7 turns. 3 players: draw 2 tiles and remove "
        "them from the game, then 9 turns. 2 players: draw 4 tiles and remove them, then 13 turns. The game "
        "still ends early when the tiles run out or no move is possible (our ruling)."),
    "lp.rule.LP-WIN": (
        "The player with the highest score wins the game. The sheet gives no tie-break: equal scores share the "
        "place."),
    "lp.rule.LP-FINAL": (
        "A finished game may be entered as each player's final total alone, as the table kept them (not "
        "refereed): the whole game's record, no turn beside it; each a whole number from 0 to the most a player "
        "can score in a game of this length. The highest total wins; equal totals share the win."),
    # players and the aim (issue 36: every rule of the sheet in the book)
    "lp.rule.LP-AIM": (
        "From 2 to 4 players, aged 7 and up. The aim: score as many points as possible by carrying the path on."),
    # titles: a few words per clause, what the Rules screen and the search show first
    "lp.rule_title.LP-AIM": "Players and the aim",
    "lp.rule_title.LP-TILES": "The tiles: lines and values, never rotated",
    "lp.rule_title.LP-DEAD-END": "A dead end (cul-de-sac)",
    "lp.rule_title.LP-BOARD": "The board and its multiplier squares",
    "lp.rule_title.LP-START": "The start tile",
    "lp.rule_title.LP-RACK": "Five tiles on the rack, drawn again after each turn",
    "lp.rule_title.LP-ORDER": "Who starts, then clockwise",
    "lp.rule_title.LP-THREE": "How many tiles a turn: up to 3",
    "lp.rule_title.LP-FREE": "On an empty square",
    "lp.rule_title.LP-CONNECT": "Connected to a tile already laid",
    "lp.rule_title.LP-CUT": "Never cut a path",
    "lp.rule_title.LP-EDGE": "Never cut a path with the board's edge",
    "lp.rule_title.LP-SWAP": "Nothing to lay: swap all 5 tiles",
    "lp.rule_title.LP-POINTS": "A turn's points: values, paths and multipliers",
    "lp.rule_title.LP-END": "When the game ends",
    "lp.rule_title.LP-WIN": "The winner: the highest score",
    "lp.rule_title.LP-FINAL": "Entering the final totals only",
    "lp.rule_title.LP-FIXED": "Variant: a set number of turns",
}
