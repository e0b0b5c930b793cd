"""The prompt panel after the fresh-eyes review of round 8 (issue #23), on the review's
own played game (tools/played_game.py) at a laptop's and a desktop's window size.

#2: in a seven-target choice options 6 and 7 lay under an 8 px scroll bar while a
three-line "You chose ..." box took the room; #11: the Hero's quick action was filed
under the played card's header; acting: a choice of "up to one" target took a click and
then Confirm."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from altered_desktop.session import Mode
from engine.decisions import Decision, Option
from tests.gui.conftest import make_window
from tools import played_game

# a maximised window of each screen (tests/gui/test_screen_sizes.SIZES)
SIZES = {"1366x768": (1366, 708), "1920x1080": (1920, 1020)}


@pytest.fixture(autouse=True)
def as_the_app_runs(qapp: Any) -> Any:
    """The app's own style and style sheet (app.main sets them): the buttons' padding
    and fonts decide what fits."""
    from altered_desktop import theme

    sheet, style = qapp.styleSheet(), qapp.style().name()
    qapp.setStyle("Fusion")
    qapp.setStyleSheet(theme.STYLE_SHEET)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setStyle(style)


def _played(qtbot: Any, size: str, upto: int = played_game.CLOTH_DANCER_TURN,
            seed: int = played_game.SEED) -> tuple[Any, Any]:
    """A window on the review's game played to `upto` answers, each through the window."""
    game = played_game.new_game(seed)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    qtbot.wait(20)
    played_game.play_to(game, upto, submit=win.submit)
    win.refresh()
    qtbot.wait(30)
    return win, game


def _choosing_a_target(qtbot: Any, size: str = "1366x768") -> tuple[Any, Any]:
    """Ninette has played Lyra Cloth Dancer (2.4.6: up to one target Character gains
    Fleeting): seven Characters of both sides to choose from, as the review saw it."""
    win, game = _played(qtbot, size)
    opt = played_game.option_playing(game.pending, played_game.CLOTH_DANCER)
    assert win.submit(opt.id)
    win.refresh()
    qtbot.wait(40)  # the list's second wrap and the panel's share of the height
    d = game.pending
    assert d.kind == "target" and (d.min, d.max) == (0, 1) and len(d.options) == 7
    return win, game


def _in_sight(panel: Any, b: Any) -> bool:
    """Whether button `b` lies wholly inside the list's viewport as it is scrolled."""
    port = panel.scroll.viewport()
    top = b.mapTo(port, QPoint(0, 0)).y()
    return 0 <= top and top + b.height() <= port.height()


@pytest.mark.parametrize("size", sorted(SIZES))
def test_seven_targets_are_all_in_sight_without_scrolling(qtbot, size):
    """Review r8 #2: every legal target in sight at 1366, one line where it fits
    ("1. Hathor · hero"), else the name over its place, no scroll and no cue."""
    win, game = _choosing_a_target(qtbot, size)
    panel = win.panel
    assert panel.using.isVisible() and "Lyra Cloth Dancer" in panel.using.toolTip()
    for o in game.pending.options:
        b = panel.option_buttons[o.id]
        assert b.isVisible() and _in_sight(panel, b), (size, b.text())
        assert b.text().count("\n") <= 1, b.text()
    assert panel.scroll.verticalScrollBar().maximum() == 0
    assert not panel.more_below.isVisible()
    # the count's line is gone: a click answers (below), "Choose none" is the rest
    assert not panel.count.isVisible()
    assert panel.none_button.isVisible() and panel.none_button.text() == "Choose none"


def _many(game: Any, n: int) -> Decision:
    """A choice among `n` Characters lit on the table (the played game's, repeated),
    said as the engine says a target: "Ordis Recruit (Lithium's hero Expedition)"."""
    view = game.view(None)
    cards = [(c["name"], p["name"], exp) for p in view["players"]
             for exp, e in p["expeditions"].items() for c in e["cards"]]
    return Decision(game.pending.player, "target", "Choose up to 3 target Characters "
                    "to gain 1 boost", tuple(
                        Option(f"t:{k}", "{} ({}'s {} Expedition)".format(
                            *cards[k % len(cards)]), (9000 + k,)) for k in range(n)),
                    min=0, max=3)


