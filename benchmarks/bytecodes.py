"""Where a decision's work goes, in bytecodes: a profile that a loaded machine cannot blur.

    .venv/bin/python benchmarks/bytecodes.py [--kind pool|starter|lab] [--games 20] [--top 40]
                                             [--under FUNCTION] [--lines]
    .venv/bin/python benchmarks/bytecodes.py --smoke

cProfile times every call by the clock, so on a two-core machine shared by several
people a function that was merely running when the process lost the processor takes
the blame (a 100 microsecond "own time" for a function of five lines), and its own
overhead distorts small functions (docs/benchmarks.md).  This script counts instead:
the interpreter reports every bytecode it executes (`sys.settrace` with
`f_trace_opcodes`), and each is charged to the function running it ("own") and to every
function on the stack, generators included ("with callees", each function counted once
however deep it recurses).  The counts are those of the seeded games of
benchmarks/speed_anchors.py after four warm-up games, divided by their decisions: the
same from run to run.

A bytecode is not a unit of time (making a generator or an object, a call, a dict
look-up cost more than an addition; benchmarks/instructions.py counts the machine
instructions, and speed_anchors.py the CPU time), but the counts say which functions a
decision spends its work in and what a change removed.  `--under NAME` keeps only the
work done while a function of that name is on the stack (what Progress spends its
bytecodes on); `--lines` lists source lines by their own bytecodes instead.  Some 30
times slower than a plain run.
"""

from __future__ import annotations

import argparse
import collections
import linecache
import sys
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _where(code: CodeType) -> str:
    name = code.co_filename
    for base in (str(ROOT) + "/", sys.prefix + "/", sys.base_prefix + "/"):
        if name.startswith(base):
            name = name[len(base):]
    return f"{name}:{code.co_firstlineno} {code.co_qualname}"


class Counter:
    """Bytecodes by function (own, with callees) or by line, while tracing is on."""

    def __init__(self, under: str | None = None, lines: bool = False) -> None:
        self.total = 0
        self.own: collections.Counter[CodeType] = collections.Counter()
        self.incl: collections.Counter[CodeType] = collections.Counter()
        self.by_line: collections.Counter[tuple[str, int]] = collections.Counter()
        self._stack: list[tuple[CodeType, int]] = []
        self._on: collections.Counter[CodeType] = collections.Counter()
        self._under = under
        self._lines = lines

    def _call(self, frame: FrameType, event: str, arg: Any) -> Any:
        if event != "call":
            return None
        frame.f_trace_opcodes = True
        code = frame.f_code
        self._stack.append((code, self.total))
        self._on[code] += 1
        return self._step

    def _step(self, frame: FrameType, event: str, arg: Any) -> Any:
        if event == "opcode":
            self.total += 1
            if self._under is None or self._inside():
                if self._lines:
                    self.by_line[(frame.f_code.co_filename, frame.f_lineno or 0)] += 1
                else:
                    self.own[frame.f_code] += 1
        elif event == "return":
            code, start = self._stack.pop()
            self._on[code] -= 1
            if not self._on[code] and (self._under is None or code.co_name == self._under
                                       or self._inside()):
                self.incl[code] += self.total - start
        return self._step

    def _inside(self) -> bool:
        return any(code.co_name == self._under for code, _ in self._stack)

    def __enter__(self) -> Counter:
        sys.settrace(self._call)
        return self

    def __exit__(self, *exc: Any) -> None:
        sys.settrace(None)


def play(kind: str, n: int, counter: Counter | None) -> int:
    """The seeded games of speed_anchors.py (four warm-up games first, uncounted);
    returns their decisions."""
    if kind == "lab":
        return play_lab(n, counter)
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import speed_anchors

    from engine.sim import play_one

    pairs = speed_anchors._decks(kind, n + 4)
    for i in range(4):
        play_one(pairs[n + i], 10_000 + i, False)
    decisions = 0
    if counter is None:
        return sum(play_one(pairs[i], i, False)["decisions"] for i in range(n))
    with counter:
        for i in range(n):
            decisions += play_one(pairs[i], i, False)["decisions"]
    return decisions


def play_lab(n: int, counter: Counter | None) -> int:
    """The goldfish lab's seeded whole-pool games (those of `instructions.py --kind lab`:
    the greedy pilot, its views, the lab's observer; four warm-up games first); returns
    the pilot's decisions."""
    import random

    from engine.gauntlet import ALL, Tally, build_deck, pool
    from engine.goldfish_lab import play_goldfish
    from engine.model import Faction

    deck = build_deck(Faction("AX"), pool(ALL), Tally(), random.Random(1))
    assert deck is not None
    for i in range(4):
        play_goldfish(deck, 10_000 + i)
    if counter is None:
        return sum(play_goldfish(deck, seed)["decisions"] for seed in range(1, n + 1))
    with counter:
        return sum(play_goldfish(deck, seed)["decisions"] for seed in range(1, n + 1))


def report(c: Counter, decisions: int, top: int) -> None:
    per = c.total / decisions
    print(f"{decisions} decisions, {per:,.0f} bytecodes per decision")
    if c._lines:
        print("\nper decision  line")
        for (fname, line), k in c.by_line.most_common(top):
            text = linecache.getline(fname, line).strip()[:80]
            short = fname[len(str(ROOT)) + 1:] if fname.startswith(str(ROOT)) else fname
            print(f"{k / decisions:10.1f}  {short}:{line}  {text}")
        return
    print("\nwith callees     own  function")
    for code, k in c.incl.most_common(top):
        print(f"{k / decisions:8.1f} {100 * k / c.total:5.1f}% "
              f"{c.own[code] / decisions:7.1f}  {_where(code)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kind", default="pool", choices=("pool", "starter", "lab"),
                    help="lab: the goldfish lab's games, per pilot decision")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--under", metavar="FUNCTION",
                    help="count only while a function of this name is running")
    ap.add_argument("--lines", action="store_true", help="source lines by own bytecodes")
    ap.add_argument("--smoke", action="store_true", help="one short counted game, for CI")
    a = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if a.smoke:
        a.games, a.top = 1, 5
    counter = Counter(a.under, a.lines)
    decisions = play(a.kind, a.games, counter)
    report(counter, decisions, a.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
