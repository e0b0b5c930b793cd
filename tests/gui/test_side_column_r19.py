"""Issue #23, the side column and acting after the fresh-eyes review r19.

#7 / Clarity: the side column was a wall of text at 1366 that said the board twice: the
Hero's whole quick-action text stood on its card and again under "Quick action", and the
turn said how to play in two sentences.  A quick action's button now says its card's
name over what it does, short and whole (`quick_gist`), the whole text its tooltip; a
turn has one line of instruction over its buttons."""

from __future__ import annotations

import pytest

import engine
from altered_desktop import quick_gist, symbol_text
from engine.ability_kinds import QuickAction
from tests.gui.conftest import full_board_window

SIZES = [(1366, 768), (1920, 1080)]


def _pool_quick_texts() -> list[str]:
    return sorted({a.text() for c in engine.all_cards() for a in c.abilities
                   if isinstance(a, QuickAction)})


def _words(t: str) -> list[str]:
    return t.replace("&&", "&").split()


def test_every_quick_actions_gist_is_short_whole_and_its_own_words():
    """Every quick action of the pool: its gist says no "…", is at most about two
    lines of the column (one long sentence is said whole), and its effect is the engine's own words from the start
    of the effect, up to a sentence's end or a hanging part (never a sentence cut in
    its middle, review r18 #6); its cost's symbols lead it."""
    texts = _pool_quick_texts()
    assert len(texts) > 50
    shortened = 0
    for text in texts:
        said = quick_gist.gist(text)
        assert "…" not in said and said.strip(), text
        assert len(said) <= 140, (said, text)
        cost, effect = quick_gist.split_cost(text)
        symbols, _, rest = said.partition(": ") if ": " in said and said.startswith(
            ("[", "(")) else ("", "", said)
        assert symbols == quick_gist.cost_symbols(cost), text
        flat = " ".join(effect.split())
        assert flat.startswith(rest), (rest, flat)
        after = flat[len(rest):]
        # ends where a sentence or a hanging part of the effect begins
        assert after == "" or after[:1] in (".", " ", ":"), (rest, after)
        shortened += quick_gist.shortened(text)
    assert shortened > 10  # the long ones are said short


def test_nevenkas_die_results_are_left_to_the_tooltip():
    text = engine.card_by_ref("ALT_CORE_B_LY_01_C").abilities[0].text()
    assert quick_gist.gist(text) == "[T]: Target a Character you control, then roll a die"
    assert quick_gist.shortened(text)


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_the_heros_quick_action_says_what_it_does_short_and_whole(qtbot, size):
    """On the review's full board, Nevenka & Blotch's button: its number and name, then
    its gist - the die's results left to its tooltip and to the card's preview, not
    said a second time beside the Hero's card - on at most three lines; the tooltip
    the whole text."""
    win = full_board_window(qtbot, size)
    d = win.game.pending
    quick = next(o for o in d.options if o.detail == "quick")
    b = win.panel.option_buttons[quick.id]
    assert b.isVisible()
    name, *effect = b.text().replace("&&", "&").split("\n")
    number = next(n for n, x in win.panel._numbered.items() if x is b)
    assert name == f"{number}. Nevenka & Blotch"
    assert " ".join(effect) == "[T]: Target a Character you control, then roll a die"
    assert len(effect) <= 2 and "…" not in b.text()
    assert "6+" not in b.text() and "Reserve" not in b.text()
    assert b.toolTip() == symbol_text.plain(str(quick.label))
    assert "1, send it to Reserve" in b.toolTip()


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_a_turn_has_one_line_of_instruction_over_its_buttons(qtbot, size):
    """The turn's panel: its title and the engine's one line ("Ninette, your turn: play
    a card, use a quick action, or pass"); how to play a card is that line's tooltip,
    not a second paragraph over the buttons."""
    win = full_board_window(qtbot, size)
    panel = win.panel
    assert panel.decision is not None and panel.decision.kind == "turn"
    assert panel.prompt.isVisible() and "your turn" in panel.prompt.text()
    assert not panel.hint.isVisibleTo(panel)
    assert "drag" in panel.prompt.toolTip()


