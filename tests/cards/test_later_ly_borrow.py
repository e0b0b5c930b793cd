"""Lyra cards that play a card taken from an opponent's deck (Romantic Encounter), played
through real decisions; the words are in engine/effects/lyra_borrow_words.py, the rulings in
docs/mechanisms.md ("Playing a card taken from an opponent")."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import covers, scene

ENCOUNTER = ("ALT_DUSTER_B_LY_100_C",)
ENCOUNTER_R = ("ALT_DUSTER_B_LY_100_R1", "ALT_DUSTER_B_LY_100_R2")
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla Character, Hand Cost 3
KAPPA = "ALT_CORE_B_BR_13_C"  # a vanilla Character, Hand Cost 4
BABA = "ALT_CORE_B_YZ_11_C"  # Baba Yaga, Hand Cost 3: "[H] Draw a card."
HOOKED = "ALT_CORE_B_AX_20_C"  # a Spell


def _labels(s) -> list[str]:
    return [o.label for o in s.d.options]


def _expedition(s, which: str = "hero") -> None:
    assert s.d.kind == "expedition", s.d
    s.answer(s.option(lambda o: o.id == f"x:{which}"))


@covers(*ENCOUNTER)
def test_romantic_encounter_plays_an_opponents_character_which_stays_theirs() -> None:
    """Romantic Encounter: the opponent reveals their top four cards; I may play a Character
    among them for free and it gains Fleeting; the rest is discarded.  Played from a Deck,
    its [H] ability does not activate (the printed reminder); I control it, but it is the
    opponent's card, so when it leaves play it goes to its owner's zones (1.4.3.a)."""
    s = scene(hand=[ENCOUNTER[0]], opp_deck_top=[KAPPA, HOOKED, AMELIA, BABA])
    hand = len(s.p(0).hand)
    s.play(s.named("Romantic Encounter"), None)
    s.settle()
    assert s.d.kind == "choose_card" and s.d.player == 0
    assert not any("Hooked" in label for label in _labels(s))  # a Spell is not offered
    baba = s.named("Baba Yaga")
    s.pick(baba)
    _expedition(s)
    s.settle()
    assert baba.zone is Zone.EXPEDITION and baba.controller == 0 and baba.owner == 1
    assert Status.FLEETING in baba.statuses
    assert len(s.p(0).hand) == hand - 1  # Romantic Encounter left; Baba Yaga drew nothing
    for name in ("Kappa", "Hooked", "Amelia Earhart"):
        assert s.named(name).zone is Zone.DISCARD and s.named(name).owner == 1, name
    s.to_night_end()  # Rest: Fleeting, it is discarded — to its owner's Discard pile
    assert baba.zone is Zone.DISCARD and baba in s.p(1).discard


@covers(*ENCOUNTER_R)
def test_romantic_encounter_rare_each_deck_starting_with_mine_base_cost_three_or_less() -> None:
    """The rares: "Do this for each player, starting with you": my top four first, then the
    opponent's; each time only a Character with Base Cost 3 or less may be played, and I may
    play none."""
    for ref in ENCOUNTER_R:
        s = scene(hand=[ref], deck_top=[KAPPA, BABA], opp_deck_top=[KAPPA, AMELIA])
        s.play(s.named("Romantic Encounter"), None)
        s.settle()
        assert s.d.kind == "choose_card" and s.d.player == 0
        assert any("Baba Yaga" in label for label in _labels(s)), ref  # my Deck first
        assert not any("Kappa" in label for label in _labels(s)), ref  # Base Cost 4
        s.pick_label("skip")  # nothing from my own Deck
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert not any("Kappa" in label for label in _labels(s)), ref
        s.pick(amelia)
        _expedition(s, "companion")
        s.settle()
        assert amelia.zone is Zone.EXPEDITION and amelia.expedition == "companion", ref
        assert amelia.controller == 0 and amelia.owner == 1, ref
        assert all(c.zone is Zone.DISCARD for c in s.state.all_cards() if c.name == "Kappa"), ref


PHOIBOS = ("ALT_DUSTER_B_LY_98_E",)


def _only_in_opp_hand(s, name: str):
    """Set-up: the opponent's hand holds this one card, so the random pick is known."""
    hand = s.p(1).hand
    hand[:] = [c for c in hand if c.name == name]
    assert len(hand) == 1
    return hand[0]


