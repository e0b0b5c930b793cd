"""The end-of-game screen's pieces: the chart of the Expeditions' distances day by day,
the Heroes' portraits and the decisive Dusk's track (the screen itself is
`handoff.GameOverScreen`; the cards played per day are `plays_by_day`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from altered_desktop import theme
from altered_desktop.chart_axes import integer_ticks
from altered_desktop.game_summary import MEET, Summary

#: a mark's half width (px, without its 1 px pen): the first player's disc's radius,
#: the second's square's half side
MARK_HALF = (5.0, 4.5)


class DistanceChart(QWidget):
    """Regions travelled, day by day, in three panels side by side (small multiples):
    the race itself - each player's two Expeditions together, the number the game is
    won on (4.2.5.d), so the chart ends where the headline's "4 + 4 = 8 regions"
    does, against the meeting point (a sum above it: the Expeditions crossed) - then the hero Expeditions alone
    and the companion Expeditions alone.  Six lines in one plot hid one another
    (review r8 #16: the totals' blue dashes covered the gold line where they were equal,
    eight marks piled up at the start); two lines a panel, kept 2 px apart where they
    run together, stay readable.  The players differ in colour, in the shape of their
    points and in the stroke (full, dashed), so the lines stay apart even for a reader
    who cannot tell gold from blue; the race's lines end with their numbers.  Hovering
    a day tells it Expedition by Expedition."""

    MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52, 96, 52, 40
    #: the share of the width the race takes; the two Expedition panels share the rest
    #: (half: at 0.6 their days stood some 26 px apart at 1366, "start" touched "1" and
    #: the start's and day 1's marks ran together, review r19 #15)
    RACE_SHARE = 0.5
    #: the gap between panels, and how far two equal lines are drawn apart (px)
    GAP, APART = 30, 2.0
    #: how far apart two equal marks stand, centre to centre: each one's half, their
    #: pens and 4 px of ground between (issue #23: at 12 px the disc and the square
    #: touched and ran into one blot)
    MARKS_APART = MARK_HALF[0] + MARK_HALF[1] + 1.0 + 4.0
    #: how far the start's column stands right of the value axis (px): its two marks,
    #: side by side when equal, stay clear of the axis, of its "0" and of the "start"
    #: under them (review r15 #14: "0", "start" and the first marks ran together)
    INSET = 18.0
    #: the least ground between two days' labels under a panel (px)
    LABELS_APART = 10.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary: Summary | None = None
        self.setMinimumSize(360, 200)
        self.setMaximumHeight(560)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(640, 300)

    def show_summary(self, summary: Summary) -> None:
        self.summary = summary
        self.update()

    def plot_rect(self) -> QRectF:
        """The race's plot: the two Expeditions together."""
        w = self.width() * self.RACE_SHARE
        return QRectF(0, 0, w, self.height()).adjusted(
            self.MARGIN_LEFT, self.MARGIN_TOP, -self.MARGIN_RIGHT, -self.MARGIN_BOTTOM)

    def expedition_rect(self, which: int) -> QRectF:
        """The plot of the hero (0) or companion (1) Expeditions, right of the race."""
        left = self.width() * self.RACE_SHARE + self.GAP / 2
        w = (self.width() - left) / 2
        area = QRectF(left + which * w, 0, w, self.height())
        return area.adjusted(34, self.MARGIN_TOP, -self.GAP / 2, -self.MARGIN_BOTTOM)

    def ticks(self) -> list[int]:
        """Whole regions from 0 to at least one above the meeting line (room for its
        words above it), at one even step."""
        s = self.summary
        most = max((t for day in s.totals() for t in day), default=0) if s else 0
        return integer_ticks(max(MEET + 1, most), 8)

    def expedition_ticks(self) -> list[int]:
        """The Expedition panels' scale, one for both so they compare at a glance."""
        s = self.summary
        most = max((x for day in s.distances for pair in day for x in pair),
                   default=0) if s else 0
        return integer_ticks(max(1, most), 4)

    def _days(self) -> int:
        return max(1, len(self.summary.distances) - 1) if self.summary else 1

    def _at(self, r: QRectF, top: int, day: int, regions: float) -> QPointF:
        return QPointF(r.left() + self.INSET + (r.width() - self.INSET) * day / self._days(),
                       r.bottom() - r.height() * regions / top)

    def point(self, day: int, regions: float) -> QPointF:
        """Where `regions` at the end of `day` is drawn in the race."""
        return self._at(self.plot_rect(), self.ticks()[-1], day, regions)

    def expedition_point(self, which: int, day: int, regions: float) -> QPointF:
        """Where one Expedition's `regions` at the end of `day` is drawn in its panel."""
        return self._at(self.expedition_rect(which), self.expedition_ticks()[-1], day,
                        regions)

    @staticmethod
    def _apart(values: list[list[int]], player: int, at: list[QPointF],
               dx: float) -> list[QPointF]:
        """Each day's mark of `player`: at its value, a few px aside where the players
        are equal that day (never above or below its value, review r5 #20).  Of two
        equal marks the left one is the player's whose line, through the day, turns
        more upwards (rises more after it than before), so neither line runs through
        the other's mark: the one staying level leaves from the right, the one that
        was ahead arrives at the left (review r15 #14: a level line ran through the
        mark beside it)."""
        out = []
        for d, day in enumerate(values):
            pt = at[d]
            if len(set(day)) < len(day):
                out.append(pt + QPointF((DistanceChart._slot(values, d, player)
                                         - (len(day) - 1) / 2) * dx, 0))
            else:
                out.append(pt)
        return out

    @staticmethod
    def _slot(values: list[list[int]], d: int, player: int) -> int:
        """`player`'s place, from the left, among the marks of day `d`: by how much more
        their line rises after the day than before it, most first; the first player
        first among equals."""
        def turn(pl: int) -> int:
            after = values[d + 1][pl] - values[d][pl] if d + 1 < len(values) else 0
            before = values[d][pl] - values[d - 1][pl] if d > 0 else 0
            return after - before
        order = sorted(range(len(values[d])), key=lambda pl: (-turn(pl), pl))
        return order.index(player)

    def marks(self) -> list[list[QPointF]]:
        """Each player's points in the race, day by day, each at its value's height:
        equal totals sit side by side (a few px left and right)."""
        s = self.summary
        if s is None:
            return []
        totals = s.totals()
        return [self._apart(totals, player, [self.point(d, day[player])
                                             for d, day in enumerate(totals)],
                            self.MARKS_APART)
                for player in range(len(s.names))]

    def expedition_marks(self) -> list[tuple[int, int, list[QPointF]]]:
        """Each Expedition's own points, day by day, in its panel: (player, 0 hero /
        1 companion, points), at their values' heights, equal ones side by side."""
        s = self.summary
        if s is None:
            return []
        out = []
        for which in (0, 1):
            values = [[pair[which] for pair in day] for day in s.distances]
            for player in range(len(s.names)):
                pts = [self.expedition_point(which, d, day[player])
                       for d, day in enumerate(values)]
                out.append((player, which,
                            self._apart(values, player, pts, self.MARKS_APART)))
        return out

    def line_points(self, values: list[list[int]], player: int,
                    at: list[QPointF]) -> list[QPointF]:
        """The vertices of `player`'s line: its marks (`at`; equal ones side by side, so
        a line never runs through the other player's mark: review r15 #14, the Hero
        panel's day 4), moved `APART` px up (first player) or down (second) on the days
        both players are equal, so two lines that run together show as two strokes,
        neither hidden (review r8 #16)."""
        out = []
        for d, day in enumerate(values):
            pt = at[d]
            if len(set(day)) < len(day):
                pt = pt + QPointF(0, (player - (len(day) - 1) / 2) * 2 * self.APART)
            out.append(pt)
        return out

    def player_lines(self, values: list[list[int]],
                     marks: list[list[QPointF]]) -> list[list[QPointF]]:
        """Each player's line as drawn, through their own marks (`line_points`)."""
        return [self.line_points(values, player, pts) for player, pts in enumerate(marks)]

    def meet_label(self) -> str:
        """The meeting line's words; the headline above says who won and why.  The line
        is the meeting point, not a goal to land on: a sum above it means the
        Expeditions crossed, which ends the game as well (4.2.5.d; review r10 #7: a
        line at 8 above "7 regions: ... the game ends" read as an overshoot)."""
        return self.tr("Meeting point: {0} or more ends the game (met or crossed)").format(MEET)

    def meet_label_rect(self, fm: QFontMetrics) -> QRectF:
        """Where the meeting line's words go: in the legend's row above the panels,
        after the players' names, a stretch of the dotted line before them - off the
        plot, where no player's line can run into them (review r12 #17: on the plot
        their box covered the grid above the line)."""
        s = self.summary
        x = self.plot_rect().left()
        for name in (s.names if s else []):
            x += 36 + fm.horizontalAdvance(name) + 28
        return QRectF(x + 36, 3, fm.horizontalAdvance(self.meet_label()) + 4, 18)

    def day_at(self, x: float) -> int | None:
        """The day whose column holds `x`, in any panel, or None outside them."""
        if self.summary is None or not self.summary.distances:
            return None
        days = len(self.summary.distances) - 1
        for r in (self.plot_rect(), self.expedition_rect(0), self.expedition_rect(1)):
            if r.left() - 20 <= x <= r.right() + 20:
                return max(0, min(days, round((x - r.left() - self.INSET)
                                              / max(1.0, r.width() - self.INSET)
                                              * max(1, days))))
        return None

    def day_text(self, day: int) -> str:
        """One day's positions, Expedition by Expedition (the hover text)."""
        s = self.summary
        assert s is not None
        when = self.tr("At the start") if day == 0 else self.tr("End of day {0}").format(day)
        rows = [self.tr("{0}: hero {1} + companion {2} = {3}").format(name, h, c, h + c)
                for name, (h, c) in zip(s.names, s.distances[day], strict=True)]
        return when + "\n" + "\n".join(rows)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        day = self.day_at(event.position().x())
        self.setToolTip("" if day is None else self.day_text(day))
        super().mouseMoveEvent(event)

    def _axes(self, p: QPainter, r: QRectF, ticks: list[int], title: str) -> None:
        """A panel's grid, value labels, day labels and title."""
        p.setFont(theme.font(12))
        for k in ticks:  # whole regions, a faint line each
            y = self._at(r, ticks[-1], 0, k).y()
            p.setPen(QPen(theme.ZONE_LINE, 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(QPen(theme.LABEL_DIM, 1))
            # clear of the start's points (review r7 #18) and its "start" (r15 #14)
            p.drawText(self.value_label_rect(r, y),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(k))
        p.setPen(QPen(theme.LABEL_DIM, 1))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())
        for d, text in self.day_labels(r.width(), p.fontMetrics()):
            x = self._at(r, ticks[-1], d, 0).x()
            p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.bottom() + 3))
            p.drawText(self.day_label_rect(r, x), Qt.AlignmentFlag.AlignCenter, text)
        p.drawText(QRectF(r.left(), r.bottom() + 20, r.width(), 16),
                   Qt.AlignmentFlag.AlignCenter, self.tr("Day"))
        p.setFont(theme.font(13, bold=True))
        p.setPen(theme.LABEL)
        p.drawText(QRectF(r.left(), r.top() - 22, r.width() + 40, 18),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)

    @staticmethod
    def value_label_rect(r: QRectF, y: float) -> QRectF:
        """Where a value's number is written: right-aligned left of the axis of `r`,
        level with its line at `y`."""
        return QRectF(r.left() - 30, y - 8, 24, 16)

    @staticmethod
    def day_label_rect(r: QRectF, x: float) -> QRectF:
        """Where a day's label is written: centred under its column at `x`."""
        return QRectF(x - 30, r.bottom() + 4, 60, 16)

    def day_labels(self, width: float, fm: QFontMetrics) -> list[tuple[int, str]]:
        """The day under each column of a panel `width` px wide: every day has its
        number, the last day too (review r9 #8: a small panel labelled start, 2, 4, 6
        and left the winning day 7 bare); the start reads "start" where it stands
        `LABELS_APART` px clear of the "1" beside it, else "0" (review r19 #15: "start"
        touched "1" in a small panel)."""
        days = self._days()
        room = (width - self.INSET) / days
        start = self.tr("start")
        need = (fm.horizontalAdvance(start) + fm.horizontalAdvance("1")) / 2
        first = start if room >= need + self.LABELS_APART else "0"
        return [(d, first if d == 0 else str(d)) for d in range(days + 1)]

    def _lines(self, p: QPainter, values: list[list[int]],
               marks: list[list[QPointF]]) -> None:
        """Each player's line through its own marks (`line_points`) and the marks."""
        styles = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine)
        for player, line in enumerate(self.player_lines(values, marks)):
            p.setPen(QPen(theme.player_colour(player), 3.0, styles[player % 2]))
            for a, b in zip(line, line[1:], strict=False):
                p.drawLine(a, b)
        for player, spots in enumerate(marks):
            for pt in spots:
                _point(p, player, pt)

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.summary
        if s is None or not s.distances:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plot_rect()
        ticks = self.ticks()
        totals = s.totals()
        self._axes(p, r, ticks, self.tr("Both Expeditions together"))
        p.save()  # the value axis's name, upwards along it
        p.setFont(theme.font(12))
        p.setPen(theme.LABEL_DIM)
        p.translate(r.left() - 44, r.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-r.height() / 2, -8, r.height(), 16), Qt.AlignmentFlag.AlignCenter,
                   self.tr("Regions travelled"))
        p.restore()
        # the meeting line: reaching it ends the game (4.2.5.d)
        meet_y = self.point(0, MEET).y()
        p.setPen(QPen(theme.LABEL, 1.5, Qt.PenStyle.DotLine))  # no player's colour
        p.drawLine(QPointF(r.left(), meet_y), QPointF(r.right(), meet_y))
        self._lines(p, totals, self.marks())
        # each line's end names its player and total; two ends never overlap
        ends: list[tuple[float, str, QColor]] = [
            (pts[-1].y(), f"{name} {totals[-1][pl]}", theme.player_colour(pl))
            for pl, (name, pts) in enumerate(zip(s.names, self.marks(), strict=True))]
        ends.sort()
        if len(ends) == 2 and ends[1][0] - ends[0][0] < 18:
            mid = (ends[0][0] + ends[1][0]) / 2
            ends = [(mid - 9, *ends[0][1:]), (mid + 9, *ends[1][1:])]
        p.setFont(theme.font(13, bold=True))
        for y, text, colour in ends:
            p.setPen(colour)
            # past the last day's marks, set aside when they are equal
            p.drawText(QRectF(r.right() + 16, y - 9, self.MARGIN_RIGHT - 18, 18),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        # the hero Expeditions, then the companion ones, each in a panel of its own
        marks = self.expedition_marks()
        for which, title in ((0, self.tr("Hero Expeditions")),
                             (1, self.tr("Companion Expeditions"))):
            er = self.expedition_rect(which)
            eticks = self.expedition_ticks()
            self._axes(p, er, eticks, title)
            values = [[pair[which] for pair in day] for day in s.distances]
            self._lines(p, values, [pts for _pl, w, pts in marks if w == which])
        # the legend, above the panels: a stroke and a point per player
        p.setFont(theme.font(12))
        x = r.left()
        styles = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine)
        for player, name in enumerate(s.names):
            colour = theme.player_colour(player)
            p.setPen(QPen(colour, 3.0, styles[player % 2]))
            p.drawLine(QPointF(x, 12), QPointF(x + 30, 12))
            _point(p, player, QPointF(x + 15, 12))
            p.setPen(theme.LABEL)
            p.drawText(QRectF(x + 36, 3, 300, 18), Qt.AlignmentFlag.AlignVCenter, name)
            x += 36 + p.fontMetrics().horizontalAdvance(name) + 28
        # the meeting line in the legend: its dotted stroke, its words (off the plot)
        box = self.meet_label_rect(p.fontMetrics())
        p.setPen(QPen(theme.LABEL, 1.5, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(box.left() - 36, 12), QPointF(box.left() - 6, 12))
        p.setPen(theme.LABEL)
        p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.meet_label())
        p.end()


