"""Which Slurm releases the tests run against, and what a missing one says (no cluster)."""

from __future__ import annotations

import re
import socket
from pathlib import Path

import pytest
from slurm_helpers import localslurm
from slurm_releases import chosen_releases, release_id

pytestmark = pytest.mark.slurm


def test_installed_releases_are_each_series_once_oldest_first() -> None:
    found = localslurm.installed_releases()
    series = [r.series for r in found]
    assert series == sorted(set(series), key=lambda s: tuple(int(x) for x in s.split(".")))
    for install in found:  # each one really runs: its daemon says its version
        assert localslurm.release_of(install.prefix) == install
        assert not localslurm.missing_binaries(install)
    assert chosen_releases("installed") == found


def test_a_release_that_is_not_installed_is_an_error_naming_the_fix(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no Slurm release 99.99 on this host.*make system"):
        chosen_releases("99.99")
    with pytest.raises(ValueError, match=str(tmp_path)):
        chosen_releases(str(tmp_path))  # a prefix with no Slurm in it
    with pytest.raises(RuntimeError) as missing:
        localslurm.require_installed(None)
    assert str(missing.value).count("\n") == 0 and "run `make system`" in str(missing.value)
    assert release_id(None) == "slurm-missing"


def test_daemon_ports_are_ones_no_connection_or_torch_run_is_given() -> None:
    ports = localslurm.free_ports(5)
    assert len(set(ports)) == 5
    for port in ports:  # not the kernel's source ports, not the wrapper's MASTER_PORT range
        assert port not in localslurm.ephemeral_ports() and not 20000 <= port <= 31986


@pytest.mark.parametrize("install", localslurm.installed_releases(), ids=release_id)
@pytest.mark.parametrize("taken_every_time", [False, True], ids=["once", "always"])
def test_a_port_taken_before_its_slurmd_binds_it(
    install: localslurm.SlurmInstall, taken_every_time: bool, tmp_path: Path
) -> None:
    """Another process takes node2's port between the check and slurmd's bind: the cluster
    starts again on other ports; if that keeps happening it fails at once, saying why."""
    cluster = localslurm.LocalSlurmCluster(tmp_path, node_count=2, install=install)
    written, squatters = cluster.write_config, []

    def write_then_take_node2s_port() -> None:
        written()
        if taken_every_time or not squatters:
            port = re.search(r"NodeName=node2 .*?Port=(\d+)", cluster.conf_path.read_text())
            assert port, cluster.conf_path.read_text()
            squatter = socket.create_server(("127.0.0.1", int(port[1])))
            squatters.append(squatter)

    cluster.write_config = write_then_take_node2s_port  # type: ignore[method-assign]
    try:
        if taken_every_time:
            with pytest.raises(localslurm.DaemonExited, match="slurmd-node2 exited") as failed:
                cluster.start()
            assert "Address already in use" in str(failed.value)
            assert len(squatters) == localslurm.START_ATTEMPTS
        else:
            cluster.start()
            assert cluster.node_states() == {"node1": "idle", "node2": "idle"}
            assert len(squatters) == 1
    finally:
        cluster.stop()
        for squatter in squatters:
            squatter.close()
