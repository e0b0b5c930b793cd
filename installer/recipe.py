"""What goes into the standalone bundle, kept as plain data in one place.

The PyInstaller spec (`altered-desktop.spec`), the build script (`build.py`), the
smoke test and the recipe tests in `tests/installer/` all read this module, so a
change here (a new data file, a Qt module the app starts to use) shows up in every
one of them instead of drifting apart in four copies.

Standard library only: the tests import it without PyInstaller or Qt installed.
"""

from __future__ import annotations

import platform
import sys
import tomllib
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
INSTALLER = ROOT / "installer"
#: Scratch space for the build (venv, PyInstaller work files); gitignored.
BUILD_DIR = ROOT / "build" / "installer"
#: Where the bundle folder and its archive land; gitignored.
DIST_DIR = ROOT / "dist"

#: Name of the bundle folder and of the executable inside it.  It is the console
#: script name from pyproject.toml, so a player types the same command whether
#: the app came from pip or from the bundle.
APP_NAME = "altered-desktop"
#: The name a desktop shows in menus and window titles.
DISPLAY_NAME = "Altered"
#: Reverse-DNS style id: the desktop file is named after it, as the freedesktop
#: spec recommends, so desktop shells can match windows to the menu entry.
APP_ID = "io.github.altered_desktop.AlteredDesktop"

#: The icon drawn by `make_icon.py` (QPainter, no copied art).
ICON_PNG = ROOT / "assets" / "icons" / "altered-desktop.png"
ICON_ICO = BUILD_DIR / "altered-desktop.ico"  # generated on Windows builds only
ICON_SIZE = 256

DESKTOP_FILE = INSTALLER / f"{APP_ID}.desktop"
SPEC_FILE = INSTALLER / "altered-desktop.spec"
ENTRY_SCRIPT = INSTALLER / "entry.py"

#: Non-Python files the app reads at run time: (source, folder inside the bundle).
#: The engine reads its card data with importlib.resources from the `engine.cards`
#: package, so the JSON must land in `engine/cards/` next to the frozen modules;
#: PyInstaller only follows imports and would silently leave them out.
DATA_FILES: list[tuple[str, str]] = [
    ("engine/cards/facts.json", "engine/cards"),
    ("engine/cards/starters.json", "engine/cards"),
]

#: Whole folders copied when they exist (icons and colours made by the project).
#: `altered_desktop/assets` is declared as package data in pyproject.toml; the
#: top-level `assets/` holds the project's own icons.
DATA_DIRS: list[tuple[str, str]] = [
    ("altered_desktop/assets", "altered_desktop/assets"),
    ("assets", "assets"),
    ("engine/lessons", "engine/lessons"),  # read via importlib.resources (engine/lesson.py)
    ("engine/puzzles", "engine/puzzles"),  # read via importlib.resources (engine/puzzle.py)
    ("altered_desktop/translations", "altered_desktop/translations"),  # .qm (i18n.py)
]

#: The Qt modules the app imports.  Everything else is excluded below.
QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets")

#: PySide6 modules that must never enter the bundle.  PyInstaller already skips
#: what nothing imports, but listing them makes a stray import (say, a helper that
#: pulls QtNetwork in) a visible build choice instead of 30 MB of surprise.
QT_MODULES_EXCLUDED = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization",
    "QtDBus", "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer",
    "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth",
    "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning",
    "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2",
    "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors",
    "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine",
    "QtSvg", "QtSvgWidgets", "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel",
    "QtWebEngineCore", "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets",
    "QtWebView", "QtXml",
)

#: Python packages left out besides Qt: Tk is large on Windows and macOS and the
#: app never uses it.
PYTHON_EXCLUDED = ("tkinter", "_tkinter")

