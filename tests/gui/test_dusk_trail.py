"""Dusk drawn on the Adventure track (issue #23; Progress, rule 4.2.4): a marker that
moved at Dusk glides from its old region to its new one, then leaves a faint ghost on
the region it left with an arrow to where it stands; an Expedition that did not move
gets a "stays" tag.  The marks fade through Night and are gone once the next day's
Morning is on the board (review r14 #4: they lingered into it), and the seat that sees
the Dusk after a hand-off sees them told again."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage

from altered_desktop.session import Mode
from altered_desktop.table_layout import pawn_band
from engine.policies import random_answer
from tests.gui.conftest import make_window


def _day3(qtbot, handoff=False):  # type: ignore[no-untyped-def]
    """The review's day-3 table; both players pass: Dusk (4.2.4).  Ninette's Companion
    moves 7 -> 6 and Lithium's Hero 0 -> 1 (region indexes); the other two stay."""
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=handoff)
    win.set_animations(True)
    win.submit("pass")  # Ninette passes
    win.submit("pass")  # Lithium passes: Dusk and Night
    return win, game


def _at(show, t):  # type: ignore[no-untyped-def]
    show.anim.setCurrentTime(int(show.anim.duration() * t))


#: of a told Dusk: every verdict told and every marker landed, Night not begun
TOLD = 0.71


def _held(show, t=TOLD):  # type: ignore[no-untyped-def]
    """The show held at `t` of its way (its clock stopped: the frames compared are the
    same frame)."""
    show.anim.pause()
    _at(show, t)


def _tiles(table):  # type: ignore[no-untyped-def]
    return [i.rect for i in table.items if i.kind == "region"]


def _mark(table, player, exp):  # type: ignore[no-untyped-def]
    found = [m for m in table.trail_marks() if (m.step.player, m.step.exp) == (player, exp)]
    return found[0] if found else None


def _grab(table) -> QImage:  # type: ignore[no-untyped-def]
    return table.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _differs(a: QImage, b: QImage, r: QRectF) -> int:
    """How many pixels of `r` differ between images `a` and `b`."""
    n = 0
    dpr = a.devicePixelRatio()
    for x in range(int(r.left() * dpr), int(r.right() * dpr)):
        for y in range(int(r.top() * dpr), int(r.bottom() * dpr)):
            if a.pixel(x, y) != b.pixel(x, y):
                n += 1
    return n


def _all_told(qtbot):  # type: ignore[no-untyped-def]
    """The day-3 Dusk held once every verdict is told, before Night: its whole trail."""
    win, game = _day3(qtbot)
    assert win.table.motion.telling
    _held(win.table.motion)
    return win, game


def test_a_moved_marker_leaves_a_ghost_and_an_arrow_between_the_right_tiles(qtbot):
    """Once told, Ninette's Companion (7 -> 6) has a ghost on tile 7 and an arrow
    from it to its marker on tile 6, in its seat's band; the board drawn with the trail
    differs from the board without it on the ghost and along the arrow, and nowhere off
    the two tiles and the "stays" tags."""
    win, game = _all_told(qtbot)
    table = win.table
    tiles = _tiles(table)
    own = table.bottom == 0
    m = _mark(table, 0, "companion")
    assert m is not None and m.ghost is not None and m.arrow is not None
    assert tiles[7].contains(m.ghost) and tiles[6].contains(m.to)
    assert pawn_band(tiles[7], own).contains(m.ghost.center())
    assert m.arrow.p1().x() > tiles[6].right() > tiles[7].left() > m.arrow.p2().x() or \
        (tiles[7].contains(m.arrow.p1()) and tiles[6].contains(m.arrow.p2()))
    # Lithium's Hero (0 -> 1) too, in the other band
    h = _mark(table, 1, "hero")
    assert h is not None and tiles[0].contains(h.ghost) and tiles[1].contains(h.to)
    with_trail = _grab(table)
    stays = [x.stays for x in table.trail_marks() if x.stays is not None]
    table.clear_trail()
    without = _grab(table)
    assert _differs(with_trail, without, m.ghost.adjusted(3, 3, -3, -3)) > 20
    mid = m.curve().pointAtPercent(0.5)
    assert _differs(with_trail, without, QRectF(mid - QPointF(3, 2), mid + QPointF(3, 2))) > 5
    # nothing else of the board changed
    allowed = [tiles[6].united(tiles[7]).adjusted(-2, -2, 2, 2),
               tiles[0].united(tiles[1]).adjusted(-2, -2, 2, 2),
               *(s.adjusted(-2, -2, 2, 2) for s in stays)]
    dpr = with_trail.devicePixelRatio()
    track = table.placement.track_rect.adjusted(-4, -4, 4, 4)
    for x in range(0, with_trail.width(), 2):
        for y in range(int(track.top() * dpr), int(track.bottom() * dpr), 2):
            if with_trail.pixel(x, y) != without.pixel(x, y):
                pt = QPointF(x / dpr, y / dpr)
                assert any(r.contains(pt) for r in allowed), pt


