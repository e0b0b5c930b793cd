"""The printed keywords of every implemented card, each card through real decisions: Scout
N (7.4.5: play it from hand for N, then "{h} Send me to Reserve"); Fleeting and Cooldown
on Spells (2.4.6.b: discarded once it has resolved; to Reserve exhausted); Gigantic (in
both Expeditions, 7.4.4.b); Seasoned (boosts kept going to Reserve). The family tests play each card for what its text does; these
make sure the keyword line is carried out too, so that a card losing it would be seen."""

from __future__ import annotations

from collections.abc import Iterator

from engine.cards.registry import all_cards
from engine.effects.abilities import Keyword
from engine.model import CardDef, CardType, Zone
from tests.cards.helpers import Scene, scene

SETS = ("CORE", "ALIZE", "BISE", "CYCLONE", "DUSTER")
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1
JAMMER = "ALT_CORE_B_AX_28_C"  # Armored Jammer, a Landmark


def _later_with(keyword: str) -> Iterator[tuple[CardDef, int]]:
    """The implemented cards whose abilities include the keyword, with its value."""
    for c in all_cards():
        if c.implemented and c.ref.split("_")[1] in SETS:
            for a in c.abilities:
                if isinstance(a, Keyword) and a.name == keyword:
                    yield c, int(a.value or 0)


def _carry_out(s: Scene) -> None:
    """Answer whatever the card asks, taking it up (yes, the first target, the first mode)
    until a turn is asked again."""
    for _ in range(200):
        d = s.d
        if d is None or d.kind == "turn":
            return
        ids = [o.id for o in d.options if o.id != "back"]
        if "yes" in ids:
            s.answer("yes")
        elif d.multi:
            s.answer(ids[: max(d.min, min(1, d.max))])
        else:
            s.answer(ids[0])
    raise AssertionError("the card kept asking")


def _busy_table(**kw) -> Scene:
    """Something for every kind of target: Characters in both Expeditions of each player,
    cards in both Reserves, a Landmark each."""
    return scene(hero_exp=[AMELIA, TROOPER], opp_hero_exp=[AMELIA, TROOPER],
                 reserve=[AMELIA], opp_reserve=[AMELIA], landmarks=[JAMMER],
                 opp_landmarks=[JAMMER], **kw)


def test_every_later_scout_card_plays_for_its_scout_cost_then_goes_to_reserve() -> None:
    """Scout N (7.4.5): with exactly N ready Mana Orbs the card is offered "with Scout —
    costs N" from hand; played so, it gains "{h} Send me to Reserve" and ends in my
    Reserve."""
    cards = list(_later_with("scout"))
    assert len(cards) >= 20
    for cdef, n in cards:
        s = _busy_table(hand=[cdef.ref], mana=max(n, 3))
        me = next(c for c in s.p().hand if c.cdef.ref == cdef.ref)
        scout = [o for o in s.d.options if me.oid in o.objects and o.id.endswith(":scout")]
        assert scout and all(o.label.endswith(f"costs {n}") for o in scout), cdef.ref
        s.answer(scout[0].id)
        _carry_out(s)  # (its own effects may give Mana back: the payment is read in the log)
        assert s.logged(f"pays {n} mana by exhausting"), cdef.ref
        assert me.zone is Zone.RESERVE, (cdef.ref, me.zone)


def test_every_fleeting_spell_is_discarded_after_resolving() -> None:
    """Fleeting on a Spell (2.4.6.b): played from hand, once it has resolved it goes to
    its owner's Discard pile instead of the Reserve."""
    spells = [c for c, _ in _later_with("fleeting") if c.type is CardType.SPELL]
    assert len(spells) >= 20
    played = 0
    for cdef in spells:
        s = _busy_table(hand=[cdef.ref], mana=10)
        me = next(c for c in s.p().hand if c.cdef.ref == cdef.ref)
        option = next((o for o in s.d.options if me.oid in o.objects and o.detail == "play"),
                      None)
        if option is None:  # a condition of its own keeps it from being played here
            continue
        s.answer(option.id)
        _carry_out(s)
        assert me.zone is Zone.DISCARD, (cdef.ref, me.zone)
        played += 1
    assert played >= len(spells) - 3


def test_every_gigantic_character_is_in_both_expeditions() -> None:
    """Gigantic (7.4.4.b): put in my Hero Expedition, the Character is in both of my
    Expeditions, its statistics counted in each."""
    cards = [c for c, _ in _later_with("gigantic")]
    assert len(cards) >= 15
    for cdef in cards:
        s = scene(hero_exp=[cdef.ref])
        me = next(c for c in s.state.all_cards() if c.cdef.ref == cdef.ref)
        assert me in s.exp(0, "hero") and me in s.exp(0, "companion"), cdef.ref


def test_every_seasoned_character_keeps_its_boosts_at_rest() -> None:
    """Seasoned (the keyword's reminder: "I keep my boosts when I go to Reserve"): with 2
    boosts in my Hero Expedition, once Rest has sent it to Reserve it still has them."""
    cards = [c for c, _ in _later_with("seasoned")]
    assert len(cards) >= 10
    for cdef in cards:
        s = scene(hero_exp=[cdef.ref])
        me = next(c for c in s.state.all_cards() if c.cdef.ref == cdef.ref)
        me.counters["boost"] = 2  # set-up
        s.to_night_end()
        assert me.zone is Zone.RESERVE and me.counters.get("boost", 0) == 2, cdef.ref


def test_every_cooldown_spell_goes_to_reserve_exhausted() -> None:
    """Cooldown (reminder: "If I go to Reserve after my effect resolves, exhaust me"): a
    Spell played from hand goes to my Reserve exhausted."""
    spells = [c for c, _ in _later_with("cooldown") if c.type is CardType.SPELL]
    assert len(spells) >= 10
    for cdef in spells:
        s = _busy_table(hand=[cdef.ref], mana=10)
        me = next(c for c in s.p().hand if c.cdef.ref == cdef.ref)
        option = next(o for o in s.d.options if me.oid in o.objects and o.detail == "play")
        s.answer(option.id)
        _carry_out(s)
        assert me.zone is Zone.RESERVE and me.exhausted, (cdef.ref, me.zone)
