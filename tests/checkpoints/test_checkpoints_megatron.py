"""Megatron-LM layout: the pointer file is verified, never trusted blindly."""

from __future__ import annotations

from trainwarden.checkpoints import verify_checkpoints

POINTER = "latest_checkpointed_iteration.txt"


def test_pointed_iteration_is_chosen(store, write_megatron):
    for it in (100, 200):
        write_megatron(store, it, tp=2)
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.usable and verdict.step == 200
    assert verdict.location == store.location("iter_0000200")
    assert any("points at iteration 200" in line for line in verdict.checked)


def test_pointer_to_partial_dir_falls_back(store, write_megatron):
    write_megatron(store, 100, tp=4)
    write_megatron(store, 200, tp=4)
    write_megatron(store, 300, tp=4, skip=("mp_rank_03",))  # a rank never wrote, pointer did
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 200
    assert verdict.rejected[0].reason == (
        "iter 300: mp_rank_03/model_optim_rng.pt missing "
        "(complete iterations have 4 rank directories)"
    )


def test_zero_size_rank_file(store, write_megatron):
    write_megatron(store, 100)
    write_megatron(store, 200, empty=("mp_rank_01",))
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 100
    assert verdict.rejected[0].reason == "iter 200: zero-size shard mp_rank_01/model_optim_rng.pt"


def test_hole_in_tensor_pipeline_grid(store, write_megatron):
    write_megatron(store, 50, tp=2, pp=2, skip=("mp_rank_00_001",))
    verdict = verify_checkpoints(store, "megatron")
    assert not verdict.usable
    assert (
        verdict.rejected[0].reason == "iter 50: mp_rank_00_001 missing (rank directories span 2x2)"
    )


def test_directories_newer_than_pointer_are_unfinished(store, write_megatron):
    write_megatron(store, 100)
    write_megatron(store, 200, pointer=False)  # save in progress: pointer not yet moved
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 100
    assert verdict.rejected[0].reason == f"iter 200: newer than {POINTER} (100): save not finalised"


def test_pointer_to_missing_dir(store, write_megatron):
    write_megatron(store, 100)
    store.write_bytes(POINTER, b"300\n")
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 100
    assert verdict.rejected[0].step == 300
    assert (
        verdict.rejected[0].reason
        == f"iter 300: {POINTER} points at iter_0000300, which does not exist"
    )


def test_without_pointer_every_iteration_is_considered(store, write_megatron, delete):
    write_megatron(store, 100)
    write_megatron(store, 200, skip=("mp_rank_01",))
    delete(store, POINTER)
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 100 and verdict.rejected[0].step == 200
    assert any(f"no {POINTER}" in line for line in verdict.checked)


def test_unreadable_pointer_is_not_trusted(store, write_megatron):
    write_megatron(store, 100)
    store.write_bytes(POINTER, b"garbage")
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 100 and any("unreadable" in line for line in verdict.checked)


def test_release_pointer(store):
    store.write_bytes("release/mp_rank_00/model_optim_rng.pt", b"weights")
    store.write_bytes(POINTER, b"release")
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.usable and verdict.step == 0
    assert verdict.location == store.location("release")


def test_dist_ckpt_iteration_is_checked_as_dcp(store, write_dcp, write_megatron, delete):
    write_dcp(store, "iter_0000100")
    write_dcp(store, "iter_0000200")
    store.write_bytes(POINTER, b"200")
    delete(store, "iter_0000200/__0_0.distcp")
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 100
    assert verdict.rejected[0].reason == "iter 200: shard __0_0.distcp missing (named in .metadata)"


def test_changed_parallelism_is_accepted_when_self_consistent(store, write_megatron):
    write_megatron(store, 100, tp=2)
    write_megatron(store, 200, tp=2)
    write_megatron(store, 300, tp=4)
    verdict = verify_checkpoints(store, "megatron")
    assert verdict.step == 300
    assert any("parallelism changed" in line for line in verdict.checked)


def test_uri_naming_one_iteration(store, substore, write_megatron):
    write_megatron(store, 100, tp=2, pp=2)
    verdict = verify_checkpoints(substore(store, "iter_0000100"), "megatron")
    assert verdict.step == 100 and verdict.location == store.location("iter_0000100")
