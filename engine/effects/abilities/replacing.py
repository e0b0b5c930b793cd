"""Passives replacing a roll or a Resupply (6.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import (
    Passive,
)
from engine.decisions import Asks, DecisionKind, Option
from engine.events import Event
from engine.gamestate.replacing import Action, Replacement
from engine.messages import msg
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


@attrs.frozen
class ReplaceRoll(Passive, Replacement):
    """"If you would roll dice, instead roll that many plus one and ignore one" (6.2.b)."""

    replaces = "roll"

    extra: int = 1

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        """Each of the roller's adds its dice; they keep as many as they would have rolled."""
        extra = sum(pa.extra for _h, pa, ctrl in g.passives_of(cls) if ctrl == act.player)
        return attrs.evolve(act, n=act.n + extra) if extra else act

    def text(self, duration: str | None = None) -> str:
        return ("If you would roll one or more dice, instead roll that many dice plus one and "
                "ignore the roll of your choice.")


@attrs.frozen
class ReplaceResupply(Passive, Replacement):
    """"If you would Resupply, instead reveal the top two; one to Reserve, one discarded".

    `look`: printed "instead look at the top two cards" - only the player sees them
    (1.2.3.g) until one goes to the Reserve and the other to the discard pile, both
    visible zones, so only the log's words differ."""

    look: bool = attrs.field(default=False, eq=False)

    replaces = "resupply"

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """The card kept in Reserve is the action's result (None with an empty Deck)."""

        player = act.player
        mine = [pa for _h, pa, ctrl in g.passives_of(cls) if ctrl == player]
        if player is None or not mine:
            return act
        p = g.players[player]
        if mine[0].look:  # (a unique's words only: not among the translated templates)
            g.entry("would Resupply; a modifier replaces it: look at the top two cards",
                    "6.2", player)
        else:
            g.entry(msg("would Resupply; a modifier replaces it: reveal the top two cards"),
                    "6.2", player)
        for _ in range(2):
            if len(p.deck) < 2:
                g.refill_deck(player)
        top = list(reversed(p.deck[-2:]))
        if not top:
            return attrs.evolve(act, replaced=True, result=None)
        opts = [Option(f"r:{c.oid}", c.name, (c.oid,)) for c in top]
        ans = yield from g.ask(player, DecisionKind.CHOOSE_CARD,
                               ("Choose the card to put in your Reserve; the other is discarded"
                                if mine[0].look else "Revealed: choose the card to put in your "
                                "Reserve; the other is discarded"), opts)
        keep = None
        for c in top:
            if f"r:{c.oid}" == ans:
                keep = yield from g.move(c, ZONE.RESERVE, rule="6.2", ctx=act.ctx)
            else:
                yield from g.move(c, ZONE.DISCARD, rule="6.2", ctx=act.ctx)
        g.record_event(Event("resupply", keep, player))
        return attrs.evolve(act, replaced=True, result=keep)

    def text(self, duration: str | None = None) -> str:
        return (f"If you would Resupply, instead {'look at' if self.look else 'reveal'} the top "
                "two cards of your deck. Put one in Reserve, and discard the other.")
