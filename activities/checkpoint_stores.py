"""CheckpointStore implementations: S3 (boto3) and local/shared filesystems.

Plain blocking Python (activities call it from a thread pool). Every failure of the store
itself is raised as a classified CheckpointStoreError, never returned as a verdict, so the
workflow can tell an outage (retry later) from a corrupt checkpoint (fall back).
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlparse

import boto3
import botocore.exceptions
from botocore.config import Config

from trainwarden.checkpoints.store import (
    MAX_SMALL_OBJECT_BYTES,
    CheckpointStore,
    CheckpointStoreError,
    ObjectRefusedError,
    ObjectStream,
    StoredObject,
    StoreErrorKind,
    StoreStats,
)
from trainwarden.untrusted.safeio import UnsafeFileError, read_regular_file

if TYPE_CHECKING:  # the stubs (types-boto3-s3) are a test dependency only
    from types_boto3_s3.client import S3Client

ACCESS_DENIED_CODES = frozenset(
    {
        "AccessDenied",
        "AllAccessDisabled",
        "AccountProblem",
        "ExpiredToken",
        "Forbidden",
        "InvalidAccessKeyId",
        "InvalidClientTokenId",
        "InvalidToken",
        "SignatureDoesNotMatch",
        "TokenRefreshRequired",
        "403",
    }
)
NOT_FOUND_CODES = frozenset({"NoSuchBucket", "NotFound", "404"})
MISSING_OBJECT_CODES = frozenset({"NoSuchKey"})
TRANSIENT_CODES = frozenset(
    {"SlowDown", "ServiceUnavailable", "InternalError", "RequestTimeout", "503", "500"}
)
PLAIN_MD5_ETAG = re.compile(r"^[0-9a-f]{32}$")
MULTIPART_ETAG = re.compile(r"^[0-9a-f]{32}-[1-9][0-9]*$")
UNREACHABLE_ERRNOS = frozenset(
    {errno.EIO, errno.ESTALE, errno.ENOTCONN, errno.ETIMEDOUT, errno.EHOSTDOWN, errno.ENODEV}
)


def open_store(uri: str, *, endpoint_url: str | None = None) -> CheckpointStore:
    """`s3://bucket/prefix` -> S3Store; a path or `file://` URI -> FileStore.

    S3 credentials come from boto3's standard chain; the endpoint from `endpoint_url` or,
    when None, boto3's own `AWS_ENDPOINT_URL_S3` / `AWS_ENDPOINT_URL` handling.
    """
    if not uri or not uri.strip():
        raise CheckpointStoreError("invalid_uri", "empty checkpoint URI")
    parsed = urlparse(uri)
    if parsed.scheme == "s3":
        if not parsed.netloc:
            raise CheckpointStoreError("invalid_uri", f"{uri}: no bucket name")
        return S3Store(parsed.netloc, parsed.path.strip("/"), endpoint_url=endpoint_url)
    if parsed.scheme == "file":
        if parsed.netloc not in ("", "localhost"):
            raise CheckpointStoreError("invalid_uri", f"{uri}: remote file:// hosts unsupported")
        return FileStore(unquote(parsed.path))
    if "://" in uri:
        raise CheckpointStoreError(
            "invalid_uri", f"{uri}: unsupported scheme {parsed.scheme!r} (use s3:// or a path)"
        )
    return FileStore(uri)


def _s3_client_config() -> Config:
    """Bounded retries unless the user configured their own through the environment."""
    config = Config(connect_timeout=10, read_timeout=60, max_pool_connections=16)
    if not (os.environ.get("AWS_MAX_ATTEMPTS") or os.environ.get("AWS_RETRY_MODE")):
        config = config.merge(Config(retries={"mode": "standard", "max_attempts": 3}))
    return config


class S3Store:
    """A checkpoint root at `s3://bucket/prefix` (an S3-compatible endpoint works too)."""

    def __init__(
        self,
        bucket: str,
        prefix: str = "",
        *,
        endpoint_url: str | None = None,
        client: S3Client | None = None,
        page_size: int = 1000,
    ):
        """`page_size`: keys per list_objects_v2 call (1000 is the S3 maximum)."""
        self.bucket = bucket
        self.page_size = page_size
        self.prefix = prefix.strip("/")
        self.uri = f"s3://{bucket}/{self.prefix}" if self.prefix else f"s3://{bucket}"
        self.stats = StoreStats()
        with _classified_s3(self.uri):
            self._client = client or boto3.session.Session().client(
                "s3", endpoint_url=endpoint_url, config=_s3_client_config()
            )

    def _key(self, key: str) -> str:
        return f"{self.prefix}/{key}" if self.prefix and key else (key or self.prefix)

    def list_objects(self) -> Iterator[StoredObject]:
        list_prefix = f"{self.prefix}/" if self.prefix else ""
        cut = len(list_prefix)
        paginator = self._client.get_paginator("list_objects_v2")
        with _classified_s3(self.uri):
            for page in paginator.paginate(
                Bucket=self.bucket,
                Prefix=list_prefix,
                PaginationConfig={"PageSize": self.page_size},
            ):
                self.stats.add_listing_call()
                for item in page.get("Contents", ()):
                    key = item["Key"][cut:]
                    if key and not key.endswith("/"):  # skip "directory" marker objects
                        etag = item.get("ETag", "").strip('"') or None
                        yield StoredObject(key, item["Size"], etag)

    def read_bytes(self, key: str, max_bytes: int = MAX_SMALL_OBJECT_BYTES) -> bytes:
        with _classified_s3(self.location(key), missing_ok=False):
            response = self._client.get_object(  # at most max_bytes + 1, whatever its size
                Bucket=self.bucket, Key=self._key(key), Range=f"bytes=0-{max_bytes}"
            )
            with response["Body"] as stream:
                body = stream.read(max_bytes + 1)
        self.stats.add_bytes(len(body))
        if len(body) > max_bytes:
            raise ObjectRefusedError(
                f"{self.location(key)}: larger than the limit of {max_bytes} bytes, not read"
            )
        return body

    def stream(self, key: str, chunk_size: int = 8 << 20) -> ObjectStream:
        where = self.location(key)
        with _classified_s3(where, missing_ok=False):
            response = self._client.get_object(Bucket=self.bucket, Key=self._key(key))
        etag = response.get("ETag", "").strip('"')
        encryption = response.get("ServerSideEncryption", "")
        chunks = self._chunks(response["Body"], chunk_size, where)
        if response.get("SSECustomerAlgorithm") or encryption.startswith("aws:kms"):
            return ObjectStream(
                chunks, None, None, "the ETag of an SSE-KMS/SSE-C object is no hash"
            )
        if PLAIN_MD5_ETAG.match(etag):
            return ObjectStream(chunks, etag)
        if MULTIPART_ETAG.match(etag):
            part_size = self._first_part_size(key, etag)
            if part_size:
                return ObjectStream(chunks, etag, part_size)
            return ObjectStream(chunks, None, None, "multipart object changed while being read")
        return ObjectStream(chunks, None, None, f"unrecognised ETag {etag[:40]!r}")

    def _first_part_size(self, key: str, etag: str) -> int | None:
        """HeadObject(PartNumber=1) gives the part size a multipart ETag was computed with.

        None if the object no longer has the part count its ETag names (it was replaced)."""
        with _classified_s3(self.location(key), missing_ok=False):
            head = self._client.head_object(Bucket=self.bucket, Key=self._key(key), PartNumber=1)
        parts = int(etag.rpartition("-")[2])
        if head.get("PartsCount") not in (None, parts):
            return None
        return int(head["ContentLength"])

    def _chunks(self, body: object, chunk_size: int, where: str) -> Iterator[bytes]:
        with _classified_s3(where, missing_ok=False):
            for chunk in body.iter_chunks(chunk_size):  # type: ignore[attr-defined]
                self.stats.add_bytes(len(chunk))
                yield chunk

    def write_bytes(self, key: str, data: bytes) -> None:
        with _classified_s3(self.location(key)):
            self._client.put_object(Bucket=self.bucket, Key=self._key(key), Body=data)

    def location(self, key: str) -> str:
        return f"s3://{self.bucket}/{self._key(key)}" if self._key(key) else f"s3://{self.bucket}"


@contextmanager
def _classified_s3(where: str, *, missing_ok: bool = True) -> Iterator[None]:
    """Translate botocore failures into CheckpointStoreError (NoSuchKey -> FileNotFoundError)."""
    try:
        yield
    except botocore.exceptions.ClientError as exc:
        error = exc.response.get("Error", {})
        code = str(error.get("Code", ""))
        status = str(exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", ""))
        message = f"{where}: {code or status} {error.get('Message') or ''}".rstrip()
        if code in MISSING_OBJECT_CODES or (not missing_ok and code == "404"):
            raise FileNotFoundError(where) from exc
        if code in ACCESS_DENIED_CODES or status == "403":
            raise CheckpointStoreError("access_denied", message) from exc
        if code in NOT_FOUND_CODES or status == "404":
            hint = "" if code == "NoSuchBucket" else " (bucket missing?)"
            raise CheckpointStoreError("not_found", f"{message}{hint}") from exc
        if code in TRANSIENT_CODES or status.startswith("5"):
            raise CheckpointStoreError("unreachable", message) from exc
        raise CheckpointStoreError("other", message) from exc
    except (
        botocore.exceptions.NoCredentialsError,
        botocore.exceptions.PartialCredentialsError,
    ) as exc:
        raise CheckpointStoreError("access_denied", f"{where}: {exc}") from exc
    except botocore.exceptions.ParamValidationError as exc:
        raise CheckpointStoreError("invalid_uri", f"{where}: {exc}") from exc
    except (
        botocore.exceptions.EndpointConnectionError,
        botocore.exceptions.ConnectionError,
        botocore.exceptions.HTTPClientError,
    ) as exc:
        raise CheckpointStoreError("unreachable", f"{where}: {exc}") from exc
    except ValueError as exc:  # e.g. a malformed endpoint URL
        raise CheckpointStoreError("invalid_uri", f"{where}: {exc}") from exc
    except botocore.exceptions.BotoCoreError as exc:
        raise CheckpointStoreError("other", f"{where}: {exc}") from exc


class FileStore:
    """A checkpoint root directory on a local or shared (NFS, Lustre, ...) filesystem.

    Locations are plain absolute paths, which is what trainers take on the command line.
    Symlinked directories are not descended into (no loops, no duplicate checkpoints).
    """

    def __init__(self, root: str | os.PathLike[str]):
        self.root = Path(root).expanduser().absolute()
        self.uri = str(self.root)
        self.stats = StoreStats()

    def list_objects(self) -> Iterator[StoredObject]:
        with _classified_os(self.uri):
            if not self.root.is_dir():
                what = "is not a directory" if self.root.exists() else "does not exist"
                raise CheckpointStoreError("not_found", f"{self.uri} {what}")
            yield from self._walk(self.root, "")

    def _walk(self, directory: Path, relative: str) -> Iterator[StoredObject]:
        self.stats.add_listing_call()
        try:
            with os.scandir(directory) as entries:
                listed = sorted(entries, key=lambda e: e.name)
        except FileNotFoundError:  # removed while we walked (e.g. retention cleanup)
            return
        for entry in listed:
            key = f"{relative}{entry.name}"
            if entry.is_dir(follow_symlinks=False):
                yield from self._walk(Path(entry.path), f"{key}/")
            elif entry.is_file():
                try:
                    yield StoredObject(key, entry.stat().st_size)
                except FileNotFoundError:
                    continue

    def read_bytes(self, key: str, max_bytes: int = MAX_SMALL_OBJECT_BYTES) -> bytes:
        """Only a regular file, at most max_bytes + 1 read (safeio): a FIFO or device in a
        checkpoint directory the job writes is refused, a sparse 10 GB file never read."""
        with _classified_os(self.location(key)):
            try:
                data = read_regular_file(self.root / key, max_bytes)
            except UnsafeFileError as exc:  # too large, a FIFO, a device: not the store's fault
                raise ObjectRefusedError(str(exc)) from None
        self.stats.add_bytes(len(data))
        return data

    def stream(self, key: str, chunk_size: int = 8 << 20) -> ObjectStream:
        path = self.root / key
        with _classified_os(str(path)):
            handle = open(path, "rb")
        return ObjectStream(
            self._chunks(handle, chunk_size, str(path)),
            unavailable_reason="filesystems keep no checksum",
        )

    def _chunks(self, handle: object, chunk_size: int, where: str) -> Iterator[bytes]:
        with handle, _classified_os(where):  # type: ignore[attr-defined]
            while chunk := handle.read(chunk_size):  # type: ignore[attr-defined]
                self.stats.add_bytes(len(chunk))
                yield chunk

    def write_bytes(self, key: str, data: bytes) -> None:
        path = self.root / key
        with _classified_os(str(path)):
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".{path.name}.tmp")
            tmp.write_bytes(data)
            os.replace(tmp, path)

    def location(self, key: str) -> str:
        return str(self.root / key) if key else self.uri


@contextmanager
def _classified_os(where: str) -> Iterator[None]:
    """Translate OSError into CheckpointStoreError; a vanished file stays FileNotFoundError."""
    try:
        yield
    except (FileNotFoundError, CheckpointStoreError):
        raise
    except PermissionError as exc:
        raise CheckpointStoreError("access_denied", f"{where}: {exc.strerror}") from exc
    except OSError as exc:
        kind: StoreErrorKind = "unreachable" if exc.errno in UNREACHABLE_ERRNOS else "other"
        raise CheckpointStoreError(kind, f"{where}: {exc.strerror or exc}") from exc
