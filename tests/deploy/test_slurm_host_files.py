"""deploy/slurm-host: what a Slurm site runs on its hosts. The units start the venv the install
script makes with the environment files beside them, every setting those files name is one
trainwarden reads, the node agents write where the worker reads, the search-attribute script
registers exactly the supervisor's attributes (on a real server), and the image's Slurm target
installs what the install script checks a host for. What a real site needs: systemd accepts the
units and starts them only once the shared run root is mounted; the worker runs a site's own Slurm
(its PATH= line) configless (no SLURM_CONF); the install script creates the service user (as
root, really: a throwaway user) and looks for the Slurm commands on the services' PATH; the
Prolog starts the agent as that user, never as root (the real runuser). The end-to-end run on
real Slurm is tests/slurm/test_slurm_site_worker.py."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_install import REPO, outside_env
from helpers_systemd import (
    SYSTEMD_PATH,
    commented_keys,
    exec_argv,
    read_env_file,
    read_unit,
    service_launch,
    site_env_file,
)

from trainwarden.activities.backends.slurm import SlurmBackend
from trainwarden.cli import build_parser
from trainwarden.config import SEARCH_ATTRIBUTES, TemporalSettings, WorkerTuning

HOST = REPO / "deploy" / "slurm-host"
INSTALL = (HOST / "install.sh").read_text()
UNITS = {"worker": "trainwarden-worker.service", "node-agent": "trainwarden-node-agent.service"}


def _service(name: str) -> dict[str, list[str]]:
    return read_unit(HOST / UNITS[name])["Service"]


def _default_venv() -> str:
    found = re.search(r'^VENV="\$\{2:-([^}]+)\}"$', INSTALL, re.M)
    assert found is not None
    return found.group(1)


def _default_user() -> str:
    found = re.search(r'^DEFAULT_USER="([^"]+)"$', INSTALL, re.M)
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize("name", sorted(UNITS))
def test_unit_runs_the_installed_warden_with_its_env_file(name: str) -> None:
    service = _service(name)
    assert service["EnvironmentFile"] == [f"/etc/trainwarden/{name}.env"]
    env = read_env_file(HOST / f"{name}.env")
    (command,) = service["ExecStart"]
    argv = exec_argv(command, env)
    assert argv[0] == f"{_default_venv()}/bin/warden"
    assert argv[1] == name
    build_parser(argv[1:]).parse_args(argv[1:])  # flags warden knows (a usage error exits 2)
    assert service["User"] == [_default_user()] and service["Restart"] == ["always"]
    assert f"{name}.env" in (HOST / UNITS[name]).read_text().split("[Unit]")[0]  # install notes


def _sources() -> str:
    return "\n".join(
        p.read_text()
        for folder in ("trainwarden", "workflows", "activities", "workers")
        for p in (REPO / folder).rglob("*.py")
    )


def test_worker_env_names_only_settings_the_worker_reads() -> None:
    path = HOST / "worker.env"
    env = read_env_file(path)
    settings = TemporalSettings.from_env(env=env)
    assert settings.address == env["TEMPORAL_ADDRESS"] and settings.namespace == "default"
    assert settings.task_queue == f"trainwarden-{env['TRAINWARDEN_SITE']}"
    WorkerTuning.from_env(env)  # raises on a bad value
    sources = _sources()
    cli_names = {"TEMPORAL_ADDRESS", "TEMPORAL_NAMESPACE", "TEMPORAL_API_KEY"}
    cli_names |= {f"TEMPORAL_TLS_{k}_PATH" for k in ("CLIENT_CERT", "CLIENT_KEY", "SERVER_CA_CERT")}
    # read by what the worker runs, not by trainwarden: the command search of every process
    # (systemd's PATH replaced) and the Slurm client's configless lookup
    theirs = {"PATH", "SLURM_CONF_SERVER"}
    for key in set(env) | commented_keys(path):
        if key.startswith("TEMPORAL_"):
            assert key in cli_names, key
        elif key not in theirs:
            assert f'"{key}"' in sources, f"worker.env: {key} is read nowhere"
    service = _service("worker")
    assert env["TRAINWARDEN_HOME"] == "/var/lib/" + service["StateDirectory"][0]
    assert service["WorkingDirectory"] == [env["TRAINWARDEN_HOME"]]


def test_node_agents_write_where_the_worker_reads() -> None:
    worker = read_env_file(HOST / "worker.env")
    agent = read_env_file(HOST / "node-agent.env")
    assert agent["TRAINWARDEN_RUN_ROOT"] == worker["TRAINWARDEN_SLURM_RUN_ROOT"]
    assert _service("node-agent")["ReadWritePaths"] == [agent["TRAINWARDEN_RUN_ROOT"]]
    prolog = (HOST / "prolog-node-agent.sh").read_text()
    assert "/etc/trainwarden/node-agent.env" in prolog
    assert f'RUN_ROOT="${{TRAINWARDEN_RUN_ROOT:-{agent["TRAINWARDEN_RUN_ROOT"]}}}"' in prolog
    nodeagent = (REPO / "trainwarden" / "nodeagent.py").read_text()
    for key in ("TRAINWARDEN_RUN_ROOT", "SLURMD_NODENAME"):
        assert f'"{key}"' in nodeagent, key


def test_image_slurm_target_installs_what_the_install_script_checks_for() -> None:
    dockerfile = (REPO / "Dockerfile").read_text()
    found = re.findall(r"^FROM \S+ AS (\w+)\n(.*?)(?=^FROM |\Z)", dockerfile, re.M | re.S)
    stages = dict(found)  # stage name -> its instructions, in order
    assert list(stages)[-1] == "worker" and "apt-get" not in stages["worker"]
    packages = re.search(r"apt-get install -y --no-install-recommends ([^\\\n]+)", stages["slurm"])
    assert packages is not None
    assert "apt-get install " + packages.group(1).strip() in INSTALL  # the note names them
    users = re.findall(r"^USER (\S+)$", stages["slurm"], re.M)
    assert users[-1] == "10001:10001"
    checked = re.search(r"for tool in ([^;]+);", INSTALL)
    assert checked is not None
    assert set(checked.group(1).split()) == {
        "sbatch", "squeue", "sinfo", "scontrol", "scancel", "srun", "munge"
    }  # fmt: skip
    assert "torch" not in re.sub(r"^#.*$", "", INSTALL, flags=re.M)  # installs no torch


def test_install_script_refuses_a_missing_constraints_file(tmp_path: Path) -> None:
    proc = subprocess.run(
        ["bash", str(HOST / "install.sh"), "-c", str(tmp_path / "nope.txt"), "x.whl",
         str(tmp_path / "venv")],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 2
    assert f"constraints file {tmp_path / 'nope.txt'}: not found" in proc.stderr
    assert not (tmp_path / "venv").exists()


def _search_attributes_in_script() -> dict[str, str]:
    loop = re.search(r"for attr in ([^;\n]+)", (HOST / "setup-search-attributes.sh").read_text())
    assert loop is not None
    return dict(item.split(":") for item in loop.group(1).split())


def test_setup_script_names_exactly_the_supervisors_search_attributes() -> None:
    assert _search_attributes_in_script() == SEARCH_ATTRIBUTES


def test_setup_script_registers_them_on_a_fresh_namespace_once(
    site_venv_bin: Path, temporal_address: str, tmp_path: Path
) -> None:
    """As a site runs it: the venv's temporal CLI, the worker's env file (edited as a site
    would), a namespace that has none of them yet; a second run changes nothing."""
    namespace = f"tw-site-{uuid.uuid4().hex[:8]}"
    temporal = str(site_venv_bin / "temporal")
    env = outside_env(site_venv_bin, tmp_path, TEMPORAL=temporal)
    created = subprocess.run(
        [temporal, "operator", "namespace", "create", "-n", namespace,
         "--address", temporal_address],
        env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert created.returncode == 0, created.stderr
    env_file = site_env_file(
        HOST / "worker.env",
        tmp_path / "worker.env",
        TEMPORAL_ADDRESS=temporal_address,
        TEMPORAL_NAMESPACE=namespace,
    )
    script = ["sh", str(HOST / "setup-search-attributes.sh"), str(env_file)]
    first = subprocess.run(script, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stdout + first.stderr
    for name, kind in SEARCH_ATTRIBUTES.items():
        assert f"{name}: created ({kind})" in first.stdout
    listed = subprocess.run(
        [temporal, "operator", "search-attribute", "list", "-n", namespace, "-o", "json",
         "--address", temporal_address],
        env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert listed.returncode == 0, listed.stderr
    custom = json.loads(listed.stdout)["customAttributes"]
    assert {name: custom[name] for name in SEARCH_ATTRIBUTES} == {
        name: f"INDEXED_VALUE_TYPE_{kind.upper()}" for name, kind in SEARCH_ATTRIBUTES.items()
    }
    again = subprocess.run(script, env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stdout + again.stderr
    assert again.stdout.count("already registered") == len(SEARCH_ATTRIBUTES)


# --- a real site: systemd, configless Slurm elsewhere than /usr/bin, the service user, the Prolog

ROOT_ONLY = pytest.mark.skipif(os.geteuid() != 0, reason="creates users / switches user: root")
SLURM_TOOLS = ("sbatch", "squeue", "sinfo", "scontrol", "scancel", "srun", "munge")


def _executable(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


@pytest.fixture
def open_dir() -> Iterator[Path]:
    """A directory every user can reach (tmp_path is root's alone): for what another user runs."""
    path = Path(tempfile.mkdtemp(prefix="tw-slurm-host-", dir="/tmp"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
@pytest.mark.parametrize("name", sorted(UNITS))
def test_systemd_verifies_the_unit_without_a_warning(name: str, tmp_path: Path) -> None:
    """`systemd-analyze verify` in a root holding this host's system units, the unit where a site
    copies it and an executable at ExecStart's path: no error and no warning (an unknown or
    misplaced key, such as RequiresMountsFor= under [Service], is only a warning)."""
    root = tmp_path / "root"
    shutil.copytree("/usr/lib/systemd/system", root / "usr/lib/systemd/system", symlinks=True)
    (root / "lib").symlink_to("usr/lib")
    _executable(root / _default_venv().lstrip("/") / "bin" / "warden", "#!/bin/sh\n")
    unit = root / "etc/systemd/system" / UNITS[name]
    unit.parent.mkdir(parents=True)
    shutil.copy(HOST / UNITS[name], unit)
    proc = subprocess.run(
        ["systemd-analyze", "verify", f"--root={root}", str(unit)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 0 and proc.stderr == "" and proc.stdout == "", proc.stderr


@pytest.mark.parametrize("name", sorted(UNITS))
def test_units_start_only_once_the_run_root_is_mounted(name: str) -> None:
    """RequiresMountsFor= of the run root in [Unit] (systemd cannot take it from the env file),
    and nothing that needs a slurm.conf on the host (a configless site has none)."""
    worker = read_env_file(HOST / "worker.env")
    agent = read_env_file(HOST / "node-agent.env")
    run_root = worker["TRAINWARDEN_SLURM_RUN_ROOT"]
    assert agent["TRAINWARDEN_RUN_ROOT"] == run_root
    unit = read_unit(HOST / UNITS[name])
    assert unit["Unit"]["RequiresMountsFor"] == [run_root]
    for section in unit.values():
        for key, values in section.items():
            assert not any("/etc/slurm" in v for v in values), f"{key} needs Slurm's files"


@pytest.mark.parametrize("name", sorted(UNITS))
def test_env_file_path_keeps_systemds_directories(name: str) -> None:
    """The PATH= line replaces systemd's: every directory of systemd's is still on it."""
    path = read_env_file(HOST / f"{name}.env")["PATH"].split(":")
    assert all(d in path for d in SYSTEMD_PATH.split(":")), path


def test_worker_runs_the_sites_slurm_configless(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A site with its Slurm in its own directory (first on worker.env's PATH=) and configless
    Slurm found through SLURM_CONF_SERVER: the worker's Slurm backend, in the environment the
    unit gives it, runs that directory's commands with SLURM_CONF_SERVER and no SLURM_CONF."""
    site_bin = tmp_path / "opt-slurm" / "bin"
    for tool in SLURM_TOOLS:
        _executable(
            site_bin / tool,
            f'#!/bin/sh\necho "{tool} from the site conf=${{SLURM_CONF-unset}}'
            f' server=${{SLURM_CONF_SERVER-unset}}"\n',
        )
    env_file = site_env_file(
        HOST / "worker.env", tmp_path / "worker.env",
        PATH=f"{site_bin}:{read_env_file(HOST / 'worker.env')['PATH']}",
        SLURM_CONF_SERVER="slurmctld.example.com:6817",
        TRAINWARDEN_SLURM_RUN_ROOT=str(tmp_path / "runs"),
    )  # fmt: skip
    _executable(tmp_path / "venv" / "bin" / "warden", "#!/bin/sh\n")
    _argv, env, _cwd = service_launch(
        HOST / UNITS["worker"], env_file,
        {_default_venv(): tmp_path / "venv", "/var/lib/trainwarden": tmp_path},
        HOME=str(tmp_path), USER="trainwarden", LOGNAME="trainwarden",
    )  # fmt: skip
    for key in list(os.environ):  # the worker's process has the unit's environment only
        monkeypatch.delenv(key)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    backend = SlurmBackend()
    for tool in ("sbatch", "squeue", "sinfo", "scontrol", "scancel"):
        result = backend.runner.run([tool, "--version"])
        assert result.stdout.strip() == (
            f"{tool} from the site conf=unset server=slurmctld.example.com:6817"
        )


def _fake_python(folder: Path) -> Path:
    """An interpreter for install.sh that installs nothing: it passes the version check, and its
    `-m venv` makes a venv whose pip records its arguments and whose warden prints a version."""
    return _executable(
        folder / "python",
        """#!/bin/sh
case "$1 $2" in
  "-c "*) exit 0 ;;
  "-m venv")
    mkdir -p "$3/bin" && cp "$0" "$3/bin/python"
    printf '#!/bin/sh\\necho warden 0.0.0+fake\\n' > "$3/bin/warden"
    chmod 755 "$3/bin/python" "$3/bin/warden"
    exit 0 ;;
  "-m pip") echo "$*" >> "$(dirname "$0")/../pip.log"; exit 0 ;;
esac
echo "fake python: $*" >&2
exit 3
""",
    )


def _install(
    args: list[str], venv: Path, python: Path, as_user: str | None = None, path: str = ""
) -> subprocess.CompletedProcess[str]:
    argv = ["bash", str(HOST / "install.sh"), "-p", str(python), *args, "trainwarden.whl",
            str(venv)]  # fmt: skip
    if as_user:
        argv = ["runuser", "-u", as_user, "--", *argv]
    env = {"PATH": path or "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8"}
    return subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60)


def _free_system_id() -> int:
    """A uid and gid in the system range that no user or group holds."""
    for candidate in range(990, 900, -1):
        taken = [
            subprocess.run(["getent", db, str(candidate)], capture_output=True).returncode == 0
            for db in ("passwd", "group")
        ]
        if not any(taken):
            return candidate
    pytest.skip("no free system id in 901..990")


def _passwd(name: str) -> list[str] | None:
    found = subprocess.run(["getent", "passwd", name], capture_output=True, text=True)
    return found.stdout.strip().split(":") if found.returncode == 0 else None


def _uid_min() -> int:
    defs = Path("/etc/login.defs")
    found = re.search(r"^UID_MIN\s+(\d+)", defs.read_text() if defs.exists() else "", re.M)
    return int(found.group(1)) if found else 1000


@ROOT_ONLY
@pytest.mark.skipif(shutil.which("useradd") is None, reason="no useradd here")
def test_install_creates_the_service_user_as_root(tmp_path: Path) -> None:
    """As root: a missing user is created (a system user, no login shell, home the worker's
    state directory, a group of its own; -i pins uid and gid), once; an existing one is kept;
    a name other than the units' gets the drop-in that makes them agree; root is refused."""
    python = _fake_python(tmp_path)
    tag = uuid.uuid4().hex[:8]
    pinned, plain = f"twtest-{tag}", f"twtesp-{tag}"
    ident = _free_system_id()
    try:
        first = _install(["-u", pinned, "-i", str(ident)], tmp_path / "venv", python)
        assert first.returncode == 0, first.stderr
        entry = _passwd(pinned)
        assert entry is not None
        _name, _pw, uid, gid, _gecos, home, shell = entry
        assert (int(uid), int(gid)) == (ident, ident)
        assert home == "/var/lib/" + _service("worker")["StateDirectory"][0]
        assert Path(shell).name in {"nologin", "false"}
        group = subprocess.run(["id", "-gn", pinned], capture_output=True, text=True)
        assert group.stdout.strip() == pinned  # a group of its own, as the unit's Group=
        assert f"created service user {pinned} (uid {ident}, group {pinned})" in first.stdout
        # the units name another user: the drop-in printed names this one and its group
        assert f"User={pinned}\n    Group={pinned}\n" in first.stderr
        assert "warden 0.0.0+fake" in first.stdout  # and the venv was made after it

        again = _install(["-u", pinned, "-i", str(ident)], tmp_path / "venv", python)
        assert again.returncode == 0, again.stderr
        assert f"service user {pinned} exists (uid {ident}" in again.stdout
        assert _passwd(pinned) == entry

        other = _install(["-u", pinned, "-i", str(ident + 1)], tmp_path / "venv", python)
        assert other.returncode == 2 and f"not {ident + 1} (-i)" in other.stderr

        unpinned = _install(["-u", plain], tmp_path / "venv", python)
        assert unpinned.returncode == 0, unpinned.stderr
        entry = _passwd(plain)
        assert entry is not None and int(entry[2]) < _uid_min()  # a system user
    finally:
        for name in (pinned, plain):
            if _passwd(name) is not None:
                subprocess.run(["userdel", name], capture_output=True)
            subprocess.run(["groupdel", name], capture_output=True)
    for root in ("root", "0"):
        refused = _install(["-u", root], tmp_path / "venv2", python)
        assert refused.returncode == 2 and "must not run as root" in refused.stderr
        assert not (tmp_path / "venv2").exists()


@ROOT_ONLY
def test_install_as_another_user_creates_none(open_dir: Path) -> None:
    """Not root: the venv is made, the missing service user is not (a message says so)."""
    site = open_dir / "site"
    site.mkdir()
    os.chown(site, 65534, 65534)
    python = _fake_python(open_dir)
    name = f"twtest-{uuid.uuid4().hex[:8]}"
    proc = _install(["-u", name], site / "venv", python, as_user="nobody")
    assert proc.returncode == 0, proc.stderr
    assert f"not root: service user {name} not created" in proc.stderr
    assert _passwd(name) is None
    assert (site / "venv" / "bin" / "warden").is_file()


def _found_tools(stdout: str) -> dict[str, str]:
    return dict(re.findall(r"^install\.sh: (\w+): (/\S+)$", stdout, re.M))


def test_install_looks_for_slurm_on_the_services_path(tmp_path: Path) -> None:
    """The Slurm commands are looked for where the service will look: -s SLURM_BIN_DIR first,
    then systemd's directories; never the PATH of the shell running the script."""
    python = _fake_python(tmp_path)
    site_bin = tmp_path / "opt-slurm" / "bin"
    for tool in SLURM_TOOLS:
        _executable(site_bin / tool, "#!/bin/sh\n")
    in_shell = _install(["-n"], tmp_path / "venv", python, path=f"{site_bin}:/usr/bin:/bin")
    assert in_shell.returncode == 0, in_shell.stderr
    found = _found_tools(in_shell.stdout)
    assert all(not p.startswith(str(site_bin)) for p in found.values()), found
    expected = {t for t in SLURM_TOOLS if shutil.which(t, path=SYSTEMD_PATH)}
    assert set(found) == expected
    missing = set(SLURM_TOOLS) - expected
    if missing:
        assert "not on the services' PATH" in in_shell.stderr

    given = _install(["-n", "-s", str(site_bin)], tmp_path / "venv", python)
    assert given.returncode == 0, given.stderr
    assert _found_tools(given.stdout) == {t: str(site_bin / t) for t in SLURM_TOOLS}
    line = re.search(r"set (PATH=\S+)$", given.stdout, re.M)
    assert line is not None
    assert line.group(1) == f"PATH={site_bin}:{read_env_file(HOST / 'worker.env')['PATH']}"

    absent = _install(["-n", "-s", str(tmp_path / "nope")], tmp_path / "venv3", python)
    assert absent.returncode == 2 and "no such directory" in absent.stderr
    assert not (tmp_path / "venv3").exists()


def _group_id(name: str) -> int | None:
    found = subprocess.run(["getent", "group", name], capture_output=True, text=True)
    return int(found.stdout.split(":")[2]) if found.returncode == 0 else None


def _run_prolog(folder: Path, user: str) -> subprocess.CompletedProcess[str]:
    """prolog-node-agent.sh as slurmd runs it (as root, SLURMD_NODENAME set), with a site's
    node-agent.env naming `user` and an agent that prints who it runs as, then stays."""
    agent = _executable(
        folder / "agent",
        '#!/bin/sh\necho "agent uid=$(id -u) gid=$(id -g) groups=$(id -G) pid=$$ args=$*"\n'
        "exec sleep 60\n",
    )
    env_file = site_env_file(
        HOST / "node-agent.env", folder / "node-agent.env",
        TRAINWARDEN_RUN_ROOT=str(folder / "runs"), TRAINWARDEN_AGENT=str(agent),
        TRAINWARDEN_AGENT_USER=user,
    )  # fmt: skip
    env = {
        "PATH": "/usr/sbin:/usr/bin:/sbin:/bin",
        "SLURMD_NODENAME": "node7",
        "SLURM_JOB_ID": "42",
        "TRAINWARDEN_NODE_AGENT_ENV": str(env_file),
        "TRAINWARDEN_AGENT_PIDFILE": str(folder / "agent.pid"),
        "TRAINWARDEN_AGENT_LOG": str(folder / "agent.log"),
    }
    return subprocess.run(
        ["sh", str(HOST / "prolog-node-agent.sh")], env=env, capture_output=True, text=True,
        timeout=30,
    )  # fmt: skip


def _agent_lines(folder: Path, wait: float) -> list[str]:
    deadline = time.monotonic() + wait
    while True:
        lines = _log(folder).splitlines()
        if any(ln.startswith("agent ") for ln in lines) or time.monotonic() > deadline:
            return lines
        time.sleep(0.1)


def _stop_agents(folder: Path) -> None:
    """End the agents the Prolog started (the fake one prints its pid) and their runuser."""
    pids = [int(p) for p in re.findall(r"^agent .* pid=(\d+) ", _log(folder), re.M)]
    if (folder / "agent.pid").exists():
        pids.append(int((folder / "agent.pid").read_text()))
    for pid in pids:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass


def _log(folder: Path) -> str:
    log = folder / "agent.log"
    return log.read_text() if log.exists() else ""


@ROOT_ONLY
@pytest.mark.skipif(shutil.which("runuser") is None, reason="no runuser here")
def test_prolog_starts_the_agent_as_the_service_user_once(open_dir: Path) -> None:
    """Slurm runs the Prolog as root; the agent runs as node-agent.env's user, with the unit's
    groups (systemd-journal first, then adm, where they exist), with the job's node; a second
    job's Prolog finds it running and starts none."""
    try:
        proc = _run_prolog(open_dir, "nobody")
        assert proc.returncode == 0, proc.stderr
        lines = _agent_lines(open_dir, wait=10)
        started = [ln for ln in lines if ln.startswith("agent ")]
        assert len(started) == 1, lines
        fields = dict(re.findall(r"(\w+)=(\S+)", started[0].split(" args=")[0]))
        assert fields["uid"] == "65534"  # nobody, not root
        groups = [g for g in (_group_id("systemd-journal"), _group_id("adm")) if g is not None]
        if groups:
            assert int(fields["gid"]) == groups[0]
        args = started[0].split(" args=")[1].split()
        assert args[:5] == ["node-agent", "--node", "node7", "--run-root", str(open_dir / "runs")]
        assert args[5:7] == ["--kernel-log", "journald"]

        second = _run_prolog(open_dir, "nobody")
        assert second.returncode == 0, second.stderr
        time.sleep(1.0)
        assert sum(ln.startswith("agent ") for ln in _agent_lines(open_dir, 0)) == 1
    finally:
        _stop_agents(open_dir)


@ROOT_ONLY
@pytest.mark.parametrize("user", ["root", "0", "no-such-trainwarden-user"])
def test_prolog_never_starts_the_agent_as_root(open_dir: Path, user: str) -> None:
    """A user with uid 0 (by name or number), or one missing on the node: the agent is not
    started, the reason is logged, and the Prolog still succeeds (a failing one drains the
    node)."""
    try:
        proc = _run_prolog(open_dir, user)
        assert proc.returncode == 0, proc.stderr
        lines = _agent_lines(open_dir, wait=1.5)
        assert not any(ln.startswith("agent ") for ln in lines), lines
        reason = "uid 0" if user in ("root", "0") else f"no user {user}"
        assert any(reason in ln and "node agent not started" in ln for ln in lines), lines
        assert not (open_dir / "agent.pid").exists()
    finally:
        _stop_agents(open_dir)
