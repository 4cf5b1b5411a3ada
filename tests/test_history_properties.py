"""Property tests: whatever the games, the history's filters, pages and result lines agree with a plain
Python model of the same games."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.store import Store
from referee_app.store.records import HistoryFilter, PlayerResult

NAMES = ["Anna", "ben", "Chloé", "Łukasz", "Dev"]
GAME_IDS = ["hundsgemein", "loopit"]

a_game = st.tuples(st.sampled_from(GAME_IDS), st.integers(1, 28),
                   st.lists(st.tuples(st.sampled_from(NAMES), st.integers(-5, 40)), min_size=1, max_size=4,
                            unique_by=lambda p: p[0].casefold()))
a_filter = st.builds(HistoryFilter, game=st.none() | st.sampled_from(GAME_IDS),
                     player=st.none() | st.sampled_from(NAMES + ["ANNA", "nobody"]),
                     since=st.none() | st.integers(1, 28).map(lambda d: f"2026-02-{d:02d}"),
                     until=st.none() | st.integers(1, 28).map(lambda d: f"2026-02-{d:02d}"))


def matches(flt: HistoryFilter, game: str, day: int, players: list) -> bool:
    return ((flt.game is None or flt.game == game)
            and (flt.player is None or flt.player.casefold() in {n.casefold() for n, _ in players})
            and (flt.since is None or f"2026-02-{day:02d}" >= flt.since)
            and (flt.until is None or f"2026-02-{day:02d}" <= flt.until))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(a_game, max_size=12), a_filter, st.integers(1, 5))
def test_filters_pages_and_result_lines_agree_with_a_model(games, flt, page_size):
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "games.sqlite3") as store:
        ids = []
        for n, (game, day, players) in enumerate(games):
            record = store.games.create(game, f"g{n}", {"n": n}, status="finished")
            best = max(s for _, s in players)
            store.records.record_result(record.id, [
                PlayerResult(seat=i, player=name, score=s, rank=1 + sum(o > s for _, o in players), winner=s == best)
                for i, (name, s) in enumerate(players)], played=f"2026-02-{day:02d}T{n % 24:02d}:00:00+00:00")
            ids.append(record.id)
        expected = [f"g{n}" for n, (game, day, players) in enumerate(games) if matches(flt, game, day, players)]

        first = store.records.history(flt, 0, page_size)
        pages = [store.records.history(flt, p, page_size) for p in range(first.pages)]
        shown = [e for page in pages for e in page.entries]
        assert first.total == len(expected) and sorted(e.title for e in shown) == sorted(expected)
        assert len({e.id for e in shown}) == len(shown)                         # no game on two pages
        assert [e.played for e in shown] == sorted((e.played for e in shown), reverse=True)

        model = sorted((name, s) for game, day, players in games if matches(flt, game, day, players)
                       for name, s in players)
        assert sorted((x.player, x.score) for x in store.records.result_lines(flt)) == model
