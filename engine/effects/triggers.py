"""Triggers of Reactions (6.3): which events activate them and what they bind ("it")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.ascended import is_ascended
from engine.effects.filters import TYPE_NOUNS, Filter, in_terrain_now
from engine.events import Event
from engine.model import EXPEDITIONS, PHASE, STATUS, ZONE, Card, Terrain

if TYPE_CHECKING:  # pragma: no cover

    from engine.model import Phase, Status, Zone
    from engine.state import GameState


#: the kinds of event (`Event.kind`) the triggers below can match, shared
_MOVE = frozenset({"move"})
_MOVE_OR_CREATE = frozenset({"move", "create"})
_CREATE = frozenset({"create"})
_PLAY = frozenset({"play"})
_STATUS = frozenset({"status"})
_COUNTERS = frozenset({"counters"})
_EXPEDITION = frozenset({"expedition"})
_PASS = frozenset({"pass"})


class Trigger:
    self_move: bool = False  # 6.3.c: checked on the state after the event (6.3.d)
    #: every kind of event (`Event.kind`) `match` can answer other than False for, or
    #: None for "any kind": a watcher is asked only about the events of its kinds
    #: (`engine.gamestate.reactions`, issue #27).  A trigger that declares too few would
    #: miss events: checked runs ask every watcher about every event and compare
    #: (`Reactions.self_checking`), and a test asks every trigger of the pool.
    kinds: frozenset[str] | None = None
    # "When one or more …": matched once on a whole step's events by `match_step(g, events,
    # me, ctrl)`, which gives the event the Reaction sees, or None (6.3.g)
    per_step: bool = False

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | None | bool:
        """False if the event does not activate; else True or the object to bind as "it"."""
        raise NotImplementedError  # pragma: no cover

    def text(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def match_step(self, g: GameState, events: list[Event], me: Card,
                   ctrl: int) -> Event | None:
        """For a `per_step` trigger: the event the Reaction sees, or None (6.3.g)."""
        raise NotImplementedError  # pragma: no cover


@attrs.frozen
class OnJoin(Trigger):
    """[J]: when I join the Expedition zone or the Landmark zone (7.1.1.a)."""

    self_move = True

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind in ("move", "create") and ev.card is me
                and ev.dst in (ZONE.EXPEDITION, ZONE.LANDMARK) and ev.src != ev.dst)

    def text(self) -> str:
        return "When I join"


@attrs.frozen
class OnPlayed(Trigger):
    """[H] / [R]: when I am played from Hand / from Reserve (7.1.1.b-c)."""

    zone: Zone = ZONE.HAND
    self_move = True

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "play" and ev.card is me and ev.value is self.zone

    def text(self) -> str:
        return "When played from Hand" if self.zone is ZONE.HAND else "When played from Reserve"


@attrs.frozen
class AtPhase(Trigger):
    """"At Noon" / "At Dusk" / "At Night" (4.2.b)."""

    phase: Phase = PHASE.NOON

    kinds = frozenset({"phase"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "phase" and ev.value is self.phase

    def text(self) -> str:
        return f"At {self.phase.value}"


@attrs.frozen
class WhenYouPlay(Trigger):
    """"When you play a [filter]" — the card is played as it leaves Limbo (5.1.2.j)."""

    filter: Filter

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.player != ctrl or ev.card is None:
            return False
        if self.filter.in_terrain is not None and not in_terrain_now(g, ev.card, self.filter.in_terrain):
            return False  # "a Character in [terrain]": where it was just played (7.5.7)
        # the Base Cost of a card being played: its Reserve Cost if from Reserve
        return ev.card if self.filter.fits(ev.card.cdef, played_from=ev.value) else False

    def text(self) -> str:
        return f"When you play a {self.filter.noun()}"


@attrs.frozen
class WhenJoinsYourExpeditions(Trigger):
    """"When a [filter] joins your Expeditions" — binds it (6.3.h).  Moving between your
    own Expeditions is not joining that set (7.4.4.i)."""

    filter: Filter = Filter()

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or ev.card is None:
            return False
        if g.controller_of(ev.card) != ctrl:
            return False
        if ev.src is ZONE.EXPEDITION and ev.old_controller == ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When a {self.filter.noun()} joins your Expeditions"


@attrs.frozen
class WhenILeave(Trigger):
    """"When I leave the Expedition zone" / "When I leave your Landmark zone" (7.5.9) — not
    self-move: works before the event (6.3.e)."""

    zone: Zone = ZONE.EXPEDITION

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.card is me and ev.src is self.zone
                and ev.dst is not self.zone)

    def text(self) -> str:
        if self.zone is ZONE.LANDMARK:
            return "When I leave your Landmark zone"
        return "When I leave the Expedition zone"


@attrs.frozen
class WhenYouRoll(Trigger):
    """"When you roll one or more dice"."""

    kinds = frozenset({"roll"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "roll" and ev.player == ctrl

    def text(self) -> str:
        return "When you roll one or more dice"


@attrs.frozen
class WhenYouSacrifice(Trigger):
    """"When you sacrifice a [filter]" (7.3.25): a move marked as a sacrifice by its
    controller; binds the sacrificed object (6.3.h)."""

    filter: Filter = Filter()

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "move" or ev.value != "sacrifice" or ev.card is None:
            return False
        if ev.old_controller != ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When you sacrifice a {self.filter.noun()}"


@attrs.frozen
class WhenAnOpponentDrawsOrResupplies(Trigger):
    """"When an opponent draws one or more cards or does Resupply": once for each drawing
    step (its first card, however many it draws) and once for each Resupply (7.3.22),
    Exhausted ones included (7.3.11)."""

    kinds = frozenset({"draw", "resupply"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.player is None or ev.player == ctrl:
            return False
        if ev.kind == "draw":
            return ev.value == 1  # the first card of the drawing step
        return ev.kind == "resupply"

    def text(self) -> str:
        return "When an opponent draws one or more cards or does Resupply"


@attrs.frozen
class WhenYouCreateAToken(Trigger):
    """"When you create a token [Character]": you are the token's creator (1.1.7.b); binds
    the token as "it" (6.3.h)."""

    filter: Filter = Filter(token=True)

    kinds = _CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "create" or ev.player != ctrl or ev.card is None:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return "When you create a token Character"


@attrs.frozen
class WhenYouPlayCostingMyCounters(Trigger):
    """"When you play a Character with Hand Cost greater than or equal to my number of
    [name] counters": the count on me as the card is played (5.1.2.j), its printed Hand
    Cost (2.2.7)."""

    name: str
    types: tuple[str, ...] = ("character",)

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.player != ctrl or ev.card is None:
            return False
        cd = ev.card.cdef
        if not cd.counts_as(self.types):
            return False
        return ev.card if cd.hand_cost >= me.counters.get(self.name, 0) else False

    def text(self) -> str:
        return (f"When you play a {TYPE_NOUNS[self.types[0]]} with Hand Cost greater than or "
                f"equal to my number of {self.name.capitalize()} counters")


@attrs.frozen
class WhenYourCharacterGainsBoosts(Trigger):
    """"When a Character you control gains 1 or more boosts": once for each gain of
    boosts (one atomic action, however many), on a Character its controller controls;
    binds that Character (6.3.h)."""

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "counters" or card is None or ev.value[0] != "boost":
            return False
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return False
        return card

    def text(self) -> str:
        return "When a Character you control gains 1 or more boosts"


@attrs.frozen
class WhenYouExhaustInReserve(Trigger):
    """"When you exhaust a card in Reserve": a card in a Reserve becomes exhausted and
    you are the player who did it (1.4.7) — by an effect you control, your Exhausted
    Resupply (7.3.11) or your Spell's Cooldown (7.4.1).  A card that was already exhausted
    does not become so again (2.4.1.f), so it activates nothing."""

    kinds = _STATUS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "status" and ev.value == (STATUS.EXHAUSTED, True)
                and ev.player == ctrl and ev.card is not None and ev.card.zone is ZONE.RESERVE)

    def text(self) -> str:
        return "When you exhaust a card in Reserve"


@attrs.frozen
class WhenIGainBoosts(Trigger):
    """"When I gain 1 or more boosts": once for each gain of boosts (one atomic action,
    however many, 7.3.12), while I am in play."""

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "counters" and ev.card is me and ev.value[0] == "boost"
                and ev.value[1] > 0)

    def text(self) -> str:
        return "When I gain 1 or more boosts"


_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


@attrs.frozen
class WhenIGainMyNthCounter(Trigger):
    """"When I gain my third Trial counter": the gain that takes my count of those counters
    from below N to N or more (however many the gain gives, 7.3.12).  Losing some and
    gaining again may reach the Nth a second time: the printed words count the counters I
    have, not the gains I had."""

    name: str
    nth: int

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "counters" or ev.card is not me or ev.value[0] != self.name:
            return False
        now = me.counters.get(self.name, 0)
        return now - ev.value[1] < self.nth <= now

    def text(self) -> str:
        return f"When I gain my {_ORDINALS[self.nth]} {self.name.capitalize()} counter"


@attrs.frozen
class WhenAnotherJoinsYourExpeditions(WhenJoinsYourExpeditions):
    """"When another [filter] joins your Expeditions": as `WhenJoinsYourExpeditions`, but
    never for the bearer itself, whichever object it is now."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.card is me or (ev.card is not None and ev.card.oid == me.oid):
            return False
        return super().match(g, ev, me, ctrl)

    def text(self) -> str:
        return f"When another {self.filter.noun()} joins your Expeditions"


