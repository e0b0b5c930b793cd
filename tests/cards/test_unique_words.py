"""The words of the effects language that unique cards' printed parts brought (issue #24),
each through real decisions with a unique card defined from its printed text.

Every other word a unique part reads to is exercised by the card tests of the pool; the
coverage test (test_unique_coverage.py) fails when a part reads to a word neither covers.
"""

from __future__ import annotations

import itertools

from engine.model import Stats, Status
from engine.position import Tumult
from engine.uniques.store import UniqueSpec, learn
from tests.cards.helpers import FILLER, covers_words, scene

_serial = itertools.count(8000)


def unique(text: str, *, family: str = "ALT_CORE_B_AX_05", cost: int = 1,
           stats: tuple[int, int, int] = (1, 1, 1), support: str = "") -> str:
    """A unique of `family` (Axiom's by default) printing `text`; its reference."""
    ref = f"{family}_U_{next(_serial)}"
    learn(UniqueSpec(ref, cost, cost, *stats, text, support))
    return ref


def hand_size(s) -> int:  # type: ignore[no-untyped-def]
    return len(s.p(0).hand)


@covers_words("IfHeading", "IAmTheOnlyCharacter")
def test_if_heading_only_character_in_my_expedition() -> None:
    """"If I'm the only Character in my Expedition: Draw a card." (6.5.d): checked as the
    Reaction resolves, every sentence after the colon depending on it."""
    ref = unique("{J} If I'm the only Character in my Expedition: Draw a card. I gain 1 boost.")
    s = scene(hand=[ref])
    before = hand_size(s)
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    me = next(c for c in s.exp(0) if c.cdef.ref == ref)
    assert hand_size(s) == before - 1 + 1 and me.counters.get("boost") == 1
    ref2 = unique("{J} If I'm the only Character in my Expedition: Draw a card. I gain 1 boost.")
    filler_friend = unique("I am <DEFENDER>.")
    s = scene(hand=[ref2], hero_exp=[filler_friend])
    before = hand_size(s)
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref2))
    s.settle()
    me = next(c for c in s.exp(0) if c.cdef.ref == ref2)
    assert hand_size(s) == before - 1 and not me.counters.get("boost")
    assert s.logged("is not met")


@covers_words("IfYouDidHeading", "PayAsStep")
def test_spend_a_boost_then_if_you_do_otherwise() -> None:
    """"You may spend 1 of my boosts. If you do: Draw a card, otherwise I gain 2 boosts."
    (6.4, 6.5.e-f): the cost paid as a step; with no boost to spend, the other branch."""
    ref = unique("At Noon — You may spend 1 of my boosts. If you do: Draw a card, otherwise "
                 "I gain 2 boosts.")
    s = scene(hero_exp=[ref], settle=False)
    me = s.exp(0)[0]
    s.settle()
    while s.d.kind == "may":  # asked whether to spend: nothing to spend yet
        s.yes()
    assert me.counters.get("boost") == 2  # "otherwise": no boost was spent
    s.next_day()
    s.settle()


@covers_words("UnlessHeading")
def test_unless_heading() -> None:
    """"Unless you control two or more Landmarks: I gain 2 boosts." (6.5.d)."""
    ref = unique("{J} Unless you control two or more Landmarks: I gain 2 boosts.")
    s = scene(hand=[ref])
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    assert next(c for c in s.exp(0) if c.cdef.ref == ref).counters.get("boost") == 2


@covers_words("WhenYouPass")
def test_when_you_pass() -> None:
    """"When you pass — I gain 1 boost." (4.2.3.d): my pass, first or not."""
    ref = unique("When you pass — I gain 1 boost.")
    s = scene(hero_exp=[ref])
    me = s.exp(0)[0]
    s.settle()
    s.answer("pass")
    s.settle()
    assert me.counters.get("boost") == 1


