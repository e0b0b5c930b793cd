"""Who and what stands with a card's figure: its followers and its prop.

Review round 16, the worst defect: "one flat glyph per card, so cards can't be told
apart at a glance. Ordis Recruit, Ordis Cadets and Ordis Spy all read as a dark icon on
teal-grey".  One icon on a backdrop reads as an icon, however it is lit; a picture of a
scene has more than one thing in it.  So beside the card's figure (`card_art`) its
painting shows, all chosen from the card's own facts:

* its followers: the tokens it creates, standing on the horizon behind it (a card that
  makes two Ordis Recruits has two small helmeted soldiers there); a token stands with
  its squad, two more of its kind;
* a prop: a thing of what it is beside it, first from its name's words (a Skald's
  horn, a Dancer's ribbons, a Mechanic's wrench, a Spy's lantern), then its subtypes'
  world (a soldier's banner, a citizen's house), its type's, its terrain's; never its
  own picture, and never one another card of its faction stands with (review r18:
  "Lyra Skald and Lyra Cloth Dancer both show a harp"): the faction's cards share
  their props out once (`faction_props`), each taking its first choice still free;
* which side each stands on, from its name.

They are painted further back than the figure (smaller, higher, in the haze of the
scene's sky), so the figure stays the subject and the picture gains depth.
"""

from __future__ import annotations

