"""What the rules let or forbid a card because of passives in play: may gain a status again,
stays exhausted, Defenders that do not stop an Expedition.  The kernel asks these as it
carries out an action; a plain "can't" is a `Prohibition` instead (engine/gamestate/
replacing.py), asked without a function here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effects.costs.counters import ANYWHERE
from engine.effects.passives.counters import CanGainStatusAgain, SupportCountersBeyond
from engine.effects.passives.prohibitions import DefendersDontStop
from engine.effects.passives.reserve import (
    CharactersStayExhaustedInReserve,
    MayPlayExhaustedFromReserve,
    PlayedSpellsAreFleeting,
)
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.model import Card, CardDef, Status
    from engine.state import GameState


def exhausted_play_destinations(g: GameState, player: int, card: Card) -> frozenset[str | None]:
    """Where `player` may play `card`, an exhausted card of their Reserve, to: nowhere
    (2.4.5.c) unless a working `MayPlayExhaustedFromReserve` they control allows it."""
    out: set[str | None] = set()
    for holder, pa, ctrl in g.passives_of(MayPlayExhaustedFromReserve):
        if ctrl != player or (pa.types and not card.cdef.counts_as(pa.types)):
            continue
        if not pa.in_my_expedition:
            return ANYWHERE
        if holder is not None and holder.zone is ZONE.EXPEDITION:
            out.update(g.expeditions_of(holder))
    return frozenset(out)


def support_cap(g: GameState, ctx: Ctx, card: Card, cap: int) -> int | None:
    """The maximum an "up to a max of `cap`" allows for `card` (None: no maximum)."""
    src = ctx.source
    if src is None or card is not src or card.zone is not ZONE.RESERVE:
        return cap  # only a card's own ability from the Reserve (a support ability, 2.2.11.i)
    found = [pa.extra for _h, pa, _c in g.passives_of(SupportCountersBeyond)]
    if not found:
        return cap
    if None in found:
        return None
    return cap + max(x for x in found if x is not None)


def gains_status_again(g: GameState, card: Card, status: Status) -> bool:
    """Whether `card`, which has `status`, may gain it again (2.4.1.g)."""
    if card.zone is not ZONE.EXPEDITION or not any(
            isinstance(a, CanGainStatusAgain) for a in card.cdef.abilities):
        return False  # a fast answer for every other card
    return any(isinstance(a, CanGainStatusAgain) and a.status is status
               for a in g.working_abilities(card))


def defenders_released_by(g: GameState, player: int, exp: str) -> Card | None:
    """The object whose passive lets this Expedition move forward despite its Defenders,
    or None (see `DefendersDontStop`)."""
    for holder, pa, ctrl in g.passives_of(DefendersDontStop):
        if pa.lets_move(g, holder, ctrl, player, exp):
            return holder
    return None


def played_spell_is_fleeting(g: GameState, player: int, cd: CardDef) -> bool:
    """Whether a passive of `player`'s makes this Spell Fleeting as it is played."""
    return any(ctrl == player and pa.fits(cd)
               for _holder, pa, ctrl in g.passives_of(PlayedSpellsAreFleeting))


def characters_stay_exhausted(g: GameState) -> bool:
    """Whether a working passive keeps exhausted Characters in Reserve exhausted."""
    return bool(g.passives_of(CharactersStayExhaustedInReserve))
