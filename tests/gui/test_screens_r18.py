"""Review round 18's defects on the screens round the table: the hover preview held
still while the pointer moves on its card (#12; docked at a fixed edge place then, it
is beside the card again since review r20 #2: test_card_preview)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QEnterEvent

from tests.gui.test_turns import move


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("name", ["Ordis Cadets", "Hathor", "Lyra Skald", "Foundry Mechanic",
                                  "Tanuki"])
def test_the_hover_zoom_holds_still_while_the_pointer_moves_on_its_card(qtbot, size, name):
    """Review r18 #12: a zoom that moves with the pointer is hard to read.  Pointed at
    through real mouse moves, the card is zoomed beside it (never over it), twice as
    large, and the zoom stays put while the pointer moves within the card."""
    from tests.gui.test_card_preview import _computers_turn, _item

    win, _game = _computers_turn(qtbot, *size)
    t = win.table
    it = _item(win, name)
    move(t, it.rect.center())
    qtbot.wait(10)
    p = win.preview
    assert t.hover is it
    assert p.isVisible() and p.card is not None and p.card["oid"] == it.oid
    g = QRectF(p.geometry())
    assert not g.intersects(it.rect)
    assert p.face.height() >= 2 * it.rect.height() - 1
    first = g
    for dx, dy in ((-0.3, -0.3), (0.3, 0.2)):
        move(t, QPointF(it.rect.center().x() + dx * it.rect.width(),
                        it.rect.center().y() + dy * it.rect.height()))
        qtbot.wait(5)
        assert p.isVisible() and QRectF(p.geometry()) == first


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_card_of_the_column_is_zoomed_over_the_board_beside_the_column(qtbot, size):
    """The plays' own face in the side column pointed at: the zoom is over the board,
    left of the column, clear of the face pointed at and of the prompt."""
    from tests.gui.test_card_preview import _computers_turn

    win, _game = _computers_turn(qtbot, *size)
    t = win.table
    plays = win.side_plays
    plays.face.enterEvent(QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    g = QRectF(win.preview.geometry())
    assert win.preview.isVisible() and plays.isVisible()
    assert not g.intersects(QRectF(plays.geometry()))
    assert not g.intersects(QRectF(win.panel.geometry()))
    assert g.right() <= t.width() - t.side_width
    assert win.preview.face.width() >= (270 if size[0] == 1366 else 400)
    plays.face.leaveEvent(None)
    assert not win.preview.isVisible() and plays.isVisible()


def _starter_quick_actions() -> list[tuple[str, str]]:
    """Each starter deck's Hero's quick actions, (name, text)."""
    import engine
    from engine.ability_kinds import QuickAction

    out = []
    for deck in engine.STARTER_NAMES:
        hero = engine.starter_deck(deck).hero
        assert hero is not None
        cdef = engine.card_by_ref(hero)
        out += [(cdef.name, a.text()) for a in cdef.abilities if isinstance(a, QuickAction)]
    return out


STARTER_QUICK = _starter_quick_actions()


@pytest.mark.parametrize("hero", STARTER_QUICK, ids=[n for n, _t in STARTER_QUICK])
def test_no_starter_heros_quick_action_is_cut_at_1366(qtbot, hero):
    """Review r18 #6: at 1366 the quick action's button cut the Hero's ability ("↻:
    Target a Character you…").  Each starter Hero's quick action, in the turn's panel
    in place of Nevenka's: no "…" on the button, its gist's every word there (review
    r19 #7: what it does, short and whole), on at most three lines under the name, and
    the whole text its tooltip."""
    import attrs

    from altered_desktop import quick_gist, symbol_text
    from engine.messages import msg_text
    from tests.gui.conftest import full_board_window

    name, text = hero
    win = full_board_window(qtbot, (1366, 768))
    d = win.game.pending
    quick = next(o for o in d.options if o.detail == "quick")
    theirs = quick._replace(label=msg_text("{card}: {text}", card=name, text=text))
    win.panel.show_decision(attrs.evolve(d, options=tuple(
        theirs if o is quick else o for o in d.options)))
    qtbot.wait(80)
    b = win.panel.option_buttons[quick.id]
    said = b.text().replace("&&", "&")
    assert "…" not in said
    def words(t: str) -> list[str]:
        return [w.strip(".;•") for w in t.split() if w.strip(".;•")]

    assert words(said)[1:] == words(f"{name} {quick_gist.gist(text)}")
    assert len(said.split("\n")) <= 1 + 3
    assert b.toolTip() == symbol_text.plain(f"{name}: {text}")


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_card_that_may_target_itself_is_said_so_in_the_target_list(qtbot, size):
    """Review r18 #20: Lyra Cloth Dancer, just played, may give Fleeting to itself; lit
    among the other targets, nothing said so.  Its option in the list says "(itself)"
    after its place, on one line with it; no other option does."""
    from altered_desktop.session import Mode
    from tests.gui.conftest import make_window
    from tools import played_game

    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*size)
    played_game.play_to(game, played_game.CLOTH_DANCER_TURN,
                        submit=lambda a: bool(win.submit(a)))
    win.submit(played_game.option_playing(game.pending, played_game.CLOTH_DANCER).id)
    d = game.pending
    assert d.kind == "target" and d.source is not None
    win.refresh()
    qtbot.wait(50)
    said = {o.id: win.panel.option_buttons[o.id].text().replace("&&", "&")
            for o in d.options}
    itself = [o for o in d.options if d.source in o.objects]
    assert len(itself) == 1 and len(d.options) >= 3
    for o in d.options:
        flat = " ".join(said[o.id].split())
        if o is itself[0]:
            assert "Lyra Cloth Dancer" in flat and "(itself)" in flat
            assert "…" not in flat and "\n" not in said[o.id]
        else:
            assert "itself" not in flat, flat


def test_the_columns_small_words_are_over_the_floor_at_1366(qtbot, monkeypatch):
    """Review r18 #8: the side column's small words sat at exactly 11 px at 1366: the
    recap's "full log: click or L", a target's place after its name ("· companion").
    Each is 12 px now (the Dusk box's rule line keeps 11 px: at 1366 it has no room
    for 12 px)."""
    from PySide6.QtGui import QFontInfo, QFontMetrics, QImage, QPainter

    from altered_desktop import table_overlay, theme
    from altered_desktop.decision_panel import OptionButton, tail_font
    from tests.gui.test_panel_round8 import _choosing_a_target

    img = QImage(300, 60, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    monkeypatch.setattr(theme, "font_sizes", [])
    table_overlay._draw_recap_title(p, QRectF(0, 0, 280, 24), "Just now")
    p.end()
    assert min(theme.font_sizes) >= 12, theme.font_sizes
    win, game = _choosing_a_target(qtbot, "1366x768")
    tails = [b for o in game.pending.options
             if isinstance(b := win.panel.option_buttons[o.id], OptionButton) and b.tail]
    assert tails
    for b in tails:
        assert QFontInfo(tail_font(b)).pixelSize() >= 12
        # still one line: the name and its place fit the button
        assert "\n" not in b.text()
        assert QFontMetrics(tail_font(b)).horizontalAdvance(b.tail) < b.width()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_deck_builders_list_reads_a_row_as_one_line(qtbot, size):
    """Review r18 #17: at 1920 the browser's Name column stretched, leaving some 650 px
    between a card's name and its faction, type and cost.  The name column is as wide
    as the longest name needs (every name whole), the faction right after it; at 1366
    every column still shows whole, with no horizontal scroll bar."""
    from altered_desktop.deck_builder import DeckBuilder

    w = DeckBuilder()
    w._no_prompt = True
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(50)
    t = w.table
    fm = t.fontMetrics()
    m = w.proxy
    longest = max(fm.horizontalAdvance(str(m.index(r, 0).data())) for r in range(m.rowCount()))
    name_w = t.columnWidth(0)
    assert longest + 8 <= name_w <= longest + 60, (longest, name_w)
    assert not t.horizontalScrollBar().isVisible()
    shown = [c for c in range(m.columnCount()) if not t.isColumnHidden(c)]
    assert sum(t.columnWidth(c) for c in shown) <= t.viewport().width()
    assert t.horizontalHeader().sectionResizeMode(0) != t.horizontalHeader().ResizeMode.Stretch


def test_the_home_screen_fills_a_1920_screen(qtbot):
    """Review r18 #19: at 1920x1080 large empty bands stood above the title and below
    the starter decks, whose tiles were small for the room.  The bands above and below
    the block are each under a tenth of the height, and the starter cards are at least
    185 px tall, every one's name still on one line (test_screens_r12)."""
    from altered_desktop import home_screen
    from tests.gui.test_table_review_items import _bare_window

    win = _bare_window(qtbot, 1920, 1080)
    home_screen.show_home(win)
    home = win.home
    cards = home.starters
    qtbot.waitUntil(lambda: all(c.isVisible() for c in cards))
    qtbot.wait(50)
    home.layout().activate()
    labels = home.findChildren(home_screen.QLabel)
    foot = next(w for w in labels if "Ctrl+H" in w.text())
    title = next(w for w in labels if w.text() == "Altered")
    above = title.mapTo(home, title.rect().topLeft()).y()
    below = home.height() - foot.mapTo(home, foot.rect().bottomLeft()).y()
    assert above <= home.height() * 0.1 and below <= home.height() * 0.1, (above, below)
    assert min(c.card_rect().height() for c in cards) >= 185


def test_the_columns_words_and_the_docked_log_grow_at_1920(qtbot):
    """Review r18 #8: the side column's words and the docked teaching log kept their
    laptop size at 1920.  There the options, their captions and the hint are 13 px, and
    so is the docked log's text; at 1366 they keep the application's 12 px."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    from altered_desktop.decision_panel import OptionButton
    from tests.gui.conftest import full_board_window

    base = QFontInfo(QApplication.font()).pixelSize()
    for size, want in (((1366, 768), base), ((1920, 1080), 13)):
        win = full_board_window(qtbot, size)
        qtbot.wait(50)
        buttons = [b for b in win.panel.findChildren(OptionButton) if b.isVisible()]
        assert buttons
        assert {b.fontInfo().pixelSize() for b in buttons} == {want}, size
        log = QFontInfo(win.log_dock.tree.font()).pixelSize()
        assert log >= 13 if size[0] == 1920 else log == base
