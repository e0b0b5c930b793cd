"""Which engine made a record: the program's version and a version of its rules data.

A record replays only under an engine that rules the same way.  When a replay stops
matching (an answer is no longer legal), the error names both engines, so a bug report
says whether the rules changed in between or the record is damaged.  The program
version comes from the installed distribution; the rules version is a digest of every
shipped card's facts and rendered text (test-only cards excluded), so changing what a
card does changes it even when nobody remembers to bump a number.
"""

from __future__ import annotations

import hashlib
from functools import cache
from importlib import metadata

#: the edition of the Complete Rules the engine follows
RULES_EDITION = "CR3.0"


@cache
def engine_version() -> str:
    """The program's version, or 'unknown' where no distribution metadata is shipped."""
    try:
        return metadata.version("altered-desktop")
    except metadata.PackageNotFoundError:
        return "unknown"


@cache
def rules_version() -> str:
    """The rules edition plus a short digest of the shipped cards as the engine plays them."""
    from engine.cards.registry import shipped_cards

    h = hashlib.sha256()
    for c in sorted(shipped_cards(), key=lambda c: c.ref):
        h.update(repr((c.ref, c.name, c.type.value, c.hand_cost, c.reserve_cost, c.stats,
                       c.reserve_limit, c.landmark_limit, c.zone_type, c.subtypes,
                       c.text(), c.ruling)).encode())
    return f"{RULES_EDITION}-{h.hexdigest()[:12]}"


def stamp() -> dict[str, str]:
    """What a record says about the engine that wrote it."""
    return {"version": engine_version(), "rules": rules_version()}
