"""The screenshot set of the fresh-eyes table review (../shared/docs/table-review.md).

    python tools/review_shots.py OUT_DIR [--sizes 1366x768,1920x1080] [--only 2,4b]
                                         [--scale 2]

For each screen size it starts a virtual X screen (Xvfb, which picks a free display) of
that size, runs the app's window full screen on it, sets up each situation of the review
and takes the whole screen with ImageMagick's `import`, so dialogs and menus show as a
player sees them.  PNG names say what each shows.

The table's scenes are moments of one game played from its start (tools/played_game.py:
seed 107, Lyra against Ordis, both seats by the Greedy AI), every answer given through
the window, so the teaching log, "Just now" and the recaps hold the game's history:
a late hotseat turn after the hand-off, its board full (seed 91's day 8: Characters on
both sides, a boost, a Landmark, a crowded Reserve; a hand card picked, the Expeditions
it can go to lit and numbered; on a laptop screen the log drawer open too),
Lyra Cloth Dancer's targets lit on both sides, Dusk and Night as the last seat sees
them, Lithium's crowded Clean-up, the hand-off and the Dusk the next seat sees, a game
against the computer on its turn, the pointer resting on a card of an Expedition there
(its large preview beside it over the board), the end screen; then the goldfish lab's results
and the deck builder.  Needs Xvfb (`apt-get install xvfb`); the screen is taken with
ImageMagick's `import` where it is installed, else by Qt itself (the whole X screen).

`--scale 2` takes the shots at a device pixel ratio of 2, as on a "Retina" or 4K laptop
set to 200 %: the X screen is twice the size in pixels (2732 × 1536 for 1366x768), Qt is
told QT_SCALE_FACTOR=2, so the window has the same room in its own (logical) pixels as at
scale 1 and every line, letter and picture is drawn with twice the pixels.  The PNGs say
"@2x" in their names.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SCENES = ("1-home", "2-hotseat-full-board", "3-choosing-a-target", "4a-dusk-animation",
          "4b-after-handoff", "5-computer-turn", "5b-card-preview", "6-end-screen",
          "7-goldfish-lab",
          "8-deck-builder")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--sizes", default="1366x768,1920x1080")
    ap.add_argument("--only", default="", help="comma-separated scene names")
    ap.add_argument("--scale", type=int, default=1,
                    help="device pixel ratio: 2 draws each size with twice the pixels")
    ap.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        return child(args.out, args.child, args.only)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.scale < 1:
        raise SystemExit("--scale is a whole device pixel ratio: 1, 2 or 3")
    for size in args.sizes.split(","):
        w, h = (int(x) * args.scale for x in size.split("x"))
        # Xvfb picks a free display itself and tells its number: a number of our own
        # choosing could be another session's screen, and the shots would be of its app
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                                 f"{w}x{h}x24", "-nolisten", "tcp"],
                                stderr=subprocess.DEVNULL, pass_fds=(write,))
        os.close(write)
        with os.fdopen(read) as f:
            display = f.readline().strip()
        if not display:
            raise SystemExit("Xvfb did not start")
        try:
            time.sleep(0.5)
            with tempfile.TemporaryDirectory() as data:
                env = dict(os.environ, DISPLAY=f":{display}", ALTERED_DESKTOP_DATA=data,
                           QT_QPA_PLATFORM="xcb")
                # the ratio Qt is told, not guessed from the screen's dots per inch
                # (an Xvfb screen says 96 dpi whatever its size)
                env.pop("QT_AUTO_SCREEN_SCALE_FACTOR", None)
                env.pop("QT_SCREEN_SCALE_FACTORS", None)
                env["QT_ENABLE_HIGHDPI_SCALING"] = "1"
                env["QT_SCALE_FACTOR"] = str(args.scale)
                if args.scale != 1:
                    size = f"{size}@{args.scale}x"
                subprocess.run([sys.executable, __file__, str(args.out), "--child", size,
                                "--only", args.only], env=env, check=True, cwd=ROOT)
        finally:
            xvfb.terminate()
            xvfb.wait()
    return 0


# ---------------------------------------------------------------------------- child
def child(out: Path, size: str, only: str) -> int:
    from PySide6.QtWidgets import QApplication

    import altered_desktop  # noqa: F401  (the PySide6 workaround first)
    from altered_desktop import storage, theme

    app = QApplication([sys.argv[0]])
    app.setApplicationName(storage.APP_NAME)
    app.setOrganizationName(storage.ORG_NAME)
    app.setStyle("Fusion")
    app.setStyleSheet(theme.STYLE_SHEET)
    storage.save_settings({"animations": True})
    wanted = [s for s in SCENES if not only or any(s.startswith(o) for o in only.split(","))]
    shots = Shots(app, out, size)
    for scene in wanted:
        getattr(shots, "scene_" + scene.split("-", 1)[1].replace("-", "_"))(scene)
    return 0


class Shots:
    def __init__(self, app: Any, out: Path, size: str) -> None:
        self.app, self.out, self.size = app, out, size
        # the window's room in Qt's own pixels: "1366x768@2x" is a 2732 × 1536 screen
        # on which Qt lays out 1366 × 768
        self.w, self.h = (int(x) for x in size.split("@")[0].split("x"))

    # ------------------------------------------------------------------ helpers
    def wait(self, ms: int) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.005)

    def snap(self, scene: str, what: str) -> None:
        self.wait(150)
        path = self.out / f"{self.size}-{scene}-{what}.png"
        if shutil.which("import"):
            subprocess.run(["import", "-window", "root", str(path)], check=True)
        else:
            # the whole X screen, every window on it (dialogs and menus too), in its
            # device pixels
            from PySide6.QtGui import QGuiApplication

            if not QGuiApplication.primaryScreen().grabWindow(0).save(str(path)):
                raise SystemExit(f"could not write {path}")
        print("wrote", path)

    def window(self, game: Any = None, mode: Any = None, handoff: bool = False) -> Any:
        from altered_desktop.main_window import MainWindow
        from altered_desktop.session import GameSession

        win = MainWindow(handoff=handoff)
        win.setGeometry(0, 0, self.w, self.h)
        win.show()
        if game is not None:
            win.set_session(GameSession(game, mode))
        self.wait(300)
        return win

    def close(self, win: Any) -> None:
        for w in self.app.topLevelWidgets():
            if w is not win and w.isVisible():
                w.close()
        if win.session is not None:
            win.session.autosave_path = None
        win.close()
        win.deleteLater()
        self.wait(100)

    # ------------------------------------------------------------------ scenes
    def scene_home(self, scene: str) -> None:
        from altered_desktop import home_screen

        win = self.window()
        home_screen.show_home(win)
        self.snap(scene, "first-start")
        self.close(win)

    def played(self, upto: int, handoff: bool = False, computer: bool = False,
               seed: int | None = None) -> tuple[Any, Any, Any]:
        """A window on the review's game (tools/played_game.py) played from its start up
        to `upto` answers, each answer given through the window as a player's click
        would (so the log, "Just now" and the recaps follow the whole game).  Dusk shows
        are off meanwhile and on again for the scene.  With `computer`, Lithium's seat
        is the computer's from the start (the table seen from Ninette's side), its answers
        the script's until the scene seats the AI.  `seed` picks another game of the
        same decks (the full board's)."""
        from altered_desktop.session import Mode
        from tools import played_game

        game = played_game.new_game(played_game.SEED if seed is None else seed)
        win = self.window(game, Mode.HOTSEAT, handoff=handoff)
        win.private_hands = True
        if computer:
            win.session.seat_player(1, "greedy")
        shows, win.table.animations = win.table.animations, False

        def submit(answer: Any) -> bool:
            # a recap goes after 15 s or a click: a player answering has read it (else the
            # fast play would pile the whole game's news into the scene's box)
            win.table.clear_recap()
            return bool(win.submit(answer))

        pilots = played_game.play_to(game, upto, submit=submit)
        win.table.animations = shows
        self.reveal(win)
        win.refresh()
        self.wait(200)
        return win, game, pilots

    def reveal(self, win: Any) -> None:
        """Past the hand-off screen, if one covers the table (the next seat clicks)."""
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
            self.wait(200)

    def scene_hotseat_full_board(self, scene: str) -> None:
        from tools import played_game

        # after the hand-off from Lithium: "While you were away" tells Lithium's moves
        win, _game, _p = self.played(played_game.FULL_BOARD_TURN, handoff=True,
                                     seed=played_game.FULL_BOARD_SEED)
        self.snap(scene, "Ninette-to-play")
        # a click on a hand card with two ways to play: the panel lists them, and the two
        # Expeditions it can go to are lit with the same numbers
        d = win.game.pending
        picked = next((o.objects[0] for o in d.options if o.detail == "play"
                       and o.expedition is not None), None)
        if picked is not None:
            win.on_card_clicked(picked)
            self.snap(scene, "a-card-picked-where-to-play")
            win.panel.cancel_button.click()
        if not win.log_dock.isVisible():  # a laptop screen: the log is a drawer, opened
            win.log_opener.click()
            self.wait(300)
            self.snap(scene, "teaching-log-drawer-open")
        self.close(win)

    def scene_choosing_a_target(self, scene: str) -> None:
        from tools import played_game

        win, game, _p = self.played(played_game.CLOTH_DANCER_TURN)
        # Lyra Cloth Dancer: "Up to one target Character gains Fleeting", either side's
        opt = played_game.option_playing(game.pending, played_game.CLOTH_DANCER)
        win.submit(opt.id)
        self.until_show(win, 1.0)  # the card glides from the hand to its Expedition
        self.wait(200)
        win.refresh()
        self.snap(scene, "cloth-dancer-targets-lit")
        self.close(win)

    def scene_dusk_animation(self, scene: str) -> None:
        from tools import played_game

        # a hotseat game as it starts by default, with hand-off screens: Ninette passes,
        # the table goes to Lithium behind the pass screen, and his pass runs Dusk, told
        # from his side, the seat in front of the screen (review r10 #3)
        win, game, pilots = self.played(played_game.DAY3_LAST_TURN, handoff=True)
        day = game.day
        while game.pending is not None and game.day == day and not win.table.motion.running:
            if win.handoff.isVisible():
                self.snap(scene, "handoff-before-the-last-pass")
                self.reveal(win)
            win.submit(pilots.answer(game))  # the day's last passes: Dusk
            self.wait(100)
        self.until_show(win, 0.42)
        self.snap_show(win, scene, "markers-moving", 0.45)
        # then Night: the board turns to the game now, cards gliding to Reserve
        self.until_show(win, 0.76)
        self.snap_show(win, scene, "night-cards-to-reserve", 0.79)
        self.close(win)

    def until_show(self, win: Any, t: float) -> None:
        """Wait until the show on the table is `t` of its way (by its own clock), or
        over."""
        motion = win.table.motion
        end = time.monotonic() + 10
        while motion.running and motion.t < t and time.monotonic() < end:
            self.wait(10)

    def snap_show(self, win: Any, scene: str, what: str, t: float) -> None:
        """A screenshot of the show at `t` of its way: its clock is held there while
        the screen is taken (a big screen takes a second or two, and one slow frame
        could carry the show well past the moment)."""
        from PySide6.QtCore import QAbstractAnimation

        anim = win.table.motion.anim
        held = anim.state() == QAbstractAnimation.State.Running
        if held:
            anim.pause()
            anim.setCurrentTime(int(anim.duration() * t))
        self.snap(scene, what)
        if held:
            anim.resume()

    @staticmethod
    def dusk_ms() -> int:
        from altered_desktop import table_motion

        return int(getattr(table_motion, "DUSK_SHOW_MS", table_motion.DURATION_MS))

    def scene_after_handoff(self, scene: str) -> None:
        from tools import played_game

        win, game, pilots = self.played(played_game.DAY3_LAST_TURN, handoff=True)
        day = game.day
        # Ninette's last pass hands the table to Lithium, whose pass runs Dusk and Night
        while game.pending is not None and game.day == day:
            if game.pending.kind == "cleanup" and not win.handoff.isVisible():
                # Lithium keeps two of a crowded Reserve (4.2.5.c): seen before the answer
                win.table.motion.skip()
                self.wait(200)
                self.snap(scene, "lithium-cleans-up-reserve")
            if win.handoff.isVisible():
                if game.pending.player == 0:
                    break  # the table goes back to Ninette: her hand-off screen
                self.reveal(win)
            win.table.motion.skip()
            win.submit(pilots.answer(game))
            self.wait(150)
        if win.handoff.isVisible():
            self.snap(scene, "handoff-screen")
            self.reveal(win)
        self.until_show(win, 0.5)
        self.snap_show(win, scene, "next-seat-sees-dusk", 0.55)
        self.wait(self.dusk_ms() + 800)
        self.snap(scene, "after-dusk")
        self.close(win)

    def computer_turn(self, pace_ms: int) -> tuple[Any, Any]:
        """Scene 5's game against the computer, Ninette's play just given: the window
        and the computer's seat, which waits `pace_ms` before it answers (the shots
        catch it thinking)."""
        from altered_desktop import ai_seat
        from tools import played_game

        win, game, pilots = self.played(played_game.CLOTH_DANCER_TURN, computer=True)
        seat = ai_seat.attach(win, "greedy", pace_ms=pace_ms)
        win.refresh()
        # the pace counts from the table's last computer move: none yet in this window,
        # so without this it would answer at once and the shot miss its thinking
        win.ai_last_move = time.monotonic()
        win.submit(pilots.answer(game))  # Ninette plays: the computer's turn now
        return win, seat

    def scene_computer_turn(self, scene: str) -> None:
        win, seat = self.computer_turn(pace_ms=4000)
        self.wait(900)
        self.snap(scene, "computer-thinking")
        if seat is not None:
            seat.stop()
        self.close(win)

    def scene_card_preview(self, scene: str) -> None:
        """The computer's turn of scene 5, the pointer resting on a card in Lithium's
        companion Expedition: its large preview beside it over the board, as MTG Arena's
        hover (the Day's phase strip, "Just now", the prompt and the plays in sight)."""
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QCursor
        from PySide6.QtTest import QTest

        win, seat = self.computer_turn(pace_ms=8000)
        self.wait(600)
        t = win.table
        card = next(i for i in t.items if i.kind == "card" and i.player == 1
                    and (i.card or {}).get("zone") not in ("hand", "hero")
                    and (i.card or {}).get("name") == "Ordis Cadets")
        at = card.rect.center().toPoint()
        QCursor.setPos(t.mapToGlobal(at))  # the real pointer, as a player's
        QTest.mouseMove(t, at)
        self.wait(300)
        if t.hover is not card:  # a window manager that kept the pointer elsewhere
            t.hover = card
            self.wait(100)
        self.snap(scene, "pointer-on-an-expedition-card")
        QCursor.setPos(QPoint(0, 0))
        if seat is not None:
            seat.stop()
        self.close(win)

    def scene_end_screen(self, scene: str) -> None:
        from altered_desktop.session import Mode
        from tools import played_game

        game = played_game.new_game()
        played_game.play_to(game, 10**6)
        win = self.window(game, Mode.HOTSEAT)
        self.wait(300)
        self.snap(scene, "winner-and-chart")
        self.close(win)

    def scene_goldfish_lab(self, scene: str) -> None:
        win = self.window()
        dlg = win.goldfish_lab_dialog()
        dlg.workers = 1
        dlg.deck_a.setCurrentIndex(dlg.deck_a.findData("starter:axiom"))
        dlg.deck_b.setCurrentIndex(dlg.deck_b.findData("starter:muna"))
        dlg.games.setValue(40)
        dlg.run_button.click()
        end = time.monotonic() + 240
        while (dlg.running() or not dlg.results) and time.monotonic() < end:
            self.wait(200)
        self.snap(scene, "results-charts")
        dlg.tabs.setCurrentIndex(1)
        self.snap(scene, "results-cards-table")
        dlg.close()
        self.wait(100)
        self.close(win)

    def scene_deck_builder(self, scene: str) -> None:
        from altered_desktop.deck_draft import DeckDraft
        from engine.decks import starter_deck

        win = self.window()
        builder = win.open_deck_builder()
        builder.setGeometry(0, 0, self.w, self.h)
        builder.set_draft(DeckDraft.from_deck(starter_deck("lyra")))
        self.wait(500)
        self.snap(scene, "lyra-deck-open")
        builder._no_prompt = True  # no "save it?" question on closing
        builder.close()
        self.close(win)


if __name__ == "__main__":
    sys.exit(main())
