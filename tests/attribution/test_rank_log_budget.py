"""The rank log budget of a bundle (trainwarden.attribution.bundle.budget): each file keeps its
newest bytes, the total is divided among the files written in the window, files untouched since
the window are not opened, the cut is named in collection_notes, and the right node is still
found in a 256 x 8 job whose logs are larger than the budget."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers_bench import bench_module

from trainwarden.activities.backends.slurm_evidence import write_rank_logs, write_run_logs
from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.bundle import BundleWriter
from trainwarden.attribution.bundle.budget import (
    LogBudget,
    LogSource,
    RankLogTails,
    parse_size,
    shares,
)
from trainwarden.untrusted.safeio import MAX_LINE_BYTES

KIB = 1 << 10
NOW = datetime.now(UTC)


def numbered(path: Path, count: int, width: int = 100) -> list[str]:
    """A log of `count` numbered lines of `width` bytes (newline included)."""
    lines = [f"line {i:08d} ".ljust(width - 1, "x") for i in range(count)]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(line + "\n" for line in lines))
    return lines


def tails(sources: list[LogSource], budget: LogBudget, since: datetime | None = None):
    reader = RankLogTails(sources, since, budget)
    return [(lines, mtime) for _, lines, mtime in reader], reader.notes()


def test_each_file_keeps_its_newest_whole_lines(tmp_path: Path) -> None:
    lines = numbered(tmp_path / "rank-0.log", 1000)  # 100,000 bytes
    [(kept, _)], notes = tails([LogSource(tmp_path / "rank-0.log")],
                             LogBudget(total=10_050, per_rank=20 * KIB, floor=KIB))
    # the last 10,050 bytes hold the end of one line, then the last 100 lines whole
    assert kept == lines[-100:]
    assert len(notes) == 1 and "1 of 1 files kept only their newest bytes" in notes[0]
    assert "10,000 bytes kept of 100,000 present" in notes[0]


def test_a_file_within_its_share_is_kept_whole_and_uncut(tmp_path: Path) -> None:
    lines = numbered(tmp_path / "rank-0.log", 10)
    [(kept, mtime)], notes = tails([LogSource(tmp_path / "rank-0.log")], LogBudget())
    assert kept == lines and notes == []
    assert mtime == datetime.fromtimestamp((tmp_path / "rank-0.log").stat().st_mtime, tz=UTC)


def test_a_last_line_longer_than_the_share_keeps_its_end(tmp_path: Path) -> None:
    (tmp_path / "rank-0.log").write_text("start\n" + "y" * 5000)
    [(kept, _)], _ = tails([LogSource(tmp_path / "rank-0.log")],
                         LogBudget(total=1000, per_rank=1000, floor=1000))
    assert kept == ["y" * 1000]


def test_an_over_long_line_is_cut_with_a_mark(tmp_path: Path) -> None:
    (tmp_path / "rank-0.log").write_text("z" * (MAX_LINE_BYTES + 10) + "\nlast\n")
    [(kept, _)], _ = tails([LogSource(tmp_path / "rank-0.log")], LogBudget())
    assert kept[0].startswith("z" * MAX_LINE_BYTES) and "line cut by trainwarden" in kept[0]
    assert kept[1] == "last"


def test_the_total_is_divided_fairly_among_the_files() -> None:
    budget = LogBudget(total=64 * KIB, per_rank=20 * KIB, floor=KIB)
    # a small file takes what it has, the rest is shared by the others, each at most the cap
    assert shares([(KIB, 1), (100 * KIB, 1), (100 * KIB, 1)], budget) == [
        KIB, 20 * KIB, 20 * KIB]
    budget = LogBudget(total=64 * KIB, per_rank=64 * KIB, floor=KIB)
    assert shares([(KIB, 1), (100 * KIB, 1), (100 * KIB, 1)], budget) == [
        KIB, 63 * KIB // 2, 63 * KIB // 2]
    # nothing present takes nothing and leaves its share to the others
    assert shares([(0, 1), (100 * KIB, 1)], budget) == [0, 64 * KIB]
    # a job output file carrying 4 ranks' lines counts as 4 ranks
    assert shares([(100 * KIB, 4), (100 * KIB, 1), (100 * KIB, 1), (100 * KIB, 1),
                   (100 * KIB, 1)], LogBudget(total=80 * KIB, per_rank=64 * KIB,
                                              floor=KIB)) == [
        40 * KIB, 10 * KIB, 10 * KIB, 10 * KIB, 10 * KIB]


def test_below_the_floor_every_file_keeps_the_floor() -> None:
    budget = LogBudget(total=8 * KIB, per_rank=20 * KIB, floor=4 * KIB)
    kept = shares([(100 * KIB, 1)] * 10, budget)
    assert kept == [4 * KIB] * 10  # the total exceeded by at most files x floor
    assert sum(kept) <= max(budget.total, 10 * budget.floor)


def test_budget_settings_come_from_the_environment() -> None:
    assert LogBudget.from_env({}) == LogBudget(total=128 << 20, per_rank=20 << 20,
                                               floor=8 * KIB)
    env = {"TRAINWARDEN_RANK_LOG_BUDGET": "1GiB", "TRAINWARDEN_RANK_LOG_CAP": "64M",
           "TRAINWARDEN_RANK_LOG_FLOOR": "16384"}
    assert LogBudget.from_env(env) == LogBudget(total=1 << 30, per_rank=64 << 20,
                                                floor=16 * KIB)
    assert parse_size("64 KiB", "X") == 64 * KIB
    with pytest.raises(ValueError, match="TRAINWARDEN_RANK_LOG_CAP='lots'"):
        LogBudget.from_env({"TRAINWARDEN_RANK_LOG_CAP": "lots"})
    with pytest.raises(ValueError, match="floor"):
        LogBudget.from_env({"TRAINWARDEN_RANK_LOG_FLOOR": "30MiB"})


def _age(path: Path, seconds: float) -> None:
    at = (NOW - timedelta(seconds=seconds)).timestamp()
    os.utime(path, (at, at))


def test_files_untouched_since_the_window_are_not_opened(tmp_path: Path) -> None:
    """A FIFO older than the window is not even looked into (no note); one written in the
    window is, and is reported as not a regular file. An old regular file's lines, which carry
    no time and would otherwise be dated at the window's start, stay out."""
    run = tmp_path / "run"
    (run / "logs" / "n1").mkdir(parents=True)
    os.mkfifo(run / "logs" / "n1" / "rank-0.log")
    _age(run / "logs" / "n1" / "rank-0.log", 3600)
    numbered(run / "logs" / "n1" / "rank-1.log", 5)
    _age(run / "logs" / "n1" / "rank-1.log", 3600)
    numbered(run / "logs" / "n1" / "rank-2.log", 5)
    window = NOW - timedelta(seconds=60)
    writer = BundleWriter(tmp_path / "bundle", window_start=window)
    notes = write_run_logs(writer, run, window)
    logs = tmp_path / "bundle" / "logs" / "n1"
    assert (logs / "rank-0.log").read_text() == ""  # looked, nothing in the window
    assert (logs / "rank-1.log").read_text() == ""
    assert len((logs / "rank-2.log").read_text().splitlines()) == 5
    assert notes == []

    os.utime(run / "logs" / "n1" / "rank-0.log")  # the FIFO written now: reported, not read
    notes = write_run_logs(BundleWriter(tmp_path / "b2", window_start=window), run, window)
    assert len(notes) == 1 and "rank-0.log: not a regular file" in notes[0]