def test_just_now_says_who_did_what_to_what_not_the_abilitys_text(qtbot):
    """The review's full board: Lithium's Kakoba joined and its "When I join" ability
    gave it 3 boosts.  "Just now" names the card and the ability and stops there; the
    line after it says what came of it; the teaching log keeps the whole sentence."""
    win = full_board_window(qtbot, (1366, 768))
    lines = win._recent_lines()
    joined = [line for line in lines if "“When I join” ability" in line]
    assert joined, lines
    assert all(line.endswith("ability") for line in joined), joined
    assert not any("If you control three" in line for line in lines), lines
    assert any("gains 3 boosts" in line for line in lines), lines
    assert max(len(line) for line in lines) <= 85, lines
    whole = [e for e in win.game.log
             if getattr(e.message, "template", "") == "{card}'s “{trigger}” ability: {text}"]
    assert whole and "If you control three" in str(whole[-1].message)


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_pass_stands_beside_the_hand_and_passes_as_p_does(qtbot, size):
    """Review r19, Acting: Pass sat at the far bottom right.  On the review's full
    board a Pass button stands in the corner left of the hand's first card, under the
    name and hand count, at the hand's height, on no card and inside the table; its
    first click asks again (cards can still be played), as the column's Pass and P do,
    and says so; the second passes."""
    from PySide6.QtCore import QPoint, QRectF, Qt
    from PySide6.QtGui import QFontInfo

    win = full_board_window(qtbot, size)
    qtbot.wait(30)
    b, t = win.pass_by_hand, win.table
    assert b.isVisible() and b.text() == win.panel.pass_button.text()
    # ... and it is the only Pass on the screen (review r20 #5: two read as two things)
    assert not win.panel.pass_button.isVisible()
    g = QRectF(b.geometry())
    hand = [it for it in t.items if it.kind == "card" and it.extra.get("hand")
            and it.player == t.bottom]
    assert hand
    first = min(it.rect.left() for it in hand)
    assert g.right() < first and first - g.right() < 40  # just left of the hand
    assert g.bottom() > min(it.rect.top() for it in hand)  # at the hand's height
    assert g.height() >= 30 and QFontInfo(b.font()).pixelSize() >= 11
    for it in t.items:
        if it.kind in ("card", "back", "deck", "discard", "mana"):
            assert not g.intersects(it.rect), it.kind
    label = next(it for it in t.items if it.kind == "handlabel" and it.player == t.bottom)
    assert label.rect.contains(g)
    assert t.rect().contains(g.toAlignedRect())
    # the text is whole on the button
    assert b.fontMetrics().horizontalAdvance(b.text()) <= b.width() - 8
    log = len(win.game.log)
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton, pos=QPoint(b.width() // 2, b.height() // 2))
    assert win.panel.pass_armed and len(win.game.log) == log
    assert b.text() == win.panel.pass_button.text() and "anyway" in b.text()
    b.click()
    assert any(str(e.message).startswith("passes") for e in win.game.log[log:])


def test_the_columns_pass_comes_back_where_the_hand_has_no_room(qtbot, monkeypatch):
    """One Pass on the screen (review r20 #5), never none: where the corner by the hand
    has no room for the button, the side column's Pass shows again; with room, only the
    one by the hand."""
    from altered_desktop import pass_by_hand

    win = full_board_window(qtbot, SIZES[0])
    qtbot.wait(30)
    assert win.pass_by_hand.isVisible() and not win.panel.pass_button.isVisible()
    monkeypatch.setattr(pass_by_hand, "slot", lambda items, bottom: None)
    win._place_pass_by_hand()
    assert not win.pass_by_hand.isVisible() and win.panel.pass_button.isVisible()
    monkeypatch.undo()
    win._place_pass_by_hand()
    assert win.pass_by_hand.isVisible() and not win.panel.pass_button.isVisible()


def test_no_pass_beside_the_hand_when_pass_is_not_offered(qtbot):
    """While the computer decides, or any choice that is not a turn's, the button is
    hidden with the column's."""
    from tests.gui.test_card_preview import _computers_turn

    win, _game = _computers_turn(qtbot, 1366, 768)
    assert not win.pass_by_hand.isVisible()


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_the_preview_on_the_computers_turn_leaves_its_news_in_sight(qtbot, size):
    """Review r19 #5: pointing at a card of the board on the computer's turn, the
    preview hid "Waiting for Lithium…" and "Lithium's plays today".  The card is
    zoomed over the board beside it since review r20 #2, large and readable (a face
    220 px tall at least): the Day's phases, the prompt and the plays stay in sight;
    never over the card pointed at."""
    from PySide6.QtCore import QRectF

    from tests.gui.test_card_preview import _computers_turn, _item

    win, _game = _computers_turn(qtbot, *size)
    t, p, panel, plays = win.table, win.preview, win.panel, win.side_plays
    assert panel.compact and plays.isVisible() and plays.plays
    for name in ("Ordis Cadets", "Ordis Recruit", "Tanuki", "Foundry Mechanic"):
        it = _item(win, name)
        t.hover = it
        assert p.isVisible() and p.card["oid"] == it.oid
        g = QRectF(p.geometry())
        assert not g.intersects(QRectF(panel.geometry())), name
        assert plays.isVisible() and not g.intersects(QRectF(plays.geometry())), name
        assert panel.isVisible() and "Lithium" in panel.title.text()
        assert not g.intersects(it.rect)
        assert not g.intersects(QRectF(t.placement.tracker_rect))  # the Day, its phases
        assert p.face.height() >= 220
        t.hover = None


def _to_expand(qtbot, size):  # type: ignore[no-untyped-def]
    """A hotseat game at its first Expand (day 2's Morning), the seat deciding's
    table in front."""
    from altered_desktop.session import Mode
    from engine.decks import starter_deck
    from engine.game import Game
    from tests.gui.conftest import make_window

    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")],
                                      seed=3), Mode.HOTSEAT)
    win.resize(*size)
    qtbot.wait(20)
    while win.game.pending.kind != "expand":
        d = win.game.pending
        win.submit("pass" if d.kind == "turn" else
                   [o.id for o in d.options[: d.min]] if d.multi else d.options[0].id)
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
    win.refresh()
    qtbot.wait(30)
    return win


