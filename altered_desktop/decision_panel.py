"""The on-board prompt: shows the pending decision in plain words and takes the answer.

Every decision kind goes through here.  Known kinds get a title and a tailored layout
(Pass button, yes/no naming the step, keep-selection counter...), and any kind the engine
adds later falls back on the generic list of options with min/max, so the client never
gets stuck on a decision it does not know.  Options that concern objects on the board can
also be answered by clicking those objects (the main window forwards the clicks).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from typing import Any

import attrs
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import (
    card_art,
    choice_numbers,
    clean_up_words,
    log_text,
    quick_gist,
    symbol_text,
)
from altered_desktop.busy_line import BusyLine
from altered_desktop.fold_label import FoldingLabel
from engine import messages
from engine.decisions import Decision, Option

TITLES = {
    "turn": QT_TRANSLATE_NOOP("DecisionPanel", "Your turn"),
    "mana_setup": QT_TRANSLATE_NOOP("DecisionPanel", "Set up your Mana"),
    "mana_exchange": QT_TRANSLATE_NOOP("DecisionPanel", "Exchange Mana Orbs"),
    "timestamp_order": QT_TRANSLATE_NOOP("DecisionPanel", "Order of arrival"),
    "modifier": QT_TRANSLATE_NOOP("DecisionPanel", "Order of modifiers"),
    "expand": QT_TRANSLATE_NOOP("DecisionPanel", "Expand"),
    "target": QT_TRANSLATE_NOOP("DecisionPanel", "Choose a target"),
    "target_expedition": QT_TRANSLATE_NOOP("DecisionPanel", "Choose an Expedition"),
    "may": QT_TRANSLATE_NOOP("DecisionPanel", "You may…"),
    "mode": QT_TRANSLATE_NOOP("DecisionPanel", "Choose a mode"),
    "target_region": QT_TRANSLATE_NOOP("DecisionPanel", "Choose a region"),
    "choose_counter": QT_TRANSLATE_NOOP("DecisionPanel", "Choose a kind of counter"),
    "cleanup": QT_TRANSLATE_NOOP("DecisionPanel", "Clean-up"),
    "reaction": QT_TRANSLATE_NOOP("DecisionPanel", "What happens next?"),
    "choose_card": QT_TRANSLATE_NOOP("DecisionPanel", "Choose a card"),
    "sacrifice": QT_TRANSLATE_NOOP("DecisionPanel", "Sacrifice"),
    "die": QT_TRANSLATE_NOOP("DecisionPanel", "Roll the die"),
    "expedition": QT_TRANSLATE_NOOP("DecisionPanel", "Choose an Expedition"),
    "target_player": QT_TRANSLATE_NOOP("DecisionPanel", "Choose a player"),
    "choose_status": QT_TRANSLATE_NOOP("DecisionPanel", "Choose a status"),
    "revealed": QT_TRANSLATE_NOOP("DecisionPanel", "A revealed card"),
}


def wrap_text(text: str, fm: QFontMetrics, width: int, *, symbols: bool = False) -> str:
    """Break `text` into lines no wider than `width` (push buttons do not word-wrap),
    keeping the line breaks it has: a die's results are printed one a line ("On a:\n • 6+,
    …\n • 2-5, …"), and run together they read "On a: • 6+, … • 2-5, …".  `symbols`:
    measured as an `OptionButton` draws it, each ability symbol as its icon
    (`line_width`)."""
    def wide(line: str) -> float:
        return line_width(line, fm) if symbols else fm.horizontalAdvance(line)

    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and wide(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        if line:
            lines.append(line)
    return "\n".join(lines)


def line_width(text: str, fm: QFontMetrics) -> float:
    """How wide `text` is drawn on one line by an `OptionButton`: its words, and each
    ability symbol as the icon it is drawn as (a disc about a line high)."""
    space = fm.horizontalAdvance(" ")
    return sum((fm.height() * 0.95 if sym else fm.horizontalAdvance(word)) + space
               for word, sym in symbol_text.tokens(text) if word != "\n") - space


def one_line(text: str, fm: QFontMetrics, width: int) -> str:
    """`text` on a single line no wider than `width`: its line breaks and runs of
    spaces as one space, then cut after the last whole word that fits, with "…".  A
    quick action's button says which card and how it starts; the whole text is its
    tooltip and the card's large preview (review: a Hero's whole rules text pushed the
    other options down)."""
    flat = " ".join(text.split())
    if line_width(flat, fm) <= width:
        return flat
    words = flat.split(" ")
    while len(words) > 1 and line_width(" ".join(words) + "…", fm) > width:
        words.pop()
    return " ".join(words).rstrip(",;:—-") + "…"


def head_and_whole(text: str, fm: QFontMetrics, width: int, indent: int = 0
                   ) -> tuple[str, int]:
    """`text`'s first line (a card's name) wrapped to `width`, and the rest - its whole
    ability text, a die's results one a line - wrapped under it to `width` less
    `indent` (it is drawn under the name, clear of the option's number); and how many
    lines the name took (the plain weight starts after them)."""
    head, _, rest = text.partition("\n")
    name = wrap_text(head, fm, width)
    body = wrap_text(rest, fm, width - indent, symbols=True) if rest.strip() else ""
    return (f"{name}\n{body}" if body else name), name.count("\n") + 1


class OptionButton(QPushButton):
    """An option button whose text draws the card's ability symbols ("[T]" exhaust me,
    "[J]" when played, ...) as the same icons the card faces use (symbol_text), and
    whose lines from `plain_from` on (a card's place under its name: "Lithium's
    companion") are drawn in the plain weight, so the name leads."""

    #: the first line drawn in the plain weight (lines before it are bold)
    plain_from = 10**6
    #: the words that end the first line drawn in the plain weight and a softer ink (a
    #: card's zone after its name: "Foundry Mechanic · companion"), "" for none
    tail = ""

    def has_symbols(self) -> bool:
        return any(sym for _w, sym in symbol_text.tokens(self.text()))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.has_symbols() and self.plain_from >= self.text().count("\n") + 1 \
                and not self.tail:
            super().paintEvent(event)
            return
        p = QStylePainter(self)
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.text = ""  # the frame only: the text is drawn below, symbols as icons
        p.drawControl(QStyle.ControlElement.CE_PushButton, opt)
        box = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, self)
        f = self.font()
        f.setBold(True)
        fm = QFontMetrics(f)
        ink = self.palette().color(QPalette.ColorRole.ButtonText)
        lines = self.text().replace("&&", "&").split("\n")
        top = box.top() + (box.height() - fm.height() * len(lines)) / 2
        space = fm.horizontalAdvance(" ")
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        bold = f
        plain = self.font()
        plain.setBold(False)
        # a card's place goes under its name, not under its number ("2. Ordis Recruit"
        # over "Lithium's hero")
        number = re.match(r"\d+\. ", lines[0])
        indent = fm.horizontalAdvance(number.group()) if number else 0
        tail = self.tail if self.tail and lines[0].endswith(self.tail) else ""
        if tail:
            lines[0] = lines[0][:-len(tail)]
        for n, line in enumerate(lines):
            x = float(box.left())
            y = top + n * fm.height()
            f = bold if n < self.plain_from else plain
            if n == 0 and tail:
                self._draw_tail(p, plain, tail, box.left() + fm.horizontalAdvance(line),
                                y + fm.ascent())
            if n >= self.plain_from:
                x += indent
            word_fm = QFontMetrics(f)
            space = word_fm.horizontalAdvance(" ")
            after_symbol = False
            for word, sym in symbol_text.tokens(line):
                if after_symbol and word[:1] in (":", ",", "."):
                    x -= space  # "[T]:" reads as the icon and its colon, not "◯ :"
                after_symbol = bool(sym)
                if sym:
                    d = fm.height() * 0.95
                    disc = QRectF(x, y + (fm.height() - d) / 2, d, d)
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(symbol_text.SYMBOL_FILL)
                    p.drawEllipse(disc)
                    card_art.draw_icon(p, symbol_text.icon_box(disc),
                                       card_art.SYMBOL_ICONS[sym], symbol_text.SYMBOL_INK)
                    x += d + space
                else:
                    p.setFont(f)
                    p.setPen(ink)
                    p.drawText(QPointF(x, y + fm.ascent()), word)
                    x += word_fm.horizontalAdvance(word) + space


    def _draw_tail(self, p: QPainter, font: Any, tail: str, x: float, base: float) -> None:
        """The first line's tail (" · companion") in the plain weight, a size smaller
        (`tail_font`), softer ink."""
        p.setFont(tail_font(self))
        ink = self.palette().color(QPalette.ColorRole.ButtonText)
        soft = ink.darker(125) if ink.lightness() > 128 else ink.lighter(140)
        p.setPen(soft)
        p.drawText(QPointF(x, base), tail)


