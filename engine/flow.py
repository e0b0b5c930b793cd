"""The shape of a game: setup (4.1), the five phases of a day (4.2), tiebreakers (4.3)."""

from __future__ import annotations

from collections.abc import Generator
from functools import cache, lru_cache
from typing import Any

from engine.ability_kinds import AtGameStart
from engine.decisions import DecisionKind, Option, new_option
from engine.events import NO_STATUSES, Event, new_event
from engine.gamestate.emblem import Emblem
from engine.gamestate.questions import NO_LIMITS, WORDS, TerrainLimits
from engine.gamestate.replacing import Action
from engine.log import DuskVerdict
from engine.messages import Message, and_list, expedition_name, msg, msg_text, series
from engine.model import (
    EXPEDITIONS,
    PHASE,
    STATUS,
    TERRAINS,
    ZONE,
    Card,
    Phase,
    Region,
    Stats,
    Terrain,
    Zone,
)
from engine.play import (
    add_play_options,
    add_quick_options,
    play_card,
    play_quick,
    play_reaction,
)
from engine.state import GameState

Gen = Generator[Any, Any, Any]


def run_game(g: GameState) -> Gen:
    yield from setup(g)
    while not g.over:
        yield from day(g)
        if not g.over:
            g.day += 1
    g.phase = PHASE.OVER


# ---------------------------------------------------------------------------- setup (4.1)
def setup(g: GameState) -> Gen:
    g.build_adventure()
    g.entry(msg("the Adventure is laid out: Hero region, three face-down Tumult cards, "
                "Companion region"), "4.1.c")
    for p in g.players:
        if p.hero is not None:
            g.entry(msg("reveals the Hero {card}", card=p.hero.name), "4.1", p.index,
                    (p.hero.oid,))
            for a in p.hero.cdef.abilities:
                if isinstance(a, AtGameStart):  # "I begin the game with …"
                    a.begin(g, p)
        g.rng.shuffle(p.deck)
    g.first = g.rng.randrange(2)
    g.entry(msg("{player} is chosen at random to be the first player",
                player=g.players[g.first].name), "4.1.g")
    for p in g.players:
        yield from g.draw(p.index, 6, "4.1.j")
    for pi in g.initiative_order():
        p = g.players[pi]
        by_id = {f"h:{c.oid}": c for c in p.hand}  # the cards as they were offered
        opts = [Option(oid, c.name, (c.oid,)) for oid, c in by_id.items()]
        n = min(3, len(p.hand))
        ans = yield from g.ask(pi, DecisionKind.MANA_SETUP, msg_text(
            "Choose three cards from your hand to put in your Mana zone as ready Mana Orbs"),
            opts, n, n, multi=True)
        for a in ans:
            new = yield from g.move(by_id[a], ZONE.MANA, rule="4.1.k", quiet=True)
            new.statuses.discard(STATUS.EXHAUSTED)  # ready, by exception (4.1.k)
        g.entry(msg("puts three cards in the Mana zone as ready Mana Orbs"), "4.1.k", pi)
    g._events.clear()
    g.entry(msg("the first day begins; its Morning is skipped"), "4.1.l")


# ---------------------------------------------------------------------------- the day (4.2)
def day(g: GameState) -> Gen:
    g._activations.clear()
    g.quick_uses.clear()
    for p in g.players:
        p.moved_forward_today = set()
    yield from rest_of_day(g, PHASE.MORNING if g.day > 1 else PHASE.NOON)


def run_from(g: GameState, phase: Phase, turn: int | None = None) -> Gen:
    """A game from the start of `phase` of the current day (a position, engine.position):
    the rest of that day, then whole days as `run_game` plays them."""
    yield from rest_of_day(g, phase, turn)
    while not g.over:
        g.day += 1
        yield from day(g)
    g.phase = PHASE.OVER


_DAY_ORDER = (PHASE.MORNING, PHASE.NOON, PHASE.AFTERNOON, PHASE.DUSK, PHASE.NIGHT)


