"""Axiom cards of the later sets (Alize, Bise, Cyclone, Duster) added for Card pool II:
one test per family of the same printed text, played through real decisions, each citing
the rule (Complete Rules v3.0) or the reminder text it enforces (docs/mechanisms.md,
"Axiom in the later sets")."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Status, Zone
from tests.cards.helpers import covers, scene, tired_supplier

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 Character, Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 Character, Hand Cost 1
JIAN = "ALT_CORE_B_AX_10_C"  # a vanilla 3/2/0 Character, Hand Cost 2
GENERATOR = "ALT_CORE_B_AX_27_C"  # Kelonic Generator: a Landmark, "{2}, {T} : Draw a card."

TIK_TOK = "ALT_DUSTER_B_AX_86_C"
TIK_TOK_RARE = ("ALT_DUSTER_B_AX_86_R1", "ALT_DUSTER_B_AX_86_R2")
MACHINIST = "ALT_DUSTER_B_AX_87_C"
MACHINIST_RARE = ("ALT_DUSTER_B_AX_87_R1", "ALT_DUSTER_B_AX_87_R2")
TESLA = "ALT_DUSTER_B_AX_89_C"
TESLA_RARE = ("ALT_DUSTER_B_AX_89_R1", "ALT_DUSTER_B_AX_89_R2")
EXHIBIT = "ALT_DUSTER_B_AX_101_C"
EXHIBIT_RARE = ("ALT_DUSTER_B_AX_101_R1", "ALT_DUSTER_B_AX_101_R2")
CONSORTIUM = ("ALT_DUSTER_B_AX_102_C", "ALT_DUSTER_B_AX_102_R2")


def _tire(s, *cards) -> None:
    """Set-up: these cards start exhausted (as after an Exhausted Resupply, 7.3.11)."""
    for c in cards:
        s.state.gain_status(c, Status.EXHAUSTED)


# ----------------------------------------------------------------------------- Duster
@covers(TIK_TOK)
def test_tik_tok_exhausts_a_permanent_i_control_or_a_card_in_my_reserve() -> None:
    """Tik-Tok: "[H] Exhaust a Permanent you control or a card in your Reserve." A choice
    among mine, not a target (7.3.10); the reminder: exhausted cards can't be played
    (2.4.5.c)."""
    s = scene(hand=[TIK_TOK], landmarks=[GENERATOR], reserve=[AMELIA])
    s.play(s.named("Tik-Tok"))
    s.settle()
    assert s.d.kind == "choose_card"
    labels = " ".join(o.label for o in s.d.options)
    assert "Kelonic Generator" in labels and "Amelia" in labels
    amelia = s.p(0).reserve[0]
    s.pick(amelia)
    s.settle()
    assert amelia.exhausted and not s.named("Kelonic Generator").exhausted
    assert s.logged(f"{amelia.name} is exhausted")
    assert s.g.why_illegal(0, amelia.oid)


@covers(*TIK_TOK_RARE)
def test_tik_tok_rare_each_player_exhausts_one_of_their_own() -> None:
    """Tik-Tok (rares): "[H] Each player exhausts a Permanent they control or a card in
    their Reserve." Each player chooses among their own (1.4.7.b); a player with nothing
    to exhaust does nothing (1.4.1.c)."""
    for ref in TIK_TOK_RARE:
        s = scene(hand=[ref], landmarks=[GENERATOR], reserve=[TROOPER],
                  opp_reserve=[AMELIA, TROOPER])
        s.play(s.named("Tik-Tok"))
        s.settle()
        assert s.d.kind == "choose_card" and s.d.player == 0
        s.pick(s.named("Kelonic Generator"))
        assert s.d.kind == "choose_card" and s.d.player == 1
        amelia = s.p(1).reserve[0]
        s.pick(amelia)
        s.settle()
        assert s.named("Kelonic Generator").exhausted and amelia.exhausted, ref
        assert not s.p(0).reserve[0].exhausted and not s.p(1).reserve[1].exhausted
        # a player with nothing left to exhaust does nothing (1.4.1.c)
        s2 = scene(hand=[ref], landmarks=[GENERATOR])
        s2.play(s2.named("Tik-Tok"))
        s2.settle()
        assert s2.named("Kelonic Generator").exhausted and s2.logged("Opp has nothing to exhaust")


@covers(MACHINIST, *MACHINIST_RARE)
def test_axiom_machinist_readies_a_permanent_in_play_or_a_card_in_reserve() -> None:
    """Axiom Machinist: "You may ready target Permanent in play or target card in Reserve."
    One target of either kind (6.5.b); readying is losing Exhausted (7.3.18), and a readied
    card in Reserve may be played again (2.4.5.c)."""
    for ref in (MACHINIST, *MACHINIST_RARE):
        s = scene(hand=[ref], reserve=[AMELIA], landmarks=[GENERATOR], opp_reserve=[TROOPER])
        amelia, gen = s.p(0).reserve[0], s.named("Kelonic Generator")
        _tire(s, amelia, gen)
        assert "exhausted" in s.g.why_illegal(0, amelia.oid)
        s.play(s.named("Axiom Machinist"))
        s.settle()
        s.yes()
        objs = {oid for o in s.d.options for oid in o.objects}
        assert {amelia.oid, gen.oid, s.p(1).reserve[0].oid} <= objs
        s.pick(amelia)
        s.settle()
        assert not amelia.exhausted and gen.exhausted, ref
        assert s.logged("Amelia Earhart is readied")
        s.opp_pass()
        assert s.g.why_illegal(0, amelia.oid) is None  # playable again


def test_axiom_machinist_can_ready_my_exhausted_landmark() -> None:
    """The other kind of target: an exhausted Permanent in play (7.3.18)."""
    s = scene(hand=[MACHINIST], landmarks=[GENERATOR], reserve=[AMELIA])
    gen = s.named("Kelonic Generator")
    _tire(s, gen, s.p(0).reserve[0])
    s.play(s.named("Axiom Machinist"))
    s.settle()
    s.yes()
    s.pick(gen)
    s.settle()
    assert not gen.exhausted and s.p(0).reserve[0].exhausted


@covers(TESLA)
def test_nikola_tesla_boost_only_with_something_exhausted() -> None:
    """Nikola Tesla: "[R] I gain 1 boost if you control an exhausted Permanent or if there's
    an exhausted card in your Reserve." Checked as the effect resolves (6.5.d)."""
    s = scene(reserve=[TESLA, AMELIA])
    s.play(s.named("Nikola Tesla"))
    s.settle()
    assert s.named("Nikola Tesla").counters.get("boost", 0) == 0
    assert s.logged("is not met")
    for where in ("reserve", "landmarks"):
        s2 = scene(reserve=[TESLA, AMELIA], landmarks=[GENERATOR])
        _tire(s2, s2.p(0).reserve[1] if where == "reserve" else s2.named("Kelonic Generator"))
        s2.play(s2.named("Nikola Tesla"))
        s2.settle()
        assert s2.named("Nikola Tesla").counters.get("boost", 0) == 1, where


@covers(*TESLA_RARE)
def test_nikola_tesla_rare_counts_exhausted_up_to_three_boosts() -> None:
    """Nikola Tesla (rares): "I gain 1 boost per exhausted Permanent you control and per
    exhausted card in your Reserve, up to a max of 3 boosts on me." Counted once (6.5.i);
    the opponent's exhausted cards do not count."""
    for ref in TESLA_RARE:
        s = scene(reserve=[ref, AMELIA], landmarks=[GENERATOR], opp_reserve=[TROOPER])
        _tire(s, s.p(0).reserve[1], s.named("Kelonic Generator"), s.p(1).reserve[0])
        s.play(s.named("Nikola Tesla"))
        s.settle()
        assert s.named("Nikola Tesla").counters.get("boost", 0) == 2, ref
        assert s.logged("counts 2 exhausted")


def test_nikola_tesla_rare_stops_at_three() -> None:
    """"up to a max of 3 boosts on me": four exhausted cards give three boosts."""
    s = scene(reserve=[TESLA_RARE[0], AMELIA, AMELIA, TROOPER, TROOPER])
    _tire(s, *s.p(0).reserve[1:])  # four exhausted cards in my Reserve
    s.play(s.named("Nikola Tesla"))
    s.settle()
    assert s.named("Nikola Tesla").counters.get("boost", 0) == 3
    assert s.logged("counts 4 exhausted")


@covers(EXHIBIT)
def test_axiom_exhibit_boosts_a_reserve_character_then_exhausts_it() -> None:
    """Axiom Exhibit: "[T] : Target Character in your Reserve gains 1 boost. Then exhaust
    it." Counters stay on a card in Reserve (2.5.a); the reminder: exhausted cards can't
    be played (2.4.5.c)."""
    s = scene(landmarks=[EXHIBIT], reserve=[AMELIA, TROOPER], opp_reserve=[TROOPER])
    s.quick(s.named("Axiom Exhibit"))
    s.settle()
    amelia = s.p(0).reserve[0]
    assert s.d.kind == "target"
    # only my Reserve: the opponent's card is not a legal target
    assert all(s.p(1).reserve[0].oid not in o.objects for o in s.d.options)
    s.pick(amelia)
    s.settle()
    assert amelia.counters.get("boost") == 1 and amelia.exhausted
    assert s.named("Axiom Exhibit").exhausted


@covers(*EXHIBIT_RARE)
def test_axiom_exhibit_rare_second_ability_readies_it() -> None:
    """Axiom Exhibit (rares) also: "[T] : Target Character in your Reserve gains 1 boost.
    Then ready it." (7.3.18)."""
    for ref in EXHIBIT_RARE:
        s = scene(landmarks=[ref], reserve=[AMELIA])
        tired = s.p(0).reserve[0]
        _tire(s, tired)
        ex = s.named("Axiom Exhibit")
        labels = [o for o in s.d.options if o.detail == "quick" and ex.oid in o.objects]
        assert len(labels) == 2
        s.answer([o for o in labels if "ready" in o.label.lower()][0].id)
        s.settle()
        assert tired.counters.get("boost") == 1 and not tired.exhausted, ref


