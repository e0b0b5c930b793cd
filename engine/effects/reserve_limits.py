"""How many cards a player keeps in Reserve at Clean-up (4.2.5.c): the Hero's Reserve limit
(3.2.10.b) changed by passives of the later sets ("Your Reserve limit is increased by one",
"All Reserve limits are reduced by one", "If there are Spells in your Reserve, …", "one more
card if it's exhausted").  Each such passive is a `ReserveLimitPassive`; Clean-up and the
game view both ask `reserve_allowance`, so what the table shows is what Clean-up keeps."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive
from engine.model import STATUS

if TYPE_CHECKING:  # pragma: no cover

    from engine.model import Card
    from engine.state import GameState


#: checks a choice of option ids "k:<oid>" at Clean-up: None if fine, else why not
Check = Callable[[tuple[str, ...]], "str | None"]


class ReserveLimitPassive(Passive):
    """A passive changing a player's Reserve limit.  `exhausted_only`: the extra cards it
    allows must be exhausted ones."""

    exhausted_only: bool = False  # a class default; a kind may make it a field

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        """How much this passive, controlled by `ctrl`, changes `player`'s limit now."""
        raise NotImplementedError  # pragma: no cover - each kind says


def reserve_allowance(g: GameState, player: int,
                      cards: list[Card]) -> tuple[int, int, Check | None]:
    """How many of `cards` (a Reserve at Clean-up) the player keeps: at least `lo` (the
    limit, changed), at most `hi` (with the exhausted-only extras), and the check of a
    choice of option ids "k:<oid>" (None when every choice of `lo` is fine)."""
    more = extra = 0
    for _h, pa, ctrl in g.passives_of(ReserveLimitPassive):
        d = pa.limit_delta(g, player, ctrl)
        if pa.exhausted_only:
            extra += d
        else:
            more += d
    lo = max(0, g.players[player].reserve_limit + more)
    tired = {f"k:{c.oid}" for c in cards if STATUS.EXHAUSTED in c.statuses}
    hi = lo + min(extra, len(tired))
    if hi == lo:
        return lo, lo, None

    def check(ids: tuple[str, ...]) -> str | None:
        beyond = len(ids) - lo
        if beyond > 0 and sum(1 for i in ids if i in tired) < beyond:
            return (f"beyond {lo} cards, only exhausted ones may be kept "
                    f"({beyond} more, {sum(1 for i in ids if i in tired)} exhausted)")
        return None

    return lo, hi, check


@attrs.frozen
class NotCountedInReserveLimit(Passive):
    """"I don't count towards your Reserve limit" (a support passive, [S]): while it works —
    in its owner's Reserve, ready (2.2.11.i-j) — Clean-up compares the other cards of that
    Reserve with the limit (4.2.5.c), and this one is neither counted nor discarded."""

    support: bool = False

    def text(self, duration: str | None = None) -> str:
        return ("[S] " if self.support else "") + "I don't count towards your Reserve limit."


def counted_in_limit(g: GameState, cards: list[Card]) -> list[Card]:
    """The cards of a Reserve that Clean-up compares with its limit: all but those whose
    own working `NotCountedInReserveLimit` leaves them out (a support ability)."""
    for c in cards:  # a loop, not any(...): no generator made at every Clean-up
        if c.profile.support:
            break
    else:
        return cards
    return [c for c in cards if not any(isinstance(a, NotCountedInReserveLimit)
                                        for a in g.working_abilities(c))]
