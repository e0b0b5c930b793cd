"""The other player's hidden hand (review r10 #12): a fan of whole backs beside their
name and count, as many as they hold, big enough to see at a glance, hanging into the
label strip of their zones only where that strip is bare: no back covers a zone's
caption (a back hid the "L" of "Landmarks 1/2" at 1366), a card, a pile or the Mana."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from altered_desktop import theme
from altered_desktop.session import Mode
from altered_desktop.table_display import list_board
from altered_desktop.table_layout import ZONE_LABEL_PX
from tests.gui.conftest import make_window
from tests.gui.test_card_look import SIZES


def _game(extra: int):  # type: ignore[no-untyped-def]
    """The day-3 table, the top seat (Lithium) holding `extra` more cards."""
    from engine import Game
    from tools.table_scenes import day3_position, legal

    pos = day3_position()
    a, b = pos.players
    more = [*b.hand, *b.deck[:extra]]
    b = attrs.evolve(b, hand=more, deck=b.deck[extra:])
    return Game.from_position(legal(attrs.evolve(pos, players=(a, b))), seed=7)


def _captions(table, player: int) -> list[QRectF]:  # type: ignore[no-untyped-def]
    """Where each of `player`'s zone captions is written (its text's own extent)."""
    fm = QFontMetricsF(theme.font(max(float(theme.LEAST_TEXT_PX), ZONE_LABEL_PX * 0.78),
                                  bold=True))
    out = []
    for it in table.items:
        if it.kind == "zone" and it.player == player:
            w = fm.horizontalAdvance(it.label)  # (no card arriving: the caption whole)
            out.append(QRectF(it.rect.left() + 8, it.rect.top() + 1, w, ZONE_LABEL_PX))
    return out


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("extra", [0, 3, 7])
def test_the_opponents_backs_cover_nothing(qtbot, size, extra):
    win = make_window(qtbot, _game(extra), Mode.HOTSEAT)
    win.resize(*SIZES[size])
    win.refresh()
    qtbot.wait(20)
    table = win.table
    top = 1 - table.bottom
    count = table.view["players"][top]["hand_count"]
    assert count >= 1 + extra
    ops = list_board(table.view, table.bottom, table.placement, table._marks())
    backs = [op.bounds for op in ops if op.key[0] == "back"]
    assert len(backs) == count
    obstacles = _captions(table, top)
    assert len(obstacles) == 2  # Reserve and Landmarks
    obstacles += [i.rect for i in table.items if i.player == top
                  and i.kind in ("card", "deck", "discard", "mana", "slot")]
    pill = next(op.bounds for op in ops if op.key[0] == "toplabel")
    for b in backs:
        inner = b.adjusted(4.5, 4.5, -4.5, -4.5)  # (the bounds' margin for its edge)
        assert inner.height() >= 30, inner  # whole backs seen at a glance
        assert inner.top() >= 0
        for o in obstacles:
            assert not inner.intersects(o), (inner, o)
        assert inner.left() >= pill.left() + 40  # beside the name and count
