"""The registry of games: ids, aliases, names, player counts, variants and house-rule settings.

A new game or variant is one entry here and one module under `scorers/`; nothing else switches on
game ids. `rules_module` names where the rules live, as `package.module` (its `RULES`) or
`package.module:NAME` (several games of one module). A game is `ready` once that module exists; the
others are listed so that every front end can show them as "coming" instead of hiding them.
"""

from __future__ import annotations

import importlib
import importlib.util
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Protocol

from scorers.errors import NotBuilt, UnknownGame
from scorers.i18n import Phrase, phrase


@dataclass(frozen=True)
class Variant:
    id: str
    name: Phrase
    description: Phrase


@dataclass(frozen=True)
class HouseRule:
    """A named setting a table may switch on; off unless `default` says otherwise."""

    id: str
    name: Phrase
    description: Phrase
    default: bool = False


class GameRules(Protocol):
    """What a built game provides to the command line and the app."""

    def parse(self, data: Any) -> Any: ...
    def check(self, state: Any) -> list: ...
    def score(self, state: Any) -> Any: ...
    def json_schema(self) -> dict: ...


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: Phrase
    min_players: int
    max_players: int
    aliases: tuple[str, ...] = ()
    variants: tuple[Variant, ...] = ()
    house_rules: tuple[HouseRule, ...] = ()
    rules_module: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ready(self) -> bool:
        if self.rules_module is None:
            return False
        module = self.rules_module.partition(":")[0]
        try:
            return importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            return False

    @property
    def package(self) -> str | None:
        """The last part of the rules module's name (`hundsgemein`, `track`...); front ends key on it."""
        return self.rules_module.partition(":")[0].rsplit(".", 1)[-1] if self.rules_module else None

    @property
    def default_variant(self) -> str | None:
        return self.variants[0].id if self.variants else None

    def rules(self) -> GameRules:
        """The game's rules object (imported on demand so listing games stays cheap)."""
        if not self.ready:
            raise NotBuilt(f"{self.id}: the rules of this game are not built yet")
        module, _, name = self.rules_module.partition(":")
        return getattr(importlib.import_module(module), name or "RULES")


def _variant(game: str, vid: str) -> Variant:
    return Variant(vid, phrase(f"variant.{game}.{vid}"), phrase(f"variant.{game}.{vid}.about"))


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "hundsgemein", phrase("game.hundsgemein"), 2, 4,
        aliases=("fleas", "puces", "hunds"),
        variants=(_variant("hundsgemein", "standard"), _variant("hundsgemein", "expert")),
        rules_module="scorers.hundsgemein",
    ),
    GameInfo(
        "loopit", phrase("game.loopit"), 2, 4, aliases=("loop",),
        variants=(_variant("loopit", "standard"), _variant("loopit", "fixed-turns")),
        rules_module="scorers.loopit",
    ),
    GameInfo("froscheln", phrase("game.froscheln"), 2, 4, aliases=("frogs", "grenouilles", "fröscheln"),
             house_rules=(HouseRule("split-after-shore", phrase("house.froscheln.split-after-shore"),
                                    phrase("house.froscheln.split-after-shore.about")),),
             rules_module="scorers.track:FROSCHELN"),
    GameInfo("numeri", phrase("game.numeri"), 2, 4, rules_module="scorers.track:NUMERI"),
    GameInfo("posters", phrase("game.posters"), 2, 8,
             aliases=("defense-d-afficher", "défense d'afficher", "defense"),
             variants=(_variant("posters", "full"), _variant("posters", "simplified")),
             house_rules=(HouseRule("stay-sticks", phrase("house.posters.stay-sticks"),
                                    phrase("house.posters.stay-sticks.about")),),
             rules_module="scorers.posters", extra={"sides": (2, 4), "team_size": 2}),
    GameInfo("paleo", phrase("game.paleo"), 2, 4, rules_module="scorers.paleo"),
    GameInfo("paleo-roi", phrase("game.paleo-roi"), 2, 4, aliases=("le roi", "roi", "paleo king", "king"),
             rules_module="scorers.paleo:ROI"),
    GameInfo("paleo-escarmouche", phrase("game.paleo-escarmouche"), 2, 4,
             aliases=("escarmouche", "skirmish", "paleo skirmish"), rules_module="scorers.paleo:ESCARMOUCHE"),
    # Paleo's derived score-race games (scorers/paleo_games): one rules object each.
    GameInfo("paleo-points", phrase("game.paleo-points"), 2, 2, aliases=("match aux points", "paleo points"),
             rules_module="scorers.paleo_games:POINTS"),
    GameInfo("paleo-billard-double", phrase("game.paleo-billard-double"), 2, 2,
             aliases=("billard double", "billard doublé", "doubles billiards"),
             house_rules=(HouseRule("overshoot-allowed", phrase("pg.house.overshoot-allowed"),
                                    phrase("pg.house.overshoot-allowed.about")),),
             rules_module="scorers.paleo_games:BILLARD_DOUBLE"),
    GameInfo("paleo-cricket", phrase("game.paleo-cricket"), 2, 2, aliases=("billard cricket", "cricket billiards"),
             rules_module="scorers.paleo_games:CRICKET"),
    GameInfo("paleo-billard-compte", phrase("game.paleo-billard-compte"), 2, 2,
             aliases=("billard compte", "billard compté", "count billiards"),
             rules_module="scorers.paleo_games:BILLARD_COMPTE"),
    GameInfo("paleo-kayak", phrase("game.paleo-kayak"), 2, 4,
             aliases=("kayak", "la course de kayak", "course de kayak", "kayak race"),
             house_rules=(HouseRule("fault-skips-turn", phrase("pg.house.fault-skips-turn"),
                                    phrase("pg.house.fault-skips-turn.about")),),
             rules_module="scorers.paleo_games:KAYAK"),
    GameInfo("pitchanque", phrase("game.pitchanque"), 2, 4, aliases=("paleo-pitchanque",),
             rules_module="scorers.paleo_games:PITCHANQUE"),
    GameInfo("paleo-frontiere", phrase("game.paleo-frontiere"), 2, 2, aliases=("frontiere", "frontière", "border"),
             rules_module="scorers.paleo_games:FRONTIERE"),
    GameInfo("paleo-hockey", phrase("game.paleo-hockey"), 2, 2, aliases=("hockey", "paleo hockey"),
             rules_module="scorers.paleo_games:HOCKEY"),
)


def _fold(text: str) -> str:
    """Case- and accent-insensitive form used to match ids and aliases."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_INDEX = {_fold(name): game for game in GAMES for name in (game.id, *game.aliases)}


def find_game(name: str) -> GameInfo:
    """The game with this id or alias (any case, accents optional)."""
    try:
        return _INDEX[_fold(name)]
    except KeyError:
        known = ", ".join(g.id for g in GAMES)
        raise UnknownGame(f"{name!r} is not a game; known games: {known}") from None
