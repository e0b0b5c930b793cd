"""What the steps of effects share: who a step speaks of (`Who`), amounts that may be a
die's result, the words of their text, and the small choices several steps ask.

Every step has `run(g, ctx)`, a generator that may ask decisions and changes the game
through the primitives of `engine.state`, and `text()`, the words a player reads."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.selectors.pronouns import Me
from engine.model import ZONE
from engine.sentences import lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.model import Card
    from engine.state import GameState


#: what a step's `run` is: it yields the decisions it asks (up to the day flow, which
#: sends the answers back in) and gives nothing back
Run = Asks[None]


@attrs.frozen
class DieResult:
    """"X, where X is the result" of the die rolled earlier in the effect (7.3.19.b)."""

    final: bool = False  # printed "the final result" (after the effect changed it)

    def value(self, ctx: Ctx) -> int:
        return ctx.die or 0

    def __str__(self) -> str:
        return "X"


def amount(v: int | DieResult, ctx: Ctx) -> int:
    return v if isinstance(v, int) else v.value(ctx)


def plural(n: int | DieResult, word: str) -> str:
    if isinstance(n, int):
        return f"{n} {word}" + ("" if n == 1 else "s")
    return f"X {word}s"


def then_text(steps: tuple[Step, ...]) -> str:
    """Steps joined into one clause: "gain 1 boost, then draw a card"."""
    return ", then ".join(lower_first(s.text()) for s in steps)


class Runs(Protocol):
    """What the kernel asks of a step (`GameState.run_step`): carry it out, and say it.
    Every `Step` has this face."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        """Carry the step out: the decisions it asks are yielded, the answers sent back."""
        ...

    def text(self) -> str:
        """The step as printed."""
        ...


class StepOn(Runs, Protocol):
    """A step whose objects a selector names (`who`): "target Character gains 2 boosts".
    Every such step is an attrs class, so the same step about other objects ("it") is
    `about(step, It())`."""

    @property
    def who(self) -> Selector:
        """The selector naming the objects the step acts on."""
        ...


def about(step: StepOn, who: Selector) -> StepOn:
    """The same step acting on the objects `who` names."""
    # mypy's attrs plugin takes no protocol for `evolve`; every StepOn is an attrs class
    return attrs.evolve(step, who=who)  # type: ignore[misc]


def subject_text(sel: Selector, verb_s: str, verb_pl: str) -> str:
    if isinstance(sel, Me):
        return f"I {verb_pl}"
    s = sel.text(subject=True)
    return f"{s} {verb_pl if sel.plural else verb_s}"


@attrs.frozen
class Who:
    """Which player(s) do an action: you, each player (initiative order), target opponent."""

    who: str = "you"  # you | each | each_from_you | opponent | target_opponent

    def players(self, g: GameState, ctx: Ctx) -> list[int]:
        if self.who == "you":
            return [ctx.controller]
        if self.who in ("opponent", "target_opponent"):
            return [1 - ctx.controller]
        if self.who == "each_from_you":  # "starting with you, each player": then turn order
            me = ctx.controller
            return [me, *(p for p in g.initiative_order() if p != me)]
        return g.initiative_order()

    def noun(self) -> str:
        return {"you": "you", "each": "each player", "opponent": "your opponent",
                "each_from_you": "starting with you, each player",
                "target_opponent": "target opponent"}[self.who]

    def subject(self, verb_s: str, verb_pl: str) -> str:
        return f"{self.noun()} {verb_pl if self.who == 'you' else verb_s}"


YOU = Who("you")


EACH = Who("each")


def me_in_play(g: GameState, ctx: Ctx) -> Card | None:
    """The source, if it is still the same object (1.4.4) and in play: in an Expedition or
    the Landmark zone (2.2.1.h).  "Sacrifice me", "put me in my owner's Mana zone": once
    it has left, nothing happens to it (2.1.i)."""
    src = ctx.source
    if src is None or src.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return None
    return src if g.alive(src, ctx.source_oid) else None


def choose_own_card(g: GameState, ctx: Ctx, cards: Sequence[Card], prompt: str,
                    key: str = "h", kind: DecisionKind = DecisionKind.CHOOSE_CARD,
                    label: Callable[[Card], str] | None = None,
                    player: int | None = None) -> Asks[Card]:
    """One of `cards` (at least one), picked by the controller as a step or a cost is
    carried out: not a target (6.5.b), so Tough plays no part.  The one way every word
    asks "which one?": `key` prefixes the ids (`<key>:<oid>`, docs/option-ids.md),
    `kind` is the decision's (a sacrifice is `sacrifice`), `label` names each card (its
    name by default); `player` asks another player than the controller (the one who
    discards, "that opponent targets …").  With a single card there is nothing to
    choose: a decision of these kinds answers itself (6.1.g) and nobody is asked."""
    opts = [Option(f"{key}:{c.oid}", label(c) if label is not None else c.name, (c.oid,))
            for c in cards]
    ans = yield from g.ask(ctx.controller if player is None else player, kind, prompt, opts,
                           source=ctx.source)
    return next(c for c in cards if f"{key}:{c.oid}" == ans)


def choose_one_of(g: GameState, ctx: Ctx, cards: Sequence[Card], prompt: str, none: str,
                  key: str = "h", rule: str = "1.4.1.c") -> Asks[Card | None]:
    """One of `cards` picked by the controller (`choose_own_card`), or None when there is
    none: then the step cannot be done (1.4.1.c) and the note `none` says why, and a
    following "If you do" does not happen (6.5.f)."""
    if not cards:
        g.note(none, rule, ctx=ctx)
        return None
    return (yield from choose_own_card(g, ctx, cards, prompt, key=key))


def choose_from_hand(g: GameState, ctx: Ctx) -> Asks[Card]:
    """The controller picks a card of their hand to put in their Reserve."""
    return (yield from choose_own_card(g, ctx, g.players[ctx.controller].hand,
                                       "Choose a card from your hand to put in your Reserve"))
