"""The part of a card's painting a player sees on the table, and how far two cards'
seen parts differ: a table tile painted as the board paints it, the picture's clear
rectangle (what no gem, pill, name, badge or frame covers: `art_measure`) cut out and
reduced to a coarse grid, the way an eye takes in a row of cards at a glance."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import art_figure, card_painter, card_scene, face_cache
from tests.gui.art_measure import MARK, biggest_rectangle


def pool_faces() -> dict[str, dict[str, Any]]:
    """One face per card name of the shipped pool (its first version), by name: the
    cards whose paintings the art tests compare."""
    from altered_desktop.card_browser_model import card_face
    from engine.cards.registry import shipped_cards

    out: dict[str, dict[str, Any]] = {}
    for c in shipped_cards():
        face = card_face(c)
        out.setdefault(face["name"], face)
    return out


#: the coarse grid a seen picture is reduced to (columns, rows): shapes and light, the
#: figure's big masses, not its details
GRID = (24, 8)


def _tile(card: dict[str, Any], w: float, h: float, flat: bool = False,
          bare: bool = False) -> QImage:
    real_scene, real_figure = card_scene.paint_scene, art_figure.paint_figure
    img = QImage(int(w) + 20, int(h) + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    if flat:
        card_scene.paint_scene = (  # type: ignore[assignment]
            lambda p, rect, *_a, **_k: p.fillRect(rect, MARK))
    if bare:
        art_figure.paint_figure = lambda *_a, **_k: None  # type: ignore[assignment]
    face_cache.FACES.clear()
    card_scene.clear_cache()
    try:
        p = QPainter(img)
        card_painter.paint_card(p, QRectF(10, 10, w, h), card, allow_turn=False, tile=True)
        p.end()
    finally:
        card_scene.paint_scene, art_figure.paint_figure = real_scene, real_figure
        face_cache.FACES.clear()
        card_scene.clear_cache()
    return img


def seen_rect(card: dict[str, Any], w: float, h: float) -> QRect:
    """Where the picture shows whole on `card`'s `w` x `h` tile (image pixels)."""
    img = _tile(card, w, h, flat=True)
    rgb = MARK.rgb()
    bw, bh, _area = biggest_rectangle(img, MARK)
    # find the rectangle again: the first top-left corner where it fits
    for y in range(img.height() - bh + 1):
        for x in range(img.width() - bw + 1):
            if img.pixel(x, y) == rgb and img.pixel(x + bw - 1, y + bh - 1) == rgb and \
                    img.pixel(x + bw - 1, y) == rgb and img.pixel(x, y + bh - 1) == rgb and \
                    all(img.pixel(i, j) == rgb for j in range(y, y + bh)
                        for i in range(x, x + bw)):
                # (every pixel: the picture shows either side of the name's banner,
                # whose corners alone would let a rectangle cross it)
                return QRect(x, y, bw, bh)
    raise AssertionError("no clear picture on the tile")


def seen_crop(card: dict[str, Any], w: float, h: float) -> QImage:
    """The picture as the board shows it on `card`'s tile: the clear rectangle."""
    return _tile(card, w, h).copy(seen_rect(card, w, h))


def coarse(img: QImage) -> list[tuple[int, int, int]]:
    small = img.scaled(*GRID, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation)
    return [small.pixelColor(x, y).getRgb()[:3] for y in range(GRID[1])
            for x in range(GRID[0])]


def difference(a: list[tuple[int, int, int]], b: list[tuple[int, int, int]]) -> float:
    """Mean absolute difference per channel (0-255) between two coarse pictures."""
    return sum(abs(x - y) for pa, pb in zip(a, b, strict=True)
               for x, y in zip(pa, pb, strict=True)) / (3 * len(a))


def subject_share(card: dict[str, Any], w: float, h: float, rect: QRect | None = None,
                  step: int = 60) -> float:
    """The share of the seen picture its subject covers: pixels that change by more than
    `step` (summed over the channels) when the figure is left out."""
    rect = rect or seen_rect(card, w, h)
    full = _tile(card, w, h).copy(rect)
    bare = _tile(card, w, h, bare=True).copy(rect)
    hit = 0
    for y in range(full.height()):
        for x in range(full.width()):
            a, b = full.pixelColor(x, y), bare.pixelColor(x, y)
            if abs(a.red() - b.red()) + abs(a.green() - b.green()) + \
                    abs(a.blue() - b.blue()) > step:
                hit += 1
    return hit / max(1, full.width() * full.height())


#: hue bins of `colour_signature` (greys have bins of their own)
HUES = 8


def colour_signature(img: QImage) -> list[float]:
    """The picture's colours as shares of pixels: 8 hues x 3 values (dark, middle,
    light) for coloured pixels, 3 values for greys - its palette at a glance."""
    bins = [0.0] * (HUES * 3 + 3)
    small = img.scaled(48, 16, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation)
    for y in range(small.height()):
        for x in range(small.width()):
            h, s, v, _a = small.pixelColor(x, y).getHsvF()
            tone = min(2, int(v * 3))
            if s < 0.18 or h < 0:
                bins[HUES * 3 + tone] += 1
            else:
                bins[min(HUES - 1, int(h * HUES)) * 3 + tone] += 1
    total = sum(bins)
    return [b / total for b in bins]


def signature_distance(a: list[float], b: list[float]) -> float:
    """How far two palettes are apart: 0 (the same shares) .. 1 (no colour shared)."""
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / 2
