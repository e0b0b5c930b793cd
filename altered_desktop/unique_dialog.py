"""Add a unique…: the player enters a unique card as printed (reference, costs,
statistics, text), sees its face as the engine will play it while typing, with every
clause the engine does not understand underlined and the reason listed, and keeps it in
My collection.  The card database's JSON (one card or a collection) can be imported.

Everything is read by `engine.uniques.define.read_unique` (the function behind
`engine.card_from_text`): the face shows the engine's rendered text, never an echo of
what was typed, and a card with a clause not understood cannot be kept.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import theme
from altered_desktop.card_browser_model import card_face
from altered_desktop.card_painter import paint_card
from altered_desktop.collection import add_to_collection
from altered_desktop.storage import StorageError, data_dir
from engine.model import CardDef
from engine.uniques.blocks import specs_from_official
from engine.uniques.define import MAX_VALUE, Clause, UniqueError, UniqueReading, read_unique
from engine.uniques.store import UniqueSpec

#: how long typing pauses before the card is read again (a read takes a few ms)
READ_DELAY_MS = 120
_UNDERLINE = QColor("#ff6e6e")


class FacePreview(QWidget):
    """The card face as the engine will play it; dimmed while it cannot be played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face: dict | None = None
        self.playable = False
        self.setMinimumSize(QSize(250, int(250 * theme.CARD_RATIO)))

    def show_face(self, face: dict | None, playable: bool) -> None:
        self.face, self.playable = face, playable
        self.update()

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = min(self.width(), self.height() / theme.CARD_RATIO)
        h = w * theme.CARD_RATIO
        rect = QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)
        if self.face is None:
            p.setPen(QColor("#9a8c78"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       "The card appears here\nonce its reference names a family.")
            return
        paint_card(p, rect, self.face, dim=not self.playable, allow_turn=False)  # marked
        p.end()


def _face_of(reading: UniqueReading, spec_numbers: dict[str, int]) -> dict | None:
    """The face to show: the card's when it is whole, else the family's facts with the
    numbers typed and the text understood so far."""
    if reading.card is not None:
        return card_face(reading.card)
    if reading.family is None:
        return None
    f = reading.family
    partial = CardDef(ref="", name=f.name, type=f.type, faction=f.faction,
                      rarity=f.rarity, subtypes=f.subtypes,
                      hand_cost=spec_numbers["hand_cost"],
                      reserve_cost=spec_numbers["reserve_cost"], stats=f.stats,
                      abilities=reading.abilities)
    face = card_face(partial)
    face["rarity"] = "unique"
    face["stats"] = face["base_stats"] = [spec_numbers[k] for k in ("forest", "mountain",
                                                                   "water")]
    return face


class UniqueDialog(QDialog):
    """Enter one unique card (or import the card database's JSON) into My collection."""

    def __init__(self, parent: QWidget | None = None, spec: UniqueSpec | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add a unique card")
        self.setStyleSheet(theme.STYLE_SHEET)
        self.resize(900, 620)
        self.kept: list[UniqueSpec] = []  # what was added to My collection
        self.reading: UniqueReading | None = None
        outer = QHBoxLayout(self)
        left = QVBoxLayout()
        outer.addLayout(left, 3)
        intro = QLabel("Type the card as printed. Its name, faction and sub-types come from "
                       "its family (the reference without <code>_U_…</code>); the text "
                       "may use the card symbols <code>{J}</code> <code>{H}</code> "
                       "<code>{R}</code> <code>{D} :</code> <code>{T}</code> or the words "
                       "shown on the face. One ability per line.")
        intro.setWordWrap(True)
        left.addWidget(intro)
        form = QFormLayout()
        self.ref = QLineEdit()
        self.ref.setPlaceholderText("ALT_CORE_B_AX_04_U_1234")
        form.addRow("Reference", self.ref)
        self.family = QLabel()
        self.family.setStyleSheet("color: #e2b54a;")
        form.addRow("", self.family)
        self.numbers: dict[str, QSpinBox] = {}
        for row, keys in (("Costs (hand / reserve)", ("hand_cost", "reserve_cost")),
                          ("Statistics (forest / mountain / water)",
                           ("forest", "mountain", "water"))):
            box = QHBoxLayout()
            for k in keys:
                spin = QSpinBox()
                spin.setRange(0, MAX_VALUE)
                spin.setAccessibleName(k.replace("_", " "))
                self.numbers[k] = spin
                box.addWidget(spin)
            box.addStretch(1)
            form.addRow(row, box)
        left.addLayout(form)
        left.addWidget(QLabel("Text"))
        self.text = QPlainTextEdit()
        self.text.setPlaceholderText("{J} Draw a card.\nAt Noon — I gain 1 boost.")
        left.addWidget(self.text, 3)
        left.addWidget(QLabel("Support text (works while the card is in Reserve)"))
        self.support = QPlainTextEdit()
        self.support.setPlaceholderText("{D} : I gain 1 boost.")
        left.addWidget(self.support, 1)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems.setStyleSheet("color: #ff8a80;")
        left.addWidget(self.problems)
        row = QHBoxLayout()
        self.import_button = QPushButton("Import card database JSON…")
        self.import_button.clicked.connect(self.import_json_file)
        row.addWidget(self.import_button)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Keep in My collection")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        left.addLayout(row)
        self.preview = FacePreview()
        outer.addWidget(self.preview, 2)
        self._timer = QTimer(self, singleShot=True, interval=READ_DELAY_MS)
        self._timer.timeout.connect(self.read_now)
        self.ref.textChanged.connect(self._later)
        for spin in self.numbers.values():
            spin.valueChanged.connect(self._later)
        self.text.textChanged.connect(self._later)
        self.support.textChanged.connect(self._later)
        if spec is not None:
            self.set_spec(spec)
        self.read_now()

    # ------------------------------------------------------------------ reading
    def set_spec(self, spec: UniqueSpec) -> None:
        self.ref.setText(spec.reference)
        for k, spin in self.numbers.items():
            spin.setValue(getattr(spec, k))
        self.text.setPlainText(spec.text)
        self.support.setPlainText(spec.support_text)
        self.read_now()

    def spec(self) -> UniqueSpec:
        return UniqueSpec(self.ref.text().strip().upper(),
                          *(self.numbers[k].value() for k in ("hand_cost", "reserve_cost",
                                                              "forest", "mountain", "water")),
                          self.text.toPlainText(), self.support.toPlainText())

    def _later(self) -> None:
        self._timer.start()

    def read_now(self) -> None:
        """Read the card as typed: the face, the family line, the underlines, the list of
        problems and whether it can be kept."""
        self._timer.stop()
        s = self.spec()
        numbers = {k: spin.value() for k, spin in self.numbers.items()}
        reading = read_unique(s.reference, text=s.text, support_text=s.support_text, **numbers)
        self.reading = reading
        f = reading.family
        self.family.setText(f"{f.name} · {f.faction.label if f.faction else ''} · "
                            f"{', '.join(x.capitalize() for x in f.subtypes)}" if f else "")
        self._underline(self.text, [c for c in reading.clauses if c.field == "text"])
        self._underline(self.support, [c for c in reading.clauses
                                       if c.field == "support_text"])
        self.preview.show_face(_face_of(reading, numbers), reading.card is not None)
        blank = not s.reference and not s.text.strip()
        self.problems.setText("" if blank else "\n".join(f"• {p}" for p in reading.problems))
        self.ok.setEnabled(reading.card is not None)

    def _underline(self, edit: QPlainTextEdit, clauses: list[Clause]) -> None:
        """A wavy red line under each clause not understood; the reasons as the tip."""
        marks = []
        for c in clauses:
            sel = QTextEdit.ExtraSelection()
            fmt = QTextCharFormat()
            fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            fmt.setUnderlineColor(_UNDERLINE)
            fmt.setToolTip(c.reason)
            sel.format = fmt  # type: ignore[attr-defined]
            cur = QTextCursor(edit.document())
            cur.setPosition(c.start)
            cur.setPosition(c.end, QTextCursor.MoveMode.KeepAnchor)
            sel.cursor = cur  # type: ignore[attr-defined]
            marks.append(sel)
        edit.setExtraSelections(marks)
        edit.setToolTip("\n".join(f"{c.written}: {c.reason}" for c in clauses))

    # ------------------------------------------------------------------ keeping
    def accept(self) -> None:
        self.read_now()
        if self.reading is None or self.reading.card is None:
            return
        try:
            add_to_collection(self.spec())
        except UniqueError as e:  # cannot happen after a whole reading; said if it does
            self.problems.setText(str(e))
            return
        except StorageError as e:
            self.problems.setText(f"Kept for this session only: {e}")
        self.kept.append(self.spec())
        super().accept()

    def import_json_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import unique cards", str(data_dir()),
                                              "Card database JSON (*.json);;All files (*)")
        if path:
            self.import_json(Path(path).read_text(encoding="utf-8", errors="replace"))

    def import_json(self, text: str) -> list[UniqueSpec]:
        """Read the card database's JSON: one card fills the form (to check before
        keeping); a collection keeps every card understood and lists the others."""
        try:
            specs = specs_from_official(json.loads(text))
        except (ValueError, RecursionError) as e:  # UniqueError and bad JSON alike
            self.problems.setText(f"Nothing was imported: {e}")
            return []
        if len(specs) == 1:
            self.set_spec(specs[0])
            return specs
        kept, refused = [], []
        for s in specs:
            try:
                add_to_collection(s)
            except UniqueError as e:
                refused.append(f"{s.reference}: {e}")
            except StorageError as e:
                refused.append(str(e))
                break
            else:
                kept.append(s)
        self.kept.extend(kept)
        self.problems.setText(f"{len(kept)} of {len(specs)} uniques kept in My collection."
                              + ("\n• " + "\n• ".join(refused) if refused else ""))
        return kept