@covers(*CONSORTIUM)
def test_the_consortium_gives_two_boosts_to_a_character_in_any_reserve() -> None:
    """The Consortium: "[J] Resupply. [T] : Target Character in Reserve gains 2 boosts." No
    owner named: any Reserve (7.5.4)."""
    for ref in CONSORTIUM:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("The Consortium"))
        s.settle()
        assert len(s.p(0).reserve) == 1  # Resupplied
        s.opp_pass()
        s.quick(s.named("The Consortium"))
        s.settle()
        theirs = s.p(1).reserve[0]
        s.pick(theirs)
        s.settle()
        assert theirs.counters.get("boost") == 2, ref


def test_later_ax_texts_render_as_printed() -> None:
    """The rendered texts of a few of these cards (the round trip compares them all)."""
    assert "Each player exhausts a Permanent they control or a card in their Reserve" in (
        card_by_ref(TIK_TOK_RARE[0]).text())
    assert "ready target Permanent in play or target card in Reserve" in (
        card_by_ref(MACHINIST).text())


# ----------------------------------------------------------------------------- Bise
DREDGER = ("ALT_BISE_B_AX_50_C", "ALT_BISE_B_AX_50_R1", "ALT_BISE_B_AX_50_R2")
DESIGNER = ("ALT_BISE_B_AX_51_C", "ALT_BISE_B_AX_51_R1", "ALT_BISE_B_AX_51_R2")
DRILLMOLE = ("ALT_BISE_B_AX_52_C", "ALT_BISE_B_AX_52_R1", "ALT_BISE_B_AX_52_R2")
PROTOTYPE = ("ALT_BISE_B_AX_57_C", "ALT_BISE_B_AX_57_R1", "ALT_BISE_B_AX_57_R2")
BUGFIX = ("ALT_BISE_B_AX_58_C", "ALT_BISE_B_AX_58_R1", "ALT_BISE_B_AX_58_R2")
SAP_OVERFLOW = ("ALT_BISE_B_AX_59_R1", "ALT_BISE_B_AX_59_R2")
NOON_CHOICE = (DREDGER[0], DREDGER[1], DESIGNER[0], DESIGNER[1], DRILLMOLE[0], DRILLMOLE[1],
               PROTOTYPE[0], PROTOTYPE[1])
BRASSBUG_HUB = "ALT_CORE_B_AX_24_C"  # a Landmark that holds Kelon counters


@covers(*NOON_CHOICE)
def test_support_at_noon_choose_one_of_which_exhausts_me() -> None:
    """"[S] At Noon — Choose one: • I gain 1 boost, up to a max of 3. • [T] : I gain 2
    boosts, up to a max of 3." A support Reaction works from a ready card in Reserve
    (2.2.11.i-j); the second mode has a cost, exhausting me (6.4), paid before its effect."""
    for ref in NOON_CHOICE:
        s = scene(reserve=[ref], settle=False)
        s.settle()
        assert s.d.kind == "mode", ref
        s.answer("m:1")
        s.settle()
        card = s.p(0).reserve[0]
        assert card.counters.get("boost") == 2 and card.exhausted, ref
        s = scene(reserve=[ref])
        s.answer("m:0")
        s.settle()
        card = s.p(0).reserve[0]
        assert card.counters.get("boost") == 1 and not card.exhausted, ref


def _played_from_reserve_with_boost(ref: str, **kw):
    """My card in Reserve with one boost (set-up), Noon's choice declined-ish (1 boost taken
    only when it has the Noon support), then played from Reserve."""
    s = scene(reserve=[ref], **kw)
    card = s.p(0).reserve[0]
    if s.d.kind == "mode":
        s.answer("m:0")  # "I gain 1 boost, up to a max of 3"
        s.settle()
    else:
        s.state.gain_counters(card, "boost", 1)
    assert card.counters.get("boost") == 1
    s.play(card)
    s.settle()
    return s, card


@covers(DREDGER[0], DRILLMOLE[0], PROTOTYPE[0])
def test_spend_one_of_my_boosts_to_do_something() -> None:
    """"[R] You may spend 1 of my boosts to Resupply / Sabotage / ready two Mana Orbs." Counters
    gained in Reserve stay when the card is played (2.5.k); spending one is the cost (6.4)
    of the effect after "to"."""
    s, card = _played_from_reserve_with_boost(DREDGER[0], deck_top=[AMELIA])
    s.yes()
    s.settle()
    assert card.counters.get("boost", 0) == 0 and s.logged("Dredger Drone spends 1 Boost counter")
    assert [c.name for c in s.p(0).reserve] == ["Amelia Earhart"]  # Resupply (7.3.22)

    s, card = _played_from_reserve_with_boost(DRILLMOLE[0], opp_reserve=[AMELIA])
    s.yes()
    s.settle()
    s.pick(s.p(1).reserve[0])
    s.settle()
    assert s.p(1).reserve == [] and card.counters.get("boost", 0) == 0  # Sabotage (7.3.24)

    s, card = _played_from_reserve_with_boost(PROTOTYPE[0], mana=8)
    ready = s.ready_mana()
    assert ready == 2  # 8 orbs, 6 paid
    s.yes()
    s.settle()
    assert s.ready_mana() == 4 and s.logged("readies a Mana Orb")


def test_spend_one_of_my_boosts_cannot_be_paid_without_a_boost() -> None:
    """A cost that cannot be paid in full is not paid at all, and the effect after "to" does
    not happen (6.4)."""
    s = scene(reserve=[DREDGER[2]], deck_top=[AMELIA])
    s.play(s.p(0).reserve[0])
    s.settle()
    assert s.logged("cannot pay spend 1 counter from a card you control or in your Reserve")
    assert s.p(0).reserve == []


@covers(DREDGER[1], DREDGER[2], DRILLMOLE[1], DRILLMOLE[2], PROTOTYPE[1], PROTOTYPE[2])
def test_spend_a_counter_from_any_card_i_control_or_in_my_reserve() -> None:
    """"You may spend 1 counter from a card you control or in your Reserve to …": any kind of
    counter (2.5) on a card in play I control, or in my own Reserve; I choose the card."""
    for ref in (DREDGER[1], DREDGER[2]):
        s = scene(reserve=[ref, TROOPER], landmarks=[BRASSBUG_HUB], deck_top=[AMELIA])
        if s.d.kind == "mode":
            s.answer("m:0")
            s.settle()
        hub, trooper = s.named("Brassbug Hub"), s.p(0).reserve[1]
        s.state.gain_counters(hub, "kelon", 2)
        s.state.gain_counters(trooper, "boost", 1)
        drone = s.p(0).reserve[0]
        s.play(drone)
        s.settle()
        s.yes()
        objs = {oid for o in s.d.options for oid in o.objects}
        assert {hub.oid, trooper.oid} <= objs, ref
        s.pick(hub)
        s.settle()
        assert hub.counters.get("kelon") == 1 and trooper.counters.get("boost") == 1
        assert "Amelia Earhart" in [c.name for c in s.p(0).reserve]
    for ref in (DRILLMOLE[1], DRILLMOLE[2]):
        s = scene(reserve=[ref], landmarks=[BRASSBUG_HUB], opp_reserve=[AMELIA])
        if s.d.kind == "mode":
            s.answer("m:0")
            s.settle()
        hub = s.named("Brassbug Hub")
        s.state.gain_counters(hub, "kelon", 1)
        s.play(s.p(0).reserve[0])
        s.settle()
        s.yes()
        if s.d.kind == "choose_card":  # Drillmole has its Noon boost too
            s.pick(hub)
        s.pick(s.p(1).reserve[0])  # Sabotage: up to one target card in a Reserve
        s.settle()
        assert s.p(1).reserve == [] and "kelon" not in s.named("Brassbug Hub").counters, ref
    for ref in (PROTOTYPE[1], PROTOTYPE[2]):
        s = scene(reserve=[ref], landmarks=[BRASSBUG_HUB])
        if s.d.kind == "mode":
            s.answer("m:0")
            s.settle()
        hub = s.named("Brassbug Hub")
        s.state.gain_counters(hub, "kelon", 1)
        s.play(s.p(0).reserve[0])
        s.settle()
        before = s.ready_mana()
        s.yes()
        if s.d.kind == "choose_card":
            s.pick(hub)
        s.settle()
        assert s.ready_mana() == before + 2, ref


@covers(DESIGNER[1], DESIGNER[2])
def test_designer_drone_spends_a_counter_to_make_the_next_permanent_cheaper() -> None:
    """Designer Drone (rares): "[R] You may spend 1 counter from a card you control or in your
    Reserve to reduce the cost of the next Permanent you play this Afternoon by 2." An
    Ongoing effect (2.2.14) altering a cost (5.1.2.e), used up by the first Permanent."""
    for ref in DESIGNER[1:]:
        s = scene(reserve=[ref], hand=[GENERATOR, GENERATOR], landmarks=[BRASSBUG_HUB])
        if s.d.kind == "mode":
            s.answer("m:0")
            s.settle()
        hub = s.named("Brassbug Hub")
        s.state.gain_counters(hub, "kelon", 1)
        s.play(s.p(0).reserve[0])
        s.settle()
        s.yes()
        if s.d.kind == "choose_card":
            s.pick(hub)
        s.settle()
        s.opp_pass() if s.d.player == 1 else None
        gens = [c for c in s.p(0).hand if c.name == "Kelonic Generator"]
        labels = [o.label for o in s.d.options if o.detail == "play" and gens[0].oid in o.objects]
        assert labels and labels[0].endswith("costs 1"), (ref, labels)  # 3 - 2
        s.play(gens[0])
        s.settle()
        labels = [o.label for o in s.d.options if o.detail == "play" and gens[1].oid in o.objects]
        assert labels and labels[0].endswith("costs 3"), ref  # used up


