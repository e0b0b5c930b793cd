"""The headless simulator: complete games, summary, JSON last line."""

from __future__ import annotations

import json

from engine.sim import main


def test_sim_plays_complete_games_with_invariants(capsys) -> None:
    code = main(["--games", "4", "--seed", "9", "--decks", "muna,ordis", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(out[-1])
    assert code == 0
    assert summary["games"] == 4 and summary["errors"] == 0
    assert summary["invariant_violations"] == 0 and summary["checked"]
    assert summary["mean_days"] >= 2 and summary["games_per_s"] > 0


def test_sim_rejects_a_single_deck(capsys) -> None:
    assert main(["--games", "1", "--decks", "axiom"]) == 2
