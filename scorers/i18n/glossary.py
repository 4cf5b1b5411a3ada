"""The rule sheets' own words, per game family: the word a French screen uses, and the variants it must not.

Data for a test (tests/test_i18n_phrases.py): every French message of the family says the sheet's word.
`sheet` names the rule sheet (a text under ../shared/seeds/ holding `marker`) where the word is written.
A new entry is a word the review found said two ways on screen; it goes in the game's own
`scorers/<package>/texts/glossary.py` (`GLOSSARY`, the same shape), gathered here.
"""

from __future__ import annotations

from scorers.i18n import SCORERS, text_modules

#: family -> (key prefixes of its French messages, marker of its sheet, {sheet's word: forbidden variants})
Entry = tuple[tuple[str, ...], str, dict[str, tuple[str, ...]]]


def gathered(scorers: str = SCORERS) -> dict[str, Entry]:
    """Every game's `texts/glossary.py` entries; a family defined twice names both files."""
    found: dict[str, Entry] = {}
    origin: dict[str, str] = {}
    for where, module in text_modules(lambda name: name == "glossary", scorers, shared=False):
        for family, entry in module.GLOSSARY.items():
            if family in origin:
                raise RuntimeError(f"glossary family {family!r} defined twice: in {origin[family]} and in {where}")
            found[family], origin[family] = entry, where
    return found


GLOSSARY: dict[str, Entry] = gathered()
