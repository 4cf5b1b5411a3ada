"""The registry of games: ids, aliases, names, player counts, variants and house-rule settings.

A new game or variant is one entry here, its rules under `scorers/<game>/` (its words in its `texts/`) and its
screens under `referee_app/games/<game>/`; nothing else switches on game ids: what the shared parts need to know
of a game (its family on Home, whether its sides can be teams, how its scores compare, how its sheet tells the
running totals, its printed board, its blank pads, its BoardGameGeek id) is a field of its entry here.
`rules_module` names where the rules live, as `package.module` (its `RULES`) or `package.module:NAME` (several
games of one module). A game is `ready` once that module exists; the
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
class Pad:
    """A blank printable score pad (`referee pad`, the Exchange screen): plain data, message keys and counts."""

    id: str
    title: str          # message key
    how: str            # message key: how to fill the pad in
    row: str            # message key of a row's label, with {n}
    rows: int
    groups: int         # players or teams, one column group each
    group: str          # message key of a group's heading, with {n}
    columns: tuple[str, ...]  # message keys of the headings inside a group
    totals: bool = True


#: How a sheet tells each player's running totals, for the score-progression chart (`scorers/progression.py`).
PROGRESSIONS = ("by_round", "running", "credited", "score")


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
    #: Home shows a family's games as one entry (the games on Paleo's board: "paleo"); `own_card`: the family's
    #: own game, on a card of its own right before the family's
    family: str | None = None
    own_card: bool = False
    teams: bool = False  # its sides can be teams (a result line's members: History, the exports)
    points: bool = True  # its result is a number of points; else a place (Défense d'afficher: posters left)
    highest_wins: bool = True
    progression: str | None = None  # one of PROGRESSIONS; None: scored once at the end, no chart
    #: `module:function` giving the `BoardKind` of its printed board (`scorers/board_kind.py`), called with its id
    board: str | None = None
    pads: tuple[Pad, ...] = ()  # the blank score pads printed for it
    bgg_id: int | None = None  # its BoardGameGeek id (BG Stats files name games by it)

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


#: The games on Paleo's board share its pieces and its board: one family on Home; their sides can be teams.
_PALEO: dict[str, Any] = {"family": "paleo", "teams": True}
#: Paleo's derived score races: each line carries the running score.
_RACE: dict[str, Any] = {**_PALEO, "progression": "score"}

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
        rules_module="scorers.loopit", progression="by_round", board="scorers.loopit.model:board_kind",
        pads=(Pad("loopit", "ex.pad.loopit", "ex.pad.loopit.how", "ex.pad.row.turn", 30, 4, "ex.pad.player",
                  ("ex.pad.col.points", "ex.pad.col.running")),),
    ),
    GameInfo("froscheln", phrase("game.froscheln"), 2, 4, aliases=("frogs", "grenouilles", "fröscheln"),
             house_rules=(HouseRule("split-after-shore", phrase("house.froscheln.split-after-shore"),
                                    phrase("house.froscheln.split-after-shore.about")),),
             rules_module="scorers.track:FROSCHELN", board="scorers.track.board:board_kind"),
    GameInfo("numeri", phrase("game.numeri"), 2, 4, rules_module="scorers.track:NUMERI",
             board="scorers.track.board:board_kind"),
    GameInfo("posters", phrase("game.posters"), 2, 8,
             aliases=("defense-d-afficher", "défense d'afficher", "defense"),
             variants=(_variant("posters", "full"), _variant("posters", "simplified")),
             house_rules=(HouseRule("stay-sticks", phrase("house.posters.stay-sticks"),
                                    phrase("house.posters.stay-sticks.about")),),
             rules_module="scorers.posters", extra={"sides": (2, 4), "team_size": 2},
             teams=True, points=False, highest_wins=False, board="scorers.posters.board:board_kind"),
    GameInfo("paleo", phrase("game.paleo"), 2, 4, rules_module="scorers.paleo", **_PALEO, own_card=True,
             progression="running", bgg_id=300531,
             pads=(Pad("paleo", "ex.pad.paleo", "ex.pad.paleo.how", "ex.pad.row.round", 12, 4, "ex.pad.player",
                       ("ex.pad.col.point",)),)),
    GameInfo("paleo-roi", phrase("game.paleo-roi"), 2, 4, aliases=("le roi", "roi", "paleo king", "king"),
             rules_module="scorers.paleo:ROI", **_PALEO, progression="credited"),
    GameInfo("paleo-escarmouche", phrase("game.paleo-escarmouche"), 2, 4,
             aliases=("escarmouche", "skirmish", "paleo skirmish"), rules_module="scorers.paleo:ESCARMOUCHE",
             **_PALEO, progression="credited"),
    # Paleo's derived score-race games (scorers/paleo_games): one rules object each.
    GameInfo("paleo-points", phrase("game.paleo-points"), 2, 2, aliases=("match aux points", "paleo points"),
             rules_module="scorers.paleo_games:POINTS", **_RACE),
    GameInfo("paleo-billard-double", phrase("game.paleo-billard-double"), 2, 2,
             aliases=("billard double", "billard doublé", "doubles billiards"),
             house_rules=(HouseRule("overshoot-allowed", phrase("pg.house.overshoot-allowed"),
                                    phrase("pg.house.overshoot-allowed.about")),),
             rules_module="scorers.paleo_games:BILLARD_DOUBLE", **_RACE),
    GameInfo("paleo-cricket", phrase("game.paleo-cricket"), 2, 2, aliases=("billard cricket", "cricket billiards"),
             rules_module="scorers.paleo_games:CRICKET", **_RACE,
             pads=(Pad("cricket", "ex.pad.cricket", "ex.pad.cricket.how", "ex.pad.row.double", 8, 2, "ex.pad.player",
                       ("ex.pad.col.closed", "ex.pad.col.points")),)),
    GameInfo("paleo-billard-compte", phrase("game.paleo-billard-compte"), 2, 2,
             aliases=("billard compte", "billard compté", "count billiards"),
             rules_module="scorers.paleo_games:BILLARD_COMPTE", **_RACE),
    GameInfo("paleo-kayak", phrase("game.paleo-kayak"), 2, 4,
             aliases=("kayak", "la course de kayak", "course de kayak", "kayak race"),
             house_rules=(HouseRule("fault-skips-turn", phrase("pg.house.fault-skips-turn"),
                                    phrase("pg.house.fault-skips-turn.about")),),
             rules_module="scorers.paleo_games:KAYAK", **_RACE),
    GameInfo("pitchanque", phrase("game.pitchanque"), 2, 4, aliases=("paleo-pitchanque",),
             rules_module="scorers.paleo_games:PITCHANQUE", **_RACE,
             pads=(Pad("pitchanque", "ex.pad.pitchanque", "ex.pad.pitchanque.how", "ex.pad.row.mene", 30, 2,
                       "ex.pad.team", ("ex.pad.col.points", "ex.pad.col.running"), totals=False),)),
    GameInfo("paleo-frontiere", phrase("game.paleo-frontiere"), 2, 2, aliases=("frontiere", "frontière", "border"),
             rules_module="scorers.paleo_games:FRONTIERE", **_RACE),
    GameInfo("paleo-hockey", phrase("game.paleo-hockey"), 2, 2, aliases=("hockey", "paleo hockey"),
             rules_module="scorers.paleo_games:HOCKEY", **_RACE),
)


#: The games with a printed board (a `board` above), in the order the Boards screen lists them; it opens on the first.
BOARD_ORDER: tuple[str, ...] = ("numeri", "froscheln", "loopit", "posters")


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
