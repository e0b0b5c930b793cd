"""The goldfish lab dialog: how fast does my deck win, over many games?

Pick a deck (starter, saved or imported), optionally a second one to compare, how many
games and the pilot (engine.ai), and run: the games are played by engine.goldfish_lab in
worker processes, from a thread here so the window stays responsive, with a progress bar
and a Cancel.  Results: victory days, Expedition positions and mana spent per day (charts,
the two decks side by side), a per-card table, and a per-game table from which any game
opens at the table to be read through its log.  CSV and JSON export.
"""

from __future__ import annotations

import html
import json
import multiprocessing
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSize,
    Qt,
    QThread,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QProxyStyle,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyleOptionHeader,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import theme
from altered_desktop.deck_picker import deck_choices, deck_for_key
from altered_desktop.lab_charts import SERIES_COLOURS, DayChart
from altered_desktop.lab_impact_chart import FEW_INK, ImpactChart, ImpactRow
from altered_desktop.whole_rows import WholeRowsTableWidget
from engine.decks import Deck, DeckError, require_implemented
from engine.goldfish_lab import MAX_DAYS, cards_csv, games_csv, run_lab, summary_json
from engine.lab_impact import CLEAR_T, EARLY_DAY, LEAST_GAMES, conclusion

#: the Cards tab's headers (two short lines each, so the numbers' columns stay narrow)
CARD_HEADERS = ("Deck", "Card", "Wins sooner\n(days)", "Games held\nearly / not",
                "Drawn\nper game", "Played\nper game", "Day drawn\n(mean)",
                "Day played\n(mean)")
#: the column of the impact figure (engine.lab_impact), the one that says which card matters
IMPACT_COLUMN = 2
#: the games that figure stands on, beside it: in hand by day 2 / not (review r20 #18:
#: "n=6" was written small inside the numbers' cells)
SAMPLE_COLUMN = 3
#: the columns of the rates and the mean days: drawn, played
DRAWN_COLUMN, PLAYED_COLUMN, DAY_DRAWN_COLUMN, DAY_PLAYED_COLUMN = 4, 5, 6, 7
#: the Cards tab's headers, explained on hovering them (column: tooltip)
CARD_COLUMN_TIPS = {
    IMPACT_COLUMN: "How many days sooner the deck won in the games where this card was in "
       f"hand by day {EARLY_DAY} (opening hand or drawn by then) than in the games where it "
       "was not: +0.5 is half a day sooner, a minus sign later. A game not won counts as "
       "won after the last day. Bold: a difference clear of chance over this many games; "
       "dim: within the noise (run more games); a dash: the card was in hand early in "
       "nearly every game or nearly none, so there is nothing to compare.",
    SAMPLE_COLUMN: f"The games in which the card was in hand by day {EARLY_DAY}, and those in "
       "which it was not: the two sides that Wins sooner compares. A dim row has fewer "
       "than 10 on one side, too few to trust yet.",
    DRAWN_COLUMN: "Cards drawn per game: the opening hand and every draw (a card Resupplied "
       "from the Deck to Reserve is not drawn).",
    PLAYED_COLUMN: "Plays per game: from Hand and from Reserve. A card played from Hand, "
       "sent to Reserve at Night and played again counts twice, and a card Resupplied to "
       "Reserve is played without being drawn, so this can exceed Drawn / game.",
    DAY_DRAWN_COLUMN: "The mean day on which the card was drawn (day 1 for the opening hand).",
    DAY_PLAYED_COLUMN: "The mean day of its plays, from Hand or Reserve.",
}
#: fewer draws (or plays) than this over a run, and a card's mean day is dimmed, its n
#: on hovering it
FEW_FOR_A_MEAN = 5
#: a card's "wins sooner" stands on the games it was in hand early and those it was not:
#: with fewer than this on either side its row is dimmed (issue #23: a figure over 4
#: games read as sure as one over 200), the two counts in their own column
FEW_GAMES = 10
#: a header's room beyond its words: the padding left of them and the sort arrow's right
HEADER_ROOM = 6 + 18 + 8
PILOT_CHOICES = (("greedy", "Greedy AI (fast)"), ("search", "Search AI (slow, thinks ahead)"))


class LabRun(QObject):
    """Runs the lab for one or two decks in a thread; reports progress and results."""

    progress = Signal(int, int)  # games done, games asked (over all decks)
    finished = Signal(list)  # one summary per deck
    failed = Signal(str)

    def __init__(self, decks: list[Deck], games: int, pilot: str, workers: int = 0) -> None:
        super().__init__()
        self.decks = decks
        self.games = games
        self.pilot = pilot
        self.workers = workers
        self.cancel = threading.Event()

    def run(self) -> None:
        out = []
        try:
            for k, deck in enumerate(self.decks):
                def step(done: int, _total: int, k: int = k) -> None:
                    self.progress.emit(k * self.games + done, self.games * len(self.decks))

                s = run_lab(deck, self.games, self.pilot, workers=self.workers,
                            keep_records=True, progress=step, cancel=self.cancel,
                            mp_context=multiprocessing.get_context("spawn"))
                out.append(s)
                if self.cancel.is_set():
                    break
        except Exception as e:  # noqa: BLE001 - a failed run is reported in the dialog
            self.failed.emit(f"{type(e).__name__}: {e}")
            return
        self.finished.emit(out)