@covers(DREDGER[2], DESIGNER[2], DRILLMOLE[2], PROTOTYPE[2])
def test_rare_supports_gain_a_boost_when_characters_come() -> None:
    """The rares' support Reactions (2.2.11.e): "When you play another Character with a base
    statistic of 0 —" (Dredger), "When another Character joins your Expeditions —" (Designer,
    Drillmole), "When you play another Character —" (Prototype): "I gain 1 boost, up to a
    max of 2 / 3", in Reserve."""
    zero_ref = JIAN
    for ref in (DREDGER[2], DESIGNER[2], DRILLMOLE[2], PROTOTYPE[2]):
        s = scene(reserve=[ref], hand=[zero_ref, TROOPER])
        me = s.p(0).reserve[0]
        s.play(s.named(card_by_ref(zero_ref).name, Zone.HAND))
        s.settle()
        assert me.counters.get("boost") == 1, ref
        if ref == DREDGER[2]:
            s.opp_pass()
            s.play(s.named(card_by_ref(TROOPER).name, Zone.HAND))
            s.settle()
            assert me.counters.get("boost") == 1  # not a base statistic of 0



@covers(*BUGFIX)
def test_bugfix_spends_a_counter_for_a_brassbug_then_cools_down() -> None:
    """Bugfix: "Cooldown. You may spend 1 counter from a card you control or in your Reserve
    to create a Brassbug Robot token in target Expedition." The token (7.3.4); Cooldown's
    reminder: "If I go to Reserve after my effect resolves, exhaust me"."""
    for ref in BUGFIX:
        s = scene(hand=[ref], reserve=[AMELIA])
        amelia = s.p(0).reserve[0]
        s.state.gain_counters(amelia, "boost", 1)
        s.play(s.named("Bugfix"))
        s.settle()
        s.yes()
        s.settle()
        s.pick_label("Opp's hero Expedition")
        s.settle()
        assert len(s.tokens("Brassbug", who=1)) == 1, ref
        assert "boost" not in amelia.counters
        bugfix = s.named("Bugfix", Zone.RESERVE)
        assert bugfix.exhausted


@covers(*SAP_OVERFLOW)
def test_sap_overflow_either_mode() -> None:
    """Sap Overflow: "Fleeting. Choose one: • Spend 1 counter from a card you control or in
    your Reserve to discard target Permanent. • Discard target Character in play or in
    Reserve." The first mode's cost is paid before its effect (6.4); without a counter it
    does nothing more."""
    for ref in SAP_OVERFLOW:
        s = scene(hand=[ref], landmarks=[BRASSBUG_HUB], opp_landmarks=[GENERATOR])
        hub = s.named("Brassbug Hub")
        s.state.gain_counters(hub, "kelon", 1)
        s.play(s.named("Sap Overflow"))
        s.answer("m:0")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Kelonic Generator"))
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.DISCARD, ref
        assert "kelon" not in hub.counters
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Sap Overflow"))
        s.answer("m:1")
        s.settle()
        assert s.p(1).reserve == [] and s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        s = scene(hand=[ref], opp_landmarks=[GENERATOR])
        s.play(s.named("Sap Overflow"))
        s.answer("m:0")
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.LANDMARK
        assert s.logged("cannot spend 1 counter")


# ----------------------------------------------------------------------------- Alize
VAIKE = ("ALT_ALIZE_B_AX_35_C", "ALT_ALIZE_B_AX_35_R1", "ALT_ALIZE_B_AX_35_R2")
HEATER = ("ALT_ALIZE_B_AX_43_C", "ALT_ALIZE_B_AX_43_R1", "ALT_ALIZE_B_AX_43_R2")
ICARUS = ("ALT_BISE_B_AX_56_C", "ALT_BISE_B_AX_56_R1", "ALT_BISE_B_AX_56_R2")
HOLLOW = ("ALT_ALIZE_B_AX_46_C", "ALT_ALIZE_B_AX_46_R1", "ALT_ALIZE_B_AX_46_R2")
KURAOKAMI_UNBOUND = "ALT_ALIZE_P_AX_48_R1"


@covers(*VAIKE)
def test_vaike_lets_me_play_exhausted_cards_from_my_reserve() -> None:
    """Vaike, Energy Pioneer: "You may play exhausted cards from your Reserve." The rule
    2.4.5.c (an exhausted card in Reserve cannot be played) yields to an ability saying a
    player may; only for my own Reserve, and only while Vaike is in play."""
    for ref in VAIKE:
        s = scene(hero_exp=[ref], reserve=[AMELIA], opp_reserve=[TROOPER])
        amelia = s.p(0).reserve[0]
        _tire(s, amelia, s.p(1).reserve[0])
        assert s.g.why_illegal(0, amelia.oid) is None, ref
        s.play(amelia)
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION
        s.settle()
        assert "exhausted" in (s.g.why_illegal(1, s.p(1).reserve[0].oid) or "")
    s = scene(reserve=[AMELIA])
    _tire(s, s.p(0).reserve[0])
    assert "exhausted" in s.g.why_illegal(0, s.p(0).reserve[0].oid)  # no Vaike: 2.4.5.c


def test_vaike_rare_exhausted_resupply_from_reserve() -> None:
    """Vaike (rares) also: "[R] Exhausted Resupply." (7.3.11) — and the card it puts in
    Reserve exhausted is playable at once, since Vaike is in play."""
    s = scene(reserve=[VAIKE[1]], deck_top=[TROOPER])
    s.play(s.p(0).reserve[0])
    s.settle()
    (trooper,) = s.p(0).reserve
    assert trooper.exhausted
    s.opp_pass()
    assert s.g.why_illegal(0, trooper.oid) is None


@covers(*HEATER)
def test_kelonic_heater_exhausted_characters_only_into_its_expedition() -> None:
    """Kelonic Heater: "[J] (or [H]) Exhausted Resupply. You may play exhausted Characters
    from your Reserve in my Expedition." Only Characters, and only into the Expedition the
    Gear is in (2.4.5.c otherwise)."""
    for ref in HEATER:
        s = scene(hand=[ref], deck_top=[AMELIA], reserve=[GENERATOR])
        s.play(s.named("Kelonic Heater"), exp="companion")
        s.settle()
        amelia = s.named("Amelia Earhart", Zone.RESERVE)
        assert amelia.exhausted, ref
        gen = s.named("Kelonic Generator", Zone.RESERVE)
        _tire(s, gen)
        s.opp_pass()
        plays = [o.id for o in s.d.options if o.detail == "play" and amelia.oid in o.objects]
        assert plays and all("companion" in p for p in plays), (ref, plays)
        assert not any(gen.oid in o.objects for o in s.d.options if o.detail == "play")
        s.play(amelia, exp="companion")
        s.settle()
        assert amelia.oid not in [c.oid for c in s.p(0).reserve]
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


@covers(ICARUS[1])
def test_icarus_rare_support_lets_me_play_exhausted_cards() -> None:
    """Icarus (R1): "[S] You may play exhausted cards from your Reserve." A support passive
    works while its card is in Reserve and ready (2.2.11.i-j)."""
    s = scene(reserve=[ICARUS[1], AMELIA])
    amelia = s.p(0).reserve[1]
    _tire(s, amelia)
    assert s.g.why_illegal(0, amelia.oid) is None
    _tire(s, s.p(0).reserve[0])  # Icarus exhausted: its support stops working
    assert "exhausted" in s.g.why_illegal(0, amelia.oid)


@covers(ICARUS[0], ICARUS[2])
def test_icarus_readies_all_cards_in_my_reserve() -> None:
    """Icarus: "[J] Ready all cards in your Reserve." (7.3.18) — mine only (7.5.4)."""
    for ref in (ICARUS[0], ICARUS[2]):
        s = scene(hand=[ref], reserve=[AMELIA, TROOPER], opp_reserve=[TROOPER])
        _tire(s, *s.p(0).reserve, *s.p(1).reserve)
        s.play(s.named("Icarus"))
        s.settle()
        assert not any(c.exhausted for c in s.p(0).reserve), ref
        assert s.p(1).reserve[0].exhausted


@covers(KURAOKAMI_UNBOUND)
def test_kuraokami_unbound_exhausts_every_reserve_then_readies_mine() -> None:
    """Kuraokami Unbound: "[J] Exhaust all cards in Reserve, then ready your cards in
    Reserve." (7.3.10, then 7.3.18): the opponent's stay exhausted."""
    s = scene(hand=[KURAOKAMI_UNBOUND], reserve=[AMELIA], opp_reserve=[TROOPER])
    s.play(s.named("Kuraokami Unbound"))
    s.settle()
    assert s.p(1).reserve[0].exhausted and not s.p(0).reserve[0].exhausted
    assert s.logged("Amelia Earhart is readied")


@covers(*HOLLOW)
def test_icebound_hollow_counts_cards_put_in_reserve_from_hand_or_deck() -> None:
    """Icebound Hollow: "When a card goes from your Hand or deck to Reserve — I gain a Trial
    counter. When I gain my third Trial counter — Sacrifice me. If you do, create a Dragon
    Shade Illusion token in target Expedition, then ready your cards in Reserve." Three
    Exhausted Resupplies (7.3.11) bring three counters; the cards they exhausted are readied."""
    for ref in HOLLOW:
        sup = tired_supplier()
        s = scene(landmarks=[ref], hand=[sup, sup, sup])
        hollow = s.named("Icebound Hollow")
        for k in (1, 2, 3):
            s.settle()
            if s.d.player == 1:
                s.opp_pass()
            s.play(next(c for c in s.p(0).hand if c.name == "Tired Supplier"))
            s.settle()
            if k < 3:
                assert hollow.counters.get("trial") == k, ref
        s.until(lambda s: s.d.kind == "target_expedition")
        s.pick_label("Me's hero Expedition")
        s.settle()
        assert hollow.zone is not Zone.LANDMARK
        assert len(s.tokens("Dragon Shade", 0, "hero")) == 1
        assert len(s.p(0).reserve) == 3 and not any(c.exhausted for c in s.p(0).reserve), ref


