"""The scripted smoke test: a fixed-seed goldfish game played through the window's own
widgets (table clicks and prompt-panel buttons), so a frozen bundle can prove that Qt,
the engine and the GUI glue all work together without a person at the keyboard."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback

from PySide6.QtWidgets import QApplication


def scripted_step(win: object) -> str:
    """Answer the pending decision the way a user would, through the GUI; return what
    was done.  Plays the first playable card (clicking it, then the first place offered),
    otherwise passes; multi-choices tick the first options needed and confirm."""
    from altered_desktop.main_window import MainWindow

    assert isinstance(win, MainWindow)
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
        return "revealed the table"
    if win.table.motion.telling:
        # a Dusk is being told: the panel holds the next question until the show ends;
        # a user clicks the table to skip it
        win.table.motion.skip()
        QApplication.processEvents()
    d = win.my_decision()
    if d is None:
        return "nothing to answer"
    panel = win.panel
    if d.kind == "turn":
        plays = [o for o in d.options if o.detail == "play" and o.objects]
        if plays:
            oid = plays[0].objects[0]
            item = win.table.item_for(oid)
            if item is None:
                raise RuntimeError(f"playable card {oid} is not on the table")
            win.table.click_item(item)
            if panel.pending_card is not None:
                next(iter(panel.option_buttons.values())).click()
            return f"played {item.card['name'] if item.card else oid}"
        panel.pass_button.click()
        if panel.pass_armed:  # quick actions left: passing asks once more
            panel.pass_button.click()
        return "passed"
    if d.multi:
        for oid in [o.id for o in d.options][: d.min]:
            panel.option_buttons[oid].click()
        panel.confirm.click()
        return f"chose {d.min} for {d.kind}"
    next(iter(panel.option_buttons.values())).click()
    return f"answered {d.kind}"


def run_smoke(args: argparse.Namespace, t0: float) -> int:
    from altered_desktop import goldfish
    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession, Mode
    from engine.decks import starter_deck

    if not os.environ.get("ALTERED_DESKTOP_DATA"):
        # never touch the user's real autosave from a smoke run
        os.environ["ALTERED_DESKTOP_DATA"] = tempfile.mkdtemp(prefix="altered-smoke-")
    try:
        game = goldfish.new_goldfish_game(starter_deck(args.deck), args.seed)
        win = MainWindow(GameSession(game, Mode.GOLDFISH), handoff=False)
        win.resize(*args.size)
        win.show()
        QApplication.processEvents()
        ready = time.perf_counter() - t0
        done = 0
        for _ in range(args.smoke_goldfish):
            if win.game.over:
                break
            before = len(win.game.answers)
            scripted_step(win)
            QApplication.processEvents()
            if len(win.game.answers) == before:
                raise RuntimeError(f"the GUI did not answer {win.game.pending!r}")
            done += 1
        if args.screenshot:
            QApplication.processEvents()
            if not win.grab_table(args.screenshot):
                raise RuntimeError(f"could not write {args.screenshot}")
        v = win.game.view(None)
        print(f"smoke ok: {done} answers, day {v['day']}, phase {v['phase']}, "
              f"over={v['over']}, interactive after {ready * 1000:.0f} ms")
        return 0
    except Exception:  # noqa: BLE001 - the smoke test must report, not crash
        traceback.print_exc()
        print("smoke FAILED", file=sys.stderr)
        return 1
