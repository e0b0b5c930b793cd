"""Draw the app icon with QPainter and write it to assets/icons/.

The project ships no third-party art, so the icon is drawn here from shapes: two
fanned cards on a dark tile, the front one marked with an "A" made of polygons.
Using polygons instead of a font keeps the picture identical on every machine
(no font lookup), and keeping the drawing in code lets anyone regenerate it:

    .venv/bin/python installer/make_icon.py

Writes `assets/icons/altered-desktop.png` (256 px, used by Linux desktops and the
window; committed).  `--ico PATH` also writes a Windows icon there: the build does
that on Windows only, into build/, so no 270 kB bitmap sits in the repository.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import recipe  # noqa: E402
from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QImageWriter,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)


def _card(painter: QPainter, size: float, angle: float, dx: float, top: QColor,
          bottom: QColor) -> None:
    """One playing card, rotated around the tile centre."""
    painter.save()
    painter.translate(size / 2 + dx, size / 2)
    painter.rotate(angle)
    w, h = size * 0.46, size * 0.64
    rect = QRectF(-w / 2, -h / 2, w, h)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, top)
    grad.setColorAt(1.0, bottom)
    painter.setPen(QPen(QColor("#0d1020"), size * 0.012))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, size * 0.04, size * 0.04)
    painter.restore()


def draw(size: int = recipe.ICON_SIZE) -> QImage:
    """The icon at `size` pixels; every length is relative so small sizes stay clean."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)

    # Dark tile with a night-sky gradient.
    tile = QLinearGradient(0, 0, 0, s)
    tile.setColorAt(0.0, QColor("#27305c"))
    tile.setColorAt(1.0, QColor("#121629"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(tile))
    p.drawRoundedRect(QRectF(s * 0.03, s * 0.03, s * 0.94, s * 0.94), s * 0.18, s * 0.18)

    # Two fanned cards: a teal one behind, an ivory one in front.
    _card(p, s, -14, -s * 0.08, QColor("#3fb6a8"), QColor("#1d6f78"))
    _card(p, s, 9, s * 0.07, QColor("#fbf1d6"), QColor("#e3c27a"))

    # An "A" on the front card, as two filled polygons (outer shape minus the hole).
    p.save()
    p.translate(s / 2 + s * 0.07, s / 2)
    p.rotate(9)
    u = s * 0.01
    outer = QPolygonF([QPointF(-15 * u, 17 * u), QPointF(-3.5 * u, -18 * u),
                       QPointF(3.5 * u, -18 * u), QPointF(15 * u, 17 * u),
                       QPointF(8 * u, 17 * u), QPointF(5 * u, 8 * u),
                       QPointF(-5 * u, 8 * u), QPointF(-8 * u, 17 * u)])
    hole = QPolygonF([QPointF(-3 * u, 1.5 * u), QPointF(0, -8.5 * u), QPointF(3 * u, 1.5 * u)])
    path = QPainterPath()
    path.addPolygon(outer)
    path.closeSubpath()
    cut = QPainterPath()
    cut.addPolygon(hole)
    cut.closeSubpath()
    p.setBrush(QColor("#7a2e1f"))
    p.drawPath(path.subtracted(cut))
    p.restore()

    p.end()
    return image


def main(argv: list[str] | None = None) -> int:
    """Write the PNG, and the ICO when asked (`--ico PATH`)."""
    args = sys.argv[1:] if argv is None else argv
    ico = Path(args[args.index("--ico") + 1]) if "--ico" in args else None
    _app = QGuiApplication.instance() or QGuiApplication([])
    recipe.ICON_PNG.parent.mkdir(parents=True, exist_ok=True)
    if not draw().save(str(recipe.ICON_PNG), "PNG"):
        print(f"could not write {recipe.ICON_PNG}", file=sys.stderr)
        return 1
    print(f"wrote {recipe.ICON_PNG}")
    if ico is not None:
        if b"ico" not in [bytes(f) for f in QImageWriter.supportedImageFormats()]:
            print("Qt has no ICO writer here (imageformats/qico missing)", file=sys.stderr)
            return 1
        # Qt's ICO writer stores one image; Windows scales the 256 px one down.
        ico.parent.mkdir(parents=True, exist_ok=True)
        if not draw(256).save(str(ico), "ICO"):
            print(f"could not write {ico}", file=sys.stderr)
            return 1
        print(f"wrote {ico}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
