"""PyTorch Flight Recorder dumps name the rank that never entered the collective the others
wait in. The dumps here are pickles in the layout torch's own reader
(torch/distributed/flight_recorder/components/loader.py) expects: version, pg_config, entries
with process_group, collective_seq_id, profiling_name, state."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from trainwarden.attribution import attribute_bundle
from trainwarden.attribution.bundle import BundleWriter
from trainwarden.attribution.flight_recorder import DumpError, load_dump, rank_of

JOB = {"job_id": "j", "scheduler": "slurm", "nodes": ["node-1", "node-2"],
       "ranks": {"0": "node-1", "1": "node-1", "2": "node-2", "3": "node-2"}}
WATCHDOG = ("[rank{r}]:[E1203 10:10:00.000000 7 ProcessGroupNCCL.cpp:616] [Rank {r}] Watchdog "
            "caught collective operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, "
            "NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600020 milliseconds before "
            "timing out.")


def entry(seq: int, state: str, name: str = "nccl:all_reduce") -> dict:
    return {"record_id": seq, "pg_id": 0, "process_group": ("0", "default_pg"),
            "collective_seq_id": seq, "p2p_seq_id": 0, "op_id": seq, "profiling_name": name,
            "time_created_ns": 1_733_220_000_000_000_000 + seq, "input_sizes": [[1024]],
            "output_sizes": [[1024]], "input_dtypes": ["Float"], "output_dtypes": ["Float"],
            "state": state, "timeout_ms": 600000, "is_p2p": False,
            "frames": [{"name": "all_reduce", "filename": "train.py", "line": 42}]}


def dump(last_seq: int, last_state: str) -> dict:
    entries = [entry(s, "completed") for s in range(last_seq - 3, last_seq)]
    entries.append(entry(last_seq, last_state))
    return {"version": "2.4", "pg_config": {"0": {"name": "0", "desc": "default_pg",
                                                  "ranks": "[0, 1, 2, 3]"}},
            "pg_status": {}, "entries": entries}


def write_dumps(tmp_path: Path, dumps: dict[int, dict]) -> Path:
    """Dump files as torch names them: the TORCH_NCCL_DEBUG_INFO_TEMP_FILE prefix + rank."""
    directory = tmp_path / "dumps"
    directory.mkdir()
    for rank, content in dumps.items():
        (directory / f"nccl_trace_rank_{rank}").write_bytes(pickle.dumps(content))
    return directory


def bundle_with(tmp_path: Path, dumps: dict[int, dict]) -> Path:
    writer = BundleWriter(tmp_path / "bundle")
    for path in sorted(write_dumps(tmp_path, dumps).iterdir()):
        writer.flight_recorder(rank_of(path), load_dump(path))
    for rank in (0, 1, 3):
        writer.log_lines(JOB["ranks"][str(rank)], f"rank-{rank}", [WATCHDOG.format(r=rank)],
                         default=None)
    writer.jsonl("scheduler.jsonl", [{"ts": "2024-12-03T10:11:00Z", "job_state": "FAILED"}])
    return writer.finish(dict(JOB))


def test_the_rank_that_never_entered_the_collective_is_named_with_its_node(tmp_path) -> None:
    bundle = bundle_with(tmp_path, {0: dump(42, "started"), 1: dump(42, "started"),
                                    2: dump(41, "completed"), 3: dump(42, "scheduled")})
    result = attribute_bundle(bundle)
    assert (result.verdict, result.category, result.signature) == (
        "attributed", "hang", "flight-recorder-missing-rank")
    assert result.implicated_nodes == ["node-2"] and result.initiating.rank == 2
    cited = {e.file for e in result.initiating.evidence}
    assert cited == {"flight_recorder/rank-0.jsonl", "flight_recorder/rank-2.jsonl"}
    assert "#42" in result.explanation and "rank(s) 2" in result.explanation
    for ev in result.initiating.evidence:
        assert (bundle / ev.file).read_text().splitlines()[ev.line - 1] == ev.text


def test_dumps_where_every_rank_entered_name_nobody(tmp_path) -> None:
    bundle = bundle_with(tmp_path, {r: dump(42, "started") for r in range(4)})
    result = attribute_bundle(bundle)
    assert result.category == "hang" and result.implicated_nodes == []


def test_a_dump_that_asks_to_run_code_is_refused(tmp_path) -> None:
    class Evil:
        def __reduce__(self):
            return (os.system, ("echo pwned > /dev/null",))

    path = tmp_path / "nccl_trace_rank_0"
    path.write_bytes(pickle.dumps({"version": "2.4", "entries": [Evil()]}))
    with pytest.raises(DumpError, match="refused"):
        load_dump(path)


def test_json_dumps_are_read_too(tmp_path) -> None:
    path = tmp_path / "trace_3.json"
    path.write_text('{"version": "2.4", "pg_config": {}, "entries": []}')
    assert load_dump(path)["entries"] == [] and rank_of(path) == 3


def test_writer_collects_a_dump_directory_and_notes_bad_files(tmp_path) -> None:
    directory = write_dumps(tmp_path, {0: dump(42, "started"), 1: dump(41, "completed")})
    (directory / "nccl_trace_rank_7").write_bytes(b"\x80\x04not a pickle")
    (directory / "README").write_text("no rank suffix: ignored")
    writer = BundleWriter(tmp_path / "b")
    notes = writer.flight_recorder_dir(directory)
    assert sorted(p.name for p in (tmp_path / "b" / "flight_recorder").iterdir()) == [
        "rank-0.jsonl", "rank-1.jsonl"]
    assert len(notes) == 1 and "nccl_trace_rank_7" in notes[0]
