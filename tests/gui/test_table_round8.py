"""The table's geometry after the fresh-eyes review of round 8 (issue #23): both Heroes
whole cards of one size in a column of their own beside their Expeditions, the hand
row holding the hand only, the other player's backs clear of their zones."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_painter, card_tile, table_layout
from tests.gui.test_table_round6 import SIZES, _table


def _heroes(items) -> dict[int, table_layout.Item]:  # type: ignore[no-untyped-def]
    return {i.player: i for i in items if i.kind == "card" and i.card
            and i.card.get("type") == "hero"}


def _bounds(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


@pytest.mark.parametrize("size", sorted(SIZES))
def test_both_heroes_are_whole_cards_of_one_size_beside_their_expeditions(qtbot, size):
    """Review r8 #1, #4: the other player's Hero was a 71x53 stub, the player's own
    the first card of the hand row.  Each is a whole card face (not a tile), both of
    one size, each level with its own Expeditions and left of them, captioned "Hero";
    neither lies in the hand row."""
    from tools.table_scenes import day3_game

    win = _table(qtbot, day3_game(), size)
    items = win.table.items
    heroes = _heroes(items)
    assert set(heroes) == {0, 1}
    assert heroes[0].rect.size() == heroes[1].rect.size()
    for pi, hero in heroes.items():
        assert not hero.extra.get("tile") and not card_tile.is_tile(hero.rect)
        assert hero.extra.get("upright")  # exhausted, tagged as its face tags it: level
        exps = [i.rect for i in items if i.kind == "expedition" and i.player == pi]
        row = _bounds(exps)
        assert hero.rect.right() < row.left()
        assert hero.rect.top() < row.bottom() and hero.rect.bottom() > row.top(), \
            f"seat {pi}'s Hero is not level with its Expeditions"
        caption = next(i for i in items if i.kind == "herozone" and i.player == pi)
        # (no "Hero" over it beside the Hero Expedition's "Hero": review r19 #13)
        assert not caption.label and caption.rect.contains(hero.rect)
    slots = [i.rect for i in items if i.kind == "herozone"]
    assert len(slots) == 2 and not slots[0].intersects(slots[1])
    board = QRectF(0, 0, win.table.width() - win.table.side_width, win.table.height())
    assert all(board.contains(r) for r in slots)
    hand_row = win.table.placement.hand_rect
    hand = [i.rect for i in items if i.kind == "card" and i.extra.get("hand")]
    assert hand and all(hand_row.intersects(r) for r in hand)
    assert not hand_row.intersects(heroes[0].rect)
    assert not any(i.extra.get("hand") for i in heroes.values())


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_hand_row_shows_as_many_cards_as_its_count_says(qtbot, size):
    """Review r8 #4: "Hand · 3" over four cards (the Hero first).  The row holds the
    hand's cards and nothing else, and its label counts them."""
    from tools.table_scenes import day3_game

    win = _table(qtbot, day3_game(), size)
    items = win.table.items
    label = next(i for i in items if i.kind == "handlabel")
    shown = [i for i in items if i.kind == "card" and i.player == 0
             and i.extra.get("hand")]
    pv = win.table.view["players"][0]
    assert len(shown) == pv["hand_count"] == 4
    assert label.label == f"Hand · {len(shown)}"
    assert all(i.card.get("zone") == "hand" for i in shown)
    assert not any(label.rect.intersects(i.rect) for i in shown)
    # nothing else in the row: no card, slot or pile but the hand's
    row = win.table.placement.hand_rect
    others = [i for i in items if i.kind in ("card", "slot", "deck", "discard")
              and i not in shown and row.intersects(i.rect)]
    assert others == []


def _pool_heroes() -> list[dict]:  # type: ignore[type-arg]
    from altered_desktop.card_browser_model import card_face
    from engine.cards.registry import shipped_cards

    return [card_face(c) for c in shipped_cards() if c.type == "hero"]


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_hero_of_the_pool_writes_its_ability_whole(qtbot, size):
    """Review r8 #1: Nevenka's ability ended "On …", Sigismar's was not written at all.
    Every Hero of the card pool, in either seat against any other (the longest,
    Treyst & Rossum's, beside the shortest), exhausted or not, shows its whole ability
    in its slot on the table of a 1366x768 and a 1920x1080 screen."""
    from tools.table_scenes import day3_game

    win = _table(qtbot, day3_game(), size)
    table = win.table
    heroes = _pool_heroes()
    assert len(heroes) >= 20
    shortest = min(heroes, key=lambda c: len(c.get("text") or ""))
    cut = []
    for hero in heroes:
        for tired in ((), ("exhausted",)):
            card = {**hero, "oid": 9000, "statuses": list(tired)}
            view = {**table.view, "players": [
                {**table.view["players"][0], "hero": card},
                {**table.view["players"][1], "hero": {**shortest, "oid": 9001}}]}
            placed = table_layout.place(view, 0, {}, table.width(), table.height(), 1.0)
            slots = _heroes(placed.items)
            assert slots[0].rect.size() == slots[1].rect.size()
            if card_painter.text_is_cut(slots[0].rect, card):
                cut.append(f"{hero['name']} {tired} in {slots[0].rect.size()}")
    assert cut == []


