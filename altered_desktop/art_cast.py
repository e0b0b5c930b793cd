"""Who and what stands with a card's figure: its followers and its prop.

Review round 16, the worst defect: "one flat glyph per card, so cards can't be told
apart at a glance. Ordis Recruit, Ordis Cadets and Ordis Spy all read as a dark icon on
teal-grey".  One icon on a backdrop reads as an icon, however it is lit; a picture of a
scene has more than one thing in it.  So beside the card's figure (`card_art`) its
painting shows, all chosen from the card's own facts:

* its followers: the tokens it creates, standing on the horizon behind it (a card that
  makes two Ordis Recruits has two small helmeted soldiers there); a token stands with
  its squad, two more of its kind;
* a prop: a thing of its kind's world beside it (a soldier's banner or spears, a
  citizen's lantern or house, an engineer's anvil, an apprentice's book ...), picked
  by its name among those of its subtypes (else its type), never its own picture;
* which side each stands on, from its name.

They are painted further back than the figure (smaller, higher, in the haze of the
scene's sky), so the figure stays the subject and the picture gains depth.
"""

from __future__ import annotations

import re
from typing import Any

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import art_figure, card_art
from altered_desktop.art_backdrop import rnd

#: a subtype -> things of its world (one stands beside the figure, picked by name)
SUBTYPE_PROPS: dict[str, tuple[str, ...]] = {
    "adventurer": ("campfire", "camping-tent", "treasure-map", "spyglass", "lantern"),
    "animal": ("pine-tree", "oak", "mushrooms", "tree-roots", "seedling"),
    "apprentice": ("open-book", "spell-book", "scroll-unfurled", "quill-ink", "diploma"),
    "artist": ("palette", "harp", "theater-curtains", "lyre", "paint-brush"),
    "boon": ("sparkles", "sun", "heart-plus", "lotus-flower"),
    "bureaucrat": ("quill-ink", "stamper", "files", "scales", "desk"),
    "citizen": ("lantern", "family-house", "shop", "ringing-bell", "mailbox", "village"),
    "companion": ("campfire", "pine-tree", "lantern", "sitting-dog"),
    "conjuration": ("crystal-ball", "rune-stone", "magic-portal", "unstable-orb"),
    "construction": ("stone-block", "cargo-crane", "brick-wall", "hand-truck"),
    "deity": ("sunbeams", "heaven-gate", "greek-temple", "obelisk"),
    "disruption": ("lightning-branches", "explosion-rays", "tornado", "falling-rocks"),
    "dragon": ("flame", "eruption", "mountaintop", "locked-chest"),
    "druid": ("holy-oak", "lotus", "seedling", "totem", "mushrooms"),
    "elemental": ("crystal-growth", "flame", "big-wave", "whirlwind"),
    "engineer": ("anvil-impact", "big-gear", "monkey-wrench", "drill", "factory"),
    "fairy": ("spotted-mushroom", "butterfly-flower", "flowers", "fairy-wand"),
    "gear": ("cog", "gears", "oil-drum", "spanner"),
    "illusion": ("drama-masks", "crystal-ball", "maze", "theater-curtains"),
    "leviathan": ("big-wave", "anchor", "lighthouse", "at-sea"),
    "mage": ("crystal-ball", "spell-book", "orb-wand", "rune-stone", "magic-lamp"),
    "maneuver": ("checkered-flag", "barricade", "crossed-swords", "knight-banner"),
    "merchant": ("coins-pile", "cargo-crate", "scales", "shop", "locked-chest"),
    "messenger": ("envelope", "wax-seal", "feather", "hunting-horn", "mailbox"),
    "noble": ("throne-king", "castle", "jewel-crown", "wax-seal", "party-flags"),
    "ore": ("gems", "crystal-bars", "stone-pile", "mining-helmet"),
    "plant": ("seedling", "watering-can", "flower-pot", "sunflower"),
    "robot": ("cog", "power-generator", "tesla-coil", "oil-drum", "radio-tower"),
    "rogue": ("lockpicks", "locked-chest", "lantern", "coins", "hood"),
    "sap": ("honey-jar", "drop", "tree-roots", "seedling"),
    "scholar": ("bookshelf", "telescope", "open-book", "scroll-quill", "atlas"),
    "scientist": ("round-bottom-flask", "bubbling-flask", "atom", "telescope",
                  "tesla-coil"),
    "site": ("watchtower", "stone-bridge", "medieval-gate", "lighthouse"),
    "soldier": ("knight-banner", "spears", "roman-shield", "barracks-tent", "watchtower",
                "flying-flag"),
    "song": ("musical-notes", "lyre", "flute", "drum"),
    "spirit": ("lantern-flame", "soul", "ghost", "fluffy-cloud"),
    "titan": ("falling-rocks", "stone-pile", "mountains", "obelisk"),
    "trainer": ("whistle", "sitting-dog", "hound", "field"),
}
#: a type -> its props, when no subtype names any
TYPE_PROPS: dict[str, tuple[str, ...]] = {
    "character": ("lantern", "campfire", "flying-flag", "pine-tree", "backpack"),
    "spell": ("sparkles", "crystal-ball", "rune-stone", "unstable-orb", "spell-book"),
    "permanent": ("stone-pile", "torch", "obelisk", "lantern", "watchtower"),
    "landmark": ("pine-tree", "watchtower", "campfire", "stone-bridge"),
    "token": ("flying-flag", "campfire", "barracks-tent"),
}
#: how many followers at most (more would crowd a tile)
MOST_FOLLOWERS = 3
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
#: "Create two Ordis Recruit 1/1/1 Soldier tokens": how many, which token
_CREATES = re.compile(r"\bCreate (an?|one|two|three|four|five|\d+) (.+?)(?: \d+/\d+/\d+)?"
                      r"(?: ([A-Z]\w+))? tokens?\b")


