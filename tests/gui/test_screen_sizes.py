"""Screenshots at the sizes players use (issue #14, defects 2 and 3, "scales with the
window"): at 1366×768, 1920×1080, 2560×1440 and at device pixel ratio 2, no card name is
cut short in the hand or the zoom, hand cards are big enough for 10 px text, and nothing
of the table or the prompt panel lies outside the window.  Each screenshot is written to
the test's folder (and to $ALTERED_SHOTS when set, to look at them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window, play
from tests.gui.layout_check import floor_problems, problems

ROOT = Path(__file__).resolve().parents[2]
# (window size, as a maximised window of that screen leaves it: the title bar and a panel)
SIZES = {"1280x720": (1280, 660), "1366x768": (1366, 708), "1920x1080": (1920, 1020),
         "2560x1440": (2560, 1380), "3840x2160": (3840, 2100)}


def _game() -> Game:
    # Lyra's starter deck holds the longest names of the starters
    return Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=3,
                    names=("Ninette", "Lithium"))


def _shot(win, name: str, tmp_path: Path) -> Path:  # type: ignore[no-untyped-def]
    path = tmp_path / f"{name}.png"
    assert win.grab().save(str(path))
    shots = os.environ.get("ALTERED_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        win.grab().save(str(Path(shots) / path.name))
    return path


@pytest.mark.parametrize("size", sorted(SIZES))
def test_table_is_legible_and_inside_the_window(qtbot, tmp_path, size):
    win = make_window(qtbot, _game(), Mode.HOTSEAT, handoff=False)
    win.resize(*SIZES[size])
    play(win, 4)  # Mana set up by both, the first turn: a full hand
    win.refresh()
    qtbot.wait(20)
    assert win.table.view is not None
    hand = [i for i in win.table.items if i.kind == "card" and i.card
            and i.card.get("zone") == "hand" and i.player == win.table.bottom]
    assert len(hand) >= 2
    assert problems(win) == []
    # the zoom of every hand card fits the table too (hover each one)
    for it in hand:
        win.table.hover = it
        win.table.update()
    path = _shot(win, f"table-{size}", tmp_path)
    assert path.stat().st_size > 20_000  # a drawn table, not a blank window


@pytest.mark.parametrize("size", ["1366x768", "1920x1080", "2560x1440", "3840x2160"])
def test_cards_in_play_hold_the_review_floor(qtbot, tmp_path, size):
    """../shared/docs/table-review.md, measurable floor (issue #23): a day-3 hotseat
    table with three or more Characters in each Expedition, boosts, counters, Landmarks
    and Reserves, seen by one seat behind hand-off screens: every name of up to 20
    characters whole on the cards in play, their digits at least 14 px, boosts and
    counters covering neither, no text under 11 px, no face of the other hand."""
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.resize(*SIZES[size])
    win.handoff.reveal_button.click()
    win.refresh()
    qtbot.wait(20)
    in_play = [i for i in win.table.items if i.kind == "card" and i.card
               and i.card.get("zone") == "expedition"]
    assert len(in_play) >= 12
    assert problems(win) == []
    assert floor_problems(win) == []
    _shot(win, f"floor-{size}", tmp_path)


def test_the_floor_check_sees_a_cut_name_and_small_digits(qtbot):
    """The check itself: cards in play squeezed to a strip fail it."""
    from PySide6.QtCore import QRectF

    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game(), Mode.HOTSEAT)
    win.resize(1366, 708)
    win.refresh()
    for it in win.table.items:
        if it.kind == "card" and it.card and it.card.get("zone") == "expedition":
            it.rect = QRectF(it.rect.left(), it.rect.top(), 40, 40)
    found = floor_problems(win)
    assert any("is cut" in f for f in found) and any("digits" in f for f in found)


def test_cards_grow_with_the_window(qtbot):
    win = make_window(qtbot, _game(), Mode.HOTSEAT, handoff=False)
    play(win, 4)
    heights = []
    for size in ("1366x768", "1920x1080", "2560x1440"):
        win.resize(*SIZES[size])
        win.refresh()
        hand = [i for i in win.table.items if i.kind == "card" and i.card
                and i.card.get("zone") == "hand" and i.player == win.table.bottom]
        heights.append(hand[0].rect.height())
    assert heights[0] < heights[1] < heights[2], heights


def test_window_opens_fitted_to_a_small_screen(qtbot):
    from altered_desktop.main_window import MainWindow

    win = MainWindow(handoff=False)
    qtbot.addWidget(win)
    avail = win.screen().availableGeometry()
    assert win.width() <= avail.width() and win.height() <= avail.height()
    win.show()
    assert win.isMaximized()  # a first start opens maximised (issue #23)


CHILD = """
import json, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, {root!r})
import altered_desktop
from PySide6.QtWidgets import QApplication
app = QApplication([])
from altered_desktop.main_window import MainWindow
from altered_desktop.session import GameSession, Mode
from altered_desktop.smoke import scripted_step
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.layout_check import floor_problems, problems
from tools.table_scenes import day3_game
from tests.gui.layout_check import floor_problems
game = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=3, names=("N", "L"))
win = MainWindow(GameSession(game, Mode.HOTSEAT), handoff=False)
from PySide6.QtCore import Qt
win.setWindowState(Qt.WindowState.WindowNoState)
win.resize(1920, 1020)
win.show()
for _ in range(4):
    app.processEvents()
    scripted_step(win)
