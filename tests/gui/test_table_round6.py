"""The table after the fresh-eyes review of round 6 (issue #23): Expeditions holding
four to seven Characters keep every card's name and statistics in sight."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QPointF, QRectF

from altered_desktop import card_tile, table_paint
from altered_desktop.session import Mode
from altered_desktop.table_layout import strip_reads
from tests.gui.conftest import make_window
from tools.table_scenes import day3_position, legal

#: Characters of the two starter decks, longest names first, at most 3 of a name
LYRA = ["ALT_CORE_B_YZ_07_R2", "ALT_CORE_B_LY_17_C", "ALT_CORE_B_LY_14_C",
        "ALT_CORE_B_LY_16_C", "ALT_CORE_B_LY_06_C", "ALT_CORE_B_LY_18_C",
        "ALT_CORE_B_LY_08_C", "ALT_CORE_B_LY_07_C", "ALT_CORE_B_LY_09_C",
        "ALT_CORE_B_LY_11_C", "ALT_CORE_B_LY_20_C", "ALT_CORE_B_LY_17_C"]
ORDIS = ["ALT_CORE_B_OR_15_C", "ALT_CORE_B_OR_07_C", "ALT_CORE_B_AX_04_C",
         "ALT_CORE_B_OR_09_C", "ALT_CORE_B_OR_13_C", "ALT_CORE_B_OR_17_C",
         "ALT_CORE_B_OR_05_C", "ALT_CORE_B_OR_14_C", "ALT_CORE_B_BR_04_R2",
         "ALT_CORE_B_AX_07_R2", "ALT_CORE_B_OR_15_C", "ALT_CORE_B_OR_07_C"]
# the windows a maximised window leaves on those screens (tests/gui/test_screen_sizes)
SIZES = {"1366x768": (1366, 708), "1920x1080": (1920, 1020)}


def crowded_game(hero: int, companion: int, opp: tuple[int, int] = (3, 3)):  # type: ignore[no-untyped-def]
    """The day-3 scene with `hero` and `companion` Characters in Ninette's (Lyra, at
    the bottom) Expeditions and `opp` in Lithium's: a position a game could hold."""
    from engine import Game

    pos = day3_position()
    a, b = pos.players
    a = attrs.evolve(a, hero_expedition=LYRA[:hero],
                     companion_expedition=LYRA[hero:hero + companion],
                     hand=["ALT_CORE_B_LY_26_C", "ALT_CORE_B_LY_25_C"])
    b = attrs.evolve(b, hero_expedition=ORDIS[:opp[0]],
                     companion_expedition=ORDIS[opp[0]:opp[0] + sum(opp[1:])])
    return Game.from_position(legal(attrs.evolve(pos, players=(a, b))), seed=7)


def _table(qtbot, game, size: str):  # type: ignore[no-untyped-def]
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    if size == "1920x1080":
        win.log_dock.show()  # open by default that wide: the table at its narrowest
    win.refresh()
    qtbot.wait(10)
    return win


#: the least strip of a fanned tile left in sight: enough to point at it (its whole face
#: then shows in the preview)
POINTABLE = 12.0


