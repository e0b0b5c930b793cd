"""What the board tells about where the player's attention goes (fresh-eyes review
r13 #7, #15, #16): the card under the pointer is outlined (and only its tile is
repainted); while a decision asks for cards, the cards it does not offer are dimmed,
as MTG Arena and Hearthstone do; while the computer decides, the hand waits, dimmed.
Each test reads painted pixels of the table."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication

from altered_desktop import card_painter, card_tile
from altered_desktop.session import Mode
from altered_desktop.table_overlay import HOVER_RING
from tests.gui.conftest import make_window
from tools import played_game


def _ninettes_turn(qtbot, width: int = 1366, height: int = 768):  # type: ignore[no-untyped-def]
    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(width, height)
    win.private_hands = True
    played_game.play_to(game, played_game.CLOTH_DANCER_TURN,
                        submit=lambda a: bool(win.submit(a)))
    win.refresh()
    qtbot.wait(20)
    return win, game


def _grab(win: Any) -> QImage:
    QApplication.processEvents()
    return win.table.grab().toImage()


def _card(win: Any, name: str) -> Any:
    return next(i for i in win.table.items if i.kind == "card"
                and (i.card or {}).get("name") == name and not i.extra.get("listed"))


def _art_level(img: QImage, it: Any) -> float:
    """The mean brightness of card item `it`'s picture (what a dimmed card veils)."""
    from altered_desktop import card_tile

    r = card_painter.dim_area(it.rect, it.card, card_tile.is_tile(it.rect)).boundingRect()
    total, n = 0, 0
    for fx in (0.25, 0.5, 0.75):
        for fy in (0.25, 0.5, 0.75):
            c = img.pixelColor(int(r.left() + r.width() * fx), int(r.top() + r.height() * fy))
            total += c.red() + c.green() + c.blue()
            n += 1
    return total / n


def _level(img: QImage, it: Any) -> float:
    """The mean brightness of the middle of card item `it` as painted."""
    r = it.rect
    w = it.extra.get("shown_w") or r.width()
    total, n = 0, 0
    for fx in (0.3, 0.45, 0.6):
        for fy in (0.3, 0.5, 0.7):
            c = img.pixelColor(int(r.left() + w * fx), int(r.top() + r.height() * fy))
            total += c.red() + c.green() + c.blue()
            n += 1
    return total / n


def _near(c: QColor, ref: QColor, tol: int = 40) -> bool:
    return all(abs(a - b) <= tol for a, b in ((c.red(), ref.red()), (c.green(), ref.green()),
                                               (c.blue(), ref.blue())))


def test_the_card_pointed_at_is_outlined_and_only_its_tile_repainted(qtbot):
    """r13 #7: the card under the pointer gets a solid ivory outline (no glow, target
    or "Just played" colour), gone when the pointer leaves or a dialog dismisses the
    pointer; a mouse move repaints that card's neighbourhood, not the whole board."""
    win, _game = _ninettes_turn(qtbot)
    t = win.table
    hero = next(i for i in t.items if i.kind == "card" and i.extra.get("hero")
                and i.player == t.bottom) if any(i.extra.get("hero") for i in t.items) \
        else next(i for i in t.items if i.kind == "card" and (i.card or {}).get("zone")
                  != "hand" and i.player == t.bottom)
    r = hero.rect
    x, y = int(r.left() - 2), int(r.center().y())  # on the outline, just off the card
    before = _grab(win).pixelColor(x, y)
    assert not _near(before, HOVER_RING)
    t.setMouseTracking(True)
    t._painting = None
    ev = QMouseEvent(QMouseEvent.Type.MouseMove, r.center(), r.center(),
                     Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                     Qt.KeyboardModifier.NoModifier)
    t.mouseMoveEvent(ev)
    assert t.hover is hero
    img = _grab(win)
    assert _near(img.pixelColor(x, y), HOVER_RING), img.pixelColor(x, y).name()
    # the repaint asked for by the move: the card's neighbourhood only
    t._painting = None
    t.hover = None
    t._repaint_hover(hero)
    qtbot.waitUntil(lambda: t._painting is not None, timeout=2000)
    painted = t._painting
    assert painted.contains(r.toAlignedRect())
    # the card and, the column having no room here, the zoom over the board: far
    # less than the table
    area = sum(q.width() * q.height() for q in painted)
    assert area < t.width() * t.height() * 0.4, area
    # the pointer leaves: the outline goes
    t.leaveEvent(None)
    assert _grab(win).pixelColor(x, y) == before
    # and a dialog, a hand-off or a Dusk starting closes it as it closes the preview
    t._repaint_hover(hero)
    assert _near(_grab(win).pixelColor(x, y), HOVER_RING)
    t.dismiss_pointer()
    assert _grab(win).pixelColor(x, y) == before


