"""The goldfish lab's impact figure (engine.lab_impact): win days with a card in hand
by day 2 against without, and the conclusion drawn only when the games support it."""

from __future__ import annotations

from engine.goldfish_lab import summarise
from engine.lab_impact import EARLY_DAY, card_impacts, conclusion

FAST, SLOW, LATE = "ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_05_C", "ALT_CORE_B_AX_06_C"


def _game(seed: int, day: int, drawn: list[tuple[str, int]], won: bool = True) -> dict:
    return {"seed": seed, "won": won, "day": day, "decisions": 1,
            "positions": {"1": [0, 0]}, "mana": {}, "drawn": drawn, "played": []}


def _run(n: int) -> list[dict]:
    """`n` games: with FAST in the opening hand the deck wins on day 4 (or 5 every
    third game), without it on day 6 (or 5); SLOW comes every other game and changes
    nothing; LATE is only ever drawn on day 5, after the split."""
    out = []
    for i in range(n):
        fast = i % 2 == 0
        slow = (i // 2) % 2 == 0
        day = (4 if i % 3 else 5) if fast else (6 if i % 3 else 5)
        drawn = [(FAST, 1)] * fast + [(SLOW, 1)] * slow + [(LATE, 5)]
        out.append(_game(i, day, drawn))
    return out


def test_a_card_held_early_in_faster_games_has_a_positive_impact():
    got = card_impacts(_run(40), 40)
    assert got[FAST]["impact"] > 1.0 and got[FAST]["impact_t"] > 5
    assert got[FAST]["early_games"] == 20
    assert abs(got[SLOW]["impact"]) < 0.3 and abs(got[SLOW]["impact_t"]) < 2
    # a card drawn only after the split is never "held early": nothing to compare
    assert got[LATE]["impact"] is None and got[LATE]["early_games"] == 0


def test_a_card_drawn_after_the_early_days_is_not_counted_as_held():
    games = [_game(i, 4 + i % 2, [(FAST, EARLY_DAY + 1)] if i % 2 else [(FAST, EARLY_DAY)])
             for i in range(10)]
    got = card_impacts(games, 40)[FAST]
    # held early (drawn by day 2) in the games won on day 4, later in those won on day 5
    assert got["early_games"] == 5 and got["impact"] == 1.0


def test_a_game_not_won_counts_as_won_after_the_limit():
    games = [_game(i, 40, [(FAST, 1)] * (i % 2), won=i % 2 == 0) for i in range(10)]
    # with the card: never won (counts as day 41); without: won on day 40
    assert card_impacts(games, 40)[FAST]["impact"] == -1.0


def test_the_conclusion_names_clear_cards_only_and_needs_games():
    s = summarise(_run(40))
    said = conclusion(s["cards"], s["games"])
    assert said["verdict"] == "found"
    assert [name for name, _ in said["sooner"]] == [s["cards"][[c["ref"] for c in
                                                                 s["cards"]].index(FAST)]["name"]]
    assert said["later"] == []
    few = summarise(_run(12))
    assert conclusion(few["cards"], few["games"])["verdict"] == "few"
    # the same games with every day alike: no card clearly matters
    flat = summarise([dict(g, day=5) for g in _run(40)])
    assert conclusion(flat["cards"], flat["games"])["verdict"] == "none"
