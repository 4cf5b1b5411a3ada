"""The two ways to play: the full game with chance cards, and the simplified game without them.

A variant is a class overriding named hooks; the turn engine never asks which variant it is.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from scorers.i18n import phrase
from scorers.posters.events import Event
from scorers.posters.rules import FULL, SIMPLIFIED


class FullGame:
    """PO-CHANCE, PO-CHANCE-SQUARE: chance cards are in play; stopping on a chance square forces a draw."""

    id = FULL
    cards = True

    def on_chance_square(self, ctx: Any):
        ctx.forced_draw = True
        return Event(phrase("po.e.must_draw"), "PO-CHANCE-SQUARE")


class SimplifiedGame(FullGame):
    """PO-SIMPLE: no chance cards; stopping on a chance square gives an immediate new turn."""

    id = SIMPLIFIED
    cards = False

    def on_chance_square(self, ctx: Any):
        ctx.replay = True
        return Event(phrase("po.e.plays_again"), "PO-SIMPLE")


VARIANT_RULES = MappingProxyType({FULL: FullGame(), SIMPLIFIED: SimplifiedGame()})
