"""Each game's words live beside it, in `scorers/<package>/texts/`, and `scorers.i18n` assembles them with the
shared phrases of `scorers/i18n/` (issue 37 item 3).

The assembly finds the folders by convention, runs the text modules without importing the games' packages
(whose models cost seconds at the browser build's start), works from compiled files alone as the browser
build ships them, and refuses a key defined in two places, naming both.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scorers.i18n import CATALOGUES, LANGUAGES, SCORERS, SPOKEN, assemble, text_folders, text_modules
from scorers.i18n.glossary import GLOSSARY, gathered
from scorers.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
#: The packages of the registered games that are built: each one holds its texts.
PACKAGES = sorted({game.package for game in GAMES if game.ready})
#: Key namespaces split per game at their second part (`game.<id>`, `variant.<id>.`, `criterion.<prefix>.`...).
PER_GAME = {"game", "variant", "house", "criterion", "extra"}
#: Shared namespaces under which a game's texts keep the keys it alone says (`ui.dogs_help`, `out.streets`):
#: named before the texts moved, and the app asks for them by these names.
SHARED = {"ui", "out"}


def _keys_by_place(scorers: str = SCORERS) -> dict[str, dict[str, dict[str, str]]]:
    """{dotted place: {language: {key: text}}}: the shared place first, then each game's."""
    found: dict[str, dict[str, dict[str, str]]] = {dotted: {} for dotted, _ in text_folders(scorers)}
    for lang in SPOKEN:
        for where, module in text_modules(lambda name: name == lang or name.startswith(f"{lang}_"), scorers):
            place = where.rsplit("/", 1)[0].replace("/", ".")
            found[place].setdefault(lang, {}).update(module.MESSAGES)
    return found


def claimed(keys: list[str]) -> set[str]:
    """The key prefixes a game's keys make its own: `hg`, `breed`, `game.hundsgemein`, `criterion.hg`..."""
    prefixes = set()
    for key in keys:
        head, _, rest = key.partition(".")
        if head in PER_GAME:
            prefixes.add(f"{head}.{rest.split('.')[0]}")
        elif head not in SHARED:
            prefixes.add(head)
    return prefixes


def strays(scorers: str = SCORERS) -> list[str]:
    """Keys of the shared catalogues that fall under a prefix some game makes its own."""
    places = _keys_by_place(scorers)
    shared, *games = places.values()
    prefixes = set().union(*(claimed(list(game.get("en", {}))) for game in games))
    return sorted(key for texts in shared.values() for key in texts
                  if any(key == p or key.startswith(p + ".") for p in prefixes))


def test_every_game_has_its_texts_folder_and_every_texts_folder_is_a_games():
    """The convention (`scorers/<package>/texts/`) and the registry name the same packages."""
    found = [dotted for dotted, _ in text_folders()]
    assert found[0] == "scorers.i18n"
    assert found[1:] == [f"scorers.{package}.texts" for package in PACKAGES]


@pytest.mark.parametrize("package", PACKAGES)
def test_a_games_texts_are_found_in_both_languages_module_by_module(package):
    """`en.py` and `fr.py` at least, and each English module has its French one with the same keys."""
    folder = ROOT / "scorers" / package / "texts"
    english = sorted(p.stem for p in folder.glob("en*.py"))
    assert "en" in english
    assert sorted(p.stem for p in folder.glob("fr*.py")) == ["fr" + stem[2:] for stem in english]
    texts = _keys_by_place()[f"scorers.{package}.texts"]
    assert texts["en"] and set(texts["en"]) == set(texts["fr"])
    assert set(texts["en"]) <= set(CATALOGUES["en"]) and set(texts["fr"]) <= set(CATALOGUES["fr"])


@pytest.mark.parametrize("game", [g for g in GAMES if g.ready], ids=lambda g: g.id)
def test_a_games_name_variants_and_house_rules_are_in_its_own_texts(game):
    texts = _keys_by_place()[f"scorers.{game.package}.texts"]
    keys = [game.name.key] + [p.key for v in game.variants for p in (v.name, v.description)]
    keys += [p.key for h in game.house_rules for p in (h.name, h.description)]
    for lang in LANGUAGES:
        assert not [key for key in keys if key not in texts[lang]], lang


def test_each_prefix_belongs_to_one_game():
    """`hg` is Hundsgemein's, `pg` the derived games'...: no two games make the same prefix theirs."""
    places = _keys_by_place()
    owners: dict[str, list[str]] = {}
    for place, texts in list(places.items())[1:]:
        for prefix in claimed(list(texts["en"])):
            owners.setdefault(prefix, []).append(place)
    assert not {prefix: where for prefix, where in owners.items() if len(where) > 1}
    assert {"hg", "breed", "game.hundsgemein", "lp", "tr", "po", "pa", "ro", "es", "pg"} <= set(owners)


def test_the_shared_catalogue_holds_no_key_of_a_games_prefix():
    assert strays() == []


def test_a_game_key_put_back_into_the_shared_catalogue_is_found(tmp_path):
    """The check above can fail: a copy of the texts with `hg.put_back` in scorers/i18n/en.py."""
    scorers = tmp_path / "scorers"
    for dotted, folder in text_folders():
        target = scorers / Path(*dotted.split(".")[1:]) if dotted != "scorers.i18n" else scorers / "i18n"
        shutil.copytree(folder, target, ignore=shutil.ignore_patterns("__pycache__"))
    shared = scorers / "i18n" / "en.py"
    text = shared.read_text(encoding="utf-8")
    shared.write_text(text.replace("MESSAGES: dict[str, str] = {\n",
                                   'MESSAGES: dict[str, str] = {\n    "hg.put_back": "a game\'s word",\n', 1),
                      encoding="utf-8")
    assert strays(str(scorers)) == ["hg.put_back"]