import re
import zlib
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
#: a word of a card's name -> what it holds or stands by (its first choices)
WORD_PROPS: dict[str, tuple[str, ...]] = {
    "skald": ("hunting-horn", "scroll-quill", "bugle-call"),
    "dancer": ("ribbon", "ballerina-shoes", "rolled-cloth"),
    "bladedancer": ("dervish-swords", "ribbon", "katana"),
    "mechanic": ("monkey-wrench", "spanner", "screwdriver", "auto-repair"),
    "machinist": ("gears", "screwdriver", "drill"),
    "engineer": ("big-gear", "monkey-wrench", "cargo-crane"),
    "armorer": ("anvil-impact", "shield", "mailed-fist"),
    "spy": ("lantern", "hooded-figure", "cloak-dagger", "spyglass"),
    "cadets": ("rank-1", "private-first-class", "flying-flag", "checkered-flag"),
    "recruit": ("spears", "knight-banner", "roman-shield"),
    "trooper": ("roman-shield", "spears", "sword-array"),
    "warrior": ("battle-axe", "shield-bash", "crossed-swords"),
    "vanguard": ("knight-banner", "flying-flag", "spears"),
    "commando": ("snowman", "winter-gloves", "crossed-swords"),
    "messenger": ("envelope", "wax-seal", "mailbox"),
    "courier": ("envelope", "walking-boot", "backpack"),
    "herald": ("bugle-call", "megaphone", "paper"),
    "crier": ("ringing-bell", "megaphone", "shouting"),
    "accountant": ("abacus", "coins-pile", "money-stack"),
    "attorney": ("scales", "files", "wax-seal"),
    "warden": ("locked-fortress", "handcuffs", "stamper"),
    "nightwarden": ("lantern", "night-sky", "pocket-watch"),
    "gatekeeper": ("medieval-gate", "gate", "locked-chest"),
    "overseer": ("binoculars", "watchtower", "files"),
    "dispatcher": ("files", "stamper", "mailbox"),
    "tourist": ("ticket", "beach-bag", "boarding-pass"),
    "carrier": ("cargo-crate", "hand-truck", "backpack"),
    "liaison": ("shaking-hands", "envelope", "wax-seal"),
    "bouncer": ("punching-bag", "fist", "exit-door"),
    "trainer": ("whistle", "punching-bag", "sport-medal"),
    "trainee": ("muscle-up", "weight-lifting-up", "sport-medal"),
    "training": ("punching-bag", "weight-lifting-up", "sport-medal"),
    "chef": ("chef-toque", "cheese-wedge", "coffee-beans"),
    "caterer": ("cheese-wedge", "glass-celebration", "shopping-bag"),
    "barmaid": ("glass-celebration", "coffee-beans", "honey-jar"),
    "gardener": ("watering-can", "flower-pot", "plant-watering"),
    "botanist": ("flower-pot", "vine-flower", "magnifying-glass"),
    "farmer": ("wheat", "farm-tractor", "corn"),
    "druid": ("holy-oak", "totem", "lotus"),
    "fisherman": ("fishing-lure", "lucky-fisherman", "circling-fish"),
    "harpooner": ("harpoon-trident", "sperm-whale", "anchor"),
    "skipper": ("anchor", "at-sea", "compass"),
    "diver": ("diving-helmet", "bubbles", "sea-star"),
    "navigator": ("sextant", "at-sea", "lighthouse", "compass"),
    "mapmaker": ("treasure-map", "atlas", "compass", "pencil-brush"),
    "pathfinder": ("footprint", "trail", "compass"),
    "trailblazer": ("machete", "trail", "campfire"),
    "guide": ("hiking", "compass", "rope-coil", "trail", "lantern"),
    "lookout": ("spyglass", "binoculars", "watchtower"),
    "scout": ("binoculars", "spyglass", "footprint"),
    "rescuer": ("first-aid-kit", "rope-coil", "healing"),
    "excavator": ("bucket-wheel-excavator", "drill", "mining-helmet"),
    "porter": ("backpack", "cargo-crate", "hand-truck"),
    "tracer": ("footprint", "eye-target", "trail"),
    "zipliner": ("rope-coil", "mountaintop", "hiking"),
    "chronicler": ("quill", "notebook", "open-book"),
    "thespian": ("theater-curtains", "ceremonial-mask", "jester-hat"),
    "contortionist": ("juggling-seal", "yarn", "ribbon"),
    "aerialist": ("rope-coil", "party-flags", "feather"),
    "dj": ("musical-keyboard", "sound-waves", "headphones"),
    "bassist": ("guitar-bass-head", "sound-waves", "musical-score", "music-spell"),
    "drummer": ("drum", "sound-waves", "musical-notes"),
    "keytarist": ("musical-keyboard", "musical-score", "sound-waves"),
    "fan": ("party-popper", "party-flags", "glass-celebration"),
    "croupier": ("rolling-dice-cup", "coins", "card-exchange"),
    "trickster": ("magic-hat", "jester-hat", "card-exchange"),
    "inkcaster": ("ink-swirl", "quill-ink", "pencil-brush"),
    "puppeteer": ("puppet", "spinning-wheel", "yarn"),
    "salvager": ("recycle", "crowbar", "hand-truck"),
    "reprocessor": ("recycle", "refinery", "oil-drum"),
    "scrambler": ("static", "radar-cross-section", "network-bars"),
    "merchant": ("coins-pile", "shop", "trade"),
    "peddler": ("shopping-bag", "price-tag", "swap-bag"),
    "tradesman": ("trade", "price-tag", "scales"),
    "investor": ("money-stack", "receive-money", "coins"),
    "magnate": ("money-stack", "top-hat", "coins-pile"),
    "patron": ("top-hat", "coins", "glass-celebration"),
    "seller": ("price-tag", "shop", "shopping-bag"),
    "supporter": ("party-flags", "flying-flag", "megaphone"),
    "gatherer": ("wheat", "honey-jar", "shiny-apple"),
    "agronomist": ("seedling", "wheat", "watering-can"),
    "bioengineer": ("round-bottom-flask", "seedling", "atom"),
    "caregiver": ("heart-plus", "healing", "health-capsule"),
    "nurse": ("first-aid-kit", "health-capsule", "heart-plus"),
    "stargazer": ("telescope", "night-sky", "star-swirl"),
    "engraver": ("rune-stone", "pencil-brush", "obelisk"),
    "mothbreeder": ("butterfly", "lantern-flame", "caterpillar"),
    "archivist": ("archive-register", "bookshelf", "files"),
    "legate": ("wax-seal", "laurel-crown", "scroll-unfurled"),
    "scribe": ("quill", "scroll-quill", "rune-stone"),
    "acolyte": ("open-book", "lantern-flame", "meditation"),
    "disciple": ("spell-book", "meditation", "lantern-flame"),
    "rookie": ("notebook", "rank-1", "backpack"),
    "alchemist": ("bubbling-flask", "round-bottom-flask", "fizzing-flask"),
    "conjurer": ("magic-hat", "crystal-wand", "magic-portal"),
    "warlock": ("warlock-hood", "unstable-orb", "crescent-staff"),
    "mage": ("crystal-wand", "orb-wand", "spell-book"),
    "hoarder": ("locked-chest", "coins-pile", "gems"),
    "informant": ("envelope", "eye-target", "paper-clip"),
    "operative": ("cloak-dagger", "lockpicks", "robber-mask"),
    "agent": ("robber-mask", "hooded-assassin", "lockpicks"),
    "pilot": ("biplane", "plane-pilot", "steampunk-goggles"),
    "drone": ("delivery-drone", "radio-tower", "computer-fan"),
    "prototype": ("vintage-robot", "screwdriver", "tesla-coil"),
    "lab": ("round-bottom-flask", "computer-fan", "lab-coat"),
    "station": ("control-tower", "radio-tower", "power-generator"),
    "generator": ("power-generator", "tesla-coil", "lightning-helix"),
    "heater": ("flame", "steam-blast", "heat-haze"),
    "clerk": ("files", "paper-clip", "stamper"),
    "receptionist": ("ringing-bell", "desk", "files", "paper-clip", "notebook"),
    "inspector": ("magnifying-glass", "files", "check-mark"),
    "supervisor": ("pocket-watch", "files", "check-mark"),
    "referee": ("whistle", "checkered-flag", "sport-medal"),
    "mascot": ("party-popper", "sport-medal", "flying-flag"),
    "signet": ("wax-seal", "jewel-crown", "gem-chain"),
    "leviathan": ("big-wave", "anchor", "at-sea", "kraken-tentacle"),
    "hexarch": ("throne-king", "imperial-crown", "law-star"),
    "moth": ("lantern-flame", "butterfly", "night-sky"),
    "shroom": ("mushroom-gills", "spotted-mushroom", "mushrooms"),
    "jinn": ("magic-lamp", "whirlwind", "djinn", "heat-haze", "wind-hole"),
    "whisperer": ("thought-bubble", "psychic-waves", "sound-waves"),
    "larva": ("caterpillar", "vine-leaf", "spiral-bloom"),
    "sniffer": ("drop", "honey-jar", "magnifying-glass"),
    "nymph": ("lotus-flower", "water-fountain", "vine-flower"),
    "icebound": ("icebergs", "frozen-block", "snowflake-2"),
    "encounter": ("face-to-face", "shaking-hands", "duel"),
    "sap": ("honey-jar", "drop", "tree-roots"),
    "mana": ("crystal-shine", "beams-aura", "aura"),
    "kelon": ("crystal-bars", "lightning-helix", "arcing-bolt"),
    "kelonic": ("crystal-bars", "lightning-helix", "power-generator"),
    "brassbug": ("bee", "hive", "long-antennae-bug"),
    "studious": ("open-book", "notebook", "bookmark"),
    "snow": ("snowman", "snowing", "winter-hat"),
    "frost": ("snowflake-1", "frozen-orb", "winter-gloves"),
    "winter": ("winter-hat", "snowing", "winter-gloves"),
    "fire": ("flame", "campfire", "fire-silhouette"),
}
#: a terrain a card is strongest in -> things of its land
TERRAIN_PROPS: dict[str, tuple[str, ...]] = {
    "forest": ("oak", "pine-tree", "mushrooms", "tree-branch", "bonsai-tree"),
    "mountain": ("mountaintop", "stone-pile", "mountain-cave", "falling-rocks"),
    "water": ("big-wave", "waterfall", "water-splash", "anchor", "lighthouse"),
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


def _name_props(card: dict[str, Any]) -> list[str]:
    """The props its name's words ask for (`WORD_PROPS`), in their order."""
    return [prop for word in re.findall(r"[a-z]+", str(card.get("name") or "").lower())
            for prop in WORD_PROPS.get(word, ())]


def _props(card: dict[str, Any]) -> list[str]:
    """The props that suit `card`, best first: its name's words', its subtypes', its
    type's, then its strongest terrain's."""
    pool = _name_props(card)
    for sub in card.get("subtypes") or []:
        pool += SUBTYPE_PROPS.get(str(sub).lower(), ())
    pool += TYPE_PROPS.get(str(card.get("type") or ""), TYPE_PROPS["character"])
    stats = card.get("base_stats") or card.get("stats")
    if stats and len(stats) == 3 and max(stats) > 0:
        pool += TERRAIN_PROPS[("forest", "mountain", "water")[list(stats).index(max(stats))]]
    return list(dict.fromkeys(pool))


def _shared_out(cards: list[dict[str, Any]]) -> dict[str, str]:
    """One faction's cards' props, each card's its own: the cards whose name asks for
    some choose first, then those with the fewest choices, each its first choice no
    card has taken (and, unless its name asks for it, no card of the faction shows as
    its figure); one whose choices are all taken takes a free prop of any kind, from a
    place its name's seed picks (the same share-out on every run)."""
    figures = {card_art.illustration_of(c) for c in cards}
    taken: set[str] = set()
    spare = sorted(all_prop_icons())
    out: dict[str, str] = {}
    own = {c["name"]: _props(c) for c in cards}
    named = {c["name"] for c in cards if _name_props(c)}
    for card in sorted(cards, key=lambda c: (c["name"] not in named, len(own[c["name"]]),
                                             c["name"])):
        name = card["name"]
        figure = card_art.illustration_of(card)
        free = [p for p in own[name] if p not in taken and p != figure]
        asked = [p for p in free if p in _name_props(card)]
        # what its name asks for first, even another card's figure (a Navigator's
        # compass); then what its kind suits, that no card shows as its figure
        prop = next((p for p in asked if p not in figures), None) or next(
            iter(asked), None) or next((p for p in free if p not in figures), None)
        if prop is None:
            start = zlib.crc32(name.encode("utf-8"))
            prop = next((spare[(start + k) % len(spare)] for k in range(len(spare))
                         if spare[(start + k) % len(spare)] not in taken | figures), None)
        if prop is not None:
            out[name] = prop
            taken.add(prop)
    return out


_shared: dict[str | None, dict[str, str]] = {}


def faction_props(faction: str | None) -> dict[str, str]:
    """Card name -> its prop, for `faction`'s shipped cards (shared out once)."""
    if not _shared:
        from altered_desktop.card_browser_model import card_face
        from engine.cards.registry import shipped_cards

        by: dict[str | None, dict[str, dict[str, Any]]] = {}
        for c in shipped_cards():
            face = card_face(c)
            if face.get("type") in ("hero", "token") or face.get("token"):
                continue
            by.setdefault(face.get("faction"), {}).setdefault(str(face["name"]), face)
        for fac, faces in by.items():
            _shared[fac] = _shared_out(list(faces.values()))
        _shared.setdefault("", {})  # read once, even with no cards
    return _shared.get(faction, {})


def cast_of(card: dict[str, Any], seed: int, icon: str) -> Cast:
    """The cast of `card`'s painting, its figure being `icon`: the tokens it creates
    (a token: its squad) behind, a prop of its kind beside (never `icon` itself)."""
    follow: tuple[str, int] | None
    if card.get("type") == "token" or card.get("token"):
        follow = (icon, 2)
    else:
        follow = created(card)
    prop: str | None = None  # a Hero stands alone in its light, a token with its squad
    if card.get("type") not in ("hero", "token") and not card.get("token"):
        prop = faction_props(card.get("faction")).get(str(card.get("name") or ""))
        if prop is None or prop == icon:  # a card of no shipped faction: its first choice
            prop = next((name for name in _props(card) if name != icon), None)
    followers, count = (follow[0], min(MOST_FOLLOWERS, follow[1])) if follow else (None, 0)
    return Cast(prop=prop, followers=followers, count=count,
                prop_right=rnd(seed, 252) < 0.5)


def all_prop_icons() -> set[str]:
    """Every icon a cast may draw as a prop (`card_art.all_icon_names`: what the
    vendoring keeps)."""
    return {name for pool in (*WORD_PROPS.values(), *SUBTYPE_PROPS.values(),
                              *TYPE_PROPS.values(), *TERRAIN_PROPS.values())
            for name in pool}


#: a prop's size and a follower's, as shares of the figure's
PROP_SHARE = 0.6
#: a prop's cast shadow, as strong as its figure's times this (it is smaller, nearer)
PROP_SHADOW = 0.85
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
               faction: str | None, seed: int, sky: QColor | None = None) -> None:
    """Paint `cast` round a figure standing in `box`: the followers on the horizon
    behind it, hazed by the sky (`haze`), then the prop on its ground beside it, shaded
    as the figure is under its `sky` (`art_figure.figure_image`)."""
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
        if sky is not None:  # on the ground of its scene: its shadow cast as the figure's
            art_figure.cast_shadow(p, cast.prop, QRectF(x - q / 2, feet - q, q, q),
                                   sun_left=sun_x < x, mirror=not right, dpr=dpr,
                                   seed=seed + 1, strength=PROP_SHADOW)
        made = art_figure.figure_image(cast.prop, max(1, int(q)), dpr, material, light,
                                       sun_x < x, "statue", mirror=not right, sky=sky)
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
