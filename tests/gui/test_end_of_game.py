"""The end-of-game screen (issue #14): the winner, the decisive Dusk, a chart of both
players' Expedition distances day by day, cards played per day; rematch, save, the log."""

from __future__ import annotations

import random

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
    # cards played: a small table, a row per player (review r7 #18), a column per day
    from altered_desktop.end_of_game import plays_table

    s = screen.summary
    table = screen.plays.text()
    assert table == plays_table(s) and table.startswith("<table")
    assert table.count("<tr>") == 1 + len(s.names)
    assert table.count("<th") == 1 + s.days
    for player, name in enumerate(s.names):
        row = table.split("<tr>")[2 + player]
        assert name in row
        assert [c.split(">", 1)[1] for c in row.split("</td>")[1:-1]] == [
            str(day[player]) for day in s.plays]
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
