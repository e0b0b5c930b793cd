"""Application entry point (placeholder until the table lands)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    label = QLabel("Altered — the table is coming")
    label.resize(480, 200)
    label.show()
    return app.exec()
