"""Hotseat privacy (issue #14, defect 1): whatever the players do — answer, undo on the
hand-off curtain, save and load, resume, start again — the hand on screen is the deciding
seat's, or nobody's while the curtain is up."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window

ACTIONS = ("answer", "answer", "answer", "answer", "reveal", "undo", "save_load",
           "resume")


def _new_game(seed: int) -> Game:
    return Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=seed,
                    names=("Ninette", "Lithium"))


def assert_private(win) -> None:  # type: ignore[no-untyped-def]
    d = win.game.pending
    if d is None:
        return
    if win.handoff.isVisible():
        # the curtain always names the seat that decides now
        assert win.handoff.player == d.player
        assert win.game.names[d.player] in win.handoff.heading.text()
        assert win.hand_on_screen() == set()
    else:
        assert win.table.view["viewer"] == d.player
        assert win.hand_on_screen() <= {d.player}
        assert win.revealed_for == d.player


def _step(win, action: str, rng: random.Random, tmp) -> None:  # type: ignore[no-untyped-def]
    if win.game.over:
        action = "undo"
    if action == "answer" and win.handoff.isVisible():
        action = "reveal"  # the prompt panel cannot be reached behind the curtain
    if action == "answer":
        d = win.game.pending
        win.submit(random_answer(d, rng))
    elif action == "reveal":
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
    elif action == "undo":
        win.undo()
    elif action == "save_load":
        path = tmp / "g.json"
        win.save_to(path)
        win.load_from(path)
    elif action == "resume":
        from altered_desktop import storage

        win.session.flush_autosave()
        if storage.autosave_path().exists():
            win.load_from(storage.autosave_path())


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 50), script=st.lists(st.sampled_from(ACTIONS), min_size=10,
                                                  max_size=45))
def test_hand_on_screen_is_always_the_deciders_or_none(qtbot, tmp_path, seed, script):
    win = make_window(qtbot, _new_game(seed), Mode.HOTSEAT, handoff=True)
    rng = random.Random(seed)
    assert_private(win)
    for action in script:
        _step(win, action, rng, tmp_path)
        assert_private(win)
    win.close()


def _to_other_seats_curtain(win):  # type: ignore[no-untyped-def]
    """Answer until the curtain asks for the other seat; return the seat that answered."""
    rng = random.Random(3)
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
    first = win.game.pending.player
    while not win.handoff.isVisible():
        win.submit(random_answer(win.game.pending, rng))
    assert win.handoff.player != first
    return first


def test_undo_on_the_curtain_never_reveals_the_seat_it_did_not_name(qtbot):
    """The reported sequence: the curtain asks for one player, undo, and its button then
    showed the other player's hand; now undo there asks again for whoever decides."""
    win = make_window(qtbot, _new_game(11), Mode.HOTSEAT, handoff=True)
    mover = _to_other_seats_curtain(win)
    win.undo()
    assert win.game.pending.player == mover
    assert win.handoff.isVisible() and win.handoff.player == mover
    assert win.hand_on_screen() == set()
    win.handoff.reveal_button.click()
    assert win.hand_on_screen() <= {mover}
    assert win.table.view["viewer"] == mover


def test_undo_leaves_no_recap_of_the_undone_move(qtbot):
    win = make_window(qtbot, _new_game(11), Mode.HOTSEAT, handoff=True)
    _to_other_seats_curtain(win)
    n = len(win.game.log)
    win.handoff.reveal_button.click()
    assert win.table._recap is not None  # the news of the move about to be undone
    win.undo()
    assert len(win.game.log) < n
    assert win.table._recap is None


def test_load_and_new_game_cover_the_table_again(qtbot, tmp_path):
    win = make_window(qtbot, _new_game(5), Mode.HOTSEAT, handoff=True)
    win.handoff.reveal_button.click()
    assert win.hand_on_screen() == {win.game.pending.player}
    win.save_to(tmp_path / "g.json")
    win.load_from(tmp_path / "g.json")
    assert win.handoff.isVisible() and win.hand_on_screen() == set()
    win.handoff.reveal_button.click()
    win.start_new({"mode": Mode.HOTSEAT, "decks": [starter_deck("lyra"), starter_deck("muna")],
                   "seed": 4, "names": ("A", "B")})
    assert win.handoff.isVisible() and win.hand_on_screen() == set()


def test_a_curtain_only_when_the_deciding_seat_has_something_hidden(qtbot):
    """Hotseat without churn: a seat whose hand is empty and whose choice is about public
    objects gets the table turned round without a curtain; a hand, or a choice about a
    hidden card, always brings the curtain."""
    from types import SimpleNamespace

    win = make_window(qtbot, _new_game(11), Mode.HOTSEAT, handoff=True)
    public = next(iter(i.oid for i in win.table.items if i.oid is not None
                       and i.card.get("zone") != "hand"))
    view = {"players": [{"hand": []}, {"hand": [{"oid": 999}]}]}
    about = lambda *oids: SimpleNamespace(  # noqa: E731
        player=0, options=[SimpleNamespace(objects=oids)])
    assert not win._has_secrets(about(), view)
    assert not win._has_secrets(about(public), view)
    assert win._has_secrets(about(123456), view)  # not on the public table
    assert win._has_secrets(SimpleNamespace(player=1, options=[]), view)
