"""Entry point of the desktop client (`altered-desktop`, `python -m altered_desktop`)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

USAGE_NOTES = """\
Modes besides the normal window:
  --load RECORD --screenshot PNG
      render the saved game at its last decision, write PNG and exit.
  --smoke-goldfish N [--screenshot PNG]
      start a goldfish game with a fixed seed (--seed, default 7), play N scripted answers
      through the window's own widgets, optionally write PNG, print a one-line summary and
      exit 0 (1 on any failure).  Used by the installer to smoke-test the frozen bundle.
User files (autosave, decks, settings) live in the platform user data folder; set
ALTERED_DESKTOP_DATA to use another folder.
"""


def window_size(text: str) -> tuple[int, int]:
    """`--size WxH` as (width, height)."""
    w, _, h = text.lower().partition("x")
    try:
        return int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="altered-desktop", description="Altered card table: hotseat, goldfish, teaching log.",
        epilog=USAGE_NOTES, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--load", metavar="RECORD", help="open this game record at start")
    p.add_argument("--screenshot", metavar="PNG",
                   help="write a screenshot of the window and exit")
    p.add_argument("--smoke-goldfish", metavar="N", type=int,
                   help="play N scripted answers of a goldfish game through the GUI and exit")
    p.add_argument("--seed", type=int, default=7, help="seed of the smoke-test game (7)")
    p.add_argument("--deck", default="axiom", help="starter deck of the smoke-test game")
    p.add_argument("--size", default="1640x980", type=window_size,
                   help="window size for screenshots (WxH)")
    p.add_argument("--no-resume", action="store_true",
                   help="do not offer to resume the autosaved game")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the desktop client.

    Without options it opens the window, offering to resume the autosaved game (after a
    crash or a close) or else showing the new-game dialog.

    ``altered-desktop --load RECORD --screenshot PNG`` renders the saved game at its last
    decision into PNG and exits (0 on success).

    ``altered-desktop --smoke-goldfish N [--screenshot PNG] [--seed S] [--deck NAME]`` starts
    a goldfish game with a fixed seed, plays N scripted answers through the window's own
    widgets, writes PNG if asked, prints a one-line summary and exits 0; any failure exits
    1.  The installer calls this on the frozen bundle as its smoke test.

    The user data folder can be redirected with the ALTERED_DESKTOP_DATA variable.
    """
    t0 = time.perf_counter()
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    headless = args.smoke_goldfish is not None or bool(args.screenshot)
    if headless and _no_display():
        # screenshot and smoke modes must run on build machines without a screen
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from altered_desktop import storage, theme

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "altered"])
    app.setApplicationName(storage.APP_NAME)
    app.setOrganizationName(storage.ORG_NAME)
    app.setStyle("Fusion")
    app.setStyleSheet(theme.STYLE_SHEET)
    from altered_desktop import i18n

    i18n.install(app)  # the system's language, or the one chosen in View > Language

    if args.smoke_goldfish is not None:
        from altered_desktop.smoke import run_smoke

        return run_smoke(args, t0)
    if args.screenshot and args.load:
        return _screenshot_record(args)
    from altered_desktop import crash

    crash.setup_logging()
    win = open_window(args)
    if win is None:
        return 2
    # an unexpected error: logged, a report saved beside the ruling reports, a dialog; the
    # program goes on (before this, a slot's exception went to a stderr nobody sees)
    crash.install(lambda: win.game.record if win.session is not None else None)
    if args.screenshot:
        app.processEvents()
        ok = win.grab_table(args.screenshot)
        return 0 if ok else 1
    return app.exec()


def open_window(args: argparse.Namespace) -> Any:
    """The main window as a normal start shows it: the data folder prepared (a message if
    it cannot be used), then the game of --load, else the autosave offered, else the New
    game dialog (opened on the next turn of the event loop).  None when --load failed."""
    from altered_desktop import storage
    from altered_desktop.main_window import MainWindow

    folder_problem = storage.prepare_data_folder()  # and stale temporary files cleaned
    from altered_desktop.collection import ensure_loaded

    ensure_loaded()  # the player's uniques: decks and records name them by reference
    settings = storage.load_settings()
    win = MainWindow(handoff=bool(settings.get("handoff", True)))
    win.restore_layout()
    win.show()
    if folder_problem:
        show_notice(win, translate("Start", "Files will not be kept"), folder_problem)
    if args.load:
        from engine.record import RecordError

        try:
            win.load_from(args.load)
        except RecordError as e:
            print(f"altered-desktop: {e}", file=sys.stderr)
            return None
    else:
        # the home screen offers the autosaved game as Continue, with the other ways in;
        # an autosave that cannot be read is set aside first, with a message saying where
        from altered_desktop import home_screen

        day = None if args.no_resume else check_autosave(win)
        home_screen.show_home(win, day)  # a message about the file stays above it
    return win