def test_an_expedition_that_stayed_is_tagged_stays_beside_its_marker(qtbot):
    """Ninette's Hero and Lithium's Companion failed to move forward (4.2.4.e): each
    gets a "stays" tag in its seat's band of its tile, beside its marker, never over
    it; the ones that moved get none."""
    win, game = _all_told(qtbot)
    table = win.table
    tiles = _tiles(table)
    view = table.view
    with_trail = _grab(table)
    tags = {(m.step.player, m.step.exp): m for m in table.trail_marks() if m.stays is not None}
    assert set(tags) == {(0, "hero"), (1, "companion")}
    for (p, e), m in tags.items():
        at = view["players"][p]["expeditions"][e]["position"]
        own = p == table.bottom
        band = pawn_band(tiles[at], own)
        assert band.adjusted(0, -1, 0, 1).contains(m.stays), (p, e)
        marker = [r for r in table.trail_marks() if r.step == m.step][0]
        assert marker.ghost is None
    table.clear_trail()
    without = _grab(table)
    for m in tags.values():
        assert _differs(with_trail, without, m.stays.adjusted(2, 2, -2, -2)) > 20


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_trail_is_gone_by_the_next_morning(qtbot, size):
    """Review r14 #4: the glide marks lingered into the next day's Morning.  Sampled
    frames of the show: all four marks, drawn whole, once the verdicts are told; fading
    through Night (drawn fainter: the ghost's pixels nearer the bare board's); none by
    the end of the show; and once the show is over (the next day on the board) none
    are listed or drawn, through repaints and refreshes."""
    win, game = _day3(qtbot)
    win.resize(*size)
    win.refresh()
    table, show = win.table, win.table.motion
    _held(show)
    assert len(table.trail_marks()) == 4 and show.trail_opacity() == 1.0
    m = _mark(table, 0, "companion")
    spot = m.ghost.adjusted(3, 3, -3, -3)
    whole = _grab(table)
    trail, table.trail = table.trail, []  # the same frame without its marks
    bare = _grab(table)
    table.trail = trail
    assert _differs(whole, bare, spot) > 20
    _held(show, 0.9)  # Night: fainter (where Night's board puts the ghost)
    assert 0.0 < show.trail_opacity() < 1.0
    night_m = _mark(table, 0, "companion")
    assert night_m is not None and night_m.ghost is not None
    spot = night_m.ghost.adjusted(3, 3, -3, -3)
    faint = _grab(table)
    table.trail = []
    bare_night = _grab(table)
    table.trail = trail
    assert 0 < _differs(faint, bare_night, spot)

    def distance(a: QImage, b: QImage) -> int:
        dpr = a.devicePixelRatio()
        c = QPointF(spot.center().x() * dpr, spot.center().y() * dpr)
        pa, pb = a.pixelColor(int(c.x()), int(c.y())), b.pixelColor(int(c.x()), int(c.y()))
        return abs(pa.red() - pb.red()) + abs(pa.green() - pb.green()) + \
            abs(pa.blue() - pb.blue())

    assert distance(faint, bare_night) < distance(whole, bare) or spot != m.ghost.adjusted(
        3, 3, -3, -3)
    _held(show, 0.97)  # the end of the show: gone already
    assert show.trail_opacity() == 0.0
    before_end = _grab(table)
    table.trail = []
    assert _differs(before_end, _grab(table), spot) == 0
    table.trail = trail
    show.skip()  # the show over: Night's Clean-up, then the next day's board
    qtbot.waitUntil(lambda: win.panel.decision is not None, timeout=3000)
    assert not show.running and game.view(None)["phase"] != "Dusk"
    assert table.trail_marks() == [] and table.trail == []
    after = _grab(table)
    table.update()
    win.refresh()
    assert table.trail_marks() == []
    assert _differs(after, _grab(table), spot) == 0


