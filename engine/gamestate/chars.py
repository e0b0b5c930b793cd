"""The characteristics as the passives have changed them (2.3.1.g-h): only the differences
from the printed ones, worked out by the vocabulary (`WORDS.evaluate`) and read by the
kernel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Terrain
    from engine.state import GameState

Delta = frozenset[tuple[Any, ...]]


EMPTY: Delta = frozenset()


# What of the table a passive that reads only the table reads (`CharPassive.table_reads`),
# beyond where objects are, their controllers, Expeditions and timestamps (which every
# such passive is taken to read): a mask of these bits.  `GameState.chars` keeps its
# answer while none of the facts the passives held read has changed (issue #27).
READS_MARKS = 1  # statuses and counters of objects (`GameState.marks_changed`)
READS_REGIONS = 2  # regions' terrains, Terrain Markers, Tumult cards, the Expeditions'
# positions (`GameState.regions_changed`)
READS_PHASE = 4  # the phase of the day
READS_ALL = READS_MARKS | READS_REGIONS | READS_PHASE


@attrs.frozen
class Chars:
    """The characteristics changed by passives: only the differences from the printed ones."""

    subtypes: dict[int, frozenset[str]] = attrs.field(factory=dict)  # oid -> added sub-types
    keywords: dict[int, dict[str, int | None]] = attrs.field(factory=dict)
    lost: frozenset[int] = frozenset()  # oids of objects that lost their abilities
    terrains: dict[int, frozenset[Terrain]] = attrs.field(factory=dict)  # region -> terrains
    # oid -> statistics that replace the printed ones ("equal to their highest statistic");
    # boosts still add to them (2.5.1.b)
    stats: dict[int, Any] = attrs.field(factory=dict)

    def apply(self, delta: Delta, g: GameState) -> Chars:
        subs = dict(self.subtypes)
        kws = {k: dict(v) for k, v in self.keywords.items()}
        lost = set(self.lost)
        terr = dict(self.terrains)
        stats = self.stats
        for fact in sorted(delta, key=lambda f: (f[0] != "terr=", repr(f))):
            kind = fact[0]
            if kind == "sub":
                subs[fact[1]] = subs.get(fact[1], frozenset()) | {fact[2]}
            elif kind == "kw":
                kws.setdefault(fact[1], {})[fact[2]] = fact[3]
            elif kind == "lose":
                lost.add(fact[1])
            elif kind == "terr=":
                terr[fact[1]] = fact[2]
            elif kind == "terr+":
                base = terr.get(fact[1], g.regions[fact[1]].shown_terrains)
                terr[fact[1]] = base | {fact[2]}
            elif kind == "stat=":
                stats = {**stats, fact[1]: fact[2]}
        return Chars(subs, kws, frozenset(lost), terr, stats)


NO_CHANGES = Chars()
