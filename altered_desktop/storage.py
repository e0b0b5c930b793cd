"""Where the client keeps its files: the platform user data folder.

Autosaves, user decks and settings live in QStandardPaths.AppDataLocation so they follow
each platform's conventions.  `ALTERED_DESKTOP_DATA` overrides the folder, which tests and
the frozen bundle's smoke test use to keep a user's real files untouched.

The folder may be read-only, full, or impossible to create (a file in the way, a drive
gone): reading never needs it to exist, and every write that fails raises `StorageError`
(an OSError) whose message says what could not be written and where, for the window to
show while the game goes on.  Every file is read through engine.loading (bounded, regular
files only), so a damaged or hostile file is an error message, never a crash.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
import unicodedata
from pathlib import Path
from typing import Any

import attrs

from engine.decks import Deck, DeckError, load_deck_file
from engine.loading import load_json_file, parse_json
from engine.record import write_atomic

ENV_OVERRIDE = "ALTERED_DESKTOP_DATA"
APP_NAME = "Altered Desktop"
ORG_NAME = "AlteredDesktop"
#: settings hold a few names and keys: anything larger is not a settings file
MAX_SETTINGS_BYTES = 1_000_000
#: user deck files read for the New game dialog (about 0.4 ms each, read once and then
#: only when changed); files beyond it are not hidden: the listing says how many
MAX_DECK_FILES = 5000


class StorageError(OSError):
    """A file of the user data folder that could not be written; the message says what
    and where (an OSError, so callers that already catch those keep working)."""


@attrs.frozen
class BrokenFile:
    """A user file that could not be read, with why (shown to the user, never fatal)."""

    path: Path
    message: str


def data_root() -> Path:
    """The user data folder, not created (reading never needs it to exist)."""
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        return Path(override)
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    if not QCoreApplication.applicationName():
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setOrganizationName(ORG_NAME)
    loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(loc) if loc else Path.home() / ".altered-desktop"


def _reason(e: OSError) -> str:
    return e.strerror or str(e) or type(e).__name__


def ensure_data_dir() -> Path:
    """The user data folder, created on demand; raises StorageError if it cannot be."""
    path = data_root()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        from PySide6.QtCore import QCoreApplication

        raise StorageError(QCoreApplication.translate(
            "Storage", "cannot create the data folder {0}: {1}").format(path, _reason(e))) from None
    return path


def data_dir() -> Path:
    """The user data folder, created if it can be (file dialogs open there); never
    raises: a folder that cannot be made is said at start and by each write that fails."""
    try:
        return ensure_data_dir()
    except StorageError:
        return data_root()


def autosave_path() -> Path:
    """Where the game in progress is kept (its folder is created when first written)."""
    return data_root() / "autosave.json"


def decks_dir() -> Path:
    """The folder of the user's decks, created on demand (StorageError if it cannot be)."""
    d = data_root() / "decks"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        from PySide6.QtCore import QCoreApplication

        raise StorageError(QCoreApplication.translate(
            "Storage", "cannot create the decks folder {0}: {1}").format(d, _reason(e))) from None
    return d


def write_user_file(path: Path, text: str, what: str) -> None:
    """Write atomically; a failure is a StorageError saying what and where."""
    try:
        write_atomic(path, text)
    except OSError as e:
        from PySide6.QtCore import QCoreApplication

        raise StorageError(QCoreApplication.translate(
            "Storage", "could not write {0} to {1}: {2}").format(what, path, _reason(e))) from None


# ---------------------------------------------------------------------- start-up
def clean_stale_temp_files() -> list[Path]:
    """Remove the `*.tmp` files a write cut short left behind (write_atomic names them
    `<file>.<random>.tmp`); returns those removed.  Called once at start, before anything
    writes, so none of them belongs to a write in progress of this program."""
    removed: list[Path] = []
    root = data_root()
    for folder in (root, root / "decks"):
        try:
            candidates = list(folder.glob("*.json.*.tmp"))
        except OSError:
            continue
        for p in candidates:
            with contextlib.suppress(OSError):
                if p.is_file() and not p.is_symlink():
                    p.unlink()
                    removed.append(p)
    return removed


