"""Modifiers (6.2): passives that change how a step or an atomic action happens.

Replacing modifiers ("instead") change what an atomic action does; additive ones ("also")
add to it.  When several apply, replacing ones come first, then additive ones; among one
kind the controller of the step picks the order (6.2.g-h); after each, the modified
action is checked again (6.2.i) but a modifier never applies twice to the same action
(6.2.j-k).  An optional replacing modifier asks its controller (6.2.d); declining one with
an alternative ("If you don't, ...") adds a step right after the current one (6.2.e).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.context import Ctx
from engine.gamestate.replacing import Action, Replacement
from engine.model import PHASE, ZONE
from engine.sentences import effect_text, lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Step
    from engine.effects.conditions.base import Condition
    from engine.effects.filters import Description
    from engine.model import Card, Status, Zone
    from engine.state import GameState




_ZONE_WORDS = {ZONE.MANA: "in my owner's Mana zone", ZONE.RESERVE: "in my owner's Reserve",
               ZONE.HAND: "in my owner's hand", ZONE.DISCARD: "in my owner's Discard pile"}


@attrs.frozen
class InsteadOfLeaving(Passive):
    """"If I would leave the [zone], [you may] put me in [zone] instead. [If you don't, ...]"

    A modifier of the object itself: it applies to the atomic action moving that object.
    """

    to: Zone
    leaving: Zone = ZONE.EXPEDITION
    optional: bool = False
    otherwise: tuple[Step, ...] = ()
    condition: Condition | None = None  # "while I'm Boosted": checked as I would leave

    def applies(self, src: Zone, dst: Zone) -> bool:
        return src is self.leaving and dst is not self.leaving

    def text(self, duration: str | None = None) -> str:
        where = "Expedition zone" if self.leaving is ZONE.EXPEDITION else "Landmark zone"
        if self.condition is not None:
            where += f" while {self.condition.text()}"
        # the cards print "instead" only where the replacement is not a choice
        if self.optional:
            out = f"If I would leave the {where}, you may put me {_ZONE_WORDS[self.to]}."
        else:
            out = f"If I would leave the {where}, put me {_ZONE_WORDS[self.to]} instead."
        if self.otherwise:
            out += " If you don't, " + lower_first(effect_text(self.otherwise))
        return out


def modify_move(g: GameState, card: Card, src: Zone, dst: Zone, ctx: Ctx | None) -> Asks[Zone]:
    """Apply the moving object's own replacing modifiers to its move; return the zone.

    The object's controller decides about optional ones (6.2.d), whoever moves it (`ctx`).
    When several apply, the controller of the step — the first player in initiative order
    if a rule moves it — picks which comes first (6.2.h), asked only when it can matter."""
    if src not in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return dst
    mods = [a for a in g.working_abilities(card) if isinstance(a, InsteadOfLeaving)]
    if not mods:
        return dst
    applied: set[int] = set()
    ctrl = card.controller
    while True:
        todo = [m for m in mods if id(m) not in applied and m.applies(src, dst)
                and (m.condition is None or m.condition.holds(g, Ctx(ctrl, card)))]
        if not todo:
            return dst
        m = todo[0]
        if _order_can_matter(todo):
            chooser = ctx.controller if ctx is not None else g.initiative()
            opts = [Option(f"mod:{i}", f"{card.name}: {x.text()}") for i, x in enumerate(todo)]
            ans = yield from g.ask(chooser, DecisionKind.MODIFIER,
                                   "Several modifiers change this move: "
                                   "choose the one to apply first (6.2.h)", opts, source=card)
            m = todo[int(ans.split(":")[1])]
        applied.add(id(m))  # never twice to the same atomic action (6.2.k)
        use = True
        if m.optional:
            use = yield from g.ask_yes_no(
                ctrl, f"{card.name} would leave: put it {_ZONE_WORDS[m.to].replace('my', 'its')} "
                "instead?", source=card)
        if use:
            g.entry(f"{card.name} goes {_ZONE_WORDS[m.to].replace('my', 'its')} instead", "6.2.b",
                    ctrl, (card.oid,))
            dst = m.to
        elif m.otherwise:
            g.entry(f"{card.name}'s modifier is not applied; a step is added: "
                    f"{effect_text(m.otherwise)}", "6.2.e", ctrl, (card.oid,))
            sub = Ctx(ctrl, card)
            for s in m.otherwise:
                g.add_step(s, sub)


def _order_can_matter(todo: list[InsteadOfLeaving]) -> bool:
    """Whether the order of these modifiers of one move can change the outcome: each one
    applied sends the object somewhere (the last one applied wins) or asks or adds a step,
    so the order matters unless they all do exactly the same thing."""
    return len({(m.to, m.optional, m.otherwise) for m in todo}) > 1


@attrs.frozen
class DrawCountModifier(Passive):
    """"If [you | your opponents] would draw cards, draw that many [plus | minus] N instead".

    Replacing modifiers of the number: they may be applied in any order and the total is
    only limited to zero at the end, so +1 and -1 cancel whatever the order.
    """

    delta: int
    whose: str = "you"  # you | opponents

    def text(self, duration: str | None = None) -> str:
        who = "you" if self.whose == "you" else "an opponent"
        sign = "plus" if self.delta > 0 else "minus"
        verb = "draw" if self.whose == "you" else "they draw"
        return (f"If {who} would draw one or more cards, {verb} that many {sign} "
                f"{abs(self.delta)} instead.")


@attrs.frozen
class AlsoWhenDrawing(Passive):
    """"If you would draw one or more cards, also [steps]" — an additive modifier: its
    atomic actions join the drawing step itself (6.2.c), so they are part of the same
    event and applied after every replacing modifier (6.2.g)."""

    steps: tuple[Step, ...]

    def text(self, duration: str | None = None) -> str:
        return ("If you would draw one or more cards, also: "
                + lower_first(effect_text(self.steps)))


def _holder_name(holder: Card | None) -> str:
    """Whose modifier it is, for the choice: the object's name, or an Ongoing effect's."""
    return holder.name if holder else "Ongoing"


def modify_draw(g: GameState, player: int, n: int
                ) -> Asks[tuple[int, tuple[tuple[Step, Ctx], ...]]]:
    """Apply the modifiers of a drawing step (6.2.g-k).  Replacing ones first, one at a
    time in the order the drawer chooses (6.2.h); then additive ones.  Each applies once to
    the step (6.2.j).  Returns the number to draw and the additive steps to do with it."""
    counts, adds = g.passives_of(DrawCountModifier), g.passives_of(AlsoWhenDrawing)
    if not counts and not adds:  # the common case: no comprehension made (issue #27)
        return n, ()
    mods = [(h, pa, c) for h, pa, c in counts if (c == player) == (pa.whose == "you")]
    also = [(h, pa, c) for h, pa, c in adds if c == player]
    if not mods and not also:
        return n, ()
    left = list(range(len(mods)))
    while left:
        if len(left) == 1:
            pick = left[0]
        else:
            opts = [Option(f"mod:{i}", f"{_holder_name(mods[i][0])}: {mods[i][1].text()}")
                    for i in left]
            ans = yield from g.ask(player, DecisionKind.MODIFIER,
                                   "Choose the modifier to apply first",
                                   opts)
            pick = int(ans.split(":")[1])
        left.remove(pick)  # applied once, never again to this step (6.2.j)
        holder, pa, _c = mods[pick]
        n += pa.delta
        g.entry(f"{holder.name if holder else 'an Ongoing effect'} modifies the draw: "
                f"{'+' if pa.delta > 0 else ''}{pa.delta}, now {n}", "6.2.b", player)
    extra = tuple((s, Ctx(c, h)) for h, pa, c in also for s in pa.steps)
    for h, _pa, c in also:
        g.entry(f"{h.name if h else 'an Ongoing effect'} adds to the draw", "6.2.c", c)
    return max(0, n), extra


def run_additive(g: GameState, extra: tuple[tuple[Step, Ctx], ...]) -> Asks[None]:
    """Do the atomic actions an additive modifier added, inside the same step."""
    for step, ctx in extra:
        yield from step.run(g, ctx)


@attrs.frozen
class ThatActivation(Passive):
    """"Each time a Reaction of a [filter] you control activates, that activation also
    [steps]" — a modifier of the activation (the Emblem), not of the Reaction itself."""

    filter: Description
    steps: tuple[Step, ...]

    def text(self, duration: str | None = None) -> str:
        return (f"Each time a Reaction of a {self.filter.noun()} you control activates, "
                f"that activation also: {lower_first(effect_text(self.steps))}")