#: Qt plugins kept, by plugin folder, as the plugin's base name without the `lib`
#: prefix and the file extension (the same name on every platform).
#:
#: - platforms: `xcb` is the Linux desktop (X11, and Wayland sessions through
#:   XWayland); `offscreen` runs headless (smoke test, CI); `minimal` is Qt's
#:   last-resort backend; `windows` and `cocoa` are the desktops elsewhere.
#: - styles: the native look on Windows and macOS (Linux uses the built-in Fusion).
#: - platforminputcontexts/compose: dead keys and the Compose key on Linux, so a
#:   player can type accented names in a deck or player name field.
#:
#: No `imageformats` plugin: PNG, the only image format the app reads and writes,
#: is compiled into QtGui itself.
QT_PLUGINS_KEPT: dict[str, frozenset[str]] = {
    "platforms": frozenset({"qxcb", "qoffscreen", "qminimal", "qwindows", "qcocoa"}),
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin"}),
}

#: Qt shared libraries that must not ship even if a plugin's dependency scan pulls
#: them in, by file name stem (without `lib`, version or extension).  Each module
#: appears under its library name (`Qt6Network`, Linux/Windows), its framework or
#: Python extension name (`QtNetwork`, macOS and the PySide6 binding itself).
#: QtDBus stays as a *library*: on Linux libQt6Gui and the xcb plugin link to it,
#: even though no Python code imports the PySide6.QtDBus module.
QT_LIBS_EXCLUDED: frozenset[str] = frozenset(
    name
    for module in QT_MODULES_EXCLUDED
    if module != "QtDBus"
    for name in (module, f"Qt6{module[2:]}")
)


def pyproject() -> dict:
    """The parsed pyproject.toml (the one place the version is written)."""
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return tomllib.load(fh)


def version() -> str:
    """The app version, read from pyproject.toml so a release bumps it once."""
    return str(pyproject()["project"]["version"])


def runtime_requirements() -> list[str]:
    """What the bundle's Python needs: the project's own runtime dependencies."""
    return [str(req) for req in pyproject()["project"]["dependencies"]]


def build_requirements() -> list[str]:
    """The bundler itself, from the `bundle` optional dependency group."""
    return [str(req) for req in pyproject()["project"]["optional-dependencies"]["bundle"]]


def platform_tag() -> str:
    """Short OS-architecture tag used in the archive name, e.g. `linux-x86_64`."""
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    if system.startswith("linux"):
        system = "linux"
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def archive_name() -> str:
    """Archive file name: tar.gz on Linux (keeps the executable bit), zip elsewhere."""
    ext = "tar.gz" if sys.platform.startswith("linux") else "zip"
    return f"{APP_NAME}-{version()}-{platform_tag()}.{ext}"


def _stem(file_name: str) -> str:
    """`libqxcb.so` / `qwindows.dll` / `libqcocoa.dylib` -> `qxcb` / `qwindows` / `qcocoa`."""
    stem = file_name.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


#: the languages the app is translated into (altered_desktop/translations/altered_*.ts)
APP_LANGUAGES = ("fr",)


def keep_qt_file(dest: str) -> bool:
    """Whether a file PyInstaller collected (by its path inside the bundle) ships.

    Only Qt's own files are judged; everything else is kept.  Dropped: plugins not
    listed in QT_PLUGINS_KEPT, Qt's translation catalogues other than qtbase's in a
    language the app is translated into (altered_desktop/i18n.py loads qtbase_<lang>
    for the standard buttons), and the libraries of excluded modules.
    """
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if not parts:
        return True
    if _stem(parts[-1]) in QT_LIBS_EXCLUDED:
        return False  # anywhere: PyInstaller also links libs at the bundle top
    # Files inside a macOS framework: PySide6/Qt/lib/QtNetwork.framework/...
    if any(part.endswith(".framework") and part[:-10] in QT_LIBS_EXCLUDED for part in parts):
        return False
    if "PySide6" not in parts:
        return True
    rest = parts[parts.index("PySide6") + 1:]
    if rest[:1] == ("Qt",):  # Linux/macOS wheels: PySide6/Qt/{lib,plugins,translations}
        rest = rest[1:]
    if rest[:1] == ("translations",):
        name = rest[-1]
        return any(name == f"qtbase_{lang}.qm" for lang in APP_LANGUAGES)
    if rest[:1] == ("plugins",) and len(rest) >= 3:
        return _stem(rest[-1]) in QT_PLUGINS_KEPT.get(rest[1], frozenset())
    return True
