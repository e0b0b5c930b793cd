"""Alize cards read by the parser (engine/cards/parsed.py), one test per family of the same
text, played through real decisions; and the mechanisms Alize leans on — exhausted cards
in Reserve (2.4.5.c, 2.4.5.e), Exhausted Resupply (7.3.11), "behind" Expeditions (7.5.2),
"When you exhaust a card in Reserve" — each with a test citing its rule or reminder text
(docs/mechanisms.md)."""

from __future__ import annotations

from engine import Game
from engine.model import Phase, Status, Zone
from engine.position import Position, Side, orbs
from tests.cards.helpers import (
    FILLER,
    Scene,
    _filler,
    covers,
    exhausted_in_reserve,
    quick_labels,
    scene,
    tired_supplier,
)

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1
WALRUS_R1 = "ALT_ALIZE_B_AX_36_R1"  # [R] You may exhaust target card in Reserve
JACK_FROST = "ALT_ALIZE_B_MU_31_C"  # [H] You may exhaust target card in Reserve
JACK_FROST_R1 = "ALT_ALIZE_B_MU_31_R1"  # [J] You may exhaust target card in Reserve
DONG_DA_SHEN_R1 = "ALT_ALIZE_B_OR_35_R1"  # At Noon — You may exhaust target card in Reserve
PAMOLA = "ALT_ALIZE_B_YZ_34_C"  # [S] Exhaust target card in Reserve
RIME_FROST = "ALT_ALIZE_B_YZ_39_C"  # Spell: Exhaust target card in Reserve
DARING_PORTER = "ALT_ALIZE_B_AX_37_C"  # [R] Exhausted Resupply
DARING_PORTER_R1 = "ALT_ALIZE_B_AX_37_R1"  # [J] Exhausted Resupply
FROZEN_DELIVERY_R1 = "ALT_ALIZE_B_AX_41_R1"  # Spell: Exhausted Resupply
NISSE = "ALT_ALIZE_B_LY_36_C"  # [H] roll: 4+ Resupply, 1-3 Exhausted Resupply
HOUND = "ALT_ALIZE_B_OR_33_C"  # [J] If my Expedition is behind, I gain 1 boost
OVERSEER = "ALT_ALIZE_B_OR_34_C"  # [J] If behind, create an Ordis Recruit in my Expedition
BENZAITEN = "ALT_ALIZE_B_OR_46_C"  # [J] If behind, draw a card
NILAM = "ALT_ALIZE_B_YZ_45_C"  # When you exhaust a card in Reserve — exhaust me: Mana Moth
KURAOKAMI = "ALT_ALIZE_P_AX_48_C"  # [H] Exhaust all cards in Reserve


def _exhaust_target(s, who, card) -> None:
    """Accept the optional "exhaust target card in Reserve" and choose `card`."""
    s.settle()
    if s.d.kind == "may":
        s.yes()
    if s.d.kind == "target":  # a lone legal target is chosen without asking
        assert s.d.player == who, s.d
        s.pick(card)


# ------------------------------------------------------------------ exhausted cards in Reserve
@covers(WALRUS_R1, "ALT_ALIZE_B_AX_36_R2")
def test_walrus_scout_exhausts_opponents_reserve_card_which_cannot_be_played() -> None:
    """Walrus Scout (rare), Lord Kelvin, Skadi: [R] You may exhaust target card in Reserve.
    Any Reserve is open to the target; the exhausted card can't be played (2.4.5.c, the
    reminder text: "Exhausted cards can't be played")."""
    s = scene(reserve=[WALRUS_R1], opp_reserve=[AMELIA])
    amelia = s.named("Amelia Earhart")
    s.play(s.named("Walrus Scout"))
    _exhaust_target(s, 0, amelia)
    assert amelia.zone is Zone.RESERVE and Status.EXHAUSTED in amelia.statuses
    s.settle()
    s.until(lambda s: s.d.kind == "turn" and s.d.player == 1)
    assert "2.4.5.c" in (s.g.why_illegal(1, amelia.oid) or "")
    # declining the "may" leaves the card ready
    s = scene(reserve=[WALRUS_R1], opp_reserve=[AMELIA])
    s.play(s.named("Walrus Scout"))
    s.settle()
    s.no()
    assert not s.named("Amelia Earhart").exhausted


@covers(JACK_FROST)
def test_jack_frost_from_hand_exhausts_a_card_in_my_own_reserve_too() -> None:
    """Jack Frost: [H] You may exhaust target card in Reserve — "in Reserve" names no
    owner, so a card of my own Reserve is a legal target as well (7.5.4)."""
    s = scene(hand=[JACK_FROST], reserve=[AMELIA], opp_reserve=[TROOPER])
    s.play(s.named("Jack Frost"))
    s.settle()
    s.yes()
    labels = {o.objects for o in s.d.options}
    assert {(s.named("Amelia Earhart").oid,), (s.named("Ordis Trooper").oid,)} <= labels
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").exhausted


