"""Start and stop a private single-host Slurm cluster (munged, slurmctld, one slurmd per node).

Used by the test fixture (tests/slurm/conftest.py) and by hand:

    python deploy/slurm/localslurm.py start --base /tmp/tw-slurm --nodes 4
    export SLURM_CONF=/tmp/tw-slurm/slurm/slurm.conf
    python deploy/slurm/localslurm.py stop --base /tmp/tw-slurm

Everything lives under the base directory; every daemon runs in the foreground of its own
session and is stopped by the PID recorded in BASE/pids.json, never by name.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import jinja2

TEMPLATE = Path(__file__).with_name("slurm.conf.j2")
REQUIRED_BINARIES = ("munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "sinfo")
BINARY_DIRS = (("sbin", "slurmd"), ("bin", "sbatch"), ("bin", "squeue"), ("bin", "scontrol"))


PORT_TAKEN = "Address already in use"  # in a daemon's log: its port was taken
INSTALL_COMMAND = "make system"  # what `make test` runs first, under a lock


@dataclass(frozen=True)
class SlurmInstall:
    """One Slurm release installed on this host: its version and where its commands are."""

    version: str  # "24.11.5"
    prefix: Path  # /usr for Debian's package, /opt/slurm-24.11 for a build

    @property
    def series(self) -> str:
        return ".".join(self.version.split(".")[:2])

    @property
    def path_dirs(self) -> list[str]:
        return [str(self.prefix / "bin"), str(self.prefix / "sbin")]


def release_of(prefix: Path) -> SlurmInstall | None:
    """The release installed under prefix (``slurmctld -V`` needs no slurm.conf), or None."""
    daemon = prefix / "sbin" / "slurmctld"
    if not all((prefix / d / b).exists() for d, b in BINARY_DIRS) or not daemon.exists():
        return None
    try:
        out = subprocess.run(
            [str(daemon), "-V"], capture_output=True, text=True, timeout=20,
            env={**os.environ, "SLURM_CONF": "/dev/null"},
        ).stdout  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.search(r"(\d+\.\d+\.\d+)", out)
    return SlurmInstall(found[1], prefix) if found else None


def installed_releases(extra: list[Path] | None = None) -> list[SlurmInstall]:
    """Every Slurm release on this host, oldest first, one per release series: the one on PATH,
    Debian's (/usr), each build under /opt/slurm-*, and any prefix in `extra`."""
    candidates: list[Path] = []
    on_path = shutil.which("slurmctld")
    if on_path:
        candidates.append(Path(on_path).resolve().parent.parent)
    candidates += [Path("/usr"), *sorted(Path("/opt").glob("slurm-*")), *(extra or [])]
    found: dict[str, SlurmInstall] = {}
    for prefix in candidates:
        install = release_of(prefix)
        if install is not None and install.series not in found:
            found[install.series] = install
    return sorted(found.values(), key=lambda r: tuple(int(x) for x in r.version.split(".")))


def missing_binaries(install: SlurmInstall | None) -> list[str]:
    """What a private cluster needs and cannot find (munged comes from Debian's munge)."""
    dirs = install.path_dirs if install else []
    path = os.pathsep.join([*dirs, os.environ.get("PATH", "")])
    return [b for b in REQUIRED_BINARIES if not shutil.which(b, path=path)]


def require_installed(install: SlurmInstall | None) -> None:
    """Fail in one line naming the command that installs what is missing: the tests never
    install anything themselves (four test workers would race for dpkg's lock)."""
    missing = missing_binaries(install)
    if install is None or missing:
        what = ", ".join(missing) or "no Slurm release"
        raise RuntimeError(f"Slurm is not installed ({what} not found): run `{INSTALL_COMMAND}`")


