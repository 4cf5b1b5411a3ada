"""English text of Hundsgemein's rule book (keys `hg.rule.`).

One sentence or two per rule id of `scorers.hundsgemein` (its docstring is the rule book), read when a rule
id is tapped (the violation banner's `rule_book_text`). A faithful English rendering of the French sheet
(shared/seeds/000_...), with shared/RULINGS.md where a ruling settles what the sheet leaves open ("our
ruling").
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Hundsgemein (issue 17, rule ids stay available behind a tap)
    # material and set-up
    "hg.rule.HG-BOARD": (
        "The district plan is 7 by 7 blocks, rows read from north to south and columns from west to east. The "
        "centre block, marked with crossed bones, never holds a tile: 48 blocks are left for the fleas (our "
        "ruling)."),
    "hg.rule.HG-STREETS": (
        "The district has 6 horizontal streets, H1 to H6 from north to south (H1 between rows 1 and 2), and 6 "
        "vertical streets, V1 to V6 from west to east. A street's blocks are the 7 on each side of it; on the "
        "four streets along the centre, that side has only 6 playable blocks (our ruling)."),
    "hg.rule.HG-TYPES": (
        "There are four types of flea (1 to 4), each with its own shape and colour. The back of each flea "
        "shows the colour of the player it belongs to."),
    "hg.rule.HG-SUPPLY": (
        "Each player chooses a colour and takes the tiles with that back: 2 players, all 24 tiles (6 of each "
        "type); 3 players, 16 tiles (4 of each type); 4 players, 12 tiles (3 of each type). Unused tiles go "
        "back in the box."),
    "hg.rule.HG-DOGS": (
        "Each of the four dogs (Zorro, Daisy, Fifi and Rex) comes three times. The 12 dogs are placed so that "
        "there is a dog in every horizontal and vertical street: exactly one per street."),
    "hg.rule.HG-DOG-VALUES": (
        "The dogs are worth Zorro 2, Daisy 3, Fifi 4 and Rex 5. The sheet says values 2 to 4, but its own "
        "examples give Rex 5, Fifi 4 and Daisy 3 (our ruling)."),
    # placing
    "hg.rule.HG-CENTRE": (
        "No flea tile may be placed on the block marked with the crossed bones in the centre of the plan."),
    "hg.rule.HG-OCCUPIED": "On their turn a player places a flea tile on a free block of their choice.",
    "hg.rule.HG-ADJ": (
        "A flea tile may not be placed next to another flea tile of the same type, diagonals included, "
        "whatever its colour."),
    "hg.rule.HG-STAYS": (
        "A tile placed against these rules may be removed by another player as long as the next player has not "
        "played, and its owner may not replace it with another tile. If nobody notices, the tile stays until "
        "the end of the game and counts in the final scoring. On a final board the app reports it as a "
        "warning, and it may still be removed (a challenge) before scoring (our ruling)."),
    "hg.rule.HG-END": (
        "When no tile can be placed legally any more (no tile left to any player fits anywhere, or all are "
        "placed), the game is over. All flea tiles are then turned over, showing the players' colours."),
    "hg.rule.HG-COLOURS": (
        "At the end of the game every flea tile is turned to its colour side, so a finished board shows colours, "
        "not flea types. Scoring, standard and expert, needs only the colours and the dogs: a board entered by "
        "colours alone is a complete final state. The checks that need a tile's type (neighbours of the same "
        "type, the supply of each type, whether the game is over) are skipped for it, and the check says so "
        "(our ruling)."),
    # scoring
    "hg.rule.HG-ORDER": (
        "The 12 streets are scored one by one and the 12 dog tiles handed out to the players: the horizontal "
        "streets first, then the vertical ones."),
    "hg.rule.HG-MAJORITY": (
        "Standard game: each player counts the tiles of their colour along the street, on both sides. The "
        "player with the most tiles along that street takes the street's dog tile."),
    "hg.rule.HG-MAJORITY-TIE": "Standard game: if there is a tie for the most tiles, the dog tile is discarded.",
    "hg.rule.HG-EXPERT-RUNS": (
        "Expert game: each player counts their longest unbroken run of flea tiles on each side of the street "
        "and adds the two numbers; the highest sum takes the dog tile. An empty block or a tile of another "
        "colour breaks a run, and so does the centre block (our ruling)."),
    "hg.rule.HG-EXPERT-TIE": (
        "Expert game: on a tie, the tied player with the most flea tiles in all along the street takes the "
        "dog tile. If still tied, the dog tile is discarded."),
    "hg.rule.HG-WIN": "Each player adds up the values of all the dog tiles they collected. The highest total wins.",
    "hg.rule.HG-WIN-TIE": (
        "On a tie, the player who collected the most dog tiles wins; if still tied, the win is shared (our "
        "ruling)."),
}
