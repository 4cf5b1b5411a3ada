"""English text of the rule book of Défense d'afficher (keys `po.rule.`).

One sentence or two per rule id of `scorers.posters` (its docstring is the rule book), read when a rule id
is tapped (the violation banner's `rule_book_text`). A faithful English rendering of the French sheet
(shared/seeds/003_...), with shared/RULINGS.md where a ruling settles what the sheet leaves open ("our
ruling"; "our reading" where the project chose a reading of its own). The cards keep their French names, as
the app does.
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Défense d'afficher (issue 17, rule ids stay available behind a tap)
    # sides and material
    "po.rule.PO-SIDES": (
        "The game is played by 2, 3 or 4 people each on their own, or by 2, 3 or 4 teams of two; single "
        "players and teams may meet in the same game (2 to 8 people). A team counts as one player, for the "
        "deal as for every rule."),
    "po.rule.PO-TEAM": (
        "The two members of a team consult each other (discreetly) on what to do, and each plays every other "
        "turn of the team."),
    "po.rule.PO-COPIES": (
        "Every poster exists twice in the game, but there is only one slot reserved for each one on the "
        "board."),
    "po.rule.PO-DEAL": (
        "The poster cards are shuffled and dealt: 9 posters each with 4 players, 12 with 3, 18 with 2. The "
        "posters not dealt are stacked face down beside the track and form the RESERVE."),
    "po.rule.PO-BOARD": (
        "Each player puts their bill sticker on the \"Départ\" square in front of them, on the yellow track; "
        "panels stand beside the track, each with a \"brush\" square at its foot. No full layout of the printed "
        "board is published: the app's board is reconstructed from published descriptions, to be checked "
        "against yours."),
    # the turn
    "po.rule.PO-ORDER": (
        "Each player rolls the die and the highest roll starts; then the player on their left goes on, and so "
        "on clockwise round the table."),
    "po.rule.PO-TURN": (
        "On their turn a player must choose one of three options: MOVE (roll the die and move), EXCHANGE "
        "posters at the RESERVE, or CHANCE (take a chance card)."),
    "po.rule.PO-MOVE": (
        "The player rolls the die and moves their figure along the yellow track by the number shown, in "
        "either direction: a player who rolled 5 may go forward 5 squares or back 5 squares. Several players "
        "may stand on the same square."),
    "po.rule.PO-ONE-WAY": (
        "At any time of the game a player may go forward or back, but not both forward and back in the same "
        "move."),
    "po.rule.PO-STAY": (
        "A player whose roll does not take them exactly onto a brush square they want may pass their turn "
        "staying where they are. Staying put on a brush square is no arrival there and sticks nothing (our "
        "ruling)."),
    "po.rule.PO-STICK": (
        "A player who lands exactly on the brush square at the foot of a panel sticks, on its free slots, all "
        "the posters they hold that match the slots reserved for them: a LUSTUCRU poster goes only on the slot "
        "\"Reserved for LUSTUCRU\". Hands are hidden, so the app cannot check that all of them were stuck."),
    "po.rule.PO-SLOT-FILLED": (
        "Two identical posters may not go on the same slot: a slot that already carries a poster takes no "
        "other, and the useless duplicate is to be exchanged at the RESERVE."),
    "po.rule.PO-BANNED": "No poster may be stuck on a slot covered by a \"Défense d'afficher\" card.",
    "po.rule.PO-WRONG-SLOT": (
        "A player who sticks a poster on a slot reserved for another poster must take it back and, as a "
        "penalty, take one more poster from the RESERVE."),
    "po.rule.PO-EXCHANGE": (
        "At any time of the game a player may exchange the posters they want, number for number: take as many "
        "posters from the top of the RESERVE as they want to exchange, and slip the posters given up under the "
        "pile, face down. The exchange counts as a turn; one cannot exchange more posters than one holds."),
    "po.rule.PO-RESERVE-EMPTY": (
        "If the RESERVE has too few posters left for an exchange or a penalty, the player takes what is left, "
        "and the log notes it (our ruling)."),
    # chance
    "po.rule.PO-CHANCE": (
        "A player may take a chance card whenever it is their turn, instead of rolling the die or exchanging "
        "posters: it then counts as a turn."),
    "po.rule.PO-CHANCE-SQUARE": (
        "A player who stops on a \"Take a chance card\" square must take one, as part of the same turn."),
    "po.rule.PO-STOCK": (
        "The player takes the top card of the STOCK pile, does what it says and puts it face up on the DISCARD "
        "square; \"Défense d'afficher\" cards, once drawn, stay on the board and never go to the DISCARD. When "
        "the chance cards run out, the DISCARD is shuffled and put back face down on the STOCK square."),
    "po.rule.PO-BAN": (
        "A player who draws a \"Défense d'afficher\" card puts it on the panel of their choice to ban it: laid "
        "on a single reserved slot or across 2, 3 or 4 slots of one panel, it forbids posting on part or all "
        "of that panel. Only a \"Grattoir d'affiches\" card moves it."),
    "po.rule.PO-SCRAPER": (
        "The \"Grattoir d'affiches\" card lets its holder either take a \"Défense d'afficher\" card off its "
        "panel, to free it, and put it at once on another panel, which is banned in turn; or take a poster "
        "already stuck off its slot and give it to another player, who must accept it. A holder who has the "
        "duplicate of the scraped poster may then stick it in its place."),
    "po.rule.PO-FOG": (
        "\"Foncez dans le brouillard\": its holder sticks posters of their choice on their slots (our ruling): "
        "on any panel, in the same turn, without stopping on a brush square, each on the free slot reserved for "
        "its brand, where no ban lies. As many as they choose: the card as described names no number (our "
        "reading)."),
    "po.rule.PO-CARDS": (
        "The other cards of the app's default deck are made up, the printed deck being unpublished: move 3 "
        "squares forward or back, play again, take a poster from the RESERVE, give a poster to a player of "
        "one's choice, miss one's next turn."),
    "po.rule.PO-SIMPLE": (
        "Simplified game: the chance cards are left out, so on their turn a player has only 2 options, MOVE or "
        "EXCHANGE. A player who stops on a \"Take a chance card\" square plays again at once."),
    # the end
    "po.rule.PO-WIN": "The first player (or team) to get rid of all their posters wins the game.",
    "po.rule.PO-END": "The game stops there: no turn is played after the winning one.",
    # house rules
    "po.rule.PO-HOUSE-STAY": (
        "House rule \"sticking after staying put\": staying put on a brush square counts as arriving there, so "
        "the player sticks posters again."),
    "po.rule.PO-FINISH": (
        "A game may be entered by its finishing order alone (entered by the table, not refereed): the winner, "
        "then, if the table wants, the others in order; no turn is logged with it."),
}
