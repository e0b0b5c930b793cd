"""Review r6 #9: the prompt says "press its number", but no number was drawn on the lit
cards, and red corner brackets marked one's own cards as if in danger.  Each lit card
now carries the number of the panel's button that picks it (the same key chooses it),
in the target's neutral gold."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, choice_numbers, theme
from altered_desktop.session import Mode
from altered_desktop.table_display import number_for
from tests.gui.conftest import make_window
from tests.gui.test_card_look import SIZES


def _choosing_a_target(qtbot, size: str):  # type: ignore[no-untyped-def]
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    # the Hero's quick action: "Target a Character you control, then roll a die"
    hero = game.view(0)["players"][0]["hero"]["oid"]
    win.submit(next(iter(win.options_for(hero))).id)
    win.refresh()
    qtbot.wait(20)
    return game, win


def _buttons(win) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """The panel's numbered buttons: option id -> the number its text starts with."""
    out = {}
    for oid, b in win.panel.option_buttons.items():
        m = re.match(r"(\d)\. ", b.text())
        if m:
            out[oid] = int(m.group(1))
    return out


def _badges_clear_costs_and_stats(items) -> int:  # type: ignore[no-untyped-def]
    """Review r7 #10: the "1" hid Foundry Mechanic's cost gems in the Clean-up, when
    the costs are what decides; a number covers neither costs nor statistics."""
    from altered_desktop import card_tile

    tiles = [it for it in items if not it.extra.get("listed")
             and (card_tile.is_tile(it.rect) if it.extra.get("tile") is None
                  else it.extra["tile"])]
    for it in tiles:
        badge = card_painter.choice_number_rect(it.rect, it.card, True)
        assert badge.width() >= theme.LEAST_TEXT_PX + 7, it.card["name"]
        for gem in card_tile.cost_boxes(it.rect, it.card):
            assert not badge.intersects(gem), (it.card["name"], badge, gem, it.rect)
        if it.card.get("stats"):
            for box in card_tile.stat_boxes(it.rect):
                assert not badge.intersects(box), (it.card["name"], badge, box)
    return len(tiles)


def test_a_number_never_hides_a_tile_s_costs(qapp):
    """Every tile size from a crowded Reserve's to a roomy Expedition's, short and long
    names, with and without statistics."""
    from altered_desktop import card_tile

    cards = [{"name": n, "type": "character", "faction": "OR", "hand_cost": 2,
              "reserve_cost": 3, "stats": [1, 1, 0], "text": "", "zone": "reserve"}
             for n in ("Foundry Mechanic", "Ordis Cadets", "Sigismar & Wingspan the Bold")]
    cards.append({"name": "Haven", "type": "permanent", "faction": "OR", "hand_cost": 1,
                  "reserve_cost": 1, "text": "", "zone": "reserve"})
    checked = 0
    for w in range(70, 200, 6):
        for h in range(40, 150, 5):
            rect = QRectF(10, 10, w, h)
            if not card_tile.is_tile(rect):
                continue
            for card in cards:
                badge = card_painter.choice_number_rect(rect, card, True)
                for gem in card_tile.cost_boxes(rect, card):
                    assert not badge.intersects(gem), (card["name"], w, h)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("size", sorted(SIZES))
def test_each_lit_target_carries_its_button_s_number(qtbot, size):
    game, win = _choosing_a_target(qtbot, size)
    d = win.my_decision()
    assert d is not None and d.kind != "turn"
    buttons = _buttons(win)
    assert len(buttons) >= 4
    marks = win.table._marks()
    lit = [it for it in win.table.items if it.kind == "card" and it.oid in marks.highlight]
    assert len(lit) == len(buttons)
    by_object = {o.objects[0]: o.id for o in d.options if len(o.objects) == 1}
    for it in lit:
        n = number_for(marks, it.oid)
        assert n is not None, it.card["name"]
        assert buttons[by_object[it.oid]] == n, (it.card["name"], n)
    assert _badges_clear_costs_and_stats(lit) >= 3
    # the key of a card's number chooses that card
    it = lit[-1]
    n = number_for(marks, it.oid)
    chosen = []
    win.panel.answered.connect(chosen.append)
    assert win.panel.choose_number(n)
    assert chosen == [by_object[it.oid]]


