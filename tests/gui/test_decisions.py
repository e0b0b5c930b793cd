"""Every decision kind can be answered from the table or the prompt panel.

The engine's starter cards do not yet ask every kind in a short game, so these tests put
a decision of each kind in front of the window (on a real board, with real objects) and
check the exact answer the GUI sends back.
"""

from __future__ import annotations

import pytest

from altered_desktop.session import Mode
from engine.decisions import Decision, IllegalAnswer, Option
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import first_turn, make_window
from tests.state_access import set_pending


@pytest.fixture
def board(qtbot):
    """A hotseat game on its first turn, answers captured instead of played."""
    win, game = first_turn(qtbot)
    sent: list = []

    def fake_answer(ans):
        d = game.pending
        sent.append(d.normalise(ans))

    game.answer = fake_answer  # type: ignore[method-assign]
    return win, game, sent


def ask(win, game, kind, options, lo=1, hi=1, info=()):
    player = win.session.viewer()
    set_pending(game, Decision(player, kind, f"Test prompt for {kind}", tuple(options), lo, hi,
                               tuple(info)))
    win.refresh()
    return game.pending


def hand_oids(win):
    return [i.oid for i in win.table.items if i.kind == "card" and i.card["zone"] == "hand"
            and i.card["owner"] == win.session.viewer()]


def test_target_single_by_clicking_the_highlighted_card(board):
    win, game, sent = board
    oids = hand_oids(win)[:3]
    ask(win, game, "target", [Option(f"t:{o}", f"card {o}", (o,)) for o in oids])
    assert win.table.highlight == set(oids)
    win.table.click_item(win.table.item_for(oids[1]))
    assert sent == [f"t:{oids[1]}"]


def test_target_multi_by_board_clicks_then_confirm(board):
    win, game, sent = board
    oids = hand_oids(win)[:3]
    ask(win, game, "target", [Option(f"t:{o}", f"card {o}", (o,)) for o in oids], 2, 2)
    assert not win.panel.confirm.isEnabled()
    win.table.click_item(win.table.item_for(oids[0]))
    win.table.click_item(win.table.item_for(oids[2]))
    assert win.table.selected == {oids[0], oids[2]}
    assert win.panel.confirm.isEnabled()
    win.panel.confirm.click()
    assert sent == [(f"t:{oids[0]}", f"t:{oids[2]}")]


def test_may_names_the_step_and_answers_yes(board):
    win, game, sent = board
    ask(win, game, "may", [Option("yes", "Yes"), Option("no", "No")])
    assert "Test prompt for may" in win.panel.prompt.text()
    win.panel.option_buttons["yes"].click()
    assert sent == ["yes"]


def test_mode_with_back_and_keyboard_numbers(board):
    win, game, sent = board
    ask(win, game, "mode", [Option("m0", "Draw a card"), Option("m1", "Boost"),
                            Option("back", "Back")])
    assert win.panel.title.text() == "Choose a mode"  # "Choose two" is picked one at a time too
    assert win.panel.choose_number(2)
    assert sent == ["m1"]


def test_cleanup_keep_selection_counts(board):
    win, game, sent = board
    oids = hand_oids(win)[:3]
    assert len(oids) == 3
    ask(win, game, "cleanup", [Option(f"k:{o}", f"keep {o}", (o,)) for o in oids], 2, 2,
        info=("Lithium keeps Ratatoskr in their Reserve",))
    assert "Lithium keeps Ratatoskr" in win.panel.info.text()
    win.panel.option_buttons[f"k:{oids[0]}"].click()
    # Clean-up names what is kept so far, and how many are still to choose (r9 #17)
    assert f"Keeping 1 of 2: keep {oids[0]}" in win.panel.count.text()
    assert win.panel.confirm.text() == "Choose 1 more to keep"
    assert not win.panel.confirm.isEnabled()
    win.panel.option_buttons[f"k:{oids[2]}"].click()
    assert win.table.selected == {oids[0], oids[2]}
    win.panel.confirm.click()
    assert sent == [(f"k:{oids[0]}", f"k:{oids[2]}")]


# "revealed": a declared kind with a title but no look of its own (shown as a
# list of options); an undeclared kind cannot reach the table (engine.decisions)
@pytest.mark.parametrize("kind", ["reaction", "choose_card", "sacrifice", "die", "expand",
                                  "revealed"])
def test_single_choice_kinds_and_unknown_kinds(board, kind):
    win, game, sent = board
    ask(win, game, kind, [Option("a", "First"), Option("b", "Second"), Option("skip", "Skip")])
    assert win.panel.prompt.text() == f"Test prompt for {kind}"
    assert set(win.panel.option_buttons) == {"a", "b", "skip"}
    win.panel.option_buttons["b"].click()
    assert sent == ["b"]


def test_a_multi_choice_of_a_kind_without_its_own_look_uses_generic_min_max(board):
    win, game, sent = board
    ask(win, game, "choose_status", [Option(x, x.upper()) for x in "abcd"], 1, 3)
    win.panel.option_buttons["c"].click()
    win.panel.option_buttons["d"].click()
    win.panel.confirm.click()
    assert sent == [("c", "d")]


