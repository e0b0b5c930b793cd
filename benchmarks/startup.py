"""Start-up: the app's first painted window against a bare PySide6 window, and `import
engine` + a first card lookup against `import chess` + a board (issue #27's table).

    .venv/bin/python benchmarks/startup.py [--rounds 7] [--base DIR]
    .venv/bin/python benchmarks/startup.py --smoke

Every measure is a fresh interpreter (with its .pyc files written beforehand, as an
installed app has them), and reports the CPU time of its own process (time.process_time,
interpreter start-up included) at the moment measured, and the wall time since the
parent started it.  Rounds are interleaved; the figure is the median over the rounds,
ratios are of medians.  CPU time is the headline: on a shared machine the wall clock
mostly measures the neighbours.

- bare: QApplication, a QWidget shown, until its first paint event.
- app: `altered_desktop.app.main()` (no autosave offered, an empty data folder) until
  the first paint event of its main window.
- engine: `import engine` and `engine.card_by_ref()` of one starter card.
- chess: `import chess` and `chess.Board()` (python-chess; left out when missing).

`--base DIR` measures the app and the engine of another checkout too (before/after).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_REPORT = """
import json, time
def report(extra=None):
    print("STARTUP " + json.dumps({"cpu": time.process_time(), "t": time.time(), **(extra or {})}),
          flush=True)
"""

_PAINTED = _REPORT + """
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication.instance() or QApplication(["startup"])
class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, e):
        if (not self.done and e.type() == QEvent.Type.Paint and isinstance(obj, QWidget)
                and obj.window().isVisible()):
            self.done = True
            import os, sys
            report({"engine_loaded": "engine.game" in sys.modules,
                    "window": type(obj.window()).__name__})
            os._exit(0)
        return False
f = FirstPaint()
app.installEventFilter(f)
"""

SNIPPETS = {
    "bare": _PAINTED + """
w = QWidget(); w.resize(1640, 980); w.show()
app.exec()
""",
    "app": _PAINTED + """
import sys
from altered_desktop import app as desktop
sys.exit(desktop.main(["--no-resume"]))
""",
    "engine": _REPORT + """
import engine
engine.card_by_ref("ALT_CORE_B_AX_04_C")
report()
""",
    "chess": _REPORT + """
import chess
chess.Board()
report()
""",
}


def run(kind: str, root: Path, data: str) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(root), "ALTERED_DESKTOP_DATA": data,
           "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    # an installed app has its .pyc files: a PYTHONDONTWRITEBYTECODE inherited from the
    # shell would have every run compile every source again (the figures of 27 Nov were
    # taken that way, the engine's sources compiled at each start, chess's not)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", SNIPPETS[kind]], capture_output=True,
                         text=True, env=env, cwd=root, timeout=300)
    lines = [x for x in out.stdout.splitlines() if x.startswith("STARTUP ")]
    if not lines:
        raise RuntimeError(f"{kind} at {root} reported nothing:\n{out.stdout}\n{out.stderr}")
    got = json.loads(lines[-1][len("STARTUP "):])
    got["wall"] = got["t"] - t0
    return got


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--base", metavar="DIR", help="another checkout to measure alongside")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.rounds = 1
    roots = {"now": ROOT} | ({"base": Path(a.base).resolve()} if a.base else {})
    measures = [("bare", ROOT, "bare")]
    measures += [(f"{n} app", r, "app") for n, r in roots.items()]
    measures += [(f"{n} engine", r, "engine") for n, r in roots.items()]
    if importlib.util.find_spec("chess") is not None:  # the anchor is optional
        measures.append(("chess", ROOT, "chess"))
    else:
        print("python-chess is not installed (pip install chess): no anchor")
    cpu: dict[str, list[float]] = {m[0]: [] for m in measures}
    wall: dict[str, list[float]] = {m[0]: [] for m in measures}
    with tempfile.TemporaryDirectory() as data:
        for _label, root, kind in measures:  # writes the .pyc files, warms the disk cache
            run(kind, root, data)
        for r in range(a.rounds):
            for label, root, kind in measures:
                got = run(kind, root, data)
                cpu[label].append(got["cpu"] * 1000)
                wall[label].append(got["wall"] * 1000)
                note = " (engine already loaded)" if got.get("engine_loaded") else ""
                print(f"round {r + 1} {label:11} CPU {cpu[label][-1]:7.0f} ms  wall "
                      f"{wall[label][-1]:7.0f} ms{note}", flush=True)
    med = {k: statistics.median(v) for k, v in cpu.items()}
    wmed = {k: statistics.median(v) for k, v in wall.items()}
    print(f"medians over {a.rounds} round(s): CPU ms (wall ms)")
    for k in med:
        print(f"  {k:11} {med[k]:7.0f} ({wmed[k]:7.0f})")
    for n in roots:
        line = (f"{n}: app to first paint vs bare window {med[f'{n} app'] / med['bare']:.2f}x "
                f"CPU ({wmed[f'{n} app'] / wmed['bare']:.2f}x wall)")
        if "chess" in med:
            line += (f"; engine + lookup vs chess + board {med[f'{n} engine'] / med['chess']:.2f}x "
                     f"CPU ({wmed[f'{n} engine'] / wmed['chess']:.2f}x wall)")
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
