"""Colours and fonts of the table, in one place so the painters stay consistent.

The palette aims at a physical card table: dark green felt, warm wood rails, parchment
card faces tinted by faction.  No card art is used; every visual is drawn by the project.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QFileDialog

# Faction colours (the engine's faction codes -> the colour a player recognises).
FACTION_COLOURS: dict[str | None, QColor] = {
    "AX": QColor("#8a5a32"),  # Axiom brown
    "BR": QColor("#b3312c"),  # Bravos red
    "LY": QColor("#d0628f"),  # Lyra pink
    "MU": QColor("#4f8a3a"),  # Muna green
    "OR": QColor("#2f63a8"),  # Ordis blue
    "YZ": QColor("#7a4aa8"),  # Yzmir purple
    None: QColor("#6d6d6d"),  # neutral / tokens
}

FACTION_NAMES: dict[str | None, str] = {
    "AX": "Axiom", "BR": "Bravos", "LY": "Lyra", "MU": "Muna", "OR": "Ordis", "YZ": "Yzmir",
    None: "Neutral",
}

# Terrain colours and the one-letter symbols used on stat pips.
TERRAIN_COLOURS: dict[str, QColor] = {
    # dark enough for white numbers and letters on them (contrast 4.5:1, tests/gui)
    "forest": QColor("#357a31"),
    "mountain": QColor("#8f5e34"),
    "water": QColor("#2874a8"),
}
TERRAIN_LETTERS: dict[str, str] = {"forest": "F", "mountain": "M", "water": "W"}
TERRAINS: tuple[str, str, str] = ("forest", "mountain", "water")

FELT = QColor("#1d4a36")
FELT_LIGHT = QColor("#21523c")  # the felt's lit centre: the lightest ground text sits on
FELT_DARK = QColor("#10281d")
#: the side column's rail: smoked wood, a deep green-grey that sits with the felt
#: (review r18: "the brown wood sidebar next to the green felt is a slightly uneasy
#: pairing"; it was walnut, #5a3a22)
WOOD = QColor("#2c3631")
WOOD_LIGHT = QColor("#46524a")
#: the teaching log's dock and drawer, of the rail's wood (round 19: the log at the left
#: stayed walnut brown while the rail had turned green-grey): its body, its list's
#: ground, its title bar and its edges, all of `WOOD`'s hue, darker where text sits
DOCK_FILL = QColor("#1a221e")
DOCK_FIELD = QColor("#202a25")
DOCK_TITLE = WOOD
DOCK_EDGE = WOOD_LIGHT
ZONE_FILL = QColor(0, 0, 0, 34)  # a base row's zone: a tint of the felt
EXPEDITION_FILL = QColor(0, 0, 0, 80)  # an Expedition: the darker band, the main content
ZONE_RULE = QColor(233, 223, 199, 52)  # the light rule that marks a zone on the felt
#: the side column's boxes (tracker, Limbo, "Just now", the recap, the prompt, the
#: plays): one dark ground and one old-gold edge; the ground a shade of the rail's
#: wood (it was a brown over the green-grey rail: two materials side by side)
SIDE_FILL, SIDE_EDGE = QColor(14, 19, 17, 215), QColor("#c9a650")
ZONE_LINE = QColor(255, 255, 255, 40)
LABEL = QColor("#e9dfc7")
LABEL_DIM = QColor("#d6ccb2")  # secondary text: dimmer than LABEL, still 4.5:1 on felt
GOLD = QColor("#e2b54a")
HIGHLIGHT = QColor("#ffd84a")
SELECTED = QColor("#54e08a")
PLAYABLE = QColor("#3fd2ff")  # bright cyan: MTG Arena's playable outline, not the felt's teal
#: a card a decision may pick (a legal target): a warm, neutral gold (review r6 #9: red
#: brackets read as danger on one's own cards), told from a boosted statistic's gold
#: ring by its halo round the whole card and the choice's number on it
#: (card_painter.paint_choice_number)
TARGET = QColor("#ffd54a")
LOG_FOCUS = QColor("#ff7ad9")
PARCHMENT = QColor("#f3ead3")
INK = QColor("#2a2118")
CARD_BACK = QColor("#243b6b")
CARD_BACK_TRIM = QColor("#c9a650")

# Player colours for expedition markers: the bottom player and the top player.
PLAYER_COLOURS: tuple[QColor, QColor] = (QColor("#f0c75e"), QColor("#86d0ff"))


def player_colour(index: int | None) -> QColor:
    """The colour of player `index` (first: gold, second: blue) wherever they sit: names,
    Expedition titles and markers keep it when the hotseat table turns round."""
    return PLAYER_COLOURS[1 if index == 1 else 0]

PHASES: tuple[str, ...] = ("Morning", "Noon", "Afternoon", "Dusk", "Night")

CARD_RATIO = 1.4  # height / width of a card

#: file dialogs drawn by Qt, so they wear the dark theme (the platform's own dialog
#: would be a white window over the table)
FILE_DIALOG_OPTIONS = QFileDialog.Option.DontUseNativeDialog


def luminance(c: QColor) -> float:
    """Relative luminance (WCAG 2): the brightness the contrast ratio compares."""
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def over(fg: QColor, bg: QColor) -> QColor:
    """`fg` as it shows painted over the opaque `bg` (its alpha blended in)."""
    a = fg.alphaF()
    return QColor.fromRgbF(fg.redF() * a + bg.redF() * (1 - a),
                           fg.greenF() * a + bg.greenF() * (1 - a),
                           fg.blueF() * a + bg.blueF() * (1 - a))


def contrast(fg: QColor, bg: QColor) -> float:
    """WCAG contrast ratio of text `fg` on opaque `bg` (1 to 21; AA asks 4.5 for text)."""
    hi, lo = sorted((luminance(over(fg, bg)), luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def readable_fill(fill: QColor, text: QColor | None = None, ratio: float = 4.5) -> QColor:
    """`fill` darkened just enough for `text` (white) on it to reach `ratio`: faction
    colours such as Lyra's pink are too light for white names as they are."""
    text = text or QColor("white")
    c = QColor(fill)
    for _ in range(40):
        if contrast(text, c) >= ratio:
            return c
        c = c.darker(106)
    return c


