"""The rule sheet's own words for Paleo, Le Roi and Escarmouche, in French: the word a screen uses, and the
variants it must not (see scorers/i18n/glossary.py, which gathers every game's). The Paleo-family games of
Home (`home.about.paleo*`) are said with them too."""

GLOSSARY = {
    "paleo": (
        ("pa.", "ro.", "es.", "home.about.paleo"),
        "Paleo",
        {"pion": ("pièce", "pièces"), "Tueur": ("tueuse", "tueuses")},
    ),
}
