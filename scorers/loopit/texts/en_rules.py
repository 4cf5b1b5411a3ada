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
        "81 tiles show zigzag lines that must connect when two tiles are played side by side; a line ends at "
        "the middle of an edge. Each tile has a value from 1 to 8. Tiles are played in the board's reading "
        "direction, never turned."),
    "lp.rule.LP-DEAD-END": "A tile whose line has a single end is a dead end (cul-de-sac).",
    "lp.rule.LP-BOARD": (
        "The board is a grid of squares with the start square in its centre and multiplier bonus squares from "
        "x2 to x6 (our ruling). Its printed layout is not published: the app's board is reconstructed, to be "
        "checked against your own."),
    "lp.rule.LP-START": (
        "Draw a start tile and place it in the centre of the board, following the board's reading direction. "
        "If the start tile is a dead end, discard it and draw a new one."),
    "lp.rule.LP-RACK": (
        "Each player draws 5 tiles at random and puts them on their rack. A turn ends by drawing as many tiles "
        "as were laid on the board: a player must have 5 for the next turn."),
    # laying tiles
    "lp.rule.LP-ORDER": "Decide which player starts; play then goes clockwise.",
    "lp.rule.LP-THREE": (
        "On their turn a player tries to lay up to 3 of their tiles; if they cannot, they may lay only 2 or 1. "
        "The new tiles may be laid one after the other or in different places on the board, as long as each "
        "one connects."),
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
        "Each tile laid scores its value times its square's multiplier bonus, plus the value of each adjoining "
        "tile whose path connects to it. An adjoining tile with no connected path adds nothing, and the "
        "multiplier counts for the laid tile only. The turn scores the sum (in the sheet's example, 9 + 12 + 7 "
        "= 28 points). A tile laid earlier in the same turn counts as an adjoining tile (our ruling)."),
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
}