win.refresh()
app.processEvents()
img = win.grab()
img.save({png!r})
first = problems(win)
win.set_session(GameSession(day3_game(), Mode.HOTSEAT))
win.refresh()
app.processEvents()
floor = floor_problems(win)
print(json.dumps({{"dpr": win.devicePixelRatioF(), "problems": first, "floor": floor,
                  "pixels": [img.width(), img.height()]}}))
"""


def test_table_at_device_pixel_ratio_2(tmp_path):
    """A 4K screen at 200 %: the same logical layout, drawn on twice the pixels."""
    png = tmp_path / "table-scale2.png"
    env = dict(os.environ, QT_SCALE_FACTOR="2", ALTERED_DESKTOP_DATA=str(tmp_path / "d"))
    out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), png=str(png))],
                         capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["dpr"] == 2
    assert result["problems"] == []
    assert result["floor"] == []
    assert result["pixels"][0] >= 3000  # drawn at full resolution
    shots = os.environ.get("ALTERED_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        (Path(shots) / png.name).write_bytes(png.read_bytes())



def test_rows_fill_the_table_exactly_at_every_height():
    from altered_desktop.table_layout import HAND_ROW_PX, table_rows

    for h in (540, 600, 660, 720, 900, 1020, 1380, 2100):
        for opp_open in (False, True):
            rows = table_rows(h, opp_open=opp_open)
            assert sum(share for _y, share in rows.values()) == pytest.approx(1.0)
            tops = sorted(rows.values())
            for (y, share), (ny, _s) in zip(tops, tops[1:], strict=False):
                assert y + share == pytest.approx(ny)  # no gap, no overlap
            # the hand row keeps its least height wherever 30 % of the table allows
            assert rows["own_hand"][1] * h >= min(HAND_ROW_PX, 0.3 * h) - 0.01
            # the Expeditions are the table's main content: each row is the tallest
            assert rows["own_exp"][1] > rows["own_base"][1]
            assert rows["opp_exp"][1] > rows["opp_base"][1]


def test_rows_do_not_depend_on_what_the_zones_hold():
    """Review r13 #12 (the board jumped between phases): the rows are the same whatever
    the zones hold; only a crowded Reserve or Expedition borrows room (`own_grow`,
    `own_exp_least`), and the opponent's hand shown open (teaching) gets a row."""
    from altered_desktop.table_layout import table_rows

    plain = table_rows(700)
    assert table_rows(700, own_grow=40)["own_base"][1] > plain["own_base"][1]
    assert table_rows(700, own_exp_least=300)["own_exp"][1] > plain["own_exp"][1]
    assert table_rows(700, opp_open=True)["opp_hand"][1] > plain["opp_hand"][1]


def _night_cleanup(qtbot, size: str):  # type: ignore[no-untyped-def]
    """The day-3 table after both pass: Dusk, Rest sends the Expeditions home, and at
    Night's Clean-up (4.2.5.c) Ninette has six cards in a Reserve that keeps two."""
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=False)
    win.resize(*SIZES[size])
    for _ in range(40):
        d = game.pending
        if d is not None and d.kind == "cleanup" and d.player == 0:
            break
        assert d is not None
        win.submit("pass" if d.kind == "turn" else d.options[0].id)
    win.refresh()
    qtbot.wait(20)
    assert win.table.bottom == 0
    return win