@covers_words("WhenYourCharacterOfKindGainsBoosts")
def test_when_a_non_boosted_character_gains_boosts() -> None:
    """"When a non-Boosted Character you control gains 1 or more boosts — Draw a card.":
    only for one that had no boost (2.4.4.a)."""
    watcher = unique("When a non-<BOOSTED> Character you control gains 1 or more boosts — "
                     "Draw a card.")
    booster = unique("{J} Target Character gains 1 boost.")
    s = scene(hero_exp=[watcher], hand=[booster])
    target = s.exp(0)[0]
    before = hand_size(s)
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == booster))
    s.settle()
    if s.d.kind in ("target", "choose_card"):
        s.pick(target)
    s.settle()
    assert target.counters.get("boost") == 1
    assert hand_size(s) == before - 1 + 1  # the watcher drew: it had no boost before


@covers_words("WhenYouCreateTokens")
def test_when_you_create_one_or_more_tokens() -> None:
    """"When you create one or more tokens — I gain 1 boost.": once for tokens one step
    creates together (7.3.4)."""
    watcher = unique("When you create one or more tokens — I gain 1 boost.")
    maker = unique("{J} Create two <ORDIS_RECRUIT> Soldier tokens in my Expedition.")
    s = scene(hero_exp=[watcher], hand=[maker])
    me = s.exp(0)[0]
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == maker))
    s.settle()
    assert len(s.tokens("Ordis Recruit")) == 2
    assert me.counters.get("boost") == 1


@covers_words("IfYouDontHeading")
def test_if_you_dont_heading() -> None:
    """"You may put a Spell from your hand in Reserve. If you don't: I gain 1 boost." (6.5.f)."""
    ref = unique("{J} You may put a Spell from your hand in Reserve. If you don't: I gain 1 "
                 "boost.")
    s = scene(hand=[ref])
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    while s.d.kind == "may":
        s.no()
    s.settle()
    assert next(c for c in s.exp(0) if c.cdef.ref == ref).counters.get("boost") == 1


@covers_words("OutcomeHeading", "OtherResults")
def test_roll_a_die_on_a_4_or_more_otherwise() -> None:
    """"Roll a die. On a 4+: Draw a card, otherwise I gain 1 boost." (7.3.19)."""
    ref = unique("{J} Roll a die. On a 4+: Draw a card, otherwise I gain 1 boost.")
    s = scene(hand=[ref])
    s.rig_dice(2)
    before = hand_size(s)
    s.play(s.p(0).hand[-1])
    s.settle()
    first = [c for c in s.exp(0) if c.cdef.ref == ref][0]
    assert first.counters.get("boost") == 1 and hand_size(s) == before - 1
    s.answer("pass")
    s.settle()


@covers_words("YourExpeditionIs", "BothExpeditionsAscended", "CharacterInEachExpedition",
              "YourReserveHolds")
def test_conditions_of_the_unique_parts() -> None:
    """Conditions read with the state when the Reaction resolves (6.5.d)."""
    tie = unique("{J} If your Hero Expedition is behind: I gain 1 boost.")
    both = unique("{J} If both of your Expeditions are Ascended: I gain 1 boost.")
    each = unique("{J} If you control a Character in each of your Expeditions: I gain 2 "
                  "boosts.")
    animal = unique("{J} If there's an Animal in your Reserve: I gain 3 boosts.")
    friend = unique("I am <DEFENDER>.")
    s = scene(hand=[tie, both, each, animal], companion_exp=[friend])
    got = {}
    for ref in (tie, both, each, animal):
        s.to_my_turn()
        s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
        s.settle()
        got[ref] = next(c for c in s.exp(0) if c.cdef.ref == ref).counters.get("boost", 0)
        s.until(lambda s: s.d.kind == "turn")
    # tied at the start: not behind; not Ascended; a Character in each: yes; no Animal
    assert got == {tie: 0, both: 0, each: 2, animal: 0}


@covers_words("WhenAnotherCharacterGainsStatus")
def test_when_another_character_gains_fleeting() -> None:
    """"When another Character you control gains Fleeting — I gain 1 boost." — not for me."""
    watcher = unique("When another Character you control gains <FLEETING> — I gain 1 boost.")
    maker = unique("{J} I gain <FLEETING>.")
    s = scene(hero_exp=[watcher], hand=[maker])
    me = s.exp(0)[0]
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == maker))
    s.settle()
    assert Status.FLEETING in next(c for c in s.exp(0) if c.cdef.ref == maker).statuses
    assert me.counters.get("boost") == 1


