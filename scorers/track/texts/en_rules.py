"""English text of the rule book of the track games, Numeri and Fröscheln (keys `tr.rule.`).

One sentence or two per rule id of `scorers.track` (its docstring is the rule book: TR- rules shared by both
editions, NU- Numeri's, FRO- Fröscheln's), read when a rule id is tapped (the violation banner's
`rule_book_text`). A faithful English rendering of the French sheet (shared/seeds/002_...: Fröscheln, then
NUMERI), with shared/RULINGS.md where a ruling settles what the sheet leaves open ("our ruling"). A shared
rule says "token (frog)": its text is the same in both editions.
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Numeri and Fröscheln (issue 17, rule ids stay available behind a tap)
    # shared by both editions
    "tr.rule.TR-BOARD": (
        "A board is the list of its cells' values in order along the track, with its marked cells (start, "
        "barriers, flags). Neither printed track is published: a table types in its own board once and keeps "
        "it under a name (our ruling)."),
    "tr.rule.TR-TOKENS": "Each player takes the 5 tokens (frogs) of one colour, numbered 1 to 5.",
    "tr.rule.TR-TRACK": "A token (frog) that has been placed stands on a cell of the track.",
    "tr.rule.TR-ONE-PER-CELL": "Only one token (frog) may stand on a cell.",
    "tr.rule.TR-ROLL": (
        "The die names the token (frog) to move, the one whose number matches the die: a player who rolls a 2 "
        "must move their token 2."),
    "tr.rule.TR-ADVANCE": (
        "A moved token always goes to the next empty cell, since only one token may stand on a cell: it may "
        "jump over one or many occupied cells. A token not placed yet enters on the first free cell from the "
        "start. A token with no free cell ahead cannot move."),
    "tr.rule.TR-STAR": (
        "On a star, the player may move any one of their own tokens (frogs) to the next free cell. A star is "
        "never split."),
    "tr.rule.TR-SPLIT": (
        "When splitting is allowed, a 3 may instead move tokens 1 and 2, a 4 tokens 1 and 3, a 5 tokens 1 and 4 "
        "or 2 and 3, in the order the player likes. A split is only allowed if the player can really move both "
        "tokens; moving just one of the two is not allowed."),
    "tr.rule.TR-MUST": "A player who can move a token must: a turn with a legal move is never passed (our ruling).",
    "tr.rule.TR-PASS": (
        "A player who cannot move any of their tokens (for instance their 1 stands on the last cell and they "
        "roll a 1) passes, and it is the next player's turn."),
    "tr.rule.TR-EXTRA": (
        "A player who ends a move with a chain of three or more of their tokens on consecutive cells, with no "
        "empty cell between them, gets an extra turn and rolls again at once. The chain must be new or changed "
        "by this move: a chain that existed before the roll and was not changed gives no extra turn. This may "
        "happen several times in a row."),
    "tr.rule.TR-SCORE": "Each token (frog) scores its number multiplied by the value of the cell it stands on.",
    "tr.rule.TR-WIN": (
        "The points of all a player's tokens are added up and the highest total wins. The sheet gives no "
        "tie-break: equal totals share the place."),
    # Numeri
    "tr.rule.NU-START": (
        "Numeri: tokens enter at the dark red Départ cell; the first player puts there the token the die "
        "shows."),
    "tr.rule.NU-BARRIER": (
        "Numeri: the board has three barriers and the number of players decides which one is active. As soon "
        "as the first token has passed the active barrier, every player may split a roll of 3, 4 or 5 over two "
        "of their tokens; a 1, a 2 or a star is never split."),
    "tr.rule.NU-END": (
        "Numeri: the game is over as soon as the last three cells (the yellow ones) are occupied; an extra "
        "turn earned by that move is lost (our ruling)."),
    "tr.rule.NU-VALUES": (
        "Numeri: tokens on the red negative cells score negative points, and tokens on cells with no number "
        "count zero."),
    "tr.rule.NU-UNPLACED": (
        "Numeri: tokens a player has not placed by the end of the game are multiplied by -5."),
    # Fröscheln
    "tr.rule.FRO-START": (
        "Fröscheln: the start cell depends on the number of players: it is the cell with the white flag for "
        "that number (at 3 players, flag 3)."),
    "tr.rule.FRO-SPLIT": (
        "Fröscheln: a 3, 4 or 5 may be split from the start of the game. House rule \"split only after the "
        "shore\" (German edition): only once a frog has reached the shore."),
    "tr.rule.FRO-END": (
        "Fröscheln: once a frog reaches the Princess cell (value 5), the end is near: from then on, as soon as "
        "a player cannot move a frog, the game is over and points are counted. A frog on the Princess or "
        "beyond has reached her (our ruling)."),
    "tr.rule.FRO-MULT": (
        "Fröscheln: each frog scores its number multiplied by its cell: red cell x1, blue cell x2, cells 3, 4 "
        "and 5 (the Princess) x3, x4 and x5. Other cells score nothing."),
    "tr.rule.FRO-UNPLACED": "Fröscheln: a frog never placed scores nothing (our ruling).",
    # Fröscheln's own wording of the shared rules (`key@froscheln`, as the track catalogue does: frog where
    # Numeri says token), for a screen that picks the edition's words (`edition_key`)
    "tr.rule.TR-TOKENS@froscheln": "Each player takes the 5 frogs of one colour, numbered 1 to 5.",
    "tr.rule.TR-TRACK@froscheln": "A frog that has been placed stands on a cell of the track.",
    "tr.rule.TR-ONE-PER-CELL@froscheln": "Only one frog may stand on a cell.",
    "tr.rule.TR-ROLL@froscheln": (
        "The die names the frog to move, the one whose number matches the die: a player who rolls a 2 must "
        "move their frog 2."),
    "tr.rule.TR-ADVANCE@froscheln": (
        "A moved frog goes to the first free cell of the board, since only one frog may stand on a cell: it "
        "may jump over one or several frogs. A frog not placed yet enters on the first free cell from the "
        "start. A frog with no free cell ahead cannot move."),
    "tr.rule.TR-STAR@froscheln": (
        "On a star, the player moves the frog of their choice to the next free cell. A star is never split."),
    "tr.rule.TR-SPLIT@froscheln": (
        "When splitting is allowed, a 3 may instead move frogs 1 and 2, a 4 frogs 1 and 3, a 5 frogs 2 and 3 "
        "or 1 and 4, in the order the player likes. The player must be able to move both frogs: never just "
        "one of the two."),
    "tr.rule.TR-MUST@froscheln": (
        "A player who can move a frog must: a turn with a legal move is never passed (our ruling)."),
    "tr.rule.TR-PASS@froscheln": (
        "A player who cannot move any of their frogs passes, and it is the next player's turn."),
    "tr.rule.TR-EXTRA@froscheln": (
        "When three or more frogs of a player's colour follow one another after the move, the player may play "
        "again. This may happen several times in a row, but the group of 3 (or more) frogs must have been "
        "formed by the last move."),
    "tr.rule.TR-SCORE@froscheln": "Each frog scores its number multiplied by the value of its cell.",
    "tr.rule.TR-WIN@froscheln": (
        "The points of a player's frogs are added up and the highest total wins. The sheet gives no "
        "tie-break: equal totals share the place."),
}
