"""The Progress entries of the log carry their comparison in numbers (`LogEntry.verdict`,
engine.log.DuskVerdict): the totals Progress took at once (4.2.4.h), the terrains of the
region counted and those won (4.2.4.b), so a table can tell Dusk after Night changed the
board.  Held against the entries' own words and the view before Dusk."""

from __future__ import annotations

import random
import re

from engine import DuskVerdict, Game, starter_deck
from engine.policies import random_answer


def _games():  # type: ignore[no-untyped-def]
    for seed, (a, b) in enumerate([("axiom", "bravos"), ("lyra", "ordis"), ("muna", "yzmir")]):
        g = Game.new([starter_deck(a), starter_deck(b)], seed=seed)
        rng = random.Random(seed)
        while g.pending is not None and g.day <= 12:
            g.answer(random_answer(g.pending, rng))
        yield g


def test_every_progress_verdict_matches_its_words():
    """4.2.4.b / 4.2.4.i: one verdict per Expedition and Dusk, its region and totals
    those the entry prints ("region 2 is forest; forest 2 vs 7"), its terrains won
    those the entry names, none won when it fails."""
    seen = 0
    for g in _games():
        per_day: dict[int, list[DuskVerdict]] = {}
        for e in g.log:
            if e.rule not in ("4.2.4.b", "4.2.4.i") or not (
                    " is ahead: " in e.text or " stays: " in e.text):
                assert e.verdict is None
                continue
            v = e.verdict
            assert isinstance(v, DuskVerdict), e
            per_day.setdefault(e.day, []).append(v)
            said = {t: (int(a), int(b)) for t, a, b in
                    re.findall(r"(forest|mountain|water) (\d+) vs (\d+)", e.text)}
            for t, (a, b) in said.items():
                k = ("forest", "mountain", "water").index(t)
                assert (v.mine[k], v.theirs[k]) == (a, b), e.text
            if "Defender" not in e.text and v.counted:
                assert f"region {v.region + 1} is " in e.text, e.text
            if e.rule == "4.2.4.i" and "Defender" not in e.text:
                assert set(said) == set(v.counted), e.text  # every terrain compared
            assert set(v.ahead) <= set(v.counted)
            if e.rule == "4.2.4.i":
                assert v.ahead == ()
            else:
                assert v.ahead and all(t in e.text for t in v.ahead)
                for t in v.ahead:  # more than the facing one, and more than 0 (4.2.4.b)
                    k = ("forest", "mountain", "water").index(t)
                    assert v.mine[k] > max(v.theirs[k], 0) or "Ascended" in e.text
            seen += 1
        for day, verdicts in per_day.items():
            assert sorted((v.player, v.expedition) for v in verdicts) == [
                (0, "companion"), (0, "hero"), (1, "companion"), (1, "hero")], day
    assert seen >= 20


def test_the_verdict_tells_the_totals_and_region_the_view_showed_before_dusk():
    """The day-3 table of the review: the totals shown before the last pass are the
    ones Progress compared; the region is the view's position."""
    from tools.table_scenes import day3_game

    g = day3_game()
    g.answer("pass")
    before = g.view(None)
    g.answer("pass")
    verdicts = [e.verdict for e in g.log if e.verdict is not None and e.day == 3]
    assert len(verdicts) == 4
    for v in verdicts:
        exp = before["players"][v.player]["expeditions"][v.expedition]
        assert v.region == exp["position"]
        assert v.mine == tuple(exp["stats"][t] for t in ("forest", "mountain", "water"))
        assert v.theirs == tuple(exp["facing_stats"][t] for t in ("forest", "mountain", "water"))
        assert list(v.counted) == exp["region"]
    tie = verdicts[3]  # Lithium's companion: 5 against 5 in mountain fails (4.2.4.e)
    assert (tie.player, tie.expedition, tie.counted, tie.ahead) == (1, "companion",
                                                                   ("mountain",), ())
    assert (tie.mine[1], tie.theirs[1]) == (5, 5)