def activation_extras(g: GameState, card: Card, ctrl: int) -> tuple[Step, ...]:
    """Steps added to an Emblem-Reaction created by `card` (the other-games "that activation")."""
    extra: tuple[Step, ...] = ()
    for h, pa, c in g.passives_of(ThatActivation):
        if c == ctrl and h is not card:
            if pa.filter.matches(g, card, Ctx(c, h)):
                extra += pa.steps
    return extra


@attrs.frozen
class KeepInMyExpedition(Passive, Replacement):
    """"If an Anchored Character would leave my Expedition during the Afternoon, it loses
    Anchored instead" (or "a Boosted Character … loses all its boosts instead"): a replacing
    modifier (6.2.b) held by an object in an Expedition, about the Characters of its
    controller in that Expedition. The move does not happen; the Character loses the status
    (or its boosts) instead, which it then no longer has, so the next move goes ahead."""

    status: Status | None = None  # None: "Boosted", and the boosts are lost
    #: printed "When a … would leave …, it loses its boosts instead" (wording only)
    when_words: bool = attrs.field(default=False, eq=False)

    replaces = "leave_expedition"

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        """The first of them that applies replaces the move: the object stays where it is."""
        card = act.card
        if card is None or act.dst is None:
            return act
        for holder, pa, ctrl in g.passives_of(cls):
            if not pa.applies(g, holder, card, act.dst, act.exp, act.controller):
                continue
            name = holder.name if holder is not None else "an effect"
            if pa.status is None:
                n = card.counters.pop("boost")
                g.marks_changed()
                g.entry(f"{card.name} would leave the Expedition; it loses its {n} boost"
                        f"{'s' if n > 1 else ''} instead ({name})", "6.2.b", ctrl, (card.oid,))
            else:
                g.entry(f"{card.name} would leave the Expedition; instead it loses "
                        f"{pa.status.value.capitalize()} ({name})", "6.2.b", ctrl, (card.oid,))
                g.lose_status(card, pa.status, "6.2.b")
            return attrs.evolve(act, replaced=True)
        return act

    def applies(self, g: GameState, holder: Card | None, card: Card, dst: Zone,
                exp: str | None, controller: int | None) -> bool:
        if holder is None or holder.zone is not ZONE.EXPEDITION or g.phase is not PHASE.AFTERNOON:
            return False
        if not card.cdef.is_character or g.controller_of(card) != g.controller_of(holder):
            return False
        mine = set(g.expeditions_of(holder)) & set(g.expeditions_of(card))
        if not mine:
            return False
        if dst is ZONE.EXPEDITION and (controller is None or controller == card.controller) \
                and (exp or card.expedition) in mine:
            return False  # it stays in my Expedition
        if self.status is None:
            return bool(card.counters.get("boost"))
        return self.status in card.statuses

    def text(self, duration: str | None = None) -> str:
        head = "When" if self.when_words else "If"
        sep = "" if self.when_words else ","
        if self.status is None:
            lost = "its boosts" if self.when_words else "all its boosts"
            return (f"{head} a Boosted Character would leave my Expedition during the "
                    f"Afternoon{sep} it loses {lost} instead.")
        st = self.status.value.capitalize()
        return (f"{head} an {st} Character would leave my Expedition during the Afternoon{sep} "
                f"it loses {st} instead.")
