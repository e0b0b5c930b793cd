"""Whole games played through the window's own widgets, in both modes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from altered_desktop import goldfish, storage
from altered_desktop.session import Mode
from altered_desktop.smoke import scripted_step
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window

MAX_STEPS = 600


def test_goldfish_game_to_the_end(qtbot):
    game = goldfish.new_goldfish_game(starter_deck("ordis"), seed=3, name="Ninette")
    win = make_window(qtbot, game, Mode.GOLDFISH)
    assert win.session.mode is Mode.GOLDFISH
    kinds = set()
    for _ in range(MAX_STEPS):
        if win.game.over:
            break
        d = win.my_decision()
        assert d is not None and d.player == 0, "the idle opponent must answer by itself"
        kinds.add(d.kind)
        before = len(win.game.answers)
        scripted_step(win)
        assert len(win.game.answers) > before
        # autosave follows every answer while the game runs (just after the repaint)
        QApplication.processEvents()
        if not win.game.over:
            assert Game.load(storage.autosave_path()).answers == win.game.answers
    assert win.game.over and win.game.winner == 0
    QApplication.processEvents()
    assert {"mana_setup", "turn"} <= kinds
    assert win.game_over.isVisible()
    assert f"day {win.game.day}" in win.game_over.heading.text()
    assert "days" in win.game_over.sub.text() or "day " in win.game_over.sub.text()
    assert not storage.autosave_path().exists(), "a finished game leaves nothing to resume"
    # the tracker shows the day count in goldfish too
    assert f"day {win.game.day}" in win.windowTitle()


def test_hotseat_game_with_handoff_never_shows_the_other_hand(qtbot):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=11,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    handoffs = 0
    players_seen = set()
    kinds = set()
    for _ in range(MAX_STEPS):
        if win.game.over:
            break
        d = win.game.pending
        if win.handoff.isVisible():
            handoffs += 1
            assert win.handoff.player == d.player
            assert win.game.names[d.player] in win.handoff.heading.text()
            win.handoff.reveal_button.click()
            assert not win.handoff.isVisible()
            continue
        # the table is drawn for the deciding player; the other hand is only card backs
        view = win.table.view
        assert view["viewer"] == d.player
        other = 1 - d.player
        assert view["players"][other]["hand"] is None
        faces = [i for i in win.table.items if i.kind == "card" and i.card
                 and i.card["zone"] == "hand"]
        assert all(i.card["owner"] == d.player for i in faces)
        players_seen.add(d.player)
        kinds.add(d.kind)
        scripted_step(win)
    assert win.game.over
    assert handoffs >= 4
    assert players_seen == {0, 1}
    # the starter cards bring more than turns: targets, optional steps, Reactions...
    assert {"mana_setup", "turn", "expand"} <= kinds and len(kinds) >= 5, kinds
    assert win.game_over.isVisible()
    assert "wins" in win.game_over.heading.text()


def test_open_handed_teaching_shows_both_hands(qtbot):
    """Open hands are a teacher's explicit choice (View > Open hands), said on the
    table; without it an open table still shows the deciding seat's hand only (#22)."""
    game = Game.new([starter_deck("lyra"), starter_deck("muna")], seed=2)
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=False)
    scripted_step(win)  # player 0 sets up Mana
    assert not win.handoff.isVisible()
    assert win.hand_on_screen() == {win.game.pending.player}
    assert not win.open_badge.isVisible()
    win.act_open_hands.trigger()
    owners = {i.card["owner"] for i in win.table.items
              if i.kind == "card" and i.card and i.card["zone"] == "hand"}
    assert owners == {0, 1}
    assert win.open_badge.isVisible() and "Open hands" in win.open_badge.text()


def test_hotseat_recap_tells_what_the_other_player_did(qtbot):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=11,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    for _ in range(200):
        if win.handoff.isVisible():
            played = [e for e in game.log if e.rule == "5.1.2"]
            mover = win.game.names[1 - win.handoff.player]
            win.handoff.reveal_button.click()
            if played and played[-1].actor == mover and win.table._recap:
                title, lines = win.table._recap
                assert title == "Just now"  # the box's one name (review r8 #8)
                assert any(line.startswith(f"{mover}: plays") for line in lines)
                return
            continue
        scripted_step(win)
    raise AssertionError("no hand-off after a card was played")


def test_goldfish_recap_leaves_out_the_idle_opponents_routine(qtbot):
    """The idle opponent has no deck and always passes (by design): its daily "has no card
    left to draw" (3.2.2.d) and "passes" (4.2.3.d) stay in the log but are no news."""
    game = goldfish.new_goldfish_game(starter_deck("axiom"), seed=5, name="Ninette")
    win = make_window(qtbot, game, Mode.GOLDFISH)
    recaps = []
    for _ in range(120):
        if win.game.over or win.game.day >= 4:
            break
        scripted_step(win)
        if win.table._recap and win.table._recap not in recaps:
            recaps.append(win.table._recap)
    idle = win.game.names[goldfish.IDLE_PLAYER]
    assert any(e.actor == idle and e.rule == "3.2.2.d" for e in win.game.log)  # it happened
    assert recaps, "a new day brings a recap"
    for _title, lines in recaps:
        assert not any(line.startswith(f"{idle}: has no card left to draw") for line in lines)
        assert f"{idle}: passes" not in lines
