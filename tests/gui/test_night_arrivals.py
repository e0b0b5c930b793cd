"""Night as the table tells it (review r6 #4): after Dusk the cards come into their
Night places one after another (4.2.5: Rest, to Reserve or, Fleeting, to the Discard
pile, 2.4.6.d); while they come, every zone's caption counts the cards drawn in it,
each arriving card looks as it will once settled (a Reserve's line with its cost and
statistics), and a Discard pile's count stays in sight.  Sampled frame by frame at
1366x768 and 1920x1080 (the window inside a screen of that size)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from altered_desktop.table_layout import ZONE_LABEL_PX, Item, stats_box
from altered_desktop.table_motion import (
    DUSK_SHARE,
    NIGHT_GLIDE,
    arrival_order,
    card_room,
    landing_rect,
    paint_arrival,
)
from altered_desktop.table_paint import badge_height
from tests.gui.test_dusk_show import _at, _day3_dusk

SIZES = [(1366, 768), (1920, 1080)]  # full screen, as the review's shots
#: Night's frames: from before the first card sets off to the last one's landing
FRAMES = [DUSK_SHARE + NIGHT_GLIDE * k / 16 for k in range(16)]


def _zones(table) -> list[Item]:  # type: ignore[no-untyped-def]
    return [i for i in table.items if i.kind == "zone" and "caption" in i.extra]


def _caption_count(table, zone: Item) -> int:  # type: ignore[no-untyped-def]
    """The number the board writes in `zone`'s caption ("Reserve 3/2" -> 3)."""
    r = zone.rect
    texts = [op.key[1] for op in table._list_board()
             if op.key[0] == "zone" and r.contains(op.bounds.center())]
    assert len(texts) == 1, texts
    return int(re.search(r"(\d+)/\d+", texts[0]).group(1))  # type: ignore[union-attr]


def _drawn_in(table, zone: Item, flying: list[QRectF]) -> int:  # type: ignore[no-untyped-def]
    """The cards drawn in `zone` now: on the board (its display list) or arriving."""
    on_board = [op for op in table._list_board() if op.key[0] in ("card", "listed")
                and zone.rect.contains(op.bounds.center())]
    return len(on_board) + sum(1 for r in flying if zone.rect.contains(r.center()))


@pytest.mark.parametrize("size", SIZES)
def test_a_zone_counts_the_cards_drawn_in_it_as_they_arrive(qtbot, size):
    """Review r6 #4: Lithium's caption said "Reserve 8/2" over two cards drawn, mid-
    arrival.  Now at every frame of Night each Reserve and Landmarks caption says how
    many cards are drawn in it, and counts up to the game's number as they land."""
    win, game = _day3_dusk(qtbot, size=size)
    show, table = win.table.motion, win.table
    assert show.cards, "Night moves cards"
    seen: dict[tuple[int | None, str], list[int]] = {}
    for t in FRAMES:
        _at(show, t)
        flying = [r for r, _c in show.arriving_now()]
        for z in _zones(table):
            n = _caption_count(table, z)
            assert n == _drawn_in(table, z, flying), (size, t, z.label, n)
            seen.setdefault((z.player, z.extra["caption"]), []).append(n)
    # the Reserves counted up, one card at a time, to what the game holds
    now = game.view(None)["players"]
    for (player, caption), counts in seen.items():
        assert counts == sorted(counts), (player, caption, counts)
        if caption.startswith("Reserve"):
            assert counts[-1] <= len(now[player]["reserve"])
    lithium = seen[(1, "Reserve {0}/{1}")]
    assert lithium[0] < lithium[-1], lithium
    # one at a time, unless Night's board had no room for the cards waiting whole:
    # then they fade where they stood at Dusk and all arrive at once (review r13 #3)
    assert show.together or len(set(lithium)) > 3, lithium
    qtbot.waitUntil(lambda: not show.running, timeout=8000)
    for z in _zones(table):  # once all have landed, the game's own count
        assert _caption_count(table, z) == z.extra["count"]


