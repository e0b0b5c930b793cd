"""The seat's name beside the hand shrinks to fit before it is cut short: "Player 2" read
"Playe…" at 1366×768 when the hand held one card."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPixmap

from altered_desktop import table_paint, theme


def _advance(px: float, text: str) -> tuple[float, float]:
    pm = QPixmap(4, 4)
    p = QPainter(pm)
    try:
        size = table_paint.fitting_px(p, text, 91, px, 0.6, True)
        p.setFont(theme.font(size, bold=True))
        return size, p.fontMetrics().horizontalAdvance(text)
    finally:
        p.end()


def test_a_name_too_wide_is_drawn_smaller_not_cut(qtbot) -> None:
    size, width = _advance(30.0, "Player 2")
    assert size < 30.0 and width <= 91


def test_a_name_that_fits_keeps_its_size(qtbot) -> None:
    assert _advance(12.0, "Ann")[0] == 12.0