#: the least size of a card's zone after its name ("· companion")
TAIL_LEAST_PX = 12


def tail_font(b: QWidget) -> QFont:
    """The font of a card's zone after its name on an option button: plain, a size
    smaller than the name (12 px beside 13), never under 12 px (review r18 #8: the
    column's small words sat at the 11 px floor)."""
    f = QFont(b.font())
    f.setBold(False)
    if f.pixelSize() > 0:
        f.setPixelSize(max(TAIL_LEAST_PX, f.pixelSize() - 1))
    else:
        f.setPointSizeF(max(9.0, f.pointSizeF() - 0.75))
    return f


def kind_title(kind: str) -> str:
    if kind in TITLES:
        return QCoreApplication.translate("DecisionPanel", TITLES[kind])
    return kind.replace("_", " ").capitalize()


def _t(text: str) -> str:
    return QCoreApplication.translate("DecisionPanel", text)


#: "play nothing" when an effect lets a card be played now (Rush, "immediately play ...")
PLAY_NOTHING = ("skip", "none")


def plays_now(d: Decision) -> bool:
    """A card may be played in the middle of an effect: the options are plays, and one
    of them is playing nothing."""
    return d.kind == "choose_card" and any(o.id in PLAY_NOTHING and o.label == "Play nothing"
                                           for o in d.options)


def one_pick(d: Decision) -> bool:
    """A choice of at most one ("up to one target"): answered by the click or number
    key that picks it, as a choice of exactly one is, rather than a click and then
    Confirm (review r8 acting).  Choosing none stays a button of its own."""
    return d.multi and d.max == 1 and d.min == 0


def decision_title(d: Decision) -> str:
    """The panel's title: the kind in words, or what the later sets' choices are about."""
    if plays_now(d):
        return QCoreApplication.translate("DecisionPanel", "Play a card now")
    return kind_title(d.kind)


def region_options(d: Decision) -> dict[int, str]:
    """Region index -> option id for a decision about regions of the Adventure
    (`target_region`, ids `r:<index>`, docs/option-ids.md)."""
    if d.kind != "target_region":
        return {}
    out: dict[int, str] = {}
    for o in d.options:
        head, _, tail = o.id.partition(":")
        if head == "r" and tail.isdigit():
            out[int(tail)] = o.id
    return out


_WHERE = re.compile(r"^(?P<name>.+) \((?P<who>[^()]+)'s (?P<zone>[^()]+)\)$")


def card_place(label: str) -> tuple[str, str, str] | None:
    """An option naming a card on the table, in parts: its name, whose it is and the
    zone ("Kakoba (Lithium's companion Expedition)" -> ("Kakoba", "Lithium",
    "companion")); None for any other option."""
    m = _WHERE.match(label)
    if m is None:
        return None
    return m["name"], m["who"], m["zone"].removesuffix(" Expedition")


def compact_label(label: str, me: str) -> str:
    """An option about a card lit on the table, said short and whole, the same for
    every seat's card: "Lyra Cloth Dancer · hero", "Kakoba · companion", rather than
    "Lyra Cloth Dancer (Ninette's hero Expedition)" (review r3 #18).  Whose card it is
    goes in the caption over its group ("Yours", "Lithium's": `target_groups`): "Hathor
    · hero" over "Lithium's hero" on a second line read as two formats (review r9 #12,
    r10 #13).  The zone is always said (review r7 #5)."""
    parts = card_place(label)
    if parts is None:
        return label
    return f"{parts[0]} · {parts[2]}"


def compact_labels(labels: list[str], me: str) -> list[str]:
    """Short labels for a list of options, each with its card's place."""
    return [compact_label(label, me) for label in labels]


def target_groups(labels: list[str], me: str) -> list[tuple[str, list[int]]]:
    """The options naming cards on the table grouped by whose cards they are, the
    decider's first (`me`), each group's options in their order (the numbers on the
    table stay theirs): [(owner, [option index, ...]), ...]."""
    order: dict[str, list[int]] = {}
    for i, label in enumerate(labels):
        parts = card_place(label)
        order.setdefault(parts[1] if parts else "", []).append(i)
    mine = order.pop(me, None)
    return ([(me, mine)] if mine else []) + list(order.items())


#: a line under the prompt saying where on the table the answer can be clicked
HINTS = {
    "target": QT_TRANSLATE_NOOP("DecisionPanel", "Click a lit card, or press its number."),
    "target_region": QT_TRANSLATE_NOOP("DecisionPanel", "Click a lit region on the Adventure track, or choose below."),
    "target_expedition": QT_TRANSLATE_NOOP("DecisionPanel", "Click a lit Expedition, or choose below."),
    "expedition": QT_TRANSLATE_NOOP("DecisionPanel", "Click a lit Expedition, or choose below."),
}


@attrs.frozen
class Way:
    """A play option in parts: the card and where it comes from ("Paint Prison · from
    Hand"), which heads the card's ways to play; the Expedition it goes into, in full
    and as the table labels it ("Hero Expedition", "Hero"; empty for a Spell); and what
    it costs ("costs 3 (discarding a Reserve card to pay less)")."""

    card: str
    where: str
    short: str
    cost: str

    def alone(self) -> str:
        """The way said whole on its own button: "Hero Expedition — costs 6"."""
        return f"{self.where} — {self.cost}" if self.where else self.cost[:1].upper() + \
            self.cost[1:]


#: the words of the ways to play (in the installed language by `_t`)
WAY_WORDS = {
    "hand": QT_TRANSLATE_NOOP("DecisionPanel", "from Hand"),
    "reserve": QT_TRANSLATE_NOOP("DecisionPanel", "from Reserve"),
    "costs": QT_TRANSLATE_NOOP("DecisionPanel", "costs {0}"),
    "hero expedition": QT_TRANSLATE_NOOP("DecisionPanel", "Hero Expedition"),
    "companion expedition": QT_TRANSLATE_NOOP("DecisionPanel", "Companion Expedition"),
    "hero": QT_TRANSLATE_NOOP("DecisionPanel", "Hero"),
    "companion": QT_TRANSLATE_NOOP("DecisionPanel", "Companion"),
    "scout": QT_TRANSLATE_NOOP("DecisionPanel", "{0}, with Scout"),
}


