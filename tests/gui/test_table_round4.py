"""The table outside the cards' own painting, after the fresh-eyes review of round 4
(issue #23): Reserves on two rows on both sides, the Discard pile during a Night's
animation, the action list, taking a play back or saying it is committed, confirming a
pass, the region track, the status bar, and the log covered during the hand-off."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, Qt

from altered_desktop import table_layout
from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import first_turn, make_window
from tools.table_scenes import day3_game


def _hero_ability(win, game):  # type: ignore[no-untyped-def]
    """The day-3 scene's Hero quick action ([T]: target a Character you control...)."""
    hero = game.view(0)["players"][0]["hero"]["oid"]
    return next(o for o in win.options_for(hero) if o.detail == "quick")


# ---------------------------------------------------------------- review r4 #9
def test_a_quick_action_asking_a_target_can_be_taken_back_whole(qtbot):
    """After the cost ([T], exhaust me) the target is asked (6.5.b).  The panel keeps the
    ability's words in sight, and Cancel takes the whole action back: the game is
    exactly as before it was chosen (same fingerprint), the Hero ready again."""
    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    before = game.fingerprint()
    answers = list(game.answers)
    opt = _hero_ability(win, game)
    win.submit(opt.id)
    assert win.game.pending.kind == "target"
    assert win.panel.using.isVisible()
    assert "Nevenka" in win.panel.using.text() and "Target" in win.panel.using.text()
    assert win.panel.take_back_button.isVisible()
    assert not win.panel.committed.isVisible()
    # an illegal answer meanwhile is refused and changes nothing (the Cancel stays)
    during = win.game.fingerprint()
    assert not win.submit("t:999999")
    assert win.game.fingerprint() == during
    assert win.panel.take_back_button.isVisible()
    win.panel.take_back_button.click()
    assert win.game.answers == answers
    assert win.game.fingerprint() == before
    assert win.game.pending.kind == "turn"
    assert not win.panel.using.isVisible()


def _game_with_a_play_that_rolls_then_asks():  # type: ignore[no-untyped-def]
    """A game at a turn where some play rolls a die and then asks its player more."""
    import random

    from engine import STARTER_NAMES
    from engine.policies import random_answer

    for deck in STARTER_NAMES:
        for seed in range(6):
            g = Game.new([starter_deck(deck), starter_deck(deck)], seed=seed)
            rng = random.Random(seed)
            for _ in range(300):
                d = g.pending
                if d is None:
                    break
                if d.kind == "turn":
                    for o in d.options:
                        if o.detail not in ("play", "quick"):
                            continue
                        n = len(g.log)
                        trial = g.clone()
                        trial.answer(o.id)
                        nd = trial.pending
                        if nd is not None and nd.player == d.player and nd.kind != "turn" \
                                and any(e.rule in ("7.3.19", "6.2") for e in trial.log[n:]):
                            return g, o.id
                g.answer(random_answer(d, rng))
    raise AssertionError("no play in the starter decks rolls a die and then asks more")


def test_a_play_is_said_committed_once_a_die_has_been_rolled(qtbot):
    """A die rolled since the play was chosen: taking it back would let its player roll
    again, so no Cancel is offered and the panel says the play is committed, and why."""
    game, play_id = _game_with_a_play_that_rolls_then_asks()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.submit(play_id)
    assert win.game.pending.kind != "turn"
    assert win.panel.using.isVisible()
    assert not win.panel.take_back_button.isVisible()
    assert win.panel.committed.isVisible()
    # it names the first thing that came to light (the roll, or what the roll led to)
    text = win.panel.committed.text()
    assert "committed" in text and "came to light (" in text


def test_quiet_rules_leave_out_chance_and_hidden_cards():
    """The events a take-back ignores are never a die, a draw, a shuffle or a reveal."""
    from engine import LogEntry

    for rule in ("7.3.19", "6.2", "3.2.2.d", "7.3.1", "1.2.3.g", "7.3"):
        assert LogEntry(1, "Noon", "A", "rolls a die", rule).brings_news
    assert not LogEntry(1, "Noon", "A", "plays Tanuki from Hand", "5.1.2").brings_news


# ---------------------------------------------------------------- review r4 #19
def test_pass_asks_again_while_cards_can_be_played(qtbot):
    """P once asks; Esc keeps the turn; P twice passes (4.2.3.e)."""
    win, game = first_turn(qtbot)
    answers = list(game.answers)
    win.pass_turn()
    assert game.answers == answers and win.panel.pass_armed
    assert "4.2.3.e" in win.panel.pass_warning.text()
    win._escape()
    assert not win.panel.pass_armed and not win.panel.pass_warning.isVisible()
    win.pass_turn()
    win.pass_turn()
    assert game.answers[-1] == "pass"


