"""Every decklist paste goes through one bound (issue #29, item 1): the deck builder's
import box and New game's Import dialog refuse, at once and saying why, a paste no
decklist could be - ten megabytes on one line, ten megabytes of newlines, a single line
of 100,000 characters - instead of laying it out for minutes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QGuiApplication

from engine.decks import MAX_LINES, MAX_TEXT_CHARS, paste_refusal, starter_deck

TEN_MB = 10 * 1024 * 1024
GIANTS = {
    "10 MB on one line": "3 ALT_" + "X" * TEN_MB,
    "10 MB of newlines": "\n" * TEN_MB,
    "100,000 characters on one line": "x" * 99_000,
    "5,000 empty lines": "\r\n" * 5_000,
}


def untouched(edit) -> list[int]:
    """The characters added to `edit`'s document from now on, one entry per change: a
    paste refused up front never reaches the document (laying out megabytes is what made
    a giant paste take seconds or minutes), so the list stays empty."""
    added: list[int] = []
    edit.document().contentsChange.connect(lambda _at, _removed, n: n and added.append(n))
    return added


def mime(text: str) -> QMimeData:
    m = QMimeData()
    m.setText(text)
    return m


@pytest.mark.parametrize("name", GIANTS)
def test_the_deck_builder_import_box_refuses_a_giant_paste_at_once(qtbot, name):
    from altered_desktop.deck_import import ImportDialog

    dlg = ImportDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    changes = untouched(dlg.edit)
    dlg.edit.insertFromMimeData(mime(GIANTS[name]))
    qtbot.wait(1)
    assert changes == []  # refused before Qt laid out a byte (seconds or minutes before the fix)
    assert dlg.edit.toPlainText() == ""
    assert dlg.errors.text().startswith("Nothing was pasted: ")
    assert "paste one deck" in dlg.errors.text()


def test_the_import_box_clipboard_button_and_opening_text_use_the_same_bound(qtbot):
    from altered_desktop.deck_import import ImportDialog

    dlg = ImportDialog(text="x" * (MAX_TEXT_CHARS + 1))
    qtbot.addWidget(dlg)
    assert dlg.edit.toPlainText() == "" and "Nothing was pasted" in dlg.errors.text()
    QGuiApplication.clipboard().setText("\n" * TEN_MB)
    changes = untouched(dlg.edit)
    qtbot.mouseClick(dlg.paste_button, Qt.MouseButton.LeftButton)
    assert changes == []
    assert dlg.edit.toPlainText() == "" and f"{MAX_TEXT_CHARS:,}" in dlg.errors.text()
    QGuiApplication.clipboard().setText("\n" * (MAX_LINES + 5))
    qtbot.mouseClick(dlg.paste_button, Qt.MouseButton.LeftButton)
    assert dlg.edit.toPlainText() == "" and f"{MAX_LINES:,} lines" in dlg.errors.text()
    good = starter_deck("axiom").to_text()
    QGuiApplication.clipboard().setText(good)
    qtbot.mouseClick(dlg.paste_button, Qt.MouseButton.LeftButton)
    assert dlg.edit.toPlainText() == good and dlg.errors.text() == ""


def test_a_paste_is_bounded_by_what_it_adds_to_the_text_already_there(qtbot):
    from altered_desktop.deck_import import DecklistEdit

    edit = DecklistEdit()
    qtbot.addWidget(edit)
    refused: list[str] = []
    edit.refused.connect(refused.append)
    edit.setPlainText("y" * (MAX_TEXT_CHARS - 10))
    edit.moveCursor(edit.textCursor().MoveOperation.End)
    edit.insertFromMimeData(mime("z" * 20))
    assert refused and len(edit.toPlainText()) == MAX_TEXT_CHARS - 10
    edit.selectAll()  # what a paste replaces is not counted
    edit.insertFromMimeData(mime("1 ALT_CORE_B_AX_01_C\n"))
    assert edit.toPlainText() == "1 ALT_CORE_B_AX_01_C\n"


@pytest.mark.parametrize("name", GIANTS)
def test_new_games_import_dialog_refuses_the_same_pastes(qtbot, name):
    from altered_desktop.deck_picker import ImportDeckDialog

    dlg = ImportDeckDialog("", "x")
    qtbot.addWidget(dlg)
    changes = untouched(dlg.text)
    dlg.text.insertFromMimeData(mime(GIANTS[name]))
    assert changes == []
    assert dlg.text.toPlainText() == ""
    assert dlg.problem_lines()[0].startswith("✗ Nothing was pasted: ")
    assert dlg.problem_lines()[0] == "✗ Nothing was pasted: " + paste_refusal(GIANTS[name])


def test_fifty_one_problems_keep_import_on_a_768_pixel_screen(qtbot):
    """Issue #29 item 6: the error label grew to 1,395 px for 51 problems and pushed
    Import off the screen; the problems are now a bounded list."""
    from PySide6.QtWidgets import QDialogButtonBox

    from altered_desktop.deck_import import MAX_LISTED, ImportDialog

    dlg = ImportDialog()
    qtbot.addWidget(dlg)
    dlg.edit.setPlainText("".join(f"3 ALT_NOT_A_CARD_{i}\n" for i in range(51)))
    dlg.show()
    dlg.accept()
    qtbot.wait(10)
    lines = dlg.problem_lines()
    assert len(lines) == 1 + MAX_LISTED + 1 and "39 more" in lines[-1]
    assert dlg.sizeHint().height() < 700 and dlg.height() < 700
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.mapTo(dlg, ok.rect().bottomLeft()).y() < 700
