"""Fixtures for checkpoint verification: a real S3 server (moto, HTTP on 127.0.0.1), stores
on it and on the filesystem, and writers for the DCP and Megatron layouts."""

from __future__ import annotations

import json
import struct
import sys
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import boto3
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/s3server.py

from s3server import MotoServer

from trainwarden.activities.checkpoint_stores import FileStore, S3Store, open_store
from trainwarden.checkpoints.store import CheckpointStore

FIXTURES = Path(__file__).parent / "fixtures"
REAL_DCP_STEP = FIXTURES / "dcp_step_real"
"""A genuine torch 2.13 DCP save of two gloo ranks (see fixtures/make_dcp_fixture.py)."""


@pytest.fixture(scope="session")
def moto_server() -> Iterator[MotoServer]:
    with MotoServer() as server:
        yield server


@pytest.fixture(autouse=True)
def aws_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Test credentials only; no host AWS config or endpoint leaks into a test."""
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    monkeypatch.setenv("AWS_CONFIG_FILE", str(tmp_path / "no-aws-config"))
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path / "no-aws-credentials"))
    for name in (
        "AWS_ENDPOINT_URL",
        "AWS_ENDPOINT_URL_S3",
        "AWS_PROFILE",
        "AWS_SESSION_TOKEN",
        "AWS_MAX_ATTEMPTS",
        "AWS_RETRY_MODE",
    ):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def s3_client(moto_server: MotoServer):
    return boto3.client("s3", endpoint_url=moto_server.url, region_name="us-east-1")


@pytest.fixture
def bucket(s3_client) -> str:
    name = f"ckpt-{uuid.uuid4().hex[:12]}"
    s3_client.create_bucket(Bucket=name)
    return name


@pytest.fixture
def s3_store(moto_server: MotoServer, bucket: str) -> CheckpointStore:
    return open_store(f"s3://{bucket}/runs/job-1", endpoint_url=moto_server.url)


@pytest.fixture
def fs_store(tmp_path: Path) -> CheckpointStore:
    root = tmp_path / "checkpoints" / "job-1"
    root.mkdir(parents=True)
    return open_store(str(root))


@pytest.fixture(params=["s3", "fs"])
def store(request: pytest.FixtureRequest) -> CheckpointStore:
    """Each layout test runs against both real stores."""
    return request.getfixturevalue(f"{request.param}_store")


@pytest.fixture
def delete() -> Callable[[CheckpointStore, str], None]:
    """Delete one object behind the store's back, as a crash or cleanup job would."""

    def remove(store: CheckpointStore, key: str) -> None:
        if store.uri.startswith("s3://"):
            store._client.delete_object(Bucket=store.bucket, Key=store._key(key))  # type: ignore[attr-defined]
        else:
            (Path(store.uri) / key).unlink()

    return remove


@pytest.fixture
def substore() -> Callable[[CheckpointStore, str], CheckpointStore]:
    """A store of the same kind rooted at a directory inside another."""

    def open_at(store: CheckpointStore, relative: str) -> CheckpointStore:
        if isinstance(store, S3Store):
            return S3Store(store.bucket, f"{store.prefix}/{relative}", client=store._client)
        return FileStore(store.location(relative))

    return open_at


# --- DCP ----------------------------------------------------------------------------------
# A `.metadata` pickle with the exact class names and field layout torch writes (compare the
# real fixture), emitted opcode by opcode so tests need no torch.


def _text(value: str) -> bytes:
    raw = value.encode()
    return (
        (b"\x8c" + bytes([len(raw)]) + raw)
        if len(raw) < 256
        else (b"X" + struct.pack("<I", len(raw)) + raw)
    )


def _object(module: str, name: str, fields: dict[str, bytes]) -> bytes:
    body = b"".join(_text(k) + v for k, v in fields.items())
    return _text(module) + _text(name) + b"\x93)\x81}(" + body + b"ub"


def _int(value: int) -> bytes:
    return b"J" + struct.pack("<i", value)


def dcp_metadata_pickle(spans: list[tuple[str, str, int, int]]) -> bytes:
    """spans: (fqn, relative_path, offset, length)."""
    meta_mod, fs_mod = (
        "torch.distributed.checkpoint.metadata",
        "torch.distributed.checkpoint.filesystem",
    )
    items = b"".join(
        _object(meta_mod, "MetadataIndex", {"fqn": _text(fqn), "offset": b"N", "index": b"N"})
        + _object(
            fs_mod,
            "_StorageInfo",
            {
                "relative_path": _text(path),
                "offset": _int(offset),
                "length": _int(length),
                "transform_descriptors": b"N",
            },
        )
        for fqn, path, offset, length in spans
    )
    metadata = _object(
        meta_mod,
        "Metadata",
        {
            "state_dict_metadata": b"}",
            "planner_data": b"N",
            "storage_data": b"}(" + items + b"u",
            "storage_meta": b"N",
        },
    )
    return b"\x80\x04" + metadata + b"."


DcpWriter = Callable[..., dict[str, bytes]]