def test_pass_without_asking_when_the_setting_is_off(qtbot):
    win, game = first_turn(qtbot)
    win.set_confirm_pass(False)
    try:
        win.pass_turn()
        assert game.answers[-1] == "pass"
    finally:
        win.set_confirm_pass(True)


def test_pass_without_asking_when_nothing_can_be_played(qtbot):
    from engine.decisions import Decision, Option

    win, game = first_turn(qtbot)
    d = Decision(game.pending.player, "turn", "pass?", (Option("pass", "Pass", (), "pass"),))
    win.panel.show_decision(d)
    seen = []
    win.panel.answered.connect(seen.append)
    assert win.panel.request_pass()
    assert seen == ["pass"]


# ---------------------------------------------------------------- hidden cards
@pytest.mark.parametrize("size", [(1366, 708), (1920, 1020)], ids=["drawer", "docked"])
def test_the_log_is_covered_while_the_table_is_handed_over(qtbot, size):
    """Review r4, hidden cards: at 1920 the teaching log stayed in sight during the
    hand-off screen, where a line about the seat that just played (its Mana choice, a
    draw) could be read by the next one.  While the curtain is up, no log line is
    visible anywhere in the window; once the next player shows their table, it is back.
    The same at 1366, where the log is a drawer lying over the table (review r8 §5:
    L stays live on the hand-off screen there; since review r20 #19 L does nothing
    behind the curtain, and the log opened at a table stays covered through the next)."""
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.resize(*size)
    qtbot.wait(50)
    assert win.log_dock.lying_over == (size[0] < 1600)
    assert win.handoff.isVisible()
    win.handoff.reveal_button.click()
    if not win.log_dock.isVisible():
        win.log_dock.toggleViewAction().trigger()  # L, as a player would press it
    assert win.log_dock.isVisible()
    win.submit([o.id for o in game.pending.options[:3]])  # a seat's private Mana choice
    assert win.handoff.isVisible()  # the other seat's turn to set up: hand the table over
    win.log_dock.flush()
    assert win.log_dock.tree.topLevelItemCount() > 0  # the log holds that line
    lines = [it.text(0) for it in win.log_dock.tree.findItems(
        "", Qt.MatchFlag.MatchContains | Qt.MatchFlag.MatchRecursive)]
    assert any("Mana" in line for line in lines)
    assert win.log_dock.covered
    assert not win.log_dock.tree.isVisible()
    assert not win.log_dock.explain.isVisible()
    # and the curtain covers the whole table, the last events' box with it
    assert win.handoff.geometry().contains(win.table.rect())
    win.handoff.reveal_button.click()
    assert not win.log_dock.covered and win.log_dock.tree.isVisible()


# ---------------------------------------------------------------- review r4 #4
def _crowd_both_reserves(view):  # type: ignore[no-untyped-def]
    """The day-3 view with eight cards in one Reserve and six in the other."""
    import copy

    v = copy.deepcopy(view)
    pool = [c for pv in v["players"] for e in pv["expeditions"].values() for c in e["cards"]]
    pool += [c for pv in v["players"] for c in pv["reserve"]]
    assert len(pool) >= 8
    for k, pv in enumerate(v["players"]):
        pv["reserve"] = [dict(c, oid=1000 + 20 * k + i, zone="reserve")
                         for i, c in enumerate((pool * 2)[:8 if k == 0 else 6])]
    return v


def _reserve_tiles(placement, player):  # type: ignore[no-untyped-def]
    return [it for it in placement.items if it.kind == "card" and it.player == player
            and it.card.get("zone") == "reserve"]


def _assert_readable(tiles) -> str:  # type: ignore[no-untyped-def]
    """A crowded Reserve's cards, none over another, each name whole with its three
    statistics: listed, or on two rows of tiles.  Says which."""
    from altered_desktop import card_tile, table_paint

    for a in tiles:
        for b in tiles:
            if a is not b:
                overlap = a.rect.intersected(b.rect)
                assert overlap.width() < 1 or overlap.height() < 1
    if all(t.extra.get("listed") for t in tiles):
        for t in tiles:
            _g, pills, _tag, _nr, px, shown = table_paint.listed_layout(t.rect, t.card)
            assert px >= 11
            if t.card.get("stats"):  # (the floor: names of up to 20 characters whole)
                assert len(pills) == 3
                assert shown == t.card["name"] or len(t.card["name"]) > 20, shown
        return "list"
    assert len({round(t.rect.top()) for t in tiles}) in (1, 2)  # one row or two
    for t in tiles:
        assert t.rect.height() >= table_layout.RESERVE_TILE_LEAST
        if len(t.card["name"]) <= 20:
            assert card_tile.fully_shown(t.card["name"], t.rect), t.card["name"]
    return "rows"


