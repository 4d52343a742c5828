"""Records bundles from the project's local simulated cluster with one fault injected on node-2.

`python tests/attribution/fixtures_gen/generate_sim_bundles.py [OUT_DIR] [CASE...]` writes
OUT_DIR/sim-<case> (default: tests/attribution/corpus) and their labels.json entries. Labels
come from the injected fault and docs/attribution.md, not from the engine's output. The simulator's
text (Xid lines, CUDA errors, NCCL watchdog dumps) was written by another part of the project,
so these bundles test the engine against wording its author did not choose.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO))

from trainwarden.localcluster import LocalCluster  # noqa: E402
from trainwarden.models import LocalJobOptions  # noqa: E402

CORPUS = REPO / "tests" / "attribution" / "corpus"
FAULTY = "node-2"
# case -> (fault kind, xid, label)
CASES: dict[str, tuple[str, int, dict]] = {
    "xid79": ("xid", 79, {"verdict": "attributed", "category": "gpu_hardware",
                          "implicated_nodes": [FAULTY]}),
    "xid13": ("xid", 13, {"verdict": "attributed", "category": "user_code",
                          "implicated_nodes": []}),
    "xid48": ("xid", 48, {"verdict": "attributed", "category": "gpu_hardware",
                          "implicated_nodes": [FAULTY]}),
    # the simulator pairs Xid 63 with a CUDA "uncorrectable ECC error" that kills the rank
    "xid63": ("xid", 63, {"verdict": "attributed", "category": "gpu_hardware",
                          "implicated_nodes": [FAULTY]}),
    "hang": ("hang", 79, {"verdict": "attributed", "category": "hang",
                          "implicated_nodes": [FAULTY]}),
    "user-code": ("user_code", 79, {"verdict": "attributed", "category": "user_code",
                                    "implicated_nodes": []}),
    "node-loss": ("node_loss", 79, {"verdict": "attributed", "category": "node_failure",
                                    "implicated_nodes": [FAULTY]}),
    "nan": ("nan", 79, {"verdict": "attributed", "category": "numerical",
                        "implicated_nodes": []}),
    "slow": ("slow", 79, {"verdict": "attributed", "category": "straggler",
                          "implicated_nodes": [FAULTY]}),
}


def record(case: str, out_root: Path) -> Path:
    kind, xid, _ = CASES[case]
    root = Path(tempfile.mkdtemp(prefix=f"tw-sim-{case}-"))
    cluster = LocalCluster(root / "cluster", nodes=3)
    try:
        cluster.inject_fault(FAULTY, kind, after_steps=4, xid=xid)
        options = LocalJobOptions(step_seconds=0.05, checkpoint_every=5, collective_timeout=1.0,
                                  total_steps=60 if kind == "slow" else None)
        handle, _ = cluster.submit(
            "job", nodes=3, ranks_per_node=2, options=options,
            checkpoint_uri=str(cluster.layout.checkpoints("job")), exclude=[],
            resume_step=None, resume_path=None, key=f"record-{case}")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if cluster.observe(handle.job_id).state not in ("PENDING", "RUNNING"):
                break
            time.sleep(0.2)
        dest = out_root / f"sim-{case}"
        if dest.exists():
            shutil.rmtree(dest)
        return cluster.write_bundle(handle.job_id, dest)
    finally:
        cluster.kill_all()
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    out_root = Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS
    cases = sys.argv[2:] or list(CASES)
    labels_path = out_root / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() else {}
    for case in cases:
        record(case, out_root)
        labels[f"sim-{case}"] = CASES[case][2]
        print(f"recorded sim-{case}")
    labels_path.write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")


if __name__ == "__main__":
    main()
