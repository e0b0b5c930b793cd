"""Zones marked by the felt, rules and labels, not boxes in boxes (review r14, issue #23:
"the table reads like many framed boxes"), and one look for the side column's boxes."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import table_overlay, table_paint, theme
from altered_desktop.table_layout import stats_box


def _paint(draw, w: int = 200, h: int = 120) -> QImage:  # type: ignore[no-untyped-def]
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    draw(p)
    p.end()
    return img


def test_a_base_zone_is_felt_under_a_rule_and_boxed_only_when_over_its_limit(qapp):
    r = QRectF(10, 10, 180, 100)
    plain = _paint(lambda p: table_paint.draw_zone_frame(p, r, False))
    assert plain.pixelColor(100, 60).alpha() == 0  # no tint: the felt itself
    assert plain.pixelColor(11, 60).alpha() == 0  # no edge down its sides
    assert plain.pixelColor(100, 10).alpha() > 0  # the rule along its top
    over = _paint(lambda p: table_paint.draw_zone_frame(p, r, True))
    assert over.pixelColor(100, 60).alpha() > 0 and over.pixelColor(10, 60).alpha() > 0


def test_an_expedition_is_one_band_with_no_panel_inside(qapp):
    r = QRectF(0, 0, 400, 110)
    img = _paint(lambda p: table_paint.draw_expedition_frame(p, r), 400, 110)
    box = stats_box(r)
    inside = img.pixelColor(int(box.center().x()), int(box.center().y()))
    cards = img.pixelColor(int(r.right() - 60), int(r.center().y()))
    assert inside == cards  # the totals on the band's own shade, no darker box


def test_the_side_columns_boxes_wear_one_edge(qapp):
    r = QRectF(4, 4, 190, 110)
    side = _paint(lambda p: table_paint.draw_side_frame(p, r, "recent"))
    recap = _paint(lambda p: table_overlay._draw_recap_box(p, r))
    for img in (side, recap):
        edge = img.pixelColor(100, 4)
        assert abs(edge.red() - theme.SIDE_EDGE.red()) < 40, edge.name()
        assert abs(edge.green() - theme.SIDE_EDGE.green()) < 40, edge.name()
    assert "#c9a650" in theme.SIDE_EDGE.name()  # the prompt panel's and the plays' edge
