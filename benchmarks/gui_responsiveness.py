"""How responsive the desktop client feels, measured (never asserted by tests).

1. Answer -> repainted table on a full board: a hotseat game is played with a policy that
   plays a card whenever it can, until both Expeditions are crowded; from then on each
   answer goes through the window (`MainWindow.submit`, autosave on as in the app), and
   the clock stops when the window has finished the repaint pass (paint and flush of
   the backing store) in which the table was repainted.  Prints the median and the 90th
   percentile, and beside them the engine's own share (`Game.answer`, timed inside the
   same runs), the time until the window is idle again (the log and the autosave are
   done on the event-loop turn after the table repaints, and the other hotseat side is
   drawn ahead while idle: all of it counts there), and the share of the table the
   repaint redrew.
2. Pointer layer: the repaint after the mouse moves onto another card (hover zoom).
3. Cold start -> interactive table: a fresh process runs `--smoke-goldfish 0`, which
   reports when the first table was shown; the wall time of the whole process (Python
   start-up, imports, Qt, exit) is printed too.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_responsiveness.py
         [--size 1366x708 --size 1920x1020] [--decks starter|pool] [--only paint]

`--decks pool` plays decks built from the whole implemented card pool (every set,
`engine.gauntlet.build_deck`, a new pair for each game) instead of two starter decks;
`--size` (repeatable) measures the answer -> repaint at each window size (the table of
issue #23 is laid out by content and grows with the window).

Beside the wall time, each answer's CPU time on the GUI thread (`time.thread_time`, read
at the same moment the clock stops) is printed: on a machine shared with other work the
wall time mostly measures waiting for a core, the CPU time what the window did.

`--against REV` (repeatable) compares this tree with commit REV back to back: REV's files are
exported once (`git archive`) to a folder beside the temporary files, and this very
script runs in both trees in turn, in fresh processes, ROUNDS times interleaved
(`--rounds`, this tree first in odd rounds, REV first in even ones), so a drift of the
machine's speed falls on both alike.  Each round prints both medians and their ratio;
the summary gives the median of the rounds' ratios.  Used for issue #23 against
`0be5985`, the last commit before the issue's work began:

    .venv/bin/python benchmarks/gui_responsiveness.py --decks pool --only paint \
        --size 1366x708 --size 1920x1020 --against 0be5985 --rounds 5
"""

from __future__ import annotations

import json
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


DECKS = "starter"
#: with --profile FILE: a profiler that runs only between an answer and its repainted
#: table (the idle work between answers - painting ahead, the log - stays out of it)
PROFILER = None


def deck_pair(seed: int) -> list:  # type: ignore[type-arg]
    """Two decks for game `seed`: Ordis and Lyra starters, or with --decks pool two
    legal decks of different factions built from the whole implemented pool."""
    from engine.decks import starter_deck

    if DECKS != "pool":
        return [starter_deck("ordis"), starter_deck("lyra")]
    from engine.gauntlet import ALL, Tally, build_deck, pool

    cards = pool(ALL)
    factions = sorted({c.faction for c in cards if c.faction is not None},
                      key=lambda f: f.value)
    rng = random.Random(seed * 7919)
    a, b = rng.sample(factions, 2)
    tally = Tally()
    return [build_deck(a, cards, tally, rng), build_deck(b, cards, tally, rng)]


def full_board_game(seed: int):  # type: ignore[no-untyped-def]
    from engine.game import Game

    rng = random.Random(seed)
    g = Game.new(deck_pair(seed), seed=seed, names=("Ninette", "Lithium"))
    while not g.over and not (g.day >= 3 and _in_expeditions(g) >= 6
                              and g.pending.kind == "turn"):
        g.answer(greedy(g.pending, rng))
    return g, rng


def _in_expeditions(g) -> int:  # type: ignore[no-untyped-def]
    """Cards in all four Expeditions, read from the public view (the protocol)."""
    return sum(len(p["expeditions"][e]["cards"]) for p in g.view(None)["players"]
               for e in ("hero", "companion"))


