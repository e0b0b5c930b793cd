"""Words about players: "Each player discards their hand [and their Reserve]", two steps
of one subject ("…, then draws three cards"), and objects "controlled by target player".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.steps.common import choose_own_card
from engine.messages import msg, msg_text
from engine.model import STATUS, ZONE
from engine.sentences import effect_text, lower_first

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.abilities.keywords import GrantKeyword
    from engine.effects.context import Ctx
    from engine.effects.filters import Filter
    from engine.effects.steps.common import Run, Who
    from engine.model import Card, Status
    from engine.state import GameState


@attrs.frozen
class DiscardHand(Step):
    """"[Players] discard their hand [and their Reserve]": every card of those zones goes
    to its owner's Discard pile (7.3.5), all in one step (1.4.5: each player does it,
    at the same time)."""

    who: Who
    reserve: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards: list[Card] = []
        for p in self.who.players(g, ctx):
            pl = g.players[p]
            cards += list(pl.hand) + (list(pl.reserve) if self.reserve else [])
        for c in cards:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.did = bool(cards)

    def text(self) -> str:
        what = "their hand and their Reserve" if self.reserve else "their hand"
        if self.who.who == "you":
            return "Discard your hand" + (" and your Reserve" if self.reserve else "")
        return self.who.subject("discards", "discard").capitalize() + " " + what


@attrs.frozen
class SameSubject(Step):
    """Steps of one subject written once: "Each player discards their hand, then draws
    three cards" — the steps follow each other (6.1); only the wording is shared."""

    steps: tuple[Step, ...]
    subject: str = "Each player"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        parts = []
        for i, s in enumerate(self.steps):
            t = s.text()
            if i and t.lower().startswith(self.subject.lower() + " "):
                t = t[len(self.subject) + 1:]
            parts.append(t if not i else lower_first(t))
        return ", then ".join(parts)


def choose_target_player(g: GameState, ctx: Ctx) -> Asks[int]:
    """"Target player": either player, chosen by the effect's controller (6.5.b)."""
    opts = [Option(f"p:{p}", g.players[p].name + (" (you)" if p == ctx.controller else ""))
            for p in g.initiative_order()]
    ans = yield from g.ask(ctx.controller, DecisionKind.TARGET_PLAYER, "Choose target player", opts,
                           source=ctx.source)
    return int(ans.split(":")[1])


@attrs.frozen
class ControlledByTargetPlayer:
    """"Each / All [objects] controlled by target player": the player is the target
    (6.5.b), chosen as the step resolves; then every matching object they control."""

    filter: Filter
    word: str = "all"  # "each" | "all": the printed word only

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        p = yield from choose_target_player(g, ctx)
        return [c for c in g.objects_in(self.filter.zones)
                if g.controller_of(c) == p and self.filter.matches(g, c, ctx)]

    def text(self, subject: bool = False) -> str:
        noun = self.filter.noun(plural=self.word == "all")
        return f"{self.word} {noun} controlled by target player"

    @property
    def plural(self) -> bool:
        return self.word == "all"


