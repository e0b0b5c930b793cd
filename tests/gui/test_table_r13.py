"""The table's geometry after the round-13 review (issue #23): markers that read apart
without their colours (#11), the opponent's name as legible as the player's (#18),
greyed terrain rows explained where they appear (#10)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from altered_desktop import table_paint, theme
from altered_desktop.table_layout import MARKER_TIP, stats_box


def _marker_mask(player: int, exp: str, d: float = 26.0) -> list[list[bool]]:
    """Which pixels a marker of `player` covers, drawn in one and the same colour for
    both players (so only its shape can tell them apart)."""
    w = round(d * (1 + MARKER_TIP)) + 4
    img = QImage(w, round(d) + 4, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    colour = theme.player_colour(player)
    # the shape follows the player; the fill is painted over in a neutral grey after
    table_paint.draw_marker(p, QRectF(2, 2, d * (1 + MARKER_TIP), d), colour, exp)
    p.end()
    return [[img.pixelColor(x, y).alpha() > 128 for x in range(img.width())]
            for y in range(img.height())]


def test_the_two_players_markers_differ_by_shape_not_only_colour(qapp):
    """Review r13 #11: the players' H/C markers differed only by ring colour.  The first
    player's pawns are round, the second's square: their silhouettes differ in many
    pixels (the corners), whatever a colour-blind player sees of their colours."""
    for exp in ("hero", "companion"):
        a, b = _marker_mask(0, exp), _marker_mask(1, exp)
        differ = sum(x != y for ra, rb in zip(a, b, strict=True)
                     for x, y in zip(ra, rb, strict=True))
        assert differ >= 30, (exp, differ)
        # the square one fills its body's corners, the round one leaves them bare (the
        # corners away from its head: the head's shoulders flare over those beside it)
        bx = 3 if exp == "hero" else round(2 + 26.0 * (1 + MARKER_TIP)) - 5
        corner_a = sum(a[y][x] for y in range(3, 7) for x in range(bx, bx + 4))
        corner_b = sum(b[y][x] for y in range(3, 7) for x in range(bx, bx + 4))
        assert corner_b > corner_a + 6, (exp, corner_a, corner_b)


def test_a_marker_points_the_way_its_expedition_travels(qapp):
    """The Hero Expedition travels from region 1 towards the last (right on the
    track), the Companion's the other way: each marker's point is on that side, past
    its round or square body."""
    d = 26.0
    for player in (0, 1):
        hero, comp = _marker_mask(player, "hero", d), _marker_mask(player, "companion", d)
        mid = len(hero) // 2
        width = len(hero[0])
        right = [x for x in range(width) if hero[mid][x]]
        left = [x for x in range(width) if comp[mid][x]]
        # the hero's covered pixels reach past its body (d wide from the left) to the
        # right; the companion's past its body to the left
        assert max(right) >= 2 + d + d * MARKER_TIP * 0.6, (player, max(right))
        assert min(left) <= 2 + d * MARKER_TIP * 0.4, (player, min(left))
        # and not the other way
        assert max(x for x in range(width) if comp[mid][x]) <= 2 + d * (1 + MARKER_TIP) + 1
        assert min(right) <= 3 and max(left) >= width - 4


class _Sizes(QPainter):
    """A painter that keeps each text it draws with its font's pixel size."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[str, int]] = []

    def drawText(self, *args: object) -> None:  # noqa: N802 - Qt's name
        self.texts.extend((a, self.font().pixelSize()) for a in args if isinstance(a, str))
        super().drawText(*args)  # type: ignore[call-overload]


def _drawn(win, kinds: tuple[str, ...]) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """The texts the board's elements of these kinds (their ops' keys) draw, with sizes."""
    from altered_desktop.table_display import list_board

    t = win.table
    img = QImage(t.width(), t.height(), QImage.Format.Format_ARGB32_Premultiplied)
    p = _Sizes(img)
    for op in list_board(t.view, t.bottom, t.placement, t._marks()):
        if op.key[0] in kinds:
            op.draw(p)
    p.end()
    return p.texts


def _window(qtbot, size):  # type: ignore[no-untyped-def]
    from tests.gui.conftest import day3_window
    from tests.gui.test_card_look import SIZES

    return day3_window(qtbot, SIZES[size])



