"""An independent referee, written from the French rule sheets and shared/RULINGS.md alone.

Each module here re-reads one sheet and decides, for a game file in the project's format: is it legal
(which rule family is broken), is the game over, who wins or leads, and the totals. It never imports
`scorers`: the project is a black box reached through `referee check --json` and `referee score --json`
(`common.project_verdict`). `compare.py` plays random games, corrupts some, and reports each class of
disagreement with its smallest example; `test_against_reference.py` keeps that comparison in the suite.
"""