def _image(table, paint) -> QImage:  # type: ignore[no-untyped-def]
    img = QImage(table.width(), table.height(), QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(p)
    p.end()
    return img


@pytest.mark.parametrize("size", SIZES)
def test_an_arriving_card_looks_as_it_will_once_settled(qtbot, size):
    """Review r6 #4: Ninette's arriving Reserve rows were bare name bars (no cost, no
    statistics) while the settled rows had both.  Now a card arriving is drawn by the
    painter the board draws it with once landed: at its full size the two are the same
    pixels, for every card Night moves (lines of a Reserve, tiles, a Discard's top)."""
    win, _game = _day3_dusk(qtbot, size=size)
    show, table = win.table.motion, win.table
    cards = list(show.cards)
    _at(show, DUSK_SHARE + NIGHT_GLIDE * 0.5)
    assert show.arriving_now(), "a card is on its way mid-Night"
    # all landed, the show not over: the board they landed on (Night's own layout
    # comes once the show is over, `dusk_story.night_board`)
    _at(show, DUSK_SHARE + NIGHT_GLIDE + 0.01)
    assert show.running and not show.arriving_now()
    settled = [op for op in table._list_board()
               if op.key[0] in ("card", "listed", "discard")]
    looks = set()
    for c in cards:
        looks.add(c.look)
        goal = landing_rect(c)
        ops = [op for op in settled if op.bounds.contains(goal.center())
               and op.bounds.contains(goal.adjusted(1, 1, -1, -1))]
        ops = [op for op in ops if op.key[0] == "discard"] if c.look == "discard" else \
            [op for op in ops if op.key[0] != "discard"]
        assert ops, (size, c.card and c.card["name"])
        board = _image(table, ops[-1].draw)
        arriving = _image(table, lambda p, c=c, goal=goal: paint_arrival(p, goal, c))
        x, y, w, h = (int(v) for v in goal.adjusted(2, 2, -2, -2).getRect())
        assert board.copy(x, y, w, h) == arriving.copy(x, y, w, h), (size, c.look,
                                                                     c.card and c.card["name"])
    # (at 1366 today the crowded Reserves are lists: their lines are among these)
    assert "discard" in looks and looks - {"discard"}, looks


@pytest.mark.parametrize("size", SIZES)
def test_the_discard_count_stays_in_sight_while_a_card_arrives(qtbot, size):
    """Review r6 #4: Ninette's "Discard 1" went under Kadigiran (Fleeting, to the
    Discard pile, 2.4.6.d) as it arrived.  Now at every frame the pile's count strip is
    drawn and no arriving card covers it."""
    win, _game = _day3_dusk(qtbot, size=size)
    show, table = win.table.motion, win.table
    assert any(c.look == "discard" for c in show.cards)
    for t in FRAMES:
        _at(show, t)
        flying = [r for r, _c in show.arriving_now()]
        piles = [i for i in table.items if i.kind == "discard"]
        assert len(piles) == 2
        ops = [op for op in table._list_board() if op.key[0] == "discard"]
        assert len(ops) == 2, t  # both piles drawn, with their counts
        for pile in piles:
            r = pile.rect
            strip = QRectF(r.left(), r.bottom() - badge_height(r), r.width(), badge_height(r))
            assert not any(f.intersects(strip) for f in flying), (size, t)
    assert all(x > 0 for _c, x in arrival_order(show.cards, 0.999))


def test_no_card_leaving_an_expedition_is_ever_out_of_sight(qtbot):
    """Review r7 #3: at Night one seat's Characters were gone from its Expedition, not
    in flight and not in its Reserve (0/2), and showed up a moment later as Reserve
    3/2.  Now, frame by frame from Dusk to the end of Night, every card that leaves an
    Expedition (4.2.5) is drawn somewhere: in its Expedition, on its way, or arrived
    in its new place - a Reserve over its limit included."""
    from altered_desktop.table_motion import DUSK_SHARE, NIGHT_GLIDE

    win, _game = _day3_dusk(qtbot)
    show, table = win.table.motion, win.table
    assert show.telling and show.cards, "Night moves cards"
    oids = {c.oid for c in show.cards}
    starts = {c.oid: c.start for c in show.cards}
    steps = 40
    for k in range(steps + 1):
        t = DUSK_SHARE - 0.02 + (NIGHT_GLIDE + 0.04) * k / steps
        _at(show, t)
        drawn = {c.oid for _r, c in show.night_cards()}
        hidden = show.moving() | show.waiting()
        on_board = {i.oid for i in table.items if i.oid is not None} - hidden
        if show.stage_now >= 0:  # still Dusk: the story's board shows them in place
            continue
        # (one that has not set off is drawn by the board where it stood: the object
        # it was, `CardMove.origin`)
        waiting = {c.oid for c in show.cards if c.origin and c.origin.oid in on_board}
        missing = oids - drawn - on_board - waiting
        assert not missing, (round(t, 3), sorted(missing))
        rooms = {(i.player, i.exp): card_room(i) for i in table.items
                 if i.kind == "expedition"}
        for c in show.cards:  # a waiting card stays in its Expedition, whole
            if c.oid in waiting:
                r = c.waiting_rect
                assert any(room.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r)
                           for room in rooms.values()), (round(t, 3), r)
                assert r.width() * r.height() >= starts[c.oid].width() * \
                    starts[c.oid].height() * 0.6


