"""The prompt panel and status texts after the fresh-eyes review of round 7 (issue #23).

#5: target labels read cut short ("3. Foundry Mechanic · Lithium's", the place dropped)
and the last ones were clipped: every target now says its card and its whole place, on
two lines when it must, and the list fits or scrolls with its bar showing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

from altered_desktop.decision_panel import tail_font
from engine.decisions import Decision, Option
from tests.gui.test_panel_round6 import SIZES, _window

#: seven targets on each side of the table, as a Cloth Dancer's Fleeting target sees
#: them on a full day-3 board
TARGETS = [
    ("Hathor", "Ninette", "hero"), ("Lyra Cloth Dancer", "Ninette", "hero"),
    ("Ouroboros Trickster", "Ninette", "hero"), ("Lyra Skald", "Ninette", "companion"),
    ("Tanuki", "Ninette", "companion"), ("Nevenka & Blotch", "Ninette", "companion"),
    ("Sigismar's Loyal Hound", "Ninette", "companion"),
    ("Ordis Recruit", "Lithium", "hero"), ("Foundry Mechanic", "Lithium", "hero"),
    ("Ordis Cadets", "Lithium", "hero"), ("Foundry Mechanic", "Lithium", "companion"),
    ("Ordis Cadets", "Lithium", "companion"), ("Ordis Recruit", "Lithium", "companion"),
    ("Ordis Trooper", "Lithium", "companion"),
]


def _room(b: QPushButton) -> tuple[int, int]:
    """The box the style leaves for the words of `b`: width and height."""
    opt = QStyleOptionButton()
    b.initStyleOption(opt)
    r = b.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, b)
    return r.width(), r.height()


def _caption_over(panel, b) -> str:  # type: ignore[no-untyped-def]
    """The text of the nearest group caption above button `b` in the panel's list."""
    lay = panel.body_lay
    for i in range(lay.indexOf(b), -1, -1):
        w = lay.itemAt(i).widget()
        if w is not None and w in panel._group_captions and w.isVisibleTo(panel):
            return w.text()
    return ""


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_target_label_is_drawn_whole(qtbot, size):
    win, game = _window(qtbot, size)
    me = game.names[game.pending.player]
    d = Decision(game.pending.player, "target", "Choose up to one target Character to "
                 "gain Fleeting", tuple(
                     Option(f"t:{k}", f"{name} ({who}'s {zone} Expedition)", (900 + k,))
                     for k, (name, who, zone) in enumerate(TARGETS)))
    panel = win.panel
    panel.show_decision(d)
    qtbot.wait(30)  # the second wrap, once the list has its width
    bar = panel.scroll.verticalScrollBar()
    port = panel.scroll.viewport()
    for k, (name, who, zone) in enumerate(TARGETS):
        b = panel.option_buttons[f"t:{k}"]
        assert b.isVisibleTo(panel), name
        # whose card it is: the caption over its group (review r10 #13), the zone on
        # the button, in one format for every seat's card
        caption = _caption_over(panel, b)
        assert caption == ("Yours" if who == me else f"{who}'s"), (name, caption)
        lines = b.text().replace("&&", "&").split("\n")
        # the whole label, name first, its place on the same line or the next
        number = f"{k + 1}. " if k < 9 else ""  # keys 1-9 only
        assert " · ".join(lines) == f"{number}{name} · {zone}", (size, lines)
        assert "…" not in b.text()
        fm = panel._button_metrics(b)
        width, height = _room(b)
        if b.tail:  # the zone in the plain weight, a size smaller, on the name's line
            said = fm.horizontalAdvance(lines[0][:-len(b.tail)]) + \
                QFontMetrics(tail_font(b)).horizontalAdvance(b.tail)
            assert len(lines) == 1 and said <= width, (size, lines)
        assert all(fm.horizontalAdvance(line) <= width for line in lines[bool(b.tail):]), \
            (size, lines)
        # no line cut at the bottom: the button is as tall as its lines need
        assert height >= fm.height() * len(lines), (size, name, height, len(lines))
        # inside the list's viewport, or below it with the scroll bar there to reach it
        top = b.mapTo(port, QPoint(0, 0)).y()
        if top + b.height() > port.height():
            assert bar.isVisible() and bar.maximum() > 0, (size, name)
    # scrolled to its end, the last target is wholly in view
    bar.setValue(bar.maximum())
    qtbot.wait(10)
    last = panel.option_buttons[f"t:{len(TARGETS) - 1}"]
    top = last.mapTo(port, QPoint(0, 0)).y()
    assert 0 <= top and top + last.height() <= port.height(), (size, top, port.height())


def test_the_status_bar_says_what_the_hand_off_curtain_says(qtbot):
    """Review r7 #8: behind "Pass the computer to Ninette — Ninette must decide:
    Expand." the status bar said "Lithium decides now." (news about the seat before).
    Both now come from one line about the seat that must decide."""
    import random

    from altered_desktop.session import Mode
    from engine.decks import starter_deck
    from engine.game import Game
    from engine.policies import random_answer
    from tests.gui.conftest import make_window

    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=11,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    rng = random.Random(3)
    curtains = 0
    for _ in range(120):
        if game.over:
            break
        d = game.pending
        if win.handoff.isVisible():
            curtains += 1
            name = game.names[d.player]
            why = win.handoff.sub.text().split("\n\n")[0]
            assert name in win.handoff.heading.text() and name in why
            assert win.statusBar().currentMessage() == why, (
                win.statusBar().currentMessage(), why)
            win.handoff.reveal_button.click()
            assert win.statusBar().currentMessage() == ""  # the panel says it now
        else:
            win.submit(random_answer(d, rng))
    assert curtains >= 4