@attrs.frozen
class WhenACharacterJoinsMyExpedition(Trigger):
    """"When a Character joins my Expedition": a Character of my controller arrives in an
    Expedition I am in (7.5.8) — played, created, or moved there from the other
    Expedition; binds it (6.3.h).  Not me, and not while I am out of the Expeditions."""

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or card.oid == me.oid or not card.cdef.is_character:
            return False
        if me.zone is not ZONE.EXPEDITION or g.controller_of(card) != ctrl:
            return False
        mine = set(g.expeditions_of(me))
        if ev.src is ZONE.EXPEDITION and ev.src_exp in mine and ev.old_controller == ctrl:
            return False  # it was already in my Expedition
        return card if mine & set(g.expeditions_of(card)) else False

    def text(self) -> str:
        return "When a Character joins my Expedition"


@attrs.frozen
class WhenYourCharacterGainsStatus(Trigger):
    """"When a Character you control gains Fleeting": the status is added to it (an
    object that already has it does not gain it again, 2.4.1.f); binds it (6.3.h)."""

    status: Status

    kinds = _STATUS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "status" or ev.value != (self.status, True) or card is None:
            return False
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return False
        return card

    def text(self) -> str:
        return f"When a Character you control gains {self.status.value.capitalize()}"


@attrs.frozen
class WhenACardGoesFromHandOrDeckToReserve(Trigger):
    """"When a card goes from your Hand or deck to Reserve": a card its controller owns moves
    from their Hand or Deck into their Reserve — put there by an effect or a cost, or
    Resupplied (7.3.22); Rest's Characters coming from the Expeditions do not count."""

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.dst is ZONE.RESERVE
                and ev.src in (ZONE.HAND, ZONE.DECK)
                and ev.card is not None and ev.card.owner == ctrl)

    def text(self) -> str:
        return "When a card goes from your Hand or deck to Reserve"


