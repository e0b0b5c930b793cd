"""The end-of-game screen (issue #14): the winner, the decisive Dusk, a chart of both
players' Expedition distances day by day, cards played per day; rematch, save, the log."""

from __future__ import annotations

import random

import pytest

from altered_desktop.game_summary import summarise
from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def _finished_window(qtbot):  # type: ignore[no-untyped-def]
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3,
                    names=("Ninette", "Lithium"))
    rng = random.Random(1)
    while game.pending is not None and len(game.answers) < 2000:
        game.answer(random_answer(game.pending, rng))
    assert game.over
    return make_window(qtbot, game, Mode.HOTSEAT), game


def test_summary_of_a_finished_game():
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    rng = random.Random(1)
    while game.pending is not None:
        game.answer(random_answer(game.pending, rng))
    s = summarise(game)
    view = game.view(None)
    assert s.winner == view["winner"] and s.days == view["day"]
    # one point per day plus the start, all starting at 0, never going back (4.2.4)
    assert len(s.distances) == s.days + 1
    assert s.distances[0] == [(0, 0), (0, 0)]
    for before, after in zip(s.distances, s.distances[1:], strict=False):
        for p in (0, 1):
            assert after[p][0] >= before[p][0] and after[p][1] >= before[p][1]
    # the final distances are those of the view: the chart ends where the game did
    final = [tuple(p["expeditions"][e]["distance"] for e in ("hero", "companion"))
             for p in view["players"]]
    assert s.distances[-1] == final
    # cards played per day add up to the log's plays
    plays = sum(1 for e in game.log if e.rule == "5.1.2" and e.text.startswith("plays "))
    assert sum(map(sum, s.plays)) == plays and len(s.plays) == s.days
    assert any("wins" in line for line in s.decisive)
    assert any("Expedition" in line for line in s.decisive)


