"""Paleo (Squale Games 2009, Pascal Reymond), Le Roi and Escarmouche: flicked pieces on an archipelago.

The rules this package implements, in our words, with the ids that violations and explanations cite.
Source: the French sheet (shared/seeds/004_...) and shared/RULINGS.md. The table plays; we record the
results and answer the questions. Other games of the sheet (Match aux points, billiards, Pitchanque...)
live in `scorers.paleo_games`.

Paleo: sides, pieces and set-up
- PA-SIDES       2 players, or 3 players each alone, or 4 players in two teams of two; a team scores as one.
- PA-PIECES      2 players: 5 Explorers (3-7) and 3 Mercenaries (1, 2, 8) each. 3 players: 4 pieces each
                 (player 3 plays the 7 and 8 of both colours). 4 players: 4 each (A 1-4, B 5-8), 8 a team.
                 A side cannot lose more pieces than it has.
- PA-SEATS       At 3 players everyone changes seat between rounds. Ours, unless a round says its seats:
                 each moves one seat on (1 -> 2 -> 3 -> 1) from where the round before sat them. A round
                 that keeps the seats of the one before is warned.
Reefs
- PA-REEF-PERMANENT 4 reefs on Paleo island never move; at 3 and 4 players 2 more on two islets.
- PA-REEF-COUNT  5 reefs a side at 2 players (a team at 4), 3 each at 3 players.
- PA-REEF-ORDER  2 players: P1 1, P2 2, P1 2, P2 2, P1 2, P2 1; 4 players the same by team;
                 3 players: P3, P1, P2, P2, P3, P1, P1, P2, P3, one reef each time.
- PA-REEF-ZONE   Never inside the dark blue lines around the base camps and sanctuaries, never closer than
                 a piece and a half to another reef or the edge; not in the advanced camps at 4 players
                 (allowed at 2), not in player 3's camp at 3 players.
- PA-REEF-HALF   At least 2 of a side's reefs in its own half (2 and 4 players; not ruled at 3).
- PA-REEF-KEEP   Between rounds the reefs may stay or move: a round may give no placement.
Pieces
- PA-EXPLORER    Explorers take keys in the opposing sanctuaries and open the door; they never capture.
- PA-MERCENARY   Mercenaries capture opposing Explorers and Mercenaries by touching them; no key, no door.
- PA-DIRECT      A Mercenary captures only what it touches itself, in a shot where it is the piece played.
- PA-MULTI       Several pieces touched in one shot are all captured; of those in their own base camp only
                 the first touched is (the nearest after the shot when the first cannot be told). One outside
                 and one inside: both. (Ours: every piece outside counts, one inside at most.)
- PA-OFF-BOARD   A piece knocked off the board is captured by the opponent.
Sanctuaries
- PA-SANCTUARY   A piece enters when it has wholly crossed the sanctuary's door; in and out again on a
                 rebound counts as entered.
- PA-OWN-SANCTUARY Entering one of its own side's sanctuaries: back to a circle of its base camp; no
                 exchange, no key.
- PA-OPPOSING-SANCTUARY Entering an opposing sanctuary: back to its base camp; an Explorer also takes the key.
- PA-EXCHANGE    2 players: the entering piece may be exchanged for one of its side's captured pieces
                 (as many captured as before).
- PA-FREE        3-4 players: it frees one captured piece instead (one more piece on the board).
- PA-FREE-3      Player 3 may free any of their pieces, whichever opponent captured it.
- PA-FREE-4      At 4 players a player may free a partner's piece, which goes back to the partner's camp.
- PA-PUSHED      Pushed in by an opposing piece, even a Mercenary: the same effects; the piece is saved.
- PA-SAFE-RETURN The turn a piece goes back to its camp after a sanctuary, it cannot be captured.
Rounds and match
- PA-KEYS        Each side fetches the 2 keys of the 2 sanctuaries opposite its camp.
- PA-DOOR        Both opposing keys taken by Explorers and an Explorer on the door (one already standing
                 there when the last key is taken counts): the round, 2 points.
- PA-CAPTURE     Every opposing piece captured (3 players: the last with pieces on the board; 4 players:
                 both opponents' pieces): the round, 1 point.
- PA-ROUND-END   A round ends with exactly one of these wins; a round record must show it.
- PA-MATCH       The first side to 4 points wins the match; no round is played after it.
- PA-FINAL       A match may be entered as each side's final score (`final`: a side, a team by its name or a
                 member's, at 4 players; PA-SIDES), entered by the table, not refereed: the whole log (no round
                 beside it). Each score is a whole number from 0 to 5; exactly one side has 4 or more (5 only
                 from 3 by a door) and has won; every other side has 0-3 (PA-MATCH: no round after the win).

Le Roi (2, 3, 4 players; teams optional at 4)
- RO-PIECES      2 players: 4 Explorers, 3 Mercenaries and a king (a key piece) each; 3-4 players: 2
                 Explorers, 1 Mercenary and a king each. No keys to take.
- RO-EXPLORER    Explorers capture only kings. RO-MERCENARY Mercenaries capture everything but kings.
- RO-KING        Kings capture only kings.
- RO-DIRECT      A king is captured by an Explorer or a king touching it directly, with no other piece
                 touched before in that shot.
- RO-TEAM        Nobody captures their own or their partner's king.
- RO-SANCTUARY   Entering an opposing sanctuary: exchange at 2 players, free at 3-4 (as PA-EXCHANGE/FREE).
- RO-LEAVE       At 3 players (and at 4 without teams) a player who loses their king takes their pieces off.
- RO-PARTNER     At 4 players in teams, a player who loses their king plays on with their partner; the team
                 is out when both kings are.
- RO-WIN         The last side with a king wins. RO-OVER Nothing happens after that.
- RO-WINNER      A game may be entered as its winner alone (`winner`: the side, or a member of the team, the
                 table saw keep the last king), not refereed: it is the whole log (no capture beside it), and
                 the winner is one of the game's sides; the others are out, what each took is not known (0).

Escarmouche (2, 3, 4 players)
- ES-PIECES      4 pieces each, sticker face down: such a piece kills nothing.
- ES-KILLER      A piece entering an opposing sanctuary becomes a killer (back to camp, sticker face up).
- ES-KILL        A killer kills the opposing pieces it touches.
- ES-OFF         A piece knocked off the board is lost (the basic rule).
- ES-WIN         The last player with pieces wins. ES-OVER Nothing happens after that.
- ES-WINNER      A game may be entered as its winner alone (`winner`: the player the table saw keep the last
                 pieces), not refereed: the whole log (no event beside it); the winner is one of the players.

Not refereed by the app (the table plays the shots; the app records what they did), nor the 1.5-piece spacing
of reefs unless recorded:
- PA-MATERIAL    The material and putting the board together: connectors, Sanctuary façades, key pieces.
- PA-CIRCLES     The pieces are set out as their players wish on their base camp's circles.
- PA-FLICK       A piece moves by a flick in any direction, never pushed; it may be played again from where it
                 stopped; players may walk round the board.
- PA-TURNS       2 players take turns; at 3, player 3 starts, then clockwise; at 4, clockwise from a base camp.
- PA-OWN-PIECES  At 4 players each plays only their own pieces.
- PA-RIM         Captured pieces and keys taken go on the rim at the taker's side (a key player 3 shares,
                 between them).
- PA-UNSTICK     A piece stuck against the rim or a reef may be moved away a piece's thickness before it is played.
- RO-BASE        Le Roi: Paleo's set-up and basic rules. ES-BASE Escarmouche: the same.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from scorers.paleo import match, survival
from scorers.paleo.files import EscarmoucheFile, PaleoFile, RoiFile
from scorers.paleo.model import (
    EscarmoucheState,
    PaleoState,
    RoiState,
    parse_escarmouche,
    parse_paleo,
    parse_roi,
    to_file,
)


@dataclass(frozen=True)
class PaleoGameRules:
    """One game of this package as the registry exposes it: its file model and its rule functions."""

    file_model: type[BaseModel]
    parse: Callable[[Any], Any]
    check: Callable[[Any], list]
    score: Callable[[Any], Any]
    end_status: Callable[[Any], tuple]
    to_file: Callable[[Any], dict] = to_file

    def json_schema(self) -> dict[str, Any]:
        return self.file_model.model_json_schema()


#: Paleo, the match to 4 points.
RULES = PaleoGameRules(PaleoFile, parse_paleo, match.check, match.score, match.end_status)
#: Le Roi: last king standing.
ROI = PaleoGameRules(RoiFile, parse_roi, survival.roi_check, survival.score, survival.end_status)
#: Escarmouche: killers; the last with pieces wins.
ESCARMOUCHE = PaleoGameRules(EscarmoucheFile, parse_escarmouche, survival.escarmouche_check, survival.score,
                             survival.end_status)

__all__ = ["ESCARMOUCHE", "ROI", "RULES", "EscarmoucheState", "PaleoState", "RoiState"]
