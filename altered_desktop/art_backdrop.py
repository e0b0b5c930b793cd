"""The landscape a card's picture stands in, painted from the card's own facts.

Review round 8 saw "a flat silhouette pictogram on a shared background" on every card.
Here each card gets its own small painting, the same on every run (everything is drawn
from `seed`, a number fixed by the card's name):

* a sky of its faction, at one of the faction's times of day (Ordis' clear noon or
  golden evening, Yzmir's starry night or aurora ...), its hue nudged per card; a sun
  (or a moon) in an upper corner with its halo, faint rays and lit clouds;
* the land told by its statistics (`land`: forest, mountain, water): ranges of
  mountains lit on the sun's side as high and as many as its Mountain power, a lake
  that widens with Water and mirrors the sky, rows of pines as thick as its Forest, the
  strongest terrain framing the foreground (a big pine, a rock, a shore);
* air between the layers (the far ones paler, in the sky's haze), a warm wash of the
  light, a canvas grain and a vignette, as in a painting.

Only QPainter paths and gradients: a scene costs a few milliseconds and is painted
once per card and size (`card_scene.paint_scene` caches it).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)


@attrs.frozen
class Sky:
    """A time of day: the sky's colours from the zenith to the horizon, its light."""

    zenith: str
    middle: str
    horizon: str
    light: str
    night: bool = False
    aurora: bool = False


#: a faction's skies (a card's name picks one)
SKIES: dict[str | None, tuple[Sky, ...]] = {
    # Axiom: a copper dusk, a smoky noon, a night lit by furnaces on the horizon, a
    # rusty overcast, a blue hour
    "AX": (Sky("#241a36", "#74465a", "#f2a45e", "#ffd9a0"),
           Sky("#33506c", "#8c9eae", "#ecd2a4", "#fff2d6"),
           Sky("#0e0c1c", "#2e2234", "#a0583a", "#ffd2a0", True),
           Sky("#34343c", "#6e6660", "#c8a07a", "#ffe8c8"),
           Sky("#101830", "#3a4a70", "#d08a50", "#ffd0a0")),
    # Bravos: a red sunset, a blazing noon, an ember-red night, an ash storm, a dawn
    "BR": (Sky("#2a0c22", "#8a2a38", "#f68e48", "#ffd27a"),
           Sky("#4a1e1a", "#b8563a", "#ffcc86", "#fff0c0"),
           Sky("#12060e", "#3e1020", "#b0402c", "#ffc090", True),
           Sky("#201418", "#5a3a36", "#c08060", "#ffe0b0"),
           Sky("#3a2a50", "#c07050", "#ffd070", "#fff4c0")),
    # Lyra: a pink dawn, a golden afternoon, a violet night, a turquoise morning, a
    # peach sunset
    "LY": (Sky("#35296a", "#a066a6", "#f8b6c6", "#fff0d8"),
           Sky("#34427e", "#9a86b8", "#f2c48e", "#fff4dc"),
           Sky("#140c30", "#3e2a6a", "#a05a9a", "#ffe0f4", True),
           Sky("#2a6a8a", "#8ac0c8", "#f8e0c0", "#fffaf0"),
           Sky("#402050", "#e07a70", "#ffd0a0", "#fff0d0")),
    # Muna: a green morning, a misty wood, a teal dusk of fireflies, a golden glade, a
    # rainy mist
    "MU": (Sky("#1c5676", "#64a29c", "#e2efb6", "#fffad0"),
           Sky("#28463e", "#749c84", "#dce6c0", "#fffbe0"),
           Sky("#081a22", "#1a4446", "#5a8a6a", "#f0ffd0", True),
           Sky("#3a5a30", "#a0b060", "#f0e0a0", "#fff8d0"),
           Sky("#2a3a3a", "#6a8080", "#b8c8b8", "#f0fff0")),
    # Ordis: a clear noon, a golden evening, a moonlit blue night, a storm, a rose dawn
    "OR": (Sky("#153f7c", "#5c94ca", "#d2eaf8", "#ffffff"),
           Sky("#273c6c", "#8898bc", "#f2d8a6", "#fff2cc"),
           Sky("#060e26", "#14305e", "#3e6a9e", "#eef4ff", True),
           Sky("#1e2838", "#4e607a", "#a8b8c8", "#ffffff"),
           Sky("#2a3070", "#a07aa0", "#f8c0a0", "#fff0e0")),
    # Yzmir: a starry night, an aurora, a violet dawn, a teal twilight, an eclipse
    "YZ": (Sky("#080924", "#2a2868", "#6a56a6", "#e6e2ff", True),
           Sky("#08182e", "#1c4668", "#58a69e", "#dcfff2", True, aurora=True),
           Sky("#24225e", "#7a64b0", "#e6b6d6", "#fff0fa"),
           Sky("#061a2a", "#1a5a6a", "#7ac0b8", "#e0fff8", True),
           Sky("#140820", "#4a1a4a", "#b05a7a", "#ffe0f0", True, aurora=True)),
    # no faction (tokens): a pale morning over hills
    None: (Sky("#2c4262", "#7a98b4", "#dfe4dc", "#fffaf0"),),
}
#: the ground a faction's figures stand on: Axiom's rusty ochre, Bravos' scorched
#: earth, Lyra's flowering meadow, Muna's deep moss, Ordis' green fields, Yzmir's
#: twilight heath
TURF: dict[str | None, str] = {
    "AX": "#5a4422", "BR": "#4a2418", "LY": "#5a2a52", "MU": "#1e4a1c", "OR": "#2e5226",
    "YZ": "#1c1e3a", None: "#27471f",
}
#: how often a card's sky is its faction's first (signature) one: half the cards, the
#: rest split between the other two, so a row of one faction's cards is not one sky
SIGNATURE_SHARE = 0.34