def _labels_and_tallies(table) -> list[tuple[str, QRectF]]:  # type: ignore[no-untyped-def]
    """What Night's cards must leave readable: each zone's label strip ("Reserve 0/2",
    "Landmarks 0/2", "Mana 0 of 5") and each Expedition's totals."""
    out = [(f"{i.kind} {i.player} {i.label}", QRectF(i.rect.left(), i.rect.top(),
                                                    i.rect.width(), ZONE_LABEL_PX))
           for i in table.items if i.kind in ("zone", "mana")]
    out += [(f"totals {i.player} {i.exp}", stats_box(i.rect)) for i in table.items
            if i.kind == "expedition"]
    return out


@pytest.mark.parametrize("size", SIZES)
def test_night_cards_leave_every_label_and_tally_readable(qtbot, size):
    """Review r8 #10: on the played game's day 3 (tools/played_game.py), Lithium's
    Companion cards waited at Night where they stood at Dusk: Night's layout is lower
    and split anew, so they covered "Landmarks 0/2", "Mana 0 of 5" and his whole
    Companion tally.  Now at every frame of Night no card drawn, waiting or arriving
    (4.2.5.b, Rest), covers any zone's label or any Expedition's totals, and all four
    tallies are drawn throughout."""
    from tests.gui.test_dusk_totals import played_dusk

    win, _game = played_dusk(qtbot, size)
    show, table = win.table.motion, win.table
    assert len(show.cards) >= 3, "Rest sends Lithium's Companion cards to Reserve"
    waited = set()
    for t in [DUSK_SHARE + 0.001 + (NIGHT_GLIDE + 0.02) * k / 24 for k in range(25)]:
        _at(show, t)
        assert show.stage_now == -1
        keep = _labels_and_tallies(table)
        assert sum(1 for what, _r in keep if what.startswith("totals")) == 4
        hidden = show.moving()
        on_board = {i.oid: i.rect for i in table.items if i.oid is not None
                    and i.oid not in hidden}
        # a card that has not set off is drawn by the board where it stood
        standing = [(on_board[c.origin.oid], c) for c in show.cards
                    if c.origin and c.origin.oid in on_board]
        waited |= {c.oid for _r, c in standing}
        for r, c in [*show.night_cards(), *standing]:
            for what, kr in keep:
                assert not r.intersects(kr), (size, round(t, 3), c.card and c.card["name"],
                                              what)
        titles = [op for op in table._list_board() if op.key[0] == "exp_title"]
        stats = [op for op in table._list_board() if op.key[0] == "exp_stat"]
        # every Expedition keeps its band, title and three totals while its cards
        # leave (review r13 #12: no collapse to a one-line strip)
        assert len(titles) == 4 and len(stats) == 12
    assert len(waited) >= 2  # cards were seen waiting, not only arriving
    # an Expedition's cards wait side by side in their order, with no hole where an
    # Ordis Recruit token ceased to exist (2.1.e)
    rooms = [card_room(i) for i in table.items if i.kind == "expedition"]
    for room in rooms:
        row = sorted((c.waiting_rect for c in show.cards
                      if room.contains(c.waiting_rect.center())), key=lambda r: r.left())
        for a, b in zip(row, row[1:], strict=False):
            assert abs(a.top() - b.top()) < 0.5 and b.left() - a.right() < a.height() * 0.06
        if row:
            assert row[0].left() - room.left() < 1.0


