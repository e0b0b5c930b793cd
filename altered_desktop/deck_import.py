"""Decklist pasting, bounded the same way everywhere: `DecklistEdit`, the one decklist
editor (the deck builder's import box here and New game's Import dialog in deck_picker),
refuses a paste no decklist could be before laying it out (engine.decks.paste_refusal),
and the deck builder's import box reads the text with the project's one reader
(`engine.decks.read_decklist`): either a deck, or its problems by line, a bounded number
of them shown, with the pasted text left as it was, to fix."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.decks import Deck, paste_refusal, read_decklist

#: problems listed in the import box; the rest are counted (a list of hundreds is not read)
MAX_LISTED = 12


class DecklistEdit(QPlainTextEdit):
    """The decklist editor: a paste no decklist could be (too many characters or lines,
    or one line of thousands) is refused before the editor lays it out, with `refused`
    saying why; `set_text` applies the same bound to a text put in whole."""

    refused = Signal(str)
    accepted_text = Signal()  # set_text put a text in: a refusal said before is stale

    def insertFromMimeData(self, source: QMimeData) -> None:  # noqa: N802 - Qt's name
        text = source.text() if source.hasText() else ""
        kept = len(self.toPlainText()) - len(self.textCursor().selectedText())
        why = paste_refusal(text, kept)
        if why:
            self.refused.emit(why)
            return
        super().insertFromMimeData(source)

    def set_text(self, text: str) -> bool:
        """Replace the text with `text` unless it is refused (then say why and keep the
        editor as it was); True when it was put in."""
        why = paste_refusal(text)
        if why:
            self.refused.emit(why)
            return False
        self.setPlainText(text)
        self.accepted_text.emit()
        return True


class ImportDialog(QDialog):
    """Paste a decklist; its problems are listed by line and the text is kept as typed."""

    def __init__(self, parent: QWidget | None = None, text: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a decklist"))
        self.resize(560, 480)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("Paste a decklist: one <code>COUNT REFERENCE</code> per "
                                     "line (the Hero as <code>1 REF</code>).")))
        self.edit = DecklistEdit()
        self.edit.refused.connect(self._refused)
        self.edit.accepted_text.connect(lambda: self.errors.setText(""))
        lay.addWidget(self.edit, 1)
        self.errors = QLabel()
        self.errors.setWordWrap(True)
        self.errors.setStyleSheet("color: #ff8a80;")
        lay.addWidget(self.errors)
        self.problems = QListWidget()  # bounded in height: Import stays on a small screen
        self.problems.setWordWrap(True)
        self.problems.setMaximumHeight(140)
        self.problems.setStyleSheet("color: #ff8a80;")
        self.problems.hide()
        lay.addWidget(self.problems)
        row = QHBoxLayout()
        self.paste_button = QPushButton(self.tr("Paste from clipboard"))
        self.paste_button.clicked.connect(
            lambda: self.edit.set_text(QGuiApplication.clipboard().text()))
        row.addWidget(self.paste_button)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        lay.addLayout(row)
        self.deck: Deck | None = None
        self.notes: list[str] = []  # lines read in a way worth saying (a name as a reference)
        self.edit.set_text(text)

    def _refused(self, why: str) -> None:
        self.problems.clear()
        self.problems.hide()
        self.errors.setText(self.tr("Nothing was pasted: {0}.").format(why))

    def accept(self) -> None:
        reading = read_decklist(self.edit.toPlainText(), "Imported deck")
        self.deck, self.notes = reading.deck, [str(n) for n in reading.notes]
        if reading.deck is None:
            probs = [str(p) for p in reading.problems]
            self.errors.setText(self.tr("Nothing was imported; fix these lines and try again:"))
            self.problems.clear()
            self.problems.addItems([f"• {p}" for p in probs[:MAX_LISTED]])
            if len(probs) > MAX_LISTED:
                self.problems.addItem(self.tr("… and {0} more like these").format(len(probs) - MAX_LISTED))
            self.problems.show()
            return
        super().accept()

    def problem_lines(self) -> list[str]:
        """The message and the problems listed, as shown."""
        return [self.errors.text()] + [self.problems.item(i).text()
                                       for i in range(self.problems.count())]
