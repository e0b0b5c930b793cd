"""Determinization: a whole game rebuilt from one seat's view, the cards it cannot see
drawn at random from those that could be there.

What the seat knows: everything its view shows, its own deck list, and a deck list for
the opponent (the search player is given it, as with open deck lists; see
engine.ai.search).  What it does not: the order of its own Deck, and the opponent's Hand,
Deck and Mana Orbs.  Those are sampled from the deck list minus the cards the view shows,
and the rebuilt game starts from the position builder (`Game.from_position`), so the
copy shares nothing with the real game and cannot leak it.  The position builder does
not carry Limbo, Emblems or the per-day counts (docs/position-builder.md): a rebuilt
game is an approximation, good enough to compare the options of a turn.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.ai.read import EXPS, View
from engine.decks import Deck
from engine.effects.ascended import Ascended
from engine.game import Game
from engine.model import Phase, Terrain
from engine.position import CardAt, Ongoing, Position, Side, Tumult, card

TERRAINS = (Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER)
ASCENDED_WORDS = Ascended((0, "hero")).text()  # the words of an Ascended Expedition's Emblem


def _at(cv: dict[str, Any], side: int, zone: str) -> CardAt:
    statuses = [s for s in cv["statuses"]]
    if zone in ("hand", "deck", "discard"):
        statuses = []
    elif zone in ("mana", "reserve"):
        statuses = [s for s in statuses if s == "exhausted"]
    counters = {k: v for k, v in cv["counters"].items() if k != "boost" and v > 0}
    boosts = cv["boosts"] if cv["type"] in ("character", "token") else 0
    if zone == "limbo":  # Fleeting or not, and nothing else (2.4.6.a)
        statuses, counters, boosts = [s for s in statuses if s == "fleeting"], {}, 0
    owner = cv["owner"] if cv["owner"] != side else None
    return card(cv["ref"], *statuses, boosts=boosts, counters=counters, owner=owner)


def _seen_refs(view: View, owner: int) -> Counter[str]:
    """Cards of `owner`'s deck list that the view shows, wherever they are."""
    seen: Counter[str] = Counter()
    for p in view["players"]:
        zones = [p["discard"], p["reserve"], p["landmarks"], p["hand"] or [],
                 p["mana"]["cards"] or []] + [p["expeditions"][e]["cards"] for e in EXPS]
        for z in zones:
            for c in z:
                if c["owner"] == owner and not c["token"]:
                    seen[c["ref"]] += 1
    for c in view["limbo"]:
        if c["owner"] == owner and not c["token"]:
            seen[c["ref"]] += 1
    return seen


def _unseen(deck: Deck, seen: Counter[str], need: int, rng: random.Random) -> list[str]:
    """`need` cards drawn from the deck list minus what was seen (padded from the whole
    list should the guess at the list be wrong)."""
    pool = list((Counter(deck.cards) - seen).elements())
    rng.shuffle(pool)
    while len(pool) < need:
        pool.append(rng.choice(deck.cards) if deck.cards else pool[0])
    return pool[:need]


def _adventure(view: View, rng: random.Random) -> tuple[Tumult, ...] | None:
    regions = view["adventure"]
    if len(regions) != 8:
        return None  # the Arena (tiebreakers): no Adventure to rebuild
    known: list[tuple[Terrain, bool] | None] = []
    for i in range(3):
        a, b = regions[1 + 2 * i], regions[2 + 2 * i]
        if a["face_down"]:
            known.append(None)
            continue
        # the printed terrains: a Terrain Marker or a passive changes what a region is
        # now, not which half of its Tumult card it is
        first_single = len(a["printed"]) == 1
        single = (a if first_single else b)["printed"][0]
        known.append((Terrain(single), first_single))
    free = [t for t in TERRAINS if t not in {k[0] for k in known if k}]
    rng.shuffle(free)
    out = []
    for k in known:
        if k is None:
            out.append(Tumult(free.pop(), rng.random() < 0.5, False))
        else:
            out.append(Tumult(k[0], k[1], True))
    return tuple(out)


