"""The drawn Hundsgemein board (issue 17): a street's name (V1..V6, H1..H6) is written in the theme's ink,
so it reads on the page's background in both themes, the device's dark theme included (the page's
`theme_mode` is then SYSTEM, not DARK, so the drawing cannot tell that the background is dark)."""

from __future__ import annotations

import flet as ft
import pytest

from referee_app.games.hundsgemein.board import BREED_COLOURS, BoardDrawing, Layout
from scorers.hundsgemein.rules import BOARD_SIZE, DOG_VALUES

EMPTY = [".."] * (BOARD_SIZE * BOARD_SIZE)


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("on_street", [None, lambda street: None], ids=["board", "dogs"])
def test_street_names_follow_the_theme_ink_whatever_the_theme_mode(dark, on_street):
    drawing = BoardDrawing(Layout.fitting(412), on_street=on_street)
    drawing.show(EMPTY, {"H2": "rex"}, ["yellow", "blue"], {}, dark)
    names = {street: badge.content for street, badge in drawing.dog_badges.items()}
    assert len(names) == 12
    for street, text in names.items():
        if street == "H2":  # a dog: white on its breed's colour, the same in both themes
            assert text.value == f"R{DOG_VALUES['rex']}" and text.color == "#FFFFFF"
            assert drawing.dog_badges[street].bgcolor == BREED_COLOURS["rex"]
        else:
            assert text.value == street and text.color == ft.Colors.ON_SURFACE
