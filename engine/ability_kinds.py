"""The kinds of ability (1.2.4, 2.2.11) the rules kernel runs: the model of what a card
can do, below the kernel and the vocabulary.

The kernel knows an ability by its kind (a `Reaction` has a trigger and steps, a
`QuickAction` a cost, a `Passive` is asked through the per-kind passive index) and by the
class-level facts an `Ability` declares; the words cards are written in
(`engine.effects`) are subclasses of these kinds.  Nothing here names a word: the kernel
imports this module, never the vocabulary.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from engine.sentences import effect_text, lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.effects.costs.base import QuickCost
    from engine.effects.triggers.base import Trigger
    from engine.gamestate.context import Ctx
    from engine.model import Card, Player, Status, Zone
    from engine.state import GameState

Run = Generator[Any, Any, None]


class Step:
    """Base class: a single step of an effect (6.1.c)."""

    #: True for a step that sets `ctx.did` itself, to whether it was actually done: "you
    #: may [step]. If you do, ..." then follows what happened, not the answer (6.5.f)
    reports_did: bool = False
    #: True for a step whose modes are chosen as its card is declared ("Choose one:",
    #: 5.1.2.c): the kernel asks `ask_modes` then
    chooses_mode: ClassVar[bool] = False

    def run(self, g: GameState, ctx: Ctx) -> Run:  # pragma: no cover - abstract
        raise NotImplementedError

    def text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def ask_modes(self, g: GameState, player: int, source: Any, prompt: str,
                  back: bool, ctx: Ctx | None = None
                  ) -> Generator[Any, Any, tuple[int, ...] | None]:  # pragma: no cover
        """For a step that `chooses_mode`: the modes picked as its card is declared."""
        raise NotImplementedError


#: the printed nouns of the card types a word may name
TYPE_NOUNS = {"character": "Character", "permanent": "Permanent", "spell": "Spell"}


class Ability:
    """An ability of a card (1.2.4): the kernel runs it through its kind, never its name."""

    support: bool = False  # works only in Reserve while ready (1.2.4.d, 2.2.11.i-j)
    #: facts the kernel keeps per card definition (engine.profile) instead of naming the
    #: words that have them: changes characteristics (2.3.1.g-h), lets its card be paid
    #: for less (an optional cost, a cost change of its own, 5.1.2.c-e), restricts
    #: playing its card (a "can't", 1.4.1)
    alters_characteristics: ClassVar[bool] = False
    pays_less: ClassVar[bool] = False
    restricts_play: ClassVar[bool] = False

    def text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


@attrs.frozen
class Keyword(Ability):
    """Keyword abilities of 7.4 (and Fleeting on Spells, 2.4.6.b)."""

    name: str
    value: int | None = None
    # printed as a sentence, "I am Gigantic and Defender." / "I have Tough 1." (unique
    # cards): the whole sentence on the first keyword of it (made from the keywords'
    # words), "and" on the next ones (their text is part of the first's); wording only
    sentence: str = attrs.field(default="", eq=False)

    def amount(self, g: GameState, card: Card) -> int | None:
        """The keyword's value on `card` now (a variable keyword counts it, 7.4)."""
        return self.value

    def word(self) -> str:
        base = self.name.capitalize()
        return f"{base} {self.value}" if self.value is not None else base

    def text(self) -> str:
        if self.sentence == "and":
            return ""
        return self.sentence or self.word()


@attrs.frozen
class Reaction(Ability):
    trigger: Trigger
    steps: tuple[Step, ...]
    condition: Condition | None = None  # written after a comma in the trigger (6.3.b)
    support: bool = False
    hero_ignored_first_day: bool = False
    # printed "At Noon — if …, …": the condition after the dash; wording only
    condition_after_dash: bool = attrs.field(default=False, eq=False)
    # printed "Ignore my ability during the first Day" (a Hero with one): wording only
    first_day_singular: bool = attrs.field(default=False, eq=False)

    def text(self) -> str:
        trig = self.trigger.text()
        effect = effect_text(self.steps)
        if self.condition is not None and self.condition_after_dash:
            effect = f"If {self.condition.text()}, {lower_first(effect)}"
        elif self.condition is not None:
            trig += f", if {self.condition.text()}"
        out = ("[S] " if self.support else "") + f"{trig} — {effect}"
        if self.hero_ignored_first_day:
            out += (" Ignore my ability during the first Day." if self.first_day_singular
                    else " Ignore my abilities during the first Day.")
        return out


@attrs.frozen
class QuickAction(Ability):
    cost: QuickCost
    steps: tuple[Step, ...]
    condition: Condition | None = None  # "You can only activate this if ..."
    support: bool = False

    def text(self) -> str:
        if self.support:  # works only from the Reserve (2.2.11.i)
            c = self.cost.text()
            t = f"[S] {c[:1].upper() + c[1:]}: {effect_text(self.steps)}"
        else:
            t = f"{self.cost.symbol()}: {effect_text(self.steps)}"
        if self.condition is not None:
            t += f" You can only activate this if {self.condition.text()}."
        return t


