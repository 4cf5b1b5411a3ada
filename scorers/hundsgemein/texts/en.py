"""English text of Hundsgemein (keys `hg.*`, its dogs, variants and totals, and the words of its screens
and sheet that only this game says)."""

MESSAGES: dict[str, str] = {
    # the game, its variants and its tie-break criteria
    "game.hundsgemein": "Hundsgemein",
    "variant.hundsgemein.standard": "standard",
    "variant.hundsgemein.standard.about": "Most fleas along a street takes its dog; a tie discards it.",
    "variant.hundsgemein.expert": "expert",
    "variant.hundsgemein.expert.about": (
        "The longest run on each side of a street, added up, takes its dog; a tie goes to most fleas along "
        "the street, else the dog is discarded."),
    "criterion.hg.value": "dog points",
    "criterion.hg.dogs": "number of dog tiles",
    # Hundsgemein pieces
    "breed.zorro": "Zorro",
    "breed.daisy": "Daisy",
    "breed.fifi": "Fifi",
    "breed.rex": "Rex",
    # Hundsgemein changes (undo/redo)
    "hg.change.dog": "{breed} on {street}",
    "hg.change.no_dog": "dog taken off {street}",
    "hg.change.variant": "{variant} scoring",
    "hg.change.entry.board": "entry on the board",
    "hg.change.entry.counts": "entry by street counts",
    "hg.change.entry.colours": "entry by the board's colours",
    "hg.change.paint": "[count:a tile|{count} tiles] of {player} painted",
    "hg.change.recolour": "tile at row {row}, column {column} given to {player}",
    "hg.change.place": "{player}'s type-{flea} flea at row {row}, column {column}",
    "hg.change.remove": "tile taken off row {row}, column {column}",
    "hg.change.keep": "[count:an illegal tile|{count} illegal tiles] let stand",
    "hg.change.finished": "game marked finished",
    "hg.change.reopened": "game reopened",
    "hg.change.count": "{player} on {street}: {count}",
    "hg.dog": "{breed} ({value})",
    "hg.block": "row {row}, column {column}",
    "hg.tile": "{player}'s type-{flea} flea",
    "hg.tile_at": "{tile} at {at}",
    "hg.tile_colour": "{player}'s tile (colour side, type not known)",
    # Hundsgemein violations
    "hg.v.dog_missing": "No dog on {streets}: every street carries exactly one dog.",
    "hg.v.dog_breed_count": (
        "{breed} is on {count} [count:street|streets] ({streets}); each breed is there exactly {expected} times."),
    "hg.v.breed_complete": "{breed} is already on {streets}: each breed is there exactly {expected} times.",
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
    "hg.v.runs_impossible": (
        "{street}, {player}: runs of {north} and {south} cannot come from {tiles} [tiles:tile|tiles] "
        "along this street."),
    "hg.lines.H": "rows",
    "hg.lines.V": "columns",
    "hg.v.runs_disagree": (
        "{player}: the two streets beside {line_name} give different longest runs there ({one} and {other}); "
        "a line has one longest run."),
    "hg.v.counts_impossible": (
        "{player}'s counts along the streets between the {lines} ({counts}) cannot come from any board: each "
        "tile lies along the two streets beside its line, and a line holds 7 blocks."),
    "hg.v.counts_overfull": (
        "Together, the counts along the streets between the {lines} need more than 7 tiles on some line: "
        "no board gives them."),
    "hg.v.counts_need_centre": (
        "The counts along the streets between the {lines} need a tile on the centre block, where no tile may "
        "go (unchallenged, it stays and scores)."),
    "hg.v.counts_over_supply": "{street}: {player} has {count} tiles along it, but only {supply} in all.",
    "hg.v.no_board": "This game was entered as street counts; a placement needs a board.",
    "hg.v.off_board": "{at} is not on the board (rows and columns 1 to 7).",
    "hg.v.type_exhausted": "{player} has no type-{flea} flea left: all of them are on the board.",
    "hg.v.centre": "No tile may go on the centre block (the crossed bones).",
    "hg.v.block_occupied": "{at} is taken by {tile}.",
    "hg.v.same_type_neighbour": "{tile} may not go at {at}: it would touch {others}.",
    "hg.v.tiles_over_supply": (
        "{player} has {count} tiles on the board, but with {players} players each has only {supply}."),
    "hg.v.tiles_exhausted": "{player} has no tile left: all {supply} are on the board.",
    "hg.v.not_a_player": "Seat {seat} is no player's colour: this game has {players} players.",
    "hg.v.types_unknown": (
        "[count:One tile shows only its|{count} tiles show only their] colour side (type not known): "
        "a final board, scored from the colours; not checked for lack of types: {skipped}."),
    # Hundsgemein end of game
    "hg.end.unknown": "Street counts say nothing about the board: cannot tell whether the game is over.",
    "hg.end.over": "The game is over: none of the {left} tiles left can be placed anywhere.",
    "hg.end.over_one": "The game is over: the last tile left cannot be placed anywhere.",
    "hg.end.all_placed": "The game is over: every tile is on the board.",
    "hg.end.not_over": "The game is not over: {tile} can still go at {at}.",
    "hg.end.colours": "The game is over: the tiles are turned to their colour side (HG-COLOURS).",
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
    "hg.street.runs_tied": "{tied} tie on runs added up ({total}).",
    "hg.street.tiles_decide": "Most fleas along the street breaks the tie: {order}; {player} takes the dog.",
    "hg.street.tiles_tied_discarded": (
        "{players} also tie on fleas along the street ({tiles} each): the dog is discarded."),
    "hg.note.illegal_stood": (
        "{count} rule [count:problem|problems] on the board stood unchallenged; the tiles involved were scored "
        "(HG-STAYS)."),
    # the sheet (command line and PDF) and its extra total
    "out.discarded": "discarded",
    "out.streets": "Streets",
    "extra.dog_tiles": "{count} [count:dog|dogs]",
    "out.by_counts": "Entered as street counts (no board).",
    "out.board": "Board",
    "out.legend": "Each tile shows its owner's colour and its flea type (1-4). Dogs sit on their streets.",
    # the screens: tabs, dogs, board, colours, street counts
    "ui.tab.dogs": "Dogs",
    "ui.tab.board": "Board",
    "ui.tab.counts": "Counts",
    "ui.tab.score": "Score",
    "ui.dogs_help": "Tap a street on the board, then its dog; the next street without a dog is chosen for you.",
    "ui.dogs_left": "Still to place: {left}",
    "ui.dogs_done": "All 12 dogs are on their streets.",
    "ui.pick_dog": "Dog on street {street}",
    "ui.no_dog": "No dog",
    "ui.board_help": "Tap a block to lay the selected flea; tap a tile to remove it.",
    "ui.tile_title": "{tile} at {at}",
    "ui.remove_tile": "Remove (challenge)",
    "ui.keep_tile": "Keep (it stands)",
    "ui.kept": "kept",
    "ui.problems": "Rule problems",
    "ui.no_problem": "No rule broken.",
    "ui.left": "{n} left",
    "ui.can_play": "Can anyone still play?",
    "ui.entry.board": "Board",
    "ui.entry.counts": "Street counts",
    "ui.entry.colours": "Colours",
    "ui.entry.counts_short": "Street counts",
    "ui.colours_help": (
        "Pick a colour once, then tap a block to paint it (tap it again to clear it) or drag across a run of "
        "blocks; the type is optional."),
    "ui.next_seat": "Next tile: {player}",
    "ui.fix_owner": "Last tile was:",
    "ui.flea_unknown": "type?",
    "ui.counts_help": "For each street, the tiles each player has along it (both sides).",
    "ui.counts_help_expert": "For each street: each player's tiles, and the longest run on each side.",
    "ui.tiles": "tiles",
    "ui.run_nw": "run N/W",
    "ui.run_se": "run S/E",
    "ui.other_result": "With {variant} scoring: {result}",
    "ui.tiles_on_board": "{n} [n:tile|tiles] on the board",
    "ui.counts_differ_title": "Replace the typed counts?",
    "ui.counts_differ": (
        "Street counts were typed before and they differ from the tiles on the board. Take the board's counts "
        "(the score stays the board's), or keep the typed counts?"),
    "ui.counts_replace": "Take the board's counts",
    "ui.counts_keep": "Keep the typed counts",
    # lines, the command line's moves and the typed board's cells
    "hg.line.H": "row {n}",
    "hg.line.V": "column {n}",
    "hg.cli.bad_move": "--move {move}: write it as player letter, flea type, '@', row, column: a3@2,5",
    "hg.cli.bad_flea": "--move {move}: flea types are 1 to {last}",
    "hg.in.not_a_cell": ("{token} is not a cell (use '..', '##' or a player letter and a type 1-4, like 'a3', "
                         "or '{unknown}' for a type not known, like 'a{unknown}')"),
    "hg.in.no_such_player": "{token} names player {letter} but there are only {n} players",
    "hg.in.row_cells": "a row has {size} cells separated by spaces, this one has {n}",
    "hg.in.centre_mark": "'##' marks the centre block (row 4, column 4) only",
    # the screens' own refusals, and the street counts' fields
    "hg.ui.runs_needed": "Expert scoring needs the two runs of each count: type them ({where}).",
    "hg.ui.nothing_to_fix": "That tile is already this player's.",
    "hg.ui.no_last_tile": "No tile was just laid: tap a tile on the board to take it off.",
    "hg.ui.count_not_number": "{street}, {player}: “{text}” is not a count; type a whole number, 0 or more.",
    "hg.ui.run_too_long": (
        "{street}, {player}: a run of {text} cannot be: a side has at most {most} [most:block|blocks]."),
    "ui.counts_type_help": "Type each count; Enter goes to the next field.",
    "ui.counts_steppers": "± buttons",
    "ui.counts_fields": "Number pad",
    "ui.run_nw_short": "N/W",
    "ui.run_se_short": "S/E",
}
