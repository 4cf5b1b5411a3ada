"""The statistics are right by construction: whatever the games, every figure (per player, per player and game,
per game, head to head) equals the same figure recomputed by brute force from the games themselves, scores
compared only within one game and as that game reads them (Défense d'afficher: posters left, fewest first, a
place and no points; the BG Stats export says the same)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.exchange.tables import bgstats_plays
from referee_app.store import Store
from referee_app.store.records import HistoryFilter, PlayerResult
from referee_app.store.statistics import game_summaries, head_to_head, player_summaries, scoring_of

NAMES = ["Anna", "ben", "Chloé", "BEN", "Dev"]
GAME_IDS = ["numeri", "paleo", "posters"]  # highest wins, highest wins, a place (fewest posters left first)

a_game = st.tuples(st.sampled_from(GAME_IDS), st.integers(1, 28),
                   st.lists(st.tuples(st.sampled_from(NAMES), st.integers(0, 40)), min_size=1, max_size=4,
                            unique_by=lambda p: p[0].casefold()),
                   st.booleans())  # the first two players are a team (one line, their members credited)
a_filter = st.builds(HistoryFilter, game=st.none() | st.sampled_from(GAME_IDS),
                     since=st.none() | st.integers(1, 28).map(lambda d: f"2026-02-{d:02d}"))


def ranks(game: str, scores: list[int]) -> list[int]:
    """Places as the game gives them: better scores first, equal scores share."""
    better = (lambda a, b: a > b) if game != "posters" else (lambda a, b: a < b)
    return [1 + sum(better(o, s) for o in scores) for s in scores]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(a_game, max_size=14), a_filter, st.sampled_from(NAMES), st.sampled_from(NAMES))
def test_every_figure_equals_its_brute_force_count(games, flt, one, other):
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "games.sqlite3") as store:
        # (time, id, game, [(person, score, rank, team)], [(line name, members, score)]) of the games the filter
        # keeps, oldest first
        kept = []
        for n, (game, day, players, teamed) in enumerate(games):
            record = store.games.create(game, f"g{n}", {}, status="finished")
            sides = [(f"Team {n}", (players[0][0], players[1][0]), players[0][1])] if teamed and len(players) > 2 \
                else [(players[0][0], (), players[0][1])]
            sides += [(name, (), s) for name, s in players[len(sides[0][1]) or 1:]]
            places = ranks(game, [s for _, _, s in sides])
            played = f"2026-02-{day:02d}T{n % 24:02d}:{n:02d}:00+00:00"
            store.records.record_result(record.id, [
                PlayerResult(seat=i, player=name, score=s, rank=r, winner=r == 1, members=members)
                for i, ((name, members, s), r) in enumerate(zip(sides, places, strict=True))], played=played)
            if (flt.game is None or flt.game == game) and (flt.since is None or f"2026-02-{day:02d}" >= flt.since):
                kept.append((played, record.id, game, [(person, s, r, name if members else None)
                                                       for (name, members, s), r in zip(sides, places)
                                                       for person in (members or (name,))], sides))
        kept.sort()
        lines = store.records.result_lines(flt)

        people = {name.casefold() for _, _, _, players, _ in kept for name, *_ in players}
        summaries = {s.player.casefold(): s for s in player_summaries(lines)}
        assert set(summaries) == people
        for key, got in summaries.items():
            mine = [(game, s, r) for _, _, game, players, _ in kept for name, s, r, _ in players
                    if name.casefold() == key]
            assert (got.plays, got.wins) == (len(mine), sum(r == 1 for *_, r in mine))
            assert got.team_wins == sum(r == 1 for _, _, _, players, _ in kept for name, _, r, team in players
                                        if name.casefold() == key and team is not None)
            assert got.win_rate == sum(r == 1 for *_, r in mine) / len(mine)
            longest = max((k for k in range(len(mine) + 1)
                           if any(all(r == 1 for *_, r in mine[i:i + k]) for i in range(len(mine) - k + 1))))
            current = next(k for k in range(len(mine), -1, -1) if all(r == 1 for *_, r in mine[len(mine) - k:]))
            assert (got.longest_streak, got.current_streak) == (longest, current)
            assert got.last_played.isoformat() == max(p for p, _, _, players, _ in kept
                                                      if key in {n.casefold() for n, *_ in players})
            assert {g.game for g in got.games} == {game for game, _, _ in mine}
            for per_game in got.games:
                scores = [s for game, s, _ in mine if game == per_game.game]
                assert (per_game.plays, per_game.wins) == (
                    len(scores), sum(r == 1 for game, _, r in mine if game == per_game.game))
                if per_game.game == "posters":
                    assert per_game.scores is None                                # a place, not points
                else:
                    assert (per_game.scores.best, per_game.scores.worst) == (max(scores), min(scores))
                    assert per_game.scores.average == sum(scores) / len(scores)

        for got in game_summaries(lines):
            plays = [players for _, _, game, players, _ in kept if game == got.game]
            assert got.plays == len(plays)
            sided = [(name, s) for _, _, game, _, sides in kept if game == got.game for name, _, s in sides]
            scores = [s for _, s in sided]  # a team's score once
            if got.game == "posters":
                assert got.scores is None and got.best_by is None
            else:
                assert (got.scores.best, got.scores.worst, got.scores.average) == (
                    max(scores), min(scores), sum(scores) / len(scores))
                assert got.best_by == next(n for n, s in sided if s == max(scores))
        assert {g.game for g in game_summaries(lines)} == {game for _, _, game, *_ in kept}

        duel = head_to_head(lines, one, other)
        both = [] if one.casefold() == other.casefold() else [
            ({n.casefold(): r for n, _, r, _ in players}) for _, _, _, players, _ in kept
            if {one.casefold(), other.casefold()} <= {n.casefold() for n, *_ in players}]
        assert (duel.games, duel.first_ahead, duel.second_ahead, duel.ties) == (
            len(both), sum(p[one.casefold()] < p[other.casefold()] for p in both),
            sum(p[other.casefold()] < p[one.casefold()] for p in both),
            sum(p[one.casefold()] == p[other.casefold()] for p in both))


def test_the_statistics_and_the_bgstats_export_read_scores_from_one_source():
    """`scoring_of` says how a game's scores read; the BG Stats export's highestWins / noPoints are its words."""
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "games.sqlite3") as store:
        for game in GAME_IDS:
            record = store.games.create(game, game, {}, status="finished")
            store.records.record_result(record.id, [PlayerResult(seat=0, player="Anna", score=3, rank=1, winner=True)],
                                played="2026-02-01T10:00:00+00:00")
        exported = {g["sourceGameId"]: g for g in bgstats_plays(store.records.iter_history())["games"]}
    for game in GAME_IDS:
        scoring = scoring_of(game)
        assert (exported[game]["highestWins"], exported[game]["noPoints"]) == (
            scoring.highest_wins, not scoring.points)
    assert not scoring_of("posters").points and not scoring_of("posters").highest_wins
