"""Hand cards' words at their real size (issue #23, review round 10 #1): at 1366 x 768 a
hand card's rules text was shrunk to fit and measured 9-10 px (capitals 7 px), its
statistics' digits 9 px, its type line about 10 px.  Now the rules text is never set
under 11 px nor narrower than the first of the tighter cuts (12 px where it has the
room); a keyword's reminder goes before the text gets smaller; a text that still does
not fit shows what fits and ends with a "more" tag, the whole text being on the zoom.

Measured on painted pixels of real pool cards (the long texts among them) at the size
the 1366 x 768 table gives its hand, and on the fonts the painter is handed."""

from __future__ import annotations

import statistics
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from altered_desktop import card_painter, card_type_line, symbol_text, table_overlay, theme
from altered_desktop.card_browser_model import card_face
from altered_desktop.session import Mode
from engine.cards.registry import shipped_cards
from tests.gui.conftest import full_board_window, make_window
from tests.gui.test_card_look import SIZES

#: painted rules text: a line with an ascender and a descender is about as tall as the
#: font's pixel size ("Expedition," at 11 px: 11 rows of ink); capitals 8 rows at 11 px
LINE_INK_LEAST, CAP_LEAST = 10, 8
#: the rules text's line pitch at 11 px (DejaVu Sans: 13 px)
PITCH_LEAST = 12.5
#: the narrowest the rules text is set (QFont stretch; 74 before)
LEAST_STRETCH = 80
#: a statistic's digits: 14 rows of ink at least on a hand card (9 in round 10, 12 in
#: round 17), as on the table's tiles
DIGITS_LEAST = 14
#: ... and as tall as the table cards' at 1366 (review r17 #6: the hand's were 12)
DIGITS_AS_TABLE = 16


def _faces() -> list[dict[str, Any]]:
    seen, out = set(), []
    for c in shipped_cards():
        f = card_face(c)
        if f.get("text") and f["type"] != "hero" and f["name"] not in seen:
            seen.add(f["name"])
            out.append(f)
    return out


_HAND: list[QRectF] = []


@pytest.fixture
def hand_rect(qtbot) -> QRectF:  # type: ignore[no-untyped-def]
    """A hand card's rectangle on the 1366 x 768 table (the day-3 scene's)."""
    if not _HAND:
        from tools.table_scenes import day3_game

        win = make_window(qtbot, day3_game(), Mode.HOTSEAT)
        win.resize(*SIZES["1366x768"])
        win.refresh()
        qtbot.wait(20)
        hand = [i for i in win.table.items if i.kind == "card" and i.card
                and i.card.get("zone") == "hand" and i.player == win.table.bottom]
        _HAND.append(QRectF(0, 0, hand[0].rect.width(), hand[0].rect.height()))
    return _HAND[0]


def _sample(rect: QRectF) -> list[dict[str, Any]]:
    """Every card whose text is cut at `rect`, the ten longest texts, and every 15th
    card of the pool: short, middling and long texts."""
    faces = _faces()
    cut = [f for f in faces if card_painter.text_is_cut(rect, f)]
    longest = sorted(faces, key=lambda f: len(f["text"]))[-10:]
    names = {f["name"] for f in cut + longest}
    return cut + longest + [f for f in faces[::15] if f["name"] not in names]


def _paint(card: dict[str, Any], rect: QRectF) -> QImage:
    img = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    card_painter._paint_face(p, rect, card)
    p.end()
    return img


def _bands(img: QImage, box: QRectF, ink: Any) -> list[tuple[int, int]]:
    """The rows of `box` holding ink (`ink(colour)` true), as (top, bottom) bands."""
    rows = [y for y in range(int(box.top()), int(box.bottom()))
            if any(ink(img.pixelColor(x, y)) for x in range(int(box.left()), int(box.right())))]
    bands: list[tuple[int, int]] = []
    for y in rows:
        if bands and y == bands[-1][1] + 1:
            bands[-1] = (bands[-1][0], y)
        else:
            bands.append((y, y))
    return bands


def _dark(c: QColor) -> bool:
    return c.lightnessF() < 0.45