def answer_to_paint(samples: int = 60, size: tuple[int, int] = (1640, 980)
                    ) -> dict[str, list[float]]:
    """Per answer: seconds to the repainted table (wall and GUI-thread CPU), seconds in
    `Game.answer`, seconds to an idle window, and the fraction of the table's area the
    board repaint redrew."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from altered_desktop import storage
    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession
    from engine.game import Game

    class TimedWindow(MainWindow):
        """Notes when a repaint pass that repainted the table has been flushed."""

        painted_at = 0.0
        cpu_at = 0.0

        def event(self, e: QEvent) -> bool:
            if e.type() != QEvent.Type.UpdateRequest:
                return super().event(e)
            before = self.table.paint_count
            done = super().event(e)
            if self.table.paint_count != before and not self.painted_at:
                self.painted_at = time.perf_counter()
                self.cpu_at = time.thread_time()
                if PROFILER is not None:
                    PROFILER.disable()
            return done

    class Counter(QObject):
        """Counts the events delivered while it is installed (to tell when Qt is idle)."""

        n = 0

        def eventFilter(self, obj: QObject, e: QEvent) -> bool:
            self.n += 1
            return False

    engine: list[float] = []
    real_answer = Game.answer

    def timed_answer(self: Game, answer):  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        try:
            return real_answer(self, answer)
        finally:
            engine.append(time.perf_counter() - t)

    app = QApplication.instance() or QApplication([])
    win = TimedWindow(handoff=False)
    win.set_animations(False)  # measured with animation off (issue #14)
    win.resize(*size)
    win.show()
    out: dict[str, list[float]] = {"paint": [], "cpu": [], "engine": [], "idle": [],
                                   "redrawn": []}
    counter = Counter()
    seed = 1
    while len(out["paint"]) < samples:
        game, rng = full_board_game(seed)
        seed += 1
        if game.over:
            continue
        session = GameSession(game, autosave=storage.autosave_path())  # as the app
        if hasattr(session, "display"):
            # no hand-off screens in any game (`handoff=False` above only holds for the
            # window's first game; each later game brings its own display options, and
            # a curtain over the table made a repaint nobody sees count as one)
            session.display.handoff = False
        win.set_session(session)
        app.processEvents()
        for _ in range(15):
            if win.game.over or len(out["paint"]) >= samples:
                break
            ans = greedy(win.game.pending, rng)
            painted = win.table.paint_count
            win.painted_at = 0.0
            engine.clear()
            Game.answer = timed_answer  # type: ignore[method-assign]
            if PROFILER is not None:
                PROFILER.enable()
            c0 = time.thread_time()
            t0 = time.perf_counter()
            try:
                win.submit(ans)
                while win.table.paint_count == painted or not win.painted_at:
                    app.processEvents()
            finally:
                Game.answer = real_answer  # type: ignore[method-assign]
            out["paint"].append(win.painted_at - t0)
            out["cpu"].append(win.cpu_at - c0)
            out["engine"].append(sum(engine))
            board = getattr(win.table, "board", None)  # absent before the display list
            area = sum(r.width() * r.height() for r in board.repainted) if board else \
                win.table.width() * win.table.height()
            out["redrawn"].append(area / max(1, win.table.width() * win.table.height()))
            app.installEventFilter(counter)
            while True:  # until a pass of the event loop finds nothing to do
                seen = counter.n
                app.processEvents()
                if counter.n == seen:
                    break
            app.removeEventFilter(counter)
            out["idle"].append(time.perf_counter() - t0)
    win.close()
    return out


def hover_repaint(samples: int = 120) -> list[float]:
    """Repaint after the pointer moves onto another card (hover zoom), full board."""
    from PySide6.QtWidgets import QApplication

    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession

    app = QApplication.instance() or QApplication([])
    game, _rng = full_board_game(2)
    win = MainWindow(GameSession(game), handoff=False)
    win.set_animations(False)
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


def _stats(xs: list[float], scale: float = 1000.0) -> tuple[float, float, float]:
    v = sorted(x * scale for x in xs)
    return statistics.median(v), v[int(len(v) * 0.9)], v[-1]


def exported(rev: str) -> Path:
    """A folder holding commit `rev`'s files (exported once, kept between runs)."""
    sha = subprocess.run(["git", "rev-parse", "--verify", f"{rev}^{{commit}}"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout.strip()
    folder = Path(tempfile.gettempdir()) / f"altered-at-{sha[:12]}"
    if not (folder / "altered_desktop").is_dir():
        part = folder.with_name(folder.name + f".part{os.getpid()}")
        part.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "archive", sha], cwd=ROOT, capture_output=True,
                                 check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(part)], input=archive, check=True)
        part.rename(folder)
    shared = ROOT.parent / "shared"  # the reference folder, where tests look for it
    if shared.is_dir() and not (folder.parent / "shared").exists():
        (folder.parent / "shared").symlink_to(shared)
    return folder


def one_run(tree: Path, args: list[str]) -> dict[str, list[float]]:
    """Run this script (this version of it) on the code in `tree`, in a fresh process;
    its medians per window size."""
    script = tree / "benchmarks" / "_gui_responsiveness_run.py"
    if tree != ROOT:
        script.write_text(Path(__file__).read_text())
    else:
        script = Path(__file__)
    res = subprocess.run([sys.executable, str(script), *args, "--json"], cwd=tree,
                         capture_output=True, text=True, check=True)
    line = [ln for ln in res.stdout.splitlines() if ln.startswith("{")][-1]
    return json.loads(line)  # type: ignore[no-any-return]


