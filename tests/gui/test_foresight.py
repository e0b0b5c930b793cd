"""The boards foreseen on copies of the game (altered_desktop.foresight) and painted
ahead while idle (altered_desktop.face_warmup): each foreseen board must be exactly the
board the table is given once that answer is chosen (its view, whose eyes, the hands
laid open, what the next decision lights), or painting it ahead would be wasted; and
after painting ahead, the table an answer brings is blits only, laid out and listed
ahead as well (issue #23's answer -> repainted table)."""

from __future__ import annotations

import random

from altered_desktop import face_cache, foresight
from altered_desktop.board_layer import Listing
from altered_desktop.table_display import list_board
from altered_desktop.table_layout import place
from engine.policies import random_answer
from tests.gui.conftest import first_turn


def _answer(game, rng: random.Random) -> str:  # type: ignore[no-untyped-def]
    """A turn's answer: mostly a play, sometimes a pass (which brings Night); another
    decision's, one of its options."""
    d = game.pending
    if d.kind != "turn":
        return str(rng.choice(d.options).id)
    plays = [o for o in d.options if o.detail == "play"]
    if plays and rng.random() < 0.75:
        return str(rng.choice(plays).id)
    return "pass" if any(str(o.id) == "pass" for o in d.options) else str(d.options[0].id)


def test_each_foreseen_board_is_the_board_its_answer_brings(qtbot) -> None:
    """At each turn of a hotseat game, and at the decisions that follow one, the board
    foreseen for the answer given equals the table's after it: the same view
    (statuses, boosts, moves of Night and all), the same seat at the bottom, the same
    cards lit and numbered."""
    win, game = first_turn(qtbot)
    rng = random.Random(3)
    compared = days = others = 0
    previous = None
    for _ in range(300):
        if game.over or (compared >= 20 and others >= 4):
            break
        d = game.pending
        ahead = foresight.foresee(win.session, previous)
        if ahead is None:
            assert d.kind != "turn" or d.player in win.session.auto_players
            win.submit(random_answer(d, rng))
            continue
        previous = ahead
        boards = {b.answer: b for b in ahead.boards()}
        assert boards, "a decision with nothing foreseen"
        others += d.kind != "turn"
        answer = _answer(game, rng)
        if answer not in boards:  # (a slow replay ends a decision's foresight early)
            answer = rng.choice(sorted(boards))
        day = game.day
        win.submit(answer)
        board = boards[answer]
        t = win.table
        assert t.view == board.view, f"the view after {answer!r} was not foreseen"
        assert t.bottom == board.bottom
        assert t.extra_hands == board.extra_hands
        assert t._marks().key() == board.marks(t.log_focus).key(), \
            f"what lights up after {answer!r} was not foreseen"
        compared += 1
        days += game.day != day
    assert compared >= 20, compared
    assert others >= 4, "no decision after a turn was foreseen"
    assert days >= 1, "no Night was foreseen"


def test_after_painting_ahead_the_answer_brings_only_blits(qtbot) -> None:
    """Once the window has been idle at a turn, whatever the answer, every element of
    the board it brings is in the sprite cache: the repaint paints no face and no
    element for the first time (Night's moves to the Reserve included)."""
    win, game = first_turn(qtbot)
    rng = random.Random(8)
    checked = taken = 0
    for _ in range(80):
        if game.over or game.day > 2:
            break
        if win.table.faces_ahead.foresight is None:
            win.submit(random_answer(game.pending, rng))
            continue
        qtbot.waitUntil(lambda: not win.table.faces_ahead.busy
                        and not win._prerender_timer.isActive(), timeout=20000)
        qtbot.waitUntil(lambda: not win.table.faces_ahead.busy, timeout=20000)
        faces = face_cache.FACES.misses
        win.submit(_answer(game, rng))
        t = win.table
        board = t.display.boards[t.bottom]
        assert board.listing is not None
        dpr = t.devicePixelRatioF()
        missing = [op.key for op in board.listing.ops
                   if not t.display.sprites.holds(op.key, op.bounds, dpr)]
        assert not missing, f"painted after the answer: {missing[:3]}"
        # the layout and the listing laid ahead for this answer, when the table took
        # them, are the ones it would have worked out afresh
        shown = t.shown_view
        fresh = place(shown, t.bottom, t.extra_hands, t.width(), t.height(), dpr)
        assert fresh == t.placement
        listing = Listing(list_board(shown, t.bottom, fresh, t._marks(), t.recent))
        assert listing.sigs == board.listing.sigs
        taken += t._laid is not None
        t.grab()  # the repaint after the answer
        assert face_cache.FACES.misses == faces, "a face was painted after the answer"
        checked += 1
    assert checked >= 8, checked
    assert taken >= checked - 2, (taken, checked)  # (a Dusk told, a seat turned round)
