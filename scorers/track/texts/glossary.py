"""The words a table uses for the track games' own (Numeri, Fröscheln), for the rule book's search (see
scorers/i18n/glossary.py, which gathers every game's): a group holds words that stand for one another, French and
English."""

_TOKENS = ("jeton", "pion", "grenouille", "token", "pawn", "frog", "piece")
_TABLE = (
    _TOKENS,
    ("case", "cellule", "emplacement", "cell", "square", "space"),
    ("répartir", "diviser", "partager", "couper", "split", "divide"),
    ("étoile", "joker", "star"),
    ("rejouer", "relancer", "encore", "again", "extra", "another"),
    ("chaîne", "suite", "rangée", "ligne", "chain", "row", "line"),
    ("sans", "aucun", "vide", "neutre", "blanche", "plain", "blank", "empty"),
    ("couleur", "coloriée", "colour", "color", "coloured"),
    ("rapporter", "valoir", "compter", "marquer", "combien", "score", "worth", "count"),
)

SYNONYMS = {
    "numeri": _TABLE,
    "froscheln": (*_TABLE, ("princesse", "reine", "princess", "queen")),
}
