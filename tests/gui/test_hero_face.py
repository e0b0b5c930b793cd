"""The Hero's card in its column (issue #23, review round 10 #10): an "Exhausted" band
across the top of its picture hid its portrait, and its ability sat on the 11 px edge.
Now an exhausted Hero keeps its portrait whole: the exhaust sign on a disc in the
picture's corner, the word on its ribbon, its frame and picture drained of colour; and
its ability is written a size up (12 px) wherever its picture can give the rows, never
cut.  Measured on painted pixels and on the layout of every Hero of the pool, at the
Hero column's size on the 1366 x 768 table (about 150 x 210)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_tile, face_cache, symbol_text, theme
from altered_desktop.card_browser_model import card_face
from engine.cards.registry import shipped_cards

COLUMN = QRectF(10, 10, 150, 210)


def _heroes() -> list[dict[str, Any]]:
    seen, out = set(), []
    for c in shipped_cards():
        f = card_face(c)
        if f["type"] == "hero" and f["name"] not in seen:
            seen.add(f["name"])
            out.append(f)
    return out


def _render(card: dict[str, Any]) -> QImage:
    face_cache.FACES.clear()  # painted afresh: the tests change what paints it
    img = QImage(180, 240, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    card_painter.paint_card(p, COLUMN, card, allow_turn=False)
    p.end()
    return img


def test_an_exhausted_hero_keeps_its_portrait_whole(qapp, monkeypatch):
    hero = next(f for f in _heroes() if f["name"] == "Sigismar & Wingspan")
    tired = {**hero, "zone": "hero", "statuses": ["exhausted"]}
    tags: list[QRectF] = []
    real = card_tile.paint_exhausted

    def record(p: QPainter, r: QRectF, px: float | None = None) -> None:
        tags.append(QRectF(r))
        real(p, r, px)

    monkeypatch.setattr(card_tile, "paint_exhausted", record)
    img = _render(tired)
    monkeypatch.setattr(card_tile, "paint_exhausted", lambda *_a, **_k: None)
    untagged = _render(tired)
    lay = card_painter.face_layout(COLUMN, tired)
    # the picture above its ribbon (less the ribbon's soft top edge)
    portrait = QRectF(lay.art.left(), lay.art.top(), lay.art.width(),
                      lay.type_line.top() - 1.5 - lay.art.top())
    mark = card_painter.hero_exhausted_mark(lay, COLUMN.height())
    # what the tags paint on the portrait: the corner disc only
    covered = [(x, y) for x in range(int(portrait.left()), int(portrait.right()))
               for y in range(int(portrait.top()), int(portrait.bottom()))
               if img.pixelColor(x, y) != untagged.pixelColor(x, y)
               and not mark.adjusted(-2, -2, 2, 2).contains(x, y)]
    assert covered == [], covered[:10]
    assert img != untagged
    # the corner disc is small and in the corner, the word on the ribbon
    assert mark.width() * mark.height() <= 0.1 * portrait.width() * portrait.height()
    assert mark.center().x() > portrait.left() + portrait.width() * 0.8
    assert mark.center().y() < portrait.top() + portrait.height() * 0.3
    # (the face is painted into its cache's pixmap: the tags' sizes, not places)
    assert len(tags) == 2
    assert any(t.size() == mark.size() for t in tags)
    ribbon = [t for t in tags if t.size() == lay.type_line.size()]
    assert ribbon and ribbon[0].width() > 3 * ribbon[0].height()
    # the name banner still its faction's colour (review r18 #11: a grey name bar
    # read as a card missing; its gilded frame was never drained)
    monkeypatch.setattr(card_tile, "paint_exhausted", real)
    lyra = next(f for f in _heroes() if f["name"] == "Nevenka & Blotch")
    ready, drained = _render({**lyra, "zone": "hero"}), _render(
        {**lyra, "zone": "hero", "statuses": ["exhausted"]})
    band = card_painter.face_layout(COLUMN, lyra).art.top() - 6
    spot = (int(COLUMN.left() + COLUMN.width() * 0.08), int(band))
    assert ready.pixelColor(*spot).hsvSaturationF() > 0.3
    assert drained.pixelColor(*spot).hsvSaturationF() > \
        0.8 * ready.pixelColor(*spot).hsvSaturationF()


def test_a_hero_writes_its_ability_a_size_up_where_its_picture_gives_the_rows(qapp):
    sizes = []
    for f in _heroes():
        lay = card_painter.face_layout(COLUMN, f)
        px, _st, runs, _lh = symbol_text.fit_full(
            lay.rules, card_painter.rules_box(lay), lay.text_px, theme.LEAST_TEXT_PX,
            card_painter.FACE_TIGHTER, more=True)
        assert not symbol_text.is_cut(runs), f["name"]
        assert round(px) >= theme.LEAST_TEXT_PX, f["name"]
        # the picture never below a strip a portrait still reads in
        assert lay.art.height() >= COLUMN.height() * 0.12 - 0.01, f["name"]
        sizes.append(round(px))
    assert len(sizes) >= 20
    # 13 of 27 Heroes were written at 12 px or more before
    assert sum(px >= 12 for px in sizes) >= 0.65 * len(sizes), sizes
