"""Card faces kept as pixmaps (altered_desktop.face_cache) and painted ahead while idle
(altered_desktop.face_warmup): a kept face must look exactly like one painted afresh,
anything that changes a face must give another picture, memory stays bounded, and the
card a player plays is already painted when the table shows it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from altered_desktop import card_painter, face_cache, i18n
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer

Card = dict[str, Any]


def _table_cards() -> list[Card]:
    """Every card both players see on day 2 of a random starter game, in every zone."""
    game = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=11, names=("A", "B"))
    rng = random.Random(11)
    while not game.over and game.day < 2:
        game.answer(random_answer(game.pending, rng))
    while not game.over and game.pending.kind != "turn":
        game.answer(random_answer(game.pending, rng))
    cards: list[Card] = []
    for seat in (0, 1):
        pv = game.view(seat)["players"][seat]
        cards += [*pv["hand"], *pv["reserve"], *pv["landmarks"], *pv["discard"], pv["hero"]]
        for exp in ("hero", "companion"):
            cards += pv["expeditions"][exp]["cards"]
    return cards


def _a_character() -> Card:
    return next(c for c in _table_cards() if c.get("type") == "character")


def _image(card: Card, rect: QRectF, dpr: float, *, cached: bool, tile: bool) -> QImage:
    img = QImage(round(300 * dpr), round(300 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#123456"))
    p = QPainter(img)
    if cached:  # the face painted into the cache first (elsewhere), then blitted here
        face_cache.FACES.clear()
        scratch = QImage(img.size(), img.format())
        scratch.setDevicePixelRatio(dpr)
        sp = QPainter(scratch)
        card_painter.paint_card(sp, rect, card, tile=tile, allow_turn=False)
        sp.end()
        hits = face_cache.FACES.hits
        card_painter.paint_card(p, rect, card, tile=tile, allow_turn=False)
        assert face_cache.FACES.hits == hits + 1
    else:
        card_painter._paint_face(p, rect, card, tile)
    p.end()
    return img


def _differences(a: QImage, b: QImage) -> tuple[int, int]:
    """How many pixels differ, and by how many levels at most in any channel."""
    assert a.size() == b.size()
    worst = count = 0
    for y in range(a.height()):
        for x in range(a.width()):
            if a.pixel(x, y) != b.pixel(x, y):
                count += 1
                worst = max(worst, *(abs(u - v) for u, v in zip(
                    a.pixelColor(x, y).getRgb(), b.pixelColor(x, y).getRgb(), strict=True)))
    return count, worst


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_a_kept_face_is_the_face_painted_afresh(qapp: QApplication, dpr: float) -> None:
    """Blitted where the table puts cards (left edges on device pixels, tops anywhere),
    a kept face covers the very pixels a fresh paint would: no shift, no blur.  Only
    8-bit rounding may differ, by a level or two, where something translucent (the drop
    shadow, an antialiased edge) was composited into the face's own layer first (before the cache kept faces at their sub-pixel offset,
    faces were blitted up to half a pixel off: hundreds of thousands of pixels differed
    by up to 215 levels)."""
    card = _a_character()
    for (x, y), (w, h, tile) in zip(
            [(10, 10), (11 + 0.5 * (dpr > 1), 10.3), (10, 20.7), (12, 12.45)],
            [(128.6, 91.9, True), (100.0, 59.9, True), (113.2, 158.5, False),
             (150.0, 210.0, False)], strict=True):
        rect = QRectF(x, y, w, h)
        fresh = _image(card, rect, dpr, cached=False, tile=tile)
        kept = _image(card, rect, dpr, cached=True, tile=tile)
        count, worst = _differences(fresh, kept)
        assert worst <= 2, (rect, dpr, count, worst)
    # the same face drawn elsewhere at the same sub-pixel offset is one blit; at
    # another offset it is painted for that offset
    face_cache.FACES.clear()
    start = face_cache.FACES.misses
    img = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    card_painter.paint_card(p, QRectF(10, 10, 100, 60), card, tile=True)
    card_painter.paint_card(p, QRectF(50, 20, 100, 60), card, tile=True)
    assert face_cache.FACES.misses - start == 1
    card_painter.paint_card(p, QRectF(50, 10.5, 100, 60), card, tile=True)
    p.end()
    assert face_cache.FACES.misses - start == 2


def _variants(card: Card) -> dict[str, Card]:
    """`card` with one thing a player would see changed."""
    stats = list(card.get("stats") or [1, 1, 1])
    return {
        "name": {**card, "name": card["name"] + " II"},
        "stats": {**card, "stats": [stats[0] + 1, *stats[1:]]},
        "base_stats": {**card, "base_stats": [s + 2 for s in stats]},
        "boosts": {**card, "boosts": 2, "counters": {"boost": 2}},
        "counters": {**card, "counters": {"quest": 3}},
        "statuses": {**card, "statuses": ["asleep"]},
        "exhausted": {**card, "exhausted": True},
        "hand_cost": {**card, "hand_cost": (card.get("hand_cost") or 0) + 3},
        "reserve_cost": {**card, "reserve_cost": (card.get("reserve_cost") or 0) + 3},
        "faction": {**card, "faction": "BR" if card.get("faction") != "BR" else "OR"},
        "rarity": {**card, "rarity": "unique" if card.get("rarity") != "unique" else "rare"},
        "subtypes": {**card, "subtypes": ["dragon"]},
        "text": {**card, "text": "When I go to Reserve — Draw a card. " * 3},
        "type": {**card, "type": "permanent", "stats": None, "base_stats": None},
    }


def test_anything_a_face_shows_changes_its_key_and_its_picture(qapp: QApplication) -> None:
    card = _a_character()
    rect = QRectF(10, 10, 150, 210)  # a full face: its text shows too
    tile = QRectF(10, 10, 128.6, 91.9)
    base_key = face_cache.FACES.key(card, 150, 210, 1.0, False)
    base = _image(card, rect, 1.0, cached=True, tile=False)
    base_tile = _image(card, tile, 1.0, cached=True, tile=True)
    for what, changed in _variants(card).items():
        assert face_cache.FACES.key(changed, 150, 210, 1.0, False) != base_key, what
        shown = [_image(changed, rect, 1.0, cached=True, tile=False),
                 _image(changed, tile, 1.0, cached=True, tile=True)]
        # each change shows on the full face or on the tile (a tile has no rules text)
        assert shown[0] != base or shown[1] != base_tile, f"{what} changed nothing"
    # the size, the pixel ratio, tile or not, the image folder and the language too
    keys = {face_cache.FACES.key(card, 150, 210, 1.0, False),
            face_cache.FACES.key(card, 150.2, 210, 1.0, False),
            face_cache.FACES.key(card, 150, 210, 2.0, False),
            face_cache.FACES.key(card, 150, 210, 1.0, True)}
    context = face_cache.FACES.context
    face_cache.FACES.context = "/some/folder"
    keys.add(face_cache.FACES.key(card, 150, 210, 1.0, False))
    face_cache.FACES.context = context
    old = i18n._code[0]
    i18n._code[0] = "fr"
    keys.add(face_cache.FACES.key(card, 150, 210, 1.0, False))
    i18n._code[0] = old
    assert len(keys) == 6


def test_who_holds_a_card_and_which_expedition_it_is_in_do_not_repaint_it() -> None:
    card = {**_a_character(), "zone": "expedition", "expedition": "hero"}
    moved = {**card, "oid": 999, "expedition": "companion", "owner": 1, "controller": 1}
    assert face_cache.FACES.key(card, 100, 60, 1.0, True) == \
        face_cache.FACES.key(moved, 100, 60, 1.0, True)


class _Reads(dict):  # type: ignore[type-arg]
    """A card view that notes which of its fields were read."""

    seen: set[str] = set()

    def get(self, k: str, default: Any = None) -> Any:
        _Reads.seen.add(k)
        return super().get(k, default)

    def __getitem__(self, k: str) -> Any:
        _Reads.seen.add(k)
        return super().__getitem__(k)

    def __contains__(self, k: object) -> bool:
        _Reads.seen.add(str(k))
        return super().__contains__(k)


def test_faces_never_read_what_their_key_leaves_out(qapp: QApplication) -> None:
    """The key holds every field but `NOT_SHOWN`: if a painter starts reading one of
    those, a face would go stale when it changes.  Then either stop reading it, or take
    it out of `NOT_SHOWN` (the face is then repainted when it changes)."""
    _Reads.seen = set()
    img = QImage(400, 500, QImage.Format.Format_ARGB32_Premultiplied)
    cards = _table_cards()
    cards += [{**c, "statuses": ["exhausted", "fleeting"], "boosts": 2,
               "counters": {"boost": 2, "quest": 1}} for c in cards[:6]]
    for card in cards:
        for rect, tile in ((QRectF(5, 5, 100, 60), True), (QRectF(5, 5, 128.6, 91.9), True),
                           (QRectF(5, 5, 150, 210), False), (QRectF(5, 5, 300, 420), False)):
            p = QPainter(img)
            card_painter._paint_face(p, rect, _Reads(card), tile)
            p.end()
    assert _Reads.seen, "nothing recorded"
    assert "name" in _Reads.seen  # the recorder works
    assert not (_Reads.seen & face_cache.NOT_SHOWN), _Reads.seen & face_cache.NOT_SHOWN


def test_the_cache_stays_within_its_memory_budget(qapp: QApplication) -> None:
    cache = face_cache.FaceCache(budget=2 << 20)
    card = _a_character()
    img = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    for k in range(60):  # sixty faces of ~150 kB: three times the budget
        cache.draw(p, QRectF(10, 10, 150, 210), cache.key({**card, "boosts": k}, 150, 210,
                                                           1.0, False), 1.0,
                   lambda pp, r: card_painter._paint_face(pp, r, card, False))
    p.end()
    assert cache.misses == 60
    assert 0 < cache.bytes <= cache.budget
    assert len(cache) < 60


def test_the_card_a_player_plays_was_painted_while_the_table_was_idle(qtbot) -> None:
    """At a turn, the faces the plays of the lit cards would show are painted ahead:
    the repaint after the play paints no face (issue #23's answer -> repaint time)."""
    from tests.gui.conftest import first_turn

    win, game = first_turn(qtbot)
    # play until a turn where a Character from hand can go to an Expedition
    rng = random.Random(5)
    for _ in range(200):
        d = game.pending
        plays = [o for o in d.options if d.kind == "turn" and o.detail == "play"
                 and str(o.id).endswith(("hero", "companion"))]
        if plays:
            break
        win.submit(random_answer(d, rng))
    assert plays, "no play of a Character came up"
    qtbot.waitUntil(lambda: not win.table.faces_ahead.busy
                    and not win._prerender_timer.isActive(), timeout=10000)
    qtbot.waitUntil(lambda: not win.table.faces_ahead.busy, timeout=10000)
    assert win.table.faces_ahead.painted > 0
    before = face_cache.FACES.misses
    win.submit(plays[0].id)
    win.table.grab()  # the repaint after the answer
    assert face_cache.FACES.misses == before, "a face was painted after the answer"
