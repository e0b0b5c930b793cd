"""Passives that forbid (1.4.1): moving forward, playing, triggers activating, gaining
counters, defenders stopping."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive
from engine.effects.abilities.keywords import duration_words
from engine.effects.context import Ctx
from engine.effects.triggers.arrival import OnJoin, OnPlayed
from engine.gamestate.replacing import Action, Prohibition
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.effects.triggers.base import Trigger
    from engine.model import Card
    from engine.play import Intent
    from engine.state import GameState


@attrs.frozen
class CantMoveForward(Passive, Prohibition):
    """"Expeditions can't move forward" — a "can't" beats every "can" (1.4.1).

    Which Expeditions: all of them; one chosen when the effect was made ("Target
    Expedition can't move forward this Day": `expedition` is (player, "hero"|"companion"));
    or, for a passive of an object in play, "your other Expedition and the Expedition
    facing it" — the controller's Expedition the object is not in, and the opponent's of
    the same name (none when the object is in both, 7.4.4.k)."""

    which: str = "all"  # all | chosen | other_and_facing
    expedition: tuple[int, str] | None = None

    forbids = "move_forward"

    def forbids_action(self, g: GameState, holder: Card | None, ctrl: int,
                       act: Action) -> bool:
        player, exp = act.player, act.exp
        if self.which == "all":
            return True
        if self.which == "chosen":
            return self.expedition == (player, exp)
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return False
        mine = g.expeditions_of(holder)
        if len(mine) != 1:
            return False
        other = "companion" if mine[0] == "hero" else "hero"
        return exp == other  # mine (player == ctrl) or the one facing it

    def text(self, duration: str | None = None) -> str:
        if self.which == "other_and_facing":
            return "Your other Expedition and the Expedition facing it can't move forward."
        if self.which == "chosen":
            return f"That Expedition can't move forward{duration_words(duration)}."
        return f"Expeditions can't move forward{duration_words(duration)}."


@attrs.frozen
class TriggersDontActivate(Passive):
    """"The [J], [H] and [R] abilities of Characters facing me can't activate" (7.3.1.e)."""

    symbols: tuple[str, ...] = ("J", "H", "R")

    def blocks(self, g: GameState, holder: Card | None, card: Card, symbol: str | None) -> bool:
        if holder is None or symbol not in self.symbols or not card.cdef.is_character:
            return False
        if card.zone is not ZONE.EXPEDITION or card.controller == holder.controller:
            return False
        return bool(set(g.expeditions_of(card)) & set(g.expeditions_of(holder)))

    def text(self, duration: str | None = None) -> str:
        syms = ", ".join(f"[{s}]" for s in self.symbols[:-1]) + f" and [{self.symbols[-1]}]"
        return f"The {syms} abilities of Characters facing me can't activate."


@attrs.frozen
class CantBePlayedWithFewerOrbs(Passive):
    """"I can't be played if you have less than N Mana Orbs": a restriction on playing the
    card itself, so it is read wherever the card is played from (a "can't" wins, 1.4.1);
    every card in the Mana zone is a Mana Orb, ready or exhausted (3.2.9.c)."""

    orbs: int
    restricts_play = True

    def forbids(self, g: GameState, player: int) -> bool:
        return len(g.players[player].mana) < self.orbs

    def why(self, g: GameState, player: int) -> str:
        have = len(g.players[player].mana)
        return f"it can't be played with fewer than {self.orbs} Mana Orbs; you have {have} (1.4.1)"

    def text(self, duration: str | None = None) -> str:
        return f"I can't be played if you have less than {self.orbs} Mana Orbs."


def play_restriction(g: GameState, player: int, card: Card) -> str | None:
    """Why the card's own restrictions forbid playing it now, or None."""
    for a in card.profile.passives:
        if isinstance(a, CantBePlayedWithFewerOrbs) and a.forbids(g, player):
            return a.why(g, player)
    return None


def trigger_symbol(trigger: Trigger) -> str | None:
    """J, H or R for the self-move triggers of 7.1.1, else None."""
    if isinstance(trigger, OnJoin):
        return "J"
    if isinstance(trigger, OnPlayed):
        return "H" if trigger.zone is ZONE.HAND else "R"
    return None


def blocked_trigger(g: GameState, card: Card, trigger: Trigger) -> bool:
    """True when a passive says this trigger cannot activate (7.3.1.e)."""
    blockers = g.passives_of(TriggersDontActivate)
    if not blockers:
        return False
    sym = trigger_symbol(trigger)
    if sym is None:
        return False
    return any(pa.blocks(g, h, card, sym) for h, pa, _c in blockers)


def in_starting_region(g: GameState, player: int, exp: str | None) -> bool:
    """Whether that Expedition is in its starting region (7.5.2: no region travelled)."""
    return exp is not None and g.players[player].distance(exp) == 0


@attrs.frozen
class CantBePlayedInStartingRegion(Passive):
    """"I can't be played in a starting region": not into an Expedition that is in its
    starting region (the Expedition is chosen as the card is played, 5.1.2.c)."""

    def forbids_intent(self, g: GameState, player: int, intent: Intent) -> bool:
        return in_starting_region(g, player, intent.expedition)

    def text(self, duration: str | None = None) -> str:
        return "I can't be played in a starting region."


@attrs.frozen
class DefendersDontStop(Passive):
    """"[If …,] Defender Characters don't prevent my Expedition from moving forward."

    Defender holds its own Expedition back at Dusk (7.4.2.b-c); this passive cancels that
    for the Expeditions its bearer is in, while its condition holds (looked at each time
    the question is asked, so at Progress it is the standing before anyone moves, 4.2.4.h).
    Whose Defender does not matter: a Defender only ever holds back its own Expedition."""

    condition: Condition | None = None
    # printed "… don't prevent it from moving forward" after "If my Expedition is …"
    it_word: bool = attrs.field(default=False, eq=False)

    def lets_move(self, g: GameState, holder: Card | None, ctrl: int, player: int,
                  exp: str) -> bool:
        if holder is None or holder.zone is not ZONE.EXPEDITION or player != ctrl:
            return False
        if exp not in g.expeditions_of(holder):
            return False
        return self.condition is None or self.condition.holds(g, Ctx(ctrl, holder))

    def text(self, duration: str | None = None) -> str:
        whom = "it" if self.it_word else "my Expedition"
        out = f"Defender Characters don't prevent {whom} from moving forward."
        if self.condition is not None:
            return f"If {self.condition.text()}, {out}"
        return out


@attrs.frozen
class CantGainCounters(Passive, Prohibition):
    """"Cards in your opponent's Reserve can't gain counters" / "Cards in play or in Reserve
    with counters can't gain counters" (boosts are counters, 2.4.4): a "can't" beats any
    effect that would give them (1.4.1).  Hero cards are neither in play nor in Reserve, so
    they are never affected (reminder text: "This doesn't affect Hero cards.")."""

    which: str = "opponent_reserve"  # opponent_reserve | with_counters
    #: "with_counters" printed "that already have counters can't gain more" (wording only)
    already: bool = attrs.field(default=False, eq=False)

    forbids = "gain_counters"

    def forbids_action(self, g: GameState, holder: Card | None, ctrl: int,
                       act: Action) -> bool:
        card = act.card
        if card is None or holder is None or holder.zone is not ZONE.EXPEDITION:
            return False
        if self.which == "opponent_reserve":
            return card.zone is ZONE.RESERVE and card.owner != ctrl
        return (card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK, ZONE.RESERVE)
                and any(card.counters.values()))

    def text(self, duration: str | None = None) -> str:
        if self.which == "opponent_reserve":
            return "Cards in your opponent's Reserve can't gain counters."
        if self.already:
            return "Cards in play or in Reserve that already have counters can't gain more."
        return "Cards in play or in Reserve with counters can't gain counters."
