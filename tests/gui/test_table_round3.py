"""The table after the third fresh-eyes review (issue #23, ../shared/docs/table-review.md):
what just happened is always in sight, the computer's turn says what it does, the side
column gives its room to what matters, the prompt's target list is short, the Dusk
banner covers nothing on the board, and the opponent's hand count reads at a glance."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from altered_desktop import ai_seat
from altered_desktop.log_dock import entry_line
from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import first_turn, make_window, play


def test_the_last_events_are_in_sight_at_1366_with_the_log_drawer_closed(qtbot):
    """Review r3 #2: at 1366×768 the log is a closed drawer; the side column shows the
    last events under the tracker all the same, and a click on them opens the log."""
    win, game = first_turn(qtbot)
    win.resize(1366, 708)
    play(win, 3)
    win.refresh()
    qtbot.waitUntil(lambda: bool(win.table.recent))  # just after the table repaints
    assert not win.log_dock.isVisible()
    recent = win.table.recent
    assert recent, "the box is given the last events"
    wanted = [entry_line(e) for e in game.log if e.rule not in win.RECAP_SKIP]
    assert list(recent) == wanted[-len(recent):]  # the newest last, in the log's words
    box = win.table.placement.recent_rect
    win.table.clear_recap()  # a recap up covers the box and lifts the panel under it
    assert box.height() >= 84 and box.bottom() < win.table.panel_top
    ops = [op for op in win.table._list_board() if op.key[0] == "recent_line"]
    assert ops and ops[-1].key[2] is True  # the newest, at the bottom, brightest
    shown = [" ".join(op.key[1]) for op in ops]
    assert shown[-1].rstrip("…")[:20] == recent[-1][:20]
    assert all(box.contains(op.bounds.adjusted(1, 1, -1, -2)) for op in ops)
    it = win.table.item_at(box.center())
    assert it is not None and it.kind == "recent"
    win.table.click_item(it)
    assert win.log_dock.isVisible()  # the whole log, one click (or L) away


def test_limbo_takes_room_only_while_it_holds_something(qtbot):
    """Review r3 #14: no permanent "Limbo · empty" box; the prompt panel gets its room."""
    win, _game = first_turn(qtbot)
    assert not win.table.view.get("limbo") and not win.table.view.get("emblems")
    assert win.table.placement.limbo_rect.isEmpty()
    assert not any(op.key[0] == "limbo" for op in win.table._list_board())
    win.table.clear_recap()  # a recap up lifts the panel under it (tests/gui/test_recap_box)
    assert win.table.panel_top == pytest.approx(
        win.table.placement.recent_rect.bottom() + win.table.height() * 0.008)


@pytest.mark.usefixtures("inline_ai")
def test_on_the_computers_turn_the_panel_says_what_it_is_doing_and_did(qtbot):
    """Review r3 #2: not an empty "Waiting…" box while the computer decides.  Since
    review r8 #8 ("Lithium's turn / Lithium is thinking…" three times over a near-empty
    box) that it thinks is said once, by the panel, which is only as tall as that; no
    banner says it too; its moves are told in the "Just now" box above (screened: the
    log names no hidden card) and, one by one, in the move banner."""
    from altered_desktop.smoke import scripted_step

    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=11,
                    names=("Ninette", "Robot"))
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(1366, 708)
    seat = ai_seat.attach(win, "greedy", pace_ms=0)
    win.refresh()  # as the window does once a seat is taken (start_session)
    moves: list[str] = []
    seat.moved.connect(moves.append)
    seen: list[tuple[str, str, bool, int, int, str]] = []
    banners: list[str] = []

    def look() -> None:
        if seat.banner.isVisible():
            banners.append(seat.banner.text())
        if win.game.pending is not None and win.game.pending.player == 1:
            win._place_overlays()
            win.show_recent()
            room = int(win.table.height() - win.table.panel_top)
            seen.append((win.panel.title.text(), win.panel.prompt.text(),
                         win.panel.news.isVisible(), win.panel.height(), room,
                         " ".join(win.table.recent)))

    seat.moved.connect(lambda _s: look())
    seat.thinking.connect(lambda _on: look())
    for _ in range(200):
        if game.over or len(moves) >= 4:
            break
        if game.pending.player == 0:
            scripted_step(win)
        else:
            look()
            qtbot.wait(5)
    assert seen and moves
    assert {t for t, *_r in seen} == {"Waiting for Robot…"}
    assert not any(news for _t, _p, news, *_r in seen)
    # as tall as its words: a title and its moving bar, not a box down to the bottom
    assert all(h <= 120 and h < room / 2 for _t, _p, _n, h, room, _r in seen), \
        [(h, room) for _t, _p, _n, h, room, _r in seen if not (h <= 120 and h < room / 2)]
    assert not any("thinking" in b for b in banners)
    # what it did is in the last events' box, in the log's words
    robot_lines = [entry_line(e) for e in game.log
                   if e.actor == "Robot" and e.rule not in win.RECAP_SKIP]
    assert robot_lines

    def told() -> bool:
        # the recap follows a move on the window's next turn of the event loop: the loop
        # above may stop between the two (the AI plays on its own timer)
        lines = [entry_line(e) for e in game.log
                 if e.actor == "Robot" and e.rule not in win.RECAP_SKIP][-3:]
        return any(line[:40] in seen[-1][5] or line[:40] in " ".join(win.table.recent)
                   for line in lines)

    qtbot.waitUntil(told, timeout=3000)
    seat.stop()


