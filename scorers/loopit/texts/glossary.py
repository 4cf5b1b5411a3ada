"""The words a table uses for Loopit's own, for the rule book's search (see scorers/i18n/glossary.py, which gathers
every game's): a group holds words that stand for one another, French and English."""

SYNONYMS = {
    "loopit": (
        ("tourner", "pivoter", "retourner", "rotate", "rotated", "turn", "turned", "spin"),
        ("chemin", "ligne", "trait", "path", "line"),
        ("réglette", "main", "chevalet", "rack", "hand"),
        ("défausser", "changer", "échanger", "jeter", "swap", "discard", "change"),
        ("multiplicateur", "bonus", "multiplier", "double", "triple"),
        ("cul-de-sac", "impasse", "dead-end"),
        ("connecter", "relier", "raccorder", "connect", "link", "join"),
        ("bord", "edge", "side", "border"),
    ),
}