TECH_LAB = ("ALT_BISE_B_AX_61_C", "ALT_BISE_B_AX_61_R1", "ALT_BISE_B_AX_61_R2")
REPROCESSOR = ("ALT_ALIZE_B_AX_45_C", "ALT_ALIZE_B_AX_45_R1", "ALT_ALIZE_B_AX_45_R2")


@covers(*TECH_LAB)
def test_tech_lab_unit_raises_my_reserve_limit_at_clean_up() -> None:
    """Tech Lab Unit: "[J] Resupply. Your Reserve limit is increased by one." Clean-up keeps
    up to the Reserve limit (4.2.5.c): three cards instead of two (no Hero: 2, 3.2.10.b)."""
    for ref in TECH_LAB:
        s = scene(hand=[ref], reserve=[AMELIA, TROOPER, TROOPER], deck_top=[JIAN])
        s.play(s.named("Tech Lab Unit"))
        s.settle()
        assert len(s.p(0).reserve) == 4  # Resupplied (7.3.22)
        assert s.g.view(0)["players"][0]["reserve_limit"] == 3
        s.until(lambda s: s.d.kind == "cleanup" and s.d.player == 0)
        assert (s.d.min, s.d.max) == (3, 3), ref
        s.answer([o.id for o in s.d.options[:3]])
        s.settle()
        assert len(s.p(0).reserve) == 3
    s = scene(reserve=[AMELIA, TROOPER, TROOPER])
    s.until(lambda s: s.d.kind == "cleanup" and s.d.player == 0)
    assert (s.d.min, s.d.max) == (2, 2)  # without it


@covers(*REPROCESSOR)
def test_frozen_reprocessor_keeps_one_more_card_if_it_is_exhausted() -> None:
    """Frozen Reprocessor: "At Noon — Exhausted Resupply. You may keep one more card in
    Reserve during Night if it's exhausted." At Clean-up (4.2.5.c) a third card may stay, but
    only an exhausted one: keeping three ready cards is refused and changes nothing."""
    from engine.decisions import IllegalAnswer

    for ref in REPROCESSOR:
        s = scene(landmarks=[ref], reserve=[AMELIA, TROOPER, TROOPER], deck_top=[JIAN, JIAN])
        tired = [c for c in s.p(0).reserve if c.exhausted]
        assert [c.name for c in tired] == ["Jian, Assembly Overseer"], ref  # Noon's Resupply
        s.until(lambda s: s.d.kind == "cleanup" and s.d.player == 0)
        assert (s.d.min, s.d.max) == (2, 3)
        ready_ids = [o.id for o in s.d.options if tired[0].oid not in o.objects]
        try:
            s.answer(ready_ids[:3])
            raise AssertionError("three ready cards kept")
        except IllegalAnswer:
            pass
        assert s.d.kind == "cleanup"
        s.answer([*ready_ids[:2], f"k:{tired[0].oid}"])
        s.settle()
        assert tired[0] in s.p(0).reserve and len(s.p(0).reserve) == 3


FAILED_DEMO = ("ALT_DUSTER_B_AX_97_C", "ALT_DUSTER_B_AX_97_R1", "ALT_DUSTER_B_AX_97_R2")
CERNUNNOS = "ALT_CORE_B_MU_14_C"  # a vanilla Character, Hand Cost 4, Reserve Cost 3
KAPPA = "ALT_CORE_B_BR_13_C"  # a vanilla Character, Hand Cost 4, Reserve Cost 4


@covers(*FAILED_DEMO)
def test_failed_demo_exhausts_one_of_my_reserve_to_send_a_cheap_character_back() -> None:
    """Failed Demo: "Exhaust a card in your Reserve. If you do, send to Reserve target
    Character with Base Cost 3 or less." The reminder: Base Cost is the Reserve Cost if it's
    Fleeting, or Hand Cost if not. With nothing to exhaust, "If you do" does not follow
    (6.5.f)."""
    for ref in FAILED_DEMO:
        s = scene(hand=[ref], reserve=[TROOPER], opp_hero_exp=[AMELIA, CERNUNNOS, KAPPA])
        trooper = s.p(0).reserve[0]
        cern, kappa = s.named("Cernunnos"), s.named("Kappa")
        s.state.gain_status(cern, Status.FLEETING)  # set-up: Base Cost 3 (its Reserve Cost)
        s.play(s.named("Failed Demo"), exp=None)
        s.settle()
        assert trooper.exhausted, ref
        assert s.d.kind == "target"
        objs = {oid for o in s.d.options for oid in o.objects}
        assert cern.oid in objs and kappa.oid not in objs
        s.pick(cern)
        s.settle()
        assert cern.zone is not Zone.EXPEDITION, ref
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Failed Demo"), exp=None)
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION, ref
        assert s.logged("Me has nothing to exhaust")


BIOENGINEER = ("ALT_DUSTER_B_AX_92_R1", "ALT_DUSTER_B_AX_92_R2")
MAGNATE = ("ALT_DUSTER_B_AX_93_R1", "ALT_DUSTER_B_AX_93_R2")
SCIENCE_FAIR = ("ALT_DUSTER_B_AX_100_R1", "ALT_DUSTER_B_AX_100_R2")
CONSORTIUM_R1 = "ALT_DUSTER_B_AX_102_R1"
MEDUSA = ("ALT_CYCLONE_B_AX_71_C", "ALT_CYCLONE_B_AX_71_R2")


def _landmark_names(s, who: int) -> list[str]:
    return [c.name for c in s.p(who).landmarks]


@covers(*BIOENGINEER)
def test_reka_bioengineer_exhausts_a_reserve_card_and_its_owner_gets_a_manaseed() -> None:
    """Reka Bioengineer: "[J] You may exhaust target card in any player's Reserve. If you do,
    create a Manaseed token in that player's Landmarks." "That player" owns the card
    (nobody controls Reserve cards, 7.5.4); an already exhausted card is not exhausted again
    (2.4.1.f), so "If you do" does not follow (6.5.f)."""
    for ref in BIOENGINEER:
        s = scene(hand=[ref], reserve=[AMELIA], opp_reserve=[TROOPER])
        s.play(s.named("Reka Bioengineer"))
        s.settle()
        s.yes()
        theirs = s.p(1).reserve[0]
        s.pick(theirs)
        s.settle()
        assert theirs.exhausted and _landmark_names(s, 1) == ["Manaseed"], ref
        assert _landmark_names(s, 0) == []
        s = scene(hand=[ref], opp_reserve=[TROOPER])
        _tire(s, s.p(1).reserve[0])
        s.play(s.named("Reka Bioengineer"))
        s.settle()
        s.yes()
        s.settle()
        assert _landmark_names(s, 1) == [], ref


@covers(*MAGNATE)
def test_reka_magnate_one_mode_or_both_for_an_exhausted_permanent() -> None:
    """Reka Magnate: "[R] Choose one, or exhaust a Permanent you control to choose both:
    • Sabotage. • Create a Manaseed token in your Landmarks." Paying the cost (6.4) gives both
    modes; declining it, one (6.5.g)."""
    for ref in MAGNATE:
        s = scene(reserve=[ref], landmarks=[GENERATOR], opp_reserve=[AMELIA])
        s.play(s.p(0).reserve[0])
        s.settle()
        s.yes()  # exhaust Kelonic Generator, the only Permanent I control
        s.settle()
        s.pick(s.p(1).reserve[0])  # Sabotage
        s.settle()
        assert s.named("Kelonic Generator").exhausted and s.p(1).reserve == [], ref
        assert "Manaseed" in _landmark_names(s, 0)
        s = scene(reserve=[ref], landmarks=[GENERATOR], opp_reserve=[AMELIA])
        s.play(s.p(0).reserve[0])
        s.settle()
        s.no()
        assert s.d.kind == "mode"
        s.answer("m:1")
        s.settle()
        assert "Manaseed" in _landmark_names(s, 0) and len(s.p(1).reserve) == 1
        assert not s.named("Kelonic Generator").exhausted


@covers(*SCIENCE_FAIR)
def test_science_fair_puts_a_card_in_reserve_exhausted_to_draw() -> None:
    """Science Fair (rares): "[J] Exhaust me. [T] : Put a card from your hand in Reserve, then
    exhaust it. If you do, draw a card." It comes in exhausted, so its [T] waits for a
    Morning's Prepare (4.2.1.c)."""
    for ref in SCIENCE_FAIR:
        s = scene(hand=[ref, JIAN])
        s.play(s.named("Science Fair"))
        s.settle()
        fair = s.named("Science Fair")
        assert fair.exhausted and not any(o.detail == "quick" and fair.oid in o.objects
                                          for o in (s.d.options if s.d.player == 0 else ()))
        s.next_day()
        if s.d.player == 1:
            s.opp_pass()
        assert not fair.exhausted
        hand = len(s.p(0).hand)
        s.quick(fair)
        s.settle()
        s.pick(next(c for c in s.p(0).hand if c.name == "Jian, Assembly Overseer"))
        s.settle()
        jian = s.named("Jian, Assembly Overseer", Zone.RESERVE)
        assert jian.exhausted and len(s.p(0).hand) == hand, ref  # one out, one drawn


@covers(CONSORTIUM_R1)
def test_the_consortium_rare_resupplies_then_may_boost_a_reserve_character() -> None:
    """The Consortium (R1): "[T] : Resupply. Then you may target a Character in Reserve, it
    gains 2 boosts." (7.3.22, then 6.5.c, 7.3.12)."""
    s = scene(landmarks=[CONSORTIUM_R1], deck_top=[AMELIA])
    s.quick(s.named("The Consortium"))
    s.settle()
    amelia = s.named("Amelia Earhart", Zone.RESERVE)
    s.yes()
    s.settle()
    assert amelia.counters.get("boost") == 2