def covered_parts(win, *, fans: bool = False) -> list[str]:  # type: ignore[no-untyped-def]
    """Every Expedition card whose name band or statistics row another card covers,
    lies outside the table, or is not written whole (empty when all read).  With
    `fans`, a tile fanned past what its strip can write (an Expedition too full for its
    half, review r14 #1) may instead be pointed at in its strip: the pointer there
    picks it, and the preview shows it whole."""
    table = win.table
    bounds = QRectF(0, 0, table.width() - table.side_width, table.height())
    cards = [i for i in table.items if i.kind == "card" and i.card
             and i.card.get("zone") == "expedition"]
    out = []
    for k, it in enumerate(cards):
        name = it.card["name"]
        parts = {"name": card_tile.name_box(it.rect, name),
                 "statistics": card_tile.stats_band(it.rect)}
        if "shown_w" in it.extra:
            # overlapped by the next (review r10 #4: one tile size, overlapped before
            # any shrinks): its name and statistics written again in the strip left
            # in sight, whole (`strip_reads`)
            shown = it.extra["shown_w"]
            if fans and not strip_reads(it.card, it.rect, shown):
                spot = QPointF(it.rect.left() + shown / 2, it.rect.center().y())
                if shown < POINTABLE or table.item_at(spot) is not it:
                    out.append(f"{name}: its strip of {shown:.0f} px cannot be pointed at")
                if not card_tile.fully_shown(name, it.rect):
                    out.append(f"{name}: name cut at {it.rect.size()}")
                continue
            if not strip_reads(it.card, it.rect, shown):
                out.append(f"{name}: its strip of {shown:.0f} px does not read")
            parts = {"name": card_tile.name_tab_rect(it.rect, shown, name)
                     or card_tile.name_box(it.rect, name),
                     "statistics": table_paint.stat_tab_rect(it.rect, shown)
                     or card_tile.stats_band(it.rect)}
        for part, rect in parts.items():
            if not bounds.contains(rect):
                out.append(f"{name}: its {part} lies off the table")
            # (the cards painted after it: those are over it)
            for other in cards[k + 1:]:
                if other.rect.intersects(rect):
                    out.append(f"{name}: its {part} is under {other.card['name']}")
        if not card_tile.fully_shown(name, it.rect):
            out.append(f"{name}: name cut at {it.rect.size()}")
        if not card_tile.digits_fit(it.rect, it.card["stats"]):
            out.append(f"{name}: digits do not fit {it.rect.size()}")
    return out


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("n", [4, 5, 6, 7])
def test_a_crowded_expedition_covers_no_name_and_no_statistics(qtbot, size, n):
    """Review r6 #1: at 1920 a fourth Character made the tiles overlap, covering the
    terrain icons of two and hiding the fourth.  With 4 to 7 Characters in one
    Expedition and 3 in the other, on both sides of the table, every tile's name band
    and statistics row are on the table, whole, under no other tile - or, for a tile
    overlapped at the table's one tile size (review r10 #4), written again whole in
    the strip left in sight; or, where its half of the row is too full for that (each
    Expedition keeps to its half, review r14 #1), fanned, each tile's strip wide enough
    to point at (the preview then shows it whole)."""
    win = _table(qtbot, crowded_game(n, 3, (n, 3)), size)
    in_play = [i for i in win.table.items if i.kind == "card" and i.card
               and i.card.get("zone") == "expedition"]
    assert len(in_play) == 2 * (n + 3)
    assert covered_parts(win, fans=True) == []


def test_the_check_sees_tiles_that_overlap(qtbot):
    """The check itself: the tiles of the old layout (card-shaped, squeezed together
    when four did not fit) fail it."""
    win = _table(qtbot, crowded_game(6, 3), "1366x768")
    row = [i for i in win.table.items if i.kind == "card" and i.card
           and i.card.get("expedition") == "hero" and i.player == 0]
    for k, it in enumerate(row):
        it.rect = QRectF(row[0].rect.left() + k * 60, it.rect.top(), 100, it.rect.height())
    found = covered_parts(win)
    assert any("statistics is under" in f for f in found), found


def test_no_name_is_written_again_while_the_card_over_it_glides_in(qtbot):
    """Review r6 #1: "Kelon Elemental / Elemental": a tile's name was written again for
    a strip a gliding card would cover, over the tile's own whole name.  While the card
    over a fanned tile glides in, the tile is drawn whole with no tab; once it lands
    the tab is back."""
    import dataclasses

    from altered_desktop.table_display import list_board

    # too many for side by side, even on two rows: twelve Characters on one side of a
    # 1024x640 window
    win = _table(qtbot, crowded_game(7, 7), "1366x768")
    win.resize(1024, 640)
    win.refresh()
    qtbot.wait(10)
    table = win.table
    fanned = [i for i in table.items if i.kind == "card" and "covered_by" in i.extra]
    assert fanned, "twelve Characters on one side overlap in a 1024x640 window"

    def tabs(moving: frozenset[int]) -> int:
        marks = dataclasses.replace(table._marks(), moving=moving)
        ops = list_board(table.view, table.bottom, table.placement, marks)
        return sum(1 for op in ops if isinstance(op.key, tuple) and op.key[0] == "tile_tab")

    assert tabs(frozenset()) > 0
    gliding = frozenset(i.extra["covered_by"] for i in fanned)
    assert tabs(gliding) == 0