def rest_of_day(g: GameState, phase: Phase, turn: int | None = None) -> Gen:
    """The day from the start of `phase`.  With `turn`, the Afternoon is already under
    way and resumes with that player's turn (its beginning is not played again)."""
    at = _DAY_ORDER.index(phase)
    if at <= 0:
        yield from morning(g)
    if at <= 1:
        yield from begin_phase(g, PHASE.NOON)
    if at <= 2:
        if turn is None:
            yield from begin_phase(g, PHASE.AFTERNOON)
        yield from afternoon(g, turn)
    if at <= 3:
        yield from begin_phase(g, PHASE.DUSK)
        if g.over:  # an "At Dusk" Reaction won the game (1.3.3)
            return
        yield from daily(g, lambda: progress(g))
        if g.over:
            return
    yield from begin_phase(g, PHASE.NIGHT)
    yield from daily(g, lambda: rest(g))
    g.expire("rest")  # "until Rest" (Ascend): over once Rest is done
    if g.after_rest:  # effects put off until after Rest (engine.effects.delayed)
        yield from daily(g, lambda: WORDS.run_after_rest(g))
    yield from daily(g, lambda: clean_up(g))
    check_victory(g)
    g.expire("day")


def begin_phase(g: GameState, phase: Phase) -> Gen | tuple[()]:
    """Start a phase: activate its "At [phase]" Reactions, then check Reactions (4.2.b).

    Not a generator itself: `yield from begin_phase(...)` starts the phase at once, as a
    generator's first step would, and only the Reactions' choices (if any) are yielded."""
    g.phase = phase
    g.turn_player = None
    g.entry(msg("{phase} of day {day} begins", phase=str(phase), day=g.day), "4.2.b")
    watchers = g.reaction_watchers()
    if watchers:  # only watchers react to a phase starting: no object moved (6.3.e)
        g.activate([new_event(Event, ("phase", None, None, None, None, None, None, None, None,
                                      NO_STATUSES, phase))], watchers)
    return check_reactions(g)


def daily(g: GameState, effect: Any) -> Gen:
    """A daily effect is one step; Reactions are checked after it (4.2.d)."""
    yield from g.run_action(effect)
    yield from check_reactions(g)


def check_reactions(g: GameState) -> Gen | tuple[()]:
    """Play waiting Emblem-Reactions, player with initiative first, one at a time (4.4).

    Asked after every step of the day, and most of the time nothing waits: then there is
    nothing to play and no generator is made (`yield from ()` does nothing), issue #27."""
    if not g.emblems or g.over:  # a won game plays nothing more (1.3.3)
        return ()
    return _play_reactions(g)


def _play_reactions(g: GameState) -> Gen:
    while True:
        if not g.emblems or g.over:  # a won game plays nothing more (1.3.3)
            return
        waiting = [e for e in g.emblems if e.kind == "reaction"]
        if not waiting:
            return
        for pi in g.initiative_order():
            mine = [e for e in waiting if e.controller == pi]
            if mine:
                break
        # 4.4.b: the player chooses one.  Reactions alike in every way (same source, same
        # ability, bound to the same object by the same event) are offered once: which of
        # them goes first cannot change anything, so the player is not asked to order them
        offered: dict[tuple[Any, ...], Emblem] = {}
        for e in mine:
            offered.setdefault(_interchangeable(e), e)
        opts = [new_option(Option, (f"r:{e.oid}", reaction_label(g, e),
                                    (e.source_oid,) if e.source_oid else (), "", None, e.oid))
                for e in offered.values()]
        ans = yield from g.ask(pi, DecisionKind.REACTION, _NEXT_REACTION, opts)
        em = list(offered.values())[[o.id for o in opts].index(ans)]
        yield from play_reaction(g, em)


#: prompts without arguments, worded once (they are asked many times a game)
_NEXT_REACTION = msg_text("Several abilities have triggered: choose the one that happens next")
_EXPAND = msg_text("Expand: you may put a card from your hand in your Mana zone")


def _interchangeable(e: Emblem) -> tuple[Any, ...]:
    """What makes two waiting Reactions the same choice: equal keys play out alike."""
    ctx = e.ctx
    if ctx is None:
        return (e.oid,)
    return (e.controller, e.source_oid, id(e.ability), e.text, ctx.it_oid, ctx.event,
            ctx.kind, e.made_before)