def test_job_output_shares_the_budget_with_the_run_logs(tmp_path: Path) -> None:
    """``srun --label`` output carries every rank's lines: it counts as that many ranks."""
    run = tmp_path / "run"
    out = numbered(tmp_path / "slurm-1.out", 1000)
    for rank in range(2):
        numbered(run / "logs" / "n1" / f"rank-{rank}.log", 1000)
    seen: list[list[str]] = []
    writer = BundleWriter(tmp_path / "bundle", window_start=NOW - timedelta(seconds=60))
    notes = write_rank_logs(writer, run, NOW, [tmp_path / "slurm-1.out"],
                            lambda lines, at: seen.append(lines), output_ranks=2,
                            budget=LogBudget(total=40_000, per_rank=40_000, floor=KIB))
    assert seen == [out[-200:]]  # 2 ranks' share of 4: 20,000 bytes, the newest 200 lines
    assert (writer.dest / "logs/n1/rank-1.log").read_text().count("\n") == 100
    assert "3 of 3 files" in notes[0] and "40,000 bytes kept of 300,000 present" in notes[0]


def test_right_node_among_256_x_8_ranks_with_logs_over_the_budget(tmp_path: Path) -> None:
    """8 MiB of rank logs (4 KiB a rank) written into the bundle with a 1 MiB budget: every
    rank keeps its newest 512 bytes, the watchdog line among them, and the node with the Xid is
    still named; job.json carries the cut."""
    bench = bench_module("bigjob")
    source = bench.build_bundle(tmp_path / "run", nodes=256, ranks_per_node=8, size_mib=8)
    window = bench.T0 - timedelta(seconds=1)
    writer = BundleWriter(tmp_path / "bundle", window_start=window)
    budget = LogBudget(total=1 << 20, per_rank=20 << 20, floor=512)
    notes = write_run_logs(writer, source, bench.T0, budget)
    job = json.loads((source / "job.json").read_text())
    bundle = writer.finish({**job, "collection_notes": notes})

    rank_logs = list((bundle / "logs").glob("*/rank-*.log"))
    assert len(rank_logs) == 256 * 8
    present = sum(p.stat().st_size for p in (source / "logs").glob("*/rank-*.log"))
    kept = sum(p.stat().st_size for p in rank_logs)
    assert kept < present / 4  # rewritten with their ISO times: at most the budget's lines
    assert all("Watchdog caught collective operation timeout" in p.read_text().splitlines()[-1]
               for p in rank_logs)
    (note,) = json.loads((bundle / "job.json").read_text())["collection_notes"]
    assert "2,048 of 2,304 files kept only their newest bytes" in note
    assert "1 MiB in all" in note

    result = attribute_bundle(bundle)
    bad = bench.node_name(256 * 2 // 3)
    assert (result.signature, result.implicated_nodes) == ("xid-79", [bad])
    (watchdogs,) = [g for g in result.cascading if g.signature == "nccl-watchdog-timeout"]
    assert watchdogs.count == 256 * 8
    # the verdict carries the cut with it: a reader of the incident sees evidence was cut
    assert f"job.json: {note}" in result.warnings
