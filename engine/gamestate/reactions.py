"""Steps and Reactions: running a step, then activating the Reactions its events match.

A mixin of `engine.state.GameState`.  Every atomic action records its events; a step
(`run_step`, `run_action`) collects them, and when it ends the Reactions that watched
them make their Emblem-Reactions in Limbo (6.3), bound to the object that existed before
the event (6.3.e).  Which Reactions watch is cached until the abilities change.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, Protocol, cast

from engine.ability_kinds import GrantsAbilities, Reaction, RemovesAbilities, Step
from engine.events import Event
from engine.gamestate.context import Ctx
from engine.gamestate.emblem import Emblem
from engine.gamestate.host import Host
from engine.gamestate.questions import WORDS
from engine.memo import per_object
from engine.messages import msg
from engine.model import ZONE, Card
from engine.profile import self_moves
from engine.sentences import effect_text

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.steps.common import Runs
    from engine.effects.triggers.base import Trigger
    from engine.state import GameState

Gen = Generator[Any, Any, Any]
#: a watching Reaction: (its object, the ability, its controller, the object's id then)
Watcher = tuple[Card, Reaction, int, int]
#: (key, watchers, per-step ones, picture-takers, watchers by kind of event, the watchers
#: of any kind of event: those asked about a kind the index does not name)
KeptWatchers = tuple[Any, list[Watcher], list[Watcher], list[Watcher], dict[str, list[Watcher]],
                     list[Watcher]]


class ReactionIndexError(AssertionError):
    """A trigger matched an event of a kind its `kinds` does not name (a checked run)."""

_SELF_MOVE_KINDS = frozenset({"move", "create", "play"})


@per_object


def _effect_text(ab: Reaction) -> str:
    return effect_text(ab.steps)


class ReactsOnce(Protocol):
    """An Ongoing effect used up by the first event it matches (2.2.14): a passive with
    `reacts_once` set, which gives the object the event names an Emblem-Reaction."""

    reacts_once: bool

    def match(self, g: GameState, ev: Event, ctrl: int) -> Card | None:
        """The object the event gives the Reaction to, or None."""

    def steps(self) -> tuple[Step, ...]:
        """The Reaction's steps."""

    def words(self) -> str:
        """The Reaction's effect in words, for the log."""


class RuleTrigger:
    """Trigger of Emblem-Reactions created by rules (5.2.b): never matches an event (it has
    a trigger's face, `Trigger`, without the vocabulary's class: the kernel is below it)."""

    self_move = False
    per_step = False
    kinds: frozenset[str] = frozenset()

    def match(self, *_: Any) -> bool:
        return False

    def text(self) -> str:
        return "As it is played"


REACTION_LIMIT = 100  # 1.4.6.c, 6.3.l


def sort_watchers(watchers: list[Watcher]) -> tuple[list[Watcher], list[Watcher],
                                                    dict[str, list[Watcher]], list[Watcher]]:
    """The sub-lists of the watchers kept with them (`Reactions._kept_watchers`): the
    per-step ones, those whose trigger takes a picture before each step, those of each
    kind of event, and those of any kind (the list for a kind no trigger names).  Each
    list keeps the watchers' order, so Reactions activate in the same order as when
    every watcher was asked about every event (6.3.g): a watcher is in the list of each
    kind its trigger's `kinds` names, and in every list when it names none (issue #27)."""
    per_step: list[Watcher] = []
    takers: list[Watcher] = []
    index: dict[str, list[Watcher]] = {}
    anys: list[Watcher] = []
    _file_watchers(watchers, per_step, takers, index, anys)
    return per_step, takers, index, anys


def _file_watchers(watchers: list[Watcher], per_step: list[Watcher], takers: list[Watcher],
                   index: dict[str, list[Watcher]], anys: list[Watcher]) -> None:
    """Put each of `watchers` at the end of the sub-lists it belongs to (`sort_watchers`)."""
    for w in watchers:  # one loop for all the sub-lists, no comprehension made
        trigger = w[1].trigger
        if trigger.per_step:
            per_step.append(w)
        if getattr(trigger, "snapshot", None) is not None:
            takers.append(w)
        kinds = getattr(trigger, "kinds", None)
        if kinds is None:  # any kind: in every list, made or to come
            anys.append(w)
            for of_kind in index.values():
                of_kind.append(w)
            continue
        for kind in kinds:
            got = index.get(kind)
            if got is None:
                got = index[kind] = anys.copy()  # the watchers of any kind before it
            got.append(w)


