"""Turn pydantic's validation errors into located problems (`board[2]: ...`)."""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import ValidationError

from scorers.errors import Problem
from scorers.i18n import Phrase, phrase

#: How the tags of our own tagged unions start (`pydantic.Tag("event:shot")`): left out of locations.
UNION_TAG = "event:"


def location(loc: tuple) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


def problems_from(error: ValidationError) -> list[Problem]:
    problems = []
    for item in error.errors(include_url=False):
        # Union members add their type name (or their tag, "event:..." by our convention) to the path;
        # people never typed those.
        loc = tuple(p for p in item["loc"] if not (isinstance(p, str) and (
            p in ("str", "int", "float", "PlayerEntry", "ExpertCount")
            or p.startswith(("constrained-", "function-", UNION_TAG)))))
        message = item["msg"]
        if item["type"] == "missing":
            message = "this field is required"
        problems.extend(said(item, location(loc), message))
    return problems


#: pydantic's own error codes -> our words (keys `in.val.*`, in every language; parameters from `ctx`).
#: pydantic writes its `msg` in English only, for programmers: `referee --lang fr` printed it as it was.
CODES = {
    "int_parsing": "in.val.int", "int_type": "in.val.int", "int_from_float": "in.val.int",
    "float_parsing": "in.val.number", "float_type": "in.val.number", "bool_parsing": "in.val.bool",
    "bool_type": "in.val.bool", "string_type": "in.val.text", "list_type": "in.val.list",
    "tuple_type": "in.val.list", "dict_type": "in.val.object", "model_type": "in.val.object",
    "model_attributes_type": "in.val.object", "missing": "in.val.missing", "extra_forbidden": "in.val.unknown",
    "string_too_short": "in.val.string_too_short", "string_too_long": "in.val.string_too_long",
    "too_short": "in.val.too_short", "too_long": "in.val.too_long",
    "greater_than_equal": "in.val.greater_than_equal", "less_than_equal": "in.val.less_than_equal",
    "greater_than": "in.val.greater_than", "less_than": "in.val.less_than", "literal_error": "in.val.choice",
    "enum": "in.val.choice", "string_pattern_mismatch": "in.val.pattern",
    "union_tag_invalid": "in.val.tag", "union_tag_not_found": "in.val.tag_missing",
}
#: The codes whose words show the value the file wrote (to find it again).
_SHOWING_VALUE = {"int_parsing", "int_type", "int_from_float", "float_parsing", "float_type", "bool_parsing",
                  "bool_type", "literal_error", "enum", "union_tag_invalid"}
#: The prefixes pydantic puts before the text of a rule's own ValueError / assertion.
_RAISED_PREFIXES = ("Value error, ", "Assertion failed, ")
SHOWN_CHARS = 40


#: A line of a rule's own error that names its place inside the value checked: `@panels[1].brush: text`.
LOCATED_LINE = re.compile(r"^@([A-Za-z_][\w-]*(?:\[\d+\]|\.[\w-]+)*): (.+)$", re.DOTALL)
#: The text of such a line given as a phrase, so that it is said in the reader's language: `§key {json params}`.
PHRASE_MARK = "§"


def fault_line(where: str, key: str, **params: Any) -> str:
    """One line of a rule's own error (a model validator's ValueError), located and said as a phrase."""
    return f"@{where}: {PHRASE_MARK}{key} {json.dumps(params, ensure_ascii=False)}"


def _text(text: str) -> Phrase | str:
    if text.startswith(PHRASE_MARK):
        key, _, params = text[len(PHRASE_MARK):].partition(" ")
        values = json.loads(params or "{}")  # a value "§key" is itself a phrase (a word said in the language)
        return phrase(key, **{name: phrase(value[len(PHRASE_MARK):]) if str(value).startswith(PHRASE_MARK)
                              else value for name, value in values.items()})
    return text


def _joined(where: str, inner: str) -> str:
    return f"{where}.{inner}" if where else inner


def said(item: dict, where: str, message: str) -> list[Problem]:
    """One pydantic error as located problems said in the reader's language: pydantic's own codes in our
    words; a rule's own text without pydantic's "Value error, " before it, one problem per line when it
    lists several faults, each line placed inside `where` when it names its place (LOCATED_LINE)."""
    for prefix in _RAISED_PREFIXES:
        if message.startswith(prefix):
            found = []
            for line in message[len(prefix):].split("\n"):
                located = LOCATED_LINE.match(line)
                found.append(Problem(_joined(where, located.group(1)), _text(located.group(2))) if located
                             else Problem(where, line))
            return found
    key = CODES.get(item["type"])
    if key is None:
        return [Problem(where, message)]
    params = {k: v if isinstance(v, (int, str)) else str(v) for k, v in (item.get("ctx") or {}).items()}
    if "expected" in params:  # pydantic joins the choices with an English "or": a list reads in any language
        params["expected"] = params["expected"].replace(" or ", ", ")
    if item["type"] in _SHOWING_VALUE:
        params["value"] = item["ctx"]["tag"] if item["type"] == "union_tag_invalid" else _shown(item.get("input"))
    return [Problem(where, phrase(key, **params))]


def _shown(value: object) -> str:
    """A value as the file wrote it, cut short."""
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS - 1] + "…"