def reaction_label(g: GameState, e: Emblem) -> str:
    """A waiting Reaction as an option: its source and effect, and what "it" is when the
    effect speaks of an object its trigger bound (two Monolith Reactions both reading "It
    gains 1 boost" are told apart by the Ordis Recruit each one boosts, and where)."""
    it = e.subject(e.controller)  # the option is shown to its controller only
    if it is None:
        return msg_text("{card}: {text}", card=e.source_name, text=e.text)
    if e.text.startswith("It "):
        return msg_text("{card}: {it} {rest}", card=e.source_name, it=g.describe(it),
                        rest=e.text[3:])
    return msg_text("{card}, for {it}: {text}", card=e.source_name, it=g.describe(it),
                    text=e.text)


# ---------------------------------------------------------------------------- Morning (4.2.1)
def morning(g: GameState) -> Gen:
    yield from begin_phase(g, PHASE.MORNING)

    def succeed() -> Gen:
        g.first = 1 - g.first
        g.entry(msg("{player} becomes the first player", player=g.players[g.first].name),
                "4.2.1.b", g.first)
        yield from ()

    def prepare() -> Gen:
        stay = WORDS.characters_stay_exhausted(g)  # "… remain exhausted during Morning"
        for p in g.players:
            readied = watched = False  # a Reserve card readied, one of `watching` among them
            for c in ([p.hero] if p.hero is not None else []) + p.mana + p.reserve + p.landmarks + [
                    c for c in g.expedition_zone if c.controller == p.index]:
                if c.zone is ZONE.RESERVE and STATUS.EXHAUSTED in c.statuses:
                    if stay and c.cdef.is_character:
                        g.entry(msg("{card} remains exhausted in Reserve", card=c.name),
                                "4.2.1.c", p.index, (c.oid,))
                        continue
                    readied = True
                    watched = watched or c in g.watching
                c.statuses.discard(STATUS.EXHAUSTED)
            if readied:  # readied Reserve cards' support abilities work again (2.2.11.i)
                g.abilities_changed(watchers=watched)
            g.marks_changed()
            g.entry(msg("readies everything exhausted"), "4.2.1.c", p.index)
        yield from ()

    def draw() -> Gen:
        for pi in g.initiative_order():
            yield from g.draw(pi, WORDS.morning_draws(g, pi), "4.2.1.d")

    yield from daily(g, succeed)
    yield from daily(g, prepare)
    yield from daily(g, draw)
    yield from daily(g, lambda: expand(g))


_KEEP_HAND = Option("skip", msg_text("Keep all cards in hand"))


def expand(g: GameState) -> Gen:
    """Each player may put one card from hand in Mana, ready, in turn order (4.2.1.e)."""
    for pi in g.initiative_order():
        p = g.players[pi]
        if WORDS.expands_from_deck(g, pi):  # a Hero's modifier: the Deck's top card instead
            yield from _expand_from_deck(g, pi)
            continue
        if not p.hand:
            continue
        built = g.option_cache
        offered = list(p.hand)  # the cards as they were offered
        opts = []
        for c in offered:
            key = ("expand", c.oid)
            o = built.get(key)
            if o is None:
                o = built[key] = new_option(Option, (
                    f"h:{c.oid}", msg_text("Put {card} in Mana", card=c.name), (c.oid,), "", None,
                    None))
            opts.append(o)
        opts.append(_KEEP_HAND)
        ans = yield from g.ask(pi, DecisionKind.EXPAND, _EXPAND, opts)
        if ans == "skip":
            g.entry(msg("does not Expand"), "4.2.1.e", pi)
            continue
        card = offered[[o.id for o in opts].index(ans)]
        new = yield from g.move(card, ZONE.MANA, rule="4.2.1.e", quiet=True)
        new.statuses.discard(STATUS.EXHAUSTED)
        g.entry(msg("puts a card from hand in Mana as a ready Mana Orb"), "4.2.1.e", pi)