@covers(JACK_FROST_R1, "ALT_ALIZE_B_MU_31_R2")
def test_jack_frost_rare_exhausts_when_joining() -> None:
    """Jack Frost (rare): [J] You may exhaust target card in Reserve (7.1.1.a: also when
    played from Reserve)."""
    s = scene(reserve=[JACK_FROST_R1], opp_reserve=[AMELIA])
    s.play(s.named("Jack Frost"))
    _exhaust_target(s, 0, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").exhausted


@covers(DONG_DA_SHEN_R1, "ALT_ALIZE_B_OR_35_R2")
def test_dong_da_shen_exhausts_at_noon() -> None:
    """Dong Da Shen (rare): At Noon — You may exhaust target card in Reserve."""
    s = scene(hero_exp=[DONG_DA_SHEN_R1], opp_reserve=[AMELIA], settle=False)
    _exhaust_target(s, 0, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").exhausted


@covers(PAMOLA, "ALT_ALIZE_B_YZ_34_R1", "ALT_ALIZE_B_YZ_34_R2")
def test_pamola_support_exhausts_and_exhausted_supports_do_nothing() -> None:
    """Pamola, Chrysalis (rare): [S] Discard me from Reserve: Exhaust target card in Reserve.
    The exhausted Pamola of the opponent loses its own support ability (2.4.5.e; the
    reminder text: "Exhausted cards … have no Support abilities")."""
    s = scene(reserve=[PAMOLA], opp_reserve=[PAMOLA])
    mine, theirs = s.named("Pamola", who=0), s.named("Pamola", who=1)
    s.quick(mine)
    _exhaust_target(s, 0, theirs)  # my Pamola, discarded as the cost, is no longer in Reserve
    assert mine.zone is Zone.DISCARD and theirs.exhausted
    s.until(lambda s: s.d.kind == "turn" and s.d.player == 1)
    assert not any(theirs.oid in o.objects for o in s.d.options if o.detail == "quick")
    # an exhausted Pamola of my own offers no quick action either
    s, card = exhausted_in_reserve(PAMOLA)
    s.opp_pass()
    assert not any("Pamola" in lab for lab in quick_labels(s))
    assert "2.4.5.c" in (s.g.why_illegal(0, card.oid) or "")


@covers(RIME_FROST)
def test_rime_frost_spell() -> None:
    """Rime Frost: Exhaust target card in Reserve (the Spell itself goes to Reserve after,
    5.2.4.b, and is not a target while it resolves)."""
    s = scene(hand=[RIME_FROST], opp_reserve=[AMELIA])
    s.play(s.named("Rime Frost"), exp=None)
    _exhaust_target(s, 0, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").exhausted


# ------------------------------------------------------------------ Exhausted Resupply (7.3.11)
@covers(DARING_PORTER, "ALT_DUSTER_B_AX_91_C", "ALT_DUSTER_B_AX_91_R1", "ALT_DUSTER_B_AX_91_R2")
def test_daring_porter_exhausted_resupply_from_reserve() -> None:
    """Daring Porter, Vending Bot (Duster): [R] Exhausted Resupply — the top card of my Deck goes to Reserve,
    then is exhausted (7.3.11; the reminder: "Put the top card of your deck in Reserve,
    then exhaust it"); it can't be played (2.4.5.c)."""
    s = scene(reserve=[DARING_PORTER], deck_top=[AMELIA])
    s.play(s.named("Daring Porter"))
    s.settle()
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.RESERVE and amelia.exhausted
    assert any(e.rule == "7.3.11" for e in s.g.log)
    s.opp_pass()
    assert "2.4.5.c" in (s.g.why_illegal(0, amelia.oid) or "")


@covers(DARING_PORTER_R1, "ALT_ALIZE_B_AX_37_R2")
def test_daring_porter_rare_exhausted_resupply_on_join() -> None:
    """Daring Porter (rare): [J] Exhausted Resupply, also when played from Hand."""
    s = scene(hand=[DARING_PORTER_R1], deck_top=[AMELIA])
    s.play(s.named("Daring Porter"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Amelia Earhart").exhausted


@covers(FROZEN_DELIVERY_R1, "ALT_ALIZE_B_AX_41_R2")
def test_frozen_delivery_rare_spell() -> None:
    """Frozen Delivery (rare): Exhausted Resupply as a Spell's effect."""
    s = scene(hand=[FROZEN_DELIVERY_R1], deck_top=[AMELIA])
    s.play(s.named("Frozen Delivery"), exp=None)
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Amelia Earhart").exhausted


@covers(NISSE, "ALT_ALIZE_B_LY_36_R1", "ALT_ALIZE_B_LY_36_R2")
def test_nisse_roll_decides_ready_or_exhausted() -> None:
    """Nisse: [H] Roll a die. On 4+ Resupply; on 1-3 Exhausted Resupply (7.3.11)."""
    for roll, exhausted in ((5, False), (2, True)):
        s = scene(hand=[NISSE], deck_top=[AMELIA])
        s.rig_dice(roll)
        s.play(s.named("Nisse"))
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted is exhausted, roll


# ------------------------------------------------------------------ behind (7.5.2)
def _opp_ahead(s) -> None:
    """The opponent's hero Expedition one region further from its start than mine: my
    hero Expedition is behind (7.5.2.b); my companion Expedition stays tied (7.5.2.c)."""
    s.state.players[1].position["hero"] += 1


@covers(HOUND, "ALT_ALIZE_B_OR_33_R1", "ALT_ALIZE_B_OR_33_R2")
def test_hound_boost_only_when_behind() -> None:
    """Hound: [J] If my Expedition is behind, I gain 1 boost (7.5.2.b: closer to its
    starting region than the opposing Expedition); tied is not behind."""
    s = scene(hand=[HOUND, HOUND])
    _opp_ahead(s)
    s.play(s.p(0).hand[-2], exp="hero")
    s.settle()
    (hound,) = s.exp(0, "hero")
    assert hound.counters.get("boost") == 1
    s.opp_pass()
    s.play(s.p(0).hand[-1], exp="companion")
    s.settle()
    (tied,) = s.exp(0, "companion")
    assert not tied.counters.get("boost")


@covers(OVERSEER, "ALT_ALIZE_B_OR_34_R2")
def test_ordis_overseer_recruit_when_behind() -> None:
    """Ordis Overseer: [J] If my Expedition is behind, create an Ordis Recruit in my
    Expedition (7.5.2.b)."""
    s = scene(hand=[OVERSEER])
    _opp_ahead(s)
    s.play(s.named("Ordis Overseer"), exp="hero")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1
    s = scene(hand=[OVERSEER])
    s.play(s.named("Ordis Overseer"), exp="hero")
    s.settle()
    assert not s.tokens("Ordis Recruit", 0)


@covers(BENZAITEN, "ALT_ALIZE_B_OR_46_R2")
def test_benzaiten_draws_when_behind() -> None:
    """Benzaiten: [J] If my Expedition is behind, draw a card (7.5.2.b)."""
    for behind in (True, False):
        s = scene(hand=[BENZAITEN])
        if behind:
            _opp_ahead(s)
        before = len(s.p(0).hand)
        s.play(s.named("Benzaiten"), exp="hero")
        s.settle()
        assert len(s.p(0).hand) == before - 1 + (1 if behind else 0), behind


# ------------------------------------------------------------------ When you exhaust a card in Reserve
@covers(NILAM, "ALT_ALIZE_B_YZ_45_R2")
def test_nilam_reacts_to_exhausting_a_reserve_card() -> None:
    """The Nilam: [J] You may exhaust target card in Reserve; When you exhaust a card in
    Reserve — You may exhaust me to create a Mana Moth in target Expedition.  My own
    exhausting activates it (1.4.7: I am the one who exhausts)."""
    s = scene(hand=[NILAM], opp_reserve=[AMELIA])
    s.play(s.named("The Nilam, Withered Tree"), exp=None)
    _exhaust_target(s, 0, s.named("Amelia Earhart"))
    s.settle()
    assert s.d.kind == "may" and s.d.player == 0, s.d
    s.yes()
    s.pick_label("Me's hero Expedition")
    s.settle()
    assert len(s.tokens("Mana Moth", 0, "hero")) == 1
    assert s.named("The Nilam, Withered Tree").exhausted


@covers("ALT_ALIZE_B_YZ_45_R1")
def test_nilam_ignores_the_opponents_exhausting() -> None:
    """The Nilam (rare, no [J]): the opponent's Exhausted Resupply exhausts a card in
    Reserve, but "you" did not exhaust it: no Reaction (1.4.7).  Mine does (7.3.11)."""
    s = scene(landmarks=["ALT_ALIZE_B_YZ_45_R1"], first=False, opp_hand=[DARING_PORTER_R1],
              opp_deck_top=[AMELIA])
    s.settle()
    assert s.d.player == 1
    s.answer(s.option(lambda o: o.detail == "play" and
                      s.named("Daring Porter").oid in o.objects))
    s.settle()
    assert s.named("Amelia Earhart").exhausted
    assert not any(o for o in (s.d.options or ()) if s.d.kind == "may")
    s, _ = exhausted_in_reserve(AMELIA, landmarks=["ALT_ALIZE_B_YZ_45_R1"])
    assert s.d.kind == "may" and s.d.player == 0


# ------------------------------------------------------------------ Exhaust all cards in Reserve
@covers(KURAOKAMI, "ALT_ALIZE_P_BR_48_C", "ALT_ALIZE_P_LY_48_C", "ALT_ALIZE_P_MU_48_C",
        "ALT_ALIZE_P_OR_48_C", "ALT_ALIZE_P_YZ_48_C")
def test_kuraokami_exhausts_every_reserve() -> None:
    """Kuraokami Unbound: [H] Exhaust all cards in Reserve — both players' (no owner is
    named, 7.5.4)."""
    s = scene(hand=[KURAOKAMI], reserve=[AMELIA], opp_reserve=[TROOPER, PAMOLA])
    s.play(s.p(0).hand[-1], exp="hero")
    s.settle()
    assert all(c.exhausted for p in (0, 1) for c in s.p(p).reserve)
    assert len(s.p(1).reserve) == 2


@covers("ALT_ALIZE_P_BR_48_R1")
def test_kuraokami_bravos_rare_boosts_fleeting_from_reserve() -> None:
    """Kuraokami Unbound (Bravos rare): [R] Fleeting Characters you control gain 2 boosts —
    itself included, as it is Fleeting when played from Reserve (2.4.6.c)."""
    s = scene(reserve=["ALT_ALIZE_P_BR_48_R1"])
    s.play(s.named("Kuraokami Unbound"), exp="hero")
    s.settle()
    assert s.named("Kuraokami Unbound").counters.get("boost") == 2


@covers("ALT_ALIZE_P_LY_48_R1")
def test_kuraokami_lyra_rare_returns_then_exhausts() -> None:
    """Kuraokami Unbound (Lyra rare): [H] Return a card from your Reserve to your hand,
    then exhaust all cards in Reserve — the returned card is out of reach."""
    s = scene(hand=["ALT_ALIZE_P_LY_48_R1"], reserve=[AMELIA, TROOPER])
    s.play(s.named("Kuraokami Unbound"), exp="hero")
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.HAND
    assert s.named("Ordis Trooper").exhausted


@covers("ALT_ALIZE_P_MU_48_R1")
def test_kuraokami_muna_rare_anchored() -> None:
    """Kuraokami Unbound (Muna rare): [H] Exhaust all cards in Reserve; [J] I gain Anchored."""
    s = scene(hand=["ALT_ALIZE_P_MU_48_R1"], opp_reserve=[AMELIA])
    s.play(s.named("Kuraokami Unbound"), exp="hero")
    s.settle()
    assert Status.ANCHORED in s.named("Kuraokami Unbound").statuses
    assert s.named("Amelia Earhart").exhausted


# ------------------------------------------------------------------ going to Reserve exhausted
def _tired(top: str, *reserve: str):
    """My Tired Supplier's Exhausted Resupply puts `top` exhausted in my Reserve (7.3.11),
    beside `reserve`; then the opponent passes and it is my turn again."""
    s = scene(hand=[tired_supplier()], deck_top=[top], reserve=list(reserve))
    s.play(s.named("Tired Supplier"))
    s.settle()
    s.opp_pass()
    return s


@covers("ALT_ALIZE_B_AX_32_C", "ALT_ALIZE_B_AX_32_R1", "ALT_ALIZE_B_AX_32_R2")
def test_machine_in_the_ice_sends_itself_and_arrives_exhausted() -> None:
    """The Machine in the Ice: [H] Send me to Reserve; When I go to Reserve from anywhere —
    Exhaust me (a self-move Reaction, 6.3.c-d).  In Reserve it can't be played (2.4.5.c)
    until the Morning's Prepare readies it (4.2.1.c)."""
    s = scene(hand=["ALT_ALIZE_B_AX_32_C"])
    s.play(s.named("The Machine in the Ice"), exp="hero")
    s.settle()
    machine = s.named("The Machine in the Ice")
    assert machine.zone is Zone.RESERVE and machine.exhausted
    s.opp_pass()
    assert "2.4.5.c" in (s.g.why_illegal(0, machine.oid) or "")
    s.next_day()
    assert not s.named("The Machine in the Ice").exhausted


@covers("ALT_ALIZE_B_AX_33_C")
def test_rocket_puffin_readies_an_exhausted_reserve_card() -> None:
    """Rocket Puffin: [J] You may ready an exhausted card in Reserve (7.3.18): the card may
    be played again (2.4.5.b-c)."""
    s = _tired(AMELIA, "ALT_ALIZE_B_AX_33_C")
    amelia = s.named("Amelia Earhart")
    s.play(s.named("Rocket Puffin"), exp="hero")
    s.settle()
    s.yes()
    if s.d.kind == "choose_card" or s.d.kind == "target":
        s.pick(amelia)
    s.settle()
    assert not amelia.exhausted
    assert s.g.why_illegal(0, amelia.oid) is None or "2.4.5.c" not in s.g.why_illegal(0, amelia.oid)


@covers("ALT_ALIZE_B_AX_33_R1", "ALT_ALIZE_B_AX_33_R2")
def test_rocket_puffin_rare_boost_only_if_something_was_readied() -> None:
    """Rocket Puffin (rare): "… If you do, I gain 1 boost" — with no exhausted card in any
    Reserve nothing is readied, so no boost (6.5.f)."""
    s = _tired(AMELIA, "ALT_ALIZE_B_AX_33_R1")
    s.play(s.named("Rocket Puffin"), exp="hero")
    s.settle()
    s.yes()
    s.settle()
    assert s.named("Rocket Puffin").counters.get("boost") == 1
    s = scene(hand=["ALT_ALIZE_B_AX_33_R1"], reserve=[AMELIA])
    s.play(s.named("Rocket Puffin"), exp="hero")
    s.settle()
    if s.d.kind == "may":
        s.yes()
    s.settle()
    assert not s.named("Rocket Puffin").counters.get("boost")


@covers("ALT_ALIZE_B_YZ_40_C", "ALT_ALIZE_B_YZ_40_R1", "ALT_ALIZE_B_YZ_40_R2")
def test_freeze_sends_to_reserve_exhausted() -> None:
    """Freeze: Send target Character to Reserve, then exhaust it — the card as it arrives
    in Reserve (1.4.4); the opponent can't play it back (2.4.5.c)."""
    s = scene(hand=["ALT_ALIZE_B_YZ_40_C"], opp_hero_exp=[AMELIA])
    s.play(s.named("Freeze"), exp=None)
    _exhaust_target(s, 0, s.named("Amelia Earhart"))
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.RESERVE and amelia.exhausted
    s.until(lambda s: s.d.kind == "turn" and s.d.player == 1)
    assert "2.4.5.c" in (s.g.why_illegal(1, amelia.oid) or "")


# ------------------------------------------------------------------ your hand / Reserve counted
def _empty_handed(reserve: list[str], hand: tuple[str, ...] = ()) -> Scene:
    """A game at the Noon of day 1 (position builder) where my hand holds only `hand`."""
    f = _filler()
    assert f == FILLER
    me = Side("Me", hand=list(hand), deck=[f] * 14, reserve=reserve, mana=orbs(f, 8))
    opp = Side("Opp", hand=[f, f, f], deck=[f] * 14, mana=orbs(f, 8))
    s = Scene(Game.from_position(Position((me, opp), day=1, phase=Phase.NOON, first=0), seed=0))
    s.settle()
    return s


@covers("ALT_ALIZE_B_AX_34_C", "ALT_ALIZE_B_AX_34_R2", "ALT_BISE_B_AX_55_C")
def test_little_match_girl_draws_only_with_an_empty_hand() -> None:
    """The Little Match Girl: [R] If your hand is empty, draw a card.  The Bise card of the
    same condition gains a boost instead."""
    s = _empty_handed(["ALT_ALIZE_B_AX_34_C"])
    s.play(s.named("The Little Match Girl"), exp="hero")
    s.settle()
    assert len(s.p(0).hand) == 1
    s = scene(reserve=["ALT_ALIZE_B_AX_34_C"])  # three cards in hand
    s.play(s.named("The Little Match Girl"), exp="hero")
    s.settle()
    assert len(s.p(0).hand) == 3
    s = _empty_handed(["ALT_BISE_B_AX_55_C"])
    s.play(s.p(0).reserve[0], exp="hero")
    s.settle()
    assert s.exp(0, "hero")[0].counters.get("boost") == 1


@covers("ALT_ALIZE_B_AX_34_R1")
def test_little_match_girl_rare_counts_the_reserve_too() -> None:
    """The Little Match Girl (rare): … If your Reserve is empty, draw a card — once she has
    left it, the Reserve is empty, so an empty hand draws two cards, one after the other."""
    s = _empty_handed(["ALT_ALIZE_B_AX_34_R1"])
    s.play(s.named("The Little Match Girl"), exp="hero")
    s.settle()
    assert len(s.p(0).hand) == 2
    s = _empty_handed(["ALT_ALIZE_B_AX_34_R1", AMELIA])
    s.play(s.named("The Little Match Girl"), exp="hero")
    s.settle()
    assert len(s.p(0).hand) == 1


@covers("ALT_ALIZE_B_BR_38_C", "ALT_ALIZE_B_BR_38_R2")
def test_akhlut_exhausts_when_it_gains_boosts() -> None:
    """Akhlut: [R] I gain 1 boost; When I gain 1 or more boosts — You may exhaust target
    card in Reserve (its own gain activates it, 6.3)."""
    s = scene(reserve=["ALT_ALIZE_B_BR_38_C"], opp_reserve=[AMELIA])
    s.play(s.named("Akhlut"), exp="hero")
    _exhaust_target(s, 0, s.named("Amelia Earhart"))
    assert s.named("Akhlut").counters.get("boost") == 1
    assert s.named("Amelia Earhart").exhausted


@covers("ALT_ALIZE_B_BR_38_R1")
def test_akhlut_rare_from_hand() -> None:
    """Akhlut (rare): [J] I gain 1 boost — from Hand as well; then the Reaction to the gain."""
    s = scene(hand=["ALT_ALIZE_B_BR_38_R1"], opp_reserve=[AMELIA])
    s.play(s.named("Akhlut"), exp="hero")
    _exhaust_target(s, 0, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").exhausted


# ------------------------------------------------------------------ another Character joins
@covers("ALT_ALIZE_B_MU_36_C")
def test_yeti_boosts_others_joining_not_itself() -> None:
    """Yeti: [H] I gain Asleep; When another Character joins your Expeditions — It gains
    1 boost.  Yeti's own arrival is not "another" Character."""
    s = scene(hand=["ALT_ALIZE_B_MU_36_C", TROOPER])
    s.play(s.named("Yeti"), exp="hero")
    s.settle()
    yeti = s.named("Yeti")
    assert Status.ASLEEP in yeti.statuses and not yeti.counters.get("boost")
    s.opp_pass()
    s.play(s.named("Ordis Trooper"), exp="companion")
    s.settle()
    assert s.named("Ordis Trooper").counters.get("boost") == 1


@covers("ALT_ALIZE_B_MU_36_R1", "ALT_ALIZE_B_MU_36_R2")
def test_yeti_rare_may_stay_awake() -> None:
    """Yeti (rare): [H] You may have me gain Asleep — declined, it stays awake."""
    s = scene(hand=["ALT_ALIZE_B_MU_36_R1"])
    s.play(s.named("Yeti"), exp="hero")
    s.settle()
    s.no()
    assert Status.ASLEEP not in s.named("Yeti").statuses


# ------------------------------------------------------------------ "When I gain my third … counter"
@covers("ALT_ALIZE_B_YZ_46_C", "ALT_ALIZE_B_YZ_46_R1", "ALT_ALIZE_B_YZ_46_R2")
def test_icebound_pass_third_trial_counter_makes_a_dragon_shade() -> None:
    """Icebound Pass: When you exhaust a card in Reserve — I gain a Trial counter; When I
    gain my third Trial counter — Sacrifice me. If you do, create a Dragon Shade in target
    Expedition, then draw a card.  Two Trial counters do nothing yet; the third does."""
    s = scene(landmarks=["ALT_ALIZE_B_YZ_46_C"], hand=[RIME_FROST, RIME_FROST, RIME_FROST],
              opp_reserve=[AMELIA, TROOPER, PAMOLA])
    pass_ = s.named("Icebound Pass")
    for k, name in enumerate(("Amelia Earhart", "Ordis Trooper", "Pamola"), start=1):
        s.settle()
        if s.d.player == 1:  # the opponent passes once, for the rest of the Afternoon
            s.opp_pass()
        s.play(next(c for c in s.p(0).hand if c.name == "Rime Frost"), exp=None)
        _exhaust_target(s, 0, s.named(name))
        s.settle()
        if k < 3:
            assert pass_.counters.get("trial") == k
            assert pass_.zone is Zone.LANDMARK
    hand_before = len(s.p(0).hand)
    s.until(lambda s: s.d.kind == "target_expedition")
    s.pick_label("Me's hero Expedition")
    s.settle()
    assert s.named("Icebound Pass").zone is Zone.DISCARD
    assert len(s.tokens("Dragon Shade", 0, "hero")) == 1
    assert len(s.p(0).hand) == hand_before + 1


@covers("ALT_ALIZE_B_OR_47_C", "ALT_ALIZE_B_OR_47_R1", "ALT_ALIZE_B_OR_47_R2")
def test_icebound_lake_counts_characters_played_behind() -> None:
    """Icebound Lake: When you play a Character — If its Expedition is behind (7.5.2.b), I
    gain a Trial counter.  A Character played in a tied Expedition adds none."""
    s = scene(landmarks=["ALT_ALIZE_B_OR_47_C"], hand=[TROOPER, TROOPER])
    _opp_ahead(s)
    s.play(s.p(0).hand[-1], exp="hero")
    s.settle()
    lake = s.named("Icebound Lake")
    assert lake.counters.get("trial") == 1
    s.opp_pass()
    s.play(s.p(0).hand[-1], exp="companion")
    s.settle()
    assert lake.counters.get("trial") == 1


@covers("ALT_CYCLONE_B_AX_79_C")
def test_abandoned_depot_sacrifices_itself_as_a_quick_action() -> None:
    """Abandoned Depot (Cyclone): [T], (1): Sacrifice me — a Landmark sacrificed (7.3.25)
    activates its "When I'm sacrificed — Draw a card"."""
    s = scene(landmarks=["ALT_CYCLONE_B_AX_79_C"])
    depot = s.named("Abandoned Depot")
    hand, mana = len(s.p(0).hand), s.ready_mana()
    s.quick(depot)
    s.settle()
    assert s.named("Abandoned Depot").zone is Zone.DISCARD
    assert len(s.p(0).hand) == hand + 1 and s.ready_mana() == mana - 1


# ------------------------------------------------------------------ boosts and Fleeting together
@covers("ALT_ALIZE_B_LY_31_C", "ALT_ALIZE_B_LY_31_R2")
def test_magpeng_hoarder_needs_two_reserve_cards() -> None:
    """Magpeng Hoarder: [J] If you have two or more cards in Reserve, I gain 1 boost and
    Fleeting (Fleeting: sent to Reserve, it is discarded instead, 2.4.6)."""
    s = scene(hand=["ALT_ALIZE_B_LY_31_C"], reserve=[AMELIA, TROOPER])
    s.play(s.named("Magpeng Hoarder"), exp="hero")
    s.settle()
    mag = s.named("Magpeng Hoarder")
    assert mag.counters.get("boost") == 1 and Status.FLEETING in mag.statuses
    s = scene(hand=["ALT_ALIZE_B_LY_31_C"], reserve=[AMELIA])
    s.play(s.named("Magpeng Hoarder"), exp="hero")
    s.settle()
    mag = s.named("Magpeng Hoarder")
    assert not mag.counters.get("boost") and Status.FLEETING not in mag.statuses


@covers("ALT_ALIZE_B_LY_31_R1")
def test_magpeng_hoarder_rare_two_boosts() -> None:
    """Magpeng Hoarder (rare): … I gain 2 boosts and Fleeting."""
    s = scene(hand=["ALT_ALIZE_B_LY_31_R1"], reserve=[AMELIA, TROOPER])
    s.play(s.named("Magpeng Hoarder"), exp="hero")
    s.settle()
    mag = s.named("Magpeng Hoarder")
    assert mag.counters.get("boost") == 2 and Status.FLEETING in mag.statuses


@covers("ALT_ALIZE_B_BR_43_C", "ALT_ALIZE_B_BR_43_R2", "ALT_ALIZE_B_BR_43_R1")
def test_arcolano_milk_boosts_characters_joining_its_expedition() -> None:
    """Arcolano Milk (Gear): When a Character joins my Expedition — It gains 1 boost (rare:
    2) and Fleeting.  A Character joining the other Expedition gets nothing."""
    for ref, n in (("ALT_ALIZE_B_BR_43_C", 1), ("ALT_ALIZE_B_BR_43_R1", 2)):
        s = scene(hand=[ref, TROOPER, AMELIA])
        s.play(s.named("Arcolano Milk"), exp="hero")
        s.settle()
        s.opp_pass()
        s.play(s.named("Ordis Trooper"), exp="hero")
        s.settle()
        trooper = s.named("Ordis Trooper")
        assert trooper.counters.get("boost") == n and Status.FLEETING in trooper.statuses, ref
        s.play(s.named("Amelia Earhart"), exp="companion")
        s.settle()
        assert not s.named("Amelia Earhart").counters.get("boost"), ref


@covers("ALT_ALIZE_B_YZ_32_C", "ALT_ALIZE_B_YZ_32_R1", "ALT_ALIZE_B_YZ_32_R2")
def test_moth_larva_counts_exhausted_cards_in_every_reserve() -> None:
    """Moth Larva: [H] (rare: [J]) If there are two or more exhausted cards in Reserve, I
    gain 1 boost — the opponent's exhausted cards count (no owner is named, 7.5.4)."""
    for ref in ("ALT_ALIZE_B_YZ_32_C", "ALT_ALIZE_B_YZ_32_R1"):
        s = scene(hand=[KURAOKAMI, ref], opp_reserve=[AMELIA, TROOPER])
        s.play(s.named("Kuraokami Unbound"), exp="hero")
        s.settle()
        s.opp_pass()
        s.play(s.named("Moth Larva"), exp="companion")
        s.settle()
        assert s.named("Moth Larva").counters.get("boost") == 1, ref
        s = scene(hand=[ref], opp_reserve=[AMELIA, TROOPER])
        s.play(s.named("Moth Larva"), exp="companion")
        s.settle()
        assert not s.named("Moth Larva").counters.get("boost"), ref


# ================================================================ the other families
# Every Alize family with an implemented card gets a test through real decisions.
KAPPA = "ALT_CORE_B_BR_13_C"  # a vanilla 4/4/5 with Hand Cost 4
JAMMER = "ALT_CORE_B_AX_28_C"  # Armored Jammer: a Landmark, Hand Cost 2, "{J} Sabotage"
BEAUTY_SLEEP = "ALT_CORE_B_MU_28_C"  # a Spell costing 1: "Target Character gains Asleep."
VISHVAKARMA = "ALT_ALIZE_B_AX_39_C"
VISHVAKARMA_RARE = ("ALT_ALIZE_B_AX_39_R1", "ALT_ALIZE_B_AX_39_R2")
GIBIL = "ALT_ALIZE_B_AX_40_C"


def _boosts(card) -> int:
    return card.counters.get("boost", 0)


def _offered(s: Scene) -> set[int]:
    return {i for o in s.d.options for i in o.objects}


@covers(VISHVAKARMA, *VISHVAKARMA_RARE)
def test_vishvakarma_makes_the_next_permanent_cheaper() -> None:
    """Vishvakarma: "{J} The next Permanent you play this afternoon costs 4 less" (R1/R2: 3
    less): a Character played in between pays in full; the Permanent (Armored Jammer, 2)
    then costs 0; the one after pays in full."""
    for ref in (VISHVAKARMA, *VISHVAKARMA_RARE):
        s = scene(hand=[ref, TROOPER, JAMMER, JAMMER], mana=9)
        s.play(s.named("Vishvakarma"))
        s.settle()
        s.opp_pass()
        before = s.ready_mana()
        s.play(s.named("Ordis Trooper"))
        s.settle()
        assert s.ready_mana() == before - 1, ref
        first, second = [c for c in s.p().hand if c.cdef.ref == JAMMER]
        before = s.ready_mana()
        s.play(first, exp=None)
        s.settle()
        assert s.ready_mana() == before, ref
        before = s.ready_mana()
        s.play(second, exp=None)
        s.settle()
        assert s.ready_mana() == before - 2, ref


@covers(GIBIL)
def test_gibil_makes_a_brassbug_and_reactivates_a_permanents_join() -> None:
    """Gibil: "{J} Create a Brassbug Robot token in target Expedition"; "[S] Discard me from
    Reserve: Activate the [J] abilities of target Permanent you control": my Armored
    Jammer's "{J} Sabotage" happens again."""
    s = scene(hand=[GIBIL])
    s.play(s.named("Gibil"))
    s.settle()
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert len(s.tokens("Brassbug", 0, "companion")) == 1
    s = scene(reserve=[GIBIL], landmarks=[JAMMER], opp_reserve=[AMELIA])
    s.quick(s.named("Gibil"))
    s.settle()
    if s.d.kind == "target" and s.named("Armored Jammer").oid in _offered(s):
        s.pick(s.named("Armored Jammer"))
        s.settle()
    assert s.named("Gibil").zone is Zone.DISCARD
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


FROZEN_DELIVERY_C = "ALT_ALIZE_B_AX_41_C"


@covers(FROZEN_DELIVERY_C)
def test_frozen_delivery_resupplies_then_cools_down() -> None:
    """Frozen Delivery: "Cooldown. Resupply." (Cooldown: "If I go to Reserve after my
    effect resolves, exhaust me.")."""
    s = scene(hand=[FROZEN_DELIVERY_C], deck_top=[AMELIA])
    s.play(s.named("Frozen Delivery"), exp=None)
    s.settle()
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.RESERVE and not amelia.exhausted
    fd = s.named("Frozen Delivery")
    assert fd.zone is Zone.RESERVE and fd.exhausted


FIRE_RABBIT = ("ALT_ALIZE_B_BR_32_C", "ALT_ALIZE_B_BR_32_R2")
FIRE_RABBIT_R1 = "ALT_ALIZE_B_BR_32_R1"


@covers(*FIRE_RABBIT, FIRE_RABBIT_R1)
def test_fire_rabbit_may_turn_fleeting_to_boost_another() -> None:
    """Fire Rabbit: "{H} You may have me gain Fleeting. If you do, another target Character
    gains 1 boost"; declined, nothing."""
    for ref in (*FIRE_RABBIT, FIRE_RABBIT_R1):
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Fire Rabbit"))
        s.settle()
        s.yes()
        if s.d.kind == "target":
            assert s.named("Fire Rabbit").oid not in _offered(s)
            s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert Status.FLEETING in s.named("Fire Rabbit").statuses, ref
        assert _boosts(s.named("Amelia Earhart")) == 1, ref
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Fire Rabbit"))
        s.settle()
        s.no()
        s.settle()
        assert Status.FLEETING not in s.named("Fire Rabbit").statuses
        assert _boosts(s.named("Amelia Earhart")) == 0


@covers(FIRE_RABBIT_R1)
def test_fire_rabbit_r1_discarded_from_reserve_boosts_the_next_character() -> None:
    """Fire Rabbit (R1): "[S] Discard me from Reserve: The next Character you play this turn
    gains 1 boost"."""
    s = scene(reserve=[FIRE_RABBIT_R1], hand=[AMELIA])
    s.quick(s.named("Fire Rabbit"))
    s.settle()
    assert s.named("Fire Rabbit").zone is Zone.DISCARD
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 1


SEIRINGAR = "ALT_ALIZE_B_BR_34_C"
SEIRINGAR_RARE = ("ALT_ALIZE_B_BR_34_R1", "ALT_ALIZE_B_BR_34_R2")


@covers(SEIRINGAR, *SEIRINGAR_RARE)
def test_haven_seiringar_draws_when_it_leaves_fleeting() -> None:
    """Haven Seiringar: "When I leave the Expedition zone, if I was Fleeting — Draw a card"
    (as it last was, 2.1.h): played from Reserve it is Fleeting (2.4.6.a), so at Rest it
    is discarded and I draw; played from hand it is not, and I draw nothing. R1/R2: "{R} I
    gain 1 boost"."""
    for ref in (SEIRINGAR, *SEIRINGAR_RARE):
        for where, draws in (("reserve", 1), ("hand", 0)):
            s = scene(**{where: [ref]})
            s.play(s.named("Haven Seiringar"))
            s.settle()
            if ref != SEIRINGAR:
                assert _boosts(s.named("Haven Seiringar")) == (1 if where == "reserve" else 0)
            hand = len(s.p().hand)
            s.to_night_end()  # Rest, then the Morning's draw of 2 (4.2.1.d)
            assert s.named("Haven Seiringar").zone is (
                Zone.DISCARD if where == "reserve" else Zone.RESERVE)
            assert len(s.p().hand) == hand + 2 + draws, (ref, where)


TRAILBLAZER = "ALT_ALIZE_B_BR_35_C"


@covers(TRAILBLAZER)
def test_bravos_trailblazer_boosts_if_i_control_a_fleeting_character() -> None:
    """Bravos Trailblazer: "{J} If you control a Fleeting Character, I gain 1 boost": played
    from Reserve it is itself Fleeting (2.4.6.a); from hand with no Fleeting Character, no
    boost; with one, a boost."""
    s = scene(reserve=[TRAILBLAZER])
    s.play(s.named("Bravos Trailblazer"))
    s.settle()
    assert _boosts(s.named("Bravos Trailblazer")) == 1
    for fleeting in (False, True):
        s = scene(hand=[TRAILBLAZER], hero_exp=[AMELIA])
        if fleeting:
            s.state.gain_status(s.named("Amelia Earhart"), Status.FLEETING)  # set-up
        s.play(s.named("Bravos Trailblazer"))
        s.settle()
        assert _boosts(s.named("Bravos Trailblazer")) == int(fleeting)


RESCUER = ("ALT_ALIZE_B_BR_36_C", "ALT_ALIZE_B_BR_36_R2")


@covers(*RESCUER)
def test_bravos_rescuer_discarded_from_reserve_unfleets() -> None:
    """Bravos Rescuer: "[S] Discard me from Reserve: Target Character loses Fleeting"."""
    for ref in RESCUER:
        s = scene(reserve=[ref], hero_exp=[AMELIA])
        amelia = s.named("Amelia Earhart")
        s.state.gain_status(amelia, Status.FLEETING)  # set-up
        s.quick(s.named("Bravos Rescuer"))
        s.settle()
        if s.d.kind == "target":
            s.pick(amelia)
            s.settle()
        assert Status.FLEETING not in amelia.statuses, ref
        assert s.named("Bravos Rescuer").zone is Zone.DISCARD


BOOTS = "ALT_ALIZE_B_BR_44_C"
BOOTS_RARE = ("ALT_ALIZE_B_BR_44_R1", "ALT_ALIZE_B_BR_44_R2")


@covers(BOOTS, *BOOTS_RARE)
def test_technical_boots_unfleet_a_character_when_the_expedition_moves() -> None:
    """Technical Boots: "When my Expedition moves forward — Target Character in my
    Expedition loses Fleeting": at Dusk my Hero Expedition moves forward and the Fleeting
    Amelia Earhart keeps going (to Reserve at Rest instead of the Discard pile). R1/R2:
    "{R} Resupply"."""
    for ref in (BOOTS, *BOOTS_RARE, None):
        s = scene(hand=[ref] if ref else [], hero_exp=[AMELIA])
        s.state.gain_status(s.named("Amelia Earhart"), Status.FLEETING)  # set-up
        if ref:
            s.play(s.named("Technical Boots"), exp="hero")
            s.settle()
        s.to_night_end()  # my Hero Expedition, 2/2/2 against nothing, moves forward
        assert s.p().distance("hero") == 1
        # with the Boots it lost Fleeting and went to Reserve; without, it is discarded
        assert s.named("Amelia Earhart").zone is (Zone.RESERVE if ref else Zone.DISCARD), ref
    for ref in BOOTS_RARE:
        s = scene(reserve=[ref], deck_top=[TROOPER])
        s.play(s.named("Technical Boots"), exp="hero")
        s.settle()
        assert [c.name for c in s.p().reserve] == ["Ordis Trooper"], ref


SILENT_NIGHT = "ALT_ALIZE_B_LY_41_C"


@covers(SILENT_NIGHT)
def test_silent_night_die_anchors_or_puts_to_sleep() -> None:
    """Silent Night: "Fleeting. Target a Character, then roll a die. On a: • 4+, it gains
    Anchored • 1-3, it gains Asleep." (a roll of 1-6, 7.3.22)."""
    for roll, status in ((4, Status.ANCHORED), (3, Status.ASLEEP)):
        s = scene(hand=[SILENT_NIGHT], hero_exp=[AMELIA, TROOPER])
        s.rig_dice(roll)
        s.play(s.named("Silent Night"), exp=None)
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert status in amelia.statuses, roll
        assert not (s.named("Ordis Trooper").statuses & {Status.ANCHORED, Status.ASLEEP})
        assert s.named("Silent Night").zone is Zone.DISCARD


SOW = "ALT_ALIZE_B_MU_41_C"
SOW_RARE = ("ALT_ALIZE_B_MU_41_R1", "ALT_ALIZE_B_MU_41_R2")


@covers(SOW, *SOW_RARE)
def test_sow_boosts_then_cools_down() -> None:
    """Sow: "Cooldown. Target Character gains 1 boost." — it goes to Reserve exhausted, so
    its support ability is off until it is readied (2.2.11.j)."""
    for ref in (SOW, *SOW_RARE):
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Sow"), exp=None)
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 1, ref
        sow = s.named("Sow")
        assert sow.zone is Zone.RESERVE and sow.exhausted, ref
        assert not any("Sow" in label for label in quick_labels(s))


@covers(SOW)
def test_sow_discarded_from_reserve_boosts_the_next_character() -> None:
    """Sow: "[S] Discard me from Reserve: The next Character you play this turn gains 1
    boost"."""
    s = scene(reserve=[SOW], hand=[AMELIA])
    s.quick(s.named("Sow"))
    s.settle()
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 1


@covers(*SOW_RARE)
def test_sow_rare_discarded_from_reserve_anchors_a_cheap_character() -> None:
    """Sow (R1/R2): "[S] Discard me from Reserve: Target Character with Hand Cost 3 or less
    gains Anchored": Kappa (4) is not offered."""
    for ref in SOW_RARE:
        s = scene(reserve=[ref], hero_exp=[AMELIA, KAPPA])
        s.quick(s.named("Sow"))
        s.settle()
        if s.d.kind == "target":
            assert s.named("Kappa").oid not in _offered(s)
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert Status.ANCHORED in s.named("Amelia Earhart").statuses, ref


ARMORY = "ALT_ALIZE_B_OR_45_C"


@covers(ARMORY)
def test_mobile_armory_joins_with_a_recruit() -> None:
    """Mobile Armory: "{J} Create an Ordis Recruit Soldier token in my Expedition" (a Gear:
    an Expedition Permanent, 2.2.3)."""
    s = scene(hand=[ARMORY])
    s.play(s.named("Mobile Armory"), exp="companion")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1
    assert not s.tokens("Ordis Recruit", 0, "hero")


BENZAITEN_R1 = "ALT_ALIZE_B_OR_46_R1"


@covers(BENZAITEN_R1)
def test_benzaiten_r1_draws_when_behind_otherwise_resupplies() -> None:
    """Benzaiten (R1): "{J} If my Expedition is behind, draw a card. Otherwise, Resupply."
    (7.5.2.b)."""
    for behind in (True, False):
        s = scene(hand=[BENZAITEN_R1], deck_top=[TROOPER])
        if behind:
            _opp_ahead(s)
        hand = len(s.p().hand)
        s.play(s.named("Benzaiten"), exp="hero")
        s.settle()
        if behind:
            assert len(s.p().hand) == hand and not s.p().reserve
        else:
            assert len(s.p().hand) == hand - 1
            assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]


CHRYSALIS = "ALT_ALIZE_B_YZ_33_C"


@covers(CHRYSALIS)
def test_chrysalis_defender_leaves_a_mana_moth() -> None:
    """Chrysalis: Defender (7.4.2: its Expedition does not move forward); "When I leave the
    Expedition zone — Create a Mana Moth Illusion token in my Expedition": at Rest it goes
    to Reserve and a Mana Moth takes its place."""
    s = scene(companion_exp=[CHRYSALIS, AMELIA])
    s.to_night_end()
    assert s.p().distance("companion") == 0
    assert s.named("Chrysalis").zone is Zone.RESERVE
    assert len(s.tokens("Mana Moth", 0, "companion")) == 1


MOTH_FLAME = "ALT_ALIZE_B_YZ_41_C"
MOTH_FLAME_RARE = ("ALT_ALIZE_B_YZ_41_R1", "ALT_ALIZE_B_YZ_41_R2")


@covers(MOTH_FLAME)
def test_moth_to_a_flame_creates_a_mana_moth_then_cools_down() -> None:
    """Moth to a Flame: "Cooldown. Create a Mana Moth Illusion token in target
    Expedition."."""
    s = scene(hand=[MOTH_FLAME])
    s.play(s.named("Moth to a Flame"), exp=None)
    s.settle()
    s.pick_label("Opp's hero Expedition")
    s.settle()
    assert len(s.tokens("Mana Moth", 1, "hero")) == 1
    moth = s.named("Moth to a Flame")
    assert moth.zone is Zone.RESERVE and moth.exhausted


@covers(*MOTH_FLAME_RARE)
def test_moth_to_a_flame_rare_one_in_each_of_my_expeditions() -> None:
    """Moth to a Flame (R1/R2): "Create a Mana Moth Illusion token in each of your
    Expeditions"."""
    for ref in MOTH_FLAME_RARE:
        s = scene(hand=[ref])
        s.play(s.named("Moth to a Flame"), exp=None)
        s.settle()
        assert len(s.tokens("Mana Moth", 0, "hero")) == 1, ref
        assert len(s.tokens("Mana Moth", 0, "companion")) == 1, ref
        assert s.named("Moth to a Flame").exhausted


# The same "exhaust target card in Reserve" on other cards, each played through its own
# trigger (these were named by the tests above without being played there).
MAY_EXHAUST = (("ALT_ALIZE_B_YZ_35_C", "Belasenka", "hand"),  # {H}
               ("ALT_ALIZE_B_OR_35_C", "Dong Da Shen", "hand"),  # {J}
               ("ALT_ALIZE_B_OR_35_C", "Dong Da Shen", "reserve"),
               ("ALT_ALIZE_B_AX_44_C", "Lord Kelvin", "reserve"),  # {R}
               ("ALT_ALIZE_B_AX_44_R1", "Lord Kelvin", "reserve"),
               ("ALT_ALIZE_B_AX_44_R2", "Lord Kelvin", "reserve"),
               ("ALT_ALIZE_B_BR_33_C", "Skadi", "reserve"))  # {R}


@covers(*{ref for ref, _, _ in MAY_EXHAUST})
def test_may_exhaust_target_card_in_reserve_on_its_own_trigger() -> None:
    """Belasenka ({H}), Dong Da Shen ({J}), Lord Kelvin and Skadi ({R}): "You may exhaust
    target card in Reserve" (reminder: "Exhausted cards can't be played and have no Support
    abilities") — played the way its symbol names, the opponent's card in Reserve is
    exhausted; played the other way ({H} from Reserve, {R} from hand), nothing is asked."""
    for ref, name, where in MAY_EXHAUST:
        s = scene(**{where: [ref]}, opp_reserve=[AMELIA])
        s.play(s.named(name))
        _exhaust_target(s, 0, s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").exhausted, (ref, where)
    for ref, name, where in (("ALT_ALIZE_B_YZ_35_C", "Belasenka", "reserve"),
                             ("ALT_ALIZE_B_AX_44_C", "Lord Kelvin", "hand"),
                             ("ALT_ALIZE_B_BR_33_C", "Skadi", "hand")):
        s = scene(**{where: [ref]}, opp_reserve=[AMELIA], mana=8)
        s.play(s.named(name))
        s.settle()
        assert s.d.kind == "turn", (ref, where)
        assert not s.named("Amelia Earhart").exhausted, (ref, where)


CHRYSALIS_RARE = ("ALT_ALIZE_B_YZ_33_R1", "ALT_ALIZE_B_YZ_33_R2")


@covers(*CHRYSALIS_RARE)
def test_chrysalis_rare_support_exhausts_and_leaves_a_mana_moth() -> None:
    """Chrysalis (R1/R2): "[S] Discard me from Reserve: Exhaust target card in Reserve";
    and, as the common one, Defender and "When I leave the Expedition zone — Create a Mana
    Moth Illusion token in my Expedition"."""
    for ref in CHRYSALIS_RARE:
        s = scene(reserve=[ref], opp_reserve=[AMELIA])
        s.quick(s.named("Chrysalis"))
        _exhaust_target(s, 0, s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Chrysalis").zone is Zone.DISCARD
        assert s.named("Amelia Earhart").exhausted, ref
        s = scene(companion_exp=[ref, AMELIA])
        s.to_night_end()
        assert s.p().distance("companion") == 0, ref  # Defender
        assert len(s.tokens("Mana Moth", 0, "companion")) == 1, ref


BREAK_THE_ICE = "ALT_ALIZE_B_LY_42_C"
BREAK_THE_ICE_R1 = "ALT_ALIZE_B_LY_42_R1"
BREAK_THE_ICE_R2 = "ALT_ALIZE_B_LY_42_R2"
MOWGLI = "ALT_CORE_B_MU_07_C"  # a vanilla 3/0/0: two base statistics of 0


def _ice_cost(ref: str, mine: list[str]) -> int:
    s = scene(hand=[ref], hero_exp=mine, opp_hero_exp=[KAPPA])
    label = next(o.label for o in s.d.options
                 if o.detail == "play" and s.named("Break the Ice").oid in o.objects)
    return int(label.rsplit("costs ", 1)[1])


@covers(BREAK_THE_ICE, BREAK_THE_ICE_R1)
def test_break_the_ice_cheaper_with_three_zero_statistics() -> None:
    """Break the Ice: "I cost 2 less if you have three or more base statistics of 0 among
    Characters you control" — Mowgli (3/0/0) has two, with Ordis Trooper none: 4; two
    Mowglis have four: 2. "Send target Character to Reserve, then exhaust it." (C: Fleeting;
    R1: Cooldown, so it goes to Reserve exhausted)."""
    for ref in (BREAK_THE_ICE, BREAK_THE_ICE_R1):
        assert _ice_cost(ref, [MOWGLI, TROOPER]) == 4, ref
        assert _ice_cost(ref, [MOWGLI, MOWGLI]) == 2, ref
        s = scene(hand=[ref], opp_hero_exp=[KAPPA])
        s.play(s.named("Break the Ice"), exp=None)
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Kappa"))
            s.settle()
        kappa = s.named("Kappa")
        assert kappa.zone is Zone.RESERVE and kappa.exhausted, ref
        ice = s.named("Break the Ice")
        if ref == BREAK_THE_ICE:
            assert ice.zone is Zone.DISCARD
        else:
            assert ice.zone is Zone.RESERVE and ice.exhausted


@covers(BREAK_THE_ICE_R2)
def test_break_the_ice_r2_cheaper_with_three_characters() -> None:
    """Break the Ice (R2): "I cost 2 less if you control three or more Characters"."""
    assert _ice_cost(BREAK_THE_ICE_R2, [TROOPER, TROOPER]) == 4
    assert _ice_cost(BREAK_THE_ICE_R2, [TROOPER, TROOPER, AMELIA]) == 2
    s = scene(hand=[BREAK_THE_ICE_R2], opp_hero_exp=[KAPPA])
    s.play(s.named("Break the Ice"), exp=None)
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Kappa"))
        s.settle()
    assert s.named("Kappa").zone is Zone.RESERVE and s.named("Kappa").exhausted


# ---------------------------------------------------------------- the other lines of a card
FREEZE = ("ALT_ALIZE_B_YZ_40_C", "ALT_ALIZE_B_YZ_40_R1", "ALT_ALIZE_B_YZ_40_R2")


@covers(*FREEZE)
def test_freeze_cools_down() -> None:
    """Freeze: Cooldown — "If I go to Reserve after my effect resolves, exhaust me"."""
    for ref in FREEZE:
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Freeze"), exp=None)
        _exhaust_target(s, 0, s.named("Amelia Earhart"))
        s.settle()
        freeze = s.named("Freeze")
        assert freeze.zone is Zone.RESERVE and freeze.exhausted, ref


LAKE = ("ALT_ALIZE_B_OR_47_C", "ALT_ALIZE_B_OR_47_R1", "ALT_ALIZE_B_OR_47_R2")


@covers(*LAKE)
def test_icebound_lake_third_trial_counter_makes_a_dragon_shade() -> None:
    """Icebound Lake: "When I gain my third Trial counter — Sacrifice me. If you do, create
    a Dragon Shade Illusion token in target Expedition, then target Character gains
    Asleep."."""
    for ref in LAKE:
        s = scene(landmarks=[ref], hand=[TROOPER], opp_hero_exp=[KAPPA])
        _opp_ahead(s)
        lake = s.named("Icebound Lake")
        lake.counters["trial"] = 2  # set-up: two Characters played behind already
        s.play(s.named("Ordis Trooper"), exp="hero")
        s.settle()
        s.pick_label("Me's companion Expedition")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Kappa"))
            s.settle()
        assert lake.zone is not Zone.LANDMARK, ref
        assert len(s.tokens("Dragon Shade", 0, "companion")) == 1, ref
        assert Status.ASLEEP in s.named("Kappa").statuses, ref


@covers("ALT_ALIZE_P_BR_48_R1")
def test_kuraokami_br_rare_from_hand_exhausts_every_reserve() -> None:
    """Kuraokami Unbound (Bravos R1): "{H} Exhaust all cards in Reserve" — mine and the
    opponent's."""
    s = scene(hand=["ALT_ALIZE_P_BR_48_R1"], reserve=[AMELIA], opp_reserve=[TROOPER])
    s.play(s.named("Kuraokami Unbound"))
    s.settle()
    assert s.named("Amelia Earhart").exhausted and s.named("Ordis Trooper").exhausted


LARVA_RARE = ("ALT_ALIZE_B_YZ_32_R1", "ALT_ALIZE_B_YZ_32_R2")


@covers(*LARVA_RARE)
def test_moth_larva_rare_support_exhausts_a_card_in_reserve() -> None:
    """Moth Larva (R1/R2): "[S] Discard me from Reserve: Exhaust target card in Reserve"."""
    for ref in LARVA_RARE:
        s = scene(reserve=[ref], opp_reserve=[AMELIA])
        s.quick(s.named("Moth Larva"))
        _exhaust_target(s, 0, s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Moth Larva").zone is Zone.DISCARD
        assert s.named("Amelia Earhart").exhausted, ref


@covers(OVERSEER, "ALT_ALIZE_B_OR_34_R2")
def test_ordis_overseer_support_creates_a_recruit() -> None:
    """Ordis Overseer: "[S] Discard me from Reserve: Create an Ordis Recruit Soldier token in
    target Expedition"."""
    for ref in (OVERSEER, "ALT_ALIZE_B_OR_34_R2"):
        s = scene(reserve=[ref])
        s.quick(s.named("Ordis Overseer"))
        s.settle()
        s.pick_label("Opp's hero Expedition")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 1, "hero")) == 1, ref


@covers("ALT_ALIZE_B_MU_36_R1", "ALT_ALIZE_B_MU_36_R2")
def test_yeti_rare_boosts_another_character_joining() -> None:
    """Yeti (R1/R2): "When another Character joins your Expeditions — It gains 1 boost"."""
    for ref in ("ALT_ALIZE_B_MU_36_R1", "ALT_ALIZE_B_MU_36_R2"):
        s = scene(hero_exp=[ref], hand=[TROOPER])
        s.play(s.named("Ordis Trooper"), exp="companion")
        s.settle()
        assert _boosts(s.named("Ordis Trooper")) == 1, ref
        assert _boosts(s.named("Yeti")) == 0


@covers("ALT_ALIZE_B_YZ_36_R1", "ALT_ALIZE_B_YZ_36_R2")
def test_aroro_rare_support_makes_the_next_spell_or_character_cheaper() -> None:
    """Aroro, Savior of Asgartha: "[S] Discard me from Reserve: The next Spell (R2:
    Character) you play this turn costs 1 less"."""
    for ref, card, name, exp, cost in (
            ("ALT_ALIZE_B_YZ_36_R1", "ALT_BISE_B_MU_61_C", "Sustenance", None, 2),
            ("ALT_ALIZE_B_YZ_36_R2", AMELIA, "Amelia Earhart", "hero", 3)):
        s = scene(reserve=[ref], hand=[card])
        s.quick(s.named("Aroro, Savior of Asgartha"))
        s.settle()
        before = s.ready_mana()
        s.play(s.named(name), exp=exp)
        s.settle()
        assert s.ready_mana() == before - (cost - 1), ref


@covers("ALT_ALIZE_B_OR_37_C")
def test_ebenezer_scrooge_support_puts_my_cheap_character_to_sleep() -> None:
    """Ebenezer Scrooge: "[S] Discard me from Reserve: Target Character you control with
    Hand Cost 4 or less gains Asleep": my Amelia Earhart (3) may be chosen, the opponent's
    Character and my Shenlong (6) may not."""
    s = scene(reserve=["ALT_ALIZE_B_OR_37_C"], hero_exp=[AMELIA, "ALT_CORE_B_BR_22_C"],
              opp_hero_exp=[TROOPER])
    s.quick(s.named("Ebenezer Scrooge"))
    s.settle()
    if s.d.kind == "target":
        assert _offered(s) == {s.named("Amelia Earhart").oid}
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert Status.ASLEEP in s.named("Amelia Earhart").statuses
    assert s.named("Ebenezer Scrooge").zone is Zone.DISCARD


@covers("ALT_ALIZE_B_MU_44_R1")
def test_floral_tent_r1_resupplies_and_its_support_anchors() -> None:
    """Floral Tent (R1): "{J} Resupply"; "[S] Discard me from Reserve: Target Character with
    Hand Cost 3 or less gains Anchored"."""
    s = scene(hand=["ALT_ALIZE_B_MU_44_R1"], deck_top=[TROOPER])
    s.play(s.named("Floral Tent"), exp="hero")
    s.settle()
    assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]
    s = scene(reserve=["ALT_ALIZE_B_MU_44_R1"], hero_exp=[AMELIA, KAPPA])
    s.quick(s.named("Floral Tent"))
    s.settle()
    if s.d.kind == "target":
        assert s.named("Kappa").oid not in _offered(s)
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert Status.ANCHORED in s.named("Amelia Earhart").statuses


@covers("ALT_ALIZE_B_MU_44_R1")
def test_floral_tent_r1_keeps_an_anchored_character_in_my_expedition() -> None:
    """Floral Tent (R1): "If an Anchored Character would leave my Expedition during the
    Afternoon, it loses Anchored instead": Merlin sending my Anchored Amelia Earhart to
    Reserve leaves her where she is, no longer Anchored."""
    s = scene(hand=["ALT_BISE_B_YZ_54_C"], hero_exp=["ALT_ALIZE_B_MU_44_R1", AMELIA], mana=6)
    amelia = s.named("Amelia Earhart")
    s.state.gain_status(amelia, Status.ANCHORED)  # set-up
    s.play(s.named("Merlin"), exp="companion")
    s.settle()
    s.yes()
    if s.d.kind == "target":
        s.pick(amelia)
    s.settle()
    assert amelia.zone is Zone.EXPEDITION and Status.ANCHORED not in amelia.statuses


@covers("ALT_ALIZE_B_MU_44_C", "ALT_ALIZE_B_MU_44_R2")
def test_floral_tent_resupplies_when_it_joins() -> None:
    """Floral Tent: "{J} Resupply" (R2 also: "[S] Discard me from Reserve: Target Character
    with Hand Cost 3 or less gains Anchored")."""
    for ref in ("ALT_ALIZE_B_MU_44_C", "ALT_ALIZE_B_MU_44_R2"):
        s = scene(hand=[ref], deck_top=[TROOPER])
        s.play(s.named("Floral Tent"), exp="hero")
        s.settle()
        assert [c.name for c in s.p().reserve] == ["Ordis Trooper"], ref
    s = scene(reserve=["ALT_ALIZE_B_MU_44_R2"], hero_exp=[AMELIA, KAPPA])
    s.quick(s.named("Floral Tent"))
    s.settle()
    if s.d.kind == "target":
        assert s.named("Kappa").oid not in _offered(s)
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert Status.ANCHORED in s.named("Amelia Earhart").statuses


@covers("ALT_ALIZE_B_LY_43_R1", "ALT_ALIZE_B_LY_43_R2")
def test_winter_outfits_rare_from_reserve_loses_fleeting() -> None:
    """Winter Outfits (R1/R2): "{R} I lose Fleeting": played from Reserve (Fleeting by
    2.4.6.a) it is not Fleeting once it has joined."""
    for ref in ("ALT_ALIZE_B_LY_43_R1", "ALT_ALIZE_B_LY_43_R2"):
        s = scene(reserve=[ref])
        s.play(s.named("Winter Outfits"), exp="hero")
        s.settle()
        outfits = s.named("Winter Outfits")
        assert outfits.zone is Zone.EXPEDITION and Status.FLEETING not in outfits.statuses


@covers("ALT_ALIZE_B_MU_32_R1", "ALT_ALIZE_B_MU_32_R2")
def test_snoozer_shroom_rare_support_puts_my_character_to_sleep() -> None:
    """Snoozer Shroom (R1/R2): "[S] Discard me from Reserve: Target Character you control
    with Hand Cost 4 or less gains Asleep"."""
    for ref in ("ALT_ALIZE_B_MU_32_R1", "ALT_ALIZE_B_MU_32_R2"):
        s = scene(reserve=[ref], hero_exp=[AMELIA], opp_hero_exp=[TROOPER])
        s.quick(s.named("Snoozer Shroom"))
        s.settle()
        if s.d.kind == "target":
            assert s.named("Ordis Trooper").oid not in _offered(s)
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert Status.ASLEEP in s.named("Amelia Earhart").statuses, ref


TAIGA = ("ALT_ALIZE_B_MU_45_C", "ALT_ALIZE_B_MU_45_R1", "ALT_ALIZE_B_MU_45_R2")


@covers(*TAIGA)
def test_icebound_taiga_third_trial_counter_makes_an_anchored_dragon_shade() -> None:
    """Icebound Taiga: "When I gain my third Trial counter — Sacrifice me. If you do, create
    a Dragon Shade Illusion token in target Expedition, then it gains Anchored."."""
    for ref in TAIGA:
        s = scene(landmarks=[ref], hand=[TROOPER])
        taiga = s.named("Icebound Taiga")
        taiga.counters["trial"] = 2  # set-up: two Characters played in Forest already
        s.play(s.named("Ordis Trooper"), exp="hero")  # the Hero region has Forest
        s.settle()
        s.pick_label("Me's companion Expedition")
        s.settle()
        [shade] = s.tokens("Dragon Shade", 0, "companion")
        assert Status.ANCHORED in shade.statuses and taiga.zone is not Zone.LANDMARK, ref


@covers("ALT_ALIZE_B_AX_35_R1", "ALT_ALIZE_B_AX_35_R2")
def test_vaike_rare_from_reserve_exhausted_resupply() -> None:
    """Vaike, Energy Pioneer (R1/R2): "{R} Exhausted Resupply" (7.3.11: the card put in
    Reserve is exhausted)."""
    for ref in ("ALT_ALIZE_B_AX_35_R1", "ALT_ALIZE_B_AX_35_R2"):
        s = scene(reserve=[ref], deck_top=[AMELIA])
        s.play(s.named("Vaike, Energy Pioneer"))
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted, ref


@covers("ALT_ALIZE_B_AX_45_R1", "ALT_ALIZE_B_AX_45_R2")
def test_frozen_reprocessor_rare_exhausted_resupply_when_it_joins() -> None:
    """Frozen Reprocessor (R1/R2): "{J} Exhausted Resupply" (7.3.11)."""
    for ref in ("ALT_ALIZE_B_AX_45_R1", "ALT_ALIZE_B_AX_45_R2"):
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.play(s.named("Frozen Reprocessor"), exp=None)
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted, ref


@covers("ALT_ALIZE_B_OR_37_R1", "ALT_ALIZE_B_OR_37_R2")
def test_ebenezer_scrooge_rare_support_puts_my_character_to_sleep() -> None:
    """Ebenezer Scrooge (R1/R2): "[S] Discard me from Reserve: Target Character you control
    with Hand Cost 4 or less gains Asleep"."""
    for ref in ("ALT_ALIZE_B_OR_37_R1", "ALT_ALIZE_B_OR_37_R2"):
        s = scene(reserve=[ref], hero_exp=[AMELIA], opp_hero_exp=[TROOPER])
        s.quick(s.named("Ebenezer Scrooge"))
        s.settle()
        if s.d.kind == "target":
            assert s.named("Ordis Trooper").oid not in _offered(s)
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert Status.ASLEEP in s.named("Amelia Earhart").statuses, ref


@covers("ALT_ALIZE_B_OR_34_R1")
def test_ordis_overseer_r1_support_creates_a_recruit() -> None:
    """Ordis Overseer (R1): "[S] Discard me from Reserve: Create an Ordis Recruit Soldier
    token in target Expedition"."""
    s = scene(reserve=["ALT_ALIZE_B_OR_34_R1"])
    s.quick(s.named("Ordis Overseer"))
    s.settle()
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


WISP = ("ALT_ALIZE_B_LY_35_C", "ALT_ALIZE_B_LY_35_R1", "ALT_ALIZE_B_LY_35_R2")


@covers(*WISP)
def test_will_o_the_wisp_support_makes_the_next_card_cheaper() -> None:
    """Will-o'-the-Wisp: "[S] Discard me from Reserve: The next card you play this turn
    costs 1 less": Amelia Earhart then costs 2."""
    for ref in WISP:
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named("Will-o'-the-Wisp"))
        s.settle()
        before = s.ready_mana()
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert s.ready_mana() == before - 2, ref


@covers("ALT_ALIZE_B_YZ_38_R1", "ALT_ALIZE_B_YZ_38_R2")
def test_the_snow_queen_rare_may_exhaust_a_card_in_reserve_when_she_joins() -> None:
    """The Snow Queen (R1/R2): "{J} You may exhaust target card in Reserve"."""
    for ref in ("ALT_ALIZE_B_YZ_38_R1", "ALT_ALIZE_B_YZ_38_R2"):
        s = scene(hand=[ref], opp_reserve=[AMELIA], mana=8)
        s.play(s.named("The Snow Queen"))
        _exhaust_target(s, 0, s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").exhausted, ref
