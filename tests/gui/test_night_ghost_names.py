"""Review round 17 #13: "The ghosted 'Tanuki' card going to Reserve ... has its name at
2.7:1" (the Night show fades a leaving card down to a ghost, and an arriving one in
from 0.3, names and all).

A card fading at Night fades its picture, never its name's banner: at every frame of
the show at 1366 x 768, the letters of each fading tile's name stand at 4.5:1 or more
against its banner, as on the board at rest.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from altered_desktop import card_tile, theme, tile_text_column
from altered_desktop.table_motion import DUSK_SHARE, NIGHT_GLIDE
from tests.gui.test_dusk_show import _at

SIZE = (1366, 768)
FRAMES = [DUSK_SHARE + (NIGHT_GLIDE + 0.02) * k / 14 for k in range(15)]


def _lum(c: QColor) -> float:
    return theme.contrast(c, QColor("black"))


def name_contrast(img: QImage, r: QRectF, card: dict[str, Any]) -> float:
    """The contrast of a tile's name as painted in `img`: its brightest letter pixel
    against the banner's fill beside the letters."""
    face, shown = tile_text_column.face_part(r, card)
    letters = card_tile.name_letters(face, shown)
    banner = card_tile.name_banner(face, shown)
    ink = max((img.pixelColor(x, y)
               for y in range(int(letters.top()) + 1, int(letters.bottom()))
               for x in range(int(letters.left()) + 1, int(letters.right()))), key=_lum)
    # the banner's fill: its pixels around the letters (inside its rounded edge and
    # under its lit top line), the middle value; beside the letters (the banner's
    # margin, `card_tile.BANNER_PAD`) where the letters fill its height
    inner = banner.adjusted(2, 3, -2, -3)
    ground = sorted((img.pixelColor(x, y)
                     for y in range(int(inner.top()) + 1, int(inner.bottom()))
                     for x in range(int(inner.left()) + 1, int(inner.right()))
                     if not letters.adjusted(-1, -1, 1, 1).contains(x + 0.5, y + 0.5)),
                    key=_lum)
    if len(ground) < 6:  # letters across the whole banner: its rows over and under them
        ground = sorted((img.pixelColor(x, y) for y in (int(banner.top()) + 1,
                                                         int(banner.bottom()) - 2)
                         for x in range(int(letters.left()), int(letters.right()))),
                        key=_lum)
    return theme.contrast(ink, ground[len(ground) // 2])


def digits_contrast(img: QImage, r: QRectF, card: dict[str, Any]) -> float:
    """The least contrast of a tile's statistics as painted in `img`: each pill's
    brightest pixel (its white digit) against the pill's lower third value."""
    face, _shown = tile_text_column.face_part(r, card)
    least = 21.0
    for box in card_tile.stat_boxes(face):
        px = sorted((img.pixelColor(x, y)
                     for y in range(int(box.top()) + 3, int(box.bottom()) - 2)
                     for x in range(int(box.left()) + 3, int(box.right()) - 2)), key=_lum)
        least = min(least, theme.contrast(px[-1], px[len(px) // 3]))
    return least


def _is_tile(r: QRectF, tile: bool | None) -> bool:
    return card_tile.is_tile(r) if tile is None else tile


def _white(img: QImage, box: QRectF) -> int:
    return sum(1 for y in range(int(box.top()) + 1, int(box.bottom()))
               for x in range(int(box.left()) + 1, int(box.right()))
               if min(img.pixelColor(x, y).getRgb()[:3]) > 200)


def test_a_card_fading_at_night_keeps_its_name_readable(qtbot):
    """Leaving (down to nothing) and arriving (from 0.3), a tile's name reads at 4.5:1
    on its banner; a leaving card already showing in its new place shows its name
    there only (no faint second name)."""
    from tests.gui.test_dusk_totals import played_dusk

    win, _game = played_dusk(qtbot, SIZE)
    table, show = win.table, win.table.motion
    checked, gone, low = 0, 0, []
    for t in FRAMES:
        if not show.running:
            break
        _at(show, t)
        img = table.grab().toImage()
        assert img.devicePixelRatio() == 1
        arriving = {id(c): r for r, c in show.arriving_now()}
        fading: list[tuple[QRectF, dict[str, Any], str]] = []
        for r, c, o in show.leaving():
            if c.origin is None or c.origin.look != "card" or not _is_tile(r, c.origin.tile) \
                    or o >= 0.99:
                continue
            if id(c) in arriving:
                face, shown = tile_text_column.face_part(r, c.origin.card)
                assert _white(img, card_tile.name_letters(face, shown)) == 0, \
                    (t, c.origin.card["name"])
                gone += 1
            else:
                fading.append((r, c.origin.card, f"leaving at {o:.2f}"))
        fading += [(r, c.card, "arriving") for r, c in show.arriving_now()
                   if c.card is not None and c.look == "card" and _is_tile(r, c.tile)]
        for r, card, how in fading:
            checked += 1
            k = name_contrast(img, r, card)
            if k < 4.5:
                low.append(f"t={t:.3f} {card['name']} {how}: {k:.2f}:1")
            if card.get("stats"):
                k = digits_contrast(img, r, card)
                if k < 4.5:
                    low.append(f"t={t:.3f} {card['name']}'s statistics {how}: {k:.2f}:1")
    assert checked >= 4 and gone, (checked, gone)
    assert not low, low
