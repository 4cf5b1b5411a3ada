"""Loopit, refereed from the sheet (seeds/001_*.txt) and shared/RULINGS.md alone.

Sheet sentences implemented here:
- "Toute nouvelle tuile jouée doit être connectée à, au moins, une tuile déjà présente sur le plateau et le
  chemin formé doit être continu entre les deux tuiles." -> `connect`
- "Il est interdit de couper un chemin." -> `cut` (a line meeting a line-less edge, either way)
- "Il est interdit de couper un chemin avec le bord du plateau." -> `edge`
- "Les tuiles doivent être jouées dans le sens de lecture du plateau." -> tiles are never rotated.
- "A son tour, un joueur peut essayer de placer jusqu'à 3 tuiles." -> `three`
- "S'il n'arrive à en poser aucune, il peut choisir de se défausser de ses 5 tuiles pour en piocher 5
  nouvelles. Son tour est alors fini et il ne marque pas de point." -> a swap lays nothing (`swap`).
- "Si la 'tuile de départ' est un 'cul-de-sac' défaussez-vous de celle-ci" -> `start`
- "la partie se déroule ensuite dans le sens des aiguilles d'une montre" -> `order`
- Points: "En fonction de la valeur indiquée sur les tuiles nouvellement posées. En fonction des chemins
  connectés. En fonction du bonus multiplicateur", with the worked example "4 points pour la tuile posée
  (2 points X le bonus multiplicateur de la case) + 3 points pour le chemin connecté, pas de points pour la
  tuile 5 car pas de chemin connecté" -> value x multiplier + the values of the linked neighbours.
- "La partie se termine quand toutes les tuiles ont été posées ou quand plus aucun coup n'est possible."
  -> `end`; nothing is played after it.
- "Le joueur ayant le score le plus élevé remporte la partie." and RULINGS "A game that is not over ... has
  leaders, not a winner".
- Variant: "Pour 4 joueurs : ... 7. Pour 3 joueurs : Piochez 2 tuiles et retirez-les du jeu ... 9. Pour 2
  joueurs : Piochez 4 tuiles et retirez-les du jeu ... 13." -> `fixed`
- RULINGS: a tile laid earlier in the same turn counts as a neighbour; multipliers x2 to x6; 81 tiles.

"No move is possible" is judged from the board (the hands are not in the file): a move exists while some
free square has a line of a neighbour pointing into it, since a tile with exactly the lines its
neighbours ask for would fit there.
"""

from __future__ import annotations

from .common import Verdict, illegal, legal

TILES = 81
FIXED_TURNS = {4: 7, 3: 9, 2: 13}
REMOVED_IN_FIXED = {4: 0, 3: 2, 2: 4}
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
DEFAULT_SIZE = 11  # only used for light mode, which has no board


def parse_tile(text: str) -> tuple[frozenset[str], int]:
    return frozenset(text[:-1]), int(text[-1])


def parse_square(text: str) -> tuple[int, int]:
    return int(text[1:]) - 1, ord(text[0]) - ord("a")


def board_multipliers(game: dict) -> list[list[int]]:
    rows = game["board"]["rows"]
    return [[1 if cell == "." else int(cell) for cell in row.split()] for row in rows]


def name_of(player) -> str:
    return player if isinstance(player, str) else player["name"]


class Board:
    def __init__(self, multipliers: list[list[int]]):
        self.mult = multipliers
        self.size = len(multipliers)
        self.tiles: dict[tuple[int, int], tuple[frozenset[str], int]] = {}

    def on_board(self, square) -> bool:
        return 0 <= square[0] < self.size and 0 <= square[1] < self.size

    def neighbour(self, square, side):
        return square[0] + STEP[side][0], square[1] + STEP[side][1]

    def placement_error(self, square, tile) -> str | None:
        lines, _ = tile
        if not self.on_board(square):
            return "LP-BOARD"
        if square in self.tiles:
            return "LP-FREE"
        connected = False
        for side in STEP:
            other = self.neighbour(square, side)
            if not self.on_board(other):
                if side in lines:
                    return "LP-EDGE"
                continue
            if other not in self.tiles:
                continue
            theirs = OPPOSITE[side] in self.tiles[other][0]
            if (side in lines) != theirs:
                return "LP-CUT"
            connected = connected or theirs
        return None if connected else "LP-CONNECT"

    def points(self, square, tile) -> int:
        lines, value = tile
        linked = sum(self.tiles[self.neighbour(square, side)][1] for side in lines
                     if self.neighbour(square, side) in self.tiles)
        return value * self.mult[square[0]][square[1]] + linked

    def move_possible(self) -> bool:
        for square, (lines, _) in self.tiles.items():
            for side in lines:
                other = self.neighbour(square, side)
                if self.on_board(other) and other not in self.tiles:
                    return True
        return False


def referee(game: dict) -> Verdict:
    players = [name_of(p) for p in game["players"]]
    count = len(players)
    fixed = game.get("variant", "standard") == "fixed-turns"
    light = game.get("mode", "board") == "light"
    tags = set()
    available = TILES - 1 - game.get("discarded", 0) - (REMOVED_IN_FIXED[count] if fixed else 0)
    board = None
    if not light:
        if game.get("board"):
            board = Board(board_multipliers(game))
            if any(6 in row for row in board.mult):
                tags.add("x6")
        else:
            return illegal("reference-needs-a-board")
        start = parse_tile(game["start"])
        if len(start[0]) == 1:
            return illegal("LP-START")
        centre = (board.size // 2, board.size // 2)
        board.tiles[centre] = start
    totals = {name: 0 for name in players}
    laid = 0
    over = available <= 0  # every tile is out of the game before the first turn
    for index, turn in enumerate(game.get("turns", [])):
        seat = players[index % count]
        if over:
            tags.add("turn-after-end" + ("-blocked" if board and not board.move_possible() else ""))
            return illegal("LP-END", tags)
        if turn.get("player") is not None and turn["player"] != seat:
            return illegal("LP-ORDER", tags)
        tiles = turn.get("tiles", [])
        if turn.get("swap") and tiles:
            return illegal("LP-SWAP", tags)
        if len(tiles) > 3:
            return illegal("LP-THREE", tags)
        if laid + len(tiles) > available:
            return illegal("LP-END", tags | {"too-many-tiles"})
        for entry in tiles:
            if light:
                if entry.get("multiplier") == 6:
                    tags.add("x6")
                totals[seat] += entry["value"] * entry.get("multiplier", 1) + sum(entry.get("links", []))
                continue
            square, tile = parse_square(entry["at"]), parse_tile(entry["tile"])
            problem = board.placement_error(square, tile)
            if problem:
                return illegal(problem, tags)
            totals[seat] += board.points(square, tile)
            board.tiles[square] = tile
        laid += len(tiles)
        over = (laid == available or (board is not None and not board.move_possible())
                or (fixed and index + 1 == FIXED_TURNS[count] * count))
    if game.get("blocked"):
        over = True
    return legal(over, totals, tags=tags)
