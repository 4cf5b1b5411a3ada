"""The rule sheet's own words for Paleo, Le Roi and Escarmouche, in French: the word a screen uses, and the
variants it must not (see scorers/i18n/glossary.py, which gathers every game's). The Paleo-family games of
Home (`home.about.paleo*`) are said with them too. And the words a table uses for the sheet's, for the rule book's
search: a group holds words that stand for one another, French and English."""

_WORDS = {"pion": ("pièce", "pièces"), "Tueur": ("tueuse", "tueuses")}

GLOSSARY = {
    "paleo": (
        ("pa.", "ro.", "es.", "home.about.paleo"),
        "Paleo",
        _WORDS,
    ),
}

_TABLE = (
    *((word, *variants) for word, variants in _WORDS.items()),
    ("pion", "piece", "pawn", "disc"),
    ("pichenette", "flick", "flicked", "pousser", "push", "shoot", "tir", "tirer"),
    ("rebord", "bord", "bande", "rim", "edge", "cushion"),
    ("sorti", "expulsé", "éjecté", "tombé", "knocked", "off"),
    ("toucher", "touché", "percuter", "taper", "heurter", "touch", "hit", "strike"),
    ("capturer", "prendre", "manger", "éliminer", "capture", "take", "kill"),
    ("clé", "code", "key"),
    ("récif", "rocher", "obstacle", "reef", "rock"),
    ("sanctuaire", "temple", "sanctuary"),
    ("coéquipier", "partenaire", "équipier", "partner", "team-mate"),
    ("tour", "ordre", "turn", "order"),
    ("cercle", "rond", "circle", "spot"),
    ("Roi", "King"),
    ("Tueur", "tueuse", "Killer"),
)

SYNONYMS = {game: _TABLE for game in ("paleo", "paleo-roi", "paleo-escarmouche")}
