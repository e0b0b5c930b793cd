"""A card's picture painted as a lit figure, not a flat silhouette.

The icon (`card_art.illustration_of`) is a one-colour mask.  Review round 8 judged the
faces a wireframe next to printed art: "every card is a flat silhouette pictogram".  So
the mask is painted as a small sculpture standing in the card's landscape:

* a glow of the scene's light behind it (the mask blurred, by shrinking and enlarging);
* a dark ink outline all round, so it reads on any sky at a tile's 25 px;
* its body in a material (bronze, silver, ivory, jade ...) chosen by the card's faction
  and name, shaded from the lit side to the far one;
* a bright edge on the side facing the sun and a dark one opposite (an emboss: the mask
  less itself shifted), which gives it volume;
* a soft shadow on the ground at its feet.

Everything is computed from the card alone: the same picture on every run.  The caller
(`card_scene`) caches the painted scene per card and size, so this runs once per face.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QRadialGradient,
    QTransform,
)

from altered_desktop import card_art
from altered_desktop.art_backdrop import alpha, mix, rnd


@attrs.frozen
class Material:
    """What a figure is made of: its lit colour, its body, its shade."""

    lit: str
    body: str
    shade: str


MATERIALS: dict[str, Material] = {
    "bronze": Material("#ffe0b0", "#c8843e", "#3e200c"),
    "gold": Material("#fff4c0", "#dca640", "#4a2e08"),
    "silver": Material("#ffffff", "#a8b8cc", "#263244"),
    "ivory": Material("#fffaf0", "#dccaa4", "#4a3a24"),
    "jade": Material("#efffe0", "#74b47e", "#143a26"),
    "rose": Material("#fff0f6", "#e096b4", "#4a1832"),
    "amethyst": Material("#f4eeff", "#a892dc", "#241a4a"),
    "ember": Material("#fff0c8", "#e8743c", "#3a100a"),
    "steel": Material("#eef6ff", "#7f95b0", "#1a2432"),
    "copper": Material("#ffe2cc", "#cf6a3c", "#3c140a"),
    "verdigris": Material("#e6fff6", "#5fae9e", "#10342e"),
    "marble": Material("#ffffff", "#d6d2cc", "#3a3642"),
    "lapis": Material("#e8f0ff", "#5a7ed6", "#141c48"),
    "crimson": Material("#fff0ea", "#d65e62", "#4a1420"),
    "sunstone": Material("#fff6d8", "#f0b44a", "#4a2a08"),
}
#: a faction's figures are of one of these (the name picks which): the first two, its
#: own, most often (the table reads as one family); the others so that two cards of
#: one faction are not one metal (review r17: Ordis' cards were all gold, bronze or
#: ivory on dusk skies, "a spreadsheet in costume")
FACTION_MATERIALS: dict[str | None, tuple[str, ...]] = {
    "AX": ("steel", "bronze", "copper", "silver", "verdigris", "sunstone"),
    "BR": ("gold", "ember", "crimson", "ivory", "steel", "copper"),
    "LY": ("ivory", "rose", "gold", "jade", "lapis", "marble"),
    "MU": ("bronze", "jade", "verdigris", "ivory", "gold", "copper"),
    "OR": ("gold", "marble", "lapis", "crimson", "bronze", "silver"),
    "YZ": ("silver", "amethyst", "lapis", "gold", "marble", "verdigris"),
    None: ("bronze", "silver", "steel", "marble", "copper", "jade"),
}
#: a figure of light glows in its faction's colour
GLOW_MATERIALS: dict[str | None, str] = {
    "AX": "bronze", "BR": "ember", "LY": "rose", "MU": "jade", "OR": "gold",
    "YZ": "amethyst", None: "silver",
}
#: the outline's ink
INK = QColor(14, 10, 16)


def material_of(faction: str | None, seed: int) -> Material:
    names = FACTION_MATERIALS.get(faction, FACTION_MATERIALS[None])
    # each alike: the faction's own two a third of the time, its family kept
    return MATERIALS[names[int(rnd(seed, 260) * len(names)) % len(names)]]


_ink: dict[str, tuple[float, float, float]] = {}


def ink_square(name: str) -> tuple[float, float, float]:
    """The square round icon `name`'s ink, as shares of the icon's side: (left, top,
    side).  Icons leave margins of their own, and a wide one (a pair of eyes, a
    sword lying down) fills only a band of its square: cut to this square, every
    figure fills the room it is given (review r12: "the art is tiny")."""
    if name not in _ink:
        n = 64
        mask = card_art.icon_pixmap(name, n, QColor("white"), 1.0)
        box = (0.0, 0.0, 1.0)
        if mask is not None:
            img = mask.toImage().convertToFormat(QImage.Format.Format_Alpha8)
            stride = img.bytesPerLine()
            bits = bytes(img.constBits())[:stride * img.height()]
            n = img.width()
            rows = [bits[y * stride:y * stride + n] for y in range(img.height())]
            ys = [y for y, row in enumerate(rows) if max(row) > 40]
            xs = [x for x in range(n) if any(row[x] > 40 for row in rows)]
            if xs and ys:
                side = max(xs[-1] - xs[0], ys[-1] - ys[0]) + 2
                cx, cy = (xs[0] + xs[-1] + 1) / 2, (ys[0] + ys[-1] + 1) / 2
                box = (cx / n - side / n / 2, cy / n - side / n / 2, min(1.0, side / n))
        _ink[name] = box
    return _ink[name]


def _mask_image(name: str, side: int, dpr: float) -> QImage | None:
    """Icon `name`'s mask `side` logical px square, its ink filling the square."""
    left, top, share = ink_square(name)
    full = max(1, round(side / share))
    white = card_art.icon_pixmap(name, full, QColor("white"), dpr)
    if white is None:
        return None
    img = white.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    # worked on in device pixels: an image keeping its ratio of 2 would be drawn at
    # half its size into the (ratio 1) picture built from it
    img.setDevicePixelRatio(1.0)
    px = max(1, round(side * dpr))
    out = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    q = QPainter(out)
    q.drawImage(QPointF(-left * img.width(), -top * img.height()), img)
    q.end()
    return out