# The daemons' ports come from below the kernel's ephemeral range (ip_local_port_range, 32768
# and up by default) and below the 20000-31986 the Slurm wrapper gives torch's MASTER_PORT
# (activities/backends/slurm_wrapper.py). A port the kernel handed out (bind to port 0) is free
# when asked but can be any outgoing connection's source port a moment later, before the slurmd
# binds it: seen once in CI, a slurmd's "Unable to bind listen port" and its node never idle.
DAEMON_PORTS = range(12000, 20000)
START_ATTEMPTS = 3  # a port another cluster took between the check and the bind: start again


def ephemeral_ports() -> range:
    """The kernel's range for source ports and bind-to-0 (Linux's default if unreadable)."""
    try:
        low, high = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()
        return range(int(low), int(high) + 1)
    except (OSError, ValueError):
        return range(32768, 61000)


def free_ports(count: int) -> list[int]:
    """Ports free now from DAEMON_PORTS outside the ephemeral range, in random order, so parallel
    clusters on one host rarely try the same one (start() tries again if one was taken)."""
    taken_by_kernel = ephemeral_ports()
    candidates = [p for p in DAEMON_PORTS if p not in taken_by_kernel]
    picked: list[int] = []
    for port in random.SystemRandom().sample(candidates, len(candidates)):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
        picked.append(port)
        if len(picked) == count:
            return picked
    raise RuntimeError(f"fewer than {count} free ports in {DAEMON_PORTS}")


class DaemonExited(RuntimeError):
    """The cluster did not come up: a daemon exited or the nodes never became idle."""


