"""Review r9 items about Night and its words: the side panel says Night once the board
shows it (#5), the short Progress rule is whole (#13), a Reserve over its limit says it
is legal until Night (#10), Hero cards spell "Landmarks" (#14), no log handle on the home
screen (#16), Clean-up names what it keeps (#17)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from altered_desktop import clean_up_words, home_screen
from altered_desktop.dusk_verdicts import short_rule_text, title_text
from altered_desktop.table_motion import DUSK_SHARE
from engine.decisions import Decision, Option
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.test_dusk_show import _at, _day3_dusk
from tests.gui.test_table_review_items import _bare_window


def test_the_panel_speaks_of_night_once_the_board_shows_night(qtbot):
    """#5: while Dusk is told the panel says Dusk (4.2.4); once the show reaches Night
    the board and the day strip show Night, and the panel says what Night does: Rest
    sends Characters to Reserve and Fleeting ones to the Discard pile (4.2.5.b), then
    Clean-up keeps each Hero's limits (4.2.5.c), in figures."""
    win, _game = _day3_dusk(qtbot)
    show = win.table.motion
    assert show.telling
    assert win.panel.title.text() == "Dusk"
    _at(show, DUSK_SHARE / 2)
    assert win.panel.title.text() == "Dusk"
    _at(show, DUSK_SHARE + 0.02)
    assert show.telling and show.stage_now < 0  # (-2: its cards fading where they stood)
    assert win.panel.title.text() == "Night"
    said = win.panel.prompt.text()
    for words in ("Reserve", "Fleeting", "Discard pile", "4.2.5.b", "Clean-up",
                  "keeps 2 Reserve cards and 2 Landmarks", "4.2.5.c"):
        assert words in said, words
    assert "Dusk" not in said
    # the verdict box keeps Dusk's outcome, titled as over
    assert title_text(True) != title_text(False) and "over" in title_text(True)


def test_the_short_progress_rule_is_whole(qtbot):
    """#13: the short recall (the one 1366 shows) says both conditions of 4.2.4.b:
    more than the other side, AND more than 0 (0 vs 0 moves nothing)."""
    text = short_rule_text()
    assert "more than the other side" in text and "more than 0" in text
    assert "4.2.4.b" in text


def test_a_reserve_over_its_limit_says_it_is_legal_until_night(qtbot):
    """#10: "Reserve 3/2" read as an error; a Reserve may hold more than its limit
    until Night (3.2.10.b).  The caption says "keep 2 at Night" where it fits, shorter
    where not, bare where nothing fits; the tooltip cites the rules."""
    assert clean_up_words.over_caption("Reserve 3/2", 2, lambda t: True) == \
        "Reserve 3/2 · keep 2 at Night"
    assert clean_up_words.over_caption("Reserve 3/2", 2, lambda t: len(t) < 25) == \
        "Reserve 3/2 · keep 2"
    assert clean_up_words.over_caption("Reserve 3/2", 2, lambda t: False) == "Reserve 3/2"
    tip = clean_up_words.over_tooltip(2)
    assert "3.2.10.b" in tip and "4.2.5.c" in tip and "allowed" in tip


def test_a_board_reserve_over_its_limit_is_captioned_so(qtbot):
    """#10 on the board: the day-3 table after Night has Reserves over 2 ("Reserve 8/2"); while
    Clean-up numbers its cards the caption stays short (the badges sit on its line)."""
    win, game = _day3_dusk(qtbot)
    win.table.motion.skip()
    qtbot.wait(50)
    import dataclasses

    from altered_desktop.table_display import list_board

    table = win.table
    zones = [it for it in table.placement.items if it.kind == "zone" and it.extra.get("over")]
    assert zones, "no Reserve over its limit in the day-3 scene"
    it = zones[0]

    def captions(marks):  # type: ignore[no-untyped-def]
        ops = list_board(table.shown_view, table.bottom, table.placement, marks, table.recent)
        return [op.key[1] for op in ops if op.key[0] == "zone"]

    marks = dataclasses.replace(table._marks(), numbers=frozenset())
    assert f"{it.label} · keep 2 at Night" in captions(marks)
    inside = [c.oid for c in table.placement.items
              if c.kind == "card" and it.rect.contains(c.rect.center())]
    numbered = dataclasses.replace(marks, numbers=frozenset(
        (oid, k + 1) for k, oid in enumerate(inside)))
    said = captions(numbered)
    assert it.label in said and f"{it.label} · keep 2 at Night" not in said
    tip = table.describe(it)
    assert "3.2.10.b" in tip


