""""Distribute N boosts among any target Characters …" is one word (`DistributeBoosts`) for
every card that prints it: one to N targets (6.5.b), at least one when a target can be
chosen for free (the step has no "may" and no "up to": it is mandatory, 1.2.6.d), none
forced when every target has Tough (7.4.7.d); each target gets one boost, the rest are
placed one at a time in a `choose_card` decision with ids `b:<oid>` (not asked with a
single target), and each target gains its share at once (7.3.12).  Records written when
those ids were `x:<oid>` still replay."""

from __future__ import annotations

import json

import pytest

from engine import Game
from engine.decisions import IllegalAnswer
from engine.record import parse_record
from tests.cards.helpers import scene
from tests.engine.helpers import resign

AMELIA = "ALT_CORE_B_AX_11_C"  # vanilla Character
NAVIGATOR = "ALT_CORE_B_LY_12_C"  # vanilla Character
ACHILLES = "ALT_CORE_B_BR_21_C"  # Tough 1
SPORTS_C = "ALT_DUSTER_B_YZ_97_C"  # "Distribute 2 boosts among any target Characters in play."
SOUL_C = "ALT_DUSTER_B_MU_98_C"  # "… 4 boosts among any target Characters in play or in Reserve."


def test_6_5_b_a_distribution_needs_at_least_one_target_and_offers_up_to_n() -> None:
    """With free targets the player must choose one at least (1.2.6.d) and at most N."""
    s = scene(hand=[SPORTS_C], hero_exp=[AMELIA], opp_hero_exp=[NAVIGATOR])
    s.play(s.named("Sports Encounter"), None)
    s.settle()
    d = s.d
    assert d.kind == "target" and (d.min, d.max) == (1, 2)
    with pytest.raises(IllegalAnswer):
        s.answer([])  # choosing no target would skip a mandatory step
    assert s.d is d  # the illegal answer left the game as it was
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 2
    assert "boost" not in s.named("Lyra Navigator").counters


def test_7_4_7_d_with_only_tough_targets_none_need_be_chosen() -> None:
    """Tough targets only: the player may choose none rather than pay (7.4.7.d)."""
    s = scene(hand=[SPORTS_C], opp_hero_exp=[ACHILLES])
    s.play(s.named("Sports Encounter"), None)
    s.settle()
    assert s.d.kind == "target" and s.d.min == 0
    s.answer([])
    s.settle()
    assert "boost" not in s.named("Achilles").counters
    assert s.d.kind == "turn"


def test_7_3_12_the_boosts_left_are_placed_in_a_choose_card_decision() -> None:
    """Soul Encounter, two targets: each gets one, the two left are placed one at a time
    (`choose_card`, `b:<oid>`), then each target gains its share in one gain."""
    s = scene(hand=[SOUL_C], hero_exp=[AMELIA], reserve=[NAVIGATOR])
    s.play(s.named("Soul Encounter"), None)
    s.settle()
    amelia, navigator = s.named("Amelia Earhart"), s.named("Lyra Navigator")
    s.pick(amelia, navigator)
    for _ in range(2):
        assert s.d.kind == "choose_card"
        assert sorted(o.id for o in s.d.options) == sorted(
            [f"b:{amelia.oid}", f"b:{navigator.oid}"])
        s.answer(f"b:{navigator.oid}")
    s.settle()
    assert amelia.counters.get("boost") == 1 and navigator.counters.get("boost") == 3
    gains = [e.text for e in s.g.log if "Lyra Navigator" in e.text and "boost" in e.text]
    assert len(gains) == 1, gains  # one gain of three, not three gains


def test_a_single_target_takes_every_boost_without_a_question() -> None:
    """Sports Encounter with one target chosen of two: both boosts go to it and nobody
    is asked where (there is nothing to choose)."""
    s = scene(hand=[SOUL_C], hero_exp=[AMELIA], opp_hero_exp=[NAVIGATOR])
    s.play(s.named("Soul Encounter"), None)
    s.settle()
    s.pick(s.named("Lyra Navigator"))
    assert s.d.kind == "turn"  # no choose_card decision came
    assert s.named("Lyra Navigator").counters.get("boost") == 4


def test_a_record_with_the_old_x_ids_still_replays() -> None:
    """Before the fold the boosts left were placed with ids `x:<oid>`: a record holding
    them replays to the same game (engine.decisions.RENAMED_IDS), and the game keeps the
    answers in today's form."""
    s = scene(hand=[SOUL_C], hero_exp=[AMELIA], reserve=[NAVIGATOR])
    s.play(s.named("Soul Encounter"), None)
    s.settle()
    s.pick(s.named("Amelia Earhart"), s.named("Lyra Navigator"))
    for _ in range(2):
        s.pick(s.named("Amelia Earhart"))
    s.settle()
    rec = s.g.record
    new = [a for a in rec["answers"] if isinstance(a, str) and a.startswith("b:")]
    assert len(new) == 2
    old = resign(dict(rec, answers=[("x:" + a[2:]) if isinstance(a, str) and a.startswith("b:") else a
                                    for a in rec["answers"]]))
    assert old["answers"] != rec["answers"]
    replayed = Game.from_record(parse_record(json.dumps(old)))
    assert replayed.fingerprint() == s.g.fingerprint()
    assert replayed.record["answers"] == rec["answers"]


def test_an_old_id_is_read_only_where_its_new_form_is_offered() -> None:
    """`x:<oid>` stands for `b:<oid>` in a choose_card decision that offers it; an `x:`
    naming nothing offered is still an illegal answer, and the game is unchanged."""
    s = scene(hand=[SOUL_C], hero_exp=[AMELIA], reserve=[NAVIGATOR])
    s.play(s.named("Soul Encounter"), None)
    s.settle()
    s.pick(s.named("Amelia Earhart"), s.named("Lyra Navigator"))
    d = s.d
    with pytest.raises(IllegalAnswer):
        s.answer("x:99999")
    assert s.d is d
    s.answer(f"x:{s.named('Amelia Earhart').oid}")
    assert s.g.answers[-1] == f"b:{s.named('Amelia Earhart').oid}"
