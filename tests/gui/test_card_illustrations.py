"""Card faces worth looking at (issue #23, Look): a picture per card name, painted into a
landscape of the card's own, cost gems in one place on every card, text never under the
least size.  Review round 3: "three Lyra cards share the same palette glyph, all Ordis
soldiers share one helmet"; cost digits ~9 px and moving about on two-line names; the
Exhausted badge over the costs."""

from __future__ import annotations

import json
from importlib import resources

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_art, card_painter, card_scene, card_tile, cost_badge, theme
from altered_desktop.card_browser_model import card_face
from engine.cards.registry import shipped_cards as all_cards


def _starter_names() -> dict[str, set[str]]:
    by_ref = {c.ref: c for c in all_cards()}
    decks = json.loads(resources.files("engine.cards").joinpath("starters.json").read_text())
    out: dict[str, set[str]] = {}
    for key, deck in decks["decks"].items():
        refs = [line.split()[1] for line in deck["decklist"]]
        out[key] = {by_ref[r].name for r in refs if r in by_ref}
    return out


def test_no_two_cards_of_a_starter_deck_share_a_picture():
    for deck, names in _starter_names().items():
        assert len(names) >= 12, deck
        pictures = {n: card_art.illustration_of({"name": n}) for n in names}
        assert len(set(pictures.values())) == len(names), (deck, pictures)


def test_every_card_name_has_its_picture_in_the_table_and_on_disk():
    table = card_art.card_icons()
    names = {c.name for c in all_cards()}
    assert names <= set(table), sorted(names - set(table))[:5]
    missing = {i for i in table.values() if not (card_art.ICON_DIR / f"{i}.png").exists()}
    assert not missing
    # pictures per card, not per subtype: most names have one of their own
    assert len(set(table.values())) >= 0.8 * len(names)
    # the table's picture wins over the subtype's (three Lyra artists, one palette)
    artists = [c for c in all_cards() if "artist" in c.subtypes and c.faction
               and c.faction.value == "LY"]
    assert len({card_art.illustration_of({"name": c.name, "subtypes": list(c.subtypes)})
                for c in artists}) > 5


