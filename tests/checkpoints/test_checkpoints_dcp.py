"""PyTorch DCP layout: real torch-written metadata, partial saves, and the torch-free decoder."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from trainwarden.checkpoints import verify_checkpoints
from trainwarden.checkpoints.dcp_metadata import DcpMetadataError, decode_dcp_metadata
from trainwarden.checkpoints.layouts.steps import step_of

REAL_METADATA = Path(__file__).parent / "fixtures" / "dcp_step_real" / ".metadata"


def test_real_torch_metadata_decodes_without_torch():
    spans = decode_dcp_metadata(REAL_METADATA.read_bytes())
    assert {s.relative_path for s in spans} == {"__0_0.distcp", "__1_0.distcp"}
    assert len(spans) == 7
    by_file = {}
    for span in spans:
        by_file[span.relative_path] = max(
            by_file.get(span.relative_path, 0), span.offset + span.length
        )
    for name, end in by_file.items():  # the spans cover exactly the shard files torch wrote
        assert end == (REAL_METADATA.parent / name).stat().st_size


def test_real_torch_checkpoint_is_complete(store, write_real_dcp):
    write_real_dcp(store, "step_100")
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.usable and verdict.step == 100
    assert any(".metadata decoded (7 items)" in line for line in verdict.checked)


def test_real_torch_checkpoint_with_truncated_shard(store, write_real_dcp):
    write_real_dcp(store, "step_100")
    write_real_dcp(store, "step_200")
    data = (REAL_METADATA.parent / "__1_0.distcp").read_bytes()
    store.write_bytes("step_200/__1_0.distcp", data[:1000])
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 100
    assert verdict.rejected[0].reason == (
        "step 200: shard __1_0.distcp truncated: 1000 bytes, .metadata needs 5804"
    )


def test_newest_complete_synthetic_checkpoint(store, write_dcp):
    for step in (1, 2, 3):
        write_dcp(store, f"step_{step}", ranks=4)
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 3 and verdict.rejected == [] and verdict.candidates == 3


def test_missing_metadata_is_an_unfinished_save(store, write_dcp):
    write_dcp(store, "step-10")
    write_dcp(store, "step-20", metadata=False)
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 10
    assert verdict.rejected[0].reason == "step 20: .metadata missing (save not finished)"


def test_missing_and_zero_size_shards(store, write_dcp, delete):
    write_dcp(store, "checkpoint-10")
    write_dcp(store, "checkpoint-20")
    write_dcp(store, "checkpoint-30")
    delete(store, "checkpoint-30/__1_0.distcp")
    store.write_bytes("checkpoint-20/__1_0.distcp", b"")
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 10
    assert [r.reason for r in verdict.rejected] == [
        "step 30: shard __1_0.distcp missing (named in .metadata)",
        "step 20: zero-size shard __1_0.distcp",
    ]


def test_undecodable_metadata_rejects_the_checkpoint(store, write_dcp):
    write_dcp(store, "global_step_4")
    write_dcp(store, "global_step_5")
    store.write_bytes("global_step_5/.metadata", b"this is not a pickle")
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 4
    assert verdict.rejected[0].reason.startswith("step 5: .metadata unreadable (")


class _Exploit:
    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def test_metadata_pickle_cannot_run_code(store, write_dcp, tmp_path):
    marker = tmp_path / "pwned"
    write_dcp(store, "step_5")
    store.write_bytes("step_5/.metadata", pickle.dumps(_Exploit(marker)))
    with pytest.raises(DcpMetadataError, match="not allowed"):
        decode_dcp_metadata(pickle.dumps(_Exploit(marker)))
    verdict = verify_checkpoints(store, "dcp")
    assert not marker.exists()
    assert not verdict.usable and "not allowed" in verdict.rejected[0].reason


def test_common_step_directory_names():
    assert [
        step_of(n)
        for n in (
            "step_5",
            "step-6",
            "checkpoint-7",
            "global_step_8",
            "ckpt_9",
            "iter_0000010",
            "11",
            "step12",
        )
    ] == list(range(5, 13))
    assert step_of("logs") is None and step_of("step_") is None and step_of("best") is None


def test_non_step_directories_are_ignored(store, write_dcp):
    write_dcp(store, "checkpoint-7")
    write_dcp(store, "global_step_9")
    store.write_bytes("logs/events.out", b"x")
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 9 and verdict.candidates == 2


def test_uri_naming_one_checkpoint_verifies_just_that_one(store, substore, write_real_dcp, delete):
    write_real_dcp(store, "step_100")
    write_real_dcp(store, "step_200")
    delete(store, "step_200/__0_0.distcp")
    verdict = verify_checkpoints(substore(store, "step_100"), "dcp")
    assert verdict.step == 100 and verdict.location == store.location("step_100")
    verdict = verify_checkpoints(substore(store, "step_200"), "dcp")
    assert not verdict.usable
    assert verdict.rejected[0].reason == "step 200: shard __0_0.distcp missing (named in .metadata)"