def patch_watchers(kept: KeptWatchers, key: Any, gone: dict[Card, None],
                   added: list[Watcher]) -> KeptWatchers:
    """The kept watchers and their sub-lists with those of the objects `gone` taken out and
    `added` put at the end, where `sort_watchers` of the whole list would put them: new
    lists, the kept ones left as they are (a step being run still holds them).  A kind
    whose watchers all went keeps a list of the watchers of any kind: what an unlisted
    kind is shown (`_activate`)."""
    _key, watchers, per_step, takers, index, anys = kept
    if gone:
        watchers = [w for w in watchers if w[0] not in gone]
        per_step = [w for w in per_step if w[0] not in gone] if per_step else []
        takers = [w for w in takers if w[0] not in gone] if takers else []
        anys = [w for w in anys if w[0] not in gone] if anys else []
        index = {kind: [w for w in ws if w[0] not in gone] for kind, ws in index.items()}
    else:
        watchers, per_step, takers, anys = watchers.copy(), per_step.copy(), takers.copy(), anys.copy()
        index = {kind: ws.copy() for kind, ws in index.items()}
    watchers += added
    _file_watchers(added, per_step, takers, index, anys)
    return key, watchers, per_step, takers, index, anys


def same_sorting(kept: KeptWatchers, fresh: list[Watcher]) -> bool:
    """Whether the kept sub-lists show every kind of event the watchers `sort_watchers`
    would give it (by identity, in order): a self-check of `patch_watchers`."""
    def ids(ws: list[Watcher]) -> list[tuple[int, int, int, int]]:
        return [(id(c), id(a), ctrl, oid) for c, a, ctrl, oid in ws]
    per_step, takers, index, anys = sort_watchers(fresh)
    _key, _watchers, k_per_step, k_takers, k_index, k_anys = kept
    return (ids(per_step) == ids(k_per_step) and ids(takers) == ids(k_takers)
            and all(ids(index.get(kind, anys)) == ids(k_index.get(kind, k_anys))
                    for kind in {*index, *k_index, ""}))


