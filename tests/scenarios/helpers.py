"""Build the situation a rules example describes, then play it through real decisions.

`at()` builds the table with the public position builder (engine.position): the cards
of each zone given as data, the game started at the phase asked for.  The older
`table()` makes a game between Ninette (player 0) and Lithium (player 1) with decks of
inert filler cards, empties both hands, and `start()` runs the flow from the phase
asked for — Afternoon by default, with the chosen player taking the first turn; cards
are put in place in between with the engine's own `place` primitive.  Either way,
everything after that goes through `game.pending` / `game.answer`.
"""

from __future__ import annotations

from typing import Any

import tests.example_cards as T
from engine import Game
from engine.cards.registry import card_by_ref
from engine.decisions import Decision
from engine.decks import Deck
from engine.model import Card, Phase, Status, Zone
from engine.position import Position, Side, orbs
from tests.engine.helpers import put as engine_put
from tests.state_access import restart_flow, set_pending, state_of

NINETTE, LITHIUM = 0, 1
_SEEDS: dict[int, int] = {}


def _seed_for(first: int) -> int:
    """A seed whose random first player is `first` (found once, then remembered)."""
    if first not in _SEEDS:
        for seed in range(200):
            g = Game.new(_decks(None, None), seed, ("Ninette", "Lithium"))
            _SEEDS[state_of(g).first] = _SEEDS.get(state_of(g).first, seed)
            if first in _SEEDS:
                break
    return _SEEDS[first]


def _decks(hero0: str | None, hero1: str | None) -> list[Deck]:
    return [Deck("Test", hero0, (T.FILLER,) * 20), Deck("Test", hero1, (T.FILLER,) * 20)]


def table(first: int = NINETTE, hero0: str | None = None, hero1: str | None = None,
          mana: int = 6) -> Game:
    """A game ready to be set up: hands empty, `mana` ready Mana Orbs each, nothing
    started.  Call `start()` once the cards are in place."""
    g = Game.new(_decks(hero0, hero1), _seed_for(first), ("Ninette", "Lithium"))
    assert state_of(g).first == first
    for p in state_of(g).players:
        for c in list(p.hand):
            p.hand.remove(c)
            c.zone = Zone.DECK
            p.deck.append(c)
        set_mana(g, p.index, mana)
    set_pending(g, None)  # nothing is asked until `start()`
    return g


def at(ninette: dict[str, Any] | None = None, lithium: dict[str, Any] | None = None, *,
       first: int = NINETTE, phase: Phase = Phase.AFTERNOON, mana: int = 6,
       **position: Any) -> Game:
    """The position-builder way to lay a table (engine.position): Ninette and Lithium
    each with a Deck of 20 filler cards and `mana` ready Mana Orbs, plus the zones
    `ninette` / `lithium` give (`Side` fields: hand, reserve, hero_expedition, ...), the
    game started at `phase` (other `Position` fields by name)."""
    def side(name: str, zones: dict[str, Any] | None) -> Side:
        fields: dict[str, Any] = {"deck": [T.FILLER] * 20, "mana": orbs(T.FILLER, mana)}
        fields.update(zones or {})
        return Side(name, **fields)

    return Game.from_position(Position((side("Ninette", ninette), side("Lithium", lithium)),
                                       first=first, phase=phase, **position))


def set_mana(g: Game, player: int, n: int) -> None:
    p = state_of(g).players[player]
    for c in list(p.mana):
        p.mana.remove(c)
        c.zone = Zone.DECK
        p.deck.insert(0, c)
    for _ in range(n):
        put(g, T.FILLER, player, Zone.MANA)


def start(g: Game, phase: Phase = Phase.AFTERNOON) -> Decision:
    """Start the flow at the beginning of `phase` and return the first decision."""
    restart_flow(g, phase)
    assert g.pending is not None
    return g.pending


def put(g: Game, ref: str, player: int, zone: Zone, exp: str | None = None,
        statuses: tuple[Status, ...] = ()) -> Card:
    """Create a card for `player` straight into a zone (set-up, not a game action)."""
    card = engine_put(g, ref, player, zone, exp)
    card.statuses.update(statuses)
    return card


def top_of_deck(g: Game, ref: str, player: int) -> Card:
    card = state_of(g).make_card(card_by_ref(ref), player)
    card.zone = Zone.DECK
    state_of(g).players[player].deck.append(card)
    return card


# ------------------------------------------------------------------------- answering
def pending(g: Game, kind: str | None = None, player: int | None = None) -> Decision:
    d = g.pending
    assert d is not None, "the game asks nothing"
    if kind is not None:
        assert d.kind == kind, f"expected a '{kind}' decision, got {d.kind}: {d.prompt}"
    if player is not None:
        assert d.player == player, f"expected player {player} to decide: {d.prompt}"
    return d


def play(g: Game, card: Card, exp: str | None = None, scout: bool = False) -> None:
    """Answer the turn decision by playing `card` (into `exp`)."""
    d = pending(g, "turn")
    want = f"play:{card.oid}" + (f":{exp}" if exp else "") + (":scout" if scout else "")
    ids = [o.id for o in d.options]
    assert want in ids, f"{want} is not offered: {ids}"
    g.answer(want)


def quick(g: Game, card: Card) -> None:
    d = pending(g, "turn")
    opt = next(o for o in d.options if o.id.startswith(f"quick:{card.oid}:"))
    g.answer(opt.id)


def pass_turn(g: Game) -> None:
    pending(g, "turn")
    g.answer("pass")


def choose(g: Game, *cards: Card, kind: str | None = None) -> None:
    """Answer with the options that concern these objects."""
    d = pending(g, kind)
    ids = []
    for c in cards:
        opt = next((o for o in d.options if c.oid in o.objects), None)
        assert opt is not None, f"{c} is not among {[o.label for o in d.options]}"
        ids.append(opt.id)
    g.answer(ids if d.multi else ids[0])


def choose_label(g: Game, text: str, kind: str | None = None) -> None:
    d = pending(g, kind)
    opt = next((o for o in d.options if text in o.label), None)
    assert opt is not None, f"no option with '{text}' among {[o.label for o in d.options]}"
    g.answer((opt.id,) if d.multi else opt.id)


def yes(g: Game) -> None:
    pending(g)
    g.answer("yes")


def no(g: Game) -> None:
    pending(g)
    g.answer("no")


def reaction(g: Game, source: Card | str) -> None:
    """Play the waiting Reaction of `source` (a card, or text in the option label).  A lone
    waiting Reaction is played without asking (6.1.g): then there is nothing to answer."""
    d = pending(g)
    if d.kind != "reaction":
        return
    if isinstance(source, Card):
        opt = next((o for o in d.options if source.oid in o.objects), None)
    else:
        opt = next((o for o in d.options if source in o.label), None)
    assert opt is not None, f"no Reaction of {source} among {[o.label for o in d.options]}"
    g.answer(opt.id)


def drain(g: Game) -> None:
    """Play every waiting Reaction in the order offered."""
    while g.pending is not None and g.pending.kind == "reaction":
        g.answer(g.pending.options[0].id)


def to_morning(g: Game) -> None:
    """Answer each decision with its first option until the next Morning (or the end)."""
    while state_of(g).phase is not Phase.MORNING and g.pending is not None:
        g.answer(g.pending.options[0].id)


def expedition(g: Game, player: int, exp: str) -> list[Card]:
    return [c for c in state_of(g).expedition_zone if c.controller == player and c.expedition == exp]
