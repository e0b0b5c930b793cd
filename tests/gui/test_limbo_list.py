"""The Limbo list beside the table (4.4: triggered Reactions wait there as Emblems): each
Emblem says what its "It" is, so two Monolith Reactions no longer both read "It gains 1
boost." (review round 4 #10), and the whole name fits at a readable size at 1366x768."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from altered_desktop import theme
from tests.engine.test_reactions import _two_monolith_reactions
from tests.gui.conftest import make_window


def test_the_limbo_list_names_what_each_reaction_boosts(qtbot):  # type: ignore[no-untyped-def]
    win = make_window(qtbot, _two_monolith_reactions())
    win.resize(1366, 708)  # 1366x768 less the window's title and the taskbar
    win.refresh()
    emblems = [i for i in win.table.items if i.kind == "emblem"]
    monos = [i for i in emblems if i.extra["source"].startswith("The Monolith")]
    shown = sorted(" ".join(i.extra["lines"]) for i in monos)
    assert shown == ["Muster (Ann's hero Expedition) gains 1 boost.",
                     "Ordis Recruit (Ann's companion Expedition) gains 1 boost.",
                     "Ordis Recruit (Ann's hero Expedition) gains 1 boost."]
    least = QFontMetrics(theme.font(theme.LEAST_TEXT_PX)).height()
    for item in monos:
        assert not any("…" in line for line in item.extra["lines"])  # nothing cut
        line_h = item.rect.height() / (1 + len(item.extra["lines"]))
        assert line_h >= least  # each line has room for 11 px text
        assert item.rect.bottom() <= win.table.height()
        assert "Ordis Recruit (Ann's" in win.table.describe(item) or "Muster (" in \
            win.table.describe(item)
    # boxes do not overlap one another
    rects = sorted((i.rect for i in emblems), key=lambda r: r.top())
    assert all(a.bottom() <= b.top() for a, b in zip(rects, rects[1:], strict=False))
