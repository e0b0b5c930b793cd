"""What happens when the program itself fails: a log file, and a crash report.

`setup_logging` sends the `logging` records of the app and the engine to a rotating file
in the data folder (`logs/altered-desktop.log`, three files of 1 MB kept), so a player
can send what happened before a problem; a folder that cannot be written leaves
logging to stderr.

`install` replaces `sys.excepthook` (which Qt's Python bindings call for an exception
raised in a slot, since nothing above the slot can catch it) and
`threading.excepthook`: the exception is logged, a crash report is written next to the
"report a ruling problem" files (the `games` folder of the data folder) holding the
traceback, the versions and the record of the game on the table, and a dialog says so;
then the program goes on - the game on the table is whatever it was before the failed
action.  One dialog at a time: an error repeated while it is open (a failing paint,
say) is logged and counted, never a pile of dialogs.
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication

from altered_desktop import storage
from engine.record import write_atomic

LOG = logging.getLogger("altered_desktop")
LOG_FILE = "altered-desktop.log"
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3


def log_dir() -> Path:
    return storage.data_root() / "logs"


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log the app and the engine to the rotating file; returns its path, or None when
    the data folder cannot be written (then warnings go to stderr only)."""
    root = logging.getLogger()
    if any(getattr(h, "altered_crash_log", False) for h in root.handlers):
        return next(Path(h.baseFilename) for h in root.handlers  # type: ignore[attr-defined]
                    if getattr(h, "altered_crash_log", False))
    root.setLevel(min(root.level or level, level))
    try:
        log_dir().mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            log_dir() / LOG_FILE, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
            encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(
        "%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.altered_crash_log = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    LOG.info("start: %s", versions())
    return log_dir() / LOG_FILE


def versions() -> dict[str, str]:
    """The versions a report needs: the program, its rules, Python, Qt and the system."""
    from engine.version import stamp

    out = dict(stamp())
    out["python"] = platform.python_version()
    try:
        import PySide6
        from PySide6.QtCore import qVersion

        out["pyside6"] = PySide6.__version__
        out["qt"] = qVersion()
    except ImportError:  # pragma: no cover - the app cannot run without it
        pass
    out["system"] = platform.platform()
    return out


def reports_dir() -> Path:
    """Beside the ruling reports: the data folder's `games` folder."""
    return storage.data_root() / "games"


def write_crash_report(error: BaseException, record: dict[str, Any] | None,
                       where: str = "") -> Path:
    """Write a crash report (traceback, versions, the game's record) and return its path;
    raises OSError when it cannot be written."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = reports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"altered-crash-report-{stamp}.json"
    k = 1
    while path.exists():
        k += 1
        path = folder / f"altered-crash-report-{stamp}-{k}.json"
    report = {
        "format": "altered-crash-report", "version": 1,
        "when": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "where": where,
        "error": f"{type(error).__name__}: {error}"[:2000],
        "traceback": "".join(traceback.format_exception(error))[-50_000:],
        "versions": versions(), "record": record,
    }
    write_atomic(path, json.dumps(report, indent=1, default=str))
    return path


class CrashHandler:
    """The installed hooks: `record()` gives the record of the game on the table (or
    None); `show(title, text, details)` shows the dialog (a QMessageBox by default;
    tests replace it)."""

    def __init__(self, record: Callable[[], dict[str, Any] | None],
                 show: Callable[[str, str, str], None] | None = None) -> None:
        self.record = record
        self.show = show or _message_box
        self.showing = False
        self.reports: list[Path] = []
        self.repeated = 0

    def handle(self, kind: type[BaseException], error: BaseException,
               tb: TracebackType | None, where: str = "") -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        if error.__traceback__ is None and tb is not None:
            error = error.with_traceback(tb)
        LOG.error("unexpected error%s", f" in {where}" if where else "",
                  exc_info=(kind, error, tb))
        if self.showing:
            self.repeated += 1
            return
        try:
            record = self.record()
        except Exception:  # noqa: BLE001 - a report without the game is still a report
            LOG.exception("the game's record could not be taken for the report")
            record = None
        try:
            path: Path | None = write_crash_report(error, record, where)
            self.reports.append(path)
            saved = QCoreApplication.translate(
                "Crash", "A report was saved to\n{0}\nIt holds the game, what failed and the "
                "program's versions: please send it with a word on what you did.").format(path)
        except OSError as e:
            path = None
            saved = QCoreApplication.translate(
                "Crash", "No report could be saved ({0}).").format(e.strerror or e)
        details = "".join(traceback.format_exception(kind, error, tb))[-8000:]
        self.showing = True
        try:
            self.show(QCoreApplication.translate("Crash", "Something went wrong"),
                      QCoreApplication.translate(
                          "Crash", "The program met an error it did not expect: {0}\n\n{1}"
                          "\n\nThe game goes on as it was before that action.").format(
                          f"{type(error).__name__}: {str(error)[:300]}", saved), details)
        finally:
            self.showing = False

    def excepthook(self, kind: type[BaseException], error: BaseException,
                   tb: TracebackType | None) -> None:
        try:
            self.handle(kind, error, tb)
        except Exception:  # noqa: BLE001 - the hook itself must never fail
            sys.__excepthook__(kind, error, tb)

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "a thread"
        # the dialog belongs to the GUI thread: from another thread, log and report only
        LOG.error("unexpected error in %s", name,
                  exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        try:
            self.reports.append(write_crash_report(args.exc_value, None, name))
        except OSError:
            pass


def _message_box(title: str, text: str, details: str) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok,
                      QApplication.activeWindow())
    box.setDetailedText(details)
    box.exec()


def install(record: Callable[[], dict[str, Any] | None],
            show: Callable[[str, str, str], None] | None = None) -> CrashHandler:
    """Log to the file and show a crash dialog for any unexpected error; returns the
    handler (`uninstall` puts the previous hooks back)."""
    setup_logging()
    handler = CrashHandler(record, show)
    handler.previous = (sys.excepthook, threading.excepthook)  # type: ignore[attr-defined]
    sys.excepthook = handler.excepthook
    threading.excepthook = handler.thread_hook
    return handler


def uninstall(handler: CrashHandler) -> None:
    sys.excepthook, threading.excepthook = handler.previous  # type: ignore[attr-defined]
