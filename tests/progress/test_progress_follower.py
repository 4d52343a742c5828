"""Following real files: incremental reads, unfinished lines, tqdm's carriage returns,
truncation, rotation, the first look's tail, rank prefixes, evaluation bars."""

from __future__ import annotations

import os
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from trainwarden.progresslog import LogProgress, RunStart, StreamFollower
from trainwarden.progresslog import follower as follower_module

sys.path.insert(0, str(Path(__file__).parent))
from real_lines import STEP_LINES

MEGATRON = STEP_LINES[1][2]  # " iteration      201/  250000 | ..."
TITAN = STEP_LINES[2][2]  # "... step:  5  loss: ..."


def megatron(step: int) -> str:
    return MEGATRON.replace("201/", f"{step}/", 1) + "\n"


def append(path: Path, text: str | bytes) -> None:
    with open(path, "ab") as f:
        f.write(text.encode() if isinstance(text, str) else text)


def test_reads_only_what_was_appended(tmp_path):
    log = tmp_path / "rank-0.log"
    append(log, "loading data\n" + megatron(1) + megatron(2))
    stream = StreamFollower(log, rank=0)
    assert stream.poll() and stream.steps[0].step == 2
    first = stream.bytes_read
    assert first == log.stat().st_size
    assert not stream.poll() and stream.bytes_read == first  # nothing new: nothing read
    more = "some other line\n" + megatron(3)
    append(log, more)
    assert stream.poll() and stream.steps[0].step == 3
    assert stream.bytes_read - first == len(more.encode())


def test_a_half_written_line_is_read_when_complete(tmp_path):
    log = tmp_path / "out.log"
    line = TITAN.replace("step:  5", "step:  12") + "\n"
    cut = line.index("step:  1") + len("step:  1")
    append(log, TITAN + "\n" + line[:cut])
    stream = StreamFollower(log)
    assert not stream.poll() and stream.seen == {None: 5}  # "step:  1" is not step 1
    append(log, line[cut:])
    assert stream.poll() and stream.steps[None].step == 12


def test_tqdm_bars_redrawn_with_carriage_returns(tmp_path):
    log = tmp_path / "out.log"
    bar = STEP_LINES[4][2]  # "  1%|██ ... | 3/203 [00:20<19:53,  5.97s/it"
    append(log, "\r" + bar.replace("3/203", "2/203") + "\r" + bar + "\r")
    append(log, bar.replace("3/203", "4/203"))
    stream = StreamFollower(log)
    stream.poll()
    assert stream.steps[None].step == 3  # the bar being drawn is not finished yet
    append(log, "\r" + bar.replace("3/203", "5/203") + "\r")
    stream.poll()
    assert stream.steps[None].step == 5


def test_truncated_log_is_read_again_from_its_start(tmp_path):
    log = tmp_path / "out.log"
    append(log, "".join(megatron(s) for s in range(1, 30)))
    stream = StreamFollower(log)
    stream.poll()
    assert stream.steps[None].step == 29
    log.write_text(megatron(6) + megatron(7))  # truncated in place, then written
    assert stream.poll() and stream.steps[None].step == 7


def test_rotated_log_is_followed_into_the_new_file(tmp_path):
    log = tmp_path / "out.log"
    append(log, megatron(40))
    stream = StreamFollower(log)
    stream.poll()
    log.rename(tmp_path / "out.log.1")
    append(log, "a much longer first line of the new file, longer than the old one was\n")
    append(log, megatron(41))
    assert stream.poll() and stream.steps[None].step == 41
    assert stream.first.step == 41


def test_first_look_reads_only_the_tail(tmp_path):
    log = tmp_path / "big.log"
    append(log, "".join(megatron(s) for s in range(1, 5000)))
    assert log.stat().st_size > 2 * follower_module.INITIAL_TAIL
    stream = StreamFollower(log)
    stream.poll()
    assert stream.steps[None].step == 4999
    assert stream.bytes_read <= follower_module.INITIAL_TAIL


def test_a_large_backlog_is_skipped_to_its_newest_part(tmp_path, monkeypatch):
    monkeypatch.setattr(follower_module, "MAX_READ", 4096)
    log = tmp_path / "out.log"
    append(log, megatron(1))
    stream = StreamFollower(log)
    stream.poll()
    before = stream.bytes_read
    append(log, "".join(megatron(s) for s in range(2, 200)))
    stream.poll()
    assert stream.steps[None].step == 199 and stream.bytes_read - before == 4096


