"""The words a table uses for Défense d'afficher's own, for the rule book's search (see scorers/i18n/glossary.py,
which gathers every game's): a group holds words that stand for one another, French and English."""

SYNONYMS = {
    "posters": (
        ("défense", "interdiction", "interdire", "interdit", "ban", "banned", "forbid", "forbidden"),
        ("affiche", "poster"),
        ("brosse", "pinceau", "brush"),
        ("baraque", "cabane", "écran", "paravent", "shack", "screen", "hut"),
        ("colleur", "figurine", "pion", "bonhomme", "pawn", "figure", "piece"),
        ("emplacement", "slot", "spot"),
        ("grattoir", "gratter", "racloir", "scraper", "scrape"),
        ("réserve", "pioche", "pile", "reserve", "stock"),
        ("rester", "attendre", "immobile", "stay", "wait"),
        ("coller", "afficher", "stick", "post"),
        ("équipe", "binôme", "team", "partner"),
    ),
}
