"""User-facing text: a `Phrase` is a message key with parameters, rendered in one language.

Rules code never builds sentences; it returns phrases. The catalogues are the only place where user
text lives: one module per language (`en.py`, `fr.py`) for the shared texts, plus one module per game
and language (`en_<game>.py`, `fr_<game>.py`), found by name and merged here. A key defined twice is a
programming error and stops the import.
"""

from __future__ import annotations

import importlib
import locale
import os
import pkgutil
import re
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


def _render_value(value: Any, lang: str) -> str:
    if isinstance(value, Phrase):
        return render(value, lang)
    if isinstance(value, (list, tuple)):
        parts = [_render_value(v, lang) for v in value]
        return join_list(parts, lang)
    return str(value)


def join_list(parts: list[str], lang: str = FALLBACK) -> str:
    """'a', 'a and b', 'a, b and c' in the language."""
    if len(parts) <= 1:
        return "".join(parts)
    conj = CATALOGUES[lang]["list.and"]
    return f"{', '.join(parts[:-1])} {conj} {parts[-1]}"


def render(item: Phrase | str, lang: str = FALLBACK) -> str:
    if isinstance(item, str):
        return item
    catalogue = CATALOGUES.get(lang, CATALOGUES[FALLBACK])
    template = catalogue.get(item.key) or CATALOGUES[FALLBACK].get(item.key)
    if template is None:
        raise KeyError(f"no text for message key {item.key!r}")
    values = {name: _render_value(value, lang) for name, value in item.params.items()}
    template = _PLURAL.sub(lambda m: _choose(m, item.params, lang), template)
    return template.format(**values)


def sentence(item: Phrase | str, lang: str = FALLBACK) -> str:
    """Rendered with a capital first letter, as a sentence starts."""
    text = render(item, lang)
    return text[:1].upper() + text[1:]


#: `[n:tile|tiles]` picks the form for the parameter n (French counts 0 and 1 as singular).
_PLURAL = re.compile(r"\[(\w+):([^|\]]*)\|([^\]]*)\]")


def _choose(match: re.Match, params: dict[str, Any], lang: str) -> str:
    count = params.get(match.group(1))
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
