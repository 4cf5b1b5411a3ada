"""The rule sheet's own words for the games played with Paleo's pieces, in French: the word a screen uses,
and the variants it must not (see scorers/i18n/glossary.py, which gathers every game's). Their sheet is
Paleo's."""

GLOSSARY = {
    "paleo_games": (
        ("pg.", "home.about.pitchanque"),
        "Paleo",
        {"pion": ("pièce", "pièces"), "Tueur": ("tueuse", "tueuses")},
    ),
}
