"""Card faces (issue #14): the player's own images, found by card reference in a folder
chosen in the settings, replace the drawn face; without one the drawn face shows its
type's emblem beside the type line."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter
from tests.gui.conftest import first_turn


def _render(card, w=150, h=210) -> QImage:  # type: ignore[no-untyped-def]
    img = QImage(w + 20, h + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    card_painter.paint_card(p, QRectF(10, 10, w, h), card, allow_turn=False)
    p.end()
    return img


def test_a_players_image_named_by_reference_replaces_the_drawn_face(qtbot, tmp_path):
    win, game = first_turn(qtbot)
    card = next(i.card for i in win.table.items if i.kind == "card" and i.card
                and i.card.get("zone") == "hand")
    drawn = _render(card)
    picture = QImage(300, 420, QImage.Format.Format_RGB32)
    picture.fill(QColor("#ff00ff"))
    assert picture.save(str(tmp_path / f"{card['ref']}.png"))
    try:
        win.set_image_folder(str(tmp_path))
        shown = _render(card)
        assert shown.pixelColor(85, 120) == QColor("#ff00ff")
        assert drawn.pixelColor(85, 120) != QColor("#ff00ff")
        # a card without an image keeps its drawn face
        other = dict(card, ref="ALT_NO_SUCH_CARD")
        assert _render(other).pixelColor(85, 120) != QColor("#ff00ff")
        # the board repaints with the image: its cards' looks name the folder
        assert str(tmp_path) in card_painter.look_key(card)
    finally:
        win.set_image_folder(None)
    assert _render(card).pixelColor(85, 120) != QColor("#ff00ff")


def test_each_type_has_its_own_emblem():
    base = {"name": "Test", "faction": "AX", "hand_cost": 1, "reserve_cost": 1,
            "stats": [1, 1, 1], "text": "", "ref": "X"}
    looks = {t: _render(dict(base, type=t)) for t in ("character", "spell", "permanent",
                                                       "landmark")}
    # the emblem sits at the right end of the type line: the four differ there
    line = card_painter.face_layout(QRectF(10, 10, 150, 210), dict(base, type="spell")).type_line
    assert line == card_painter.face_layout(QRectF(10, 10, 150, 210),
                                            dict(base, type="landmark")).type_line

    def corner(img: QImage) -> list[int]:
        return [img.pixelColor(x, y).rgb() for x in range(int(line.right()) - 16,
                                                           int(line.right()))
                for y in range(int(line.top()), int(line.bottom()))]
    corners = {t: tuple(corner(img)) for t, img in looks.items()}
    assert len(set(corners.values())) == 4


def test_a_long_type_line_keeps_its_type_and_every_subtype(qapp):
    from PySide6.QtGui import QFontMetricsF

    from altered_desktop import card_type_line

    wide = card_type_line.fit("Character", ["Soldier", "Noble"], 400, 11)
    narrow = card_type_line.fit("Character", ["Soldier", "Noble"], 70, 8)
    assert wide.lines == ("Character — Soldier Noble",)
    assert narrow.text == "Character — Soldier Noble"  # on lines of their own (review r6 #7)
    assert len(narrow.lines) > 1
    fm = QFontMetricsF(card_type_line.type_font(8, narrow.stretch))
    assert all(fm.horizontalAdvance(t) <= 70 for t in narrow.lines)
