"""Every rule sheet sentence by sentence (issue 36.10): for each sheet of ../shared/seeds/, one module listing
each of its rule sentences, in the sheet's words, with the clause ids of the book that hold it, and each of its
other sentences (the story, the credits, the headings, a worked example...) with why it is no rule.

`sentences(text)` cuts a sheet into the sentences those lists name: a line, cut after a full stop, a question
or exclamation mark or a semicolon followed by a capital (or a list's dash, a number...); a sentence the page
layout broke across a blank line is joined again; a line with no word (a list's number, "1.") is none.
`same(a, b)` compares a listed sentence with the sheet's: whitespace, emphasis marks (`**`) and apostrophes
(’ or ') aside. tests/test_rule_sheets.py holds every list against its sheet and the books.
"""

from __future__ import annotations

import re

#: Why a sentence of a sheet is no rule.
STORY = "the story told before the rules"
CREDITS = "the author, the publisher, the translation, the age, the duration"
HEADING = "a heading"
CONTENTS = "the box's list of its contents, with nothing a rule needs"
EXAMPLE = "a worked example of a rule stated elsewhere (the golden files replay the sheet's examples)"
FIGURE = "a figure's caption that states no rule"
ADVICE = "advice on playing well or setting up, which no rule demands"
ADVERT = "the publisher's advertisement for other games"
INTRO = "a sentence that only introduces what follows"
REASONS = frozenset({STORY, CREDITS, HEADING, CONTENTS, EXAMPLE, FIGURE, ADVICE, ADVERT, INTRO})

_CONTINUED = re.compile(r"(?<=[a-zàâçéèêëîïôûùüÿœ,])[ \t]*\n\s*\n\s*(?=[a-zàâçéèêëîïôûùüÿœ])")
_CUT = re.compile(r"(?<=[.!?;])\s+(?=[A-ZÀ-ÖØ-Þ«(\-•►①-⑨0-9*])")
_WORD = re.compile(r"[^\W\d_]{2,}")


def sentences(text: str) -> list[str]:
    """The sentences of a sheet's text, in order."""
    found = []
    for line in _CONTINUED.sub(" ", text).splitlines():
        for part in _CUT.split(line.strip()):
            part = part.strip()
            if part and _WORD.search(part):
                found.append(part)
    return found


def normal(sentence: str) -> str:
    """A sentence as compared: no emphasis marks, one kind of apostrophe, single spaces."""
    return " ".join(sentence.replace("*", "").replace("’", "'").split())


def same(a: str, b: str) -> bool:
    return normal(a) == normal(b)