_FROM_DECK = Option("deck", msg_text("Put the top card of your Deck in Mana"))


def _expand_from_deck(g: GameState, pi: int) -> Gen:
    """Expand with the top card of the Deck instead of a card from hand: still optional,
    still a ready Mana Orb (4.2.1.e); a Deck too short is refilled first (3.2.2.d)."""
    p = g.players[pi]
    if not p.deck:
        g.refill_deck(pi)
    if not p.deck:
        return
    ans = yield from g.ask(pi, DecisionKind.EXPAND, msg_text(
        "Expand: you may put the top card of your Deck in your Mana zone"),
        [_FROM_DECK, _KEEP_HAND])
    if ans == "skip":
        g.entry(msg("does not Expand"), "4.2.1.e", pi)
        return
    new = yield from g.move(p.deck[-1], ZONE.MANA, rule="4.2.1.e", quiet=True)
    new.statuses.discard(STATUS.EXHAUSTED)
    g.entry(msg("puts the top card of the Deck in Mana as a ready Mana Orb"), "4.2.1.e", pi)


# ---------------------------------------------------------------------------- Afternoon (4.2.3)
def afternoon(g: GameState, resume: int | None = None) -> Gen:
    """The turns of the Afternoon (4.2.3), from the first player's; `resume` continues an
    Afternoon under way with that player's turn, keeping who has already passed."""
    if resume is None:
        for p in g.players:
            p.passed = False
        g.played_this_afternoon = [0, 0]
    current = g.first if resume is None else resume
    while True:
        yield from turn(g, current)
        g.expire("turn")
        if g.players[0].passed and g.players[1].passed:  # both players (1.1.2.a)
            break
        other = 1 - current
        current = other if not g.players[other].passed else current
    g.turn_player = None
    g.expire("afternoon")
    g.entry(msg("both players have passed: the Afternoon ends"), "4.2.3.b")


PASS_OPTION = Option("pass", msg_text("Pass for the rest of the Afternoon"), (), "pass")


def turn_options(g: GameState, pi: int) -> tuple[list[Option], dict[str, Any]]:
    """The options of a turn decision and, by option id, what each one does."""
    opts: list[Option] = []
    actions: dict[str, Any] = {}
    add_play_options(g, pi, opts, actions)
    add_quick_options(g, pi, opts, actions)
    opts.append(PASS_OPTION)
    return opts, actions


def pass_turn(g: GameState, pi: int) -> Gen:
    """Passing (4.2.3.d) is an event Reactions can see: "When you pass first" (before any
    other player has passed this Afternoon) reads its `value`."""
    first = not any(q.passed for q in g.players if q.index != pi)
    g.players[pi].passed = True
    g.entry(msg("passes first") if first else msg("passes"), "4.2.3.d", pi)
    g._events.append(new_event(Event, ("pass", None, pi, None, None, None, None, None, None,
                                        NO_STATUSES, first)))
    yield from ()


#: passing, also when an effect makes a player pass in the middle of a turn


def turn(g: GameState, pi: int) -> Gen:
    """One turn: quick actions, then play a card or pass (4.2.3.d-e)."""
    g.turn_player = pi
    g.after_you = False
    g.played_this_turn = [0, 0]
    prompt = g.option_cache.get(("turn", pi))  # worded once a game for each player
    if prompt is None:
        prompt = g.option_cache[("turn", pi)] = msg_text(
            "{player}, your turn: play a card, use a quick action, or pass",
            player=g.players[pi].name)
    while True:
        opts, actions = turn_options(g, pi)
        ans = yield from g.ask(pi, DecisionKind.TURN, prompt, opts)
        if ans == "pass":
            yield from g.run_action(lambda: pass_turn(g, pi))
            yield from check_reactions(g)
            return
        if ans.startswith("quick:"):
            card, idx, qa = actions[ans]
            yield from play_quick(g, pi, card, idx, qa)
            yield from check_reactions(g)
            if g.after_you:
                g.entry(msg("hands the turn over (After you)"), "7.3.2", pi)
                return
            continue
        it = actions[ans]
        done = yield from play_card(g, pi, it)
        if not done:
            continue
        yield from check_reactions(g)
        return