#: Run in a fresh interpreter: import the translator, render every key of every language, and say which of
#: the project's modules (and whether pydantic) got imported.
RENDER_ALL = r"""
import json, re, string, sys
import scorers.i18n as i18n

count = 0
for lang in i18n.LANGUAGES:
    for key, template in i18n.CATALOGUES[lang].items():
        names = {f for _, f, _, _ in string.Formatter().parse(template) if f} | set(re.findall(r"\[(\w+):", template))
        assert i18n.render(i18n.phrase(key, **{name: 1 for name in names}), lang)
        count += 1
print(json.dumps({"rendered": count, "pydantic": "pydantic" in sys.modules,
                  "modules": sorted(m for m in sys.modules if m.split(".")[0] in ("scorers", "referee_app"))}))
"""


def test_importing_the_translator_and_rendering_every_key_imports_no_games_package():
    out = subprocess.run([sys.executable, "-c", RENDER_ALL], cwd=ROOT, capture_output=True, text=True, check=True)
    found = json.loads(out.stdout)
    assert found["rendered"] == sum(len(c) for c in CATALOGUES.values())
    assert found["modules"] == ["scorers", "scorers.i18n"]
    assert not found["pydantic"]


#: Run in a fresh interpreter on a tree of compiled files only: its catalogues and glossary, as JSON.
DUMP = r"""
import json, sys
import scorers.i18n
from scorers.i18n.glossary import GLOSSARY, gathered
assert scorers.i18n.__file__.startswith(sys.argv[1]) and scorers.i18n.__file__.endswith(".pyc"), scorers.i18n.__file__
print(json.dumps({"catalogues": scorers.i18n.CATALOGUES, "glossary": GLOSSARY}))
"""


def test_a_tree_of_compiled_files_only_assembles_the_same_catalogues(tmp_path):
    """As the browser build ships it (pwa/build.py): `en.pyc` in place of `en.py`, no source beside."""
    shutil.copytree(ROOT / "scorers", tmp_path / "scorers", ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run([sys.executable, "-m", "compileall", "-b", "-q", "--invalidation-mode", "unchecked-hash",
                    str(tmp_path / "scorers")], check=True)
    for source in (tmp_path / "scorers").rglob("*.py"):
        source.unlink()
    assert (tmp_path / "scorers" / "hundsgemein" / "texts" / "en.pyc").is_file()
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    out = subprocess.run([sys.executable, "-c", DUMP, str(tmp_path)], cwd=tmp_path, env=env, capture_output=True,
                         text=True, check=True)
    found = json.loads(out.stdout)
    assert found["catalogues"] == CATALOGUES
    assert found["glossary"] == json.loads(json.dumps(GLOSSARY))


def _tree(root: Path, files: dict[str, dict[str, str]]) -> str:
    for path, messages in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(f"MESSAGES = {messages!r}\n", encoding="utf-8")
    return str(root / "scorers")


@pytest.mark.parametrize("first, second", [
    ("scorers/alpha/texts/en.py", "scorers/beta/texts/en_rules.py"),  # two games
    ("scorers/i18n/en.py", "scorers/alpha/texts/en_questions.py"),  # the shared phrases and a game
])
def test_a_key_defined_in_two_places_is_refused_naming_both(tmp_path, first, second):
    files = {"scorers/i18n/en.py": {"list.and": "and"}, "scorers/i18n/fr.py": {"list.and": "et"},
             "scorers/alpha/texts/en.py": {}, "scorers/beta/texts/en.py": {}}
    files[first] = {**files[first], "x.twice": "one"}
    files[second] = {**files.get(second, {}), "x.twice": "two"}
    with pytest.raises(RuntimeError) as refused:
        assemble(_tree(tmp_path, files))
    assert "'x.twice'" in str(refused.value) and first in str(refused.value) and second in str(refused.value)


def test_the_same_key_in_two_languages_is_no_repeat(tmp_path):
    files = {"scorers/i18n/en.py": {"list.and": "and"}, "scorers/i18n/fr.py": {"list.and": "et"},
             "scorers/alpha/texts/en.py": {"x.one": "one"}, "scorers/alpha/texts/fr.py": {"x.one": "un"}}
    assert assemble(_tree(tmp_path, files)) == {"en": {"list.and": "and", "x.one": "one"},
                                                "fr": {"list.and": "et", "x.one": "un"}}


def test_a_glossary_family_defined_in_two_games_is_refused_naming_both(tmp_path):
    for package in ("alpha", "beta"):
        (tmp_path / "scorers" / package / "texts").mkdir(parents=True)
        (tmp_path / "scorers" / package / "texts" / "glossary.py").write_text(
            "GLOSSARY = {'family': (('x.',), 'X', {})}\n", encoding="utf-8")
    with pytest.raises(RuntimeError, match="'family'.*scorers/alpha/texts/glossary.py.*scorers/beta/texts/glossary.py"):
        gathered(str(tmp_path / "scorers"))