def test_rules_text_is_written_at_11_px_or_more_and_never_squeezed(qapp, hand_rect,
                                                                  monkeypatch):
    fonts: list[tuple[int, int]] = []
    real = symbol_text.text_font

    def record(px: float, stretch: int = symbol_text.STRETCH) -> QFont:
        f = real(px, stretch)
        fonts.append((f.pixelSize(), stretch))
        return f

    monkeypatch.setattr(symbol_text, "text_font", record)
    sample = _sample(hand_rect)
    assert len(sample) >= 40
    cut = 0
    for f in sample:
        fonts.clear()
        lay = card_painter.face_layout(hand_rect, f)
        box = card_painter.rules_box(lay)
        img = _paint(f, hand_rect)
        assert fonts, f["name"]
        assert min(px for px, _s in fonts) >= theme.LEAST_TEXT_PX, (f["name"], fonts)
        assert min(s for _p, s in fonts) >= LEAST_STRETCH, (f["name"], fonts)
        runs = card_painter.rules_runs(lay, hand_rect.height())
        if symbol_text.is_cut(runs):
            cut += 1
            assert runs[-1].symbol == symbol_text.MORE, f["name"]
        # the painted lines: as tall as an 11 px text's, one 11 px line apart
        bands = [b for b in _bands(img, box, _dark) if b[1] - b[0] >= 3]
        heights = [b - a + 1 for a, b in bands]
        assert max(heights) >= LINE_INK_LEAST, (f["name"], heights)
        assert sorted(heights)[len(heights) // 2] >= CAP_LEAST, (f["name"], heights)
        lines = bands[:-1] if symbol_text.is_cut(runs) else bands  # the tag sits higher
        if len(lines) >= 3:
            # the middle gap between lines' tops: a line led by an ability's icon (taller
            # than the letters, Yzmir Engraver's "[S] When you play a Spell") starts its
            # ink 2-3 px higher, which a first-to-last average counts as a tighter pitch
            gaps = sorted(b[0] - a[0] for a, b in zip(lines, lines[1:], strict=False))
            pitch = statistics.median(gaps)
            assert pitch >= PITCH_LEAST, (f["name"], bands)
    assert cut >= 1  # the long texts are among the sample, and are cut with the tag


def test_a_cut_text_ends_with_a_clear_more_tag_and_the_zoom_has_it_all(qapp, hand_rect):
    faces = _faces()
    cut = [f for f in faces if card_painter.text_is_cut(hand_rect, f)]
    assert cut, "some of the pool's texts are longer than a 1366 hand card holds"
    # few: the picture gives its rows before a text is cut
    assert len(cut) <= 0.1 * len(faces), len(cut)
    f = max(cut, key=lambda f: len(f["text"]))
    lay = card_painter.face_layout(hand_rect, f)
    runs = card_painter.rules_runs(lay, hand_rect.height())
    tag = runs[-1]
    assert tag.symbol == symbol_text.MORE and tag.text == symbol_text.more_label()
    box = card_painter.rules_box(lay)
    size, _st, _r, lh = symbol_text.fit_full(lay.rules, box, lay.text_px, 11.0,
                                             card_painter.FACE_TIGHTER, more=True)
    tag_rect = QRectF(box.left() + tag.x, box.top() + tag.line * lh,
                      symbol_text.more_width(size), lh)
    assert box.contains(tag_rect.adjusted(1, 1, -1, -1)), (tag_rect, box)
    img = _paint(f, hand_rect)
    fill = img.pixelColor(int(tag_rect.left()) + 2, int(tag_rect.center().y()))
    assert theme.contrast(theme.PARCHMENT, fill) >= 4.5, fill.name()
    # the whole text of every pool card on the zoom of the 1366 table
    zoom = table_overlay.zoom_rect(1366 - 290, 708, None)
    zoom = QRectF(0, 0, zoom.width(), zoom.height())
    assert [g["name"] for g in faces if card_painter.text_is_cut(zoom, g)] == []


def test_reminders_go_before_the_text_gets_smaller(qapp, hand_rect):
    """A face carries a keyword's reminder only when the text with it is written at the
    preferred 12 px (or the card's own size, if smaller): never a reminder at 11 px."""
    carried = 0
    for f in _faces():
        lay = card_painter.face_layout(hand_rect, f)
        if lay.rules == f["text"]:
            continue
        carried += 1
        px, stretch, runs, _lh = symbol_text.fit_full(
            lay.rules, card_painter.rules_box(lay), lay.text_px, 11.0,
            card_painter.FACE_TIGHTER, more=True)
        assert round(px) >= card_painter.reminder_px(lay.text_px) and \
            stretch == symbol_text.STRETCH and not symbol_text.is_cut(runs), f["name"]
    assert carried >= 60  # a newcomer still reads what many keywords do (the zoom: all)


def test_statistics_and_type_line_are_big_enough(qapp, hand_rect, monkeypatch):
    """The digits' ink 14 px tall at least; the type line at 11 px or more."""
    type_fonts: list[QFont] = []
    real = card_type_line.type_font

    def record(px: float, stretch: int = 100) -> QFont:
        f = real(px, stretch)
        type_fonts.append(f)
        return f

    monkeypatch.setattr(card_type_line, "type_font", record)
    for name in ("Tanuki", "Kadigiran Mage-Dancer", "Fiore dei Liberi"):
        f = next(g for g in _faces() if g["name"] == name)
        type_fonts.clear()
        heights = _digits_ink(f, hand_rect)
        assert min(heights) >= DIGITS_LEAST, (name, heights)
        assert type_fonts and min(t.pixelSize() for t in type_fonts) >= 11, name


def _white(c: QColor) -> bool:
    return c.lightnessF() > 0.85 and c.red() > 235 and c.blue() > 235


def _digits_ink(card: dict[str, Any], rect: QRectF) -> list[int]:
    """The rows of ink of each statistic's digits on `card`'s face painted in `rect`
    (the right part of each pill: the glyph, cream, is left of them)."""
    img = _paint(card, rect)
    lay = card_painter.face_layout(rect, card)
    gap = max(2.0, lay.stats.width() * 0.03)
    pw = (lay.stats.width() - 2 * gap) / 3
    out = []
    for i in range(3):
        pill = QRectF(lay.stats.left() + i * (pw + gap) + pw * 0.45, lay.stats.top(),
                      pw * 0.55, lay.stats.height())
        bands = _bands(img, pill, _white)
        out.append(max((b - a + 1 for a, b in bands), default=0))
    return out


def _hand_rects(qtbot) -> list[QRectF]:  # type: ignore[no-untyped-def]
    """The review's full board's hand cards at 1366 x 768 (a hand of 3: short wide
    faces) and the day-3 scene's (a hand of 4 or more: upright faces)."""
    from tools.table_scenes import day3_game

    rects = []
    for win in (full_board_window(qtbot, SIZES["1366x768"]),
                make_window(qtbot, day3_game(), Mode.HOTSEAT)):
        win.resize(*SIZES["1366x768"])
        win.refresh()
        qtbot.wait(20)
        hand = [i.rect for i in win.table.items if i.kind == "card" and i.card
                and i.card.get("zone") == "hand" and i.player == win.table.bottom]
        rects.append(QRectF(0, 0, hand[0].width(), hand[0].height()))
    return rects


def test_hand_statistics_are_as_tall_as_the_tables(qtbot):
    """Review r17 #6: "hand cards have smaller statistics (12 px digits) than table
    cards (16 px), yet the hand is where you decide".  At 1366 x 768, on the wide face
    of a hand of 3 and the upright one of a bigger hand, the digits have 16 rows of ink,
    and the rules texts are cut no more often than before (17 and 18 of the pool)."""
    wide, upright = _hand_rects(qtbot)
    assert wide.width() > wide.height() and upright.height() > upright.width()
    faces = _faces()
    for rect, was_cut in ((wide, 17), (upright, 18)):
        for name in ("Tanuki", "Kadigiran Mage-Dancer", "Fiore dei Liberi"):
            f = next(g for g in faces if g["name"] == name)
            heights = _digits_ink(f, rect)
            assert min(heights) >= DIGITS_AS_TABLE, (name, rect, heights)
        cut = sum(card_painter.text_is_cut(rect, f) for f in faces)
        assert cut <= was_cut, (rect, cut)
