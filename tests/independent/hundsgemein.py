"""An independent Hundsgemein referee, from the sheet (`shared/seeds/000_*.txt`) and RULINGS alone.

The sheet, and what is taken from it:

- "Le quartier est composé de 6 rues horizontales et de six rues verticales, formant 48 pâtés de maison":
  7 x 7 blocks, the centre one is the crossed bones (RULINGS: row 4, column 4). Street Hk runs between
  rows k and k+1, Vk between columns k and k+1; "combien de tuiles de leur couleur se trouvent le long de
  cette rue (de chaque côté)": the 7 blocks on each side.
- "2 joueurs : toutes les 24 tuiles ; 3 joueurs : 16 tuiles (4 de chaque type) ; 4 joueurs : 12 tuiles
  (3 de chaque type)": the supply (RULINGS: 6, 4 or 3 of each of the 4 types).
- "Les 12 chiens sont placés de telle sorte qu'il y ait un chien dans chaque rue"; "Chacun des quatre
  chiens est représenté trois fois": one dog a street, 3 of each breed; values Zorro 2, Daisy 3, Fifi 4,
  Rex 5 (RULINGS: the sheet's own examples).
- "aucune tuile puce ne peut être placée sur la case marquée des os croisés au centre" and "pas être placée
  à côté (y compris en diagonale) d'une autre tuile puce du même type"; "si aucun autre joueur ne remarque
  qu'une tuile puce a été placée de manière incorrecte, cette tuile demeure jusqu'à la fin du jeu et compte":
  such a tile is a warning (HG-CENTRE, HG-ADJ), the state is legal and it scores. More tiles than the
  supply, or a wrong dog set, cannot exist: illegal.
- "Quand plus aucune tuile ne peut être légalement placée, le jeu est terminé": over when no tile left in
  any supply (supply minus the board) fits a free block (RULINGS: discards are not in the file).
- "Toutes les tuiles puces sont maintenant retournées côté dos, révélant les couleurs des joueurs"
  (RULINGS, turn 3): a board of colours only (`a?`) is a complete final state: over, and scored; the
  type checks cannot be made for such tiles.
- Standard: "Celui qui a le plus grand nombre de tuiles dans cette rue récupère la tuile chien. En cas
  d'égalité, la tuile de chien est défaussée."
- Expert: "les plus longues séries ininterrompues ... de chaque côté de la rue ... ajoute ces deux valeurs
  ... En cas d'égalité, le joueur avec le plus grand nombre total de tuiles puce le long de la rue ... Si
  l'égalité persiste, la tuile chien est défaussée." The centre block breaks a run (RULINGS).
- "Le joueur avec le total le plus élevé est le gagnant. En cas d'égalité, le joueur qui a récolté le plus
  grand nombre de tuiles est le gagnant." Still tied: shared (RULINGS).
- Street counts (the format's quick entry) are a final tally: over; scored like the board they count. For
  expert the format asks for the two runs with each count: a count alone is refused.
"""

from __future__ import annotations

from .common import Verdict, illegal

SIZE = 7
CENTRE = (3, 3)
TYPES = "1234"
DOG_VALUES = {"zorro": 2, "daisy": 3, "fifi": 4, "rex": 5}
DOGS_PER_BREED = 3
STREETS = [f"H{k}" for k in range(1, 7)] + [f"V{k}" for k in range(1, 7)]
SUPPLY_PER_TYPE = {2: 6, 3: 4, 4: 3}
ALIASES = {"hundsgemein", "puces", "fleas"}


def player_names(game: dict) -> list[str]:
    return [p if isinstance(p, str) else p["name"] for p in game["players"]]


