"""Paleo's derived games (seeds/004_*.txt, "AUTRES JEUX"), refereed from the sheet and RULINGS.md alone.

Each game is a small state machine over the file's event log; the first event that cannot happen makes
the file illegal, and an event after the game is won is illegal too (nothing is played after a win).
Each function's docstring quotes the sentences it implements. Where the sheet is silent and RULINGS or
the README's file format settle it, that is said at the place.
"""

from __future__ import annotations

from .common import Verdict, illegal, legal


def _names(game: dict) -> list[str]:
    return [p if isinstance(p, str) else p["name"] for p in game["players"]]


# ---------------------------------------------------------------- the billiards (Doublé, Cricket)

class Billiards:
    """Billard Doublé: "toucher à la suite avec son pion Clé 2 pions ayant le même numéro ... Quand un
    joueur touche un pion, il rejoue pour essayer de toucher le même numéro de l'autre couleur. Si il
    réussit, il marque le nombre de points du numéro et rejoue. Il ne peut pas faire 2 fois le même Doublé
    dans le même tour ... Si le joueur a fait tous les Doublés dans son tour, il peut les recommencer. Si
    un joueur touche un numéro d'un Doublé qu'il a déjà fait dans son tour, ou si il ne touche pas de pion
    ou si il rate son Doublé, c'est au joueur suivant de jouer. Si un joueur touche plusieurs pions dans le
    même coup, les 2 premiers pions touchés comptent pour 2 coups." "Le gagnant est le premier qui marque
    exactement 50 points." RULINGS: a double past 50 leaves the score and ends the turn (house rule
    `overshoot-allowed`: it counts and 50 or more wins).

    Billard Cricket: "les règles de base sont les mêmes ... Lorsqu'un joueur fait un Doublé, on dit qu'il le
    ferme, et il rejoue. Lorsqu'un joueur a fermé un Doublé et que son adversaire ne l'a pas fermé, s'il
    refait ce Doublé il marque le nombre de points écrit sur le pion. Le jeu s'arrête lorsqu'un joueur a
    fermé tous les Doublés et qu'il a plus de points que son adversaire."

    Where one shot's first piece ends the turn, what its second piece does is left open by the sheet: the
    generator never writes such a shot (`ambiguous`). The sheet names no first player: whoever shoots first
    starts, then "c'est au joueur suivant de jouer".
    """

    def __init__(self, players: list[str], cricket: bool, overshoot_allowed: bool = False):
        self.players, self.cricket, self.overshoot_allowed = players, cricket, overshoot_allowed
        self.score = {p: 0 for p in players}
        self.closed = {p: set() for p in players}
        self.shooter = None
        self.pending = None  # the first piece of a double under way
        self.done = set()  # doubles made this turn
        self.winner = None
        self.ambiguous = False

    def _pass(self) -> None:
        self.shooter = self.players[1 - self.players.index(self.shooter)]
        self.pending, self.done = None, set()

    def _hit(self, piece: str) -> bool:
        """One coup; False when it ends the turn."""
        colour, number = piece[0].lower(), int(piece[1])
        if self.pending is None:
            if number in self.done:
                return False
            self.pending = (colour, number)
            return True
        first, self.pending = self.pending, None
        if first[1] != number or first[0] == colour:
            return False
        me = self.shooter
        other = self.players[1 - self.players.index(me)]
        if self.cricket:
            if number in self.closed[me] and number not in self.closed[other]:
                self.score[me] += number
            self.closed[me].add(number)
            if len(self.closed[me]) == 8 and self.score[me] > self.score[other]:
                self.winner = me
        else:
            if self.score[me] + number > 50 and not self.overshoot_allowed:
                return False
            self.score[me] += number
            if self.score[me] == 50 or (self.overshoot_allowed and self.score[me] >= 50):
                self.winner = me
        self.done.add(number)
        if len(self.done) == 8:
            self.done = set()
        return True

    def shot(self, player: str, touched: list[str]) -> str | None:
        if self.winner:
            return "PG-OVER"
        self.shooter = self.shooter or player
        if player != self.shooter:
            return "PG-TURN"
        hits = touched[:2]
        if not hits:
            self._pass()
            return None
        for index, piece in enumerate(hits):
            if not self._hit(piece):
                self.ambiguous = self.ambiguous or index < len(hits) - 1
                self._pass()
                return None
            if self.winner:
                self.ambiguous = self.ambiguous or index < len(hits) - 1
                return None
        return None


