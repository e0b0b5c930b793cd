"""Review mode (#28): a saved game reviewed to a middle moment, a note added, saved,
reopened and found, the HTML export carrying it, and play going on from that moment."""

from __future__ import annotations

import random

from altered_desktop import review
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def _saved_game(tmp_path, answers: int = 80):  # type: ignore[no-untyped-def]
    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=11,
                 names=("Ninette", "Lithium"))
    rng = random.Random(4)
    for _ in range(answers):
        if g.pending is None:
            break
        g.answer(random_answer(g.pending, rng))
    path = tmp_path / "lesson-game.json"
    g.save(path)
    return g, path


def test_review_a_saved_game_note_it_reopen_and_play_on(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    original, path = _saved_game(tmp_path)
    other = Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2)
    win = make_window(qtbot, other)
    assert review.review_file(win, path)
    dock = win.review_dock
    assert dock.isVisible() and win.reviewing
    assert win.game.answers == original.answers  # it opens at the end
    # back to the middle: by day, then by answer
    dock.buttons[("day", False)].click()
    dock.buttons[("day", False)].click()
    while dock.index > len(original.answers) // 2:
        dock.buttons[("answer", False)].click()
    mid = dock.index
    assert 0 < mid < len(original.answers)
    assert win.game.answers == original.answers[:mid]
    assert len(win.game.log) == dock.timeline.moments[mid].log_length  # the log then
    assert f"Moment {mid} of" in dock.where.text()
    # read-only: nothing answers a moment under review
    assert win.my_decision() is None
    before = win.game.fingerprint()
    assert not win.submit(win.game.pending.options[0].id)
    assert win.game.fingerprint() == before
    # "Explain this" speaks of that moment: the Mana then
    ex = win.game.explain(0, "mana:0")
    mana = win.game.view(0)["players"][0]["mana"]
    assert ex.number("total") == mana["ready"] + mana["exhausted"]
    assert ex.number("ready") == mana["ready"]
    # a note on this moment, saved with the game
    assert dock.add_note("Here Ninette should have kept Mana for the Reserve.")
    assert [dock.notes.item(i).text() for i in range(dock.notes.count())] == \
        ["Here Ninette should have kept Mana for the Reserve."]
    saved = tmp_path / "with-notes.json"
    assert dock.save_notes(saved)
    dock.end()
    assert not win.reviewing and win.game is other
    # reopened: the note is at its moment, and in the exported log
    assert review.review_file(win, saved, at=mid)
    assert dock.index == mid and dock.notes.count() == 1
    assert "kept Mana for the Reserve" in dock.notes.item(0).text()
    page = tmp_path / "log.html"
    win.export_log(page)
    text = page.read_text(encoding="utf-8")
    assert "kept Mana for the Reserve" in text and "class='note'" in text
    dock.buttons[("answer", True)].click()
    assert dock.notes.count() == 0  # the note belongs to its moment only
    dock.buttons[("answer", False)].click()
    # play on from there, as a hotseat game
    dock.play_from_here(None)
    assert not win.reviewing and not dock.isVisible()
    assert win.game.answers == original.answers[:mid]
    d = win.game.pending
    assert win.submit(random_answer(d, random.Random(0)))
    assert len(win.game.answers) == mid + 1
    assert Game.load(saved).answers == original.answers  # the reviewed record is unchanged


def test_a_log_click_jumps_to_its_moment_and_both_hands_are_shown(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    original, path = _saved_game(tmp_path, 50)
    win = make_window(qtbot, Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2))
    review.review_file(win, path)
    dock = win.review_dock
    entry = len(dock.timeline.final.log) // 3
    win.log_dock.entry_index_selected.emit(entry)
    assert dock.index == dock.timeline.moment_of_log(entry)
    assert len(win.game.log) > entry
    assert dock.index == 0 or len(dock.timeline.game_at(dock.index - 1).log) <= entry
    assert win.log_dock.entry_count() == len(original.log)  # the whole game stays listed
    assert not win.table.extra_hands
    dock.both.setChecked(True)
    viewer = win.session.viewer()
    assert set(win.table.extra_hands) == {1 - viewer}
    assert len(win.table.extra_hands[1 - viewer]) == \
        len(win.game.view(1 - viewer)["players"][1 - viewer]["hand"])
    assert win.open_badge.isVisible()  # marked on the table: an open-handed view
    dock.both.setChecked(False)
    assert not win.table.extra_hands and not win.open_badge.isVisible()


