"""The other seat's last plays marked on the board (issue #23): against the computer,
the cards it played since the person last answered carry a "Just played" ring and tag
(off their name and statistics) until the person answers again; at a hotseat table the
same for the other seat's plays once the screen is handed over.  Nothing of a hidden
card is marked."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtGui import QImage, QPainter

from altered_desktop import card_tile, just_played
from altered_desktop.side_plays import HOW
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window
from tests.gui.test_visibility_modes import _decks, begin


def plays_in_log(game: Game, start: int, seat: int) -> set[int]:
    """The objects now of the cards `seat` played (5.1.2) from log entry `start` on."""
    out = set()
    for e in game.log[start:]:
        if HOW.get(getattr(e.message, "template", None) or "") in ("hand", "reserve", "deck") \
                and e.seat == seat and e.objects:
            n = game.current_oid(e.objects[0])
            if n is not None:
                out.add(n)
    return out


def painted_marks(win, monkeypatch) -> list[tuple[Any, int]]:  # type: ignore[no-untyped-def]
    """The marks the table paints on its pointer layer now: (item, seat)."""
    seen: list[tuple[Any, int]] = []
    real = just_played.paint

    def paint(p, it, seat, numbered=False):  # type: ignore[no-untyped-def]
        seen.append((it, seat))
        real(p, it, seat, numbered)

    monkeypatch.setattr(just_played, "paint", paint)
    table = win.table
    img = QImage(table.width(), table.height(), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    table._paint_pointer_layer(p)
    p.end()
    monkeypatch.setattr(just_played, "paint", real)
    return seen


def check_marks(win, monkeypatch, player: int, other: int, start: int) -> int:  # type: ignore[no-untyped-def]
    """The marks drawn for the person at `player`'s seat: exactly the cards `other`
    played since log entry `start` that the board shows face up, each tag off the
    card's name and statistics; how many."""
    game, table = win.game, win.table
    expected = plays_in_log(game, start, other)
    faces = {i.oid for i in table.items if i.kind == "card" and i.card
             and i.card.get("zone") != "hand"}
    marks = painted_marks(win, monkeypatch)
    assert {it.oid for it, _s in marks} == expected & faces
    allowed = {c["oid"] for pv in game.view(player)["players"]
               for zone in ("reserve", "landmarks", "discard")
               for c in pv.get(zone) or []} | {
        c["oid"] for pv in game.view(player)["players"]
        for e in pv["expeditions"].values() for c in e["cards"]}
    for it, seat in marks:
        assert seat == other and it.oid in allowed  # public, never a hidden card
        placed = just_played.tag_rect(it)
        if placed is None:
            continue
        tag, _text = placed
        name = it.card["name"]
        assert it.rect.contains(tag)
        assert not tag.intersects(card_tile.name_box(it.rect, name))
        if it.card.get("stats"):
            assert not tag.intersects(card_tile.stats_band(it.rect))
        assert all(not tag.intersects(g) for g in card_tile.cost_boxes(it.rect, it.card))
    return len(marks)


def test_the_computers_plays_are_marked_until_the_person_answers(qtbot, inline_ai,
                                                                 monkeypatch, tmp_path):
    win = make_window(qtbot, Game.new(_decks(), seed=1, names=("A", "B")), handoff=False)
    people, _ = begin(win, "computer_1", 4, tmp_path)
    assert people == frozenset({0})
    rng = random.Random(4)
    marked = cleared = 0
    start = win._seen[0]
    for _ in range(400):
        if win.game.over:
            break
        d = win.my_decision()
        if d is None:
            qtbot.waitUntil(lambda: win.game.over or win.my_decision() is not None,
                            timeout=20000)
            continue
        # the person decides: the computer's plays since their last answer are marked
        marked += check_marks(win, monkeypatch, 0, 1, start) > 0
        start = len(win.game.log)
        win.submit(random_answer(d, rng))
        # answered: the marks go (the computer's plays from now on are marked anew)
        if check_marks(win, monkeypatch, 0, 1, start) == 0:
            cleared += 1
    # (a game of 25 answers of the person, the computer playing 9 cards in it)
    assert marked >= 2 and cleared >= 10, (marked, cleared)
    if win.ai_seat is not None:
        win.ai_seat.stop()
    win.close()


def test_after_a_handoff_the_other_seats_plays_are_marked(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, Game.new(_decks(), seed=1, names=("A", "B")), handoff=True)
    begin(win, "hotseat", 5, tmp_path)
    rng = random.Random(5)
    marked = 0
    for _ in range(600):
        if win.game.over:
            break
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
            if win.table.motion.running:
                win.table.motion.skip()
            d = win.my_decision()
            if d is not None:  # the seat now at the screen: the other's plays marked
                marked += check_marks(win, monkeypatch, d.player, 1 - d.player,
                                      win._seen[d.player]) > 0
            continue
        d = win.my_decision()
        assert d is not None
        win.submit(random_answer(d, rng))
    assert marked >= 2  # (the sets are compared at every hand-off, empty or not)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_tag_sits_off_an_expedition_card_s_name_and_statistics(qtbot, size):
    """On every Expedition card of the review's day-3 table, the tag ("Just played",
    else "New") sits in its picture's corner, off its name, statistics and costs, or
    is left out where that corner is too small (the ring says it alone); at 1920
    every card has the room for it."""
    from tests.gui.test_dusk_show import _day3_dusk

    win, _game = _day3_dusk(qtbot, size=size)
    win.table.motion.skip()
    tiles = [i for i in win.table.items if i.kind == "card" and i.card
             and i.card.get("zone") == "expedition"]
    assert tiles
    tagged = 0
    for it in tiles:
        placed = just_played.tag_rect(it)
        if placed is None:
            continue
        tagged += 1
        tag, _text = placed
        assert just_played.shown_rect(it).contains(tag)
        assert not tag.intersects(card_tile.name_box(it.rect, it.card["name"]))
        assert not tag.intersects(card_tile.stats_band(it.rect))
        assert all(not tag.intersects(g) for g in card_tile.cost_boxes(it.rect, it.card))
    assert tagged == len(tiles) if size[0] >= 1920 else tagged >= 0, (tagged, len(tiles))
