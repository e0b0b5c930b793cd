"""Review round 19 #8: while Night's cards moved, a row that had lost some of its cards
(tokens that ceased to exist, a Fleeting card gone to the Discard) still read its Dusk
totals beside the cards left, a board that did not add up.  Each row now reads its Dusk
totals less what the cards no longer shown stood for, and the two sides agree."""

from __future__ import annotations

from altered_desktop import theme
from altered_desktop.table_display import shown_totals
from altered_desktop.table_motion import DUSK_SHARE, NIGHT_GLIDE
from tests.gui.test_dusk_show import _at, _day3_dusk


def _sum(cards: list[dict]) -> dict[str, int]:
    out = dict.fromkeys(theme.TERRAINS, 0)
    for c in cards:
        for t, v in zip(theme.TERRAINS, c.get("stats") or (0, 0, 0), strict=True):
            out[t] += v
    return out


def test_night_rows_read_the_totals_of_the_cards_they_show(qtbot):
    win, _game = _day3_dusk(qtbot)
    table, show = win.table, win.table.motion
    dusk = None
    checked = lost = 0
    for k in range(0, 40, 4):
        _at(show, DUSK_SHARE + 0.001 + NIGHT_GLIDE * k / 40)
        night = table._night_board
        if night is None or show.story is None:
            continue
        dusk = show.story.boards[-1]
        gone = show.moving() - show.fading()
        for pi, pv in enumerate(night["players"]):
            for exp, x in pv["expeditions"].items():
                before = dusk["players"][pi]["expeditions"][exp]
                mine, theirs = shown_totals(night, x, pi, exp, gone)
                facing = night["players"][1 - pi]["expeditions"][exp]
                other, _ = shown_totals(night, facing, 1 - pi, exp, gone)
                assert theirs == other, (k, pi, exp)  # "4 vs 1" faces "1 vs 4"
                shown = [c for c in x["cards"] if c["oid"] not in gone]
                if not shown or _sum(before["cards"]) != before["stats"]:
                    continue  # (emptied: Night's own; or totals with more than cards)
                checked += 1
                lost += len(shown) < len(before["cards"])
                assert mine == _sum(shown), (k, pi, exp, mine, _sum(shown))
    assert dusk is not None and checked and lost, (checked, lost)
