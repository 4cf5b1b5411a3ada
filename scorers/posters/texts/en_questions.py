"""English texts of Défense d'afficher's rules questions (issue 29): may a side stick after staying put, what
does this card allow, what penalty for this slot."""

MESSAGES: dict[str, str] = {
    "po.q.simple_no_cards": "The simplified game has no chance cards.",
    "po.q.not_in_deck": "There is no card “{card}” in this game's deck.",
    "po.q.card_does": "“{card}” drawn by {side} now:",
    "po.q.ban_allows": (
        "Lay it over 1 to {most} slots of one panel: nothing may be stuck there until a scraper moves it."),
    "po.q.ban_panels": "[n:The panel|The panels] with a slot not yet forbidden: {panels}.",
    "po.q.ban_nowhere": "Every slot of every panel is already forbidden: there is nowhere to lay it.",
    "po.q.scraper_bans": "Move [n:the ban|a ban] at once to another panel: {bans}.",
    "po.q.scraper_no_ban": "No ban is on the board to move.",
    "po.q.scraper_posted": (
        "Or scrape a posted poster and give it to another side, then stick your own duplicate there: "
        "{slots}."),
    "po.q.scraper_no_poster": "No poster is stuck yet to scrape.",
    "po.q.give_allows": "Give one of your posters to a side of your choice: {sides}.",
    "po.q.give_nothing": "{side} holds no poster: there is nothing to give.",
    "po.q.no_such_slot": "There is no slot {slot} on this board.",
    "po.q.cannot_stick": "It cannot be stuck there.",
    "po.q.penalty": "A penalty.",
    "po.q.no_penalty": "No penalty.",
    "po.q.own_slot": "{slot} is reserved for {brand}: it is stuck where it belongs.",
    # the screen
    "po.ui.q.open": "Rules questions",
    "po.ui.q.card": "What does this card allow?",
    "po.ui.q.slot": "What penalty for this slot?",
    "po.ui.q.slot_help": "The side to play has stopped at the panel: tap the slot, then the poster stuck on it.",
    # Défense d'afficher's questions: may a side stick after staying put
    "po.q.yes": "Yes.",
    "po.q.no": "No.",
    "po.q.not_a_position": "This position does not fit the question.",
    "po.q.over": "The game is over: {winner} has won, and no turn is played after that.",
    "po.q.not_on_brush": (
        "{side} stands on square {square}, which is no panel's brush square: nothing can be stuck there."),
    "po.q.panel_full": "Every slot of panel {panel} is posted or under a ban: nothing more can be stuck there.",
    "po.q.stay_is_no_arrival": (
        "Staying put on the brush square of panel {panel} is no arrival there: {side} may not stick."),
    "po.q.house_rule_off": "The house rule “staying put on a brush square sticks” is off in this game.",
    "po.q.stay_sticks": (
        "This table plays the house rule “staying put on a brush square sticks”: {side} may stick on panel "
        "{panel}."),
    "po.ui.q.stay": "May I stick after staying put?",
}
