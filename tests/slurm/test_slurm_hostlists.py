"""Slurm is the reference for hostlists: what trainwarden writes, `scontrol show hostnames`
expands to the same names in the same order, and what Slurm writes trainwarden expands as it."""

from __future__ import annotations

import random
import subprocess

import pytest
from slurm_helpers import localslurm

from trainwarden.hostlists import compress, expand

pytestmark = pytest.mark.slurm


@pytest.fixture(scope="module")
def scontrol_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """scontrol's hostlist commands run locally; they only need a configuration to read."""
    install = next(iter(localslurm.installed_releases()), None)
    localslurm.require_installed(install)  # one line naming the install command
    conf = tmp_path_factory.mktemp("hostlists") / "slurm.conf"
    conf.write_text("ClusterName=hostlists\nSlurmctldHost=localhost\n"
                    "NodeName=n1 CPUs=1\nPartitionName=p Nodes=n1\n")
    return {"SLURM_CONF": str(conf), "PATH": ":".join([*install.path_dirs, "/usr/bin:/bin"])}


def scontrol(env: dict[str, str], *args: str) -> str:
    return subprocess.run(["scontrol", *args], env=env, capture_output=True, text=True,
                          check=True, timeout=30).stdout.strip()


def some_nodes(rng: random.Random) -> list[str]:
    """A node list as sites name them: padded and unpadded numbers, several prefixes, racks,
    gaps, names with a suffix, any order."""
    names: list[str] = []
    for _ in range(rng.randint(1, 6)):
        prefix = rng.choice(["gpu", "node-", "r1n", "rack2-n", "login"])
        width = rng.choice([1, 2, 4])
        start = rng.randint(0, 120)
        names += [f"{prefix}{n:0{width}d}" for n in range(start, start + rng.randint(1, 30))]
    names += rng.sample(["n8-ib", "n9-ib", "head", "a.b7"], rng.randint(0, 2))
    names = list(dict.fromkeys(names))
    if rng.random() < 0.3:
        rng.shuffle(names)
    return names


def test_scontrol_expands_our_hostlists_to_the_same_names(scontrol_env: dict[str, str]) -> None:
    rng = random.Random(30)
    for _ in range(25):
        nodes = some_nodes(rng)
        text = compress(nodes)
        assert scontrol(scontrol_env, "show", "hostnames", text).split() == nodes, text


def test_we_expand_what_scontrol_writes(scontrol_env: dict[str, str]) -> None:
    rng = random.Random(31)
    for _ in range(25):
        nodes = some_nodes(rng)
        written = scontrol(scontrol_env, "show", "hostlist", ",".join(nodes))
        assert expand(written) == nodes, written
    big = [f"gpu{n:04d}" for n in range(1, 2049)]
    assert compress(big) == scontrol(scontrol_env, "show", "hostlist", ",".join(big))