# ---------------------------------------------------------------------------- Dusk (4.2.4)
def progress(g: GameState) -> Gen:
    if g.tiebreak:
        yield from arena_progress(g)
        return
    movers = []
    failed: list[tuple[int, str]] = []
    # all statistics are taken at once, before anything moves (4.2.4.h)
    totals = {(p.index, e): g.expedition_stats(p.index, e, for_progress=True)
              for p in g.players for e in EXPEDITIONS}
    for p in g.players:
        for exp in EXPEDITIONS:
            mine = totals[(p.index, exp)]
            theirs = totals[(1 - p.index, exp)]
            terrains = g.terrains_at(p.position[exp])  # after passives such as The Kraken's
            name = expedition_name(p.name, exp)
            limits = WORDS.terrain_limits(g, p.index, exp)
            if limits is not NO_LIMITS:
                terrains = _limit_terrains(g, p.index, name, terrains, limits)
            ascended = WORDS.is_ascended(g, p.index, exp)
            won = winning_terrains(mine, theirs, terrains, ascended)
            if ascended:
                if won and any(mine[t] == theirs[t] for t in won):
                    g.entry(msg("{expedition} is Ascended, so matching the facing Expedition "
                                "is enough", expedition=name), "4.2.4.b", p.index)
            held = list(won) if won and g.has_defender(p.index, exp) else []
            if held:
                g.entry(msg("{expedition} has a Defender and cannot move forward",
                            expedition=name), "7.4.2", p.index)
                won = []
            elif won and g.defender_in(p.index, exp):
                who = WORDS.defenders_released_by(g, p.index, exp)
                g.entry(msg("{expedition} has a Defender, but {source} lets it move forward "
                            "all the same", expedition=name, source=who.name) if who else
                        msg("{expedition} has a Defender, but an ability lets it move forward "
                            "all the same", expedition=name), "7.4.2", p.index)
            verdict = _verdict(p.index, exp, p.position[exp], terrains, mine, theirs, won)
            # said plainly (review r6 #13): the region and its terrains, then the
            # numbers compared, "forest 2 vs 7"; the rule is the entry's (4.2.4.b/i)
            a, b = verdict.mine, verdict.theirs
            if won:
                movers.append((p.index, exp, tuple(won)))
                g.entry(msg("{expedition} is ahead: {where}; {compared}", expedition=name,
                            where=_region(p.position[exp], terrains),
                            compared=_compared(tuple(won), a, b)),
                        "4.2.4.b", p.index, verdict=verdict)
            else:
                why = (msg("it is ahead in {compared}, but its Defender keeps it in place",
                           compared=_compared(tuple(held), a, b))
                       if held else _why_not(a, b, terrains, p.position[exp]))
                g.entry(msg("{expedition} stays: {why}", expedition=name, why=why),
                        "4.2.4.i", p.index, verdict=verdict)
                failed.append((p.index, exp))
    # no replacement held: no action to propose (`may_replace`, as the moves do)
    replacing = g.may_replace()
    if replacing:
        kept = []
        for pi, exp, due_to in movers:  # "… you may discard me instead" (6.2)
            act = yield from g.replaced(Action("move_forward", player=pi, exp=exp,
                                               due_to=due_to))
            if not act.replaced:
                kept.append((pi, exp, due_to))
        movers = kept
    # every move is decided from the table as Progress found it, and only then do they
    # all happen (4.2.4.h): what one move causes (a Character In contact becoming a
    # Defender) does not stop another that was already decided; Reactions see them after
    planned: list[tuple[int, str, tuple[Terrain, ...], int | None]] = []
    for pi, exp, due_to in movers:  # once each (4.2.4.g)
        refused = g.forward_refusal(pi, exp, due_to)
        if refused is not None:
            g.entry(f"{g.players[pi].name}'s {exp} Expedition {refused[0]}", refused[1], pi)
            failed.append((pi, exp))  # it did not move forward during Progress (4.2.4.i)
            continue
        # "If my Expedition would move forward during Dusk, roll a die …" (6.2)
        rolled = None
        if replacing:
            act = yield from g.replaced(Action("forward_distance", player=pi, exp=exp,
                                               due_to=due_to))
            rolled = None if act.result is None else act.n
        planned.append((pi, exp, due_to, rolled))
    for pi, exp, due_to, rolled in planned:
        if rolled is None:
            moved = g.move_expedition(pi, exp, 1, rule="4.2.4.h", due_to=due_to, checked=True)
        else:
            moved = g.move_regions(pi, exp, rolled, rule="4.2.4.h", due_to=due_to, checked=True)
        if not moved:
            failed.append((pi, exp))
    for pi, exp in failed:  # "fails to move forward" is an event Reactions can see (7.5.6)
        both = frozenset(e for q, e in failed if q == pi)  # all of that player's (Bluecap)
        g._events.append(new_event(Event, ("progress", None, pi, None, None, None, None, None,
                                                None, NO_STATUSES, (exp, False, both))))
    yield from ()


