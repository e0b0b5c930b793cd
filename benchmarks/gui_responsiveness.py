"""How responsive the desktop client feels, measured (never asserted by tests).

1. Answer -> repainted table on a full board: a hotseat game is played with a policy that
   plays a card whenever it can, until both Expeditions are crowded; from then on each
   answer goes through the window (`MainWindow.submit`), and the clock stops when the
   table has finished its next paint.  Prints the median and the 90th percentile.
2. Pointer layer: the repaint after the mouse moves onto another card (hover zoom).
3. Cold start -> interactive table: a fresh process runs `--smoke-goldfish 0`, which
   reports when the first table was shown; the wall time of the whole process (Python
   start-up, imports, Qt, exit) is printed too.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_responsiveness.py
"""

from __future__ import annotations

import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ALTERED_DESKTOP_DATA", tempfile.mkdtemp(prefix="altered-bench-"))

import altered_desktop  # noqa: E402,F401  (PySide6 workaround first)


def greedy(d, rng: random.Random):  # type: ignore[no-untyped-def]
    from engine.policies import random_answer

    if d.kind == "turn":
        plays = [o for o in d.options if o.detail == "play"]
        return rng.choice(plays).id if plays and rng.random() < 0.9 else "pass"
    if d.kind == "expand":
        return d.options[0].id
    return random_answer(d, rng)


def full_board_game(seed: int):  # type: ignore[no-untyped-def]
    from engine.decks import starter_deck
    from engine.game import Game

    rng = random.Random(seed)
    g = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=seed,
                 names=("Ninette", "Lithium"))
    while not g.over and not (g.day >= 3 and len(g.expedition_zone) >= 6
                              and g.pending.kind == "turn"):
        g.answer(greedy(g.pending, rng))
    return g, rng


def answer_to_paint(samples: int = 60) -> list[float]:
    from PySide6.QtWidgets import QApplication

    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession

    app = QApplication.instance() or QApplication([])
    win = MainWindow(handoff=False)
    win.resize(1640, 980)
    win.show()
    times: list[float] = []
    seed = 1
    while len(times) < samples:
        game, rng = full_board_game(seed)
        seed += 1
        if game.over:
            continue
        win.set_session(GameSession(game))
        app.processEvents()
        for _ in range(15):
            if win.game.over or len(times) >= samples:
                break
            ans = greedy(win.game.pending, rng)
            painted = win.table.paint_count
            t0 = time.perf_counter()
            win.submit(ans)
            while win.table.paint_count == painted:
                app.processEvents()
            times.append(time.perf_counter() - t0)
    win.close()
    return times


def hover_repaint(samples: int = 120) -> list[float]:
    """Repaint after the pointer moves onto another card (hover zoom), full board."""
    from PySide6.QtWidgets import QApplication

    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession

    app = QApplication.instance() or QApplication([])
    game, _rng = full_board_game(2)
    win = MainWindow(GameSession(game), handoff=False)
    win.resize(1640, 980)
    win.show()
    app.processEvents()
    cards = [i for i in win.table.items if i.kind == "card"]
    times = []
    for k in range(samples):
        win.table.hover = cards[k % len(cards)]
        t0 = time.perf_counter()
        win.table.repaint()
        times.append(time.perf_counter() - t0)
    win.close()
    return times


def cold_start(runs: int = 3) -> list[tuple[float, float]]:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        res = subprocess.run([sys.executable, "-m", "altered_desktop", "--smoke-goldfish", "0"],
                             cwd=ROOT, capture_output=True, text=True, check=True)
        wall = time.perf_counter() - t0
        m = re.search(r"interactive after (\d+) ms", res.stdout)
        out.append((float(m.group(1)) if m else float("nan"), wall * 1000))
    return out


def main() -> int:
    times = answer_to_paint()
    ms = sorted(t * 1000 for t in times)
    print(f"answer -> repainted full table: median {statistics.median(ms):.1f} ms, "
          f"p90 {ms[int(len(ms) * 0.9)]:.1f} ms, max {ms[-1]:.1f} ms over {len(ms)} answers")
    hv = sorted(t * 1000 for t in hover_repaint())
    print(f"pointer moves to another card -> repainted (hover zoom): median "
          f"{statistics.median(hv):.1f} ms, p90 {hv[int(len(hv) * 0.9)]:.1f} ms")
    for i, (inter, wall) in enumerate(cold_start(), 1):
        print(f"cold start run {i}: interactive table after {inter:.0f} ms from main(), "
              f"{wall:.0f} ms for the whole process (start, show, exit)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
