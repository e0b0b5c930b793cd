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


def test_a_failing_game_is_saved_and_replays_to_the_same_failure(tmp_path, monkeypatch, capsys) -> None:
    """Determinism: a failure found by the simulator is reproduced from its record."""
    import pytest

    import engine.flow as flow
    from engine import Game

    real = flow.rest

    def broken_rest(g):
        if g.day == 3:
            raise RuntimeError("deliberate failure on day 3")
        return real(g)

    monkeypatch.setattr(flow, "rest", broken_rest)
    code = main(["--games", "1", "--seed", "4", "--decks", "lyra,ordis", "--no-check",
                 "--save-failures", str(tmp_path)])
    assert code == 1
    saved = tmp_path / "failure-seed-4.json"
    assert saved.exists() and "deliberate failure" in (tmp_path / "failure-seed-4.txt").read_text()
    with pytest.raises(RuntimeError, match="deliberate failure on day 3"):
        Game.load(saved)


def test_sim_coverage_lists_every_starter_card(capsys) -> None:
    """`altered-sim --coverage`: every starter-deck reference has a covering test."""
    assert main(["--coverage"]) == 0
    cap = capsys.readouterr()
    assert "ALT_CORE_B_OR_32_C" in cap.out
    assert "130 of 130 references covered" in cap.out + cap.err
