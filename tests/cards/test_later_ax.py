"""Axiom cards of the later sets (Alize, Bise, Cyclone, Duster) added for Card pool II:
one test per family of the same printed text, played through real decisions, each citing
the rule (Complete Rules v3.0) or the reminder text it enforces (docs/mechanisms.md,
"Axiom in the later sets")."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Status
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 Character, Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 Character, Hand Cost 1
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
