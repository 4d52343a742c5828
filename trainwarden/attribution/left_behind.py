"""A rank left behind: its steps stopped while its peers trained on, in a job still running.

In synchronous data-parallel training no rank can fall far behind: its peers block in the next
collective and stop with it (`stalled_while_running`). When the peers instead go on completing
steps for a hang's length after one rank's last step, the ranks train independently (parameter
servers, TensorFlowOnSpark's asynchronous workers, a Spark task per worker) and that rank
stopped on its own; the job, still running, waits for it to finish (the driver's
stage holds the rank's task open). Its machine is where the job is stuck: `attributed`
`hang`, that node, when every rank left behind runs on one node and a rank of another node
went on past it, and no step of the others is later than the job's last sign of running (when
they still train after it, the job is not waiting: an elastic job goes on without a worker it
lost or was told to drop).
"""

from __future__ import annotations

from trainwarden.attribution.bundle import BundleEvidence
from trainwarden.attribution.correlation_common import (
    attribution_result,
    progress_evidence_lines,
    stream_ending,
    time_text,
    typical_step_seconds,
)
from trainwarden.attribution.result import AttributionResult
from trainwarden.attribution.stall_clocks import stall_needed_seconds, still_running_at


def rank_left_behind(ev: BundleEvidence) -> AttributionResult | None:
    """The job still runs; one node's ranks (each reported two steps at least, none whose
    own output ended, normally or not) completed no step for a hang's length
    (`stall_needed_seconds`) before the latest step a rank of another node completed:
    `attributed` `hang`, that node. None otherwise."""
    collected = still_running_at(ev)
    if collected is None:
        return None
    done = {r: p for r, p in ev.progress.items() if p.max_step_at is not None and p.node}
    if len(done) < 2:
        return None
    latest = max(p.max_step_at for p in done.values() if p.max_step_at is not None)
    if latest > collected:
        # the others' steps go on past the last instant the bundle shows the job running: it was
        # training on without the rank (an elastic job that shrank, a worker removed), not
        # waiting for it
        return None
    needed = stall_needed_seconds(ev, typical_step_seconds(ev))
    behind: dict[int, float] = {}
    for rank, prog in done.items():
        if not prog.step_pace:  # one report: nothing says the rank was training
            continue
        silent = (latest - prog.max_step_at).total_seconds()  # type: ignore[operator]
        if silent > needed:
            behind[rank] = silent
    # a rank whose own output ended (a normal end: its share done; a fatal one: other rules')
    # is not waited on
    ended = {s.rank for s in ev.streams if s.rank in behind and stream_ending(s) is not None}
    if ended:
        return None
    nodes = {done[r].node for r in behind}
    if len(nodes) != 1 or not behind:
        return None
    node = next(iter(nodes))
    ahead = [r for r, p in done.items() if r not in behind and p.node != node]
    if not ahead or any(done[r].node == node for r in done if r not in behind):
        return None
    stopped = min(done[r].max_step_at for r in behind)  # type: ignore[type-var]
    evidence = progress_evidence_lines(ev, str(node))
    silent = max(behind.values())
    return attribution_result(
        "attributed", "hang", "rank-left-behind", [str(node)], stopped, evidence, [], 0.6,
        f"The job hung on {node}: rank(s) {', '.join(map(str, sorted(behind)))} completed no "
        f"step after {time_text(stopped)} while rank(s) {', '.join(map(str, sorted(ahead)))} "
        f"of other nodes trained on for {silent:.0f}s more, and the job still runs "
        f"({time_text(collected)}) waiting for them. Implicated: {node}.", node=str(node),
    )
