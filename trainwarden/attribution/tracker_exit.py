"""A run whose training ended but whose process never exits, held by its experiment tracker.

An experiment tracker's client flushes and uploads its run when the program finishes, and
prints its own shutdown footer while it does: wandb's `wandb: Waiting for W&B process to
finish`, its `wandb: - 3.2 MB of 3.2 MB uploaded` spinner, its `Run history:` / `Run summary:`
tables and `Synced N W&B file(s)` (wandb/sdk/wandb_run.py, the run's exit footer); Comet's
`COMET INFO: Uploading metrics, params, and assets to Comet before program termination` and
`Waiting for completion of the file uploads`; Neptune's `Waiting for the remaining N
operations to synchronize with Neptune`. A healthy run's scheduler then reports the job ended.
When the program's latest words are such a footer and the scheduler's latest word on the job is
still RUNNING, the process is waiting on its tracker to let go (an upload that never completes,
a service process that never answers): a hang after training, which names no machine.
"""

from __future__ import annotations

from trainwarden.attribution.bundle import BundleEvidence
from trainwarden.attribution.correlation_common import (
    attribution_result,
    final_job_state,
    program_streams,
    stream_ending,
)
from trainwarden.attribution.result import AttributionResult, EvidenceLine
from trainwarden.untrusted import linear_re

# a tracker client's own output prefix (wandb's `wandb:`, Comet's `COMET INFO:`, Neptune's
# `[neptune] [info   ]:`), behind a rank's launcher prefix at most
_TRACKER_LINE = linear_re.compile(
    r"^(?:\[[^\]]{0,32}\]:? *)?(?:wandb:|COMET (?:INFO|WARNING|ERROR):|\[neptune\])")
# the clients' shutdown footers: what each prints while it finishes the run at the program's exit
_SHUTDOWN = linear_re.compile(
    r"Waiting for W&B process to finish"
    r"|\bMB of [\d.]+ ?MB uploaded\b"
    r"|\bRun (?:history|summary):"
    r"|\bSynced \d+ W&B file"
    r"|\bProgram ended successfully\b"
    r"|before program termination"
    r"|Waiting for completion of the file uploads"
    r"|Waiting for the remaining \d+ operations to synchronize"
)


def is_tracker_shutdown(line: str) -> bool:
    """The line is an experiment tracker's footer as it finishes a run at the program's exit."""
    return _SHUTDOWN.search(line) is not None


def tracker_never_let_go(ev: BundleEvidence) -> AttributionResult | None:
    """The scheduler still reports the job RUNNING, the program's latest stream ends in its
    tracker's own lines with a shutdown footer among its last lines, and no stream of the
    program ended in a failure: training finished and the process waits on the tracker to
    exit. `ambiguous`, `hang`, nobody implicated. None otherwise (a COMPLETED job's footer is
    a normal end; a fatal line makes it a failure read elsewhere)."""
    final = final_job_state(ev)
    if final is None or final.job_state != "RUNNING":
        return None
    own = program_streams(ev)
    if not own or any(stream_ending(s) == "fatal" for s in own):
        return None
    latest = max(own, key=lambda s: s.last_at or final.at)
    if _TRACKER_LINE.search(latest.tail[-1]) is None:
        return None
    footer = [(n, t) for n, t in latest.numbered_tail if is_tracker_shutdown(t)]
    if not footer:
        return None
    line, text = footer[0]
    return attribution_result(
        "ambiguous", "hang", "tracker-never-let-go", [], latest.last_at,
        [EvidenceLine(file=latest.file, line=line, text=text[:500])], [], 0.4,
        f"The job hung after training: its program's last lines are its experiment tracker "
        f"finishing the run [{latest.file}:{line}], yet the scheduler still reports it RUNNING "
        f"[scheduler.jsonl:{final.line}]; the process waits on the tracker to exit, and no "
        "node is implicated.")