@covers(*MEDUSA)
def test_medusa_discards_a_character_and_its_controller_gets_an_aerolith() -> None:
    """Medusa: "[R] You may discard target Character. If you do, create an Aerolith token in
    its controller's Landmarks." — the controller as it last was in play (6.3.j)."""
    for ref in MEDUSA:
        s = scene(reserve=[ref], opp_hero_exp=[AMELIA])
        s.play(s.p(0).reserve[0])
        s.settle()
        s.yes()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert _landmark_names(s, 1) == ["Aerolith"] and _landmark_names(s, 0) == [], ref


DETONATION = ("ALT_CYCLONE_B_AX_75_C", "ALT_CYCLONE_B_AX_75_R1", "ALT_CYCLONE_B_AX_75_R2")


@covers(*DETONATION)
def test_detonation_sacrifices_a_permanent_to_cost_less() -> None:
    """Detonation: "You may sacrifice a Permanent to reduce my cost by 1 (rares: 2). Send
    (to Reserve) target Character (rares: with Hand Cost 3 or less) to Reserve." An optional
    cost declared with the intent to play (5.1.2.c), paid with the others (5.1.2.h)."""
    for ref, less in zip(DETONATION, (1, 2, 2), strict=True):
        s = scene(hand=[ref], landmarks=[GENERATOR], opp_hero_exp=[AMELIA])
        det = s.named("Detonation")
        labels = [o.label for o in s.d.options if o.detail == "play" and det.oid in o.objects]
        cheap = [lbl for lbl in labels if "sacrificing a Permanent" in lbl]
        assert cheap and cheap[0].endswith(f"costs {4 - less}"), (ref, labels)
        mana = s.ready_mana()
        s.play(det, exp=None, reduce=True)
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.DISCARD, ref
        assert s.logged("Kelonic Generator (Me's landmark) is sacrificed")
        assert s.ready_mana() == mana - (4 - less)
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
    s = scene(hand=[DETONATION[0]], opp_hero_exp=[AMELIA])
    det = s.named("Detonation")
    assert not any("sacrificing" in o.label for o in s.d.options if det.oid in o.objects)


DEMOLITION = ("ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_AX_67_R2")
CURIE = ("ALT_CYCLONE_B_AX_73_R1", "ALT_CYCLONE_B_AX_73_R2")
NURSERY = ("ALT_CYCLONE_B_AX_78_C", "ALT_CYCLONE_B_AX_78_R1", "ALT_CYCLONE_B_AX_78_R2")


@covers(*DEMOLITION)
def test_demolition_expert_rare_sacrifices_a_permanent_to_boost_a_character() -> None:
    """Demolition Expert (rares): "[H] Create an Aerolith token in target player's
    Landmarks. [R] You may sacrifice a Permanent to give 1 boost to target Character." The
    sacrifice is the cost (6.4, 7.3.25); without a Permanent it cannot be paid."""
    for ref in DEMOLITION:
        s = scene(reserve=[ref], landmarks=[GENERATOR], hero_exp=[AMELIA])
        s.play(s.p(0).reserve[0])
        s.settle()
        s.yes()
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.DISCARD, ref
        assert s.named("Amelia Earhart").counters.get("boost") == 1
        s = scene(reserve=[ref], hero_exp=[AMELIA])
        s.play(s.p(0).reserve[0])
        s.settle()
        assert s.logged("cannot pay sacrifice a Permanent")
        assert not s.named("Amelia Earhart").counters
        s = scene(hand=[ref])
        s.play(s.named("Demolition Expert"))
        s.settle()
        assert s.d.kind == "target_player"
        s.pick_label("Opp")
        s.settle()
        assert _landmark_names(s, 1) == ["Aerolith"]


@covers(*CURIE)
def test_marie_curie_gains_fleeting_unless_i_sacrifice() -> None:
    """Marie Curie (rares): "[H] You may sacrifice a Permanent (R2: a Character or
    Permanent). If you don't, I gain Fleeting." (6.5.f; Fleeting 2.4.6)."""
    for ref in CURIE:
        s = scene(hand=[ref], landmarks=[GENERATOR])
        s.play(s.named("Marie Curie"))
        s.settle()
        s.yes()
        if s.d.kind == "sacrifice":  # R2: Marie Curie herself is a Character
            s.pick(s.named("Kelonic Generator"))
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.DISCARD, ref
        assert Status.FLEETING not in s.named("Marie Curie").statuses
        s = scene(hand=[ref], landmarks=[GENERATOR])
        s.play(s.named("Marie Curie"))
        s.settle()
        s.no()
        s.settle()
        assert Status.FLEETING in s.named("Marie Curie").statuses, ref
    s = scene(hand=[CURIE[1]], hero_exp=[AMELIA])  # R2: a Character will do
    s.play(s.named("Marie Curie"))
    s.settle()
    s.yes()
    s.settle()
    if s.d.kind == "sacrifice":
        s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


@covers(*NURSERY)
def test_brassbug_nursery_sacrifices_a_permanent_for_a_brassbug() -> None:
    """Brassbug Nursery: "[T], 1, Sacrifice a Permanent: create a Brassbug Robot token in
    target Expedition." All of the cost is paid in one step (6.4.a); the C and R2 also
    "[J] Create an Aerolith token in your Landmarks"."""
    for ref in NURSERY:
        s = scene(hand=[ref], landmarks=[GENERATOR])
        s.play(s.named("Brassbug Nursery"))
        s.settle()
        if ref != NURSERY[1]:
            assert "Aerolith" in _landmark_names(s, 0), ref
        s.opp_pass()
        mana = s.ready_mana()
        s.quick(s.named("Brassbug Nursery"))
        s.settle()
        if s.d.kind == "sacrifice":
            s.pick(s.named("Kelonic Generator"))
        s.settle()
        s.pick_label("Me's hero Expedition")
        s.settle()
        assert len(s.tokens("Brassbug", 0, "hero")) == 1, ref
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert s.named("Brassbug Nursery").exhausted and s.ready_mana() == mana - 1


SIGNET = ("ALT_CYCLONE_B_AX_76_C", "ALT_CYCLONE_B_AX_76_R1", "ALT_CYCLONE_B_AX_76_R2")
GREMS = ("ALT_BISE_B_AX_53_C", "ALT_BISE_B_AX_53_R1", "ALT_BISE_B_AX_53_R2")
JAMMER = "ALT_CORE_B_AX_28_C"  # Armored Jammer: a Landmark, "[J] Sabotage."


@covers(SIGNET[0])
def test_axiom_signet_a_permanent_i_control_activates_its_join_abilities() -> None:
    """Axiom Signet: "Choose one: • Create a Brassbug … • Target Permanent you control
    activates its [J] abilities. • Discard target Permanent with Hand Cost 3 or less."
    Activating [J] abilities (7.3.1.b) runs them though nothing joined."""
    s = scene(hand=[SIGNET[0]], landmarks=[JAMMER], opp_reserve=[AMELIA])
    s.play(s.named("Axiom Signet"), exp=None)
    assert s.d.kind == "mode"
    s.answer("m:1")
    s.settle()
    s.settle()
    if s.d.kind == "target" and any(o.objects == (s.p(1).reserve[0].oid,) for o in s.d.options):
        s.pick(s.p(1).reserve[0])  # the Jammer's Sabotage
    s.settle()
    assert s.p(1).reserve == [] and s.logged("Sabotage")


@covers(SIGNET[1], SIGNET[2])
def test_axiom_signet_rare_chooses_two_modes() -> None:
    """Axiom Signet (rares): "Fleeting. Choose two: …" — two different modes, chosen as the
    Spell is declared (5.1.2.c) and resolved in the printed order (6.5.g)."""
    for ref in SIGNET[1:]:
        s = scene(hand=[ref], opp_landmarks=[GENERATOR])
        s.play(s.named("Axiom Signet"), exp=None)
        assert s.d.kind == "mode", ref
        s.answer(s.option(lambda o: o.label.startswith("Discard target Permanent")))
        assert s.d.kind == "mode"  # the second of two (5.1.2.c)
        assert not any(o.label.startswith("Discard target Permanent") for o in s.d.options)
        s.answer(s.option(lambda o: o.label.startswith("Create a Brassbug")))
        s.settle()
        s.pick_label("Me's hero Expedition")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Kelonic Generator"))
        s.settle()
        assert len(s.tokens("Brassbug", 0, "hero")) == 1, ref
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert s.named("Axiom Signet").zone is Zone.DISCARD  # Fleeting (2.4.6.b)


@covers(*GREMS)
def test_the_grems_choose_up_to_one() -> None:
    """The Grems: "[R] Choose up to one: • Discard target Permanent with Hand Cost 3 (R1: 5)
    or less. • Sacrifice a Permanent. If you do, create a Brassbug Robot token in target
    Expedition." No mode at all is a legal choice."""
    for ref in GREMS:
        s = scene(reserve=[ref], landmarks=[GENERATOR], opp_landmarks=[JAMMER])
        s.play(s.p(0).reserve[0])
        s.settle()
        assert s.d.kind == "mode" and "done" in [o.id for o in s.d.options], ref
        s.answer("m:1")
        s.settle()
        s.pick_label("Me's hero Expedition")
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert len(s.tokens("Brassbug", 0, "hero")) == 1
        s = scene(reserve=[ref], opp_landmarks=[JAMMER])
        s.play(s.p(0).reserve[0])
        s.settle()
        s.answer("m:0")
        s.settle()
        assert s.named("Armored Jammer").zone is Zone.DISCARD, ref
        s = scene(reserve=[ref], opp_landmarks=[JAMMER])
        s.play(s.p(0).reserve[0])
        s.settle()
        s.answer("done")  # "Choose no mode"
        s.settle()
        assert s.named("Armored Jammer").zone is Zone.LANDMARK and s.logged("chooses no mode")


