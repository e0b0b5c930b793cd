"""A hand card its seat cannot play now is marked (issue #23, review round 15 #12: "With
2 mana, Lyra Skald (2) has a glow, but The Ouroboros, Lyra Bastion (3) and Tanuki (3)
are neither dimmed nor marked 'can't pay' ... MTGA at least shows a cost that is not lit
up").

On the seat's own turn, a card of its hand that no play the engine offers picks has its
hand cost unlit: a dark fill, a red ring and label, its digit still readable.  What is
legal is the engine's offer; the app counts no mana of its own.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from altered_desktop import card_painter, card_tile, cost_badge, face_cache
from altered_desktop.table_display import shown_card
from tests.gui.conftest import day3_window


def _hand_items(win):  # type: ignore[no-untyped-def]
    t = win.table
    return [i for i in t.items if i.kind == "card" and i.card and i.player == t.bottom
            and (i.extra.get("hand") or i.card.get("zone") == "hand")]


def test_a_hand_card_without_a_legal_play_has_its_cost_unlit(qtbot):
    """Day 3's table: 4 mana ready, Asmodeus costs 6 (no play of it is offered); the
    other cards of the hand have a play, and their costs stay lit."""
    win = day3_window(qtbot, (1366, 768))
    t = win.table
    marks = t._marks()
    assert marks.playable
    shown = {i.card["name"]: shown_card(marks, i, t.bottom) for i in _hand_items(win)}
    assert len(shown) >= 3
    unpaid = {n for n, c in shown.items() if c and c.get(card_tile.UNPAYABLE)}
    assert "Asmodeus" in unpaid
    for i in _hand_items(win):
        marked = i.card["name"] in unpaid
        assert marked == (i.oid not in marks.playable), i.card["name"]
    # the other seat's turn (no play of this seat's offered): nothing is marked
    idle = dataclasses.replace(marks, playable=set())
    assert not any((shown_card(idle, i, t.bottom) or {}).get(card_tile.UNPAYABLE)
                   for i in _hand_items(win))


def _paint(card: dict) -> QImage:  # type: ignore[type-arg]
    face_cache.FACES.clear()
    img = QImage(200, 230, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f4a34"))
    p = QPainter(img)
    card_painter.paint_card(p, QRectF(10, 10, 155, 190), card)
    p.end()
    return img


def test_an_unpayable_hand_card_s_cost_is_unlit_and_still_read(qapp):
    card = {"name": "Tanuki", "type": "character", "faction": "LY", "hand_cost": 3,
            "reserve_cost": 3, "stats": [3, 3, 0], "text": "", "zone": "hand"}
    lit, unlit = _paint(card), _paint({**card, card_tile.UNPAYABLE: True})
    lay = card_painter.face_layout(QRectF(10, 10, 155, 190), card)
    gem = lay.hand_gem
    changed = sum(lit.pixelColor(x, y) != unlit.pixelColor(x, y)
                  for x in range(int(gem.left()), int(gem.right()))
                  for y in range(int(gem.top()), int(gem.bottom())))
    assert changed > gem.width() * gem.height() * 0.4
    # red in the ring (the lit one: a few pixels of the faction frame at most); inside
    # the badge's pill, not the frame in its box's corners
    pill = QPainterPath()
    r = min(gem.width(), gem.height()) / 2
    pill.addRoundedRect(gem.adjusted(-1, -1, 1, 1), r + 1, r + 1)

    def reds(img: QImage) -> int:
        return sum(1 for x in range(int(gem.left()), int(gem.right()) + 1)
                   for y in range(int(gem.top()), int(gem.bottom()) + 1)
                   if pill.contains(QPointF(x + 0.5, y + 0.5))
                   and img.pixelColor(x, y).red() > 200 and img.pixelColor(x, y).green() < 140)
    assert reds(unlit) > 10 * max(1, reds(lit))
    # the digit keeps 4.5:1 on the unlit fill
    fill, ink = card_painter.disc_colours(QColor("#4a4540"))
    from altered_desktop import theme

    assert theme.contrast(fill, ink) >= 4.5
    assert cost_badge.UNPAID_RING.red() > 200


def _saturation(img: QImage, r: QRectF) -> float:
    vals = [img.pixelColor(x, y).hsvSaturationF()
            for x in range(int(r.left()) + 2, int(r.right()) - 2, 2)
            for y in range(int(r.top()) + 2, int(r.bottom()) - 2, 2)]
    return sum(vals) / len(vals)


def _lightness(img: QImage, r: QRectF) -> float:
    vals = [img.pixelColor(x, y).lightnessF()
            for x in range(int(r.left()) + 2, int(r.right()) - 2, 2)
            for y in range(int(r.top()) + 2, int(r.bottom()) - 2, 2)]
    return sum(vals) / len(vals)


def test_an_unpayable_hand_card_is_greyed_and_its_words_still_read(qapp):
    """Review r18 #7: the red ring alone was missed; MTG Arena and BGA grey what cannot
    be cast.  The unpayable card's picture turns to greys and its face steps darker,
    its name, rules text and hand cost still 4.5:1."""
    from altered_desktop import theme

    card = {"name": "Tanuki", "type": "character", "faction": "LY", "hand_cost": 3,
            "reserve_cost": 3, "stats": [3, 3, 0], "text": "When played from Hand — x.",
            "zone": "hand"}
    lit, unlit = _paint(card), _paint({**card, card_tile.UNPAYABLE: True})
    lay = card_painter.face_layout(QRectF(10, 10, 155, 190), card)
    # the picture (right of its cost gems): its colour drained
    art = lay.art.adjusted(lay.hand_gem.right() - lay.art.left() + 4, 0, 0, 0)
    assert _saturation(unlit, art) < 0.5 * _saturation(lit, art)
    # ... yet still a picture, not a black hole (review r19 #2: Tanuki's night sky under
    # a dark grey and the card's veil read as "a failed image")
    assert _lightness(unlit, art) > 0.45 * _lightness(lit, art)
    # the frame beside the text box: darker
    fx, fy = int(lay.text.left()) - 3, int(lay.text.center().y())
    assert unlit.pixelColor(fx, fy).lightness() < lit.pixelColor(fx, fy).lightness() - 10
    # the rules text's parchment: darker, the ink still 4.5:1 on it
    px, py = int(lay.text.right()) - 4, int(lay.text.bottom()) - 4
    paper = unlit.pixelColor(px, py)
    assert paper.lightness() < lit.pixelColor(px, py).lightness() - 10
    veil = card_painter.UNPAYABLE_VEIL.alphaF()
    ink = QColor.fromRgbF(*(c * (1 - veil) for c in theme.INK.getRgbF()[:3]))
    assert theme.contrast(ink, paper) >= 4.5
    # its name's band and its statistics keep their look (and their contrast)
    name_rect, _px = card_painter.name_box(QRectF(10, 10, 155, 190), "Tanuki")
    for r in (name_rect, lay.stats):
        assert all(lit.pixelColor(x, y) == unlit.pixelColor(x, y)
                   for x in range(int(r.left()) + 1, int(r.right()) - 1, 2)
                   for y in range(int(r.top()) + 1, int(r.bottom()) - 1, 2))


def test_the_table_key_shows_and_explains_the_greyed_hand_card(qapp, monkeypatch):
    """Review r18 Teaching: "the red 'can't afford' ring is unexplained".  The key
    paints a hand card as the hand shows one it cannot play now, and says so."""
    from altered_desktop import table_key

    painted: list[dict] = []  # type: ignore[type-arg]
    real = card_painter.paint_card
    monkeypatch.setattr(card_painter, "paint_card",
                        lambda p, r, card, **k: (painted.append(card), real(p, r, card, **k)))
    rows = [row for row in table_key.CARD_ROWS if "greyed" in row.words]
    assert len(rows) == 1 and "cannot play it now" in rows[0].words
    img = QImage(int(table_key.SYMBOL_W), int(rows[0].height), QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f4a34"))
    p = QPainter(img)
    rows[0].paint(p, QRectF(0, 0, table_key.SYMBOL_W, rows[0].height))
    p.end()
    assert painted and painted[0].get(card_tile.UNPAYABLE) and painted[0]["zone"] == "hand"
