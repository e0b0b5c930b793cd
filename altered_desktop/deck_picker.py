"""Choosing decks: the new-game dialog and the decklist importer.

Decks come from the six built-in starters and from the user's saved decks (in the user
data folder).  Imported decklists (`COUNT REFERENCE` lines, from a file or the clipboard)
are checked line by line: unreadable lines stop the import, and so do cards the engine
cannot play yet (their text is not implemented), while construction problems (1.1.4)
are listed as warnings, since a limited deck may legitimately break them.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QKeyEvent, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import ai_seat, storage, theme
from altered_desktop.deck_import import DecklistEdit
from altered_desktop.session import Mode
from engine.cards.registry import card_by_ref
from engine.decks import (
    MAX_TEXT_CHARS,
    NOT_IMPLEMENTED,
    STARTER_NAMES,
    Deck,
    DeckError,
    read_decklist,
    require_implemented,
    starter_deck,
    starter_title,
    validate_constructed,
)
from engine.loading import excerpt, read_bytes_bounded


def deck_choices() -> list[tuple[str, str]]:
    """(key, title) of every deck the user can pick: starters first, then their own,
    then their deck files that could not be read (listed, so the user sees why a deck is
    missing; picking one shows what is wrong with it)."""
    out = [(f"starter:{n}", QCoreApplication.translate(
        "NewGameDialog", "Starter · {0}").format(starter_title(n))) for n in STARTER_NAMES]
    decks, broken = storage.user_decks()
    twice = storage.same_name_decks()
    out += [(user_key(d, p, twice), QCoreApplication.translate(
        "NewGameDialog", "My deck · {0}").format(d.name)
             + (f" ({p.name})" if d.name in twice else "")) for d, p in decks]
    out += [(f"broken:{b.path}", QCoreApplication.translate(
        "NewGameDialog", "Broken file · {0}").format(b.path.name[:60]))
            for b in broken]
    return out


def user_key(deck: Deck, path: Path, twice: set[str]) -> str:
    """The key of a user deck: its name (kept in the settings as the last pick), or its
    file when another file holds a deck of the same name (so each can be opened)."""
    return f"userfile:{path}" if deck.name in twice else f"user:{deck.name}"


def deck_path_for_key(key: str) -> Path | None:
    """The file of the user deck `key` names (None for a starter or an unknown deck)."""
    kind, _, rest = key.partition(":")
    if kind == "userfile":
        return Path(rest)
    if kind == "user":
        return next((p for d, p in storage.user_decks()[0] if d.name == rest), None)
    return None


def deck_for_key(key: str) -> Deck:
    kind, _, name = key.partition(":")
    if kind == "starter":
        return starter_deck(name)
    decks, broken = storage.user_decks()
    if kind == "userfile":
        for d, p in decks:
            if str(p) == name:
                return d
        raise DeckError(f"the deck file {name} is gone")
    if kind == "broken":
        why = next((b.message for b in broken if str(b.path) == name), "")
        raise DeckError(f"This deck file cannot be read: {why or name}")
    for d, _p in decks:
        if d.name == name:
            return d
    raise DeckError(f"no saved deck named '{name}'")


def check_decklist_notes(text: str, name: str
                         ) -> tuple[Deck | None, list[str], list[str], list[str]]:
    """Read and validate; return (deck or None, errors, warnings, notes), each message
    naming its line where the engine knows it.  Bounded (engine.decks limits) and never
    raising, so the dialog can never keep an earlier verdict on screen."""
    try:
        reading = read_decklist(text, name or "Imported deck")
        notes = [str(p) for p in reading.notes]
        if reading.deck is None:
            return None, [str(p) for p in reading.problems], [], notes
        probs = validate_constructed(reading.deck)
    except Exception as e:  # the boundary of the dialog: say it, never crash or go stale
        return None, [f"the decklist could not be checked ({type(e).__name__}: "
                      f"{excerpt(str(e), 80)})"], [], []
    errors = [str(p) for p in probs if p.rule == NOT_IMPLEMENTED]
    warnings = [str(p) for p in probs if p.rule != NOT_IMPLEMENTED]
    return (None if errors else reading.deck), errors, warnings, notes


def check_decklist(text: str, name: str) -> tuple[Deck | None, list[str], list[str]]:
    """`check_decklist_notes` without the notes."""
    deck, errors, warnings, _notes = check_decklist_notes(text, name)
    return deck, errors, warnings


class ImportDeckDialog(QDialog):
    """Paste or load a decklist, see its problems per line, save it to My decks."""

    def __init__(self, text: str = "", name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a decklist"))
        self.saved_deck: Deck | None = None
        self.save_error = ""
        self.refused_paste = ""
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(name or "Imported deck")
        form.addRow(self.tr("Deck name"), self.name)
        lay.addLayout(form)
        lay.addWidget(QLabel(self.tr("One card per line: a count and a reference or a card "
                                     "name, e.g. '3 ALT_CORE_B_AX_04_C' or '3x Kelon "
                                     "Elemental'.  Lines starting with # or // are ignored.")))
        self.text = DecklistEdit()
        self.text.refused.connect(self._refused)
        self.text.set_text(text)  # a giant (a huge file or clipboard) is never loaded
        self.text.setMinimumSize(520, 260)
        lay.addWidget(self.text, 1)
        self.problems = QListWidget()
        self.problems.setMaximumHeight(150)
        self.problems.setWordWrap(True)  # a problem says what to do: read whole, no scrolling
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems.setResizeMode(QListWidget.ResizeMode.Adjust)
        lay.addWidget(self.problems)
        row = QHBoxLayout()
        check = QPushButton(self.tr("Check"))
        check.clicked.connect(self.check)
        self.save_button = QPushButton(self.tr("Save to My decks"), objectName="primary")
        self.save_button.clicked.connect(self.save)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        row.addWidget(check)
        row.addStretch(1)
        row.addWidget(cancel)
        row.addWidget(self.save_button)
        lay.addLayout(row)
        # checked once typing pauses, not on every key: the editor stays responsive
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(self.CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self.check)
        self.text.textChanged.connect(self._edited)
        self.name.textChanged.connect(self._edited)
        self.check()

    #: pause in typing after which the decklist is checked
    CHECK_DELAY_MS = 250
    #: problems of a kind listed (and lines tinted); the rest are counted
    MAX_SHOWN = 50

    def _refused(self, why: str) -> None:
        """Say, above the problems, that a giant paste was not taken (until the next edit)."""
        self.refused_paste = why
        if hasattr(self, "problems"):
            self.check()

    def _edited(self) -> None:
        """The verdict shown was about the text before this edit: take it down at once
        (no stale "legal") and check again when typing pauses."""
        self.refused_paste = ""
        self.problems.clear()
        self.problems.addItem(QListWidgetItem("… checking"))
        self.save_button.setEnabled(False)
        self._check_timer.start()

    def check(self) -> Deck | None:
        self._check_timer.stop()
        deck, errors, warnings, notes = check_decklist_notes(self.text.toPlainText(),
                                                             self.name.text())
        self.problems.clear()
        if self.refused_paste:
            item = QListWidgetItem(f"✗ Nothing was pasted: {self.refused_paste}")
            item.setForeground(QColor("#ff8a80"))
            self.problems.addItem(item)
        shown = self.MAX_SHOWN
        for msgs, mark, colour in ((errors, "✗", "#ff8a80"), (warnings, "⚠", "#ffd180")):
            for m in msgs[:shown]:
                item = QListWidgetItem(f"{mark} {m}")
                item.setForeground(QColor(colour))
                self.problems.addItem(item)
            if len(msgs) > shown:  # a list of hundreds is not read: fix the first ones
                item = QListWidgetItem(f"{mark} … and {len(msgs) - shown} more like these")
                item.setForeground(QColor(colour))
                self.problems.addItem(item)
        for note in notes[:20]:
            item = QListWidgetItem(f"ℹ {note}")
            item.setForeground(QColor("#9ecbff"))
            self.problems.addItem(item)
        if deck is not None and not warnings:
            self.problems.addItem(QListWidgetItem(
                self.tr("✓ {0} cards and a Hero: a legal constructed deck").format(
                    len(deck.cards))))
        self._mark_lines(errors, warnings)
        self.save_button.setEnabled(deck is not None)
        return deck

    def _mark_lines(self, errors: list[str], warnings: list[str]) -> None:
        """Tint the decklist lines the problems name: red for errors, amber for warnings."""
        marks: list[QTextEdit.ExtraSelection] = []
        doc = self.text.document()
        for msgs, colour in ((warnings, QColor(200, 150, 40, 90)), (errors, QColor(220, 60, 60, 110))):
            for m in msgs[:self.MAX_SHOWN]:
                found = re.search(r"line (\d+)", m)
                if not found:
                    continue
                block = doc.findBlockByNumber(int(found.group(1)) - 1)
                if not block.isValid():
                    continue
                sel = QTextEdit.ExtraSelection()
                sel.cursor = QTextCursor(block)
                sel.format.setBackground(colour)
                sel.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
                sel.format.setToolTip(m)
                marks.append(sel)
        self.text.setExtraSelections(marks)
        self.marked_lines = sorted({sel.cursor.blockNumber() + 1 for sel in marks})

    def problem_lines(self) -> list[str]:
        return [self.problems.item(i).text() for i in range(self.problems.count())]

    def save(self) -> None:
        deck = self.check()
        if deck is None:
            return
        try:
            storage.save_user_deck(deck)
        except OSError as e:  # a read-only data folder: say so, keep the text
            item = QListWidgetItem(f"✗ Could not save: {e}")
            item.setForeground(QColor("#ff8a80"))
            self.problems.insertItem(0, item)
            self.save_error = str(e)
            return
        self.saved_deck = deck
        self.accept()


def deck_line(name: str, versions: list[tuple[Any, int]]) -> str:
    """One line of a deck's contents for all copies of a name: "3 × Foundry Mechanic —
    hand 1, reserve 1 · 2 common, 1 rare"; when the versions' costs differ, each rarity
    says its own ("… · 2 common (hand 1, reserve 1), 1 rare (hand 1, reserve 2)")."""
    n = sum(k for _, k in versions)
    costs = {(c.hand_cost, c.reserve_cost) for c, _ in versions}
    if len(costs) == 1:
        hand, reserve = next(iter(costs))
        rarities = ", ".join(f"{k} {c.rarity.value}" for c, k in versions) \
            if len(versions) > 1 else versions[0][0].rarity.value
        return f"{n} × {name} — hand {hand}, reserve {reserve} · {rarities}"
    each = ", ".join(f"{k} {c.rarity.value} (hand {c.hand_cost}, reserve {c.reserve_cost})"
                     for c, k in versions)
    return f"{n} × {name} · {each}"


class NewGameDialog(QDialog):
    """Mode, players, decks, seed and the hand-off option for a new game."""

    def __init__(self, settings: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.settings = settings or storage.load_settings()
        self.settings_error = ""
        outer = QHBoxLayout(self)
        lay = QVBoxLayout()
        outer.addLayout(lay, 3)
        # the right column shows what is in the deck being picked
        side = QGroupBox(self.tr("Deck contents"))
        sl = QVBoxLayout(side)
        self.preview_title = QLabel(wordWrap=True)
        self.preview_title.setStyleSheet("color: #e2b54a; font-weight: bold;")
        self.preview = QListWidget()
        self.preview.setMinimumWidth(280)
        # a long line folds under itself rather than hiding behind a sideways scroll
        self.preview.setWordWrap(True)
        self.preview.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.preview.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.preview.setSpacing(2)
        self.delete_button = QPushButton(self.tr("Delete this deck"))
        self.delete_button.clicked.connect(self.delete_previewed)
        sl.addWidget(self.preview_title)
        sl.addWidget(self.preview, 1)
        sl.addWidget(self.delete_button)
        outer.addWidget(side, 2)
        self.previewed_key: str | None = None
        modes = QGroupBox(self.tr("How do you want to play?"))
        ml = QVBoxLayout(modes)
        self.hotseat = QRadioButton(self.tr("Hotseat — two players at this computer"))
        self.goldfish = QRadioButton(
            self.tr("Goldfish — test one deck against an idle opponent"))
        group = QButtonGroup(self)
        group.addButton(self.hotseat)
        group.addButton(self.goldfish)
        ml.addWidget(self.hotseat)
        ml.addWidget(self.goldfish)
        lay.addWidget(modes)
        players = QGroupBox(self.tr("Players and decks"))
        form = QFormLayout(players)
        names = list(self.settings.get("names") or ["Player 1", "Player 2"])
        self.name1 = QLineEdit(names[0])
        self.name2 = QLineEdit(names[1] if len(names) > 1 else "Player 2")
        self.deck1 = QComboBox()
        self.deck2 = QComboBox()
        form.addRow(self.tr("First player"), self.name1)
        form.addRow(self.tr("Their deck"), self.deck1)
        self.name2_label = QLabel(self.tr("Second player"))
        self.deck2_label = QLabel(self.tr("Their deck"))
        form.addRow(self.name2_label, self.name2)
        form.addRow(self.deck2_label, self.deck2)
        # the opponent: a person, or an AI (altered_desktop.ai_seat), in either seat
        self.second_seat = ai_seat.seat_choice()
        self.second_seat_label = QLabel(self.tr("Opponent"))
        form.addRow(self.second_seat_label, self.second_seat)
        self.computer_seat = ai_seat.computer_seat_choice()
        self.computer_seat_label = QLabel(self.tr("The computer plays"))
        form.addRow(self.computer_seat_label, self.computer_seat)
        self.second_seat.currentIndexChanged.connect(lambda _i: ai_seat.seat_chosen(self))
        self.computer_seat.currentIndexChanged.connect(self._computer_seat_changed)
        lay.addWidget(players)
        opts = QGroupBox(self.tr("Options"))
        of = QFormLayout(opts)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(1, 2**31 - 1))
        self.seed.setToolTip(self.tr("The same decks, seed and answers always give the same "
                                     "game."))
        of.addRow(self.tr("Shuffle seed"), self.seed)
        self.handoff = QCheckBox(self.tr("Hand-off screens: hide the table between players "
                                         "(turn off for an open-handed teaching game)"))
        self.handoff.setChecked(bool(self.settings.get("handoff", True)))
        of.addRow(self.handoff)
        lay.addWidget(opts)
        imp = QHBoxLayout()
        from_file = QPushButton(self.tr("Import decklist from file…"))
        from_file.clicked.connect(self.import_from_file)
        from_clip = QPushButton(self.tr("Import decklist from clipboard…"))
        from_clip.clicked.connect(self.import_from_clipboard)
        imp.addWidget(from_file)
        imp.addWidget(from_clip)
        lay.addLayout(imp)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the game"))
        box.button(QDialogButtonBox.StandardButton.Ok).setObjectName("primary")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        # Enter in a name field must not start a game: only a click (or Space on the
        # focused button) does
        for b in self.findChildren(QPushButton):
            b.setAutoDefault(False)
            b.setDefault(False)
        self.start_button = box.button(QDialogButtonBox.StandardButton.Ok)
        self.hotseat.toggled.connect(self._mode_changed)
        self._fill_decks()
        self.deck1.currentIndexChanged.connect(lambda _i: self.show_preview(self.deck1))
        self.deck2.currentIndexChanged.connect(lambda _i: self.show_preview(self.deck2))
        # the contents follow the deck picker the player is looking at
        self.deck1.activated.connect(lambda _i: self.show_preview(self.deck1))
        self.deck2.activated.connect(lambda _i: self.show_preview(self.deck2))
        self.show_preview(self.deck1)
        if self.settings.get("mode") == Mode.GOLDFISH:
            self.goldfish.setChecked(True)
        else:
            self.hotseat.setChecked(True)
        self._mode_changed()

    def preset(self, choice: str, deck: str | None = None) -> None:
        """Set the dialog up for a home screen choice: "friend" (two people), "computer"
        (an AI, in the second seat unless the player picks the first) or "test"
        (goldfish); `deck` the first player's."""
        if choice == "test":
            self.goldfish.setChecked(True)
            self.setWindowTitle("Test a deck")
        else:
            self.hotseat.setChecked(True)
            ai = [i for i in range(self.second_seat.count()) if self.second_seat.itemData(i)]
            self.second_seat.setCurrentIndex(ai[0] if choice == "computer" and ai else 0)
            self.setWindowTitle("Play the computer" if choice == "computer" else
                                "Play a friend")
        if deck is not None:
            idx = self.deck1.findData(deck)
            if idx >= 0:
                self.deck1.setCurrentIndex(idx)
        self._mode_changed()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the button that has the focus and nothing else: typing a name
        and pressing Enter must not start a game (the button box makes its first button
        the dialog's default when shown)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton):
                focused.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def _fill_decks(self, select: str | None = None) -> None:
        choices = deck_choices()
        wanted = list(self.settings.get("decks") or [])
        for i, combo in enumerate((self.deck1, self.deck2)):
            current = combo.currentData() or (wanted[i] if i < len(wanted) else None)
            combo.clear()
            for key, title in choices:
                combo.addItem(title, key)
            target = select if (select and i == 0) else current
            idx = combo.findData(target) if target else -1
            combo.setCurrentIndex(idx if idx >= 0 else i)
        # refilling moved both pickers: show the first player's deck, whichever changed last
        self.show_preview(self.deck1)

    def show_preview(self, combo: QComboBox) -> None:
        """List the deck's Hero and cards with counts, then its construction problems."""
        key = combo.currentData()
        self.preview.clear()
        self.previewed_key = key
        if not key:
            return
        try:
            deck = deck_for_key(key)
        except DeckError as e:
            self.preview_title.setText(str(e))
            return
        whose = (self.name1.text() if combo is self.deck1 else self.name2.text()).strip()
        size = (self.tr("{0} — {1} cards and a Hero") if deck.hero else
                self.tr("{0} — {1} cards")).format(deck.name, len(deck.cards))
        self.preview_title.setText(self.tr("{0}'s deck: {1}").format(whose, size) if whose
                                   else size)
        if deck.hero:
            self.preview.addItem(self.tr("Hero: {0}").format(card_by_ref(deck.hero).name))
        counts = Counter(deck.cards)
        # one line per name: copies of other rarities are counted with it, the
        # rarities said, and the costs named (hand / reserve)
        by_name: dict[str, list[str]] = {}
        for ref in dict.fromkeys(deck.cards):
            by_name.setdefault(card_by_ref(ref).name, []).append(ref)
        for name, refs in sorted(by_name.items(),
                                 key=lambda kv: (card_by_ref(kv[1][0]).hand_cost or 0, kv[0])):
            self.preview.addItem(deck_line(name, [(card_by_ref(r), counts[r]) for r in refs]))
        for prob in validate_constructed(deck):
            refused = prob.rule == NOT_IMPLEMENTED
            item = QListWidgetItem(f"{'✗' if refused else '⚠'} {prob}")
            item.setForeground(QColor("#ff8a80" if refused else "#ffd180"))
            self.preview.addItem(item)
        self.delete_button.setEnabled(key.startswith(("user:", "userfile:")))

    def delete_previewed(self) -> None:
        key = self.previewed_key or ""
        if not key.startswith(("user:", "userfile:")):
            return
        path = deck_path_for_key(key)
        try:
            name = deck_for_key(key).name
        except DeckError:
            name = key.partition(":")[2]
        where = f" ({path.name})" if key.startswith("userfile:") and path else ""
        ans = QMessageBox.question(self, "Delete deck", f"Delete your deck '{name}'{where}?")
        if ans == QMessageBox.StandardButton.Yes:
            try:
                storage.delete_user_deck(name, path)
            except OSError as e:
                self.preview_title.setText(str(e))
                return
            self._fill_decks()
            self.show_preview(self.deck1)

    def _mode_changed(self) -> None:
        """A goldfish game has one player: the idle seat's name, deck and the hand-off
        option are hidden, not merely greyed, and the contents shown are the one deck's."""
        hot = self.hotseat.isChecked()
        for w in (self.name2, self.deck2, self.name2_label, self.deck2_label, self.handoff,
                  self.second_seat, self.second_seat_label, self.computer_seat,
                  self.computer_seat_label):
            w.setEnabled(hot)
            w.setVisible(hot)
        if not hot:
            self.show_preview(self.deck1)
        ai_seat.seat_chosen(self)

    def _computer_seat_changed(self, _index: int) -> None:
        """The person moves to the other seat with their name and deck: the computer's
        seat takes the other deck, and plays under its own name (ai_seat.prepare_config)."""
        n1, n2 = ai_seat.person_name(self.name1), ai_seat.person_name(self.name2)
        for field, name in ((self.name1, n2), (self.name2, n1)):
            field.setProperty(ai_seat.HELD_NAME, None)  # seat_chosen shows the AI's anew
            field.setText(name)
        d1, d2 = self.deck1.currentIndex(), self.deck2.currentIndex()
        self.deck1.setCurrentIndex(d2)
        self.deck2.setCurrentIndex(d1)
        ai_seat.seat_chosen(self)

    def import_text(self, text: str, name: str = "") -> Deck | None:
        dlg = ImportDeckDialog(text, name, self)
        if dlg.exec() and dlg.saved_deck is not None:
            self._fill_decks(select=f"user:{dlg.saved_deck.name}")
            return dlg.saved_deck
        return None

    def import_from_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import a decklist", str(storage.data_dir()),
                                              "Decklists (*.txt *.dek *.list);;All files (*)",
            options=theme.FILE_DIALOG_OPTIONS)
        if path:
            p = Path(path)
            try:
                raw = read_bytes_bounded(p, MAX_TEXT_CHARS * 4, DeckError, "decklist")
            except DeckError as e:
                QMessageBox.warning(self, "Could not read the decklist", str(e))
                return
            self.import_text(raw.decode("utf-8", errors="replace"), p.stem)

    def import_from_clipboard(self) -> None:
        self.import_text(QGuiApplication.clipboard().text())

    def accept(self) -> None:
        """Start only with decks the engine can play whole: a deck holding a card whose
        text is not implemented yet stays in the dialog, the reason shown above its list."""
        combos = (self.deck1, self.deck2) if self.hotseat.isChecked() else (self.deck1,)
        for combo in combos:
            if not combo.currentData():
                continue
            try:
                require_implemented(deck_for_key(combo.currentData()))
            except DeckError as e:
                combo.setFocus()
                self.show_preview(combo)
                self.preview_title.setText(str(e))
                return
        super().accept()

    def result_config(self) -> dict[str, Any]:
        """What to start: mode, decks, names, seed, hand-off (also remembered)."""
        mode = Mode.HOTSEAT if self.hotseat.isChecked() else Mode.GOLDFISH
        # the people's names (remembered for the next game), not the computer's the
        # field of its seat shows: the game gets that one (ai_seat.prepare_config)
        names = [ai_seat.person_name(self.name1).strip()[:40] or "Player 1",
                 ai_seat.person_name(self.name2).strip()[:40] or "Player 2"]
        keys = [self.deck1.currentData(), self.deck2.currentData()]
        decks = [deck_for_key(k) for k in keys]
        settings = dict(self.settings, names=names, decks=keys, mode=str(mode),
                        handoff=self.handoff.isChecked())
        try:
            storage.save_settings(settings)
        except OSError as e:  # the game starts all the same; only the choices are lost
            self.settings_error = str(e)
        return {"mode": mode, "decks": decks, "names": names, "seed": self.seed.value(),
                "handoff": self.handoff.isChecked(),
                "ai": (self.second_seat.currentData() or None) if mode is Mode.HOTSEAT else None,
                "ai_seat": int(self.computer_seat.currentData())}
