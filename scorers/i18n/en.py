"""English user text. Keys are stable; `[n:one|many]` picks a plural form for the parameter n."""

MESSAGES: dict[str, str] = {
    "list.and": "and",
    # games and variants
    "game.hundsgemein": "Hundsgemein",
    "game.loopit": "Loopit",
    "game.froscheln": "Fröscheln",
    "game.numeri": "Numeri",
    "game.posters": "Défense d'afficher",
    "game.paleo": "Paleo",
    "variant.hundsgemein.standard": "standard",
    "variant.hundsgemein.standard.about": "Most fleas along a street takes its dog; a tie discards it.",
    "variant.hundsgemein.expert": "expert",
    "variant.hundsgemein.expert.about": (
        "Longest run on each side of a street, added up, takes its dog; ties go to most fleas."),
    # ranking
    "rank.player_value": "{player} {value}",
    "rank.tied": "{players} are level on {criterion} ({value}).",
    "rank.decided": "{criterion} separates them: {order}.",
    "rank.still_tied": "{players} are still level on {criterion} ({value}).",
    "rank.shared": "{players} share the place.",
    "criterion.hg.value": "dog points",
    "criterion.hg.dogs": "number of dog tiles",
    # Hundsgemein pieces
    "breed.zorro": "Zorro",
    "breed.daisy": "Daisy",
    "breed.fifi": "Fifi",
    "breed.rex": "Rex",
    "hg.dog": "{breed} ({value})",
    "hg.block": "row {row}, column {column}",
    "hg.tile": "{player}'s type-{flea} flea",
    "hg.tile_at": "{tile} at {at}",
    # Hundsgemein violations
    "hg.v.dog_missing": "No dog on {streets}: every street carries exactly one dog.",
    "hg.v.dog_breed_count": (
        "{breed} is on {count} [count:street|streets] ({streets}); each breed is there exactly {expected} times."),
    "hg.v.supply_exceeded": (
        "{player} has {count} type-{flea} fleas on the board, but with {players} players each has only "
        "{allowed} of each type."),
    "hg.v.tile_on_centre": (
        "{tile} lies on the centre block (the crossed bones), where no tile may go; unchallenged, it stays "
        "and scores."),
    "hg.v.same_type_neighbours": (
        "Two type-{flea} fleas touch: {first} at {first_at} and {second} at {second_at}. No flea may go next "
        "to one of its type; unchallenged, both stay and score."),
    "hg.v.street_over_capacity": "{street} has {count} tiles entered but only {capacity} blocks along it.",
    "hg.v.street_needs_centre": (
        "{street} has {count} tiles entered but only {capacity} playable blocks along it: one must lie on "
        "the centre block, where no tile may go (it stays and scores if unchallenged)."),
    "hg.v.runs_need_centre": (
        "{street}, {player}: runs of {north} and {south} pass over the centre block, where no tile may go "
        "(it stays and scores if unchallenged)."),
    "hg.v.runs_impossible": (
        "{street}, {player}: runs of {north} and {south} cannot come from {tiles} [tiles:tile|tiles] "
        "along this street."),
    "hg.v.counts_exceed_supply": (
        "{player}'s counts along the {direction} streets add up to {count}, more than their tiles could give "
        "({limit})."),
    "hg.v.no_board": "This game was entered as street counts; a placement needs a board.",
    "hg.v.off_board": "{at} is not on the board (rows and columns 1 to 7).",
    "hg.v.type_exhausted": "{player} has no type-{flea} flea left: all of them are on the board.",
    "hg.v.centre": "No tile may go on the centre block (the crossed bones).",
    "hg.v.block_occupied": "{at} is taken by {tile}.",
    "hg.v.same_type_neighbour": "{tile} may not go at {at}: it would touch {others}.",
    # Hundsgemein end of game
    "hg.end.unknown": "Street counts say nothing about the board: cannot tell whether the game is over.",
    "hg.end.over": "The game is over: none of the {left} [left:tile|tiles] left can be placed anywhere.",
    "hg.end.not_over": "The game is not over: {tile} can still go at {at}.",
    # Hundsgemein streets
    "hg.tally.tiles": "{player} {tiles}",
    "hg.tally.runs": "{player} {north}+{south}={total}",
    "hg.value.tiles": "{tiles} [tiles:flea|fleas]",
    "hg.value.runs": "runs {north}+{south}={total}",
    "hg.street.empty": "No flea along this street: the dog is discarded.",
    "hg.street.takes": "{player} takes the dog with {value}.",
    "hg.street.takes_over": "{player} takes the dog with {value}, against {others}.",
    "hg.street.behind": "Behind them: {others}.",
    "hg.street.tie_discarded": "{players} tie for most with {value}: the dog is discarded.",
    "hg.street.runs_tied": "{players} tie with {value}.",
    "hg.street.tiles_decide": "Most fleas along the street breaks the tie: {order}; {player} takes the dog.",
    "hg.street.tiles_tied_discarded": (
        "{players} also tie on fleas along the street ({tiles} each): the dog is discarded."),
    "hg.note.illegal_stood": (
        "{count} illegal [count:placement|placements] stood unchallenged and [count:was|were] scored "
        "(HG-STAYS)."),
    # command line and PDF
    "out.title": "{game}, {variant} scoring",
    "out.players": "Players: {players}",
    "out.player": "{name} ({letter}, {colour})",
    "out.date": "Date",
    "out.no_violation": "No rule broken.",
    "out.summary": "{errors} [errors:error|errors], {warnings} [warnings:warning|warnings].",
    "out.severity.error": "ERROR",
    "out.severity.warning": "WARNING",
    "out.legality": "Legality: {summary}",
    "out.end": "End of game: {text}",
    "out.move": "Proposed move {notation}: {verdict}",
    "out.move.legal": "{tile} at {at}: legal.",
    "out.move.illegal": "{tile} at {at}: illegal.",
    "out.col.street": "Street",
    "out.col.dog": "Dog",
    "out.col.winner": "Taker",
    "out.col.points": "Points",
    "out.col.why": "Why",
    "out.col.rank": "Rank",
    "out.col.player": "Player",
    "out.col.dogs": "Dogs",
    "out.discarded": "discarded",
    "out.streets": "Streets",
    "out.totals": "Totals:",
    "out.total_line": "{player}: {points} [points:point|points]",
    "extra.dog_tiles": "{count} [count:dog|dogs]",
    "colour.yellow": "yellow",
    "colour.blue": "blue",
    "colour.red": "red",
    "colour.green": "green",
    "colour.black": "black",
    "colour.white": "white",
    "colour.orange": "orange",
    "colour.purple": "purple",
    "out.ranking": "Ranking:",
    "out.winner": "Winner: {players}",
    "out.winners": "Shared win: {players}",
    "out.tie_break": "Tie-break: {text}",
    "out.notes": "Notes:",
    "out.by_counts": "Entered as street counts (no board).",
    "out.board": "Board",
    "out.sheet": "Score sheet",
    "out.printed": "Printed {date} by Table Referee",
    "out.page": "Page {page}",
    "out.legend": "Each tile shows its owner's colour and its flea type (1-4). Dogs sit on their streets.",
    "out.coming": "coming",
}