#: each terrain's name and place in a Stats, read from dicts: an enum's `.value` and
#: `Stats[terrain]` are calls, and a Dusk reads them dozens of times (issue #27)
_NAME = {t: t.value for t in TERRAINS}


@cache
def _counted(terrains: frozenset[Terrain]) -> tuple[str, ...]:
    """The names of a region's terrains in the rules' order (a handful of sets occur)."""
    return tuple(t.value for t in TERRAINS if t in terrains)


def _triple(s: Stats) -> tuple[int, int, int]:
    return (s.forest, s.mountain, s.water)


def _verdict(player: int, exp: str, region: int, terrains: frozenset[Terrain], mine: Stats,
             theirs: Stats, won: list[Terrain]) -> DuskVerdict:
    """The comparison Progress made for one Expedition, in numbers (`LogEntry.verdict`)."""
    return DuskVerdict(player, exp, region, _counted(terrains), _triple(mine), _triple(theirs),
                       tuple(_NAME[t] for t in won))


def winning_terrains(mine: Stats, theirs: Stats, terrains: frozenset[Terrain],
                     ascended: bool = False) -> list[Terrain]:
    """The terrains of the region in which an Expedition beats the facing one at Progress
    (4.2.4.b): more than it, and more than 0 — a tie is not enough (4.2.4.e) unless the
    Expedition is Ascended (docs/mechanisms.md). Shared by Progress and "Explain this"."""
    out = []  # the three terrains written out in the rules' order: no comprehension made
    a, b = mine.forest, theirs.forest
    if a > 0 and (a > b or (ascended and a == b)) and _FOREST in terrains:
        out.append(_FOREST)
    a, b = mine.mountain, theirs.mountain
    if a > 0 and (a > b or (ascended and a == b)) and _MOUNTAIN in terrains:
        out.append(_MOUNTAIN)
    a, b = mine.water, theirs.water
    if a > 0 and (a > b or (ascended and a == b)) and _WATER in terrains:
        out.append(_WATER)
    return out


_FOREST, _MOUNTAIN, _WATER = TERRAINS


# The words of Progress's entries are messages (template and arguments, engine.messages)
# that nothing changes once made: the same region, terrains and numbers give the same
# words, so they are made once and shared by the entries that say them, as are the
# other immutable parts of the log - four of them at every Dusk (issue #27).  Bounded:
# the numbers of Expeditions are small, but a long game could bring new ones.


@lru_cache(maxsize=512)
def _region(position: int, terrains: frozenset[Terrain]) -> Message:
    """"region 2 is forest": the region an Expedition stands on, numbered from the Hero
    region as the moves are ("moves forward to region 3"), and the terrains it counts."""
    return msg("region {region} is {terrains}", region=position + 1,
               terrains=series([_NAME[t] for t in TERRAINS if t in terrains]))


