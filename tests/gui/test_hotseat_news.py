"""Hotseat: the seat that gets the table back after the hand-off reads, in the table's
"Just now" box, what the other seat did since its own last answer (review round 6,
defect 3: "Just now" said nothing of the opponent's turn), told as the public log tells
it: never a card of the other seat's hand, deck or face-down Mana."""

from __future__ import annotations

from altered_desktop import visibility
from altered_desktop.log_dock import entry_line
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools import played_game


def _hidden_names(game, viewer: int) -> set[str]:  # type: ignore[no-untyped-def]
    """Names of the other seat's cards `viewer` may not see (its hand and Mana), less
    any name `viewer` sees on another card."""
    from engine import card_by_ref

    other = 1 - viewer
    own = game.view(other)["players"][other]
    names = {card_by_ref(r).name for r in game.hand_refs(other)}
    names |= {c["name"] for c in own["mana"]["cards"] or []}
    return names - visibility.view_names(game.view(viewer))


def test_returning_seat_reads_the_other_seats_moves_and_nothing_hidden(qtbot):
    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    pilots = played_game.Pilots()
    last_answer = {0: len(game.log), 1: len(game.log)}  # log length at each seat's answer
    checked = 0
    while game.pending is not None and game.day <= 4:
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
            viewer = game.pending.player
            me = game.names[viewer]
            since = game.log[last_answer[viewer]:]
            plays = [entry_line(e) for e in since
                     if e.rule == "5.1.2" and e.actor == game.names[1 - viewer]]
            win.show_recent()
            box = win.table.recent
            news = win.moves_since_last_move(1 - viewer)[1]
            # the box holds the newest of the news (the whole of it is in the log); with
            # no news (the game's first question) it holds the game's last events
            assert box == tuple(news[-win.RECENT_EVENTS:]) or not news
            if plays and len(news) <= win.RECENT_EVENTS:
                checked += 1
                # each card the other seat played since, as the log says it
                assert all(p in box for p in plays), (plays, box)
            # nothing this seat did itself in the Afternoon: it watched that happen
            own = {entry_line(e) for e in since if e.actor == me and e.phase == "Afternoon"}
            assert not own & set(box)
            secret = _hidden_names(game, viewer)
            for line in box:
                for name in secret:
                    assert name not in line, (name, line)
            assert not any("draws" in line and ":" in line.split("draws", 1)[1]
                           for line in box)
        d = game.pending
        last_answer[d.player] = len(game.log)
        win.submit(pilots.answer(game))
    assert checked >= 4, "hand-offs after the other seat played a card"


def test_just_now_after_the_hand_off_is_the_other_seats_turn(qtbot):
    """Day 3 of the review's game: Lithium played Ordis Cadets (its Reaction made a
    Recruit) since Ninette's last answer; Ninette's box holds exactly that, not her own
    Tanuki of the turn before."""
    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    played_game.play_to(game, played_game.DAY3_TURN, submit=win.submit)
    win.handoff.reveal_button.click()
    win.show_recent()
    box = win.table.recent
    assert box[0] == "Lithium: plays Ordis Cadets from Hand"
    assert any("creates an Ordis Recruit" in line for line in box)
    assert not any(line.startswith("Ninette") for line in box)
    heading, moves = win.moves_since_last_move(1)
    assert heading == "What Lithium did since your last move"
    assert tuple(moves) == box


def test_two_players_of_one_name_are_told_apart_by_seat(qtbot):
    """Two friends both called Alex: the returning seat's news is the other seat's plays
    (told apart by the log's seat, not the name), and none of its own."""
    from engine import Game, starter_deck

    game = Game.new([starter_deck(d) for d in played_game.DECKS], seed=played_game.SEED,
                    names=("Alex", "Alex"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    pilots = played_game.Pilots()
    last_answer = {0: len(game.log), 1: len(game.log)}
    told = 0
    while game.pending is not None and game.day <= 3:
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
            viewer = game.pending.player
            since = game.log[last_answer[viewer]:]
            theirs = [entry_line(e) for e in since if e.rule == "5.1.2" and e.seat != viewer]
            mine = [entry_line(e) for e in since if e.seat == viewer and e.phase == "Afternoon"]
            news = win.moves_since_last_move(1 - viewer)[1]
            told += bool(theirs)
            assert all(t in news for t in theirs)
            assert not set(mine) - set(theirs) & set(news)
        d = game.pending
        last_answer[d.player] = len(game.log)
        win.submit(pilots.answer(game))
    assert told >= 3
