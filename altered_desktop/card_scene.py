"""A card's illustration, painted: its picture standing large in a place of its own;
cached per card and size.

No card art ships with the program, so each card gets a small painting made from its
facts, the same on every run and every machine (everything is drawn from `seed_of`,
a number fixed by the card's name):

* the setting and its hour (`art_settings`): a hall, a workshop, a skyline, a forest,
  a shore, a peak, ruins, the clouds, a cavern, the stars, a meadow or a battlefield,
  as the card's subtypes, type and strongest terrain suit it, at dawn, noon, night ...
  (review r12: "one landscape per faction with a single glyph, so Ordis Recruit, Ordis
  Cadets and Foundry Mechanic are the same blue city with a different icon");
* the composition (`art_composition`): on a big face, where the figure stands and how
  big, turned which way, how it is lit (a lit sculpture, a silhouette against a low sun
  or a full moon, a figure of light); on a table's small tile it stands centred and as
  tall as the picture (`_place`, `_scale`); in open land a landmark of the faction far
  off (`art_structures`);
* the picture (`card_art.illustration_of`, one per card name) as that figure
  (`art_figure`): outlined, in a metal of its faction, bright on the sun's side, its
  shadow on the ground; a Hero's in gold, in a burst of light;
* one soft light of the sun over figure and land, a canvas grain and a vignette.

Everything is QPainter paths and gradients; a scene is drawn once per card and size
into a pixmap and blitted afterwards (`paint_scene`).  `paint_landscape`, the older,
plainer landscape, paints the home screen's backdrop.
"""

from __future__ import annotations

import math
import zlib
from collections import OrderedDict
from typing import Any

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from altered_desktop import (
    art_backdrop,
    art_brush,
    art_cast,
    art_composition,
    art_figure,
    art_foreground,
    art_settings,
    art_structures,
    card_art,
)

Card = dict[str, Any]

#: terrains a faction's cards without statistics stand in (forest, mountain, water)
LANDS: dict[str | None, tuple[int, int, int]] = {
    "AX": (1, 3, 1), "BR": (1, 3, 0), "LY": (2, 1, 2), "MU": (4, 1, 1),
    "OR": (2, 2, 1), "YZ": (1, 2, 3), None: (1, 1, 1),
}


def clear_cache() -> None:
    """Forget every painted scene (tests; a change of the icon table)."""
    _cache.clear()
    _bytes[0] = 0


def seed_of(card: Card) -> int:
    """A number fixed by the card's name: the same painting every run."""
    return zlib.crc32(str(card.get("name") or "?").encode("utf-8"))


def land_of(card: Card) -> tuple[int, int, int]:
    stats = card.get("base_stats") or card.get("stats")
    if stats and len(stats) == 3:
        return int(stats[0]), int(stats[1]), int(stats[2])
    return LANDS.get(card.get("faction"), LANDS[None])


_cache: OrderedDict[tuple[Any, ...], QPixmap] = OrderedDict()
#: bytes of pixels the painted scenes may hold (a zoomed card at pixel ratio 2 is
#: half a megabyte, a table's tiles some 40 kB each)
_BUDGET = 32 << 20
_bytes = [0]


def scene_key(card: Card, icon: str | None = None) -> tuple[Any, ...]:
    """Everything a card's painting depends on (a Hero's has its burst of light; the
    tokens its text creates stand behind it, `art_cast`)."""
    return (card.get("name"), card.get("faction"), land_of(card),
            icon or card_art.illustration_of(card), card.get("type"),
            tuple(card.get("subtypes") or ()), card.get("text"), card.get("token"))


