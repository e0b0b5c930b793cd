"""The Expeditions, the table's main content, get the room (review r14, issue #23: at
1366x768 their cards were 107x99 tiles while both base rows stood 80 % as tall as an
Expedition row, mostly bare felt; the Expeditions took 18 % of the window)."""

from __future__ import annotations

import pytest

from tests.gui.conftest import day3_window

#: the review's screens, the window full screen
SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}

#: the least Expedition card (width, height) and the least share of the window the four
#: Expedition bands take, at each size (before: 107x99 and 18.2 % at 1366, 157x155 and
#: 20.1 % at 1920; since review r15 each band keeps a lane for its "at region N"
#: caption's terrains: 99x106 at 1366)
LEAST = {"1366x768": ((98.0, 105.0), 0.19), "1920x1080": ((150.0, 165.0), 0.21)}
#: the player's own Reserve tiles on a tall table at least (about 63 px at 1366)
OWN_RESERVE_TALL_PX = 80.0


@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_expedition_cards_are_the_tables_big_cards(qtbot, size):
    win = day3_window(qtbot, SIZES[size])
    t = win.table
    bands = [i for i in t.items if i.kind == "expedition"]
    cards = [i for i in t.items if i.kind == "card" and i.extra.get("tile")
             and any(b.rect.contains(i.rect.center()) for b in bands)]
    assert len(bands) == 4 and len(cards) >= 6
    (least_w, least_h), least_share = LEAST[size]
    for c in cards:
        assert c.rect.width() >= least_w and c.rect.height() >= least_h, \
            (c.card["name"], c.rect)
    share = sum(b.rect.width() * b.rect.height() for b in bands) / (win.width() * win.height())
    assert share >= least_share, share
    # taller than any base row's card, the player's own Reserve keeping readable tiles
    base = [i for i in t.items if i.kind == "card" and i.extra.get("tile")
            and not i.extra.get("hand") and i not in cards and not i.extra.get("hero")]
    assert base and max(b.rect.height() for b in base) < min(c.rect.height() for c in cards)
    own = [b for b in base if b.player == t.bottom]
    # (or, on a tall table whose Expedition cards grew past it since review r17 #11,
    # Reserve tiles still taller than a laptop's: `OWN_RESERVE_TALL_PX`)
    assert own and min(b.rect.height() for b in own) >= min(
        0.55 * min(c.rect.height() for c in cards), OWN_RESERVE_TALL_PX)