def way_to_play(o: Option) -> Way | None:
    """`o` in parts (`Way`), read from the engine's template and its arguments, in any
    language the app speaks; None for a label that is not a play's."""
    template = getattr(o.label, "template", None)
    args = getattr(o.label, "args", None)
    if template not in messages.PLAY_TEMPLATES or not args:
        return None
    card = log_text.render(args["card"]) if hasattr(args["card"], "template") \
        else str(args["card"])
    source = _t(WAY_WORDS["hand" if template.startswith("Play {card} from Hand")
                          else "reserve"])
    cost = _t(WAY_WORDS["costs"]).format(args["cost"])
    if "{reduce}" in template:
        cost = f"{cost} ({log_text.render(args['reduce'])})"
    where = short = ""
    if o.expedition is not None:
        exp = o.expedition[1]
        where, short = _t(WAY_WORDS[f"{exp} expedition"]), _t(WAY_WORDS[exp])
        if " with Scout" in template:
            where = _t(WAY_WORDS["scout"]).format(where)
            short = _t(WAY_WORDS["scout"]).format(short)
    return Way(f"{card} · {source}", where, short, cost)


#: the looks of an option button: a yes/no answer's big one, a card's short line, plain
BUTTON_LOOKS = {"big": "text-align: center; font-size: 15px;",
                "tight": "QPushButton { padding: 2px 6px; }",
                "": ""}