def paint_scene(p: QPainter, rect: QRectF, card: Card, *, focus: QRectF | None = None,
                radius: float = 0.0, icon: str | None = None, grey: bool = False) -> None:
    """Paint `card`'s illustration filling `rect`; its picture (`icon`, else the
    card's own) stands centred in `focus` (a part of `rect`: what gems and marks leave
    free), else in `rect`; in greys when `grey` (an exhausted card's: its colour
    drained, as a spent card reads across the table)."""
    if rect.width() < 4 or rect.height() < 4:
        return
    focus = rect if focus is None else focus.intersected(rect)
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    rel = QRectF(focus.left() - rect.left(), focus.top() - rect.top(), focus.width(),
                 focus.height())
    key = (*scene_key(card, icon), round(rect.width(), 1), round(rect.height(), 1),
           round(rel.left(), 1), round(rel.top(), 1), round(rel.width(), 1),
           round(rel.height(), 1), round(radius, 1), dpr, grey)
    pm = _cache.get(key)
    if pm is None:
        pm = QPixmap(max(1, math.ceil(rect.width() * dpr)), max(1, math.ceil(rect.height()
                                                                               * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        pp = QPainter(pm)
        pp.setRenderHint(QPainter.RenderHint.Antialiasing)
        pp.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        area = QRectF(0, 0, rect.width(), rect.height())
        if radius > 0:
            clip = QPainterPath()
            clip.addRoundedRect(area, radius, radius)
            pp.setClipPath(clip)
        _paint(pp, area, rel, card, icon or card_art.illustration_of(card))
        pp.end()
        if grey:
            pm = _greyed(pm)
        _cache[key] = pm
        _bytes[0] += pm.width() * pm.height() * 4
        while _bytes[0] > _BUDGET and len(_cache) > 1:
            _k, old = _cache.popitem(last=False)
            _bytes[0] -= old.width() * old.height() * 4
    else:
        _cache.move_to_end(key)
    p.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))


def _greyed(pm: QPixmap) -> QPixmap:
    """`pm` in greys, a little darker, its transparency (rounded corners) kept."""
    img = pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    grey = img.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32)
    q = QPainter(grey)
    q.fillRect(grey.rect(), QColor(24, 20, 18, GREY_VEIL))
    q.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    q.drawImage(0, 0, img)  # keep the scene's own alpha (its rounded corners)
    q.end()
    out = QPixmap.fromImage(grey)
    out.setDevicePixelRatio(pm.devicePixelRatio())
    return out


#: how dark a greyed scene is veiled (alpha of a near-black over its greys): only a
#: little, since the card's own veil darkens it again (`card_painter.veil_unpayable`);
#: at 178 a night scene under both read as a black hole, "a failed image" (review r19 #2)
GREY_VEIL = 40


