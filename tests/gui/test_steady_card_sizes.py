"""Cards keep their size while a Dusk and its Night are told (review r18 #9: at 1920
Lithium's Companion cards stood ~95 px wide while the markers moved and ~160 px as the
cards went to Reserve; at 1366 "Ordis Recruit" took one line in one frame and two in the
next, so the board jumped mid-show and click targets moved).  A row keeps the tile size
it had when the show began, frame after frame, and takes its new size once, at the end."""

from __future__ import annotations

import pytest

from altered_desktop.table_layout import EXPEDITIONS
from tests.gui.test_dusk_show import _at, _day3_dusk

SIZES = [(1366, 768), (1920, 1080)]
#: the whole show, Dusk's markers and Night's glides, sampled
FRAMES = [k / 24 for k in range(24)]


def _tile_widths(table) -> dict[tuple[int, str], set[float]]:  # type: ignore[no-untyped-def]
    """Each Expedition's tiles' widths on the board now (in whole pixels)."""
    out: dict[tuple[int, str], set[float]] = {}
    exps = [i for i in table.items if i.kind == "expedition"]
    for it in table.items:
        if it.kind != "card" or it.card is None or it.card.get("zone") != "expedition":
            continue
        for e in exps:
            if e.player == it.player and e.rect.contains(it.rect.center()):
                out.setdefault((e.player, e.exp), set()).add(round(it.rect.width()))
    return out


@pytest.mark.parametrize("size", SIZES)
def test_an_expeditions_cards_keep_their_size_over_the_show(qtbot, size):
    win, _game = _day3_dusk(qtbot, size=size)
    show, table = win.table.motion, win.table
    assert show.telling and show.cards, "Dusk is told and Night moves cards"
    seen: dict[tuple[int, str], set[float]] = {}
    for t in FRAMES:
        _at(show, t)
        for key, widths in _tile_widths(table).items():
            seen.setdefault(key, set()).update(widths)
    assert seen, "cards stood in the Expeditions during the show"
    for key, widths in seen.items():
        assert max(widths) - min(widths) <= 1, (size, key, sorted(widths))
    # after the show, the board lays out as the game is now (a new size at most once)
    qtbot.waitUntil(lambda: not show.running, timeout=8000)
    assert table._held_rows is None
    for pv in table.view["players"]:
        for exp in EXPEDITIONS:
            if pv["expeditions"][exp]["cards"]:
                assert (pv["index"], exp) in _tile_widths(table)


def _row_widths(table, player: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    return {exp: max(ws) for (p, exp), ws in _tile_widths(table).items() if p == player}


def test_a_row_keeps_its_cards_size_through_the_day_when_one_leaves(qtbot):
    """Review r18 #9, "prefer size steps that change rarely": a card leaving an
    Expedition mid-day (sent to Reserve, discarded) leaves the others at their size,
    rather than growing them until the next card comes and shrinks them again; the
    rows take the size their cards allow at a new Day."""
    import copy

    from tests.gui.conftest import make_window
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game())
    win.resize(1366, 768)
    qtbot.waitUntil(lambda: win.size().width() == 1366, timeout=2000)
    win.refresh()
    table = win.table
    me = table.bottom
    before = _row_widths(table, me)
    assert before, "the day-3 table has cards in the Expeditions"
    # (a card leaves each seat's Companion Expedition: both rows are lighter, so
    # neither is held by the other's size, `expedition_row.alike`)
    view = copy.deepcopy(table.view)
    for pv in view["players"]:
        for exp in EXPEDITIONS:
            del pv["expeditions"][exp]["cards"][1:]
    table.set_view(view)
    assert _row_widths(table, me) == before  # the same size, the rows lighter
    # the next Day: the lighter rows' cards as big as they allow
    view = copy.deepcopy(view)
    view["day"] += 1
    table.set_view(view)
    after = _row_widths(table, me)
    assert all(after[exp] > before[exp] for exp in before), (before, after)
