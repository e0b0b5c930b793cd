"""Each Expedition in its own half of its row, under its own part of the track, with
its "at region N" caption (issue #23, review r14 #1 and #2).

Review r14 #1: a crowded Companion Expedition took the room the Hero Expedition left:
its cards lay under regions 2-5 while its marker stood at region 7, and a player could
not tell which Expedition a card belonged to.  #2: on a full row the caption saying
where the Expedition stands was left out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop.table_display import list_board
from tests.gui.test_table_round6 import SIZES, _table, crowded_game
from tests.gui.test_table_round8 import _bare_game

#: (hero, companion) Characters on both sides: a crowded one beside an empty or a
#: light one, either way round, and both full
COUNTS = [(1, 5), (1, 6), (0, 7), (6, 1), (4, 4)]


def _halves(win, player: int) -> dict[str, QRectF]:  # type: ignore[no-untyped-def]
    return {i.exp: i.rect for i in win.table.items
            if i.kind == "expedition" and i.player == player}


def _cards(win, player: int, exp: str) -> list:  # type: ignore[no-untyped-def]
    return [i for i in win.table.items if i.kind == "card" and i.card
            and i.card.get("zone") == "expedition" and i.player == player
            and i.card.get("expedition") == exp]


def _captions(win) -> list:  # type: ignore[no-untyped-def]
    table = win.table
    ops = list_board(table.shown_view, table.bottom, table.placement, table._marks())
    return [op for op in ops if isinstance(op.key, tuple)
            and op.key[0] in ("exp_region", "exp_region_short")]


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("counts", COUNTS)
def test_each_expeditions_cards_stay_in_its_own_half(qtbot, size, counts):
    """With a crowded Expedition beside a light one, on both sides of the table, the
    two Expeditions of a row are halves of one width, side by side, and every card of
    an Expedition lies inside its own half: none under the other's."""
    win = _table(qtbot, _bare_game(*counts), size)
    for player in (0, 1):
        halves = _halves(win, player)
        hero, comp = halves["hero"], halves["companion"]
        assert abs(hero.width() - comp.width()) < 1.0, (player, hero, comp)
        assert hero.right() <= comp.left(), (player, hero, comp)
        for exp, half in halves.items():
            cards = _cards(win, player, exp)
            assert len(cards) == counts[exp == "companion"], (player, exp)
            for it in cards:
                assert half.adjusted(-0.5, -0.5, 0.5, 0.5).contains(it.rect), \
                    (player, exp, it.card["name"], it.rect, half)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_crowded_companion_stays_under_its_own_part_of_the_track(qtbot, size):
    """The review's Dusk: Lithium's six-card Companion Expedition beside a one-card
    Hero Expedition.  Its cards start right of the row's middle (the Hero's half ends
    there), as the Companion's end of the track does."""
    win = _table(qtbot, crowded_game(1, 6, (1, 6)), size)
    for player in (0, 1):
        halves = _halves(win, player)
        middle = (halves["hero"].right() + halves["companion"].left()) / 2
        assert all(it.rect.left() > middle for it in _cards(win, player, "companion"))
        assert all(it.rect.right() < middle for it in _cards(win, player, "hero"))


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("counts", COUNTS)
def test_every_crowded_row_keeps_its_at_region_caption(qtbot, size, counts):
    """Review r14 #2: a full Expedition lost its "at region N" caption.  Each
    Expedition whose tiles overlap or wrap onto two rows, and each holding one card or
    none, has its caption, whole, in its own half, under none of its cards: its long
    form where the cards leave the room, else the short one in the lane kept for it."""
    win = _table(qtbot, _bare_game(*counts), size)
    found = _captions(win)
    cards = [i.rect for i in win.table.items if i.kind == "card" and i.card
             and i.card.get("zone") == "expedition"]
    for op in found:
        assert not any(c.intersects(op.bounds) for c in cards), op.key
    for player in (0, 1):
        for exp, half in _halves(win, player).items():
            mine = _cards(win, player, exp)
            crowded = any("shown_w" in i.extra for i in mine) or \
                len({round(i.rect.top()) for i in mine}) > 1
            if crowded or len(mine) <= 1:
                assert any(half.contains(op.bounds) for op in found), (player, exp)
