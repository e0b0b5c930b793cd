"""Replacement effects and prohibitions, one path for every atomic action (1.4.4
"instead", 6.2.b; 1.4.1 "can't").

Before the kernel carries out an atomic action that a card's words may change (a card
gaining a status, a card leaving the Expedition zone, a Resupply, a die roll...), it
proposes it as an `Action` and asks the passives that are `Replacement`s of that kind.
They are found through the per-kind passive index (`passives_of`), so a game without any
costs one dictionary look-up; the bearer's own abilities are asked too, for a modifier of
an object's own action as it happens (entering the Expedition zone Fleeting, 2.4.6.c).

Each kind of word answers once, over all its bearers (it knows how several of its kind
combine: the sum of boosts, the one the player picks, 6.2.h), in the order of its
`precedence`; it returns the action still to happen, changed or not, or marks it
`replaced` when something else happened instead.  The kernel carries out what comes back.
The kernel names no word: a new "instead" is a passive that subclasses `Replacement`.

Kinds of action (`Action.kind`) and what the kernel passes:
    "gain_status"   card, status (the status gained may change)
    "status_fleeting_boosts"  card, status (after "can it gain it again?": boosts instead)
    "leave_expedition"  card, dst, exp, controller (it may stay, or defect instead)
    "resupply"      player (result: the card put in Reserve)
    "roll"          player, n (the number of dice rolled)
    "move_forward"  player, exp, due_to (whether an Expedition's move forward happens)
    "forward_distance"  player, exp, due_to (how many regions: n; result names the modifier)
    "forward_at_dusk"   player, exp (it has moved forward during Dusk: n moves in all)

A "can't" is asked the same way, before the replacements: the passives that are
`Prohibition`s of the action's kind say whether it may happen at all (1.4.1: a "can't"
beats every "can"), and the kernel does not carry out a prohibited action:
    "gain_counters"  card (nothing is gained)
    "move_forward"   player, exp (the Expedition stays)
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, ClassVar, cast

import attrs

from engine.ability_kinds import Passive
from engine.gamestate.host import Host
from engine.memo import per_object

if TYPE_CHECKING:  # pragma: no cover
    from engine.gamestate.context import Ctx
    from engine.model import Card, CardDef, Status, Terrain, Zone
    from engine.state import GameState

Gen = Generator[Any, Any, Any]


@attrs.frozen
class Action:
    """An atomic action the kernel is about to carry out, as the replacements see it."""

    kind: str
    card: Card | None = None
    player: int | None = None
    status: Status | None = None
    dst: Zone | None = None
    exp: str | None = None
    controller: int | None = None
    n: int = 1
    due_to: tuple[Terrain, ...] | None = None  # a Progress's move forward: its terrains
    ctx: Ctx | None = None  # the effect's context; None when a rule does it
    replaced: bool = False  # something else happened instead: the kernel does nothing
    result: Any = None  # what the replacement produced, when the action returns a value


class Replacement:
    """Mixin of a passive word that may replace an action of the kind `replaces`.

    `replace` (a generator: it may ask a player) or `replace_now` (for the kinds the kernel
    carries out without waiting for an answer) is called once per kind of word, with all
    its bearers to look at through the state."""

    replaces: ClassVar[str] = ""
    precedence: ClassVar[int] = 0  # lower first, among the words of one kind

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A replacement is a passive word (`may_replace` passes over an object that holds
        no passive without looking for its own replacements)."""
        super().__init_subclass__(**kwargs)
        if not issubclass(cls, Passive):
            raise TypeError(f"{cls.__name__}: a Replacement is a Passive too (6.2.b)")

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Generator[Any, Any, Action]:
        return cls.replace_now(g, act)
        yield  # pragma: no cover

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        return act


class Prohibition:
    """Mixin of a passive word that says an action of the kind `forbids` can't happen now
    ("Cards in your opponent's Reserve can't gain counters", "Expeditions can't move
    forward"): a "can't" beats every "can" (1.4.1).  Asked through the per-kind passive
    index with the proposed `Action`, each bearer with its controller; a new "can't" is a
    passive that subclasses this and sets `forbids`, and no kernel module changes."""

    forbids: ClassVar[str] = ""

    def forbids_action(self, g: GameState, holder: Card | None, ctrl: int,
                       act: Action) -> bool:
        """Whether this passive, borne by `holder` (None: an Ongoing effect) and controlled
        by `ctrl`, forbids `act` now."""
        return False


@per_object
def own_replacements(cdef: CardDef) -> tuple[type[Replacement], ...]:
    """The kinds of `Replacement` among a card definition's own abilities."""
    return tuple(dict.fromkeys(type(a) for a in cdef.abilities if isinstance(a, Replacement)))


class Replacing(Host):
    """The state's side: propose an action, apply what the replacements return."""

    __slots__ = ()  # the data are `GameState`'s slots (engine.state)

    def may_replace(self, card: Card | None = None) -> bool:
        """Whether any replacement could answer now (a passive in play or an Ongoing effect,
        or `card`'s own): the hot paths skip proposing an action when none could."""
        return (bool(self._passive_kinds.get(Replacement))
                or (card is not None and bool(card.profile.passives)  # a Replacement is one
                    and bool(own_replacements(card.cdef))))

    def may_prohibit(self) -> bool:
        """Whether any "can't" could answer now (a `Prohibition` in play or an Ongoing
        effect): the hot paths skip proposing an action when none could (issue #27)."""
        return bool(self._passive_kinds.get(Prohibition))

    def replacements_for(self, act: Action) -> list[type[Replacement]]:
        kinds: dict[type[Replacement], None] = {}
        for _h, pa, _c in self.passives_of(Replacement):
            kinds[type(pa)] = None
        if act.card is not None:
            kinds.update(dict.fromkeys(own_replacements(act.card.cdef)))
        found = [k for k in kinds if k.replaces == act.kind]
        found.sort(key=lambda k: k.precedence)
        return found

    def replaced(self, act: Action) -> Generator[Any, Any, Action]:
        """`act` after the replacements of its kind (6.2.b): carry it out unless `replaced`."""
        for kind in self.replacements_for(act):
            act = yield from kind.replace(cast("GameState", self), act)
            if act.replaced:
                break
        return act

    def prohibited(self, act: Action) -> tuple[Card | None, Prohibition] | None:
        """The first working passive that says `act` can't happen (1.4.1), with its bearer
        (None for an Ongoing effect); None when nothing forbids it."""
        for holder, pa, ctrl in self.passives_of(Prohibition):
            if pa.forbids == act.kind and pa.forbids_action(cast("GameState", self), holder,
                                                             ctrl, act):
                return holder, pa
        return None

    def replaced_now(self, act: Action) -> Action:
        """`replaced` for an action the kernel carries out without asking anyone."""
        for kind in self.replacements_for(act):
            act = kind.replace_now(cast("GameState", self), act)
            if act.replaced:
                break
        return act