@covers_words("TargetFirst")
def test_one_target_whichever_branch() -> None:
    """"If you are first player: Target Character gains 2 boosts, otherwise it gains 1
    boost.": the target is chosen once (6.5.b), then the condition picks the branch."""
    ref = unique("{J} If you are not first player: Target Character gains 2 boosts, "
                 "otherwise it gains 1 boost.")
    friend = unique("I am <DEFENDER>.")
    s = scene(hand=[ref], hero_exp=[friend])
    mate = s.exp(0)[0]
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    if s.d.kind in ("target", "choose_card"):
        s.pick(mate)
    s.settle()
    assert mate.counters.get("boost") == 1  # I am first player: "otherwise"


@covers_words("IfYouCantHeading")
def test_sacrifice_if_you_cant() -> None:
    """"Sacrifice another Robot or Permanent. If you can't: I gain 2 boosts." — with nothing
    to sacrifice, the heading's steps are done (the step before was not)."""
    ref = unique("{J} Sacrifice another Robot or Permanent. If you can't: I gain 2 boosts.")
    s = scene(hand=[ref])
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    assert next(c for c in s.exp(0) if c.cdef.ref == ref).counters.get("boost") == 2


@covers_words("WhenYouResupply", "PlayerResupplies")
def test_when_you_resupply() -> None:
    """"When you Resupply — I gain 1 boost." (7.3.22)."""
    watcher = unique("When you <RESUPPLY_YOU> — I gain 1 boost.")
    maker = unique("{J} <RESUPPLY>.")
    s = scene(hero_exp=[watcher], hand=[maker])
    me = s.exp(0)[0]
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == maker))
    s.settle()
    assert me.counters.get("boost") == 1 and len(s.p(0).reserve) == 1


@covers_words("WhenAnOpponentDraws")
def test_when_an_opponent_draws() -> None:
    """"When an opponent draws one or more cards — I gain 1 boost": once per drawing step."""
    watcher = unique("When an opponent draws one or more cards — I gain 1 boost.")
    giver = unique("{J} Target opponent draws a card.")
    s = scene(hero_exp=[watcher], hand=[giver])
    me = s.exp(0)[0]
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == giver))
    s.settle()
    assert me.counters.get("boost") == 1


@covers_words("WhenAnOpponentReceivesAGift")
def test_when_an_opponent_receives_a_gift() -> None:
    """"When an opponent receives a Gift — I gain 1 boost": on my turn, an opponent draws."""
    watcher = unique("When an opponent receives a <GIFT> — I gain 1 boost.")
    giver = unique("{J} Target opponent draws a card.")
    s = scene(hero_exp=[watcher], hand=[giver])
    me = s.exp(0)[0]
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == giver))
    s.settle()
    assert me.counters.get("boost") == 1


@covers_words("IWasBoosted")
def test_when_i_leave_if_i_was_boosted() -> None:
    """"When I leave the Expedition zone, if I was Boosted — Draw a card.": the boosts I had
    as I left (6.3.j), Rest sending me to Reserve."""
    ref = unique("When I leave the Expedition zone, if I was <BOOSTED> — Draw a card.")
    booster = unique("{J} Target Character gains 1 boost.")
    s = scene(hero_exp=[ref], hand=[booster])
    me = s.exp(0)[0]
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == booster))
    s.settle()
    if s.d.kind in ("target", "choose_card"):
        s.pick(me)
    s.settle()
    assert me.counters.get("boost") == 1
    before = hand_size(s)
    s.to_night_end()
    assert s.logged("Draw") or hand_size(s) > before


