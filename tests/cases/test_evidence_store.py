"""The evidence store: one reproducible archive per incident, in a directory or under an S3
prefix (a real S3-compatible server, moto, over HTTP), read back byte for byte."""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import boto3
import pytest
from helpers_cases import CASES
from s3server import MotoServer
from temporalio.testing import ActivityEnvironment

from trainwarden.activities import evidence_store
from trainwarden.activities.evidence import collect_evidence
from trainwarden.activities.models import CollectEvidenceInput
from trainwarden.activities.registry import backend_for
from trainwarden.attribution.engine import attribute_bundle
from trainwarden.cases.archive import pack, pack_to, sha256, unpack
from trainwarden.cases.evidence import EvidenceBundleRef
from trainwarden.models import JobSpec
from trainwarden.supervision import Incident
from trainwarden.workers.export import ExportError, write_bundle

BUNDLE = CASES / "default" / "rw-xid79-syslog-kern-log" / "bundle"


def test_archive_is_reproducible_and_round_trips(tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(BUNDLE, copy)  # other mtimes and inode order: same bytes
    assert pack(BUNDLE) == pack(copy)
    out = tmp_path / "out"
    unpack(pack(BUNDLE), out)
    files = sorted(p.relative_to(BUNDLE) for p in BUNDLE.rglob("*") if p.is_file())
    assert sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file()) == files
    assert attribute_bundle(out) == attribute_bundle(BUNDLE)
    (copy / "job.json").write_text((copy / "job.json").read_text() + " ")
    assert sha256(pack(copy)) != sha256(pack(BUNDLE))


def test_directory_store_default_is_the_incidents_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRAINWARDEN_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(evidence_store.STORE_ENV, raising=False)
    archive = tmp_path / "a.tar.gz"
    digest = pack_to(BUNDLE, archive)
    assert digest == sha256(pack(BUNDLE))
    where = evidence_store.put("supervise-a/b-i1", archive)  # a client-chosen id: escaped
    assert Path(where).is_relative_to(tmp_path / "home" / "incidents")
    assert Path(where).parent.parent == tmp_path / "home" / "incidents"
    assert sha256(evidence_store.get(where)) == digest
    monkeypatch.setenv(evidence_store.STORE_ENV, str(tmp_path / "store"))
    where = evidence_store.put("x-i2", archive)
    assert where == str(tmp_path / "store" / "x-i2" / "bundle.tar.gz")
    assert evidence_store.get(where) == archive.read_bytes()


@pytest.fixture(scope="module")
def moto() -> Iterator[MotoServer]:
    with MotoServer() as server:
        yield server


def test_s3_store_keeps_the_archive_under_its_prefix(
    moto: MotoServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in (
        ("AWS_ACCESS_KEY_ID", "testing"),
        ("AWS_SECRET_ACCESS_KEY", "testing"),
        ("AWS_DEFAULT_REGION", "us-east-1"),
        ("AWS_CONFIG_FILE", str(tmp_path / "none")),
        ("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path / "none")),
    ):
        monkeypatch.setenv(name, value)
    bucket = f"evidence-{uuid.uuid4().hex[:8]}"
    boto3.client("s3", endpoint_url=moto.url).create_bucket(Bucket=bucket)
    monkeypatch.setenv(evidence_store.STORE_ENV, f"s3://{bucket}/team/incidents")
    monkeypatch.setenv(evidence_store.ENDPOINT_ENV, moto.url)
    archive = tmp_path / "a.tar.gz"
    digest = pack_to(BUNDLE, archive)
    where = evidence_store.put("supervise-llm-i3", archive)
    assert where == f"s3://{bucket}/team/incidents/supervise-llm-i3/bundle.tar.gz"
    assert evidence_store.get(where) == archive.read_bytes()

    # export reads it back from S3 and checks the hash recorded in history
    ref = EvidenceBundleRef(path="/gone", files=1, bytes=1, stored_at=where, sha256=digest)
    inc = Incident(id="supervise-llm-i3", number=3, trigger="failed", evidence=ref)
    write_bundle(inc, tmp_path / "case" / "bundle")
    assert attribute_bundle(tmp_path / "case" / "bundle") == attribute_bundle(BUNDLE)
    inc.evidence = ref.model_copy(update={"sha256": "0" * 64})
    with pytest.raises(ExportError, match="sha256 differs from the one in history"):
        write_bundle(inc, tmp_path / "case2" / "bundle")
    inc.evidence = ref.model_copy(update={"stored_at": where + ".missing"})
    with pytest.raises(ExportError, match="cannot read the stored bundle"):
        write_bundle(inc, tmp_path / "case3" / "bundle")


async def _collect(home: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("TRAINWARDEN_HOME", str(home))
    job = JobSpec(name="store", backend="virtual", nodes=2, ranks_per_node=1)
    handle, _ = backend_for(job).start(job, key="wf:start")
    inp = CollectEvidenceInput(job=job, handle=handle, incident_id="supervise-store-i1")
    return await ActivityEnvironment().run(collect_evidence, inp)


async def test_collect_evidence_keeps_the_bundle_in_the_store_with_its_hash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(evidence_store.STORE_ENV, raising=False)
    ref = await _collect(tmp_path / "home", monkeypatch)
    assert ref.stored_at == str(
        (tmp_path / "home" / "incidents" / "supervise-store-i1" / "bundle.tar.gz").resolve()
    )
    data = evidence_store.get(ref.stored_at)
    assert sha256(data) == ref.sha256 == sha256(pack(Path(ref.path)))
    unpack(data, tmp_path / "back")
    assert (tmp_path / "back" / "job.json").read_bytes() == (
        Path(ref.path) / "job.json"
    ).read_bytes()
    assert not list((tmp_path / "home" / "incidents").rglob("*.new"))


async def test_a_store_that_cannot_be_written_does_not_hold_up_recovery(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the store should be")
    monkeypatch.setenv(evidence_store.STORE_ENV, str(blocker))
    ref = await _collect(tmp_path / "home", monkeypatch)
    assert ref.stored_at is None and ref.store_error and ref.sha256
    assert (Path(ref.path) / "job.json").is_file()  # the bundle itself is there for attribution
