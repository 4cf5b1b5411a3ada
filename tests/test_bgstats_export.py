"""The BG Stats export in the whole shape of a real BG Stats export (issue 17, "Exchange that BG Stats
accepts"): the schema below is written from the issue's list of what BG Stats v5.3 and v6.14 exports hold,
and every game of the registry is exported and checked against it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated

import pytest
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import GAMES

DATA = Path(__file__).resolve().parent / "data"
BG_DATE = r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class BgPlayer(Strict):
    id: StrictInt
    uuid: StrictStr
    name: StrictStr
    isAnonymous: StrictBool


class BgLocation(Strict):
    id: StrictInt
    uuid: StrictStr
    name: StrictStr


class BgGame(Strict):
    id: StrictInt
    uuid: StrictStr
    name: StrictStr
    sourceGameId: StrictStr
    cooperative: StrictBool
    highestWins: StrictBool
    noPoints: StrictBool
    usesTeams: StrictBool


class BgPlayerScore(Strict):
    playerRefId: StrictInt
    score: StrictStr | None  # text, or null for a game without points
    winner: StrictBool
    rank: Annotated[StrictInt, Field(ge=0)]  # 0 = unranked
    seatOrder: Annotated[StrictInt, Field(ge=1)]
    startPlayer: StrictBool
    newPlayer: StrictBool
    team: StrictStr | None
    startPosition: StrictStr
    role: StrictStr


class BgPlay(Strict):
    uuid: StrictStr
    playDate: Annotated[StrictStr, Field(pattern=BG_DATE)]
    gameRefId: StrictInt
    locationRefId: StrictInt
    durationMin: Annotated[StrictInt, Field(ge=0)]
    ignored: StrictBool
    manualWinner: StrictBool
    rounds: Annotated[StrictInt, Field(ge=0)]
    usesTeams: StrictBool
    scoringSetting: StrictInt
    entryDate: Annotated[StrictStr, Field(pattern=BG_DATE)]
    modificationDate: Annotated[StrictStr, Field(pattern=BG_DATE)]
    expansionPlays: list[dict]
    comments: StrictStr
    playerScores: Annotated[list[BgPlayerScore], Field(min_length=1)]


class BgUserInfo(Strict):
    meRefId: StrictInt | None


class BgExport(Strict):
    tags: list[dict]
    groups: list[dict]
    players: list[BgPlayer]
    locations: list[BgLocation]
    games: list[BgGame]
    plays: list[BgPlay]
    challenges: list[dict]
    deletedObjects: list[dict]
    userInfo: BgUserInfo


def golden_files() -> list[Path]:
    """One played game file per registered game (the rules' own golden files)."""
    found = {}
    for path in sorted(DATA.rglob("*.json")):
        if ".score." in path.name or "illegal" in path.name:
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("game"), str):
            found.setdefault(data["game"], []).append(path)
    return [p for paths in found.values() for p in paths]


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict:
    app = AppState(Store(tmp_path_factory.mktemp("bg") / "games.sqlite3"), device_language="en")
    for path in golden_files():
        app.import_text(path.read_text(encoding="utf-8"))
    return json.loads(app.export_history("bgstats"))


def test_the_export_has_the_whole_shape_of_a_bg_stats_export(exported):
    export = BgExport.model_validate(exported)
    assert list(exported) == ["tags", "groups", "players", "locations", "games", "plays", "challenges",
                              "deletedObjects", "userInfo"]
    assert {g.sourceGameId for g in export.games} == {g.id for g in GAMES}  # every game of the registry


def test_every_reference_points_at_something_exported(exported):
    export = BgExport.model_validate(exported)
    players = {p.id for p in export.players}
    assert export.userInfo.meRefId in players
    assert {p.locationRefId for p in export.plays} <= {loc.id for loc in export.locations} and export.locations
    assert {p.gameRefId for p in export.plays} <= {g.id for g in export.games}
    assert {s.playerRefId for p in export.plays for s in p.playerScores} == players
    for play in export.plays:
        assert sorted(s.seatOrder for s in play.playerScores) == list(range(1, len(play.playerScores) + 1))
        assert sum(s.startPlayer for s in play.playerScores) == 1


def _game(export: BgExport, game_id: str):
    game = next(g for g in export.games if g.sourceGameId == game_id)
    return game, [p for p in export.plays if p.gameRefId == game.id]


def test_defense_d_afficher_has_no_points(exported):
    export = BgExport.model_validate(exported)
    game, plays = _game(export, "posters")
    assert game.noPoints and plays
    assert all(s.score is None for p in plays for s in p.playerScores)
    others = [g for g in export.games if g.sourceGameId != "posters"]
    assert not any(g.noPoints for g in others)
    assert all(s.score is not None and re.fullmatch(r"-?\d+", s.score)
               for g in others for p in _game(export, g.sourceGameId)[1] for s in p.playerScores)


def test_pitchanque_teams_are_named_on_each_member(exported):
    export = BgExport.model_validate(exported)
    game, plays = _game(export, "pitchanque")
    assert game.usesTeams and all(p.usesTeams for p in plays)
    names = {p.id: p.name for p in export.players}
    (play,) = plays
    teams = {names[s.playerRefId]: (s.team, s.score, s.winner) for s in play.playerScores}
    assert teams == {"Ana": ("Les Bleus", "6", True), "Ben": ("Les Bleus", "6", True),
                     "Cy": ("Cy & Dora", "1", False), "Dora": ("Cy & Dora", "1", False)}


def test_paleo_teams_keep_each_member_in_their_seat(exported):
    export = BgExport.model_validate(exported)
    names = {p.id: p.name for p in export.players}
    game, plays = _game(export, "paleo")
    assert game.usesTeams
    (teams,) = [p for p in plays if p.usesTeams]
    seats = sorted((s.seatOrder, names[s.playerRefId], s.team, s.winner) for s in teams.playerScores)
    assert seats == [(1, "Łukasz", "Rouges", False), (2, "Ődön", "Verts", True), (3, "Chloé", "Rouges", False),
                     (4, "Dev", "Verts", True)]
    assert not any(s.team for p in plays if not p.usesTeams for s in p.playerScores)


def test_games_without_teams_say_so(exported):
    export = BgExport.model_validate(exported)
    for game_id in ("hundsgemein", "loopit", "numeri", "froscheln", "paleo-hockey"):
        game, plays = _game(export, game_id)
        assert not game.usesTeams and plays and not any(p.usesTeams for p in plays)


@pytest.mark.parametrize("path", ["games.0.highestWins", "plays.0.playerScores.0.team", "userInfo.meRefId",
                                  "plays.0.locationRefId", "deletedObjects"])
def test_the_schema_refuses_an_export_missing_a_field(exported, path):
    """The schema is not a formality: an export without one of the listed fields does not pass."""
    broken = json.loads(json.dumps(exported))
    *parents, last = path.split(".")
    node = broken
    for key in parents:
        node = node[int(key)] if key.isdigit() else node[key]
    del node[last]
    with pytest.raises(ValidationError):
        BgExport.model_validate(broken)
