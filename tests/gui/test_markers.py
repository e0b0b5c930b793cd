"""Markers you can tell apart (issue #14): each player's Hero and Companion markers keep
one colour whoever sits at the bottom, carry the hero's faction, and stand on their
region's tile without covering its terrains or name (review round 3, #8)."""

from __future__ import annotations

import pytest

from altered_desktop import theme
from altered_desktop.table_display import list_board
from altered_desktop.table_layout import place, region_content
from tests.gui.conftest import first_turn


def _markers(win, bottom):  # type: ignore[no-untyped-def]
    view = win.game.view(bottom)
    placement = place(view, bottom, {}, 1500, 900, 1.0)
    ops = list_board(view, bottom, placement, win.table._marks())
    regions = [i.rect for i in placement.items if i.kind == "region"]
    return [op for op in ops if op.key[0] == "marker"], regions


def test_markers_keep_their_player_colour_and_faction_on_either_side(qtbot):
    win, game = first_turn(qtbot)
    seen = {}
    for bottom in (0, 1):
        markers, regions = _markers(win, bottom)
        assert len(markers) == 4
        for op in markers:
            _marker, own, exp, rgba, faction = op.key
            player = bottom if own else 1 - bottom
            seen.setdefault((player, exp), set()).add((rgba, faction))
            assert rgba == theme.player_colour(player).rgba()
            assert faction == game.view(player)["players"][player]["hero"]["faction"]
            # a marker stands on its region's tile (review r3 #8: not beside it at a
            # boundary), never over any region's terrains or name
            body = op.bounds.adjusted(2, 2, -2, -2)
            pv = game.view(bottom)["players"][player]
            home = regions[pv["expeditions"][exp]["position"]]
            on = body.intersected(home)
            assert on.width() * on.height() >= 0.6 * body.width() * body.height(), (body, exp)
            assert not any(body.intersects(region_content(r)) for r in regions), (body, exp)
            # big enough to see at a glance: a pawn, not a letter chip
            assert body.width() >= 24
    # the same player's marker looks the same from both sides of the table
    assert all(len(v) == 1 for v in seen.values()), seen
    assert theme.player_colour(0).rgba() != theme.player_colour(1).rgba()


def _marker_ops(win, view, bottom):  # type: ignore[no-untyped-def]
    placement = place(view, bottom, {}, 1366, 768, 1.0)
    return placement, list_board(view, bottom, placement, win.table._marks())


def test_each_marker_is_centred_whole_on_its_tile_in_its_seats_lane(qtbot):
    """Review r9 #1: a marker half off its tile, pushed toward one end, was misread as
    the next region's; now it stands whole on its region's tile, centred across it, the
    top seat's in the tile's upper half and the bottom seat's in its lower half."""
    win, game = first_turn(qtbot)
    for bottom in (0, 1):
        view = game.view(bottom)
        placement, ops = _marker_ops(win, view, bottom)
        regions = [i.rect for i in placement.items if i.kind == "region"]
        markers = [op for op in ops if op.key[0] == "marker"]
        assert len(markers) == 4
        for op in markers:
            own, exp = op.key[1], op.key[2]
            player = bottom if own else 1 - bottom
            body = op.bounds.adjusted(2, 2, -2, -2)
            tile = regions[view["players"][player]["expeditions"][exp]["position"]]
            assert tile.contains(body), (body, tile, exp, own)
            assert abs(body.center().x() - tile.center().x()) <= 3, (body, tile)
            # away from the tile's ends: a third of the tile clear on either side at least
            assert body.left() - tile.left() >= tile.width() * 0.2
            assert tile.right() - body.right() >= tile.width() * 0.2
            if own:
                assert body.center().y() > tile.center().y()
            else:
                assert body.center().y() < tile.center().y()
        # the occupied tiles are tinted in their occupant's colour, the others plain
        occupied = {(pv["expeditions"][e]["position"], pv["index"] == bottom)
                    for pv in view["players"] for e in ("hero", "companion")}
        tiles = [op for op in ops if op.key[0] == "region"]
        for k, op in enumerate(tiles):
            top, low = op.key[4]
            assert (top is not None) == ((k, False) in occupied), (k, op.key)
            assert (low is not None) == ((k, True) in occupied), (k, op.key)
            if low is not None:
                assert low == theme.player_colour(bottom).rgba()