@pytest.mark.parametrize("second", [False, True])
def test_the_night_replayed_after_a_handoff_leaves_labels_readable(qtbot, second):
    """The Dusk replayed to a seat after the hand-off ends in the same Night, after
    Clean-up this time (4.2.5.c: more cards change places, some from a Reserve): no
    card drawn covers a zone's label or an Expedition's totals at any frame."""
    from tests.gui.test_dusk_show import _replay_after_handoff

    win, _game, _seat, _at_dusk = _replay_after_handoff(qtbot, second)
    show, table = win.table.motion, win.table
    assert show.cards
    for t in [DUSK_SHARE + 0.001 + (NIGHT_GLIDE + 0.02) * k / 16 for k in range(17)]:
        _at(show, t)
        keep = _labels_and_tallies(table)
        for r, c in show.night_cards():
            for what, kr in keep:
                assert not r.intersects(kr), (second, round(t, 3),
                                              c.card and c.card["name"], what)


def test_a_card_moving_at_night_is_never_shown_twice(qtbot):
    """Review r15 #13: a still frame of Night showed Tanuki twice, a ghost in its
    Expedition and whole in its Reserve (it faded out there as it faded in here).  Now,
    frame by frame through Night's glide (4.2.5), a card shows strongly in one place at
    most: where both copies are drawn, one of them is faint."""
    from altered_desktop.table_motion import HANDOVER, arrival_opacity

    win, _game = _day3_dusk(qtbot)
    show = win.table.motion
    assert show.cards and not show.together, "Night moves cards one after another"
    seen_both = 0
    for k in range(81):
        _at(show, DUSK_SHARE + NIGHT_GLIDE * k / 80)
        leaving = {id(c): o for _r, c, o in show.leaving()}
        progress = {id(c): x for c, x in show._arriving()}
        for _r, c in show.arriving_now():
            if id(c) in leaving:
                seen_both += 1
                strong = min(leaving[id(c)], arrival_opacity(progress[id(c)], HANDOVER[0]))
                assert strong < 0.35, (k, c.card and c.card.get("name"), strong)
    assert seen_both, "the two copies overlap a moment (never out of sight, review r7 #3)"


def test_an_expedition_showing_cards_at_night_shows_their_totals(qtbot):
    """Review r16 #4: while Night's cards still stood in their Expedition (4.2.5, they
    leave one after another), its totals read "0 vs 0" beside them.  Now an Expedition
    that shows cards waiting to leave keeps the totals they made at Dusk (4.2.4), and so
    does every other, so that the two sides' totals agree ("4 vs 1" facing "1 vs 4")."""
    win, _game = _day3_dusk(qtbot)
    table, show = win.table, win.table.motion
    _at(show, DUSK_SHARE + 0.001)
    night = table._night_board
    assert night is not None and show.stage_now < 0, "Night's board, cards still in place"
    dusk = show.story.boards[-1]
    kept = 0
    for k, (pn, pd) in enumerate(zip(night["players"], dusk["players"], strict=True)):
        for e, x in pn["expeditions"].items():
            now = table.view["players"][k]["expeditions"][e]
            assert x["stats"] == pd["expeditions"][e]["stats"], (k, e)
            assert x["facing_stats"] == pd["expeditions"][e]["facing_stats"], (k, e)
            other = night["players"][1 - k]["expeditions"][e]
            assert x["facing_stats"] == other["stats"], (k, e)
            if len(x["cards"]) > len(now["cards"]):  # cards waiting to leave
                kept += 1
                assert any(x["stats"].values()), (k, e)
    assert kept, "some Expedition shows cards waiting to leave"