@pytest.fixture
def write_dcp() -> DcpWriter:
    def write(
        store: CheckpointStore,
        step_dir: str,
        ranks: int = 2,
        items_per_rank: int = 2,
        item_size: int = 64,
        metadata: bool = True,
    ) -> dict[str, bytes]:
        """Shards first, `.metadata` last, as torch does. Returns the shard contents."""
        shards, spans = {}, []
        for rank in range(ranks):
            name = f"__{rank}_0.distcp"
            shards[name] = bytes([rank + 1]) * (item_size * items_per_rank)
            spans += [
                (f"model.layer{rank}.{i}", name, i * item_size, item_size)
                for i in range(items_per_rank)
            ]
        for name, data in shards.items():
            store.write_bytes(f"{step_dir}/{name}", data)
        if metadata:
            store.write_bytes(f"{step_dir}/.metadata", dcp_metadata_pickle(spans))
        return shards

    return write


@pytest.fixture
def write_real_dcp() -> Callable[[CheckpointStore, str], None]:
    def write(store: CheckpointStore, step_dir: str) -> None:
        for path in sorted(REAL_DCP_STEP.iterdir(), key=lambda p: p.name == ".metadata"):
            store.write_bytes(f"{step_dir}/{path.name}", path.read_bytes())

    return write


# --- Megatron -----------------------------------------------------------------------------


@pytest.fixture
def write_megatron() -> Callable[..., None]:
    def write(
        store: CheckpointStore,
        iteration: int,
        tp: int = 2,
        pp: int = 1,
        pointer: bool = True,
        skip: tuple[str, ...] = (),
        empty: tuple[str, ...] = (),
    ) -> None:
        """Rank files first, then the pointer file, as Megatron does."""
        for t in range(tp):
            for p in range(pp):
                rank = f"mp_rank_{t:02d}" if pp == 1 else f"mp_rank_{t:02d}_{p:03d}"
                if rank in skip:
                    continue
                data = (
                    b"" if rank in empty else json.dumps({"it": iteration, "rank": rank}).encode()
                )
                store.write_bytes(f"iter_{iteration:07d}/{rank}/model_optim_rng.pt", data)
        if pointer:
            store.write_bytes("latest_checkpointed_iteration.txt", str(iteration).encode())

    return write


# --- a second S3 server that enforces IAM authentication -----------------------------------


class AuthServer:
    """moto with auth enforced: one bucket with a checkpoint, and three IAM users."""

    bucket = "secured-checkpoints"

    def __init__(self, server: MotoServer):
        self.url = server.url
        self.keys: dict[str, tuple[str, str]] = {}

    def env(self, monkeypatch: pytest.MonkeyPatch, user: str) -> None:
        key_id, secret = self.keys[user]
        monkeypatch.setenv("AWS_ACCESS_KEY_ID", key_id)
        monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", secret)


@pytest.fixture(scope="session")
def auth_s3() -> Iterator[AuthServer]:
    policies = {
        "outsider": [],
        "lister": ["s3:ListBucket"],
        "reader": ["s3:ListBucket", "s3:GetObject"],
    }
    with MotoServer() as server, pytest.MonkeyPatch.context() as env:
        env.setenv("AWS_ACCESS_KEY_ID", "setup")
        env.setenv("AWS_SECRET_ACCESS_KEY", "setup")
        auth = AuthServer(server)
        s3 = boto3.client("s3", endpoint_url=server.url, region_name="us-east-1")
        iam = boto3.client("iam", endpoint_url=server.url, region_name="us-east-1")
        s3.create_bucket(Bucket=auth.bucket)
        from trainwarden.checkpoints import write_manifest_checkpoint

        write_manifest_checkpoint(
            open_store(f"s3://{auth.bucket}/job", endpoint_url=server.url), 10, {"r0.pt": b"w"}
        )
        for user, actions in policies.items():
            iam.create_user(UserName=user)
            if actions:
                document = {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Action": actions,
                            "Resource": [
                                f"arn:aws:s3:::{auth.bucket}",
                                f"arn:aws:s3:::{auth.bucket}/*",
                            ],
                        }
                    ],
                }
                iam.put_user_policy(
                    UserName=user, PolicyName="ckpt", PolicyDocument=json.dumps(document)
                )
            key = iam.create_access_key(UserName=user)["AccessKey"]
            auth.keys[user] = (key["AccessKeyId"], key["SecretAccessKey"])
        server.enforce_auth()
        yield auth


# --- checkpoints written by torch itself ------------------------------------------------------


@pytest.fixture(scope="session")
def torch_dcp_steps(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Path]:
    """Two real DCP checkpoints (steps 100 and 200) saved now by the installed torch 2.13
    (`torch.distributed.checkpoint.save`, CPU, one process). Needs torch: a missing torch is a
    failure here, not a skip (scripts/install.sh installs it for the tests)."""
    import torch
    import torch.distributed.checkpoint as dcp

    root = tmp_path_factory.mktemp("torch-dcp")
    steps = {}
    for step in (100, 200):
        torch.manual_seed(step)
        state = {
            "model": {f"layer{i}.weight": torch.randn(8, 8) for i in range(3)},
            "optim": {"step": torch.tensor(step), "lr": 0.01},
            "extra": {"note": f"saved at step {step}"},
        }
        out = root / f"step_{step}"
        dcp.save(state, checkpoint_id=str(out))
        steps[step] = out
    return steps


@pytest.fixture
def upload_dir() -> Callable[[CheckpointStore, str, Path], None]:
    """Copy a checkpoint directory into a store, `.metadata` last as torch writes it."""

    def upload(store: CheckpointStore, step_dir: str, source: Path) -> None:
        for path in sorted(source.iterdir(), key=lambda p: p.name == ".metadata"):
            store.write_bytes(f"{step_dir}/{path.name}", path.read_bytes())

    return upload