#: a table tile's statistic pills: the terrains' colours some 12 % darker (review r12:
#: "on the board the frames and pills are loud while the art is tiny"; white digits at
#: 5.1-5.5:1 on the plain colours, 6:1 and more on these)
PILL_DARKER = 114


def pill_colour(terrain: str) -> QColor:
    """The fill of a tile's statistic pill for `terrain`."""
    return TERRAIN_COLOURS[terrain].darker(PILL_DARKER)


#: how far a table tile's frame steps back from its faction's colour toward a deep,
#: neutral brown (the felt's walnut), so the painting it holds leads: its hue, and so
#: its faction, stays (`art_frames.faction_of_colour`)
FRAME_QUIET = 0.28


def quiet_frame(fc: QColor) -> QColor:
    """A table tile's frame colour for faction colour `fc`."""
    deep = QColor("#2a2018")
    t = FRAME_QUIET
    return QColor(round(fc.red() + (deep.red() - fc.red()) * t),
                  round(fc.green() + (deep.green() - fc.green()) * t),
                  round(fc.blue() + (deep.blue() - fc.blue()) * t))


#: how much darker a card's name band is than its faction colour made just readable
#: (review r12 #12: white names on Lyra's pink, Ordis' blue and the tokens' grey at
#: 4.9:1 read worse than the number says at 11-13 px, anti-aliased): about 15 %
NAME_BAND_DARKER = 118
#: the least contrast of white on any part of a name band (its lit top included)
NAME_BAND_RATIO = 5.8


def name_band_fill(fc: QColor) -> QColor:
    """The fill of a card's name band (and of the tabs that repeat a name) for faction
    colour `fc`: readable, then some 15 % darker, never under `NAME_BAND_RATIO`."""
    return readable_fill(readable_fill(fc, ratio=4.8).darker(NAME_BAND_DARKER),
                         ratio=NAME_BAND_RATIO)


def name_band_top(fill: QColor) -> QColor:
    """The lit top of a name band of `fill`: lighter, still `NAME_BAND_RATIO`."""
    return readable_fill(fill.lighter(125), ratio=NAME_BAND_RATIO)


#: the least legible text size anywhere on the table (../shared/docs/table-review.md)
LEAST_TEXT_PX = 11
#: while a list, every size `font` hands out is appended to it: the screenshot tests
#: record a whole repaint and check that no text on it is under `LEAST_TEXT_PX`
font_sizes: list[int] | None = None


def font(px: float, bold: bool = False, family: str = "") -> QFont:
    """A font sized in pixels so text scales with the table, not the system font size."""
    f = QFont(family) if family else QFont()
    size = max(7, round(px))
    if font_sizes is not None:
        font_sizes.append(size)
    f.setPixelSize(size)
    f.setBold(bold)
    return f


