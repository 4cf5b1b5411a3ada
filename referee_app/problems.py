"""One translator from validation errors to located, translated words.

pydantic says what is wrong with a machine code (`type`), a location (`loc`) and parameters (`ctx`); its
`msg` is English only and written for programmers ("String should have at least 1 character"). The screens
never show it: they show `problem_phrases(...)`, each phrase naming where (a form's own field label when
the form gives one) and what, in the catalogue's words. The rules' own problems (already in their words)
pass through as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from scorers.errors import Problem, RefereeError
from scorers.i18n import Phrase, phrase, render

#: pydantic error codes a form can hit -> catalogue key (parameters from the error's `ctx`)
CODES = {
    "string_too_short": "val.string_too_short",
    "string_too_long": "val.string_too_long",
    "too_short": "val.too_short",
    "too_long": "val.too_long",
    "greater_than_equal": "val.greater_than_equal",
    "less_than_equal": "val.less_than_equal",
    "greater_than": "val.greater_than",
    "less_than": "val.less_than",
    "int_parsing": "val.int",
    "int_type": "val.int",
    "int_from_float": "val.int",
    "missing": "val.missing",
    "extra_forbidden": "val.unknown",
    "literal_error": "val.choice",
    "enum": "val.choice",
    "string_pattern_mismatch": "val.pattern",
}
#: "not this kind of value" codes: at a union (a name, or a {name, colour} entry) every other alternative
#: says so too; when a location has a more telling error, these are noise
_KIND_CODES = {"model_type", "model_attributes_type", "dict_type", "string_type", "int_type", "list_type",
               "bool_type", "float_type", "union_tag_invalid"}
#: parts of a pydantic location that name a union member, not something a person typed
_UNION_PARTS = ("str", "int", "PlayerEntry", "ExpertCount")

Where = Callable[[tuple], "Phrase | str | None"]


def _clean(loc: tuple) -> tuple:
    return tuple(p for p in loc if not (isinstance(p, str) and (
        p in _UNION_PARTS or p.startswith(("constrained-", "function-")))))


def default_where(loc: tuple) -> Phrase | str:
    """A location in words: "Player 2", "Cell 5", else the path as the file writes it."""
    if not loc:
        return phrase("val.where.game")
    if loc[0] == "players" and len(loc) > 1 and isinstance(loc[1], int):
        return phrase("val.where.player", n=loc[1] + 1)
    if loc[0] == "cells" and len(loc) > 1 and isinstance(loc[1], int):
        return phrase("val.where.cell", n=loc[1] + 1)
    return ".".join(str(p) for p in loc)


def error_phrase(item: dict[str, Any], where: Where | None = None) -> Phrase:
    """One pydantic error (an item of `ValidationError.errors()`) as a located, translated phrase."""
    loc = _clean(tuple(item.get("loc", ())))
    place = (where(loc) if where else None) or default_where(loc)
    code = item.get("type", "")
    ctx = {k: v if isinstance(v, (int, str)) else str(v) for k, v in (item.get("ctx") or {}).items()}
    if code == "string_too_short" and ctx.get("min_length") == 1:
        return phrase("val.empty", where=place)
    key = CODES.get(code, "val.invalid")
    return phrase(key, where=place, **ctx)


def problem_phrases(error: BaseException, where: Where | None = None) -> tuple[Phrase, ...]:
    """Every problem of a refused input as phrases: pydantic's codes translated and located; the rules'
    own problems as they are. `where(loc)` names a location in the form's own words (None: the default)."""
    if isinstance(error, ValidationError):
        items = error.errors(include_url=False)
        telling = {_clean(tuple(i["loc"])) for i in items if i["type"] not in _KIND_CODES}
        kept = [i for i in items if i["type"] not in _KIND_CODES
                or not any(t[:len(_clean(tuple(i["loc"])))] == _clean(tuple(i["loc"])) for t in telling)]
        return tuple(dict.fromkeys(error_phrase(item, where) for item in kept))
    # the rules wrap pydantic's error in their own (`raise InvalidState(...) from None` keeps it as context)
    context = error.__context__
    if isinstance(error, RefereeError) and isinstance(context, ValidationError):
        return problem_phrases(context, where)
    if isinstance(error, RefereeError) and error.problems:
        return tuple(_said(p) for p in error.problems)
    return (phrase("ui.problem", text=str(error)),)


def _said(problem: Problem) -> Phrase:
    """A problem in the catalogue's words when it carries a phrase (a `StoreError`'s, a board's), else its text."""
    if problem.phrase is None:
        return phrase("ui.problem", text=str(problem))
    return phrase("out.located", where=_where_said(problem.where), message=problem.phrase) if problem.where \
        else problem.phrase


def _where_said(where: str) -> Phrase | str:
    """A rules problem's place ("players[1]") in words ("Player 2") where `default_where` has them."""
    loc = tuple(int(p) if p.isdigit() else p for p in re.findall(r"\w+", where))
    return default_where(loc) if loc[:1] in (("players",), ("cells",)) and len(loc) == 2 else where


def reason(error: BaseException, lang: str) -> str:
    """A refusal as the `reason` of a sentence ("Not saved: {reason}"): its problems in `lang`, joined."""
    return "; ".join(render(p, lang) for p in problem_phrases(error))