def prepare_data_folder() -> str:
    """Create the data folder and clean stale temporary files; return "" or a message
    saying why files cannot be kept (the program then runs without keeping them)."""
    try:
        folder = ensure_data_dir()
    except StorageError as e:
        why = str(e)
        return (f"{why[:1].upper()}{why[1:]}.\nGames, decks and settings will not be kept "
                "this time; everything else works.")
    clean_stale_temp_files()
    if not os.access(folder, os.W_OK):
        return (f"The data folder {folder} is read-only.\nGames, decks and settings will "
                "not be kept this time; everything else works.")
    return ""


def keep_aside(path: Path) -> Path | None:
    """Rename a file that could not be loaded to `<stem>.broken-<time><suffix>` beside it,
    so it is neither loaded again at every start nor overwritten; returns the new path,
    or None when it could not be moved (a read-only folder: then it is not overwritten
    either)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for k in range(100):
        extra = f"-{k}" if k else ""
        target = path.with_name(f"{path.stem}.broken-{stamp}{extra}{path.suffix}")
        if target.exists() or target.is_symlink():
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


# ---------------------------------------------------------------------- decks
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}


def _slug(name: str) -> str:
    """A file name from a deck name: letters and digits of any script kept (so "火の山"
    and "水の森" differ), everything else a dash, at most 60 characters."""
    s = unicodedata.normalize("NFKC", name).strip().casefold()
    s = re.sub(r"[^\w-]+", "-", s).strip("-_")[:60].strip("-_")
    if not s or s in _RESERVED:
        s = f"deck-{s}" if s else "deck"
    return s


#: path -> (size, times and inode, the deck or why not): a folder is read whole once
_read_decks: dict[Path, tuple[tuple[int, ...] | None, Deck | BrokenFile]] = {}


def _read_deck(path: Path) -> Deck | BrokenFile:
    """One deck file, read again only when its size or time changed."""
    try:
        st = path.stat()
        stamp = (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
    except OSError:
        stamp = None
    known = _read_decks.get(path)
    if known is not None and stamp is not None and known[0] == stamp and not (
            isinstance(known[1], Deck) and _forgotten_uniques(known[1])):
        return known[1]
    try:
        out: Deck | BrokenFile = load_deck_file(path)
    except DeckError as e:
        out = BrokenFile(path, str(e))
    except (RecursionError, MemoryError, OverflowError, ValueError, OSError) as e:
        out = BrokenFile(path, f"{path}: cannot be read ({type(e).__name__})")
    _read_decks[path] = (stamp, out)
    return out


def _forgotten_uniques(deck: Deck) -> bool:
    """Whether the deck names a unique this session no longer knows (removed from My
    collection since the file was read): reading the file again defines it from the
    printed facts the file carries."""
    from engine.uniques.define import is_unique_ref
    from engine.uniques.store import known_spec

    return any(is_unique_ref(r) and known_spec(r) is None for r in deck.cards)


def user_decks() -> tuple[list[tuple[Deck, Path]], list[BrokenFile]]:
    """Every user deck file read: (deck, path) sorted by name (then file), and the broken
    ones with why.  One damaged file never stops the others (or the New game dialog);
    past MAX_DECK_FILES the rest are not read, and a BrokenFile for the folder says how
    many (a deck is never hidden without a word)."""
    folder = data_root() / "decks"
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return [], []
    decks: list[tuple[Deck, Path]] = []
    broken: list[BrokenFile] = []
    for path in paths[:MAX_DECK_FILES]:
        got = _read_deck(path)
        if isinstance(got, BrokenFile):
            broken.append(got)
        else:
            decks.append((got, path))
    if len(paths) > MAX_DECK_FILES:
        broken.append(BrokenFile(folder, f"{len(paths) - MAX_DECK_FILES:,} more deck files "
                                 f"in {folder} were not read (at most {MAX_DECK_FILES:,} "
                                 "are); move some elsewhere to see them"))
    decks.sort(key=lambda dp: (dp[0].name.lower(), dp[1].name))
    return decks, broken


def same_name_decks() -> set[str]:
    """Names that more than one deck file holds (those decks are told apart by file)."""
    seen: set[str] = set()
    twice: set[str] = set()
    for deck, _p in user_decks()[0]:
        (twice if deck.name in seen else seen).add(deck.name)
    return twice


def load_user_decks() -> list[Deck]:
    """Every readable user deck, sorted by name; damaged files are left out (see
    `user_decks` for the list of them)."""
    return [d for d, _p in user_decks()[0]]


def _path_of(name: str) -> Path | None:
    for deck, path in user_decks()[0]:
        if deck.name == name:
            return path
    return None


def deck_path_for(name: str) -> Path:
    """The file a deck named `name` is saved in: its own file if it has one (the same
    name overwrites), else a new one whose name no other deck's file has."""
    existing = _path_of(name)
    if existing is not None:
        return existing
    folder = data_root() / "decks"
    base = _slug(name)
    for k in range(1, 1000):
        path = folder / (f"{base}.json" if k == 1 else f"{base}-{k}.json")
        if not (path.exists() or path.is_symlink()):
            return path
    from PySide6.QtCore import QCoreApplication

    raise StorageError(QCoreApplication.translate(
        "Storage", "could not find a free file name for the deck '{0}' in {1}").format(name, folder))