def _paint(p: QPainter, r: QRectF, focus: QRectF, card: Card, icon: str) -> None:
    """The card's setting at its hour (`art_settings`) framed as its composition says
    (`art_composition`: the figure's place, size and light, the horizon, a landmark of
    its faction far off in open land), a Hero's burst of light, the figure
    (`art_figure`), then grain and vignette."""
    seed = seed_of(card)
    faction = card.get("faction")
    comp = art_composition.compose(card, seed)
    # a figure against a low sun stands before its disc on a big face, its metal in
    # shade (`art_figure`); on a table's tile, where the disc would fill the picture
    # (one pale disc behind card after card) and a shaded figure reads as a hole in
    # it (review r17: "a quarter of figures are dark silhouettes"), it stands lit and
    # the sun stays where its setting put it
    if comp.backlit and min(focus.width(), focus.height()) < BACKLIT_FOCUS:
        comp = attrs.evolve(comp, treatment=art_composition.STATUE)
    hero = card.get("type") == "hero"
    # who and what stands with the figure (`art_cast`): it makes room for them
    cast = art_cast.cast_of(card, seed, icon)
    scale, place, prop_right = art_cast.frame(cast, _scale(comp.scale, focus),
                                              _place(comp.place, focus), focus)
    if cast.prop is not None and _scenic(focus) >= 0.5:
        # on a table's tile the pair stands right of the gems, the figure left of
        # the middle and its prop at its right, where no gem covers it (review r18:
        # on a narrow tile a prop at the figure's left stood under the cost gems),
        # in front of the near ground's thing at the picture's right edge
        place, prop_right = SCENE_PROP_PLACE, True
    foot = _foot(focus, scale)
    box = art_figure.figure_box(focus, scale, place, foot)

    def behind(bp: QPainter, c: QPointF, light: QColor) -> None:
        if hero:
            art_backdrop.sunburst(bp, r, c, max(r.width(), r.height()) * 0.8, light)

    # the setting (`art_settings`): a place of the card's kind at its hour, the
    # horizon within what the face leaves visible (`focus`), not under the pills
    setting = art_settings.setting_of(card, seed)
    pal = art_settings.palette_of(card, seed, setting)
    accent = QColor(art_structures.ACCENTS.get(faction, art_structures.ACCENTS[None]))
    # on a small tile the horizon rises a little: ground shows between it and the
    # figure's feet
    horizon = focus.top() + focus.height() * (comp.horizon - SCENE_HORIZON_RISE
                                              * _scenic(focus))
    # the setting is laid out in what shows (down to the figure's space's foot); below
    # it, under a tile's statistics, its ground runs on
    frame = QRectF(r.left(), r.top(), r.width(),
                   min(r.height(), max(focus.bottom(), box.bottom()) - r.top() + 2))
    # a big picture's far land lies a little out of focus (`far_blur`): the setting is
    # painted into a layer of its own, softened away from the figure's ground, then the
    # figure and what stands with it are painted sharp over it (round 20, Look: "flat
    # placeholder icons": depth, a subject in focus before its distance)
    soft = far_blur(focus)
    layer = _FarLayer(p, r) if soft > 0 else None
    bp = layer.painter if layer is not None else p
    if frame.bottom() < r.bottom():
        bp.fillRect(QRectF(r.left(), frame.bottom() - 1, r.width(),
                          r.bottom() - frame.bottom() + 1),
                   art_backdrop.mix(QColor(pal.land), QColor("#000000"), 0.55))
    scene = art_settings.paint_setting(bp, frame, setting=setting, pal=pal, seed=seed,
                                       stand=box, horizon=horizon, accent=accent)
    if comp.landmark and setting in OPEN_LAND:
        # the faction's landmark far off, on the side away from the figure
        right = box.center().x() < r.center().x() or (
            abs(box.center().x() - r.center().x()) < r.width() * 0.1 and seed % 2 == 0)
        x = r.left() + r.width() * ((0.8 + 0.1 * art_backdrop.rnd(seed, 39)) if right
                                    else (0.1 + 0.1 * art_backdrop.rnd(seed, 39)))
        base = min(scene.ground, frame.bottom())
        art_structures.paint_landmark(
            bp, r, faction=faction, kind=comp.landmark_kind, x=x, base=base,
            height=frame.height() * (0.22 + 0.1 * art_backdrop.rnd(seed, 40)),
            body=art_backdrop.mix(QColor(pal.middle), QColor("#241f30"), 0.55),
            lit=art_backdrop.mix(QColor(pal.low), scene.light, 0.4), light=scene.light,
            night=pal.night, seed=seed, sun_x=scene.sun.x())
    # the air over the far land, then the brush's marks over sky and ground (review
    # r18: "flat pictograms"): a painting, not a diagram; the figure stays crisp
    _top, sky_mid, sky_low, _light, _land = art_settings.colours(pal, seed)  # as painted
    # a Hero stands in its burst of light, lit all round: no air dims its land, no one
    # side of it falls into shade (and the Heroes' gold keeps their lands apart)
    sky = None if hero else art_backdrop.mix(sky_mid, scene.light, 0.5)
    if not hero:
        art_brush.paint_air(bp, frame, horizon, sky_low, indoors=setting in INDOORS)
    art_brush.paint_brushwork(bp, frame, seed, max(0.6, min(1.2, r.width() / 160)))
    behind(bp, box.center(), scene.light)
    if comp.backlit:  # against a low sun (or a full moon) right behind it
        sun = art_settings.backlight(bp, r, box, pal, seed)
        scene = art_backdrop.Scene(light=scene.light, sun=sun, ground=scene.ground)
    if layer is not None:
        layer.lay(soft, horizon, max(horizon + 1.0, min(box.bottom(), frame.bottom())))
    # a backlit figure is the sky's own deep colour, not black: it belongs to its scene
    dark = art_backdrop.deepened(QColor(pal.top), 0.55, 1.3)
    if _scenic(focus) >= 0.5:  # the ground it stands on
        art_foreground.paint_ground(p, box, box.bottom(), ground=QColor(pal.land),
                                    light=scene.light, sun_x=scene.sun.x())
    near = _scenic(focus) >= 0.5 and setting not in INDOORS

    def near_ground() -> None:
        # a small figure in its landscape: the near ground frames it from the right
        art_foreground.paint_foreground(
            p, frame, box, box.bottom(), on_left=False,
            terrain=art_foreground.terrain_of(land_of(card), seed),
            ground=QColor(pal.land), light=scene.light, sun_x=scene.sun.x(), seed=seed)

    if near and cast.prop is not None:
        near_ground()  # behind the prop standing at the figure's right: both seen
    art_cast.paint_cast(p, r, focus, box, cast, right=prop_right, horizon=horizon,
                        haze=art_backdrop.mix(dark, QColor(pal.middle), 0.35),
                        light=scene.light, sun_x=scene.sun.x(), faction=faction, seed=seed,
                        sky=sky)
    if comp.treatment == art_composition.GLOW:
        _sparks(p, box, seed, scene.light)
    art_figure.paint_figure(p, focus, icon, seed=seed, faction=faction, light=scene.light,
                            sun_x=scene.sun.x(), hero=hero, scale=scale,
                            place=place, treatment=comp.treatment,
                            mirror=comp.mirror, dark=dark, foot=foot,
                            sky=sky)
    if near and cast.prop is None:
        near_ground()
    if not hero:
        _side_light(p, r, scene.sun)
    _grade(p, r, scene.sun, scene.light)
    art_backdrop.finish(p, r)


