"""Défense d'afficher (Snépic, 1960s): bill stickers race round the track to stick all their posters.

The rules this package implements, in our words, with the ids that violations and explanations cite.
Source: the French sheet (shared/seeds/003_...) and shared/RULINGS.md.

Sides and material
- PO-SIDES     2, 3 or 4 sides; a side is one player or a team of two (2 to 8 people, teams and single
               players mixed). A team counts as one player for every rule.
- PO-TEAM      The two members of a team play alternate turns of their side.
- PO-COPIES    Every brand's poster exists twice; the board has one slot reserved for each brand.
- PO-DEAL      18 posters a side with 2 sides, 12 with 3, 9 with 4; the rest is the face-down reserve.
- PO-BOARD     The track is a loop of squares; each side starts on its own "Départ" square. Panels stand
               beside it, each with a brush square at its foot. No full layout of the printed board is
               published: it is data, and the default is reconstructed from published descriptions
               (`board.FACTS`; check it against your board).

The turn
- PO-ORDER     The side that rolled highest starts (`first`); then clockwise, in seat order.
- PO-TURN      A turn is exactly one of: move, exchange with the reserve, or draw a chance card.
- PO-MOVE      Move: roll the die, then go exactly that many squares, forward or backward.
- PO-ONE-WAY   Never forward and backward in the same move.
- PO-STAY      A roll that fits no brush square may be spent staying where one is.
- PO-STICK     Posters are stuck only on an exact stop on a panel's brush square, reached by this turn's
               move: on that panel's free slots, each poster on the slot reserved for its brand (all the
               matching ones at once; hands are hidden, so the referee cannot enforce "all").
- PO-SLOT-FILLED A slot already carrying a poster takes no other (the brand's duplicate is then useless).
- PO-BANNED    No poster goes on a slot under a "Défense d'afficher".
- PO-WRONG-SLOT A poster stuck on a slot reserved for another brand goes back to its side's hand, and the
               side takes one more poster from the reserve as a penalty.
- PO-EXCHANGE  Exchange: any number of one's posters for as many from the top of the reserve; it is the
               whole turn. One cannot exchange more posters than one holds.
- PO-RESERVE-EMPTY (ruling) An exchange or a penalty with too few posters in the reserve takes what is left.

Chance
- PO-CHANCE    Drawing a chance card instead of rolling or exchanging is the whole turn.
- PO-CHANCE-SQUARE Stopping on a chance square forces a draw, as part of the same turn.
- PO-STOCK     The card comes from the top of the stock, then goes to the discard; an empty stock is
               made again from the shuffled discard. "Défense d'afficher" cards never go to the discard.
- PO-BAN       "Défense d'afficher": its holder lays it over 1 to 4 slots of one panel, which are then
               forbidden until a scraper moves it.
- PO-SCRAPER   "Grattoir d'affiches": either move a ban at once to another panel, or scrape a posted poster
               and give it to another side, who must take it; its holder may then stick its own duplicate
               on that slot.
- PO-FOG       "Foncez dans le brouillard": its holder sticks posters of their choice on their slots, on any
               panel, in the same turn, without a stop on a brush square (each on the slot reserved for its
               brand, free and not forbidden, as PO-STICK; a wrong slot is PO-WRONG-SLOT). How many: as many
               as they choose (our reading, the card as described names no number); a table's own card may
               set a most (`posters`).
- PO-CARDS     The other cards of the default deck (made up): move 3 squares forward or back, play again,
               take a poster from the reserve, give a poster to a side of one's choice, lose one's next turn.
- PO-SIMPLE    Simplified game: no chance cards; stopping on a chance square gives an immediate new turn.

The end
- PO-WIN       The first side with no poster left wins at once.
- PO-END       No turn is played after that.
- PO-FINISH    A game may be entered by its finishing order alone, as the table saw it (a final tally,
               entered by the table, not refereed): the side that emptied its hand first, then, if the
               table wants, the others in order; the sides not named share the place after the last named.
               It stands for the whole game: no turn is logged with it.

House rules (off unless the file's `house_rules` lists them; printed on every sheet that uses them)
- PO-HOUSE-STAY "stay-sticks": staying put on a brush square counts as an arrival there (stick again).

Not refereed by the app (the hands are hidden):
- PO-SCREEN    Each side keeps its posters behind its shack, out of sight.

Our readings: staying put on a brush square is no arrival (no sticking); an extra turn is played by the
same team member; a card's move that stops on a chance square draws nothing more; "Foncez dans le
brouillard" sets no number of posters (as many as its holder chooses, never more than they hold).
"""

from __future__ import annotations

from typing import Any

from scorers.errors import UnreadableInput
from scorers.i18n import Phrase, phrase
from scorers.posters.board import DEFAULT_BOARD, EXAMPLE_BOARD, Board
from scorers.posters.model import PostersFile, PostersState, Turn, parse, to_file
from scorers.posters.play import Replay, TurnRecord, forget_replays, play_strict, play_turn, replay, violations
from scorers.posters.rules import SIDE_LETTERS
from scorers.posters.scoring import score
from scorers.posters.table import Table, opening
from scorers.validation import problems_from
from scorers.violations import Violation


def check(state: PostersState) -> list[Violation]:
    """Every claim of the log the rules refuse or penalise, in order (never raises)."""
    return violations(state)


class PostersRules:
    """The game as the registry exposes it to the command line and the app."""

    parse = staticmethod(parse)
    check = staticmethod(check)
    score = staticmethod(score)
    to_file = staticmethod(to_file)

    def json_schema(self) -> dict[str, Any]:
        return PostersFile.model_json_schema()

    def forget_caches(self) -> None:
        """Drop the kept replays, so that the next check or score plays the log from the deal."""
        forget_replays()

    def parse_move(self, state: PostersState, text: str) -> Turn:
        """`--move` takes the next turn as JSON: '{"side": "a", "do": [{"roll": 4, "move": 4}]}'."""
        from pydantic import ValidationError

        from scorers.loading import decode  # refuses too deep or too long a number in its own words

        try:
            turn = Turn.model_validate(decode(text))
        except ValidationError as error:
            raise UnreadableInput(problems_from(error)) from None
        parse({**to_file(state), "turns": [*to_file(state)["turns"], turn.model_dump(mode="json")]})
        return turn

    def check_move(self, state: PostersState, turn: Turn) -> list[Violation]:
        return violations(state.with_turns((*state.turns, turn)))[len(violations(state)):]

    def describe_move(self, state: PostersState, turn: Turn) -> Phrase:
        return phrase("po.next_turn", side=state.names[SIDE_LETTERS.index(turn.side)], turn=len(state.turns) + 1)

    def end_status(self, state: PostersState) -> tuple[bool | None, Phrase, str | None]:
        """PO-WIN: (over?, the sentence, None)."""
        if state.finish:  # PO-FINISH: the table entered who won
            return True, phrase("po.end.won", side=state.names[state.finish[0]]), None
        table = replay(state).table
        if table.winner is not None:
            return True, phrase("po.end.won", side=state.names[table.winner]), None
        return False, phrase("po.end.playing", side=state.names[table.next_side],
                             left=[phrase("po.left", side=n, count=table.hands[i])
                                   for i, n in enumerate(state.names)]), None


RULES = PostersRules()

__all__ = [
    "DEFAULT_BOARD", "EXAMPLE_BOARD", "RULES", "Board", "PostersFile", "PostersState", "Replay", "Table", "Turn",
    "TurnRecord", "check", "opening", "parse", "play_strict", "play_turn", "replay", "score", "to_file", "violations",
]