def test_target_expedition_by_clicking_the_expedition(board):
    win, game, sent = board
    me = win.session.viewer()
    ask(win, game, "target_expedition", [
        Option("hero", "your hero Expedition", expedition=(me, "hero")),
        Option("companion", "your companion Expedition", expedition=(me, "companion"))])
    item = win.table.expedition_item(me, "companion")
    win.table.click_item(item)
    assert sent == ["companion"]


def test_illegal_answer_is_explained_not_fatal(board):
    win, game, sent = board

    def refuse(ans):
        raise IllegalAnswer("costs 4, you have 3 ready Mana Orbs")

    game.answer = refuse  # type: ignore[method-assign]
    ask(win, game, "may", [Option("yes", "Yes"), Option("no", "No")])
    win.panel.option_buttons["yes"].click()
    assert "costs 4, you have 3 ready Mana Orbs" in win.table._toast
    assert win.statusBar().currentMessage() == "costs 4, you have 3 ready Mana Orbs"


def test_target_expedition_of_either_player_by_click(board):
    win, game, sent = board
    opts = [Option(f"e:{p}:{e}", f"{e} of {p}", expedition=(p, e))
            for p in (0, 1) for e in ("hero", "companion")]
    ask(win, game, "target_expedition", opts)
    assert win.table.exp_targets == {(0, "hero"), (0, "companion"), (1, "hero"),
                                     (1, "companion")}
    # each lit Expedition wears its number in the panel (review r16, acting)
    numbers = dict(win.table._marks().exp_numbers)
    assert sorted(numbers.values()) == [1, 2, 3, 4]
    for (p, e), n in numbers.items():
        assert win.panel.option_buttons[f"e:{p}:{e}"].text().startswith(f"{n}.")
    win.table.click_item(win.table.expedition_item(1, "companion"))
    assert sent == ["e:1:companion"]


def test_real_reaction_chosen_by_clicking_its_emblem(qtbot):
    from altered_desktop.smoke import scripted_step

    game = Game.new([starter_deck("lyra"), starter_deck("muna")], seed=0)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    for _ in range(300):
        if game.over or (game.pending.kind == "reaction" and len(game.pending.options) > 1):
            break
        scripted_step(win)
    d = game.pending
    if d is None or d.kind != "reaction":
        pytest.skip("no Reaction choice came up in this game")
    emblems = [i for i in win.table.items if i.kind == "emblem"]
    assert len(emblems) >= 2
    last = d.options[-1].id
    target = next(i for i in emblems if i.extra["oid"] == d.options[-1].emblem)
    assert target.extra["oid"] in win.table.emblem_targets
    before = len(game.answers)
    win.table.click_item(target)
    assert len(game.answers) == before + 1 and game.answers[-1] == last


def test_ampersands_in_names_are_shown_not_turned_into_shortcuts(board):
    win, game, sent = board
    ask(win, game, "reaction", [Option("r:1", "Nevenka & Blotch: gain 1 boost", emblem=1)])
    text = win.panel.option_buttons["r:1"].text()
    assert "Nevenka && Blotch" in text  # Qt shows "&&" as a single "&"
    win.panel.option_buttons["r:1"].click()
    assert sent == ["r:1"]


def test_quick_action_reads_like_its_card(qtbot):
    """Review round 3 #11: Nevenka & Blotch's hero ability showed "[T]:" raw and its die
    results run together ("On a: • 6+, … • 2-5, …").  The option button draws the
    exhaust symbol as the card faces' icon; its tooltip, the whole text, keeps one die
    result a line (7.3.19); the button says the card's name over what it does, short
    and whole (review r19 #7; tests/gui/test_side_column_r19.py)."""
    from PySide6.QtGui import QColor

    from altered_desktop import card_art, symbol_text
    from altered_desktop.decision_panel import DecisionPanel
    from engine.decisions import Decision, Option
    from engine.position import card

    (ability,) = card("ALT_CORE_B_LY_01_C").cdef.abilities
    label = f"Nevenka & Blotch: {ability.text()}"
    assert "[T]" in label and "\n • 2-5," in label  # the engine's own rendering
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 500)
    panel.show()
    panel.show_decision(Decision(0, "turn", "Your turn",
                                 (Option("quick:1:0", label, (1,), "quick"),
                                  Option("pass", "Pass", (), "pass"))))
    b = panel.option_buttons["quick:1:0"]
    assert b.text().startswith("1. Nevenka && Blotch\n[T]: Target")
    # what it does, short and whole (review r19 #7); the results are the tooltip's
    assert " ".join(b.text().split("\n")[1:]).endswith("then roll a die")
    lines = b.toolTip().split("\n")
    for result in ("• 6+, it gains Anchored", "• 2-5, it gains 1 boost",
                   "• 1, send it to Reserve."):
        assert any(line.strip().startswith(result) for line in lines), (result, lines)
    assert "[T]" not in b.toolTip()
    assert f"({card_art.SYMBOL_WORDS['T']})" in b.toolTip()
    # the icon's dark disc is painted where "[T]" stood
    img = b.grab().toImage()
    disc = symbol_text.SYMBOL_FILL.rgb()
    dark = sum(1 for x in range(img.width()) for y in range(img.height())
               if img.pixel(x, y) == disc)
    assert dark >= 20, dark
    assert QColor(disc).name() == "#2a2118"
