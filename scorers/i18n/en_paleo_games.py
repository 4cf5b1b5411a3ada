"""English texts of Paleo's derived games (scorers/paleo_games) and their screens."""

MESSAGES: dict[str, str] = {
    "game.paleo-points": "Match aux points",
    "game.paleo-billard-double": "Billard Doublé",
    "game.paleo-cricket": "Billard Cricket",
    "game.paleo-billard-compte": "Billard Compté",
    "game.paleo-kayak": "La Course de Kayak",
    "game.pitchanque": "Pitchanque",
    "game.paleo-frontiere": "Frontière",
    "game.paleo-hockey": "Hockey",
    "pg.house.overshoot-allowed": "overshoot allowed",
    "pg.house.overshoot-allowed.about": "A double past 50 counts, and 50 or more wins (instead of exactly 50).",
    "pg.house.fault-skips-turn": "a fault skips the next turn",
    "pg.house.fault-skips-turn.about": "A player who commits a fault also loses their next turn.",
    # --- shared --------------------------------------------------------------------------------
    "pg.col.no": "No.",
    "pg.col.event": "What happened",
    "pg.col.scorer": "Scorer",
    "pg.col.points": "Points",
    "pg.criterion.points": "points",
    "pg.criterion.won": "match won",
    "pg.over": "the match is over, {winner} has won: nothing more can be logged",
    "pg.turn": "it is {player}'s turn, not {shooter}'s",
    "pg.running": "score: {score}.",
    "pg.score_more": "{before} – {part}",
    "pg.score_part": "{side} {points}",
    "pg.status.won": "{winner} has won the match ({score})",
    "pg.headline": "The match: {target}.",
    "pg.in_progress": "Not over yet: {status}.",
    "pg.house_rule": "House rule in force, {name}: {about}",
    "pg.teams": "Teams: {teams}.",
    "pg.team": "{team} ({members})",
    # --- Match aux points ----------------------------------------------------------------------
    "pg.mp.goal": "first to {target} points wins; so far {score}",
    "pg.mp.goal_short": "first to {target} points",
    "pg.mp.explorer": "Explorer {n}",
    "pg.mp.mercenary": "Mercenary {n}",
    "pg.mp.subject.entry": "{player}: {piece} enters a Sanctuary",
    "pg.mp.subject.capture": "{player} captures {piece}",
    "pg.mp.scores": "an Explorer entering an opposing Sanctuary scores 1 ({piece}).",
    "pg.mp.no_score": "a Mercenary entering an opposing Sanctuary scores nothing ({piece}).",
    "pg.mp.exchanged": "{piece} is exchanged for {back}, which comes back to the base camp.",
    "pg.mp.gone": "{player}'s {piece} is captured (off the board) and has not been exchanged back",
    "pg.mp.not_held": "{player}'s {piece} is not a captured piece: it cannot be exchanged back",
    "pg.mp.explorers_dont": "{piece} cannot capture: only Mercenaries (1, 2, 8) capture",
    "pg.mp.captured": "{by} touches {owner}'s {piece}: captured.",
    "pg.mp.off": "{owner}'s {piece} left the board: captured by {player}.",
    # --- billiards -----------------------------------------------------------------------------
    "pg.bd.goal": "first to exactly {target} points wins; so far {score}",
    "pg.bd.goal_short": "first to exactly {target} points",
    "pg.bd.piece.r": "red {n}",
    "pg.bd.piece.g": "green {n}",
    "pg.bd.subject": "{player} touches {pieces}",
    "pg.bd.subject.none": "{player} touches nothing",
    "pg.bd.ignored": "{pieces} [count:does|do] not count (only the first two pieces of a shot count).",
    "pg.bd.none": "no piece touched: the turn passes.",
    "pg.bd.once": "the {n}s are already doubled this turn: the turn passes.",
    "pg.bd.half": "{piece} touched: another shot, for {other}.",
    "pg.bd.missed": "{piece} instead of {wanted}: the double is missed and the turn passes.",
    "pg.bd.double": "double of {n}s: {n} [n:point|points].",
    "pg.bd.overshoot": "double of {n}s, but {before} + {n} is past {target}: the score stays and the turn passes.",
    "pg.bd.all_made": "all 8 doubles made this turn: they may be made again.",
    "pg.bd.again": "{player} shoots again.",
    "pg.bc.goal": "close all 8 doubles and lead to win; so far {score}",
    "pg.bc.goal_short": "close all 8 doubles and have more points",
    "pg.bc.close": "double of {n}s: the {n}s are closed ({left} still open).",
    "pg.bc.points": "double of {n}s, closed and still open for {other}: {n} [n:point|points].",
    "pg.bc.dead": "double of {n}s, closed by both: no points.",
    "pg.cp.goal": "first to touch all {target} pieces in order wins; so far {score}",
    "pg.cp.goal_short": "red 1-8 then green 1-8, in order",
    "pg.cp.criterion": "pieces touched in order",
    "pg.cp.passed": "{pieces} in order: {count} [count:piece|pieces] further.",
    "pg.cp.next": "{player} shoots again, for {piece}.",
    "pg.cp.all": "every piece touched in order.",
    "pg.cp.missed": "{piece} was not touched first: the turn passes.",
    # --- Kayak ---------------------------------------------------------------------------------
    "pg.ky.goal": "every gate in order, then the line; so far {score} (the finish counts 1; {target} wins)",
    "pg.ky.goal_short": "every gate in order, then the finish line",
    "pg.ky.criterion": "gates passed (and the finish)",
    "pg.ky.subject": "{player}'s kayak",
    "pg.ky.gates": "[count:gate|gates] {gates} passed.",
    "pg.ky.nothing": "no gate passed.",
    "pg.ky.self": "a kayak cannot touch itself",
    "pg.ky.no_gate": "there is no gate {gate}: the course has {gates}",
    "pg.ky.touch": "touches {other}'s kayak.",
    "pg.ky.reverse": "gate {gate} passed the wrong way.",
    "pg.ky.wrong": "gate {gate} passed instead of gate {wanted}.",
    "pg.ky.all_passed": "gate {gate} passed again after every gate.",
    "pg.ky.fault": "fault: the kayaks go back where they were and the turn is lost.",
    "pg.ky.will_skip": "the next turn is lost too.",
    "pg.ky.skipped": "{player} loses this turn.",
    "pg.ky.finished": "{player} crosses the finish line after every gate.",
    "pg.ky.early": "the line is crossed with {left} [left:gate|gates] still to pass: it does not count.",
    # --- Pitchanque ----------------------------------------------------------------------------
    "pg.pq.goal": "first team to {target} points wins; so far {score}",
    "pg.pq.goal_short": "mènes until a team has {target} points",
    "pg.pq.col.mene": "Mène",
    "pg.pq.subject": "{first} starts the mène",
    "pg.pq.count": "{team} has {pieces} pieces: {placed} in play and {out} out make {sum}",
    "pg.pq.out": "{n} [n:piece|pieces] of {team} out of play (never [n:scores|score]).",
    "pg.pq.none_in_play": "no piece in play: no point.",
    "pg.pq.tie": "the nearest pieces of both teams are equally near: no piece is nearer than every opposing one, "
                 "no point.",
    "pg.pq.point": "{team}: {n} [n:piece|pieces] nearer the jack than every opposing piece, "
                   "{n} [n:point|points].",
    "pg.pq.jack_out": "{by} sent the jack out: {team} scores its {unplayed} unplayed [unplayed:piece|pieces] + 1 = "
                      "{points}.",
    "pg.pq.unplayed_max": "{team} has only {pieces} pieces",
    # --- Frontière -----------------------------------------------------------------------------
    "pg.fr.goal": "first with all {target} pieces across wins; so far {score}",
    "pg.fr.goal_short": "first with all 7 pieces in the enemy camp",
    "pg.fr.criterion": "pieces in the enemy camp",
    "pg.fr.subject": "{player} shoots",
    "pg.fr.change": "{player}: {before} → {after} across.",
    "pg.fr.same": "no change across the border.",
    "pg.fr.both": "both have every piece across: {player}, who shot, wins.",
    # --- Hockey --------------------------------------------------------------------------------
    "pg.hk.goal": "first to {target} goals wins; so far {score}",
    "pg.hk.goal_short": "first to {target} goals",
    "pg.hk.criterion": "goals",
    "pg.hk.subject.faceoff": "face-off",
    "pg.hk.subject.goal": "goal for {player}",
    "pg.hk.subject.fault": "fault by {player}: {fault}",
    "pg.hk.subject.out": "{player} sends the puck out",
    "pg.hk.subject.blocked": "puck blocked, to {player}'s Goal",
    "pg.hk.attacks": "{player} attacks.",
    "pg.hk.faceoff_due": "a face-off comes first (at the start and after each goal)",
    "pg.hk.no_faceoff": "a face-off happens only at the start and after a goal",
    "pg.hk.scored": "the puck crossed the line: a goal for {player}.",
    "pg.hk.from_free": "scored from a free shot.",
    "pg.hk.goalie": "struck by a Goal piece, which cannot score: no goal, the puck goes to {player}'s Goal.",
    "pg.hk.no_free": "{player} has no free shot to score from",
    "pg.hk.not_attacker": (
        "{player} is defending ({attacker} attacks): only the Attacker shoots at the puck, so “{fault}” "
        "can only be the Attacker's fault"),
    "pg.hk.free": "free shot for {player}.",
    "pg.hk.fault.replacement-touch": "touch while replacing",
    "pg.hk.fault.missed-puck": "missed the puck",
    "pg.hk.fault.opponent-first": "opponent touched before the puck",
    "pg.hk.fault.same-piece": "same piece twice in a row",
    # --- screens and PDF -------------------------------------------------------------------------
    "pg.pdf.log": "The match, event by event",
    "pg.pdf.not_over": "Not over yet: {status}.",
    "pg.ui.all_lines": "Every event",
    "pg.ui.clear": "Clear",
    "pg.ui.first_team": "Team that starts the first mène",
    "pg.ui.fr.across": "{player}: pieces across",
    "pg.ui.fr.help": "After the shot, count each player's pieces in the enemy camp.",
    "pg.ui.gates": "Gates",
    "pg.ui.held": "first piece: {piece}, tap the second",
    "pg.ui.hint.count": "next: {sides}",
    "pg.ui.hint.cricket": "closed: {sides}",
    "pg.ui.hint.double": "half double: {pending}; doubles made this turn: {done}",
    "pg.ui.hk.attacker": "Attacker: {player}",
    "pg.ui.hk.attacker_faults": "Attacker's faults only: {faults}.",
    "pg.ui.hk.blocked": "Blocked → {player}'s Goal",
    "pg.ui.hk.faceoff": "Face-off: {player}",
    "pg.ui.hk.faceoff_due": "Face-off: who attacks?",
    "pg.ui.hk.fault": "Fault by {player}",
    "pg.ui.hk.free": "Free shot for {player}.",
    "pg.ui.hk.from_free": "The goal came straight from the free shot",
    "pg.ui.hk.goal": "Goal {player}",
    "pg.ui.hk.goalie": "Goal piece scored for {player} (no goal)",
    "pg.ui.hk.kind": "Kind of fault",
    "pg.ui.hk.out": "{player} sent the puck out",
    "pg.ui.house_rules": "House rules",
    "pg.ui.ky.finish": "Crossed the finish line",
    "pg.ui.ky.help": (
        "Tap the gates this shot crossed, in order (switch "
        "on \"wrong way\" first for a gate crossed backwards)."
    ),
    "pg.ui.ky.line": "{player}: to the line",
    "pg.ui.ky.next": "{player}: gate {gate}",
    "pg.ui.ky.no_touch": "no kayak touched",
    "pg.ui.ky.reverse": "next gate the wrong way",
    "pg.ui.ky.reversed": "{gate} backwards",
    "pg.ui.ky.shot": "This shot: gates {gates}",
    "pg.ui.ky.touched": "Kayak touched",
    "pg.ui.latest": "Latest",
    "pg.ui.log_shot": "Log the shot",
    "pg.ui.mp.capture": "Capture",
    "pg.ui.mp.captured": "{player} captured: {pieces}",
    "pg.ui.mp.entry": "Sanctuary entry",
    "pg.ui.mp.exchange": "Exchange for",
    "pg.ui.mp.for": "For {player}:",
    "pg.ui.mp.help_capture": "Captured by (Mercenary, or off the board), then tap the piece of {other} captured.",
    "pg.ui.mp.help_entry": "Tap the piece that entered a Sanctuary of {other} (Explorers 3-7 in blue score 1).",
    "pg.ui.mp.no_exchange": "no exchange",
    "pg.ui.mp.off": "off board",
    "pg.ui.not_over": "Not over yet",
    "pg.ui.nothing": "Touched nothing",
    "pg.ui.pq.back": "Remove last",
    "pg.ui.pq.empty": "Tap the team of each piece, nearest the jack first.",
    "pg.ui.pq.equal": "equal",
    "pg.ui.pq.first": "{team} plays first",
    "pg.ui.pq.help": (
        "Mène over: tap the team of each piece in play, "
        "nearest the jack first; count the pieces in out zones."
    ),
    "pg.ui.pq.jack": "Jack out by {team}",
    "pg.ui.pq.jack_help": "The jack went into an out zone (the pieces tapped below are those already played):",
    "pg.ui.pq.left": "{team}: {n} to place",
    "pg.ui.pq.log": "Log the mène",
    "pg.ui.pq.out": "Out zone: {team}",
    "pg.ui.pq.out_item": "out {team}",
    "pg.ui.pq.tie": "Equally near (one of each)",
    "pg.ui.refused_rule": "{rule}: {text}.",
    "pg.ui.setup_refused": "Cannot start: {problems}",
    "pg.ui.shooting": "{player} shoots",
    "pg.ui.start_order": "In start order (the first plays first).",
    "pg.ui.tab.log": "Log",
    "pg.ui.tab.sheet": "Sheet",
    "pg.ui.team_name": "Name of team {team} (optional)",
    "pg.ui.teams": "Teams",
    "pg.ui.teams_help": "Each player's team, A or B (at 3 players, a pair against one).",
    "pg.ui.two_pieces": "two pieces in this shot",
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
    "pg.pq.second_before_first": (
        "{by} cannot have sent the jack out: {first} (the team that plays first) still had all "
        "{pieces} pieces unplayed."),
    # --- tapsbilliard (issue 17: entry with fewer taps) ---
    "pg.ui.doubles": "A double at one tap (the red, then the green):",
    "pg.rule.PQ-RESULT": (
        "A mène may be entered by its result alone: the team that scored and its points (1 up to the "
        "pieces a team has), or nobody scored."),
    "pg.pq.result": "{team} scores {n} [n:point|points] (the mène entered by its result).",
    "pg.pq.result_none": "nobody scores (the mène entered by its result).",
    "pg.pq.result_range": (
        "{team} cannot score {n} [n:point|points] in a mène: a team has {pieces} pieces, each scores at "
        "most 1"),
    "pg.pq.result_no_team": "{n} [n:point|points] without a team that scored them",
    "pg.ui.pq.result_help": "Mène over: tap who scored and how many points (or the pieces one by one below).",
    "pg.ui.pq.nobody": "Nobody scores",
    # branch labels: what an undo or a redo names (was the event as typed, as JSON): the event as the sheet
    # says it, with the points it scored
    "pg.change.scored": "{what} ({scorer} {points})",
    "pg.change.events": "{events}",
    # turn points (PG-TOTALS, issue 24): a turn entered as the points the table counted
    "pg.rule.PG-TOTALS": (
        "A turn may be entered as its points alone, counted by the table (not refereed): a whole number from 0 "
        "to the most such a turn can score in this game; where turns are kept, the turn then passes."),
    "pg.totals.not_here": "this game does not take a turn entered as its points",
    "pg.totals.closed_not_here": "only Billard Cricket names the numbers a turn closed",
    "pg.totals.not_whole": "{player}: {points} is not a turn's points: a whole number is expected",
    "pg.totals.out_of_range": (
        "{player}: {points} [points:point|points] cannot be one turn's points here: from 0 to {most}"),
    "pg.totals.cannot_close": (
        "{player} cannot close the {n}s in this turn (already closed, named twice, or not 1 to 8)"),
    "pg.totals.entered": (
        "{player}: {points} [points:point|points] entered by the table (shots not entered, not refereed)."),
    "pg.totals.closed": "numbers closed this turn: {numbers}.",
    "pg.totals.subject": "{player}'s turn: {points} [points:point|points] entered",
    "pg.ui.totals.field": "Turn points",
    "pg.ui.totals.hint": "12, then Enter",
    "pg.ui.totals.help": (
        "Turn points: tap them in the row of who scored (a turn between scored nothing), or type them for "
        "{player} and press Enter."),
    # final scores (PG-FINAL, issue 24.5): a whole match entered as the score each side finished with
    "pg.rule.PG-FINAL": (
        "A match may be entered as its final scores alone, one per side, as the table kept them (not refereed): "
        "the whole log, each a whole number from 0 to the most a match of this game ends with; exactly one side "
        "has reached the target and won, every other is below it. At Billard Cricket, with no target and no most, "
        "the player strictly ahead on points won and is taken to have closed all 8 numbers; equal points "
        "are not final scores."),
    "pg.final.not_here": "this game does not take a match entered as its final scores",
    "pg.final.not_alone": "final scores are the whole match: they cannot follow or be followed by another event",
    "pg.final.unknown": "{player} is not in this match ({players})",
    "pg.final.missing": "{player} has no final score",
    "pg.final.not_whole": "{player}: {score} is not a score: a whole number from 0 is expected",
    "pg.pq.final.jack_out_first": ("{winner} could pass {most} only by a jack sent out by {loser}, who then played "
                                   "first: {loser} had won the mène before and cannot have 0"),
    "pg.final.over": "{player}: {score} is more than a match of this game ends with (at most {most})",
    "pg.final.no_winner": "nobody has reached {target}: the match is not over, so these are not final scores",
    "pg.final.two_winners": "{players} have reached {target}: only one side wins",
    "pg.final.entered": "entered as final scores: the shots were not refereed.",
    "pg.final.won": "{player} reached {target} with {score} and won.",
    "pg.final.subject": "final scores entered",
    "pg.bc.final.level": ("{players} both have {score}: a match of Billard Cricket ends with one player ahead "
                           "on points, so these are not final scores"),
    "pg.bc.final.won": ("{player} finished ahead, {score} to {other}, and won: taken to have closed all 8 "
                         "numbers."),
    "pg.ui.final.help": "Final scores: the score each player finished with, Enter for the next (not refereed).",
    "pg.ui.final.closed": "Final scores are a whole match: they are entered before anything is logged.",
    "pg.ui.final.field": "{player}",
    "pg.ui.final.not_number": "{player}: “{text}” is not a score: type a whole number, like 12.",
    # the winner alone (PG-WINNER, issue 24): a race entered as the kayak that crossed the line first
    "pg.rule.PG-WINNER": (
        "A match whose result is who finishes first may be entered as its winner alone, as the table saw it (not "
        "refereed): the whole log; the winner is one of the match's sides and scores the target, the others' "
        "progress is not known and is written 0."),
    "pg.winner.not_here": "this game does not take a match entered as its winner alone",
    "pg.winner.not_alone": "the winner alone is the whole match: it cannot follow or be followed by another event",
    "pg.winner.entered": "entered as the winner alone: the shots and gates were not refereed, the others' not known.",
    "pg.winner.won": "{player}'s kayak crossed the finish line first and won.",
    "pg.winner.subject": "the winner entered",
    "pg.ui.winner.open": "The winner",
    "pg.ui.winner.help": "The kayak that crossed the finish line first: one tap (not refereed).",
    "pg.ui.winner.closed": "The winner alone is a whole race: it is entered before anything is logged.",
    "pg.ui.totals.not_number": "“{text}” is not a number of points: type a whole number, like 12.",
    "pg.ui.totals.closing": "Closed this turn:",
    "pg.ui.totals.shots": "Or shot by shot:",
    "pg.pdf.totals_legend": "Lines “entered”: turns whose points the table counted; their shots were not refereed.",
}