def sky_of(faction: str | None, seed: int) -> Sky:
    skies = SKIES.get(faction, SKIES[None])
    pick = rnd(seed, 7)
    if len(skies) == 1 or pick < SIGNATURE_SHARE:
        return skies[0]
    return skies[1 + int((pick - SIGNATURE_SHARE) / (1 - SIGNATURE_SHARE) * (len(skies) - 1))]


def rnd(seed: int, k: int) -> float:
    """The `k`th pseudo-random number in [0, 1) of `seed` (no global state): an integer
    hash (murmur's finaliser), so neighbouring `k` give unrelated numbers (a CRC of
    the two put stars in diagonal rows)."""
    x = (seed * 0x9E3779B1 + k * 0x85EBCA77 + 0x165667B1) & 0xFFFFFFFF
    x ^= x >> 16
    x = (x * 0x85EBCA6B) & 0xFFFFFFFF
    x ^= x >> 13
    x = (x * 0xC2B2AE35) & 0xFFFFFFFF
    x ^= x >> 16
    return (x & 0xFFFFFF) / float(0x1000000)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t),
                  round(a.alpha() + (b.alpha() - a.alpha()) * t))


def shifted(c: QColor, hue: float, light: float = 1.0) -> QColor:
    h, s, v, a = c.getHsvF()
    return QColor.fromHsvF((max(0.0, h) + hue) % 1.0, s, min(1.0, max(0.0, v * light)), a)


def deepened(c: QColor, value: float, saturation: float = 1.2) -> QColor:
    h, s, v, a = c.getHsvF()
    return QColor.fromHsvF(max(0.0, h), min(1.0, s * saturation), v * value, a)


def alpha(c: QColor, a: int) -> QColor:
    out = QColor(c)
    out.setAlpha(a)
    return out


def glow(p: QPainter, centre: QPointF, radius: float, rx: float, ry: float,
         stops: tuple[tuple[float, QColor], ...]) -> None:
    """A soft light: an ellipse filled with a radial gradient from `centre` (suns, fires,
    lamps, crater and crystal glows all paint this way; the painter keeps the brush, as
    an inline fill would)."""
    g = QRadialGradient(centre, radius)
    for at, colour in stops:
        g.setColorAt(at, colour)
    p.setBrush(g)
    p.drawEllipse(centre, rx, ry)


@attrs.frozen
class Scene:
    """What the backdrop decided, for the figure painted on it."""

    light: QColor
    sun: QPointF
    ground: float  # the y where the foreground's ground begins


