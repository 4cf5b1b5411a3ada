"""Turn pydantic's validation errors into located problems (`board[2]: ...`)."""

from __future__ import annotations

from pydantic import ValidationError

from scorers.errors import Problem

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
        problems.append(Problem(location(loc), message))
    return problems