@covers_words("VariableKeywordSentence", "ExhaustedCardsInReserves", "IAmIfHeading")
def test_keywords_printed_as_sentences() -> None:
    """"I am Tough X, where X is the number of exhausted cards in Reserve." and "If your
    hand is empty: I am Defender." — keywords worked out with characteristics (2.3.1.k)."""
    tough = unique("I am <TOUGH_X>, where X is the number of exhausted cards in Reserve.")
    defender = unique("If your hand is empty: I am <DEFENDER>.")
    s = scene(hero_exp=[tough, defender])
    t, d = s.exp(0)[0], s.exp(0)[1]
    assert s.state.keywords(t).get("tough") == 0
    assert "defender" not in s.state.keywords(d)  # three fillers in my hand


@covers_words("ReduceMyCostIf", "ReduceMyCostIfEmptyExpedition", "OthersCostFromReserve")
def test_cost_words_of_the_unique_parts() -> None:
    """Cost changes (5.1.2.e), paid as the cards are played: "If [condition]: Reduce my
    cost by N.", the empty-Expedition one, and "Characters other than me cost 1 less to
    play from your Reserve" (not below 1)."""
    cheap = unique("If you are first player: Reduce my cost by {2}.", cost=4)
    empty = unique("If there are no Characters in the Expedition I'm played in: Reduce my "
                   "cost by {1}.", cost=3)
    aura = unique("Characters other than me cost {1} less to play from your Reserve. This "
                  "effect can't make them cost less than {1}.")
    stored = unique("{J} Draw a card.", cost=3)
    s = scene(hand=[cheap, empty], hero_exp=[aura], reserve=[stored], mana=9)
    paid = []
    for ref, exp in ((cheap, "hero"), (empty, "companion"), (stored, "hero")):
        s.to_my_turn()
        card = next(c for c in (*s.p(0).hand, *s.p(0).reserve) if c.cdef.ref == ref)
        before = s.ready_mana()
        s.play(card, exp)
        s.settle()
        paid.append(before - s.ready_mana())
    assert paid == [2, 2, 2]


@covers_words("AfterRestHeading")
def test_after_rest_heading() -> None:
    """"At Noon — After Rest: Target opponent draws a card." — remembered at Noon, done right
    after the next Rest (4.2.5.b)."""
    ref = unique("At Noon — After Rest: Target opponent draws a card.")
    s = scene(hero_exp=[ref])
    assert s.logged("after Rest")
    n = len(s.g.log)
    assert not any(e.rule == "7.3.7" for e in s.g.log)
    s.to_night_end()
    drew = [e for e in s.g.log[n:] if e.rule == "7.3.7"]  # drawing by an effect
    assert len(drew) == 1 and drew[0].actor == s.p(1).name


@covers_words("PlayedAnotherCardThisTurn")
def test_play_me_for_less_if_you_played_another_card_this_turn() -> None:
    """"Play me for 2 less if you played another card this turn." (5.1.2.e): played by an
    effect in the turn another card was played, it costs 2 less."""
    starter = unique("{J} You may immediately play a Character for {1} less.")
    late = unique("Play me for {2} less if you played another card this turn.", cost=4)
    s = scene(hand=[starter, late], mana=9)
    before = s.ready_mana()
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == starter))
    s.settle()
    s.pick(next(c for c in s.p(0).hand if c.cdef.ref == late))
    while s.d is not None and s.d.kind not in ("turn",) and s.d.player == s.me:
        s.answer(s.d.options[0].id)
    assert any(c.cdef.ref == late for c in s.state.expedition_zone)
    assert before - s.ready_mana() == 1 + (4 - 1 - 2)