def paint_backdrop(p: QPainter, r: QRectF, *, seed: int, faction: str | None,
                   land: tuple[int, int, int], stand: QRectF,
                   behind_figure: Callable[[QPointF, float, QColor], None] | None = None,
                   horizon_at: float | None = None, backlit: bool = False,
                   at_horizon: Callable[[float, QColor, QColor, bool, float], None]
                   | None = None) -> Scene:
    """Paint the landscape filling `r`; the figure will stand in `stand` (its light and
    the foreground are placed so as to frame it).  `behind_figure(centre, radius,
    light)` is called after the sky and before the land (a faction motif);
    `at_horizon(horizon, far colour, lit colour, night, sun x)` after the mountains (a
    landmark in the distance).  `horizon_at` is the horizon's height as a share of
    `r`'s; `backlit` sets a low, big sun (or moon) right behind the figure."""
    sky = sky_of(faction, seed)
    hue = (rnd(seed, 1) - 0.5) * 0.12
    # a shade deeper and richer than the palette: the lit figure must stand out
    zen = deepened(shifted(QColor(sky.zenith), hue), 0.95)
    mid = deepened(shifted(QColor(sky.middle), hue), 0.84)
    hor = deepened(shifted(QColor(sky.horizon), hue), 0.86)
    light = QColor(sky.light)
    w, h = r.width(), r.height()
    forest, mountain, water = (max(0, min(v, 6)) for v in land)
    horizon = r.top() + h * (horizon_at if horizon_at is not None
                             else 0.6 + 0.06 * rnd(seed, 3))
    # the sky
    g = QLinearGradient(r.topLeft(), QPointF(r.left(), horizon))
    g.setColorAt(0, zen)
    g.setColorAt(0.55, mid)
    g.setColorAt(1, hor)
    p.fillRect(r, g)
    # the sun (or moon) in an upper corner, away from the figure's middle
    left = rnd(seed, 4) < 0.5
    sun = QPointF(r.left() + w * ((0.14 if left else 0.86) + (rnd(seed, 5) - 0.5) * 0.1),
                  r.top() + (horizon - r.top()) * (0.3 + 0.25 * rnd(seed, 6)))
    size = min(w, h)
    disc = 0.085 if sky.night else 0.07
    if backlit:
        # the figure stands against the sun (or the moon), low and big behind it
        fig = min(stand.width(), stand.height())
        sun = QPointF(stand.center().x(), min(horizon - fig * 0.12, stand.center().y()))
        sun = QPointF(stand.center().x(), min(horizon - fig * 0.05,
                                              stand.center().y() - fig * 0.1))
        disc = fig / max(1.0, size) * (0.62 if sky.night else 0.7)
    _halo(p, r, sun, max(w, h) * (0.6 if backlit else 0.42), light, sky.night and not backlit)
    if sky.night:
        _stars(p, r, horizon, seed)
        if sky.aurora:
            _aurora(p, r, horizon, seed)
        _moon(p, sun, size * disc, light, zen, full=backlit)
    else:
        _rays(p, r, sun, seed, light, max(w, h) * 0.8)
        _sun(p, sun, size * disc, light)
    _clouds(p, r, horizon, seed, mix(mid, light, 0.55), mix(mid, zen, 0.35), sun)
    if behind_figure is not None:
        behind_figure(stand.center(), min(stand.width(), stand.height()) * 0.6, light)
    haze = mix(hor, light, 0.25)
    # the far range, pale in the haze
    _range(p, r, horizon, h * 0.1, 5 + seed % 4, seed, 10, mix(mid, haze, 0.7),
           mix(mid, haze, 0.55), sun.x(), snow=False)
    # mountains: as high and as many as the Mountain power
    rock = mix(mix(mid, QColor("#3a3442"), 0.45), haze, 0.25)
    if mountain:
        _range(p, r, horizon + h * 0.04, h * (0.12 + 0.045 * mountain), 2 + mountain,
               seed, 30, mix(rock, light, 0.3), rock.darker(125), sun.x(),
               snow=mountain >= 3)
    if at_horizon is not None:  # a landmark far off, before the mountains' feet
        at_horizon(horizon + h * 0.05, mix(mix(mid, QColor("#241f30"), 0.6), haze, 0.12),
                   mix(haze, light, 0.55), sky.night, sun.x())
    # a lake mirroring the sky, as wide as the Water power
    lake_top = horizon + h * 0.05
    lake_h = h * (0.05 + 0.035 * water) if water else 0.0
    if water:
        _lake(p, r, lake_top, lake_h, seed, zen, hor, light, sun.x(), water)
    # the near land: a wooded hill whose trees count the Forest power
    ground = lake_top + lake_h
    # the near ground deep and rich, the far one pale: depth by value, as painters do
    turf = deepened(mix(mix(hor, QColor(TURF.get(faction, TURF[None])), 0.78), zen, 0.06),
                    0.62, 1.35)
    if forest:
        _pines(p, r, ground - h * 0.01, seed, 60, 2 + forest * 2, h * 0.16,
               mix(turf, haze, 0.45))
    _hill(p, r, ground, seed, turf, light, sun.x())
    if forest:
        _pines(p, r, ground + h * 0.05, seed, 90, 1 + forest, h * 0.22, turf.darker(135),
               avoid=stand)
    # the strongest terrain frames the foreground at the side away from the sun
    best = max(range(3), key=lambda i: (land[i], -i))
    frame_left = not left
    if land[best] >= 2:
        if best == 0:
            _big_pine(p, r, frame_left, seed, turf.darker(170))
        elif best == 1:
            _rock(p, r, frame_left, seed, rock.darker(160), mix(rock, light, 0.25))
        else:
            _reeds(p, r, frame_left, seed, turf.darker(160))
    if forest and rnd(seed, 760) < 0.12 + 0.05 * forest:  # a bough over a top corner
        _bough(p, r, frame_left, seed, turf.darker(190), mix(turf, light, 0.35))
    _airborne(p, r, horizon, seed, faction, light)
    # the air: the light's wash from the sun, a haze along the horizon
    wash = QRadialGradient(sun, max(w, h) * 0.9)
    wash.setColorAt(0, alpha(light, 30 if not sky.night else 20))
    wash.setColorAt(1, alpha(light, 0))
    p.fillRect(r, wash)
    band = QLinearGradient(QPointF(0, horizon - h * 0.12), QPointF(0, horizon + h * 0.12))
    band.setColorAt(0, alpha(haze, 0))
    band.setColorAt(0.5, alpha(haze, 22))
    band.setColorAt(1, alpha(haze, 0))
    p.fillRect(QRectF(r.left(), horizon - h * 0.12, w, h * 0.24), band)
    return Scene(light=light, sun=sun, ground=ground)


