"""The seat in front of the screen keeps the table through Dusk and Night (review round
10, #3: the board turned to the next seat as the Dusk began, with no hand-off between,
and showed the seat that had just passed its own hand as backs at the top).

Progress (4.2.4) is watched from the side of the player who gave the day's last pass;
the table turns to the next decider only after the show: behind the hand-off screen at a
hotseat table that has them, else as the show ends; against the computer the person's
seat is always at the bottom.  Each test follows the review's real game
(tools/played_game.py) through the window, answer by answer."""

from __future__ import annotations

from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools import played_game


def _to_dusk_handing_over(win, game, pilots):  # type: ignore[no-untyped-def]
    """Answer through the window until an answer runs a Progress (its verdicts in the
    log, 4.2.4) after which the other seat decides; return the seat that gave that
    answer (the day's last pass)."""
    for _ in range(400):
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
        win.table.motion.skip()
        d = game.pending
        assert d is not None, "the game ended before such a Dusk"
        seat, start = d.player, len(game.log)
        win.submit(pilots.answer(game))
        dusk = any(e.verdict is not None for e in game.log[start:])
        if dusk and game.pending is not None and game.pending.player != seat:
            return seat
    raise AssertionError("no Dusk handed the table to the other seat")


def _frames(show):  # type: ignore[no-untyped-def]
    """Step the running show through its time, frame by frame (as its clock would)."""
    anim = show.anim
    anim.pause()
    for k in range(0, 101, 4):
        anim.setCurrentTime(int(anim.duration() * k / 100))
        yield k


def _start(qtbot, handoff: bool):  # type: ignore[no-untyped-def]
    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=handoff)
    win.set_animations(True)
    return win, game, played_game.Pilots()


def test_hotseat_dusk_is_watched_from_the_last_passers_side_then_the_hand_off(qtbot):
    """Hand-off screens on: the seat that passed last watches the Dusk and Night from
    its own side, no curtain yet; the hand-off screen for the other seat comes once the
    show is over, and only then does the table turn."""
    win, game, pilots = _start(qtbot, handoff=True)
    passer = _to_dusk_handing_over(win, game, pilots)
    other = 1 - passer
    show, table = win.table.motion, win.table
    assert show.telling, "the Dusk is told at once, to the seat in front of the screen"
    for k in _frames(show):
        assert table.bottom == passer, k
        assert not win.handoff.isVisible(), k
        assert table.shown_view is not None and table.shown_view["viewer"] == passer, k
        # nothing of the other seat's hand in sight: its cards are backs at the top
        assert other not in win.hand_on_screen(), k
    show.anim.setCurrentTime(show.anim.duration())
    show.anim.resume()
    qtbot.waitUntil(lambda: not show.running, timeout=5000)
    qtbot.waitUntil(win.handoff.isVisible, timeout=2000)
    assert win.handoff.player == other
    assert table.bottom == passer or not win.hand_on_screen()  # covered, nothing shown
    win.handoff.reveal_button.click()
    assert table.bottom == other  # turned round behind the curtain
    # the seat that was away watches the same Dusk from its own side
    assert show.telling and table.bottom == other
    assert passer not in win.hand_on_screen()


def test_without_hand_off_screens_the_table_turns_when_the_show_ends(qtbot):
    """Hand-off screens off (one screen both players watch): the same Dusk is told from
    the last passer's side; the table turns to the next decider as it ends."""
    win, game, pilots = _start(qtbot, handoff=False)
    passer = _to_dusk_handing_over(win, game, pilots)
    show, table = win.table.motion, win.table
    assert show.telling
    for k in _frames(show):
        assert table.bottom == passer, k
    show.anim.setCurrentTime(show.anim.duration())
    show.anim.resume()
    qtbot.waitUntil(lambda: not show.running, timeout=5000)
    qtbot.waitUntil(lambda: table.bottom == 1 - passer, timeout=2000)
    assert game.pending.player == 1 - passer


def test_a_skipped_show_turns_the_table_at_once(qtbot):
    """A click skips the show: the hand-off screen (or the turned table) comes at once."""
    win, game, pilots = _start(qtbot, handoff=True)
    passer = _to_dusk_handing_over(win, game, pilots)
    win.table.motion.skip()
    qtbot.waitUntil(win.handoff.isVisible, timeout=2000)
    assert win.handoff.player == 1 - passer


def test_against_the_computer_the_persons_seat_never_turns(qtbot, inline_ai):
    """Against the computer the person's seat is at the bottom through every Dusk, even
    when the computer decides first after it."""
    from altered_desktop import ai_seat

    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.session.seat_player(1, "greedy")
    seat = ai_seat.attach(win, "greedy", pace_ms=0)
    assert seat is not None
    win.set_animations(True)
    win.refresh()
    pilots = played_game.Pilots()
    dusks = 0
    for _ in range(3000):
        if game.pending is None or dusks >= 2:
            break
        show = win.table.motion
        if show.telling:
            for k in _frames(show):
                assert win.table.bottom == 0, k
            dusks += 1
            show.skip()
            continue
        assert win.table.bottom == 0
        if game.pending.player == 0 and not show.running:
            win.submit(pilots.answer(game))
        else:
            show.skip()
            qtbot.wait(10)
    seat.stop()
    assert dusks >= 2


def test_a_turn_handed_to_an_empty_hand_still_brings_the_pass_screen(qtbot):
    """The review's day 3: Ninette passes and Lithium, whose hand is empty, is to play
    (his pass runs Dusk).  The table did turn to him with no pass screen, so the Dusk
    then looked flipped.  A turn handed to the other person brings the pass screen,
    an empty hand too; the table turns once it is clicked."""
    win, game, pilots = _start(qtbot, handoff=True)
    win.set_animations(False)
    played_game.play_to(game, played_game.DAY3_LAST_TURN, pilots=pilots, submit=_revealing(win))
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
    assert game.pending.player == 0 and win.table.bottom == 0
    win.submit(pilots.answer(game))  # Ninette passes
    d = game.pending
    assert d.player == 1 and d.kind == "turn"
    assert not game.view(1)["players"][1]["hand"], "Lithium's hand is empty here"
    assert win.handoff.isVisible() and win.handoff.player == 1
    assert win.hand_on_screen() == set()
    win.handoff.reveal_button.click()
    assert win.table.bottom == 1


def _revealing(win):  # type: ignore[no-untyped-def]
    def submit(answer):  # type: ignore[no-untyped-def]
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
        return win.submit(answer)
    return submit