@covers_words("SacrificeHighestBaseCost")
def test_target_player_sacrifices_the_highest_base_cost() -> None:
    """"Target player sacrifices the Character or Permanent they control with the highest
    Base Cost." (6.5.b, 7.3.25): I choose the player (here myself); among their two with the
    highest Base Cost they choose which; the cheaper one stays."""
    ref = unique("{H} Target player sacrifices the Character or Permanent they control with "
                 "the highest Base Cost.", cost=1)
    cheap = unique("{J} Draw a card.", family="ALT_CORE_B_AX_06", cost=1)
    dear = unique("{J} Draw a card.", family="ALT_CORE_B_AX_07", cost=4)
    dear2 = unique("{J} Draw a card.", family="ALT_CORE_B_AX_08", cost=4)
    theirs = [unique("{J} Draw a card.", family="ALT_CORE_B_AX_09", cost=c) for c in (1, 5)]
    s = scene(hand=[ref], hero_exp=[cheap, dear], companion_exp=[dear2],
              opp_hero_exp=theirs[:1], opp_companion_exp=theirs[1:])
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    assert s.d.kind == "target_player" and s.d.player == 0
    s.pick_label("(you)")
    assert s.d.kind == "sacrifice" and s.d.player == 0  # a tie: Base Cost 4 twice
    keep = next(c for c in s.exp(0) if c.cdef.ref == dear)
    s.pick(s.exp(0, "companion")[0])
    s.settle()
    assert [c.cdef.ref for c in s.p(0).discard] == [dear2] and not s.exp(0, "companion")
    assert keep in s.exp(0) and len(s.exp(1)) + len(s.exp(1, "companion")) == 2


@covers_words("RevealAndPlayACharacter")
def test_a_character_plays_a_character_revealed_from_the_opponents_deck() -> None:
    """"{H} Target opponent reveals the top four cards of their deck. You may play a
    Character from these cards for free and it gains Fleeting, then discard the rest." on a
    unique Character: I play and control the Character, which stays its owner's card
    (1.1.3.c-d) and goes to its owner's zones when it leaves (1.4.3.a)."""
    ref = unique("{H} Target opponent reveals the top four cards of their deck. You may play "
                 "a Character from these cards for free and it gains <FLEETING>, then discard "
                 "the rest.")
    theirs = unique("{J} Draw a card.", family="ALT_CORE_B_AX_06", cost=3)
    spell = "ALT_CORE_B_AX_20_C"  # a Spell: not offered
    s = scene(hand=[ref], opp_deck_top=[spell, theirs])
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    assert s.d.kind == "choose_card" and s.d.player == 0
    offered = [o for o in s.d.options if o.detail == "play"]
    assert len(offered) == 3  # the unique and two fillers; not the Spell
    played = next(c for c in s.state.all_cards() if c.cdef.ref == theirs)
    s.pick(played)
    if s.d.kind == "expedition":
        s.answer("x:hero")
    s.settle()
    assert played.zone.value == "expedition" and played.controller == 0 and played.owner == 1
    assert Status.FLEETING in played.statuses
    assert sorted(c.cdef.ref for c in s.p(1).discard) == sorted([spell, FILLER, FILLER])
    s.to_night_end()  # Fleeting: discarded at Rest, to its owner's Discard pile
    assert played in s.p(1).discard


@covers_words("EachPlayerChoosesGains")
def test_each_player_chooses_in_initiative_order() -> None:
    """"At Noon — Each player chooses a Character they control. It gains Asleep." printed
    without the pool's "(You choose first.)": the player with initiative (at Noon, the
    first player) chooses first (1.4.5.a), seen by the other; then both gain Asleep."""
    ref = unique("At Noon — Each player chooses a Character they control. It gains "
                 "<ASLEEP>.")
    theirs = [unique("{J} Draw a card.", family=f"ALT_CORE_B_AX_0{i}") for i in (6, 7)]
    s = scene(first=False, hero_exp=[ref, FILLER], opp_hero_exp=theirs, settle=False)
    asked = []
    while s.d.kind in ("choose_card", "reaction"):
        if s.d.kind == "choose_card":
            asked.append(s.d.player)
        s.answer(s.d.options[0].id)
    assert asked == [1, 0]  # the opponent is first player: they choose first
    assert [Status.ASLEEP in c.statuses for c in s.exp(0)].count(True) == 1
    assert [Status.ASLEEP in c.statuses for c in s.exp(1)].count(True) == 1


