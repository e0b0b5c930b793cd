"""Reading a seat's view: the facts the automatic players weigh (no hidden card used)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

TERRAIN_NAMES = ("forest", "mountain", "water")
EXPS = ("hero", "companion")

#: a seat's view (`engine.view.GameView`), read only: the players weigh it, never change it
View = Mapping[str, Any]


def me_and_them(view: View) -> tuple[dict[str, Any], dict[str, Any]]:
    me = view["viewer"]
    return view["players"][me], view["players"][1 - me]


def cards_by_oid(view: View) -> Mapping[int, dict[str, Any]]:
    """Every card the view shows, by object id (hands only where visible)."""
    return CardsByOid(view)


class CardsByOid(Mapping[int, dict[str, Any]]):
    """Every card the view shows, by object id, looked for zone by zone only as far as a
    question needs: the viewer's hand and Reserve first, where the cards its decisions
    name mostly are, so a lazily made view (engine.view.lazy_view_for) makes the other
    zones' card views only when asked about a card that is not in those (issue #27).
    An object is in one zone only, so the order changes no answer."""

    def __init__(self, view: View) -> None:
        self._found: dict[int, dict[str, Any]] = {}
        self._zones = _zones(view)

    def get(self, oid: int, default: Any = None) -> Any:
        """The card `oid`, or `default`: asked directly (the players ask `get` for every
        option), not through `Mapping.get`'s call of `__getitem__` and its KeyError."""
        found = self._found
        c = found.get(oid)
        if c is not None:
            return c
        for zone in self._zones:  # goes on where the last question stopped
            for c in zone:
                found[c["oid"]] = c
            if oid in found:
                return found[oid]
        return default

    def __getitem__(self, oid: int) -> dict[str, Any]:
        c = self.get(oid)
        if c is None:
            raise KeyError(oid)
        return c

    def _all(self) -> dict[int, dict[str, Any]]:
        for zone in self._zones:
            for c in zone:
                self._found[c["oid"]] = c
        return self._found

    def __iter__(self) -> Iterator[int]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


def _zones(view: View) -> Iterator[list[dict[str, Any]]]:
    """The view's zones of cards, the viewer's hand and Reserve first."""
    me = view["viewer"]
    players = view["players"]
    mine = [players[me]] if me is not None else []
    others = [p for p in players if p["index"] != me]
    for p in mine:
        yield p["hand"] or []
        yield p["reserve"]
    for p in (*mine, *others):
        for e in EXPS:
            yield p["expeditions"][e]["cards"]
        yield p["landmarks"]
    for p in mine:
        yield p["mana"]["cards"] or []
    for p in others:
        yield p["reserve"]
        yield p["hand"] or []
        yield p["mana"]["cards"] or []
    for p in (*mine, *others):
        yield p["discard"]
        if p["hero"]:
            yield [p["hero"]]
    yield view["limbo"]


def stat_dict(stats: list[int] | None) -> dict[str, int]:
    if not stats:
        return {t: 0 for t in TERRAIN_NAMES}
    return dict(zip(TERRAIN_NAMES, stats, strict=True))


def moves(mine: dict[str, int], theirs: dict[str, int], region: list[str]) -> bool:
    """Would this Expedition move forward at Dusk as things stand (4.2.4.b)?"""
    return any(mine[t] > theirs[t] and mine[t] > 0 for t in region)


def margin(mine: dict[str, int], theirs: dict[str, int], region: list[str]) -> int:
    """The best lead over the facing Expedition in one of the region's terrains."""
    if not region:
        return 0
    return max(mine[t] - theirs[t] for t in region)


#: one Expedition's side of the next Dusk: (its kind, the viewer's statistics, the
#: opponent's facing ones, the terrains of the viewer's region, of the opponent's)
DuskSide = tuple[str, dict[str, int], dict[str, int], list[str], list[str]]


def dusk_sides(view: View) -> tuple[DuskSide, ...]:
    """What `forecast` reads of the view, read once: a turn decision asks it about every
    option, and the view is the same for all of them."""
    me, them = me_and_them(view)
    out = []
    for e in EXPS:
        mine, theirs = me["expeditions"][e], them["expeditions"][e]
        out.append((e, mine["stats"], theirs["stats"], mine["region"], theirs["region"]))
    return tuple(out)


