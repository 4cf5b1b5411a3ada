"""User-facing text: a `Phrase` is a message key with parameters, rendered in one language.

Rules code never builds sentences; it returns phrases. The catalogues are the only place where user
text lives, in two kinds of places: this package holds the translator and the phrases every game shares
(`en.py`, `fr.py`, and `en_<topic>.py`, `fr_<topic>.py`), and each game's package holds its own words in
`scorers/<package>/texts/` (`en.py`, `en_rules.py`, `en_questions.py` and the French beside them). The
catalogues are the union of all of them; a key defined twice is a programming error and stops the import,
naming both places.

A template is `str.format` text with three additions, each the one way to do its job:
- `[n:one|many]` agrees with the parameter n (a number, or a list by its length); French counts 0 and 1
  as singular.
- `{name:de}` (also `à`, `que`, `le`, `la`, `ne`...; capitalised `{name:Le}` to start a sentence) puts the
  French word before a parameter and makes it agree: "d'Anna", "de Bob", "du jeton 3", "l'Explorateur".
  A French template never writes "de {name}" itself (tests/test_i18n_phrases.py renders every phrase).
- `key@edition` is an edition's own wording of `key` (Fröscheln's frogs for Numeri's tokens), picked by
  `edition_key` / `phrase_in`.
A parameter that is itself a phrase is passed as a Phrase and rendered in place, never as a sentence.
"""

from __future__ import annotations

import locale
import os
import pkgutil
import re
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from importlib.machinery import PathFinder
from importlib.util import module_from_spec
from types import ModuleType
from typing import Any

#: The languages spoken: every place of texts has a module per language (`en.py`), which it may split into
#: `en_<part>.py`.
SPOKEN = ("en", "fr")
#: The folder of a game's package that holds its words.
TEXTS = "texts"
#: The `scorers` folder, above this package.
SCORERS = os.path.dirname(os.path.abspath(__path__[0]))


def text_folders(scorers: str = SCORERS) -> list[tuple[str, str]]:
    """(dotted name, folder) of every place that holds texts: this package first, then the `texts/` folder of
    each package of `scorers` that has one, by name.

    Found by this convention, not named in `scorers/registry.py`: the registry imports this package (its
    games' names are phrases), so reading it here would tie the two in a ring; and a game's package is
    never imported for its words (see `text_modules`)."""
    folders = [(__name__, os.path.join(scorers, "i18n"))]
    for entry in sorted(os.scandir(scorers), key=lambda e: e.name):
        folder = os.path.join(entry.path, TEXTS)
        if entry.is_dir() and entry.name != "i18n" and os.path.isdir(folder):
            folders.append((f"scorers.{entry.name}.{TEXTS}", folder))
    return folders


def text_modules(wanted: Callable[[str], bool], scorers: str = SCORERS,
                 shared: bool = True) -> Iterator[tuple[str, ModuleType]]:
    """(file, module) of every text module whose name `wanted` accepts, in `text_folders` order, then by name
    (the games' only when not `shared`).

    Each module is found in its folder and run on its own, like a data file: importing
    `scorers.hundsgemein.texts.en` would first import `scorers.hundsgemein`, its models and pydantic, which the
    translator does not need and which are slow to import (most of all at the browser build's start); the text
    modules hold only dicts. The module is not put in `sys.modules`. `PathFinder` finds `en.py`, or `en.pyc`
    in its place in the browser build, which ships compiled files only."""
    top = os.path.dirname(scorers)
    for dotted, folder in text_folders(scorers)[0 if shared else 1:]:
        for name in sorted(info.name for info in pkgutil.iter_modules([folder]) if wanted(info.name)):
            spec = PathFinder.find_spec(f"{dotted}.{name}", [folder])
            module = module_from_spec(spec)
            spec.loader.exec_module(module)
            yield os.path.relpath(spec.origin, top).replace(os.sep, "/"), module


def _of_language(lang: str) -> Callable[[str], bool]:
    return lambda name: name == lang or name.startswith(f"{lang}_")


