"""Opening a file off the GUI thread: a record of thousands of answers takes seconds to
replay, and the window must go on painting and answering meanwhile.  The work runs in a
Python thread (the engine is pure Python and never touches Qt); a progress window says
what is being opened; the result comes back to the GUI thread through a queued signal."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from engine.record import RecordError


class Loader(QObject):
    """Runs `work(path)` in a thread; `loaded(result)` or `failed(message)` follows on the
    GUI thread.  The progress window cannot cancel a replay half-way (the engine has no
    pause point), so it only shows that the program is busy, and is closed at the end."""

    loaded = Signal(object)
    failed = Signal(str)
    _finished = Signal(object, str)

    def __init__(self, parent: QWidget, path: Path, work: Callable[[Path], Any]) -> None:
        super().__init__(parent)
        self.path = path
        self._work = work
        self.done = threading.Event()
        self.progress = QProgressDialog(self.tr("Opening {0}…").format(path.name), "", 0, 0, parent)
        self.progress.setWindowTitle(self.tr("Opening a game"))
        self.progress.setCancelButton(None)
        self.progress.setMinimumDuration(300)  # a quick load shows no window at all
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self._finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        threading.Thread(target=self._run, name="open-game", daemon=True).start()

    def _run(self) -> None:
        try:
            result, why = self._work(self.path), ""
        except RecordError as e:
            result, why = None, str(e)
        except Exception as e:  # noqa: BLE001 - a file must never take the window down
            result, why = None, f"{self.path}: could not be opened ({type(e).__name__}: {e})"
        self._finished.emit(result, why)

    def _deliver(self, result: Any, why: str) -> None:
        self.progress.reset()
        self.progress.hide()
        self.done.set()
        if why:
            self.failed.emit(why)
        else:
            self.loaded.emit(result)
