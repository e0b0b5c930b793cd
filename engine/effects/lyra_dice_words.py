"""Words for the Lyra cards of the later sets read by `engine/cardtext/lyra_dice_text.py`:
The Stage's "a Song or Artist" (one of two sub-types, of any card type) and its "next
Character with a base statistic of 0 that you play"; Lost in the Riptide's "You may play me
for N less. If you do, I can only target …"; Eris's "If my Expedition would move forward
during Dusk, roll a die. On a 4+: …" (a replacing modifier, 6.2); The Wayfarer's "If you
would roll one or more dice, also reveal the top card of your deck" and its "When you reveal a
card this way —". Why and the rulings are in
docs/mechanisms.md ("Revealing as you roll, Eris, The Stage, Lost in the Riptide")."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.abilities import NextPlayed, OptionalCostReduction, Passive
from engine.effects.conditions import Condition
from engine.effects.context import Ctx
from engine.effects.filters import Filter, _has_zero_base_stat
from engine.effects.steps import Step
from engine.effects.triggers import Trigger
from engine.events import Event
from engine.model import PHASE, ZONE, Card, CardDef, Terrain, Zone

if TYPE_CHECKING:
    from engine.gamestate import GameState

ANY_TYPE = ("character", "spell", "permanent")


@attrs.frozen
class AnySubtype(Filter):
    """"a Song or Artist": a card with one of `subtypes`, whatever its type. A Song is a
    Spell and an Artist a Character, so the sub-type alone says which cards count."""

    types: tuple[str, ...] = ANY_TYPE
    subtypes: tuple[str, ...] = ()

    def fits(self, cd: CardDef, played_from: Zone | None = None) -> bool:
        return (super().fits(cd, played_from)
                and any(s in cd.subtypes for s in self.subtypes))

    def noun(self, plural: bool = False) -> str:
        return " or ".join(s.capitalize() + ("s" if plural else "") for s in self.subtypes)


@attrs.frozen
class NextPlayedAmong(NextPlayed):
    """"The next Song or Artist you play this turn …" (one of `subtypes`, any card type) and
    "The next Character with a base statistic of 0 that you play this turn …" (a printed 0
    among its statistics, 2.2.10): used up by the first card played that fits."""

    subtypes: tuple[str, ...] = ()
    zero_base_stat: bool = False

    def matches(self, card: Card, zone: Zone | None = None) -> bool:
        cd = card.cdef
        if self.subtypes and not any(s in cd.subtypes for s in self.subtypes):
            return False
        if self.zero_base_stat and not _has_zero_base_stat(cd):
            return False
        return super().matches(card, zone)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        if self.subtypes:
            head = "The next " + " or ".join(s.capitalize() for s in self.subtypes)
            head += f" you play{when}"
        else:
            head = f"The next Character with a base statistic of 0 that you play{when}"
        if self.loses is None:  # only "loses [status]" is printed in these wordings
            raise ValueError("NextPlayedAmong says only what the card loses")
        return f"{head} loses {self.loses.value.capitalize()}."


@attrs.frozen
class NothingToPay:
    """The optional "cost" of "You may play me for N less": nothing is paid or chosen, the
    choice itself is what counts (and what "If you do" reads)."""

    label: str = "for less"  # the words in the play option's label
    verb = "play for less"
    chooses = False  # no card to choose when declaring it (5.1.2.c)

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return []

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return True

    def text(self) -> str:
        return "play me"


@attrs.frozen
class PlayForLessNarrowed(OptionalCostReduction):
    """"You may play me for N less. If you do, I can only target a [filter]." — the choice is
    made when declaring the play (5.1.2.c, like any optional cost); if it was taken, the
    Spell's targets (6.5.b) must also fit `only`."""

    cost: object = attrs.field(factory=NothingToPay)
    reduction: int = 1
    only: Filter = attrs.field(factory=Filter)

    def may_target(self, g: GameState, ctx: Ctx, card: Card) -> bool:
        return not ctx.reduced or self.only.matches(g, card, ctx)

    def text(self, duration: str | None = None) -> str:
        return (f"You may play me for {self.reduction} less. If you do, I can only target a "
                f"{self.only.noun()}.")


