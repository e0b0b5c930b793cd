"""Review round 18 #4: on a full Expedition row at 1366 the region caption was two
terrain icons with no words, and a player could not tell what they meant.  Every
Expedition's caption now says which region in words, whatever form it takes."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage, QPainter

from altered_desktop import region_caption
from altered_desktop.table_display import list_board
from tests.gui.conftest import full_board_window


class _Words:
    """A painter that notes the words drawn through it and paints the rest."""

    def __init__(self, p: QPainter) -> None:
        self.p = p
        self.words: list[str] = []

    def drawText(self, *args: Any) -> None:  # noqa: N802 (QPainter's name)
        self.words.append(next(a for a in args if isinstance(a, str)))
        self.p.drawText(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.p, name)


def test_every_expeditions_caption_names_its_region_at_1366(qtbot):
    win = full_board_window(qtbot, (1366, 768))
    t = win.table
    ops = list_board(t.shown_view, t.bottom, t.placement, t._marks())
    bands = [i for i in t.items if i.kind == "expedition"]
    assert len(bands) == 4
    regions = len(t.shown_view.get("adventure") or [])
    forms = set()
    for band in bands:
        e = band.extra
        number = min(int(e.get("position", 0)), regions - 1) + 1
        mine = [op for op in ops if isinstance(op.key, tuple)
                and str(op.key[0]).startswith("exp_region") and band.rect.contains(op.bounds)]
        assert len(mine) == 1, (band.player, band.exp, mine)
        forms.add(mine[0].key[0])
        image = QImage(1366, 768, QImage.Format.Format_ARGB32)
        p = QPainter(image)
        words = _Words(p)
        try:
            mine[0].draw(words)
        finally:
            p.end()
        said = " ".join(words.words)
        assert "reg" in said and str(number) in said.split() + said.replace(":", " ").split(), \
            (band.player, band.exp, said)
        assert mine[0].bounds.height() >= 11
        if mine[0].key[0] == "exp_region_icons":
            # its words keep inside the icons' lane, clear of the last card
            terrains = mine[0].key[1]
            assert region_caption.tiny_width(number) <= \
                region_caption.icons_lane(number, terrains) - 2
    # the review's board crowds two rows: their caption is the narrow form
    assert "exp_region_icons" in forms, forms