def _drag(qtbot, t, start, end):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    def ev(kind, pos, buttons):  # type: ignore[no-untyped-def]
        return QMouseEvent(kind, QPointF(pos), QPointF(t.mapToGlobal(QPoint(int(pos.x()),
                                                                           int(pos.y())))),
                           Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)

    left = Qt.MouseButton.LeftButton
    t.mousePressEvent(ev(QEvent.Type.MouseButtonPress, start, left))
    mid = QPointF((start.x() + end.x()) / 2, (start.y() + end.y()) / 2)
    t.mouseMoveEvent(ev(QEvent.Type.MouseMove, mid, left))
    t.mouseMoveEvent(ev(QEvent.Type.MouseMove, end, left))
    dragging = t._drag_pos is not None
    t.mouseReleaseEvent(ev(QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton))
    return dragging


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_a_hand_card_dragged_onto_the_mana_orbs_expands_it(qtbot, size):
    """Review r19, Acting: "let me Expand by dragging a card to the Mana orbs".  At the
    Morning's Expand a hand card dragged onto the player's Mana goes there as a ready
    Mana Orb (the same answer as its click or its line in the panel)."""
    from altered_desktop import acting_marks

    win = _to_expand(qtbot, size)
    g, t = win.game, win.table
    d = g.pending
    assert d.kind == "expand" and t.bottom == d.player
    hand = [it for it in t.items if it.kind == "card" and it.extra.get("hand")
            and it.player == d.player and it.oid in t.mana_drop]
    assert hand
    mana = acting_marks.mana_item(t.items, d.player)
    assert mana is not None
    card = hand[0]
    assert _drag(qtbot, t, card.rect.center(), mana.rect.center())
    assert g.pending is not d  # answered
    entry = [e for e in g.log if e.rule == "4.2.1.e"][-1]
    assert "puts a card from hand in Mana" in str(entry.message)
    assert card.oid not in {c["oid"] for c in g.view(d.player)["players"][d.player]["hand"]}


@pytest.mark.parametrize("size", [(1366, 768)], ids=["1366"])
def test_a_card_dropped_on_the_mana_on_a_turn_changes_nothing_and_says_why(qtbot, size):
    """An illegal drop: a playable card dropped on the Mana orbs during a turn leaves
    the game as it was, with a short toast."""
    win = full_board_window(qtbot, size)
    g, t = win.game, win.table
    from altered_desktop import acting_marks

    d = g.pending
    hand = [it for it in t.items if it.kind == "card" and it.oid in t.playable
            and it.extra.get("hand")]
    mana = acting_marks.mana_item(t.items, t.bottom)
    assert hand and mana is not None
    log = len(g.log)
    assert _drag(qtbot, t, hand[0].rect.center(), mana.rect.center())
    assert g.pending is d and len(g.log) == log
    assert "Expand" in t._toast


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_clean_up_by_clicking_cards_draws_keep_and_discard_on_them(qtbot, size):
    """Review r19, Acting: "choose what to keep by clicking cards".  At Lithium's
    crowded Clean-up (keep 2 of 3) a click on a lit card toggles it, and its state is
    drawn on the card: "Keep" on the cards picked, and once two are, "Discard" on the
    third; a second click takes it back; the panel's list says the same (the keyboard's
    way) and Confirm answers."""
    from PySide6.QtGui import QImage

    from altered_desktop import acting_marks
    from tests.gui.test_night_next import _clean_up

    win, game = _clean_up(qtbot, size)
    t, panel = win.table, win.panel
    d = game.pending
    assert d.kind == "cleanup" and d.max == 2
    offered = [o.objects[0] for o in d.options]
    items = {it.oid: it for it in t.items if it.kind == "card" and it.oid in offered}
    assert set(items) == set(offered)
    assert t.keep_tags == {}
    t.click_item(items[offered[0]])
    assert t.keep_tags == {offered[0]: True}
    assert panel.option_buttons[d.options[0].id].isChecked()
    t.click_item(items[offered[1]])
    assert t.keep_tags == {offered[0]: True, offered[1]: True, offered[2]: False}
    # drawn: each tag on its card, between name and statistics, readable
    for oid, kept in t.keep_tags.items():
        text = acting_marks.keep_text() if kept else acting_marks.gone_text()
        r = acting_marks.tag_rect(items[oid], text)
        assert r is not None and items[oid].rect.contains(r), (oid, r)
    img = QImage(t.size(), QImage.Format.Format_RGB32)
    t.render(img)
    r = acting_marks.tag_rect(items[offered[2]], acting_marks.gone_text())
    assert r is not None
    c = img.pixelColor(int(r.left() + 3), int(r.center().y()))
    assert abs(c.red() - acting_marks.GONE_FILL.red()) < 40, c.name()
    t.click_item(items[offered[0]])  # taken back
    assert t.keep_tags == {offered[1]: True}
    t.click_item(items[offered[2]])
    panel.confirm.click()
    assert game.pending is not d
