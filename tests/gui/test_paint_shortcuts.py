"""The shortcuts that keep answer -> repainted table quick must not change a pixel.

Each shortcut of the repaint has a plain way of doing the same thing: a card's look
written out afresh (`face_cache.look_of` keeps the last one per object), an element's
area worked out afresh (`board_layer.Listing` keeps them per place), a recap line's
wrapped height measured afresh (`table_overlay.recap_line_height`), a sprite placed by
asking the painter for its device and transform (`SpriteCache.draw`, where the board
passes them to `SpriteCache.blit`).  A table painted with the shortcuts after each of a
few answers must be exactly the table painted the plain way; and a state shown again
must repaint nothing.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QImage, QPainter, QPixmap, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from altered_desktop import board_layer, face_cache, sprites, table_overlay, theme
from altered_desktop.table import TableWidget
from altered_desktop.table_display import BoardDisplay
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def _plain_look(card: Any) -> str:
    shown = {k: v for k, v in card.items() if k not in face_cache.NOT_SHOWN}
    return repr(shown)


def _plain_listing_init(self: board_layer.Listing, ops: list[board_layer.Op]) -> None:
    from collections import Counter

    self.ops = ops
    self.sigs = Counter(op.signature() for op in ops)
    self.areas = {op.signature(): op.area() for op in ops}
    self.op_areas = [op.area() for op in ops]


def _plain_line_height(line: str, width: int) -> int:
    fm = QFontMetrics(theme.font(table_overlay.RECAP_PX))
    return fm.boundingRect(QRect(0, 0, width, 10_000), 0x1000, line).height() + 3  # WordWrap


def _plain_blit(self: sprites.SpriteCache, p: QPainter, key: Any, bounds: QRectF,
                paint: Any, dpr: float, tx: float = 0.0, ty: float = 0.0) -> None:
    """A sprite placed as it was before `blit`: the painter asked for its device's pixel
    ratio and its transform, the corner mapped through it."""
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    t = p.transform()
    origin = t.map(bounds.topLeft())
    dx, dy = origin.x() * dpr, origin.y() * dpr
    ix, iy = math.floor(dx), math.floor(dy)
    fx, fy = dx - ix, dy - iy
    full = (key, round(bounds.width(), 2), round(bounds.height(), 2), dpr, round(fx, 3),
            round(fy, 3))
    pm = self._store.get(full)
    if pm is None:
        pm = QPixmap(max(1, math.ceil(bounds.width() * dpr + fx) + 1),
                     max(1, math.ceil(bounds.height() * dpr + fy) + 1))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        sp = QPainter(pm)
        sp.setRenderHint(QPainter.RenderHint.Antialiasing)
        sp.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        sp.translate(t.dx() - ix / dpr, t.dy() - iy / dpr)
        paint(sp)
        sp.end()
        self._store[full] = pm
    p.drawPixmap(QPointF(ix / dpr - t.dx(), iy / dpr - t.dy()), pm)


def _own_pixels(table: TableWidget) -> QImage:
    """The table's own painting (board and pointer layer), without the widgets laid
    over it (the prompt panel)."""
    image = QImage(table.size(), QImage.Format.Format_RGB32)
    table.render(image, QPoint(0, 0), QRegion(table.rect()),
                 QWidget.RenderFlag.DrawWindowBackground)
    return image


def _painted_plainly(table: TableWidget, monkeypatch: pytest.MonkeyPatch) -> QImage:
    """`table` (board and pointer layer, recap included) painted the plain way from
    scratch: new board images and sprites, no face kept, each shortcut replaced."""
    kept = table.display
    with monkeypatch.context() as m:
        m.setattr(face_cache, "look_of", _plain_look)
        m.setattr(board_layer.Listing, "__init__", _plain_listing_init)
        m.setattr(table_overlay, "recap_line_height", _plain_line_height)
        m.setattr(sprites.SpriteCache, "blit", _plain_blit)
        face_cache.FACES.clear()  # faces kept under the shortcut's keys are not reused
        table.display = BoardDisplay()
        try:
            image = _own_pixels(table)
        finally:
            table.display = kept
            face_cache.FACES.clear()
    return image


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def test_the_table_with_its_shortcuts_is_the_table_painted_plainly(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=5,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game)  # hotseat, no curtains: the table turns round
    rng = random.Random(5)
    compared = 0
    for step in range(24):
        if win.game.over:
            break
        assert win.submit(random_answer(win.game.pending, rng))
        _settle()
        if step % 3:
            continue
        shown = _own_pixels(win.table)
        assert shown == _painted_plainly(win.table, monkeypatch), \
            f"the table differs after answer {step}"
        compared += 1
    assert compared >= 6


def test_a_state_shown_again_repaints_nothing_of_the_board(qtbot) -> None:
    game = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=9,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game)
    rng = random.Random(9)
    for _ in range(12):
        assert win.submit(random_answer(win.game.pending, rng))
    _settle()
    table = win.table
    table.grab()
    board = table.board
    board.repainted = QRegion()
    image = board.image.copy()
    listed = table.display._shown
    win.refresh()  # the very same state, through everything an answer goes through
    _settle()
    table.grab()
    assert table.display._shown is not listed  # it was listed again ...
    assert board.repainted.isEmpty()  # ... and nothing of the board image redrawn
    assert board.image == image


def test_an_answer_repaints_only_the_elements_it_changed(qtbot) -> None:
    game = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=4,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game)
    rng = random.Random(4)
    for _ in range(10):  # past the setting up, when every answer changes most things
        assert win.submit(random_answer(win.game.pending, rng))
    _settle()
    table = win.table
    full = QRect(0, 0, table.width(), table.height())
    partial = checked = 0
    for _ in range(16):
        if win.game.over:
            break
        table.grab()
        _settle()
        layers = table.display.boards
        before = {b: (layer.listing, layer.image) for b, layer in layers.items()}
        up_to_date = all(layer._pending.isEmpty() for layer in layers.values())
        for layer in layers.values():
            layer.repainted = QRegion()
        assert win.submit(random_answer(win.game.pending, rng))
        table.grab()
        layer = table.board
        (old, image), new = before[table.bottom], layer.listing
        if not up_to_date or old is None or new is None or layer.image is not image:
            continue
        # what changed between the list the image showed and the new one was redrawn,
        # and nothing else
        assert layer.repainted == new.changes_from(old, full) & QRegion(full)
        checked += 1
        partial += layer.repainted != QRegion(full)
    assert checked >= 8 and partial >= checked - 2


def test_a_look_follows_every_change_of_a_card_that_keeps_its_id() -> None:
    game = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=2, names=("A", "B"))
    card = dict(game.view(0)["players"][0]["hand"][0])
    look = face_cache.look_of(card)
    assert look == _plain_look(card)
    assert face_cache.look_of(dict(card)) == look  # an equal card: the same look
    for field, value in (("statuses", ["exhausted"]), ("counters", {"boost": 2}),
                         ("boosts", 2), ("name", "Someone else"), ("zone", "reserve"),
                         ("stats", [9, 9, 9])):
        changed = {**card, field: value}
        assert face_cache.look_of(changed) == _plain_look(changed) != look, field
        assert face_cache.look_of(card) == look  # and back again
    # who holds it and where it lies are no part of its look (face_cache.NOT_SHOWN)
    assert face_cache.look_of({**card, "controller": 1, "expedition": "hero"}) == look
