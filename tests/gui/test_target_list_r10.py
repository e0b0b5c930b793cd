"""The target list after the fresh-eyes reviews of rounds 9 and 10 (issue #23).

r9 #12 / r10 #13: the list of lit targets was long and formatted two ways - "Hathor ·
hero" for the decider's card, "Ordis Recruit" over "Lithium's hero" for the other's -
with "Choose none" 70 px below it.  Now one format for every card ("2. Ordis Recruit ·
hero", one line), whose cards they are said once by a caption over each group ("Yours",
"Lithium's"), one line over the list saying the board answers it ("Click a lit card or
press 1–7."), and "Choose none" right under the last option."""

from __future__ import annotations

import pytest

from altered_desktop import choice_numbers
from tests.gui.test_panel_round7 import _caption_over
from tests.gui.test_panel_round8 import SIZES, _choosing_a_target


@pytest.mark.parametrize("size", sorted(SIZES))
def test_one_format_for_every_card_grouped_by_whose_it_is(qtbot, size):
    """Lyra Cloth Dancer's "up to one target Character" (2.4.6): seven Characters of
    both seats, each on one line as "N. Name · zone", under "Yours" or "Lithium's"."""
    win, game = _choosing_a_target(qtbot, size)
    panel = win.panel
    d = game.pending
    me = game.names[d.player]
    numbers = choice_numbers.option_numbers(d, panel.reading)
    assert panel.hint.isVisible()
    assert panel.hint.text() == f"Click a lit card or press 1–{max(numbers.values())}."
    for o in d.options:
        b = panel.option_buttons[o.id]
        name, _, rest = o.label.rpartition(" (")
        who, _, zone = rest.partition("'s ")
        zone = zone.removesuffix(" Expedition)")
        # one line, the same format whoever's card it is; its number is the board's
        # (the card whose ability asks says "(itself)" after its place: review r18 #20)
        itself = " (itself)" if d.source in o.objects else ""
        assert b.text().replace("&&", "&") == f"{numbers[o.id]}. {name} · {zone}{itself}", \
            b.text()
        assert "'s" not in b.text()
        assert _caption_over(panel, b) == ("Yours" if who == me else f"{who}'s")
    # the decider's cards first, then the other seat's: two captions, no more
    captions = [c.text() for c in panel._group_captions if c.isVisibleTo(panel)]
    assert captions == ["Yours", "Lithium's"]


@pytest.mark.parametrize("size", sorted(SIZES))
def test_choose_none_is_right_under_the_list(qtbot, size):
    """"Choose none" follows the last option at the list's spacing, not at the
    panel's foot; the answer row below holds no Confirm for a choice of at most one."""
    win, game = _choosing_a_target(qtbot, size)
    panel = win.panel
    buttons = [panel.option_buttons[o.id] for o in game.pending.options]
    last = max(buttons, key=lambda b: b.geometry().bottom())
    none = panel.none_button
    assert none.isVisible() and none.text() == "Choose none"
    assert none.parent() is last.parent()
    gap = none.geometry().top() - last.geometry().bottom()
    assert 0 < gap <= 8, gap
    assert not panel.confirm.isVisible()
    # the list is short: seven buttons of one line's height each (four of them took
    # two lines before)
    line = panel._button_metrics(last).height()
    assert all(b.height() < 2 * line for b in buttons), [b.height() for b in buttons]


def test_a_list_of_one_seats_cards_and_other_choices_keep_their_words(qtbot):
    """A list of the decider's cards only has its one caption; a choice that is not of
    cards on the table (yes or no, modes) has no captions, and no "press 1–N" line."""
    from engine.decisions import Decision, Option

    win, game = _choosing_a_target(qtbot)
    panel = win.panel
    me = game.names[game.pending.player]
    mine = Decision(game.pending.player, "target", "Choose target Character you control",
                    (Option("t:1", f"Hathor ({me}'s hero Expedition)", (1,)),
                     Option("t:2", f"Lyra Skald ({me}'s companion Expedition)", (2,))))
    panel.show_decision(mine)
    qtbot.wait(10)
    assert [c.text() for c in panel._group_captions if c.isVisibleTo(panel)] == ["Yours"]
    assert panel.hint.text() == "Click a lit card or press 1–2."
    modes = Decision(game.pending.player, "mode", "Choose a mode",
                     (Option("m:1", "Draw a card"), Option("m:2", "Gain 1 boost")))
    panel.show_decision(modes)
    qtbot.wait(10)
    assert not any(c.isVisibleTo(panel) for c in panel._group_captions)
    assert not panel.none_button.isVisible()
