"""The deck builder's import box: paste a decklist, read it with the project's one reader
(`engine.decks.read_decklist`), and either get a deck or every problem by line with the
pasted text left as it was, to fix."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.decks import Deck, read_decklist


class ImportDialog(QDialog):
    """Paste a decklist; its problems are listed by line and the text is kept as typed."""

    def __init__(self, parent: QWidget | None = None, text: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle("Import a decklist")
        self.resize(560, 480)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("Paste a decklist: one <code>COUNT REFERENCE</code> per line "
                             "(the Hero as <code>1 REF</code>)."))
        self.edit = QPlainTextEdit(text)
        lay.addWidget(self.edit, 1)
        self.errors = QLabel()
        self.errors.setWordWrap(True)
        self.errors.setStyleSheet("color: #ff8a80;")
        lay.addWidget(self.errors)
        row = QHBoxLayout()
        self.paste_button = QPushButton("Paste from clipboard")
        self.paste_button.clicked.connect(
            lambda: self.edit.setPlainText(QGuiApplication.clipboard().text()))
        row.addWidget(self.paste_button)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Import")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        lay.addLayout(row)
        self.deck: Deck | None = None
        self.notes: list[str] = []  # lines read in a way worth saying (a name as a reference)

    def accept(self) -> None:
        reading = read_decklist(self.edit.toPlainText(), "Imported deck")
        self.deck, self.notes = reading.deck, [str(n) for n in reading.notes]
        if reading.deck is None:
            self.errors.setText("Nothing was imported; fix these lines and try again:\n• "
                                + "\n• ".join(str(p) for p in reading.problems))
            return
        super().accept()
