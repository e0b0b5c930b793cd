"""Batch play through an executor (engine.batch, issue #27): the same seeds give the
same goldfish summary in this process, in local processes and on a Dask cluster."""

from __future__ import annotations

import gc
import json
import sys

import pytest

from engine.batch import (
    BATCH_GC_THRESHOLD,
    DaskCluster,
    ExecutorUnavailable,
    InProcess,
    LocalProcesses,
    make_executor,
)
from engine.decks import starter_deck
from engine.goldfish_lab import main, run_lab

SAME = ("games", "wins", "victory_days", "positions_by_day", "mana_by_day", "cards",
        "games_table")


def _double(x: int) -> int:
    return 2 * x


def test_executors_yield_every_job_with_its_index() -> None:
    jobs = [(_double, (i,)) for i in range(7)]
    for ex in (InProcess(), LocalProcesses(2)):
        assert sorted(ex.run(jobs)) == [(i, 2 * i) for i in range(7)]


def _gc_state() -> tuple[int, int]:
    return gc.get_threshold()[0], gc.get_freeze_count()


def test_worker_processes_settle_garbage_collection_for_batch_play() -> None:
    # what a worker holds at its start is frozen out of the collector's walks, and young
    # objects are collected less often (issue #27: ~10 % of a batch's CPU went to gc);
    # the lab test below checks that games come out the same
    (_i, (threshold, frozen)), = LocalProcesses(2).run([(_gc_state, ())])
    assert threshold == BATCH_GC_THRESHOLD
    assert frozen > 10_000  # the interpreter, the engine's modules


def test_make_executor_picks_by_workers() -> None:
    assert isinstance(make_executor(1), InProcess)
    assert isinstance(make_executor(2), LocalProcesses) and make_executor(2).workers == 2


def test_the_lab_through_an_executor_matches_the_plain_run() -> None:
    deck = starter_deck("ordis")
    plain = run_lab(deck, 5, workers=1)
    pooled = run_lab(deck, 5, executor=LocalProcesses(2), chunk=2)
    assert {k: pooled[k] for k in SAME} == {k: plain[k] for k in SAME}


def test_without_dask_the_cluster_is_refused_with_the_way_to_get_it(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    with pytest.raises(ExecutorUnavailable, match=r"pip install"):
        DaskCluster("tcp://127.0.0.1:8786")
    assert main(["axiom", "--games", "2", "--scheduler", "tcp://127.0.0.1:8786"]) == 2
    assert "altered-desktop[cluster]" in capsys.readouterr().err


def test_a_local_two_worker_dask_cluster_gives_the_local_results(capsys) -> None:  # type: ignore[no-untyped-def]
    distributed = pytest.importorskip(
        "distributed", reason="Dask is not installed (pip install 'altered-desktop[cluster]')")
    deck = starter_deck("lyra")
    local = run_lab(deck, 6, workers=1)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            ex = DaskCluster(client=client)
            assert ex.workers == 2
            remote = run_lab(deck, 6, executor=ex, chunk=2)
            from engine.gauntlet import run

            gauntlet_remote = run("CORE", times=1, max_games=4, seed=5, batch=2, executor=ex)
        # and through the command line, as a user runs it
        assert main(["lyra", "--games", "6", "--json", "--scheduler",
                     cluster.scheduler_address]) == 0
    assert {k: remote[k] for k in SAME} == {k: local[k] for k in SAME}
    gauntlet_here = run("CORE", times=1, max_games=4, seed=5, batch=2)
    assert (gauntlet_remote.errors, gauntlet_remote.violations) == (
        gauntlet_here.errors, gauntlet_here.violations)
    assert gauntlet_remote.games == gauntlet_here.games == 4
    differ = {r: (gauntlet_remote.plays[r], gauntlet_here.plays[r])
              for r in set(gauntlet_remote.plays) | set(gauntlet_here.plays)
              if gauntlet_remote.plays[r] != gauntlet_here.plays[r]}
    assert not differ, f"plays counted differently (cluster, here): {differ}"
    cli = json.loads(capsys.readouterr().out)
    assert cli["cards"] == local["cards"] and cli["victory_days"] == local["victory_days"]
    assert [r["seed"] for r in cli["games_table"]] == list(range(1, 7))


def test_a_gauntlet_batch_plays_the_same_games_in_any_executor() -> None:
    from engine.gauntlet import run

    def outcome(t):  # type: ignore[no-untyped-def]
        return t.games, sorted(t.plays.items()), t.errors, t.violations

    here = run("CORE", times=1, max_games=6, seed=5, batch=3)
    pooled = run("CORE", times=1, max_games=6, seed=5, batch=3, executor=LocalProcesses(2))
    assert here.games == 6 and outcome(pooled) == outcome(here)
