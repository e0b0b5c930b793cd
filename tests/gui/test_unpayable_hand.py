"""A hand card its seat cannot play now is marked (issue #23, review round 15 #12: "With
2 mana, Lyra Skald (2) has a glow, but The Ouroboros, Lyra Bastion (3) and Tanuki (3)
are neither dimmed nor marked 'can't pay' ... MTGA at least shows a cost that is not lit
up").

On the seat's own turn, a card of its hand that no play the engine offers picks has its
hand cost unlit: a dark fill, a red ring and label, its digit still readable.  What is
legal is the engine's offer; the app counts no mana of its own.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_tile, cost_badge, face_cache
from altered_desktop.table_display import shown_card
from tests.gui.conftest import day3_window


def _hand_items(win):  # type: ignore[no-untyped-def]
    t = win.table
    return [i for i in t.items if i.kind == "card" and i.card and i.player == t.bottom
            and (i.extra.get("hand") or i.card.get("zone") == "hand")]


def test_a_hand_card_without_a_legal_play_has_its_cost_unlit(qtbot):
    """Day 3's table: 4 mana ready, Asmodeus costs 6 (no play of it is offered); the
    other cards of the hand have a play, and their costs stay lit."""
    win = day3_window(qtbot, (1366, 768))
    t = win.table
    marks = t._marks()
    assert marks.playable
    shown = {i.card["name"]: shown_card(marks, i, t.bottom) for i in _hand_items(win)}
    assert len(shown) >= 3
    unpaid = {n for n, c in shown.items() if c and c.get(card_tile.UNPAYABLE)}
    assert "Asmodeus" in unpaid
    for i in _hand_items(win):
        marked = i.card["name"] in unpaid
        assert marked == (i.oid not in marks.playable), i.card["name"]
    # the other seat's turn (no play of this seat's offered): nothing is marked
    idle = dataclasses.replace(marks, playable=set())
    assert not any((shown_card(idle, i, t.bottom) or {}).get(card_tile.UNPAYABLE)
                   for i in _hand_items(win))


def _paint(card: dict) -> QImage:  # type: ignore[type-arg]
    face_cache.FACES.clear()
    img = QImage(200, 230, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f4a34"))
    p = QPainter(img)
    card_painter.paint_card(p, QRectF(10, 10, 155, 190), card)
    p.end()
    return img


def test_an_unpayable_hand_card_s_cost_is_unlit_and_still_read(qapp):
    card = {"name": "Tanuki", "type": "character", "faction": "LY", "hand_cost": 3,
            "reserve_cost": 3, "stats": [3, 3, 0], "text": "", "zone": "hand"}
    lit, unlit = _paint(card), _paint({**card, card_tile.UNPAYABLE: True})
    lay = card_painter.face_layout(QRectF(10, 10, 155, 190), card)
    gem = lay.hand_gem
    changed = sum(lit.pixelColor(x, y) != unlit.pixelColor(x, y)
                  for x in range(int(gem.left()), int(gem.right()))
                  for y in range(int(gem.top()), int(gem.bottom())))
    assert changed > gem.width() * gem.height() * 0.4
    # red in the ring (the lit one: a few pixels of the faction frame at most)
    def reds(img: QImage) -> int:
        return sum(1 for x in range(int(gem.left()), int(gem.right()) + 1)
                   for y in range(int(gem.top()), int(gem.bottom()) + 1)
                   if img.pixelColor(x, y).red() > 200 and img.pixelColor(x, y).green() < 140)
    assert reds(unlit) > 10 * max(1, reds(lit))
    # the rest of the face is the same
    rest = lay.text
    assert all(lit.pixelColor(x, y) == unlit.pixelColor(x, y)
               for x in range(int(rest.left()), int(rest.right()), 3)
               for y in range(int(rest.top()), int(rest.bottom()), 3))
    # the digit keeps 4.5:1 on the unlit fill
    fill, ink = card_painter.disc_colours(QColor("#4a4540"))
    from altered_desktop import theme

    assert theme.contrast(fill, ink) >= 4.5
    assert cost_badge.UNPAID_RING.red() > 200
