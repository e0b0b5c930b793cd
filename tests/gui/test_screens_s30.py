"""Session 30's screens beside the board (fresh-eyes review round 15): the phase pills,
the hand-off screen, the deck builder's versions at 1366."""

from __future__ import annotations

import pytest

from tests.gui.test_panel_r13 import _full_board


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080), (2560, 1440)],
                         ids=["1366", "1920", "2560"])
def test_each_phase_name_has_room_in_its_pill(qtbot, monkeypatch, size):
    """Review r15 #16: at 1920 "Afternoon" and "Night" touched the edges of their pills
    (16 px type in pills shrunk to share the row).  Every name, bold as the current
    phase's, now has 4 px or more of its pill on each side (2 at 1366, where the
    column is at its narrowest and the type at the least text size), and the pills
    stay in the tracker."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from altered_desktop import table_paint, theme

    win, _game = _full_board(qtbot, size)
    r = win.table.placement.tracker_rect
    drawn: list[tuple[object, str, float]] = []
    monkeypatch.setattr(table_paint, "label",
                        lambda p, rect, text, px, **kw: drawn.append((rect, text, px)))
    img = QImage(win.table.width(), win.table.height(), QImage.Format.Format_ARGB32)
    p = QPainter(img)
    table_paint.draw_tracker_phases(p, r, "afternoon")
    p.end()
    assert len(drawn) == 5
    for rect, text, px in drawn:
        assert px >= theme.LEAST_TEXT_PX
        need = QFontMetricsF(theme.font(px, bold=True)).horizontalAdvance(text)
        room = 8 if size[0] >= 1920 else 4
        assert need + room <= rect.width(), (text, px, need, rect.width())
        assert r.left() <= rect.left() and rect.right() <= r.right()
    if size[0] >= 1920:
        assert min(px for _r, _t, px in drawn) >= 13  # not shrunk to the floor


def _handoff_texts(h) -> str:  # type: ignore[no-untyped-def]
    """Every word the hand-off screen shows or tells a screen reader."""
    return " ".join([h.heading.text(), h.sub.text(), h.news.text(), h.hidden_note.text(),
                     h.reveal_button.text(), h.day_strip.title(),
                     h.portrait.accessibleName(), h.portrait.toolTip()])


def test_the_hand_off_screen_says_what_waits_and_nothing_hidden(qtbot):
    """Review r15 #17: the hand-off screen was a green void, a title and a button.  It
    now shows the Day and its phase as the tracker does, the Hero of the seat to sit
    down, who decides and on what, and - after a Dusk that seat did not watch - that
    the Dusk will be replayed to it; its words name no card of either hand, and a
    hand-off with no Dusk behind it promises no replay."""
    from tests.gui.test_dusk_seat_kept import _start, _to_dusk_handing_over

    win, game, pilots = _start(qtbot, handoff=True)
    h = win.handoff
    hands: set[str] = set()
    plain = []  # the hand-offs before the Dusk: no replay promised
    for _ in range(400):
        if h.isVisible():
            plain.append((h.news.isHidden(), h.day_strip.day, h.day_strip.phase))
            break
        win.submit(pilots.answer(game))
        win.table.motion.skip()
    assert plain and plain[0][0], "a hand-off with no Dusk behind it promises no replay"
    view = game.view(None)
    assert plain[0][1:] == (view["day"], view["phase"])
    passer = _to_dusk_handing_over(win, game, pilots)
    other = 1 - passer
    show = win.table.motion
    show.anim.setCurrentTime(show.anim.duration())
    qtbot.waitUntil(lambda: not show.running, timeout=5000)
    qtbot.waitUntil(h.isVisible, timeout=2000)
    view = game.view(None)
    assert h.player == other
    assert (h.day_strip.day, h.day_strip.phase) == (view["day"], view["phase"])
    assert h.day_strip.isVisibleTo(h) and h.portrait.isVisibleTo(h)
    assert h.portrait.face.get("name") == view["players"][other]["hero"]["name"]
    assert h.portrait.player == other
    assert h.news.isVisibleTo(h) and "replayed" in h.news.text()
    assert game.names[other] in h.heading.text() and game.names[other] in h.sub.text()
    # the words are public: no card of either seat's hand is named
    for seat in (0, 1):
        hands |= {c["name"] for c in game.view(seat)["players"][seat]["hand"]}
    assert hands
    said = _handoff_texts(h)
    assert not [n for n in hands if n in said], said
    # framed, within the window, the button inside the frame
    box = h.panel_rect()
    assert box.left() >= 0 and box.right() <= h.width() and box.bottom() <= h.height()
    from PySide6.QtCore import QRectF

    assert box.contains(QRectF(h.reveal_button.geometry()))
    assert box.contains(QRectF(h.portrait.geometry()))
    # the replay comes as promised once the seat is at the screen
    h.reveal_button.click()
    assert show.telling


def test_the_deck_builder_says_what_the_other_versions_say_at_1366(qtbot):
    """Review r15 #10: at 1366 the other versions' faces are too small for their text
    and the detail printed only the shown version's: the Rare A Cappella Training's
    "Draw a card" appeared nowhere.  The detail now writes each other version's text
    where it differs (whole, in sight), and says so when every version reads alike."""
    from engine.cards.registry import all_cards
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, 1366, 768)
    family = sorted((c for c in all_cards() if c.name == "A Cappella Training"),
                    key=lambda c: c.ref)
    common = next(c for c in family if c.ref.endswith("_C"))
    rare = next(c for c in family if c.ref.endswith("_R"))
    assert "Draw a card" in rare.text() and "Draw a card" not in common.text()
    b.show_detail(common.ref)
    text = b.detail.text
    plain = text.toPlainText()
    assert "Rare: Fleeting · Target Character gains Fleeting. Draw a card." in plain
    assert text.verticalScrollBar().maximum() == 0  # whole, no "more" to open
    # next to the card's own text, before the decks holding it and the versions' table
    assert plain.index("Rare: Fleeting") < plain.index("In your decks")
    # the same text in another version is not written twice
    assert plain.count("Target Character gains Fleeting.") == 2
    # a family whose versions all read alike says so
    same = next(n for n in sorted({c.name for c in all_cards()})
                if len({c.text() for c in all_cards() if c.name == n}) == 1
                and sum(1 for c in all_cards() if c.name == n) >= 2)
    ref = next(c.ref for c in all_cards() if c.name == same)
    b.show_detail(ref)
    assert "Versions · the same text in each" in text.toPlainText()
