"""English text of the rule book of Paleo, Le Roi and Escarmouche (keys `pa.rule.`, `ro.rule.`, `es.rule.`).

One sentence or two per rule id of `scorers.paleo` (its docstring is the rule book), read when a rule id
is tapped (the violation banner's `rule_book_text`). A faithful English rendering of the French sheet
(shared/seeds/004_...), with shared/RULINGS.md where a ruling settles what the sheet leaves open.
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Paleo (issue 17, rule ids stay available behind a tap)
    # Paleo: sides, pieces and set-up
    "pa.rule.PA-SIDES": (
        "Paleo is played by 2 players, by 3 players each on their own, or by 4 players in two teams of two; "
        "a team scores as one."),
    "pa.rule.PA-PIECES": (
        "At 2 players each player has 5 Explorers (3 to 7) and 3 Mercenaries (1, 2 and 8). At 3 players each "
        "has 4 pieces: player 1 white/red 1-4, player 2 black/green 1-4, player 3 the 7 and 8 of both "
        "colours. At 4 players, in each team player A has 1-4 and player B 5-8. A side cannot lose more "
        "pieces than it has."),
    "pa.rule.PA-SEATS": (
        "At 3 players, the players change places around the board between rounds: each moves one seat on "
        "(1 to 2, 2 to 3, 3 to 1)."),
    # reefs
    "pa.rule.PA-REEF-PERMANENT": (
        "2 white and 2 black reefs stand on the blue rectangles of the island in the centre and are never "
        "moved; at 3 and 4 players, one white and one black reef more stand on two of the islets."),
    "pa.rule.PA-REEF-COUNT": "Each player has 5 reefs at 2 players, 3 at 3 players; each team has 5 at 4 players.",
    "pa.rule.PA-REEF-ORDER": (
        "Reefs are placed in this order: player 1 places 1, player 2 places 2, player 1 places 2, player 2 "
        "places 2, player 1 places 2, player 2 places 1 (at 4 players the same, team by team). At 3 players: "
        "player 3, 1, 2, 2, 3, 1, 1, 2, 3, one reef each time."),
    "pa.rule.PA-REEF-ZONE": (
        "Reefs cannot be placed inside the dark blue lines around the base camp islands and the Sanctuaries, "
        "and a space of at least one and a half pieces must be left between two reefs and between a reef "
        "and the edge of the board. At 2 players reefs may go in the advanced camps; at 4 players they may "
        "not; at 3 players not inside the line around player 3's camp."),
    "pa.rule.PA-REEF-HALF": (
        "At 2 and 4 players, each player (each team) must place at least 2 of their reefs in their own half "
        "of the board."),
    "pa.rule.PA-REEF-KEEP": "Between rounds, the players may choose whether or not to move their reefs on the board.",
    # pieces
    "pa.rule.PA-EXPLORER": (
        "The pieces numbered 3 to 7 are the Explorers. They take the keys in the Sanctuaries by entering "
        "them and open the door of Paleo by standing on it. They cannot capture opposing pieces."),
    "pa.rule.PA-MERCENARY": (
        "The pieces numbered 1, 2 and 8 are the Mercenaries. They take no keys and cannot open the door, "
        "but they capture opposing Mercenaries and Explorers by touching them."),
    "pa.rule.PA-DIRECT": (
        "A Mercenary only captures the pieces it touches directly, in a shot where it is itself the piece "
        "played."),
    "pa.rule.PA-MULTI": (
        "A Mercenary that touches several opposing pieces in one shot captures them all, unless they are in "
        "their base camp: then only the first piece touched is captured (if it cannot be told, the one "
        "nearest the Mercenary after the shot). One piece outside the base camp and one inside: both are "
        "captured."),
    "pa.rule.PA-OFF-BOARD": "Any piece knocked off the board is captured by its opponent.",
    # sanctuaries
    "pa.rule.PA-SANCTUARY": (
        "A piece enters a Sanctuary when it has wholly crossed its door. A piece that goes in and comes out "
        "again on a rebound counts as having entered."),
    "pa.rule.PA-OWN-SANCTUARY": (
        "A piece, Explorer or Mercenary, that enters a Sanctuary of its own camp goes back to a circle of its "
        "base camp. No exchange is possible and there is no key to take."),
    "pa.rule.PA-OPPOSING-SANCTUARY": (
        "A piece, Explorer or Mercenary, that enters an opposing Sanctuary goes back to a circle of its base "
        "camp. If it is an Explorer, the player also takes the key of that Sanctuary."),
    "pa.rule.PA-EXCHANGE": (
        "At 2 players, a piece that enters an opposing Sanctuary may be exchanged for one of the pieces the "
        "opponent captured before; the piece that comes back goes on a circle of its base camp."),
    "pa.rule.PA-FREE": (
        "At 3 and 4 players, a piece that enters an opposing Sanctuary frees one of the pieces captured "
        "before by the opponents (no exchange as at 2 players); both go back on circles of the camp."),
    "pa.rule.PA-FREE-3": "At 3 players, player 3 may free any of their pieces, whichever opponent captured it.",
    "pa.rule.PA-FREE-4": (
        "At 4 players, a player may free one of their own pieces or one of their partner's; a partner's "
        "piece goes back to the partner's base camp."),
    "pa.rule.PA-PUSHED": (
        "A piece that enters a Sanctuary because an opposing piece pushed it, even a Mercenary, has the same "
        "effects: the piece is saved, not captured."),
    "pa.rule.PA-SAFE-RETURN": (
        "In the turn a piece goes back to a circle of its base camp after entering a Sanctuary, it cannot be "
        "captured: nothing happens if an opposing Mercenary touches it."),
    # rounds and match
    "pa.rule.PA-KEYS": (
        "Each side already holds the keys of the 2 Sanctuaries on its side of the board and must fetch the 2 "
        "keys of the Sanctuaries opposite its camp."),
    "pa.rule.PA-DOOR": (
        "A side that has taken the 2 keys of the opposing Sanctuaries with Explorers and brings an Explorer "
        "onto the round door in the centre opens the door of Paleo and wins the round: 2 points. An "
        "Explorer already on the door when the last key is taken opens it."),
    "pa.rule.PA-CAPTURE": (
        "A side that captures every opposing piece, Explorers and Mercenaries, with its Mercenaries wins the "
        "round: 1 point. At 3 players, the last player with pieces wins it; at 4 players, the team that "
        "captures all the pieces of both opponents."),
    "pa.rule.PA-ROUND-END": (
        "A round is won in exactly one of the two ways, opening the door or capturing, by exactly one side."),
    "pa.rule.PA-MATCH": (
        "Rounds are played until a side has 4 points: it wins the game, and no round is played after that."),
    "pa.rule.PA-FINAL": (
        "A match may be entered as each side's final score (a player, or a team at 4 players), entered by the "
        "table, not refereed: it is the whole log, with no round beside it. Each score is a whole number from "
        "0 to 5; exactly one side has 4 or more (5 only from 3 by a door) and has won; every other side has 0 "
        "to 3."),
    # Le Roi
    "ro.rule.RO-PIECES": (
        "At 2 players each player takes 8 pieces: 4 Explorers, 3 Mercenaries and a King (a key piece). At 3 "
        "and 4 players each takes 2 Explorers, 1 Mercenary and a King. There are no keys to fetch."),
    "ro.rule.RO-EXPLORER": "Explorers capture opposing Kings by touching them, but cannot capture the other pieces.",
    "ro.rule.RO-MERCENARY": "Mercenaries can capture every opposing piece by touching it, except the Kings.",
    "ro.rule.RO-KING": "Kings can only capture opposing Kings.",
    "ro.rule.RO-DIRECT": (
        "To capture a King, it must be touched directly by an Explorer or a King, without another piece "
        "having been touched before in the same shot."),
    "ro.rule.RO-TEAM": "Nobody captures their own King or, when playing in teams, their partner's King.",
    "ro.rule.RO-SANCTUARY": (
        "A piece that enters a Sanctuary opposite its camp may be exchanged for a piece captured before at 2 "
        "players, or frees a captured piece at 3 or 4 players; the pieces go back on circles of their base "
        "camp."),
    "ro.rule.RO-LEAVE": (
        "At 3 players (and at 4 without teams), a player who loses their King takes their pieces off the "
        "board."),
    "ro.rule.RO-PARTNER": (
        "At 4 players in teams, a player who loses their King goes on playing with their partner; the team "
        "is out when both Kings are lost."),
    "ro.rule.RO-WIN": "The winner is the last player (or team) who has not lost their King.",
    "ro.rule.RO-OVER": "Once only one King is left, the game is over: nothing more happens.",
    # Escarmouche
    "es.rule.ES-PIECES": (
        "Each player takes 4 pieces and sets them sticker face down in their base camp. A piece with its "
        "sticker face down cannot kill opposing pieces."),
    "es.rule.ES-KILLER": (
        "A piece that enters a Sanctuary opposite its base camp becomes a Killer: the player puts it back in "
        "the camp with its sticker face up."),
    "es.rule.ES-KILL": "A Killer kills the opposing pieces it touches.",
    "es.rule.ES-OFF": "As in Paleo, a piece knocked off the board is lost.",
    "es.rule.ES-WIN": "The winner is the last player who still has pieces.",
    "es.rule.ES-OVER": "Once only one player has pieces left, the game is over: nothing more happens.",
    # the winner alone (issue 24)
    "ro.rule.RO-WINNER": (
        "A game may be entered as its winner alone, the side the table saw keep the last King (not refereed): "
        "it is the whole log, with no capture beside it, and the winner is one of the game's sides."),
    "es.rule.ES-WINNER": (
        "A game may be entered as its winner alone, the player the table saw keep the last pieces (not "
        "refereed): it is the whole log, with no event beside it, and the winner is one of the game's players."),
}
