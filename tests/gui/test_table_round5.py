"""The table after the fresh-eyes review of round 5 (issue #23): a quick action's words
written once while its target is chosen, and all its targets in sight at 1366x768."""

from __future__ import annotations

import re

from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools.table_scenes import day3_game


def _choose_the_heros_target(qtbot):  # type: ignore[no-untyped-def]
    """The day-3 scene after its Hero's quick action ([T]: target a Character you
    control, roll a die...) was chosen: its target is asked (6.5.b)."""
    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    hero = game.view(0)["players"][0]["hero"]["oid"]
    opt = next(o for o in win.options_for(hero) if o.detail == "quick")
    win.submit(opt.id)
    assert win.game.pending.kind == "target"
    return win


def test_the_ability_text_is_written_once_while_its_target_is_chosen(qtbot):
    """Review r5 #5: "Just now" repeated the ability's words under the "Playing: …" box.
    It names the action; the Playing box alone holds its text."""
    win = _choose_the_heros_target(qtbot)
    assert "Target a Character" in win.panel.using.text()
    recent = win._recent_lines()
    assert any("Nevenka & Blotch's quick action" in line for line in recent), recent
    assert not any("Target a Character" in line for line in recent), recent
    # once the play is over (taken back here), the log's whole words come back
    win.panel.take_back_button.click()
    assert win.game.pending.kind == "turn"


def test_the_review_scene_is_a_position_a_real_game_could_hold():
    """Review r5 #12: the scene showed four "The Frog Prince" on one side.  Its cards
    keep 3 per name (1.1.4.e), and the builder refuses a fourth."""
    import attrs
    import pytest

    from engine.decks import validate_constructed
    from tools.table_scenes import IllegalScene, day3_position, legal

    pos = day3_position()
    for deck in pos.decks():
        assert not [p for p in validate_constructed(deck) if p.rule == "1.1.4.e"], deck.name
    lithium = pos.players[1]
    four = attrs.evolve(lithium, hand=["ALT_CORE_B_OR_09_C"] * 3)  # + 1 in play
    with pytest.raises(IllegalScene, match="The Frog Prince"):
        legal(attrs.evolve(pos, players=(pos.players[0], four)))


def test_six_targets_are_all_in_sight_at_1366(qtbot):
    """Review r5 #3: at 1366x768 the list of six targets showed four and a half in a
    scroll box.  The last events' box gives up its room while a choice is listed: every
    target button lies whole inside the list's visible part, no scrolling."""
    win = _choose_the_heros_target(qtbot)
    win.resize(1366, 708)  # the window inside a 1366x768 screen (tests/gui/test_screen_sizes)
    win.refresh()
    qtbot.wait(30)
    panel = win.panel
    targets = [b for b in panel.option_buttons.values() if b.isVisible()]
    assert len(targets) == 6
    viewport = panel.scroll.viewport()
    for b in targets:
        top = b.mapTo(viewport, b.rect().topLeft()).y()
        assert 0 <= top and top + b.height() <= viewport.height(), (b.text(), top,
                                                                    viewport.height())
    assert panel.scroll.verticalScrollBar().maximum() == 0


RAW_MARKUP = re.compile(r"\[[A-Z]\]|\{[A-Z]\}")


def _dock_lines(win):  # type: ignore[no-untyped-def]
    """Every event line the teaching log shows."""
    from PySide6.QtWidgets import QTreeWidgetItemIterator

    win.log_dock.flush()
    out = []
    it = QTreeWidgetItemIterator(win.log_dock.tree)
    while it.value():
        out.append(it.value().text(0))
        it += 1
    return out