@attrs.frozen
class WinGame(Step):
    """"You win the game": the game ends at once with the effect's controller as the
    winner (1.3.3; the card's text takes precedence over Check Victory, 1.1.2.b)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import finish  # on first use: a card look-up loads no game machinery

        if g.over:
            return
        name = ctx.source.name if ctx.source is not None else "an effect"
        finish(g, ctx.controller, f"{name} says so", "1.3.3")
        yield from ()

    def text(self) -> str:
        return "You win the game"


@attrs.frozen
class PlayerResupplies(Step):
    """"Target opponent / Target player / Each player [Exhausted] Resupplies" (7.3.22; the
    Exhausted one then exhausts the card, 7.3.11): a player as the subject.  "Target player"
    is either player, chosen by the effect's controller (6.5.b)."""

    who: str = "target_opponent"  # target_opponent | target_player | each
    exhausted: bool = False
    have: bool = attrs.field(default=False, eq=False)  # printed "have target opponent Resupply"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.who == "target_player":
            players = [(yield from choose_target_player(g, ctx))]
        elif self.who == "each":
            players = list(g.initiative_order())
        else:
            players = [1 - ctx.controller]
        for p in players:
            card = yield from g.resupply(p, ctx=ctx)
            if card is not None and self.exhausted:
                g.gain_status(card, STATUS.EXHAUSTED, "7.3.11", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        subject = {"target_opponent": "Target opponent", "target_player": "Target player",
                   "each": "Each player"}[self.who]
        if self.have:
            return f"Have {lower_first(subject)} {'Exhausted ' if self.exhausted else ''}Resupply"
        return f"{subject} {'Exhausted ' if self.exhausted else ''}Resupplies"


@attrs.frozen
class TargetPlayerThisDay(Step):
    """"Target a player. This Day, [objects] that they control are [keyword].": the player
    is chosen (6.5.b), then an Ongoing Emblem lasting the Day (2.2.14) grants the keyword to
    the matching objects of that player — the Emblem is held on their side, so "you
    control" in its filter means them."""

    grant: GrantKeyword  # its filter says "you control"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        p = yield from choose_target_player(g, ctx)
        g.note(f"targets {g.players[p].name}", "6.5.b", ctx=ctx)
        g.create_ongoing(self.grant, "day", attrs.evolve(ctx, controller=p))

    def text(self) -> str:
        noun = self.grant.filter.noun(plural=True).removesuffix(" you control")
        return (f"Target a player. This Day, {noun} that they control {self.grant.verb} "
                f"{self.grant.keyword.text()}")


@attrs.frozen
class EachPlayerChoosesGains(Step):
    """"Each player chooses a Character they control. It gains Asleep." (reminder: "You
    choose first."): a choice, not a target (no Tough, 7.4.7.c); every choice is made, then
    each chosen Character gains the status (7.3.13).  A player who controls none chooses
    nothing (1.4.1.c).  Printed without the reminder (unique cards, `initiative`), the
    choices are made in initiative order (1.4.5.a): at Noon or Dusk, or in an opponent's
    turn, the controller of the effect may not be the first to choose."""

    status: Status
    initiative: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen: list[Card] = []
        order = (g.initiative_order() if self.initiative
                 else (ctx.controller, 1 - ctx.controller))
        for p in order:
            mine = [c for c in g.expedition_zone if c.cdef.is_character and g.controller_of(c) == p]
            if not mine:
                g.note(msg("{player} controls no Character to choose",
                           player=g.players[p].name), "1.4.1.c", ctx=ctx)
                continue
            chosen.append((yield from choose_own_card(
                g, ctx, mine, f"Choose a Character you control: it gains "
                f"{self.status.value.capitalize()}", key="c", label=g.describe, player=p)))
        for c in chosen:
            g.gain_status(c, self.status, "7.3.13", ctx=ctx)

    def text(self) -> str:
        return (f"Each player chooses a Character they control. It gains "
                f"{self.status.value.capitalize()}")


@attrs.frozen
class EachPlayerMay(Step):
    """"Each player may [step]": one step whose choices are made in initiative order, each
    later player seeing the earlier public choices (1.4.5, 6.1.h); then all who said yes do
    it at the same time — so nobody sees a card moved by another's choice before choosing."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        info: list[str] = []
        doers = []
        for p in g.initiative_order():
            ok = yield from g.ask_yes_no(p, msg_text("You may: {text}. Do it?",
                                                     text=self.step.text()), ctx.source, info)
            info.append(msg_text("{player} chose to: {text}" if ok else
                                 "{player} chose not to: {text}", player=g.players[p].name,
                                 text=lower_first(self.step.text())))
            if ok:
                doers.append(p)
            else:
                g.entry(msg("chooses not to {text}", text=lower_first(self.step.text())), "6.1.h",
                        p)
        for p in doers:
            yield from self.step.run(g, attrs.evolve(ctx, controller=p))

    def text(self) -> str:
        return f"Each player may {lower_first(self.step.text())}"


@attrs.frozen
class ForPlayer(Step):
    """"[Target opponent] [does steps]": the steps are done by that player as "you"."""

    who: Who
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in self.who.players(g, ctx):
            sub = attrs.evolve(ctx, controller=p)
            for s in self.steps:
                yield from g.run_step(s, sub)

    def text(self) -> str:
        head = self.who.noun().capitalize()
        body = lower_first(effect_text(self.steps)).rstrip(".")
        if body.startswith("you "):  # "Target opponent may ...", not "... you may ..."
            body = body[4:]
        return head + " " + body
