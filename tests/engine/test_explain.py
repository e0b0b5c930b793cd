"""'Explain this' (engine.explain): the numbers it reports are the numbers the game uses.

The statistic totals are checked against every Dusk comparison of random games (4.2.4.b,
4.2.4.i) at the moment Progress logs it; cost breakdowns add up to the cost the game asks
for (5.1.2.e) at every turn of random games and in a scene with a cost restriction.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engine import Game
from engine.decks import STARTER_NAMES, starter_deck
from engine.effects.abilities import CostChange
from engine.explain import ExplainError, cost_breakdown, dusk_outlook, expedition_total, subject
from engine.model import EXPEDITIONS, ZONE, CardType, Phase
from engine.play import Intent, card_cost
from engine.policies import random_answer
from engine.position import Position, Side, card, orbs
from tests.engine.helpers import vanilla

try:  # the state behind Game's public face (issue #16)
    from tests.state_access import state_of
except ImportError:  # pragma: no cover - before the split, a Game is its state
    def state_of(game: Any) -> Any:
        return game

_PAIR = re.compile(r"(forest|mountain|water) (\d+) vs (\d+)")


def _pairs(text: str) -> dict[str, tuple[int, int]]:
    """The comparisons a Progress log line quotes: terrain -> (mine, theirs)."""
    return {t: (int(a), int(b)) for t, a, b in _PAIR.findall(text)}


class _DuskChecker:
    """Watches a game's log; at each Progress comparison it asks the explanation for the
    same Expedition, before anything has moved (4.2.4.h), and compares."""

    def __init__(self, st: Any) -> None:
        self.st = st
        self.seen = 0
        self.checked = 0

    def __call__(self, _: Any) -> None:
        st, log = self.st, self.st.log
        while self.seen < len(log):
            e = log[self.seen]
            self.seen += 1
            if e.rule not in ("4.2.4.b", "4.2.4.i") or st.tiebreak:
                continue
            player = 0 if e.actor == st.players[0].name else 1
            exp = "hero" if "'s hero Expedition" in e.text else "companion"
            quoted = _pairs(e.text)
            assert quoted or "no terrain" in e.text, e.text
            ex = dusk_outlook(st, player, exp)
            for t, (mine, theirs) in quoted.items():
                assert (ex.number(f"mine_{t}"), ex.number(f"theirs_{t}")) == (mine, theirs), (
                    e.text, ex.lines())
            assert ex.number("moves") == (e.rule == "4.2.4.b"), (e.text, ex.lines())
            self.checked += 1


def test_totals_and_outcome_match_every_dusk_comparison() -> None:
    """4.2.4.b/4.2.4.i: at the moment Progress logs each Expedition's comparison, the
    explanation gives the same two totals and the same outcome."""
    decks = [starter_deck(n) for n in STARTER_NAMES]
    checked = 0
    for seed in range(6):
        game = Game.new([decks[seed % 6], decks[(seed + 2) % 6]], seed=seed, names=("N", "S"))
        st = state_of(game)
        st.observer = checker = _DuskChecker(st)
        rng = random.Random(seed)
        while game.pending is not None and st.day < 30:
            game.answer(random_answer(game.pending, rng))
        checked += checker.checked
    assert checked > 40, checked


def test_expedition_total_is_what_progress_counts_at_every_decision() -> None:
    decks = [starter_deck(n) for n in STARTER_NAMES]
    game = Game.new([decks[1], decks[4]], seed=3, names=("N", "S"))
    st = state_of(game)
    rng = random.Random(3)
    while game.pending is not None:
        for p in (0, 1):
            for exp in EXPEDITIONS:
                ex = expedition_total(st, p, exp)
                want = st.expedition_stats(p, exp, for_progress=True)
                assert (ex.number("forest"), ex.number("mountain"), ex.number("water")) == (
                    want.forest, want.mountain, want.water)
        game.answer(random_answer(game.pending, rng))


def test_cost_breakdown_adds_up_to_the_cost_asked_at_every_turn() -> None:
    """5.1.2.e: printed cost plus each listed change is the final cost, which is the cost
    the game charges for that way of playing."""
    decks = [starter_deck(n) for n in STARTER_NAMES]
    compared = 0
    for seed in range(4):
        game = Game.new([decks[seed], decks[5 - seed]], seed=seed, names=("N", "S"))
        st = state_of(game)
        rng = random.Random(seed)
        while game.pending is not None:
            d = game.pending
            if d.kind == "turn":
                p = st.players[d.player]
                for c in [*p.hand, *p.reserve]:
                    ex = cost_breakdown(st, d.player, c)
                    changes = sum(r.number("change") for r in ex.reasons[1:]
                                  if dict(r.numbers).get("change") is not None)
                    assert ex.number("printed") + changes == ex.number("final"), ex.lines()
                    src = ZONE.RESERVE if c.zone is ZONE.RESERVE else ZONE.HAND
                    dest = "hero" if c.cdef.type.value == "character" else None
                    assert ex.number("final") == card_cost(st, d.player, Intent(c, src, dest))
                    compared += 1
            game.answer(random_answer(d, rng))
    assert compared > 200


def _scene(**kw: Any) -> Any:
    mine = kw.pop("me", {})
    me = Side("Me", hand=["ALT_CORE_B_AX_08_C", *mine.pop("hand", [])], deck=["ALT_CORE_B_AX_08_C"] * 5,
              mana=orbs("ALT_CORE_B_AX_08_C", ready=3), **mine)
    them = Side("Them", deck=["ALT_CORE_B_AX_08_C"] * 5, **kw.pop("them", {}))
    return Game.from_position(Position((me, them), day=2, phase=Phase.AFTERNOON, first=0,
                                       turn=0, **kw), seed=1)


def test_cost_restriction_is_listed_with_its_amount() -> None:
    """5.1.2.e: Robin Hood's 'can't cost less than 2' raises a 1-cost Character to 2."""
    game = _scene(them={"hero_expedition": ["ALT_CORE_B_OR_21_C"]})
    st = state_of(game)
    salvager = st.players[0].hand[0]
    ex = cost_breakdown(st, 0, salvager)
    assert (ex.number("printed"), ex.number("final")) == (1, 2)
    assert any(dict(r.numbers).get("change") == 1 for r in ex.reasons), ex.lines()


TAXER = vanilla("TEST_EXPLAIN_TAXER", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                abilities=(CostChange(more=1, whose="opponent"),))
DISCOUNT = vanilla("TEST_EXPLAIN_DISCOUNT", cost=9, type=CardType.PERMANENT,
                   zone_type="landmark", abilities=(CostChange(types=("character",), less=3),))


def test_cost_increase_then_decrease_each_listed_in_order() -> None:
    """5.1.2.e: increases first, then decreases: 3 + 1 - 3 = 1 for a Character."""
    game = _scene(me={"landmarks": [DISCOUNT], "hand": ["ALT_CORE_B_BR_17_C"]},
                  them={"landmarks": [TAXER]})
    st = state_of(game)
    warrior = next(c for c in st.players[0].hand if c.cdef.ref == "ALT_CORE_B_BR_17_C")
    ex = cost_breakdown(st, 0, warrior)
    changes = [dict(r.numbers)["change"] for r in ex.reasons if "change" in dict(r.numbers)]
    assert (ex.number("printed"), changes, ex.number("final")) == (3, [1, -3], 1), ex.lines()
    assert ex.number("final") == card_cost(st, 0, Intent(warrior, ZONE.HAND, "hero"))


def test_total_lists_each_card_boosts_and_asleep() -> None:
    """2.5.1.b: each boost adds one to each statistic; 2.4.3: an Asleep Character adds
    nothing at Dusk."""
    game = _scene(me={"hero_expedition": [card("ALT_CORE_B_LY_08_C", boosts=2),
                                          card("ALT_CORE_B_BR_17_C", "asleep")]})
    ex = expedition_total(state_of(game), 0, "hero")
    assert (ex.number("forest"), ex.number("mountain"), ex.number("water")) == (5, 2, 4)
    assert any("Asleep" in r.text and r.rule == "2.4.3" for r in ex.reasons)
    assert any("2 boosts" in r.text and r.rule == "2.5.1.b" for r in ex.reasons)


def test_hidden_cards_are_not_explained_to_the_wrong_seat() -> None:
    """1.2.3.g: a Hand is seen by its owner only, a Deck by nobody."""
    game = _scene()
    st = state_of(game)
    mine = st.players[0].hand[0]
    assert "cost" in subject(st, 0, f"card:{mine.oid}").summary
    with pytest.raises(ExplainError, match="hidden"):
        subject(st, 1, f"card:{mine.oid}")
    with pytest.raises(ExplainError, match="hidden"):
        subject(st, 0, f"card:{st.players[0].deck[0].oid}")
    with pytest.raises(ExplainError):
        subject(st, 0, "stats:7:hero")
    with pytest.raises(ExplainError):
        subject(st, 0, "card:" + "9" * 400)


def test_keyword_zone_mana_and_log_subjects_cite_their_rules() -> None:
    game = _scene()
    st = state_of(game)
    assert subject(st, 0, "keyword:defender").reasons[0].rule == "7.4.2"
    assert subject(st, 0, "mana:0").number("ready") == 3
    assert subject(st, 0, "zone:0:hand").number("count") == 1
    assert subject(st, 0, "zone:0:hand").reasons[0].rule == "3.2.5"
    marker = subject(st, 1, "marker:1:companion")
    assert marker.number("distance") == 0


def test_deck_tie_is_not_enough() -> None:
    """4.2.4.e: equal totals do not move an Expedition forward."""
    game = _scene(me={"hero_expedition": ["ALT_CORE_B_LY_08_C"]},
                  them={"hero_expedition": ["ALT_CORE_B_LY_08_C"]})
    ex = dusk_outlook(state_of(game), 0, "hero")
    assert ex.number("moves") == 0
    assert all(r.rule in ("4.2.4.e", "4.2.4.b", "4.2.4.c") for r in ex.reasons)



def test_dusk_explanation_recalls_the_last_dusk() -> None:
    """4.2.4.i: after a Dusk, the Expedition's explanation says what Progress compared."""
    game = _scene(them={"hero_expedition": ["ALT_CORE_B_BR_17_C"], "passed": True})
    st = state_of(game)
    assert not any(r.text.startswith("At the Dusk") for r in dusk_outlook(st, 0, "hero").reasons)
    game.answer("pass")  # both have passed: Dusk, Night, then the next Morning
    ex = dusk_outlook(st, 0, "hero")
    recalled = [r for r in ex.reasons if r.text.startswith("At the Dusk of day 2")]
    assert recalled and recalled[-1].rule == "4.2.4.i" and "0 vs 4" in recalled[-1].text


