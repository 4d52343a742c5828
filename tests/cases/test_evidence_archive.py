"""collect_evidence's one pass over a bundle: every file redacted in place and archived as it
is read. The archive is the tar stream `tarfile` writes for the same members, gzip-compressed:
`tar` extracts it, hashes are of what was stored, and no secret is in it."""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from trainwarden.activities import evidence_store
from trainwarden.activities.evidence import seal_bundle
from trainwarden.cases.archive import bundle_files, member_header, pack, pack_to, unpack
from trainwarden.untrusted.redact import MARK, PATTERNS_ENV

HF = "hf_" + "aBcDeFgHiJ" * 3 + "kl"
LONG = "n" * 60 + "/" + "r" * 70 + ".log"  # over ustar's 100 characters: a PAX header


def _bundle(root: Path) -> Path:
    files = {
        "job.json": b'{"job_id": "1"}\n',
        "logs/gpu0001/rank-0.log": b"2026-12-04T10:00:00.000Z step 1 | loss 2.31\n" * 300,
        "logs/gpu0001/rank-1.log": f"2026-12-04T10:00:00.000Z HF_TOKEN={HF} python\n".encode(),
        "logs/gpu0001-b/kernel.log": b"",  # '-' sorts before '/' as text, after it as parts
        "logs/gpu0002/caf\xc3\xa9.log": b"2026-12-04T10:00:00.000Z \xff stray byte\n",
        LONG: b"x" * 513,
    }
    for name, data in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    return root


def _tarfile_stream(bundle: Path) -> bytes:
    """The tar stream tarfile itself writes for the bundle (as the archive was made before)."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()):
            info = tarfile.TarInfo(path.relative_to(bundle).as_posix())
            info.size, info.mode, info.mtime = path.stat().st_size, 0o644, 0
            with path.open("rb") as handle:
                tar.addfile(info, handle)
    return buf.getvalue()


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*")
            if p.is_file()}


def test_the_tar_stream_is_tarfiles_and_tar_extracts_it(tmp_path: Path) -> None:
    bundle = _bundle(tmp_path / "bundle")
    (bundle / "logs" / "link.log").symlink_to(bundle / "job.json")  # links are not archived
    data = pack(bundle)
    assert gzip.decompress(data) == _tarfile_stream(bundle)
    assert pack(bundle) == data  # reproducible: same files, same bytes
    archive = tmp_path / "a.tar.gz"
    assert pack_to(bundle, archive) == hashlib.sha256(data).hexdigest()
    out = tmp_path / "by-tar"
    out.mkdir()
    subprocess.run(["tar", "-xzf", str(archive), "-C", str(out)], check=True)
    expected = {k: v for k, v in _tree(bundle).items() if k != "logs/link.log"}
    assert _tree(out) == expected
    unpack(data, tmp_path / "by-tarfile")
    assert _tree(tmp_path / "by-tarfile") == expected


@pytest.mark.parametrize("name", ["a", "x" * 100, "x" * 101, "caf\u00e9.log", "a\udcff"])
@pytest.mark.parametrize("size", [0, 511, 12345, 8**11 - 1, 8**11])
def test_member_headers_are_tarfiles(name: str, size: int) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mode, info.mtime = size, 0o644, 0
    assert member_header(name, size) == info.tobuf(tarfile.PAX_FORMAT, "utf-8", "surrogateescape")


def test_bundle_files_are_regular_files_in_path_order(tmp_path: Path) -> None:
    bundle = _bundle(tmp_path / "bundle")
    (bundle / "logs" / "link.log").symlink_to(bundle / "job.json")
    os.mkfifo(bundle / "logs" / "fifo")
    names = [name for name, _ in bundle_files(bundle)]
    assert names == [p.relative_to(bundle).as_posix() for p in sorted(
        p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())]
    assert names.index("logs/gpu0001/rank-0.log") < names.index("logs/gpu0001-b/kernel.log")


def test_seal_redacts_files_and_archive_and_stores_the_hash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(evidence_store.STORE_ENV, str(tmp_path / "store"))
    bundle = _bundle(tmp_path / "incident" / "bundle")
    before = _tree(bundle)
    scratch = tmp_path / "incident" / ".bundle.tar.gz.new"
    ref = seal_bundle(bundle, "supervise-a-i1", scratch)

    after = _tree(bundle)
    secret_file = "logs/gpu0001/rank-1.log"
    assert after[secret_file] == f"2026-12-04T10:00:00.000Z HF_TOKEN={MARK} python\n".encode()
    assert {k: v for k, v in after.items() if k != secret_file} == {
        k: v for k, v in before.items() if k != secret_file}  # a stray byte is kept as it was
    assert (ref.files, ref.bytes) == (len(after), sum(map(len, after.values())))

    assert ref.stored_at is not None and not scratch.exists()
    stored = Path(ref.stored_at).read_bytes()
    assert ref.sha256 == hashlib.sha256(stored).hexdigest()
    tar_stream = gzip.decompress(stored)
    assert HF.encode() not in tar_stream and tar_stream == _tarfile_stream(bundle)
    # bounded: the bundle's bytes, a header and padding per file, the end blocks
    assert len(tar_stream) <= ref.bytes + 2 * 512 * ref.files + 2 * 512 + 10240


def test_a_store_that_fails_still_leaves_a_redacted_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the store should be")
    monkeypatch.setenv(evidence_store.STORE_ENV, str(blocker))
    bundle = _bundle(tmp_path / "incident" / "bundle")
    scratch = tmp_path / "incident" / ".bundle.tar.gz.new"
    ref = seal_bundle(bundle, "supervise-a-i2", scratch)
    assert ref.stored_at is None and ref.store_error and ref.sha256
    assert not scratch.exists()
    assert HF.encode() not in (bundle / "logs" / "gpu0001" / "rank-1.log").read_bytes()


def test_the_workers_own_patterns_apply_to_files_and_archive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(evidence_store.STORE_ENV, str(tmp_path / "store"))
    monkeypatch.setenv(PATTERNS_ENV, r"loss (?P<secret>\d\.\d+)")
    bundle = _bundle(tmp_path / "incident" / "bundle")
    ref = seal_bundle(bundle, "supervise-a-i3", tmp_path / "incident" / ".scratch")
    rank0 = (bundle / "logs" / "gpu0001" / "rank-0.log").read_bytes()
    assert rank0 == f"2026-12-04T10:00:00.000Z step 1 | loss {MARK}\n".encode() * 300
    assert ref.stored_at is not None
    assert b"loss 2.31" not in gzip.decompress(Path(ref.stored_at).read_bytes())


def test_an_archive_that_cannot_be_written_still_leaves_every_file_redacted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(evidence_store.STORE_ENV, str(tmp_path / "store"))
    bundle = _bundle(tmp_path / "incident" / "bundle")
    scratch = tmp_path / "incident" / "no-such-dir" / ".scratch"  # cannot be opened
    with pytest.raises(OSError):
        seal_bundle(bundle, "supervise-a-i4", scratch)
    assert HF.encode() not in (bundle / "logs" / "gpu0001" / "rank-1.log").read_bytes()
