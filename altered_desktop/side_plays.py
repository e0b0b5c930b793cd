"""The side column's free room while the prompt panel asks nothing: the day's plays.

While the computer (or the other seat of an open table) decides, the prompt panel is
as short as its words ("Lithium is thinking…") and the column under it stood empty -
330×275 px at 1366×768 (review r9 #6, r10 #9) - while "Just now" above it told the
plays in sentences without their cards.  This box shows them as a card table player
expects from MTG Arena's or Hearthstone's play history: the other seat's last play as
a card of its own (a tile with its name, costs, picture and statistics) with its
text in words beside it, and its earlier plays of the day in a line each.

Everything here is public: a play is announced (5.1.2.b), and the face is read from
the public view (`Game.view(None)`), never from a Hand or a Deck; a card no longer
anywhere public (back in a Hand) is named, not drawn.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from altered_desktop import card_painter, card_tile, symbol_text, theme

#: the log templates of a play, a card played (5.1.2) or a quick action used (5.3), and
#: how it was played
HOW = {
    "plays {card} from Hand": "hand",
    "plays {card} from Reserve": "reserve",
    "plays {card} from Deck": "deck",
    "uses {card}'s quick action: {text}": "quick",
}


def why_lead() -> str:
    """The words before why the computer made a play ("Why: "), translated: under the
    play in the side column and in the banner that tells it (`ai_seat`)."""
    return QCoreApplication.translate("SidePlays", "Why: ")


@attrs.frozen
class Play:
    """One play of the log: whose (`seat`), which card by name, how ("hand",
    "reserve", "deck" or "quick"), its day, and its place in the log."""

    seat: int
    name: str
    how: str
    day: int
    index: int
    objects: tuple[int, ...] = ()


def plays_of_the_day(log: Sequence[Any], day: int) -> list[Play]:
    """The plays of day `day` in the log, oldest first."""
    out: list[Play] = []
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e.day != day:
            if e.day < day:
                break
            continue
        how = HOW.get(getattr(e.message, "template", None) or "")
        if how is None or e.seat is None:
            continue
        name = e.message.args.get("card")
        out.append(Play(e.seat, str(name), how, e.day, i, tuple(e.objects)))
    out.reverse()
    return out


def public_face(view: dict[str, Any], play: Play) -> dict[str, Any] | None:
    """The face of `play`'s card as the public view shows it now (in an Expedition, a
    Reserve, a Landmark zone, a Discard pile, Limbo or a Hero slot): the very object
    when it is still there, else a card of its name; None when none is public."""
    found: list[dict[str, Any]] = []
    players = view.get("players", [])
    for p in players:  # in play first, where a played card mostly goes
        for e in (p.get("expeditions") or {}).values():
            found.extend(e.get("cards") or [])
        found.extend(p.get("landmarks") or [])
    found.extend(view.get("limbo") or [])
    for key in ("reserve", "discard"):
        for p in players:
            found.extend(p.get(key) or [])
    found.extend(p.get("hero") for p in players)
    found = [c for c in found if isinstance(c, dict) and c.get("name") == play.name]
    for c in found:
        if c.get("oid") in play.objects:
            return c
    return found[0] if found else None


def how_words(how: str) -> str:
    return {"hand": QCoreApplication.translate("SidePlays", "played from Hand"),
            "reserve": QCoreApplication.translate("SidePlays", "played from Reserve"),
            "deck": QCoreApplication.translate("SidePlays", "played from the Deck"),
            "quick": QCoreApplication.translate("SidePlays", "used its quick action")}[how]


class _Face(QWidget):
    """A card's face as a tile (card_painter), fixed size; the pointer on it asks for
    the card's large preview (`SidePlays.face_hovered`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: dict[str, Any] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.hovered: Any = None  # the box's signal, set by it

    def enterEvent(self, event: Any) -> None:
        super().enterEvent(event)
        if self.hovered is not None and self.card is not None:
            self.hovered.emit(self.card)

    def leaveEvent(self, event: Any) -> None:
        super().leaveEvent(event)
        if self.hovered is not None:
            self.hovered.emit(None)

    def sizeHint(self) -> QSize:
        return self.size()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.card is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card_painter.paint_card(p, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.card,
                                allow_turn=False)
        p.end()


