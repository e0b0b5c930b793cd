"""Short texts wrapped into lines of even length, so none ends on a word alone.

A greedy wrap fills each line as far as it goes and leaves what remains for the last:
"Short lessons on a real table, one rule at a / time" (review r8 #20).  Wrapping the
same text into the same number of lines at the narrowest width that still needs no more
lines shares the words out evenly, as a typesetter balances a headline.
"""

from __future__ import annotations

from typing import Any

from altered_desktop.decision_panel import wrap_text


def balanced_lines(text: str, fm: Any, width: float) -> list[str]:
    """`text` in as few lines no wider than `width` as a greedy wrap needs, each as
    near the same length as the words allow (`fm`: the font's metrics)."""
    lines = wrap_text(text, fm, int(width)).split("\n")
    if len(lines) < 2:
        return lines
    most = len(lines)
    low, high = 1, int(width)  # the narrowest width that keeps `most` lines, by halves
    while low < high:
        mid = (low + high) // 2
        if len(wrap_text(text, fm, mid).split("\n")) <= most:
            high = mid
        else:
            low = mid + 1
    return wrap_text(text, fm, high).split("\n")
