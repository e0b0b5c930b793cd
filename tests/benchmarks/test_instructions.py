"""benchmarks/instructions.py reads cachegrind's totals and counts the chess anchor
(issue #27): the parts the smoke run does not reach, valgrind not being needed here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import instructions  # noqa: E402 - a script of benchmarks/, not a package

#: the head and tail of a cachegrind output file run with the cache and branch simulation
CG_OUT = """desc: I1 cache:         32768 B, 64 B, 8-way associative
cmd: python instructions.py --worker pool
events: Ir I1mr ILmr Dr D1mr DLmr Dw D1mw DLmw Bc Bcm Bi Bim
fl=???
fn=???
0 1 2 3
summary: 1000 30 1 400 20 2 300 10 1 150 7 40 3
"""


def test_the_totals_are_read_event_by_event() -> None:
    totals = instructions.cachegrind_totals(CG_OUT)
    assert totals["Ir"] == 1000
    assert sum(totals[e] for e in instructions.MISSES["D1 misses"]) == 30
    assert sum(totals[e] for e in instructions.MISSES["I1 misses"]) == 30
    assert sum(totals[e] for e in instructions.MISSES["branch misses"]) == 10


def test_a_file_without_its_summary_gives_nothing() -> None:
    assert instructions.cachegrind_totals(CG_OUT.split("summary:")[0]) == {}


def test_the_chess_anchor_is_counted_in_moves() -> None:
    pytest.importorskip("chess")
    assert instructions.games(str(ROOT), "chess", 1) > 0
