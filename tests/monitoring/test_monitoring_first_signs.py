"""The first-sign trigger logic: which lines are fatal (on real-world log text, cited in each
bundle's sources.json under tests/attribution/realworld), how a sign becomes a detection, the
honest failure clock and the category a signal kill gets."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from trainwarden.activities.backends.fatal_lines import FatalLineTracker, Stream
from trainwarden.attribution.catalog import load_catalogs
from trainwarden.attribution.result import AttributionResult
from trainwarden.detection import detect_anomaly
from trainwarden.firstsign import FatalMatcher, node_down, process_exit, signal_name
from trainwarden.models import FirstSign, JobObservation, RankProgress
from trainwarden.playbook.schema import Detection
from trainwarden.timekeeping.clocks import (
    category_from_evidence,
    failure_time,
    hang_cascade,
    last_step,
    names_the_stopped_rank,
)

REALWORLD = Path(__file__).resolve().parents[1] / "attribution" / "realworld"
T0 = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)
FATAL_CASES = {
    "rw-xid79-syslog-kern-log": "xid-79",
    "rw-holdout-xid48-dbe-syslog": "xid-48",
    "rw-gpu-fallen-off-multiline-dmesg": "gpu-lost",
    "rw-xid149-nvlink-fatal": "xid-nvlink-fatal",
    "rw-ib-local-catastrophic": "ib-async-fatal",
    "rw-ib-qp-fatal-h100": "ib-async-fatal",
}
NOT_FATAL_CASES = [  # application Xids, warnings, a corrected NVLink error
    "rw-holdout-xid13-dmesg-T",
    "rw-holdout-xid31-illegal-address",
    "rw-xid144-nonfatal-completes",
    "rw-cuda-oom-rank",
    "rw-glog-watchdog-all-ranks",
]


@pytest.fixture(scope="module")
def matcher() -> FatalMatcher:
    return FatalMatcher(load_catalogs())


def _fatal_ids(matcher: FatalMatcher, case: str) -> set[str]:
    found = set()
    for log in (REALWORLD / case / "logs").rglob("*.log"):
        stream = "kernel" if log.name == "kernel.log" else log.stem
        for line in log.read_text(errors="replace").splitlines():
            sig = matcher.match(line, stream)
            if sig is not None:
                found.add(sig.id)
    return found


@pytest.mark.parametrize("case", sorted(FATAL_CASES))
def test_real_fatal_lines_are_first_signs(matcher, case):
    assert FATAL_CASES[case] in _fatal_ids(matcher, case)


# no warning or application case holds a fatal line (the Xid 109 after the application's Xid 13
# in rw-holdout-xid13-dmesg-T is a timeout that implicates nobody, as Xid 8: not a first sign)
ALSO_FATAL: dict[str, set[str]] = {}


@pytest.mark.parametrize("case", NOT_FATAL_CASES)
def test_real_warning_and_application_lines_are_not(matcher, case):
    assert _fatal_ids(matcher, case) == ALSO_FATAL.get(case, set())


def test_catalog_marks_the_fatal_xids_by_nvidias_resolution_buckets(matcher):
    """Fatal: the Xids whose bucket is a GPU reset or a reboot (issue 32's catalog), never an
    application's, an informational or a corrected one."""
    xids = {s.id for s in matcher.signatures if s.id.startswith("xid-")}
    assert {"xid-48", "xid-74", "xid-79", "xid-94", "xid-95", "xid-119", "xid-nvlink-fatal",
            "xid-46", "xid-79-reported", "xid-48-reported"} <= xids
    assert not {"xid-13", "xid-31", "xid-43", "xid-45", "xid-63", "xid-92", "xid-nvlink-nonfatal",
                "xid-109", "xid-109-reported",
                "xid-13-reported", "xid-31-reported", "xid-63-reported", "xid-154"} & xids
    for sig in matcher.signatures:
        if sig.id.startswith("xid-"):
            assert sig.category == "gpu_hardware" and sig.spec.implicates_node, sig.id


def test_line_is_timed_by_its_own_timestamp_else_a_bound(matcher):
    line = "2026-03-01T11:59:58.250000+00:00 NVRM: Xid (PCI:0000:3b:00): 79, pid=1, name=python, x"
    sign = matcher.sign(line, "kernel", "n1", None, seen_at=T0)
    assert sign is not None and sign.at == T0 - timedelta(seconds=1.75) and not sign.bound
    bare = matcher.sign(line.split(" ", 1)[1], "kernel", "n1", None, seen_at=T0)
    assert bare is not None and bare.at == T0 and bare.bound


def test_signal_names():
    assert signal_name(137) == "SIGKILL"
    assert signal_name(143) == "SIGTERM"
    assert signal_name(1) is None and signal_name(None) is None


def _obs(state: str = "RUNNING", **kw) -> JobObservation:
    ranks = [RankProgress(rank=r, node=f"n{r}", step=10, at=T0 - timedelta(seconds=60))
             for r in range(2)]
    return JobObservation(job_id="j", run=1, state=state, ranks=ranks, observed_at=T0, **kw)


def test_first_sign_is_a_failure_at_its_own_time_and_comes_before_the_hang():
    kill = process_exit(T0 - timedelta(seconds=50), "n1", 1, 137)
    obs = _obs(first_signs=[node_down(T0 - timedelta(seconds=49), "n1", "DOWN"), kill])
    anomaly = detect_anomaly(obs, T0, Detection(hang_threshold=30))
    assert anomaly is not None and anomaly.kind == "failed"  # not "hang", though 60 s stalled
    assert anomaly.at == kill.at and anomaly.node == "n1"
    assert "SIGKILL" in anomaly.detail and "+1 more sign" in anomaly.detail
    # without the sign the same observation is a hang (so the check above can fail)
    hang = detect_anomaly(_obs(), T0, Detection(hang_threshold=30))
    assert hang is not None and hang.kind == "hang"


def test_first_signs_only_count_while_running():
    sign = process_exit(T0, "n1", 1, 1)
    done = detect_anomaly(_obs("COMPLETED", first_signs=[sign]), T0, Detection())
    assert done is not None and done.kind == "completed"


def test_failure_time_prefers_the_first_sign_over_a_verdict():
    exit_at, verdict = T0, T0 + timedelta(seconds=62)
    sign = process_exit(exit_at, "n1", 1, 137)
    honest = failure_time("failed", exit_at, verdict + timedelta(seconds=1), [sign], None)
    assert honest == (exit_at, "process exit", False)
    # the launcher's verdict alone is an upper bound, and said to be one
    bound = failure_time("failed", verdict, verdict + timedelta(seconds=1), [], None)
    assert bound.at == verdict and bound.bound and "upper bound" in bound.source
    # a line's own time before the verdict wins over it
    line = failure_time("failed", verdict, verdict, [], exit_at)
    assert line.at == exit_at and not line.bound
    hang = failure_time("hang", exit_at, verdict, [], None)
    assert hang.source == "last progress before the hang"


def _result(category: str, explanation: str = "no initiating cause") -> AttributionResult:
    return AttributionResult(
        verdict="ambiguous" if category == "unknown" else "attributed",
        category=category,
        signature="none" if category == "unknown" else category,
        confidence=0.5,
        retryable=False,
        explanation=explanation,
    )


@pytest.mark.parametrize("category", ["hang", "unknown"])
def test_signal_kill_with_nothing_else_is_unknown_naming_the_signal(category):
    out = category_from_evidence(_result(category), [process_exit(T0, "n1", 1, 137)])
    assert out.category == "unknown" and "SIGKILL" in out.explanation
    assert out.verdict == "ambiguous"


def test_other_evidence_keeps_its_category():
    kill = process_exit(T0, "n1", 1, 137)
    assert category_from_evidence(_result("oom"), [kill]).category == "oom"
    fatal = node_down(T0, "n1", "DOWN")
    assert category_from_evidence(_result("hang"), [kill, fatal]).category == "hang"
    exited = process_exit(T0, "n1", 1, 1)  # an exit status, no signal
    assert category_from_evidence(_result("hang"), [exited]).category == "hang"


def test_a_hang_naming_its_stopped_rank_outlives_a_peers_kill():
    # the peer raised its collective's timeout, then aborted as the interpreter exited
    # (SIGABRT): the attributed hang names the stopped rank's node, so the kill is its cascade
    abort = process_exit(T0, "n1", 0, 134)
    named = _result("hang").model_copy(update={"implicated_nodes": ["n2"]})
    assert names_the_stopped_rank(named)
    assert not names_the_stopped_rank(_result("hang"))  # a hang from timeouts alone
    assert not names_the_stopped_rank(_result("unknown"))
    # category_from_evidence alone still reads the kill; the workflow keeps the named hang
    assert category_from_evidence(named, [abort]).category == "unknown"


def test_tracker_reads_only_appended_output(tmp_path):
    log = tmp_path / "kernel.log"
    log.write_text("2026-03-01T11:00:00+00:00 boot\n" * 2000)
    tracker = FatalLineTracker()
    streams = [Stream(log, "kernel", "n1")]
    assert tracker.poll("j", 1, streams, T0 - timedelta(hours=2)) == []
    follower = next(iter(tracker._runs["j"][1].values()))
    read_before = follower.bytes_read
    line = "2026-03-01T11:59:59+00:00 NVRM: Xid (PCI:0000:3b:00): 79, pid=1, name=python, gone\n"
    with log.open("a") as f:
        f.write(line)
    (sign,) = tracker.poll("j", 1, streams, T0 - timedelta(hours=2))
    assert follower.bytes_read - read_before == len(line)
    assert sign.signature == "xid-79" and sign.at == T0 - timedelta(seconds=1)
    # a line older than the run's start is another run's
    assert tracker.poll("j", 2, streams, T0) == []


def test_monitor_event_keeps_the_earliest_signs_and_counts_all():
    from trainwarden.activities.models import MonitorInput
    from trainwarden.activities.monitoring import MAX_SIGNS, evaluate
    from trainwarden.models import JobHandle, JobSpec

    inp = MonitorInput(job=JobSpec(name="a"), handle=JobHandle(backend="local", job_id="j", run=1),
                       detection=Detection())  # fmt: skip
    signs = [process_exit(T0 + timedelta(seconds=n), f"n{n}", n, 137) for n in range(200, 0, -1)]
    event = evaluate(inp, _obs(first_signs=signs), T0 + timedelta(minutes=5))
    assert event is not None and event.kind == "failed" and event.at == T0 + timedelta(seconds=1)
    assert [s.rank for s in event.first_signs] == list(range(1, MAX_SIGNS + 1))
    assert "+199 more signs" in event.detail


def test_a_job_that_died_of_a_hang_is_timed_by_its_last_progress():
    """A rank hung; its peer's collective timed out PG_TIMEOUT later and the peer exited (the
    first sign seen): the fault is the hang, at the job's last progress before it."""
    progress, died = T0, T0 + timedelta(seconds=8)
    peer = process_exit(died, "n1", 0, 1)  # the timeout's exception: an exit status, no signal
    when = failure_time("failed", died, died + timedelta(seconds=1), [peer], died)
    assert when == (died, "process exit", False)
    hung = hang_cascade("failed", when, _result("hang"), [peer], progress)
    assert hung == (progress, "last progress before the hang", False)
    # a launcher's or scheduler's verdict with no first sign: the same, not an upper bound
    verdict = failure_time("failed", died, died, [], None)
    assert hang_cascade("failed", verdict, _result("hang"), [], progress) == hung


def test_only_a_hang_is_timed_by_its_last_progress():
    progress, died = T0, T0 + timedelta(seconds=8)
    peer = process_exit(died, "n1", 0, 1)
    when = failure_time("failed", died, died, [peer], None)
    for category in ("unknown", "user_code", "gpu_hardware"):  # another cause: its own time
        assert hang_cascade("failed", when, _result(category), [peer], progress) is None
    xid = FirstSign(kind="fatal_line", at=died, node="n1", signature="xid-79")
    assert hang_cascade("failed", when, _result("hang"), [peer, xid], progress) is None
    # a hang trigger is already timed by its last progress; no progress known; none before
    assert hang_cascade("hang", when, _result("hang"), [], progress) is None
    assert hang_cascade("failed", when, _result("hang"), [peer], None) is None
    late = died + timedelta(seconds=1)
    assert hang_cascade("failed", when, _result("hang"), [peer], late) is None



def test_the_last_step_is_a_rank_s_newest_step_never_the_verdict():
    ranks = [RankProgress(rank=r, node="n1", step=9, at=T0 + timedelta(seconds=r)) for r in (0, 1)]
    verdict = T0 + timedelta(seconds=60)
    failed = JobObservation(
        job_id="j", run=1, state="FAILED", state_since=verdict, ranks=ranks, observed_at=verdict
    )
    assert last_step(failed) == T0 + timedelta(seconds=1)
    starting = failed.model_copy(update={"ranks": [RankProgress(rank=0, node="n1")]})
    assert last_step(starting) is None  # no step yet: nothing to time a hang by