def test_game_over_screen_shows_the_summary_and_offers_a_rematch(qtbot, tmp_path, monkeypatch):
    win, game = _finished_window(qtbot)
    screen = win.game_over
    assert screen.isVisible()
    assert "wins" in screen.heading.text()
    assert f"day {game.view(None)['day']}" in screen.decisive.text()
    assert screen.chart.summary is not None and screen.chart.isVisibleTo(screen)
    # cards played: a row per player (review r7 #18), a column per day, each count
    # beside its bar and the totals (review r15 #14)
    s = screen.summary
    plays = screen.plays
    assert plays.summary is s and plays.isVisibleTo(screen)
    for player, name in enumerate(s.names):
        counts = [day[player] for day in s.plays]
        assert f"{name}: {', '.join(map(str, counts))} (total {sum(counts)})" in plays.text()
    # save
    path = tmp_path / "done.json"
    monkeypatch.setattr("altered_desktop.main_window.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(path), ""))
    screen.save_button.click()
    assert path.exists()
    # the log
    screen.log_button.click()
    assert not screen.isVisible() and win.log_dock.isVisible()
    # rematch: same players and decks, a new game from its start
    win.game_over.show()
    screen.rematch_button.click()
    assert win.game is not game and not win.game.over
    assert [p["name"] for p in win.game.view(None)["players"]] == ["Ninette", "Lithium"]
    assert [d.name for d in win.game.decks] == [d.name for d in game.decks]
    assert not win.game_over.isVisible()


def test_headline_and_chart_give_the_same_numbers(qtbot):
    """The win is decided on the two Expeditions' distances added up (4.2.5.d): the chart
    plots those sums, so the headline's "7 regions to 4" is where its lines end, and the
    line at which Expeditions meet is on its scale."""
    import re

    from altered_desktop.game_summary import MEET

    win, game = _finished_window(qtbot)
    screen = win.game_over
    s = screen.chart.summary
    # review r10 #7: each player's distance said as the sum it is, Expedition by
    # Expedition, the winner's first
    said = re.findall(r"hero (\d+) \+ companion (\d+) = (\d+) regions", screen.sub.text())
    assert len(said) == 2, screen.sub.text()
    (wh, wc, winner), (lh, lc, loser) = [tuple(map(int, x)) for x in said]
    assert wh + wc == winner and lh + lc == loser
    assert s.distances[-1][s.winner] == (wh, wc)
    assert s.distances[-1][1 - s.winner] == (lh, lc)
    last = s.totals()[-1]
    assert last[s.winner] == winner and last[1 - s.winner] == loser
    assert all(t == h + c for day, sums in zip(s.distances, s.totals(), strict=True)
               for (h, c), t in zip(day, sums, strict=True))
    ticks = screen.chart.ticks()
    assert ticks[0] == 0 and ticks[-1] >= max(MEET, winner)
    assert len({b - a for a, b in zip(ticks, ticks[1:], strict=False)}) == 1  # one step
    # the hover text gives one day Expedition by Expedition, adding up to the total
    h, c = s.distances[-1][s.winner]
    assert f"hero {h} + companion {c} = {winner}" in screen.chart.day_text(s.days)
    chart = screen.chart
    assert chart.day_at(chart.point(s.days, 0).x()) == s.days
    assert chart.day_at(chart.point(0, 0).x()) == 0


def test_decisive_dusk_is_centred_and_the_chart_takes_the_room(qtbot):
    win, _game = _finished_window(qtbot)
    screen = win.game_over
    for w, h in ((1366, 768), (1920, 1080)):
        screen.resize(w, h)
        screen.layout().activate()
        screen.decisive_row.layout().activate()
        block = screen.decisive.geometry().translated(screen.decisive_row.pos())
        assert abs(block.center().x() - screen.width() / 2) <= 3, (w, block)
        # no Dusk line folds onto a second line at 1366 (the block is wide enough)
        assert screen.decisive.width() >= 600
        # the chart grows with the window rather than leaving felt below the buttons
        assert screen.chart.height() >= min(0.3 * h, screen.chart.maximumHeight()), (w, h)


def test_log_lines_name_the_actor_once_and_start_with_a_capital():
    from altered_desktop.log_text import entry_line
    from engine.messages import msg

    moved = msg("{player}'s hero Expedition moves forward to region {region}",
                player="Ninette", region=5)
    assert entry_line("Ninette", moved) == "Ninette's hero Expedition moves forward to region 5"
    assert entry_line("Ninette", msg("passes")) == "Ninette: passes"
    assert entry_line(None, msg("both players have passed: the Afternoon ends")) == \
        "Both players have passed: the Afternoon ends"
    # a name that merely begins like the actor's is not taken for it
    assert entry_line("Lyra", "Lyranne plays") == "Lyra: Lyranne plays"


def test_one_statement_of_the_victory_and_each_expedition_plotted(qtbot):
    """Review r6 #17: the headline said "Lithium travelled further (7 regions to 4)" while
    the chart's line said "7: a player's two Expeditions meet — the game ends", two
    reasons for one end (4.2.5.d: the game ends once a player's Expeditions meet, and the
    player who travelled further wins); and the chart gave only each player's sum.  The
    headline now says both in one sentence, and each Expedition has its own line: a
    triangle marks the hero Expedition, a diamond the companion, at their own values."""
    from altered_desktop.game_summary import MEET, victory_sentence

    win, _game = _finished_window(qtbot)
    screen = win.game_over
    s = screen.chart.summary
    last = s.totals()[-1]
    who = s.names[s.winner]
    assert last[s.winner] >= MEET > last[1 - s.winner]
    (wh, wc), (lh, lc) = s.distances[-1][s.winner], s.distances[-1][1 - s.winner]
    other = s.names[1 - s.winner]
    # a sum over the meeting point: the Expeditions crossed (4.2.5.d), no overshoot
    met = "met and crossed" if last[s.winner] > MEET else "met"
    assert screen.sub.text() == (
        f"{who}'s two Expeditions {met} on day {s.days}, which ends the game: {who} "
        f"travelled further.\n{who}: hero {wh} + companion {wc} = {last[s.winner]} regions, "
        f"against {other}: hero {lh} + companion {lc} = {last[1 - s.winner]} regions.")
    assert victory_sentence(s) == screen.sub.text()
    chart = screen.chart
    chart.resize(1200, 300)
    series = chart.expedition_marks()
    assert sorted((pl, w) for pl, w, _pts in series) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    for player, which, pts in series:
        assert len(pts) == s.days + 1
        for d, pt in enumerate(pts):
            value = s.distances[d][player][which]
            at = chart.expedition_point(which, d, value)  # in its own panel (r8 #16)
            assert abs(pt.y() - at.y()) < 0.01, (player, which, d)
            assert abs(pt.x() - at.x()) <= 12  # beside its day at most
    # two Expeditions on one value at one day stand apart, not on top of each other
    for d in range(s.days + 1):
        spots = [(round(pts[d].x(), 1), round(pts[d].y(), 1)) for _p, _w, pts in series]
        assert len(set(spots)) == len(spots), d


def test_a_game_won_in_the_arena_keeps_the_engines_reason():
    """A tiebreak (4.3) is not won by meeting first: no "met" statement is made up."""
    from altered_desktop.game_summary import Summary, victory_sentence

    tie = Summary(["Ninette", "Lithium"], 0, "wins the tiebreaker", 8,
                  distances=[[(0, 0), (0, 0)], [(4, 3), (3, 4)]])
    assert victory_sentence(tie) is None


def test_a_sum_past_the_meeting_point_is_said_to_have_crossed(qtbot):  # (a QApplication)
    """Review r10 #7 / 4.2.5.d: a sum of 7 means the two Expeditions stand on one region,
    more means they crossed; both end the game.  The headline says which, with each
    sum spelled out, and the chart's line is named the meeting point."""
    from altered_desktop.end_of_game import DistanceChart
    from altered_desktop.game_summary import MEET, Summary, victory_sentence

    def ended(hero: int, companion: int) -> str:
        s = Summary(["Ninette", "Lithium"], 0, "", 3,
                    distances=[[(0, 0), (0, 0)], [(hero, companion), (2, 1)]])
        text = victory_sentence(s)
        assert text is not None
        return text

    crossed = ended(4, 4)
    assert "met and crossed on day 3" in crossed
    assert "Ninette: hero 4 + companion 4 = 8 regions" in crossed
    assert "Lithium: hero 2 + companion 1 = 3 regions" in crossed
    on_one_region = ended(4, 3)
    assert "two Expeditions met on day 3" in on_one_region
    assert "hero 4 + companion 3 = 7 regions" in on_one_region
    label = DistanceChart().meet_label()
    assert label.startswith("Meeting point:") and f"{MEET} or more" in label
    assert "crossed" in label


def _plays_summary():  # type: ignore[no-untyped-def]
    from altered_desktop.game_summary import Summary

    return Summary(["Ninette", "Lithium"], 0, "", 7,
                   distances=[[(0, 0), (0, 0)]] * 8,
                   plays=[[1, 1], [1, 2], [2, 3], [2, 3], [2, 2], [3, 0], [2, 3]])


@pytest.mark.parametrize("width", [1286, 1840])
def test_cards_played_day_by_day_are_counts_beside_bars_in_columns(qtbot, width):
    """Review r15 #14: "Cards played, day by day" was a bare grid of small numbers.
    Each count now stands in its day's column under a "Day n" header, right-aligned,
    beside a bar in its player's colour as long as the count, with each player's
    total; nothing overlaps, and the text is 13 px or more."""
    from PySide6.QtGui import QFontMetrics

    from altered_desktop import theme
    from altered_desktop.plays_by_day import HEAD_PX, TEXT_PX, PlaysByDay

    w = PlaysByDay()
    qtbot.addWidget(w)
    w.resize(width, 100)
    s = _plays_summary()
    w.show_summary(s)
    assert min(TEXT_PX, HEAD_PX) >= 13
    days = len(s.plays)
    # the columns line up: a day's cells share their left edge, row after row
    for d in range(1, days + 2):
        assert len({round(w.cell(r, d).left(), 3) for r in range(3)}) == 1
    # cells never overlap, all inside the widget
    for r in range(3):
        cells = [w.cell(r, c) for c in range(days + 2)]
        for a, b in zip(cells, cells[1:], strict=False):
            assert a.right() <= b.left() + 0.01
        assert cells[0].left() >= 0 and cells[-1].right() <= w.width()
    # the header's "Day n" fits its cell
    fm = QFontMetrics(theme.font(HEAD_PX, bold=True))
    assert fm.horizontalAdvance("Day 7") <= w.cell_width()
    # bars as long as their counts, none for a zero; 3 is the longest
    for player in (0, 1):
        for d in range(1, days + 1):
            n = s.plays[d - 1][player]
            bar = w.bar(player, d)
            assert abs(bar.width() - w.bar(0, 6).width() * n / 3) < 0.01
            assert bar.left() >= w.number_rect(player, d).right()
            assert w.cell(1 + player, d).contains(bar) or n == 0
    assert w.bar(1, 6).width() == 0 and w.bar(0, 6).width() >= 18
    # painted: the longest bar in the first player's colour, the empty cell not
    img = w.grab().toImage()
    gold = theme.player_colour(0)
    c = w.bar(0, 6).center().toPoint()
    got = img.pixelColor(c)
    assert abs(got.red() - gold.red()) + abs(got.green() - gold.green()) < 30, got.name()
    e = w.cell(2, 6)
    empty = img.pixelColor(int(e.right() - 8), int(e.center().y()))
    blue = theme.player_colour(1)
    assert abs(empty.red() - blue.red()) + abs(empty.green() - blue.green()) \
        + abs(empty.blue() - blue.blue()) > 90, empty.name()
    # the totals, in words too (the accessible name)
    assert "Ninette: 1, 1, 2, 2, 2, 3, 2 (total 13)" in w.text()
    assert "Lithium: 1, 2, 3, 3, 2, 0, 3 (total 14)" in w.text()


def _r15_summary():  # type: ignore[no-untyped-def]
    """The review r15 end screen's game: Ninette's and Lithium's hero Expeditions
    equal on day 1 and day 4, the totals equal at the start and on day 1."""
    from altered_desktop.game_summary import Summary

    hero = [(0, 0), (1, 1), (2, 1), (2, 1), (2, 2), (3, 2), (3, 2), (4, 2)]
    comp = [(0, 0), (0, 0), (0, 1), (1, 1), (2, 1), (3, 1), (3, 1), (4, 1)]
    days = [[(h[0], c[0]), (h[1], c[1])] for h, c in zip(hero, comp, strict=True)]
    return Summary(["Ninette", "Lithium"], 0, "", 7, distances=days, plays=[[1, 1]] * 7)


def _near_segment(pt, a, b) -> float:  # type: ignore[no-untyped-def]
    """The distance from `pt` to the segment a-b."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    k = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((pt.x() - a.x()) * dx
                                                      + (pt.y() - a.y()) * dy)
                                               / (dx * dx + dy * dy)))
    return float(((a.x() + k * dx - pt.x()) ** 2 + (a.y() + k * dy - pt.y()) ** 2) ** 0.5)


@pytest.mark.parametrize("width", [1286, 1840])
def test_the_charts_zero_start_and_marks_stand_clear_of_one_another(qtbot, width):
    """Review r15 #14: the value axis's "0" ran into the "start" under it and the first
    marks, and in the Hero panel Lithium's line ran through Ninette's day-4 mark (the
    lines went through the day's middle, the marks stood aside).  The start's column
    stands right of the axis; each line goes through its own marks, and a rising line
    never through the other player's."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetrics

    from altered_desktop import theme
    from altered_desktop.end_of_game import MARK_HALF, DistanceChart

    chart = DistanceChart()
    qtbot.addWidget(chart)
    chart.resize(width, 240)
    s = _r15_summary()
    chart.show_summary(s)
    fm = QFontMetrics(theme.font(12))
    panels = [(chart.plot_rect(), chart.ticks(), chart.marks(), s.totals())]
    for which in (0, 1):
        panels.append((chart.expedition_rect(which), chart.expedition_ticks(),
                       [pts for _p, w, pts in chart.expedition_marks() if w == which],
                       [[pair[which] for pair in day] for day in s.distances]))
    for r, ticks, marks, vals in panels:
        bottom = chart._at(r, ticks[-1], 0, 0)
        zero_box = chart.value_label_rect(r, bottom.y())
        zero = QRectF(zero_box.right() - fm.horizontalAdvance("0"), bottom.y() - 6,
                      fm.horizontalAdvance("0"), 12)
        label = chart.day_labels(r.width(), fm)[0][1]
        start_box = chart.day_label_rect(r, bottom.x())
        tw = fm.horizontalAdvance(label)
        start = QRectF(start_box.center().x() - tw / 2, start_box.top() + 2, tw, 12)
        assert not zero.adjusted(-2, -2, 2, 2).intersects(start), (label, zero, start)
        for player, pts in enumerate(marks):
            h = MARK_HALF[player] + 1
            box = QRectF(pts[0].x() - h, pts[0].y() - h, 2 * h, 2 * h)
            assert not box.intersects(zero.adjusted(-2, -2, 2, 2)), (zero, box)
            assert box.left() > r.left() + 1  # off the value axis
        # each line goes through its own marks (2 px up or down where equal) and a
        # rising line not through the other player's marks
        for player, line in enumerate(chart.player_lines(vals, marks)):
            for vertex, mark in zip(line, marks[player], strict=True):
                assert abs(vertex.x() - mark.x()) < 0.01
                assert abs(vertex.y() - mark.y()) <= chart.APART + 0.01
            for other, spots in enumerate(marks):
                if other == player:
                    continue
                # a level stretch of a line runs along its value, through any mark
                # of that value; a line that rises keeps out of the other's marks
                # (it may graze an edge where it leaves at a shallow slope)
                rising = [(a, b) for k, (a, b) in enumerate(zip(line, line[1:],
                                                                strict=False))
                          if vals[k][player] != vals[k + 1][player]]
                for d, spot in enumerate(spots):
                    near = min(_near_segment(spot, a, b) for a, b in rising)
                    assert near >= MARK_HALF[other] - 2, (r, player, d, near)


@pytest.mark.parametrize("width", [1180, 1286, 1840])
def test_the_small_panels_days_and_first_marks_have_room(qtbot, width):
    """Review r19 #15: in the Hero and Companion panels "start" touched the "1" beside
    it and the start's marks ran into day 1's.  Under every panel two neighbouring days'
    labels stand 10 px apart or more, and no mark of the start touches a mark of day 1
    (4 px of ground between them at least), at 1366 (a chart about 1286 wide) and
    1920."""
    from PySide6.QtGui import QFontMetrics

    from altered_desktop import theme
    from altered_desktop.end_of_game import MARK_HALF, DistanceChart

    chart = DistanceChart()
    qtbot.addWidget(chart)
    chart.resize(width, 240)
    chart.show_summary(_r15_summary())
    fm = QFontMetrics(theme.font(12))
    panels = [(chart.plot_rect(), chart.ticks(), chart.marks())]
    for which in (0, 1):
        panels.append((chart.expedition_rect(which), chart.expedition_ticks(),
                       [pts for _p, w, pts in chart.expedition_marks() if w == which]))
    for r, ticks, marks in panels:
        spans = []
        for d, text in chart.day_labels(r.width(), fm):
            x = chart._at(r, ticks[-1], d, 0).x()
            half = fm.horizontalAdvance(text) / 2
            spans.append((x - half, x + half, text))
        for (_a, right, t1), (left, _b, t2) in zip(spans, spans[1:], strict=False):
            assert left - right >= 10, (width, r, t1, t2, left - right)
        start_right = max(pts[0].x() + MARK_HALF[pl] for pl, pts in enumerate(marks))
        day1_left = min(pts[1].x() - MARK_HALF[pl] for pl, pts in enumerate(marks))
        assert day1_left - start_right >= 4, (width, r, day1_left - start_right)
