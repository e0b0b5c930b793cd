"""The totals beside each Expedition follow its marker through a told Dusk (review r8
#9): after Progress (4.2.4) moved Ninette's Companion marker from region 8 (forest,
mountain, water) to region 7 (forest only), her tally still lit mountain "3 vs 5 ▼" and
water "2 vs 4 ▼" as if she stood on region 8.  At Dusk only the terrains of the region
an Expedition stands on count (4.2.4.b): on a real played game (tools/played_game.py,
seed 107, day 3) every tally on the board lights exactly the terrains of the region
tile its marker is drawn on, at every moment of the show and after it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import table_motion, theme
from altered_desktop.session import Mode
from altered_desktop.table_layout import stats_box
from tests.gui.conftest import make_window

SIZES = [(1366, 768), (1920, 1080)]


def played_dusk(qtbot, size):  # type: ignore[no-untyped-def]
    """The review's game played to Ninette's last turn of day 3 through a window of
    `size`, then the day's last passes with the show on: Dusk is being told."""
    from tools import played_game

    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.size().width() == size[0], timeout=2000)
    win.refresh()
    pilots = played_game.play_to(game, played_game.DAY3_LAST_TURN, submit=win.submit)
    win.set_animations(True)
    day = game.day
    while game.pending is not None and game.day == day and not win.table.motion.running:
        win.submit(pilots.answer(game))
    assert win.table.motion.telling, "the day's last pass runs Dusk, told on the table"
    return win, game


def _at(show, t):  # type: ignore[no-untyped-def]
    show.anim.setCurrentTime(int(show.anim.duration() * t))


def lit_and_region(table):  # type: ignore[no-untyped-def]
    """For each Expedition whose marker stands on a tile now: (player, exp) -> (the
    terrains its tally lights, the terrains of the tile its marker is drawn on)."""
    ops = table._list_board()
    regions = [i for i in table.items if i.kind == "region"]
    colours = {theme.player_colour(k).rgba(): k for k in (0, 1)}
    out = {}
    for it in table.items:
        if it.kind != "expedition":
            continue
        box = stats_box(it.rect)
        lit = {op.key[1] for op in ops if op.key[0] == "exp_stat" and op.key[4]
               and box.contains(op.bounds.center())}
        marker = [op.bounds for op in ops if op.key[0] == "marker" and op.key[2] == it.exp
                  and colours.get(op.key[3]) == it.player]
        if not marker:
            continue  # gliding on the pointer layer: between two regions
        x = marker[0].center().x()
        under = [r for r in regions if r.rect.left() <= x <= r.rect.right()]
        assert len(under) == 1
        out[it.player, it.exp] = (lit, set(under[0].extra.get("terrains") or []))
    return out


@pytest.mark.parametrize("size", SIZES)
def test_the_totals_are_about_the_region_the_marker_stands_on(qtbot, size):
    win, _game = played_dusk(qtbot, size)
    show, table = win.table.motion, win.table
    story = show.story
    # the scene the review saw: a marker that moves into a region with fewer terrains
    # than it counted at Dusk
    moved = [t for t in story.told if t.moved]
    assert moved
    assert any(set(t.counted) != set(story.board_after(len(story.told))["adventure"]
                                     [t.end]["terrains"]) for t in moved)
    seen_after_landing = set()
    steps = 60
    for k in range(steps + 1):
        _at(show, k / steps)
        if not show.running:
            break
        for key, (lit, region) in lit_and_region(table).items():
            assert lit == region, (size, round(k / steps, 3), key, lit, region)
        for j, t in enumerate(story.told):
            if t.moved and show.stage_now > j:  # landed, Dusk still told
                seen_after_landing.add((t.player, t.exp))
    assert seen_after_landing == {(t.player, t.exp) for t in moved}
    qtbot.waitUntil(lambda: not show.running, timeout=8000)
    after = lit_and_region(table)
    # at Night an emptied Expedition keeps its band and its totals (review r13 #12):
    # each of the four compared
    assert len(after) == 4
    for key, (lit, region) in after.items():
        assert lit == region, (size, "after the show", key, lit, region)


def test_a_moved_marker_keeps_its_dusk_numbers_and_its_leader_marks(qtbot):
    """The numbers stay those Progress compared (4.2.4.h: no card has left yet); only
    which terrains count changes, and with it the arrows: a terrain the new region
    lacks is greyed, never marked ahead or behind."""
    win, _game = played_dusk(qtbot, (1366, 768))
    show, table = win.table.motion, win.table
    story = show.story
    j, t = next((j, t) for j, t in enumerate(story.told) if t.moved)
    _at(show, 0.0)
    qtbot.waitUntil(lambda: show.stage_now == 0, timeout=2000)
    show.anim.pause()
    # just after its marker has landed
    while show.stage_now <= j:
        show.anim.setCurrentTime(show.anim.currentTime() + 10)
    shown = table.shown_view["players"][t.player]["expeditions"][t.exp]
    assert shown["position"] == t.end
    assert (shown["stats"]["forest"], shown["stats"]["mountain"],
            shown["stats"]["water"]) == t.mine
    assert set(shown["region"]) == set(table.shown_view["adventure"][t.end]["terrains"])
    it = next(i for i in table.items if i.kind == "expedition" and i.player == t.player
              and i.exp == t.exp)
    box = stats_box(it.rect)
    rows = {op.key[1]: op.key for op in table._list_board() if op.key[0] == "exp_stat"
            and box.contains(op.bounds.center())}
    greyed = [terrain for terrain in theme.TERRAINS if terrain not in shown["region"]]
    assert greyed, "the region it entered lacks a terrain it counted"
    for terrain in greyed:
        assert rows[terrain][4] is False  # greyed: no arrow (`draw_stat`)


