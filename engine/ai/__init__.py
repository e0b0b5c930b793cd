"""Automatic players that decide from their own seat's view only.

`greedy` weighs each option of a decision with heuristics read from the view (progress at
the next Dusk, statistics per mana, tempo); `search` samples the cards it cannot see and
plays each candidate out over the engine (engine.ai.search).  Neither reads the game's
state: a player gets the view of its seat and its own pending decision, nothing else.
"""

from __future__ import annotations

from engine.ai.players import POLICY_NAMES, AIPlayer, make_player, seat_answer

__all__ = ["AIPlayer", "POLICY_NAMES", "make_player", "seat_answer"]
