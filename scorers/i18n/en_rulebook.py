"""English texts of the rule books' screen and command (keys `rulebook.`): the groups of a rule book."""

MESSAGES: dict[str, str] = {
    "rulebook.group.setup": "Set-up",
    "rulebook.group.turn": "The turn",
    "rulebook.group.end": "End of the game",
    "rulebook.group.scoring": "Scoring and the winner",
    "rulebook.group.variants": "Variants",
    "rulebook.group.house": "House rules",
    "rulebook.ruling": "our ruling",
    "rulebook.not_refereed": "not refereed by the app",
    "rulebook.title": "Rules of {game}",
    "rulebook.search": "Search the rules",
    "rulebook.no_match": "No clause matches “{query}”.",
    "rulebook.found": "{n} [n:clause|clauses] found",
    "rulebook.results_for": "Rules that answer “{query}”",
    "rulebook.open": "Rules",
    "rulebook.in_book": "Open in the rule book",
    "rulebook.unknown_clause": "The rule book of {game} has no clause {rule}.",
    "rulebook.books": "Rule books",
    "rulebook.books_about": "Every game's rules, and a search through them",
}