def test_cards_not_offered_are_dimmed_while_a_target_is_chosen(qtbot):
    """r13 #15: Lyra Cloth Dancer asks for a target Character: every card it does not
    offer (the hand, the Heroes) is painted darker; the legal targets keep their very
    pixels, so their text keeps its contrast."""
    win, game = _ninettes_turn(qtbot)
    opt = played_game.option_playing(game.pending, played_game.CLOTH_DANCER)
    win.submit(opt.id)
    qtbot.waitUntil(lambda: not win.table.motion.running, timeout=5000)
    win.refresh()
    t = win.table
    assert t.highlight, "a decision asking for cards"
    lit = [i for i in t.items if i.kind == "card" and i.oid in t.highlight
           and not i.extra.get("listed")]
    others = [i for i in t.items if i.kind == "card" and i.oid not in t.highlight
              and not i.extra.get("listed")]
    assert lit and others
    heroes = [i for i in others if i.extra.get("hero")]
    hand = [i for i in others if i.extra.get("hand")]
    assert hand
    dim = _grab(win)
    t.highlight = set()  # the same board with nothing asked
    t.board_changed()
    plain = _grab(win)
    for it in hand + heroes:
        assert _art_level(dim, it) < 0.5 * _art_level(plain, it), it.card["name"]
    for it in lit:
        assert abs(_level(dim, it) - _level(plain, it)) < 3, it.card["name"]
    # the veil lies over the picture alone: a dimmed hand card's statistics and rules
    # text keep their very pixels, so their contrast (review r15 #2: 3.4:1 under a
    # veil over the whole face)
    for it in hand:
        lay = card_painter.face_layout(it.rect, it.card)
        for part in (lay.stats, lay.text, lay.type_line):
            if part.isEmpty():
                continue
            for fx in (0.2, 0.5, 0.8):
                x, y = int(part.left() + part.width() * fx), int(part.center().y())
                assert dim.pixelColor(x, y) == plain.pixelColor(x, y), it.card["name"]


def test_the_hand_waits_dimmed_while_the_computer_decides(qtbot, inline_ai):
    """r13 #16: on the computer's turn the player's hand is painted dimmed; on the
    player's own turn it is bright again."""
    from altered_desktop import ai_seat

    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(1366, 768)
    win.private_hands = True
    win.session.seat_player(1, "greedy")
    pilots = played_game.play_to(game, played_game.CLOTH_DANCER_TURN,
                                 submit=lambda a: bool(win.submit(a)))
    seat = ai_seat.attach(win, "greedy", pace_ms=60_000)
    t = win.table
    try:
        win.refresh()
        qtbot.wait(20)
        assert not t.hand_locked
        mine = _grab(win)
        bright = {i.card["name"]: _art_level(mine, i) for i in t.items if i.kind == "card"
                  and i.extra.get("hand") and i.player == t.bottom}
        assert bright
        win.ai_last_move = time.monotonic()
        win.submit(pilots.answer(game))  # Ninette plays: the computer's turn
        qtbot.waitUntil(lambda: win.panel.compact, timeout=3000)
        qtbot.waitUntil(lambda: not t.motion.running, timeout=5000)
        assert game.pending.player == 1
        assert t.hand_locked
        waiting = _grab(win)
        still = [i for i in t.items if i.kind == "card" and i.extra.get("hand")
                 and i.player == t.bottom and i.card["name"] in bright]
        assert still
        for it in still:
            assert _art_level(waiting, it) < 0.5 * bright[it.card["name"]], it.card["name"]
    finally:
        seat.stop()
    # the person's turn again: the hand is lit as before
    win.ai_seat = None
    win.session.seat_player(1, None)
    while game.pending.player == 1:
        d = game.pending
        game.answer([o.id for o in d.options[:d.min]] if d.min > 1 else d.options[0].id)
    win.refresh()
    qtbot.waitUntil(lambda: not t.motion.running, timeout=5000)
    assert not t.hand_locked
    again = _grab(win)
    # (a card with no play now is greyed as unpayable instead, not veiled as waiting:
    # test_unpayable_hand)
    from altered_desktop.table_display import dimmed, shown_card

    marks = t._marks()
    back = [i for i in t.items if i.kind == "card" and i.extra.get("hand")
            and i.player == t.bottom and i.card["name"] in bright]
    assert back
    for it in back:
        assert not dimmed(marks, it, t.bottom), it.card["name"]
        if it.oid in marks.playable:
            assert _art_level(again, it) > 1.5 * _art_level(waiting, it), it.card["name"]
        else:
            assert (shown_card(marks, it, t.bottom) or {}).get(card_tile.UNPAYABLE), it.card["name"]


