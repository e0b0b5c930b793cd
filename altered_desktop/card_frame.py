"""The frame of a drawn card: edges with depth (a bevel lit from the top left), the
name band, the picture's window and the ribbon the type line rides on.  Shared by
full faces (`card_painter`) and tiles (`card_tile`), so both look cut from one card.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from altered_desktop import theme


def rounded(rect: QRectF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, r, r)
    return path


def bevel(p: QPainter, rect: QRectF, inner: QRectF, radius: float) -> None:
    """Depth on a frame: its outer edge lit from the top left and shaded at the bottom
    right, the window it holds (`inner`) sunk the other way."""
    edge = max(1.0, rect.width() * 0.012)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor(255, 255, 255, 150))
    g.setColorAt(0.5, QColor(255, 255, 255, 0))
    g.setColorAt(1, QColor(0, 0, 0, 110))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QBrush(g), edge))
    p.drawPath(rounded(rect.adjusted(edge, edge, -edge, -edge), radius - edge))
    g2 = QLinearGradient(inner.topLeft(), inner.bottomRight())
    g2.setColorAt(0, QColor(0, 0, 0, 120))
    g2.setColorAt(0.5, QColor(0, 0, 0, 0))
    g2.setColorAt(1, QColor(255, 255, 255, 120))
    p.setPen(QPen(QBrush(g2), edge))
    p.drawPath(rounded(inner.adjusted(-edge / 2, -edge / 2, edge / 2, edge / 2),
                        radius * 0.6 + edge / 2))


def bevel_band(p: QPainter, band: QRectF, fc: QColor, radius: float) -> None:
    """The name band: the faction's colour with a lit top edge and a shaded bottom."""
    fill = theme.readable_fill(fc, ratio=4.8)
    g = QLinearGradient(band.topLeft(), band.bottomLeft())
    # the lit top stays dark enough for the white name on it (4.5:1 everywhere: Lyra's
    # pink lightened reached only 3.8:1)
    g.setColorAt(0, theme.readable_fill(fill.lighter(125), ratio=4.6))
    g.setColorAt(0.5, fill)
    g.setColorAt(1, fill.darker(125))
    p.setPen(QPen(fill.darker(160), 1.0))
    p.setBrush(QBrush(g))
    p.drawPath(rounded(band, radius))
    p.setPen(QPen(QColor(255, 255, 255, 70), 1.0))
    p.drawLine(QPointF(band.left() + radius, band.top() + 1.5),
               QPointF(band.right() - radius, band.top() + 1.5))


def ribbon(p: QPainter, r: QRectF, radius: float) -> None:
    """A dark band over the picture's foot for the type line (white text reads on it
    whatever the painting beneath)."""
    g = QLinearGradient(r.topLeft(), r.bottomLeft())
    g.setColorAt(0, QColor(14, 10, 8, 175))
    g.setColorAt(1, QColor(14, 10, 8, 225))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g))
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    p.drawPath(path)


def art_frame(p: QPainter, art: QRectF, fc: QColor, radius: float) -> None:
    """The picture's window: a dark inner line and a light outer one (a bevel)."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(255, 255, 255, 110), 1.0))
    p.drawPath(rounded(art.adjusted(-1, -1, 1, 1), radius + 1))
    p.setPen(QPen(fc.darker(200), 1.2))
    p.drawPath(rounded(art, radius))


def gild(p: QPainter, rect: QRectF, radius: float) -> None:
    """A gold line just inside a frame's edge (Heroes)."""
    edge = max(1.2, rect.width() * 0.014)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, theme.GOLD.lighter(130))
    g.setColorAt(0.5, theme.GOLD)
    g.setColorAt(1, theme.GOLD.darker(140))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QBrush(g), edge))
    inset = edge * 1.6
    p.drawPath(rounded(rect.adjusted(inset, inset, -inset, -inset), max(1.0, radius - inset)))


def text_box(p: QPainter, box: QRectF, fc: QColor, radius: float) -> None:
    """The rules text's parchment panel, sunk into the frame: a faint shade at its top,
    a thin line in the frame's darker colour."""
    g = QLinearGradient(box.topLeft(), box.bottomLeft())
    g.setColorAt(0, theme.PARCHMENT.darker(104))
    g.setColorAt(0.12, theme.PARCHMENT)
    g.setColorAt(1, theme.PARCHMENT.lighter(102))
    p.setPen(QPen(fc.darker(190), 1.0))
    p.setBrush(QBrush(g))
    p.drawPath(rounded(box, radius))


#: a terrain glyph's least side in a statistic pill: its ink some 12 px tall (the icons
#: keep a margin inside their square), so that forest, mountain and water are told
#: apart by shape as well as by the pill's colour (review r9 #2: a 6 px glyph left a
#: colour-blind player only the colour)
TERRAIN_GLYPH_PX = 18.0
#: the share of a glyph's square that is its own margin, on each side
GLYPH_MARGIN = 0.12
#: the glyph's ink and its edge: cream on a dark rim reads on every terrain's colour
GLYPH_INK, GLYPH_EDGE = QColor("#fff3d6"), QColor(24, 18, 12, 235)


def pill_parts(box: QRectF, digits_w: float) -> tuple[QRectF, QRectF]:
    """A statistic pill's terrain glyph (a square) and the rectangle of its digits.
    The glyph stands at the pill's left, the digits whole in the rest (their side
    bearings may touch the glyph's margin); in a pill too narrow for both, the glyph
    straddles the pill's top left corner instead (never smaller) and the digits take
    the whole pill."""
    side = max(TERRAIN_GLYPH_PX, box.height() * 0.8)
    inset = side * GLYPH_MARGIN
    pad = max(1.0, box.height() * 0.1)
    glyph = QRectF(box.left() + pad - inset, box.center().y() - side / 2, side, side)
    digits = QRectF(glyph.right() - inset, box.top(),
                    box.right() - glyph.right() + inset - 1, box.height())
    if digits.width() >= digits_w - 2:
        return glyph, digits
    corner = QRectF(box.left() - inset - 2, box.top() - side * 0.6, side, side)
    return corner, box


def paint_terrain_glyph(p: QPainter, rect: QRectF, icon: str) -> None:
    """Terrain glyph `icon` in `rect`: cream ink ringed in a dark edge, so its shape
    reads on the pill's colour and on a picture alike."""
    from altered_desktop import card_art  # the icons' loader (it imports no frame)

    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
        card_art.draw_icon(p, rect.translated(dx, dy), icon, GLYPH_EDGE)
    card_art.draw_icon(p, rect, icon, GLYPH_INK)