# ------------------------------------------------------------------ Explain this on a card (#28)
def _table(**kw):  # type: ignore[no-untyped-def]
    from engine import Game, Position, Side

    me = Side("Ninette", deck=["ALT_CORE_B_BR_22_C"] * 5, **kw)
    them = Side("Lithium", deck=["ALT_CORE_B_BR_22_C"] * 5,
                mana=["ALT_CORE_B_BR_22_C"] * 3, passed=True)
    return Game.from_position(Position((me, them), day=2, turn=0), seed=1)


def _card(game, name):  # type: ignore[no-untyped-def]
    from tests.state_access import state_of

    return next(c for c in state_of(game).all_cards() if c.name == name)


def test_card_statistics_are_traced_through_passives_and_boosts() -> None:
    """2.3.1.g, 2.5.1.b: Winter Outfits makes the Characters of its Expedition have their
    three statistics equal to their highest; a boost adds one to each. Each step is named."""
    from engine.position import card as at

    g = _table(mana=["ALT_CORE_B_BR_22_C"] * 2,
               hero_expedition=[at("ALT_CORE_B_AX_10_C", boosts=1), "ALT_ALIZE_B_LY_43_C"])
    jian = _card(g, "Jian, Assembly Overseer")
    ex = g.explain(0, f"card:{jian.oid}")
    texts = [r.text for r in ex.reasons]
    assert texts[0].startswith("Printed statistics: 3/2/0")
    assert any("Winter Outfits" in t and "3/3/3" in t for t in texts), texts
    assert any(t.startswith("1 boost") for t in texts)
    assert any(t.startswith("Statistics now: 4/4/4") for t in texts)
    assert (ex.number("forest"), ex.number("mountain"), ex.number("water")) == (4, 4, 4)


