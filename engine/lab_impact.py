"""Which cards make a deck win sooner: the goldfish lab's impact figure.

For each card, the games of a run split in two: those where a copy was in the pilot's
hand by day `EARLY_DAY` (the opening hand or a draw up to then), and the others.  The
impact is the mean win day of the second group minus that of the first: +0.5 means the
deck won half a day sooner when it held the card early.  "Drawn at all" would not do:
a long game draws more cards, so every card would look as if it slowed the deck down;
by day 2 every game has drawn the same number of cards.

A game not won within the lab's limit counts as won the day after it (a loss is never
better than a late win).  With the impact comes a Welch t-statistic, the difference
over its standard error, so that a reader (and `conclusion`) can tell a difference from
the noise of a few games.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import sqrt
from typing import Any

#: a card "in hand early": in the opening hand or drawn by this day
EARLY_DAY = 2
#: the fewest games on each side of the split for an impact to be given at all
LEAST_SIDE = 3
#: the t-statistic from which a difference is named in a conclusion: beyond what the
#: noise of twenty cards compared at once would give by chance
CLEAR_T = 2.5
#: the fewest games for which a conclusion is attempted at all
LEAST_GAMES = 20


def _mean_var(xs: Sequence[float]) -> tuple[float, float]:
    m = sum(xs) / len(xs)
    return m, sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1)


def card_impacts(results: Iterable[dict[str, Any]], last_day: int) -> dict[str, dict[str, Any]]:
    """Per card reference: {"impact": days sooner, "impact_t": t, "early_games": n}
    over the per-game `results` (engine.goldfish_lab.play_goldfish's: "won", "day",
    "drawn" as (ref, day) pairs); `last_day` is the lab's limit.  A card held early in
    nearly every game, or nearly never, has impact None: there is nothing to compare."""
    games = list(results)
    ends = [float(r["day"]) if r["won"] else float(last_day + 1) for r in games]
    early = [{ref for ref, day in r["drawn"] if day <= EARLY_DAY} for r in games]
    refs = sorted({ref for r in games for ref, _ in r["drawn"]})
    out: dict[str, dict[str, Any]] = {}
    for ref in refs:
        held = [e for e, hand in zip(ends, early, strict=True) if ref in hand]
        not_held = [e for e, hand in zip(ends, early, strict=True) if ref not in hand]
        impact = t = None
        if len(held) >= LEAST_SIDE and len(not_held) >= LEAST_SIDE:
            (m1, v1), (m0, v0) = _mean_var(held), _mean_var(not_held)
            impact = round(m0 - m1, 2)
            se = sqrt(v1 / len(held) + v0 / len(not_held))
            t = round((m0 - m1) / se, 2) if se > 0 else (0.0 if m0 == m1 else None)
        out[ref] = {"impact": impact, "impact_t": t, "early_games": len(held)}
    return out


def conclusion(cards: Sequence[dict[str, Any]], games: int, most: int = 2) -> dict[str, Any]:
    """What a run says about its cards, as data for a sentence: "few" (too few games to
    tell), "none" (no card clearly matters), or "found" with the `most` cards that
    clearly help ("sooner") and clearly hurt ("later"), each (name, days), by impact."""
    if games < LEAST_GAMES:
        return {"verdict": "few", "sooner": [], "later": []}
    clear = [c for c in cards if c.get("impact") is not None and c.get("impact_t") is not None
             and abs(c["impact_t"]) >= CLEAR_T]
    sooner = sorted((c for c in clear if c["impact"] > 0), key=lambda c: -c["impact"])
    later = sorted((c for c in clear if c["impact"] < 0), key=lambda c: c["impact"])
    if not sooner and not later:
        return {"verdict": "none", "sooner": [], "later": []}
    return {"verdict": "found",
            "sooner": [(c["name"], c["impact"]) for c in sooner[:most]],
            "later": [(c["name"], -c["impact"]) for c in later[:most]]}
