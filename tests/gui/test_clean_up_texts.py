"""A Clean-up choice says what each card does (review r13 #5: which Reserve cards to keep
(4.2.5.c) is a choice about their abilities, and at 1366 the Reserve tiles have no room
for the text): each option is the card's name with its rules text under it, all of them
in sight without scrolling."""

from __future__ import annotations

import re

from tests.gui.test_night_next import _clean_up


def _words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{4,}", text)


def test_each_clean_up_option_says_its_cards_text(qtbot):
    win, game = _clean_up(qtbot, (1366, 708))
    panel = win.panel
    d = game.pending
    assert panel.decision is d and d.kind == "cleanup"
    view = game.view(d.player)
    reserve = {c["oid"]: c for c in view["players"][d.player]["reserve"]}
    said_texts = 0
    for o in d.options:
        b = panel.option_buttons[o.id]
        shown = b.text().replace("&&", "&")
        card = reserve[o.objects[0]]
        assert card["name"].split()[0] in shown
        if card.get("text"):
            # the text's own words, in order, under the name (wrapped, symbols aside)
            flat = " ".join(shown.split())
            want = _words(card["text"])[:4]
            assert want and all(w in flat for w in want), (want, flat)
            said_texts += 1
        assert b.isVisible()
    assert said_texts >= 2
    assert panel.scroll.verticalScrollBar().maximum() == 0  # all in sight


def test_other_choices_keep_their_labels(qtbot):
    """Only Clean-up adds a card's text: a turn's options are not lengthened."""
    win, game = _clean_up(qtbot, (1366, 708))
    panel = win.panel
    assert panel._with_card_text(game.pending.options[0], "x") is not None
    turn = game.pending
    object.__setattr__(turn, "kind", "choose_card")  # the same options, another choice
    try:
        assert panel._with_card_text(turn.options[0], "x") is None
    finally:
        object.__setattr__(turn, "kind", "cleanup")