@covers_words("GainBoostsPer", "ExpeditionsIn")
def test_i_gain_1_boost_per_expedition_in_forest() -> None:
    """"{H} I gain 1 boost per Expedition in {V}.": every player's Expeditions whose region
    has the terrain now (7.5.7), counted as it resolves (6.5.i) - on day 1 all four stand
    on the starting regions, which are of every terrain, until a passive makes the Hero
    Expeditions' region Water only."""
    ref = unique("{H} I gain 1 boost per Expedition in {V}.")
    water = unique("My region and the region of the Expedition facing me are {O} and lose "
                   "their other types.", family="ALT_CORE_B_AX_06")
    got = []
    for mine in ([], [water]):
        s = scene(hand=[ref], hero_exp=mine)
        s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref), "companion")
        s.settle()
        me = next(c for c in s.exp(0, "companion") if c.cdef.ref == ref)
        got.append(me.counters.get("boost"))
    assert got == [4, 2]  # the two Hero Expeditions' region is no longer Forest


@covers_words("GrantAbility")
def test_your_characters_other_than_me_have_a_reaction() -> None:
    """"Your Characters other than me have: "{R} I gain 1 boost."" (2.3.1.g, 6.3.d): a
    Character of mine played from Reserve has the Reaction and gains a boost; the holder,
    played from Reserve itself, does not ("other than me")."""
    giver = "Your Characters other than me have: \"{R} I gain 1 boost.\""
    holder = unique(giver)
    stored = unique("{J} Draw a card.", family="ALT_CORE_B_AX_06")
    s = scene(hero_exp=[holder], reserve=[stored], mana=9)
    s.play(s.p(0).reserve[0])
    s.settle()
    played = next(c for c in s.exp(0) if c.cdef.ref == stored)
    assert played.counters.get("boost") == 1
    second = unique(giver, family="ALT_CORE_B_AX_07")
    s = scene(reserve=[second], mana=9)
    s.play(s.p(0).reserve[0])
    s.settle()
    me = next(c for c in s.exp(0) if c.cdef.ref == second)
    assert not me.counters.get("boost")  # it gives the Reaction to the others only
    assert "other than me" in me.cdef.text()


@covers_words("StatsEqualHighest")
def test_the_statistics_of_characters_you_control_other_than_me_equal_their_highest() -> None:
    """"The {V}, {M}, and {O} of Characters you control other than me are equal to their
    highest statistic." (2.3.1.g): the others' three statistics become their highest; the
    holder's stay printed."""
    holder = unique("The {V}, {M}, and {O} of Characters you control other than me are equal "
                    "to their highest statistic.", stats=(1, 2, 3))
    other = unique("{J} Draw a card.", family="ALT_CORE_B_AX_06", stats=(4, 0, 1))
    s = scene(hero_exp=[holder, other])
    me, them = s.exp(0)
    assert s.state.stats(me) == Stats(1, 2, 3)
    assert s.state.stats(them) == Stats(4, 4, 4)


@covers_words("PlayedThisWay")
def test_unless_you_played_a_character_this_way() -> None:
    """"{H} You may Rush. Unless you played a Character this way: Target opponent draws a
    card." (6.5.d, 6.5.f): a Character Rushed from the hand keeps the opponent from
    drawing; declining the Rush lets them draw."""
    text = ("{H} You may <RUSH>. Unless you played a Character this way: Target opponent "
            "draws a card.")
    drawn = []
    for rush in (True, False):
        ref = unique(text)
        other = unique("{J} I gain 1 boost.", family="ALT_CORE_B_AX_06")
        s = scene(hand=[ref, other], mana=8)
        before = len(s.p(1).hand)
        s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
        assert s.d.kind == "choose_card" and any(o.id == "skip" for o in s.d.options)
        if rush:
            s.answer(next(o.id for o in s.d.options if o.detail == "play"
                          and "hero" in o.id.split(":")))
        else:
            s.answer("skip")
        s.settle()
        drawn.append(len(s.p(1).hand) - before)
    assert drawn == [0, 1]


@covers_words("GiveMeBoostsAndLose")
def test_you_may_give_me_a_boost_and_have_me_lose_asleep() -> None:
    """"You may give me 1 boost and have me lose Asleep." (6.5.c, 7.3.12, 7.3.15): both, or
    neither when the player declines."""
    got = []
    for take in (True, False):
        ref = unique("{J} I gain <ASLEEP>. You may give me 1 boost and have me lose "
                     "<ASLEEP>.")
        s = scene(hand=[ref])
        s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
        s.settle()
        assert s.d.kind == "may"
        s.yes() if take else s.no()
        s.settle()
        me = next(c for c in s.exp(0) if c.cdef.ref == ref)
        got.append((me.counters.get("boost", 0), Status.ASLEEP in me.statuses))
    assert got == [(1, False), (0, True)]