@lru_cache(maxsize=2048)
def _compared(terrains: tuple[Terrain, ...] | frozenset[Terrain], a: tuple[int, int, int],
              b: tuple[int, int, int]) -> Any:
    """"forest 2 vs 7, mountain 5 vs 5 and water 4 vs 4": each terrain with both
    Expeditions' totals (`a` and `b`: forest, mountain and water)."""
    return series([msg("{terrain} {a} vs {b}", terrain=_NAME[t], a=a[i], b=b[i])
                   for i, t in enumerate(TERRAINS) if t in terrains])


@lru_cache(maxsize=2048)
def _why_not(a: tuple[int, int, int], b: tuple[int, int, int], terrains: frozenset[Terrain],
             position: int) -> Message:
    """The numbers that kept an Expedition in place, in words (4.2.4.b): in a terrain
    of its region it needs more than the facing Expedition, and more than 0."""
    if not terrains:
        return msg("its region has no terrain it may count")
    where = _region(position, terrains)
    if len(terrains) == 1:
        return msg("{where}; {compared} (it needed more than the other side, and more "
                   "than 0)", where=where, compared=_compared(terrains, a, b))
    return msg("{where}; {compared} (it needed more than the other side, and more than "
               "0, in one of them)", where=where, compared=_compared(terrains, a, b))


def _limit_terrains(g: GameState, player: int, name: str | Message,
                    terrains: frozenset[Terrain],
                    limits: TerrainLimits) -> frozenset[Terrain]:
    """The region's terrains Progress may use for this Expedition, explained in the log."""
    for t in sorted(limits.ignored & terrains):
        g.entry(f"{name} cannot move forward due to {t.value.capitalize()}: that terrain is "
                "ignored", "4.2.4.c", player)
    if limits.only is not None:
        kept = "/".join(t.value.capitalize() for t in sorted(limits.only)) or "no terrain"
        g.entry(f"{name} can only move forward due to {kept}: the other terrains are ignored",
                "4.2.4.d", player)
    return limits.counted(terrains)


def arena_progress(g: GameState) -> Gen:
    """Tiebreakers: total statistics compared terrain by terrain (4.3.e)."""
    totals = []
    for p in g.players:
        s = g.expedition_stats(p.index, "hero", True) + g.expedition_stats(p.index, "companion", True)
        totals.append(s)
        g.entry(msg("totals {stats} in the Arena", stats=str(s)), "4.3.e", p.index)
    wins = [sum(1 for t in TERRAINS if totals[i][t] > totals[1 - i][t] and totals[i][t] > 0)
            for i in range(2)]
    if wins[0] != wins[1]:
        w = 0 if wins[0] > wins[1] else 1
        finish(g, w, msg_text("won the tiebreaker in the Arena ({a} terrains to {b})",
                              a=wins[w], b=wins[1 - w]), "4.3.e")
    else:
        g.entry(msg("no player wins more terrains in the Arena; the game goes on"), "4.3.e")
    yield from ()


# ---------------------------------------------------------------------------- Night (4.2.5)
def rest(g: GameState) -> Gen:
    """Characters (and Gear of Expeditions that moved forward) go to Reserve (4.2.5.b)."""
    for c in list(g.expedition_zone):
        if not g.alive(c):
            continue
        cd = c.cdef
        is_char = cd.is_character
        is_gear = "gear" in cd.subtypes
        if not is_char and not (is_gear and c.expedition in g.players[c.controller].moved_forward_today):
            continue
        stays = []
        if STATUS.ASLEEP in c.statuses:
            stays.append("Asleep")
        if STATUS.ANCHORED in c.statuses:
            stays.append("Anchored")
        if g.has_keyword(c, "eternal"):
            stays.append("Eternal")
        if stays:
            rule = {"Asleep": "2.4.3", "Anchored": "2.4.2", "Eternal": "7.4.3"}[stays[0]]
            g.entry(msg("{card} stays in its Expedition ({why})", card=c.name,
                        why=and_list(stays)), rule, c.controller, (c.oid,))
            for st in (STATUS.ASLEEP, STATUS.ANCHORED):
                g.lose_status(c, st, "2.4.3" if st is STATUS.ASLEEP else "2.4.2")
            continue
        yield from g.move(c, ZONE.RESERVE, rule="4.2.5.b")