def forecast(view: View, extra: dict[str, dict[str, int]] | None = None,
             sides: tuple[DuskSide, ...] | None = None) -> float:
    """How the next Dusk looks for the viewer: Expeditions that move forward (theirs
    count against), and a little for each lead (a lead survives the opponent's reply).
    `sides`: `dusk_sides(view)`, when the caller has it already."""
    return _score([_terms(side, extra.get(side[0]) if extra else None)
                   for side in sides or dusk_sides(view)])


#: what the next Dusk holds for one Expedition (`_terms`): whether it moves forward, its
#: best lead, whether the facing one moves forward, and that one's best lead
DuskTerms = tuple[bool, int, bool, int]


def _terms(side: DuskSide, more: dict[str, int] | None = None) -> DuskTerms:
    """One Expedition's side of `forecast`, with `more` statistics added to it: `moves`
    and `margin` of both Expeditions, each worked out in one pass over its region (a
    turn decision asks this for every option)."""
    _e, my_stats, theirs, my_region, their_region = side
    mine = {t: my_stats[t] + more[t] for t in TERRAIN_NAMES} if more else my_stats
    goes, lead = _dusk(mine, theirs, my_region)
    comes, their_lead = _dusk(theirs, mine, their_region)
    return goes, lead, comes, their_lead


def _score(terms: list[DuskTerms]) -> float:
    """`forecast`'s value of each Expedition's terms, added up in the Expeditions' order
    (the same additions in the same order, so the same float whoever adds them)."""
    score = 0.0
    for goes, lead, comes, their_lead in terms:
        if goes:
            score += 4.0
        if comes:
            score -= 4.0
        score += 0.6 * max(-3, min(3, lead))
        score -= 0.4 * max(-3, min(3, their_lead))
    return score


class NextDusk:
    """`forecast` of one view, and of the same view with statistics added to one
    Expedition, for the many options of one decision: the Expedition that gets nothing
    keeps the terms worked out once, where `forecast` worked out both again for each
    option.  The same numbers as `forecast`'s (a test compares them)."""

    __slots__ = ("sides", "_terms", "base")

    def __init__(self, view: View, sides: tuple[DuskSide, ...] | None = None) -> None:
        self.sides = sides or dusk_sides(view)
        self._terms = [_terms(side) for side in self.sides]
        #: the forecast as things stand
        self.base = _score(self._terms)

    def adding(self, exp: str, more: dict[str, int]) -> float:
        """`forecast(view, {exp: more})`."""
        return _score([_terms(side, more) if side[0] == exp else kept
                       for side, kept in zip(self.sides, self._terms, strict=True)])


def _dusk(mine: dict[str, int], theirs: dict[str, int], region: list[str]) -> tuple[bool, int]:
    """(`moves`, `margin`) of one Expedition facing another in `region`."""
    goes = False
    lead = None
    for t in region:
        m = mine[t]
        d = m - theirs[t]
        if d > 0 and m > 0:
            goes = True
        if lead is None or d > lead:
            lead = d
    return goes, 0 if lead is None else lead


def progress(view: View) -> int:
    """Regions travelled by the viewer minus those travelled by the opponent."""
    me, them = me_and_them(view)
    return sum(me["expeditions"][e]["distance"] - them["expeditions"][e]["distance"]
               for e in EXPS)


def card_worth(c: dict[str, Any]) -> float:
    """What a card is worth in hand, roughly: a Character its statistics, anything else
    a little more than its cost (its effect is assumed fair for the price)."""
    if c.get("stats"):
        return sum(c["stats"]) / 1.5 + 0.5
    return 1.0 + 0.8 * (c.get("hand_cost") or 0)


def evaluate(view: View) -> float:
    """A position's value for the viewer: distance first, then the coming Dusk, then
    cards and mana in hand for later days."""
    me, them = me_and_them(view)
    if view["over"]:
        return 1000.0 if view["winner"] == view["viewer"] else -1000.0
    material = (me["hand_count"] - them["hand_count"]) * 1.0
    material += (len(me["reserve"]) - len(them["reserve"])) * 0.6
    mana = me["mana"]["ready"] + me["mana"]["exhausted"]
    their_mana = them["mana"]["ready"] + them["mana"]["exhausted"]
    material += (min(mana, 8) - min(their_mana, 8)) * 0.8
    return 12.0 * progress(view) + forecast(view) + material
