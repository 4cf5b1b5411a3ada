"""English text of the rule books of Paleo's derived games (keys `pg.rule.`), as the Rules dialog and the
sheet answer them."""

MESSAGES: dict[str, str] = {
    # --- the rules, as the Rules dialog and the sheet answer them ------------------------------------
    "pg.rule.PG-SIDES": "A match is between its players (two teams at Pitchanque); every event names one of them.",
    "pg.rule.PG-LOG": (
        "The match is the log of what happened at the table, in order; "
        "each event is judged against the match as the events before it left it."
    ),
    "pg.rule.PG-TURN": "Where turns are kept, a shot by a player whose turn it is not is refused.",
    "pg.rule.PG-OVER": "Once a player or team has won, nothing more is accepted.",
    "pg.rule.MP-PIECES": (
        "2 players. Each player takes 8 pieces, set on the circles of their base camp: Explorers 3 to 7, Mercenaries "
        "1, 2 and 8."),
    "pg.rule.MP-SCORE": (
        "Explorers score 1 point when they enter an opposing Sanctuary; they cannot capture opposing pieces."),
    "pg.rule.MP-MERCENARY": "A Mercenary that enters an opposing Sanctuary scores nothing.",
    "pg.rule.MP-CAPTURE": (
        "Only Mercenaries capture: an opposing piece they touch is captured and leaves the board. Mercenaries score "
        "no points in the opposing Sanctuaries."),
    "pg.rule.MP-OFF": "A piece knocked off the board is captured by the opponent.",
    "pg.rule.MP-EXCHANGE": (
        "A piece that enters an opposing Sanctuary may be exchanged for one "
        "of its player's captured pieces, which comes back to the base camp."
    ),
    "pg.rule.MP-GONE": "A captured piece cannot enter, capture or be captured until it comes back by an exchange.",
    "pg.rule.MP-WIN": "The first player to reach 10 points wins.",
    "pg.rule.BD-SETUP": (
        "2 players. The 16 numbered pieces (red and green 1 to 8) are set out on the board as the game's figure "
        "shows; each player has a Key piece, played each shot from where it stopped the shot before."),
    "pg.rule.BD-REPLAY": (
        "The aim is to make doubles: touching with one's Key, one after the other, 2 pieces with the same number. "
        "Touching a piece earns another shot, to touch the same number in the other colour; a double scores and "
        "earns another shot too."),
    "pg.rule.BD-MISS": (
        "Touching a number of a double already made this turn, touching no piece, or missing the double ends the "
        "turn: it is the next player's turn."),
    "pg.rule.BD-ONCE": (
        "The same double cannot be made twice in one turn, that is as long as the other player has not played "
        "(writing the numbers touched this turn on the score sheet helps). A player who has made all 8 doubles in "
        "their turn may make them again."),
    "pg.rule.BD-MULTI": "When a shot touches several pieces, only the first two count, as two shots.",
    "pg.rule.BD-POINTS": "A double scores its number, and its player plays again.",
    "pg.rule.BD-EXACT": "The first player to score exactly 50 points wins.",
    "pg.rule.BD-OVERSHOOT": (
        "A double past 50 scores nothing and ends "
        "the turn (unless the house rule allows the overshoot)."
    ),
    "pg.rule.BC-CLOSE": "A player's first double of a number closes it (no points), and the player plays again.",
    "pg.rule.BC-POINTS": "A double of a number the player has closed and the opponent has not scores its number.",
    "pg.rule.BC-DEAD": "A double of a number both have closed scores nothing.",
    "pg.rule.BC-END": (
        "The aim is to make every double and have the most points: the game stops when one player has closed all 8 "
        "numbers and has more points than their opponent."),
    "pg.rule.CP-ORDER": (
        "The aim is to touch every numbered piece with one's Key in number order: the red ones from 1 to 8, then the "
        "green ones from 1 to 8."),
    "pg.rule.CP-REPLAY": "The players play one after the other; touching the right number earns another shot.",
    "pg.rule.CP-TWO": "Two right numbers in a row in one shot advance two.",
    "pg.rule.CP-MISS": "A shot that does not touch the right number first ends the turn.",
    "pg.rule.CP-WIN": "The first to touch all 16 pieces in order wins.",
    "pg.rule.KY-SETUP": (
        "2, 3 or 4 players. The players set the reefs on the board to make a start/finish line and gates, and number "
        "the gates with numbered pieces put on each gate, the number showing the direction in which to pass it. A "
        "gate at least 3 pieces wide is advised."),
    "pg.rule.KY-START": (
        "Each player chooses a piece as their kayak. For the start order, everyone flicks their piece from the same "
        "spot towards the far rim: the nearest to the rim without touching it plays first; those who touch the rim "
        "play last, and flick again to settle their order. Then, in that order, each player puts their kayak on the "
        "start line and flicks it, once a turn."),
    "pg.rule.KY-GATES": "The aim is to pass every gate in the order and the direction of its number.",
    "pg.rule.KY-FAULT-GATE": (
        "A player who passes a gate with the wrong number, or the wrong way (backwards), commits a fault: the piece "
        "is put back where it was before the fault, and the player loses the turn."),
    "pg.rule.KY-FAULT-TOUCH": (
        "When a piece touches an opposing piece, it is a fault: both pieces are put back where they were before the "
        "fault, and the player at fault loses the turn."),
    "pg.rule.KY-FINISH": "The first over the finish line after every gate wins.",
    "pg.rule.KY-SKIP": "House rule: a fault also costs the next turn.",
    "pg.rule.PQ-TEAMS": (
        "2, 3 or 4 players in two teams: at 2 players one against one, facing each other; at 4 players two teams of "
        "2, team-mates facing each other; at 3 players a team of 2 facing each other against a single player, who "
        "may play from both free sides. The rules are the same at 2, 3 and 4."),
    "pg.rule.PQ-PIECES": (
        "Each player takes 3 pieces (the single player at 3 takes 6): a team has 3 pieces at 2 players, 6 at 3 or 4."),
    "pg.rule.PQ-ALL": "A mène ends when every piece has been played.",
    "pg.rule.PQ-POINT": (
        "The aim is to place one's pieces nearest the jack. Each piece of the team nearest the jack scores 1 point "
        "if no opposing piece is nearer."),
    "pg.rule.PQ-TIE": "When the nearest pieces of both teams are equally near, nobody scores (our reading).",
    "pg.rule.PQ-OUT": (
        "The 8 zones inside the blue lines round the Sanctuaries and the camps are out zones: pieces lying there at "
        "the end of the mène are out of play and never score, however near the jack."),
    "pg.rule.PQ-JACK-OUT": (
        "A team that sends the jack into an out zone ends "
        "the mène: the other team scores its unplayed pieces + 1."
    ),
    "pg.rule.PQ-FIRST": "The players then start a new mène: the team that won the one before plays first.",
    "pg.rule.PQ-WIN": "The game is played to 13 points: the first team to 13 wins.",
    "pg.rule.FT-SETUP": (
        "2 players. The reefs stand on the middle line of the board as the figure shows; each player lines up 7 "
        "pieces behind them."),
    "pg.rule.FT-TURN": (
        "In turn, the players play one of their pieces, any of them, on their own side of the border or on the other."),
    "pg.rule.FT-ACROSS": (
        "Players may strike opposing pieces to send them back across the board; after each shot, count each player's "
        "pieces in the enemy camp."),
    "pg.rule.FT-WIN": (
        "The aim is to send one's pieces into the enemy camp: the first player with all 7 pieces there wins."),
    "pg.rule.FT-BOTH": "If one shot puts both players' 7 pieces across, the shooter wins (our ruling).",
    "pg.rule.HK-SETUP": (
        "2 players. Each player sets 5 pieces as they wish in their half of the board and a Goal piece in their goal "
        "zone; the puck is a Key piece."),
    "pg.rule.HK-FACEOFF": (
        "A face-off starts the match and follows each goal, and only then; it decides the Attacker. The puck goes in "
        "the centre and both players shoot a piece at it at the same time: the one whose piece lies nearer the puck "
        "plays first; if only one touched the puck, that one; if neither did, the nearer. The player who has the "
        "puck is the Attacker, the other the Defender. After a goal the players put their pieces back in their half "
        "for a new face-off."),
    "pg.rule.HK-GOAL": "When the puck fully crosses a goal line, the other player scores.",
    "pg.rule.HK-GOALIE": (
        "The Goal may strike the puck but cannot score a goal: if it does, the puck is given to the opposing Goal."),
    "pg.rule.HK-FAULT": (
        "Faults: a piece touching an opposing piece during its replacement; a piece missing the puck with a shot; a "
        "piece touching an opposing piece before the puck with a shot; the Attacker touching the puck with the same "
        "piece as the shot before. After a fault, the other player takes a free shot."),
    "pg.rule.HK-FAULT-ATTACK": (
        "Missing the puck, touching an opponent first and "
        "the same piece twice are the Attacker's faults only."
    ),
    "pg.rule.HK-FREE": (
        "A free shot: the player it was given to puts the puck in the centre of the board, sets one of their pieces "
        "around it and plays the puck with that piece; they may shoot straight at goal or pass to another of their "
        "pieces. Only the Goal may be moved in its zone before the free shot; the other pieces stay where they are."),
    "pg.rule.HK-OUT": (
        "A puck that leaves the board is put back where it left, and the player who did not send it out becomes the "
        "Attacker."),
    "pg.rule.HK-BLOCK": (
        "A puck stuck in a corner of the board, which the players cannot free, goes to the nearest Goal."),
    "pg.rule.HK-WIN": "The first player to score 10 goals wins the match.",
    "pg.rule.PQ-ORDER": (
        "A player of the first team sends a piece towards the jack, then a player of the other team. The piece "
        "nearest the jack has the \"point\": the team without it plays until it takes it back, that is until it puts "
        "a piece nearer the jack than the opposing pieces. When a team has no pieces left, the other team plays the "
        "rest of its own."),
    "pg.rule.PQ-RESULT": (
        "A mène may be entered by its result alone: the team that scored and its points (1 up to the "
        "pieces a team has), or nobody scored."),
    # turn points (PG-TOTALS, issue 24): a turn entered as the points the table counted
    "pg.rule.PG-TOTALS": (
        "A turn may be entered as its points alone, counted by the table (not refereed): a whole number from 0 "
        "to the most such a turn can score in this game; where turns are kept, the turn then passes."),
    # final scores (PG-FINAL, issue 24.5): a whole match entered as the score each side finished with
    "pg.rule.PG-FINAL": (
        "A match may be entered as its final scores alone, one per side, as the table kept them (not refereed): "
        "the whole log, each a whole number from 0 to the most a match of this game ends with; exactly one side "
        "has reached the target and won, every other is below it. At Billard Cricket, with no target and no most, "
        "the player strictly ahead on points won and is taken to have closed all 8 numbers; equal points "
        "are not final scores."),
    # the winner alone (PG-WINNER, issue 24): a race entered as the kayak that crossed the line first
    "pg.rule.PG-WINNER": (
        "A match whose result is who finishes first may be entered as its winner alone, as the table saw it (not "
        "refereed): the whole log; the winner is one of the match's sides and scores the target, the others' "
        "progress is not known and is written 0."),
    # rules of the sheet the app does not referee (issue 36: every rule of the sheet in the book)
    "pg.rule.MP-BASE": (
        "Three games are derived from Paleo: Le Roi, Escarmouche and Match aux points. The reefs, the Sanctuaries "
        "and the pieces are set up as in Paleo and Paleo's basic rules hold; only some rules and the aim change."),
    "pg.rule.BD-START": (
        "The numbered pieces stand in the centre of the board as the figure shows, and each player puts their Key "
        "piece, at the start of the game, on the circle nearest the rim opposite the red 8. At Billard Cricket, the "
        "pieces are set out and the basic rules are as in Billard Doublé."),
    "pg.rule.BD-OPPONENT": "Players may strike the opponent's Key piece: it does not count as a piece touched.",
    "pg.rule.CP-SETUP": (
        "The pieces are set out in 2 groups as the figure shows, and each player puts their Key piece, at the start "
        "of the game, on the circle nearest the rim between the two number-7 pieces; each then plays their Key from "
        "where it stopped the shot before."),
    "pg.rule.PQ-JACK": (
        "A Key piece is the jack, put in the centre of the board. Each player plays their pieces from the circle "
        "nearest them."),
    "pg.rule.PQ-CONSULT": "In a team, the players agree who plays.",
    "pg.rule.PQ-SHOOT": "Players may shoot at opposing pieces and play off the cushions.",
    "pg.rule.HK-REPLACE": (
        "On a turn, the Attacker may first announce a replacement: they move any one of their pieces with a flick, "
        "and the Defender may then make a replacement too. If the Attacker plays the puck directly without a "
        "replacement, the Defender cannot make one either; if the Attacker touches the puck while replacing, it "
        "counts as a shot and the Defender cannot replace."),
    "pg.rule.HK-SHOT": (
        "The Attacker then strikes the puck with one of their pieces, a different piece at each shot; they may shoot "
        "with the piece they have just replaced. Every cushion is allowed, with the pieces or the puck."),
    "pg.rule.HK-ZONE": (
        "The Goal may be moved freely in its zone between shots; that is no replacement. It goes back into its zone "
        "after striking the puck. Only the Goal may be in its goal zone: a piece that enters it is moved out of the "
        "zone, as near as possible to where it was."),
    "pg.rule.HK-PIECE-OUT": "A piece that leaves the board is put back on the board where it left it.",
    # titles: a few words per clause, what the Rules screen and the search show first
    "pg.rule_title.PG-SIDES": "A match's players or teams",
    "pg.rule_title.PG-LOG": "The match is the log of the table's shots",
    "pg.rule_title.PG-TURN": "A shot out of turn is refused",
    "pg.rule_title.PG-OVER": "Nothing after the win",
    "pg.rule_title.PG-TOTALS": "Entering a turn's points only",
    "pg.rule_title.PG-FINAL": "Entering the final scores only",
    "pg.rule_title.PG-WINNER": "Entering the winner only",
    "pg.rule_title.MP-BASE": "Paleo's set-up and basic rules",
    "pg.rule_title.MP-PIECES": "Eight pieces each",
    "pg.rule_title.MP-SCORE": "An Explorer in an opposing Sanctuary: 1 point",
    "pg.rule_title.MP-MERCENARY": "A Mercenary in an opposing Sanctuary: no point",
    "pg.rule_title.MP-CAPTURE": "Only Mercenaries capture",
    "pg.rule_title.MP-OFF": "A piece knocked off the board is captured",
    "pg.rule_title.MP-EXCHANGE": "Exchanged for a captured piece",
    "pg.rule_title.MP-GONE": "A captured piece is out of play",
    "pg.rule_title.MP-WIN": "The winner: the first to 10 points",
    "pg.rule_title.BD-SETUP": "The numbered pieces and the Key",
    "pg.rule_title.BD-START": "Where the pieces and the Keys start",
    "pg.rule_title.BD-REPLAY": "Doubles: touching the same number twice",
    "pg.rule_title.BD-MISS": "What ends the turn",
    "pg.rule_title.BD-ONCE": "Never the same double twice in a turn",
    "pg.rule_title.BD-MULTI": "Several pieces touched in one shot",
    "pg.rule_title.BD-OPPONENT": "Striking the opponent's Key",
    "pg.rule_title.BD-POINTS": "A double scores its number",
    "pg.rule_title.BD-EXACT": "The winner: exactly 50 points",
    "pg.rule_title.BD-OVERSHOOT": "Going past 50",
    "pg.rule_title.BC-CLOSE": "A first double closes its number",
    "pg.rule_title.BC-POINTS": "Scoring on a number only you have closed",
    "pg.rule_title.BC-DEAD": "A number both have closed scores nothing",
    "pg.rule_title.BC-END": "The end: all 8 closed and more points",
    "pg.rule_title.CP-SETUP": "Where the pieces and the Keys start",
    "pg.rule_title.CP-ORDER": "Touching the pieces in number order",
    "pg.rule_title.CP-REPLAY": "The right number: play again",
    "pg.rule_title.CP-TWO": "Two right numbers in one shot",
    "pg.rule_title.CP-MISS": "A wrong number first ends the turn",
    "pg.rule_title.CP-WIN": "The winner: all 16 touched in order",
    "pg.rule_title.KY-SETUP": "The course: a start line and numbered gates",
    "pg.rule_title.KY-START": "Your kayak and the start order",
    "pg.rule_title.KY-GATES": "Every gate in order and direction",
    "pg.rule_title.KY-FAULT-GATE": "A wrong gate, or passed backwards: a fault",
    "pg.rule_title.KY-FAULT-TOUCH": "Touching another kayak: a fault",
    "pg.rule_title.KY-FINISH": "The winner: first over the line after every gate",
    "pg.rule_title.KY-SKIP": "House rule: a fault also costs the next turn",
    "pg.rule_title.PQ-TEAMS": "Two teams, facing each other",
    "pg.rule_title.PQ-PIECES": "Three pieces a player",
    "pg.rule_title.PQ-JACK": "The jack in the centre; playing from your circle",
    "pg.rule_title.PQ-CONSULT": "Team-mates agree who plays",
    "pg.rule_title.PQ-ORDER": "Who plays: the team without the point",
    "pg.rule_title.PQ-SHOOT": "Shooting at pieces and playing off the cushions",
    "pg.rule_title.PQ-ALL": "A mène ends when every piece is played",
    "pg.rule_title.PQ-POINT": "Scoring a mène: each piece nearer than the others'",
    "pg.rule_title.PQ-TIE": "Equally near: nobody scores",
    "pg.rule_title.PQ-OUT": "Pieces in an out zone never score",
    "pg.rule_title.PQ-JACK-OUT": "The jack sent into an out zone",
    "pg.rule_title.PQ-FIRST": "The mène's winner plays first next",
    "pg.rule_title.PQ-RESULT": "Entering a mène's result only",
    "pg.rule_title.PQ-WIN": "The winner: the first team to 13",
    "pg.rule_title.FT-SETUP": "Reefs on the middle line, 7 pieces behind",
    "pg.rule_title.FT-TURN": "Any piece, on either side of the border",
    "pg.rule_title.FT-ACROSS": "Knocking pieces back across",
    "pg.rule_title.FT-WIN": "The winner: all 7 in the enemy camp",
    "pg.rule_title.FT-BOTH": "Both sides across in one shot",
    "pg.rule_title.HK-SETUP": "Five pieces, a Goal and the puck",
    "pg.rule_title.HK-FACEOFF": "The face-off: who attacks",
    "pg.rule_title.HK-REPLACE": "Replacements before the shot",
    "pg.rule_title.HK-SHOT": "The Attacker's shot: a new piece each time",
    "pg.rule_title.HK-ZONE": "The Goal and its zone",
    "pg.rule_title.HK-GOALIE": "A Goal cannot score",
    "pg.rule_title.HK-FAULT": "Faults, and the free shot they give",
    "pg.rule_title.HK-FAULT-ATTACK": "The Attacker's faults",
    "pg.rule_title.HK-FREE": "The free shot",
    "pg.rule_title.HK-PIECE-OUT": "A piece off the board goes back where it left",
    "pg.rule_title.HK-OUT": "The puck off the board",
    "pg.rule_title.HK-BLOCK": "The puck stuck in a corner",
    "pg.rule_title.HK-GOAL": "A goal: the puck wholly over the line",
    "pg.rule_title.HK-WIN": "The winner: the first to 10 goals",
}