@pytest.mark.parametrize("size", ["1366x768", "1920x1080", "2560x1440"])
def test_a_full_reserve_at_night_reads_whole(qtbot, tmp_path, size):
    """Review round 3 #3: an overfull Reserve at Clean-up, when its player chooses what
    to keep, wraps onto two rows of tiles instead of squeezing into slivers: every name
    of up to 20 characters whole, statistics' digits at least 14 px, no tile over
    another, and nothing else on the table breaks the floor."""
    from altered_desktop import card_tile, table_paint

    win = _night_cleanup(qtbot, size)
    reserve = [i for i in win.table.items if i.kind == "card" and i.card
               and i.card.get("zone") == "reserve" and i.player == 0]
    assert len(reserve) > 4
    for it in reserve:
        name = it.card["name"]
        stats = it.card.get("stats")
        if it.extra.get("listed"):  # a line of a list: its name whole, its statistics
            _g, pills, _t, _r, px, shown = table_paint.listed_layout(it.rect, it.card)
            assert px >= 11 and (shown.startswith(name) or len(name) > 20), shown
            assert len(pills) == (3 if stats else 0)
            continue
        if len(name) <= 20:
            assert card_tile.fully_shown(name, it.rect), (name, it.rect)
        if stats:
            assert card_tile.stat_px(it.rect) >= 14 and card_tile.digits_fit(it.rect, stats), \
                (name, it.rect)
    for a in reserve:
        for b in reserve:
            if a is not b:
                assert not a.rect.intersects(b.rect), (a.card["name"], b.card["name"])
    # a grid (one or two rows of tiles, or columns of lines), not a fan
    assert not any("shown_w" in i.extra for i in reserve)
    assert problems(win) == []
    assert floor_problems(win) == []
    _shot(win, f"night-reserve-{size}", tmp_path)


def test_the_other_players_full_reserve_wraps_when_yours_does_not(qtbot):
    """One Reserve on two rows, the bottom one first: with the bottom Reserve kept to
    two, the other player's eight cards wrap instead, each name whole."""
    from altered_desktop import card_tile
    from altered_desktop.table_layout import place

    win = _night_cleanup(qtbot, "1366x768")
    view = dict(win.table.view)
    players = [dict(pv) for pv in view["players"]]
    players[0]["reserve"] = players[0]["reserve"][:2]
    view["players"] = players
    from altered_desktop import table_paint

    placement = place(view, 0, {}, win.table.width(), win.table.height(), 1.0)
    top = [i for i in placement.items if i.kind == "card" and i.card
           and i.card.get("zone") == "reserve" and i.player == 1]
    assert len(top) > 4
    assert not any("shown_w" in i.extra for i in top)  # not fanned
    for it in top:
        if it.extra.get("listed"):
            *_parts, shown = table_paint.listed_layout(it.rect, it.card)
            # the floor (../shared/docs/table-review.md): names up to 20 characters whole
            assert shown.startswith(it.card["name"]) or len(it.card["name"]) > 20, shown
        elif len(it.card["name"]) <= 20:
            assert card_tile.fully_shown(it.card["name"], it.rect), it.card["name"]


def test_a_full_reserve_that_cannot_wrap_keeps_names_and_statistics(qtbot):
    """Both Reserves full at Night on a short table (1366x708, the screen less a task
    bar): the bottom one wraps.  The other, with no height left for a second row of
    tiles, is a list when its lines keep a readable height, else a fan; either way no
    name is cut to a word and no statistic hidden (review r4 #4: fanned, it read "Ordis
    Spy", "Kakoba,", "The" with seven of eight water statistics hidden)."""
    from altered_desktop import table_paint

    win = _night_cleanup(qtbot, "1366x768")
    top = [i for i in win.table.items if i.kind == "card" and i.card
           and i.card.get("zone") == "reserve" and i.player == 1]
    assert len(top) > 4
    ops = win.table._list_board()
    if all(i.extra.get("listed") for i in top):
        for a in top:
            for b in top:
                if a is not b:
                    assert not a.rect.intersects(b.rect), (a.card["name"], b.card["name"])
        for it in top:
            _gems, pills, _tag, _room, px, shown = table_paint.listed_layout(it.rect, it.card)
            assert px >= 11
            if it.card.get("stats"):
                assert len(pills) == 3  # and names up to 20 characters whole (the floor)
                assert shown == it.card["name"] or len(it.card["name"]) > 20, shown
        listed = {op.bounds.getRect() for op in ops if op.key[0] == "listed"}
        assert all(it.rect.adjusted(-3, -3, 3, 3).getRect() in listed for it in top)
        return
    covered = [i for i in top if "shown_w" in i.extra]
    assert len(covered) == len(top) - 1
    tabs = {op.key[1] for op in ops if op.key[0] == "tile_tab"}
    assert tabs >= {i.card["name"] for i in covered}
    # each covered card's three statistics written again in the strip left in sight
    stat_tabs = [op.key for op in ops if op.key[0] == "stat_tab"]
    hidden = [i for i in covered if i.card.get("stats")
              and table_paint.stat_tab_rect(i.rect, i.extra["shown_w"]) is not None]
    assert len(hidden) == len([i for i in covered if i.card.get("stats")])
    assert sorted(k[1] for k in stat_tabs) == sorted(tuple(i.card["stats"]) for i in hidden)
