"""Record what a real Slurm release prints for the poll's queries, as unit fixtures.

    .venv/bin/python tests/slurm/record_outputs.py PREFIX    # e.g. /usr, /opt/slurm-24.11

Starts a private cluster of that release (deploy/slurm/localslurm.py), puts jobs and nodes in
the states the backend must read (running, failed with an exit code, killed by a signal,
cancelled, pending, held, requeued; drained by trainwarden and by someone else, down; a name
and a comment with spaces, a '|' and non-ASCII text), and writes the exact output of the
queries slurm_text.py asks (the same argv, the same environment) to
tests/slurm/recorded/<version>/{squeue,sinfo,version}.txt, with expected.json: what each job and
node is, as the recording saw it through ``scontrol show`` (an independent reading).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from slurm_helpers import localslurm

from trainwarden.activities.backends.slurm_parse import job_from_scontrol, parse_scontrol_record
from trainwarden.activities.backends.slurm_runner import SlurmRunner
from trainwarden.activities.backends.slurm_text import sinfo_argv, squeue_argv

HERE = Path(__file__).resolve().parent / "recorded"


def main(prefix: str) -> int:
    install = localslurm.release_of(Path(prefix))
    if install is None:
        print(f"no Slurm release under {prefix}", file=sys.stderr)
        return 2
    base = Path(tempfile.mkdtemp(prefix="tw-record-"))
    cluster = localslurm.LocalSlurmCluster(base, node_count=4, install=install)
    cluster.start()
    env = cluster.env

    def run(*argv: str) -> str:
        return subprocess.run(argv, env=env, capture_output=True, text=True, check=True).stdout

    try:
        work = base / "work"
        work.mkdir()
        ids = {}
        sub = ["sbatch", "--parsable", f"--chdir={work}"]
        ids["running"] = run(*sub, "-N2", "-J", "llm 7b|run", "--comment",
                             "trainwarden-key=sup-1/start café", "--wrap", "sleep 300").strip()
        ids["failed"] = run(*sub, "-N1", "-J", "fails", "--wrap", "exit 3").strip()
        ids["signalled"] = run(*sub, "-N1", "-J", "killed", "--wrap", "kill -9 $$").strip()
        ids["held"] = run(*sub, "-N1", "-H", "-J", "held", "-o", "out-%j-%N.log",
                          "--wrap", "true").strip()
        ids["pending"] = run(*sub, "-N4", "-J", "waits", "--wrap", "sleep 1").strip()
        ids["cancelled"] = run(*sub, "-N1", "-J", "cancelled", "--wrap", "sleep 300").strip()
        time.sleep(3)
        run("scancel", ids["cancelled"])
        run("scontrol", "update", "nodename=node3", "state=drain",
            "reason=trainwarden: Xid 79 on node3 (incident 2)")
        run("scontrol", "update", "nodename=node4", "state=down", "reason=someone else: cabling")
        time.sleep(4)
        runner = SlurmRunner(slurm_conf=str(cluster.conf_path), extra_env={"PATH": cluster.path})
        squeue = runner.query(squeue_argv(sorted(ids.values()))).stdout
        sinfo = runner.query(sinfo_argv(None)).stdout
        version = run("scontrol", "--version")
        expected = {"jobs": {}, "nodes": {}}
        for what, job_id in ids.items():
            line = run("scontrol", "-o", "show", "job", job_id).strip()
            job = job_from_scontrol(line)
            expected["jobs"][job_id] = {
                "what": what, "state": job.state, "raw_state": job.raw_state, "name": job.name,
                "comment": job.comment, "exit_code": job.exit_code, "signal": job.signal,
                "nodes": job.nodes, "user": job.user,
            }  # fmt: skip
        for line in run("scontrol", "-o", "show", "node").splitlines():
            rec = parse_scontrol_record(line)
            expected["nodes"][rec["NodeName"]] = {"state": rec.get("State", ""),
                                                  "reason": rec.get("Reason")}
        out = HERE / install.version
        out.mkdir(parents=True, exist_ok=True)
        (out / "squeue.txt").write_text(squeue)
        (out / "sinfo.txt").write_text(sinfo)
        (out / "version.txt").write_text(version)
        (out / "expected.json").write_text(json.dumps(expected, indent=1, ensure_ascii=False))
        print(f"recorded {install.version} into {out}")
    finally:
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