@pytest.mark.parametrize("size", sorted(SIZES))
def test_cleanup_reserve_cards_carry_numbers(qtbot, size):
    """Night's Clean-up (choose 2 of the Reserve to keep, 4.2.5.c): each Reserve card
    carries its button's number, ticked ones too."""
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    for _ in range(12):  # both pass: Dusk, then Night asks what stays
        d = game.pending
        if d is None or d.kind == "cleanup" and len(d.options) >= 3:
            break
        ids = [o.id for o in d.options]
        win.submit("pass" if "pass" in ids else ids[0])
    d = win.my_decision()
    assert d is not None and d.kind == "cleanup" and d.multi
    win.refresh()
    qtbot.wait(20)
    buttons = _buttons(win)
    assert len(buttons) >= 3
    marks = win.table._marks()
    by_object = {o.objects[0]: o.id for o in d.options if len(o.objects) == 1}
    reserve = [it for it in win.table.items if it.kind == "card" and it.oid in by_object]
    assert len(reserve) == len(buttons)
    for it in reserve:
        assert number_for(marks, it.oid) == buttons[by_object[it.oid]], it.card["name"]
    _badges_clear_costs_and_stats(reserve)
    # a ticked card keeps its number (its glow turns green)
    first = reserve[0]
    win.panel.option_buttons[by_object[first.oid]].click()
    assert first.oid in win.table._marks().selected
    assert number_for(win.table._marks(), first.oid) == buttons[by_object[first.oid]]


def test_a_card_two_options_name_has_no_number(qapp):
    from types import SimpleNamespace as NS

    d = NS(kind="choose", options=(NS(objects=(5,)), NS(objects=(5,)), NS(objects=(6,))))
    assert choice_numbers.card_numbers(d) == {6: 3}
    assert choice_numbers.card_numbers(NS(kind="turn", options=d.options)) == {}


def test_the_number_is_drawn_and_the_target_is_gold_not_red(qapp):
    card = {"name": "Tanuki", "type": "character", "faction": "LY", "hand_cost": 3,
            "reserve_cost": 3, "stats": [3, 3, 0], "text": "", "zone": "expedition"}
    rect = QRectF(20, 20, 119, 85)

    def paint(number):  # type: ignore[no-untyped-def]
        img = QImage(160, 130, QImage.Format.Format_ARGB32)
        img.fill(QColor(0, 0, 0, 0))
        p = QPainter(img)
        card_painter.paint_card(p, rect, card, glow=theme.TARGET, number=number)
        p.end()
        return img

    one, two, none = paint(1), paint(2), paint(None)
    badge = card_painter.choice_number_rect(rect, card, True)
    assert badge.width() >= theme.LEAST_TEXT_PX + 11
    inside = [(x, y) for x in range(int(badge.left()), int(badge.right()))
              for y in range(int(badge.top()), int(badge.bottom()))]
    assert any(one.pixel(x, y) != two.pixel(x, y) for x, y in inside)  # its digit
    assert any(one.pixel(x, y) != none.pixel(x, y) for x, y in inside)
    # never over the name (written beside it: review r11 #1) or the statistics
    from altered_desktop import card_tile

    numbered = {**card, card_tile.NUMBERED: True}
    assert not badge.intersects(card_tile.name_letters(rect, numbered))
    assert all(not badge.intersects(b) for b in card_tile.stat_boxes(rect))
    # gold, not a danger red (hue about 45°), and not the playable cyan
    assert 35 <= theme.TARGET.hsvHue() <= 60
    assert abs(theme.TARGET.hsvHue() - theme.PLAYABLE.hsvHue()) >= 90
    # ink digits on the gold at 4.5:1
    assert theme.contrast(theme.INK, theme.TARGET) >= 4.5


def test_a_listed_reserve_card_shows_its_number(qtbot):
    """A crowded Reserve listed as rows (a short table): the number at the row's left
    end, over its cost, in the board's listing (its key changes with the number)."""
    from PySide6.QtCore import QSize

    from altered_desktop import table_display

    _game, win = _choosing_a_target(qtbot, "1366x768")
    table = win.table
    row = next(it for it in table.items if it.kind == "card" and it.card
               and it.card.get("zone") == "reserve")
    row.extra["listed"] = True
    row.rect = QRectF(row.rect.left(), row.rect.top(), 260, 22)

    def listing(numbers):  # type: ignore[no-untyped-def]
        marks = table_display.Marks({row.oid}, set(), set(), set(), set(), set(), set(),
                                    numbers=frozenset(numbers))
        lister = table_display._Lister(table.view, table.bottom, table.placement, marks, ())
        lister.item(row)
        return lister.ops[-1]

    with_number, without = listing({(row.oid, 4)}), listing(set())
    assert with_number.key != without.key  # repainted when the number changes
    images = []
    for op in (with_number, without):
        img = QImage(QSize(1366, 768), QImage.Format.Format_ARGB32)
        img.fill(QColor(0, 0, 0, 0))
        p = QPainter(img)
        op.draw(p)
        p.end()
        images.append(img)
    spot = card_painter.listed_number_rect(row.rect)
    assert spot.height() >= theme.LEAST_TEXT_PX + 7 and row.rect.contains(spot.center())
    assert images[0].copy(spot.toRect()) != images[1].copy(spot.toRect())
