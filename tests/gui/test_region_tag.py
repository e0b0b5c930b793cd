"""Review round 17 #9: "The round badge beside 'Hero'/'Companion' (5, 6, 2, 4) looks like a
score or power.  Only the small grey 'at region 4' in the opposite corner says what it
is."

The region an Expedition stands on is now a tag with a map pin before its number (where
a thing is, as maps mark it), wider than high, never a round badge; the title stays
whole beside it, and the Table key says what it is.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontInfo, QImage, QPainter

from altered_desktop import table_key, table_paint, theme
from altered_desktop.table_layout import stats_box, stats_width


class _Recorder(QPainter):
    def __init__(self, img: QImage) -> None:
        super().__init__(img)
        self.ellipses: list[QRectF] = []
        self.paths: list[QRectF] = []
        self.texts: list[tuple[str, int]] = []

    def drawEllipse(self, *args: Any) -> None:  # noqa: N802 - Qt's name
        if isinstance(args[0], QRectF):
            self.ellipses.append(QRectF(args[0]))
        super().drawEllipse(*args)

    def drawPath(self, path: Any) -> None:  # noqa: N802 - Qt's name
        self.paths.append(path.boundingRect())
        super().drawPath(path)

    def drawText(self, *args: Any) -> None:  # noqa: N802 - Qt's name
        self.texts.append((next(a for a in args if isinstance(a, str)),
                           QFontInfo(self.font()).pixelSize()))
        super().drawText(*args)


@pytest.mark.parametrize("h", [74.0, 125.7, 195.0])  # the narrowest column, 1366, 1920
@pytest.mark.parametrize("number", [5, 8])
def test_the_region_number_wears_a_map_pin_not_a_round_badge(qapp, h, number):
    box = stats_box(QRectF(0, 0, stats_width(QRectF(0, 0, 400, h)) + 4, h))
    img = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("black"))
    p = _Recorder(img)
    table_paint.draw_expedition_title(p, box, theme.player_colour(0), "Companion", number)
    p.end()
    tag = table_paint.title_disc(box, number)
    assert tag.width() > tag.height()  # a tag, not a disc
    assert not any(tag.intersects(e) for e in p.ellipses), p.ellipses
    pins = [b for b in p.paths if tag.contains(b)]
    assert pins and all(b.height() > b.width() for b in pins)  # a standing pin
    texts = dict(p.texts)
    assert "Companion" in texts and str(number) in texts, p.texts
    assert texts[str(number)] >= theme.LEAST_TEXT_PX + 2 if h > 100 else theme.LEAST_TEXT_PX
    assert all(px >= theme.LEAST_TEXT_PX for _t, px in p.texts), p.texts


def test_the_table_key_explains_the_pin(qapp):
    rows = [row for row in table_key.TRACK_ROWS if "pin" in row.words]
    assert rows and "region" in rows[0].words and "score" in rows[0].words
    img = QImage(200, 60, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("black"))
    p = _Recorder(img)
    rows[0].paint(p, QRectF(0, 0, table_key.SYMBOL_W, table_key.SMALL_H))
    p.end()
    assert p.paths and "5" in dict(p.texts)
