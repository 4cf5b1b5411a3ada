"""BG Stats exports shaped like the six public ones of issue 34 (Deniedpluto/BoardGamePlays' two, giannistiv/
boardgamelibrary's, gz97/board-games-analysis', michaelgao8/board-game-stats-shiny's, sqrtxander/bgstats-wrapped's
sample), written from their structure, key by key, with invented people, places and games (STYLE 17: never the real
files, never real names). What each real file does, a shape here does too:

- "android-6.14" (BG Stats v6.14, Android): every list, tags and groups, deleted objects; plays with `board`,
  `metaData` and a few `scoresheet`s and images; scores with `role`, `teamRole`, `startPosition` and `metaData`;
  entries by date only stamped 10:00 (plays of one minute told apart by their uuid); a few upper-case uuids;
- "android-5.5": an earlier export of the same phone (its plays are the first ones of "android-6.14");
- "android-6.12": challenges, no game tags; anonymous players, up to four times in one play; decimals;
- "android-5.3": every score line with `anonymousName`, `teamRole`, `startPosition`, `metaData`; `team: "0"` on
  every player of plays without teams; scores written as sums ("13+6+4+6+8", "8-3", "-10+7+22", "0--0-3", "6.+8",
  "86+84+"); locations and players with tags; deleted objects with their `deletionSource`;
- "minimal" (an older export): no tags, groups nor deleted objects, no `expansionPlays` nor `metaData` on plays,
  `role` on a few score lines only;
- "ios" (keys in another order, upper-case uuids, `playImages` on every play, no deleted objects), with Peter
  Rustemeyer's cooperative Paleo (BGG 300531), which is not ours.
Every shape has cooperative games (the table wins or loses), games without points, games where the lowest wins,
team plays (`usesTeams`, "0", "1"...), plays whose flag differs from their game's, ignored plays, plays with no winner,
blank scores and nulls, names with a blank at an end, a game of bggId 0; and plays of our own games: Loopit, Paleo
(bggId 0, no designer: ours) and a Numeri of 7 players with no scores (kept as recorded, not refereed).

`PLANTED[shape]` lists the plays each shape holds that an import must set aside, with the reason (a message key).

    python -m tests.bgstats_shapes      # writes tests/bgstats_files/<shape>.json (the suite reads those files)
"""

from __future__ import annotations

import json
import random
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent / "bgstats_files"  # not under data/: its globs are game files
SHAPES = ("android-6.14", "android-5.5", "android-6.12", "android-5.3", "minimal", "ios")

PEOPLE = ["Aline Varga", "Bruno Sastre", "Cécile Oyelaran", "Dario Kovač", "Elif Brandt", "Félix Auclair",
          "Gita Halvorsen", "Hugo Lindqvist", "Inès Moreau", "Jonas Petit ", " Kira Nakamura", "Léo Durand",
          "Maëlle Rioux", "Nils Ekdahl", "Oona Pereira", "Pavel Zeman"]
PLACES = ["Kitchen table", "Club du jeudi", "Cabin", "Café Lune"]
ANONYMOUS = "Anonymous player"

#: (name, bggId, designers, cooperative, highestWins, noPoints, usesTeams): invented games, and ours.
GAMES = [
    ("Harbour Lights", 900001, "Ada Example", False, True, False, False),
    ("Copper Crowns", 900002, "Ben Sample", False, True, False, False),
    ("Lantern Fleet", 900003, "Cy Placeholder", True, True, True, False),     # cooperative, no points
    ("Ember Watch", 900004, "Dee Invented", True, True, False, False),        # cooperative with a score
    ("Golf of Stones", 900005, "Eli Madeup", False, False, False, False),     # lowest wins
    ("Whisper Circle", 900006, "Fay Fiction", False, True, True, True),       # teams, no points
    ("Relay Rowers", 900007, "Gus Story", False, True, False, True),          # teams with points
    ("Kitchen Quiz", 0, "", False, True, False, False),                       # a custom game: bggId 0
    ("Loopit", 0, "", False, True, False, False),                             # ours, by name
    ("Paleo", 0, "", False, True, False, False),                              # ours: no BGG id, no designer
    ("Numeri", 0, "", False, True, False, False),                             # ours
]
RUSTEMEYER = ("Paleo", 300531, "Peter Rustemeyer", True, True, True, False)   # not ours: the cooperative Paleo