#: the least and the full figure space (its smaller side, px) of a picture whose far
#: land lies out of focus, and how soft it is at full (px of blur): a table's tile at
#: 1366 (66 px) stays sharp all through, a zoomed face's distance is soft
FAR_BLUR = (90.0, 210.0, 2.2)


def far_blur(focus: QRectF) -> float:
    """How soft (px) the far land of a picture with figure space `focus` is painted."""
    least, full, most = FAR_BLUR
    m = min(focus.width(), focus.height())
    return most * min(1.0, max(0.0, (m - least) / (full - least)))


class _FarLayer:
    """The far part of a picture painted apart (its `painter`), then laid on the
    picture's painter softened (`lay`)."""

    def __init__(self, p: QPainter, r: QRectF) -> None:
        dev = p.device()
        self.dpr = dev.devicePixelRatioF() if dev is not None else 1.0
        self.p, self.r = p, r
        self.image = QImage(max(1, math.ceil(r.width() * self.dpr)),
                            max(1, math.ceil(r.height() * self.dpr)),
                            QImage.Format.Format_ARGB32_Premultiplied)
        self.image.fill(Qt.GlobalColor.transparent)
        self.image.setDevicePixelRatio(self.dpr)
        self.painter = QPainter(self.image)
        self.painter.setRenderHints(p.renderHints())
        self.painter.translate(-r.left(), -r.top())

    def lay(self, soft: float, far: float, near: float) -> None:
        """Lay the layer on the picture: softened by `soft` px down to the height
        `far`, sharp again from `near` down (the figure's ground, in focus)."""
        self.painter.end()
        sharp = self.image
        sharp.setDevicePixelRatio(1.0)  # worked on in device pixels
        w, h = sharp.width(), sharp.height()
        shrink = 1.0 + soft * self.dpr
        blurred = sharp.scaled(max(1, round(w / shrink)), max(1, round(h / shrink)),
                               Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation).scaled(
            w, h, Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation)
        blurred.setDevicePixelRatio(1.0)
        # the two mixed by the height: blurred * (1 - m) + sharp * m, m going from 0 at
        # `far` to 1 at `near`
        fade = QLinearGradient(QPointF(0, (far - self.r.top()) * self.dpr),
                               QPointF(0, (near - self.r.top()) * self.dpr))
        fade.setColorAt(0, QColor(0, 0, 0, 255))
        fade.setColorAt(1, QColor(0, 0, 0, 0))
        q = QPainter(blurred)
        q.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
        q.fillRect(blurred.rect(), fade)
        q.end()
        fade.setColorAt(0, QColor(0, 0, 0, 0))
        fade.setColorAt(1, QColor(0, 0, 0, 255))
        q = QPainter(sharp)
        q.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
        q.fillRect(sharp.rect(), fade)
        q.setCompositionMode(QPainter.CompositionMode.CompositionMode_Plus)
        q.drawImage(0, 0, blurred)
        q.end()
        sharp.setDevicePixelRatio(self.dpr)
        self.p.drawImage(self.r.topLeft(), sharp)


