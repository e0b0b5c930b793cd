"""Card moves animate (issue #14): a card an answer moves between visible places glides
from its old rectangle to its new one, under half a second, skipped by a click, off with
View ▸ Animations (and so in the tests, which turn it on here only)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from altered_desktop.session import Mode
from altered_desktop.table_motion import DURATION_MS
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def _window(qtbot):  # type: ignore[no-untyped-def]
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    return make_window(qtbot, game, Mode.GOLDFISH)


def _play_a_card(win):  # type: ignore[no-untyped-def]
    """Play the first card the turn offers from the hand; return (its hand rectangle,
    the options' answer) — 5.1.2, playing a card from the Hand."""
    rng = random.Random(2)
    for _ in range(60):
        d = win.game.pending
        mine = d.kind == "turn" and d.player == win.table.bottom
        plays = [o for o in d.options if o.detail == "play"] if mine else []
        hand = {it.oid: it.rect for it in win.table.items if it.extra.get("hand")}
        plays = [o for o in plays if o.objects and o.objects[0] in hand]
        if plays:
            return hand[plays[0].objects[0]], plays[0]
        win.submit(random_answer(d, rng))
    raise AssertionError("no card could be played from the hand")


def _answer_through(win, opt):  # type: ignore[no-untyped-def]
    """Give the play and, if it asks where the card goes, its first Expedition."""
    win.submit(opt.id)


def test_a_played_card_glides_from_the_hand_to_its_expedition(qtbot):
    win = _window(qtbot)
    win.set_animations(True)
    start, opt = _play_a_card(win)
    _answer_through(win, opt)
    for _ in range(5):  # costs and Expedition choices come before the card lands
        if win.table.motion.cards:
            break
        win.submit(random_answer(win.game.pending, random.Random(0)))
    show = win.table.motion
    assert show.running and show.cards, "the played card is shown moving"
    move = show.cards[0]
    assert move.start == start  # from where it was in the hand
    landed = win.table.item_for(move.oid)
    assert landed is not None and move.end == landed.rect  # to its place now
    exp = [i for i in win.table.items if i.kind == "expedition" and i.rect.contains(landed.rect)]
    assert exp, "the card went into an Expedition"
    assert move.card is not None and move.card["oid"] == move.oid  # own hand: face up
    assert move.oid in win.table._marks().moving  # its new place waits for it
    assert DURATION_MS < 500


def test_a_click_skips_the_card_glide(qtbot):
    win = _window(qtbot)
    win.set_animations(True)
    _, opt = _play_a_card(win)
    _answer_through(win, opt)
    for _ in range(5):
        if win.table.motion.cards:
            break
        win.submit(random_answer(win.game.pending, random.Random(0)))
    assert win.table.motion.running
    qtbot.mouseClick(win.table, Qt.MouseButton.LeftButton)
    assert not win.table.motion.running and not win.table.motion.cards
    assert not win.table._marks().moving  # every card shows in its place again


def test_no_card_glides_when_animations_are_off(qtbot):
    win = _window(qtbot)
    assert not win.table.animations
    _, opt = _play_a_card(win)
    _answer_through(win, opt)
    assert not win.table.motion.running and not win.table.motion.cards


def test_a_card_from_a_hand_the_table_now_hides_glides_face_down(qtbot):
    """Hotseat: after the play the table turns to the other seat, who never saw that
    hand: the card leaves it as a back (no hidden card shown to the wrong seat)."""
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.set_animations(True)
    _, opt = _play_a_card(win)
    player = win.game.pending.player
    win.submit(opt.id)
    show = win.table.motion
    assert win.table.bottom != player, "the table turned to the next seat"
    assert show.cards, "the card is still seen leaving the hand"
    move = show.cards[0]
    assert move.card is None  # a back, not the card's face
    assert move.start.center().y() < win.table.height() * 0.1  # from the hand at the top


def test_rest_sends_cards_gliding_from_the_expedition_to_the_reserve(qtbot):
    """4.2.5.b: at Night's Rest the Characters of an Expedition that moved go to the
    Reserve: each glides from its old place in the Expedition row to the Reserve."""
    win = _window(qtbot)
    win.set_animations(True)
    rng = random.Random(1)
    for _ in range(600):
        before = {i.oid: i for i in win.table.items if i.oid is not None}
        win.submit(random_answer(win.game.pending, rng))
        show = win.table.motion
        if show.telling:  # a Dusk told first: Night (Rest) comes at the end of it
            # (all landed: the board the show draws Night on, the cards that move
            # kept where they stood meanwhile, `dusk_story.night_board`)
            show.anim.setCurrentTime(int(show.anim.duration() * 0.95))
            assert win.table.shown_view in (win.table.view, win.table._night_board)
        reserves = [i for i in win.table.items if i.kind == "zone"
                    and i.label.startswith("Reserve")]
        for m in win.table.motion.cards:
            into = [z for z in reserves if z.rect.contains(m.end.center())]
            was = [i for i in before.values() if i.rect == m.start]
            if into and was and was[0].card["zone"] == "expedition":
                assert m.card is not None and m.card["oid"] == m.oid  # face up, as it is
                assert win.game.current_oid(was[0].oid) == m.oid  # the same card (1.4.4)
                assert m.end == win.table.item_for(m.oid).rect
                return
        win.table.motion.skip()
    raise AssertionError("no card went to a Reserve")