def test_two_markers_on_one_tile_stand_side_by_side_whole(qtbot):
    """When a player's two Expeditions share a region, both markers are whole on its
    tile, side by side, neither covering the other."""
    import copy
    win, game = first_turn(qtbot)
    view = copy.deepcopy(game.view(0))
    for pv in view["players"]:
        pv["expeditions"]["companion"]["position"] = 2
        pv["expeditions"]["hero"]["position"] = 2
    placement, ops = _marker_ops(win, view, 0)
    tile = [i.rect for i in placement.items if i.kind == "region"][2]
    markers = [op.bounds.adjusted(2, 2, -2, -2) for op in ops if op.key[0] == "marker"]
    assert len(markers) == 4
    for i, a in enumerate(markers):
        assert tile.contains(a), (a, tile)
        for b in markers[i + 1:]:
            assert not a.intersects(b), (a, b)


def test_both_seats_hand_counts_are_drawn_in_one_style(qtbot, monkeypatch):
    """Review r9 #9: the top seat's hand count was a small pill, the bottom seat's big
    loose text; both are now the same pill, the same size, with the count in it."""
    from PySide6.QtGui import QImage, QPainter

    from altered_desktop import table_paint

    win, game = first_turn(qtbot)
    drawn = []
    real = table_paint.draw_hand_pill

    def record(p, pill, text, colour):  # type: ignore[no-untyped-def]
        drawn.append((round(pill.height(), 1), text, colour.rgba()))
        real(p, pill, text, colour)

    monkeypatch.setattr(table_paint, "draw_hand_pill", record)
    view = game.view(0)
    placement, ops = _marker_ops(win, view, 0)
    labels = [op for op in ops if op.key[0] in ("toplabel", "handlabel", "handlabel_stacked")]
    assert len(labels) == 2
    img = QImage(1366, 768, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    for op in labels:
        op.draw(p)
    p.end()
    assert len(drawn) == 2, drawn
    assert drawn[0][0] == drawn[1][0]  # the same height of pill
    counts = {pv["index"]: pv["hand_count"] for pv in view["players"]}
    assert {(t, c) for _h, t, c in drawn} == {
        (f"Hand · {counts[i]}", theme.player_colour(i).rgba()) for i in counts}


def _terrain_extent(img, colour):  # type: ignore[no-untyped-def]
    """The width and height of the pixels of `img` painted in `colour` (a terrain
    chip's fill: its icon is white on it, its edge a darker shade)."""
    xs, ys = [], []
    for y in range(img.height()):
        for x in range(img.width()):
            c = img.pixelColor(x, y)
            if c.alpha() > 250 and abs(c.red() - colour.red()) + abs(c.green() - colour.green()) \
                    + abs(c.blue() - colour.blue()) < 12:
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else (0, 0)


def _ink_extent(img, box):  # type: ignore[no-untyped-def]
    """The width and height of a chip's icon in `box` of `img`: its light ink."""
    from altered_desktop import terrain_icons

    ink = terrain_icons.INK
    xs, ys = [], []
    for y in range(int(box.top()), int(box.bottom()) + 1):
        for x in range(int(box.left()), int(box.right()) + 1):
            c = img.pixelColor(x, y)
            if c.alpha() > 200 and abs(c.red() - ink.red()) + abs(c.green() - ink.green()) \
                    + abs(c.blue() - ink.blue()) < 90:
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else (0, 0)


@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_region_terrain_icons_are_big_enough_to_read(qtbot, size):
    """Review r10 #2: a region tile's terrain icons measured about 9 px at 1366, and
    they are the one fact a Dusk is decided on; each is now 16 px or more at 1366 (18
    at 1920), measured on the painted tile, between the two seats' marker bands."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from altered_desktop import table_paint
    from altered_desktop.session import Mode
    from altered_desktop.table_layout import pawn_band
    from tests.gui.conftest import make_window
    from tests.gui.test_card_look import SIZES
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game(), Mode.HOTSEAT)
    win.resize(*SIZES[size])
    win.refresh()
    qtbot.wait(20)
    least = 16 if size == "1366x768" else 18
    measured = 0
    for it in (i for i in win.table.items if i.kind == "region"):
        reg = it.extra
        if reg.get("face_down") or not reg.get("terrains"):
            continue
        r = it.rect
        img = QImage(int(r.width()) + 8, int(r.height()) + 8, QImage.Format.Format_ARGB32)
        img.fill(QColor(0, 0, 0, 0))
        p = QPainter(img)
        p.translate(QPointF(4 - r.left(), 4 - r.top()))
        table_paint.draw_region(p, r, reg)
        p.end()
        for t in set(reg["terrains"]):
            w, h = _terrain_extent(img, QColor(theme.TERRAIN_COLOURS[t]))
            assert w >= least and h >= least, (size, reg["name"], t, w, h)
            measured += 1
        # the icon on each chip as big too (review r18 #15: 12 px icons on 17 px chips)
        for chip in table_paint.region_chips(r, len(reg["terrains"])):
            box = chip.translated(4 - r.left(), 4 - r.top())
            gw, gh = _ink_extent(img, box)
            assert max(gw, gh) >= least, (size, reg["name"], gw, gh)
        # the icons keep clear of both seats' marker bands
        for chip in table_paint.region_chips(r, len(reg["terrains"])):
            assert not chip.intersects(pawn_band(r, True))
            assert not chip.intersects(pawn_band(r, False))
            assert r.contains(chip)
    assert measured >= 8


def test_the_hand_count_pill_follows_a_card_leaving_the_hand(qtbot, monkeypatch):
    """The pill is repainted with the new count once a card is played from the hand
    (the same pill for both seats: the count read is the one the rules hold)."""
    from altered_desktop import table_paint
    from altered_desktop.smoke import scripted_step

    win, game = first_turn(qtbot)
    drawn: dict[int, str] = {}  # each seat's last drawn pill
    real = table_paint.draw_hand_pill
    colours = {theme.player_colour(i).rgba(): i for i in (0, 1)}

    def record(p, pill, text, colour):  # type: ignore[no-untyped-def]
        drawn[colours[colour.rgba()]] = text
        real(p, pill, text, colour)

    monkeypatch.setattr(table_paint, "draw_hand_pill", record)
    player = game.pending.player
    before = game.view(player)["players"][player]["hand_count"]
    win.table.grab()
    assert drawn[player] == f"Hand · {before}"
    assert scripted_step(win).startswith("played")
    win.table.motion.skip()
    qtbot.wait(50)
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
        qtbot.wait(50)
    win.table.update()
    win.table.grab()
    after = game.view(player)["players"][player]["hand_count"]
    assert after == before - 1
    assert drawn[player] == f"Hand · {after}", drawn


def _painted(m, exp, colour):  # type: ignore[no-untyped-def]
    """Marker `m` (its layout rectangle) painted alone on a clear image, 10 px round."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from altered_desktop.table_paint import draw_marker

    img = QImage(int(m.width()) + 20, int(m.height()) + 20,
                 QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    draw_marker(p, QRectF(10, 10, m.width(), m.height()), colour, exp, "OR")
    p.end()
    return img


@pytest.mark.parametrize("exp", ["hero", "companion"])
def test_a_marker_at_1366_is_a_big_pawn_with_a_clear_head(qtbot, exp):
    """Review r16 #11: "H/C markers on the region strip are small (about 18 px), with
    tiny direction chevrons".  At 1366 x 768 the pawn is at least 26 px across, and its
    head stands out of it on the travel side at least 0.4 of its size tall, within the
    2 px the board keeps round it."""
    from altered_desktop.table_paint import marker_body

    win, game = first_turn(qtbot)
    placement, ops = _marker_ops(win, game.view(0), 0)
    op = next(o for o in ops if o.key[0] == "marker" and o.key[2] == exp)
    m = op.bounds.adjusted(2, 2, -2, -2)
    for colour in (theme.player_colour(0), theme.player_colour(1)):
        img = _painted(m, exp, colour)
        body = marker_body(m.translated(10 - m.left(), 10 - m.top()), exp)
        x = int(body.center().x())
        tall = [y for y in range(img.height()) if img.pixelColor(x, y).alpha() > 128]
        assert tall[-1] - tall[0] + 1 >= 26, (exp, tall[-1] - tall[0] + 1)
        # the head, two pixels out of the pawn's side
        hx = int(body.right() + 3) if exp == "hero" else int(body.left() - 4)
        head = [y for y in range(img.height()) if img.pixelColor(hx, y).alpha() > 128]
        assert len(head) >= 0.4 * body.height(), (exp, len(head))
        # nothing past the 2 px kept round the marker
        for y in range(img.height()):
            for xx in range(img.width()):
                if img.pixelColor(xx, y).alpha() > 20:
                    assert 8 <= xx <= 12 + m.width() and 8 <= y <= 12 + m.height(), (xx, y)


def test_the_stays_badge_is_most_of_a_markers_size():
    """Review r16 #11: "a tiny '=' stay badge".  The short badge is 0.8 of its
    marker's height, never under the least text size plus 6."""
    from PySide6.QtCore import QRectF

    from altered_desktop import dusk_trail

    marker = QRectF(100, 10, 26 * 1.36, 26)
    tile = QRectF(60, 0, 110, 90)
    band = QRectF(60, 0, 110, 30)
    # a tile too crowded for the word: the badge
    keep = [QRectF(60, 0, 40, 30), QRectF(136, 0, 34, 30)]
    r, short = dusk_trail.stays_rect(marker, tile, band, 11.0, False, keep)
    assert short and r.height() >= 0.8 * 26 - 0.01