#: The plays each shape sets aside, (index in `plays`, reason key).
PLANTED = {
    "android-6.14": [(7, "bg.skip.score"), (21, "bg.skip.twice_in_file")],
    "android-5.5": [],
    "android-6.12": [(5, "bg.skip.date"), (16, "bg.skip.unknown_player")],
    "android-5.3": [(9, "bg.skip.score"), (30, "bg.skip.unknown_game")],
    "minimal": [(3, "bg.skip.not_text")],
    "ios": [(12, "bg.skip.twice")],
}
SIZES = {"android-6.14": 48, "android-5.5": 30, "android-6.12": 44, "android-5.3": 40, "minimal": 20, "ios": 36}
SUMS = ["13+6+4+6+8", "8-3", "-10+7+22", "0--0-3", "6.+8", "86+84+", "0+0+1+3+0", "12+9"]


def _uuid(rng: random.Random, upper: bool = False) -> str:
    text = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    return text.upper() if upper else text


def _date(rng: random.Random, day: int, stamped: bool) -> str:
    """A local play date; entries by date only are stamped 10:00 (as BG Stats does)."""
    month, dom = 1 + day // 28 % 12, 1 + day % 28
    year = 2021 + day // 336
    if stamped:
        return f"{year}-{month:02d}-{dom:02d} 10:00:00"
    return f"{year}-{month:02d}-{dom:02d} {rng.randint(12, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def _game_item(shape: str, index: int, game: tuple, rng: random.Random) -> dict:
    name, bgg, designers, coop, highest, no_points, teams = game
    item = {"uuid": _uuid(rng, shape == "ios"), "id": index + 1, "name": name,
            "modificationDate": "2022-05-22 22:23:45", "cooperative": coop, "highestWins": highest,
            "noPoints": no_points, "usesTeams": teams, "urlThumb": "", "urlImage": "", "bggName": name,
            "bggYear": 2020 if bgg else 0, "bggId": bgg, "designers": designers,
            "metaData": '{"CollectionHistory":{"20221025":1}}', "isBaseGame": 1, "isExpansion": 0, "rating": 0,
            "minPlayerCount": 1, "maxPlayerCount": 6, "minPlayTime": 30, "maxPlayTime": 60, "minAge": 10,
            "preferredImage": 0, "previouslyPlayedAmount": 0,
            "copies": [{"uuid": _uuid(rng), "modificationDate": "2022-05-22 22:23:45", "metaData": "{}",
                        "bggCollId": 0, "statusOwned": True, "statusWishlist": False, "statusWantToPlay": False,
                        "statusWantInTrade": False, "statusForTrade": False, "statusPrevOwned": False,
                        "statusPreordered": False, "statusWantToBuy": False, "wishlistStatus": 3,
                        "gameName": name, "bggUserName": "", "year": 0}] if index % 4 else []}
    if shape not in ("android-6.12", "minimal"):
        item["tags"] = [{"tagRefId": 1}]
    if shape == "minimal":
        del item["previouslyPlayedAmount"]
    if shape == "ios":
        item = dict(sorted(item.items()))  # keys in another order
    return item


def _players(shape: str, rng: random.Random) -> list[dict]:
    found = [{"uuid": _uuid(rng, shape == "ios"), "id": i + 1, "name": name, "isAnonymous": False,
              "modificationDate": "2022-03-01 10:00:00", "bggUsername": ""} for i, name in enumerate(PEOPLE)]
    found.append({"uuid": _uuid(rng, shape == "ios"), "id": len(found) + 1, "name": ANONYMOUS, "isAnonymous": True,
                  "modificationDate": "2022-03-01 10:00:00", "bggUsername": ""})
    for player in found:
        if shape in ("android-6.14", "android-6.12"):
            player["metaData"] = '{"bgaUsername":"","yucataUsername":"","isNpc":0}'
        if shape == "android-5.3":
            player["metaData"], player["tags"] = '{"isNpc":0}', []
    if shape == "minimal":  # a lone surrogate: a name that is not text (its plays set aside, said)
        found.append({"uuid": _uuid(rng), "id": len(found) + 1, "name": "Wren Holt\ud800", "isAnonymous": False,
                      "modificationDate": "2022-03-01 10:00:00", "bggUsername": ""})
    return found