ABY = ("ALT_BISE_B_AX_54_C", "ALT_BISE_B_AX_54_R1", "ALT_BISE_B_AX_54_R2")
EXTRACTOR = ("ALT_BISE_B_AX_60_R1", "ALT_BISE_B_AX_60_R2")
LUCAN = ("ALT_CYCLONE_B_AX_74_C", "ALT_CYCLONE_B_AX_74_R1", "ALT_CYCLONE_B_AX_74_R2")


@covers(ABY[0])
def test_aby_augments_one_target_card_in_play_or_in_reserve() -> None:
    """Aby, Sap Courier: "Scout 1. [J] You may Augment target card in play or in Reserve."
    Augment's reminder: "If it has counters, it gains 1 more." (7.3.3)."""
    s = scene(hand=[ABY[0]], reserve=[AMELIA])
    amelia = s.p(0).reserve[0]
    s.state.gain_counters(amelia, "boost", 1)
    assert any(k.name == "scout" for k in card_by_ref(ABY[0]).abilities)
    s.play(s.named("Aby, Sap Courier"))
    s.settle()
    s.yes()
    s.pick(amelia)
    s.settle()
    assert amelia.counters.get("boost") == 2


@covers(*ABY[1:], *EXTRACTOR)
def test_augment_any_number_of_targets() -> None:
    """Aby (rares) "[J]" and Sap Extractor (rares) "At Noon —": "Augment any number of target
    cards in play or in Reserve." Each chosen card with counters gains one more of a kind it
    has (7.3.3); any number means none too (6.5.b)."""
    for ref in (*ABY[1:], *EXTRACTOR):
        landmark = ref in EXTRACTOR
        s = scene(hand=[] if landmark else [ref], landmarks=[ref, BRASSBUG_HUB] if landmark
                  else [BRASSBUG_HUB], reserve=[AMELIA], settle=False)
        hub, amelia = s.named("Brassbug Hub"), s.p(0).reserve[0]
        s.state.gain_counters(hub, "kelon", 2)
        s.state.gain_counters(amelia, "boost", 1)
        s.settle()
        if not landmark:
            s.play(s.named("Aby, Sap Courier"))
            s.settle()
        assert s.d.kind == "target" and s.d.min == 0, ref
        s.pick(hub, amelia)
        s.settle()
        assert hub.counters.get("kelon") == 3 and amelia.counters.get("boost") == 2, ref


@covers(LUCAN[0], LUCAN[2])
def test_lucan_discards_reserve_cards_for_as_many_boosts() -> None:
    """Lucan, Hungry Leviathan: "Gigantic. [J] You may discard any number of cards from your
    Reserve to give me that many boosts." (7.3.5, 7.3.12)."""
    for ref in (LUCAN[0], LUCAN[2]):
        s = scene(hand=[ref], reserve=[AMELIA, TROOPER, JIAN])
        s.play(s.named("Lucan, Hungry Leviathan"))
        s.settle()
        keep = s.p(0).reserve[2]
        s.pick(*s.p(0).reserve[:2])
        s.settle()
        assert s.p(0).reserve == [keep], ref
        assert s.named("Lucan, Hungry Leviathan").counters.get("boost") == 2


@covers(LUCAN[1])
def test_lucan_rare_sacrifices_permanents_for_as_many_boosts() -> None:
    """Lucan (R1): "Gigantic, Tough 1. [J] You may sacrifice any number of Permanents to give
    me that many boosts." (7.3.25, 7.3.12)."""
    names = {a.name for a in card_by_ref(LUCAN[1]).abilities if hasattr(a, "name")}
    assert {"gigantic", "tough"} <= names
    s = scene(hand=[LUCAN[1]], landmarks=[GENERATOR, BRASSBUG_HUB])
    s.play(s.named("Lucan, Hungry Leviathan"))
    s.settle()
    s.pick(s.named("Kelonic Generator"))
    s.settle()
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    assert s.named("Brassbug Hub").zone is Zone.LANDMARK
    assert s.named("Lucan, Hungry Leviathan").counters.get("boost") == 1


SUPERVISOR = ("ALT_BISE_B_AX_55_R1", "ALT_BISE_B_AX_55_R2")
REFINERY = ("ALT_BISE_B_AX_63_C", "ALT_BISE_B_AX_63_R2")
PAJU = ("ALT_CYCLONE_B_AX_70_R1", "ALT_CYCLONE_B_AX_70_R2")
QUARRY = "ALT_CYCLONE_B_AX_82_R1"
WHISPERER = "ALT_CYCLONE_P_AX_84_R1"
BRASSBUG_HIVE = "ALT_CORE_B_AX_30_C"  # "[J] Create a Brassbug Robot token in target Expedition."


@covers(*SUPERVISOR)
def test_shortage_supervisor_rare_two_boosts_with_an_empty_hand() -> None:
    """Shortage Supervisor (rares): "[R] If your hand is empty, I gain 2 boosts, otherwise I
    gain 1 boost." Checked as the effect resolves (6.5.d-e)."""
    for ref in SUPERVISOR:
        s = scene(reserve=[ref])
        s.play(s.p(0).reserve[0])
        s.settle()
        assert s.named("Shortage Supervisor").counters.get("boost") == 1, ref  # fillers in hand
        s = scene(reserve=[ref])
        s.p(0).hand.clear()  # set-up: an empty hand
        s.play(s.p(0).reserve[0])
        s.settle()
        assert s.named("Shortage Supervisor").counters.get("boost") == 2, ref


@covers(*REFINERY)
def test_the_refinery_counts_cards_leaving_my_reserve_then_boosts_it() -> None:
    """The Refinery: "When a card leaves your Reserve during the Afternoon — I gain 1 Sap
    counter. [T], Spend 3 of my Sap counters: Characters in your Reserve gain 1 boost."
    Counters on a Reserve card (2.5.a); the opponent's Reserve is not mine (7.5.4)."""
    for ref in REFINERY:
        s = scene(landmarks=[ref], reserve=[TROOPER, AMELIA], opp_reserve=[JIAN])
        ref_card = s.named("The Refinery")
        s.play(s.p(0).reserve[0])  # a card leaves my Reserve
        s.settle()
        assert ref_card.counters.get("sap") == 1, ref
        s.state.gain_counters(ref_card, "sap", 2)  # set-up: three in all
        s.opp_pass()
        s.quick(ref_card)
        s.settle()
        assert s.p(0).reserve[0].counters.get("boost") == 1
        assert not s.p(1).reserve[0].counters and "sap" not in ref_card.counters


@covers(*PAJU)
def test_paju_reacts_to_a_robot_or_token_joining_its_expedition() -> None:
    """Paju, Axiom Pilot (rares): "When a Robot or a token joins my Expedition — If I have no
    boosts, I gain 1 boost, then create an Aerolith token in your Landmarks." A Brassbug
    (a Robot token) joining does it once; then Paju has a boost, so the condition fails."""
    for ref in PAJU:
        s = scene(hero_exp=[ref], hand=[BRASSBUG_HIVE, BRASSBUG_HIVE], mana=10)
        paju = s.named("Paju, Axiom Pilot")
        s.play(s.p(0).hand[-1], exp=None)
        s.settle()
        s.pick_label("Me's hero Expedition")
        s.settle()
        assert paju.counters.get("boost") == 1, ref
        assert _landmark_names(s, 0).count("Aerolith") == 1
        s.opp_pass()
        s.play(next(c for c in s.p(0).hand if c.name == "Brassbug Hive"), exp=None)
        s.settle()
        s.pick_label("Me's hero Expedition")
        s.settle()
        assert paju.counters.get("boost") == 1 and _landmark_names(s, 0).count("Aerolith") == 1
        assert s.logged("I have no boosts' is not met")


def test_paju_ignores_other_characters_and_the_other_expedition() -> None:
    """Neither a Character that is not a Robot nor a token joining elsewhere activates it."""
    s = scene(hero_exp=[PAJU[0]], hand=[AMELIA, BRASSBUG_HIVE], mana=10)
    s.play(s.named("Amelia Earhart"))
    s.settle()
    s.opp_pass()
    s.play(s.named("Brassbug Hive"), exp=None)
    s.settle()
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert not s.named("Paju, Axiom Pilot").counters


@covers(QUARRY)
def test_aerolith_quarry_rare_boosts_when_i_sacrifice_a_permanent() -> None:
    """Aerolith Quarry (R1): "When you sacrifice a Permanent — You may exhaust me to give
    target Character 1 boost." (6.4, 7.3.12)."""
    s = scene(landmarks=[QUARRY, GENERATOR], hand=[NURSERY[1]], hero_exp=[AMELIA], mana=9)
    s.play(s.named("Brassbug Nursery"))
    s.settle()
    s.opp_pass()
    s.quick(s.named("Brassbug Nursery"))
    s.settle()
    s.pick(s.named("Kelonic Generator"))  # the Nursery's cost
    s.settle()
    s.pick_label("Me's hero Expedition")
    s.settle()
    assert s.d.kind == "may"
    s.yes()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 1
    assert s.named("Aerolith Quarry").exhausted


@covers(WHISPERER)
def test_leviathan_whisperer_next_leviathan_cheaper_and_boosted() -> None:
    """Leviathan Whisperer: "[J] The next Leviathan you play this Afternoon costs 2 less and
    gains 1 boost." One Ongoing effect (2.2.14): cost at declaration (5.1.2.e), boost as it
    resolves (5.2.b)."""
    s = scene(hand=[WHISPERER, LUCAN[0]], mana=8)
    s.play(s.named("Leviathan Whisperer"))
    s.settle()
    s.opp_pass()
    lucan = s.named("Lucan, Hungry Leviathan")
    labels = [o.label for o in s.d.options if o.detail == "play" and lucan.oid in o.objects]
    assert labels and labels[0].endswith("costs 3")  # Hand Cost 5
    s.play(lucan)
    s.settle()
    assert s.named("Lucan, Hungry Leviathan").counters.get("boost") == 1


# ----------------------------------------------------------------------------- other factions
# cards of other factions that the words above read as well (the same printed sentences)
JUNIOR_CHEF = "ALT_BISE_B_BR_49_R2"
SAP_DISPERSAL = "ALT_BISE_B_MU_59_C"
CRIER = ("ALT_BISE_B_OR_49_R1", "ALT_BISE_B_OR_49_R2")


