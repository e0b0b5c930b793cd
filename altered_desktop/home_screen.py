"""The home screen: what a player sees on start and comes back to (Game ▸ Home).

Every way into the program is one big button with a picture and a line that says what
it does, so a newcomer does not have to find "Second seat played by" under "Hotseat" to
play the computer: Learn to play, Play a friend, Play the computer, Test a deck, Build a
deck, Continue (the autosaved game, with its day and decks) and Open a saved game.  The
player's own decks are listed beside them (a click starts a test of the deck), and the
six starter decks stand under them as their Heroes' cards: a click sets up a game
against the computer with that deck, the quickest way to a first real game.

It is a widget laid over the table, like the hand-off screen, so the window, menus and
status bar stay as they are behind it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import card_frame, card_scene, symbol_text, theme

#: the home screen's choices: (key, title, what it does, icon); the words in English,
#: shown in the player's language (QT_TRANSLATE_NOOP: lupdate finds them); each tile
#: is painted like a card of the faction `TILE_FACTIONS` gives it (its sky, frame)
CHOICES: tuple[tuple[str, str, str, str], ...] = (
    ("learn", QT_TRANSLATE_NOOP("HomeScreen", "Learn to play"),
     QT_TRANSLATE_NOOP("HomeScreen", "Short lessons on a real table, one rule at a time"),
     "open-book"),
    ("friend", QT_TRANSLATE_NOOP("HomeScreen", "Play a friend"),
     QT_TRANSLATE_NOOP("HomeScreen", "Two players at this computer, hands hidden between "
                       "turns"), "shaking-hands"),
    ("computer", QT_TRANSLATE_NOOP("HomeScreen", "Play the computer"),
     QT_TRANSLATE_NOOP("HomeScreen", "You against an AI that sees only what its seat may see"),
     "robot-golem"),
    ("test", QT_TRANSLATE_NOOP("HomeScreen", "Test a deck"),
     QT_TRANSLATE_NOOP("HomeScreen", "Goldfish a deck alone, or run many games in the lab"),
     "fizzing-flask"),
    ("build", QT_TRANSLATE_NOOP("HomeScreen", "Build a deck"),
     QT_TRANSLATE_NOOP("HomeScreen", "Browse every card, build, check and save decks"),
     "card-exchange"),
    ("open", QT_TRANSLATE_NOOP("HomeScreen", "Open a saved game"),
     QT_TRANSLATE_NOOP("HomeScreen", "A game you saved, or one a friend sent you"),
     "open-folder"),
)
HOME_ICONS = ("play-button", *(c[3] for c in CHOICES))
TILE_FACTIONS = {"learn": "MU", "friend": "LY", "computer": "AX", "test": "YZ",
                 "build": "OR", "open": "BR", "continue": "MU"}
# a tile's frame where its faction's colour would say the wrong thing: Bravos red around
# "Open a saved game" read as an error among the other tiles (issue #23); its painting
# keeps the Bravos sky, its frame is the old gold of a file's brass
TILE_FRAMES = {"open": QColor("#a57a3c")}


def art_width(inner_w: float, inner_h: float) -> float:
    """A tile's painting's width: as tall as the tile and a quarter wider, up to a third
    of the tile (wider, on a tile made taller at 1366, it left its words too little)."""
    return min(inner_h * 1.25, inner_w * 0.34)


#: the height of the home block but its two rows of tiles on a laptop screen (title,
#: line, starter cards, their heading, footer, gaps and margins), and some 20 px of air
REST_OF_BLOCK = 430
#: how much a tile's title and the line under it may grow on a tall tile (1920x1080)
TITLE_GROWS, WHAT_GROWS = 1.6, 1.6
#: the badge's words: dark brown on the theme's gold (over 8:1), never under 11 px
BADGE_PX = 13
BADGE_INK = QColor("#2a1a0c")

_STYLE = """
QFrame#homeSide {
    background: rgba(20, 15, 11, 200); border: 1px solid #7a5234; border-radius: 10px;
}
QListWidget#homeDecks {
    font-size: 14px; background: transparent; color: #f3ead3; border: none; padding: 0;
}
QListWidget#homeDecks::item { padding: 4px 6px; }
QListWidget#homeDecks::item:hover { background: #3d2d20; }
QListWidget#homeDecks::item:selected { background: #5a4128; }
"""


class ChoiceTile(QPushButton):
    """One way into the program, drawn as a card: a painted scene with the choice's
    picture at the left, its title and what it does beside it, in a frame of its
    faction's colour that lights up under the pointer or the keyboard focus."""

    def __init__(self, key: str, title: str, what: str, icon: str, *,
                 primary: bool = False) -> None:
        super().__init__()
        self.key, self.title, self.what, self.icon = key, title, what, icon
        self.primary = primary
        self.badge = ""  # a word in a gold pill at the top right ("Start here"), or none
        self.peers: list[ChoiceTile] = [self]  # the tiles whose lines share one size
        self.setText(f"{title}\n{what}" if what else title)
        self.setAccessibleName(title)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(92)
        self.setMaximumHeight(118)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setAutoDefault(True)  # Enter, not only Space, chooses the focused tile

    def set_what(self, what: str) -> None:
        self.what = what
        self.setText(f"{self.title}\n{what}" if what else self.title)
        self.update()

    def set_badge(self, badge: str) -> None:
        """Mark the tile with `badge` (lit frame, a gold pill); "" takes the mark off."""
        self.badge = badge
        self.setAccessibleDescription(badge)
        self.update()

    def badge_rect(self) -> QRectF:
        """Where the badge's pill sits: the top right corner of the text, beside the
        title (empty without a badge)."""
        return self.title_and_badge()[2]

    def title_and_badge(self) -> tuple[int, int, QRectF]:
        """The title's size (`title_px`), the badge's size and the badge's pill.  The
        pill stands in the tile's top right corner where the title leaves room above it,
        else beside a title written on one line when both fit (its words down to 11 px
        if need be), else on the painting's top left corner: the title keeps its size
        and its lines whatever the pill."""
        from PySide6.QtGui import QFontMetricsF

        px = self.title_px()
        if not self.badge:
            return px, BADGE_PX, QRectF()
        text = self.text_rect()
        fm = QFontMetricsF(theme.font(BADGE_PX, bold=True))
        w, h = fm.horizontalAdvance(self.badge) + 18, fm.height() + 6
        top = self._inner().top() + 4
        if text.top() - top >= h + 2:
            return px, BADGE_PX, QRectF(text.right() - w, top, w, h)
        lines = self.title_lines()
        if len(lines) == 1:
            title_w = QFontMetricsF(theme.font(px, bold=True)).horizontalAdvance(lines[0])
            for badge_px in (BADGE_PX, theme.LEAST_TEXT_PX):
                fm = QFontMetricsF(theme.font(badge_px, bold=True))
                w, h = fm.horizontalAdvance(self.badge) + 18, fm.height() + 6
                if title_w + 8 + w <= text.width():
                    return px, badge_px, QRectF(text.right() - w, text.top() - 2, w, h)
        fm = QFontMetricsF(theme.font(BADGE_PX, bold=True))
        w, h = fm.horizontalAdvance(self.badge) + 18, fm.height() + 6
        art = self.art_rect()
        return px, BADGE_PX, QRectF(art.left() + 4, art.top() + 4, min(w, art.width() - 8), h)

    def title_px(self) -> int:
        """The titles' one size: the least of the peers' (`peers`, the home screen's
        choices), so no tile's title reads smaller than its neighbour's (review r20 #17:
        "Play the computer" and "Open a saved game" were shrunk to fit one line)."""
        return min((t.own_title_px() for t in self.peers if t.isVisible()),
                   default=self.own_title_px())

    def own_title_px(self) -> int:
        """The biggest size, from the tile's growth down to 16 px (18 for the primary
        tile), that writes this tile's title on at most two lines in its room with the
        line under it: a long title wraps rather than shrinks (three tiles a row at
        1366 gave "Open a saved ga…" at one time, review r13 #21, then smaller words)."""
        from PySide6.QtGui import QFontMetricsF

        from altered_desktop.text_balance import balanced_lines

        room = self._text_room()
        what_h = QFontMetricsF(self.what_font()).lineSpacing() * 2 if self.what else 0.0
        key = (self.title, room.width(), room.height(), what_h)
        if getattr(self, "_title_key", None) != key:
            self._title_key = key
            least = 18 if self.primary else 16
            px = round((20 if self.primary else 18) * self.grow())
            while px > least:
                fm = QFontMetricsF(theme.font(px, bold=True))
                lines = balanced_lines(self.title, fm, room.width())
                if (len(lines) <= 2 and max(fm.horizontalAdvance(t) for t in lines)
                        <= room.width()
                        and len(lines) * fm.height() + 6 + what_h <= room.height()):
                    break
                px -= 1
            self._title_px = px
        return self._title_px

    def title_lines(self) -> list[str]:
        """The title as it is written: on one line, or on two of even length where one
        is too narrow at the titles' size."""
        from PySide6.QtGui import QFontMetricsF

        from altered_desktop.text_balance import balanced_lines

        return balanced_lines(self.title, QFontMetricsF(theme.font(self.title_px(), bold=True)),
                              self._text_room().width())

    def _inner(self) -> QRectF:
        return QRectF(self.rect()).adjusted(8, 8, -8, -8)

    def fits_at(self, w: float, h: float) -> bool:
        """Whether the tile at `w` x `h` writes its title whole at its least size and
        what it does on two lines (the home screen then may set three tiles a row)."""
        from PySide6.QtGui import QFontMetrics, QFontMetricsF

        from altered_desktop.text_balance import balanced_lines

        inner_w, inner_h = w - 16, h - 16
        text_w = inner_w - art_width(inner_w, inner_h) - 24
        least = 18 if self.primary else 16
        if QFontMetricsF(theme.font(least, bold=True)).horizontalAdvance(self.title) > text_w:
            return False
        what_px = round(14 * min(1.25, max(1.0, h / 100)))
        return not self.what or len(balanced_lines(
            self.what, QFontMetrics(theme.font(what_px)), text_w)) <= 2

    def art_rect(self) -> QRectF:
        """The tile's painting, at its left."""
        inner = self._inner()
        side = inner.height()
        return QRectF(inner.left(), inner.top(), art_width(inner.width(), side), side)

    def grow(self) -> float:
        """How much the title grows with the tile: up to `TITLE_GROWS` on a tall one (at
        1920 a 24 px title and 17 px line left a third of the tile's text side empty,
        review r19 #17); a title too wide for its room is made smaller."""
        return min(TITLE_GROWS, max(1.0, self.height() / 100))

    def _text_room(self) -> QRectF:
        """The room right of the painting that title and line are written in."""
        return self._inner().adjusted(self.art_rect().width() + 14, 8, -10, -8)

    def text_rect(self) -> QRectF:
        """Where the title and its line are written: right of the painting, the two
        centred on the tile's height (on a tall tile, at 1920, they stood at its top
        over an empty lower half)."""
        from PySide6.QtGui import QFontMetricsF

        room = self._text_room()
        title_h = QFontMetricsF(theme.font(self.title_px(), bold=True)).height() * len(
            self.title_lines())
        what_h = QFontMetricsF(self.what_font()).lineSpacing() * 2 if self.what else 0.0
        spare = room.height() - (title_h + 6 + what_h)
        return room.adjusted(0, max(0.0, spare / 2), 0, 0) if spare > 0 else room

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        faction = TILE_FACTIONS.get(self.key)
        fc = TILE_FRAMES.get(self.key, theme.FACTION_COLOURS.get(faction, theme.GOLD))
        lit = self.underMouse() or self.hasFocus() or bool(self.badge)
        # shadow, then the frame in the faction's colour with a bevel
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(r.translated(2, 3), 12, 12)
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, fc.lighter(125))
        g.setColorAt(1, fc.darker(150))
        p.setBrush(g)
        p.setPen(QPen(theme.GOLD if lit else fc.darker(170), 2.5 if lit else 1.0))
        p.drawRoundedRect(r, 12, 12)
        inner = self._inner()
        card_frame.bevel(p, r, inner, 12)
        body = QLinearGradient(inner.topLeft(), inner.topRight())
        body.setColorAt(0, QColor(36, 27, 20, 245))
        body.setColorAt(1, QColor(24, 18, 13, 235))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(body)
        p.drawRoundedRect(inner, 8, 8)
        # the picture: a small painting like a card's, the choice's icon in it
        art = self.art_rect()
        card_scene.paint_scene(p, art, {"name": f"home:{self.key}", "faction": faction},
                               radius=8, icon=self.icon)
        p.setPen(QPen(QColor(0, 0, 0, 150), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(art, 8, 8)
        # title and what it does
        text = self.text_rect()
        title_px, badge_px, badge = self.title_and_badge()
        p.setFont(theme.font(title_px, bold=True))
        fm = p.fontMetrics()
        p.setPen(QColor("#ffe6a0") if lit else theme.GOLD)
        # the pill on the title's line (not above it, nor on the painting)
        beside = self.badge and badge.bottom() > text.top() and badge.left() > text.left()
        room = text.width() - (badge.width() + 8 if beside else 0)
        lines = self.title_lines()
        for i, line in enumerate(lines):
            p.drawText(QRectF(text.left(), text.top() + i * fm.height(), room, fm.height() + 2),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                       fm.elidedText(line, Qt.TextElideMode.ElideRight, int(room)))
        if self.what:
            p.setFont(self.what_font())
            p.setPen(QColor("#efe4cb"))
            p.drawText(text.adjusted(0, len(lines) * fm.height() + 6, 0, 0),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                       "\n".join(self.what_lines()))
        if self.badge:
            self._paint_badge(p, badge, badge_px)
        p.end()

    def what_font(self) -> QFont:
        """The font of the line under the title: 14 px, growing with the tile up to
        `WHAT_GROWS`, as big as still writes it on two lines in its room (else 14 px)."""
        return theme.font(self.what_px())

    def what_px(self) -> int:
        """The line's size: the least of its peers' (`peers`: the tiles of a row read
        as one set, one size), each the biggest that writes its line on two lines."""
        return min((t.own_what_px() for t in self.peers if t.isVisible()),
                   default=self.own_what_px())

    def own_what_px(self) -> int:
        """The biggest size, from the tile's growth down to 14 px, that writes this
        tile's line on two lines in its room."""
        from PySide6.QtGui import QFontMetrics

        from altered_desktop.text_balance import balanced_lines

        key = (self.what, self.width(), self.height())
        if getattr(self, "_what_key", None) != key:
            self._what_key = key
            width = self._text_room().width()
            px = round(14 * min(WHAT_GROWS, max(1.0, self.height() / 100)))
            while px > 14 and len(balanced_lines(self.what, QFontMetrics(theme.font(px)),
                                                 width)) > 2:
                px -= 1
            self._what_px = px
        return self._what_px

    def what_lines(self) -> list[str]:
        """The line under the title as it is written: wrapped to the text's width in
        lines of even length, never one word left alone on the last line (review r8
        #20: "one rule at a / time")."""
        from PySide6.QtGui import QFontMetrics

        from altered_desktop.text_balance import balanced_lines

        return balanced_lines(self.what, QFontMetrics(self.what_font()),
                              self.text_rect().width())

    def _paint_badge(self, p: QPainter, r: QRectF, px: int) -> None:
        """The badge: dark words on a gold pill, the way a store marks a new item."""
        p.setPen(QPen(BADGE_INK, 1))
        p.setBrush(theme.GOLD)
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        p.setFont(theme.font(px, bold=True))
        p.setPen(BADGE_INK)
        p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.badge)


class StarterCard(QPushButton):
    """A starter deck shown as its Hero's card (painted as the table paints a card in
    play: name, picture, Hero and faction), lit under the pointer or the keyboard focus;
    the Hero's text is in the tooltip."""

    def __init__(self, name: str, title: str, face: dict[str, Any]) -> None:
        super().__init__()
        self.name, self.face = name, face
        self.setAccessibleName(title)
        self.setToolTip(QCoreApplication.translate(
            "HomeScreen", "Play the computer with the {0} starter deck").format(title)
            + "\n\n" + symbol_text.plain(str(face.get("text") or "")))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setAutoDefault(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_card_size(self, w: int, h: int) -> None:
        """The card `w` × `h` px (and room for the glow around it)."""
        self.setFixedSize(w + 8, h + 8)

    def card_rect(self) -> QRectF:
        return QRectF(4, 4, self.width() - 8, self.height() - 8)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        from altered_desktop import card_painter

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        lit = self.underMouse() or self.hasFocus()
        card = self.card_rect()
        # drawn as the table draws a card in play: name, picture, Hero and faction (its
        # text is one hover away, in the tooltip: a wall of small words is not a welcome)
        card_painter.paint_card(p, card, self.face, glow=theme.GOLD if lit else None,
                                tile=True)
        p.end()


def starter_faces() -> list[tuple[str, str, dict[str, Any]]]:
    """(name, faction title, the Hero's face) of each starter deck, in the engine's order."""
    from altered_desktop.card_browser_model import card_face
    from engine import STARTER_NAMES, card_by_ref, starter_deck

    out = []
    for name in STARTER_NAMES:
        deck = starter_deck(name)
        if deck.hero is None:
            continue
        cdef = card_by_ref(deck.hero)
        faction = cdef.faction.value if cdef.faction else None
        out.append((name, theme.FACTION_NAMES.get(faction, name.title()), card_face(cdef)))
    return out


#: the content's widest: a column of readable lines, centred; at 1920 it takes all but
#: some 80 px a side (review r9 #15: a 1280 px column left 320 px empty each side; r18
#: #19: at 1600 the six starter cards, as wide as a sixth of it, stayed small)
COLUMN_MOST = 1760
#: the starter cards' row's widest when the choices take three rows (the cards' height
#: follows their width: taller ones would squeeze the rows)
STARTER_ROW_MOST = 1600
#: the starter cards' tallest and least heights (px)
STARTER_MOST_H, STARTER_LEAST_H = 230, 110


def starter_card_size(room: int, spare: int, faces: list[dict[str, Any]]) -> tuple[int, int]:
    """The starter cards' one size (w, h): each at most `room` wide and `spare` tall, and
    short enough that every Hero's name is written on one line at the tile's full name
    size and width.  A tile's name grows with its height; a name too long for it was
    condensed, or wrapped onto two lines over the picture, so one title read smaller
    than its neighbours or took two lines where they took one (review r12 #20:
    "Sigismar & Wingspan").  The row reads as one set: one size, one line each."""
    from altered_desktop import card_tile

    h = max(STARTER_LEAST_H, min(STARTER_MOST_H, spare))
    while True:
        w = max(130, min(room, round(h * 1.5)))
        rect = QRectF(0, 0, w, h)
        fits = True
        for face in faces:
            box, _costs = card_tile.name_text_box(rect, face)
            _px, stretch, lines = card_tile.name_fit(str(face.get("name", "")), box,
                                                     card_tile.name_px(rect))
            if stretch != card_tile.NAME_STRETCHES[0] or len(lines) != 1:
                fits = False
                break
        if fits or h <= STARTER_LEAST_H:
            return w, h
        h = max(STARTER_LEAST_H, h - 2)  # never under the least, whatever the start


class HomeScreen(QWidget):
    """The start screen laid over the table; emits `chosen(key)` for a button and
    `deck_chosen(name)` for one of the player's decks."""

    chosen = Signal(str)
    deck_chosen = Signal(str)
    starter_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setStyleSheet(_STYLE)
        self._backdrop: QPixmap | None = None
        # the content in a column of readable width, centred on any screen
        frame = QHBoxLayout(self)
        frame.setContentsMargins(40, 28, 40, 20)
        column = QWidget()
        column.setMaximumWidth(COLUMN_MOST)
        frame.addStretch(1)
        frame.addWidget(column, 20)
        frame.addStretch(1)
        outer = QVBoxLayout(column)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addStretch(1)
        title = QLabel("Altered")
        title.setStyleSheet("color: #f0c65a; font-size: 52px; font-weight: bold; "
                            "letter-spacing: 2px;")
        shadow = QGraphicsDropShadowEffect(title)
        shadow.setBlurRadius(18)
        shadow.setOffset(0, 3)
        shadow.setColor(QColor(0, 0, 0, 220))
        title.setGraphicsEffect(shadow)
        sub = QLabel(self.tr("A table for the Altered card game: learn it, play a friend or "
                             "the computer, test and build decks."))
        sub.setStyleSheet("color: #f3ead3; font-size: 16px;")
        sub.setWordWrap(True)
        outer.addWidget(title)
        outer.addWidget(sub)
        # the gaps between the blocks grow with a tall screen (`_space_out`)
        self._gaps = [QSpacerItem(0, 14) for _ in range(3)]
        # (the six factions are shown by the starter decks' Heroes at the bottom)
        outer.addSpacerItem(self._gaps[0])
        self.continue_button = ChoiceTile("continue", self.tr("Continue"), "", "play-button",
                                          primary=True)
        self.continue_button.clicked.connect(lambda: self.chosen.emit("continue"))
        self.continue_button.hide()
        outer.addWidget(self.continue_button)
        body = QHBoxLayout()
        grid = QGridLayout()
        grid.setSpacing(14)
        self.buttons: dict[str, QPushButton] = {}
        for i, (key, text, what, icon) in enumerate(CHOICES):
            b = ChoiceTile(key, self.tr(text), self.tr(what), icon)
            b.clicked.connect(lambda _=False, k=key: self.chosen.emit(k))
            self.buttons[key] = b
            grid.addWidget(b, i // 2, i % 2)
        for b in self.buttons.values():
            b.peers = list(self.buttons.values())
        body.addLayout(grid, 3)
        # the player's decks in a panel as tall as the tiles beside it; with none yet
        # there is no panel and the tiles take the width, three a row (review r13 #21:
        # at 1920 a short note at the top of an empty right quarter read as the block
        # set off to the left)
        self.side_panel = QFrame()
        self.side_panel.setObjectName("homeSide")
        side = QVBoxLayout(self.side_panel)
        side.setContentsMargins(14, 10, 14, 12)
        head = QLabel(self.tr("Your decks"))
        head.setStyleSheet("color: #f0c65a; font-size: 18px; font-weight: bold; "
                           "background: transparent; border: none;")
        self.decks = QListWidget()
        self.decks.setObjectName("homeDecks")
        self.decks.setToolTip(self.tr("Double-click a deck to test it (goldfish)"))
        self.decks.itemActivated.connect(
            lambda item: self.deck_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.no_decks = QLabel(self.tr("None of your own yet: the starter decks are "
                                       "ready to play; build a deck, or import one, in "
                                       "the deck builder."))
        self.no_decks.setWordWrap(True)
        self.no_decks.setStyleSheet("color: #f3ead3; font-size: 14px; background: rgba(20, "
                                    "15, 11, 200); border-radius: 6px; padding: 3px 8px;")
        # the list keeps a readable width whatever the language makes the tiles want
        self.decks.setMinimumWidth(230)
        side.addWidget(head)
        side.addWidget(self.decks, 1)
        self.grid = grid
        self.body = body
        body.addWidget(self.side_panel, 1)
        body.setSpacing(16)
        outer.addLayout(body)
        # the starter decks, as their Heroes: one click from here to a real game
        outer.addSpacerItem(self._gaps[1])
        starters_head = QLabel(self.tr("Play the computer with a starter deck"))
        starters_head.setStyleSheet("color: #f0c65a; font-size: 18px; font-weight: bold;")
        heads = QHBoxLayout()
        self.starters_head = starters_head
        heads.addWidget(starters_head)
        heads.addStretch(1)
        # with no deck of their own yet, where to make one, beside the starters
        heads.addWidget(self.no_decks, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(heads)
        self.starter_row = QHBoxLayout()
        self.starter_row.setSpacing(14)
        # the cards centred under the block, room left over shared on both sides
        # (review r13 #21: left-aligned, they left their spare room at the right)
        self.starter_row.addStretch(1)
        self.starter_row.addStretch(1)
        self.starters: list[StarterCard] = []  # made when first shown (`refresh`)
        outer.addLayout(self.starter_row)
        # the footer follows the cards and the block stands in the middle of the screen:
        # a stretch above the footer left a band of empty backdrop at 1920 (review r12 #14)
        outer.addSpacerItem(self._gaps[2])
        self._outer = outer
        foot = QLabel(self.tr("Game ▸ Home (Ctrl+H) brings you back here · F1 explains the "
                              "table"))
        foot.setStyleSheet("color: #f3ead3; font-size: 13px; background: rgba(20, 15, 11, "
                           "170); border-radius: 6px; padding: 3px 8px;")
        outer.addWidget(foot)
        outer.addStretch(1)

    # ------------------------------------------------------------------ contents
    def refresh(self, autosave: Path | None, decks: list[str], day: int | None = None,
                *, new_player: bool = False) -> None:
        """Offer `autosave` as Continue (its decks, and its day: given, or read after
        the screen shows) and list the player's `decks` (their names).  For a
        `new_player` Learn to play is marked "Start here" and has the keyboard focus, so
        Enter starts the lessons; the mark goes once there is something to go on with."""
        if not self.starters:
            self._add_starters()
        learn = self.buttons["learn"]
        learn.set_badge(self.tr("Start here") if new_player else "")
        if new_player and self.isVisible():
            learn.setFocus(Qt.FocusReason.OtherFocusReason)
        self.decks.clear()
        for name in decks[:30]:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.decks.addItem(item)
        self._arrange(bool(decks))
        self.continue_button.setVisible(autosave is not None)
        if self.height() >= 900:
            self._resized_again()  # the tiles and gaps follow a Continue tile's row
        else:
            self._size_starters()
        if autosave is not None:
            self.continue_button.set_what(continue_line(autosave, day))
            if day is None:
                QTimer.singleShot(0, lambda: self._add_day(autosave))

    def _arrange(self, has_decks: bool | None = None) -> None:
        """Two tiles a row beside the decks' panel; with no deck of the player's own to
        list, no panel: three tiles a row across the block where each still writes its
        title and its line whole (English at 1366 and up), else two, and the note
        beside the starters' heading."""
        if has_decks is not None:
            self._has_decks = has_decks
        has = getattr(self, "_has_decks", False)
        columns = 2
        if not has:
            room = min(self.width() - 80, COLUMN_MOST)
            w3, h = (room - 2 * 14) / 3, max(t.minimumHeight() for t in self.buttons.values())
            if all(t.fits_at(w3, h) for t in self.buttons.values()):
                columns = 3
        if getattr(self, "_columns", None) != (columns, has):
            self._columns = (columns, has)
            for tile in self.buttons.values():  # out first: added again it would be twice
                self.grid.removeWidget(tile)
            for i, tile in enumerate(self.buttons.values()):
                self.grid.addWidget(tile, i // columns, i % columns)
            for c in range(3):
                self.grid.setColumnStretch(c, 1 if c < columns else 0)
            self.body.setStretch(0, 3)
            self.side_panel.setVisible(has)
            self.no_decks.setVisible(not has)
            if self.height() >= 900:  # the tiles' and gaps' sizes follow the rows
                QTimer.singleShot(0, self._resized_again)
        self._fit_note()

    def _resized_again(self) -> None:
        """The tiles' heights, the gaps and the starters sized again for the rows the
        choices now stand in (`resizeEvent`'s work, the size unchanged)."""
        self.resizeEvent(QResizeEvent(self.size(), self.size()))

    def _fit_note(self) -> None:
        """The no-decks note on one line beside the starters' heading where it fits,
        else wrapped in the room there is: never cut at the block's edge."""
        from PySide6.QtGui import QFontMetrics

        room = min(self.width() - 80, COLUMN_MOST)
        heading = QFontMetrics(theme.font(18, bold=True)).horizontalAdvance(
            self.starters_head.text())
        one_line = self.no_decks.fontMetrics().horizontalAdvance(self.no_decks.text()) + 30
        free = room - heading - 40
        # on two lines of about even length when one is too long (not a word alone)
        self.no_decks.setFixedWidth(one_line if one_line <= free
                                    else max(240, min(free, one_line // 2 + 60)))

    def _add_starters(self) -> None:
        """The starter decks' cards (the engine's decks and card faces: looked up when
        the screen first shows, not while the window is being built)."""
        for i, (name, title, face) in enumerate(starter_faces()):
            card = StarterCard(name, title, face)
            card.clicked.connect(lambda _=False, n=name: self.starter_chosen.emit(n))
            self.starters.append(card)
            self.starter_row.insertWidget(i + 1, card)
        self._size_starters()

    def _add_day(self, path: Path) -> None:
        """The day needs the game replayed: done after the screen shows."""
        day = saved_day(path)
        if day is not None and self.continue_button.isVisible():
            self.continue_button.set_what(continue_line(path, day))

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        """The tile marked for a new player takes the keyboard focus as the screen shows."""
        super().showEvent(event)
        learn = self.buttons["learn"]
        if learn.badge:
            learn.setFocus(Qt.FocusReason.OtherFocusReason)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        """The tiles grow with a big screen, so its room is not left empty."""
        # (a fifth of the height: at 150 px on a 1080 screen the block left a band of
        # some 130 px above it and below, review r13 #21)
        # (and more on a tall one with the tiles in two rows: review r18 #19, bands of
        # backdrop still left at 1080)
        base = max(118, min(240, round(self.height() * 0.2)))
        tall = min(260, round(self.height() * 0.22)) if self._roomy() else base
        # a tall screen gives the tiles their full height (the block is centred, so
        # room it does not take is left empty above and below it); a short one lets
        # them give way to the starter cards
        least = tall if self.height() >= 900 else max(92, base - 24)
        if self.height() < 900 and self._two_rows():
            # a laptop screen, the choices in two rows: the tiles take what the rest of
            # the block leaves (review r19 #17: at 1366x768 they kept 121 px and left
            # bands of some 60 px above the block and under it)
            least = tall = max(least, min(240, round((self.height() - REST_OF_BLOCK) / 2)))
        for tile in (*self.buttons.values(), self.continue_button):
            tile.setMaximumHeight(tall)
            tile.setMinimumHeight(least)
        # after this resize is laid out: moved while the parent's layout is placing
        # this screen, the tiles kept their old places
        QTimer.singleShot(0, self._arrange)
        self._space_out()
        self._size_starters()
        super().resizeEvent(event)

    def _two_rows(self) -> bool:
        """Whether the choices stand in two rows of three (no decks' panel, no Continue
        tile taking a row of its own)."""
        columns = getattr(self, "_columns", (3, False))[0]
        return columns == 3 and self.continue_button.isHidden()

    def _roomy(self) -> bool:
        """Whether the block has room to grow: a tall screen, the choices in two rows."""
        return self.height() >= 900 and self._two_rows()

    def _space_out(self) -> None:
        """The gaps between the title, the choices, the starter decks and the footer:
        14 px on a laptop screen, growing with a taller one, so the block fills more of
        it (review r18 #19: at 1920x1080 bands of empty backdrop above and below)."""
        gap = max(14, min(40, round(self.height() * 0.045 - 20))) if self._roomy() else 14
        for item in self._gaps:
            item.changeSize(0, gap, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self._outer.invalidate()

    def _size_starters(self) -> None:
        """The starters' cards take what height the screen leaves them (a Continue tile
        takes a row of its own), never smaller than a readable name."""
        if not self.starters:
            return
        gaps = sum(item.sizeHint().height() - 14 for item in self._gaps)
        spare = self.height() - gaps - (660 if self.continue_button.isVisible() else 540)
        # (a sixth of the block's width; with the choices in three rows, of 1600 px at
        # most: the cards' height is what the rows leave)
        most = COLUMN_MOST if self._roomy() else STARTER_ROW_MOST
        room = (min(self.width() - 80, most) - 14 * 5) // 6 - 8
        key = (room, spare, self.continue_button.isVisible())
        if getattr(self, "_starter_key", None) != key:
            self._starter_key = key
            self._starter_size = starter_card_size(room, spare,
                                                   [c.face for c in self.starters])
        card_w, card_h = self._starter_size
        for card in self.starters:
            card.set_card_size(card_w, card_h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        dpr = self.devicePixelRatioF()
        size = (self.width(), self.height(), dpr)
        if self._backdrop is None or self._backdrop_size != size:
            self._backdrop = backdrop(self.width(), self.height(), dpr)
            self._backdrop_size = size
        p.drawPixmap(0, 0, self._backdrop)
        p.end()


def backdrop(w: int, h: int, dpr: float = 1.0) -> QPixmap:
    """The home screen's painting: the Altered world at dusk, mountains, a wooded
    hill and a lake under a sky that runs through the six factions' colours, darkened
    where the choices sit so their text stays readable."""
    pm = QPixmap(max(1, int(w * dpr)), max(1, int(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(0, 0, w, h)
    card_scene.paint_landscape(p, r, seed=7, top=QColor("#101a33"), low=QColor("#d9895a"),
                               light=QColor("#ffd9a0"), land=(5, 4, 1), sun_x=w * 0.72,
                               detail=4, glints=False)
    # (no glints on the lake: a few px on a card, on a whole screen they are stray
    # brown lines above the footer, review r5 #18)
    # a veil over the middle where the tiles sit, lighter at the edges
    veil = QLinearGradient(r.topLeft(), r.topRight())
    veil.setColorAt(0, QColor(12, 9, 7, 200))
    veil.setColorAt(0.6, QColor(12, 9, 7, 150))
    veil.setColorAt(1, QColor(12, 9, 7, 90))
    p.fillRect(r, veil)
    p.end()
    return pm


def continue_line(path: Path, day: int | None) -> str:
    """"Lyra against Ordis · day 3 · saved 27 Nov 16:05" from the autosave's record."""
    from engine.record import RecordError, read_record

    try:
        rec = read_record(path)
    except RecordError:
        return QCoreApplication.translate("HomeScreen",
                                          "The last game (its file could not be read)")
    decks = [d.get("name") or QCoreApplication.translate("HomeScreen", "a deck")
             for d in rec.get("decks", [])]
    meta = rec.get("meta") or {}
    if str(meta.get("mode")) == "goldfish":
        what = (QCoreApplication.translate("HomeScreen", "Goldfish with {0}").format(decks[0])
                if decks else QCoreApplication.translate("HomeScreen", "Goldfish"))
    elif len(decks) == 2:
        what = QCoreApplication.translate("HomeScreen", "{0} against {1}").format(*decks)
    else:
        what = " against ".join(decks) or QCoreApplication.translate("HomeScreen",
                                                                     "The last game")
    parts = [what]
    if day is not None:
        parts.append(QCoreApplication.translate("HomeScreen", "day {0}").format(day))
    return " · ".join(parts)



def saved_day(path: Path) -> int | None:
    """The day the autosaved game stands at (None when it cannot be replayed)."""
    try:
        from engine.report import open_saved

        return int(open_saved(path).game.view(None)["day"])
    except Exception:  # noqa: BLE001 - a description only: the Continue button says less
        return None


def deck_names() -> list[str]:
    from altered_desktop import storage

    decks, _broken = storage.user_decks()
    return [d.name for d, _path in decks]


def install(window: Any) -> HomeScreen:
    """Lay the home screen over `window`'s table and wire its choices."""
    home = HomeScreen(window.table)
    home.hide()
    home.chosen.connect(lambda key: choose(window, key))
    home.deck_chosen.connect(lambda name: test_deck(window, name))
    home.starter_chosen.connect(lambda name: play_starter(window, name))
    window.home = home
    return home


def show_home(window: Any, day: int | None = None) -> None:
    """Show the home screen over `window`'s table (`day`: the autosave's, if known)."""
    from altered_desktop import storage

    auto = storage.autosave_path()
    home: HomeScreen = window.home
    saved = auto if auto.exists() else None
    # the teaching log has nothing to say before a game: the home screen takes the room,
    # and its tiles are set out for the room it takes, not for the table beside the log
    # (review r16 #16: laid out at 1920 less the log, the tiles stood two a row, their
    # words in the left third of each, once the log had gone)
    if window.log_dock.isVisible():
        window.log_dock.hide()
        home.hid_log = True
        if window.layout() is not None:
            window.layout().activate()
    home.refresh(saved, deck_names(), day, new_player=is_new_player(saved))
    home.setGeometry(window.table.rect())
    home._arrange()  # at the size it has now, before it is first painted
    home.show()
    home.raise_()
    # nor its handle in the status bar: there is no game to log (review r9 #16)
    window.log_opener.hide()
    window.status_label.setText(QCoreApplication.translate("HomeScreen", "Home"))


def is_new_player(autosave: Path | None) -> bool:
    """A first start, as far as the home screen can tell: no lesson finished yet and no
    game to continue.  Such a player is shown where to begin (Learn to play)."""
    from altered_desktop import lessons_ui

    return autosave is None and not lessons_ui.lessons_done()


def choose(window: Any, key: str) -> None:
    """Carry out a home screen choice; the screen goes once a game is on the table."""
    from altered_desktop import lessons_ui, storage

    if key == "continue":
        try:
            window.load_from(storage.autosave_path())
        except Exception as e:  # noqa: BLE001 - shown, the home screen stays
            window.toast(QCoreApplication.translate("HomeScreen", "Could not continue: {0}")
                         .format(e))
            return
    elif key == "learn":
        lessons_ui.open_course(window)
    elif key in ("friend", "computer", "test"):
        window.new_game_dialog(preset=key)
    elif key == "build":
        window.open_deck_builder()
        return  # a window of its own: the home screen stays behind it
    elif key == "open":
        window.open_dialog()
    if window.session is not None:
        leave_home(window)


def leave_home(window: Any) -> None:
    """The home screen goes; the teaching log comes back if it was open before."""
    home: HomeScreen = window.home
    home.hide()
    window.log_opener.show()
    if getattr(home, "hid_log", False):
        home.hid_log = False
        window.log_dock.show()


def test_deck(window: Any, name: str) -> None:
    window.new_game_dialog(preset="test", deck=f"user:{name}")
    if window.session is not None:
        leave_home(window)


def play_starter(window: Any, name: str) -> None:
    """A starter deck chosen on the home screen: the New game dialog set up for a game
    against the computer with that deck in the player's hands."""
    window.new_game_dialog(preset="computer", deck=f"starter:{name}")
    if window.session is not None:
        leave_home(window)
