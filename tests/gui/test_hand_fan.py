"""A crowded hand (review r6: "7+ card hands at 1366 overlap so each card's text is
partly hidden"): each card leaves its neighbour a strip with its name, and the card the
pointer is on rises whole over its neighbours, its rules text all in sight."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter
from altered_desktop.session import Mode
from altered_desktop.table_display import glow_for
from tests.gui.conftest import make_window


def _eight_card_hand(qtbot):  # type: ignore[no-untyped-def]
    import attrs

    from engine import Game
    from tools import table_scenes

    pos = table_scenes.day3_position()
    ninette, lithium = pos.players
    more = ["ALT_CORE_B_LY_05_C", "ALT_CORE_B_LY_12_C", "ALT_CORE_B_LY_04_C",
            "ALT_CORE_B_LY_13_C"]
    pos = attrs.evolve(pos, players=(attrs.evolve(ninette, hand=[*ninette.hand, *more]),
                                     lithium))
    win = make_window(qtbot, Game.from_position(pos, seed=7), Mode.HOTSEAT)
    win.resize(1366, 708)
    win.refresh()
    qtbot.wait(20)
    return win


def test_the_hovered_card_of_a_crowded_hand_rises_whole(qtbot):
    win = _eight_card_hand(qtbot)
    table = win.table
    hand = [i for i in table.items if i.kind == "card" and i.card
            and i.card.get("zone") == "hand" and i.player == table.bottom]
    assert len(hand) == 8
    # the cards overlap: each but the last is partly covered by the next
    assert any(b.rect.left() < a.rect.right() for a, b in zip(hand, hand[1:], strict=False))
    middle = hand[3]
    table.hover = middle
    shot = table.grab().toImage()
    # the pointer layer draws it whole: its rules text as the painter draws the card
    # alone at its risen place, the neighbour's edge nowhere over it
    r = middle.rect
    grown = QRectF(r.left() - r.width() * 0.03, r.top() - r.height() * 0.06,
                   r.width() * 1.06, r.height() * 1.06)
    alone = QImage(shot.size(), QImage.Format.Format_ARGB32)
    alone.fill(QColor(0, 0, 0, 0))
    p = QPainter(alone)
    card_painter.paint_card(p, grown, middle.card,
                            glow=glow_for(table._marks(), middle.oid) or QColor(255, 255, 255, 160))
    p.end()
    text = card_painter.face_layout(grown, middle.card).text.adjusted(2, 2, -2, -2).toRect()
    differ = sum(1 for x in range(text.left(), text.right(), 2)
                 for y in range(text.top(), text.bottom(), 2)
                 if shot.pixel(QPoint(x, y)) != alone.pixel(QPoint(x, y)))
    assert differ == 0
    # not hovered, the next card covers the right of its text
    table.hover = None
    flat = table.grab().toImage()
    covered = hand[4].rect.toRect().intersected(r.toRect())
    assert covered.width() > 5
    assert any(flat.pixel(QPoint(x, covered.center().y())) != alone.pixel(
        QPoint(x, covered.center().y())) for x in range(covered.left(), covered.right()))