#: how dark the side of a picture away from its sun falls (alpha of a near-black)
SIDE_SHADE = 70


def _side_light(p: QPainter, r: QRectF, sun: QPointF) -> None:
    """The light from one side: the picture darkening toward the edge away from its
    sun, figure and land alike (one light falls on the whole scene)."""
    near = min(max(sun.x(), r.left()), r.right())
    far = r.right() if near - r.left() < r.right() - near else r.left()
    g = QLinearGradient(QPointF(near, 0), QPointF(far, 0))
    g.setColorAt(0, QColor(255, 250, 240, SIDE_SHADE))
    g.setColorAt(0.45, QColor(128, 128, 128, 0))
    g.setColorAt(1, QColor(0, 0, 10, SIDE_SHADE))
    p.save()
    # soft light: the near side brighter, the far one darker, each card's colours kept
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SoftLight)
    p.fillRect(r, g)
    p.restore()


def _grade(p: QPainter, r: QRectF, sun: QPointF, light: QColor) -> None:
    """One light over figure and land alike (a soft-light wash of the sun's colour,
    strongest near it): the figure belongs to its scene instead of lying on it."""
    g = QRadialGradient(sun, max(r.width(), r.height()) * 1.1)
    g.setColorAt(0, art_backdrop.alpha(light, 70))
    g.setColorAt(0.6, art_backdrop.alpha(light, 0))
    p.save()
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SoftLight)
    p.fillRect(r, g)
    p.restore()


#: the least side (px) of a figure's space where it may stand before a low sun's disc
BACKLIT_FOCUS = 140.0

#: settings under a roof: no tree, rock or reeds in front of their figure
INDOORS = {"hall", "workshop"}

#: settings open to the horizon, where a faction's landmark may stand far off
OPEN_LAND = {"meadow", "shore", "peaks", "ruins"}


#: a figure's space below this height (px) is too small for a wide view: the figure
#: grows toward the whole space, so a table's tile still tells its picture
SMALL_FOCUS = 64.0


def _small(focus: QRectF) -> float:
    """How small `focus` is: 0 for a zoomed face's picture .. 1 for a table's tile."""
    return min(1.0, max(0.0, (SMALL_FOCUS - min(focus.width(), focus.height()))
                        / (SMALL_FOCUS * 0.5)))


#: the figure's size in the smallest pictures (a hand's or a Reserve's thumbnail), as
#: a share of their height (review r12: "on the board the frames and pills are loud
#: while the art is tiny")
SMALL_SCALE = 1.0


def _scale(scale: float, focus: QRectF) -> float:
    """The composition's `scale`, grown toward `SMALL_SCALE` as `focus` gets small, or
    brought to `SCENE_SCALE` on a table's tile (`_scenic`), larger there as the
    composition is a closer view (`SCENE_SCALE_SPREAD`)."""
    grown = scale + (max(scale, SMALL_SCALE) - scale) * _small(focus)
    close = min(1.0, max(0.0, (scale - CLOSE_SCALES[0]) / (CLOSE_SCALES[1] - CLOSE_SCALES[0])))
    scenic = SCENE_SCALE + SCENE_SCALE_SPREAD * close
    return grown + (scenic - grown) * _scenic(focus)


def _place(place: float, focus: QRectF) -> float:
    """The composition's `place`, drawn to the middle as `focus` gets small: on a
    table's tile the subject stands near the centre, not lost at one side; on a scenic
    one a little left of it, clear of the cost gems at the tile's left edge, the near
    ground's tree, rock or reeds at its right edge (`art_foreground`)."""
    centred = place + (0.5 - place) * _small(focus)
    return centred + (SCENE_PLACE[0] + SCENE_PLACE[1] * place - centred) * _scenic(focus)