@attrs.frozen
class RollToMoveAtDusk(Passive):
    """"If my Expedition would move forward during Dusk, roll a die. On a 4+: it moves forward
    one more region instead." (the rares add "• 1, it doesn't move instead."): a replacing
    modifier (6.2) of each forward move of the bearer's Expedition during Dusk, by Progress
    or by an effect. The die is rolled only if the move would happen (the Expedition can
    move forward); the replacement's own moves are not replaced again."""

    stays_on_one: bool = False  # "• 1, it doesn't move instead."

    def text(self, duration: str | None = None) -> str:
        head = "If my Expedition would move forward during Dusk, roll a die. On a"
        more = "it moves forward one more region instead."
        if not self.stays_on_one:
            return f"{head} 4+: {more}"
        return f"{head}:\n • 4+, {more}\n • 1, it doesn't move instead."


def rolled_forward_move(g: GameState, player: int, exp: str, rule: str | None = None,
                        due_to: tuple[Terrain, ...] | None = None
                        ) -> Generator[Any, Any, bool | None]:
    """Carry out a forward move of that Expedition that a `RollToMoveAtDusk` replaces:
    None if none applies (the caller moves it as usual), else whether it moved."""
    regions = yield from rolled_forward_regions(g, player, exp, due_to)
    if regions is None:
        return None
    return move_rolled(g, player, exp, regions, rule=rule, due_to=due_to)


def rolled_forward_regions(g: GameState, player: int, exp: str,
                           due_to: tuple[Terrain, ...] | None = None
                           ) -> Generator[Any, Any, int | None]:
    """How many regions a forward move of that Expedition that a `RollToMoveAtDusk`
    replaces goes (0, 1 or 2), the die rolled now; None if no such modifier applies.
    Progress decides every move this way before any Expedition moves (4.2.4.h). With
    several such bearers, the Expedition's controller chooses the one applied (6.2.h)."""
    if g.phase is not PHASE.DUSK or g.tiebreak:
        return None
    found = [(h, pa) for h, pa, ctrl in g.passives_of(RollToMoveAtDusk)
             if h is not None and h.zone is ZONE.EXPEDITION and ctrl == player
             and exp in g.expeditions_of(h)]
    if not found or g.forward_refusal(player, exp, due_to) is not None:
        return None  # no modifier, or the move would not happen (then move_expedition says why)
    holder, pa = found[0]
    if len({pa for _h, pa in found}) > 1:
        opts = [Option(f"c:{h.oid}", h.name, (h.oid,)) for h, _pa in found]
        ans = yield from g.ask(player, "choose_card", "Choose the modifier to apply to the "
                               "move forward", opts, source=found[0][0])
        holder, pa = next((h, p) for h, p in found if f"c:{h.oid}" == ans)
    name = f"{g.players[player].name}'s {exp} Expedition"
    mine = Ctx(player, holder)  # the die is the bearer's ability's (7.3.19)
    g.entry(f"{name} would move forward during Dusk: {holder.name} has a die rolled instead",
            "6.2", player, (holder.oid,))
    roll = yield from g.roll_die(player, mine)
    if roll >= 4:
        g.entry(f"on a {roll}, {name} moves forward one more region", "6.2", player)
        return 2
    if roll == 1 and pa.stays_on_one:
        g.entry(f"on a 1, {name} does not move", "6.2", player)
        return 0
    g.entry(f"on a {roll}, {name} moves forward as it would have", "6.2", player)
    return 1


def move_rolled(g: GameState, player: int, exp: str, regions: int, rule: str | None = None,
                due_to: tuple[Terrain, ...] | None = None, checked: bool = False) -> bool:
    """Move that Expedition the `regions` a die roll decided (`rolled_forward_regions`):
    whether it moved.  `checked`: whether it may move was settled beforehand (Progress)."""
    if regions == 0:
        return False
    if not g.move_expedition(player, exp, 1, rule=rule, due_to=due_to, checked=checked):
        return False
    if regions == 2:
        g.move_expedition(player, exp, 1, rule=rule, due_to=due_to, twice=True,
                          checked=checked)
    return True