class DecisionPanel(QFrame):
    """Prompt, public info and answer buttons for the pending decision."""

    answered = Signal(object)  # an option id, or a list of ids for a multi-choice
    selection_changed = Signal(object)  # set of oids selected (for board highlight)
    cancelled_play = Signal()
    take_back_requested = Signal()  # undo the play whose decisions are being answered
    reshaped = Signal()  # as tall as its words now, or the whole column again
    #: the pointer rests on an option button (its option's id) or left it (None): the
    #: window previews the card it is about (a quick action's Hero, a target)
    option_hovered = Signal(object)
    #: Pass was offered or withdrawn, or its words changed ("Pass anyway"): the Pass
    #: beside the hand follows (`pass_by_hand`)
    pass_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: a face-up card's rules text by its object id, from what the table shows
        #: (set by the window; the panel itself sees only the decision)
        self.card_words: Callable[[int], str] | None = None
        self.setObjectName("decisionPanel")
        self.setStyleSheet(
            "#decisionPanel { background: rgba(24,16,10,215); border: 1px solid #c9a650;"
            " border-radius: 10px; }"
            "QLabel#title { color: #e2b54a; font-size: 17px; font-weight: bold; }"
            "QLabel#prompt { color: #f3ead3; font-size: 13px; }"
            "QLabel#info { color: #cfe8ff; font-style: italic; background: rgba(40,70,110,120);"
            " border-radius: 5px; padding: 4px; }"
            "QLabel#count { color: #cfe8c0; }"
            "QPushButton { text-align: left; }"
            "QScrollArea { background: transparent; border: none; }")
        self.decision: Decision | None = None
        self.selected: list[str] = []
        # a choice of at most one (a target "up to one"): a click answers it
        self.one_pick = False
        self.option_buttons: dict[str, QPushButton] = {}
        self.pending_card: int | None = None
        # the players' names (the window sets them), to say "yours" without a name
        self.names: tuple[str, ...] = ()
        #: the board's reading order (choice_numbers.reading_order), by which a choice
        #: among cards is listed and numbered as the table numbers the cards
        self.reading: dict[int, int] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 10)
        lay.setSpacing(6)
        self.title = QLabel(objectName="title")
        self.prompt = QLabel(objectName="prompt", wordWrap=True)
        self.info = QLabel(objectName="info", wordWrap=True)
        self.count = QLabel(objectName="count")
        # the card or ability being played while its choices are asked (its text stays
        # in sight: "Nevenka & Blotch: (exhaust me): Target a Character you control…")
        # (folded to one line when the options need its room: review r8 #2)
        self.using = FoldingLabel(objectName="using")
        self.using.setStyleSheet("QLabel#using { color: #f3ead3; background: rgba(90,60,20,150);"
                                 " border: 1px solid #8a6a3a; border-radius: 5px;"
                                 " padding: 4px; font-size: 12px; }")
        self.using.hide()
        lay.addWidget(self.title)
        # while another seat decides: a thin line whose glow glides, the one sign of its
        # work (one piece always: review r13 #22)
        self.busy_bar = BusyLine()
        self.busy_bar.hide()
        self._compact = False
        lay.addWidget(self.busy_bar)
        lay.addWidget(self.prompt)
        lay.addWidget(self.using)
        lay.addWidget(self.info)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.body.setStyleSheet("background: transparent;")
        self.body_lay = QVBoxLayout(self.body)
        self.body_lay.setContentsMargins(0, 0, 0, 0)
        self.body_lay.setSpacing(4)
        # the body's widgets are made once and reused: the panel changes after every
        # answer, and creating, styling and deleting a dozen buttons each time was most
        # of its cost.  Layout: hint, option buttons (grown on demand), Cancel, stretch.
        self.hint = QLabel(wordWrap=True)
        self.hint.setStyleSheet("color: #bfb29a;")
        self.hint.hide()
        self.body_lay.addWidget(self.hint)
        self._pool: list[QPushButton] = []
        # over each group of a target list, whose cards they are ("Yours", "Lithium's")
        self._group_captions: list[QLabel] = []
        self._button_option: dict[QPushButton, str] = {}
        self._looks: dict[QPushButton, str] = {}  # each pooled button's look (BUTTON_LOOKS)
        self._leaving: set[QWidget] = set()  # body widgets to hide once refilled
        # a turn's ways to play, card by card: the card's name and where it is from, and
        # under it a button for each way with its cost (review r6 #8: the one truncated
        # drop-down they replace hid the cost of all but the chosen one)
        self.ways = QWidget(objectName="ways")
        self.ways_grid = QGridLayout(self.ways)
        self.ways_grid.setContentsMargins(0, 4, 0, 0)
        self.ways_grid.setHorizontalSpacing(4)
        self.ways_grid.setVerticalSpacing(3)
        self.ways.hide()
        self.body_lay.addWidget(self.ways)
        # the quick actions under a header of their own, not under the last card's ways
        # to play ("Lyra Skald · from Hand — costs 2" headed the Hero's quick action too:
        # review r8 #11)
        self.quick_caption = QLabel(objectName="wayCaption", wordWrap=True)
        self.quick_caption.setStyleSheet("QLabel#wayCaption { color: #e2b54a;"
                                         " font-weight: bold; margin-top: 6px; }")
        self.quick_caption.setTextFormat(Qt.TextFormat.PlainText)
        self.quick_caption.hide()
        self.body_lay.addWidget(self.quick_caption)
        self._captions: list[QLabel] = []
        self._way_pool: list[OptionButton] = []
        # number -> the button it presses (the panel's numbers: choice_numbers)
        self._numbered: dict[int, QPushButton] = {}
        # each option button's words before wrapping, and how many share its row
        self._words: dict[QPushButton, tuple[str, int]] = {}
        # the buttons saying a card's name over its ability (a quick action: its
        # card's whole text is also the tooltip and the card enlarged while pointed at)
        self._single: set[QPushButton] = set()
        self._pool_used = 0  # option buttons of the pool in use
        # the ways to play shown (laid out again when the panel's width changes)
        self._ways_shown: tuple[list[tuple[int, list[Option]]], dict[str, int]] | None = None
        # "Choose none" right under a choice of at most one, not at the panel's foot
        # 70 px below the list (review r9 #12)
        self.none_button = QPushButton(self.tr("Choose none"), objectName="primary")
        self.none_button.setToolTip(self.tr("Answer without choosing any"))
        self.none_button.clicked.connect(self._confirm_multi)
        self.none_button.hide()
        self.body_lay.addWidget(self.none_button)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self._cancel_card)
        self.cancel_button.hide()
        self.body_lay.addWidget(self.cancel_button)
        # while a card being played asks its player for more (targets, a cost's choice):
        # taking the play back is an undo, offered where the player is looking
        self.take_back_button = QPushButton(self.tr("Cancel — take this play back"))
        self.take_back_button.setToolTip(self.tr(
            "Undo choosing this play: you are back at your turn as you were, nothing paid "
            "(Ctrl+Z). Offered until something hidden or random comes to light."))
        self.take_back_button.clicked.connect(self.take_back_requested.emit)
        self.take_back_button.hide()
        # ... or, once something hidden or random has come to light since, a plain word
        # that it is committed (review r4 #9: no way back, and nothing said); both
        # under the options, outside their scrolling list, so never scrolled away
        self.committed = QLabel(objectName="committed", wordWrap=True)
        self.committed.setStyleSheet("color: #f0c9a0; font-size: 12px;")
        self.committed.hide()
        # while another seat (the computer) decides: what it is doing and what it did
        self.news = QLabel(objectName="news", wordWrap=True)
        self.news.setTextFormat(Qt.TextFormat.RichText)
        self.news.setStyleSheet("color: #e9dfc7; font-size: 13px;")
        self.news.hide()
        self.body_lay.addWidget(self.news)
        self.body_lay.addStretch(1)
        self.scroll.setWidget(self.body)
        lay.addWidget(self.scroll, 1)
        # under a list that scrolls: how many options are out of sight below (an 8 px
        # scroll bar was the only hint that options 6 and 7 existed: review r8 #2)
        self.more_below = QLabel(objectName="moreBelow")
        self.more_below.setStyleSheet(
            "QLabel#moreBelow { color: #1b1511; background: #e2b54a; border-radius: 4px;"
            " padding: 1px 8px; font-weight: bold; }")
        self.more_below.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.more_below.hide()
        bar = self.scroll.verticalScrollBar()
        bar.valueChanged.connect(self._update_more_below)
        bar.rangeChanged.connect(self._update_more_below)
        lay.addWidget(self.more_below)
        lay.addWidget(self.take_back_button)
        lay.addWidget(self.committed)
        row = self.answer_row = QHBoxLayout()
        # the count beside Confirm, not on a line of its own: the list gets its height
        row.addWidget(self.count)
        self.confirm = QPushButton(self.tr("Confirm"), objectName="primary")
        self.confirm.clicked.connect(self._confirm_multi)
        self.pass_button = QPushButton(self.tr("Pass  (P)"), objectName="primary")
        self.pass_button.setToolTip(self.tr("Pass for the rest of the Afternoon"))
        self.pass_button.clicked.connect(self.request_pass)
        #: the decision offers Pass (the button may still be hidden: `show_pass_here`)
        self.pass_offered = False
        #: Pass is shown beside the hand instead (review r20 #5: two Pass buttons read as
        #: two different things)
        self._pass_elsewhere = False
        #: ask again before passing while something can still be played (a setting)
        self.confirm_pass = True
        self._pass_armed = False
        self._disarm_timer = QTimer(self)
        self._disarm_timer.setSingleShot(True)
        self._disarm_timer.setInterval(6000)
        self._disarm_timer.timeout.connect(self._disarm_pass)
        self.pass_warning = QLabel(objectName="passWarning", wordWrap=True)
        self.pass_warning.setStyleSheet(
            "QLabel#passWarning { color: #ffe3b8; background: rgba(140,60,30,200);"
            " border: 1px solid #e0a060; border-radius: 5px; padding: 5px; }")
        self.pass_warning.hide()
        lay.addWidget(self.pass_warning)
        row.addWidget(self.confirm)
        row.addWidget(self.pass_button)
        lay.addLayout(row)
        self.show_waiting("")

    # ------------------------------------------------------------------ showing
    def _clear_body(self) -> None:
        """Start refilling the body.  Widgets are only hidden by `_finish_body`, once it
        is known which ones the new decision does not use: hiding one and showing it
        again relays out and repaints the whole body for nothing."""
        self._leaving = {w for w in (self.hint, self.cancel_button, self.take_back_button,
                                     self.committed, self.news, self.ways, self.none_button,
                                     self.quick_caption, *self._pool, *self._group_captions)
                         if not w.isHidden()}
        self._disarm_pass()
        self._next_said = False
        self.news.clear()  # words of the decision before (Clean-up's next steps) go too
        self.option_buttons = {}
        self._button_option = {}
        self._numbered = {}
        self._pool_used = 0

    def _show_in_body(self, w: QWidget) -> None:
        self._leaving.discard(w)
        w.show()

    def _finish_body(self) -> None:
        for w in self._leaving:
            w.hide()
        self._leaving = set()

    def show_waiting(self, text: str, detail: str = "", lines: Sequence[str] = (),
                     heading: str = "", *, busy: bool = False) -> None:
        """No decision for this viewer (game over, or the other player is deciding):
        `text` says so ("Lithium is thinking…"), `detail` anything more, and `lines`,
        under `heading`, what that player did last, in words.  `busy` runs a thin
        moving bar under the title: someone is at work.  The panel is then as tall
        as its words (`compact`), no box reaching down to the window's bottom."""
        self.decision = None
        self.selected = []
        self.pending_card = None
        self._clear_body()
        self.title.setText(text or "")
        self.prompt.setText(detail)
        self.prompt.setVisible(bool(detail))
        self.busy_bar.setVisible(busy)
        if lines:
            items = "".join(f"<p style='margin-top:5px'>• {html.escape(line)}</p>"
                            for line in lines)
            self.news.setText(f"<b style='color:#e2b54a'>{html.escape(heading)}</b>{items}")
            self._show_in_body(self.news)
        self.info.hide()
        self.using.hide()
        self.count.hide()
        self.confirm.hide()
        self.pass_offered = False
        self.pass_button.hide()
        self.pass_changed.emit()
        self._finish_body()
        self.scroll.setVisible(bool(lines))
        self._set_compact(True)

    def show_decision(self, d: Decision, *, can_take_back: bool = False, using: str = "",
                      committed: str = "") -> None:
        """Show `d`; `can_take_back` when it belongs to a card or quick action its
        player is playing and taking it back reveals nothing (the window knows from the
        answers), to offer a Cancel; `using` names that play and its text, kept in
        sight while its choices are asked; `committed` says why it can no longer be
        taken back."""
        self.decision = d
        self.selected = []
        self.pending_card = None
        self.one_pick = one_pick(d)
        self._clear_body()
        self.title.setText(decision_title(d))
        self.prompt.setText(log_text.render(d.prompt))  # the language (engine.messages)
        self.prompt.show()
        self.busy_bar.hide()
        self.scroll.show()
        self._set_compact(False)
        if using and d.kind != "turn":
            if using != self.using.full_text:
                self.using.set_full_text(using)
            self.using.show()
        else:
            self.using.hide()
        if d.info:
            self.info.setText("\n".join(d.info))
            self.info.show()
        else:
            self.info.hide()
        # a choice of at most one is answered by its click: no count, and in place of
        # Confirm the one answer a click cannot give, none
        self.confirm.setVisible(d.multi and not self.one_pick)
        self.confirm.setText(self.tr("Confirm"))  # Clean-up's words are its own
        self.count.setVisible(d.multi and not self.one_pick)
        is_turn = d.kind == "turn"
        self.pass_offered = is_turn and any(o.id == "pass" for o in d.options)
        self.pass_button.setVisible(self.pass_offered and not self._pass_elsewhere)
        self.pass_changed.emit()
        if is_turn:
            self._show_turn(d)
        elif d.kind == "may":
            self._show_buttons(choice_numbers.panel_order(d, self.reading), big=True)
        else:
            hint = (self.tr("Click a glowing card to play it, or choose below.")
                    if plays_now(d) else self._numbers_hint(d) or
                    (_t(HINTS[d.kind]) if d.kind in HINTS else ""))
            if hint:
                self.hint.setText(hint)
                self._show_in_body(self.hint)
            self._show_buttons(choice_numbers.panel_order(d, self.reading))
            if self.one_pick:
                self._show_in_body(self.none_button)
        if can_take_back and not is_turn:
            self._show_in_body(self.take_back_button)
        elif committed and not is_turn:
            self.committed.setText(committed)
            self._show_in_body(self.committed)
        self._finish_body()
        self._update_count()
        self._fit_soon()

    def say_next(self, lines: Sequence[str]) -> None:
        """Under the options, what happens once this choice is made ("What comes next":
        Night's steps after Clean-up), in the room the list leaves (review r10 #9)."""
        if not lines or self.decision is None:
            return
        items = "".join(f"<div style='margin-top:3px; font-size:12px'>• {html.escape(line)}"
                        f"</div>" for line in lines)
        heading = self.tr("What comes next")
        self.news.setText(f"<b style='color:#e2b54a'>{html.escape(heading)}</b>{items}")
        self._show_in_body(self.news)
        self._next_said = True

    #: whether `say_next`'s words are under the options (they give way to them)
    _next_said = False

    def _show_turn(self, d: Decision) -> None:
        """A turn: how to play, each playable card with its ways to play as buttons that
        say the whole way and its cost, then the quick actions, numbered for the keys in
        the order `choice_numbers` gives (Pass has its own button, and P)."""
        numbers = choice_numbers.option_numbers(d)
        groups = choice_numbers.play_groups(d.options)
        quicks = [o for o in d.options if o.detail == "quick"]
        # one line of instruction, the engine's ("Ninette, your turn: play a card, use
        # a quick action, or pass"): how to play a card is its tooltip, a hover away
        # (review r19 #7: the column said it twice over its buttons)
        self.prompt.setToolTip(self.tr("Click or drag a glowing card to play it, or choose "
                                       "below; right-click a card for its actions."))
        if not groups:
            self.hint.setText(self.tr("Nothing can be played now: pass, or use a quick "
                                      "action."))
            self._show_in_body(self.hint)
        if groups:  # first: what a turn is mostly about, before the longer quick actions
            self._fill_ways(groups, numbers)
            self._show_in_body(self.ways)
        if quicks:
            # its own header: a quick action is no way to play the card listed above it,
            # and using one does not end the turn (4.2.3.e)
            self.quick_caption.setText(
                self.tr("Quick action — your turn goes on") if len(quicks) == 1 else
                self.tr("Quick actions — your turn goes on"))
            self.quick_caption.setToolTip(self.tr(
                "After a quick action you choose again: another quick action, a card to "
                "play, or Pass (4.2.3.e)."))
            self._show_in_body(self.quick_caption)
        for o in quicks:
            # its card's name over what it does, short and whole ("Nevenka & Blotch" over
            # "[T]: Target a Character you control, then roll a die": `quick_gist`), the
            # whole text its tooltip and the card's preview while pointed at (review
            # r19 #7: the Hero's card beside says it whole already)
            args = getattr(o.label, "args", None) or {}
            if {"card", "text"} <= set(args):
                short = f"{args['card']}\n{quick_gist.gist(args['text'])}"
            else:  # a label made as plain text: its name is what comes before ": "
                name, _, text = log_text.render(o.label).partition(": ")
                short = f"{name}\n{quick_gist.gist(text)}" if text else None
            self._add_button(o, number=numbers.get(o.id), single=True, short=short)
        others = [o for o in d.options if o.detail not in ("play", "quick", "pass")]
        for o in others:
            self._add_button(o, number=numbers.get(o.id))

    def _fill_ways(self, groups: list[tuple[int, list[Option]]],
                   numbers: dict[str, int]) -> None:
        """Lay out the ways to play, card by card: a caption, then a button per way that
        says it whole with its cost ("Hero Expedition — costs 6"), one under the other,
        wrapped, never cut.  A card whose two ways differ only in the Expedition (the
        usual Character) says its cost once in the caption ("Esmeralda · from Hand —
        costs 2") over two buttons side by side, "Hero" and "Companion", as the table
        labels its Expeditions."""
        self._ways_shown = (groups, numbers)
        grid = self.ways_grid
        while grid.count():
            grid.takeAt(0)  # the widgets stay (pooled); only their places are redone
        row = used_captions = used_ways = 0
        for _oid, options in groups:
            ways = [way_to_play(o) for o in options]
            first = ways[0]
            pair = len(ways) == 2 and all(w is not None and w.where for w in ways) and \
                ways[0].cost == ways[1].cost and ways[0].short != ways[1].short and \
                self._pair_fits([w.short for w in ways if w is not None], options, numbers)  # type: ignore[union-attr]
            caption = self._caption(used_captions)
            used_captions += 1
            if first is None:
                head = self.tr("Card {0}").format(used_captions)
            else:
                head = self.tr("{0} — {1}").format(first.card, first.cost) if pair \
                    else first.card
            caption.setText(head)
            grid.addWidget(caption, row, 0, 1, 2)
            caption.show()
            row += 1
            for i, (o, way) in enumerate(zip(options, ways, strict=True)):
                b = self._way_button(used_ways)
                used_ways += 1
                said = (way.short if pair else way.alone()) if way is not None \
                    else log_text.render(o.label)
                n = numbers.get(o.id)
                text = f"{n}. {said}" if n is not None else said
                self._set_option_button(b, o, text, log_text.render(o.label), n,
                                        share=2 if pair else 1)
                if pair:
                    grid.addWidget(b, row, i, 1, 1)
                else:
                    grid.addWidget(b, row, 0, 1, 2)
                    row += 1
                b.show()
            if pair:
                row += 1
        for w in (*self._captions[used_captions:], *self._way_pool[used_ways:]):
            w.hide()

    def _pair_fits(self, words: list[str], options: list[Option],
                   numbers: dict[str, int]) -> bool:
        """Whether two ways fit side by side: each word of each on half a row (a word
        wider than that would be cut: the ways then go one under the other)."""
        fm = self._button_metrics(self._way_button(0))
        half = self.text_width(self._way_button(0), 2)
        for said, o in zip(words, options, strict=True):
            n = numbers.get(o.id)
            text = f"{n}. {said}" if n is not None else said
            if any(fm.horizontalAdvance(w) > half for w in text.split()):
                return False
        return True

    def _caption(self, index: int) -> QLabel:
        while len(self._captions) <= index:
            c = QLabel(objectName="wayCaption", wordWrap=True)
            self._sized(c)
            c.setStyleSheet("QLabel#wayCaption { color: #e2b54a; font-weight: bold;"
                            " margin-top: 2px; }")
            c.setTextFormat(Qt.TextFormat.PlainText)
            self._captions.append(c)
        return self._captions[index]

    def _way_button(self, index: int) -> OptionButton:
        while len(self._way_pool) <= index:
            b = OptionButton()
            self._sized(b)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.setStyleSheet("QPushButton { padding: 4px 8px; }")
            b.clicked.connect(lambda _=False, b=b: self._button_clicked(b))
            self._way_pool.append(b)
        return self._way_pool[index]

    def _numbers_hint(self, d: Decision) -> str:
        """A target choice's one line over its list: "Click a lit card or press 1–7."
        (the numbers the table draws on the lit cards), or "" for any other."""
        if d.kind != "target":
            return ""
        numbers = sorted(choice_numbers.option_numbers(d, self.reading).values())
        if not numbers:
            return ""
        if len(numbers) == 1:
            return self.tr("Click the lit card or press {0}.").format(numbers[0])
        return self.tr("Click a lit card or press {0}–{1}.").format(numbers[0], numbers[-1])

    def _group_caption(self, index: int, text: str, before: QWidget) -> None:
        """Caption `index` of a target list ("Yours", "Lithium's"), placed over the
        first button of its group."""
        while len(self._group_captions) <= index:
            c = QLabel(objectName="groupCaption")
            self._sized(c)
            c.setStyleSheet("QLabel#groupCaption { color: #e2b54a; font-weight: bold;"
                            " margin-top: 2px; }")
            c.setTextFormat(Qt.TextFormat.PlainText)
            c.hide()
            self._group_captions.append(c)
        c = self._group_captions[index]
        c.setText(text)
        self.body_lay.removeWidget(c)
        self.body_lay.insertWidget(self.body_lay.indexOf(before), c)
        self._show_in_body(c)

    def _show_buttons(self, options: tuple[Option, ...] | list[Option],
                      big: bool = False) -> None:
        d = self.decision
        # options that only name cards lit on the table ("Kakoba (Ann's hero
        # Expedition)"): one short line each (the keyboard still has them, by number),
        # the whole label in their tooltip; any other option keeps its whole text
        labels = [log_text.render(o.label) for o in options]
        compact = not big and d is not None and d.player < len(self.names) \
            and all(o.objects for o in options) \
            and all(_WHERE.match(label) for label in labels)
        shorts = compact_labels(labels, self.names[d.player]) \
            if compact and d is not None else []
        # the numbers the table draws on the lit cards too (choice_numbers)
        numbers = choice_numbers.option_numbers(d, self.reading) if d is not None else {}
        if not shorts or d is None:
            for o, label in zip(options, labels, strict=True):
                said = self._with_card_text(o, label)
                self._add_button(o, number=numbers.get(o.id), big=big and said is None,
                                 short=said, single=said is not None)
            return
        # one format for every card: "3. Foundry Mechanic · companion", one line, under
        # a caption saying whose cards they are (review r9 #12, r10 #13)
        me = self.names[d.player]
        for k, (owner, indices) in enumerate(target_groups(labels, me)):
            first = None
            for i in indices:
                short = shorts[i]
                if d.source is not None and d.source in options[i].objects:
                    # the card whose ability asks may be its own target: said so, a
                    # newcomer seeing it lit among the others may not guess it (review
                    # r18 #20: Lyra Cloth Dancer may give itself Fleeting)
                    short = self.tr("{0} (itself)").format(short)
                b = self._add_button(options[i], number=numbers.get(options[i].id),
                                     short=short)
                first = first or b
            if first is not None:
                self._group_caption(k, self.tr("Yours") if owner == me else
                                    self.tr("{0}'s").format(owner), first)

    def _with_card_text(self, o: Option, label: str) -> str | None:
        """A Clean-up choice's card said with its text under its name: which cards to
        keep is a choice about what they do, and at 1366 a Reserve tile has no room for
        its text (the whole of it a hover away was the reviews' complaint, r13 #5).
        None for any other choice, or a card without text (its name says it all)."""
        d = self.decision
        if d is None or d.kind != "cleanup" or len(o.objects) != 1 or self.card_words is None:
            return None
        words = self.card_words(o.objects[0])
        return f"{label}\n{words}" if words else None

    def list_width(self) -> int:
        """How wide the scrolling list of options is, less the scroll bar when it is
        not shown yet (the words must fit once it appears): its viewport as laid out,
        or before that the panel less its margins and the bar."""
        bar = self.scroll.verticalScrollBar()
        bar_w = max(16, bar.sizeHint().width())
        port = self.scroll.viewport().width()
        laid_out = self.scroll.isVisible() and port > 0 and self.layout() is not None \
            and not self.layout().geometry().isEmpty()
        if not laid_out:
            return self.width() - 20 - bar_w
        return port - (0 if bar.isVisible() else bar_w)

    def button_text_width(self) -> int:
        """How wide an option button's text may be: the list's width less the button's
        border and padding (12 px a side) and a little slack."""
        return max(100, self.list_width() - 2 * 14)

    @staticmethod
    def _button_metrics(b: QPushButton) -> QFontMetrics:
        """The metrics of the font the button draws with (bold, by the style sheet)."""
        f = b.font()
        f.setBold(True)
        return QFontMetrics(f)

    def _pooled_button(self, index: int) -> QPushButton:
        """The `index`-th option button, made (and wired once) the first time."""
        while len(self._pool) <= index:
            b = OptionButton()
            self._sized(b)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.hide()
            b.clicked.connect(lambda _=False, b=b: self._button_clicked(b))
            b.toggled.connect(lambda on, b=b: self._button_toggled(b, on))
            b.installEventFilter(self)  # its hover: `option_hovered`
            # option buttons sit between the ways to play and their quick actions'
            # header (under the hint) and "Choose none", Cancel
            self.body_lay.insertWidget(self.body_lay.indexOf(self.none_button), b)
            self._pool.append(b)
        return self._pool[index]

    def _add_button(self, o: Option, number: int | None = None, *,
                    big: bool = False, short: str | None = None,
                    single: bool = False) -> QPushButton:
        """A button answering `o`; `single`: a card's name over its ability (a quick
        action's said short: `quick_gist`)."""
        label = log_text.render(o.label)
        shown = short if short is not None else label
        text = f"{number}. {shown}" if number is not None else shown
        b = self._pooled_button(self._pool_used)
        self._pool_used += 1
        if single:
            self._single.add(b)
        else:
            self._single.discard(b)
        b.blockSignals(True)  # un-ticking a reused button is not a choice
        b.setChecked(False)
        d = self.decision
        b.setCheckable(d is not None and d.multi and not self.one_pick)
        b.blockSignals(False)
        # a card lit on the table, said short ("Ordis Recruit · Lithium's hero"): a
        # tighter button, so that seven of them stand in sight at 1366x768 (review r8 #2)
        look = "big" if big else "tight" if short is not None or single else ""
        if self._looks.get(b, "") != look:  # restyling re-polishes: only when it changes
            b.setMinimumHeight(40 if big else 0)
            b.setStyleSheet(BUTTON_LOOKS[look])
            self._looks[b] = look
        self._set_option_button(b, o, text, label, number)
        self._show_in_body(b)
        return b

    def _set_option_button(self, b: QPushButton, o: Option, text: str, label: str,
                           number: int | None, share: int = 1) -> None:
        """`b` answers `o`: its words (wrapped to the width it has, `share` buttons to a
        row), its whole label as the tooltip, its number."""
        self._words[b] = (text, share)
        self._wrap(b)
        b.setToolTip(symbol_text.plain(label))  # "(exhaust me)", not "[T]"
        self.option_buttons[o.id] = b
        self._button_option[b] = o.id
        if number is not None:
            self._numbered[number] = b

    def text_width(self, b: QPushButton, share: int = 1) -> int:
        """How wide the words of `b` may be with `share` buttons to a row: the
        button's part of the panel's width, less its border and padding."""
        if b in self._way_pool:  # padded less: 8 px a side and the border
            row = self.list_width()
            return row - 2 * 9 if share == 1 else (row - 4) // 2 - 2 * 9
        if self._looks.get(b) == "tight":  # 6 px a side, the border, a little slack
            return max(100, self.list_width() - 2 * 9)
        return self.button_text_width()

    def _wrap(self, b: QPushButton) -> None:
        """Wrapped, never cut: words that run long take another line."""
        text, share = self._words[b]
        fm, width = self._button_metrics(b), self.text_width(b, share)
        plain_from = 10**6
        tail = ""
        if " · " in text and self._looks.get(b) == "tight":
            # a card lit on the table and its zone: the zone in the plain weight, which
            # keeps "3. Foundry Mechanic · companion" on one line at 1366 (review r10 #13)
            name, zone = text.split(" · ", 1)
            said = fm.horizontalAdvance(name) + QFontMetrics(tail_font(b)).horizontalAdvance(
                f" · {zone}")
            if said <= width and "\n" not in zone:
                tail = f" · {zone}"
        if isinstance(b, OptionButton):
            b.tail = tail
        if tail:
            pass
        elif " · " in text and fm.horizontalAdvance(text) > width:
            # a card and its place ("Ordis Recruit · Lithium's hero") too long for one
            # line: the place goes under the name, rather than a word of it alone, in
            # the plain weight (the name leads)
            name = text.split(" · ", 1)[0]
            plain_from = wrap_text(name, fm, width).count("\n") + 1
            text = text.replace(" · ", "\n", 1)
        if isinstance(b, OptionButton):
            b.plain_from = plain_from
        if b in self._single:
            # the card's name, then its text wrapped under it in the plain weight, never
            # cut: a quick action's gist (`quick_gist`), a Clean-up card's whole text
            number = re.match(r"\d+\. ", text)
            indent = fm.horizontalAdvance(number.group()) if number else 0
            wrapped, name_lines = head_and_whole(text, fm, width, indent)
            if isinstance(b, OptionButton):
                b.plain_from = name_lines
        else:
            wrapped = text if tail else wrap_text(text, fm, width)
        # "&" would mark a keyboard mnemonic ("Nevenka & Blotch" -> "Nevenka _Blotch")
        b.setText(wrapped.replace("&", "&&"))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._rewrap()
            # once more when the list inside has taken its new width
            QTimer.singleShot(0, self, self._rewrap)
        self._fit_soon()

    # ------------------------------------------------------------------ room
    def _fit_soon(self) -> None:
        """Share the height out once the new words are laid out (next event-loop turn)."""
        QTimer.singleShot(0, self, self.fit_room)

    def list_need(self) -> int:
        """How tall the scrolling list's contents are at the width they have."""
        w = self.scroll.viewport().width()
        lay = self.body_lay
        return lay.heightForWidth(w) if lay.hasHeightForWidth() else lay.sizeHint().height()

    def whole_height(self) -> int:
        """The panel's height with its whole list of options in sight, unscrolled, and
        no more: its words and buttons as laid out (before the first layout,
        `compact_height`, which counts the list at its own size hint) with the list as
        tall as its contents (`list_need`)."""
        s = self.scroll
        port = s.viewport().height()
        if s.isVisible() and port > 0 and self.height() > port:
            # laid out: everything but the list as it stands, the list as it needs
            return self.height() - port + self.list_need() + 2
        return self.compact_height() - s.sizeHint().height() + self.list_need() \
            + 2 * s.frameWidth() + 6

    def fit_room(self) -> None:
        """The options before the words above them: the "You chose" box folds to one
        line while the list would otherwise scroll, and unfolds when the list has the
        room for it (unless the player folded or unfolded it by hand); what comes next
        (`say_next`) is said only where the options leave it the room."""
        if self._next_said and self.decision is not None:
            port = self.scroll.viewport().height()
            if not self.news.isHidden() and self.list_need() > port:
                self.news.hide()
                self.layout().activate()
        u = self.using
        if self.decision is not None and not u.isHidden() and not u.pinned:
            port = self.scroll.viewport().height()
            need = self.list_need()
            if not u.folded and need > port:
                u.fold(True)
                self.layout().activate()  # the list takes the lines given up, now
            elif u.folded and need + u.unfolded_height(u.width()) - u.height() <= port:
                u.fold(False)
                self.layout().activate()
        self._update_more_below()
        whole = self.whole_height() if self.decision is not None else 0
        if whole != self._whole_said:
            # the window sizes the panel by it under the log drawer: placed anew
            self._whole_said = whole
            self.reshaped.emit()

    #: `whole_height` when last told (`fit_room`)
    _whole_said = 0

    def _update_more_below(self, *_: Any) -> None:
        """'▼ 3 more below' under a list that scrolls while options lie out of sight
        below its bottom edge; hidden once the last one is in sight."""
        bar = self.scroll.verticalScrollBar()
        below = 0
        if bar.maximum() > 0 and bar.value() < bar.maximum():
            edge = bar.value() + self.scroll.viewport().height()
            shown = [b for b in self.option_buttons.values() if b.isVisibleTo(self.body)]
            below = sum(1 for b in shown
                        if b.mapTo(self.body, b.rect().bottomLeft()).y() > edge)
        if below:
            self.more_below.setText(self.tr("▼ {0} more options below").format(below)
                                    if below > 1 else self.tr("▼ 1 more option below"))
        self.more_below.setVisible(bool(below))

    def set_text_px(self, px: int | None) -> None:
        """The options' and small lines' type size: `px` on a big window (the column
        has the room: review r18 #8), the application's (None) on a laptop screen; the
        words are wrapped again for it."""
        if px == getattr(self, "_text_px", None):
            return
        self._text_px = px
        # each button and line itself: the panel's style sheet keeps a font set on the
        # panel from reaching them (those whose style sheet sizes them keep that size)
        for w in (*self.findChildren(QPushButton), *self.findChildren(QLabel)):
            self._sized(w)
        self._rewrap()
        self._fit_soon()

    def _sized(self, w: QWidget) -> None:
        """`w` in the panel's type size (`set_text_px`)."""
        px = getattr(self, "_text_px", None)
        f = QFont(QApplication.font())
        if px is not None:
            f.setPixelSize(px)
        w.setFont(f)

    def _rewrap(self) -> None:
        """The options' words laid out again for the width the list has now."""
        if self._ways_shown is not None and not self.ways.isHidden():
            self._fill_ways(*self._ways_shown)  # side by side, or not, anew
        for b in self.option_buttons.values():  # the same words, wrapped anew
            self._wrap(b)

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
        """An option button pointed at, or left: `option_hovered`."""
        kind = event.type()
        if kind == QEvent.Type.Enter and watched in self._button_option:
            self.option_hovered.emit(self._button_option[watched])
        elif kind in (QEvent.Type.Leave, QEvent.Type.Hide) and watched in self._button_option:
            self.option_hovered.emit(None)
        return super().eventFilter(watched, event)

    def _button_clicked(self, b: QPushButton) -> None:
        oid = self._button_option.get(b)
        d = self.decision
        if oid is None:
            return
        if self.one_pick:
            self.answered.emit([oid])  # at most one to choose: this click chose it
        elif not (d is not None and d.multi):
            self._answer(oid)

    def _button_toggled(self, b: QPushButton, on: bool) -> None:
        oid = self._button_option.get(b)
        d = self.decision
        if oid is not None and d is not None and d.multi:
            self._toggle(oid, on)

    @property
    def compact(self) -> bool:
        """Whether the panel asks nothing and is as tall as its words (`compact_height`)."""
        return self._compact

    def compact_height(self) -> int:
        """The height the panel's words need at its width, when `compact`."""
        lay = self.layout()
        w = max(self.width(), 100)
        return lay.heightForWidth(w) if lay.hasHeightForWidth() else lay.sizeHint().height()

    def _set_compact(self, on: bool) -> None:
        """Tell the window when the panel's height should follow its words, or reach
        the bottom again (it places the panel: `reshaped`)."""
        self._compact = on
        self.reshaped.emit()

    def offer_card_plays(self, card_name: str, options: list[Option]) -> None:
        """After a click on a card with several ways to play it: ask which one."""
        if self.decision is None:
            return
        self.pending_card = options[0].objects[0] if options and options[0].objects else None
        self._clear_body()
        self.title.setText(self.tr("Play {0}").format(card_name))
        self.prompt.setText(self.tr("Choose where (or how) to play it — or drop it on an "
                                    "Expedition."))
        for i, o in enumerate(options):
            self._add_button(o, number=i + 1)
        self._show_in_body(self.cancel_button)
        self._finish_body()

    def _cancel_card(self) -> None:
        if self.decision is not None:
            self.show_decision(self.decision)
        self.cancelled_play.emit()

    # ------------------------------------------------------------------ answering
    def _answer(self, oid: str) -> None:
        self.answered.emit(oid)

    def playable_left(self) -> tuple[int, int]:
        """How many cards the turn decision shown could still play, and how many quick
        actions it could use."""
        d = self.decision
        if d is None or d.kind != "turn":
            return 0, 0
        cards = {ob for o in d.options if o.detail == "play" for ob in o.objects}
        quicks = sum(1 for o in d.options if o.detail == "quick")
        return len(cards), quicks

    def request_pass(self) -> bool:
        """Pass (the button, P, or the actions list), asking once more first while
        cards or quick actions can still be played: passing is final for the day
        (4.2.3.e), and one stray key press ended a player's Afternoon (review r4 #19).
        True when the pass was answered."""
        d = self.decision
        if d is None or d.kind != "turn" or not any(o.id == "pass" for o in d.options):
            return False
        cards, quicks = self.playable_left()
        if self.confirm_pass and (cards or quicks) and not self._pass_armed:
            self._arm_pass(cards, quicks)
            return False
        self._disarm_pass()
        self._answer("pass")
        return True

    def _arm_pass(self, cards: int, quicks: int) -> None:
        what = []
        if cards:
            what.append(self.tr("play a card") if cards == 1 else
                        self.tr("play {0} cards").format(cards))
        if quicks:
            what.append(self.tr("use a quick action") if quicks == 1 else
                        self.tr("use {0} quick actions").format(quicks))
        self.pass_warning.setText(self.tr(
            "You can still {0}. Passing ends your Afternoon: you take no more turns "
            "until tomorrow (4.2.3.e). Press P or click Pass again to pass; Esc to stay."
            ).format(self.tr(" or ").join(what)))
        self.pass_warning.show()
        self.pass_button.setText(self.tr("Pass anyway  (P)"))
        # no longer the green of a move to make: the colour of the warning above it
        self.pass_button.setStyleSheet("QPushButton { background: #8c3c1e; "
                                       "border-color: #e0a060; }")
        self._pass_armed = True
        self._disarm_timer.start()
        self.pass_changed.emit()

    def show_pass_here(self, here: bool) -> None:
        """Show the column's Pass (here) or leave it to the one beside the hand: one Pass
        on the screen, and its warning beside it (`pass_by_hand`: the column's is kept,
        hidden, for its words).  Hidden, the button still answers P and a click from
        code."""
        self._pass_elsewhere = not here
        self.pass_button.setVisible(self.pass_offered and here)
        self.pass_warning.setVisible(self._pass_armed and here)

    def _disarm_pass(self) -> None:
        if not self._pass_armed:
            return
        self._pass_armed = False
        self._disarm_timer.stop()
        self.pass_warning.hide()
        self.pass_button.setText(self.tr("Pass  (P)"))
        self.pass_button.setStyleSheet("")
        self.pass_changed.emit()

    @property
    def pass_armed(self) -> bool:
        """Whether the next Pass passes (asked once already)."""
        return self._pass_armed

    def cancel_pass(self) -> bool:
        """Esc: the player stays in the turn; True if a pass was waiting to be confirmed."""
        armed = self._pass_armed
        self._disarm_pass()
        return armed

    def _toggle(self, oid: str, on: bool) -> None:
        if on and oid not in self.selected:
            self.selected.append(oid)
        elif not on and oid in self.selected:
            self.selected.remove(oid)
        self._update_count()
        self.selection_changed.emit(self.selected_objects())

    def toggle(self, oid: str) -> None:
        """Toggle an option of a multi-choice (a board click on its object); in a
        choice of at most one, choose it."""
        if self.one_pick and oid in self.option_buttons:
            self.answered.emit([oid])
            return
        b = self.option_buttons.get(oid)
        if b is not None:
            b.setChecked(not b.isChecked())

    def selected_objects(self) -> set[int]:
        d = self.decision
        if d is None:
            return set()
        out: set[int] = set()
        for o in d.options:
            if o.id in self.selected:
                out.update(o.objects)
        return out

    def _update_count(self) -> None:
        d = self.decision
        if d is None or not d.multi:
            return
        self._say_clean_up(d)
        if self.one_pick:
            self.confirm.setEnabled(True)  # "Choose none" is always an answer
            return
        n = len(self.selected)
        want = f"{d.min}" if d.min == d.max else f"{d.min}–{d.max}"
        self.count.setText(self.tr("Chosen {0} (choose {1})").format(n, want))
        self.confirm.setEnabled(d.min <= n <= d.max)
        if clean_up_words.is_clean_up(d):
            self.count.setText(clean_up_words.summary(d, self.selected))
            self.confirm.setText(clean_up_words.button_text(
                d, self.selected, max(120, self.width() - 48),
                self.confirm.fontMetrics().horizontalAdvance))

    def _say_clean_up(self, d: Decision) -> None:
        """Clean-up (4.2.5.c): the kept cards named over a button that says what it does
        (review r9 #17), one under the other; any other choice: the count beside it."""
        clean = clean_up_words.is_clean_up(d)
        self.answer_row.setDirection(QBoxLayout.Direction.TopToBottom if clean
                                     else QBoxLayout.Direction.LeftToRight)
        self.count.setWordWrap(clean)

    def _confirm_multi(self) -> None:
        self.answered.emit(list(self.selected))

    def choose_number(self, n: int) -> bool:
        """Keyboard: press the button numbered `n` (the number written on it, and on
        its card when the table draws one: choice_numbers)."""
        b = self._numbered.get(n)
        if b is None or b.isHidden():
            return False
        b.click()
        return True

    def state(self) -> dict[str, Any]:
        """A summary for tests and the smoke mode."""
        return {"title": self.title.text(), "prompt": self.prompt.text(),
                "options": list(self.option_buttons), "selected": list(self.selected)}
