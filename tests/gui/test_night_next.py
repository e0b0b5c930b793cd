"""Under the Clean-up choice, what Night does next (review r9 #6, r10 #9: the panel
stood empty between its two or three cards and its button, 1085-1360 × 520-700).

Clean-up (4.2.5.c) is the day's last choice; then Check Victory (4.2.5.d) - have the
Expeditions met, how far has each player travelled - and, when nobody wins, the next
day's Morning (4.2.1): the other player becomes the first player (4.2.1.b), everything
is readied (4.2.1.c), two cards are drawn (4.2.1.d), Expand (4.2.1.e)."""

from __future__ import annotations

from typing import Any

from altered_desktop import night_next
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools import played_game


def _view(first: int, dist: tuple[int, int, int, int], tiebreak: bool = False,
          day: int = 3) -> dict[str, Any]:
    def player(name: str, hero: int, comp: int) -> dict[str, Any]:
        return {"name": name, "expeditions": {"hero": {"distance": hero},
                                              "companion": {"distance": comp}}}

    return {"day": day, "first_player": first, "tiebreak": tiebreak,
            "players": [player("Ann", dist[0], dist[1]), player("Bob", dist[2], dist[3])]}


def test_check_victory_then_the_next_morning_4_2_5_d_4_2_1(qapp):
    lines = night_next.next_lines(_view(first=0, dist=(2, 1, 1, 1)))
    assert lines == [
        "Check Victory (4.2.5.d): no Expeditions have met — Ann 3 of 7 regions, Bob 2.",
        "Day 4's Morning (4.2.1): Bob plays first; all is readied; each player draws 2 "
        "and may Expand."]
    # Bob was first today: Ann tomorrow (4.2.1.b)
    assert "Ann plays first" in night_next.next_lines(_view(first=1, dist=(0, 0, 0, 0)))[1]
    # two Expeditions met (4 + 3 = 7 regions): the game ends here, no next Morning
    met = night_next.next_lines(_view(first=0, dist=(4, 3, 2, 1)))
    assert len(met) == 1 and "have met" in met[0] and "Ann 7" in met[0]
    # in the Arena the check is the tiebreakers' (4.3)
    assert "Arena" in night_next.next_lines(_view(first=0, dist=(4, 3, 4, 3),
                                                  tiebreak=True))[0]


def _clean_up(qtbot: Any, size: tuple[int, int]) -> tuple[Any, Any]:
    """The review's game at Lithium's crowded Clean-up on day 3 (keep 2 of 3)."""
    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*size)
    qtbot.wait(20)
    pilots = played_game.play_to(game, played_game.DAY3_LAST_TURN, submit=win.submit)
    while game.pending.kind != "cleanup":
        win.submit(pilots.answer(game))
    win.refresh()
    qtbot.wait(40)
    return win, game


def test_the_clean_up_panel_says_what_comes_next(qtbot):
    # at 1920: at 1366 the options' card texts (test_clean_up_texts) take that room
    win, game = _clean_up(qtbot, (1920, 1020))
    panel = win.panel
    assert panel.decision is game.pending and game.pending.kind == "cleanup"
    assert panel.news.isVisible()
    text = panel.news.text()
    view = game.view(None)
    nxt = view["players"][1 - view["first_player"]]["name"]
    assert "What comes next" in text and "Check Victory (4.2.5.d)" in text
    assert f"Day {view['day'] + 1}&#x27;s Morning" in text and f"{nxt} plays first" in text
    # under the options, and the options never scroll for it
    last = max((b for b in panel.option_buttons.values()), key=lambda b: b.y())
    assert panel.news.y() > last.y()
    assert panel.scroll.verticalScrollBar().maximum() == 0


def test_what_comes_next_gives_way_to_the_options(qtbot):
    """In a window too short for both, the options keep the room: the words go."""
    win, game = _clean_up(qtbot, (1366, 560))
    panel = win.panel
    qtbot.wait(40)
    assert not panel.news.isVisible()
    assert all(b.isVisible() for b in panel.option_buttons.values())