def test_the_target_list_is_short_one_line_each(qtbot):
    """Review r3 #18: the options of a target decision name cards lit on the table: one
    short label each ("Lyra Cloth Dancer · hero"), numbered for the keyboard, the
    whole label in the tooltip; the place always said (review r7 #5)."""
    from altered_desktop.decision_panel import compact_label, compact_labels
    from engine.decisions import Decision, Option

    assert compact_label("Lyra Cloth Dancer (Ninette's hero Expedition)", "Ninette") == \
        "Lyra Cloth Dancer · hero"
    assert compact_label("Kakoba (Lithium's companion Expedition)", "Ninette") == \
        "Kakoba · companion"  # whose: the caption over its group (review r10 #13)
    assert compact_label("Pass", "Ninette") == "Pass"
    # the place always, whole ("Kakoba · Bob's" read as a label cut short)
    assert compact_labels(["Ordis Recruit (Ann's hero Expedition)",
                           "Ordis Recruit (Ann's companion Expedition)",
                           "Kakoba (Bob's hero Expedition)"], "Ann") == \
        ["Ordis Recruit · hero", "Ordis Recruit · companion",
         "Kakoba · hero"]
    win, game = first_turn(qtbot)
    me = game.names[0]
    opts = tuple(Option(f"o{k}", f"Lyra Cloth Dancer {k} ({me}'s companion Expedition)",
                        objects=(100 + k,)) for k in range(6))
    d = Decision(0, "target", "Choose target Character you control", opts)
    win.panel.names = tuple(game.names)
    win.panel.show_decision(d)
    for k, o in enumerate(opts):
        b = win.panel.option_buttons[o.id]
        assert b.text().replace("\n", " · ") == \
            f"{k + 1}. Lyra Cloth Dancer {k} · companion"
        assert b.toolTip() == o.label
    assert win.panel.choose_number(2)  # the keyboard still picks by number
    # options saying more than a card and its place (a Reaction's effect) stay whole
    reaction = Decision(0, "reaction", "Choose the next Reaction to play", tuple(
        Option(f"e{k}", "The Monolith, Ordis Bastion: It gains 1 boost.", objects=(7 + k,))
        for k in range(2)))
    win.panel.show_decision(reaction)
    for b in (win.panel.option_buttons["e0"], win.panel.option_buttons["e1"]):
        assert "…" not in b.text() and "boost." in b.text()


def test_greyed_totals_are_explained(qtbot):
    """Review r3 #17: the Expedition's tooltip says which terrains count at Dusk and why
    the others are grey."""
    win, _game = first_turn(qtbot)
    exp = next(i for i in win.table.items if i.kind == "expedition")
    text = win.table.describe(exp)
    assert "greyed" in text and "4.2.4.b" in text
    for t in exp.extra["region"]:
        assert t in text.split("(here:")[1]