def test_the_glide_passes_through_intermediate_positions(qtbot):
    """While Ninette's Companion's verdict is told, its marker is drawn at places
    between tile 7 and tile 6, each further on, and the arrow from its ghost follows
    it; the painted frames differ where it passes."""
    win, game = _day3(qtbot)
    show, table = win.table.motion, win.table
    assert [t.exp for t in show.story.told][1] == "companion"
    slot = 0.72 / 4
    xs = []
    frames = []
    for f in (0.3, 0.45, 0.6, 0.75):
        _at(show, slot * (1 + f))
        r = show.way_rect(1)
        assert r is not None, f
        xs.append(r.center().x())
        m = _mark(table, 0, "companion")
        assert m is not None and m.to == r  # the arrow follows the gliding marker
        frames.append((_grab(table), r))
    tiles = _tiles(table)
    start, end = tiles[7].center().x(), tiles[6].center().x()
    assert start > xs[0] > xs[1] > xs[2] > xs[3] > end
    assert any(tiles[7].right() > x > tiles[6].left() for x in xs)
    # each frame paints the marker where it is: it differs from the next frame there
    for (img, r), (nxt, _r) in zip(frames, frames[1:], strict=False):
        assert _differs(img, nxt, r.adjusted(2, 2, -2, -2)) > 20
    # before its verdict nothing of it is drawn; after landing it stands on the board
    _at(show, slot * 0.5)
    assert show.way_rect(1) is None and _mark(table, 0, "companion") is None
    _at(show, slot * 1.95)
    assert show.way_rect(1) is None
    landed = _mark(table, 0, "companion")
    assert landed is not None and tiles[6].contains(landed.to)


def test_a_dusk_where_no_marker_moves_tags_each_expedition_stays(qtbot):
    """A Dusk in which nobody moves forward (4.2.4.e): four "stays" tags, no ghost."""
    from engine.decks import starter_deck
    from engine.game import Game

    # seed 41: nobody moves forward at the first Dusk (found by playing seeds)
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=41)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.set_animations(True)
    rng = random.Random(41)
    show = win.table.motion
    while game.pending is not None and game.day == 1 and not show.telling:
        win.submit(random_answer(game.pending, rng))
    assert show.telling and not any(t.moved for t in show.story.told)
    _at(show, 0.05)  # the first verdict told: its tag, none of the others yet
    assert len(win.table.trail_marks()) == 1
    _held(show)
    found = win.table.trail_marks()
    assert len(found) == 4
    assert all(m.stays is not None and m.ghost is None for m in found)


def _at_the_replays_handoff(qtbot):  # type: ignore[no-untyped-def]
    """Day 3 behind hand-off screens, played on to the hand-off screen of the seat
    that has a Dusk still to see (its replay comes once it takes the screen)."""
    win, game = _day3(qtbot, handoff=True)
    show = win.table.motion
    for _ in range(4):
        if win.handoff.isVisible():
            due = win._dusk_due.get(win.handoff.player)
            if due is not None and due.dusk_board is not None:
                break
            win.handoff.reveal_button.click()
            show.skip()
        elif game.pending is not None and not show.running:
            win.submit(random_answer(game.pending, random.Random(3)))
    assert win.handoff.isVisible()
    return win, game, show