@covers(JUNIOR_CHEF)
def test_junior_chef_rare_noon_choice_then_resupply_with_two_boosts() -> None:
    """Junior Chef (R2): "[S] At Noon — Choose one: • I gain 1 boost, up to a max of 3.
    • [T] : I gain 2 boosts, up to a max of 3." then "[R] If I have 2 or more boosts,
    Resupply." — the boosts gained in Reserve stay when it is played (2.5.k)."""
    s = scene(reserve=[JUNIOR_CHEF], deck_top=[AMELIA])
    s.answer("m:1")
    s.settle()
    chef = s.p(0).reserve[0]
    assert chef.counters.get("boost") == 2 and chef.exhausted
    s = scene(reserve=[JUNIOR_CHEF], deck_top=[AMELIA])
    s.answer("m:0")
    s.settle()
    chef = s.p(0).reserve[0]
    s.state.gain_counters(chef, "boost", 1)  # set-up: a second boost
    s.play(chef)
    s.settle()
    assert [c.name for c in s.p(0).reserve] == ["Amelia Earhart"]


@covers(SAP_DISPERSAL)
def test_sap_dispersal_boosts_the_characters_of_my_reserve() -> None:
    """Sap Dispersal: "Characters in your Reserve gain 1 boost." Mine only (7.5.4), and
    Characters only."""
    s = scene(hand=[SAP_DISPERSAL], reserve=[AMELIA, GENERATOR], opp_reserve=[TROOPER])
    s.play(s.named("Sap Dispersal"), exp=None)
    s.settle()
    amelia, gen = s.named("Amelia Earhart"), s.named("Kelonic Generator")
    assert amelia.counters.get("boost") == 1 and not gen.counters
    assert not s.p(1).reserve[0].counters


@covers(*CRIER)
def test_ordis_crier_spends_a_boost_to_ready_two_orbs() -> None:
    """Ordis Crier (rares): "[R] You may spend 1 of my boosts to ready two Mana Orbs." and the
    support "I gain 1 boost, up to a max of 2" on another Character joining / a Spell."""
    for ref in CRIER:
        s = scene(reserve=[ref])
        crier = s.p(0).reserve[0]
        s.state.gain_counters(crier, "boost", 1)
        s.play(crier)
        s.settle()
        before = s.ready_mana()
        s.yes()
        s.settle()
        assert s.ready_mana() == before + 2 and not crier.counters, ref
    s = scene(reserve=[CRIER[0]], hand=[AMELIA])
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert s.p(0).reserve[0].counters.get("boost") == 1
    s = scene(reserve=[CRIER[1]], hand=[SAP_DISPERSAL])
    s.play(s.named("Sap Dispersal"), exp=None)
    s.settle()
    assert s.p(0).reserve[0].counters.get("boost") == 2  # its own support, then the Spell


FLAWED = ("ALT_ALIZE_B_AX_38_C", "ALT_ALIZE_B_AX_38_R1", "ALT_ALIZE_B_AX_38_R2")
COPPELIA = "ALT_CORE_B_AX_14_C"  # a Robot Character
KODAMA = "ALT_CORE_B_MU_09_C"  # a Plant Character


@covers(FLAWED[0])
def test_flawed_prototype_sacrifices_another_robot_or_permanent_or_itself() -> None:
    """Flawed Prototype: "[J] Sacrifice another Robot or Permanent. If you can't, sacrifice
    me." (7.3.25): a Robot or a Permanent I control, never itself; with none, itself."""
    s = scene(hand=[FLAWED[0]], hero_exp=[COPPELIA, AMELIA], landmarks=[GENERATOR])
    s.play(s.named("Flawed Prototype"))
    s.settle()
    assert s.d.kind == "sacrifice"
    objs = {oid for o in s.d.options for oid in o.objects}
    assert objs == {s.named("Coppélia").oid, s.named("Kelonic Generator").oid}
    s.pick(s.named("Coppélia"))
    s.settle()
    assert s.named("Coppélia").zone is Zone.DISCARD
    assert s.named("Flawed Prototype").zone is Zone.EXPEDITION
    s = scene(hand=[FLAWED[0]], hero_exp=[AMELIA])
    s.play(s.named("Flawed Prototype"))
    s.settle()
    assert s.named("Flawed Prototype").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


@covers(FLAWED[1])
def test_flawed_prototype_rare_boosts_when_the_sacrificed_card_cost_three() -> None:
    """Flawed Prototype (R1): "… If its Hand Cost was 3 or more, I gain 3 boosts. If you
    can't, sacrifice me." — the Hand Cost of what was sacrificed (6.3.j)."""
    for landmark, boosts in ((GENERATOR, 3), ("ALT_CORE_B_AX_26_C", 0)):  # costs 3 and 1
        s = scene(hand=[FLAWED[1]], landmarks=[landmark])
        s.play(s.named("Flawed Prototype"))
        s.settle()
        proto = s.named("Flawed Prototype")
        assert proto.zone is Zone.EXPEDITION and proto.counters.get("boost", 0) == boosts


@covers(FLAWED[2])
def test_flawed_prototype_plant_rare() -> None:
    """Flawed Prototype (R2): "[J] Sacrifice a Plant or Permanent. If you can't, sacrifice
    me." A Robot will not do."""
    s = scene(hand=[FLAWED[2]], hero_exp=[KODAMA, COPPELIA])
    s.play(s.named("Flawed Prototype"))
    s.settle()
    assert s.named("Kodama").zone is Zone.DISCARD
    assert s.named("Coppélia").zone is Zone.EXPEDITION
    assert s.named("Flawed Prototype").zone is Zone.EXPEDITION


@covers("ALT_BISE_B_YZ_51_R2")
def test_yzmir_nurse_rare_may_sacrifice_a_robot_or_permanent_for_two_boosts() -> None:
    """Yzmir Nurse (R2): "[H] You may sacrifice a Robot or Permanent. If you do, I gain 2
    boosts." (7.3.25, 6.5.f)."""
    s = scene(hand=["ALT_BISE_B_YZ_51_R2"], landmarks=[GENERATOR])
    s.play(s.named("Yzmir Nurse"))
    s.settle()
    s.yes()
    s.settle()
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    assert s.named("Yzmir Nurse").counters.get("boost") == 2
    s = scene(hand=["ALT_BISE_B_YZ_51_R2"])
    s.play(s.named("Yzmir Nurse"))
    s.settle()
    if s.d.kind == "may":
        s.yes()
    s.settle()
    assert not s.named("Yzmir Nurse").counters  # nothing to sacrifice: no "If you do"


AVALANCHE = ("ALT_ALIZE_B_AX_42_C", "ALT_ALIZE_B_AX_42_R1", "ALT_ALIZE_B_AX_42_R2")


@covers(*AVALANCHE)
def test_avalanche_sends_back_targets_within_a_total_mountain() -> None:
    """Avalanche: "Fleeting. Send to Reserve any number of target Characters with total [M]
    of 4 (R1: 5) or less." The targets' Mountain statistics (boosts count, 2.2.10) add up to
    at most the number; a choice over it is refused and changes nothing."""
    from engine.decisions import IllegalAnswer

    for ref, cap in zip(AVALANCHE, (4, 5, 4), strict=True):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA, AMELIA, TROOPER])
        amelias = [c for c in s.exp(1) if c.name == "Amelia Earhart"]
        trooper = s.named("Ordis Trooper")
        s.play(s.named("Avalanche"), exp=None)
        s.settle()
        assert s.d.kind == "target" and s.d.min == 0
        try:
            s.pick(*amelias, trooper)  # 2 + 2 + 1 = 5
            assert cap == 5, ref
        except IllegalAnswer:
            assert cap == 4
            s.pick(amelias[0], trooper)  # 3
        s.settle()
        assert trooper.zone is not Zone.EXPEDITION and amelias[0].zone is not Zone.EXPEDITION
        assert (amelias[1].zone is Zone.EXPEDITION) == (cap == 4), ref
        assert s.named("Avalanche").zone is Zone.DISCARD  # Fleeting (2.4.6.b)


GIBIL = ("ALT_ALIZE_B_AX_40_R1", "ALT_ALIZE_B_AX_40_R2")


@covers(*GIBIL)
def test_gibil_two_brassbugs_with_two_permanents_otherwise_one() -> None:
    """Gibil (rares): "[J] If you control two or more Permanents, create two Brassbug Robot
    tokens in target Expedition. Otherwise, create only one." (6.5.d-e, 7.3.4), and the
    support "[D] : Activate the [j] abilities of target Permanent you control." (7.3.1.b)."""
    for ref in GIBIL:
        for landmarks, n in (([GENERATOR, JAMMER], 2), ([GENERATOR], 1)):
            s = scene(hand=[ref], landmarks=landmarks)
            s.play(s.named("Gibil"))
            s.settle()
            s.pick_label("Me's companion Expedition")
            s.settle()
            assert len(s.tokens("Brassbug", 0, "companion")) == n, (ref, n)
        s = scene(reserve=[ref], landmarks=[JAMMER], opp_reserve=[AMELIA])
        s.quick(s.named("Gibil"))
        s.settle()
        s.pick(s.p(1).reserve[0])  # the Jammer's [J] Sabotage
        s.settle()
        assert s.p(1).reserve == [] and s.named("Gibil").zone is Zone.DISCARD


FAB_LAB = ("ALT_DUSTER_B_AX_99_C", "ALT_DUSTER_B_AX_99_R1", "ALT_DUSTER_B_AX_99_R2")
SALVAGER = "ALT_CORE_B_AX_08_C"  # Axiom Salvager: "[R] Resupply."


