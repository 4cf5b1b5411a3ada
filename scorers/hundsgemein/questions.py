"""The rules questions that start arguments at a Hundsgemein table, answered from the board as it stands.

- "May this flea go here?" (`may_place`): the placement is checked by the same `check_placement` that
  refuses a tap on the board (HG-OCCUPIED, HG-CENTRE, HG-ADJ, HG-SUPPLY).
- "Who takes this street's dog?" (`street_dog`): the street is tallied and decided by the same judge that
  scores (`STREET_RULES[variant]`: HG-MAJORITY / HG-MAJORITY-TIE, or the expert runs).
- "What if a wrong tile went unnoticed?" (`wrong_tile`): whether the tile breaks a placement rule (the
  final-board audit, `check_board_placement`), and from the game's log (`tiles_laid_since`) whether the
  next player has played since it was laid (HG-STAYS).

A board that cannot exist (more tiles of a type than a supply holds) is answered with the violations that
say why (`yes` None), never with an answer to another question.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorers.answers import Answer
from scorers.hundsgemein.checks import (
    Placement,
    block_phrase,
    check_board_placement,
    check_placement,
    check_supply,
    end_of_game,
    tile_phrase,
)
from scorers.hundsgemein.geometry import STREETS_BY_ID, blocks_named, row_col
from scorers.hundsgemein.model import HundsgemeinState, Tile
from scorers.hundsgemein.rules import DOG_VALUES
from scorers.hundsgemein.streets import STREET_RULES, tally
from scorers.i18n import Phrase, phrase
from scorers.violations import errors

#: Question ids in the order the app offers them.
QUESTIONS = ("place", "dog", "stays")
#: The placement rules a tile left on the board may break (HG-STAYS speaks of them).
PLACEMENT_RULES = ("HG-ADJ", "HG-CENTRE")




def _impossible(state: HundsgemeinState) -> Answer | None:
    """The answer for a board that cannot exist, or None when it can."""
    if state.board is None:
        return Answer(phrase("hg.q.not_a_position"), (phrase("hg.v.no_board"),), ("HG-BOARD",), None)
    found = errors(check_supply(state))
    if not found:
        return None
    return Answer(phrase("hg.q.not_a_position"), tuple(v.text for v in found),
                  tuple(dict.fromkeys(v.rule_id for v in found)), None)


def may_place(state: HundsgemeinState, player: int, flea: int, block: int) -> Answer:
    """May `player`'s flea of type `flea` go on `block` now?"""
    impossible = _impossible(state)
    if impossible:
        return impossible
    row, column = row_col(block)
    found = check_placement(state, Placement(player, flea, row, column))
    tile = tile_phrase(state, Tile(player, flea))
    if not found:
        return Answer(phrase("hg.q.yes"), (phrase("hg.q.may_place", tile=tile, at=block_phrase(block)),),
                      ("HG-OCCUPIED", "HG-ADJ"), True)
    return Answer(phrase("hg.q.no"), tuple(v.text for v in found), tuple(dict.fromkeys(v.rule_id for v in found)),
                  False)


def street_dog(state: HundsgemeinState, street_id: str) -> Answer:
    """Who takes this street's dog, on the board as it stands (the scorer's own decision and reasons)?"""
    impossible = _impossible(state)
    if impossible:
        return impossible
    street = STREETS_BY_ID[street_id]
    judge = STREET_RULES[state.variant]
    names = state.names
    decision = judge.decide(tally(street, state.board, len(names)), names)
    breed = state.dogs.get(street_id)
    if breed is None:
        dog: Phrase = phrase("hg.q.no_dog_yet", street=street_id)
        extra: tuple[Phrase, ...] = (dog,)
        rules = (*decision.rules, "HG-DOGS")
    else:
        dog = phrase("hg.dog", breed=phrase(f"breed.{breed}"), value=DOG_VALUES[breed])
        extra, rules = (), decision.rules
    if decision.winner is None:
        verdict = phrase("hg.q.dog_discarded", street=street_id)
    else:
        verdict = phrase("hg.q.dog_taken", player=names[decision.winner], street=street_id,
                         dog=dog if breed else phrase("hg.q.the_dog"))
    if end_of_game(state).over is False:
        extra += (phrase("hg.q.as_it_stands"),)
        rules = (*rules, "HG-END")
    return Answer(verdict, (*decision.reasons, *extra), tuple(dict.fromkeys(rules)), decision.winner is not None)


def tiles_laid_since(boards: Sequence[Sequence[Tile | None] | None], block: int) -> int | None:
    """From the game's log (its boards, oldest first, the last the board as it stands): how many tiles were
    laid after the one on `block`; None when the log does not reach back to when it was laid (a game
    imported with it, or its history cut)."""
    if not boards or boards[-1] is None or boards[-1][block] is None:
        return None
    tile = boards[-1][block]
    laid_at = None
    for i in range(len(boards) - 1, 0, -1):
        before, after = boards[i - 1], boards[i]
        if after is not None and after[block] == tile and (before is None or before[block] != tile):
            laid_at = i
            break
    if laid_at is None:
        return None
    laid = 0
    for before, after in zip(boards[laid_at:], boards[laid_at + 1:]):
        if before is not None and after is not None:
            laid += sum(1 for b, a in zip(before, after) if a is not None and b != a)
    return laid


def wrong_tile(state: HundsgemeinState, block: int, laid_after: int | None) -> Answer:
    """The tile on `block` broke a placement rule and nobody said so when it was laid: may it still be
    challenged (removed), or does it stay and score? `laid_after`: tiles laid since it (`tiles_laid_since`)."""
    impossible = _impossible(state)
    if impossible:
        return impossible
    tile = state.board[block]
    if tile is None:
        return Answer(phrase("hg.q.not_a_position"), (phrase("hg.q.no_tile", at=block_phrase(block)),),
                      ("HG-STAYS",), None)
    name = block_phrase(block)
    broken = [v for v in check_board_placement(state)
              if v.rule_id in PLACEMENT_RULES and block in blocks_named(v.where)]
    said = tile_phrase(state, tile)
    if not broken:
        return Answer(phrase("hg.q.not_wrong"), (phrase("hg.q.breaks_nothing", tile=said, at=name),),
                      ("HG-OCCUPIED", "HG-ADJ", "HG-CENTRE"), None)
    reasons = [v.text for v in broken]
    rules = [*dict.fromkeys(v.rule_id for v in broken), "HG-STAYS"]
    if laid_after == 0:
        reasons.append(phrase("hg.q.challenge_now", tile=said))
        return Answer(phrase("hg.q.may_challenge"), tuple(reasons), tuple(rules), True)
    if end_of_game(state).over is True:
        reasons.append(phrase("hg.q.challenge_before_scoring"))
        return Answer(phrase("hg.q.may_challenge"), tuple(reasons), tuple(rules), True)
    if laid_after is None:
        reasons.append(phrase("hg.q.log_silent"))
        return Answer(phrase("hg.q.depends"), tuple(reasons), tuple(rules), None)
    reasons.append(phrase("hg.q.stays", tile=said, laid=laid_after))
    return Answer(phrase("hg.q.it_stays"), tuple(reasons), tuple(rules), False)