def _painted_tile(card: dict[str, Any], rect: Any, dim: bool) -> QImage:
    """`card` painted as a tile in `rect` on a felt-green ground, dimmed or not."""
    from PySide6.QtGui import QPainter

    img = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_RGB32)
    img.fill(QColor("#203020"))
    p = QPainter(img)
    card_painter.paint_card(p, rect, card, dim=dim, tile=True)
    p.end()
    return img


@pytest.mark.parametrize("size", [(160.0, 67.0), (107.0, 99.0), (157.0, 170.0), (260.0, 67.0)])
def test_a_dimmed_tile_keeps_its_name_statistics_and_costs(qtbot, size):
    """Review r15 #2 on tiles (a dimmed Reserve card's name at 4.2:1): the veil of a
    tile that cannot be chosen lies over its picture alone; its name band, statistics
    and cost gems keep their very pixels (so their contrast), its picture is darker."""
    from PySide6.QtCore import QRectF

    from altered_desktop import card_tile
    from tests.gui.art_crops import pool_faces

    card = {**pool_faces()["Ouroboros Croupier"], "zone": "reserve"}
    rect = QRectF(0, 0, *size)

    plain, dim = _painted_tile(card, rect, False), _painted_tile(card, rect, True)
    face, shown = card_painter.tile_text_column.face_part(rect, card)
    name = str(shown.get("name", ""))
    kept = [card_tile.name_banner(face, shown), card_tile.stats_band(face),
            *card_tile.cost_boxes(face, shown)]
    for part in kept:
        for fx in (0.25, 0.5, 0.75):
            x, y = int(part.left() + part.width() * fx), int(part.center().y())
            assert dim.pixelColor(x, y) == plain.pixelColor(x, y), (part, name)
    art = card_tile.picture_area(face, shown)
    # (right of the cost gems, which keep their pixels too)
    x, y = int(art.left() + art.width() * 0.85), int(art.top() + art.height() * 0.3)
    assert dim.pixelColor(x, y).lightness() < plain.pixelColor(x, y).lightness()
    # the painting beside the name's banner is veiled too (it fills the face)
    banner, frame = card_tile.name_banner(face, shown), card_tile.picture_frame(face)
    if banner.left() - frame.left() >= 4:
        x, y = int(frame.left() + 2), int(banner.center().y())
        assert dim.pixelColor(x, y).lightness() < plain.pixelColor(x, y).lightness()


def test_a_dimmed_spell_tile_keeps_its_kind_s_words(qtbot):
    """A Reserve spell's tile says its kind ("Spell · Boon") on a band over its picture's
    foot: dimmed, that band keeps its pixels as the name does (words keep their
    contrast), the picture above it is darker."""
    from PySide6.QtCore import QRectF

    from altered_desktop import card_tile
    from tests.gui.art_crops import pool_faces

    card = {**pool_faces()["All In!"], "zone": "reserve"}
    rect = QRectF(0, 0, 160.0, 67.0)
    assert card_tile.says_kind(card)

    plain, dim = _painted_tile(card, rect, False), _painted_tile(card, rect, True)
    face, shown = card_painter.tile_text_column.face_part(rect, card)
    band = card_tile.kind_band(face)
    for fx in (0.3, 0.5, 0.7):
        x, y = int(band.left() + band.width() * fx), int(band.center().y())
        assert dim.pixelColor(x, y) == plain.pixelColor(x, y)
    art = card_tile.picture_area(face, shown)
    x, y = int(art.left() + art.width() * 0.85), int(art.top() + art.height() * 0.3)
    assert dim.pixelColor(x, y).lightness() < plain.pixelColor(x, y).lightness()