def _hero_texts(size: tuple[int, int], monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    from altered_desktop import card_painter

    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    hero = dict(game.view(0)["players"][0]["hero"])
    said: list[str] = []
    draw = QPainter.drawText

    def recording(self, *args):  # type: ignore[no-untyped-def]
        said.extend(a for a in args if isinstance(a, str))
        return draw(self, *args)

    # every painter, the face cache's too, writes through the recorder
    monkeypatch.setattr(QPainter, "drawText", recording)
    img = QImage(*size, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    card_painter.paint_card(p, QRectF(0, 0, *size), hero, tile=False)
    p.end()
    monkeypatch.undo()
    return said


def test_hero_cards_spell_landmarks_whole(qtbot, monkeypatch):
    """#14: "Reserve 2 · Lmk 2" was jargon; at the 1366 board's Hero size and smaller
    the limits read "Reserve 2 · Landmarks 2" (smaller, squeezed if need be)."""
    for size in ((156, 218), (120, 168), (100, 140)):
        said = _hero_texts(size, monkeypatch)
        limits = [t for t in said if t.startswith("Reserve ")]
        assert limits == ["Reserve 2 · Landmarks 2"], (size, said)
        assert not any("Lmk" in t for t in said)


def test_the_home_screen_has_no_log_handle_and_no_contradiction(qtbot):
    """#16: no teaching-log handle in the status bar while the home screen shows (no
    game to log); it comes back with a game.  "Your decks" does not say "None yet"
    above the ready starter decks."""
    win = _bare_window(qtbot)
    home_screen.show_home(win)
    qtbot.wait(20)
    assert not win.log_opener.isVisible()
    text = win.home.no_decks.text()
    assert "None yet" not in text and "of your own" in text
    home_screen.leave_home(win)
    qtbot.wait(20)
    assert win.log_opener.isVisible()


def test_clean_up_names_what_it_keeps_and_its_button_says_so(qtbot):
    """#17: Clean-up (4.2.5.c) showed only "Chosen 0 (choose 2)" and a dim Confirm.  Now
    the panel names the kept cards and what goes to the Discard pile, and the button
    says "Keep Foundry Mechanic + Ordis Cadets" once the choice is whole."""
    from altered_desktop.decision_panel import DecisionPanel

    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.resize(270, 600)
    panel.show()
    d = Decision(1, "cleanup", "Clean-up: choose 2 to keep in your Reserve", (
        Option("k:1", "Foundry Mechanic", (1,)), Option("k:2", "Ordis Cadets", (2,)),
        Option("k:3", "Ordis Cadets", (3,))), 2, 2)
    panel.show_decision(d)
    assert not panel.confirm.isEnabled()
    assert panel.confirm.text() == "Choose 2 more to keep"
    panel.toggle("k:1")
    assert "Foundry Mechanic" in panel.count.text()
    assert panel.confirm.text() == "Choose 1 more to keep"
    panel.toggle("k:3")
    assert panel.confirm.isEnabled()
    # (a name a line where the panel is narrow: 270 px is the 1366 window's)
    assert panel.confirm.text() in ("Keep Foundry Mechanic + Ordis Cadets",
                                    "Keep Foundry Mechanic\n+ Ordis Cadets")
    qtbot.wait(30)  # laid out
    assert panel.confirm.geometry().right() <= panel.width()
    fm = panel.confirm.fontMetrics()
    assert all(fm.horizontalAdvance(line) < panel.confirm.width()
               for line in panel.confirm.text().split("\n"))
    said = panel.count.text()
    assert "Keeping 2 of 2: Foundry Mechanic, Ordis Cadets" in said
    assert "To the Discard pile: Ordis Cadets" in said
    answers: list[object] = []
    panel.answered.connect(answers.append)
    panel.confirm.click()
    assert answers == [["k:1", "k:3"]]
    # any other multi-choice keeps its count and plain Confirm
    other = Decision(0, "target", "Choose 2 targets", (
        Option("t:1", "A", (1,)), Option("t:2", "B", (2,)), Option("t:3", "C", (3,))), 2, 2)
    panel.show_decision(other)
    assert panel.confirm.text() == "Confirm"
    assert panel.count.text().startswith("Chosen 0")


def test_a_narrow_panel_shortens_the_keep_button(qtbot):
    d = Decision(1, "cleanup", "Clean-up", (
        Option("k:1", "Foundry Mechanic", (1,)), Option("k:2", "Ordis Cadets", (2,))), 1, 1)
    assert clean_up_words.button_text(d, ["k:1"], 10, len) == "Keep my choice (1)"
    two = Decision(1, "cleanup", "Clean-up", (
        Option("k:1", "Foundry Mechanic", (1,)), Option("k:2", "Ordis Cadets", (2,))), 2, 2)
    assert clean_up_words.button_text(two, ["k:1", "k:2"], 22, len) == \
        "Keep Foundry Mechanic\n+ Ordis Cadets"
    assert clean_up_words.button_text(d, ["k:1"]) == "Keep Foundry Mechanic"
