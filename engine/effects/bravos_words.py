"""Words added for the Bravos cards of the later sets (Alize, Bise, Cyclone, Duster).

Rush and the other ways of playing a card during an effect are in
`engine.effects.immediate` (any faction uses them); here are the smaller words around
them: "If you don't, ...", passing in the middle of an effect, and the Mana variant
"put the top card of your deck in your Mana zone, exhausted". What each means and the
rulings taken: docs/mechanisms.md, "Bravos in the later sets".
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.abilities import NextPlayed
from engine.effects.duster_words import CreateLandmarkToken
from engine.effects.filters import Filter
from engine.effects.immediate import activate_one
from engine.effects.mana import DeckToMana
from engine.effects.selectors import Me, Selector
from engine.effects.steps import If, Mark, Step, effect_text, then_text
from engine.effects.triggers import Trigger, WhenILeave
from engine.events import Event
from engine.model import STATUS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState

Run = Generator[Any, Any, None]


@attrs.frozen
class IfYouDidNot(Step):
    """"You may X. If you don't, Y": Y happens when X was not done — declined, or not
    possible (6.5.f, read the other way)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.did:
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you don't, " + then_text(self.steps)


@attrs.frozen
class PassNow(Step):
    """"[You may] [immediately] pass": the controller passes as if at the end of a turn
    (4.2.3.d) — they take no more turns this Afternoon — while the effect goes on; the
    turn under way still ends as usual once the effect is over. Passing is an event
    ("When you pass first" sees it). A player who has already passed cannot pass again."""

    immediately: bool = False
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import pass_turn  # the flow builds on the effects

        ctx.did = False
        if g.players[ctx.controller].passed:
            g.note("has already passed", "4.2.3.d", ctx=ctx)
            return
        yield from pass_turn(g, ctx.controller)
        ctx.did = True

    def text(self) -> str:
        return "Immediately pass" if self.immediately else "Pass"


@attrs.frozen
class DeckToManaExhausted(DeckToMana):
    """"Put the top card of your deck in your Mana zone, exhausted": the same as the plain
    words (a new Mana Orb is always exhausted, 3.2.9.b), printed with the word after."""

    def text(self) -> str:
        return super().text() + ", exhausted"


@attrs.frozen
class ActivateOne(Step):
    """"[It] activates one of its [R] abilities" (7.3.1.b): see `activate_one`."""

    who: Selector
    symbol: str = "R"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"activate one of its [{self.symbol}] "
                                           "abilities")):
            yield from activate_one(g, ctx, c, self.symbol)

    def text(self) -> str:
        return f"{self.who.text(subject=True)} activates one of its [{self.symbol}] abilities"


@attrs.frozen
class NextPlayedActivatesOne(NextPlayed):
    """"The next Character played from your hand this turn activates one of its [R]
    abilities": an Ongoing effect used up by the next such Character (2.2.14), which gets
    an Emblem-Reaction while it resolves (5.2.b); when that Reaction resolves, one of the
    Character's [R] abilities of its controller's choice is activated (7.3.1.b)."""

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        return (((ActivateOne(Me(), self.activates or "R"),),
                 f"activates one of its [{self.activates}] abilities"),)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        return (f"The next Character played from your hand{when} activates one of its "
                f"[{self.activates}] abilities.")


# ------------------------------------------------------------------ conditions and branches
@attrs.frozen
class IfInline(If):
    """"If [condition], X, otherwise Y" in one sentence: `If` with both branches (6.5.d),
    printed as the card prints it."""

    def text(self) -> str:
        return (f"If {self.cond.text()}, {then_text(self.then)}, otherwise "
                f"{then_text(self.otherwise)}")