def test_review_the_game_on_the_table_and_play_against_the_computer(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    original, _ = _saved_game(tmp_path, 30)
    win = make_window(qtbot, original)
    review.review_current(win)
    dock = win.review_dock
    dock.go(12)
    assert win.game.answers == original.answers[:12]
    deciding = win.game.pending.player
    dock.play_from_here("greedy")
    assert not win.reviewing and win.ai_seat is not None
    assert win.ai_seat.seat == 1 - deciding  # the person plays on from the seat deciding
    assert win.game.answers[:12] == original.answers[:12]
    win.ai_seat.stop()


def test_ending_a_review_gives_back_the_game_against_the_computer(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A review opened during a game against the computer leaves that game as it was:
    its computer player sits down again when the review ends."""
    from altered_desktop.session import GameSession, Mode, record_players

    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    record_players(g, {1: "greedy"})
    win = make_window(qtbot, Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2))
    win.start_session(GameSession(g, Mode.HOTSEAT, autosave=None), ai_options={"pace_ms": 0})
    assert win.ai_seat is not None
    review.review_current(win)
    assert win.reviewing
    win.review_dock.end()
    assert win.game is g and win.ai_seat is not None and win.ai_seat.seat == 1
    win.ai_seat.stop()


def test_a_review_during_a_puzzle_goes_back_to_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from altered_desktop import puzzles_ui
    from engine.puzzle import all_puzzles

    win = make_window(qtbot, Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2))
    assert puzzles_ui.start_puzzle(win, all_puzzles()[0])
    run = win.puzzle_dock.run
    review.review_current(win)
    assert win.reviewing and not win.puzzle_dock.isVisible()
    win.review_dock.end()
    assert win.session.puzzle is run and win.puzzle_dock.isVisible()


def test_a_review_of_a_game_against_the_computer_not_over_keeps_its_hand_hidden(
        qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A review opened in the middle of a game against the computer steps through every
    moment, the computer's included, without ever showing its hand (the guide: hidden
    cards are never shown to the wrong seat); "both hands" is refused until the game is
    over.  A finished game is read whole."""
    from altered_desktop.session import GameSession, Mode, record_players
    from tests.gui.test_hidden_cards import assert_nothing_of

    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    record_players(g, {1: "greedy"})
    rng = random.Random(5)
    for _ in range(40):
        g.answer(random_answer(g.pending, rng))
    path = tmp_path / "against-the-computer.json"
    g.save(path)
    win = make_window(qtbot, Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2))
    win.start_session(GameSession(g, Mode.HOTSEAT, autosave=None), ai_options={"pace_ms": 0})
    review.review_current(win)
    dock = win.review_dock
    assert not dock.both.isEnabled()
    dock.both.setChecked(True)  # even if it were ticked some other way
    computer_moments = 0
    for i in range(dock.timeline.last + 1):
        dock.go(i)
        computer_moments += win.game.pending is not None and win.game.pending.player == 1
        assert_nothing_of(win, 1)
        assert not win.table.extra_hands
    assert computer_moments > 5  # the walk went through the computer's own decisions
    dock.end()
    win.ai_seat.stop()
    # the game saved unfinished, opened as a file: its record says who the computer is
    assert review.review_file(win, path)
    assert not win.review_dock.both.isEnabled() and win.review_dock.seats == {0}
    win.review_dock.end()
    # a finished game is read whole
    finished = _saved_game_over()
    win2 = make_window(qtbot, Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2))
    win2.review_dock.start(finished)
    assert win2.review_dock.both.isEnabled()
    win2.review_dock.both.setChecked(True)
    assert win2.table.extra_hands


def _saved_game_over() -> Game:
    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=11)
    rng = random.Random(4)
    while g.pending is not None:
        g.answer(random_answer(g.pending, rng))
    assert g.over
    return g


def test_a_review_opened_between_hand_off_screens_shows_only_its_openers_hand(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """Two people taking turns at one screen, hand-off screens on: a review opened in the
    middle of the game shows the hand of the person at the screen only, at every moment."""
    from altered_desktop.session import GameSession, Mode
    from tests.gui.test_hidden_cards import faces_on_table, secret_faces

    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    rng = random.Random(5)
    for _ in range(40):
        g.answer(random_answer(g.pending, rng))
    win = make_window(qtbot, Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2))
    win.start_session(GameSession(g, Mode.HOTSEAT, autosave=None))
    opener = win.session.viewer()
    review.review_current(win)
    dock = win.review_dock
    assert dock.seats == {opener} and not dock.both.isEnabled()
    other = 1 - opener
    for i in range(0, dock.timeline.last + 1, 3):
        dock.go(i)
        secret = secret_faces(win.game, other, opener)
        assert not set(secret) & set(faces_on_table(win)), i
        assert win.hand_on_screen() <= {opener}
    dock.end()
