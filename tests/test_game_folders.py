"""A game lives in its two folders and its registry entry: no other file of the product names it (issue 37).

"Names" is what a reader would follow: an import of the game's rules or screens (`scorers.<package>`,
`referee_app.games.<package>`), or one of its ids written as a string. Everything the shared parts need to know
of a game is a field of its registry entry (`scorers/registry.py`): adding a game touches
`scorers/<package>/` (its words in `texts/`), `referee_app/games/<package>/` and the registry, nothing else."""

from __future__ import annotations

import ast
from pathlib import Path

from scorers.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("scorers", "referee_app")  # what is installed and shipped (benchmarks, tests and pwa/ are tools)
REGISTRY = "scorers/registry.py"
PACKAGES: dict[str, set[str]] = {}
for _game in GAMES:
    PACKAGES.setdefault(_game.package, set()).add(_game.id)


def naming(source: str, package: str) -> list[str]:
    """How a module's source names the game(s) of `package`: its imports of them, its strings that are their ids."""
    ids, found = PACKAGES[package], []
    for node in ast.walk(ast.parse(source)):
        modules = []
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            modules = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        found += [f"line {node.lineno}: import {m}" for m in modules
                  if m.split(".")[:2] == ["scorers", package] or m.split(".")[:3] == ["referee_app", "games", package]]
        if isinstance(node, ast.Constant) and node.value in ids:
            found.append(f"line {node.lineno}: {node.value!r}")
    return sorted(set(found))


def outside_files(package: str) -> dict[str, list[str]]:
    """For one game package: every product file outside its two folders and the registry that names it."""
    own = (f"scorers/{package}/", f"referee_app/games/{package}/")
    listed = {}
    for folder in PRODUCT:
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name.startswith(own) or name == REGISTRY:
                continue
            found = naming(path.read_text(encoding="utf-8"), package)
            if found:
                listed[name] = found
    return listed


def test_no_file_outside_a_games_folders_names_it():
    """For every game, the list of files outside its folders (and the registry) that name it is empty."""
    listed = {package: outside_files(package) for package in PACKAGES}
    assert listed == {package: {} for package in PACKAGES}, listed


def test_the_listing_sees_an_import_and_an_id():
    """The check can fail: a module importing a game's screens, and one writing its id, are both listed."""
    assert naming("from referee_app.games.loopit import front\n", "loopit") == [
        "line 1: import referee_app.games.loopit", "line 1: import referee_app.games.loopit.front"]
    assert naming("FIRST = 'numeri'\n", "track") == ["line 1: 'numeri'"]
    assert naming("x = {'track': 40}\n", "track") == []  # a word, not a game: the package name alone is no id