def test_rank_prefixes_attribute_steps_to_their_rank(tmp_path):
    log = tmp_path / "slurm-42.out"
    titan = STEP_LINES[3][2]  # "[rank0]:[titan] ... step: 10  loss: ..."
    rank3 = titan.replace("[rank0]", "[rank3]")
    for text in (titan.replace("step: 10", "step: 9"), titan, rank3.replace("step: 10", "step: 8")):
        append(log, text + "\n")
    append(log, rank3.replace("step: 10", "step: 9") + "\n")
    append(log, "1: " + megatron(76) + "1: " + megatron(77))  # srun --label
    progress = LogProgress()
    progress.follow(log)
    progress.poll()
    assert {r: s.step for r, s in progress.steps().items()} == {0: 10, 3: 9, 1: 77}
    assert progress.has_source


def test_evaluation_bar_is_not_a_training_step(tmp_path):
    log = tmp_path / "out.log"
    bar = STEP_LINES[4][2]
    append(log, bar.replace("3/203", "2/203") + "\n" + bar + "\n")
    append(log, "100%|██████████| 63/63 [00:05<00:00, 11.9it/s]\n")
    stream = StreamFollower(log)
    stream.poll()
    assert stream.steps[None].step == 3


def test_a_precise_preset_wins_over_vaguer_lines(tmp_path):
    log = tmp_path / "out.log"
    lightning = STEP_LINES[6][2]  # Epoch 0: ... 4/18 [...
    append(log, lightning.replace("4/18", "3/18") + "\n" + lightning + "\n")
    append(log, STEP_LINES[10][2] + "\n")  # then a DeepSpeed step=40 line
    stream = StreamFollower(log)
    stream.poll()
    assert stream.steps[None].step == 4


def test_step_time_is_the_files_modification_time(tmp_path):
    log = tmp_path / "out.log"
    append(log, megatron(4) + megatron(5))
    written = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    os.utime(log, (written.timestamp(), written.timestamp()))
    stream = StreamFollower(log)
    stream.poll()
    assert stream.steps[None].at == written
    append(log, "no step here\n")
    stream.poll()
    assert stream.steps[None].at == written  # output without a new step is not progress


def test_missing_file_is_no_progress_yet(tmp_path):
    progress = LogProgress()
    progress.follow(tmp_path / "not-yet.log", rank=2)
    assert progress.poll() == 0 and progress.steps() == {} and not progress.has_source


def test_the_first_step_seen_is_only_a_baseline(tmp_path):
    """"resuming from step 10" (or the old tail of a log) is not a step completed now."""
    log = tmp_path / "out.log"
    append(log, "resuming from checkpoint at step 10\n")
    stream = StreamFollower(log)
    assert not stream.poll() and stream.steps == {} and stream.matched
    append(log, megatron(10))
    assert not stream.poll()  # the same step again
    append(log, megatron(11))
    assert stream.poll() and stream.steps[None].step == 11 and stream.first.step == 11


def test_skip_to_end_follows_only_new_output(tmp_path):
    log = tmp_path / "slurm-7.out"
    append(log, megatron(1) + megatron(2))
    stream = StreamFollower(log)
    stream.skip_to_end()
    append(log, megatron(3) + megatron(4))
    stream.poll()
    assert stream.steps[None].step == 4 and stream.first.step == 4


def test_an_empty_file_first_then_output(tmp_path):
    log = tmp_path / "out.log"
    log.write_text("")
    stream = StreamFollower(log)
    assert not stream.poll() and not stream.poll()
    append(log, megatron(1) + megatron(2))
    assert stream.poll() and stream.steps[None].step == 2


def _stamped(at: datetime, step: int, rank: int = 0) -> str:
    """A line as the trainer prints it through `srun --label` (see deploy/slurm)."""
    return f"{rank}: {at.isoformat(timespec='milliseconds')} step {step} loss 2.9\n"


def test_an_earlier_runs_lines_in_an_appended_file_are_not_this_runs(tmp_path):
    """A resubmitted job appending to its predecessor's output file (new job id: no earlier
    follower to skip from): lines stamped before the run started do not count for it."""
    log = tmp_path / "slurm.out"
    old = datetime(2026, 1, 1, 10, 0, 0, tzinfo=UTC)
    start = datetime(2026, 1, 1, 10, 5, 0, tzinfo=UTC)
    append(log, "".join(_stamped(old.replace(second=s), s) for s in range(1, 9)))
    append(log, "2026-01-01T10:05:00.100Z trainwarden: job 7 run 1 on node1\n")
    append(log, "".join(_stamped(start.replace(second=s), 20 + s) for s in range(1, 4)))
    progress = LogProgress()
    progress.follow(log, None, since=RunStart(start))
    progress.poll()
    assert progress.first is not None and progress.first.step == 22  # 21 is the baseline
    assert progress.steps()[0].step == 23
    blind = LogProgress()  # without the run's start, the old lines are counted
    blind.follow(log, None)
    blind.poll()
    assert blind.first is not None and blind.first.step == 2


