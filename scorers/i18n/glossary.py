"""The rule sheets' own words, per game family: the word a French screen uses, and the variants it must not.

Data for a test (tests/test_i18n_phrases.py): every French message of the family says the sheet's word.
`sheet` names the rule sheet (a text under ../shared/seeds/ holding `marker`) where the word is written.
A new entry is a word the review found said two ways on screen.
"""

from __future__ import annotations

#: family -> (key prefixes of its French messages, marker of its sheet, {sheet's word: forbidden variants})
GLOSSARY: dict[str, tuple[tuple[str, ...], str, dict[str, tuple[str, ...]]]] = {
    "paleo": (
        ("pa.", "ro.", "es.", "pg.", "home.about.paleo", "home.about.pitchanque"),
        "Paleo",
        {"pion": ("pièce", "pièces"), "Tueur": ("tueuse", "tueuses")},
    ),
}