#: a table tile's figure space (its smaller side, px: 66 at 1366, 99-140 at 1920) is
#: painted as a small scene; smaller spaces (thumbnails) keep their figure large,
#: bigger ones (a zoomed face) have their own wide composition
SCENE_SPACE = (46.0, 58.0, 150.0, 190.0)  # from nothing, full, full, to nothing
#: a scenic tile's figure as a share of its space's smaller side: about half the seen
#: picture's height.  It was as tall as the picture (`SMALL_SCALE`, review r12: "the art
#: is tiny"), and a figure filling its picture read as an icon (review r17: "the
#: picture on each card is an icon ..., not Altered's art"); now it stands on its
#: ground, its landscape round it and the near ground in front (`art_foreground`)
SCENE_SCALE = 0.46
#: ... and up to this much more as its composition is a close view (its `scale` from the
#: first to the second of `CLOSE_SCALES`): figures near and far along a row of tiles,
#: not one size stamped on each (round 19: "emblem-style placeholder art")
SCENE_SCALE_SPREAD = 0.16
CLOSE_SCALES = (0.62, 0.92)
#: where a scenic tile's figure stands across its space: from the first to the first
#: plus the second as the composition's place goes from left to right
SCENE_PLACE = (0.38, 0.16)
#: ... and where it stands with a prop at its right (`art_cast`)
SCENE_PROP_PLACE = 0.62
#: where a scenic tile's figure has its feet, as a share of its space's height down
#: from its top (the space reaches behind the statistics' pills; the seen picture ends
#: at 0.8): on the ground just above the pills, its shadow showing
SCENE_FOOT = 0.7
#: how much a scenic tile's horizon rises (share of its space's height): ground shows
#: between it and the figure's feet
SCENE_HORIZON_RISE = 0.12


def _scenic(focus: QRectF) -> float:
    """How far a picture with figure space `focus` is painted as a small scene: 1 on a
    table's tile, 0 on a thumbnail or a zoomed face (`SCENE_SPACE`)."""
    m = min(focus.width(), focus.height())
    a, b, c, d = SCENE_SPACE
    if m <= a or m >= d:
        return 0.0
    return min(1.0, (m - a) / (b - a), (d - m) / (d - c))


def _foot(focus: QRectF, scale: float) -> float | None:
    """Where a scenic tile's figure has its feet (None elsewhere: its figure stands
    centred in its space): from the centred figure's foot toward `SCENE_FOOT`."""
    scenic = _scenic(focus)
    if scenic <= 0:
        return None
    centred = focus.center().y() + min(focus.width(), focus.height()) * scale / 2
    return centred + (focus.top() + focus.height() * SCENE_FOOT - centred) * scenic


def _sparks(p: QPainter, box: QRectF, seed: int, light: QColor) -> None:
    """Motes of light swirling round a figure of light."""
    c = box.center()
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(9):
        a = math.tau * art_backdrop.rnd(seed, 1300 + k)
        d = box.width() * (0.45 + 0.3 * art_backdrop.rnd(seed, 1320 + k))
        s = max(0.7, box.width() * (0.015 + 0.02 * art_backdrop.rnd(seed, 1340 + k)))
        pt = QPointF(c.x() + d * math.cos(a), c.y() + d * 0.8 * math.sin(a))
        g = QRadialGradient(pt, s * 3)
        g.setColorAt(0, QColor(255, 255, 255, 235))
        g.setColorAt(0.3, art_backdrop.alpha(light, 150))
        g.setColorAt(1, art_backdrop.alpha(light, 0))
        p.setBrush(g)
        p.drawEllipse(pt, s * 3, s * 3)
    p.restore()