# ------------------------------------------------------------------ zones
@attrs.frozen
class PutMeInMana(Step):
    """"Put me in your Mana Orbs (as an exhausted Mana Orb)": the Spell whose effect this
    is goes from Limbo to its owner's Mana zone, face down and exhausted (3.2.9.b), instead
    of to the Reserve or the Discard pile once its effect is over."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        ctx.did = False
        if me is None or me.zone is not ZONE.LIMBO:
            g.note("is no longer in Limbo: it stays where it is", "2.1.d", ctx=ctx)
            return
        yield from g.move(me, ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
        g.note("goes to the Mana zone as an exhausted Mana Orb", "3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "put me in your Mana Orbs"


@attrs.frozen
class ReserveToMana(Step):
    """"Put a card from your Reserve in your Mana zone (as an exhausted / a ready Mana
    Orb)": a card of the controller's choice (not a target, 6.5.b) becomes a Mana Orb,
    face down and exhausted (3.2.9.b) unless the text says ready."""

    ready: bool = False
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = list(g.players[ctx.controller].reserve)
        if not cards:
            g.note("has no card in Reserve", "1.2.6.f", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", c.name, (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, "choose_card",
                               "Choose a card from your Reserve to put in your Mana zone",
                               opts, source=ctx.source)
        card = next(c for c in cards if f"c:{c.oid}" == ans)
        name = card.name
        yield from g.move(card, ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
        if self.ready:
            card.statuses.discard(STATUS.EXHAUSTED)
        g.note(f"puts {name} from the Reserve in the Mana zone as "
               f"{'a ready' if self.ready else 'an exhausted'} Mana Orb", "3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        out = "put a card from your Reserve in your Mana zone"
        return out + (" as a ready Mana Orb" if self.ready else "")


@attrs.frozen
class RevealFromHand(Step):
    """"Reveal a Character with Hand Cost 4 or more from your hand": the player shows one
    such card of their choice to everyone; it stays in the hand. "If you do" follows whether
    a card was revealed (6.5.f)."""

    filter: Filter
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = [c for c in g.players[ctx.controller].hand if self.filter.fits(c.cdef)]
        if not cards:
            g.note(f"has no {self.filter.noun()} in hand to reveal", "1.2.6.f", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", c.name, (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, "choose_card", "Choose the card to reveal",
                               opts, source=ctx.source)
        card = next(c for c in cards if f"c:{c.oid}" == ans)
        g.entry(f"reveals {card.name} from the hand", "1.2.3.g", ctx.controller, (card.oid,))
        ctx.did = True

    def text(self) -> str:
        return f"reveal a {self.filter.noun()} from your hand"


@attrs.frozen
class CreateLandmarkTokenThatPlayer(CreateLandmarkToken):
    """"Create a Manaseed token in that player's Landmarks": the player named just before
    ("controlled by another player"), i.e. the controller of the object chosen (6.3.j)."""

    whose: str = "its_controller"

    def text(self) -> str:
        return super().text().replace("its controller's", "that player's")


@attrs.frozen
class TargetIt(Mark):
    """"[You may] target another Fleeting Character. It gains 2 boosts.": the object is
    chosen as a target (6.5.b) and is "it" for the next sentences."""

    def text(self) -> str:
        words = self.who.text()
        if words.startswith("another target "):
            return "target another " + words[len("another target "):]
        return words


# ------------------------------------------------------------------ triggers
@attrs.frozen
class WhenACharacterLeavesYourExpeditions(Trigger):
    """"When a [non-token] Character leaves your Expeditions": a Character its controller
    controlled leaves the Expedition zone, to any zone (a token ceases to exist, 2.1.e);
    moving between the two Expeditions is no leaving. Binds it (6.3.h)."""

    non_token: bool = False

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "move" or card is None or ev.src is not ZONE.EXPEDITION:
            return False
        if ev.dst is ZONE.EXPEDITION or not card.cdef.is_character:
            return False
        if self.non_token and card.cdef.is_token:
            return False
        return card if ev.old_controller == ctrl else False

    def text(self) -> str:
        what = "non-token Character" if self.non_token else "Character"
        return f"When a {what} leaves your Expeditions"


@attrs.frozen
class ForEachOfMyBoosts(Step):
    """"When I leave the Expedition zone, for each of my boosts — X": X is done once per
    boost I had as I left (the object as it last was, 2.1.h), each time with its own
    choices (6.5.i). Printed as X alone: the count is part of the trigger's words."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        n = (me.last or {}).get("boosts", 0) if me is not None else 0
        g.note(f"had {n} boost{'s' if n != 1 else ''} as it left", "2.1.h", ctx=ctx)
        for _ in range(n):
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return effect_text(self.steps).rstrip(".")


@attrs.frozen
class WhenILeaveForEachBoost(WhenILeave):
    """The trigger of "When I leave the Expedition zone, for each of my boosts — ..."."""

    def text(self) -> str:
        return "When I leave the Expedition zone, for each of my boosts"
