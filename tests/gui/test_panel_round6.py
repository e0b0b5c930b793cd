"""The prompt panel after the fresh-eyes review of round 6 (issue #23).

#8: the turn's main control was a drop-down cut short ("Play Paint Prison from Hand —
costs 3 (discarding a Reserve c…") with a "Do it" button.  Now each playable card has
its ways to play as buttons, each saying the whole way and its cost (as Arena and Forge
list a card's alternative costs), wrapped, never cut, numbered for the keys.
#9: "press its number" - the numbers on the panel's buttons are those the table draws on
the lit cards, from one mapping (altered_desktop.choice_numbers)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QComboBox, QPushButton, QStyle, QStyleOptionButton

from altered_desktop import choice_numbers
from altered_desktop.decision_panel import way_to_play
from altered_desktop.session import Mode
from engine.decisions import Decision, Option
from tests.gui.conftest import make_window
from tools.table_scenes import day3_game

# a maximised window of each screen (tests/gui/test_screen_sizes.SIZES)
SIZES = {"1366x768": (1366, 708), "1920x1080": (1920, 1020)}


def _window(qtbot, size: str):  # type: ignore[no-untyped-def]
    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    win.refresh()
    qtbot.wait(20)
    assert game.pending.kind == "turn"
    return win, game


def _room(b: QPushButton) -> int:
    """How wide the words of `b` can be: its contents box, as its style draws it."""
    opt = QStyleOptionButton()
    b.initStyleOption(opt)
    return b.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, b).width()


def _shown(b: QPushButton) -> str:
    """The words of `b` on one line, as written (its lines joined)."""
    return " ".join(b.text().replace("&&", "&").split("\n"))


def _assert_whole(panel, d, size: str) -> None:  # type: ignore[no-untyped-def]
    """Each play of `d` has its button in the panel, saying its number, where it goes
    and what it costs (the caption over a pair says the cost they share), every line
    within the button's room: nothing cut."""
    plays = [o for o in d.options if o.detail == "play"]
    numbers = choice_numbers.option_numbers(d)
    captions = [c.text() for c in panel._captions if c.isVisibleTo(panel)]
    for o in plays:
        b = panel.option_buttons[o.id]
        assert b.isVisibleTo(panel), o.label
        way = way_to_play(o)
        assert way is not None
        shown = _shown(b)
        assert "…" not in b.text()
        fm = panel._button_metrics(b)
        for line in b.text().replace("&&", "&").split("\n"):
            assert fm.horizontalAdvance(line) <= _room(b), (size, line, _room(b))
        assert shown.startswith(f"{numbers[o.id]}. ")
        cost = re.search(r"costs (\d+)", str(o.label)).group(1)
        said = shown + " " + " ".join(c for c in captions if c.startswith(way.card))
        assert f"costs {cost}" in said.lower(), (shown, captions)
        if o.expedition is not None:
            assert ("Hero" if o.expedition[1] == "hero" else "Companion") in shown
        if "(" in str(o.label):  # a way to pay less says how, whole
            reduce = str(o.label).split("(")[1].split(")")[0]
            assert reduce in shown
        assert any(c.startswith(way.card) for c in captions), (way.card, captions)
    # the panel's buttons in general: none cut either (quick actions, Pass)
    for b in [*panel.option_buttons.values(), panel.pass_button]:
        if b.isVisibleTo(panel):
            fm = panel._button_metrics(b)
            for line in b.text().replace("&&", "&").split("\n"):
                assert fm.horizontalAdvance(line) <= _room(b), (size, line)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_way_to_play_is_a_whole_button_with_its_cost(qtbot, size):
    win, game = _window(qtbot, size)
    panel = win.panel
    d = game.pending
    assert sum(1 for o in d.options if o.detail == "play") >= 6, \
        "the day-3 hand has several cards to play"
    _assert_whole(panel, d, size)
    assert not panel.findChildren(QComboBox)  # the cut drop-down is gone
    # a narrower panel lays the ways out again (one under the other where a pair's
    # words no longer fit side by side), still whole
    for narrower in (40, 80):
        panel.setFixedWidth(panel.width() - narrower)
        qtbot.wait(10)
        _assert_whole(panel, d, size)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_each_way_button_plays_what_it_says(qtbot, size):
    """A click on a way answers that very play: its card, its Expedition, its cost."""
    win, game = _window(qtbot, size)
    panel = win.panel
    said: list[str] = []
    panel.answered.disconnect(win.submit)
    panel.answered.connect(said.append)
    d = game.pending
    for o in d.options:
        if o.detail != "play":
            continue
        b = panel.option_buttons[o.id]
        b.click()
        chosen = d.option(said[-1])
        way = way_to_play(chosen)
        shown = _shown(b)
        caption = next(c.text() for c in panel._captions
                       if c.isVisible() and c.text().startswith(way.card))
        assert chosen.objects == o.objects
        assert caption.startswith(way.card) and way.card.split(" · ")[0] in str(chosen.label)
        if chosen.expedition is not None:
            assert shown.split(". ", 1)[1].startswith(
                "Hero" if chosen.expedition[1] == "hero" else "Companion")
        cost = re.search(r"costs (\d+)", str(chosen.label)).group(1)
        assert f"costs {cost}" in (shown + caption).lower()
    assert len(said) == sum(1 for o in d.options if o.detail == "play")
    # and for real: a way clicked is played
    panel.answered.disconnect(said.append)
    panel.answered.connect(win.submit)
    first = choice_numbers.panel_order(d)[0]
    panel.option_buttons[first.id].click()
    assert game.answers[-1] == first.id


