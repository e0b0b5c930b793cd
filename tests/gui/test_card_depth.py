"""A big picture has depth (round 20, Look 6: "the cards carry small flat placeholder
icons"): its far land, sky and distance softly out of focus, its figure and the
ground it stands on sharp, as a painter or a lens shows a subject before its
distance. Painted once per card and size (the scene's cache), never per repaint."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_scene
from altered_desktop.card_browser_model import card_face
from engine.cards.registry import shipped_cards

NAMES = ("Lyra Skald", "Ordis Spy", "Esmeralda", "Kakoba, Legion Commander",
         "Ouroboros Croupier", "Tanuki", "Asmodeus", "Ratatoskr")


def _cards() -> list[dict[str, object]]:
    faces = {c["name"]: c for c in (card_face(s) for s in shipped_cards())}
    return [faces[n] for n in NAMES if n in faces]


def _picture(card: dict[str, object], w: int, h: int) -> QImage:
    card_scene.clear_cache()
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    card_scene.paint_scene(p, QRectF(0, 0, w, h), card)
    p.end()
    return img


def _roughness(img: QImage, x0: int, x1: int, y0: int, y1: int) -> float:
    """The mean step in lightness between neighbouring 2 x 2 blocks in x0..x1, y0..y1:
    detail a few pixels across (stars, brush marks, far walls' edges) makes it high,
    blur low (the canvas grain, pixel-fine and laid over all, averages out)."""
    half = img.copy(x0, y0, x1 - x0, y1 - y0).scaled(
        (x1 - x0) // 2, (y1 - y0) // 2, Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation)
    steps = [abs(half.pixelColor(x, y).lightness() - half.pixelColor(x + 1, y).lightness())
             + abs(half.pixelColor(x, y).lightness() - half.pixelColor(x, y + 1).lightness())
             for y in range(half.height() - 1) for x in range(half.width() - 1)]
    return sum(steps) / len(steps)


def _stars(w: int, h: int) -> QImage:
    """A far layer of fine detail: one-pixel white stars every 6 px on a black sky, laid
    with its distance (rows 0..40) softened by 2 px and its near ground (60 on) sharp."""
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("red"))  # under the picture: must not show through anywhere
    p = QPainter(img)
    layer = card_scene._FarLayer(p, QRectF(0, 0, w, h))
    layer.painter.fillRect(QRectF(0, 0, w, h), QColor("black"))  # opaque, as a setting
    for x in range(3, w, 6):
        for y in range(3, h, 6):
            layer.painter.fillRect(QRectF(x, y, 1, 1), QColor("white"))
    layer.lay(2.0, 40.0, 60.0)
    p.end()
    return img


def test_the_far_layer_is_soft_in_the_distance_and_sharp_near(qapp):
    img = _stars(120, 100)

    def brightest(y0: int, y1: int) -> int:
        return max(img.pixelColor(x, y).lightness() for x in range(120) for y in range(y0, y1))

    assert brightest(70, 100) == 255  # the near ground's stars are points of light
    assert brightest(0, 36) < 110  # the distance's are soft glows
    assert brightest(0, 36) > 20  # (still there)
    assert all(img.pixelColor(x, y).red() <= img.pixelColor(x, y).green() + 2
               for x in range(0, 120, 3) for y in range(0, 100, 3))  # nothing under it shows


def test_a_big_pictures_distance_is_out_of_focus(qapp, monkeypatch):
    """A zoomed face's picture (240 x 200) is painted through the far layer: the same
    picture differs once the blur is taken away; the blur grows with the picture."""
    assert card_scene.far_blur(QRectF(0, 0, 240, 200)) > 1.5
    assert 0 < card_scene.far_blur(QRectF(0, 0, 130, 120)) < card_scene.far_blur(
        QRectF(0, 0, 240, 200))  # an Expedition's tile at 1920: a little
    cards = _cards()
    assert len(cards) >= 6
    soft = [_picture(c, 240, 200) for c in cards]
    monkeypatch.setattr(card_scene, "FAR_BLUR", (90.0, 210.0, 0.0))
    sharp = [_picture(c, 240, 200) for c in cards]
    assert all(a != b for a, b in zip(soft, sharp, strict=True))
    # softer over the upper half, where the distance lies behind the figure (the
    # figures fill much of a zoomed face, so only a part of it changes)
    assert sum(_roughness(i, 0, 240, 0, 100) for i in soft) < 0.97 * sum(
        _roughness(i, 0, 240, 0, 100) for i in sharp)


def test_a_small_tiles_picture_stays_sharp_all_through(qapp, monkeypatch):
    """A table tile at 1366 (its figure's space some 66 px): too small for a distance,
    painted exactly as without the blur."""
    card = _cards()[0]
    assert card_scene.far_blur(QRectF(0, 0, 96, 66)) == 0.0
    with_blur = _picture(card, 96, 66)
    monkeypatch.setattr(card_scene, "FAR_BLUR", (90.0, 210.0, 0.0))
    assert _picture(card, 96, 66) == with_blur