def assemble(scorers: str = SCORERS) -> dict[str, dict[str, str]]:
    """Each language's catalogue: the `MESSAGES` of all its text modules, merged. A key defined twice
    (in one language) stops it with an error naming both files."""
    catalogues: dict[str, dict[str, str]] = {}
    for lang in SPOKEN:
        merged: dict[str, str] = {}
        origin: dict[str, str] = {}
        twice = []
        for where, module in text_modules(_of_language(lang), scorers):
            for key, text in module.MESSAGES.items():
                if key in origin:
                    twice.append(f"{key!r} in {origin[key]} and in {where}")
                    continue
                merged[key], origin[key] = text, where
        if twice:
            raise RuntimeError(f"message keys defined twice: {'; '.join(twice)}")
        catalogues[lang] = merged
    return catalogues


CATALOGUES: dict[str, dict[str, str]] = assemble()
LANGUAGES = tuple(CATALOGUES)
FALLBACK = "en"


@dataclass(frozen=True)
class Phrase:
    """A message key and its parameters; parameters may themselves be phrases or lists of them."""

    key: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=True)

    def render(self, lang: str = FALLBACK) -> str:
        return render(self, lang)


def phrase(key: str, **params: Any) -> Phrase:
    return Phrase(key, params)


def edition_key(key: str, edition: str | None) -> str:
    """The key's own wording for one edition of a game when the catalogues have it (`tr.token@froscheln`:
    Fröscheln says frog where Numeri says token), else the key itself."""
    variant = f"{key}@{edition}"
    return variant if edition and variant in CATALOGUES[FALLBACK] else key


def phrase_in(edition: str | None, key: str, **params: Any) -> Phrase:
    """`phrase`, in the words of one edition (see `edition_key`)."""
    return Phrase(edition_key(key, edition), params)


def _render_value(value: Any, lang: str) -> str:
    if isinstance(value, Phrase):
        return render(value, lang)
    if isinstance(value, (list, tuple)):
        parts = [_render_value(v, lang) for v in value]
        return join_list(parts, lang)
    if isinstance(value, float):
        return decimal(value, lang)
    return str(value)


#: The decimal mark of each language (French: 48,4).
_DECIMAL_MARK = {"en": ".", "fr": ","}


def decimal(value: float, lang: str = FALLBACK) -> str:
    """A number as the language writes it: "48.4", "48,4" in French; no trailing ".0" (12, not 12.0)."""
    text = repr(float(value))  # every digit kept (`:g` would round 12345.67 to 12345.7)
    text = text[:-2] if text.endswith(".0") else text
    return text.replace(".", _DECIMAL_MARK.get(lang, "."))


def join_list(parts: list[str], lang: str = FALLBACK) -> str:
    """'a', 'a and b', 'a, b and c' in the language."""
    if len(parts) <= 1:
        return "".join(parts)
    conj = CATALOGUES[lang]["list.and"]
    return f"{', '.join(parts[:-1])} {conj} {parts[-1]}"


# --- French elision and contraction -----------------------------------------------------------------
# A template writes `{player:de}` instead of `de {player}` wherever a word before a parameter changes
# with what follows it: "de Bob" but "d'Anna", "du jeton 3" for "de" + "le jeton 3". One rule, here, so
# that no catalogue entry can get it wrong. A list parameter repeats the word: "d'Anna et de Bob".

_VOWELS = "aeiouyàâäéèêëîïôöùûüœæ"
#: Words whose h is aspirated: no elision before them ("le hors-jeu", "de huit").
_ASPIRATED_H = ("hors", "haut", "hockey", "hasard", "hall", "handicap", "héros", "hibou", "honte", "huit")


def elides(text: str) -> bool:
    """Whether a French article or 'de'/'que' before `text` is elided (d', l', qu')."""
    word = text.lstrip("«“\"'’ \u00a0").lower()
    if not word:
        return False
    first = word[0]
    if first == "y":
        # "d'Yves" (a vowel sound) but "de Yann", "le yaourt" (a consonant y before a vowel).
        return len(word) > 1 and word[1] not in _VOWELS
    if first == "h":
        return not any(word.startswith(h) for h in _ASPIRATED_H)
    return first in _VOWELS