class SidePlays(QFrame):
    """The day's plays of the seat now deciding (or, when it has none, of anybody),
    the last one as a card with its text, the earlier ones a line each."""

    #: the pointer rests on the last play's face (its card) or left it (None)
    face_hovered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePlays")
        self.setStyleSheet(
            "#sidePlays { background: rgba(24,16,10,215); border: 1px solid #c9a650;"
            " border-radius: 10px; }"
            "QLabel#playsTitle { color: #e2b54a; font-size: 15px; font-weight: bold; }"
            "QLabel#playWords { color: #f3ead3; font-size: 12px; }"
            "QLabel#earlier { color: #e9dfc7; font-size: 12px; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 10)
        lay.setSpacing(6)
        self.title = QLabel(objectName="playsTitle", wordWrap=True)
        lay.addWidget(self.title)
        row = self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.setSpacing(8)
        self.face = _Face()
        self.face.hovered = self.face_hovered
        row.addWidget(self.face, 0, Qt.AlignmentFlag.AlignTop)
        self.words = QLabel(objectName="playWords", wordWrap=True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        row.addWidget(self.words, 1)
        lay.addLayout(row)
        self.earlier = QLabel(objectName="earlier", wordWrap=True)
        self.earlier.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.earlier)
        lay.addStretch(1)
        #: the plays shown, newest last (for tests)
        self.plays: list[Play] = []
        #: the last play drawn as a whole card (its text on its face), not a tile
        self.big = False
        self.hide()

    def clear(self) -> None:
        """Nothing to show (the person decides, a Dusk is told): hidden."""
        self.plays = []
        self.hide()

    def show_plays(self, plays: list[Play], names: Sequence[str], view: dict[str, Any],
                   seat: int | None, whys: Mapping[int, str] | None = None) -> bool:
        """Show the day's `plays` of `seat` (None: anybody's, "Played today"), the
        faces read from the public `view`, and why the computer made each of its plays
        (`whys`, by the play's log entry: `ai_seat.AISeat.whys`); False (and nothing
        shown) when there is no play to show."""
        mine = [p for p in plays if seat is None or p.seat == seat]
        self.plays = mine
        if not mine:
            return False
        self._names, self._seat = tuple(names), seat
        self._whys = dict(whys or {})
        if seat is None:
            self.title.setText(self.tr("Played today"))
        else:
            self.title.setText(self.tr("{0}'s plays today").format(names[seat]))
        card = public_face(view, mine[-1])
        self.face.card = card
        self.face.setVisible(card is not None)
        self._say_last()
        older = mine[:-1][-6:]
        if older:
            items = "".join(
                f"<div style='margin-top:3px'>• {html.escape(p.name)} "
                f"<span style='color:#cfc3a8'>· {html.escape(how_words(p.how))}</span>"
                f"{self._why_html(p, ' — ')}</div>"
                for p in reversed(older))
            more = len(mine) - 1 - len(older)
            and_more = self.tr("… and {0} more").format(more)
            tail = f"<div style='color:#cfc3a8'>{html.escape(and_more)}</div>" if more else ""
            before = self.tr("Before that")
            self.earlier.setText(f"<b style='color:#e2b54a'>{html.escape(before)}</b>"
                                 f"{items}{tail}")
            self.earlier.show()
        else:
            self.earlier.hide()
        self.update()
        return True

    _names: tuple[str, ...] = ()
    _seat: int | None = None
    _whys: dict[int, str] = {}  # noqa: RUF012 - replaced whole, never changed in place

    def why(self, play: Play) -> str:
        """Why the computer made `play`, in a plain line ("" when it is not known)."""
        return self._whys.get(play.index, "")

    def _why_html(self, play: Play, lead: str) -> str:
        why = self.why(play)
        return f"<i style='color:#d8c9a0'>{html.escape(lead + why)}</i>" if why else ""

    def _say_last(self) -> None:
        """The words of the last play: its card's name, who played it and how, and -
        beside a tile, which has no room for it - its text (a whole card shows its
        own)."""
        last = self.plays[-1]
        card = self.face.card
        who = html.escape(self._names[last.seat]) + " · " \
            if self._seat is None and last.seat < len(self._names) else ""
        how = f"<span style='color:#cfc3a8'>{who}{html.escape(how_words(last.how))}</span>"
        # a whole card names itself: under it only who played it and how
        lines = [how] if self.big and card is not None else \
            [f"<b>{html.escape(last.name)}</b>", how]
        why = self.why(last)
        if why:  # the computer's reason, under how it played the card (review r20 #12)
            lines.append(self._why_html(last, why_lead()))
        text = str(card.get("text") or "") if card is not None else ""
        if text and not self.big:
            lines.append(html.escape(symbol_text.plain(text)).replace("\n", "<br>"))
        self.words.setText("<br>".join(lines))

    #: the least height of a whole card face, text and all (under it the text would
    #: be too small to read: a tile with the text beside it instead)
    BIG_FACE_LEAST = 300

    def fit(self, width: int, height: int) -> None:
        """Size the last play's card for a box `width` by `height`: a whole card, its
        text on its face, when the box is tall enough for one of `BIG_FACE_LEAST` px
        (a 1920 screen), else a tile (card_tile) about two fifths of the width with the
        text beside it."""
        older = self.plays[:-1][-6:]
        # a line each, and a second for why the computer made it (`whys`)
        earlier = 20 + sum(36 if self.why(p) else 18 for p in older) if older else 0
        room = height - 18 - 32 - 40 - earlier  # margins, title, the line under the card
        big_h = min(room, (width - 20) * theme.CARD_RATIO)
        self.big = big_h >= self.BIG_FACE_LEAST
        if self.big:
            self.face.setFixedSize(int(big_h / theme.CARD_RATIO), int(big_h))
            self.row.setDirection(QBoxLayout.Direction.TopToBottom)
        else:
            w = int(max(84, min(150, width * 0.4)))
            h = int(min(card_tile.TILE_BELOW - 2, w * 1.3))
            self.face.setFixedSize(w, h)
            self.row.setDirection(QBoxLayout.Direction.LeftToRight)
        if self.plays:  # the words beside a tile, or only the name under a whole card
            self._say_last()
