"""Where Expeditions stand against each other (7.5.2): the Expeditions and Characters
facing an object, In contact, ahead or behind, and what passives have them considered
(`MyExpeditionConsidered`).  Small and below the words that ask it (regions, counts,
conditions, tokens, triggers), so none of them imports the others to ask it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effects.passives.considered import MyExpeditionConsidered
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Card
    from engine.state import GameState


def considered(g: GameState, player: int, exp: str, what: str) -> bool:
    """Whether `player`'s Expedition `exp` is considered `what` (in_contact | behind) by a
    `MyExpeditionConsidered` of an object in it."""
    for holder, p, _ in g.passives_of(MyExpeditionConsidered):
        if p.what == what and _in(g, holder, player, exp):
            return True
    return False


def _in(g: GameState, holder: Card | None, player: int, exp: str) -> bool:
    return (holder is not None and holder.zone is ZONE.EXPEDITION
            and g.controller_of(holder) == player and exp in g.expeditions_of(holder))


# Expedition of the same name as mine: Hero faces Hero, Companion faces Companion)
def facing_expeditions(g: GameState, me: Card) -> list[tuple[int, str]]:
    """The Expeditions facing an object in an Expedition (both, for a Gigantic one)."""
    if me.zone is not ZONE.EXPEDITION:
        return []
    return [(1 - me.controller, e) for e in g.expeditions_of(me)]


def characters_facing(g: GameState, me: Card) -> list[Card]:
    out: list[Card] = []
    for p, e in facing_expeditions(g, me):
        out += [c for c in g.in_expedition(p, e) if c.cdef.is_character and c not in out]
    return out


def expedition_in_contact(g: GameState, player: int, exp: str) -> bool:
    """"It's In Contact if there is another player's Expedition in its region" (reminder
    text of In contact): an Expedition of another player stands on the same region of the
    Adventure (both players' positions count on the one Adventure, 0 the Hero region) —
    or a passive says it is considered In contact (lyra_regions_words)."""
    if considered(g, player, exp, "in_contact"):
        return True
    here = g.players[player].position[exp]
    return any(q.position[e] == here for q in g.players if q.index != player
               for e in ("hero", "companion"))


def _in_contact(g: GameState, player: int) -> list[str]:
    return [e for e in ("hero", "companion") if expedition_in_contact(g, player, e)]


def standing(g: GameState, player: int, exp: str) -> str:
    """ahead / behind / tied, by distance from the starting region (7.5.2); a passive may
    have the Expedition considered behind (lyra_regions_words)."""
    if considered(g, player, exp, "behind"):
        return "behind"
    if g.tiebreak:
        return "tied"  # 7.5.2.d
    mine = g.players[player].distance(exp)
    theirs = g.players[1 - player].distance(exp)
    return "ahead" if mine > theirs else "behind" if mine < theirs else "tied"