def _article(text: str) -> tuple[str, str] | None:
    """('le' or 'les', the rest) when `text` starts with that article, which contracts with de and à."""
    for article in ("les", "le"):
        if text[: len(article) + 1].lower() == article + " ":
            return article, text[len(article) + 1:]
    return None


def _de(text: str) -> str:
    found = _article(text)
    if found:
        return ("du " if found[0] == "le" else "des ") + found[1]
    return ("d’" if elides(text) else "de ") + text


def _a(text: str) -> str:
    found = _article(text)
    if found:
        return ("au " if found[0] == "le" else "aux ") + found[1]
    return "à " + text


def _elide(word: str):
    return lambda text: (word[:-1] + "’" if elides(text) else word + " ") + text


#: `{name:de}` and the like: the word that goes before a parameter, agreeing with it.
LINKS = {"de": _de, "à": _a, "que": _elide("que"), "le": _elide("le"), "la": _elide("la"),
         "ne": _elide("ne"), "jusque": _elide("jusque"), "lorsque": _elide("lorsque")}


class _Formatter(string.Formatter):
    """str.format, where a format spec names a link word (`{player:de}`) and parameters are rendered
    in the language; a list parameter takes the link word before each of its items."""

    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value: Any, spec: str) -> str:
        if not spec:
            return _render_value(value, self.lang)
        if spec.lower() not in LINKS:
            raise ValueError(f"unknown link word {spec!r} in a message template")
        link = LINKS[spec.lower()]
        if isinstance(value, (list, tuple)):
            text = join_list([link(_render_value(v, self.lang)) for v in value], self.lang)
        else:
            text = link(_render_value(value, self.lang))
        # `{piece:Le}` starts a sentence: "L'Explorateur", "Le Mercenaire".
        return text[:1].upper() + text[1:] if spec[:1].isupper() else text


def render(item: Phrase | str, lang: str = FALLBACK) -> str:
    if isinstance(item, str):
        return item
    catalogue = CATALOGUES.get(lang, CATALOGUES[FALLBACK])
    template = catalogue.get(item.key) or CATALOGUES[FALLBACK].get(item.key)
    if template is None:
        raise KeyError(f"no text for message key {item.key!r}")
    template = _PLURAL.sub(lambda m: _choose(m, item.params, lang), template)
    # a parameter ending in an abbreviation ("3 pl.") before the template's own full stop: one stop
    return _DOUBLE_STOP.sub(".", _Formatter(lang).vformat(template, (), item.params))


#: An abbreviation's stop met by the template's own ("3 pl.."): after a letter only, so that a file's own
#: notation ('..', an empty block) is never touched.
_DOUBLE_STOP = re.compile(r"(?<=[^\W\d_])\.\.(?!\.)")


def located(where: Any, message: Phrase | str, lang: str = FALLBACK) -> str:
    """A label and its text ("LP-CUT: …", "LP-CUT : …" in French): the one way to join them, in the language."""
    return render(phrase("out.located", where=where, message=message), lang)


def sentence(item: Phrase | str, lang: str = FALLBACK) -> str:
    """Rendered with a capital first letter, as a sentence starts."""
    text = render(item, lang)
    return text[:1].upper() + text[1:]


#: `[n:tile|tiles]` picks the form for the parameter n (French counts 0 and 1 as singular): the one
#: mechanism for plural agreement.
_PLURAL = re.compile(r"\[(\w+):([^|\]]*)\|([^\]]*)\]")


def _choose(match: re.Match, params: dict[str, Any], lang: str) -> str:
    count = params.get(match.group(1))
    if isinstance(count, (list, tuple)):
        # A list agrees with its length: "[players:a|ont]" says "Anna a", "Anna et Bob ont".
        count = len(count)
    singular = count in (0, 1) if lang == "fr" else count == 1
    return match.group(2) if singular else match.group(3)


def default_language(environ: dict[str, str] | None = None) -> str:
    """The user's locale when we speak it, else English."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(var, "")
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in CATALOGUES else FALLBACK
    if environ is None:
        try:
            code = (locale.getlocale()[0] or "").split("_")[0].lower()
        except ValueError:
            code = ""
        if code in CATALOGUES:
            return code
    return FALLBACK
