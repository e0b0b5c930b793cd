"""Inside a card's rectangle after the fresh-eyes review of round 11 (issue #23).

#1: the numbers on lit targets did not follow the board ("1, 7, 4" along a row), and sat
over the picture's centre; #4: Treyst & Rossum's quoted ability showed "[T]" raw."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from altered_desktop import card_painter, card_tile, choice_numbers, symbol_text
from altered_desktop.card_browser_model import card_face
from altered_desktop.table_display import number_for
from engine.cards.registry import shipped_cards
from engine.decisions import Decision, Option
from tests.gui.test_panel_round8 import SIZES, _choosing_a_target

#: a symbol written as text: what a painted face must never show
RAW_SYMBOL = re.compile(r"[\[{][A-Z][\]}]")


# ------------------------------------------------------------- #1 numbers in board order
@pytest.mark.parametrize("size", sorted(SIZES))
def test_targets_are_numbered_as_the_decider_reads_the_board(qtbot, size):
    """Lyra Cloth Dancer's "up to one target Character" (2.4.6): seven Characters on
    both sides.  The decider's cards are 1 to 3, left to right along their Expedition
    row, the other seat's 4 to 7 left to right along theirs; the panel lists them in
    that order under the same numbers."""
    win, game = _choosing_a_target(qtbot, size)
    d = game.pending
    marks = win.table._marks()
    lit = [it for it in win.table.items if it.kind == "card" and it.oid in marks.highlight]
    assert len(lit) == 7
    numbered = {it.oid: number_for(marks, it.oid) for it in lit}
    assert sorted(numbered.values()) == list(range(1, 8))
    mine = sorted((it for it in lit if it.player == d.player), key=lambda it: it.rect.left())
    theirs = sorted((it for it in lit if it.player != d.player), key=lambda it: it.rect.left())
    assert [numbered[it.oid] for it in mine] == list(range(1, len(mine) + 1))
    assert [numbered[it.oid] for it in theirs] == list(range(len(mine) + 1, 8))
    # the panel: the same numbers, in order down its list
    by_object = {o.objects[0]: o.id for o in d.options if len(o.objects) == 1}
    buttons = [win.panel.option_buttons[by_object[it.oid]] for it in lit]
    down = sorted(buttons, key=lambda b: b.mapTo(win.panel, b.rect().topLeft()).y())
    assert [b.text().split(".")[0] for b in down] == [str(n) for n in range(1, 8)]
    for it in lit:
        text = win.panel.option_buttons[by_object[it.oid]].text()
        assert text.startswith(f"{numbered[it.oid]}. "), (text, it.card["name"])


def test_reading_order_follows_the_layout_rows():
    """The order mirrors `table_layout`: the bottom seat's Hero, Expeditions, Reserve,
    Landmarks, pile and hand; the top seat's hand, Hero, base row, then Expeditions."""
    def card(oid: int) -> dict[str, Any]:
        return {"oid": oid}

    def side(base: int) -> dict[str, Any]:
        return {"hero": card(base), "hand": [card(base + 9)],
                "expeditions": {"companion": {"cards": [card(base + 3)]},
                                "hero": {"cards": [card(base + 1), card(base + 2)]}},
                "reserve": [card(base + 4), card(base + 5)], "landmarks": [card(base + 6)],
                "discard": [card(base + 7), card(base + 8)]}

    view = {"viewer": 0, "players": [side(0), side(20)], "limbo": [card(40)]}
    order = choice_numbers.reading_order(view, 0)
    assert sorted(order, key=order.get) == [0, 1, 2, 3, 4, 5, 6, 8, 9,
                                            29, 20, 24, 25, 26, 28, 21, 22, 23, 40]
    # the top seat deciding (the board drawn from the other's eyes): its cards first,
    # read as the top of the table is read
    order = choice_numbers.reading_order(view, 1)
    assert sorted(order, key=order.get)[:8] == [29, 20, 24, 25, 26, 28, 21, 22]


