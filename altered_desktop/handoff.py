"""Full-table screens that hide the board: the hotseat hand-off and the game-over screen.

The hand-off screen exists so that, at one computer, a player never sees the other's hand:
the table stays covered until the player who must decide clicks to reveal it.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QRadialGradient,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from altered_desktop import theme
from altered_desktop.end_of_game import DistanceChart, DuskTrack, HeroPortrait
from altered_desktop.game_summary import Summary
from altered_desktop.plays_by_day import PlaysByDay


class _Curtain(QWidget):
    """A felt-coloured cover with centred text and buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._primary: QPushButton | None = None  # the button Enter presses
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.heading = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.heading.setStyleSheet("color: #e2b54a; font-size: 34px; font-weight: bold;")
        self.sub = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.sub.setStyleSheet("color: #f3ead3; font-size: 17px;")
        lay.addWidget(self.heading)
        lay.addWidget(self.sub)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        lay.addSpacing(18)
        lay.addLayout(self.buttons)
        lay.addStretch(3)
        self.hide()

    def add_button(self, text: str, primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        if primary:
            b.setObjectName("primary")
            self._primary = b
        b.setMinimumHeight(44)
        b.setStyleSheet("font-size: 16px; padding: 8px 16px;")
        # the style sheet's font is not known to the size hint yet: never cut the text
        b.setMinimumWidth(QFontMetrics(theme.font(16, bold=True)).horizontalAdvance(text) + 44)
        self.buttons.addWidget(b)
        return b

    def finish_buttons(self) -> None:
        self.buttons.addStretch(1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter works like clicking the main button: players expect it on a screen that
        only asks them to confirm who is sitting at the computer."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._primary is not None:
            self._primary.click()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r = self.rect()
        g = QRadialGradient(QPointF(r.center()), max(r.width(), r.height()) * 0.7)
        g.setColorAt(0, theme.FELT.darker(110))
        g.setColorAt(1, QColor("#07140e"))
        p.fillRect(r, QBrush(g))
        p.end()


class DayStrip(QWidget):
    """The Day and its phases as the side column's tracker draws them ("Day 4" over
    the Morning … Night pills, the current one lit): on the hand-off screen, where a
    player is in the game before the table is shown (review r15 #17)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.day = 0
        self.phase = ""
        self.setFixedSize(440, 78)

    def show_day(self, day: int, phase: str) -> None:
        self.day, self.phase = day, phase
        self.update()

    def title(self) -> str:
        return self.tr("Day {0}").format(self.day)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.day:
            return
        from altered_desktop import table_paint

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        table_paint.label(p, QRectF(0, 0, r.width(), 34), self.title(), 24,
                          colour=theme.GOLD, align=Qt.AlignmentFlag.AlignHCenter)
        table_paint.draw_tracker_phases(p, r, self.phase, row=(42.0, 30.0), inset=0.0)
        p.end()


class HandoffScreen(_Curtain):
    """'Pass the computer to X': covers the table until X clicks.  It says what waits
    behind it, all of it public (review r15 #17: a green void, a title and a button):
    the Day and its phase, the Hero of the seat to sit down, who decides and on what,
    and a Dusk played while that seat was away, which it will see replayed first.  No
    card of a hand, nor anything a prompt names, is shown here."""

    revealed = Signal()
    #: the curtain went up (True) or down (False): what lies outside the table (the
    #: teaching log beside it) is covered with it
    covering = Signal(bool)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's name
        """Every show() and hide() comes here, whether the window is on screen or not."""
        was = not self.isHidden()
        super().setVisible(visible)
        if was != visible:
            self.covering.emit(visible)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reveal_button = self.add_button(self.tr("Show my table"), primary=True)
        self.finish_buttons()
        self.reveal_button.clicked.connect(self._reveal)
        self.player: int | None = None
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        # above the heading: the Day, then the Hero of the seat to sit down
        self.day_strip = DayStrip()
        self.portrait = HeroPortrait()
        self.portrait.set_card_height(170)
        at = lay.indexOf(self.heading)
        lay.insertWidget(at, self.day_strip, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.insertSpacing(at + 1, 10)
        lay.insertWidget(at + 2, self.portrait, 0, Qt.AlignmentFlag.AlignHCenter)
        # under the reason: a Dusk waiting to be replayed, then the promise of secrecy
        self.news = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.news.setStyleSheet("color: #e2b54a; font-size: 17px; font-weight: bold;")
        self.hidden_note = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.hidden_note.setStyleSheet("color: #d6ccb2; font-size: 15px;")
        at = lay.indexOf(self.sub) + 1
        lay.insertWidget(at, self.news)
        lay.insertWidget(at + 1, self.hidden_note)

    def cover(self, player: int, name: str, why: str, *, day: int = 0, phase: str = "",
              hero: dict[str, Any] | None = None, dusk_due: bool = False) -> None:
        """Cover the table for `player` (`name`): `why` says who decides and on what
        (never a prompt's words); `day` and `phase` where the game stands, `hero` that
        seat's Hero as the table shows it, `dusk_due` whether a Dusk played while it was
        away will be replayed to it."""
        self.player = player
        self.heading.setText(self.tr("Pass the computer to {0}").format(name))
        self.heading.setStyleSheet(
            f"color: {theme.player_colour(player).name()}; font-size: 34px; "
            "font-weight: bold;")
        self.sub.setText(why)
        self.news.setText(self.tr("Dusk came while you were away: you will see it replayed "
                                  "first.") if dusk_due else "")
        self.news.setVisible(dusk_due)
        self.hidden_note.setText(self.tr("The table stays hidden so nobody sees a hand they "
                                         "should not."))
        self.day_strip.show_day(day, phase)
        self.day_strip.setVisible(bool(day))
        if hero:
            self.portrait.show_player(player, name, hero, False)
        self.portrait.setVisible(bool(hero))
        self.reveal_button.setText(self.tr("I am {0} — show my table").format(name).replace("&", "&&"))
        self.show()
        self.raise_()
        self.reveal_button.setFocus()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        """The Hero's card a little smaller on a short window (the reason, the news and
        the button stay in sight)."""
        h = self.height() or 768
        self.portrait.set_card_height(max(120, min(230, round(h * 0.22))))
        super().resizeEvent(event)

    def panel_rect(self) -> QRectF:
        """The framed box the screen's words stand in: round the Day, the Hero, the
        heading, the lines and the button."""
        shown = [w for w in (self.day_strip, self.portrait, self.heading, self.sub,
                             self.news, self.hidden_note, self.reveal_button)
                 if not w.isHidden()]
        if not shown:
            return QRectF()
        box = QRectF(shown[0].geometry())
        for w in shown[1:]:
            box = box.united(QRectF(w.geometry()))
        # as wide as the widest line's text, not the whole window's width
        fm = QFontMetrics(theme.font(34, bold=True))
        wide = max(fm.horizontalAdvance(self.heading.text()), self.day_strip.width(),
                   QFontMetrics(theme.font(17)).horizontalAdvance(self.sub.text()),
                   QFontMetrics(theme.font(17, bold=True)).horizontalAdvance(
                       self.news.text() if not self.news.isHidden() else ""))
        w = min(box.width(), wide + 80.0)
        return QRectF(self.width() / 2 - w / 2, box.top() - 24, w, box.height() + 48)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)  # the felt
        box = self.panel_rect()
        if box.isEmpty():
            return
        from altered_desktop import table_paint

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        table_paint.draw_side_frame(p, box)  # the side column's boxes' wood and gold
        p.end()

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()


def decisive_html(title: str, lines: list[str], note: str) -> str:
    """The decisive Dusk's lines under their title: the comparisons in a left column,
    what followed (the moves, the win) in a right one, so seven lines take four rows
    and leave the chart its height; the note on numbering under both."""
    half = (len(lines) + 1) // 2
    cells = ["<br>".join("• " + html.escape(x) for x in part)
             for part in (lines[:half], lines[half:]) if part]
    row = "".join(f"<td style='padding-right: 24px;' valign='top'>{c}</td>" for c in cells)
    return (f"<b>{html.escape(title)}</b><table cellspacing='0' cellpadding='0'><tr>{row}"
            f"</tr></table>{note}")


class GameOverScreen(_Curtain):
    """Winner and reason, the Dusk that decided it, a chart of the Expeditions' distances
    day by day, cards played per day; rematch, save, the log, a new game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rematch_button = self.add_button(self.tr("Rematch"), primary=True)
        self.new_button = self.add_button(self.tr("New game"))
        self.save_button = self.add_button(self.tr("Save the game…"))
        self.log_button = self.add_button(self.tr("Show the log"))
        self.export_button = self.add_button(self.tr("Export the log…"))
        self.review_button = self.add_button(self.tr("Look at the table"))
        self.finish_buttons()
        self.review_button.clicked.connect(self.hide)
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        self.decisive = QLabel(wordWrap=True, textFormat=Qt.TextFormat.RichText)
        self.decisive.setStyleSheet("color: #f3ead3; font-size: 14px;")
        self.decisive.setMinimumWidth(620)  # a line of the Dusk on one line, not three
        self.decisive.setMaximumWidth(1100)  # and not a line across a 4K screen
        # a result screen (review r12 #17): both Heroes as their cards, the winner's
        # lit under a ribbon, and between them the decisive Dusk drawn on a small track
        # over its lines (read from a common left edge, the block centred)
        self.portraits = [HeroPortrait(), HeroPortrait()]
        self.track = DuskTrack()
        self.decisive_row = QWidget()
        row = QHBoxLayout(self.decisive_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        centre = QVBoxLayout()
        centre.setSpacing(4)
        centre.addStretch(1)
        centre.addWidget(self.track)
        centre.addWidget(self.decisive)
        centre.addStretch(1)
        row.addWidget(self.portraits[0], 0, Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(28)
        row.addLayout(centre, 1)
        row.addSpacing(28)
        row.addWidget(self.portraits[1], 0, Qt.AlignmentFlag.AlignVCenter)
        self.chart = DistanceChart()
        self.plays = PlaysByDay()
        # between the reason and the buttons; the chart takes the room a big window has
        at = lay.indexOf(self.sub) + 1
        for w in (self.decisive_row, self.chart, self.plays):
            lay.insertWidget(at, w, 6 if w is self.chart else 0)
            at += 1
        lay.setContentsMargins(40, 10, 40, 10)
        lay.setStretch(0, 0)  # the felt above and below gives its room to the chart
        lay.setStretch(lay.count() - 1, 0)

    def announce(self, heading: str, detail: str, summary: Summary | None = None) -> None:
        self.heading.setText(heading)
        self.sub.setText(detail)
        self.summary = summary
        shown = summary is not None
        for w in (self.decisive_row, self.chart, self.plays):
            w.setVisible(shown)
        if summary is not None:
            from altered_desktop.game_summary import dusk_sentence
            from altered_desktop.log_dock import REGION_NUMBER

            lines = [dusk_sentence(x) for x in summary.decisive[-7:]]
            title = self.tr("The decisive Dusk, day {0}").format(summary.days)
            # "region 5" for both players is one tile: say where the count starts
            where = ""
            if any(REGION_NUMBER.search(x) for x in lines):
                where = "<i>" + html.escape(self.tr(
                    "Regions are numbered from the Hero region (1) to the Companion "
                    "region, the same for both players.")) + "</i>"
            self.decisive.setText(decisive_html(title, lines, where))
            for player, portrait in enumerate(self.portraits):
                portrait.show_player(player, summary.names[player],
                                     summary.heroes[player] if player < len(summary.heroes)
                                     else {}, summary.winner == player)
                portrait.setVisible(bool(portrait.face))
            self.track.show_summary(summary)
            self.track.setVisible(bool(summary.regions and summary.positions))
            self._size_portraits()
            self.chart.show_summary(summary)
            self.plays.show_summary(summary)
        self.show()
        self.raise_()
        self.rematch_button.setFocus()

    def _size_portraits(self) -> None:
        """The Heroes' cards as tall as the Dusk beside them, a little more on a tall
        screen, never so tall that the chart loses its room."""
        h = self.height() or 768
        card = max(150, min(300, round(h * 0.19 if h < 900 else h * 0.25)))
        for portrait in self.portraits:
            portrait.set_card_height(card)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self._size_portraits()
        super().resizeEvent(event)
