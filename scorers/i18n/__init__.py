"""User-facing text: a `Phrase` is a message key with parameters, rendered in one language.

Rules code never builds sentences; it returns phrases. The catalogues are the only place where user
text lives: one module per language (`en.py`, `fr.py`) for the shared texts, plus one module per game
and language (`en_<game>.py`, `fr_<game>.py`), found by name and merged here. A key defined twice is a
programming error and stops the import.

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

import importlib
import locale
import os
import pkgutil
import re
import string
from dataclasses import dataclass, field
from typing import Any

from scorers.i18n import en, fr


def _catalogue(lang: str, base: dict[str, str]) -> dict[str, str]:
    """The language's shared messages merged with every `<lang>_<game>` module of this package."""
    merged = dict(base)
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith(f"{lang}_"):
            extra = importlib.import_module(f"{__name__}.{info.name}").MESSAGES
            twice = sorted(set(merged) & set(extra))
            if twice:
                raise RuntimeError(f"{info.name}: message keys defined twice: {', '.join(twice)}")
            merged.update(extra)
    return merged


CATALOGUES: dict[str, dict[str, str]] = {"en": _catalogue("en", en.MESSAGES), "fr": _catalogue("fr", fr.MESSAGES)}
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