def _view(phase: str, tp: int | None, fp: int, initiative: int, pending: int,
          waiting: bool, passed: tuple[bool, bool] = (False, False)) -> dict:
    return {"phase": phase, "turn_player": tp, "first_player": fp, "initiative": initiative,
            "pending": {"player": pending, "waiting": waiting},
            "players": [{"name": "Ninette", "passed": passed[0]},
                        {"name": "Lithium", "passed": passed[1]}]}


def test_the_computers_turn_is_said_once(qapp):
    """Review r7 #17: "Lithium's turn / Initiative: Lithium / First player today:
    Lithium / Waiting for Lithium" said one thing four times; now one line, and the
    other facts only when they name someone else (initiative is the turn player's in
    the Afternoon, the first player's otherwise: 1.4.5.a)."""
    from altered_desktop.table_display import tracker_lines

    # the computer (Lithium, seat 1) on its turn, first today, seen from Ninette's seat
    assert tracker_lines(_view("Afternoon", 1, 1, 1, 1, True), 0) == ["Lithium's turn"]
    # Ninette's turn on a day Lithium went first: the first player is news
    assert tracker_lines(_view("Afternoon", 0, 1, 0, 0, False), 0) == \
        ["Your turn", "First player today: Lithium"]
    # Lithium's turn, but Ninette must answer (a Reaction "each player may..."): wait
    assert tracker_lines(_view("Afternoon", 1, 1, 1, 0, True, (True, False)), 1) == \
        ["Lithium's turn", "Passed: Ninette", "Waiting for Ninette"]
    # Morning: no turn; the first player has the initiative, said once
    assert tracker_lines(_view("Morning", None, 0, 0, 0, False), 0) == \
        ["First player today: Ninette"]


def test_the_play_in_progress_is_said_without_a_doubled_verb(qtbot):
    """Review r7 #15: "Playing: Play Lyra Cloth Dancer from Hand…".  The box over a
    play's further decisions now reads "You chose: Play …", the option's whole words."""
    from altered_desktop import log_text, symbol_text
    from altered_desktop.session import Mode
    from tests.gui.conftest import make_window
    from tools.table_scenes import day3_game

    game = day3_game()
    d = game.pending
    play = None
    for o in d.options:
        if o.detail != "play":
            continue
        trial = game.clone()
        trial.answer(o.id)
        if trial.pending is not None and trial.pending.kind != "turn" \
                and trial.pending.player == d.player:
            play = o
            break
    assert play is not None, "no play of the day-3 scene asks its player more"
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.submit(play.id)
    text = win.panel.using.text()
    assert win.panel.using.isVisible()
    label = symbol_text.plain(log_text.render(play.label))
    assert label.startswith("Play ")
    assert text == f"You chose: {label}", text


def test_a_cards_own_words_are_said_of_the_card_in_a_players_line(qapp):
    """Review r7 #15: "Lithium: plays the Reaction of Ordis Cadets: Create an Ordis
    Recruit 1/1/1 Soldier token in my Expedition." read as Lithium's own Expedition
    spoken by Lithium.  The line quotes the card in the third person; the engine's
    log words are unchanged (the 90-game digest hashes them)."""
    from altered_desktop import log_text
    from engine.messages import msg

    said = msg("{card}'s “{trigger}” ability: {text}", card="Ordis Cadets",
               trigger="When I join",
               text="Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.")
    line = log_text.entry_line("Lithium", said)
    # (and a name ending in "s" takes the apostrophe alone: "Cadets'", plain_words)
    assert line == ("Lithium: Ordis Cadets' “When I join” ability: Create an Ordis Recruit "
                    "1/1/1 Soldier token in its Expedition.")
    assert "my Expedition" in str(said)  # the engine's text itself is not rewritten
    assert log_text.third_person("When I join — Roll a die. On a 4+, I gain 3 boosts.") \
        == "When it joins — Roll a die. On a 4+, it gains 3 boosts."
    assert log_text.third_person("I am Fleeting. I have 2 boosts.") == \
        "It is Fleeting. It has 2 boosts."
    assert log_text.third_person("[T]: Target a Character you control.") == \
        "[T]: Target a Character you control."


def test_irregular_first_person_verbs_are_said_of_the_card():
    """The pool's first-person verbs that do not take a plain "-s" ("I was", "I had",
    "I don't") come out right, not "wases", "hads", "dons't"."""
    from altered_desktop import log_text

    assert log_text.third_person("If I was in Reserve, I had 2 boosts.") == \
        "If it was in Reserve, it had 2 boosts."
    assert log_text.third_person("I don't go to Reserve.") == "It doesn't go to Reserve."
