"""The table after the fresh-eyes review of round 5 (issue #23): a quick action's words
written once while its target is chosen, and all its targets in sight at 1366x768."""

from __future__ import annotations

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
