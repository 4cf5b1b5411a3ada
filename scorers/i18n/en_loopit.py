"""English text of Loopit (keys `lp.*`, Loopit's variants and totals)."""

MESSAGES: dict[str, str] = {
    "variant.loopit.standard": "whole game",
    "variant.loopit.standard.about": "Play until every tile is laid or nobody can lay one.",
    "variant.loopit.fixed-turns": "fixed turns",
    "variant.loopit.fixed-turns.about": (
        "A number of turns agreed in advance: 7 at 4 players; 9 at 3 with 2 tiles removed; 13 at 2 with 4 "
        "removed. The game still ends early if the tiles run out."),
    "criterion.lp.points": "points",
    "extra.tiles_laid": "{count} [count:tile|tiles] laid",
    "lp.side.N": "north",
    "lp.side.E": "east",
    "lp.side.S": "south",
    "lp.side.W": "west",
    "lp.tile": "the {value} with [sides:a line|lines] {sides}",
    "lp.move": "{tile} on {square}",
    "lp.v.off_board": "Square {square} is not on the board: a tile goes on a square of the board.",
    "lp.v.square_taken": "Square {square} already holds {tile}: a tile goes on a free square.",
    "lp.v.line_into_edge": (
        "The tile on {square} has a line ending at its {side} edge, against the board's edge: a path may not "
        "be cut by the edge of the board."),
    "lp.v.cut_mine": (
        "The tile on {square} has a line at its {side} edge, but the {value} on {other} has none there: a "
        "path may not be cut."),
    "lp.v.cut_theirs": (
        "The {value} on {other} has a line towards {square}, but the tile laid there has none at its {side} "
        "edge: a path may not be cut."),
    "lp.v.not_connected": (
        "The tile on {square} links to no tile: each new tile must continue a path of a tile already on the "
        "board."),
    "lp.v.light_not_connected": (
        "Turn {turn}, tile {n}: no linked neighbour typed; each new tile must continue a path of a tile "
        "already on the board."),
    "lp.v.no_start": "Tiles are laid but there is no start tile on the centre square.",
    "lp.v.dead_end_start": (
        "The start tile, {tile}, is a dead end: discard it and draw another one for the centre square."),
    "lp.v.out_of_turn": "Turn {turn} is {expected}'s, not {named}'s: players take turns in seat order.",
    "lp.v.too_many": "Turn {turn} lays {count} tiles: a player lays at most {most} tiles a turn.",
    "lp.v.swap_with_tiles": "Turn {turn} lays tiles and swaps the rack: only a player who lays no tile may swap.",
    "lp.v.fixed_over": "Turn {turn} comes after the {turns} turns each that this variant plays.",
    "lp.v.tiles_out": "Turn {turn} comes after the last of the {available} tiles was laid: the game was over.",
    "lp.v.more_than_box": "{count} tiles are on the board, but only {available} can be laid in this game.",
    "lp.end.tiles_out": "The game is over: all {available} tiles are laid.",
    "lp.end.turns_played": "The game is over: every player has played their {turns} turns.",
    "lp.end.blocked": "The game is over: the table found that nobody can lay a tile.",
    "lp.end.no_open_end": "The game is over: no line leads into a free square, so no tile can be laid.",
    "lp.end.going": "{going}.",
    "lp.end.going_example": "{going}; {example}.",
    "lp.end.example": "for example, a tile with [sides:a line|lines] {sides} may go on {square}",
    "lp.end.going_fixed": (
        "The game is not over: {player} plays next ({played} of {total} turns played), {left} "
        "[left:tile is|tiles are] still out"),
    "lp.end.going_free": "The game is not over: {player} plays next, {left} [left:tile is|tiles are] still out",
    "lp.note.over": "{reason}",
    "lp.what.board": "{value} on {square}",
    "lp.what.light": "tile {value}",
    "lp.x.tile": "{what}: {value} × {multiplier} = {base}, plus {links} for the linked [n:tile|tiles]: {points}.",
    "lp.x.tile_alone": "{what}: {value} × {multiplier} = {points}, no linked tile.",
    "lp.x.not_linked": "The {values} next to it [n:is|are] not linked: no points for [n:it|them].",
    "lp.x.turn_total": "Turn: {parts} = {points}.",
    "lp.x.swap": "No tile laid: {player} swapped their {rack} tiles and scores 0.",
    "lp.x.pass": "No tile laid, no swap: {player} keeps their tiles and scores 0.",
    "lp.subject.swap": "swap",
    "lp.subject.pass": "no tile",
    "lp.subject.tiles": "{tiles}",
    "lp.col.turn": "Turn",
    "lp.col.tiles": "Tiles",
    "lp.col.tiles_laid": "Tiles",
    "lp.head.light": "Entered in light mode: values, multipliers and links, without the board.",
    "lp.head.example_board": (
        "Board: reconstructed from published descriptions, {size} × {size}; check against your board."),
    "lp.head.board": "Board: {name}, {size} × {size}.",
    "lp.head.fixed": "Fixed turns: {turns} each at {players} players, {removed} tiles taken out at set-up.",
    "lp.pdf.board": "The board at the end",
    "lp.pdf.pad": "Score pad",
    "lp.pdf.turns": "Turn by turn",
    "lp.pdf.round": "Round",
    "lp.pdf.total": "Total",
    "lp.pdf.legend": (
        "Each tile is drawn in the colour of the player who laid it (the start tile in sand), with its lines "
        "and its value; ×2, ×3: multiplier squares. Columns a, b, c… from the left, rows 1, 2, 3… from the "
        "top."),
    "lp.ui.side.N": "N",
    "lp.ui.side.E": "E",
    "lp.ui.side.S": "S",
    "lp.ui.side.W": "W",
    "lp.ui.lines": "Line ends of the tile in hand",
    "lp.ui.value": "Value",
    "lp.ui.multiplier": "Multiplier of its square",
    "lp.ui.links_help": "Values of the neighbours its line links to (tap each one)",
    "lp.ui.clear_links": "Clear",
    "lp.ui.add_tile": "Add this tile",
    "lp.ui.links": "Linked: {links}",
    "lp.ui.next": "Turn {turn}: {player} plays",
    "lp.ui.next_fixed": "Turn {turn} of {total}: {player} plays",
    "lp.ui.continue_turn": "Go on with {player}'s turn ({n} [n:tile|tiles] laid)",
    "lp.ui.enter_turn": "Enter {player}'s turn",
    "lp.ui.blocked": "Nobody can lay a tile",
    "lp.ui.unblock": "Someone can lay a tile after all",
    "lp.ui.turn_n": "Turn {n}",
    "lp.ui.tab.pad": "Score pad",
    "lp.ui.tab.turn": "Turn",
    "lp.ui.mode.board": "On the board",
    "lp.ui.mode.light": "Light",
    "lp.ui.end_turn": "End the turn",
    "lp.ui.swap": "Swap {rack} tiles, score 0",
    "lp.ui.pass": "Lay nothing, keep the tiles",
    "lp.ui.start_discarded": "{tile} is a dead end: it is put out of the game. Draw another start tile.",
    "lp.ui.start_on_centre": "The start tile goes on the centre square, {square}.",
    "lp.ui.pick_lines": "Pick at least one line end for the tile in hand.",
    "lp.ui.square_holds": "Square {square} holds {tile}.",
    "lp.ui.take_back": "Take back",
    "lp.ui.turn_title": "Turn {n}: {player} lays up to 3 tiles",
    "lp.ui.help.start": "First the start tile: pick its line ends and value, then tap the centre square {square}.",
    "lp.ui.help.board": (
        "Pick the tile in hand, then tap its square. Green dots: where it may go. Tap a tile of this turn to "
        "take it back."),
    "lp.ui.help.light": "Type each tile: its value, its square's multiplier and the values of the tiles it links to.",
    "lp.ui.turn_points": "This turn: {parts} = {points}",
    "lp.ui.no_tile_yet": "No tile laid yet.",
    "lp.ui.finish_turn_first": "Finish or take back the turn being entered first.",
    "lp.ui.no_way_back": "Tiles were entered without their squares: the game stays in light mode.",
    "lp.ui.start_fixed": "The start tile is fixed once tiles are laid.",
    "lp.ui.start_first": "Lay the start tile on the centre square first.",
    "lp.ui.nothing_laid": "No tile laid: lay a tile, or swap the 5 tiles.",
    "lp.v.no_move_left": (
        "Turn {turn} comes after the game was over: no line pointed into a free square, so no tile could be "
        "laid."),
    "lp.cli.bad_move": "{move} is not a move: write a square, '=', then a tile, like 'f5=EW2'",
}
