"""Runs real torch.distributed jobs with injected faults and saves what torch printed as bundles.

4 ranks over 2 virtual nodes (one torchrun agent per node, gloo on 127.0.0.1). Every line the
agents and ranks print is timestamped as it is captured and filed under logs/node-N/: lines
torchrun tags `[defaultL]:` go to rank-R.log (R = node_rank * 2 + L), the agent's own lines to
launcher.log. The simulated scheduler writes scheduler.jsonl from the agents' exit codes.

Needs torch (a separate venv is fine): `python generate_torch_bundles.py [OUT_DIR]`.
OUT_DIR defaults to tests/attribution/corpus; labels.json entries torch-* are (re)written.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "corpus"
NODES = 2
RANKS_PER_NODE = 2
TAG = re.compile(r"^\[(?:[A-Za-z_]+)(\d+)\]:(.*)$")

# name -> (FAULT, label). The labels follow docs/attribution.md for what was injected.
SCENARIOS: dict[str, tuple[str, dict]] = {
    "torch-healthy": ("none", {"verdict": "no_failure", "category": "unknown",
                               "implicated_nodes": []}),
    "torch-raise-valueerror": ("raise:1:4", {"verdict": "attributed", "category": "user_code",
                                             "implicated_nodes": []}),
    "torch-sigkill-rank": ("kill:2:4", {"verdict": "ambiguous", "category": "unknown",
                                        "implicated_nodes": []}),
    "torch-hang-in-collective": ("hang:3:4", {"verdict": "attributed", "category": "hang",
                                              "implicated_nodes": ["node-2"]}),
    "torch-nan-loss": ("nan:0:5", {"verdict": "attributed", "category": "numerical",
                                   "implicated_nodes": []}),
}


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _pump(stream, node_rank: int, sink: dict[str, list[str]], lock: threading.Lock) -> None:
    for raw in iter(stream.readline, b""):
        text = raw.decode("utf-8", errors="replace").rstrip("\n")
        stamp = now()
        tagged = TAG.match(text)
        if tagged:
            key = f"rank-{node_rank * RANKS_PER_NODE + int(tagged.group(1))}"
            text = tagged.group(2)
        else:
            key = "launcher"
        with lock:
            sink.setdefault(key, []).append(f"{stamp} {text}")


def run_scenario(name: str, fault: str, out_root: Path, timeout: float = 120) -> Path:
    torchrun = shutil.which("torchrun") or str(Path(sys.executable).with_name("torchrun"))
    port = free_port()
    work = Path(tempfile.mkdtemp(prefix=f"tw-{name}-"))
    metrics_dir = work / "metrics"
    metrics_dir.mkdir()
    scheduler = [{"ts": now(), "job_state": "RUNNING"}]
    procs, threads = [], []
    sinks: list[dict[str, list[str]]] = [{} for _ in range(NODES)]
    lock = threading.Lock()
    for node_rank in range(NODES):
        env = dict(os.environ, FAULT=fault, TW_METRICS_DIR=str(metrics_dir),
                   TW_NODE=f"node-{node_rank + 1}", OMP_NUM_THREADS="1",
                   PYTHONUNBUFFERED="1", GLOO_SOCKET_IFNAME="lo")
        cmd = [torchrun, f"--nnodes={NODES}", f"--nproc-per-node={RANKS_PER_NODE}",
               f"--node-rank={node_rank}", "--master-addr=127.0.0.1", f"--master-port={port}",
               "--max-restarts=0", "--tee=3", f"--log-dir={work / f'logs-{node_rank}'}",
               str(HERE / "torch_worker.py")]
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        procs.append(proc)
        for stream in (proc.stdout, proc.stderr):
            t = threading.Thread(target=_pump, args=(stream, node_rank, sinks[node_rank], lock))
            t.start()
            threads.append(t)
    codes = []
    for proc in procs:
        try:
            codes.append(proc.wait(timeout=timeout))
        except subprocess.TimeoutExpired:
            proc.kill()
            codes.append(proc.wait())
    for t in threads:
        t.join()
    final = "COMPLETED" if all(c == 0 for c in codes) else "FAILED"
    scheduler.append({"ts": now(), "job_state": final, "exit_code": max(codes, key=abs)})

    bundle = out_root / name
    if bundle.exists():
        shutil.rmtree(bundle)
    for node_rank, sink in enumerate(sinks):
        node_dir = bundle / "logs" / f"node-{node_rank + 1}"
        node_dir.mkdir(parents=True, exist_ok=True)
        for key, lines in sink.items():
            (node_dir / f"{key}.log").write_text("\n".join(lines) + "\n")
    metrics = []
    for path in sorted(metrics_dir.glob("*.jsonl")):
        metrics += [json.loads(line) for line in path.read_text().splitlines() if line]
    metrics.sort(key=lambda m: m["ts"])
    (bundle / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in metrics))
    (bundle / "scheduler.jsonl").write_text("".join(json.dumps(e) + "\n" for e in scheduler))
    ranks = {str(r): f"node-{r // RANKS_PER_NODE + 1}" for r in range(NODES * RANKS_PER_NODE)}
    job = {"job_id": name, "scheduler": "local", "nodes": [f"node-{i + 1}" for i in range(NODES)],
           "ranks": ranks, "generator": "torch", "fault": fault}
    (bundle / "job.json").write_text(json.dumps(job, indent=1) + "\n")
    shutil.rmtree(work, ignore_errors=True)
    return bundle


def generate(out_root: Path = CORPUS, names: list[str] | None = None) -> dict[str, dict]:
    out_root.mkdir(parents=True, exist_ok=True)
    labels_path = out_root / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() else {}
    for name, (fault, label) in SCENARIOS.items():
        if names and name not in names:
            continue
        run_scenario(name, fault, out_root)
        labels[name] = label
    labels_path.write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")
    return {k: v for k, v in labels.items() if k in SCENARIOS}


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS
    made = generate(target, sys.argv[2:] or None)
    print(f"{len(made)} torch bundles written to {target}")