@attrs.frozen
class WhenRobotOrTokenJoinsMyExpedition(WhenACharacterJoinsMyExpedition):
    """"When a Robot or a token joins my Expedition": as "When a Character joins my
    Expedition", for a Robot or a token only (a Robot token is both: one activation)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        got = super().match(g, ev, me, ctrl)
        if got is False or ev.card is None:
            return False
        cd = ev.card.cdef
        return got if (cd.is_token or "robot" in g.subtypes(ev.card)) else False

    def text(self) -> str:
        return "When a Robot or a token joins my Expedition"


@attrs.frozen
class WhenYouPlayAnother(WhenYouPlay):
    """"When you play another [filter]": as `WhenYouPlay`, but never for the card that
    bears the ability itself (another = not me)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.card is me:
            return False
        return super().match(g, ev, me, ctrl)

    def text(self) -> str:
        return f"When you play another {self.filter.noun()}"


@attrs.frozen
class WhenACharacterLeavesYourExpeditions(Trigger):
    """"When a [non-token] Character leaves your Expeditions": a Character its controller
    controlled leaves the Expedition zone, to any zone (a token ceases to exist, 2.1.e);
    moving between the two Expeditions is no leaving. Binds it (6.3.h)."""

    non_token: bool = False

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "move" or card is None or ev.src is not ZONE.EXPEDITION:
            return False
        if ev.dst is ZONE.EXPEDITION or not card.cdef.is_character:
            return False
        if self.non_token and card.cdef.is_token:
            return False
        return card if ev.old_controller == ctrl else False

    def text(self) -> str:
        what = "non-token Character" if self.non_token else "Character"
        return f"When a {what} leaves your Expeditions"


