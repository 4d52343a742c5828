"""deploy/slurm-host: what a Slurm site runs on its hosts. The units start the venv the install
script makes with the environment files beside them, every setting those files name is one
trainwarden reads, the node agents write where the worker reads, the search-attribute script
registers exactly the supervisor's attributes (on a real server), and the image's Slurm target
installs what the install script checks a host for. The end-to-end run on real Slurm is
tests/slurm/test_slurm_site_worker.py."""

from __future__ import annotations

import json
import re
import subprocess
import uuid
from pathlib import Path

import pytest
from helpers_install import REPO, outside_env
from helpers_systemd import commented_keys, exec_argv, read_env_file, read_unit, site_env_file

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
    assert service["User"] == ["trainwarden"] and service["Restart"] == ["always"]
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
    for key in set(env) | commented_keys(path):
        if key.startswith("TEMPORAL_"):
            assert key in cli_names, key
        else:
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
