"""The table after the fresh-eyes review of round 6 (issue #23): Expeditions holding
four to seven Characters keep every card's name and statistics in sight."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_tile
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools.table_scenes import day3_position, legal

#: Characters of the two starter decks, longest names first, at most 3 of a name
LYRA = ["ALT_CORE_B_YZ_07_R2", "ALT_CORE_B_LY_17_C", "ALT_CORE_B_LY_14_C",
        "ALT_CORE_B_LY_16_C", "ALT_CORE_B_LY_06_C", "ALT_CORE_B_LY_18_C",
        "ALT_CORE_B_LY_08_C", "ALT_CORE_B_LY_07_C", "ALT_CORE_B_LY_09_C",
        "ALT_CORE_B_LY_11_C", "ALT_CORE_B_LY_20_C", "ALT_CORE_B_LY_17_C"]
ORDIS = ["ALT_CORE_B_OR_15_C", "ALT_CORE_B_OR_07_C", "ALT_CORE_B_AX_04_C",
         "ALT_CORE_B_OR_09_C", "ALT_CORE_B_OR_13_C", "ALT_CORE_B_OR_17_C",
         "ALT_CORE_B_OR_05_C", "ALT_CORE_B_OR_14_C", "ALT_CORE_B_BR_04_R2",
         "ALT_CORE_B_AX_07_R2", "ALT_CORE_B_OR_15_C", "ALT_CORE_B_OR_07_C"]
# the windows a maximised window leaves on those screens (tests/gui/test_screen_sizes)
SIZES = {"1366x768": (1366, 708), "1920x1080": (1920, 1020)}


def crowded_game(hero: int, companion: int, opp: tuple[int, int] = (3, 3)):  # type: ignore[no-untyped-def]
    """The day-3 scene with `hero` and `companion` Characters in Ninette's (Lyra, at
    the bottom) Expeditions and `opp` in Lithium's: a position a game could hold."""
    from engine import Game

    pos = day3_position()
    a, b = pos.players
    a = attrs.evolve(a, hero_expedition=LYRA[:hero],
                     companion_expedition=LYRA[hero:hero + companion],
                     hand=["ALT_CORE_B_LY_26_C", "ALT_CORE_B_LY_25_C"])
    b = attrs.evolve(b, hero_expedition=ORDIS[:opp[0]],
                     companion_expedition=ORDIS[opp[0]:opp[0] + sum(opp[1:])])
    return Game.from_position(legal(attrs.evolve(pos, players=(a, b))), seed=7)


def _table(qtbot, game, size: str):  # type: ignore[no-untyped-def]
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    if size == "1920x1080":
        win.log_dock.show()  # open by default that wide: the table at its narrowest
    win.refresh()
    qtbot.wait(10)
    return win


def covered_parts(win) -> list[str]:  # type: ignore[no-untyped-def]
    """Every Expedition card whose name band or statistics row another card covers,
    lies outside the table, or is not written whole (empty when all read)."""
    table = win.table
    bounds = QRectF(0, 0, table.width() - table.side_width, table.height())
    cards = [i for i in table.items if i.kind == "card" and i.card
             and i.card.get("zone") == "expedition"]
    out = []
    for it in cards:
        name = it.card["name"]
        parts = {"name": card_tile.name_box(it.rect, name),
                 "statistics": card_tile.stats_band(it.rect)}
        for part, rect in parts.items():
            if not bounds.contains(rect):
                out.append(f"{name}: its {part} lies off the table")
            for other in cards:
                if other is not it and other.rect.intersects(rect):
                    out.append(f"{name}: its {part} is under {other.card['name']}")
        if not card_tile.fully_shown(name, it.rect):
            out.append(f"{name}: name cut at {it.rect.size()}")
        if not card_tile.digits_fit(it.rect, it.card["stats"]):
            out.append(f"{name}: digits do not fit {it.rect.size()}")
    return out


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("n", [4, 5, 6, 7])
def test_a_crowded_expedition_covers_no_name_and_no_statistics(qtbot, size, n):
    """Review r6 #1: at 1920 a fourth Character made the tiles overlap, covering the
    terrain icons of two and hiding the fourth.  With 4 to 7 Characters in one
    Expedition and 3 in the other, on both sides of the table, every tile's name band
    and statistics row are on the table, whole, under no other tile."""
    win = _table(qtbot, crowded_game(n, 3, (n, 3)), size)
    in_play = [i for i in win.table.items if i.kind == "card" and i.card
               and i.card.get("zone") == "expedition"]
    assert len(in_play) == 2 * (n + 3)
    assert covered_parts(win) == []


def test_the_check_sees_tiles_that_overlap(qtbot):
    """The check itself: the tiles of the old layout (card-shaped, squeezed together
    when four did not fit) fail it."""
    win = _table(qtbot, crowded_game(6, 3), "1366x768")
    row = [i for i in win.table.items if i.kind == "card" and i.card
           and i.card.get("expedition") == "hero" and i.player == 0]
    for k, it in enumerate(row):
        it.rect = QRectF(row[0].rect.left() + k * 60, it.rect.top(), 100, it.rect.height())
    found = covered_parts(win)
    assert any("statistics is under" in f for f in found), found


def test_a_crowded_expedition_borrows_the_room_the_other_leaves(qtbot):
    """Seven Characters beside one: the crowded Expedition takes the room the other
    does not use, its tiles as wide as their names need."""
    win = _table(qtbot, crowded_game(7, 1), "1366x768")
    exps = {i.exp: i.rect for i in win.table.items
            if i.kind == "expedition" and i.player == 0}
    assert exps["hero"].width() > 1.5 * exps["companion"].width()


def test_no_name_is_written_again_while_the_card_over_it_glides_in(qtbot):
    """Review r6 #1: "Kelon Elemental / Elemental": a tile's name was written again for
    a strip a gliding card would cover, over the tile's own whole name.  While the card
    over a fanned tile glides in, the tile is drawn whole with no tab; once it lands
    the tab is back."""
    import dataclasses

    from altered_desktop.table_display import list_board

    win = _table(qtbot, crowded_game(7, 7), "1366x768")  # too many for side by side
    table = win.table
    fanned = [i for i in table.items if i.kind == "card" and "covered_by" in i.extra]
    assert fanned, "fourteen Characters on one side overlap at 1366"

    def tabs(moving: frozenset[int]) -> int:
        marks = dataclasses.replace(table._marks(), moving=moving)
        ops = list_board(table.view, table.bottom, table.placement, marks)
        return sum(1 for op in ops if isinstance(op.key, tuple) and op.key[0] == "tile_tab")

    assert tabs(frozenset()) > 0
    gliding = frozenset(i.extra["covered_by"] for i in fanned)
    assert tabs(gliding) == 0
