"""Layout `auto`: each checkpoint directory is verified as the layout its files show, what was
found where is in the verdict, and an explicitly set layout that finds nothing says which
layout is there instead."""

from __future__ import annotations

from trainwarden.checkpoints import verify_checkpoints, write_manifest_checkpoint
from trainwarden.checkpoints.models import CheckpointVerdict
from trainwarden.policy import no_checkpoint_reason
from trainwarden.policy.checkpoint import NO_CHECKPOINT


def found(verdict: CheckpointVerdict) -> dict[str, tuple[int, list[str]]]:
    return {f.layout: (f.count, f.directories) for f in verdict.layouts_found}


def test_manifest_checkpoints_are_recognised(store):
    for step in (10, 20):
        write_manifest_checkpoint(store, step, {"rank-0.pt": b"w0", "rank-1.pt": b"w1"})
    store.write_bytes("step_00000030/rank-0.pt", b"w0")  # a save still running
    verdict = verify_checkpoints(store, "auto")
    assert (verdict.step, verdict.chosen_layout) == (20, "manifest")
    assert [r.reason for r in verdict.rejected] == [
        "step 30: manifest.json missing (save not finished)"
    ]
    assert found(verdict) == {
        "manifest": (3, ["step_00000030", "step_00000020", "step_00000010"])
    }


def test_dcp_in_iter_directories_without_a_pointer_is_dcp(store, write_dcp):
    for step in (5, 10):
        write_dcp(store, f"iter_{step:07d}")
    write_dcp(store, "iter_0000015", metadata=False)  # killed during the save
    verdict = verify_checkpoints(store, "auto")
    assert (verdict.step, verdict.chosen_layout) == (10, "dcp")
    assert verdict.rejected[0].reason == "step 15: .metadata missing (save not finished)"
    assert found(verdict) == {"dcp": (3, ["iter_0000015", "iter_0000010", "iter_0000005"])}


def test_megatron_is_recognised_by_its_pointer_and_its_rank_directories(store, write_megatron):
    write_megatron(store, 100, tp=2)
    write_megatron(store, 200, tp=2)
    write_megatron(store, 300, tp=2, pointer=False)  # newer than the pointer: not finalised
    verdict = verify_checkpoints(store, "auto")
    assert (verdict.step, verdict.chosen_layout) == (200, "megatron")
    assert verdict.rejected[0].reason.startswith("iter 300: newer than latest_checkpointed")
    assert found(verdict)["megatron"][0] == 3


def test_megatron_torch_dist_with_a_pointer_is_megatron_not_dcp(store, write_dcp):
    write_dcp(store, "iter_0000100")
    store.write_bytes("iter_0000100/common.pt", b"common")
    write_dcp(store, "iter_0000200")
    store.write_bytes("latest_checkpointed_iteration.txt", b"100")
    verdict = verify_checkpoints(store, "auto")
    # the pointer is honoured: iteration 200 was written but never finalised
    assert (verdict.step, verdict.chosen_layout) == (100, "megatron")
    assert found(verdict) == {"megatron": (2, ["iter_0000200", "iter_0000100"])}


def test_each_directory_keeps_its_own_layout_when_a_job_changed_format(fs_store, write_dcp):
    write_manifest_checkpoint(fs_store, 10, {"rank-0.pt": b"w0"})
    write_dcp(fs_store, "step_20")
    write_dcp(fs_store, "step_30")
    fs_store.write_bytes("step_30/.metadata", b"\x80\x04garbage")
    verdict = verify_checkpoints(fs_store, "auto")
    assert (verdict.step, verdict.chosen_layout) == (20, "dcp")
    assert verdict.rejected[0].reason.startswith("step 30: .metadata unreadable")
    assert found(verdict) == {
        "manifest": (1, ["step_00000010"]),
        "dcp": (2, ["step_30", "step_20"]),
    }
    fs_store.write_bytes("step_20/__1_0.distcp", b"")
    verdict = verify_checkpoints(fs_store, "auto")
    assert (verdict.step, verdict.chosen_layout) == (10, "manifest")