@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_the_opponents_name_is_about_as_large_as_the_players(qtbot, size):
    """Review r13 #18: "Lithium" was about 13 px against "Ninette"'s 28: which half of
    the board is whose is read from both names alike."""
    win = _window(qtbot, size)
    names = [pv["name"] for pv in win.table.view["players"]]
    mine = names[win.table.bottom]
    theirs = names[1 - win.table.bottom]
    own = [px for text, px in _drawn(win, ("handlabel_stacked", "handlabel")) if text == mine]
    top = [px for text, px in _drawn(win, ("toplabel",)) if text == theirs]
    assert own and top, (own, top)
    assert top[0] >= 0.8 * own[0] and top[0] >= 20, (top, own)


@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_each_expedition_says_which_region_it_stands_on(qtbot, size):
    """Review r13 #10: no panel said which region its Expedition was in, and greyed
    totals read as "disabled" or "lost".  Each Expedition's title line carries the
    number of its region (as the track numbers the tiles); under its totals a note
    says why the greyed ones do not count ("region N: ..."); and the
    tooltip over a greyed total says the region lacks that terrain (4.2.4.b)."""
    from altered_desktop import log_text

    win = _window(qtbot, size)
    t = win.table
    exps = [i for i in t.items if i.kind == "expedition"]
    assert len(exps) == 4
    titles = [op for op in t._list_board() if op.key[0] == "exp_title"]
    numbers = {op.key[4] for op in titles}
    assert {min(i.extra["position"], len(t.view["adventure"]) - 1) + 1 for i in exps} \
        == numbers
    drawn = [text for text, _px in _drawn(win, ("exp_title",))]
    for i in exps:
        assert str(min(i.extra["position"], len(t.view["adventure"]) - 1) + 1) in drawn
    # (the long form writes each terrain's word after its icon: its first piece says
    # where it stands)
    captions = _drawn(win, ("exp_region",))
    assert all(px >= theme.LEAST_TEXT_PX for _text, px in captions)
    assert not captions or captions[0][0].startswith("region ")
    greyed = 0
    for it in exps:
        number = min(it.extra["position"], len(t.view["adventure"]) - 1) + 1
        rows = table_paint.stat_rows(stats_box(it.rect), it.extra.get("region") or [],
                                     number)
        for terrain, rr in zip(theme.TERRAINS, rows, strict=True):
            tip = t.describe(it, rr.center())
            assert log_text.word(terrain).capitalize() in tip, tip
            if terrain not in (it.extra.get("region") or []):
                greyed += 1
                assert "has no" in tip and "does not count" in tip and "4.2.4.b" in tip, tip
            else:
                assert "has no" not in tip and "4.2.4.b" in tip, tip
    assert greyed  # the day-3 table has greyed totals to explain


def test_an_expedition_title_is_whole_beside_its_region_number(qapp):
    """The region's disc takes the title line's right end: "Companion" stays whole at
    the narrowest column of totals (`stats_width`'s least), never "Compani…"."""
    from altered_desktop.table_layout import stats_width

    for h in (74.0, 89.0, 120.0, 160.0):
        box = stats_box(QRectF(0, 0, stats_width(QRectF(0, 0, 400, h)), h))
        img = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        p = _Sizes(img)
        table_paint.draw_expedition_title(p, box, theme.player_colour(0), "Companion", 8)
        p.end()
        texts = [t for t, _px in p.texts]
        assert "Companion" in texts and "8" in texts, (h, texts)
        # with room to spare for a hinted screen font (a pixel or so wider a letter:
        # under X11 "Compani…" was cut with 3 px to spare here)
        from PySide6.QtGui import QFontMetricsF

        # (the least size `label` may shrink the title to: `shrink=0.7`, the floor)
        px = max(float(theme.LEAST_TEXT_PX), min(17.0, box.height() * 0.16) * 0.7)
        disc = table_paint.title_disc(box)
        room = disc.left() - 1 - (box.left() + 3)
        need = QFontMetricsF(theme.font(px, bold=True)).horizontalAdvance("Companion")
        assert room >= need + 5, (h, room, need)
        assert all(px >= theme.LEAST_TEXT_PX for _t, px in p.texts), p.texts
