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
from tests.gui.conftest import make_window
from tests.gui.test_card_look import SIZES


def _window(qtbot, size: str):  # type: ignore[no-untyped-def]
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game(), Mode.HOTSEAT)
    win.resize(*SIZES[size])
    win.refresh()
    qtbot.wait(20)
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
def test_an_idle_reserve_takes_the_empty_expeditions_room(qtbot, size):
    """While neither player's Expeditions hold a card, each Reserve with cards grows
    into its player's Expedition row (review r11: two empty Expedition rows kept their
    height beside a Reserve of small flat tiles), the Expeditions keeping their titles
    ("no cards") and the track its regions' names; the Hero, Mana, piles and hand keep
    their size and place."""
    from altered_desktop import table_paint
    from altered_desktop.table_layout import IDLE_EXP_PX, region_content


    looks = {}
    for busy in (False, True):
        win = make_window(qtbot, _idle_game(busy), Mode.HOTSEAT)
        win.resize(*SIZES[size])
        win.refresh()
        qtbot.wait(20)
        items = win.table.items
        reserve = [i for i in items if i.kind == "card" and i.card
                   and i.card.get("zone") == "reserve"]
        assert len(reserve) == 4
        looks[busy] = {
            "reserve": min(i.rect.height() for i in reserve),
            "exp": min(i.rect.height() for i in items if i.kind == "expedition"),
            "track": win.table.placement.track_rect.height(),
            "names": all(table_paint.region_name_h(region_content(i.rect)) > 0
                         for i in items if i.kind == "region"),
            "fixed": sorted((i.kind, i.player, round(i.rect.width()), round(i.rect.height()))
                            for i in items if i.kind in ("mana", "deck", "discard")
                            or (i.kind == "card" and (i.extra.get("hero")
                                                      or i.extra.get("hand")))),
            "hand": win.table.placement.hand_rect,
        }
        if not busy:
            # the strips say "no cards" on one line, no totals squeezed under it
            from altered_desktop.table_display import list_board
            from altered_desktop.table_layout import EXP_ROW_LEAST
            # a maximised window, and one on a screen with no taskbar (taller strips)
            for height in (SIZES[size][1], SIZES[size][1] + 60):
                win.resize(SIZES[size][0], height)
                win.refresh()
                qtbot.wait(10)
                ops = list_board(win.table.view, win.table.bottom, win.table.placement,
                                 win.table._marks())
                # three totals only where the row has their room (a maximised 1366
                # window: none has), else the strips say "no cards" on one line
                tall = [i for i in win.table.items if i.kind == "expedition"
                        and i.rect.height() >= EXP_ROW_LEAST]
                keys = [op.key[0] for op in ops]
                assert keys.count("exp_title_idle") == 4 - len(tall), keys
                assert keys.count("exp_stat") == 3 * len(tall), keys
                if size == "1366x768" and height == SIZES[size][1]:
                    assert not tall
    idle, busy = looks[False], looks[True]
    assert idle["reserve"] >= 1.4 * busy["reserve"], (idle["reserve"], busy["reserve"])
    assert idle["exp"] >= IDLE_EXP_PX - 1  # a strip for their titles: every total is 0
    assert idle["track"] >= busy["track"] - 0.5 and idle["names"]
    assert idle["fixed"] == busy["fixed"] and idle["hand"] == busy["hand"]