def _paint(card: dict, w: float, h: float) -> QImage:  # type: ignore[type-arg]
    img = QImage(int(w) + 20, int(h) + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    card_painter.paint_card(p, QRectF(10, 10, w, h), card, allow_turn=False)
    p.end()
    return img


def _face(name: str) -> dict:  # type: ignore[type-arg]
    return card_face(next(c for c in all_cards() if c.name == name))


def test_the_painted_scene_is_the_card_own_and_the_same_every_time(qapp):
    a, b = _face("Ordis Trooper"), _face("The Frog Prince")
    r = QRectF(0, 0, 200, 120)

    def scene(card: dict) -> QImage:  # type: ignore[type-arg]
        img = QImage(200, 120, QImage.Format.Format_ARGB32)
        img.fill(QColor("black"))
        p = QPainter(img)
        card_scene.paint_scene(p, r, card)
        p.end()
        return img

    first = scene(a)
    card_scene.clear_cache()
    assert scene(a) == first  # drawn again from nothing: the same picture
    assert scene(b) != first
    # not a flat fill: a sky, a land and a picture
    colours = {first.pixelColor(x, y).rgb() for x in range(0, 200, 7) for y in range(0, 120, 7)}
    assert len(colours) > 40


def test_cost_gems_have_one_place_and_size_whatever_the_name(qapp):
    short, long_ = _face("Ordis Trooper"), _face("Kakoba, Legion Commander")
    for w, h in ((125, 105), (150, 120), (118, 96)):
        rect = QRectF(0, 0, w, h)
        one = card_tile.gem_boxes(rect, short["name"])
        two = card_tile.gem_boxes(rect, long_["name"])
        assert one == two
        # side by side on every card, their feet level; each labelled (a hand, the
        # Reserve symbol: review r13 #8, a newcomer could not tell them apart) and so
        # of one height; as plain discs (an Expedition's tile) the reserve cost is as
        # big, its digits at the statistics' floor (review r15 #4: a smaller one "read
        # as a smudge"), tucked under the hand cost's: one pair (r7 #9)
        assert one[0].bottom() == one[1].bottom() and one[1].left() >= one[0].right()
        assert all(cost_badge.is_labelled(g) for g in one)
        discs = card_tile.gem_boxes(rect, short["name"], labelled=False)
        assert not any(cost_badge.is_labelled(g) for g in discs)
        assert discs[1].height() == discs[0].height()
        assert discs[1].left() == discs[0].right() - card_tile.DISC_TUCK
        assert discs[0].bottom() == discs[1].bottom()
        assert card_tile.digit_height(card_tile.gem_px(rect)) >= card_tile.STAT_LEAST_PX
        # the gems sit under the name's lines, never on them
        assert one[0].top() >= card_tile.name_lines_bottom(rect, long_["name"])
    for w, h in ((110, 155), (150, 210), (280, 392)):
        rect = QRectF(0, 0, w, h)
        a, b = card_painter.face_layout(rect, short), card_painter.face_layout(rect, long_)
        assert (a.hand_gem, a.reserve_gem) == (b.hand_gem, b.reserve_gem)
        assert card_painter.gem_text_px(a.reserve_gem) >= theme.LEAST_TEXT_PX
        assert a.type_px >= theme.LEAST_TEXT_PX  # the subtype line
        # the name outranks it (review r4 #1: an 11 px name under a 15 px subtype line)
        assert card_painter.name_px_of(rect) > a.type_px


def test_a_landmark_tile_keeps_its_costs_off_the_title(qapp):
    card = _face("The Monolith, Ordis Bastion")
    rect = QRectF(0, 0, 125, 78)
    hc, rc = card_tile.gem_boxes(rect, card["name"], has_stats=False)
    assert hc.top() >= card_tile.name_box(rect, card["name"]).bottom()
    assert rc.bottom() <= rect.bottom()


def test_the_exhausted_badge_leaves_the_costs_in_sight(qapp):
    card = dict(_face("All In!"), stats=[1, 2, 3], base_stats=[1, 2, 3])
    rect = QRectF(10, 10, 125, 100)
    tired = dict(card, statuses=["exhausted"])
    plain_img, tired_img = _paint(card, 125, 100), _paint(tired, 125, 100)
    hc, rc = card_tile.cost_boxes(rect, card)
    for gem in (hc, rc):
        # the badge itself, a disc or a pill (its corners show the frame, which an exhausted
        # tile drains): the points nearer its middle line than its half height, less
        # the ring
        c, r = gem.center(), gem.height() / 2 - 2
        mid_x = (gem.left() + r + 2, gem.right() - r - 2)
        pixels = [(x, y) for x in range(int(gem.left()), int(gem.right()) + 1)
                  for y in range(int(gem.top()), int(gem.bottom()) + 1)
                  if (x + 0.5 - min(max(x + 0.5, mid_x[0]), mid_x[1])) ** 2
                  + (y + 0.5 - c.y()) ** 2 <= r * r]
        assert len(pixels) > 100
        assert all(plain_img.pixelColor(x, y) == tired_img.pixelColor(x, y) for x, y in pixels)
    assert plain_img != tired_img  # the badge is drawn, elsewhere


def test_the_home_screen_is_a_painting_with_card_like_tiles(qtbot):
    """Review r3 #24: "plain, empty space, icons and text crowd each other in the
    tiles, no art"."""
    from altered_desktop.home_screen import CHOICES, HomeScreen, backdrop

    home = HomeScreen()
    qtbot.addWidget(home)
    home.resize(1366, 725)
    home.refresh(None, [])
    home.show()
    qtbot.waitExposed(home)
    img = backdrop(1366, 725).toImage()
    colours = {img.pixelColor(x, y).rgb() for x in range(0, 1366, 23) for y in range(0, 725, 23)}
    assert len(colours) > 150  # a landscape, not a flat fill
    shot = home.grab().toImage()
    for key, *_ in CHOICES:
        tile = home.buttons[key]
        assert tile.height() >= 92
        # the tile's picture: a painted scene at its left, many colours
        at = tile.mapTo(home, tile.rect().topLeft())
        art = {shot.pixelColor(at.x() + 10 + dx, at.y() + 10 + dy).rgb()
               for dx in range(0, 60, 3) for dy in range(0, tile.height() - 20, 3)}
        assert len(art) > 40, key
        # the title and its line start right of the picture, never on it
        title_x = tile.text_rect().left()
        assert title_x >= tile.art_rect().right() + 8


def test_a_status_on_a_narrow_tile_is_a_sign_not_a_cut_word(qapp):
    """A crowded Reserve's tiles are some 60 px wide: 'Exhausted' showed as 'xhausted'."""
    for key, icon in card_art.STATUS_ICONS.items():
        assert (card_art.ICON_DIR / f"{icon}.png").exists(), key
    exhausted = [s for s in card_tile.STATUS_LABELS if s[0] == "exhausted"]
    assert card_tile.statuses_width(exhausted) > card_tile.marks_box(QRectF(0, 0, 62, 100)).width()
    assert card_tile.statuses_width(exhausted) < card_tile.marks_box(QRectF(0, 0, 125, 100)).width()
    card = dict(_face("Ordis Trooper"), statuses=["exhausted"])
    narrow = _paint(card, 62, 100)
    plain = _paint(dict(card, statuses=[]), 62, 100)
    assert narrow != plain
    theme.font_sizes = []
    try:
        card_painter._face_cache.clear()
        _paint(card, 62, 100)
        assert all(s >= theme.LEAST_TEXT_PX for s in theme.font_sizes)
    finally:
        theme.font_sizes = None
