"""Reading a seat's view: the facts the automatic players weigh (no hidden card used)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TERRAIN_NAMES = ("forest", "mountain", "water")
EXPS = ("hero", "companion")

#: a seat's view (`engine.view.GameView`), read only: the players weigh it, never change it
View = Mapping[str, Any]


def me_and_them(view: View) -> tuple[dict[str, Any], dict[str, Any]]:
    me = view["viewer"]
    return view["players"][me], view["players"][1 - me]


def cards_by_oid(view: View) -> dict[int, dict[str, Any]]:
    """Every card the view shows, by object id (hands only where visible)."""
    out: dict[int, dict[str, Any]] = {}
    for p in view["players"]:
        zones = [p["discard"], p["reserve"], p["landmarks"], p["hand"] or [],
                 p["mana"]["cards"] or []]
        zones += [p["expeditions"][e]["cards"] for e in EXPS]
        for z in zones:
            for c in z:
                out[c["oid"]] = c
        if p["hero"]:
            out[p["hero"]["oid"]] = p["hero"]
    for c in view["limbo"]:
        out[c["oid"]] = c
    return out


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


def forecast(view: View, extra: dict[str, dict[str, int]] | None = None) -> float:
    """How the next Dusk looks for the viewer: Expeditions that move forward (theirs
    count against), and a little for each lead (a lead survives the opponent's reply)."""
    me, them = me_and_them(view)
    score = 0.0
    for e in EXPS:
        mine = dict(me["expeditions"][e]["stats"])
        if extra and e in extra:
            for t in TERRAIN_NAMES:
                mine[t] += extra[e][t]
        theirs = them["expeditions"][e]["stats"]
        my_region = me["expeditions"][e]["region"]
        their_region = them["expeditions"][e]["region"]
        if moves(mine, theirs, my_region):
            score += 4.0
        if moves(theirs, mine, their_region):
            score -= 4.0
        score += 0.6 * max(-3, min(3, margin(mine, theirs, my_region)))
        score -= 0.4 * max(-3, min(3, margin(theirs, mine, their_region)))
    return score


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