@attrs.frozen
class Cast:
    """What stands with a card's figure."""

    prop: str | None  # an icon beside the figure
    followers: str | None  # an icon of those standing behind it
    count: int  # how many followers
    prop_right: bool  # the prop stands at the figure's right


def created(card: dict[str, Any]) -> tuple[str, int] | None:
    """The token `card`'s text creates first, and how many: (its picture, count)."""
    m = _CREATES.search(str(card.get("text") or ""))
    if m is None:
        return None
    word = m.group(1).lower()
    count = int(word) if word.isdigit() else _WORDS.get(word, 1)
    name = m.group(2)
    icon = card_art.card_icons().get(name)
    if icon is None and m.group(3):
        icon = card_art.SUBTYPE_ICONS.get(m.group(3).lower())
    if icon is None:
        icon = card_art.illustration_of({"name": name, "type": "token",
                                         "subtypes": name.split()[-1:]})
    return icon, count


def _props(card: dict[str, Any]) -> list[str]:
    pool: list[str] = []
    for sub in card.get("subtypes") or []:
        pool += SUBTYPE_PROPS.get(str(sub).lower(), ())
    if not pool:
        pool += TYPE_PROPS.get(str(card.get("type") or ""), TYPE_PROPS["character"])
    return list(dict.fromkeys(pool))


def cast_of(card: dict[str, Any], seed: int, icon: str) -> Cast:
    """The cast of `card`'s painting, its figure being `icon`: the tokens it creates
    (a token: its squad) behind, a prop of its kind beside (never `icon` itself)."""
    follow: tuple[str, int] | None
    if card.get("type") == "token" or card.get("token"):
        follow = (icon, 2)
    else:
        follow = created(card)
    props = [name for name in _props(card) if name != icon]
    prop = props[int(rnd(seed, 251) * len(props)) % len(props)] if props else None
    if card.get("type") == "hero" or card.get("type") == "token" or card.get("token"):
        prop = None  # a Hero stands alone in its light, a token with its squad
    followers, count = (follow[0], min(MOST_FOLLOWERS, follow[1])) if follow else (None, 0)
    return Cast(prop=prop, followers=followers, count=count,
                prop_right=rnd(seed, 252) < 0.5)