def move_one_region(g: GameState, player: int, exp: str, forward: bool,
                    ctx: Ctx) -> Generator[Any, Any, bool]:
    """An effect moves that Expedition one region (7.3.16-17); a forward move first goes
    through the modifiers that replace it (6.2). Whether it moved."""
    if forward:
        from engine.effects.ordis_words import (
            DiscardInsteadOfMovingForward,
            forward_move_replaced,
        )

        if g.passives_of(DiscardInsteadOfMovingForward) and (
                yield from forward_move_replaced(g, player, exp)):
            return False
        moved = yield from rolled_forward_move(g, player, exp)
        if moved is not None:
            return moved
    return g.move_expedition(player, exp, 1 if forward else -1, ctx=ctx)


# ------------------------------------------------------------------ revealing as you roll
#: the event of a card revealed with a die roll: value = (the die's result, the revealer)
REVEALED_WITH_ROLL = "reveal_with_roll"


@attrs.frozen
class AlsoRevealOnRoll(Passive):
    """"If you would roll one or more dice, also reveal the top card of your deck": an
    additive modifier (6.2.c) of each roll of the controller's; the reveal is an event
    that "When you reveal a card this way" sees, with the die's result."""

    def text(self, duration: str | None = None) -> str:
        return "If you would roll one or more dice, also reveal the top card of your deck."


def reveal_with_roll(g: GameState, player: int, result: int, revealer: Card) -> None:
    """Reveal the top card of the player's Deck along with a die roll (for `revealer`)."""
    from engine.effects.reveal import reveal_top

    cards = reveal_top(g, player, 1)
    if cards:
        g._events.append(Event(REVEALED_WITH_ROLL, cards[0], player,
                               value=(result, revealer.oid)))


def reveal_with_rolls(g: GameState, player: int, result: int) -> None:
    """What `AlsoRevealOnRoll` adds to a roll of `player`'s (called by `roll_die`): one
    reveal for each such object that player controls."""
    for holder, _pa, ctrl in g.passives_of(AlsoRevealOnRoll):
        if holder is not None and ctrl == player:
            g.entry(f"also reveals the top card of the Deck ({holder.name})", "6.2.c", player,
                    (holder.oid,))
            reveal_with_roll(g, player, result, holder)


@attrs.frozen
class RollAndReveal(Step):
    """"Roll a die and reveal the top card of your deck": the reveal goes with the roll, so
    "When you reveal a card this way" sees both."""

    def run(self, g: GameState, ctx: Ctx) -> Generator[Any, Any, None]:
        from engine.effects.steps import RollDie

        yield from RollDie().run(g, ctx)
        if ctx.die is not None and ctx.source is not None:
            reveal_with_roll(g, ctx.controller, ctx.die, ctx.source)

    def text(self) -> str:
        return "Roll a die and reveal the top card of your deck"


@attrs.frozen
class WhenYouRevealThisWay(Trigger):
    """"When you reveal a card this way": a card revealed with a roll for this very object;
    binds the revealed card ("it", 6.3.h)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != REVEALED_WITH_ROLL or ev.player != ctrl or ev.card is None:
            return False
        return ev.card if ev.value[1] == me.oid else False

    def text(self) -> str:
        return "When you reveal a card this way"


@attrs.frozen
class HandCostIsTheDie(Condition):
    """"If its Hand Cost is equal to the die's result": the revealed card's printed Hand
    Cost against the result of the roll it was revealed with."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        return (ev is not None and ev.kind == REVEALED_WITH_ROLL and ctx.it is not None
                and ctx.it.cdef.hand_cost == ev.value[0])

    def text(self) -> str:
        return "its Hand Cost is equal to the die's result"


@attrs.frozen
class PlayRevealedForFree(Step):
    """"Play it for free. (Don't activate any [H] abilities.)": the revealed card, still on
    top of your Deck, is played from there without paying its costs (7.3.20); from the Deck,
    so its [H] abilities don't activate."""

    def run(self, g: GameState, ctx: Ctx) -> Generator[Any, Any, None]:
        from engine.model import EXPEDITIONS
        from engine.play import Intent, free_play_forbidden, play_card

        card, deck = ctx.it, g.players[ctx.controller].deck
        ctx.did = False
        if card is None or not deck or deck[-1] is not card:
            g.note("the revealed card is no longer on top of the Deck", "6.5.c", ctx=ctx)
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from g.choose_expedition(ctx.controller, card.name, EXPEDITIONS, ctx)
        ctx.did = bool((yield from play_card(g, ctx.controller,
                                             Intent(card, ZONE.DECK, exp, free=True))))

    def text(self) -> str:
        return "play it for free"