def finish(p: QPainter, r: QRectF) -> None:
    """A canvas grain and a vignette over the whole painting."""
    p.save()
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Overlay)
    p.setOpacity(0.1)
    p.fillRect(r, QBrush(_grain()))
    p.restore()
    vg = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.72)
    vg.setColorAt(0.5, QColor(0, 0, 0, 0))
    vg.setColorAt(1, QColor(0, 0, 0, 130))
    p.fillRect(r, vg)


_grain_img: list[QImage] = []


def _grain() -> QImage:
    """A 64 px tile of grey noise, the same every run (a canvas's tooth)."""
    if not _grain_img:
        img = QImage(64, 64, QImage.Format.Format_ARGB32)
        x = 12345
        for yy in range(64):
            for xx in range(64):
                x = (1103515245 * x + 12345) & 0x7FFFFFFF
                v = 96 + (x >> 16) % 64
                img.setPixel(xx, yy, 0xFF000000 | (v << 16) | (v << 8) | v)
        _grain_img.append(img)
    return _grain_img[0]


def sunburst(p: QPainter, r: QRectF, c: QPointF, reach: float, light: QColor) -> None:
    """Rays of light all round `c` (behind a Hero: the card its deck is built on)."""
    g = QRadialGradient(c, reach)
    g.setColorAt(0, alpha(light, 150))
    g.setColorAt(0.4, alpha(light, 70))
    g.setColorAt(1, alpha(light, 0))
    path = QPainterPath()
    n = 18
    for i in range(n):
        a = math.tau * i / n
        path.moveTo(c)
        path.lineTo(c.x() + reach * math.cos(a - 0.07), c.y() + reach * math.sin(a - 0.07))
        path.lineTo(c.x() + reach * math.cos(a + 0.07), c.y() + reach * math.sin(a + 0.07))
        path.closeSubpath()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # soft: as for _rays
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawPath(path)
    p.restore()