def _billiards(game: dict, cricket: bool) -> Verdict:
    table = Billiards(_names(game), cricket, "overshoot-allowed" in game.get("house_rules", []))
    for event in game.get("events", []):
        problem = table.shot(event["player"], event.get("touched", []))
        if problem:
            return illegal(problem)
    return legal(table.winner is not None, table.score, [table.winner] if table.winner else None)


def referee_double(game: dict) -> Verdict:
    return _billiards(game, cricket=False)


def referee_cricket(game: dict) -> Verdict:
    return _billiards(game, cricket=True)


# ---------------------------------------------------------------- Billard Compté

COMPTE_ORDER = [f"r{n}" for n in range(1, 9)] + [f"g{n}" for n in range(1, 9)]


def referee_compte(game: dict) -> Verdict:
    """"toucher tous les pions numérotés avec son pion Clé, dans l'ordre des numéros, en commençant par les
    rouges de 1 à 8, et ensuite les verts de 1 à 8. Les joueurs jouent l'un après l'autre, et quand un joueur
    touche le bon numéro, il rejoue. Si dans le même coup le pion touche 2 bons numéros dans le bon ordre, il
    peut passer au numéro suivant. ... Le premier joueur qui a touché tous les pions dans l'ordre gagne."
    A shot counts from its first piece: a wrong first piece ends the turn. The sheet names no first player:
    whoever shoots first starts."""
    players = _names(game)
    done = {p: 0 for p in players}
    shooter, winner = None, None
    for event in game.get("events", []):
        if winner:
            return illegal("PG-OVER")
        shooter = shooter or event["player"]
        if event["player"] != shooter:
            return illegal("PG-TURN")
        good = 0
        for piece in [t.lower() for t in event.get("touched", [])][:2]:
            if done[shooter] < 16 and piece == COMPTE_ORDER[done[shooter]]:
                done[shooter] += 1
                good += 1
            else:
                break
        if done[shooter] == 16:
            winner = shooter
        elif not good:
            shooter = players[1 - players.index(shooter)]
    return legal(winner is not None, done, [winner] if winner else None)


# ---------------------------------------------------------------- Kayak

def referee_kayak(game: dict) -> Verdict:
    """"Le but du jeu est de passer toutes les portes dans l'ordre et le sens des numéros. Le premier qui
    passe la ligne d'arrivée après avoir franchi toutes les portes gagne la course." "Lorsqu'un pion touche un
    pion adverse, il y a faute, les 2 pions sont remis dans leur position précédant la faute, et le joueur
    fautif passe son tour." "Si un joueur passe une porte avec le mauvais numéro ou à l'envers, il y a faute,
    le pion est remis dans sa position précédant la faute". RULINGS: the faulty shot is cancelled and play
    passes on (house rule `fault-skips-turn`: the next turn is lost too); a gate passed again is a gate with
    the wrong number. Shots follow the file's player order (the start order). The finish line crossed
    before every gate is just a shot (it is also the start line). A gate number the course does not have
    cannot be crossed (illegal). Totals: gates passed, +1 at the finish."""
    players = _names(game)
    gates = game.get("gates", 4)
    skips = "fault-skips-turn" in game.get("house_rules", [])
    passed = {p: 0 for p in players}
    finished = {p: False for p in players}
    miss_next = set()
    seat, winner, tags = 0, None, set()
    for event in game.get("events", []):
        if winner:
            return illegal("PG-OVER", tags)
        if len(miss_next) == len(players):
            tags.add("everyone-skipped-at-once")
        while players[seat] in miss_next:
            miss_next.discard(players[seat])
            seat = (seat + 1) % len(players)
        me = players[seat]
        if event["player"] != me:
            return illegal("PG-TURN", tags)
        progress = passed[me]
        fault = event.get("touched") is not None
        if any(abs(gate) > gates or gate == 0 for gate in event.get("gates", [])):
            return illegal("KY-GATE", tags)  # a gate the course does not have cannot be crossed
        for gate in event.get("gates", []):
            if gate == progress + 1:
                progress += 1
            else:
                fault = True
        if fault:
            if skips:
                miss_next.add(me)
        else:
            passed[me] = progress
            if event.get("finish") and progress == gates:
                finished[me], winner = True, me
        seat = (seat + 1) % len(players)
    totals = {p: passed[p] + finished[p] for p in players}
    return legal(winner is not None, totals, [winner] if winner else None, tags)


# ---------------------------------------------------------------- Pitchanque

