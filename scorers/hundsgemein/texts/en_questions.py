"""English texts of Hundsgemein's rules questions (issue 29): may this flea go here, who takes this street's
dog, what if a wrong tile went unnoticed."""

MESSAGES: dict[str, str] = {
    "hg.q.yes": "Yes.",
    "hg.q.no": "No.",
    "hg.q.not_a_position": "This board cannot be: the question has no answer on it.",
    "hg.q.may_place": "{tile} may go on {at}: the block is free, not the centre, and no flea of its type touches it.",
    "hg.q.no_dog_yet": "No dog is on street {street} yet: set the dogs first.",
    "hg.q.the_dog": "the dog",
    "hg.q.dog_taken": "{player} takes {dog} of street {street}.",
    "hg.q.dog_discarded": "Nobody takes the dog of street {street}: it is discarded.",
    "hg.q.as_it_stands": "That is the board as it stands: the game is not over, a tile laid later may change it.",
    "hg.q.no_tile": "There is no tile on {at}.",
    "hg.q.not_wrong": "This tile is not wrong.",
    "hg.q.breaks_nothing": "{tile} on {at} breaks no placement rule: there is nothing to challenge.",
    "hg.q.may_challenge": "It may still be challenged.",
    "hg.q.challenge_now": (
        "No tile was laid after {tile}: the next player has not played, so another player may remove it now, "
        "and its owner may not lay another tile instead."),
    "hg.q.challenge_before_scoring": (
        "The game is over: by the table's ruling a wrong tile may still be removed (a challenge) before "
        "scoring."),
    "hg.q.it_stays": "It stays, and it counts in the scoring.",
    "hg.q.stays": (
        "[laid:One tile was|{laid} tiles were] laid after {tile}: the next player has played, so nobody may "
        "remove it any more."),
    "hg.q.depends": "The game's log does not say when this tile was laid.",
    "hg.q.log_silent": (
        "If the next player has not played since, another player may remove it; otherwise it stays and counts "
        "in the scoring."),
    # the screen
    "hg.ui.q.open": "Rules questions",
    "hg.ui.q.place": "May this flea go here?",
    "hg.ui.q.place_help": "Tap a block, then a flea type.",
    "hg.ui.q.player": "Whose flea:",
    "hg.ui.q.flea": "Flea type {flea}",
    "hg.ui.q.dog": "Who takes this street's dog?",
    "hg.ui.q.stays": "What if a wrong tile went unnoticed?",
    "hg.ui.q.stays_help": "Tap the tile on the board above.",
    "hg.ui.q.choose_block": "Tap a block on the board.",
}