def test_each_verdict_says_the_region_its_totals_were_taken_in(qtbot, monkeypatch):
    """Each verdict's totals follow the number of the region they were counted in, as
    the track numbers it (4.2.4.b: the terrains of the region it stands on at Dusk), in
    a disc clear of the totals: "(8) 6 vs 5 ▲ 3 vs 5 ▼ 2 vs 4 ▼" for Ninette's
    Companion, whose tally on the board then speaks of region 7."""
    from PySide6.QtGui import QImage, QPainter

    from altered_desktop import dusk_verdicts

    win, _game = played_dusk(qtbot, (1366, 768))
    story = win.table.motion.story
    drawn: list[tuple[QRectF, int]] = []
    real = dusk_verdicts.draw_region_number
    monkeypatch.setattr(dusk_verdicts, "draw_region_number",
                        lambda p, r, n: (drawn.append((QRectF(r), n)), real(p, r, n)))
    area = QRectF(0, 0, 272, 250)
    img = QImage(300, 300, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    dusk_verdicts.paint_verdicts(p, area, story.told, len(story.told), None)
    p.end()
    lay = dusk_verdicts.layout(area, len(story.told))
    # (a moved one's block also says where its marker went, in its first row: review
    # r14 #3, test_dusk_region_agrees)
    went = [(r, n) for r, n in drawn
            if any(r == dusk_verdicts.went_rect(b, lay.px) for b in lay.blocks)]
    drawn = [d for d in drawn if d not in went]
    assert [n for _r, n in went] == [t.end + 1 for t in story.told if t.moved]
    assert [n for _r, n in drawn] == [t.start + 1 for t in story.told]
    assert any(t.moved for t in story.told)
    for (disc, _n), block, t in zip(drawn, lay.blocks, story.told, strict=True):
        line, _each, _d = dusk_verdicts.totals_row(block, lay.px, len(t.counted))
        assert block.contains(disc) and disc.right() < line.left()


def painted_rows(table):  # type: ignore[no-untyped-def]
    """For each Expedition on the board now: (player, exp) -> (the number of its cards
    the table draws in its row, its painted totals as {terrain: (mine, theirs)})."""
    ops = table._list_board()
    marks = table._marks()
    gone = marks.moving - marks.fading  # a card fading out where it stood is still shown
    out = {}
    for it in table.items:
        if it.kind != "expedition":
            continue
        box = stats_box(it.rect)
        totals = {op.key[1]: (op.key[2], op.key[3]) for op in ops
                  if op.key[0] == "exp_stat" and box.contains(op.bounds.center())}
        shown = sum(1 for c in it.extra.get("cards") or [] if c["oid"] not in gone)
        out[it.player, it.exp] = (shown, totals)
    return out


@pytest.mark.parametrize("size", SIZES)
def test_a_row_emptied_at_night_shows_nights_totals(qtbot, size):
    """Review r18 #3: while Night's cards left, "no cards" sat beside "1 vs 4 ▼" on
    Lithium's Hero, and Ninette's Hero read "4 vs 1" with its card gone.  Frame by
    frame of Night, a row that shows none of its cards paints the totals of the game
    after Night (nothing left to count), and each pair of facing rows reads the same
    numbers from both sides ("a vs b" on one, "b vs a" on the other)."""
    win, game = played_dusk(qtbot, size)
    show, table = win.table.motion, win.table
    seen_empty = set()
    steps = 80
    for k in range(steps + 1):
        t = table_motion.DUSK_SHARE + (table_motion.NIGHT_GLIDE + 0.05) * k / steps
        _at(show, t)
        if not show.running:
            break
        rows = painted_rows(table)
        # the game as it is after Night (the show draws its own board over it)
        now = {(pv["index"], exp): x for pv in table.view["players"]
               for exp, x in pv["expeditions"].items()}
        for (player, exp), (shown, totals) in rows.items():
            if shown == 0:
                seen_empty.add((player, exp))
                assert {terrain: m for terrain, (m, _t) in totals.items()} == \
                    now[player, exp]["stats"], \
                    (size, round(t, 3), player, exp, totals)
            facing = rows.get((1 - player, exp))
            if facing is not None:
                assert {terrain: th for terrain, (_m, th) in totals.items()} == \
                    {terrain: m for terrain, (m, _t) in facing[1].items()}, \
                    (size, round(t, 3), player, exp, totals, facing[1])
    # the review's scene: both Heroes emptied while the show still runs
    assert {(0, "hero"), (1, "hero")} <= seen_empty, seen_empty