@dataclass
class LocalSlurmCluster:
    """A private Slurm cluster rooted at base; node names node1..nodeN on 127.0.0.1."""

    base: Path
    node_count: int = 4
    cpus_per_node: int = 4
    partition: str = "debug"
    # Several private clusters on one host (the test groups) share node names (node1..) and
    # would share job ids from 1: then a probe matching a node's processes by SLURM_JOB_ID and
    # SLURMD_NODENAME (activities/backends/slurm_processes.py) sees another cluster's job too.
    # With distinct_job_ids, job ids start at the controller's port x 1000 (FirstJobId), unique
    # among the clusters running at once; each may submit up to 1,000 jobs before overlapping.
    distinct_job_ids: bool = False
    # the release whose daemons and commands run it (None: whatever is first on PATH)
    install: SlurmInstall | None = None
    extra_conf: list[str] = field(default_factory=list)  # slurm.conf lines (MaxJobCount=...)
    pids: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.base = Path(self.base).resolve()

    @property
    def conf_path(self) -> Path:
        return self.base / "slurm" / "slurm.conf"

    @property
    def log_dir(self) -> Path:
        return self.base / "slurm" / "log"

    @property
    def nodes(self) -> list[str]:
        return [f"node{i}" for i in range(1, self.node_count + 1)]

    @property
    def env(self) -> dict[str, str]:
        """Environment for Slurm clients talking to this cluster (its release first on PATH)."""
        return {**os.environ, "SLURM_CONF": str(self.conf_path), "PATH": self.path}

    @property
    def path(self) -> str:
        dirs = self.install.path_dirs if self.install else []
        return os.pathsep.join([*dirs, os.environ.get("PATH", "")])

    # --- configuration -------------------------------------------------------------------

    def write_config(self) -> None:
        for sub in ("munge", "slurm/state", "slurm/run", "slurm/log", "slurm/spool"):
            (self.base / sub).mkdir(parents=True, exist_ok=True)
        os.chmod(self.base / "munge", 0o755)
        key = self.base / "munge" / "munge.key"
        if not key.exists():
            key.write_bytes(os.urandom(1024))
            os.chmod(key, 0o400)
        ports = free_ports(self.node_count + 1)
        text = jinja2.Template(TEMPLATE.read_text(), trim_blocks=True).render(
            cluster_name="local",
            hostname=socket.gethostname(),
            base=str(self.base),
            ctld_port=ports[0],
            nodes=[{"name": n, "port": p} for n, p in zip(self.nodes, ports[1:], strict=True)],
            node_list=f"node[1-{self.node_count}]" if self.node_count > 1 else "node1",
            cpus=self.cpus_per_node,
            partition=self.partition,
            first_job_id=ports[0] * 1000 if self.distinct_job_ids else None,
            extra_conf=self.extra_conf,
        )
        self.conf_path.write_text(text)

    # --- processes -----------------------------------------------------------------------

    def _spawn(self, name: str, argv: list[str]) -> None:
        log = open(self.log_dir / f"{name}.stdout", "ab")
        proc = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=self.env,
            start_new_session=True,
        )
        log.close()
        self.pids[name] = proc.pid
        self._save_pids()

    def _save_pids(self) -> None:
        (self.base / "pids.json").write_text(json.dumps(self.pids))

    def load_pids(self) -> None:
        path = self.base / "pids.json"
        self.pids = json.loads(path.read_text()) if path.exists() else {}

    def _kill(self, name: str, timeout: float = 10.0) -> None:
        pid = self.pids.pop(name, None)
        self._save_pids()
        if pid is None:
            return
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not _alive(pid):
                return
            time.sleep(0.05)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            return
        while _alive(pid):
            time.sleep(0.05)

    def start_munge(self) -> None:
        m = self.base / "munge"
        self._spawn(
            "munged",
            [
                "munged", "-F", "--force",
                f"--socket={m}/munge.socket", f"--key-file={m}/munge.key",
                f"--pid-file={m}/munged.pid", f"--log-file={m}/munged.log",
                f"--seed-file={m}/munged.seed",
            ],
        )  # fmt: skip
        _wait_for(lambda: (m / "munge.socket").exists(), 10, "munged socket")

    def start_controller(self, clear_state: bool = False) -> None:
        argv = ["slurmctld", "-D", "-f", str(self.conf_path)]
        if clear_state:
            argv.append("-c")
        self._spawn("slurmctld", argv)
        _wait_for(self.controller_responds, 20, "slurmctld to answer")

    def stop_controller(self) -> None:
        self._kill("slurmctld")

    def start_node(self, node: str) -> None:
        self._spawn(f"slurmd-{node}", ["slurmd", "-D", "-f", str(self.conf_path), "-N", node])

    def controller_responds(self) -> bool:
        r = subprocess.run(
            ["scontrol", "ping"], env=self.env, capture_output=True, text=True, timeout=10
        )
        return r.returncode == 0 and "UP" in r.stdout

    def node_states(self) -> dict[str, str]:
        r = subprocess.run(
            ["sinfo", "-h", "-N", "-o", "%N %t"],
            env=self.env, capture_output=True, text=True, timeout=10,
        )  # fmt: skip
        states = {}
        for line in r.stdout.splitlines():
            name, _, state = line.partition(" ")
            states[name] = state.strip()
        return states

    def wait_idle(self, timeout: float = 25.0, starting: bool = False) -> None:
        """Wait until every node is idle (or mixed/allocated: up and schedulable); starting, stop
        waiting as soon as a daemon this cluster started has exited (a slurmd whose port was
        taken exits at once)."""

        def all_idle() -> bool:
            exited = [name for name, pid in self.pids.items() if starting and not _alive(pid)]
            if exited:
                raise DaemonExited(f"{', '.join(exited)} exited while starting")
            s = self.node_states()
            return bool(s) and all(
                s.get(n, "").rstrip("*") in {"idle", "mix", "alloc"} for n in self.nodes
            )

        _wait_for(all_idle, timeout, "all nodes idle")

    def start(self) -> None:
        """Start every daemon on fresh ports; again on other ports if a daemon found its port
        taken (by another cluster starting at the same moment); otherwise fail saying why."""
        require_installed(self.install)
        for attempt in range(1, START_ATTEMPTS + 1):
            self.write_config()
            try:
                self.start_munge()
                self.start_controller(clear_state=True)
                for node in self.nodes:
                    self.start_node(node)
                self.wait_idle(starting=True)
                return
            except (TimeoutError, DaemonExited) as failed:
                why = self.daemon_errors()
                taken = any(PORT_TAKEN in log.read_text(errors="replace") for log in self.logs())
                try:
                    states = self.node_states() if "slurmctld" in self.pids else {}
                except (subprocess.SubprocessError, OSError):
                    states = {}
                self.stop()
                if attempt < START_ATTEMPTS and taken:
                    print(f"localslurm: a port was taken, starting again: {why}", file=sys.stderr)
                    for log in self.log_dir.iterdir():
                        log.unlink()  # the next attempt's logs alone
                    continue
                raise DaemonExited(f"{failed}; node states {states}; daemon errors {why}") from None

    def logs(self) -> list[Path]:
        return sorted(self.log_dir.glob("*.log"))

    def daemon_errors(self) -> list[str]:
        """Each daemon log's last error line: why a node or the controller never came up."""
        errors = []
        for log in self.logs():
            lines = log.read_text(errors="replace").splitlines()
            bad = [ln for ln in lines if "error:" in ln or "fatal:" in ln]
            bad = [ln for ln in bad if "pmix" not in ln.lower() and "MPI:" not in ln] or bad
            if bad:
                errors.append(f"{log.name}: {bad[-1].strip()}")
        return errors

    def cancel_all_jobs(self, timeout: float = 10.0) -> None:
        """Cancel the cluster's jobs, so no job step outlives the slurmd that started it."""
        if "slurmctld" not in self.pids:
            return
        try:
            jobs = subprocess.run(
                ["squeue", "-h", "-o", "%i"],
                env=self.env, capture_output=True, text=True, timeout=10,
            ).stdout.split()  # fmt: skip
            if jobs:
                subprocess.run(["scancel", *jobs], env=self.env, capture_output=True, timeout=10)
                _wait_for(lambda: not self._running_jobs(), timeout, "jobs to end")
        except (subprocess.SubprocessError, TimeoutError, OSError):
            pass

    def _running_jobs(self) -> list[str]:
        out = subprocess.run(
            ["squeue", "-h", "-t", "RUNNING,COMPLETING", "-o", "%i"],
            env=self.env, capture_output=True, text=True, timeout=10,
        )  # fmt: skip
        return out.stdout.split()

    def stop(self) -> None:
        """Cancel jobs, then stop every daemon this cluster started (slurmds first), by PID."""
        self.cancel_all_jobs()
        slurmds = [n for n in self.pids if n.startswith("slurmd-")]
        for name in slurmds:
            _signal(self.pids[name], signal.SIGTERM)
        for name in slurmds:
            self._kill(name, timeout=5.0)
        self._kill("slurmctld", timeout=5.0)
        self._kill("munged", timeout=5.0)


