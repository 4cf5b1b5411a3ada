"""Paleo (classic, 2-4 players), Le Roi and Escarmouche, refereed from seeds/004_*.txt and RULINGS.md alone.

Classic, sentences implemented:
- "Il y a 2 manières de remporter une manche : ... récupérer les 2 clés dans les Sanctuaires opposés avec des
  Explorateurs, et d'ouvrir la porte de Paleo avec un Explorateur. Cette victoire rapporte 2 points. ...
  capturer avec ses Mercenaires tous les pions adverses ... Cette victoire rapporte 1 point." -> `round_wins`
- 3 players: "récupérer les 2 clés ... (2 points), OU être les derniers à avoir des pions (1 point)."
- 4 players: "... OU capturer tous les pions de leurs 2 adversaires (1 point)." "La première équipe qui
  obtient 4 points gagne la partie."
- "Les joueurs font plusieurs manches jusqu'à ce que l'un des joueurs obtienne 4 points, il gagne ainsi la
  partie." -> nothing after; RULINGS: "A tie before 4 points has no leader: both are level".
- 2 players: "il peut être échangé contre un des pions précédemment capturés par l'adversaire." RULINGS: the
  entering piece goes into the opponent's captured pile, "an exchange only needs a captured piece at that
  moment" -> exchanged > 0 needs captured >= 1; the count captured does not change.
- 3-4 players: "il libère un des pions précédemment capturés ... (on n'échange pas comme à 2 joueurs)" ->
  freed <= captured, no exchange at 3-4, no freeing at 2.
- Pieces: 2 players "5 Explorateurs et 3 Mercenaires" (8); 3 players "Chaque joueur prend 4 pions"; 4 players
  "Chaque joueur prend 4 pions" (8 a team).
- Reefs, "Joueur 1 pose 1 récif, Joueur 2 pose 2 récifs, Joueur 1 pose 2 ..., Joueur 2 pose 1 récif"; 3 players
  "Joueur 3 pose 1 récif, Joueur 1 ..., Joueur 2 ..., Joueur 2, Joueur 3, Joueur 1, Joueur 1, Joueur 2,
  Joueur 3"; "Les récifs ne peuvent pas être placés à l'intérieur des traits bleu foncé qui entourent les îles
  des camps de base et les Sanctuaires. (A 2 joueurs, on peut mettre des récifs dans les camps avancés.)";
  "Un espace minimum de la taille d'un pion et demi"; "au moins 2 de leurs récifs dans leur moitié";
  3 players: "ne peuvent pas poser de récifs à l'intérieur du trait bleu qui entoure le camp du joueur 3.";
  4 players: "ne peuvent pas poser de récifs à l'intérieur des traits bleus qui entourent les camps avancés";
  "Entre chaque manche, les joueurs changent de position autour du plateau" (3 players, RULINGS: 1 -> 2 -> 3).

Le Roi: "Les Mercenaires peuvent capturer tous les pions adverses en les touchant, sauf les Rois."
"Pour capturer un Roi il faut le toucher directement avec un pion Explorateur ou un Roi, sans avoir touché au
préalable dans le même coup un autre pion." "Le vainqueur est le dernier joueur qui n'a pas perdu son Roi."
"A 3 joueurs, quand un joueur perd son Roi, il enlève ses pions du plateau." "A 4 joueurs, quand un joueur
perd son Roi, il continue de jouer avec son coéquipier."

Escarmouche: "Chaque joueur prend 4 pions ... Les pions avec l'adhésif en dessous ne peuvent pas tuer les pions
adverses. Lorsqu'un pion rentre dans un Sanctuaire opposé ... il se transforme en Tueur ... Le Tueur tue les
pions adverses quand il les touche. Le vainqueur est le dernier joueur à qui il reste des pions."
The sheet defines no running score for Le Roi and Escarmouche: only legality, the end and the winner are
compared there.
"""

from __future__ import annotations

from .common import Verdict, illegal, legal