def all_prop_icons() -> set[str]:
    """Every icon a cast may draw as a prop (`card_art.all_icon_names`: what the
    vendoring keeps)."""
    return {name for pool in (*SUBTYPE_PROPS.values(), *TYPE_PROPS.values())
            for name in pool}


#: a prop's size and a follower's, as shares of the figure's
PROP_SHARE = 0.6
FOLLOWER_SHARE = 0.5
#: the most of its space's width a figure takes when a prop stands beside it
FIGURE_SHARE = 0.74


def frame(cast: Cast, scale: float, place: float, focus: QRectF) -> tuple[float, float, bool]:
    """The figure's scale and place in `focus` once its cast is there, and whether the
    prop stands at its right: the figure makes room for the prop on the side that has
    more (on a small tile, where the figure stands centred, on its name's side)."""
    right = cast.prop_right if abs(place - 0.5) < 0.15 else place < 0.5
    if cast.prop is None:
        return scale, place, right
    short = max(1.0, min(focus.width(), focus.height()))
    scale = min(scale, FIGURE_SHARE * focus.width() / short)
    place = min(place, 0.2) if right else max(place, 0.8)
    return scale, place, right


def paint_cast(p: QPainter, r: QRectF, focus: QRectF, box: QRectF, cast: Cast, *,
               right: bool, horizon: float, haze: QColor, light: QColor, sun_x: float,
               faction: str | None, seed: int) -> None:
    """Paint `cast` round a figure standing in `box`: the followers on the horizon
    behind it, hazed by the sky (`haze`), then the prop on its ground beside it."""
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    s = box.width()
    if cast.followers and cast.count:
        f = s * FOLLOWER_SHARE
        feet = min(horizon + f * 0.1, box.bottom() - s * 0.18)
        away = -1.0 if right else 1.0  # the side away from the prop
        sides = [away] * cast.count if cast.prop else [away, -away, away][:cast.count]
        reach = {-1.0: 0, 1.0: 0}
        for k, side in enumerate(sides):
            step = reach[side]
            reach[side] += 1
            edge = box.left() if side < 0 else box.right()
            x = edge + side * (f * 0.25 + step * f * 0.8)
            x = min(r.right() - f * 0.35, max(r.left() + f * 0.35, x))
            small = f * (1.0 - 0.12 * step)
            made = art_figure.figure_image(
                cast.followers, max(1, int(small)), dpr, art_figure.MATERIALS["steel"],
                light, sun_x < x, "silhouette", mirror=(side > 0) != (seed % 2 == 0),
                dark=haze)
            if made is not None:
                _draw(p, made, QPointF(x, feet - small / 2 - small * 0.02 * k), dpr, 0.9)
    if cast.prop:
        q = s * PROP_SHARE
        x = box.right() + q * 0.22 if right else box.left() - q * 0.22
        x = min(r.right() - q * 0.4, max(r.left() + q * 0.4, x))
        feet = box.bottom() - s * 0.05
        names = art_figure.FACTION_MATERIALS.get(faction, art_figure.FACTION_MATERIALS[None])
        material = art_figure.MATERIALS[names[(seed >> 3) % len(names)]]
        made = art_figure.figure_image(cast.prop, max(1, int(q)), dpr, material, light,
                                       sun_x < x, "statue", mirror=not right)
        if made is not None:
            _draw(p, made, QPointF(x, feet - q / 2), dpr, 1.0)


def _draw(p: QPainter, made: tuple[QImage, int], centre: QPointF, dpr: float,
          opacity: float) -> None:
    img, _pad = made
    w, h = img.width() / dpr, img.height() / dpr
    p.save()
    p.setOpacity(opacity)
    p.drawImage(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), img, QRectF(img.rect()))
    p.restore()
