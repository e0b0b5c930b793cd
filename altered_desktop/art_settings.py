"""Where a card's figure stands: one of a dozen settings, at one of a dozen times of
day, chosen from the card's own facts.

Review round 12: "the card art is generic: one landscape per faction with a single
glyph, so Ordis Recruit, Ordis Cadets and Foundry Mechanic are the same blue city with
a different icon".  On the table a card's picture shows as a strip some 90 x 45 px: at
that size what tells two cards apart is the big masses and the light, not the icon's
detail.  So each card's painting is set in a place of its own kind, lit its own way:

* the setting (`setting_of`): a hall with a tall window, a workshop round a furnace, a
  city's skyline, a forest's trunks and shafts of light, a shore, a great peak, ruins,
  high among the clouds, a cavern of crystals, the stars, a meadow, a battlefield.  A
  card's subtypes name the settings that suit it (a bureaucrat in a hall or before the
  city, an animal in a forest, a meadow, on a shore or a mountain ...), its type and
  its strongest terrain add theirs, its name picks one of them;
* the time of day (`palette_of`): dawn, noon, a golden hour, a sunset, night, a storm,
  mist, embers, an aurora, twilight, spring, frost - each setting painted in its
  colours (a hall's window shows that sky, its walls take that light);
* the figure, centred and large, in front (`card_scene`).

Only QPainter paths and gradients, a few dozen shapes: a setting costs about as much as
the landscape it replaced and is cached with the painting.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from altered_desktop.art_backdrop import Scene, alpha, cog_ring, glow, mix, rnd, shifted


@attrs.frozen
class Palette:
    """A time of day: the sky from its top to the horizon, the light, the land."""

    name: str
    top: str
    middle: str
    low: str
    light: str
    land: str
    night: bool = False


PALETTES: tuple[Palette, ...] = (
    Palette("dawn", "#34336e", "#b9719b", "#ffc49c", "#fff0d8", "#4e3b52"),
    Palette("noon", "#1d5ca8", "#68a6da", "#d6eef8", "#ffffff", "#3f6e34"),
    Palette("golden", "#5e4226", "#d39444", "#ffe2a2", "#fff4d0", "#5c4a1c"),
    Palette("sunset", "#2a1746", "#bc4648", "#ffa04e", "#ffe0a0", "#3a1e26"),
    Palette("night", "#060b22", "#162c64", "#36588f", "#e8f0ff", "#0e1626", True),
    Palette("storm", "#1a2026", "#46525e", "#8894a0", "#e4ecf4", "#26302c"),
    Palette("mist", "#56766f", "#98b6ae", "#e2eee6", "#ffffff", "#44624f"),
    Palette("ember", "#180505", "#661a10", "#d24e18", "#ffc070", "#280c06"),
    Palette("aurora", "#03121a", "#0c4646", "#3a9c7c", "#d2fff0", "#0a1e1e", True),
    Palette("twilight", "#1a0f3e", "#583888", "#c27ec2", "#ffe2ff", "#281838", True),
    Palette("spring", "#3688c0", "#98d0c2", "#f2f8d2", "#fffff0", "#56983a"),
    Palette("frost", "#28466e", "#8cb4d8", "#eef6ff", "#ffffff", "#8aa2b8"),
)
_BY_NAME = {pal.name: pal for pal in PALETTES}

#: the settings, in the order a face's legend would list them
SETTINGS = ("hall", "workshop", "skyline", "forest", "shore", "peaks", "ruins", "sky",
            "cavern", "stars", "meadow", "battle")
#: a subtype -> the settings that suit it (its card picks one by name)
SUBTYPE_SETTINGS: dict[str, tuple[str, ...]] = {
    "adventurer": ("peaks", "forest", "shore", "ruins"),
    "animal": ("forest", "meadow", "shore", "peaks"),
    "apprentice": ("hall", "ruins", "meadow"),
    "artist": ("hall", "meadow", "skyline"),
    "boon": ("sky", "meadow", "stars"),
    "bureaucrat": ("hall", "skyline", "workshop"),
    "citizen": ("skyline", "meadow", "hall"),
    "companion": ("meadow", "forest", "skyline"),
    "conjuration": ("stars", "cavern", "ruins"),
    "construction": ("skyline", "peaks", "workshop"),
    "deity": ("sky", "stars", "peaks"),
    "disruption": ("battle", "ruins", "sky"),
    "dragon": ("peaks", "sky", "battle"),
    "druid": ("forest", "meadow", "cavern"),
    "elemental": ("cavern", "peaks", "shore", "stars"),
    "engineer": ("workshop", "skyline", "cavern"),
    "fairy": ("forest", "meadow", "sky"),
    "gear": ("workshop", "skyline"),
    "illusion": ("stars", "ruins", "hall"),
    "leviathan": ("shore", "stars"),
    "mage": ("stars", "ruins", "cavern", "hall"),
    "maneuver": ("battle", "peaks", "ruins"),
    "merchant": ("skyline", "hall", "shore"),
    "messenger": ("sky", "skyline", "meadow"),
    "noble": ("hall", "skyline", "meadow"),
    "ore": ("cavern", "peaks"),
    "plant": ("forest", "meadow"),
    "robot": ("workshop", "cavern", "battle"),
    "rogue": ("skyline", "ruins", "forest"),
    "sap": ("forest", "cavern"),
    "scholar": ("hall", "ruins", "stars"),
    "scientist": ("workshop", "hall", "cavern"),
    "site": ("skyline", "ruins", "peaks"),
    "soldier": ("battle", "skyline", "peaks", "ruins"),
    "song": ("sky", "meadow", "hall"),
    "spirit": ("sky", "forest", "stars", "shore"),
    "titan": ("peaks", "ruins", "battle"),
    "trainer": ("meadow", "forest", "battle"),
}
#: a type -> its settings, when no subtype names any
TYPE_SETTINGS: dict[str, tuple[str, ...]] = {
    "character": ("meadow", "skyline", "forest", "hall"),
    "spell": ("stars", "sky", "ruins", "battle"),
    "permanent": ("skyline", "ruins", "hall", "cavern"),
    "landmark": ("peaks", "skyline", "ruins"),
    "hero": ("peaks", "skyline", "sky"),
    "token": ("meadow", "battle", "skyline"),
}
#: a terrain a card leans on -> its settings (a forest card may stand in a forest)
TERRAIN_SETTINGS = (("forest", "meadow"), ("peaks", "cavern"), ("shore", "sky"))
#: settings whose light suits some times of day better: indoors a lamp, a furnace
INDOOR = {"hall", "workshop", "cavern"}


def _stats(card: dict[str, object]) -> tuple[int, int, int] | None:
    stats = card.get("base_stats") or card.get("stats")
    if stats and len(stats) == 3:  # type: ignore[arg-type]
        return tuple(int(v) for v in stats)  # type: ignore[union-attr,return-value]
    return None


def setting_of(card: dict[str, object], seed: int) -> str:
    """The setting `card`'s figure stands in: one of those its subtypes (else its type)
    suit, and those of the terrain it leans on, picked by its name's `seed`."""
    pool: list[str] = []
    for sub in card.get("subtypes") or []:  # type: ignore[attr-defined]
        pool += SUBTYPE_SETTINGS.get(str(sub).lower(), ())
    if not pool:
        pool += TYPE_SETTINGS.get(str(card.get("type") or ""), TYPE_SETTINGS["character"])
    pool = list(dict.fromkeys(pool))  # each once, in order
    stats = _stats(card)
    if stats and max(stats) > 0 and sorted(stats)[1] < max(stats):
        # a card leaning on one terrain stands in it as often as anywhere else
        lean = TERRAIN_SETTINGS[stats.index(max(stats))]
        pool += list(lean) * max(1, len(pool) // len(lean))
    return pool[int(rnd(seed, 210) * len(pool)) % len(pool)]


def palette_of(card: dict[str, object], seed: int, setting: str) -> Palette:
    """`card`'s time of day, by its name; a cost of 5 or more is a grander hour (a
    sunset, an aurora, a storm), a water-leaning card a cooler one."""
    pick = int(rnd(seed, 211) * len(PALETTES))
    pal = PALETTES[pick]
    if setting == "stars" and not pal.night:  # the stars need their dark
        pal = _BY_NAME[("night", "aurora", "twilight")[pick % 3]]
    if setting == "battle" and pal.name in ("spring", "noon", "frost"):
        pal = _BY_NAME[("ember", "sunset", "storm")[pick % 3]]
    return pal


#: how far a card's sky may turn round the colour wheel from its hour's, either way,
#: beyond a fixed nudge of 0.03 (review r17: "skies repeat": twelve hours shared by
#: a board's dozen cards meet twice; turned by up to a sixth of the wheel they seldom do)
HUE_TURN = 0.28


def colours(pal: Palette, seed: int) -> tuple[QColor, QColor, QColor, QColor, QColor]:
    """The palette's sky (top, middle, low), light and land, nudged per card: its hue
    turned by up to a sixth of the wheel either way (`HUE_TURN`), its sky a little brighter or
    darker (two cards at one hour in one place still do not match)."""
    turn = rnd(seed, 212) - 0.5
    hue = turn * HUE_TURN + (0.03 if turn >= 0 else -0.03)
    key = 0.8 + 0.35 * rnd(seed, 213)
    return (shifted(QColor(pal.top), hue, key), shifted(QColor(pal.middle), hue, key),
            shifted(QColor(pal.low), hue, min(key, 1.0)), QColor(pal.light),
            shifted(QColor(pal.land), hue, key))


Painter = Callable[[QPainter, QRectF, "Ground"], Scene]


@attrs.frozen
class Ground:
    """What a setting's painter is told: the palette's colours, where the figure
    stands, where the horizon is, the card's seed."""

    top: QColor
    mid: QColor
    low: QColor
    light: QColor
    land: QColor
    night: bool
    stand: QRectF
    horizon: float
    seed: int
    accent: QColor


def paint_setting(p: QPainter, r: QRectF, *, setting: str, pal: Palette, seed: int,
                  stand: QRectF, horizon: float, accent: QColor) -> Scene:
    """Paint `setting` filling `r` in palette `pal`, framing a figure in `stand`;
    `horizon` is a y in `r`.  What the figure needs of it (light, sun, ground)."""
    top, mid, low, light, land = colours(pal, seed)
    g = Ground(top, mid, low, light, land, pal.night, stand, horizon, seed, accent)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    scene = _PAINTERS[setting](p, r, g)
    p.restore()
    return scene


def backlight(p: QPainter, r: QRectF, stand: QRectF, pal: Palette, seed: int) -> QPointF:
    """A low, big sun (a full moon at night) right behind a figure in `stand`: it
    stands against the light, a silhouette (`art_composition.SILHOUETTE`)."""
    _top, _mid, low, light, _land = colours(pal, seed)
    side = min(stand.width(), stand.height())
    c = QPointF(stand.center().x(), stand.center().y() - side * 0.08)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    glow(p, c, side * 1.5, side * 1.6, side * 1.3, ((0, alpha(light, 230)),
                                                    (0.35, alpha(light, 110)),
                                                    (1, alpha(light, 0))))
    p.setBrush(mix(light, low, 0.15) if pal.night else light)
    p.drawEllipse(c, side * 0.42, side * 0.42)
    p.restore()
    return c


# --- shared pieces ---------------------------------------------------------------

def _sky(p: QPainter, r: QRectF, g: Ground, bottom: float) -> None:
    grad = QLinearGradient(r.topLeft(), QPointF(r.left(), bottom))
    grad.setColorAt(0, g.top)
    grad.setColorAt(0.6, g.mid)
    grad.setColorAt(1, g.low)
    p.fillRect(QRectF(r.left(), r.top(), r.width(), max(1.0, bottom - r.top()) + 1), grad)


def _orb(p: QPainter, c: QPointF, rad: float, g: Ground) -> None:
    """The sun (or the moon at night) with its halo."""
    glow(p, c, rad * 5, rad * 5, rad * 5, ((0, alpha(g.light, 150)), (0.3, alpha(g.light, 50)),
                                           (1, alpha(g.light, 0))))
    p.setBrush(g.light if not g.night else mix(g.light, g.low, 0.15))
    p.drawEllipse(c, rad, rad)


def _stars(p: QPainter, r: QRectF, g: Ground, bottom: float, n: int = 0) -> None:
    n = n or int(r.width() * (bottom - r.top()) / 260) + 8
    for k in range(n):
        x = r.left() + rnd(g.seed, 400 + k) * r.width()
        y = r.top() + rnd(g.seed, 500 + k) * (bottom - r.top())
        s = 0.5 + rnd(g.seed, 600 + k) * 1.0
        p.setBrush(QColor(255, 255, 255, 110 + int(rnd(g.seed, 700 + k) * 140)))
        p.drawEllipse(QPointF(x, y), s, s)


def _floor(p: QPainter, r: QRectF, g: Ground, top: float, colour: QColor) -> None:
    grad = QLinearGradient(QPointF(0, top), QPointF(0, r.bottom()))
    grad.setColorAt(0, colour)
    grad.setColorAt(1, colour.darker(170))
    p.fillRect(QRectF(r.left(), top, r.width(), r.bottom() - top), grad)


def _spot(p: QPainter, g: Ground, strength: int = 90) -> None:
    """A pool of light behind the figure: it stands out of any setting."""
    c = g.stand.center()
    rad = max(g.stand.width(), g.stand.height()) * 0.85
    glow(p, c, rad, rad * 1.15, rad, ((0, alpha(g.light, strength)),
                                      (0.55, alpha(g.light, strength // 3)),
                                      (1, alpha(g.light, 0))))


def _sun_spot(r: QRectF, g: Ground, high: float = 0.3) -> QPointF:
    left = rnd(g.seed, 220) < 0.5
    return QPointF(r.left() + r.width() * (0.16 if left else 0.84),
                   r.top() + (g.horizon - r.top()) * high)


def _open_sky(p: QPainter, r: QRectF, g: Ground, horizon: float, high: float,
              size: float) -> QPointF:
    """The outdoor settings' opening: the sky down to `horizon`, its stars at night, and
    the sun or moon (`size` of the picture's height) `high` up the sky; its place."""
    _sky(p, r, g, horizon)
    if g.night:
        _stars(p, r, g, horizon)
    sun = _sun_spot(r, g, high)
    _orb(p, sun, r.height() * size, g)
    return sun


# --- the settings ----------------------------------------------------------------

def _hall(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A hall: warm walls, a tall arched window behind the figure showing the hour's
    sky, pillars at the sides, a tiled floor."""
    wall = mix(mix(g.mid, QColor("#6a5440"), 0.5), g.light, 0.1)
    p.fillRect(r, wall.darker(115))
    floor_y = r.top() + r.height() * 0.78
    c = g.stand.center().x()
    ww = max(g.stand.width() * 1.25, r.width() * 0.34)
    win = QRectF(c - ww / 2, r.top() + r.height() * 0.06, ww, floor_y - r.top() - r.height() * 0.06)
    arch = QPainterPath()
    arch.moveTo(win.left(), win.bottom())
    arch.lineTo(win.left(), win.top() + ww / 2)
    arch.arcTo(QRectF(win.left(), win.top(), ww, ww), 180, -180)
    arch.lineTo(win.right(), win.bottom())
    arch.closeSubpath()
    p.save()
    p.setClipPath(arch)
    _sky(p, win, g, win.bottom())
    if g.night:
        _stars(p, win, g, win.bottom(), 14)
    _orb(p, QPointF(win.center().x() + ww * 0.2, win.top() + ww * 0.45), ww * 0.08, g)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(wall.darker(190), max(1.5, ww * 0.05)))
    p.drawPath(arch)
    p.drawLine(QPointF(win.center().x(), win.top() + ww * 0.25), QPointF(win.center().x(), win.bottom()))
    p.setPen(Qt.PenStyle.NoPen)
    # light falling from the window onto the floor
    beam = QPainterPath()
    beam.moveTo(win.left(), win.bottom())
    beam.lineTo(win.right(), win.bottom())
    beam.lineTo(win.right() + ww * 0.5, r.bottom())
    beam.lineTo(win.left() - ww * 0.5, r.bottom())
    beam.closeSubpath()
    _floor(p, r, g, floor_y, wall.darker(140))
    p.setBrush(alpha(g.light, 60))
    p.drawPath(beam)
    # pillars, and lamps on them
    pw = r.width() * 0.07
    for k, x in enumerate((r.left() + r.width() * 0.12, r.right() - r.width() * 0.12)):
        col = QLinearGradient(QPointF(x - pw / 2, 0), QPointF(x + pw / 2, 0))
        col.setColorAt(0, wall.darker(150))
        col.setColorAt(0.4, wall.lighter(118))
        col.setColorAt(1, wall.darker(170))
        p.setBrush(col)
        p.drawRect(QRectF(x - pw / 2, r.top(), pw, floor_y - r.top()))
        lamp = QPointF(x + (pw if k == 0 else -pw), r.top() + r.height() * 0.35)
        glow(p, lamp, pw * 1.6, pw * 1.6, pw * 1.6, ((0, QColor(255, 220, 150, 220)),
                                                     (0.3, QColor(255, 190, 110, 90)),
                                                     (1, QColor(255, 160, 80, 0))))
    # a banner of the faction's accent on one side
    side = r.left() + r.width() * (0.27 if rnd(g.seed, 230) < 0.5 else 0.73)
    bw = r.width() * 0.06
    flag = QPainterPath()
    flag.moveTo(side - bw / 2, r.top())
    flag.lineTo(side + bw / 2, r.top())
    flag.lineTo(side + bw / 2, r.top() + r.height() * 0.45)
    flag.lineTo(side, r.top() + r.height() * 0.38)
    flag.lineTo(side - bw / 2, r.top() + r.height() * 0.45)
    flag.closeSubpath()
    p.setBrush(g.accent.darker(140))
    p.drawPath(flag)
    _spot(p, g, 70)
    return Scene(light=g.light, sun=QPointF(win.center().x(), win.top()), ground=floor_y)


def _workshop(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A workshop: dark walls round a furnace's glow behind the figure, cogs on the
    walls, pipes, sparks."""
    wall = mix(g.top, QColor("#2a2018"), 0.55)
    p.fillRect(r, wall)
    # the furnace burns in the hour's low colour, made fierce: orange at sunset,
    # an alchemist's blue at noon, green under an aurora
    h = max(0.0, g.low.hsvHueF())
    fire = QColor.fromHsvF(h, 0.7, 1.0)
    c = QPointF(g.stand.center().x(), r.top() + r.height() * 0.62)
    rad = r.height() * 0.75
    glow(p, c, rad * 1.6, rad * 1.8, rad * 1.2, ((0, alpha(fire, 235)),
                                                 (0.35, alpha(fire.darker(130), 120)),
                                                 (1, alpha(fire, 0))))
    # cogs on the wall, dark against the glow
    for k in range(3):
        x = r.left() + r.width() * (0.1 + 0.8 * rnd(g.seed, 240 + k))
        y = r.top() + r.height() * (0.15 + 0.4 * rnd(g.seed, 250 + k))
        _cog(p, QPointF(x, y), r.height() * (0.16 + 0.14 * rnd(g.seed, 260 + k)),
             wall.darker(150))
    # pipes along the top
    p.setBrush(wall.lighter(135))
    p.drawRect(QRectF(r.left(), r.top() + r.height() * 0.08, r.width(), r.height() * 0.05))
    for k in range(2):
        x = r.left() + r.width() * (0.2 + 0.6 * rnd(g.seed, 270 + k))
        p.drawRect(QRectF(x, r.top(), r.width() * 0.03, r.height() * 0.6))
    floor_y = r.top() + r.height() * 0.8
    _floor(p, r, g, floor_y, mix(wall, fire, 0.2))
    for k in range(10):  # sparks
        x = c.x() + (rnd(g.seed, 280 + k) - 0.5) * r.width() * 0.7
        y = r.top() + r.height() * (0.2 + 0.6 * rnd(g.seed, 290 + k))
        p.setBrush(QColor(255, 230, 160, 200))
        p.drawEllipse(QPointF(x, y), 0.9, 0.9)
    return Scene(light=fire.lighter(130), sun=c, ground=floor_y)


def _cog(p: QPainter, c: QPointF, rad: float, colour: QColor) -> None:
    p.setBrush(colour)
    p.drawPath(cog_ring(c, rad))


def _skyline(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A city's skyline across the horizon: towers, domes and spires, lit windows when
    the light is low."""
    base = r.top() + r.height() * 0.72
    sun = _open_sky(p, r, g, base, 0.45, 0.08)
    for layer, (shade, tall) in enumerate(((0.45, 0.55), (0.72, 0.42))):
        body = mix(g.mid, QColor("#0c0a14"), shade)
        x = r.left() - 4
        k = 0
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        while x < r.right():
            bw = r.width() * (0.05 + 0.07 * rnd(g.seed, 300 + layer * 40 + k))
            bh = r.height() * tall * (0.35 + 0.65 * rnd(g.seed, 320 + layer * 40 + k))
            top = base - bh
            path.addRect(QRectF(x, top, bw, base - top + 2))
            roof = rnd(g.seed, 340 + layer * 40 + k)
            if roof < 0.3:  # a spire
                path.moveTo(x, top)
                path.lineTo(x + bw / 2, top - bh * 0.45)
                path.lineTo(x + bw, top)
            elif roof < 0.5:  # a dome
                path.addEllipse(QPointF(x + bw / 2, top), bw * 0.45, bw * 0.4)
            x += bw * (0.8 + 0.5 * rnd(g.seed, 360 + layer * 40 + k))
            k += 1
        p.setBrush(body)
        p.drawPath(path)
        if layer == 1 and (g.night or rnd(g.seed, 380) < 0.6):
            p.setBrush(alpha(g.accent.lighter(130), 220))
            for j in range(14):
                wx = r.left() + r.width() * rnd(g.seed, 390 + j)
                wy = base - r.height() * 0.3 * rnd(g.seed, 410 + j)
                if path.contains(QPointF(wx, wy)):
                    p.drawRect(QRectF(wx, wy, 1.6, 2.2))
    _floor(p, r, g, base, mix(g.land, QColor("#1a1a1a"), 0.4))
    _spot(p, g, 60)
    return Scene(light=g.light, sun=sun, ground=base)


def _forest(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """Inside a forest: trunks in three depths, the canopy above, shafts of light."""
    deep = mix(QColor("#1e4a24"), g.mid, 0.3)
    # the light between the trunks: the hour's low sky, bright through the leaves
    haze = mix(mix(deep, g.low, 0.7), g.light, 0.3)
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0, deep.darker(130))
    grad.setColorAt(0.55, haze)
    grad.setColorAt(1, deep)
    p.fillRect(r, grad)
    sun = QPointF(r.left() + r.width() * (0.2 if rnd(g.seed, 220) < 0.5 else 0.8), r.top())
    for layer, (shade, wide, n) in enumerate(((0.25, 0.035, 9), (0.5, 0.055, 6), (0.8, 0.09, 4))):
        col = mix(haze, QColor("#1a1008"), shade)
        p.setBrush(col)
        for k in range(n):
            x = r.left() + r.width() * rnd(g.seed, 440 + layer * 20 + k)
            if layer == 2 and abs(x - g.stand.center().x()) < g.stand.width() * 0.7:
                continue  # the near trunks leave the figure clear
            w = r.width() * wide * (0.7 + 0.6 * rnd(g.seed, 460 + layer * 20 + k))
            p.drawRect(QRectF(x - w / 2, r.top(), w, r.height()))
    # the canopy: dark leaf masses along the top
    p.setBrush(mix(deep, QColor("#050805"), 0.6))
    for k in range(7):
        x = r.left() + r.width() * (k / 6)
        p.drawEllipse(QPointF(x, r.top()), r.width() * 0.11, r.height() * (0.18 + 0.1 * rnd(g.seed, 480 + k)))
    # shafts of light slanting from the sun's side
    p.setBrush(alpha(g.light, 45))
    for k in range(3):
        x = r.left() + r.width() * (0.15 + 0.7 * rnd(g.seed, 490 + k))
        w = r.width() * 0.06
        lean = r.height() * (0.5 if sun.x() < r.center().x() else -0.5)
        shaft = QPainterPath()
        shaft.moveTo(x, r.top())
        shaft.lineTo(x + w, r.top())
        shaft.lineTo(x + w + lean, r.bottom())
        shaft.lineTo(x + lean - w * 0.5, r.bottom())
        shaft.closeSubpath()
        p.drawPath(shaft)
    ground = r.top() + r.height() * 0.82
    _floor(p, r, g, ground, mix(deep, QColor("#101a08"), 0.5))
    for k in range(12):  # ferns
        x = r.left() + r.width() * rnd(g.seed, 500 + k)
        p.setBrush(mix(deep, g.light, 0.15))
        p.drawEllipse(QPointF(x, ground + 1), r.width() * 0.03, r.height() * 0.05)
    _spot(p, g, 55)
    return Scene(light=g.light, sun=sun, ground=ground)


def _shore(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A shore: a wide sea under a low sky, the sun's road of light on the water, a
    cliff at one side, waves."""
    horizon = r.top() + r.height() * 0.5
    _sky(p, r, g, horizon)
    if g.night:
        _stars(p, r, g, horizon)
    sun = QPointF(g.stand.center().x() + r.width() * (0.25 if rnd(g.seed, 220) < 0.5 else -0.25),
                  r.top() + (horizon - r.top()) * 0.55)
    _orb(p, sun, r.height() * 0.09, g)
    sea = QLinearGradient(QPointF(0, horizon), QPointF(0, r.bottom()))
    sea.setColorAt(0, mix(g.low, QColor("#1f4f7a"), 0.45))
    sea.setColorAt(1, mix(g.top, QColor("#081a30"), 0.5))
    p.fillRect(QRectF(r.left(), horizon, r.width(), r.bottom() - horizon), sea)
    p.setPen(QPen(alpha(g.light, 150), 1.0))
    for k in range(14):  # the sun's road and the waves
        y = horizon + (r.bottom() - horizon) * (k + 1) / 15
        spread = (y - horizon) * 0.6 + 2
        x = sun.x() + (rnd(g.seed, 520 + k) - 0.5) * spread
        p.drawLine(QPointF(x - spread * 0.3, y), QPointF(x + spread * 0.3, y))
    p.setPen(Qt.PenStyle.NoPen)
    cliff_left = sun.x() > r.center().x()
    x0 = r.left() if cliff_left else r.right()
    d = 1 if cliff_left else -1
    cliff = QPainterPath(QPointF(x0, r.bottom()))
    cliff.lineTo(x0, r.top() + r.height() * 0.2)
    cliff.lineTo(x0 + d * r.width() * 0.12, r.top() + r.height() * 0.3)
    cliff.lineTo(x0 + d * r.width() * 0.18, r.top() + r.height() * 0.62)
    cliff.lineTo(x0 + d * r.width() * 0.26, r.bottom())
    cliff.closeSubpath()
    p.setBrush(mix(g.land, QColor("#101010"), 0.5))
    p.drawPath(cliff)
    sand = r.top() + r.height() * 0.84
    p.setBrush(mix(QColor("#c8a878"), g.low, 0.4).darker(130 if g.night else 105))
    beach = QPainterPath(QPointF(r.left(), r.bottom()))
    beach.lineTo(r.left(), sand + 3)
    beach.quadTo(r.center().x(), sand - 3, r.right(), sand + 2)
    beach.lineTo(r.right(), r.bottom())
    beach.closeSubpath()
    p.drawPath(beach)
    _spot(p, g, 45)
    return Scene(light=g.light, sun=sun, ground=sand)


def _peaks(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A great peak right behind the figure, snow on it, lower ranges round it."""
    horizon = r.top() + r.height() * 0.78
    sun = _open_sky(p, r, g, horizon, 0.3, 0.07)
    c = g.stand.center().x() + (rnd(g.seed, 530) - 0.5) * r.width() * 0.2
    far = mix(g.mid, g.low, 0.5)
    for k in range(5):  # the far range
        x = r.left() + r.width() * (k + rnd(g.seed, 540 + k) * 0.6) / 4.4
        h = r.height() * (0.25 + 0.2 * rnd(g.seed, 550 + k))
        tri = QPainterPath(QPointF(x - r.width() * 0.2, horizon))
        tri.lineTo(x, horizon - h)
        tri.lineTo(x + r.width() * 0.2, horizon)
        tri.closeSubpath()
        p.setBrush(far)
        p.drawPath(tri)
    rock = mix(mix(g.land, QColor("#3a3644"), 0.6), g.mid, 0.2)
    peak_y = r.top() + r.height() * 0.04
    half = r.width() * 0.42
    sunny = sun.x() < c
    mountain = QPainterPath(QPointF(c - half, r.bottom()))
    mountain.lineTo(c, peak_y)
    mountain.lineTo(c + half, r.bottom())
    mountain.closeSubpath()
    p.setBrush(rock.darker(135))
    p.drawPath(mountain)
    face = QPainterPath(QPointF(c, peak_y))
    face.lineTo(c + (-half if sunny else half), r.bottom())
    face.lineTo(c + (-half if sunny else half) * 0.2, r.bottom())
    face.closeSubpath()
    p.setBrush(mix(rock, g.light, 0.3))
    p.drawPath(face)
    snow = QPainterPath(QPointF(c, peak_y))
    sh = r.height() * 0.28
    snow.lineTo(c - half * sh / (r.bottom() - peak_y), peak_y + sh)
    snow.lineTo(c - half * 0.05, peak_y + sh * 0.8)
    snow.lineTo(c + half * 0.08, peak_y + sh * 1.05)
    snow.lineTo(c + half * sh / (r.bottom() - peak_y), peak_y + sh)
    snow.closeSubpath()
    p.setBrush(mix(QColor("#ffffff"), g.light, 0.3))
    p.drawPath(snow)
    ground = r.top() + r.height() * 0.86
    _floor(p, r, g, ground, mix(g.land, rock, 0.4))
    _spot(p, g, 50)
    return Scene(light=g.light, sun=sun, ground=ground)


def _ruins(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """Ruins: broken columns and half an arch against the sky, ivy, rubble."""
    horizon = r.top() + r.height() * 0.8
    sun = _open_sky(p, r, g, horizon, 0.5, 0.1)
    stone = mix(mix(QColor("#8a8070"), g.mid, 0.45), QColor("#101010"), 0.35)
    p.setBrush(stone)
    for k in range(5):
        x = r.left() + r.width() * (0.06 + 0.22 * k + 0.06 * rnd(g.seed, 560 + k))
        if abs(x - g.stand.center().x()) < g.stand.width() * 0.55:
            continue
        w = r.width() * 0.06
        top = r.top() + r.height() * (0.1 + 0.5 * rnd(g.seed, 570 + k))
        col = QPainterPath(QPointF(x, horizon + 2))
        col.lineTo(x, top + 3)
        col.lineTo(x + w * 0.4, top)
        col.lineTo(x + w * 0.7, top + 4)
        col.lineTo(x + w, top + 1)
        col.lineTo(x + w, horizon + 2)
        col.closeSubpath()
        p.drawPath(col)
        p.drawRect(QRectF(x - w * 0.2, horizon - 3, w * 1.4, 3))
    # half an arch over the figure
    a = QRectF(g.stand.center().x() - r.width() * 0.22, r.top() + r.height() * 0.02,
               r.width() * 0.44, r.height() * 0.9)
    arch = QPainterPath()
    arch.arcMoveTo(a, 180)
    arch.arcTo(a, 180, -(60 + 60 * rnd(g.seed, 580)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(stone, r.width() * 0.045))
    p.drawPath(arch)
    p.setPen(Qt.PenStyle.NoPen)
    ivy = mix(QColor("#2e5a2a"), g.land, 0.4)
    p.setBrush(ivy)
    for k in range(8):
        x = r.left() + r.width() * rnd(g.seed, 590 + k)
        p.drawEllipse(QPointF(x, horizon - 1), r.width() * 0.025, r.height() * 0.04)
    _floor(p, r, g, horizon, mix(g.land, stone, 0.35))
    _spot(p, g, 55)
    return Scene(light=g.light, sun=sun, ground=horizon)


def _sky_high(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """High among the clouds: a big sun, banks of cloud below, birds."""
    _sky(p, r, g, r.bottom())
    if g.night:
        _stars(p, r, g, r.bottom())
    sun = QPointF(g.stand.center().x() + r.width() * (0.3 if rnd(g.seed, 220) < 0.5 else -0.3),
                  r.top() + r.height() * 0.35)
    _orb(p, sun, r.height() * 0.13, g)
    for layer, (y, shade) in enumerate(((0.6, 0.2), (0.75, 0.4), (0.9, 0.6))):
        lit = mix(mix(QColor("#ffffff"), g.low, 0.35 + shade * 0.3), g.top, shade * 0.35)
        p.setBrush(lit)
        for k in range(7):
            x = r.left() + r.width() * (k / 6 + (rnd(g.seed, 610 + layer * 10 + k) - 0.5) * 0.1)
            rx = r.width() * (0.1 + 0.06 * rnd(g.seed, 630 + layer * 10 + k))
            p.drawEllipse(QPointF(x, r.top() + r.height() * y), rx, rx * 0.55)
        p.drawRect(QRectF(r.left(), r.top() + r.height() * y, r.width(), r.height()))
    p.setPen(QPen(mix(g.top, QColor("#000000"), 0.4), 1.0))
    for k in range(3):  # birds
        x = r.left() + r.width() * rnd(g.seed, 650 + k)
        y = r.top() + r.height() * (0.1 + 0.25 * rnd(g.seed, 660 + k))
        s = r.height() * 0.04
        p.drawLine(QPointF(x - s, y - s * 0.6), QPointF(x, y))
        p.drawLine(QPointF(x, y), QPointF(x + s, y - s * 0.6))
    p.setPen(Qt.PenStyle.NoPen)
    _spot(p, g, 40)
    return Scene(light=g.light, sun=sun, ground=r.top() + r.height() * 0.75)


def _cavern(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A cavern: dark rock, the cave's mouth open on the sky behind the figure,
    crystals glowing in the accent's light, stalactites."""
    rock = mix(g.top, QColor("#14121a"), 0.55)
    p.fillRect(r, rock)
    c = QPointF(g.stand.center().x(), r.top() + r.height() * 0.55)
    mouth = QPainterPath()
    mouth.addEllipse(c, r.width() * 0.26, r.height() * 0.52)
    p.save()
    p.setClipPath(mouth)
    _sky(p, r, g, r.top() + r.height() * 0.9)
    p.restore()
    glow(p, c, r.width() * 0.35, r.width() * 0.35, r.height() * 0.6,
         ((0, alpha(g.light, 70)), (1, alpha(g.light, 0))))
    crystal = g.accent.lighter(115)
    for k in range(6):
        left = k % 2 == 0
        x = r.left() + r.width() * ((0.04 + 0.2 * rnd(g.seed, 670 + k)) if left
                                    else (0.76 + 0.2 * rnd(g.seed, 670 + k)))
        h = r.height() * (0.25 + 0.35 * rnd(g.seed, 680 + k))
        w = r.width() * 0.035
        base = r.bottom()
        shard = QPainterPath(QPointF(x - w, base))
        shard.lineTo(x - w * 0.6, base - h * 0.8)
        shard.lineTo(x, base - h)
        shard.lineTo(x + w * 0.6, base - h * 0.8)
        shard.lineTo(x + w, base)
        shard.closeSubpath()
        glow(p, QPointF(x, base - h * 0.5), h, w * 4, h * 0.7,
             ((0, alpha(crystal, 110)), (1, alpha(crystal, 0))))
        p.setBrush(mix(crystal, QColor("#ffffff"), 0.25))
        p.drawPath(shard)
    p.setBrush(rock.darker(130))
    for k in range(9):  # stalactites
        x = r.left() + r.width() * (k + rnd(g.seed, 690 + k)) / 9
        h = r.height() * (0.1 + 0.18 * rnd(g.seed, 700 + k))
        drip = QPainterPath(QPointF(x - r.width() * 0.025, r.top()))
        drip.lineTo(x, r.top() + h)
        drip.lineTo(x + r.width() * 0.025, r.top())
        drip.closeSubpath()
        p.drawPath(drip)
    ground = r.top() + r.height() * 0.85
    _floor(p, r, g, ground, rock.lighter(120))
    return Scene(light=mix(g.light, crystal, 0.3), sun=c, ground=ground)


def _stars_field(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """Among the stars: a night sky with a nebula's clouds of colour and a great moon
    or planet."""
    _sky(p, r, g, r.bottom())
    for k in range(3):
        c = QPointF(r.left() + r.width() * rnd(g.seed, 710 + k),
                    r.top() + r.height() * rnd(g.seed, 720 + k))
        tint = shifted(g.accent, (rnd(g.seed, 730 + k) - 0.5) * 0.3)
        rad = r.width() * (0.2 + 0.2 * rnd(g.seed, 740 + k))
        glow(p, c, rad, rad, rad * 0.6, ((0, alpha(tint, 110)), (0.5, alpha(tint, 40)),
                                         (1, alpha(tint, 0))))
    _stars(p, r, g, r.bottom(), int(r.width() * r.height() / 120) + 12)
    left = rnd(g.seed, 220) < 0.5
    pc = QPointF(r.left() + r.width() * (0.12 if left else 0.88), r.top() + r.height() * 0.8)
    rad = r.height() * 0.45
    planet = QRadialGradient(QPointF(pc.x() - rad * 0.3, pc.y() - rad * 0.4), rad * 1.3)
    planet.setColorAt(0, mix(g.light, g.accent, 0.3))
    planet.setColorAt(0.6, mix(g.mid, g.accent, 0.3))
    planet.setColorAt(1, g.top.darker(150))
    p.setBrush(planet)
    p.drawEllipse(pc, rad, rad)
    _spot(p, g, 70)
    return Scene(light=g.light, sun=pc, ground=r.bottom())


def _meadow(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A meadow: rolling hills under a wide sky, one lone tree, flowers."""
    horizon = r.top() + r.height() * 0.58
    sun = _open_sky(p, r, g, horizon, 0.4, 0.08)
    grass = mix(QColor("#5a9a3a"), g.land, 0.5)
    for layer, (y, shade) in enumerate(((0.0, 0.45), (0.14, 0.2), (0.28, 0.0))):
        top = horizon + r.height() * y
        hill = QPainterPath(QPointF(r.left(), r.bottom()))
        hill.lineTo(r.left(), top + r.height() * 0.06 * rnd(g.seed, 750 + layer))
        hill.cubicTo(QPointF(r.left() + r.width() * 0.3, top - r.height() * 0.12),
                     QPointF(r.left() + r.width() * 0.6, top + r.height() * 0.1),
                     QPointF(r.right(), top - r.height() * 0.04 * rnd(g.seed, 760 + layer)))
        hill.lineTo(r.right(), r.bottom())
        hill.closeSubpath()
        p.setBrush(mix(mix(grass, g.low, shade), g.light, 0.1 - layer * 0.05).darker(100 + layer * 12))
        p.drawPath(hill)
    left = sun.x() > r.center().x()
    tx = r.left() + r.width() * (0.1 if left else 0.9)
    p.setBrush(mix(grass, QColor("#101810"), 0.6))
    p.drawRect(QRectF(tx - 1.2, horizon - r.height() * 0.1, 2.4, r.height() * 0.22))
    p.drawEllipse(QPointF(tx, horizon - r.height() * 0.18), r.width() * 0.07, r.height() * 0.16)
    for k in range(24):
        x = r.left() + r.width() * rnd(g.seed, 770 + k)
        y = horizon + r.height() * (0.2 + 0.2 * rnd(g.seed, 800 + k))
        p.setBrush(shifted(g.accent, (rnd(g.seed, 830 + k) - 0.5) * 0.2).lighter(130))
        p.drawEllipse(QPointF(x, y), 1.0, 1.0)
    _spot(p, g, 45)
    return Scene(light=g.light, sun=sun, ground=horizon + r.height() * 0.28)


def _battle(p: QPainter, r: QRectF, g: Ground) -> Scene:
    """A battlefield: smoke under a burning sky, banners, spears, fires on the field."""
    horizon = r.top() + r.height() * 0.7
    _sky(p, r, g, horizon)
    sun = _sun_spot(r, g, 0.5)
    _orb(p, sun, r.height() * 0.1, g)
    for k in range(5):  # smoke
        c = QPointF(r.left() + r.width() * rnd(g.seed, 850 + k), r.top() + r.height() * (0.2 + 0.4 * rnd(g.seed, 860 + k)))
        rad = r.width() * (0.12 + 0.1 * rnd(g.seed, 870 + k))
        glow(p, c, rad, rad, rad * 0.5, ((0, QColor(30, 24, 24, 120)), (1, QColor(30, 24, 24, 0))))
    dark = mix(g.land, QColor("#0a0606"), 0.6)
    p.setBrush(dark)
    p.setPen(QPen(dark, 1.2))
    for k in range(9):  # spears and banners
        x = r.left() + r.width() * rnd(g.seed, 880 + k)
        if abs(x - g.stand.center().x()) < g.stand.width() * 0.45:
            continue
        top = horizon - r.height() * (0.25 + 0.3 * rnd(g.seed, 890 + k))
        p.drawLine(QPointF(x, horizon), QPointF(x, top))
        if rnd(g.seed, 900 + k) < 0.45:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(g.accent.darker(120))
            p.drawRect(QRectF(x, top, r.width() * 0.05, r.height() * 0.1))
            p.setBrush(dark)
            p.setPen(QPen(dark, 1.2))
    p.setPen(Qt.PenStyle.NoPen)
    _floor(p, r, g, horizon, dark)
    fire = QColor("#ff9a3a")
    for k in range(3):
        x = r.left() + r.width() * rnd(g.seed, 910 + k)
        glow(p, QPointF(x, horizon + 2), r.width() * 0.08, r.width() * 0.08, r.height() * 0.12,
             ((0, alpha(fire, 200)), (1, alpha(fire, 0))))
    _spot(p, g, 50)
    return Scene(light=g.light, sun=sun, ground=horizon)


_PAINTERS: dict[str, Callable[[QPainter, QRectF, Ground], Scene]] = {
    "hall": _hall, "workshop": _workshop, "skyline": _skyline, "forest": _forest,
    "shore": _shore, "peaks": _peaks, "ruins": _ruins, "sky": _sky_high,
    "cavern": _cavern, "stars": _stars_field, "meadow": _meadow, "battle": _battle,
}
