"""Textes français de l’écran et de la commande des livrets de règles (clés `rulebook.`)."""

MESSAGES: dict[str, str] = {
    "rulebook.group.setup": "Mise en place",
    "rulebook.group.turn": "Le tour de jeu",
    "rulebook.group.end": "Fin de la partie",
    "rulebook.group.scoring": "Décompte et vainqueur",
    "rulebook.group.variants": "Variantes",
    "rulebook.group.house": "Règles maison",
    "rulebook.ruling": "notre décision",
    "rulebook.not_refereed": "non arbitré par l’application",
    "rulebook.title": "Règles : {game}",
    "rulebook.search": "Chercher dans les règles",
    "rulebook.no_match": "Aucun article ne répond à « {query} ».",
    "rulebook.found": "{n} [n:article trouvé|articles trouvés]",
    "rulebook.results_for": "Règles qui répondent à « {query} »",
    "rulebook.open": "Règles",
    "rulebook.in_book": "Ouvrir dans le livret de règles",
    "rulebook.unknown_clause": "Les règles ({game}) n’ont pas d’article {rule}.",
    "rulebook.books": "Livrets de règles",
    "rulebook.books_about": "Les règles de chaque jeu, et une recherche dans toutes",
}