def _tinted(mask: QImage, colour: QColor) -> QImage:
    out = QImage(mask)
    q = QPainter(out)
    q.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    q.fillRect(out.rect(), colour)
    q.end()
    return out


def _blurred(mask: QImage, pad: int, colour: QColor, shrink: int) -> QImage:
    """`mask` on a margin of `pad` px, in `colour`, blurred by shrinking it `shrink`
    times and enlarging it again (smooth scaling both ways: a cheap, soft blur)."""
    w, h = mask.width() + 2 * pad, mask.height() + 2 * pad
    big = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    big.fill(Qt.GlobalColor.transparent)
    q = QPainter(big)
    q.drawImage(pad, pad, _tinted(mask, colour))
    q.end()
    small = big.scaled(max(1, w // shrink), max(1, h // shrink),
                       Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation)
    return small.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio,
                        Qt.TransformationMode.SmoothTransformation)


def _edge(mask: QImage, dx: float, dy: float, colour: QColor) -> QImage:
    """The part of `mask` that `mask` moved by (dx, dy) leaves uncovered, in `colour`:
    the rim on the side opposite the move."""
    out = _tinted(mask, colour)
    q = QPainter(out)
    q.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationOut)
    q.drawImage(QPointF(dx, dy), mask)
    q.end()
    return out