STYLE_SHEET = """
QMainWindow, QDialog { background: #1b1511; color: #e9dfc7; }
QWidget { color: #e9dfc7; }
QDockWidget { color: #e9dfc7; }
QDockWidget::title { background: #2c3631; padding: 4px; }
QTreeWidget, QListWidget, QTreeView, QListView, QTableView, QTableWidget, QPlainTextEdit,
QTextEdit, QLineEdit, QSpinBox, QComboBox {
    background: #261d16; color: #f3ead3; border: 1px solid #5a3a22; border-radius: 4px;
    selection-background-color: #7a5234; selection-color: #fff6e0;
}
QComboBox { padding: 3px 6px; }
QLineEdit, QPlainTextEdit, QTextEdit { placeholder-text-color: #a39886; }
QComboBox:disabled, QLineEdit:disabled, QSpinBox:disabled { color: #a89a84; }
QComboBox QAbstractItemView {
    background: #261d16; color: #f3ead3; border: 1px solid #c9a650;
    selection-background-color: #7a5234; selection-color: #fff6e0; outline: none;
}
QRadioButton::indicator, QCheckBox::indicator {
    width: 14px; height: 14px; border: 2px solid #e9dfc7; background: #261d16;
}
QRadioButton::indicator { border-radius: 9px; }
QCheckBox::indicator { border-radius: 3px; }
QRadioButton::indicator:checked {
    background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5,
        stop:0 #e2b54a, stop:0.55 #e2b54a, stop:0.65 #261d16, stop:1 #261d16);
    border-color: #e2b54a;
}
QCheckBox::indicator:checked { background: #e2b54a; border-color: #e2b54a; }
QScrollBar:vertical { background: #1b1511; width: 12px; margin: 0; }
QScrollBar:horizontal { background: #1b1511; height: 12px; margin: 0; }
QScrollBar::handle { background: #7a5234; border-radius: 5px; min-height: 24px;
    min-width: 24px; }
QScrollBar::handle:hover { background: #a0703f; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
QSpinBox::up-button, QSpinBox::down-button { background: #3a281a; width: 16px; }
QSpinBox::up-button:hover, QSpinBox::down-button:hover { background: #5a3a22; }
/* the lab's bar: its "80 of 80 games" runs over the filled part and the empty one, and
   reads on both (5.7:1 on the green, 14:1 on the groove); Fusion's blue left it at 2.5:1 */
QProgressBar {
    background: #261d16; color: #fff6e0; border: 1px solid #5a3a22; border-radius: 4px;
    text-align: center; font-weight: bold;
}
QProgressBar::chunk { background: #2f6e4a; border-radius: 3px; }
QRadioButton::indicator:disabled, QCheckBox::indicator:disabled { border-color: #7d705f; }
QRadioButton:disabled, QCheckBox:disabled, QLabel:disabled { color: #a89a84; }
QTreeWidget::item:hover, QListWidget::item:hover { background: #3a2a1d; }
QHeaderView { background: #3a281a; }  /* past the last column too, not a white strip */
QHeaderView::section { background: #3a281a; color: #e9dfc7; border: none; padding: 3px; }
QTableView { gridline-color: #4a3626; alternate-background-color: #30241b; }
QTableCornerButton::section { background: #3a281a; }
QPushButton {
    background: #6b4428; color: #fff6e0; border: 1px solid #c9a650; border-radius: 6px;
    padding: 5px 12px; font-weight: bold;
}
QPushButton:hover { background: #855633; }
QPushButton:pressed { background: #4e321d; }
QPushButton:disabled { background: #3b2c21; color: #b3a58f; border-color: #5a4a38; }
QPushButton:checked { background: #2f7a4c; border-color: #7fe0a4; }
QPushButton#primary { background: #2f6e4a; border-color: #9be0b6; }
QPushButton#primary:hover { background: #3a885c; }
/* disabled wins over the primary green and the checked green: #b3a58f on #3b2c21 is
   5.5:1 (AA), dim enough to read as unavailable */
QPushButton#primary:disabled, QPushButton:checked:disabled {
    background: #3b2c21; color: #b3a58f; border-color: #5a4a38;
}
QMenuBar { background: #2a1d14; color: #e9dfc7; }
QMenuBar::item:selected { background: #5a3a22; }
QMenu { background: #2a1d14; color: #e9dfc7; border: 1px solid #5a3a22; }
QMenu::item:selected { background: #5a3a22; }
QMenu::item:disabled { color: #a89a84; }
QStatusBar { background: #2a1d14; color: #e9dfc7; }
QToolTip { background: #f3ead3; color: #2a2118; border: 1px solid #8a5a32; }
QGroupBox { border: 1px solid #5a3a22; border-radius: 6px; margin-top: 10px; padding: 6px; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; color: #e2b54a; }
QTabWidget::pane { border: 1px solid #5a3a22; }
QTabBar::tab { background: #2a1d14; color: #e9dfc7; padding: 5px 10px; }
QTabBar::tab:selected { background: #5a3a22; }
QCheckBox, QRadioButton, QLabel { color: #e9dfc7; }
"""

#: the spin boxes' arrows: a styled up/down button loses the platform's arrow (the lab's
#: "games" box showed two blank buttons), so it wears small pictures of its own, dimmed
#: at the end of the range
_ASSETS = (Path(__file__).resolve().parent / "assets").as_posix()
STYLE_SHEET += "".join(
    f"QSpinBox::{way}-arrow{state} {{ image: url({_ASSETS}/spin-{way}{off}.png); "
    "width: 8px; height: 5px; }\n"
    for way in ("up", "down")
    for state, off in (("", ""), (":disabled", "-off"), (":off", "-off")))

#: a ticked box wears a tick, not only a filled square (review r7 #20: "Implemented
#: cards only" read as a yellow square, on or off?); check.png is a dark tick drawn with
#: QPainter (a round-capped polyline), check@2x.png the same for a 2x screen
STYLE_SHEET += (f"QCheckBox::indicator:checked {{ image: url({_ASSETS}/check.png); }}\n"
                # a tool button's drop-down arrow beside its text, not drawn over it
                "QToolButton[popupMode=\"2\"] { padding-right: 18px; }\n"
                "QToolButton::menu-indicator { subcontrol-origin: padding;"
                " subcontrol-position: center right; right: 4px; }\n")