class Reactions(Host):
    """Steps and the Reactions they trigger (6.2.m, 6.3)."""

    __slots__ = ()  # the data are `GameState`'s slots (engine.state)

    def stale_watchers(self) -> tuple[int, int] | None:
        """A self-check (engine.invariants): (kept, fresh) counts when the kept list of
        watching Reactions differs from the one a fresh look would make — something that
        changes which Reactions work slipped past `watchers_key` (issue #27); else None."""
        hit = self._watchers
        if hit is None or self.chars_in_progress is not None or hit[0] != self.watchers_key():
            return None  # nothing kept, or it will be made afresh at the next step
        kept = [(id(c), id(a), ctrl, oid) for c, a, ctrl, oid in hit[1]]
        fresh = [(id(c), id(a), ctrl, oid) for c, a, ctrl, oid in self._compute_watchers()]
        if kept != fresh or not same_sorting(hit, hit[1]):
            return len(kept), len(fresh)
        # and `watching` itself: every object whose abilities may work (`able`) looked at
        # finds the same watchers (in `able`'s order, which a grant does not change)
        every = [(id(c), id(a), ctrl, oid)
                 for c, a, ctrl, oid in self._compute_watchers(self.able)]
        return None if sorted(every) == sorted(kept) else (len(kept), len(every))


    def _check_skipped(self, ev: Event, watchers: list[Watcher], asked: list[Watcher]) -> None:
        """A self-check: no watcher left out for `ev`'s kind would have matched it."""
        seen = {id(w) for w in asked}
        skipped = [w for w in watchers if id(w) not in seen]
        for card, ab, ctrl, _oid in skipped:
            hit = ab.trigger.match(self, ev, card, ctrl)  # type: ignore[arg-type]
            if hit is not False and hit is not None:
                raise ReactionIndexError(
                    f"{card.name}'s trigger ({type(ab.trigger).__name__}) matched a "
                    f"'{ev.kind}' event, a kind its `kinds` leaves out")

    def reaction_watchers(self) -> list[tuple[Card, Reaction, int, int]]:
        """Reactions that exist and work now, other than self-move ones (6.3.e).

        Kept until something that can change them happens (`watchers_key`); sim's
        checked runs confirm after every event that the kept list is the one
        `_compute_watchers` would make (engine.sim.check_watchers)."""
        return self._kept_watchers()[1]

    def _kept_watchers(self) -> KeptWatchers:
        """(key, the watchers, and their sub-lists, `sort_watchers`): all picked out
        once with the list, not at every step or for every kind of event."""
        hit = self._watchers
        if (hit is not None and self.chars_in_progress is None
                and hit[0] == (self._watch_version, self.day, True)
                and (not (self._changers or self._changing_emblems)
                     or not self._passive_kinds.get(RemovesAbilities))):
            return hit  # `watchers_key` without a passive to look at: the common case
        key = self.watchers_key()
        if (hit is not None and hit[0] != key and hit[0][0] == key[0] and hit[0][2] == key[2]
                and hit[0][1] > 1 and key[1] > 1):
            # only the day changed, and not from the first (the one day working abilities
            # read, a Hero's "ignore my abilities during the first Day"): the same lists
            hit = self._watchers = (key, *hit[1:])
        elif hit is None or hit[0] != key:
            moves = self._watch_moves
            if (moves and hit is not None and key[0] - hit[0][0] == len(moves)
                    and hit[0][1:] == key[1:]):
                # objects entered or left `watching`, and nothing else changed: only their
                # watchers change (checked runs compare the patched lists with fresh ones)
                hit = self._watchers = self._patched_watchers(hit, key)
            else:
                watchers = self._compute_watchers()
                hit = self._watchers = (key, watchers, *sort_watchers(watchers))
            moves.clear()
        return hit

    def _patched_watchers(self, hit: KeptWatchers, key: Any) -> KeptWatchers:
        """The kept lists after the objects of `_watch_moves` entered or left `watching`
        (each with its bump of `_watch_version`, and no other bump since the lists were
        kept): the watchers of those that were there when the lists were made are taken
        out, and those of the ones there now put at the end, in the order they entered
        last, which is their order in `watching` (a dict: an object that enters goes to
        its end), after every object that stayed."""
        gone: dict[Card, None] = {}
        last: dict[Card, bool] = {}
        for card, entered in self._watch_moves:
            if not entered and card not in last:
                gone[card] = None  # it was watching when the lists were made
            last.pop(card, None)
            last[card] = entered
        added: list[Watcher] = []
        for card, entered in last.items():
            if entered:  # in `watching` now: its watchers as `_compute_watchers` makes them
                for a in self.working_abilities(card):
                    if isinstance(a, Reaction) and not a.trigger.self_move:
                        added.append((card, a, card.controller if card.zone is not ZONE.RESERVE
                                      else card.owner, card.oid))
        return patch_watchers(hit, key, gone, added)

    def watchers_key(self) -> Any:
        """What the watching Reactions depend on: which objects that may watch are where
        and what they were granted, which of them in a Reserve are exhausted, and control
        (all counted by `_watch_version`, which only changes for an object of `watching`:
        another card played, moved or exhausted leaves the list as it was), the day (a
        Hero's first day), and which objects lost their abilities to a passive (2.3.2.d).
        Only that last one needs the passives evaluated, and only while a
        characteristic-changing one exists: other events - a card drawn, mana paid, a
        boost gained - leave the list as it was, where `abilities_key` would recompute it
        after every logged event.  The passives are looked at only while one that takes
        abilities away is held, so this key never makes them evaluated where the rules
        would not.  Checked runs compare the kept list with a fresh one after every
        event (`stale_watchers`)."""
        if (self.chars_in_progress is None and (self._changers or self._changing_emblems)
                and self._passive_kinds.get(RemovesAbilities)):
            return (self._watch_version, self.day, self.chars().lost)
        return (self._watch_version, self.day, self.chars_in_progress is None)

    def _compute_watchers(self, among: dict[Card, None] | None = None
                          ) -> list[tuple[Card, Reaction, int, int]]:
        """The watchers of the objects of `watching` (or of `among`), in its order."""
        # the object's id is kept as it is now, before the event: the Reaction belongs to
        # that object, not to whatever the item becomes if the event moves it (6.3.e, 2.1.d)
        out = []
        for c in self.watching if among is None else among:
            for a in self.working_abilities(c):
                if isinstance(a, Reaction) and not a.trigger.self_move:
                    out.append((c, a, c.controller if c.zone is not ZONE.RESERVE else c.owner,
                                c.oid))
        return out

    def activate(self, events: list[Event], watchers: list[tuple[Card, Reaction, int, int]],
                 snaps: dict[Any, Any] | None = None, before: int | None = None) -> None:
        """The Reaction-activating step after a step (6.3.g); `before` is the last object
        id given out before that step (see `Emblem.made_before`).  `watchers` are those
        `reaction_watchers` gave (with the kept lists that go with them, when kept)."""
        kept: tuple[Any, ...] | None = self._watchers
        if kept is None or kept[1] is not watchers:  # not the kept list: no sub-lists
            # (an empty index: every kind of event gets all the watchers, `anys`)
            kept = (None, watchers, [w for w in watchers if w[1].trigger.per_step], [], {},
                    watchers)
        self._activate(events, kept, snaps, before)

    def _activate(self, events: list[Event], kept: tuple[Any, ...],
                  snaps: dict[Any, Any] | None, before: int | None) -> None:
        """`activate` with the watchers' kept lists (`_kept_watchers`): their index by
        kind of event (a kind it lacks: the watchers of any kind) and their per-step ones."""
        self.snapshots = snaps or {}
        # the step's events, for a trigger of "one or more" (7.3.4's tokens created
        # together) that activates once for the first of them
        self.step_events = events
        # the last object id given out before the step: the Emblems made (`Emblem.made_before`)
        made = self._oid if before is None else before
        if self.emblems:
            self._ongoing_reacting(events)
        # a mixin of GameState: no typing.cast call (a function call) in this hot loop
        gs: GameState = self  # type: ignore[assignment]
        _key, watchers, per_step, _takers, index, anys = kept
        verify = self.self_checking
        gone = ZONE.GONE
        # whether a passive may give objects in play Reactions ("Characters have
        # '...'"): none held, none to ask about (`granted_by_passives` would say ());
        # making Emblem-Reactions below changes no passive, so it is asked once a step,
        # at the first event that may have a self-move Reaction (None: not asked yet)
        grants: bool | None = None
        for ev in events:
            # an Event's fields by position: 3.11 reads a named tuple's field by name
            # through a descriptor it does not specialise (kind, then card)
            kind = ev[0]
            asked = index.get(kind, anys)
            if verify:
                self._check_skipped(ev, watchers, asked)
            for card, ab, ctrl, oid in asked:
                hit = ab.trigger.match(gs, ev, card, ctrl)
                if hit is not False and hit is not None:
                    self.activate_reaction(card, ab, ctrl, ev, hit, oid, made)
            c = ev[1]
            if c is None:
                continue
            abil = c.profile.self_moves
            granted = c.granted
            if not abil and not granted:
                if grants is None:
                    grants = bool(self._passive_kinds.get(GrantsAbilities))
                if not grants:
                    continue  # no self-move Reaction it could have: the common case
            if c.zone is gone or (kind not in _SELF_MOVE_KINDS and (kind != "status" or not abil)):
                continue  # "When I gain Fleeting" is the one status event looked at here
            if grants is None:
                grants = bool(self._passive_kinds.get(GrantsAbilities))
            if granted:
                abil += self_moves(granted)
            in_play = c.zone is ZONE.EXPEDITION or c.zone is ZONE.LANDMARK
            if in_play and grants:
                extra = self.granted_by_passives(c)
                if extra:
                    abil += self_moves(extra)
            if not abil:
                continue
            if in_play and self.may_lose_abilities() and c.oid in self.chars().lost:
                continue  # lost or ignored abilities do not activate (2.3.2.d, 7.3.14)
            for ab in abil:
                hit = ab.trigger.match(self, ev, c, c.controller)
                if hit:
                    self.activate_reaction(c, ab, c.controller if c.zone is not ZONE.RESERVE
                                           else c.owner, ev, hit, None, made)
        for card, ab, ctrl, oid in per_step:  # "one or more …": one Reaction a step (6.3.g)
            step_ev = ab.trigger.match_step(gs, events, card, ctrl)
            if step_ev is not None:
                self.activate_reaction(card, ab, ctrl, step_ev, True, oid, made)
        if snaps:  # only when a trigger asked for a before-picture (rare)
            for card, ab, ctrl, oid in watchers:
                implicit = getattr(ab.trigger, "implicit_joins", None)
                if implicit is None:
                    continue
                snap = self.snapshots.get((oid, id(ab.trigger)))
                for c in implicit(self, card, snap, events):
                    self.activate_reaction(card, ab, ctrl, Event("join", c, ctrl), c, oid,
                                           made)

    def _ongoing_reacting(self, events: list[Event]) -> None:
        """Ongoing effects used up by an event ("The next Character that joins my Expedition
        this turn gains 2 boosts"): the first matching event gives the object an
        Emblem-Reaction with the effect (5.2.b) and the Ongoing effect is gone (2.2.14)."""
        for em in [e for e in self.emblems if e.kind == "ongoing"
                   and getattr(e.passive, "reacts_once", False)]:
            once = cast(ReactsOnce, em.passive)
            for ev in events:
                hit = once.match(cast("GameState", self), ev, em.controller)
                if hit is None:
                    continue
                self.emblems.remove(em)
                self.emblems_changed()
                self.add_emblem_reaction(hit, em.controller, once.steps(), once.words(),
                                         "2.2.14")
                break

    def activate_reaction(self, card: Card, ab: Reaction, ctrl: int, ev: Event, hit: Any,
                          oid: int | None = None, made_before: int | None = None) -> None:
        """Create the Emblem-Reaction of `card`'s ability for event `ev`.  `oid` is the
        object the ability belonged to when the event happened (None: the card as it is
        now, as for self-move Reactions, which look at the state after the event, 6.3.c):
        if the event or the rest of its step moved the card, "I" is the object that left
        and the new one is not affected (2.1.d, 6.3.j) — unless that event is the very
        move the trigger speaks of ("when I am sacrificed"): then the ability finds the
        object in its new zone (2.1.f).  `made_before` is the last object id given out
        before the step whose events activate it (`Emblem.made_before`; None for an
        ability an effect activates)."""
        if oid is None:
            oid = card.oid
        key = (oid, id(ab))
        if ev.card is card and ev.kind == "move" and ev.old_oid == oid:
            oid = card.oid  # 2.1.f
        n = self._activations.get(key, 0)
        gs: GameState = self  # type: ignore[assignment]  # a mixin of it (no cast call)
        if n >= REACTION_LIMIT:
            self.entry(msg("{card}'s “{trigger}” ability has triggered 100 times today: no "
                           "more today", card=card.name, trigger=ab.trigger.text()),
                       "6.3.l", ctrl)
            return
        if WORDS.blocked_trigger(gs, card, ab.trigger):
            self.entry(msg("{card}'s “{trigger}” ability cannot trigger", card=card.name,
                           trigger=ab.trigger.text()), "7.3.1.e", ctrl, (card.oid,))
            return
        # Reactions triggered by playing a Character with Scout can find it in Reserve
        # (7.4.5.e): their context says so, for `Me` to follow the card there
        kind = "scout" if card is self.scouted else "reaction"
        ctx = Ctx(ctrl, card, event=ev, kind=kind, source_oid=oid)
        if isinstance(hit, Card):  # the object the event is about is "it" (6.3.h)
            ctx.it = hit
            ctx.it_oid = hit.oid
        if ab.condition is not None and not ab.condition.holds(gs, ctx):
            return
        self._activations[key] = n + 1

        extra = WORDS.activation_extras(gs, card, ctrl)
        if extra:  # "that activation also ..." modifies this Emblem, not the ability
            ab = Reaction(ab.trigger, ab.steps + extra, ab.condition, ab.support)
            text = effect_text(ab.steps)  # a one-off Reaction: not worth remembering
        else:
            text = _effect_text(ab)

        em = Emblem(self.new_oid(), ctrl, "reaction", card.name, text,
                    ability=ab, ctx=ctx, source_oid=oid, made_before=made_before)
        self.emblems.append(em)
        self.entry(msg("{card}'s “{trigger}” ability triggers: it happens once the current "
                       "action is over", card=card.name, trigger=ab.trigger.text()),
                   "6.3", ctrl, (oid,))

    def add_emblem_reaction(self, source: Card, ctrl: int, steps: tuple[Step, ...],
                            text: str, rule: str) -> None:
        """An Emblem-Reaction made by a rule rather than an ability (5.2.b, 7.4.5.c)."""
        ab = Reaction(cast("Trigger", RuleTrigger()), steps)
        ctx = Ctx(ctrl, source, it=source, kind="reaction")
        self.emblems.append(Emblem(self.new_oid(), ctrl, "reaction", source.name, text,
                                   ability=ab, ctx=ctx, source_oid=source.oid))
        self.entry(msg("{card}: {text} (this happens once the current action is over)",
                       card=source.name, text=text), rule, ctrl, (source.oid,))

    def run_step(self, step: Runs, ctx: Ctx) -> Gen:
        """Resolve one step, then activate the Reactions its events match (6.2.m)."""
        return self._as_one_step(step.run, self, ctx)

    def _as_one_step(self, fn: Callable[..., Gen], *args: Any) -> Gen:
        """Run `fn(*args)` collecting its events, then activate the Reactions they match
        (6.3.g) and run the steps modifiers added (6.2.e); return what `fn` returned."""
        kept = self._watchers
        if (kept is None or self.chars_in_progress is not None
                or kept[0] != (self._watch_version, self.day, True)
                or ((self._changers or self._changing_emblems)
                    and self._passive_kinds.get(RemovesAbilities))):
            kept = self._kept_watchers()  # the fast path of `_kept_watchers` written out
        snaps = self._snapshots(kept[3]) if kept[3] else None
        before = self._oid
        # the step's own lists (nothing else ever replaces them), the outer ones put back
        outer = (self._events, self._added, self._arrived)
        events = self._events = []
        added = self._added = []
        arrived = self._arrived = []
        try:
            result = yield from fn(*args)
        finally:
            self._events, self._added, self._arrived = outer
        if len(arrived) > 1:  # placed together by this step: maybe an order to choose
            yield from WORDS.order_timestamps(cast("GameState", self), arrived)
        if events or kept[2] or snaps:
            self._activate(events, kept, snaps, before)
        else:  # no event, no "one or more" trigger, no picture: nothing to match (6.3.g)
            self.snapshots, self.step_events = {}, events
        for s, sctx in added:  # steps added by a declined modifier come right after (6.2.e)
            yield from self.run_step(s, sctx)
        return result

    #: Run a rules action (a daily effect, a move) as one step with its Reactions: the
    #: step itself, not a method calling it (one call fewer, some two a decision)
    run_action = _as_one_step

    def _snapshots(self, takers: list[tuple[Card, Reaction, int, int]]) -> dict[Any, Any]:
        """What some triggers need to know from before the step (e.g. "my Expedition" of a
        Gigantic object, 7.4.4.i); `takers` are the watchers whose trigger takes such a
        picture, picked out once with the watchers (none in almost every game)."""
        out: dict[Any, Any] = {}
        for c, ab, _ctrl, _oid in takers:
            out[(c.oid, id(ab.trigger))] = ab.trigger.snapshot(self, c)  # type: ignore[attr-defined]
        return out