@attrs.frozen
class SpellEffect(Ability):
    """The effect of a Spell card, resolved when it is played (5.1.2.i)."""

    steps: tuple[Step, ...]

    def text(self) -> str:
        return effect_text(self.steps)


class Passive(Ability):
    """Passive abilities: statements that change rules, characteristics or events (2.3)."""

    def text(self, duration: str | None = None) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


@attrs.frozen
class CostChange(Passive):
    """A passive cost alteration (5.1.2.e): "[cards] cost N more / N less", with an
    optional floor on the decrease itself, or a restriction on the final cost
    ("can't cost less than N").  `whose` is "you" or "opponent" relative to the holder."""

    types: tuple[str, ...] = ()  # empty: any card
    more: int = 0
    less: int = 0
    less_floor: int | None = None  # "down to a minimum of N" (applies to this decrease only)
    at_least: int | None = None  # a restriction on the final cost
    whose: str = "you"
    from_zone: str | None = None  # "hand" | "reserve" | None for both

    pays_less = True

    def applies_to_intent(self, g: Any, intent: Any) -> bool:
        """For a card's own cost change: whether it applies to this way of playing it (the
        Expedition chosen, ...). Any way, unless a kind of change says otherwise."""
        return True

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        if self.types and not card.cdef.counts_as(self.types):
            return False
        if self.from_zone is not None and self.from_zone != source_zone:
            return False
        return (player == holder_ctrl) == (self.whose == "you")

    #: a change of the card's own cost ("I cost 1 less"): it works only as that card is
    #: played (1.2.4.d), never on the other cards while its holder is in play
    self_only = False

    def holds(self, g: Any, card: Card, player: int) -> bool:
        """Whether a condition printed on the change is met as the cost is worked out
        (5.1.2.e); a plain change has none."""
        return True

    def now(self, g: Any, card: Card, player: int) -> CostChange:
        """The change with its amounts as they are now: a fixed change is itself."""
        return self

    def text(self, duration: str | None = None) -> str:
        what = " and ".join(TYPE_NOUNS[t] + "s" for t in self.types) if self.types else "Cards"
        who = "you play" if self.whose == "you" else "your opponents play"
        where = f" from {self.from_zone.capitalize()}" if self.from_zone else ""
        if self.at_least is not None:
            return f"{what} {who}{where} can't cost less than {self.at_least}."
        if self.more:
            return f"{what} {who}{where} cost {self.more} more."
        floor = f", down to a minimum of {self.less_floor}" if self.less_floor is not None else ""
        return f"{what} {who}{where} cost {self.less} less{floor}."


class NextPlayedPassive(Passive):
    """"The next [card] you play …" (an Ongoing effect's passive, 5.1.2.e, 5.2.b): used up
    by the first matching card played.  The kernel reads, as a card is played, what the
    words of `engine.effects.abilities.NextPlayed` declare: `matches(card, zone)`, the
    cost change (`free`, `cost_less`, `cost_floor`), what the card gets as it enters
    (`boosts`, `loses`, `loses_from_hand`, `on_played()`), where it goes (`in_terrain`)
    and `first_each_afternoon`."""

    free: bool
    cost_less: int
    cost_floor: int | None
    boosts: int
    loses: Status | None
    loses_from_hand: Status | None
    first_each_afternoon: bool
    in_terrain: Any

    def matches(self, card: Card, zone: Zone | None = None) -> bool:  # pragma: no cover
        raise NotImplementedError

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:  # pragma: no cover
        raise NotImplementedError


@attrs.frozen
class OptionalCostReduction(Passive):
    """"You may [cost] to reduce my cost by N": an optional cost chosen at declaration (5.1.2.c)."""

    cost: Any  # an AdditionalCost
    reduction: int
    pays_less = True
    # printed "… to play me for N less": the same optional cost, other words
    for_less: bool = attrs.field(default=False, eq=False)

    def text(self, duration: str | None = None) -> str:
        if self.for_less:
            return f"You may {self.cost.text()} to play me for {self.reduction} less."
        return f"You may {self.cost.text()} to reduce my cost by {self.reduction}."


class AtGameStart(Passive):
    """A Hero's "I begin the game with …" (4.1): done as the Hero is revealed, before
    anything else happens."""

    def begin(self, g: GameState, p: Player) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


class RemovesAbilities(Passive):
    """A passive that takes abilities away or has them ignored (2.3.1.g): while one is held,
    which abilities work depends on the characteristics as changed."""


class GrantsAbilities(Passive):
    """A passive that grants abilities to objects in play (2.3.1.g), asked through
    `WORDS.granted_abilities`."""
