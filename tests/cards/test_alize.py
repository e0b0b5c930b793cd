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
@covers(WALRUS_R1, "ALT_ALIZE_B_AX_36_R2", "ALT_ALIZE_B_AX_44_C", "ALT_ALIZE_B_AX_44_R1",
        "ALT_ALIZE_B_AX_44_R2", "ALT_ALIZE_B_BR_33_C")
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


@covers(JACK_FROST, "ALT_ALIZE_B_YZ_35_C")
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


@covers(JACK_FROST_R1, "ALT_ALIZE_B_MU_31_R2", "ALT_ALIZE_B_OR_35_C")
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


@covers(PAMOLA, "ALT_ALIZE_B_YZ_34_R1", "ALT_ALIZE_B_YZ_34_R2", "ALT_ALIZE_B_YZ_33_R1",
        "ALT_ALIZE_B_YZ_33_R2")
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
