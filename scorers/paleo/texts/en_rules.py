"""English text of the rule book of Paleo, Le Roi and Escarmouche (keys `pa.rule.`, `ro.rule.`, `es.rule.`).

One sentence or two per rule id of `scorers.paleo` (its docstring is the rule book), read when a rule id
is tapped (the violation banner's `rule_book_text`). A faithful English rendering of the French sheet
(shared/seeds/004_...), with shared/RULINGS.md where a ruling settles what the sheet leaves open.
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Paleo (issue 17, rule ids stay available behind a tap)
    # Paleo: sides, pieces and set-up
    "pa.rule.PA-SIDES": (
        "Paleo is for 2 to 4 players: 2 players, 3 players each on their own, or 4 players in two teams of two; a "
        "team scores as one. The rules are given for 2 players, and the sheet says what changes at 3 and 4. At 2 "
        "players one takes white/red and sits on the side of the red base camp, the other takes black/green and sits "
        "on the side of the green base camp."),
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
        "2 white and 2 black reefs (the permanent reefs) stand on the blue rectangles of the island in the centre "
        "and are never moved; at 3 and 4 players, besides these 4 compulsory reefs on Paleo island, one white and "
        "one black reef more stand on the blue rectangles of two of the islets."),
    "pa.rule.PA-REEF-COUNT": (
        "At the start of each round the players place their reefs on the board, where they keep their place for the "
        "whole round. Each player has 5 reefs at 2 players, 3 at 3 players; each team has 5 at 4 players."),
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
        "The board shows the archipelago of Paleo: the door of the city in the centre, and in the 4 corners the "
        "Sanctuaries that hold its opening codes, the keys. Each side already holds the keys of the 2 Sanctuaries on "
        "its side of the board and must fetch the 2 keys of the Sanctuaries opposite its camp."),
    "pa.rule.PA-DOOR": (
        "Once a side has taken the 2 keys of the opposing Sanctuaries with Explorers, it may go and open the door of "
        "Paleo: it brings an Explorer onto the round door in the centre of the board. That wins the round: 2 points. "
        "An Explorer already on the door when the last key is taken opens it."),
    "pa.rule.PA-CAPTURE": (
        "A side that captures every opposing piece, Explorers and Mercenaries, with its Mercenaries wins the "
        "round: 1 point. At 3 players, the last player with pieces wins it; at 4 players, the team that "
        "captures all the pieces of both opponents."),
    "pa.rule.PA-ROUND-END": (
        "A round is won in exactly one of the two ways, opening the door or capturing, by exactly one side."),
    "pa.rule.PA-MATCH": (
        "A game of Paleo is played to 4 points, which takes at least 2 rounds. Rounds are played until a side (a "
        "player, or a team at 4 players) has 4 points: it wins the game, and no round is played after that."),
    "pa.rule.PA-FINAL": (
        "A match may be entered as each side's final score (a player, or a team at 4 players), entered by the "
        "table, not refereed: it is the whole log, with no round beside it. Each score is a whole number from "
        "0 to 5; exactly one side has 4 or more (5 only from 3 by a door) and has won; every other side has 0 "
        "to 3."),
    # Le Roi
    "ro.rule.RO-PIECES": (
        "2, 3 or 4 players; at 4 players they may play in teams, as in Paleo. At 2 players each player takes 8 "
        "pieces: 4 Explorers, 3 Mercenaries and a King (a key piece), set on the circles of their base camp. At 3 "
        "and 4 players each takes 2 Explorers, 1 Mercenary and a King, on the first 4 circles of their camp. There "
        "are no keys to fetch."),
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
    "ro.rule.RO-WIN": (
        "The aim is to capture the opposing Kings: the winner is the last player (or team) who has not lost their "
        "King."),
    "ro.rule.RO-OVER": "Once only one King is left, the game is over: nothing more happens.",
    # Escarmouche
    "es.rule.ES-PIECES": (
        "2, 3 or 4 players. Each player takes 4 pieces and sets them sticker face down in their base camp. A piece "
        "with its sticker face down cannot kill opposing pieces."),
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
    # rules of the sheet the app does not referee, and the derived games' base (issue 36)
    "pa.rule.PA-MATERIAL": (
        "The game: a board showing the archipelago of Paleo, 2 connectors, 4 left and 4 right Sanctuary façades, 20 "
        "pieces (in each colour, white/red and black/green: 5 Explorers, 3 Mercenaries and 2 Keys) and 16 reefs; "
        "black adhesive pads go under the façades and the reefs, stickers on the pieces (red on the white pieces, "
        "green on the black). Set-up: open the board fully and put the 2 connectors in their places; put the 8 "
        "Sanctuary façades in their places, the white ones on the red places and the black ones on the green; put "
        "the 4 Key pieces in the places on the board's rim behind the Sanctuaries with the same sign."),
    "pa.rule.PA-CIRCLES": (
        "The players set out their pieces as they wish on the circles of their base camp: at 2 players their 5 "
        "Explorers and 3 Mercenaries; at 3 and 4 players their 4 pieces on the first 4 circles of their camp."),
    "pa.rule.PA-FLICK": (
        "Paleo is a game of skill: in turn, the players move one of their pieces with a flick (a short sharp tap of "
        "a finger, usually the index), in any direction; a piece must not be pushed. Once moved, a piece may be "
        "moved again during the round from where it stopped. Players may walk round the board to be best placed to "
        "play their pieces."),
    "pa.rule.PA-TURNS": (
        "At 2 players the players play in turn. At 3 players, player 3 starts and play goes clockwise. At 4 players "
        "play goes clockwise, starting with one of the players sitting at a base camp."),
    "pa.rule.PA-OWN-PIECES": "At 4 players, each player may only play their own pieces, not their partner's.",
    "pa.rule.PA-RIM": (
        "A captured piece is taken off the board: the player who captured it puts it on the rim on their side of the "
        "board. The piece that stands for a key taken goes on the rim on the taker's side too; at 3 players, when "
        "player 3 and another player have taken the same key, they put its piece between them."),
    "pa.rule.PA-UNSTICK": (
        "If a piece is stuck against the rim or a reef, the player may move it away by the thickness of a piece "
        "before playing it."),
    "ro.rule.RO-BASE": (
        "Three games are derived from Paleo: Le Roi, Escarmouche and Match aux points. The reefs, the Sanctuaries "
        "and the pieces are set up as in Paleo and Paleo's basic rules hold; only some rules and the aim change."),
    "es.rule.ES-BASE": (
        "Three games are derived from Paleo: Le Roi, Escarmouche and Match aux points. The reefs, the Sanctuaries "
        "and the pieces are set up as in Paleo and Paleo's basic rules hold; only some rules and the aim change."),
    # titles: a few words per clause, what the Rules screen and the search show first
    "pa.rule_title.PA-SIDES": "2, 3 or 4 players; teams at 4",
    "pa.rule_title.PA-MATERIAL": "The material and putting the board together",
    "pa.rule_title.PA-PIECES": "Each side's pieces",
    "pa.rule_title.PA-SEATS": "At 3 players, seats change between rounds",
    "pa.rule_title.PA-REEF-PERMANENT": "The permanent reefs",
    "pa.rule_title.PA-REEF-COUNT": "Each side's reefs, placed at the start of a round",
    "pa.rule_title.PA-REEF-ORDER": "The order of placing the reefs",
    "pa.rule_title.PA-REEF-ZONE": "Where reefs may not go",
    "pa.rule_title.PA-REEF-HALF": "At least 2 reefs in your own half",
    "pa.rule_title.PA-REEF-KEEP": "Moving the reefs between rounds",
    "pa.rule_title.PA-CIRCLES": "Setting out the pieces on the base camp's circles",
    "pa.rule_title.PA-FLICK": "Moving a piece: a flick, never a push",
    "pa.rule_title.PA-TURNS": "Who plays, in what order",
    "pa.rule_title.PA-OWN-PIECES": "At 4 players, only your own pieces",
    "pa.rule_title.PA-EXPLORER": "Explorers: keys and the door, no capture",
    "pa.rule_title.PA-MERCENARY": "Mercenaries capture by touching",
    "pa.rule_title.PA-DIRECT": "Only what the Mercenary played touches",
    "pa.rule_title.PA-MULTI": "Several pieces touched in one shot",
    "pa.rule_title.PA-RIM": "Captured pieces and keys go on the rim",
    "pa.rule_title.PA-OFF-BOARD": "A piece knocked off the board is captured",
    "pa.rule_title.PA-UNSTICK": "A piece stuck against the rim or a reef",
    "pa.rule_title.PA-SANCTUARY": "Entering a Sanctuary: wholly through the door",
    "pa.rule_title.PA-OWN-SANCTUARY": "Entering a Sanctuary of your own camp",
    "pa.rule_title.PA-OPPOSING-SANCTUARY": "Entering an opposing Sanctuary",
    "pa.rule_title.PA-EXCHANGE": "At 2 players: exchanged for a captured piece",
    "pa.rule_title.PA-FREE": "At 3 and 4 players: freeing a captured piece",
    "pa.rule_title.PA-FREE-3": "Player 3 frees any of their pieces",
    "pa.rule_title.PA-FREE-4": "Freeing a partner's piece",
    "pa.rule_title.PA-PUSHED": "Pushed into a Sanctuary by an opponent",
    "pa.rule_title.PA-SAFE-RETURN": "Safe in the turn it comes back",
    "pa.rule_title.PA-KEYS": "The board, and the keys to fetch",
    "pa.rule_title.PA-DOOR": "Opening the door: the round, 2 points",
    "pa.rule_title.PA-CAPTURE": "Capturing every piece: the round, 1 point",
    "pa.rule_title.PA-ROUND-END": "One way and one winner per round",
    "pa.rule_title.PA-MATCH": "The match: the first to 4 points",
    "pa.rule_title.PA-FINAL": "Entering the final scores only",
    "ro.rule_title.RO-BASE": "Paleo's set-up and basic rules",
    "ro.rule_title.RO-PIECES": "Players and pieces: each with a King",
    "ro.rule_title.RO-EXPLORER": "Explorers capture only Kings",
    "ro.rule_title.RO-MERCENARY": "Mercenaries capture all but Kings",
    "ro.rule_title.RO-KING": "Kings capture only Kings",
    "ro.rule_title.RO-DIRECT": "A King touched directly is captured",
    "ro.rule_title.RO-TEAM": "Never your own or your partner's King",
    "ro.rule_title.RO-SANCTUARY": "An opposing Sanctuary: exchange or free",
    "ro.rule_title.RO-LEAVE": "King lost at 3 players: all your pieces leave",
    "ro.rule_title.RO-PARTNER": "King lost in a team: play on with your partner",
    "ro.rule_title.RO-WIN": "The winner: the last with a King",
    "ro.rule_title.RO-OVER": "Nothing after the last King",
    "ro.rule_title.RO-WINNER": "Entering the winner only",
    "es.rule_title.ES-BASE": "Paleo's set-up and basic rules",
    "es.rule_title.ES-PIECES": "Four pieces each, sticker face down",
    "es.rule_title.ES-KILLER": "Becoming a Killer in an opposing Sanctuary",
    "es.rule_title.ES-KILL": "A Killer kills what it touches",
    "es.rule_title.ES-OFF": "A piece knocked off the board is lost",
    "es.rule_title.ES-WIN": "The winner: the last with pieces",
    "es.rule_title.ES-OVER": "Nothing after the last pieces",
    "es.rule_title.ES-WINNER": "Entering the winner only",
}
