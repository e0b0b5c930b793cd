"""Where batches of games are played: in this process, in local worker processes, or on
a Dask distributed cluster (issue #27: batch play past one machine).

The goldfish lab and the gauntlet cut their work into jobs - a function and its
arguments, plain data in and out (deck JSON, seeds, result dicts) - and hand them to an
`Executor`, which yields each job's result as it finishes, tagged with the job's index.
Games are deterministic from their seeds, so whichever executor runs them, and in
whatever order the results arrive, the same jobs give the same results: callers sort
by index (or seed) before summing up.

- `InProcess`: one job after another, here (a test, a small run, a debugger).
- `LocalProcesses`: a `concurrent.futures.ProcessPoolExecutor` on this machine.
- `DaskCluster`: the workers of a Dask distributed scheduler (`pip install
  .[cluster]`, then `dask scheduler` on one machine and `dask worker tcp://HOST:8786` on
  each machine that should play; every worker needs this project installed, the same
  version, since the jobs name its functions).

`make_executor` picks one from the command line's `--workers` and `--scheduler`.
"""

from __future__ import annotations

import contextlib
import gc
import os
import queue
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Protocol

Job = tuple[Callable[..., Any], tuple[Any, ...]]


class ExecutorUnavailable(RuntimeError):
    """The asked-for executor cannot run here (Dask not installed, no scheduler there)."""


class Executor(Protocol):
    """Runs jobs and yields (index, result) as each finishes; stops early, leaving the
    unfinished jobs undone, once `cancel` is set."""

    #: how many jobs can run at once (for sizing chunks and for the summary)
    workers: int

    def run(self, jobs: Sequence[Job], cancel: threading.Event | None = None
            ) -> Iterator[tuple[int, Any]]: ...


class InProcess:
    """Every job in this process, in order."""

    workers = 1

    def run(self, jobs: Sequence[Job], cancel: threading.Event | None = None
            ) -> Iterator[tuple[int, Any]]:
        for i, (fn, args) in enumerate(jobs):
            if cancel is not None and cancel.is_set():
                return
            yield i, fn(*args)


#: collect the youngest objects after this many more allocations than frees (Python's
#: default is 700): a game makes and drops thousands of objects a second, most of them
#: freed by reference counting, so the default ran a young collection every few
#: decisions over objects the game was still using
BATCH_GC_THRESHOLD = 10_000
_settled = False


def settle_for_batch() -> None:
    """Garbage collection for a process about to play many games (issue #27).  What is
    alive now - modules, card definitions, memos - lives as long as the process; after
    one last collection it is frozen out of the collector's sight (`gc.freeze`), so the
    full collections the games trigger walk the games' objects only, not the card pool
    every time (they took ~10 % of a batch's CPU), and young collections run less often
    (`BATCH_GC_THRESHOLD`).  In a forked worker the frozen pages also stay shared with
    the parent.  Only where many games are played (altered-sim, the lab's and the
    gauntlet's command lines, local worker processes), not in the app; once per process.
    Games play the same either way: nothing in the engine depends on when memory is
    reclaimed."""
    global _settled
    if _settled:
        return
    _settled = True
    gc.collect()
    gc.freeze()
    gc.set_threshold(BATCH_GC_THRESHOLD, *gc.get_threshold()[1:])


def _start_worker() -> None:
    """A worker leaves Ctrl-C to the parent, which stops them and sums up what finished
    (otherwise each prints a traceback and the pool waits for every queued job), and
    settles its garbage collection for batch play."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    settle_for_batch()


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """Stop the pool now: queued jobs are dropped, jobs under way are abandoned (their
    worker processes killed), so a cancel or Ctrl-C returns within a second instead of
    waiting for every queued job.  Python 3.14 has `terminate_workers`; before it, the
    pool's processes are reached by its private attributes (read before `shutdown`,
    which forgets them)."""
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:
        terminate()
        return
    procs = list((getattr(pool, "_processes", None) or {}).values())
    calls = getattr(pool, "_call_queue", None)
    pool.shutdown(wait=False, cancel_futures=True)
    if calls is not None:  # jobs queued for dead workers: never wait to hand them over
        calls.cancel_join_thread()
    for proc in procs:
        with contextlib.suppress(Exception):
            proc.kill()
    for proc in procs:
        with contextlib.suppress(Exception):
            proc.join(1.0)


class LocalProcesses:
    """Jobs spread over worker processes on this machine.  `mp_context`: how workers
    start (a GUI passes "spawn": nothing of its threads is inherited by a fork).  A
    cancel, Ctrl-C, or a caller that stops reading stops the workers at once."""

    def __init__(self, workers: int = 0, mp_context: Any = None) -> None:
        self.workers = workers or os.cpu_count() or 1
        self._context = mp_context

    def run(self, jobs: Sequence[Job], cancel: threading.Event | None = None
            ) -> Iterator[tuple[int, Any]]:
        pool = ProcessPoolExecutor(self.workers, mp_context=self._context,
                                   initializer=_start_worker)
        finished = False
        try:
            # each job tells when it is done (a queue, not a `wait` over every job still
            # under way at each turn: that was a walk of the whole list per result)
            done: queue.SimpleQueue[Future[Any]] = queue.SimpleQueue()
            index: dict[Future[Any], int] = {}
            for i, (fn, args) in enumerate(jobs):
                f = pool.submit(fn, *args)
                index[f] = i
                f.add_done_callback(done.put)
            left = len(index)
            while left:
                try:
                    f = done.get(timeout=0.1)
                except queue.Empty:
                    pass
                else:
                    left -= 1
                    yield index[f], f.result()
                if cancel is not None and cancel.is_set():
                    return
            finished = True
        finally:
            if finished:
                pool.shutdown(wait=True)
            else:
                _stop_workers(pool)


class DaskCluster:
    """Jobs run by the workers of a Dask distributed scheduler at `address`
    (tcp://HOST:8786), or by a `distributed.Client` given as `client`."""

    def __init__(self, address: str | None = None, client: Any = None) -> None:
        try:
            from distributed import Client
        except ImportError:
            raise ExecutorUnavailable(
                "running on a cluster needs Dask: pip install 'altered-desktop[cluster]'"
            ) from None
        if client is None:
            try:
                client = Client(address, timeout="10s")
            except OSError as e:
                raise ExecutorUnavailable(f"no Dask scheduler answers at {address}: {e}") from None
        self._client = client
        self.workers = max(1, sum(client.nthreads().values()))

    def run(self, jobs: Sequence[Job], cancel: threading.Event | None = None
            ) -> Iterator[tuple[int, Any]]:
        from distributed import as_completed

        # pure=False: two jobs with the same arguments are still two jobs
        futures = [self._client.submit(fn, *args, pure=False) for fn, args in jobs]
        index = {f.key: i for i, f in enumerate(futures)}
        try:
            for f in as_completed(futures):
                if cancel is not None and cancel.is_set():
                    return
                yield index[f.key], f.result()
        finally:
            self._client.cancel([f for f in futures if not f.done()])

    def close(self) -> None:
        self._client.close()


def make_executor(workers: int = 0, scheduler: str | None = None,
                  mp_context: Any = None) -> Executor:
    """A Dask cluster when `scheduler` is given, else `workers` local processes (0: one
    per core), or this process alone for `workers` == 1."""
    if scheduler:
        return DaskCluster(scheduler)
    if workers == 1:
        return InProcess()
    return LocalProcesses(workers, mp_context)
