"""A passive under a condition heading, "If [condition]: [passive]" (issue #24), through
real decisions: the passive works while the condition holds, looked at again after every
event (2.3.1.k), whatever kind of passive it is: a permission (2.4.5.c), a cost change
(5.1.2.e), a characteristic change (2.3.1.g-h) or a keyword of the object (7.4).

The condition used here, "I have 1 or more boosts", is changed in the middle of a turn by
playing a card whose [J] gives the holder a boost, so each test sees the same passive
first off and then on without any ability entering or leaving play.
"""

from __future__ import annotations

from engine.cardtext.roundtrip import same_text
from engine.effects.conditional_passives import PassiveWhile
from engine.model import Terrain
from engine.uniques.define import read_abilities
from tests.cards.helpers import covers_words, scene, tired_supplier
from tests.cards.test_unique_words import unique

BOOSTED = "If I have 1 or more boosts: "


def boost(s, target) -> None:  # type: ignore[no-untyped-def]
    """Play my booster unique from hand ("{J} Target Character gains 1 boost.") on
    `target`: a real decision that changes the condition and nothing else."""
    card = next(c for c in s.p(0).hand if c.cdef.ref.startswith(BOOSTER_FAMILY))
    s.play(card)
    s.settle()
    if s.d.kind in ("target", "choose_card"):
        s.pick(target)
    s.settle()
    assert target.counters.get("boost") == 1


BOOSTER_FAMILY = "ALT_CORE_B_AX_04"


def booster() -> str:
    return unique("{J} Target Character gains 1 boost.", family=BOOSTER_FAMILY)


def playable(s, card) -> bool:  # type: ignore[no-untyped-def]
    s.settle()
    return any(o.detail == "play" and o.id.split(":")[1] == str(card.oid)
               for o in s.d.options)


@covers_words("PassiveWhile")
def test_a_permission_works_only_while_its_condition_holds() -> None:
    """"If I have 1 or more boosts: You may play exhausted cards from your Reserve." An
    exhausted card in Reserve cannot be played (2.4.5.c) until the holder has a boost."""
    holder = unique(BOOSTED + "You may play exhausted cards from your Reserve.")
    stored = unique("{J} Draw a card.", family="ALT_CORE_B_AX_06")
    s = scene(hand=[tired_supplier(), booster()], deck_top=[stored], hero_exp=[holder],
              mana=9)
    s.play(s.named("Tired Supplier"))  # Resupplies `stored`, exhausted (7.3.11)
    s.settle()
    (tired,) = s.p(0).reserve
    assert tired.cdef.ref == stored and tired.exhausted
    me = next(c for c in s.exp(0) if c.cdef.ref == holder)
    s.to_my_turn()
    assert not playable(s, tired)  # no boost: the permission does not work
    boost(s, me)
    s.to_my_turn()
    assert playable(s, tired)
    s.play(tired)
    s.settle()
    assert tired.cdef.ref == stored and any(c.cdef.ref == stored for c in s.exp(0))


@covers_words("PassiveWhile")
def test_a_cost_change_works_only_while_its_condition_holds() -> None:
    """"If I have 1 or more boosts: Cards other than me cost {1} more to play from
    Reserve." (5.1.2.e): a Reserve card costs its Reserve Cost, then 1 more."""
    holder = unique(BOOSTED + "Cards other than me cost {1} more to play from Reserve.")
    first = unique("{J} Draw a card.", family="ALT_CORE_B_AX_06", cost=2)
    second = unique("{J} Draw a card.", family="ALT_CORE_B_AX_07", cost=2)
    s = scene(hero_exp=[holder], reserve=[first, second], hand=[booster()], mana=10)
    me = s.exp(0)[0]
    paid = []
    for ref in (first, second):
        s.to_my_turn()
        card = next(c for c in s.p(0).reserve if c.cdef.ref == ref)
        before = s.ready_mana()
        s.play(card)
        s.settle()
        paid.append(before - s.ready_mana())
        if ref == first:
            s.to_my_turn()
            boost(s, me)
    assert paid == [2, 3]


@covers_words("PassiveWhile")
def test_a_characteristic_change_and_my_keyword_follow_the_condition() -> None:
    """"If I have 1 or more boosts: My region and the region of the Expedition facing me are
    {V} and lose their other types." and
    "… Characters you control other than me have <TOUGH_2>." (2.3.1.g-h), and a keyword
    of my own, "Unless I have 1 or more boosts: I am <DEFENDER>." — each worked out with
    the characteristics after every event (2.3.1.k)."""
    region = unique(BOOSTED + "My region and the region of the Expedition facing me are {V} "
                    "and lose their other types.")
    tough = unique(BOOSTED + "Characters you control other than me have <TOUGH_2>.",
                   family="ALT_CORE_B_AX_06")
    defender = unique("Unless I have 1 or more boosts: I am <DEFENDER>.",
                      family="ALT_CORE_B_AX_07")
    friend = unique("{J} Draw a card.", family="ALT_CORE_B_AX_08")
    s = scene(hero_exp=[region, tough, defender, friend], hand=[booster(), booster(),
                                                                 booster()], mana=10)
    g = s.state
    r, t, d, f = s.exp(0)[:4]
    mine = g.players[0].position["hero"]
    assert g.terrains_at(mine) != {Terrain.FOREST}
    assert "tough" not in g.keywords(f) and g.has_keyword(d, "defender")
    for target in (r, t, d):
        s.to_my_turn()
        boost(s, target)
    assert g.terrains_at(mine) == {Terrain.FOREST}
    assert g.keywords(f).get("tough") == 2 and "tough" not in g.keywords(t)  # other than me
    assert not g.has_keyword(d, "defender")


def test_conditional_passives_render_as_printed() -> None:
    """The engine's own text for each kind says what is printed (the unique's text on
    screen is rendered from the definition)."""
    for printed in (
        "If I'm <IN_CONTACT>: Tokens you control are <GIGANTIC>.",
        "Unless I'm in {O}: <DEFENDER> Characters don't prevent my Expedition from moving "
        "forward.",
        "If you are first player: The {j}, {h} and {r} abilities of Characters facing me "
        "can't activate.",
        "If your hand is empty: I have <TOUGH_X>, where X is the number of regions between "
        "your Hero and Companion.",
    ):
        (ab,), clauses = read_abilities(printed)
        assert not clauses and isinstance(ab, PassiveWhile), printed
        assert same_text(ab.text(), printed, None), ab.text()


@covers_words("PassiveWhile", "MyExpeditionConsidered")
def test_a_condition_that_asks_about_other_passives_is_answered() -> None:
    """"If my Expedition is behind: You may play exhausted cards from your Reserve." beside
    "My Expedition is considered behind.": the condition asks the working passives (is my
    Expedition considered behind?) while they are being listed; it is answered from the
    passives that stand on no condition (2.3.1.k), and the permission works."""
    holder = unique("If my Expedition is behind: You may play exhausted cards from your "
                    "Reserve.")
    gear = unique("My Expedition is considered behind.", family="ALT_CORE_B_AX_06")
    stored = unique("{J} Draw a card.", family="ALT_CORE_B_AX_07")
    s = scene(hand=[tired_supplier()], deck_top=[stored], hero_exp=[holder, gear], mana=9)
    s.play(s.named("Tired Supplier"))
    s.settle()
    (tired,) = s.p(0).reserve
    s.to_my_turn()
    assert playable(s, tired)