def _point(p: QPainter, player: int, at: QPointF) -> None:
    """A point of `player`'s line: a disc for the first player, a square for the second,
    so the lines differ in more than colour."""
    colour = theme.player_colour(player)
    p.setPen(QPen(colour.darker(170), 1))
    p.setBrush(colour)
    half = MARK_HALF[player % 2]
    if player % 2 == 0:
        p.drawEllipse(at, half, half)
    else:
        p.drawRect(QRectF(at.x() - half, at.y() - half, 2 * half, 2 * half))
    p.setBrush(Qt.BrushStyle.NoBrush)


class HeroPortrait(QWidget):
    """A player's Hero as the card it is (painted as the table paints it), the player's
    name under it in their colour, the winner's on a gold ribbon; the winner's card lit
    in gold, the other one's as printed (a dark veil over it took its name to 4.2:1,
    review r13 #2).  The end screen was text and charts only
    (review r12 #17): a result screen shows who played and who won at a glance."""

    #: a card's width over its height
    ASPECT = 0.716
    #: the least height at which the card shows its whole face, rules text and all
    FULL_FACE_FROM = 230

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face: dict = {}
        self.name = ""
        self.player = 0
        self.winner = False
        self.set_card_height(200)

    def set_card_height(self, h: int) -> None:
        """The card `h` px tall; the widget adds the name's row below it (the
        winner's name on its ribbon)."""
        self.card_h = h
        self.setFixedSize(max(round(h * self.ASPECT) + 24, 150), h + 8 + self.band())

    def band(self) -> int:
        """The height of the name's row under the card."""
        return 26

    def show_player(self, player: int, name: str, face: dict, winner: bool) -> None:
        # the card as printed: how the game left it (exhausted) is not the portrait
        face = {k: v for k, v in face.items() if k not in ("statuses", "counters")}
        self.player, self.name, self.face, self.winner = player, name, face, winner
        self.setAccessibleName(self.tr("{0}: {1}").format(name, face.get("name", "")))
        self.setToolTip(str(face.get("name", "")))
        self.update()

    def card_rect(self) -> QRectF:
        w = self.card_h * self.ASPECT
        return QRectF((self.width() - w) / 2, 4, w, self.card_h)

    def ribbon_rect(self) -> QRectF:
        """The winner's ribbon: the name's row, under the card and clear of its face
        (it lay across the card's foot and cut "Hero · Lyra": review r14 #9; the title
        above says who won, the ribbon and the gold light whose card it is)."""
        fm = QFontMetrics(theme.font(14, bold=True))
        w = min(self.width() - 2.0, fm.horizontalAdvance(self.ribbon_text()) + 30)
        return QRectF((self.width() - w) / 2, self.card_rect().bottom() + 5, w, 24)

    def ribbon_text(self) -> str:
        return f"★ {self.name} ★"

    def name_rect(self) -> QRectF:
        return QRectF(0, self.card_rect().bottom() + 5, self.width(), self.band() - 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.face:
            return
        from altered_desktop import card_painter

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # a card too small for its rules text is shown as the table's tile (name and
        # picture), not as a face of cut lines ending in "more"
        card_painter.paint_card(p, self.card_rect(), self.face,
                                glow=theme.GOLD if self.winner else None,
                                allow_turn=False,
                                tile=self.card_h < self.FULL_FACE_FROM)
        if self.winner:
            r = self.ribbon_rect()
            p.setPen(QPen(theme.GOLD.darker(150), 1))
            p.setBrush(theme.GOLD)
            p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
            p.setPen(QColor("#2a1a0c"))
            p.setFont(theme.font(14, bold=True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter,
                       p.fontMetrics().elidedText(self.ribbon_text(),
                                                  Qt.TextElideMode.ElideMiddle,
                                                  round(r.width()) - 8))
            p.end()
            return
        p.setPen(theme.player_colour(self.player))
        p.setFont(theme.font(16, bold=True))
        p.drawText(self.name_rect(), Qt.AlignmentFlag.AlignCenter,
                   p.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                              self.width()))
        p.end()


class DuskTrack(QWidget):
    """The decisive Dusk drawn on a small Adventure track: the regions from the Hero
    region (1) to the Companion region, each with its terrains (a face-down one blank),
    and each player's two Expeditions' markers where they ended, on a lane of their own
    (the first player's above the regions, the second's below), a hollow marker and an
    arrow from where the last Dusk moved them.  The lines under it tell the same in
    words (review r12 #17: the Dusk was a list of sentences only)."""

    #: a lane's height (its markers) and a region tile's: markers and terrain icons
    #: some 24 px, read across the room at 1366 (review r17 #18: about 14 px); a lane
    #: holds a marker with a pixel or two to spare, inside its region's frame (the strip
    #: as tall as before: the charts under it keep their height)
    LANE, TILE = 27, 30
    #: a marker's radius and a terrain icon's most side
    MARKER_R, ICON = 12.0, 24.0
    #: room at the left for the lanes' names
    NAMES = 96

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary: Summary | None = None
        self.setFixedHeight(2 * self.LANE + self.TILE + 2)
        self.setMinimumWidth(420)

    def show_summary(self, summary: Summary) -> None:
        self.summary = summary
        self.update()

    def tile_rect(self, region: int) -> QRectF:
        """Region `region`'s tile (0: the Hero region)."""
        n = max(1, len(self.summary.regions) if self.summary else 1)
        w = (self.width() - self.NAMES - 4) / n
        return QRectF(self.NAMES + region * w + 2, self.LANE + 1, w - 4, self.TILE)

    def region_rect(self, region: int) -> QRectF:
        """Region `region`'s frame: its tile and both lanes over and under it, so each
        marker stands inside the region it ended on (review r20 #13: between the lanes
        and the tiles, "C « » H" floated over the border of regions 4 and 5)."""
        t = self.tile_rect(region)
        return QRectF(t.left(), 0, t.width(), self.height())

    def icon_side(self, region: int) -> float:
        """The side of region `region`'s terrain icons: `ICON`, less when its tile is
        too narrow for its terrains side by side right of its number."""
        t = self.tile_rect(region)
        n = len(self.summary.regions[region]) if self.summary else 1
        return min(self.ICON, t.height() - 8, (t.width() - 28) / max(1, n) - 2)

    def before(self, player: int) -> tuple[int, int] | None:
        """Where `player`'s Expeditions stood before the last Dusk (regions' indexes),
        from the distances of the day before; None without one."""
        s = self.summary
        if s is None or len(s.distances) < 2 or not s.regions:
            return None
        hero, companion = s.distances[-2][player]
        return hero, len(s.regions) - 1 - companion

    def shares_region(self, player: int) -> bool:
        """Whether `player`'s two Expeditions ended on one region."""
        s = self.summary
        return bool(s and s.positions and s.positions[player][0] == s.positions[player][1])

    def marker_centre(self, player: int, which: int, region: int) -> QPointF:
        """The centre of `player`'s hero (0) or companion (1) marker on `region`: on the
        player's lane, in the middle of the region; when both of the player's markers
        ended there, the hero's left of the middle and the companion's right of it,
        side by side."""
        t = self.tile_rect(region)
        y = self.LANE / 2 if player == 0 else self.LANE + self.TILE + 2 + self.LANE / 2
        s = self.summary
        together = self.shares_region(player) and s is not None \
            and s.positions[player][which] == region
        dx = min(self.MARKER_R + 2, t.width() / 4) if together else 0.0
        return QPointF(t.center().x() + (dx if which else -dx), y)

    def marker_rect(self, player: int, which: int, region: int) -> QRectF:
        at, r = self.marker_centre(player, which, region), self.MARKER_R
        return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)

    #: a chevron's arms: back along the way it came, and up and down
    ARM_X, ARM_Y = 6.0, 5.0

    def trail(self, player: int, which: int) -> list[QPointF]:
        """The tips of the chevrons behind `player`'s hero (0) or companion (1) marker
        when the last Dusk moved it, pointing the way it went: as many of two as fit
        in its region beside the marker (and its twin, when both stand there)."""
        s = self.summary
        was = self.before(player)
        if s is None or was is None:
            return []
        now = s.positions[player][which]
        if was[which] == now:
            return []
        back = -1.0 if now > was[which] else 1.0
        at = self.marker_centre(player, which, now)
        room = self.region_rect(now)
        twin = self.marker_rect(player, 1 - which, now) if self.shares_region(player) \
            else QRectF()
        tips = []
        for k in (1, 2):
            tip = at + QPointF(back * (self.MARKER_R + 8 * k), 0)
            arms = QRectF(tip, tip + QPointF(back * self.ARM_X, self.ARM_Y)).normalized()
            arms.setTop(tip.y() - self.ARM_Y)
            if not room.adjusted(2, 0, -2, 0).contains(arms) or arms.intersects(twin):
                break
            tips.append(tip)
        return tips

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.summary
        if s is None or not s.regions or not s.positions:
            return
        from altered_desktop import stat_pill

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # the regions: each a frame from lane to lane, its terrains' tile in the middle
        for i, terrains in enumerate(s.regions):
            p.setPen(QPen(theme.ZONE_LINE, 1))
            p.setBrush(QColor(255, 255, 255, 10))
            p.drawRoundedRect(self.region_rect(i).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
            t = self.tile_rect(i)
            p.setPen(QPen(theme.ZONE_LINE.lighter(130), 1))
            p.setBrush(QColor(20, 44, 32) if terrains else QColor(14, 26, 20))
            p.drawRoundedRect(t, 5, 5)
            # its number at its left (counted from the Hero region, as the lines say),
            # its terrains' icons in the rest
            p.setPen(theme.LABEL_DIM)
            p.setFont(theme.font(14, bold=True))
            p.drawText(QRectF(t.left() + 5, t.top(), 22, t.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(i + 1))
            room = t.adjusted(22, 0, -2, 0)
            side = self.icon_side(i)
            x = room.center().x() - (len(terrains) * (side + 2) - 2) / 2
            for terrain in terrains:
                pill = QRectF(x, t.center().y() - side / 2, side, side)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(theme.TERRAIN_COLOURS.get(terrain, theme.LABEL_DIM))
                p.drawRoundedRect(pill, side * 0.3, side * 0.3)
                stat_pill.paint_glyph(p, pill.adjusted(side * 0.18, side * 0.16,
                                                       -side * 0.18, -side * 0.16), terrain)
                x += side + 2
        # the lanes' names, then each player's markers: where the last Dusk moved them
        # from (hollow, an arrow on) and where they ended
        p.setFont(theme.font(14, bold=True))
        for player, name in enumerate(s.names):
            colour = theme.player_colour(player)
            y = self.marker_centre(player, 0, 0).y()
            p.setPen(colour)
            p.drawText(QRectF(0, y - 10, self.NAMES - 8, 20),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                                  self.NAMES - 10))
            for which, now in enumerate(s.positions[player]):
                at = self.marker_centre(player, which, now)
                # moved by this Dusk: a trail of chevrons behind the marker, the way
                # it came, inside its region (a hollow marker where it stood and an
                # arrow crossed the other Expedition's when the two passed each other)
                p.setPen(QPen(colour, 2))
                for tip in self.trail(player, which):
                    back = 1.0 if tip.x() > at.x() else -1.0
                    p.drawLine(tip, tip + QPointF(back * self.ARM_X, -self.ARM_Y))
                    p.drawLine(tip, tip + QPointF(back * self.ARM_X, self.ARM_Y))
                _marker(p, player, at, "HC"[which], r=self.MARKER_R)
        p.end()


def _marker(p: QPainter, player: int, at: QPointF, letter: str, hollow: bool = False,
            r: float = 9.0) -> None:
    """An Expedition's marker `r` in radius: the player's shape (disc, square) in their
    colour, its Expedition's letter (H, C) on it; hollow where it stood before."""
    colour = theme.player_colour(player)
    p.setPen(QPen(colour if hollow else colour.darker(170), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush if hollow else colour)
    if player == 0:
        p.drawEllipse(at, r, r)
    else:
        p.drawRoundedRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), 3, 3)
    p.setPen(colour if hollow else QColor("#1b1511"))
    p.setFont(theme.font(max(11, round(r * 1.1)), bold=True))
    p.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
               letter)
    p.setBrush(Qt.BrushStyle.NoBrush)
