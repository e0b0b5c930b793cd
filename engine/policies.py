"""Automatic players: a random legal policy (simulation, fuzzing) and the idle goldfish
opponent who always passes and never puts anything in play."""

from __future__ import annotations

import random

from engine.decisions import Decision


def random_answer(d: Decision, rng: random.Random) -> str | list[str]:
    """A uniformly random legal answer (multi-choices pick a random legal count)."""
    if d.min == 1 and d.max == 1:  # `not d.multi`, without the property's call
        return rng.choice(d.options)[0]  # its id, read by position (a specialised read)
    for _ in range(20):
        k = rng.randint(d.min, min(d.max, len(d.options)))
        ids = [o.id for o in rng.sample(d.options, k)]
        if d.check is None or d.check(tuple(ids)) is None:
            return ids
    return [o.id for o in d.options[: d.min]]


def idle_answer(d: Decision) -> str | list[str]:
    """The goldfish opponent: pass, skip, decline, and otherwise take the first option."""
    ids = [o.id for o in d.options]
    for wanted in ("pass", "skip", "no", "back"):
        if wanted in ids:
            return wanted
    if d.multi:
        return ids[: d.min]
    return ids[0]