def sample_position(view: View, own_deck: Deck, their_deck: Deck,
                    rng: random.Random) -> Position:
    """A position the viewer cannot tell from the real one (at its turn decision)."""
    me = view["viewer"]
    tiebreak = bool(view.get("tiebreak"))  # the Arena: nothing travels (4.3.b)
    sides = []
    for p in view["players"]:
        i = p["index"]
        mine = i == me
        deck_list = own_deck if mine else their_deck
        hidden_hand = 0 if mine else p["hand_count"]
        hidden_mana = 0 if mine else p["mana"]["ready"] + p["mana"]["exhausted"]
        unseen = _unseen(deck_list, _seen_refs(view, i), p["deck_count"] + hidden_hand
                         + hidden_mana, rng)
        deck = [CardAt(r) for r in unseen[: p["deck_count"]]]
        rest = unseen[p["deck_count"]:]
        if mine:
            hand = [_at(c, i, "hand") for c in p["hand"]]
            mana = [_at(c, i, "mana") if not c.get("exhausted") else
                    card(c["ref"], "exhausted") for c in p["mana"]["cards"]]
        else:
            hand = [CardAt(r) for r in rest[:hidden_hand]]
            refs = rest[hidden_hand:]
            ready = p["mana"]["ready"]
            mana = [CardAt(r) if k < ready else card(r, "exhausted") for k, r in enumerate(refs)]
        exps = {e: tuple(_at(c, i, "expedition") for c in p["expeditions"][e]["cards"])
                for e in EXPS}
        travelled = (0, 0) if tiebreak else (p["expeditions"]["hero"]["distance"],
                                              p["expeditions"]["companion"]["distance"])
        sides.append(Side(
            p["name"], _at(p["hero"], i, "hero") if p["hero"] else None, tuple(hand),
            tuple(deck), tuple(_at(c, i, "discard") for c in p["discard"]),
            tuple(_at(c, i, "reserve") for c in p["reserve"]),
            tuple(_at(c, i, "landmarks") for c in p["landmarks"]), tuple(mana),
            exps["hero"], exps["companion"], travelled,
            bool(p["passed"]) and view["turn_player"] is not None, frozenset(),
            tuple(Terrain(t) for t in p.get("markers", [])),
            tuple(_at(c, i, "limbo") for c in view["limbo"] if c["owner"] == i),
            frozenset(e for e in EXPS if p["expeditions"][e].get("ascended"))))
    adventure = None if tiebreak else _adventure(view, rng)
    markers = tuple((r["index"], Terrain(t)) for r in view["adventure"]
                    for t in r["markers"]) if adventure is not None else ()
    return Position(tuple(sides), view["day"], Phase.AFTERNOON, view["first_player"],
                    me, adventure, markers=markers, tiebreak=tiebreak,
                    ongoing=_ongoing(view))


def _ongoing(view: View) -> tuple[Ongoing, ...]:
    """The Ongoing effects the view shows (public, 2.2.14), in the words the position
    builder reads; the Ascended Expeditions are the sides' own, and an effect whose words
    are not read is left out (the sampled game then lacks it)."""
    out = []
    for e in view["emblems"]:
        if e["kind"] != "ongoing" or e["text"] == ASCENDED_WORDS:
            continue
        o = Ongoing(e["text"], e["controller"], e["source"])
        try:
            o.effects()
        except ValueError:
            continue
        out.append(o)
    return tuple(out)


def oid_map(real: View, sim: View) -> dict[int, int]:
    """Real object id -> the id of the same card in the rebuilt game, zone by zone in
    order (the position builder keeps each zone's order), for the viewer's cards and
    everything public."""
    out: dict[int, int] = {}
    for pr, ps in zip(real["players"], sim["players"], strict=True):
        pairs = [(pr["hero"], ps["hero"])] if pr["hero"] and ps["hero"] else []
        for z in ("discard", "reserve", "landmarks"):
            pairs += list(zip(pr[z], ps[z], strict=False))
        if pr["hand"] is not None and ps["hand"] is not None:
            pairs += list(zip(pr["hand"], ps["hand"], strict=False))
        for e in EXPS:
            pairs += list(zip(pr["expeditions"][e]["cards"], ps["expeditions"][e]["cards"],
                              strict=False))
        for a, b in pairs:
            out[a["oid"]] = b["oid"]
    return out


def translate(option_id: str, oids: dict[int, int]) -> str | None:
    """The same option in the rebuilt game (None when a card it names has no twin)."""
    parts = option_id.split(":")
    if parts[0] in ("play", "quick") and len(parts) > 1:
        twin = oids.get(int(parts[1]))
        if twin is None:
            return None
        parts[1] = str(twin)
    return ":".join(parts)


def rebuild(view: View, own_deck: Deck, their_deck: Deck, rng: random.Random) -> Game:
    """A determinized game at the viewer's turn decision."""
    pos = sample_position(view, own_deck, their_deck, rng)
    return Game.from_position(pos, seed=rng.randrange(1 << 30))
