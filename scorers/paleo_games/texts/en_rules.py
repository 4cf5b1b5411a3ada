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
    "pg.rule.MP-PIECES": "Each player has 8 pieces: Explorers 3 to 7, Mercenaries 1, 2 and 8.",
    "pg.rule.MP-SCORE": "An Explorer that enters an opposing Sanctuary scores 1 point.",
    "pg.rule.MP-MERCENARY": "A Mercenary that enters an opposing Sanctuary scores nothing.",
    "pg.rule.MP-CAPTURE": "Only Mercenaries capture: an opposing piece they touch is captured and leaves the board.",
    "pg.rule.MP-OFF": "A piece knocked off the board is captured by the opponent.",
    "pg.rule.MP-EXCHANGE": (
        "A piece that enters an opposing Sanctuary may be exchanged for one "
        "of its player's captured pieces, which comes back to the base camp."
    ),
    "pg.rule.MP-GONE": "A captured piece cannot enter, capture or be captured until it comes back by an exchange.",
    "pg.rule.MP-WIN": "The first player to reach 10 points wins.",
    "pg.rule.BD-SETUP": (
        "The 16 numbered pieces (red and green 1-8) stand in "
        "the middle; each player flicks a Key from where it stopped."
    ),
    "pg.rule.BD-REPLAY": (
        "Touching a piece earns another shot, for the same number "
        "in the other colour; a double earns another shot too."
    ),
    "pg.rule.BD-MISS": "Touching nothing, or missing the double, ends the turn.",
    "pg.rule.BD-ONCE": "The same double cannot be made twice in one turn; after all 8, they may be made again.",
    "pg.rule.BD-MULTI": "When a shot touches several pieces, only the first two count, as two shots.",
    "pg.rule.BD-POINTS": "A double scores its number.",
    "pg.rule.BD-EXACT": "The first player to score exactly 50 points wins.",
    "pg.rule.BD-OVERSHOOT": (
        "A double past 50 scores nothing and ends "
        "the turn (unless the house rule allows the overshoot)."
    ),
    "pg.rule.BC-CLOSE": "A player's first double of a number closes it (no points).",
    "pg.rule.BC-POINTS": "A double of a number the player has closed and the opponent has not scores its number.",
    "pg.rule.BC-DEAD": "A double of a number both have closed scores nothing.",
    "pg.rule.BC-END": "The game ends when one player has closed all 8 numbers and has more points.",
    "pg.rule.CP-ORDER": "Each player touches the pieces in order: red 1 to 8, then green 1 to 8.",
    "pg.rule.CP-REPLAY": "Touching the right number earns another shot.",
    "pg.rule.CP-TWO": "Two right numbers in a row in one shot advance two.",
    "pg.rule.CP-MISS": "A shot that does not touch the right number first ends the turn.",
    "pg.rule.CP-WIN": "The first to touch all 16 pieces in order wins.",
    "pg.rule.KY-SETUP": (
        "Reefs make a start/finish line and gates, "
        "numbered with pieces that show each gate's direction."
    ),
    "pg.rule.KY-START": "The start order comes from a flick towards the far rim; then each player flicks once in turn.",
    "pg.rule.KY-GATES": "Gates are passed in number order, each in its direction.",
    "pg.rule.KY-FAULT-GATE": (
        "A gate with the wrong number, or passed the wrong way, "
        "is a fault: the kayak goes back and the turn is lost."
    ),
    "pg.rule.KY-FAULT-TOUCH": "Touching an opposing kayak is a fault: both go back and the turn is lost.",
    "pg.rule.KY-FINISH": "The first over the finish line after every gate wins.",
    "pg.rule.KY-SKIP": "House rule: a fault also costs the next turn.",
    "pg.rule.PQ-TEAMS": "Two teams: one against one, a pair against one, or two pairs.",
    "pg.rule.PQ-PIECES": "3 pieces a player (6 for the single player at 3): a team has 3 at 2 players, 6 at 3 or 4.",
    "pg.rule.PQ-ALL": "A mène ends when every piece has been played.",
    "pg.rule.PQ-POINT": "Each piece of the team nearest the jack scores 1 if no opposing piece is nearer.",
    "pg.rule.PQ-TIE": "When the nearest pieces of both teams are equally near, nobody scores (our reading).",
    "pg.rule.PQ-OUT": "Pieces in an out zone at the end of the mène never score.",
    "pg.rule.PQ-JACK-OUT": (
        "A team that sends the jack into an out zone ends "
        "the mène: the other team scores its unplayed pieces + 1."
    ),
    "pg.rule.PQ-FIRST": "The team that won a mène plays first in the next one.",
    "pg.rule.PQ-WIN": "The first team to 13 points wins.",
    "pg.rule.FT-SETUP": "The reefs stand on the middle line; each player lines up 7 pieces behind them.",
    "pg.rule.FT-TURN": "Players take turns, one flick each, with any of their pieces.",
    "pg.rule.FT-ACROSS": "Pieces may be knocked back; after each shot, count each player's pieces in the enemy camp.",
    "pg.rule.FT-WIN": "The first player with all 7 pieces in the enemy camp wins.",
    "pg.rule.FT-BOTH": "If one shot puts both players' 7 pieces across, the shooter wins (our ruling).",
    "pg.rule.HK-SETUP": "Each player has 5 pieces and a Goal; the puck is a Key piece.",
    "pg.rule.HK-FACEOFF": "A face-off starts the match and follows each goal, and only then; it decides the Attacker.",
    "pg.rule.HK-GOAL": "When the puck fully crosses a goal line, the other player scores.",
    "pg.rule.HK-GOALIE": "A Goal piece cannot score: the puck goes to the opposing Goal.",
    "pg.rule.HK-FAULT": "After a fault, the other player takes a free shot.",
    "pg.rule.HK-FAULT-ATTACK": (
        "Missing the puck, touching an opponent first and "
        "the same piece twice are the Attacker's faults only."
    ),
    "pg.rule.HK-FREE": "A free shot is played from the centre by the player it was given to; it may score directly.",
    "pg.rule.HK-OUT": "A puck sent off the board makes the other player the Attacker.",
    "pg.rule.HK-BLOCK": "A puck stuck in a corner goes to the nearest Goal.",
    "pg.rule.HK-WIN": "The first player to 10 goals wins.",
    "pg.rule.PQ-ORDER": (
        "A player of the first team sends a piece first, then a player of the other team; then the team "
        "without the point plays until it takes it back."),
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
}