def test_keywords_and_later_words_are_explained_in_plain_words() -> None:
    """7.4.5, 7.4.7: Scout and Tough with their numbers; Rush (5.1.1.d) named in the text."""
    g = _table(hand=["ALT_BISE_B_BR_52_C", "ALT_CYCLONE_B_BR_67_C"],
               hero_expedition=["ALT_CORE_B_BR_21_C"])
    skater = g.explain(0, f"card:{_card(g, 'Talarian Skater').oid}")
    assert any(r.text.startswith("Scout 1: From your hand you may play it for 1")
               and r.rule == "7.4.5" for r in skater.reasons)
    achilles = g.explain(0, f"card:{_card(g, 'Achilles').oid}")
    assert any(r.text.startswith("Tough 1: An opponent") for r in achilles.reasons)
    rush = g.explain(0, f"card:{_card(g, 'Altrun Teammate').oid}")
    assert any(r.text.startswith("Rush: to play another card") for r in rush.reasons)
    assert not any(r.text.count("Tough") > 1 for r in achilles.reasons)  # no "Tough: Tough:"


def test_each_ability_says_when_it_happens_and_whether_it_can_now() -> None:
    """7.1.1: a Reaction happens after its event; 2.2.11.j: a support ability does not work
    while its card is exhausted in the Reserve; 5.3: a quick action on offer now."""
    from engine.position import card as at

    g = _table(mana=["ALT_CORE_B_BR_22_C"] * 2, hand=["ALT_CORE_B_BR_04_C"],
               reserve=[at("ALT_CORE_B_BR_05_C", "exhausted")],
               landmarks=["ALT_DUSTER_B_NE_04_C"])
    rat = g.explain(0, f"card:{_card(g, 'Ratatoskr').oid}")
    line = next(r.text for r in rat.reasons if r.text.startswith("Reaction"))
    assert "“When played from Reserve”" in line and "if the card is played from Reserve" in line
    issun = g.explain(0, f"card:{_card(g, 'Issun-bōshi').oid}")
    assert any("exhausted in the Reserve" in r.text and "does not work" in r.text
               for r in issun.reasons)
    seed = g.explain(0, f"card:{_card(g, 'Manaseed').oid}")
    assert any(r.text.startswith("Quick action") and "Now: you can use it" in r.text
               for r in seed.reasons)
    assert any("only its controller" in r.text for r in g.explain(1, f"card:{_card(g, 'Manaseed').oid}").reasons)


def test_why_a_card_is_not_offered() -> None:
    """1.2.5.e: a card costing more than the ready Mana is not among the plays, and the
    explanation says why, with the engine's reason."""
    g = _table(mana=["ALT_CORE_B_BR_22_C"], hand=["ALT_CORE_B_BR_13_C", "ALT_CORE_B_BR_04_C"])
    kappa = g.explain(0, f"card:{_card(g, 'Kappa').oid}")
    assert any(r.text.startswith("It is not offered now:") for r in kappa.reasons)
    rat = g.explain(0, f"card:{_card(g, 'Ratatoskr').oid}")
    assert any(r.text == "It is among the plays on offer now" for r in rat.reasons)


def test_a_hero_explains_its_abilities_and_their_state() -> None:
    """On a Hero: each ability and whether it works this day, and its limits (4.2.5.c)."""
    g = _table(hero="ALT_CYCLONE_B_OR_65_C")
    hero = g.explain(0, f"card:{_card(g, 'Zhen & Zephyr').oid}")
    texts = [r.text for r in hero.reasons]
    assert any(t.startswith("Reaction: At Noon") and "Now: it works" in t for t in texts)
    assert any(t.startswith("Reserve limit") for t in texts)
    assert any("Ascend:" in t for t in texts)