def test_the_seat_after_a_handoff_sees_the_trail_told_again(qtbot):
    """Behind hand-off screens: the table covered, then the Dusk replayed for the seat
    that takes the screen, its marks told again from nothing (no ghost before its
    verdict), drawn from that seat's side, and gone once the show is over (that
    seat's Morning is on the board)."""
    win, game, show = _at_the_replays_handoff(qtbot)
    seat = win.handoff.player
    win.handoff.reveal_button.click()
    assert show.telling and win.table.bottom == seat
    _at(show, 0.01)
    assert [m for m in win.table.trail_marks() if m.ghost is not None] == []
    _held(show)
    m = _mark(win.table, 0, "companion")
    tiles = _tiles(win.table)
    assert m is not None and tiles[7].contains(m.ghost)
    assert pawn_band(tiles[7], seat == 0).contains(m.ghost.center())
    show.skip()
    assert win.table.trail_marks() == []


def test_the_marks_follow_the_track_when_the_window_is_resized(qtbot):
    """The marks are placed from the layout's tiles at paint time: a resized window
    moves them with the track."""
    win, game = _all_told(qtbot)
    win.resize(1366, 768)
    qtbot.waitUntil(lambda: win.size().width() == 1366, timeout=2000)
    win.refresh()
    tiles = _tiles(win.table)
    m = _mark(win.table, 0, "companion")
    assert m is not None and tiles[7].contains(m.ghost) and tiles[6].contains(m.to)