@attrs.frozen
class WhenILeaveForEachBoost(WhenILeave):
    """The trigger of "When I leave the Expedition zone, for each of my boosts — ..."."""

    def text(self) -> str:
        return "When I leave the Expedition zone, for each of my boosts"


@attrs.frozen
class WhenYourExpeditionMovesForwardDueTo(Trigger):
    """"When one of your Expeditions moves forward due to [terrain]": Progress moved it
    forward and that terrain was one of the reasons (4.2.4.j), as Progress records in its
    move; either Expedition of the bearer's controller counts."""

    terrain: Terrain

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != ctrl:
            return False
        _exp, delta, due_to = ev.value
        return delta > 0 and self.terrain in due_to

    def text(self) -> str:
        return ("When one of your Expeditions moves forward due to "
                f"{self.terrain.value.capitalize()}")


@attrs.frozen
class WhenACardLeavesYourReserve(Trigger):
    """"When a card leaves your Reserve during the Afternoon": any card of the Reserve its
    controller owns going anywhere else — played (to Limbo, 5.1.2), discarded, returned to
    hand — while the Afternoon phase lasts (4.2.3).  Not a self-move: it works before the
    event (6.3.e)."""

    phase: Phase | None = None  # None: at any time

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "move" or ev.src is not ZONE.RESERVE or ev.dst is ZONE.RESERVE:
            return False
        if ev.card is None or ev.card.owner != ctrl:
            return False
        return self.phase is None or g.phase is self.phase

    def text(self) -> str:
        during = f" during the {self.phase.value}" if self.phase is not None else ""
        return f"When a card leaves your Reserve{during}"


@attrs.frozen
class WhenYouPassFirst(Trigger):
    """"When you pass first (stop taking turns before other players)" (4.2.3.d): the pass
    event of the Reaction's controller, made while no other player had passed."""

    kinds = _PASS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "pass" and ev.player == ctrl and ev.value is True

    def text(self) -> str:
        return "When you pass first"


@attrs.frozen
class WhenACharacterJoinsFacing(Trigger):
    """"When a Character joins the Expedition facing me" (7.1.1.a's joining, seen from the
    other side): a Character arriving from another zone, or created, in the opponent's
    Expedition of the same name as mine; binds it (6.3.h)."""

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION:
            return False
        if ev.src is ZONE.EXPEDITION or ev.card is None or not ev.card.cdef.is_character:
            return False
        if ev.card.controller == ctrl or me.zone is not ZONE.EXPEDITION:
            return False
        return ev.card if ev.dst_exp in g.expeditions_of(me) else False

    def text(self) -> str:
        return "When a Character joins the Expedition facing me"


@attrs.frozen
class WhenMyExpeditionMovesForward(Trigger):
    """"When my Expedition moves forward": any move forward of the Expedition I am in
    (Progress or an effect), made for my controller."""

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != ctrl:
            return False
        exp, delta, _due_to = ev.value
        return delta > 0 and exp in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition moves forward"


@attrs.frozen
class WhenMyExpeditionMovesForwardDuster(Trigger):
    """"When my Expedition moves forward": the Expedition the bearer is in (either one for
    a Gigantic bearer, 7.4.4) moves forward one region, by Progress at Dusk (4.2.4) or by an
    effect (7.3.16)."""

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != me.controller:
            return False
        exp, delta = ev.value[0], ev.value[1]
        return delta > 0 and exp in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition moves forward"