@covers(*PHOIBOS)
def test_phoibos_plays_a_random_card_of_the_opponents_hand_when_in_contact() -> None:
    """Phoibos: [H] target opponent reveals a random card from their hand; if I'm In contact
    ("another player's Expedition is in my region"), I may play it for free and it gains
    Fleeting. Played from a hand, its own [H] ability activates (Baba Yaga: I draw); it is
    mine to control but the opponent's card (1.4.3.a): Fleeting at Rest, it goes to their
    Discard pile."""
    s = scene(hand=[PHOIBOS[0]], opp_hand=[BABA])
    baba = _only_in_opp_hand(s, "Baba Yaga")
    hand = len(s.p(0).hand)
    s.play(s.named("Phoibos, Reka Hexarch"), "hero")
    s.settle()
    assert s.logged("reveals a random card from the hand: Baba Yaga")
    s.yes()
    _expedition(s, "companion")
    s.settle()
    assert baba.zone is Zone.EXPEDITION and baba.expedition == "companion"
    assert baba.controller == 0 and baba.owner == 1 and Status.FLEETING in baba.statuses
    assert len(s.p(0).hand) == hand  # Phoibos left, Baba Yaga's [H] drew one
    s.to_night_end()
    assert baba in s.p(1).discard


@covers(*PHOIBOS)
def test_phoibos_spell_played_is_fleeting_and_declining_or_no_contact_discards() -> None:
    """A Spell taken this way gains Fleeting from Limbo on, so once resolved it is discarded
    to its owner's Discard pile, not put in Reserve (2.4.6). "If you don't, discard it": if
    I decline, or I'm not In contact (the Hero Expeditions apart), the card is discarded."""
    s = scene(hand=[PHOIBOS[0]], opp_hand=[HOOKED], opp_hero_exp=[KAPPA])
    hooked = _only_in_opp_hand(s, "Hooked")
    s.play(s.named("Phoibos, Reka Hexarch"), "hero")
    s.settle()
    s.yes()
    s.pick(s.named("Kappa"))
    s.settle()
    assert s.named("Kappa").expedition == "companion"  # Hooked resolved, under my control
    assert hooked in s.p(1).discard and not s.p(0).reserve and not s.p(1).reserve
    for apart in (False, True):
        s = scene(hand=[PHOIBOS[0]], opp_hand=[BABA])
        baba = _only_in_opp_hand(s, "Baba Yaga")
        if apart:
            s.state.players[1].position["hero"] = 1
            s.state.players[1].position["companion"] = 6
        s.play(s.named("Phoibos, Reka Hexarch"), "hero")
        s.settle()
        if apart:
            assert s.logged("the condition 'I'm In contact' is not met")
        else:
            s.no()
            s.settle()
        assert baba in s.p(1).discard, apart


def test_starting_with_you_each_player_puts_the_controller_first() -> None:
    """"Starting with you, each player" (Santa Claus's `PlayNow`): the effect's controller
    first, even when the other player has the initiative (1.4.5.a), then turn order."""
    from engine.effects.context import Ctx
    from engine.effects.steps import Who

    s = scene()
    assert s.state.initiative() == 0
    assert Who("each_from_you").players(s.state, Ctx(1)) == [1, 0]
    assert Who("each").players(s.state, Ctx(1)) == [0, 1]
    assert Who("each_from_you").noun() == "starting with you, each player"


@covers(*PHOIBOS)
def test_phoibos_random_card_comes_from_the_games_seed() -> None:
    """"A random card": drawn with the game's seed, so the same game gives the same card
    (the project's determinism), and it is one of the opponent's hand."""
    import random

    def revealed(seed: int) -> str:
        s = scene(hand=[PHOIBOS[0]], opp_hand=[BABA, HOOKED, KAPPA], seed=seed)
        hand = s.p(1).hand
        hand[:] = [c for c in hand if c.name != "Filler"]  # set-up: three different cards
        s.play(s.named("Phoibos, Reka Hexarch"), "hero")
        s.settle()
        entry = next(e.text for e in s.g.log if "a random card from the hand: " in e.text)
        return entry.rsplit(": ", 1)[1]

    random.seed(1)
    first = revealed(7)
    for other in range(2, 7):
        random.seed(other)  # the global generator plays no part
        assert revealed(7) == first
    assert first in ("Baba Yaga", "Hooked", "Kappa")


REPROCESSOR = "ALT_CORE_B_AX_25_C"  # Axiom Reprocessor, a Landmark Permanent


@covers(*PHOIBOS)
def test_phoibos_landmark_taken_is_in_my_landmarks() -> None:
    """A Landmark Permanent played this way is controlled by the player who played it
    (1.4.3.a), so it joins that player's Landmarks, and stays its owner's card; it does not
    become Fleeting ("Landmark Permanents cannot be Fleeting", the remark under 2.4.6.b)."""
    s = scene(hand=[PHOIBOS[0]], opp_hand=[REPROCESSOR])
    land = _only_in_opp_hand(s, "Axiom Reprocessor")
    s.play(s.named("Phoibos, Reka Hexarch"), "hero")
    s.settle()
    s.yes()
    s.settle()
    assert land.zone is Zone.LANDMARK and land.controller == 0 and land.owner == 1
    assert land in s.p(0).landmarks and Status.FLEETING not in land.statuses
