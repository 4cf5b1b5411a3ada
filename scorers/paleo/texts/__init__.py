"""The words of Paleo, Le Roi and Escarmouche, in English and French: `en.py` (the game, its screens and
sheet), `en_rules.py` (its rule book's clauses), `en_questions.py` (its rules questions), and the same `fr_`
modules beside them; `glossary.py`, the rule sheet's own French words (gathered by scorers/i18n/glossary.py
for tests/test_i18n_phrases.py).

Data, read by `scorers.i18n` (`text_modules`), which runs these modules without importing this package or the
game's: its models and pydantic are slow to import, most of all at the browser build's start, and the words do
not need them. This file makes the folder a package so that an install that is not editable ships it
(`packages.find` finds packages only)."""
