"""The greedy player: weighs each option of the decision at hand with heuristics read
from its own view, and says in a sentence why it chose what it chose.

Turn decisions: a Character is worth what it changes at the next Dusk (an Expedition that
will move forward, a lead in the region's terrains) plus its statistics per mana; a Spell
or a Permanent a little more than its cost (its effect is taken as fair for the price);
passing is worth nothing, so it plays while something is worth playing.  Other decisions
(Expand, the three Mana Orbs at set-up, targets, Clean-up...) have rules of thumb of their
own.  Nothing here looks at a card the seat cannot see.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, Protocol

from engine.ai.read import (
    EXPS,
    TERRAIN_NAMES,
    NextDusk,
    View,
    card_worth,
    cards_by_oid,
    me_and_them,
    stat_dict,
)
from engine.decisions import Decision

Answer = str | list[str]

# words of a target prompt that say the effect hurts what it targets
HARMFUL = ("discard", "send", "to reserve", "asleep", "fleeting", "return", "top of",
           "sacrifice", "lose", "exhaust", "sabotage", "shuffle", "opponent")
#: the option ids of "play nothing" when an effect lets a card be played now (Rush,
#: "immediately play ...": engine.effects.immediate, lyra_words)
PLAY_NOTHING = ("skip", "none")
#: the terrain a Terrain Marker effect names ("Place a Forest Terrain Marker ...")
_MARKER = re.compile(r"(Forest|Mountain|Water) Terrain Marker")
HELPFUL = ("boost", "anchored", "you control", "ready", "activate", "create", "gain")


class Greedy:
    """Heuristic choices for one seat, from that seat's view."""

    name = "greedy"
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.reason = ""
        self._quick_used: dict[tuple[int, str], int] = {}

    # ------------------------------------------------------------------ entry point
    def answer_without_view(self, d: Decision) -> Answer | None:
        """The answer `decide` would give whatever the view, when there is only one: a
        decision of one option (a turn where only passing is left is a fifth of a
        whole-pool game's decisions) gets it, and nothing of this player changes (its
        random choices are for several answers; its Quick action tally counts Quick
        actions chosen, so one is left to `decide`).  None: `decide` must see the view.
        A caller may skip building the view (the goldfish lab does)."""
        if d.multi or len(d.options) != 1 or d.options[0].id.startswith("quick:"):
            return None
        return d.options[0].id

    def decide(self, view: View, d: Decision) -> Answer:
        self.reason = ""  # each answer gets its own reason, never the last one's
        kind = d.kind
        handler = getattr(self, f"_{kind}", None)
        ans = handler(view, d) if handler is not None else None
        if ans is None:
            ans = self._fallback(d)
        if d.multi and isinstance(ans, str):
            ans = [ans]
        if d.multi and d.check is not None and d.check(tuple(ans)):
            ans = self._fallback(d)
        return ans

    def _fallback(self, d: Decision) -> Answer:
        """A legal answer when no rule of thumb applies: the first option(s)."""
        self.reason = self.reason or "no preference"
        if not d.multi:
            return d.options[0].id
        for k in range(d.min, min(d.max, len(d.options)) + 1):
            ids = [o.id for o in d.options[:k]]
            if d.check is None or d.check(tuple(ids)) is None:
                return ids
        for _ in range(50):
            k = self.rng.randint(d.min, min(d.max, len(d.options)))
            ids = [o.id for o in self.rng.sample(d.options, k)]
            if d.check is None or d.check(tuple(ids)) is None:
                return ids
        return [o.id for o in d.options[: d.min]]

    # ------------------------------------------------------------------ turns
    def score_turn(self, view: View, options: Sequence[Offered] | None = None
                   ) -> list[tuple[float, str, str]]:
        """(value, option id, reason) for every option of the pending turn decision
        (`options`: the decision's, when the caller has them; else the view's)."""
        return [(value, oid, _reason(why)) for value, oid, why in self._scored(view, options)]

    def _scored(self, view: View, options: Sequence[Offered] | None
                ) -> list[tuple[float, str, Reason]]:
        """`score_turn` with each reason left in its parts (`_reason` words it): a turn
        decision words only the reason of the option it takes."""
        cards = cards_by_oid(view)
        me, _ = me_and_them(view)
        ready = me["mana"]["ready"]
        dusk = NextDusk(view)
        out: list[tuple[float, str, Reason]] = []
        if options is None:
            options = [_Offered(o["id"], o["label"]) for o in view["pending"]["options"]]
        for o in options:
            oid = o.id
            if oid == "pass":
                out.append((0.0, oid, "nothing left worth its mana"))
                continue
            parts = oid.split(":")
            if parts[0] == "quick":
                key = (view["day"], oid)
                used = self._quick_used.get(key, 0)
                out.append((1.5 - 2.0 * used, oid, "a quick action costs no card"))
                continue
            card = cards.get(int(parts[1]))
            if card is None:
                out.append((0.1, oid, "play it"))
                continue
            from_hand = card["zone"] == "hand"
            cost = _cost_of(o.label, card, from_hand)
            exp = parts[2] if len(parts) > 2 and parts[2] in EXPS else None
            value, why = _worth(dusk, card, cost, exp)
            if not from_hand:
                value += 0.4  # a card in Reserve is played once more, then it is gone
            if "scout" in parts:
                value -= 0.3
            if cost > ready:
                value = -99.0
            out.append((value, oid, why))
        return out

    def _turn(self, view: View, d: Decision) -> Answer:
        scored = self._scored(view, d.options)
        best = max(scored, key=lambda s: s[0])
        if best[0] <= 0.05:
            best = next(s for s in scored if s[1] == "pass") if any(
                s[1] == "pass" for s in scored) else best
        self.reason = _reason(best[2])
        if best[1].startswith("quick:"):
            key = (view["day"], best[1])
            self._quick_used[key] = self._quick_used.get(key, 0) + 1
        return best[1]

    # ------------------------------------------------------------------ set-up and Morning
    def _mana_setup(self, view: View, d: Decision) -> Answer:
        cards = cards_by_oid(view)
        ranked = sorted(d.options, key=lambda o: -_hand_cost(cards, o))
        self.reason = "keeps the cheap cards to play, puts the dearest in Mana"
        return [o.id for o in ranked[: d.min]]

    def _expand(self, view: View, d: Decision) -> Answer:
        me, _ = me_and_them(view)
        orbs = me["mana"]["ready"] + me["mana"]["exhausted"]
        cards = cards_by_oid(view)
        hand = [o for o in d.options if o.id != "skip"]
        if not hand or orbs >= 8 or (orbs >= 5 and len(hand) <= 2):
            self.reason = "has enough mana"
            return "skip"
        pick = max(hand, key=lambda o: _hand_cost(cards, o) - card_worth(cards.get(
            o.objects[0], {})) * 0.3)
        self.reason = "more mana for the coming days"
        return pick.id

    # ------------------------------------------------------------------ Night
    def _cleanup(self, view: View, d: Decision) -> Answer:
        cards = cards_by_oid(view)
        ranked = sorted(d.options, key=lambda o: -card_worth(cards.get(o.objects[0], {}))
                        if o.objects else 0)
        self.reason = "keeps the cards worth most"
        return [o.id for o in ranked[: d.min]]

    # ------------------------------------------------------------------ effects
    def _may(self, view: View, d: Decision) -> Answer:
        self.reason = "takes the chance"
        return "yes" if any(o.id == "yes" for o in d.options) else d.options[0].id

    def _mode(self, view: View, d: Decision) -> Answer:
        modes = [o for o in d.options if o.id != "back"]
        self.reason = "the first mode"
        return modes[0].id if modes else d.options[0].id

    def _choose_card(self, view: View, d: Decision) -> Answer:
        cards = cards_by_oid(view)
        if not d.multi and any(o.id in PLAY_NOTHING and o.label == "Play nothing"
                               for o in d.options):
            return self._play_now(view, d, cards)
        keep_best = d.options[0].id.startswith("r:")  # the revealed card to keep
        def worth(o: Any) -> float:
            return card_worth(cards.get(o.objects[0], {})) if o.objects else 0.0

        ranked = sorted(d.options, key=worth, reverse=keep_best)
        self.reason = "keeps the better card" if keep_best else "gives up the weakest card"
        if d.multi:
            return [o.id for o in ranked[: d.min]]
        return ranked[0].id

    def _play_now(self, view: View, d: Decision, cards: Mapping[int, Any]) -> Answer:
        """Rush, "immediately play ...": a card played during an effect is worth what it
        is worth in a turn (the options offered are the ones the seat can pay, 1.2.5.c),
        so it plays the best one unless none is worth its price."""
        dusk = NextDusk(view)
        best: tuple[float, str, Reason] | None = None
        for o in d.options:
            card = cards.get(o.objects[0]) if o.objects else None
            if o.id in PLAY_NOTHING or card is None:
                continue
            parts = o.id.split(":")
            exp = next((p for p in parts if p in EXPS), None)
            if exp is None and o.expedition is not None:
                exp = o.expedition[1]
            if exp is None and card.get("stats"):
                exp = "hero"  # asked after: where it goes does not change its worth much
            cost = _cost_of(o.label, card, card["zone"] == "hand") if "costs " in o.label else 0
            value, why = _worth(dusk, card, cost, exp)
            if best is None or value > best[0]:
                best = (value, o.id, why)
        if best is None or best[0] <= 0.05:
            self.reason = "nothing offered is worth playing now"
            return next(o.id for o in d.options if o.id in PLAY_NOTHING)
        self.reason = _reason(best[2]) + ", played during the effect"
        return best[1]

    def _target(self, view: View, d: Decision) -> Answer:
        cards = cards_by_oid(view)
        me = view["viewer"]
        prompt = d.prompt.lower()
        harmful = any(w in prompt for w in HARMFUL) and "you control" not in prompt
        if not harmful and not any(w in prompt for w in HELPFUL):
            harmful = False

        def value(o: Any) -> float:
            c = cards.get(o.objects[0]) if o.objects else None
            if c is None:
                return 0.0
            mine = c.get("controller", c.get("owner")) == me
            worth = card_worth(c)
            good = mine != harmful
            return worth if good else -worth

        ranked = sorted(d.options, key=value, reverse=True)
        self.reason = ("aims it at the opponent's strongest card" if harmful
                       else "helps its own best card")
        if not d.multi:
            return ranked[0].id
        wanted = [o.id for o in ranked if value(o) > 0][: d.max]
        if len(wanted) < d.min:
            wanted = [o.id for o in ranked[: d.min]]
        return wanted

    def _target_expedition(self, view: View, d: Decision) -> Answer:
        me = view["viewer"]
        prompt = d.prompt.lower()
        harmful = any(w in prompt for w in HARMFUL)
        mine = [o for o in d.options if o.id.split(":")[1] == str(me)]
        theirs = [o for o in d.options if o.id.split(":")[1] != str(me)]
        pool = (theirs if harmful else mine) or list(d.options)
        self.reason = "the Expedition where it matters most"
        pick = self._contested(view, pool, lambda o: o.id.split(":")[2])
        return [pick] if d.multi else pick

    def _target_region(self, view: View, d: Decision) -> Answer | None:
        """A Terrain Marker: the region where the marker's terrain most changes the
        next Dusk its way — its own Expeditions there that start to move forward, the
        opponent's that stop (4.2.4.b: an Expedition moves if it beats the facing one in
        one of its region's terrains).  The terrain is read from the source card's text,
        which names it.  None when the text names no one terrain: `decide` falls back."""
        source = cards_by_oid(view).get(d.source) if d.source is not None else None
        named = set(_MARKER.findall((source or {}).get("text", "")))
        if len(named) != 1 or d.multi:
            return None
        t = named.pop().lower()
        me, them = me_and_them(view)

        regions = {r["index"]: r["terrains"] for r in view["adventure"]}

        def moves(a: dict[str, int], b: dict[str, int], terrains: Any) -> int:
            return int(any(a[x] > b[x] for x in terrains))

        def gain(o: Any) -> float:
            index = int(o.id.split(":")[1])
            now = regions.get(index, [])
            total = 0.0
            for e in EXPS:
                mine, theirs = me["expeditions"][e]["stats"], them["expeditions"][e]["stats"]
                if me["expeditions"][e]["position"] == index:
                    total += moves(mine, theirs, [t]) - moves(mine, theirs, now)
                if them["expeditions"][e]["position"] == index:
                    total -= moves(theirs, mine, [t]) - moves(theirs, mine, now)
            return total

        best = max(d.options, key=gain)
        self.reason = f"{t.capitalize()} where its own Expedition is stronger there"
        return best.id

    def _expedition(self, view: View, d: Decision) -> Answer:
        self.reason = "the Expedition where it matters most"
        return self._contested(view, list(d.options), lambda o: o.id.split(":")[1])

    def _contested(self, view: View, opts: list[Any], exp_of: Any) -> str:
        """The option naming the Expedition whose Dusk is closest to swinging."""
        me, them = me_and_them(view)

        def gap(o: Any) -> float:
            e = exp_of(o)
            if e not in EXPS:
                return 0.0
            mine, theirs = me["expeditions"][e]["stats"], them["expeditions"][e]["stats"]
            region = me["expeditions"][e]["region"] or list(TERRAIN_NAMES)
            return abs(max(mine[t] - theirs[t] for t in region))

        return min(opts, key=gap).id

    def _reaction(self, view: View, d: Decision) -> Answer:
        self.reason = "the order of its Reactions makes no difference it can see"
        return d.options[0].id

    def _sacrifice(self, view: View, d: Decision) -> Answer:
        cards = cards_by_oid(view)
        ranked = sorted(d.options, key=lambda o: card_worth(cards.get(o.objects[0], {}))
                        if o.objects else 0)
        self.reason = "gives up the weakest"
        return ranked[0].id if not d.multi else [o.id for o in ranked[: d.min]]


