"""Benchmark: presence-level verification vs the floor (one bare paginated listing).

    .venv/bin/python bench/checkpoints.py [--steps 1000] [--shards 64] [--repeat 3]
    .venv/bin/python bench/checkpoints.py --endpoint-url URL --bucket B --prefix P  # existing data

By default it starts a moto S3 server in a separate process (HTTP on 127.0.0.1) whose bucket
is pre-filled in memory with STEPS manifest checkpoints of SHARDS tiny shards each (filling
65,000 objects through moto's HTTP API would take minutes). It then times, alternately,
`verify_checkpoints(..., "manifest")` and a bare `list_objects_v2` pass over the same
prefix, and prints listing calls, seconds and the ratio (target: < 1.5x the floor).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

BUCKET, PREFIX = "bench-checkpoints", "runs/llm-70b"


def manifest_objects(steps: int, shards: int, broken_newest: int):
    """(key, bytes) of a manifest-layout prefix; the newest `broken_newest` lack one shard."""
    for step in range(1, steps + 1):
        step_dir = f"{PREFIX}/step_{step:08d}"
        files = {f"rank-{r}.pt": f"{step}:{r}".encode() for r in range(shards)}
        for name, data in files.items():
            if step > steps - broken_newest and name == "rank-1.pt":
                continue
            yield f"{step_dir}/{name}", data
        manifest = {
            "format": "trainwarden.manifest/v1",
            "step": step,
            "created_at": datetime.now(UTC).isoformat(),
            "files": [
                {"path": n, "size": len(d), "sha256": hashlib.sha256(d).hexdigest()}
                for n, d in files.items()
            ],
        }
        yield f"{step_dir}/manifest.json", json.dumps(manifest).encode()


def serve(port: int, steps: int, shards: int, broken_newest: int) -> None:
    """Child process: fill moto's in-memory S3 directly, then serve it over HTTP."""
    import logging

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no access log per request
    from moto.core.models import DEFAULT_ACCOUNT_ID
    from moto.moto_server.threaded_moto_server import ThreadedMotoServer
    from moto.s3.models import s3_backends

    backend = s3_backends[DEFAULT_ACCOUNT_ID]["aws"]
    backend.create_bucket(BUCKET, "us-east-1")
    count = 0
    for key, data in manifest_objects(steps, shards, broken_newest):
        backend.put_object(BUCKET, key, data)
        count += 1
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    print(f"READY {count}", flush=True)
    sys.stdin.read()  # until the parent closes our stdin
    server.stop()


def start_server(steps: int, shards: int, broken_newest: int) -> tuple[subprocess.Popen, str, int]:
    from s3server import free_port

    port = free_port()
    child = subprocess.Popen(
        [
            sys.executable,
            __file__,
            "--serve",
            str(port),
            "--steps",
            str(steps),
            "--shards",
            str(shards),
            "--broken-newest",
            str(broken_newest),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    line = child.stdout.readline().split()
    if not line or line[0] != "READY":
        raise SystemExit("bench: the S3 server did not start")
    return child, f"http://127.0.0.1:{port}", int(line[1])


def warm(store):
    """One tiny untimed request: connection, credentials and the server's first-request setup
    are paid before either measurement, so neither side is charged for them."""
    store._client.list_objects_v2(Bucket=store.bucket, Prefix=f"{store.prefix}/", MaxKeys=1)
    return store


def bare_listing(store) -> tuple[float, int, int]:
    """The floor: the same paginated list_objects_v2 pass, doing nothing with the keys."""
    started = time.perf_counter()
    calls = objects = 0
    paginator = store._client.get_paginator("list_objects_v2")
    pages = paginator.paginate(
        Bucket=store.bucket,
        Prefix=f"{store.prefix}/",
        PaginationConfig={"PageSize": store.page_size},  # the same requests verification makes
    )
    for page in pages:
        calls += 1
        objects += len(page.get("Contents", ()))
    return time.perf_counter() - started, calls, objects


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=1000)
    parser.add_argument("--shards", type=int, default=64)
    parser.add_argument(
        "--broken-newest",
        type=int,
        default=0,
        help="newest checkpoints missing a shard (exercises the fallback)",
    )
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--checksums", action="store_true", help="also time the checksum level")
    parser.add_argument("--endpoint-url", help="use this S3 endpoint and existing data instead")
    parser.add_argument("--bucket", default=BUCKET)
    parser.add_argument("--prefix", default=PREFIX)
    parser.add_argument("--serve", type=int, metavar="PORT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.steps, args.shards, args.broken_newest)
        return 0

    os.environ.setdefault("AWS_ACCESS_KEY_ID", "bench")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "bench")
    os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
    from trainwarden.activities.checkpoint_stores import open_store
    from trainwarden.checkpoints import verify_checkpoints

    child = None
    endpoint = args.endpoint_url
    if endpoint is None:
        started = time.perf_counter()
        child, endpoint, count = start_server(args.steps, args.shards, args.broken_newest)
        print(
            f"server {endpoint}: {count} objects ({args.steps} steps x {args.shards} shards "
            f"+ manifests) ready in {time.perf_counter() - started:.1f} s"
        )
    uri = f"s3://{args.bucket}/{args.prefix}"
    try:
        floors, verifies, floor_cpu, verify_cpu = [], [], [], []
        verdict = None
        for round_number in range(args.repeat):
            # alternate which goes first, so server warm-up or drift favours neither side
            for measure in ("floor", "verify") if round_number % 2 == 0 else ("verify", "floor"):
                store = warm(open_store(uri, endpoint_url=endpoint))
                cpu = time.process_time()
                if measure == "floor":
                    floor_seconds, floor_calls, objects = bare_listing(store)
                    floor_cpu.append(time.process_time() - cpu)
                    floors.append(floor_seconds)
                else:
                    verdict = verify_checkpoints(store, "manifest")
                    verify_cpu.append(time.process_time() - cpu)
                    verifies.append(verdict.seconds)
        floor, verify = statistics.median(floors), statistics.median(verifies)
        print(
            f"floor : bare list_objects_v2 pass: {objects} objects, {floor_calls} calls, "
            f"median {floor:.3f} s of {args.repeat} "
            f"(client CPU {statistics.median(floor_cpu):.3f} s)"
        )
        print(
            f"verify: presence level: step {verdict.step}, {len(verdict.rejected)} rejected, "
            f"{verdict.listing_calls} listing calls, {verdict.bytes_read} bytes read, "
            f"median {verify:.3f} s (client CPU {statistics.median(verify_cpu):.3f} s)"
        )
        print(f"ratio : {verify / floor:.3f}x the floor (target < 1.5x)")
        print(
            f"rounds: floor {[round(x, 2) for x in floors]}, "
            f"verify {[round(x, 2) for x in verifies]}"
        )
        if args.checksums:
            verdict = verify_checkpoints(
                open_store(uri, endpoint_url=endpoint), "manifest", checksums=True
            )
            print(
                f"checksums: step {verdict.step}, {verdict.bytes_read} bytes read in "
                f"{verdict.seconds:.3f} s ({verdict.throughput_mb_s} MB/s while streaming)"
            )
    finally:
        if child:
            child.stdin.close()
            child.wait(timeout=30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