def test_both_crowded_reserves_are_read_whole(qtbot):
    """The opponent's eight-card Reserve read "Ordis Spy", "Kakoba,", "The" with seven of
    eight water statistics hidden, while the player's own wrapped to two rows.  Now
    neither is fanned on a 1366x768 or a 1920x1080 table: each is two rows of tiles,
    or, where the table has not the height for both (1366x768), a list whose lines
    show each name whole and the three statistics; no card covers another."""
    view = _crowd_both_reserves(day3_game().view(0))
    for width, height, kinds in ((1366, 726, {"rows", "list"}), (1590, 1038, {"rows"})):
        for bottom in (0, 1):
            v = dict(view, viewer=bottom)
            pl = table_layout.place(v, bottom, {}, width, height, 1.0)
            for player in (0, 1):
                tiles = _reserve_tiles(pl, player)
                assert len(tiles) == len(view["players"][player]["reserve"])
                assert _assert_readable(tiles) in kinds, (width, bottom, player)


# ---------------------------------------------------------------- review r4 #12
def test_discard_pile_stays_drawn_while_its_top_card_glides_there():
    """At 1366 during a Night's animation a Discard pile vanished: its top card was
    still gliding there, and the pile was left out with it.  The pile now shows the card
    under it (or its empty slot) and one fewer in its count until the card lands."""
    from altered_desktop.table_display import Marks, list_board

    game = day3_game()
    v = game.view(0)
    pv = v["players"][0]
    top = dict(next(c for e in pv["expeditions"].values() for c in e["cards"]),
               zone="discard", oid=4242)
    pv["discard"] = [*pv["discard"], top]
    pl = table_layout.place(v, 0, {}, 1100, 700, 1.0)
    pile = next(it for it in pl.items if it.kind == "discard" and it.player == 0)
    marks = Marks(set(), set(), set(), set(), set(), set(), set(), moving=frozenset({4242}))
    ops = list_board(v, 0, pl, marks)
    shown = [op for op in ops if op.key[0] == "discard"
             and QRectF(op.bounds).intersects(pile.rect)]
    assert shown, "the pile is not drawn at all"
    assert shown[0].key[2] == str(len(pv["discard"]) - 1)


# ---------------------------------------------------------------- "Just now"
def test_last_events_are_wrapped_whole_not_cut(qtbot):
    """Review r4: "Just now" cut a quick action's words at two lines ("(exhaust me):
    Targ…").  Every event shown is wrapped whole, the newest on as many lines as the box
    holds; only the oldest one shown may be cut, and then only after several lines."""
    from altered_desktop import table_paint

    win, game = first_turn(qtbot)  # a QApplication and the theme's fonts
    box = QRectF(1090, 180, 270, 180)  # the 1366x768 table's box
    long = ("Ninette: uses Nevenka & Blotch's quick action: (exhaust me): Target a "
            "Character you control, then roll a die. On a 4+, it gains 2 boosts; on a "
            "1-3, it gains 1 boost.")
    older = ["Ninette: plays Tanuki from Hand", "Lithium: passes"]
    out = table_paint.recent_layout(box, (*older, long))
    rows, newest = out[-1][1], out[-1][2]
    assert newest and len(rows) > 2
    assert " ".join(rows).split() == long.split()
    for _rect, lines, _n in out:
        assert not any(line.endswith("…") for line in lines)
    # the boxes do not overlap and stay inside the box
    for (a, _, _), (b, _, _) in zip(out, out[1:], strict=False):
        assert a.bottom() <= b.top()
    assert out[-1][0].bottom() <= box.bottom()
    # a long event followed by others: whole, or (the oldest shown) cut after 3 lines
    for n in range(1, 8):
        out = table_paint.recent_layout(box, (long, *["Lithium: passes"] * n))
        for k, (_rect, lines, _newest) in enumerate(out):
            if any(line.endswith("…") for line in lines):
                assert k == 0 and len(lines) >= table_paint.RECENT_MOST_LINES