TARGET = 4
POINTS = {"door": 2, "capture": 1}
REEF_ORDER = {2: [1, 2, 2, 1, 1, 2, 2, 1, 1, 2], 3: [3, 1, 2, 2, 3, 1, 1, 2, 3]}
FORBIDDEN_ZONES = {2: {"base-camp", "sanctuary", "too-close"},
                   3: {"base-camp", "sanctuary", "too-close", "third-camp"},
                   4: {"base-camp", "sanctuary", "too-close", "advanced-camp"}}


def _name(player) -> str:
    return player if isinstance(player, str) else player["name"]


def sides_of(game: dict) -> tuple[list[str], dict[str, str]]:
    """The scoring sides (players, or teams at 4) and which side each name (player or team) means."""
    players = [_name(p) for p in game["players"]]
    if not game.get("teams"):
        return players, {p: p for p in players}
    sides, member_of = [], {}
    for team in game["teams"]:
        members = team if isinstance(team, list) else team["players"]
        name = (None if isinstance(team, list) else team.get("name")) or " & ".join(members)
        sides.append(name)
        member_of[name] = name
        member_of.update({m: name for m in members})
    return sides, member_of


def round_wins(record: dict, sides: list[str], players: int) -> list[tuple[str, str]] | str:
    """Every (side, how) the record shows, or the broken rule's family."""
    pieces = 4 if players == 3 else 8
    left = {}
    for side in sides:
        entry = record.get(side, {})
        if entry.get("keys", 0) > 2:
            return "PA-KEYS"
        if players == 2 and entry.get("freed", 0):
            return "PA-EXCHANGE"  # at 2 players a piece is exchanged, not freed
        if players > 2 and entry.get("exchanged", 0):
            return "PA-FREE"
        if players == 2 and entry.get("exchanged", 0) and entry.get("captured", 0) == 0:
            return "PA-EXCHANGE"  # an exchange needs a captured piece at that moment
        if entry.get("freed", 0) > entry.get("captured", 0):
            return "PA-FREE"
        left[side] = pieces - entry.get("captured", 0) + entry.get("freed", 0)
        if left[side] < 0:
            return "PA-PIECES"
    wins = []
    for side in sides:
        entry = record.get(side, {})
        if entry.get("on_door") and left[side] == 0:
            return "PA-DOOR"  # an Explorer on the door is a piece still on the board
        if entry.get("keys", 0) == 2 and entry.get("on_door"):
            wins.append((side, "door"))
        others = [o for o in sides if o != side]
        if left[side] > 0 and all(left[o] == 0 for o in others):
            wins.append((side, "capture"))
    return wins


def seats_by_round(game: dict, sides: list[str]) -> list[list[str]]:
    """Player 1 first, each round. RULINGS: "seats rotate 1 -> 2 -> 3 at 3 players": whoever sat in seat 1
    sits in seat 2 the next round. At 2 and 4 the sheet moves nobody. A round's `seats` overrides."""
    seats, rounds = list(sides), []
    for index, round_ in enumerate(game.get("rounds", [])):
        if index and len(sides) == 3 and len(game["players"]) == 3:
            seats = [seats[-1]] + seats[:-1]
        if round_.get("seats"):
            seats = list(round_["seats"])
        rounds.append(seats)
    return rounds


def _reef_error(reefs: list, seats: list[str], side_of: dict[str, str], players: int) -> str | None:
    order = REEF_ORDER[3 if players == 3 else 2]  # 4 players: "Equipe 1 pose 1 récif, Equipe 2 pose 2..."
    by = [side_of.get(r if isinstance(r, str) else r["by"]) for r in reefs]
    if len(by) > len(order):
        return "PA-REEF-COUNT"
    for placed, seat in zip(by, order):
        if placed != seats[seat - 1]:
            return "PA-REEF-ORDER"
    for reef in reefs:
        if isinstance(reef, dict) and reef.get("zone") in FORBIDDEN_ZONES[players]:
            return "PA-REEF-ZONE"
    if players != 3 and len(by) == len(order) and all(isinstance(r, dict) and r.get("half") for r in reefs):
        for side in seats:
            if sum(1 for r, b in zip(reefs, by) if b == side and r["half"] == "own") < 2:
                return "PA-REEF-HALF"
    return None