def test_a_file_untouched_since_the_run_started_is_followed_from_its_end(tmp_path):
    log = tmp_path / "slurm.out"
    append(log, megatron(1) + megatron(2) + megatron(3))  # no timestamps of their own
    os.utime(log, (1_700_000_000, 1_700_000_000))
    stream = StreamFollower(log, since=RunStart(datetime.fromtimestamp(1_700_000_100, UTC)))
    assert not stream.poll() and not stream.steps
    append(log, megatron(10) + megatron(11))
    assert stream.poll() and stream.steps[None].step == 11 and stream.first.step == 11


def test_within_the_starts_uncertainty_only_the_runs_banner_tells(tmp_path):
    """Slurm's start time is whole seconds: a predecessor's last lines can fall in the same
    second. Without a banner those lines are not counted; with one, lines count after it."""
    log = tmp_path / "slurm.out"
    start = datetime(2026, 1, 1, 10, 5, 0, tzinfo=UTC)
    at = start.replace(microsecond=300_000)
    append(log, _stamped(at, 6) + _stamped(at, 7) + _stamped(at, 8))  # the old job's
    append(log, f"{at.isoformat()} trainwarden: job 3 run 1 on node[3-4] resume step 5\n")
    append(log, _stamped(at, 6) + _stamped(at, 7))  # the new run's, same second
    uncertain = RunStart(start, timedelta(seconds=1))
    by_time = LogProgress()
    by_time.follow(log, None, since=uncertain)
    by_time.poll()
    assert not by_time.steps()  # nothing known to be the run's yet
    banner = RunStart(start, timedelta(seconds=1), "trainwarden: job 3 run 1 on ")
    by_banner = LogProgress()
    by_banner.follow(log, None, since=banner)
    by_banner.poll()
    assert by_banner.first is not None and by_banner.first.step == 7  # 6 is the baseline
    assert by_banner.steps()[0].step == 7


def test_one_torchrun_per_srun_task_names_global_ranks(tmp_path):
    """srun --label's `N:` is the task; with one torchrun per node starting 2 ranks each, its
    `[defaultL]:` is global rank 2N + L, not rank N."""
    log = tmp_path / "slurm-7.out"
    for step in (5, 6):
        append(log, f"0: [default1]:{megatron(step)}1: [default0]:{megatron(step)}")
    append(log, f"1: [default1]:{megatron(5)}1: [default1]:{megatron(6)}")
    progress = LogProgress()
    progress.follow(log, per_task=2)
    progress.poll()
    assert {r: s.step for r, s in progress.steps().items()} == {1: 6, 2: 6, 3: 6}


def test_recent_steps_keep_the_last_step_of_each_read(tmp_path):
    """A read dates every step it finds with the file's modification time, so only its last
    step per rank is kept: the intervals between them are real seconds per step."""
    log = tmp_path / "out.log"
    stream = StreamFollower(log)
    start = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    for second, steps in ((0, (1, 2)), (1, (3, 4, 5)), (2, ()), (3, (6,))):
        append(log, "".join(megatron(s) for s in steps) or "saving\n")
        written = (start + timedelta(seconds=second)).timestamp()
        os.utime(log, (written, written))
        stream.poll()
    at = [start + timedelta(seconds=s) for s in (0, 1, 3)]
    assert [(s.step, s.at) for s in stream.recent[None]] == list(zip((2, 5, 6), at, strict=True))


def test_steps_advanced_count_from_each_ranks_first_step_line_over_every_stream(tmp_path):
    """What a fault's --after-steps counts on a command (trainwarden.localcluster): the most
    steps any rank went past the first step line it showed, whichever stream showed it."""
    node1, node2 = tmp_path / "node-1.log", tmp_path / "node-2.log"
    append(node1, "resumed from checkpoint at step 10\n")  # a baseline, not a completed step
    append(node2, "loading\n")  # a node that prints no progress at all
    progress = LogProgress()
    progress.follow(node1)
    progress.follow(node2)
    progress.poll()
    assert progress.advanced() == 0
    append(node1, "step 11/100\nstep 12/100\n[rank1]: step 4/100\n")
    progress.poll()
    assert progress.advanced() == 2  # rank 1's first line is its own baseline
    append(node2, "[rank3]: step 40/100\n[rank3]: step 45/100\n")
    progress.poll()
    assert progress.advanced() == 5