def test_space_skips_a_dusk_begun_with_the_panels_pass_button(qtbot):
    """The last pass given with the panel's button (and its "Pass anyway"): the button
    goes as the Dusk is told, and Space, wherever the focus went, skips the show."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.set_animations(True)
    win.submit("pass")  # Ninette passes
    win.activateWindow()
    qtbot.wait(30)
    for _ in range(2):  # Pass, then Pass anyway (cards can still be played)
        if not win.table.motion.telling:
            qtbot.mouseClick(win.panel.pass_button, Qt.MouseButton.LeftButton)
    assert win.table.motion.telling
    QTest.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_Space)
    assert not win.table.motion.running
    assert win.table.trail_marks() == []  # the show skipped: Morning, no marks


def test_without_animations_no_marks_are_left_on_the_next_morning(qtbot):
    """Animations off: no show, Night (and the next day's Morning) on the board at
    once, so no Dusk marks are drawn on its track (review r14 #4), for either person
    behind the hand-off screens."""
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.set_animations(False)
    win.submit("pass")
    win.submit("pass")  # Dusk and Night at once
    table = win.table
    assert not table.motion.running and game.view(None)["phase"] != "Dusk"
    rng = random.Random(5)
    looked: set[int] = set()
    for _ in range(6):
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
        looked.add(table.bottom)
        assert table.trail_marks() == [] and table.trail == []
        if game.pending is None:
            break
        win.submit(random_answer(game.pending, rng))
    assert looked == {0, 1}


def test_no_stays_tag_covers_a_region_number_a_terrain_or_a_marker(qtbot):
    """Review r13: a "stays" tag put beside its marker covered the next region's number
    (region 7 at 1366x768, region 3 at 1920x1080).  At both sizes, and after the
    hand-off too (the board then seen from the other seat), no tag meets a region's
    number, a terrain icon, or a marker other than its own."""
    from altered_desktop import dusk_trail
    from altered_desktop.table_paint import region_chips, region_number_rect

    win, game = _all_told(qtbot)
    for w, h in ((1366, 768), (1920, 1080)):
        win.resize(w, h)
        qtbot.waitUntil(lambda w=w: win.size().width() == w, timeout=2000)
        win.refresh()
        table = win.table
        regions = [i for i in table.items if i.kind == "region"]
        keep = [region_number_rect(r.rect) for r in regions]
        keep += [c for r in regions
                 for c in region_chips(r.rect, len((r.extra or {}).get("terrains") or []))]
        tags = [m for m in table.trail_marks() if m.stays is not None]
        assert len(tags) == 2, (w, h)
        for m in tags:
            for r in keep:
                assert not m.stays.intersects(r), (w, h, m.step, m.stays, r)
            for r in dusk_trail.keep_clear(regions, table.shown_view, table.bottom):
                if not _own_marker(regions, table, m, r):
                    assert not m.stays.intersects(r), (w, h, m.step, m.stays, r)


def _own_marker(regions, table, m, r):  # type: ignore[no-untyped-def]
    """Whether `r` is the marker of the Expedition `m` tags (a badge sits on its edge)."""
    from altered_desktop import dusk_trail
    from altered_desktop.table_layout import marker_rect

    at = dusk_trail.positions(table.shown_view, m.step.player)
    other = "companion" if m.step.exp == "hero" else "hero"
    own = marker_rect(regions, at[m.step.exp], m.step.exp, m.step.player == table.bottom,
                      at[other])
    return own == r


def test_a_dusk_replayed_after_the_handoff_says_it_is_a_replay(qtbot):
    """Review r13: after a hand-off the Dusk told again to the next seat showed
    "Day 3 · Dusk" in the status bar on Day 4's Morning, with no word of a replay.
    The status bar, the panel and the verdict box say it is Day 3's Dusk replayed and
    where the game is now (the Dusk watched live says nothing of it:
    test_dusk_show's status bar test)."""
    from altered_desktop import dusk_verdicts

    win, game, show = _at_the_replays_handoff(qtbot)
    win.handoff.reveal_button.click()
    now = game.view(None)
    assert show.telling and (now["day"], now["phase"]) != (3, "Dusk")
    line = dusk_verdicts.replay_line(3, (now["day"], now["phase"]))
    assert show.story.now == (now["day"], now["phase"])
    assert "Replay" in line and "Day 3's Dusk" in line
    assert f"Day {now['day']}'s {now['phase']}" in line
    assert line in win.status_label.text()
    assert "Day 3 · Dusk" not in win.status_label.text()
    assert win.panel.title.text() == dusk_verdicts.replay_title(3)
    assert win.panel.prompt.text().startswith(
        dusk_verdicts.replay_now((now["day"], now["phase"])))
    _at(show, 0.5)  # the verdict box, titled as the replay, drawn on the table
    with_replay = _grab(win.table)
    show.story.now = None
    without = _grab(win.table)
    assert with_replay != without
    show.story.now = (now["day"], now["phase"])
    show.skip()
    assert "Replay" not in win.status_label.text()  # the show over: the game's day again


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_an_arrow_swings_round_the_region_numbers(qtbot, size):
    """Review r16 #11: the arrow of Ninette's Companion (7 -> 6, the top seat) ran
    over region 8's number disc while its marker glided.  While it glides and once it
    has landed, the arrow's shaft, dark edge included, keeps off every region's number;
    drawn straight, as before, it would cross one."""
    from altered_desktop import dusk_trail
    from altered_desktop.table_paint import region_number_rect
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.size().width() == size[0], timeout=2000)
    win.set_animations(True)
    win.submit("pass")
    win.submit("pass")
    show, table = win.table.motion, win.table
    slot = 0.72 / 4
    crossed_straight = False
    for t in (slot * 1.3, slot * 1.5, slot * 1.7, TOLD):
        _held(show, t)
        regions = [i for i in table.items if i.kind == "region"]
        numbers = [region_number_rect(r.rect) for r in regions]
        m = _mark(table, 0, "companion")
        if m is None or m.arrow is None:
            continue
        half = (dusk_trail.arrow_width(m.ghost.width()) + 2.5) / 2
        path = m.curve()
        for i in range(41):
            pt = path.pointAtPercent(i / 40)
            for r in numbers:
                assert not r.adjusted(-half, -half, half, half).contains(pt), (t, pt, r)
        straight = dusk_trail.arrow_path(m.arrow, 0.0)
        crossed_straight |= any(r.adjusted(-half, -half, half, half).contains(
            straight.pointAtPercent(i / 40)) for i in range(41) for r in numbers)
    assert crossed_straight  # the case the review saw is the case tested
