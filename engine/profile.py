"""What the engine needs to know, again and again, about a card definition's abilities.

Computed once per definition and carried by each `Card`, so the hot paths of the rules
(which abilities work where, who watches events, can this cost change) are attribute
reads instead of scans.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Ability, CostChange, Keyword, Passive, QuickAction, Reaction

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import CardDef


@attrs.frozen
class Profile:
    every: tuple[Ability, ...]
    in_play: tuple[Ability, ...]  # the non-support abilities (1.2.4.d)
    support: tuple[Ability, ...]  # those working only in Reserve (2.2.11.i)
    passives: tuple[Ability, ...]
    watches: bool  # has a Reaction that is not self-move (6.3.e)
    #: ... among the abilities that work in play (Expedition, Landmark zone), and among
    #: the support ones (Reserve, 2.2.11.i): an object is kept among the state's
    #: `watching` only where one of them works, so a watcher's card moving through a
    #: Reserve where it watches nothing does not make the watchers' list anew (issue #27)
    watches_in_play: bool
    watches_support: bool
    self_moves: tuple[Reaction, ...]  # self-move Reactions (6.3.c-d)
    keywords: frozenset[str]
    quick: bool
    cost_change: bool
    changing: bool  # a passive that changes characteristics (2.3)
    pays_less: bool  # Scout, an optional cost, or a cost change of its own
    restricted: bool = False  # a restriction on playing it (Ability.restricts_play)
    #: (index, ability) of its quick actions among `every`, `in_play` and `support`: those
    #: that work where an object without granted abilities is (`engine.state.quick_actions`)
    quick_every: tuple[tuple[int, QuickAction], ...] = ()
    quick_in_play: tuple[tuple[int, QuickAction], ...] = ()
    quick_support: tuple[tuple[int, QuickAction], ...] = ()


def split(abilities: tuple[Ability, ...]) -> tuple[tuple[Ability, ...], ...]:
    """(all, those working in play, support ones, passive ones) of a list of abilities."""
    return (abilities, tuple(a for a in abilities if not a.support),
            tuple(a for a in abilities if a.support),
            tuple(a for a in abilities if isinstance(a, Passive)))


def changes_characteristics(ability: object) -> bool:
    """Whether an ability (or an Ongoing effect's passive) changes characteristics (2.3)."""
    return isinstance(ability, Ability) and ability.alters_characteristics


def self_moves(abilities: tuple[Ability, ...]) -> tuple[Reaction, ...]:
    return tuple(a for a in abilities if isinstance(a, Reaction) and a.trigger.self_move)


def profile_of(cdef: CardDef) -> Profile:
    """The definition's profile, worked out once and kept by the definition itself
    (`CardDef.profile`, a cache of a pure function of its abilities, as a cached property
    would keep it).  The registry asks it as it builds a definition, so the profiles of
    the pool are made with it (some 1.6 % of building it): a random deck of the whole
    pool brought dozens of definitions each game met for the first time and profiled
    then, in a memo keyed by identity (issue #27)."""
    got = cdef.profile
    if got is None:
        got = make_profile(cdef.abilities)
        object.__setattr__(cdef, "profile", got)  # frozen: its one cached field
    return got


def make_profile(abilities: tuple[Ability, ...]) -> Profile:
    """A definition's profile, worked out in one pass over its abilities."""
    ab = tuple(abilities)
    in_play: list[Ability] = []
    support: list[Ability] = []
    passives: list[Ability] = []
    moves: list[Reaction] = []
    kws: set[str] = set()
    watches = quick = cost_change = changing = pays_less = restricted = False
    watches_in_play = watches_support = False
    for a in ab:
        (support if a.support else in_play).append(a)
        if isinstance(a, Passive):
            passives.append(a)
        if isinstance(a, Reaction):
            if a.trigger.self_move:
                moves.append(a)
            elif a.support:
                watches = watches_support = True
            else:
                watches = watches_in_play = True
        if isinstance(a, Keyword):
            kws.add(a.name)
        if isinstance(a, QuickAction):
            quick = True
        if isinstance(a, CostChange):
            cost_change = True
        if changes_characteristics(a):
            changing = True
        if a.pays_less:
            pays_less = True
        if a.restricts_play or hasattr(a, "forbids_intent"):
            restricted = True
    return Profile(
        ab, tuple(in_play), tuple(support), tuple(passives), watches=watches,
        watches_in_play=watches_in_play, watches_support=watches_support,
        self_moves=tuple(moves), keywords=frozenset(kws), quick=quick,
        cost_change=cost_change, changing=changing,
        pays_less=pays_less or "scout" in kws, restricted=restricted,
        quick_every=_quick(ab, ab), quick_in_play=_quick(ab, in_play),
        quick_support=_quick(ab, support),
    )


def _quick(abilities: tuple[Ability, ...], working: list[Ability] | tuple[Ability, ...]
           ) -> tuple[tuple[int, QuickAction], ...]:
    """(index among `abilities`, ability) of the quick actions among `working`."""
    return tuple((i, a) for i, a in enumerate(abilities)
                 if isinstance(a, QuickAction) and any(a is w for w in working))
