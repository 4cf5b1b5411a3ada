"""The words a table uses for Hundsgemein's own, for the rule book's search (see scorers/i18n/glossary.py, which
gathers every game's): a group holds words that stand for one another, French and English."""

SYNONYMS = {
    "hundsgemein": (
        ("puce", "tuile", "jeton", "flea", "tile"),
        ("chien", "dog", "toutou"),
        ("visible", "retournée", "découverte", "shown", "showing"),
        ("retourner", "piocher", "tirer", "turn", "flip", "draw"),
        ("os", "croisés", "centre", "milieu", "bones", "middle"),
        ("rue", "ligne", "street", "line", "row"),
        ("série", "suite", "run", "row"),
        ("voisin", "côté", "toucher", "touchant", "adjacent", "next", "touching", "beside"),
        ("type", "sorte", "genre", "kind", "sort"),
    ),
}
