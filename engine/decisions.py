"""The decision protocol: the engine asks one `Decision` at a time and validates answers."""

from __future__ import annotations

import enum
from collections.abc import Generator, Sequence
from itertools import combinations, islice
from typing import Any, NamedTuple, TypeVar

import attrs

from engine.loading import excerpt


class DecisionKind(enum.StrEnum):
    """What a decision is about.  The engine only ever asks these kinds, each documented
    with its option ids in docs/option-ids.md; a table shows each in its own way (a turn as
    cards to play, a target on the board...) and anything else as a list of options.

    A `StrEnum`: a kind is equal to its name as text (`DecisionKind.TURN == "turn"`), so a
    client comparing with text, a view turned into JSON or a saved file holding the text
    keeps working; `Decision` turns text into the kind and refuses a kind not declared."""

    TURN = "turn"  # the player's turn in the Afternoon: play a card, a quick action, or pass
    MANA_SETUP = "mana_setup"  # set-up: three cards from the hand to the Mana zone (4.1.k)
    EXPAND = "expand"  # Morning: a card from the hand to the Mana zone, or not (4.2.1.e)
    CLEANUP = "cleanup"  # Night: which cards stay in the Reserve / Landmark zone (4.2.5.c)
    REACTION = "reaction"  # which waiting Emblem-Reaction to play next (4.4)
    MAY = "may"  # yes or no: an optional effect ("you may ...")
    MODE = "mode"  # which mode(s) of a modal effect
    TARGET = "target"  # target object(s) of an effect
    TARGET_EXPEDITION = "target_expedition"  # a target Expedition
    TARGET_REGION = "target_region"  # a target region of the Adventure (a Terrain Marker's)
    EXPEDITION = "expedition"  # into which Expedition a card goes
    CHOOSE_CARD = "choose_card"  # a card among revealed or named ones (not a target)
    CHOOSE_COUNTER = "choose_counter"  # which kind of counter an effect uses
    SACRIFICE = "sacrifice"  # which object(s) to sacrifice
    MODIFIER = "modifier"  # which of several modifiers applies first (6.2.g-h)
    TIMESTAMP_ORDER = "timestamp_order"  # the order of objects placed together (2.2.15.d)
    # exhaust a ready Mana Orb to ready an exhausted one (3.2.9.e)
    MANA_EXCHANGE = "mana_exchange"
    DIE = "die"  # which die results to keep when rolling several (7.3.19)
    TARGET_PLAYER = "target_player"  # a target player (6.5.b)
    # which status a chosen object gains, when the text offers several
    CHOOSE_STATUS = "choose_status"
    # what to do with a card revealed from the Deck: play it, take it, leave it
    REVEALED = "revealed"


#: every declared kind (the members, equal to their text)
DECISION_KINDS: frozenset[DecisionKind] = frozenset(DecisionKind)
_BY_NAME: dict[str, DecisionKind] = {k.value: k for k in DecisionKind}


class UndeclaredDecisionKind(ValueError):
    """A decision of a kind `DecisionKind` does not declare: a programming error (a client
    could not know how to show it), raised when the decision is made."""


def decision_kind(kind: str) -> DecisionKind:
    """The declared kind named `kind` (a `DecisionKind` or its text, as a saved file holds
    it); `UndeclaredDecisionKind` for any other."""
    try:
        return _BY_NAME[kind]
    except (KeyError, TypeError):
        raise UndeclaredDecisionKind(
            f"{excerpt(kind)} is not a declared decision kind: declare it in "
            "engine.decisions.DecisionKind and document its option ids in "
            "docs/option-ids.md") from None


#: option ids an older engine offered that a newer one offers in another form, by kind:
#: (old prefix, new prefix).  A record keeps the ids it was answered with, so an answer in
#: the old form still replays: it is read as the new id of the same object, when that one
#: is offered (and only then), and stored in the new form.
RENAMED_IDS: dict[DecisionKind, tuple[tuple[str, str], ...]] = {
    # the boosts of "Distribute N boosts among any target …" placed one at a time were
    # `x:<oid>` before the distributions became one word (`DistributeBoosts`, as
    # "… among any Characters in Reserve" always was: `b:<oid>`)
    DecisionKind.CHOOSE_CARD: (("x:", "b:"),),
}


class IllegalAnswer(ValueError):
    """An answer the pending decision does not allow; the game is left unchanged."""


class Option(NamedTuple):
    """One legal answer.  A named tuple (immutable, and cheaper to make than a frozen
    attrs class): each game makes hundreds of them (benchmarks/engine_speed.py)."""

    id: str
    label: str
    objects: tuple[int, ...] = ()  # oids the option concerns, for highlighting
    detail: str = ""  # e.g. the intent kind ("play", "quick", "pass")
    # the Expedition the option names, as (player, "hero" | "companion"): where a card
    # would be played, or a target Expedition, so a table can light it up without
    # reading the id
    expedition: tuple[int, str] | None = None
    # the Emblem-Reaction in Limbo the option plays (4.4), so a table can light it up
    emblem: int | None = None


#: An Option made straight from all six of its fields, in order (`new_option(Option, (id,
#: label, objects, detail, expedition, emblem))`), without the named tuple's `__new__`, a
#: Python function: for the options made at every decision (issue #27)
new_option = tuple.__new__