def is_gift(g: GameState, ev: Event, player: int) -> bool:
    """"A Gift is when on your turn, an opponent draws a card, Resupplies or receives a
    token" (reminder text): during `player`'s Afternoon turn (4.2.3.d), another player's
    drawing step (once, however many cards it draws), Resupply (Exhausted ones included)
    or a token created under their control (in their Expedition or their Landmarks)."""
    if g.turn_player != player:
        return False
    if ev.kind == "draw":
        return ev.player != player and ev.value == 1
    if ev.kind == "resupply":
        return ev.player != player
    if ev.kind == "create" and ev.card is not None:
        return ev.card.controller != player
    return False


@attrs.frozen
class WhenYouMakeAGift(Trigger):
    """"When you make a Gift —": see `is_gift`."""

    kinds = frozenset({"draw", "resupply", "create"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return is_gift(g, ev, ctrl)

    def text(self) -> str:
        return "When you make a Gift"


#: the event of a card revealed with a die roll: value = (the die's result, the revealer)
REVEALED_WITH_ROLL = "reveal_with_roll"


@attrs.frozen
class WhenYouRevealThisWay(Trigger):
    """"When you reveal a card this way": a card revealed with a roll for this very object;
    binds the revealed card ("it", 6.3.h)."""

    kinds = frozenset({REVEALED_WITH_ROLL})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != REVEALED_WITH_ROLL or ev.player != ctrl or ev.card is None:
            return False
        return ev.card if ev.value[1] == me.oid else False

    def text(self) -> str:
        return "When you reveal a card this way"


@attrs.frozen
class WhenACharacterInYourReserveGainsBoosts(Trigger):
    """"When a Character in your Reserve gains 1 or more boosts": once for each gain of
    boosts (one action, however many boosts, 7.3.12) on a Character card of your own
    Reserve (nobody controls it, 7.5.4: "your" is its owner); binds it (6.3.h)."""

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "counters" or card is None or ev.value[0] != "boost":
            return False
        if card.zone is not ZONE.RESERVE or card.owner != ctrl or not card.cdef.is_character:
            return False
        return card

    def text(self) -> str:
        return "When a Character in your Reserve gains 1 or more boosts"


@attrs.frozen
class WhenYouPlayIntoZeroTerrain(Trigger):
    """"When you play a Character in a region type where its base statistic is 0": the
    Character just played (5.1.2.j) stands in a region that has a terrain for which its
    printed statistic is 0 (Pinocchio, 0/0/3, played in a region with Forest or Mountain);
    binds it (6.3.h)."""

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "play" or ev.player != ctrl or card is None or not card.cdef.is_character:
            return False
        st = card.cdef.stats
        if st is None or card.zone is not ZONE.EXPEDITION:
            return False

        zero = [t for t in (Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER) if st[t] == 0]
        return card if any(in_terrain_now(g, card, t) for t in zero) else False

    def text(self) -> str:
        return "When you play a Character in a region type where its base statistic is 0"


@attrs.frozen
class WhenOpponentDrawsOrResupplies(WhenAnOpponentDrawsOrResupplies):
    """The same trigger as printed on the later sets: "… or Resupplies"."""

    def text(self) -> str:
        return "When an opponent draws one or more cards or Resupplies"


@attrs.frozen
class WhenPlaysFromReserve(Trigger):
    """"When an opponent plays a card from Reserve" / "When you play another card from
    Reserve": a card is played as it leaves Limbo (5.1.2.j), from the zone it was played
    from; "another" leaves out the bearer itself."""

    whose: str = "opponent"  # opponent | you
    other: bool = False

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.card is None or ev.value is not ZONE.RESERVE:
            return False
        if (ev.player == ctrl) != (self.whose == "you"):
            return False
        if self.other and (ev.card is me or ev.card.oid == me.oid):
            return False
        return ev.card

    def text(self) -> str:
        if self.whose == "you":
            return f"When you play {'another' if self.other else 'a'} card from Reserve"
        return "When an opponent plays a card from Reserve"


@attrs.frozen
class WhenIGainStatus(Trigger):
    """"When I gain Asleep": the status is added to me (7.3.13), while I am in play."""

    status: Status

    kinds = _STATUS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "status" and ev.card is me and ev.value == (self.status, True)

    def text(self) -> str:
        return f"When I gain {self.status.value.capitalize()}"


@attrs.frozen
class WhenIGainFleeting(WhenIGainStatus):
    """"When I gain Fleeting": checked on the state after its event, as a self-move
    Reaction is (6.3.c-d) — the Fleeting gained as I enter the Expedition zone from Limbo
    (2.4.6.c) is part of my entering, and the lead's ruling is that it is a gain this
    trigger sees; under 6.3.e I would not exist yet to see it. Later gains (an effect
    giving me Fleeting) are seen the same way, as I exist both before and after them."""

    status: Status = STATUS.FLEETING
    self_move = True

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        # a self-move Reaction is looked at wherever its card is (6.3.d): this one only
        # works in play, like any other non-support ability (2.2.11)
        return me.zone is ZONE.EXPEDITION and super().match(g, ev, me, ctrl)


@attrs.frozen
class WhenOpponentPlays(Trigger):
    """"When an opponent plays a [Character]": the card is played as it leaves Limbo
    (5.1.2.j); it is "that Character" of the effect (6.3.h)."""

    filter: Filter

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.card is None or ev.player == ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When an opponent plays a {self.filter.noun()}"


@attrs.frozen
class WhenYourAscendedExpeditionsMoveForward(Trigger):
    """"When one or more of your Ascended Expeditions moves forward": one Reaction per
    step (Progress moves both at once, 4.2.4.h), not one per Expedition.  It is matched on
    the whole step (`match_step`); the event it gives the Reaction names every Ascended
    Expedition of the controller that moved forward in that step, for "it"."""

    per_step = True

    kinds: frozenset[str] = frozenset()  # it matches whole steps only (match_step)

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return False  # see match_step

    def match_step(self, g: GameState, events: list[Event], me: Card, ctrl: int) -> Event | None:
        moved = tuple(dict.fromkeys(
            ev.value[0] for ev in events
            if ev.kind == "expedition" and ev.player == ctrl and ev.value[1] > 0
            and is_ascended(g, ctrl, ev.value[0])))
        if not moved:
            return None
        return Event("ascended_forward", None, ctrl, value=moved)

    def text(self) -> str:
        return "When one or more of your Ascended Expeditions moves forward"


@attrs.frozen
class WhenIGoTo(Trigger):
    """"When I go to [zone] from [zone]" — a self-move Reaction (6.3.c-d)."""

    zone: Zone
    from_zone: Zone | None = None
    self_move = True

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.card is me and ev.dst is self.zone
                and (self.from_zone is None or ev.src is self.from_zone))

    def text(self) -> str:
        names = {ZONE.RESERVE: "Reserve", ZONE.HAND: "your Hand", ZONE.EXPEDITION:
                 "the Expedition zone", ZONE.DISCARD: "the Discard pile"}
        src = f" from {names[self.from_zone]}" if self.from_zone else " from anywhere"
        return f"When I go to {names[self.zone]}{src}"


@attrs.frozen
class WhenIGoToYourReserveFrom(WhenIGoTo):
    """"When I go to your Reserve from the Expedition zone": the Core self-move Reaction
    (6.3.c-d), in the later sets' wording."""

    def text(self) -> str:
        return "When I go to your Reserve from the Expedition zone"


@attrs.frozen
class WhenISacrificed(Trigger):
    """"When I am sacrificed" — works before the event, in play (6.3.e)."""

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "move" and ev.card is me and ev.value == "sacrifice"

    def text(self) -> str:
        return "When I'm sacrificed"


#: my Expeditions before a step, and the Expeditions each Character of my controller was
#: in, by object id (`WhenAnotherJoinsMyExpedition.snapshot`)
JoinSnapshot = tuple[frozenset[str], dict[int, frozenset[str]]]


@attrs.frozen
class WhenAnotherJoinsMyExpedition(Trigger):
    """"When another Character joins my Expedition" — binds it.  "My Expedition" is read
    before the event; with a Gigantic bearer it is one set of both Expeditions, so moving
    between them is not joining it (7.4.4.i, 7.5.8)."""

    def snapshot(self, g: GameState, me: Card) -> JoinSnapshot:
        """My Expeditions, and where each Character of my controller is, before the step."""
        members = {c.oid: frozenset(g.expeditions_of(c)) for c in g.expedition_zone
                   if c.controller == me.controller and c.cdef.is_character}
        return frozenset(g.expeditions_of(me)), members

    def implicit_joins(self, g: GameState, me: Card, snap: JoinSnapshot | None,
                       events: list[Event]) -> list[Card]:
        """Characters that joined my Expedition without moving — by gaining Gigantic
        (7.4.4.n).  Compared before and after the whole step, so the re-evaluation of
        passives in between is not a join (2.3.1.l)."""
        if snap is None:
            return []
        mine, members = snap
        moved = {id(ev.card) for ev in events if ev.card is not None}
        out = []
        for c in g.expedition_zone:
            if c is me or id(c) in moved or c.oid not in members:
                continue
            if c.controller != me.controller:
                continue
            after = set(g.expeditions_of(c))
            if (after & mine) and not (members[c.oid] & mine):
                out.append(c)
        return out

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or not card.cdef.is_character or card.controller != me.controller:
            return False
        snap = getattr(g, "snapshots", {}).get((me.oid, id(self)))
        mine = snap[0] if snap is not None else frozenset(g.expeditions_of(me))
        before: set[str] = set()
        if ev.src is ZONE.EXPEDITION and ev.old_controller == me.controller:
            if isinstance(ev.value, tuple) and ev.value[0] == "switch" and ev.value[1]:
                before = set(EXPEDITIONS)  # a Gigantic Character switching joins nothing (7.4.4.m)
            else:
                before = {ev.src_exp} if ev.src_exp else set()
        after = set(g.expeditions_of(card))
        return card if (after & mine) and not (before & mine) else False

    def text(self) -> str:
        return "When another Character joins my Expedition"


@attrs.frozen
class WhenIBecome(Trigger):
    """"When I become [status]": I did not have it before the event and have it after,
    also when I arrive somewhere with it (7.5.3)."""

    status: Status

    kinds = frozenset({"status", "move"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.card is not me:
            return False
        if ev.kind == "status":
            return ev.value == (self.status, True)
        if self.status is STATUS.FLEETING and ev.dst is ZONE.EXPEDITION:
            return False  # entering play Fleeting is a status event of its own (2.4.6.c)
        return ev.kind == "move" and self.status in me.statuses and self.status not in ev.was

    def text(self) -> str:
        return f"When I become {self.status.value.capitalize()}"


@attrs.frozen
class WhenMyExpeditionFailsToMoveForward(Trigger):
    """"When my Expedition fails to move forward during Dusk": it did not move forward
    during Progress, outside tiebreakers (7.5.6) — Progress is the daily effect of Dusk
    (4.2.4), so "during Dusk" is what the word always means."""

    kinds = frozenset({"progress"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "progress" or ev.player != me.controller or g.tiebreak:
            return False
        return ev.value[0] in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition fails to move forward during Dusk"


@attrs.frozen
class WhenMyExpeditionMovesForwardDueTo(Trigger):
    """"When my Expedition moves forward due to [terrain]": Progress moved it, it was in a
    region of that terrain, no effect kept that terrain from counting and it had the
    greater statistic there (4.2.4.j) — Progress records those terrains in its move."""

    terrain: Terrain

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != me.controller:
            return False
        exp, delta, due_to = ev.value
        return delta > 0 and self.terrain in due_to and exp in g.expeditions_of(me)

    def text(self) -> str:
        return f"When my Expedition moves forward due to {self.terrain.value.capitalize()}"


@attrs.frozen
class WhenAnotherPermanentJoinsYours(Trigger):
    """"When another Permanent joins your Expeditions or Landmarks": a Permanent (a token
    one too) arriving in play under your control from elsewhere — played or created
    (7.1.1.a); moving between your own zones in play is not joining."""

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.card is None or ev.card is me:
            return False
        if ev.dst not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return False
        if ev.src in (ZONE.EXPEDITION, ZONE.LANDMARK) and ev.old_controller == ctrl:
            return False
        if not ev.card.cdef.counts_as("permanent") or g.controller_of(ev.card) != ctrl:
            return False
        return ev.card

    def text(self) -> str:
        return "When another Permanent joins your Expeditions or Landmarks"


@attrs.frozen
class WhenACardGoesToTheDiscardPile(Trigger):
    """"When a card goes to the discard pile": any card of any player moved there (7.3.5);
    a token that ceases to exist never reaches it (2.1.e)."""

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        return bool(ev.kind == "move" and ev.dst is ZONE.DISCARD and ev.card is not None)

    def text(self) -> str:
        return "When a card goes to the discard pile"


# ------------------------------------------------------------------ unique cards' triggers
@attrs.frozen
class WhenYouPass(Trigger):
    """"When you pass" (4.2.3.d): the pass of the Reaction's controller, first or not."""

    kinds = _PASS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "pass" and ev.player == ctrl

    def text(self) -> str:
        return "When you pass"


@attrs.frozen
class WhenYourCharacterOfKindGainsBoosts(WhenYourCharacterGainsBoosts):
    """"When a non-Boosted (non-Token) Character you control gains 1 or more boosts":
    once for each gain of boosts on such a Character; a non-Boosted one had no boost
    before this gain (2.4.4.a); binds it (6.3.h)."""

    non_boosted: bool = False
    non_token: bool = False
    token_word: str = attrs.field(default="Token", eq=False)  # as printed

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = super().match(g, ev, me, ctrl)
        if not isinstance(card, Card):
            return False
        if self.non_token and card.cdef.is_token:
            return False
        if self.non_boosted and card.counters.get("boost", 0) - ev.value[1] > 0:
            return False
        return card

    def text(self) -> str:
        kind = "non-Boosted " if self.non_boosted else f"non-{self.token_word} "
        return f"When a {kind}Character you control gains 1 or more boosts"


@attrs.frozen
class WhenYouCreateTokens(Trigger):
    """"When you create a token" / "When you create one or more tokens": a token of any
    type whose creator is you (1.1.7.b).  "One or more" activates once for the tokens one
    step creates together (7.3.4): the first of them."""

    one_or_more: bool = False

    kinds = _CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "create" or ev.player != ctrl or ev.card is None:
            return False
        if self.one_or_more and _created_earlier_in_step(g, ev):
            return False
        return ev.card

    def text(self) -> str:
        return "When you create one or more tokens" if self.one_or_more \
            else "When you create a token"


def _created_earlier_in_step(g: GameState, ev: Event) -> bool:
    """Whether another token was created by the same player in the events of the step
    whose Reactions are activated before `ev` (tokens one step creates together)."""
    events = getattr(g, "step_events", None) or []
    for other in events:
        if other is ev:
            return False
        if other.kind == "create" and other.player == ev.player:
            return True
    return False


@attrs.frozen
class WhenAnotherCharacterGainsStatus(WhenYourCharacterGainsStatus):
    """"When another Character you control gains Fleeting": not the Reaction's bearer."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = super().match(g, ev, me, ctrl)
        return False if card is me else card

    def text(self) -> str:
        return f"When another Character you control gains {self.status.value.capitalize()}"


@attrs.frozen
class WhenAnOpponentReceivesAGift(WhenYouMakeAGift):
    """"When an opponent receives a Gift": the Gift you make (see `is_gift`)."""

    def text(self) -> str:
        return "When an opponent receives a Gift"


@attrs.frozen
class WhenAnOpponentDraws(Trigger):
    """"When an opponent draws one or more cards": once for each drawing step (its first
    card, however many it draws)."""

    kinds = frozenset({"draw"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "draw" and ev.player is not None and ev.player != ctrl
                and ev.value == 1)

    def text(self) -> str:
        return "When an opponent draws one or more cards"


@attrs.frozen
class WhenYouResupply(Trigger):
    """"When you Resupply" (7.3.22), Exhausted Resupply included (7.3.11)."""

    kinds = frozenset({"resupply"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "resupply" and ev.player == ctrl

    def text(self) -> str:
        return "When you Resupply"
