"""What the kernel asks the cards' words: the questions of the rules whose answers the
vocabulary owns.

The kernel carries out the rules; some of them are open to what the cards say ("draw one
more card in the Morning", "Defenders don't stop it", "your Reserve limit is…").  The kernel
declares each such question here, with its signature and rule; the vocabulary
(`engine.effects.answers`, imported by `engine.game` before any game is made) gives the
answers, and the card registry the look-up of a card definition by reference.  The kernel imports this module,
never the vocabulary nor the cards: the dependency points down (the vocabulary fills in
what the kernel declared), as replacement effects do through `Replacement`
(engine/gamestate/replacing.py).  A new question is a new attribute here and its answer
in `engine.effects.answers`; a new word that answers an existing question changes no
kernel module.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Ability, Reaction, Step
    from engine.gamestate.chars import Chars
    from engine.gamestate.context import Ctx
    from engine.model import Card, CardDef, Status, Terrain, Zone
    from engine.state import GameState

Gen = Generator[Any, Any, Any]
#: a Reserve limit's check of the cards a player keeps: None when they may keep them
Check = Callable[[tuple[str, ...]], str | None]


@attrs.frozen
class TerrainLimits:
    """What terrain limits say about one Expedition now (4.2.4.c-d)."""

    ignored: frozenset[Terrain] = frozenset()  # cannot move forward due to these
    only: frozenset[Terrain] | None = None  # can only move forward due to these (all of them)

    def counted(self, terrains: frozenset[Terrain]) -> frozenset[Terrain]:
        """The terrains of the region that Progress may use for this Expedition."""
        out = terrains - self.ignored
        return out if self.only is None else out & self.only


NO_LIMITS = TerrainLimits()


class Unanswered(AttributeError):
    """The kernel asked a question before the vocabulary answered it."""


class Words:
    """The answers the vocabulary gives the kernel (one instance, `WORDS`, filled in by
    `install`).  Each attribute is a question: its rule, then what it answers."""

    # the day's flow (section 4)
    run_after_rest: Callable[[GameState], Gen]  # the effects put off until after Rest (4.2.5)
    morning_draws: Callable[[GameState, int], int]  # cards drawn in the Morning (4.2.1.d)
    expands_from_deck: Callable[[GameState, int], bool]  # Expand from the Deck's top (4.2.1.e)
    characters_stay_exhausted: Callable[[GameState], bool]  # no ready in the Morning (4.2.1.c)
    is_ascended: Callable[[GameState, int, str], bool]  # Ascended until Rest (4.2.4.b)
    terrain_limits: Callable[[GameState, int, str], TerrainLimits]  # 4.2.4.c-d
    defenders_released_by: Callable[[GameState, int, str], Card | None]  # despite Defender (7.4.2)
    counted_in_limit: Callable[[GameState, list[Card]], list[Card]]  # Clean-up's count (4.2.5.c)
    reserve_allowance: Callable[[GameState, int, list[Card]], tuple[int, int, Check | None]]
    # playing cards (section 5)
    play_restriction: Callable[[GameState, int, Card], str | None]  # a card's own "can't" (1.4.1)
    exhausted_play_destinations: Callable[[GameState, int, Card], frozenset[str | None]]  # 2.4.5.d
    played_spell_is_fleeting: Callable[[GameState, int, CardDef], bool]  # 2.4.6.b
    scout_reaction: Reaction  # what Scout grants the card as it enters (7.4.5.c)
    gains_boosts: Callable[[int], Step]  # "it gains N boosts" as the card enters (5.2.b)
    loses_status: Callable[[Status], Step]  # "it loses [status]" as the card enters (5.2.b)
    # atomic actions (1.4.4, 6.2)
    also_reveal_on_roll: Callable[[GameState, int, int], None]  # after a roll (6.2.c)
    gains_status_again: Callable[[GameState, Card, Status], bool]  # 2.4.1.g
    modify_move: Callable[[GameState, Card, Zone, Zone, Ctx | None], Gen]  # 6.2.g-k
    modify_draw: Callable[[GameState, int, int], Gen]  # 6.2.g-k
    run_additive: Callable[[GameState, tuple[tuple[Step, Ctx], ...]], Gen]  # 6.2.e
    # characteristics (2.3) and Reactions (6.3)
    # the passives applied by timestamp (2.3.1.l, 2.3.3), and when all of them read only
    # the table what of it they read (a mask of `engine.gamestate.chars.READS_*`; None:
    # not only the table): `GameState.chars` keeps the answer until that changes
    evaluate: Callable[[GameState], tuple[Chars, int | None]]
    check_kept_chars: Callable[[GameState, Chars], None]  # a checked run's recomputing
    # the kinds of facts and the keywords the passives that exist may give (None: any)
    facts_given: Callable[[GameState], tuple[frozenset[str] | None, frozenset[str] | None]]
    granted_abilities: Callable[[GameState, Card], tuple[Ability, ...]]  # 2.3.1.g
    blocked_trigger: Callable[[GameState, Card, Any], bool]  # "can't activate" (7.3.1.e)
    activation_extras: Callable[[GameState, Card, int], tuple[Step, ...]]  # 6.2.e
    order_timestamps: Callable[[GameState, Sequence[Card]], Gen]  # 2.3.1.l
    # the cards: a definition by reference (tokens, 2.2.8)
    definition_of: Callable[[str], CardDef]

    def __getattr__(self, name: str) -> Any:
        # only reached for a question nobody answered yet
        raise Unanswered(f"the kernel asked {name!r} before the vocabulary answered: import "
                         "engine.effects.answers (engine.game does) first")


WORDS = Words()


def install(**answers: Any) -> None:
    """Give the kernel answers (`engine.effects.answers`, `engine.cards.registry`)."""
    for name, answer in answers.items():
        if name not in Words.__annotations__:
            raise TypeError(f"the kernel asks no question {name!r}")
        setattr(WORDS, name, answer)


def definition_of(ref: str) -> CardDef:
    """The definition of a card by reference, from the card registry."""
    return WORDS.definition_of(ref)
