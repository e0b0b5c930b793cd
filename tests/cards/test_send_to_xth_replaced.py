"""A card sent to the Xth position of its owner's Deck (7.3.26) whose move a replacement
turns elsewhere (Tiny Jinn goes to Mana instead) has no position to take: the step goes
on without it.  Found by the unique gauntlet (seed 501148), whose game is replayed here:
it raised ValueError (list.remove) before the fix."""

from __future__ import annotations

import json
from pathlib import Path

from engine.decks import Deck
from engine.uniques import gauntlet as G
from engine.uniques.store import UniqueSpec, learn

GAME = Path(__file__).with_name("unique_game_501148.json")


def test_7_3_26_a_card_that_went_elsewhere_instead_takes_no_deck_position():
    fail = json.loads(GAME.read_text())
    for u in fail["uniques"]:
        learn(UniqueSpec.from_json(u))
    decks = [Deck(f"d{i}", d[0], tuple(d[1:])) for i, d in enumerate(fail["decks"])]
    seen: list[str] = []

    def watch(game) -> None:
        e = game.log[-1]
        if e.rule == "7.3.26":
            seen.append(e.text)

    G.play_one(decks, fail["seed"], True, watch)  # raised ValueError before the fix
    assert seen, "the game no longer sends a card to a Deck position: the test lost its case"
