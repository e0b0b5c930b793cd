"""Passives on the Reserve (3.2.6): its limit, playing from it exhausted, cards staying
exhausted, Spells played as Fleeting."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive
from engine.effects.filters import TYPE_NOUNS
from engine.effects.reserve_limits import ReserveLimitPassive
from engine.model import CardType

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import CardDef
    from engine.state import GameState


@attrs.frozen
class MayPlayExhaustedFromReserve(Passive):
    """"You may play exhausted cards from your Reserve" (and "… exhausted Characters from
    your Reserve in my Expedition"): a passive changing a rule (2.3), lifting 2.4.5.c for
    the controller's own Reserve; with `in_my_expedition`, only into an Expedition I (a Gear)
    am in. Playing the card is otherwise as usual: costs, Fleeting from Reserve (5.2.b)."""

    types: tuple[str, ...] = ()  # () every card; ("character",) Characters only
    in_my_expedition: bool = False
    support: bool = False

    def text(self, duration: str | None = None) -> str:
        what = "Characters" if self.types == ("character",) else "cards"
        where = " in my Expedition" if self.in_my_expedition else ""
        return f"{'[S] ' if self.support else ''}You may play exhausted {what} from your Reserve{where}."


@attrs.frozen
class ReserveLimitUp(ReserveLimitPassive):
    """"Your Reserve limit is increased by one" and "You may keep one more card in Reserve
    during Night if it's exhausted": a passive changing the rule of Clean-up (4.2.5.c) for
    its controller. With `exhausted_only`, the one more card kept must be exhausted."""

    n: int = 1
    exhausted_only: bool = False

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return self.n if ctrl == player else 0

    def text(self, duration: str | None = None) -> str:
        if self.exhausted_only:
            return "You may keep one more card in Reserve during Night if it's exhausted."
        return f"Your Reserve limit is increased by {_WORDS.get(self.n, self.n)}."


_WORDS = {1: "one", 2: "two", 3: "three"}


@attrs.frozen
class ReserveLimitsChange(ReserveLimitPassive):
    """"All Reserve limits are reduced by one": every player's Reserve limit (3.2.10.b) is
    that much lower while the ability works (a Support ability: while its card is ready in
    its owner's Reserve, 2.2.11.i); read at Clean-up (4.2.5.c)."""

    delta: int = -1
    support: bool = False

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return self.delta  # every player's

    def text(self, duration: str | None = None) -> str:
        words = {1: "one", 2: "two"}
        way = "reduced" if self.delta < 0 else "increased"
        out = f"All Reserve limits are {way} by {words.get(abs(self.delta), abs(self.delta))}."
        return ("[S] " if self.support else "") + out


@attrs.frozen
class PlayedSpellsAreFleeting(Passive):
    """"Spells you play with Hand Cost N or less are Fleeting": such a Spell is Fleeting
    as it goes to Limbo (2.4.6.b), so it is discarded after it resolves (2.4.6.e)."""

    max_hand_cost: int

    def fits(self, cd: CardDef) -> bool:
        return cd.type is CardType.SPELL and cd.hand_cost <= self.max_hand_cost

    def text(self, duration: str | None = None) -> str:
        return f"Spells you play with Hand Cost {self.max_hand_cost} or less are Fleeting."


@attrs.frozen
class CharactersStayExhaustedInReserve(Passive):
    """"Exhausted Characters in Reserve remain exhausted during Morning": while it works, the
    Morning's Prepare (4.2.1.c) leaves the exhausted Characters of every Reserve exhausted;
    Spells and Permanents there are readied as usual."""

    def text(self, duration: str | None = None) -> str:
        return "Exhausted Characters in Reserve remain exhausted during Morning."


@attrs.frozen
class ReserveLimitUpIf(ReserveLimitPassive):
    """"If there are one or more Spells [Characters of Hand Cost 7 or more] in your Reserve,
    your Reserve limit is increased by one": the limit Clean-up keeps to (4.2.5.c, 3.2.10.b)
    is the Hero's plus one while such a card is in its controller's Reserve."""

    type: str = "spell"
    min_hand_cost: int | None = None

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return int(ctrl == player and any(self.counts(c.cdef) for c in g.players[player].reserve))

    def counts(self, cd: CardDef) -> bool:
        if not cd.counts_as(self.type):
            return False
        return self.min_hand_cost is None or cd.hand_cost >= self.min_hand_cost

    def text(self, duration: str | None = None) -> str:
        what = TYPE_NOUNS[self.type] + "s"
        if self.min_hand_cost is not None:
            what += f" of Hand Cost {self.min_hand_cost} or more"
        return (f"If there are one or more {what} in your Reserve, your Reserve limit is "
                "increased by one.")