def _team_names(game: dict) -> list[str]:
    return [team.get("name") or " & ".join(team["players"]) for team in game["teams"]]


def team_pieces(game: dict) -> dict[str, int]:
    """"Chaque joueur prend 3 pions." At 3 players: "un joueur seul qui prend 6 pions"."""
    people = sum(len(team["players"]) for team in game["teams"])
    return {letter: 6 if len(team["players"]) == 2 or people == 3 else 3
            for letter, team in zip("ab", game["teams"])}


def referee_pitchanque(game: dict) -> Verdict:
    """"Un joueur de la première équipe envoie un pion en direction du cochonnet. Un joueur de l'autre équipe
    envoie ensuite un de ses pions." "Quand tous les pions sont lancés, c'est la fin de la mène. Chaque pion
    d'une même équipe, si aucun pion de l'équipe adverse n'est plus près du cochonnet, compte pour 1 point."
    "l'équipe qui a gagné la mène précédente joue en premier." "La partie se joue en 13 points." "Si une
    équipe envoie le cochonnet dans une de ces zones, la mène s'arrête et l'équipe adverse marque autant de
    points qu'il lui reste de pions non joués + 1 point." "Les pions qui sont dans ces zones à la fin d'une
    mène sont hors-jeu". RULINGS: an equal nearest distance scores for nobody; "a jack sent out by the
    second team while the first team still has every piece unplayed cannot happen". After a void mène the
    sheet does not say who starts: the first-team check is then skipped until a mène is won. A mène may be
    entered by its result (the file format: `result`, a team and its points, or nobody): the points are
    those the team's pieces can score, 1 each."""
    pieces = team_pieces(game)
    names = dict(zip("ab", _team_names(game)))
    score = {"a": 0, "b": 0}
    first = game.get("first", "a")
    tags = set()
    for event in game.get("events", []):
        if max(score.values()) >= 13:
            return illegal("PG-OVER")
        if event["type"] == "jack-out":
            other = "b" if event["by"] == "a" else "a"
            if event["unplayed"] > pieces[other]:
                return illegal("PQ-UNPLAYED")
            if first is not None and event["by"] != first and event["unplayed"] == pieces[other]:
                return illegal("PQ-FIRST", {"second-team-before-first"})
            score[other] += event["unplayed"] + 1
            first = other
            continue
        if event["type"] == "result":  # a mène entered by its result (the file format's PQ-RESULT)
            team, points = event.get("team"), event.get("points", 0)
            if team is None:
                if points:
                    return illegal("PQ-RESULT")
                first = None  # nobody scored: a void mène
                continue
            if not 1 <= points <= pieces[team]:  # "chaque pion ... compte pour 1 point"
                return illegal("PQ-RESULT")
            score[team] += points
            first = team
            continue
        order, out = event.get("order", []), event.get("out", {})
        for letter in "ab":
            in_play = sum(entry.count(letter) for entry in order)
            if in_play + out.get(letter, 0) != pieces[letter]:
                return illegal("PQ-ALL")
        if not order or len(order[0]) > 1:
            first = None  # a void mène: who starts next is left open
            continue
        leader = order[0]
        points = next((i for i, entry in enumerate(order) if entry != leader), len(order))
        score[leader] += points
        first = leader
    totals = {names[letter]: score[letter] for letter in "ab"}
    best = max(score.values())
    return legal(best >= 13, totals, tags=tags)


# ---------------------------------------------------------------- Match aux points

EXPLORERS = {3, 4, 5, 6, 7}
MERCENARIES = {1, 2, 8}


def referee_points(game: dict) -> Verdict:
    """"Chaque joueur prend 8 pions". "Les Explorateurs marquent 1 point quand ils rentrent dans un
    Sanctuaire opposé. Ils ne peuvent pas capturer les pions adverses." "Les Mercenaires ne marquent pas de
    points dans les Sanctuaires opposés, mais ils capturent les pions adverses en les touchant." "Quand un
    pion rentre dans un Sanctuaire opposé, il peut être échangé contre un des pions précédemment capturés"
    (RULINGS, as in Paleo at 2: the entering piece goes into the captured pile). "Le premier joueur qui
    obtient 10 points gagne la partie." A piece knocked off the board is captured (Paleo: "Tout pion expulsé
    du plateau de jeu est capturé par son adversaire")."""
    players = _names(game)
    score = {p: 0 for p in players}
    captured = {p: set() for p in players}  # each player's own pieces off the board
    for event in game.get("events", []):
        if max(score.values()) >= 10:
            return illegal("PG-OVER")
        me = event["player"]
        other = players[1 - players.index(me)]
        if event["type"] == "capture":
            if event["piece"] in captured[other]:
                return illegal("PP-GONE")
            by = event.get("by")
            if by is not None and (by not in MERCENARIES or by in captured[me]):
                return illegal("PP-MERCENARY")
            captured[other].add(event["piece"])
            continue
        if event["piece"] in captured[me]:
            return illegal("PP-GONE")
        if event["piece"] in EXPLORERS:
            score[me] += 1
        back = event.get("exchange")
        if back is not None:
            if back not in captured[me] or back == event["piece"]:
                return illegal("PP-EXCHANGE")
            captured[me].discard(back)
            captured[me].add(event["piece"])
    return legal(max(score.values()) >= 10, score)


