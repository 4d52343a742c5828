"""Checksum level without a manifest: S3 ETags (md5) where they are one, full reads otherwise."""

from __future__ import annotations

import hashlib
import io

from boto3.s3.transfer import TransferConfig

from trainwarden.checkpoints import verify_checkpoints
from trainwarden.checkpoints.checksums import EtagHasher


def test_single_part_etags_are_compared(s3_store, write_dcp):
    write_dcp(s3_store, "step_1", ranks=3)
    verdict = verify_checkpoints(s3_store, "dcp", checksums=True)
    assert verdict.step == 1 and verdict.level == "checksums"
    assert any("3 files match their S3 ETags (md5)" in line for line in verdict.checked)
    assert verdict.throughput_mb_s is not None


def test_filesystem_has_no_reference_but_every_byte_is_read(fs_store, write_dcp):
    shards = write_dcp(fs_store, "step_1", ranks=2, item_size=1000)
    verdict = verify_checkpoints(fs_store, "dcp", checksums=True)
    assert verdict.step == 1
    assert verdict.bytes_read >= sum(len(d) for d in shards.values())
    assert any(
        "2 files read in full with no checksum to compare" in line for line in verdict.checked
    )


def upload_multipart(s3_client, store, key: str, data: bytes) -> str:
    s3_client.upload_fileobj(
        io.BytesIO(data),
        store.bucket,
        store._key(key),
        Config=TransferConfig(multipart_threshold=5 << 20, multipart_chunksize=5 << 20),
    )
    etag = s3_client.head_object(Bucket=store.bucket, Key=store._key(key))["ETag"]
    assert etag.strip('"').endswith(f"-{-(-len(data) // (5 << 20))}")  # really multipart
    return etag


def test_multipart_etag_is_verified_with_the_part_size(s3_store, s3_client, write_dcp):
    write_dcp(s3_store, "step_1", ranks=2)
    upload_multipart(s3_client, s3_store, "step_1/__0_0.distcp", b"\x07" * (11 << 20))
    verdict = verify_checkpoints(s3_store, "dcp", checksums=True)
    assert verdict.step == 1
    assert any("2 files match their S3 ETags" in line for line in verdict.checked), verdict.checked
    assert verdict.bytes_read >= 11 << 20


def test_etag_hasher_matches_s3_for_any_chunking():
    data = bytes(range(256)) * 1000
    part = 100_000
    expected_parts = [hashlib.md5(data[i : i + part]).digest() for i in range(0, len(data), part)]
    expected = f"{hashlib.md5(b''.join(expected_parts)).hexdigest()}-{len(expected_parts)}"
    for chunk in (1, 4096, 99_999, 100_000, 300_000):
        hasher = EtagHasher(part)
        for i in range(0, len(data), chunk):
            hasher.update(data[i : i + chunk])
        assert hasher.hexdigest() == expected
    plain = EtagHasher(None)
    plain.update(data)
    assert plain.hexdigest() == hashlib.md5(data).hexdigest()