# slots=False: a frozen class with a __dict__ is built about twice as fast as a slotted
# one (attrs cannot bypass object.__setattr__ for slots), and this one is made hundreds of
# times a game (benchmarks/engine_speed.py)
@attrs.frozen(slots=False)
class Decision:
    """Who decides, what kind of choice, in plain words, and the legal options.

    `min`/`max` count how many option ids the answer holds: a single choice has 1/1
    and is answered with one id; a multi-choice is answered with a list of ids.
    `info` carries public facts the player should see (e.g. the opponent's earlier
    choice made in initiative order, 1.4.5).
    """

    player: int
    kind: DecisionKind = attrs.field(converter=decision_kind)
    prompt: str
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    info: tuple[str, ...] = ()
    source: int | None = None  # the object whose ability asks
    # an extra legality check on the whole answer; returns the reason it is illegal
    check: Any = attrs.field(default=None, eq=False, repr=False)

    @property
    def multi(self) -> bool:
        return not (self.min == 1 and self.max == 1)

    def option(self, oid: str) -> Option:
        for o in self.options:
            if o.id == oid:
                return o
        raise IllegalAnswer(f"{excerpt(oid)} is not one of the choices for: {self.prompt}")

    def current_id(self, answer: str) -> str:
        """`answer` in the form this decision offers: itself, or the new form of an id an
        older engine offered (`RENAMED_IDS`) when that one is offered."""
        renamed = RENAMED_IDS.get(self.kind)
        if not renamed or any(o.id == answer for o in self.options):
            return answer
        for old, new in renamed:
            if answer.startswith(old):
                now = new + answer[len(old):]
                if any(o.id == now for o in self.options):
                    return now
        return answer

    def normalise(self, answer: str | Sequence[str]) -> str | tuple[str, ...]:
        """Check an answer against this decision; return it in canonical form."""
        if self.min == 1 and self.max == 1:  # one option id (`multi` is false): a list,
            # even of one, is another kind of answer
            if type(answer) is str:  # the common case, an offered id: one look (issue #27)
                for o in self.options:
                    if o[0] == answer:  # `o.id` by position: 3.11 specialises this read
                        return answer
            if isinstance(answer, (list, tuple)):
                raise IllegalAnswer(f"this decision takes one option id, not a list "
                                    f"({excerpt(answer)}): {self.prompt}")
            if not isinstance(answer, str):
                raise IllegalAnswer(f"an answer is an option id, not {excerpt(answer)}")
            answer = self.current_id(answer)
            self.option(answer)
            return answer
        if isinstance(answer, str):
            answer = (answer,)
        if not isinstance(answer, (list, tuple)):
            raise IllegalAnswer(f"an answer is a list of option ids, not {excerpt(answer)}")
        if len(answer) > len(self.options):  # before looking at a huge answer's items
            raise IllegalAnswer(f"{len(answer)} options chosen; there are only "
                                f"{len(self.options)} for: {self.prompt}")
        for a in answer:
            if not isinstance(a, str):
                raise IllegalAnswer(f"an answer is a list of option ids, not {excerpt(a)}")
        ids = tuple(self.current_id(a) for a in answer)
        for a in ids:
            self.option(a)
        if len(set(ids)) != len(ids):
            raise IllegalAnswer("the same option was chosen twice")
        if not (self.min <= len(ids) <= self.max):
            if self.min == self.max:
                raise IllegalAnswer(f"choose exactly {self.min} for: {self.prompt}")
            raise IllegalAnswer(
                f"choose between {self.min} and {self.max} for: {self.prompt} (got {len(ids)})")
        if self.check is not None:
            why = self.check(ids)
            if why:
                raise IllegalAnswer(why)
        return ids

    def refused_options(self, tries: int = 400) -> list[str]:
        """The ids of offered options that no legal answer can hold: what the decision
        offers and would then refuse, which an honest decision never does (6.5.b: the
        options are exactly the legal choices).  A multi-choice option counts as
        accepted if some answer with it passes the count and `check`; the search looks
        at up to `tries` answers per option and, when it gives up, does not accuse."""
        ids = [o.id for o in self.options]
        if len(set(ids)) != len(ids):
            return sorted({i for i in ids if ids.count(i) > 1})  # one id, two meanings
        if not ids:
            return [] if self.min == 0 else ["(no option, yet an answer is required)"]
        if not self.multi:
            return []
        lo, hi = max(self.min, 1), min(self.max, len(ids))
        if lo > hi:
            return list(ids)
        refused = []
        for oid in ids:
            others = [i for i in ids if i != oid]
            found = complete = False
            looked = 0
            for k in range(lo, hi + 1):
                for rest in islice(combinations(others, k - 1), tries - looked + 1):
                    looked += 1
                    if looked > tries:
                        break
                    if self.check is None or self.check((oid, *rest)) is None:
                        found = True
                        break
                if found or looked > tries:
                    break
            else:
                complete = True
            if not found and complete:
                refused.append(oid)
        return refused


T = TypeVar("T")
#: what asks the players and then gives back a `T`: a generator that yields each
#: `Decision` (up to `Game.pending`) and is sent the answer, an option id or a tuple of
#: them (`Decision.normalise`) whose form the asker knows from the decision it made
Asks = Generator[Decision, Any, T]


_new_object = object.__new__


def asked(player: int, kind: DecisionKind, prompt: str, options: tuple[Option, ...], lo: int,
          hi: int, info: tuple[str, ...], source: int | None, check: Any) -> Decision:
    """`Decision(player, kind, prompt, options, lo, hi, info, source, check=check)`, its
    fields written into the new object's dict in one go: the engine's own `ask` makes one
    every decision, and attrs' generated `__init__` fetches a setter it never uses for a
    frozen class with a dict and converts a kind that is already a `DecisionKind` (issue
    #27).  The same fields, the same values: tests/engine/test_records_made_whole.py
    compares it with the class's own constructor, field by field."""
    d = _new_object(Decision)
    d.__dict__.update(player=player,
                      kind=kind if type(kind) is DecisionKind else decision_kind(kind),
                      prompt=prompt, options=options, min=lo, max=hi, info=info,
                      source=source, check=check)
    return d
