"""Real torch 2.13 DCP checkpoints with a corrupt or hostile `.metadata` are rejected, so
verification falls back to the older one; decoding stays within size and memory bounds."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import tracemalloc

import pytest

from trainwarden.checkpoints import verify_checkpoints
from trainwarden.checkpoints.dcp_metadata import (
    MAX_NESTING,
    DcpMetadataError,
    decode_dcp_metadata,
)

pytestmark = pytest.mark.torch


def _torch_rejects(checkpoint_dir) -> bool:
    """Whether torch itself fails to read this checkpoint's metadata (what `dcp.load` does)."""
    from torch.distributed.checkpoint import FileSystemReader

    try:
        FileSystemReader(str(checkpoint_dir)).read_metadata()
    except Exception:
        return True
    return False


def _torch_rejects_with(source, tmp_path, metadata: bytes) -> bool:
    """A copy of `source` with `metadata` as its `.metadata`: does torch refuse it too?"""
    corrupt = tmp_path / source.name
    corrupt.mkdir()
    for path in source.iterdir():
        (corrupt / path.name).write_bytes(path.read_bytes())
    (corrupt / ".metadata").write_bytes(metadata)
    return _torch_rejects(corrupt)


def test_fresh_torch_checkpoints_are_accepted_newest_first(store, torch_dcp_steps, upload_dir):
    for step, source in torch_dcp_steps.items():
        upload_dir(store, f"step_{step}", source)
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.usable and verdict.step == 200 and verdict.rejected == []
    spans = decode_dcp_metadata((torch_dcp_steps[200] / ".metadata").read_bytes())
    assert {s.relative_path for s in spans} == {"__0_0.distcp"}
    end = max(s.offset + s.length for s in spans)
    assert end == (torch_dcp_steps[200] / "__0_0.distcp").stat().st_size


def test_random_bytes_metadata_rejects_newest(store, torch_dcp_steps, upload_dir, tmp_path):
    for step, source in torch_dcp_steps.items():
        upload_dir(store, f"step_{step}", source)
    garbage = os.urandom((torch_dcp_steps[200] / ".metadata").stat().st_size)
    store.write_bytes("step_200/.metadata", garbage)
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 100
    assert verdict.rejected[0].reason.startswith("step 200: .metadata unreadable (")
    assert _torch_rejects_with(torch_dcp_steps[200], tmp_path, garbage)  # nor could torch


@pytest.mark.parametrize("keep", [0.02, 0.25, 0.5, 0.9, -1])
def test_truncated_metadata_rejects_newest(store, torch_dcp_steps, upload_dir, tmp_path, keep):
    for step, source in torch_dcp_steps.items():
        upload_dir(store, f"step_{step}", source)
    data = (torch_dcp_steps[200] / ".metadata").read_bytes()
    cut = len(data) - 1 if keep == -1 else max(1, int(len(data) * keep))
    store.write_bytes("step_200/.metadata", data[:cut])
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step == 100, verdict.rejected
    assert "step 200: .metadata unreadable" in verdict.rejected[0].reason
    assert _torch_rejects_with(torch_dcp_steps[200], tmp_path, data[:cut])


def test_metadata_over_the_size_limit_is_not_read(store, torch_dcp_steps, upload_dir, monkeypatch):
    import trainwarden.checkpoints.layouts.dcp as dcp_layout

    for step, source in torch_dcp_steps.items():
        upload_dir(store, f"step_{step}", source)
    size = (torch_dcp_steps[200] / ".metadata").stat().st_size
    monkeypatch.setattr(dcp_layout, "MAX_METADATA_BYTES", size - 1)
    verdict = verify_checkpoints(store, "dcp")
    assert verdict.step is None or verdict.step < 200
    assert "over the" in verdict.rejected[0].reason


# --- hostile pickles: small files that would build huge objects ---------------------------


def _long1(value: int) -> bytes:
    raw = value.to_bytes((value.bit_length() + 8) // 8, "little", signed=True)
    return b"\x8a" + bytes([len(raw)]) + raw


def _global(module: str, name: str) -> bytes:
    return b"\x8c" + bytes([len(module)]) + module.encode() + b"\x8c" + bytes(
        [len(name)]
    ) + name.encode() + b"\x93"


BYTEARRAY_BOMB = b"\x80\x04" + _global("builtins", "bytearray") + _long1(3 * 10**9) + b"\x85R."
BYTEARRAY_BOMB_V0 = b"cbuiltins\nbytearray\n(I3000000000\ntR."


def _decode_peak(data: bytes) -> tuple[str, int]:
    tracemalloc.start()
    try:
        with pytest.raises(DcpMetadataError) as info:
            decode_dcp_metadata(data)
        return str(info.value), tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("bomb", [BYTEARRAY_BOMB, BYTEARRAY_BOMB_V0], ids=["proto4", "proto0"])
def test_tiny_pickle_building_3gb_bytearray_is_refused_unallocated(bomb):
    assert len(bomb) <= 42
    message, peak = _decode_peak(bomb)
    assert "bytearray" in message
    assert peak < 1_000_000  # bytes traced while decoding: nothing near 3 GB was allocated
    # plain pickle really would try to build it: under a 1 GB address-space limit it runs out
    probe = (
        "import pickle, resource, sys; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30));"
        "pickle.loads(sys.stdin.buffer.read())"
    )
    done = subprocess.run([sys.executable, "-c", probe], input=bomb, capture_output=True)
    assert done.returncode != 0 and b"MemoryError" in done.stderr


def test_repeated_copies_of_one_string_exceed_the_budget():
    """`tuple(s)` called 400 times on one memoized 64 KB string: 26 M items from a 66 KB file."""
    text = "x" * 65536
    body = b"\x8d" + struct.pack("<Q", len(text)) + text.encode() + b"\x94"  # memo 0
    body += _global("builtins", "tuple") + b"\x94"  # memo 1
    body += b"(" + b"h\x01h\x00\x85R0" * 400 + b"1"  # call, pop; pop mark
    data = b"\x80\x04" + body + b"N."
    message, peak = _decode_peak(data)
    assert "more than the file's size allows" in message
    assert peak < 64 * len(data)


def test_deeply_nested_tuples_are_refused():
    data = b"\x80\x04N" + b"\x85" * (MAX_NESTING + 5) + b"."
    with pytest.raises(DcpMetadataError, match="nested deeper"):
        decode_dcp_metadata(data)
    decode_ok = b"\x80\x04N" + b"\x85" * (MAX_NESTING - 2) + b"."
    with pytest.raises(DcpMetadataError, match="not Metadata"):  # shape accepted, wrong type
        decode_dcp_metadata(decode_ok)


@pytest.mark.parametrize(
    "data,why",
    [
        (b"\x80\x04N\x94r\xff\xff\xff\x7f.", "memo index"),  # LONG_BINPUT 2**31-1
        (b"\x80\x04\x8e" + struct.pack("<Q", 3 * 10**9) + b"abc.", "not a complete pickle"),
        (b"\x80\x04\x95" + struct.pack("<Q", 10**9) + b"N.", "frame"),
        (b"\x80\x04N.trailing", "after the pickle's end"),
        (b"\x80\x04N", "not a complete pickle"),
        (b"\x80\x02\x82\x01N\x85R.", "not used by DCP metadata"),  # EXT1
    ],
    ids=["huge-memo-index", "bytes-longer-than-file", "frame-past-end", "trailing", "no-stop",
         "ext-registry"],
)
def test_malformed_streams_are_refused_before_unpickling(data, why):
    message, peak = _decode_peak(data)
    assert why in message
    assert peak < 1_000_000
