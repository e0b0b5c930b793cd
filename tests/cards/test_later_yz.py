"""Yzmir cards of the later sets (Alize, Bise, Cyclone, Duster) read by the parser with the
words of engine/cardtext/yzmir_text.py and engine/effects/yzmir_words.py: one test per
family of the same text, played through real decisions, each citing the rule or the
reminder text it enforces (docs/mechanisms.md, "Yzmir in the later sets")."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Status, Zone
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # vanilla Character, Hand 3 / Reserve 1
SHENLONG = "ALT_CORE_B_BR_22_C"  # vanilla Character, Hand 6 / Reserve 6
NAVIGATOR = "ALT_CORE_B_LY_12_C"  # vanilla Character, Hand 2 / Reserve 3
ATHENA = "ALT_CORE_B_AX_18_C"  # Hand 5 / Reserve 3; from Reserve, Fleeting without Landmarks
GENERATOR = "ALT_CORE_B_AX_27_C"  # a Landmark Permanent, Hand 3 / Reserve 3
CONJURING_SEAL = "ALT_CORE_B_YZ_23_C"  # Spell "Draw two cards.", Hand 3 / Reserve 5
MAGICAL_TRAINING = "ALT_CORE_B_YZ_19_C"  # Spell "Draw a card.", Hand 1 / Reserve 3
BASE_COST_PLAYED = "(It's the Reserve Cost if played from Reserve, or the Hand Cost if not.)"
BASE_COST_IN_PLAY = "(Its Base Cost is the Reserve Cost if Fleeting, or the Hand Cost if not.)"


def _text(ref: str) -> str:
    return card_by_ref(ref).text()


def _pick(s, card) -> None:
    """Choose `card` if asked; a choice with a single option is made by itself."""
    if s.d is not None and s.d.kind not in ("turn", "may"):
        s.pick(card)
    s.settle()


# ------------------------------------------------------------------ "If you don't"
SHIVA = ("ALT_CYCLONE_B_YZ_74_C", "ALT_CYCLONE_B_YZ_74_R1", "ALT_CYCLONE_B_YZ_74_R2")


@covers(*SHIVA)
def test_shiva_discards_a_permanent_or_else_gains_two_boosts() -> None:
    """Shiva: "[H] You may discard target Permanent. If you don't, I gain 2 boosts." The
    boosts are the other branch of the choice (6.5.f): taken when the Permanent is not
    discarded, never both."""
    for ref in SHIVA:
        s = scene(hand=[ref], opp_landmarks=[GENERATOR])
        s.play(s.named("Shiva"))
        s.settle()
        s.yes()
        _pick(s, s.named("Kelonic Generator"))
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert s.named("Shiva").counters.get("boost", 0) == 0, ref
        s = scene(hand=[ref], opp_landmarks=[GENERATOR])
        s.play(s.named("Shiva"))
        s.settle()
        s.no()
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.LANDMARK
        assert s.named("Shiva").counters.get("boost", 0) == 2, ref
        assert _text(ref) == ("When played from Hand — You may discard target Permanent. "
                              "If you don't, I gain 2 boosts.")


def test_shiva_with_no_permanent_to_discard_gains_the_boosts() -> None:
    """Saying yes with no Permanent in play: nothing is discarded, so "you don't" holds
    (6.5.f: only a discard actually started counts) and Shiva gains 2 boosts."""
    s = scene(hand=[SHIVA[0]])
    s.play(s.named("Shiva"))
    s.settle()
    if s.d.kind == "may":
        s.yes()
    s.settle()
    assert s.named("Shiva").counters.get("boost", 0) == 2
    assert s.logged("no legal target")


KALI_C, KALI_R1, KALI_R2 = ("ALT_CYCLONE_B_YZ_71_C", "ALT_CYCLONE_B_YZ_71_R1",
                            "ALT_CYCLONE_B_YZ_71_R2")


@covers(KALI_C, KALI_R1)
def test_kali_puts_a_spell_in_reserve_or_is_sacrificed() -> None:
    """Kali: "[H] You may put a Spell from your hand in Reserve. If you don't, sacrifice me"
    (R1: "sacrifice a Character").  Only a Spell can be chosen; with none in hand the
    step can't be done and the sacrifice follows (7.3.25)."""
    for ref in (KALI_C, KALI_R1):
        s = scene(hand=[ref, MAGICAL_TRAINING])
        s.play(s.named("Kali"))
        s.settle()
        s.yes()
        _pick(s, s.named("Magical Training"))  # the only Spell: the filler Characters can't
        assert s.named("Magical Training").zone is Zone.RESERVE
        assert s.named("Kali").zone is Zone.EXPEDITION, ref
    s = scene(hand=[KALI_C, MAGICAL_TRAINING])
    s.play(s.named("Kali"))
    s.settle()
    s.no()
    s.settle()
    assert s.named("Kali").zone is Zone.DISCARD
    assert s.named("Magical Training").zone is Zone.HAND
    # R1: no Spell in hand -> sacrifice a Character of my choice, here my Amelia
    s = scene(hand=[KALI_R1], hero_exp=[AMELIA])
    s.play(s.named("Kali"))
    s.settle()
    s.yes()
    s.settle()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Kali").zone is Zone.EXPEDITION
    assert s.logged("no Spell in hand to put in Reserve")


@covers(KALI_R2)
def test_kali_r2_puts_a_permanent_in_reserve_or_sacrifices_one() -> None:
    """Kali (R2): a Permanent from hand to Reserve; if you don't, sacrifice a Permanent."""
    s = scene(hand=[KALI_R2, GENERATOR])
    s.play(s.named("Kali"))
    s.settle()
    s.yes()
    _pick(s, s.named("Kelonic Generator"))
    assert s.named("Kelonic Generator").zone is Zone.RESERVE
    s = scene(hand=[KALI_R2], landmarks=[GENERATOR])
    s.play(s.named("Kali"))
    s.settle()
    s.no()
    s.settle()
    _pick(s, s.named("Kelonic Generator"))
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    assert s.named("Kali").zone is Zone.EXPEDITION
