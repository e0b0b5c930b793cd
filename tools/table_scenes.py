"""Positions the table is judged on (../shared/docs/table-review.md): a hotseat turn on
day 3 with full Expeditions, boosts, counters, Landmarks and Reserves.  Used by the
screenshot tests and by `tools/review_shots.py`."""

from __future__ import annotations

from typing import Any


def day3_position() -> Any:
    """Day 3 Afternoon, Ninette (Lyra) to act against Lithium (Ordis): three or more
    Characters in each Expedition, boosts and counters on some, a Landmark each and two
    cards in each Reserve."""
    from engine import Position, Side, Tumult, card, orbs
    from engine.model import Phase, Terrain

    ninette = Side(
        "Ninette", hero="ALT_CORE_B_LY_01_C",
        hand=["ALT_CORE_B_LY_20_C", "ALT_CORE_B_LY_26_C", "ALT_CORE_B_LY_11_C",
              "ALT_CORE_B_LY_17_C"],
        deck=["ALT_CORE_B_LY_05_C", "ALT_CORE_B_LY_12_C", "ALT_CORE_B_LY_04_C",
              "ALT_CORE_B_LY_13_C"] * 3,
        reserve=[card("ALT_CORE_B_LY_09_C"), card("ALT_CORE_B_LY_25_C", "exhausted")],
        landmarks=["ALT_CORE_B_LY_30_R"],
        mana=orbs("ALT_CORE_B_LY_07_C", ready=2) + orbs("ALT_CORE_B_LY_10_C", ready=2)
        + orbs("ALT_CORE_B_LY_21_C", ready=0, exhausted=1),
        hero_expedition=[card("ALT_CORE_B_LY_14_C", boosts=1), "ALT_CORE_B_LY_17_C",
                         card("ALT_CORE_B_YZ_07_R2", "fleeting")],
        companion_expedition=["ALT_CORE_B_LY_16_C", card("ALT_CORE_B_LY_18_C", "anchored"),
                              "ALT_CORE_B_LY_08_C"],
        travelled=(1, 0),
    )
    lithium = Side(
        "Lithium", hero="ALT_CORE_B_OR_01_C",
        hand=["ALT_CORE_B_OR_09_C", "ALT_CORE_B_OR_04_C", "ALT_CORE_B_OR_10_C"],
        deck=["ALT_CORE_B_OR_06_C", "ALT_CORE_B_OR_08_C", "ALT_CORE_B_OR_16_C",
              "ALT_CORE_B_OR_12_C"] * 3,
        reserve=["ALT_CORE_B_OR_14_C", "ALT_CORE_B_OR_23_C"],
        landmarks=["ALT_CORE_B_OR_28_C"],
        mana=orbs("ALT_CORE_B_OR_13_C", ready=2) + orbs("ALT_CORE_B_OR_11_C", ready=1)
        + orbs("ALT_CORE_B_OR_22_C", ready=0, exhausted=2),
        hero_expedition=[card("ALT_CORE_B_OR_15_C", boosts=2), "ALT_CORE_B_OR_07_C",
                         "ALT_CORE_B_OR_05_C"],
        companion_expedition=["ALT_CORE_B_OR_17_C", "ALT_CORE_B_OR_09_C",
                              card("ALT_CORE_B_AX_04_C", counters={"kelon": 2})],
        travelled=(0, 1),
    )
    return legal(Position(
        (ninette, lithium), day=3, phase=Phase.AFTERNOON, first=0, turn=0,
        adventure=(Tumult(Terrain.FOREST, single_first=True, revealed=True),
                   Tumult(Terrain.WATER),
                   Tumult(Terrain.MOUNTAIN, single_first=False, revealed=True)),
    ))


class IllegalScene(ValueError):
    """A scene whose cards no real game could hold."""


def legal(position: Any) -> Any:
    """`position`, refused when a player's cards hold more than 3 of one name (1.1.4.e):
    a screenshot of a game that cannot happen misleads its reviewer (review r5 #12: four
    "The Frog Prince" on one side).  A scene's decks are shorter than 39 cards, so the
    other construction rules are not asked."""
    from engine.decks import validate_constructed

    for deck in position.decks():
        over = [str(p) for p in validate_constructed(deck) if p.rule == "1.1.4.e"]
        if over:
            raise IllegalScene(f"{deck.name}: " + "; ".join(over))
    return position


def day3_game(seed: int = 7) -> Any:
    from engine import Game

    return Game.from_position(day3_position(), seed=seed)
