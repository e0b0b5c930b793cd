"""Playing a card for free (7.3.20) skips its costs, not its own restrictions on being
played: "I can't be played if you have less than N Mana Orbs" holds whatever it costs and
wherever it is played from (a "can't" wins, 1.4.1)."""

from __future__ import annotations

from engine.effects.abilities import Reaction
from engine.effects.passives import CantBePlayedWithFewerOrbs
from engine.effects.playing import PlayMeForFree
from engine.effects.triggers import AtPhase
from engine.model import Zone
from tests.cards.helpers import covers, extra_card, scene

AURAQ = "ALT_CORE_B_LY_02_C"  # Hero: at Noon, spend 5 Performance counters to reveal the top
TOMOE = "ALT_CORE_B_BR_23_C"  # Tomoe Gozen: I can't be played with fewer than 7 Mana Orbs
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla Character


def _revealed(mana: int):
    """Auraq & Kibble with six counters and Tomoe Gozen third from the top of my Deck (the
    Morning draws the two above it, 4.2.1.d): at the next Noon I pay and it is revealed;
    the scene stops at the "revealed" decision."""
    s = scene(hero=AURAQ, deck_top=[TOMOE, AMELIA, AMELIA], mana=mana)
    s.p(0).hero.counters["performance"] = 6  # set-up: as if six such Characters were played
    s.until(lambda s: s.d.kind == "may" and s.d.player == 0)
    s.yes()
    assert s.d.kind == "revealed"
    return s


@covers(AURAQ)
def test_revealed_card_that_cant_be_played_is_not_offered_for_free() -> None:
    """Auraq & Kibble reveals Tomoe Gozen with fewer than 7 Mana Orbs: "play it for free"
    is not offered, the log says why; "put it into your hand"
    still is."""
    s = _revealed(mana=4)
    assert len(s.p(0).mana) < 7
    assert [o.id for o in s.d.options] == ["hand", "leave"]
    assert s.logged("Tomoe Gozen can't be played for free")
    s.answer("hand")
    assert s.named("Tomoe Gozen").zone is Zone.HAND


@covers(AURAQ)
def test_revealed_card_is_played_for_free_once_its_restriction_is_met() -> None:
    """With 7 Mana Orbs or more Tomoe Gozen's restriction is met: it is played for free."""
    s = _revealed(mana=8)
    assert "play" in [o.id for o in s.d.options]
    before = s.ready_mana()
    s.answer("play")
    s.pick_label("Hero")
    s.settle()
    assert s.named("Tomoe Gozen").zone is Zone.EXPEDITION
    assert s.ready_mana() == before  # for free


def test_play_me_for_free_keeps_the_cards_own_restriction() -> None:
    """"You may play me for free" (7.3.20) on a test card that can't be played with fewer
    than 9 Mana Orbs, its support Reaction "At Noon" in my Reserve: with 8 orbs nothing is
    asked and the log says why; with 9 it is played, and costs nothing."""
    ref = extra_card("TEST_CARD_PROUD_GUEST", (
        CantBePlayedWithFewerOrbs(9),
        Reaction(AtPhase(), (PlayMeForFree(),), support=True),
    ), stats=(1, 1, 1), cost=1)
    for orbs, played in ((8, False), (9, True)):
        s = scene(reserve=[ref], mana=orbs, settle=False)
        s.settle()
        if played:
            s.yes()
            s.pick_label("Hero")
            s.settle()
        assert s.d.kind == "turn"
        assert (s.named("Proud Guest").zone is Zone.EXPEDITION) is played, orbs
        assert s.logged("Proud Guest can't be played for free") is not played
        assert s.ready_mana() == orbs