#: a reason in its parts, worded by `_reason` only when it is shown: words as they are,
#: (name, Expedition, gain, statistics, cost) for a Character, (name, cost) otherwise
Reason = str | tuple[Any, ...]


def _reason(why: Reason) -> str:
    """The words of a reason `_worth` left in its parts."""
    if isinstance(why, str):
        return why
    if len(why) == 5:
        name, exp, gain, total, cost = why
        return (f"{name} in the {exp} Expedition changes the next Dusk by {gain:+.1f} "
                f"({total} statistics for {cost} mana)")
    name, cost = why
    return f"{name} for {cost} mana: its effect is worth the card"


def _worth(dusk: NextDusk, card: dict[str, Any], cost: int, exp: str | None
           ) -> tuple[float, Reason]:
    """(value, reason) of playing `card` for `cost`: a Character by what it changes at
    the next Dusk in `exp` (from the decision's `NextDusk`: only the Expedition it joins
    is worked out again) and its statistics per mana, anything else a little more than
    its cost (its effect taken as fair for the price).  The reason is left in its parts,
    worded (`_reason`) only for the option taken."""
    stats = card.get("stats")
    if stats and exp is not None:
        gain = dusk.adding(exp, stat_dict(stats)) - dusk.base
        total = sum(stats)
        return gain + 0.35 * total - 0.45 * cost, (card["name"], exp, gain, total, cost)
    return (0.8 + 0.5 * (card.get("hand_cost") or 0) - 0.45 * cost, (card["name"], cost))


class Offered(Protocol):
    """What a turn's scoring reads of an option: the decision's `Option`, or the view's."""

    @property
    def id(self) -> str: ...

    @property
    def label(self) -> str: ...


class _Offered(NamedTuple):
    """An option of the view's pending decision, read as the decision's own (`id`,
    `label`) for `Greedy._scored`."""

    id: str
    label: str


def _hand_cost(cards: Mapping[int, dict[str, Any]], o: Any) -> int:
    c = cards.get(o.objects[0]) if o.objects else None
    return (c or {}).get("hand_cost") or 0


def _cost_of(label: str, card: dict[str, Any], from_hand: bool) -> int:
    """The final cost the option's label states ("... — costs 3"), else the printed one."""
    if "costs " in label:
        tail = label.rsplit("costs ", 1)[1].split()[0].strip(".,)")
        if tail.isdigit():
            return int(tail)
    return (card.get("hand_cost") if from_hand else card.get("reserve_cost")) or 0
