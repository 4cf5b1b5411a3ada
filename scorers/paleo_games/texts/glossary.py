"""The rule sheet's own words for the games played with Paleo's pieces, in French: the word a screen uses,
and the variants it must not (see scorers/i18n/glossary.py, which gathers every game's). Their sheet is
Paleo's. And the words a table uses for the sheet's, for the rule book's search: a group holds words that stand for
one another, French and English."""

_WORDS = {"pion": ("pièce", "pièces"), "Tueur": ("tueuse", "tueuses")}

GLOSSARY = {
    "paleo_games": (
        ("pg.", "home.about.pitchanque"),
        "Paleo",
        _WORDS,
    ),
}

_PIECES = (
    ("pion", "pièce", "pièces", "piece", "pawn", "disc"),
    ("pichenette", "flick", "tir", "tirer", "shot", "shoot", "coup"),
    ("toucher", "percuter", "taper", "heurter", "touch", "hit", "strike"),
    ("sorti", "sortir", "expulsé", "hors", "knocked", "off", "out"),
    ("rebord", "bord", "bande", "rim", "edge", "cushion"),
    ("clé", "key"),
)
_BILLIARDS = (*_PIECES, ("doublé", "double", "paire", "pair"), ("fermer", "fermé", "close", "closed"))

SYNONYMS = {
    "paleo-points": (*_PIECES, ("sanctuaire", "temple", "sanctuary"), ("capturer", "prendre", "capture", "take")),
    "paleo-billard-double": _BILLIARDS,
    "paleo-cricket": _BILLIARDS,
    "paleo-billard-compte": _BILLIARDS,
    "paleo-kayak": (*_PIECES, ("porte", "gate"), ("faute", "erreur", "fault", "foul"), ("kayak", "bateau", "canoe")),
    "pitchanque": (*_PIECES, ("cochonnet", "bouchon", "but", "jack"), ("boule", "pion", "ball", "bowl"),
                   ("mène", "manche", "end", "round"), ("hors-jeu", "offside")),
    "paleo-frontiere": (*_PIECES, ("frontière", "ligne", "border", "line"), ("camp", "côté", "camp", "side")),
    "paleo-hockey": (*_PIECES, ("goal", "gardien", "goalie", "keeper"), ("palet", "puck"),
                     ("remplacement", "remplacer", "replace", "replacement", "substitution"),
                     ("faute", "fault", "foul"), ("zone", "surface", "area")),
}