def test_panel_order_sorts_only_the_choices_of_cards():
    """Options naming no card on the board keep their places; the others take theirs
    from the board (an option of two cards, by the first read)."""
    d = Decision(0, "target", "Choose", (
        Option("a", "A", (30,)), Option("none", "None"), Option("b", "B", (10,)),
        Option("c", "C", (20, 5)), Option("d", "D", (99,))))
    reading = {5: 0, 10: 1, 20: 2, 30: 3}
    assert [o.id for o in choice_numbers.panel_order(d, reading)] == \
        ["c", "none", "b", "a", "d"]
    assert choice_numbers.card_numbers(d, reading) == {10: 3, 30: 4, 99: 5}
    # without a board, the engine's order (and a turn is never resorted)
    assert [o.id for o in choice_numbers.panel_order(d)] == ["a", "none", "b", "c", "d"]


# ------------------------------------------------------------ #4 symbols drawn as icons
class _Recorder(QPainter):
    """A painter that keeps every text it is asked to draw."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args: Any) -> None:  # noqa: N802 - Qt's name
        self.texts.extend(a for a in args if isinstance(a, str))
        super().drawText(*args)


def _symbol_faces() -> list[dict[str, Any]]:
    """One face of each card text of the pool that writes a symbol (a text once)."""
    seen: set[str] = set()
    out = []
    for c in shipped_cards():
        f = card_face(c)
        text = str(f.get("text") or "")
        if text not in seen and RAW_SYMBOL.search(text):
            seen.add(text)
            out.append(f)
    return out


def test_every_symbol_of_the_pool_is_laid_out_as_an_icon():
    """Every card text of the pool, laid out as the faces write it: no "[T]" or "{J}"
    left in any word ("“[T]:" in Treyst & Rossum's quote was a word of its own)."""
    texts = {str(card_face(c).get("text") or "") for c in shipped_cards()}
    with_symbols = [t for t in texts if RAW_SYMBOL.search(t)]
    assert len(with_symbols) > 100
    for text in with_symbols:
        runs, _n, _lh = symbol_text.layout(text, 150.0, 12.0)
        words = " ".join(r.text for r in runs)
        assert not RAW_SYMBOL.search(words), (text, words)
        assert sum(1 for r in runs if r.symbol) == len(RAW_SYMBOL.findall(text)), text


def test_a_quoted_symbol_is_an_icon_glued_to_its_quote(qapp):
    runs, _n, _lh = symbol_text.layout("I gain “[T]: Draw a card”.", 400.0, 12.0)
    quote, icon, colon = runs[2:5]
    assert (quote.text, icon.symbol, colon.text) == ("“", "T", ":")
    # no space between them: the icon starts where the quote ends
    assert icon.x > quote.x and colon.x - icon.x < 20


@pytest.mark.parametrize("w, h, tile", [(135, 188, False), (300, 420, False),
                                        (134, 125, True), (115, 66, True)])
def test_no_face_paints_a_symbol_as_text(qapp, w, h, tile):
    """Hand and zoom faces, Expedition and Reserve tiles of every text of the pool that
    has a symbol (Heroes too): no painted text holds "[T]" and the like."""
    faces = _symbol_faces()
    assert any(f["name"] == "Treyst & Rossum" for f in faces)
    img = QImage(w + 40, h + 40, QImage.Format.Format_ARGB32_Premultiplied)
    bad = []
    for f in faces:
        p = _Recorder(img)
        card_painter._paint_face(p, QRectF(20, 20, w, h), f, tile)
        p.end()
        bad += [(f["name"], t) for t in p.texts if RAW_SYMBOL.search(t)]
    assert not bad, bad[:10]


# ------------------------------------------------------------- #1 the number's badge
#: tile sizes of the table at 1366 and 1920: Expedition tiles, Reserve and Landmark
#: tiles, a pile's top card
TILE_SIZES = [(134, 97), (142, 102), (155, 121), (167, 119), (113, 64), (119, 65),
              (201, 112), (100, 60), (93, 67)]


def _tile_faces() -> list[dict[str, Any]]:
    """One face of each name and shape of the pool (Heroes too: their tiles in the
    Hero column of a small screen)."""
    seen: set[tuple[str, bool]] = set()
    out = []
    for c in shipped_cards():
        f = card_face(c)
        key = (f["name"], bool(f.get("stats")))
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def _figure(rect: QRectF, card: dict[str, Any]) -> QRectF:
    """The middle of a tile's picture, where its figure stands: the badge keeps off."""
    name = str(card.get("name", ""))
    art = card_tile.marks_box(rect, name) if card.get("stats") else \
        card_tile.picture_box(rect, name)
    c = art.center()
    return QRectF(c.x() - art.width() / 4, c.y() - art.height() / 4, art.width() / 2,
                  art.height() / 2)


def badge_problems(rect: QRectF, card: dict[str, Any]) -> list[str]:
    """What a choice number's badge on `card`'s tile in `rect` covers: the name's
    letters (written beside it), the statistics, the costs, the picture's middle; and
    whether the name is still whole and the badge big enough to read."""
    badge = card_painter.choice_number_rect(rect, card, True)
    numbered = {**card, card_tile.NUMBERED: True}
    where = f"{card['name']} {rect.width():.0f}x{rect.height():.0f}"
    bad = []
    if badge.width() < card_tile.BADGE_LEAST - 2:
        bad.append(f"{where}: a badge {badge.width():.0f} px wide")
    if not card_tile.name_only(rect, card) and badge.intersects(_figure(rect, card)):
        bad.append(f"{where}: over the picture's figure")
    if badge.intersects(card_tile.name_letters(rect, numbered)):
        bad.append(f"{where}: over the name")
    for gem in card_tile.cost_boxes(rect, card):
        if badge.intersects(gem):
            bad.append(f"{where}: over a cost")
    if card.get("stats"):
        if any(badge.intersects(box) for box in card_tile.stat_boxes(rect)):
            bad.append(f"{where}: over the statistics")
    if card_tile.fully_shown(card["name"], rect):
        box, _costs = card_tile.name_text_box(rect, numbered)
        if not card_tile._shows_whole(card["name"], box, card_tile.name_px(rect)):
            bad.append(f"{where}: the name cut beside the badge")
    return bad


def test_a_number_covers_neither_name_nor_statistics_nor_picture(qapp):
    """Every name and shape of the pool at every tile size of the table."""
    faces = _tile_faces()
    assert len(faces) > 300
    bad = [b for w, h in TILE_SIZES for f in faces
           for b in badge_problems(QRectF(10, 10, w, h), f)]
    assert not bad, bad[:12]


def test_the_badge_stands_in_the_picture_s_foot_corner_and_reads(qapp):
    """The badge is in the picture's bottom right corner, over the frame, right above
    the statistics and level with the cost gems at the left (review r15 #9: one corner
    on every card), its digit at least 11 px; a Reserve tile whose picture is a strip
    too (round 11 put it at the head of its name band there)."""
    card = card_face(next(c for c in shipped_cards() if c.name == "Lyra Cloth Dancer"))
    rect = QRectF(10, 10, 134, 97)
    badge = card_painter.choice_number_rect(rect, card, True)
    assert badge.right() > rect.right() - 1 and badge.left() > rect.center().x()
    assert badge.top() >= card_tile.name_box(rect, card["name"]).bottom()
    assert badge.bottom() <= card_tile.stats_band(rect).top()
    assert badge.bottom() > min(g.top() for g in card_tile.cost_boxes(rect, card))
    assert badge.height() * 0.62 >= 11
    recruit = card_face(next(c for c in shipped_cards() if c.name == "Ordis Recruit"))
    small = QRectF(10, 10, 113, 64)
    badge = card_painter.choice_number_rect(small, recruit, True)
    assert badge == card_tile.number_corner(small, recruit)
    assert badge.top() >= card_tile.name_lines_bottom(small, recruit["name"])


# ------------------------------------------- #3 what a Reserve card or Landmark does
#: Reserve and Landmark tiles of a 1366 and of a 1920 table
BASE_TILES = [(119, 65), (113, 64), (201, 112)]


def _zone_faces() -> list[dict[str, Any]]:
    """Each card of the pool with a text, once as a Reserve card (a Character or a
    Spell) or a Landmark (a Permanent)."""
    seen: set[str] = set()
    out = []
    for c in shipped_cards():
        f = card_face(c)
        if f["type"] == "hero" or not f.get("text") or f["name"] in seen:
            continue
        seen.add(f["name"])
        out.append({**f, "zone": "landmark" if f["type"] == "permanent" else "reserve"})
    return out


def _picture_height(rect: QRectF, card: dict[str, Any]) -> float:
    """How tall a tile's picture is between its name and its statistics or kind."""
    if card_tile.name_only(rect, card):
        return 0.0
    if card.get("stats"):
        return card_tile.marks_box(rect, card["name"]).height()
    art = card_tile.picture_box(rect, card["name"])
    if card_tile.says_kind(card):
        art.setBottom(card_tile.kind_band(rect).top())
    return art.height()


def test_reserve_and_landmark_tiles_say_what_their_card_does(qapp):
    """Review r11 #3: no ability text on them.  Every card of the pool with a text:
    on a 1920 table's tile its text on a strip (at least two lines, or the whole of
    it), at a 1366 table's its text or, for want of room, its ability symbols; the
    strip or the line clear of the name, the costs and the statistics."""
    faces = _zone_faces()
    assert len(faces) > 300
    bad = []
    for w, h in BASE_TILES:
        rect = QRectF(10, 10, w, h)
        for f in faces:
            room = card_tile.ability_room(rect, f)
            where = f"{f['name']} {w}x{h}"
            has_symbols = bool(card_tile.ability_symbols(f["text"]))
            if room is None:
                # (a name on two lines leaves a Reserve tile of 1366 a picture of a
                # few pixels: the zoom says what it does)
                if (w > 150 or has_symbols) and _picture_height(rect, f) >= 16:
                    bad.append(f"{where}: nothing said")
                continue
            kind, box = room
            if kind == "glyphs" and (w > 150 or not has_symbols):
                bad.append(f"{where}: symbols where the text has room")
            if box.intersects(card_tile.name_box(rect, f["name"])) or \
                    any(box.intersects(g) for g in card_tile.cost_boxes(rect, f)) or \
                    (f.get("stats") and box.intersects(card_tile.stats_band(rect))):
                bad.append(f"{where}: over the name, a cost or the statistics")
            if not rect.contains(box):
                bad.append(f"{where}: out of the tile")
            # a Reserve card chosen at Clean-up wears its number too: never on its text
            # (which ends left of it where it stands in the picture's corner)
            badge = card_painter.choice_number_rect(rect, f, True)
            if card_tile.number_corner(rect, f) == badge:
                numbered = card_tile.ability_room(
                    rect, {**f, card_tile.NUMBERED: card_tile.CORNER})
                if numbered is None:
                    continue  # (too narrow beside it: the zoom says what it does)
                box = numbered[1]
            if box.intersects(badge):
                bad.append(f"{where}: under the choice's number")
    assert not bad, bad[:12]


def test_a_landmark_s_strip_writes_its_text_at_the_least_size_and_more(qapp):
    """The strip is painted: the text's first words, each symbol an icon, "more" at the
    end of a cut text; the letters at the least text size (11 px), never squeezed."""
    meadow = {**card_face(next(c for c in shipped_cards() if c.name == "Bountiful Meadow")),
              "zone": "landmark"}
    img = QImage(240, 150, QImage.Format.Format_ARGB32_Premultiplied)
    p = _Recorder(img)
    card_tile.paint_tile(p, QRectF(10, 10, 201, 112), meadow, card_painter.faction_colour(meadow))
    p.end()
    said = " ".join(p.texts)
    assert "The next" in said and not RAW_SYMBOL.search(said), said
    room = card_tile.ability_room(QRectF(10, 10, 201, 112), meadow)
    assert room is not None and room[0] == "text"
    size, stretch, runs, _lh = symbol_text.fit_full(
        meadow["text"], room[1].adjusted(3, 1, -2, 0), 11.0, 11.0, (), True)
    assert size >= 11 and stretch == symbol_text.STRETCH and any(r.symbol for r in runs)
    # on a 1366 Reserve tile, Hathor's "discard me" ability is its symbol
    hathor = {**card_face(next(c for c in shipped_cards() if c.name == "Hathor")),
              "zone": "reserve"}
    room = card_tile.ability_room(QRectF(10, 10, 119, 65), hathor)
    assert room is not None and room[0] == "glyphs" and room[1].height() >= 13


# ------------------------------------------------------- #2 the discard pile's top card
def test_the_discard_pile_shows_its_top_card_as_a_pile_not_a_shrunken_card(qapp, monkeypatch):
    """Review r11 #2: the pile's top card was a shrunken tile whose digits were under
    the floor.  The pile now shows the edges of the cards under it and its top card's
    name and picture: no statistic or cost is painted on it; its name is whole."""
    from altered_desktop import table_paint

    # the face painted straight onto the recording painter (not through the cache)
    monkeypatch.setattr(card_painter, "_draw_cached_face",
                        lambda p, r, c, tile=False: card_painter._paint_face(p, r, c, tile))
    hathor = {**card_face(next(c for c in shipped_cards() if c.name == "Hathor")),
              "zone": "discard"}
    img = QImage(200, 140, QImage.Format.Format_ARGB32_Premultiplied)
    box = QRectF(20, 20, 112, 80)
    p = _Recorder(img)
    table_paint.draw_discard(p, box, hathor, "6")
    p.end()
    assert "Hathor" in p.texts and any("6" in t for t in p.texts if "Discard" in t)
    digits = [t for t in p.texts if t.strip().isdigit()]
    assert not digits, digits  # no cost gem, no statistic
    face = table_paint.discard_card_rect(box)
    assert card_tile.fully_shown("Hathor", face.adjusted(0, 0, -card_painter.PILE_DEPTH,
                                                         -card_painter.PILE_DEPTH))


def test_a_glyph_line_shows_the_abilities_a_text_writes_in_words(qapp):
    """"When played from Reserve —" is the [R] ability written out: a Reserve tile too
    small for the text shows its symbol all the same; "discard me" once."""
    assert card_tile.ability_symbols(
        "[S] Discard me from Reserve: Return a card. When played from Hand — Draw.") == ["S", "H"]
    assert card_tile.ability_symbols("When played from Reserve — I gain 1 boost.") == ["R"]
    assert card_tile.ability_symbols("When I join — Draw a card.") == []


def test_a_numbered_card_half_covered_shows_its_number_over_its_name_tab(qapp):
    """A fanned row: the strip left in sight carries the name again (a tab over the
    card's face) and, over it, the card's number, where the badge stands."""
    from altered_desktop.table_display import Marks, _Lister
    from altered_desktop.table_layout import Item, Placement

    card = {**card_face(next(c for c in shipped_cards() if c.name == "Lyra Cloth Dancer")),
            "oid": 7, "zone": "expedition"}
    it = Item(QRectF(100, 100, 134, 97), "card", card, 0, extra={"shown_w": 50.0, "tile": True})
    marks = Marks(set(), set(), set(), set(), set(), set(), set(),
                  numbers=frozenset({(7, 3)}))
    lister = _Lister({"players": []}, 0, Placement(items=[it]), marks)
    lister.item(it)
    keys = [op.key[0] for op in lister.ops if isinstance(op.key, tuple)]
    assert "tile_tab" in keys and "tab_number" in keys
    assert keys.index("tab_number") > keys.index("tile_tab")
    badge = next(op for op in lister.ops if op.key[0] == "tab_number").bounds
    assert badge.right() <= it.rect.left() + 50 + 2  # in the strip left in sight
    # at the height the number has on an uncovered tile
    whole = card_painter.choice_number_rect(it.rect, card, True)
    assert abs(badge.center().y() - whole.center().y()) < 0.01