def test_the_number_keys_press_the_numbered_buttons(qtbot):
    win, game = _window(qtbot, "1366x768")
    d = game.pending
    order = choice_numbers.panel_order(d)
    for n, o in enumerate(order[:9], 1):
        assert win.panel._numbered[n] is win.panel.option_buttons[o.id]
        assert _shown(win.panel.option_buttons[o.id]).startswith(f"{n}. ")
    third = order[2]
    assert win.panel.choose_number(3)
    assert game.answers[-1] == third.id


def _target(*objects: tuple[str, tuple[int, ...]]) -> Decision:
    return Decision(0, "target", "Choose a target",
                    tuple(Option(oid, f"Card {oid}", objs) for oid, objs in objects))


def test_the_numbers_on_the_cards_are_the_panels():
    """One mapping: a card is drawn with the number of the one choice that is that card;
    a card named by two choices, or with another object, has no single number."""
    d = _target(("a", (11,)), ("b", (12,)), ("c", (13, 14)), ("d", (15,)), ("e", (15,)))
    assert choice_numbers.option_numbers(d) == {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}
    assert choice_numbers.card_numbers(d) == {11: 1, 12: 2}
    many = _target(*((f"o{i}", (100 + i,)) for i in range(12)))
    assert choice_numbers.card_numbers(many) == {100 + i: i + 1 for i in range(9)}
    assert choice_numbers.card_numbers(None) == {}
    # a turn numbers its buttons, not its cards (most have two ways to play)
    turn = Decision(0, "turn", "Your turn", (Option("play:5", "Play Kappa", (5,), "play"),))
    assert choice_numbers.option_numbers(turn) == {"play:5": 1}
    assert choice_numbers.card_numbers(turn) == {}


def test_a_target_decisions_numbers_match_the_panel(qtbot):
    """The day-3 Hero ability asks a target: the panel's "3." is the card numbered 3."""
    from tests.gui.test_table_round4 import _hero_ability

    win, game = _window(qtbot, "1366x768")
    win.submit(_hero_ability(win, game).id)
    d = game.pending
    assert d.kind == "target"
    cards = choice_numbers.card_numbers(d, win.panel.reading)
    assert len(cards) >= 3
    for oid, n in cards.items():
        (opt,) = [o for o in d.options if o.objects == (oid,)]
        assert _shown(win.panel._numbered[n]).startswith(f"{n}. ")
        assert win.panel.option_buttons[opt.id] is win.panel._numbered[n]
    assert dict(win.table.numbers) == cards  # what the table is given to draw


def test_a_card_and_its_place_wrap_as_name_then_place(qtbot, qapp):
    """A target's short label ("Foundry Mechanic · companion") is one line where it
    fits, the zone in the plain weight; too long for the panel it is written whole on
    two lines, the card's name on the first and its zone under it, never cut
    ("Ordis Recruit · Lithium's / hero" split a word off its place before, and an
    elided "Ordis Recruit · Lithium's c…" earlier).  Whose card it is, the group's
    caption says (review r10 #13)."""
    from altered_desktop import theme
    from altered_desktop.decision_panel import DecisionPanel

    sheet = qapp.styleSheet()
    qapp.setStyleSheet(theme.STYLE_SHEET)  # the app's fonts and paddings decide the fit
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.names = ("Ninette", "Lithium")
    panel.resize(290, 600)  # about the side column's panel at 1366x768 (276 px)
    panel.show()
    d = Decision(0, "target", "Choose up to one target Character", (
        Option("t:1", "Hathor (Ninette's hero Expedition)", (1,)),
        Option("t:2", "Ordis Recruit (Lithium's hero Expedition)", (2,)),
        Option("t:3", "Foundry Mechanic (Lithium's companion Expedition)", (3,)),
        Option("t:4", "Ordis Recruit (Lithium's companion Expedition)", (4,))))
    panel.show_decision(d)
    qtbot.wait(10)
    ids = ("t:1", "t:2", "t:3", "t:4")
    said = {"t:1": "1. Hathor · hero", "t:2": "2. Ordis Recruit · hero",
            "t:3": "3. Foundry Mechanic · companion", "t:4": "4. Ordis Recruit · companion"}
    for oid in ids:  # one line each at 290 px, the zone drawn plain
        b = panel.option_buttons[oid]
        assert b.text() == said[oid] and b.tail == " · " + said[oid].split(" · ")[1]
    panel.resize(225, 600)  # too narrow: the name over its zone
    qtbot.wait(20)
    lines = {oid: panel.option_buttons[oid].text().split("\n") for oid in ids}
    assert lines["t:3"][0] == "3. Foundry Mechanic" and lines["t:3"][1:] == ["companion"]
    assert panel.option_buttons["t:3"].tail == ""
    for oid in ids:
        b = panel.option_buttons[oid]
        fm = panel._button_metrics(b)
        assert all(fm.horizontalAdvance(line) <= _room(b) for line in lines[oid])
    qapp.setStyleSheet(sheet)
