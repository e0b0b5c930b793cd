"""The back of a hidden card, painted: a night-blue field with a gold compass rose.

Why a painting and not a flat fill: the backs are on the table all game long (the
other seat's hand, both Decks, cards flying to Reserve), and review round 8 judged the
table "a wireframe" next to printed cards.  The back keeps the colours players know
(`theme.CARD_BACK`, `theme.CARD_BACK_TRIM`: the compass star tells a back at a glance,
down to a 30 px card in the other seat's hand) and gains what a printed back has:

* a field lit from its middle, a faint veil of stars and a canvas grain;
* a double gold border with a knot at each corner;
* the compass rose as metal: each point split into a lit and a shaded facet, inside a
  ring with ticks for the points between.

Painted once per size (`card_painter.paint_back` caches it), so its cost is paid once.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from altered_desktop import art_backdrop, card_frame, theme


def paint(p: QPainter, rect: QRectF) -> None:
    """A card back filling `rect` (its drop shadow just outside, as faces have)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    radius = w * 0.06
    p.fillPath(card_frame.rounded(rect.translated(w * 0.025, w * 0.035), radius),
               QColor(0, 0, 0, 90))
    body = card_frame.rounded(rect, radius)
    field = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    field.setColorAt(0, theme.CARD_BACK.lighter(150))
    field.setColorAt(0.55, theme.CARD_BACK)
    field.setColorAt(1, theme.CARD_BACK.darker(170))
    p.fillPath(body, QBrush(field))
    p.save()
    p.setClipPath(body)
    if w >= 40:
        _stars(p, rect)
        art_backdrop.finish(p, rect)
    p.restore()
    gold = theme.CARD_BACK_TRIM
    # the border: the card's edge in gold, a fine line inside it, knots at the corners
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(gold, max(1.0, w * 0.03)))
    p.drawPath(body)
    inner = rect.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09)
    if w >= 28:
        p.setPen(QPen(art_backdrop.alpha(gold, 170), max(0.8, w * 0.012)))
        p.drawRoundedRect(inner, radius * 0.5, radius * 0.5)
        p.setPen(QPen(art_backdrop.alpha(gold, 110), max(0.6, w * 0.007)))
        p.drawRoundedRect(inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03),
                          radius * 0.4, radius * 0.4)
        k = w * 0.05
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(gold)
        for corner in (inner.topLeft(), inner.topRight(), inner.bottomLeft(),
                       inner.bottomRight()):
            diamond = QPainterPath(QPointF(corner.x(), corner.y() - k))
            diamond.lineTo(corner.x() + k, corner.y())
            diamond.lineTo(corner.x(), corner.y() + k)
            diamond.lineTo(corner.x() - k, corner.y())
            diamond.closeSubpath()
            p.drawPath(diamond)
    _rose(p, inner.center(), min(inner.width(), inner.height()) * (0.4 if w >= 40 else 0.46),
          gold, w)
    p.restore()


def _stars(p: QPainter, r: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    n = int(r.width() * r.height() / 160) + 6
    for k in range(n):
        x = r.left() + art_backdrop.rnd(77, k) * r.width()
        y = r.top() + art_backdrop.rnd(77, 5000 + k * 7) * r.height()
        s = 0.4 + art_backdrop.rnd(77, 10000 + k * 3) * 0.8
        p.setBrush(QColor(220, 228, 255, 30 + int(art_backdrop.rnd(77, 20000 + k) * 80)))
        p.drawEllipse(QPointF(x, y), s, s)


def _rose(p: QPainter, c: QPointF, r: float, gold: QColor, w: float) -> None:
    """An eight-pointed compass rose of radius `r`: the four long points and four short
    ones, each a lit facet and a shaded one, in a ring."""
    lit, shade = gold.lighter(145), gold.darker(165)
    glow = QRadialGradient(c, r * 1.6)
    glow.setColorAt(0, art_backdrop.alpha(gold, 90))
    glow.setColorAt(1, art_backdrop.alpha(gold, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(glow)
    p.drawEllipse(c, r * 1.6, r * 1.6)
    if w >= 40:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(art_backdrop.alpha(gold, 200), max(0.8, r * 0.05)))
        p.drawEllipse(c, r * 0.78, r * 0.78)
        p.setPen(QPen(art_backdrop.alpha(gold, 160), max(0.6, r * 0.025)))
        for i in range(32):
            a = math.tau * i / 32
            inner = r * (0.7 if i % 4 == 0 else 0.74)
            p.drawLine(QPointF(c.x() + inner * math.cos(a), c.y() + inner * math.sin(a)),
                       QPointF(c.x() + r * 0.78 * math.cos(a), c.y() + r * 0.78 * math.sin(a)))
    p.setPen(Qt.PenStyle.NoPen)
    for long_point in (False, True):  # the short points under the long ones
        reach = r if long_point else r * 0.6
        base = r * (0.16 if long_point else 0.12)
        for i in range(4):
            a = math.tau * i / 4 - math.pi / 2 + (0 if long_point else math.pi / 4)
            tip = QPointF(c.x() + reach * math.cos(a), c.y() + reach * math.sin(a))
            left = QPointF(c.x() + base * math.cos(a - math.pi / 2),
                           c.y() + base * math.sin(a - math.pi / 2))
            right = QPointF(c.x() + base * math.cos(a + math.pi / 2),
                            c.y() + base * math.sin(a + math.pi / 2))
            for side, colour in ((left, lit), (right, shade)):
                facet = QPainterPath(c)
                facet.lineTo(side)
                facet.lineTo(tip)
                facet.closeSubpath()
                g = QLinearGradient(c, tip)
                g.setColorAt(0, colour)
                g.setColorAt(1, colour.lighter(115) if colour is lit else colour)
                p.setBrush(g)
                p.drawPath(facet)
    p.setBrush(lit)
    p.drawEllipse(c, r * 0.07, r * 0.07)
