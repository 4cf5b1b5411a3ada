"""English texts of Défense d'afficher's card and slot questions (issue 29): what does this card allow, what
penalty for this slot."""

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
}
