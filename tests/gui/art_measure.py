"""How much of a card's picture a player sees: the tile painted with its picture
replaced by one flat colour, then the biggest rectangle of that colour alone (what no
gem, badge, pill, name or statistic covers).  A measure of what is painted, not of the
painter's own geometry."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_scene, face_cache

MARK = QColor(255, 0, 255)


def clear_art(card: dict[str, Any], w: float, h: float, *, tile: bool | None = None
              ) -> tuple[int, int, int]:
    """The (width, height, area in pixels) of the biggest clear rectangle of picture on
    `card` painted as a `w` x `h` card (a tile whatever its height with `tile`, as the
    table paints its cards in play), and nothing else."""
    real = card_scene.paint_scene

    def flat(p: QPainter, rect: QRectF, card: dict[str, Any], **_kw: Any) -> None:
        p.fillRect(rect, MARK)

    img = QImage(int(w) + 20, int(h) + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    card_scene.paint_scene = flat  # type: ignore[assignment]
    face_cache.FACES.clear()
    try:
        p = QPainter(img)
        card_painter.paint_card(p, QRectF(10, 10, w, h), card, tile=tile)
        p.end()
    finally:
        card_scene.paint_scene = real  # type: ignore[assignment]
        face_cache.FACES.clear()
    return biggest_rectangle(img, MARK)


def biggest_rectangle(img: QImage, colour: QColor) -> tuple[int, int, int]:
    """The biggest axis-aligned rectangle of pixels exactly `colour` in `img`: (width,
    height, area) (the histogram method, row by row)."""
    rgb = colour.rgb()
    w, h = img.width(), img.height()
    heights = [0] * w
    best = (0, 0, 0)
    for y in range(h):
        for x in range(w):
            heights[x] = heights[x] + 1 if img.pixel(x, y) == rgb else 0
        stack: list[int] = []
        for x in range(w + 1):
            cur = heights[x] if x < w else 0
            while stack and heights[stack[-1]] >= cur:
                top = heights[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                width = x - left
                if top * width > best[2]:
                    best = (width, top, top * width)
            stack.append(x)
    return best