def _form_shade(mask: QImage, dx: float, dy: float, colour: QColor) -> QImage:
    """The side of `mask` the light misses, soft-edged: the mask in `colour` less the
    mask blurred and moved by (dx, dy) toward the light (the turning of a round form
    into its shade, not a flat cut)."""
    out = _tinted(mask, colour)
    cover = _blurred(mask, 0, QColor("white"), max(2, mask.width() // 6))
    q = QPainter(out)
    q.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationOut)
    for _k in range(3):  # a thin limb's blur is faint: cut three times, it covers
        q.drawImage(QPointF(dx, dy), cover)
    q.end()
    return out


#: how deep a figure's form shadow is (its opacity) and how far the light's side
#: reaches into it (a share of the figure's width)
FORM_SHADE = 0.62
FORM_REACH = 0.2
#: the alpha of the sky's light along a figure's upper edges
SKY_RIM = 190
#: the opacity of the glow behind a figure standing in its scene (a Hero's: 0.7)
SCENE_HALO = 0.22
#: how much of its scene's light (sun side) and sky (far side) tints a figure standing
#: in it (alpha over its body)
SCENE_TINT = (60, 95)


def figure_image(name: str, side: int, dpr: float, material: Material, light: QColor,
                 sun_left: bool, treatment: str = "statue", mirror: bool = False,
                 dark: QColor | None = None,
                 sky: QColor | None = None) -> tuple[QImage, int] | None:
    """The figure `name` as a picture `side` logical px square plus a margin (for the
    glow and the outline) of the returned number of device px on every side: a lit
    sculpture in `material` ("statue"), a `dark` shape rimmed with light against the
    sun behind it ("silhouette"), or a figure of light ("glow"); turned the other way
    when `mirror`; a statue under a `sky` (when given) turns into a soft shade away
    from the sun and catches the sky's light along its upper edges."""
    mask = _mask_image(name, side, dpr)
    if mask is None:
        return None
    if mirror:
        mask = mask.flipped(Qt.Orientation.Horizontal)
    if treatment == "silhouette":
        return _silhouette(mask, light, dark or QColor(20, 16, 28), material)
    if treatment == "glow":
        return _glowing(mask, light, material)
    px = mask.width()
    ink_w = max(1.2, px * 0.024)
    pad = int(math.ceil(px * 0.16)) + 2
    out = QImage(px + 2 * pad, mask.height() + 2 * pad, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    q = QPainter(out)
    q.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    # a glow of the light behind it
    glow = QColor(light)
    glow.setAlpha(200)
    halo = _blurred(mask, pad, glow, max(2, px // 10))
    # a figure standing in its scene (under a `sky`) has only a breath of it: a full
    # halo cut it out of its picture like a sticker (round 19: "emblem-style art")
    q.setOpacity(0.7 if sky is None else SCENE_HALO)
    q.drawImage(0, 0, halo)
    q.setOpacity(1.0)
    # the ink outline: the mask drawn dark all round the body
    # the outline in a deep tone of the material, not black: drawn, not stencilled
    ink = _tinted(mask, QColor.fromRgb(*(round(a * 0.6 + b * 0.4) for a, b in zip(
        INK.getRgb()[:3], QColor(material.shade).getRgb()[:3], strict=True))))
    for k in range(8):
        a = math.tau * k / 8
        q.drawImage(QPointF(pad + ink_w * math.cos(a), pad + ink_w * math.sin(a)), ink)
    # the body, shaded from the sun's side to the far one
    body = QImage(mask)
    b = QPainter(body)
    b.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    x0, x1 = (0.0, float(px)) if sun_left else (float(px), 0.0)
    g = QLinearGradient(x0, 0, x1, mask.height())
    g.setColorAt(0, QColor(material.lit))
    g.setColorAt(0.45, QColor(material.body))
    g.setColorAt(1, QColor(material.body).darker(170))
    b.fillRect(body.rect(), g)
    b.end()
    q.drawImage(pad, pad, body)
    # its form turning away from the sun into a soft shade (review r18: "flat
    # pictograms"): lit from one side, not a stencil filled with a gradient
    if sky is not None:  # lit from one side under a sky (a Hero's light is all round)
        reach = px * FORM_REACH
        q.setOpacity(FORM_SHADE)
        q.drawImage(pad, pad, _form_shade(mask, -reach if sun_left else reach,
                                          -reach * 0.25, QColor(material.shade)))
        q.setOpacity(1.0)
    if sky is not None and SCENE_TINT:
        # the scene's own light on it (round 19: "emblem-style art": a metal of its
        # own, whatever the hour, read as a badge laid on the picture): its sun's
        # colour laid over the near side; the far side, in shade, multiplied by the
        # sky's colour (the shade takes the sky's hue and stays a shade: laid over
        # it, a pale sky washed the shade out)
        for colour, a, mode in (
                (light, SCENE_TINT[0], QPainter.CompositionMode.CompositionMode_SourceOver),
                (sky, SCENE_TINT[1], QPainter.CompositionMode.CompositionMode_Multiply)):
            tint = QImage(mask)
            t = QPainter(tint)
            t.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
            tg = QLinearGradient(x0, 0, x1, 0)
            near = mode == QPainter.CompositionMode.CompositionMode_SourceOver
            tg.setColorAt(0, alpha(colour, a if near else 0))
            tg.setColorAt(1, alpha(colour, 0 if near else a))
            t.fillRect(tint.rect(), tg)
            t.end()
            q.setCompositionMode(mode)
            q.drawImage(pad, pad, tint)
        q.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    # volume: a bright rim towards the sun, a dark one away from it
    step = max(1.0, px * 0.035)
    sx = -step if sun_left else step
    if sky is not None and SKY_RIM:  # the sky's light on its upper edges
        q.drawImage(pad, pad, _edge(mask, 0.0, step * 1.1, alpha(sky, SKY_RIM)))
    lit = QColor(material.lit)
    lit.setAlpha(235)
    q.drawImage(pad, pad, _edge(mask, -sx * 0.8, step * 0.8, lit))
    shade = QColor(material.shade)
    shade.setAlpha(170)
    q.drawImage(pad, pad, _edge(mask, sx * 1.2, -step * 1.2, shade))
    q.end()
    return out, pad


def figure_box(focus: QRectF, scale: float = 0.86, place: float = 0.5,
               foot: float | None = None) -> QRectF:
    """Where a figure `scale` of `focus`'s smaller side stands in `focus`: its centre
    `place` of the way across the room it leaves (0 left, 1 right); its feet on the
    ground at height `foot` when given (a small figure standing in its landscape),
    else centred from top to bottom."""
    side = min(focus.width(), focus.height()) * scale
    room = max(0.0, focus.width() - side)
    top = focus.center().y() - side / 2 if foot is None else foot - side
    return QRectF(focus.left() + room * min(1.0, max(0.0, place)), top, side, side)


def paint_figure(p: QPainter, focus: QRectF, name: str, *, seed: int, faction: str | None,
                 light: QColor, sun_x: float, scale: float = 0.86,
                 hero: bool = False, place: float = 0.5, treatment: str = "statue",
                 mirror: bool = False, dark: QColor | None = None,
                 foot: float | None = None, sky: QColor | None = None) -> None:
    """The figure of icon `name` (`figure_image`), standing in `focus` where
    `figure_box` puts it, its shadow on the ground under it; a Hero's is gold."""
    box = figure_box(focus, scale, place, foot)
    side = box.width()
    if side < 8:
        return
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    c = box.center()
    sun_left = sun_x < c.x()
    if sky is not None and treatment == "statue":
        # in its scene, under one sun: its own shape laid on the ground away from the
        # sun, and a dark contact where it stands (round 19: "emblem-style
        # placeholder art": a figure floating on a soft disc reads as a sticker)
        cast_shadow(p, name, box, sun_left=sun_left, mirror=mirror, dpr=dpr, seed=seed)
    else:
        _disc_shadow(p, box, sun_left)
    material = MATERIALS["gold"] if hero else (
        MATERIALS[GLOW_MATERIALS.get(faction, "silver")] if treatment == "glow"
        else material_of(faction, seed))
    made = figure_image(name, max(1, int(side)), dpr, material, light, sun_left,
                        treatment, mirror, dark, sky)
    if made is None:
        return
    img, pad = made
    w, h = img.width() / dpr, img.height() / dpr
    p.drawImage(QRectF(c.x() - w / 2, c.y() - h / 2, w, h), img, QRectF(img.rect()))


def _disc_shadow(p: QPainter, box: QRectF, sun_left: bool) -> None:
    """A soft flattened disc under a figure, nudged away from the sun (a Hero in its
    burst of light, a figure of light or against the sun: lit all round)."""
    side, c = box.width(), box.center()
    drop = -1.0 if not sun_left else 1.0
    at = QPointF(c.x() + drop * side * 0.08, c.y() + side * 0.44)
    _flat_shade(p, at, side * 0.42, 130, 0.2)


def _flat_shade(p: QPainter, at: QPointF, reach: float, alpha: int, squash: float) -> None:
    """A shade on the ground at `at`: black of `alpha` fading to nothing within `reach`,
    flattened to `squash` of its height (the ground seen at a slant)."""
    g = QRadialGradient(at, reach)
    g.setColorAt(0, QColor(0, 0, 0, alpha))
    g.setColorAt(1, QColor(0, 0, 0, 0))
    p.save()
    p.translate(at)
    p.scale(1.0, squash)
    p.translate(-at)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawEllipse(at, reach, reach)
    p.restore()


_feet: dict[tuple[str, int], float] = {}


def feet_share(name: str, side: int = 64) -> float:
    """How far down icon `name`'s square (cut to its ink, `_mask_image`) its lowest
    ink lies, 0..1: where the figure meets the ground."""
    key = (name, side)
    if key not in _feet:
        mask = _mask_image(name, side, 1.0)
        share = 1.0
        if mask is not None:
            img = mask.convertToFormat(QImage.Format.Format_Alpha8)
            stride = img.bytesPerLine()
            bits = bytes(img.constBits())[:stride * img.height()]
            w = img.width()
            for y in range(img.height() - 1, -1, -1):
                if max(bits[y * stride:y * stride + w]) > 60:
                    share = (y + 1) / img.height()
                    break
        _feet[key] = share
    return _feet[key]


#: a cast shadow's opacity, how flat it lies (its height over the figure's) and how far
#: it leans away from the sun (x per unit of height), the last varied per card
CAST_ALPHA = 0.6
CAST_FLAT = 0.26
CAST_LEAN = (0.7, 0.6)
#: the contact shadow's darkness where a figure stands (alpha)
CONTACT_ALPHA = 150


def cast_shadow(p: QPainter, name: str, box: QRectF, *, sun_left: bool, mirror: bool,
                dpr: float, seed: int = 0, strength: float = 1.0) -> None:
    """The shadow icon `name`, standing in `box`, casts on the ground: its own shape,
    soft, flattened and leaning away from the sun from its feet, and a small dark
    contact under them, so it stands on its ground rather than floats over it."""
    side = box.width()
    if side < 8:
        return
    mask = _mask_image(name, max(1, int(side)), dpr)
    if mask is None:
        return
    if mirror:
        mask = mask.flipped(Qt.Orientation.Horizontal)
    foot = box.top() + side * feet_share(name)
    pad = max(2, int(mask.width() * 0.06))
    soft = _blurred(mask, pad, QColor(6, 8, 14), max(2, mask.width() // 14))
    lean = (1.0 if sun_left else -1.0) * (CAST_LEAN[0] + CAST_LEAN[1] * rnd(seed, 270))
    # (x, y) at height h = foot - y above the feet lands at (x + lean h, foot - flat h)
    t = QTransform(1.0, 0.0, -lean, CAST_FLAT, lean * foot, (1 - CAST_FLAT) * foot)
    p.save()
    p.setTransform(t, True)
    p.setOpacity(CAST_ALPHA * strength)
    w, h = soft.width() / dpr, soft.height() / dpr
    p.drawImage(QRectF(box.center().x() - w / 2, box.center().y() - h / 2, w, h), soft,
                QRectF(soft.rect()))
    p.restore()
    # the contact: dark right under the feet, gone within a short reach
    _flat_shade(p, QPointF(box.center().x(), foot), side * 0.3,
                round(CONTACT_ALPHA * strength), 0.16)


#: how far a backlit figure's body keeps its material's colour against the sky's deep
#: tone (review r17: "a quarter of figures are dark silhouettes": a figure in shadow
#: is still a thing of its metal, only dimmer, never a hole cut in the sky)
BACKLIT_KEEP = 0.45


def _silhouette(mask: QImage, light: QColor, dark: QColor,
                material: Material | None = None) -> tuple[QImage, int]:
    """`mask` standing against a light behind it: a bright rim all round (the light
    spilling past its edges), a soft bloom, its body its material in shade (dimmed
    toward the sky's `dark`, lit from above), a lit band inside its edges."""
    px = mask.width()
    pad = int(math.ceil(px * 0.16)) + 2
    out = QImage(px + 2 * pad, mask.height() + 2 * pad, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    q = QPainter(out)
    q.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    bloom = QColor(light)
    bloom.setAlpha(230)
    q.setOpacity(0.85)
    q.drawImage(0, 0, _blurred(mask, pad, bloom, max(2, px // 8)))
    q.setOpacity(1.0)
    rim = _tinted(mask, QColor(255, 250, 235))
    w = max(1.0, px * 0.02)
    for k in range(8):
        a = math.tau * k / 8
        q.drawImage(QPointF(pad + w * math.cos(a), pad + w * math.sin(a)), rim)
    # the outline's ink inside the rim: the shape's edge drawn, as on a lit figure
    ink = _tinted(mask, QColor.fromRgb(*(round(a * 0.7 + b * 0.3) for a, b in zip(
        INK.getRgb()[:3], dark.getRgb()[:3], strict=True))))
    for k in range(8):
        a = math.tau * k / 8
        q.drawImage(QPointF(pad + w * 0.5 * math.cos(a), pad + w * 0.5 * math.sin(a)), ink)
    body = QImage(mask)
    b = QPainter(body)
    b.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    g = QLinearGradient(0, 0, 0, mask.height())
    if material is None:
        g.setColorAt(0, dark.lighter(130))
        g.setColorAt(1, dark)
    else:
        keep = BACKLIT_KEEP
        g.setColorAt(0, mix(QColor(material.lit), dark, 1 - keep))
        g.setColorAt(0.5, mix(QColor(material.body), dark, 1 - keep))
        g.setColorAt(1, mix(QColor(material.body), dark, 1 - keep * 0.7))
    b.fillRect(body.rect(), g)
    b.end()
    q.drawImage(pad, pad, body)
    # the light wrapping round its edges, inside the shape: a thin lit band all round
    inner = QColor(light)
    inner.setAlpha(150 if material is not None else 95)
    for dx, dy in ((w, 0.0), (-w, 0.0), (0.0, w), (0.0, -w)):
        q.drawImage(pad, pad, _edge(mask, dx, dy, inner))
    q.end()
    return out, pad


def _glowing(mask: QImage, light: QColor, material: Material) -> tuple[QImage, int]:
    """`mask` as a figure of light: a wide bloom in the material's colour, a white-hot
    core fading to it at the edges, no ink."""
    px = mask.width()
    pad = int(math.ceil(px * 0.22)) + 2
    out = QImage(px + 2 * pad, mask.height() + 2 * pad, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    q = QPainter(out)
    q.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    tone = QColor(material.body)
    bloom = QColor(tone)
    bloom.setAlpha(255)
    q.drawImage(0, 0, _blurred(mask, pad, bloom, max(3, px // 5)))
    q.drawImage(0, 0, _blurred(mask, pad, QColor(light), max(2, px // 14)))
    ink = _tinted(mask, QColor(material.shade))
    w = max(1.0, px * 0.02)
    q.setOpacity(0.7)
    for k in range(8):
        a = math.tau * k / 8
        q.drawImage(QPointF(pad + w * math.cos(a), pad + w * math.sin(a)), ink)
    q.setOpacity(1.0)
    body = QImage(mask)
    b = QPainter(body)
    b.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    g = QRadialGradient(QPointF(px / 2, mask.height() / 2), px * 0.6)
    g.setColorAt(0, QColor(255, 255, 255))
    g.setColorAt(0.6, QColor(material.lit))
    g.setColorAt(1, tone)
    b.fillRect(body.rect(), g)
    b.end()
    q.drawImage(pad, pad, body)
    q.end()
    return out, pad
