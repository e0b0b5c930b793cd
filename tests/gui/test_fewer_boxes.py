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


def test_a_base_zone_is_the_felt_itself_and_boxed_only_when_over_its_limit(qapp):
    # review r18 #18: not even a rule along its top (the felt read as ~12 rectangles)
    r = QRectF(10, 10, 180, 100)
    plain = _paint(lambda p: table_paint.draw_zone_frame(p, r, False))
    assert all(plain.pixelColor(x, y).alpha() == 0
               for x in range(0, 200, 5) for y in range(0, 120, 5))
    over = _paint(lambda p: table_paint.draw_zone_frame(p, r, True))
    assert over.pixelColor(100, 60).alpha() > 0 and over.pixelColor(10, 60).alpha() > 0


def test_an_expedition_is_one_band_with_no_panel_inside(qapp):
    r = QRectF(0, 0, 400, 110)
    img = _paint(lambda p: table_paint.draw_expedition_frame(p, r), 400, 110)
    box = stats_box(r)
    inside = img.pixelColor(int(box.center().x()), int(box.center().y()))
    cards = img.pixelColor(int(r.right() - 60), int(r.center().y()))
    assert inside == cards  # the totals on the band's own shade, no darker box


def test_an_expedition_lane_fades_into_the_felt_with_no_hard_edge(qapp):
    # review r18 #18: a lane of shade like BGA's / MTGA's battlefield areas, not a box
    r = QRectF(0, 0, 400, 110)
    img = _paint(lambda p: table_paint.draw_expedition_frame(p, r), 400, 110)
    y = 55
    middle = img.pixelColor(200, y).alpha()
    assert abs(middle - theme.EXPEDITION_FILL.alpha()) <= 6  # as dark as it was inside
    edge = [img.pixelColor(x, y).alpha() for x in range(0, 12)]
    assert edge[1] < middle * 0.35, edge  # barely a shade at its border...
    steps = [b - a for a, b in zip(edge, edge[1:], strict=False)]
    assert min(steps) >= 0, edge  # ...darkening step by step
    assert max(steps) < middle * 0.4, edge  # no cliff


def test_the_track_lies_on_a_lane_of_the_felt_under_its_cards(qapp):
    r = QRectF(30, 20, 340, 80)
    img = _paint(lambda p: table_paint.draw_track_lane(p, r), 400, 120)
    assert img.pixelColor(200, 60).alpha() > 40  # a shade under the regions
    assert img.pixelColor(200, 17).alpha() < img.pixelColor(200, 60).alpha() / 3


def test_a_zones_caption_is_engraved_not_bold_at_13_px(qapp):
    theme.font_sizes = []
    try:
        _paint(lambda p: table_paint.engraved_label(p, QRectF(4, 4, 180, 16),
                                                    "Reserve 0/2", 13.0))
        assert set(theme.font_sizes) == {13}
    finally:
        theme.font_sizes = None
    img = _paint(lambda p: table_paint.engraved_label(p, QRectF(4, 4, 180, 16),
                                                      "Reserve 0/2", 13.0))
    lit = [(x, y) for x in range(200) for y in range(30)
           if img.pixelColor(x, y).alpha() > 200 and img.pixelColor(x, y).red() > 150]
    dark = [(x, y) for x in range(200) for y in range(30)
            if img.pixelColor(x, y).alpha() > 60 and img.pixelColor(x, y).red() < 40]
    assert lit and dark  # the letters and their cut's shadow
    assert min(y for _x, y in dark) < min(y for _x, y in lit)  # the shadow above them


def test_the_side_columns_boxes_wear_one_edge(qapp):
    r = QRectF(4, 4, 190, 110)
    side = _paint(lambda p: table_paint.draw_side_frame(p, r, "recent"))
    recap = _paint(lambda p: table_overlay._draw_recap_box(p, r))
    for img in (side, recap):
        edge = img.pixelColor(100, 4)
        assert abs(edge.red() - theme.SIDE_EDGE.red()) < 40, edge.name()
        assert abs(edge.green() - theme.SIDE_EDGE.green()) < 40, edge.name()
    assert "#c9a650" in theme.SIDE_EDGE.name()  # the prompt panel's and the plays' edge


def _dips(profile: list[float]) -> float:
    """How far `profile` (lightness going in from an edge) falls below what it already
    reached: a line drawn along the edge is such a fall."""
    return max(max(profile[:i]) - v for i, v in enumerate(profile) if i)


def test_the_felt_has_no_hem_drawn_round_it(qapp):
    """Review r20, Look: "the table is boxes inside boxes". A hem (a sunk line and a row
    of stitches a few pixels inside the cloth's edge) was one more rectangle round every
    card on the table, telling nothing: the cloth now darkens smoothly into its edge,
    with no line along it."""
    from altered_desktop import art_felt

    img = QImage(800, 500, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    art_felt.paint_felt(p, QRectF(0, 0, 800, 500))
    p.end()

    def across(x: int) -> float:  # a column's mean lightness (the weave averaged out)
        return sum(img.pixelColor(x, y).lightness() for y in range(200, 300)) / 100

    def down(y: int) -> float:
        return sum(img.pixelColor(x, y).lightness() for x in range(350, 450)) / 100

    for profile in ([across(x) for x in range(0, 24)], [across(x) for x in range(799, 775, -1)],
                    [down(y) for y in range(0, 24)], [down(y) for y in range(499, 475, -1)]):
        # lighter going in, no darker line past a lighter pixel (the hem's was 5 to 9
        # lightness deep)
        assert _dips(profile) < 2.0, [round(v, 1) for v in profile]


def test_a_cards_frame_draws_its_edge_and_no_second_box_inside_it(qapp):
    """Review r20: a full face's frame drew a sunk line round the window its name band,
    picture and text sit in: between the card's edge and its picture's, one more
    rectangle. The bevel lights the card's edge and leaves the window's unlined."""
    from altered_desktop import card_frame

    rect = QRectF(10, 10, 180, 100)
    inner = rect.adjusted(12, 12, -12, -12)

    def bevel(p: QPainter) -> None:
        p.setBrush(QColor("#808080"))  # a grey frame: no faction's material over it
        card_frame.bevel(p, rect, inner, 10)

    img = _paint(bevel)
    near_edge = [img.pixelColor(x, 12).alpha() for x in range(40, 160, 4)]
    assert min(near_edge) > 0  # the lit top edge
    for x, y in [*((x, round(inner.top())) for x in range(40, 160, 4)),
                 *((x, round(inner.bottom())) for x in range(40, 160, 4)),
                 *((round(inner.left()), y) for y in range(40, 80, 4)),
                 *((round(inner.right()), y) for y in range(40, 80, 4))]:
        assert img.pixelColor(x, y).alpha() == 0, (x, y)  # the window's edge unlined