def compare(revs: list[str], rounds: int, args: list[str]) -> None:
    """Back to back against each of `revs`: interleaved rounds, each run in a fresh
    process, the order of the trees turned round from one round to the next."""
    trees = [("now", ROOT)] + [(rev, exported(rev)) for rev in revs]
    print(f"this tree ({ROOT}) against {', '.join(revs)}, {rounds} interleaved rounds; "
          f"GUI-thread CPU ms (wall ms), the median over each run's answers")
    ratios: dict[tuple[str, str], list[float]] = {}
    for r in range(1, rounds + 1):
        order = trees if r % 2 else trees[::-1]
        got = {name: one_run(tree, args) for name, tree in order}
        load = os.getloadavg()[0]
        for size in got["now"]:
            n = got["now"][size]
            line = [f"round {r} {size}: now {n['cpu']:.1f} ({n['paint']:.1f})"]
            for rev in revs:
                o = got[rev][size]
                ratio = n["cpu"] / o["cpu"]
                ratios.setdefault((size, rev), []).append(ratio)
                line.append(f"{rev} {o['cpu']:.1f} ({o['paint']:.1f}), ratio {ratio:.2f}")
            print(", ".join(line) + f", load {load:.1f}", flush=True)
    for (size, rev), rs in ratios.items():
        print(f"{size}: median ratio now/{rev} of the GUI-thread CPU medians "
              f"{statistics.median(rs):.2f} (rounds: {', '.join(f'{x:.2f}' for x in rs)})")


def main(argv: list[str] | None = None) -> int:
    import argparse

    global DECKS, PROFILER
    ap = argparse.ArgumentParser(description="GUI responsiveness, measured")
    ap.add_argument("--size", action="append", default=[],
                    help="window size WxH for the answer -> repaint run (repeatable)")
    ap.add_argument("--decks", choices=("starter", "pool"), default="starter")
    ap.add_argument("--samples", type=int, default=60)
    ap.add_argument("--only", choices=("paint", "all"), default="all")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    ap.add_argument("--against", metavar="REV", action="append", default=[],
                    help="compare with commit REV back to back (answer -> repaint only; "
                         "repeatable)")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved rounds for --against")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # for --against
    ap.add_argument("--profile", metavar="FILE",
                    help="write a cProfile of the answer -> repainted table windows only "
                         "(the idle work between answers left out) to FILE")
    args = ap.parse_args(argv)
    hovers, starts = (3, 1) if args.smoke else (120, 3)
    if args.smoke:
        args.samples = 3
    if args.against:
        passed = [f"--size={s}" for s in args.size] + [f"--decks={args.decks}",
                                                         f"--samples={args.samples}"]
        compare(args.against, 1 if args.smoke else args.rounds, passed)
        return 0
    DECKS = args.decks
    if args.profile:
        import cProfile

        PROFILER = cProfile.Profile()
    sizes = [tuple(int(x) for x in s.lower().split("x")) for s in args.size] or [(1640, 980)]
    medians: dict[str, dict[str, float]] = {}
    for size in sizes:
        res = answer_to_paint(args.samples, size)  # type: ignore[arg-type]
        medians[f"{size[0]}x{size[1]}"] = {k: statistics.median(v) * 1000
                                           for k, v in res.items() if k != "redrawn"}
        if args.json:
            continue
        med, p90, mx = _stats(res["paint"])
        print(f"[{size[0]}x{size[1]}, {DECKS} decks] answer -> repainted full table: "
              f"median {med:.1f} ms, p90 {p90:.1f} ms, max {mx:.1f} ms over "
              f"{len(res['paint'])} answers")
        med, p90, mx = _stats(res["cpu"])
        print(f"  CPU time of the GUI thread: median {med:.1f} ms, p90 {p90:.1f} ms, "
              f"max {mx:.1f} ms")
        med, p90, mx = _stats(res["engine"])
        print(f"  of which the engine (Game.answer): median {med:.2f} ms, p90 {p90:.2f} ms, "
              f"max {mx:.2f} ms")
        gui = [p - e for p, e in zip(res["paint"], res["engine"], strict=True)]
        med, p90, _mx = _stats(gui)
        print(f"  the GUI's own share: median {med:.1f} ms, p90 {p90:.1f} ms")
        med, p90, _mx = _stats(res["redrawn"], 100.0)
        print(f"  share of the table redrawn: median {med:.0f} %, p90 {p90:.0f} %")
        med, p90, mx = _stats(res["idle"])
        print(f"answer -> window idle again (log, autosave, drawing ahead): median "
              f"{med:.1f} ms, p90 {p90:.1f} ms, max {mx:.1f} ms")
    if PROFILER is not None:
        PROFILER.dump_stats(args.profile)
    if args.json:
        print(json.dumps(medians))
        return 0
    if args.only == "paint":
        return 0
    hv = sorted(t * 1000 for t in hover_repaint(hovers))
    print(f"pointer moves to another card -> repainted (hover zoom): median "
          f"{statistics.median(hv):.1f} ms, p90 {hv[int(len(hv) * 0.9)]:.1f} ms")
    for i, (inter, wall) in enumerate(cold_start(starts), 1):
        print(f"cold start run {i}: interactive table after {inter:.0f} ms from main(), "
              f"{wall:.0f} ms for the whole process (start, show, exit)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