@covers(*FAB_LAB)
def test_fab_lab_unit_next_character_in_its_expedition_activates_an_r_ability() -> None:
    """Fab Lab Unit: "[T] : The next Character played from your hand in my Expedition this
    turn activates one of its [r] abilities (R1: , then gains 1 boost)." An Ongoing effect
    (2.2.14) used up by a Character played from Hand into the Gear's Expedition only; the
    ability is activated (7.3.1.b) though the card came from Hand."""
    for ref in FAB_LAB:
        s = scene(hero_exp=[ref], hand=[SALVAGER], deck_top=[AMELIA, TROOPER])
        s.quick(s.named("Fab Lab Unit"))
        s.settle()
        s.play(s.named("Axiom Salvager"), exp="hero")
        s.settle()
        assert [c.name for c in s.p(0).reserve] == ["Ordis Trooper"], ref  # Resupplied
        boosts = s.named("Axiom Salvager").counters.get("boost", 0)
        assert boosts == (1 if ref == FAB_LAB[1] else 0), ref
        s = scene(hero_exp=[ref], hand=[SALVAGER], deck_top=[AMELIA, TROOPER])
        s.quick(s.named("Fab Lab Unit"))
        s.settle()
        s.play(s.named("Axiom Salvager"), exp="companion")  # not the Gear's Expedition
        s.settle()
        assert s.p(0).reserve == [], ref


EDISON = ("ALT_DUSTER_B_AX_90_C", "ALT_DUSTER_B_AX_90_R1", "ALT_DUSTER_B_AX_90_R2")


@covers(EDISON[0])
def test_thomas_edison_borrows_the_r_ability_of_a_discarded_character() -> None:
    """Thomas Edison: "[J] You may discard a Character from your Reserve. If you do, I
    activate one of its [r] abilities as if it was mine." (7.3.5, 7.3.1.b): "I" in that
    ability is Edison — Shortage Supervisor's boost goes to him."""
    s = scene(hand=[EDISON[0]], reserve=[SUPERVISOR[0], GENERATOR])
    s.play(s.named("Thomas Edison"))
    s.settle()
    objs = {oid for o in s.d.options for oid in o.objects}
    assert s.named("Kelonic Generator").oid not in objs  # Characters only
    s.pick(s.named("Shortage Supervisor"))
    s.settle()
    assert s.named("Shortage Supervisor").zone is Zone.DISCARD
    assert s.named("Thomas Edison").counters.get("boost") == 1  # hand not empty: 1 boost
    assert not s.named("Shortage Supervisor").counters


@covers(*EDISON[1:])
def test_thomas_edison_rare_up_to_two_characters_and_abilities() -> None:
    """Thomas Edison (rares): "[J] You may discard up to two Characters from your Reserve. If
    you do, I activate up to two of their [r] abilities as if they were mine."."""
    for ref in EDISON[1:]:
        s = scene(hand=[ref], reserve=[SUPERVISOR[0], SALVAGER, AMELIA], deck_top=[TROOPER])
        s.play(s.named("Thomas Edison"))
        s.settle()
        s.pick(s.named("Shortage Supervisor"), s.named("Axiom Salvager"))
        s.settle()
        assert s.d.kind == "choose_card" and s.d.max == 2
        s.answer([o.id for o in s.d.options])
        s.settle()
        assert s.named("Thomas Edison").counters.get("boost") == 1, ref
        assert "Ordis Trooper" in [c.name for c in s.p(0).reserve]  # the Salvager's Resupply
        assert s.named("Amelia Earhart").zone is Zone.RESERVE


SPHURA = "ALT_DUSTER_B_AX_95_E"


@covers(SPHURA)
def test_sphura_cheaper_with_exhausted_cards_then_readies_two() -> None:
    """Sphura, Reka Hexarch: "Play me for 1 less if you control an exhausted Permanent. Play
    me for 1 less if there's an exhausted card in your Reserve. [J] If there are four or more
    exhausted cards among Permanents you control and cards in your Reserve, ready up to two of
    them." (5.1.2.e; 7.3.18)."""
    s = scene(hand=[SPHURA], landmarks=[GENERATOR, JAMMER], reserve=[AMELIA, TROOPER])
    sphura = s.named("Sphura, Reka Hexarch")
    assert any(o.label.endswith("costs 5") for o in s.d.options if sphura.oid in o.objects)
    for tired, paid in ((("Kelonic Generator",), 4), (("Kelonic Generator", "reserve"), 3)):
        s = scene(hand=[SPHURA], landmarks=[GENERATOR, JAMMER], reserve=[AMELIA, TROOPER])
        _tire(s, *[s.p(0).reserve[0] if n == "reserve" else s.named(n) for n in tired])
        s.play(s.named("Sphura, Reka Hexarch"))
        s.settle()
        assert s.ready_mana() == 8 - paid, tired
    s = scene(hand=[SPHURA], landmarks=[GENERATOR, JAMMER], reserve=[AMELIA, TROOPER])
    gen, jam = s.named("Kelonic Generator"), s.named("Armored Jammer")
    amelia, trooper = s.p(0).reserve
    _tire(s, gen, jam, amelia, trooper)
    s.play(s.named("Sphura, Reka Hexarch"))
    s.settle()
    assert s.d.kind == "choose_card" and s.d.max == 2
    s.pick(gen, amelia)
    s.settle()
    assert not gen.exhausted and not amelia.exhausted and jam.exhausted and trooper.exhausted


@covers("ALT_BISE_B_AX_63_R1")
def test_the_refinery_rare_distributes_three_boosts_in_any_reserve() -> None:
    """The Refinery (R1): "[T], Spend 3 of my Sap counters: distribute 3 boosts among any
    Characters in Reserve." Any Reserve (7.5.4), the same Character more than once; each gains
    its share at once (7.3.12)."""
    s = scene(landmarks=["ALT_BISE_B_AX_63_R1"], reserve=[JIAN, AMELIA, GENERATOR],
              opp_reserve=[TROOPER])
    refinery = s.named("The Refinery")
    s.play(s.named("Jian, Assembly Overseer"))  # leaves my Reserve: 1 Sap counter
    s.settle()
    assert refinery.counters.get("sap") == 1
    s.state.gain_counters(refinery, "sap", 2)  # set-up: three in all
    s.opp_pass()
    s.quick(refinery)
    s.settle()
    amelia, trooper = s.named("Amelia Earhart"), s.named("Ordis Trooper")
    assert s.named("Kelonic Generator").oid not in {o.objects[0] for o in s.d.options}
    s.pick(amelia)
    s.pick(trooper)
    s.pick(amelia)
    s.settle()
    assert amelia.counters.get("boost") == 2 and trooper.counters.get("boost") == 1
    assert "sap" not in refinery.counters and refinery.exhausted


def test_frozen_reprocessor_rare_exhausted_resupply_when_it_joins() -> None:
    """Frozen Reprocessor (rares) also: "[J] Exhausted Resupply." (7.3.11)."""
    for ref in REPROCESSOR[1:]:
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.play(s.named("Frozen Reprocessor"))
        s.settle()
        (amelia,) = s.p(0).reserve
        assert amelia.name == "Amelia Earhart" and amelia.exhausted, ref


RESTOCKING_R1 = "ALT_CYCLONE_B_AX_81_R1"


@covers(RESTOCKING_R1)
def test_restocking_station_rare_spends_any_number_for_as_many_targets() -> None:
    """Restocking Station (R1): "[J] I gain 3 Kelon counters. [T], Spend any number of my
    Kelon counters: the same number of target Characters lose Fleeting." The number spent
    with the cost (6.4) is the number of targets (6.5.b); Fleeting lost (7.3.15)."""
    s = scene(hand=[RESTOCKING_R1], hero_exp=[AMELIA, TROOPER, JIAN])
    s.play(s.named("Restocking Station"))
    s.settle()
    station = s.named("Restocking Station")
    assert station.counters.get("kelon") == 3
    chars = s.exp(0)
    for c in chars:
        s.state.gain_status(c, Status.FLEETING)  # set-up: three Fleeting Characters
    s.opp_pass()
    s.quick(station)
    s.settle()
    assert s.d.kind == "choose_counter"
    s.pick_label("Spend 2")
    s.settle()
    assert s.d.kind == "target" and (s.d.min, s.d.max) == (2, 2)
    s.pick(chars[0], chars[1])
    s.settle()
    assert [Status.FLEETING in c.statuses for c in chars] == [False, False, True]
    assert station.counters.get("kelon") == 1 and station.exhausted


DELLA = "ALT_DUSTER_B_AX_85_C"


@covers(DELLA)
def test_della_and_bolt_ready_costs_two_more_for_a_big_permanent() -> None:
    """Della & Bolt (Hero): "[T] : Ready target Permanent in play or target card in Reserve.
    This costs 2 more to target a Permanent in play with Hand Cost 5 or more." The extra mana
    is paid as the target is chosen, as a Tough cost is (7.4.7.c)."""
    monolith = "ALT_CORE_B_OR_28_C"  # The Monolith, Ordis Bastion: a Landmark, Hand Cost 5
    s = scene(hero=DELLA, landmarks=[monolith, GENERATOR], reserve=[AMELIA])
    big, gen = s.named("The Monolith, Ordis Bastion"), s.named("Kelonic Generator")
    amelia = s.p(0).reserve[0]
    _tire(s, big, gen, amelia)
    mana = s.ready_mana()
    s.quick(s.named("Della & Bolt"))
    s.settle()
    labels = {o.objects[0]: o.label for o in s.d.options}
    assert "pay 2" in labels[big.oid] and "pay" not in labels[gen.oid]
    s.pick(big)
    s.settle()
    assert not big.exhausted and s.ready_mana() == mana - 2
    s2 = scene(hero=DELLA, landmarks=[GENERATOR], reserve=[AMELIA])
    _tire(s2, s2.p(0).reserve[0])
    mana = s2.ready_mana()
    s2.quick(s2.named("Della & Bolt"))
    s2.settle()
    s2.pick(s2.p(0).reserve[0])
    s2.settle()
    assert not s2.p(0).reserve[0].exhausted and s2.ready_mana() == mana