def street_sides(street: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The blocks on the north (west) side, then the south (east) side, in order along the street."""
    k = int(street[1])
    if street[0] == "H":
        return [(k - 1, c) for c in range(SIZE)], [(k, c) for c in range(SIZE)]
    return [(r, k - 1) for r in range(SIZE)], [(r, k) for r in range(SIZE)]


def parse_board(rows: list[str]) -> dict[tuple[int, int], tuple[str, str]]:
    """(row, column) -> (player letter, type or '?'). Raises ValueError on a malformed board."""
    cells = {}
    if len(rows) != SIZE:
        raise ValueError("rows")
    for r, row in enumerate(rows):
        parts = row.split()
        if len(parts) != SIZE:
            raise ValueError("columns")
        for c, cell in enumerate(parts):
            if cell == "..":
                continue
            if cell == "##":
                if (r, c) != CENTRE:
                    raise ValueError("## off centre")
                continue
            if len(cell) != 2 or not cell[0].isalpha() or cell[1] not in TYPES + "?":
                raise ValueError(f"cell {cell}")
            cells[(r, c)] = (cell[0].lower(), cell[1])
    return cells


def neighbours(r: int, c: int):
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
                yield r + dr, c + dc


def longest_run(side, owner_of, letter) -> int:
    best = run = 0
    for block in side:
        if block != CENTRE and owner_of.get(block) == letter:
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


def street_winner(variant: str, counts: dict[str, int], runs: dict[str, int]) -> str | None:
    if variant == "expert":
        best = max(runs.values())
        tied = [p for p, v in runs.items() if v == best]
        if len(tied) > 1:
            most = max(counts[p] for p in tied)
            tied = [p for p in tied if counts[p] == most]
    else:
        best = max(counts.values())
        tied = [p for p, v in counts.items() if v == best]
    return tied[0] if len(tied) == 1 else None


def _winners(totals: dict[str, int], dog_tiles: dict[str, int]) -> list[str]:
    best = max(totals.values())
    tied = [p for p in totals if totals[p] == best]
    most = max(dog_tiles[p] for p in tied)
    return [p for p in tied if dog_tiles[p] == most]


def _over(cells, letters: list[str], per_type: int) -> bool:
    free = [(r, c) for r in range(SIZE) for c in range(SIZE) if (r, c) != CENTRE and (r, c) not in cells]
    for letter in letters:
        for kind in TYPES:
            left = per_type - sum(1 for owner, t in cells.values() if owner == letter and t == kind)
            if left <= 0:
                continue
            for r, c in free:
                if all(cells.get(n, ("", ""))[1] != kind for n in neighbours(r, c)):
                    return False
    return True


def referee(game: dict) -> Verdict:
    tags: set[str] = set()
    names = player_names(game)
    if game.get("game") not in ALIASES or not 2 <= len(names) <= 4 or len(set(names)) != len(names):
        return illegal("file", tags)
    variant = game.get("variant", "standard")
    if variant not in ("standard", "expert"):
        return illegal("file", tags)
    letters = [chr(ord("a") + i) for i in range(len(names))]
    per_type = SUPPLY_PER_TYPE[len(names)]
    dogs = game.get("dogs") or {}
    if (set(dogs) != set(STREETS) or any(d not in DOG_VALUES for d in dogs.values())
            or any(list(dogs.values()).count(d) != DOGS_PER_BREED for d in DOG_VALUES)):
        return illegal("dogs", tags)
    has_board, has_streets = game.get("board") is not None, game.get("streets") is not None
    if has_board == has_streets:
        return illegal("file", tags)
    street_counts: dict[str, dict[str, int]] = {}
    street_runs: dict[str, dict[str, int]] = {}
    warnings: set[str] = set()
    if has_board:
        try:
            cells = parse_board(game["board"])
        except ValueError:
            return illegal("file", tags)
        if any(owner not in letters for owner, _ in cells.values()):
            return illegal("file", tags)
        unknown = any(t == "?" for _, t in cells.values())
        if unknown:
            tags.add("colours-only" if all(t == "?" for _, t in cells.values()) else "types-mixed")
        for letter in letters:
            mine = [t for owner, t in cells.values() if owner == letter]
            if len(mine) > per_type * len(TYPES) or any(mine.count(k) > per_type for k in TYPES):
                return illegal("supply", tags)
        if CENTRE in cells:
            warnings.add("HG-CENTRE")
            tags.add("centre-tile")
        for (r, c), (_, kind) in cells.items():
            if kind != "?" and any(cells.get(n, ("", ""))[1] == kind for n in neighbours(r, c)):
                warnings.add("HG-ADJ")
                tags.add("adjacent-same-type")
        owner_of = {block: owner for block, (owner, _) in cells.items()}
        for street in STREETS:
            north, south = street_sides(street)
            street_counts[street] = {n: sum(1 for b in north + south if owner_of.get(b) == letter)
                                     for n, letter in zip(names, letters)}
            street_runs[street] = {n: longest_run(north, owner_of, letter) + longest_run(south, owner_of, letter)
                                   for n, letter in zip(names, letters)}
        finished = True if unknown else _over(cells, letters, per_type)
    else:
        tags.add("street-counts")
        streets = game["streets"]
        if any(s not in STREETS for s in streets):
            return illegal("file", tags)
        for street in STREETS:
            entry = streets.get(street, {})
            if any(p not in names for p in entry):
                return illegal("file", tags)
            counts, runs = {}, {}
            for n in names:
                value = entry.get(n, 0)
                if isinstance(value, dict):
                    count, pair = value["tiles"], value.get("runs")
                else:
                    count, pair = value, None
                if variant == "expert" and n in entry and pair is None:
                    return illegal("counts", tags | {"expert-counts-without-runs"})  # the format asks for runs
                if pair is not None and (sum(pair) > count or max(pair) > SIZE):
                    return illegal("counts", tags)
                if count > per_type * len(TYPES):
                    return illegal("counts", tags)
                counts[n] = count
                runs[n] = sum(pair) if pair is not None else None
            if sum(counts.values()) > 2 * SIZE:
                return illegal("counts", tags)
            street_counts[street] = counts
            street_runs[street] = {n: 0 if v is None else v for n, v in runs.items()}
        finished = True
    totals = {n: 0 for n in names}
    dog_tiles = {n: 0 for n in names}
    street_winners = []
    for street in STREETS:
        winner = street_winner(variant, street_counts[street], street_runs[street])
        street_winners.append((street, winner))
        runs = street_runs[street]
        if variant == "expert" and list(runs.values()).count(max(runs.values())) > 1 and max(runs.values()):
            tags.add("expert-run-tie-" + ("broken-by-tiles" if winner else "discarded"))
        if variant == "expert" and winner is not None and max(runs.values()) == 0:
            tags.add("expert-no-run-won-by-tiles")  # only a tile on the centre (no run) along the street
        if winner is not None:
            totals[winner] += DOG_VALUES[dogs[street]]
            dog_tiles[winner] += 1
    tags.add(variant)
    tags.add(f"{len(names)}p")
    winners = _winners(totals, dog_tiles)
    if len(winners) > 1:
        tags.add("shared-win")
    elif sum(1 for p in totals if totals[p] == max(totals.values())) > 1:
        tags.add("tie-broken-by-dog-tiles")
    return Verdict(True, None, finished, frozenset(winners), tuple(sorted(totals.items())), frozenset(tags),
                   streets=tuple(street_winners), warnings=frozenset(warnings) if has_board else None)
