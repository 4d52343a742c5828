"""`warden cluster check NODE`: the local simulated cluster's health check (exit 0 healthy)."""

from __future__ import annotations

import pytest

from trainwarden.cli import main
from trainwarden.localcluster.cluster import LocalCluster


def test_check_fails_while_a_fault_is_pending_and_passes_once_cleared(
    cluster: LocalCluster, capsys: pytest.CaptureFixture[str]
) -> None:
    root = str(cluster.root)
    assert main(["cluster", "check", "node-2", "--root", root]) == 0
    cluster.inject_fault("node-2", "xid", sticky=True)
    assert main(["cluster", "check", "node-2", "--root", root]) == 1
    assert "sticky xid fault pending" in capsys.readouterr().out
    assert main(["cluster", "check", "node-1", "--root", root]) == 0  # other nodes unaffected
    cluster.clear_faults("node-2")
    assert main(["cluster", "check", "node-2", "--root", root]) == 0
    assert main(["cluster", "check", "node-9", "--root", root]) == 2  # not a node of it