def test_the_root_itself_as_one_dcp_checkpoint(fs_store, write_dcp, substore):
    write_dcp(fs_store, "step_40")
    verdict = verify_checkpoints(substore(fs_store, "step_40"), "auto")
    assert (verdict.step, verdict.chosen_layout) == (40, "dcp")
    assert found(verdict) == {"dcp": (1, ["."])}


def test_directories_of_no_known_layout_are_reported_and_others_ignored(fs_store):
    fs_store.write_bytes("checkpoint-30/model.safetensors", b"weights")
    fs_store.write_bytes("logs/train.log", b"step 30")
    verdict = verify_checkpoints(fs_store, "auto")
    assert not verdict.usable and verdict.candidates == 0
    assert found(verdict) == {"unrecognised": (1, ["checkpoint-30"])}
    reason = no_checkpoint_reason(verdict, {"checkpoint_layout": "auto"}, "default")
    assert reason == (
        f"{NO_CHECKPOINT}: 1 step directory under {fs_store.uri} holds no known checkpoint "
        f"layout (newest {fs_store.location('checkpoint-30')}); describe yours in the "
        "playbook's checkpoint.custom_layouts and set checkpoint.layout to its name"
    )


def test_an_explicit_layout_records_what_is_there_and_the_reason_says_what_to_set(
    store, write_dcp
):
    for step in (5, 10, 15, 20):
        write_dcp(store, f"iter_{step:07d}")
    verdict = verify_checkpoints(store, "manifest")
    assert not verdict.usable and verdict.candidates == 0 and verdict.chosen_layout is None
    assert found(verdict) == {
        "dcp": (4, ["iter_0000020", "iter_0000015", "iter_0000010", "iter_0000005"])
    }
    [other] = verdict.other_layouts()
    assert other.layout == "dcp" and other.newest == store.location("iter_0000020")
    # the shipped playbooks set the layout through their `checkpoint_layout` param
    assert no_checkpoint_reason(verdict, {"checkpoint_layout": "manifest"}, "default") == (
        f"{NO_CHECKPOINT}: the playbook's checkpoint layout is manifest, but 4 dcp checkpoint "
        f"directories are under {store.uri} (iter_0000020, iter_0000015, iter_0000010, ...; "
        f"newest {store.location('iter_0000020')}); set the param checkpoint_layout to dcp "
        '(workflow input "params": {"checkpoint_layout": "dcp"}), or to auto to recognise '
        "each directory's layout"
    )
    # a playbook of one's own without that param: the field itself
    assert no_checkpoint_reason(verdict, {}, "/etc/pb.yaml").endswith(
        "set checkpoint.layout: dcp in playbook /etc/pb.yaml, or auto to recognise each "
        "directory's layout"
    )


def test_a_broken_checkpoint_of_the_layout_asked_for_is_not_blamed_on_another(fs_store):
    fs_store.write_bytes("step_00000010/rank-0.pt", b"w")  # manifest never written
    verdict = verify_checkpoints(fs_store, "manifest")
    assert not verdict.usable and verdict.other_layouts() == []
    assert no_checkpoint_reason(verdict, {"checkpoint_layout": "manifest"}, "default") == (
        NO_CHECKPOINT
    )


def test_auto_reads_no_more_than_the_layout_it_finds(fs_store, write_dcp):
    for step in range(1, 6):
        write_dcp(fs_store, f"iter_{step:07d}")
    auto = verify_checkpoints(fs_store, "auto")
    dcp = verify_checkpoints(fs_store, "dcp")
    assert (auto.step, auto.location) == (dcp.step, dcp.location)
    assert (auto.listing_calls, auto.bytes_read) == (dcp.listing_calls, dcp.bytes_read)