def _day_and_clean_up(qtbot, size: str):  # type: ignore[no-untyped-def]
    """The day-3 table at Ninette's turn, and the same table once both passed: Dusk,
    Rest, and Night's Clean-up with six cards in her Reserve (4.2.5.c)."""
    from tools.table_scenes import day3_game

    game = day3_game()
    win = _table(qtbot, game, size)
    day = {k: list(v) for k, v in _zone_rects(win).items()}
    for _ in range(40):
        d = game.pending
        if d is not None and d.kind == "cleanup" and d.player == 0:
            break
        win.submit("pass" if d.kind == "turn" else d.options[0].id)
    win.refresh()
    qtbot.wait(10)
    assert game.view(0)["phase"] == "Night"
    assert len(game.view(0)["players"][0]["reserve"]) == 6
    return win, day


def _zone_rects(win) -> dict[str, list[QRectF]]:  # type: ignore[no-untyped-def]
    """The rectangles a player's hands find by habit: each hand card, both Heroes,
    both Mana zones, the piles."""
    out: dict[str, list[QRectF]] = {}
    for it in win.table.items:
        card = it.card or {}
        if it.kind == "card" and card.get("zone") == "hand" and it.player == 0:
            key = "hand card"
        elif it.kind == "card" and card.get("type") == "hero":
            key = f"hero {it.player}"
        elif it.kind in ("mana", "deck", "discard", "handlabel"):
            key = f"{it.kind} {it.player}"
        else:
            continue
        out.setdefault(key, []).append(QRectF(it.rect))
    return out


@pytest.mark.parametrize("size", sorted(SIZES))
def test_hand_hero_mana_and_piles_keep_their_place_at_night(qtbot, size):
    """Review r6 #6: at Night the hand cards shrank from 135 to 115 px, the Heroes to a
    strip of picture, the Mana orbs too, while a Reserve of six took their room.  From
    Ninette's day turn to her Clean-up each of them keeps its rectangle (the hand
    cards their size: the hand is the same)."""
    win, day = _day_and_clean_up(qtbot, size)
    night = _zone_rects(win)
    assert set(night) == set(day)
    for key, rects in day.items():
        if key == "hand card":
            assert {(r.width(), r.height()) for r in night[key]} == \
                {(r.width(), r.height()) for r in rects}
            continue
        assert night[key] == rects, key
    from altered_desktop import card_tile

    assert night["hero 0"][0].height() >= card_tile.TILE_BELOW  # a whole card, not a tile