def test_no_log_line_shows_raw_symbol_markup(qtbot):
    """Review r5 #9: the teaching log wrote a quick action's cost as the raw "[T]:".
    Across real games of the starter decks (random answers from the seed) and in the
    table's own log after a quick action, no line says "[T]", "[J]" or any "{X}"."""
    import random

    from altered_desktop import log_dock
    from engine import STARTER_NAMES
    from engine.decks import starter_deck
    from engine.game import Game
    from engine.policies import random_answer

    symbols = 0
    for n, deck in enumerate(STARTER_NAMES):
        g = Game.new([starter_deck(deck), starter_deck(STARTER_NAMES[n - 1])], seed=n)
        rng = random.Random(n)
        while g.pending is not None and len(g.answers) < 400:
            g.answer(random_answer(g.pending, rng))
        for e in g.log:
            line = log_dock.entry_line(e)
            assert not RAW_MARKUP.search(line), line
            symbols += "(exhaust me)" in line or "(when played)" in line
        assert not RAW_MARKUP.search(log_dock.log_to_html(g.log, "log"))
    win = _choose_the_heros_target(qtbot)
    lines = _dock_lines(win) + list(win._recent_lines())
    assert any("quick action" in line for line in lines)
    for line in lines:
        assert not RAW_MARKUP.search(line), line
    assert symbols or any("(exhaust me)" in line for line in lines)


def test_the_exhaust_symbol_stands_as_tall_as_the_capitals_around_it(qtbot):
    """Review r5 #9: beside 8 px capitals the exhaust sign's ink was 7 px tall.  At
    the least text size (11 px) and at the panel's, the icon's inked rows reach at
    least the font's cap height, drawn the one way faces and option buttons share."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QFontMetricsF

    from altered_desktop import card_art, symbol_text, theme

    for px in (11, 13):
        fm = QFontMetricsF(theme.font(px))
        d = fm.height() * 0.95
        box = symbol_text.icon_box(QRectF(0, 0, d, d))
        pm = card_art.icon_pixmap(card_art.SYMBOL_ICONS["T"], int(box.width()),
                                  QColor("white"))
        img = pm.toImage()
        inked = [y for y in range(img.height())
                 if any(img.pixelColor(x, y).alpha() > 128 for x in range(img.width()))]
        assert inked and inked[-1] - inked[0] + 1 >= fm.capHeight(), (px, len(inked),
                                                                        fm.capHeight())


def _streaks(w: int, h: int) -> list[tuple[int, int, int]]:
    """(row, column, excess) for the pixels of the home screen's backdrop, in its lake
    under the shore (the bottom 8.5 %), brighter than both pixels 3 rows above and
    below them: a thin horizontal line stands out so; the sky's and the veil's smooth
    gradients do not."""
    from altered_desktop.home_screen import backdrop

    img = backdrop(w, h).toImage()
    out = []
    for y in range(int(h * 0.915), h - 3):
        for x in range(0, w, 2):
            here = img.pixelColor(x, y).lightness()
            near = max(img.pixelColor(x, y - 3).lightness(), img.pixelColor(x, y + 3).lightness())
            if here - near > 6:
                out.append((y, x, here - near))
    return out


def test_the_home_screen_has_no_stray_line_above_its_footer(qtbot):
    """Review r5 #18: a brown smear at 88-313 x 686-690 (1366x768) and at 1920: the
    lake's glints, a few px on a card, scaled up to a whole screen.  No thin bright
    line runs across the lake."""
    for w, h in ((1366, 727), (1920, 1039)):
        assert _streaks(w, h) == [], (w, h)


def test_the_end_chart_draws_every_mark_at_its_value(qtbot):
    """Review r5 #20: the second player's start mark was drawn below the 0 axis (every
    mark of theirs 2 px low, to keep equal totals apart).  Each mark now sits at its
    value's height, the start ones on the axis; equal totals stand apart sideways."""
    from tests.gui.test_end_of_game import _finished_window

    win, _game = _finished_window(qtbot)
    chart = win.game_over.chart
    chart.resize(1200, 260)
    totals = chart.summary.totals()
    marks = chart.marks()
    assert len(marks) == 2
    axis = chart.plot_rect().bottom()
    for player, pts in enumerate(marks):
        for d, pt in enumerate(pts):
            assert abs(pt.y() - chart.point(d, totals[d][player]).y()) < 0.01, (player, d)
            assert pt.y() <= axis + 0.01
    assert abs(marks[0][0].y() - axis) < 0.01 and abs(marks[1][0].y() - axis) < 0.01
    assert marks[0][0].x() != marks[1][0].x()  # 0 and 0 at the start: side by side
