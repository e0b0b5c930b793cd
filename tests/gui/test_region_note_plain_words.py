"""The note under an Expedition's totals says in plain words what counts (review r20
#7: "region 5: no [water]" was correct but jargon, a newcomer could not parse "no"):
"Region 5: water doesn't count", "Region 2: only mountain counts", on two lines where
the column is tall enough, else on one line beside the terrain's icon ("[water]
doesn't count"), at 12 px at 1366, in French too (never under 11 px)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from altered_desktop import i18n, region_caption, table_layout, table_paint, theme


@pytest.fixture
def french(qapp):  # type: ignore[no-untyped-def]
    assert i18n.install(QApplication.instance(), "fr") == "fr"
    yield
    i18n.install(QApplication.instance(), "en")


@pytest.mark.parametrize("number,terrains,words,short", [
    (5, ("forest", "mountain"), "Region 5: water doesn't count", ("", "water", " doesn't count")),
    (2, ("mountain",), "Region 2: only mountain counts", ("only ", "mountain", " counts")),
    (3, (), "Region 3: no terrain counts", ("no terrain counts", "", "")),
])
def test_the_note_says_what_counts(qapp, number, terrains, words, short):
    assert region_caption.text(number, terrains) == words
    assert region_caption.short_parts(terrains) == short
    assert region_caption.text(number, ("forest", "mountain", "water")) == ""


def test_the_note_in_french(french):
    assert region_caption.text(5, ("forest", "mountain")) == "Région 5 : l'eau ne compte pas"
    assert region_caption.text(2, ("mountain",)) == "Région 2 : seule la montagne compte"
    assert region_caption.text(4, ("forest", "water")) == \
        "Région 4 : la montagne ne compte pas"


def _sizes(box: QRectF, terrains: tuple[str, ...], number: int) -> tuple[list[float], QRectF]:
    _rows, r, _w = table_paint.stat_column(box, terrains, number)
    assert r is not None
    img = QImage(500, 300, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    theme.font_sizes = []
    try:
        p = QPainter(img)
        region_caption.paint(p, r, number, terrains, box.height())
        p.end()
        sizes = list(theme.font_sizes)
    finally:
        theme.font_sizes = None
    return sizes, r


#: the columns of totals of the review's tables: a laptop's (1366, 110-117 px tall)
#: and a tall screen's (1920, about 183 px)
COLUMNS = {"1366": (118.0, [118.0, 125.0]), "1920": (140.0, [191.0, 206.0])}
KINDS = [("forest", "mountain"), ("forest", "water"), ("mountain", "water"), ("forest",),
         ("mountain",), ("water",)]


@pytest.mark.parametrize("size", sorted(COLUMNS))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_note_is_12_px_in_english_and_11_in_french(qapp, size, lang):
    width, rows = COLUMNS[size]
    if lang == "fr":
        assert i18n.install(QApplication.instance(), "fr") == "fr"
    try:
        for row_h in rows:
            box = table_layout.stats_box(QRectF(0, 0, width / 0.95, row_h))
            for terrains in KINDS:
                sizes, r = _sizes(box, terrains, 5)
                assert sizes and min(sizes) >= (12 if lang == "en" else 11), \
                    (terrains, sizes)
                # (whole inside the column, clear of its cards)
                assert r.right() <= box.right() - 5
                if size == "1920":  # the column's room: the sentence, the region named
                    f = region_caption._fit(5, terrains, box.width() - 10, box.height())
                    assert f.lines and len(f.lines) <= 2, f
                    assert " ".join(f.lines).startswith(("Region 5", "Région 5")), f
    finally:
        i18n.install(QApplication.instance(), "en")