def _aurora(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    """Curtains of green and violet light across a night sky."""
    w, h = r.width(), horizon - r.top()
    for band, (col, k) in enumerate(((QColor(120, 255, 190), 0), (QColor(190, 140, 255), 1))):
        path = QPainterPath()
        y0 = r.top() + h * (0.25 + 0.2 * band + 0.1 * rnd(seed, 800 + k))
        amp = h * 0.12
        n = 24
        top_pts = [QPointF(r.left() + w * i / n,
                           y0 + amp * math.sin(i / n * math.tau * (1.2 + rnd(seed, 810 + k))
                                               + rnd(seed, 820 + k) * 6)) for i in range(n + 1)]
        path.moveTo(top_pts[0])
        for pt in top_pts[1:]:
            path.lineTo(pt)
        for pt in reversed(top_pts):
            path.lineTo(pt.x(), pt.y() + h * 0.22)
        path.closeSubpath()
        g = QLinearGradient(QPointF(0, y0 - amp), QPointF(0, y0 + h * 0.22 + amp))
        g.setColorAt(0, alpha(col, 0))
        g.setColorAt(0.35, alpha(col, 70))
        g.setColorAt(1, alpha(col, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(g)
        p.drawPath(path)


def _airborne(p: QPainter, r: QRectF, horizon: float, seed: int, faction: str | None,
              light: QColor) -> None:
    """What drifts in the faction's air, a few specks that catch the eye: Bravos'
    embers, Muna's fireflies, Lyra's petals, Axiom's sparks, Ordis' birds far off,
    Yzmir's motes of light."""
    size = min(r.width(), r.height())
    unit = max(0.7, size * 0.018)
    n = 5 + seed % 5
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(n):
        x = r.left() + r.width() * rnd(seed, 900 + i)
        y = r.top() + (r.bottom() - r.top()) * (0.1 + 0.75 * rnd(seed, 920 + i))
        s = unit * (0.6 + 0.8 * rnd(seed, 940 + i))
        if faction == "OR":  # birds: a flat 'v' high in the sky
            y = r.top() + (horizon - r.top()) * (0.15 + 0.5 * rnd(seed, 920 + i))
            bird = QPainterPath(QPointF(x - s * 2, y - s * 0.6))
            bird.quadTo(QPointF(x - s, y - s * 1.1), QPointF(x, y))
            bird.quadTo(QPointF(x + s, y - s * 1.1), QPointF(x + s * 2, y - s * 0.6))
            p.setPen(QPen(QColor(30, 40, 60, 170), max(0.7, s * 0.45)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(bird)
            continue
        if faction == "LY":  # petals, turned every way
            p.save()
            p.translate(x, y)
            p.rotate(rnd(seed, 960 + i) * 180)
            p.setBrush(QColor(255, 200, 220, 200))
            p.drawEllipse(QPointF(0, 0), s * 1.4, s * 0.6)
            p.restore()
            continue
        colour = {"BR": QColor(255, 160, 60), "MU": QColor(220, 255, 120),
                  "AX": QColor(255, 210, 120), "YZ": QColor(200, 220, 255)}.get(
                      faction, light)
        glow(p, QPointF(x, y), s * 2.2, s * 2.2, s * 2.2,
             ((0, alpha(colour, 230)), (0.3, alpha(colour, 120)), (1, alpha(colour, 0))))
    p.restore()


def _halo(p: QPainter, r: QRectF, c: QPointF, rad: float, light: QColor,
          night: bool) -> None:
    g = QRadialGradient(c, rad)
    g.setColorAt(0, alpha(light, 140 if night else 210))
    g.setColorAt(0.18, alpha(light, 70 if night else 110))
    g.setColorAt(0.5, alpha(light, 25))
    g.setColorAt(1, alpha(light, 0))
    p.fillRect(r, g)


def _sun(p: QPainter, c: QPointF, rad: float, light: QColor) -> None:
    if rad < 1.2:
        return
    p.setPen(Qt.PenStyle.NoPen)
    glow(p, c, rad, rad, rad,
         ((0, QColor(255, 255, 255)), (0.7, mix(light, QColor("white"), 0.6)), (1, alpha(light, 0))))


def _moon(p: QPainter, c: QPointF, rad: float, light: QColor, sky: QColor,
          full: bool = False) -> None:
    if rad < 1.5:
        return
    disc = QPainterPath()
    disc.addEllipse(c, rad, rad)
    p.setPen(Qt.PenStyle.NoPen)
    if full:  # a full moon, its seas faintly shown
        g = QRadialGradient(QPointF(c.x() - rad * 0.3, c.y() - rad * 0.3), rad * 1.4)
        g.setColorAt(0, QColor(255, 255, 250))
        g.setColorAt(1, mix(light, sky, 0.25))
        p.setBrush(g)
        p.drawPath(disc)
        p.setBrush(alpha(sky, 40))
        for dx, dy, s in ((-0.3, 0.1, 0.3), (0.25, -0.2, 0.22), (0.15, 0.35, 0.18)):
            p.drawEllipse(QPointF(c.x() + rad * dx, c.y() + rad * dy), rad * s, rad * s)
        return
    bite = QPainterPath()
    bite.addEllipse(QPointF(c.x() + rad * 0.45, c.y() - rad * 0.25), rad * 0.9, rad * 0.9)
    p.setBrush(mix(light, QColor("white"), 0.5))
    p.drawPath(disc.subtracted(bite))


def _rays(p: QPainter, r: QRectF, c: QPointF, seed: int, light: QColor,
          reach: float) -> None:
    g = QRadialGradient(c, reach)
    g.setColorAt(0, alpha(light, 45))
    g.setColorAt(1, alpha(light, 0))
    path = QPainterPath()
    n = 7
    for i in range(n):
        a = math.tau * (i + rnd(seed, 200 + i) * 0.6) / n
        spread = 0.06 + 0.05 * rnd(seed, 220 + i)
        path.moveTo(c)
        path.lineTo(c.x() + reach * math.cos(a - spread), c.y() + reach * math.sin(a - spread))
        path.lineTo(c.x() + reach * math.cos(a + spread), c.y() + reach * math.sin(a + spread))
        path.closeSubpath()
    p.save()
    # soft wedges: antialiasing would not show, and it is dear on shapes this big
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawPath(path)  # (the painting's pixmap clips it: no clip of our own, it is dear)
    p.restore()


def _stars(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(int(r.width() * (horizon - r.top()) / 500) + 5):
        x = r.left() + rnd(seed, 100 + k) * r.width()
        y = r.top() + rnd(seed, 300 + k) ** 1.4 * (horizon - r.top())
        s = 0.5 + rnd(seed, 500 + k) * 1.0
        p.setBrush(QColor(255, 255, 255, 110 + int(rnd(seed, 700 + k) * 140)))
        p.drawEllipse(QPointF(x, y), s, s)


def _clouds(p: QPainter, r: QRectF, horizon: float, seed: int, lit: QColor, dim: QColor,
            sun: QPointF) -> None:
    w, h = r.width(), r.height()
    n = 1 + int(rnd(seed, 400) * 3)
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(n):
        cw = w * (0.22 + 0.25 * rnd(seed, 410 + i))
        ch = h * (0.05 + 0.05 * rnd(seed, 420 + i))
        cx = r.left() + w * rnd(seed, 430 + i)
        cy = r.top() + (horizon - r.top()) * (0.2 + 0.6 * rnd(seed, 440 + i))
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)  # overlapping puffs: one cloud
        puffs = 5
        for k in range(puffs):
            # bigger puffs in the middle, overlapping: a heap, not a row of arches
            px = cx - cw / 2 + cw * (k + 0.5 + (rnd(seed, 460 + i * 7 + k) - 0.5) * 0.4) / puffs
            mid_k = 1.0 - abs(k - (puffs - 1) / 2) / puffs
            ph = ch * (0.5 + 0.7 * mid_k + 0.3 * rnd(seed, 450 + i * 7 + k))
            path.addEllipse(QPointF(px, cy - ph * 0.35), cw / puffs * (1.0 + 0.6 * mid_k), ph)
        path.addRoundedRect(QRectF(cx - cw / 2, cy - ch * 0.3, cw, ch * 0.6), ch * 0.3,
                            ch * 0.3)
        g = QLinearGradient(QPointF(0, cy - ch * 1.2), QPointF(0, cy + ch * 0.4))
        toward = 1.0 - min(1.0, abs(cx - sun.x()) / max(1.0, w))
        g.setColorAt(0, alpha(lit, int(120 + 80 * toward)))
        g.setColorAt(1, alpha(dim, 90))
        p.setBrush(g)
        p.drawPath(path)


def _range(p: QPainter, r: QRectF, base: float, height: float, peaks: int, seed: int,
           k: int, lit: QColor, shade: QColor, sun_x: float, snow: bool) -> None:
    """A mountain range on `base`, its faces toward the sun in `lit`, the others in
    `shade`; snow on the peaks when `snow`."""
    if height < 1:
        return
    w = r.width()
    step = w / peaks
    tops: list[tuple[float, float]] = []
    for i in range(peaks + 1):
        x = r.left() + step * (i + (rnd(seed, k + i) - 0.5) * 0.5)
        y = base - height * (0.55 + 0.45 * rnd(seed, k + 50 + i))
        tops.append((x, y))
    valleys = [((tops[i][0] + tops[i + 1][0]) / 2,
                base - height * 0.2 * rnd(seed, k + 100 + i)) for i in range(peaks)]
    body = QPainterPath(QPointF(r.left() - 2, r.bottom()))
    body.lineTo(r.left() - 2, valleys[0][1])
    for i in range(peaks):
        body.lineTo(*tops[i])
        body.lineTo(*valleys[i])
    body.lineTo(*tops[peaks])
    body.lineTo(r.right() + 2, base)
    body.lineTo(r.right() + 2, r.bottom())
    body.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    g = QLinearGradient(QPointF(0, base - height), QPointF(0, base + height * 0.5))
    g.setColorAt(0, shade)
    g.setColorAt(1, shade.darker(115))
    p.setBrush(g)
    p.drawPath(body)
    # the faces toward the sun: from each peak down its sunny side to the foot
    faces = QPainterPath()
    faces.setFillRule(Qt.FillRule.WindingFill)
    caps = QPainterPath()
    caps.setFillRule(Qt.FillRule.WindingFill)
    for i, (x, y) in enumerate(tops):
        sunny_right = sun_x > x
        foot_x = valleys[i][0] if sunny_right and i < peaks else (
            valleys[i - 1][0] if i > 0 else x - step / 2)
        foot_y = valleys[i][1] if sunny_right and i < peaks else (
            valleys[i - 1][1] if i > 0 else base)
        mid_x = x + (foot_x - x) * 0.15
        faces.moveTo(x, y)
        faces.lineTo(foot_x, foot_y)
        faces.lineTo(mid_x, base + height * 0.1)
        faces.closeSubpath()
        if snow and height > 8:
            s = height * 0.22
            caps.moveTo(x, y)
            caps.lineTo(x - s * 0.8, y + s)
            caps.lineTo(x - s * 0.3, y + s * 0.75)
            caps.lineTo(x + s * 0.1, y + s * 1.05)
            caps.lineTo(x + s * 0.8, y + s)
            caps.closeSubpath()
    lg = QLinearGradient(QPointF(0, base - height), QPointF(0, base))
    lg.setColorAt(0, lit)
    lg.setColorAt(1, mix(lit, shade, 0.6))
    p.setBrush(lg)
    p.drawPath(faces.intersected(body))
    if snow:
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawPath(caps.intersected(body))


def _lake(p: QPainter, r: QRectF, top: float, height: float, seed: int, zen: QColor,
          hor: QColor, light: QColor, sun_x: float, water: int) -> None:
    band = QRectF(r.left(), top, r.width(), height + r.height() * 0.2)
    g = QLinearGradient(band.topLeft(), QPointF(band.left(), band.top() + height))
    g.setColorAt(0, mix(hor, QColor("#7fb4d8"), 0.35))
    g.setColorAt(1, mix(zen, QColor("#1d3f66"), 0.5))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawRect(band)
    # the sun's path on the water: short strokes under it, staggered, fainter nearer
    p.setPen(Qt.PenStyle.NoPen)
    rows = 2 + water // 2
    for k in range(rows):
        y = top + height * (0.25 + 0.6 * (k + rnd(seed, 97 + k) * 0.8) / rows)
        ln = r.width() * (0.025 + 0.05 * rnd(seed, 95 + k))
        x = sun_x + (rnd(seed, 90 + k) - 0.5) * r.width() * 0.14
        th = max(0.7, min(1.3, height * 0.045))
        p.setBrush(alpha(light, 170 - 30 * k))
        p.drawRoundedRect(QRectF(x - ln / 2, y - th / 2, ln, th), th / 2, th / 2)
    # a dark line at the shore and a pale one at the far edge
    p.setBrush(alpha(light, 90))
    p.drawRect(QRectF(r.left(), top, r.width(), max(0.6, height * 0.04)))


def _hill(p: QPainter, r: QRectF, top: float, seed: int, colour: QColor, light: QColor,
          sun_x: float) -> None:
    """The near ground: a gentle wave from edge to edge, lit along its crest."""
    w, depth = r.width(), max(1.0, r.bottom() - top)
    a = (rnd(seed, 600) - 0.5) * depth * 0.5
    b = (rnd(seed, 601) - 0.5) * depth * 0.5
    path = QPainterPath(QPointF(r.left() - 2, r.bottom() + 2))
    path.lineTo(r.left() - 2, top + a * 0.5)
    path.cubicTo(QPointF(r.left() + w * 0.33, top + a), QPointF(r.left() + w * 0.66, top + b),
                 QPointF(r.right() + 2, top - b * 0.3))
    path.lineTo(r.right() + 2, r.bottom() + 2)
    path.closeSubpath()
    g = QLinearGradient(QPointF(sun_x, top - depth * 0.2), QPointF(r.center().x(), r.bottom()))
    g.setColorAt(0, mix(colour, light, 0.28))
    g.setColorAt(0.35, colour)
    g.setColorAt(1, colour.darker(160))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawPath(path)


def _pines(p: QPainter, r: QRectF, base: float, seed: int, k: int, count: int,
           tall: float, colour: QColor, avoid: QRectF | None = None) -> None:
    """A row of `count` pines standing on `base`, `tall` high at most; none in front
    of `avoid`'s middle (the figure)."""
    if tall < 2 or count <= 0:
        return
    wood = QPainterPath()
    wood.setFillRule(Qt.FillRule.WindingFill)  # the tiers overlap
    for i in range(count):
        x = r.left() + r.width() * (i + 0.2 + 0.6 * rnd(seed, k + i)) / count
        if avoid is not None and abs(x - avoid.center().x()) < avoid.width() * 0.3:
            continue
        s = tall * (0.55 + 0.45 * rnd(seed, k + 40 + i))
        y = base + s * 0.1 * rnd(seed, k + 80 + i)
        half = s * 0.24
        # three tiers, as a painted fir
        for tier in range(3):
            ty = y - s * (0.35 + 0.28 * tier)
            tw = half * (1.0 - 0.25 * tier)
            wood.moveTo(x, ty - s * 0.38)
            wood.lineTo(x - tw, ty + s * 0.02)
            wood.lineTo(x + tw, ty + s * 0.02)
            wood.closeSubpath()
        wood.addRect(QRectF(x - half * 0.12, y - s * 0.35, half * 0.24, s * 0.35))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(wood)


def _big_pine(p: QPainter, r: QRectF, left: bool, seed: int, colour: QColor) -> None:
    h = r.height() * 0.9
    x = r.left() + r.width() * (0.05 + 0.04 * rnd(seed, 700)) if left else \
        r.right() - r.width() * (0.05 + 0.04 * rnd(seed, 700))
    _pines(p, QRectF(x - 1, r.top(), 2, r.height()), r.bottom() + h * 0.08, seed, 710, 1,
           h, colour)


def _rock(p: QPainter, r: QRectF, left: bool, seed: int, colour: QColor,
          lit: QColor) -> None:
    w, h = r.width() * 0.22, r.height() * 0.32
    x0 = r.left() - w * 0.1 if left else r.right() - w * 0.9
    y0 = r.bottom()
    path = QPainterPath(QPointF(x0, y0))
    path.lineTo(x0 + w * 0.1, y0 - h * 0.7)
    path.lineTo(x0 + w * (0.35 + 0.1 * rnd(seed, 720)), y0 - h)
    path.lineTo(x0 + w * 0.7, y0 - h * 0.8)
    path.lineTo(x0 + w, y0 - h * 0.2)
    path.lineTo(x0 + w, y0)
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path)
    face = QPainterPath(QPointF(x0 + w * (0.35 + 0.1 * rnd(seed, 720)), y0 - h))
    face.lineTo(x0 + w * 0.1, y0 - h * 0.7)
    face.lineTo(x0 + w * 0.3, y0 - h * 0.4)
    face.closeSubpath()
    p.setBrush(alpha(lit, 150))
    p.drawPath(face)


def _reeds(p: QPainter, r: QRectF, left: bool, seed: int, colour: QColor) -> None:
    h = r.height() * 0.3
    x0 = r.left() + r.width() * 0.02 if left else r.right() - r.width() * 0.14
    p.setPen(QPen(colour, max(1.0, r.height() * 0.012)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(7):
        x = x0 + r.width() * 0.12 * rnd(seed, 730 + i)
        tall = h * (0.5 + 0.5 * rnd(seed, 740 + i))
        path = QPainterPath(QPointF(x, r.bottom()))
        path.quadTo(QPointF(x, r.bottom() - tall * 0.6),
                    QPointF(x + (rnd(seed, 750 + i) - 0.5) * h * 0.4, r.bottom() - tall))
        p.drawPath(path)


def _bough(p: QPainter, r: QRectF, left: bool, seed: int, colour: QColor,
           lit: QColor) -> None:
    """A leafy bough reaching in over a top corner, dark against the sky (the viewer
    stands under a tree: the scene gains a foreground)."""
    w, h = r.width(), r.height()
    sx = -1 if left else 1
    x0 = r.left() if left else r.right()
    reach = w * (0.22 + 0.12 * rnd(seed, 761))
    sag = h * (0.12 + 0.1 * rnd(seed, 762))
    branch = QPainterPath(QPointF(x0, r.top() + h * 0.04))
    branch.quadTo(QPointF(x0 - sx * reach * 0.5, r.top() + sag * 1.2),
                  QPointF(x0 - sx * reach, r.top() + sag))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, max(1.0, h * 0.025)))
    p.drawPath(branch)
    leaves = QPainterPath()
    leaves.setFillRule(Qt.FillRule.WindingFill)
    veins = QPainterPath()
    for i in range(22):
        t = 0.1 + 0.9 * (i + 0.5) / 22
        pt = branch.pointAtPercent(t)
        size = h * (0.06 + 0.04 * rnd(seed, 770 + i)) * (1.2 - 0.45 * t)
        # each leaf hangs from the branch, turned a little every way
        ang = math.pi / 2 + (rnd(seed, 780 + i) - 0.5) * 1.6 + (0.5 if i % 2 else -0.5)
        tip = QPointF(pt.x() + size * 2.2 * math.cos(ang), pt.y() + size * 2.2 * math.sin(ang))
        side = QPointF(-math.sin(ang) * size * 0.6, math.cos(ang) * size * 0.6)
        mid = QPointF((pt.x() + tip.x()) / 2, (pt.y() + tip.y()) / 2)
        leaves.moveTo(pt)
        leaves.quadTo(mid + side, tip)
        leaves.quadTo(mid - side, pt)
        veins.moveTo(pt)
        veins.lineTo(mid - side * 0.3)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(leaves)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(alpha(lit, 90), max(0.6, h * 0.006)))
    p.drawPath(veins)