# ---------------------------------------------------------------- review r4 #11, #21
def test_markers_are_big_enough_to_find_at_1366():
    """Review r4 #11: the H/C markers were 20 px discs perched on tile edges; at the
    1366x768 table they are now pawns of over a quarter of a tile's height, standing
    whole in the tile's band (review r9 #1: bigger ones hung half off the tile)."""
    from altered_desktop.table_display import marker_rect

    v = day3_game().view(0)
    pl = table_layout.place(v, 0, {}, 1366, 726, 1.0)
    regions = [i for i in pl.items if i.kind == "region"]
    for own in (True, False):
        for exp in ("hero", "companion"):
            m = marker_rect(regions, pl.track_rect, 3, exp, own)
            assert m.width() >= 26, m
            assert m.width() >= regions[3].rect.height() * 0.28
            assert regions[3].rect.contains(m)


def test_the_thinking_banner_covers_no_zone(qtbot):
    """Review r4 #21: "Lithium is thinking…" sat over the Landmarks frame; it now goes in
    the opponent's hand strip, over felt."""
    from PySide6.QtCore import QRect, QSize

    win, game = first_turn(qtbot)
    win.resize(1366, 768)
    qtbot.wait(10)
    size = QSize(200, 26)
    spot = QRect(win.table.banner_spot(size), size)
    assert QRectF(win.table.rect()).contains(QRectF(spot))
    for it in win.table.items:
        if it.kind in ("zone", "mana", "deck", "discard", "card", "back", "region",
                       "expedition", "toplabel"):
            assert not QRectF(spot).intersects(it.rect), (it.kind, it.label, it.rect)


def test_the_status_bar_text_keeps_off_the_window_edge(qtbot):
    """Review r4 #21: "Hotseat · Day 3 · Afternoon" ended at the window's last pixel."""
    win, game = first_turn(qtbot)
    label = win.status_label
    assert label.contentsMargins().right() >= 10


def test_the_log_says_which_end_region_numbers_count_from(qtbot):
    """Review r4 #11: "moves forward to region 5" for both players' Expeditions read as
    two places counted from opposite ends; a region entry's explanation says the count
    starts at the Hero region for both players, as the track's tiles are numbered."""
    from altered_desktop.log_dock import LogDock
    from engine.log import LogEntry

    dock = LogDock()
    qtbot.addWidget(dock)
    moved = LogEntry(2, "Dusk", "Lithium", "Lithium's hero Expedition moves forward to region 5",
                     "7.3.17")
    played = LogEntry(2, "Afternoon", "Lithium", "plays Tanuki from Hand", "5.1.2")
    dock.rebuild([played, moved])
    items = [dock.tree.topLevelItem(0)]
    leaves = []
    while items:
        it = items.pop()
        if it.childCount() == 0:
            leaves.append(it)
        items += [it.child(k) for k in range(it.childCount())]
    by_text = {leaf.text(0): leaf for leaf in leaves}
    dock._clicked(next(v for k, v in by_text.items() if "region 5" in k), 0)
    assert "numbered from the Hero region" in dock.explain.text()
    dock._clicked(next(v for k, v in by_text.items() if "Tanuki" in k), 0)
    assert "numbered from the Hero region" not in dock.explain.text()


def test_the_end_screen_says_which_end_region_numbers_count_from(qtbot):
    """Review r4 #11: the end screen's decisive Dusk said "moves forward to region 5" for
    both players; when it names a region, it says the count starts at the Hero region."""
    from altered_desktop.log_dock import REGION_NUMBER
    from tests.gui.test_end_of_game import _finished_window

    win, _game = _finished_window(qtbot)
    text = win.game_over.decisive.text()
    assert REGION_NUMBER.search(text.split("<i>")[0])  # this game's last Dusk moved
    assert "numbered from the Hero region" in text


# ---------------------------------------------------------------- review r4 #8
def test_the_action_list_says_the_cost_before_the_reason_it_is_lower(qtbot):
    """Review r4 #8: "Play Paint …) — costs 3" — cut in a narrow box, the chosen action
    lost what it costs.  Each way to play is its own button now (review r6 #8), and says
    what it costs first, then what makes it cheaper."""
    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    cheaper = [o for o in game.pending.options if "(" in o.label and "costs" in o.label]
    assert cheaper, "the day-3 hand has a play with a way to pay less"
    for o in cheaper:
        text = win.panel.option_buttons[o.id].text().replace("\n", " ")
        assert re.match(r"\d\. Costs \d+ \(", text), text