def _score_line(shape: str, player: int, score: str | None, winner: bool, rank: int, team: str | None) -> dict:
    line = {"score": score, "winner": winner, "newPlayer": False, "startPlayer": False, "playerRefId": player,
            "rank": rank, "seatOrder": 0}
    if shape in ("android-6.14", "android-6.12", "ios"):
        line["role"] = ""
    if shape == "android-5.3":
        line.update(role="", anonymousName="", teamRole="", startPosition="", metaData="")
    if shape == "minimal" and player == 2:  # the older export has `role` on a few lines only (4 of 408)
        line["role"] = ""
    if team is not None:
        line["team"] = team
    return line


def _play(shape: str, index: int, rng: random.Random, games: list[tuple], anonymous_id: int) -> dict:
    """One play, its kind chosen by its index so that every shape holds every case."""
    kind = index % len(games)
    name, _, _, coop, highest, no_points, game_teams = games[kind]
    count = rng.randint(2, 5)
    people = [1, *rng.sample(range(2, len(PEOPLE) + 1), count - 1)]  # the phone's owner is at every play
    uses_teams = game_teams
    if index % 11 == 6:  # the play's flag differs from its game's: the play's wins
        uses_teams = not game_teams
    if shape == "android-6.12" and index % 9 == 4:  # anonymous players, up to four times in one play
        people = [1, *[anonymous_id] * (1 + index % 4)]
    if name == "Numeri" and index % 2 == 0:
        people = list(range(1, 8))  # 7 players, no scores: kept as recorded, not refereed
    scores: list[str | None] = []
    for _ in people:
        if no_points:
            scores.append(None)
        elif name == "Numeri" and len(people) == 7:
            scores.append("")
        elif shape == "android-5.3" and rng.random() < 0.5:
            scores.append(rng.choice(SUMS))
        elif shape == "android-6.12" and index % 7 == 3:
            scores.append(rng.choice(["13.5", "7.25", "41.5"]))
        else:
            scores.append(str(rng.randint(-3, 60)))
    teams: list[str | None] = [None] * len(people)
    if uses_teams and len(people) >= 2:
        teams = [str(i % 2) for i in range(len(people))]
    elif shape == "android-5.3" or (shape == "minimal" and index % 3 == 0):
        teams = ["0"] * len(people)  # BG Stats' "0" on every player of a play without teams
    if coop:
        won = index % 3 != 0
        winners = [won] * len(people)
    elif index % 13 == 12:
        winners = [False] * len(people)  # no winner flagged
    else:
        pick = rng.randrange(len(people))
        winners = [i == pick for i in range(len(people))]
        if uses_teams:
            winners = [teams[i] == teams[pick] for i in range(len(people))]
    rank = [0] * len(people)
    if shape == "android-6.14" and index % 5 == 1 and not coop:
        rank = [1 if w else 2 for w in winners]
    stamped = index % 4 == 0
    play = {"uuid": _uuid(rng, shape == "ios" or (shape == "android-6.14" and index % 10 == 9)),
            "modificationDate": "2023-01-01 12:00:00", "entryDate": _date(rng, index, False),
            "playDate": _date(rng, index // 2, stamped), "usesTeams": uses_teams,
            "durationMin": rng.choice([0, 0, 25, 45, 90]), "ignored": index % 17 == 8, "manualWinner": index % 2 == 0,
            "rounds": 0, "bggId": 0, "importPlayId": 0, "locationRefId": 1 + index % len(PLACES),
            "gameRefId": kind + 1, "board": "", "rating": 0, "nemestatsId": 0, "scoringSetting": 0,
            "metaData": '{"playUsedGameCopy":0}',
            "playerScores": [_score_line(shape, p, s, w, r, t)
                             for p, s, w, r, t in zip(people, scores, winners, rank, teams, strict=True)],
            "expansionPlays": []}
    if index % 6 == 2:
        play["comments"] = "Revanche la semaine prochaine"
    if index % 15 == 14:
        del play["locationRefId"]
    if shape == "android-6.14" and index % 9 == 0:
        play["scoresheet"] = '{"langCode":"en","bggId":900001,"scoreType":"bestTotalWins"}'
    if shape == "minimal":
        for key in ("expansionPlays", "metaData", "board", "importPlayId"):
            play.pop(key, None)
    if shape == "ios":
        play["playImages"] = "[]"
        play = dict(sorted(play.items()))
    return play


def build(shape: str, size: int | None = None, seed: int = 34) -> dict:
    """The export of one shape (with `size` plays; its own size by default)."""
    rng = random.Random(f"{seed}:{shape}")
    base = "android-6.14" if shape == "android-5.5" else shape
    games = [*GAMES, RUSTEMEYER] if shape == "ios" else list(GAMES)
    players = _players(base, random.Random(f"{seed}:{base}:players"))
    anonymous_id = next(p["id"] for p in players if p["isAnonymous"])
    count = size or SIZES[shape]
    plays_rng = random.Random(f"{seed}:{base}:plays")
    plays = [_play(base, i, plays_rng, games, anonymous_id) for i in range(max(count, SIZES[base]))][:count]
    for index, reason in PLANTED[shape]:
        if index >= len(plays):
            continue
        play = plays[index]
        if reason == "bg.skip.score":
            play["playerScores"][0]["score"] = "10**30" if shape == "android-6.14" else "9" * 4000
        elif reason == "bg.skip.twice_in_file":
            play["uuid"] = plays[index - 1]["uuid"].upper()  # the same uuid in another case
        elif reason == "bg.skip.date":
            play["playDate"] = "9999-12-31 23:59:59"
        elif reason == "bg.skip.unknown_player":
            play["playerScores"][-1]["playerRefId"] = 999
        elif reason == "bg.skip.unknown_game":
            play["gameRefId"] = 999
        elif reason == "bg.skip.not_text":
            play["playerScores"][-1]["playerRefId"] = players[-1]["id"]  # Wren, whose name holds a lone surrogate
        elif reason == "bg.skip.twice":
            play["playerScores"].append(dict(play["playerScores"][0], winner=False))
    places = [{"uuid": _uuid(rng, shape == "ios"), "id": i + 1, "name": name, "modificationDate": "2022-01-09 18:05:21"}
              for i, name in enumerate(PLACES)]
    if base == "android-5.3":
        for place in places:
            place.update(metaData="", tags=[])
    export: dict = {}
    if base not in ("minimal",):
        export["tags"] = [{"uuid": _uuid(rng), "id": 1, "name": "My games", "type": "Personal", "group": "Default",
                           "isInternal": True, "isDefault": False, "isHidden": False,
                           "modificationDate": "2020-12-24 21:58:28"}]
        export["groups"] = [{"uuid": _uuid(rng), "id": 1, "name": "All Games", "type": "Basis", "isInternal": True,
                             "isDefault": True, "modificationDate": "2020-07-27 11:25:17", "metaData": ""}]
    export.update(players=players, locations=places,
                  games=[_game_item(base, i, g, random.Random(f"{seed}:{base}:game:{i}")) for i, g in enumerate(games)],
                  plays=plays, challenges=[])
    if base in ("android-6.14", "android-6.12", "android-5.3"):
        export["deletedObjects"] = [{"uuid": _uuid(rng), "modificationDate": "2023-02-02 10:00:00",
                                     "objectType": "Play", "externalId": 0, "lastCloudSync": "2023-02-02 10:00:00",
                                     **({"deletionSource": "user"} if base == "android-5.3" else {})}]
    if base == "android-6.12":
        export["challenges"] = [{"uuid": _uuid(rng), "name": "Ten by ten", "modificationDate": "2023-01-01 10:00:00",
                                 "type": 1, "autoFill": False, "startDate": "2023-01-01 00:00:00",
                                 "endDate": "2023-12-31 23:59:59", "hardCore": False, "completed": False,
                                 "value1": 10, "value2": 10, "games": [], "metaData": "", "playerUuids": ""}]
    info = {"meRefId": 1}
    if base in ("android-6.14", "android-6.12"):
        info.update(bggUsername="", exportDate="2026-07-18 20:08:07", appVersion="v6.14.2 (6140201)",
                    systemVersion="Android 17 (37)", device="Phone")
    export["userInfo"] = info
    return export


def text(shape: str, size: int | None = None) -> str:
    """The file of a shape as BG Stats writes it (compact JSON; a lone surrogate as its escape)."""
    return json.dumps(build(shape, size), separators=(",", ":"))


def main() -> None:
    HERE.mkdir(parents=True, exist_ok=True)
    for shape in SHAPES:
        (HERE / f"{shape}.json").write_text(text(shape) + "\n", encoding="utf-8")
        print(HERE / f"{shape}.json")


if __name__ == "__main__":
    main()
