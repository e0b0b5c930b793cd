"""Room given to what has content (review r11, at 1366 x 768: the hand row's right half
stayed empty beside a small hand while the base row above squeezed its Reserve between
the Landmarks, Mana and the piles; two empty Expedition rows kept their height at
Clean-up beside a Reserve of small flat tiles).  The player's Mana zone stands at the
hand row's right end (orbs: the row still holds no card but the hand's, review r8 #4),
its width in the base row going to the Reserve and the Landmarks; while no Expedition
holds a card, the Reserves grow into the Expeditions' rows."""

from __future__ import annotations

import pytest

from altered_desktop.session import Mode
from altered_desktop.table_layout import MANA_GAP
from tests.gui.conftest import day3_window, make_window
from tests.gui.test_card_look import SIZES


def _window(qtbot, size: str):  # type: ignore[no-untyped-def]
    win = day3_window(qtbot, SIZES[size])
    return win


def _mine(win, kind: str) -> list:  # type: ignore[no-untyped-def, type-arg]
    return [i for i in win.table.items if i.kind == kind and i.player == win.table.bottom]


@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_the_mana_zone_stands_in_the_hand_rows_spare_room(qtbot, size):
    win = _window(qtbot, size)
    row = win.table.placement.hand_rect
    hand = [i for i in _mine(win, "card") if i.extra.get("hand")]
    assert len(hand) == 4
    (mana,) = _mine(win, "mana")
    assert row.adjusted(-1, -1, 1, 1).contains(mana.rect), (mana.rect, row)
    # right of the hand, clear of every card of it, at the row's end
    assert all(mana.rect.left() >= c.rect.right() + MANA_GAP - 0.5 for c in hand)
    assert mana.rect.right() >= row.right() - 1
    # the base row's width goes to the Reserve and the Landmarks: they reach the Deck
    zones = _mine(win, "zone")
    reserve = next(z for z in zones if z.label.startswith("Reserve"))
    landmarks = next(z for z in zones if z.label.startswith("Landmarks"))
    (deck,) = _mine(win, "deck")
    assert deck.rect.left() - landmarks.rect.right() <= 0.04 * row.width()
    span = landmarks.rect.right() - reserve.rect.left()
    assert span >= 0.72 * row.width(), (span, row.width())


def _idle_game(busy: bool):  # type: ignore[no-untyped-def]
    """The day-3 scene with both players' Expeditions empty (as at a day's Morning or
    Night's Clean-up), two cards in each Reserve; with `busy`, one Character in
    Ninette's hero Expedition."""
    import attrs

    from engine import Game
    from tools.table_scenes import day3_position, legal

    pos = day3_position()
    a, b = pos.players
    a = attrs.evolve(a, hero_expedition=["ALT_CORE_B_LY_17_C"] if busy else [],
                     companion_expedition=[])
    b = attrs.evolve(b, hero_expedition=[], companion_expedition=[])
    return Game.from_position(legal(attrs.evolve(pos, players=(a, b))), seed=7)


@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_every_zone_keeps_its_size_when_the_expeditions_empty(qtbot, size):
    """Review r13 #12: at Night the emptied Expedition rows collapsed to one-line
    "Hero · no cards" strips and the Reserves grew 1.7x, so everything a player tracked
    moved.  The same day's board with the Expeditions full (Afternoon) and empty (Night,
    Clean-up, Morning): every zone, Hero, pile and track rect is the same, each empty
    Expedition keeps its band with its title, its three totals and a quiet "no cards"."""
    from altered_desktop.table_display import list_board

    def zones(win):  # type: ignore[no-untyped-def]
        out = sorted((i.kind, i.player, i.exp or i.label.split(" ")[0],
                      tuple(round(v, 1) for v in i.rect.getRect()))
                     for i in win.table.items
                     if i.kind in ("zone", "expedition", "herozone", "mana", "deck",
                                   "discard", "region"))
        return out, win.table.placement.track_rect, win.table.placement.hand_rect

    looks = {}
    for busy in (False, True):
        win = make_window(qtbot, _idle_game(busy), Mode.HOTSEAT)
        win.resize(*SIZES[size])
        win.refresh()
        qtbot.wait(20)
        looks[busy] = zones(win)
        reserve = [i for i in win.table.items if i.kind == "card" and i.card
                   and i.card.get("zone") == "reserve"]
        assert len(reserve) == 4
        looks[busy] += (sorted(tuple(round(v, 1) for v in i.rect.getRect())
                               for i in reserve),)
        if not busy:
            ops = list_board(win.table.view, win.table.bottom, win.table.placement,
                             win.table._marks())
            keys = [op.key[0] for op in ops]
            assert keys.count("exp_title") == 4 and keys.count("exp_stat") == 12, keys
            assert keys.count("exp_empty") == 4 and "exp_title_idle" not in keys
    assert looks[False] == looks[True]