def paint_landscape(p: QPainter, r: QRectF, *, seed: int, top: QColor, low: QColor,
                    light: QColor, land: tuple[int, int, int], sun_x: float,
                    sun_y: float | None = None, sun_r: float | None = None,
                    night: bool = False, before_land: Any = None, detail: int = 1,
                    glints: bool = True) -> None:
    """A sky from `top` to `low` at the horizon, a halo of `light` at (`sun_x`,
    `sun_y`), then the land: ridges for mountain, a wooded hill for forest and a lake
    for water, each as big as `land` (forest, mountain, water) says."""
    w, h = r.width(), r.height()
    forest, mountain, water = land
    horizon = r.top() + h * (0.62 + 0.06 * art_backdrop.rnd(seed, 3))
    g = QLinearGradient(r.topLeft(), QPointF(r.left(), horizon))
    g.setColorAt(0, top)
    g.setColorAt(1, low)
    p.fillRect(r, g)
    sun_y = r.top() + h * 0.4 if sun_y is None else sun_y
    sun_r = min(w, h) * 0.5 if sun_r is None else sun_r
    halo = QRadialGradient(QPointF(sun_x, sun_y), sun_r * 1.6)
    for at, alpha in ((0.0, 170 if night else 230), (0.35, 60 if night else 90), (1.0, 0)):
        c = QColor(light)
        c.setAlpha(alpha)
        halo.setColorAt(at, c)
    reach = sun_r * 1.6  # the halo is transparent beyond: fill only its square
    p.fillRect(r.intersected(QRectF(sun_x - reach, sun_y - reach, 2 * reach, 2 * reach)), halo)
    if night:
        _stars(p, r, horizon, seed)
    if before_land is not None:
        before_land()
    far = art_backdrop.mix(low, top, 0.45)
    wide = detail  # a big painting has more, smaller peaks
    _ridge(p, r, horizon, h * (0.16 + 0.05 * min(mountain, 5)) / wide ** 0.5,
           (1 + min(mountain, 5)) * wide, seed, 10, far)
    if mountain >= 3:  # a nearer, darker range in front
        _ridge(p, r, horizon + h * 0.03, h * 0.1 / wide ** 0.5, (2 + mountain // 2) * wide,
               seed, 40, art_backdrop.mix(far, QColor("#101418"), 0.35))
    hill = art_backdrop.mix(art_backdrop.mix(low, QColor("#1c2a1c"), 0.6), top, 0.15)
    _hill(p, r, horizon + h * 0.05, seed, hill, forest, detail)
    if water:
        _lake(p, r, min(water, 5), seed, top, low, light, glints)


def _stars(p: QPainter, r: QRectF, horizon: float, seed: int) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(int(r.width() * r.height() / 900) + 6):
        x = r.left() + art_backdrop.rnd(seed, 100 + k) * r.width()
        y = r.top() + art_backdrop.rnd(seed, 300 + k) * (horizon - r.top())
        s = 0.6 + art_backdrop.rnd(seed, 500 + k) * 1.1
        p.setBrush(QColor(255, 255, 255, 120 + int(art_backdrop.rnd(seed, 700 + k) * 120)))
        p.drawEllipse(QPointF(x, y), s, s)


def _ridge(p: QPainter, r: QRectF, base: float, height: float, peaks: int, seed: int,
           k: int, colour: QColor) -> None:
    path = QPainterPath(QPointF(r.left(), r.bottom()))
    path.lineTo(r.left(), base - height * 0.3)
    n = peaks * 2
    for i in range(n + 1):
        x = r.left() + r.width() * i / n
        up = i % 2 == 1
        jitter = art_backdrop.rnd(seed, k + i)
        y = base - (height * (0.6 + 0.4 * jitter) if up else height * 0.15 * jitter)
        path.lineTo(x, y)
    path.lineTo(r.right(), r.bottom())
    path.closeSubpath()
    g = QLinearGradient(QPointF(0, base - height), QPointF(0, base + height * 0.4))
    g.setColorAt(0, colour.lighter(112))
    g.setColorAt(1, colour.darker(115))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawPath(path)
    # snow on the highest peaks
    if height > 10:
        p.setBrush(QColor(255, 255, 255, 90))
        caps = QPainterPath()
        for i in range(1, n + 1, 2):
            x = r.left() + r.width() * i / n
            y = base - height * (0.6 + 0.4 * art_backdrop.rnd(seed, k + i))
            s = height * 0.14
            caps.moveTo(x, y)
            caps.lineTo(x - s, y + s * 0.9)
            caps.lineTo(x + s, y + s * 0.9)
            caps.closeSubpath()
        p.drawPath(caps)


def _hill(p: QPainter, r: QRectF, top: float, seed: int, colour: QColor,
          forest: int, detail: int = 1) -> None:
    w, depth = r.width(), r.bottom() - top
    # the hill's crest: a cubic from the left edge to the right one
    pts = (QPointF(r.left(), top + depth * 0.25), QPointF(r.left() + w * 0.3, top - depth * 0.15),
           QPointF(r.left() + w * 0.6, top + depth * 0.35), QPointF(r.right(), top + depth * 0.05))
    path = QPainterPath(QPointF(r.left(), r.bottom()))
    path.lineTo(pts[0])
    path.cubicTo(pts[1], pts[2], pts[3])
    path.lineTo(r.right(), r.bottom())
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path)
    # pines along the crest, as many as the Forest power asks, in one path
    trees = min(forest, 6) * 3 * detail
    if not trees:
        return
    crest = [_cubic(pts, i / 12) for i in range(13)]
    th = depth * 0.55 / detail
    wood = QPainterPath()
    for i in range(trees):
        t = (i + 0.5 + (art_backdrop.rnd(seed, 40 + i) - 0.5) * 0.6) / trees
        x = r.left() + w * t
        y = _crest_y(crest, x)
        s = th * (0.55 + 0.45 * art_backdrop.rnd(seed, 60 + i))
        wood.moveTo(x, y - s)
        wood.lineTo(x - s * 0.28, y + 1)
        wood.lineTo(x + s * 0.28, y + 1)
        wood.closeSubpath()
    p.setBrush(colour.darker(130))
    p.drawPath(wood)


