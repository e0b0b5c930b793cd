"""The other atomic actions: Mana, Tough, dice, counters, statuses, Expedition markers,
Ongoing effects.

A mixin of `engine.state.GameState`.  Each action checks what the rules forbid, changes
the state, logs itself with its rule and records an `Event` for the Reactions (6.3.g);
one a modifier may turn into a choice (rolling dice) is a generator.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any, cast

from engine.ability_kinds import Passive
from engine.decisions import DecisionKind, Option
from engine.events import NO_STATUSES, Event, new_event
from engine.gamestate.context import Ctx
from engine.gamestate.emblem import Emblem
from engine.gamestate.host import Host
from engine.gamestate.questions import WORDS
from engine.gamestate.replacing import Action
from engine.messages import Message, and_list, msg, msg_text
from engine.model import BOOST, PHASE, STATUS, ZONE, Card, Status, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Gen = Generator[Any, Any, Any]


class AtomicActions(Host):
    """Atomic actions on objects and markers (7.3) and Ongoing effects (2.2.14)."""

    __slots__ = ()  # the data are `GameState`'s slots (engine.state)

    def ready_mana(self, player: int) -> int:
        n = 0  # a loop, not a comprehension: no function made at each of its many calls
        exhausted = STATUS.EXHAUSTED
        for c in self.players[player].mana:
            if exhausted not in c.statuses:
                n += 1
        return n

    def pay_mana(self, player: int, n: int, rule: str = "1.2.5.e", ctx: Ctx | None = None) -> None:
        """Exhaust n ready Mana Orbs (1.2.5.e); the caller checked they exist (1.2.5.c)."""
        if n <= 0:
            return
        paid = 0
        exhausted = STATUS.EXHAUSTED
        for orb in self.players[player].mana:
            if paid == n:
                break
            if exhausted not in orb.statuses:
                orb.statuses.add(exhausted)
                paid += 1
        if paid != n:
            raise AssertionError(f"paid {paid} of {n} mana")  # invariant: checked before paying
        self.entry(msg("pays {n} mana by exhausting {n} Mana Orbs" if n > 1 else
                       "pays {n} mana by exhausting {n} Mana Orb", n=n), rule, player)

    def tough_cost(self, ctx: Ctx, card: Card) -> int:
        ctrl = self.controller_of(card)
        if ctrl is None or ctrl == ctx.controller or card.oid in ctx.tough_paid:
            return 0
        v = self.keywords(card).get("tough")
        return v or 0

    def pay_tough(self, ctx: Ctx, chosen: Sequence[Card]) -> Gen:
        for c in chosen:
            t = self.tough_cost(ctx, c)
            if t:
                self.pay_mana(ctx.controller, t, "7.4.7", ctx)
                ctx.tough_paid.add(c.oid)
        return
        yield  # pragma: no cover

    def roll_die(self, player: int, ctx: Ctx | None = None) -> Gen:
        """Roll a six-sided die from the game's seed (7.3.19), after roll modifiers."""
        n = 1  # more dice instead (6.2.b)
        if self.may_replace():
            n = self.replaced_now(Action("roll", player=player, n=1)).n
        rolls = [self.rng.randint(1, 6) for _ in range(n)]
        if n == 1:
            result = rolls[0]
            self.entry(msg("rolls a die: {n}", n=result), "7.3.19", player)
        else:
            self.entry(msg("would roll one die; a modifier has them roll {n}: {rolls}", n=n,
                           rolls=", ".join(map(str, rolls))), "6.2", player)
            opts = [Option(f"d:{i}", msg_text("Keep {n}", n=r)) for i, r in enumerate(rolls)]
            keep = n - 1
            ans = yield from self.ask(player, DecisionKind.DIE, msg_text(
                "Choose the die results to keep ({n}); the rest are ignored", n=keep),
                opts, keep, keep, multi=True)
            kept = [rolls[int(a.split(":")[1])] for a in ans]
            result = kept[0]
            self.entry(msg("keeps {n}", n=result), "7.3.19", player)
        self._events.append(Event("roll", None, player, value=result))
        WORDS.also_reveal_on_roll(cast("GameState", self), player, result)  # "… also reveal the top card" (6.2.c)
        return result

    def gain_counters(self, card: Card, name: str, n: int, rule: str = "7.3.12",
                      ctx: Ctx | None = None) -> None:
        if n <= 0 or card.zone in (ZONE.DISCARD, ZONE.DECK, ZONE.HAND, ZONE.GONE):
            return  # no counters there (2.5.b)
        no = self.prohibited(Action("gain_counters", card=card)) if self.may_prohibit() else None
        if no is not None:  # a "can't" wins (1.4.1)
            who = no[0]
            self.entry(msg("{card} can't gain counters ({source})", card=card.name,
                           source=who.name if who is not None else "an Ongoing effect"),
                       "1.4.1",
                       ctx.controller if ctx else card.controller, (card.oid,))
            return
        card.counters[name] = card.counters.get(name, 0) + n
        self._marks_version += 1  # `marks_changed`, written out
        self.entry(_counted(card.name, "gains", name, n), rule,
                   ctx.controller if ctx else card.controller, (card.oid,))
        self._events.append(new_event(Event, (
            "counters", card, ctx.controller if ctx else None, None, None, None, None, None,
            None, NO_STATUSES, (name, n))))

    def spend_counters(self, card: Card, name: str, n: int, ctx: Ctx | None = None) -> None:
        have = card.counters.get(name, 0)
        card.counters[name] = have - n
        if not card.counters[name]:
            del card.counters[name]
        self._marks_version += 1  # `marks_changed`, written out
        self.entry(msg("{card} spends {n} {kind} counter" if n == 1 else
                       "{card} spends {n} {kind} counters", card=card.name, n=n,
                       kind=name.capitalize()),
                   "7.3.27", ctx.controller if ctx else card.controller, (card.oid,))

    def remove_counters(self, card: Card, name: str, n: int, ctx: Ctx | None = None) -> None:
        """Remove up to N [name] counters: none left if it had N or fewer (2.5.g)."""
        have = card.counters.get(name, 0)
        if have <= 0:
            return
        left = max(0, have - n)
        if left:
            card.counters[name] = left
        else:
            del card.counters[name]
        self._marks_version += 1  # `marks_changed`, written out
        k = have - left
        self.entry(_counted(card.name, "loses", name, k), "2.5.g",
                   ctx.controller if ctx else card.controller, (card.oid,))

    def gain_status(self, card: Card, status: Status, rule: str = "7.3.13",
                    ctx: Ctx | None = None) -> bool:
        if card.zone in (ZONE.DISCARD, ZONE.DECK, ZONE.HAND, ZONE.GONE):
            return False  # 2.4.1.c
        replacing = self.may_replace(card)
        if replacing:  # "If I would gain Asleep, I gain Anchored instead" (6.2)
            instead = self.replaced_now(Action("status_to_gain", card=card, status=status)).status
            if instead is not None:  # a replacement names the status gained instead
                status = instead
        again = status in card.statuses
        if again:
            if not WORDS.gains_status_again(cast("GameState", self), card, status):
                return False  # 2.4.1.f
        # "If I would gain Fleeting, I gain 1 boost instead" (6.2)
        if replacing and self.replaced_now(Action(
                "gain_status", card=card, status=status, ctx=ctx,
                player=ctx.controller if ctx else card.controller)).replaced:
            return False
        if status is STATUS.FLEETING and card.zone is ZONE.LANDMARK:
            return False  # Landmark Permanents cannot be Fleeting (remark under 2.4.6.b)
        actor = ctx.controller if ctx else card.controller
        if again:  # "I can gain Fleeting even if I was already Fleeting": nothing changes,
            # but it is a gain its Reactions see (2.4.1.g)
            self.entry(msg("{card} gains {status} again", card=card.name,
                           status=status.value.capitalize()), "2.4.1.g", actor, (card.oid,))
            self._events.append(Event("status", card, actor, value=(status, True)))
            return True
        card.statuses.add(status)
        self._marks_version += 1  # `marks_changed`, written out
        if status is STATUS.EXHAUSTED and card.zone is ZONE.RESERVE:
            self._abilities_version += 1  # its support abilities stop working (2.2.11.i)
            if card in self.watching:
                self._watch_version += 1
        self.entry(msg("{card} is exhausted", card=card.name) if status is STATUS.EXHAUSTED else
                   msg("{card} gains {status}", card=card.name, status=status.value.capitalize()),
                   rule, actor, (card.oid,))
        self._events.append(new_event(Event, ("status", card, actor, None, None, None, None,
                                              None, None, NO_STATUSES, (status, True))))
        return True

    def lose_status(self, card: Card, status: Status, rule: str = "7.3.15",
                    ctx: Ctx | None = None) -> bool:
        if status not in card.statuses:
            return False  # 2.4.1.h
        card.statuses.discard(status)
        self._marks_version += 1  # `marks_changed`, written out
        if status is STATUS.EXHAUSTED and card.zone is ZONE.RESERVE:
            self._abilities_version += 1  # its support abilities work again (2.2.11.i)
            if card in self.watching:
                self._watch_version += 1
        actor = ctx.controller if ctx else card.controller
        self.entry(msg("{card} is readied", card=card.name) if status is STATUS.EXHAUSTED else
                   msg("{card} loses {status}", card=card.name, status=status.value.capitalize()),
                   rule, actor, (card.oid,))
        self._events.append(new_event(Event, ("status", card, actor, None, None, None, None,
                                              None, None, NO_STATUSES, (status, False))))
        return True

    def forward_refusal(self, player: int, exp: str,
                        due_to: tuple[Terrain, ...] | None = None) -> tuple[str, str] | None:
        """Why that Expedition cannot move forward now (words after its name, rule), or
        None if it can: what `move_expedition` checks, asked beforehand by the modifiers of
        a move that "would" happen (6.2). The Arena (4.3) is checked by the caller."""
        if self.may_prohibit() and self.prohibited(Action("move_forward", player=player,
                                                          exp=exp)) is not None:
            return "can't move forward", "1.4.1"
        if self.phase is PHASE.DUSK and self.has_defender(player, exp):
            # whatever the reason for the move, not only Progress (7.4.2.b-c)
            return "has a Defender and cannot move forward during Dusk", "7.4.2.c"
        if due_to is None and WORDS.terrain_limits(cast("GameState", self), player, exp).only is not None:
            return ("can only move forward due to a terrain, so only Progress can move it "
                    "forward", "4.2.4.d")
        return self.end_of_adventure(player, exp)

    def end_of_adventure(self, player: int, exp: str) -> tuple[str, str] | None:
        """Why that Expedition cannot go one region further: it stands at the far end."""
        if self.players[player].distance(exp) == 7:
            return "is already at the far end and cannot move forward", "7.3.17"
        return None

    def move_expedition(self, player: int, exp: str, delta: int, ctx: Ctx | None = None,
                        rule: str | None = None,
                        due_to: tuple[Terrain, ...] | None = None,
                        twice: bool = False, checked: bool = False) -> bool:
        """Move an Expedition's marker one region (7.3.16-17); reveal Tumult cards (7.3.17.b).

        `due_to` is given by Progress only: the terrains it moves forward due to (4.2.4.j),
        recorded in the event; any other forward move has None.  `checked`: Progress
        settled beforehand that it may move forward (4.2.4.h: every move of a Progress is
        decided before any happens), so what the other moves change does not stop it;
        only the end of the Adventure still does."""
        p = self.players[player]
        name = f"{p.name}'s {exp} Expedition"
        if self.tiebreak:
            self.entry(f"{name} is in the Arena and cannot move", "4.3", player)
            return False
        if delta > 0:
            refused = (self.forward_refusal(player, exp, due_to) if not checked
                       else self.end_of_adventure(player, exp))
            if refused is not None:
                self.entry(f"{name} {refused[0]}", refused[1], player)
                return False
        step = delta if exp == "hero" else -delta
        new = p.position[exp] + step
        if delta < 0 and p.distance(exp) == 0:
            self.entry(f"{name} is at its starting region and cannot move backward", "7.3.16",
                       player)
            return False
        region = self.regions[new]
        if region.face_down:
            for r in self.regions:
                if r.tumult == region.tumult:
                    r.face_down = False
            terr = and_list([t.value for t in sorted(region.terrains)])
            self.entry(msg("a Tumult card is revealed: the region ahead is {terrains}",
                           terrains=terr), "7.3.17.b", player)
        p.position[exp] = new
        self._regions_version += 1  # its position, and maybe a Tumult card turned
        if delta > 0:
            p.moved_forward_today.add(exp)
        way = "forward" if delta > 0 else "backward"
        text = (msg(f"{{player}}'s {exp} Expedition moves {way} to region {{region}}",
                    player=p.name, region=new + 1) if exp in ("hero", "companion") else
                f"{name} moves {way} to region {new + 1}")
        self.entry(text, rule or ("7.3.17" if delta > 0 else "7.3.16"), player)
        self._events.append(Event("expedition", None, player, value=(exp, delta, due_to or ())))
        if delta > 0 and self.phase is PHASE.DUSK and not twice:
            # "… it moves twice instead" (6.2): one move more, not doubled again
            extra = (self.replaced_now(Action("forward_at_dusk", player=player, exp=exp)).n - 1
                     if self.may_replace() else 0)
            for _ in range(extra):
                self.move_expedition(player, exp, 1, ctx=ctx, rule=rule, due_to=due_to,
                                     twice=True, checked=checked)
        return True

    def move_regions(self, player: int, exp: str, regions: int, rule: str | None = None,
                     due_to: tuple[Terrain, ...] | None = None, checked: bool = False) -> bool:
        """Move that Expedition forward the `regions` a modifier decided (0, 1 or 2: a die
        rolled instead, 6.2): whether it moved.  `checked`: whether it may move was settled
        beforehand (Progress, 4.2.4.h)."""
        if regions == 0:
            return False
        if not self.move_expedition(player, exp, 1, rule=rule, due_to=due_to, checked=checked):
            return False
        for _ in range(regions - 1):
            self.move_expedition(player, exp, 1, rule=rule, due_to=due_to, twice=True,
                                 checked=checked)
        return True

    def create_ongoing(self, passive: Passive, duration: str, ctx: Ctx) -> Emblem | None:
        """Create an Ongoing Emblem, if its duration can start now (2.2.14.d-e)."""
        if duration == "turn" and self.turn_player is None:
            self.entry(msg("an effect lasting 'this turn' cannot start outside a turn, so it "
                           "does nothing"), "2.2.14.d", ctx.controller)
            return None
        if duration == "afternoon" and self.phase not in (PHASE.MORNING, PHASE.NOON,
                                                          PHASE.AFTERNOON):
            self.entry(msg("an effect lasting 'this Afternoon' cannot start after the "
                           "Afternoon, so it does nothing"), "2.2.14.e", ctx.controller)
            return None
        em = Emblem(self.new_oid(), ctx.controller, "ongoing",
                    ctx.source.name if ctx.source else "", passive.text(duration=duration),
                    passive=passive, duration=duration)
        self.emblems.append(em)
        self.emblems_changed()
        self.entry(msg("creates an Ongoing effect ({duration}): {text}", duration=duration,
                       text=em.text), "2.2.14", ctx.controller)
        return em

    def expire(self, duration: str) -> None:
        if not self.emblems:
            return  # the common case, at every turn's end
        for em in [e for e in self.emblems if e.kind == "ongoing" and e.duration == duration]:
            self.emblems.remove(em)
            self.emblems_changed()
            self.entry(msg("the Ongoing effect ends: {text}", text=em.text), "2.2.14",
                       em.controller)


#: (verb, boosts?, more than one?) -> a counter line's template
_COUNTED = {
    ("gains", True, False): "{card} gains {n} boost",
    ("gains", True, True): "{card} gains {n} boosts",
    ("gains", False, False): "{card} gains {n} {kind} counter",
    ("gains", False, True): "{card} gains {n} {kind} counters",
    ("loses", True, False): "{card} loses {n} boost",
    ("loses", True, True): "{card} loses {n} boosts",
    ("loses", False, False): "{card} loses {n} {kind} counter",
    ("loses", False, True): "{card} loses {n} {kind} counters",
}


def _counted(card: str, verb: str, name: str, n: int) -> Message:
    """"X gains 2 boosts", "X loses 1 Kelon counter" as a message."""
    return msg(_COUNTED[(verb, name == BOOST, n > 1)], card=card, n=n, kind=name.capitalize())
