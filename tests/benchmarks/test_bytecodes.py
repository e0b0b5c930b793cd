"""benchmarks/bytecodes.py charges each bytecode to the function running it and to every
function on the stack, generators included: the profile it prints must add up."""

from __future__ import annotations

import importlib.util
from collections.abc import Generator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("bytecodes", ROOT / "benchmarks" / "bytecodes.py")
assert _spec is not None and _spec.loader is not None
bytecodes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bytecodes)


def _leaf(n: int) -> int:
    total = 0
    for i in range(n):
        total += i
    return total


def _gen(n: int) -> Generator[int, Any, int]:
    got = yield _leaf(n)
    return got + _leaf(n)


def _outer() -> int:
    g = _gen(50)
    next(g)
    try:
        g.send(1)
    except StopIteration as stop:
        return int(stop.value)
    raise AssertionError("the generator should have returned")


def test_own_counts_add_up_and_callers_include_their_callees() -> None:
    c = bytecodes.Counter()
    with c:
        _outer()
    by_name = {code.co_name: code for code in c.own}
    assert sum(c.own.values()) == c.total
    leaf, gen, outer = by_name["_leaf"], by_name["_gen"], by_name["_outer"]
    assert c.incl[leaf] == c.own[leaf] > 100  # two loops of 50: a leaf's work is its own
    # a generator resumed twice is charged once with all it ran, callees included
    assert c.incl[gen] == c.own[gen] + c.incl[leaf]
    assert c.incl[outer] >= c.own[outer] + c.incl[gen]


def test_under_keeps_only_the_work_done_inside_that_function() -> None:
    c = bytecodes.Counter(under="_gen")
    with c:
        _outer()
    names = {code.co_name for code in c.own}
    assert names == {"_gen", "_leaf"}  # `_outer`'s own work is left out