class GoldfishLabDialog(QDialog):
    """The lab: choose, run, read, export, open a game."""

    def __init__(self, window: Any = None, parent: QWidget | None = None,
                 workers: int = 0) -> None:
        super().__init__(parent or window)
        self.window = window
        self.workers = workers
        self.setWindowTitle(self.tr("Goldfish lab — how fast does the deck win?"))
        self.results: list[dict[str, Any]] = []
        self.thread: QThread | None = None
        self.run_obj: LabRun | None = None
        lay = QVBoxLayout(self)
        # the screen says what it is (review r12 #18: it opened on a row of fields)
        self.heading = QLabel(self.tr("Goldfish lab: how fast does the deck win?"))
        self.heading.setStyleSheet(f"color: {theme.GOLD.name()}; font-size: 20px; "
                                   "font-weight: bold;")
        self.heading.setToolTip(self.tr(
            "Each deck plays many games alone against an opponent who only passes (a "
            "goldfish): how many days it takes to win, and which cards speed it up."))
        lay.addWidget(self.heading)
        top = QGridLayout()
        self.deck_a = QComboBox()
        self.deck_b = QComboBox()
        self.deck_b.addItem("— no second deck —", "")
        for key, title in deck_choices():
            self.deck_a.addItem(title, key)
            self.deck_b.addItem(title, key)
        self.games = QSpinBox()
        self.games.setRange(1, 20000)
        self.games.setValue(200)
        # each deck plays them all: the count is per deck (the bar counts all of them)
        self.games.setSuffix(self.tr(" games per deck"))
        self.pilot = QComboBox()
        for key, title in PILOT_CHOICES:
            self.pilot.addItem(title, key)
        self.pilot.setToolTip(self.tr("Who plays the deck; the opponent always passes."))
        top.addWidget(QLabel(self.tr("Deck")), 0, 0)
        top.addWidget(self.deck_a, 0, 1)
        compare = QLabel(self.tr("Compare with"))
        compare.setToolTip(self.tr("A second deck plays as many games, also against the "
                                   "goldfish: the two decks never play each other."))
        self.deck_b.setToolTip(compare.toolTip())
        top.addWidget(compare, 0, 2)
        top.addWidget(self.deck_b, 0, 3)
        top.addWidget(QLabel(self.tr("Play")), 1, 0)
        top.addWidget(self.games, 1, 1)
        top.addWidget(QLabel(self.tr("Pilot")), 1, 2)
        top.addWidget(self.pilot, 1, 3)
        self.games.valueChanged.connect(lambda _v: self._show_asked())
        self.deck_b.currentIndexChanged.connect(lambda _i: self._show_asked())
        # the fields as wide as their words need, not the window: at 1920 a deck's name
        # stood in a 900 px box (review r9 #15); the room left goes to the right
        for box, most in ((self.deck_a, 460), (self.deck_b, 460), (self.games, 460),
                          (self.pilot, 460)):
            box.setMaximumWidth(most)
        top.setColumnStretch(1, 1)
        top.setColumnStretch(3, 1)
        top.setColumnStretch(4, 2)
        lay.addLayout(top)
        row = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.setObjectName("primary")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.setVisible(False)  # there only while games are being played
        self.cancel_button.clicked.connect(self.stop)
        self.bar = QProgressBar()
        self.bar.setFormat("%v of %m games")
        self.bar.setValue(0)
        self.status = QLabel(self.tr("Choose a deck and run."))
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 14px;")
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.bar, 1)
        lay.addLayout(row)
        lay.addWidget(self.status)
        self.tabs = QTabWidget()
        charts = QWidget()
        grid = QGridLayout(charts)
        self.chart_days = DayChart("Day of victory", "games won", bars=True)
        self.chart_pos = DayChart("Expedition positions", "regions travelled")
        self.chart_mana = DayChart("Mana spent per day", "mana")
        grid.addWidget(self.chart_days, 0, 0, 1, 2)
        grid.addWidget(self.chart_pos, 1, 0)
        grid.addWidget(self.chart_mana, 1, 1)
        self.tabs.addTab(charts, "Charts")
        # every column as wide as what it holds, the numbers right-aligned under
        # right-aligned headers (review r8 #15: a number at the far right of a 260 px
        # column, its header centred 100 px away); the table as wide as its columns,
        # the explanations beside it
        self.cards_table = self._table(list(CARD_HEADERS), fit=tuple(range(len(CARD_HEADERS))))
        for col in range(len(CARD_HEADERS)):  # widths of our own (_fit_card_columns)
            self.cards_table.horizontalHeader().setSectionResizeMode(
                col, QHeaderView.ResizeMode.Interactive)
        self.cards_table.setSizeAdjustPolicy(
            QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.cards_table.setSizePolicy(QSizePolicy.Policy.Maximum,
                                       QSizePolicy.Policy.Expanding)
        # what each count counts: a card played from Hand, sent to Reserve at Night and
        # played again counts twice, so "played" may exceed "drawn"
        for col in range(len(CARD_HEADERS)):
            item = self.cards_table.horizontalHeaderItem(col)
            item.setToolTip(CARD_COLUMN_TIPS.get(col, ""))
            item.setTextAlignment((Qt.AlignmentFlag.AlignRight if col >= IMPACT_COLUMN
                                   else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter)
        # room at a header's right for its sort arrow, clear of the right-aligned words
        self.cards_table.horizontalHeader().setStyleSheet(
            "QHeaderView::section { padding-right: 18px; padding-left: 6px; }")
        self.cards_tab = QWidget()
        cl = QVBoxLayout(self.cards_tab)
        cl.setContentsMargins(0, 4, 0, 0)
        # what the run says about its cards, in a sentence, above the table
        self.cards_verdict = QLabel()
        self.cards_verdict.setWordWrap(True)
        self.cards_verdict.setTextFormat(Qt.TextFormat.RichText)
        self.cards_verdict.setStyleSheet(f"color: {theme.LABEL.name()}; font-size: 14px;")
        cl.addWidget(self.cards_verdict)
        side = QHBoxLayout()
        side.addWidget(self.cards_table)
        # ... and what the columns mean, beside the table, where a reader wondering
        # sees it at once
        # (short: at 1366 the chart under it needs the column's height; the whole
        # story of each column is in its header's tooltip)
        self.cards_note = QLabel(self.tr(
            "<b>Wins sooner</b>: how many days sooner the deck won with the card in "
            "hand by day {0}; <b>bold</b>: more than chance.<br>"
            "<b>Played</b> includes plays from Reserve, so it can exceed Drawn.<br>"
            "<b>Games held early / not</b>: the games each side of that comparison; a "
            "dim row or figure stands on fewer than {1} of them (or on few draws): run "
            "more games to trust it.<br>"
            "Hover a header for more; click it to sort.").format(EARLY_DAY, FEW_GAMES))
        self.cards_note.setWordWrap(True)
        self.cards_note.setTextFormat(Qt.TextFormat.RichText)
        self.cards_note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.cards_note.setMinimumWidth(220)
        self.cards_note.setStyleSheet(f"color: {theme.LABEL_DIM.name()}; font-size: 13px; "
                                      "padding: 4px 12px;")
        self.cards_note.setMaximumWidth(640)
        # on a wide screen the cards' "wins sooner" figures, drawn with their noise,
        # stand under the note beside the table (review r9 #15: some 900 × 700 px stood
        # empty there at 1920; review r13 #19: a repeat of the Charts tab's days of
        # victory said nothing about the cards); hidden where the column is narrow
        self.cards_impact = ImpactChart(
            self.tr("Which cards make the deck win sooner"),
            self.tr("Each dot: days sooner with the card in hand by day {0}; its bar: "
                    "the likely range. A bar clear of 0, in the deck's colour, is more "
                    "than chance.").format(EARLY_DAY))
        self.cards_impact.setMinimumSize(QSize(CHART_LEAST_W, CHART_LEAST_H))
        beside = QVBoxLayout()
        beside.addWidget(self.cards_note)
        beside.addWidget(self.cards_impact, 1)
        side.addLayout(beside, 1)
        cl.addLayout(side, 1)
        self.cards_tab.installEventFilter(self)
        self.tabs.addTab(self.cards_tab, "Cards")
        games_tab = QWidget()
        gl = QVBoxLayout(games_tab)
        self.games_table = self._table(["Deck", "Seed", "Won", "Day", "Decisions"])
        self.games_table.itemDoubleClicked.connect(lambda _i: self.open_selected())
        gl.addWidget(self.games_table)
        self.open_button = QPushButton(self.tr("Open this game at the table"))
        self.open_button.clicked.connect(self.open_selected)
        gl.addWidget(self.open_button)
        self.tabs.addTab(games_tab, "Games")
        lay.addWidget(self.tabs, 1)
        exp = QHBoxLayout()
        self.csv_button = QPushButton(self.tr("Export games (CSV)…"))
        self.cards_csv_button = QPushButton(self.tr("Export cards (CSV)…"))
        self.json_button = QPushButton(self.tr("Export all (JSON)…"))
        self.csv_button.clicked.connect(lambda: self._export("games.csv", "CSV (*.csv)"))
        self.cards_csv_button.clicked.connect(lambda: self._export("cards.csv", "CSV (*.csv)"))
        self.json_button.clicked.connect(lambda: self._export("goldfish.json", "JSON (*.json)"))
        for b in (self.csv_button, self.cards_csv_button, self.json_button):
            b.setEnabled(False)
            exp.addWidget(b)
        exp.addStretch(1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        exp.addWidget(close)
        lay.addLayout(exp)
        self.resize(1200, 720)
        self._show_asked()

    @staticmethod
    def _table(headers: list[str], fit: tuple[int, ...] = (0,)) -> QTableWidget:
        t = WholeRowsTableWidget(0, len(headers))
        t.setHorizontalHeaderLabels(headers)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        t.setSortingEnabled(True)
        # every column as wide as what it holds: a stretched name column put the numbers
        # some 700 px away from the card they belong to
        # the deck's and card's names (`fit`) as wide as they are; the numbers share
        # the rest of the width,
        # the first of them beside the name (review r5 #16: the table filled 855 of
        # 1340 px and left an empty band)
        header = t.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for col in fit:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        style = SortArrowStyle()
        header.setStyle(style)
        header._arrow_style = style  # type: ignore[attr-defined]  # kept alive with it
        t.verticalHeader().setVisible(False)
        # rows a line of text and some air high, not the style's 30 px: at 1366 the
        # Cards tab showed 14 rows (review r13 #19)
        t.verticalHeader().setDefaultSectionSize(t.fontMetrics().height() + 9)
        t.setAlternatingRowColors(True)
        return t

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
        if watched is self.cards_tab and event.type() == QEvent.Type.Resize:
            self._place_cards_chart()
        return super().eventFilter(watched, event)

    def _place_cards_chart(self) -> None:
        """The Cards tab's chart shows where the column beside the table has room for
        it under the note: at 1366 too (issue #23: it was left out there, the note
        filling the column), not in a window smaller still."""
        width = self.cards_tab.width() - self.cards_table.sizeHint().width() - 12
        note = self.cards_note.heightForWidth(min(width, self.cards_note.maximumWidth()))
        height = self.cards_table.height() - note - 6
        self.cards_impact.setVisible(width >= CHART_LEAST_W and height >= CHART_LEAST_H)

    def _show_asked(self) -> None:
        """Before a run the bar counts the games asked for (each deck plays them all)."""
        if not self.running():
            decks = 2 if self.deck_b.currentData() else 1
            self.bar.setRange(0, self.games.value() * decks)
            self.bar.setFormat(self.tr("%v of %m games") if decks == 1 else self.tr(
                "%v of %m games ({0} per deck)").format(self.games.value()))
            self.bar.setValue(0)

    # ------------------------------------------------------------------ running
    def chosen_decks(self) -> list[Deck]:
        keys = [self.deck_a.currentData()]
        if self.deck_b.currentData():
            keys.append(self.deck_b.currentData())
        decks = [deck_for_key(k) for k in keys]
        for d in decks:
            require_implemented(d)
        return decks

    def start(self) -> None:
        try:
            decks = self.chosen_decks()
        except DeckError as e:
            self.status.setText(str(e))
            return
        n = self.games.value()
        self.run_obj = LabRun(decks, n, self.pilot.currentData(), self.workers)
        self.thread = QThread(self)
        self.run_obj.moveToThread(self.thread)
        self.thread.started.connect(self.run_obj.run)
        self.run_obj.progress.connect(self._progress)
        self.run_obj.finished.connect(self._finished)
        self.run_obj.failed.connect(self._failed)
        self.bar.setRange(0, n * len(decks))
        self.bar.setValue(0)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.cancel_button.setVisible(True)
        self.status.setText(self.tr("Playing {0} goldfish games of {1}…").format(
            n, self.tr(" and ").join(d.name for d in decks)))
        self.thread.start()

    def stop(self) -> None:
        if self.run_obj is not None:
            self.run_obj.cancel.set()
            self.status.setText(self.tr("Cancelling: the games under way are stopped…"))

    def running(self) -> bool:
        return self.thread is not None and self.thread.isRunning()

    def _progress(self, done: int, total: int) -> None:
        self.bar.setMaximum(total)
        self.bar.setValue(done)

    def _end_thread(self) -> None:
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
            self.thread = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.cancel_button.setVisible(False)

    def _failed(self, message: str) -> None:
        self._end_thread()
        self.status.setText(self.tr("The run failed: {0}").format(message))

    def _finished(self, results: list[dict[str, Any]]) -> None:
        self._end_thread()
        self.show_results(results)

    # ------------------------------------------------------------------ results
    def show_results(self, results: list[dict[str, Any]]) -> None:
        self.results = results
        self.status.setText(summary_block(results) if results
                            else self.tr("No games were played."))
        # how long it took and on how many processes is for whoever tunes the lab, not
        # part of the result: it is there on hovering the summary
        self.status.setToolTip("\n".join(
            (self.tr("{0}: {1} games in {2:.1f} s in one process") if s["workers"] == 1
             else self.tr("{0}: {1} games in {2:.1f} s on {3} processes")).format(
                s["deck"], s["games"], s["seconds"], s["workers"]) for s in results))
        won = [int(k) for s in results for k in s["victory_days"]]
        first, last = min(won, default=1), max(won, default=0)
        self.chart_days.set_data([(s["deck"], [s["victory_days"].get(str(d), 0)
                                                for d in range(first, last + 1)], False)
                                  for s in results], first_day=first)
        pos, pos_colours, legend = [], [], []
        for i, s in enumerate(results):
            colour = SERIES_COLOURS[i % len(SERIES_COLOURS)]
            short = s["deck"].split(" — ")[0]
            pos.append((f"{short} hero", [p["hero"] for p in s["positions_by_day"]], False))
            pos.append((f"{short} companion", [p["companion"] for p in s["positions_by_day"]],
                        True))
            pos_colours += [colour, colour]
            legend.append((short, colour, "box"))
        # the legend says it once: a colour per deck, a stroke per Expedition (review
        # r8 #15: "hero ——, companion - - -" typed into the axis's name)
        legend += [(self.tr("hero Expedition"), theme.LABEL, "line"),
                   (self.tr("companion Expedition"), theme.LABEL, "dash")]
        # every game counts on every day: one that has ended stays where it finished
        # (engine.goldfish_lab.summarise), and the row under the days says how many are
        # still being played (review r9 #18: late points looked like a plateau of
        # means over the few games left, and nothing said which they were)
        # (a figure per deck, in the legend's order, where several decks ran)
        # a row per deck, named and coloured as in the legend (review r12 #18: one row
        # of "40/40 ... 11/28" did not say which figure was which deck's)
        days = max((len(s["mana_by_day"]) for s in results), default=0)
        running = [(self.tr("{0} games").format(s["deck"].split(" — ")[0]),
                    SERIES_COLOURS[i % len(SERIES_COLOURS)],
                    [str(s["mana_by_day"][d]["games"] if d < len(s["mana_by_day"]) else 0)
                     for d in range(days)]) for i, s in enumerate(results)]
        self.chart_pos.set_data(
            pos, pos_colours, legend=legend, count_rows=running,
            note=self.tr("Mean over all games: a game that has ended stays at its final "
                         "position. Under each day, a row per deck: the games still "
                         "being played that day."))
        self.chart_mana.set_data([(s["deck"].split(" — ")[0],
                                   [m["mana"] for m in s["mana_by_day"]], False)
                                  for s in results])
        self._fill_cards(results)
        self._fill_games(results)
        for b in (self.csv_button, self.cards_csv_button, self.json_button):
            b.setEnabled(bool(results))

    def _fill_cards(self, results: list[dict[str, Any]]) -> None:
        t = self.cards_table
        t.setSortingEnabled(False)
        rows = [(i, s["deck"].split(" — ")[0], s["games"], c)
                for i, s in enumerate(results) for c in s["cards"]]
        t.setRowCount(len(rows))
        for r, (i, deck, games, c) in enumerate(rows):
            vals = [deck, self._card_name(c), None, None, c["drawn_per_game"],
                    c["played_per_game"], c["mean_day_drawn"], c["mean_day_played"]]
            for col, v in enumerate(vals):
                t.setItem(r, col, _item(v))
            t.setItem(r, IMPACT_COLUMN, self._impact_item(c, games))
            t.setItem(r, SAMPLE_COLUMN, self._sample_item(c, games))
            # the deck in its colour in the charts, so a row is matched to its bars
            # and lines at a glance (review r12 #18)
            t.item(r, 0).setForeground(SERIES_COLOURS[i % len(SERIES_COLOURS)])
            font = t.item(r, 0).font()
            font.setBold(True)
            t.item(r, 0).setFont(font)
            self._mark_few(t, r, c, games)
            self._mark_few_games(t, r, c, games)
        t.setSortingEnabled(True)
        self._fit_card_columns()
        # the cards that speed the deck up most first, as the line above the table says
        t.sortItems(IMPACT_COLUMN, Qt.SortOrder.DescendingOrder)
        several = len(results) > 1
        self.cards_impact.set_rows([
            ImpactRow(deck if several else "", SERIES_COLOURS[i % len(SERIES_COLOURS)],
                      self._card_name(c), c["impact"], c.get("impact_t"),
                      c.get("impact_t") is not None and abs(c["impact_t"]) >= CLEAR_T,
                      few=few_games(c, games) < FEW_GAMES)
            for i, deck, _games, c in rows if c.get("impact") is not None])
        self.cards_verdict.setText("<br>".join(
            self._verdict(s) for s in results))

    @staticmethod
    def _card_name(c: dict[str, Any]) -> str:
        """A card's name, its rarity after it unless common."""
        return c["name"] if c.get("rarity") in (None, "common") else \
            f"{c['name']} ({c['rarity']})"

    def _mark_few(self, t: QTableWidget, row: int, c: dict[str, Any], games: int) -> None:
        """A mean over a handful of draws or plays says how few, and is dimmed: "6.00"
        under "Day played" for a card played once in 40 games read as precise as a
        mean of 60 plays (review r12 #18).  Its per-game rate keeps its figure (a true
        rate over all the games), dimmed too, the count in its tooltip."""
        for rate_col, mean_col, what, one, many in (
                (DRAWN_COLUMN, DAY_DRAWN_COLUMN, "drawn", self.tr("draw"), self.tr("draws")),
                (PLAYED_COLUMN, DAY_PLAYED_COLUMN, "played", self.tr("play"),
                 self.tr("plays"))):
            n = round(c[f"{what}_per_game"] * games)
            said = self.tr("{0} {1} in {2} games").format(n, one if n == 1 else many, games)
            t.item(row, rate_col).setToolTip(said)
            mean, value = t.item(row, mean_col), c.get(f"mean_day_{what}")
            if value is None or n >= FEW_FOR_A_MEAN:
                mean.setToolTip(self.tr("The mean over {0}.").format(said))
                continue
            # the figure keeps its two decimals in line with the column's (review r13
            # #19: "6.0 (n=1)" broke the column of two-decimal means), dimmed as a row
            # on few games is: the one mark of a figure on too little (review r20 #18:
            # "n=1" written small in the cells made the numbers hard to scan)
            mean.setData(FEW_ROLE, n)
            mean.setToolTip(self.tr("Only {0}: too few for the mean to say much.").format(
                said))
            for col in (rate_col, mean_col):
                t.item(row, col).setForeground(FEW_INK)  # as a row on few games

    def _mark_few_games(self, t: QTableWidget, row: int, c: dict[str, Any],
                        games: int) -> None:
        """A card whose "wins sooner" stands on few games either side (in hand by day 2
        in 4 of 40, or missed in 4) has its row dimmed, its two counts in the column
        beside the figure, and says why on hovering: a player should not lean on it as
        on a figure over 200 games (issue #23).  Dim is the one mark: no slant, no "n="
        in the numbers' cells (review r20 #18)."""
        n = few_games(c, games)
        if c.get("impact") is None or n >= FEW_GAMES:
            return
        held = c.get("early_games", 0)
        why = self.tr("In hand by day {0} in {1} of {2} games, not in {3}: fewer than {4} "
                      "on one side, too few to trust this row yet. Run more games.").format(
            EARLY_DAY, held, games, games - held, FEW_GAMES)
        t.item(row, IMPACT_COLUMN).setData(FEW_ROLE, n)
        for col in range(1, t.columnCount()):
            item = t.item(row, col)
            item.setForeground(FEW_INK)
            font = item.font()
            font.setBold(False)
            item.setFont(font)
            if col in (1, IMPACT_COLUMN, SAMPLE_COLUMN):
                item.setToolTip(why)

    def _fit_card_columns(self) -> None:
        """Each column of the Cards table as wide as its header's longer line and sort
        arrow, or its widest cell, whichever is wider: Qt's own fit kept room for the
        arrow twice over, 127 px for "Drawn / per game", and at 1366 the table left no
        room for the chart beside it."""
        t = self.cards_table
        head = t.horizontalHeader()
        words = head.fontMetrics()
        for col in range(t.columnCount()):
            header = t.horizontalHeaderItem(col).text().split("\n")
            need = max(words.horizontalAdvance(w) for w in header) + HEADER_ROOM
            head.resizeSection(col, max(need, t.sizeHintForColumn(col) + 4))
        t.updateGeometry()
        self.cards_tab.layout().activate()  # the note and the chart take the room now

    def _impact_item(self, c: dict[str, Any], games: int) -> QTableWidgetItem:
        """The impact cell: "+0.45" days sooner, bold when clear of chance, dim when
        not, a dash when there was nothing to compare; its tooltip says on how many
        games it stands."""
        impact, t = c.get("impact"), c.get("impact_t")
        item = _NumberItem(impact if impact is not None else float("-inf"))
        held = c.get("early_games", 0)
        if impact is None:
            item.setText("—")
            item.setToolTip(self.tr("In hand by day {0} in {1} of {2} games: too few "
                                    "either way to compare.").format(EARLY_DAY, held, games))
            item.setForeground(theme.LABEL_DIM)
            return item
        item.setText("0.00" if abs(impact) < 0.005 else f"{impact:+.2f}".replace("-", "−"))
        clear = t is not None and abs(t) >= CLEAR_T
        item.setToolTip((self.tr("In hand by day {0} in {1} of {2} games; the difference "
                                 "is clear of chance.") if clear else
                         self.tr("In hand by day {0} in {1} of {2} games; the difference "
                                 "is within the noise of this many games.")).format(
            EARLY_DAY, held, games))
        if clear:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setForeground(theme.GOLD)
        else:
            item.setForeground(theme.LABEL_DIM)
        return item

    def _sample_item(self, c: dict[str, Any], games: int) -> QTableWidgetItem:
        """The games "wins sooner" compares: those with the card in hand by day 2 and
        those without ("6 / 34"), sorted by the thinner side (the one that limits it)."""
        held = int(c.get("early_games", 0))
        item = _NumberItem(few_games(c, games))
        item.setText(f"{held} / {games - held}")
        item.setToolTip(self.tr("In hand by day {0} in {1} of {2} games, not in {3}.").format(
            EARLY_DAY, held, games, games - held))
        return item

    def _verdict(self, s: dict[str, Any]) -> str:
        """One line on which cards matter in a deck's run, or why it cannot say."""
        said = conclusion(s["cards"], s["games"])
        deck = f"<b>{html.escape(s['deck'].split(' — ')[0])}</b>: "
        if said["verdict"] == "few":
            return deck + self.tr("too few games ({0}) to tell which cards matter: run "
                                  "{1} or more.").format(s["games"], max(LEAST_GAMES, 100))
        if said["verdict"] == "none":
            return deck + self.tr("no card clearly changes the day of victory in {0} "
                                  "games; more games would tell smaller differences."
                                  ).format(s["games"])

        def names(pairs: list[tuple[str, float]]) -> str:
            return self.tr(" and ").join(
                self.tr("<b>{0}</b> ({1:.1f} days)").format(html.escape(n), d)
                for n, d in pairs)

        parts = []
        if said["sooner"]:
            parts.append(self.tr("wins sooner with {0}").format(names(said["sooner"])))
        if said["later"]:
            parts.append(self.tr("later with {0}").format(names(said["later"])))
        return deck + self.tr("{0}, in hand by day {1}.").format("; ".join(parts), EARLY_DAY)

    def _fill_games(self, results: list[dict[str, Any]]) -> None:
        t = self.games_table
        t.setSortingEnabled(False)
        rows = [(k, s, g) for k, s in enumerate(results) for g in s["games_table"]]
        t.setRowCount(len(rows))
        for r, (k, s, g) in enumerate(rows):
            vals = [s["deck"].split(" — ")[0], g["seed"], "yes" if g["won"] else "no", g["day"],
                    g["decisions"]]
            for col, v in enumerate(vals):
                item = _item(v)
                item.setData(Qt.ItemDataRole.UserRole, (k, g["seed"]))
                t.setItem(r, col, item)
        t.setSortingEnabled(True)

    def record_of(self, row: int) -> dict[str, Any] | None:
        item = self.games_table.item(row, 0)
        if item is None:
            return None
        k, seed = item.data(Qt.ItemDataRole.UserRole)
        for g in self.results[k]["games_table"]:
            if g["seed"] == seed:
                return g.get("record")
        return None

    def open_selected(self) -> bool:
        """Open the selected game at the table (its log tells it move by move; Undo
        steps back through it)."""
        row = self.games_table.currentRow()
        rec = self.record_of(row) if row >= 0 else None
        if rec is None or self.window is None:
            return False
        from altered_desktop import storage
        from altered_desktop.session import GameSession, Mode
        from engine.game import Game

        game = Game.from_record(rec)
        self.window.start_session(GameSession(game, Mode.GOLDFISH,
                                              autosave=storage.autosave_path()))
        self.window.raise_()
        self.window.statusBar().showMessage(
            f"Goldfish game, seed {rec['seed']}, opened from the lab", 8000)
        return True

    # ------------------------------------------------------------------ export
    def export_text(self, kind: str) -> str:
        if kind == "games.csv":
            return _with_deck(self.results, games_csv)
        if kind == "cards.csv":
            return _with_deck(self.results, cards_csv)
        return json.dumps([json.loads(summary_json(s)) for s in self.results], indent=1)

    def export_to(self, path: str | Path, kind: str) -> None:
        Path(path).write_text(self.export_text(kind), encoding="utf-8")

    def _export(self, default: str, filt: str) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export", str(Path.home() / default), filt,
                                              options=theme.FILE_DIALOG_OPTIONS)
        if path:
            try:
                self.export_to(path, default)
            except OSError as e:
                QMessageBox.warning(self, "Could not export", str(e))

    def closeEvent(self, event: Any) -> None:
        if self.run_obj is not None:
            self.run_obj.cancel.set()
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait(30000)
        super().closeEvent(event)


def few_games(c: dict[str, Any], games: int) -> int:
    """The games a card's "wins sooner" stands on, on its thinner side: those where it
    was in hand by day 2, or those where it was not."""
    held = int(c.get("early_games", 0))
    return min(held, games - held)


#: the Cards tab's chart's least room (at 1366 the column beside the table is some 500 px)
CHART_LEAST_W, CHART_LEAST_H = 340, 240


def pilot_title(key: str) -> str:
    """The pilot's name as a sentence says it ("the Greedy AI"), from PILOT_CHOICES."""
    title = dict(PILOT_CHOICES).get(key, key).split(" (")[0]
    return QCoreApplication.translate("GoldfishLab", "the {0}").format(title)


def run_summary(results: list[dict[str, Any]]) -> str:
    """What was played, in one line over the per-deck results: how many games each deck
    played, who piloted it, and against whom (review r6 #15: "Against an opponent who
    only passes" under "Compare with: Muna" read as if the decks had met)."""
    if not results:
        return QCoreApplication.translate("GoldfishLab", "No games were played.")
    counts = sorted({s["games"] for s in results})
    if len(counts) == 1:
        games = QCoreApplication.translate("GoldfishLab", "{0} games").format(counts[0])
    else:
        games = QCoreApplication.translate("GoldfishLab", "{0} to {1} games").format(
            counts[0], counts[-1])
    pilots = sorted({pilot_title(s.get("pilot", "greedy")) for s in results})
    who = QCoreApplication.translate("GoldfishLab", " and ").join(pilots)
    if len(results) == 1:
        return QCoreApplication.translate(
            "GoldfishLab", "Played {0}, piloted by {1}, against an opponent who only "
            "passes (a goldfish):").format(games, who)
    return QCoreApplication.translate(
        "GoldfishLab", "Each deck played {0} alone, piloted by {1}, against an opponent "
        "who only passes (a goldfish); the decks never met:").format(games, who)


def summary_block(results: list[dict[str, Any]]) -> str:
    """The run in one block (review r20 #18: three loose lines of 11-12 px): what was
    played, then a row per deck, its name in its charts' colour, its mean day of
    victory in a column of its own so the decks compare at a glance, then by which
    days it won how many games."""
    rows = []
    for i, s in enumerate(results):
        colour = SERIES_COLOURS[i % len(SERIES_COLOURS)].name()
        mean = s.get("mean_victory_day")
        average = QCoreApplication.translate("GoldfishLab", "day {0:.2f} on average").format(
            mean) \
            if mean is not None and s["wins"] else ""
        line = victory_line(s, mean=False) + (
            QCoreApplication.translate("GoldfishLab", " (cancelled)") if s["cancelled"]
            else "")
        rows.append(f'<tr><td><font color="{colour}"><b>{html.escape(s["deck"])}</b>'
                    f'</font>{GAP}</td><td align="right">{average}{GAP}</td>'
                    f"<td>{html.escape(line)}</td></tr>")
    return (f"<p>{html.escape(run_summary(results))}</p>"
            f'<table cellspacing="0" cellpadding="1">{"".join(rows)}</table>')


#: the room between the summary's columns
GAP = "&nbsp;" * 4


def victory_line(s: dict[str, Any], mean: bool = True) -> str:
    """What a run measured, in words: by which day the deck had won how many of its
    games ("won by day 4 in 29 of 40 games, by day 5 in all 40; day 4.28 on average").
    Against a goldfish every deck wins in the end, so the count of wins alone says
    nothing; the days by which it wins are the measure."""
    games, wins = s["games"], s["wins"]
    if not games:
        return "no games played"
    if not wins:
        return f"no win in {games} games (within {MAX_DAYS} days)"
    if games == 1:
        return f"won on day {next(iter(s['victory_days']))}"
    done, steps = 0, []
    for day, n in sorted((int(d), n) for d, n in s["victory_days"].items()):
        done += n
        steps.append((day, done))
    if len(steps) > 4:  # the first days it wins, and the days it has won nearly all
        steps = steps[:2] + steps[-2:]
    said = [f"by day {d} in {'all ' + str(n) if n == games else str(n)}"
            for d, n in steps]
    said[0] = "won " + said[0] + ("" if steps[0][1] == games else f" of {games} games")
    if steps[0][1] == games:
        said[0] += " games"
    text = ", ".join(said)
    if wins < games:
        text += f"; {games - wins} not won within {MAX_DAYS} days"
    average = s.get("mean_victory_day")
    return text + (f"; day {average:.2f} on average" if average is not None and mean else "")


def _with_deck(results: list[dict[str, Any]], fn: Any) -> str:
    """One CSV for all decks, the deck's name in a first column."""
    out: list[str] = []
    for s in results:
        lines = fn(s).splitlines()
        if not out:
            out.append("deck," + lines[0])
        name = '"' + s["deck"].replace('"', '""') + '"'
        out += [f"{name},{line}" for line in lines[1:]]
    return "\n".join(out) + "\n"


class SortArrowStyle(QProxyStyle):
    """A header whose sort arrow points the way the values run: ▼ while they go down
    (most played first), ▲ while they go up.  Qt's header draws the opposite (for a
    descending sort it asks for "SortUp", an arrow pointing at the smallest value),
    which a player reads as the wrong way round (review r5 #16)."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: Any,
                      painter: Any, widget: QWidget | None = None) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow \
                and isinstance(option, QStyleOptionHeader):
            flipped = QStyleOptionHeader(option)
            up, down = QStyleOptionHeader.SortIndicator.SortUp, \
                QStyleOptionHeader.SortIndicator.SortDown
            if option.sortIndicator == up:
                flipped.sortIndicator = down
            elif option.sortIndicator == down:
                flipped.sortIndicator = up
            option = flipped
        super().drawPrimitive(element, option, painter, widget)


#: on an item dimmed for standing on little: the number of games (the figure's), draws
#: or plays (a mean's) it stands on
FEW_ROLE = Qt.ItemDataRole.UserRole + 7


class _NumberItem(QTableWidgetItem):
    """A number shown as a column of numbers reads: right-aligned, averages to two
    decimals ("1.80", not "1.8" over "1.075"), sorted by value, not by text."""

    def __init__(self, v: float) -> None:
        super().__init__(f"{v:.2f}" if isinstance(v, float) else str(v))
        self.value = v
        self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, _NumberItem):
            return self.value < other.value
        return super().__lt__(other)


def _item(v: Any) -> QTableWidgetItem:
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return _NumberItem(v)
    if v is None:  # a mean of nothing (a card never played): a dash in its column
        item = _NumberItem(float("inf"))
        item.setText("—")
        return item
    return QTableWidgetItem(str(v))


def open_lab(window: Any) -> GoldfishLabDialog:
    """The lab, laid exactly over the main window: it is a screen of its own, and the
    table or log peeping out at its edges would only distract."""
    dlg = GoldfishLabDialog(window)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if window is not None and window.isVisible():
        dlg.setGeometry(window.geometry())
    dlg.show()
    return dlg