def _painted(it) -> QRectF:  # type: ignore[no-untyped-def]
    """What a Reserve card's highlight reaches: a tile's glow, a line's outline."""
    if it.extra.get("listed"):
        return it.rect.adjusted(-2, -2, 2, 2)
    from altered_desktop import card_painter

    return it.rect.adjusted(-card_painter.GLOW_REACH + 4, -card_painter.GLOW_REACH + 4,
                            card_painter.GLOW_REACH - 4, card_painter.GLOW_REACH - 4)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_clean_up_reserve_is_a_grid_clear_of_its_neighbours_and_the_hand(qtbot, size):
    """Review r6 #5: six cards crammed in a frame sized for two, an exhausted one
    leaning over its neighbours' highlights, the frame pushing into the hand.  At
    Clean-up the Reserve's cards stand upright (tiles) or are lines of a list, in a
    grid: no card's highlight reaches another card, each inside its zone, the zone
    clear of the hand, each name whole."""
    from altered_desktop import card_tile, table_paint

    win, _day = _day_and_clean_up(qtbot, size)
    items = win.table.items
    reserve = [i for i in items if i.kind == "card" and i.card
               and i.card.get("zone") == "reserve" and i.player == 0]
    zone = next(i.rect for i in items if i.kind == "zone" and i.player == 0
                and i.label.startswith("Reserve"))
    hand_top = min(i.rect.top() for i in items if i.kind == "card" and i.card
                   and i.card.get("zone") == "hand" and i.player == 0)
    assert len(reserve) == 6
    assert zone.bottom() < hand_top
    for it in reserve:
        assert zone.contains(it.rect), it.card["name"]
        assert it.extra.get("listed") or it.extra.get("upright"), it.card["name"]
        assert _painted(it).bottom() < hand_top
        for other in reserve:
            if other is not it:
                assert not _painted(it).intersects(other.rect), (it.card["name"],
                                                                 other.card["name"])
        name = it.card["name"]
        if it.extra.get("listed"):
            *_parts, shown = table_paint.listed_layout(it.rect, it.card)
            assert shown.startswith(name), shown
        else:
            assert card_tile.fully_shown(name, it.rect), name
    # a tile of the grid is never turned or tilted, exhausted or not (the sprite's key
    # says whether it may turn: card_sprite)
    from altered_desktop import card_painter

    tiles = [card_painter.painted_bounds(i.rect) for i in reserve if not i.extra.get("listed")]
    ops = [op for op in win.table._list_board() if op.key[0] == "card" and op.bounds in tiles]
    assert len(ops) == len(tiles)
    assert not any(op.key[4] for op in ops)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_leaders_arrow_lies_inside_the_totals_panel(qtbot, size):
    """Review r6 #10: "12 vs 6 ▴", the arrow cut at the panel's edge at 1920.  The
    arrow has a column of its own: inside the panel, right of the totals' text, at
    both sizes; the text fits its part of the line."""
    from altered_desktop import table_paint, theme
    from altered_desktop.table_layout import stats_box
    from tools.table_scenes import day3_game

    win = _table(qtbot, day3_game(), size)
    exps = [i for i in win.table.items if i.kind == "expedition"]
    assert len(exps) == 4
    for it in exps:
        box = stats_box(it.rect)
        assert it.rect.contains(box)
        for rr in table_paint.stat_rows(box):
            pip, text, arrow = table_paint.stat_parts(rr)
            assert box.contains(arrow) and box.contains(pip), (it.exp, arrow, box)
            assert text.right() <= arrow.left() and pip.right() <= text.left()
            from PySide6.QtGui import QFontMetricsF
            fm = QFontMetricsF(theme.font(table_paint.stat_px(rr) * 0.6, bold=True))
            assert fm.horizontalAdvance("12 vs 12") <= text.width(), (size, text)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_other_hand_is_a_fan_of_backs_beside_its_count(qtbot, size):
    """Review r6 #20: "Hand · 3" with three tiny backs squeezed into a 30 px slot.  The
    other player's hand is a fan of whole backs at least 30 px tall, each turned from
    the next, right of their name and count, over no card."""
    from tools.table_scenes import day3_game

    win = _table(qtbot, day3_game(), size)
    items = win.table.items
    label = next(i for i in items if i.kind == "toplabel")
    backs = [i for i in items if i.kind == "back" and i.player == 1]
    assert len(backs) == 3
    assert len({b.extra["angle"] for b in backs}) == 3  # fanned
    cards = [i for i in items if i.kind in ("card", "deck", "discard", "mana")]
    for b in backs:
        assert b.rect.height() >= 30 and b.rect.top() >= 0
        assert b.rect.left() >= label.rect.right()
        assert not any(c.rect.intersects(b.rect) for c in cards)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_reserve_and_landmark_names_are_whole_beside_their_gems(qtbot, size):
    """At 1366 "Ordis Spy" was broken in two in a name band one line tall, its cost gems
    beside it (round 6 shots).  Every Reserve and Landmark tile of the day-3 table is at
    least as wide as its name needs, beside its gems, on the lines its band holds."""
    from altered_desktop.table_layout import _reads, reserve_tile_width
    from tools.table_scenes import day3_game

    # the measure itself: the band of a 92 px tile holds one line beside two gems
    assert not _reads("Ordis Spy", (2, 2, 2), True, 92, 54)  # beside the (r7 narrower) gem pair
    assert _reads("Ordis Spy", (2, 2, 2), True, 130, 54)
    win = _table(qtbot, day3_game(), size)
    tiles = [i for i in win.table.items if i.kind == "card" and i.card
             and i.card.get("zone") in ("reserve", "landmark")]
    assert len(tiles) >= 6
    for it in tiles:
        assert it.rect.width() >= reserve_tile_width(it.card, it.rect.height()) - 0.5, \
            (it.card["name"], it.rect)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_discard_piles_top_card_names_itself_beside_its_gems(qtbot, size):
    """Round 6 shots: the Discard pile's top card read "Lyra Sk" under its cost gems at
    1366.  Both piles are wide enough for a ten-letter name beside its gems."""
    from altered_desktop import table_paint
    from altered_desktop.table_layout import _reads
    from tools.table_scenes import day3_game

    win = _table(qtbot, day3_game(), size)
    piles = [i for i in win.table.items if i.kind == "discard"]
    assert len(piles) == 2
    for it in piles:
        r = table_paint.discard_card_rect(it.rect)
        assert _reads("Lyra Skald", (3, 0, 2), True, r.width(), r.height()), (size, r)
