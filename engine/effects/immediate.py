"""Playing a card while an effect resolves: "Rush", "immediately play a Character for 3
less", "you may play a Character with Base Cost 2 or less for free".

Some effects let a player play a card in the middle of their resolution (5.1.1.d). The
card is played the usual way (5.1.2: intent, Limbo, costs, resolution) from the Hand or
the Reserve (5.2.a), with whatever the effect changes about its cost; the Reactions it
triggers wait in Limbo and are only played once the whole effect that let it be played
has resolved (the remark under 4.4). Any faction's card can use these words; the Bravos
cards of Cyclone and Duster use them most (docs/mechanisms.md, "Bravos in the later sets").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.activation import activate_one
from engine.effects.steps.common import YOU, then_text
from engine.messages import msg_text
from engine.model import ZONE
from engine.sentences import lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Who
    from engine.model import Card, Zone
    from engine.play import Intent
    from engine.state import GameState


Run = Asks[None]


_TYPE_WORDS = {"character": "Character", "permanent": "Permanent", "spell": "Spell"}


SKIP = Option("skip", "Play nothing", (), "skip")


@attrs.frozen
class PlayNow(Step):
    """Play a card now, during this effect (5.1.1.d, 5.2.a), then maybe more steps.

    `rush` is Bravos' Rush ("playing another card immediately"): any card of the
    player's Hand or Reserve other than the source, at its usual cost; "to X" is `then`,
    done only if a card was played. Otherwise the card is described by `types` (empty:
    any card), `max_base_cost` / `min_base_cost` ("Base Cost N or less / or more": its
    Reserve Cost if it is played from the Reserve, its Hand Cost otherwise),
    `max_hand_cost` ("Hand Cost N or less", wherever it is played from), and its cost
    changed by `less` or `free`
    (7.3.20). `hand_cost_from_reserve` lets a card from Reserve be paid with its Hand
    Cost instead. The card played is "it" for the steps after (6.3.h), and "If you do"
    follows whether one was played (6.5.f). With `optional`, the player may play nothing.
    """

    types: tuple[str, ...] = ()
    less: int = 0
    free: bool = False
    max_base_cost: int | None = None
    min_base_cost: int | None = None
    max_hand_cost: int | None = None
    optional: bool = True
    rush: bool = False
    hand_cost_from_reserve: bool = False
    then: tuple[Step, ...] = ()
    who: Who = YOU
    immediately: bool = True  # the word as printed ("play ... for free" has none)
    #: "If played from your hand, it activates one of its [R] abilities" (7.3.1.b)
    from_hand_activates: str | None = None
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        for player in self.who.players(g, ctx):
            played = yield from self._play_one(g, ctx, player)
            if played is not None:
                ctx.did = True
                ctx.it, ctx.it_oid = played, played.oid
        if ctx.did and self.then:
            for s in self.then:
                yield from g.run_step(s, ctx)

    def _play_one(self, g: GameState, ctx: Ctx, player: int) -> Asks[Card | None]:
        from engine.play import play_card  # on first use: a card look-up loads no game machinery

        choices = self.choices(g, ctx, player)
        what = self.noun()
        if not choices:
            g.note(f"has no {what} that can be played now", "5.1.2", ctx=ctx)
            return None
        opts = [o for o, _ in choices]
        if self.optional:
            opts.append(SKIP)
        verb = "Rush" if self.rush else "Play"
        ans = yield from g.ask(player, DecisionKind.CHOOSE_CARD,
                               f"{verb}: choose {_article(what)} to play"
                               + (" (or play nothing)" if self.optional else ""), opts,
                               source=ctx.source)
        if ans == "skip":
            g.note(f"chose not to play {_article(what)}", "6.5.c", ctx=ctx)
            return None
        intent = next(it for o, it in choices if o.id == ans)
        g.note(f"{'Rushes' if self.rush else 'plays'} {intent.card.name} during the effect",
               "5.1.1.d", ctx=ctx)
        done = yield from play_card(g, player, intent)
        if not done:
            return None
        if self.from_hand_activates and intent.source is ZONE.HAND:
            yield from activate_one(g, ctx, intent.card, self.from_hand_activates)
        return intent.card

    def choices(self, g: GameState, ctx: Ctx, player: int) -> list[tuple[Option, Intent]]:
        """Every way of playing a fitting card now that the player can pay (1.2.5.c)."""
        from engine.play import card_cost, intent_label_for, play_variants

        p = g.players[player]
        have = g.ready_mana(player)
        out: list[tuple[Option, Intent]] = []
        for zone, cards in ((ZONE.HAND, p.hand), (ZONE.RESERVE, p.reserve)):
            for card in cards:
                if not self._fits(g, ctx, card, zone):
                    continue
                # the ways the one legality check allows (2.4.5.c-d, 1.4.1), none if none
                for it in play_variants(g, player, card, zone):
                    if self.free and (it.scout or it.reduce):
                        continue  # nothing to pay: no alternative or optional cost (7.3.20.a)
                    its = [it._replace(less=self.less, free=self.free)]
                    if self.hand_cost_from_reserve and zone is ZONE.RESERVE:
                        its.append(its[0]._replace(hand_cost=True))
                    for one in its:
                        cost = card_cost(g, player, one)
                        if cost > have:
                            continue
                        label = intent_label_for(card.name, zone, one.expedition, cost,
                                                 one.scout, one.reduce)
                        if one.hand_cost:
                            label = msg_text("{label} (paying its Hand Cost)", label=label)
                        out.append((Option(one.id, label, (card.oid,), "play",
                                           (player, one.expedition) if one.expedition else None),
                                    one))
        return out

    def _fits(self, g: GameState, ctx: Ctx, card: Card, zone: Zone) -> bool:
        cd = card.cdef
        if ctx.source is not None and card is ctx.source:
            return False  # "another card"
        if self.types and not cd.counts_as(self.types):
            return False
        base = cd.hand_cost if zone is ZONE.HAND else cd.reserve_cost
        if self.max_base_cost is not None and base > self.max_base_cost:
            return False
        if self.min_base_cost is not None and base < self.min_base_cost:
            return False
        return self.max_hand_cost is None or cd.hand_cost <= self.max_hand_cost

    def noun(self) -> str:
        noun = " or ".join(_TYPE_WORDS[t] for t in self.types) or "card"
        if self.max_hand_cost is not None:
            noun += f" with Hand Cost {self.max_hand_cost} or less"
        if self.max_base_cost is not None:
            noun += f" with Base Cost {self.max_base_cost} or less"
        if self.min_base_cost is not None:
            noun += f" with Base Cost {self.min_base_cost} or more"
        return noun

    def text(self) -> str:
        if self.rush:
            out = "Rush"
            if self.types:
                out += " " + _article(self.noun())
        else:
            out = ("immediately " if self.immediately else "") + "play " + _article(self.noun())
            if self.free:
                out += " for free"
            elif self.less:
                out += f" for {self.less} less"
        if self.then:
            out += " to " + lower_first(then_text(self.then))
        if self.who.who != "you":  # "Target opponent may immediately play ..."
            if not self.optional:  # "Each player immediately plays ..."
                out = out.replace("play ", "plays ", 1)
            out = self.who.noun().capitalize() + (" may " if self.optional else " ") + out
        else:
            out = "You may " + out if self.optional else out[:1].upper() + out[1:]
        if self.hand_cost_from_reserve:
            out += (". If you would play a card from Reserve this way, you may pay its Hand "
                    "Cost instead of its Reserve Cost")
        if self.from_hand_activates:
            out += (". If played from your hand, it activates one of its "
                    f"[{self.from_hand_activates}] abilities")
        return out


def _article(noun: str) -> str:
    return ("an " if noun[:1] in "AEIOU" else "a ") + noun