def test_a_choice_of_twelve_scrolls_with_a_cue_saying_how_many_are_below(qtbot):
    """Review r8 #2: past what the panel holds, a list scrolls and says so in words
    ("▼ 4 more options below"), not with a bare 8 px bar; the cue counts the options
    out of sight and goes once the last is in view."""
    win, game = _played(qtbot, "1366x768")
    panel = win.panel
    panel.show_decision(_many(game, 12), can_take_back=True,
                        using="You chose: Play Lyra Cloth Dancer from Hand into your hero "
                              "Expedition — costs 3")
    qtbot.wait(40)
    bar = panel.scroll.verticalScrollBar()
    assert bar.maximum() > 0, "twelve options do not fit at 1366"
    buttons = [panel.option_buttons[f"t:{k}"] for k in range(12)]
    below = [b for b in buttons if not _in_sight(panel, b)
             and b.mapTo(panel.scroll.viewport(), QPoint(0, 0)).y() > 0]
    assert below and panel.more_below.isVisible()
    assert panel.more_below.text() == f"▼ {len(below)} more options below"
    # the cue is between the list and the buttons under it, all of it in sight
    assert panel.more_below.geometry().top() >= panel.scroll.geometry().bottom()
    assert panel.more_below.geometry().bottom() <= panel.take_back_button.geometry().top()
    bar.setValue(bar.maximum())
    qtbot.wait(10)
    assert _in_sight(panel, buttons[-1]) and not panel.more_below.isVisible()


def test_you_chose_folds_to_one_line_while_the_list_needs_its_room(qtbot):
    """Review r8 #2: the "You chose ..." box folds to one line ending in "…" (its whole
    words in the tooltip) while the options would otherwise scroll; a click unfolds it;
    with room to spare (seven targets at 1920) it stays whole."""
    win, game = _played(qtbot, "1366x768")
    panel = win.panel
    said = ("You chose: Play Lyra Cloth Dancer from Hand into your hero Expedition — "
            "costs 3")
    panel.show_decision(_many(game, 12), can_take_back=True, using=said)
    qtbot.wait(40)
    u = panel.using
    assert u.folded and "\n" not in u.text() and "…" in u.text()
    assert u.height() <= u.one_line_height() + 2
    assert u.toolTip() == said
    qtbot.mouseClick(u, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert not u.folded and u.text() == said  # the player's choice holds
    # seven targets at 1920: room for the box whole
    win2, _game2 = _choosing_a_target(qtbot, "1920x1080")
    assert not win2.panel.using.folded
    assert win2.panel.using.text().startswith("You chose: Play Lyra Cloth Dancer")


def test_the_heros_quick_action_has_a_header_of_its_own(qtbot):
    """Review r8 #11: "Lyra Skald · from Hand — costs 2" headed options 1, 2 and the
    Hero's quick action 3.  The quick action is under its own header, after the ways
    to play, saying that the turn goes on after it (4.2.3.e)."""
    win, game = _played(qtbot, "1366x768", played_game.FULL_BOARD_TURN,
                        played_game.FULL_BOARD_SEED)
    d = game.pending
    quick = [o for o in d.options if o.detail == "quick"]
    assert d.kind == "turn" and quick, "Nevenka & Blotch's quick action is offered"
    panel = win.panel
    cap = panel.quick_caption
    assert cap.isVisible() and cap.text() == "Quick action — your turn goes on"
    b = panel.option_buttons[quick[0].id]
    assert "Nevenka" in b.text()
    # below every way to play and their captions, and right above the quick action
    assert cap.geometry().top() >= panel.ways.geometry().bottom()
    assert b.geometry().top() >= cap.geometry().bottom()
    assert not panel.ways.isAncestorOf(b)


@pytest.mark.parametrize("how", ["button", "number key", "board", "none"])
def test_a_choice_of_at_most_one_is_answered_by_one_click(qtbot, how):
    """Review r8 (acting): "up to one target" took a click and then Confirm.  A click
    on an option, its number key or a click on the lit card now answers it; "Choose
    none" answers with none; taking the play back stays offered until then."""
    win, game = _choosing_a_target(qtbot)
    panel = win.panel
    assert panel.take_back_button.isVisible()
    d = game.pending
    before = len(game.answers)
    pick = d.options[1]  # Ordis Recruit, Lithium's hero
    if how == "button":
        qtbot.mouseClick(panel.option_buttons[pick.id], Qt.MouseButton.LeftButton)
    elif how == "number key":  # its number as the board reads (choice_numbers)
        from altered_desktop import choice_numbers

        assert panel.choose_number(choice_numbers.option_numbers(d, panel.reading)[pick.id])
    elif how == "board":
        win.on_card_clicked(pick.objects[0])
    else:
        qtbot.mouseClick(panel.none_button, Qt.MouseButton.LeftButton)
    assert len(game.answers) == before + 1, "one click answered"
    assert game.answers[-1] == (() if how == "none" else (pick.id,))
    fleeting = {c["oid"] for p in game.view(None)["players"]
                for e in p["expeditions"].values() for c in e["cards"]
                if "fleeting" in (c.get("statuses") or ())}
    assert (pick.objects[0] in fleeting) == (how != "none")