def translate(context: str, text: str) -> str:
    """`text` in the installed language (pyside6-lupdate finds the calls as written:
    `translate("Start", "...")`); Qt is imported only when a window is made."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


def _no_display() -> bool:
    """True on a Linux/BSD machine with neither X11 nor Wayland to show a window on."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def describe_saved_game(path: Path) -> str:
    """One sentence on what an autosaved game is, read from the record without replaying it
    (the player decides whether to resume before anything is rebuilt).  Raises
    RecordError when the file cannot be read as a record at all."""
    from engine.record import read_record

    rec = read_record(path)
    meta = rec.get("meta") or {}
    saved = meta.get("saved")
    try:
        when = (datetime.fromisoformat(saved).strftime("%d %b %Y %H:%M") if saved
                else time.strftime("%d %b %Y %H:%M", time.localtime(path.stat().st_mtime)))
    except (OSError, ValueError, OverflowError):
        when = translate("Start", "an unknown date")
    decks = [d.get("name") or translate("Start", "a deck") for d in rec.get("decks", [])]
    moves = len(rec.get("answers", []))
    players = str(meta.get("seats") or "").split(",")
    computer = [(i, p) for i, p in enumerate(players) if p and p != "person"]
    if meta.get("mode") == "goldfish" and decks:
        what = translate("Start", "A goldfish game with {0}").format(decks[0])
    elif computer and len(decks) == 2:
        seat, policy = computer[0]
        what = translate("Start", "A game of {0} against the computer ({1} AI, {2})").format(
            decks[1 - seat], policy.capitalize(), decks[seat])
    elif len(decks) == 2:
        what = translate("Start", "A game of {0} against {1}").format(decks[0], decks[1])
    else:
        what = translate("Start", "A game")
    after = (translate("Start", "after 1 decision") if moves == 1 else
             translate("Start", "after {0} decisions").format(moves))
    return translate("Start", "{0}, left unfinished {1}, was saved automatically on {2}.").format(
        what, after, when)


def show_notice(win: Any, title: str, text: str) -> Any:
    """A message box that does not block start-up (the New game dialog may open over it);
    kept on the window (`win.notices`) so it stays alive and tests can read it."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, win)
    box.setModal(False)
    box.show()
    notices = getattr(win, "notices", None)
    if notices is None:
        notices = []
        win.notices = notices
    notices.append(box)
    return box


def _set_aside_message(path: Path, why: str) -> str:
    """Keep a broken autosave aside (never loaded again, never overwritten) and say where."""
    from altered_desktop import storage

    aside = storage.keep_aside(path)
    where = (translate("Start", "The file was kept as {0} so nothing is lost.").format(aside) if aside else
             translate("Start", "The file {0} could not be moved aside and was left as it is.").format(path))
    return translate("Start", "The last game could not be resumed:\n{0}\n\n{1}\nA new game starts.").format(
        why, where)


def check_autosave(win: object) -> int | None:
    """The day the autosaved game stands at, when it can be offered as Continue; a file
    that cannot be read or replayed is kept aside under another name (a message says
    where) and not offered (None)."""
    from altered_desktop import storage
    from engine.loading import excerpt
    from engine.record import RecordError
    from engine.report import open_saved

    path = storage.autosave_path()
    if not (path.exists() or path.is_symlink()):
        return None
    try:
        describe_saved_game(path)
        return int(open_saved(path).game.view(None)["day"])
    except RecordError as e:
        show_notice(win, "Could not resume", _set_aside_message(path, str(e)))
    except Exception as e:  # noqa: BLE001 - the start-up boundary: never a dead app
        why = f"{type(e).__name__}: {excerpt(str(e), 200)}"
        show_notice(win, "Could not resume", _set_aside_message(path, why))
    return None


def win_resume(win: object) -> bool:
    """Offer to resume the autosaved game; True when it was resumed.  Any failure to
    resume (a damaged, unreadable or hostile file, a replay that fails) falls back on a
    fresh start, the file kept aside under another name and a message saying where."""
    from PySide6.QtWidgets import QMessageBox

    from altered_desktop import storage
    from altered_desktop.main_window import MainWindow
    from engine.loading import excerpt
    from engine.record import RecordError

    assert isinstance(win, MainWindow)
    path = storage.autosave_path()
    if not (path.exists() or path.is_symlink()):
        return False
    try:
        question = describe_saved_game(path)
    except RecordError as e:
        show_notice(win, translate("Start", "Could not resume"), _set_aside_message(path, str(e)))
        return False
    ans = QMessageBox.question(win, translate("Start", "Resume the last game?"),
                               question + "\n" + translate("Start", "Resume it?"))
    if ans != QMessageBox.StandardButton.Yes:
        return False
    try:
        win.load_from(path)
    except RecordError as e:
        show_notice(win, translate("Start", "Could not resume"), _set_aside_message(path, str(e)))
        return False
    except Exception as e:  # noqa: BLE001 - the start-up boundary: never a dead app
        why = f"{type(e).__name__}: {excerpt(str(e), 200)}"
        show_notice(win, translate("Start", "Could not resume"), _set_aside_message(path, why))
        return False
    return True


def _screenshot_record(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession
    from engine.record import RecordError
    from engine.report import open_saved

    try:
        game = open_saved(Path(args.load)).game
    except RecordError as e:
        print(f"altered-desktop: {e}", file=sys.stderr)
        return 2
    win = MainWindow(handoff=False)  # hands stay closed: only the deciding seat's shows
    win.set_session(GameSession(game))
    win.resize(*args.size)
    win.show()
    QApplication.processEvents()
    win.refresh()
    QApplication.processEvents()
    ok = win.grab_table(Path(args.screenshot))
    print(f"screenshot written to {args.screenshot}" if ok else "screenshot failed")
    return 0 if ok else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
