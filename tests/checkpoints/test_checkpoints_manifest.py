"""The manifest layout on both real stores: complete, partial newest, fallback, checksums."""

from __future__ import annotations

import json
import threading

from trainwarden.activities.checkpoint_stores import S3Store, open_store
from trainwarden.checkpoints import verify_checkpoints, write_manifest_checkpoint
from trainwarden.checkpoints.manifest import step_dir_name


def shards(step: int, size: int = 100) -> dict[str, bytes]:
    return {f"rank-{r}.pt": bytes([step % 256, r]) * (size // 2) for r in range(2)}


def test_newest_complete_checkpoint_is_chosen(store):
    for step in (10, 20, 30):
        write_manifest_checkpoint(store, step, shards(step))
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.usable and verdict.step == 30
    assert verdict.location == store.location(step_dir_name(30))
    assert verdict.rejected == [] and verdict.candidates == 3
    assert verdict.level == "presence" and verdict.throughput_mb_s is None
    assert verdict.listing_calls >= 1
    assert any("all 2 files present" in line for line in verdict.checked)


def test_writer_returns_the_location_the_verifier_reports(store):
    location = write_manifest_checkpoint(store, 7, shards(7))
    assert verify_checkpoints(store, "manifest").location == location


def test_missing_shard_falls_back_to_previous(store, delete):
    for step in (10, 20, 30):
        write_manifest_checkpoint(store, step, shards(step))
    delete(store, f"{step_dir_name(30)}/rank-1.pt")
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 20
    assert [(r.step, r.reason) for r in verdict.rejected] == [
        (30, "step 30: shard rank-1.pt missing")
    ]
    assert verdict.rejected[0].location == store.location(step_dir_name(30))


def test_shard_with_wrong_size_is_rejected(store):
    write_manifest_checkpoint(store, 10, shards(10))
    write_manifest_checkpoint(store, 20, shards(20))
    store.write_bytes(f"{step_dir_name(20)}/rank-0.pt", b"")
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 10
    assert verdict.rejected[0].reason == "step 20: shard rank-0.pt has 0 bytes, manifest says 100"


def test_shards_without_manifest_are_an_unfinished_save(store):
    write_manifest_checkpoint(store, 10, shards(10))
    for name, data in shards(20).items():
        store.write_bytes(f"{step_dir_name(20)}/{name}", data)
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 10
    assert verdict.rejected[0].reason == "step 20: manifest.json missing (save not finished)"


def test_invalid_manifest_and_wrong_step_are_rejected(store):
    write_manifest_checkpoint(store, 10, shards(10))
    write_manifest_checkpoint(store, 20, shards(20))
    store.write_bytes(f"{step_dir_name(30)}/manifest.json", b"{not json")
    location = write_manifest_checkpoint(store, 40, shards(40))
    manifest = json.loads(store.read_bytes(f"{step_dir_name(40)}/manifest.json"))
    manifest["step"] = 39
    store.write_bytes(f"{step_dir_name(40)}/manifest.json", json.dumps(manifest).encode())
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 20 and location.endswith(step_dir_name(40))
    reasons = [r.reason for r in verdict.rejected]
    assert (
        reasons[0]
        == f"step 40: manifest.json says step 39, directory {step_dir_name(40)} is step 40"
    )
    assert reasons[1].startswith("step 30: manifest.json invalid")


def test_checksum_level_catches_same_size_corruption(store):
    write_manifest_checkpoint(store, 10, shards(10))
    write_manifest_checkpoint(store, 20, shards(20))
    store.write_bytes(f"{step_dir_name(20)}/rank-0.pt", b"\xff" * 100)  # same size, other bytes
    assert verify_checkpoints(store, "manifest").step == 20  # presence cannot see it
    verdict = verify_checkpoints(store, "manifest", checksums=True)
    assert verdict.step == 10 and verdict.level == "checksums"
    assert verdict.rejected[0].reason == "step 20: manifest checksum mismatch for rank-0.pt"
    assert verdict.throughput_mb_s is not None and verdict.throughput_mb_s > 0
    assert verdict.bytes_read >= 4 * 100  # both shards of both steps were streamed
    assert any("sha256 of 2 files matches the manifest" in line for line in verdict.checked)


def test_fallback_chain_reports_every_newer_rejection(store, delete):
    for step in range(10, 60, 10):
        write_manifest_checkpoint(store, step, shards(step))
    delete(store, f"{step_dir_name(50)}/manifest.json")
    delete(store, f"{step_dir_name(40)}/rank-0.pt")
    store.write_bytes(f"{step_dir_name(30)}/rank-1.pt", b"\x00" * 100)
    verdict = verify_checkpoints(store, "manifest", checksums=True)
    assert verdict.step == 20 and verdict.candidates == 5
    assert [r.reason for r in verdict.rejected] == [
        "step 50: manifest.json missing (save not finished)",
        "step 40: shard rank-0.pt missing",
        "step 30: manifest checksum mismatch for rank-1.pt",
    ]


def test_no_complete_checkpoint_is_a_verdict_not_an_error(store, delete):
    write_manifest_checkpoint(store, 10, shards(10))
    delete(store, f"{step_dir_name(10)}/manifest.json")
    verdict = verify_checkpoints(store, "manifest")
    assert not verdict.usable and verdict.step is None and verdict.location is None
    assert verdict.candidates == 1 and len(verdict.rejected) == 1


def test_empty_prefix_has_no_candidates(store):
    verdict = verify_checkpoints(store, "manifest")
    assert not verdict.usable and verdict.candidates == 0 and verdict.rejected == []


def test_presence_level_reads_only_the_newest_manifest(store):
    for step in (10, 20, 30):
        write_manifest_checkpoint(store, step, shards(step, size=200_000))
    manifest_size = len(store.read_bytes(f"{step_dir_name(30)}/manifest.json"))
    store.stats.bytes_read = 0
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 30
    assert verdict.bytes_read == manifest_size  # no shard downloaded, older ones untouched


def test_unrelated_objects_are_ignored(store):
    write_manifest_checkpoint(store, 10, shards(10))
    store.write_bytes("logs/train.log", b"hello")
    store.write_bytes("step_abc/manifest.json", b"{}")
    store.write_bytes("README", b"x")
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 10 and verdict.candidates == 1


def test_writing_to_a_plain_directory(tmp_path):
    location = write_manifest_checkpoint(tmp_path / "ckpt", 5, {"sub/rank-0.pt": b"abc"})
    assert location == str((tmp_path / "ckpt" / "step_00000005").absolute())
    assert not list((tmp_path / "ckpt").rglob("*.tmp"))
    verdict = verify_checkpoints(
        open_store(f"file://{tmp_path / 'ckpt'}"), "manifest", checksums=True
    )
    assert verdict.step == 5 and verdict.location == location


def test_s3_listing_is_paginated_in_one_pass(moto_server, bucket):
    store = S3Store(bucket, "run", endpoint_url=moto_server.url, page_size=50)
    for step in (1, 2, 3):
        write_manifest_checkpoint(store, step, {f"rank-{r}.pt": b"x" for r in range(40)})
    verdict = verify_checkpoints(store, "manifest")
    assert verdict.step == 3 and verdict.candidates == 3
    assert verdict.listing_calls == 3  # 123 objects, pages of 50, one pass
    assert verdict.checked[0] == f"listed 123 objects under s3://{bucket}/run in 3 listing calls"


def test_progress_is_reported_on_the_calling_thread(store):
    write_manifest_checkpoint(store, 10, shards(10))
    notes: list[tuple[str, int]] = []
    verify_checkpoints(
        store,
        "manifest",
        checksums=True,
        progress=lambda note: notes.append((note, threading.get_ident())),
    )
    assert [n for n, _ in notes] == [
        "inspecting step 10",
        "step 10: streamed rank-0.pt",
        "step 10: streamed rank-1.pt",
    ]
    assert {thread for _, thread in notes} == {threading.get_ident()}


def test_max_step_restarts_from_before_a_divergence(store, delete):
    for step in (10, 20, 30, 40):
        write_manifest_checkpoint(store, step, shards(step))
    delete(store, f"{step_dir_name(20)}/rank-0.pt")
    verdict = verify_checkpoints(store, "manifest", max_step=25)
    assert verdict.step == 10 and verdict.candidates == 2
    assert [r.step for r in verdict.rejected] == [20]
    assert "ignored 2 checkpoints newer than max_step 25" in verdict.checked


def test_uri_naming_one_checkpoint(store, substore, delete):
    write_manifest_checkpoint(store, 10, shards(10))
    write_manifest_checkpoint(store, 20, shards(20))
    delete(store, f"{step_dir_name(20)}/rank-1.pt")
    verdict = verify_checkpoints(substore(store, step_dir_name(10)), "manifest", checksums=True)
    assert verdict.step == 10 and verdict.location == store.location(step_dir_name(10))
    verdict = verify_checkpoints(substore(store, step_dir_name(20)), "manifest")
    assert not verdict.usable and verdict.rejected[0].reason == "step 20: shard rank-1.pt missing"
