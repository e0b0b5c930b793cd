"""Count the import cycles and the imports that run back up the engine's layers.

Every import is counted, those inside functions too (they hold a cycle as firmly as a
top-level one: the module needs the other to work), except those under TYPE_CHECKING.
The layers, lowest first, are the ones docs/architecture.md draws and pyproject.toml's
import-linter contract holds (keep the two lists alike):

    model -> kernel -> vocabulary -> cards -> game -> tools

A module may import its own layer and those below it; an import of a higher layer is an
"upward" import.  Inside one layer, a cycle is still a cycle.

    .venv/bin/python tools/import_graph.py [-v]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]

#: layer of a module: the first prefix that matches (more specific first)
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("model", ("engine.model", "engine.events", "engine.decisions", "engine.rules",
               "engine.memo", "engine.loading", "engine.log", "engine.messages",
               "engine.ability_kinds", "engine.sentences", "engine.profile",
               "engine.lazy_names")),
    ("kernel", ("engine.state", "engine.gamestate", "engine.play", "engine.flow",
                "engine.view")),
    ("vocabulary", ("engine.effects",)),
    ("cards", ("engine.cards", "engine.cardtext", "engine.decks", "engine.coverage",
               "engine.ongoing", "engine.uniques")),
    ("game", ("engine.game", "engine.position", "engine.record", "engine.lesson",
              "engine.lessons", "engine.report", "engine.policies", "engine.version",
              "engine.explain", "engine.explain_card", "engine.reasons", "engine.invariants",
              "engine")),
    ("tools", ("engine.sim", "engine.gauntlet", "engine.goldfish_lab", "engine.ai",
               "engine.uniques.gauntlet", "engine.puzzle", "engine.puzzles",
               "engine.batch", "engine.review")),
)
ORDER = [name for name, _ in LAYERS]


def layer_of(module: str) -> str:
    best = ("", "")
    for name, prefixes in LAYERS:
        for p in prefixes:
            if (module == p or module.startswith(p + ".")) and len(p) > len(best[1]):
                best = (name, p)
    return best[0]


def sccs(nodes: list[str], edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    out.append(sorted(comp))
    return out


def measure(verbose: bool = False) -> dict[str, int]:
    sys.path.insert(0, str(ROOT))
    graph = grimp.build_graph("engine", exclude_type_checking_imports=True)
    nodes = sorted(graph.modules)
    edges = {m: set(graph.find_modules_directly_imported_by(m)) for m in nodes}
    cycles = [c for c in sccs(nodes, edges) if len(c) > 1]
    upward = []
    for m in nodes:
        for t in edges[m]:
            if ORDER.index(layer_of(t)) > ORDER.index(layer_of(m)):
                upward.append((m, t))
    figures = {
        "modules": len(nodes),
        "imports": sum(len(v) for v in edges.values()),
        "cycles": len(cycles),
        "modules_in_cycles": sum(len(c) for c in cycles),
        "largest_cycle": max((len(c) for c in cycles), default=0),
        "upward_imports": len(upward),
    }
    if verbose:
        for c in sorted(cycles, key=len, reverse=True):
            print(f"cycle of {len(c)}: {' '.join(c)}")
        for m, t in sorted(upward):
            print(f"upward: {m} ({layer_of(m)}) -> {t} ({layer_of(t)})")
    return figures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="list the cycles and arrows")
    args = ap.parse_args(argv)
    for k, v in measure(args.verbose).items():
        print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
