"""The day strip during a Dusk replayed after a hand-off (review r13 #1): the board
went back to Day 3's Dusk while the game was in Day 4's Morning, and the strip in the
side column lit "Day 3 · Dusk" with no word of a replay.  Now the strip's title says
it is a replay and its first line says where the game is; once the show is over it
is the day and phase of the game again."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage, QPainter

from tests.gui.test_dusk_show import _at, _day3_dusk, _replay_after_handoff


def strip_texts(table) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text the day strip's sprites draw (title, phase pills, lines)."""
    drawn: list[str] = []

    class Recorder(QPainter):
        def drawText(self, *args: Any) -> None:  # noqa: N802 - Qt's name
            drawn.extend(a for a in args if isinstance(a, str))
            super().drawText(*args)

    img = QImage(table.width(), table.height(), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = Recorder(img)
    for op in table._list_board():
        if op.key[0].startswith("tracker_"):
            op.draw(p)
    p.end()
    return drawn


def test_the_strip_says_a_replayed_dusk_is_a_replay_and_where_the_game_is(qtbot):
    from altered_desktop.log_text import phase_name

    win, game, _seat, _at_dusk = _replay_after_handoff(qtbot, second=True)
    show, table = win.table.motion, win.table
    now = game.view(None)
    assert (now["day"], now["phase"]) != (3, "Dusk")  # the game has moved on (Night's
    where = f"You are in Day {now['day']}'s {phase_name(now['phase'])}"  # Clean-up)
    for t in (0.05, 0.4, 0.7):  # the verdicts told, one after another, on Dusk's board
        _at(show, t)
        assert show.stage_now >= 0 and table.shown_view["phase"] == "Dusk"
        texts = strip_texts(table)
        assert "Replay · Day 3" in texts, texts
        assert where in texts, texts
        assert "Day 3" not in texts  # never the bare day of a Dusk past
    assert "Replay" in win.status_label.text()
    show.skip()
    texts = strip_texts(table)
    assert f"Day {now['day']}" in texts
    assert not any("Replay" in x or "You are in" in x for x in texts)
    phases = [op.key[1] for op in table._list_board() if op.key[0] == "tracker_phase"]
    assert phases == [now["phase"]]  # the phase lit is the game's


def test_a_dusk_told_as_it_happens_is_no_replay(qtbot):
    win, _game = _day3_dusk(qtbot, handoff=False)
    show, table = win.table.motion, win.table
    _at(show, 0.3)
    texts = strip_texts(table)
    assert "Day 3" in texts
    assert [op.key[1] for op in table._list_board() if op.key[0] == "tracker_phase"] == ["Dusk"]
    assert not any("Replay" in x or "You are in" in x for x in texts)
