"""The frame of a drawn card: edges with depth (a bevel lit from the top left), the
name band, the picture's window and the ribbon the type line rides on.  Shared by
full faces (`card_painter`) and tiles (`card_tile`), so both look cut from one card.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from altered_desktop import art_frames, theme


def rounded(rect: QRectF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, r, r)
    return path


def bevel(p: QPainter, rect: QRectF, inner: QRectF, radius: float) -> None:
    """Depth on a frame: its outer edge lit from the top left and shaded at the bottom
    right, the faction's material (`art_frames`) over its ring outside `inner`.

    No line is drawn round `inner` (a sunk window's edge, once): on a full face the
    name band, the picture and the text box each have their own edge, so it was one more
    rectangle between the card's edge and its picture, telling nothing (review r20,
    Look: "the table is boxes inside boxes")."""
    art_frames.texture(p, rect, inner, radius)  # the faction's material (art_frames)
    edge = max(1.0, rect.width() * 0.012)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor(255, 255, 255, 150))
    g.setColorAt(0.5, QColor(255, 255, 255, 0))
    g.setColorAt(1, QColor(0, 0, 0, 110))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QBrush(g), edge))
    p.drawPath(rounded(rect.adjusted(edge, edge, -edge, -edge), radius - edge))


def bevel_band(p: QPainter, band: QRectF, fc: QColor, radius: float) -> None:
    """The name band: the faction's colour with a lit top edge and a shaded bottom."""
    fill = theme.name_band_fill(fc)
    g = QLinearGradient(band.topLeft(), band.bottomLeft())
    # the lit top stays dark enough for the white name on it (Lyra's pink lightened
    # reached only 3.8:1 once; theme.NAME_BAND_RATIO everywhere now)
    g.setColorAt(0, theme.name_band_top(fill))
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
