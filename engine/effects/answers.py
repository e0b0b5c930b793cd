"""The vocabulary's answers to the kernel's questions (engine/gamestate/questions.py).

Each answer is a function of the module of the words it is about; this module only hands
them to the kernel, once, as `engine.effects` is imported.  A word that answers one of
these questions in a new way extends the function named here, in its own module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ability_kinds import Reaction
from engine.effects.delayed import run_after_rest
from engine.effects.dice import reveal_with_rolls
from engine.effects.modifiers import activation_extras, modify_draw, modify_move, run_additive
from engine.effects.morning import expands_from_deck, morning_draws
from engine.effects.passives.evaluation import (
    check_kept_chars,
    evaluate_with_reads,
    facts_given,
)
from engine.effects.passives.grants import granted_abilities
from engine.effects.passives.prohibitions import blocked_trigger, play_restriction
from engine.effects.passives.replacing import AlsoRevealOnRoll
from engine.effects.passives.terrain_limits import terrain_limits
from engine.effects.permissions import (
    characters_stay_exhausted,
    defenders_released_by,
    exhausted_play_destinations,
    gains_status_again,
    played_spell_is_fleeting,
)
from engine.effects.regions import is_ascended
from engine.effects.reserve_limits import counted_in_limit, reserve_allowance
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.gains import GainBoosts, LoseStatus
from engine.effects.steps.zones import Send
from engine.effects.timestamps import order_timestamps
from engine.effects.triggers.arrival import OnPlayed
from engine.gamestate.questions import install
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Status
    from engine.state import GameState


def also_reveal_on_roll(g: GameState, player: int, result: int) -> None:
    """"… also reveal the top card" of a roll (6.2.c), when such a passive works."""
    if g.passives_of(AlsoRevealOnRoll):
        reveal_with_rolls(g, player, result)


def gains_boosts(n: int) -> GainBoosts:
    return GainBoosts(Me(), n)


def loses_status(status: Status) -> LoseStatus:
    return LoseStatus(Me(), status)


def give_answers() -> None:
    install(
        run_after_rest=run_after_rest, morning_draws=morning_draws,
        expands_from_deck=expands_from_deck, characters_stay_exhausted=characters_stay_exhausted,
        is_ascended=is_ascended, terrain_limits=terrain_limits,
        defenders_released_by=defenders_released_by, counted_in_limit=counted_in_limit,
        reserve_allowance=reserve_allowance,
        play_restriction=play_restriction, exhausted_play_destinations=exhausted_play_destinations,
        played_spell_is_fleeting=played_spell_is_fleeting,
        # one value for every scouted card, so what is remembered per ability (its text)
        # is not kept once per play (issue #27)
        scout_reaction=Reaction(OnPlayed(ZONE.HAND), (Send(Me(), ZONE.RESERVE),)),
        gains_boosts=gains_boosts, loses_status=loses_status,
        also_reveal_on_roll=also_reveal_on_roll,
        gains_status_again=gains_status_again, modify_move=modify_move,
        modify_draw=modify_draw, run_additive=run_additive,
        evaluate=evaluate_with_reads, check_kept_chars=check_kept_chars, facts_given=facts_given,
        granted_abilities=granted_abilities, blocked_trigger=blocked_trigger,
        activation_extras=activation_extras, order_timestamps=order_timestamps,
    )


give_answers()