@covers_words("WhenAnotherJoinsYourBehindExpedition")
def test_when_another_character_joins_one_of_your_expeditions_that_is_behind() -> None:
    """"When another non-token Character joins one of your Expeditions that is behind —
    Draw a card.": behind after the event (6.3.k, present tense; 7.5.2) - my Hero
    Expedition, whose opponent's is one region ahead, not my Companion one (tied)."""
    watcher = unique("When another non-token Character joins one of your Expeditions that "
                     "is behind — Draw a card.")
    drawn = []
    for exp in ("hero", "companion"):
        other = unique("{J} I gain 1 boost.", family="ALT_CORE_B_AX_06")
        s = scene(hero_exp=[watcher], hand=[other], opp_travelled=(1, 0),
                  adventure=(Tumult("forest", True, True), Tumult("water"),
                             Tumult("mountain")))
        before = len(s.p(0).hand)
        s.play(next(c for c in s.p(0).hand if c.cdef.ref == other), exp)
        s.settle()
        drawn.append(len(s.p(0).hand) - (before - 1))
    assert drawn == [1, 0]


@covers_words("PlayItFromReserveForFree")
def test_play_a_character_from_an_opponents_reserve_for_free() -> None:
    """"{H} Target a Character in any Reserve with Reserve Cost {2} or less. Immediately play
    it for free." (7.3.20): from the opponent's Reserve, its [R] ability activates for me,
    who control it; it stays their card (1.1.3.c-d) and goes to their zones (1.4.3.a)."""
    ref = unique("{H} Target a Character in any Reserve with Reserve Cost {2} or less. "
                 "Immediately play it for free.", cost=2)
    theirs = unique("{R} I gain 2 boosts.", family="ALT_CORE_B_AX_06", cost=2)
    dear = unique("{J} Draw a card.", family="ALT_CORE_B_AX_07", cost=4)
    s = scene(hand=[ref], opp_reserve=[theirs, dear], mana=8)
    before = s.ready_mana()
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
    s.settle()
    played = next(c for c in s.p(1).reserve if c.cdef.ref == theirs)
    other = next(c for c in s.p(1).reserve if c.cdef.ref == dear)
    assert s.d.kind == "expedition" or all(other.oid not in o.objects for o in s.d.options)
    if s.d.kind != "expedition":
        s.pick(played)
    if s.d.kind == "expedition":
        s.answer("x:hero")
    s.settle()
    assert played.zone.value == "expedition" and played.controller == 0 and played.owner == 1
    assert played.counters.get("boost") == 2  # its [R]: played from a Reserve
    assert s.ready_mana() == before - 2  # only my unique was paid for
    assert s.logged("it stays its owner's card")
    assert other in s.p(1).reserve  # Reserve Cost 4: never a target


@covers_words("NeitherExpeditionIn")
def test_if_neither_of_your_expeditions_is_in_mountain() -> None:
    """"{J} If neither of your Expeditions is in {M}: Draw a card." (6.5.d, 7.5.7): on day 1
    both starting regions are of every terrain; once passives make both regions Water
    only, the card draws."""
    drew = []
    for water in (False, True):
        ref = unique("{J} If neither of your Expeditions is in {M}: Draw a card.")
        makers = [unique("My region and the region of the Expedition facing me are {O} and "
                         "lose their other types.", family=f"ALT_CORE_B_AX_0{i}")
                  for i in (6, 7)] if water else []
        s = scene(hand=[ref], hero_exp=makers[:1], companion_exp=makers[1:])
        before = len(s.p(0).hand)
        s.play(next(c for c in s.p(0).hand if c.cdef.ref == ref))
        s.settle()
        drew.append(len(s.p(0).hand) - (before - 1))
    assert drew == [0, 1]