def save_user_deck(deck: Deck, path: Path | None = None) -> Path:
    """Store a deck in the project's JSON deck form: in `path`, the file it was opened
    from, when given (so of two files holding decks of one name, the one opened is the
    one written); else the same name overwrites, another name never does.  Raises
    StorageError saying where when it cannot be written."""
    folder = decks_dir()
    if path is None or path.parent.resolve() != folder.resolve():
        path = deck_path_for(deck.name)
    from PySide6.QtCore import QCoreApplication

    write_user_file(path, json.dumps(deck.to_json(), indent=1),
                    QCoreApplication.translate("Storage", "the deck '{0}'").format(deck.name))
    return path


def delete_user_deck(name: str, path: Path | None = None) -> None:
    """Delete the deck file `path` (when given, a file of the decks folder), else the
    file of the deck named `name`."""
    folder = data_root() / "decks"
    if path is None or path.parent.resolve() != folder.resolve():
        path = _path_of(name)
    if path is None:
        return
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as e:
        from PySide6.QtCore import QCoreApplication

        raise StorageError(QCoreApplication.translate(
            "Storage", "could not delete the deck file {0}: {1}").format(path, _reason(e))) from None


# ---------------------------------------------------------------------- settings
DEFAULT_SETTINGS: dict[str, Any] = {
    "handoff": True,
    "names": ["Ninette", "Lithium"],
    "decks": ["starter:axiom", "starter:bravos"],
    "goldfish_deck": "starter:lyra",
    "mode": "hotseat",
    "window": "",  # saved geometry and dock layout (base64), empty until first close
    "lessons_done": [],  # ids of the lessons finished (altered_desktop/lessons_ui.py)
    "puzzles_done": [],  # ids of the puzzles solved (altered_desktop/puzzles_ui.py)
    "course_offered": False,  # the course was offered at a first start
    "animations": True,  # card moves and Dusk markers glide (View > Animations)
    "card_images": "",  # a folder of the player's card images named by reference
    "language": "",  # "" follows the system (View > Language, altered_desktop/i18n.py)
    # a developer's option, in no menu: the computer's moves told with its reasons
    # (ALTERED_AI_REASONS overrides it; altered_desktop/ai_seat.py)
    "ai_reasons": False,
}


def _setting_ok(key: str, value: Any) -> bool:
    """A value of the shape its default has (two short texts for names and decks)."""
    default = DEFAULT_SETTINGS[key]
    if isinstance(default, bool):
        return type(value) is bool
    if isinstance(default, str):
        return isinstance(value, str) and len(value) <= (100_000 if key == "window" else 200)
    if key in ("lessons_done", "puzzles_done"):  # any number of short ids, within reason
        return (isinstance(value, list) and len(value) <= 200
                and all(isinstance(v, str) and len(v) <= 80 for v in value))
    return (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, str) and len(v) <= 200 for v in value))