def test_the_measure_sees_a_cut_ability(qtbot):
    """The check itself: the longest ability in a slot of the old hand-row size is cut."""
    longest = max(_pool_heroes(), key=lambda c: len(c.get("text") or ""))
    assert card_painter.text_is_cut(QRectF(0, 0, 116, 164), longest)
    need = table_layout.hero_least_height(longest)
    assert card_painter.text_is_cut(QRectF(0, 0, (need - 4) / 1.4, need - 4), longest)


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("pair", [(5, 1), (6, 5), (7, 5), (5, 5)])
def test_crowded_expedition_pairs_never_overlap_their_tiles(qtbot, size, pair):
    """Beside the Hero column, an Expedition pair past what one row holds (6+5 and 7+5
    on both sides of the table at 1366) wraps onto two rows of tiles, the row taking
    height from the others, each Expedition in its own half (review r14 #1): each name
    whole and its digits in sight, or fanned where its half is too full, each tile
    then pointable in its strip (the preview shows it whole)."""
    from tests.gui.test_table_round6 import covered_parts, crowded_game

    win = _table(qtbot, crowded_game(*pair, opp=pair), size)
    tiles = [i for i in win.table.items if i.kind == "card" and i.card
             and i.card.get("zone") == "expedition"]
    assert len(tiles) == 2 * sum(pair)
    assert covered_parts(win, fans=True) == []


def _bare_game(hero: int, companion: int):  # type: ignore[no-untyped-def]
    """Both players with `hero` and `companion` Characters and empty Reserves and
    Landmarks (as after a Night): the Expedition rows at their tallest."""
    import attrs

    from engine import Game
    from tests.gui.test_table_round6 import LYRA, ORDIS
    from tools.table_scenes import day3_position, legal

    pos = day3_position()
    a, b = pos.players
    a = attrs.evolve(a, hero_expedition=LYRA[:hero],
                     companion_expedition=LYRA[hero:hero + companion], reserve=[],
                     landmarks=[])
    b = attrs.evolve(b, hero_expedition=ORDIS[:hero],
                     companion_expedition=ORDIS[hero:hero + companion], reserve=[],
                     landmarks=[])
    return Game.from_position(legal(attrs.evolve(pos, players=(a, b))), seed=7)


def _rows_of(win, player: int, exp: str) -> set[float]:  # type: ignore[no-untyped-def]
    return {round(i.rect.top()) for i in win.table.items if i.kind == "card" and i.card
            and i.card.get("expedition") == exp and i.player == player}


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_crowded_expedition_borrows_room_and_the_track_keeps_its_height(qtbot, size):
    """Review r8 #5 (a five-card Companion Expedition on two rows of shrunken tiles
    beside empty felt) and r15 #1 (kept to its half, it fanned its tiles beside the
    Hero's empty half): five Characters beside one take the room the Hero Expedition
    leaves, on one row, the Hero's band still on the left; the track keeps the height
    it has beside a light row; no tile covers another's name or statistics."""
    light = _table(qtbot, _bare_game(1, 1), size)
    track = light.table.placement.track_rect.height()
    win = _table(qtbot, _bare_game(1, 5), size)
    assert win.table.placement.track_rect.height() >= track - 0.5
    for player in (0, 1):
        exps = {i.exp: i.rect for i in win.table.items
                if i.kind == "expedition" and i.player == player}
        assert exps["hero"].right() < exps["companion"].left()
        assert exps["companion"].width() > exps["hero"].width()
        tiles = [i for i in win.table.items if i.kind == "card" and i.card
                 and i.card.get("expedition") == "companion" and i.player == player]
        assert all(exps["companion"].contains(t.rect) for t in tiles)
        assert len({round(t.rect.top()) for t in tiles}) == 1
    from tests.gui.test_table_round6 import covered_parts

    assert covered_parts(win) == []


def _digit_ink(win) -> list[float]:  # type: ignore[no-untyped-def]
    return [card_tile.digit_height(card_tile.stat_px(i.rect)) for i in win.table.items
            if i.kind == "card" and i.card and i.card.get("zone") == "expedition"]


@pytest.mark.parametrize("log_open", [True, False])
def test_the_board_grows_at_1920(qtbot, log_open):
    """Review r8 #5, #21: at 1920x1080 the cards in play, their digits and their text
    were exactly as at 1366 while felt lay empty around them.  The day-3 table's
    Expedition tiles are taller at 1920, the teaching log's drawer open or not, and
    their statistics' digits at least 18 px of ink (14 at 1366)."""
    from tools.table_scenes import day3_game

    small = _table(qtbot, day3_game(), "1366x768")
    ink_1366 = _digit_ink(small)
    tile_1366 = max(i.rect.height() for i in small.table.items if i.kind == "card"
                    and i.card and i.card.get("zone") == "expedition")
    big = _table(qtbot, day3_game(), "1920x1080")
    big.log_dock.setVisible(log_open)
    big.refresh()
    qtbot.wait(10)
    ink_1920 = _digit_ink(big)
    assert len(ink_1366) == len(ink_1920) == 12
    assert min(ink_1366) >= 14
    assert min(ink_1920) >= 18 > max(ink_1366) + 2
    tiles = [i.rect for i in big.table.items if i.kind == "card" and i.card
             and i.card.get("zone") == "expedition"]
    assert min(r.height() for r in tiles) >= 1.5 * tile_1366
