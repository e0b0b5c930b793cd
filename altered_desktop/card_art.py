"""Icons drawn on card faces and on the table: one per card name (its illustration,
chosen in the table `CARD_ICONS`), one per subtype and type (for cards the table does
not name), one per terrain, one per ability symbol.

The pictures are from the game-icons.net set (CC BY 3.0, by Lorc, Delapouite and the
other authors named in `assets/game-icons-ATTRIBUTION.md`), vendored by
`tools/vendor_icons.py`: only the icons named below and in `CARD_ICONS` are kept, each
as its SVG source and as a grey mask in PNG, which Qt reads without the SVG module (the
bundle leaves it out).  A mask is tinted at draw time, so one file serves every colour.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

ICON_DIR = Path(__file__).resolve().parent / "assets" / "game-icons"
#: card name -> its picture, chosen by tools/vendor_icons.py (a table to read and correct)
CARD_ICONS = Path(__file__).resolve().parent / "assets" / "card-icons.tsv"

#: a card's subtype -> its picture (the first subtype with one wins)
SUBTYPE_ICONS: dict[str, str] = {
    "adventurer": "backpack", "animal": "fox", "apprentice": "open-book",
    "artist": "palette", "boon": "sparkles", "bureaucrat": "quill-ink",
    "citizen": "person", "companion": "shaking-hands", "conjuration": "magic-portal",
    "construction": "stone-tower", "deity": "sun-priest", "disruption": "lightning-branches",
    "dragon": "dragon-head", "druid": "oak-leaf", "elemental": "crystal-growth",
    "engineer": "gear-hammer", "fairy": "fairy", "gear": "cog", "illusion": "drama-masks",
    "leviathan": "giant-squid", "mage": "wizard-staff", "maneuver": "crossed-swords",
    "merchant": "coins", "messenger": "envelope", "noble": "crown", "ore": "gems",
    "plant": "sprout", "robot": "robot-golem", "rogue": "rogue", "sap": "water-drop",
    "scholar": "scroll-unfurled", "scientist": "fizzing-flask", "site": "castle",
    "soldier": "crested-helmet", "song": "musical-notes", "spirit": "floating-ghost",
    "titan": "giant", "trainer": "whistle",
}
#: a card's type -> its picture, when no subtype has one
TYPE_ICONS: dict[str, str] = {
    "character": "person", "spell": "magic-swirl", "permanent": "stone-tower",
    "hero": "laurel-crown", "token": "swirl-ring", "landmark": "mountaintop",
}
#: ability symbols in card text ([J] when played, [H] from Hand, [R] from Reserve,
#: [T] exhaust me, [S]/[D] discard me from Reserve) -> their picture
SYMBOL_ICONS: dict[str, str] = {"J": "card-play", "H": "hand", "R": "card-pickup",
                                "T": "clockwise-rotation", "S": "card-discard",
                                "D": "card-discard"}
#: a status a card is in -> its sign, on tiles too narrow for the word
STATUS_ICONS: dict[str, str] = {"exhausted": "clockwise-rotation", "fleeting": "feather",
                                "asleep": "night-sleep", "anchored": "anchor"}
#: what each symbol means, for tooltips and the zoom's legend
SYMBOL_WORDS: dict[str, str] = {
    "J": "when played, from Hand or Reserve", "H": "when played from Hand",
    "R": "when played from Reserve", "T": "exhaust me", "S": "discard me from Reserve",
    "D": "discard me from Reserve",
}


def all_icon_names() -> list[str]:
    """Every icon the app draws: what `tools/vendor_icons.py` keeps."""
    from altered_desktop.art_cast import all_prop_icons
    from altered_desktop.home_screen import HOME_ICONS

    names = {*SUBTYPE_ICONS.values(), *TYPE_ICONS.values(),
             *SYMBOL_ICONS.values(), *STATUS_ICONS.values(), *HOME_ICONS,
             *card_icons().values(), *all_prop_icons()}
    return sorted(names)


_card_icons: dict[str, str] = {}


def card_icons() -> dict[str, str]:
    """Card name -> picture, from the table `CARD_ICONS` (read once)."""
    if not _card_icons and CARD_ICONS.exists():
        for line in CARD_ICONS.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                name, icon, *_why = line.split("\t")
                _card_icons[name] = icon
    return _card_icons


def illustration_of(card: dict[str, object]) -> str:
    """The icon that illustrates `card`: the one the table chose for its name (a
    picture per card), else its first subtype's, else its type's."""
    icon = card_icons().get(str(card.get("name") or ""))
    if icon:
        return icon
    for sub in card.get("subtypes") or []:  # type: ignore[attr-defined]
        name = SUBTYPE_ICONS.get(str(sub).lower())
        if name:
            return name
    return TYPE_ICONS.get(str(card.get("type") or ""), "magic-swirl")


_masks: dict[str, QImage | None] = {}
_tinted: dict[tuple[str, int, int, float], QPixmap] = {}


def _mask(name: str) -> QImage | None:
    if name not in _masks:
        img = QImage(str(ICON_DIR / f"{name}.png"))
        if not img.isNull() and not img.hasAlphaChannel():
            # a grey mask (tools/vendor_icons.py): its grey is the icon's coverage
            white = QImage(img.size(), QImage.Format.Format_ARGB32)
            white.fill(Qt.GlobalColor.white)
            white.setAlphaChannel(img.convertToFormat(QImage.Format.Format_Grayscale8))
            img = white
        _masks[name] = None if img.isNull() else img.convertToFormat(
            QImage.Format.Format_ARGB32_Premultiplied)
    return _masks[name]


def icon_pixmap(name: str, size: int, colour: QColor, dpr: float = 1.0) -> QPixmap | None:
    """Icon `name` as a `size` px square pixmap in `colour` (None if it is missing)."""
    key = (name, size, colour.rgba(), dpr)
    pm = _tinted.get(key)
    if pm is not None:
        return pm
    mask = _mask(name)
    if mask is None or size <= 0:
        return None
    px = max(1, round(size * dpr))
    img = mask.scaled(px, px, Qt.AspectRatioMode.KeepAspectRatio,
                      Qt.TransformationMode.SmoothTransformation)
    out = QImage(img.size(), QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.drawImage(0, 0, img)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    p.fillRect(out.rect(), colour)
    p.end()
    pm = QPixmap.fromImage(out)
    pm.setDevicePixelRatio(dpr)
    if len(_tinted) > 600:
        _tinted.clear()
    _tinted[key] = pm
    return pm


def draw_icon(p: QPainter, rect: QRectF, name: str, colour: QColor) -> bool:
    """Draw icon `name` centred in `rect` (a square of its smaller side) in `colour`;
    False when the icon is missing (the caller draws its own fallback)."""
    side = min(rect.width(), rect.height())
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    pm = icon_pixmap(name, max(1, int(side)), colour, dpr)
    if pm is None:
        return False
    logical = pm.width() / pm.devicePixelRatio()
    p.drawPixmap(QRectF(rect.center().x() - logical / 2, rect.center().y() - logical / 2,
                        logical, logical), pm, QRectF(pm.rect()))
    return True