#: the old settings file, read once into the platform's store and then kept renamed
OLD_SETTINGS = "settings.json"
#: a key of the store saying its values are this program's (and the old file was read)
STORE_FORMAT_KEY = "settings_format"


def settings_store() -> Any:
    """The platform's own settings store (QSettings: the registry on Windows, a plist on
    macOS, an .conf file under ~/.config on Linux); with ALTERED_DESKTOP_DATA set, an INI
    file in that folder, so tests and the bundle's smoke test never touch a user's."""
    from PySide6.QtCore import QSettings

    override = os.environ.get(ENV_OVERRIDE)
    if override:
        return QSettings(str(Path(override) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, ORG_NAME,
                     APP_NAME)


def _read_old_settings() -> dict[str, Any] | None:
    """The values of the old JSON settings file (None when there is none); a damaged file
    is kept aside as a copy and read as no values."""
    path = data_root() / OLD_SETTINGS
    if not (path.exists() or path.is_symlink()):
        return None
    try:
        data = load_json_file(path, MAX_SETTINGS_BYTES, ValueError, "settings file")
    except ValueError:  # damaged: kept as a copy, never overwritten or read again
        keep_aside(path)
        return {}
    if not isinstance(data, dict):
        keep_aside(path)
        return {}
    return {k: v for k, v in data.items() if k in DEFAULT_SETTINGS and _setting_ok(k, v)}


def _migrate(store: Any) -> dict[str, Any]:
    """Read the old JSON settings once into `store`: when the store is written, the old
    file is renamed `settings.json.migrated` (kept, never read again); when it cannot be
    (a read-only folder), the old values are used as they are and nothing is renamed."""
    old = _read_old_settings()
    for key, value in (old or {}).items():
        store.setValue(key, json.dumps(value))
    store.setValue(STORE_FORMAT_KEY, 1)
    store.sync()
    if old is not None and store.status() == store.Status.NoError:
        path = data_root() / OLD_SETTINGS
        with contextlib.suppress(OSError):
            if path.exists():
                os.replace(path, path.with_name(OLD_SETTINGS + ".migrated"))
    return old or {}


def _keep_damaged_store(store: Any) -> None:
    """A store file Qt cannot parse is kept aside before anything writes over it."""
    if store.status() == store.Status.FormatError:
        where = Path(store.fileName())
        if where.is_file():
            keep_aside(where)
        store.sync()


def load_settings() -> dict[str, Any]:
    """Settings merged over the defaults; a damaged store, file or value falls back on
    the defaults (settings are a convenience: never a reason not to start).  The first
    time, the old JSON settings file is read into the store."""
    out = dict(DEFAULT_SETTINGS)
    store = settings_store()
    _keep_damaged_store(store)
    if not store.contains(STORE_FORMAT_KEY):
        out.update(_migrate(store))
        if store.status() != store.Status.NoError:
            return out  # nothing could be stored: the old values, as they were read
    for key in DEFAULT_SETTINGS:
        raw = store.value(key)
        if not isinstance(raw, str) or len(raw) > 2 * MAX_SETTINGS_BYTES:
            continue
        try:
            value = parse_json(raw, key, ValueError)
        except ValueError:
            continue
        if _setting_ok(key, value):
            out[key] = value
    return out


def save_settings(settings: dict[str, Any]) -> None:
    """Store `settings` (the keys given; others are kept); raises StorageError saying
    where when they cannot be written."""
    store = settings_store()
    _keep_damaged_store(store)
    if not store.contains(STORE_FORMAT_KEY):
        _migrate(store)  # the old file is read before anything is written over it
    for key, value in settings.items():
        if key in DEFAULT_SETTINGS:
            store.setValue(key, json.dumps(value))
    store.setValue(STORE_FORMAT_KEY, 1)
    store.sync()
    if store.status() != store.Status.NoError:
        from PySide6.QtCore import QCoreApplication

        why = (QCoreApplication.translate("Storage", "access denied")
               if store.status() == store.Status.AccessError else
               QCoreApplication.translate("Storage", "damaged store"))
        raise StorageError(QCoreApplication.translate(
            "Storage", "could not write the settings to {0}: {1}").format(store.fileName(), why))
