"""What one player may see: plain data built from the state, hidden zones as counts.

The GUI draws only from this, so a hotseat table never shows a hand it should not.
The shape (all JSON-friendly):

    day, phase, first_player, turn_player, initiative, tiebreak, over, winner, win_reason
    adventure: [{index, name, face_down, terrains}]
    players: [{index, name, hero, reserve_limit, landmark_limit, passed,
               hand (list of cards, or None when hidden), hand_count, deck_count,
               discard, reserve, landmarks, mana: {ready, exhausted, cards or None},
               expeditions: {hero|companion: {position, distance, region, cards, stats,
                                               facing_stats}}}]
    limbo: [cards], emblems: [{oid, controller, kind, source, text, duration}]
    pending: the decision if it is the viewer's, else {player, kind, waiting: True}
    card: {oid, ref, name, type, faction, rarity, subtypes, hand_cost, reserve_cost,
           stats, base_stats, statuses, counters, boosts, keywords, text, owner,
           controller, zone, expedition, token, ruling}
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.memo import per_object
from engine.model import EXPEDITIONS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState


@per_object
def card_text(cdef: Any) -> str:
    """A definition's rendered text never changes: render it once."""
    return cdef.text()


@per_object
def _printed(cd: Any) -> dict[str, Any]:
    """The part of a card's view that comes from its definition alone (built once)."""
    hero = cd.type.value == "hero"
    return {
        "ref": cd.ref, "name": cd.name, "type": cd.type.value,
        "faction": cd.faction.value if cd.faction else None, "rarity": cd.rarity.value,
        "subtypes": list(cd.subtypes), "hand_cost": cd.hand_cost, "reserve_cost": cd.reserve_cost,
        "base_stats": [cd.stats.forest, cd.stats.mountain, cd.stats.water] if cd.stats else None,
        "text": card_text(cd), "token": cd.is_token, "zone_type": cd.zone_type,
        "ruling": cd.ruling,
        "reserve_limit": cd.reserve_limit if hero else None,
        "landmark_limit": cd.landmark_limit if hero else None,
    }


def card_view(g: GameState, c: Card) -> dict[str, Any]:
    cd = c.cdef
    st = g.stats(c) if cd.stats is not None else None
    view = dict(_printed(cd))
    view["subtypes"] = list(view["subtypes"])  # each view owns its lists
    if view["base_stats"] is not None:
        view["base_stats"] = list(view["base_stats"])
    z = c.zone
    view.update(
        oid=c.oid,
        stats=[st.forest, st.mountain, st.water] if st else None,
        statuses=sorted(s.value for s in c.statuses) if c.statuses else [],
        counters=dict(c.counters), boosts=c.boosts,
        keywords=g.keywords(c) if z is ZONE.EXPEDITION or z is ZONE.LANDMARK else {},
        owner=c.owner, controller=c.controller, zone=z.value, expedition=c.expedition,
    )
    return view


def _stats(s: Any) -> dict[str, int]:
    return {"forest": s.forest, "mountain": s.mountain, "water": s.water}


def view_for(g: GameState, viewer: int | None) -> dict[str, Any]:
    players = []
    for p in g.players:
        own = viewer == p.index
        exps = {}
        for e in EXPEDITIONS:
            region = g.regions[p.position[e]] if g.regions else None
            exps[e] = {
                "position": p.position[e],
                "distance": p.distance(e),
                "region": sorted(t.value for t in region.shown_terrains) if region else [],
                "cards": [card_view(g, c) for c in g.in_expedition(p.index, e)],
                "stats": _stats(g.expedition_stats(p.index, e)),
                "facing_stats": _stats(g.expedition_stats(1 - p.index, e)),
            }
        ready = g.ready_mana(p.index)
        players.append({
            "index": p.index, "name": p.name,
            "hero": card_view(g, p.hero) if p.hero else None,
            "reserve_limit": p.reserve_limit, "landmark_limit": p.landmark_limit,
            "passed": p.passed,
            "hand": [card_view(g, c) for c in p.hand] if own else None,
            "hand_count": len(p.hand), "deck_count": len(p.deck),
            "discard": [card_view(g, c) for c in p.discard],
            "reserve": [card_view(g, c) for c in p.reserve],
            "landmarks": [card_view(g, c) for c in p.landmarks],
            "mana": {
                "ready": ready, "exhausted": len(p.mana) - ready,
                # players may look at their own Mana zone (3.2.9.d), not the opponent's
                "cards": [dict(card_view(g, c), exhausted=c.exhausted) for c in p.mana]
                if own else None,
            },
            "expeditions": exps,
        })
    pending = getattr(g, "pending", None)
    pview: dict[str, Any] | None = None
    if pending is not None:
        if pending.player == viewer:
            pview = {
                "player": pending.player, "kind": pending.kind, "prompt": pending.prompt,
                "min": pending.min, "max": pending.max, "info": list(pending.info),
                "source": pending.source, "waiting": False,
                "options": [{"id": o.id, "label": o.label, "objects": list(o.objects),
                             "detail": o.detail} for o in pending.options],
            }
        else:
            pview = {"player": pending.player, "kind": pending.kind, "waiting": True}
    return {
        "viewer": viewer, "day": g.day, "phase": g.phase.value, "first_player": g.first,
        "turn_player": g.turn_player, "initiative": g.initiative(), "tiebreak": g.tiebreak,
        "over": g.over, "winner": g.winner, "win_reason": g.win_reason,
        "adventure": [{"index": i, "name": r.name, "face_down": r.face_down,
                       "terrains": sorted(t.value for t in r.shown_terrains)}
                      for i, r in enumerate(g.regions)],
        "players": players,
        "limbo": [card_view(g, c) for c in g.limbo],
        "emblems": [{"oid": e.oid, "controller": e.controller, "kind": e.kind,
                     "source": e.source_name, "source_oid": e.source_oid,
                     "text": e.text, "duration": e.duration}
                    for e in g.emblems],
        "pending": pview,
        "log_size": len(g.log),
    }