def referee(game: dict) -> Verdict:
    sides, side_of = sides_of(game)
    players = len(game["players"])
    points = {side: 0 for side in sides}
    tags = set()
    seats = seats_by_round(game, sides)
    told = [i for i, r in enumerate(game.get("rounds", [])) if r.get("seats")]
    if told and any(r.get("reefs") and not r.get("seats") and i > told[0] for i, r in enumerate(game["rounds"])):
        tags.add("rotation-after-told-seats")
    for index, round_ in enumerate(game.get("rounds", [])):
        if max(points.values()) >= TARGET:
            return illegal("PA-MATCH", tags)
        if round_.get("reefs"):
            problem = _reef_error(round_["reefs"], seats[index], side_of, players)
            if problem:
                return illegal(problem, tags)
        result = None
        if round_.get("record") is not None:
            if players == 2 and any(e.get("exchanged", 0) > 1 for e in round_["record"].values()):
                tags.add("several-exchanges")
            wins = round_wins(round_["record"], sides, players)
            if isinstance(wins, str):
                return illegal(wins, tags)
            if len(wins) != 1:
                return illegal("PA-ROUND-END", tags)
            result = wins[0]
        if round_.get("winner") is not None:
            claimed = (side_of.get(round_["winner"]), round_.get("how"))
            if claimed[0] is None or claimed[1] is None:
                return illegal("PA-ROUND-END", tags)
            if result is not None and claimed != result:
                return illegal("PA-ROUND-END", tags | {"record-disagrees"})
            result = claimed
        if result is None:
            return illegal("PA-ROUND-END", tags)
        points[result[0]] += POINTS[result[1]]
    best = max(points.values())
    if best < TARGET and list(points.values()).count(best) > 1:
        tags.add("tie-before-target")
    return legal(best >= TARGET, points, tags=tags)


def referee_roi(game: dict) -> Verdict:
    players = [_name(p) for p in game["players"]]
    sides, side_of = sides_of(game)
    teams = bool(game.get("teams"))
    king = {p: True for p in players}

    def standing() -> list[str]:
        return [s for s in sides if any(king[p] for p in players if side_of[p] == s)]

    tags = set()
    for capture in game.get("captures", []):
        if len(standing()) <= 1:
            return illegal("RO-OVER")
        victim, by = capture["king"], capture["by"]
        if victim not in king or by not in king or side_of[victim] == side_of[by]:
            return illegal("RO-OPPONENT")
        if not king[victim]:
            return illegal("RO-GONE")
        if side_of[by] not in standing() or (not teams and not king[by]):
            return illegal("RO-LEAVE")  # "quand un joueur perd son Roi, il enlève ses pions du plateau"
        if capture["piece"] == "mercenary":
            return illegal("RO-MERCENARY")
        if capture["piece"] == "king" and not king[by]:
            return illegal("RO-KING-GONE")
        if capture.get("touched_first"):
            # "sans avoir touché au préalable dans le même coup un autre pion": logged as a capture, it is
            # one that cannot happen (README: "then it does not count, RO-DIRECT").
            return illegal("RO-DIRECT")
        king[victim] = False
    left = standing()
    finished = len(left) == 1
    return Verdict(True, None, finished, frozenset(left) if finished else None, None, frozenset(tags))


def referee_escarmouche(game: dict) -> Verdict:
    players = [_name(p) for p in game["players"]]
    pieces = {p: 4 for p in players}
    killers = {p: 0 for p in players}
    for event in game.get("events", []):
        if sum(1 for p in players if pieces[p]) <= 1:
            return illegal("ES-OVER")
        who = event["player"]
        if who not in pieces or pieces[who] == 0:
            return illegal("ES-GONE")
        if event["event"] == "killer":
            if killers[who] == pieces[who]:
                return illegal("ES-KILLER")  # every piece already a killer
            killers[who] += 1
            continue
        if event["event"] == "kill":
            by = event.get("by")
            if by not in pieces or by == who or killers[by] == 0:
                return illegal("ES-KILL")
        if event.get("was_killer"):
            if killers[who] == 0:
                return illegal("ES-KILLER")
            killers[who] -= 1
        pieces[who] -= 1
    left = [p for p in players if pieces[p]]
    finished = len(left) == 1
    return Verdict(True, None, finished, frozenset(left) if finished else None, None)
