"""No face of a hidden card is ever painted (issue #22): the table is rendered offscreen
from scratch (no sprite or board image kept from before) and every card face the painting
code draws - board, hovered card, zoom, name tabs - is recorded and compared with what
the people at the screen may see: the views of the seats whose eyes the table may use.

This checks the pixels' source, not the table's item list: a face drawn from a stale
sprite, a prerendered board of the other seat, or a zoom of a card back would show here
even if the items looked right."""

from __future__ import annotations

import random
from typing import Any

import pytest

from altered_desktop import card_painter, card_tile
from altered_desktop.session import Mode
from altered_desktop.table_display import BoardDisplay
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window
from tests.gui.test_visibility_modes import _decks, allowed_faces, begin


class FaceRecorder:
    """Wraps every painting function of the card modules (`paint_*` of card_painter and
    card_tile: faces, tiles, name tabs, and any added later) and keeps each card they
    were handed - a dict with an object id among their arguments."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.cards: list[dict[str, Any]] = []
        for module in (card_painter, card_tile):
            for name in dir(module):
                fn = getattr(module, name)
                if name.startswith("paint") and callable(fn):
                    monkeypatch.setattr(module, name, self._wrap(fn))

    def _wrap(self, fn: Any) -> Any:
        def recording(*args: Any, **kw: Any) -> Any:
            self.cards += [a for a in (*args, *kw.values())
                           if isinstance(a, dict) and isinstance(a.get("oid"), int)]
            return fn(*args, **kw)

        return recording

    def painted(self, win) -> dict[int, str]:  # type: ignore[no-untyped-def]
        """Render the whole window offscreen from nothing, then with the pointer over
        each item of the table in turn (the zoom); {oid: name} of the faces drawn."""
        self.cards.clear()
        t = win.table
        t.display = BoardDisplay()  # no sprite, no board image, no prerendered side
        win.grab()
        for it in list(t.items):  # the pointer over each card, back and pile: the zoom
            if it.kind in ("card", "back", "discard", "deck"):
                t.hover = it
                t.grab()
        t.hover = None
        return {c["oid"]: c.get("name", "?") for c in self.cards if isinstance(c.get("oid"), int)}


def assert_only_allowed(win, recorder: FaceRecorder, people: frozenset[int]) -> int:  # type: ignore[no-untyped-def]
    eyes = win.table.view["viewer"]
    assert eyes in people
    painted = recorder.painted(win)
    allowed = allowed_faces(win, frozenset({eyes}))
    wrong = {o: n for o, n in painted.items() if o not in allowed}
    assert not wrong, f"hidden faces painted for seat {eyes}: {sorted(wrong.values())}"
    return len(painted)


@pytest.mark.parametrize("mode", ["computer_1", "computer_0", "hotseat", "hotseat_open_table",
                                  "goldfish", "lesson", "report"])
def test_no_face_hidden_from_the_screen_is_painted(qtbot, inline_ai, monkeypatch, tmp_path,
                                                   mode):
    win = make_window(qtbot, Game.new(_decks(), seed=1, names=("A", "B")), Mode.HOTSEAT,
                      handoff=True)
    recorder = FaceRecorder(monkeypatch)
    people, _ = begin(win, mode, 6, tmp_path)
    rng = random.Random(6)
    counts = []
    for _ in range(9):
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
        counts.append(assert_only_allowed(win, recorder, people))
        d = win.my_decision()
        if win.game.over:
            break
        if d is not None:
            win.submit(random_answer(d, rng))
        else:
            qtbot.waitUntil(lambda: win.game.over or win.my_decision() is not None,
                            timeout=20000)
    assert max(counts) > 0  # the recorder saw faces: the check is not empty
    if win.ai_seat is not None:
        win.ai_seat.stop()
    win.close()


def test_the_recorder_sees_an_open_hand(qtbot, monkeypatch, tmp_path):
    """The check can fail: with the teacher's open hands the other seat's hand is
    painted, and the recorder finds faces outside the deciding seat's view."""
    win = make_window(qtbot, Game.new(_decks(), seed=1, names=("A", "B")), Mode.HOTSEAT,
                      handoff=False)
    recorder = FaceRecorder(monkeypatch)
    begin(win, "open_hands", 2, tmp_path)
    eyes = win.table.view["viewer"]
    other_hand = {c["oid"] for c in win.game.view(1 - eyes)["players"][1 - eyes]["hand"]}
    assert other_hand and other_hand <= set(recorder.painted(win))
    with pytest.raises(AssertionError, match="hidden faces painted"):
        assert_only_allowed(win, recorder, frozenset({0, 1}))
    win.close()