def _signal(pid: int, sig: signal.Signals) -> None:
    try:
        os.kill(pid, sig)
    except ProcessLookupError:
        pass


def _alive(pid: int) -> bool:
    try:
        waited, _ = os.waitpid(pid, os.WNOHANG)
        if waited == pid:
            return False
    except ChildProcessError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except (FileNotFoundError, IndexError):
        return False


def _wait_for(predicate, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if predicate():
                return
        except (subprocess.SubprocessError, OSError):
            pass
        time.sleep(0.2)
    raise TimeoutError(f"timed out after {timeout:.0f}s waiting for {what}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=["start", "stop", "releases"])
    parser.add_argument("--base", type=Path, default=Path("/tmp/trainwarden-slurm"))
    parser.add_argument("--nodes", type=int, default=4)
    parser.add_argument(
        "--prefix", type=Path, help="the Slurm installation to run (default: the first on PATH)"
    )
    args = parser.parse_args(argv)
    if args.action == "releases":
        for found in installed_releases([args.prefix] if args.prefix else None):
            print(f"{found.version}\t{found.prefix}")
        return 0
    install = release_of(args.prefix) if args.prefix else next(iter(installed_releases()), None)
    cluster = LocalSlurmCluster(args.base, node_count=args.nodes, install=install)
    if args.action == "start":
        cluster.start()
        print(f"export SLURM_CONF={cluster.conf_path}")
        print(f"export PATH={cluster.path}")
    else:
        cluster.load_pids()
        cluster.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