#: (the Reserve?, an exact count?) -> the Clean-up prompt (4.2.5.c)
_CLEAN_UP = {
    (True, True): "Clean-up: choose {lo} to keep in your Reserve; the others are discarded",
    (True, False): "Clean-up: choose {lo} to {hi} to keep in your Reserve; the others are "
                   "discarded",
    (False, True): "Clean-up: choose {lo} to keep in your Landmark zone; the others are "
                   "sacrificed",
    (False, False): "Clean-up: choose {lo} to {hi} to keep in your Landmark zone; the others "
                    "are sacrificed",
}


def clean_up(g: GameState) -> Gen:
    """Keep up to the Hero's limits; the rest is discarded / sacrificed at once (4.2.5.c)."""
    plans: list[tuple[Card, Zone]] = []  # what goes, from where: all at once, after asking
    info: list[str] = []
    for pi in g.initiative_order():
        p = g.players[pi]
        for zone, cards, limit in ((ZONE.RESERVE, p.reserve, p.reserve_limit),
                                   (ZONE.LANDMARK, p.landmarks, p.landmark_limit)):
            lo, hi, check = limit, limit, None
            if zone is ZONE.RESERVE:  # passives may change it ("Your Reserve limit is …"),
                cards = WORDS.counted_in_limit(g, cards)  # and a card may leave itself out ([S])
                lo, hi, check = WORDS.reserve_allowance(g, pi, cards)
            if len(cards) <= lo or (len(cards) <= hi and check is not None
                                    and check(tuple(f"k:{c.oid}" for c in cards)) is None):
                continue
            opts = [new_option(Option, (f"k:{c.oid}", c.name, (c.oid,), "", None, None))
                    for c in cards]
            prompt = msg_text(_CLEAN_UP[(zone is ZONE.RESERVE, lo == hi)], lo=lo, hi=hi)
            ans = yield from g.ask(pi, DecisionKind.CLEANUP, prompt, opts, lo, hi,
                                   info=tuple(info), multi=True, check=check)
            keep = set(ans)
            drop = [c for c in cards if f"k:{c.oid}" not in keep]
            info.append(msg_text("{player} keeps {cards} in their Reserve" if zone is ZONE.RESERVE
                                 else "{player} keeps {cards} in their Landmark zone",
                                 player=p.name,
                                 cards=", ".join(c.name for c in cards if f"k:{c.oid}" in keep)))
            plans.extend((c, zone) for c in drop)
    for c, zone in plans:
        yield from g.move(c, ZONE.DISCARD, rule="4.2.5.c", sacrifice=zone is ZONE.LANDMARK)


def check_victory(g: GameState) -> None:
    """Check Victory (4.2.5.d); nothing happens during tiebreakers (4.3.f)."""
    if g.tiebreak:
        return
    sums = [p.distance("hero") + p.distance("companion") for p in g.players]
    if max(sums) < 7:
        # the regions each player's two Expeditions travelled, out of the 7 that bring
        # them onto one region (review r8 #14: "distances 3 and 2" read as how far apart)
        g.entry(msg("no Expeditions have met yet: {player}'s have travelled {a} of 7 regions, "
                    "{other}'s {b} of 7", player=g.players[0].name, a=sums[0],
                    other=g.players[1].name, b=sums[1]), "4.2.5.d")
        return
    if sums[0] != sums[1]:
        w = 0 if sums[0] > sums[1] else 1
        finish(g, w, msg_text("travelled further ({a} regions to {b})", a=sums[w],
                              b=sums[1 - w]), "4.2.5.d")
        return
    g.tiebreak = True
    g.regions = [Region("Arena", frozenset(TERRAINS))]
    for p in g.players:
        p.position = {"hero": 0, "companion": 0}
    g.table_changed()
    g.entry(msg("both players travelled {n} regions: tiebreakers start in the Arena",
                n=sums[0]), "4.3")


def finish(g: GameState, winner: int, reason: str, rule: str) -> None:
    g.over = True
    g.winner = winner
    g.win_reason = reason
    g.entry(msg("{player} wins: {reason}", player=g.players[winner].name, reason=reason),
            rule, winner)
