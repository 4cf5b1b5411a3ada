"""A score as a table writes it: BG Stats keeps scores as text (`"37"`, `"13.5"`, `"13+6+4+6+8"`), and the entry of
a play in History takes the same (a tally typed as it is counted). `read_score` turns one into a number, or says
why it cannot (`ScoreRefused`, with a phrase in the reader's words).

How a text reads (issue 34; each case is a test of tests/test_exchange_scores.py):
- nothing (`null`, `""`, blanks): no score (a play noted with its winners only);
- a whole number, negative or not (`"-12"`), or a decimal (`"13.5"`, `"6."`; a comma alone is a decimal point
  too, `"13,5"`);
- a sum of such numbers, each term signed or not, evaluated exactly (decimal arithmetic, no float error):
  `"13+6+4+6+8"` is 37, `"8-3"` is 5, `"-10+7+22"` is 19; `"0--0-3"` is 0 minus -0 minus 3, -3 (a term may
  carry its own sign after the operator); `"6.+8"` is 14 (a number may end with its point); `"86+84+"` is 170 (a
  sign left at the end, the next term never written, is ignored);
- anything else is refused: another operator (`"10**30"`, `"2*3"`), letters, an exponent (`"1e5"`), a text longer
  than `LONGEST_TEXT` characters (`"9" * 4000`), a number or total beyond `LARGEST` (no table counts that far,
  and SQLite keeps 64-bit numbers).
A whole total is an `int`; a decimal one a `float` of at most `DECIMALS` places.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation

from scorers.errors import UnreadableInput
from scorers.i18n import Phrase, phrase

#: The longest score text read (the longest real sum is about 70 characters: 22 rounds of a tally).
LONGEST_TEXT = 200
#: The largest score, either way: beyond it, a mistake (and SQLite's integers stop at 2**63).
LARGEST = 10 ** 9
#: A decimal score keeps this many places at most.
DECIMALS = 6

_NUMBER = re.compile(r"\d+(?:\.\d*)?|\.\d+")


class ScoreRefused(UnreadableInput):
    """A score text that is not a number or a sum of numbers, or too large; `reason` says it."""

    def __init__(self, reason: Phrase) -> None:
        super().__init__(reason)
        self.reason = reason


def _shown(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "…"


def _terms(text: str) -> list[Decimal]:
    """The signed terms of a sum; `ScoreRefused` when the text is not one."""
    terms: list[Decimal] = []
    at, end = 0, len(text)
    while at < end:
        operator = "+"
        if terms:  # between terms: the operator, then maybe the term's own sign
            operator = text[at]
            if operator not in "+-":
                raise ScoreRefused(phrase("sc.not_a_number", score=_shown(text)))
            at += 1
            if at == end:  # "86+84+": the sum left open
                break
        sign = 1
        if text[at] in "+-":
            sign = -1 if text[at] == "-" else 1
            at += 1
        found = _NUMBER.match(text, at)
        if found is None:
            raise ScoreRefused(phrase("sc.not_a_number", score=_shown(text)))
        at = found.end()
        value = Decimal(found.group().rstrip(".") or "0")
        if abs(value) > LARGEST:
            raise ScoreRefused(phrase("sc.too_large", score=_shown(text), largest=LARGEST))
        terms.append(value * sign * (-1 if operator == "-" else 1))
    return terms


def _number(total: Decimal, text: str) -> int | float:
    if abs(total) > LARGEST:
        raise ScoreRefused(phrase("sc.too_large", score=_shown(text), largest=LARGEST))
    if total == total.to_integral_value():
        return int(total)
    return round(float(total), DECIMALS)


def read_score(value: object) -> int | float | None:
    """The number a score stands for (None: no score); `ScoreRefused` when it stands for none."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise ScoreRefused(phrase("sc.not_a_number", score=str(value).lower()))
    if isinstance(value, int):
        if abs(value) > LARGEST:
            raise ScoreRefused(phrase("sc.too_large", score=_shown(str(value)), largest=LARGEST))
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ScoreRefused(phrase("sc.not_a_number", score=str(value)))
        return _number(Decimal(repr(value)), repr(value))
    if not isinstance(value, str):
        raise ScoreRefused(phrase("sc.not_a_number", score=_shown(type(value).__name__)))
    if len(value) > LONGEST_TEXT:
        raise ScoreRefused(phrase("sc.too_long", length=len(value), longest=LONGEST_TEXT))
    text = "".join(value.split())
    if not text:
        return None
    if "," in text and "." not in text:
        text = text.replace(",", ".")
    try:
        total = sum(_terms(text), Decimal(0))
    except InvalidOperation:  # not reached with the pattern above; never an internal error
        raise ScoreRefused(phrase("sc.not_a_number", score=_shown(value))) from None
    return _number(total, value)


def is_sum(value: object) -> bool:
    """Whether a score text is a sum of several terms (what an import reports as evaluated)."""
    if not isinstance(value, str):
        return False
    text = "".join(value.split())
    return bool(re.search(r"\d\s*[+-]", text))