def test_the_dusk_banner_covers_nothing_on_the_board(qtbot):
    """Review r3 #6: the comparisons are told in the side column, never over the
    opponent's Reserve, Landmarks or anything else of the board."""
    from altered_desktop.table_motion import banner_rect

    win, _game = first_turn(qtbot)
    t = win.table
    lines = ["Ninette's companion Expedition beats the facing Expedition in forest "
             "(12 against 6)"] * 4
    box = banner_rect(t.placement.track_rect, lines, 4, t.placement.recent_rect)
    board_right = t.width() - t.side_width
    assert box.left() >= board_right  # in the side column
    assert box.top() >= 0 and box.bottom() <= t.placement.recent_rect.bottom() + 0.5
    # it covers the last events' box whole: no line of it peeks out under the banner
    assert box.contains(t.placement.recent_rect)
    short = banner_rect(t.placement.track_rect, lines[:1], 1, t.placement.recent_rect)
    assert short.contains(t.placement.recent_rect)


def test_each_expedition_has_one_marker_while_the_markers_glide(qtbot):
    """Review r3 #8: mid-animation the board left the moved marker at its new place and
    the show drew it gliding too ("H H").  Now the board leaves it out until it lands."""
    from tests.gui.test_dusk_show import _to_first_move, _window

    win = _window(qtbot)
    _to_first_move(win, True)
    show = win.table.motion
    assert show.telling and any(w is not None for w in show.ways)
    glided = set()
    for step in range(60):  # through the whole Dusk, a marker on the board or gliding
        show.anim.setCurrentTime(int(show.anim.duration() * 0.72 * step / 60))
        moving = show.moving_markers()
        glided |= moving
        board = [op.key for op in win.table._list_board() if op.key[0] == "marker"]
        assert len(board) == 4 - len(moving), step
    assert glided == {(w.player, w.exp) for w in show.ways if w is not None}
    show.skip()
    board = [op.key for op in win.table._list_board() if op.key[0] == "marker"]
    assert len(board) == 4


def test_the_opponents_hand_count_reads_at_a_glance(qtbot):
    """Review r3 #15: the other hand's backs whole in their row, not cut by the menu
    bar, and "Hand · 3" in bold on a pill at least 13 px."""
    from altered_desktop import theme

    win, _game = first_turn(qtbot)
    win.resize(1366, 708)
    top = 1 - win.table.bottom
    row = next(i for i in win.table.items if i.kind == "toplabel" and i.player == top)
    backs = [i for i in win.table.items if i.kind == "back" and i.player == top]
    assert backs
    # whole, and over no card of the row under them (review r6 #20: they may hang
    # into its zones' label strip, to be seen)
    below = [i for i in win.table.items if i.kind in ("card", "deck", "discard")
             and i.player == top and i.rect.top() > row.rect.top()]
    for b in backs:
        assert b.rect.top() >= 0
        assert all(b.rect.bottom() <= c.rect.top() for c in below
                   if c.rect.left() < b.rect.right() and b.rect.left() < c.rect.right())
        assert b.rect.height() >= 30  # a card back seen at a glance (review r6 #20)
    theme.font_sizes = []
    try:
        from PySide6.QtGui import QImage, QPainter

        from altered_desktop import table_paint

        img = QImage(400, 60, QImage.Format.Format_ARGB32)
        p = QPainter(img)
        table_paint.draw_toplabel(p, QRectF(row.rect), "Lithium", "Hand · 7",
                                  theme.player_colour(top))
        p.end()
        sizes = theme.font_sizes
    finally:
        theme.font_sizes = None
    assert min(sizes) >= 13


def test_the_discard_piles_top_card_stays_in_its_box_over_its_count(qtbot):
    """Review r3 #5: the top card was drawn across the pile's edge and "Discard 1" sat on
    its statistics: now the card is a tile inside the box, the count in a strip under it."""
    from altered_desktop import table_paint

    r = QRectF(1000, 480, 88, 92)
    card = table_paint.discard_card_rect(r)
    assert r.contains(card)
    assert card.bottom() <= r.bottom() - table_paint.badge_height(r)


def test_clicking_nothing_on_the_last_events_box_is_not_a_background_click(qtbot):
    win, _game = first_turn(qtbot)
    box = win.table.placement.recent_rect
    assert win.table.item_at(QPointF(box.left() + 3, box.top() + 3)).kind == "recent"
