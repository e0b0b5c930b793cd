"""Value axes for the app's small charts: whole numbers at even steps.

A count (games won, regions travelled, cards, mana) has no fractions, so an axis of
counts is labelled with whole numbers only, at one even step from 0 to a top that is a
whole number of steps; four lines at quarters of 5 would read "0 1 2 4 5", and quarters
of 150 "0 38 75 112 150".
"""

from __future__ import annotations

_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000)


def integer_ticks(highest: float, most: int = 6) -> list[int]:
    """Ticks 0, s, 2s, … up to the first multiple of s at or above `highest`, with the
    smallest step s of 1, 2, 5, 10, 20, 25, 50… that needs at most `most` intervals."""
    top = max(1, int(-(-highest // 1)))
    for step in _STEPS:
        n = -(-top // step)
        if n <= most:
            return [k * step for k in range(n + 1)]
    step = -(-top // most)
    return [k * step for k in range(most + 1)]