# ---------------------------------------------------------------- Frontière

def referee_frontiere(game: dict) -> Verdict:
    """"Chaque joueur prend 7 pions". "A tour de rôle, les joueurs jouent un de leurs pions. ... Le premier
    joueur dont tous les pions sont dans le camp adverse gagne la partie." README (our reading): both
    finishing on one shot, the shooter wins. The sheet names no first player: whoever shoots first starts."""
    players = _names(game)
    across = {p: 0 for p in players}
    shooter, winner = None, None
    for event in game.get("events", []):
        if winner:
            return illegal("PG-OVER")
        shooter = shooter or event["player"]
        if event["player"] != shooter:
            return illegal("PG-TURN")
        for name, count in (event.get("across") or {}).items():
            if name not in across or not 0 <= count <= 7:
                return illegal("FT-COUNT")
            across[name] = count
        done = [p for p in players if across[p] == 7]
        if done:
            winner = shooter if shooter in done else done[0]
        shooter = players[1 - players.index(shooter)]
    return legal(winner is not None, across, [winner] if winner else None)


# ---------------------------------------------------------------- Hockey

SHOT_FAULTS = {"missed-puck", "opponent-first", "same-piece"}


def referee_hockey(game: dict) -> Verdict:
    """"Engagement (au début de la partie ou après un but) ... le joueur qui a son pion d'engagement le plus
    proche du palet joue en premier." "Le joueur qui a la possession du palet est appelé l'Attaquant".
    "L'attaquant percute le palet avec un de ses pions." Faults: "Si un pion touche un pion adverse lors de son
    remplacement, Si un pion rate le palet lors d'un tir, Si un pion touche un pion adverse avant de toucher le
    palet lors d'un tir, Si l'Attaquant touche le palet avec le même pion que le coup précédent. Il y a faute.
    Le joueur non fautif tire un coup franc ... Il peut tirer directement au but". "Si le palet sort du
    plateau ... c'est le joueur qui n'a pas sorti le palet qui devient Attaquant." "Blocage ... il est donné au
    goal le plus proche." "Le Goal ... ne peut pas marquer de but (si cela arrive, le palet est donné au Goal
    adverse)." "Lorsque le palet franchit totalement la ligne de but d'un des joueurs, le joueur adverse marque
    un point. ... effectuent un nouvel engagement." "Le premier joueur qui marque 10 buts gagne le match."
    Only the Attacker shoots, so only the Attacker commits a shot fault."""
    players = _names(game)
    goals = {p: 0 for p in players}
    attacker = None  # None: a face-off is due
    free_shot_for = None
    for event in game.get("events", []):
        if max(goals.values()) >= 10:
            return illegal("PG-OVER")
        kind = event["type"]
        if kind == "faceoff":
            if attacker is not None:
                return illegal("HK-FACEOFF")  # only "au début de la partie ou après un but"
            attacker, free_shot_for = event["winner"], None
            continue
        if attacker is None:
            return illegal("HK-FACEOFF")
        me = event.get("player")
        other = players[1 - players.index(me)]
        if kind == "fault":
            if event["kind"] in SHOT_FAULTS and me != attacker:
                return illegal("HK-NOT-ATTACKER")
            attacker, free_shot_for = other, other
            continue
        if kind == "goal":
            if event.get("free_shot") and free_shot_for != me:
                return illegal("HK-FREE-SHOT")
            if event.get("goalie"):
                attacker, free_shot_for = other, None  # no goal: the puck goes to the opposing Goal
                continue
            goals[me] += 1
            attacker, free_shot_for = None, None
            continue
        free_shot_for = None
        attacker = other if kind == "out" else me
    return legal(max(goals.values()) >= 10, goals)