def _cubic(pts: tuple[QPointF, ...], t: float) -> tuple[float, float]:
    u = 1 - t
    a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
    return (a * pts[0].x() + b * pts[1].x() + c * pts[2].x() + d * pts[3].x(),
            a * pts[0].y() + b * pts[1].y() + c * pts[2].y() + d * pts[3].y())


def _crest_y(crest: list[tuple[float, float]], x: float) -> float:
    """The crest's height at `x`, between the two samples around it."""
    for (x0, y0), (x1, y1) in zip(crest, crest[1:], strict=False):
        if x0 <= x <= x1:
            return y0 + (y1 - y0) * ((x - x0) / (x1 - x0) if x1 > x0 else 0.0)
    return crest[-1][1] if x > crest[-1][0] else crest[0][1]


def _lake(p: QPainter, r: QRectF, water: int, seed: int, top: QColor, low: QColor,
          light: QColor, glints: bool = True) -> None:
    h = r.height() * (0.08 + 0.045 * water)
    band = QRectF(r.left(), r.bottom() - h, r.width(), h)
    g = QLinearGradient(band.topLeft(), band.bottomLeft())
    g.setColorAt(0, art_backdrop.mix(art_backdrop.mix(low, QColor("#4a90c0"), 0.5),
                                     QColor("#0d1a2a"), 0.25))
    g.setColorAt(1, art_backdrop.mix(top, QColor("#1d3f66"), 0.5))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    shore = QPainterPath(QPointF(band.left(), band.bottom()))
    shore.lineTo(band.left(), band.top() + h * 0.25)
    shore.quadTo(band.center().x(), band.top() - h * 0.25, band.right(), band.top() + h * 0.2)
    shore.lineTo(band.right(), band.bottom())
    shore.closeSubpath()
    p.drawPath(shore)
    if not glints:
        return
    glint = QColor(light)
    glint.setAlpha(110)
    p.setPen(QPen(glint, min(2.0, max(0.8, h * 0.06))))
    for k in range(3 + water):
        y = band.top() + h * (0.35 + 0.6 * art_backdrop.rnd(seed, 80 + k))
        x = band.left() + band.width() * art_backdrop.rnd(seed, 90 + k)
        ln = band.width() * (0.06 + 0.1 * art_backdrop.rnd(seed, 95 + k))
        p.drawLine(QPointF(x, y), QPointF(x + ln, y))
