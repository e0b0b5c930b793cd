"""The interface's language: Qt's translators, the language setting and the menu.

Every user-visible string of the app goes through Qt's `tr()` (or
`QCoreApplication.translate` outside a QObject); `tools/translations.py` keeps the .ts
files of `altered_desktop/translations/` up to date with `pyside6-lupdate` and compiles
them to the .qm files loaded here with `pyside6-lrelease`.  The language is the
system's unless the player chose one (View > Language); a change applies when the
program starts again (the window is built in one language).  Card names and card text
stay in English; log entries made from engine.messages templates are translated
(altered_desktop.log_text).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

FOLDER = Path(__file__).resolve().parent / "translations"
#: language code -> its name in that language (English is the source: no file)
LANGUAGES = {"en": "English", "fr": "Français"}
SETTING = "language"  # "" follows the system

_installed: list[QTranslator] = []
_code = ["en"]  # the language installed last


def installed() -> str:
    """The language whose translators are installed ("en": none); words painted into
    cached pictures (altered_desktop.face_cache) depend on it."""
    return _code[0]


def chosen_language() -> str:
    """The language the player chose ("" for the system's)."""
    from altered_desktop import storage

    value = storage.load_settings().get(SETTING, "")
    return value if value in LANGUAGES else ""


def system_language() -> str:
    """The system's language if the app has it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def language() -> str:
    return chosen_language() or system_language()


def install(app: Any, code: str | None = None) -> str:
    """Load the translations of `code` (default: `language()`) into `app`: the app's own
    and Qt's (standard buttons and dialogs).  Returns the language installed."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    code = code or language()
    _code[0] = code
    if code == "en":
        return code
    own = QTranslator(app)
    if own.load(str(FOLDER / f"altered_{code}.qm")):
        app.installTranslator(own)
        _installed.append(own)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return code


def tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`QCoreApplication.translate`, for module-level functions (lupdate finds calls
    written as `QCoreApplication.translate("Context", "text")`; use that form in code)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def choose(code: str) -> str | None:
    """Remember `code` ("" for the system's) as the language; returns an error message
    when the setting cannot be written."""
    from altered_desktop import storage

    settings = storage.load_settings()
    settings[SETTING] = code
    try:
        storage.save_settings(settings)
    except storage.StorageError as e:
        return str(e)
    return None


def add_language_menu(menu: Any, window: Any) -> Any:
    """View > Language: the system's, then each language by its own name; choosing one
    remembers it and says it applies at the next start."""
    from PySide6.QtGui import QAction, QActionGroup
    from PySide6.QtWidgets import QMessageBox

    sub = menu.addMenu(QCoreApplication.translate("Language", "&Language"))
    group = QActionGroup(sub)
    current = chosen_language()
    entries = [("", QCoreApplication.translate("Language", "System language"))]
    entries += list(LANGUAGES.items())
    for code, name in entries:
        act = QAction(name, sub, checkable=True)
        act.setChecked(code == current)
        act.setData(code)
        group.addAction(act)
        sub.addAction(act)

        def picked(_checked: bool = False, code: str = code) -> None:
            error = choose(code)
            if error:
                QMessageBox.warning(window, QCoreApplication.translate(
                    "Language", "Language not changed"), error)
                return
            QMessageBox.information(window, QCoreApplication.translate("Language", "Language"),
                                    QCoreApplication.translate(
                                        "Language", "The new language applies when the "
                                        "program starts again."))
        act.triggered.connect(picked)
    window.language_menu = sub  # tests read it
    return sub
