"""A narrow tile's compact cost badges are neither clipped nor squashed (review round 18
#13: "Foundry Mechanic's hand and Reserve cost circles are squashed together and clipped
at the card edge in the narrow layout", `1366x768-4a-dusk-animation-markers-moving.png`,
a 5-card Expedition's tiles some 86 x 120 px).

Over a sample of the pool's Characters on the narrow tiles of a crowded Expedition (and
exhausted, whose costs are compact too): both badges with their rings stand inside the
card's outer edge, and apart.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from altered_desktop import card_tile
from tests.gui.test_faces_round8 import _pool


def test_compact_cost_badges_stand_inside_the_card_and_apart(qapp):
    faces = [f for f in _pool() if f.get("stats")][::7]
    checked = 0
    for w in (78, 86, 95, 104):
        for h in (104, 112, 120):
            rect = QRectF(10, 10, w, h)
            for f in faces:
                for card in ({**f, "zone": "expedition"},
                             {**f, "zone": "expedition", "statuses": ["exhausted"]}):
                    labelled = card_tile.labels_costs(card)
                    hc, rc = card_tile.gem_boxes(rect, card["name"], True, labelled,
                                                 card_tile.labels_side_by_side(card))
                    if not (cost_badgeish(hc) and cost_badgeish(rc)):
                        continue
                    rim = card_tile._gem_rim(hc.height())
                    assert hc.left() - rim >= rect.left() + 1, (card["name"], w, h, hc)
                    assert rc.left() - rim >= hc.right() + rim + 1, (card["name"], w, h)
                    assert rc.right() + rim <= rect.right() - 1, (card["name"], w, h, rc)
                    checked += 1
    assert checked > 50, checked


def cost_badgeish(r: QRectF) -> bool:
    """A compact badge: barely wider than high (`cost_badge.is_compact`)."""
    from altered_desktop import cost_badge

    return cost_badge.is_compact(r)


def test_a_reserve_tile_s_cost_badges_stand_apart(qapp):
    """Review r19 #6: on a Reserve tile (its costs at the head of its name band) the
    reserve cost's ring ran over the hand cost's digit ("1/1" one blot, Foundry
    Mechanic at the top left of `1366x768-4b-after-handoff-after-dusk.png`)."""
    faces = [f for f in _pool() if f.get("stats")][::11]
    checked = 0
    for w, h in ((200, 52), (230, 58), (260, 64), (300, 60)):
        rect = QRectF(10, 10, w, h)
        for f in faces:
            card = {**f, "zone": "reserve"}
            if not card_tile.costs_in_name_band(rect, card["name"], True):
                continue
            hc, rc = card_tile.cost_boxes(rect, card)[:2]
            if rc.left() < hc.right():  # plain discs, tucked as a pair by design
                continue
            rim = card_tile._gem_rim(hc.height())
            assert rc.left() - rim >= hc.right() + rim + 1, (card["name"], w, h, hc, rc)
            checked += 1
    assert checked > 20, checked
